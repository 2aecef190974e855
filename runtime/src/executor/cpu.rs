//! The CPU executor: worlds, tables, singletons, and the step.
//!
//! A step runs the graph one node at a time across all threads. Within a node, work is handed
//! out in chunks of whole worlds, and every table the node walks is compacted first, so each
//! world is processed by exactly one thread and sees its rows in the order SEMANTICS.md 10.3
//! gives. Everything a system can do is confined to its own world (spawn, destroy, lookups,
//! loops over rows, random numbers keyed by world), so results are bit-identical for any
//! thread count.
//!
//! One exception keeps a few large worlds busy on every thread: a per-row node whose rows
//! can't see each other's effects (the analysis' *rows apart*: it writes only its own row's
//! components and reads others' only where nobody writes them, changes no table) is handed out
//! in chunks of rows when there are fewer than two worlds per thread. Its invocations are
//! independent and their random numbers keyed by entity, so the bits are the same.
//!
//! ## Resets
//! `reset_world()` marks the world (generated code sets the world's byte in the reset flags);
//! marked worlds are reset **at the end of the step**, after every graph node has run on them:
//! every entity is destroyed and `init_world` runs again (singletons keep their values). The
//! last run of the step does this chunk by chunk: after its kernels, each thread scans its
//! chunk's flags and resets those worlds in order (the rows are still in cache), whichever node
//! marked them. A reset clears the flag before `init_world` runs, so a `reset_world()` that
//! `init_world` calls (at start or in a reset) is served at the end of the next step. When
//! `init_world` spawns a fixed cast (`mw_jit::ir::refill`), a world that still holds that cast
//! *refills in place*: the executor clears it and takes the spawns' ids and rows itself, and
//! one call of `init_world` serves all such worlds of the chunk ([`Sim::reset_list`]).
//!
//! After the graph, **compact** stably sorts every changed table by world, so exports always
//! see compact tables.
//!
//! ## Stopping
//! A watchdog thread sets the stop word when a step (or `init_world` at start) runs longer than
//! [`Config::step_timeout_s`]; kernels check it at every loop iteration (see [`abi`]'s module
//! docs) and return. A failed
//! spawn (a full table) sets it too. The step then ends with an error that says why; the
//! simulation stays valid (tables are compacted, resets asked for are carried over), though
//! its worlds are as the interrupted step left them.

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::{
    Config, Event, INTERRUPT_PERIOD, Lease, NodeTime, Place, Port, View, column_port_of, port_of, port_strides,
};
use crate::abi::{self, Ctx, DebugLog, Kernels, NodeKernel, Reuse, Shared, SpawnLog, Spawned, TableView};
use crate::entity::{Entity, WorldEntities};
use crate::layout::Layout;
use crate::limits;
use crate::pool::Pool;
use crate::schema::{CompId, PortRows, Spec};
use crate::table::Table;
use crate::vmem::Region;

/// Per-thread state, on cache lines of its own: threads writing neighbouring fields would
/// otherwise bounce the line between cores on every write.
#[repr(align(128))]
struct Local {
    /// Writes through a stale `get` land here; never read back.
    sink: UnsafeCell<Vec<u64>>,
    reuse: UnsafeCell<Reuse>,
    debug: UnsafeCell<DebugLog>,
    /// Local arrays of kernels.
    arena: Option<Region>,
    /// Per archetype: rows the current invocation spawned.
    spawned: UnsafeCell<Vec<SpawnLog>>,
    /// Groups SIMD kernels left to the scalar kernel ([`Ctx::fallbacks`]).
    fallbacks: UnsafeCell<u64>,
    /// `get`s of entities that no longer exist ([`Ctx::stale`]).
    stale: UnsafeCell<u64>,
    /// Worlds holding ids the running node freed ([`Ctx::held`]).
    held: UnsafeCell<Vec<u32>>,
    /// Buffers for sorting worlds by key.
    sort: UnsafeCell<crate::table::SortBuffers>,
    /// A chunk's resets that refill in place: the worlds, and what their spawns return
    /// ([`Ctx::refill_worlds`], [`Ctx::refill_spawns`]).
    refill_worlds: UnsafeCell<Vec<u32>>,
    refill_spawns: UnsafeCell<Vec<Spawned>>,
}

impl Local {
    /// Forgets the rows the last kernel call spawned (its invocations are over).
    ///
    /// # Safety
    /// Only the thread owning this `Local` may call it, outside a kernel call.
    unsafe fn forget_spawns(&self) {
        // SAFETY: the caller's contract: the owning thread, outside a kernel call, so nothing else
        // borrows its spawn logs (kernels reach them through `Ctx::spawned` only during a call).
        for log in unsafe { &mut *self.spawned.get() } {
            // Written only when there is something to forget: a reset calls this every time.
            if log.len != 0 || !log.vec.is_empty() {
                log.clear();
            }
        }
    }

    /// Ends a node for this thread's worlds: the ids its destroys held become free
    /// (SEMANTICS.md 10.6), in the worlds that held any.
    ///
    /// # Safety
    /// As [`Local::forget_spawns`]; the listed worlds are this thread's.
    unsafe fn release_held(&self, shared: &Shared) {
        // SAFETY: the thread's own list, outside a kernel call; each listed world is this
        // thread's for the node that just ended (the caller's contract).
        let held = unsafe { &mut *self.held.get() };
        for w in held.drain(..) {
            // SAFETY: as above: `w` was listed by this thread's destroys in the node that just ended, so
            // it is this thread's world.
            unsafe { shared.world(w) }.release();
        }
    }
}

/// `n` values made by `f` in a vector with two cache lines of spare capacity after them.
/// Threads' state is built one thread after another on the same thread, so its small heap
/// buffers would sit side by side: every reset writes some (a row pushed, a length cleared),
/// and a line shared by two threads' buffers went back and forth between cores on each
/// write (CartPole, 2 threads: a step's resets 0.080 ms with shared lines, 0.076 without).
fn padded<T>(n: usize, f: impl FnMut() -> T) -> Vec<T> {
    let spare = 128usize.div_ceil(std::mem::size_of::<T>().max(1));
    let mut v = Vec::with_capacity(n + spare);
    v.extend(std::iter::repeat_with(f).take(n));
    v
}

/// Bit `k` set where `block[k] != 0`.
fn set_bytes(block: &[u8; 64]) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_setzero_si128};
        let mut zero = 0u64;
        for q in 0..4 {
            // SAFETY: SSE2 is part of x86_64; the load reads 16 bytes inside `block`.
            let bits = unsafe {
                let v = _mm_loadu_si128(block.as_ptr().add(16 * q) as *const _);
                _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())) as u32 as u64
            };
            zero |= bits << (16 * q);
        }
        !zero
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        block.iter().enumerate().fold(0u64, |m, (k, b)| m | (((*b != 0) as u64) << k))
    }
}

pub struct Sim {
    pub spec: Spec,
    pub layout: Layout,
    kernels: Kernels,
    shared: Box<Shared>,
    /// Owns the singleton memory `singleton_ptrs` points into.
    _singleton_storage: Vec<Option<Region>>,
    singleton_ptrs: Vec<*mut u8>,
    /// Per table: column pointer per component id.
    col_ptrs: Vec<Vec<*mut u8>>,
    views: Vec<TableView>,
    pool: Pool,
    locals: Vec<Local>,
    /// The plan of a sort whose columns several threads move (a world too big to sort on one).
    sort_plan: crate::table::SortBuffers,
    /// Zeros, as large as the largest component; never written.
    zero: Vec<u64>,
    key: [u32; 4],
    /// [`Config::world_offset`] ([`Ctx::world_offset`]).
    world_offset: u32,
    /// The keys of `kernels.streams`, by slot ([`Ctx::streams`]).
    stream_keys: Vec<[u32; 4]>,
    step: u64,
    worlds: u32,
    last: Vec<NodeTime>,
    /// The last step's [`Event`]s, and the clock they count from.
    events: Vec<Event>,
    epoch: Instant,
    /// Per node: how a fused kernel's time divides among its systems (last sample), if
    /// measured yet.
    shares: Vec<Option<Vec<f64>>>,
    sample_every: u32,
    watchdog: Watchdog,
    timeout: Duration,
    /// Per table: its capacity is set by the machine's memory, not by `max_rows`.
    memory_bound: Vec<bool>,
    /// Worlds marked by `reset_world()` wait for [`Sim::reset_worlds`] instead of being reset
    /// at the end of the step ([`crate::Executor::set_manual_resets`]).
    manual_resets: bool,
}

struct SendPtr<T>(*const T);
// SAFETY: a SendPtr is only a raw pointer, dereferenced through the unsafe `get` alone, whose
// callers answer for the pointee's life and for what each thread touches through it.
unsafe impl<T> Sync for SendPtr<T> {}
// SAFETY: as for Sync: only the unsafe `get` dereferences it.
unsafe impl<T> Send for SendPtr<T> {}

impl<T> SendPtr<T> {
    /// # Safety
    /// The pointee must outlive the use (a `Pool::run` inside a method of the pointee).
    unsafe fn get(&self) -> &T {
        // SAFETY: the caller's contract: the pointee outlives the use; `self.0` was made from a reference.
        unsafe { &*self.0 }
    }
}

/// Whether the context is for running systems or for `init_world` in a reset.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Systems,
    Init,
}

