//! `mw run --tui`: the terminal (ratatui over crossterm) and the keys; what is drawn is
//! [`mw_tui::live`].
//!
//! Two tasks of the live loop ([`crate::session`]), so the screen never freezes: the *input
//! task* reads crossterm's event stream and handles each key at once (pause, the world on view,
//! `q`), sending the stepper what only it can do ([`Cmd`]); the *draw task* owns the terminal
//! and redraws the shared [`App`] every 100 ms and right after a key, whatever a step or a
//! build costs. The stepper puts each step's timings and the world on view into the `App`
//! between steps. `q` during a long step also raises the executor's interrupt flag
//! ([`INTERRUPT`]), so the step stops within about 20 ms and the run ends with its dumps and
//! trace complete. The terminal is restored when the `Ui` is dropped (after the draw task
//! ends), and by ratatui's panic hook on a panic.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crossterm::event::{Event, EventStream, KeyCode, KeyEventKind, KeyModifiers};
use futures_util::StreamExt;
use mw::{Error, Simulation};
use mw_tui::live::{App, render};
use tokio::runtime::Handle;
use tokio::sync::Notify;
use tokio::sync::mpsc::UnboundedSender;
use tokio::task::JoinHandle;

use crate::session::Cmd;

/// How often the screen is redrawn.
const REDRAW: Duration = Duration::from_millis(100);

/// The executor's interrupt flag while the UI runs: `q` raises it to stop a long step.
pub(crate) static INTERRUPT: AtomicBool = AtomicBool::new(false);

/// What the tasks and the stepper share.
struct Shared {
    app: Mutex<App>,
    quit: AtomicBool,
    /// The world on view changed: the stepper reads it anew.
    world_changed: AtomicBool,
    /// When the running step began (ns since `origin`, plus one), 0 between steps: the draw
    /// task says a long step is running.
    step_began: AtomicU64,
    origin: Instant,
    /// Redraw now (a key changed the screen), or end (`done`).
    redraw: Notify,
    done: AtomicBool,
}

impl Shared {
    fn app(&self) -> MutexGuard<'_, App> {
        self.app.lock().unwrap_or_else(|e| e.into_inner())
    }
}

pub(crate) struct Ui {
    shared: Arc<Shared>,
    rt: Handle,
    draw: Option<JoinHandle<()>>,
    input: JoinHandle<()>,
    last_world: Instant,
    /// Steps and stepping time at the last throughput sample.
    last_sample: (u64, Duration),
}

impl Ui {
    /// Takes the terminal and starts the input and draw tasks on `rt`; keys the stepper must
    /// act on go to `to_stepper`.
    pub(crate) fn start(
        s: &Simulation,
        title: &str,
        rt: &Handle,
        to_stepper: UnboundedSender<Cmd>,
    ) -> Result<Ui, String> {
        if !std::io::IsTerminal::is_terminal(&std::io::stdout()) {
            return Err("standard output is not a terminal".into());
        }
        let mut term = ratatui::try_init().map_err(|e| format!("can't set up the terminal: {e}"))?;
        let mut app = App::new(s, title);
        app.refresh_world(s);
        INTERRUPT.store(false, Ordering::SeqCst);
        let shared = Arc::new(Shared {
            app: Mutex::new(app),
            quit: AtomicBool::new(false),
            world_changed: AtomicBool::new(false),
            step_began: AtomicU64::new(0),
            origin: Instant::now(),
            redraw: Notify::new(),
            done: AtomicBool::new(false),
        });
        let sh = shared.clone();
        let draw = rt.spawn(async move {
            let mut tick = tokio::time::interval(REDRAW);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            while !sh.done.load(Ordering::Acquire) {
                {
                    let began = sh.step_began.load(Ordering::Acquire);
                    let mut app = sh.app();
                    let status = app.status.clone();
                    // A step running for long is said, beside the status it had.
                    if began != 0 {
                        let secs = (sh.origin.elapsed().as_nanos() as u64 + 1).saturating_sub(began) as f64 / 1e9;
                        if secs >= 0.5 {
                            app.status = format!("step {} running for {secs:.1} s; {status}", app.steps + 1);
                        }
                    }
                    let _ = term.draw(|f| render(f, &app));
                    app.status = status;
                }
                tokio::select! {
                    _ = tick.tick() => {}
                    _ = sh.redraw.notified() => {}
                }
            }
            ratatui::restore();
        });
        let sh = shared.clone();
        let input = rt.spawn(async move {
            let mut events = EventStream::new();
            while let Some(ev) = events.next().await {
                let Ok(Event::Key(k)) = ev else { continue };
                if k.kind != KeyEventKind::Press {
                    continue;
                }
                if let Some(cmd) = key(&sh, k.code, k.modifiers) {
                    sh.redraw.notify_one();
                    if to_stepper.send(cmd).is_err() {
                        break;
                    }
                }
            }
        });
        Ok(Ui {
            shared,
            rt: rt.clone(),
            draw: Some(draw),
            input,
            last_world: Instant::now(),
            last_sample: (0, Duration::ZERO),
        })
    }

