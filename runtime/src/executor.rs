//! The executor seam: what the facade (and the live loop) need from a backend's executor.
//!
//! A backend compiles a program to code its executor runs; the executor owns the worlds and
//! runs the step plan. The CPU executor ([`crate::Sim`]) implements this; the CUDA executor is a
//! second implementation. Everything above this seam — loading, the CLI, record and replay,
//! the terminal UI — talks to `dyn Executor` only, so it works the same on every backend.
//!
//! Code is handed over as `Box<dyn Any + Send>` (each executor downcasts to its own kind,
//! [`crate::abi::Kernels`] for the CPU), so it can be compiled on another thread while the
//! executor keeps stepping, and swapped in between two steps ([`Executor::swap_code`]).

use std::any::Any;

use crate::schema::{CompId, Spec};
use crate::sim::{Event, NodeTime, Place, Port, View};

pub trait Executor {
    /// The backend's name, as `--backend` spells it.
    fn backend(&self) -> &'static str;
    /// Runs `init_world` in every world (once, before the first step).
    fn start(&mut self) -> Result<(), String>;
    /// Advances every world by one step.
    fn step(&mut self) -> Result<(), String>;
    /// Steps run so far.
    fn steps(&self) -> u64;
    fn worlds(&self) -> u32;
    /// Worker threads (CPU) or an equivalent measure of parallelism.
    fn threads(&self) -> usize;
    /// Per-node timings of the last step.
    fn last_step(&self) -> &[NodeTime];
    /// The last step's timing events, one per node per thread that ran it: the same clock
    /// reads as [`Executor::last_step`], for traces.
    fn last_events(&self) -> &[Event];
    /// `--debug` and stop reports since the last call: (site, kind, value).
    fn take_debug(&mut self) -> Vec<(u32, u32, f64)>;
    /// An export (`import == false`) or import port by name.
    fn port(&self, name: &str, import: bool) -> Result<Port, String>;
    /// A port over any component (`Comp`, `Arch.Comp`, `Comp.field`, `Arch.Comp.field`).
    fn column_port(&self, path: &str) -> Result<Port, String>;
    fn shape(&self, p: &Port) -> Result<Vec<usize>, String>;
    /// The port's current data, `[worlds, rows, ...]`.
    fn read(&self, p: &Port) -> Result<View<'_>, String>;
    /// Where the port's data lies in host memory, to be viewed in place (zero-copy), or `None`
    /// when it can't be (padded exports, device memory): [`Executor::read`] copies those.
    fn place(&self, p: &Port) -> Result<Option<Place>, String> {
        let _ = p;
        Ok(None)
    }
    /// Overwrites the port's data with `bytes` (its whole shape).
    fn write(&mut self, p: &Port, bytes: &[u8]) -> Result<(), String>;
    /// Every row of one component of one archetype, with its world: for tests and tools.
    fn raw_rows(&self, arch: u32, comp: CompId) -> Option<(&[i32], &[u8])>;
    /// Every row's entity handle in archetype `arch`'s table, in `raw_rows` order.
    fn raw_entities(&self, arch: u32) -> Option<&[crate::entity::Entity]>;
    fn raw_singleton(&self, comp: CompId) -> Option<&[u8]>;
    /// Archetype `arch`'s table: rows (live and not yet compacted), the bytes of one row over
    /// all its columns, and the bytes of memory its columns hold resident. For tests and tools
    /// that watch memory.
    fn table_memory(&self, arch: u32) -> Option<(u64, u64, u64)>;
    /// Bytes of earlier layouts of the worlds (before they grew or were reseeded) kept because
    /// a [`Place`] of them is alive; 0 where memory never moves. For tests and tools that watch
    /// memory.
    fn retired_bytes(&self) -> u64 {
        0
    }
    /// `get`s so far of entities that no longer existed (they read zeros and wrote nowhere).
    fn stale_gets(&self) -> u64;
    /// Replaces the compiled code between two steps, keeping every world's data. `spec` is the
    /// program the code was compiled from: its layout must equal the running one's (same
    /// components, fields, types and archetypes by name; spans and declaration order do not
    /// matter). On error nothing changed.
    fn swap_code(&mut self, spec: &Spec, code: Box<dyn Any + Send>) -> Result<(), String>;
    /// With `on`, worlds that call `reset_world()` are not reset at the end of the step but
    /// stay marked until [`Executor::reset_worlds`]: for hosts that manage episodes (Gymnasium's
    /// autoreset modes need an episode's last observation before the reset replaces it).
    fn set_manual_resets(&mut self, on: bool) -> Result<(), String> {
        let _ = on;
        Err(format!("the {} backend resets worlds only at the end of a step", self.backend()))
    }
    /// The worlds marked by `reset_world()` and not reset yet (with manual resets), in order.
    fn pending_resets(&self) -> Result<Vec<u32>, String> {
        Err(format!("the {} backend does not report pending resets", self.backend()))
    }
    /// Resets these worlds now, between steps (every entity destroyed, `init_world` run).
    fn reset_worlds(&mut self, worlds: &[u32]) -> Result<(), String> {
        let _ = worlds;
        Err(format!("the {} backend can't reset worlds between steps", self.backend()))
    }
    /// Starts every world anew as a new simulation with `seed` would (same bits), keeping
    /// memory where it is.
    fn reseed(&mut self, seed: u64) -> Result<(), String> {
        let _ = seed;
        Err(format!("the {} backend can't be reseeded in place; load it again", self.backend()))
    }
    /// Lets the host stop a running step (or `init_world` run by a reset): while `flag` is
    /// true, the step stops within about [`crate::sim::INTERRUPT_PERIOD`] and fails with "...
    /// was interrupted"; the simulation stays usable, as after the step time limit. Setting the
    /// flag is one atomic store, so a signal handler may do it (the Python package's Ctrl-C).
    /// The host clears it.
    fn set_interrupt(&mut self, flag: Option<&'static std::sync::atomic::AtomicBool>) -> Result<(), String> {
        let _ = flag;
        Err(format!("the {} backend can't be interrupted during a step", self.backend()))
    }
}
