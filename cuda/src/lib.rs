//! The CUDA backend's build: the generated CUDA C++ ([`mw_jit::cuda`]) compiled by NVRTC into
//! one CUBIN per architecture and register budget, cached on disk.
//!
//! **Register variants.** The megakernel entry carries `__maxnreg__(MW_MAXNREG)`; one build per
//! budget (default 32, 64, 96, 128, 255) defines it. ptxas honours the attribute (the global
//! `--maxrregcount` never reaches PTX), so the variants really differ: boids' megakernel spills
//! under 32 registers, a little under 64, and settles at 78. Builds run in parallel, one thread per core.
//!
//! **Floating point** follows `jit/SEMANTICS.md` section 8: `--fmad=false --ftz=false
//! --prec-div=true --prec-sqrt=true`, never fast math.
//!
//! **Cache.** A build is stored under a hash of everything that decides its bytes: the source,
//! the options (budget and architecture included) and NVRTC (its library file's identity, which
//! pins its version without loading it). A hit loads without NVRTC; a failed build is never
//! stored, so it fails again (and says why) every time. Each entry keeps a checksum of its CUBIN
//! and log, checked on every hit: a damaged entry is a miss, rebuilt and rewritten
//! ([`Variant::repaired`]). The directory is `MW_CACHE_DIR`, else
//! `$XDG_CACHE_HOME/manyworlds/cuda`, else `~/.cache/manyworlds/cuda`.
//!
//! **What is built** is the megakernel `mw_step` (jit/src/cuda/mw_engine.h): persistent warps
//! running the step program, the device engine and every kernel of the plan; its registers and
//! spills per budget are what `mw check --cuda` prints. [`exec`] runs it ([`gpu`] on a GPU
//! through the driver API, [`emulate`] the same device code on host threads). Every budget is
//! loaded, and a launch plan says which runs each node: [`profile`] times every node in every
//! variant on the device, [`planner`] chooses the launches, and the plan is cached beside the
//! modules.

pub mod device;
pub mod emulate;
pub mod exec;
pub mod gpu;
pub mod jitlink;
pub mod nvrtc;
pub mod planner;
pub mod plans;
pub mod profile;
pub mod watchdog;

use std::path::PathBuf;
use std::time::Instant;

pub use nvrtc::{CompileError, Compiler, Nvrtc};

/// The register budgets built unless told otherwise.
pub const DEFAULT_BUDGETS: [u32; 5] = [32, 64, 96, 128, 255];
/// The architectures `mw check --cuda` builds unless told otherwise.
pub const DEFAULT_ARCHS: [&str; 2] = ["sm_80", "sm_90"];

/// One build: an architecture and a register budget.
#[derive(Clone, Debug)]
pub struct Variant {
    pub arch: String,
    pub budget: u32,
    pub cubin: Vec<u8>,
    /// ptxas' report per kernel entry.
    pub kernels: Vec<Usage>,
    /// Milliseconds this variant's own build took: NVRTC, or ptxas alone when the variants of an
    /// architecture share their PTX ([`jitlink`]); 0 for a cache hit.
    pub compile_ms: f64,
    pub cached: bool,
    /// The cache held an entry for this variant whose files no longer matched their checksum
    /// (damaged); this build replaced it.
    pub repaired: bool,
}

/// What ptxas says of one entry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    pub name: String,
    pub registers: u32,
    pub stack: u32,
    pub spill_stores: u32,
    pub spill_loads: u32,
}

/// The NVRTC options of one variant.
pub fn options(arch: &str, budget: u32) -> Vec<String> {
    [
        format!("--gpu-architecture={arch}"),
        "--std=c++17".into(),
        "--fmad=false".into(),
        "--ftz=false".into(),
        "--prec-div=true".into(),
        "--prec-sqrt=true".into(),
        "--ptxas-options=-v".into(),
        // Unused temporaries and labels are the generator's, not the user's.
        "--diag-suppress=177,550".into(),
        format!("-DMW_MAXNREG={budget}"),
    ]
    .into()
}

