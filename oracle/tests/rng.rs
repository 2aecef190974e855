//! Pinned values of the random stream. The stream is part of the language: recorded runs and
//! every backend depend on these exact bits, so any change here must be deliberate and visible.

use mw_oracle::rng::*;

#[test]
fn fnv1a32_matches_the_published_vectors() {
    // From the FNV reference (Fowler/Noll/Vo test suite).
    assert_eq!(fnv1a32(b""), 0x811C_9DC5);
    assert_eq!(fnv1a32(b"a"), 0xE40C_292C);
    assert_eq!(fnv1a32(b"foobar"), 0xBF9C_F968);
    // System names (UTF-8 bytes of the name as written in the script).
    assert_eq!(fnv1a32(b"init_world"), 0x4649_AA00);
    assert_eq!(fnv1a32(b"physics"), 0x8723_1CA2);
    assert_eq!(fnv1a32(b"score"), 0xD22F_9095);
    assert_eq!(fnv1a32(b"random_policy"), 0x2C75_9639);
    assert_eq!(fnv1a32("é".as_bytes()), fnv1a32(&[0xC3, 0xA9]), "bytes, not chars");
}

#[test]
fn pcg4d_matches_the_runtime_reference_values() {
    // The literals of `pcg4d_reference_values` in runtime/src/abi.rs.
    let cases: [([u32; 4], [u32; 4]); 4] = [
        ([0, 0, 0, 0], [0x0F02F829, 0x2D568769, 0x32B0C43B, 0xD32548EA]),
        ([1, 2, 3, 4], [0x3622CD16, 0xF11471D8, 0xE1109B3F, 0x02B94C2F]),
        ([u32::MAX; 4], [0x974ED892, 0xC015DC67, 0x9F955760, 0xA1BBA208]),
        ([0xDEADBEEF, 0x12345678, 0x6d77, 0x6d77], [0xF1D05B04, 0x03131259, 0x9C515B31, 0xA02A67D6]),
    ];
    for (input, want) in cases {
        assert_eq!(pcg4d(input), want, "pcg4d({input:#010x?})");
    }
}

#[test]
fn rng_key_matches_the_runtime_reference_values() {
    // The literals of `rng_key_reference_values` in runtime/src/abi.rs.
    assert_eq!(rng_key(0), [0xB16F7C62, 0x00B5408C, 0xA6BD2C65, 0x3B0218FE]);
    assert_eq!(rng_key(u64::MAX), [0xF8785F6F, 0xD4C852D4, 0x1EFF6BA4, 0x011E1880]);
    assert_eq!(rng_key(42), [0x101CFAF9, 0x631BF15A, 0x00874A7C, 0x3629A4B5]);
    assert_eq!(rng_key(0x1234_5678_9abc_def0), [0x6884D8D8, 0x8363EE9C, 0xB2D0105C, 0x650B9981]);
}

#[test]
fn pcg4d_agrees_with_the_draws_pinned_before_the_name_keyed_stream() {
    // The position-keyed layout of df994db (lane 3 = node << 16 | counter & 0xFFFF, no stream
    // key) and two of its pinned draws: a check that `pcg4d` and `rng_key` here are the
    // runtime's. The name-keyed stream below replaces that layout.
    let old = |seed: u64, w: u32, e: u32, s: u32, n: u32, c: u32| {
        let k = rng_key(seed);
        pcg4d([w ^ k[0], e ^ k[1], s ^ k[2], ((n << 16) | (c & 0xFFFF)) ^ k[3]])[0]
    };
    assert_eq!(old(0, 0, 0, 0, 0, 0), 0xB8A36333);
    assert_eq!(old(0, 3, NO_ENTITY, 7, 0xFFFF, 2), 0xE5D4DB2F);
    assert_eq!(old(42, 65535, 17, 499, 2, 3), 0x004A3EE1);
    assert_eq!(old(42, 0, NO_ENTITY, 0, 0xFFFE, 0), 0x71CC15F9);
}

