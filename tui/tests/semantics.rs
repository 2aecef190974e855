//! The language's defined behaviour, `--debug` checks, determinism across threads and runs,
//! and record/replay through the command line.
//!
//! Each defined-behaviour case of the book (docs/src/language.md) runs through a real script in `tests/scripts/` on
//! the CPU backend; operands come from imports so the generated code computes them (nothing is
//! folded at compile time), and results are read back through exports.

use std::path::{Path, PathBuf};
use std::process::Command;

use mw::{Config, LoadOptions, Simulation};
use mw_runtime::npy::{self, Array};
use mw_runtime::schema::Scalar;

// ---- helpers ------------------------------------------------------------------------------

fn script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts").join(name)
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn load_with(path: &Path, config: &Config, opts: &LoadOptions) -> Simulation {
    match Simulation::load(path, config, opts) {
        Ok(s) => s,
        Err(e) => panic!("{}: {e}", path.display()),
    }
}

fn load(name: &str, worlds: u32) -> Simulation {
    load_with(&script(name), &Config { worlds, threads: 1, ..Config::default() }, &LoadOptions::default())
}

fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn f64s(b: &[u8]) -> Vec<f64> {
    b.chunks_exact(8).map(|c| f64::from_le_bytes(c.try_into().unwrap())).collect()
}

fn bytes<T: Copy, const N: usize>(v: &[T], f: impl Fn(T) -> [u8; N]) -> Vec<u8> {
    v.iter().flat_map(|&x| f(x)).collect()
}

/// Writes `per_world` into every world of the singleton import `name`.
fn feed<T: Copy, const N: usize>(sim: &mut Simulation, name: &str, per_world: &[T], f: impl Fn(T) -> [u8; N]) {
    let worlds = sim.sim.worlds() as usize;
    let all: Vec<T> = (0..worlds).flat_map(|_| per_world.iter().copied()).collect();
    let port = sim.import_port(name).unwrap();
    sim.write(&port, &bytes(&all, f)).unwrap();
}

/// The export `name` as one row per world, checked to be `[worlds, width]`.
fn rows<T: Clone>(sim: &Simulation, name: &str, conv: impl Fn(&[u8]) -> Vec<T>) -> Vec<Vec<T>> {
    let v = sim.export(name).unwrap();
    let worlds = sim.sim.worlds() as usize;
    assert_eq!(v.shape[0], worlds, "export `{name}` shape {:?}", v.shape);
    let all = conv(&v.data);
    let width = all.len() / worlds;
    all.chunks(width).map(|c| c.to_vec()).collect()
}

/// Asserts `got[i] == want` in every world, naming the case.
fn check<T: PartialEq + std::fmt::Debug>(rows: &[Vec<T>], cases: &[(usize, T, &str)]) {
    for (w, row) in rows.iter().enumerate() {
        for (i, want, what) in cases {
            assert_eq!(&row[*i], want, "world {w}, slot {i}: {what}");
        }
    }
}

// ---- 1. defined behaviour -----------------------------------------------------------------

const IMIN: i32 = i32::MIN;
const IMAX: i32 = i32::MAX;

fn int_arith() -> (Vec<Vec<i32>>, Vec<Vec<u32>>) {
    let mut sim = load("int_arith.rhai", 3);
    feed(&mut sim, "in", &[7, 0, -1, IMIN, IMAX, 1, 33, -7], i32::to_le_bytes);
    feed(&mut sim, "in_u", &[0x8000_0000u32, 0, u32::MAX, 33], u32::to_le_bytes);
    sim.step().unwrap();
    (rows(&sim, "out", i32s), rows(&sim, "out_u", u32s))
}

#[test]
fn int_division_by_zero_gives_zero() {
    let (o, u) = int_arith();
    check(&o, &[(0, 0, "7 / 0"), (2, 0, "-7 / 0"), (4, 0, "INT_MIN / 0"), (28, 0, "7 /= 0")]);
    check(&u, &[(1, 0, "UINT_MAX / 0u")]);
}

#[test]
fn int_remainder_by_zero_gives_dividend() {
    let (o, u) = int_arith();
    check(&o, &[(1, 7, "7 % 0"), (3, -7, "-7 % 0"), (5, IMIN, "INT_MIN % 0"), (29, -7, "-7 %= 0")]);
    check(&u, &[(2, u32::MAX, "UINT_MAX % 0u")]);
}

#[test]
fn int_min_divided_by_minus_one() {
    let (o, _) = int_arith();
    check(
        &o,
        &[
            (6, IMIN, "INT_MIN / -1"),
            (7, 0, "INT_MIN % -1"),
            (30, IMIN, "INT_MIN /= -1"),
            (31, 0, "INT_MIN %= -1"),
            // and ordinary division is C's
            (8, -3, "-7 / 2 truncates toward zero"),
            (9, -1, "-7 % 2 has the dividend's sign"),
            (10, -7, "7 / -1"),
            (11, 0, "7 % -1"),
        ],
    );
}

#[test]
fn int_overflow_wraps() {
    let (o, u) = int_arith();
    check(
        &o,
        &[
            (12, IMIN, "INT_MAX + 1"),
            (13, IMAX, "INT_MIN - 1"),
            (14, 1, "INT_MAX * INT_MAX"),
            (15, IMIN, "-INT_MIN"),
            (16, IMIN, "INT_MAX += 1"),
            (17, IMAX, "INT_MIN--"),
            (18, IMIN, "abs(INT_MIN)"),
            (19, -2, "INT_MAX * 2"),
        ],
    );
    check(
        &u,
        &[
            (3, 0, "UINT_MAX + 1u"),
            (4, u32::MAX, "0u - 1u"),
            (6, 1, "UINT_MAX * UINT_MAX"),
            (8, 0x7FFF_FFFF, "UINT_MAX / 2u"),
            (9, 2, "0x80000000u % 3u"),
        ],
    );
}

#[test]
fn shift_amount_is_taken_mod_32() {
    let (o, u) = int_arith();
    check(
        &o,
        &[
            (20, 2, "1 << 33"),
            (21, -4, "-7 >> 33 (arithmetic, by 1)"),
            (22, 1, "1 << 32"),
            (23, IMIN, "1 << -1 (by 31)"),
            (24, IMIN >> 2, "INT_MIN >> 66 (by 2)"),
            (25, 7, "7 << 64 (by 0)"),
            (26, 14, "7 <<= 33"),
            (27, 7, "14 >>= 33"),
        ],
    );
    check(
        &u,
        &[
            (0, 0x4000_0000, "0x80000000u >> 33u (logical, by 1)"),
            (5, 2, "1u << 33u"),
            (7, u32::MAX, "UINT_MAX >> 64u (by 0)"),
        ],
    );
}

struct FloatConv {
    i: Vec<Vec<i32>>,
    u: Vec<Vec<u32>>,
    f: Vec<Vec<f32>>,
    d: Vec<Vec<f64>>,
}

fn float_conv() -> FloatConv {
    let mut sim = load("float_conv.rhai", 3);
    let inf = f32::INFINITY;
    feed(
        &mut sim,
        "in_f",
        &[2.7, -2.7, 1e10, -1e10, f32::NAN, inf, -inf, -0.5, 2147483648.0, -2147483648.0, 3e9, 5e9, 1.0, 0.5],
        f32::to_le_bytes,
    );
    feed(&mut sim, "in_d", &[2147483647.9, -2147483648.9, 1e300, f64::NAN, -123.99, 4294967295.5], f64::to_le_bytes);
    sim.step().unwrap();
    FloatConv {
        i: rows(&sim, "out_i", i32s),
        u: rows(&sim, "out_u", u32s),
        f: rows(&sim, "out_f", f32s),
        d: rows(&sim, "out_d", f64s),
    }
}

/// Bit-exact float comparison (so -0.0 differs from +0.0); any NaN matches a NaN.
fn check_f32(rows: &[Vec<f32>], cases: &[(usize, f32, &str)]) {
    for (w, row) in rows.iter().enumerate() {
        for (i, want, what) in cases {
            let got = row[*i];
            let ok = if want.is_nan() { got.is_nan() } else { got.to_bits() == want.to_bits() };
            assert!(ok, "world {w}, slot {i}: {what}: got {got:?}, want {want:?}");
        }
    }
}

fn check_f64(rows: &[Vec<f64>], cases: &[(usize, f64, &str)]) {
    for (w, row) in rows.iter().enumerate() {
        for (i, want, what) in cases {
            let got = row[*i];
            let ok = if want.is_nan() { got.is_nan() } else { got.to_bits() == want.to_bits() };
            assert!(ok, "world {w}, slot {i}: {what}: got {got:?}, want {want:?}");
        }
    }
}

