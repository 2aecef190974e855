//! The `mw` binary on broken scripts: `mw check` and `mw run` of every script in
//! tests/golden/diagnostics exit with status 1, print on stderr exactly the golden diagnostics
//! (each at `file:line:col`, with the source line and a caret) followed by the summary
//! `error: N error(s) found; nothing was run`, print nothing on stdout, and never panic. A script
//! that checks but fails while running (a `--debug` NaN check) exits 1 with one error naming
//! the step, the system and the script location.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs `mw` in `dir` (paths in diagnostics are relative to it, so they are stable).
fn mw(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mw"))
        .current_dir(dir)
        .args(args)
        .env_remove("RUST_BACKTRACE")
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// No panic message or backtrace hint in either stream.
fn assert_no_panic(what: &str, out: &Output) {
    for s in [text(&out.stdout), text(&out.stderr)] {
        assert!(!s.contains("panicked") && !s.contains("RUST_BACKTRACE"), "{what}: panicked:\n{s}");
    }
}

fn summary(n: usize) -> String {
    format!("error: {n} error{} found; nothing was run", if n == 1 { "" } else { "s" })
}

/// How many `path:line:col` locations `stderr` has that are followed, within their snippet,
/// by a source line with a caret under it.
fn located_carets(stderr: &str, path: &str) -> usize {
    let lines: Vec<&str> = stderr.lines().collect();
    let mut n = 0;
    for (i, l) in lines.iter().enumerate() {
        let Some(at) = l.find(&format!("{path}:")) else { continue };
        let mut parts = l[at + path.len() + 1..].split(':');
        let digits = |x: Option<&str>| x.is_some_and(|x| !x.is_empty() && x.chars().all(|c| c.is_ascii_digit()));
        if !(digits(parts.next()) && digits(parts.next())) {
            continue;
        }
        // The snippet runs until the next blank line.
        let snippet = lines[i + 1..].iter().take_while(|l| !l.is_empty());
        if snippet.into_iter().any(|l| l.contains('│') && l.contains('^')) {
            n += 1;
        }
    }
    n
}

#[test]
fn broken_scripts_exit_1_with_their_diagnostics_and_run_nothing() {
    let tests = repo().join("tests");
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(tests.join("golden/diagnostics"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rhai"))
        .collect();
    scripts.sort();
    assert!(scripts.len() >= 40, "only {} golden scripts", scripts.len());
    let mut multi = 0;
    for script in &scripts {
        let golden = std::fs::read_to_string(script.with_extension("stderr")).unwrap();
        let rel = format!("golden/diagnostics/{}", script.file_name().unwrap().to_str().unwrap());
        let errors = golden.lines().filter(|l| l.starts_with("error")).count();
        assert!(errors >= 1, "{rel}: its golden file has no error");
        multi += usize::from(errors > 1);
        let want = format!("{golden}{}\n", summary(errors));
        for args in [vec!["check", rel.as_str()], vec!["run", rel.as_str(), "--worlds", "8", "--steps", "3"]] {
            let what = format!("mw {}", args.join(" "));
            let out = mw(&tests, &args);
            let stderr = text(&out.stderr);
            assert_no_panic(&what, &out);
            assert_eq!(out.status.code(), Some(1), "{what}: exit status\n{stderr}");
            assert!(out.stdout.is_empty(), "{what}: printed on stdout:\n{}", text(&out.stdout));
            assert_eq!(stderr, want, "{what}: stderr differs from the golden diagnostics and summary");
            assert!(
                stderr.lines().last() == Some(summary(errors).as_str()),
                "{what}: the summary is not the last line:\n{stderr}"
            );
        }
    }
    // Scripts with several errors report them all in one run.
    assert!(multi >= 3, "only {multi} golden scripts with several errors");
}

#[test]
fn diagnostics_point_at_file_line_col_with_a_caret() {
    let tests = repo().join("tests");
    for (script, errors) in [
        ("golden/diagnostics/system_several_errors.rhai", 4),
        ("golden/diagnostics/system_unknown_field.rhai", 1),
        ("golden/diagnostics/rhai_syntax.rhai", 1),
        ("golden/diagnostics/import_error.rhai", 1),
    ] {
        for cmd in ["check", "run"] {
            let what = format!("mw {cmd} {script}");
            let out = mw(&tests, &[cmd, script]);
            let stderr = text(&out.stderr);
            assert_no_panic(&what, &out);
            assert_eq!(out.status.code(), Some(1), "{what}\n{stderr}");
            assert!(out.stdout.is_empty(), "{what}: printed on stdout");
            let headers = stderr.lines().filter(|l| l.starts_with("error: ") && !l.contains("nothing was run")).count();
            assert_eq!(headers, errors, "{what}: error count\n{stderr}");
            assert!(stderr.lines().any(|l| l == summary(errors)), "{what}: no summary line\n{stderr}");
            // Each error at its file:line:col, with a caret line (import_error's is in the
            // module the script imports).
            let file = if script.contains("import_error") { "golden/diagnostics/lib/helpers.rhai" } else { script };
            let located = located_carets(&stderr, file);
            assert_eq!(located, errors, "{what}: {located} located carets for {errors} errors\n{stderr}");
        }
    }
}

#[test]
fn a_missing_script_is_one_error() {
    let out = mw(&repo(), &["run", "no/such/script.rhai"]);
    let stderr = text(&out.stderr);
    assert_no_panic("mw run of a missing file", &out);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(stderr.contains("no/such/script.rhai"), "{stderr}");
    assert_eq!(stderr.lines().last(), Some(summary(1).as_str()), "{stderr}");
}

#[test]
fn a_run_time_failure_exits_1_with_one_clear_error() {
    let script = "tui/tests/scripts/debug_nan.rhai";
    // It checks, and runs without --debug (0/0 from the zeroed import is stored as NaN).
    let out = mw(&repo(), &["check", script]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = mw(&repo(), &["run", script, "--worlds", "4", "--steps", "3", "--quiet"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));

    let out = mw(&repo(), &["run", script, "--worlds", "4", "--steps", "3", "--debug"]);
    let stderr = text(&out.stderr);
    assert_no_panic("mw run --debug", &out);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("error")).collect();
    assert_eq!(errors, ["error: --debug check failed in step 0:"], "one error, in the first step (step 0):\n{stderr}");
    assert!(
        stderr.contains(&format!("system `divide` at {script}:14:9: a NaN was stored in `s.x` (4 hits in this step)")),
        "the system, location and cause:\n{stderr}"
    );
    assert!(!stderr.contains("nothing was run"), "{stderr}");
    assert_eq!(stderr.lines().count(), 2, "nothing else on stderr:\n{stderr}");
    // No throughput report for a failed run.
    assert!(!text(&out.stdout).contains("env-steps/s"), "{}", text(&out.stdout));
}

/// A `--param` the script never asks for is a mistake on the command line: it is said with its
/// "did you mean", also under `--quiet`, which silences the script's own warnings.
#[test]
fn quiet_keeps_the_warning_about_an_unknown_param() {
    for quiet in [false, true] {
        let mut args = vec!["run", "envs/cartpole.rhai", "--worlds", "4", "--steps", "2", "--param", "doubel=true"];
        if quiet {
            args.push("--quiet");
        }
        let out = mw(&repo(), &args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{stderr}");
        assert!(stderr.contains("warning: parameter `doubel` was given but the script never asks for it"), "{stderr}");
        assert!(stderr.contains("did you mean `double`?"), "{stderr}");
        assert_eq!(stderr.contains("env-steps/s") || text(&out.stdout).contains("env-steps/s"), !quiet, "{stderr}");
    }
}

/// `--tui` without a terminal is refused before the script is compiled or loaded: at once,
/// with nothing printed about the load.
#[test]
fn tui_without_a_terminal_is_refused_before_compiling() {
    let out = mw(&repo(), &["run", "envs/boids.rhai", "--tui", "--backend", "cuda-emulated", "--worlds", "4"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("error: --tui: standard output is not a terminal"), "{stderr}");
    assert!(!stderr.contains("to compile"), "refused before loading:\n{stderr}");
}
