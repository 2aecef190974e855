//! The contract between compiled systems and the runtime.
//!
//! A code generator produces *kernels*: native functions `fn(ctx, start, end)` that run one
//! system over rows `[start, end)` of one archetype's table (per-row systems), or over worlds
//! `[start, end)` (per-world systems and `init_world`). Everything a kernel needs is reached
//! through [`Ctx`], whose layout is fixed here (`#[repr(C)]`, offsets exported as constants),
//! plus a handful of `extern "C"` entry points for what can't be inlined: spawn, destroy,
//! lookup by entity, reset.
//!
//! ## Random numbers
//! `rand_u32()` is a counter-based generator, specified bit for bit in `jit/SEMANTICS.md` and
//! implemented for reference in `mw_oracle::rng` (re-exported here): `pcg4d` of
//! `(world ^ Ks0, entity_id ^ Ks1, step ^ Ks2, counter ^ Ks3)`, output lane 0, where
//! `Ks = pcg4d(K0 ^ fnv1a32(name), K1 ^ purpose, K2, K3)` is the system's stream key,
//! `K = pcg4d(seed_lo, seed_hi, 0x6d77, 0x6d77)` the simulation's ([`rng_key`]), the purpose
//! is the system's listing in the graph (0 for its first) or [`NODE_FIRST_INIT`] /
//! [`NODE_RESET`] for `init_world`, and `counter` counts draws within one row's (or world's)
//! invocation. Keyed by name, a system's numbers do not move when other systems are added.
//!
//! ## Stopping
//! Kernels load the word [`Ctx::stop`] points to at every loop iteration (and, in kernels that
//! spawn, at every row), except that a loop over rows in a kernel that neither spawns,
//! destroys nor resets reads it once before it starts (it is bounded by the rows as of then);
//! when it is not zero they return at once, after reporting the loop
//! through [`mw_trap`]. The executor sets it when a step runs past its time limit
//! ([`STOP_TIMEOUT`]) and [`mw_spawn`] when a table is full ([`STOP_TABLE_FULL`]).
//!
//! ## Visibility of spawns within a node
//! A `for` loop over an archetype visits the world's rows as of the start of the node (its
//! range after the last compaction, skipping destroyed rows) and then the rows the current
//! invocation spawned itself, which [`mw_spawn`] lists in the thread's [`SpawnLog`]. Rows other
//! invocations spawn in the same node appear from the next node on.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use crate::entity::{Entity, WorldEntities};
use crate::table::Table;

/// A kernel: `(ctx, start, end)`.
pub type KernelFn = unsafe extern "C" fn(ctx: *const Ctx, start: u32, end: u32);

/// What a code generator hands the runtime: the kernels of the step plan in order, how they
/// group into runs, plus `init_world`.
pub struct Kernels {
    pub nodes: Vec<NodeKernel>,
    /// The plan's runs, in order, covering `nodes`: the nodes of a run execute back to back on
    /// each chunk of worlds, after the tables in `compact` are compacted (when changed).
    pub runs: Vec<Run>,
    /// The reset pass runs inside the last run, chunk by chunk (else after the graph).
    pub reset_in_last_run: bool,
    /// The random streams kernels draw from, by slot: (system name, purpose). The executor
    /// puts each one's key ([`stream_key`]) at [`Ctx::streams`]`[slot]`.
    pub streams: Vec<(String, u32)>,
    pub init_world: Option<KernelFn>,
    /// The archetypes `init_world` spawns, in order, when its kernel can run a reset that
    /// refills in place ([`Ctx::refill_worlds`]; the analysis is `mw_jit::ir::refill`); empty
    /// when it can't.
    pub init_refill: Vec<u32>,
    /// Bytes of the per-thread arena local arrays live in ([`Ctx::locals`]).
    pub arena_bytes: usize,
    /// The [`Ctx::world_offset`] compiled into the kernels as a constant (the Cranelift
    /// backend's: no load at each draw), which a simulation running them must have; `None`:
    /// the kernels read it from the context (the CUDA host build), any offset runs them.
    pub world_offset: Option<u32>,
    /// Keeps the generated code alive (the JIT module) as long as the kernels are in use.
    pub owner: Box<dyn std::any::Any + Send>,
}

