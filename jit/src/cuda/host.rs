//! The generated CUDA C++ built by the host C++ compiler and run by the CPU executor.
//!
//! This is how the CUDA generator is tested on machines without a GPU: the translation unit,
//! unchanged, compiled as C++17 with `-DMW_HOST` (`mw_cuda.h` maps memory access and the
//! engine's entry points to the host), loaded with `dlopen`, and its kernels handed to the
//! CPU executor as [`abi::Kernels`]. It must end in the same state as the Cranelift kernels,
//! bit for bit. The compiler is `$CXX`, else `c++`; floating point is kept IEEE
//! (`-ffp-contract=off`: GCC would otherwise fuse `a * b + c` where the CPU has FMA).

use std::ffi::{CStr, CString, c_void};
use std::path::PathBuf;
use std::process::Command;

use mw_runtime::abi::{self, Ctx, KernelFn, Kernels, NodeKernel, Part};

use super::{Emitted, NodeSyms};

/// The runtime's entry points, in `MwRt`'s order (`mw_cuda.h`).
#[repr(C)]
struct HostRt {
    spawn: unsafe extern "C" fn(*const Ctx, u32, u32, u32) -> abi::Spawned,
    destroy: unsafe extern "C" fn(*const Ctx, u32, u64),
    lookup: unsafe extern "C" fn(*const Ctx, u32, u64, u32) -> *mut u8,
    alive: unsafe extern "C" fn(*const Ctx, u32, u64) -> u32,
    has: unsafe extern "C" fn(*const Ctx, u32, u64, u32) -> u32,
    debug_fail: unsafe extern "C" fn(*const Ctx, u32, u32, f64),
    trap: unsafe extern "C" fn(*const Ctx, u32),
    key_range: unsafe extern "C" fn(*const Ctx, u32, u32, u32, u32, i64, i64) -> u64,
}

/// The loaded library; unloaded when the kernels go.
struct Library(*mut c_void);

// SAFETY: the handle is only used to unload the library, which any thread may do.
unsafe impl Send for Library {}

impl Drop for Library {
    fn drop(&mut self) {
        // SAFETY: the kernels pointing into the library are dropped with it (same `Kernels`).
        unsafe { libc::dlclose(self.0) };
    }
}

