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
//!
//! This module owns the seam's types (the configuration, ports and views of exports and
//! imports, places of component values, per-node times and trace events); each executor is a
//! module beside it: [`cpu`] here, the CUDA one in crate `mw-cuda`.

use std::any::Any;
use std::sync::Arc;
use std::time::Duration;

use crate::layout::Layout;
use crate::limits;
use crate::schema::{CompId, PortRows, Spec};

pub mod cpu;

/// [`Executor::step_many`] as `n` calls of [`Executor::step`]: the steps completed, and the
/// error of the one that failed (the steps after it are not run).
pub fn step_each<E: Executor + ?Sized>(e: &mut E, n: u64) -> (u64, Result<(), String>) {
    for k in 0..n {
        if let Err(err) = e.step() {
            return (k, Err(err));
        }
    }
    (n, Ok(()))
}

pub trait Executor {
    /// The backend's name, as `--backend` spells it.
    fn backend(&self) -> &'static str;
    /// Where this executor's memory is: `None` the host's, `Some(n)` CUDA device `n`'s (what
    /// [`Place::device`] says of its places, and where [`Executor::reset_where`] reads).
    fn device_ordinal(&self) -> Option<u32> {
        None
    }
    /// Runs `init_world` in every world (once, before the first step).
    fn start(&mut self) -> Result<(), String>;
    /// Advances every world by one step.
    fn step(&mut self) -> Result<(), String>;
    /// Advances every world by `n` steps, as `n` calls of [`Executor::step`] would: the steps
    /// completed, and the error of the one that failed, where one did (the steps after it are
    /// not run). A device backend may run them in one launch, with no host round trip a step.
    fn step_many(&mut self, n: u64) -> (u64, Result<(), String>) {
        step_each(self, n)
    }
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
    /// One world's rows of one component of archetype `arch`, in row order, each `size` bytes:
    /// for tools that show a world (the terminal UI). By default taken from
    /// [`Executor::raw_rows`]; a device copies just that world's rows.
    fn world_rows(&self, arch: u32, comp: CompId, world: u32) -> Option<Vec<u8>> {
        let (wids, bytes) = self.raw_rows(arch, comp)?;
        let size = bytes.len().checked_div(wids.len())?;
        let mine = wids.iter().enumerate().filter(|(_, w)| **w == world as i32);
        Some(mine.flat_map(|(r, _)| bytes[r * size..(r + 1) * size].iter().copied()).collect())
    }
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
    /// Resets the worlds whose byte in `mask` is not zero, as [`Executor::reset_worlds`] resets
    /// a list of them: the other worlds' pending marks stay. `mask` is a byte a world
    /// ([`Executor::worlds`] of them) in this executor's own memory: the host's for the CPU,
    /// its GPU's for a device executor, read there (a learner's device tensor never crosses to
    /// the host).
    ///
    /// # Safety
    /// `mask` points at `worlds()` bytes of that memory, readable, not written until the call
    /// returns.
    unsafe fn reset_where(&mut self, mask: *const u8) -> Result<(), String> {
        let _ = mask;
        Err(format!("the {} backend can't reset worlds by a mask in its memory", self.backend()))
    }
    /// Writes every world's pending mark ([`Executor::pending_resets`]) to `out` as a byte, 1
    /// pending and 0 not: `worlds()` bytes of this executor's own memory, as
    /// [`Executor::reset_where`] takes its mask.
    ///
    /// # Safety
    /// `out` points at `worlds()` writable bytes of that memory, not otherwise used until the
    /// call returns.
    unsafe fn pending_into(&mut self, out: *mut u8) -> Result<(), String> {
        let _ = out;
        Err(format!("the {} backend does not report pending resets in its memory", self.backend()))
    }
    /// Resets the pending worlds (manual resets) right after the step that marked them as that
    /// step's own reset pass would have: the same step number, so the same bits as without
    /// manual resets (SEMANTICS.md 10.7a). For a host that reads the state before the resets
    /// (`mw run --dump-final`). The worlds reset, in order.
    fn serve_resets(&mut self) -> Result<Vec<u32>, String> {
        Err(format!("the {} backend can't serve resets between steps", self.backend()))
    }
    /// Starts every world anew as a new simulation with `seed` would (same bits), keeping
    /// memory where it is.
    fn reseed(&mut self, seed: u64) -> Result<(), String> {
        let _ = seed;
        Err(format!("the {} backend can't be reseeded in place; load it again", self.backend()))
    }
    /// Lets the host stop a running step (or `init_world` run by a reset): while `flag` is
    /// true, the step stops within about [`INTERRUPT_PERIOD`] and fails with "...
    /// was interrupted"; the simulation stays usable, as after the step time limit. Setting the
    /// flag is one atomic store, so a signal handler may do it (the Python package's Ctrl-C).
    /// The host clears it.
    fn set_interrupt(&mut self, flag: Option<&'static std::sync::atomic::AtomicBool>) -> Result<(), String> {
        let _ = flag;
        Err(format!("the {} backend can't be interrupted during a step", self.backend()))
    }
    /// The device's launch plan now (GPU backends; `None` where the graph simply runs in order):
    /// for tools that show it (the terminal UI).
    fn launch_plan(&self) -> Option<LaunchPlan> {
        None
    }
}

