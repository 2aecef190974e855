//! nvJitLink, loaded at run time: PTX to a CUBIN, once per register budget.
//!
//! Why: a build through NVRTC alone runs the whole pipeline — front end, NVVM, ptxas — for
//! every budget, though only ptxas depends on the budget. With nvJitLink, NVRTC makes PTX
//! once per architecture family and each budget is only ptxas (the budget is a `.maxnreg`
//! directive written into the PTX entry, which is what `__maxnreg__` compiles to). The library
//! is optional: without it, builds go through NVRTC alone as before.
//!
//! Found like NVRTC: `MW_NVJITLINK` (the library file, a directory holding it, or `off`), the
//! directories of `LD_LIBRARY_PATH`, and `<target dir>/nvjitlink/nvidia/nvjitlink/lib`, where
//! `tests/setup.sh` puts the PyPI wheel. Loaded only when a build misses the cache.

use std::ffi::{CString, c_char, c_int, c_void};
use std::path::PathBuf;

type Handle = *mut c_void;
type Result_ = c_int;

const SUCCESS: c_int = 0;
/// `NVJITLINK_INPUT_PTX`.
const INPUT_PTX: c_int = 2;

struct Fns {
    create: unsafe extern "C" fn(*mut Handle, u32, *const *const c_char) -> Result_,
    destroy: unsafe extern "C" fn(*mut Handle) -> Result_,
    add_data: unsafe extern "C" fn(Handle, c_int, *const c_void, usize, *const c_char) -> Result_,
    complete: unsafe extern "C" fn(Handle) -> Result_,
    cubin_size: unsafe extern "C" fn(Handle, *mut usize) -> Result_,
    cubin: unsafe extern "C" fn(Handle, *mut c_void) -> Result_,
    error_log_size: unsafe extern "C" fn(Handle, *mut usize) -> Result_,
    error_log: unsafe extern "C" fn(Handle, *mut c_char) -> Result_,
    info_log_size: unsafe extern "C" fn(Handle, *mut usize) -> Result_,
    info_log: unsafe extern "C" fn(Handle, *mut c_char) -> Result_,
}

struct Loaded {
    fns: Fns,
    _lib: libloading::Library,
}

const NAMES: [&str; 2] = ["libnvJitLink.so.13", "libnvJitLink.so.12"];

/// nvJitLink found, loaded on first use.
pub(crate) struct Linker {
    pub path: PathBuf,
    /// What the cache keys builds by (the library file: canonical path, size, modification
    /// time).
    pub identity: String,
    loaded: std::sync::OnceLock<Result<Loaded, String>>,
}

