//! The device build of the generated CUDA C++ run on the host: the megakernel, its scheduler
//! and the device engine, unchanged, over the CUDA execution model emulated with host threads
//! (`mw_emulate.h`: blocks of warps of 32 threads, warp shuffles and barriers, atomics,
//! grid-wide progress). This is how the device side is tested without a GPU: after the same
//! steps it must leave the same state as the Cranelift backend, bit for bit, entity ids
//! included (`tui/tests/cuda_emulated.rs`).

use std::ffi::{CStr, CString, c_void};
use std::process::Command;

use mw_jit::cuda::{EMULATE, Emitted};
use mw_runtime::abi;

type Create = unsafe extern "C" fn(u32, u32, *const u32, u32, u32) -> *mut c_void;
type Run = unsafe extern "C" fn(*mut c_void, u32, u32, u32, u32) -> u32;
type State = unsafe extern "C" fn(*mut c_void, *mut u8, usize) -> usize;
type Free = unsafe extern "C" fn(*mut c_void);

/// An emulated device holding the worlds.
pub struct Emulator {
    lib: *mut c_void,
    dev: *mut c_void,
    run: Run,
    state: State,
    free: Free,
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
    /// Builds the device side of `e` for the host and creates the worlds (not started).
    pub fn new(e: &Emitted, setup: &Setup) -> Result<Emulator, String> {
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
        let sym = |name: &str| -> Result<*mut c_void, String> {
            let c = CString::new(name).map_err(|_| "a NUL in a symbol name")?;
            // SAFETY: a live handle and a C string.
            let p = unsafe { libc::dlsym(lib, c.as_ptr()) };
            if p.is_null() { Err(format!("the emulated build lacks `{name}`")) } else { Ok(p) }
        };
        // SAFETY: the symbols are the C entry points of mw_emu_api.h, with these signatures.
        let (create, run, state, free) = unsafe {
            (
                std::mem::transmute::<*mut c_void, Create>(sym("mw_emu_create")?),
                std::mem::transmute::<*mut c_void, Run>(sym("mw_emu_run")?),
                std::mem::transmute::<*mut c_void, State>(sym("mw_emu_state")?),
                std::mem::transmute::<*mut c_void, Free>(sym("mw_emu_free")?),
            )
        };
        let key = abi::rng_key(setup.seed);
        let keys: Vec<u32> =
            e.streams.iter().flat_map(|(name, purpose)| abi::stream_key(key, name, *purpose)).collect();
        let threads = setup.grid * setup.block;
        // SAFETY: the key table has `streams.len()` entries of four words.
        let dev = unsafe { create(setup.worlds, setup.cap, keys.as_ptr(), e.streams.len() as u32, threads) };
        Ok(Emulator { lib, dev, run, state, free, grid: setup.grid, block: setup.block, steps: 0 })
    }

    fn launch(&mut self, init: bool) -> Result<(), String> {
        // SAFETY: a live device; the launch fits the arena it was created with.
        let stop = unsafe { (self.run)(self.dev, self.steps, u32::from(init), self.grid, self.block) };
        match stop {
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

    /// The state, laid out as `tui/tests/cuda_host.rs` reads the CPU executor's.
    pub fn state(&self) -> Vec<u8> {
        // SAFETY: a live device; the second call writes at most the size the first returned.
        let n = unsafe { (self.state)(self.dev, std::ptr::null_mut(), 0) };
        let mut out = vec![0u8; n];
        unsafe { (self.state)(self.dev, out.as_mut_ptr(), n) };
        out
    }
}

impl Drop for Emulator {
    fn drop(&mut self) {
        // SAFETY: the device was created by this library; nothing uses either afterwards.
        unsafe {
            (self.free)(self.dev);
            libc::dlclose(self.lib);
        }
    }
}

fn build(e: &Emitted, dir: &std::path::Path) -> Result<*mut c_void, String> {
    let src = dir.join("kernels.cu");
    let header = dir.join("mw_emulate.h");
    let lib = dir.join("kernels.so");
    std::fs::write(&src, &e.source).map_err(|err| format!("can't write {}: {err}", src.display()))?;
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
