//! `mw check`: load, type-check, and describe an environment.

use std::fmt::Write;
use std::path::Path;
use std::process::ExitCode;

use mw_jit::ir::{Program, SystemKind};
use mw_runtime::layout::element_shape;
use mw_runtime::schema::{GraphItem, PortDef, PortRows, SpaceKind};
use mw_scripts::Params;

/// Loads and checks a script; on failure prints diagnostics to stderr and returns `None`.
pub(crate) fn compile(path: &Path, params: &Params) -> Option<(Program, mw_runtime::SourceMap)> {
    let loaded = match mw_scripts::load(path, params) {
        Ok(l) => l,
        Err(e) => {
            e.sources.emit(&e.diagnostics);
            summary(&e.diagnostics);
            return None;
        }
    };
    let mut sources = loaded.sources;
    sources.emit(&loaded.warnings);
    match mw_jit::check(&loaded.spec, &mut sources) {
        Ok(c) => {
            sources.emit(&c.warnings);
            Some((c.program, sources))
        }
        Err(diags) => {
            sources.emit(&diags);
            summary(&diags);
            None
        }
    }
}

fn summary(diags: &[mw_runtime::Diagnostic]) {
    let n = diags.iter().filter(|d| d.is_error()).count();
    eprintln!("error: {n} error{} found; nothing was run", if n == 1 { "" } else { "s" });
}

pub(crate) fn run(path: &Path, params: &Params, ir: bool, plan: bool) -> ExitCode {
    let Some((program, sources)) = compile(path, params) else {
        return ExitCode::FAILURE;
    };
    print!("{}", layout(&program, path));
    if plan {
        println!("\nPLAN\n");
        print!("{}", mw_jit::ir::plan::Plan::of(&program).render(&program, Some(&sources)));
    }
    if ir {
        println!("\nIR\n");
        print!("{}", mw_jit::ir::print::program(&program));
    }
    ExitCode::SUCCESS
}

fn port_line(p: &Program, port: &PortDef) -> String {
    let spec = &p.spec;
    if let (Some(a), PortRows::Count) = (&port.archetype, port.rows) {
        return format!("  {:<12} {a} rows per world  [worlds] <i4\n", port.name);
    }
    let comp = spec.component(&port.component).expect("validated");
    let shape = element_shape(spec, &p.layout, comp, port.field.as_deref()).expect("validated");
    let mut dims = vec!["worlds".to_string()];
    let field = port.field.as_ref().map(|f| format!(".{f}")).unwrap_or_default();
    let (what, note) = match (&port.archetype, port.rows) {
        (Some(_), PortRows::Count) => unreachable!("returned above"),
        (Some(a), PortRows::Padded(max)) => {
            dims.push(format!("max_rows={max}"));
            (format!("{a}.{}", port.component), "  padded: each world's rows, then zeros")
        }
        (Some(a), PortRows::Uniform) => {
            dims.push("rows".to_string());
            (format!("{a}.{}", port.component), "  every world needs the same row count (or max_rows)")
        }
        (None, _) => (format!("{} (singleton)", port.component), ""),
    };
    dims.extend(shape.dims.iter().map(|d| d.to_string()));
    format!("  {:<12} {what}{field}  [{}] {}{note}\n", port.name, dims.join(", "), shape.scalar.npy_descr())
}