/// Nodes `[first, end)` of [`Kernels::nodes`], run together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub first: usize,
    pub end: usize,
    /// Tables to compact (when changed) before the run.
    pub compact: Vec<u32>,
}

/// One system of a fused kernel, compiled alone: the executor runs these instead of the fused
/// kernel in sampled steps, to measure each system's share of the kernel's time.
pub struct Part {
    pub name: String,
    pub passes: Vec<(u32, KernelFn, Option<KernelFn>)>,
}

pub enum NodeKernel {
    /// Per-row systems (several when fused: `parts` then has each alone): one kernel per
    /// matching archetype, plus optionally a SIMD kernel that takes rows four at a time
    /// (`end - start` a multiple of 4) and computes the same bits. `structural`: the system
    /// may spawn or destroy entities (tables change shape). The tables a run walks, which must
    /// be compact, are its [`Run::compact`]. `rows_apart`: every system of it may run a world's
    /// rows in any order, on several threads (the analysis' `Effects::rows_apart`).
    Rows {
        name: String,
        passes: Vec<(u32, KernelFn, Option<KernelFn>)>,
        structural: bool,
        rows_apart: bool,
        parts: Vec<Part>,
    },
    /// A per-world system.
    Worlds { name: String, kernel: KernelFn, structural: bool },
    /// Engine node: stable sort of each world's rows of `arch` by an int field. The columns of
    /// the components in `unmoved` stay where they are: the step plan found each overwritten
    /// before anything reads it (`mw_jit::ir::plan`), so moving them would be wasted work.
    SortBy { arch: u32, comp: u32, offset: u32, signed: bool, unmoved: Vec<crate::schema::CompId> },
}

impl NodeKernel {
    pub fn name(&self) -> String {
        match self {
            NodeKernel::Rows { name, .. } | NodeKernel::Worlds { name, .. } => name.clone(),
            NodeKernel::SortBy { arch, .. } => format!("sort #{arch}"),
        }
    }
}

/// Per-table pointers a kernel reads. Column pointers are indexed by component id and are
/// null for components the archetype lacks.
#[repr(C)]
pub struct TableView {
    pub world_ids: *mut i32,
    pub entities: *mut Entity,
    pub cols: *const *mut u8,
    pub ranges: *const [u32; 2],
    pub len: u32,
    /// The key of the table's key index ([`key_id`]), or `u64::MAX` when it has none; then
    /// `key_worlds` and `key_dense` are null.
    pub key_id: u64,
    /// Per world, how to find the rows of a key (see [`KeyWorld`]).
    pub key_worlds: *const KeyWorld,
    pub key_dense: *const u32,
    /// For worlds without a direct table: by row position, each world's distinct keys in
    /// order from its first row, and the row each starts at.
    pub key_keys: *const i64,
    pub key_starts: *const u32,
}

// The key index's layout, as generated code reads it, is the table's (crate::table).
pub use crate::table::{KeyWorld, key_id};