impl Sim {
    /// Builds the tables (worlds are empty until [`Sim::start`] runs `init_world`).
    pub fn new(spec: Spec, layout: Layout, kernels: Kernels, config: &Config) -> Result<Sim, String> {
        config.validate()?;
        same_world_offset(&kernels, config.world_offset)?;
        let worlds = config.worlds;
        let threads = match config.threads {
            0 => std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(limits::MAX_THREADS),
            n => n,
        };
        check_memory(worlds as u64, spec.archetypes.len() as u64)?;
        // What tables and singletons may touch: the reservations are virtual, but rows that
        // exist are real memory, and a table larger than the machine would be killed, not
        // reported full.
        let budget = memory_budget();
        let singleton_bytes: u64 = (0..spec.components.len())
            .filter(|&i| spec.components[i].singleton)
            .map(|i| layout.components[i].size as u64 * worlds as u64)
            .sum();
        if singleton_bytes > budget {
            return Err(format!(
                "the singletons of {worlds} worlds take {} MiB; more than this machine's memory allows ({} MiB)",
                singleton_bytes >> 20,
                budget >> 20
            ));
        }
        let ncomp = spec.components.len();
        let mut tables = Vec::new();
        let mut memory_bound = Vec::new();
        for a in &spec.archetypes {
            let cols: Vec<(CompId, usize)> = a.components.iter().map(|c| (*c, layout.comp(*c).size)).collect();
            let row_bytes = 12 + cols.iter().map(|c| c.1 as u64).sum::<u64>();
            let fits = (budget / row_bytes).min(u32::MAX as u64) as u32;
            memory_bound.push(fits < config.max_rows);
            tables.push(Table::new(&cols, worlds, config.max_rows.min(fits.max(1)))?);
        }
        let mut singletons = Vec::new();
        let mut singleton_ptrs = vec![std::ptr::null_mut(); ncomp];
        for (i, c) in spec.components.iter().enumerate() {
            if c.singleton {
                let bytes =
                    layout.components[i].size.checked_mul(worlds as usize).ok_or("singleton storage overflows")?;
                let r = Region::reserve(bytes, bytes).ok_or_else(|| {
                    format!(
                        "could not reserve {} MiB of address space for singleton `{}` in {worlds} worlds",
                        bytes >> 20,
                        c.name
                    )
                })?;
                singleton_ptrs[i] = r.as_ptr();
                singletons.push(Some(r));
            } else {
                singletons.push(None);
            }
        }
        let max_size = layout.components.iter().map(|c| c.size).max().unwrap_or(8).max(8);
        let mut entities = Vec::new();
        entities.try_reserve_exact(worlds as usize).map_err(|_| format!("not enough memory for {worlds} worlds"))?;
        entities.extend((0..worlds).map(|_| UnsafeCell::new(WorldEntities::default())));
        let stop = Arc::new(AtomicU32::new(0));
        let shared = Box::new(Shared {
            tables,
            entities,
            reset: (0..worlds).map(|_| AtomicBool::new(false)).collect(),
            comp_sizes: layout.components.iter().map(|c| c.size as u32).collect(),
            stop: stop.clone(),
            full_arch: AtomicU32::new(0),
        });
        let col_ptrs = shared
            .tables
            .iter()
            .map(|t| {
                let mut v = vec![std::ptr::null_mut(); ncomp];
                for c in &t.columns {
                    v[c.comp.0 as usize] = c.base();
                }
                v
            })
            .collect();
        let pool = Pool::with_choice(threads, config.adaptive_threads)?;
        let narch = shared.tables.len();
        let mut locals = Vec::with_capacity(threads);
        for _ in 0..threads {
            let arena = match kernels.arena_bytes {
                0 => None,
                n => Some(Region::reserve(n, n).ok_or("could not reserve address space for local arrays")?),
            };
            locals.push(Local {
                sink: UnsafeCell::new(vec![0u64; max_size / 8 + 1]),
                reuse: UnsafeCell::new(Reuse { rows: padded(narch, Vec::new), next: padded(narch, || 0) }),
                debug: UnsafeCell::new(DebugLog::default()),
                arena,
                spawned: UnsafeCell::new(padded(narch, SpawnLog::default)),
                fallbacks: UnsafeCell::new(0),
                stale: UnsafeCell::new(0),
                held: UnsafeCell::new(Vec::new()),
                sort: UnsafeCell::new(Default::default()),
                refill_worlds: UnsafeCell::new(Vec::new()),
                refill_spawns: UnsafeCell::new(Vec::new()),
            });
        }
        let timeout = Duration::from_secs_f64(config.step_timeout_s);
        let nodes = kernels.nodes.len();
        let mut sim = Sim {
            spec,
            layout,
            kernels,
            shared,
            _singleton_storage: singletons,
            singleton_ptrs,
            col_ptrs,
            views: Vec::new(),
            pool,
            locals,
            sort_plan: Default::default(),
            zero: vec![0u64; max_size / 8 + 1],
            key: abi::rng_key(config.seed),
            world_offset: config.world_offset,
            stream_keys: Vec::new(),
            step: 0,
            worlds,
            last: Vec::new(),
            events: Vec::new(),
            epoch: Instant::now(),
            shares: Vec::new(),
            sample_every: config.sample_every,
            watchdog: Watchdog::start(stop, timeout)?,
            timeout,
            memory_bound,
            manual_resets: false,
        };
        sim.shares = vec![None; nodes];
        sim.stream_keys = stream_keys(sim.key, &sim.kernels);
        sim.refresh_views();
        Ok(sim)
    }

    /// Replaces the kernels between two steps (see [`crate::Executor::swap_code`]): the
    /// program they were compiled from must have this simulation's layout. Worlds keep their
    /// data, resets already asked for stay pending, and the step count goes on.
    pub(crate) fn swap_kernels(&mut self, spec: &Spec, kernels: Kernels) -> Result<(), String> {
        same_world_offset(&kernels, self.world_offset)?;
        // Same layout by name, and the same ids for the same names (both programs give ids by
        // name, so this holds unless a spec was built by hand in another order).
        let ids = |s: &Spec| -> Vec<String> {
            s.components.iter().map(|c| c.name.clone()).chain(s.archetypes.iter().map(|a| a.name.clone())).collect()
        };
        if spec.layout_identity() != self.spec.layout_identity() || ids(spec) != ids(&self.spec) {
            return Err(
                "the new code was compiled for a different layout (components, fields or archetypes changed)".into()
            );
        }
        // Local arrays may need a larger arena; reserve before changing anything.
        let mut arenas = Vec::new();
        if kernels.arena_bytes > self.kernels.arena_bytes {
            for _ in 0..self.locals.len() {
                let n = kernels.arena_bytes;
                arenas.push(Region::reserve(n, n).ok_or("could not reserve address space for local arrays")?);
            }
        }
        for (l, a) in self.locals.iter_mut().zip(arenas) {
            l.arena = Some(a);
        }
        self.shares = vec![None; kernels.nodes.len()];
        self.stream_keys = stream_keys(self.key, &kernels);
        self.kernels = kernels;
        // Graph, code, constants and ports may all have changed; the layout has not.
        self.spec = spec.clone();
        Ok(())
    }

    /// Runs `init_world` in every world (once, after [`Sim::new`]).
    pub fn start(&mut self) -> Result<(), String> {
        let all: Vec<u32> = (0..self.worlds).collect();
        self.init_between_steps(&all, abi::NODE_FIRST_INIT, "`init_world` at start")
    }

    /// Clears `worlds` and runs `init_world` in them between steps, under the step time limit;
    /// tables are compact afterwards, whatever happened.
    fn init_between_steps(&mut self, worlds: &[u32], node: u32, during: &str) -> Result<(), String> {
        self.shared.stop.store(0, Ordering::Release);
        self.watchdog.arm();
        let r = self.init_worlds(worlds, node);
        self.watchdog.disarm();
        self.compact_all();
        r?;
        self.stop_error(during)?;
        self.check_overflow()
    }

    /// With `on`, worlds marked by `reset_world()` are no longer reset at the end of the step:
    /// they stay marked ([`Sim::pending_resets`]) until [`Sim::reset_worlds`] resets them. A
    /// host that manages episodes itself (Gymnasium's autoreset modes) reads the last state of
    /// an episode before it is replaced.
    pub fn set_manual_resets(&mut self, on: bool) {
        self.manual_resets = on;
    }

    /// The worlds marked for a reset and not yet reset, in order.
    pub fn pending_resets(&self) -> Vec<u32> {
        self.marked(0, self.worlds)
    }

    /// Resets `worlds` now, between steps, as the reset pass would (every entity destroyed,
    /// `init_world` run; singletons keep their values), whether or not they were marked. The
    /// reset sees the number of steps completed as its step number (SEMANTICS.md 10.9).
    pub fn reset_worlds(&mut self, worlds: &[u32]) -> Result<(), String> {
        let mut list = worlds.to_vec();
        list.sort_unstable();
        list.dedup();
        if let Some(&w) = list.iter().find(|&&w| w >= self.worlds) {
            return Err(format!("world {w} does not exist (there are {} worlds)", self.worlds));
        }
        if list.is_empty() {
            return Ok(());
        }
        self.init_between_steps(&list, abi::NODE_RESET, "`init_world` in a reset")
    }

    /// [`crate::Executor::serve_resets`]: the pending worlds reset with the last step's number.
    pub fn serve_resets(&mut self) -> Result<Vec<u32>, String> {
        let list = self.pending_resets();
        if list.is_empty() || self.step == 0 {
            return Ok(list);
        }
        self.step -= 1;
        let r = self.init_between_steps(&list, abi::NODE_RESET, "`init_world` in a reset");
        self.step += 1;
        r.map(|()| list)
    }

    /// Starts every world anew under another seed: no entities, singletons zeroed, no resets
    /// pending, step count 0, then `init_world` everywhere. The state is bit for bit that of a
    /// new simulation with this seed (same entity ids, same random numbers); table and
    /// singleton memory stays where it is.
    pub fn reseed(&mut self, seed: u64) -> Result<(), String> {
        for t in self.shared.tables.iter_mut() {
            t.clear();
        }
        for e in self.shared.entities.iter_mut() {
            *e.get_mut() = WorldEntities::default();
        }
        for f in self.shared.reset.iter() {
            f.store(false, Ordering::Relaxed);
        }
        for (i, p) in self.singleton_ptrs.iter().enumerate() {
            if !p.is_null() {
                let bytes = self.layout.components[i].size * self.worlds as usize;
                // SAFETY: the singleton region holds `worlds` rows of the component.
                unsafe { std::ptr::write_bytes(*p, 0, bytes) };
            }
        }
        self.key = abi::rng_key(seed);
        self.stream_keys = stream_keys(self.key, &self.kernels);
        self.step = 0;
        self.shares = vec![None; self.kernels.nodes.len()];
        self.refresh_views();
        self.start()
    }

    pub fn worlds(&self) -> u32 {
        self.worlds
    }

    pub fn threads(&self) -> usize {
        self.pool.threads()
    }

    /// Steps completed.
    pub fn steps(&self) -> u64 {
        self.step
    }

    /// Timings of the nodes of the last step (engine nodes included).
    pub fn last_step(&self) -> &[NodeTime] {
        &self.last
    }

    /// The last step's timing events, one per node per thread that ran it ([`Event`]).
    pub fn last_events(&self) -> &[Event] {
        &self.events
    }

    fn event(&mut self, name: impl Into<String>, t0: Instant, dur_ns: u64) {
        let start_ns = t0.saturating_duration_since(self.epoch).as_nanos() as u64;
        self.events.push(Event { name: name.into(), engine: true, fused: None, thread: 0, start_ns, dur_ns });
    }

    /// Messages from `--debug` checks and stops since the last call: `(site, kind, value)`
    /// with kinds [`abi::HIT_BOUNDS`], [`abi::HIT_NAN`], [`abi::HIT_STOPPED`].
    pub fn take_debug(&mut self) -> Vec<(u32, u32, f64)> {
        let mut out = Vec::new();
        for l in &mut self.locals {
            out.append(&mut l.debug.get_mut().hits);
        }
        out
    }