/// The variant to run until the profiling pass chooses per node: the smallest budget whose
/// megakernel spills nothing (more warps fit on a multiprocessor), else the largest budget.
pub fn choose(variants: &[Variant]) -> Option<&Variant> {
    let spills = |v: &Variant| {
        v.kernels.iter().find(|u| u.name == "mw_step").map_or(u32::MAX, |u| u.spill_stores + u.spill_loads)
    };
    variants
        .iter()
        .filter(|v| spills(v) == 0)
        .min_by_key(|v| v.budget)
        .or_else(|| variants.iter().max_by_key(|v| v.budget))
}

/// The architectures the backend knows (compute capability 7.0 and newer, as [`gpu`] needs):
/// NVRTC 12 and 13 together. Which of them a given NVRTC builds for, it says itself
/// ([`Nvrtc::archs`]).
pub(crate) const KNOWN_ARCHS: [u32; 14] = [70, 72, 75, 80, 86, 87, 89, 90, 100, 101, 103, 110, 120, 121];

/// The number of a well-formed architecture name: `sm_NN`, or `sm_NNa` (architecture-specific
/// features, 9.0 and newer).
fn arch_number(a: &str) -> Option<u32> {
    let d = a.strip_prefix("sm_")?;
    let (d, suffix) = match d.strip_suffix('a') {
        Some(d) => (d, true),
        None => (d, false),
    };
    if !(2..=3).contains(&d.len()) || !d.bytes().all(|b| b.is_ascii_digit()) || d.starts_with('0') {
        return None;
    }
    let n: u32 = d.parse().ok()?;
    (!suffix || n >= 90).then_some(n)
}

fn known_list() -> String {
    let names: Vec<String> = KNOWN_ARCHS.iter().map(|n| format!("sm_{n}")).collect();
    format!("{} (and an `a` suffix from sm_90 on, as in sm_90a)", names.join(", "))
}

/// Checks an architecture name against [`KNOWN_ARCHS`] (`sm_80`, `sm_90`, `sm_90a` ...).
pub fn check_arch(a: &str) -> Result<(), String> {
    match arch_number(a) {
        Some(n) if KNOWN_ARCHS.contains(&n) => Ok(()),
        _ => {
            Err(format!("`{a}` is not a GPU architecture the cuda backend knows; the known ones are {}", known_list()))
        }
    }
}

/// `xs` without repeats, in first-seen order.
pub fn unique<T: PartialEq + Clone>(xs: &[T]) -> Vec<T> {
    let mut out: Vec<T> = Vec::with_capacity(xs.len());
    for x in xs {
        if !out.contains(x) {
            out.push(x.clone());
        }
    }
    out
}

/// Whether the loaded NVRTC builds for `arch` (a well-formed name), by its own list; a
/// library too old to say is trusted to the known list.
fn nvrtc_builds_for(nvrtc: &Nvrtc, arch: &str) -> Result<(), String> {
    let n = arch_number(arch).unwrap_or(0);
    match nvrtc.archs() {
        Some(list) if !list.contains(&n) => {
            // Those below 7.0 are left out: the backend doesn't run there.
            let names: Vec<String> = list.iter().filter(|n| **n >= 70).map(|n| format!("sm_{n}")).collect();
            Err(format!(
                "NVRTC {}.{} does not build for the GPU architecture {arch}; it builds for {} (set MW_NVRTC to another \
                 NVRTC for {arch})",
                nvrtc.version.0,
                nvrtc.version.1,
                names.join(", ")
            ))
        }
        Some(_) => Ok(()),
        None => check_arch(arch),
    }
}

/// Checks a register budget: ptxas takes 24 to 255 registers per thread.
pub fn check_budget(b: u32) -> Result<(), String> {
    if (24..=255).contains(&b) { Ok(()) } else { Err(format!("a register budget must be 24 to 255, not {b}")) }
}