/// Everything a kernel can reach. One per worker thread per node.
#[repr(C)]
pub struct Ctx {
    pub tables: *const TableView,
    /// Per component id: the singleton column base (index by world), or null.
    pub singletons: *const *mut u8,
    pub shared: *const Shared,
    /// In a world reset: rows freed by the reset, reused by spawns in `init_world`.
    pub reuse: *mut Reuse,
    /// Per world, a byte: non-zero when the world asked for a reset (`reset_world()` stores 1;
    /// the executor resets marked worlds at the end of the step and clears the byte).
    pub reset_flags: *mut u8,
    /// A row that writes through a stale `get` go to (never read back by anyone).
    pub scratch: *mut u8,
    /// A row of zeros (never written) that reads through a stale `get` come from.
    pub zero: *const u8,
    pub key: [u32; 4],
    /// The stream keys of [`Kernels::streams`], by slot: computed once per simulation, so
    /// kernels load a system's key instead of hashing its name at every call.
    pub streams: *const [u32; 4],
    pub step: u32,
    pub node: u32,
    /// The global index of this simulation's world 0 (`Config::world_offset`): what
    /// `world_id()` and the random stream add to a world's index.
    pub world_offset: u32,
    pub debug: *mut DebugLog,
    /// This thread's arena for local arrays, [`Kernels::arena_bytes`] long.
    pub locals: *mut u8,
    /// Non-zero when kernels must stop (see the module docs).
    pub stop: *const AtomicU32,
    /// Per archetype: the rows the current invocation spawned outside its world's range.
    pub spawned: *mut SpawnLog,
    /// Groups of four rows a SIMD kernel handed to its scalar kernel (rows of one world
    /// sharing a singleton, or a deleted row): counted so tests can tell SIMD really ran.
    pub fallbacks: *mut u64,
    /// `get` of an entity that no longer exists (destroyed, or a handle from another world):
    /// reads zeros, writes go nowhere, and it is counted ([`crate::Sim::stale_gets`]).
    pub stale: *mut u64,
    /// The worlds whose destroys hold ids until the running node ends (the executor then
    /// releases them, [`crate::entity::WorldEntities::release`]). Every executor context sets
    /// it (with a null one a destroyed id would stay held until the world's next reset). Not
    /// read by generated code.
    pub held: *mut Vec<u32>,
    /// Null, or (a reset refilling in place, [`Kernels::init_refill`]) the worlds `init_world`
    /// runs in, by the kernel's index: `start..end` index this list instead of naming worlds.
    pub refill_worlds: *const u32,
    /// With `refill_worlds`: per listed world, what each of `init_world`'s spawns returns,
    /// taken by the executor ahead of the call ([`Kernels::init_refill`]`.len()` a world).
    pub refill_spawns: *const Spawned,
}

/// Rows spawned by the current invocation, for its own `for` loops. Generated code reads
/// `rows` and `len`; the runtime keeps them in step with `vec`.
#[repr(C)]
pub struct SpawnLog {
    pub rows: *const u32,
    pub len: u32,
    pub vec: Vec<u32>,
}

impl Default for SpawnLog {
    fn default() -> SpawnLog {
        SpawnLog { rows: std::ptr::null(), len: 0, vec: Vec::new() }
    }
}

impl SpawnLog {
    fn push(&mut self, row: u32) {
        self.vec.push(row);
        self.rows = self.vec.as_ptr();
        self.len = self.vec.len() as u32;
    }

    /// Forgets the rows (between kernel calls).
    pub fn clear(&mut self) {
        self.vec.clear();
        self.len = 0;
    }
}

/// Reasons for [`Ctx::stop`].
pub const STOP_TIMEOUT: u32 = 1;
pub const STOP_TABLE_FULL: u32 = 2;
pub(crate) const STOP_INTERNAL: u32 = 3;
/// The host asked the running step to stop (Ctrl-C in Python: [`crate::executor::Executor::set_interrupt`]).
pub const STOP_INTERRUPT: u32 = 4;

/// Kinds of [`DebugLog`] entries.
pub const HIT_BOUNDS: u32 = 1;
pub const HIT_NAN: u32 = 2;
/// A kernel stopped at this loop site.
pub const HIT_STOPPED: u32 = 3;

