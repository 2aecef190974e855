//! The watchdog of a device's launches: one thread for the device's life that stops a launch
//! running past the step time limit, or one the host interrupts, by writing a code into the
//! stop word the megakernel polls ([`Watch`]).
//!
//! A launch tells it when it begins ([`Watchdog::begin`]) and when it has ended
//! ([`Watchdog::end`]); neither waits for the thread. A thread spawned and joined per launch
//! cost tens of microseconds a step (a CartPole step on an H200 is a few hundred), most of what
//! the launch took beyond its phases.
//!
//! The stop is written with the state's lock held and `end` takes the lock, so once `end`
//! returns no stop meant for that launch can land in a later one.

use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Instant;

use mw_runtime::abi;
use mw_runtime::executor::INTERRUPT_PERIOD;

use crate::exec::Watch;

/// What a stop does: writes `code` to the stop word at `stop` (a device address).
pub(crate) type StopFn = Box<dyn FnMut(u64, u32) + Send>;

pub struct Watchdog {
    shared: Arc<(Mutex<State>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Default)]
struct State {
    /// The launch in flight: since when, its limits, its stop word. A wait that wakes to a
    /// later launch reads that launch's.
    flight: Option<(Instant, Watch, u64)>,
    quit: bool,
}

fn lock(m: &Mutex<State>) -> MutexGuard<'_, State> {
    // A panic in the stop function leaves nothing half-written in the state.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Watchdog {
    pub fn new(mut stop: StopFn) -> Watchdog {
        let shared = Arc::new((Mutex::new(State::default()), Condvar::new()));
        let s = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("mw-watchdog".into())
            .spawn(move || {
                let (m, cv) = &*s;
                let mut g = lock(m);
                loop {
                    if g.quit {
                        return;
                    }
                    let Some((since, watch, word)) = g.flight else {
                        g = cv.wait(g).unwrap_or_else(|e| e.into_inner());
                        continue;
                    };
                    let code = if watch.interrupt.is_some_and(|f| f.load(std::sync::atomic::Ordering::Acquire)) {
                        Some(abi::STOP_INTERRUPT)
                    } else if since.elapsed() >= watch.limit {
                        Some(abi::STOP_TIMEOUT)
                    } else {
                        None
                    };
                    if let Some(code) = code {
                        stop(word, code);
                        // One stop a launch: the device is stopping.
                        g.flight = None;
                        continue;
                    }
                    let left = watch.limit.saturating_sub(since.elapsed());
                    let slice = if watch.interrupt.is_some() { left.min(INTERRUPT_PERIOD) } else { left };
                    g = cv.wait_timeout(g, slice).unwrap_or_else(|e| e.into_inner()).0;
                }
            })
            .expect("the watchdog thread starts");
        Watchdog { shared, thread: Some(thread) }
    }

    /// A launch begins, to be stopped through the stop word at `stop` as `watch` says.
    pub fn begin(&self, watch: Watch, stop: u64) {
        let (m, cv) = &*self.shared;
        lock(m).flight = Some((Instant::now(), watch, stop));
        cv.notify_one();
    }

    /// The launch ended: nothing is written for it after this returns.
    pub fn end(&self) {
        lock(&self.shared.0).flight = None;
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        let (m, cv) = &*self.shared;
        lock(m).quit = true;
        cv.notify_one();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
    use std::time::Duration;

    fn recorder() -> (Arc<Mutex<Vec<(u64, u32)>>>, StopFn) {
        let got = Arc::new(Mutex::new(Vec::new()));
        let g = Arc::clone(&got);
        (got, Box::new(move |w, c| g.lock().unwrap().push((w, c))))
    }

    #[test]
    fn a_launch_past_its_limit_is_stopped_once_and_one_in_time_never() {
        let (got, stop) = recorder();
        let dog = Watchdog::new(stop);
        let watch = Watch { limit: Duration::from_millis(30), interrupt: None };
        // Quick launches, many of them: none is stopped.
        for _ in 0..200 {
            dog.begin(watch, 1);
            dog.end();
        }
        std::thread::sleep(Duration::from_millis(60));
        assert!(got.lock().unwrap().is_empty(), "launches that ended in time were stopped");
        dog.begin(watch, 2);
        std::thread::sleep(Duration::from_millis(120));
        dog.end();
        assert_eq!(*got.lock().unwrap(), vec![(2, abi::STOP_TIMEOUT)]);
    }

    #[test]
    fn an_interrupt_stops_the_launch_within_the_period() {
        static FLAG: AtomicBool = AtomicBool::new(false);
        let word = Arc::new(AtomicU32::new(0));
        let w = Arc::clone(&word);
        let dog = Watchdog::new(Box::new(move |_, c| w.store(c, Ordering::Release)));
        dog.begin(Watch { limit: Duration::from_secs(60), interrupt: Some(&FLAG) }, 0);
        std::thread::sleep(Duration::from_millis(30));
        assert_eq!(word.load(Ordering::Acquire), 0);
        let t0 = Instant::now();
        FLAG.store(true, Ordering::Release);
        while word.load(Ordering::Acquire) == 0 {
            assert!(t0.elapsed() < Duration::from_secs(2), "no stop after an interrupt");
            std::thread::sleep(Duration::from_millis(1));
        }
        dog.end();
        assert_eq!(word.load(Ordering::Acquire), abi::STOP_INTERRUPT);
        assert!(t0.elapsed() < INTERRUPT_PERIOD * 5, "the interrupt took {:?}", t0.elapsed());
    }
}