#[test]
fn float_to_int_truncates_toward_zero() {
    let r = float_conv();
    check(
        &r.i,
        &[
            (0, 2, "int(2.7f)"),
            (1, -2, "int(-2.7f)"),
            (7, 0, "int(-0.5f)"),
            (10, 2, "(int)2.7f"),
            (11, -2, "(int)-2.7f"),
            (14, IMAX, "int(2147483647.9) (double)"),
            (19, -123, "int(-123.99) (double)"),
        ],
    );
    check(&r.u, &[(0, 2, "uint(2.7f)"), (7, 3_000_000_000, "uint(3e9f)")]);
}

#[test]
fn float_to_int_saturates() {
    let r = float_conv();
    check(
        &r.i,
        &[
            (2, IMAX, "int(1e10f)"),
            (3, IMIN, "int(-1e10f)"),
            (5, IMAX, "int(+inf)"),
            (6, IMIN, "int(-inf)"),
            (8, IMAX, "int(2147483648.0f)"),
            (9, IMIN, "int(-2147483648.0f)"),
            (15, IMIN, "int(-2147483648.9) (double)"),
            (16, IMAX, "int(1e300) (double)"),
            (17, IMIN, "int(-1e300) (double)"),
        ],
    );
}

#[test]
fn float_nan_to_int_is_zero() {
    let r = float_conv();
    check(&r.i, &[(4, 0, "int(NaN)"), (12, 0, "(int)NaN"), (13, 0, "int(-NaN)"), (18, 0, "int(NaN) (double)")]);
    check(&r.u, &[(4, 0, "uint(NaN)"), (10, 0, "uint(NaN) (double)")]);
}

#[test]
fn float_to_uint_saturates() {
    let r = float_conv();
    check(
        &r.u,
        &[
            (1, 0, "uint(-2.7f)"),
            (2, u32::MAX, "uint(1e10f)"),
            (3, 0, "uint(-1e10f)"),
            (5, u32::MAX, "uint(+inf)"),
            (6, 0, "uint(-inf)"),
            (8, u32::MAX, "uint(5e9f)"),
            (9, u32::MAX, "uint(4294967295.5) (double)"),
            (11, 0, "uint(-123.99) (double)"),
        ],
    );
}

#[test]
fn min_max_follow_the_documented_nan_rule() {
    let r = float_conv();
    let nan = f32::NAN;
    check_f32(
        &r.f,
        &[
            (0, 1.0, "min(NaN, 1) = 1 (NaN < 1 is false)"),
            (1, nan, "min(1, NaN) = NaN"),
            (2, 1.0, "max(NaN, 1) = 1"),
            (3, nan, "max(1, NaN) = NaN"),
            (4, 1.0, "min(1, 2)"),
            (5, 2.0, "max(1, 2)"),
            (6, 0.0, "min(-0, +0) = +0"),
            (7, -0.0, "min(+0, -0) = -0"),
            (8, 0.0, "max(-0, +0) = +0"),
            (9, -0.0, "max(+0, -0) = -0"),
            (10, 1.0, "min(vec2(NaN, 1), vec2(1, NaN)).x"),
            (11, nan, "min(vec2(NaN, 1), vec2(1, NaN)).y"),
        ],
    );
    check_f64(&r.d, &[(4, 1.0, "min(NaN, 1.0) (double)"), (5, f64::NAN, "max(1.0, NaN) (double)")]);
}

#[test]
fn round_is_half_to_even() {
    let r = float_conv();
    check_f32(
        &r.f,
        &[
            (12, 0.0, "round(0.5)"),
            (13, 2.0, "round(1.5)"),
            (14, 2.0, "round(2.5)"),
            (15, -0.0, "round(-0.5)"),
            (16, -2.0, "round(-1.5)"),
            (17, -2.0, "round(-2.5)"),
            (18, 4.0, "round(3.5)"),
            (19, 3.0, "round(2.7)"),
            (20, -3.0, "round(-2.7)"),
            (21, f32::NAN, "round(NaN)"),
            (22, 0.0, "round(0.495)"),
        ],
    );
    check_f64(
        &r.d,
        &[
            (0, 0.0, "round(0.5) (double)"),
            (1, 2.0, "round(1.5) (double)"),
            (2, 2.0, "round(2.5) (double)"),
            (3, -2.0, "round(-2.5) (double)"),
        ],
    );
}

fn arrays(opts: &LoadOptions) -> Simulation {
    let mut sim = load_with(&script("arrays.rhai"), &Config { worlds: 3, threads: 1, ..Config::default() }, opts);
    feed(&mut sim, "idx", &[-1, 4, 1000, IMIN, IMAX, 2], i32::to_le_bytes);
    feed(&mut sim, "idx_u", &[7u32, u32::MAX], u32::to_le_bytes);
    sim
}

#[test]
fn array_index_is_clamped_on_component_fields() {
    let mut sim = arrays(&LoadOptions::default());
    sim.step().unwrap();
    let o = rows(&sim, "out", i32s);
    check(
        &o,
        &[
            (0, 10, "read a[-1] -> a[0]"),
            (1, 13, "read a[4] -> a[3]"),
            (2, 13, "read a[1000] -> a[3]"),
            (3, 10, "read a[INT_MIN] -> a[0]"),
            (4, 13, "read a[INT_MAX] -> a[3]"),
            (5, 13, "read a[7u] -> a[3]"),
            (6, 13, "read a[0xFFFFFFFFu] -> a[3]"),
            (7, 12, "read a[2] (in range)"),
            (8, 20, "read g[4][-1] -> g[2][0]"),
            (9, 1, "read g[-1][1000] -> g[0][1]"),
            (22, 6, "read vec3 v[2]: v[1000].z -> v[1].z"),
            (23, 1, "read vec3 v[2]: v[-1].x -> v[0].x"),
        ],
    );
    let vecs = sim.export("vecs").unwrap();
    assert_eq!(vecs.shape, vec![3, 1, 2, 3]);
    for (w, v) in f32s(&vecs.data).chunks(6).enumerate() {
        assert_eq!(
            v,
            [7.0, 8.0, 9.0, 4.0, 50.0, 6.0],
            "world {w}: vec3 v[2] after v[4].y = 50, v[INT_MIN] = vec3(7, 8, 9)"
        );
    }
    // Arr is { pre, a[4], post }: the clamped writes land inside `a`, never on its neighbours.
    let arr = sim.export("arr").unwrap();
    assert_eq!(arr.shape, vec![3, 1, 6]);
    for (w, row) in i32s(&arr.data).chunks(6).enumerate() {
        assert_eq!(
            row,
            [77, 101, 11, 12, 501, 88],
            "world {w}: Arr {{ pre, a[4], post }} after a[-1] = 100, a[4] = 200, a[1000] += 300, a[INT_MIN]++, a[0xFFFFFFFFu]++"
        );
    }
    let grid = sim.export("grid").unwrap();
    assert_eq!(grid.shape, vec![3, 1, 3, 2]);
    for (w, g) in i32s(&grid.data).chunks(6).enumerate() {
        assert_eq!(
            g,
            [-6, 1, 10, 11, 20, -5],
            "world {w}: g[3][2] after g[1000][INT_MAX] = -5, g[INT_MIN][INT_MIN] = -6"
        );
    }
}

#[test]
fn array_index_is_clamped_on_local_arrays() {
    let mut sim = arrays(&LoadOptions::default());
    sim.step().unwrap();
    let o = rows(&sim, "out", i32s);
    check(
        &o,
        &[
            (10, 20, "read loc[-1] -> loc[0]"),
            (11, 23, "read loc[4] -> loc[3]"),
            (12, 20, "read loc[INT_MIN] -> loc[0]"),
            (13, 23, "read loc[0xFFFFFFFFu] -> loc[3]"),
            (14, 1, "loc[0] after loc[-1] = 1"),
            (15, 21, "loc[1] untouched"),
            (16, 22, "loc[2] untouched"),
            (17, 5, "loc[3] after loc[1000] = 2, loc[4] += 3"),
            (18, 55, "the local declared after loc is untouched"),
            (19, 3, "float fl[3]: fl[1000] = 1.5 writes fl[2]"),
            (20, 4, "vec2 pts[2]: pts[-1].y = 4 writes pts[0].y"),
            (31, 4242, "singleton int v[32]: v[1000] = 4242 writes v[31]"),
            (21, 4242, "singleton int v[32]: v[INT_MAX] reads v[31]"),
        ],
    );
}

