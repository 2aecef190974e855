//! `mw run`: step an environment, report throughput and per-system times; record and replay.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use mw::{Config, Error, LoadOptions, Simulation};
use mw_runtime::npy;

use crate::outputs;
use crate::stepper::{Exit, Feeds, Io, Live, Next, Sets, report_then};
use crate::summary::{Progress, Table};

pub(crate) struct RunArgs {
    pub env: PathBuf,
    pub worlds: u32,
    pub world_offset: u32,
    pub steps: u64,
    pub seed: u64,
    pub threads: usize,
    pub step_timeout_s: f64,
    pub params: mw::Params,
    pub debug: bool,
    pub no_simd: bool,
    pub backend: mw::Backend,
    pub plan: mw::PlanChoice,
    pub max_rows: u32,
    pub set: Vec<(String, PathBuf)>,
    pub actions: Vec<(String, PathBuf)>,
    pub dump: Vec<(String, PathBuf)>,
    /// Exports recorded before each step's resets (manual resets): episodes' last frames.
    pub dump_final: Vec<(String, PathBuf)>,
    /// Dumps begin with the state after init_world.
    pub first_frame: bool,
    /// Write a Chrome trace (one event per node per thread per step) here.
    pub trace: Option<PathBuf>,
    /// Reload the script when it (or a file it reads) is saved.
    pub watch: bool,
    /// Show the terminal UI instead of printing.
    pub tui: bool,
    pub quiet: bool,
}

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::FAILURE
}

fn report(e: Error) -> ExitCode {
    match e {
        Error::Run(s) => fail(s),
        e => report_then(e, "nothing was run"),
    }
}

/// The warning that a `--param` was given that the script never asks for (scripts/src/lib.rs).
fn is_param_warning(d: &mw_runtime::source::Diagnostic) -> bool {
    d.message.starts_with("parameter `") && d.message.ends_with("was given but the script never asks for it")
}

/// A progress line of long work at load (the profiling pass), on standard error.
pub(crate) fn progress(line: &str) {
    eprintln!("{line}");
}