/// A GPU backend's launch plan as tools show it ([`Executor::launch_plan`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LaunchPlan {
    /// The launches: per launch, the register budget and the nodes it runs.
    pub line: String,
    /// How it was chosen (fixed, kept, profiled; a profile in progress says how far it is).
    pub how: String,
    /// The nodes that run a thread per world (a world's rows one after another): their time
    /// grows with a world's rows.
    pub serial: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Config {
    pub worlds: u32,
    /// The global index of world 0: a simulation of worlds `[world_offset, world_offset +
    /// worlds)` of a larger population, whose worlds draw the same random numbers (and see the
    /// same `world_id()`) as in one simulation of them all, so shards of a population together
    /// are that simulation, bit for bit (SEMANTICS.md, the random stream).
    pub world_offset: u32,
    pub seed: u64,
    /// Worker threads, the caller included; 0 means one per core.
    pub threads: usize,
    /// Upper bound on rows per table (virtual memory is reserved for this many).
    pub max_rows: u32,
    /// Wall-clock limit on one step (and on running `init_world` at load), in seconds; a
    /// system still running then is stopped at its next loop iteration and the step fails.
    pub step_timeout_s: f64,
    /// Let the pool run a node on the calling thread alone when that measures faster (a
    /// machine whose cores are busy with other work). `false` always uses every thread: for
    /// tests of results across thread counts. Results are the same either way.
    pub adaptive_threads: bool,
    /// Every this many steps (0: never), fused kernels run as their systems one by one, to
    /// measure how the kernel's time divides among them (same results either way).
    pub sample_every: u32,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            worlds: 1024,
            world_offset: 0,
            seed: 0,
            threads: 0,
            max_rows: limits::DEFAULT_MAX_ROWS,
            step_timeout_s: limits::DEFAULT_STEP_TIMEOUT_S,
            adaptive_threads: true,
            sample_every: 64,
        }
    }
}

impl Config {
    /// Checks every field against [`limits`]; the error names the field.
    pub fn validate(&self) -> Result<(), String> {
        if self.worlds == 0 || self.worlds > limits::MAX_WORLDS {
            return Err(format!("worlds must be between 1 and {}, not {}", limits::MAX_WORLDS, self.worlds));
        }
        if self.world_offset as u64 + self.worlds as u64 > limits::MAX_WORLD_ID as u64 + 1 {
            return Err(format!(
                "world_offset + worlds (--world-offset + --worlds) must be at most {} (world ids are ints), not {} + {}",
                limits::MAX_WORLD_ID as u64 + 1,
                self.world_offset,
                self.worlds
            ));
        }
        if self.threads > limits::MAX_THREADS {
            return Err(format!(
                "threads must be between 0 (one per core) and {}, not {}",
                limits::MAX_THREADS,
                self.threads
            ));
        }
        if self.max_rows == 0 {
            return Err("max_rows must be at least 1".into());
        }
        if !(self.step_timeout_s.is_finite() && self.step_timeout_s > 0.0 && self.step_timeout_s <= 1e6) {
            return Err(format!("step_timeout_s must be a number of seconds in (0, 1e6], not {}", self.step_timeout_s));
        }
        Ok(())
    }
}

/// Time spent in one node of one step.
#[derive(Clone, Debug)]
pub struct NodeTime {
    pub name: String,
    /// Wall-clock time. The nodes of one step add up to the step's own wall-clock time: fused
    /// nodes share their run's time in proportion to the threads' time in each, and the
    /// executor's own work (barriers, bookkeeping) is the engine node `executor`.
    pub nanos: u64,
    /// Rows (or worlds, for per-world nodes) the node visited.
    pub rows: u64,
    /// Of those, rows a SIMD kernel computed (four at a time).
    pub simd_rows: u64,
    pub engine: bool,
    /// For a system fused with others into one kernel: the kernel's name, and whether its
    /// share of the kernel's time was measured (sampled unfused runs, [`Config::sample_every`])
    /// or is an even split (no sample yet).
    pub fused: Option<(String, bool)>,
    /// On the CUDA backend: the register budget of the megakernel variant that ran the node
    /// (the launch plan's choice); `None` on the CPU.
    pub variant: Option<u32>,
}

