//! The CUDA generator against Cranelift, on every environment in `envs/`: the generated CUDA
//! C++, built by the host C++ compiler (`Backend::CudaHost`), must leave every table (world
//! ids, entity handles, every column) and every singleton bit-identical to the Cranelift
//! kernels' after every step. Random programs are compared the same way in `differential.rs`.

use std::path::{Path, PathBuf};

use mw::{Backend, Config, LoadOptions, Simulation};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn state(s: &Simulation) -> Vec<u8> {
    mw_tests::cpu_state(&s.program.spec, s.sim.as_ref())
}

fn states(env: &str, params: &[(&str, &str)], worlds: u32, steps: usize, backend: Backend) -> Vec<Vec<u8>> {
    let mut opts = LoadOptions { backend, ..LoadOptions::default() };
    for (k, v) in params {
        opts.params.insert(k.to_string(), v.to_string());
    }
    let config = Config { worlds, seed: 11, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut s = Simulation::load(&repo(env), &config, &opts).unwrap_or_else(|e| panic!("{env} ({backend:?}): {e}"));
    let mut out = vec![state(&s)];
    for _ in 0..steps {
        s.step().unwrap_or_else(|e| panic!("{env} ({backend:?}): {e}"));
        out.push(state(&s));
    }
    out
}

fn same(env: &str, params: &[(&str, &str)], worlds: u32, steps: usize) {
    let cpu = states(env, params, worlds, steps, Backend::Cpu);
    let cuda = states(env, params, worlds, steps, Backend::CudaHost);
    for (k, (a, b)) in cpu.iter().zip(&cuda).enumerate() {
        assert_eq!(a.len(), b.len(), "{env} {params:?}: the state's size differs after step {k}");
        if let Some(i) = a.iter().zip(b).position(|(x, y)| x != y) {
            panic!("{env} {params:?}: the CUDA C++ differs from Cranelift after step {k}, at state byte {i}");
        }
    }
}

#[test]
fn cartpole() {
    // Resets every few dozen steps: init_world spawns into the rows a reset freed.
    same("envs/cartpole.rhai", &[], 300, 260);
    same("envs/cartpole.rhai", &[("double", "true")], 100, 120);
}

#[test]
fn boids() {
    // Sorts by cell, loops by key (dense and sparse indices); past step 50, where the first
    // ships die (lives are 50 to 400 steps), it spawns and destroys every step.
    same("envs/boids.rhai", &[("ships", "48")], 6, 70);
    same("envs/boids.rhai", &[("ships", "64"), ("size", "400.0")], 3, 70);
}

#[test]
fn crowd() {
    same("envs/crowd.rhai", &[("agents", "12"), ("samples", "20")], 4, 60);
    same("envs/crowd.rhai", &[("agents", "8"), ("scenario", "cross"), ("samples", "10")], 3, 40);
}

#[test]
fn micro() {
    same("envs/micro.rhai", &[("agents", "20")], 8, 40);
}