/// The text `mw check` prints.
pub(crate) fn layout(p: &Program, path: &Path) -> String {
    let spec = &p.spec;
    let mut out = String::new();
    let _ = writeln!(out, "environment `{}` ({}): ok", spec.name, path.display());
    for (title, singleton) in [("components", false), ("singletons (one per world)", true)] {
        let comps: Vec<_> = spec.components.iter().enumerate().filter(|(_, c)| c.singleton == singleton).collect();
        if comps.is_empty() {
            continue;
        }
        let _ = writeln!(out, "\n{title}");
        for (i, c) in comps {
            let l = &p.layout.components[i];
            let _ = writeln!(out, "  {:<20} size {:>3}  align {}", c.name, l.size, l.align);
            for (f, off) in c.fields.iter().zip(&l.offsets) {
                let _ = writeln!(
                    out,
                    "    {:<18} {:<10} offset {:>3}  size {:>3}",
                    f.name,
                    f.ty.to_string(),
                    off,
                    f.ty.size()
                );
            }
        }
    }
    if !spec.archetypes.is_empty() {
        let _ = writeln!(out, "\narchetypes");
        for a in &spec.archetypes {
            let cols: Vec<&str> = a.components.iter().map(|c| spec.comp(*c).name.as_str()).collect();
            let bytes: usize = a.components.iter().map(|c| p.layout.comp(*c).size).sum::<usize>() + 12;
            let _ = writeln!(
                out,
                "  {:<20} columns: WorldID, Entity, {}  ({bytes} bytes per row)",
                a.name,
                cols.join(", ")
            );
        }
    }
    if !spec.constants.is_empty() {
        let _ = writeln!(out, "\nconstants");
        for k in &spec.constants {
            let _ = writeln!(out, "  {:<20} = {}", k.name, k.value);
        }
    }
    let _ = writeln!(out, "\nsystems");
    for s in &p.systems {
        let kind = match &s.kind {
            SystemKind::PerWorld => "once per world".to_string(),
            SystemKind::PerRow(q) => {
                let archs: Vec<&str> = q.archetypes.iter().map(|a| spec.arch(*a).name.as_str()).collect();
                let mut k =
                    format!("per row of {}", if archs.is_empty() { "(no archetype)".into() } else { archs.join(", ") });
                if !q.without.is_empty() {
                    let w: Vec<String> = q.without.iter().map(|c| format!("!{}", spec.comp(*c).name)).collect();
                    let _ = write!(k, " [{}]", w.join(", "));
                }
                k
            }
        };
        let access: Vec<String> = s
            .access
            .iter()
            .map(|(c, a)| format!("{} {}", spec.comp(*c).name, mw_jit::ir::print::access_name(*a)))
            .collect();
        let when =
            if Some(s.func) == p.init_world.map(|i| p.system(i).func) { " (at world start and reset)" } else { "" };
        let _ = writeln!(out, "  {:<20} {kind}{when}", s.name);
        if !access.is_empty() {
            let _ = writeln!(out, "  {:<20} access: {}", "", access.join(", "));
        }
    }
    let _ = writeln!(out, "\ngraph (one step)");
    let mut n = 0;
    for g in &spec.graph {
        n += 1;
        match g {
            GraphItem::System { name, .. } => {
                let _ = writeln!(out, "  {n}. {name}");
            }
            GraphItem::SortBy { archetype, key, .. } => {
                let _ = writeln!(out, "  {n}. sort {archetype} by {key} (engine)");
            }
        }
    }
    let _ = writeln!(out, "  {}. reset worlds that called reset_world(), compact changed tables (engine)", n + 1);
    if !spec.exports.is_empty() {
        let _ = writeln!(out, "\nexports (read after each step)");
        for e in &spec.exports {
            out.push_str(&port_line(p, e));
        }
    }
    if !spec.imports.is_empty() {
        let _ = writeln!(out, "\nimports (written before each step)");
        for e in &spec.imports {
            out.push_str(&port_line(p, e));
        }
    }
    if let Some(ep) = &spec.episode {
        let _ = writeln!(out, "\nepisode (what a learner reads: the Python package's Gymnasium env)");
        let mut roles =
            vec![("obs", &ep.obs), ("action", &ep.action), ("reward", &ep.reward), ("terminated", &ep.terminated)];
        if let Some(t) = &ep.truncated {
            roles.push(("truncated", t));
        }
        if let Some(m) = &ep.action_mask {
            roles.push(("action_mask", m));
        }
        for (role, n) in roles {
            let space = match spec.spaces.iter().find(|s| s.port == n.name).map(|s| &s.kind) {
                Some(SpaceKind::Discrete(k)) => format!("  Discrete({k})"),
                Some(SpaceKind::Box { low, high }) => format!("  Box(low {low:?}, high {high:?})"),
                None => String::new(),
            };
            let _ = writeln!(out, "  {role:<12} {}{space}", n.name);
        }
    }
    out
}

