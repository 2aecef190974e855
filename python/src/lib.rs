//! The native half of the `manyworlds` Python package: a loaded simulation (`Sim`) and
//! zero-copy views of its ports (`View`).
//!
//! Everything goes through the same facade as the `mw` command (`mw::Simulation`): the script
//! is checked and compiled at load, and errors come back as the same rendered diagnostics
//! (file:line:col), raised as `ScriptError`. The Gymnasium adapters live in Python
//! (`manyworlds/gym.py`) over this module.
//!
//! **Views.** A `View` is a port's data where it lies in the executor's memory: NumPy reads it
//! through `__array_interface__`, PyTorch and JAX through DLPack (`__dlpack__`). The view holds
//! a strong reference to its `Sim`, so the memory lives as long as any view (or array made
//! from one) does, even after `close()`; CPU tables are reservations that never move, so a
//! view's address stays valid. Each time a view is handed out again (`np.asarray(view)`,
//! `torch.from_dlpack(view)`) it checks that the port still has the shape it had; if a step
//! changed a world's row count, that raises `StaleViewError` rather than describing memory
//! wrongly.

use std::collections::BTreeMap;
use std::ffi::{CStr, c_void};
use std::path::Path;
use std::sync::{Arc, Weak};

use mw::{Backend, Config, LoadOptions, Simulation};
use mw_runtime::executor::{Place, Port};
use mw_runtime::schema::{Scalar, SpaceKind};
use pyo3::create_exception;
use pyo3::exceptions::{PyBufferError, PyException, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

create_exception!(
    _native,
    ScriptError,
    PyException,
    "The script has errors; the message is the rendered diagnostics (file:line:col)."
);
create_exception!(
    _native,
    SimulationError,
    PyRuntimeError,
    "A step (or init_world) failed: a time limit, a full table, a --debug check."
);
create_exception!(
    _native,
    StaleViewError,
    PyRuntimeError,
    "A view no longer describes its port (a step changed a world's row count, or the simulation was reseeded on a backend that moves memory)."
);

fn script_or_run(e: mw::Error) -> PyErr {
    match e {
        mw::Error::Script { .. } => ScriptError::new_err(e.to_string()),
        mw::Error::Run(s) => SimulationError::new_err(s),
    }
}

/// The last line of defence: a panic (a bug) in a call becomes a `RuntimeError` naming it,
/// instead of PyO3's `PanicException`, which `except Exception` does not catch.
fn guarded<T>(what: &str, f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => {
            let msg = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "no message".into());
            Err(PyRuntimeError::new_err(format!("internal error in {what}: {msg} (please report it)")))
        }
    }
}

/// Ctrl-C during a step. Python runs its signal handlers only between bytecodes of the main
/// thread, never inside a call that released the GIL: a step of a minute, or one that loops
/// until its time limit, would keep Ctrl-C waiting. So while this module steps, SIGINT goes
/// first through a handler of ours that raises [`INTERRUPTED`] (one atomic store) and then to
/// the handler that was there (Python's, which arranges the `KeyboardInterrupt`). The executor
/// watches the flag (`Executor::set_interrupt`) and stops the running step; the call then
/// lets Python raise the `KeyboardInterrupt`. Between steps, calls check Python's signals.
mod signals {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicBool, Ordering};

    pub(crate) static INTERRUPTED: AtomicBool = AtomicBool::new(false);

    /// The SIGINT action ours replaced and passes the signal on to.
    static PREVIOUS: Mutex<Option<libc::sigaction>> = Mutex::new(None);
    static mut CHAINED: Option<libc::sigaction> = None;

    extern "C" fn on_sigint(sig: libc::c_int, info: *mut libc::siginfo_t, ctx: *mut libc::c_void) {
        INTERRUPTED.store(true, Ordering::SeqCst);
        // SAFETY: written only while our handler is not installed (see `hook`), read here.
        let prev = unsafe { (*std::ptr::addr_of!(CHAINED)).as_ref() };
        if let Some(p) = prev {
            let h = p.sa_sigaction;
            if h == libc::SIG_DFL || h == libc::SIG_IGN {
                return;
            }
            // SAFETY: calling the handler that was installed, as the kernel would have.
            unsafe {
                if p.sa_flags & libc::SA_SIGINFO != 0 {
                    let f: extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut libc::c_void) = std::mem::transmute(h);
                    f(sig, info, ctx);
                } else {
                    let f: extern "C" fn(libc::c_int) = std::mem::transmute(h);
                    f(sig);
                }
            }
        }
    }

    /// Whether this is the process's main thread (where Python runs signal handlers).
    pub(crate) fn main_thread() -> bool {
        // SAFETY: plain system calls without arguments.
        unsafe { libc::getpid() == libc::gettid() }
    }

    /// Clears the flag for a new call from Python (a Ctrl-C before it was Python's to handle)
    /// and hooks SIGINT, on the main thread.
    pub(crate) fn arm() {
        if main_thread() {
            INTERRUPTED.store(false, Ordering::SeqCst);
            hook();
        }
    }

    /// Puts our handler in front of the current SIGINT handler, unless it is there already,
    /// or the current one ignores the signal or is the default (the process ends: nothing to
    /// add).
    fn hook() {
        let mut prev = PREVIOUS.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: `sigaction` is a plain C struct, for which all zeros is a valid value.
        let mut now: libc::sigaction = unsafe { std::mem::zeroed() };
        // SAFETY: sigaction with a null new action only reads the current one, into `now`.
        if unsafe { libc::sigaction(libc::SIGINT, std::ptr::null(), &mut now) } != 0 {
            return;
        }
        let ours = on_sigint as *const () as libc::sighandler_t;
        if now.sa_sigaction == ours || now.sa_sigaction == libc::SIG_DFL || now.sa_sigaction == libc::SIG_IGN {
            return;
        }
        // SAFETY: our handler is not installed now, so it can't be reading CHAINED.
        unsafe { *std::ptr::addr_of_mut!(CHAINED) = Some(now) };
        *prev = Some(now);
        // SAFETY: as above: all zeros is a valid `sigaction` (its mask is emptied below).
        let mut act: libc::sigaction = unsafe { std::mem::zeroed() };
        act.sa_sigaction = ours;
        act.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
        // SAFETY: an empty mask and our handler, which is async-signal-safe.
        unsafe {
            libc::sigemptyset(&mut act.sa_mask);
            libc::sigaction(libc::SIGINT, &act, std::ptr::null_mut());
        }
    }

    pub(crate) fn interrupted() -> bool {
        INTERRUPTED.load(Ordering::SeqCst)
    }
}

/// A first-come, first-served lock whose guard may be taken on one thread and used on another:
/// a call waits for it with the GIL released and returns holding it (a `std::sync::MutexGuard`
/// can't leave the closure that releases the GIL), and a thread that calls again and again
/// can't keep another out (each waits its turn, a ticket).
mod ticket {
    use std::cell::UnsafeCell;
    use std::sync::{Condvar, Mutex};

    pub(crate) struct Lock<T> {
        data: UnsafeCell<T>,
        turns: Mutex<(u64, u64)>,
        cv: Condvar,
    }

    // SAFETY: the data is reached only through a guard, and one guard exists at a time.
    unsafe impl<T: Send> Sync for Lock<T> {}
    // SAFETY: the lock owns its `T`, which is `Send`: moving the lock moves the data with it.
    unsafe impl<T: Send> Send for Lock<T> {}

