//! Entities: `{id, gen}` handles into a per-world slot table.
//!
//! Each world numbers its own entities, so everything that happens in one world is decided by
//! that world alone: the executor gives every world to exactly one thread per graph node, and
//! spawn order (hence ids) is the same for any thread count. A slot records where the entity's
//! row is (`arch`, `row`) and a generation; destroying bumps the generation, so an old handle
//! no longer matches. Generation 0 is never alive, which makes the all-zero handle — what a
//! freshly spawned `Entity` field holds — the null entity.

/// An entity handle, as stored in components (8 bytes: `id`, then `gen`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Entity {
    pub id: u32,
    pub generation: u32,
}

impl Entity {
    #[cfg(test)]
    pub(crate) const NULL: Entity = Entity { id: 0, generation: 0 };

    /// The 64-bit form code generators use: `id | gen << 32` (the in-memory layout on a
    /// little-endian machine).
    pub fn to_bits(self) -> u64 {
        self.id as u64 | (self.generation as u64) << 32
    }

    pub fn from_bits(b: u64) -> Entity {
        Entity { id: b as u32, generation: (b >> 32) as u32 }
    }
}

/// Where an entity lives. `arch == FREE` marks an unused slot.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub generation: u32,
    pub arch: u32,
    pub row: u32,
}

pub(crate) const FREE: u32 = u32::MAX;

/// The most spawns an `init_world` may make and still refill in place
/// ([`WorldEntities::refill`]; `crate::abi::Kernels::init_refill`).
pub const MAX_REFILL: usize = 64;

// `WorldEntities::refill` marks the rows it took in a 64-bit mask.
const _: () = assert!(MAX_REFILL <= 64);

/// Slots kept inline in [`WorldEntities`]; worlds with more entities spill to the heap.
const INLINE: usize = 2;
const END: u32 = u32::MAX;

/// One world's entity slots, with an intrusive free list (a free slot's `row` is the next free
/// id). A world is exactly one cache line (checked below), which matters: a reset touches
/// thousands of scattered worlds per step, and CartPole lost a third of its speed when a
/// second `Vec` made it two. Slots past the inline ones live behind one pointer, `spill`.
///
/// Ids a graph node frees are *held* until the node ends ([`WorldEntities::retire`],
/// [`WorldEntities::release`]; SEMANTICS.md 10.6): so every spawn of a node takes its id from
/// the free list as the node found it, and the k-th spawn of a world in a node gets the k-th id
/// popped from it whatever the node destroyed before. That is what lets the GPU give a node's
/// spawns their ids from a prefix sum over its rows' spawn counts.
#[derive(Clone, Debug)]
#[repr(align(64))]
pub struct WorldEntities {
    inline: [Slot; INLINE],
    len: u32,
    live: u32,
    free_head: u32,
    /// Ids freed by the running node, most recent first (chained through `row` as the free
    /// list is), and the first of them: they join the free list when the node ends.
    held_head: u32,
    held_tail: u32,
    /// Slots `INLINE..`; `None` until a world has more than `INLINE` entities.
    spill: Option<Box<Spill>>,
}

/// Slots past the inline ones. Rows are kept apart from generations and archetypes: a sort
/// rewrites the row of every entity of a world in an order unrelated to ids, and a big world's
/// 4-byte rows stay in cache where its 12-byte slots did not (131072 entities: 512 KiB against
/// 1.5 MiB).
#[derive(Clone, Debug, Default)]
struct Spill {
    /// `[generation, arch]` of slots `INLINE..`.
    heap: Vec<[u32; 2]>,
    /// `row` of slots `INLINE..`.
    rows: Vec<u32>,
}

// A reset's cost is a cache miss per world: keep a world's slots to one line.
const _: () = assert!(std::mem::size_of::<WorldEntities>() == 64);

impl Default for WorldEntities {
    fn default() -> Self {
        WorldEntities {
            inline: [Slot { generation: 0, arch: FREE, row: END }; INLINE],
            len: 0,
            live: 0,
            free_head: END,
            held_head: END,
            held_tail: END,
            spill: None,
        }
    }
}

