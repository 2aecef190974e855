//! Evaluation order (jit/SEMANTICS.md section 3) and the prelude's draws (section 9) against
//! expected values the oracle computes, not one backend against another.
//!
//! `tests/scripts/eval_order.rhai` records, per row and per world, values whose bits depend on
//! when each draw happened: left-to-right operands, call, builtin and constructor arguments, a
//! broadcast scalar evaluated once, an assignment's place before its value, a compound
//! assignment's drawing index evaluated once, `&&` / `||` / `?:` / `else if` skipping a draw
//! (and a component write) on the side not taken, every prelude draw, `rand_key`, and the
//! per-world and `init_world` streams. This test replays the same program on
//! [`mw_oracle::rng::Stream`] (keyed as section 9 says: seed, system name, purpose, world,
//! entity id, step, counter) and requires the same bits on every backend: the Cranelift SIMD
//! kernels, the scalar kernels (`no_simd`), the CUDA source built for the host and the
//! emulated GPU.
//!
//! `rand_normal` and `rand_dir2` call the prelude's `log`, `sin` and `cos`, which the oracle
//! does not have; [`prelude`] transcribes those from stdlib/prelude.mwc operation by
//! operation on the oracle's builtins, so their draws (and the values made of them) still come
//! from the oracle's stream.

// The prelude's constants and statements are copied as written (2 pi, `y = y + ...`).
#![allow(clippy::approx_constant, clippy::excessive_precision, clippy::assign_op_pattern)]

use std::path::Path;

use mw::{Backend, Config, LoadOptions, Simulation};
use mw_oracle::builtins as ob;
use mw_oracle::rng::{self as orng, NO_ENTITY, PURPOSE_FIRST_INIT, PURPOSE_SYSTEM, Stream};

const SEED: u64 = 0xE7A1_0D3E_0000_0035;
const WORLDS: u32 = 48;
/// `ROWS` in the script.
const ROWS: usize = 8;
const STEPS: u32 = 4;

/// stdlib/prelude.mwc's `log`, `sin` and `cos` (float), transcribed: the same float operations
/// in the same order, each rounded on its own (no fused multiply-add), on the oracle's builtins.
mod prelude {
    use mw_oracle::builtins::{bits_float, float_bits, float_isinf, float_isnan, float_round};
    use mw_oracle::convert::{float_to_int, int_to_float};