impl NodeTime {
    /// An engine node's time (no SIMD rows).
    pub(crate) fn engine(name: impl Into<String>, nanos: u64, rows: u64) -> NodeTime {
        NodeTime { name: name.into(), nanos, rows, simd_rows: 0, engine: true, fused: None, variant: None }
    }
}

/// One graph node's time on one thread in one step: a complete event of a trace (`mw run
/// --trace`), from the same clock reads as [`NodeTime`]. Within a run a thread takes chunks of
/// worlds through all of the run's nodes, so its nodes interleave; each node's time on the
/// thread is one event, and a run's events on a thread are laid end to end from the thread's
/// start in the run, in graph order (their durations are measured; their order inside the
/// run is drawn).
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    pub name: String,
    /// An engine node (`reset`, `compact`, a sort), not a system.
    pub engine: bool,
    /// The kernel a fused system ran in (its share of the kernel's time, as in [`NodeTime`]).
    pub fused: Option<String>,
    /// Executor thread: 0 is the thread that calls [`Sim::step`].
    pub thread: u32,
    /// Nanoseconds since the simulation was created.
    pub start_ns: u64,
    pub dur_ns: u64,
}

/// How often the watchdog looks at an interrupt flag while a step runs: a Ctrl-C stops a
/// runaway step within this.
pub const INTERRUPT_PERIOD: Duration = Duration::from_millis(20);

/// A resolved export or import: a component column of one archetype, or a singleton, possibly
/// narrowed to one field.
#[derive(Clone, Debug)]
pub struct Port {
    pub name: String,
    /// `None` for a singleton.
    pub arch: Option<u32>,
    pub comp: CompId,
    pub elem: crate::layout::ElementShape,
    /// The rows axis: uniform, padded, or the row counts themselves.
    pub rows: crate::schema::PortRows,
}

/// The data of a port: zero-copy when the viewed bytes are contiguous in the table (a whole
/// component without padding), gathered otherwise.
pub struct View<'a> {
    pub scalar: crate::schema::Scalar,
    pub shape: Vec<usize>,
    pub data: std::borrow::Cow<'a, [u8]>,
}

/// A port's data where it lies: what a zero-copy consumer (NumPy, DLPack) views. `strides` are
/// in bytes, one per axis of `shape`. On the CPU the address stays the same for the executor's
/// life (tables are reservations that never move) and the view's shape holds until a step
/// changes a world's row count; the CUDA executor's memory moves when worlds grow or are
/// reseeded (the old memory stays readable, and stale, while the place or a clone of it lives:
/// its [`Lease`]). Two places are equal when they describe the same memory the same way.
#[derive(Clone, Debug, PartialEq)]
pub struct Place {
    pub ptr: *mut u8,
    pub scalar: crate::schema::Scalar,
    pub shape: Vec<usize>,
    pub strides: Vec<usize>,
    /// `None`: host memory. `Some(n)`: memory of CUDA device `n` (`ptr` is a device address).
    pub device: Option<u32>,
    /// Keeps the memory from being freed when the executor moves its worlds.
    pub lease: Lease,
}

/// A share of one layout of an executor's memory, handed out with each [`Place`] of it: an
/// executor that moves its worlds (the CUDA one) frees the layout it moved out of once it holds
/// the last share, so memory a view describes is never freed under it, and memory no view
/// describes is not kept. Every lease equals every other (a place's equality is its memory).
#[derive(Clone, Debug, Default)]
pub struct Lease(Option<Arc<()>>);

impl Lease {
    /// A new layout's lease (the default one guards nothing: memory that never moves).
    pub fn new() -> Lease {
        Lease(Some(Arc::new(())))
    }

    /// Whether a share of it lives outside its holder (a place, or a clone of one).
    pub fn shared(&self) -> bool {
        self.0.as_ref().is_some_and(|a| Arc::strong_count(a) > 1)
    }
}

impl PartialEq for Lease {
    fn eq(&self, _: &Lease) -> bool {
        true
    }
}

/// The byte strides of a port of `shape` (`[worlds, rows, ...]`, or `[worlds, ...]` for a
/// singleton) whose rows are `row` bytes apart and worlds `world` bytes apart: the element's
/// own axes are C-contiguous scalars inside the row.
pub fn port_strides(p: &Port, shape: &[usize], row: usize, world: usize) -> Vec<usize> {
    let lead = if p.arch.is_some() { 2 } else { 1 };
    let mut strides = vec![0usize; shape.len()];
    let mut inner = p.elem.scalar.size();
    for k in (lead..shape.len()).rev() {
        strides[k] = inner;
        inner *= shape[k];
    }
    strides[0] = world;
    if lead == 2 {
        strides[1] = row;
    }
    strides
}