/// A slot's fields, wherever it is kept.
struct SlotMut<'a> {
    generation: &'a mut u32,
    arch: &'a mut u32,
    row: &'a mut u32,
}

impl WorldEntities {
    fn slot(&self, id: u32) -> Option<Slot> {
        if id >= self.len {
            None
        } else if (id as usize) < INLINE {
            Some(self.inline[id as usize])
        } else {
            let i = id as usize - INLINE;
            let sp = self.spill.as_deref()?;
            let [generation, arch] = *sp.heap.get(i)?;
            Some(Slot { generation, arch, row: *sp.rows.get(i)? })
        }
    }

    fn slot_mut(&mut self, id: u32) -> Option<SlotMut<'_>> {
        if id >= self.len {
            None
        } else if (id as usize) < INLINE {
            let s = &mut self.inline[id as usize];
            Some(SlotMut { generation: &mut s.generation, arch: &mut s.arch, row: &mut s.row })
        } else {
            let i = id as usize - INLINE;
            let sp = self.spill.as_deref_mut()?;
            let [generation, arch] = sp.heap.get_mut(i)?;
            Some(SlotMut { generation, arch, row: sp.rows.get_mut(i)? })
        }
    }

    /// Number of slot ids in use so far (live or free).
    #[cfg(test)]
    pub(crate) fn slot_count(&self) -> u32 {
        self.len
    }

    pub fn alloc(&mut self, arch: u32, row: u32) -> Entity {
        self.live += 1;
        let id = self.free_head;
        // The common case first: a reset frees a small world's slots and its `init_world` takes
        // them back, all inline.
        if (id as usize) < INLINE {
            let s = &mut self.inline[id as usize];
            self.free_head = s.row;
            s.arch = arch;
            s.row = row;
            return Entity { id, generation: s.generation };
        }
        if id != END {
            let s = self.slot_mut(id).expect("free list points at a slot");
            let next = *s.row;
            *s.arch = arch;
            *s.row = row;
            let generation = *s.generation;
            self.free_head = next;
            return Entity { id, generation };
        }
        let id = self.len;
        if (id as usize) < INLINE {
            self.inline[id as usize] = Slot { generation: 1, arch, row };
        } else {
            let sp = self.spill.get_or_insert_default();
            sp.heap.push([1, arch]);
            sp.rows.push(row);
        }
        self.len += 1;
        Entity { id, generation: 1 }
    }

    /// The slot of a live entity.
    pub fn get(&self, e: Entity) -> Option<Slot> {
        self.slot(e.id).filter(|s| s.generation == e.generation && s.arch != FREE)
    }

    /// Frees a live entity's slot at once (its id is the next to be taken) and returns where
    /// its row was. A spawn the table had no room for is undone this way.
    pub fn free(&mut self, e: Entity) -> Option<(u32, u32)> {
        let head = self.free_head;
        let s = self.slot_mut(e.id).filter(|s| *s.generation == e.generation && *s.arch != FREE)?;
        let at = (*s.arch, *s.row);
        *s.arch = FREE;
        *s.generation = next_gen(*s.generation);
        *s.row = head;
        self.free_head = e.id;
        self.live -= 1;
        Some(at)
    }

    /// Destroys a live entity: its handle goes stale at once, but its id is *held* until
    /// [`WorldEntities::release`] (the end of the node). Returns where its row was, and whether
    /// it is the first id held since the last release (the caller then lists the world for it).
    pub fn retire(&mut self, e: Entity) -> Option<(u32, u32, bool)> {
        let head = self.held_head;
        let s = self.slot_mut(e.id).filter(|s| *s.generation == e.generation && *s.arch != FREE)?;
        let at = (*s.arch, *s.row);
        *s.arch = FREE;
        *s.generation = next_gen(*s.generation);
        *s.row = head;
        if head == END {
            self.held_tail = e.id;
        }
        self.held_head = e.id;
        self.live -= 1;
        Some((at.0, at.1, head == END))
    }

    /// The ids held since the last release join the free list, the most recently destroyed on
    /// top: as if each had been pushed, in destroy order, when the node ended.
    pub fn release(&mut self) {
        if self.held_head == END {
            return;
        }
        let next = self.free_head;
        if let Some(s) = self.slot_mut(self.held_tail) {
            *s.row = next;
        }
        self.free_head = self.held_head;
        self.held_head = END;
        self.held_tail = END;
    }

    /// Frees every slot (the rows are the caller's business) and restarts ids at 0, with new
    /// generations so old handles stay stale. Calls `f(arch, row)` for each live entity.
    pub fn clear(&mut self, mut f: impl FnMut(u32, u32)) {
        let len = self.len;
        for id in 0..len {
            let s = self.slot_mut(id).expect("in range");
            if *s.arch != FREE {
                f(*s.arch, *s.row);
                *s.arch = FREE;
            }
            *s.generation = next_gen(*s.generation);
            *s.row = if id + 1 < len { id + 1 } else { END };
        }
        self.free_head = if len > 0 { 0 } else { END };
        self.held_head = END;
        self.held_tail = END;
        self.live = 0;
    }

    /// A reset that refills in place (`mw_jit::ir::refill`): when the world's live entities
    /// are exactly those of `archs` (so many of each archetype), clears the world and allocates
    /// the spawns of `archs` in order, each taking its archetype's freed rows in increasing
    /// order: what [`WorldEntities::clear`] and then those spawns do in a reset. Calls
    /// `took(arch, row, entity)` for each spawn and returns true; else changes nothing and
    /// returns false.
    pub fn refill(&mut self, archs: &[u32], mut took: impl FnMut(u32, u32, Entity)) -> bool {
        // A world of one entity that never had another (CartPole's): its slot moves on.
        if let ([a], 1) = (archs, self.len) {
            let s = &mut self.inline[0];
            if self.live != 1 || s.arch != *a {
                return false;
            }
            s.generation = next_gen(s.generation);
            took(s.arch, s.row, Entity { id: 0, generation: s.generation });
            self.free_head = END;
            self.held_head = END;
            self.held_tail = END;
            return true;
        }
        // Small casts (CartPole's is one entity) keep their scratch small: zeroing 64 entries
        // was a tenth of a reset.
        if archs.len() <= 4 { self.refill_n::<4>(archs, took) } else { self.refill_n::<{ MAX_REFILL }>(archs, took) }
    }

    #[inline]
    fn refill_n<const N: usize>(&mut self, archs: &[u32], mut took: impl FnMut(u32, u32, Entity)) -> bool {
        let k = archs.len();
        if self.live as usize != k || k > N {
            return false;
        }
        // The live entities' archetypes and rows.
        let mut have = [(0u32, 0u32); N];
        let mut n = 0;
        for id in 0..self.len {
            if let Some(s) = self.slot(id).filter(|s| s.arch != FREE) {
                if n == k {
                    return false;
                }
                have[n] = (s.arch, s.row);
                n += 1;
            }
        }
        if n != k {
            return false;
        }
        // Spawn j of archetype `a` takes the smallest of a's rows not taken yet: the rows a
        // reset frees are reused in increasing order, archetype by archetype.
        let mut rows = [0u32; N];
        let mut taken = 0u64;
        for (j, &a) in archs.iter().enumerate() {
            let mut best: Option<usize> = None;
            for (i, h) in have[..n].iter().enumerate() {
                if taken >> i & 1 == 0 && h.0 == a && best.is_none_or(|b| h.1 < have[b].1) {
                    best = Some(i);
                }
            }
            let Some(b) = best else { return false };
            taken |= 1 << b;
            rows[j] = have[b].1;
        }
        // `clear` and k spawns in one pass: every generation moves on, ids 0..k are taken (the
        // free list after a clear is 0, 1, ... in order) and the rest stay free, chained.
        let len = self.len;
        for id in 0..len {
            let s = self.slot_mut(id).expect("in range");
            *s.generation = next_gen(*s.generation);
            let j = id as usize;
            if j < k {
                *s.arch = archs[j];
                *s.row = rows[j];
                let generation = *s.generation;
                took(archs[j], rows[j], Entity { id, generation });
            } else {
                *s.arch = FREE;
                *s.row = if id + 1 < len { id + 1 } else { END };
            }
        }
        self.free_head = if (k as u32) < len { k as u32 } else { END };
        self.held_head = END;
        self.held_tail = END;
        true
    }

    pub fn live(&self) -> u32 {
        self.live
    }

    /// Updates the row of a live entity after compaction moved it.
    #[inline]
    pub(crate) fn set_row(&mut self, id: u32, row: u32) {
        if (id as usize) < INLINE {
            if id < self.len {
                self.inline[id as usize].row = row;
            }
        } else if let Some(r) = self.spill.as_deref_mut().and_then(|sp| sp.rows.get_mut(id as usize - INLINE)) {
            *r = row;
        }
    }

    /// [`WorldEntities::set_row`] for each of `ents` (live entities of this world), the i-th
    /// now at row `start + dest[i]`: a sort's moves, with the spilled slots found once.
    pub(crate) fn set_rows(&mut self, ents: &[Entity], dest: &[u32], start: u32) {
        let len = self.len;
        let inline = &mut self.inline;
        let rows = self.spill.as_deref_mut().map_or(&mut [][..], |sp| &mut sp.rows[..]);
        for (e, &d) in ents.iter().zip(dest) {
            let (id, row) = (e.id as usize, start + d);
            if id < INLINE {
                if (id as u32) < len {
                    inline[id].row = row;
                }
            } else if let Some(r) = rows.get_mut(id - INLINE) {
                *r = row;
            }
        }
    }
}