    fn sin_kernel(r: f32) -> f32 {
        let z = r * r;
        ((-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1) * z * r + r
    }

    fn cos_kernel(r: f32) -> f32 {
        let z = r * r;
        ((2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2) * z * z - 0.5 * z + 1.0
    }

    fn reduce_pio2(x: f32, j: f32) -> f32 {
        ((x - j * 1.5703125) - j * 4.837512969970703125e-4) - j * 7.54978995489188216e-8
    }

    pub(crate) fn sin(x: f32) -> f32 {
        let j = float_round(x * 0.636619772367581343);
        let r = reduce_pio2(x, j);
        let q = float_to_int(j) & 3;
        let s = if q & 1 == 0 { sin_kernel(r) } else { cos_kernel(r) };
        if q & 2 == 0 { s } else { -s }
    }

    pub(crate) fn cos(x: f32) -> f32 {
        let j = float_round(x * 0.636619772367581343);
        let r = reduce_pio2(x, j);
        let q = float_to_int(j) & 3;
        let s = if q & 1 == 0 { cos_kernel(r) } else { sin_kernel(r) };
        if q == 1 || q == 2 { -s } else { s }
    }

    pub(crate) fn log(mut x: f32) -> f32 {
        if float_isnan(x) || x < 0.0 {
            return bits_float(0x7fc0_0000);
        }
        if x == 0.0 {
            return bits_float(0xff80_0000);
        }
        if float_isinf(x) {
            return x;
        }
        let mut bits = float_bits(x);
        let mut e: i32 = 0;
        if bits < 0x0080_0000 {
            x *= 16777216.0;
            bits = float_bits(x);
            e = -24;
        }
        e = e.wrapping_add((bits >> 23) as i32).wrapping_sub(126);
        let mut m = bits_float((bits & 0x007f_ffff) | 0x3f00_0000);
        if m < 0.707106781186547524 {
            e -= 1;
            m = m + m - 1.0;
        } else {
            m -= 1.0;
        }
        let z = m * m;
        let mut y = ((((((((7.0376836292e-2 * m - 1.1514610310e-1) * m + 1.1676998740e-1) * m - 1.2420140846e-1)
            * m
            + 1.4249322787e-1)
            * m
            - 1.6668057665e-1)
            * m
            + 2.0000714765e-1)
            * m
            - 2.4999993993e-1)
            * m
            + 3.3333331174e-1)
            * m
            * z;
        let fe = int_to_float(e);
        y = y + fe * -2.12194440e-4;
        y = y - 0.5 * z;
        m + y + fe * 0.693359375
    }
}

/// The prelude's `rand_normal()`: two draws (Box-Muller).
fn rand_normal(s: &mut Stream) -> f32 {
    let u1 = 1.0 - s.rand_float();
    let u2 = s.rand_float();
    ob::float_sqrt(-2.0 * prelude::log(u1)) * prelude::cos(6.283185307179586 * u2)
}

/// The prelude's `rand_dir2()`: one draw.
fn rand_dir2(s: &mut Stream) -> [f32; 2] {
    let a = s.rand_uniform(0.0, 6.283185307179586);
    [prelude::cos(a), prelude::sin(a)]
}

/// Expected field values, as the words they are stored as.
type Want = Vec<(&'static str, Vec<u32>)>;

fn f(x: f32) -> Vec<u32> {
    vec![x.to_bits()]
}

fn u(x: u32) -> Vec<u32> {
    vec![x]
}

fn i(x: i32) -> Vec<u32> {
    vec![x as u32]
}

fn b(x: bool) -> Vec<u32> {
    vec![x as u32]
}

/// How often each side of each choice was taken over a run (both must be, for the run to
/// show anything about skipping).
#[derive(Default, Debug)]
struct Seen {
    or_left: [usize; 2],
    and_left: [usize; 2],
    hit: [usize; 2],
    sel: [usize; 2],
    branch: [usize; 3],
    same_index: usize,
    values: usize,
}

/// The persistent state of one row (components keep their values from step to step).
#[derive(Default, Clone)]
struct RowState {
    hits: i32,
    a: [i32; 4],
    g: [[u32; 3]; 2],
}

/// `lanes` for one row: its fields after the step, from the oracle's stream.
fn lanes(s: &mut Stream, st: &mut RowState, seen: &mut Seen) -> (Want, Want, Want) {
    let (mut lu, mut lf, mut li) = (Want::new(), Want::new(), Want::new());
    // rand_u32() - (draw() >> 3u): the left operand draws first.
    let l = s.rand_u32();
    let r = s.rand_u32();
    lu.push(("bin", u(l.wrapping_sub(r >> 3))));
    // tail(rand_u32(), draw(), rand_u32()): the arguments in order, then the body's draw.
    let (x, y, z) = (s.rand_u32(), s.rand_u32(), s.rand_u32());
    let body = s.rand_u32();
    lu.push(("args", u((x.wrapping_sub(y) ^ (z << 1)) ^ body)));
    // vec2(rand_float(), rand_uniform(-1, 1)): parts in order.
    let vx = s.rand_float();
    let vy = s.rand_uniform(-1.0, 1.0);
    lf.push(("v", vec![vx.to_bits(), vy.to_bits()]));
    // vec2(1, 3) * rand_float(): the scalar is drawn once and broadcast.
    let k = s.rand_float();
    lf.push(("bc", vec![(1.0 * k).to_bits(), (3.0 * k).to_bits()]));
    // copysign(rand_uniform(1, 2), rand_uniform(-1, 1)): builtin arguments in order.
    let mag = s.rand_uniform(1.0, 2.0);
    let sign = s.rand_uniform(-1.0, 1.0);
    lf.push(("cs", f(ob::float_copysign(mag, sign))));
    // (draw() & 1u) == 1u || rand_bool(0.5): the right side draws only when the left is false.
    let left = s.rand_u32() & 1 == 1;
    seen.or_left[left as usize] += 1;
    let v = if left { true } else { s.rand_bool(0.5) };
    li.push(("or_v", b(v)));
    lu.push(("or_next", u(s.rand_u32())));
    // (draw() & 1u) == 1u && rand_bool(0.5): the right side draws only when the left is true.
    let left = s.rand_u32() & 1 == 1;
    seen.and_left[left as usize] += 1;
    let v = if left { s.rand_bool(0.5) } else { false };
    li.push(("and_v", b(v)));
    lu.push(("and_next", u(s.rand_u32())));
    // if ((draw() & 4u) == 0u && hit(li)) li.hits += 10; hit() adds 1 only when it runs.
    let left = s.rand_u32() & 4 == 0;
    seen.hit[left as usize] += 1;
    if left {
        st.hits = st.hits.wrapping_add(1).wrapping_add(10);
    }
    li.push(("hits", i(st.hits)));
    lu.push(("hit_next", u(s.rand_u32())));
    // c ? draw() : (draw() ^ 0xFFFFu) - draw(): only the chosen side draws.
    let c = s.rand_u32() & 2 == 0;
    seen.sel[c as usize] += 1;
    let v = if c {
        s.rand_u32()
    } else {
        let l = s.rand_u32();
        (l ^ 0xFFFF).wrapping_sub(s.rand_u32())
    };
    lu.push(("sel", u(v)));
    lu.push(("sel_next", u(s.rand_u32())));
    // if / else if: the second condition draws only when the first is false.
    let branch = if s.rand_int(0, 3) == 0 {
        1
    } else if s.rand_int(0, 2) == 0 {
        2
    } else {
        3
    };
    seen.branch[branch as usize - 1] += 1;
    li.push(("branch", i(branch)));
    lu.push(("if_next", u(s.rand_u32())));
    // The prelude's draws.
    lu.push(("u", u(s.rand_u32())));
    lf.push(("f", f(s.rand_float())));
    lf.push(("uni", f(s.rand_uniform(-3.5, 2.25))));
    li.push(("i", i(s.rand_int(-7, 9))));
    li.push(("i_empty", i(s.rand_int(5, 5))));
    li.push(("i_down", i(s.rand_int(3, -3))));
    li.push(("i_wide", i(s.rand_int(i32::MIN, i32::MAX))));
    li.push(("b", b(s.rand_bool(0.25))));
    lf.push(("n", f(rand_normal(s))));
    let d = rand_dir2(s);
    lf.push(("d", vec![d[0].to_bits(), d[1].to_bits()]));
    lu.push(("last", u(s.rand_u32())));
    (lu, lf, li)
}

/// `places` for one row. `keyed` is the stream after `rand_key(world * 1000 + 77)`.
fn places(s: &mut Stream, mut keyed: Stream, st: &mut RowState, seen: &mut Seen) -> (Want, Want, Want) {
    let ix = |s: &mut Stream, n: i32| s.rand_int(0, n) as usize;
    // p.a[rand_int(0, 4)] += 1: one draw, one element read and written.
    let k = ix(s, 4);
    st.a[k] = st.a[k].wrapping_add(1);
    // p.a[rand_int(0, 4)] += rand_int(1, 100): the place's index, then the value.
    let k = ix(s, 4);
    let v = s.rand_int(1, 100);
    st.a[k] = st.a[k].wrapping_add(v);
    // q.g[rand_int(0, 2)][rand_int(0, 3)] = rand_u32(): indices left to right, then the value.
    let (r, c) = (ix(s, 2), ix(s, 3));
    st.g[r][c] = s.rand_u32();
    // q.g[...][...] ^= draw(): the same, compound.
    let (r, c) = (ix(s, 2), ix(s, 3));
    st.g[r][c] ^= s.rand_u32();
    // p.a[rand_int(0, 4)]++
    let k = ix(s, 4);
    st.a[k] = st.a[k].wrapping_add(1);
    // p.a[rand_int(0, 4)] -= p.a[rand_int(0, 4)]: the place's index first.
    let k = ix(s, 4);
    let j = ix(s, 4);
    if k == j {
        seen.same_index += 1;
    }
    st.a[k] = st.a[k].wrapping_sub(st.a[j]);
    // fmod(rand_uniform(1, 100), rand_uniform(0.5, 3)): arguments in order.
    let x = s.rand_uniform(1.0, 100.0);
    let y = s.rand_uniform(0.5, 3.0);
    let fm = ob::float_fmod(x, y);
    let next = s.rand_u32();
    let (kd, kf) = (keyed.rand_u32(), keyed.rand_float());
    let pi: Want = vec![("a", st.a.iter().map(|&x| x as u32).collect())];
    let pu: Want = vec![("g", st.g.iter().flatten().copied().collect()), ("next", u(next)), ("keyed", u(kd))];
    let pf: Want = vec![("fm", f(fm)), ("keyed_f", f(kf))];
    (pi, pu, pf)
}

/// `per_world` for one world.
fn per_world(s: &mut Stream) -> (Want, Want) {
    let l = s.rand_u32();
    let r = s.rand_u32();
    let bin = l.wrapping_sub(r >> 3);
    let or_v = if s.rand_u32() & 1 == 1 { true } else { s.rand_bool(0.5) };
    let n = rand_normal(s);
    let next = s.rand_u32();
    (vec![("bin", u(bin)), ("or_v", b(or_v)), ("next", u(next))], vec![("n", f(n))])
}

/// `init_world` for one world (its spawns draw nothing).
fn init_world(s: &mut Stream) -> (Want, Want) {
    let l = s.rand_u32();
    let r = s.rand_u32();
    let bin = l.wrapping_sub(r >> 5);
    let d = rand_dir2(s);
    let n = rand_normal(s);
    let next = s.rand_u32();
    (vec![("bin", u(bin)), ("next", u(next))], vec![("d", vec![d[0].to_bits(), d[1].to_bits()]), ("n", f(n))])
}

/// An export as 32-bit words: the words of each element (a row, or a world's singleton), and
/// the component it views.
struct Words {
    comp: String,
    width: usize,
    words: Vec<u32>,
}

fn words(sim: &Simulation, export: &str, comp: &str) -> Words {
    let v = sim.export(export).unwrap_or_else(|e| panic!("export `{export}`: {e}"));
    let words: Vec<u32> = v.data.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    let c = sim.program.spec.components.iter().position(|c| c.name == comp).expect("a component");
    let width = sim.program.layout.components[c].size / 4;
    Words { comp: comp.into(), width, words }
}

/// Compares element `at` of `got` (row `w * ROWS + k`, or world `w`) field by field.
fn check(sim: &Simulation, got: &Words, at: usize, want: &Want, seen: &mut Seen, what: &str) {
    let c = sim.program.spec.components.iter().position(|c| c.name == got.comp).unwrap();
    let def = &sim.program.spec.components[c];
    let layout = &sim.program.layout.components[c];
    for (name, bits) in want {
        let fi = def.fields.iter().position(|x| x.name == *name).unwrap_or_else(|| panic!("no field {name}"));
        let off = layout.offsets[fi] / 4;
        assert_eq!(def.fields[fi].ty.size() / 4, bits.len(), "{what}: size of {}.{name}", got.comp);
        let start = at * got.width + off;
        let have = &got.words[start..start + bits.len()];
        assert_eq!(have, &bits[..], "{what}: {}.{name} (got {have:08x?}, the oracle says {bits:08x?})", got.comp);
        seen.values += bits.len();
    }
}

fn run(backend: Backend, threads: usize, no_simd: bool) -> Seen {
    let what = format!("{backend:?}, {threads} thread(s), no_simd = {no_simd}");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/eval_order.rhai");
    let config = Config { worlds: WORLDS, seed: SEED, threads, adaptive_threads: false, ..Config::default() };
    let opts = LoadOptions { backend, no_simd, ..LoadOptions::default() };
    let mut sim = Simulation::load(&path, &config, &opts).unwrap_or_else(|e| panic!("{what}: {e}"));
    let simd = backend == Backend::Cpu && !no_simd;
    if simd {
        let why = sim.scalar_only.iter().find(|(n, _)| n == "lanes");
        assert!(why.is_none(), "{what}: `lanes` has no SIMD kernel: {why:?}");
    }

    let key = orng::rng_key(SEED);
    let k_init = orng::stream_key(key, "init_world", PURPOSE_FIRST_INIT);
    let k_lanes = orng::stream_key(key, "lanes", PURPOSE_SYSTEM);
    let k_places = orng::stream_key(key, "places", PURPOSE_SYSTEM);
    let k_world = orng::stream_key(key, "per_world", PURPOSE_SYSTEM);
    let mut seen = Seen::default();

    // init_world at start: step 0, purpose 0xFFFE, the per-world entity id.
    let (iu, jf) = (words(&sim, "init_u", "InitU"), words(&sim, "init_f", "InitF"));
    for w in 0..WORLDS {
        let (wu, wf) = init_world(&mut Stream::new(k_init, w, NO_ENTITY, 0));
        let at = format!("{what}: init_world of world {w}");
        check(&sim, &iu, w as usize, &wu, &mut seen, &at);
        check(&sim, &jf, w as usize, &wf, &mut seen, &at);
    }
    // Rows are the spawns in order, ids 0, 1, 2, ...
    let me = words(&sim, "me", "Me");
    for w in 0..WORLDS as usize {
        for k in 0..ROWS {
            let e = &me.words[(w * ROWS + k) * 2..][..2];
            assert_eq!(e, [k as u32, 1], "{what}: entity of world {w}, row {k}");
        }
    }

    let mut state = vec![RowState::default(); WORLDS as usize * ROWS];
    for step in 0..STEPS {
        sim.step().unwrap_or_else(|e| panic!("{what}, step {step}: {e}"));
        if simd {
            let times = sim.sim.last_step();
            let node = times.iter().find(|t| t.name == "lanes").expect("a `lanes` node time");
            assert_eq!(node.simd_rows, node.rows, "{what}: every row of `lanes` ran in the SIMD kernel: {node:?}");
        }
        let got = [
            words(&sim, "lu", "LU"),
            words(&sim, "lf", "LF"),
            words(&sim, "li", "LI"),
            words(&sim, "pi", "PI"),
            words(&sim, "pu", "PU"),
            words(&sim, "pf", "PF"),
        ];
        let (wu, wf) = (words(&sim, "world_u", "WorldU"), words(&sim, "world_f", "WorldF"));
        for w in 0..WORLDS {
            for k in 0..ROWS {
                let at = w as usize * ROWS + k;
                let st = &mut state[at];
                let id = k as u32;
                let (lu, lf, li) = lanes(&mut Stream::new(k_lanes, w, id, step), st, &mut seen);
                let keyed = Stream::new(k_places, w, w * 1000 + 77, step);
                let (pi, pu, pf) = places(&mut Stream::new(k_places, w, id, step), keyed, st, &mut seen);
                let where_ = format!("{what}, step {step}, world {w}, row {k}");
                for (g, want) in got.iter().zip([lu, lf, li, pi, pu, pf]) {
                    check(&sim, g, at, &want, &mut seen, &where_);
                }
            }
            let (u_, f_) = per_world(&mut Stream::new(k_world, w, NO_ENTITY, step));
            let where_ = format!("{what}, step {step}, per_world of world {w}");
            check(&sim, &wu, w as usize, &u_, &mut seen, &where_);
            check(&sim, &wf, w as usize, &f_, &mut seen, &where_);
        }
    }
    // Both sides of every choice were taken, many times.
    let n = (WORLDS * STEPS) as usize * ROWS;
    let both = |c: [usize; 2]| c[0] > n / 8 && c[1] > n / 8;
    assert!(both(seen.or_left) && both(seen.and_left) && both(seen.hit) && both(seen.sel), "{what}: {seen:?}");
    assert!(seen.branch.iter().all(|&c| c > n / 8), "{what}: {seen:?}");
    assert!(seen.same_index > 0 && seen.values > 40 * n, "{what}: {seen:?}");
    seen
}

#[test]
fn eval_order_and_draws_match_the_oracle_cpu_simd() {
    run(Backend::Cpu, 2, false);
}

#[test]
fn eval_order_and_draws_match_the_oracle_cpu_scalar() {
    run(Backend::Cpu, 1, true);
}

#[test]
fn eval_order_and_draws_match_the_oracle_cuda_host() {
    run(Backend::CudaHost, 2, false);
}

#[test]
fn eval_order_and_draws_match_the_oracle_emulated_gpu() {
    run(Backend::CudaEmulated, 1, false);
}
