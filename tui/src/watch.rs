//! `mw run --watch`: saving the script (or a system file or module it reads) reloads it into the
//! running simulation.
//!
//! The files the loaded program was read from ([`SourceMap::paths`]) are watched through their
//! directories (notify, debounced), so every way an editor saves is seen: writing in place,
//! truncating and writing, or writing a new file and renaming it over the old one. notify's
//! thread only finds which files really changed and hands them to the *build task*
//! ([`crate::session`]), which checks and compiles the program on tokio's blocking pool while
//! the old code steps on, says how long the build has run every 100 ms (and each NVRTC variant
//! as it is built), and sends the result to the stepper (`Cmd::Reload`). Saves made during
//! a build are gathered into the next build. The stepper swaps the code in between two steps,
//! keeps the old code on an error, or rebuilds the worlds when the layout changed (`run.rs`).

use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use notify_debouncer_mini::notify::{RecommendedWatcher, RecursiveMode};
use notify_debouncer_mini::{DebounceEventResult, Debouncer, new_debouncer};

use mw::{Compiled, Error, LoadOptions, Simulation};
use mw_jit::ir::Program;
use mw_runtime::source::{Diagnostics, SourceMap, read_source, regular_files_only};
use tokio::runtime::Handle;
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

/// Changes closer together than this are one reload (an editor's save is often several writes).
pub(crate) const DEBOUNCE: Duration = Duration::from_millis(50);

/// A program loaded, checked and compiled from the saved files, ready to swap in.
pub(crate) struct Ready {
    pub program: Program,
    pub sources: SourceMap,
    pub warnings: Diagnostics,
    pub code: Compiled,
}

/// The outcome of one reload.
pub(crate) struct Reload {
    /// When the newest changed file was written (its modification time): latency is counted
    /// from there to the new code running.
    pub saved: SystemTime,
    /// The changed files, as watched.
    pub changed: Vec<PathBuf>,
    pub result: Result<Ready, Error>,
}

/// The watched files (canonical paths) and what was last read of each: a hash of the contents,
/// or why it could not be read. An event whose file reads the same (the loader opening it, a
/// `touch`) is no change.
type Files = Arc<Mutex<HashMap<PathBuf, Seen>>>;

/// A watched file as last read: a hash of its text, or why it could not be read.
type Seen = Result<u64, String>;

/// Reads `p` as the loader does ([`read_source`]: bounded, regular files only, FIFOs refused
/// here), so a file replaced by a device or a FIFO can neither grow the process nor block the
/// watcher.
fn read(p: &Path) -> Seen {
    let text = regular_files_only(|| read_source(p))?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    Ok(h.finish())
}

pub(crate) struct Watch {
    debouncer: Debouncer<RecommendedWatcher>,
    /// The files whose changes matter, shared with the watcher's thread.
    files: Files,
    dirs: HashSet<PathBuf>,
}

/// Files that changed, as notify's thread found them: what the build task builds from.
struct Change {
    saved: SystemTime,
    changed: Vec<PathBuf>,
    /// Why a changed file could not be read (deleted, half-written, not a regular file).
    unreadable: Option<String>,
}

impl Change {
    /// `later` too (saved during a build): one build covers both.
    fn merge(&mut self, later: Change) {
        self.saved = self.saved.max(later.saved);
        self.changed.extend(later.changed);
        self.changed.sort();
        self.changed.dedup();
        self.unreadable = later.unreadable;
    }
}

/// Something to tell the user while a build runs (the status line, or standard error).
pub(crate) type Notify = Arc<dyn Fn(&str) + Send + Sync>;

/// Where a build's result goes (the stepper's channel); false once nobody listens.
pub(crate) type Deliver = Box<dyn Fn(Reload) -> bool + Send>;

/// The build task: each change (with those that come while it builds) checked and compiled on
/// the blocking pool, the time so far said every 100 ms, the result sent to the stepper.
async fn builds(
    mut changes: UnboundedReceiver<Change>,
    env: PathBuf,
    opts: LoadOptions,
    deliver: Deliver,
    notify: Option<Notify>,
) {
    while let Some(mut c) = changes.recv().await {
        while let Ok(more) = changes.try_recv() {
            c.merge(more);
        }
        let names: Vec<String> = c.changed.iter().map(|p| p.display().to_string()).collect();
        let what = format!("building after saving {}", names.join(", "));
        // A deleted, half-written or unreadable file is an error like any other: the old code
        // runs on, and the next save that reads well reloads.
        let result = match c.unreadable.take() {
            Some(e) => Err(Error::Run(e)),
            None => {
                // What the build says last (each NVRTC variant) shows with the time so far.
                let last: Arc<Mutex<String>> = Arc::new(Mutex::new(String::new()));
                let heard = last.clone();
                let mut opts = opts.clone();
                opts.progress = match notify {
                    Some(_) => Some(Arc::new(move |line: &str| {
                        *heard.lock().unwrap_or_else(|e| e.into_inner()) = line.to_string();
                    })),
                    None => None,
                };
                let env = env.clone();
                let t0 = Instant::now();
                let mut build = tokio::task::spawn_blocking(move || load(&env, &opts));
                let mut tick = tokio::time::interval(Duration::from_millis(100));
                loop {
                    tokio::select! {
                        r = &mut build => break r.unwrap_or_else(|e| Err(Error::Run(format!("the build failed: {e}")))),
                        _ = tick.tick() => if let Some(n) = &notify {
                            let line = last.lock().unwrap_or_else(|e| e.into_inner()).clone();
                            let tail = if line.is_empty() { String::new() } else { format!("; {line}") };
                            n(&format!("{what}: {:.1} s{tail}", t0.elapsed().as_secs_f64()));
                        },
                    }
                }
            }
        };
        if !deliver(Reload { saved: c.saved, changed: c.changed, result }) {
            return;
        }
    }
}