impl Linker {
    /// Finds nvJitLink, or `None` (builds then go through NVRTC alone). `MW_NVJITLINK=off`
    /// turns it off.
    pub(crate) fn find() -> Option<Linker> {
        let path = match std::env::var_os("MW_NVJITLINK") {
            Some(p) if p == "off" => return None,
            Some(p) if !p.is_empty() => {
                let p = PathBuf::from(p);
                if p.is_dir() { NAMES.iter().map(|n| p.join(n)).find(|f| f.is_file())? } else { p }
            }
            _ => {
                let mut dirs: Vec<PathBuf> = std::env::var_os("LD_LIBRARY_PATH")
                    .map(|v| std::env::split_paths(&v).filter(|d| !d.as_os_str().is_empty()).collect())
                    .unwrap_or_default();
                if let Ok(exe) = std::env::current_exe() {
                    dirs.extend(exe.ancestors().skip(1).take(3).map(|d| d.join("nvjitlink/nvidia/nvjitlink/lib")));
                }
                dirs.iter().flat_map(|d| NAMES.iter().map(move |n| d.join(n))).find(|f| f.is_file())?
            }
        };
        let m = std::fs::metadata(&path).ok()?;
        let real = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        let mtime = m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok());
        let identity = format!("nvjitlink {} {} {:?}", real.display(), m.len(), mtime);
        Some(Linker { path, identity, loaded: std::sync::OnceLock::new() })
    }

    fn lib(&self) -> Result<&Loaded, String> {
        self.loaded
            .get_or_init(|| {
                // SAFETY: loading a shared library runs its initializers; nvJitLink's are benign.
                let lib = unsafe { libloading::Library::new(&self.path) }
                    .map_err(|e| format!("can't load nvJitLink from {}: {e}", self.path.display()))?;
                macro_rules! sym {
                    ($name:literal) => {
                        // SAFETY: the symbol has the C signature of its field (nvJitLink.h).
                        *unsafe { lib.get($name) }
                            .map_err(|e| format!("{} is not nvJitLink ({e})", self.path.display()))?
                    };
                }
                let fns = Fns {
                    create: sym!(b"nvJitLinkCreate\0"),
                    destroy: sym!(b"nvJitLinkDestroy\0"),
                    add_data: sym!(b"nvJitLinkAddData\0"),
                    complete: sym!(b"nvJitLinkComplete\0"),
                    cubin_size: sym!(b"nvJitLinkGetLinkedCubinSize\0"),
                    cubin: sym!(b"nvJitLinkGetLinkedCubin\0"),
                    error_log_size: sym!(b"nvJitLinkGetErrorLogSize\0"),
                    error_log: sym!(b"nvJitLinkGetErrorLog\0"),
                    info_log_size: sym!(b"nvJitLinkGetInfoLogSize\0"),
                    info_log: sym!(b"nvJitLinkGetInfoLog\0"),
                };
                Ok(Loaded { fns, _lib: lib })
            })
            .as_ref()
            .map_err(|e| e.clone())
    }

    /// ptxas over `ptx` for `arch` (`sm_90`); returns the CUBIN and the verbose log (the
    /// register report, as `--ptxas-options=-v` writes it).
    pub(crate) fn link(&self, ptx: &str, arch: &str) -> Result<(Vec<u8>, String), String> {
        let l = self.lib()?;
        let opts: Vec<CString> = [format!("-arch={arch}"), "-verbose".into()]
            .into_iter()
            .map(|o| CString::new(o).map_err(|_| "an option holds a NUL byte".to_string()))
            .collect::<Result<_, _>>()?;
        let ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
        let mut h: Handle = std::ptr::null_mut();
        // SAFETY: valid C strings that outlive the call.
        let r = unsafe { (l.fns.create)(&mut h, ptrs.len() as u32, ptrs.as_ptr()) };
        if r != SUCCESS {
            return Err(format!("nvJitLinkCreate failed ({r}) for {arch}"));
        }
        // nvJitLink reads PTX as a C string: the terminating NUL is part of the input.
        let text = CString::new(ptx).map_err(|_| "the PTX holds a NUL byte".to_string())?;
        let bytes = text.as_bytes_with_nul();
        let out = (|| {
            // SAFETY: a live handle; the PTX buffer outlives the call (nvJitLink copies it).
            let r = unsafe { (l.fns.add_data)(h, INPUT_PTX, bytes.as_ptr().cast(), bytes.len(), c"mw.ptx".as_ptr()) };
            if r != SUCCESS {
                return Err(format!("nvJitLink took no PTX ({r}): {}", log(l.fns.error_log_size, l.fns.error_log, h)));
            }
            // SAFETY: a live handle.
            let r = unsafe { (l.fns.complete)(h) };
            let info = log(l.fns.info_log_size, l.fns.info_log, h);
            if r != SUCCESS {
                return Err(format!(
                    "ptxas (nvJitLink) failed ({r}): {}",
                    log(l.fns.error_log_size, l.fns.error_log, h)
                ));
            }
            let mut n = 0usize;
            // SAFETY: a completed link; the buffer is as long as nvJitLink says.
            if unsafe { (l.fns.cubin_size)(h, &mut n) } != SUCCESS {
                return Err("nvJitLinkGetLinkedCubinSize failed".into());
            }
            let mut cubin = vec![0u8; n];
            // SAFETY: as above: `cubin` is the `n` bytes nvJitLink just said the linked CUBIN takes.
            if unsafe { (l.fns.cubin)(h, cubin.as_mut_ptr().cast()) } != SUCCESS {
                return Err("nvJitLinkGetLinkedCubin failed".into());
            }
            Ok((cubin, info))
        })();
        // SAFETY: destroys the handle created above, once.
        unsafe { (l.fns.destroy)(&mut h) };
        out
    }
}

fn log(
    size: unsafe extern "C" fn(Handle, *mut usize) -> Result_,
    get: unsafe extern "C" fn(Handle, *mut c_char) -> Result_,
    h: Handle,
) -> String {
    let mut n = 0usize;
    // SAFETY: a live handle; the buffer is as long as nvJitLink says.
    if unsafe { size(h, &mut n) } != SUCCESS || n == 0 {
        return String::new();
    }
    let mut buf = vec![0u8; n + 1];
    // SAFETY: as above: `buf` is one byte longer than the log size nvJitLink reported.
    if unsafe { get(h, buf.as_mut_ptr().cast()) } != SUCCESS {
        return String::new();
    }
    let end = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
    String::from_utf8_lossy(&buf[..end]).into_owned()
}

/// The PTX with `.maxnreg budget` on the megakernel entry `mw_step` (what `__maxnreg__`
/// compiles to: the directive between the entry's parameters and its body).
pub(crate) fn with_budget(ptx: &str, budget: u32) -> Result<String, String> {
    let at = ptx.find(".entry mw_step(").ok_or("the PTX has no mw_step entry")?;
    let close = ptx[at..].find("\n)").ok_or("the mw_step entry's parameters don't end")? + at + 2;
    Ok(format!("{}\n.maxnreg {budget}{}", &ptx[..close], &ptx[close..]))
}

#[cfg(test)]
mod tests {
    #[test]
    fn budgets_go_between_the_parameters_and_the_body() {
        let ptx = ".visible .entry mw_step(\n\t.param .u64 a,\n\t.param .u32 b\n)\n{\n\tret;\n}\n";
        let p = super::with_budget(ptx, 64).unwrap();
        assert_eq!(p, ".visible .entry mw_step(\n\t.param .u64 a,\n\t.param .u32 b\n)\n.maxnreg 64\n{\n\tret;\n}\n");
        assert!(super::with_budget(".entry other(\n)\n{}", 64).is_err());
    }
}
