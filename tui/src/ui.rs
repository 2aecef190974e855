//! `mw run --tui`: the terminal (ratatui over crossterm) and the keys; what is drawn is
//! [`mw_tui::live`].
//!
//! Two threads, so the screen never freezes: a *painter* thread owns the terminal, reads keys
//! (within 50 ms) and redraws at 10 Hz from the shared [`App`], whatever a step or a build
//! costs; the run loop steps on its own thread and, between steps, takes the keys the painter
//! queued and puts the step's timings and the world on view into the `App`. `q` during a long
//! step raises the executor's interrupt flag ([`INTERRUPT`]), so the step stops within about
//! 20 ms and the run ends with its dumps and trace complete. The terminal is restored when the
//! `Ui` is dropped (after the painter stops), and by ratatui's panic hook on a panic.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use mw::{Error, Simulation};
use mw_tui::live::{App, render};
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};

/// How often the painter redraws.
const REDRAW: Duration = Duration::from_millis(100);
/// The longest the painter waits for a key before it looks at the clock again.
const KEY_WAIT: Duration = Duration::from_millis(50);

/// The executor's interrupt flag while the UI runs: `q` raises it to stop a long step.
pub static INTERRUPT: AtomicBool = AtomicBool::new(false);

/// What a key asks of the run loop (pausing and picking a world are handled by the painter).
pub enum Key {
    None,
    Quit,
    /// One step while paused.
    Step,
    /// Every world back to its start (`init_world` again).
    Reset,
}

/// What the painter and the run loop share.
struct Shared {
    app: Mutex<App>,
    keys: Mutex<VecDeque<Key>>,
    quit: AtomicBool,
    /// The world on view changed: the run loop reads it anew.
    world_changed: AtomicBool,
    /// When the running step began (ns since `origin`, plus one), 0 between steps: the painter
    /// says a long step is running.
    step_began: AtomicU64,
    origin: Instant,
    done: AtomicBool,
}

impl Shared {
    fn app(&self) -> MutexGuard<'_, App> {
        self.app.lock().unwrap_or_else(|e| e.into_inner())
    }
}

pub struct Ui {
    shared: Arc<Shared>,
    painter: Option<std::thread::JoinHandle<()>>,
    last_world: Instant,
    /// Steps and stepping time at the last throughput sample.
    last_sample: (u64, Duration),
}

impl Ui {
    pub fn start(s: &Simulation, title: &str) -> Result<Ui, String> {
        if !std::io::IsTerminal::is_terminal(&std::io::stdout()) {
            return Err("standard output is not a terminal".into());
        }
        let mut term = ratatui::try_init().map_err(|e| format!("can't set up the terminal: {e}"))?;
        let mut app = App::new(s, title);
        app.refresh_world(s);
        INTERRUPT.store(false, Ordering::SeqCst);
        let shared = Arc::new(Shared {
            app: Mutex::new(app),
            keys: Mutex::new(VecDeque::new()),
            quit: AtomicBool::new(false),
            world_changed: AtomicBool::new(false),
            step_began: AtomicU64::new(0),
            origin: Instant::now(),
            done: AtomicBool::new(false),
        });
        let sh = shared.clone();
        let painter = std::thread::Builder::new()
            .name("mw-tui".into())
            .spawn(move || {
                let mut last_draw = Instant::now() - REDRAW;
                while !sh.done.load(Ordering::Acquire) {
                    let mut dirty = false;
                    if event::poll(KEY_WAIT).unwrap_or(false)
                        && let Ok(Event::Key(k)) = event::read()
                    {
                        dirty = k.kind == KeyEventKind::Press && key(&sh, k.code, k.modifiers);
                    }
                    if dirty || last_draw.elapsed() >= REDRAW {
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
                        last_draw = Instant::now();
                    }
                }
                ratatui::restore();
            })
            .map_err(|e| {
                ratatui::restore();
                format!("can't start the terminal's thread: {e}")
            })?;
        Ok(Ui { shared, painter: Some(painter), last_world: Instant::now(), last_sample: (0, Duration::ZERO) })
    }

