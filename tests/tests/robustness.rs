//! Every input must be answered with a result or diagnostics: never a panic, a crash or a
//! hang. Thousands of truncated and mutated versions of every environment, stdlib file and
//! golden case go through loading and checking; those that check are compiled to native code
//! and run for a few steps in a few worlds under a short step time limit. Each batch runs
//! under a time limit.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use mw_runtime::SourceMap;
use mw_runtime::schema::{CodeChunk, Spec};
use mw_tests::Rng;

const SNIPPETS: [&str; 39] = [
    "\u{e9}",
    "\u{201c}",
    "\u{2019}",
    "\u{feff}",
    "\r\n",
    "\u{1f600}",
    "\0",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ";",
    ",",
    "\"",
    "`",
    "#{",
    "${",
    "/*",
    "//",
    "\n",
    "0",
    "1.5e",
    "-",
    "&&",
    "<<=",
    "Entity",
    "const",
    "void f() {",
    "for (",
    "get(",
    "spawn(",
    "e.",
    "let ",
    "fn ",
    "import ",
    "?",
    "float[",
];

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut b = text.as_bytes().to_vec();
    let edits = 1 + rng.below(4);
    for _ in 0..edits {
        if b.is_empty() {
            break;
        }
        let at = rng.below(b.len());
        match rng.below(6) {
            0 => b.truncate(at),
            1 => {
                let n = 1 + rng.below(8);
                b.drain(at..(at + n).min(b.len()));
            }
            2 => {
                let s = SNIPPETS[rng.below(SNIPPETS.len())].as_bytes();
                b.splice(at..at, s.iter().copied());
            }
            3 => {
                // Duplicate a slice somewhere else.
                let n = rng.below(40).min(b.len() - at);
                let slice: Vec<u8> = b[at..at + n].to_vec();
                let to = rng.below(b.len());
                b.splice(to..to, slice);
            }
            4 => {
                const BYTES: &[u8] = b" ;{}()[]\"`#.,=+-*/<>!&|x0";
                b[at] = BYTES[rng.below(BYTES.len())];
            }
            _ => {
                // Swap two neighbouring characters.
                if at + 1 < b.len() {
                    b.swap(at, at + 1);
                }
            }
        }
    }
    // Keep it valid UTF-8: the front end reads files as text.
    String::from_utf8_lossy(&b).into_owned()
}

fn files() -> Vec<PathBuf> {
    let root = mw_tests::repo();
    let mut out = Vec::new();
    for dir in [
        "envs",
        "stdlib",
        "tests/golden/diagnostics",
        "tests/golden/diagnostics/lib",
        "tests/golden/ok",
        "tests/golden/warnings",
        "tui/tests/scripts",
    ] {
        let Ok(rd) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "rhai" || x == "mwc") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Compiles a checked program and runs it briefly: small tables, a short step time limit.
/// Returns whether it ran (errors such as a full table or a timeout are fine answers).
fn back_end(p: &mw_jit::Program) -> bool {
    let Ok(c) = mw_jit::cpu::compile(p, &Default::default()) else {
        return false;
    };
    let config =
        mw_runtime::Config { worlds: 6, threads: 2, max_rows: 4096, step_timeout_s: 0.25, ..Default::default() };
    let Ok(mut sim) = mw_runtime::Sim::new(p.spec.clone(), p.layout.clone(), c.kernels, &config) else {
        return false;
    };
    if sim.start().is_err() {
        return true;
    }
    for _ in 0..3 {
        if sim.step().is_err() {
            break;
        }
    }
    true
}

/// Runs one input through the whole front end, and what checks through the back end.
fn front_end(path: &Path, text: &str) -> bool {
    if path.extension().is_some_and(|x| x == "mwc") {
        let mut sources = SourceMap::new();
        let file = sources.add("mutated.mwc", None, text.to_string());
        let spec = Spec { code: vec![CodeChunk { text: text.to_string(), file, offset: 0 }], ..Spec::default() };
        let _ = mw_jit::check(&spec, &mut sources).map(|c| mw_jit::ir::print::program(&c.program));
        return false;
    }
    // Load from the original path so relative imports still resolve.
    let name = path.to_string_lossy().into_owned();
    match mw_scripts::load_str(&name, text, &Default::default()) {
        Ok(l) => {
            let mut sources = l.sources;
            match mw_jit::check(&l.spec, &mut sources) {
                Ok(c) => {
                    let _ = mw_jit::ir::print::program(&c.program);
                    back_end(&c.program)
                }
                Err(d) => {
                    let _ = sources.render(&d);
                    false
                }
            }
        }
        Err(e) => {
            let _ = e.render();
            false
        }
    }
}

#[test]
fn mutated_inputs_never_panic_or_hang() {
    let per_file: usize = std::env::var("MW_MUTATIONS").ok().and_then(|s| s.parse().ok()).unwrap_or(250);
    let files = files();
    assert!(files.len() >= 10, "found only {} inputs", files.len());
    let (mut total, mut ran) = (0, 0);
    for (fi, path) in files.iter().enumerate() {
        let text = std::fs::read_to_string(path).unwrap();
        let path2 = path.clone();
        let (tx, rx) = mpsc::channel();
        // A thread per file so a hang is caught by the timeout below, not by CI's.
        let worker = std::thread::Builder::new()
            .stack_size(16 << 20)
            .spawn(move || {
                let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ ((fi as u64 + 1) * 0x1000_0001));
                let mut failures = Vec::new();
                // Every prefix length class, then random mutations.
                let mut cases: Vec<String> =
                    (1..=20).map(|k| text[..floor_char(&text, text.len() * k / 21)].to_string()).collect();
                for _ in 0..per_file {
                    cases.push(mutate(&text, &mut rng));
                }
                let n = cases.len();
                let mut ran = 0;
                for (i, case) in cases.into_iter().enumerate() {
                    match catch_unwind(AssertUnwindSafe(|| front_end(&path2, &case))) {
                        Ok(r) => ran += usize::from(r),
                        Err(_) => failures.push((i, case)),
                    }
                }
                let _ = tx.send((n, ran, failures));
            })
            .unwrap();
        match rx.recv_timeout(Duration::from_secs(240)) {
            Ok((n, r, failures)) => {
                total += n;
                ran += r;
                if let Some((i, case)) = failures.first() {
                    let out = std::env::temp_dir().join("mw_robustness_failure.txt");
                    std::fs::write(&out, case).unwrap();
                    panic!(
                        "{} of the mutated inputs of {} panicked (first: case {i}, saved to {})",
                        failures.len(),
                        path.display(),
                        out.display()
                    );
                }
            }
            Err(_) => panic!("the front end did not finish the mutations of {} within 240 s (a hang?)", path.display()),
        }
        worker.join().unwrap();
    }
    assert!(total >= 2000, "only {total} inputs were tried");
    assert!(ran >= 200, "only {ran} mutated scripts checked and ran: the back end was barely exercised");
    eprintln!("{total} mutated inputs from {} files, {ran} compiled and run: no panic, no hang", files.len());
}

fn floor_char(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}
