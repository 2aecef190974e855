//! The profiling pass and launch plans, end to end on the emulated GPU (the device code
//! unchanged on host threads, its `%globaltimer` the host's clock): device timers name every
//! node of the step; a step split into launches of different variants leaves the same bits as
//! one launch (and as Cranelift); the pass leaves the worlds as new; `mw profile` prints its
//! table and keeps a plan that `mw run --plan auto` then loads.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};
use mw_cuda::emulate::EmulatedDevice;
use mw_cuda::exec::DeviceSim;
use mw_cuda::planner::Launch;
use mw_runtime::Executor;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn opts(params: &[(&str, &str)]) -> LoadOptions {
    let mut o = LoadOptions::default();
    for (k, v) in params {
        o.params.insert(k.to_string(), v.to_string());
    }
    o
}

/// The CPU simulation and, beside it, the emulated GPU with every default variant, started.
fn pair(env: &str, params: &[(&str, &str)], worlds: u32, seed: u64) -> (Simulation, DeviceSim<EmulatedDevice>) {
    let config = Config { worlds, seed, threads: 2, adaptive_threads: false, ..Config::default() };
    let cpu = Simulation::load(&repo(env), &config, &opts(params)).unwrap_or_else(|e| panic!("{env}: {e}"));
    let dev = device(&cpu, worlds, seed);
    (cpu, dev)
}

fn device(cpu: &Simulation, worlds: u32, seed: u64) -> DeviceSim<EmulatedDevice> {
    let e = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
    let d = EmulatedDevice::build(&e, 2, 64).unwrap().with_variants(&mw_cuda::DEFAULT_BUDGETS);
    let mut dev = DeviceSim::new(d, cpu.program.clone(), e, worlds, seed, std::time::Duration::from_secs(30)).unwrap();
    dev.start().unwrap();
    dev
}

/// One launch per node, cycling through the variants.
fn every_node_alone(dev: &DeviceSim<EmulatedDevice>) -> Vec<Launch> {
    let v = dev.variants().len();
    (0..dev.step_nodes().len()).map(|n| Launch { variant: n % v, nodes: n..n + 1 }).collect()
}

#[test]
fn device_timers_name_every_node_and_its_variant() {
    let (_cpu, mut dev) = pair("envs/boids.rhai", &[("ships", "24")], 3, 1);
    let nodes: Vec<String> = dev.step_nodes().iter().map(|n| n.name.clone()).collect();
    assert!(nodes.iter().any(|n| n == "steer"), "{nodes:?}");
    assert!(nodes.iter().any(|n| n.starts_with("sort")), "{nodes:?}");
    assert!(nodes.iter().any(|n| n == "reset"), "{nodes:?}");
    // The nodes cover the step program's phases, in order.
    let ph: Vec<_> = dev.step_nodes().iter().map(|n| n.phases.clone()).collect();
    assert_eq!(ph[0].start, 0);
    assert!(ph.windows(2).all(|w| w[0].end == w[1].start && w[0].start < w[0].end), "{ph:?}");
    let plan = every_node_alone(&dev);
    dev.set_launches(plan.clone()).unwrap();
    for _ in 0..3 {
        dev.step().unwrap();
        let t = dev.last_step();
        let names: Vec<&str> = t.iter().map(|t| t.name.as_str()).collect();
        let mut want: Vec<&str> = nodes.iter().map(|n| n.as_str()).collect();
        want.push("launch");
        assert_eq!(names, want);
        for (k, n) in t.iter().take(nodes.len()).enumerate() {
            assert_eq!(n.variant, Some(mw_cuda::DEFAULT_BUDGETS[plan[k].variant]), "{}", n.name);
        }
        // Steering a few dozen ships on host threads takes measurable time; the launches'
        // own cost (thread start-up here) is the engine node `launch`.
        let steer = t.iter().find(|n| n.name == "steer").unwrap();
        assert!(steer.nanos > 0, "{t:?}");
        assert!(t.last().unwrap().nanos > 0, "{t:?}");
        assert_eq!(t.last().unwrap().rows, plan.len() as u64, "launches");
        // The trace has an event per node, inside the step.
        assert_eq!(dev.last_events().len(), nodes.len());
    }
    // Under manual resets no launch runs the reset pass: it keeps its place, with no time.
    dev.set_manual_resets(true).unwrap();
    dev.step().unwrap();
    let t = dev.last_step();
    assert_eq!(t.len(), nodes.len() + 1);
    let reset = t.iter().find(|n| n.name == "reset").unwrap();
    assert_eq!((reset.nanos, reset.variant), (0, None));
    assert_eq!(dev.last_events().len(), nodes.len() - 1);
}