    pub(crate) struct Guard<'a, T>(&'a Lock<T>);

    // SAFETY: the guard is the right to the data, which is `Send`; releasing it from another
    // thread is fine (the turns are a mutex's, not the thread's).
    unsafe impl<T: Send> Send for Guard<'_, T> {}

    impl<T> Lock<T> {
        pub(crate) fn new(data: T) -> Lock<T> {
            Lock { data: UnsafeCell::new(data), turns: Mutex::new((0, 0)), cv: Condvar::new() }
        }

        fn turns(&self) -> std::sync::MutexGuard<'_, (u64, u64)> {
            self.turns.lock().unwrap_or_else(|e| e.into_inner())
        }

        /// The data, when no one holds it or waits for it.
        pub(crate) fn try_lock(&self) -> Option<Guard<'_, T>> {
            let mut t = self.turns();
            if t.0 != t.1 {
                return None;
            }
            t.0 += 1;
            Some(Guard(self))
        }

        /// The data, after everyone who asked before.
        pub(crate) fn lock(&self) -> Guard<'_, T> {
            let mut t = self.turns();
            let mine = t.0;
            t.0 += 1;
            while t.1 != mine {
                t = self.cv.wait(t).unwrap_or_else(|e| e.into_inner());
            }
            Guard(self)
        }
    }

    impl<T> Drop for Guard<'_, T> {
        fn drop(&mut self) {
            let mut t = self.0.turns();
            t.1 += 1;
            self.0.cv.notify_all();
        }
    }

    impl<T> std::ops::Deref for Guard<'_, T> {
        type Target = T;
        fn deref(&self) -> &T {
            // SAFETY: this guard holds the lock.
            unsafe { &*self.0.data.get() }
        }
    }

    impl<T> std::ops::DerefMut for Guard<'_, T> {
        fn deref_mut(&mut self) -> &mut T {
            // SAFETY: this guard holds the lock.
            unsafe { &mut *self.0.data.get() }
        }
    }
}

/// What a call changes: the simulation and its state. Behind a lock: a call from one thread
/// waits (without the GIL) while another thread's call, a step, holds it.
struct State {
    sim: Simulation,
    closed: bool,
    seed: u64,
    /// What the simulation was loaded with: a reload checks and compiles the script the same way.
    opts: LoadOptions,
    /// The script the running code came from: the load's, or the last `reload(path)`'s.
    script: String,
    /// What the worlds were made with: `reload(rebuild=True)` makes them anew the same way.
    config: Config,
    /// Whether worlds marked by `reset_world()` wait for `reset_worlds` (set again after a
    /// rebuild).
    manual: bool,
    /// The worlds' generation: every view shares it; `reload(rebuild=True)` starts a new one.
    generation: Arc<()>,
    /// Simulations replaced by a rebuild, kept while a view of their memory is alive (its
    /// consumer may still read it), dropped once none is.
    retired: Vec<(Simulation, Weak<()>)>,
}

impl State {
    /// Drops the replaced simulations no view shares any more.
    fn reap(&mut self) {
        self.retired.retain(|(_, g)| g.strong_count() > 0);
    }
}

// SAFETY: the executor's raw pointers point into memory it owns; its worker threads are joined
// within each call; nothing in it is tied to the thread that created it. Calls reach it only
// through the mutex.
unsafe impl Send for State {}

type Guard<'a> = ticket::Guard<'a, State>;

/// The simulation borrowed for a call that releases the GIL (see [`State`] for why it may
/// cross threads).
struct Unlocked<'a>(&'a mut Simulation);
// SAFETY: as for `State`: the simulation is tied to no thread, and the borrow comes from a
// held guard, so only the thread running the call uses it.
unsafe impl Send for Unlocked<'_> {}

/// A simulation made on a thread without the GIL, handed back (see [`State`] for why it may
/// cross threads).
struct Made(Simulation);
// SAFETY: as for `State`: the simulation is tied to no thread, and it is moved, not shared.
unsafe impl Send for Made {}

/// A loaded environment and its worlds.
#[pyclass(module = "manyworlds._native", name = "Sim", subclass, frozen)]
struct Sim {
    state: ticket::Lock<State>,
    path: String,
    backend: &'static str,
    name: String,
}

impl Sim {
    /// The state, once the calls before this one are done: waits with the GIL released, which
    /// the call holding it may need to finish. A long `step(n)` takes it anew for each slice of
    /// about 20 ms, so calls from other threads get their turns in between.
    fn lock(&self, py: Python<'_>) -> Guard<'_> {
        if let Some(g) = self.state.try_lock() {
            return g;
        }
        let lock = &self.state;
        py.detach(|| lock.lock())
    }

    /// The state of an open simulation.
    fn open(&self, py: Python<'_>) -> PyResult<Guard<'_>> {
        let g = self.lock(py);
        if g.closed {
            return Err(PyValueError::new_err("the simulation is closed"));
        }
        Ok(g)
    }

    /// `obj`'s memory through DLPack, checked to be a byte a world (`n`: bool, uint8 or int8,
    /// one dimension, contiguous) in this simulation's own memory (the CPU's, or its GPU's):
    /// the capsule that holds it, and its address.
    fn world_bytes<'py>(
        &self,
        py: Python<'py>,
        obj: &Bound<'py, PyAny>,
        what: &str,
        n: u32,
    ) -> PyResult<(Bound<'py, PyAny>, usize)> {
        let st = self.open(py)?;
        let backend = st.sim.backend.name();
        let here = match st.sim.sim.device_ordinal() {
            None => (dlpack::CPU, 0),
            Some(d) => (dlpack::CUDA, d as i32),
        };
        drop(st);
        if !obj.hasattr("__dlpack__")? {
            return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                "{what} must be bytes or a DLPack tensor (a torch tensor), not {}",
                obj.get_type().name()?
            )));
        }
        let cap = obj.call_method0("__dlpack__")?;
        let cap_ptr = cap.as_ptr();
        // SAFETY: a legacy DLPack capsule ("dltensor") holds a `DLManagedTensor` that lives while
        // the capsule does (its destructor frees it while no consumer renamed it; we don't).
        let t = unsafe {
            if pyo3::ffi::PyCapsule_IsValid(cap_ptr, c"dltensor".as_ptr()) != 1 {
                return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                    "{what}: __dlpack__ gave no DLPack tensor"
                )));
            }
            &(*(pyo3::ffi::PyCapsule_GetPointer(cap_ptr, c"dltensor".as_ptr()) as *const dlpack::Managed)).dl_tensor
        };
        let dev = (t.device.device_type, t.device.device_id);
        if dev != here {
            let name = |d: (i32, i32)| match d {
                (dlpack::CPU, _) => "the CPU".to_string(),
                (dlpack::CUDA, k) => format!("cuda:{k}"),
                (ty, k) => format!("DLPack device ({ty}, {k})"),
            };
            return Err(PyValueError::new_err(format!(
                "{what} is on {}, but this simulation's memory ({backend} backend) is on {}: move it there first",
                name(dev),
                name(here)
            )));
        }
        // bool (kDLBool, 6), uint8 (kDLUInt, 1) or int8 (kDLInt, 0); one lane of 8 bits.
        if t.dtype.bits != 8 || t.dtype.lanes != 1 || ![0, 1, 6].contains(&t.dtype.code) {
            return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                "{what} must hold a byte a world (bool, uint8 or int8), not DLPack type code {} of {} bits",
                t.dtype.code, t.dtype.bits
            )));
        }
        // SAFETY: `shape` and `strides` (null: contiguous) have `ndim` entries, per DLPack.
        let (shape, stride) = unsafe {
            let shape: Vec<i64> = (0..t.ndim.max(0) as usize).map(|k| *t.shape.add(k)).collect();
            let stride = if t.strides.is_null() || t.ndim != 1 { 1 } else { *t.strides };
            (shape, stride)
        };
        if shape != [n as i64] || (n > 1 && stride != 1) {
            return Err(PyValueError::new_err(format!(
                "{what} must be one contiguous dimension of {n} (a byte a world), not shape {shape:?}{}",
                if stride != 1 { format!(" with a stride of {stride} elements") } else { String::new() }
            )));
        }
        Ok((cap, t.data as usize + t.byte_offset as usize))
    }

    /// `reset_mask` of bytes in host memory: the worlds they list, reset as a list.
    fn reset_mask_bytes(&self, py: Python<'_>, mask: &[u8]) -> PyResult<()> {
        let n = self.open(py)?.sim.sim.worlds() as usize;
        if mask.len() != n {
            return Err(PyValueError::new_err(format!(
                "a reset mask needs {n} bytes (one per world), got {}",
                mask.len()
            )));
        }
        let list: Vec<u32> = mask.iter().enumerate().filter(|(_, b)| **b != 0).map(|(w, _)| w as u32).collect();
        if list.is_empty() {
            return Ok(());
        }
        signals::arm();
        self.detached(py, move |sim| sim.sim.reset_worlds(&list))
    }

    /// Runs `f` on the simulation with the GIL released: an `f` interrupted by Ctrl-C (armed by
    /// the call, `signals::arm`) raises `KeyboardInterrupt`, other errors `SimulationError`.
    fn detached<T: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Simulation) -> Result<T, String> + Send,
    ) -> PyResult<T> {
        let mut g = self.open(py)?;
        let sim = Unlocked(&mut g.sim);
        let r = py.detach(move || {
            let sim = sim;
            f(sim.0)
        });
        drop(g);
        match r {
            Ok(v) => Ok(v),
            Err(e) => {
                // Stopped by Ctrl-C: Python's handler raises KeyboardInterrupt here.
                py.check_signals()?;
                Err(SimulationError::new_err(e))
            }
        }
    }
}

