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
    pub const NULL: Entity = Entity {
        id: 0,
        generation: 0,
    };

    /// The 64-bit form code generators use: `id | gen << 32` (the in-memory layout on a
    /// little-endian machine).
    pub fn to_bits(self) -> u64 {
        self.id as u64 | (self.generation as u64) << 32
    }

    pub fn from_bits(b: u64) -> Entity {
        Entity {
            id: b as u32,
            generation: (b >> 32) as u32,
        }
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

pub const FREE: u32 = u32::MAX;

/// One world's entity slots and free list.
#[derive(Clone, Debug, Default)]
pub struct WorldEntities {
    pub slots: Vec<Slot>,
    /// Free ids, popped from the end (so after a reset ids are handed out 0, 1, 2, ...).
    free: Vec<u32>,
    live: u32,
}

impl WorldEntities {
    pub fn alloc(&mut self, arch: u32, row: u32) -> Entity {
        self.live += 1;
        if let Some(id) = self.free.pop() {
            let s = &mut self.slots[id as usize];
            s.arch = arch;
            s.row = row;
            return Entity {
                id,
                generation: s.generation,
            };
        }
        let id = self.slots.len() as u32;
        self.slots.push(Slot {
            generation: 1,
            arch,
            row,
        });
        Entity { id, generation: 1 }
    }

    /// The slot of a live entity.
    pub fn get(&self, e: Entity) -> Option<&Slot> {
        self.slots
            .get(e.id as usize)
            .filter(|s| s.generation == e.generation && s.arch != FREE)
    }

    pub fn get_mut(&mut self, e: Entity) -> Option<&mut Slot> {
        self.slots
            .get_mut(e.id as usize)
            .filter(|s| s.generation == e.generation && s.arch != FREE)
    }

    /// Frees a live entity's slot and returns where its row was.
    pub fn free(&mut self, e: Entity) -> Option<(u32, u32)> {
        let s = self.get_mut(e)?;
        let at = (s.arch, s.row);
        s.arch = FREE;
        s.generation = next_gen(s.generation);
        self.free.push(e.id);
        self.live -= 1;
        Some(at)
    }

    /// Frees every slot (the rows are the caller's business) and restarts ids at 0, with new
    /// generations so old handles stay stale. Calls `f(arch, row)` for each live entity.
    pub fn clear(&mut self, mut f: impl FnMut(u32, u32)) {
        for s in &mut self.slots {
            if s.arch != FREE {
                f(s.arch, s.row);
                s.arch = FREE;
            }
            s.generation = next_gen(s.generation);
        }
        self.free.clear();
        self.free.extend((0..self.slots.len() as u32).rev());
        self.live = 0;
    }

    pub fn live(&self) -> u32 {
        self.live
    }

    /// Updates the row of a live entity after compaction moved it.
    pub fn set_row(&mut self, id: u32, row: u32) {
        if let Some(s) = self.slots.get_mut(id as usize) {
            s.row = row;
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