#[test]
fn uninitialised_locals_are_zero() {
    let mut sim = arrays(&LoadOptions::default());
    // Twice: the second step's stack holds whatever the first left there.
    sim.step().unwrap();
    sim.step().unwrap();
    let z = rows(&sim, "zero", i32s);
    check(
        &z,
        &[
            (0, 0, "int"),
            (1, 0, "uint"),
            (2, 0, "bool is false"),
            (3, 0, "Entity is null"),
            (4, 0, "int arr[3]"),
            (5, 0, "an uninitialised Entity is not alive"),
            (6, 5, "int acc; in a loop body, iteration 0"),
            (7, 6, "int acc; in a loop body, iteration 1 (zero again)"),
            (8, 7, "int acc; in a loop body, iteration 2 (zero again)"),
            (9, 1, "int part[2]; in a loop body, iteration 0"),
            (10, 2, "int part[2]; in a loop body, iteration 1 (zero again)"),
            (11, 3, "int part[2]; in a loop body, iteration 2 (zero again)"),
            (12, 2, "a helper's local is zero on every call"),
            (13, 1, "float x; in a while loop, iteration 0"),
            (14, 1, "float x; in a while loop, iteration 1 (zero again)"),
        ],
    );
    check_f32(
        &rows(&sim, "zero_f", f32s),
        &[(0, 0.0, "float"), (1, 0.0, "double"), (2, 0.0, "vec3"), (3, 0.0, "quat"), (4, 0.0, "float farr[2][2]")],
    );
}

/// Runs `entities.rhai` for three steps; returns the `out` rows after step 1 and after step 2,
/// and the simulation.
fn entities() -> (Vec<Vec<i32>>, Vec<Vec<i32>>, Simulation) {
    let mut sim = load("entities.rhai", 3);
    sim.step().unwrap();
    sim.step().unwrap();
    let after1 = rows(&sim, "out", i32s);
    // a3 reuses the destroyed a1's id with a newer generation: the stale handle really points
    // at a live slot, so a wrong generation check would hit a3's row.
    for (w, k) in rows(&sim, "keep", u32s).iter().enumerate() {
        let (a1, a3) = ((k[2], k[3]), (k[8], k[9]));
        assert_eq!(a1.0, a3.0, "world {w}: a3 should reuse a1's id");
        assert_ne!(a1.1, a3.1, "world {w}: with a new generation");
    }
    sim.step().unwrap();
    let after2 = rows(&sim, "out", i32s);
    (after1, after2, sim)
}

/// A float or double sum over rows in SEMANTICS.md 10.5a's order: the k-th row in lane k % 32
/// of chunk k / 1024 (each lane from -0.0, `row` adding a row to it), a chunk's lanes met
/// pairwise into lane c % 32 of the totals, the totals met the same way, added to `before`.
fn ordered_sum<T: Copy + std::ops::Add<Output = T>>(rows: &[T], before: T, neg_zero: T, row: impl Fn(T, T) -> T) -> T {
    let meet = |x: &mut [T; 32]| {
        let mut m = 16;
        while m > 0 {
            for l in 0..m {
                x[l] = x[l] + x[l + m];
            }
            m /= 2;
        }
        x[0]
    };
    let mut totals = [neg_zero; 32];
    for (c, chunk) in rows.chunks(1024).enumerate() {
        let mut lanes = [neg_zero; 32];
        for (k, &v) in chunk.iter().enumerate() {
            lanes[k % 32] = row(lanes[k % 32], v);
        }
        totals[c % 32] = totals[c % 32] + meet(&mut lanes);
    }
    before + meet(&mut totals)
}

/// SEMANTICS.md 10.5a: a per-world loop's float and double sums follow the pairwise order on
/// the CPU too (so the GPU's warps give the same bits), recomputed here from the rows; with one
/// chunk, a few, and more chunks than a warp has lanes. Row order would give other bits.
#[test]
fn float_sums_over_rows_follow_the_pairwise_order() {
    for rows_n in ["1000", "3000", "40000"] {
        let mut opts = LoadOptions::default();
        opts.params.insert("rows".into(), rows_n.into());
        let mut sim =
            load_with(&script("float_sums.rhai"), &Config { worlds: 2, threads: 1, ..Config::default() }, &opts);
        sim.step().unwrap();
        let (vf, vd) = (rows(&sim, "vf", f32s), rows(&sim, "vd", f64s));
        let (of, on, od) = (rows(&sim, "out_f", f32s), rows(&sim, "out_neg", f32s), rows(&sim, "out_d", f64s));
        let mut differs = false;
        for w in 0..2 {
            let f = ordered_sum(&vf[w], 0.25f32, -0.0f32, |a, v| a + v);
            let neg = ordered_sum(&vf[w], 1.0f32, -0.0f32, |a, v| a - v * 0.5);
            let d = ordered_sum(&vd[w], 0.0f64, -0.0f64, |a, v| v + a);
            assert_eq!(of[w][0].to_bits(), f.to_bits(), "rows={rows_n} world {w}: f {} against {f}", of[w][0]);
            assert_eq!(on[w][0].to_bits(), neg.to_bits(), "rows={rows_n} world {w}: neg {} against {neg}", on[w][0]);
            assert_eq!(od[w][0].to_bits(), d.to_bits(), "rows={rows_n} world {w}: d {} against {d}", od[w][0]);
            let serial = vf[w].iter().fold(0.25f32, |a, v| a + v);
            let serial_d = vd[w].iter().fold(0.0f64, |a, v| v + a);
            differs |= serial.to_bits() != f.to_bits() && serial_d.to_bits() != d.to_bits();
        }
        assert!(differs, "rows={rows_n}: the values should make row order and pairwise order differ");
    }
}

/// Entities are ordered by id, then generation, with null the least (SEMANTICS.md,
/// comparisons); `other < me` in a loop visits each unordered pair once.
#[test]
fn entities_are_ordered_by_id_then_generation() {
    let mut sim = load("entity_order.rhai", 3);
    // Step 0 destroys b (id 1; its stale handle is kept); step 1 spawns b again: id 1,
    // generation 2.
    let want = [
        [1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 0, 1], // b and old_b are one handle
        [1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1], // old_b (1, gen 1) < b (1, gen 2)
    ];
    for (step, (want, pairs)) in want.iter().zip([15, 21]).enumerate() {
        sim.step().unwrap();
        for (w, row) in rows(&sim, "cmp", i32s).iter().enumerate() {
            assert_eq!(row, want, "step {step}, world {w}");
        }
        for (w, row) in rows(&sim, "pairs", i32s).iter().enumerate() {
            assert_eq!(row[0], pairs, "step {step}, world {w}: each pair of live balls once");
        }
    }
}

/// SEMANTICS.md 10.6: the ids a node frees wait for the node's end, so a node's spawns take
/// the free list as the node found it, in order, then fresh ids (`held_ids.rhai` explains each).
#[test]
fn ids_a_node_frees_are_reused_only_after_the_node() {
    let mut sim = load("held_ids.rhai", 3);
    let handles = |sim: &Simulation| -> Vec<Vec<(u32, u32)>> {
        rows(sim, "log", u32s)
            .into_iter()
            .map(|r| r.chunks(2).map(|c| (c[0], c[1])).filter(|e| e.1 != 0).collect())
            .collect()
    };
    // init_world: the 2 it freed is not taken by its own last spawn.
    for (w, log) in handles(&sim).iter().enumerate() {
        assert_eq!(log, &[(7, 1)], "world {w} after init_world");
    }
    sim.step().unwrap();
    let step0 = [(7, 1), (2, 2), (8, 1), (9, 1), (10, 1), (5, 2), (3, 2), (1, 2)];
    for (w, log) in handles(&sim).iter().enumerate() {
        assert_eq!(log, &step0, "world {w} after step 0 (id, generation)");
    }
    // The Blue's replacement (tag 107) took id 2; the Reds' (101, 103, 105) fresh ids.
    let reds: Vec<(u32, i32)> = rows(&sim, "red", u32s)[0]
        .chunks(2)
        .map(|c| c[0])
        .zip(rows(&sim, "red_tags", i32s)[0].iter().copied())
        .collect();
    for (id, tag) in [(2, 107), (8, 101), (9, 103), (10, 105)] {
        assert!(reds.contains(&(id, tag)), "Red id {id} tag {tag} in {reds:?}");
    }
    sim.step().unwrap();
    let mut step1 = step0.to_vec();
    step1.extend([(6, 2), (11, 1), (12, 1)]);
    for (w, log) in handles(&sim).iter().enumerate() {
        assert_eq!(log, &step1, "world {w} after step 1");
    }
}