#[test]
fn stream_key_reference_values() {
    let cases: [(u64, &str, u32, [u32; 4]); 8] = [
        (0, "physics", PURPOSE_SYSTEM, [0x2AFE46A0, 0x2FC4D8E5, 0xB81987CF, 0x33487AEF]),
        (0, "init_world", PURPOSE_FIRST_INIT, [0x0F2A27B2, 0xF2DBF80C, 0x6A72ADC0, 0xCBDCAC61]),
        (0, "init_world", PURPOSE_RESET, [0x0F77FB28, 0xFC2647B9, 0xD387BC69, 0x805FB9D1]),
        (42, "physics", PURPOSE_SYSTEM, [0x313E27DC, 0xFBC8327E, 0x8954E899, 0x5E47A60E]),
        (42, "score", PURPOSE_SYSTEM, [0x3162B8A3, 0xFED41CFF, 0x42A02D42, 0x10A1F291]),
        (42, "init_world", PURPOSE_FIRST_INIT, [0x2533A637, 0xC116793D, 0x43FD20EE, 0x0126F26E]),
        (42, "init_world", PURPOSE_RESET, [0xCAEC84F2, 0x17690D03, 0xAAD4282D, 0xCFCED0AE]),
        (u64::MAX, "a", PURPOSE_SYSTEM, [0x182A19FE, 0xCBC3D47B, 0xF39010FC, 0x7173BC89]),
    ];
    for (seed, name, purpose, want) in cases {
        let k = rng_key(seed);
        assert_eq!(stream_key(k, name, purpose), want, "stream_key(rng_key({seed}), {name:?}, {purpose:#X})");
        // The documented formula.
        assert_eq!(stream_key(k, name, purpose), pcg4d([k[0] ^ fnv1a32(name.as_bytes()), k[1] ^ purpose, k[2], k[3]]));
    }
}

/// (world, entity_id, step, counter) -> rand_u32 under stream_key(rng_key(42), "physics", 0).
const DRAWS: [([u32; 4], u32); 9] = [
    ([0, 0, 0, 0], 0x1BE6A6FB),
    ([0, 0, 0, 1], 0xDF239041),
    ([1, 0, 0, 0], 0xB4A2B6A3),
    ([0, 1, 0, 0], 0x8AA78E45),
    ([0, 0, 1, 0], 0xC768C9E5),
    ([0, NO_ENTITY, 0, 0], 0xB567276B),
    ([3, 17, 499, 2], 0xFA84A9CF),
    ([65535, NO_ENTITY, 7, 0x10000], 0xF45CFA16),
    ([5, 9, 3, u32::MAX], 0x6933EC7B),
];

#[test]
fn rand_u32_reference_values() {
    let ks = stream_key(rng_key(42), "physics", PURPOSE_SYSTEM);
    for ([w, e, s, c], want) in DRAWS {
        let got = rand_u32(ks, w, e, s, c);
        assert_eq!(got, want, "rand_u32(ks, {w}, {e:#x}, {s}, {c:#x}) = {got:#010X}");
        // The documented lane layout.
        assert_eq!(got, pcg4d([w ^ ks[0], e ^ ks[1], s ^ ks[2], c ^ ks[3]])[0]);
    }
    let ki = stream_key(rng_key(0), "init_world", PURPOSE_FIRST_INIT);
    assert_eq!(rand_u32(ki, 0, NO_ENTITY, 0, 0), 0x720661B0, "first draw of the first init_world, world 0, seed 0");
}