/// Builds `source` for every architecture and budget, in parallel, through the cache in
/// `cache` (usually [`cache_dir`]; `None`: no cache). `progress` is told of each variant as it
/// finishes.
///
/// With nvJitLink ([`jitlink`]), NVRTC makes PTX once per architecture family and each
/// variant is ptxas alone; without it, each variant is a whole NVRTC build.
///
/// Repeated architectures and budgets are built once (first-seen order). An architecture
/// that is not `sm_NN[a]` is refused here, and one the loaded NVRTC does not build for is
/// refused before anything is compiled, so neither is reported as a fault of the generated code.
pub fn build(
    nvrtc: &Compiler,
    source: &str,
    name: &str,
    archs: &[String],
    budgets: &[u32],
    cache: Option<&std::path::Path>,
    progress: &(dyn Fn(&Variant) + Sync),
) -> Result<Vec<Variant>, String> {
    let (archs, budgets) = (unique(archs), unique(budgets));
    for a in &archs {
        if arch_number(a).is_none() {
            check_arch(a)?;
        }
    }
    for b in &budgets {
        check_budget(*b)?;
    }
    match jitlink::Linker::find() {
        Some(linker) => build_linked(nvrtc, &linker, source, name, &archs, &budgets, cache, progress),
        None => build_each(nvrtc, source, name, &archs, &budgets, cache, progress),
    }
}

/// Runs `work` for every index in `0..n`, on up to one thread per core.
fn parallel<T: Send>(n: usize, work: &(dyn Fn(usize) -> T + Sync)) -> Vec<T> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<T>>> = (0..n).map(|_| std::sync::Mutex::new(None)).collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(n.max(1));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= n {
                        break;
                    }
                    let r = work(i);
                    *results[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
                }
            });
        }
    });
    results.into_iter().map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner()).expect("every job ran")).collect()
}

/// The NVRTC options of the PTX shared by a family of architectures (`compute_XX`): a
/// variant's options without the budget and the ptxas report.
fn ptx_options(compute: &str) -> Vec<String> {
    options(compute, 0)
        .into_iter()
        .filter(|o| !o.starts_with("-DMW_MAXNREG") && !o.starts_with("--ptxas-options"))
        .map(|o| if o.starts_with("--gpu-architecture=") { format!("--gpu-architecture={compute}") } else { o })
        .collect()
}

/// The virtual architecture whose PTX serves `arch`: architectures with a feature suffix
/// (`sm_90a`) get their own; the others share the lowest one asked for (PTX runs on later
/// architectures).
fn family(arch: &str, archs: &[String]) -> String {
    if arch.ends_with('a') {
        return arch.replace("sm_", "compute_");
    }
    let lowest = archs
        .iter()
        .filter(|a| !a.ends_with('a'))
        .filter_map(|a| a.strip_prefix("sm_").and_then(|d| d.parse::<u32>().ok()))
        .min()
        .unwrap_or(80);
    format!("compute_{lowest}")
}

/// What a cache lookup found.
enum Lookup {
    Hit(Variant),
    Miss,
    /// An entry whose files don't match their checksum: a miss, rebuilt and rewritten.
    Damaged,
}

impl Lookup {
    fn hit(self) -> Option<Variant> {
        if let Lookup::Hit(v) = self { Some(v) } else { None }
    }
}

/// The checksum kept beside an entry: of its CUBIN and its log, so a damaged or replaced
/// file is a miss rather than a module that loads wrong or a report of 0 registers.
fn checksum(cubin: &[u8], log: &str) -> String {
    format!("{} {}\n", digest(&[cubin]), digest(&[log.as_bytes()]))
}

fn cached(dir: Option<&std::path::Path>, key: &str, arch: &str, budget: u32) -> Lookup {
    let Some(dir) = dir else { return Lookup::Miss };
    let file = |ext: &str| dir.join(format!("{key}.{ext}"));
    let (Ok(c), Ok(l)) = (std::fs::read(file("cubin")), std::fs::read(file("log"))) else {
        return Lookup::Miss;
    };
    let l = String::from_utf8_lossy(&l).into_owned();
    if std::fs::read_to_string(file("sum")).ok().as_deref() != Some(checksum(&c, &l).as_str()) {
        return Lookup::Damaged;
    }
    Lookup::Hit(Variant {
        arch: arch.into(),
        budget,
        cubin: c,
        kernels: usage(&l),
        compile_ms: 0.0,
        cached: true,
        repaired: false,
    })
}