#[test]
fn get_of_a_stale_entity_reads_zero_and_loses_writes() {
    let (o, _, sim) = entities();
    check(
        &o,
        &[
            (0, 0, "alive(stale a1)"),
            (1, 0, "get(Val, stale).x reads 0"),
            (2, 0, "get(Val, stale).y reads 0"),
            (3, 0, "get(Val, stale).x after writes to it"),
            (4, 0, "get(Val, stale).y after writes to it"),
            (5, 0, "const Val& of a stale entity after writes"),
            (6, 0, "has(Val, stale)"),
        ],
    );
    // The rows around it are intact: a0, a2 and a3 (which now holds a1's id).
    for (w, row) in o.iter().enumerate() {
        let w = w as i32;
        assert_eq!(row[13], 1000 * w + 10, "world {w}: a0.x after writes to stale a1");
        assert_eq!(row[14], 1000 * w + 31, "world {w}: a2.y after writes to stale a1");
        assert_eq!(row[15], 333, "world {w}: a3.x (a1's recycled id) after writes to stale a1");
    }
    // Every Val row in the table: a0, a2, a3 in some order, no 999 or 998 or 5 anywhere.
    let val = sim.export("val").unwrap();
    assert_eq!(val.shape, vec![3, 3, 2]);
    for (w, rows) in i32s(&val.data).chunks(6).enumerate() {
        let w = w as i32;
        let mut got: Vec<(i32, i32)> = rows.chunks(2).map(|p| (p[0], p[1])).collect();
        got.sort();
        let mut want = vec![(1000 * w + 10, 1000 * w + 11), (1000 * w + 30, 1000 * w + 31), (333, 334)];
        want.sort();
        assert_eq!(got, want, "world {w}: A's Val rows");
    }
}

#[test]
fn get_of_an_entity_without_the_component_reads_zero_and_loses_writes() {
    let (o, _, sim) = entities();
    for (w, row) in o.iter().enumerate() {
        let w = w as i32;
        assert_eq!(row[7], 0, "world {w}: get(Val, b) where b is a B (no Val)");
        assert_eq!(row[8], 0, "world {w}: get(Val, b).x + .y after writing 777, 776");
        assert_eq!(row[9], 1000 * w + 40, "world {w}: b's own Other.z is intact");
        assert_eq!(row[10], 0, "world {w}: has(Val, b)");
        assert_eq!(row[11], 1, "world {w}: has(Other, b)");
        assert_eq!(row[12], 0, "world {w}: get(Other, a0) after writing 555");
    }
    let other = sim.export("other").unwrap();
    assert_eq!(other.shape, vec![3, 1]);
    assert_eq!(i32s(&other.data), vec![40, 1040, 2040], "B's Other rows");
}

#[test]
fn destroy_of_a_stale_entity_does_nothing() {
    let (o, after, sim) = entities();
    check(&o, &[(16, 1, "a3 alive right after destroy(stale a1) with a3's id")]);
    check(
        &after,
        &[
            (17, 1, "a3 alive after the next compaction"),
            (18, 1, "a0, a2 and b alive"),
            (19, 3, "A rows in a for loop: a0, a2, a3"),
            (22, 1, "B rows in a for loop"),
        ],
    );
    for (w, row) in after.iter().enumerate() {
        let w = w as i32;
        assert_eq!(
            row[20],
            (1000 * w + 10) + (1000 * w + 11) + (1000 * w + 30) + (1000 * w + 31) + 333 + 334,
            "world {w}: sum of x + y over A rows"
        );
        assert_eq!(row[21], 1000 * w + 40, "world {w}: B's z in the for loop");
    }
    assert_eq!(sim.export("val").unwrap().shape, vec![3, 3, 2]);
}

/// `alias` in entities.rhai binds `Val& s1 = get(Val, stale a1)` and `Other& s2 = get(Other, a0)`
/// (a0 is an A, without Other), then writes `s1.x = 123` and reads `s2.z`, writes `s2.z = 456`
/// and reads `s1.x`: every read must be 0 (reads of a stale reference come from a row of zeros,
/// writes go to a sink), so no write shows through another reference.
#[test]
fn two_scratch_rows_do_not_alias() {
    let (_, _, sim) = entities();
    let al = rows(&sim, "alias", i32s);
    check(
        &al,
        &[
            (2, 0, "a third get(Val, b) after both writes"),
            (0, 0, "Other& of a0 (no Other) after writing Val& of stale a1"),
            (1, 0, "Val& of stale a1 after writing Other& of a0"),
        ],
    );
}

// ---- 2. --debug checks --------------------------------------------------------------------

/// `file:line:col` (1-based) of the first occurrence of `needle` in a script, at `at` bytes
/// into it.
fn location(name: &str, needle: &str, at: usize) -> String {
    let text = std::fs::read_to_string(script(name)).unwrap();
    let (n, line) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(needle))
        .unwrap_or_else(|| panic!("`{needle}` not in {name}"));
    let col = line.find(needle).unwrap() + at + 1;
    format!("{name}:{}:{col}", n + 1)
}

fn debug_index_sim(debug: bool, index: i32) -> Simulation {
    let mut sim = load_with(
        &script("debug_index.rhai"),
        &Config { worlds: 4, threads: 2, ..Config::default() },
        &LoadOptions { debug, ..LoadOptions::default() },
    );
    let port = sim.import_port("idx").unwrap();
    sim.write(&port, &bytes(&[index; 4], i32::to_le_bytes)).unwrap();
    sim
}

#[test]
fn debug_reports_an_out_of_range_index_with_system_and_location() {
    for index in [7, -3] {
        let mut sim = debug_index_sim(true, index);
        let err = sim.step().expect_err("--debug: an out-of-range index must fail the step").to_string();
        // The index expressions: `i` in `b.a[i]`, `ix.i` in `t[ix.i]`.
        let cases = [
            ("lookup", location("debug_index.rhai", "o.v[0] = b.a[i];", 13)),
            ("scratch_pad", location("debug_index.rhai", "t[ix.i] = 5;", 2)),
        ];
        // One line per system and location, naming the array and its length; 4 worlds hit it.
        assert_eq!(err.lines().filter(|l| l.trim().starts_with("system `")).count(), 2, "{err}");
        for ((system, at), (array, len)) in cases.into_iter().zip([("b.a", 4), ("t", 3)]) {
            let tail = format!(
                "{at}: index {index} is out of range for `{array}` ({len} elements: indices 0 to {}; 4 hits in this step)",
                len - 1
            );
            assert!(
                err.lines().any(|l| l.trim().starts_with(&format!("system `{system}` at "))
                    && l.contains("tests/scripts/")
                    && l.ends_with(&tail)),
                "index {index}: expected `system `{system}` at .../{tail}` in:\n{err}"
            );
        }
    }
    // Different indices in different worlds: one line each, with their range.
    let mut sim = debug_index_sim(true, 0);
    let port = sim.import_port("idx").unwrap();
    sim.write(&port, &bytes(&[7, -3, 2, 9], i32::to_le_bytes)).unwrap();
    let err = sim.step().expect_err("out of range in three worlds").to_string();
    assert!(err.starts_with("--debug check failed in step 0:"), "the first step is step 0:\n{err}");
    assert!(
        err.contains(
            "indices from -3 to 9 are out of range for `b.a` (4 elements: indices 0 to 3; 3 hits in this step)"
        ),
        "{err}"
    );
    // In range for both arrays: no error.
    let mut sim = debug_index_sim(true, 2);
    sim.step().unwrap();
    sim.step().unwrap();
}

#[test]
fn without_debug_an_out_of_range_index_is_clamped() {
    for (index, want) in [(7, [4, 5]), (-3, [1, 5]), (2, [3, 5])] {
        let mut sim = debug_index_sim(false, index);
        sim.step().unwrap();
        sim.step().unwrap();
        check(
            &rows(&sim, "out", i32s),
            &[
                (0, want[0], "b.a[i] of b.a = [1, 2, 3, 4]"),
                (1, want[1], "t[0] + t[2] after t[i] = 5 (local int t[3])"),
            ],
        );
    }
}

fn debug_nan_sim(debug: bool, num: f32, den: f32) -> Simulation {
    let mut sim = load_with(
        &script("debug_nan.rhai"),
        &Config { worlds: 4, threads: 2, ..Config::default() },
        &LoadOptions { debug, ..LoadOptions::default() },
    );
    feed(&mut sim, "in", &[num, den], f32::to_le_bytes);
    sim
}

