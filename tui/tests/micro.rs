//! envs/micro.rhai, the paper's Micro benchmark: `--param agents` sets the agents per world,
//! every agent runs in the SIMD kernel, the export is `[worlds, agents, 2]` with positions kept
//! inside [-1, 1], and results are bit-identical for 1 and 3 threads.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn run(agents: u32, threads: usize, steps: usize) -> (Vec<usize>, Vec<u8>, u64) {
    let mut opts = LoadOptions::default();
    opts.params.insert("agents".into(), agents.to_string());
    opts.params.insert("work".into(), "4".into());
    let config = Config { worlds: 24, seed: 9, threads, adaptive_threads: false, ..Config::default() };
    let mut s = Simulation::load(&repo("envs/micro.rhai"), &config, &opts).unwrap();
    let mut simd = 0;
    for _ in 0..steps {
        s.step().unwrap();
        simd += s.sim.last_step().iter().map(|t| t.simd_rows).sum::<u64>();
    }
    let v = s.export("pos").unwrap();
    (v.shape.clone(), v.data.to_vec(), simd)
}

#[test]
fn micro_scales_agents_per_world_deterministically() {
    for agents in [1, 7, 64] {
        let (shape, one, simd) = run(agents, 1, 20);
        assert_eq!(shape, vec![24, agents as usize, 2]);
        let pos: Vec<f32> = one.chunks(4).map(|b| f32::from_le_bytes(b.try_into().unwrap())).collect();
        assert!(pos.iter().all(|p| (-1.0..=1.0).contains(p)), "agents {agents}: positions leave [-1, 1]");
        assert!(pos.iter().any(|p| *p != 0.0));
        if agents >= 4 {
            assert!(simd > 0, "agents {agents}: no row ran in the SIMD kernel");
        }
        let (_, three, _) = run(agents, 3, 20);
        assert_eq!(one, three, "agents {agents}: 1 and 3 threads differ");
    }
}