/// The port `name` of `st`: an import when `import` says so, else an export, else (None)
/// whichever exists, the export first.
fn port_of(st: &State, name: &str, import: Option<bool>) -> PyResult<(Port, bool)> {
    let ex = &*st.sim.sim;
    match import {
        Some(i) => ex.port(name, i).map(|p| (p, i)).map_err(PyValueError::new_err),
        None => {
            if let Ok(p) = ex.port(name, false) {
                return Ok((p, false));
            }
            if let Ok(p) = ex.port(name, true) {
                return Ok((p, true));
            }
            let spec = &st.sim.program.spec;
            let names = |l: &[mw_runtime::schema::PortDef]| -> String {
                if l.is_empty() {
                    "none".into()
                } else {
                    l.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join(", ")
                }
            };
            Err(PyValueError::new_err(format!(
                "no export or import named `{name}` (exports: {}; imports: {})",
                names(&spec.exports),
                names(&spec.imports)
            )))
        }
    }
}

/// Where a port lies now; an error when it can't be viewed in place (its worlds' row counts
/// differ, or it is not in host memory).
fn place_of(st: &State, port: &Port) -> PyResult<Place> {
    match st.sim.sim.place(port).map_err(PyValueError::new_err)? {
        Some(p) => Ok(p),
        None => Err(PyValueError::new_err(format!(
            "`{}` can't be viewed in place on the {} backend (a padded export or its count is gathered on each \
             read): use read()",
            port.name,
            st.sim.backend.name()
        ))),
    }
}

/// An integer argument in `lo..=hi`: a bool or a non-integer is a TypeError, anything out of
/// range (however large) a ValueError that names the argument and the range.
fn int_arg(v: &Bound<'_, PyAny>, name: &str, lo: i64, hi: i64) -> PyResult<i64> {
    if v.is_instance_of::<pyo3::types::PyBool>() {
        return Err(pyo3::exceptions::PyTypeError::new_err(format!("{name} must be an integer, not a bool")));
    }
    let range = || PyValueError::new_err(format!("{name} must be an integer from {lo} to {hi}, not {v}"));
    match v.extract::<i64>() {
        Ok(x) if (lo..=hi).contains(&x) => Ok(x),
        Ok(_) => Err(range()),
        Err(e) if e.is_instance_of::<pyo3::exceptions::PyOverflowError>(v.py()) => Err(range()),
        Err(e) => Err(e),
    }
}

fn descr(s: Scalar) -> &'static str {
    s.npy_descr()
}

/// The runtime's scalar NumPy spells `d` (`<i4`, `<u4`, `<f4`, `<f8`).
fn scalar_of(d: &str) -> PyResult<Scalar> {
    [Scalar::I32, Scalar::U32, Scalar::F32, Scalar::F64]
        .into_iter()
        .find(|s| s.npy_descr() == d)
        .ok_or_else(|| PyValueError::new_err(format!("no port holds dtype {d:?} (ports hold <i4, <u4, <f4 or <f8)")))
}

/// `data` of NumPy dtype `from` as `want`, by the rules `mw run` reads `.npy` files with
/// (`mw_runtime::npy::convert`): a value of the wrong kind (a fraction or NaN for an integer
/// port) is a TypeError, one out of range a ValueError, each naming the value and its index.
fn convert_bytes(data: &[u8], from: &str, want: Scalar) -> PyResult<Vec<u8>> {
    let d = mw_runtime::npy::Dtype::parse(from);
    if !data.len().is_multiple_of(d.size()) {
        return Err(PyValueError::new_err(format!("{} bytes are not whole {from} values", data.len())));
    }
    mw_runtime::npy::convert(data, &d, want).map_err(|e| match e {
        mw_runtime::npy::ConvertError::Type(m) => pyo3::exceptions::PyTypeError::new_err(m),
        mw_runtime::npy::ConvertError::Range(m) => PyValueError::new_err(m),
    })
}

/// Converts `data`, C-order values of NumPy dtype `from`, to dtype `to`, with the checks every
/// value entering a simulation gets (see `Sim.write`).
#[pyfunction]
fn convert<'py>(py: Python<'py>, data: &[u8], from_: &str, to: &str) -> PyResult<Bound<'py, pyo3::types::PyBytes>> {
    guarded("convert", || {
        let out = convert_bytes(data, from_, scalar_of(to)?)?;
        Ok(pyo3::types::PyBytes::new(py, &out))
    })
}

fn parse_backend(s: &str) -> PyResult<Backend> {
    Backend::parse(s).ok_or_else(|| {
        let names: Vec<String> = Backend::ALL.iter().map(|b| format!("{:?}", b.name())).collect();
        PyValueError::new_err(format!("backend must be one of {}, not {s:?}", names.join(", ")))
    })
}

