//! Property tests of the storage: random spawns, destroys and world resets across many worlds,
//! compaction at random points, checked against a plain model (per world, its rows as of the
//! last compaction, holes included, then the live rows spawned since, each an entity with a
//! payload; compacting applies SEMANTICS.md 10.3's rule to it); and the memory the table keeps
//! resident (measured with `mincore` through `Table::resident_bytes`) under churn, against
//! `Table::compact`'s rule for handing pages back.

use crate::entity::{Entity, WorldEntities};
use crate::schema::CompId;
use crate::table::Table;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Spawn {
        world: u32,
        payload: u32,
    },
    /// Destroy the `pick`-th (mod count) live entity of the world.
    Destroy {
        world: u32,
        pick: usize,
    },
    /// Destroy an entity that is already gone (must do nothing).
    DestroyStale {
        world: u32,
        pick: usize,
    },
    Compact,
    /// Destroy the `pick`-th live entity of the world and spawn another there: the world keeps
    /// its row count.
    Replace {
        world: u32,
        pick: usize,
        payload: u32,
    },
    /// Compact with the worlds split between two threads; every world must have kept its row
    /// count since the last compaction (the job is apart).
    CompactApart,
    /// Reset the world as the executor does (SEMANTICS.md 10.7): destroy every live entity,
    /// then spawn `spawns` new ones into the freed rows in increasing row order, the rest
    /// appended.
    Restart {
        world: u32,
        spawns: usize,
    },
    /// Forget the log of destroyed rows: the next compaction reads every row instead, to the
    /// same result.
    LoseLog,
}

const WORLDS: u32 = 7;

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        5 => (0..WORLDS, any::<u32>()).prop_map(|(world, payload)| Op::Spawn { world, payload }),
        3 => (0..WORLDS, any::<usize>()).prop_map(|(world, pick)| Op::Destroy { world, pick }),
        1 => (0..WORLDS, any::<usize>()).prop_map(|(world, pick)| Op::DestroyStale { world, pick }),
        1 => Just(Op::Compact),
        1 => (0..WORLDS, 0usize..12).prop_map(|(world, spawns)| Op::Restart { world, spawns }),
        1 => Just(Op::LoseLog),
    ]
}

type Row = (Entity, u32);

/// SEMANTICS.md 10.3, written plainly: a world's rows after a compaction from its rows as of
/// the last one (`kept`, `None` for a destroyed row) and the live rows spawned since. With `m`
/// live rows, the live rows among the first `m` positions keep them; the holes among them take
/// the live rows past them, in order. A reset world's rows were all spawned since: spawn order.
fn compacted(kept: &[Option<Row>], spawned: &[Row], restarted: bool) -> Vec<Row> {
    let seq: Vec<Option<Row>> = kept.iter().copied().chain(spawned.iter().map(|&r| Some(r))).collect();
    if restarted {
        return seq.into_iter().flatten().collect();
    }
    let m = seq.iter().flatten().count();
    let mut out: Vec<Option<Row>> = seq[..m].to_vec();
    let mut fillers = seq[m..].iter().flatten();
    for slot in out.iter_mut().filter(|s| s.is_none()) {
        *slot = fillers.next().copied();
    }
    assert!(fillers.next().is_none(), "as many holes as rows past them");
    out.into_iter().map(|r| r.expect("every hole filled")).collect()
}

struct World {
    ents: Vec<WorldEntities>,
    table: Table,
    /// Per world: its rows as of the last compaction (`None`: destroyed since).
    kept: Vec<Vec<Option<Row>>>,
    /// Per world: the live rows spawned since the last compaction, in spawn order.
    spawned: Vec<Vec<Row>>,
    /// Per world: reset since the last compaction.
    restarted: Vec<bool>,
    dead: Vec<Vec<Entity>>,
    peak: Vec<usize>,
}

/// Bytes per row of each column of the test table: world id, entity, then the components.
const COLUMN_SIZES: [usize; 4] = [4, 8, 4, 12];

impl World {
    fn new() -> World {
        World::with_capacity(1 << 16)
    }

