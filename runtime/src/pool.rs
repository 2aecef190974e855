//! A fixed pool of worker threads that help the caller run one job at a time.
//!
//! The executor runs one graph node (or a fused run of nodes) at a time across the threads,
//! handing out chunks of worlds from a shared counter, so a node boundary is a barrier.
//! Barriers are frequent (several per step, and a step can take well under a millisecond), so
//! the design follows from two facts about shared machines:
//!
//! - **Workers join a job; the caller never waits for one that has not.** A job is published
//!   with an epoch; a worker that wakes in time joins it and takes chunks, one that is late (it
//!   was descheduled because a compile or a training process has the core) finds the job closed
//!   and goes back to sleep. The caller finishes the chunks itself and waits only for workers
//!   that joined, which are mid-chunk. So two threads are never slower than one because the
//!   second thread could not get a core.
//! - **Spin briefly, then park.** A waiting thread spins for a few microseconds (a futex
//!   wake-up costs tens) and then parks, so idle workers never steal a busy machine's cores,
//!   and a caller waiting for a preempted worker frees its core for it.
//! - **Measure whether helping helps.** On a machine whose cores are taken by other work, a
//!   worker that joins is often preempted mid-chunk and the caller waits for it, so more
//!   threads can be slower than one. The pool times windows of jobs run with the workers and
//!   run by the caller alone, keeps whichever was faster, and measures again from time to time
//!   (rarely when one way is clearly better). Results never depend on who runs what.
//!
//! A panic in the job, on a worker or on the caller, is caught: the other threads finish, the
//! pool stays usable, and [`Pool::run`] returns the panic as an error.

use std::cell::UnsafeCell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{JoinHandle, Thread};
use std::time::{Duration, Instant};

type Job = *const (dyn Fn(usize) + Sync);

/// `word`: the job's epoch (high 32 bits), a closed flag, and the number of workers in it.
const CLOSED: u64 = 1 << 31;
const COUNT: u64 = CLOSED - 1;

struct State {
    word: AtomicU64,
    /// The current job. Written by the caller before it publishes the epoch, read by workers
    /// that joined; replaced only after the job is closed and every joined worker has left.
    job: UnsafeCell<Option<Job>>,
    stop: AtomicBool,
    /// The first panic of the current job.
    panic: Mutex<Option<String>>,
    /// The thread running `run`, unparked by the last worker to leave a closed job.
    caller: Mutex<Option<Thread>>,
    /// Held by `run`: one job at a time, even if several threads share the pool.
    busy: Mutex<()>,
    /// Whether to use the workers; touched only under `busy`. `None`: always use them.
    choice: Mutex<Option<Choice>>,
}

/// Chooses between running jobs with the workers and on the caller alone, by timing both.
struct Choice {
    /// Jobs left in the current phase.
    left: u32,
    phase: Phase,
    /// Time of the jobs of the trial in progress.
    nanos: u64,
    /// Mean job time of the parallel trial just run.
    parallel_mean: u64,
    /// Jobs the next exploiting phase lasts.
    exploit: u32,
}

#[derive(Clone, Copy, PartialEq)]
enum Phase {
    TryParallel,
    TrySolo,
    Use { parallel: bool },
}

/// Jobs per trial, and the shortest and longest stretch a choice is kept.
const TRIAL_JOBS: u32 = 32;
const EXPLOIT_MIN: u32 = 256;
const EXPLOIT_MAX: u32 = 16384;
/// Jobs before the first trial.
const WARM_JOBS: u32 = 64;

impl Choice {
    /// The first jobs run with the workers, untimed: they are slow either way (pages touched
    /// for the first time, episodes that all start at once), enough to lose a first trial.
    fn new() -> Choice {
        Choice {
            left: WARM_JOBS,
            phase: Phase::Use { parallel: true },
            nanos: 0,
            parallel_mean: 0,
            exploit: EXPLOIT_MIN,
        }
    }

    fn parallel(&self) -> bool {
        matches!(self.phase, Phase::TryParallel | Phase::Use { parallel: true })
    }