#[pymethods]
impl Sim {
    /// Loads `path`, checks and compiles it, and starts `worlds` worlds (`init_world` in each).
    #[new]
    #[pyo3(signature = (path, worlds=None, seed=None, threads=None, backend="cpu", params=None, debug=false, step_timeout=None, max_rows=None, plan=None, world_offset=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        path: std::path::PathBuf,
        worlds: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        backend: &str,
        params: Option<BTreeMap<String, Bound<'_, PyAny>>>,
        debug: bool,
        step_timeout: Option<f64>,
        max_rows: Option<&Bound<'_, PyAny>>,
        plan: Option<&str>,
        world_offset: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Sim> {
        guarded("Sim()", || {
            let backend = parse_backend(backend)?;
            // The CUDA launch plan, as `--plan` takes it.
            let plan = match plan {
                None => mw::PlanChoice::Default,
                Some(_) if !matches!(backend, Backend::Cuda | Backend::CudaEmulated) => {
                    return Err(PyValueError::new_err(format!(
                        "plan chooses register variants of the CUDA megakernel, and backend {:?} has none",
                        backend.name()
                    )));
                }
                Some(p) => mw::PlanChoice::parse(p).map_err(|e| PyValueError::new_err(format!("plan: {e}")))?,
            };
            let or = |v: Option<&Bound<'_, PyAny>>, name: &str, default: i64, lo: i64, hi: i64| match v {
                Some(v) if !v.is_none() => int_arg(v, name, lo, hi),
                _ => Ok(default),
            };
            let worlds = or(worlds, "worlds", 1024, 1, mw_runtime::limits::MAX_WORLDS as i64)?;
            let seed = or(seed, "seed", 0, 0, i64::MAX)?;
            let threads = or(threads, "threads", 0, 0, mw_runtime::limits::MAX_THREADS as i64)?;
            let world_offset = or(world_offset, "world_offset", 0, 0, mw_runtime::limits::MAX_WORLD_ID as i64)?;
            let mut config = Config {
                worlds: worlds as u32,
                world_offset: world_offset as u32,
                seed: seed as u64,
                threads: threads as usize,
                ..Config::default()
            };
            if let Some(t) = step_timeout {
                config.step_timeout_s = t;
            }
            if let Some(m) = max_rows {
                config.max_rows = int_arg(m, "max_rows", 1, u32::MAX as i64)? as u32;
            }
            config.validate().map_err(PyValueError::new_err)?;
            let mut opts =
                LoadOptions { debug, backend, plan, world_offset: config.world_offset, ..LoadOptions::default() };
            for (k, v) in params.unwrap_or_default() {
                // Parameters are given as on the command line: Python's True/False as true/false.
                let text = if let Ok(b) = v.extract::<bool>() {
                    b.to_string()
                } else if v.is_instance_of::<pyo3::types::PyString>() || v.extract::<f64>().is_ok() {
                    v.str()?.to_string()
                } else {
                    return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                        "parameter `{k}` must be a bool, int, float or str, not {}",
                        v.get_type().name()?
                    )));
                };
                opts.params.insert(k, text);
            }
            // A FIFO is a script too (read once), as on the command line.
            if std::fs::metadata(&path).is_err() {
                return Err(pyo3::exceptions::PyFileNotFoundError::new_err(format!("no script at {}", path.display())));
            }
            let shown = path.display().to_string();
            let script = shown.clone();
            let sim = py.detach(move || {
                let loaded = Simulation::load(Path::new(&path), &config, &opts);
                loaded.map(|s| State {
                    sim: s,
                    closed: false,
                    seed: seed as u64,
                    opts,
                    script,
                    config,
                    manual: false,
                    generation: Arc::new(()),
                    retired: Vec::new(),
                })
            });
            let mut st = sim.map_err(script_or_run)?;
            // Ctrl-C stops a running step (see `signals`); a backend that can't be interrupted
            // stops between steps only.
            let _ = st.sim.sim.set_interrupt(Some(&signals::INTERRUPTED));
            let backend = st.sim.backend.name();
            let name = st.sim.program.spec.name.clone();
            Ok(Sim { state: ticket::Lock::new(st), path: shown, backend, name })
        })
    }

    /// Advances every world by `n` steps (the GIL is released meanwhile; Ctrl-C stops the run
    /// between steps, and a running step within some 20 ms, raising `KeyboardInterrupt`).
    #[pyo3(signature = (n=None))]
    fn step(&self, py: Python<'_>, n: Option<&Bound<'_, PyAny>>) -> PyResult<()> {
        guarded("step", || {
            let n = match n {
                Some(n) => int_arg(n, "n", 0, i64::MAX)? as u64,
                None => 1,
            };
            signals::arm();
            let mut done = 0u64;
            while done < n {
                // Steps in slices of about 20 ms, checking Python's signals between them; within
                // a slice, runs of steps that double while a run takes under 5 ms (a GPU runs
                // one in one launch, with no host round trip a step).
                let (k, r) = self.detached(py, move |sim| {
                    let t0 = std::time::Instant::now();
                    let (mut k, mut run) = (0u64, 1u64);
                    while done + k < n {
                        let (before, t) = (sim.sim.steps(), std::time::Instant::now());
                        let r = sim.step_many(run.min(n - done - k));
                        k += sim.sim.steps() - before;
                        if let Err(e) = r {
                            return Ok((k, Err(e.to_string())));
                        }
                        if t.elapsed() < std::time::Duration::from_millis(5) && run < 1024 {
                            run *= 2;
                        }
                        if t0.elapsed() >= std::time::Duration::from_millis(20) || signals::interrupted() {
                            break;
                        }
                    }
                    Ok((k, Ok(())))
                })?;
                done += k;
                if let Err(e) = r {
                    py.check_signals()?;
                    return Err(SimulationError::new_err(e));
                }
                py.check_signals()?;
            }
            Ok(())
        })
    }

    /// Steps completed.
    #[getter]
    fn steps(&self, py: Python<'_>) -> PyResult<u64> {
        Ok(self.open(py)?.sim.sim.steps())
    }

    #[getter]
    fn worlds(&self, py: Python<'_>) -> PyResult<u32> {
        Ok(self.open(py)?.sim.sim.worlds())
    }

    #[getter]
    fn threads(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.open(py)?.sim.sim.threads())
    }

    /// Bytes of earlier layouts of the worlds (the CUDA backends' memory moves when they grow or
    /// are reseeded) kept because a view of them is alive; 0 on the CPU.
    #[getter]
    fn retired_bytes(&self, py: Python<'_>) -> PyResult<u64> {
        Ok(self.open(py)?.sim.sim.retired_bytes())
    }

    #[getter]
    fn backend(&self) -> &'static str {
        self.backend
    }

    /// The CUDA backends' launch plan and where it came from (`"96 regs: policy .. compact
    /// (fixed by --plan)"`); None on the CPU.
    #[getter]
    fn launch_plan(&self, py: Python<'_>) -> Option<String> {
        self.lock(py).sim.plan.as_ref().map(|p| format!("{} ({})", p.line, p.how))
    }

    #[getter]
    fn seed(&self, py: Python<'_>) -> u64 {
        self.lock(py).seed
    }

    /// The script the running code came from (the last `reload(path)`'s, else the load's).
    #[getter]
    fn path(&self, py: Python<'_>) -> String {
        self.lock(py).script.clone()
    }

    /// The environment's name (`env("name")`).
    #[getter]
    fn name(&self) -> String {
        self.name.clone()
    }

    #[getter]
    fn closed(&self, py: Python<'_>) -> bool {
        self.lock(py).closed
    }

    /// Warnings from loading, rendered (empty when there are none).
    #[getter]
    fn warnings(&self, py: Python<'_>) -> String {
        let st = self.lock(py);
        if st.sim.warnings.is_empty() { String::new() } else { st.sim.sources.render(&st.sim.warnings) }
    }

    /// Every port: a list of `(name, kind, shape or None, dtype, error or None, per_row)`, kind
    /// "export" or "import". The shape is None (and the error says why) when the port can't be
    /// read now (an export of worlds whose row counts differ); `per_row` says whether the shape
    /// has a rows axis after the worlds axis (`[worlds, rows, ...]`, archetype ports).
    fn ports<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        guarded("ports", || {
            let st = self.open(py)?;
            let ex = &*st.sim.sim;
            let spec = &st.sim.program.spec;
            let out = PyList::empty(py);
            for (kind, list, import) in [("export", &spec.exports, false), ("import", &spec.imports, true)] {
                for d in list {
                    let p = ex.port(&d.name, import).map_err(PyValueError::new_err)?;
                    let (shape, err) = match ex.shape(&p) {
                        Ok(s) => (Some(s), None),
                        Err(e) => (None, Some(e)),
                    };
                    // Whether the shape has a rows axis after the worlds axis (archetype ports).
                    let per_row = p.arch.is_some() && p.rows != mw_runtime::schema::PortRows::Count;
                    out.append((d.name.clone(), kind, shape, descr(p.elem.scalar), err, per_row))?;
                }
            }
            Ok(out)
        })
    }

    /// The rendered warnings for the import `name` when a system of the graph writes what it
    /// views (values fed into it would be overwritten every step; `how` says who feeds it);
    /// empty when none does.
    fn import_overwritten(&self, py: Python<'_>, name: &str, how: &str) -> String {
        let st = self.lock(py);
        let found = st.sim.import_overwritten(name, how);
        if found.is_empty() { String::new() } else { st.sim.sources.render(&found) }
    }

    /// What `e.episode(...)` names, as a dict (obs, action, reward, terminated, truncated,
    /// action_mask; the optional ones None when not given), or None when the script declares no
    /// episode.
    fn episode<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let st = self.lock(py);
        let Some(ep) = &st.sim.program.spec.episode else {
            return Ok(None);
        };
        let d = PyDict::new(py);
        d.set_item("obs", &ep.obs.name)?;
        d.set_item("action", &ep.action.name)?;
        d.set_item("reward", &ep.reward.name)?;
        d.set_item("terminated", &ep.terminated.name)?;
        d.set_item("truncated", ep.truncated.as_ref().map(|t| t.name.clone()))?;
        d.set_item("action_mask", ep.action_mask.as_ref().map(|m| m.name.clone()))?;
        Ok(Some(d))
    }

    /// Declared spaces (`e.space`): port name to `("discrete", n)` or `("box", low, high)`.
    fn spaces<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let st = self.lock(py);
        let d = PyDict::new(py);
        for s in &st.sim.program.spec.spaces {
            match &s.kind {
                SpaceKind::Discrete(n) => d.set_item(&s.port, ("discrete", *n))?,
                SpaceKind::Box { low, high } => d.set_item(&s.port, ("box", low.clone(), high.clone()))?,
            }
        }
        Ok(d)
    }

    /// A zero-copy view of a port (export or import; `import=True/False` to choose when one
    /// name is both).
    #[pyo3(signature = (name, import_=None))]
    fn view(slf: Bound<'_, Self>, name: &str, import_: Option<bool>) -> PyResult<View> {
        guarded("view", || {
            let py = slf.py();
            let (port, import, place, generation) = {
                let mut st = slf.get().open(py)?;
                st.reap();
                let (port, import) = port_of(&st, name, import_)?;
                let place = place_of(&st, &port)?;
                (port, import, place, st.generation.clone())
            };
            Ok(View { sim: slf.unbind(), port, import, place, generation })
        })
    }

    /// A copy of a port's data: `(bytes, shape, dtype)` (the Python layer makes it an array).
    #[pyo3(signature = (name, import_=None))]
    fn read<'py>(&self, py: Python<'py>, name: &str, import_: Option<bool>) -> PyResult<Bound<'py, PyTuple>> {
        guarded("read", || {
            let st = self.open(py)?;
            let (port, _) = port_of(&st, name, import_)?;
            let v = st.sim.sim.read(&port).map_err(SimulationError::new_err)?;
            let bytes = pyo3::types::PyBytes::new(py, &v.data);
            PyTuple::new(
                py,
                [
                    bytes.into_any(),
                    v.shape.into_pyobject(py)?.into_any(),
                    descr(v.scalar).into_pyobject(py)?.into_any(),
                ],
            )
        })
    }

    /// Overwrites a port with `data`, C-order values of its whole shape: little-endian bytes of
    /// the port's dtype, or of NumPy dtype `dtype` (`'<f8'`, `'<i8'`, `'|b1'`, ...), converted
    /// with the checks `mw run --set` applies (`mw_runtime::npy::convert`).
    #[pyo3(signature = (name, data, import_=None, dtype=None))]
    fn write(
        &self,
        py: Python<'_>,
        name: &str,
        data: &[u8],
        import_: Option<bool>,
        dtype: Option<&str>,
    ) -> PyResult<()> {
        guarded("write", || {
            let mut st = self.open(py)?;
            let (port, _) = port_of(&st, name, import_)?;
            let converted;
            let bytes = match dtype {
                Some(d) if d != descr(port.elem.scalar) => {
                    converted = convert_bytes(data, d, port.elem.scalar)?;
                    &converted[..]
                }
                _ => data,
            };
            st.sim.sim.write(&port, bytes).map_err(PyValueError::new_err)
        })
    }

    /// With `on`, worlds whose systems call `reset_world()` are not reset at the end of the
    /// step; they stay pending until `reset_worlds`.
    fn set_manual_resets(&self, py: Python<'_>, on: bool) -> PyResult<()> {
        let mut st = self.open(py)?;
        st.sim.sim.set_manual_resets(on).map_err(PyValueError::new_err)?;
        st.manual = on;
        Ok(())
    }

    /// Worlds that asked for a reset and were not reset yet (manual resets).
    fn pending_resets(&self, py: Python<'_>) -> PyResult<Vec<u32>> {
        self.open(py)?.sim.sim.pending_resets().map_err(PyValueError::new_err)
    }

    /// `pending_resets` as a mask: one byte per world, 1 where a reset is pending.
    fn pending_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyBytes>> {
        let mut st = self.open(py)?;
        let ex = &mut *st.sim.sim;
        let mut m = vec![0u8; ex.worlds() as usize];
        // SAFETY: `m` is `worlds` writable bytes of host memory, the executor's own where
        // `device_ordinal` is None (the CPU's flags copied, not listed: 283 to 21 µs at 65,536 worlds).
        let written = ex.device_ordinal().is_none() && unsafe { ex.pending_into(m.as_mut_ptr()) }.is_ok();
        if !written {
            m.fill(0);
            for w in ex.pending_resets().map_err(PyValueError::new_err)? {
                m[w as usize] = 1;
            }
        }
        Ok(pyo3::types::PyBytes::new(py, &m))
    }

    /// Resets the worlds whose byte in `mask` (one per world) is not zero: `bytes`, or a
    /// tensor in the simulation's own memory (DLPack: a torch tensor on its device), read there
    /// (a CUDA tensor never crosses to the host). Other pending resets stay pending.
    fn reset_mask(&self, py: Python<'_>, mask: &Bound<'_, PyAny>) -> PyResult<()> {
        guarded("reset_mask", || {
            if let Ok(b) = mask.cast::<pyo3::types::PyBytes>() {
                return self.reset_mask_bytes(py, b.as_bytes());
            }
            let n = self.open(py)?.sim.sim.worlds();
            let (_keep, at) = self.world_bytes(py, mask, "a reset mask", n)?;
            signals::arm();
            // SAFETY: `world_bytes` checked that `at` is `n` bytes of the simulation's memory,
            // which `_keep` (the tensor's capsule) holds until the call returns.
            self.detached(py, move |sim| unsafe { sim.sim.reset_where(at as *const u8) })
        })
    }

    /// Writes every world's pending reset (1, else 0) into `out`: a tensor of a byte a world
    /// (bool, uint8 or int8) in the simulation's own memory (DLPack: a torch tensor on its
    /// device), written there (on a GPU, nothing crosses to the host).
    fn pending_into(&self, py: Python<'_>, out: &Bound<'_, PyAny>) -> PyResult<()> {
        guarded("pending_into", || {
            let n = self.open(py)?.sim.sim.worlds();
            let (_keep, at) = self.world_bytes(py, out, "pending_into's output", n)?;
            // SAFETY: as in reset_mask: `n` bytes of the simulation's memory, held by `_keep`.
            self.detached(py, move |sim| unsafe { sim.sim.pending_into(at as *mut u8) })
        })
    }

    /// Resets these worlds now (all when None): entities destroyed, `init_world` run.
    #[pyo3(signature = (worlds=None))]
    fn reset_worlds(&self, py: Python<'_>, worlds: Option<Vec<i64>>) -> PyResult<()> {
        guarded("reset_worlds", || {
            let n = self.open(py)?.sim.sim.worlds();
            let list: Vec<u32> = match worlds {
                None => (0..n).collect(),
                Some(v) => {
                    let mut out = Vec::with_capacity(v.len());
                    for w in v {
                        if !(0..n as i64).contains(&w) {
                            return Err(PyValueError::new_err(format!(
                                "world {w} does not exist (there are {n} worlds)"
                            )));
                        }
                        out.push(w as u32);
                    }
                    out
                }
            };
            signals::arm();
            self.detached(py, move |sim| sim.sim.reset_worlds(&list))
        })
    }

    /// Starts every world anew with another seed: the same bits as a new Sim with that seed.
    fn reseed(&self, py: Python<'_>, seed: &Bound<'_, PyAny>) -> PyResult<()> {
        guarded("reseed", || {
            let seed = int_arg(seed, "seed", 0, i64::MAX)? as u64;
            signals::arm();
            self.detached(py, move |sim| sim.sim.reseed(seed))?;
            self.lock(py).seed = seed;
            Ok(())
        })
    }

    /// Checks and compiles the script again (edited since it was loaded) and swaps the new code
    /// into the running simulation, every world's state kept: returns the warnings, rendered
    /// (empty when there are none). The layout (components, fields, archetypes) must be the
    /// same, unless `rebuild`: then the worlds are made anew for the new layout (as a new `Sim`
    /// with the same worlds, seed and options would be: `init_world` runs again) and every view
    /// taken before raises `StaleViewError`, its memory kept while it lives. A changed layout
    /// without `rebuild` is a `ValueError` that says so, and a script with errors a
    /// `ScriptError`; either way the simulation runs on with the code it had.
    /// `path`: another script to apply (from then on the simulation's `path`); by default the
    /// one the running code came from.
    #[pyo3(signature = (path=None, rebuild=false))]
    fn reload(&self, py: Python<'_>, path: Option<std::path::PathBuf>, rebuild: bool) -> PyResult<String> {
        guarded("reload", || {
            let (path, opts) = {
                let st = self.open(py)?;
                (path.unwrap_or_else(|| std::path::PathBuf::from(&st.script)), st.opts.clone())
            };
            if std::fs::metadata(&path).is_err() {
                return Err(pyo3::exceptions::PyFileNotFoundError::new_err(format!(
                    "no script at {} (the simulation runs on with the code it had)",
                    path.display()
                )));
            }
            let shown = path.display().to_string();
            let (program, sources, warnings, code) = py
                .detach(move || -> Result<_, mw::Error> {
                    let (program, sources, warnings) = mw::check(&path, &opts.params)?;
                    let code = Simulation::compile_mapped(&program, &sources, &opts)?;
                    Ok((program, sources, warnings, code))
                })
                .map_err(script_or_run)?;
            let mut st = self.open(py)?;
            if program.spec.layout_identity() != st.sim.program.spec.layout_identity() {
                if !rebuild {
                    return Err(PyValueError::new_err(format!(
                        "{shown}: the layout changed (components, fields or archetypes), so the worlds can't be kept; \
                         reload(rebuild=True) makes them anew (init_world again), or make a new Sim (the simulation \
                         runs on with the code it had)"
                    )));
                }
                let (config, opts) = (Config { seed: st.seed, ..st.config.clone() }, st.opts.clone());
                let Made(mut new) = py
                    .detach(move || {
                        Simulation::from_compiled(program, sources, warnings, code, &config, &opts).map(Made)
                    })
                    .map_err(script_or_run)?;
                let _ = new.sim.set_interrupt(Some(&signals::INTERRUPTED));
                if st.manual {
                    new.sim.set_manual_resets(true).map_err(PyValueError::new_err)?;
                }
                let old = std::mem::replace(&mut st.sim, new);
                let gone = std::mem::replace(&mut st.generation, Arc::new(()));
                st.retired.push((old, Arc::downgrade(&gone)));
                drop(gone);
                st.reap();
            } else {
                st.sim.swap(program, code).map_err(|e| {
                    SimulationError::new_err(format!("{e} (the simulation runs on with the code it had)"))
                })?;
                st.sim.sources = sources;
                st.sim.warnings = warnings;
            }
            st.script = shown;
            Ok(if st.sim.warnings.is_empty() { String::new() } else { st.sim.sources.render(&st.sim.warnings) })
        })
    }

    /// The last step's time per node: a list of `(name, nanoseconds, rows, engine)`.
    fn timings(&self, py: Python<'_>) -> PyResult<Vec<(String, u64, u64, bool)>> {
        Ok(self.open(py)?.sim.sim.last_step().iter().map(|t| (t.name.clone(), t.nanos, t.rows, t.engine)).collect())
    }

    /// Stops the simulation: later calls raise. Its memory is returned when the last view of it
    /// goes (views stay readable). Waits for a step another thread is running.
    fn close(&self, py: Python<'_>) {
        self.lock(py).closed = true;
    }

    fn __repr__(&self) -> String {
        // Never waits: a repr (a debugger's, a log line's) while another thread steps says so.
        let (state, worlds, seed) = match self.state.try_lock() {
            Some(st) if st.closed => ("closed".to_string(), st.sim.sim.worlds().to_string(), st.seed.to_string()),
            Some(st) => (format!("{} steps", st.sim.sim.steps()), st.sim.sim.worlds().to_string(), st.seed.to_string()),
            None => ("busy: a call is running on another thread".to_string(), "?".into(), "?".into()),
        };
        format!("Sim({:?}, worlds={worlds}, backend={:?}, seed={seed}; {state})", self.path, self.backend)
    }
}

