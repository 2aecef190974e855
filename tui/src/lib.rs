//! Embedding manyworlds from Rust: load a script, step it, read exports, write imports.
//!
//! ```
//! use mw::{Config, LoadOptions, Simulation};
//! # let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../envs/cartpole.rhai");
//! # let mut opts = LoadOptions::default();
//! # opts.params.insert("random_actions".into(), "false".into());
//!
//! // let path = Path::new("envs/cartpole.rhai");
//! let mut sim = Simulation::load(&path, &Config { worlds: 4096, ..Config::default() }, &opts)?;
//! let action = sim.import_port("action")?;
//! let pushes: Vec<u8> = [1i32; 4096].iter().flat_map(|x| x.to_le_bytes()).collect();
//! for _ in 0..100 {
//!     sim.write(&action, &pushes)?;   // every cart pushed right
//!     sim.step()?;
//!     let obs = sim.export("obs")?;   // zero-copy: [4096, 1, 4] float32
//!     assert_eq!(obs.shape, vec![4096, 1, 4]);
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Views alias table memory. A view is valid until the next call that takes `&mut self`
//! (`step`, `write`): a step may add, remove and reorder rows. Table memory itself never moves
//! (it is a virtual reservation), so the same export of a later step is at the same address.

use std::fmt;
use std::path::Path;

pub mod live;

pub use mw_jit::cpu::{Site, SiteKind};
pub use mw_jit::ir::Program;
pub use mw_runtime::sim::{Port, View};
pub use mw_runtime::{Config, Diagnostics, Executor, SourceMap};
pub use mw_scripts::Params;

/// How to load a script.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions {
    /// Values for the script's `param(name, default)` calls.
    pub params: Params,
    /// Bounds and NaN checks that stop the run with the system name and script line.
    pub debug: bool,
    /// Use only the scalar kernels (the SIMD ones compute the same bits, faster).
    pub no_simd: bool,
    /// Which backend compiles and runs the program.
    pub backend: Backend,
}

/// A code generator and the executor that runs its code (`--backend`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Backend {
    /// Cranelift kernels on CPU threads.
    #[default]
    Cpu,
    /// The CUDA generator's C++, built by the host C++ compiler (`$CXX`, else `c++`) and run
    /// on CPU threads: how the CUDA backend's code is checked against Cranelift without a GPU.
    CudaHost,
    /// The CUDA backend's device code — megakernel, device engine, kernels — on an emulated
    /// GPU (host threads as 2 blocks of 2 warps): slow, for checking the device side without a
    /// GPU.
    CudaEmulated,
    /// The CUDA backend on GPU 0: NVRTC builds the megakernel (register variants, cached), the
    /// driver runs it. Needs an NVIDIA GPU, its driver and NVRTC.
    Cuda,
}

impl Backend {
    /// The name `--backend` takes.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Cpu => "cpu",
            Backend::CudaHost => "cuda-host",
            Backend::CudaEmulated => "cuda-emulated",
            Backend::Cuda => "cuda",
        }
    }
}