#[test]
fn debug_reports_a_nan_stored_in_a_component() {
    let mut sim = debug_nan_sim(true, 0.0, 0.0);
    let err = sim.step().expect_err("--debug: storing a NaN must fail the step").to_string();
    let at = location("debug_nan.rhai", "s.x = q;", 0);
    assert!(
        err.lines().any(|l| l.contains("system `divide` at ")
            && l.contains("tests/scripts/")
            && l.contains(&format!("{at}: a NaN was stored in `s.x`"))),
        "expected `system `divide` at ...{at}: a NaN was stored in `s.x`` in:\n{err}"
    );
    // A finite value (and an infinity, which is not a NaN) passes.
    let mut sim = debug_nan_sim(true, 1.0, 4.0);
    sim.step().unwrap();
    let mut sim = debug_nan_sim(true, 1.0, 0.0);
    sim.step().unwrap();
    // Without --debug the NaN is simply stored.
    let mut sim = debug_nan_sim(false, 0.0, 0.0);
    sim.step().unwrap();
    sim.step().unwrap();
    let x = sim.export("x").unwrap();
    assert_eq!(x.shape, vec![4, 1]);
    assert!(f32s(&x.data).iter().all(|v| v.is_nan()), "x = 0/0 without --debug");
}

/// `--debug` checks every element a `{...}` list stores to a float array field, on the CPU,
/// the CUDA source built for the host and the emulated GPU.
#[test]
fn debug_reports_a_nan_stored_by_a_list() {
    for backend in [mw::Backend::Cpu, mw::Backend::CudaHost, mw::Backend::CudaEmulated] {
        let run = |debug: bool, num: f32, den: f32| {
            let opts = LoadOptions { debug, backend, ..LoadOptions::default() };
            let mut sim = load_with(
                &script("debug_nan_list.rhai"),
                &Config { worlds: 2, threads: 1, ..Config::default() },
                &opts,
            );
            feed(&mut sim, "in", &[num, den], f32::to_le_bytes);
            sim.step().map(|_| f32s(&sim.export("h").unwrap().data))
        };
        let err = run(true, 0.0, 0.0).expect_err("--debug: a NaN in a list must fail the step").to_string();
        let at = location("debug_nan_list.rhai", "s.h = {1.0, q, 2.0};", 0);
        assert!(
            err.contains("system `fill` at ") && err.contains(&at) && err.contains("a NaN was stored"),
            "{backend:?}: expected a NaN report at {at} in:\n{err}"
        );
        assert_eq!(run(true, 1.0, 4.0).unwrap(), [1.0, 0.25, 2.0, 1.0, 0.25, 2.0], "{backend:?}");
        assert!(run(false, 0.0, 0.0).unwrap()[1].is_nan(), "{backend:?}: without --debug the NaN is stored");
    }
}

// ---- 3. determinism -----------------------------------------------------------------------

/// Steps `path` and returns, per step, the concatenated bytes of `exports`.
fn trace(path: &Path, worlds: u32, threads: usize, seed: u64, steps: usize, exports: &[&str]) -> Vec<Vec<u8>> {
    let mut sim = load_with(
        path,
        &Config { worlds, threads, seed, adaptive_threads: false, ..Config::default() },
        &LoadOptions::default(),
    );
    assert_eq!(sim.sim.threads(), threads);
    let mut out = Vec::with_capacity(steps);
    for _ in 0..steps {
        sim.step().unwrap();
        let mut frame = Vec::new();
        for name in exports {
            frame.extend_from_slice(&sim.export(name).unwrap().data);
        }
        out.push(frame);
    }
    out
}

/// Asserts two traces are bit-identical, naming the first step that differs.
fn same_trace(a: &[Vec<u8>], b: &[Vec<u8>], what: &str) {
    assert_eq!(a.len(), b.len(), "{what}: step counts");
    for (s, (x, y)) in a.iter().zip(b).enumerate() {
        if x != y {
            let i = x.iter().zip(y).position(|(p, q)| p != q);
            panic!(
                "{what}: exports differ after step {} (lengths {} and {}, first differing byte {i:?})",
                s + 1,
                x.len(),
                y.len()
            );
        }
    }
}

const CARTPOLE_EXPORTS: [&str; 3] = ["obs", "reward", "done"];

#[test]
fn cartpole_is_bit_identical_across_threads_and_runs() {
    let path = root().join("envs/cartpole.rhai");
    let t = |threads, seed| trace(&path, 1000, threads, seed, 200, &CARTPOLE_EXPORTS);
    let one = t(1, 7);
    // The run exercised resets: some world ended within 200 steps (done.terminated == 1).
    let terminated = one
        .iter()
        .flat_map(|f| {
            // obs: 1000 * 4 f32, reward: 1000 f32, done: 1000 * 3 i32
            i32s(&f[(1000 * 4 + 1000) * 4..]).chunks(3).map(|d| d[0]).collect::<Vec<_>>()
        })
        .filter(|&x| x == 1)
        .count();
    assert!(terminated > 100, "only {terminated} terminations in 200 steps");
    same_trace(&one, &t(2, 7), "cartpole seed 7, 1 vs 2 threads");
    same_trace(&one, &t(4, 7), "cartpole seed 7, 1 vs 4 threads");
    same_trace(&one, &t(1, 7), "cartpole seed 7, two runs with 1 thread");
    same_trace(&t(4, 7), &t(4, 7), "cartpole seed 7, two runs with 4 threads");
    let other = t(2, 8);
    assert_ne!(one[0], other[0], "seeds 7 and 8 give the same first step");
    assert_ne!(one.last(), other.last(), "seeds 7 and 8 give the same last step");
}

#[test]
fn spawning_and_destroying_is_bit_identical_across_threads() {
    let path = script("churn.rhai");
    let exports = ["counts", "sums"];
    let (worlds, steps) = (400, 120);
    let one = trace(&path, worlds, 1, 3, steps, &exports);
    // The script really churns: counts differ between worlds, and some worlds were reset.
    let last = &one[steps - 1];
    let counts: Vec<Vec<i32>> = i32s(&last[..worlds as usize * 32]).chunks(8).map(|c| c.to_vec()).collect();
    let motes: std::collections::BTreeSet<i32> = counts.iter().map(|c| c[0]).collect();
    assert!(motes.len() > 3, "mote counts per world: {motes:?}");
    assert!(counts.iter().any(|c| c[1] > 0), "no sparks");
    assert!(counts.iter().any(|c| c[2] > 0), "no rocks");
    let reset = counts.iter().filter(|c| (c[3] as usize) < steps).count();
    assert!(reset > 10, "only {reset} worlds were reset");
    for threads in [2, 4] {
        same_trace(&one, &trace(&path, worlds, threads, 3, steps, &exports), &format!("churn, 1 vs {threads} threads"));
    }
    same_trace(&one, &trace(&path, worlds, 1, 3, steps, &exports), "churn, two runs");
    let other = trace(&path, worlds, 4, 4, steps, &exports);
    assert_ne!(one[steps - 1], other[steps - 1], "seeds 3 and 4 agree");
}

// ---- 4. record and replay through the command line ----------------------------------------

const REPLAY_WORLDS: usize = 64;
const REPLAY_STEPS: usize = 100;

/// A fresh directory for one test's files.
fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("mw_semantics_{tag}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn mw(args: &[String]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_mw")).current_dir(root()).args(args).output().unwrap()
}

