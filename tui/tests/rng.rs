//! The JIT's `rand_u32()` against the oracle's: every draw of tests/scripts/rng.rhai (in the
//! first `init_world`, in resets, in a per-world system and in a SIMD per-row system with a
//! draw only some lanes take) equals
//! `rand_u32(stream_key(rng_key(seed), system name, purpose), world, entity id, step, counter)`
//! as jit/SEMANTICS.md says, for 1 and 2 threads, with and without SIMD kernels.

use std::path::Path;

use mw::{Config, LoadOptions, Simulation};
use mw_runtime::abi::{self, NO_ENTITY, NODE_FIRST_INIT, NODE_RESET};

const SEED: u64 = 0x5EED_0000_0000_0042;
const WORLDS: u32 = 256;
const ROWS: usize = 5;
const STEPS: u32 = 7;
/// Purposes of the script's systems: each is listed once in the graph.
const TICK: (&str, u32) = ("tick", 0);
const ROWS_SYS: (&str, u32) = ("rows", 0);
const INIT: &str = "init_world";

fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// The export `name` as `[worlds][width]` u32 words, its shape checked to start with `lead`.
fn export(sim: &Simulation, name: &str, lead: &[usize]) -> Vec<Vec<u32>> {
    let v = sim.export(name).unwrap();
    assert_eq!(&v.shape[..lead.len()], lead, "export `{name}` has shape {:?}", v.shape);
    let all = u32s(&v.data);
    let width = all.len() / WORLDS as usize;
    all.chunks(width).map(|c| c.to_vec()).collect()
}

/// Counts of what a run compared.
#[derive(Default, Debug)]
struct Seen {
    values: usize,
    odd_lanes: usize,
    even_lanes: usize,
    resets: usize,
}

fn run(threads: usize, no_simd: bool) -> Seen {
    let what = format!("{threads} thread(s), no_simd = {no_simd}");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/rng.rhai");
    let config = Config { worlds: WORLDS, seed: SEED, threads, adaptive_threads: false, ..Config::default() };
    let mut sim = Simulation::load(&path, &config, &LoadOptions { no_simd, ..LoadOptions::default() })
        .unwrap_or_else(|e| panic!("{e}"));
    if !no_simd {
        let why = sim.scalar_only.iter().find(|(n, _)| n == "rows");
        assert!(why.is_none(), "{what}: `rows` has no SIMD kernel: {why:?}");
    }

    let key = abi::rng_key(SEED);
    let r = |(name, purpose): (&str, u32), w: u32, e: u32, s: u32, c: u32| {
        abi::rand_u32(abi::stream_key(key, name, purpose), w, e, s, c)
    };
    let mut seen = Seen::default();
    // Per world: (step, node) of the last run of init_world.
    let mut last_init = vec![(0u32, NODE_FIRST_INIT); WORLDS as usize];

    let check_init = |sim: &Simulation, last_init: &[(u32, u32)], seen: &mut Seen, when: &str| {
        let init = export(sim, "init", &[WORLDS as usize, 3]);
        for w in 0..WORLDS {
            let (s, n) = last_init[w as usize];
            let want: Vec<u32> = (0..3).map(|c| r((INIT, n), w, NO_ENTITY, s, c)).collect();
            assert_eq!(init[w as usize], want, "{what}, {when}: init_world draws of world {w} (step {s}, node {n:#x})");
            seen.values += 3;
        }
    };

    check_init(&sim, &last_init, &mut seen, "after load");
    // Ids are per world, 0, 1, 2... in spawn order.
    let me = export(&sim, "me", &[WORLDS as usize, ROWS, 2]);
    for (w, row) in me.iter().enumerate() {
        let ids: Vec<u32> = row.chunks(2).map(|e| e[0]).collect();
        assert_eq!(ids, (0..ROWS as u32).collect::<Vec<_>>(), "{what}: entity ids of world {w}");
    }

    for s in 0..STEPS {
        sim.step().unwrap();
        assert_eq!(sim.sim.steps(), s as u64 + 1);
        let when = format!("after step {}", s + 1);
        let times = sim.sim.last_step();
        let node = times.iter().find(|t| t.name == "rows").expect("a `rows` node time");
        assert_eq!(node.rows, WORLDS as u64 * ROWS as u64, "{what}, {when}: rows visited");
        if no_simd {
            assert_eq!(node.simd_rows, 0, "{what}, {when}: SIMD rows with --no-simd");
        } else {
            assert!(node.simd_rows > 0, "{what}, {when}: the SIMD kernel of `rows` did not run: {node:?}");
        }

        // A world resets in step s (0-based) when (world + s + 1) % 5 == 0.
        let reset: Vec<bool> = (0..WORLDS).map(|w| (w + s + 1) % 5 == 0).collect();
        let tick = export(&sim, "tick", &[WORLDS as usize, 3]);
        let clock = export(&sim, "clock", &[WORLDS as usize]);
        for w in 0..WORLDS {
            let want: Vec<u32> = (0..3).map(|c| r(TICK, w, NO_ENTITY, s, c)).collect();
            assert_eq!(tick[w as usize], want, "{what}, {when}: `tick` draws of world {w}");
            assert_eq!(clock[w as usize], vec![s + 1], "{what}, {when}: clock of world {w}");
            seen.values += 3;
            if reset[w as usize] {
                last_init[w as usize] = (s, NODE_RESET);
                seen.resets += 1;
            }
        }
        check_init(&sim, &last_init, &mut seen, &when);

        let me = export(&sim, "me", &[WORLDS as usize, ROWS, 2]);
        let draws = export(&sim, "draws", &[WORLDS as usize, ROWS, 4]);
        for w in 0..WORLDS {
            for k in 0..ROWS {
                let (id, generation) = (me[w as usize][2 * k], me[w as usize][2 * k + 1]);
                assert!(
                    id < ROWS as u32 && generation >= 1,
                    "{what}, {when}: world {w} row {k}: entity {id}v{generation}"
                );
                let got = &draws[w as usize][4 * k..4 * k + 4];
                if reset[w as usize] {
                    // The rows that drew were destroyed by the reset; the new ones are zeroed.
                    assert_eq!(got, [0, 0, 0, 0], "{what}, {when}: world {w} row {k} after its reset");
                    continue;
                }
                let a = r(ROWS_SYS, w, id, s, 0);
                let want = if a & 1 == 1 {
                    seen.odd_lanes += 1;
                    [a, r(ROWS_SYS, w, id, s, 1), r(ROWS_SYS, w, id, s, 2), r(ROWS_SYS, w, id, s, 3)]
                } else {
                    seen.even_lanes += 1;
                    [a, 0, r(ROWS_SYS, w, id, s, 1), r(ROWS_SYS, w, id, s, 2)]
                };
                assert_eq!(got, want, "{what}, {when}: `rows` draws of world {w}, row {k} (entity {id})");
                seen.values += 4;
            }
        }
    }
    seen
}