#[derive(Debug)]
pub enum Error {
    /// The script has errors; render them with `sources.render(&diagnostics)`.
    Script { sources: SourceMap, diagnostics: Diagnostics },
    /// Anything else, in one sentence.
    Run(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Script { sources, diagnostics } => write!(f, "{}", sources.render(diagnostics)),
            Error::Run(s) => write!(f, "{s}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<String> for Error {
    fn from(s: String) -> Error {
        Error::Run(s)
    }
}

/// A loaded, compiled environment and its worlds.
pub struct Simulation {
    /// The backend's executor, through the seam every backend implements.
    pub sim: Box<dyn Executor>,
    pub backend: Backend,
    pub program: Program,
    pub sources: SourceMap,
    /// Warnings from loading and checking.
    pub warnings: Diagnostics,
    pub sites: Vec<Site>,
    /// Milliseconds spent generating native code.
    pub compile_ms: f64,
    /// Per-row systems without a SIMD kernel, and why.
    pub scalar_only: Vec<(String, String)>,
}

/// Code for one backend, compiled and not yet running: it can be built on another thread and
/// handed to a running [`Simulation::swap`].
pub struct Compiled {
    /// The backend's code, as its executor takes it.
    kernels: Option<Box<dyn std::any::Any + Send>>,
    pub sites: Vec<Site>,
    pub compile_ms: f64,
    pub scalar_only: Vec<(String, String)>,
}

fn compile(program: &Program, opts: &LoadOptions) -> Result<Compiled, Error> {
    match opts.backend {
        Backend::Cpu => {
            let c = mw_jit::cpu::compile(program, &mw_jit::cpu::Options { debug: opts.debug, simd: !opts.no_simd })?;
            Ok(Compiled {
                kernels: Some(Box::new(c.kernels)),
                sites: c.sites,
                compile_ms: c.compile_ms,
                scalar_only: c.scalar_only,
            })
        }
        Backend::CudaHost => {
            let t0 = std::time::Instant::now();
            let e = mw_jit::cuda::emit(program, None, "kernels.cu", &mw_jit::cuda::Options { debug: opts.debug });
            let kernels = mw_jit::cuda::host::load(&e)?;
            Ok(Compiled {
                kernels: Some(Box::new(kernels)),
                sites: e.sites,
                compile_ms: t0.elapsed().as_secs_f64() * 1e3,
                scalar_only: vec![],
            })
        }
        Backend::CudaEmulated | Backend::Cuda => {
            Err(Error::Run("the CUDA backend can't swap code into running worlds yet (use --backend cpu)".into()))
        }
    }
}

/// The CUDA executor over `device` for `e` (compiled from `program`), with what the facade
/// keeps of the compile: its `--debug` sites and how long it took since `t0`.
fn device_sim<D: mw_cuda::exec::Device + 'static>(
    device: D,
    program: &Program,
    e: mw_jit::cuda::Emitted,
    config: &Config,
    t0: std::time::Instant,
) -> Result<(Box<dyn Executor>, Compiled), Error> {
    let sites = e.sites.clone();
    let limit = std::time::Duration::from_secs_f64(config.step_timeout_s);
    let dev = mw_cuda::exec::DeviceSim::new(device, program.clone(), e, config.worlds, config.seed, limit)?;
    let compiled = Compiled { kernels: None, sites, compile_ms: t0.elapsed().as_secs_f64() * 1e3, scalar_only: vec![] };
    Ok((Box::new(dev), compiled))
}

/// Loads and type-checks a script (no code generation).
pub fn check(path: &Path, params: &Params) -> Result<(Program, SourceMap, Diagnostics), Error> {
    let loaded =
        mw_scripts::load(path, params).map_err(|e| Error::Script { sources: e.sources, diagnostics: e.diagnostics })?;
    let mut sources = loaded.sources;
    let mut warnings = loaded.warnings;
    match mw_jit::check(&loaded.spec, &mut sources) {
        Ok(c) => {
            warnings.extend(c.warnings);
            Ok((c.program, sources, warnings))
        }
        Err(mut d) => {
            warnings.append(&mut d);
            Err(Error::Script { sources, diagnostics: warnings })
        }
    }
}

impl Simulation {
    /// Loads, checks and compiles a script, then creates `config.worlds` worlds and runs
    /// `init_world` in each.
    pub fn load(path: &Path, config: &Config, opts: &LoadOptions) -> Result<Simulation, Error> {
        let (program, sources, warnings) = check(path, &opts.params)?;
        Self::from_program(program, sources, warnings, config, opts)
    }

    pub fn from_program(
        program: Program,
        sources: SourceMap,
        warnings: Diagnostics,
        config: &Config,
        opts: &LoadOptions,
    ) -> Result<Simulation, Error> {
        let (sim, compiled): (Box<dyn Executor>, _) = match opts.backend {
            Backend::Cpu | Backend::CudaHost => {
                let mut compiled = compile(&program, opts)?;
                let kernels = compiled.kernels.take().and_then(|k| k.downcast::<mw_runtime::abi::Kernels>().ok());
                let kernels = kernels.ok_or_else(|| Error::Run("internal error: cpu code expected".into()))?;
                let sim = mw_runtime::Sim::new(program.spec.clone(), program.layout.clone(), *kernels, config)?;
                (Box::new(sim), compiled)
            }
            Backend::CudaEmulated => {
                config.validate()?;
                let t0 = std::time::Instant::now();
                let e = mw_jit::cuda::emit(
                    &program,
                    Some(&sources),
                    "kernels.cu",
                    &mw_jit::cuda::Options { debug: opts.debug },
                );
                let built = mw_cuda::emulate::EmulatedDevice::build(&e, 2, 64)?;
                device_sim(built, &program, e, config, t0)?
            }
            Backend::Cuda => {
                config.validate()?;
                let t0 = std::time::Instant::now();
                let mut gpu = mw_cuda::gpu::Gpu::open()?;
                let e = mw_jit::cuda::emit(
                    &program,
                    Some(&sources),
                    "kernels.cu",
                    &mw_jit::cuda::Options { debug: opts.debug },
                );
                let nvrtc = mw_cuda::Compiler::find()?;
                let archs = [gpu.arch.clone()];
                let cache = mw_cuda::cache_dir();
                let variants = mw_cuda::build(
                    &nvrtc,
                    &e.source,
                    "kernels.cu",
                    &archs,
                    &mw_cuda::DEFAULT_BUDGETS,
                    cache.as_deref(),
                    &|_| {},
                )?;
                // `MW_CUDA_BUDGET=N` forces a variant (to compare them); else the choice of
                // `mw_cuda::choose` until the profiling pass picks per node.
                let forced = std::env::var("MW_CUDA_BUDGET").ok().and_then(|b| b.trim().parse::<u32>().ok());
                let v = match forced {
                    Some(b) => variants.iter().find(|v| v.budget == b).ok_or_else(|| {
                        Error::Run(format!(
                            "MW_CUDA_BUDGET={b} is not one of the budgets {:?}",
                            mw_cuda::DEFAULT_BUDGETS
                        ))
                    })?,
                    None => mw_cuda::choose(&variants).ok_or_else(|| Error::Run("no variant was built".into()))?,
                };
                gpu.load(&v.cubin)?;
                device_sim(gpu, &program, e, config, t0)?
            }
        };
        let mut s = Simulation {
            sim,
            backend: opts.backend,
            program,
            sources,
            warnings,
            sites: compiled.sites,
            compile_ms: compiled.compile_ms,
            scalar_only: compiled.scalar_only,
        };
        let r = s.sim.start();
        s.finish(r, "at start")?;
        Ok(s)
    }