pub const CTX_TABLES: i32 = std::mem::offset_of!(Ctx, tables) as i32;
pub const CTX_SINGLETONS: i32 = std::mem::offset_of!(Ctx, singletons) as i32;
pub const CTX_SINK: i32 = std::mem::offset_of!(Ctx, scratch) as i32;
pub const CTX_ZERO: i32 = std::mem::offset_of!(Ctx, zero) as i32;
pub const CTX_KEY: i32 = std::mem::offset_of!(Ctx, key) as i32;
pub const CTX_STREAMS: i32 = std::mem::offset_of!(Ctx, streams) as i32;
pub const CTX_RESET_FLAGS: i32 = std::mem::offset_of!(Ctx, reset_flags) as i32;
pub const CTX_STEP: i32 = std::mem::offset_of!(Ctx, step) as i32;
pub const CTX_NODE: i32 = std::mem::offset_of!(Ctx, node) as i32;
pub const CTX_WORLD_OFFSET: i32 = std::mem::offset_of!(Ctx, world_offset) as i32;
pub const CTX_LOCALS: i32 = std::mem::offset_of!(Ctx, locals) as i32;
pub const CTX_STOP: i32 = std::mem::offset_of!(Ctx, stop) as i32;
pub const CTX_SPAWNED: i32 = std::mem::offset_of!(Ctx, spawned) as i32;
pub const CTX_FALLBACKS: i32 = std::mem::offset_of!(Ctx, fallbacks) as i32;
pub const CTX_REFILL_WORLDS: i32 = std::mem::offset_of!(Ctx, refill_worlds) as i32;
pub const CTX_REFILL_SPAWNS: i32 = std::mem::offset_of!(Ctx, refill_spawns) as i32;
pub const SPAWNED_SIZE: i32 = std::mem::size_of::<Spawned>() as i32;
pub const LOG_ROWS: i32 = std::mem::offset_of!(SpawnLog, rows) as i32;
pub const LOG_LEN: i32 = std::mem::offset_of!(SpawnLog, len) as i32;
pub const LOG_SIZE: i32 = std::mem::size_of::<SpawnLog>() as i32;
pub const TV_WORLD_IDS: i32 = std::mem::offset_of!(TableView, world_ids) as i32;
pub const TV_ENTITIES: i32 = std::mem::offset_of!(TableView, entities) as i32;
pub const TV_COLS: i32 = std::mem::offset_of!(TableView, cols) as i32;
pub const TV_RANGES: i32 = std::mem::offset_of!(TableView, ranges) as i32;
pub const TV_KEY_ID: i32 = std::mem::offset_of!(TableView, key_id) as i32;
pub const TV_KEY_WORLDS: i32 = std::mem::offset_of!(TableView, key_worlds) as i32;
pub const TV_KEY_DENSE: i32 = std::mem::offset_of!(TableView, key_dense) as i32;
pub const TV_KEY_KEYS: i32 = std::mem::offset_of!(TableView, key_keys) as i32;
pub const TV_KEY_STARTS: i32 = std::mem::offset_of!(TableView, key_starts) as i32;
pub const TV_SIZE: i32 = std::mem::size_of::<TableView>() as i32;
pub const KW_MIN: i32 = std::mem::offset_of!(KeyWorld, min) as i32;
pub const KW_AT: i32 = std::mem::offset_of!(KeyWorld, at) as i32;
pub const KW_LEN: i32 = std::mem::offset_of!(KeyWorld, len) as i32;
pub const KW_SIZE: i32 = std::mem::size_of::<KeyWorld>() as i32;

/// The most spawns an `init_world` may make and still refill in place ([`Kernels::init_refill`]).
pub use crate::entity::MAX_REFILL;

pub const NODE_FIRST_INIT: u32 = 0xFFFE;
pub const NODE_RESET: u32 = 0xFFFF;
pub const NO_ENTITY: u32 = 0xFFFF_FFFF;

