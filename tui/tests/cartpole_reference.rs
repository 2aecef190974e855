//! CartPole against Gymnasium: replay the reference trajectories through the command line
//! (`--set` the initial state, `--actions` per step, `--dump` the observations and flags) and
//! compare step by step until each trajectory's first termination, asserting what the README
//! ("CartPole against Gymnasium") claims:
//!
//! - float64 (`--param double=true`): every state until the trajectory ends is within 2.2e-16
//!   relative of the reference (each component within one ulp of it, and the state vector
//!   within `f64::EPSILON` in norm), at least 64% of those states bit-exact (708 of 1096
//!   when measured), and every
//!   trajectory ends on the reference's step: the six that fall terminate on their
//!   `first_terminated_step`, the two balancing ones run all 500 steps and are truncated then;
//! - float32 (the default): the six falling trajectories terminate on the same step and stay
//!   within the reference's own float32 drift until then. The reference file reports that drift
//!   (how far a float32 implementation of the same equations gets from the float64 states) per
//!   trajectory at steps 1, 10, 50, 100, 200 and 500, as `max_i |f32_i - f64_i| / max(1,
//!   |f64_i|)`; ours, measured the same way, must not exceed it at every checkpoint before the
//!   trajectory ends (it was found equal to it at all 20 of them: our float32 arithmetic is the
//!   reference's), and between checkpoints must stay within 3 times the largest drift reported
//!   up to the next checkpoint (drift is not monotone; up to 2.0 times was seen). The two
//!   balancing trajectories never terminate in float64 and are chaotic; the README compares
//!   them for 200 steps: they are held to the same rule through step 200, the last
//!   checkpoint before float32 rounding, amplified, makes them fall (our float32 run ends them
//!   at steps 249 and 208).
//!
//! The state a trajectory terminates on is not observable: the world resets in the same step
//! and the observation of that step is the first of the next episode. So on the ending step the
//! flags (`done` = [terminated, truncated, steps]) are compared, and the observation is checked
//! to be a fresh reset state. Before it, `done` must be [0, 0, steps so far] on every step.

use std::path::{Path, PathBuf};
use std::process::Command;

use mw_runtime::npy::{self, Array};
use mw_runtime::schema::Scalar;

/// Trajectories in tests/data/cartpole_reference.json, all replayed.
const TRAJECTORIES: usize = 8;
const STEPS: usize = 500;
/// The README's float64 bound: 2.2e-16 relative (one ulp of a component is at most this much
/// of it).
const REL64: f64 = f64::EPSILON;
/// The README's share of bit-exact float64 states (measured: 708 of 1096, 64.6%).
const EXACT_SHARE: f64 = 0.64;
/// Steps of the balancing trajectories compared in float32 (README: at least 60).
const BALANCING_F32_STEPS: usize = 200;
/// Between the reference's drift checkpoints, ours may exceed the neighbouring checkpoints'
/// drift by this factor (drift is not monotone between them).
const BETWEEN_CHECKPOINTS: f64 = 3.0;

struct Traj {
    name: String,
    init: [f64; 4],
    actions: Vec<i64>,
    states: Vec<[f64; 4]>,
    /// 1-based step whose new state is the first terminal one.
    first_terminated: Option<usize>,
    drift: Vec<(usize, f64)>,
}

