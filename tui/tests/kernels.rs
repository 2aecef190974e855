//! The SIMD kernels and the scalar kernels compute the same bits: every component of every
//! archetype and every singleton, after every step, with and without `--no-simd`. Each run
//! asserts that SIMD kernels really computed rows (enough worlds per thread for groups of
//! four), so the comparison can't silently be scalar against scalar.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};
use mw_runtime::schema::CompId;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

/// Every row of every column (with its world) and every singleton, as bytes.
fn snapshot(s: &Simulation) -> Vec<(String, Vec<u8>)> {
    let spec = &s.program.spec;
    let mut out = Vec::new();
    for (ci, c) in spec.components.iter().enumerate() {
        if c.singleton {
            out.push((c.name.clone(), s.sim.raw_singleton(CompId(ci as u32)).unwrap().to_vec()));
            continue;
        }
        for (ai, a) in spec.archetypes.iter().enumerate() {
            if a.components.iter().any(|x| x.0 as usize == ci) {
                let (worlds, rows) = s.sim.raw_rows(ai as u32, CompId(ci as u32)).unwrap();
                let mut bytes: Vec<u8> = worlds.iter().flat_map(|w| w.to_le_bytes()).collect();
                bytes.extend_from_slice(rows);
                out.push((format!("{}.{}", a.name, c.name), bytes));
            }
        }
    }
    out
}

/// Runs `env` with and without SIMD kernels and compares every snapshot; returns the rows
/// SIMD kernels computed per system in the SIMD run.
fn compare(env: &str, params: &[(&str, &str)], worlds: u32, threads: usize, steps: usize) -> Vec<(String, u64)> {
    let mut runs = Vec::new();
    let mut simd_rows: Vec<(String, u64)> = Vec::new();
    for no_simd in [false, true] {
        let mut opts = LoadOptions { no_simd, ..LoadOptions::default() };
        for (k, v) in params {
            opts.params.insert(k.to_string(), v.to_string());
        }
        let config = Config { worlds, seed: 11, threads, adaptive_threads: false, ..Config::default() };
        let mut s = Simulation::load(&repo(env), &config, &opts).unwrap_or_else(|e| panic!("{env}: {e}"));
        let mut frames = vec![snapshot(&s)];
        for _ in 0..steps {
            s.step().unwrap();
            for t in s.sim.last_step().iter().filter(|t| !t.engine) {
                if no_simd {
                    assert_eq!(t.simd_rows, 0, "{env}: `{}` ran SIMD rows with --no-simd", t.name);
                    continue;
                }
                match simd_rows.iter_mut().find(|(n, _)| *n == t.name) {
                    Some((_, n)) => *n += t.simd_rows,
                    None => simd_rows.push((t.name.clone(), t.simd_rows)),
                }
            }
            frames.push(snapshot(&s));
        }
        runs.push(frames);
    }
    for (t, (a, b)) in runs[0].iter().zip(&runs[1]).enumerate() {
        assert_eq!(a.len(), b.len());
        for ((name, x), (_, y)) in a.iter().zip(b) {
            assert!(x == y, "{env}: `{name}` differs between SIMD and scalar kernels after step {t}");
        }
    }
    simd_rows
}

/// Asserts the named systems computed rows in SIMD kernels.
fn ran_simd(env: &str, got: &[(String, u64)], systems: &[&str]) {
    for name in systems {
        let n = got.iter().find(|(s, _)| s == name).map_or(0, |x| x.1);
        assert!(n > 0, "{env}: `{name}` computed no row in a SIMD kernel ({got:?})");
    }
}

#[test]
fn cartpole_simd_equals_scalar() {
    for threads in [1, 2] {
        let got = compare("envs/cartpole.rhai", &[], 1003, threads, 200);
        ran_simd("cartpole", &got, &["random_policy", "physics", "score"]);
    }
}

