//! The device side of the CUDA backend without a GPU: the generated translation unit, built as
//! device code for the host with the CUDA execution model emulated (`mw_emulate.h`), runs the
//! megakernel — persistent warps claiming work, the device engine spawning, destroying,
//! compacting, sorting and resetting — with 2 blocks of 2 warps, and must leave every table
//! (entities, world ids, columns) and singleton bit-identical to the Cranelift backend's after
//! every step.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};
use mw_runtime::Executor;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn cpu_state(s: &Simulation) -> Vec<u8> {
    mw_tests::cpu_state(&s.program.spec, s.sim.as_ref())
}

fn same(env: &str, params: &[(&str, &str)], worlds: u32, steps: usize) {
    let mut opts = LoadOptions::default();
    for (k, v) in params {
        opts.params.insert(k.to_string(), v.to_string());
    }
    let seed = 5;
    let config = Config { worlds, seed, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut cpu = Simulation::load(&repo(env), &config, &opts).unwrap_or_else(|e| panic!("{env}: {e}"));
    let e = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
    // 2 blocks of 2 warps.
    let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, seed, 2, 64).unwrap_or_else(|e| panic!("{env}: {e}"));
    dev.start().unwrap_or_else(|e| panic!("{env}: {e}"));
    let check = |k: usize, cpu: &Simulation, dev: &mw_cuda::exec::DeviceSim<_>| {
        let (a, b) = (cpu_state(cpu), dev.state().unwrap());
        assert_eq!(a.len(), b.len(), "{env} {params:?}: the state's size differs after step {k} (row counts)");
        if let Some(i) = a.iter().zip(&b).position(|(x, y)| x != y) {
            panic!("{env} {params:?}: the emulated device differs from Cranelift after step {k}, at state byte {i}");
        }
    };
    check(0, &cpu, &dev);
    for k in 1..=steps {
        cpu.step().unwrap();
        dev.step().unwrap_or_else(|e| panic!("{env} step {k}: {e}"));
        check(k, &cpu, &dev);
    }
}

#[test]
fn cartpole() {
    same("envs/cartpole.rhai", &[], 100, 120);
}