    fn refresh_views(&mut self) {
        self.views = self
            .shared
            .tables
            .iter()
            .zip(&self.col_ptrs)
            .map(|(t, cols)| {
                let k = t.key_view();
                TableView {
                    world_ids: t.world_ids(),
                    entities: t.entities(),
                    cols: cols.as_ptr(),
                    ranges: t.ranges().as_ptr(),
                    len: t.len(),
                    key_id: k.id,
                    key_worlds: k.worlds,
                    key_dense: k.dense,
                    key_keys: k.keys,
                    key_starts: k.starts,
                }
            })
            .collect();
    }

    fn ctx(&self, thread: usize, node: u32, mode: Mode) -> Ctx {
        let l = &self.locals[thread];
        Ctx {
            tables: self.views.as_ptr(),
            singletons: self.singleton_ptrs.as_ptr(),
            shared: &*self.shared,
            reuse: if mode == Mode::Init { l.reuse.get() } else { std::ptr::null_mut() },
            reset_flags: self.shared.reset.as_ptr() as *mut u8,
            // SAFETY: only this thread uses its `Local` during a run, and not inside a kernel call here.
            scratch: unsafe { (*l.sink.get()).as_mut_ptr() } as *mut u8,
            zero: self.zero.as_ptr() as *const u8,
            key: self.key,
            streams: self.stream_keys.as_ptr(),
            step: self.step as u32,
            node,
            world_offset: self.world_offset,
            debug: l.debug.get(),
            locals: l.arena.as_ref().map_or(std::ptr::null_mut(), |r| r.as_ptr()),
            stop: Arc::as_ptr(&self.shared.stop),
            // SAFETY: as for `scratch`: this thread's own spawn logs, not in use by a kernel call now.
            spawned: unsafe { (*l.spawned.get()).as_mut_ptr() },
            fallbacks: l.fallbacks.get(),
            stale: l.stale.get(),
            held: l.held.get(),
            refill_worlds: std::ptr::null(),
            refill_spawns: std::ptr::null(),
        }
    }

    /// How many `get`s since the start resolved an entity that no longer exists (destroyed, or
    /// a handle from another world): each read zeros and wrote nowhere.
    pub fn stale_gets(&self) -> u64 {
        // SAFETY: read between steps, when no kernel runs.
        self.locals.iter().map(|l| unsafe { *l.stale.get() }).sum()
    }

    /// Compacts table `arch`. When no world's first row changes (the worlds are apart, see
    /// `Table::compact_begin`), only the worlds that changed are visited: on this thread when
    /// they have few rows to move (a destroy and a spawn here and there, which a hand-off to
    /// the pool would cost more than), else on every thread, each the changed worlds of the
    /// chunks of worlds it steps (handing them out otherwise moved a world's rows through
    /// another core's cache: boids at 1024 x 128, 10% slower a step). Otherwise the whole
    /// table moves, on this thread.
    fn compact(&mut self, arch: usize) {
        let Some(job) = self.shared.tables[arch].compact_begin() else {
            return;
        };
        let (changed, rows) = (job.changed(), job.changed_rows());
        if !job.apart || self.pool.threads() == 1 || changed < 2 || rows < SERIAL_COMPACTION_ROWS {
            let shared = &mut *self.shared;
            let (tables, entities) = (&mut shared.tables, &mut shared.entities);
            if job.apart {
                let mut moved = |w: u32, id: u32, row: u32| entities[w as usize].get_mut().set_row(id, row);
                for i in 0..changed {
                    // SAFETY: one world at a time, on this thread.
                    unsafe { tables[arch].compact_world(&job, i, &mut moved) };
                }
            } else {
                tables[arch].compact_whole(&job, |w, id, row| entities[w as usize].get_mut().set_row(id, row));
            }
            tables[arch].compact_end(job);
            return;
        }
        // The worlds in the chunks every node gives each thread, so a world's rows stay in the
        // cache of the core that steps it; each thread visits the changed ones of its chunks.
        let rows = self.shared.tables[arch].len() as u64 / self.worlds as u64;
        let shares = Shares::new(self.worlds, self.chunk(rows), self.pool.threads());
        let this = SendPtr(self as *const Sim);
        // A compaction can't fail: the pool's result only says whether a thread panicked.
        let r = self.pool.run(&|t| {
            // SAFETY: threads only read `Sim`; each world (its rows, its parked rows, its
            // entity slots) belongs to the one thread that took its chunk.
            let sim = unsafe { this.get() };
            let table = &sim.shared.tables[arch];
            // SAFETY: compact_world reports only rows of the world it was called for, one this thread took.
            let mut moved = |w: u32, id: u32, row: u32| unsafe { sim.shared.world(w) }.set_row(id, row);
            while let Some(ws) = shares.take(t) {
                for i in job.changes_in(ws) {
                    // SAFETY: the job is apart (the other case ran above) and ends after the run;
                    // each world is taken by one thread, once (`Shares`).
                    unsafe { table.compact_world(&job, i, &mut moved) };
                }
            }
        });
        self.shared.tables[arch].compact_end(job);
        if let Err(e) = r {
            panic!("compaction: {e}");
        }
    }

    fn compact_all(&mut self) -> u64 {
        let mut rows = 0;
        for a in 0..self.shared.tables.len() {
            if self.shared.tables[a].is_dirty() {
                rows += self.shared.tables[a].len() as u64;
                self.compact(a);
            } else {
                // A reset that refilled every row in place left nothing to compact; its mark
                // must not apply to a later compaction.
                self.shared.tables[a].end_restarts();
            }
        }
        self.refresh_views();
        rows
    }

    /// Worlds per chunk of work: small enough to balance, large enough to amortise. Enough
    /// worlds for about [`CHUNK_ROWS`] rows (`rows`: the run's rows per world), at most 64:
    /// with fewer, handing out and timing chunks costs more than the balance gains, and with
    /// more, a few large worlds would not spread over the threads. But always at least two
    /// chunks per thread when there are worlds enough: rows can be expensive (a crowd agent
    /// scoring a hundred velocities), and one chunk would leave the other threads idle.
    fn chunk(&self, rows: u64) -> u32 {
        let threads = self.pool.threads() as u32;
        let least = (CHUNK_ROWS / rows.max(1)).clamp(1, 64) as u32;
        let chunk = (self.worlds / (threads * 16)).clamp(least, 2048);
        chunk.min((self.worlds / (threads * 2)).max(1))
    }

    /// Whether per-row nodes whose rows may run apart ([`NodeKernel::Rows`]`::rows_apart`) run
    /// in chunks of rows instead of whole worlds: when there are too few worlds to share out.
    fn split_rows(&self) -> bool {
        self.pool.threads() > 1 && (self.worlds as usize) < 2 * self.pool.threads()
    }

    fn stopped(&self) -> bool {
        self.shared.stop.load(Ordering::Acquire) != 0
    }

    /// Clears world `w` (every entity destroyed, its rows kept for reuse) and runs
    /// `init_world` in it, spawning into the freed rows first. Run by the thread owning `w`.
    fn reset_one(&self, w: u32, ctx: &Ctx, thread: usize) {
        let l = &self.locals[thread];
        // SAFETY: as below: world `w` belongs to this thread.
        let ents = unsafe { self.shared.world(w) };
        let mut touched = false;
        {
            // SAFETY: the thread's own state; world `w` belongs to this thread. The borrow ends
            // before `init_world` runs: its spawns reach the same `Reuse` through `ctx.reuse`.
            let reuse = unsafe { &mut *l.reuse.get() };
            ents.clear(|arch, row| {
                self.shared.tables[arch as usize].delete_row_quiet(row);
                reuse.rows[arch as usize].push(row);
                touched = true;
            });
            if touched {
                for q in &mut reuse.rows {
                    q.sort_unstable();
                }
            }
        }
        // Cleared first: a `reset_world()` in `init_world` marks the world again, for the end
        // of the next step.
        self.shared.reset[w as usize].store(false, Ordering::Relaxed);
        if let Some(f) = self.kernels.init_world {
            // SAFETY: the kernel was compiled for per-world use; `w` belongs to this thread.
            unsafe { f(ctx, w, w + 1) };
            // SAFETY: this thread's own `Local`, and the kernel call has returned.
            unsafe { l.forget_spawns() };
            // SAFETY: as above; the only world the kernel ran in is `w`, this thread's.
            unsafe { l.release_held(&self.shared) };
        }
        // SAFETY: as above, and the kernel has returned: no other reference to it is live.
        let reuse = unsafe { &mut *l.reuse.get() };
        for (a, t) in self.shared.tables.iter().enumerate() {
            // Rows the new episode did not refill are holes that no log holds.
            let unfilled = touched && reuse.next[a] < reuse.rows[a].len();
            // A marked world is read whole by the next compaction, its rows kept in the order
            // they were spawned in (SEMANTICS.md 10.7). A clean table has no holes, so a world
            // that refilled its rows there has them in that order already, where they were:
            // it is left unmarked (the common case; marking was a store to a line no system
            // touches, a cache miss a reset). A dirty one may hold a hole of this world (a
            // destroy of this step, or of `init_world`), which would otherwise take the
            // world's last row.
            if unfilled || t.is_dirty() {
                t.restart_world(w);
            }
            if unfilled {
                t.mark_dirty();
            }
            if touched {
                reuse.rows[a].clear();
                reuse.next[a] = 0;
            }
        }
    }

