//! The CUDA C++ of every environment through the real NVRTC, for sm_80 and sm_90 in every
//! default register budget: it compiles, the budgets really change the heaviest kernel's
//! registers, NVRTC's messages name the script's lines, the disk cache serves a second build
//! and never keeps a failed one, and a machine without NVRTC gets one sentence.
//!
//! NVRTC comes from `MW_NVRTC`, the dynamic loader or `target/nvrtc` (`tests/setup.sh` fetches
//! the `nvidia-cuda-nvrtc-cu12` wheel there). Where it can't be found these tests say so and
//! pass, unless NVRTC is required: `MW_REQUIRE_NVRTC` is set (CI sets it), or
//! `tests/setup.sh` ran for this target directory (its `test-deps-required` file), as in the
//! README's test command. Then a missing NVRTC fails them.

use std::path::{Path, PathBuf};
use std::process::Command;

use mw_cuda::{Compiler, DEFAULT_BUDGETS};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn required() -> Option<String> {
    mw_tests::deps_required(env!("CARGO_TARGET_TMPDIR"))
}

fn nvrtc() -> Option<Compiler> {
    match Compiler::find().and_then(|c| c.nvrtc().map(|_| ()).map(|()| c)) {
        Ok(n) => Some(n),
        Err(e) if required().is_some() => panic!("{}, but: {e}", required().unwrap_or_default()),
        Err(e) => {
            eprintln!("NOT RUN (no NVRTC here): {e}");
            None
        }
    }
}

fn source(env: &str, params: &[(&str, &str)]) -> String {
    let mut p = mw::Params::new();
    for (k, v) in params {
        p.insert(k.to_string(), v.to_string());
    }
    let (program, sources, _) = mw::check(&repo(env), &p).unwrap_or_else(|e| panic!("{env}: {e}"));
    let name = Path::new(env).file_name().unwrap().to_string_lossy().replace(".rhai", ".cu");
    mw_jit::cuda::emit(&program, Some(&sources), &name, &mw_jit::cuda::Options::default()).source
}

/// Per build log in the cache `dir`: whether that build went through nvJitLink. nvJitLink's
/// info log ends ptxas' report with its own linker summary (`info    : Function properties
/// for 'mw_step':`, no `ptxas` prefix), which a whole NVRTC build's log never has.
fn linked_builds(dir: &Path) -> Vec<bool> {
    let mut out = Vec::new();
    for f in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let p = f.unwrap().path();
        if p.extension().is_some_and(|x| x == "log") {
            let log = std::fs::read_to_string(&p).unwrap();
            out.push(log.lines().any(|l| l.starts_with("info ") && l.contains("Function properties for '")));
        }
    }
    out
}

/// The builds cached in `dir` went the way `linker` (`MW_NVJITLINK`) asks: `off`, never
/// through nvJitLink; otherwise through it whenever the test dependencies are required
/// (`tests/setup.sh` fetched nvJitLink), so a run that quietly fell back to NVRTC alone fails.
fn assert_linker(dir: &Path, linker: &str, what: &str) {
    let linked = linked_builds(dir);
    assert!(!linked.is_empty(), "{what}: no build log in {}", dir.display());
    if linker == "off" {
        assert!(linked.iter().all(|l| !l), "{what}: MW_NVJITLINK=off, yet a build went through nvJitLink");
    } else if let Some(why) = required() {
        assert!(
            linked.iter().all(|l| *l),
            "{why}, so nvJitLink must be found, but {what} was built by NVRTC alone ({linked:?})"
        );
    } else if !linked.iter().all(|l| *l) {
        eprintln!("note: no nvJitLink here: {what} was built by NVRTC alone");
    }
}