    /// Records one job's wall-clock time and moves through the phases.
    fn record(&mut self, nanos: u64) {
        self.nanos += nanos;
        self.left = self.left.saturating_sub(1);
        // A solo trial that is clearly losing (a quarter slower than the parallel one after
        // a few jobs) ends early: each of its jobs costs up to a thread's share of the time.
        let done = TRIAL_JOBS.saturating_sub(self.left);
        if self.phase == Phase::TrySolo && self.left > 0 && done >= TRIAL_JOBS / 8 {
            let solo = self.nanos / done as u64;
            if solo > self.parallel_mean + self.parallel_mean / 4 {
                self.left = 0;
                self.nanos = solo * TRIAL_JOBS as u64;
            }
        }
        if self.left > 0 {
            return;
        }
        match self.phase {
            Phase::TryParallel => {
                self.parallel_mean = self.nanos / TRIAL_JOBS as u64;
                self.phase = Phase::TrySolo;
                self.left = TRIAL_JOBS;
            }
            Phase::TrySolo => {
                let solo = self.nanos / TRIAL_JOBS as u64;
                let parallel = self.parallel_mean < solo;
                // A clear winner is kept longer before measuring again.
                let (fast, slow) = if parallel { (self.parallel_mean, solo) } else { (solo, self.parallel_mean) };
                self.exploit = if slow > fast + fast / 10 { (self.exploit * 2).min(EXPLOIT_MAX) } else { EXPLOIT_MIN };
                self.phase = Phase::Use { parallel };
                self.left = self.exploit;
            }
            Phase::Use { .. } => {
                self.phase = Phase::TryParallel;
                self.left = TRIAL_JOBS;
            }
        }
        self.nanos = 0;
    }
}

// SAFETY: `job` is only accessed under the epoch protocol described on the field, and the job it
// points to is `Sync`.
unsafe impl Sync for State {}
// SAFETY: as above: the job pointer is the only field that is not `Send`, and it is used only
// under the epoch protocol.
unsafe impl Send for State {}

pub(crate) struct Pool {
    threads: usize,
    state: Arc<State>,
    handles: Vec<JoinHandle<()>>,
}

/// How long a waiting thread spins before it parks.
const SPIN: Duration = Duration::from_micros(50);

/// Stack of a worker thread. Kernels keep local arrays in an arena, not on the stack, and the
/// compiler bounds each kernel's frame, so this is ample; it is only reserved address space.
pub(crate) const WORKER_STACK_BYTES: usize = 16 << 20;

impl Pool {
    /// A pool of `threads` threads in all (the caller counts as one) that decides by
    /// measurement whether the workers help (see the module docs).
    #[cfg(test)]
    pub(crate) fn new(threads: usize) -> Result<Pool, String> {
        Pool::with_choice(threads, true)
    }

    /// As [`Pool::new`]; with `adaptive` false, every job is offered to every worker (tests of
    /// results across thread counts use this, so a busy machine can't make them single-threaded).
    pub(crate) fn with_choice(threads: usize, adaptive: bool) -> Result<Pool, String> {
        let threads = threads.max(1);
        let state = Arc::new(State {
            word: AtomicU64::new(CLOSED),
            job: UnsafeCell::new(None),
            stop: AtomicBool::new(false),
            panic: Mutex::new(None),
            caller: Mutex::new(None),
            busy: Mutex::new(()),
            choice: Mutex::new(adaptive.then(Choice::new)),
        });
        let mut pool = Pool { threads, state, handles: Vec::new() };
        for i in 1..threads {
            let st = pool.state.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("mw-worker-{i}"))
                .stack_size(WORKER_STACK_BYTES)
                .spawn(move || worker(st, i));
            match spawned {
                Ok(h) => pool.handles.push(h),
                // Dropping `pool` stops the workers started so far.
                Err(e) => return Err(format!("could not start worker thread {i} of {threads}: {e}")),
            }
        }
        Ok(pool)
    }

    pub(crate) fn threads(&self) -> usize {
        self.threads
    }

    /// Runs `f(thread_index)` on the caller (index 0) and on every worker that joins in time
    /// (indices 1.., each at most once), and returns when all of them are done. `f` must not
    /// count on every index running: work is shared out by `f` itself (a chunk counter).
    pub(crate) fn run(&self, f: &(dyn Fn(usize) + Sync)) -> Result<(), String> {
        if self.threads == 1 {
            return catch_unwind(AssertUnwindSafe(|| f(0))).map_err(|p| panic_text(&*p));
        }
        let st = &*self.state;
        let _one_at_a_time = st.busy.lock().unwrap_or_else(|e| e.into_inner());
        let mut choice = st.choice.lock().unwrap_or_else(|e| e.into_inner());
        let t0 = Instant::now();
        if let Some(c) = choice.as_mut().filter(|c| !c.parallel()) {
            let r = catch_unwind(AssertUnwindSafe(|| f(0))).map_err(|p| panic_text(&*p));
            c.record(t0.elapsed().as_nanos() as u64);
            return r;
        }
        *st.caller.lock().unwrap_or_else(|e| e.into_inner()) = Some(std::thread::current());
        // SAFETY: the lifetime is erased only until this call returns, and it returns only
        // after the job is closed and every worker that joined has left it.
        let job: Job = unsafe { std::mem::transmute::<&(dyn Fn(usize) + Sync), Job>(f) };
        // SAFETY: the previous job is closed with no worker in it, so no one reads `job`.
        unsafe { *st.job.get() = Some(job) };
        let epoch = ((st.word.load(Ordering::Acquire) >> 32) + 1) & 0xFFFF_FFFF;
        st.word.store(epoch << 32, Ordering::Release);
        for h in &self.handles {
            h.thread().unpark();
        }
        let mine = catch_unwind(AssertUnwindSafe(|| f(0)));
        // Close the job: late workers stay out; wait for the ones inside.
        let mut w = st.word.fetch_or(CLOSED, Ordering::AcqRel) | CLOSED;
        let start = Instant::now();
        while w & COUNT != 0 {
            if start.elapsed() < SPIN {
                std::hint::spin_loop();
            } else {
                std::thread::park_timeout(Duration::from_millis(10));
            }
            w = st.word.load(Ordering::Acquire);
        }
        if let Some(c) = choice.as_mut() {
            c.record(t0.elapsed().as_nanos() as u64);
        }
        let theirs = st.panic.lock().unwrap_or_else(|e| e.into_inner()).take();
        match (mine, theirs) {
            (Err(p), _) => Err(panic_text(&*p)),
            (Ok(()), Some(msg)) => Err(msg),
            (Ok(()), None) => Ok(()),
        }
    }
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    let what = p
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown cause".into());
    format!("internal error in the executor (please report it): {what}")
}

