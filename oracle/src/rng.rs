//! The counter-based random stream, bit for bit, and the prelude's draws built on it.
//!
//! ```text
//! K  = pcg4d([seed_lo, seed_hi, 0x6d77, 0x6d77])              per simulation (rng_key)
//! S  = fnv1a32(system name)                                    per system ("init_world" for init)
//! P  = k (the k-th listing of a graph system, from 0) | 0xFFFE (first init_world) | 0xFFFF (reset)
//! Ks = pcg4d([K0 ^ S, K1 ^ P, K2, K3])                         per system and purpose (stream_key)
//! rand_u32() = pcg4d([world ^ Ks0, entity_id ^ Ks1, step ^ Ks2, counter ^ Ks3])[0]
//! ```
//!
//! `world` is the world index, `entity_id` the id (low 32 bits of the handle) of the row's entity
//! or `0xFFFFFFFF` in per-world code, `step` the step number the engine passes (a u32), and
//! `counter` the number of draws the invocation made before this one (a u32, wrapping). Because
//! the stream is keyed by the system's name, adding, removing or reordering other systems leaves
//! a system's numbers unchanged; renaming a system changes them.

/// Purpose of a system's first listing in the graph (its k-th listing has purpose k).
pub const PURPOSE_SYSTEM: u32 = 0;
/// Purpose of `init_world` when the simulation starts.
pub const PURPOSE_FIRST_INIT: u32 = 0xFFFE;
/// Purpose of `init_world` run by a reset.
pub const PURPOSE_RESET: u32 = 0xFFFF;
/// The `entity_id` of per-world code (per-world systems and `init_world`).
pub const NO_ENTITY: u32 = 0xFFFF_FFFF;

/// `pcg4d` (Jarzynski & Olano, JCGT 2020): a bijective 4×32-bit hash of multiplies, adds and
/// xor-shifts, all wrapping.
pub fn pcg4d(mut v: [u32; 4]) -> [u32; 4] {
    for x in &mut v {
        *x = x.wrapping_mul(1664525).wrapping_add(1013904223);
    }
    mix(&mut v);
    for x in &mut v {
        *x ^= *x >> 16;
    }
    mix(&mut v);
    v
}

fn mix(v: &mut [u32; 4]) {
    v[0] = v[0].wrapping_add(v[1].wrapping_mul(v[3]));
    v[1] = v[1].wrapping_add(v[2].wrapping_mul(v[0]));
    v[2] = v[2].wrapping_add(v[0].wrapping_mul(v[1]));
    v[3] = v[3].wrapping_add(v[1].wrapping_mul(v[2]));
}

/// The simulation's key: `pcg4d([seed as u32, (seed >> 32) as u32, 0x6d77, 0x6d77])`.
pub fn rng_key(seed: u64) -> [u32; 4] {
    pcg4d([seed as u32, (seed >> 32) as u32, 0x6d77, 0x6d77])
}

/// FNV-1a, 32 bits: `h = 0x811C9DC5; for each byte: h = (h ^ byte) * 0x01000193` (wrapping).
pub fn fnv1a32(bytes: &[u8]) -> u32 {
    let mut h: u32 = 0x811C_9DC5;
    for &b in bytes {
        h = (h ^ b as u32).wrapping_mul(0x0100_0193);
    }
    h
}

/// The key of one system's stream: `pcg4d([K0 ^ fnv1a32(name), K1 ^ purpose, K2, K3])`.
pub fn stream_key(key: [u32; 4], name: &str, purpose: u32) -> [u32; 4] {
    pcg4d([key[0] ^ fnv1a32(name.as_bytes()), key[1] ^ purpose, key[2], key[3]])
}

/// One draw: `pcg4d([world ^ Ks0, entity_id ^ Ks1, step ^ Ks2, counter ^ Ks3])[0]`.
pub fn rand_u32(stream_key: [u32; 4], world: u32, entity_id: u32, step: u32, counter: u32) -> u32 {
    let k = stream_key;
    pcg4d([world ^ k[0], entity_id ^ k[1], step ^ k[2], counter ^ k[3]])[0]
}

/// The prelude's `rand_float` of one draw: `float(r >> 8u) * 5.9604644775390625e-8` (2^-24),
/// uniform in [0, 1) on a grid of 2^-24, exact.
pub fn unit_float(r: u32) -> f32 {
    // 5.9604644775390625e-8 in the prelude is exactly 2^-24.
    (r >> 8) as f32 * (1.0 / 16_777_216.0)
}

/// The draws of one invocation: one row of a per-row system, or one world of a per-world
/// system or of `init_world`. The counter starts at 0 and counts every `rand_u32()`, including
/// the ones the prelude's functions make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stream {
    pub key: [u32; 4],
    pub world: u32,
    pub entity_id: u32,
    pub step: u32,
    pub counter: u32,
}

impl Stream {
    /// An invocation's stream, counter at 0. `key` is a [`stream_key`].
    pub fn new(key: [u32; 4], world: u32, entity_id: u32, step: u32) -> Stream {
        Stream { key, world, entity_id, step, counter: 0 }
    }

    /// `rand_u32()`: the draw at the current counter; the counter then advances (wrapping).
    pub fn rand_u32(&mut self) -> u32 {
        let r = rand_u32(self.key, self.world, self.entity_id, self.step, self.counter);
        self.counter = self.counter.wrapping_add(1);
        r
    }

    /// Prelude `rand_float()`: one draw, [`unit_float`].
    pub fn rand_float(&mut self) -> f32 {
        unit_float(self.rand_u32())
    }

    /// Prelude `rand_uniform(lo, hi)`: `lo + (hi - lo) * rand_float()`, three float operations
    /// rounded one by one (the result can round up to `hi`).
    pub fn rand_uniform(&mut self, lo: f32, hi: f32) -> f32 {
        let span = hi - lo;
        lo + span * self.rand_float()
    }

    /// Prelude `rand_int(lo, hi)`: `lo` without a draw when `hi <= lo`; else
    /// `lo + int(mulhi(rand_u32(), uint(hi - lo)))`, all wrapping.
    pub fn rand_int(&mut self, lo: i32, hi: i32) -> i32 {
        if hi <= lo {
            return lo;
        }
        let range = hi.wrapping_sub(lo) as u32;
        lo.wrapping_add(crate::builtins::mulhi(self.rand_u32(), range) as i32)
    }

    /// Prelude `rand_bool(p)`: `rand_float() < p`.
    pub fn rand_bool(&mut self, p: f32) -> bool {
        self.rand_float() < p
    }
}
