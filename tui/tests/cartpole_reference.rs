//! CartPole against Gymnasium: replay the reference trajectories through the command line
//! (`--set` the initial state, `--actions` per step, `--dump` the observations and flags) and
//! compare step by step until each trajectory's first termination.
//!
//! The reference is float64; the environment is float32 like Gymnasium's observations, so
//! states are compared with a tolerance: the float32 drift the reference file itself reports
//! for its trajectories (how far a float32 implementation of the same equations gets from
//! float64), with a margin, and never less than a few float32 ulps. Termination must happen on
//! exactly the same step.

use std::path::{Path, PathBuf};
use std::process::Command;

use mw_runtime::npy::{self, Array};
use mw_runtime::schema::Scalar;

struct Traj {
    name: String,
    init: [f64; 4],
    actions: Vec<i64>,
    states: Vec<[f64; 4]>,
    first_terminated: Option<usize>,
    drift: Vec<(usize, f64)>,
}

fn reference() -> (Vec<Traj>, usize) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/cartpole_reference.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let steps = v["meta"]["steps"].as_u64().unwrap() as usize;
    let drift = &v["meta"]["float32_relative_drift_vs_reference"];
    let f4 = |x: &serde_json::Value| -> [f64; 4] {
        let a = x.as_array().unwrap();
        [a[0].as_f64().unwrap(), a[1].as_f64().unwrap(), a[2].as_f64().unwrap(), a[3].as_f64().unwrap()]
    };
    let trajs = v["trajectories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let name = t["name"].as_str().unwrap().to_string();
            let mut d: Vec<(usize, f64)> = drift[&name]
                .as_object()
                .map(|o| o.iter().map(|(k, v)| (k.parse().unwrap(), v.as_f64().unwrap())).collect())
                .unwrap_or_default();
            d.sort_by_key(|x| x.0);
            Traj {
                init: f4(&t["initial_state"]),
                actions: t["actions"].as_array().unwrap().iter().map(|a| a.as_i64().unwrap()).collect(),
                states: t["states"].as_array().unwrap().iter().map(f4).collect(),
                first_terminated: t["first_terminated_step"].as_u64().map(|s| s as usize),
                drift: d,
                name,
            }
        })
        .collect();
    (trajs, steps)
}

/// The reference's float32 drift at step `t` (1-based): the largest value reported at or
/// before the next checkpoint, since drift grows irregularly between them.
fn envelope(drift: &[(usize, f64)], t: usize) -> f64 {
    let next = drift.iter().find(|(s, _)| *s >= t).map(|x| x.0).unwrap_or(usize::MAX);
    drift.iter().filter(|(s, _)| *s <= next).map(|x| x.1).fold(0.0, f64::max)
}

