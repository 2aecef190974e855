//! A sort leaves in place the columns the step plan finds overwritten before anything reads
//! them (`Plan`'s `unmoved`: boids' `Steer`), and that changes nothing a program can see:
//! `tests/scripts/sort_unmoved.rhai`, whose `near` writes its row's `Near` before reading it, and
//! the same script with `near` reading `Near` first (`moved=1`, so the sort moves it) export the
//! same bits every step, while points walk, die and are replaced. On one thread (the
//! single-threaded sort), on two with many worlds (worlds shared out) and with one world (a
//! world's columns moved on several threads).

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};
use mw_jit::ir::plan::{Kernel, Plan};

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/sort_unmoved.rhai")
}

fn params(moved: bool) -> mw_scripts::Params {
    [("moved".to_string(), u8::from(moved).to_string())].into_iter().collect()
}

/// The components the plan's sort leaves in place, by name.
fn unmoved(moved: bool) -> Vec<String> {
    let p = mw_tests::program(&script(), &params(moved));
    let plan = Plan::of(&p);
    let mut out = Vec::new();
    for run in &plan.runs {
        for k in &run.kernels {
            if let Kernel::Sort { unmoved, .. } = k {
                out.extend(unmoved.iter().map(|c| p.spec.components[c.0 as usize].name.clone()));
            }
        }
    }
    out
}

/// Every export's bytes after each of `steps` steps.
fn run(moved: bool, worlds: u32, threads: usize, steps: usize) -> Vec<Vec<u8>> {
    let opts = LoadOptions { params: params(moved), ..LoadOptions::default() };
    let config = Config { worlds, seed: 7, threads, adaptive_threads: false, ..Config::default() };
    let mut s = Simulation::load(&script(), &config, &opts).unwrap_or_else(|e| panic!("{e}"));
    let mut out = Vec::new();
    for _ in 0..steps {
        s.step().unwrap();
        for name in ["n", "n_count", "w", "x"] {
            out.push(s.export(name).unwrap().data.to_vec());
        }
    }
    out
}

#[test]
fn the_plan_leaves_only_a_column_written_before_it_is_read() {
    assert_eq!(unmoved(false), ["Near"]);
    assert!(unmoved(true).is_empty(), "reading `Near` first must keep it moving");
}

#[test]
fn an_unmoved_column_changes_no_result() {
    for (worlds, threads) in [(5, 1), (9, 2), (1, 2)] {
        let (a, b) = (run(false, worlds, threads, 12), run(true, worlds, threads, 12));
        assert_eq!(a.len(), b.len());
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            assert!(x == y, "{worlds} worlds, {threads} threads: step {}, export {} differs", i / 4, i % 4);
        }
        // The points really moved between cells: the sort had rows to reorder.
        assert_ne!(a[2], a[a.len() - 2], "{worlds} worlds: the points never moved");
    }
}
