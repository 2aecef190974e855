//! One column table per archetype, holding the rows of every world (Madrona §5.1).
//!
//! Columns: the implicit world id (`-1` marks a deleted row), the entity, then one column per
//! component of the archetype. Each column is a [`Region`](crate::vmem::Region): rows never
//! move in memory except by compaction, so views of a column stay valid for the life of the
//! table.
//!
//! Rows are added at the end (an atomic counter, safe from many threads) and deleted by
//! writing `-1` to the world id (no synchronisation needed). *Compaction* then restores the
//! invariant systems and exports rely on: live rows `[0, len)` grouped by world in world
//! order, with per-world `ranges`. Within a world, survivors keep their places and the holes
//! take the world's last rows (SEMANTICS.md 10.3), so when every world keeps its row count (a
//! destroy matched by a spawn) a compaction moves as many rows as were destroyed, on all
//! threads at once; it moved every row after a world's first hole when it kept creation
//! order, which made it most of the cost of a step that changes a few rows in every world.
//! Destroys log their rows, so a compaction finds the holes and the worlds that changed
//! without reading the others: its work is what changed, not the table (unless a world's row
//! count changed, which moves every later world).

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use crate::entity::Entity;
use crate::schema::CompId;
use crate::vmem::Region;

/// One world's entry in a table's key index (`Table::key_rows`). With `len > 0` the world has a
/// direct table: the first row whose key is `>= b` is
/// `key_dense[at + clamp(b, min, min + len - 1) - min]`, so generated code finds a key range
/// with two loads. With `len == 0` its keys are sparse: `at` is how many distinct keys it has,
/// at `key_keys[start ..]` with their first rows at `key_starts[start ..]` (`start` the world's
/// first row): CUDA kernels bisect them, CPU kernels call [`mw_key_range`] (which does) from a
/// cold path.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyWorld {
    pub min: i64,
    pub at: u32,
    pub len: u32,
}

/// How a key index names its key: the component and the key field's byte offset in it.
pub fn key_id(comp: u32, offset: u32) -> u64 {
    (comp as u64) << 32 | offset as u64
}

pub struct Column {
    pub comp: CompId,
    pub size: usize,
    region: Region,
}

impl Column {
    pub fn base(&self) -> *mut u8 {
        self.region.as_ptr()
    }
}

pub struct Table {
    world_ids: Region,
    entities: Region,
    pub columns: Vec<Column>,
    /// Rows that fit in every column.
    capacity: u32,
    /// Rows in use, deleted ones included. May run past `capacity` when a spawn failed.
    len: AtomicU32,
    dirty: AtomicBool,
    overflowed: AtomicBool,
    /// Rows `[0, sorted)` are grouped by world (what `ranges` describes).
    sorted: u32,
    /// Per world: first row and number of rows, valid while the table is clean.
    ranges: Vec<[u32; 2]>,
    /// Per world: the epoch in which it was last reset ([`Table::restart_world`]); a world
    /// was reset since the last compaction when that is the current `epoch` (never 0).
    restarted: Vec<AtomicU32>,
    /// Whether any world was marked in this epoch (so a compaction need not look at each).
    any_restarted: AtomicBool,
    /// The rows of `[0, sorted)` destroyed since the last compaction ([`Table::delete_row`]),
    /// each `world << 32 | row`, in no order: what lets a compaction find the holes and the
    /// worlds that changed without reading every row. `deleted_len` entries (one past the
    /// log's room means entries were lost: the compaction then reads every row).
    deleted: Region,
    deleted_len: AtomicU32,
    epoch: u32,
    /// Highest `len` since pages were last released.
    high_water: u32,
    /// The key index of the last sort, while the rows have not moved since.
    index: Option<KeyIndex>,
    /// The index's buffers while it is invalid, kept for the next sort.
    index_store: (Vec<i64>, Vec<u32>, Vec<u32>),
    sort_buffers: SortBuffers,
}

/// A table's key index as generated code sees it (the `key_*` fields of a `TableView`).
pub(crate) struct KeyView {
    pub id: u64,
    pub worlds: *const KeyWorld,
    pub dense: *const u32,
    pub keys: *const i64,
    pub starts: *const u32,
}

/// Scratch space for sorting a world's rows; one per thread, kept between sorts.
#[derive(Default)]
pub(crate) struct SortBuffers {
    order: Vec<(i64, u32)>,
    dest: Vec<u32>,
    scratch: Vec<u8>,
}

impl SortBuffers {
    /// Where [`Table::sort_plan`] sends each row of the world it planned.
    pub(crate) fn dest(&self) -> &[u32] {
        &self.dest
    }

    /// The buffer [`Table::sort_column`] moves a column through.
    pub(crate) fn scratch(&mut self) -> &mut Vec<u8> {
        &mut self.scratch
    }
}

/// A sort by key in progress ([`Table::sort_begin`]): where each world's rows and index parts
/// are, for [`Table::sort_world`] calls on several threads.
pub(crate) struct SortJob {
    key_col: *mut u8,
    key_size: usize,
    offset: usize,
    signed: bool,
    bases: Vec<*mut u8>,
    sizes: Vec<usize>,
    /// Per column: whether the sort moves it (see [`SortJob::column_sizes`]).
    moves: Vec<bool>,
    keys: *mut i64,
    starts: *mut u32,
    dense: *mut u32,
    worlds: *mut KeyWorld,
    /// The index being filled (the pointers above are into it), installed by `sort_end`.
    index: std::cell::UnsafeCell<Option<KeyIndex>>,
}

// SAFETY: worlds write disjoint parts through the pointers (see `Table::sort_world`); `index` is
// only taken out, by value, in `Table::sort_end`.
unsafe impl Sync for SortJob {}

impl SortJob {
    /// The columns a sort moves, by index for [`Table::sort_column`], and each one's bytes per
    /// row: the entities (1) and the components' columns (2..) but those `unmoved` (see
    /// [`Table::sort_begin`]). Column 0, the world ids, stays: every row of a world's range
    /// holds the world.
    pub(crate) fn column_sizes(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.sizes.iter().copied().enumerate().filter(|&(c, _)| self.moves[c])
    }
}

/// A compaction in progress ([`Table::compact_begin`]).
pub(crate) struct CompactJob {
    len: usize,
    sorted: usize,
    total: u32,
    /// Each world's `[first row, count]` of the grouped prefix before the compaction; empty
    /// when the job is apart (no world's first row changes: the table's ranges say it).
    old: Vec<[u32; 2]>,
    /// The worlds whose rows change, in world order; every other world keeps its rows.
    changes: Vec<Change>,
    /// The changed worlds' holes (`Change::holes`).
    holes: Vec<u32>,
    sizes: Vec<usize>,
    bases: Vec<*mut u8>,
    /// The live rows spawned since the last compaction (past `sorted`), by world and, within
    /// a world, in row order (`Change::parked`), their values in `scratch` at the same
    /// positions.
    parked: Vec<u32>,
    scratch: Vec<Vec<u8>>,
    /// No world's first row changes, so worlds may be compacted independently.
    pub apart: bool,
}

