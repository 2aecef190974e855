//! `mw bench`: env-steps/s at several batch sizes, median of repetitions.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use mw::{Config, LoadOptions, Simulation};

pub(crate) struct BenchArgs {
    pub env: PathBuf,
    pub worlds: Vec<u32>,
    pub threads: usize,
    pub seconds: f64,
    pub reps: usize,
    /// Steps to warm up with; `None`: 0.3 x `seconds` of them.
    pub warmup_steps: Option<u64>,
    pub step_timeout_s: f64,
    pub params: mw::Params,
    pub no_simd: bool,
    pub backend: mw::Backend,
    pub plan: mw::PlanChoice,
    pub json: Option<PathBuf>,
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 { v[n / 2] } else { 0.5 * (v[n / 2 - 1] + v[n / 2]) }
}

pub(crate) fn run(a: BenchArgs) -> ExitCode {
    // The JSON is written at the end: a path that can't be written must fail now, not after
    // minutes of measuring.
    let json_arg = a.json.as_ref().map(|p| (format!("--json {}", p.display()), p.as_path()));
    if let Some(out) = &json_arg
        && let Err(e) =
            crate::outputs::check(std::slice::from_ref(out), &[crate::outputs::Read::new("the script", &a.env)])
    {
        eprintln!("error: {e}");
        return ExitCode::FAILURE;
    }
    let opts = LoadOptions {
        params: a.params.clone(),
        no_simd: a.no_simd,
        backend: a.backend,
        plan: a.plan,
        progress: Some(std::sync::Arc::new(crate::run::progress)),
        ..LoadOptions::default()
    };
    let mut rows = Vec::new();
    for &w in &a.worlds {
        let config = Config {
            worlds: w,
            seed: 1,
            threads: a.threads,
            step_timeout_s: a.step_timeout_s,
            // A thread count asked for is what is measured: the pool's trials of running nodes
            // on one thread (for busy machines; results are the same either way) cost a
            // benchmark of a few seconds about 2% (boids 64 x 2048 on 2 threads, 4 paired runs).
            adaptive_threads: a.threads == 0,
            ..Config::default()
        };
        let mut s = match Simulation::load(&a.env, &config, &opts) {
            Ok(s) => s,
            Err(mw::Error::Run(e)) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        // The script's own files are known now: the JSON may not be one of them.
        if let Some(out) = &json_arg
            && let Err(e) =
                crate::outputs::check(std::slice::from_ref(out), &crate::outputs::sources(&a.env, &s.sources.paths()))
        {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
        // The header waits for the first load, so a script that fails to load prints only errors.
        if rows.is_empty() {
            println!(
                "{}: {} thread(s), {} repetitions of {} s per batch size, median reported{}",
                a.env.display(),
                if a.threads == 0 { "all".to_string() } else { a.threads.to_string() },
                a.reps,
                a.seconds,
                if a.no_simd { ", scalar kernels only" } else { "" }
            );
            println!(
                "  {:>8}  {:>14}  {:>14}  {:>10}  {:>21}",
                "worlds", "env-steps/s", "per thread", "µs/step", "min..max"
            );
        }
        // Warm up: page in tables, settle episode lengths.
        let warm = Instant::now();
        let mut warmed = 0u64;
        let mut next_note = Duration::from_secs(5);
        while match a.warmup_steps {
            Some(n) => warmed < n,
            None => warm.elapsed() < Duration::from_secs_f64((a.seconds * 0.3).max(0.2)),
        } {
            if let Err(e) = s.step() {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
            warmed += 1;
            // A long warm-up by steps says how far it is, every few seconds.
            if let Some(n) = a.warmup_steps
                && warm.elapsed() >= next_note
            {
                eprintln!("  {w} worlds: warming up, {warmed} of {n} steps");
                next_note += Duration::from_secs(5);
            }
        }
        let mut rates = Vec::new();
        for _ in 0..a.reps {
            let t0 = Instant::now();
            let mut steps = 0u64;
            // Runs of steps that double while a run takes under 10 ms (at most 1024): a GPU
            // runs one in one launch, with no host round trip a step; a CPU steps as ever.
            let mut run = 1u64;
            while t0.elapsed().as_secs_f64() < a.seconds {
                let t = Instant::now();
                if let Err(e) = s.step_many(run) {
                    eprintln!("error: {e}");
                    return ExitCode::FAILURE;
                }
                steps += run;
                if t.elapsed() < Duration::from_millis(10) && run < 1024 {
                    run *= 2;
                }
            }
            rates.push(steps as f64 * w as f64 / t0.elapsed().as_secs_f64());
        }
        let (lo, hi) = (rates.iter().cloned().fold(f64::INFINITY, f64::min), rates.iter().cloned().fold(0.0, f64::max));
        let m = median(&mut rates);
        let threads = s.sim.threads();
        println!(
            "  {:>8}  {:>14.3e}  {:>14.3e}  {:>10.1}  {:>10.3e}..{:.3e}",
            w,
            m,
            m / threads as f64,
            w as f64 / m * 1e6,
            lo,
            hi
        );
        rows.push(format!(
            "{{\"worlds\": {w}, \"threads\": {threads}, \"warmup_steps\": {warmed}, \"median\": {m}, \"min\": {lo}, \"max\": {hi}, \"reps\": [{}]}}",
            rates.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", ")
        ));
    }
    if let Some(path) = a.json {
        let text = format!(
            "{{\"env\": \"{}\", \"simd\": {}, \"seconds\": {}, \"results\": [\n  {}\n]}}\n",
            json_escape(&a.env.display().to_string()),
            !a.no_simd,
            a.seconds,
            rows.join(",\n  ")
        );
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("error: can't write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// `s` as the inside of a JSON string.
fn json_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}