/// A port's data in place: NumPy (`__array_interface__`) and DLPack (`__dlpack__`) consumers
/// alias the simulation's memory. Holds its `Sim` alive.
#[pyclass(module = "manyworlds._native", name = "View", frozen)]
struct View {
    sim: Py<Sim>,
    port: Port,
    import: bool,
    place: Place,
    /// The worlds' generation it was taken from: keeps their memory alive past a rebuild.
    generation: Arc<()>,
}

// SAFETY: the place's pointer is an address in memory the `Sim` (held by `sim`) owns; it is
// only dereferenced by consumers, under the rules of their protocols.
unsafe impl Send for View {}
// SAFETY: as above: the place's raw pointer is the only field that is not `Sync`, and nothing
// here dereferences it; a `View` is frozen, so sharing it changes nothing.
unsafe impl Sync for View {}

impl View {
    fn dlpack<'py>(
        slf: &Bound<'py, Self>,
        stream: Option<Bound<'py, PyAny>>,
        max_version: Option<(u32, u32)>,
        dl_device: Option<(i32, i32)>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        let here = dlpack::device(&slf.get().place);
        // The executor waits for every launch to finish before a step returns, so the data is
        // ready on any stream a CUDA consumer names; a CPU array takes none.
        if here.0 == dlpack::CPU && stream.as_ref().is_some_and(|s| !s.is_none()) {
            return Err(PyBufferError::new_err("stream must be None for a CPU array"));
        }
        if let Some(d) = dl_device
            && d != here
        {
            return Err(PyBufferError::new_err(format!(
                "this view is in the memory of device {here:?}; it can't be exported to device {d:?} without a copy"
            )));
        }
        if copy == Some(true) {
            return Err(PyBufferError::new_err(
                "copy=True is not supported: views are zero-copy (copy with numpy.array(view) instead)",
            ));
        }
        let place = slf.get().current(py)?;
        let owner: Py<PyAny> = slf.clone().into_any().unbind();
        let versioned = max_version.is_some_and(|v| v.0 >= 1);
        dlpack::capsule(py, &place, owner, versioned)
    }

    fn array_interface<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let p = self.current(py)?;
        if let Some(n) = p.device {
            // AttributeError: NumPy then treats the view as an object it can't interpret.
            return Err(pyo3::exceptions::PyAttributeError::new_err(format!(
                "`{}` lies in the memory of CUDA device {n}: take it with DLPack (torch.from_dlpack(view), cupy.from_dlpack(view)), or copy it with sim.read({:?})",
                self.port.name, self.port.name
            )));
        }
        let d = PyDict::new(py);
        d.set_item("version", 3)?;
        d.set_item("shape", PyTuple::new(py, &p.shape)?)?;
        d.set_item("strides", PyTuple::new(py, &p.strides)?)?;
        d.set_item("typestr", descr(p.scalar))?;
        d.set_item("data", (p.ptr as usize, false))?;
        Ok(d)
    }

    /// The place, after checking that the port still lies there with the same shape.
    fn current(&self, py: Python<'_>) -> PyResult<Place> {
        // Waits for a step another thread is running. A closed simulation's memory is still
        // there (this view keeps it): stay readable.
        let st = self.sim.get().lock(py);
        if !Arc::ptr_eq(&self.generation, &st.generation) {
            return Err(StaleViewError::new_err(format!(
                "the view of `{}` is stale: reload(rebuild=True) made the worlds anew for a new layout; take a new view \
                 with sim.view({:?})",
                self.port.name, self.port.name
            )));
        }
        let ex = &*st.sim.sim;
        let now = ex
            .place(&self.port)
            .map_err(|e| StaleViewError::new_err(format!("the view of `{}` is stale: {e}", self.port.name)))?;
        match now {
            Some(p) if p == self.place => Ok(p),
            Some(p) => Err(StaleViewError::new_err(format!(
                "the view of `{}` is stale: it was {:?} and is now {:?} (a step changed a world's row count); take a new \
                 view with sim.view({:?})",
                self.port.name, self.place.shape, p.shape, self.port.name
            ))),
            None => Err(StaleViewError::new_err(format!("the view of `{}` is stale", self.port.name))),
        }
    }
}

