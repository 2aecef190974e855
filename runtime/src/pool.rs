//! A fixed pool of worker threads that run one job at a time, all threads together.
//!
//! The executor runs one graph node at a time across every thread (the megakernel's policy,
//! on the CPU), so a node boundary is a barrier. Barriers are frequent (several per step, a
//! step can take well under a millisecond), so workers spin briefly before sleeping: a futex
//! wake-up costs tens of microseconds, a spin a few hundred nanoseconds.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

type Job = *const (dyn Fn(usize) + Sync);

struct State {
    epoch: AtomicU64,
    pending: AtomicUsize,
    stop: AtomicBool,
    job: Mutex<Option<SendJob>>,
    wake: Condvar,
    sleepers: Mutex<()>,
}

#[derive(Clone, Copy)]
struct SendJob(Job);
// The job outlives its use: `run` blocks until every worker has finished with it.
unsafe impl Send for SendJob {}

pub struct Pool {
    threads: usize,
    state: Arc<State>,
    handles: Vec<JoinHandle<()>>,
}

/// How long a waiting thread spins before it sleeps.
const SPIN: Duration = Duration::from_micros(100);

impl Pool {
    /// A pool of `threads` threads in all (the caller counts as one).
    pub fn new(threads: usize) -> Pool {
        let threads = threads.max(1);
        let state = Arc::new(State {
            epoch: AtomicU64::new(0),
            pending: AtomicUsize::new(0),
            stop: AtomicBool::new(false),
            job: Mutex::new(None),
            wake: Condvar::new(),
            sleepers: Mutex::new(()),
        });
        let handles = (1..threads)
            .map(|i| {
                let st = state.clone();
                std::thread::Builder::new()
                    .name(format!("mw-worker-{i}"))
                    .spawn(move || worker(st, i))
                    .expect("spawning a worker thread")
            })
            .collect();
        Pool { threads, state, handles }
    }

    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Runs `f(thread_index)` on every thread and returns when all are done.
    pub fn run(&self, f: &(dyn Fn(usize) + Sync)) {
        if self.threads == 1 {
            f(0);
            return;
        }
        // SAFETY: the lifetime is erased only for the duration of this call, which waits for
        // every worker to finish running the job.
        let job: Job = unsafe { std::mem::transmute::<&(dyn Fn(usize) + Sync), Job>(f) };
        *self.state.job.lock().expect("pool lock") = Some(SendJob(job));
        self.state.pending.store(self.threads - 1, Ordering::Release);
        {
            let _g = self.state.sleepers.lock().expect("pool lock");
            self.state.epoch.fetch_add(1, Ordering::AcqRel);
            self.state.wake.notify_all();
        }
        f(0);
        let start = Instant::now();
        while self.state.pending.load(Ordering::Acquire) != 0 {
            if start.elapsed() < SPIN {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
        *self.state.job.lock().expect("pool lock") = None;
    }
}

fn worker(st: Arc<State>, index: usize) {
    let mut seen = 0u64;
    loop {
        let start = Instant::now();
        loop {
            let e = st.epoch.load(Ordering::Acquire);
            if e != seen {
                seen = e;
                break;
            }
            if st.stop.load(Ordering::Acquire) {
                return;
            }
            if start.elapsed() < SPIN {
                std::hint::spin_loop();
            } else {
                let g = st.sleepers.lock().expect("pool lock");
                if st.epoch.load(Ordering::Acquire) == seen && !st.stop.load(Ordering::Acquire) {
                    let _ = st.wake.wait_timeout(g, Duration::from_millis(50));
                }
            }
        }
        if st.stop.load(Ordering::Acquire) {
            return;
        }
        let job = st.job.lock().expect("pool lock").expect("a job is set while pending");
        // SAFETY: `run` keeps the job alive until `pending` reaches zero.
        unsafe { (*job.0)(index) };
        st.pending.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        {
            let _g = self.state.sleepers.lock().expect("pool lock");
            self.state.stop.store(true, Ordering::Release);
            self.state.wake.notify_all();
        }
        for h in self.handles.drain(..) {
            let _ = h.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU32;

    #[test]
    fn every_thread_runs_every_job() {
        let pool = Pool::new(4);
        let hits = AtomicU32::new(0);
        for _ in 0..1000 {
            pool.run(&|_| {
                hits.fetch_add(1, Ordering::Relaxed);
            });
        }
        assert_eq!(hits.load(Ordering::Relaxed), 4000);
    }
}
