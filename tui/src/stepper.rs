//! The stepper's side of the live loop (`mw run --watch`, `--tui`): between two steps it takes
//! what the other tasks sent ([`crate::session`]) — keys, finished builds, Ctrl-C — and acts on
//! it: a reload swapped in (or the worlds rebuilt), a reset, one step while paused, the end. While
//! paused, by the user or by a stopped step waiting for a saved fix, it sleeps on the channel.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use mw::{Config, Error, LoadOptions, Simulation};
use mw_runtime::npy;

use crate::session::{Cmd, Session};
use crate::ui::Ui;
use crate::watch::Watch;

/// What the stepper does next.
pub(crate) enum Next {
    Step,
    /// Nothing to step now: look at the commands again.
    Wait,
    End,
}

/// Fields drop in order: the UI restores the terminal through the draw task before the session
/// shuts the runtime down.
pub(crate) struct Live {
    ui: Option<Ui>,
    watch: Option<Watch>,
    session: Session,
    /// A step stopped (a loop past the step time limit) under --watch: stepping waits for a fix.
    stopped: bool,
}

impl Live {
    /// The live loop of `s`, loaded from `env` (`None` without --watch and --tui): its tasks,
    /// the terminal UI, the watched files; `interrupted` says Ctrl-C was pressed.
    pub(crate) fn start(
        env: &Path,
        watch: bool,
        tui: bool,
        s: &Simulation,
        opts: &LoadOptions,
        interrupted: fn() -> bool,
    ) -> Result<Option<Live>, String> {
        if !watch && !tui {
            return Ok(None);
        }
        let session = Session::start(interrupted)?;
        let mut ui = match tui {
            true => Some(
                Ui::start(s, &env.display().to_string(), &session.handle(), session.sender())
                    .map_err(|e| format!("--tui: {e}"))?,
            ),
            false => None,
        };
        let mut watched = None;
        if watch {
            // In the UI, a build in progress shows on screen (a CUDA build takes seconds).
            let notify = ui.as_ref().map(|u| u.notifier());
            let tx = session.sender();
            let deliver = Box::new(move |r| tx.send(Cmd::Reload(Box::new(r))).is_ok());
            let w = Watch::start(env, &s.sources, opts.clone(), &session.handle(), deliver, notify);
            watched = Some(w.map_err(|e| format!("--watch: {e}"))?);
            let n = s.sources.paths().len();
            let line = format!("watching {n} file{} for changes; Ctrl-C ends the run", if n == 1 { "" } else { "s" });
            match &mut ui {
                Some(u) => u.note(&line),
                None => eprintln!("{line}"),
            }
        }
        Ok(Some(Live { ui, watch: watched, session, stopped: false }))
    }

    /// Says `m` in the UI, else on standard error.
    fn say(&mut self, m: Say) {
        match (&mut self.ui, m) {
            (Some(u), Say::Line(l)) => u.note(&l),
            (Some(u), Say::Error(e, then)) => u.error(e, then),
            (None, Say::Line(l)) => eprintln!("{l}"),
            (None, Say::Error(e, then)) => {
                report_then(e, then);
            }
        }
    }

    fn user_paused(&self) -> bool {
        self.ui.as_ref().is_some_and(|u| u.paused())
    }

    /// Between two steps (`done` so far, `stepping` spent on them): the commands sent since the
    /// last step, or, while paused, the next one to come.
    pub(crate) fn between_steps(
        &mut self,
        s: &mut Simulation,
        io: &mut Io,
        config: &Config,
        opts: &LoadOptions,
        done: u64,
        stepping: std::time::Duration,
    ) -> Result<Next, Exit> {
        let mut cmds = self.session.drain();
        if cmds.is_empty() && (self.stopped || self.user_paused()) {
            cmds = self.session.wait();
        }
        let mut step_once = false;
        let mut reload = None;
        for c in cmds {
            match c {
                Cmd::Quit => return Ok(Next::End),
                Cmd::Step => step_once = true,
                Cmd::Wake => {}
                Cmd::Reload(r) => reload = Some(*r),
                Cmd::Reset => self.reset(s, io, config, opts)?,
            }
        }
        if let Some(r) = reload
            && let Some(mut w) = self.watch.take()
        {
            let r = apply_reload(&mut w, r, s, config, opts, io, &mut |m| self.say(m));
            self.watch = Some(w);
            if r.map_err(Exit::Fail)? {
                self.stopped = false;
                if let Some(u) = &mut self.ui {
                    u.reloaded(s);
                }
            }
        }
        if let Some(u) = &mut self.ui {
            u.draw(s, done, stepping);
        }
        if self.stopped || (self.user_paused() && !step_once) {
            return Ok(Next::Wait);
        }
        Ok(Next::Step)
    }