    /// Resets the listed worlds, this thread's: those whose reset refills in place
    /// ([`Kernels::init_refill`]; `mw_jit::ir::refill` says when) with one call of
    /// `init_world` for them all, the others one at a time ([`Sim::reset_one`]). A world
    /// refills in place when it holds exactly the entities `init_world` spawns (so many of each
    /// archetype): its ids, generations and rows are then taken here, as the spawns would take
    /// them, and the call's spawns read them ([`Ctx::refill_spawns`]). The same bits either
    /// way; CartPole's resets cost about half as much (a kernel call, a spawn through the
    /// runtime and a reset's bookkeeping for each world were most of a reset).
    fn reset_list(&self, list: &[u32], ctx: &Ctx, thread: usize) {
        // A stopped step resets nothing more: the flags stay set, and the resets are served at
        // the end of the next step (a reset begun now would leave its world cleared but not
        // set up again, `init_world` returning at once).
        if self.stopped() {
            return;
        }
        let archs = &self.kernels.init_refill;
        let Some(f) = self.kernels.init_world.filter(|_| !archs.is_empty()) else {
            for &w in list {
                self.reset_one(w, ctx, thread);
            }
            return;
        };
        let l = &self.locals[thread];
        // SAFETY: this thread's own buffers; no kernel call is running on this thread.
        let (worlds, spawns) = unsafe { (&mut *l.refill_worlds.get(), &mut *l.refill_spawns.get()) };
        worlds.clear();
        spawns.clear();
        for &w in list {
            // SAFETY: world `w` belongs to this thread (the caller's chunk).
            let ents = unsafe { self.shared.world(w) };
            let refilled = ents.refill(archs, |arch, row, e| {
                // SAFETY: `row` is a row of world `w`'s entity of this archetype, which the
                // refill just destroyed; this thread owns the world.
                unsafe { self.shared.tables[arch as usize].reuse_row(row, w, e) };
                spawns.push(Spawned { entity: e.to_bits(), row: row as u64 });
            });
            if refilled {
                // Cleared before `init_world` runs, as in `reset_one`.
                self.shared.reset[w as usize].store(false, Ordering::Relaxed);
                worlds.push(w);
            } else {
                self.reset_one(w, ctx, thread);
            }
        }
        if worlds.is_empty() {
            return;
        }
        let listed = Ctx { refill_worlds: worlds.as_ptr(), refill_spawns: spawns.as_ptr(), ..*ctx };
        // SAFETY: the kernel was compiled to take a list of worlds with their spawns taken
        // (`init_refill` is set), and both buffers hold them for `worlds.len()` worlds, all
        // this thread's.
        unsafe { f(&listed, 0, worlds.len() as u32) };
        // SAFETY: this thread's own `Local`, after the call; its worlds are this thread's.
        unsafe {
            l.forget_spawns();
            l.release_held(&self.shared);
        }
        // As `reset_one` does for a world that refilled its rows: marked where the table is
        // dirty (it may hold a hole of the world).
        for t in self.shared.tables.iter().filter(|t| t.is_dirty()) {
            for &w in worlds.iter() {
                t.restart_world(w);
            }
        }
    }

    /// Runs `init_world` for the given worlds after clearing them, reusing their rows.
    fn init_worlds(&mut self, worlds: &[u32], node: u32) -> Result<u64, String> {
        let next = AtomicUsize::new(0);
        let chunk = 64usize;
        let this = SendPtr(self as *const Sim);
        self.pool.run(&|t| {
            // SAFETY: threads only read `Sim`; each world (its slots, its rows, its reuse list)
            // is handled by one thread.
            let sim = unsafe { this.get() };
            let ctx = sim.ctx(t, node, Mode::Init);
            loop {
                let i = next.fetch_add(chunk, Ordering::Relaxed);
                if i >= worlds.len() || sim.stopped() {
                    break;
                }
                for &w in &worlds[i..(i + chunk).min(worlds.len())] {
                    sim.reset_one(w, &ctx, t);
                }
            }
        })?;
        self.refresh_views();
        Ok(worlds.len() as u64)
    }

    fn check_overflow(&self) -> Result<(), String> {
        for (i, t) in self.shared.tables.iter().enumerate() {
            if t.take_overflow() {
                return Err(self.full_message(i));
            }
        }
        Ok(())
    }

    fn full_message(&self, arch: usize) -> String {
        let how = if self.memory_bound[arch] {
            "more would not fit in this machine's memory; spawn fewer entities"
        } else {
            "raise --max-rows, or spawn fewer entities"
        };
        format!(
            "archetype `{}` is full: a spawn failed after {} rows ({how})",
            self.spec.archetypes[arch].name,
            self.shared.tables[arch].capacity()
        )
    }

    /// The error for a stopped run, if the stop word is set.
    fn stop_error(&self, during: &str) -> Result<(), String> {
        match self.shared.stop.load(Ordering::Acquire) {
            0 => Ok(()),
            abi::STOP_TIMEOUT => Err(format!(
                "{during} ran longer than the step time limit of {} s and was stopped (raise it with --step-timeout if it really needs longer)",
                fmt_secs(self.timeout)
            )),
            abi::STOP_TABLE_FULL => {
                let a = self.shared.full_arch.load(Ordering::Acquire) as usize;
                let _ = self.shared.tables.get(a).map(|t| t.take_overflow());
                Err(format!("{during} stopped: {}", self.full_message(a)))
            }
            abi::STOP_INTERRUPT => Err(format!("{during} was interrupted and stopped part way")),
            _ => Err(format!("{during} stopped: internal error in a runtime function (please report it)")),
        }
    }

    /// The worlds in `[w0, w1)` marked for a reset (`reset_world()`), in order. Their entity
    /// slots (a cache line no system touches) start loading now, all at once, rather than one
    /// miss after another in the reset loop.
    fn marked(&self, w0: u32, w1: u32) -> Vec<u32> {
        let mut list = Vec::new();
        self.marked_into(w0, w1, &mut list);
        list
    }

    /// [`Sim::marked`] into `list` (cleared first), reusing its allocation. A few percent of
    /// worlds reset in a step, at random: the flags are tested 64 at a time (SSE2 compares to
    /// a bit mask), and only set bits are visited.
    fn marked_into(&self, w0: u32, w1: u32, list: &mut Vec<u32>) {
        list.clear();
        let flags = &self.shared.reset[w0 as usize..w1 as usize];
        // SAFETY: `AtomicBool` is one byte, 0 or 1, laid out as `u8`. The flags of worlds
        // [w0, w1) are written only by the thread that owns those worlds (the caller), and not
        // during this call.
        let bytes = unsafe { std::slice::from_raw_parts(flags.as_ptr() as *const u8, flags.len()) };
        let mut blocks = bytes.chunks_exact(64);
        let mut w = w0;
        for block in &mut blocks {
            let mut m = set_bytes(block.try_into().expect("64 bytes"));
            while m != 0 {
                list.push(w + m.trailing_zeros());
                m &= m - 1;
            }
            w += 64;
        }
        list.extend(blocks.remainder().iter().enumerate().filter(|(_, b)| **b != 0).map(|(k, _)| w + k as u32));
        // Plain loads, not prefetch instructions: measured on CartPole (65536 worlds, an AMD EPYC
        // VM), the reset loop's first read of each slot still missed after a prefetch, even one
        // issued a whole chunk earlier (a fifth of the step), and not after these loads, which
        // the core overlaps.
        for &w in list.iter() {
            // SAFETY: the slot's first byte, initialized; world `w` is the caller's.
            unsafe { std::ptr::read_volatile(self.shared.entities[w as usize].get() as *const u8) };
        }
    }

    /// Advances every world by one step.
    ///
    /// Consecutive systems that cannot add or remove rows run *fused*: each thread takes a
    /// chunk of worlds through all of them before the next chunk. Worlds are independent, so
    /// this computes exactly what node-by-node execution computes, with one barrier instead of
    /// several and each chunk's rows still in cache for the next system.
    pub fn step(&mut self) -> Result<(), String> {
        let t_step = Instant::now();
        let mut times = Vec::with_capacity(self.kernels.nodes.len() + 3);
        self.events.clear();
        self.shared.stop.store(0, Ordering::Release);
        self.watchdog.arm();
        let r = self.step_graph(&mut times);
        self.watchdog.disarm();
        // Numbered as SEMANTICS.md numbers steps: the first is step 0.
        let r = r.and_then(|()| self.stop_error(&format!("step {}", self.step)));
        let t = Instant::now();
        let rows = self.compact_all();
        if rows > 0 {
            let ns = t.elapsed().as_nanos() as u64;
            times.push(NodeTime::engine("compact", ns, rows));
            self.event("compact", t, ns);
        }
        r?;
        self.check_overflow()?;
        let accounted: u64 = times.iter().map(|t| t.nanos).sum();
        let total = t_step.elapsed().as_nanos() as u64;
        times.push(NodeTime::engine("executor", total.saturating_sub(accounted), 0));
        self.step += 1;
        self.last = times;
        Ok(())
    }

    /// Runs the plan's runs in order (see [`Kernels::runs`]).
    fn step_graph(&mut self, times: &mut Vec<NodeTime>) -> Result<(), String> {
        let nruns = self.kernels.runs.len();
        let mut reset_done = false;
        for ri in 0..nruns {
            let abi::Run { first, end, .. } = self.kernels.runs[ri];
            if let NodeKernel::SortBy { arch, .. } = &self.kernels.nodes[first] {
                let a = *arch as usize;
                let t0 = Instant::now();
                if self.shared.tables[a].is_dirty() {
                    self.compact(a);
                }
                let rows = self.shared.tables[a].len() as u64;
                self.sort_by(first)?;
                self.refresh_views();
                let name = self.kernels.nodes[first].name();
                let ns = t0.elapsed().as_nanos() as u64;
                self.event(name.clone(), t0, ns);
                times.push(NodeTime::engine(name, ns, rows));
                continue;
            }
            // Tables these systems walk must be grouped by world.
            let t0 = Instant::now();
            let mut compacted = 0;
            for k in 0..self.kernels.runs[ri].compact.len() {
                let a = self.kernels.runs[ri].compact[k] as usize;
                if self.shared.tables[a].is_dirty() {
                    compacted += self.shared.tables[a].len() as u64;
                    self.compact(a);
                }
            }
            if compacted > 0 {
                self.refresh_views();
                let ns = t0.elapsed().as_nanos() as u64;
                times.push(NodeTime::engine("compact", ns, compacted));
                self.event("compact", t0, ns);
            }
            let last = ri + 1 == nruns && self.kernels.reset_in_last_run && !self.manual_resets;
            let apart = |n: &NodeKernel| matches!(n, NodeKernel::Rows { rows_apart: true, .. });
            if self.split_rows() && self.kernels.nodes[first..end].iter().any(apart) {
                // Few worlds: node by node (what fusing computes anyway), so that a node whose
                // rows may run apart can split its worlds' rows among the threads. Resets wait
                // for the end of the graph.
                for k in first..end {
                    let r = self.run_systems(k, k + 1, false, times);
                    self.refresh_views();
                    r?;
                    if self.stopped() {
                        return Ok(());
                    }
                }
                continue;
            }
            let r = self.run_systems(first, end, last, times);
            // Spawns changed table lengths; keep views current.
            self.refresh_views();
            r?;
            if self.stopped() {
                return Ok(());
            }
            reset_done |= last;
        }
        if !reset_done && !self.manual_resets {
            // The step ended with a sort node (or has no systems): reset here.
            let worlds = self.marked(0, self.worlds);
            if !worlds.is_empty() {
                let t = Instant::now();
                let n = self.init_worlds(&worlds, abi::NODE_RESET)?;
                let ns = t.elapsed().as_nanos() as u64;
                times.push(NodeTime::engine("reset", ns, n));
                self.event("reset", t, ns);
            }
        }
        Ok(())
    }