/// The export (`import == false`) or import of `spec` called `name` (for every executor).
pub fn port_of(spec: &Spec, layout: &Layout, name: &str, import: bool) -> Result<Port, String> {
    let list = if import { &spec.imports } else { &spec.exports };
    let kind = if import { "import" } else { "export" };
    let Some(p) = list.iter().find(|p| p.name == name) else {
        let names: Vec<&str> = list.iter().map(|p| p.name.as_str()).collect();
        return Err(if names.is_empty() {
            format!("the environment has no {kind}s")
        } else {
            format!("no {kind} named `{name}` (the {kind}s are: {})", names.join(", "))
        });
    };
    let comp = spec.component(&p.component).ok_or("unknown component")?;
    let arch = match &p.archetype {
        Some(a) => Some(spec.archetype(a).ok_or("unknown archetype")?.0),
        None => None,
    };
    let elem = match p.rows {
        // One int32 per world, whatever the component holds.
        PortRows::Count => {
            crate::layout::ElementShape { scalar: crate::schema::Scalar::I32, dims: vec![], offset: 0, bytes: 4 }
        }
        _ => crate::layout::element_shape(spec, layout, comp, p.field.as_deref())?,
    };
    Ok(Port { name: name.to_string(), arch, comp, elem, rows: p.rows })
}

/// A port onto any component of `spec`: `Comp`, `Arch.Comp`, `Comp.field` or
/// `Arch.Comp.field` (the archetype may be left out when only one has the component).
pub fn column_port_of(spec: &Spec, layout: &Layout, path: &str) -> Result<Port, String> {
    let parts: Vec<&str> = path.split('.').collect();
    let (arch, comp, field) = match parts.as_slice() {
        [c] => (None, *c, None),
        [a, c] if spec.archetype(a).is_some() => (Some(*a), *c, None),
        [c, f] => (None, *c, Some(*f)),
        [a, c, f] => (Some(*a), *c, Some(*f)),
        _ => {
            return Err(format!("`{path}` is not `Comp`, `Arch.Comp`, `Comp.field` or `Arch.Comp.field`"));
        }
    };
    let Some(cid) = spec.component(comp) else {
        return Err(format!("unknown component `{comp}`"));
    };
    let arch_id = if spec.comp(cid).singleton {
        None
    } else {
        let holders: Vec<usize> =
            (0..spec.archetypes.len()).filter(|&i| spec.archetypes[i].components.contains(&cid)).collect();
        match arch {
            Some(a) => {
                let id = spec.archetype(a).ok_or_else(|| format!("unknown archetype `{a}`"))?;
                if !holders.contains(&(id.0 as usize)) {
                    return Err(format!("archetype `{a}` has no component `{comp}`"));
                }
                Some(id.0)
            }
            None => match holders.as_slice() {
                [one] => Some(*one as u32),
                [] => return Err(format!("no archetype has component `{comp}`")),
                many => {
                    let names: Vec<&str> = many.iter().map(|&i| spec.archetypes[i].name.as_str()).collect();
                    return Err(format!(
                        "`{comp}` is in several archetypes ({}); write `Arch.{comp}`",
                        names.join(", ")
                    ));
                }
            },
        }
    };
    let elem = crate::layout::element_shape(spec, layout, cid, field)?;
    Ok(Port { name: path.to_string(), arch: arch_id, comp: cid, elem, rows: PortRows::Uniform })
}

/// Worlds whose row counts differ, where a port needs the same count in every world: world 0
/// has `first` rows and world `world` has `rows`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnevenRows {
    pub first: u32,
    pub world: u32,
    pub rows: u32,
}

/// A port's shape, as both executors give it: `[worlds]` for a row count, `[worlds, max_rows,
/// ...element]` for a padded port, `[worlds, rows, ...element]` for an archetype's rows (`rows`
/// asks the executor for the count every world shares) and `[worlds, ...element]` for a
/// singleton. `arch` names the port's archetype in the refusal.
pub fn port_shape(
    p: &Port,
    worlds: u32,
    arch: &str,
    rows: impl FnOnce() -> Result<u32, UnevenRows>,
) -> Result<Vec<usize>, String> {
    let mut shape = vec![worlds as usize];
    match p.rows {
        PortRows::Count => return Ok(shape),
        PortRows::Padded(max) => shape.push(max as usize),
        PortRows::Uniform if p.arch.is_some() => {
            let n = rows().map_err(|u| {
                format!(
                    "`{}` needs the same number of `{arch}` rows in every world, but world 0 has {} and world {} has {}",
                    p.name, u.first, u.world, u.rows
                )
            })?;
            shape.push(n as usize);
        }
        PortRows::Uniform => {}
    }
    shape.extend(p.elem.dims.iter().copied());
    Ok(shape)
}
