//! A real GPU through the CUDA driver API (cudarc, loaded at run time): device memory for the
//! worlds ([`Memory`]) and launches of the megakernel ([`Device`]).
//!
//! Without libcuda, or without a GPU, opening fails with one sentence. cudarc panics when a
//! library or one of its functions is missing (it resolves each on first call), so opening
//! checks the library and every driver function this module calls ([`DRIVER_CALLS`]) before
//! the first call; a test keeps that list complete.
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
use crate::exec::{Device, Steps, Watch};
use crate::watchdog::Watchdog;

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
    /// Started at the first launch; stopped before the context is released.
    watchdog: Option<Watchdog>,
}

struct Loaded {
    budget: u32,
    module: sys::CUmodule,
    func: sys::CUfunction,
    grid: u32,
}

// SAFETY: its driver handles are valid on any thread where its context is current, and every
// method that calls the driver makes the context current first (`Gpu::current`).
unsafe impl Send for Gpu {}

macro_rules! driver_calls {
    ($(#[$doc:meta])* $($call:literal => $sym:ident,)*) => {
        $(#[$doc])*
        pub const DRIVER_CALLS: &[(&str, &str)] = &[$(($call, {
            let _ = sys::$sym;
            stringify!($sym)
        }),)*];
    };
}

driver_calls! {
    /// Every cudarc `result::` function this module calls, with the driver function it
    /// resolves (each named through `sys`, so a misspelt one does not compile);
    /// `cuGetErrorString` formats a `DriverError`.
    "init" => cuInit,
    "device::get_count" => cuDeviceGetCount,
    "device::get" => cuDeviceGet,
    "device::get_attribute" => cuDeviceGetAttribute,
    "device::get_name" => cuDeviceGetName,
    "primary_ctx::retain" => cuDevicePrimaryCtxRetain,
    "primary_ctx::release" => cuDevicePrimaryCtxRelease_v2,
    "ctx::set_current" => cuCtxSetCurrent,
    "ctx::synchronize" => cuCtxSynchronize,
    "module::load_data" => cuModuleLoadData,
    "module::get_function" => cuModuleGetFunction,
    "module::unload" => cuModuleUnload,
    "occupancy::max_active_block_per_multiprocessor" => cuOccupancyMaxActiveBlocksPerMultiprocessor,
    "malloc_sync" => cuMemAlloc_v2,
    "memset_d8_sync" => cuMemsetD8_v2,
    "memcpy_htod_sync" => cuMemcpyHtoD_v2,
    "memcpy_dtoh_sync" => cuMemcpyDtoH_v2,
    "memcpy_htod_async" => cuMemcpyHtoDAsync_v2,
    "free_sync" => cuMemFree_v2,
    "launch_kernel" => cuLaunchKernel,
    "stream::create" => cuStreamCreate,
    "stream::synchronize" => cuStreamSynchronize,
    "stream::destroy" => cuStreamDestroy_v2,
    "DriverError" => cuGetErrorString,
}

/// Checks that the driver library cudarc will load has every function of [`DRIVER_CALLS`].
fn check_driver() -> Result<(), String> {
    // SAFETY: only probes for the library.
    if !unsafe { sys::is_culib_present() } {
        return Err("the cuda backend needs an NVIDIA GPU and its driver, and this machine has no CUDA driver \
                    (libcuda.so); run with --backend cpu"
            .into());
    }
    // SAFETY: the library is present, so `culib` loads it (the same candidate list) rather than
    // panicking; looking a symbol up calls nothing.
    let lib = unsafe { sys::culib() };
    let missing: Vec<&str> = DRIVER_CALLS
        .iter()
        .map(|c| c.1)
        // SAFETY: looking a symbol up calls nothing, and the address is only tested, never used.
        .filter(|name| unsafe { lib.get::<*const c_void>(name.as_bytes()) }.is_err())
        .collect();
    match missing.split_first() {
        None => Ok(()),
        Some((first, rest)) => Err(format!(
            "the CUDA driver library {} lacks {first}{}, which the cuda backend needs: it is not a complete NVIDIA \
             driver (reinstall the driver, or point LD_LIBRARY_PATH away from that file); run with --backend cpu",
            driver_path(),
            match rest.len() {
                0 => String::new(),
                1 => " and 1 more driver function".into(),
                n => format!(" and {n} more driver functions"),
            }
        )),
    }
}

/// Where the loaded driver library is, for messages (the process's mappings name it).
fn driver_path() -> String {
    std::fs::read_to_string("/proc/self/maps")
        .ok()
        .and_then(|m| {
            m.lines()
                .filter_map(|l| l.split_whitespace().nth(5))
                .find(|p| {
                    p.rsplit('/').next().is_some_and(|f| f.starts_with("libcuda.so") || f.starts_with("libnvcuda"))
                })
                .map(str::to_string)
        })
        .unwrap_or_else(|| "(libcuda.so)".into())
}

fn err(what: &str, e: result::DriverError) -> String {
    format!("CUDA driver: {what} failed ({e:?})")
}

impl Gpu {
    /// Opens GPU 0.
    pub fn open() -> Result<Gpu, String> {
        check_driver()?;
        result::init().map_err(|e| err("cuInit", e))?;
        let n = result::device::get_count().map_err(|e| err("cuDeviceGetCount", e))?;
        if n < 1 {
            return Err(
                "the cuda backend needs an NVIDIA GPU, and the CUDA driver sees none; run with --backend cpu".into()
            );
        }
        let dev = result::device::get(0).map_err(|e| err("cuDeviceGet", e))?;
        // SAFETY: `dev` is a device cuDeviceGet gave after cuInit; the attribute is read into a local.
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
        // SAFETY: `ctx` is the primary context just retained for this device.
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
            watchdog: None,
        })
    }

    /// Loads one variant of the megakernel from a CUBIN built for [`Gpu::arch`] with
    /// `budget` registers, and sizes its launches; variants are numbered in loading order.
    pub fn load(&mut self, budget: u32, cubin: &[u8]) -> Result<(), String> {
        self.current()?;
        // SAFETY: the context is current; cuModuleLoadData copies the image.
        let module =
            unsafe { result::module::load_data(cubin.as_ptr().cast()) }.map_err(|e| err("cuModuleLoadData", e))?;
        // SAFETY: `module` was just loaded in the current context; the name is a C string.
        let f = unsafe { result::module::get_function(module, CString::new("mw_step").expect("no NUL")) }
            .map_err(|e| err("cuModuleGetFunction(mw_step)", e))?;
        // SAFETY: `f` is that module's function; blocks of BLOCK threads, no dynamic shared memory.
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
        // SAFETY: `p` is the `n`-byte allocation just made, in the current context.
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
    fn retire(&mut self, lease: mw_runtime::executor::Lease) {
        let bytes = std::mem::take(&mut self.alloc_bytes);
        self.retired.add(lease, std::mem::take(&mut self.allocs), bytes);
    }
    fn reap(&mut self) {
        if self.retired.is_empty() {
            return;
        }
        let _ = self.current();
        self.retired.reap(false, |p| {
            // SAFETY: allocated by this GPU, freed once; no view describes them any more (and
            // cuMemFree waits for work still queued on the device).
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
    /// `build`: the new megakernel's CUBINs, `(budget, cubin)` in loading order. All are loaded
    /// before the old modules go; if one fails to load, the old ones stay and the new go.
    fn replace_code(&mut self, build: Box<dyn std::any::Any + Send>) -> Result<(), String> {
        let cubins = build.downcast::<Vec<(u32, Vec<u8>)>>().map_err(|_| "internal error: CUBINs expected")?;
        let old = std::mem::take(&mut self.loaded);
        let unload = |ls: Vec<Loaded>| {
            for l in ls {
                // SAFETY: a module this GPU loaded, unloaded once; no launch runs between steps.
                let _ = unsafe { result::module::unload(l.module) };
            }
        };
        for (budget, cubin) in cubins.iter() {
            if let Err(e) = self.load(*budget, cubin) {
                unload(std::mem::replace(&mut self.loaded, old));
                return Err(e);
            }
        }
        unload(old);
        Ok(())
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
    fn launch(&mut self, variant: usize, dev: u64, steps: Steps, stop: u64, watch: Watch) -> Result<(), String> {
        self.current()?;
        let l = self.loaded.get(variant).ok_or("that variant of the megakernel is not loaded")?;
        let (f, grid) = (l.func, l.grid.max(1));
        let (mut d, mut s, mut first, mut end, mut n) =
            (dev, steps.first, steps.phases.start, steps.phases.end, steps.count);
        let mut params: [*mut c_void; 5] = [
            (&mut d as *mut u64).cast(),
            (&mut s as *mut u32).cast(),
            (&mut first as *mut u32).cast(),
            (&mut end as *mut u32).cast(),
            (&mut n as *mut u32).cast(),
        ];
        let ctx = self.ctx as usize;
        let dog = self.watchdog.get_or_insert_with(|| {
            // Through a non-blocking stream, which runs beside the kernel (the legacy default
            // stream would wait for it).
            Watchdog::new(Box::new(move |word, code| {
                // SAFETY: the context outlives the watchdog (dropped first in Gpu::drop); the
                // stop word is the running worlds' (written only while a launch runs).
                unsafe {
                    let _ = result::ctx::set_current(ctx as sys::CUcontext);
                    if let Ok(st) = result::stream::create(result::stream::StreamKind::NonBlocking) {
                        let w = [code];
                        let _ = result::memcpy_htod_async(word, &w, st);
                        let _ = result::stream::synchronize(st);
                        let _ = result::stream::destroy(st);
                    }
                }
            }))
        });
        dog.begin(watch, stop);
        // SAFETY: `mw_step(MwDev*, uint32_t step, uint32_t first, uint32_t end, uint32_t steps)`; the worlds at `dev` were laid out on this GPU
        // with an arena for `threads()` threads; the launch is waited for before returning.
        let launched = unsafe {
            result::launch_kernel(f, (grid, 1, 1), (BLOCK, 1, 1), 0, std::ptr::null_mut(), &mut params)
                .map_err(|e| err("cuLaunchKernel(mw_step)", e))
        };
        let r = launched
            .and_then(|()| result::ctx::synchronize().map_err(|e| format!("the megakernel failed on the GPU ({e:?})")));
        dog.end();
        r
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        drop(self.watchdog.take());
        self.reset();
        self.retired.reap(true, |p| {
            // SAFETY: allocated by this GPU, freed once; nothing reads it after the drop (a view
            // holds the simulation, and so this GPU, alive).
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

#[cfg(test)]
mod tests {
    /// Every `result::` call in this file is in [`super::DRIVER_CALLS`], so opening checks the
    /// driver function it needs before cudarc could panic on it.
    #[test]
    fn every_driver_call_is_checked_at_open() {
        let src = include_str!("gpu.rs");
        let code = &src[..src.find("#[cfg(test)]").expect("this module")];
        let mut calls: Vec<String> = Vec::new();
        for (at, _) in code.match_indices("result::") {
            let path: String =
                code[at + 8..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':').collect();
            let rest = &code[at + 8 + path.len()..];
            // Calls only: types (`result::DriverError`) and enum paths (`StreamKind::`) aren't.
            if rest.starts_with('(') && !calls.contains(&path) {
                calls.push(path);
            }
        }
        assert!(calls.len() > 10, "{calls:?}");
        // No other module reaches cudarc.
        for (file, text) in [
            ("lib.rs", include_str!("lib.rs")),
            ("device.rs", include_str!("device.rs")),
            ("emulate.rs", include_str!("emulate.rs")),
            ("exec.rs", include_str!("exec.rs")),
            ("jitlink.rs", include_str!("jitlink.rs")),
            ("nvrtc.rs", include_str!("nvrtc.rs")),
            ("planner.rs", include_str!("planner.rs")),
            ("profile.rs", include_str!("profile.rs")),
        ] {
            assert!(!text.contains("cudarc::"), "{file} uses cudarc outside gpu.rs");
        }
        // Straight `sys::cu*` calls would skip the list: only the probes are allowed.
        for (at, _) in code.match_indices("sys::cu") {
            assert!(code[at..].starts_with("sys::culib()"), "{}", &code[at..at + 40]);
        }
        for c in &calls {
            assert!(super::DRIVER_CALLS.iter().any(|(p, _)| p == c), "result::{c} is called but not in DRIVER_CALLS");
        }
    }
}