// SAFETY: worlds touch disjoint rows, parked rows and entities (see `Table::compact_world`).
unsafe impl Sync for CompactJob {}

/// A world whose rows a compaction changes: it has holes in the grouped prefix, rows spawned
/// since the last compaction, or was reset.
#[derive(Clone, Debug)]
struct Change {
    w: u32,
    /// Its first row and count in the grouped prefix before the compaction.
    first: u32,
    count: u32,
    /// Its live rows, after.
    live: u32,
    /// Reset since the last compaction: every row it has was spawned since.
    restarted: bool,
    /// Its holes in the prefix (when not reset): positions from `first`, ascending, at these
    /// places of `CompactJob::holes`.
    holes: Range<usize>,
    /// Its rows spawned since, at these places of `CompactJob::parked`.
    parked: Range<usize>,
}

/// Where a row that moves in a compaction comes from.
#[derive(Clone, Copy)]
enum Source {
    /// A row of the grouped prefix.
    Row(usize),
    /// A parked row (its position in `CompactJob::parked`).
    Parked(usize),
}

impl CompactJob {
    /// How many worlds change ([`Table::compact_world`] takes each by its place in that list).
    pub(crate) fn changed(&self) -> usize {
        self.changes.len()
    }

    /// The world the `i`-th change is.
    #[cfg(test)]
    pub(crate) fn changed_world(&self, i: usize) -> u32 {
        self.changes[i].w
    }

    /// The changes of worlds `worlds`, by their places in the list (it is in world order).
    pub(crate) fn changes_in(&self, worlds: Range<u32>) -> Range<usize> {
        let first = self.changes.partition_point(|c| c.w < worlds.start);
        let end = self.changes.partition_point(|c| c.w < worlds.end);
        first..end
    }

    /// About how many rows the changes touch: holes, rows spawned since and reset worlds' rows.
    pub(crate) fn changed_rows(&self) -> usize {
        self.holes.len()
            + self.parked.len()
            + self.changes.iter().filter(|c| c.restarted).map(|c| c.count as usize).sum::<usize>()
    }

    /// A changed world's rows that don't keep their place (SEMANTICS.md 10.3): `put(from, p)`
    /// for each, `p` its position from the world's first row after the compaction, in
    /// increasing order of the row's place in the world's sequence (its rows of the grouped
    /// prefix, then its rows spawned since). A row of the prefix at position `p < live` that is
    /// alive keeps `p` (the caller moves it only when the world's first row changes). A reset
    /// world's rows were all spawned since, so all of them are put, in order.
    ///
    /// # Safety
    /// `world_of` reads the table's world ids; `put` may move rows, but only onto holes of the
    /// world's first `live` positions or past its old rows.
    unsafe fn place_world(&self, ch: &Change, world_of: impl Fn(usize) -> i32, mut put: impl FnMut(Source, usize)) {
        let (f, c, m) = (ch.first as usize, ch.count as usize, ch.live as usize);
        let live = |r: usize| world_of(r) == ch.w as i32;
        if ch.restarted {
            let mut p = 0;
            for r in f..f + c {
                if live(r) {
                    put(Source::Row(r), p);
                    p += 1;
                }
            }
            for k in ch.parked.clone() {
                put(Source::Parked(k), p);
                p += 1;
            }
            return;
        }
        // The holes among the first m positions, in order, take the live rows past them, in
        // order: the old rows past m, then the rows spawned since (those that land at m or
        // later; the first ones fill positions c.. when the world grew). There are as many
        // holes below m as such rows, and the holes are in order, so only those are taken.
        let mut holes = self.holes[ch.holes.clone()].iter();
        let mut next_hole = || {
            let h = *holes.next().expect("a hole for every row past the live count") as usize;
            debug_assert!(h < c.min(m));
            h
        };
        for p in m..c {
            if live(f + p) {
                put(Source::Row(f + p), next_hole());
            }
        }
        for (j, k) in ch.parked.clone().enumerate() {
            let p = if c + j < m { c + j } else { next_hole() };
            put(Source::Parked(k), p);
        }
    }

    /// Writes parked row `k` to row `to`.
    ///
    /// # Safety
    /// No other thread touches row `to`.
    unsafe fn unpark(&self, k: usize, to: usize) {
        for (c, &s) in self.sizes.iter().enumerate() {
            // SAFETY: `k` is a parked row, so scratch[c] holds its `s` bytes; `to` is a row of the
            // compacted table, inside the column, which no other thread touches (the caller's contract).
            unsafe { copy_row(self.scratch[c].as_ptr().add(k * s), self.bases[c].add(to * s), s) };
        }
    }

    /// Copies row `from` to row `to` (different rows).
    ///
    /// # Safety
    /// No other thread touches either row.
    unsafe fn move_row(&self, from: usize, to: usize) {
        for (c, &s) in self.sizes.iter().enumerate() {
            // SAFETY: both rows are below the table's length and differ, and no other thread touches
            // them (the caller's contract).
            unsafe { copy_row(self.bases[c].add(from * s), self.bases[c].add(to * s), s) };
        }
    }
}

/// The runs of rows `[first, end)` that move: `(from, end, to)`, each a block of consecutive
/// rows whose destinations are consecutive too.
fn runs(dest: &[u32], first: usize, end: usize) -> Vec<(usize, usize, usize)> {
    let mut runs = Vec::new();
    let mut r = first;
    while r < end {
        let d = dest[r];
        if d == u32::MAX || d as usize == r {
            r += 1;
            continue;
        }
        let mut e = r + 1;
        while e < end && dest[e] != u32::MAX && dest[e] as usize == d as usize + (e - r) {
            e += 1;
        }
        runs.push((r, e, d as usize));
        r = e;
    }
    runs
}

/// Copies one row of `size` bytes (see [`gather`]).
///
/// # Safety
/// Both rows are valid for `size` bytes and don't overlap.
#[inline(always)]
unsafe fn copy_row(src: *const u8, dst: *mut u8, size: usize) {
    // SAFETY: as the caller promises (all arms): both rows valid for `size` bytes, not overlapping.
    unsafe {
        match size {
            4 => (dst as *mut [u8; 4]).write_unaligned((src as *const [u8; 4]).read_unaligned()),
            8 => (dst as *mut [u8; 8]).write_unaligned((src as *const [u8; 8]).read_unaligned()),
            12 => (dst as *mut [u8; 12]).write_unaligned((src as *const [u8; 12]).read_unaligned()),
            16 => (dst as *mut [u8; 16]).write_unaligned((src as *const [u8; 16]).read_unaligned()),
            24 => (dst as *mut [u8; 24]).write_unaligned((src as *const [u8; 24]).read_unaligned()),
            _ => std::ptr::copy_nonoverlapping(src, dst, size),
        }
    }
}

