//! `mw run`: step an environment, report throughput and per-system times; record and replay.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use mw::{Config, Error, LoadOptions, Simulation};
use mw_jit::ir::Access;
use mw_runtime::npy;

pub struct RunArgs {
    pub env: PathBuf,
    pub worlds: u32,
    pub steps: u64,
    pub seed: u64,
    pub threads: usize,
    pub params: mw::Params,
    pub debug: bool,
    pub no_simd: bool,
    pub max_rows: u32,
    pub set: Vec<(String, PathBuf)>,
    pub actions: Vec<(String, PathBuf)>,
    pub dump: Vec<(String, PathBuf)>,
    pub quiet: bool,
}

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::FAILURE
}

fn report(e: Error) -> ExitCode {
    match e {
        Error::Script { sources, diagnostics } => {
            sources.emit(&diagnostics);
            let n = diagnostics.iter().filter(|d| d.is_error()).count();
            eprintln!("error: {n} error{} found; nothing was run", if n == 1 { "" } else { "s" });
            ExitCode::FAILURE
        }
        Error::Run(s) => fail(s),
    }
}

struct Stat {
    nanos: u64,
    rows: u64,
    calls: u64,
    engine: bool,
    order: usize,
}

pub fn run(a: RunArgs) -> ExitCode {
    let config = Config { worlds: a.worlds, seed: a.seed, threads: a.threads, max_rows: a.max_rows, ..Config::default() };
    let opts = LoadOptions { params: a.params.clone(), debug: a.debug, no_simd: a.no_simd };
    let t_load = Instant::now();
    let mut s = match Simulation::load(&a.env, &config, &opts) {
        Ok(s) => s,
        Err(e) => return report(e),
    };
    s.sources.emit(&s.warnings);
    let load_ms = t_load.elapsed().as_secs_f64() * 1e3;

    // --set: overwrite components after init.
    for (target, path) in &a.set {
        let port = match s.sim.column_port(target) {
            Ok(p) => p,
            Err(e) => return fail(format!("--set {target}: {e}")),
        };
        if let Err(e) = load_into(&mut s, &port, path) {
            return fail(format!("--set {target}={}: {e}", path.display()));
        }
    }

    // --actions: one frame per step.
    let mut feeds = Vec::new();
    for (name, path) in &a.actions {
        let port = match s.import_port(name) {
            Ok(p) => p,
            Err(e) => return fail(format!("--actions {name}: {e}")),
        };
        let shape = match s.sim.shape(&port) {
            Ok(sh) => sh,
            Err(e) => return fail(format!("--actions {name}: {e}")),
        };
        let arr = match npy::read(path, port.elem.scalar) {
            Ok(arr) => arr,
            Err(e) => return fail(format!("--actions {name}: {e}")),
        };
        if arr.shape.len() != shape.len() + 1 || arr.shape[1..] != shape[..] {
            return fail(format!(
                "--actions {name}={}: shape {:?} does not match [steps, {}]",
                path.display(),
                arr.shape,
                shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
            ));
        }
        if (arr.shape[0] as u64) < a.steps {
            return fail(format!(
                "--actions {name}={}: {} frames, but --steps is {}",
                path.display(),
                arr.shape[0],
                a.steps
            ));
        }
        warn_overwritten_import(&s, name, &port);
        feeds.push((port, arr));
    }

    // --dump: one frame per step.
    let mut dumps = Vec::new();
    for (name, path) in &a.dump {
        let port = match s.export_port(name) {
            Ok(p) => p,
            Err(e) => return fail(format!("--dump {name}: {e}")),
        };
        let shape = match s.sim.shape(&port) {
            Ok(sh) => sh,
            Err(e) => return fail(format!("--dump {name}: {e}")),
        };
        match npy::FrameWriter::create(path, port.elem.scalar, a.steps as usize, &shape) {
            Ok(w) => dumps.push((port, shape, w, path.clone())),
            Err(e) => return fail(format!("--dump {name}: {e}")),
        }
    }

    if !a.quiet {
        println!(
            "{}: {} worlds, {} thread{}, cpu backend (cranelift, {:.1} ms to compile, {:.0} ms to load)",
            a.env.display(),
            s.sim.worlds(),
            s.sim.threads(),
            if s.sim.threads() == 1 { "" } else { "s" },
            s.compile_ms,
            load_ms
        );
    }

    let mut stats: BTreeMap<String, Stat> = BTreeMap::new();
    let mut stepping = Duration::ZERO;
    let started = Instant::now();
    let mut last_progress = Instant::now();
    let progress = !a.quiet && std::io::IsTerminal::is_terminal(&std::io::stderr());
    for t in 0..a.steps {
        for (port, arr) in &feeds {
            let fb = arr.bytes.len() / arr.shape[0];
            if let Err(e) = s.write(port, &arr.bytes[t as usize * fb..(t as usize + 1) * fb]) {
                return fail(format!("--actions {}: {e}", port.name));
            }
        }
        let t0 = Instant::now();
        if let Err(e) = s.step() {
            return report(e);
        }
        stepping += t0.elapsed();
        let n = stats.len();
        for (i, nt) in s.sim.last_step().iter().enumerate() {
            let e = stats.entry(nt.name.clone()).or_insert(Stat {
                nanos: 0,
                rows: 0,
                calls: 0,
                engine: nt.engine,
                order: n + i,
            });
            e.nanos += nt.nanos;
            e.rows += nt.rows;
            e.calls += 1;
        }
        for (port, shape, w, path) in &mut dumps {
            let r = s.sim.read(port).and_then(|v| {
                if &v.shape != shape {
                    return Err(format!("the shape of `{}` changed from {shape:?} to {:?}", port.name, v.shape));
                }
                w.push(&v.data)
            });
            if let Err(e) = r {
                return fail(format!("--dump {}={}: {e}", port.name, path.display()));
            }
        }
        if progress && last_progress.elapsed() > Duration::from_millis(500) {
            last_progress = Instant::now();
            let rate = (t + 1) as f64 * s.sim.worlds() as f64 / stepping.as_secs_f64();
            eprint!("\r  step {}/{}  {:.3e} env-steps/s ", t + 1, a.steps, rate);
            let _ = std::io::stderr().flush();
        }
    }
    if progress && started.elapsed() > Duration::from_millis(500) {
        eprint!("\r{}\r", " ".repeat(60));
    }
    for (port, _, w, path) in dumps {
        if let Err(e) = w.finish() {
            return fail(format!("--dump {}={}: {e}", port.name, path.display()));
        }
    }
    if a.quiet {
        return ExitCode::SUCCESS;
    }
    let env_steps = a.steps as f64 * s.sim.worlds() as f64;
    let secs = stepping.as_secs_f64();
    println!(
        "{} steps in {:.3} s: {:.3e} env-steps/s ({:.3e} per thread), {:.1} µs per step",
        a.steps,
        secs,
        env_steps / secs,
        env_steps / secs / s.sim.threads() as f64,
        secs * 1e6 / a.steps.max(1) as f64
    );
    if a.steps == 0 {
        return ExitCode::SUCCESS;
    }
    let total: u64 = stats.values().map(|v| v.nanos).sum();
    let mut rows: Vec<(&String, &Stat)> = stats.iter().collect();
    rows.sort_by_key(|(_, v)| v.order);
    println!("\n  {:<24} {:>12} {:>8} {:>14}", "node", "mean ms", "share", "rows per step");
    for (name, v) in rows {
        let label = if v.engine { format!("[{name}]") } else { name.clone() };
        println!(
            "  {:<24} {:>12.4} {:>7.1}% {:>14.0}",
            label,
            v.nanos as f64 / 1e6 / a.steps as f64,
            100.0 * v.nanos as f64 / total.max(1) as f64,
            v.rows as f64 / a.steps as f64
        );
    }
    println!("  (engine nodes in brackets; compact and reset run only in steps that need them)");
    ExitCode::SUCCESS
}

