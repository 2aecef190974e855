//! `mw run --watch`, driven as a user would: the real binary runs a copy of
//! tests/scripts/watched.rhai with dumps of two exports, and the test edits the script while it
//! runs, reading the dumps (valid `.npy` files at every moment) and the binary's stderr:
//! - a changed constant shows in the exports while the step counter keeps counting (state kept);
//! - a broken edit keeps the old code running and prints the diagnostic with its line;
//! - a fix saved by writing a new file and renaming it over the script is picked up;
//! - an edit that loops forever stops at the step time limit, the session survives, and a
//!   saved fix resumes it;
//! - a layout change rebuilds the worlds (the counter starts again), writes the `--set` file
//!   again, and says so;
//! - Ctrl-C ends the run with valid dumps and the summary;
//! - a script replaced by a FIFO or a device is reported as not a regular file, without
//!   blocking the watcher or reading without end, and the next good save reloads.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use mw_runtime::npy;
use mw_runtime::schema::Scalar;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

/// The length of the header `npy::FrameWriter` gives these dumps (`[frames, worlds]`): its
/// dict, under 118 bytes for two dimensions, padded to a multiple of 64 (runtime/src/npy.rs
/// `header`). Checked against the dumps at the end of the session.
const DUMP_HEADER_BYTES: u64 = 128;

/// The header length a `.npy` version 1.0 file says it has (preamble included).
fn header_bytes(path: &Path) -> u64 {
    let b = std::fs::read(path).unwrap();
    assert!(b.len() >= 10 && b.starts_with(b"\x93NUMPY\x01\x00"), "{}: not a version 1.0 .npy", path.display());
    10 + u64::from(u16::from_le_bytes([b[8], b[9]]))
}

struct Run {
    child: Child,
    dir: PathBuf,
    script: PathBuf,
    original: String,
}

impl Run {
    /// The last frame of both dumps: (v, n) of world 0, when any frame is complete. A dump is a
    /// valid `.npy` at every moment once its header is written (runtime/src/npy.rs), so the
    /// only unreadable dump to wait for is one not created yet or one that ends inside its
    /// header (created, and the header not yet all written); any other is a failure.
    fn last(&self) -> Option<(f32, i32)> {
        let read = |name: &str, scalar: Scalar| {
            let path = self.dir.join(name);
            let Ok(meta) = std::fs::metadata(&path) else {
                return None; // not created yet
            };
            let len = meta.len();
            match npy::read(&path, scalar) {
                Ok(a) => Some(a),
                // npy::read's words for a file cut short before the preamble (8 bytes) or
                // inside the header.
                Err(e)
                    if len < DUMP_HEADER_BYTES
                        && (e.ends_with("it is too short to be one")
                            || e.ends_with("the file ends inside the header")) =>
                {
                    None
                }
                Err(e) => panic!("{name} of {len} bytes is not a valid .npy: {e}"),
            }
        };
        let v = read("v.npy", Scalar::F32)?;
        let n = read("n.npy", Scalar::I32)?;
        let frames = v.shape[0].min(n.shape[0]);
        if frames == 0 {
            return None;
        }
        let at = |a: &npy::Array, f: usize| {
            let row = a.bytes.len() / a.shape[0];
            let b = &a.bytes[f * row..f * row + 4];
            [b[0], b[1], b[2], b[3]]
        };
        Some((f32::from_le_bytes(at(&v, frames - 1)), i32::from_le_bytes(at(&n, frames - 1))))
    }

    fn stderr(&self) -> String {
        std::fs::read_to_string(self.dir.join("stderr.txt")).unwrap_or_default()
    }