    fn with_capacity(max_rows: u32) -> World {
        let table = Table::new(&[(CompId(0), 4), (CompId(1), 12)], WORLDS, max_rows).unwrap();
        // Measure at base-page granularity: with transparent huge pages set to `always`, a first
        // touch could fault in 2 MiB at once and resident sizes would depend on the machine.
        let cap = table.capacity() as usize;
        let bases = [table.world_ids() as *mut u8, table.entities() as *mut u8]
            .into_iter()
            .chain(table.columns.iter().map(|c| c.base()));
        for (base, size) in bases.zip(COLUMN_SIZES) {
            // SAFETY: the range is the column's own reservation; the advice changes no contents.
            unsafe {
                libc::madvise(base as *mut libc::c_void, (cap * size).next_multiple_of(4096), libc::MADV_NOHUGEPAGE);
            }
        }
        World {
            ents: (0..WORLDS).map(|_| WorldEntities::default()).collect(),
            table,
            kept: vec![Vec::new(); WORLDS as usize],
            spawned: vec![Vec::new(); WORLDS as usize],
            restarted: vec![false; WORLDS as usize],
            dead: vec![Vec::new(); WORLDS as usize],
            peak: vec![0; WORLDS as usize],
        }
    }

    fn payload_col(&self) -> *mut u32 {
        self.table.column_of(CompId(0)).unwrap().base() as *mut u32
    }

    /// World `w`'s live rows: (entity, payload, where in the model: `Ok(kept index)` or
    /// `Err(spawned index)`), in the world's sequence order, which is row order.
    fn live_rows(&self, w: usize) -> Vec<(Row, Result<usize, usize>)> {
        let kept = self.kept[w].iter().enumerate().filter_map(|(i, r)| r.map(|r| (r, Ok(i))));
        kept.chain(self.spawned[w].iter().enumerate().map(|(i, &r)| (r, Err(i)))).collect()
    }

    fn live_in(&self, w: usize) -> usize {
        self.kept[w].iter().flatten().count() + self.spawned[w].len()
    }

    fn spawn(&mut self, world: u32, payload: u32) -> Entity {
        let w = world as usize;
        let e = self.ents[w].alloc(0, u32::MAX);
        let row = self.table.push_row(world, e).expect("capacity");
        self.ents[w].set_row(e.id, row);
        // SAFETY: `row` came from push_row, so it is below the capacity; column 0 holds aligned u32s,
        // and only this thread uses the table.
        unsafe { *self.payload_col().add(row as usize) = payload };
        self.spawned[w].push((e, payload));
        self.peak[w] = self.peak[w].max(self.live_in(w));
        e
    }

