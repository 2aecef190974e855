//! Golden tests: every `golden/diagnostics/*.rhai` is loaded and checked, and the rendered
//! diagnostics must equal the `.stderr` file beside it, byte for byte (message, file:line:col,
//! source line, caret). Run with `MW_BLESS=1` to write the expected files after reviewing a
//! change in wording.

use std::path::Path;

#[test]
fn diagnostics_match_golden_files() {
    // Paths in messages are relative to the working directory: make it the tests crate.
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    let dir = Path::new("golden/diagnostics");
    let bless = std::env::var_os("MW_BLESS").is_some();
    let mut cases: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rhai"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 20, "expected at least 20 golden cases, found {}", cases.len());
    let mut failures = Vec::new();
    let mut distinct = std::collections::BTreeSet::new();
    for case in &cases {
        let (ok, text) = mw_tests::check_text(case, &Default::default());
        assert!(!ok, "{} was expected to fail but checked cleanly:\n{text}", case.display());
        for line in text.lines().filter(|l| l.starts_with("error")) {
            distinct.insert(line.to_string());
        }
        let expected_path = case.with_extension("stderr");
        if bless {
            std::fs::write(&expected_path, &text).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != text {
            failures.push(format!("--- {}\n+++ actual\n{text}\n--- expected\n{expected}", case.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} golden file(s) differ (MW_BLESS=1 rewrites them):\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(distinct.len() >= 20, "only {} distinct error messages", distinct.len());
}

/// Every `golden/warnings/*.rhai` checks, with exactly the warnings of its `.stderr`.
#[test]
fn warnings_match_golden_files() {
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    let bless = std::env::var_os("MW_BLESS").is_some();
    let mut n = 0;
    for entry in std::fs::read_dir("golden/warnings").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rhai") {
            let (ok, text) = mw_tests::check_text(&path, &Default::default());
            assert!(ok, "{} should check (with warnings):\n{text}", path.display());
            assert!(text.contains("warning"), "{} gave no warning", path.display());
            let expected_path = path.with_extension("stderr");
            if bless {
                std::fs::write(&expected_path, &text).unwrap();
            } else {
                assert_eq!(text, std::fs::read_to_string(&expected_path).unwrap_or_default(), "{}", path.display());
            }
            n += 1;
        }
    }
    assert!(n >= 1);
}

/// Every `golden/ok/*.rhai` (the README's examples among them) checks with no diagnostic.
#[test]
fn examples_check_cleanly() {
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    let mut n = 0;
    for entry in std::fs::read_dir("golden/ok").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rhai") {
            let (ok, text) = mw_tests::check_text(&path, &Default::default());
            assert!(ok && text.is_empty(), "{} should check cleanly:\n{text}", path.display());
            n += 1;
        }
    }
    {
        let env = "envs/cartpole.rhai";
        let path = mw_tests::repo().join(env);
        let (ok, text) = mw_tests::check_text(&path, &Default::default());
        assert!(ok && text.is_empty(), "{env} should check cleanly:\n{text}");
    }
    assert!(n >= 1);
}

/// Every `golden/plan/*.rhai` checks, and its step plan (`mw check --plan`) equals the `.plan`
/// file beside it: which systems fuse, where runs end, each system's locality and effects.
#[test]
fn plans_match_golden_files() {
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    let bless = std::env::var_os("MW_BLESS").is_some();
    let mut cases: Vec<_> = std::fs::read_dir("golden/plan")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rhai"))
        .collect();
    cases.push(Path::new("../envs/cartpole.rhai").to_path_buf());
    cases.sort();
    let mut failures = Vec::new();
    for case in &cases {
        let (p, sources) = mw_tests::program_and_sources(case, &Default::default());
        let text = mw_jit::ir::plan::Plan::of(&p).render(&p, Some(&sources));
        let expected_path = if case.starts_with("golden") {
            case.with_extension("plan")
        } else {
            Path::new("golden/plan").join(case.file_name().unwrap()).with_extension("plan")
        };
        if bless {
            std::fs::write(&expected_path, &text).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != text {
            failures.push(format!("--- {}\n+++ actual\n{text}\n--- expected\n{expected}", case.display()));
        }
    }
    assert!(cases.len() >= 5);
    assert!(
        failures.is_empty(),
        "{} plan(s) differ (MW_BLESS=1 rewrites them):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// What the compiler prints for every environment in `envs/` (default parameters): the typed IR
/// (`mw check --ir`) and the CUDA generator's text (`mw emit --cuda`) from its `// ==== <env>:
/// kernels` line on: the kernels, the reset and init code and the step program (the support
/// header before that line is written by hand). A change to code generation shows up as a diff
/// of `golden/codegen/<env>.ir` and `<env>.cu`, to review and then bless with `MW_BLESS=1`.
#[test]
fn generated_code_matches_golden_files() {
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    let bless = std::env::var_os("MW_BLESS").is_some();
    let dir = Path::new("golden/codegen");
    let mut envs: Vec<_> = std::fs::read_dir("../envs")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rhai"))
        .collect();
    envs.sort();
    assert!(envs.len() >= 4, "the four shipped environments: {envs:?}");
    let mut failures = Vec::new();
    for env in &envs {
        let name = env.file_stem().unwrap().to_string_lossy().into_owned();
        let (p, sources) = mw_tests::program_and_sources(env, &Default::default());
        let ir = mw_jit::ir::print::program(&p);
        let cuda = mw_jit::cuda::emit(&p, Some(&sources), "kernels.cu", &mw_jit::cuda::Options::default()).source;
        let marker = format!("// ==== {name}: kernels\n");
        let from = cuda.find(&marker).unwrap_or_else(|| panic!("{name}: no `{}` line in the CUDA text", marker.trim()));
        for (ext, text) in [("ir", ir.as_str()), ("cu", &cuda[from..])] {
            let path = dir.join(format!("{name}.{ext}"));
            if bless {
                std::fs::create_dir_all(dir).unwrap();
                std::fs::write(&path, text).unwrap();
                continue;
            }
            let expected = std::fs::read_to_string(&path).unwrap_or_default();
            if expected != text {
                let line = expected.lines().zip(text.lines()).position(|(a, b)| a != b);
                let at = line.map_or_else(
                    || {
                        format!(
                            "lengths differ: {} lines expected, {} now",
                            expected.lines().count(),
                            text.lines().count()
                        )
                    },
                    |l| {
                        format!(
                            "first difference at line {}:\n  expected: {}\n  now:      {}",
                            l + 1,
                            expected.lines().nth(l).unwrap_or(""),
                            text.lines().nth(l).unwrap_or("")
                        )
                    },
                );
                failures.push(format!("{}: {at}", path.display()));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} generated file(s) differ from the golden ones (review, then MW_BLESS=1 rewrites them):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
