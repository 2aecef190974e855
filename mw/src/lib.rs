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

pub use mw_cuda::profile::{PROFILE_STEPS, PROFILE_WARM, PlanChoice, PlanReport};
pub use mw_jit::ir::Program;
pub use mw_jit::ir::site::{Site, SiteKind};
pub use mw_runtime::executor::{Port, View};
pub use mw_runtime::{Config, Diagnostics, Executor, SourceMap};
pub use mw_scripts::Params;

/// Hears progress lines of long work (see [`LoadOptions::progress`]); any thread may call it.
pub type Progress = std::sync::Arc<dyn Fn(&str) + Send + Sync>;

/// How to load a script.
#[derive(Clone, Default)]
pub struct LoadOptions {
    /// Values for the script's `param(name, default)` calls.
    pub params: Params,
    /// Bounds and NaN checks that stop the run with the system name and script line.
    pub debug: bool,
    /// Use only the scalar kernels (the SIMD ones compute the same bits, faster).
    pub no_simd: bool,
    /// Which backend compiles and runs the program.
    pub backend: Backend,
    /// How the CUDA backend chooses its launch plan (`--plan`).
    pub plan: PlanChoice,
    /// Measured steps per variant in the profiling pass (0: [`PROFILE_STEPS`]).
    pub profile_steps: u32,
    /// Hears progress lines of long work: the profiling pass at load, and each register
    /// variant NVRTC builds (a reload's build under `--watch` shows them).
    pub progress: Option<Progress>,
    /// The simulation's `Config::world_offset` (a shard's first world), which the CPU backend
    /// compiles in as a constant. A load takes it from its `Config`; code compiled apart
    /// ([`Simulation::compile`], for a reload) must be given the running simulation's, or the
    /// swap is refused.
    pub world_offset: u32,
}

impl fmt::Debug for LoadOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LoadOptions")
            .field("params", &self.params)
            .field("debug", &self.debug)
            .field("no_simd", &self.no_simd)
            .field("backend", &self.backend)
            .field("plan", &self.plan)
            .field("profile_steps", &self.profile_steps)
            .field("progress", &self.progress.is_some())
            .field("world_offset", &self.world_offset)
            .finish()
    }
}

impl LoadOptions {
    /// Says `line` to whoever hears progress.
    fn say(&self, line: &str) {
        if let Some(p) = &self.progress {
            p(line)
        }
    }
}

/// A code generator and the executor that runs its code (`--backend`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
    /// Every backend, in the order `--help` lists them.
    pub const ALL: [Backend; 4] = [Backend::Cpu, Backend::CudaHost, Backend::CudaEmulated, Backend::Cuda];

    /// The backend `--backend` (or Python's `backend=`) names, if any.
    pub fn parse(name: &str) -> Option<Backend> {
        Backend::ALL.into_iter().find(|b| b.name() == name)
    }

    /// What the backend is, in a line (`mw run --help` lists it).
    pub fn about(self) -> &'static str {
        match self {
            Backend::Cpu => "Cranelift kernels on CPU threads",
            Backend::CudaHost => {
                "the CUDA generator's C++ built by the host C++ compiler ($CXX, else c++) and run on CPU threads: the CUDA backend's code checked without a GPU"
            }
            Backend::CudaEmulated => {
                "the CUDA backend's device code (megakernel, device engine, kernels) on an emulated GPU: slow, for checking the device side without a GPU"
            }
            Backend::Cuda => {
                "the CUDA backend on GPU 0: NVRTC builds the megakernel (register variants, cached), the driver runs it; needs an NVIDIA GPU, its driver and NVRTC"
            }
        }
    }

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
    /// The CUDA backends' launch plan.
    pub plan: Option<PlanReport>,
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