fn check(threads: usize, no_simd: bool) {
    let seen = run(threads, no_simd);
    // The comparison covered both branches of the lane-dependent draw, and resets.
    assert!(seen.odd_lanes > 1000 && seen.even_lanes > 1000, "{seen:?}");
    assert!(seen.resets > 300, "{seen:?}");
    assert!(seen.values > 30_000, "{seen:?}");
}

#[test]
fn jit_rand_u32_matches_the_reference_simd_1_thread() {
    check(1, false);
}

#[test]
fn jit_rand_u32_matches_the_reference_simd_2_threads() {
    check(2, false);
}

#[test]
fn jit_rand_u32_matches_the_reference_scalar_1_thread() {
    check(1, true);
}

#[test]
fn jit_rand_u32_matches_the_reference_scalar_2_threads() {
    check(2, true);
}

/// Adding a system before `walk` leaves walk's random numbers and the world start's alone
/// (streams are keyed by name, not graph position); a system listed twice draws different
/// numbers in its two runs of a step.
#[test]
fn streams_are_keyed_by_name_not_position() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/streams.rhai");
    let config = Config { worlds: 64, seed: 9, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut runs = Vec::new();
    for extra in ["false", "true"] {
        let mut opts = LoadOptions::default();
        opts.params.insert("extra".into(), extra.into());
        let mut sim = Simulation::load(&path, &config, &opts).unwrap_or_else(|e| panic!("{e}"));
        let mut frames = Vec::new();
        for _ in 0..5 {
            sim.step().unwrap();
            // [worlds][x, y, z]
            let v = sim.export("pos").unwrap();
            assert_eq!(v.shape, [64, 1, 3]);
            frames.push(u32s(&v.data).chunks(3).map(|c| c.to_vec()).collect::<Vec<_>>());
        }
        runs.push(frames);
    }
    let key = abi::rng_key(9);
    for (t, (a, b)) in runs[0].iter().zip(&runs[1]).enumerate() {
        for w in 0..64 {
            assert_eq!(a[w][0], b[w][0], "walk's draws moved when a system was added (step {t}, world {w})");
            assert_ne!(a[w][2], b[w][2], "the new system ran (step {t}, world {w})");
        }
    }
    // `twice` at step 0 of world 3 (entity id 0): its two listings draw with purposes 0 and 1.
    let r = |purpose: u32| abi::rand_u32(abi::stream_key(key, "twice", purpose), 3, 0, 0, 0);
    assert_ne!(r(0), r(1));
    assert_eq!(runs[0][0][3][1], r(0).wrapping_add(r(1)));
}

