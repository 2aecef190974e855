//! NVRTC, loaded at run time.
//!
//! The library is found through the `MW_NVRTC` setting (the library file, or a directory
//! holding it), else by the dynamic loader (`libnvrtc.so.13`, then `.so.12`), else in
//! `<target dir>/nvrtc` where `tests/setup.sh` puts the PyPI wheel; so CUDA 12 and 13 both work and nothing links against CUDA at build time. A machine without it gets one
//! sentence saying how to install it, never a panic. NVRTC runs on the CPU: no GPU or driver
//! is needed to compile, which is how CI builds every environment (DESIGN.md).
//!
//! Only the handful of entry points a build needs are bound, by name, with their C types.

use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::path::{Path, PathBuf};

type Program = *mut c_void;
type Result_ = c_int;

const NVRTC_SUCCESS: c_int = 0;

struct Fns {
    version: unsafe extern "C" fn(*mut c_int, *mut c_int) -> Result_,
    error_string: unsafe extern "C" fn(Result_) -> *const c_char,
    create: unsafe extern "C" fn(
        *mut Program,
        *const c_char,
        *const c_char,
        c_int,
        *const *const c_char,
        *const *const c_char,
    ) -> Result_,
    compile: unsafe extern "C" fn(Program, c_int, *const *const c_char) -> Result_,
    log_size: unsafe extern "C" fn(Program, *mut usize) -> Result_,
    log: unsafe extern "C" fn(Program, *mut c_char) -> Result_,
    cubin_size: unsafe extern "C" fn(Program, *mut usize) -> Result_,
    cubin: unsafe extern "C" fn(Program, *mut c_char) -> Result_,
    ptx_size: unsafe extern "C" fn(Program, *mut usize) -> Result_,
    ptx: unsafe extern "C" fn(Program, *mut c_char) -> Result_,
    destroy: unsafe extern "C" fn(*mut Program) -> Result_,
    /// `nvrtcGetNumSupportedArchs` and `nvrtcGetSupportedArchs` (CUDA 11.2 on): optional.
    num_archs: Option<unsafe extern "C" fn(*mut c_int) -> Result_>,
    archs: Option<unsafe extern "C" fn(*mut c_int) -> Result_>,
}

/// A loaded NVRTC.
pub struct Nvrtc {
    fns: Fns,
    /// Where it was loaded from (for messages).
    pub path: String,
    /// (major, minor), e.g. (12, 9).
    pub version: (i32, i32),
    _lib: libloading::Library,
}

/// What a failed compile says: NVRTC's log, whose messages name the script's file and line
/// (the generated source maps every statement there with `#line`).
#[derive(Debug)]
pub struct CompileError {
    pub log: String,
}

const NAMES: [&str; 3] = ["libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"];

/// How to get NVRTC, for the message when it is missing.
pub(crate) const INSTALL_HINT: &str = "run `sh tests/setup.sh` in the repository (it fetches the nvidia-cuda-nvrtc-cu12 \
     wheel into target/nvrtc), or set MW_NVRTC to a libnvrtc.so.12 or .so.13";

impl Nvrtc {
    /// Loads NVRTC from `MW_NVRTC` when set, else through the dynamic loader.
    pub fn load() -> Result<Nvrtc, String> {
        match std::env::var_os("MW_NVRTC") {
            Some(p) if !p.is_empty() => {
                let p = PathBuf::from(p);
                let file = if p.is_dir() {
                    NAMES.iter().map(|n| p.join(n)).find(|f| f.exists()).ok_or_else(|| {
                        format!("MW_NVRTC is the directory {}, which holds no libnvrtc.so.13 or .so.12", p.display())
                    })?
                } else {
                    p
                };
                Self::open(&file).map_err(|e| format!("can't load NVRTC from MW_NVRTC={}: {e}", file.display()))
            }
            _ => {
                for n in NAMES {
                    if let Ok(x) = Self::open(Path::new(n)) {
                        return Ok(x);
                    }
                }
                // Where `tests/setup.sh` puts it: target/nvrtc, beside the binary's profile
                // directory (target/release/mw, target/debug/deps/<test>).
                if let Ok(exe) = std::env::current_exe() {
                    for up in exe.ancestors().skip(1).take(3) {
                        let f = up.join("nvrtc/nvidia/cuda_nvrtc/lib/libnvrtc.so.12");
                        if f.exists()
                            && let Ok(x) = Self::open(&f)
                        {
                            return Ok(x);
                        }
                    }
                }
                Err(format!("NVRTC (libnvrtc of CUDA 12 or 13) was not found; {INSTALL_HINT}"))
            }
        }
    }

