//! `mw run`: step an environment, report throughput and per-system times; record and replay.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use mw::{Config, Error, LoadOptions, Simulation};
use mw_jit::ir::Access;
use mw_runtime::npy;

use crate::outputs;
use crate::session::Cmd;

pub struct RunArgs {
    pub env: PathBuf,
    pub worlds: u32,
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

/// Prints `e` (a script's diagnostics end with a count and what happens next: `then`).
fn report_then(e: Error, then: &str) -> ExitCode {
    match e {
        Error::Script { sources, diagnostics } => {
            sources.emit(&diagnostics);
            let n = diagnostics.iter().filter(|d| d.is_error()).count();
            eprintln!("error: {n} error{} found; {then}", if n == 1 { "" } else { "s" });
            ExitCode::FAILURE
        }
        Error::Run(s) => {
            eprintln!("error: {s}\n{then}");
            ExitCode::FAILURE
        }
    }
}

struct Stat {
    nanos: u64,
    rows: u64,
    calls: u64,
    engine: bool,
    order: usize,
    /// Fused into this kernel (and whether its share was measured).
    fused: Option<(String, bool)>,
    /// CUDA: the register budget of the variant that last ran it.
    variant: Option<u32>,
}

/// The warning that a `--param` was given that the script never asks for (scripts/src/lib.rs).
fn is_param_warning(d: &mw_runtime::source::Diagnostic) -> bool {
    d.message.starts_with("parameter `") && d.message.ends_with("was given but the script never asks for it")
}

/// A progress line of long work at load (the profiling pass), on standard error.
pub fn progress(line: &str) {
    eprintln!("{line}");
}

pub fn run(a: RunArgs) -> ExitCode {
    // Files named on the command line are looked at before the script is loaded: a typo in a
    // path, a directory, or two dumps into one file fail at once, and nothing is written.
    if let Err(e) = check_paths(&a, vec![outputs::Read::new("the script", &a.env)]) {
        return fail(e);
    }
    // The terminal UI needs a terminal: said before compiling (a CUDA build takes seconds).
    if a.tui && !std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        return fail("--tui: standard output is not a terminal (run it in one, or leave out --tui)");
    }
    let config = Config {
        worlds: a.worlds,
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
    if let (Some(p), false) = (&s.plan, a.quiet) {
        eprintln!("launch plan: {} ({})", p.line, p.how);
    }

    // Now the program's files are known: no output may be one of them (a module, a systems file).
    if let Err(e) = check_paths(&a, outputs::sources(&a.env, &s.sources.paths())) {
        return fail(e);
    }
    // Every argument is resolved and every input read and checked before any output file is
    // created or truncated: a bad later argument must not cost an earlier dump's old contents.
    let (sets, mut feeds, outputs) = match inputs_and_outputs(&s, &a) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    for (port, _) in &feeds {
        if !a.quiet {
            warn_overwritten_import(&s, &port.name, port);
        }
    }
    if let Err(e) = dump_sizes(&outputs, a.steps, a.quiet) {
        return fail(e);
    }
    let mut dumps = Vec::new();
    for (port, shape, path) in outputs {
        match npy::FrameWriter::create(&path, port.elem.scalar, a.steps as usize, &shape) {
            Ok(w) => dumps.push((port, shape, w, path)),
            Err(e) => return fail(format!("--dump {}={}: {e}", port.name, path.display())),
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

    let mut stats: BTreeMap<String, Stat> = BTreeMap::new();
    let mut stepping = Duration::ZERO;
    let started = Instant::now();
    let mut last_progress = Instant::now();
    let progress = !a.quiet && std::io::IsTerminal::is_terminal(&std::io::stderr());
    // Without a terminal, progress comes as whole lines (see `progress_line`).
    let logged = !a.quiet && !progress;
    let mut logged_at: Option<Instant> = None;
    interrupt::install();
    // --watch and --tui run the live loop's tasks (crate::session); the stepper is this thread.
    let mut session = None;
    if a.watch || a.tui {
        match crate::session::Session::start(interrupt::requested) {
            Ok(x) => session = Some(x),
            Err(e) => return fail(e),
        }
    }
    let mut ui = None;
    if let (true, Some(ses)) = (a.tui, &session) {
        match crate::ui::Ui::start(&s, &a.env.display().to_string(), &ses.handle(), ses.sender()) {
            Ok(u) => ui = Some(u),
            Err(e) => return fail(format!("--tui: {e}")),
        }
    }
    let mut watch = None;
    if let (true, Some(ses)) = (a.watch, &session) {
        // In the UI, a build in progress shows on screen (a CUDA build takes seconds).
        let notify = ui.as_ref().map(|u| u.notifier());
        match crate::watch::Watch::start(&a.env, &s.sources, opts.clone(), &ses.handle(), ses.sender(), notify) {
            Ok(w) => watch = Some(w),
            Err(e) => {
                drop(ui);
                return fail(format!("--watch: {e}"));
            }
        }
        let line = format!(
            "watching {} file{} for changes; Ctrl-C ends the run",
            s.sources.paths().len(),
            if s.sources.paths().len() == 1 { "" } else { "s" }
        );
        match &mut ui {
            Some(u) => u.note(&line),
            None => eprintln!("{line}"),
        }
    }
    // After a step stopped (a loop past the step time limit) under --watch: wait for a fix.
    let mut paused = false;
    let mut done: u64 = 0;
    let outcome: Result<(), Exit> = 'run: {
        while done < a.steps && !interrupt::requested() {
            let mut step_once = false;
            if let Some(ses) = &mut session {
                // What the other tasks sent since the last step; while paused (by the user, or
                // by a stopped step waiting for a fix) nothing happens until something comes.
                let user_paused = ui.as_ref().is_some_and(|u| u.paused());
                let mut cmds = ses.drain();
                if cmds.is_empty() && (paused || user_paused) {
                    cmds = ses.wait();
                }
                let mut reload = None;
                for c in cmds {
                    match c {
                        Cmd::Quit => break 'run Ok(()),
                        Cmd::Step => step_once = true,
                        Cmd::Wake => {}
                        Cmd::Reload(r) => reload = Some(*r),
                        Cmd::Reset => {
                            let rebuilt = Simulation::from_program(
                                s.program.clone(),
                                s.sources.clone(),
                                s.warnings.clone(),
                                &config,
                                &opts,
                            );
                            match rebuilt {
                                Ok(new) => {
                                    s = new;
                                    if let Err(e) = resolve_ports(&s, &mut dumps, &mut feeds) {
                                        break 'run Err(Exit::Fail(e));
                                    }
                                    let set = apply_sets(&mut s, &sets);
                                    if let Some(u) = &mut ui {
                                        u.reloaded(&s);
                                        u.note(&format!("all worlds reset (init_world run again){set}"));
                                    }
                                }
                                Err(e) => {
                                    if let Some(u) = &mut ui {
                                        u.error(e, "the reset failed; the worlds run on");
                                    }
                                }
                            }
                        }
                    }
                }
                if let (Some(r), Some(w)) = (reload, &mut watch) {
                    let mut say = |m: Say| match (&mut ui, m) {
                        (Some(u), Say::Line(l)) => u.note(&l),
                        (Some(u), Say::Error(e, then)) => u.error(e, then),
                        (None, Say::Line(l)) => eprintln!("{l}"),
                        (None, Say::Error(e, then)) => {
                            report_then(e, then);
                        }
                    };
                    match apply_reload(w, r, &mut s, &config, &opts, &mut dumps, &mut feeds, &sets, &mut say) {
                        Ok(true) => {
                            paused = false;
                            if let Some(u) = &mut ui {
                                u.reloaded(&s);
                            }
                        }
                        Ok(false) => {}
                        Err(e) => break 'run Err(Exit::Fail(e)),
                    }
                }
                if let Some(u) = &mut ui {
                    u.draw(&s, done, stepping);
                }
                if paused || (ui.as_ref().is_some_and(|u| u.paused()) && !step_once) {
                    continue;
                }
            }
            let t = done;
            for (port, arr) in &feeds {
                let fb = arr.bytes.len() / arr.shape[0];
                if let Err(e) = s.write(port, &arr.bytes[t as usize * fb..(t as usize + 1) * fb]) {
                    break 'run Err(Exit::Fail(format!("--actions {}: {e}", port.name)));
                }
            }
            if let Some(u) = &ui {
                // `q` in the UI stops a step that runs long (this simulation may be new since
                // the last step: a reset or a reload).
                let _ = s.sim.set_interrupt(Some(&crate::ui::INTERRUPT));
                u.stepping(true);
            }
            let t0 = Instant::now();
            let r = s.step();
            if let Some(u) = &ui {
                u.stepping(false);
            }
            if let Err(e) = r {
                if ui.as_ref().is_some_and(|u| u.quitting()) {
                    // Stopped by `q`: the run ends with the steps completed.
                    break;
                }
                if watch.is_none() {
                    break 'run Err(Exit::Report(e));
                }
                // The session survives: the error is shown and stepping waits for a saved fix.
                let then = "stepping paused: save a fix to go on (the worlds are as that step left them)";
                match &mut ui {
                    Some(u) => u.error(e, then),
                    None => {
                        report_then(e, then);
                    }
                }
                paused = true;
                continue;
            }
            stepping += t0.elapsed();
            done += 1;
            if let Some(u) = &mut ui {
                u.record(s.sim.last_step());
            }
            if let (Some(w), Some(path)) = (&mut trace, &a.trace)
                && let Err(e) = w.step(t + 1, s.sim.last_events())
            {
                break 'run Err(Exit::Fail(format!("--trace {}: {e}", path.display())));
            }
            let n = stats.len();
            for (i, nt) in s.sim.last_step().iter().enumerate() {
                let e = stats.entry(nt.name.clone()).or_insert(Stat {
                    nanos: 0,
                    rows: 0,
                    calls: 0,
                    engine: nt.engine,
                    // The executor's own time (barriers, bookkeeping) goes last.
                    order: if nt.engine && nt.name == "executor" { usize::MAX } else { n + i },
                    fused: None,
                    variant: None,
                });
                e.variant = nt.variant.or(e.variant);
                if nt.fused.is_some() {
                    e.fused = nt.fused.clone();
                }
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
                    break 'run Err(Exit::Fail(format!("--dump {}={}: {e}", port.name, path.display())));
                }
            }
            if ui.is_none() && progress && last_progress.elapsed() > Duration::from_millis(500) {
                last_progress = Instant::now();
                let rate = (t + 1) as f64 * s.sim.worlds() as f64 / stepping.as_secs_f64();
                let of = if a.steps == u64::MAX { String::new() } else { format!("/{}", a.steps) };
                eprint!("\r  step {}{of}  {:.3e} env-steps/s ", t + 1, rate);
                let _ = std::io::stderr().flush();
            } else if ui.is_none()
                && logged
                && started.elapsed() > Duration::from_secs(2)
                && logged_at.is_none_or(|l| l.elapsed() > Duration::from_secs(5))
            {
                // stderr is a file or a pipe: a line after 2 s, then every 5 s, so a long run is
                // never silent.
                logged_at = Some(Instant::now());
                eprintln!("{}", progress_line(t + 1, a.steps, s.sim.worlds(), stepping, started.elapsed()));
            }
        }
        Ok(())
    };
    // The terminal is restored before anything more is printed.
    drop(ui);
    match outcome {
        Ok(()) => {}
        Err(Exit::Fail(e)) => return fail(e),
        Err(Exit::Report(e)) => return report(e),
    }
    if progress && started.elapsed() > Duration::from_millis(500) {
        eprint!("\r{}\r", " ".repeat(60));
    }
    for (port, _, w, path) in dumps {
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
    let env_steps = done as f64 * s.sim.worlds() as f64;
    // A clock too coarse for a tiny run must not print inf.
    let secs = stepping.as_secs_f64().max(1e-9);
    println!(
        "{} steps in {:.3} s: {:.3e} env-steps/s ({:.3e} per thread), {:.1} µs per step",
        done,
        secs,
        env_steps / secs,
        env_steps / secs / s.sim.threads() as f64,
        secs * 1e6 / done.max(1) as f64
    );
    let total: u64 = stats.values().map(|v| v.nanos).sum();
    let mut rows: Vec<(&String, &Stat)> = stats.iter().collect();
    rows.sort_by_key(|(_, v)| v.order);
    let regs = rows.iter().any(|(_, v)| v.variant.is_some());
    println!(
        "\n  {:<24} {:>12} {:>8} {:>14}{}",
        "node",
        "mean ms",
        "share",
        "rows per step",
        if regs { "   regs" } else { "" }
    );
    let (mut fused, mut estimated) = (false, false);
    for (i, (name, v)) in rows.iter().enumerate() {
        let label = if v.engine { format!("[{name}]") } else { name.to_string() };
        // Systems of one fused kernel are bracketed together: ┌ │ └.
        let group = |r: Option<&(&String, &Stat)>| r.and_then(|(_, x)| x.fused.as_ref().map(|f| f.0.clone()));
        let mark = match &v.fused {
            None => " ",
            Some((k, measured)) => {
                fused = true;
                estimated |= !measured;
                let prev = i.checked_sub(1).and_then(|j| group(rows.get(j))).as_ref() == Some(k);
                let next = group(rows.get(i + 1)).as_ref() == Some(k);
                match (prev, next) {
                    (false, _) => "┌",
                    (true, true) => "│",
                    (true, false) => "└",
                }
            }
        };
        println!(
            "{mark} {:<24} {:>12.4} {:>7.1}% {:>14.0}{}",
            label,
            v.nanos as f64 / 1e6 / done as f64,
            100.0 * v.nanos as f64 / total.max(1) as f64,
            v.rows as f64 / done as f64,
            if regs { format!(" {:>6}", v.variant.map_or(String::new(), |b| b.to_string())) } else { String::new() }
        );
    }
    if regs {
        println!("  (CUDA: device timers per node, rows are the worlds it ran over; regs: the register budget of");
        println!("  the variant that ran it, as the launch plan chose; [launch]: the launches' time beyond their");
        println!("  nodes, its rows the launches)");
    }
    println!("  (engine nodes in brackets; compact and reset run only in steps that need them; the rows add up");
    println!("  to the time per step above, the executor's being its barriers and bookkeeping)");
    if fused {
        println!("  (┌│└: systems fused into one kernel, each row's components loaded once for all of them; the");
        println!("  kernel is timed whole and its time divided by each system's share measured in sampled steps");
        println!(
            "  that run them one by one, every {}th step{})",
            mw_runtime::executor::Config::default().sample_every,
            if estimated { "; shares not sampled yet are split evenly" } else { "" }
        );
    }
    ExitCode::SUCCESS
}

/// How the run loop ends early.
enum Exit {
    Fail(String),
    Report(Error),
}

/// Something to tell the user: a line, or an error and what happens next. Printed on stderr,
/// or shown in the terminal UI.
enum Say {
    Line(String),
    Error(Error, &'static str),
}

/// Looks the ports of --dump and --actions up again by name (ids may differ in a new layout);
/// a dumped export that is gone or changed shape ends the run, its dump valid.
fn resolve_ports(
    s: &Simulation,
    dumps: &mut [(mw::Port, Vec<usize>, npy::FrameWriter, PathBuf)],
    feeds: &mut Feeds,
) -> Result<(), String> {
    for (port, shape, _, path) in dumps.iter_mut() {
        let name = port.name.clone();
        let p = s.export_port(&name).map_err(|e| format!("--dump {name}={}: after the reload: {e}", path.display()))?;
        let now = s.sim.shape(&p).map_err(|e| format!("--dump {name}={}: after the reload: {e}", path.display()))?;
        if &now != shape {
            return Err(format!(
                "--dump {name}={}: after the reload `{name}` is {now:?}, not {shape:?}; the dump ends here, valid",
                path.display()
            ));
        }
        *port = p;
    }
    for (port, _) in feeds.iter_mut() {
        let name = port.name.clone();
        *port = s.import_port(&name).map_err(|e| format!("--actions {name}: after the reload: {e}"))?;
    }
    Ok(())
}

/// Takes a reload in between two steps: new code on success (the worlds kept when the
/// layout is unchanged, rebuilt when it changed, the ports of --dump and --actions resolved
/// again), the diagnostics and the old code on failure. `Ok(true)` when new code now runs;
/// an `Err` ends the run (a dumped export that no longer exists or changed shape).
#[allow(clippy::too_many_arguments)]
fn apply_reload(
    w: &mut crate::watch::Watch,
    r: crate::watch::Reload,
    s: &mut Simulation,
    config: &Config,
    opts: &LoadOptions,
    dumps: &mut [(mw::Port, Vec<usize>, npy::FrameWriter, PathBuf)],
    feeds: &mut Feeds,
    sets: &Sets,
    say: &mut dyn FnMut(Say),
) -> Result<bool, String> {
    let names: Vec<String> = r.changed.iter().map(|p| p.display().to_string()).collect();
    let ready = match r.result {
        Ok(ready) => ready,
        Err(e) => {
            say(Say::Line(format!("reload after saving {}:", names.join(", "))));
            say(Say::Error(e, "the previous code keeps running"));
            return Ok(false);
        }
    };
    if let Err(e) = w.follow(&ready.sources) {
        say(Say::Line(format!("warning: {e}")));
    }
    let same = ready.program.spec.layout_identity() == s.program.spec.layout_identity();
    if same {
        let crate::watch::Ready { program, sources, warnings, code } = ready;
        if let Err(e) = s.swap(program, code) {
            say(Say::Line("reload: the new code could not be swapped in".into()));
            say(Say::Error(e, "the previous code keeps running"));
            return Ok(false);
        }
        s.sources = sources;
        s.warnings = warnings;
    } else {
        // The build task compiled it already: the worlds start on that code.
        let crate::watch::Ready { program, sources, warnings, code } = ready;
        match Simulation::from_compiled(program, sources, warnings, code, config, opts) {
            Ok(new) => *s = new,
            Err(e) => {
                say(Say::Line("reload: the new layout could not be built".into()));
                say(Say::Error(e, "the previous code keeps running"));
                return Ok(false);
            }
        }
    }
    if !s.warnings.is_empty() {
        say(Say::Line(s.sources.render(&s.warnings)));
    }
    resolve_ports(s, dumps, feeds)?;
    let set = if same { String::new() } else { apply_sets(s, sets) };
    let ms = r.saved.elapsed().map(|d| d.as_secs_f64() * 1e3).unwrap_or(0.0);
    let what = if same {
        "state kept".to_string()
    } else {
        format!("the layout changed: worlds rebuilt, init_world run again{set}")
    };
    say(Say::Line(format!("reloaded {} ({what}); new code running {ms:.0} ms after the save", names.join(", "))));
    Ok(true)
}

/// After worlds were rebuilt: the --set files written again, as after the first init. Says
/// what was applied, and what no longer fits the new layout (then left out).
fn apply_sets(s: &mut Simulation, sets: &Sets) -> String {
    let mut done = Vec::new();
    let mut skipped = Vec::new();
    for (target, _, _, arr) in sets {
        let fits = s.sim.column_port(target).and_then(|p| {
            let shape = s.sim.shape(&p)?;
            if shape != arr.shape || p.elem.scalar != arr.scalar {
                return Err(format!("now {shape:?}"));
            }
            s.write(&p, &arr.bytes).map_err(|e| e.to_string())
        });
        match fits {
            Ok(()) => done.push(target.as_str()),
            Err(e) => skipped.push(format!("{target} ({e})")),
        }
    }
    let mut out = String::new();
    if !done.is_empty() {
        out += &format!(", --set {} applied again", done.join(", "));
    }
    if !skipped.is_empty() {
        out += &format!(", --set {} left out: no longer fits", skipped.join(", "));
    }
    out
}

/// Ctrl-C ends `mw run` between two steps, so dumps and the trace are closed and the summary
/// printed; a second Ctrl-C ends the process at once.
mod interrupt {
    use std::sync::atomic::{AtomicBool, Ordering};

    static REQUESTED: AtomicBool = AtomicBool::new(false);

    extern "C" fn on_sigint(_: libc::c_int) {
        if REQUESTED.swap(true, Ordering::SeqCst) {
            // SAFETY: _exit is async-signal-safe.
            unsafe { libc::_exit(130) };
        }
    }

    pub fn install() {
        #[cfg(unix)]
        // SAFETY: the handler only touches an atomic and calls _exit.
        unsafe {
            libc::signal(libc::SIGINT, on_sigint as *const () as libc::sighandler_t);
        }
    }

    pub fn requested() -> bool {
        REQUESTED.load(Ordering::Relaxed)
    }
}

type Sets = Vec<(String, PathBuf, mw::Port, npy::Array)>;
type Feeds = Vec<(mw::Port, npy::Array)>;
type Dumps = Vec<(mw::Port, Vec<usize>, PathBuf)>;

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
    for (name, path) in &a.dump {
        let port = s.export_port(name).map_err(|e| format!("--dump {name}: {e}"))?;
        let shape = s.sim.shape(&port).map_err(|e| format!("--dump {name}: {e}"))?;
        dumps.push((port, shape, path.clone()));
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
    let written: Vec<(String, &Path)> = a
        .dump
        .iter()
        .map(|(name, path)| (format!("--dump {name}={}", path.display()), path.as_path()))
        .chain(a.trace.iter().map(|path| (format!("--trace {}", path.display()), path.as_path())))
        .collect();
    outputs::check(&written, &all_reads)
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

/// A progress line for a log: steps done, the rate, and (with a step count) what is left.
fn progress_line(done: u64, steps: u64, worlds: u32, stepping: Duration, wall: Duration) -> String {
    let rate = done as f64 * worlds as f64 / stepping.as_secs_f64().max(1e-9);
    if steps == u64::MAX {
        return format!("  step {done}, {rate:.3e} env-steps/s, {:.0} s so far", wall.as_secs_f64());
    }
    let left = wall.as_secs_f64() / done as f64 * (steps - done) as f64;
    format!(
        "  step {done} of {steps} ({:.0}%), {rate:.3e} env-steps/s, about {left:.0} s left",
        100.0 * done as f64 / steps as f64
    )
}

/// Says how large the --dump files will grow when that is over 1 GiB, and refuses a dump that
/// would not fit in the free space of its file system (a run must not fail with a full disk
/// after hours). Unbounded runs (--watch without --steps) say how much a step adds.
fn dump_sizes(outputs: &Dumps, steps: u64, quiet: bool) -> Result<(), String> {
    for (port, shape, path) in outputs {
        let frame = shape.iter().product::<usize>() as u64 * port.elem.scalar.size() as u64;
        let what = format!("--dump {}={}", port.name, path.display());
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
    fn progress_lines_say_what_is_done_and_left() {
        let l = progress_line(250, 1000, 100, Duration::from_secs(1), Duration::from_secs(5));
        assert_eq!(l, "  step 250 of 1000 (25%), 2.500e4 env-steps/s, about 15 s left");
        let l = progress_line(250, u64::MAX, 100, Duration::from_secs(1), Duration::from_secs(5));
        assert_eq!(l, "  step 250, 2.500e4 env-steps/s, 5 s so far");
        assert_eq!(bytes(3 << 30), "3.0 GiB");
    }
}