fn reference() -> Vec<Traj> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/cartpole_reference.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["meta"]["steps"].as_u64(), Some(STEPS as u64), "reference steps");
    let drift = &v["meta"]["float32_relative_drift_vs_reference"];
    let f4 = |x: &serde_json::Value| -> [f64; 4] {
        let a = x.as_array().unwrap();
        assert_eq!(a.len(), 4);
        [a[0].as_f64().unwrap(), a[1].as_f64().unwrap(), a[2].as_f64().unwrap(), a[3].as_f64().unwrap()]
    };
    let trajs: Vec<Traj> = v["trajectories"]
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
            assert_eq!(
                d.iter().map(|x| x.0).collect::<Vec<_>>(),
                [1, 10, 50, 100, 200, 500],
                "{name}: float32 drift checkpoints"
            );
            let terminated: Vec<bool> = t["terminated"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_bool().unwrap_or_else(|| x.as_i64().unwrap() != 0))
                .collect();
            let first_terminated = t["first_terminated_step"].as_u64().map(|s| s as usize);
            // The file's own fields agree: the first terminal flag is on that step.
            assert_eq!(terminated.len(), STEPS, "{name}: terminated flags");
            assert_eq!(terminated.iter().position(|&x| x).map(|i| i + 1), first_terminated, "{name}");
            let traj = Traj {
                init: f4(&t["initial_state"]),
                actions: t["actions"].as_array().unwrap().iter().map(|a| a.as_i64().unwrap()).collect(),
                states: t["states"].as_array().unwrap().iter().map(f4).collect(),
                first_terminated,
                drift: d,
                name,
            };
            assert_eq!(traj.actions.len(), STEPS, "{}: actions", traj.name);
            assert_eq!(traj.states.len(), STEPS, "{}: states", traj.name);
            traj
        })
        .collect();
    assert_eq!(trajs.len(), TRAJECTORIES, "trajectories in the reference file");
    let falling = trajs.iter().filter(|t| t.first_terminated.is_some()).count();
    assert_eq!(falling, 6, "six trajectories fall, two balance for 500 steps");
    trajs
}

/// The reference's float32 drift around step `t` (1-based): the largest value reported at or
/// before the next checkpoint.
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

/// Per step, per trajectory: the observation (as f64), and the `done` flags.
type Frames = (Vec<Vec<[f64; 4]>>, Vec<Vec<[i32; 3]>>);

/// `mw run` of every trajectory at once (one world each): observations `[STEPS][n][4]` and
/// flags `[STEPS][n][3]`.
fn run(trajs: &[Traj], double: bool) -> Frames {
    let n = trajs.len();
    let dir = temp_dir(if double { "cartpole_ref64" } else { "cartpole_ref32" });
    let init: Vec<f64> = trajs.iter().flat_map(|t| t.init).collect();
    npy::write(&dir.join("init.npy"), &Array { scalar: Scalar::F64, shape: vec![n, 1, 4], bytes: bytes_f64(&init) })
        .unwrap();
    let mut actions = Vec::with_capacity(STEPS * n);
    for s in 0..STEPS {
        for t in trajs {
            actions.push(t.actions[s] as i32);
        }
    }
    npy::write(
        &dir.join("actions.npy"),
        &Array { scalar: Scalar::I32, shape: vec![STEPS, n, 1], bytes: bytes_i32(&actions) },
    )
    .unwrap();

    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = Command::new(env!("CARGO_BIN_EXE_mw"))
        .current_dir(&root)
        .args(["run", "envs/cartpole.rhai", "--worlds", &n.to_string(), "--steps", &STEPS.to_string()])
        .args(["--threads", "2", "--quiet", "--param", "random_actions=false"])
        .args(["--param", if double { "double=true" } else { "double=false" }])
        .arg(format!("--set=Cart={}", dir.join("init.npy").display()))
        .arg(format!("--actions=action={}", dir.join("actions.npy").display()))
        .arg(format!("--dump=obs={}", dir.join("obs.npy").display()))
        .arg(format!("--dump=done={}", dir.join("done.npy").display()))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "mw run failed:\n{stderr}");
    // Warnings (e.g. `random_policy` left out of the graph) are fine; errors are not.
    assert!(!stderr.lines().any(|l| l.starts_with("error") || l.contains("panicked")), "unexpected output:\n{stderr}");

    let obs = npy::read(&dir.join("obs.npy"), Scalar::F64).unwrap();
    let done = npy::read(&dir.join("done.npy"), Scalar::I32).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(obs.shape, vec![STEPS, n, 1, 4], "every trajectory replayed for every step");
    assert_eq!(done.shape, vec![STEPS, n, 3]);
    let f = |i: usize| f64::from_le_bytes(obs.bytes[i * 8..][..8].try_into().unwrap());
    let d = |i: usize| i32::from_le_bytes(done.bytes[i * 4..][..4].try_into().unwrap());
    let states =
        (0..STEPS).map(|s| (0..n).map(|k| std::array::from_fn(|i| f((s * n + k) * 4 + i))).collect()).collect();
    let flags = (0..STEPS).map(|s| (0..n).map(|k| std::array::from_fn(|i| d((s * n + k) * 3 + i))).collect()).collect();
    (states, flags)
}

