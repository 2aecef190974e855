//! What `mw run` prints about a run: progress while it steps, and at the end the throughput and
//! a table of the graph's nodes (mean time, share of the step, rows, and on the CUDA backends
//! the register variant), systems of one fused kernel bracketed together.

use std::collections::BTreeMap;
use std::io::Write;
use std::time::{Duration, Instant};

use mw_runtime::executor::NodeTime;

struct Stat {
    nanos: u64,
    rows: u64,
    calls: u64,
    engine: bool,
    order: usize,
    /// Fused into this kernel (and whether its share was measured).
    fused: Option<(String, bool)>,
    /// CUDA: the register budget of the variant that last ran it.
    variant: Option<u32>,
}

/// Every node's time over the run, in the order nodes first ran.
#[derive(Default)]
pub(crate) struct Table {
    stats: BTreeMap<String, Stat>,
}

impl Table {
    /// Adds one step's node times.
    pub(crate) fn record(&mut self, times: &[NodeTime]) {
        let n = self.stats.len();
        for (i, nt) in times.iter().enumerate() {
            let e = self.stats.entry(nt.name.clone()).or_insert(Stat {
                nanos: 0,
                rows: 0,
                calls: 0,
                engine: nt.engine,
                // The executor's own time (barriers, bookkeeping) goes last.
                order: if nt.engine && nt.name == "executor" { usize::MAX } else { n + i },
                fused: None,
                variant: None,
            });
            e.variant = nt.variant.or(e.variant);
            if nt.fused.is_some() {
                e.fused = nt.fused.clone();
            }
            e.nanos += nt.nanos;
            e.rows += nt.rows;
            e.calls += 1;
        }
    }

    /// The throughput of `done` steps of `worlds` worlds in `stepping`, then the table.
    pub(crate) fn print(&self, done: u64, stepping: Duration, worlds: u32, threads: usize) {
        let env_steps = done as f64 * worlds as f64;
        // A clock too coarse for a tiny run must not print inf.
        let secs = stepping.as_secs_f64().max(1e-9);
        println!(
            "{} steps in {:.3} s: {:.3e} env-steps/s ({:.3e} per thread), {:.1} µs per step",
            done,
            secs,
            env_steps / secs,
            env_steps / secs / threads as f64,
            secs * 1e6 / done.max(1) as f64
        );
        let total: u64 = self.stats.values().map(|v| v.nanos).sum();
        let mut rows: Vec<(&String, &Stat)> = self.stats.iter().collect();
        rows.sort_by_key(|(_, v)| v.order);
        let regs = rows.iter().any(|(_, v)| v.variant.is_some());
        println!(
            "\n  {:<24} {:>12} {:>8} {:>14}{}",
            "node",
            "mean ms",
            "share",
            "rows per step",
            if regs { "   regs" } else { "" }
        );
        let (mut fused, mut estimated) = (false, false);
        for (i, (name, v)) in rows.iter().enumerate() {
            let label = if v.engine { format!("[{name}]") } else { name.to_string() };
            // Systems of one fused kernel are bracketed together: ┌ │ └.
            let group = |r: Option<&(&String, &Stat)>| r.and_then(|(_, x)| x.fused.as_ref().map(|f| f.0.clone()));
            let mark = match &v.fused {
                None => " ",
                Some((k, measured)) => {
                    fused = true;
                    estimated |= !measured;
                    let prev = i.checked_sub(1).and_then(|j| group(rows.get(j))).as_ref() == Some(k);
                    let next = group(rows.get(i + 1)).as_ref() == Some(k);
                    match (prev, next) {
                        (false, _) => "┌",
                        (true, true) => "│",
                        (true, false) => "└",
                    }
                }
            };
            println!(
                "{mark} {:<24} {:>12.4} {:>7.1}% {:>14.0}{}",
                label,
                v.nanos as f64 / 1e6 / done as f64,
                100.0 * v.nanos as f64 / total.max(1) as f64,
                v.rows as f64 / done as f64,
                if regs {
                    format!(" {:>6}", v.variant.map_or(String::new(), |b| b.to_string()))
                } else {
                    String::new()
                }
            );
        }
        if regs {
            println!("  (CUDA: device timers per node, rows are the worlds it ran over; regs: the register budget of");
            println!("  the variant that ran it, as the launch plan chose; [launch]: the launches' time beyond their");
            println!("  nodes, its rows the launches)");
        }
        println!("  (engine nodes in brackets; compact and reset run only in steps that need them; the rows add up");
        println!("  to the time per step above, the executor's being its barriers and bookkeeping)");
        if fused {
            println!("  (┌│└: systems fused into one kernel, each row's components loaded once for all of them; the");
            println!("  kernel is timed whole and its time divided by each system's share measured in sampled steps");
            println!(
                "  that run them one by one, every {}th step{})",
                mw_runtime::executor::Config::default().sample_every,
                if estimated { "; shares not sampled yet are split evenly" } else { "" }
            );
        }
    }
}