#[pymethods]
impl View {
    #[getter]
    fn name(&self) -> String {
        self.port.name.clone()
    }

    /// Whether this is a view of an import (written before a step) rather than an export.
    #[getter]
    fn is_import(&self) -> bool {
        self.import
    }

    #[getter]
    fn shape(&self) -> Vec<usize> {
        self.place.shape.clone()
    }

    /// Strides in bytes (NumPy's convention).
    #[getter]
    fn strides(&self) -> Vec<usize> {
        self.place.strides.clone()
    }

    /// NumPy's dtype string: `<f4`, `<f8`, `<i4` or `<u4`.
    #[getter]
    fn dtype(&self) -> &'static str {
        descr(self.place.scalar)
    }

    /// The address of the first element.
    #[getter]
    fn ptr(&self) -> usize {
        self.place.ptr as usize
    }

    /// Whether the view still describes its port (False after a step changed row counts).
    #[getter]
    fn valid(&self, py: Python<'_>) -> bool {
        self.current(py).is_ok()
    }

    #[getter]
    fn sim(&self, py: Python<'_>) -> Py<Sim> {
        self.sim.clone_ref(py)
    }

    #[getter]
    fn __array_interface__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        guarded("__array_interface__", || self.array_interface(py))
    }

    /// `(device type, device id)`: (1, 0) for the CPU's memory, (2, n) for CUDA device n's.
    fn __dlpack_device__(&self) -> (i32, i32) {
        dlpack::device(&self.place)
    }

    /// A DLPack capsule over the view (no copy): `dltensor_versioned` when the consumer
    /// passes `max_version >= (1, 0)`, else the legacy `dltensor`.
    #[pyo3(signature = (*, stream=None, max_version=None, dl_device=None, copy=None))]
    fn __dlpack__<'py>(
        slf: &Bound<'py, Self>,
        stream: Option<Bound<'py, PyAny>>,
        max_version: Option<(u32, u32)>,
        dl_device: Option<(i32, i32)>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        guarded("__dlpack__", || Self::dlpack(slf, stream, max_version, dl_device, copy))
    }

    fn __repr__(&self) -> String {
        format!(
            "View({:?}, {}, shape={:?}, dtype={:?})",
            self.port.name,
            if self.import { "import" } else { "export" },
            self.place.shape,
            descr(self.place.scalar)
        )
    }
}