pub(crate) fn run(a: RunArgs) -> ExitCode {
    // Files named on the command line are looked at before the script is loaded: a typo in a
    // path, a directory, or two dumps into one file fail at once, and nothing is written.
    if let Err(e) = check_paths(&a, vec![outputs::Read::new("the script", &a.env)]) {
        return fail(e);
    }
    if !a.dump_final.is_empty() && (a.watch || a.tui) {
        return fail(
            "--dump-final runs the worlds with resets the host applies after each step, which --watch and --tui \
             do not: leave one out",
        );
    }
    // The terminal UI needs a terminal: said before compiling (a CUDA build takes seconds).
    if a.tui && !std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        return fail("--tui: standard output is not a terminal (run it in one, or leave out --tui)");
    }
    let config = Config {
        worlds: a.worlds,
        world_offset: a.world_offset,
        seed: a.seed,
        threads: a.threads,
        max_rows: a.max_rows,
        step_timeout_s: a.step_timeout_s,
        ..Config::default()
    };
    let opts = LoadOptions {
        params: a.params.clone(),
        debug: a.debug,
        no_simd: a.no_simd,
        backend: a.backend,
        plan: a.plan,
        progress: if a.quiet { None } else { Some(std::sync::Arc::new(progress)) },
        world_offset: a.world_offset,
        ..LoadOptions::default()
    };
    let t_load = Instant::now();
    let mut s = match Simulation::load(&a.env, &config, &opts) {
        Ok(s) => s,
        Err(e) => return report(e),
    };
    if !a.quiet {
        s.sources.emit(&s.warnings);
    } else {
        // A `--param` the script never asks for is a mistake on this command line (a typo,
        // usually): said even with --quiet, with its "did you mean".
        let flags: Vec<_> = s.warnings.iter().filter(|d| is_param_warning(d)).cloned().collect();
        s.sources.emit(&flags);
    }
    let load_ms = t_load.elapsed().as_secs_f64() * 1e3;
    // --dump-final reads each step's exports before its resets, then applies them.
    if !a.dump_final.is_empty()
        && let Err(e) = s.sim.set_manual_resets(true)
    {
        return fail(format!("--dump-final: {e}"));
    }
    if let (Some(p), false) = (&s.plan, a.quiet) {
        eprintln!("launch plan: {} ({})", p.line, p.how);
    }

    // Now the program's files are known: no output may be one of them (a module, a systems file).
    if let Err(e) = check_paths(&a, outputs::sources(&a.env, &s.sources.paths())) {
        return fail(e);
    }
    // Every argument is resolved and every input read and checked before any output file is
    // created or truncated: a bad later argument must not cost an earlier dump's old contents.
    let (sets, feeds, outputs) = match inputs_and_outputs(&s, &a) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    for (port, _) in &feeds {
        if !a.quiet {
            warn_overwritten_import(&s, &port.name);
        }
    }
    if let Err(e) = dump_sizes(&outputs, frames_of(&a), a.quiet) {
        return fail(e);
    }
    let frames = frames_of(&a);
    let (mut dumps, mut finals) = (Vec::new(), Vec::new());
    for (port, shape, path, last) in outputs {
        match npy::FrameWriter::create(&path, port.elem.scalar, frames as usize, &shape) {
            Ok(w) if last => finals.push((port, shape, w, path)),
            Ok(w) => dumps.push((port, shape, w, path)),
            Err(e) => return fail(format!("{} {}={}: {e}", dump_flag(last), port.name, path.display())),
        }
    }
    let mut trace = match &a.trace {
        Some(path) => match crate::trace::TraceWriter::create(path, &a.env.display().to_string()) {
            Ok(w) => Some(w),
            Err(e) => return fail(format!("--trace {}: {e}", path.display())),
        },
        None => None,
    };
    // --set: overwrite components after init.
    for (target, path, port, arr) in &sets {
        if let Err(e) = s.write(port, &arr.bytes) {
            return fail(format!("--set {target}={}: {e}", path.display()));
        }
    }
    let mut io = Io { dumps, feeds, sets };
    if a.first_frame {
        for (last, (port, shape, w, path)) in
            io.dumps.iter_mut().map(|d| (false, d)).chain(finals.iter_mut().map(|d| (true, d)))
        {
            if let Err(e) = record(&s, port, shape, w) {
                return fail(format!("{} {}={}: {e}", dump_flag(last), port.name, path.display()));
            }
        }
    }

    if !a.quiet {
        println!(
            "{}: {} worlds, {} thread{}, {} backend ({:.1} ms to compile, {:.0} ms to load)",
            a.env.display(),
            s.sim.worlds(),
            s.sim.threads(),
            if s.sim.threads() == 1 { "" } else { "s" },
            s.backend.name(),
            s.compile_ms,
            load_ms
        );
    }

    let mut stats = Table::default();
    let mut stepping = Duration::ZERO;
    let mut progress = Progress::new(a.quiet);
    interrupt::install();
    // --watch and --tui: the live loop's tasks (crate::session); the stepper is this thread.
    let mut live = match Live::start(&a.env, a.watch, a.tui, &s, &opts, interrupt::requested) {
        Ok(l) => l,
        Err(e) => return fail(e),
    };
    let mut done: u64 = 0;
    let outcome: Result<(), Exit> = 'run: {
        while done < a.steps && !interrupt::requested() {
            if let Some(l) = &mut live {
                match l.between_steps(&mut s, &mut io, &config, &opts, done, stepping) {
                    Ok(Next::Step) => {}
                    Ok(Next::Wait) => continue,
                    Ok(Next::End) => break,
                    Err(e) => break 'run Err(e),
                }
            }
            let t = done;
            for (port, arr) in &io.feeds {
                let fb = arr.bytes.len() / arr.shape[0];
                if let Err(e) = s.write(port, &arr.bytes[t as usize * fb..(t as usize + 1) * fb]) {
                    break 'run Err(Exit::Fail(format!("--actions {}: {e}", port.name)));
                }
            }
            if let Some(l) = &live {
                l.step_begins(&mut s);
            }
            let t0 = Instant::now();
            let r = s.step();
            if let Some(l) = &live {
                l.step_ends();
            }
            if let Err(e) = r {
                match &mut live {
                    Some(l) => match l.step_failed(e) {
                        Ok(Next::End) => break,
                        Ok(_) => continue,
                        Err(e) => break 'run Err(e),
                    },
                    None => break 'run Err(Exit::Report(e)),
                }
            }
            stepping += t0.elapsed();
            done += 1;
            if let Some(l) = &mut live {
                l.stepped(&s);
            }
            if let (Some(w), Some(path)) = (&mut trace, &a.trace)
                && let Err(e) = w.step(t + 1, s.sim.last_events())
            {
                break 'run Err(Exit::Fail(format!("--trace {}: {e}", path.display())));
            }
            stats.record(s.sim.last_step());
            if !finals.is_empty() {
                for (port, shape, w, path) in &mut finals {
                    if let Err(e) = record(&s, port, shape, w) {
                        break 'run Err(Exit::Fail(format!("--dump-final {}={}: {e}", port.name, path.display())));
                    }
                }
                if let Err(e) = s.sim.serve_resets() {
                    break 'run Err(Exit::Fail(format!("--dump-final: resetting the worlds that ended: {e}")));
                }
            }
            for (port, shape, w, path) in &mut io.dumps {
                if let Err(e) = record(&s, port, shape, w) {
                    break 'run Err(Exit::Fail(format!("--dump {}={}: {e}", port.name, path.display())));
                }
            }
            if live.as_ref().is_none_or(|l| !l.shows_progress()) {
                progress.after_step(t + 1, a.steps, s.sim.worlds(), stepping);
            }
        }
        Ok(())
    };
    // The terminal is restored before anything more is printed.
    drop(live);
    match outcome {
        Ok(()) => {}
        Err(Exit::Fail(e)) => return fail(e),
        Err(Exit::Report(e)) => return report(e),
    }
    progress.clear();
    for (port, _, w, path) in io.dumps {
        if let Err(e) = w.finish() {
            return fail(format!("--dump {}={}: {e}", port.name, path.display()));
        }
    }
    if let (Some(w), Some(path)) = (trace, &a.trace)
        && let Err(e) = w.finish()
    {
        return fail(format!("--trace {}: {e}", path.display()));
    }
    if a.quiet {
        return ExitCode::SUCCESS;
    }
    if done == 0 {
        println!("0 steps run (load and init only)");
        return ExitCode::SUCCESS;
    }
    if done < a.steps && a.steps != u64::MAX {
        println!("interrupted after {done} of {} steps", a.steps);
    }
    stats.print(done, stepping, s.sim.worlds(), s.sim.threads());
    ExitCode::SUCCESS
}