/// Builds `source` with the host C++ compiler as a shared library and opens it: the one host
/// build both this backend and the emulated GPU (crate `mw-cuda`) use. Every build keeps
/// floating point IEEE (`-ffp-contract=off -fno-fast-math`: GCC would otherwise fuse `a * b +
/// c` where the CPU has FMA) and is C++17, position independent, warnings off; `flags` adds the
/// build's own (optimisation, `-DMW_HOST` or `-DMW_EMULATE`, ...), `compile_only` flags for
/// compiling alone, not linking (instrumentation whose callbacks the source defines itself,
/// e.g. `-fsanitize=thread`, whose driver would link the sanitizer's runtime), and each of
/// `includes` (a name and its text) is written beside the source and included first. `what`
/// names the build in errors. The compiler is `$CXX`, else `c++`. The handle is the caller's to `dlclose`.
/// `MW_DUMP_CU=file` keeps a copy of the source (for debugging the generator).
pub fn build_library(
    source: &str,
    includes: &[(&str, &str)],
    flags: &[&str],
    compile_only: &[&str],
    what: &str,
) -> Result<*mut c_void, String> {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("mw-cxx-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|err| format!("can't create {}: {err}", dir.display()))?;
    if let Some(path) = std::env::var_os("MW_DUMP_CU") {
        let _ = std::fs::write(path, source);
    }
    let built = build_in(&dir, source, includes, flags, compile_only, what);
    let _ = std::fs::remove_dir_all(&dir);
    built
}

fn build_in(
    dir: &std::path::Path,
    source: &str,
    includes: &[(&str, &str)],
    flags: &[&str],
    compile_only: &[&str],
    what: &str,
) -> Result<*mut c_void, String> {
    let src = dir.join("kernels.cu");
    let lib: PathBuf = dir.join("kernels.so");
    std::fs::write(&src, source).map_err(|err| format!("can't write {}: {err}", src.display()))?;
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    let run = |cmd: &mut Command| -> Result<(), String> {
        let out =
            cmd.output().map_err(|err| format!("can't run the host C++ compiler `{cxx}` (set CXX to one): {err}"))?;
        if out.status.success() {
            return Ok(());
        }
        let log = String::from_utf8_lossy(&out.stderr);
        let first: Vec<&str> = log.lines().take(30).collect();
        Err(format!("the host C++ compiler rejected {what}:\n{}", first.join("\n")))
    };
    let mut cmd = Command::new(&cxx);
    cmd.args(["-std=c++17", "-fPIC", "-shared", "-ffp-contract=off", "-fno-fast-math", "-w"]).args(flags);
    for (name, text) in includes {
        let h = dir.join(name);
        std::fs::write(&h, text).map_err(|err| format!("can't write {}: {err}", h.display()))?;
        cmd.arg("-include").arg(&h);
    }
    if compile_only.is_empty() {
        run(cmd.args(["-x", "c++"]).arg(&src).arg("-o").arg(&lib))?;
    } else {
        // Compiled with them, then linked without them.
        let obj = dir.join("kernels.o");
        run(cmd.args(compile_only).args(["-c", "-x", "c++"]).arg(&src).arg("-o").arg(&obj))?;
        run(Command::new(&cxx).args(["-fPIC", "-shared"]).args(flags).arg(&obj).arg("-o").arg(&lib))?;
    }
    let path = CString::new(lib.as_os_str().as_encoded_bytes()).map_err(|_| "a temporary path has a NUL byte")?;
    // SAFETY: a library we just built; its initializers are the C++ runtime's.
    let handle = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
    if handle.is_null() {
        // SAFETY: dlerror takes no arguments; it returns a C string or null.
        let why = unsafe { libc::dlerror() };
        // SAFETY: not null: dlerror's NUL-terminated message, copied out before any other dl call.
        let why = if why.is_null() { "unknown".into() } else { unsafe { CStr::from_ptr(why) }.to_string_lossy() };
        return Err(format!("can't load {what}: {why}"));
    }
    Ok(handle)
}

/// Compiles `e.source` with the host C++ compiler (`-O2 -DMW_HOST`) and loads its kernels.
pub fn load(e: &Emitted) -> Result<Kernels, String> {
    let handle = build_library(&e.source, &[], &["-O2", "-DMW_HOST"], &[], "the generated CUDA C++")?;
    let library = Library(handle);
    let sym = |name: &str| -> Result<*mut c_void, String> {
        let c = CString::new(name).map_err(|_| "a symbol name has a NUL byte")?;
        // SAFETY: a valid handle and a C string.
        let p = unsafe { libc::dlsym(handle, c.as_ptr()) };
        if p.is_null() { Err(format!("the compiled kernels lack `{name}`")) } else { Ok(p) }
    };
    let rt = HostRt {
        spawn: abi::mw_spawn,
        destroy: abi::mw_destroy,
        lookup: abi::mw_lookup,
        alive: abi::mw_alive,
        has: abi::mw_has,
        debug_fail: abi::mw_debug_fail,
        trap: abi::mw_trap,
        key_range: abi::mw_key_range,
    };
    let init = sym("mw_host_init")?;
    // SAFETY: `mw_host_init(const MwRt*)` copies the table; HostRt has MwRt's layout.
    unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn(*const HostRt)>(init)(&rt) };
    let kernel = |name: &str| -> Result<KernelFn, String> {
        // SAFETY: every `kN` entry has the kernel signature (mod.rs).
        Ok(unsafe { std::mem::transmute::<*mut c_void, KernelFn>(sym(name)?) })
    };
    let passes = |ps: &[(u32, String)]| -> Result<Vec<(u32, KernelFn, Option<KernelFn>)>, String> {
        ps.iter().map(|(a, s)| Ok((*a, kernel(s)?, None))).collect()
    };
    let mut nodes = Vec::new();
    for n in &e.nodes {
        nodes.push(match n {
            NodeSyms::Rows { name, passes: ps, structural, rows_apart, parts, .. } => NodeKernel::Rows {
                name: name.clone(),
                passes: passes(ps)?,
                structural: *structural,
                rows_apart: *rows_apart,
                parts: parts
                    .iter()
                    .map(|(name, ps)| Ok(Part { name: name.clone(), passes: passes(ps)? }))
                    .collect::<Result<_, String>>()?,
            },
            NodeSyms::Worlds { name, symbol, structural } => {
                NodeKernel::Worlds { name: name.clone(), kernel: kernel(symbol)?, structural: *structural }
            }
            NodeSyms::SortBy { arch, comp, offset, signed, unmoved } => NodeKernel::SortBy {
                arch: *arch,
                comp: *comp,
                offset: *offset,
                signed: *signed,
                unmoved: unmoved.iter().map(|&c| mw_runtime::schema::CompId(c)).collect(),
            },
        });
    }
    let init_world = match &e.init_world {
        Some(s) => Some(kernel(s)?),
        None => None,
    };
    Ok(Kernels {
        nodes,
        runs: e.runs.clone(),
        reset_in_last_run: e.reset_in_last_run,
        streams: e.streams.clone(),
        init_world,
        // The host build's `init_world` spawns through the runtime, always.
        init_refill: Vec::new(),
        arena_bytes: e.arena_bytes,
        world_offset: None,
        owner: Box::new(library),
    })
}