/// Progress while a run steps (not in the terminal UI): on a terminal a line updated in place
/// twice a second; in a log or a pipe a whole line after 2 s and every 5 s, so a long run is
/// never silent.
pub(crate) struct Progress {
    tty: bool,
    logged: bool,
    started: Instant,
    last: Instant,
    logged_at: Option<Instant>,
}

impl Progress {
    pub(crate) fn new(quiet: bool) -> Progress {
        let tty = !quiet && std::io::IsTerminal::is_terminal(&std::io::stderr());
        Progress { tty, logged: !quiet && !tty, started: Instant::now(), last: Instant::now(), logged_at: None }
    }

    /// After step `done` of `steps` (`u64::MAX`: no end), `stepping` spent stepping so far.
    pub(crate) fn after_step(&mut self, done: u64, steps: u64, worlds: u32, stepping: Duration) {
        if self.tty && self.last.elapsed() > Duration::from_millis(500) {
            self.last = Instant::now();
            let rate = done as f64 * worlds as f64 / stepping.as_secs_f64().max(1e-9);
            let of = if steps == u64::MAX { String::new() } else { format!("/{steps}") };
            eprint!("\r  step {done}{of}  {rate:.3e} env-steps/s ");
            let _ = std::io::stderr().flush();
        } else if self.logged
            && self.started.elapsed() > Duration::from_secs(2)
            && self.logged_at.is_none_or(|l| l.elapsed() > Duration::from_secs(5))
        {
            self.logged_at = Some(Instant::now());
            eprintln!("{}", progress_line(done, steps, worlds, stepping, self.started.elapsed()));
        }
    }

    /// The run ended: the line updated in place is cleared.
    pub(crate) fn clear(&self) {
        if self.tty && self.started.elapsed() > Duration::from_millis(500) {
            eprint!("\r{}\r", " ".repeat(60));
        }
    }
}

/// A progress line for a log: steps done, the rate, and (with a step count) what is left.
fn progress_line(done: u64, steps: u64, worlds: u32, stepping: Duration, wall: Duration) -> String {
    let rate = done as f64 * worlds as f64 / stepping.as_secs_f64().max(1e-9);
    if steps == u64::MAX {
        return format!("  step {done}, {rate:.3e} env-steps/s, {:.0} s so far", wall.as_secs_f64());
    }
    let left = wall.as_secs_f64() / done as f64 * (steps - done) as f64;
    format!(
        "  step {done} of {steps} ({:.0}%), {rate:.3e} env-steps/s, about {left:.0} s left",
        100.0 * done as f64 / steps as f64
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_lines_say_what_is_done_and_left() {
        let l = progress_line(250, 1000, 100, Duration::from_secs(1), Duration::from_secs(5));
        assert_eq!(l, "  step 250 of 1000 (25%), 2.500e4 env-steps/s, about 15 s left");
        let l = progress_line(250, u64::MAX, 100, Duration::from_secs(1), Duration::from_secs(5));
        assert_eq!(l, "  step 250, 2.500e4 env-steps/s, 5 s so far");
    }
}