/// `mw run envs/cartpole.rhai` with external actions, plus `extra`.
fn cartpole_cli(seed: u64, steps: usize, extra: &[String]) -> std::process::Output {
    let mut args: Vec<String> = [
        "run",
        "envs/cartpole.rhai",
        "--worlds",
        &REPLAY_WORLDS.to_string(),
        "--steps",
        &steps.to_string(),
        "--seed",
        &seed.to_string(),
        "--threads",
        "2",
        "--param",
        "random_actions=false",
        "--quiet",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    args.extend_from_slice(extra);
    mw(&args)
}

fn arg(flag: &str, name: &str, path: &Path) -> String {
    format!("--{flag}={name}={}", path.display())
}

/// The initial state of cartpole with `seed`, and actions from a balancing controller, so no
/// world ends (and resets with seed-dependent random numbers) within `REPLAY_STEPS`.
/// Returns (init [worlds, 1, 4] f32, actions [steps, worlds, 1] i32, obs after every step).
fn controller_run(seed: u64) -> (Vec<f32>, Vec<i32>, Vec<u8>) {
    let mut opts = LoadOptions::default();
    opts.params.insert("random_actions".into(), "false".into());
    let mut sim = load_with(
        &root().join("envs/cartpole.rhai"),
        &Config { worlds: REPLAY_WORLDS as u32, seed, threads: 1, ..Config::default() },
        &opts,
    );
    let init = f32s(&sim.export("obs").unwrap().data);
    let port = sim.import_port("action").unwrap();
    let (mut actions, mut obs) = (Vec::new(), Vec::new());
    let mut state = init.clone();
    for _ in 0..REPLAY_STEPS {
        let a: Vec<i32> =
            state.chunks(4).map(|s| i32::from(s[2] + 0.5 * s[3] + 0.01 * s[0] + 0.1 * s[1] > 0.0)).collect();
        sim.write(&port, &bytes(&a, i32::to_le_bytes)).unwrap();
        sim.step().unwrap();
        let v = sim.export("obs").unwrap();
        state = f32s(&v.data);
        obs.extend_from_slice(&v.data);
        actions.extend(a);
    }
    (init, actions, obs)
}

fn write_npy(path: &Path, scalar: Scalar, shape: Vec<usize>, bytes: Vec<u8>) {
    npy::write(path, &Array { scalar, shape, bytes }).unwrap();
}

fn assert_ok(out: &std::process::Output, what: &str) {
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{what}: mw run failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn dump_then_replay_with_set_and_actions_is_bit_identical() {
    let dir = temp_dir("replay");
    let (init, actions, obs) = controller_run(5);
    let (w, n) = (REPLAY_WORLDS, REPLAY_STEPS);
    write_npy(&dir.join("init.npy"), Scalar::F32, vec![w, 1, 4], bytes(&init, f32::to_le_bytes));
    write_npy(&dir.join("actions.npy"), Scalar::I32, vec![n, w, 1], bytes(&actions, i32::to_le_bytes));
    let acts = arg("actions", "action", &dir.join("actions.npy"));
    let set = arg("set", "Cart", &dir.join("init.npy"));

    // Record: the seed decides the initial state, the actions come from the file.
    let out = cartpole_cli(
        5,
        n,
        &[acts.clone(), arg("dump", "obs", &dir.join("x.npy")), arg("dump", "done", &dir.join("done.npy"))],
    );
    assert_ok(&out, "record");
    let x = npy::read(&dir.join("x.npy"), Scalar::F32).unwrap();
    assert_eq!(x.shape, vec![n, w, 1, 4]);
    assert!(x.bytes == obs, "the CLI's dump differs from the same run through the library");
    let done = npy::read(&dir.join("done.npy"), Scalar::I32).unwrap();
    assert!(
        i32s(&done.bytes).chunks(3).all(|d| d[0] == 0 && d[1] == 0),
        "a world ended: the controller should balance every pole for {n} steps"
    );

    // Replay with another seed: --set restores the recorded initial state.
    let out = cartpole_cli(99, n, &[acts.clone(), set.clone(), arg("dump", "obs", &dir.join("y.npy"))]);
    assert_ok(&out, "replay");
    let (a, b) = (std::fs::read(dir.join("x.npy")).unwrap(), std::fs::read(dir.join("y.npy")).unwrap());
    assert!(a == b, "the replayed dump differs from the recording");

    // Without --set, that seed starts elsewhere: the replay above really depended on it.
    let out = cartpole_cli(99, n, &[acts.clone(), arg("dump", "obs", &dir.join("z.npy"))]);
    assert_ok(&out, "seed 99 without --set");
    assert!(std::fs::read(dir.join("z.npy")).unwrap() != a, "seed 99 gives the same trajectory as seed 5");
    // And a float64 initial state converts to the float32 component exactly.
    write_npy(&dir.join("init64.npy"), Scalar::F64, vec![w, 1, 4], bytes(&init, |x| f64::from(x).to_le_bytes()));
    let out = cartpole_cli(
        99,
        n,
        &[acts, arg("set", "Pole.Cart", &dir.join("init64.npy")), arg("dump", "obs", &dir.join("y64.npy"))],
    );
    assert_ok(&out, "replay from float64");
    assert!(std::fs::read(dir.join("y64.npy")).unwrap() == a, "float64 --set replay differs");
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs cartpole with `extra` and asserts it fails with one line on stderr, `error: ...`
/// containing every one of `want`.
fn assert_cli_error(extra: &[String], want: &[&str]) {
    let out = cartpole_cli(0, 20, extra);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{extra:?} should fail; stderr:\n{err}");
    assert_eq!(out.status.code(), Some(1), "{extra:?}: exit status");
    let lines: Vec<&str> = err.trim_end().lines().collect();
    assert_eq!(lines.len(), 1, "{extra:?}: expected a one-line error, got:\n{err}");
    assert!(lines[0].starts_with("error: "), "{extra:?}: {err}");
    for w in want {
        assert!(lines[0].contains(w), "{extra:?}: expected `{w}` in: {err}");
    }
    assert!(out.stdout.is_empty(), "{extra:?}: printed {:?}", String::from_utf8_lossy(&out.stdout));
}

#[test]
fn bad_replay_inputs_fail_with_one_clear_line() {
    let dir = temp_dir("bad_inputs");
    let w = REPLAY_WORLDS;
    let ints = |n: usize| bytes(&vec![1i32; n], i32::to_le_bytes);
    let path = |name: &str| dir.join(name);
    write_npy(&path("good.npy"), Scalar::I32, vec![20, w, 1], ints(20 * w));
    write_npy(&path("shape.npy"), Scalar::I32, vec![20, w, 2], ints(40 * w));
    write_npy(&path("flat.npy"), Scalar::I32, vec![20, w], ints(20 * w));
    write_npy(&path("worlds.npy"), Scalar::I32, vec![20, w + 1, 1], ints(20 * (w + 1)));
    // Floats go to an int import only when whole (npy::convert): 0.5 is not.
    write_npy(&path("float.npy"), Scalar::F32, vec![20, w, 1], bytes(&vec![0.5f32; 20 * w], f32::to_le_bytes));
    write_npy(&path("short.npy"), Scalar::I32, vec![10, w, 1], ints(10 * w));
    write_npy(&path("init_shape.npy"), Scalar::F32, vec![w, 4], bytes(&vec![0.0f32; w * 4], f32::to_le_bytes));
    std::fs::write(path("garbage.npy"), b"not an npy file").unwrap();
    let missing = path("missing.npy");
    let p = |name: &str| path(name).display().to_string();

    assert_cli_error(
        &[arg("actions", "action", &path("shape.npy"))],
        &["--actions action=", "shape [20, 64, 2]", "[steps, 64, 1]"],
    );
    assert_cli_error(&[arg("actions", "action", &path("flat.npy"))], &["shape [20, 64]", "[steps, 64, 1]"]);
    assert_cli_error(&[arg("actions", "action", &path("worlds.npy"))], &["shape [20, 65, 1]", "[steps, 64, 1]"]);
    assert_cli_error(
        &[arg("actions", "action", &path("float.npy"))],
        &["--actions action", &p("float.npy"), "value 0.5 at index 0 is not a whole number", "int32"],
    );
    assert_cli_error(
        &[arg("actions", "push", &path("good.npy"))],
        &["--actions push", "no import named `push`", "action"],
    );
    assert_cli_error(&[arg("actions", "action", &path("short.npy"))], &["10 frames", "--steps is 20"]);
    assert_cli_error(
        &[arg("actions", "action", &missing)],
        &["--actions action", "can't open", &missing.display().to_string()],
    );
    assert_cli_error(
        &[arg("actions", "action", &path("garbage.npy"))],
        &["--actions action", &p("garbage.npy"), "not a valid .npy file"],
    );
    assert_cli_error(
        &[arg("actions", "action", &path("good.npy")), arg("set", "Cart", &missing)],
        &["--set Cart=", "can't open"],
    );
    assert_cli_error(
        &[arg("actions", "action", &path("good.npy")), arg("set", "Cart", &path("init_shape.npy"))],
        &["--set Cart=", "shape [64, 4]", "[64, 1, 4]"],
    );
    assert_cli_error(
        &[arg("actions", "action", &path("good.npy")), arg("set", "Wheel", &path("init_shape.npy"))],
        &["--set Wheel", "unknown component `Wheel`"],
    );
    assert_cli_error(
        &[arg("actions", "action", &path("good.npy")), arg("dump", "velocity", &path("out.npy"))],
        &["--dump velocity", "no export named `velocity`", "obs"],
    );
    // The good file itself is accepted.
    let out = cartpole_cli(0, 20, &[arg("actions", "action", &path("good.npy"))]);
    assert_ok(&out, "good actions");
    std::fs::remove_dir_all(&dir).ok();
}

/// Branches decided at build time (constant arguments of an inlined helper, a loop lowered as
/// copies with a constant counter) take the arm the program says, on the CPU generator (which
/// turns them into jumps) and on the CUDA generator's host build alike. After one step each
/// row's `x` is `169 + k`: the loop skips `s = 0`, stops at `s = 5` and folds
/// `pick(-1), pick(1) .. pick(4)` = -5, 10, 20, 43, -5 as `acc * 3 + p`.
#[test]
fn branches_known_at_build_time_take_the_right_arm() {
    for backend in [mw::Backend::Cpu, mw::Backend::CudaHost] {
        let opts = LoadOptions { backend, ..LoadOptions::default() };
        let mut sim =
            load_with(&script("known_branches.rhai"), &Config { worlds: 2, threads: 1, ..Config::default() }, &opts);
        sim.step().unwrap();
        let what = format!("{backend:?}");
        for w in rows(&sim, "x", i32s) {
            assert_eq!(w, vec![169, 170, 171], "{what}: x");
        }
        for w in rows(&sim, "y", f32s) {
            assert_eq!(w, vec![8.0; 3], "{what}: y = 1 - 2 + 3 + 6");
        }
        for w in rows(&sim, "u", u32s) {
            assert_eq!(w, vec![(-5i32) as u32 + 1; 3], "{what}: u = uint(-5) + 1");
        }
        for w in rows(&sim, "b", i32s) {
            assert_eq!(w, vec![0; 3], "{what}: b = (4 > 3) && !(4 == 4)");
        }
    }
}

/// SEMANTICS.md 10.3: a compaction keeps every live row among a world's first `m` positions
/// (`m` its live rows) where it is and fills the holes among them with the world's rows past
/// them, in order; a reset world's rows are in spawn order. tests/scripts/fill_holes.rhai
/// shows each case (replaced, shrunk, grown, reset, untouched) after one step, on the CPU (1 and
/// 2 threads) and the CUDA generator's host build; the emulated GPU runs it in
/// tests/cuda_emulated.rs. Under the rule before (rows slide down in order) world 0 would read
/// 1, 3, 4, 6, 7, 8, 101, 102.
#[test]
fn compaction_fills_holes_with_the_last_rows() {
    let want: [&[i32]; 5] = [
        &[1, 101, 3, 4, 102, 6, 7, 8],
        &[1, 7, 3, 4, 8, 6],
        &[1, 103, 3, 4, 5, 6, 7, 8, 101, 102],
        &[22, 23, 24, 25, 26, 27, 28, 29, 30],
        &[1, 2, 3, 4, 5, 6, 7, 8],
    ];
    for (backend, threads) in [(mw::Backend::Cpu, 1), (mw::Backend::Cpu, 2), (mw::Backend::CudaHost, 1)] {
        let opts = LoadOptions { backend, ..LoadOptions::default() };
        let mut sim = load_with(&script("fill_holes.rhai"), &Config { worlds: 5, threads, ..Config::default() }, &opts);
        sim.step().unwrap();
        let what = format!("{backend:?}, {threads} thread(s)");
        let counts = rows(&sim, "items", i32s);
        for (w, (row, want)) in rows(&sim, "v", i32s).iter().zip(want).enumerate() {
            assert_eq!(counts[w], vec![want.len() as i32], "{what}: world {w}'s count");
            let mut padded = want.to_vec();
            padded.resize(12, 0);
            assert_eq!(row, &padded, "{what}: world {w}'s rows");
        }
        // Another step moves nothing: no row was destroyed.
        sim.step().unwrap();
        for (w, (row, want)) in rows(&sim, "v", i32s).iter().zip(want).enumerate() {
            assert_eq!(&row[..want.len()], want, "{what}: world {w}'s rows a step later");
        }
    }
}

/// Structs (SEMANTICS.md 5a) and `{...}` lists, on the CPU, the CUDA source built for the host
/// and the emulated GPU: each value below is worked out by hand in `structs.rhai`.
#[test]
fn structs_are_values_laid_out_alike_everywhere() {
    for backend in [mw::Backend::Cpu, mw::Backend::CudaHost, mw::Backend::CudaEmulated] {
        let opts = LoadOptions { backend, ..LoadOptions::default() };
        let mut sim = load_with(&script("structs.rhai"), &Config { worlds: 2, threads: 1, ..Config::default() }, &opts);
        feed(&mut sim, "in", &[3, 5, 7, -1], i32::to_le_bytes);
        sim.step().unwrap();
        let what = format!("{backend:?}");
        let o = rows(&sim, "out", i32s);
        let want: [(usize, i32, &str); 37] = [
            (0, 0, "a struct local starts zeroed (fields, nested fields, entity null)"),
            (1, 3, "a {...} list sets the fields in order"),
            (2, 5, "x.tag.hist[-1] writes hist[0] (clamped)"),
            (3, 7, "x.tag.hist[7] writes hist[2] (clamped)"),
            (4, 3, "y = x copies: x unchanged by y.qty = 40"),
            (5, 40, "the copy changed"),
            (6, 112, "an argument is a copy the callee may change"),
            (7, 10, "the caller's struct is unchanged by the callee"),
            (8, 7, "a struct result, nested list included"),
            (9, 1, "a bool field of a result"),
            (10, 5, "`?:` of two structs"),
            (11, 2, "sorted book, stable: price 1.0, first"),
            (12, 4, "sorted book, stable: price 1.0, second"),
            (13, 3, "sorted book: price 2.0"),
            (14, 1, "sorted book: price 3.0"),
            (15, 50, "bk.o[-1].qty writes o[0] (clamped)"),
            (16, 0, "bk.o[1] = {} zeroes the element"),
            (17, 1, "a struct declared in a loop is zero each time (1)"),
            (18, 2, "a struct declared in a loop is zero each time (2)"),
            (19, 3, "a struct declared in a loop is zero each time (3)"),
            (20, 14, "int arr[4] = {a, b, c, m}"),
            (21, 40, "arr = {10, 20, 30, 40}"),
            (22, 72, "int g[2][3] = {{1, 2, 3}, {4, 5, c}}"),
            (23, 0, "arr = {} zeroes"),
            (24, 1, "an Entity field holds the entity"),
            (25, 1, "alive() of an entity read from a field"),
            (26, 300, "an array argument (a copy)"),
            (27, 4, "a two-dimensional array argument, index clamped in the callee"),
            (28, 12, "an array field of a struct as an argument"),
            (29, 30, "a singleton's array field as an argument"),
            (30, 10, "an Entity array field as an argument"),
            (31, 5, "an int constant array, indices clamped"),
            (32, 300, "a bool constant array, and an int one as an argument"),
            (33, 7, "a field of a struct result"),
            (34, 5, "a nested field of a struct result"),
            (35, 24, "a swizzle of a computed vector"),
            (36, 6, "an array field of a struct result as an argument"),
        ];
        for (w, row) in o.iter().enumerate() {
            for (i, v, case) in &want {
                assert_eq!(row[*i], *v, "{what}, world {w}, slot {i}: {case}");
            }
        }
        let f = rows(&sim, "out_f", f32s);
        let d = rows(&sim, "out_d", f64s);
        for w in 0..2 {
            assert_eq!(
                &f[w][..7],
                &[0.0, 1.5, 0.0, 5.0, 6.5, 3.0, 5.0],
                "{what}, world {w}: float fields, lists, a float constant array"
            );
            assert_eq!(d[w][0], 7.5, "{what}, world {w}: a double field");
            let l = rows(&sim, "lst", i32s);
            assert_eq!(l[w], [3, 10, 7], "{what}, world {w}: a list into a singleton's array field");
        }
    }
}

/// `sort` (SEMANTICS.md 6a) on the CPU, the CUDA source built for the host and the emulated
/// GPU: ascending, partial, clamped counts, stable by a function, NaNs as barriers, entities,
/// a component's array field, one row of a 2-D array; values worked out in `sort.rhai`.
#[test]
fn sort_orders_arrays_stably_everywhere() {
    for backend in [mw::Backend::Cpu, mw::Backend::CudaHost, mw::Backend::CudaEmulated] {
        let opts = LoadOptions { backend, ..LoadOptions::default() };
        let mut sim = load_with(&script("sort.rhai"), &Config { worlds: 2, threads: 1, ..Config::default() }, &opts);
        feed(&mut sim, "in", &[5, -2, 9, 0, 3, -2, 7, 1], i32::to_le_bytes);
        feed(&mut sim, "in_f", &[3.0f32, f32::NAN, 2.0, 1.0, -0.0, 0.0], f32::to_le_bytes);
        sim.step().unwrap();
        let what = format!("{backend:?}");
        for (w, row) in rows(&sim, "out", i32s).iter().enumerate() {
            assert_eq!(&row[..8], &[-2, -2, 0, 1, 3, 5, 7, 9], "{what}, world {w}: sort(a, 8)");
            assert_eq!(&row[8..16], &[-2, 0, 5, 9, 3, -2, 7, 1], "{what}, world {w}: sort(b, 4): the first 4 only");
            assert_eq!(row[16], 123, "{what}, world {w}: n past the end is the length");
            assert_eq!(row[17], 1, "{what}, world {w}: n < 0 sorts nothing");
            assert_eq!(&row[18..23], &[4, 1, 3, 0, 2], "{what}, world {w}: stable by a function");
            assert_eq!(&row[23..25], &[1, 1], "{what}, world {w}: entities by a function (newest first)");
            assert_eq!(row[25], 5841, "{what}, world {w}: one row of a 2-D array");
            assert_eq!(
                &row[26..30],
                &[3, 30, 43, 6],
                "{what}, world {w}: count, in a helper, after a spawn and a destroy, as a float"
            );
        }
        for (w, row) in rows(&sim, "out_f", f32s).iter().enumerate() {
            let bits: Vec<u32> = row.iter().map(|x| x.to_bits()).collect();
            let want = [3.0f32, f32::NAN, -0.0, 0.0, 1.0, 2.0].map(|x: f32| x.to_bits());
            assert_eq!(bits[0], want[0], "{what}, world {w}");
            assert!(row[1].is_nan(), "{what}, world {w}: the NaN stays in place");
            assert_eq!(
                &bits[2..],
                &want[2..],
                "{what}, world {w}: the run after the NaN sorted, -0.0 before 0.0 (stable)"
            );
        }
        let h = sim.export("hist").unwrap();
        for (k, row) in i32s(&h.data).chunks(5).enumerate() {
            assert_eq!(row, [-8, 0, 3, 25, 27], "{what}, row {k}: a component's array field sorted in place");
        }
    }
}

/// `for (... : A after e)` (SEMANTICS.md 10.5) on the CPU, the CUDA source built for the host
/// and the emulated GPU: nested loops and a per-row system with its own loop visit each
/// unordered pair once, in order; rows spawned before an inner loop starts are in it; `break`
/// and `continue`; a helper's own loops; a row destroyed during the node keeps its place and
/// is skipped. Values worked out by hand in `pairs_after.rhai`'s terms.
#[test]
fn after_loops_visit_each_pair_once_everywhere() {
    for backend in [mw::Backend::Cpu, mw::Backend::CudaHost, mw::Backend::CudaEmulated] {
        let opts = LoadOptions { backend, ..LoadOptions::default() };
        let mut sim =
            load_with(&script("pairs_after.rhai"), &Config { worlds: 3, threads: 2, ..Config::default() }, &opts);
        let what = format!("{backend:?}");
        let nodes = sim.export("nodes").unwrap();
        assert_eq!(nodes.shape, vec![3, 7, 4], "{what}: five, one spawned in the loop, one after");
        sim.step().unwrap();
        for (w, o) in rows(&sim, "out", i32s).iter().enumerate() {
            assert_eq!(&o[..2], &[13, 1802497301], "{what}, world {w}: init_world's pairs");
            assert_eq!(&o[2..4], &[121, 968882691], "{what}, world {w}: a per-world system's pairs");
            assert_eq!(&o[4..6], &[21, 1894741727], "{what}, world {w}: after a destroy");
        }
        // Row 1 (id 1) was destroyed by `late`, and the last row took its place (10.3).
        let ids = [0, 5, 2, 3, 4, 9];
        let sums = [22902, 0, 1293, 264, 68, 5];
        for (w, n) in rows(&sim, "nodes", i32s).iter().enumerate() {
            let got: Vec<[i32; 4]> = n.chunks(4).map(|r| [r[0], r[1], r[2], r[3]]).collect();
            // `at`: row_index() * 10 + 7 rows, as `per_row` saw them (id 5 was row 6).
            let at = [7, 67, 27, 37, 47, 57];
            let want: Vec<[i32; 4]> = ids.iter().zip(sums).zip(at).map(|((&id, s), a)| [id, 6, s, a]).collect();
            assert_eq!(got, want, "{what}, world {w}: each pair once, both rows written");
        }
    }
}

/// `snapshot("Ball")` in the graph (SEMANTICS.md 10.5b): a system that reads the others through
/// `BallStart` and writes only its own row gives each ball the same values whatever order its
/// rows run in (with and without a sort that reverses them), on the CPU (1 and 2 threads), the
/// CUDA source built for the host and the emulated GPU.
#[test]
fn snapshots_make_every_row_read_the_same_state_everywhere() {
    let mut runs: Vec<(String, Vec<Vec<[i32; 2]>>)> = Vec::new();
    for (backend, threads) in
        [(mw::Backend::Cpu, 1), (mw::Backend::Cpu, 2), (mw::Backend::CudaHost, 2), (mw::Backend::CudaEmulated, 1)]
    {
        for sorted in ["0", "1"] {
            let mut opts = LoadOptions { backend, ..LoadOptions::default() };
            opts.params.insert("sorted".into(), sorted.into());
            let mut sim =
                load_with(&script("snapshot.rhai"), &Config { worlds: 4, threads, ..Config::default() }, &opts);
            let mut steps = Vec::new();
            for _ in 0..5 {
                sim.step().unwrap();
                for row in rows(&sim, "balls", i32s) {
                    // (id, x) of each ball, by id.
                    let mut balls: Vec<[i32; 2]> = row.chunks(5).map(|b| [b[0], b[1]]).collect();
                    balls.sort();
                    steps.push(balls);
                }
            }
            runs.push((format!("{backend:?}, {threads} thread(s), sorted {sorted}"), steps));
        }
    }
    // Worked out: world 0 starts at x = k * k; after one step ball 0 has (0 * 7 + sum of the
    // others' squares) % 1009.
    let others: i32 = (1..7).map(|k: i32| (k * k) * (k * k)).sum();
    assert_eq!(runs[0].1[0][0], [0, others % 1009], "ball 0 of world 0 after one step");
    for (what, r) in &runs[1..] {
        assert_eq!(r, &runs[0].1, "{what} differs from {}", runs[0].0);
    }
}

/// Whole arrays are assigned as structs are (tests/scripts/array_copy.rhai): every copy holds
/// the source's values, and the source is read before the target is written.
#[test]
fn arrays_are_assigned_whole() {
    let mut sim = load("array_copy.rhai", 3);
    // Two rows a world, four floats each.
    feed(&mut sim, "in", &[1.5f32, -2.0, 3.25, 9.0, 0.5, 0.25, -8.0, -4.0], f32::to_le_bytes);
    sim.step().unwrap();
    let (v, g) = (f32s(&sim.export("v").unwrap().data), i32s(&sim.export("g").unwrap().data));
    let (back, s) = (f32s(&sim.export("back").unwrap().data), f32s(&sim.export("s").unwrap().data));
    for w in 0..3 {
        for (r, input) in [[1.5f32, -2.0, 3.25, 9.0], [0.5, 0.25, -8.0, -4.0]].iter().enumerate() {
            let at = (w * 2 + r) * 4;
            assert_eq!(v[at..at + 4], [input[0] + 100.0, input[1], input[2], input[3]], "world {w} row {r}");
            assert_eq!(back[at..at + 4], input[..], "world {w} row {r}");
            assert_eq!(s[at..at + 4], [-1.0, -2.0, -3.0, -4.0], "world {w} row {r}");
            let at = (w * 2 + r) * 6;
            assert_eq!(g[at..at + 6], [1, 2, 3, 1, 2, input[3] as i32], "world {w} row {r}");
        }
    }
}

/// `get` of an entity the same call spawned (both generators read the spawn's row without a
/// lookup where they can): what a lookup gives, on the CPU (1 and 2 threads), the CUDA source built for
/// the host and the emulated GPU. Each value is worked out in `spawned_get.rhai`.
#[test]
fn get_of_a_spawned_entity_is_what_a_lookup_gives() {
    for (backend, threads) in
        [(mw::Backend::Cpu, 1), (mw::Backend::Cpu, 2), (mw::Backend::CudaHost, 1), (mw::Backend::CudaEmulated, 1)]
    {
        let opts = LoadOptions { backend, ..LoadOptions::default() };
        let mut sim =
            load_with(&script("spawned_get.rhai"), &Config { worlds: 4, threads, ..Config::default() }, &opts);
        sim.step().unwrap();
        for (w, row) in rows(&sim, "out", i32s).iter().enumerate() {
            let even = w % 2 == 0;
            let want = [
                0,
                if even { 7 } else { 0 },
                if even { 5 } else { 0 },
                23,
                0,
                0,
                100,
                101,
                102,
                40 + w as i32,
                55,
                0,
                11,
            ];
            assert_eq!(&row[..want.len()], &want, "{backend:?}, {threads} threads: world {w}");
        }
    }
}