    pub fn open(path: &Path) -> Result<Nvrtc, String> {
        // SAFETY: loading a shared library runs its initializers; NVRTC's are benign.
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| e.to_string())?;
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: the symbol has the C signature of the field it is stored in (nvrtc.h).
                *unsafe { lib.get($name) }.map_err(|e| format!("not NVRTC ({e})"))?
            };
        }
        let fns = Fns {
            version: sym!(b"nvrtcVersion\0"),
            error_string: sym!(b"nvrtcGetErrorString\0"),
            create: sym!(b"nvrtcCreateProgram\0"),
            compile: sym!(b"nvrtcCompileProgram\0"),
            log_size: sym!(b"nvrtcGetProgramLogSize\0"),
            log: sym!(b"nvrtcGetProgramLog\0"),
            cubin_size: sym!(b"nvrtcGetCUBINSize\0"),
            cubin: sym!(b"nvrtcGetCUBIN\0"),
            ptx_size: sym!(b"nvrtcGetPTXSize\0"),
            ptx: sym!(b"nvrtcGetPTX\0"),
            destroy: sym!(b"nvrtcDestroyProgram\0"),
            // SAFETY: as above (nvrtc.h); absent ones are left out.
            num_archs: unsafe { lib.get(b"nvrtcGetNumSupportedArchs\0") }.ok().map(|f| *f),
            // SAFETY: as above: nvrtcGetSupportedArchs is `nvrtcResult (int*)` (nvrtc.h).
            archs: unsafe { lib.get(b"nvrtcGetSupportedArchs\0") }.ok().map(|f| *f),
        };
        let (mut major, mut minor) = (0, 0);
        // SAFETY: two out-parameters.
        let r = unsafe { (fns.version)(&mut major, &mut minor) };
        if r != NVRTC_SUCCESS {
            return Err("nvrtcVersion failed".into());
        }
        if major < 12 {
            return Err(format!("NVRTC {major}.{minor} is too old: CUDA 12 or 13 is needed"));
        }
        Ok(Nvrtc { fns, path: path.display().to_string(), version: (major, minor), _lib: lib })
    }

    /// The architectures this NVRTC builds for (`[75, 80, ...]`), if it can say.
    pub fn archs(&self) -> Option<Vec<u32>> {
        let (num, get) = (self.fns.num_archs?, self.fns.archs?);
        let mut n: c_int = 0;
        // SAFETY: one out-parameter, then a buffer of as many ints as NVRTC says.
        if unsafe { num(&mut n) } != NVRTC_SUCCESS || !(1..=1024).contains(&n) {
            return None;
        }
        let mut list = vec![0 as c_int; n as usize];
        // SAFETY: `list` holds the `n` ints nvrtcGetNumSupportedArchs just counted, what this writes.
        if unsafe { get(list.as_mut_ptr()) } != NVRTC_SUCCESS {
            return None;
        }
        Some(list.into_iter().map(|a| a as u32).collect())
    }

    fn error(&self, r: Result_) -> String {
        // SAFETY: NVRTC returns a static string for any result code.
        let s = unsafe { (self.fns.error_string)(r) };
        if s.is_null() {
            format!("NVRTC error {r}")
        } else {
            // SAFETY: not null: nvrtcGetErrorString's static NUL-terminated string.
            unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned()
        }
    }

    /// Compiles `source` (named `name` in messages) with `options` to a CUBIN; returns it and
    /// the program log (with `--ptxas-options=-v`, the register report).
    pub fn compile(&self, source: &str, name: &str, options: &[String]) -> Result<(Vec<u8>, String), CompileError> {
        self.compile_to(source, name, options, false)
    }

    /// Compiles `source` to PTX (`options` name a virtual architecture, `compute_XX`); returns it
    /// and the program log.
    pub(crate) fn compile_ptx(
        &self,
        source: &str,
        name: &str,
        options: &[String],
    ) -> Result<(String, String), CompileError> {
        let (mut ptx, log) = self.compile_to(source, name, options, true)?;
        while ptx.last() == Some(&0) {
            ptx.pop();
        }
        String::from_utf8(ptx)
            .map(|p| (p, log))
            .map_err(|_| CompileError { log: "NVRTC wrote PTX that is not UTF-8".into() })
    }

    fn compile_to(
        &self,
        source: &str,
        name: &str,
        options: &[String],
        want_ptx: bool,
    ) -> Result<(Vec<u8>, String), CompileError> {
        let (size_fn, get_fn, what) = if want_ptx {
            (self.fns.ptx_size, self.fns.ptx, "PTX")
        } else {
            (self.fns.cubin_size, self.fns.cubin, "CUBIN")
        };
        let fail = |log: String| CompileError { log };
        let src = CString::new(source).map_err(|_| fail("the source holds a NUL byte".into()))?;
        let cname = CString::new(name).map_err(|_| fail("the name holds a NUL byte".into()))?;
        let opts: Vec<CString> = options
            .iter()
            .map(|o| CString::new(o.as_str()))
            .collect::<Result<_, _>>()
            .map_err(|_| fail("an option holds a NUL byte".into()))?;
        let ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
        let mut prog: Program = std::ptr::null_mut();
        // SAFETY: valid C strings; no headers.
        let r = unsafe {
            (self.fns.create)(&mut prog, src.as_ptr(), cname.as_ptr(), 0, std::ptr::null(), std::ptr::null())
        };
        if r != NVRTC_SUCCESS {
            return Err(fail(format!("nvrtcCreateProgram: {}", self.error(r))));
        }
        // SAFETY: `prog` is a live program; the option pointers outlive the call.
        let r = unsafe { (self.fns.compile)(prog, ptrs.len() as c_int, ptrs.as_ptr()) };
        let log = self.log(prog);
        let out = if r != NVRTC_SUCCESS {
            Err(fail(if log.trim().is_empty() { self.error(r) } else { log }))
        } else {
            let mut n = 0usize;
            // SAFETY: a compiled program; the buffer is as long as NVRTC says.
            let r = unsafe { size_fn(prog, &mut n) };
            if r != NVRTC_SUCCESS {
                Err(fail(format!("nvrtcGet{what}Size: {}", self.error(r))))
            } else {
                let mut cubin = vec![0u8; n];
                // SAFETY: as above: `cubin` is the `n` bytes NVRTC just said this program's output takes.
                let r = unsafe { get_fn(prog, cubin.as_mut_ptr().cast()) };
                if r != NVRTC_SUCCESS {
                    Err(fail(format!("nvrtcGet{what}: {}", self.error(r))))
                } else {
                    Ok((cubin, log))
                }
            }
        };
        // SAFETY: destroys the program created above, once.
        unsafe { (self.fns.destroy)(&mut prog) };
        out
    }

    fn log(&self, prog: Program) -> String {
        let mut n = 0usize;
        // SAFETY: a live program; the buffer is as long as NVRTC says.
        if unsafe { (self.fns.log_size)(prog, &mut n) } != NVRTC_SUCCESS || n == 0 {
            return String::new();
        }
        let mut buf = vec![0u8; n];
        // SAFETY: as above: `buf` is the `n` bytes NVRTC just said the log takes (its NUL included).
        if unsafe { (self.fns.log)(prog, buf.as_mut_ptr().cast()) } != NVRTC_SUCCESS {
            return String::new();
        }
        let end = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
        String::from_utf8_lossy(&buf[..end]).into_owned()
    }
}

