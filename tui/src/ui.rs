//! `mw run --tui`: the terminal (ratatui over crossterm) and the keys; what is drawn is
//! [`mw::live`].
//!
//! The run loop calls [`Ui::keys`] and [`Ui::draw`] between steps: keys are read without
//! waiting, and the screen is redrawn at most every 100 ms (and at once after a key), so the
//! UI costs the simulation little. The terminal is restored when the `Ui` is dropped, and by
//! ratatui's panic hook on a panic.

use std::time::{Duration, Instant};

use mw::live::{App, render};
use mw::{Error, Simulation};
use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};

const REDRAW: Duration = Duration::from_millis(100);

/// What a key asks of the run loop (pausing and picking a world are handled here).
pub enum Key {
    None,
    Quit,
    /// One step while paused.
    Step,
    /// Every world back to its start (`init_world` again).
    Reset,
}

pub struct Ui {
    term: DefaultTerminal,
    app: App,
    last_draw: Instant,
    /// Steps and stepping time at the last throughput sample.
    last_sample: (u64, Duration),
    dirty: bool,
}

impl Ui {
    pub fn start(s: &Simulation, title: &str) -> Result<Ui, String> {
        if !std::io::IsTerminal::is_terminal(&std::io::stdout()) {
            return Err("standard output is not a terminal".into());
        }
        let term = ratatui::try_init().map_err(|e| format!("can't set up the terminal: {e}"))?;
        let mut app = App::new(s, title);
        app.refresh_world(s);
        Ok(Ui { term, app, last_draw: Instant::now() - REDRAW, last_sample: (0, Duration::ZERO), dirty: true })
    }

    pub fn paused(&self) -> bool {
        self.app.paused
    }

    /// Reads the keys pressed since the last call, without waiting.
    pub fn keys(&mut self) -> Key {
        let mut out = Key::None;
        while event::poll(Duration::ZERO).unwrap_or(false) {
            let Ok(Event::Key(k)) = event::read() else { continue };
            if k.kind != KeyEventKind::Press {
                continue;
            }
            self.dirty = true;
            match k.code {
                KeyCode::Char('q') | KeyCode::Esc => return Key::Quit,
                KeyCode::Char('c') if k.modifiers.contains(KeyModifiers::CONTROL) => return Key::Quit,
                KeyCode::Char(' ') => {
                    self.app.paused = !self.app.paused;
                    self.app.status = if self.app.paused { "paused".into() } else { "running".into() };
                }
                KeyCode::Char('s') => {
                    self.app.paused = true;
                    self.app.status = "paused (s: one step)".into();
                    out = Key::Step;
                }
                KeyCode::Char('r') => out = Key::Reset,
                KeyCode::Char(']') | KeyCode::Right => self.app.world = self.app.world.saturating_add(1),
                KeyCode::Char('[') | KeyCode::Left => self.app.world = self.app.world.saturating_sub(1),
                _ => self.dirty = false,
            }
        }
        out
    }

    /// One step's timings.
    pub fn record(&mut self, times: &[mw_runtime::sim::NodeTime]) {
        self.app.record(times);
        self.dirty |= self.app.paused;
    }

    /// A status line.
    pub fn note(&mut self, line: &str) {
        self.app.status = line.lines().next().unwrap_or_default().to_string();
        self.dirty = true;
    }

    /// An error and what happens next: the diagnostics stay on screen until new code runs.
    pub fn error(&mut self, e: Error, then: &str) {
        self.app.diagnostics = match e {
            Error::Script { sources, diagnostics } => sources.render(&diagnostics),
            Error::Run(s) => s,
        };
        self.app.status = then.to_string();
        self.dirty = true;
    }

    /// New code runs: old timings and diagnostics go.
    pub fn reloaded(&mut self, s: &Simulation) {
        self.app.clear_timings();
        self.app.diagnostics.clear();
        self.app.worlds = s.sim.worlds();
        self.dirty = true;
    }

    /// Redraws when due (every 100 ms, or at once after a key or a message).
    pub fn draw(&mut self, s: &Simulation, steps: u64, stepping: Duration) {
        if !self.dirty && self.last_draw.elapsed() < REDRAW {
            return;
        }
        let (s0, t0) = self.last_sample;
        if steps > s0 && stepping > t0 {
            self.app.sample_rate((steps - s0) as f64 * s.sim.worlds() as f64 / (stepping - t0).as_secs_f64());
            self.last_sample = (steps, stepping);
        }
        self.app.refresh_world(s);
        let app = &self.app;
        let _ = self.term.draw(|f| render(f, app));
        self.last_draw = Instant::now();
        self.dirty = false;
    }
}

impl Drop for Ui {
    fn drop(&mut self) {
        ratatui::restore();
    }
}