#[test]
fn split_launches_leave_the_same_bits() {
    // Boids runs 75 steps: its ships live 50 to 400 steps (envs/boids.rhai), so only a run
    // well past step 50 reaches the destroys and spawns of `age` and `fade`.
    for (env, worlds, params, steps) in [
        ("envs/cartpole.rhai", 40, vec![], 30),
        ("envs/boids.rhai", 3, vec![("ships", "24")], 75),
        ("envs/crowd.rhai", 2, vec![("agents", "8"), ("samples", "10")], 30),
    ] {
        let (mut cpu, mut dev) = pair(env, &params, worlds, 3);
        let alone = every_node_alone(&dev);
        let n = dev.step_nodes().len();
        // Boids' explosions, counted after every step.
        let explosion = cpu.program.spec.archetype("Explosion").map(|a| a.0);
        let mut booms = 0;
        // Two launches, split in the middle, then one per node.
        dev.set_launches(vec![Launch { variant: 4, nodes: 0..n / 2 }, Launch { variant: 1, nodes: n / 2..n }]).unwrap();
        for k in 1..=steps {
            if k == 10 {
                dev.set_launches(alone.clone()).unwrap();
            }
            if k == 20 {
                // Manual resets skip the reset phase inside its own launch.
                cpu.sim.set_manual_resets(true).unwrap();
                dev.set_manual_resets(true).unwrap();
            }
            cpu.step().unwrap();
            dev.step().unwrap_or_else(|e| panic!("{env} step {k}: {e}"));
            if k >= 20 {
                let p = cpu.sim.pending_resets().unwrap();
                assert_eq!(p, dev.pending_resets().unwrap(), "{env}: pending after step {k}");
                cpu.sim.reset_worlds(&p).unwrap();
                dev.reset_worlds(&p).unwrap();
            }
            let a = mw_tests::cpu_state(&cpu.program.spec, cpu.sim.as_ref());
            assert!(a == dev.state().unwrap(), "{env}: split launches differ from Cranelift after step {k}");
            if let Some(x) = explosion {
                booms += cpu.sim.raw_entities(x).unwrap().len();
            }
        }
        if explosion.is_some() {
            assert!(booms > 0, "{env}: no ship exploded in {steps} steps, so no destroy or spawn was compared");
        }
    }
}

#[test]
fn plans_that_do_not_cover_the_step_are_refused() {
    let (_cpu, mut dev) = pair("envs/cartpole.rhai", &[], 4, 0);
    let n = dev.step_nodes().len();
    for bad in [
        vec![Launch { variant: 0, nodes: 0..n - 1 }],
        vec![Launch { variant: 0, nodes: 1..n }],
        vec![Launch { variant: 0, nodes: 0..1 }, Launch { variant: 0, nodes: 2..n }],
        vec![Launch { variant: 9, nodes: 0..n }],
        vec![Launch { variant: 0, nodes: 0..0 }, Launch { variant: 0, nodes: 0..n }],
    ] {
        let e = dev.set_launches(bad.clone()).unwrap_err();
        assert!(e.contains("must cover the step"), "{bad:?}: {e}");
    }
    // The plan in force is untouched.
    assert!(dev.launches().is_empty());
    dev.step().unwrap();
}