    /// `r`: every world back to its start (`init_world` again, then the --set files).
    fn reset(&mut self, s: &mut Simulation, io: &mut Io, config: &Config, opts: &LoadOptions) -> Result<(), Exit> {
        let rebuilt = Simulation::from_program(s.program.clone(), s.sources.clone(), s.warnings.clone(), config, opts);
        match rebuilt {
            Ok(new) => {
                *s = new;
                resolve_ports(s, io).map_err(Exit::Fail)?;
                let set = apply_sets(s, &io.sets);
                if let Some(u) = &mut self.ui {
                    u.reloaded(s);
                    u.note(&format!("all worlds reset (init_world run again){set}"));
                }
            }
            Err(e) => self.say(Say::Error(e, "the reset failed; the worlds run on")),
        }
        Ok(())
    }

    /// Before a step: in the UI `q` stops a step that runs long (this simulation may be new
    /// since the last step: a reset or a reload), and a long step is said on screen.
    pub(crate) fn step_begins(&self, s: &mut Simulation) {
        if let Some(u) = &self.ui {
            let _ = s.sim.set_interrupt(Some(&crate::ui::INTERRUPT));
            u.stepping(true);
        }
    }

    pub(crate) fn step_ends(&self) {
        if let Some(u) = &self.ui {
            u.stepping(false);
        }
    }

    /// After a step: its node times go on screen.
    pub(crate) fn stepped(&mut self, s: &Simulation) {
        if let Some(u) = &mut self.ui {
            u.record(s.sim.last_step());
        }
    }

    /// Whether the screen shows the progress (the terminal UI), rather than standard error.
    pub(crate) fn shows_progress(&self) -> bool {
        self.ui.is_some()
    }

    /// A step failed: stopped by `q` the run ends with the steps completed; under --watch the
    /// session survives (the error shown, stepping waiting for a saved fix); else the run ends
    /// with the error.
    pub(crate) fn step_failed(&mut self, e: Error) -> Result<Next, Exit> {
        if self.ui.as_ref().is_some_and(|u| u.quitting()) {
            return Ok(Next::End);
        }
        if self.watch.is_none() {
            return Err(Exit::Report(e));
        }
        self.say(Say::Error(e, "stepping paused: save a fix to go on (the worlds are as that step left them)"));
        self.stopped = true;
        Ok(Next::Wait)
    }
}

/// --set files: target, path, port, data.
pub(crate) type Sets = Vec<(String, PathBuf, mw::Port, npy::Array)>;
/// --actions: the import, and a frame per step.
pub(crate) type Feeds = Vec<(mw::Port, npy::Array)>;

/// The run's inputs and outputs: --dump writers, --actions feeds, --set files. A reload or a
/// reset looks their ports up again in the new layout.
pub(crate) struct Io {
    pub dumps: Vec<(mw::Port, Vec<usize>, npy::FrameWriter, PathBuf)>,
    pub feeds: Feeds,
    pub sets: Sets,
}

/// How the run loop ends early.
pub(crate) enum Exit {
    Fail(String),
    Report(Error),
}

/// Something to tell the user: a line, or an error and what happens next. Printed on stderr,
/// or shown in the terminal UI.
pub(crate) enum Say {
    Line(String),
    Error(Error, &'static str),
}

/// Looks the ports of --dump and --actions up again by name (ids may differ in a new layout);
/// a dumped export that is gone or changed shape ends the run, its dump valid.
pub(crate) fn resolve_ports(s: &Simulation, io: &mut Io) -> Result<(), String> {
    for (port, shape, _, path) in io.dumps.iter_mut() {
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
    for (port, _) in io.feeds.iter_mut() {
        let name = port.name.clone();
        *port = s.import_port(&name).map_err(|e| format!("--actions {name}: after the reload: {e}"))?;
    }
    Ok(())
}

/// Takes a reload in between two steps: new code on success (the worlds kept when the
/// layout is unchanged, rebuilt when it changed, the ports of --dump and --actions resolved
/// again), the diagnostics and the old code on failure. `Ok(true)` when new code now runs;
/// an `Err` ends the run (a dumped export that no longer exists or changed shape).
pub(crate) fn apply_reload(
    w: &mut crate::watch::Watch,
    r: crate::watch::Reload,
    s: &mut Simulation,
    config: &Config,
    opts: &LoadOptions,
    io: &mut Io,
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
    resolve_ports(s, io)?;
    let set = if same { String::new() } else { apply_sets(s, &io.sets) };
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
pub(crate) fn apply_sets(s: &mut Simulation, sets: &Sets) -> String {
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

/// Prints `e` (a script's diagnostics end with a count and what happens next: `then`).
pub(crate) fn report_then(e: Error, then: &str) -> ExitCode {
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