    /// The engine's sort node `node` (a `NodeKernel::SortBy`): each world's rows of its table by
    /// the key, on every thread: in chunks of worlds, each with its own buffers, or, with fewer
    /// worlds than threads, a world's columns at once ([`Sim::sort_columns_apart`]).
    fn sort_by(&mut self, node: usize) -> Result<(), String> {
        let NodeKernel::SortBy { arch, comp, offset, signed, unmoved } = &self.kernels.nodes[node] else {
            unreachable!("sort_by runs sort nodes")
        };
        let (a, comp, offset, signed) = (*arch as usize, CompId(*comp), *offset as usize, *signed);
        let worlds = self.worlds;
        if self.pool.threads() == 1 {
            let shared = &mut *self.shared;
            let (tables, entities) = (&mut shared.tables, &mut shared.entities);
            tables[a].sort_worlds_by(comp, offset, signed, unmoved, |w, ents, dest, start| {
                entities[w as usize].get_mut().set_rows(ents, dest, start)
            });
            return Ok(());
        }
        let Some(job) = self.shared.tables[a].sort_begin(comp, offset, signed, unmoved) else {
            return Ok(());
        };
        if (worlds as usize) < self.pool.threads() {
            return self.sort_columns_apart(a, job);
        }
        let rows = self.shared.tables[a].len() as u64 / worlds as u64;
        let shares = Shares::new(worlds, self.chunk(rows), self.pool.threads());
        let this = SendPtr(self as *const Sim);
        let r = self.pool.run(&|t| {
            // SAFETY: threads only read `Sim`; each world (its rows, its entity slots, its part
            // of the index) belongs to the one thread that took its chunk, and so do the
            // thread's sort buffers.
            let sim = unsafe { this.get() };
            let table = &sim.shared.tables[a];
            // SAFETY: as above: thread `t`'s own sort buffers, which no other thread uses.
            let bufs = unsafe { &mut *sim.locals[t].sort.get() };
            let mut moved = |w: u32, ents: &[Entity], dest: &[u32], start: u32| {
                // SAFETY: sort_world reports only rows of the world it was called for, one this thread took.
                unsafe { sim.shared.world(w) }.set_rows(ents, dest, start)
            };
            while let Some(ws) = shares.take(t) {
                for w in ws {
                    // SAFETY: the job is this table's and ends after the run; each world is taken
                    // by one thread, once (`Shares`).
                    unsafe { table.sort_world(&job, w, bufs, &mut moved) };
                }
            }
        });
        self.shared.tables[a].sort_end(job);
        r
    }