fn next_gen(g: u32) -> u32 {
    match g.wrapping_add(1) {
        0 => 1,
        n => n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generations_make_old_handles_stale() {
        let mut w = WorldEntities::default();
        let a = w.alloc(0, 5);
        assert!(w.get(a).is_some());
        assert_eq!(w.free(a), Some((0, 5)));
        assert!(w.get(a).is_none());
        let b = w.alloc(1, 6);
        assert_eq!(b.id, a.id);
        assert_ne!(b.generation, a.generation);
        assert!(w.get(a).is_none());
        assert!(w.get(Entity::NULL).is_none());
        assert_eq!(w.free(a), None);
    }

    #[test]
    fn many_entities_spill_and_free_list_reuses() {
        let mut w = WorldEntities::default();
        let es: Vec<_> = (0..10).map(|i| w.alloc(0, i)).collect();
        assert_eq!(w.live(), 10);
        for e in &es[3..7] {
            w.free(*e);
        }
        assert!(es[3..7].iter().all(|e| w.get(*e).is_none()));
        assert!(es[..3].iter().chain(&es[7..]).all(|e| w.get(*e).is_some()));
        let again: Vec<_> = (0..5).map(|i| w.alloc(1, 100 + i)).collect();
        let mut ids: Vec<u32> = again.iter().map(|e| e.id).collect();
        ids.sort();
        assert_eq!(ids, vec![3, 4, 5, 6, 10]);
        assert_eq!(w.get(again[0]).unwrap().row, 100);
    }

    #[test]
    fn ids_a_node_frees_wait_for_its_end() {
        let mut w = WorldEntities::default();
        let es: Vec<_> = (0..6).map(|i| w.alloc(0, i)).collect();
        // Before the node: 1 and 4 freed (4 on top).
        w.retire(es[1]);
        w.retire(es[4]);
        w.release();
        // The node destroys 2 then 0, and spawns three: the free list as the node found it
        // (4, 1), then a fresh id; 2 and 0 are held.
        assert_eq!(w.retire(es[2]).map(|r| r.2), Some(true));
        assert_eq!(w.retire(es[0]).map(|r| r.2), Some(false));
        assert!(w.get(es[2]).is_none() && w.get(es[0]).is_none());
        let mid: Vec<u32> = (0..3).map(|i| w.alloc(1, 10 + i).id).collect();
        assert_eq!(mid, vec![4, 1, 6]);
        // After the node: the last destroyed first.
        w.release();
        let after: Vec<u32> = (0..3).map(|i| w.alloc(1, 20 + i).id).collect();
        assert_eq!(after, vec![0, 2, 7]);
        assert_eq!(w.live(), 6 - 4 + 6);
        // Held ids past the inline slots, and a clear that drops what is held.
        let e7 = Entity { id: 7, generation: 1 };
        assert!(w.retire(e7).is_some());
        w.clear(|_, _| {});
        w.release();
        assert_eq!((0..3).map(|i| w.alloc(0, i).id).collect::<Vec<_>>(), vec![0, 1, 2]);
    }

    /// A world with entities `(arch, row)` (then `spare` more, freed), reset by `refill` and
    /// as a reset runs one world at a time (clear, then spawns reusing each archetype's rows in
    /// increasing order), must end the same.
    fn refill_matches(cast: &[(u32, u32)], spare: u32, spawns: &[u32]) {
        let mut a = WorldEntities::default();
        for &(arch, row) in cast {
            a.alloc(arch, row);
        }
        let extra: Vec<Entity> = (0..spare).map(|i| a.alloc(0, 1000 + i)).collect();
        for e in extra {
            a.free(e);
        }
        let mut b = a.clone();
        let mut freed: Vec<(u32, u32)> = Vec::new();
        b.clear(|arch, row| freed.push((arch, row)));
        freed.sort();
        let mut next = std::collections::HashMap::new();
        let want: Vec<(u32, u32, Entity)> = spawns
            .iter()
            .map(|&s| {
                let m = next.entry(s).or_insert(0);
                let row = freed.iter().filter(|f| f.0 == s).nth(*m).unwrap().1;
                *m += 1;
                (s, row, b.alloc(s, row))
            })
            .collect();
        let mut got = Vec::new();
        assert!(a.refill(spawns, |arch, row, e| got.push((arch, row, e))), "{cast:?} {spawns:?}");
        assert_eq!(got, want);
        assert_eq!(format!("{a:?}"), format!("{b:?}"), "the same slots, free list and generations");
    }

    #[test]
    fn refill_takes_what_clear_and_spawns_would() {
        refill_matches(&[(1, 9), (0, 4), (1, 7)], 1, &[0, 1, 1]);
        refill_matches(&[(0, 3)], 0, &[0]);
        refill_matches(&[(0, 3)], 2, &[0]);
        // Past the small scratch (4), and past the inline slots.
        refill_matches(&[(2, 50), (0, 8), (2, 40), (1, 6), (0, 2), (2, 45)], 3, &[2, 2, 0, 1, 0, 2]);
        // Not the same cast: nothing changes.
        let mut a = WorldEntities::default();
        for (arch, row) in [(1, 9), (0, 4), (1, 7)] {
            a.alloc(arch, row);
        }
        let before = format!("{a:?}");
        for other in [&[0u32, 1][..], &[0, 0, 1], &[1, 1, 1], &[0, 1, 1, 1], &[]] {
            assert!(!a.refill(other, |_, _, _| panic!("no spawn")), "{other:?}");
            assert_eq!(format!("{a:?}"), before);
        }
    }

    #[test]
    fn clear_restarts_ids_in_order() {
        let mut w = WorldEntities::default();
        let old: Vec<_> = (0..3).map(|i| w.alloc(0, i)).collect();
        let mut seen = Vec::new();
        w.clear(|a, r| seen.push((a, r)));
        assert_eq!(seen.len(), 3);
        let new: Vec<_> = (0..3).map(|i| w.alloc(0, i)).collect();
        assert_eq!(new.iter().map(|e| e.id).collect::<Vec<_>>(), vec![0, 1, 2]);
        assert!(old.iter().all(|e| w.get(*e).is_none()));
    }
}
