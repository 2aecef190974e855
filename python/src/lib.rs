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

use mw::{Backend, Config, Executor, LoadOptions, Simulation};
use mw_runtime::schema::{Scalar, SpaceKind};
use mw_runtime::sim::{Place, Port};
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

/// The simulation, movable to another thread. SAFETY: the executor's raw pointers point into
/// memory it owns; its worker threads are joined within each call; nothing in it is tied to
/// the thread that created it. Python reaches it only through `&mut` borrows that PyO3
/// checks (a second concurrent call raises instead of racing).
struct Inner(Simulation);
unsafe impl Send for Inner {}
unsafe impl Sync for Inner {}

/// The simulation borrowed for a call that releases the GIL (see [`Inner`] for why it may
/// cross threads).
struct Unlocked<'a>(&'a mut Simulation);
unsafe impl Send for Unlocked<'_> {}

/// A loaded environment and its worlds.
#[pyclass(module = "manyworlds._native", name = "Sim", subclass)]
struct Sim {
    inner: Inner,
    closed: bool,
    path: String,
    seed: u64,
}

impl Sim {
    fn exec(&self) -> PyResult<&dyn Executor> {
        if self.closed {
            return Err(PyValueError::new_err("the simulation is closed"));
        }
        Ok(&*self.inner.0.sim)
    }

    fn exec_mut(&mut self) -> PyResult<&mut Simulation> {
        if self.closed {
            return Err(PyValueError::new_err("the simulation is closed"));
        }
        Ok(&mut self.inner.0)
    }

