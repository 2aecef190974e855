//! `mw run --tui` in a real terminal: the binary runs in a detached tmux session, the test
//! presses keys with `send-keys` and reads the screen with `capture-pane`: the table and the
//! throughput line appear, space pauses, `s` advances exactly one step, `]` picks the next
//! world, `q` quits and the terminal comes back with the summary printed. `.ci/run` installs
//! tmux; without it this test fails saying so.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

struct Session(String);

impl Session {
    fn tmux(&self, args: &[&str]) -> String {
        let out = Command::new("tmux").args(args).output().expect("tmux runs (install it: apt-get install tmux)");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-t", &self.0])
    }

    fn keys(&self, k: &str) {
        self.tmux(&["send-keys", "-t", &self.0, k]);
    }

    /// Waits (up to 60 s) for the screen to satisfy `ok`; returns it. Generous: a CI run once
    /// took over 20 s to show the emulated GPU's first screen (a debug build that compiles the
    /// device code with the host C++ compiler, on a busy 2-core machine), where 4 s is usual.
    fn until(&self, what: &str, ok: impl Fn(&str) -> bool) -> String {
        let t0 = Instant::now();
        loop {
            let s = self.screen();
            if ok(&s) {
                return s;
            }
            assert!(t0.elapsed() < Duration::from_secs(60), "timed out waiting for {what}; the screen:\n{s}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = Command::new("tmux").args(["kill-session", "-t", &self.0]).output();
    }
}

/// The step number on the header line.
fn step_of(screen: &str) -> u64 {
    let at = screen.find("step ").expect("a step count");
    screen[at + 5..].split(|c: char| !c.is_ascii_digit()).next().unwrap().parse().unwrap()
}

#[test]
fn the_terminal_ui_runs_pauses_steps_and_quits_in_tmux() {
    assert!(
        Command::new("tmux").arg("-V").output().is_ok_and(|o| o.status.success()),
        "tmux is needed for this test (apt-get install tmux; .ci/run installs it)"
    );
    let name = format!("mw_tui_{}", std::process::id());
    let cmd = format!(
        "{} run {} --tui --worlds 64 --threads 1",
        env!("CARGO_BIN_EXE_mw"),
        repo("envs/cartpole.rhai").display()
    );
    let s = Session(name.clone());
    s.tmux(&["new-session", "-d", "-s", &name, "-x", "140", "-y", "40", &cmd]);
    s.tmux(&["set-option", "-t", &name, "remain-on-exit", "on"]);

    let screen = s.until("the table", |t| t.contains("physics") && t.contains("p99 ms") && t.contains("env-steps/s"));
    assert!(screen.contains("world 0 of 64"), "{screen}");

    s.keys(" ");
    s.until("the pause", |t| t.contains("PAUSED"));
    // The pause shows at once; a step already running when it came completes.
    std::thread::sleep(Duration::from_millis(200));
    let n = step_of(&s.screen());
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(step_of(&s.screen()), n, "paused: the step count stays");
    s.keys("s");
    s.until("one step", |t| step_of(t) == n + 1);

    s.keys("]");
    s.until("the next world", |t| t.contains("world 1 of 64"));

    s.keys("q");
    let end = s.until("the summary after quitting", |t| t.contains("steps in") && t.contains("env-steps/s"));
    assert!(!end.contains("p99 ms"), "the terminal was restored:\n{end}");
}

/// A step of about half a second: the screen goes on redrawing (it says the step is running and
/// for how long), a key is handled meanwhile, and `q` ends the run within a second with the
/// summary, the step it stopped not counted.
#[test]
fn a_long_step_never_freezes_the_terminal_ui() {
    assert!(
        Command::new("tmux").arg("-V").output().is_ok_and(|o| o.status.success()),
        "tmux is needed for this test (apt-get install tmux; .ci/run installs it)"
    );
    let name = format!("mw_tui_slow_{}", std::process::id());
    let cmd = format!(
        "{} run {} --tui --worlds 2 --threads 1 --param work=1000000000",
        env!("CARGO_BIN_EXE_mw"),
        repo("tui/tests/scripts/slow_step.rhai").display()
    );
    let s = Session(name.clone());
    s.tmux(&["new-session", "-d", "-s", &name, "-x", "140", "-y", "40", &cmd]);
    s.tmux(&["set-option", "-t", &name, "remain-on-exit", "on"]);
    // The screen is redrawn while a step runs: the running time goes up.
    let first = s.until("a step said to be running", |t| t.contains("running for"));
    let later = s.until("the running time going up", |t| t.contains("running for") && t != first);
    assert!(later.contains("step "), "{later}");
    // A key is handled during the step: the next world is on view at once.
    s.keys("]");
    s.until("the next world during a step", |t| t.contains("world 1 of 2"));
    let t0 = Instant::now();
    s.keys("q");
    // The summary counts the steps completed (none, if `q` stopped the first).
    let end = s.until("the summary after quitting", |t| t.contains("steps in") || t.contains("0 steps run"));
    assert!(t0.elapsed() < Duration::from_secs(1) + Duration::from_millis(500), "q took {:?}", t0.elapsed());
    assert!(!end.contains("p99 ms"), "the terminal was restored:\n{end}");
}

/// `--tui --watch`: the screen says what is watched, and a save shows up as a reload on screen
/// (the build's "building after saving..." line comes from the watcher's thread, too brief here
/// to see on the CPU), the run going on under the new code.
#[test]
fn a_save_under_watch_reloads_on_screen() {
    save_under_watch("cpu");
}

/// The same on the emulated GPU: the new megakernel is built on the watcher's thread (about a
/// second of C++) while the screen goes on, then swapped in.
/// The user on the emulated GPU: boids under `--watch --tui`, edited as a user would (a
/// constant, a system body, a broken save and its repair, a new component), each save reloaded
/// with the state kept where the layout allows; meanwhile the screen never stops redrawing (the
/// build's time goes up on screen while the steps go on) and shows the launch plan.
#[test]
fn a_save_under_watch_reloads_on_screen_on_the_emulated_gpu() {
    let dir = std::env::temp_dir().join(format!("mw_tui_boids_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("boids.rhai");
    std::fs::copy(repo("envs/boids.rhai"), &script).unwrap();
    let name = format!("mw_tui_boids_{}", std::process::id());
    let cmd = format!(
        "{} run {} --tui --watch --worlds 4 --threads 1 --backend cuda-emulated",
        env!("CARGO_BIN_EXE_mw"),
        script.display()
    );
    let s = Session(name.clone());
    s.tmux(&["new-session", "-d", "-s", &name, "-x", "180", "-y", "45", &cmd]);
    s.tmux(&["set-option", "-t", &name, "remain-on-exit", "on"]);
    let first = s.until("the first screen", |t| t.contains("watching 2 files") && t.contains("steer"));
    assert!(
        first.contains("launch plan: 32 regs: the whole step (the first variant"),
        "the launch plan is shown:\n{first}"
    );
    assert!(first.contains("(device timers)") && first.contains("regs"), "{first}");
    let edit = |from: &str, to: &str| {
        let text = std::fs::read_to_string(&script).unwrap();
        assert!(text.contains(from), "{from}");
        std::fs::write(&script, text.replacen(from, to, 1)).unwrap();
    };
    // Reloads are told apart by their count on the status line.
    let reloaded = |what: &str, kept: bool| {
        let screen = s.until(what, |t| t.contains("reloaded") && t.contains("new code running"));
        let says = if kept { "(state kept)" } else { "(the layout changed: worlds rebuilt" };
        assert!(screen.contains(says), "{what}:\n{screen}");
        screen
    };

    // A constant. While it builds, the screen goes on: the build's time and the steps go up.
    let n0 = step_of(&s.screen());
    edit("SEPARATION: 2.0,", "SEPARATION: 2.5,");
    let b1 = s.until("the build in progress", |t| t.contains("building after saving"));
    let t1 = build_time(&b1);
    let b2 = s.until("the build's time and the steps going up", |t| {
        (build_time(t) > t1 && step_of(t) > n0) || t.contains("reloaded")
    });
    assert!(!b2.contains("reloaded") || build_time(&b1) > 0.0, "the build was on screen:\n{b1}");
    let r1 = reloaded("the constant", true);
    let n1 = step_of(&r1);
    assert!(n1 > n0, "the state (and the step count) kept: {n0} then {n1}");

    // A system body.
    edit("h.vel + st.acc * DT", "h.vel + st.acc * DT * 0.5");
    s.until("a build", |t| t.contains("building after saving"));
    let n2 = step_of(&reloaded("the system body", true));
    assert!(n2 > n1);

    // A broken save: the diagnostic at its line, the old code running on. (`fs::write` truncates
    // before it writes: a build may read the empty file first and say so, until the write's own
    // event builds the file as saved.)
    edit("DT * 0.5, MAX_SPEED", "DT * 0.5 +, MAX_SPEED");
    let e = s.until("the diagnostic", |t| {
        t.contains("the previous code keeps running")
            && t.contains("boids.rhai:")
            && t.contains("expected an expression")
    });
    let n3 = step_of(&e);
    s.until("steps after the broken save", |t| step_of(t) > n3 + 3);
    // Its repair.
    edit("DT * 0.5 +, MAX_SPEED", "DT * 0.5, MAX_SPEED");
    s.until("a build", |t| t.contains("building after saving"));
    reloaded("the repair", true);

    // A new component: the layout changed, the worlds are rebuilt.
    edit(
        "e.component(\"Cell\", #{ key: \"int\" });",
        "e.component(\"Cell\", #{ key: \"int\" });\ne.component(\"Fuel\", #{ left: \"float\" });",
    );
    edit("[\"Ship\", \"Steer\", \"Cell\"]", "[\"Ship\", \"Steer\", \"Cell\", \"Fuel\"]");
    s.until("a build", |t| t.contains("building after saving"));
    reloaded("the new component", false);
    // `q` during a build: the run ends at once with its summary (the build is not waited for).
    edit("MAX_SPEED: 1.0,", "MAX_SPEED: 1.5,");
    s.until("a build", |t| t.contains("building after saving"));
    let t0 = Instant::now();
    s.keys("q");
    s.until("the summary after quitting", |t| t.contains("steps in"));
    assert!(t0.elapsed() < Duration::from_millis(1500), "q during a build took {:?}", t0.elapsed());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The seconds a build has run, as the status line says ("building after saving X: 1.2 s").
fn build_time(screen: &str) -> f64 {
    let Some(at) = screen.find("building after saving") else { return 0.0 };
    let rest = &screen[at..];
    let Some(colon) = rest.find(": ") else { return 0.0 };
    rest[colon + 2..].split(' ').next().and_then(|x| x.parse().ok()).unwrap_or(0.0)
}

fn save_under_watch(backend: &str) {
    assert!(
        Command::new("tmux").arg("-V").output().is_ok_and(|o| o.status.success()),
        "tmux is needed for this test (apt-get install tmux; .ci/run installs it)"
    );
    let dir = std::env::temp_dir().join(format!("mw_tui_watch_{backend}_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("cartpole.rhai");
    std::fs::copy(repo("envs/cartpole.rhai"), &script).unwrap();
    let name = format!("mw_tui_watch_{backend}_{}", std::process::id());
    let cmd = format!(
        "{} run {} --tui --watch --worlds 16 --threads 1 --backend {backend}",
        env!("CARGO_BIN_EXE_mw"),
        script.display()
    );
    let s = Session(name.clone());
    s.tmux(&["new-session", "-d", "-s", &name, "-x", "160", "-y", "40", &cmd]);
    s.tmux(&["set-option", "-t", &name, "remain-on-exit", "on"]);
    s.until("the watching line", |t| t.contains("watching 1 file") && t.contains("physics"));
    std::thread::sleep(Duration::from_millis(300));
    let mut text = std::fs::read_to_string(&script).unwrap();
    text.push_str("\n// saved by the test\n");
    std::fs::write(&script, text).unwrap();
    let screen = s.until("the reload", |t| t.contains("reloaded") && t.contains("new code running"));
    assert!(screen.contains("cartpole.rhai"), "{screen}");
    s.keys("q");
    s.until("the summary after quitting", |t| t.contains("steps in"));
    let _ = std::fs::remove_dir_all(&dir);
}
