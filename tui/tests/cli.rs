//! The command line under hostile input: every flag value and data file either works or fails
//! with one clear error naming the flag, before any work and before any output is touched;
//! inputs are read once (FIFOs work) and outputs are valid `.npy` files at every moment.
//!
//! Each test runs the real `mw` binary, under a time limit: a hang is a failure, not a stall.

use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use mw_runtime::limits::{MAX_THREADS, MAX_WORLDS};
use mw_runtime::npy::{self, Array};
use mw_runtime::schema::Scalar;
use mw_tests::Rng;

// ---- helpers ------------------------------------------------------------------------------

const WORLDS: usize = 64;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A fresh directory for one test's files.
fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("mw_cli_{tag}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `cmd` to the end, or kills it and fails the test after `secs`.
fn finish(mut cmd: Command, secs: u64) -> Output {
    let child = cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let pid = child.id();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(Duration::from_secs(secs)) {
        Ok(out) => out.unwrap(),
        Err(_) => {
            // SAFETY: sending a signal to the child this test started.
            unsafe { libc::kill(pid as i32, libc::SIGKILL) };
            panic!("{cmd:?} did not finish within {secs} s");
        }
    }
}

fn mw(args: &[String]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_mw"));
    cmd.current_dir(root()).args(args);
    finish(cmd, 60)
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// `mw run envs/cartpole.rhai` on a few worlds, external actions, plus `extra`.
fn cartpole(steps: usize, extra: &[String]) -> Output {
    let mut args = strings(&[
        "run",
        "envs/cartpole.rhai",
        "--worlds",
        &WORLDS.to_string(),
        "--steps",
        &steps.to_string(),
        "--threads",
        "2",
        "--param",
        "random_actions=false",
        "--quiet",
    ]);
    args.extend_from_slice(extra);
    mw(&args)
}

fn arg(flag: &str, name: &str, path: &Path) -> String {
    format!("--{flag}={name}={}", path.display())
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn assert_ok(out: &Output, what: &str) {
    assert!(out.status.success(), "{what}: mw failed ({}):\n{}", out.status, stderr(out));
}

/// Asserts a failure with exit status 1 or 2, no panic, and an error naming every one of `want`.
fn assert_fails(out: &Output, what: &str, want: &[&str]) {
    let err = stderr(out);
    assert!(matches!(out.status.code(), Some(1 | 2)), "{what}: exit status {} (want 1 or 2):\n{err}", out.status);
    assert!(!err.contains("panicked") && !err.contains("RUST_BACKTRACE"), "{what}: panicked:\n{err}");
    assert!(err.starts_with("error: "), "{what}: {err}");
    for w in want {
        assert!(err.contains(w), "{what}: expected `{w}` in:\n{err}");
    }
    assert!(out.stdout.is_empty(), "{what}: printed {:?}", String::from_utf8_lossy(&out.stdout));
}

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn f64_bytes(v: &[f64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn write_npy(path: &Path, scalar: Scalar, shape: Vec<usize>, bytes: Vec<u8>) {
    npy::write(path, &Array { scalar, shape, bytes }).unwrap();
}

/// A `.npy` file's bytes written by hand, so any header (Fortran order, a hostile shape) can
/// be made.
fn npy_bytes(dict: &str, data: &[u8]) -> Vec<u8> {
    let mut text = dict.to_string();
    while !(10 + text.len() + 1).is_multiple_of(64) {
        text.push(' ');
    }
    text.push('\n');
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    out.extend_from_slice(&(text.len() as u16).to_le_bytes());
    out.extend_from_slice(text.as_bytes());
    out.extend_from_slice(data);
    out
}

/// A cartpole start state [WORLDS, 1, 4]: small angles, distinct per world.
fn init_state() -> Vec<f64> {
    (0..WORLDS * 4).map(|i| ((i * 7919) % 97) as f64 * 1e-3 - 0.048).collect()
}

// ---- 1. flag values -----------------------------------------------------------------------

/// Values no integer or seconds flag may take.
const ALWAYS_BAD: &[&str] =
    &["-1", "abc", "", "nan", "NaN", "inf", "-inf", "1e300", "99999999999999999999999", "0x10", "1.5e", "--", "-x"];

/// Values every flag refuses, and values per flag, must fail while parsing the command line:
/// exit status 2, one error naming the flag, no panic. The script does not exist, so an error
/// about anything else shows the check came too late; an existing dump keeps its contents and
/// a new one is not created.
#[test]
fn bad_flag_values_are_refused_before_any_work() {
    let dir = temp_dir("flags");
    let kept = dir.join("kept.npy");
    std::fs::write(&kept, b"old contents").unwrap();
    let new = dir.join("new.npy");
    let big = u64::MAX.to_string();
    let over_worlds = (u64::from(MAX_WORLDS) + 1).to_string();
    let over_threads = (MAX_THREADS + 1).to_string();
    let mut cases: Vec<(&str, &str, String)> = Vec::new();
    let mut add = |cmd: &'static str, flag: &'static str, values: &[&str]| {
        for v in values.iter().chain(ALWAYS_BAD.iter()) {
            cases.push((cmd, flag, v.to_string()));
        }
    };
    add("run", "--worlds", &["0", "2000000000", &over_worlds, &big, "1.0", "-0"]);
    add("run", "--threads", &["1000", &over_threads, &big, "18446744073709551616"]);
    add("run", "--max-rows", &["0", "4294967296", &big]);
    add("run", "--steps", &["1e3", "18446744073709551616"]);
    add("run", "--seed", &["1e3", "18446744073709551616"]);
    add("run", "--step-timeout", &["0", "-0", "1e7", "1000001", "1e-400"]);
    add("bench", "--worlds", &["0", "1024,0", "0,1024", ",", "1024,,16", &over_worlds, &big]);
    add("bench", "--threads", &["1000", &over_threads, &big]);
    add("bench", "--reps", &["0", &big]);
    add("bench", "--seconds", &["0", "-0", "3600.5", "1e4", "1e-400"]);
    add("bench", "--step-timeout", &["0", "1e7"]);
    add("bench", "--warmup-steps", &["-1", "1e3", "10000001", "0.5", &big]);
    // Generated: random integers and floats of every magnitude, with random signs.
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..24 {
        let n = rng.next() >> (rng.next() % 64);
        let w = if n == 0 || n > u64::from(MAX_WORLDS) { n.to_string() } else { format!("-{n}") };
        cases.push(("run", "--worlds", w));
        let t = if n as usize > MAX_THREADS { n.to_string() } else { format!("-{}", n + 1) };
        cases.push(("run", "--threads", t));
        let x = f64::from_bits(rng.next());
        let s = if x.is_finite() && x > 0.0 && x <= 3600.0 { format!("-{x}") } else { format!("{x:e}") };
        cases.push(("bench", "--seconds", s));
        let s = if x.is_finite() && x > 0.0 && x <= 1e6 { format!("{}", -x) } else { x.to_string() };
        cases.push(("run", "--step-timeout", s));
    }
    for (cmd, flag, value) in &cases {
        let mut args = strings(&[cmd, "no/such/script.rhai"]);
        args.push(flag.to_string());
        args.push(value.clone());
        if *cmd == "run" {
            args.push(arg("dump", "obs", &kept));
            args.push(arg("dump", "done", &new));
        } else {
            args.push("--json".into());
            args.push(new.display().to_string());
        }
        let out = mw(&args);
        let what = format!("mw {cmd} {flag} {value:?}");
        assert_eq!(out.status.code(), Some(2), "{what}: exit status:\n{}", stderr(&out));
        assert_fails(&out, &what, &[flag]);
        let err = stderr(&out);
        assert!(!err.contains("no/such/script"), "{what}: the script was looked at first:\n{err}");
        assert_eq!(std::fs::read(&kept).unwrap(), b"old contents", "{what}: an existing dump was touched");
        assert!(!new.exists(), "{what}: created an output");
    }
    // Out-of-range messages give the accepted range.
    let out = mw(&strings(&["run", "x.rhai", "--worlds", "2000000000"]));
    assert_fails(&out, "--worlds 2000000000", &["--worlds", "2000000000", "1 to 16777216"]);
    let out = mw(&strings(&["run", "x.rhai", "--threads", "18446744073709551615"]));
    assert_fails(&out, "--threads u64::MAX", &["--threads", &format!("0 to {MAX_THREADS}")]);
    let out = mw(&strings(&["bench", "x.rhai", "--seconds", "inf"]));
    assert_fails(&out, "--seconds inf", &["--seconds", "greater than 0", "3600"]);
    std::fs::remove_dir_all(&dir).ok();
}

/// Values at the edges of the accepted ranges get past the command line (to the missing
/// script), so the checks are not stricter than documented.
#[test]
fn edge_flag_values_are_accepted() {
    let cases: &[(&str, &str, String)] = &[
        ("run", "--worlds", "1".into()),
        ("run", "--worlds", MAX_WORLDS.to_string()),
        ("run", "--threads", "0".into()),
        ("run", "--threads", MAX_THREADS.to_string()),
        ("run", "--steps", "0".into()),
        ("run", "--steps", u64::MAX.to_string()),
        ("run", "--seed", u64::MAX.to_string()),
        ("run", "--max-rows", "1".into()),
        ("run", "--max-rows", u32::MAX.to_string()),
        ("run", "--step-timeout", "1e-9".into()),
        ("run", "--step-timeout", "1e6".into()),
        ("bench", "--worlds", format!("1,{MAX_WORLDS}")),
        ("bench", "--reps", "1".into()),
        ("bench", "--seconds", "3600".into()),
        ("bench", "--seconds", "0.001".into()),
    ];
    for (cmd, flag, value) in cases {
        let out = mw(&strings(&[cmd, "no/such/script.rhai", flag, value]));
        assert_fails(&out, &format!("mw {cmd} {flag} {value}"), &["no/such/script.rhai"]);
        assert_eq!(out.status.code(), Some(1), "mw {cmd} {flag} {value}: {}", stderr(&out));
    }
}

#[test]
fn help_documents_limits_and_step_timeout() {
    let out = mw(&strings(&["run", "--help"]));
    assert_ok(&out, "run --help");
    let text = String::from_utf8_lossy(&out.stdout).split_whitespace().collect::<Vec<_>>().join(" ");
    for want in [
        "--step-timeout",
        "wall-clock limit on one step (and on init_world at load); a system still looping then is stopped and the \
         run fails naming the system and loop",
        &format!("1 to {MAX_WORLDS}"),
        &format!("at most {MAX_THREADS}"),
        "[default: 30]",
    ] {
        assert!(text.contains(want), "mw run --help lacks `{want}`:\n{text}");
    }
    let out = mw(&strings(&["bench", "--help"]));
    let text = String::from_utf8_lossy(&out.stdout).split_whitespace().collect::<Vec<_>>().join(" ");
    for want in ["--step-timeout", "at most 3600", "1 to 1000", "wall-clock limit on one step"] {
        assert!(text.contains(want), "mw bench --help lacks `{want}`:\n{text}");
    }
}

#[test]
fn step_timeout_is_passed_and_a_normal_run_reports_throughput() {
    let out = mw(&strings(&[
        "run",
        "envs/cartpole.rhai",
        "--worlds",
        "8",
        "--steps",
        "5",
        "--threads",
        "1",
        "--step-timeout",
        "0.5",
    ]));
    assert_ok(&out, "--step-timeout 0.5");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("5 steps in") && text.contains("env-steps/s") && text.contains("mean ms"), "{text}");
    assert!(!text.contains("NaN") && !text.contains("inf"), "{text}");
}

#[test]
fn zero_steps_load_and_init_only_and_dump_zero_frames() {
    let dir = temp_dir("zero_steps");
    let x = dir.join("x.npy");
    let out = mw(&[
        "run".into(),
        "envs/cartpole.rhai".into(),
        "--worlds".into(),
        WORLDS.to_string(),
        "--steps".into(),
        "0".into(),
        arg("dump", "obs", &x),
    ]);
    assert_ok(&out, "--steps 0");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("0 steps run (load and init only)"), "{text}");
    assert!(!text.contains("NaN") && !text.contains("mean ms") && !text.contains("env-steps/s"), "{text}");
    let a = npy::read(&x, Scalar::F32).unwrap();
    assert_eq!(a.shape, vec![0, WORLDS, 1, 4]);
    assert!(a.bytes.is_empty());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bench_runs_with_small_values_and_writes_json() {
    let dir = temp_dir("bench");
    let json = dir.join("b.json");
    let out = mw(&[
        "bench".into(),
        "envs/cartpole.rhai".into(),
        "--worlds".into(),
        "8,16".into(),
        "--reps".into(),
        "1".into(),
        "--seconds".into(),
        "0.001".into(),
        "--threads".into(),
        "1".into(),
        "--warmup-steps".into(),
        "3".into(),
        "--json".into(),
        json.display().to_string(),
    ]);
    assert_ok(&out, "bench");
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let results = v["results"].as_array().unwrap();
    assert_eq!(results.len(), 2);
    // Exactly the warm-up steps asked for, at every batch size.
    assert!(results.iter().all(|r| r["warmup_steps"] == 3), "{results:?}");
    // A JSON path that can't be written fails before the benchmark.
    let out = mw(&strings(&["bench", "envs/cartpole.rhai", "--json", "no/such/dir/b.json"]));
    assert_fails(&out, "--json in a missing directory", &["--json", "no/such/dir"]);
    std::fs::remove_dir_all(&dir).ok();
}

// ---- 2. inputs ----------------------------------------------------------------------------

/// Runs cartpole for 3 steps from `--set Cart=<set>` (and `extra`), returning the dump of obs.
fn run_from(set: &str, dir: &Path, tag: &str) -> (Output, Vec<u8>) {
    let x = dir.join(format!("{tag}.npy"));
    let out = cartpole(3, &[format!("--set=Cart={set}"), arg("dump", "obs", &x)]);
    let bytes = std::fs::read(&x).unwrap_or_default();
    (out, bytes)
}

#[test]
fn float64_set_through_a_fifo_and_process_substitution() {
    let dir = temp_dir("fifo");
    let file = dir.join("init.npy");
    write_npy(&file, Scalar::F64, vec![WORLDS, 1, 4], f64_bytes(&init_state()));
    let (out, reference) = run_from(&file.display().to_string(), &dir, "ref");
    assert_ok(&out, "--set from a regular file");
    let out = cartpole(3, &[arg("dump", "obs", &dir.join("unset.npy"))]);
    assert_ok(&out, "without --set");
    assert_ne!(std::fs::read(dir.join("unset.npy")).unwrap(), reference, "--set made no difference");

    // A named FIFO, written by a thread.
    let fifo = dir.join("init.fifo");
    let c = std::ffi::CString::new(fifo.display().to_string()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0, "mkfifo");
    let data = std::fs::read(&file).unwrap();
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            // Blocks until mw opens the FIFO; a failure to write shows as a wrong dump below.
            if let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(&fifo) {
                let _ = f.write_all(&data);
            }
        })
    };
    let (out, via_fifo) = run_from(&fifo.display().to_string(), &dir, "fifo");
    if !writer.is_finished() {
        // mw never opened it: let the writer's open return so the thread can end.
        let _ = std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(&fifo);
    }
    writer.join().unwrap();
    assert_ok(&out, "--set from a FIFO");
    assert!(via_fifo == reference, "the FIFO run differs from the regular-file run");

    // Process substitution, as a shell user writes it (a /dev/fd path to a pipe).
    let script = format!(
        "{} run envs/cartpole.rhai --worlds {WORLDS} --steps 3 --threads 2 --param random_actions=false \
         --quiet --set Cart=<(cat '{}') --dump 'obs={}'",
        env!("CARGO_BIN_EXE_mw"),
        file.display(),
        dir.join("subst.npy").display()
    );
    let mut cmd = Command::new("bash");
    cmd.current_dir(root()).arg("-c").arg(&script);
    let out = finish(cmd, 60);
    assert_ok(&out, "--set Cart=<(cat init.npy)");
    assert!(std::fs::read(dir.join("subst.npy")).unwrap() == reference, "process substitution run differs");

    // A FIFO that never ends: only the frames --steps needs are read, or, without a valid
    // header, nothing past it.
    let header = dir.join("header.bin");
    std::fs::write(
        &header,
        npy_bytes("{'descr': '<i8', 'fortran_order': False, 'shape': (1099511627776, 64, 1), }", &[]),
    )
    .unwrap();
    for (source, ok) in [(format!("cat '{}' /dev/zero", header.display()), true), ("cat /dev/zero".into(), false)] {
        let script = format!(
            "{} run envs/cartpole.rhai --worlds {WORLDS} --steps 20 --param random_actions=false --quiet \
             --actions action=<({source})",
            env!("CARGO_BIN_EXE_mw"),
        );
        let mut cmd = Command::new("bash");
        cmd.current_dir(root()).arg("-c").arg(&script);
        let out = finish(cmd, 60);
        if ok {
            assert_ok(&out, &source);
        } else {
            assert_fails(&out, &source, &["--actions action=", "not a valid .npy file"]);
        }
    }

    // One FIFO named twice would wait forever for a second writer: refused before opening.
    let out = cartpole(3, &[arg("set", "Cart", &fifo), arg("actions", "action", &fifo)]);
    assert_fails(&out, "a FIFO twice", &["--actions action=", "the same FIFO as --set Cart="]);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn devices_directories_and_hostile_headers_are_refused_quickly() {
    let dir = temp_dir("devices");
    let huge = dir.join("huge.npy");
    std::fs::write(
        &huge,
        npy_bytes("{'descr': '<i4', 'fortran_order': False, 'shape': (4611686018427387904, 64, 1), }", &[0; 64]),
    )
    .unwrap();
    let overflow = dir.join("overflow.npy");
    std::fs::write(
        &overflow,
        npy_bytes("{'descr': '<i8', 'fortran_order': False, 'shape': (4294967296, 4294967296, 2), }", &[0; 64]),
    )
    .unwrap();
    let short = dir.join("short.npy");
    std::fs::write(&short, npy_bytes("{'descr': '<i4', 'fortran_order': False, 'shape': (1000, 64, 1), }", &[0; 64]))
        .unwrap();
    let wrong = dir.join("wrong.npy");
    std::fs::write(&wrong, npy_bytes("{'descr': '<f8', 'fortran_order': False, 'shape': (1000, 64, 1), }", &[0; 64]))
        .unwrap();
    let cases: Vec<(Vec<String>, Vec<&str>)> = vec![
        (vec![arg("set", "Cart", Path::new("/dev/zero"))], vec!["--set Cart=/dev/zero", "not a regular file"]),
        (vec![arg("actions", "action", Path::new("/dev/zero"))], vec!["--actions action=", "not a regular file"]),
        (vec![arg("set", "Cart", Path::new("/dev/null"))], vec!["--set Cart=/dev/null", "not a regular file"]),
        (vec![arg("set", "Cart", &dir)], vec!["--set Cart=", "directory"]),
        (vec![arg("actions", "action", &dir)], vec!["--actions action=", "directory"]),
        (vec![arg("actions", "action", &huge)], vec!["--actions action=", "64 GiB"]),
        (vec![arg("actions", "action", &overflow)], vec!["--actions action=", "64 GiB"]),
        (vec![arg("actions", "action", &short)], vec!["--actions action=", "holds only 64"]),
        (vec![arg("set", "Cart", &wrong)], vec!["--set Cart=", "shape [1000, 64, 1]", "[64, 1, 4]"]),
    ];
    for (extra, want) in cases {
        let out = cartpole(20, &extra);
        assert_fails(&out, &format!("{extra:?}"), &want);
        assert_eq!(out.status.code(), Some(1), "{extra:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn fortran_order_input_is_read_in_c_order() {
    let dir = temp_dir("fortran");
    let init = init_state();
    let c_order = dir.join("c.npy");
    write_npy(&c_order, Scalar::F64, vec![WORLDS, 1, 4], f64_bytes(&init));
    // The same [64, 1, 4] array stored first index fastest, as np.save writes a transpose.
    let mut fortran = Vec::new();
    for k in 0..4 {
        for w in 0..WORLDS {
            fortran.push(init[w * 4 + k]);
        }
    }
    let f_order = dir.join("f.npy");
    std::fs::write(
        &f_order,
        npy_bytes("{'descr': '<f8', 'fortran_order': True, 'shape': (64, 1, 4), }", &f64_bytes(&fortran)),
    )
    .unwrap();
    let (out, a) = run_from(&c_order.display().to_string(), &dir, "c_run");
    assert_ok(&out, "C order");
    let (out, b) = run_from(&f_order.display().to_string(), &dir, "f_run");
    assert_ok(&out, "Fortran order");
    assert!(a == b, "a Fortran-order --set gives another trajectory than the same array in C order");
    // And the reader gives the C-order bytes.
    let got = npy::read(&f_order, Scalar::F32).unwrap();
    assert_eq!(f32s(&got.bytes), init.iter().map(|&x| x as f32).collect::<Vec<_>>());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn float64_beyond_float32_range_is_an_error_naming_value_and_index() {
    let dir = temp_dir("f64range");
    for (value, index) in [(1e39, 5usize), (-3.5e38, 0), (1e300, WORLDS * 4 - 1), (f64::MAX, 17)] {
        let mut v = init_state();
        v[index] = value;
        let p = dir.join("init.npy");
        write_npy(&p, Scalar::F64, vec![WORLDS, 1, 4], f64_bytes(&v));
        let out = cartpole(3, &[arg("set", "Cart", &p)]);
        assert_fails(
            &out,
            &format!("{value:e}"),
            &["--set Cart=", &format!("{value:e}"), &format!("index {index}"), "float32"],
        );
    }
    // NaN, infinities and float32's largest value pass.
    let mut v = init_state();
    v[1] = f64::NAN;
    v[2] = f64::INFINITY;
    v[3] = f64::NEG_INFINITY;
    v[5] = f64::from(f32::MAX);
    let p = dir.join("ok.npy");
    write_npy(&p, Scalar::F64, vec![WORLDS, 1, 4], f64_bytes(&v));
    let out = cartpole(1, &[arg("set", "Cart", &p)]);
    assert_ok(&out, "NaN and inf in --set");
    std::fs::remove_dir_all(&dir).ok();
}

// ---- 3. outputs ---------------------------------------------------------------------------

#[test]
fn one_file_cannot_take_two_dumps_or_be_an_input() {
    let dir = temp_dir("same_file");
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    let actions = dir.join("actions.npy");
    write_npy(&actions, Scalar::I32, vec![20, WORLDS, 1], vec![0; 20 * WORLDS * 4]);
    let original = std::fs::read(&actions).unwrap();
    let x = dir.join("x.npy");
    let alias = dir.join("sub/../x.npy");
    let link = dir.join("link.npy");
    std::os::unix::fs::symlink(&actions, &link).unwrap();
    let act = arg("actions", "action", &actions);
    let script = std::fs::read(root().join("envs/cartpole.rhai")).unwrap();
    let cases: Vec<(Vec<String>, Vec<&str>)> = vec![
        (vec![arg("dump", "obs", &x), arg("dump", "done", &x)], vec!["--dump done=", "the same file as --dump obs="]),
        (vec![arg("dump", "obs", &x), arg("dump", "obs", &alias)], vec!["the same file as --dump obs="]),
        (vec![act.clone(), arg("dump", "obs", &actions)], vec!["--dump obs=", "the same file as --actions action="]),
        (vec![act.clone(), arg("dump", "obs", &link)], vec!["--dump obs=", "the same file as --actions action="]),
        (vec![arg("dump", "obs", Path::new("envs/cartpole.rhai"))], vec!["--dump obs=", "the script"]),
        (vec![arg("dump", "obs", &dir)], vec!["--dump obs=", "directory"]),
        (vec![arg("dump", "obs", &dir.join("none/x.npy"))], vec!["--dump obs=", "can't create"]),
    ];
    for (extra, want) in cases {
        let out = cartpole(20, &extra);
        assert_fails(&out, &format!("{extra:?}"), &want);
        assert!(!x.exists(), "{extra:?}: created a dump");
        assert_eq!(std::fs::read(&actions).unwrap(), original, "{extra:?}: an input was overwritten");
        assert!(std::fs::read(root().join("envs/cartpole.rhai")).unwrap() == script, "{extra:?}: the script changed");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// No command writes a file it reads: not the script (under any name), not its systems file,
/// not a module it imports. `mw emit -o` once replaced the script with CUDA C++ and exited 0.
#[test]
fn no_command_writes_a_file_it_reads() {
    let dir = temp_dir("outputs_inputs");
    let script = dir.join("s.rhai");
    std::fs::write(
        &script,
        "import \"m\" as m;\nlet e = env(\"t\");\ne.component(\"Pos\", #{ x: \"float\" });\n\
         e.archetype(\"Ball\", [\"Pos\"]);\ne.constants(#{ K: m::K });\ne.systems_file(\"s.mwc\");\n\
         e.graph([\"move\"]);\ne.output(\"pos\", \"Ball\", \"Pos\");\ne\n",
    )
    .unwrap();
    std::fs::write(dir.join("m.rhai"), "export const K = 1.0;\n").unwrap();
    std::fs::write(dir.join("s.mwc"), "void init_world() { spawn(Ball); }\nvoid move(Pos& p) { p.x += K; }\n").unwrap();
    std::os::unix::fs::symlink(&script, dir.join("link.rhai")).unwrap();
    let files = ["s.rhai", "m.rhai", "s.mwc"];
    let before: Vec<Vec<u8>> = files.iter().map(|f| std::fs::read(dir.join(f)).unwrap()).collect();
    let s = script.display().to_string();
    let at = |f: &str| dir.join(f).display().to_string();
    let run = |extra: &[String]| {
        let mut a = strings(&["run", &s, "--worlds", "4", "--steps", "2", "--quiet"]);
        a.extend_from_slice(extra);
        a
    };
    let bench =
        |f: &str| strings(&["bench", &s, "--worlds", "4", "--seconds", "0.01", "--reps", "1", "--json", &at(f)]);
    let cases: Vec<(Vec<String>, Vec<&str>)> = vec![
        (strings(&["emit", &s, "--cuda", "-o", &s]), vec!["-o ", "the script"]),
        (strings(&["emit", &s, "--cuda", "-o", &at("link.rhai")]), vec!["-o ", "the script"]),
        (strings(&["emit", &s, "--cuda", "-o", &at("s.mwc")]), vec!["-o ", "s.mwc`, which the script reads"]),
        (strings(&["emit", &s, "--cuda", "--output", &at("m.rhai")]), vec!["m.rhai`, which the script reads"]),
        (run(&[format!("--dump=pos={}", at("s.mwc"))]), vec!["--dump pos=", "s.mwc`, which the script reads"]),
        (run(&[format!("--trace={}", at("m.rhai"))]), vec!["--trace ", "m.rhai`, which the script reads"]),
        (run(&[format!("--dump=pos={}", at("link.rhai"))]), vec!["--dump pos=", "the script"]),
        (bench("s.mwc"), vec!["--json ", "s.mwc`, which the script reads"]),
        (bench("link.rhai"), vec!["--json ", "the script"]),
    ];
    for (args, want) in cases {
        let out = mw(&args);
        assert_fails(&out, &format!("{args:?}"), &want);
        for (f, b) in files.iter().zip(&before) {
            assert_eq!(&std::fs::read(dir.join(f)).unwrap(), b, "{args:?}: {f} changed");
        }
    }
    // The same commands with outputs of their own work.
    assert_ok(&mw(&strings(&["emit", &s, "--cuda", "-o", &at("out.cu")])), "emit -o out.cu");
    assert!(std::fs::read_to_string(dir.join("out.cu")).unwrap().contains("MW_ENTRY"));
    assert_ok(&mw(&run(&[format!("--dump=pos={}", at("pos.npy"))])), "run --dump");
    assert_ok(&mw(&bench("b.json")), "bench --json");
    std::fs::remove_dir_all(&dir).ok();
}

/// A dump that can't fit in its file system's free space is refused before the run, naming
/// its size; a long run whose stderr is not a terminal logs progress lines.
#[test]
fn a_dump_larger_than_the_disk_is_refused_and_long_runs_log_progress() {
    let dir = temp_dir("dump_size");
    let big = dir.join("big.npy");
    // A billion steps of 65536 worlds' observations (a PiB), not a larger world count: the
    // refusal comes after the load, which for 16M worlds took 60-70 s in a debug build.
    let out = mw(&strings(&[
        "run",
        "envs/cartpole.rhai",
        "--worlds",
        "65536",
        "--steps",
        "1000000000",
        "--dump",
        &format!("obs={}", big.display()),
    ]));
    assert_fails(&out, "a dump of a PiB", &["--dump obs=", "need", "free"]);
    assert!(!big.exists(), "the dump was created");
    let t = std::time::Instant::now();
    let out = mw(&strings(&["run", "envs/cartpole.rhai", "--worlds", "65536", "--steps", "4000"]));
    assert_ok(&out, "a run of a few seconds");
    if t.elapsed() > Duration::from_secs(3) {
        let err = stderr(&out);
        assert!(err.contains("  step ") && err.contains(" of 4000 (") && err.contains("s left"), "{err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// An error in any later argument leaves existing files as they were and creates none.
#[test]
fn a_bad_argument_touches_no_output() {
    let dir = temp_dir("no_truncate");
    let kept = dir.join("kept.npy");
    std::fs::write(&kept, b"precious").unwrap();
    let new = dir.join("new.npy");
    let good = dir.join("good.npy");
    write_npy(&good, Scalar::I32, vec![20, WORLDS, 1], vec![0; 20 * WORLDS * 4]);
    let bad_shape = dir.join("bad_shape.npy");
    write_npy(&bad_shape, Scalar::F32, vec![WORLDS, 4], vec![0; WORLDS * 16]);
    let bad_value = dir.join("bad_value.npy");
    let mut v = vec![0i64; 20 * WORLDS];
    v[77] = 1 << 40;
    std::fs::write(
        &bad_value,
        npy_bytes(
            "{'descr': '<i8', 'fortran_order': False, 'shape': (20, 64, 1), }",
            &v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<_>>(),
        ),
    )
    .unwrap();
    let dumps = [arg("dump", "obs", &kept), arg("dump", "done", &new)];
    let later: Vec<(String, &str)> = vec![
        (arg("set", "Wheel", &good), "unknown component `Wheel`"),
        (arg("set", "Cart", &bad_shape), "shape [64, 4]"),
        (arg("set", "Cart", &dir.join("missing.npy")), "can't open"),
        (arg("actions", "push", &good), "no import named `push`"),
        (arg("actions", "action", &bad_value), "value 1099511627776 at index 77"),
        (arg("dump", "velocity", &dir.join("v.npy")), "no export named `velocity`"),
        (arg("dump", "obs", &dir.join("none/v.npy")), "can't create"),
        ("--param=random_actions=maybe".into(), "random_actions"),
    ];
    for (bad, want) in later {
        let mut extra = dumps.to_vec();
        extra.push(bad.clone());
        let out = cartpole(20, &extra);
        assert_fails(&out, &bad, &[want]);
        assert_eq!(std::fs::read(&kept).unwrap(), b"precious", "{bad}: an existing dump was truncated");
        assert!(!new.exists(), "{bad}: a dump was created");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `--debug` stops the run in its fourth step (0/0 is stored): the dump holds exactly the three
/// completed steps and loads as a valid array.
#[test]
fn dump_keeps_completed_frames_when_the_run_fails() {
    let dir = temp_dir("early_stop");
    let worlds = 4;
    let steps = 10;
    // Feed num = t + 1, den = 2 for steps 0..3, then 0/0.
    let mut feed = Vec::new();
    for t in 0..steps {
        for _ in 0..worlds {
            let (num, den) = if t < 3 { (t as f32 + 1.0, 2.0) } else { (0.0, 0.0) };
            feed.extend([num, den]);
        }
    }
    let inp = dir.join("in.npy");
    write_npy(&inp, Scalar::F32, vec![steps, worlds, 2], f32_bytes(&feed));
    let x = dir.join("x.npy");
    let x_again = dir.join("x_again.npy");
    let script = root().join("tui/tests/scripts/debug_nan.rhai");
    let out = mw(&[
        "run".into(),
        script.display().to_string(),
        "--worlds".into(),
        worlds.to_string(),
        "--steps".into(),
        steps.to_string(),
        "--threads".into(),
        "2".into(),
        "--debug".into(),
        "--quiet".into(),
        arg("actions", "in", &inp),
        arg("dump", "x", &x),
        arg("dump", "x", &x_again),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("NaN"), "{}", stderr(&out));
    for path in [&x, &x_again] {
        let a = npy::read(path, Scalar::F32).unwrap_or_else(|e| panic!("the dump is not a valid .npy: {e}"));
        assert_eq!(a.shape, vec![3, worlds, 1], "{}", path.display());
        let want: Vec<f32> = (0..3).flat_map(|t| vec![(t as f32 + 1.0) / 2.0; worlds]).collect();
        assert_eq!(f32s(&a.bytes), want);
        // The header is a multiple of 64 bytes, and the count sits where NumPy reads it.
        let bytes = std::fs::read(path).unwrap();
        let hlen = 10 + u16::from_le_bytes([bytes[8], bytes[9]]) as usize;
        assert_eq!(hlen % 64, 0);
        let header = String::from_utf8_lossy(&bytes[10..hlen]);
        assert!(header.contains("'shape': (3, 4, 1)") && header.ends_with('\n'), "{header:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_script_printing_without_end_prints_a_bounded_amount() {
    let dir = temp_dir("print_flood");
    let script = dir.join("flood.rhai");
    // 1,000 prints of a 4 KiB string, then of a 1 MiB one: 1 GB unbounded.
    std::fs::write(
        &script,
        "let s = \"x\";\nfor i in 0..12 { s += s; }\nfor i in 0..1000 { print(s); }\n\
         for i in 0..8 { s += s; }\nfor i in 0..1000 { debug(s); }\nlet e = env(\"flood\");\n",
    )
    .unwrap();
    let out = mw(&["check".into(), script.display().to_string()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr[..out.stderr.len().min(500)]));
    assert!(out.stderr.len() < 70 << 10, "printed {} bytes", out.stderr.len());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.matches("the rest is not shown").count(), 1, "one notice");
    std::fs::remove_dir_all(&dir).ok();
}

/// `--actions` into an import that a system of the script writes every step (CartPole's own
/// random policy, on by default) says so, pointing at the write and the import; with the
/// policy left out of the graph, nothing is said.
#[test]
fn actions_overwritten_by_a_system_are_a_warning_naming_both() {
    let dir = temp_dir("overwritten");
    let actions = dir.join("a.npy");
    write_npy(&actions, Scalar::I32, vec![3, 4, 1], vec![0; 3 * 4 * 4]);
    let run = |extra: &[&str]| {
        let mut args = strings(&["run", "envs/cartpole.rhai", "--worlds", "4", "--steps", "3"]);
        args.push(arg("actions", "action", &actions));
        args.extend(strings(extra));
        let out = mw(&args);
        assert_ok(&out, "cartpole --actions");
        stderr(&out)
    };
    let err = run(&[]);
    for want in [
        "warning: system `random_policy` writes `Action`, which --actions action feeds before each step",
        "envs/cartpole.rhai:89:9",
        "a.push = rand_int(0, 2);",
        "e.input(\"action\", \"Pole\", \"Action\");",
        "--param random_actions=false",
    ] {
        assert!(err.contains(want), "expected `{want}` in:\n{err}");
    }
    let err = run(&["--param", "random_actions=false"]);
    assert!(!err.contains("warning"), "{err}");
}

/// `--dump-final` records each step before its resets: a world that ended its episode is seen
/// as it ended (CartPole's terminal state, past its bounds), every other world as `--dump`
/// sees it; and recording it changes nothing (the `--dump` files are the same bits as a run
/// without it), on the CPU and on the emulated GPU alike. `--first-frame` puts the state after
/// `init_world` first.
#[test]
fn dump_final_keeps_each_episodes_last_frame_and_changes_nothing() {
    let dir = temp_dir("dump_final");
    let f32s_of = |p: &Path| npy::read(p, Scalar::F32).unwrap();
    let i32s_of = |p: &Path| npy::read(p, Scalar::I32).unwrap();
    let mut finals = Vec::new();
    for backend in ["cpu", "cuda-emulated"] {
        let file = |name: &str| dir.join(format!("{backend}-{name}.npy"));
        let run = |extra: &[String]| {
            let mut args = strings(&["run", "envs/cartpole.rhai", "--worlds", "64", "--steps", "150", "-q"]);
            args.extend(strings(&["--backend", backend]));
            args.extend_from_slice(extra);
            let out = mw(&args);
            assert_ok(&out, backend);
        };
        run(&[arg("dump", "obs", &file("plain"))]);
        run(&[
            arg("dump", "obs", &file("obs")),
            arg("dump", "done", &file("done")),
            arg("dump-final", "obs", &file("final")),
            "--first-frame".into(),
        ]);
        let (plain, obs, fin) = (f32s_of(&file("plain")), f32s_of(&file("obs")), f32s_of(&file("final")));
        let done = i32s_of(&file("done"));
        assert_eq!(obs.shape, [151, 64, 1, 4], "{backend}: the first frame and a frame a step");
        assert_eq!(fin.shape, obs.shape);
        let frame = 64 * 4 * 4;
        assert_eq!(obs.bytes[frame..], plain.bytes[..], "{backend}: --dump-final changed the --dump");
        let (obs, fin, done) = (f32s(&obs.bytes), f32s(&fin.bytes), done.bytes);
        assert!(obs[..64 * 4].iter().all(|x| x.abs() <= 0.05), "{backend}: the first frame is init_world's");
        let flag = |t: usize, w: usize, k: usize| {
            // Frame 0 is the first frame: step t is frame t + 1.
            let at = (((t + 1) * 64 + w) * 3 + k) * 4;
            i32::from_le_bytes(done[at..at + 4].try_into().unwrap())
        };
        let mut ended = 0;
        for t in 0..150 {
            for w in 0..64 {
                let at = ((t + 1) * 64 + w) * 4;
                let (o, f) = (&obs[at..at + 4], &fin[at..at + 4]);
                if flag(t, w, 0) == 1 {
                    ended += 1;
                    assert!(
                        f[0].abs() > 2.4 || f[2].abs() > 0.2094395,
                        "{backend} step {t} world {w}: {f:?} is not terminal"
                    );
                    assert_ne!(o, f, "{backend}: the reset frame is the new episode's");
                } else if flag(t, w, 1) == 0 {
                    assert_eq!(o, f, "{backend} step {t} world {w}: a world that went on");
                }
            }
        }
        assert!(ended > 100, "{backend}: {ended} episodes ended");
        finals.push(fin);
    }
    assert!(finals[0] == finals[1], "the CPU and the emulated GPU record different final frames");
}

/// `--world-offset`: two shard runs' dumps, joined world by world, are the whole run's.
#[test]
fn world_offset_shards_dump_the_whole_run() {
    let dir = temp_dir("world_offset");
    let run = |worlds: u32, offset: u32, file: &Path| {
        let out = mw(&[
            "run".into(),
            "envs/cartpole.rhai".into(),
            "--worlds".into(),
            worlds.to_string(),
            "--world-offset".into(),
            offset.to_string(),
            "--steps".into(),
            "30".into(),
            arg("dump", "obs", file),
        ]);
        assert_ok(&out, &format!("--world-offset {offset}"));
        npy::read(file, Scalar::F32).unwrap()
    };
    let whole = run(5, 0, &dir.join("whole.npy"));
    let (a, b) = (run(2, 0, &dir.join("a.npy")), run(3, 2, &dir.join("b.npy")));
    assert_eq!(whole.shape, vec![30, 5, 1, 4]);
    // Per step: the first shard's 2 worlds, then the second's 3.
    let frame = |x: &Array, n: usize, t: usize| x.bytes[t * n * 16..(t + 1) * n * 16].to_vec();
    for t in 0..30 {
        assert_eq!([frame(&a, 2, t), frame(&b, 3, t)].concat(), frame(&whole, 5, t), "step {t}");
    }
    let past = mw(&strings(&["run", "envs/cartpole.rhai", "--worlds", "2", "--world-offset", "2147483647"]));
    assert!(!past.status.success());
    let err = String::from_utf8_lossy(&past.stderr);
    assert!(err.contains("--world-offset") && err.contains("2147483648"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