/// `|a - b|` in ulps of `b` (f64).
fn ulps64(a: f64, b: f64) -> f64 {
    if a == b {
        return 0.0;
    }
    let e = (((b.abs().to_bits() >> 52) & 0x7ff) as i32 - 1023).max(-1022);
    (a - b).abs() / (2f64.powi(e) * 2f64.powi(-52))
}

/// What one trajectory's replay showed.
#[derive(Default)]
struct Outcome {
    compared: usize,
    exact: usize,
    /// Components (of `compared * 4`) bit-exact.
    exact_components: usize,
    worst_norm: f64,
    worst_component: f64,
    worst_ulps: f64,
    worst_drift_ratio: f64,
    /// float32: checkpoints compared, and how many matched the reference's drift exactly.
    checkpoints: usize,
    checkpoints_equal: usize,
}

/// The reference's float32 drift measure of one state: `max_i |ours_i - r_i| / max(1, |r_i|)`.
fn drift_of(ours: [f64; 4], r: [f64; 4]) -> f64 {
    // NaN-propagating max: a NaN state is infinitely far.
    (0..4)
        .map(|i| (ours[i] - r[i]).abs() / r[i].abs().max(1.0))
        .fold(0.0, |a, b| if b.is_nan() || b > a { b } else { a })
}

/// Replays every trajectory and checks it; returns the report lines, the failures and the
/// per-trajectory outcomes.
fn replay(double: bool) -> (Vec<String>, Vec<String>, Vec<Outcome>) {
    let trajs = reference();
    let (obs, done) = run(&trajs, double);
    let mut report = Vec::new();
    let mut failures = Vec::new();
    let mut outcomes = Vec::new();
    for (k, t) in trajs.iter().enumerate() {
        // The step (0-based) whose result ends the episode: a termination, or the truncation
        // after 500 steps.
        let end = t.first_terminated.map_or(STEPS - 1, |s| s - 1);
        // float32 follows the balancing trajectories only until chaos amplifies rounding (the
        // reference's own float32 drift reaches 2e-2 and 5e-1 by step 200).
        let until = if double || t.first_terminated.is_some() { end } else { BALANCING_F32_STEPS };
        let mut o = Outcome::default();
        let mut failed = false;
        for s in 0..until {
            let r = t.states[s];
            let ours = obs[s][k];
            let flags = done[s][k];
            if flags != [0, 0, s as i32 + 1] {
                failures.push(format!("{}: step {}: done = {flags:?}, expected [0, 0, {}]", t.name, s + 1, s + 1));
                failed = true;
                break;
            }
            let num = (0..4).map(|i| (ours[i] - r[i]).powi(2)).sum::<f64>().sqrt();
            let den = (0..4).map(|i| r[i] * r[i]).sum::<f64>().sqrt();
            let norm = num / den;
            o.compared += 1;
            o.worst_norm = o.worst_norm.max(norm);
            if double {
                if ours == r {
                    o.exact += 1;
                }
                o.exact_components += (0..4).filter(|&i| ours[i] == r[i]).count();
                // (A NaN in `ours` makes `norm` NaN, which fails below.)
                let comp = (0..4)
                    .map(|i| if ours[i] == r[i] { 0.0 } else { (ours[i] - r[i]).abs() / r[i].abs() })
                    .fold(0.0, f64::max);
                let ulps = (0..4).map(|i| ulps64(ours[i], r[i])).fold(0.0, f64::max);
                o.worst_component = o.worst_component.max(comp);
                o.worst_ulps = o.worst_ulps.max(ulps);
                // NaN-safe: a NaN anywhere fails the `<=`.
                if !(norm <= REL64 && comp <= REL64 && ulps <= 1.0) {
                    failures.push(format!(
                        "{}: step {}: float64 relative error {norm:.3e} (worst component {comp:.3e}, {ulps} ulp) \
                         > {REL64:.3e} / 1 ulp (ours {ours:?}, reference {r:?})",
                        t.name,
                        s + 1
                    ));
                    failed = true;
                    break;
                }
            } else {
                let drift = drift_of(ours, r);
                let at_checkpoint = t.drift.iter().find(|x| x.0 == s + 1).map(|x| x.1);
                let allowed = match at_checkpoint {
                    // The reference's own drift at this step (its file prints 17 digits).
                    Some(d) => d * (1.0 + 1e-12),
                    None => BETWEEN_CHECKPOINTS * envelope(&t.drift, s + 1),
                };
                if let Some(d) = at_checkpoint {
                    o.checkpoints += 1;
                    if (drift - d).abs() <= 1e-12 * d {
                        o.checkpoints_equal += 1;
                    }
                }
                o.worst_drift_ratio = o.worst_drift_ratio.max(drift / envelope(&t.drift, s + 1));
                if drift.is_nan() || drift > allowed {
                    failures.push(format!(
                        "{}: step {}: float32 drift {drift:.6e} > {allowed:.6e}, {} (ours {ours:?}, reference {r:?})",
                        t.name,
                        s + 1,
                        match at_checkpoint {
                            Some(_) => "the reference's own float32 drift at this step".to_string(),
                            None => format!("{BETWEEN_CHECKPOINTS} times the drift at the neighbouring checkpoints"),
                        }
                    ));
                    failed = true;
                    break;
                }
            }
        }
        // The ending step: same step as the reference, with the right flag, and the world has
        // reset (steps counter 0, a fresh state in [-0.05, 0.05)).
        if !failed && until == end {
            let flags = done[end][k];
            let want = if t.first_terminated.is_some() { [1, 0, 0] } else { [0, 1, 0] };
            if flags != want {
                failures.push(format!(
                    "{}: step {}: done = {flags:?}, expected {want:?} (the reference {} on this step)",
                    t.name,
                    end + 1,
                    if t.first_terminated.is_some() { "terminates" } else { "is truncated" }
                ));
            }
            let fresh = obs[end][k];
            if !fresh.iter().all(|&x| (-0.05f32 as f64..0.05f32 as f64).contains(&x)) {
                failures.push(format!("{}: step {}: observation {fresh:?} is not a reset state", t.name, end + 1));
            }
        }
        report.push(if double {
            format!(
                "{:<44} {:>3} steps compared, {:>3} bit-exact ({:>4} of the components), worst relative {:.2e} \
                 (component {:.2e}, {} ulp)",
                t.name, o.compared, o.exact, o.exact_components, o.worst_norm, o.worst_component, o.worst_ulps
            )
        } else {
            format!(
                "{:<44} {:>3} steps compared, drift equal to the reference's at {} of {} checkpoints, at most {:.2} \
                 times the neighbouring checkpoints' in between",
                t.name, o.compared, o.checkpoints_equal, o.checkpoints, o.worst_drift_ratio
            )
        });
        outcomes.push(o);
    }
    (report, failures, outcomes)
}