/// State shared by all worker threads during a node.
pub struct Shared {
    pub tables: Vec<Table>,
    pub entities: Vec<std::cell::UnsafeCell<WorldEntities>>,
    /// Per world: a reset was requested this step (written only by the world's own thread).
    pub reset: Vec<AtomicBool>,
    /// Byte size of each component.
    pub comp_sizes: Vec<u32>,
    /// The stop word ([`Ctx::stop`]).
    pub stop: std::sync::Arc<AtomicU32>,
    /// With [`STOP_TABLE_FULL`]: the archetype whose table was full.
    pub full_arch: AtomicU32,
}

// SAFETY: each world's entity slots are touched only by the thread running that world.
unsafe impl Sync for Shared {}

impl Shared {
    /// # Safety
    /// Only the thread that owns `world` in the current node may call this.
    #[allow(clippy::mut_from_ref)]
    pub unsafe fn world(&self, world: u32) -> &mut WorldEntities {
        // SAFETY: the caller's contract: only the thread that owns `world` in this node calls this, so
        // no other thread touches the world's entity slots.
        unsafe { &mut *self.entities[world as usize].get() }
    }
}

/// Rows a world reset freed, per table, in increasing order; `next` is the first not reused.
#[derive(Default)]
pub struct Reuse {
    pub rows: Vec<Vec<u32>>,
    pub next: Vec<usize>,
}

/// Messages from `--debug` checks.
#[derive(Default)]
pub struct DebugLog {
    pub hits: Vec<(u32, u32, f64)>,
}

pub use mw_oracle::rng::{fnv1a32, pcg4d, rand_u32, rng_key, stream_key};

// ---- entry points called by generated code ------------------------------------------------
//
// Each takes the calling thread's `Ctx` and the world being processed; the executor guarantees
// that world belongs to this thread for the whole node.

/// What [`mw_spawn`] returns: the new entity's bits and its row (in registers: a 16-byte
/// struct of two integers comes back in `rax:rdx` under the System V ABI, as Cranelift returns
/// two `i64`s). The row lets a `get` of the entity just spawned skip the lookup.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spawned {
    /// The entity's bits; 0 (the null entity) when the spawn failed.
    pub entity: u64,
    /// Its row in the archetype's table; [`NO_ROW`] when the spawn failed.
    pub row: u64,
}

/// The row of a failed spawn.
pub const NO_ROW: u64 = u32::MAX as u64;

/// Creates an entity of archetype `arch` in `world`; returns its bits and row. When the table
/// is full it returns the null entity (and [`NO_ROW`]) and asks every kernel to stop
/// ([`STOP_TABLE_FULL`]). `log` is non-zero when the calling system loops over `arch` itself,
/// so the row must go to the spawn log (the code generator knows this; most spawns skip the
/// log and its range lookup).
///
/// # Safety
/// `ctx` must be the context the executor passed to the calling kernel.
pub unsafe extern "C" fn mw_spawn(ctx: *const Ctx, arch: u32, world: u32, log: u32) -> Spawned {
    // A panic must not unwind into generated code: it becomes a stop with an internal error.
    // SAFETY: the caller's contract: `ctx` is the calling kernel's context, and the executor hands
    // `world` to this thread for the whole node (see the entry points above).
    let (entity, row) = guard(ctx, (0, NO_ROW), || unsafe { spawn(ctx, arch, world, log != 0) });
    Spawned { entity, row }
}