    fn apply(&mut self, op: &Op) {
        match *op {
            Op::Spawn { world, payload } => {
                self.spawn(world, payload);
            }
            Op::Destroy { world, pick } => {
                let w = world as usize;
                let live = self.live_rows(w);
                if live.is_empty() {
                    return;
                }
                let ((e, _), at) = live[pick % live.len()];
                match at {
                    Ok(i) => self.kept[w][i] = None,
                    Err(i) => {
                        self.spawned[w].remove(i);
                    }
                }
                let (_, row) = self.ents[w].free(e).expect("live entity has a slot");
                self.table.delete_row(row);
                self.dead[w].push(e);
            }
            Op::Restart { world, spawns } => {
                let w = world as usize;
                let live = self.live_rows(w);
                // Freed rows in increasing row order (the sequence order), as the executor
                // reuses them.
                let mut freed = Vec::new();
                for &((e, _), at) in &live {
                    let (_, row) = self.ents[w].free(e).expect("live entity has a slot");
                    self.table.delete_row_quiet(row);
                    self.dead[w].push(e);
                    freed.push((row, at));
                }
                let mut gone_spawned = Vec::new();
                for k in 0..spawns.max(freed.len()) {
                    match (k < spawns, freed.get(k)) {
                        (true, Some(&(row, at))) => {
                            let e = self.ents[w].alloc(0, row);
                            // SAFETY: `row` was this world's, freed just above and not reused since, and
                            // only this thread uses the table.
                            unsafe { self.table.reuse_row(row, world, e) };
                            let payload = 1_000_000 + k as u32;
                            // SAFETY: `row` is below the capacity; column 0 holds aligned u32s.
                            unsafe { *self.payload_col().add(row as usize) = payload };
                            match at {
                                Ok(i) => self.kept[w][i] = Some((e, payload)),
                                Err(i) => self.spawned[w][i] = (e, payload),
                            }
                        }
                        (true, None) => {
                            self.spawn(world, 1_000_000 + k as u32);
                        }
                        (false, Some(&(_, at))) => match at {
                            Ok(i) => self.kept[w][i] = None,
                            Err(i) => gone_spawned.push(i),
                        },
                        (false, None) => unreachable!(),
                    }
                }
                for i in gone_spawned.into_iter().rev() {
                    self.spawned[w].remove(i);
                }
                // As the executor: a world is marked when it left freed rows unfilled, or when
                // the table may hold a hole of it; a world that refilled its rows in a clean table
                // has them where they were, in spawn order.
                // Unmarked, its rows stay where they were and it compacts as any other world
                // (which the model's rows, refilled in place, then describe).
                let marked = spawns < freed.len() || self.table.is_dirty();
                if marked {
                    self.table.restart_world(world);
                }
                if spawns < freed.len() {
                    self.table.mark_dirty();
                }
                self.peak[w] = self.peak[w].max(self.live_in(w));
                self.restarted[w] |= marked;
            }
            Op::DestroyStale { world, pick } => {
                let w = world as usize;
                if self.dead[w].is_empty() {
                    return;
                }
                let e = self.dead[w][pick % self.dead[w].len()];
                assert_eq!(self.ents[w].free(e), None, "a stale entity was freed again");
            }
            Op::Compact => {
                let ents = &mut self.ents;
                self.table.compact(|w, id, row| ents[w as usize].set_row(id, row));
                self.check();
            }
            Op::Replace { world, pick, payload } => {
                if self.live_in(world as usize) == 0 {
                    return;
                }
                self.apply(&Op::Destroy { world, pick });
                self.apply(&Op::Spawn { world, payload });
            }
            Op::LoseLog => self.table.lose_deletion_log(),
            Op::CompactApart => {
                let Some(job) = self.table.compact_begin() else {
                    return self.check();
                };
                assert!(job.apart, "every world kept its row count, so the worlds are apart");
                // The changed worlds, by their place in the job's list, with their slots.
                let mut changed: Vec<Option<usize>> = vec![None; self.ents.len()];
                for i in 0..job.changed() {
                    changed[job.changed_world(i) as usize] = Some(i);
                }
                let (low, high): (Vec<_>, Vec<_>) = self.ents.iter_mut().enumerate().partition(|(w, _)| w % 2 == 0);
                let table = &self.table;
                let jobr = &job;
                let changed = &changed;
                std::thread::scope(|s| {
                    for half in [low, high] {
                        s.spawn(move || {
                            let mut half = half;
                            for (w, ents) in half.iter_mut() {
                                let Some(i) = changed[*w] else { continue };
                                let mut moved = |_: u32, id: u32, row: u32| ents.set_row(id, row);
                                // SAFETY: each world is compacted by one thread, once.
                                unsafe { table.compact_world(jobr, i, &mut moved) };
                            }
                        });
                    }
                });
                self.table.compact_end(job);
                self.check();
            }
        }
    }

