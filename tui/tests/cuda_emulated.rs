//! The device side of the CUDA backend without a GPU: the generated translation unit, built as
//! device code for the host with the CUDA execution model emulated (`mw_emulate.h`), runs the
//! megakernel — persistent warps claiming work, the device engine spawning, destroying,
//! compacting, sorting and resetting — with 2 blocks of 2 warps, and must leave every table
//! (entities, world ids, columns) and singleton bit-identical to the Cranelift backend's after
//! every step.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};
use mw_runtime::Executor;
use mw_runtime::schema::CompId;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

/// The CPU executor's state, as `mw_emu_state` writes the emulated device's.
fn cpu_state(s: &Simulation) -> Vec<u8> {
    let spec = &s.program.spec;
    let mut out = Vec::new();
    for (a, arch) in spec.archetypes.iter().enumerate() {
        let ents = s.sim.raw_entities(a as u32).unwrap();
        out.extend(ents.iter().flat_map(|e| e.to_bits().to_le_bytes()));
        for c in &arch.components {
            let (w, rows) = s.sim.raw_rows(a as u32, *c).unwrap();
            out.extend(w.iter().flat_map(|x| x.to_le_bytes()));
            out.extend_from_slice(rows);
        }
    }
    for (c, comp) in spec.components.iter().enumerate() {
        if comp.singleton {
            out.extend_from_slice(s.sim.raw_singleton(CompId(c as u32)).unwrap());
        }
    }
    out
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

#[test]
fn micro() {
    same("envs/micro.rhai", &[("agents", "20")], 6, 20);
}

#[test]
fn boids() {
    same("envs/boids.rhai", &[("ships", "32")], 3, 25);
}

#[test]
fn crowd() {
    same("envs/crowd.rhai", &[("agents", "8"), ("samples", "10")], 3, 20);
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
    std::fs::write(
        &script,
        "let e = env(\"hang\");\ne.component(\"A\", #{ x: \"int\" });\ne.archetype(\"P\", [\"A\"]);\n\
         e.systems(`\n    void init_world() { spawn(P); }\n    void spin(A& a) {\n        while (a.x >= 0) { a.x = a.x + 0; }\n    }\n`);\n\
         e.graph([\"spin\"]);\ne\n",
    )
    .unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mw"))
        .args(["run", script.to_str().unwrap(), "--worlds", "4", "--steps", "3", "--step-timeout", "1"])
        .args(["--backend", "cuda-emulated"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("step 1 ran longer than the step time limit of 1 s"), "{err}");
    assert!(err.contains("system `spin` was in the loop at") && err.contains("hang.rhai:7:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