/// Ctrl-C ends `mw run` between two steps, so dumps and the trace are closed and the summary
/// printed; a second Ctrl-C ends the process at once.
pub(crate) mod interrupt {
    use std::sync::atomic::{AtomicBool, Ordering};

    static REQUESTED: AtomicBool = AtomicBool::new(false);

    extern "C" fn on_sigint(_: libc::c_int) {
        if REQUESTED.swap(true, Ordering::SeqCst) {
            // SAFETY: _exit is async-signal-safe.
            unsafe { libc::_exit(130) };
        }
    }

    pub(crate) fn install() {
        #[cfg(unix)]
        // SAFETY: the handler only touches an atomic and calls _exit.
        unsafe {
            libc::signal(libc::SIGINT, on_sigint as *const () as libc::sighandler_t);
        }
    }

    pub(crate) fn requested() -> bool {
        REQUESTED.load(Ordering::Relaxed)
    }
}

/// --dump and --dump-final (`true`) outputs: the export, its shape, the file.
type Dumps = Vec<(mw::Port, Vec<usize>, PathBuf, bool)>;

fn dump_flag(last: bool) -> &'static str {
    if last { "--dump-final" } else { "--dump" }
}

/// Frames a dump holds: a step each, and the first frame.
fn frames_of(a: &RunArgs) -> u64 {
    if a.first_frame { a.steps.saturating_add(1) } else { a.steps }
}