#[test]
fn language_tour_simd_equals_scalar() {
    let got = compare("tests/golden/ok/language_tour.rhai", &[], 300, 2, 20);
    assert!(got.iter().any(|(_, n)| *n > 0), "no system of the tour computed SIMD rows: {got:?}");
}

#[test]
fn masked_control_flow_simd_equals_scalar() {
    // simd_mix has tables with several rows per world, compared row by row.
    let got = compare("tests/golden/ok/simd_mix.rhai", &[], 403, 2, 120);
    ran_simd("simd_mix", &got, &["integrate", "tally"]);
}

/// Two groups of four rows run side by side only when no world has rows in both: a world whose
/// rows end one group and start the next updates its singleton in row order.
#[test]
fn paired_groups_keep_row_order_in_shared_worlds() {
    for threads in [1, 2] {
        let got = compare("tui/tests/scripts/simd_pairs.rhai", &[], 701, threads, 30);
        ran_simd("simd_pairs", &got, &["tally"]);
    }
}

/// Fused kernels compute what their systems compute one by one: a run that always samples
/// (every step runs each system of a fused kernel alone) equals one that never does, bit for
/// bit, with and without SIMD kernels.
#[test]
fn fused_kernels_equal_their_systems_one_by_one() {
    for (env, worlds) in [
        ("envs/cartpole.rhai", 1003),
        ("tests/golden/plan/fuse_row_local.rhai", 517),
        ("tests/golden/plan/archetypes_differ.rhai", 257),
        ("tests/golden/ok/simd_mix.rhai", 403),
    ] {
        for no_simd in [false, true] {
            let mut runs = Vec::new();
            let mut fused_seen = false;
            for sample_every in [0, 1] {
                let opts = LoadOptions { no_simd, ..LoadOptions::default() };
                let config =
                    Config { worlds, seed: 5, threads: 2, adaptive_threads: false, sample_every, ..Config::default() };
                let mut s = Simulation::load(&repo(env), &config, &opts).unwrap_or_else(|e| panic!("{env}: {e}"));
                let mut frames = vec![snapshot(&s)];
                for _ in 0..60 {
                    s.step().unwrap();
                    fused_seen |= s.sim.last_step().iter().any(|t| t.fused.is_some());
                    frames.push(snapshot(&s));
                }
                runs.push(frames);
            }
            if env != "tests/golden/ok/simd_mix.rhai" {
                assert!(fused_seen, "{env}: no fused kernel");
            }
            for (t, (a, b)) in runs[0].iter().zip(&runs[1]).enumerate() {
                for ((name, x), (_, y)) in a.iter().zip(b) {
                    assert!(x == y, "{env} (no_simd {no_simd}): `{name}` differs fused vs one by one after step {t}");
                }
            }
        }
    }
}

/// `--debug` NaN checks exist in SIMD kernels too: a NaN stored by the SIMD kernel (every
/// row of this run goes through it) is reported with the system and the script line.
#[test]
fn debug_finds_a_nan_stored_by_a_simd_kernel() {
    let path = repo("tui/tests/scripts/nan_simd.rhai");
    for no_simd in [false, true] {
        let opts = LoadOptions { debug: true, no_simd, ..LoadOptions::default() };
        let config = Config { worlds: 512, threads: 1, adaptive_threads: false, ..Config::default() };
        let mut s = Simulation::load(&path, &config, &opts).unwrap();
        assert!(s.scalar_only.is_empty(), "{:?}", s.scalar_only);
        let e = s.step().unwrap_err().to_string();
        assert!(e.contains("a NaN was stored") && e.contains("system `root`"), "{e}");
        assert!(e.contains("nan_simd.rhai:9:9"), "the store's line: {e}");
        let t = s.sim.last_step().iter().find(|t| t.name == "root").cloned();
        if !no_simd {
            // The failing step ran every row in the SIMD kernel.
            assert_eq!(t.map(|t| t.simd_rows), Some(512), "no_simd {no_simd}");
        }
    }
}