/// Copies row `from` of a column of `size`-byte rows at `src` to row `to` at `dst`, for each
/// `(from, to)` of `moves`. Common sizes move as fixed-size values: a `memcpy` call per row of
/// a few bytes costs more than the copy.
///
/// # Safety
/// Every `from` is inside `src`'s column and every `to` inside `dst`'s; they don't overlap.
unsafe fn copy_rows(src: *const u8, dst: *mut u8, size: usize, moves: impl Iterator<Item = (usize, usize)>) {
    unsafe fn fixed<const N: usize>(src: *const u8, dst: *mut u8, moves: impl Iterator<Item = (usize, usize)>) {
        for (f, t) in moves {
            // SAFETY: as the caller promises.
            unsafe {
                (dst.add(t * N) as *mut [u8; N]).write_unaligned((src.add(f * N) as *const [u8; N]).read_unaligned())
            };
        }
    }
    // SAFETY: as the caller promises (all arms): every row inside its column, none overlapping.
    unsafe {
        match size {
            4 => fixed::<4>(src, dst, moves),
            8 => fixed::<8>(src, dst, moves),
            12 => fixed::<12>(src, dst, moves),
            16 => fixed::<16>(src, dst, moves),
            20 => fixed::<20>(src, dst, moves),
            24 => fixed::<24>(src, dst, moves),
            32 => fixed::<32>(src, dst, moves),
            _ => {
                for (f, t) in moves {
                    std::ptr::copy_nonoverlapping(src.add(f * size), dst.add(t * size), size);
                }
            }
        }
    }
}

/// Copies consecutive rows at `src` to rows `to` (in that order) at `dst`: the sort's
/// direction, reading the table in order (which the prefetcher follows) and writing a scratch
/// buffer small enough to stay in cache. Gathering the other way round read the table's rows
/// at random, and each first read of a line waited for it.
///
/// # Safety
/// As [`copy_rows`].
unsafe fn scatter(src: *const u8, dst: *mut u8, size: usize, to: impl Iterator<Item = usize>) {
    // SAFETY: the caller's contract is copy_rows' (from the i-th row at `src` to its `to`).
    unsafe { copy_rows(src, dst, size, to.enumerate()) }
}

/// Copies rows `rows` (in that order) at `src` to consecutive rows at `dst`.
///
/// # Safety
/// As [`copy_rows`].
unsafe fn gather(src: *const u8, dst: *mut u8, size: usize, rows: impl Iterator<Item = usize>) {
    // SAFETY: the caller's contract is copy_rows' (from each of `rows` to the i-th row at `dst`).
    unsafe { copy_rows(src, dst, size, rows.enumerate().map(|(i, r)| (r, i))) }
}

/// Where each key starts in each world after a sort (seed 004's "TileData", per world). A world
/// whose keys are dense enough (the span from its least to its greatest key at most
/// [`DENSE_PER_ROW`] times its rows) gets a direct table, `dense[at + (k - min)]` = the first row
/// with a key >= k (and one entry past its greatest key), so a lookup is two loads; the others
/// keep their distinct keys in order and the row each starts at, at positions
/// `[start, start + distinct)` of their own rows (a world has no more distinct keys than rows),
/// searched by bisection. `worlds` is what generated code reads ([`KeyWorld`]).
struct KeyIndex {
    comp: CompId,
    offset: usize,
    worlds: Vec<KeyWorld>,
    keys: Vec<i64>,
    starts: Vec<u32>,
    dense: Vec<u32>,
}

/// How many dense-table entries a world may have per row before its index is sparse.
const DENSE_PER_ROW: i64 = 8;

/// `(min, len)` of a direct table for these keys when they are close enough together: keys
/// `min ..= max` and one entry past them.
fn dense_span(keys: impl Iterator<Item = i64>, rows: u32) -> Option<(i64, u32)> {
    let (min, max) = keys.fold((i64::MAX, i64::MIN), |(lo, hi), k| (lo.min(k), hi.max(k)));
    (rows > 0 && max - min < DENSE_PER_ROW * rows as i64 + 64).then(|| (min, (max - min + 2) as u32))
}

/// Stably sorts a world's rows by key by counting: `dest[i]` becomes where its row `i` goes
/// (relative to the world's first row, `start`), from `offsets`, each row's key less the least.
/// Fills the world's direct table: entry `k - min` is the first row (from `start`) whose key
/// is `>= k`, one entry per key from the least to one past the greatest.
fn counting_sort(
    offsets: impl DoubleEndedIterator<Item = usize> + ExactSizeIterator + Clone,
    start: u32,
    table: &mut [u32],
    dest: &mut [u32],
) {
    table.fill(0);
    for k in offsets.clone() {
        table[k] += 1;
    }
    let mut sum = start;
    for t in table.iter_mut() {
        sum += *t;
        *t = sum;
    }
    // table[i] is now one past the last row of key min + i. Placing the rows from the last one
    // back, each at its key's entry counted down, keeps equal keys in order and leaves table[i]
    // at the first row of key min + i (the entry past the greatest key stays at the end): the
    // table is its own cursor.
    for (i, k) in offsets.enumerate().rev() {
        let c = &mut table[k];
        *c -= 1;
        dest[i] = *c - start;
    }
}

/// The sparse index of one world from its rows sorted by key: each distinct key and its first
/// row, into the world's own parts `keys` and `starts` (as long as its rows).
fn sparse_world(order: &[(i64, u32)], start: u32, keys: &mut [i64], starts: &mut [u32]) -> KeyWorld {
    let mut d = 0usize;
    for (i, &(k, _)) in order.iter().enumerate() {
        if i == 0 || order[i - 1].0 != k {
            keys[d] = k;
            starts[d] = start + i as u32;
            d += 1;
        }
    }
    KeyWorld { min: 0, at: d as u32, len: 0 }
}

// SAFETY: rows are only touched by the thread that owns their world (in a node, and in a compaction
// or sort, which hand each world to one thread), so sharing the table across threads is sound.
unsafe impl Sync for Table {}

/// Largest reservation for one column.
const MAX_COLUMN_BYTES: usize = 1 << 36;

