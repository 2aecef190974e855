//! `mw run --trace FILE`: the file is a Chrome trace that parses as JSON and holds, for every
//! step, one complete event per graph node on each thread that ran it (systems, fused or not,
//! and the engine's resets and compactions, which are told apart by category), threads named
//! as tracks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn trace(env: &str, args: &[&str]) -> Vec<Value> {
    let dir = std::env::temp_dir().join(format!("mw_trace_{}_{}", std::process::id(), env.replace('/', "_")));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.json");
    let out = Command::new(env!("CARGO_BIN_EXE_mw"))
        .args(["run", repo(env).to_str().unwrap(), "--trace", file.to_str().unwrap(), "--quiet"])
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    match serde_json::from_str::<Value>(&text).expect("the trace parses as JSON") {
        Value::Array(v) => v,
        other => panic!("not a JSON array: {other}"),
    }
}

/// Per step: the systems each thread ran (each exactly once), and the engine events.
fn by_step(events: &[Value]) -> BTreeMap<u64, (BTreeMap<u64, Vec<String>>, Vec<String>)> {
    let named: BTreeSet<u64> = events
        .iter()
        .filter(|e| e["ph"] == "M" && e["name"] == "thread_name")
        .map(|e| e["tid"].as_u64().unwrap())
        .collect();
    let mut steps: BTreeMap<u64, (BTreeMap<u64, Vec<String>>, Vec<String>)> = BTreeMap::new();
    for e in events.iter().filter(|e| e["ph"] == "X") {
        let step = e["args"]["step"].as_u64().expect("every event has its step");
        let tid = e["tid"].as_u64().unwrap();
        assert!(named.contains(&tid), "thread {tid} has no name: {e}");
        assert!(e["ts"].as_f64().unwrap() >= 0.0 && e["dur"].as_f64().unwrap() >= 0.0, "{e}");
        let name = e["name"].as_str().unwrap().to_string();
        let entry = steps.entry(step).or_default();
        match e["cat"].as_str().unwrap() {
            "system" => entry.0.entry(tid).or_default().push(name),
            "engine" => entry.1.push(name),
            other => panic!("unknown category {other}"),
        }
    }
    steps
}

#[test]
fn a_trace_holds_one_event_per_node_per_thread_per_step() {
    // Constant actions end episodes within a few steps: resets from step 8 or so.
    let events = trace(
        "envs/cartpole.rhai",
        &["--worlds", "4096", "--steps", "30", "--threads", "2", "--param", "random_actions=false"],
    );
    let steps = by_step(&events);
    assert_eq!(steps.len(), 30, "one set of events per step");
    let mut resets = 0;
    for (step, (threads, engine)) in &steps {
        assert!(!threads.is_empty(), "step {step}: no system events");
        for (tid, names) in threads {
            assert_eq!(names, &["physics", "score"], "step {step}, thread {tid}: each node once, in graph order");
        }
        resets += engine.iter().filter(|n| *n == "reset").count();
    }
    assert!(resets > 0, "reset events are in the trace");
    let fused = events.iter().filter(|e| e["args"]["fused"] == "physics+score").count();
    assert_eq!(fused, steps.values().map(|s| s.0.values().map(Vec::len).sum::<usize>()).sum::<usize>());
}

#[test]
fn engine_compactions_are_events_of_their_own() {
    // Rabbits spawn and die every step: tables are compacted.
    let events = trace("tui/tests/scripts/padded.rhai", &["--worlds", "64", "--steps", "20", "--threads", "1"]);
    let steps = by_step(&events);
    assert_eq!(steps.len(), 20);
    for (step, (threads, _)) in &steps {
        assert_eq!(threads[&0], ["live", "cap"], "step {step}");
    }
    let compactions = steps.values().filter(|s| s.1.iter().any(|n| n == "compact")).count();
    assert!(compactions > 10, "only {compactions} steps with a compact event");
}