/// Best effort: a cache that can't be written only costs time. Written under a temporary name
/// and renamed, so a reader never sees half a file; the checksum goes last, so an entry read
/// between the renames is a miss, not a mix.
fn store(dir: Option<&std::path::Path>, key: &str, cubin: &[u8], log: &str) {
    let Some(dir) = dir else { return };
    if std::fs::create_dir_all(dir).is_ok() {
        let tmp = dir.join(format!("{key}.{}.{:?}.tmp", std::process::id(), std::thread::current().id()));
        let sum = checksum(cubin, log);
        for (ext, bytes) in [("log", log.as_bytes()), ("cubin", cubin), ("sum", sum.as_bytes())] {
            if std::fs::write(&tmp, bytes).is_ok() {
                let _ = std::fs::rename(&tmp, dir.join(format!("{key}.{ext}")));
            }
        }
    }
}

/// PTX once per family, then ptxas (nvJitLink) per variant, in parallel.
#[allow(clippy::too_many_arguments)]
fn build_linked(
    compiler: &Compiler,
    linker: &jitlink::Linker,
    source: &str,
    name: &str,
    archs: &[String],
    budgets: &[u32],
    dir: Option<&std::path::Path>,
    progress: &(dyn Fn(&Variant) + Sync),
) -> Result<Vec<Variant>, String> {
    let jobs: Vec<(String, u32)> = archs.iter().flat_map(|a| budgets.iter().map(move |b| (a.clone(), *b))).collect();
    let key = |arch: &str, budget: u32| {
        let mut o = options(arch, budget);
        o.push(format!("via PTX of {} and {}", family(arch, archs), linker.identity));
        cache_key(source, &o, &compiler.identity)
    };
    let found: Vec<Lookup> = jobs.iter().map(|(a, b)| cached(dir, &key(a, *b), a, *b)).collect();
    let damaged: Vec<bool> = found.iter().map(|l| matches!(l, Lookup::Damaged)).collect();
    let mut out: Vec<Option<Variant>> = found.into_iter().map(Lookup::hit).collect();
    for v in out.iter().flatten() {
        progress(v);
    }
    let missing: Vec<usize> = (0..jobs.len()).filter(|&i| out[i].is_none()).collect();
    if missing.is_empty() {
        return Ok(out.into_iter().flatten().collect());
    }
    let mut families: Vec<String> = missing.iter().map(|&i| family(&jobs[i].0, archs)).collect();
    families.sort();
    families.dedup();
    let nvrtc = compiler.nvrtc()?;
    for &i in &missing {
        nvrtc_builds_for(nvrtc, &jobs[i].0)?;
    }
    let ptx: Vec<Result<(String, f64), String>> = parallel(families.len(), &|k| {
        let t0 = Instant::now();
        nvrtc
            .compile_ptx(source, name, &ptx_options(&families[k]))
            .map(|(p, _)| (p, t0.elapsed().as_secs_f64() * 1e3))
            .map_err(|e| {
                format!(
                    "NVRTC {}.{} rejected the generated CUDA C++ ({}):\n{}",
                    nvrtc.version.0,
                    nvrtc.version.1,
                    families[k],
                    script_locations(&e.log)
                )
            })
    });
    let ptx: Vec<(String, f64)> = ptx.into_iter().collect::<Result<_, _>>()?;
    let built = parallel(missing.len(), &|k| {
        let (arch, budget) = &jobs[missing[k]];
        let f = families.iter().position(|f| *f == family(arch, archs)).expect("a family of each job");
        let t0 = Instant::now();
        let (cubin, log) = linker
            .link(&jitlink::with_budget(&ptx[f].0, *budget)?, arch)
            .map_err(|e| format!("{e} ({arch}, {budget} registers)"))?;
        store(dir, &key(arch, *budget), &cubin, &log);
        let v = Variant {
            arch: arch.clone(),
            budget: *budget,
            cubin,
            kernels: usage(&log),
            compile_ms: t0.elapsed().as_secs_f64() * 1e3,
            cached: false,
            repaired: damaged[missing[k]],
        };
        progress(&v);
        Ok::<Variant, String>(v)
    });
    for (k, v) in built.into_iter().enumerate() {
        out[missing[k]] = Some(v?);
    }
    Ok(out.into_iter().flatten().collect())
}