fn bytes_i32(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn bytes_f64(v: &[f64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("mw_{tag}_{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Replays every trajectory; `double` selects the float64 build of the environment.
/// Returns (per-trajectory report lines, failures).
fn replay(double: bool) -> (Vec<String>, Vec<String>) {
    let (trajs, steps) = reference();
    let n = trajs.len();
    let dir = temp_dir(if double { "cartpole_ref64" } else { "cartpole_ref32" });
    let init: Vec<f64> = trajs.iter().flat_map(|t| t.init).collect();
    npy::write(&dir.join("init.npy"), &Array { scalar: Scalar::F64, shape: vec![n, 1, 4], bytes: bytes_f64(&init) })
        .unwrap();
    let mut actions = Vec::with_capacity(steps * n);
    for s in 0..steps {
        for t in &trajs {
            actions.push(t.actions[s] as i32);
        }
    }
    npy::write(
        &dir.join("actions.npy"),
        &Array { scalar: Scalar::I32, shape: vec![steps, n, 1], bytes: bytes_i32(&actions) },
    )
    .unwrap();

    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = Command::new(env!("CARGO_BIN_EXE_mw"))
        .current_dir(&root)
        .args([
            "run",
            "envs/cartpole.rhai",
            "--worlds",
            &n.to_string(),
            "--steps",
            &steps.to_string(),
            "--threads",
            "2",
        ])
        .args([
            "--param",
            "random_actions=false",
            "--quiet",
            "--param",
            if double { "double=true" } else { "double=false" },
        ])
        .arg(format!("--set=Cart={}", dir.join("init.npy").display()))
        .arg(format!("--actions=action={}", dir.join("actions.npy").display()))
        .arg(format!("--dump=obs={}", dir.join("obs.npy").display()))
        .arg(format!("--dump=done={}", dir.join("done.npy").display()))
        .output()
        .unwrap();
    assert!(out.status.success(), "mw run failed:\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "unexpected output:\n{}", String::from_utf8_lossy(&out.stderr));

    let obs = npy::read(&dir.join("obs.npy"), Scalar::F64).unwrap();
    let done = npy::read(&dir.join("done.npy"), Scalar::I32).unwrap();
    assert_eq!(obs.shape, vec![steps, n, 1, 4]);
    assert_eq!(done.shape, vec![steps, n, 3]);
    let f = |s: usize, k: usize, i: usize| {
        f64::from_le_bytes(obs.bytes[((s * n + k) * 4 + i) * 8..][..8].try_into().unwrap())
    };
    let d = |s: usize, k: usize, i: usize| {
        i32::from_le_bytes(done.bytes[((s * n + k) * 3 + i) * 4..][..4].try_into().unwrap())
    };

    let mut report = Vec::new();
    let mut failures = Vec::new();
    for (k, t) in trajs.iter().enumerate() {
        // The step whose result is a termination (or the 500-step truncation), 0-based.
        let end = match t.first_terminated {
            Some(s) => s - 1,
            None => steps - 1,
        };
        // float32 follows the two balancing trajectories (which never terminate) only until
        // chaos amplifies rounding: the reference's own float32 drift reaches 2e-2 and 5e-1 by
        // step 200. Compare them for 60 steps in float32, all 500 in float64.
        let compare_until = if double { end } else { end.min(60) };
        let mut worst: f64 = 0.0;
        let mut exact = 0;
        let mut worst_ratio: f64 = 0.0;
        for s in 0..compare_until {
            let r = t.states[s];
            let ours = [f(s, k, 0), f(s, k, 1), f(s, k, 2), f(s, k, 3)];
            let num = (0..4).map(|i| (ours[i] - r[i]).powi(2)).sum::<f64>().sqrt();
            let den = (0..4).map(|i| r[i] * r[i]).sum::<f64>().sqrt().max(1e-6);
            let rel = num / den;
            if (0..4).all(|i| if double { ours[i] == r[i] } else { ours[i] == r[i] as f32 as f64 }) {
                exact += 1;
            }
            // float64: within 1e-9 (sin and cos are within an ulp of libm's, not always equal).
            // float32: ten times the reference's own float32 drift, and never below 1e-5: a
            // float32 state loses that much to cancellation when it passes near zero.
            let allowed = if double { 1e-9 } else { (10.0 * envelope(&t.drift, s + 1)).max(1e-5) };
            worst = worst.max(rel);
            worst_ratio = worst_ratio.max(rel / allowed);
            if rel > allowed {
                failures.push(format!(
                    "{}: step {}: relative error {rel:.3e} > {allowed:.3e} (ours {ours:?}, reference {r:?})",
                    t.name,
                    s + 1
                ));
                break;
            }
            if d(s, k, 0) != 0 || d(s, k, 1) != 0 {
                failures.push(format!(
                    "{}: ended early at step {} (done {:?})",
                    t.name,
                    s + 1,
                    [d(s, k, 0), d(s, k, 1)]
                ));
                break;
            }
        }
        match t.first_terminated {
            _ if compare_until < end => {}
            Some(s) => {
                if d(end, k, 0) != 1 {
                    failures.push(format!(
                        "{}: expected termination at step {s}, done = {:?}",
                        t.name,
                        [d(end, k, 0), d(end, k, 1)]
                    ));
                }
            }
            None => {
                if d(end, k, 1) != 1 || d(end, k, 0) != 0 {
                    failures.push(format!(
                        "{}: expected truncation at step {steps}, done = {:?}",
                        t.name,
                        [d(end, k, 0), d(end, k, 1)]
                    ));
                }
            }
        }
        report.push(format!(
            "{:<44} compared {:>3} steps, {:>3} bit-exact, worst relative error {worst:.2e} ({:.2} of allowed)",
            t.name, compare_until, exact, worst_ratio
        ));
    }
    std::fs::remove_dir_all(&dir).ok();
    (report, failures)
}

#[test]
fn float64_replays_every_reference_trajectory() {
    let (report, failures) = replay(true);
    eprintln!("float64:\n{}", report.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn float32_replays_reference_until_termination() {
    let (report, failures) = replay(false);
    eprintln!("float32:\n{}", report.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