    /// Waits (up to 20 s) until `ok` holds for the last frame.
    fn until(&self, what: &str, ok: impl Fn(f32, i32) -> bool) -> (f32, i32) {
        let t0 = Instant::now();
        loop {
            if let Some((v, n)) = self.last()
                && ok(v, n)
            {
                return (v, n);
            }
            assert!(
                t0.elapsed() < Duration::from_secs(20),
                "timed out waiting for {what}; last {:?}\n{}",
                self.last(),
                self.stderr()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits (up to 20 s) until stderr contains `text`.
    fn said(&self, text: &str) -> String {
        let t0 = Instant::now();
        loop {
            let e = self.stderr();
            if e.contains(text) {
                return e;
            }
            assert!(t0.elapsed() < Duration::from_secs(20), "timed out waiting for `{text}` on stderr:\n{e}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Saves the script with `from` replaced by `to`, writing it in place.
    fn edit(&self, from: &str, to: &str) {
        let text = std::fs::read_to_string(&self.script).unwrap();
        assert!(text.contains(from), "`{from}` not in the script");
        std::fs::write(&self.script, text.replace(from, to)).unwrap();
    }
}

impl Drop for Run {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        std::fs::remove_dir_all(&self.dir).ok();
    }
}

fn start(tag: &str) -> Run {
    start_on(tag, "cpu")
}

fn start_on(tag: &str, backend: &str) -> Run {
    let dir = std::env::temp_dir().join(format!("mw_watch_{tag}_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("watched.rhai");
    let original = std::fs::read_to_string(repo("tui/tests/scripts/watched.rhai")).unwrap();
    std::fs::write(&script, &original).unwrap();
    // An initial state from a file (--set), written again when the worlds are rebuilt.
    let acc = npy::Array {
        scalar: Scalar::F32,
        shape: vec![2],
        bytes: [5.0f32, 5.0].iter().flat_map(|x| x.to_le_bytes()).collect(),
    };
    npy::write(&dir.join("acc.npy"), &acc).unwrap();
    let stderr = std::fs::File::create(dir.join("stderr.txt")).unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_mw"))
        .args(["run", script.to_str().unwrap(), "--watch", "--worlds", "2", "--threads", "1"])
        .args(["--backend", backend])
        .args(["--step-timeout", "0.5"])
        .arg("--set")
        .arg(format!("S.acc={}", dir.join("acc.npy").display()))
        .arg("--dump")
        .arg(format!("v={}", dir.join("v.npy").display()))
        .arg("--dump")
        .arg(format!("n={}", dir.join("n.npy").display()))
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap();
    Run { child, dir, script, original }
}

#[test]
fn saving_the_script_reloads_it_into_the_running_simulation() {
    save_break_repair_relayout("save", "cpu");
}

/// The same session on the emulated GPU: the new megakernel swapped in between steps, the worlds
/// kept on the device (the counter goes on), the runaway loop stopped by the device's watchdog.
#[test]
fn saving_the_script_reloads_it_on_the_emulated_gpu() {
    save_break_repair_relayout("save_emu", "cuda-emulated");
}

fn save_break_repair_relayout(tag: &str, backend: &str) {
    let mut run = start_on(tag, backend);
    run.said("watching 1 file");
    let (_, n0) = run.until("the first steps", |v, n| v == 1.0 && n > 10);

    // A constant in a system: new code, same worlds (the counter goes on).
    run.edit("K: 1.0", "K: 2.0");
    let (_, n1) = run.until("the edited constant", |v, _| v == 2.0);
    assert!(n1 > n0, "the step counter restarted ({n0} then {n1}): state was not kept");
    let e = run.said("reloaded");
    assert!(e.contains("(state kept)") && e.contains("ms after the save"), "{e}");

    // A broken edit: the diagnostic with its line, and the old code keeps running.
    run.edit("s.v = K;", "s.v = K +;");
    let e = run.said("the previous code keeps running");
    assert!(e.contains("watched.rhai:13:18"), "the diagnostic points at the line:\n{e}");
    let (_, n2) = run.until("steps after the broken save", |v, n| v == 2.0 && n > n1 + 100);

    // A fix saved by renaming a new file over the script.
    let fixed = run.original.replace("K: 1.0", "K: 3.0");
    let tmp = run.dir.join("watched.rhai.tmp");
    std::fs::write(&tmp, fixed).unwrap();
    std::fs::rename(&tmp, &run.script).unwrap();
    let (_, n3) = run.until("the renamed fix", |v, _| v == 3.0);
    assert!(n3 > n2, "state kept across the rename save");

    // A loop that never ends: stopped by the step time limit; the session waits for a fix.
    run.edit("s.n += 1;", "s.n += 1; while (s.n > 0) { s.acc += 1.0; }");
    let e = run.said("stepping paused");
    assert!(e.contains("time limit"), "{e}");
    run.edit("while (s.n > 0) { s.acc += 1.0; }", "");
    run.edit("K: 3.0", "K: 4.0");
    run.until("the fix after the runaway loop", |v, _| v == 4.0);

    // A new component: the layout changed, the worlds are rebuilt and the counter restarts.
    let before = run.until("a frame", |_, _| true).1;
    run.edit("e.constants(", "e.component(\"Extra\", #{ x: \"float\" });\ne.constants(");
    let e = run.said("worlds rebuilt");
    assert!(e.contains("the layout changed") && e.contains("--set S.acc applied again"), "{e}");
    run.until("the rebuilt worlds", |v, n| v == 4.0 && n < before);

    // Ctrl-C: a clean end, valid dumps, the summary.
    // SAFETY: signalling our own child process.
    unsafe { libc::kill(run.child.id() as i32, libc::SIGINT) };
    let t0 = Instant::now();
    let status = loop {
        if let Some(s) = run.child.try_wait().unwrap() {
            break s;
        }
        assert!(t0.elapsed() < Duration::from_secs(20), "Ctrl-C did not end the run");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "exit status {status}\n{}", run.stderr());
    let mut out = String::new();
    run.child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    assert!(out.contains("steps in"), "the summary is printed:\n{out}");
    let v = npy::read(&run.dir.join("v.npy"), Scalar::F32).unwrap();
    let n = npy::read(&run.dir.join("n.npy"), Scalar::I32).unwrap();
    assert_eq!(v.shape[0], n.shape[0], "both dumps hold every step run");
    for f in ["v.npy", "n.npy"] {
        assert_eq!(header_bytes(&run.dir.join(f)), DUMP_HEADER_BYTES, "{f}: the header `last` waits for");
    }
    // Thousands of steps on the CPU; the emulated GPU runs threads for its warps, far slower.
    let at_least = if backend == "cpu" { 1000 } else { 100 };
    assert!(v.shape[0] > at_least, "{:?}", v.shape);
}

/// Replaces the script by `make` (a FIFO or a device node), checks that the watcher says so and
/// goes on, then saves a good script with constant `k` and waits for it to run.
fn replace_and_recover(run: &Run, what: &str, make: impl Fn(&Path) -> bool, k: f32) {
    std::fs::remove_file(&run.script).unwrap();
    if !make(&run.script) {
        eprintln!("skipped the {what}: it can't be made here ({})", std::io::Error::last_os_error());
        std::fs::write(&run.script, &run.original).unwrap();
        return;
    }
    let before = run.stderr().matches("not a regular file").count();
    let t0 = Instant::now();
    while run.stderr().matches("not a regular file").count() == before {
        assert!(t0.elapsed() < Duration::from_secs(20), "the {what} was not reported:\n{}", run.stderr());
        std::thread::sleep(Duration::from_millis(20));
    }
    std::fs::remove_file(&run.script).unwrap();
    std::fs::write(&run.script, run.original.replace("K: 1.0", &format!("K: {k:.1}"))).unwrap();
    run.until(&format!("the good save after the {what}"), |v, _| v == k);
}

#[test]
fn a_script_replaced_by_a_fifo_or_a_device_is_refused_and_the_next_save_reloads() {
    let run = start("special");
    run.said("watching 1 file");
    run.until("the first steps", |v, n| v == 1.0 && n > 10);
    let c = |p: &Path| std::ffi::CString::new(p.to_str().unwrap()).unwrap();
    // A FIFO without a writer: reading it would wait for good, and every later save be missed.
    // SAFETY: valid NUL-terminated paths.
    replace_and_recover(&run, "FIFO", |p| unsafe { libc::mkfifo(c(p).as_ptr(), 0o644) } == 0, 2.0);
    // /dev/zero's device (1, 5): reading it grew the process past 1 GiB a second. Making a
    // device node needs the privilege to; without it this part is skipped.
    // SAFETY: as above: a valid NUL-terminated path, alive for the call.
    let dev = |p: &Path| unsafe { libc::mknod(c(p).as_ptr(), libc::S_IFCHR | 0o644, libc::makedev(1, 5)) } == 0;
    replace_and_recover(&run, "device", dev, 3.0);
    let e = run.stderr();
    assert!(e.contains("it is not a regular file"), "{e}");
    assert!(e.contains("the previous code keeps running"), "{e}");
}
