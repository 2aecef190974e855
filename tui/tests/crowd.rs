//! envs/crowd.rhai (seed 003): agents avoiding each other with sampled reciprocal velocity
//! obstacles all reach their goals, in both scenarios, without overlapping by more than the
//! stated tolerance; and the runs are bit-identical for 1 and 2 threads (with 2 threads and few
//! worlds the planner's rows are split between the threads).
//!
//! Tolerance: with 32 agents, two agents' discs (radius 0.5) never overlap by more than 0.2,
//! a fifth of a diameter. (RVO2's ORCA on the same scenarios overlaps by up to 0.21: see
//! bench/crowd.sh and the README.)

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn load(scenario: &str, worlds: u32, threads: usize) -> Simulation {
    let mut opts = LoadOptions::default();
    opts.params.insert("scenario".into(), scenario.into());
    opts.params.insert("agents".into(), "32".into());
    let config = Config { worlds, seed: 3, threads, adaptive_threads: false, ..Config::default() };
    Simulation::load(&repo("envs/crowd.rhai"), &config, &opts).unwrap_or_else(|e| panic!("{e}"))
}

fn ints(s: &Simulation, name: &str) -> Vec<i32> {
    s.export(name).unwrap().data.chunks(4).map(|b| i32::from_le_bytes(b.try_into().unwrap())).collect()
}

fn floats(s: &Simulation, name: &str) -> Vec<f32> {
    s.export(name).unwrap().data.chunks(4).map(|b| f32::from_le_bytes(b.try_into().unwrap())).collect()
}

#[test]
fn everyone_arrives_without_overlapping_more_than_the_tolerance() {
    for scenario in ["circle", "cross"] {
        let mut s = load(scenario, 8, 2);
        for _ in 0..400 {
            s.step().unwrap();
        }
        let done = ints(&s, "done_at");
        assert!(done.iter().all(|d| *d > 0), "{scenario}: steps until everyone arrived, per world: {done:?}");
        assert!(ints(&s, "arrived").iter().all(|a| *a == 32), "{scenario}");
        let gaps = floats(&s, "min_gap");
        assert!(gaps.iter().all(|g| *g >= -0.2), "{scenario}: smallest gaps {gaps:?}");
        // They do meet: agents pass within a radius of each other.
        assert!(gaps.iter().all(|g| *g < 0.5), "{scenario}: agents never came close: {gaps:?}");
    }
}

#[test]
fn threads_agree_bit_for_bit() {
    let run = |threads| {
        let mut s = load("circle", 3, threads);
        let mut frames = Vec::new();
        for _ in 0..120 {
            s.step().unwrap();
            frames.push(s.export("pos").unwrap().data.to_vec());
        }
        frames
    };
    let (one, two) = (run(1), run(2));
    for (k, (a, b)) in one.iter().zip(&two).enumerate() {
        assert!(a == b, "step {}: 1 and 2 threads differ", k + 1);
    }
}