#[test]
fn float64_replays_every_reference_trajectory() {
    let (report, mut failures, outcomes) = replay(true);
    let compared: usize = outcomes.iter().map(|o| o.compared).sum();
    let exact: usize = outcomes.iter().map(|o| o.exact).sum();
    let share = exact as f64 / compared as f64;
    eprintln!("float64:\n{}\n{exact} of {compared} states bit-exact ({:.1}%)", report.join("\n"), 100.0 * share);
    // Every state before each trajectory's end: 17 + 28 + 499 + 8 + 11 + 25 + 9 + 499.
    let trajs = reference();
    let want: usize = trajs.iter().map(|t| t.first_terminated.map_or(STEPS - 1, |s| s - 1)).sum();
    if compared != want {
        failures.push(format!("{compared} states compared, expected {want}"));
    }
    if share < EXACT_SHARE {
        failures.push(format!(
            "{:.1}% of the states bit-exact, the README says {:.0}%",
            100.0 * share,
            100.0 * EXACT_SHARE
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn float32_replays_reference_until_termination() {
    let (report, failures, outcomes) = replay(false);
    eprintln!("float32:\n{}", report.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let trajs = reference();
    for (t, o) in trajs.iter().zip(&outcomes) {
        let want = t.first_terminated.map_or(BALANCING_F32_STEPS, |s| s - 1);
        assert_eq!(o.compared, want, "{}: states compared", t.name);
        // Checkpoints 1 and 10 are reached by every trajectory that lasts that long, 50, 100
        // and 200 by the balancing ones.
        let want = t.drift.iter().filter(|x| x.0 <= want).count();
        assert_eq!(o.checkpoints, want, "{}: drift checkpoints compared", t.name);
        assert!(o.checkpoints >= 1, "{}: no drift checkpoint compared", t.name);
    }
}
