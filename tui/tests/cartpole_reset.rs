//! CartPole's reset distribution: envs/cartpole.rhai's `init_world` draws each of the four
//! state variables uniform in [-0.05, 0.05) (Gymnasium's reset). Checked on the states of
//! 65536 worlds right after load and on the states worlds reset to during 60 steps of random
//! actions: the range, each variable's mean and variance against the uniform's within a few
//! standard errors, a 10-bin histogram against a flat one (chi-square), no correlation between
//! the variables or between neighbouring worlds, and no two states alike. The seed is fixed, so
//! the outcome is too.

use std::collections::HashSet;
use std::path::Path;

use mw::{Config, LoadOptions, Simulation};

const WORLDS: u32 = 65536;
const STEPS: usize = 60;
const LO: f32 = -0.05;
const HI: f32 = 0.05;

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn obs(sim: &Simulation) -> Vec<[f32; 4]> {
    let v = sim.export("obs").unwrap();
    assert_eq!(v.shape, vec![WORLDS as usize, 1, 4]);
    f32s(&v.data).chunks_exact(4).map(|c| [c[0], c[1], c[2], c[3]]).collect()
}

fn done(sim: &Simulation) -> Vec<[i32; 3]> {
    let v = sim.export("done").unwrap();
    assert_eq!(v.shape, vec![WORLDS as usize, 3]);
    i32s(&v.data).chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect()
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len() as f64
}

fn variance(v: &[f64]) -> f64 {
    let m = mean(v);
    v.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (v.len() - 1) as f64
}

fn correlation(a: &[f64], b: &[f64]) -> f64 {
    let (ma, mb) = (mean(a), mean(b));
    let cov: f64 = a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = a.iter().map(|x| (x - ma) * (x - ma)).sum();
    let vb: f64 = b.iter().map(|y| (y - mb) * (y - mb)).sum();
    cov / (va * vb).sqrt()
}

/// Chi-square statistic of a 10-bin histogram of `v` over [LO, HI) against a flat one.
fn chi_square(v: &[f64]) -> f64 {
    let mut bins = [0usize; 10];
    for &x in v {
        let b = ((x - LO as f64) / (HI as f64 - LO as f64) * 10.0).floor() as usize;
        bins[b.min(9)] += 1;
    }
    let e = v.len() as f64 / 10.0;
    bins.iter().map(|&o| (o as f64 - e).powi(2) / e).sum()
}

/// Every statistical check, on one sample of reset states; `what` names it in failures.
fn check_uniform(states: &[[f32; 4]], what: &str) {
    let n = states.len() as f64;
    assert!(states.len() >= 10_000, "{what}: only {} states", states.len());
    const NAMES: [&str; 4] = ["x", "x_dot", "theta", "theta_dot"];
    let cols: Vec<Vec<f64>> = (0..4).map(|i| states.iter().map(|s| s[i] as f64).collect()).collect();
    // Uniform on [a, b): variance (b-a)^2/12, fourth central moment (b-a)^4/80.
    let width = 0.1f64;
    let var = width * width / 12.0;
    let mu4 = width.powi(4) / 80.0;
    let se_mean = (var / n).sqrt();
    let se_var = ((mu4 - var * var) / n).sqrt();
    for (i, c) in cols.iter().enumerate() {
        let name = NAMES[i];
        for (w, s) in states.iter().enumerate() {
            assert!((LO..HI).contains(&s[i]), "{what}: {name} = {} (state {w}) is outside [-0.05, 0.05)", s[i]);
        }
        let m = mean(c);
        assert!(m.abs() < 5.0 * se_mean, "{what}: mean of {name} {m:.3e}, standard error {se_mean:.2e}");
        let v = variance(c);
        assert!(
            (v - var).abs() < 5.0 * se_var,
            "{what}: variance of {name} {v:.5e}, uniform's {var:.5e}, standard error {se_var:.2e}"
        );
        // 9 degrees of freedom: mean 9, sd 4.2; P(chi2 > 35) is about 7e-5.
        let chi = chi_square(c);
        eprintln!(
            "{what}: {name}: n {n}, mean {:+.2} se, variance {:+.2} se, chi-square {chi:.1}",
            m / se_mean,
            (v - var) / se_var
        );
        assert!(chi < 35.0, "{what}: histogram of {name} is not flat: chi-square {chi:.1} (9 dof)");
        // Values use the resolution of rand_float (24 bits): far more than a few distinct ones.
        let distinct: HashSet<u32> = states.iter().map(|s| s[i].to_bits()).collect();
        assert!(distinct.len() as f64 > 0.9 * n, "{what}: {name} takes only {} distinct values", distinct.len());
    }
    // Independent variables: a correlation beyond 5/sqrt(n) (5 standard errors) fails.
    let bound = 5.0 / n.sqrt();
    for i in 0..4 {
        for j in i + 1..4 {
            let r = correlation(&cols[i], &cols[j]);
            eprintln!("{what}: r({}, {}) = {r:+.4} (bound {bound:.4})", NAMES[i], NAMES[j]);
            assert!(r.abs() < bound, "{what}: {} and {} correlate: r = {r:.4} (bound {bound:.4})", NAMES[i], NAMES[j]);
        }
        // Neighbouring samples (consecutive worlds) independent too.
        let r = correlation(&cols[i][1..], &cols[i][..cols[i].len() - 1]);
        assert!(r.abs() < bound, "{what}: {} of neighbouring worlds correlate: r = {r:.4}", NAMES[i]);
    }
}

#[test]
fn cartpole_resets_uniformly_in_the_documented_box() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../envs/cartpole.rhai");
    let config = Config { worlds: WORLDS, seed: 2024, threads: 2, ..Config::default() };
    let mut sim = Simulation::load(&path, &config, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));

    let first = obs(&sim);
    check_uniform(&first, "after load");

    // States worlds reset to during the run: `done` = [terminated, truncated, steps]; a world
    // that ended in this step shows steps = 0 and one of the flags, and its new state in `obs`.
    let mut resets: Vec<[f32; 4]> = Vec::new();
    let mut reset_worlds: Vec<usize> = Vec::new();
    for step in 0..STEPS {
        sim.step().unwrap();
        let d = done(&sim);
        let o = obs(&sim);
        for w in 0..WORLDS as usize {
            let [terminated, truncated, steps] = d[w];
            if steps == 0 {
                assert!(
                    terminated + truncated == 1,
                    "step {}: world {w} reset without ending (done {:?})",
                    step + 1,
                    d[w]
                );
                resets.push(o[w]);
                reset_worlds.push(w);
            } else {
                assert_eq!(terminated + truncated, 0, "step {}: world {w} ended but did not reset", step + 1);
            }
        }
    }
    eprintln!("{} reset states in {STEPS} steps", resets.len());
    check_uniform(&resets, "after resets");

    // Every state differs from every other: no two worlds, and no two resets, share a stream.
    let mut all: HashSet<[u32; 4]> = HashSet::new();
    for s in first.iter().chain(&resets) {
        let bits = s.map(f32::to_bits);
        assert!(all.insert(bits), "the state {s:?} occurs twice");
    }
    // ... and a reset world does not start its new episode where it started the first one.
    for (w, s) in reset_worlds.iter().zip(&resets) {
        assert_ne!(s, &first[*w], "world {w} reset to its initial state");
    }
}