    pub(crate) fn paused(&self) -> bool {
        self.shared.app().paused
    }

    /// Whether `q` was pressed (the run ends; a step it interrupted is not an error).
    pub(crate) fn quitting(&self) -> bool {
        self.shared.quit.load(Ordering::Acquire)
    }

    /// Around each step: the draw task says so when it runs long.
    pub(crate) fn stepping(&self, on: bool) {
        let t = if on { self.shared.origin.elapsed().as_nanos() as u64 + 1 } else { 0 };
        self.shared.step_began.store(t, Ordering::Release);
    }

    /// One step's timings.
    pub(crate) fn record(&mut self, times: &[mw_runtime::executor::NodeTime]) {
        self.shared.app().record(times);
    }

    /// A status line.
    pub(crate) fn note(&mut self, line: &str) {
        self.shared.app().status = line.lines().next().unwrap_or_default().to_string();
    }

    /// A status line set from another thread (the watcher's, when a build starts).
    pub(crate) fn notifier(&self) -> crate::watch::Notify {
        let sh = self.shared.clone();
        Arc::new(move |line: &str| sh.app().status = line.to_string())
    }

    /// An error and what happens next: the diagnostics stay on screen until new code runs.
    pub(crate) fn error(&mut self, e: Error, then: &str) {
        let mut app = self.shared.app();
        app.diagnostics = match e {
            Error::Script { sources, diagnostics } => sources.render(&diagnostics),
            Error::Run(s) => s,
        };
        app.status = then.to_string();
    }

    /// New code runs: old timings and diagnostics go.
    pub(crate) fn reloaded(&mut self, s: &Simulation) {
        let mut app = self.shared.app();
        app.clear_timings();
        app.diagnostics.clear();
        app.worlds = s.sim.worlds();
        app.plan = s.sim.launch_plan();
        drop(app);
        self.shared.world_changed.store(true, Ordering::Release);
    }

    /// Between steps: the throughput, and the world on view read anew (every 100 ms, or at once
    /// when a key picked another), and the launch plan (a profile in the background moves on). The
    /// draw task draws it.
    pub(crate) fn draw(&mut self, s: &Simulation, steps: u64, stepping: Duration) {
        let changed = self.shared.world_changed.swap(false, Ordering::AcqRel);
        if !changed && self.last_world.elapsed() < REDRAW {
            return;
        }
        let mut app = self.shared.app();
        let (s0, t0) = self.last_sample;
        if steps > s0 && stepping > t0 {
            app.sample_rate((steps - s0) as f64 * s.sim.worlds() as f64 / (stepping - t0).as_secs_f64());
            self.last_sample = (steps, stepping);
        }
        app.refresh_world(s);
        app.plan = s.sim.launch_plan();
        self.last_world = Instant::now();
    }
}

/// Handles a key on the input task: what the screen shows changes at once; what the stepper
/// must do is returned.
fn key(sh: &Shared, code: KeyCode, mods: KeyModifiers) -> Option<Cmd> {
    match code {
        KeyCode::Char('q') | KeyCode::Esc => quit(sh),
        KeyCode::Char('c') if mods.contains(KeyModifiers::CONTROL) => quit(sh),
        KeyCode::Char(' ') => {
            let mut app = sh.app();
            app.paused = !app.paused;
            app.status = if app.paused { "paused".into() } else { "running".into() };
            Some(Cmd::Wake)
        }
        KeyCode::Char('s') => {
            let mut app = sh.app();
            app.paused = true;
            app.status = "paused (s: one step)".into();
            Some(Cmd::Step)
        }
        KeyCode::Char('r') => Some(Cmd::Reset),
        KeyCode::Char(']') | KeyCode::Right => {
            let mut app = sh.app();
            app.world = app.world.saturating_add(1);
            sh.world_changed.store(true, Ordering::Release);
            Some(Cmd::Wake)
        }
        KeyCode::Char('[') | KeyCode::Left => {
            let mut app = sh.app();
            app.world = app.world.saturating_sub(1);
            sh.world_changed.store(true, Ordering::Release);
            Some(Cmd::Wake)
        }
        _ => None,
    }
}

/// `q`: the run ends, and a step running now is stopped.
fn quit(sh: &Shared) -> Option<Cmd> {
    sh.quit.store(true, Ordering::Release);
    INTERRUPT.store(true, Ordering::SeqCst);
    sh.app().status = "quitting".into();
    Some(Cmd::Quit)
}

impl Drop for Ui {
    /// Stops the input task, lets the draw task draw once more and restore the terminal.
    fn drop(&mut self) {
        self.input.abort();
        self.shared.done.store(true, Ordering::Release);
        self.shared.redraw.notify_one();
        if let Some(d) = self.draw.take() {
            let _ = self.rt.block_on(d);
        }
    }
}