    /// After a compaction: the table holds what the model's rule says, and the model moves on.
    fn check(&mut self) {
        let model: Vec<Vec<Row>> =
            (0..WORLDS as usize).map(|w| compacted(&self.kept[w], &self.spawned[w], self.restarted[w])).collect();
        let live: usize = model.iter().map(Vec::len).sum();
        assert_eq!(self.table.len() as usize, live, "rows after compaction");
        assert!(!self.table.is_dirty());
        let wids = self.table.world_ids();
        let ents = self.table.entities();
        let mut next = 0u32;
        for w in 0..WORLDS as usize {
            let [start, count] = self.table.ranges()[w];
            assert_eq!(start, next, "world {w} starts right after world {}", w as i64 - 1);
            assert_eq!(count as usize, model[w].len(), "rows of world {w}");
            next = start + count;
            for (k, (e, payload)) in model[w].iter().enumerate() {
                let row = (start as usize) + k;
                // SAFETY: `row` is in world `w`'s range, below the compacted table's length.
                unsafe {
                    assert_eq!(*wids.add(row), w as i32, "world id of row {row}");
                    assert_eq!(*ents.add(row), *e, "world {w}: rows in the order of SEMANTICS.md 10.3");
                    assert_eq!(*self.payload_col().add(row), *payload, "payload moved with its row");
                }
                let slot = self.ents[w].get(*e).expect("live entity resolves");
                assert_eq!(slot.row as usize, row, "slot follows its row");
            }
            for e in &self.dead[w] {
                assert!(self.ents[w].get(*e).is_none(), "destroyed entity stays stale");
            }
            // Ids are recycled: slots never exceed the most entities the world had at once.
            assert!(self.ents[w].slot_count() as usize <= self.peak[w], "slot table grows without bound");
        }
        for (w, rows) in model.into_iter().enumerate() {
            self.kept[w] = rows.into_iter().map(Some).collect();
            self.spawned[w].clear();
            self.restarted[w] = false;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]

    #[test]
    fn spawn_destroy_compact_keeps_every_invariant(ops in prop::collection::vec(op(), 1..400)) {
        let mut w = World::new();
        for op in &ops {
            w.apply(op);
        }
        w.apply(&Op::Compact);
    }

    /// Worlds that keep their row counts (each destroy matched by a spawn, as in a battle whose
    /// fleets keep their size, or reset to as many entities) are compacted apart, on two
    /// threads, to the same result.
    #[test]
    fn replacements_compact_apart_on_two_threads(
        sizes in prop::collection::vec(0usize..40, WORLDS as usize),
        rounds in prop::collection::vec(
            prop::collection::vec((0..WORLDS, any::<usize>(), any::<u32>()), 0..60), 1..6),
    ) {
        let mut w = World::new();
        for (world, &n) in sizes.iter().enumerate() {
            for k in 0..n {
                w.apply(&Op::Spawn { world: world as u32, payload: k as u32 });
            }
        }
        w.apply(&Op::Compact);
        for round in &rounds {
            for &(world, pick, payload) in round {
                if pick % 8 == 0 {
                    // A reset that spawns as many as it destroys keeps the row count too.
                    let spawns = w.live_in(world as usize);
                    w.apply(&Op::Restart { world, spawns });
                } else {
                    w.apply(&Op::Replace { world, pick, payload });
                }
            }
            w.apply(&Op::CompactApart);
        }
    }
}

fn page() -> usize {
    // SAFETY: sysconf has no preconditions.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    assert!(p > 0);
    p as usize
}

/// Resident bytes of a table whose rows `[0, rows)` have been touched and nothing past them:
/// each column's rows rounded up to whole pages.
fn pages_for(rows: usize) -> usize {
    let page = page();
    COLUMN_SIZES.iter().map(|s| (rows * s).div_ceil(page) * page).sum()
}

fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut s = seed;
    move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    }
}

impl World {
    fn live(&self) -> usize {
        (0..WORLDS as usize).map(|w| self.live_in(w)).sum()
    }

    /// Spawns rows round-robin over the worlds until `target` are live.
    fn spawn_to(&mut self, target: usize, rnd: &mut impl FnMut() -> u64) {
        let mut world = 0;
        while self.live() < target {
            self.apply(&Op::Spawn { world, payload: rnd() as u32 });
            world = (world + 1) % WORLDS;
        }
    }

    /// Destroys random live rows (of random worlds) until `target` are live.
    fn destroy_to(&mut self, target: usize, rnd: &mut impl FnMut() -> u64) {
        while self.live() > target {
            let world = (rnd() % WORLDS as u64) as u32;
            self.apply(&Op::Destroy { world, pick: rnd() as usize });
        }
    }
}

/// Long churn with a bounded population: memory (rows, slots, resident pages) stays bounded.
#[test]
fn churn_does_not_grow_memory() {
    let mut w = World::new();
    let mut rnd = xorshift(12345);
    assert_eq!(w.table.resident_bytes(), 0, "a new table touches no memory");
    for round in 0..2000 {
        for _ in 0..50 {
            let world = (rnd() % WORLDS as u64) as u32;
            if w.live_in(world as usize) < 20 {
                w.apply(&Op::Spawn { world, payload: rnd() as u32 });
            } else {
                w.apply(&Op::Destroy { world, pick: rnd() as usize });
            }
        }
        w.apply(&Op::Compact);
        assert!(w.table.len() <= 20 * WORLDS, "round {round}: {} rows", w.table.len());
        // At most 20 live rows per world after a compaction, and 50 spawns appended before the
        // next: no row at or past 20 * WORLDS + 50 was ever touched.
        let bound = pages_for(20 * WORLDS as usize + 50);
        let resident = w.table.resident_bytes();
        assert!(resident <= bound, "round {round}: {resident} bytes resident > {bound}");
    }
    for e in &w.ents {
        assert!(e.slot_count() <= 20);
    }
}