#[test]
fn every_input_changes_the_draw_and_the_counter_is_32_bits() {
    let k = rng_key(7);
    let ks = stream_key(k, "move", PURPOSE_SYSTEM);
    let base = rand_u32(ks, 5, 9, 3, 1);
    for other in [
        rand_u32(ks, 6, 9, 3, 1),
        rand_u32(ks, 5, 10, 3, 1),
        rand_u32(ks, 5, 9, 4, 1),
        rand_u32(ks, 5, 9, 3, 2),
        // The full counter reaches the stream (the old layout kept only its low 16 bits).
        rand_u32(ks, 5, 9, 3, 0x1_0001),
        rand_u32(stream_key(k, "move2", PURPOSE_SYSTEM), 5, 9, 3, 1),
        rand_u32(stream_key(k, "move", PURPOSE_RESET), 5, 9, 3, 1),
        rand_u32(stream_key(rng_key(8), "move", PURPOSE_SYSTEM), 5, 9, 3, 1),
    ] {
        assert_ne!(other, base);
    }
    // The counter wraps: draw 2^32 is draw 0 again (never reached in practice).
    let mut s = Stream::new(ks, 5, 9, 3);
    s.counter = u32::MAX;
    let last = s.rand_u32();
    assert_eq!(last, rand_u32(ks, 5, 9, 3, u32::MAX));
    assert_eq!(s.counter, 0);
}

#[test]
fn the_stream_depends_on_the_name_not_on_the_graph() {
    // Nothing about other systems or the graph position enters the key: a system keeps its
    // numbers when others are added, removed or reordered; a rename changes them.
    let k = rng_key(42);
    assert_eq!(stream_key(k, "physics", 0), stream_key(k, "physics", 0));
    assert_ne!(stream_key(k, "physics", 0), stream_key(k, "Physics", 0));
    // The two init_world purposes and a graph system named init_world-like differ.
    let first = stream_key(k, "init_world", PURPOSE_FIRST_INIT);
    let reset = stream_key(k, "init_world", PURPOSE_RESET);
    assert_ne!(first, reset);
    assert_ne!(first, stream_key(k, "init_world", PURPOSE_SYSTEM));
}

#[test]
fn prelude_draws_reference_values() {
    // init_world of world 0, seed 0, at start: four rand_uniform(-0.05, 0.05) (cartpole's reset).
    let mut s = Stream::new(stream_key(rng_key(0), "init_world", PURPOSE_FIRST_INIT), 0, NO_ENTITY, 0);
    let want = [0xBBB2E190u32, 0xBD3B0BC0, 0x3CEBE542, 0xBD358732];
    for (i, w) in want.into_iter().enumerate() {
        let v = s.rand_uniform(-0.05, 0.05);
        assert_eq!(v.to_bits(), w, "draw {i}: {v:e}");
    }
    assert_eq!(s.counter, 4);

    // A row of a per-row system: entity 17 of world 3 in step 499.
    let mut s = Stream::new(stream_key(rng_key(42), "physics", PURPOSE_SYSTEM), 3, 17, 499);
    for w in [0x3E647930u32, 0x3F28E8FD, 0x3F7A84A9] {
        assert_eq!(s.rand_float().to_bits(), w);
    }
    for w in [3, -1, -2] {
        assert_eq!(s.rand_int(-10, 10), w);
    }
    assert_eq!(s.rand_int(i32::MIN, i32::MAX), -73240614, "the full int range, wrapping arithmetic");
    assert_eq!(s.counter, 7);
    assert_eq!(s.rand_int(5, 5), 5, "an empty range returns lo ...");
    assert_eq!(s.counter, 7, "... without a draw");
    assert!(s.rand_bool(0.5));
    assert_eq!(s.counter, 8);
}

#[test]
fn rand_float_is_exact_on_a_grid_of_two_to_the_minus_24() {
    assert_eq!(unit_float(0).to_bits(), 0x0000_0000);
    assert_eq!(unit_float(0xFF), 0.0, "the low 8 bits are dropped");
    assert_eq!(unit_float(0x100), 5.9604645e-8);
    assert_eq!(unit_float(0x8000_0000), 0.5);
    assert_eq!(unit_float(u32::MAX).to_bits(), 0x3F7F_FFFF, "1 - 2^-24, never 1");
    // rand_uniform's final addition may round up to hi.
    let lo = 1.0f32;
    let hi = f32::from_bits(0x3F80_0001);
    assert_eq!((lo + (hi - lo) * unit_float(u32::MAX)).to_bits(), hi.to_bits());
}
