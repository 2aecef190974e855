//! `mw run --watch`: saving the script (or a system file or module it reads) reloads it into the
//! running simulation.
//!
//! The files the loaded program was read from ([`SourceMap::paths`]) are watched through their
//! directories (notify, debounced), so every way an editor saves is seen: writing in place,
//! truncating and writing, or writing a new file and renaming it over the old one. A change is
//! compiled on the watcher's thread, off the simulation thread, and the result waits in a
//! channel; the run loop takes the newest one between two steps ([`Watch::latest`]) and swaps
//! the code in, keeps the old code on an error, or rebuilds the worlds when the layout changed
//! (that is `run.rs`'s part).

use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

use notify_debouncer_mini::notify::{RecommendedWatcher, RecursiveMode};
use notify_debouncer_mini::{DebounceEventResult, Debouncer, new_debouncer};

use mw::{Compiled, Error, LoadOptions, Simulation};
use mw_jit::ir::Program;
use mw_runtime::source::{Diagnostics, SourceMap, read_source, regular_files_only};

/// Changes closer together than this are one reload (an editor's save is often several writes).
pub const DEBOUNCE: Duration = Duration::from_millis(50);

/// A program loaded, checked and compiled from the saved files, ready to swap in.
pub struct Ready {
    pub program: Program,
    pub sources: SourceMap,
    pub warnings: Diagnostics,
    pub code: Compiled,
}

/// The outcome of one reload.
pub struct Reload {
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

pub struct Watch {
    debouncer: Debouncer<RecommendedWatcher>,
    /// The files whose changes matter, shared with the watcher's thread.
    files: Files,
    dirs: HashSet<PathBuf>,
    rx: Receiver<Reload>,
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
    /// Starts watching the files of `sources` (what `env` was loaded from).
    /// `notify` hears, on the watcher's thread, when a build starts (the terminal UI shows it).
    pub fn start(
        env: &Path,
        sources: &SourceMap,
        opts: LoadOptions,
        notify: Option<Box<dyn Fn(&str) + Send>>,
    ) -> Result<Watch, String> {
        let files: Files = Arc::new(Mutex::new(HashMap::new()));
        let (tx, rx) = channel();
        let watched = files.clone();
        let env = env.to_path_buf();
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
            // A deleted, half-written or unreadable file is an error like any other: the old code
            // runs on, and the next save that reads well reloads.
            let result = match unreadable {
                Some(e) => Err(Error::Run(e)),
                None => {
                    if let Some(n) = &notify {
                        let names: Vec<String> = changed.iter().map(|p| p.display().to_string()).collect();
                        n(&format!("building after saving {}...", names.join(", ")));
                    }
                    load(&env, &opts)
                }
            };
            let _ = tx.send(Reload { saved, changed, result });
        })
        .map_err(|e| format!("can't watch files: {e}"))?;
        let mut w = Watch { debouncer, files, dirs: HashSet::new(), rx };
        w.follow(sources)?;
        Ok(w)
    }

    /// Watches exactly the files `sources` were read from (after a reload the program may
    /// import other modules). Directories are watched, not files, so that a file replaced by a
    /// rename is still followed.
    pub fn follow(&mut self, sources: &SourceMap) -> Result<(), String> {
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

    /// The newest reload since the last call, if any (older ones are superseded).
    pub fn latest(&self) -> Option<Reload> {
        self.rx.try_iter().last()
    }

    /// Waits up to `timeout` for a reload (the newest, if several are queued).
    pub fn wait(&self, timeout: Duration) -> Option<Reload> {
        match self.rx.recv_timeout(timeout) {
            Ok(r) => Some(self.latest().unwrap_or(r)),
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => None,
        }
    }
}
