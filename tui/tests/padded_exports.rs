//! Exports of populations that differ between worlds (`e.output(..., #{ max_rows: N })`):
//! each world's rows in order, then zeros, and a companion export of the row counts; a world
//! past `max_rows` is an error naming it, never a silent truncation; `mw check` says which
//! exports need equal row counts. The script (tests/scripts/padded.rhai) spawns and destroys
//! rabbits at random every step, so counts differ between worlds and change.

use std::path::{Path, PathBuf};
use std::process::Command;

use mw::{Config, LoadOptions, Simulation};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn words(b: &[u8]) -> Vec<u32> {
    b.chunks(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect()
}

/// Each world's rows of `comp` (as 4-byte words per row), from the table as stored.
fn rows_by_world(s: &Simulation, comp: &str, worlds: usize) -> Vec<Vec<Vec<u32>>> {
    let c = s.program.spec.component(comp).unwrap();
    let (wids, bytes) = s.sim.raw_rows(0, mw_runtime::schema::CompId(c.0)).unwrap();
    let size = bytes.len() / wids.len().max(1);
    let mut out = vec![Vec::new(); worlds];
    for (r, w) in wids.iter().enumerate() {
        assert!(*w >= 0, "tables are compact after a step");
        out[*w as usize].push(words(&bytes[r * size..(r + 1) * size]));
    }
    out
}

#[test]
fn padded_exports_hold_each_worlds_rows_then_zeros_and_the_counts() {
    let worlds = 64;
    let config = Config { worlds, seed: 5, threads: 2, ..Config::default() };
    let mut s = Simulation::load(&repo("tui/tests/scripts/padded.rhai"), &config, &LoadOptions::default()).unwrap();
    let mut differ = 0;
    let mut changed = 0;
    let mut last_counts = Vec::new();
    for step in 0..60 {
        s.step().unwrap();
        let by_world = rows_by_world(&s, "Pos", worlds as usize);
        let pos = s.export("pos").unwrap();
        assert_eq!(pos.shape, vec![worlds as usize, 12, 2]);
        let got = words(&pos.data);
        let counts = s.export("pos_count").unwrap();
        assert_eq!(counts.shape, vec![worlds as usize]);
        let counts: Vec<u32> = words(&counts.data);
        for (w, rows) in by_world.iter().enumerate() {
            assert_eq!(counts[w] as usize, rows.len(), "step {step}, world {w}: count");
            for k in 0..12 {
                let want = rows.get(k).cloned().unwrap_or(vec![0, 0]);
                assert_eq!(got[(w * 12 + k) * 2..(w * 12 + k) * 2 + 2], want[..], "step {step}, world {w}, row {k}");
            }
        }
        // A field of another component, with a count export named in the options.
        let ages = words(&s.export("age").unwrap().data);
        let named = words(&s.export("rabbits").unwrap().data);
        assert_eq!(named, counts, "the named count export");
        let age_rows = rows_by_world(&s, "Age", worlds as usize);
        for (w, rows) in age_rows.iter().enumerate() {
            for k in 0..12 {
                assert_eq!(ages[w * 12 + k], rows.get(k).map_or(0, |r| r[0]), "step {step}, world {w}, age {k}");
            }
        }
        differ += usize::from(counts.iter().any(|c| *c != counts[0]));
        changed += usize::from(!last_counts.is_empty() && last_counts != counts);
        last_counts = counts;
    }
    assert!(differ > 50 && changed > 50, "counts differ between worlds ({differ}) and change ({changed})");
}

#[test]
fn a_world_past_max_rows_is_an_error_naming_it_and_padded_exports_cannot_be_written() {
    let config = Config { worlds: 64, seed: 5, threads: 1, ..Config::default() };
    let mut s = Simulation::load(&repo("tui/tests/scripts/padded.rhai"), &config, &LoadOptions::default()).unwrap();
    s.step().unwrap();
    let e = s.export("tight").map(|_| ()).unwrap_err();
    assert!(e.contains("`tight` holds at most 3 `Rabbit` rows per world (max_rows), but world "), "{e}");
    assert!(e.contains("raise max_rows"), "{e}");
    let p = s.export_port("pos").unwrap();
    let bytes = vec![0u8; 64 * 12 * 8];
    let e = s.sim.write(&p, &bytes).unwrap_err();
    assert!(e.contains("padded export"), "{e}");
}

#[test]
fn check_says_which_exports_need_equal_row_counts() {
    let out = Command::new(env!("CARGO_BIN_EXE_mw"))
        .args(["check", repo("tui/tests/scripts/padded.rhai").to_str().unwrap()])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("pos          Rabbit.Pos  [worlds, max_rows=12, 2] <f4  padded"), "{text}");
    assert!(text.contains("rabbits      Rabbit rows per world  [worlds] <i4"), "{text}");
    let cart = Command::new(env!("CARGO_BIN_EXE_mw"))
        .args(["check", repo("envs/cartpole.rhai").to_str().unwrap()])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&cart.stdout);
    assert!(
        text.contains("obs          Pole.Cart  [worlds, rows, 4] <f4  every world needs the same row count"),
        "{text}"
    );
}

#[test]
fn a_padded_export_too_large_to_read_is_an_error_not_an_abort() {
    let dir = std::env::temp_dir().join(format!("mw_padded_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("huge.rhai");
    let text = std::fs::read_to_string(repo("tui/tests/scripts/padded.rhai")).unwrap();
    std::fs::write(&script, text.replace("max_rows: 12 }", "max_rows: 16777216 }")).unwrap();
    let config = Config { worlds: 4096, seed: 5, threads: 1, ..Config::default() };
    let mut s = Simulation::load(&script, &config, &LoadOptions::default()).unwrap();
    s.step().unwrap();
    let e = s.export("pos").map(|_| ()).unwrap_err();
    assert!(
        e.contains("padded to 16777216 rows per world is more than 4 GiB") && e.contains("lower its max_rows"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
