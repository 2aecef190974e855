//! What hosts that manage episodes (the Python package's Gymnasium adapters) need from an
//! executor: manual resets, resets between steps, and reseeding in place.

use mw::{Config, LoadOptions, Simulation};
use mw_tests::{cpu_state, repo};

fn load(path: &str, worlds: u32, seed: u64, threads: usize) -> Simulation {
    let mut opts = LoadOptions::default();
    opts.params.insert("random_actions".into(), "true".into());
    let config = Config { worlds, seed, threads, adaptive_threads: false, ..Config::default() };
    Simulation::load(&repo().join(path), &config, &opts).expect("loads")
}

fn state(s: &Simulation) -> Vec<u8> {
    cpu_state(&s.program.spec, &*s.sim)
}

/// A reseeded simulation is bit for bit a new one with that seed: entities, rows, singletons,
/// after any number of steps, for boids' spawns and destroys too.
#[test]
fn reseed_gives_the_state_of_a_new_simulation() {
    for (path, worlds) in [("envs/cartpole.rhai", 200), ("envs/boids.rhai", 4)] {
        let mut fresh = load(path, worlds, 9, 2);
        let mut other = load(path, worlds, 3, 2);
        for _ in 0..37 {
            other.step().unwrap();
        }
        // A view of memory (CartPole's observations; boids' `alive` singleton: its padded
        // per-ship exports have no single place).
        let port = |s: &Simulation| s.export_port("obs").or_else(|_| s.export_port("alive")).unwrap();
        let ptr = other.sim.place(&port(&other)).unwrap();
        assert!(ptr.is_some(), "{path}: the export is a place in memory");
        other.sim.reseed(9).unwrap();
        assert_eq!(other.sim.steps(), 0);
        assert_eq!(state(&other), state(&fresh), "{path}: after reseeding");
        for _ in 0..60 {
            fresh.step().unwrap();
            other.step().unwrap();
        }
        assert_eq!(state(&other), state(&fresh), "{path}: 60 steps later");
        let again = other.sim.place(&port(&other)).unwrap();
        assert_eq!(ptr.map(|p| p.ptr), again.map(|p| p.ptr), "{path}: memory stays where it is");
    }
}

/// With manual resets a world that calls `reset_world()` keeps its state (and its flags) until
/// `reset_worlds`; resetting it then gives it a new episode, and the same happens for any
/// thread count.
#[test]
fn manual_resets_wait_for_the_host() {
    let mut runs = Vec::new();
    for threads in [1, 2] {
        let mut s = load("envs/cartpole.rhai", 300, 5, threads);
        s.sim.set_manual_resets(true).unwrap();
        let done = s.export_port("done").unwrap();
        let mut served = 0;
        let mut before: Vec<u32> = Vec::new();
        for _ in 0..400 {
            s.step().unwrap();
            let pending = s.sim.pending_resets().unwrap();
            let flags = s.sim.read(&done).unwrap().data.to_vec();
            // A world that just asked ended its episode (a world left pending is stepped on, and
            // the script recomputes its flags then).
            for &w in pending.iter().filter(|w| !before.contains(w)) {
                let at = w as usize * 12;
                let term = i32::from_le_bytes(flags[at..at + 4].try_into().unwrap());
                let trunc = i32::from_le_bytes(flags[at + 4..at + 8].try_into().unwrap());
                assert!(term == 1 || trunc == 1, "world {w} asked for a reset without ending its episode");
            }
            // Serve every other step's requests late: a pending world stays as it ended.
            if s.sim.steps().is_multiple_of(2) {
                s.sim.reset_worlds(&pending).unwrap();
                served += pending.len();
                assert!(s.sim.pending_resets().unwrap().is_empty());
                let steps = s.sim.read(&done).unwrap().data.to_vec();
                for &w in &pending {
                    let at = w as usize * 12 + 8;
                    assert_eq!(i32::from_le_bytes(steps[at..at + 4].try_into().unwrap()), 0, "a new episode");
                }
                before.clear();
            } else {
                assert!(before.iter().all(|w| pending.contains(w)), "pending worlds stay pending");
                before = pending;
            }
        }
        assert!(served > 300, "episodes ended: {served}");
        runs.push(state(&s));
    }
    assert_eq!(runs[0], runs[1]);
    let mut s = load("envs/cartpole.rhai", 3, 5, 1);
    assert!(s.sim.reset_worlds(&[3]).unwrap_err().contains("does not exist"));
}