unsafe fn spawn(ctx: *const Ctx, arch: u32, world: u32, logged: bool) -> (u64, u64) {
    // SAFETY: `ctx` is the calling kernel's live context (mw_spawn's contract).
    let ctx = unsafe { &*ctx };
    // SAFETY: every executor context points at the executor's `Shared`, which outlives the node.
    let shared = unsafe { &*ctx.shared };
    let Some(table) = shared.tables.get(arch as usize) else {
        return (0, NO_ROW);
    };
    // SAFETY: the executor hands `world` to this thread for the whole node (the entry points' contract).
    let ents = unsafe { shared.world(world) };
    // Rows outside the world's range are invisible to a `for` loop's range scan: list them for
    // the spawning invocation's own loops.
    let log = |row: u32| {
        if logged && !ctx.spawned.is_null() {
            let [start, count] = table.ranges().get(world as usize).copied().unwrap_or([0, 0]);
            if row < start || row - start >= count {
                // SAFETY: `spawned` (not null) is this thread's own array of one log per archetype, and
                // `arch` is a table index (checked above).
                unsafe { (*ctx.spawned.add(arch as usize)).push(row) };
            }
        }
    };
    // In a reset, refill the rows the reset freed, in order: the same layout as appending
    // and compacting, without the compaction.
    if !ctx.reuse.is_null() {
        // SAFETY: not null only in a reset's `init_world`, where it is this thread's own `Reuse`.
        let reuse = unsafe { &mut *ctx.reuse };
        let a = arch as usize;
        if reuse.next[a] < reuse.rows[a].len() {
            let row = reuse.rows[a][reuse.next[a]];
            reuse.next[a] += 1;
            let e = ents.alloc(arch, row);
            // SAFETY: `row` is a row the reset of `world` freed and no spawn has reused yet (`next` just
            // moved past it), on the thread that owns the world.
            unsafe { table.reuse_row(row, world, e) };
            log(row);
            return (e.to_bits(), row as u64);
        }
    }
    let e = ents.alloc(arch, u32::MAX);
    match table.push_row(world, e) {
        Some(row) => {
            ents.set_row(e.id, row);
            log(row);
            (e.to_bits(), row as u64)
        }
        None => {
            ents.free(e);
            if shared.stop.compare_exchange(0, STOP_TABLE_FULL, Ordering::AcqRel, Ordering::Acquire).is_ok() {
                shared.full_arch.store(arch, Ordering::Release);
            }
            (0, NO_ROW)
        }
    }
}

/// Runs a runtime entry point's body; a panic (a bug) stops the step instead of unwinding
/// into generated code, which has no unwind information.
fn guard<T>(ctx: *const Ctx, fallback: T, f: impl FnOnce() -> T) -> T {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(v) => v,
        Err(_) => {
            // SAFETY: `ctx` is the caller's context (see the entry points' contracts).
            let shared = unsafe { &*(*ctx).shared };
            let _ = shared.stop.compare_exchange(0, STOP_INTERNAL, Ordering::AcqRel, Ordering::Acquire);
            fallback
        }
    }
}

/// Destroys an entity of `world` (its id is held until the node ends, [`Ctx::held`]); a stale
/// handle does nothing.
///
/// # Safety
/// As [`mw_spawn`].
pub unsafe extern "C" fn mw_destroy(ctx: *const Ctx, world: u32, bits: u64) {
    guard(ctx, (), || {
        // SAFETY: as mw_spawn: `ctx` is the calling kernel's context, whose `shared` outlives the node.
        let shared = unsafe { &*(*ctx).shared };
        // SAFETY: the executor hands `world` to this thread for the whole node.
        let ents = unsafe { shared.world(world) };
        if let Some((arch, row, first)) = ents.retire(Entity::from_bits(bits)) {
            shared.tables[arch as usize].delete_row(row);
            // The id is held until the node ends (SEMANTICS.md 10.6): list the world once.
            // SAFETY: `ctx` is the calling kernel's live context.
            let held = unsafe { (*ctx).held };
            if first && !held.is_null() {
                // SAFETY: not null: this thread's own list of worlds, which nothing else borrows during a
                // kernel call (`Local::release_held` runs between them).
                unsafe { (*held).push(world) };
            }
        }
    })
}