/// `Table::compact` hands pages back exactly when the table's peak length since the last
/// release exceeds 4096 rows and the live rows fall below a quarter of that peak; it then
/// keeps the live rows' pages (rounded up) and releases everything past them.
#[test]
fn compaction_releases_pages_by_the_high_water_rule() {
    let mut rnd = xorshift(99);
    let mut w = World::with_capacity(1 << 17);
    assert_eq!(w.table.resident_bytes(), 0);

    w.spawn_to(40_000, &mut rnd);
    assert_eq!(w.table.resident_bytes(), pages_for(40_000), "spawning touches exactly the rows' pages");
    w.apply(&Op::Compact);
    assert_eq!(w.table.resident_bytes(), pages_for(40_000), "compaction in place touches nothing new");

    // Exactly a quarter of the peak stays: not below it, nothing is released.
    w.destroy_to(10_000, &mut rnd);
    w.apply(&Op::Compact);
    assert_eq!(w.table.len(), 10_000);
    assert_eq!(w.table.resident_bytes(), pages_for(40_000), "10000 live rows of a 40000 peak: no release");

    // One fewer: below a quarter, the pages past the live rows go back to the OS.
    w.destroy_to(9_999, &mut rnd);
    w.apply(&Op::Compact);
    assert_eq!(w.table.resident_bytes(), pages_for(9_999), "9999 live rows of a 40000 peak: released");
    assert!(pages_for(9_999) < pages_for(40_000) / 3);

    // The peak restarts from the live rows: from a peak of 9999, 9999 / 4 = 2499 live rows
    // (integer division) keep the pages, 2498 release them.
    w.destroy_to(2_499, &mut rnd);
    w.apply(&Op::Compact);
    assert_eq!(w.table.resident_bytes(), pages_for(9_999), "2499 of a 9999 peak: no release");
    w.destroy_to(2_498, &mut rnd);
    w.apply(&Op::Compact);
    assert_eq!(w.table.resident_bytes(), pages_for(2_498), "2498 of a 9999 peak: released");

    // Small tables keep their pages: a peak of exactly 4096 rows never releases...
    let mut small = World::with_capacity(1 << 17);
    small.spawn_to(4096, &mut rnd);
    small.destroy_to(10, &mut rnd);
    small.apply(&Op::Compact);
    assert_eq!(small.table.resident_bytes(), pages_for(4096), "a 4096-row peak is not above the threshold");
    // ... and 4097 does.
    let mut above = World::with_capacity(1 << 17);
    above.spawn_to(4097, &mut rnd);
    above.destroy_to(10, &mut rnd);
    above.apply(&Op::Compact);
    assert_eq!(above.table.resident_bytes(), pages_for(10), "a 4097-row peak releases");
}

/// Repeated churn cycles (grow to 40000 rows, shrink to 1000 scattered survivors, compact)
/// reuse the same pages: the resident size after each phase is the same in every cycle.
#[test]
fn churn_cycles_return_to_the_live_rows_pages() {
    let mut rnd = xorshift(7);
    let mut w = World::with_capacity(1 << 17);
    for cycle in 0..12 {
        w.spawn_to(40_000, &mut rnd);
        assert_eq!(w.table.resident_bytes(), pages_for(40_000), "cycle {cycle}: after spawning");
        w.destroy_to(1_000, &mut rnd);
        w.apply(&Op::Compact);
        assert_eq!(w.table.len(), 1_000);
        assert_eq!(w.table.resident_bytes(), pages_for(1_000), "cycle {cycle}: after compaction");
    }
}