/// DLPack 1.x structures and capsules (dlpack.h), by hand: a few `repr(C)` structs.
mod dlpack {
    use super::*;

    pub(crate) const CPU: i32 = 1;
    /// kDLCUDA.
    pub(crate) const CUDA: i32 = 2;

    #[repr(C)]
    pub(crate) struct Device {
        pub device_type: i32,
        pub device_id: i32,
    }

    #[repr(C)]
    pub(crate) struct DataType {
        pub code: u8,
        pub bits: u8,
        pub lanes: u16,
    }

    #[repr(C)]
    pub(crate) struct Tensor {
        pub data: *mut c_void,
        pub device: Device,
        pub ndim: i32,
        pub dtype: DataType,
        pub shape: *mut i64,
        /// In elements, not bytes.
        pub strides: *mut i64,
        pub byte_offset: u64,
    }

    #[repr(C)]
    pub(crate) struct Managed {
        pub dl_tensor: Tensor,
        pub manager_ctx: *mut c_void,
        pub deleter: Option<unsafe extern "C" fn(*mut Managed)>,
    }

    #[repr(C)]
    pub(crate) struct Version {
        pub major: u32,
        pub minor: u32,
    }

    #[repr(C)]
    pub(crate) struct ManagedVersioned {
        pub version: Version,
        pub manager_ctx: *mut c_void,
        pub deleter: Option<unsafe extern "C" fn(*mut ManagedVersioned)>,
        pub flags: u64,
        pub dl_tensor: Tensor,
    }