/// Address of component `comp` of entity `bits` in `world`, or null when the entity is stale
/// or lacks the component (generated code then reads [`Ctx::zero`] and writes [`Ctx::scratch`]).
///
/// # Safety
/// As [`mw_spawn`].
pub unsafe extern "C" fn mw_lookup(ctx: *const Ctx, world: u32, bits: u64, comp: u32) -> *mut u8 {
    guard(ctx, std::ptr::null_mut(), || {
        // SAFETY: as mw_spawn: `ctx` is the calling kernel's live context.
        let ctx = unsafe { &*ctx };
        // SAFETY: every executor context points at the executor's `Shared`, which outlives the node.
        let shared = unsafe { &*ctx.shared };
        // SAFETY: the executor hands `world` to this thread for the whole node.
        let ents = unsafe { shared.world(world) };
        match ents.get(Entity::from_bits(bits)) {
            Some(slot) => {
                // SAFETY: `slot.arch` is a live entity's archetype, so a table index, and `tables` holds one
                // view per table.
                let view = unsafe { &*ctx.tables.add(slot.arch as usize) };
                // SAFETY: `comp` is a component id of the program (the code generator's contract), and
                // `cols` holds one pointer per component id.
                let col = unsafe { *view.cols.add(comp as usize) };
                if !col.is_null() {
                    let size = shared.comp_sizes[comp as usize] as usize;
                    // SAFETY: the entity is live, so `slot.row` is below its table's length: inside the
                    // column, whose rows are `size` bytes.
                    return unsafe { col.add(slot.row as usize * size) };
                }
            }
            // The null entity is no entity; any other handle that resolves to nothing is stale.
            // SAFETY: not null: this thread's own counter, which nothing else touches during a step.
            None if bits != 0 && !ctx.stale.is_null() => unsafe { *ctx.stale += 1 },
            None => {}
        }
        std::ptr::null_mut()
    })
}

/// The rows `[start, end)` of `world` in table `arch` whose sort key (`comp` at `offset`) is in
/// `[lo, hi)`, as `start | end << 32`, found through the key index of the sort that the plan
/// guarantees ran earlier in the step. Without one (which the plan rules out) the step stops
/// with an internal error rather than visit wrong rows. CPU kernels look up a direct table
/// themselves ([`KeyWorld`]) and call this for the rest: a world whose keys are far apart, or
/// a missing index (to stop).
///
/// # Safety
/// As [`mw_spawn`].
pub unsafe extern "C" fn mw_key_range(
    ctx: *const Ctx,
    arch: u32,
    comp: u32,
    offset: u32,
    world: u32,
    lo: i64,
    hi: i64,
) -> u64 {
    guard(ctx, 0, || {
        // SAFETY: as mw_spawn: `ctx` is the calling kernel's context, whose `shared` outlives the node.
        let shared = unsafe { &*(*ctx).shared };
        match shared.tables[arch as usize].key_rows(crate::schema::CompId(comp), offset as usize, world, lo, hi) {
            Some((a, b)) => a as u64 | (b as u64) << 32,
            None => {
                let _ = shared.stop.compare_exchange(0, STOP_INTERNAL, Ordering::AcqRel, Ordering::Acquire);
                0
            }
        }
    })
}

/// 1 if the entity is alive in `world`.
///
/// # Safety
/// As [`mw_spawn`].
pub unsafe extern "C" fn mw_alive(ctx: *const Ctx, world: u32, bits: u64) -> u32 {
    guard(ctx, 0, || {
        // SAFETY: as mw_spawn: `ctx` is the calling kernel's context, whose `shared` outlives the node.
        let shared = unsafe { &*(*ctx).shared };
        // SAFETY: the executor hands `world` to this thread for the whole node.
        u32::from(unsafe { shared.world(world) }.get(Entity::from_bits(bits)).is_some())
    })
}