impl Table {
    /// A table with the given component columns (`(comp, size)`) for `worlds` worlds.
    pub fn new(cols: &[(CompId, usize)], worlds: u32, max_rows: u32) -> Result<Table, String> {
        let mut capacity = max_rows.max(1);
        for &(_, size) in cols {
            capacity = capacity.min((MAX_COLUMN_BYTES / size.max(1)).min(u32::MAX as usize) as u32);
        }
        let reserve = |size: usize, rows: u32| {
            Region::reserve(size * rows as usize, size * 4096).ok_or_else(|| {
                format!("could not reserve {} bytes of address space for a table column", size * rows as usize)
            })
        };
        let world_ids = reserve(4, capacity)?;
        let entities = reserve(8, capacity)?;
        let deleted = reserve(8, capacity)?;
        let mut columns = Vec::new();
        for &(comp, size) in cols {
            columns.push(Column { comp, size, region: reserve(size, capacity)? });
        }
        // The system may have granted less than asked; the table holds what every column holds.
        let rows_in = |bytes: usize, size: usize| (bytes / size.max(1)).min(u32::MAX as usize) as u32;
        capacity = capacity.min(rows_in(world_ids.bytes(), 4)).min(rows_in(entities.bytes(), 8));
        capacity = capacity.min(rows_in(deleted.bytes(), 8));
        for c in &columns {
            capacity = capacity.min(rows_in(c.region.bytes(), c.size));
        }
        let mut ranges = Vec::new();
        ranges.try_reserve_exact(worlds as usize).map_err(|_| format!("not enough memory for {worlds} worlds"))?;
        ranges.resize(worlds as usize, [0, 0]);
        Ok(Table {
            world_ids,
            entities,
            columns,
            capacity,
            len: AtomicU32::new(0),
            dirty: AtomicBool::new(false),
            overflowed: AtomicBool::new(false),
            sorted: 0,
            restarted: (0..ranges.len()).map(|_| AtomicU32::new(0)).collect(),
            any_restarted: AtomicBool::new(false),
            deleted,
            deleted_len: AtomicU32::new(0),
            epoch: 1,
            ranges,
            high_water: 0,
            index: None,
            index_store: (Vec::new(), Vec::new(), Vec::new()),
            sort_buffers: SortBuffers::default(),
        })
    }

    pub fn capacity(&self) -> u32 {
        self.capacity
    }

