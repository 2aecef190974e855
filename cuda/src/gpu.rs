//! A real GPU through the CUDA driver API (cudarc, loaded at run time): device memory for the
//! worlds ([`Memory`]) and launches of the megakernel ([`Device`]).
//!
//! Without libcuda, or without a GPU, opening fails with one sentence; cudarc panics when a
//! library it needs is missing, so its presence is checked before any call.
//!
//! **Launch shape.** The megakernel is persistent: as many blocks of 128 threads as the GPU
//! keeps resident at once (multiprocessors × the occupancy the chosen variant allows), so
//! every warp that claims work is running and the phases always finish.
//!
//! Not yet run on a GPU from this repository's CI (it has none): the emulated GPU runs the
//! same layout code and device code; this module adds the driver calls.

use std::ffi::{CString, c_void};

use cudarc::driver::{result, sys};

use crate::device::{Memory, Retired};
use crate::exec::{Device, Watch};

const BLOCK: u32 = 128;

/// An opened GPU (device 0, its primary context).
pub struct Gpu {
    dev: sys::CUdevice,
    ctx: sys::CUcontext,
    /// The architecture NVRTC should build for (`sm_90`).
    pub arch: String,
    pub name: String,
    sms: u32,
    /// The loaded variants: register budget, module, `mw_step`, its grid.
    loaded: Vec<Loaded>,
    allocs: Vec<sys::CUdeviceptr>,
    /// Bytes of `allocs`.
    alloc_bytes: u64,
    /// Allocations of earlier layouts that views may still read ([`Memory::retire`]).
    retired: Retired<sys::CUdeviceptr>,
}

struct Loaded {
    budget: u32,
    module: sys::CUmodule,
    func: sys::CUfunction,
    grid: u32,
}

// The context is made current on the thread that uses the GPU (the executor's).
unsafe impl Send for Gpu {}

fn err(what: &str, e: result::DriverError) -> String {
    format!("CUDA driver: {what} failed ({e:?})")
}