    /// The port `name`: an import when `import` says so, else an export, else (None) whichever
    /// exists, the export first.
    fn port(&self, name: &str, import: Option<bool>) -> PyResult<(Port, bool)> {
        let ex = self.exec()?;
        match import {
            Some(i) => ex.port(name, i).map(|p| (p, i)).map_err(PyValueError::new_err),
            None => {
                if let Ok(p) = ex.port(name, false) {
                    return Ok((p, false));
                }
                if let Ok(p) = ex.port(name, true) {
                    return Ok((p, true));
                }
                let spec = &self.inner.0.program.spec;
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

    /// Where a port lies now; an error when it can't be viewed in place (its worlds' row
    /// counts differ, or it is not in host memory).
    fn place(&self, port: &Port) -> PyResult<Place> {
        match self.exec()?.place(port).map_err(PyValueError::new_err)? {
            Some(p) => Ok(p),
            None => Err(PyValueError::new_err(format!(
                "`{}` can't be viewed in place on the {} backend (a padded export or its count is gathered on \
                 each read): use read()",
                port.name,
                self.inner.0.backend.name()
            ))),
        }
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

fn parse_backend(s: &str) -> PyResult<Backend> {
    match s {
        "cpu" => Ok(Backend::Cpu),
        "cuda" => Ok(Backend::Cuda),
        "cuda-emulated" => Ok(Backend::CudaEmulated),
        "cuda-host" => Ok(Backend::CudaHost),
        _ => Err(PyValueError::new_err(format!(
            "backend must be one of \"cpu\", \"cuda\", \"cuda-emulated\", \"cuda-host\", not {s:?}"
        ))),
    }
}

#[pymethods]
impl Sim {
    /// Loads `path`, checks and compiles it, and starts `worlds` worlds (`init_world` in each).
    #[new]
    #[pyo3(signature = (path, worlds=None, seed=None, threads=None, backend="cpu", params=None, debug=false, step_timeout=None, max_rows=None, plan=None))]
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
    ) -> PyResult<Sim> {
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
        let mut config =
            Config { worlds: worlds as u32, seed: seed as u64, threads: threads as usize, ..Config::default() };
        if let Some(t) = step_timeout {
            config.step_timeout_s = t;
        }
        if let Some(m) = max_rows {
            config.max_rows = int_arg(m, "max_rows", 1, u32::MAX as i64)? as u32;
        }
        config.validate().map_err(PyValueError::new_err)?;
        let mut opts = LoadOptions { debug, backend, plan, ..LoadOptions::default() };
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
        if !path.exists() {
            return Err(pyo3::exceptions::PyFileNotFoundError::new_err(format!("no script at {}", path.display())));
        }
        let shown = path.display().to_string();
        let sim = py.detach(move || Simulation::load(Path::new(&path), &config, &opts).map(Inner));
        let sim = sim.map_err(script_or_run)?;
        Ok(Sim { inner: sim, closed: false, path: shown, seed: seed as u64 })
    }

    /// Advances every world by `n` steps (the GIL is released meanwhile).
    #[pyo3(signature = (n=None))]
    fn step(&mut self, py: Python<'_>, n: Option<&Bound<'_, PyAny>>) -> PyResult<()> {
        let n = match n {
            Some(n) => int_arg(n, "n", 0, i64::MAX)?,
            None => 1,
        };
        let sim = Unlocked(self.exec_mut()?);
        py.detach(move || {
            let sim = sim;
            for _ in 0..n {
                sim.0.step()?;
            }
            Ok(())
        })
        .map_err(script_or_run)
    }

    /// Steps completed.
    #[getter]
    fn steps(&self) -> PyResult<u64> {
        Ok(self.exec()?.steps())
    }

    #[getter]
    fn worlds(&self) -> PyResult<u32> {
        Ok(self.exec()?.worlds())
    }

    #[getter]
    fn threads(&self) -> PyResult<usize> {
        Ok(self.exec()?.threads())
    }

    #[getter]
    fn backend(&self) -> &'static str {
        self.inner.0.backend.name()
    }

    /// The CUDA backends' launch plan and where it came from (`"96 regs: policy .. compact
    /// (fixed by --plan)"`); None on the CPU.
    #[getter]
    fn launch_plan(&self) -> Option<String> {
        self.inner.0.plan.as_ref().map(|p| format!("{} ({})", p.line, p.how))
    }

    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    #[getter]
    fn path(&self) -> String {
        self.path.clone()
    }

    /// The environment's name (`env("name")`).
    #[getter]
    fn name(&self) -> String {
        self.inner.0.program.spec.name.clone()
    }

    #[getter]
    fn closed(&self) -> bool {
        self.closed
    }

    /// Warnings from loading, rendered (empty when there are none).
    #[getter]
    fn warnings(&self) -> String {
        if self.inner.0.warnings.is_empty() {
            String::new()
        } else {
            self.inner.0.sources.render(&self.inner.0.warnings)
        }
    }

    /// Every port: a list of `(name, kind, shape or None, dtype, error or None, per_row)`, kind
    /// "export" or "import". The shape is None (and the error says why) when the port can't be
    /// read now (an export of worlds whose row counts differ); `per_row` says whether the shape
    /// has a rows axis after the worlds axis (`[worlds, rows, ...]`, archetype ports).
    fn ports<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let ex = self.exec()?;
        let spec = &self.inner.0.program.spec;
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
    }

    /// What `e.episode(...)` names, as a dict (obs, action, reward, terminated, truncated), or
    /// None when the script declares no episode.
    fn episode<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(ep) = &self.inner.0.program.spec.episode else {
            return Ok(None);
        };
        let d = PyDict::new(py);
        d.set_item("obs", &ep.obs.name)?;
        d.set_item("action", &ep.action.name)?;
        d.set_item("reward", &ep.reward.name)?;
        d.set_item("terminated", &ep.terminated.name)?;
        d.set_item("truncated", ep.truncated.as_ref().map(|t| t.name.clone()))?;
        Ok(Some(d))
    }

    /// Declared spaces (`e.space`): port name to `("discrete", n)` or `("box", low, high)`.
    fn spaces<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for s in &self.inner.0.program.spec.spaces {
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
        let this = slf.borrow();
        let (port, import) = this.port(name, import_)?;
        let place = this.place(&port)?;
        drop(this);
        Ok(View { sim: slf.unbind(), port, import, place })
    }

    /// A copy of a port's data: `(bytes, shape, dtype)` (the Python layer makes it an array).
    #[pyo3(signature = (name, import_=None))]
    fn read<'py>(&self, py: Python<'py>, name: &str, import_: Option<bool>) -> PyResult<Bound<'py, PyTuple>> {
        let (port, _) = self.port(name, import_)?;
        let v = self.exec()?.read(&port).map_err(SimulationError::new_err)?;
        let bytes = pyo3::types::PyBytes::new(py, &v.data);
        PyTuple::new(
            py,
            [bytes.into_any(), v.shape.into_pyobject(py)?.into_any(), descr(v.scalar).into_pyobject(py)?.into_any()],
        )
    }

    /// Overwrites a port with little-endian bytes of its whole shape.
    #[pyo3(signature = (name, data, import_=None))]
    fn write(&mut self, name: &str, data: &[u8], import_: Option<bool>) -> PyResult<()> {
        let (port, _) = self.port(name, import_)?;
        self.exec_mut()?.write(&port, data).map_err(PyValueError::new_err)
    }

    /// With `on`, worlds whose systems call `reset_world()` are not reset at the end of the
    /// step; they stay pending until `reset_worlds`.
    fn set_manual_resets(&mut self, on: bool) -> PyResult<()> {
        self.exec_mut()?.sim.set_manual_resets(on).map_err(PyValueError::new_err)
    }

    /// Worlds that asked for a reset and were not reset yet (manual resets).
    fn pending_resets(&self) -> PyResult<Vec<u32>> {
        self.exec()?.pending_resets().map_err(PyValueError::new_err)
    }

    /// `pending_resets` as a mask: one byte per world, 1 where a reset is pending.
    fn pending_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyBytes>> {
        let ex = self.exec()?;
        let mut m = vec![0u8; ex.worlds() as usize];
        for w in ex.pending_resets().map_err(PyValueError::new_err)? {
            m[w as usize] = 1;
        }
        Ok(pyo3::types::PyBytes::new(py, &m))
    }

    /// Resets the worlds whose byte in `mask` (one per world) is not zero.
    fn reset_mask(&mut self, py: Python<'_>, mask: &[u8]) -> PyResult<()> {
        let n = self.exec()?.worlds() as usize;
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
        let sim = Unlocked(self.exec_mut()?);
        py.detach(move || {
            let sim = sim;
            sim.0.sim.reset_worlds(&list)
        })
        .map_err(SimulationError::new_err)
    }

    /// Resets these worlds now (all when None): entities destroyed, `init_world` run.
    #[pyo3(signature = (worlds=None))]
    fn reset_worlds(&mut self, py: Python<'_>, worlds: Option<Vec<i64>>) -> PyResult<()> {
        let n = self.exec()?.worlds();
        let list: Vec<u32> = match worlds {
            None => (0..n).collect(),
            Some(v) => {
                let mut out = Vec::with_capacity(v.len());
                for w in v {
                    if !(0..n as i64).contains(&w) {
                        return Err(PyValueError::new_err(format!("world {w} does not exist (there are {n} worlds)")));
                    }
                    out.push(w as u32);
                }
                out
            }
        };
        let sim = Unlocked(self.exec_mut()?);
        let r = py.detach(move || {
            let sim = sim;
            sim.0.sim.reset_worlds(&list)
        });
        r.map_err(SimulationError::new_err)
    }

    /// Starts every world anew with another seed: the same bits as a new Sim with that seed.
    fn reseed(&mut self, seed: &Bound<'_, PyAny>) -> PyResult<()> {
        let seed = int_arg(seed, "seed", 0, i64::MAX)?;
        self.exec_mut()?.sim.reseed(seed as u64).map_err(SimulationError::new_err)?;
        self.seed = seed as u64;
        Ok(())
    }

    /// The last step's time per node: a list of `(name, nanoseconds, rows, engine)`.
    fn timings(&self) -> PyResult<Vec<(String, u64, u64, bool)>> {
        Ok(self.exec()?.last_step().iter().map(|t| (t.name.clone(), t.nanos, t.rows, t.engine)).collect())
    }

    /// Stops the simulation: later calls raise. Its memory is returned when the last view of it
    /// goes (views stay readable).
    fn close(&mut self) {
        self.closed = true;
    }

    fn __repr__(&self) -> String {
        let state = if self.closed { "closed".to_string() } else { format!("{} steps", self.inner.0.sim.steps()) };
        format!(
            "Sim({:?}, worlds={}, backend={:?}, seed={}; {state})",
            self.path,
            self.inner.0.sim.worlds(),
            self.inner.0.backend.name(),
            self.seed
        )
    }
}

