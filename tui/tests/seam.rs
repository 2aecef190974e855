//! The executor seam: code compiled on another thread and swapped into a running simulation
//! between two steps keeps every world's data; the same code swapped in changes nothing;
//! code for a different layout is refused and leaves the simulation running.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn obs(s: &Simulation) -> Vec<u8> {
    s.export("obs").unwrap().data.to_vec()
}

fn config() -> Config {
    Config { worlds: 515, seed: 3, threads: 2, adaptive_threads: false, ..Config::default() }
}

#[test]
fn code_built_on_another_thread_swaps_in_between_steps() {
    let opts = LoadOptions::default();
    let path = repo("envs/cartpole.rhai");
    let mut plain = Simulation::load(&path, &config(), &opts).unwrap();
    let mut swapped = Simulation::load(&path, &config(), &opts).unwrap();
    for _ in 0..20 {
        plain.step().unwrap();
        swapped.step().unwrap();
    }
    // The same program, compiled again on another thread while the simulation waits.
    let program = swapped.program.clone();
    let code = std::thread::scope(|t| t.spawn(|| Simulation::compile(&program, &opts)).join().unwrap()).unwrap();
    swapped.swap(program, code).unwrap();
    for t in 0..30 {
        plain.step().unwrap();
        swapped.step().unwrap();
        assert_eq!(obs(&plain), obs(&swapped), "step {t} after the swap");
    }
    assert_eq!(swapped.sim.steps(), 50);
}

#[test]
fn new_systems_over_the_same_layout_swap_in() {
    let path = repo("envs/cartpole.rhai");
    let mut s = Simulation::load(&path, &config(), &LoadOptions::default()).unwrap();
    s.step().unwrap();
    assert!(s.sim.last_step().iter().any(|t| t.name == "random_policy"));
    // Without the random policy: same components and archetypes, one system fewer.
    let mut opts = LoadOptions::default();
    opts.params.insert("random_actions".into(), "false".into());
    let (program, _, _) = mw::check(&path, &opts.params).unwrap();
    let code = Simulation::compile(&program, &opts).unwrap();
    s.swap(program, code).unwrap();
    s.step().unwrap();
    assert!(!s.sim.last_step().iter().any(|t| t.name == "random_policy"));
    assert_eq!(s.sim.steps(), 2);
}

#[test]
fn code_for_another_layout_is_refused_and_the_simulation_goes_on() {
    let path = repo("envs/cartpole.rhai");
    let mut s = Simulation::load(&path, &config(), &LoadOptions::default()).unwrap();
    s.step().unwrap();
    let before = obs(&s);
    let (program, _, _) = mw::check(&repo("tests/golden/plan/fuse_row_local.rhai"), &Default::default()).unwrap();
    let code = Simulation::compile(&program, &LoadOptions::default()).unwrap();
    let e = s.swap(program, code).unwrap_err().to_string();
    assert!(e.contains("different layout"), "{e}");
    assert_eq!(obs(&s), before);
    s.step().unwrap();
    assert_eq!(s.sim.steps(), 2);
}

#[test]
fn an_edit_that_moves_every_span_keeps_the_layout() {
    let path = repo("envs/cartpole.rhai");
    let mut s = Simulation::load(&path, &config(), &LoadOptions::default()).unwrap();
    let mut plain = Simulation::load(&path, &config(), &LoadOptions::default()).unwrap();
    s.step().unwrap();
    plain.step().unwrap();
    // The same script with lines added at the top: every span moves, the layout does not.
    let dir = std::env::temp_dir().join(format!("mw-seam-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let edited = dir.join("cartpole.rhai");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&edited, format!("// edited\n// twice\n{text}")).unwrap();
    let (program, _, _) = mw::check(&edited, &Default::default()).unwrap();
    let code = Simulation::compile(&program, &LoadOptions::default()).unwrap();
    s.swap(program, code).unwrap();
    // The worlds kept every row, and the edited code computes what the old did.
    assert_eq!(obs(&s), obs(&plain), "after the swap");
    for t in 0..20 {
        s.step().unwrap();
        plain.step().unwrap();
        assert_eq!(obs(&s), obs(&plain), "step {t} after the swap");
    }
    assert_eq!(s.sim.steps(), 21);
    std::fs::remove_dir_all(&dir).ok();
}