/// A whole NVRTC build per variant, in parallel.
fn build_each(
    nvrtc: &Compiler,
    source: &str,
    name: &str,
    archs: &[String],
    budgets: &[u32],
    cache: Option<&std::path::Path>,
    progress: &(dyn Fn(&Variant) + Sync),
) -> Result<Vec<Variant>, String> {
    let jobs: Vec<(String, u32)> = archs.iter().flat_map(|a| budgets.iter().map(move |b| (a.clone(), *b))).collect();
    parallel(jobs.len(), &|i| {
        let (arch, budget) = &jobs[i];
        let r = variant(nvrtc, source, name, arch, *budget, cache);
        if let Ok(v) = &r {
            progress(v);
        }
        r
    })
    .into_iter()
    .collect()
}

fn variant(
    compiler: &Compiler,
    source: &str,
    name: &str,
    arch: &str,
    budget: u32,
    dir: Option<&std::path::Path>,
) -> Result<Variant, String> {
    let opts = options(arch, budget);
    let key = cache_key(source, &opts, &compiler.identity);
    let repaired = match cached(dir, &key, arch, budget) {
        Lookup::Hit(v) => return Ok(v),
        Lookup::Miss => false,
        Lookup::Damaged => true,
    };
    let t0 = Instant::now();
    let nvrtc = compiler.nvrtc()?;
    nvrtc_builds_for(nvrtc, arch)?;
    let (cubin, log) = nvrtc.compile(source, name, &opts).map_err(|e| {
        format!(
            "NVRTC {}.{} rejected the generated CUDA C++ ({arch}, {budget} registers):\n{}",
            nvrtc.version.0,
            nvrtc.version.1,
            script_locations(&e.log)
        )
    })?;
    let compile_ms = t0.elapsed().as_secs_f64() * 1e3;
    store(dir, &key, &cubin, &log);
    Ok(Variant { arch: arch.into(), budget, cubin, kernels: usage(&log), compile_ms, cached: false, repaired })
}

/// NVRTC writes `file(line): error: ...`; the rest of the project writes `file:line:`.
fn script_locations(log: &str) -> String {
    log.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| match (l.find('('), l.find("): ")) {
            (Some(a), Some(b)) if a < b && l[a + 1..b].chars().all(|c| c.is_ascii_digit()) => {
                format!("{}:{}: {}", &l[..a], &l[a + 1..b], &l[b + 3..])
            }
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The directory of the build cache, if there is one to use.
pub fn cache_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("MW_CACHE_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d));
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join("manyworlds/cuda"));
    }
    std::env::var_os("HOME").filter(|d| !d.is_empty()).map(|h| PathBuf::from(h).join(".cache/manyworlds/cuda"))
}

/// A 128-bit FNV-1a of the source, the options and NVRTC's identity ([`Compiler::identity`]:
/// its file, or its version), in hex.
pub(crate) fn cache_key(source: &str, options: &[String], nvrtc: &str) -> String {
    let mut parts: Vec<&[u8]> = vec![source.as_bytes()];
    parts.extend(options.iter().map(|o| o.as_bytes()));
    parts.push(nvrtc.as_bytes());
    digest(&parts)
}