#[test]
fn the_pass_leaves_the_worlds_as_new() {
    let (cpu, mut dev) = pair("envs/boids.rhai", &[("ships", "24")], 3, 7);
    let before = dev.state().unwrap();
    let lines = std::cell::RefCell::new(Vec::new());
    let p = mw_cuda::profile::run(&mut dev, 1, 2, &|l: &str| lines.borrow_mut().push(l.to_string())).unwrap();
    assert_eq!(lines.borrow().len(), mw_cuda::DEFAULT_BUDGETS.len(), "a progress line per variant");
    assert_eq!(p.budgets, mw_cuda::DEFAULT_BUDGETS.to_vec());
    assert_eq!(p.nodes.len(), dev.step_nodes().len());
    assert!(p.ns.iter().flatten().all(|t| t.is_finite() && *t >= 0.0), "{p:?}");
    assert!(p.launch_ns > 0.0);
    assert_eq!(dev.steps(), 0);
    assert!(dev.state().unwrap() == before, "the pass changed the worlds");
    // And the steps after it are a new simulation's.
    let mut fresh = device(&cpu, 3, 7);
    dev.set_launches(p.plan()).unwrap();
    for k in 1..=10 {
        dev.step().unwrap();
        fresh.step().unwrap();
        assert!(dev.state().unwrap() == fresh.state().unwrap(), "after the pass, step {k} differs");
    }
    // Not after the first step.
    assert!(mw_cuda::profile::run(&mut dev, 1, 1, &|_: &str| {}).unwrap_err().contains("before the first step"));
}