/// A port's data in place: NumPy (`__array_interface__`) and DLPack (`__dlpack__`) consumers
/// alias the simulation's memory. Holds its `Sim` alive.
#[pyclass(module = "manyworlds._native", name = "View")]
struct View {
    sim: Py<Sim>,
    port: Port,
    import: bool,
    place: Place,
}

// SAFETY: the place's pointer is an address in memory the `Sim` (held by `sim`) owns; it is
// only dereferenced by consumers, under the rules of their protocols.
unsafe impl Send for View {}
unsafe impl Sync for View {}

impl View {
    /// The place, after checking that the port still lies there with the same shape.
    fn current(&self, py: Python<'_>) -> PyResult<Place> {
        let sim = self
            .sim
            .bind(py)
            .try_borrow()
            .map_err(|_| PyRuntimeError::new_err("the simulation is busy (a step is running on another thread)"))?;
        // A closed simulation's memory is still there (this view keeps it): stay readable.
        let ex = &*sim.inner.0.sim;
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
        let p = self.current(py)?;
        if let Some(n) = p.device {
            // AttributeError: NumPy then treats the view as an object it can't interpret.
            return Err(pyo3::exceptions::PyAttributeError::new_err(format!(
                "`{}` lies in the memory of CUDA device {n}: take it with DLPack (torch.from_dlpack(view),                  cupy.from_dlpack(view)), or copy it with sim.read({:?})",
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
        let py = slf.py();
        let here = dlpack::device(&slf.borrow().place);
        // The executor waits for every launch to finish before a step returns, so the data is
        // ready on any stream a CUDA consumer names; a CPU array takes none.
        if here.0 == dlpack::CPU && stream.as_ref().is_some_and(|s| !s.is_none()) {
            return Err(PyBufferError::new_err("stream must be None for a CPU array"));
        }
        if let Some(d) = dl_device {
            if d != here {
                return Err(PyBufferError::new_err(format!(
                    "this view is in the memory of device {here:?}; it can't be exported to device {d:?} without a copy"
                )));
            }
        }
        if copy == Some(true) {
            return Err(PyBufferError::new_err(
                "copy=True is not supported: views are zero-copy (copy with numpy.array(view) instead)",
            ));
        }
        let place = slf.borrow().current(py)?;
        let owner: Py<PyAny> = slf.clone().into_any().unbind();
        let versioned = max_version.is_some_and(|v| v.0 >= 1);
        dlpack::capsule(py, &place, owner, versioned)
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

    pub const CPU: i32 = 1;
    /// kDLCUDA.
    pub const CUDA: i32 = 2;

    #[repr(C)]
    pub struct Device {
        pub device_type: i32,
        pub device_id: i32,
    }

    #[repr(C)]
    pub struct DataType {
        pub code: u8,
        pub bits: u8,
        pub lanes: u16,
    }

    #[repr(C)]
    pub struct Tensor {
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
    pub struct Managed {
        pub dl_tensor: Tensor,
        pub manager_ctx: *mut c_void,
        pub deleter: Option<unsafe extern "C" fn(*mut Managed)>,
    }

    #[repr(C)]
    pub struct Version {
        pub major: u32,
        pub minor: u32,
    }

    #[repr(C)]
    pub struct ManagedVersioned {
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
    pub fn device(place: &Place) -> (i32, i32) {
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
    unsafe fn drop_ctx(ctx: *mut c_void) {
        if ctx.is_null() {
            return;
        }
        let mut ctx = unsafe { Box::from_raw(ctx as *mut Ctx) };
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
        let m = unsafe { Box::from_raw(m) };
        unsafe { drop_ctx(m.ctx()) };
    }

    /// A capsule no consumer took (still under its first name) frees its tensor.
    unsafe extern "C" fn capsule_gone<M: Managing>(cap: *mut pyo3::ffi::PyObject) {
        unsafe {
            if pyo3::ffi::PyCapsule_IsValid(cap, M::NAME.as_ptr()) == 1 {
                let m = pyo3::ffi::PyCapsule_GetPointer(cap, M::NAME.as_ptr()) as *mut M;
                if let Some(d) = m.as_ref().and_then(|m| m.deleter()) {
                    d(m);
                }
            }
        }
    }

    pub fn capsule<'py>(
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
    m.add("ScriptError", m.py().get_type::<ScriptError>())?;
    m.add("SimulationError", m.py().get_type::<SimulationError>())?;
    m.add("StaleViewError", m.py().get_type::<StaleViewError>())?;
    Ok(())
}