/// `rand_key(k)` (SEMANTICS.md 9): the draws after it are the oracle's with `k` for the entity
/// id and the counter from 0, in `init_world` and in per-row systems, on the CPU (1 and 2
/// threads), the CUDA source built for the host and the emulated GPU. Keyed by a serial, a
/// trader's draws don't depend on which entity id it got: a sort that reverses the rows (so
/// the destroys, and the ids the newcomers get, come in another order) leaves every serial's
/// draws as they were, while the draws keyed by the entity change.
#[test]
fn rand_key_draws_follow_the_key_and_not_the_destroy_order() {
    use mw::Backend;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/rand_key.rhai");
    const W: u32 = 16;
    let key = abi::rng_key(SEED);
    let r = |name: &str, purpose: u32, w: u32, e: u32, s: u32, c: u32| {
        abi::rand_u32(abi::stream_key(key, name, purpose), w, e, s, c)
    };
    // Per run: per step, per world, the (serial, entity id, keyed draw) of every row, by serial.
    let mut runs: Vec<(String, Vec<Vec<Vec<(i32, u32, u32)>>>)> = Vec::new();
    for (backend, threads) in [(Backend::Cpu, 1), (Backend::Cpu, 2), (Backend::CudaHost, 2), (Backend::CudaEmulated, 1)]
    {
        for sorted in ["0", "1"] {
            let what = format!("{backend:?}, {threads} thread(s), sorted {sorted}");
            let config = Config { worlds: W, seed: SEED, threads, adaptive_threads: false, ..Config::default() };
            let mut opts = LoadOptions { backend, ..LoadOptions::default() };
            opts.params.insert("sorted".into(), sorted.into());
            let mut sim = Simulation::load(&path, &config, &opts).unwrap_or_else(|e| panic!("{what}: {e}"));
            let init = u32s(&sim.export("init").unwrap().data);
            for w in 0..W {
                let i = &init[2 * w as usize..2 * w as usize + 2];
                assert_eq!(i[0], r(INIT, NODE_FIRST_INIT, w, NO_ENTITY, 0, 0), "{what}: world {w}'s first draw");
                assert_eq!(i[1], r(INIT, NODE_FIRST_INIT, w, 77, 0, 0), "{what}: world {w}'s draw keyed by 77");
            }
            let mut steps = Vec::new();
            for s in 0..6u32 {
                sim.step().unwrap();
                let col = |name: &str| u32s(&sim.export(name).unwrap().data);
                let (serial, v, wd, me) = (col("serial"), col("v"), col("w"), col("me"));
                let n = serial.len() / W as usize;
                let mut worlds = Vec::new();
                for w in 0..W {
                    let mut rows = Vec::new();
                    for k in 0..n {
                        let at = w as usize * n + k;
                        let (sr, id) = (serial[at] as i32, me[2 * at]);
                        assert_eq!(v[at], r("draw", 0, w, id, s, 0), "{what}, step {s}, world {w}, row {k}: by entity");
                        assert_eq!(
                            wd[at],
                            r("draw", 0, w, sr as u32, s, 0),
                            "{what}, step {s}, world {w}, row {k}: by serial"
                        );
                        rows.push((sr, id, wd[at]));
                    }
                    rows.sort();
                    worlds.push(rows);
                }
                steps.push(worlds);
            }
            runs.push((what, steps));
        }
    }
    let strip = |run: &Vec<Vec<Vec<(i32, u32, u32)>>>| -> Vec<Vec<Vec<(i32, u32)>>> {
        run.iter().map(|ws| ws.iter().map(|rs| rs.iter().map(|&(s, _, d)| (s, d)).collect()).collect()).collect()
    };
    let first = strip(&runs[0].1);
    assert!(first.last().unwrap().iter().flatten().any(|&(s, _)| s >= 1000), "traders came and went");
    for (what, run) in &runs[1..] {
        assert_eq!(strip(run), first, "{what}: the draws keyed by serial differ from {}", runs[0].0);
    }
    // The sort changed which ids the newcomers got: keyed by the entity, their draws would differ.
    assert!(runs[0].1 != runs[1].1, "the sorted run gave every trader the same entity id");
}