/// NVRTC found, and loaded only when a build misses the cache: a cache hit needs no NVRTC
/// (loading it takes a tenth of a second).
pub struct Compiler {
    /// The library file, when it was found without loading it.
    pub path: Option<PathBuf>,
    /// What the cache keys builds by: the library file (canonical path, size, modification
    /// time), or, for a library only the dynamic loader could find, its path and version.
    pub identity: String,
    loaded: std::sync::OnceLock<Result<Nvrtc, String>>,
}

impl Compiler {
    /// Finds NVRTC: `MW_NVRTC` (a file or a directory), the directories of
    /// `LD_LIBRARY_PATH`, `<target dir>/nvrtc` (where `tests/setup.sh` puts it), and last the
    /// dynamic loader (which means loading it now).
    pub fn find() -> Result<Compiler, String> {
        let path = match std::env::var_os("MW_NVRTC") {
            Some(p) if !p.is_empty() => {
                let p = PathBuf::from(p);
                if p.is_dir() {
                    Some(NAMES.iter().map(|n| p.join(n)).find(|f| f.exists()).ok_or_else(|| {
                        format!("MW_NVRTC is the directory {}, which holds no libnvrtc.so.13 or .so.12", p.display())
                    })?)
                } else if p.exists() {
                    Some(p)
                } else {
                    return Err(format!("can't load NVRTC from MW_NVRTC={}: there is no such file", p.display()));
                }
            }
            _ => {
                let mut dirs: Vec<PathBuf> = std::env::var_os("LD_LIBRARY_PATH")
                    .map(|v| std::env::split_paths(&v).filter(|d| !d.as_os_str().is_empty()).collect())
                    .unwrap_or_default();
                if let Ok(exe) = std::env::current_exe() {
                    dirs.extend(exe.ancestors().skip(1).take(3).map(|d| d.join("nvrtc/nvidia/cuda_nvrtc/lib")));
                }
                dirs.iter().flat_map(|d| NAMES.iter().map(move |n| d.join(n))).find(|f| f.is_file())
            }
        };
        match path {
            Some(p) => {
                let m = std::fs::metadata(&p).map_err(|e| format!("can't read {}: {e}", p.display()))?;
                let real = std::fs::canonicalize(&p).unwrap_or_else(|_| p.clone());
                let mtime = m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok());
                let identity = format!("{} {} {:?}", real.display(), m.len(), mtime);
                Ok(Compiler { path: Some(p), identity, loaded: std::sync::OnceLock::new() })
            }
            None => {
                let n = Nvrtc::load()?;
                let identity = format!("{} nvrtc {}.{}", n.path, n.version.0, n.version.1);
                let loaded = std::sync::OnceLock::new();
                let _ = loaded.set(Ok(n));
                Ok(Compiler { path: None, identity, loaded })
            }
        }
    }

    /// NVRTC itself, loaded on first use.
    pub fn nvrtc(&self) -> Result<&Nvrtc, String> {
        self.loaded
            .get_or_init(|| match &self.path {
                Some(p) => Nvrtc::open(p).map_err(|e| format!("can't load NVRTC from {}: {e}", p.display())),
                None => Nvrtc::load(),
            })
            .as_ref()
            .map_err(|e| e.clone())
    }

    /// Whether NVRTC has been loaded (a build missed the cache, or only the loader found it).
    pub fn is_loaded(&self) -> bool {
        self.loaded.get().is_some()
    }

    /// Where NVRTC is, for messages.
    pub fn describe(&self) -> String {
        match (&self.path, self.loaded.get()) {
            (_, Some(Ok(n))) => format!("NVRTC {}.{} ({})", n.version.0, n.version.1, n.path),
            (Some(p), _) => format!("NVRTC ({})", p.display()),
            (None, _) => "NVRTC".into(),
        }
    }
}