/// A 128-bit FNV-1a of `parts`, in hex.
fn digest(parts: &[&[u8]]) -> String {
    const PRIME: u128 = 0x0000000001000000000000000000013B;
    let mut h: u128 = 0x6c62272e07bb014262b821756295c58d;
    for bytes in parts {
        for b in *bytes {
            h ^= *b as u128;
            h = h.wrapping_mul(PRIME);
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        h ^= 0xff;
        h = h.wrapping_mul(PRIME);
    }
    format!("{h:032x}")
}

/// Parses ptxas' `-v` report: per entry, registers, stack and spills. A device function compiled
/// apart (a `__noinline__` engine stage, `MW_DEV_CALL` in mw_cuda.h) has no registers of its
/// own, it runs in its caller's: its spills count to every entry, its frame on top of theirs.
pub fn usage(log: &str) -> Vec<Usage> {
    let all = functions(log);
    let (entries, called): (Vec<Usage>, Vec<Usage>) = all.into_iter().partition(|u| u.registers > 0);
    let deepest = called.iter().map(|u| u.stack).max().unwrap_or(0);
    entries
        .into_iter()
        .map(|mut u| {
            u.stack += deepest;
            u.spill_stores += called.iter().map(|c| c.spill_stores).sum::<u32>();
            u.spill_loads += called.iter().map(|c| c.spill_loads).sum::<u32>();
            u
        })
        .collect()
}

/// Every function of ptxas' report, entries or not.
fn functions(log: &str) -> Vec<Usage> {
    let mut out: Vec<Usage> = Vec::new();
    let num = |s: &str, before: &str| -> u32 {
        s.find(before).and_then(|i| s[..i].split_whitespace().last()).and_then(|n| n.parse().ok()).unwrap_or(0)
    };
    // Only ptxas' own lines: nvJitLink's log adds a linker summary of the same functions.
    for line in log.lines().filter(|l| l.trim_start().starts_with("ptxas")) {
        if let Some(rest) = line.split("Function properties for ").nth(1) {
            out.push(Usage { name: rest.trim().to_string(), ..Usage::default() });
        } else if let Some(u) = out.last_mut() {
            if line.contains("bytes stack frame") {
                u.stack = num(line, " bytes stack frame");
                u.spill_stores = num(line, " bytes spill stores");
                u.spill_loads = num(line, " bytes spill loads");
            } else if line.contains("Used ") && line.contains(" registers") {
                u.registers = line
                    .split("Used ")
                    .nth(1)
                    .and_then(|r| r.split_whitespace().next())
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ptxas_reports() {
        let log = "ptxas info    : 0 bytes gmem\n\
            ptxas info    : Compiling entry function 'k2' for 'sm_90'\n\
            ptxas info    : Function properties for k2\n\
            ptxas         .     120 bytes stack frame, 164 bytes spill stores, 212 bytes spill loads\n\
            ptxas info    : Used 32 registers, used 0 barriers\n\
            ptxas info    : Function properties for k1\n\
            ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n\
            ptxas info    : Used 26 registers, used 0 barriers, 368 bytes cmem[0]\n\
            info    : Function properties for 'k1':\n\
            info    : used 26 registers, used 0 barriers, 0 stack, 0 bytes smem, 368 bytes cmem[0], 0 bytes lmem\n";
        let u = usage(log);
        assert_eq!(u.len(), 2);
        assert_eq!(u[0], Usage { name: "k2".into(), registers: 32, stack: 120, spill_stores: 164, spill_loads: 212 });
        assert_eq!(u[1], Usage { name: "k1".into(), registers: 26, stack: 0, spill_stores: 0, spill_loads: 0 });
        // A function the entry calls (no registers of its own): its spills are the entry's.
        let called = format!(
            "{log}ptxas info    : Function properties for _Z15mw_compact_itemP5MwDevjjj\n\
             ptxas         .     40 bytes stack frame, 8 bytes spill stores, 12 bytes spill loads\n"
        );
        let u = usage(&called);
        assert_eq!(u.len(), 2);
        assert_eq!(u[0], Usage { name: "k2".into(), registers: 32, stack: 160, spill_stores: 172, spill_loads: 224 });
    }

    #[test]
    fn cache_keys_change_with_every_input() {
        let o = options("sm_90", 64);
        let k = cache_key("src", &o, "nvrtc 12.9");
        assert_ne!(k, cache_key("src2", &o, "nvrtc 12.9"));
        assert_ne!(k, cache_key("src", &options("sm_80", 64), "nvrtc 12.9"));
        assert_ne!(k, cache_key("src", &options("sm_90", 96), "nvrtc 12.9"));
        assert_ne!(k, cache_key("src", &o, "nvrtc 13.0"));
        assert_eq!(k, cache_key("src", &o, "nvrtc 12.9"));
    }

    #[test]
    fn nvrtc_messages_name_script_lines() {
        let log = "envs/x.rhai(12): error: identifier \"q\" is undefined\n  x = q;\n";
        assert_eq!(script_locations(log), "envs/x.rhai:12: error: identifier \"q\" is undefined\n  x = q;");
    }

    #[test]
    fn the_smallest_budget_without_spills_runs() {
        let v = |budget: u32, spills: u32| Variant {
            arch: "sm_90".into(),
            budget,
            cubin: vec![],
            kernels: vec![Usage {
                name: "mw_step".into(),
                registers: budget.min(78),
                spill_stores: spills,
                ..Usage::default()
            }],
            compile_ms: 0.0,
            cached: false,
            repaired: false,
        };
        let vs = [v(32, 500), v(64, 28), v(96, 0), v(128, 0), v(255, 0)];
        assert_eq!(choose(&vs).unwrap().budget, 96);
        let all_spill = [v(32, 500), v(64, 28)];
        assert_eq!(choose(&all_spill).unwrap().budget, 64);
        assert!(choose(&[]).is_none());
    }

    #[test]
    fn architectures_and_budgets_are_checked() {
        assert!(check_arch("sm_80").is_ok() && check_arch("sm_90a").is_ok());
        assert!(check_arch("sm80").is_err() && check_arch("sm_").is_err() && check_arch("compute_90").is_err());
        assert!(check_arch("sm_9").is_err() && check_arch("sm_35").is_err() && check_arch("sm_100").is_ok());
        assert!(check_budget(32).is_ok() && check_budget(255).is_ok());
        assert!(check_budget(8).is_err() && check_budget(256).is_err());
    }

    #[test]
    fn unknown_architectures_are_named_with_the_known_ones() {
        for ok in ["sm_70", "sm_86", "sm_90a", "sm_120", "sm_121a"] {
            assert!(check_arch(ok).is_ok(), "{ok}");
        }
        for bad in ["sm_999", "sm_1", "sm_60", "sm_80a", "sm_088", "compute_90", "SM_80", "sm_+80", "garbage", ""] {
            let e = check_arch(bad).unwrap_err();
            assert!(e.starts_with(&format!("`{bad}` is not a GPU architecture the cuda backend knows")), "{e}");
            assert!(e.contains("sm_70, sm_72") && e.contains("sm_121"), "{e}");
        }
    }

    #[test]
    fn repeats_are_dropped_in_first_seen_order() {
        let a = |xs: &[&str]| xs.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(unique(&a(&["sm_80", "sm_86", "sm_80", "sm_90", "sm_86"])), a(&["sm_80", "sm_86", "sm_90"]));
        assert_eq!(unique(&[64u32, 32, 64, 32]), vec![64, 32]);
    }

    /// An entry whose CUBIN or log was overwritten, or that has no checksum, is a miss that
    /// says it was damaged; an intact one is a hit.
    #[test]
    fn damaged_cache_entries_are_misses() {
        let dir = std::env::temp_dir().join(format!("mw_cuda_cache_sum_{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let log = "ptxas info    : Function properties for mw_step\nptxas info    : Used 40 registers\n";
        let damaged = |what: &str| assert!(matches!(cached(Some(&dir), "k", "sm_80", 64), Lookup::Damaged), "{what}");
        store(Some(&dir), "k", b"cubin bytes", log);
        let hit = cached(Some(&dir), "k", "sm_80", 64).hit().expect("an intact entry is a hit");
        assert_eq!((hit.cubin.as_slice(), hit.kernels[0].registers), (&b"cubin bytes"[..], 40));
        std::fs::write(dir.join("k.cubin"), b"cubin bytez").unwrap();
        damaged("an overwritten cubin");
        store(Some(&dir), "k", b"cubin bytes", log);
        std::fs::write(dir.join("k.log"), "").unwrap();
        damaged("an emptied log");
        store(Some(&dir), "k", b"cubin bytes", log);
        std::fs::remove_file(dir.join("k.sum")).unwrap();
        damaged("no checksum");
        assert!(matches!(cached(Some(&dir), "other", "sm_80", 64), Lookup::Miss));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