/// The key index a sort builds answers every key range exactly as a scan of the sorted rows
/// would, for worlds with dense keys (a direct table) and with sparse ones (bisection), signed
/// and not, after a compaction drops it and after a second sort rebuilds it.
fn check_key_rows(table: &Table, keys: &[Vec<i64>], queries: &[(i64, i64)]) {
    let col = table.column_of(CompId(0)).unwrap().base() as *const u32;
    for (w, world_keys) in keys.iter().enumerate() {
        let [start, count] = table.ranges()[w];
        assert_eq!(count as usize, world_keys.len());
        let row_keys: Vec<i64> =
            // SAFETY: rows of world `w`'s range are below the table's length; column 0 holds aligned u32s.
            (start..start + count).map(|r| unsafe { *col.add(r as usize) } as i32 as i64).collect();
        assert!(row_keys.windows(2).all(|p| p[0] <= p[1]), "world {w} is sorted");
        // Stably: the test's entities are made in order and never freed, so equal keys keep
        // increasing ids.
        // SAFETY: as above, for the entities' column.
        let ids: Vec<u32> = (start..start + count).map(|r| unsafe { (*table.entities().add(r as usize)).id }).collect();
        for i in 1..ids.len() {
            if row_keys[i - 1] == row_keys[i] {
                assert!(ids[i - 1] < ids[i], "world {w}: rows of key {} out of creation order", row_keys[i]);
            }
        }
        for &(lo, hi) in queries {
            let (a, b) = table.key_rows(CompId(0), 0, w as u32, lo, hi).expect("an index");
            let want: Vec<u32> =
                (start..start + count).filter(|&r| (lo..hi).contains(&row_keys[(r - start) as usize])).collect();
            let got: Vec<u32> = (a..b).collect();
            assert_eq!(got, want, "world {w}, keys [{lo}, {hi})");
        }
    }
}

/// Every row's entity slot names that row: the sort told the slots where their rows went.
fn check_slots(table: &Table, ents: &[WorldEntities]) {
    for (w, &[start, count]) in table.ranges().iter().enumerate() {
        for r in start..start + count {
            // SAFETY: `r` is in world `w`'s range, below the table's length.
            let e = unsafe { *table.entities().add(r as usize) };
            assert_eq!(ents[w].get(e).map(|s| s.row), Some(r), "world {w}: the slot of row {r}'s entity");
        }
    }
}

proptest! {
    #[test]
    fn key_index_finds_exactly_the_rows_of_a_key_range(
        worlds in proptest::collection::vec(proptest::collection::vec(-50i64..50, 0..40), WORLDS as usize),
        spread in prop_oneof![Just(1i64), Just(1_000_000i64)],
        queries in proptest::collection::vec((-60i64..60, -60i64..60), 1..30),
    ) {
        let mut table = Table::new(&[(CompId(0), 4)], WORLDS, 1 << 12).unwrap();
        let mut ents: Vec<WorldEntities> = (0..WORLDS).map(|_| WorldEntities::default()).collect();
        // A spread of a million makes the keys sparse (no direct table).
        let keys: Vec<Vec<i64>> = worlds.iter().map(|ks| ks.iter().map(|k| k * spread).collect()).collect();
        let col = table.column_of(CompId(0)).unwrap().base() as *mut u32;
        for (w, ks) in keys.iter().enumerate() {
            for &k in ks {
                let e = ents[w].alloc(0, u32::MAX);
                let row = table.push_row(w as u32, e).unwrap();
                ents[w].set_row(e.id, row);
                // SAFETY: `row` came from push_row, so it is below the capacity; column 0 holds aligned u32s.
                unsafe { *col.add(row as usize) = k as i32 as u32 };
            }
        }
        table.compact(|w, id, row| ents[w as usize].set_row(id, row));
        prop_assert!(table.key_rows(CompId(0), 0, 0, 0, 1).is_none(), "no index before a sort");
        table.sort_worlds_by(CompId(0), 0, true, &[], |w, e, dest, start| ents[w as usize].set_rows(e, dest, start));
        let queries: Vec<(i64, i64)> = queries.iter().map(|&(a, b)| (a * spread, b * spread)).collect();
        check_key_rows(&table, &keys, &queries);
        check_slots(&table, &ents);
        prop_assert!(table.key_rows(CompId(1), 0, 0, 0, 1).is_none(), "the index is of one key");
        // A spawn, a compaction: the index is gone until the next sort.
        let e = ents[0].alloc(0, u32::MAX);
        let row = table.push_row(0, e).unwrap();
        ents[0].set_row(e.id, row);
        // SAFETY: as above: `row` came from push_row.
        unsafe { *col.add(row as usize) = 0 };
        table.mark_dirty();
        table.compact(|w, id, row| ents[w as usize].set_row(id, row));
        prop_assert!(table.key_rows(CompId(0), 0, 0, 0, 1).is_none(), "compaction drops the index");
        table.sort_worlds_by(CompId(0), 0, true, &[], |w, e, dest, start| ents[w as usize].set_rows(e, dest, start));
        let mut keys = keys;
        keys[0].push(0);
        check_key_rows(&table, &keys, &queries);
        check_slots(&table, &ents);
    }
}