/// Appends the export's current frame to its file.
fn record(s: &Simulation, port: &mw::Port, shape: &[usize], w: &mut npy::FrameWriter) -> Result<(), String> {
    let v = s.sim.read(port)?;
    if v.shape != shape {
        return Err(format!("the shape of `{}` changed from {shape:?} to {:?}", port.name, v.shape));
    }
    w.push(&v.data)
}

/// Resolves the ports of every --set, --actions and --dump, and reads every input, its shape
/// checked against its port's from the header before its data is read.
fn inputs_and_outputs(s: &Simulation, a: &RunArgs) -> Result<(Sets, Feeds, Dumps), String> {
    let dims = |shape: &[usize]| shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    let mut set_ports = Vec::new();
    for (target, path) in &a.set {
        let port = s.sim.column_port(target).map_err(|e| format!("--set {target}: {e}"))?;
        let shape = s.sim.shape(&port).map_err(|e| format!("--set {target}: {e}"))?;
        set_ports.push((target, path, port, shape));
    }
    let mut feed_ports: Vec<(mw::Port, Vec<usize>, &PathBuf)> = Vec::new();
    for (name, path) in &a.actions {
        let port = s.import_port(name).map_err(|e| format!("--actions {name}: {e}"))?;
        if feed_ports.iter().any(|(p, _, _)| p.name == port.name) {
            return Err(format!("--actions {name}: given twice; an import takes one file"));
        }
        let shape = s.sim.shape(&port).map_err(|e| format!("--actions {name}: {e}"))?;
        feed_ports.push((port, shape, path));
    }
    let mut dumps = Vec::new();
    let named = a.dump.iter().map(|x| (false, x)).chain(a.dump_final.iter().map(|x| (true, x)));
    for (last, (name, path)) in named {
        let flag = dump_flag(last);
        let port = s.export_port(name).map_err(|e| format!("{flag} {name}: {e}"))?;
        let shape = s.sim.shape(&port).map_err(|e| format!("{flag} {name}: {e}"))?;
        dumps.push((port, shape, path.clone(), last));
    }

    let mut sets = Vec::new();
    for (target, path, port, shape) in set_ports {
        let check = |got: &[usize]| {
            if got == shape {
                return Ok(());
            }
            Err(format!("shape {got:?} does not match the component's [{}]", dims(&shape)))
        };
        let arr = npy::read_checked(path, port.elem.scalar, check)
            .map_err(|e| format!("--set {target}={}: {e}", path.display()))?;
        sets.push((target.clone(), path.clone(), port, arr));
    }
    let mut feeds = Vec::new();
    for (port, shape, path) in feed_ports {
        let name = &port.name;
        // Frames beyond --steps are allowed (a recording replayed in part) and not read.
        let check = |got: &[usize]| {
            if got.len() != shape.len() + 1 || got[1..] != shape[..] {
                return Err(format!("shape {got:?} does not match [steps, {}]", dims(&shape)));
            }
            if a.steps == u64::MAX {
                return Err(format!("{} frames: give --steps (at most that) when --watch runs with --actions", got[0]));
            }
            if (got[0] as u64) < a.steps {
                return Err(format!("{} frames, but --steps is {}", got[0], a.steps));
            }
            Ok(())
        };
        let arr = npy::read_leading(path, port.elem.scalar, a.steps, check)
            .map_err(|e| format!("--actions {name}={}: {e}", path.display()))?;
        feeds.push((port, arr));
    }
    Ok((sets, feeds, dumps))
}