/// A cache directory of its own, so builds here really run NVRTC.
fn fresh_cache(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("mw_nvrtc_cache_{tag}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

const ENVS: [(&str, &[(&str, &str)]); 9] = [
    ("envs/cartpole.rhai", &[]),
    ("envs/cartpole.rhai", &[("double", "true")]),
    ("envs/boids.rhai", &[]),
    ("envs/crowd.rhai", &[]),
    ("envs/micro.rhai", &[]),
    ("envs/cartpole.rhai", &[("random_actions", "false")]),
    ("envs/hide_and_seek.rhai", &[]),
    ("envs/overcooked.rhai", &[("layout", "counter_circuit"), ("random_reset", "true")]),
    ("envs/hanabi.rhai", &[("players", "5")]),
];

#[test]
fn every_env_builds_in_every_variant_and_budgets_are_real() {
    let Some(nv) = nvrtc() else { return };
    let cache = fresh_cache("all");
    let archs = vec!["sm_80".to_string(), "sm_90".to_string()];
    for (env, params) in ENVS {
        let src = source(env, params);
        let t0 = std::time::Instant::now();
        let vs = mw_cuda::build(&nv, &src, "env.cu", &archs, &DEFAULT_BUDGETS, Some(&cache), &|_| {})
            .unwrap_or_else(|e| panic!("{env} {params:?}: {e}"));
        eprintln!("{env} {params:?}: {} variants in {:.0} ms", vs.len(), t0.elapsed().as_secs_f64() * 1e3);
        assert_eq!(vs.len(), 10);
        for v in &vs {
            assert!(!v.cubin.is_empty() && !v.cached, "{env}: {} {}", v.arch, v.budget);
            assert!(!v.kernels.is_empty(), "{env}: no ptxas report for {} {}", v.arch, v.budget);
            assert!(v.kernels.iter().all(|k| k.registers > 0 && k.registers <= v.budget.max(24)), "{env}: {v:?}");
        }
        if env.ends_with("boids.rhai") {
            // `steer`, the neighbour loop, is the heaviest kernel: it spills under the smallest
            // budget and uses more registers under larger ones.
            for arch in &archs {
                let regs: Vec<(u32, u32, u32)> = vs
                    .iter()
                    .filter(|v| &v.arch == arch)
                    .map(|v| {
                        let k = v.kernels.iter().max_by_key(|k| k.registers + k.spill_stores).unwrap();
                        (v.budget, k.registers, k.spill_stores)
                    })
                    .collect();
                assert!(regs[0].1 <= 32 && regs[0].2 > 0, "{arch}: {regs:?}");
                assert!(regs.iter().any(|r| r.1 > 32), "{arch}: the budgets changed nothing: {regs:?}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&cache);
}

#[test]
fn nvrtc_errors_name_the_script_line() {
    let Some(nv) = nvrtc() else { return };
    let cache = fresh_cache("errors");
    // An error only a C++ compiler can see: break the generated statement of
    // cartpole.rhai's `c.x = c.x + TAU * c.x_dot;` (line 61) by hand.
    let src = source("envs/cartpole.rhai", &[]);
    let line = src
        .lines()
        .position(|l| l.starts_with("#line 61 \"") && l.ends_with("cartpole.rhai\""))
        .expect("a #line for line 61");
    let mut lines: Vec<String> = src.lines().map(String::from).collect();
    lines.insert(line + 1, "        undeclared_thing = 1;".into());
    let broken = lines.join("\n");
    let archs = vec!["sm_90".to_string()];
    let e = mw_cuda::build(&nv, &broken, "cartpole.cu", &archs, &[64], Some(&cache), &|_| {}).unwrap_err();
    assert!(e.contains("envs/cartpole.rhai:61: error: identifier \"undeclared_thing\" is undefined"), "{e}");
    // Never cached: the same build fails again, with the same message.
    let again = mw_cuda::build(&nv, &broken, "cartpole.cu", &archs, &[64], Some(&cache), &|_| {}).unwrap_err();
    assert_eq!(e, again);
    assert!(
        !cache
            .join(".")
            .read_dir()
            .is_ok_and(|mut d| d.any(|f| f.is_ok_and(|f| f.path().extension().is_some_and(|x| x == "cubin"))))
    );
    let _ = std::fs::remove_dir_all(&cache);
}

#[test]
fn a_second_build_comes_from_the_cache() {
    let Some(nv) = nvrtc() else { return };
    let dir = fresh_cache("hit");
    let src = source("envs/micro.rhai", &[]);
    let archs = vec!["sm_90".to_string()];
    let first = mw_cuda::build(&nv, &src, "micro.cu", &archs, &[64, 128], Some(&dir), &|_| {}).unwrap();
    assert!(first.iter().all(|v| !v.cached));
    // A hit needs no NVRTC: a compiler found afresh is never loaded.
    let t0 = std::time::Instant::now();
    let fresh = Compiler::find().unwrap();
    let second = mw_cuda::build(&fresh, &src, "micro.cu", &archs, &[64, 128], Some(&dir), &|_| {}).unwrap();
    let ms = t0.elapsed().as_secs_f64() * 1e3;
    assert!(second.iter().all(|v| v.cached), "{second:?}");
    if fresh.path.is_some() {
        assert!(!fresh.is_loaded(), "a cache hit loaded NVRTC");
    }
    for (a, b) in first.iter().zip(&second) {
        assert_eq!(a.cubin, b.cubin);
        assert_eq!(a.kernels, b.kernels);
    }
    eprintln!("cache hit for 2 variants in {ms:.1} ms");
    // Another source is another key.
    let other = source("envs/micro.rhai", &[("work", "3")]);
    let third = mw_cuda::build(&nv, &other, "micro.cu", &archs, &[64], Some(&dir), &|_| {}).unwrap();
    assert!(!third[0].cached);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn without_nvrtc_one_sentence() {
    let mw = env!("CARGO_BIN_EXE_mw");
    for setting in ["/nonexistent/libnvrtc.so.12", "/nonexistent-dir/"] {
        let out = Command::new(mw)
            .args(["check", repo("envs/cartpole.rhai").to_str().unwrap(), "--cuda"])
            .env("MW_NVRTC", setting)
            .env("LD_LIBRARY_PATH", "")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert_eq!(err.lines().count(), 1, "one sentence: {err}");
        assert!(err.starts_with("error: can't load NVRTC from MW_NVRTC="), "{err}");
        assert!(!err.contains("panicked") && !err.contains("RUST_BACKTRACE"), "{err}");
    }
    let out = Command::new(mw)
        .args(["check", repo("envs/cartpole.rhai").to_str().unwrap(), "--cuda", "--arch", "sm_9"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("`sm_9` is not a GPU architecture"), "{err}");
}

/// Both ways of building a variant work and give the register report: PTX once then ptxas per
/// budget (nvJitLink, when `tests/setup.sh` fetched it; required to be used then), and a whole
/// NVRTC build per budget (`MW_NVJITLINK=off`, or no nvJitLink).
#[test]
fn with_and_without_nvjitlink() {
    if nvrtc().is_none() {
        return;
    }
    let mw = env!("CARGO_BIN_EXE_mw");
    for linker in ["off", ""] {
        let dir = fresh_cache(&format!("jitlink{linker}"));
        let mut cmd = Command::new(mw);
        cmd.args(["check", "envs/cartpole.rhai", "--cuda", "--arch", "sm_80", "--budgets", "32,255"])
            .current_dir(repo(""))
            .env("MW_CACHE_DIR", &dir);
        if linker == "off" {
            cmd.env("MW_NVJITLINK", "off");
        }
        let out = cmd.output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "MW_NVJITLINK={linker}: {}", String::from_utf8_lossy(&out.stderr));
        let regs = text.lines().find(|l| l.trim_start().starts_with("registers")).expect("a registers row");
        let counts: Vec<u32> = regs.split_whitespace().skip(1).map(|n| n.parse().unwrap()).collect();
        assert!(counts.len() == 2 && counts[0] <= 32 && counts[1] > 0, "MW_NVJITLINK={linker}: {regs}");
        assert_linker(&dir, linker, &format!("cartpole with MW_NVJITLINK={linker:?}"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Repeated architectures are built once, in first-seen order, wherever in the list they
/// are (`mw check --arch` and `mw_cuda::build` alike).
#[test]
fn repeated_architectures_are_built_once() {
    let Some(nv) = nvrtc() else { return };
    let dir = fresh_cache("repeats");
    let out = Command::new(env!("CARGO_BIN_EXE_mw"))
        .args(["check", "envs/cartpole.rhai", "--cuda", "--arch", "sm_86,sm_80,sm_86", "--budgets", "32,32"])
        .current_dir(repo(""))
        .env("MW_CACHE_DIR", &dir)
        .output()
        .unwrap();
    let (text, err) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{err}");
    assert!(err.starts_with("building 2 variants"), "{err}");
    let tables: Vec<&str> = text.lines().filter(|l| l.starts_with("sm_")).collect();
    assert_eq!(tables.len(), 2, "{text}");
    assert!(tables[0].starts_with("sm_86:") && tables[1].starts_with("sm_80:"), "{text}");
    let archs: Vec<String> = ["sm_86", "sm_80", "sm_86"].map(String::from).into();
    let vs = mw_cuda::build(&nv, &source("envs/cartpole.rhai", &[]), "c.cu", &archs, &[32, 32], Some(&dir), &|_| {})
        .unwrap();
    let got: Vec<(&str, u32)> = vs.iter().map(|v| (v.arch.as_str(), v.budget)).collect();
    assert_eq!(got, [("sm_86", 32), ("sm_80", 32)]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// An unknown architecture is named as one, with the known ones, at the flag and in the
/// library; one the loaded NVRTC doesn't build for is blamed on that, not on the generated code.
#[test]
fn unknown_architectures_are_named() {
    for list in ["sm_999", "sm_80,sm_1", "compute_90", "sm_80,garbage"] {
        let out = Command::new(env!("CARGO_BIN_EXE_mw"))
            .args(["check", "envs/cartpole.rhai", "--cuda", "--arch", list])
            .current_dir(repo(""))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        let bad = list.rsplit(',').next().unwrap();
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(&format!("`{bad}` is not a GPU architecture the cuda backend knows")), "{err}");
        assert!(err.contains("the known ones are sm_70,") && !err.contains("panicked"), "{err}");
    }
    let Some(nv) = nvrtc() else { return };
    let dir = fresh_cache("unknown");
    let src = source("envs/cartpole.rhai", &[]);
    let build =
        |arch: &str| mw_cuda::build(&nv, &src, "c.cu", &[arch.to_string()], &[32], Some(&dir), &|_| {}).unwrap_err();
    let e = build("compute_90");
    assert!(e.starts_with("`compute_90` is not a GPU architecture the cuda backend knows"), "{e}");
    // Well formed, so the loaded NVRTC decides: no NVRTC builds for it.
    let e = build("sm_999");
    assert!(e.starts_with("NVRTC ") && e.contains("does not build for the GPU architecture sm_999"), "{e}");
    assert!(e.contains("sm_80") && !e.contains("generated"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A cache entry whose CUBIN and log were overwritten is not a hit (which reported 0
/// registers): it is rebuilt, said once, and rewritten, so the next build is a clean hit.
#[test]
fn a_damaged_cache_entry_is_rebuilt() {
    if nvrtc().is_none() {
        return;
    }
    // Through nvJitLink (when found) and through NVRTC alone.
    for linker in ["", "off"] {
        damaged_entry_rebuilt(linker);
    }
}

fn damaged_entry_rebuilt(linker: &str) {
    let dir = fresh_cache(&format!("damaged{linker}"));
    let check = || {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_mw"));
        cmd.args(["check", "envs/cartpole.rhai", "--cuda", "--arch", "sm_80", "--budgets", "64"])
            .current_dir(repo(""))
            .env("MW_CACHE_DIR", &dir);
        if linker == "off" {
            cmd.env("MW_NVJITLINK", "off");
        }
        let out = cmd.output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{err}");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let regs = text.lines().find(|l| l.trim_start().starts_with("registers")).expect("a registers row");
        (regs.split_whitespace().nth(1).unwrap().parse::<u32>().unwrap(), err)
    };
    let (regs, err) = check();
    assert!(regs > 0 && !err.contains("cached") && !err.contains("note:"), "{err}");
    assert_linker(&dir, linker, &format!("the first build with MW_NVJITLINK={linker:?}"));
    let mut damaged = 0;
    for f in std::fs::read_dir(&dir).unwrap() {
        let p = f.unwrap().path();
        if p.extension().is_some_and(|x| x == "cubin" || x == "log") {
            std::fs::write(&p, "damaged").unwrap();
            damaged += 1;
        }
    }
    assert_eq!(damaged, 2);
    let (again, err) = check();
    assert_eq!(again, regs, "{err}");
    assert!(!err.contains("registers: cached"), "a damaged entry was used: {err}");
    assert_eq!(err.matches("note: 1 cached build did not match its checksum (damaged) and was rebuilt").count(), 1);
    assert_linker(&dir, linker, &format!("the rebuild with MW_NVJITLINK={linker:?}"));
    let (third, err) = check();
    assert!(third == regs && err.contains("registers: cached") && !err.contains("note:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// NVRTC and nvJitLink libraries that lack a function the build calls are one sentence each,
/// never a panic: both are bound by name when loaded, not on first call.
#[test]
fn incomplete_nvrtc_or_nvjitlink_is_one_sentence() {
    let dir = fresh_cache("stubs");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("stub.c"), "int nvrtcVersion(int *a, int *b) { *a = 12; *b = 9; return 0; }\n").unwrap();
    let stub = dir.join("libstub.so");
    let built = Command::new("cc").args(["-shared", "-fPIC", "-o"]).arg(&stub).arg(dir.join("stub.c")).status();
    if !built.is_ok_and(|s| s.success()) {
        if let Some(why) = required() {
            panic!("{why}, but there is no C compiler (`cc`) to make stub libraries");
        }
        eprintln!("NOT RUN (no C compiler to make stub libraries)");
        return;
    }
    let mut cases = vec![("MW_NVRTC", "error: can't load NVRTC from ", "not NVRTC (")];
    if nvrtc().is_some() {
        cases.push(("MW_NVJITLINK", "error: ", "is not nvJitLink ("));
    }
    for (var, starts, says) in cases {
        let out = Command::new(env!("CARGO_BIN_EXE_mw"))
            .args(["check", "envs/cartpole.rhai", "--cuda", "--arch", "sm_80", "--budgets", "32"])
            .current_dir(repo(""))
            .env("MW_CACHE_DIR", dir.join("cache"))
            .env(var, &stub)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{var}: {err}");
        let last: Vec<&str> = err.lines().filter(|l| !l.starts_with("building ")).collect();
        assert_eq!(last.len(), 1, "{var}: one sentence: {err}");
        assert!(last[0].starts_with(starts) && last[0].contains(says), "{var}: {err}");
        assert!(!err.contains("panicked"), "{var}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