impl Gpu {
    /// Opens GPU 0.
    pub fn open() -> Result<Gpu, String> {
        // SAFETY: only probes for the library.
        if !unsafe { sys::is_culib_present() } {
            return Err("the cuda backend needs an NVIDIA GPU and its driver, and this machine has no CUDA driver \
                        (libcuda.so); run with --backend cpu"
                .into());
        }
        result::init().map_err(|e| err("cuInit", e))?;
        let n = result::device::get_count().map_err(|e| err("cuDeviceGetCount", e))?;
        if n < 1 {
            return Err(
                "the cuda backend needs an NVIDIA GPU, and the CUDA driver sees none; run with --backend cpu".into()
            );
        }
        let dev = result::device::get(0).map_err(|e| err("cuDeviceGet", e))?;
        let attr = |a| unsafe { result::device::get_attribute(dev, a) }.map_err(|e| err("cuDeviceGetAttribute", e));
        let major = attr(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
        let minor = attr(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
        let sms = attr(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)? as u32;
        if major < 7 {
            return Err(format!(
                "the cuda backend needs a GPU of compute capability 7.0 or newer; GPU 0 is {major}.{minor}"
            ));
        }
        let name = result::device::get_name(dev).unwrap_or_else(|_| "GPU 0".into());
        // SAFETY: a device from cuDeviceGet.
        let ctx = unsafe { result::primary_ctx::retain(dev) }.map_err(|e| err("cuDevicePrimaryCtxRetain", e))?;
        unsafe { result::ctx::set_current(ctx) }.map_err(|e| err("cuCtxSetCurrent", e))?;
        Ok(Gpu {
            dev,
            ctx,
            arch: format!("sm_{major}{minor}"),
            name,
            sms,
            loaded: Vec::new(),
            allocs: Vec::new(),
            alloc_bytes: 0,
            retired: Retired::default(),
        })
    }

    /// Loads one variant of the megakernel from a CUBIN built for [`Gpu::arch`] with
    /// `budget` registers, and sizes its launches; variants are numbered in loading order.
    pub fn load(&mut self, budget: u32, cubin: &[u8]) -> Result<(), String> {
        self.current()?;
        // SAFETY: the context is current; cuModuleLoadData copies the image.
        let module =
            unsafe { result::module::load_data(cubin.as_ptr().cast()) }.map_err(|e| err("cuModuleLoadData", e))?;
        let f = unsafe { result::module::get_function(module, CString::new("mw_step").expect("no NUL")) }
            .map_err(|e| err("cuModuleGetFunction(mw_step)", e))?;
        let per_sm = unsafe { result::occupancy::max_active_block_per_multiprocessor(f, BLOCK as i32, 0) }
            .map_err(|e| err("cuOccupancyMaxActiveBlocksPerMultiprocessor", e))?;
        self.loaded.push(Loaded { budget, module, func: f, grid: self.sms * (per_sm.max(1) as u32) });
        Ok(())
    }
}

impl Gpu {
    /// Makes the context current on the calling thread: the executor may be driven from any
    /// thread (a Python thread, a watcher), one at a time, and a context is current per thread.
    fn current(&self) -> Result<(), String> {
        // SAFETY: the primary context this GPU retained; it lives until the drop.
        unsafe { result::ctx::set_current(self.ctx) }.map_err(|e| err("cuCtxSetCurrent", e))
    }
}

impl Memory for Gpu {
    fn alloc(&mut self, bytes: usize) -> Result<u64, String> {
        self.current()?;
        let n = bytes.max(16);
        // SAFETY: the context is current; the allocation is zeroed before use.
        let p = unsafe { result::malloc_sync(n) }
            .map_err(|e| format!("out of GPU memory allocating {n} bytes for the worlds ({e:?}); use fewer worlds"))?;
        unsafe { result::memset_d8_sync(p, 0, n) }.map_err(|e| err("cuMemsetD8", e))?;
        self.allocs.push(p);
        self.alloc_bytes += n as u64;
        Ok(p)
    }
    fn write(&mut self, at: u64, bytes: &[u8]) -> Result<(), String> {
        self.current()?;
        // SAFETY: `at` is inside an allocation of this GPU (callers write what they laid out).
        unsafe { result::memcpy_htod_sync(at, bytes) }.map_err(|e| err("cuMemcpyHtoD", e))
    }
    fn read(&self, at: u64, out: &mut [u8]) -> Result<(), String> {
        self.current()?;
        // SAFETY: as `write`.
        unsafe { result::memcpy_dtoh_sync(out, at) }.map_err(|e| err("cuMemcpyDtoH", e))
    }
    fn reset(&mut self) {
        let _ = self.current();
        self.alloc_bytes = 0;
        for p in self.allocs.drain(..) {
            // SAFETY: allocated by this GPU, freed once.
            let _ = unsafe { result::free_sync(p) };
        }
    }
    fn retire(&mut self, lease: mw_runtime::sim::Lease) {
        let bytes = std::mem::take(&mut self.alloc_bytes);
        self.retired.add(lease, std::mem::take(&mut self.allocs), bytes);
    }
    fn reap(&mut self) {
        if self.retired.is_empty() {
            return;
        }
        let _ = self.current();
        // SAFETY: allocated by this GPU, freed once; no view describes them any more (and
        // cuMemFree waits for work still queued on the device).
        self.retired.reap(false, |p| {
            let _ = unsafe { result::free_sync(p) };
        });
    }
    fn retired_bytes(&self) -> u64 {
        self.retired.bytes()
    }
}

impl Device for Gpu {
    fn name(&self) -> &'static str {
        "cuda"
    }
    fn threads(&self) -> u32 {
        self.loaded.iter().map(|l| l.grid).max().unwrap_or(1).max(1) * BLOCK
    }
    fn variants(&self) -> Vec<u32> {
        self.loaded.iter().map(|l| l.budget).collect()
    }
    fn ordinal(&self) -> Option<u32> {
        Some(0)
    }
    fn launch(&mut self, variant: usize, dev: u64, step: u32, stop: u64, watch: Watch) -> Result<(), String> {
        self.current()?;
        let l = self.loaded.get(variant).ok_or("that variant of the megakernel is not loaded")?;
        let (f, grid) = (l.func, l.grid.max(1));
        let (mut d, mut s) = (dev, step);
        let mut params: [*mut c_void; 2] = [(&mut d as *mut u64).cast(), (&mut s as *mut u32).cast()];
        // SAFETY: `mw_step(MwDev*, uint32_t)`; the worlds at `dev` were laid out on this GPU
        // with an arena for `threads()` threads; the launch is waited for before returning.
        unsafe {
            result::launch_kernel(f, (grid, 1, 1), (BLOCK, 1, 1), 0, std::ptr::null_mut(), &mut params)
                .map_err(|e| err("cuLaunchKernel(mw_step)", e))?;
        }
        // The watchdog writes the stop word through a non-blocking stream, which runs beside
        // the kernel (the legacy default stream would wait for it).
        let (done, wait) = std::sync::mpsc::channel::<()>();
        let ctx = self.ctx as usize;
        let watchdog = std::thread::spawn(move || {
            if let Some(code) = watch.wait(&wait) {
                // SAFETY: the context outlives the launch, which waits for this thread.
                unsafe {
                    let _ = result::ctx::set_current(ctx as sys::CUcontext);
                    if let Ok(st) = result::stream::create(result::stream::StreamKind::NonBlocking) {
                        let word = [code];
                        let _ = result::memcpy_htod_async(stop, &word, st);
                        let _ = result::stream::synchronize(st);
                        let _ = result::stream::destroy(st);
                    }
                }
            }
        });
        let r = result::ctx::synchronize().map_err(|e| format!("the megakernel failed on the GPU ({e:?})"));
        drop(done);
        let _ = watchdog.join();
        r
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        self.reset();
        // SAFETY: allocated by this GPU, freed once; nothing reads it after the drop (a view
        // holds the simulation, and so this GPU, alive).
        self.retired.reap(true, |p| {
            let _ = unsafe { result::free_sync(p) };
        });
        // SAFETY: the module and the context reference are this GPU's, released once.
        unsafe {
            for l in self.loaded.drain(..) {
                let _ = result::module::unload(l.module);
            }
            let _ = result::primary_ctx::release(self.dev);
        }
        let _ = self.ctx;
    }
}