/// NaNs are canonical where a program can see them (SEMANTICS.md, section 8), so the scalar
/// and SIMD kernels (and any thread count, and the CUDA backend) store the same bits: x86
/// makes `0xFFC00000` for `inf - inf` and keeps a payload, which must not reach a component.
#[test]
fn stored_nans_are_canonical_in_both_kernels() {
    let path = repo("tui/tests/scripts/nan_canon.rhai");
    const NAN: u32 = 0x7FC0_0000;
    const DNAN: u64 = 0x7FF8_0000_0000_0000;
    for no_simd in [false, true] {
        let opts = LoadOptions { no_simd, ..LoadOptions::default() };
        let config = Config { worlds: 64, threads: 1, adaptive_threads: false, ..Config::default() };
        let mut s = Simulation::load(&path, &config, &opts).unwrap();
        s.step().unwrap();
        if !no_simd {
            let t = s.sim.last_step().iter().find(|t| t.name == "floats").cloned().unwrap();
            assert_eq!(t.simd_rows, 128, "`floats` ran in the SIMD kernel");
        }
        let spec = &s.program.spec;
        let words = |name: &str| -> Vec<u32> {
            let c = spec.component(name).unwrap();
            let (_, rows) = s.sim.raw_rows(0, CompId(c.0)).unwrap();
            rows.chunks(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect()
        };
        let each = |name: &str, want: &[u32]| {
            let got = words(name);
            assert_eq!(got.len(), 128 * want.len(), "{name}");
            for (r, row) in got.chunks(want.len()).enumerate() {
                let hex = |v: &[u32]| v.iter().map(|x| format!("{x:#010X}")).collect::<Vec<_>>().join(" ");
                assert_eq!(row, want, "{name}, row {r} (no_simd {no_simd}): {} want {}", hex(row), hex(want));
            }
        };
        let (lo, hi) = (DNAN as u32, (DNAN >> 32) as u32);
        each("Fa", &[NAN]);
        each("Fb", &[NAN]);
        each("Fv", &[NAN, NAN, 1.0f32.to_bits()]);
        each("Bits", &[NAN]);
        each("Sign", &[1.0f32.to_bits()]);
        each("Ints", &[0xFFFF_FFFF, 0xFFC0_0000, 7]);
        each("Floats", &[NAN, 2.5f32.to_bits()]);
        each("Doubles", &[lo, hi, lo, hi]);
        each("D", &[lo, hi]);
    }
}

/// Entity comparisons in loops over rows (tests/golden/ok/entity_compare.rhai): where both
/// sides are entities of rows being visited in a kernel that changes no table, the scalar
/// kernel compares row indices instead of entities. Every world has 2 + world % 5 rows, and
/// each row must find itself exactly once, every other row as different, no entity of another
/// archetype equal to it; an assigned entity local, and a kernel that may spawn, compare
/// values and agree.
#[test]
fn entity_comparisons_in_row_loops_are_exact() {
    for threads in [1, 2] {
        let config = Config { worlds: 37, seed: 5, threads, adaptive_threads: false, ..Config::default() };
        let mut s = Simulation::load(&repo("tests/golden/ok/entity_compare.rhai"), &config, &LoadOptions::default())
            .unwrap_or_else(|e| panic!("{e}"));
        s.step().unwrap();
        let spec = &s.program.spec;
        let arch = spec.archetypes.iter().position(|a| a.name == "Row").unwrap() as u32;
        let comp = spec.components.iter().position(|c| c.name == "N").unwrap() as u32;
        let (worlds, bytes) = s.sim.raw_rows(arch, CompId(comp)).unwrap();
        let field = |row: usize, k: usize| i32::from_le_bytes(bytes[row * 20 + k * 4..][..4].try_into().unwrap());
        assert_eq!(bytes.len(), worlds.len() * 20);
        let mut seen = [0; 37];
        for (row, &w) in worlds.iter().enumerate() {
            let n = 2 + w % 5;
            seen[w as usize] += 1;
            let [eq, ne, cross, copied, spawning] = [0, 1, 2, 3, 4].map(|k| field(row, k));
            assert_eq!((eq, ne, cross, spawning), (1, n - 1, 0, 1), "world {w}, row {row}, {threads} thread(s)");
            // `c` starts as `me`, then follows the loop one row behind: equal at `me`'s row
            // only when `me` is the first row of its world (its rows are contiguous).
            let first = worlds.iter().position(|&x| x == w).unwrap() == row;
            assert_eq!(copied, first as i32, "world {w}, row {row}: copied");
        }
        for (w, k) in seen.iter().enumerate() {
            assert_eq!(*k, 2 + w as i32 % 5, "rows of world {w}");
        }
    }
}

/// Counted loops that one-row kernels run as copies of the body
/// (tests/golden/ok/counted_loops.rhai): every field equals the same loops in Rust, for many
/// values of `x` (the world id).
#[test]
fn counted_loops_run_as_copies_exactly() {
    let worlds = 61;
    let config = Config { worlds, seed: 3, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut s = Simulation::load(&repo("tests/golden/ok/counted_loops.rhai"), &config, &LoadOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    s.step().unwrap();
    let spec = &s.program.spec;
    let comp = spec.components.iter().position(|c| c.name == "R").unwrap() as u32;
    let (ws, bytes) = s.sim.raw_rows(0, CompId(comp)).unwrap();
    assert_eq!(ws.len(), worlds as usize);
    for (row, &w) in ws.iter().enumerate() {
        let f = |k: usize| i32::from_le_bytes(bytes[row * 32 + k * 4..][..4].try_into().unwrap());
        let x = w;
        assert_eq!(f(0), x);
        let a: i32 = (0..6).filter(|&k| k != 2).sum();
        let b: i32 = (1..8).take_while(|&k| k != 4).sum();
        let c: i32 = (0..3).flat_map(|i| (0..3).filter(move |&j| j != i).map(move |j| i * 10 + j)).sum();
        let d: i32 = (0..9).sum();
        let m = (2..7).find(|&m| m * x > 20).unwrap_or(7);
        let ff = (0..8).filter(|&k| (x + k) % 3 != 0).fold(0, |acc, k| acc * 3 + k);
        let g = (1..8).find(|&k| (x * k) % 5 == 0).unwrap_or(-1);
        assert_eq!([f(1), f(2), f(3), f(4), f(5), f(6), f(7)], [a, b, c, d, m, ff, g], "world {w}");
    }
}

/// Loops inside a loop's copies stay loops: twelve nested counted loops of 3 iterations load
/// and run (as copies of copies they would be 3^12 bodies) and count every iteration.
#[test]
fn nested_counted_loops_do_not_multiply() {
    let depth = 12;
    let mut body = String::from("r.n += 1;");
    for d in (0..depth).rev() {
        body = format!("for (int k{d} = 0; k{d} < 3; k{d}++) {{ {body} }}");
    }
    let script = format!(
        "let e = env(\"nested\");\ne.component(\"R\", #{{ n: \"int\" }});\ne.archetype(\"Row\", [\"R\"]);\n\
         e.systems(`\n    void init_world() {{ spawn(Row); }}\n    void run(R& r) {{ r.n = 0; {body} }}\n`);\n\
         e.graph([\"run\"]);\ne\n"
    );
    let dir = std::env::temp_dir().join(format!("mw_nested_loops_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("nested.rhai");
    std::fs::write(&path, script).unwrap();
    let config = Config { worlds: 1, seed: 1, threads: 1, adaptive_threads: false, ..Config::default() };
    let mut s = Simulation::load(&path, &config, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    s.step().unwrap();
    let (_, bytes) = s.sim.raw_rows(0, CompId(0)).unwrap();
    assert_eq!(i32::from_le_bytes(bytes[..4].try_into().unwrap()), 3i32.pow(depth));
    let _ = std::fs::remove_dir_all(&dir);
}
