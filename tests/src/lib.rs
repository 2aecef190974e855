//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};

/// Deterministic xorshift64 for generated test inputs: a failure is reproducible from the
/// seed the test prints.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Uniform-ish in `[0, n)` (0 for `n == 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

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

/// Loads and checks a script that must check cleanly; panics with the diagnostics otherwise.
pub fn program(path: &Path, params: &mw_scripts::Params) -> mw_jit::Program {
    let l = mw_scripts::load(path, params).unwrap_or_else(|e| panic!("{}", e.render()));
    let mut sources = l.sources;
    match mw_jit::check(&l.spec, &mut sources) {
        Ok(c) => c.program,
        Err(d) => panic!("{} does not check:\n{}", path.display(), sources.render(&d)),
    }
}