fn mw(args: &[&str], cache: &Path) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mw"))
        .current_dir(repo("."))
        .env("MW_CACHE_DIR", cache)
        .args(args)
        .output()
        .unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn mw_profile_keeps_a_plan_that_mw_run_loads() {
    let cache = std::env::temp_dir().join(format!("mw_profile_cli_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    let profile = ["profile", "envs/cartpole.rhai", "--backend", "cuda-emulated", "--worlds", "32", "--steps", "2"];
    let (ok, out, err) = mw(&profile, &cache);
    assert!(ok, "{err}");
    for want in ["32 regs", "255 regs", "random_policy+physics+score", "reset", "one more launch costs", "plan: "] {
        assert!(out.contains(want), "no {want:?} in:\n{out}");
    }
    assert!(out.contains('*'), "the chosen variant is marked:\n{out}");
    assert!(err.contains("profiling variant 5 of 5"), "progress lines:\n{err}");
    // The emulated GPU's parallelism: the fused kernel resets its world, so a thread walks each
    // world's one pole (1 + 1 iteration), 32 worlds a step over the pass's 5 x 5 steps.
    for want in ["items/step", "longest chain in", "parallelism of the pass's 25 steps", "- longest: "] {
        assert!(out.contains(want), "no {want:?} in:\n{out}");
    }
    let row = out.lines().filter(|l| l.starts_with("random_policy+physics+score ")).nth(1).unwrap_or_default();
    let cols: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(cols.get(1..5), Some(&["1", "32", "64", "2"][..]), "{row}\n{out}");
    assert!(row.contains("a thread per world"), "{row}");
    let kept: Vec<_> = std::fs::read_dir(cache.join("plans")).unwrap().collect();
    assert_eq!(kept.len(), 1, "one plan kept");

    // `--plan auto` on the same module, GPU and bracket: loaded, not profiled again.
    let run = |plan: &str, worlds: &str| {
        mw(
            &[
                "run",
                "envs/cartpole.rhai",
                "--backend",
                "cuda-emulated",
                "--worlds",
                worlds,
                "--steps",
                "3",
                "--plan",
                plan,
            ],
            &cache,
        )
    };
    let (ok, out, err) = run("auto", "20");
    assert!(ok, "{err}");
    assert!(err.contains("launch plan:") && err.contains("kept from an earlier profile"), "{err}");
    assert!(!err.contains("profiling variant"), "{err}");
    // The summary's nodes say which variant ran them.
    assert!(out.contains("random_policy+physics+score"), "{out}");
    // A damaged plan file is profiled over, and the report says so.
    let kept = std::fs::read_dir(cache.join("plans")).unwrap().next().unwrap().unwrap().path();
    std::fs::write(&kept, "{\"version\": 1, \"nodes\": [").unwrap();
    let (ok, _, err) = run("auto", "20");
    assert!(ok && err.contains("profiled in") && err.contains("could not be read"), "{err}");
    let (ok, _, err) = run("auto", "20");
    assert!(ok && err.contains("kept from an earlier profile"), "rewritten whole:\n{err}");
    // Another bracket profiles (and keeps a second plan).
    let (ok, _, err) = run("auto", "33");
    assert!(ok, "{err}");
    assert!(err.contains("profiling variant 1 of 5") && err.contains("profiled in"), "{err}");
    assert_eq!(std::fs::read_dir(cache.join("plans")).unwrap().count(), 2);
    // Fixed, and the emulated default.
    let (ok, _, err) = run("fixed:96", "20");
    assert!(ok && err.contains("launch plan: 96 regs: the whole step (fixed by --plan)"), "{err}");
    let (ok, _, err) =
        mw(&["run", "envs/cartpole.rhai", "--backend", "cuda-emulated", "--worlds", "8", "--steps", "1"], &cache);
    assert!(ok && err.contains("launch plan: 32 regs"), "{err}");
    // Bad plans: one line each, no panic.
    let (ok, _, err) = run("fixed:40", "20");
    assert!(!ok && err.contains("no variant of 40 registers") && !err.contains("panicked"), "{err}");
    let (ok, _, err) = run("fastest", "20");
    assert!(!ok && err.contains("expected auto, profile or fixed:N"), "{err}");
    // Without a GPU, `mw profile` points at the emulated one (where this machine has one, it
    // profiles it).
    let (ok, _, err) = mw(&["profile", "envs/cartpole.rhai", "--worlds", "8", "--steps", "1"], &cache);
    assert!(ok || err.contains("--backend cuda-emulated"), "{err}");
    // `mw profile` is for the CUDA backends.
    let (ok, _, err) = mw(&["profile", "envs/cartpole.rhai", "--backend", "cpu"], &cache);
    assert!(!ok && err.contains("use --backend cuda"), "{err}");
    let _ = std::fs::remove_dir_all(&cache);
}

/// New code swapped in between steps (`--watch`, `Sim.reload()`) runs under a plan that follows
/// the old one: one launch of a variant (`--plan fixed:N`) stays that variant; a profiled plan
/// becomes the plan kept for the new code on this GPU and bracket (found by its key), or one
/// launch of the first variant where none is kept.
#[test]
fn a_swap_keeps_a_fixed_variant_or_finds_the_plan_kept_for_the_new_code() {
    let (cpu, mut dev) = pair("envs/cartpole.rhai", &[], 16, 3);
    let n = dev.step_nodes().len();
    let whole = |variant| vec![Launch { variant, nodes: 0..n }];
    let code = |gpu: &str| {
        let e = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
        let build = EmulatedDevice::build(&e, 2, 64).unwrap().with_variants(&mw_cuda::DEFAULT_BUDGETS);
        let code = mw_cuda::exec::DeviceCode {
            program: cpu.program.clone(),
            emitted: e,
            build: Box::new(build),
            gpu: gpu.into(),
        };
        Box::new(code) as Box<dyn std::any::Any + Send>
    };
    // Fixed: through a real swap, the variant stays.
    dev.set_launches(whole(2)).unwrap();
    dev.step().unwrap();
    dev.swap_code(&cpu.program.spec, code("emulated")).unwrap();
    assert_eq!(dev.launches(), &whole(2)[..]);
    dev.step().unwrap();
    assert!(dev.plan_after_swap(&[], "emulated", None).is_empty());
    // Profiled: the plan kept under the new code's key, if any.
    let cache = std::env::temp_dir().join(format!("mw_swap_plan_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    let alone = every_node_alone(&dev);
    assert!(dev.plan_after_swap(&alone, "emulated", Some(&cache)).is_empty(), "nothing kept yet");
    let (_, mut fresh) = pair("envs/cartpole.rhai", &[], 16, 3);
    let p = mw_cuda::profile::run(&mut fresh, 1, 1, &|_: &str| {}).unwrap();
    let source = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default()).source;
    let key = mw_cuda::profile::key(&source, &dev.variants(), "emulated", dev.worlds());
    let kept = mw_cuda::profile::Cached { profile: p, launches: alone.clone() };
    mw_cuda::profile::store(&cache, &key, "emulated", &kept).unwrap();
    let profiled = vec![Launch { variant: 1, nodes: 0..1 }, Launch { variant: 3, nodes: 1..n }];
    assert_eq!(dev.plan_after_swap(&profiled, "emulated", Some(&cache)), alone);
    assert!(dev.plan_after_swap(&profiled, "another GPU", Some(&cache)).is_empty(), "another GPU's plan");
    let _ = std::fs::remove_dir_all(&cache);
}

/// New code whose plan was profiled, and that has no plan kept for it, is profiled over the live
/// steps after the swap (each variant a few whole steps), then the planner's plan switches in
/// and is kept under the new code's key; the worlds step on meanwhile, bit for bit as on the
/// CPU (a variant only changes the time). While it runs, the launch plan says how far it is.
#[test]
fn new_code_is_profiled_in_the_background_while_the_worlds_step() {
    let (mut cpu, mut dev) = pair("envs/cartpole.rhai", &[], 16, 3);
    let gpu = format!("background-test-{}", std::process::id());
    dev.set_launches(every_node_alone(&dev)).unwrap();
    dev.set_plan_origin(mw_cuda::exec::PlanOrigin {
        how: "profiled at load".into(),
        profile: Some((1, 2)),
        gpu: gpu.clone(),
    });
    let e = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
    let source = e.source.clone();
    let build = EmulatedDevice::build(&e, 2, 64).unwrap().with_variants(&mw_cuda::DEFAULT_BUDGETS);
    let code = mw_cuda::exec::DeviceCode {
        program: cpu.program.clone(),
        emitted: e,
        build: Box::new(build),
        gpu: gpu.clone(),
    };
    for _ in 0..2 {
        cpu.step().unwrap();
        dev.step().unwrap();
    }
    dev.swap_code(&cpu.program.spec, Box::new(code)).unwrap();
    assert!(dev.profiling_in_background(), "no plan is kept for this GPU: a profile starts");
    let variants = dev.variants().len();
    let mut seen = Vec::new();
    for k in 0..variants * 3 {
        let plan = dev.launch_plan().unwrap();
        assert!(plan.how.starts_with("profiling the new code in the background: variant"), "{plan:?}");
        cpu.step().unwrap();
        dev.step().unwrap_or_else(|e| panic!("step {k} of the background profile: {e}"));
        // The variant that ran the step (after the last, the plan chosen is in place).
        if k + 1 < variants * 3 {
            seen.push(dev.launches()[0].variant);
        }
        assert!(mw_tests::cpu_state(&cpu.program.spec, cpu.sim.as_ref()) == dev.state().unwrap(), "step {k}");
    }
    let each: Vec<usize> = (0..variants).flat_map(|v| [v; 3]).collect();
    assert_eq!(seen, each[..each.len() - 1], "each variant 1 + 2 steps, in turn");
    assert!(!dev.profiling_in_background());
    let plan = dev.launch_plan().unwrap();
    assert!(plan.how.starts_with("profiled in the background after the reload, kept in"), "{plan:?}");
    let n = dev.step_nodes().len();
    let l = dev.launches();
    assert!(!l.is_empty() && l[0].nodes.start == 0 && l[l.len() - 1].nodes.end == n, "{l:?}");
    // Kept: the next load (or swap) of this code on this GPU finds it.
    let dir = mw_cuda::cache_dir().expect("a cache directory");
    let key = mw_cuda::profile::key(&source, &dev.variants(), &gpu, dev.worlds());
    let names: Vec<String> = dev.step_nodes().iter().map(|n| n.name.clone()).collect();
    let kept = mw_cuda::profile::load(&dir, &key, &names, &dev.variants()).expect("the plan was kept");
    assert_eq!(kept.launches, l);
    let _ = std::fs::remove_file(mw_cuda::profile::path(&dir, &key));
    for _ in 0..3 {
        cpu.step().unwrap();
        dev.step().unwrap();
    }
    assert!(mw_tests::cpu_state(&cpu.program.spec, cpu.sim.as_ref()) == dev.state().unwrap());
}

/// A step of the pass that loops forever is stopped by the time limit and named at its line,
/// as in a run.
#[test]
fn a_runaway_loop_in_the_pass_is_named() {
    let dir = std::env::temp_dir().join(format!("mw_profile_hang_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("hang.rhai");
    std::fs::write(&script, mw_tests::HANG).unwrap();
    let s = script.to_str().unwrap();
    let (ok, _, err) =
        mw(&["profile", s, "--backend", "cuda-emulated", "--worlds", "4", "--step-timeout", "0.5"], &dir);
    assert!(!ok, "{err}");
    assert!(err.contains("in the profiling pass at load"), "{err}");
    assert!(err.contains("system `spin` was in the loop at") && err.contains("hang.rhai:7:"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
