//! The device build of the generated CUDA C++ run on the host: the megakernel, its scheduler
//! and the device engine, unchanged, over the CUDA execution model emulated with host threads
//! (`mw_emulate.h`: blocks of warps of 32 threads, warp shuffles and barriers, atomics,
//! grid-wide progress). This is how the device side is tested without a GPU: after the same
//! steps it must leave the same state as the Cranelift backend, bit for bit, entity ids
//! included (`tui/tests/cuda_emulated.rs`).

use std::ffi::{CStr, CString, c_void};
use std::process::Command;

use mw_jit::Program;
use mw_jit::cuda::{EMULATE, Emitted};
use mw_runtime::abi;

use crate::device::{HostMemory, Worlds};

type Run = unsafe extern "C" fn(u64, u32, u32, u32);

/// An emulated device holding the worlds.
pub struct Emulator {
    lib: *mut c_void,
    run: Run,
    mem: HostMemory,
    worlds: Worlds,
    grid: u32,
    block: u32,
    steps: u32,
}

/// How to emulate: worlds, rows per world per table, the seed, and the launch shape.
#[derive(Clone, Debug)]
pub struct Setup {
    pub worlds: u32,
    pub cap: u32,
    pub seed: u64,
    pub grid: u32,
    pub block: u32,
}

impl Emulator {
    /// Builds the device side of `e` (compiled from `p`) for the host and lays out the worlds
    /// (not started).
    pub fn new(p: &Program, e: &Emitted, setup: &Setup) -> Result<Emulator, String> {
        if setup.block == 0 || setup.block % 32 != 0 || setup.grid == 0 {
            return Err(format!("a launch needs whole warps: {} blocks of {} threads", setup.grid, setup.block));
        }
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("mw-cuda-emu-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|err| format!("can't create {}: {err}", dir.display()))?;
        let built = build(e, &dir);
        let _ = std::fs::remove_dir_all(&dir);
        let lib = built?;
        let c = CString::new("mw_emu_run").expect("no NUL");
        // SAFETY: a live handle and a C string.
        let f = unsafe { libc::dlsym(lib, c.as_ptr()) };
        if f.is_null() {
            // SAFETY: the handle is ours.
            unsafe { libc::dlclose(lib) };
            return Err("the emulated build lacks `mw_emu_run`".into());
        }
        // SAFETY: `mw_emu_run(MwDev*, uint32_t step, uint32_t grid, uint32_t block)`.
        let run = unsafe { std::mem::transmute::<*mut c_void, Run>(f) };
        let key = abi::rng_key(setup.seed);
        let keys: Vec<[u32; 4]> =
            e.streams.iter().map(|(name, purpose)| abi::stream_key(key, name, *purpose)).collect();
        let mut mem = HostMemory::default();
        let worlds = Worlds::create(&mut mem, p, e, setup.worlds, setup.cap, &keys, setup.grid * setup.block)?;
        Ok(Emulator { lib, run, mem, worlds, grid: setup.grid, block: setup.block, steps: 0 })
    }

    fn launch(&mut self, init: bool) -> Result<(), String> {
        self.worlds.prepare(&mut self.mem, init)?;
        // SAFETY: the worlds were laid out for this build, with an arena for grid * block threads.
        unsafe { (self.run)(self.worlds.dev, self.steps, self.grid, self.block) };
        match self.worlds.stop(&self.mem)? {
            0 => Ok(()),
            abi::STOP_TABLE_FULL => Err("a table's region of a world is full (raise the rows per world)".into()),
            s => Err(format!("the emulated device stopped (reason {s})")),
        }
    }

    /// Runs `init_world` in every world.
    pub fn start(&mut self) -> Result<(), String> {
        self.launch(true)
    }

    pub fn step(&mut self) -> Result<(), String> {
        self.launch(false)?;
        self.steps += 1;
        Ok(())
    }

    /// The state, laid out as the CPU executor's tables ([`Worlds::state`]).
    pub fn state(&self) -> Vec<u8> {
        self.worlds.state(&self.mem).expect("host memory reads")
    }
}

impl Drop for Emulator {
    fn drop(&mut self) {
        // SAFETY: nothing of the library is used after this.
        unsafe { libc::dlclose(self.lib) };
    }
}

fn build(e: &Emitted, dir: &std::path::Path) -> Result<*mut c_void, String> {
    let src = dir.join("kernels.cu");
    let header = dir.join("mw_emulate.h");
    let lib = dir.join("kernels.so");
    // The unit unchanged, then the checks that device.rs mirrors its structures.
    let text = format!("{}\n#ifdef MW_EMULATE\n{}#endif\n", e.source, crate::device::layout_asserts());
    std::fs::write(&src, text).map_err(|err| format!("can't write {}: {err}", src.display()))?;
    std::fs::write(&header, EMULATE).map_err(|err| format!("can't write {}: {err}", header.display()))?;
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    let out = Command::new(&cxx)
        .args(["-std=c++17", "-O1", "-pthread", "-fPIC", "-shared", "-ffp-contract=off", "-w", "-DMW_EMULATE"])
        .arg("-include")
        .arg(&header)
        .args(["-x", "c++"])
        .arg(&src)
        .arg("-o")
        .arg(&lib)
        .output()
        .map_err(|err| format!("can't run the host C++ compiler `{cxx}`: {err}"))?;
    if !out.status.success() {
        let log = String::from_utf8_lossy(&out.stderr);
        let first: Vec<&str> = log.lines().take(30).collect();
        return Err(format!("the host C++ compiler rejected the emulated device build:\n{}", first.join("\n")));
    }
    let path = CString::new(lib.as_os_str().as_encoded_bytes()).map_err(|_| "a NUL in a temporary path")?;
    // SAFETY: the library just built.
    let h = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
    if h.is_null() {
        let why = unsafe { libc::dlerror() };
        let why = if why.is_null() { "unknown".into() } else { unsafe { CStr::from_ptr(why) }.to_string_lossy() };
        return Err(format!("can't load the emulated device build: {why}"));
    }
    Ok(h)
}
