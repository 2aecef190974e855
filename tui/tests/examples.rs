//! The examples in `examples/` are tests: each runs here and must keep what its header says.

use std::path::{Path, PathBuf};

use mw::{Backend, Config, LoadOptions, Simulation};

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples").join(name)
}

fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn load(name: &str, worlds: u32, threads: usize, backend: Backend) -> Simulation {
    load_with(name, &[], worlds, threads, backend)
}

fn load_with(name: &str, params: &[(&str, &str)], worlds: u32, threads: usize, backend: Backend) -> Simulation {
    let mut opts = LoadOptions { backend, ..LoadOptions::default() };
    opts.params.extend(params.iter().map(|&(k, v)| (k.to_string(), v.to_string())));
    Simulation::load(&example(name), &Config { worlds, threads, ..Config::default() }, &opts)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The double auction (structs, arrays of structs, `{...}` lists, `sort` by a function):
/// every trade moves one unit of stock and its price in cash between two traders, so each
/// world's total cash and stock never change; nobody's cash or stock goes negative; prices
/// stay where the traders' values put them; the market trades. And CPU = emulated GPU, on 1
/// and 2 threads, bit for bit.
#[test]
fn auction_conserves_cash_and_stock_and_agrees_everywhere() {
    auction(&[]);
}

/// The same with traders coming and going (3% of them a step): a newcomer takes over the
/// leaver's account, so the totals still hold, and the tables change every step in most worlds
/// (compacted in place, a few rows each, on the CPU).
#[test]
fn auction_with_churn_conserves_cash_and_stock_and_agrees_everywhere() {
    auction(&[("churn", "30000")]);
}

fn auction(params: &[(&str, &str)]) {
    let worlds = 8;
    let mut sim = load_with("auction.rhai", params, worlds, 1, Backend::Cpu);
    let mut totals: Option<Vec<[i32; 2]>> = None;
    let mut trades = 0i64;
    // A trader's value drifts by at most 20 a step; a newcomer, in the leaver's row (the
    // compaction fills a hole with the row spawned into it), has a value of its own.
    let mut values: Option<Vec<i32>> = None;
    let mut newcomers = 0;
    for step in 0..200 {
        sim.step().unwrap();
        let m = i32s(&sim.export("market").unwrap().data);
        let now: Vec<[i32; 2]> = m.chunks(4).map(|w| [w[2], w[3]]).collect();
        for (w, row) in m.chunks(4).enumerate() {
            trades += row[0] as i64;
            if row[0] > 0 {
                assert!(
                    (100..=1400).contains(&row[1]),
                    "step {step}, world {w}: price {} out of the traders' range",
                    row[1]
                );
            }
        }
        if let Some(before) = &totals {
            assert_eq!(before, &now, "step {step}: cash and stock per world must be conserved");
        }
        totals = Some(now);
        let t = i32s(&sim.export("traders").unwrap().data);
        for (k, tr) in t.chunks(4).enumerate() {
            assert!(tr[0] >= 0 && tr[1] >= 0, "step {step}, trader {k}: cash {} stock {}", tr[0], tr[1]);
        }
        let now: Vec<i32> = t.chunks(4).map(|tr| tr[2]).collect();
        if let Some(before) = &values {
            newcomers += before.iter().zip(&now).filter(|(a, b)| (*a - *b).abs() > 20).count();
        }
        values = Some(now);
    }
    assert!(trades > 200, "the market should trade: {trades} trades in 200 steps of {worlds} worlds");
    match params.iter().find(|p| p.0 == "churn") {
        None => assert_eq!(newcomers, 0, "no churn, no newcomers"),
        Some(_) => assert!(newcomers > 500, "3% churn should bring newcomers: {newcomers} in 200 steps"),
    }

    // The same run elsewhere: every export bit for bit.
    let run = |threads: usize, backend: Backend| -> Vec<Vec<u8>> {
        let mut s = load_with("auction.rhai", params, worlds, threads, backend);
        let mut out = Vec::new();
        for _ in 0..60 {
            s.step().unwrap();
            out.push(s.export("market").unwrap().data.to_vec());
            out.push(s.export("traders").unwrap().data.to_vec());
        }
        out
    };
    let cpu = run(1, Backend::Cpu);
    assert!(cpu == run(2, Backend::Cpu), "CPU on 2 threads differs from 1 thread");
    assert!(cpu == run(1, Backend::CudaEmulated), "the emulated GPU differs from the CPU");
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// Billiards on a torus (every pair once, both balls written in one iteration): the balls
/// collide, and momentum and kinetic energy stay what they were up to float rounding (a
/// half-applied impulse, from updating one ball per row against already-updated others,
/// changes the momentum by a whole ball's speed); CPU (1 and 2 threads) = emulated GPU.
#[test]
fn billiards_conserves_momentum_and_energy_and_agrees_everywhere() {
    let worlds = 4;
    let mut sim = load("billiards.rhai", worlds, 1, Backend::Cpu);
    sim.step().unwrap();
    let first: Vec<[f32; 3]> = f32s(&sim.export("table").unwrap().data).chunks(4).map(|t| [t[0], t[1], t[2]]).collect();
    let mut hits = 0.0f64;
    for step in 1..400 {
        sim.step().unwrap();
        for (w, t) in f32s(&sim.export("table").unwrap().data).chunks(4).enumerate() {
            hits += t[3] as f64;
            let [px, py, en] = first[w];
            assert!(
                (t[0] - px).abs() < 1e-3 && (t[1] - py).abs() < 1e-3,
                "step {step}, world {w}: momentum ({}, {}) was ({px}, {py})",
                t[0],
                t[1]
            );
            assert!((t[2] - en).abs() < 1e-4 * en, "step {step}, world {w}: energy {} was {en}", t[2]);
        }
    }
    assert!(hits > 50.0, "the balls should collide: {hits} collisions in 400 steps of {worlds} worlds");

    let run = |threads: usize, backend: Backend| -> Vec<Vec<u8>> {
        let mut s = load("billiards.rhai", worlds, threads, backend);
        let mut out = Vec::new();
        for _ in 0..100 {
            s.step().unwrap();
            out.push(s.export("balls").unwrap().data.to_vec());
            out.push(s.export("table").unwrap().data.to_vec());
        }
        out
    };
    let cpu = run(1, Backend::Cpu);
    assert!(cpu == run(2, Backend::Cpu), "CPU on 2 threads differs from 1 thread");
    assert!(cpu == run(1, Backend::CudaEmulated), "the emulated GPU differs from the CPU");
}