    /// A sort with fewer worlds than threads: each world planned on this thread, then its
    /// columns moved on all of them, one column a thread at a time (the widest first; the
    /// entities' column, with the slots, on one thread). A world's sort is otherwise one
    /// thread's work while the others wait: in boids' single world of 131072 ships, half the
    /// sort's time.
    fn sort_columns_apart(&mut self, a: usize, job: crate::table::SortJob) -> Result<(), String> {
        let mut plan = std::mem::take(&mut self.sort_plan);
        // Widest first; the entities' column (1) also writes the slots: count it wider.
        let mut sized: Vec<(usize, usize)> =
            job.column_sizes().map(|(c, s)| (c, s + if c == 1 { 8 } else { 0 })).collect();
        sized.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        let cols: Vec<usize> = sized.into_iter().map(|(c, _)| c).collect();
        let mut r = Ok(());
        for w in 0..self.worlds {
            let table = &self.shared.tables[a];
            // SAFETY: this thread alone plans, with its own buffers.
            if !unsafe { table.sort_plan(&job, w, &mut plan) } {
                continue;
            }
            let next = AtomicUsize::new(0);
            let (dest, cols) = (plan.dest(), &cols);
            let this = SendPtr(self as *const Sim);
            r = self.pool.run(&|t| {
                // SAFETY: threads only read `Sim`; each column of the world (and, with the
                // entities' column, the world's slots) belongs to the thread that took it, and
                // so do the thread's sort buffers.
                let sim = unsafe { this.get() };
                let table = &sim.shared.tables[a];
                // SAFETY: as above: thread `t`'s own sort buffers, which no other thread uses.
                let scratch = unsafe { &mut *sim.locals[t].sort.get() }.scratch();
                let mut moved = |w: u32, ents: &[Entity], dest: &[u32], start: u32| {
                    // SAFETY: only the thread that took column 1 (the entities) calls `moved`, for world `w`.
                    unsafe { sim.shared.world(w) }.set_rows(ents, dest, start)
                };
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&c) = cols.get(k) else { break };
                    // SAFETY: each column is taken by one thread (the counter); `dest` is world
                    // `w`'s plan, made above; the job ends after the runs.
                    unsafe { table.sort_column(&job, w, dest, c, scratch, &mut moved) };
                }
            });
            if r.is_err() {
                break;
            }
        }
        self.sort_plan = plan;
        self.shared.tables[a].sort_end(job);
        r
    }

    /// Runs system nodes `[first, end)` fused over chunks of worlds; with `last`, also resets
    /// each chunk's marked worlds once every node has run on it. The run's wall-clock time is
    /// shared among its nodes in proportion to the threads' time in each.
    fn run_systems(&mut self, first: usize, end: usize, last: bool, times: &mut Vec<NodeTime>) -> Result<(), String> {
        let worlds = self.worlds;
        let next = AtomicUsize::new(0);
        let nodes = &self.kernels.nodes[first..end];
        let row_count = |n: &NodeKernel| match n {
            NodeKernel::Rows { passes, .. } => {
                passes.iter().map(|(a, _, _)| self.shared.tables[*a as usize].len() as u64).sum()
            }
            _ => worlds as u64,
        };
        let chunk = self.chunk(nodes.iter().map(row_count).max().unwrap_or(0) / worlds.max(1) as u64);
        let shares = Shares::new(worlds, chunk, self.pool.threads());
        // A lone node whose rows may run apart, with too few worlds to share: chunks of rows
        // (pass, first row, end row) instead of worlds.
        let row_chunks: Vec<(usize, u32, u32)> = match nodes {
            [NodeKernel::Rows { passes, rows_apart: true, .. }] if self.split_rows() && !last => {
                let mut v = Vec::new();
                for (i, (a, _, _)) in passes.iter().enumerate() {
                    let len = self.shared.tables[*a as usize].len();
                    let size = (len / (self.pool.threads() as u32 * 8)).max(CHUNK_ROWS as u32 / 4).next_multiple_of(4);
                    v.extend((0..len).step_by(size as usize).map(|r| (i, r, (r + size).min(len))));
                }
                v
            }
            _ => Vec::new(),
        };
        let split = !row_chunks.is_empty();
        // Sampled steps run fused kernels as their parts, timing each.
        let sample = self.sample_every > 0 && self.step.is_multiple_of(self.sample_every as u64);
        let nparts = |n: &NodeKernel| match n {
            NodeKernel::Rows { parts, .. } if sample => parts.len(),
            _ => 0,
        };
        let spent: Vec<AtomicU64> = nodes.iter().map(|_| AtomicU64::new(0)).collect();
        let part_spent: Vec<Vec<AtomicU64>> =
            nodes.iter().map(|n| (0..nparts(n)).map(|_| AtomicU64::new(0)).collect()).collect();
        let simd: Vec<AtomicU64> = nodes.iter().map(|_| AtomicU64::new(0)).collect();
        let reset_spent = AtomicU64::new(0);
        let reset_count = AtomicU64::new(0);
        // Per thread that took part: (thread, its start, its time per node, its reset time).
        let records: Mutex<Vec<(usize, Instant, Vec<u64>, u64)>> = Mutex::new(Vec::new());
        let rows: Vec<u64> = nodes.iter().map(row_count).collect();
        let this = SendPtr(self as *const Sim);
        let t_run = Instant::now();
        let result = self.pool.run(&|t| {
            // SAFETY: threads only read `Sim`; the worlds of a chunk belong to one thread, and
            // so does the thread's `Local`.
            let sim = unsafe { this.get() };
            let local = &sim.locals[t];
            let ctx = sim.ctx(t, 0, Mode::Systems);
            let mut mine = vec![0u64; nodes.len()];
            let mut parts_mine: Vec<Vec<u64>> = nodes.iter().map(|n| vec![0u64; nparts(n)]).collect();
            let mut simd_mine = vec![0u64; nodes.len()];
            let mut reset_mine = 0u64;
            let mut list = Vec::new();
            let t_thread = Instant::now();
            // One loop or the other: chunks of rows, or each thread's share of worlds.
            if split {
                loop {
                    let c = next.fetch_add(1, Ordering::Relaxed);
                    if c >= row_chunks.len() || sim.stopped() {
                        break;
                    }
                    let (i, r0, r1) = row_chunks[c];
                    let mut t0 = Instant::now();
                    let NodeKernel::Rows { passes, parts, .. } = &nodes[0] else { unreachable!("split rows nodes") };
                    if nparts(&nodes[0]) > 0 {
                        for (j, part) in parts.iter().enumerate() {
                            let pass = part.passes.iter().find(|p| p.0 == passes[i].0).expect("a part runs every pass");
                            simd_mine[0] += sim.rows_range(&ctx, local, pass, r0, r1);
                            let t1 = Instant::now();
                            parts_mine[0][j] += (t1 - t0).as_nanos() as u64;
                            mine[0] += (t1 - t0).as_nanos() as u64;
                            t0 = t1;
                        }
                    } else {
                        simd_mine[0] += sim.rows_range(&ctx, local, &passes[i], r0, r1);
                        mine[0] += t0.elapsed().as_nanos() as u64;
                    }
                }
            } else {
                // One clock read per node boundary: each node's end is the next one's start, and
                // a chunk's last reading starts the next chunk (a reading waits for the core's
                // earlier instructions, which stalls the kernels around it: four readings a
                // chunk were 2% of CartPole's step on two threads).
                let mut t0 = t_thread;
                while let Some(std::ops::Range { start: w0, end: w1 }) = shares.take(t) {
                    if sim.stopped() {
                        break;
                    }
                    for (k, node) in nodes.iter().enumerate() {
                        match node {
                            NodeKernel::Rows { passes, structural, parts, .. } => {
                                if nparts(node) > 0 {
                                    for (j, part) in parts.iter().enumerate() {
                                        simd_mine[k] += sim.rows_pass(&ctx, local, &part.passes, w0, w1, false);
                                        let t1 = Instant::now();
                                        parts_mine[k][j] += (t1 - t0).as_nanos() as u64;
                                        mine[k] += (t1 - t0).as_nanos() as u64;
                                        t0 = t1;
                                    }
                                    continue;
                                }
                                simd_mine[k] += sim.rows_pass(&ctx, local, passes, w0, w1, *structural);
                            }
                            NodeKernel::Worlds { kernel, structural, .. } => {
                                // SAFETY: the worlds [w0, w1) are this thread's.
                                unsafe { kernel(&ctx, w0, w1) };
                                if *structural {
                                    // SAFETY: this thread's own `Local`, between kernel calls.
                                    unsafe { local.forget_spawns() };
                                    // SAFETY: as above; the worlds its destroys held are
                                    // of [w0, w1), this thread's.
                                    unsafe { local.release_held(&sim.shared) };
                                }
                            }
                            NodeKernel::SortBy { .. } => unreachable!("sort nodes are not fused"),
                        }
                        let t1 = Instant::now();
                        mine[k] += (t1 - t0).as_nanos() as u64;
                        t0 = t1;
                    }
                    if last {
                        // The chunk's worlds marked for a reset, by this step's systems or earlier
                        // (a reset asked for by `init_world` waits for the end of the next step).
                        sim.marked_into(w0, w1, &mut list);
                        if !list.is_empty() {
                            let rctx = sim.ctx(t, abi::NODE_RESET, Mode::Init);
                            sim.reset_list(&list, &rctx, t);
                            reset_count.fetch_add(list.len() as u64, Ordering::Relaxed);
                            let t1 = Instant::now();
                            reset_mine += (t1 - t0).as_nanos() as u64;
                            t0 = t1;
                        }
                    }
                }
            }
            if mine.iter().any(|x| *x > 0) || reset_mine > 0 {
                records.lock().unwrap_or_else(|e| e.into_inner()).push((t, t_thread, mine.clone(), reset_mine));
            }
            for (k, s) in mine.into_iter().enumerate() {
                spent[k].fetch_add(s, Ordering::Relaxed);
                simd[k].fetch_add(simd_mine[k], Ordering::Relaxed);
                for (j, ps) in parts_mine[k].iter().enumerate() {
                    part_spent[k][j].fetch_add(*ps, Ordering::Relaxed);
                }
            }
            reset_spent.fetch_add(reset_mine, Ordering::Relaxed);
        });
        let wall = t_run.elapsed().as_nanos() as u64;
        let spent: Vec<u64> = spent.into_iter().map(AtomicU64::into_inner).collect();
        let reset_spent = reset_spent.into_inner();
        let busy = (spent.iter().sum::<u64>() + reset_spent).max(1);
        let share = |ns: u64| (wall as u128 * ns as u128 / busy as u128) as u64;
        for (k, n) in nodes.iter().enumerate() {
            let simd_rows = simd[k].load(Ordering::Relaxed);
            let (name, parts) = match n {
                NodeKernel::Rows { name, parts, .. } if !parts.is_empty() => (name, parts),
                _ => {
                    times.push(NodeTime {
                        name: n.name(),
                        nanos: share(spent[k]),
                        rows: rows[k],
                        simd_rows,
                        engine: false,
                        fused: None,
                        variant: None,
                    });
                    continue;
                }
            };
            if !part_spent[k].is_empty() {
                let ps: Vec<u64> = part_spent[k].iter().map(|x| x.load(Ordering::Relaxed)).collect();
                let total = ps.iter().sum::<u64>().max(1) as f64;
                self.shares[first + k] = Some(ps.iter().map(|x| *x as f64 / total).collect());
            }
            let measured = self.shares[first + k].is_some();
            for (part, f) in parts.iter().zip(self.fractions(first + k, parts.len())) {
                times.push(NodeTime {
                    name: part.name.clone(),
                    nanos: (share(spent[k]) as f64 * f) as u64,
                    rows: rows[k],
                    // In a sampled step every part counted the rows.
                    simd_rows: if part_spent[k].is_empty() { simd_rows } else { simd_rows / parts.len() as u64 },
                    engine: false,
                    fused: Some((name.clone(), measured)),
                    variant: None,
                });
            }
        }
        let count = reset_count.into_inner();
        if count > 0 {
            times.push(NodeTime::engine("reset", share(reset_spent), count));
        }
        self.run_events(first, nodes.len(), records.into_inner().unwrap_or_else(|e| e.into_inner()));
        result
    }

    /// How fused node `node`'s time divides among its `parts` systems: as last measured, or
    /// evenly before any sample.
    fn fractions(&self, node: usize, parts: usize) -> Vec<f64> {
        self.shares[node].clone().unwrap_or_else(|| vec![1.0 / parts as f64; parts])
    }

    /// A run's [`Event`]s: per thread, each node's time (a fused kernel's divided among its
    /// systems as in the summary table), end to end from the thread's start, then its resets.
    fn run_events(&mut self, first: usize, n: usize, mut records: Vec<(usize, Instant, Vec<u64>, u64)>) {
        records.sort_by_key(|r| r.0);
        for (t, start, mine, reset) in records {
            let mut at = start.saturating_duration_since(self.epoch).as_nanos() as u64;
            let mut push = |events: &mut Vec<Event>, name: String, engine, fused, dur: u64| {
                events.push(Event { name, engine, fused, thread: t as u32, start_ns: at, dur_ns: dur });
                at += dur;
            };
            for k in 0..n {
                let node = &self.kernels.nodes[first + k];
                match node {
                    NodeKernel::Rows { name, parts, .. } if !parts.is_empty() => {
                        for (part, f) in parts.iter().zip(self.fractions(first + k, parts.len())) {
                            let dur = (mine[k] as f64 * f) as u64;
                            push(&mut self.events, part.name.clone(), false, Some(name.clone()), dur);
                        }
                    }
                    _ => push(&mut self.events, node.name(), false, None, mine[k]),
                }
            }
            if reset > 0 {
                push(&mut self.events, "reset".to_string(), true, None, reset);
            }
        }
    }

    /// Runs one pass of a per-row node over rows `[r0, r1)` of its table: the SIMD kernel on
    /// whole groups of four, the scalar kernel on the rest; returns the rows SIMD kernels
    /// computed. Rows of worlds this thread owns, or of a node whose rows may run apart (then
    /// `r0` is a multiple of 4, so SIMD groups are the same whichever thread runs them).
    fn rows_range(
        &self,
        ctx: &Ctx,
        local: &Local,
        pass: &(u32, abi::KernelFn, Option<abi::KernelFn>),
        r0: u32,
        r1: u32,
    ) -> u64 {
        let (_, f, v) = pass;
        let mut simd_rows = 0;
        let mut from = r0;
        if let Some(v) = v {
            let mid = r0 + (r1.saturating_sub(r0) & !3);
            if mid > r0 {
                // SAFETY: this thread's counter; the rows are this thread's to run.
                let before = unsafe { *local.fallbacks.get() };
                // SAFETY: the pass's SIMD kernel, compiled for this table; rows [r0, mid) are whole groups of
                // four, this thread's to run, and `ctx` is this thread's context.
                unsafe { v(ctx, r0, mid) };
                // SAFETY: as above: this thread's own counter, read after the kernel returned.
                let fell = unsafe { *local.fallbacks.get() } - before;
                simd_rows += (mid - r0) as u64 - 4 * fell;
            }
            from = mid;
        }
        if r1 > from {
            // SAFETY: as above; the kernel was compiled for this table.
            unsafe { f(ctx, from, r1) };
        }
        simd_rows
    }

    /// Runs one per-row node's passes over the rows of worlds `[w0, w1)`; returns the rows
    /// SIMD kernels computed.
    fn rows_pass(
        &self,
        ctx: &Ctx,
        local: &Local,
        passes: &[(u32, abi::KernelFn, Option<abi::KernelFn>)],
        w0: u32,
        w1: u32,
        structural: bool,
    ) -> u64 {
        let mut simd_rows = 0;
        for pass in passes {
            let ranges = self.shared.tables[pass.0 as usize].ranges();
            let start = ranges[w0 as usize][0];
            let last = ranges[w1 as usize - 1];
            // The rows belong to worlds [w0, w1), owned by this thread.
            simd_rows += self.rows_range(ctx, local, pass, start, last[0] + last[1]);
            if structural {
                // SAFETY: this thread's own `Local`, between kernel calls.
                unsafe { local.forget_spawns() };
            }
        }
        if structural {
            // The node's last pass over these worlds is done.
            // SAFETY: this thread's own `Local`, after the kernel calls; the worlds its destroys held are
            // of [w0, w1), this thread's.
            unsafe { local.release_held(&self.shared) };
        }
        simd_rows
    }
}

/// Rows a chunk of work should hold at least (whole worlds, or rows of a split node).
const CHUNK_ROWS: u64 = 4096;

/// Rows a compaction moves below which it runs on the stepping thread alone (tens of
/// microseconds of copying; waking the pool costs about as much).
const SERIAL_COMPACTION_ROWS: usize = 256;

/// Hands out worlds `[0, end)` in chunks to the threads of a run, each thread first taking the
/// chunks of its own share (a contiguous `1/threads` of the worlds, the same in every run), then
/// helping with what is left of the others'. A world's rows are then mostly handled by one
/// thread in every node of a step (the cell keys, the sort, the neighbour loop), and stay in
/// that core's cache from one node to the next, as with OpenMP's static schedule; with one
/// shared counter, which thread took which world changed from run to run, and a step took
/// 15-20% longer in about a third of the processes (boids, 64 x 2048, 2 threads).
struct Shares {
    next: Vec<Padded>,
    ends: Vec<u32>,
    chunk: u32,
}

/// A counter on a cache line of its own.
#[repr(align(128))]
struct Padded(AtomicU32);

impl Shares {
    fn new(end: u32, chunk: u32, threads: usize) -> Shares {
        let threads = threads.max(1);
        let cut = |t: usize| (end as u64 * t as u64 / threads as u64) as u32;
        Shares {
            next: (0..threads).map(|t| Padded(AtomicU32::new(cut(t)))).collect(),
            ends: (1..=threads).map(cut).collect(),
            chunk: chunk.max(1),
        }
    }

    /// The next chunk for thread `t`: of its own share while any is left, then of the others'.
    fn take(&self, t: usize) -> Option<std::ops::Range<u32>> {
        let n = self.next.len();
        for k in 0..n {
            let s = (t + k) % n;
            let end = self.ends[s];
            // Counters only grow, by at most a chunk per thread per call past their end.
            if self.next[s].0.load(Ordering::Relaxed) >= end {
                continue;
            }
            let at = self.next[s].0.fetch_add(self.chunk, Ordering::Relaxed);
            if at < end {
                return Some(at..(at + self.chunk).min(end));
            }
        }
        None
    }
}

