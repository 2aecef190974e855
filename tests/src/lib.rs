//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};

/// The repository root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Loads and checks a script; returns the rendered diagnostics (warnings included) and
/// whether it succeeded.
pub fn check_text(path: &Path, params: &mw_scripts::Params) -> (bool, String) {
    match mw_scripts::load(path, params) {
        Err(e) => (false, e.render()),
        Ok(l) => {
            let mut sources = l.sources;
            let mut out = sources.render(&l.warnings);
            match mw_jit::check(&l.spec, &mut sources) {
                Ok(c) => {
                    out.push_str(&sources.render(&c.warnings));
                    (true, out)
                }
                Err(d) => {
                    out.push_str(&sources.render(&d));
                    (false, out)
                }
            }
        }
    }
}