    /// Compiles `program` for `opts.backend` on the calling thread (any thread: the result is
    /// `Send`), for [`Simulation::swap`].
    pub fn compile(program: &Program, opts: &LoadOptions) -> Result<Compiled, Error> {
        compile(program, opts)
    }

    /// Swaps in code compiled from `program` between two steps, keeping every world's data.
    /// The program's layout must be this simulation's (see [`Executor::swap_code`]).
    pub fn swap(&mut self, program: Program, mut code: Compiled) -> Result<(), Error> {
        let kernels = code.kernels.take().ok_or_else(|| Error::Run("this code was already swapped in".into()))?;
        self.sim.swap_code(&program.spec, kernels)?;
        self.program = program;
        self.sites = code.sites;
        self.compile_ms = code.compile_ms;
        self.scalar_only = code.scalar_only;
        Ok(())
    }

    /// Advances every world by one step.
    pub fn step(&mut self) -> Result<(), Error> {
        let r = self.sim.step();
        let when = format!("in step {}", self.sim.steps() + u64::from(r.is_err()));
        self.finish(r, &when)
    }

    /// Turns a run's outcome and its `--debug` and stop reports into one result: a stopped
    /// kernel's loop is named with its system and script location.
    fn finish(&mut self, r: Result<(), String>, when: &str) -> Result<(), Error> {
        let hits = self.sim.take_debug();
        let place = |site: u32| {
            self.sites.get(site as usize).map(|s| (s.system.clone(), self.sources.location(s.span), s.kind))
        };
        if let Err(e) = r {
            let at = hits.iter().find(|h| h.1 == mw_runtime::abi::HIT_STOPPED).and_then(|h| place(h.0));
            return Err(Error::Run(match at {
                Some((system, loc, SiteKind::Loop)) if e.contains("time limit") => {
                    format!("{e}:\n  system `{system}` was in the loop at {loc}")
                }
                Some((system, loc, _)) => format!("{e}\n  (system `{system}` stopped at {loc})"),
                None => e,
            }));
        }
        let mut lines: Vec<String> = Vec::new();
        for (site, kind, value) in hits {
            let Some((system, loc, _)) = place(site) else {
                continue;
            };
            let what = match kind {
                mw_runtime::abi::HIT_BOUNDS => format!("index {value} is out of range"),
                mw_runtime::abi::HIT_NAN => "a NaN was stored in a component".to_string(),
                _ => continue,
            };
            let line = format!("system `{system}` at {loc}: {what}");
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
        if lines.is_empty() {
            return Ok(());
        }
        Err(Error::Run(format!("--debug check failed {when}:\n  {}", lines.join("\n  "))))
    }

    pub fn export_port(&self, name: &str) -> Result<Port, String> {
        self.sim.port(name, false)
    }

    pub fn import_port(&self, name: &str) -> Result<Port, String> {
        self.sim.port(name, true)
    }

    /// The current data of an export, `[worlds, rows, ...]`.
    pub fn export(&self, name: &str) -> Result<View<'_>, String> {
        let p = self.export_port(name)?;
        self.sim.read(&p)
    }

    /// Writes a port (an import, or any port from [`mw_runtime::Sim::column_port`]).
    pub fn write(&mut self, port: &Port, bytes: &[u8]) -> Result<(), String> {
        self.sim.write(port, bytes)
    }
}
