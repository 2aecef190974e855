//! The device side of the CUDA backend without a GPU: the generated translation unit, built as
//! device code for the host with the CUDA execution model emulated (`mw_emulate.h`), runs the
//! megakernel — persistent warps claiming work, the device engine spawning, destroying,
//! compacting, sorting and resetting — with 2 blocks of 2 warps, and must leave every table
//! (entities, world ids, columns) and singleton bit-identical to the Cranelift backend's after
//! every step.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};
use mw_cuda::emulate::{Emulator, Setup};
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

fn same(env: &str, params: &[(&str, &str)], worlds: u32, cap: u32, steps: usize) {
    let mut opts = LoadOptions::default();
    for (k, v) in params {
        opts.params.insert(k.to_string(), v.to_string());
    }
    let seed = 5;
    let config = Config { worlds, seed, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut cpu = Simulation::load(&repo(env), &config, &opts).unwrap_or_else(|e| panic!("{env}: {e}"));
    let e = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
    let setup = Setup { worlds, cap, seed, grid: 2, block: 64 };
    let mut dev = Emulator::new(&cpu.program, &e, &setup).unwrap_or_else(|e| panic!("{env}: {e}"));
    dev.start().unwrap_or_else(|e| panic!("{env}: {e}"));
    let check = |k: usize, cpu: &Simulation, dev: &Emulator| {
        let (a, b) = (cpu_state(cpu), dev.state());
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
    same("envs/cartpole.rhai", &[], 100, 2, 120);
}

#[test]
fn micro() {
    same("envs/micro.rhai", &[("agents", "20")], 6, 24, 20);
}

#[test]
fn boids() {
    same("envs/boids.rhai", &[("ships", "32")], 3, 96, 25);
}

#[test]
fn crowd() {
    same("envs/crowd.rhai", &[("agents", "8"), ("samples", "10")], 3, 16, 20);
}
