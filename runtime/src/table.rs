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
//! order, each world's rows in the order they were created, with per-world `ranges`. It is a
//! stable sort on the world id done in place, moving only rows whose position changes.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use crate::entity::Entity;
use crate::schema::CompId;
use crate::vmem::Region;

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
    /// Highest `len` since pages were last released.
    high_water: u32,
    /// The key index of the last sort, while the rows have not moved since.
    index: Option<KeyIndex>,
    /// The index's buffers while it is invalid, kept for the next sort.
    index_store: (Vec<i64>, Vec<u32>),
}

/// Where each key starts in each world after a sort: world `w`'s distinct keys in order, and
/// the row each starts at, stored at positions `[start, start + distinct[w])` of `w`'s own
/// rows (a world has no more distinct keys than rows). Seed 004's "TileData" array, per world.
struct KeyIndex {
    comp: CompId,
    offset: usize,
    keys: Vec<i64>,
    starts: Vec<u32>,
    distinct: Vec<u32>,
}

// Rows are only touched by the thread that owns their world (or by compaction, which runs
// alone), so sharing the table across the worker threads is sound.
unsafe impl Sync for Table {}

pub use crate::limits::DEFAULT_MAX_ROWS;
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
        let mut columns = Vec::new();
        for &(comp, size) in cols {
            columns.push(Column { comp, size, region: reserve(size, capacity)? });
        }
        // The system may have granted less than asked; the table holds what every column holds.
        let rows_in = |bytes: usize, size: usize| (bytes / size.max(1)).min(u32::MAX as usize) as u32;
        capacity = capacity.min(rows_in(world_ids.bytes(), 4)).min(rows_in(entities.bytes(), 8));
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
            ranges,
            high_water: 0,
            index: None,
            index_store: (Vec::new(), Vec::new()),
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

    pub fn is_dirty(&self) -> bool {
        self.dirty.load(Ordering::Acquire)
    }

    pub fn mark_dirty(&self) {
        self.dirty.store(true, Ordering::Release);
    }

    /// Whether a spawn failed because the table was full (reset by [`Table::take_overflow`]).
    pub fn take_overflow(&self) -> bool {
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

    pub fn column_of(&self, comp: CompId) -> Option<&Column> {
        self.columns.iter().find(|c| c.comp == comp)
    }

    /// Appends a zeroed row for `world`; `None` when the table is full. Safe from many threads.
    pub fn push_row(&self, world: u32, entity: Entity) -> Option<u32> {
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
    pub unsafe fn reuse_row(&self, row: u32, world: u32, entity: Entity) {
        unsafe { self.init_row(row, world, entity) };
    }

    unsafe fn init_row(&self, row: u32, world: u32, entity: Entity) {
        let r = row as usize;
        unsafe {
            *self.world_ids().add(r) = world as i32;
            *self.entities().add(r) = entity;
            for c in &self.columns {
                std::ptr::write_bytes(c.base().add(r * c.size), 0, c.size);
            }
        }
    }

    /// Marks a row deleted. Call only from the thread owning the row's world.
    pub fn delete_row(&self, row: u32) {
        self.delete_row_quiet(row);
        self.mark_dirty();
    }

    /// Marks a row deleted without marking the table dirty: for a world reset, which refills
    /// the row in place or marks the table itself.
    pub fn delete_row_quiet(&self, row: u32) {
        if row < self.capacity {
            // SAFETY: in bounds; deleting is a single aligned store.
            unsafe { *self.world_ids().add(row as usize) = -1 };
        }
    }

    /// The stable sort by world id, in place. `moved(world, entity_id, new_row)` is called for
    /// every row that changes position so entity slots can follow. No-op for a clean table.
    pub fn compact(&mut self, mut moved: impl FnMut(u32, u32, u32)) {
        if !self.is_dirty() {
            return;
        }
        if let Some(ix) = self.index.take() {
            self.index_store = (ix.keys, ix.starts);
        }
        let len = self.len() as usize;
        let worlds = self.ranges.len();
        let wid = self.world_ids();
        let ents = self.entities();
        // SAFETY (whole function): compaction runs with `&mut self`, so no other thread touches
        // the table; all indices are below `len <= capacity`.
        let world_of = |r: usize| unsafe { *wid.add(r) };

        let mut counts = vec![0u32; worlds];
        for r in 0..len {
            let w = world_of(r);
            if w >= 0 && (w as usize) < worlds {
                counts[w as usize] += 1;
            } else if w >= 0 {
                // A world id out of range can only come from memory corruption; drop the row.
                unsafe { *wid.add(r) = -1 };
            }
        }
        let mut cursor = vec![0u32; worlds];
        let mut total = 0u32;
        for w in 0..worlds {
            cursor[w] = total;
            self.ranges[w] = [total, counts[w]];
            total += counts[w];
        }
        // Destination of each live row: prefix rows (already grouped) first, then tail rows, in
        // row order within each world: the stable sort.
        let sorted = (self.sorted as usize).min(len);
        let mut dest = vec![u32::MAX; len];
        for (r, d) in dest.iter_mut().enumerate().take(sorted) {
            let w = world_of(r);
            if w >= 0 {
                *d = cursor[w as usize];
                cursor[w as usize] += 1;
            }
        }
        for (r, d) in dest.iter_mut().enumerate().skip(sorted) {
            let w = world_of(r);
            if w >= 0 {
                *d = cursor[w as usize];
                cursor[w as usize] += 1;
            }
        }

        // Park tail rows that move, so prefix rows can move over their places.
        let mut sizes: Vec<usize> = vec![4, 8];
        sizes.extend(self.columns.iter().map(|c| c.size));
        let bases: Vec<*mut u8> =
            [wid as *mut u8, ents as *mut u8].into_iter().chain(self.columns.iter().map(|c| c.base())).collect();
        let parked: Vec<usize> = (sorted..len).filter(|&r| dest[r] != u32::MAX && dest[r] as usize != r).collect();
        let mut scratch: Vec<Vec<u8>> = sizes.iter().map(|s| vec![0u8; s * parked.len()]).collect();
        for (k, &r) in parked.iter().enumerate() {
            for (c, &s) in sizes.iter().enumerate() {
                unsafe { std::ptr::copy_nonoverlapping(bases[c].add(r * s), scratch[c].as_mut_ptr().add(k * s), s) };
            }
        }
        let move_row = |from: usize, to: usize| {
            for (c, &s) in sizes.iter().enumerate() {
                unsafe { std::ptr::copy_nonoverlapping(bases[c].add(from * s), bases[c].add(to * s), s) };
            }
        };
        // Prefix rows move monotonically: left-movers in ascending order, right-movers in
        // descending order never overwrite a row that has not moved yet.
        for r in 0..sorted {
            let d = dest[r];
            if d != u32::MAX && (d as usize) < r {
                move_row(r, d as usize);
            }
        }
        for r in (0..sorted).rev() {
            let d = dest[r];
            if d != u32::MAX && (d as usize) > r {
                move_row(r, d as usize);
            }
        }
        for (k, &r) in parked.iter().enumerate() {
            let to = dest[r] as usize;
            for (c, &s) in sizes.iter().enumerate() {
                unsafe { std::ptr::copy_nonoverlapping(scratch[c].as_ptr().add(k * s), bases[c].add(to * s), s) };
            }
        }
        for (r, &d) in dest.iter().enumerate() {
            if d != u32::MAX && d as usize != r {
                let (w, e) = unsafe { (*wid.add(d as usize), *ents.add(d as usize)) };
                moved(w as u32, e.id, d);
            }
        }
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
    /// `moved` as in [`Table::compact`].
    pub fn sort_worlds_by(&mut self, comp: CompId, offset: usize, signed: bool, mut moved: impl FnMut(u32, u32, u32)) {
        debug_assert!(!self.is_dirty());
        self.index = None;
        let Some(ci) = self.columns.iter().position(|c| c.comp == comp) else {
            return;
        };
        let key_col = self.columns[ci].base();
        let key_size = self.columns[ci].size;
        let mut sizes: Vec<usize> = vec![4, 8];
        sizes.extend(self.columns.iter().map(|c| c.size));
        let bases: Vec<*mut u8> = [self.world_ids() as *mut u8, self.entities() as *mut u8]
            .into_iter()
            .chain(self.columns.iter().map(|c| c.base()))
            .collect();
        let len = self.len() as usize;
        let mut index = KeyIndex {
            comp,
            offset,
            keys: std::mem::take(&mut self.index_store.0),
            starts: std::mem::take(&mut self.index_store.1),
            distinct: vec![0; self.ranges.len()],
        };
        index.keys.resize(len, 0);
        index.starts.resize(len, 0);
        let mut order: Vec<(i64, u32)> = Vec::new();
        let mut scratch: Vec<u8> = Vec::new();
        for w in 0..self.ranges.len() {
            let [start, count] = self.ranges[w];
            order.clear();
            for r in start..start + count {
                // SAFETY: r is a live row of a clean table; offset is inside the component.
                let raw = unsafe { *(key_col.add(r as usize * key_size + offset) as *const u32) };
                let k = if signed { raw as i32 as i64 } else { raw as i64 };
                order.push((k, r));
            }
            order.sort_by_key(|&(k, _)| k);
            // The index: each distinct key and the row it starts at, at the world's own rows.
            let mut d = 0usize;
            for (i, &(k, _)) in order.iter().enumerate() {
                if i == 0 || order[i - 1].0 != k {
                    index.keys[start as usize + d] = k;
                    index.starts[start as usize + d] = start + i as u32;
                    d += 1;
                }
            }
            index.distinct[w] = d as u32;
            if order.iter().enumerate().all(|(i, &(_, r))| r == start + i as u32) {
                continue;
            }
            for (c, &s) in sizes.iter().enumerate() {
                scratch.resize(s * count as usize, 0);
                for (i, &(_, r)) in order.iter().enumerate() {
                    unsafe {
                        std::ptr::copy_nonoverlapping(bases[c].add(r as usize * s), scratch.as_mut_ptr().add(i * s), s)
                    };
                }
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        scratch.as_ptr(),
                        bases[c].add(start as usize * s),
                        s * count as usize,
                    )
                };
            }
            for (i, &(_, r)) in order.iter().enumerate() {
                let to = start + i as u32;
                if to != r {
                    let e = unsafe { *self.entities().add(to as usize) };
                    moved(w as u32, e.id, to);
                }
            }
        }
        self.index = Some(index);
    }

    /// The rows `[start, end)` of `world` whose key is in `[lo, hi)`, from the index the last
    /// sort built: two binary searches over the world's distinct keys. `None` when the rows
    /// moved since (or were never sorted by `comp` at `offset`).
    pub fn key_rows(&self, comp: CompId, offset: usize, world: u32, lo: i64, hi: i64) -> Option<(u32, u32)> {
        let ix = self.index.as_ref().filter(|ix| ix.comp == comp && ix.offset == offset)?;
        let [start, count] = *self.ranges.get(world as usize)?;
        let (s, d) = (start as usize, *ix.distinct.get(world as usize)? as usize);
        let keys = ix.keys.get(s..s + d)?;
        let starts = &ix.starts[s..s + d];
        let row = |i: usize| if i < d { starts[i] } else { start + count };
        let a = keys.partition_point(|&k| k < lo);
        if hi <= lo {
            return Some((row(a), row(a)));
        }
        let b = a + keys[a..].partition_point(|&k| k < hi);
        Some((row(a), row(b)))
    }

    /// After a clean compaction, the number of rows every world has, if they all have the same.
    pub fn uniform_rows(&self) -> Result<u32, (u32, u32, u32, u32)> {
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
    pub fn resident_bytes(&self) -> usize {
        self.world_ids.resident_bytes()
            + self.entities.resident_bytes()
            + self.columns.iter().map(|c| c.region.resident_bytes()).sum::<usize>()
    }
}
