//! Files a command writes, checked before any is created: each goes into an existing directory,
//! to a file of its own that the command does not also read.
//!
//! Every command that writes (`mw run --dump/--trace`, `mw emit -o`, `mw bench --json`) passes
//! its outputs and everything it reads — the script, the system files and modules the script
//! loaded, `--set` and `--actions` inputs — through [`check`]. A file is known by its identity
//! (device and inode), so the same file under another name (`./s.rhai`, a link) is still the
//! same file. A command checks once before loading (a typo fails at once) and again once the
//! script has told which files it reads.

use std::path::{Path, PathBuf};

/// A file's identity (device, inode): the same file under two names (a link, `./x` and `x`)
/// has one. `None` where it can't be known.
pub(crate) type FileId = Option<(u64, u64)>;

#[cfg(unix)]
pub(crate) fn file_id(m: &std::fs::Metadata) -> FileId {
    use std::os::unix::fs::MetadataExt;
    Some((m.dev(), m.ino()))
}

#[cfg(not(unix))]
pub fn file_id(_: &std::fs::Metadata) -> FileId {
    None
}

#[cfg(unix)]
fn writable(p: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(c) = std::ffi::CString::new(p.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: a valid NUL-terminated path; access() only reads it.
    unsafe { libc::access(c.as_ptr(), libc::W_OK) == 0 }
}

#[cfg(not(unix))]
fn writable(_: &Path) -> bool {
    true
}

/// A file a command reads: how the user named it (`the script`, `--set Cart=x.npy`) and where.
pub(crate) struct Read {
    pub what: String,
    pub path: PathBuf,
}

impl Read {
    pub(crate) fn new(what: impl Into<String>, path: impl Into<PathBuf>) -> Read {
        Read { what: what.into(), path: path.into() }
    }
}

/// The files of a loaded program: the script first, then every system file and module it read.
pub(crate) fn sources(env: &Path, paths: &[PathBuf]) -> Vec<Read> {
    let mut out = vec![Read::new("the script", env)];
    for p in paths {
        out.push(Read::new(format!("`{}`, which the script reads", p.display()), p.clone()));
    }
    out
}

/// Checks `outputs` (each: the argument as the user wrote it, and the path) against each other
/// and against `reads`. Nothing is opened or created.
pub(crate) fn check(outputs: &[(String, &Path)], reads: &[Read]) -> Result<(), String> {
    let read_ids: Vec<(&str, FileId)> =
        reads.iter().filter_map(|r| std::fs::metadata(&r.path).ok().map(|m| (r.what.as_str(), file_id(&m)))).collect();
    let mut seen: Vec<(&str, PathBuf, FileId)> = Vec::new();
    for (arg, path) in outputs {
        let Some(file) = path.file_name().filter(|_| !path.as_os_str().as_encoded_bytes().ends_with(b"/")) else {
            return Err(format!("{arg}: not a file name"));
        };
        let parent = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        let dir =
            parent.canonicalize().map_err(|e| format!("{arg}: can't create a file in `{}`: {e}", parent.display()))?;
        if !dir.is_dir() {
            return Err(format!("{arg}: `{}` is not a directory", parent.display()));
        }
        let resolved = dir.join(file);
        let id = match std::fs::metadata(&resolved) {
            Ok(m) if m.is_dir() => return Err(format!("{arg}: it is a directory")),
            Ok(m) => file_id(&m),
            Err(_) => None,
        };
        // A file that can't be created must fail now, before an earlier output is truncated.
        let (what, target) = if id.is_some() { ("the file", &resolved) } else { ("its directory", &dir) };
        if !writable(target) {
            return Err(format!("{arg}: can't create it: {what} is not writable"));
        }
        if let Some((other, _, _)) = seen.iter().find(|(_, r, i)| *r == resolved || (id.is_some() && *i == id)) {
            return Err(format!("{arg}: the same file as {other}; each output needs a file of its own"));
        }
        if let Some((input, _)) = read_ids.iter().find(|(_, i)| id.is_some() && *i == id) {
            return Err(format!("{arg}: the same file as {input}, which is read, not written"));
        }
        seen.push((arg.as_str(), resolved, id));
    }
    Ok(())
}