/// The key of every stream the kernels draw from, by slot.
fn stream_keys(key: [u32; 4], kernels: &Kernels) -> Vec<[u32; 4]> {
    kernels.streams.iter().map(|(name, purpose)| abi::stream_key(key, name, *purpose)).collect()
}

fn fmt_secs(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s == s.trunc() { format!("{}", s as u64) } else { format!("{s}") }
}

/// Bytes of memory tables and singletons may use: three quarters of the physical memory.
fn memory_budget() -> u64 {
    // SAFETY: sysconf has no preconditions.
    let (pages, page) = unsafe { (libc::sysconf(libc::_SC_PHYS_PAGES), libc::sysconf(libc::_SC_PAGESIZE)) };
    if pages > 0 && page > 0 { pages as u64 * page as u64 / 4 * 3 } else { u64::MAX }
}

/// Refuses a world count whose bookkeeping (entity slots, reset flags, per-table ranges) would
/// not fit in this machine's memory, instead of aborting on allocation.
fn check_memory(worlds: u64, tables: u64) -> Result<(), String> {
    let per_world = std::mem::size_of::<WorldEntities>() as u64 + 1 + 8 * tables;
    let need = worlds.saturating_mul(per_world);
    // SAFETY: sysconf has no preconditions.
    let (pages, page) = unsafe { (libc::sysconf(libc::_SC_PHYS_PAGES), libc::sysconf(libc::_SC_PAGESIZE)) };
    if pages > 0 && page > 0 {
        let phys = pages as u64 * page as u64;
        if need > phys / 2 {
            return Err(format!(
                "{worlds} worlds need about {} MiB for bookkeeping alone; this machine has {} MiB of memory",
                need >> 20,
                phys >> 20
            ));
        }
    }
    Ok(())
}

/// Sets the stop word when a step runs past the time limit. It polls a timestamp the executor
/// writes at the start and end of each step, so a step costs two stores, not a wake-up.
struct Watchdog {
    state: Arc<WatchState>,
    handle: Option<std::thread::JoinHandle<()>>,
}

struct WatchState {
    origin: Instant,
    /// Nanoseconds since `origin` (plus one) when the running step started; 0 when idle.
    started: AtomicU64,
    quit: AtomicBool,
    /// The host's interrupt flag ([`Executor::set_interrupt`]), or null.
    interrupt: std::sync::atomic::AtomicPtr<AtomicBool>,
}

impl Watchdog {
    fn start(stop: Arc<AtomicU32>, limit: Duration) -> Result<Watchdog, String> {
        let state = Arc::new(WatchState {
            origin: Instant::now(),
            started: AtomicU64::new(0),
            quit: AtomicBool::new(false),
            interrupt: std::sync::atomic::AtomicPtr::new(std::ptr::null_mut()),
        });
        let st = state.clone();
        let period = (limit / 8).clamp(Duration::from_millis(1), Duration::from_millis(250));
        let limit_ns = limit.as_nanos() as u64;
        let handle = std::thread::Builder::new()
            .name("mw-watchdog".into())
            .stack_size(64 << 10)
            .spawn(move || {
                while !st.quit.load(Ordering::Acquire) {
                    // SAFETY: a flag given to `set_interrupt` is `'static`.
                    let interrupt = unsafe { st.interrupt.load(Ordering::Acquire).as_ref() };
                    std::thread::park_timeout(if interrupt.is_some() { period.min(INTERRUPT_PERIOD) } else { period });
                    let s = st.started.load(Ordering::Acquire);
                    if s == 0 {
                        continue;
                    }
                    if interrupt.is_some_and(|f| f.load(Ordering::Acquire)) {
                        let _ = stop.compare_exchange(0, abi::STOP_INTERRUPT, Ordering::AcqRel, Ordering::Acquire);
                    }
                    let now = st.origin.elapsed().as_nanos() as u64 + 1;
                    if now.saturating_sub(s) > limit_ns {
                        let _ = stop.compare_exchange(0, abi::STOP_TIMEOUT, Ordering::AcqRel, Ordering::Acquire);
                    }
                }
            })
            .map_err(|e| format!("could not start the watchdog thread: {e}"))?;
        Ok(Watchdog { state, handle: Some(handle) })
    }

    fn set_interrupt(&self, flag: Option<&'static AtomicBool>) {
        let p = flag.map_or(std::ptr::null_mut(), |f| f as *const AtomicBool as *mut AtomicBool);
        self.state.interrupt.store(p, Ordering::Release);
        if let Some(h) = &self.handle {
            h.thread().unpark();
        }
    }

    fn arm(&self) {
        self.state.started.store(self.state.origin.elapsed().as_nanos() as u64 + 1, Ordering::Release);
    }

    fn disarm(&self) {
        self.state.started.store(0, Ordering::Release);
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.state.quit.store(true, Ordering::Release);
        if let Some(h) = self.handle.take() {
            h.thread().unpark();
            let _ = h.join();
        }
    }
}

impl Sim {
    /// The export (`import == false`) or import called `name`.
    pub fn port(&self, name: &str, import: bool) -> Result<Port, String> {
        port_of(&self.spec, &self.layout, name, import)
    }

    /// A port onto any component: `Comp`, `Arch.Comp`, `Comp.field` or `Arch.Comp.field`
    /// (the archetype may be left out when only one has the component).
    pub fn column_port(&self, path: &str) -> Result<Port, String> {
        column_port_of(&self.spec, &self.layout, path)
    }

    /// `[worlds, rows per world, ...]` (or `[worlds, ...]` for a singleton).
    /// A padded export is `[worlds, max_rows, ...]`, its count `[worlds]`.
    pub fn shape(&self, p: &Port) -> Result<Vec<usize>, String> {
        let a = p.arch.unwrap_or(0) as usize;
        let name = self.spec.archetypes.get(a).map_or("", |x| x.name.as_str());
        super::port_shape(p, self.worlds, name, || {
            self.shared.tables[a].uniform_rows().map_err(|(_, first, world, rows)| super::UnevenRows {
                first,
                world,
                rows,
            })
        })
    }

    /// Base pointer, row count and row stride of the port's storage.
    fn port_rows(&self, p: &Port) -> Result<(*mut u8, usize, usize), String> {
        let size = self.layout.comp(p.comp).size;
        match p.arch {
            Some(a) => {
                let t = &self.shared.tables[a as usize];
                debug_assert!(!t.is_dirty());
                let col = t.column_of(p.comp).ok_or("component not in archetype")?;
                Ok((col.base(), t.len() as usize, size))
            }
            None => Ok((self.singleton_ptrs[p.comp.0 as usize], self.worlds as usize, size)),
        }
    }

    /// Reads a port (after a step, tables are compact).
    pub fn read(&self, p: &Port) -> Result<View<'_>, String> {
        if p.rows != PortRows::Uniform {
            return self.read_padded(p);
        }
        let shape = self.shape(p)?;
        let (base, rows, stride) = self.port_rows(p)?;
        let n = p.elem.bytes;
        if n == stride && p.elem.offset == 0 {
            // SAFETY: rows [0, rows) of the column are initialised memory of this table.
            let s = unsafe { std::slice::from_raw_parts(base, rows * n) };
            return Ok(View { scalar: p.elem.scalar, shape, data: std::borrow::Cow::Borrowed(s) });
        }
        let mut out = vec![0u8; rows * n];
        for r in 0..rows {
            // SAFETY: row `r` is below `rows`, the port's rows of initialised storage (a compact table's
            // column, or the worlds' singletons), and the element lies inside the row; `out` holds
            // `rows * n` bytes.
            unsafe {
                std::ptr::copy_nonoverlapping(base.add(r * stride + p.elem.offset), out.as_mut_ptr().add(r * n), n)
            };
        }
        Ok(View { scalar: p.elem.scalar, shape, data: std::borrow::Cow::Owned(out) })
    }

    /// A padded export (each world's rows, then zeros up to `max_rows`) or its row counts.
    fn read_padded(&self, p: &Port) -> Result<View<'_>, String> {
        let shape = self.shape(p)?;
        let a = p.arch.ok_or("a padded export views an archetype")? as usize;
        let t = &self.shared.tables[a];
        let ranges = t.ranges();
        let max = match p.rows {
            PortRows::Count => {
                let data: Vec<u8> = ranges.iter().flat_map(|r| (r[1] as i32).to_le_bytes()).collect();
                return Ok(View { scalar: crate::schema::Scalar::I32, shape, data: std::borrow::Cow::Owned(data) });
            }
            PortRows::Padded(max) => max as usize,
            PortRows::Uniform => unreachable!("uniform ports are read by Sim::read"),
        };
        if let Some((w, r)) = ranges.iter().enumerate().find(|(_, r)| r[1] as usize > max) {
            return Err(format!(
                "`{}` holds at most {max} `{}` rows per world (max_rows), but world {w} has {}; raise max_rows in \
                 its e.output(...)",
                p.name, self.spec.archetypes[a].name, r[1]
            ));
        }
        let (base, _, stride) = self.port_rows(p)?;
        let n = p.elem.bytes;
        let total = (self.worlds as usize).checked_mul(max).and_then(|x| x.checked_mul(n));
        let Some(total) = total.filter(|t| *t <= limits::MAX_PADDED_EXPORT_BYTES) else {
            return Err(format!(
                "`{}` padded to {max} rows per world is more than {} GiB for {} worlds; lower its max_rows",
                p.name,
                limits::MAX_PADDED_EXPORT_BYTES >> 30,
                self.worlds
            ));
        };
        let mut out = Vec::new();
        out.try_reserve_exact(total).map_err(|_| format!("`{}`: can't allocate {total} bytes to read it", p.name))?;
        out.resize(total, 0);
        for (w, r) in ranges.iter().enumerate() {
            for k in 0..r[1] as usize {
                let row = r[0] as usize + k;
                // SAFETY: `row` is one of world `w`'s rows, inside the table (compact after a step).
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        base.add(row * stride + p.elem.offset),
                        out.as_mut_ptr().add((w * max + k) * n),
                        n,
                    )
                };
            }
        }
        Ok(View { scalar: p.elem.scalar, shape, data: std::borrow::Cow::Owned(out) })
    }

    /// Every row of component `comp` in archetype `arch`'s table, as stored (after a step the
    /// table is compact: rows grouped by world, in SEMANTICS.md 10.3's order), with each row's
    /// world.
    /// For tests and tools that need tables whose worlds have different row counts.
    pub fn raw_rows(&self, arch: u32, comp: CompId) -> Option<(&[i32], &[u8])> {
        let t = self.shared.tables.get(arch as usize)?;
        let col = t.column_of(comp)?;
        let n = t.len() as usize;
        // SAFETY: rows [0, len) of a table's columns are initialised memory.
        unsafe {
            Some((std::slice::from_raw_parts(t.world_ids(), n), std::slice::from_raw_parts(col.base(), n * col.size)))
        }
    }

    /// Every row's entity handle in archetype `arch`'s table, as stored (in [`Sim::raw_rows`]'
    /// row order).
    pub fn raw_entities(&self, arch: u32) -> Option<&[crate::entity::Entity]> {
        let t = self.shared.tables.get(arch as usize)?;
        // SAFETY: rows [0, len) of a table's entity column are initialised memory.
        Some(unsafe { std::slice::from_raw_parts(t.entities(), t.len() as usize) })
    }

    /// Every world's singleton `comp`, as stored (`worlds` rows of the component's size).
    pub fn raw_singleton(&self, comp: CompId) -> Option<&[u8]> {
        let p = *self.singleton_ptrs.get(comp.0 as usize)?;
        if p.is_null() {
            return None;
        }
        let size = self.layout.comp(comp).size;
        // SAFETY: the singleton region holds `worlds` rows of the component.
        Some(unsafe { std::slice::from_raw_parts(p, size * self.worlds as usize) })
    }

    /// Writes a port from little-endian bytes laid out as [`Sim::shape`] says.
    pub fn write(&mut self, p: &Port, bytes: &[u8]) -> Result<(), String> {
        if p.rows != PortRows::Uniform {
            return Err(format!("`{}` is a padded export (or its count): it can be read, not written", p.name));
        }
        let shape = self.shape(p)?;
        let (base, rows, stride) = self.port_rows(p)?;
        let n = p.elem.bytes;
        if bytes.len() != rows * n {
            return Err(format!(
                "`{}` takes {} bytes ({:?} of {}), got {}",
                p.name,
                rows * n,
                shape,
                p.elem.scalar.npy_descr(),
                bytes.len()
            ));
        }
        for r in 0..rows {
            // SAFETY: `bytes` holds `rows * n` bytes (checked above); row `r` is inside the port's
            // storage and the element inside the row; `&mut self`, so no kernel runs.
            unsafe {
                std::ptr::copy_nonoverlapping(bytes.as_ptr().add(r * n), base.add(r * stride + p.elem.offset), n)
            };
        }
        Ok(())
    }

    /// Where the port's data lies, to be viewed in place: every port but padded exports and
    /// their counts (those are gathered, [`Sim::read`]).
    pub fn place(&self, p: &Port) -> Result<Option<Place>, String> {
        if p.rows != PortRows::Uniform {
            return Ok(None);
        }
        let shape = self.shape(p)?;
        let (base, _, stride) = self.port_rows(p)?;
        // A world's rows follow the last world's.
        let world = if p.arch.is_some() { stride * shape[1] } else { stride };
        let strides = port_strides(p, &shape, stride, world);
        // SAFETY: the offset is inside the row.
        let ptr = unsafe { base.add(p.elem.offset) };
        Ok(Some(Place { ptr, scalar: p.elem.scalar, shape, strides, device: None, lease: Lease::default() }))
    }
}

