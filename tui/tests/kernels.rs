//! The SIMD kernels and the scalar kernels compute the same bits: every component of every
//! archetype and every singleton, after every step, with and without `--no-simd`.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

/// Every column and singleton of the simulation, as bytes.
fn snapshot(s: &Simulation) -> Vec<(String, Vec<u8>)> {
    let spec = &s.program.spec;
    let mut out = Vec::new();
    for (ci, c) in spec.components.iter().enumerate() {
        let targets: Vec<String> = if c.singleton {
            vec![c.name.clone()]
        } else {
            spec.archetypes
                .iter()
                .filter(|a| a.components.iter().any(|x| x.0 as usize == ci))
                .map(|a| format!("{}.{}", a.name, c.name))
                .collect()
        };
        for t in targets {
            for f in &c.fields {
                let path = format!("{t}.{}", f.name);
                let port = s.sim.column_port(&path).unwrap();
                // Tables may hold different row counts per world: read raw rows.
                match s.sim.read(&port) {
                    Ok(v) => out.push((path, v.data.into_owned())),
                    Err(_) => out.push((path, Vec::new())),
                }
            }
        }
    }
    out
}

fn compare(env: &str, params: &[(&str, &str)], worlds: u32, steps: usize) {
    compare_expect(env, params, worlds, steps, &[]);
}

/// As [`compare`], also requiring the named systems to have SIMD kernels.
fn compare_expect(env: &str, params: &[(&str, &str)], worlds: u32, steps: usize, simd: &[&str]) {
    let mut runs = Vec::new();
    for no_simd in [false, true] {
        let mut opts = LoadOptions { no_simd, ..LoadOptions::default() };
        for (k, v) in params {
            opts.params.insert(k.to_string(), v.to_string());
        }
        let config = Config { worlds, seed: 11, threads: 2, ..Config::default() };
        let mut s = Simulation::load(&repo(env), &config, &opts).unwrap_or_else(|e| panic!("{env}: {e}"));
        if !no_simd {
            assert!(s.scalar_only.len() < s.program.systems.len(), "{env}: no system got a SIMD kernel");
            for name in simd {
                let why = s.scalar_only.iter().find(|(n, _)| n == name);
                assert!(why.is_none(), "{env}: `{name}` has no SIMD kernel: {why:?}");
            }
        }
        let mut frames = vec![snapshot(&s)];
        for _ in 0..steps {
            s.step().unwrap();
            frames.push(snapshot(&s));
        }
        runs.push(frames);
    }
    for (t, (a, b)) in runs[0].iter().zip(&runs[1]).enumerate() {
        for ((name, x), (_, y)) in a.iter().zip(b) {
            assert!(x == y, "{env}: `{name}` differs between SIMD and scalar kernels after step {t}");
        }
    }
}

#[test]
fn cartpole_simd_equals_scalar() {
    compare_expect("envs/cartpole.rhai", &[], 1003, 200, &["random_policy", "physics", "score"]);
}

#[test]
fn language_tour_simd_equals_scalar() {
    compare("tests/golden/ok/language_tour.rhai", &[], 37, 20);
}

#[test]
fn masked_control_flow_simd_equals_scalar() {
    compare_expect("tests/golden/ok/simd_mix.rhai", &[], 203, 120, &["integrate", "tally"]);
}
