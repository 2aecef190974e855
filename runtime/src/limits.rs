//! Every cap the runtime and the compiler enforce, in one place.
//!
//! A script, a data file or a flag can ask for anything; these bounds turn requests the
//! machine cannot honour (a type of 2^64 bytes, two billion worlds, a loop that never ends)
//! into one clear error instead of a crash, a hang or silent corruption. The book's
//! "Limits" chapter (docs/src/limits.md) lists them with how to change the ones that can be changed.

/// Most worlds one simulation may hold (`--worlds`). World ids are stored as `i32` in tables;
/// this bound also keeps per-world bookkeeping (about 100 bytes a world) under 2 GiB.
pub const MAX_WORLDS: u32 = 1 << 24;
/// The largest global world id (`world_id()` is an int): a shard's `world_offset + worlds - 1`.
pub const MAX_WORLD_ID: u32 = i32::MAX as u32;

/// Most worker threads (`--threads`), the caller included.
pub const MAX_THREADS: usize = 256;

/// Default upper bound on rows per archetype table (`--max-rows`); the memory is a virtual
/// reservation, so a large bound costs nothing until rows exist.
pub(crate) const DEFAULT_MAX_ROWS: u32 = 1 << 26;

/// Largest value type (a field, a component, a local array), in bytes. Offsets inside
/// components and locals are 32-bit in generated code; this keeps every one far below that.
pub(crate) const MAX_VALUE_BYTES: usize = 16 << 20;

/// Largest padded export (`max_rows`), in bytes: worlds x max_rows x element. A padded export
/// is gathered into memory of its own when read, however few rows exist.
pub(crate) const MAX_PADDED_EXPORT_BYTES: usize = 4 << 30;

/// Largest total of local arrays one kernel may need with every call inlined, in bytes. Local
/// arrays live in a per-thread arena of this size (virtual memory), never on the stack.
pub const MAX_LOCALS_BYTES: usize = 16 << 20;

/// Default limit on the wall-clock time of one step (or of `init_world` at load), in seconds
/// (`--step-timeout`). Loops check it at every iteration (a loop over rows that cannot grow,
/// once before it starts).
pub const DEFAULT_STEP_TIMEOUT_S: f64 = 30.0;

/// Most entries in the graph: each is compiled and timed, and the random stream keys on the
/// node's index in 16 bits (0xFFFE and 0xFFFF mark `init_world`).
pub const MAX_GRAPH_NODES: usize = 1024;

/// Most archetypes and components one environment may declare (each table is several memory
/// mappings, and the system allows about 65,000 in all).
pub(crate) const MAX_ARCHETYPES: usize = 4096;
pub(crate) const MAX_COMPONENTS: usize = 4096;

/// Most kernels one environment compiles: a per-row system has one per archetype it matches,
/// for every graph entry that runs it.
pub const MAX_KERNELS: usize = 8192;

/// Largest script, module or system-code file read, in bytes.
pub(crate) const MAX_SOURCE_BYTES: u64 = 16 << 20;
