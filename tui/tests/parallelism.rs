//! Parallelism measured without a GPU (issue 33): the emulated GPU counts, per phase of the
//! step program, the items its threads ran and the loop iterations inside each
//! (`mw_cuda::exec::Chain`); a phase's longest serial chain is what a GPU with threads to spare
//! takes at least. A world 8 times larger must not make any phase's chain much longer, except
//! where the step plan says a node runs serially in its world (`mw check --plan`'s GPU lines).

use std::path::{Path, PathBuf};

use mw_cuda::exec::{Chain, DeviceSim};
use mw_runtime::Executor;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

/// Boids with `ships` ships in one world on the emulated GPU: per phase, the counts of the
/// steps after `warm` (ships start dying at step 50, so these spawn, destroy and compact).
fn boids(ships: u32, warm: u32, steps: u32) -> (DeviceSim<mw_cuda::emulate::EmulatedDevice>, Vec<Chain>) {
    let mut params = mw_scripts::Params::default();
    params.insert("ships".into(), ships.to_string());
    let p = mw_tests::program(&repo("envs/boids.rhai"), &params);
    let e = mw_jit::cuda::emit(&p, None, "kernels.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&p, e, 1, 3, 2, 64).unwrap();
    dev.start().unwrap();
    for _ in 0..warm {
        dev.step().unwrap();
    }
    dev.chains().expect("the emulated GPU counts");
    for _ in 0..steps {
        dev.step().unwrap();
    }
    let c = dev.chains().expect("the emulated GPU counts");
    assert_eq!(c.steps, steps as u64);
    (dev, c.phases)
}

/// Boids at 1 x 1024 and 1 x 8192 ships: no phase's longest serial chain grows more than 1.5
/// times, and the step plan names no node serial per world: `age` spawns and `fade` destroys
/// a thread per row, their spawns placed and their ids freed by scans over the rows' counts
/// (SEMANTICS.md 10.6a), a warp per chunk of 1024 rows and then a warp per world. `count`'s loop over the world's rows
/// is a fold: warps fold chunks of 1024 rows, a warp per world combines them. The engine's
/// phases hold too: the sort's and the compaction's sums and scans run a warp per block of a
/// world's chunks, their moves a thread per row (issue 33).
#[test]
fn boids_chains_hold_as_the_world_grows() {
    let (dev, small) = boids(1024, 60, 10);
    let (_, large) = boids(8192, 60, 10);
    assert_eq!(small.len(), large.len());
    let labels = dev.phase_labels();
    // From the analysis `mw check --plan` prints, not a list kept here.
    let serial: Vec<&str> = dev.step_nodes().iter().filter(|n| n.serial).map(|n| n.name.as_str()).collect();
    assert!(serial.is_empty(), "the plan's serial nodes: {serial:?}");
    let (mut table, mut grew) = (String::new(), Vec::new());
    for node in dev.step_nodes() {
        for p in node.phases.clone() {
            let (a, b) = (small[p as usize], large[p as usize]);
            let ratio = b.longest.max(1) as f64 / a.longest.max(1) as f64;
            let label = &labels[p as usize];
            table.push_str(&format!(
                "{:<8} {:<40} items {:>6} {:>6}  longest {:>5} {:>5}  x{ratio:.2}\n",
                node.name, label, a.items, b.items, a.longest, b.longest
            ));
            if ratio > 1.5 && !node.serial {
                grew.push(label.clone());
            }
        }
    }
    eprintln!("per phase, 1024 then 8192 ships (10 steps from step 60):\n{table}");
    assert!(grew.is_empty(), "chains grew more than 1.5x in {grew:?}:\n{table}");
    // The compaction ran, by chunks, in both (regions of 64 rows or more).
    let compacted =
        |c: &[Chain]| labels.iter().zip(c).any(|(l, c)| l.starts_with("compact Vessel 4: move") && c.items > 0);
    assert!(compacted(&small) && compacted(&large), "{table}");
    // `age` ran its spawn phases: a thread per row slot, 8 times as many in the larger world.
    let age = dev.step_nodes().iter().find(|n| n.name == "age").expect("an age node");
    let body = age.phases.clone().find(|p| labels[*p as usize].ends_with("age over Vessel: a thread per row"));
    let body = body.unwrap_or_else(|| panic!("age's phases: {table}")) as usize;
    assert!(large[body].items >= 8 * 1024 && small[body].items >= 1024, "{table}");
}

/// What is counted, exactly: a row kernel's items are its row slots (a thread each, an empty
/// slot included), a loop's iterations add to its item's chain, a per-world loop over rows is
/// one item as long as the world's rows, and a fold is a lane per row of each chunk of 1024,
/// then a lane per chunk; a call reads the counts since the last one.
#[test]
fn chains_count_items_and_iterations() {
    let dir = std::env::temp_dir().join(format!("mw_chains_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("chains.rhai");
    std::fs::write(
        &script,
        r#"let e = env("chains");
e.component("A", #{ x: "int" });
e.singleton("S", #{ n: "int", m: "int" });
e.archetype("P", ["A"]);
e.systems(`
    void init_world() { for (int k = 0; k < 5; k++) { spawn(P); } }
    void bump(A& a) { a.x += 1; }
    void walk(A& a) { for (int k = 0; k < 3; k++) { a.x += k; } }
    void total(S& s) { for (const A& a : P) { s.n += a.x; } }
    void tally(S& s) { int n = 0; for (const A& a : P) { n += a.x; } s.m = n; }
`);
e.graph(["bump", "walk", "total", "tally"]);
e
"#,
    )
    .unwrap();
    let p = mw_tests::program(&script, &Default::default());
    let e = mw_jit::cuda::emit(&p, None, "kernels.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&p, e, 3, 1, 2, 64).unwrap();
    dev.start().unwrap();
    dev.chains().unwrap();
    dev.step().unwrap();
    dev.step().unwrap();
    let c = dev.chains().unwrap();
    assert_eq!(c.steps, 2);
    let nodes = dev.step_nodes().to_vec();
    let by = |name: &str| {
        let k = nodes.iter().position(|n| n.name == name).unwrap_or_else(|| panic!("no node {name}"));
        (nodes[k].serial, c.nodes(&nodes)[k])
    };
    let slots = 2 * 3 * dev.capacity() as u64;
    assert_eq!(by("bump"), (false, Chain { items: slots, work: slots, longest: 1 }));
    let (serial, walk) = by("walk");
    assert!(!serial);
    // 5 rows of 3 iterations in each world, the other slots 1 each.
    assert_eq!(walk, Chain { items: slots, work: slots + 2 * 3 * 5 * 3, longest: 4 });
    assert_eq!(by("total"), (true, Chain { items: 6, work: 6 * 6, longest: 6 }));
    // The fold: per world and step, 32 lanes a chunk (5 of them with a row), then 32 lanes
    // (lane k with chunk k), then the system on a thread.
    let nc = dev.capacity().div_ceil(1024) as u64;
    let lanes = 2 * 3 * 32 * nc;
    let part = Chain { items: lanes, work: lanes + 2 * 3 * 5, longest: 2 };
    let total = Chain { items: 2 * 3 * 32, work: 2 * 3 * (32 + nc), longest: 2 };
    let system = Chain { items: 6, work: 6, longest: 1 };
    assert_eq!(by("tally"), (false, part.merge(total).merge(system)));
    // Read: counted again from zero.
    let again = dev.chains().unwrap();
    assert_eq!(again.steps, 0);
    assert!(again.phases.iter().all(|x| *x == Chain::default()));
    let _ = std::fs::remove_dir_all(&dir);
}
