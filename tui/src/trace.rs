//! `mw run --trace FILE`: the run's timing events as a Chrome trace (the JSON array format of
//! the Trace Event Format), which Perfetto (ui.perfetto.dev) and chrome://tracing open.
//!
//! Each step adds one complete event (`"ph": "X"`) per graph node per thread that ran it, from
//! the executor's [`Event`]s (the same clock reads as `mw run`'s summary table): systems under
//! category `system` (a fused system names its kernel in `args.fused`), engine nodes (`reset`,
//! `compact`, sorts) under `engine`; every event carries its step in `args.step`. Threads are
//! tracks (`tid`, named by metadata events). Events are written as the run goes; the array is
//! closed when the run ends, and a trace cut short (the run failed) is still read by both
//! viewers, which accept a missing `]`.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;

use mw_runtime::executor::Event;
use serde_json::json;

pub(crate) struct TraceWriter {
    out: BufWriter<File>,
    /// Threads named so far (a metadata event each).
    named: Vec<u32>,
    first: bool,
    closed: bool,
}

impl TraceWriter {
    pub(crate) fn create(path: &Path, env: &str) -> std::io::Result<TraceWriter> {
        let mut w =
            TraceWriter { out: BufWriter::new(File::create(path)?), named: Vec::new(), first: true, closed: false };
        w.out.write_all(b"[\n")?;
        w.record(&json!({ "name": "process_name", "ph": "M", "pid": 1, "args": { "name": format!("mw run {env}") } }))?;
        Ok(w)
    }

    fn record(&mut self, v: &serde_json::Value) -> std::io::Result<()> {
        if !self.first {
            self.out.write_all(b",\n")?;
        }
        self.first = false;
        serde_json::to_writer(&mut self.out, v)?;
        Ok(())
    }

    /// The events of step `step` (counted from 1).
    pub(crate) fn step(&mut self, step: u64, events: &[Event]) -> std::io::Result<()> {
        for e in events {
            if !self.named.contains(&e.thread) {
                self.named.push(e.thread);
                let name =
                    if e.thread == 0 { "thread 0 (stepping)".to_string() } else { format!("thread {}", e.thread) };
                self.record(&json!({ "name": "thread_name", "ph": "M", "pid": 1, "tid": e.thread,
                    "args": { "name": name } }))?;
            }
            let mut args = json!({ "step": step });
            if let Some(k) = &e.fused {
                args["fused"] = json!(k);
            }
            self.record(&json!({
                "name": e.name,
                "cat": if e.engine { "engine" } else { "system" },
                "ph": "X",
                "ts": e.start_ns as f64 / 1e3,
                "dur": e.dur_ns as f64 / 1e3,
                "pid": 1,
                "tid": e.thread,
                "args": args,
            }))?;
        }
        Ok(())
    }

    /// Closes the array and flushes.
    pub(crate) fn finish(mut self) -> std::io::Result<()> {
        self.closed = true;
        self.out.write_all(b"\n]\n")?;
        self.out.flush()
    }
}

impl Drop for TraceWriter {
    /// A run that fails part way still leaves a complete file (best effort).
    fn drop(&mut self) {
        if !self.closed {
            let _ = self.out.write_all(b"\n]\n");
            let _ = self.out.flush();
        }
    }
}