fn compile(program: &Program, sources: Option<&SourceMap>, opts: &LoadOptions) -> Result<Compiled, Error> {
    match opts.backend {
        Backend::Cpu => {
            let c = mw_jit::cpu::compile(
                program,
                &mw_jit::cpu::Options { debug: opts.debug, simd: !opts.no_simd, world_offset: opts.world_offset },
            )?;
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
        // Built as the load builds it, for the running device to take in place of its code
        // (swap): the emulated GPU's library, or the CUBINs for the GPU's architecture.
        Backend::CudaEmulated => device_code(program, sources, opts, |e| {
            opts.say("building the emulated GPU's library (the host C++ compiler)");
            let build = mw_cuda::emulate::EmulatedDevice::build(e, 2, 64)?.with_variants(&mw_cuda::DEFAULT_BUDGETS);
            Ok((Box::new(build), EMULATED.to_string()))
        }),
        Backend::Cuda => device_code(program, sources, opts, |e| {
            let gpu = mw_cuda::gpu::Gpu::open()?;
            Ok((Box::new(gpu_variants(&gpu.arch, e, opts)?), gpu_name(&gpu)))
        }),
    }
}

/// The emulated GPU, as the launch-plan cache names it.
const EMULATED: &str = "emulated";

/// A GPU, as the launch-plan cache names it.
fn gpu_name(gpu: &mw_cuda::gpu::Gpu) -> String {
    format!("{} ({})", gpu.name, gpu.arch)
}

/// New code for a device executor: `program`'s CUDA C++ (with `#line`s to `sources`, as at
/// load, so that the same script gives the same text and its kept launch plan) and the
/// backend's `build` of it, with the GPU's name.
fn device_code(
    program: &Program,
    sources: Option<&SourceMap>,
    opts: &LoadOptions,
    build: impl FnOnce(&mw_jit::cuda::Emitted) -> Result<(Box<dyn std::any::Any + Send>, String), Error>,
) -> Result<Compiled, Error> {
    let t0 = std::time::Instant::now();
    let e = mw_jit::cuda::emit(program, sources, "kernels.cu", &mw_jit::cuda::Options { debug: opts.debug });
    let (build, gpu) = build(&e)?;
    let sites = e.sites.clone();
    let code = mw_cuda::exec::DeviceCode { program: program.clone(), emitted: e, build, gpu };
    Ok(Compiled {
        kernels: Some(Box::new(code)),
        sites,
        compile_ms: t0.elapsed().as_secs_f64() * 1e3,
        scalar_only: vec![],
    })
}

/// The megakernel of `e` built for `arch` in every register budget (through the build cache),
/// in the order the GPU loads them: every variant is loaded, the launch plan picks per node
/// (`--plan`); the one `mw_cuda::choose` picks (no spills, fewest registers) goes first, so ties
/// and `PlanChoice::Fixed` of nothing else land on it.
fn gpu_variants(arch: &str, e: &mw_jit::cuda::Emitted, opts: &LoadOptions) -> Result<Vec<(u32, Vec<u8>)>, Error> {
    let nvrtc = mw_cuda::Compiler::find()?;
    let cache = mw_cuda::cache_dir();
    let archs = [arch.to_string()];
    let budgets = mw_cuda::DEFAULT_BUDGETS;
    let built = std::sync::atomic::AtomicUsize::new(0);
    let progress = |v: &mw_cuda::Variant| {
        let n = built.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        let how = if v.compile_ms > 0.0 { format!("built in {:.0} ms", v.compile_ms) } else { "from the cache".into() };
        opts.say(&format!("NVRTC: variant {n} of {} ({} registers) {how}", budgets.len(), v.budget));
    };
    let variants = mw_cuda::build(&nvrtc, &e.source, "kernels.cu", &archs, &budgets, cache.as_deref(), &progress)?;
    let first = mw_cuda::choose(&variants).ok_or_else(|| Error::Run("no variant was built".into()))?.budget;
    let (mut out, rest): (Vec<_>, Vec<_>) = variants.into_iter().partition(|v| v.budget == first);
    out.extend(rest);
    Ok(out.into_iter().map(|v| (v.budget, v.cubin)).collect())
}

/// What a started backend hands the facade: its executor, its compile, the start's outcome,
/// and (CUDA) its launch plan.
type Started = (Box<dyn Executor>, Compiled, Result<(), String>, Option<PlanReport>);

/// [`device_sim`] on `gpu`, with the megakernel's variants `cubins` (register budget, CUBIN)
/// loaded.
fn gpu_sim(
    mut gpu: mw_cuda::gpu::Gpu,
    cubins: &[(u32, Vec<u8>)],
    program: &Program,
    e: mw_jit::cuda::Emitted,
    config: &Config,
    opts: &LoadOptions,
    t0: std::time::Instant,
) -> Result<Started, Error> {
    for (budget, cubin) in cubins {
        gpu.load(*budget, cubin)?;
    }
    let name = gpu_name(&gpu);
    device_sim(gpu, &name, program, e, config, opts, t0)
}

/// The CUDA executor over `device` (on `gpu`, as the plan cache names it) for `e` (compiled
/// from `program`), started, with its launch plan chosen; and what the facade keeps of the
/// compile: its `--debug` sites and how long it took since `t0`.
fn device_sim<D: mw_cuda::exec::Device + 'static>(
    device: D,
    gpu: &str,
    program: &Program,
    e: mw_jit::cuda::Emitted,
    config: &Config,
    opts: &LoadOptions,
    t0: std::time::Instant,
) -> Result<Started, Error> {
    let sites = e.sites.clone();
    let source = e.source.clone();
    let limit = std::time::Duration::from_secs_f64(config.step_timeout_s);
    let mut dev = mw_cuda::exec::DeviceSim::new_at(
        device,
        program.clone(),
        e,
        config.worlds,
        config.world_offset,
        config.seed,
        limit,
    )?;
    let compiled = Compiled { kernels: None, sites, compile_ms: t0.elapsed().as_secs_f64() * 1e3, scalar_only: vec![] };
    let (started, plan) = match dev.start() {
        Ok(()) => match choose_plan(&mut dev, gpu, &source, opts) {
            Ok(p) => (Ok(()), Some(p)),
            // A step of the pass failed: reported as the start's failure, so a stopped loop is
            // named with its script line.
            Err(Error::Run(e)) => {
                (Err(format!("in the profiling pass at load (--plan fixed:N runs without it), {e}")), None)
            }
            Err(e) => return Err(e),
        },
        Err(e) => (Err(e), None),
    };
    Ok((Box::new(dev), compiled, started, plan))
}

