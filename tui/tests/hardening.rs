//! Resets, what loops see within a node, runaway loops, full tables and `--debug` checks:
//! each defined, deterministic for any thread count, and unable to crash or hang the process.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use mw::{Config, LoadOptions, Simulation};

fn script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts").join(name)
}

fn load(name: &str, config: &Config, opts: &LoadOptions) -> Simulation {
    Simulation::load(&script(name), config, opts).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// Per step, the export `name` as one `Vec<i32>` per world.
fn trace(name: &str, export: &str, worlds: u32, threads: usize, steps: usize) -> Vec<Vec<Vec<i32>>> {
    let mut sim = load(
        name,
        &Config { worlds, threads, seed: 5, adaptive_threads: false, ..Config::default() },
        &LoadOptions::default(),
    );
    let mut out = Vec::new();
    for _ in 0..steps {
        sim.step().unwrap_or_else(|e| panic!("{name}: {e}"));
        let v = i32s(&sim.export(export).unwrap().data);
        let width = v.len() / worlds as usize;
        out.push(v.chunks(width).map(|c| c.to_vec()).collect());
    }
    out
}

#[test]
fn reset_in_init_world_is_served_at_the_end_of_the_next_step() {
    // 64 worlds on 2 threads and 16384 worlds panicked or hung before.
    for (worlds, threads) in [(64, 2), (16384, 2), (64, 1), (1000, 4)] {
        let t = trace("reset_in_init.rhai", "log", worlds, threads, 5);
        // log = [inits, steps, things, last_init_step]
        let want = [[2, 1, 1, 1], [3, 2, 1, 2], [3, 3, 1, 2], [3, 4, 1, 2], [3, 5, 1, 2]];
        for (k, step) in t.iter().enumerate() {
            for (w, log) in step.iter().enumerate() {
                assert_eq!(log[..], want[k], "{worlds} worlds, {threads} threads: world {w} after step {}", k + 1);
            }
        }
    }
}

#[test]
fn a_reset_takes_effect_after_every_node_of_the_step() {
    let (worlds, steps) = (301, 12);
    let one = trace("reset_order.rhai", "log", worlds, 1, steps);
    // The model: each step adds a thing worth 10 to the one worth 1 that init spawned; `look`
    // sees them all before the end-of-step reset empties the world.
    for w in 0..worlds as usize {
        let (mut since, mut resets) = (0, 1);
        for (k, step) in one.iter().enumerate() {
            let n = k as i32 + 1;
            since += 1;
            let seen = 1 + 10 * since;
            if w as i32 % 3 == n % 3 {
                since = 0;
                resets += 1;
            }
            assert_eq!(step[w], vec![seen, n, resets], "world {w} after step {n}");
        }
    }
    for threads in [2, 3, 4] {
        assert_eq!(one, trace("reset_order.rhai", "log", worlds, threads, steps), "1 vs {threads} threads");
    }
}

#[test]
fn loops_see_their_own_spawns_at_once_and_others_from_the_next_node() {
    let (worlds, steps) = (97, 10);
    let one = trace("visibility.rhai", "s", worlds, 1, steps);
    for (k, step) in one.iter().enumerate() {
        let t = k as i32 + 1;
        for (w, s) in step.iter().enumerate() {
            // s = [n, seen, sum, episodes, t, own, other, after]
            let episodes = 1 + t / 3;
            let n = 2 + (w as i32 + episodes) % 4;
            let what = format!("world {w} after step {t}: {s:?}");
            assert_eq!(s[3], episodes, "{what}: episodes");
            assert_eq!(s[0], n, "{what}: n");
            assert_eq!(s[1], n, "{what}: init_world's loop sees the {n} rows it spawned");
            assert_eq!(s[2], n * (n + 1) / 2, "{what}: and their values");
            assert_eq!(s[4], t, "{what}: t");
            assert_eq!(s[5], 1, "{what}: an invocation sees its own spawn");
            assert_eq!(s[6], 0, "{what}: a later invocation of the same node does not");
            assert_eq!(s[7], 1, "{what}: the next node does");
        }
    }
    assert_eq!(one, trace("visibility.rhai", "s", worlds, 2, steps), "1 vs 2 threads");
}

fn ctl(sim: &mut Simulation, spin_world: Option<usize>) {
    let worlds = sim.sim.worlds() as usize;
    let v: Vec<u8> = (0..worlds).flat_map(|w| i32::from(Some(w) == spin_world).to_le_bytes()).collect();
    let port = sim.import_port("ctl").unwrap();
    sim.write(&port, &v).unwrap();
}

#[test]
fn a_runaway_loop_is_stopped_at_the_time_limit_and_the_simulation_stays_usable() {
    let config = Config { worlds: 64, threads: 2, step_timeout_s: 0.3, ..Config::default() };
    let mut sim = load("runaway.rhai", &config, &LoadOptions::default());
    ctl(&mut sim, None);
    sim.step().unwrap();
    ctl(&mut sim, Some(37));
    let t = Instant::now();
    let err = sim.step().expect_err("an endless loop must fail the step").to_string();
    let took = t.elapsed();
    assert!(took < Duration::from_secs(3), "stopped after {took:?}");
    let text = std::fs::read_to_string(script("runaway.rhai")).unwrap();
    let line = text.lines().position(|l| l.contains("while (c.spin != 0)")).unwrap() + 1;
    for want in ["step 1 ", "time limit of 0.3 s", "--step-timeout", "system `work`", &format!("runaway.rhai:{line}:")]
    {
        assert!(err.contains(want), "expected `{want}` in:\n{err}");
    }
    // The process and the simulation go on: the next step without the endless loop works.
    ctl(&mut sim, None);
    sim.step().unwrap();
    sim.step().unwrap();
}

#[test]
fn a_stopped_step_leaves_no_world_half_reset() {
    // Every world asks for a reset every step; in the stopped step, the resets not begun wait
    // for the next one: no world is left cleared without `init_world` having set it up again
    // (the export needs the one row of every world).
    let config = Config { worlds: 64, threads: 2, step_timeout_s: 0.3, ..Config::default() };
    let mut opts = LoadOptions::default();
    opts.params.insert("resets".into(), "true".into());
    let mut sim = load("runaway.rhai", &config, &opts);
    ctl(&mut sim, None);
    sim.step().unwrap();
    ctl(&mut sim, Some(37));
    assert!(sim.step().is_err(), "an endless loop must fail the step");
    let p = sim.export("p").expect("every world keeps its row");
    assert_eq!(p.data.len(), 64 * 4);
    ctl(&mut sim, None);
    sim.step().unwrap();
    assert_eq!(sim.export("p").unwrap().data.len(), 64 * 4);
}

#[test]
fn a_bounded_but_endless_pass_over_rows_is_stopped_at_the_time_limit() {
    // Loops over rows read the stop word before they start, not at every row: a step of
    // 4096 x 4096 x 4096 iterations must still stop at the limit, in the inner loop (its site
    // is its first statement).
    let config = Config { worlds: 1, threads: 1, step_timeout_s: 0.3, ..Config::default() };
    let mut opts = LoadOptions::default();
    opts.params.insert("rows".into(), "4096".into());
    let mut sim = load("quadratic.rhai", &config, &opts);
    let t = Instant::now();
    let err = sim.step().expect_err("minutes of work must fail the step").to_string();
    let took = t.elapsed();
    assert!(took < Duration::from_secs(3), "stopped after {took:?}");
    let text = std::fs::read_to_string(script("quadratic.rhai")).unwrap();
    let line = text.lines().position(|l| l.contains("p.x += q.x")).unwrap() + 1;
    for want in ["step 0 ", "time limit of 0.3 s", "system `pairs`", &format!("quadratic.rhai:{line}:")] {
        assert!(err.contains(want), "expected `{want}` in:\n{err}");
    }
}

#[test]
fn a_runaway_loop_in_init_world_fails_the_load() {
    let config = Config { worlds: 16, threads: 2, step_timeout_s: 0.2, ..Config::default() };
    let mut opts = LoadOptions::default();
    opts.params.insert("init_spin".into(), "true".into());
    let t = Instant::now();
    let err = match Simulation::load(&script("runaway.rhai"), &config, &opts) {
        Ok(_) => panic!("an endless init_world must fail the load"),
        Err(e) => e.to_string(),
    };
    assert!(t.elapsed() < Duration::from_secs(3));
    for want in ["`init_world` at start", "time limit", "system `init_world`", "runaway.rhai:"] {
        assert!(err.contains(want), "expected `{want}` in:\n{err}");
    }
}

#[test]
fn a_full_table_stops_at_the_first_failed_spawn() {
    for forever in ["false", "true"] {
        let mut opts = LoadOptions::default();
        opts.params.insert("forever".into(), forever.into());
        let config = Config { worlds: 100, threads: 2, max_rows: 50_000, step_timeout_s: 60.0, ..Config::default() };
        let mut sim = load("fill.rhai", &config, &opts);
        let t = Instant::now();
        let mut err = None;
        for _ in 0..10 {
            if let Err(e) = sim.step() {
                err = Some(e.to_string());
                break;
            }
        }
        let err = err.expect("the table must fill up");
        assert!(t.elapsed() < Duration::from_secs(5), "forever={forever}: took {:?}", t.elapsed());
        assert!(err.contains("archetype `A` is full") && err.contains("--max-rows"), "{err}");
        assert!(!err.contains("time limit"), "forever={forever}: stopped by the clock, not the full table: {err}");
    }
}

#[test]
fn debug_checks_only_what_the_program_evaluates() {
    let config = Config { worlds: 4, threads: 1, ..Config::default() };
    let opts = LoadOptions { debug: true, ..LoadOptions::default() };
    for (i, want) in [(8, 1000), (3, 1511)] {
        let mut sim = load("debug_lazy.rhai", &config, &opts);
        let port = sim.import_port("in").unwrap();
        sim.write(&port, &[i; 4].iter().flat_map(|x: &i32| x.to_le_bytes()).collect::<Vec<_>>()).unwrap();
        sim.step().unwrap_or_else(|e| panic!("i = {i}: a guarded index was reported: {e}"));
        assert_eq!(i32s(&sim.export("out").unwrap().data), vec![want; 4], "i = {i}");
    }
}

#[test]
fn debug_reports_a_nan_found_by_a_simd_kernel() {
    let path = script("debug_nan.rhai");
    let line = std::fs::read_to_string(&path).unwrap().lines().position(|l| l.contains("s.x = q;")).unwrap() + 1;
    for no_simd in [false, true] {
        // 256 worlds on 2 threads: chunks of 8 worlds, 8 rows, two SIMD groups each.
        let config = Config { worlds: 256, threads: 2, ..Config::default() };
        let opts = LoadOptions { debug: true, no_simd, ..LoadOptions::default() };
        let mut sim = load("debug_nan.rhai", &config, &opts);
        let feed = |sim: &mut Simulation, bad: Option<usize>| {
            let v: Vec<u8> = (0..256)
                .flat_map(|w| {
                    let (n, d) = if Some(w) == bad { (0.0f32, 0.0f32) } else { (1.0, 2.0) };
                    [n.to_le_bytes(), d.to_le_bytes()].concat()
                })
                .collect();
            let port = sim.import_port("in").unwrap();
            sim.write(&port, &v).unwrap();
        };
        feed(&mut sim, None);
        sim.step().unwrap();
        let simd = sim.sim.last_step().iter().find(|t| t.name == "divide").unwrap().simd_rows;
        assert_eq!(simd > 0, !no_simd, "SIMD rows of `divide`: {simd}");
        // One NaN, in world 201: inside a group of four, so the SIMD kernel computes it.
        feed(&mut sim, Some(201));
        let err = sim.step().expect_err("--debug must report the NaN").to_string();
        assert!(
            err.contains("system `divide` at ")
                && err.contains(&format!("debug_nan.rhai:{line}:"))
                && err.contains("a NaN was stored in `s.x`"),
            "no_simd={no_simd}: {err}"
        );
    }
}

/// The scalar reference of `simd_defined.rhai`'s `compute`, written from the README's table.
fn defined(f: f32, g: f32, i: i32, j: i32, u: u32) -> [u32; 18] {
    let to_int = if f.is_nan() { 0 } else { f as i32 }; // Rust's `as` saturates, like the language
    let to_uint = if f.is_nan() { 0 } else { f as u32 };
    let min = |a: f32, b: f32| if a < b { a } else { b };
    let max = |a: f32, b: f32| if a > b { a } else { b };
    let b = |x: f32| x.to_bits();
    [
        to_int as u32,
        to_uint,
        b(min(f, g)),
        b(max(f, g)),
        b(min(g, f)),
        b(max(g, f)),
        b(f.round_ties_even()),
        i.wrapping_add(j) as u32,
        i.wrapping_mul(j) as u32,
        i.wrapping_neg() as u32,
        (i << 1) as u32,
        (i >> 3) as u32,
        u >> 1,
        i.wrapping_abs() as u32,
        b(f.floor()),
        b(f.trunc()),
        b(f.ceil()),
        b(if f > g { f } else { g }),
    ]
}

#[test]
fn defined_behaviour_holds_in_simd_kernels() {
    let nan = f32::NAN;
    let inf = f32::INFINITY;
    let floats = [
        2.7,
        -2.7,
        1e10,
        -1e10,
        nan,
        inf,
        -inf,
        -0.5,
        0.5,
        1.5,
        2.5,
        -2.5,
        2147483648.0,
        -2147483648.0,
        3e9,
        5e9,
        -0.0,
        0.0,
    ];
    let ints = [7, 0, -1, i32::MIN, i32::MAX, 1, 33, -7];
    // 512 worlds, one case each: every combination appears in groups of four.
    let worlds = 512usize;
    let cases: Vec<(f32, f32, i32, i32, u32)> = (0..worlds)
        .map(|k| {
            let f = floats[k % floats.len()];
            let g = floats[(k / floats.len() + k) % floats.len()];
            let i = ints[k % ints.len()];
            let j = ints[(k / 3) % ints.len()];
            (f, g, i, j, (k as u32).wrapping_mul(0x9E37_79B9))
        })
        .collect();
    type Case = (f32, f32, i32, i32, u32);
    let bytes = |f: &dyn Fn(&Case) -> Vec<u8>| cases.iter().flat_map(f).collect::<Vec<u8>>();
    let fg = bytes(&|c| [c.0.to_le_bytes(), c.1.to_le_bytes()].concat());
    let ij = bytes(&|c| [c.2.to_le_bytes(), c.3.to_le_bytes()].concat());
    let u = bytes(&|c| c.4.to_le_bytes().to_vec());
    for (threads, no_simd) in [(1, false), (2, false), (2, true)] {
        let config = Config { worlds: worlds as u32, threads, ..Config::default() };
        let mut sim = load("simd_defined.rhai", &config, &LoadOptions { no_simd, ..LoadOptions::default() });
        for (name, data) in [("fg", &fg), ("ij", &ij), ("u", &u)] {
            let port = sim.import_port(name).unwrap();
            sim.write(&port, data).unwrap();
        }
        sim.step().unwrap();
        let simd = sim.sim.last_step().iter().find(|t| t.name == "compute").unwrap().simd_rows;
        assert_eq!(simd == worlds as u64, !no_simd, "rows computed by the SIMD kernel: {simd}");
        let out_id = sim.program.spec.component("Out").unwrap();
        let (wids, rows) = sim.sim.raw_rows(0, out_id).unwrap();
        assert_eq!(wids, (0..worlds as i32).collect::<Vec<_>>());
        let out: Vec<u32> = rows.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
        for (k, (&(f, g, i, j, u), got)) in cases.iter().zip(out.chunks(18)).enumerate() {
            let want = defined(f, g, i, j, u);
            for (slot, (x, y)) in got.iter().zip(want).enumerate() {
                // Bit for bit, NaNs included: min/max pick an operand, they don't make a NaN.
                assert!(
                    x == &y,
                    "threads {threads}, no_simd {no_simd}: case {k} {:?}, slot {slot}: got {x:#x}, want {y:#x}",
                    cases[k]
                );
            }
        }
    }
}

#[test]
fn megabyte_local_arrays_run_on_every_thread() {
    for threads in [1, 2, 4] {
        let config = Config { worlds: 64, threads, adaptive_threads: false, ..Config::default() };
        let mut sim = load("big_local.rhai", &config, &LoadOptions::default());
        for _ in 0..3 {
            sim.step().unwrap();
        }
        let x: Vec<f32> =
            sim.export("x").unwrap().data.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect();
        for (w, v) in x.iter().enumerate() {
            // 2 + 1 + 0, plus helper's k + 0; arrays start zeroed every time.
            let k = (w * 7 + 3) as f32;
            assert_eq!(*v, 3.0 + k, "{threads} threads, world {w}");
        }
    }
}

/// The host's interrupt flag (Ctrl-C in Python) stops a running step on every backend within
/// a fraction of a second, long before the time limit, and the simulation stays usable.
#[test]
fn an_interrupt_stops_a_runaway_step_on_every_backend() {
    static FLAG: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    use std::sync::atomic::Ordering;
    for backend in [mw::Backend::Cpu, mw::Backend::CudaEmulated] {
        let config = Config { worlds: 8, threads: 2, step_timeout_s: 30.0, ..Config::default() };
        let mut sim = load("runaway.rhai", &config, &LoadOptions { backend, ..LoadOptions::default() });
        sim.sim.set_interrupt(Some(&FLAG)).unwrap();
        ctl(&mut sim, None);
        sim.step().unwrap();
        ctl(&mut sim, Some(5));
        FLAG.store(false, Ordering::SeqCst);
        let raise = std::thread::spawn(|| {
            std::thread::sleep(Duration::from_millis(200));
            FLAG.store(true, Ordering::SeqCst);
        });
        let t = Instant::now();
        let err = sim.step().expect_err("an interrupted step fails").to_string();
        raise.join().unwrap();
        assert!(t.elapsed() < Duration::from_secs(3), "{backend:?}: stopped after {:?}", t.elapsed());
        assert!(err.contains("step 1 was interrupted"), "{backend:?}: {err}");
        FLAG.store(false, Ordering::SeqCst);
        ctl(&mut sim, None);
        sim.step().unwrap();
        sim.step().unwrap();
    }
}
