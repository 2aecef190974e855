//! Property tests of the storage: random spawns and destroys across many worlds, compaction
//! at random points, checked against a plain model (per world, the live entities in creation
//! order with a payload each).

use mw_runtime::entity::{Entity, WorldEntities};
use mw_runtime::schema::CompId;
use mw_runtime::table::Table;
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
}

const WORLDS: u32 = 7;

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        5 => (0..WORLDS, any::<u32>()).prop_map(|(world, payload)| Op::Spawn { world, payload }),
        3 => (0..WORLDS, any::<usize>()).prop_map(|(world, pick)| Op::Destroy { world, pick }),
        1 => (0..WORLDS, any::<usize>()).prop_map(|(world, pick)| Op::DestroyStale { world, pick }),
        1 => Just(Op::Compact),
    ]
}

struct World {
    ents: Vec<WorldEntities>,
    table: Table,
    /// Per world: (entity, payload) of live entities in creation order.
    model: Vec<Vec<(Entity, u32)>>,
    dead: Vec<Vec<Entity>>,
    peak: Vec<usize>,
}

impl World {
    fn new() -> World {
        World {
            ents: (0..WORLDS).map(|_| WorldEntities::default()).collect(),
            table: Table::new(&[(CompId(0), 4), (CompId(1), 12)], WORLDS, 1 << 16).unwrap(),
            model: vec![Vec::new(); WORLDS as usize],
            dead: vec![Vec::new(); WORLDS as usize],
            peak: vec![0; WORLDS as usize],
        }
    }

    fn payload_col(&self) -> *mut u32 {
        self.table.column_of(CompId(0)).unwrap().base() as *mut u32
    }

    fn apply(&mut self, op: &Op) {
        match *op {
            Op::Spawn { world, payload } => {
                let w = world as usize;
                let e = self.ents[w].alloc(0, u32::MAX);
                let row = self.table.push_row(world, e).expect("capacity");
                self.ents[w].set_row(e.id, row);
                unsafe { *self.payload_col().add(row as usize) = payload };
                self.model[w].push((e, payload));
                self.peak[w] = self.peak[w].max(self.model[w].len());
            }
            Op::Destroy { world, pick } => {
                let w = world as usize;
                if self.model[w].is_empty() {
                    return;
                }
                let n = self.model[w].len();
                let (e, _) = self.model[w].remove(pick % n);
                let (_, row) = self.ents[w].free(e).expect("live entity has a slot");
                self.table.delete_row(row);
                self.dead[w].push(e);
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
        }
    }

    fn check(&self) {
        let live: usize = self.model.iter().map(Vec::len).sum();
        assert_eq!(self.table.len() as usize, live, "rows after compaction");
        assert!(!self.table.is_dirty());
        let wids = self.table.world_ids();
        let ents = self.table.entities();
        let mut next = 0u32;
        for w in 0..WORLDS as usize {
            let [start, count] = self.table.ranges()[w];
            assert_eq!(start, next, "world {w} starts right after world {}", w as i64 - 1);
            assert_eq!(count as usize, self.model[w].len(), "rows of world {w}");
            next = start + count;
            for (k, (e, payload)) in self.model[w].iter().enumerate() {
                let row = (start as usize) + k;
                unsafe {
                    assert_eq!(*wids.add(row), w as i32, "world id of row {row}");
                    assert_eq!(*ents.add(row), *e, "world {w}: rows keep creation order");
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
}

/// Long churn with a bounded population: memory (rows, slots) stays bounded.
#[test]
fn churn_does_not_grow_memory() {
    let mut w = World::new();
    let mut seed = 12345u64;
    let mut rnd = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for round in 0..2000 {
        for _ in 0..50 {
            let world = (rnd() % WORLDS as u64) as u32;
            if w.model[world as usize].len() < 20 {
                w.apply(&Op::Spawn { world, payload: rnd() as u32 });
            } else {
                w.apply(&Op::Destroy { world, pick: rnd() as usize });
            }
        }
        w.apply(&Op::Compact);
        assert!(w.table.len() <= 20 * WORLDS, "round {round}: {} rows", w.table.len());
    }
    for e in &w.ents {
        assert!(e.slot_count() <= 20);
    }
}
