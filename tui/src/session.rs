//! The live loop of `mw run --watch` and `--tui`: concurrent tasks joined by one channel.
//!
//! Four things must progress at once, whatever each costs: files saved, the build they start
//! (a CUDA build takes seconds), stepping (a step may take a second), and the terminal (keys
//! handled within 100 ms, the screen redrawn at 10 Hz). Each is its own task on a small tokio
//! runtime, and they meet in [`Cmd`]s sent to the stepper:
//!
//! ```text
//!   notify's thread ──changes──▶ build task ──spawn_blocking(check + compile)──┐
//!   input task (crossterm's event stream) ──keys──────────────────────────────┤
//!   signal task (Ctrl-C outside the terminal UI) ──quit───────────────────────┤
//!                                                                             ▼
//!                       stepper (the main thread: owns the simulation, steps, swaps code in)
//!                                                                             │
//!   draw task (every 100 ms, and at once after a key) ◀──the shared App───────┘
//! ```
//!
//! The stepper is the one task that blocks: it owns the simulation (its memory, its device),
//! so it runs on the thread that loaded it, takes the commands queued between two steps
//! ([`Session::drain`]), and waits for one while paused ([`Session::wait`]). A plain `mw run`
//! (neither flag) starts none of this.

use std::time::Duration;

use tokio::runtime::{Handle, Runtime};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use crate::watch::Reload;

/// What the other tasks ask of the stepper.
pub(crate) enum Cmd {
    /// End the run (q, Esc, Ctrl-C): the steps done are kept, dumps and trace completed.
    Quit,
    /// One step while paused (s).
    Step,
    /// Every world back to its start (r: `init_world` again).
    Reset,
    /// Look again at what changed (the pause was toggled, the world on view changed).
    Wake,
    /// A build after a save finished: new code to swap in, or the diagnostics.
    Reload(Box<Reload>),
}

/// The runtime and the stepper's end of the channel.
pub(crate) struct Session {
    /// Taken at drop, to shut down without waiting for a build in progress.
    rt: Option<Runtime>,
    handle: Handle,
    tx: UnboundedSender<Cmd>,
    rx: UnboundedReceiver<Cmd>,
}

impl Session {
    /// Starts the runtime (two worker threads: the tasks are short, the builds run on its
    /// blocking pool) and the signal task, which turns `interrupted()` becoming true (Ctrl-C,
    /// see `run.rs`) into a [`Cmd::Quit`], so that a stepper waiting while paused wakes.
    pub(crate) fn start(interrupted: fn() -> bool) -> Result<Session, String> {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("mw-live")
            .enable_time()
            .build()
            .map_err(|e| format!("can't start the live loop's tasks: {e}"))?;
        let (tx, rx) = unbounded_channel();
        let quit = tx.clone();
        rt.spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(50));
            loop {
                tick.tick().await;
                if interrupted() {
                    let _ = quit.send(Cmd::Quit);
                    break;
                }
            }
        });
        Ok(Session { handle: rt.handle().clone(), rt: Some(rt), tx, rx })
    }

    /// Where tasks are spawned.
    pub(crate) fn handle(&self) -> Handle {
        self.handle.clone()
    }

    /// A sender of commands to the stepper.
    pub(crate) fn sender(&self) -> UnboundedSender<Cmd> {
        self.tx.clone()
    }

    /// The commands queued since the last call, without waiting. Of several reloads only the
    /// newest is kept (it was built from the files as they are now).
    pub(crate) fn drain(&mut self) -> Vec<Cmd> {
        self.queued(Vec::new())
    }

    /// Waits for the next command (the stepper is paused: nothing to do until one comes), then
    /// takes the rest queued behind it.
    pub(crate) fn wait(&mut self) -> Vec<Cmd> {
        // The session holds a sender itself, so this returns only with a command.
        match self.rx.blocking_recv() {
            Some(first) => self.queued(vec![first]),
            None => vec![Cmd::Quit],
        }
    }

    /// `out`, then every command queued, in order; a reload replaces the one before it.
    fn queued(&mut self, mut out: Vec<Cmd>) -> Vec<Cmd> {
        while let Ok(c) = self.rx.try_recv() {
            if matches!(c, Cmd::Reload(_)) {
                out.retain(|o| !matches!(o, Cmd::Reload(_)));
            }
            out.push(c);
        }
        out
    }
}

impl Drop for Session {
    /// The run ends now: a build still in progress (NVRTC takes seconds) is left to the
    /// process's exit rather than waited for.
    fn drop(&mut self) {
        if let Some(rt) = self.rt.take() {
            rt.shutdown_background();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reload(name: &str) -> Cmd {
        Cmd::Reload(Box::new(Reload {
            saved: std::time::SystemTime::now(),
            changed: vec![name.into()],
            result: Err(mw::Error::Run(name.into())),
        }))
    }

    fn names(cmds: &[Cmd]) -> Vec<String> {
        cmds.iter()
            .map(|c| match c {
                Cmd::Reload(r) => r.changed[0].display().to_string(),
                Cmd::Step => "step".into(),
                Cmd::Quit => "quit".into(),
                _ => "other".into(),
            })
            .collect()
    }

    #[test]
    fn queued_commands_keep_their_order_and_the_newest_reload() {
        let mut s = Session::start(|| false).unwrap();
        let tx = s.sender();
        for c in [reload("a"), Cmd::Step, reload("b"), Cmd::Step] {
            tx.send(c).unwrap();
        }
        assert_eq!(names(&s.drain()), ["step", "b", "step"]);
        assert!(s.drain().is_empty());
        // Waiting: the first command counts as queued with the rest.
        for c in [reload("c"), Cmd::Step, reload("d")] {
            tx.send(c).unwrap();
        }
        assert_eq!(names(&s.wait()), ["step", "d"]);
        tx.send(Cmd::Quit).unwrap();
        assert_eq!(names(&s.wait()), ["quit"]);
    }
}