    pub fn paused(&self) -> bool {
        self.shared.app().paused
    }

    /// Whether `q` was pressed (the run ends; a step it interrupted is not an error).
    pub fn quitting(&self) -> bool {
        self.shared.quit.load(Ordering::Acquire)
    }

    /// The next key the painter queued for the run loop, without waiting.
    pub fn keys(&mut self) -> Key {
        if self.quitting() {
            return Key::Quit;
        }
        self.shared.keys.lock().unwrap_or_else(|e| e.into_inner()).pop_front().unwrap_or(Key::None)
    }

    /// Around each step: the painter says so when it runs long.
    pub fn stepping(&self, on: bool) {
        let t = if on { self.shared.origin.elapsed().as_nanos() as u64 + 1 } else { 0 };
        self.shared.step_began.store(t, Ordering::Release);
    }

    /// One step's timings.
    pub fn record(&mut self, times: &[mw_runtime::executor::NodeTime]) {
        self.shared.app().record(times);
    }

    /// A status line.
    pub fn note(&mut self, line: &str) {
        self.shared.app().status = line.lines().next().unwrap_or_default().to_string();
    }

    /// A status line set from another thread (the watcher's, when a build starts).
    pub fn notifier(&self) -> Box<dyn Fn(&str) + Send> {
        let sh = self.shared.clone();
        Box::new(move |line: &str| sh.app().status = line.to_string())
    }

    /// An error and what happens next: the diagnostics stay on screen until new code runs.
    pub fn error(&mut self, e: Error, then: &str) {
        let mut app = self.shared.app();
        app.diagnostics = match e {
            Error::Script { sources, diagnostics } => sources.render(&diagnostics),
            Error::Run(s) => s,
        };
        app.status = then.to_string();
    }

    /// New code runs: old timings and diagnostics go.
    pub fn reloaded(&mut self, s: &Simulation) {
        let mut app = self.shared.app();
        app.clear_timings();
        app.diagnostics.clear();
        app.worlds = s.sim.worlds();
        drop(app);
        self.shared.world_changed.store(true, Ordering::Release);
    }

    /// Between steps: the throughput, and the world on view read anew (every 100 ms, or at once
    /// when a key picked another). The painter draws it.
    pub fn draw(&mut self, s: &Simulation, steps: u64, stepping: Duration) {
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
        self.last_world = Instant::now();
    }
}

/// Handles a key on the painter's thread; returns whether the screen changed.
fn key(sh: &Shared, code: KeyCode, mods: KeyModifiers) -> bool {
    let push = |k: Key| sh.keys.lock().unwrap_or_else(|e| e.into_inner()).push_back(k);
    match code {
        KeyCode::Char('q') | KeyCode::Esc => quit(sh),
        KeyCode::Char('c') if mods.contains(KeyModifiers::CONTROL) => quit(sh),
        KeyCode::Char(' ') => {
            let mut app = sh.app();
            app.paused = !app.paused;
            app.status = if app.paused { "paused".into() } else { "running".into() };
        }
        KeyCode::Char('s') => {
            let mut app = sh.app();
            app.paused = true;
            app.status = "paused (s: one step)".into();
            push(Key::Step);
        }
        KeyCode::Char('r') => push(Key::Reset),
        KeyCode::Char(']') | KeyCode::Right => {
            let mut app = sh.app();
            app.world = app.world.saturating_add(1);
            sh.world_changed.store(true, Ordering::Release);
        }
        KeyCode::Char('[') | KeyCode::Left => {
            let mut app = sh.app();
            app.world = app.world.saturating_sub(1);
            sh.world_changed.store(true, Ordering::Release);
        }
        _ => return false,
    }
    true
}

/// `q`: the run ends, and a step running now is stopped.
fn quit(sh: &Shared) {
    sh.quit.store(true, Ordering::Release);
    INTERRUPT.store(true, Ordering::SeqCst);
    sh.app().status = "quitting".into();
}

impl Drop for Ui {
    fn drop(&mut self) {
        self.shared.done.store(true, Ordering::Release);
        if let Some(p) = self.painter.take() {
            let _ = p.join();
        }
    }
}