    /// Rows in use (deleted rows included until compaction).
    pub fn len(&self) -> u32 {
        self.len.load(Ordering::Acquire).min(self.capacity)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub(crate) fn is_dirty(&self) -> bool {
        self.dirty.load(Ordering::Acquire)
    }

    pub(crate) fn mark_dirty(&self) {
        self.dirty.store(true, Ordering::Release);
    }

    /// Whether a spawn failed because the table was full (reset by [`Table::take_overflow`]).
    pub(crate) fn take_overflow(&self) -> bool {
        self.overflowed.swap(false, Ordering::AcqRel)
    }

    pub fn world_ids(&self) -> *mut i32 {
        self.world_ids.as_ptr() as *mut i32
    }

    pub fn entities(&self) -> *mut Entity {
        self.entities.as_ptr() as *mut Entity
    }

    /// Per-world `[first row, count]`; meaningful only when the table is clean.
    pub fn ranges(&self) -> &[[u32; 2]] {
        &self.ranges
    }

    pub(crate) fn column_of(&self, comp: CompId) -> Option<&Column> {
        self.columns.iter().find(|c| c.comp == comp)
    }

    /// Appends a zeroed row for `world`; `None` when the table is full. Safe from many threads.
    pub(crate) fn push_row(&self, world: u32, entity: Entity) -> Option<u32> {
        let row = self.len.fetch_add(1, Ordering::AcqRel);
        if row >= self.capacity {
            self.overflowed.store(true, Ordering::Release);
            return None;
        }
        self.dirty.store(true, Ordering::Release);
        // SAFETY: `row` is below capacity and was handed to this caller alone.
        unsafe { self.init_row(row, world, entity) };
        Some(row)
    }

    /// Reuses a deleted row of this world in place (a world reset spawning where it destroyed),
    /// which leaves the grouping by world intact.
    ///
    /// # Safety
    /// `row` must be a deleted row that belonged to `world` and be owned by the caller.
    pub(crate) unsafe fn reuse_row(&self, row: u32, world: u32, entity: Entity) {
        // SAFETY: the caller's contract: a deleted row (so below the capacity) that the caller owns.
        unsafe { self.init_row(row, world, entity) };
    }

    /// Writes row `row` anew: its world, its entity, and zeroed components.
    ///
    /// # Safety
    /// `row` is below the capacity, and no other thread touches it.
    unsafe fn init_row(&self, row: u32, world: u32, entity: Entity) {
        let r = row as usize;
        // SAFETY: the caller's contract: `row` is below the capacity, which every column holds, and
        // no other thread touches it.
        unsafe {
            *self.world_ids().add(r) = world as i32;
            *self.entities().add(r) = entity;
            for c in &self.columns {
                let p = c.base().add(r * c.size);
                // The common sizes as one store each: a `memset` call per column was 1.5% of
                // CartPole's step (a spawn in every reset).
                match c.size {
                    4 => p.cast::<u32>().write_unaligned(0),
                    8 => p.cast::<u64>().write_unaligned(0),
                    16 => p.cast::<u128>().write_unaligned(0),
                    n => std::ptr::write_bytes(p, 0, n),
                }
            }
        }
    }

    /// Marks a row deleted (a destroy) and logs it for the next compaction. Call only from
    /// the thread owning the row's world.
    pub(crate) fn delete_row(&self, row: u32) {
        if row >= self.capacity {
            return;
        }
        // SAFETY: in bounds; the caller owns the row's world, so nothing else writes its id.
        let w = unsafe { self.world_ids().add(row as usize).replace(-1) };
        if w >= 0 && row < self.sorted {
            // Each row of the prefix is deleted once before the next compaction (a deleted row
            // is reused only by a reset, whose world the compaction reads whole), so the log's
            // room (a row's worth per row) is enough; past it the compaction reads every row.
            let k = self.deleted_len.fetch_add(1, Ordering::Relaxed);
            if k < self.capacity {
                // SAFETY: entry `k` is below the log's room and was handed to this caller alone.
                unsafe { (self.deleted.as_ptr() as *mut u64).add(k as usize).write((w as u64) << 32 | row as u64) };
            }
        }
        self.mark_dirty();
    }

    /// Makes the next compaction find the destroyed rows by reading every row, as it does when
    /// the log ran out of room (which the log's room rules out): for tests of that path.
    #[cfg(test)]
    pub(crate) fn lose_deletion_log(&self) {
        self.deleted_len.store(self.capacity.saturating_add(1), Ordering::Relaxed);
    }

    /// Marks a row deleted without marking the table dirty or logging it: for a world reset,
    /// which refills the row in place, or else marks the world ([`Table::restart_world`], so
    /// the compaction reads it whole) and the table dirty.
    pub(crate) fn delete_row_quiet(&self, row: u32) {
        if row < self.capacity {
            // SAFETY: in bounds; deleting is a single aligned store.
            unsafe { *self.world_ids().add(row as usize) = -1 };
        }
    }

    /// Empties the table: no rows in any world, nothing to compact.
    pub fn clear(&mut self) {
        if let Some(ix) = self.index.take() {
            self.index_store = (ix.keys, ix.starts, ix.dense);
        }
        self.len.store(0, Ordering::Release);
        self.sorted = 0;
        self.ranges.fill([0, 0]);
        self.deleted_len.store(0, Ordering::Relaxed);
        self.dirty.store(false, Ordering::Release);
        self.end_restarts();
    }

    /// Drops deleted rows and groups the rows by world, in place (SEMANTICS.md 10.3: a world's
    /// live rows keep their places and its holes take its last rows). `moved(world, entity_id,
    /// new_row)` is called for every row that changes position so entity slots can follow.
    /// No-op for a clean table.
    pub fn compact(&mut self, mut moved: impl FnMut(u32, u32, u32)) {
        let Some(job) = self.compact_begin() else {
            return;
        };
        if job.apart {
            for i in 0..job.changed() {
                // SAFETY: one world at a time, on this thread.
                unsafe { self.compact_world(&job, i, &mut moved) };
            }
        } else {
            self.compact_whole(&job, &mut moved);
        }
        self.compact_end(job);
    }

    /// Marks world `w` reset (SEMANTICS.md 10.7): at the next compaction all of its rows count
    /// as spawned since the last one, so they keep the order they were spawned in. Safe from
    /// many threads (each for its own worlds).
    pub(crate) fn restart_world(&self, w: u32) {
        if let Some(f) = self.restarted.get(w as usize) {
            f.store(self.epoch, Ordering::Relaxed);
            // Read first: once set, the flag's line stays shared instead of bouncing between
            // the threads resetting worlds.
            if !self.any_restarted.load(Ordering::Relaxed) {
                self.any_restarted.store(true, Ordering::Relaxed);
            }
        }
    }

    /// Forgets the marks of [`Table::restart_world`] without compacting: a reset that
    /// refilled every row in place leaves a clean table, and its mark must not apply to a
    /// later compaction. O(1): a mark is the epoch it was made in, and this starts the next.
    pub(crate) fn end_restarts(&mut self) {
        self.epoch = self.epoch.checked_add(1).unwrap_or(1);
        *self.any_restarted.get_mut() = false;
    }

    /// The worlds marked since the last compaction or [`Table::end_restarts`], in order;
    /// starts the next epoch.
    fn take_restarts(&mut self) -> Vec<u32> {
        let mut out = Vec::new();
        if *self.any_restarted.get_mut() {
            let epoch = self.epoch;
            out.extend((0..self.restarted.len() as u32).filter(|&w| *self.restarted[w as usize].get_mut() == epoch));
        }
        self.end_restarts();
        out
    }

    /// Starts a compaction ([`Table::compact`]): which worlds change and where their rows go,
    /// with the rows spawned since the last compaction parked aside. `None` when the table is
    /// clean. The work is in proportion to what changed (the rows destroyed and spawned since,
    /// and the reset worlds' rows), not to the table, when no world's first row changes
    /// (`CompactJob::apart`: every world but the last keeps its row count, as when each
    /// destroy is matched by a spawn): then each world's rows stay inside the world's own
    /// range and [`Table::compact_world`] may run for different worlds at once. Otherwise the
    /// caller runs [`Table::compact_whole`], which moves the table. Then [`Table::compact_end`].
    pub(crate) fn compact_begin(&mut self) -> Option<CompactJob> {
        if !self.is_dirty() {
            // Clean: every row a reset deleted was refilled in place, and destroys dirty the
            // table, so the log holds nothing.
            *self.deleted_len.get_mut() = 0;
            self.end_restarts();
            return None;
        }
        if let Some(ix) = self.index.take() {
            self.index_store = (ix.keys, ix.starts, ix.dense);
        }
        let restarted = self.take_restarts();
        let len = self.len() as usize;
        let worlds = self.ranges.len();
        let wid = self.world_ids();
        let ents = self.entities();
        // SAFETY: `&mut self`, so no other thread touches the table; all
        // indices are below `len <= capacity`.
        let world_of = |r: usize| unsafe { *wid.add(r) };
        let sorted = (self.sorted as usize).min(len);
        let ranges = &mut self.ranges;
        let range = |w: usize| {
            let [f, c] = ranges[w];
            (f as usize).min(sorted)..((f + c) as usize).min(sorted)
        };
        let is_reset = |w: u32| restarted.binary_search(&w).is_ok();

        // Rows [0, sorted) are grouped by world as the ranges say. A world's holes there are
        // its destroyed rows, from the log; when the log lost entries, every world's rows are
        // read instead. A reset world is read whole later.
        let logged = std::mem::take(self.deleted_len.get_mut()) as usize;
        let mut holes_by_world: Vec<(u32, u32)> = if logged <= self.capacity as usize {
            // SAFETY: `delete_row` wrote the first `logged` entries (all below the room), and
            // `&mut self` ends every writer.
            let log = unsafe { std::slice::from_raw_parts(self.deleted.as_ptr() as *const u64, logged) };
            log.iter().map(|&e| ((e >> 32) as u32, e as u32)).collect()
        } else {
            (0..worlds as u32)
                .flat_map(|w| range(w as usize).filter(move |&r| world_of(r) != w as i32).map(move |r| (w, r as u32)))
                .collect()
        };
        // By world, then row; the log is not trusted: a row twice, or one that is not a hole
        // of its world, is dropped.
        holes_by_world.sort_unstable();
        holes_by_world.dedup();
        holes_by_world.retain(|&(w, r)| {
            (w as usize) < worlds
                && !is_reset(w)
                && range(w as usize).contains(&(r as usize))
                && world_of(r as usize) < 0
        });
        // The live rows spawned since, by world and then row (within a world, spawn order).
        let mut spawned = Vec::with_capacity(len - sorted);
        for r in sorted..len {
            let w = world_of(r);
            if w >= 0 && (w as usize) < worlds {
                spawned.push((w as u32, r as u32));
            } else if w >= 0 {
                // A world id out of range can only come from memory corruption; drop the row.
                // SAFETY: as for `world_of`: `&mut self`, and `r` is below `len <= capacity`.
                unsafe { *wid.add(r) = -1 };
            }
        }
        spawned.sort_unstable();

        // One change per world with holes, spawns or a reset, in world order.
        let most = holes_by_world.len() + spawned.len() + restarted.len();
        let mut changes = Vec::with_capacity(most);
        let mut holes = Vec::with_capacity(holes_by_world.len());
        let mut parked = Vec::with_capacity(spawned.len());
        let (mut i, mut j, mut k) = (0, 0, 0);
        loop {
            let next = [holes_by_world.get(i).map(|h| h.0), spawned.get(j).map(|s| s.0), restarted.get(k).copied()];
            let Some(w) = next.into_iter().flatten().min() else {
                break;
            };
            let rows = range(w as usize);
            let h0 = holes.len();
            while holes_by_world.get(i).is_some_and(|h| h.0 == w) {
                holes.push(holes_by_world[i].1 - rows.start as u32);
                i += 1;
            }
            let p0 = parked.len();
            while spawned.get(j).is_some_and(|s| s.0 == w) {
                parked.push(spawned[j].1);
                j += 1;
            }
            let reset = restarted.get(k) == Some(&w);
            k += usize::from(reset);
            let kept = if reset {
                // SAFETY: rows below `sorted <= len`.
                let ids = unsafe { std::slice::from_raw_parts(wid.add(rows.start), rows.len()) };
                ids.iter().map(|&x| u32::from(x == w as i32)).sum::<u32>()
            } else {
                (rows.len() - (holes.len() - h0)) as u32
            };
            changes.push(Change {
                w,
                first: rows.start as u32,
                count: rows.len() as u32,
                live: kept + (parked.len() - p0) as u32,
                restarted: reset,
                holes: h0..holes.len(),
                parked: p0..parked.len(),
            });
        }

        // Only the last world may change its row count without moving another world's first row.
        let apart = changes.iter().all(|c| c.live == c.count || c.w as usize + 1 == worlds)
            && ranges.last().is_none_or(|&[f, c]| (f + c) as usize == sorted);
        let (old, total) = if apart {
            for c in changes.iter().filter(|c| c.live != c.count) {
                ranges[c.w as usize][1] = c.live;
            }
            let grown: i64 = changes.iter().map(|c| c.live as i64 - c.count as i64).sum();
            (Vec::new(), (sorted as i64 + grown) as u32)
        } else {
            let old: Vec<[u32; 2]> = (0..worlds).map(range).map(|r| [r.start as u32, r.len() as u32]).collect();
            let mut changed = changes.iter().peekable();
            let mut total = 0u32;
            for (w, r) in ranges.iter_mut().enumerate() {
                let n = match changed.next_if(|c| c.w as usize == w) {
                    Some(c) => c.live,
                    None => old[w][1],
                };
                *r = [total, n];
                total += n;
            }
            (old, total)
        };

        // Park the rows spawned since.
        let mut sizes: Vec<usize> = vec![4, 8];
        sizes.extend(self.columns.iter().map(|c| c.size));
        let bases: Vec<*mut u8> =
            [wid as *mut u8, ents as *mut u8].into_iter().chain(self.columns.iter().map(|c| c.base())).collect();
        let mut scratch: Vec<Vec<u8>> = sizes.iter().map(|s| vec![0u8; s * parked.len()]).collect();
        for (c, &s) in sizes.iter().enumerate() {
            // SAFETY: `&mut self`; parked rows are below `len`, inside each column, and scratch[c] holds
            // `parked.len()` rows of `s` bytes.
            unsafe { gather(bases[c], scratch[c].as_mut_ptr(), s, parked.iter().map(|&r| r as usize)) };
        }
        Some(CompactJob { len, sorted, total, old, changes, holes, sizes, bases, parked, scratch, apart })
    }

    /// Moves the rows of the `i`-th changed world ([`CompactJob::changed_world`]) of a
    /// compaction whose worlds are apart ([`CompactJob::apart`]): only rows into holes (or past
    /// the world's old rows), so the work is the world's destroyed and spawned rows, not its
    /// rows.
    ///
    /// # Safety
    /// `job` comes from this table's [`Table::compact_begin`], is apart, and
    /// [`Table::compact_end`] has not run; no two calls for one world run at once (calls for
    /// different worlds may: each touches only its world's range, parked rows and entities).
    pub(crate) unsafe fn compact_world(&self, job: &CompactJob, i: usize, moved: &mut impl FnMut(u32, u32, u32)) {
        debug_assert!(job.apart);
        let ch = &job.changes[i];
        let first = ch.first as usize;
        let wid = self.world_ids();
        // SAFETY: rows of this world's range (and, for the last world, past it: rows spawned
        // since, all parked).
        let world_of = |r: usize| unsafe { *wid.add(r) };
        let ents = job.bases[1] as *const Entity;
        // SAFETY: the caller's contract (a live, apart job; one call per world at a time): place_world
        // puts rows only into this world's holes or past its old rows (parked rows, for the last
        // world), which no other world's call touches; `ents` reads the entity just put at `to`.
        unsafe {
            job.place_world(ch, world_of, |from, p| {
                let to = first + p;
                match from {
                    Source::Row(r) if r == to => return,
                    Source::Row(r) => job.move_row(r, to),
                    Source::Parked(k) => job.unpark(k, to),
                }
                moved(ch.w, (*ents.add(to)).id, to as u32);
            })
        };
    }

    /// Moves every row of a compaction, on this thread (any job).
    pub(crate) fn compact_whole(&mut self, job: &CompactJob, mut moved: impl FnMut(u32, u32, u32)) {
        let wid = self.world_ids();
        // SAFETY: `&mut self`; rows below `len`.
        let world_of = |r: usize| unsafe { *wid.add(r) };
        // Rows of the prefix that keep their place in their world move in runs: between two
        // holes every such row shifts by the same amount, so a run moves as one block per
        // column (a row at a time cost more than the copying). The others (into holes, or all
        // rows of a reset world) are parked aside first, like the rows spawned since.
        let mut dest = vec![u32::MAX; job.sorted];
        let mut extra: Vec<(u32, u32)> = Vec::new();
        let mut parked_to = vec![0u32; job.parked.len()];
        let mut changes = job.changes.iter().peekable();
        for w in 0..self.ranges.len() {
            let [first, m] = self.ranges[w];
            let Some(ch) = changes.next_if(|c| c.w as usize == w) else {
                // Unchanged: every row of its range is alive and keeps its position (its old
                // range is the table's when the job is apart).
                let [f, c] = job.old.get(w).copied().unwrap_or(self.ranges[w]);
                for p in 0..c {
                    dest[(f + p) as usize] = first + p;
                }
                continue;
            };
            let (f, c) = (ch.first, ch.count);
            if !ch.restarted {
                for p in 0..c.min(m) {
                    if world_of((f + p) as usize) == w as i32 {
                        dest[(f + p) as usize] = first + p;
                    }
                }
            }
            // SAFETY: `put` only records.
            unsafe {
                job.place_world(ch, world_of, |from, p| match from {
                    Source::Row(r) => extra.push((r as u32, first + p as u32)),
                    Source::Parked(k) => parked_to[k] = first + p as u32,
                })
            };
        }
        let mut scratch: Vec<Vec<u8>> = job.sizes.iter().map(|s| vec![0u8; s * extra.len()]).collect();
        for (c, &s) in job.sizes.iter().enumerate() {
            // SAFETY: `&mut self`; the `extra` rows are below `sorted <= len`, and scratch[c] holds
            // `extra.len()` rows of `s` bytes.
            unsafe { gather(job.bases[c], scratch[c].as_mut_ptr(), s, extra.iter().map(|&(r, _)| r as usize)) };
        }
        // The runs' destinations keep the rows' order, so moving left-movers in ascending
        // order and right-movers in descending order never overwrites a row that has not
        // moved yet; within a run, `copy` handles the overlap.
        let runs = runs(&dest, 0, job.sorted);
        let move_run = |&(from, end, to): &(usize, usize, usize)| {
            for (c, &s) in job.sizes.iter().enumerate() {
                // SAFETY: both ranges are rows below `len` of the column; `&mut self`.
                unsafe { std::ptr::copy(job.bases[c].add(from * s), job.bases[c].add(to * s), (end - from) * s) };
            }
        };
        runs.iter().filter(|&&(from, _, to)| to < from).for_each(move_run);
        runs.iter().rev().filter(|&&(from, _, to)| to > from).for_each(move_run);
        for (k, &to) in parked_to.iter().enumerate() {
            // SAFETY: `&mut self`, so no other thread touches row `to`, a row of the compacted table.
            unsafe { job.unpark(k, to as usize) };
        }
        for (c, &s) in job.sizes.iter().enumerate() {
            // SAFETY: as the gather above: scratch[c] holds `extra.len()` rows; each `to` is a row of
            // the compacted table, inside the column.
            unsafe { scatter(scratch[c].as_ptr(), job.bases[c], s, extra.iter().map(|&(_, to)| to as usize)) };
        }
        let ents = self.entities();
        let mut report = |to: u32| {
            // SAFETY: `&mut self`; `to` is a row of the compacted table, below `len`.
            let (w, e) = unsafe { (*wid.add(to as usize), *ents.add(to as usize)) };
            moved(w as u32, e.id, to);
        };
        for (r, &d) in dest.iter().enumerate() {
            if d != u32::MAX && d as usize != r {
                report(d);
            }
        }
        for (&r, &to) in job.parked.iter().zip(&parked_to) {
            if r != to {
                report(to);
            }
        }
        for &(r, to) in &extra {
            if r != to {
                report(to);
            }
        }
    }

    /// Ends a compaction: the table is clean.
    pub(crate) fn compact_end(&mut self, job: CompactJob) {
        let (len, total) = (job.len, job.total);
        self.len.store(total, Ordering::Release);
        self.sorted = total;
        self.dirty.store(false, Ordering::Release);
        // Hand back memory when the table shrank well below its peak.
        self.high_water = self.high_water.max(len as u32);
        if self.high_water > 4096 && total < self.high_water / 4 {
            self.world_ids.release_from(total as usize * 4);
            self.entities.release_from(total as usize * 8);
            for c in &self.columns {
                c.region.release_from(total as usize * c.size);
            }
            self.high_water = total;
        }
    }

    /// Reorders the rows of every world by an int/uint key at `offset` in `comp`'s column,
    /// stably, and builds the key index ([`Table::key_rows`]). The table must be clean.
    /// `unmoved` as in [`Table::sort_begin`]; `moved` as in [`Table::sort_column`]. (The executor
    /// sorts worlds on several threads with [`Table::sort_begin`], [`Table::sort_world`] and
    /// [`Table::sort_end`]; this is the same on one.)
    pub(crate) fn sort_worlds_by(
        &mut self,
        comp: CompId,
        offset: usize,
        signed: bool,
        unmoved: &[CompId],
        mut moved: impl FnMut(u32, &[Entity], &[u32], u32),
    ) {
        let Some(job) = self.sort_begin(comp, offset, signed, unmoved) else {
            return;
        };
        let mut bufs = std::mem::take(&mut self.sort_buffers);
        for w in 0..self.ranges.len() as u32 {
            // SAFETY: one world at a time, on this thread.
            unsafe { self.sort_world(&job, w, &mut bufs, &mut moved) };
        }
        self.sort_buffers = bufs;
        self.sort_end(job);
    }

    /// Starts a sort by key: drops the old index and sizes the new one so that every world
    /// fills its own part (its distinct keys at its own rows; its direct table, at most
    /// [`DENSE_PER_ROW`] entries per row plus 65, at a region of its own). The columns of the
    /// components in `unmoved` will not be moved: the caller knows each is overwritten, for
    /// every row, before anything reads it. `None` when the table has no such column (then
    /// there is nothing to sort).
    pub(crate) fn sort_begin(
        &mut self,
        comp: CompId,
        offset: usize,
        signed: bool,
        unmoved: &[CompId],
    ) -> Option<SortJob> {
        debug_assert!(!self.is_dirty());
        if let Some(ix) = self.index.take() {
            self.index_store = (ix.keys, ix.starts, ix.dense);
        }
        let ci = self.columns.iter().position(|c| c.comp == comp)?;
        let len = self.len() as usize;
        let worlds = self.ranges.len();
        let (mut keys, mut starts, mut dense) = std::mem::take(&mut self.index_store);
        keys.resize(len, 0);
        starts.resize(len, 0);
        dense.resize(DENSE_PER_ROW as usize * len + 65 * worlds, 0);
        let mut bases = vec![self.world_ids() as *mut u8, self.entities() as *mut u8];
        bases.extend(self.columns.iter().map(|c| c.base()));
        let mut sizes = vec![4, 8];
        sizes.extend(self.columns.iter().map(|c| c.size));
        let mut moves = vec![false, true];
        moves.extend(self.columns.iter().map(|c| !unmoved.contains(&c.comp)));
        let mut index = KeyIndex { comp, offset, worlds: vec![KeyWorld::default(); worlds], keys, starts, dense };
        Some(SortJob {
            key_col: self.columns[ci].base(),
            key_size: self.columns[ci].size,
            offset,
            signed,
            bases,
            sizes,
            moves,
            keys: index.keys.as_mut_ptr(),
            starts: index.starts.as_mut_ptr(),
            dense: index.dense.as_mut_ptr(),
            worlds: index.worlds.as_mut_ptr(),
            index: std::cell::UnsafeCell::new(Some(index)),
        })
    }

    /// Sorts world `w`'s rows by the job's key and writes its part of the index; `moved` as in
    /// [`Table::sort_column`].
    ///
    /// # Safety
    /// `job` comes from this table's [`Table::sort_begin`] and [`Table::sort_end`] has not run;
    /// no two calls for one world run at once (calls for different worlds may).
    pub(crate) unsafe fn sort_world(
        &self,
        job: &SortJob,
        w: u32,
        bufs: &mut SortBuffers,
        moved: &mut impl FnMut(u32, &[Entity], &[u32], u32),
    ) {
        // SAFETY: our caller's contract, which is sort_plan's.
        if !unsafe { self.sort_plan(job, w, bufs) } {
            return;
        }
        let SortBuffers { dest, scratch, .. } = bufs;
        for (c, _) in job.column_sizes() {
            // SAFETY: our caller's contract, which is sort_column's; `dest` is this world's plan, just made.
            unsafe { self.sort_column(job, w, dest, c, scratch, moved) };
        }
    }

    /// The first half of [`Table::sort_world`]: where each of world `w`'s rows goes, into
    /// `bufs.dest` (relative to the world's first row), and the world's part of the index.
    /// False when no row moves (then the columns are already in order).
    ///
    /// # Safety
    /// As [`Table::sort_world`].
    pub(crate) unsafe fn sort_plan(&self, job: &SortJob, w: u32, bufs: &mut SortBuffers) -> bool {
        let [start, count] = self.ranges[w as usize];
        let SortBuffers { order, dest, .. } = bufs;
        let key = |r: u32| {
            // SAFETY: r is a live row of a clean table; offset is inside the component, and the key field
            // (4 bytes) is aligned, as the layout aligns fields and rows.
            let raw = unsafe { *(job.key_col.add(r as usize * job.key_size + job.offset) as *const u32) };
            if job.signed { raw as i32 as i64 } else { raw as i64 }
        };
        let rows = start..start + count;
        // Where each row goes (relative to `start`): columns are then read in order.
        dest.clear();
        dest.resize(count as usize, 0);
        let kw = match dense_span(rows.clone().map(key), count) {
            // Keys close together: a counting sort, whose counts are the direct table.
            Some((min, len)) => {
                let at = DENSE_PER_ROW as usize * start as usize + 65 * w as usize;
                // SAFETY: this world's own part of `dense`: `sort_begin` sized it for 8 entries per row
                // plus 65 per world, `at` counts this world's share, and `len` fits in it; no other call
                // writes it.
                let table = unsafe { std::slice::from_raw_parts_mut(job.dense.add(at), len as usize) };
                counting_sort(rows.clone().map(|r| (key(r) - min) as usize), start, table, dest);
                KeyWorld { min, at: at as u32, len }
            }
            None => {
                order.clear();
                order.extend(rows.clone().map(|r| (key(r), r)));
                order.sort_by_key(|&(k, _)| k);
                for (i, &(_, r)) in order.iter().enumerate() {
                    dest[(r - start) as usize] = i as u32;
                }
                // SAFETY: this world's own rows of `keys` (as long as the table); no other call writes them.
                let keys = unsafe { std::slice::from_raw_parts_mut(job.keys.add(start as usize), count as usize) };
                // SAFETY: as above, for `starts`.
                let starts = unsafe { std::slice::from_raw_parts_mut(job.starts.add(start as usize), count as usize) };
                sparse_world(order, start, keys, starts)
            }
        };
        // SAFETY: this world's own `worlds` entry (one per world); no other call writes it.
        unsafe { *job.worlds.add(w as usize) = kw };
        !dest.iter().enumerate().all(|(i, &d)| d as usize == i)
    }

    /// The second half of [`Table::sort_world`]: moves column `c` (1: the entities, whose
    /// slots follow them through `moved`; 2..: the components) of world `w` to the places
    /// `dest` from [`Table::sort_plan`] gives, through `scratch`. With column 1, `moved(w,
    /// entities, dest, start)` gets the world's entities in their old order, each going to row
    /// `start + dest[i]`: all of them at once, so that the caller finds the world's slots once
    /// (a call per row looked the world up and checked its spilled slots each time).
    ///
    /// # Safety
    /// As [`Table::sort_world`]; calls for different columns of one world may run at once
    /// (each touches its own column, its own scratch; only column 1 calls `moved`).
    pub(crate) unsafe fn sort_column(
        &self,
        job: &SortJob,
        w: u32,
        dest: &[u32],
        c: usize,
        scratch: &mut Vec<u8>,
        moved: &mut impl FnMut(u32, &[Entity], &[u32], u32),
    ) {
        let [start, count] = self.ranges[w as usize];
        let s = job.sizes[c];
        if scratch.len() < s * count as usize {
            scratch.resize(s * count as usize, 0);
        }
        // SAFETY: `start` is at most the table's length, so the pointer stays inside column `c`.
        let first = unsafe { job.bases[c].add(start as usize * s) };
        // SAFETY: the world's `count` rows of the column; scratch holds `count` rows.
        unsafe { scatter(first, scratch.as_mut_ptr(), s, dest.iter().map(|&d| d as usize)) };
        if c == 1 {
            // SAFETY: the world's `count` rows of the entities' column (c == 1), still in their old
            // order (the column goes back after this call), and this call's alone (the contract).
            let ents = unsafe { std::slice::from_raw_parts(first as *const Entity, count as usize) };
            moved(w, ents, dest, start);
        }
        // SAFETY: scratch holds at least `s * count` bytes (resized above), the world's rows of
        // column `c` are this call's alone (the contract), and the two don't overlap.
        unsafe { std::ptr::copy_nonoverlapping(scratch.as_ptr(), first, s * count as usize) };
    }

    /// Installs the index the job's worlds built.
    pub(crate) fn sort_end(&mut self, job: SortJob) {
        self.index = job.index.into_inner();
    }

    /// The rows `[start, end)` of `world` whose key is in `[lo, hi)`, from the index the last
    /// sort built: two reads of the world's direct table, or two binary searches over its
    /// distinct keys. `None` when the rows moved since (or were never sorted by `comp` at
    /// `offset`). CUDA kernels do the same inline (see `abi::KeyWorld`); CPU kernels read a
    /// direct table inline and call this (through `abi::mw_key_range`) for the rest.
    pub fn key_rows(&self, comp: CompId, offset: usize, world: u32, lo: i64, hi: i64) -> Option<(u32, u32)> {
        let ix = self.index.as_ref().filter(|ix| ix.comp == comp && ix.offset == offset)?;
        let [start, count] = *self.ranges.get(world as usize)?;
        if hi <= lo {
            return Some((start, start));
        }
        let kw = *ix.worlds.get(world as usize)?;
        if kw.len > 0 {
            let dense = ix.dense.get(kw.at as usize..(kw.at + kw.len) as usize)?;
            let row = |b: i64| dense[(b.clamp(kw.min, kw.min + kw.len as i64 - 1) - kw.min) as usize];
            return Some((row(lo), row(hi)));
        }
        let (s, d) = (start as usize, kw.at as usize);
        let keys = ix.keys.get(s..s + d)?;
        let starts = &ix.starts[s..s + d];
        let row = |i: usize| if i < d { starts[i] } else { start + count };
        let a = keys.partition_point(|&k| k < lo);
        let b = a + keys[a..].partition_point(|&k| k < hi);
        Some((row(a), row(b)))
    }

    /// What generated code reads of the key index (see [`crate::abi::TableView`]); an id of
    /// `u64::MAX` and null pointers without one.
    pub(crate) fn key_view(&self) -> KeyView {
        match &self.index {
            Some(ix) => KeyView {
                id: key_id(ix.comp.0, ix.offset as u32),
                worlds: ix.worlds.as_ptr(),
                dense: ix.dense.as_ptr(),
                keys: ix.keys.as_ptr(),
                starts: ix.starts.as_ptr(),
            },
            None => KeyView {
                id: u64::MAX,
                worlds: std::ptr::null(),
                dense: std::ptr::null(),
                keys: std::ptr::null(),
                starts: std::ptr::null(),
            },
        }
    }

    /// After a clean compaction, the number of rows every world has, if they all have the same.
    pub(crate) fn uniform_rows(&self) -> Result<u32, (u32, u32, u32, u32)> {
        let first = self.ranges.first().map(|r| r[1]).unwrap_or(0);
        for (w, r) in self.ranges.iter().enumerate() {
            if r[1] != first {
                return Err((0, first, w as u32, r[1]));
            }
        }
        Ok(first)
    }

    /// Bytes of the table's columns (world ids, entities and components) resident in memory,
    /// by `mincore` over each column's reservation.
    pub(crate) fn resident_bytes(&self) -> usize {
        self.world_ids.resident_bytes()
            + self.entities.resident_bytes()
            + self.columns.iter().map(|c| c.region.resident_bytes()).sum::<usize>()
    }
}