/// `mw check --cuda`: builds the CUDA C++ of the environment with NVRTC for every
/// architecture and register budget, and prints registers and spills per kernel and budget,
/// and each build's time.
pub(crate) fn cuda(path: &Path, params: &Params, archs: &[String], budgets: &[u32]) -> ExitCode {
    let Some((program, sources)) = compile(path, params) else {
        return ExitCode::FAILURE;
    };
    let nvrtc = match mw_cuda::Compiler::find() {
        Ok(n) => n,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let unit = format!("{}.cu", path.file_stem().map_or("env".into(), |s| s.to_string_lossy()));
    let e = mw_jit::cuda::emit(&program, Some(&sources), &unit, &mw_jit::cuda::Options::default());
    let n = archs.len() * budgets.len();
    eprintln!(
        "building {n} variant{} of {} kernels with {}",
        if n == 1 { "" } else { "s" },
        e.kernels.len(),
        nvrtc.describe()
    );
    let t0 = std::time::Instant::now();
    let done = std::sync::atomic::AtomicUsize::new(0);
    let progress = |v: &mw_cuda::Variant| {
        let k = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        let how = if v.cached { "cached".to_string() } else { format!("{:.0} ms", v.compile_ms) };
        eprintln!("  [{k}/{n}] {} {} registers: {how}", v.arch, v.budget);
    };
    let variants =
        match mw_cuda::build(&nvrtc, &e.source, &unit, archs, budgets, mw_cuda::cache_dir().as_deref(), &progress) {
            Ok(v) => v,
            Err(err) => {
                eprintln!("error: {err}");
                return ExitCode::FAILURE;
            }
        };
    let repaired = variants.iter().filter(|v| v.repaired).count();
    if repaired > 0 {
        eprintln!(
            "note: {repaired} cached build{} did not match {} checksum (damaged) and {} rebuilt",
            if repaired == 1 { "" } else { "s" },
            if repaired == 1 { "its" } else { "their" },
            if repaired == 1 { "was" } else { "were" }
        );
    }
    let wall = t0.elapsed().as_secs_f64() * 1e3;
    let mut out = String::new();
    let _ = writeln!(out, "CUDA C++ of {}: the megakernel `mw_step` runs {} kernels:", path.display(), e.kernels.len());
    for (sym, label) in &e.kernels {
        let _ = writeln!(out, "  {sym} {label}");
    }
    for arch in archs {
        let vs: Vec<&mw_cuda::Variant> = variants.iter().filter(|v| &v.arch == arch).collect();
        let _ = writeln!(out, "\n{arch}: per register budget, what ptxas made of the megakernel");
        let row = |out: &mut String, name: &str, cell: &dyn Fn(&mw_cuda::Variant) -> String| {
            let _ = write!(out, "  {name:<22}");
            for v in &vs {
                let _ = write!(out, " {:>8}", cell(v));
            }
            out.push('\n');
        };
        let step = |v: &mw_cuda::Variant| v.kernels.iter().find(|u| u.name == "mw_step").cloned().unwrap_or_default();
        row(&mut out, "budget", &|v| v.budget.to_string());
        row(&mut out, "registers", &|v| step(v).registers.to_string());
        row(&mut out, "spill stores (bytes)", &|v| step(v).spill_stores.to_string());
        row(&mut out, "spill loads (bytes)", &|v| step(v).spill_loads.to_string());
        row(&mut out, "stack frame (bytes)", &|v| step(v).stack.to_string());
        row(&mut out, "compile ms", &|v| if v.cached { "cached".into() } else { format!("{:.0}", v.compile_ms) });
    }
    let _ = writeln!(out, "\n{n} builds in {wall:.0} ms (wall clock, in parallel)");
    print!("{out}");
    ExitCode::SUCCESS
}