fn worker(st: Arc<State>, index: usize) {
    let mut seen = 0u64;
    loop {
        // Wait for a job newer than the last one seen.
        let start = Instant::now();
        let mut w = st.word.load(Ordering::Acquire);
        while w >> 32 == seen || w & CLOSED != 0 {
            if st.stop.load(Ordering::Acquire) {
                return;
            }
            if w >> 32 != seen {
                // A job we were too late for: skip it.
                seen = w >> 32;
            }
            if start.elapsed() < SPIN {
                std::hint::spin_loop();
            } else {
                // `run` unparks every worker after publishing, so no wake-up is lost; the
                // timeout is a safety net.
                std::thread::park_timeout(Duration::from_millis(100));
            }
            w = st.word.load(Ordering::Acquire);
        }
        // Join, unless the job closes first.
        let epoch = w >> 32;
        let joined = loop {
            if w >> 32 != epoch || w & CLOSED != 0 {
                break false;
            }
            match st.word.compare_exchange_weak(w, w + 1, Ordering::AcqRel, Ordering::Acquire) {
                Ok(_) => break true,
                Err(now) => w = now,
            }
        };
        seen = epoch;
        if !joined {
            continue;
        }
        // SAFETY: we are counted in the job, so `run` keeps it (and `f`) alive until we leave.
        let job = unsafe { (*st.job.get()).expect("a published job") };
        // SAFETY: as above: the job (a `Sync` closure) stays alive until we leave it, below.
        if let Err(p) = catch_unwind(AssertUnwindSafe(|| unsafe { (*job)(index) })) {
            st.panic.lock().unwrap_or_else(|e| e.into_inner()).get_or_insert(panic_text(&*p));
        }
        let before = st.word.fetch_sub(1, Ordering::AcqRel);
        if before & COUNT == 1
            && before & CLOSED != 0
            && let Some(t) = st.caller.lock().unwrap_or_else(|e| e.into_inner()).as_ref()
        {
            t.unpark();
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.state.stop.store(true, Ordering::Release);
        for h in &self.handles {
            h.thread().unpark();
        }
        for h in self.handles.drain(..) {
            let _ = h.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, AtomicUsize};

    /// The way the executor uses the pool: chunks from a shared counter.
    fn chunked(pool: &Pool, chunks: usize, seen: &[AtomicU32]) -> Vec<usize> {
        let next = AtomicUsize::new(0);
        let per_thread: Vec<AtomicUsize> = (0..pool.threads()).map(|_| AtomicUsize::new(0)).collect();
        pool.run(&|t| {
            assert!(t < pool.threads(), "thread index {t} out of range");
            loop {
                let c = next.fetch_add(1, Ordering::Relaxed);
                if c >= chunks {
                    break;
                }
                seen[c].fetch_add(1, Ordering::Relaxed);
                per_thread[t].fetch_add(1, Ordering::Relaxed);
            }
        })
        .unwrap();
        per_thread.into_iter().map(AtomicUsize::into_inner).collect()
    }

    #[test]
    fn every_chunk_runs_exactly_once_and_indices_are_distinct() {
        let pool = Pool::with_choice(4, false).unwrap();
        let mut used = [0usize; 4];
        for _ in 0..500 {
            let seen: Vec<AtomicU32> = (0..64).map(|_| AtomicU32::new(0)).collect();
            let per = chunked(&pool, 64, &seen);
            assert!(seen.iter().all(|s| s.load(Ordering::Relaxed) == 1), "a chunk ran twice or never");
            assert_eq!(per.iter().sum::<usize>(), 64);
            for (t, n) in per.iter().enumerate() {
                used[t] += n;
            }
        }
        // The caller always takes part; the indices handed out are each used by one thread at
        // a time (the per-index counters above would race otherwise and still sum right, so
        // check distinctness directly).
        assert!(used[0] > 0);
        let inside: Vec<AtomicU32> = (0..4).map(|_| AtomicU32::new(0)).collect();
        for _ in 0..200 {
            pool.run(&|t| {
                assert_eq!(inside[t].fetch_add(1, Ordering::SeqCst), 0, "index {t} ran twice at once");
                std::hint::spin_loop();
                inside[t].fetch_sub(1, Ordering::SeqCst);
            })
            .unwrap();
        }
    }

    #[test]
    fn a_panic_on_a_worker_or_the_caller_is_an_error_and_the_pool_survives() {
        let pool = Pool::new(3).unwrap();
        let r = pool.run(&|t| {
            if t != 0 {
                panic!("worker {t} fails");
            }
            // Give workers time to join.
            std::thread::sleep(Duration::from_millis(20));
        });
        let e = r.expect_err("a worker panicked");
        assert!(e.contains("fails"), "{e}");
        let r = pool.run(&|t| {
            if t == 0 {
                panic!("the caller fails");
            }
        });
        assert!(r.expect_err("the caller panicked").contains("the caller fails"));
        // Still usable, and a clean job is Ok.
        let seen: Vec<AtomicU32> = (0..16).map(|_| AtomicU32::new(0)).collect();
        chunked(&pool, 16, &seen);
        assert!(seen.iter().all(|s| s.load(Ordering::Relaxed) == 1));
        let one = Pool::new(1).unwrap();
        assert!(one.run(&|_| panic!("alone")).is_err());
        assert!(one.run(&|_| {}).is_ok());
    }

    #[test]
    fn the_choice_measures_both_ways_and_keeps_the_faster() {
        let mut c = Choice::new();
        // Warming up: in parallel, untimed.
        for _ in 0..WARM_JOBS {
            assert!(c.parallel());
            c.record(1000);
        }
        assert!(c.parallel());
        // Parallel jobs take 100 units, solo jobs 300: parallel wins and is kept longer.
        let mut kept = Vec::new();
        for _ in 0..5 {
            for _ in 0..TRIAL_JOBS {
                assert!(c.parallel());
                c.record(100);
            }
            // Solo is three times slower: its trial ends after an eighth of its jobs.
            let mut solo = 0;
            while !c.parallel() {
                c.record(300);
                solo += 1;
            }
            assert_eq!(solo, TRIAL_JOBS / 8);
            kept.push(c.left);
            for _ in 0..c.left {
                c.record(100);
            }
        }
        assert_eq!(kept, [512, 1024, 2048, 4096, 8192]);
        // The machine gets busy: parallel is slower now, and solo is chosen.
        for _ in 0..TRIAL_JOBS {
            c.record(500);
        }
        for _ in 0..TRIAL_JOBS {
            c.record(300);
        }
        assert!(!c.parallel());
        // A close call is measured again soon.
        for _ in 0..c.left {
            c.record(300);
        }
        for _ in 0..TRIAL_JOBS {
            c.record(310);
        }
        for _ in 0..TRIAL_JOBS {
            c.record(300);
        }
        assert!(!c.parallel());
        assert_eq!(c.left, EXPLOIT_MIN);
    }

    #[test]
    fn jobs_from_several_threads_run_one_at_a_time() {
        let pool = Arc::new(Pool::new(3).unwrap());
        let inside = Arc::new(AtomicU32::new(0));
        let runs: Vec<_> = (0..4)
            .map(|_| {
                let (pool, inside) = (pool.clone(), inside.clone());
                std::thread::spawn(move || {
                    for _ in 0..200 {
                        pool.run(&|t| {
                            if t == 0 {
                                assert_eq!(inside.fetch_add(1, Ordering::SeqCst), 0, "two jobs at once");
                                inside.fetch_sub(1, Ordering::SeqCst);
                            }
                        })
                        .unwrap();
                    }
                })
            })
            .collect();
        for r in runs {
            r.join().unwrap();
        }
    }
}
