//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};

/// Deterministic xorshift64 for generated test inputs: a failure is reproducible from the
/// seed the test prints.
pub struct Rng(pub u64);

impl Rng {
    #[allow(clippy::should_implement_trait)] // infinite: an `Option` would only be unwrapped
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
/// A script whose step loops forever (system `spin`, the loop at line 7): for the time limit.
pub const HANG: &str = "let e = env(\"hang\");\ne.component(\"A\", #{ x: \"int\" });\ne.archetype(\"P\", [\"A\"]);\n\
     e.systems(`\n    void init_world() { spawn(P); }\n    void spin(A& a) {\n        while (a.x >= 0) { a.x = a.x + 0; }\n    }\n`);\n\
     e.graph([\"spin\"]);\ne\n";

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

/// Why a test's external tool (NVRTC, nvdisasm) must be here, if it must: `MW_REQUIRE_NVRTC`
/// is set (CI sets it), or `tests/setup.sh` ran for this target directory (its
/// `test-deps-required` file). `target_tmp` is the test's `env!("CARGO_TARGET_TMPDIR")`
/// (`<target>/tmp`). Otherwise a test without the tool says "NOT RUN" and passes.
pub fn deps_required(target_tmp: &str) -> Option<String> {
    if std::env::var_os("MW_REQUIRE_NVRTC").is_some() {
        return Some("MW_REQUIRE_NVRTC is set".into());
    }
    let marker = Path::new(target_tmp).parent()?.join("test-deps-required");
    marker.exists().then(|| format!("tests/setup.sh ran ({} exists)", marker.display()))
}

/// Loads and checks a script that must check cleanly; panics with the diagnostics otherwise.
pub fn program(path: &Path, params: &mw_scripts::Params) -> mw_jit::Program {
    program_and_sources(path, params).0
}

/// [`program`], and the files it was loaded from (what locates its spans).
pub fn program_and_sources(path: &Path, params: &mw_scripts::Params) -> (mw_jit::Program, mw_runtime::SourceMap) {
    let l = mw_scripts::load(path, params).unwrap_or_else(|e| panic!("{}", e.render()));
    let mut sources = l.sources;
    match mw_jit::check(&l.spec, &mut sources) {
        Ok(c) => (c.program, sources),
        Err(d) => panic!("{} does not check:\n{}", path.display(), sources.render(&d)),
    }
}

/// The whole state of a CPU executor's worlds: per archetype every row's entity, then per
/// component (archetype order) the rows' world ids and bytes; then every singleton. The CUDA
/// executor's `Worlds::state` lays its worlds out the same way, so backends compare bytewise.
pub fn cpu_state(spec: &mw_runtime::Spec, sim: &dyn mw_runtime::Executor) -> Vec<u8> {
    let mut out = Vec::new();
    for (a, arch) in spec.archetypes.iter().enumerate() {
        let ents = sim.raw_entities(a as u32).expect("a CPU executor's table");
        out.extend(ents.iter().flat_map(|e| e.to_bits().to_le_bytes()));
        for c in &arch.components {
            let (w, rows) = sim.raw_rows(a as u32, *c).expect("a CPU executor's column");
            out.extend(w.iter().flat_map(|x| x.to_le_bytes()));
            out.extend_from_slice(rows);
        }
    }
    for (c, comp) in spec.components.iter().enumerate() {
        if comp.singleton {
            out.extend_from_slice(sim.raw_singleton(mw_runtime::schema::CompId(c as u32)).expect("a singleton"));
        }
    }
    out
}