/// 1 if the entity is alive and its archetype has `comp`.
///
/// # Safety
/// As [`mw_spawn`].
pub unsafe extern "C" fn mw_has(ctx: *const Ctx, world: u32, bits: u64, comp: u32) -> u32 {
    guard(ctx, 0, || {
        // SAFETY: as mw_spawn: `ctx` is the calling kernel's live context.
        let c = unsafe { &*ctx };
        // SAFETY: every executor context points at the executor's `Shared`, which outlives the node.
        let shared = unsafe { &*c.shared };
        // SAFETY: the executor hands `world` to this thread for the whole node.
        match unsafe { shared.world(world) }.get(Entity::from_bits(bits)) {
            Some(slot) => {
                // SAFETY: `slot.arch` is a live entity's archetype, so a table index, and `tables` holds one
                // view per table.
                let view = unsafe { &*c.tables.add(slot.arch as usize) };
                // SAFETY: `comp` is a component id of the program (the code generator's contract), and
                // `cols` holds one pointer per component id.
                u32::from(!unsafe { *view.cols.add(comp as usize) }.is_null())
            }
            None => 0,
        }
    })
}

/// A `--debug` check failed: `site` indexes the code generator's site table, `kind` says which
/// check, `value` is the offending value (an index, or the NaN).
///
/// # Safety
/// As [`mw_spawn`].
pub unsafe extern "C" fn mw_debug_fail(ctx: *const Ctx, site: u32, kind: u32, value: f64) {
    guard(ctx, (), || {
        // SAFETY: as mw_spawn: `ctx` is the calling kernel's live context.
        let ctx = unsafe { &*ctx };
        if !ctx.debug.is_null() {
            // SAFETY: not null: this thread's own log, which nothing else borrows while a kernel runs.
            let log = unsafe { &mut *ctx.debug };
            if log.hits.len() < 64 {
                log.hits.push((site, kind, value));
            }
        }
    })
}

/// A kernel found the stop word set and is returning from the loop at `site`.
///
/// # Safety
/// As [`mw_spawn`].
pub unsafe extern "C" fn mw_trap(ctx: *const Ctx, site: u32) {
    guard(ctx, (), || {
        // SAFETY: as mw_spawn: `ctx` is the calling kernel's live context.
        let ctx = unsafe { &*ctx };
        if !ctx.debug.is_null() {
            // SAFETY: not null: this thread's own log, which nothing else borrows while a kernel runs.
            let log = unsafe { &mut *ctx.debug };
            if !log.hits.iter().any(|h| h.1 == HIT_STOPPED) {
                log.hits.push((site, HIT_STOPPED, 0.0));
            }
        }
    })
}

pub extern "C" fn mw_fmodf(a: f32, b: f32) -> f32 {
    a % b
}

pub extern "C" fn mw_fmod(a: f64, b: f64) -> f64 {
    a % b
}

/// The entry points a code generator links against, by symbol name.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    vec![
        ("mw_spawn", mw_spawn as *const u8),
        ("mw_destroy", mw_destroy as *const u8),
        ("mw_lookup", mw_lookup as *const u8),
        ("mw_alive", mw_alive as *const u8),
        ("mw_has", mw_has as *const u8),
        ("mw_debug_fail", mw_debug_fail as *const u8),
        ("mw_trap", mw_trap as *const u8),
        ("mw_fmodf", mw_fmodf as *const u8),
        ("mw_fmod", mw_fmod as *const u8),
        ("mw_key_range", mw_key_range as *const u8),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    // The random stream's reference values are pinned in mw-oracle (oracle/tests/rng.rs),
    // whose functions this module re-exports; the purposes here must be the oracle's.
    #[test]
    fn purposes_are_the_oracles() {
        assert_eq!(NODE_FIRST_INIT, mw_oracle::rng::PURPOSE_FIRST_INIT);
        assert_eq!(NODE_RESET, mw_oracle::rng::PURPOSE_RESET);
        assert_eq!(NO_ENTITY, mw_oracle::rng::NO_ENTITY);
    }

    #[test]
    fn fmod_is_c_fmod() {
        // Rust's `%` on floats is C's fmod: exact, sign of the dividend.
        assert_eq!(mw_fmodf(-7.5, 2.0), -1.5);
        assert_eq!(mw_fmod(7.5, -2.0), 1.5);
    }
}