fn canonical(p: &Path) -> PathBuf {
    p.canonicalize().unwrap_or_else(|_| p.to_path_buf())
}

/// Loads, checks and compiles `env` as `mw run` first did, but reading regular files only (a
/// FIFO among them is an error, not a wait).
fn load(env: &Path, opts: &LoadOptions) -> Result<Ready, Error> {
    let (program, sources, warnings) = regular_files_only(|| mw::check(env, &opts.params))?;
    let code = Simulation::compile_mapped(&program, &sources, opts)?;
    Ok(Ready { program, sources, warnings, code })
}

impl Watch {
    /// Starts watching the files of `sources` (what `env` was loaded from): builds run as a
    /// task on `rt` and their results go to `deliver`. `notify` hears, while a build runs,
    /// what it is doing and for how long (the terminal UI's status line).
    pub(crate) fn start(
        env: &Path,
        sources: &SourceMap,
        opts: LoadOptions,
        rt: &Handle,
        deliver: Deliver,
        notify: Option<Notify>,
    ) -> Result<Watch, String> {
        let files: Files = Arc::new(Mutex::new(HashMap::new()));
        let (tx, rx) = unbounded_channel();
        rt.spawn(builds(rx, env.to_path_buf(), opts, deliver, notify));
        let watched = files.clone();
        let debouncer = new_debouncer(DEBOUNCE, move |res: DebounceEventResult| {
            let Ok(events) = res else { return };
            // Each changed file as read now; the first that can't be read is the reload's error.
            let mut unreadable = None;
            let changed: Vec<PathBuf> = {
                let mut files = watched.lock().unwrap_or_else(|e| e.into_inner());
                let mut c: Vec<PathBuf> = events.iter().map(|e| canonical(&e.path)).collect();
                c.sort();
                c.dedup();
                c.retain(|p| match files.get_mut(p) {
                    Some(last) => {
                        // An empty file is most often one being saved (truncated, its text not
                        // written yet): read it again once the write has had time to land,
                        // rather than report a script with nothing in it.
                        if std::fs::metadata(p).is_ok_and(|m| m.len() == 0) {
                            std::thread::sleep(DEBOUNCE);
                        }
                        let now = read(p);
                        let differs = now != *last;
                        if let (true, Err(e)) = (differs, &now) {
                            unreadable.get_or_insert_with(|| e.clone());
                        }
                        *last = now;
                        differs
                    }
                    None => false,
                });
                c
            };
            if changed.is_empty() {
                return;
            }
            let saved = changed
                .iter()
                .filter_map(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok())
                .max()
                .unwrap_or_else(SystemTime::now);
            let _ = tx.send(Change { saved, changed, unreadable });
        })
        .map_err(|e| format!("can't watch files: {e}"))?;
        let mut w = Watch { debouncer, files, dirs: HashSet::new() };
        w.follow(sources)?;
        Ok(w)
    }

    /// Watches exactly the files `sources` were read from (after a reload the program may
    /// import other modules). Directories are watched, not files, so that a file replaced by a
    /// rename is still followed.
    pub(crate) fn follow(&mut self, sources: &SourceMap) -> Result<(), String> {
        let paths: Vec<PathBuf> = sources.paths().iter().map(|p| canonical(p)).collect();
        for p in &paths {
            let Some(dir) = p.parent() else { continue };
            if self.dirs.insert(dir.to_path_buf()) {
                self.debouncer
                    .watcher()
                    .watch(dir, RecursiveMode::NonRecursive)
                    .map_err(|e| format!("can't watch `{}`: {e}", dir.display()))?;
            }
        }
        let mut files = self.files.lock().unwrap_or_else(|e| e.into_inner());
        let mut next = HashMap::new();
        for p in paths {
            let seen = files.get(&p).cloned().unwrap_or_else(|| read(&p));
            next.insert(p, seen);
        }
        *files = next;
        Ok(())
    }
}