impl crate::executor::Executor for Sim {
    fn backend(&self) -> &'static str {
        "cpu"
    }
    fn start(&mut self) -> Result<(), String> {
        Sim::start(self)
    }
    fn step(&mut self) -> Result<(), String> {
        Sim::step(self)
    }
    fn steps(&self) -> u64 {
        Sim::steps(self)
    }
    fn worlds(&self) -> u32 {
        Sim::worlds(self)
    }
    fn threads(&self) -> usize {
        Sim::threads(self)
    }
    fn last_step(&self) -> &[NodeTime] {
        Sim::last_step(self)
    }
    fn last_events(&self) -> &[Event] {
        Sim::last_events(self)
    }
    fn take_debug(&mut self) -> Vec<(u32, u32, f64)> {
        Sim::take_debug(self)
    }
    fn port(&self, name: &str, import: bool) -> Result<Port, String> {
        Sim::port(self, name, import)
    }
    fn column_port(&self, path: &str) -> Result<Port, String> {
        Sim::column_port(self, path)
    }
    fn shape(&self, p: &Port) -> Result<Vec<usize>, String> {
        Sim::shape(self, p)
    }
    fn read(&self, p: &Port) -> Result<View<'_>, String> {
        Sim::read(self, p)
    }
    fn write(&mut self, p: &Port, bytes: &[u8]) -> Result<(), String> {
        Sim::write(self, p, bytes)
    }
    fn raw_rows(&self, arch: u32, comp: CompId) -> Option<(&[i32], &[u8])> {
        Sim::raw_rows(self, arch, comp)
    }
    fn raw_entities(&self, arch: u32) -> Option<&[crate::entity::Entity]> {
        Sim::raw_entities(self, arch)
    }
    fn raw_singleton(&self, comp: CompId) -> Option<&[u8]> {
        Sim::raw_singleton(self, comp)
    }
    fn stale_gets(&self) -> u64 {
        Sim::stale_gets(self)
    }
    fn table_memory(&self, arch: u32) -> Option<(u64, u64, u64)> {
        let t = self.shared.tables.get(arch as usize)?;
        let row: usize = 4
            + 8
            + self.spec.archetypes[arch as usize].components.iter().map(|c| self.layout.comp(*c).size).sum::<usize>();
        Some((t.len() as u64, row as u64, t.resident_bytes() as u64))
    }
    fn place(&self, p: &Port) -> Result<Option<Place>, String> {
        Sim::place(self, p)
    }
    fn set_manual_resets(&mut self, on: bool) -> Result<(), String> {
        Sim::set_manual_resets(self, on);
        Ok(())
    }
    fn pending_resets(&self) -> Result<Vec<u32>, String> {
        Ok(Sim::pending_resets(self))
    }
    fn reset_worlds(&mut self, worlds: &[u32]) -> Result<(), String> {
        Sim::reset_worlds(self, worlds)
    }
    unsafe fn reset_where(&mut self, mask: *const u8) -> Result<(), String> {
        // SAFETY: the caller's contract: `worlds` readable bytes of host memory (the CPU's own).
        let mask = unsafe { std::slice::from_raw_parts(mask, self.worlds as usize) };
        let list: Vec<u32> = (0..self.worlds).filter(|&w| mask[w as usize] != 0).collect();
        Sim::reset_worlds(self, &list)
    }
    unsafe fn pending_into(&mut self, out: *mut u8) -> Result<(), String> {
        // SAFETY: the caller's contract: `worlds` writable bytes of host memory, used by nothing
        // else meanwhile.
        let out = unsafe { std::slice::from_raw_parts_mut(out, self.worlds as usize) };
        for (o, f) in out.iter_mut().zip(self.shared.reset.iter()) {
            *o = u8::from(f.load(Ordering::Relaxed));
        }
        Ok(())
    }
    fn serve_resets(&mut self) -> Result<Vec<u32>, String> {
        Sim::serve_resets(self)
    }
    fn reseed(&mut self, seed: u64) -> Result<(), String> {
        Sim::reseed(self, seed)
    }
    fn set_interrupt(&mut self, flag: Option<&'static AtomicBool>) -> Result<(), String> {
        self.watchdog.set_interrupt(flag);
        Ok(())
    }
    fn swap_code(&mut self, spec: &Spec, code: Box<dyn std::any::Any + Send>) -> Result<(), String> {
        let kernels =
            code.downcast::<Kernels>().map_err(|_| "the cpu executor runs code from the cpu backend".to_string())?;
        self.swap_kernels(spec, *kernels)
    }
}

/// Kernels with the world offset compiled in run only in a simulation of that offset: another
/// would draw other worlds' numbers, silently.
fn same_world_offset(kernels: &Kernels, offset: u32) -> Result<(), String> {
    match kernels.world_offset {
        Some(k) if k != offset => Err(format!(
            "internal error: the code was compiled for world offset {k}, not this simulation's {offset} \
             (LoadOptions::world_offset must be Config::world_offset)"
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::{Shares, set_bytes};

    /// Every world is handed out exactly once, whatever order the threads ask in; a thread's
    /// chunks come from its own share while that lasts, and only then from the others'.
    #[test]
    fn shares_hand_out_every_world_once_own_share_first() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut rand = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        for &(worlds, chunk, threads) in &[
            (0u32, 1u32, 1usize),
            (1, 1, 2),
            (1, 4, 3),
            (5, 2, 2),
            (64, 2, 2),
            (1000, 7, 3),
            (1024, 32, 2),
            (3, 64, 8),
        ] {
            let shares = Shares::new(worlds, chunk, threads);
            let cut = |t: usize| (worlds as u64 * t as u64 / threads as u64) as u32;
            let mut seen = vec![0u32; worlds as usize];
            let mut done = vec![false; threads];
            while done.iter().any(|d| !d) {
                let t = rand(threads as u64) as usize;
                if done[t] {
                    continue;
                }
                let Some(ws) = shares.take(t) else {
                    done[t] = true;
                    continue;
                };
                assert!(!ws.is_empty() && ws.len() <= chunk as usize, "{ws:?}");
                let own = cut(t)..cut(t + 1);
                if !own.contains(&ws.start) {
                    // Helping: its own share is gone.
                    assert!(own.is_empty() || shares.next[t].0.load(std::sync::atomic::Ordering::Relaxed) >= own.end);
                }
                for w in ws {
                    seen[w as usize] += 1;
                }
            }
            assert!(seen.iter().all(|&n| n == 1), "worlds {worlds}, chunk {chunk}, threads {threads}: {seen:?}");
        }
    }

    /// The SSE2 mask agrees with a byte-by-byte test, for single flags at every position, the
    /// ends, and random patterns (flags are 0 or 1; any nonzero byte counts).
    #[test]
    fn set_bytes_marks_exactly_the_nonzero_bytes() {
        let naive = |b: &[u8; 64]| b.iter().enumerate().fold(0u64, |m, (k, x)| m | (((*x != 0) as u64) << k));
        let mut cases = vec![[0u8; 64], [1u8; 64], [0xFFu8; 64]];
        for k in 0..64 {
            let mut b = [0u8; 64];
            b[k] = 1;
            cases.push(b);
        }
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            let mut b = [0u8; 64];
            for v in b.iter_mut() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                *v = x.is_multiple_of(7) as u8;
            }
            cases.push(b);
        }
        for b in &cases {
            assert_eq!(set_bytes(b), naive(b), "{b:?}");
        }
    }
}