/// Checks the files named by --set, --actions and --dump without opening any: inputs exist
/// and are regular files or FIFOs (a FIFO named twice would wait forever for a second
/// writer); each output passes [`outputs::check`] against the inputs and `reads` (the script
/// before loading, every file of the program after).
fn check_paths(a: &RunArgs, reads: Vec<outputs::Read>) -> Result<(), String> {
    let mut inputs: Vec<(String, outputs::FileId, bool)> = Vec::new();
    let mut all_reads = reads;
    let named = a.set.iter().map(|x| ("set", x)).chain(a.actions.iter().map(|x| ("actions", x)));
    for (flag, (name, path)) in named {
        let arg = format!("--{flag} {name}={}", path.display());
        let meta = std::fs::metadata(path).map_err(|e| format!("{arg}: can't open: {e}"))?;
        let regular = npy::input_kind(&meta).map_err(|e| format!("{arg}: {e}"))?;
        let id = outputs::file_id(&meta);
        if let Some((other, _, _)) = inputs.iter().find(|(_, i, fifo)| id.is_some() && *i == id && (*fifo || !regular))
        {
            return Err(format!("{arg}: the same FIFO as {other}; a FIFO can be read only once"));
        }
        inputs.push((arg.clone(), id, !regular));
        all_reads.push(outputs::Read::new(arg, path));
    }
    let dumps = a.dump.iter().map(|x| (false, x)).chain(a.dump_final.iter().map(|x| (true, x)));
    let written: Vec<(String, &Path)> = dumps
        .map(|(last, (name, path))| (format!("{} {name}={}", dump_flag(last), path.display()), path.as_path()))
        .chain(a.trace.iter().map(|path| (format!("--trace {}", path.display()), path.as_path())))
        .collect();
    outputs::check(&written, &all_reads)
}

/// `--actions` feeds an import before each step; a system that writes the same bytes would
/// overwrite them (a script's own random policy left on).
fn warn_overwritten_import(s: &Simulation, name: &str) {
    let found = s.import_overwritten(name, &format!("--actions {name}"));
    if !found.is_empty() {
        eprint!("{}", s.sources.render(&found));
    }
}

/// Says how large the --dump files will grow when that is over 1 GiB, and refuses a dump that
/// would not fit in the free space of its file system (a run must not fail with a full disk
/// after hours). Unbounded runs (--watch without --steps) say how much a step adds.
fn dump_sizes(outputs: &Dumps, steps: u64, quiet: bool) -> Result<(), String> {
    for (port, shape, path, last) in outputs {
        let frame = shape.iter().product::<usize>() as u64 * port.elem.scalar.size() as u64;
        let what = format!("{} {}={}", dump_flag(*last), port.name, path.display());
        if steps == u64::MAX {
            if !quiet && frame >= 1 << 20 {
                eprintln!("note: {what} grows by {} a step until the run ends", bytes(frame));
            }
            continue;
        }
        let total = frame.saturating_mul(steps);
        if let Some(free) = free_bytes(path) {
            // A file being replaced gives its space back.
            let old = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
            if total > free.saturating_add(old) {
                return Err(format!(
                    "{what}: {steps} steps of {shape:?} {} need {}, and its file system has {} free",
                    port.elem.scalar.npy_descr(),
                    bytes(total),
                    bytes(free)
                ));
            }
        }
        if !quiet && total >= 1 << 30 {
            eprintln!(
                "note: {what} will hold {} ({steps} steps of {shape:?} {})",
                bytes(total),
                port.elem.scalar.npy_descr()
            );
        }
    }
    Ok(())
}

fn bytes(n: u64) -> String {
    match n {
        n if n >= 1 << 30 => format!("{:.1} GiB", n as f64 / (1u64 << 30) as f64),
        n if n >= 1 << 20 => format!("{:.1} MiB", n as f64 / (1u64 << 20) as f64),
        n => format!("{n} bytes"),
    }
}

/// Bytes free for an unprivileged user in the file system that would hold `path`.
#[cfg(unix)]
fn free_bytes(path: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let c = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
    // SAFETY: `statvfs` is a plain C struct, for which all zeros is a valid value.
    let mut st: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: a valid NUL-terminated path and a struct statvfs fills.
    if unsafe { libc::statvfs(c.as_ptr(), &mut st) } != 0 {
        return None;
    }
    Some((st.f_bavail as u64).saturating_mul(st.f_frsize as u64))
}

#[cfg(not(unix))]
fn free_bytes(_: &Path) -> Option<u64> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(bytes(3 << 30), "3.0 GiB");
    }
}