/// Sets `dev`'s launch plan as `opts.plan` says (the policy is `mw_cuda::profile::choose`).
fn choose_plan<D: mw_cuda::exec::Device>(
    dev: &mut mw_cuda::exec::DeviceSim<D>,
    gpu: &str,
    source: &str,
    opts: &LoadOptions,
) -> Result<PlanReport, Error> {
    let progress = |line: &str| opts.say(line);
    let emulated = opts.backend == Backend::CudaEmulated;
    Ok(mw_cuda::profile::choose(dev, gpu, source, opts.plan, emulated, opts.profile_steps, &progress)?)
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

    /// Compiles `program` (checked from `sources`) and creates `config.worlds` worlds of it, each
    /// started with `init_world`.
    pub fn from_program(
        program: Program,
        sources: SourceMap,
        warnings: Diagnostics,
        config: &Config,
        opts: &LoadOptions,
    ) -> Result<Simulation, Error> {
        let opts = &LoadOptions { world_offset: config.world_offset, ..opts.clone() };
        let code = match opts.backend {
            Backend::Cpu | Backend::CudaHost => compile(&program, Some(&sources), opts)?,
            // A bad world count is said before seconds of device builds.
            Backend::CudaEmulated => {
                config.validate()?;
                compile(&program, Some(&sources), opts)?
            }
            // Built for the GPU opened here, which runs it (not opened twice).
            Backend::Cuda => {
                config.validate()?;
                let t0 = std::time::Instant::now();
                let gpu = mw_cuda::gpu::Gpu::open()?;
                let e = mw_jit::cuda::emit(
                    &program,
                    Some(&sources),
                    "kernels.cu",
                    &mw_jit::cuda::Options { debug: opts.debug },
                );
                let cubins = gpu_variants(&gpu.arch, &e, opts)?;
                let started = gpu_sim(gpu, &cubins, &program, e, config, opts, t0)?;
                return Self::started(program, sources, warnings, opts, started);
            }
        };
        Self::from_compiled(program, sources, warnings, code, config, opts)
    }

    /// Creates `config.worlds` worlds of `program` running `code`, compiled from it for
    /// `opts.backend` ([`Simulation::compile_mapped`]; on another thread, say, while the old
    /// worlds step on): what a reload whose layout changed starts anew, without compiling again.
    pub fn from_compiled(
        program: Program,
        sources: SourceMap,
        warnings: Diagnostics,
        mut code: Compiled,
        config: &Config,
        opts: &LoadOptions,
    ) -> Result<Simulation, Error> {
        let kernels = code.kernels.take().ok_or_else(|| Error::Run("this code was already used".into()))?;
        let wrong = || {
            Error::Run(format!("internal error: this code was not compiled for the {} backend", opts.backend.name()))
        };
        // The compile's time counts in the load's, as when both happen here.
        let t0 = std::time::Instant::now()
            .checked_sub(std::time::Duration::from_secs_f64(code.compile_ms.max(0.0) / 1e3))
            .unwrap_or_else(std::time::Instant::now);
        let device = |kernels: Box<dyn std::any::Any + Send>| -> Result<mw_cuda::exec::DeviceCode, Error> {
            config.validate()?;
            let d = kernels.downcast::<mw_cuda::exec::DeviceCode>().map_err(|_| wrong())?;
            Ok(*d)
        };
        let (sim, compiled, started, plan): Started = match opts.backend {
            Backend::Cpu | Backend::CudaHost => {
                let kernels = kernels.downcast::<mw_runtime::abi::Kernels>().map_err(|_| wrong())?;
                let mut sim = mw_runtime::Sim::new(program.spec.clone(), program.layout.clone(), *kernels, config)?;
                let started = sim.start();
                (Box::new(sim), code, started, None)
            }
            Backend::CudaEmulated => {
                let d = device(kernels)?;
                let built = d.build.downcast::<mw_cuda::emulate::EmulatedDevice>().map_err(|_| wrong())?;
                device_sim(*built, EMULATED, &program, d.emitted, config, opts, t0)?
            }
            Backend::Cuda => {
                let d = device(kernels)?;
                let cubins = d.build.downcast::<Vec<(u32, Vec<u8>)>>().map_err(|_| wrong())?;
                gpu_sim(mw_cuda::gpu::Gpu::open()?, &cubins, &program, d.emitted, config, opts, t0)?
            }
        };
        Self::started(program, sources, warnings, opts, (sim, compiled, started, plan))
    }

    /// The facade over a started backend: the start's failure reported with its script line.
    fn started(
        program: Program,
        sources: SourceMap,
        warnings: Diagnostics,
        opts: &LoadOptions,
        (sim, compiled, started, plan): Started,
    ) -> Result<Simulation, Error> {
        let mut s = Simulation {
            sim,
            backend: opts.backend,
            program,
            sources,
            warnings,
            sites: compiled.sites,
            compile_ms: compiled.compile_ms,
            scalar_only: compiled.scalar_only,
            plan,
        };
        s.finish(started, "at start")?;
        Ok(s)
    }

    /// Compiles `program` for `opts.backend` on the calling thread (any thread: the result is
    /// `Send`), for [`Simulation::swap`].
    pub fn compile(program: &Program, opts: &LoadOptions) -> Result<Compiled, Error> {
        compile(program, None, opts)
    }

    /// [`Simulation::compile`], with the script's `sources`: the CUDA backends' code then maps
    /// its lines to the script (NVRTC's messages name them) and is the load's text, so a launch
    /// plan kept for it is found.
    pub fn compile_mapped(program: &Program, sources: &SourceMap, opts: &LoadOptions) -> Result<Compiled, Error> {
        compile(program, Some(sources), opts)
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
        // Numbered as SEMANTICS.md numbers steps (the first is step 0): a step that failed was
        // not counted.
        let when = format!("in step {}", self.sim.steps() - u64::from(r.is_ok()));
        self.finish(r, &when)
    }

    /// Advances every world by `n` steps, as `n` calls of [`Simulation::step`] would, stopping at
    /// the first that fails. On a GPU the steps run in as few launches as the launch plan allows
    /// (one for up to 1024 steps where nothing happens on the host between steps), so `--debug`
    /// reports and the timings are those of the whole run of steps, not of each.
    pub fn step_many(&mut self, n: u64) -> Result<(), Error> {
        let (_, r) = self.sim.step_many(n);
        let when = format!("in step {}", self.sim.steps().saturating_sub(u64::from(r.is_ok())));
        self.finish(r, &when)
    }

    /// Turns a run's outcome and its `--debug` and stop reports into one result: a stopped
    /// kernel's loop is named with its system and script location.
    fn finish(&mut self, r: Result<(), String>, when: &str) -> Result<(), Error> {
        let hits = self.sim.take_debug();
        let place = |site: u32| {
            self.sites.get(site as usize).map(|s| (s.system.clone(), self.sources.location(s.span), s.kind, s.len))
        };
        if let Err(e) = r {
            let at = hits.iter().find(|h| h.1 == mw_runtime::abi::HIT_STOPPED).and_then(|h| place(h.0));
            return Err(Error::Run(match at {
                Some((system, loc, SiteKind::Loop, _)) if e.contains("time limit") => {
                    format!("{e}:\n  system `{system}` was in the loop at {loc}")
                }
                Some((system, loc, _, _)) => format!("{e}\n  (system `{system}` stopped at {loc})"),
                None => e,
            }));
        }
        // One report per check site (SEMANTICS.md: one per system and location), in the order
        // first seen: the range of values and how many hits (whichever thread saw them first).
        let mut groups: Vec<(u32, u32, f64, u64, f64, f64)> = Vec::new();
        for (site, kind, value) in hits {
            match groups.iter_mut().find(|g| g.0 == site && g.1 == kind) {
                Some(g) => {
                    g.3 += 1;
                    g.4 = g.4.min(value);
                    g.5 = g.5.max(value);
                }
                None => groups.push((site, kind, value, 0, value, value)),
            }
        }
        // Each thread logs its first 64 hits of a step: past that, counts are lower bounds.
        let seen: u64 = groups.iter().map(|g| g.3 + 1).sum();
        let mut lines: Vec<String> = Vec::new();
        for (site, kind, _, more, lo, hi) in groups {
            let Some((system, loc, _, len)) = place(site) else {
                continue;
            };
            let Some(span) = self.sites.get(site as usize).map(|s| s.span) else { continue };
            let hits = match more + 1 {
                1 => String::new(),
                n if seen >= 64 => format!("; at least {n} hits in this step"),
                n => format!("; {n} hits in this step"),
            };
            let what = match kind {
                mw_runtime::abi::HIT_BOUNDS => {
                    let name = indexed_name(&self.sources, span).map_or(String::new(), |n| format!(" for `{n}`"));
                    let which =
                        if lo == hi { format!("index {lo} is") } else { format!("indices from {lo} to {hi} are") };
                    format!(
                        "{which} out of range{name} ({len} element{}: indices 0 to {}{hits})",
                        if len == 1 { "" } else { "s" },
                        len.saturating_sub(1)
                    )
                }
                mw_runtime::abi::HIT_NAN => {
                    // The span is the place stored to, as the script writes it (`s.x`).
                    let text = self.sources.file(span.file).text.get(span.range()).unwrap_or("").trim();
                    let place = if !text.is_empty() && text.len() <= 80 && !text.contains('\n') {
                        format!("`{text}`")
                    } else {
                        "a component".to_string()
                    };
                    match hits.strip_prefix("; ") {
                        Some(h) => format!("a NaN was stored in {place} ({h})"),
                        None => format!("a NaN was stored in {place}"),
                    }
                }
                _ => continue,
            };
            lines.push(format!("system `{system}` at {loc}: {what}"));
        }
        if lines.is_empty() {
            return Ok(());
        }
        Err(Error::Run(format!("--debug check failed {when}:\n  {}", lines.join("\n  "))))
    }

    pub fn export_port(&self, name: &str) -> Result<Port, String> {
        self.sim.port(name, false)
    }

    /// Warnings for the import `name` when a system of the graph writes what it views: values
    /// fed into it before a step (`how` says by whom, as `--actions action`) would be
    /// overwritten. Render them with `sources.render`.
    pub fn import_overwritten(&self, name: &str, how: &str) -> Diagnostics {
        mw_jit::ir::writes::import_overwritten(&self.program, name, how)
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

/// The array an index at `span` indexes, as the script writes it (`b.a` for the `i` of
/// `b.a[i]`, `g[y]` for the `x` of `g[y][x]`): the text before the index's `[`, back to the
/// start of the expression. `None` where the text is not that simple.
fn indexed_name(sources: &mw_runtime::source::SourceMap, span: mw_runtime::source::Span) -> Option<String> {
    let text = &sources.file(span.file).text;
    let before = text.get(..span.start as usize)?.trim_end();
    let before = before.strip_suffix('[')?.trim_end();
    let bytes = before.as_bytes();
    let (mut i, mut depth) = (bytes.len(), 0i32);
    while i > 0 {
        let c = bytes[i - 1];
        match c {
            b']' => depth += 1,
            b'[' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            b'.' | b'_' => {}
            _ if c.is_ascii_alphanumeric() => {}
            _ => break,
        }
        i -= 1;
    }
    let name = before[i..].trim();
    (depth == 0 && name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')).then(|| name.to_string())
}