/// Regions that fit the rows (`mw_jit::ir::spawns::fixed_rows`): where only `init_world`
/// spawns, a bounded number of times, each world's region holds exactly what it can make,
/// with no room to spare (CartPole: 1 row, so a thread per world reads consecutive rows). Rows
/// destroyed and worlds reset every few steps still leave the state Cranelift's, bit for bit;
/// a loop that spawns, or a step system that does, keeps room to grow.
#[test]
fn fixed_regions_fit_the_rows() {
    let fixed = |path: &Path| mw_jit::ir::spawns::fixed_rows(&mw_tests::program(path, &Default::default()));
    assert_eq!(fixed(&repo("envs/cartpole.rhai")), Some(1));
    assert_eq!(fixed(&repo("envs/boids.rhai")), None, "boids' `age` spawns");
    let dir = std::env::temp_dir().join(format!("mw_fixed_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("fixed.rhai");
    let text = |init: &str| {
        format!(
            r#"let e = env("fixed");
e.component("A", #{{ x: "int" }});
e.component("B", #{{ y: "float" }});
e.singleton("S", #{{ n: "int" }});
e.archetype("P", ["A"]);
e.archetype("Q", ["B"]);
e.systems(`
    void make(int k) {{ Entity a = spawn(P); A& r = get(A, a); r.x = k; }}
    void init_world(S& s) {{ {init} }}
    void tick(Entity self, A& a, const S& s) {{ a.x += 1; if (a.x > 4 + s.n % 3) {{ destroy(self); }} }}
    void grow(B& b) {{ b.y += 0.5; }}
    void end(S& s) {{ s.n += 1; if (s.n % 7 == 0 || rand_bool(0.05)) {{ reset_world(); }} }}
`);
e.graph(["tick", "grow", "end"]);
e
"#
        )
    };
    // Two helper calls and an arm of an `if`: 3 rows at most, in either table.
    std::fs::write(&script, text("make(1); make(2); if (rand_int(0, 3) == 0) { spawn(Q); } s.n = 0;")).unwrap();
    assert_eq!(fixed(&script), Some(3));
    let worlds = 9;
    let config = Config { worlds, seed: 3, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut cpu = Simulation::load(&script, &config, &LoadOptions::default()).unwrap();
    let e = mw_jit::cuda::emit(&cpu.program, None, "f.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, 3, 2, 64).unwrap();
    dev.start().unwrap();
    assert_eq!(dev.capacity(), 3, "the regions are the program's rows");
    assert!(cpu_state(&cpu) == dev.state().unwrap(), "the emulated GPU differs after the start");
    for k in 1..=40 {
        cpu.step().unwrap();
        dev.step().unwrap_or_else(|e| panic!("step {k}: {e}"));
        assert!(cpu_state(&cpu) == dev.state().unwrap(), "the emulated GPU differs after step {k}");
    }
    assert_eq!(dev.capacity(), 3, "fixed regions never grow");
    // A spawn in a loop has no bound; a step system's spawn none either.
    std::fs::write(&script, text("for (int k = 0; k < 2; k++) { make(k); } s.n = 0;")).unwrap();
    assert_eq!(fixed(&script), None);
    std::fs::write(&script, text("make(1); s.n = 0;").replace("b.y += 0.5;", "b.y += 0.5; spawn(P);")).unwrap();
    assert_eq!(fixed(&script), None);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Code swapped in that spawns in a step leaves fixed regions for regions with room to grow:
/// from CartPole-like code (1 row a world) to code whose step spawns a row every other step,
/// the regions hold 4 rows or more at once, and the spawns never stop a step.
#[test]
fn a_swap_to_spawning_code_gives_the_regions_room() {
    let dir = std::env::temp_dir().join(format!("mw_fixed_swap_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = |name: &str, step: &str| {
        let path = dir.join(name);
        std::fs::write(
            &path,
            format!(
                r#"let e = env("swap");
e.component("A", #{{ x: "int" }});
e.archetype("P", ["A"]);
e.systems(`
    void init_world() {{ spawn(P); }}
    void tick(A& a) {{ a.x += 1; {step} }}
`);
e.graph(["tick"]);
e
"#
            ),
        )
        .unwrap();
        mw_tests::program(&path, &Default::default())
    };
    let fixed = script("fixed.rhai", "");
    let spawning = script("spawning.rhai", "if (a.x % 2 == 0) { spawn(P); }");
    assert_eq!(mw_jit::ir::spawns::fixed_rows(&fixed), Some(1));
    assert_eq!(mw_jit::ir::spawns::fixed_rows(&spawning), None);
    let e = mw_jit::cuda::emit(&fixed, None, "a.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&fixed, e, 5, 1, 2, 64).unwrap();
    dev.start().unwrap();
    dev.step().unwrap();
    assert_eq!(dev.capacity(), 1);
    let e = mw_jit::cuda::emit(&spawning, None, "b.cu", &mw_jit::cuda::Options::default());
    let build = mw_cuda::emulate::EmulatedDevice::build(&e, 2, 64).unwrap();
    let code = mw_cuda::exec::DeviceCode {
        program: spawning.clone(),
        emitted: e,
        build: Box::new(build),
        gpu: "emulated".into(),
    };
    dev.swap_code(&spawning.spec, Box::new(code)).unwrap();
    assert!(dev.capacity() >= 4, "a step that spawns needs room: {} rows a world", dev.capacity());
    for k in 1..=8 {
        dev.step().unwrap_or_else(|e| panic!("step {k} after the swap: {e}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The table where every world always has its one row (`mw_jit::ir::spawns::one_row_table`:
/// rows fixed at one, `init_world` spawns it unconditionally, nothing destroys): its kernels
/// take row i as world i's and read no world id. The promise needs the worlds too: code swapped
/// into worlds where the code before destroyed rows does not get it, and their empty worlds
/// are still skipped, as Cranelift skips them.
#[test]
fn one_row_tables_skip_the_world_ids_only_while_every_world_has_its_row() {
    let one = |path: &Path| mw_jit::ir::spawns::one_row_table(&mw_tests::program(path, &Default::default()));
    assert_eq!(one(&repo("envs/cartpole.rhai")).map(|a| a.0), Some(0));
    assert_eq!(one(&repo("envs/boids.rhai")), None);
    let dir = std::env::temp_dir().join(format!("mw_one_row_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = |name: &str, init: &str, tick: &str| {
        let path = dir.join(name);
        std::fs::write(
            &path,
            format!(
                r#"let e = env("one_row");
e.component("A", #{{ x: "int" }});
e.singleton("S", #{{ n: "int", seen: "int" }});
e.archetype("P", ["A"]);
e.systems(`
    void init_world(S& s) {{ {init} s.n += 1; }}
    void tick(Entity me, A& a, S& s) {{ a.x += 1; s.seen += a.x; {tick} }}
`);
e.graph(["tick"]);
e
"#
            ),
        )
        .unwrap();
        path
    };
    let plain = script("plain.rhai", "spawn(P);", "");
    let destroys = script("destroys.rhai", "spawn(P);", "if (a.x == 2 && world_id() % 2 == 0) { destroy(me); }");
    let maybe = script("maybe.rhai", "if (world_id() > 1) { spawn(P); }", "");
    let returns = script("returns.rhai", "if (world_id() > 1) { return; } spawn(P);", "");
    // A destroy and a spawn in one node: the destroyed id is held, so the new row takes the
    // next id, and a world with one row has used two slots.
    let churn = script("churn.rhai", "spawn(P);", "if (a.x % 3 == 2) { destroy(me); spawn(P); }");
    let drawing = script("drawing.rhai", "spawn(P);", "a.x += rand_int(0, 4);");
    assert_eq!(one(&plain).map(|a| a.0), Some(0));
    for p in [&destroys, &maybe, &returns] {
        assert_eq!(one(p), None, "{}", p.display());
    }
    // Both kinds of world from the start (every world full, some empty), then `plain`'s code
    // swapped into worlds that `destroys` emptied, and code whose rows are fixed at one (and
    // whose random key is the entity id) swapped into worlds whose one row has id 1: the new
    // layout keeps a slot for every id in use. The state after each step is Cranelift's.
    for (first, swap) in [(&plain, None), (&maybe, None), (&destroys, Some(&plain)), (&churn, Some(&drawing))] {
        let worlds = 5;
        let config = Config { worlds, seed: 4, threads: 1, adaptive_threads: false, ..Config::default() };
        let mut cpu = Simulation::load(first, &config, &LoadOptions::default()).unwrap();
        let e = mw_jit::cuda::emit(&cpu.program, None, "a.cu", &mw_jit::cuda::Options::default());
        let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, 4, 2, 64).unwrap();
        dev.start().unwrap();
        for k in 1..=8 {
            if k == 4
                && let Some(next) = swap
            {
                let program = mw_tests::program(next, &Default::default());
                let code = Simulation::compile(&program, &LoadOptions::default()).unwrap();
                cpu.swap(program.clone(), code).unwrap();
                let e = mw_jit::cuda::emit(&program, None, "b.cu", &mw_jit::cuda::Options::default());
                let build = mw_cuda::emulate::EmulatedDevice::build(&e, 2, 64).unwrap();
                let code = mw_cuda::exec::DeviceCode {
                    program: program.clone(),
                    emitted: e,
                    build: Box::new(build),
                    gpu: "emulated".into(),
                };
                dev.swap_code(&program.spec, Box::new(code)).unwrap();
            }
            cpu.step().unwrap();
            dev.step().unwrap();
            assert!(
                cpu_state(&cpu) == dev.state().unwrap(),
                "{}: the emulated GPU differs after step {k}",
                first.display()
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn micro() {
    same("envs/micro.rhai", &[("agents", "20")], 6, 20);
}

/// Past step 50, where the first ships die (lives are 50 to 400 steps): `age` spawns
/// explosions and new ships, `fade` destroys explosions, a thread per row (SEMANTICS.md 10.6a).
#[test]
fn boids() {
    same("envs/boids.rhai", &[("ships", "32")], 3, 70);
}

/// Worlds large enough (regions of 64 rows or more) that they compact by chunks of 32 rows
/// (ranks from ballots and scans, mw_engine.h): the rows' order (SEMANTICS.md 10.3) reaches the
/// sums through the sort's ties, so a hole filled from the wrong row changes the state.
#[test]
fn boids_compacted_by_warps() {
    same("envs/boids.rhai", &[("ships", "256")], 2, 75);
}

/// A sort that leaves a column in place (the step plan's `unmoved`: `Near`, written before it
/// is read), on both; points die and are replaced, so the sorts and compactions move rows.
/// Folds (per-world loops that only accumulate): chunks of 1024 rows on warps, then a warp per
/// world; with one chunk, several, and more chunks than a warp has lanes.
#[test]
fn folds_give_the_serial_loops_bits() {
    same("tui/tests/scripts/folds.rhai", &[("rows", "60")], 9, 6);
    same("tui/tests/scripts/folds.rhai", &[("rows", "3000")], 3, 4);
    same("tui/tests/scripts/folds.rhai", &[("rows", "40000")], 1, 2);
    // Float sums over more chunks than a warp has lanes (the totals' lanes take several).
    same("tui/tests/scripts/float_sums.rhai", &[("rows", "40000")], 2, 1);
}

/// Systems spawning and destroying rows apart (SEMANTICS.md 10.6a) run a thread per row and
/// place their spawns from prefix sums over the rows' counts: ids, rows, generations and free
/// lists are the serial ones after every step, with one chunk of counts, two, and more chunks
/// than a warp has lanes.
#[test]
fn spawns_placed_from_prefix_sums() {
    same("tui/tests/scripts/spawn_rows.rhai", &[], 4, 15);
    same("tui/tests/scripts/spawn_rows.rhai", &[("big", "40000")], 1, 3);
}

#[test]
fn sort_unmoved() {
    same("tui/tests/scripts/sort_unmoved.rhai", &[], 5, 12);
}

#[test]
fn crowd() {
    same("envs/crowd.rhai", &[("agents", "8"), ("samples", "10")], 3, 20);
}

/// Past the preparation phase (20 steps) and the end of the first episode (120): boxes held
/// and pushed, lidar, sight, the reset's new placements.
#[test]
fn hide_and_seek() {
    same("envs/hide_and_seek.rhai", &[("hiders", "2"), ("seekers", "3"), ("boxes", "3")], 3, 125);
}

/// Games to their end and past a reset (random legal play ends a game in 20 to 80 turns): hints,
/// plays, discards, the belief's divisions, the legal-move masks.
#[test]
fn hanabi() {
    same("envs/hanabi.rhai", &[("players", "3")], 3, 90);
    same("envs/hanabi.rhai", &[("players", "5")], 2, 30);
}

/// Past the urgency layer (from step 361, every cell's observation written again) and the end
/// of the first episode (400), from random starts (dishes in hand, soups ready) and from the
/// layout's start.
#[test]
fn overcooked() {
    same("envs/overcooked.rhai", &[("layout", "asymm_advantages"), ("random_reset", "true")], 3, 405);
    same("envs/overcooked.rhai", &[("layout", "counter_circuit")], 2, 40);
}

/// The device's sort by key runs in stages over chunks, digits and rows (mw_engine.h): keys
/// close together in one radix pass, in two and in three, keys far apart (one thread per world
/// and bisection), negative keys and keys near the least int, worlds whose keys never change
/// (already in order), all one key, or no rows. The tables are Cranelift's after every step,
/// and on the CPU every row's key-index queries agree with a scan of its world (`bad` is 0).
#[test]
fn sort_by_key_in_stages() {
    let script = "tui/tests/scripts/sort_keys.rhai";
    let cases: &[&[(&str, &str)]] = &[
        &[],
        &[("rows", "400"), ("min_rows", "380"), ("span", "3000")],
        &[("rows", "9000"), ("min_rows", "8800"), ("span", "70000"), ("scan", "false")],
        &[("rows", "50"), ("span", "100000")],
        &[("rows", "300"), ("min_rows", "250"), ("lo", "-2147481000"), ("span", "2000")],
    ];
    for params in cases {
        same(script, params, 5, 4);
        let mut opts = LoadOptions::default();
        for (k, v) in params.iter() {
            opts.params.insert(k.to_string(), v.to_string());
        }
        let config = Config { worlds: 5, seed: 5, threads: 2, adaptive_threads: false, ..Config::default() };
        let mut cpu = Simulation::load(&repo(script), &config, &opts).unwrap();
        for k in 1..=4 {
            cpu.step().unwrap();
            let bad = cpu.export("bad").unwrap().data;
            assert!(bad.iter().all(|b| *b == 0), "{params:?} step {k}: the key index and the scan disagree");
        }
    }
}

/// `mw run --backend cuda-emulated` end to end: external actions in through an import, every
/// step's exports out through `--dump`, byte-identical to the CPU backend's files.
#[test]
fn record_and_replay_through_the_cli() {
    use mw_runtime::npy::{self, Array};
    use mw_runtime::schema::Scalar;
    let dir = std::env::temp_dir().join(format!("mw_cuda_emulated_cli_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (steps, worlds) = (60usize, 16usize);
    let actions: Vec<u8> = (0..steps * worlds).flat_map(|i| ((i * 7 / 3 % 2) as i32).to_le_bytes()).collect();
    let acts = dir.join("actions.npy");
    npy::write(&acts, &Array { scalar: Scalar::I32, shape: vec![steps, worlds, 1], bytes: actions }).unwrap();
    let run = |backend: &str| -> (Vec<u8>, Vec<u8>) {
        let (obs, done) = (dir.join(format!("obs_{backend}.npy")), dir.join(format!("done_{backend}.npy")));
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_mw"))
            .current_dir(repo("."))
            .args(["run", "envs/cartpole.rhai", "--param", "random_actions=false", "--seed", "9"])
            .args(["--worlds", &worlds.to_string(), "--steps", &steps.to_string(), "--backend", backend])
            .arg("--actions")
            .arg(format!("action={}", acts.display()))
            .arg("--dump")
            .arg(format!("obs={}", obs.display()))
            .arg("--dump")
            .arg(format!("done={}", done.display()))
            .output()
            .unwrap();
        assert!(out.status.success(), "{backend}: {}", String::from_utf8_lossy(&out.stderr));
        (std::fs::read(obs).unwrap(), std::fs::read(done).unwrap())
    };
    let (cpu, dev) = (run("cpu"), run("cuda-emulated"));
    assert!(cpu.0 == dev.0, "obs differs");
    assert!(cpu.1 == dev.1, "done differs");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--backend cuda` on a machine without a GPU or driver: one sentence, exit 1, no panic.
#[test]
fn without_a_gpu_one_sentence() {
    for cmd in [
        &["run", "envs/cartpole.rhai", "--backend", "cuda", "--steps", "2"][..],
        &["bench", "envs/cartpole.rhai", "--backend", "cuda", "--worlds", "64"][..],
    ] {
        let out =
            std::process::Command::new(env!("CARGO_BIN_EXE_mw")).current_dir(repo(".")).args(cmd).output().unwrap();
        if out.status.success() {
            eprintln!("this machine has a GPU: `mw {}` ran", cmd.join(" "));
            continue;
        }
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert_eq!(err.lines().count(), 1, "one sentence: {err}");
        assert!(err.starts_with("error: the cuda backend needs an NVIDIA GPU"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

/// A system that never ends its loop is stopped at the step time limit on the device too, and
/// the message names the loop, as on the CPU.
#[test]
fn a_loop_that_never_ends_is_stopped_on_the_device() {
    let dir = std::env::temp_dir().join(format!("mw_cuda_emulated_hang_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("hang.rhai");
    std::fs::write(&script, mw_tests::HANG).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mw"))
        .args(["run", script.to_str().unwrap(), "--worlds", "4", "--steps", "3", "--step-timeout", "1"])
        .args(["--backend", "cuda-emulated"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("step 0 ran longer than the step time limit of 1 s"), "{err}");
    assert!(err.contains("system `spin` was in the loop at") && err.contains("hang.rhai:7:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Loops over rows read the stop word before they start rather than at every row, on the
/// device as on the CPU: a step of 4096 x 4096 x 4096 iterations still stops at the limit.
#[test]
fn a_bounded_but_endless_pass_over_rows_is_stopped_on_the_device() {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/quadratic.rhai");
    let t = std::time::Instant::now();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mw"))
        .args(["run", script.to_str().unwrap(), "--worlds", "1", "--steps", "2", "--step-timeout", "1"])
        .args(["--param", "rows=4096", "--backend", "cuda-emulated"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(t.elapsed() < std::time::Duration::from_secs(60), "stopped after {:?}", t.elapsed());
    assert!(err.contains("step 0 ran longer than the step time limit of 1 s"), "{err}");
    assert!(err.contains("system `pairs` was in the loop at") && err.contains("quadratic.rhai:18:"), "{err}");
}

/// The test scripts `every_test_script_agrees` does not compare, and why: `fill.rhai` spawns a
/// thousand rows per row in one step, past what the device's regions hold within a step (they
/// grow between steps: crate mw-cuda, exec.rs), a documented difference.
const SKIPPED: &[&str] = &["fill.rhai"];

/// Every test script and golden example (arrays, big locals, entity handles, churn, spawn
/// visibility, resets in `init_world`, NaN canonicalisation, streams ...) on the emulated GPU
/// and through the host-built kernels: the same state as Cranelift after every step, or the
/// same failure.
#[test]
fn every_test_script_agrees() {
    let mut scripts: Vec<PathBuf> = Vec::new();
    for dir in ["tui/tests/scripts", "tests/golden/ok"] {
        for f in std::fs::read_dir(repo(dir)).unwrap() {
            let p = f.unwrap().path();
            if p.extension().is_some_and(|x| x == "rhai") {
                scripts.push(p);
            }
        }
    }
    scripts.sort();
    let mut compared = 0;
    let mut skipped: Vec<(String, String)> = Vec::new();
    for path in &scripts {
        let config = Config {
            worlds: 5,
            seed: 2,
            threads: 2,
            adaptive_threads: false,
            step_timeout_s: 5.0,
            ..Config::default()
        };
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        // slow_step's step is made slow for the terminal UI's test (half a second on the
        // CPU); here its semantics are what count, and at its full length the step time limit
        // was reached on a loaded machine by one backend and not another.
        let mut opts = LoadOptions::default();
        if name == "slow_step.rhai" {
            opts.params.insert("work".into(), "100000".into());
        }
        let mut cpu = match Simulation::load(path, &config, &opts) {
            Ok(s) => s,
            // Scripts written to fail at load: nothing to compare (named in SKIPPED).
            Err(e) => {
                skipped.push((name, format!("does not load: {}", e.to_string().lines().next().unwrap_or(""))));
                continue;
            }
        };
        let e = mw_jit::cuda::emit(&cpu.program, None, "t.cu", &mw_jit::cuda::Options::default());
        let mut dev =
            mw_cuda::emulate::sim(&cpu.program, e, 5, 2, 2, 64).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let host = Simulation::load(path, &config, &LoadOptions { backend: mw::Backend::CudaHost, ..opts.clone() });
        let mut host = host.unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        dev.start().unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut outgrown = false;
        for k in 0..=6 {
            if k > 0 {
                let (a, b, c) = (cpu.step(), dev.step(), host.step());
                // The device's regions grow between steps only (crate mw-cuda, exec.rs): a
                // world that more than doubles within one step (fill.rhai: a thousand spawns
                // per row) stops there. A documented difference, not a wrong result.
                if a.is_ok() && b.as_ref().is_err_and(|e| e.contains("within one step")) {
                    skipped.push((name.clone(), format!("outgrows the device's rows within step {k}")));
                    outgrown = true;
                    break;
                }
                assert_eq!(a.is_ok(), b.is_ok(), "{} step {k}: cpu {a:?}, emulated {b:?}", path.display());
                assert_eq!(a.is_ok(), c.is_ok(), "{} step {k}: cpu {a:?}, cuda-host {c:?}", path.display());
                if a.is_err() {
                    break;
                }
            }
            let want = cpu_state(&cpu);
            assert!(want == dev.state().unwrap(), "{}: the emulated GPU differs after step {k}", path.display());
            assert!(want == cpu_state(&host), "{}: the host-built kernels differ after step {k}", path.display());
        }
        compared += usize::from(!outgrown);
    }
    // Every skip is named here with its reason: a script that starts failing to load, or
    // outgrows the device, fails the test instead of being compared less.
    let names: Vec<&str> = skipped.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, SKIPPED, "skipped: {skipped:#?}");
    assert_eq!(compared + skipped.len(), scripts.len());
    eprintln!("{compared} of {} scripts agree on three backends; skipped: {skipped:?}", scripts.len());
}

/// Worlds that grow step after step (and destroy some, so free slots exist) move to larger
/// device regions between steps several times; entity handles kept in components still find
/// their rows afterwards, and the state is Cranelift's after every step.
#[test]
fn regions_grow_between_steps() {
    let dir = std::env::temp_dir().join(format!("mw_cuda_emulated_grow_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("grow.rhai");
    std::fs::write(
        &script,
        r#"let e = env("grow");
e.component("Link", #{ prev: "Entity", n: "int", seen: "int" });
e.singleton("Last", #{ e: "Entity", count: "int" });
e.archetype("Node", ["Link"]);
e.systems(`
    void init_world(Last& l) { l.e = spawn(Node); l.count = 1; }
    void add(Last& l) {
        int k = 1 + world_id() % 3;
        for (int i = 0; i < k; i++) {
            Entity x = spawn(Node);
            get(Link, x).prev = l.e;
            get(Link, x).n = l.count;
            l.e = x;
            l.count += 1;
        }
        if (l.count % 5 == 0) { destroy(get(Link, l.e).prev); }
    }
    void look(Link& s) { s.seen = alive(s.prev) ? get(Link, s.prev).n + 1000 : -1; }
`);
e.graph(["add", "look"]);
e
"#,
    )
    .unwrap();
    let worlds = 7;
    let config = Config { worlds, seed: 1, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut cpu = Simulation::load(&script, &config, &LoadOptions::default()).unwrap();
    let e = mw_jit::cuda::emit(&cpu.program, None, "g.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, 1, 2, 64).unwrap();
    dev.start().unwrap();
    let first = dev.capacity();
    let mut grew = 0;
    for k in 1..=40 {
        cpu.step().unwrap();
        let before = dev.capacity();
        dev.step().unwrap_or_else(|e| panic!("step {k}: {e}"));
        grew += usize::from(dev.capacity() > before);
        assert!(cpu_state(&cpu) == dev.state().unwrap(), "the emulated GPU differs after step {k}");
    }
    assert!(
        grew >= 3 && dev.capacity() > first * 8,
        "the regions grew {grew} times, from {first} to {} rows",
        dev.capacity()
    );
    // Each regrowth at least doubles the regions: a world that grows a few rows a step must not
    // cost a regrowth (every world's rows moved) every few steps.
    assert!(
        dev.capacity() >= first << grew,
        "the regions grew {grew} times but only from {first} to {} rows",
        dev.capacity()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Hosts that manage episodes (SEMANTICS.md 10.7a): with manual resets, marked worlds wait on
/// both backends; resets between steps of the pending worlds and of any others, and reseeding,
/// leave the device in Cranelift's state, bit for bit.
#[test]
fn host_resets_and_reseeding_agree() {
    for (env, worlds, params) in [("envs/cartpole.rhai", 40, vec![]), ("envs/boids.rhai", 3, vec![("ships", "24")])] {
        let mut opts = LoadOptions::default();
        for (k, v) in &params {
            opts.params.insert(k.to_string(), v.to_string());
        }
        let config = Config { worlds, seed: 2, threads: 2, adaptive_threads: false, ..Config::default() };
        let mut cpu = Simulation::load(&repo(env), &config, &opts).unwrap();
        let e = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
        let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, 2, 2, 64).unwrap();
        dev.start().unwrap();
        cpu.sim.set_manual_resets(true).unwrap();
        dev.set_manual_resets(true).unwrap();
        // Resets the worlds' own systems asked for (CartPole's episodes end; boids never asks).
        let mut asked = 0;
        for k in 1..=60u32 {
            cpu.step().unwrap();
            dev.step().unwrap();
            let pending = cpu.sim.pending_resets().unwrap();
            assert_eq!(pending, dev.pending_resets().unwrap(), "{env}: pending resets after step {k}");
            if k % 3 == 0 {
                // The pending worlds and one more that asked for nothing.
                let mut list = pending.clone();
                list.push(k % worlds);
                asked += pending.len();
                cpu.sim.reset_worlds(&list).unwrap();
                dev.reset_worlds(&list).unwrap();
            }
            if k == 40 {
                cpu.sim.reseed(9).unwrap();
                dev.reseed(9).unwrap();
            }
            assert!(cpu_state(&cpu) == dev.state().unwrap(), "{env}: the emulated GPU differs after step {k}");
        }
        assert!(asked > 0 || env.contains("boids"), "{env}: no world asked for a reset");
    }
}

/// Views of the device's memory (`Executor::place`): a strided view of every world's region
/// that reads what `read` copies, until the worlds grow into new memory; the memory a view
/// described is kept (retired, not freed) while the view lives.
#[test]
fn views_follow_the_device_memory_until_it_moves() {
    let dir = std::env::temp_dir().join(format!("mw_cuda_emulated_view_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("view.rhai");
    std::fs::write(
        &script,
        r#"let e = env("view");
e.component("Item", #{ n: "int", x: "float" });
e.singleton("Count", #{ total: "int" });
e.singleton("Pair", #{ a: "int", b: "float[2]" });
e.archetype("Thing", ["Item"]);
e.output("n", "Thing", "Item.n");
e.output("total", "Count");
e.output("pair", "Pair.b");
e.systems(`
    void init_world(Count& c) { spawn(Thing); c.total = 1; }
    void add(Count& c, Pair& p) {
        Entity t = spawn(Thing); get(Item, t).n = c.total * 10 + world_id(); c.total += 1;
        p.a += 1; p.b[p.a % 2] = float(p.a + world_id()) * 0.5;
    }
    void bump(Item& i) { i.x += 0.5; }
`);
e.graph(["add", "bump"]);
e
"#,
    )
    .unwrap();
    let worlds = 5;
    let config = Config { worlds, seed: 1, threads: 1, adaptive_threads: false, ..Config::default() };
    let cpu = Simulation::load(&script, &config, &LoadOptions::default()).unwrap();
    let e = mw_jit::cuda::emit(&cpu.program, None, "v.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, 1, 2, 64).unwrap();
    dev.start().unwrap();
    let n = dev.port("n", false).unwrap();
    let total = dev.port("total", false).unwrap();
    // A singleton of 4-byte words is a column a word on the device (mw_jit::cuda::single_columns):
    // a field of it is a view whose worlds are a word apart and whose elements are a column apart.
    let pair = dev.port("pair", false).unwrap();
    // Reads through a place's pointer and strides (host memory on the emulated GPU).
    let gather = |p: &mw_runtime::executor::Place| -> Vec<u8> {
        assert_eq!(p.device, None);
        let mut out = Vec::new();
        for w in 0..p.shape[0] {
            for r in 0..p.shape.get(1).copied().unwrap_or(1) {
                let at = w * p.strides[0] + r * p.strides.get(1).copied().unwrap_or(0);
                // SAFETY: inside the executor's memory, which outlives this test's reads.
                out.extend_from_slice(unsafe { std::slice::from_raw_parts(p.ptr.add(at), 4) });
            }
        }
        out
    };
    let mut moved = 0;
    let mut old: Vec<(mw_runtime::executor::Place, Vec<u8>)> = Vec::new();
    for k in 1..=40 {
        let before = dev.place(&n).unwrap().unwrap();
        dev.step().unwrap();
        let now = dev.place(&n).unwrap().unwrap();
        assert_eq!(now.shape, vec![worlds as usize, k + 1]);
        assert_eq!(gather(&now), dev.read(&n).unwrap().data.to_vec(), "step {k}");
        let t = dev.place(&total).unwrap().unwrap();
        assert_eq!(gather(&t), dev.read(&total).unwrap().data.to_vec(), "step {k}");
        let p = dev.place(&pair).unwrap().unwrap();
        assert_eq!((p.shape.clone(), p.strides.clone()), (vec![worlds as usize, 2], vec![4, 4 * worlds as usize]));
        assert_eq!(gather(&p), dev.read(&pair).unwrap().data.to_vec(), "step {k}");
        if now.ptr != before.ptr {
            moved += 1;
            // What the old view showed is still there.
            let mut shown = before.clone();
            shown.shape[1] = k;
            old.push((shown.clone(), gather(&shown)));
        }
    }
    assert!(moved >= 2, "the worlds moved {moved} times");
    for (p, bytes) in &old {
        assert_eq!(&gather(p), bytes, "retired memory changed or was freed");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// As on the CPU (hardening.rs): a step stopped at the time limit fails once, naming the loop,
/// and the simulation goes on; the device's stop word does not outlive the step.
#[test]
fn a_stopped_step_leaves_the_device_usable() {
    let config = Config { worlds: 8, threads: 2, step_timeout_s: 0.5, ..Config::default() };
    let opts = LoadOptions { backend: mw::Backend::CudaEmulated, ..LoadOptions::default() };
    let mut sim = Simulation::load(&repo("tui/tests/scripts/runaway.rhai"), &config, &opts).unwrap();
    let ctl = |sim: &mut Simulation, spin: Option<usize>| {
        let v: Vec<u8> = (0..8).flat_map(|w| i32::from(Some(w) == spin).to_le_bytes()).collect();
        let port = sim.import_port("ctl").unwrap();
        sim.write(&port, &v).unwrap();
    };
    ctl(&mut sim, None);
    sim.step().unwrap();
    ctl(&mut sim, Some(5));
    let err = sim.step().expect_err("an endless loop must fail the step").to_string();
    for want in ["step 1 ", "time limit of 0.5 s", "system `work`", "runaway.rhai:"] {
        assert!(err.contains(want), "expected `{want}` in:\n{err}");
    }
    ctl(&mut sim, None);
    for k in 3..=5 {
        sim.step().unwrap_or_else(|e| panic!("step {k} after the stopped one: {e}"));
    }
    assert_eq!(sim.sim.steps(), 4, "the stopped step is not counted");
}

/// A stopped step on the device leaves what the CPU's leaves (SEMANTICS.md 10.10): the nodes
/// after the stop and the resets wait, the tables are compacted (the row a stopped system
/// spawned is kept), and the next steps agree, in one launch or in a launch per node. The
/// stopping world is the last and the CPU runs one thread, so the CPU's stopped step is
/// deterministic here and the states are compared.
#[test]
fn a_stopped_step_ends_with_its_compaction_and_keeps_the_resets() {
    let dir = std::env::temp_dir().join(format!("mw_cuda_emulated_stopped_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("stopped.rhai");
    std::fs::write(
        &script,
        r#"let e = env("stopped");
e.component("P", #{ n: "int" });
e.archetype("A", ["P"]);
e.singleton("Ctl", #{ spin: "int" });
e.systems(`
    void init_world() { spawn(A); }
    void count(P& p, const Ctl& c) {
        p.n += 1;
        if (c.spin != 0) { reset_world(); }
    }
    void breed(Ctl& c) {
        if (c.spin != 0) {
            spawn(A);
            int i = 0;
            while (c.spin != 0) { i += 1; }
        }
    }
    void after(P& p) { p.n += 100; }
`);
e.graph(["count", "breed", "after"]);
e.input("ctl", "Ctl");
e
"#,
    )
    .unwrap();
    let worlds = 3u32;
    let config =
        Config { worlds, seed: 1, threads: 1, adaptive_threads: false, step_timeout_s: 0.3, ..Config::default() };
    for split in [false, true] {
        let mut cpu = Simulation::load(&script, &config, &LoadOptions::default()).unwrap();
        let e = mw_jit::cuda::emit(&cpu.program, None, "s.cu", &mw_jit::cuda::Options::default());
        let built = mw_cuda::emulate::EmulatedDevice::build(&e, 2, 64).unwrap();
        let limit = std::time::Duration::from_millis(300);
        let mut dev = mw_cuda::exec::DeviceSim::new(built, cpu.program.clone(), e, worlds, 1, limit).unwrap();
        if split {
            let n = dev.step_nodes().len();
            let at = dev.step_nodes().iter().position(|s| s.name == "breed").unwrap() + 1;
            let launches = vec![
                mw_cuda::planner::Launch { variant: 0, nodes: 0..at },
                mw_cuda::planner::Launch { variant: 0, nodes: at..n },
            ];
            dev.set_launches(launches).unwrap();
        }
        dev.start().unwrap();
        let port = cpu.import_port("ctl").unwrap();
        let mut both = |spin: bool, k: usize| {
            let v: Vec<u8> = (0..worlds).flat_map(|w| i32::from(spin && w + 1 == worlds).to_le_bytes()).collect();
            cpu.sim.write(&port, &v).unwrap();
            dev.write(&port, &v).unwrap();
            let (a, b) = (cpu.step(), dev.step());
            assert_eq!(a.is_ok(), b.is_ok(), "split {split} step {k}: cpu {a:?}, emulated {b:?}");
            if spin {
                assert!(b.unwrap_err().contains("time limit"), "split {split} step {k}");
            }
            assert!(cpu_state(&cpu) == dev.state().unwrap(), "split {split}: the emulated GPU differs after step {k}");
        };
        both(false, 1);
        both(true, 2);
        both(false, 3);
        both(false, 4);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A world that more than doubles within a step stops it with "table full" on the device; the
/// tables then grow as after any step, and the next steps run.
#[test]
fn a_step_stopped_by_a_full_table_is_followed_by_steps_that_run() {
    let dir = std::env::temp_dir().join(format!("mw_cuda_emulated_full_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("burst.rhai");
    std::fs::write(
        &script,
        r#"let e = env("burst");
e.component("P", #{ n: "int" });
e.archetype("A", ["P"]);
e.singleton("Ctl", #{ burst: "int" });
e.systems(`
    void init_world() { spawn(A); }
    void grow(Ctl& c) { for (int i = 0; i < c.burst; i++) { spawn(A); } }
    void bump(P& p) { p.n += 1; }
`);
e.graph(["grow", "bump"]);
e.input("ctl", "Ctl");
e
"#,
    )
    .unwrap();
    let worlds = 4u32;
    let config = Config { worlds, seed: 1, threads: 1, adaptive_threads: false, ..Config::default() };
    let cpu = Simulation::load(&script, &config, &LoadOptions::default()).unwrap();
    let port = cpu.import_port("ctl").unwrap();
    let e = mw_jit::cuda::emit(&cpu.program, None, "b.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, 1, 2, 64).unwrap();
    dev.start().unwrap();
    let burst = |dev: &mut mw_cuda::exec::DeviceSim<_>, n: i32| {
        let v: Vec<u8> = (0..worlds).flat_map(|w| (if w == 0 { n } else { 0 }).to_le_bytes()).collect();
        dev.write(&port, &v).unwrap();
        dev.step()
    };
    let cap = dev.capacity();
    let err = burst(&mut dev, 5 * cap as i32).expect_err("the burst outgrows the rows");
    assert!(err.contains("within one step"), "{err}");
    assert!(dev.capacity() > cap, "the rows grew after the full table: {} -> {}", cap, dev.capacity());
    burst(&mut dev, 0).unwrap();
    burst(&mut dev, 3).unwrap();
    assert_eq!(dev.steps(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The layout the worlds leave at a reseed (or growth) is freed unless a view of it is alive
/// (`Executor::place`, what NumPy arrays and DLPack tensors hold through Python's `View`): a
/// live view's layout stays readable and unchanged, only that one is kept, and it is freed at
/// the first step or reseed after the view is gone. (Issue 32: every reseed kept the old layout
/// once a view had been handed out.)
#[test]
fn retired_layouts_are_freed_when_their_last_view_goes() {
    let worlds = 64;
    let config = Config { worlds, seed: 3, threads: 1, adaptive_threads: false, ..Config::default() };
    let cpu = Simulation::load(&repo("envs/cartpole.rhai"), &config, &LoadOptions::default()).unwrap();
    let e = mw_jit::cuda::emit(&cpu.program, None, "c.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, 3, 2, 64).unwrap();
    dev.start().unwrap();
    let obs = dev.port("obs", false).unwrap();
    // A view taken and dropped (an array or tensor that is gone) keeps nothing.
    for s in 0..20 {
        let v = dev.place(&obs).unwrap().unwrap();
        dev.step().unwrap();
        drop(v);
        dev.reseed(s).unwrap();
        assert_eq!(dev.retired_bytes(), 0, "reseed {s}");
    }
    let gather = |p: &mw_runtime::executor::Place| -> Vec<u8> {
        let mut out = Vec::new();
        for w in 0..p.shape[0] {
            for r in 0..p.shape[1] {
                let at = w * p.strides[0] + r * p.strides[1];
                // SAFETY: the place's memory, which its lease keeps.
                out.extend_from_slice(unsafe { std::slice::from_raw_parts(p.ptr.add(at), 16) });
            }
        }
        out
    };
    // A live view (and its clone) keeps its own layout, readable and as it was, and no other.
    dev.step().unwrap();
    let v = dev.place(&obs).unwrap().unwrap();
    let shown = gather(&v);
    assert_eq!(shown, dev.read(&obs).unwrap().data.to_vec());
    let w = v.clone();
    drop(v);
    dev.reseed(100).unwrap();
    let one = dev.retired_bytes();
    assert!(one > 0, "the viewed layout was freed");
    for s in 101..120 {
        dev.step().unwrap();
        dev.reseed(s).unwrap();
        assert_eq!(dev.retired_bytes(), one, "reseed {s} kept more than the viewed layout");
    }
    assert_eq!(gather(&w), shown, "the retired layout changed");
    assert!(w != dev.place(&obs).unwrap().unwrap(), "the old view describes the new memory");
    drop(w);
    dev.step().unwrap();
    assert_eq!(dev.retired_bytes(), 0, "the layout outlived its last view");
}

/// A `libcuda.so` that lacks driver functions the backend calls (a stub, a broken install):
/// one sentence naming the library and the first missing function, exit 1, never cudarc's
/// "Missing symbol" panic. Stub libraries come first on `LD_LIBRARY_PATH`, the way the driver
/// is found, even on a machine with a GPU.
#[test]
fn a_driver_without_its_functions_is_one_sentence() {
    let dir = std::env::temp_dir().join(format!("mw_fake_libcuda_{}", std::process::id()));
    let all: Vec<&str> = mw_cuda::gpu::DRIVER_CALLS.iter().map(|c| c.1).collect();
    let cases: [(&str, Vec<&str>, String); 2] = [
        // Only one function: cuInit, the first call, is missing, and the rest with it.
        ("bare", vec!["cuDeviceGetCount"], format!("lacks cuInit and {} more driver functions,", all.len() - 2)),
        // Everything but a function called only at launch: found at open, before any call.
        ("nolaunch", all.iter().copied().filter(|s| *s != "cuLaunchKernel").collect(), "lacks cuLaunchKernel,".into()),
    ];
    for (tag, defined, expect) in cases {
        let lib = dir.join(tag);
        std::fs::create_dir_all(&lib).unwrap();
        let c: String = defined.iter().map(|s| format!("int {s}(void) {{ return 999; }}\n")).collect();
        std::fs::write(lib.join("fake.c"), c).unwrap();
        let built = std::process::Command::new("cc")
            .args(["-shared", "-fPIC", "-o"])
            .arg(lib.join("libcuda.so"))
            .arg(lib.join("fake.c"))
            .status();
        if !built.is_ok_and(|s| s.success()) {
            // Where the test dependencies are required, a missing `cc` fails rather than
            // letting this test pass without running.
            if let Some(why) = mw_tests::deps_required(env!("CARGO_TARGET_TMPDIR")) {
                panic!("{why}, but there is no C compiler (`cc`) to make a stub libcuda.so");
            }
            eprintln!("NOT RUN (no C compiler to make a stub libcuda.so)");
            return;
        }
        for cmd in [
            &["run", "envs/cartpole.rhai", "--backend", "cuda", "--steps", "1"][..],
            &["bench", "envs/cartpole.rhai", "--backend", "cuda", "--worlds", "64"][..],
        ] {
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_mw"))
                .current_dir(repo("."))
                .args(cmd)
                .env("LD_LIBRARY_PATH", &lib)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{tag}: {err}");
            assert_eq!(err.lines().count(), 1, "{tag}: one sentence: {err}");
            let path = lib.join("libcuda.so");
            assert!(err.starts_with(&format!("error: the CUDA driver library {} ", path.display())), "{tag}: {err}");
            assert!(err.contains(&expect) && err.contains("run with --backend cpu"), "{tag}: {err}");
            assert!(!err.contains("panicked") && !err.contains("Missing symbol"), "{tag}: {err}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Worlds whose regions grow (bullets spawn and die every step, some worlds more than others)
/// run many steps in a launch too: a launch ends after the step that leaves a table past half
/// its region (mw_must_grow), the host grows the regions, and the next launch goes on: the
/// state is Cranelift's after each run, in fewer launches than steps.
#[test]
fn many_steps_in_one_launch_grow_their_regions() {
    let worlds = 12;
    let config = Config { worlds, seed: 5, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut opts = LoadOptions::default();
    opts.params.insert("ships".into(), "6".into());
    let mut cpu = Simulation::load(&repo("bench/scripts/bullets.rhai"), &config, &opts).unwrap();
    let e = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, 5, 2, 64).unwrap();
    dev.set_batch_time(std::time::Duration::from_secs(60));
    dev.start().unwrap();
    let before = dev.launches_made();
    let mut caps = vec![dev.capacity()];
    let mut steps = 0;
    for k in [1u64, 3, 30, 60] {
        let (done, r) = dev.step_many(k);
        r.unwrap();
        assert_eq!(done, k);
        for _ in 0..k {
            cpu.step().unwrap();
        }
        steps += k;
        assert_eq!(dev.steps(), steps);
        assert!(cpu_state(&cpu) == dev.state().unwrap(), "the device differs from Cranelift after {steps} steps");
        caps.push(dev.capacity());
    }
    // The regions grew during the runs of many steps, not only before them.
    assert!(caps[4] > caps[2], "regions of {caps:?} rows: none grew within a run of steps");
    let launches = dev.launches_made() - before;
    assert!(launches < steps / 4, "{launches} launches for {steps} steps: the steps did not share launches");
}

/// `step_many` runs steps in one launch where nothing happens on the host between them (the
/// megakernel's step loop: the last warp out of a step readies and publishes the next): the
/// worlds are Cranelift's after every run of steps, bit for bit, in fewer launches than steps;
/// a step that never ends stops the run at that step, with the steps before it kept.
#[test]
fn many_steps_in_one_launch_are_the_single_steps() {
    let worlds = 100;
    let config = Config { worlds, seed: 3, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut cpu = Simulation::load(&repo("envs/cartpole.rhai"), &config, &LoadOptions::default()).unwrap();
    let e = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&cpu.program, e, worlds, 3, 2, 64).unwrap();
    // Launches as long as they need (however loaded the machine): a launch a call but the first.
    dev.set_batch_time(std::time::Duration::from_secs(60));
    dev.start().unwrap();
    let before = dev.launches_made();
    let mut steps = 0;
    for k in [1u64, 5, 40, 300, 2] {
        let (done, r) = dev.step_many(k);
        r.unwrap();
        assert_eq!(done, k);
        for _ in 0..k {
            cpu.step().unwrap();
        }
        steps += k;
        assert_eq!(dev.steps(), steps);
        assert!(cpu_state(&cpu) == dev.state().unwrap(), "the device differs from Cranelift after {steps} steps");
    }
    // The first step alone (it measures a step), then one launch for each run of steps.
    assert_eq!(dev.launches_made() - before, 5, "the steps did not share launches");

    // All worlds loop forever from their 4th step on (a.x reaches 4).
    let dir = std::env::temp_dir().join(format!("mw_cuda_emulated_late_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("late.rhai");
    std::fs::write(
        &script,
        "let e = env(\"late\");\ne.component(\"A\", #{ x: \"int\" });\ne.archetype(\"P\", [\"A\"]);\n\
         e.systems(`\n    void init_world() { spawn(P); }\n    void tick(A& a) {\n        a.x += 1;\n        \
         while (a.x == 4) { a.x = a.x + 0; }\n    }\n`);\ne.graph([\"tick\"]);\ne\n",
    )
    .unwrap();
    let p = mw_tests::program(&script, &Default::default());
    let e = mw_jit::cuda::emit(&p, None, "kernels.cu", &mw_jit::cuda::Options::default());
    let built = mw_cuda::emulate::EmulatedDevice::build(&e, 2, 64).unwrap();
    let limit = std::time::Duration::from_millis(500);
    let mut dev = mw_cuda::exec::DeviceSim::new(built, p.clone(), e, 8, 1, limit).unwrap();
    dev.set_batch_time(std::time::Duration::from_secs(60));
    dev.start().unwrap();
    let t0 = std::time::Instant::now();
    let (done, r) = dev.step_many(50);
    let err = r.expect_err("a step that never ends must fail the run");
    assert_eq!(done, 3, "{err}");
    assert!(err.contains("step 3 ") && err.contains("time limit"), "{err}");
    assert!(t0.elapsed().as_secs_f64() < 20.0, "the stop took {:?}", t0.elapsed());
    assert_eq!(dev.steps(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Resets by a mask in the executor's own memory (`Executor::reset_where`: what the torch env
/// hands a device tensor to) reset exactly the mask's worlds, keep every other world's pending
/// mark, and leave the bits resets by a list leave; `pending_into` writes the marks
/// `pending_resets` lists. On the emulated GPU (the device's mask phases) and the CPU, with a
/// world count that is not a multiple of 32 (the device packs marks 32 worlds a word).
#[test]
fn resets_by_a_mask_in_the_executors_memory() {
    let worlds = 70u32;
    let config = Config { worlds, seed: 3, threads: 2, adaptive_threads: false, ..Config::default() };
    let opts = LoadOptions::default();
    let load = || Simulation::load(&repo("envs/cartpole.rhai"), &config, &opts).unwrap();
    let (mut by_list, mut by_mask) = (load(), load());
    let e = mw_jit::cuda::emit(&by_list.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&by_list.program, e, worlds, 3, 2, 64).unwrap();
    dev.start().unwrap();
    by_list.sim.set_manual_resets(true).unwrap();
    by_mask.sim.set_manual_resets(true).unwrap();
    dev.set_manual_resets(true).unwrap();
    let (mut kept, mut reset) = (0, 0);
    for k in 0..150u32 {
        by_list.step().unwrap();
        by_mask.step().unwrap();
        dev.step().unwrap();
        let pending = by_list.sim.pending_resets().unwrap();
        let want: Vec<u8> = (0..worlds).map(|w| u8::from(pending.contains(&w))).collect();
        for (name, ex) in [("cpu", by_mask.sim.as_mut() as &mut dyn Executor), ("emulated", &mut dev)] {
            let mut out = vec![7u8; worlds as usize];
            // SAFETY: `worlds` bytes of host memory, the memory of both executors.
            unsafe { ex.pending_into(out.as_mut_ptr()) }.unwrap();
            assert_eq!(out, want, "{name}: the pending marks after step {k}");
        }
        // Some pending worlds (not all: the others must stay pending) and some that are not.
        let mask: Vec<u8> = (0..worlds)
            .map(|w| u8::from((want[w as usize] == 1 && (w + k) % 3 != 0) || (w * 7 + k) % 23 == 0))
            .collect();
        let list: Vec<u32> = (0..worlds).filter(|&w| mask[w as usize] != 0).collect();
        kept += pending.iter().filter(|&&w| mask[w as usize] == 0).count();
        reset += list.len();
        by_list.sim.reset_worlds(&list).unwrap();
        // SAFETY: as above.
        unsafe { by_mask.sim.reset_where(mask.as_ptr()) }.unwrap();
        // SAFETY: as above.
        unsafe { dev.reset_where(mask.as_ptr()) }.unwrap();
        let a = cpu_state(&by_list);
        assert!(a == cpu_state(&by_mask), "cpu: a reset by mask differs from one by list after step {k}");
        assert!(a == dev.state().unwrap(), "emulated: a reset by mask differs from one by list after step {k}");
        let pending = by_list.sim.pending_resets().unwrap();
        assert_eq!(by_mask.sim.pending_resets().unwrap(), pending, "cpu: the marks kept after step {k}");
        assert_eq!(dev.pending_resets().unwrap(), pending, "emulated: the marks kept after step {k}");
    }
    assert!(kept > 20 && reset > 100, "the test kept {kept} marks and reset {reset} worlds");
}

/// A reset by mask stopped at the step time limit (an `init_world` that never ends in a reset)
/// fails with the reason, and the worlds the mask left keep their pending resets: on the
/// emulated GPU the marks the mask phases set aside are listed again after a stop too.
#[test]
fn a_stopped_reset_by_mask_keeps_the_other_marks() {
    let config = Config { worlds: 40, threads: 2, step_timeout_s: 0.5, ..Config::default() };
    for backend in [mw::Backend::Cpu, mw::Backend::CudaEmulated] {
        let opts = LoadOptions { backend, ..LoadOptions::default() };
        let mut sim = Simulation::load(&repo("tui/tests/scripts/reset_hang.rhai"), &config, &opts).unwrap();
        sim.sim.set_manual_resets(true).unwrap();
        sim.step().unwrap();
        assert_eq!(sim.sim.pending_resets().unwrap(), (0..40).collect::<Vec<u32>>(), "{backend:?}");
        let mask: Vec<u8> = (0..40).map(|w| u8::from(w == 3 || w == 33)).collect();
        // SAFETY: 40 bytes of host memory, both executors' memory.
        let err = unsafe { sim.sim.reset_where(mask.as_ptr()) }.expect_err("the reset must be stopped");
        assert!(err.contains("time limit of 0.5 s"), "{backend:?}: {err}");
        let pending = sim.sim.pending_resets().unwrap();
        for w in (0..40).filter(|w| *w != 3 && *w != 33) {
            assert!(pending.contains(&w), "{backend:?}: world {w}'s reset is no longer pending: {pending:?}");
        }
        sim.step().unwrap_or_else(|e| panic!("{backend:?}: a step after the stopped reset: {e}"));
    }
}