    /// What a capsule's tensor owns: its shape and strides, and a reference to the view (which
    /// holds the simulation, which holds the memory).
    struct Ctx {
        shape: Vec<i64>,
        strides: Vec<i64>,
        owner: Option<Py<PyAny>>,
    }

    const NAME: &CStr = c"dltensor";
    const NAME_VERSIONED: &CStr = c"dltensor_versioned";

    /// DLPack's `(device type, id)` of a place: kDLCPU, or kDLCUDA and the ordinal.
    pub(crate) fn device(place: &Place) -> (i32, i32) {
        match place.device {
            None => (CPU, 0),
            Some(n) => (CUDA, n as i32),
        }
    }

    fn tensor(place: &Place, ctx: &mut Ctx) -> Tensor {
        let (code, bits) = match place.scalar {
            Scalar::I32 => (0, 32),
            Scalar::U32 => (1, 32),
            Scalar::F32 => (2, 32),
            Scalar::F64 => (2, 64),
        };
        let (device_type, device_id) = device(place);
        Tensor {
            data: place.ptr as *mut c_void,
            device: Device { device_type, device_id },
            ndim: ctx.shape.len() as i32,
            dtype: DataType { code, bits, lanes: 1 },
            shape: ctx.shape.as_mut_ptr(),
            strides: ctx.strides.as_mut_ptr(),
            byte_offset: 0,
        }
    }

    /// Drops a context: the owner's reference needs the interpreter, which may be gone (then it
    /// is leaked, as the DLPack spec asks).
    ///
    /// # Safety
    /// `ctx` is null or the context of a tensor `capsule` made, not dropped yet.
    unsafe fn drop_ctx(ctx: *mut c_void) {
        if ctx.is_null() {
            return;
        }
        // SAFETY: the contract above: not null, so the `Box<Ctx>` `capsule` leaked, dropped only here.
        let mut ctx = unsafe { Box::from_raw(ctx as *mut Ctx) };
        // SAFETY: Py_IsInitialized may be called at any time, without the GIL or an interpreter.
        if unsafe { pyo3::ffi::Py_IsInitialized() } == 0 {
            std::mem::forget(ctx.owner.take());
            return;
        }
        Python::attach(|_| drop(ctx));
    }

    /// The two managed-tensor structs, for one deleter and one capsule destructor over both.
    trait Managing: Sized {
        /// The capsule's name while no consumer has taken it.
        const NAME: &'static CStr;
        fn ctx(&self) -> *mut c_void;
        fn deleter(&self) -> Option<unsafe extern "C" fn(*mut Self)>;
    }

    impl Managing for Managed {
        const NAME: &'static CStr = NAME;
        fn ctx(&self) -> *mut c_void {
            self.manager_ctx
        }
        fn deleter(&self) -> Option<unsafe extern "C" fn(*mut Self)> {
            self.deleter
        }
    }

    impl Managing for ManagedVersioned {
        const NAME: &'static CStr = NAME_VERSIONED;
        fn ctx(&self) -> *mut c_void {
            self.manager_ctx
        }
        fn deleter(&self) -> Option<unsafe extern "C" fn(*mut Self)> {
            self.deleter
        }
    }

    unsafe extern "C" fn delete<M: Managing>(m: *mut M) {
        if m.is_null() {
            return;
        }
        // SAFETY: DLPack's contract: the deleter runs once, on the tensor `capsule` boxed (`m` is not null).
        let m = unsafe { Box::from_raw(m) };
        // SAFETY: the tensor's context is the `Box<Ctx>` `capsule` made for it, dropped with it, once.
        unsafe { drop_ctx(m.ctx()) };
    }

    /// A capsule no consumer took (still under its first name) frees its tensor.
    unsafe extern "C" fn capsule_gone<M: Managing>(cap: *mut pyo3::ffi::PyObject) {
        // SAFETY: Python runs a capsule's destructor once, with the GIL; under its first name no
        // consumer took the tensor, so its pointer is still the `M` `capsule` boxed, freed here once.
        unsafe {
            if pyo3::ffi::PyCapsule_IsValid(cap, M::NAME.as_ptr()) == 1 {
                let m = pyo3::ffi::PyCapsule_GetPointer(cap, M::NAME.as_ptr()) as *mut M;
                if let Some(d) = m.as_ref().and_then(|m| m.deleter()) {
                    d(m);
                }
            }
        }
    }

    pub(crate) fn capsule<'py>(
        py: Python<'py>,
        place: &Place,
        owner: Py<PyAny>,
        versioned: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        let size = place.scalar.size();
        let mut strides = Vec::with_capacity(place.strides.len());
        for s in &place.strides {
            if s % size != 0 {
                return Err(PyBufferError::new_err("the view's strides are not whole elements"));
            }
            strides.push((s / size) as i64);
        }
        let ctx = Box::new(Ctx { shape: place.shape.iter().map(|&d| d as i64).collect(), strides, owner: Some(owner) });
        let ctx = Box::into_raw(ctx);
        // SAFETY: `ctx` is a live box until the deleter runs.
        let t = tensor(place, unsafe { &mut *ctx });
        let cap = if versioned {
            let m = Box::into_raw(Box::new(ManagedVersioned {
                version: Version { major: 1, minor: 1 },
                manager_ctx: ctx as *mut c_void,
                deleter: Some(delete::<ManagedVersioned>),
                flags: 0,
                dl_tensor: t,
            }));
            // SAFETY: `m` is a live boxed tensor and the name a static C string, which outlives the
            // capsule as PyCapsule_New requires; the GIL is held (`py`).
            unsafe {
                pyo3::ffi::PyCapsule_New(
                    m as *mut c_void,
                    NAME_VERSIONED.as_ptr(),
                    Some(capsule_gone::<ManagedVersioned>),
                )
            }
        } else {
            let m = Box::into_raw(Box::new(Managed {
                dl_tensor: t,
                manager_ctx: ctx as *mut c_void,
                deleter: Some(delete::<Managed>),
            }));
            // SAFETY: as above, for the unversioned tensor and its static name.
            unsafe { pyo3::ffi::PyCapsule_New(m as *mut c_void, NAME.as_ptr(), Some(capsule_gone::<Managed>)) }
        };
        // SAFETY: a new reference or null with an exception set.
        unsafe { Bound::from_owned_ptr_or_err(py, cap) }
    }
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Sim>()?;
    m.add_class::<View>()?;
    m.add_function(wrap_pyfunction!(convert, m)?)?;
    m.add("ScriptError", m.py().get_type::<ScriptError>())?;
    m.add("SimulationError", m.py().get_type::<SimulationError>())?;
    m.add("StaleViewError", m.py().get_type::<StaleViewError>())?;
    Ok(())
}