fn load_into(s: &mut Simulation, port: &mw::Port, path: &Path) -> Result<(), String> {
    let shape = s.sim.shape(port)?;
    let arr = npy::read(path, port.elem.scalar)?;
    let (got, bytes) = (arr.shape.clone(), &arr.bytes[..]);
    if got != shape {
        return Err(format!(
            "shape {got:?} does not match the component's [{}]",
            shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
        ));
    }
    s.write(port, bytes)
}

/// `--actions` feeds an import before each step; a system that writes the same component
/// would overwrite it.
fn warn_overwritten_import(s: &Simulation, name: &str, port: &mw::Port) {
    for sys in &s.program.systems {
        if Some(sys.func) == s.program.init_world.map(|i| s.program.system(i).func) {
            continue;
        }
        if sys.access.iter().any(|(c, acc)| *c == port.comp && matches!(acc, Access::Write | Access::ReadWrite)) {
            let writes_first = matches!(sys.access.iter().find(|(c, _)| *c == port.comp), Some((_, Access::Write)));
            let comp = &s.program.spec.comp(port.comp).name;
            eprintln!(
                "warning: system `{}` {} `{comp}`, which --actions {name} feeds, so the fed values may be overwritten \
                 (does the script have a parameter to turn that system off?)",
                sys.name,
                if writes_first { "writes" } else { "may write" },
            );
        }
    }
}
