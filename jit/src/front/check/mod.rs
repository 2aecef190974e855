//! Type checker: syntax trees plus the spec in, a typed [`Program`] (or diagnostics) out.
//!
//! ## Implicit conversions
//! Few, and all widening:
//! - an `int` or `uint` value becomes `float` or `double` where one is expected (assignment,
//!   argument, return, or the other operand of an arithmetic/comparison operator);
//! - a `float` becomes a `double` the same way;
//! - a `float` (or int) scalar is broadcast to every lane when combined with a vector;
//! - literals and named constants take the type the context needs: `1` can be a float,
//!   `0.1` written next to a `double` is read as the double nearest to 0.1, not as a float.
//!
//! Everything else is explicit: `int(x)` or `(int)x` truncates (saturating, NaN gives 0),
//! `float(d)` rounds a double, `uint(i)` reinterprets, `bool(x)` is `x != 0`. Conditions must
//! be `bool`. Mixing `int` and `uint` in one operator is an error.

use std::collections::{HashMap, HashSet};

use mw_runtime::layout::Layout;
use mw_runtime::schema::{ArchId, CompId, ConstDef, ConstValue, GraphItem, Spec, StructDef, StructField, ValueType};
use mw_runtime::source::{Diagnostic, Diagnostics, SourceMap, Span, did_you_mean};

use crate::front::ast::{self, BinOp as AOp, ExprKind as AE, ParamKind, StmtKind as AS, UnOp as AUn};
use crate::ir::analysis::{collect_access, mark_pure};
use crate::ir::visit::{Visit, visit_stmts};
use crate::ir::*;

/// The prelude's source, compiled with every environment.
pub(crate) const PRELUDE: &str = include_str!("../../../../stdlib/prelude.mwc");
pub(crate) const PRELUDE_NAME: &str = "<prelude>";

/// Functions the code generators implement; user code can't define functions with these names.
const BUILTIN_FNS: [&str; 29] = [
    "get",
    "single",
    "spawn",
    "destroy",
    "alive",
    "has",
    "world_id",
    "reset_world",
    "rand_u32",
    "mulhi",
    "float_bits",
    "bits_float",
    "sqrt",
    "abs",
    "floor",
    "ceil",
    "trunc",
    "round",
    "min",
    "max",
    "fmod",
    "copysign",
    "isnan",
    "isinf",
    "bool",
    "int",
    "uint",
    "float",
    "double",
];
const CONSTRUCTORS: [&str; 4] = ["vec2", "vec3", "vec4", "quat"];

/// Built-ins whose names a program may also give its own functions (older scripts did: a
/// system named `count`); where it does, the name is the program's.
const SOFT_BUILTINS: [&str; 4] = ["count", "sort", "rand_key", "row_index"];

/// Diagnostics after which checking stops.
const MAX_CHECK_DIAGS: usize = 500;

/// A checked program and the warnings found on the way.
#[derive(Debug)]
pub struct Checked {
    pub program: Program,
    pub warnings: Diagnostics,
}

/// Checks every system-language chunk of `spec` against it. `sources` gains the prelude.
///
/// Runs on the compiler thread ([`crate::stack`]): any script, however deeply nested, is
/// answered with a program or diagnostics.
pub fn check(spec: &Spec, sources: &mut SourceMap) -> Result<Checked, Diagnostics> {
    crate::stack::on_compiler_stack(|| check_here(spec, sources)).unwrap_or_else(|e| Err(vec![Diagnostic::error(e)]))
}

fn check_here(spec: &Spec, sources: &mut SourceMap) -> Result<Checked, Diagnostics> {
    // A spec built by a program rather than a script may not have been validated; the layout
    // below is only meaningful for a valid one.
    let mut diags = mw_runtime::validate::validate(spec);
    if diags.iter().any(Diagnostic::is_error) {
        return Err(diags);
    }
    // Ids by name: the program does not depend on declaration order (see Spec::with_ids_by_name).
    let spec = &spec.clone().with_ids_by_name();
    let layout = Layout::of(spec);
    let (funcs, struct_decls) = parse_all(spec, sources, &mut diags);
    let mut g = Globals {
        spec,
        layout: &layout,
        consts: spec.constants.iter().map(|c| (c.name.as_str(), c)).collect(),
        sigs: Vec::new(),
        by_name: HashMap::new(),
        system_of: HashMap::new(),
        row_archs: HashMap::new(),
        structs: HashMap::new(),
    };
    let structs = structs::define(&g, &struct_decls, &mut diags);
    g.structs = structs;
    declare_signatures(&mut g, &funcs, &mut diags);
    let Systems { mut systems, index, init_world, names } = define_systems(&mut g, &mut diags);
    let (graph, graph_spans) = graph_nodes(spec, &layout, &index, init_world);
    let Some(mut lowered) = lower_bodies(&g, &funcs, &mut diags) else {
        // The script fails anyway; checking the rest would only add what is not shown.
        return Err(diags);
    };
    check_size(spec, &lowered, &systems, &graph, init_world, &mut diags);
    mark_pure(&mut lowered);
    summarise_access(&mut systems, &lowered);
    check_stream_names(&systems, &mut diags);
    warn_idle(spec, &systems, &names, &funcs, &lowered, &mut diags);
    if diags.iter().any(Diagnostic::is_error) {
        return Err(diags);
    }
    let program = Program { spec: spec.clone(), layout: layout.clone(), funcs: lowered, systems, init_world, graph };
    check_key_loops(&program, &graph_spans, &mut diags);
    pairs::check(&program, &mut diags);
    warn_episode_reset(&program, &mut diags);
    if diags.iter().any(Diagnostic::is_error) {
        return Err(diags);
    }
    Ok(Checked { program, warnings: diags })
}

/// Every function of the script, parsed: the user's chunks, then the prelude (flagged `true`),
/// and the structs the chunks declare.
fn parse_all(
    spec: &Spec,
    sources: &mut SourceMap,
    diags: &mut Diagnostics,
) -> (Vec<(ast::Func, bool)>, Vec<ast::Struct>) {
    // Parse the user's chunks, then the prelude.
    let mut funcs: Vec<(ast::Func, bool)> = Vec::new();
    let mut struct_decls: Vec<ast::Struct> = Vec::new();
    let aliases: Vec<String> = spec.aliases.iter().map(|a| a.name.clone()).collect();
    for chunk in &spec.code {
        let toks = crate::front::lexer::lex(&chunk.text, chunk.file, chunk.offset, diags);
        let items = crate::front::parser::parse_with_types(&toks, &aliases, diags);
        funcs.extend(items.funcs.into_iter().map(|f| (f, false)));
        struct_decls.extend(items.structs);
    }
    let existing = sources.files().find(|(_, f)| f.name == PRELUDE_NAME).map(|(id, _)| id);
    let prelude_file = match existing {
        Some(id) => id,
        None => sources.add(PRELUDE_NAME, None, PRELUDE.to_string()),
    };
    let mut pdiags = Vec::new();
    let ptoks = crate::front::lexer::lex(PRELUDE, prelude_file, 0, &mut pdiags);
    funcs.extend(crate::front::parser::parse(&ptoks, &mut pdiags).into_iter().map(|f| (f, true)));
    diags.extend(pdiags);
    (funcs, struct_decls)
}

/// Each function's signature, by name; a redefinition (or a built-in's name) is an error.
fn declare_signatures(g: &mut Globals, funcs: &[(ast::Func, bool)], diags: &mut Diagnostics) {
    for (f, prelude) in funcs {
        let sig = g.signature(f, *prelude, diags);
        let id = FuncId(g.sigs.len() as u32);
        if BUILTIN_FNS.contains(&f.name.name.as_str()) || CONSTRUCTORS.contains(&f.name.name.as_str()) {
            diags.push(
                Diagnostic::error(format!("`{}` is a built-in function and can't be redefined", f.name.name))
                    .at(f.name.span, "defined here")
                    .note("pick another name for your function"),
            );
        } else if let Some(prev) = g
            .by_name
            .get(&f.name.name)
            .and_then(|ids| ids.iter().find(|&&other| g.sigs[other.0 as usize].same_params(&sig)))
        {
            let prev = &g.sigs[prev.0 as usize];
            let mut d = Diagnostic::error(format!("function `{}` is defined twice", f.name.name))
                .at(f.name.span, "defined again here");
            d = if prev.prelude {
                d.note(format!("`{}` with these parameter types is a library function (prelude)", f.name.name))
            } else {
                d.with(prev.span, "first defined here")
            };
            diags.push(d);
            // Keep the first definition callable so calls don't cascade into more errors.
            g.sigs.push(sig);
            continue;
        }
        g.by_name.entry(f.name.name.clone()).or_default().push(id);
        g.sigs.push(sig);
    }
}

/// The systems: everything the graph names, plus `init_world`.
struct Systems {
    systems: Vec<System>,
    index: HashMap<String, SysId>,
    init_world: Option<SysId>,
    /// The system names the script uses (`init_world` first, if defined), where each is named.
    names: Vec<(String, Span)>,
}

fn define_systems(g: &mut Globals, diags: &mut Diagnostics) -> Systems {
    let spec = g.spec;
    let mut systems: Vec<System> = Vec::new();
    let user_fn = |g: &Globals, name: &str| -> Option<FuncId> {
        g.by_name.get(name).and_then(|ids| ids.iter().copied().find(|id| !g.sigs[id.0 as usize].prelude))
    };
    let mut sys_index: HashMap<String, SysId> = HashMap::new();
    let mut init_world = None;
    let mut sys_names: Vec<(String, Span)> = Vec::new();
    if let Some(id) = user_fn(g, "init_world") {
        sys_names.push(("init_world".to_string(), g.sigs[id.0 as usize].span));
    }
    for item in &spec.graph {
        if let GraphItem::System { name, span } = item {
            if name == "init_world" {
                diags.push(
                    Diagnostic::error("`init_world` runs when a world starts; it can't be in the graph")
                        .at(*span, "listed here")
                        .note("remove it from `graph([...])`; the engine calls it at world start and after `reset_world()`"),
                );
                continue;
            }
            sys_names.push((name.clone(), *span));
        }
    }
    for (name, span) in &sys_names {
        if sys_index.contains_key(name) {
            continue;
        }
        let Some(fid) = user_fn(g, name) else {
            let candidates: Vec<&str> = g
                .by_name
                .iter()
                .filter(|(_, ids)| ids.iter().any(|id| !g.sigs[id.0 as usize].prelude))
                .map(|(n, _)| n.as_str())
                .collect();
            let mut d = Diagnostic::error(format!("the graph names `{name}`, but no system has that name"))
                .at(*span, "unknown system");
            if let Some(h) = did_you_mean(name, candidates.iter().copied()) {
                d = d.note(h);
            } else {
                d = d.note(format!("define it in the system code: `void {name}(...) {{ ... }}`"));
            }
            diags.push(d);
            continue;
        };
        if g.by_name[name].iter().filter(|id| !g.sigs[id.0 as usize].prelude).count() > 1 {
            diags.push(
                Diagnostic::error(format!("system `{name}` has several definitions"))
                    .at(g.sigs[fid.0 as usize].span, "one of them")
                    .note("a system is named in the graph, so it can't be overloaded"),
            );
        }
        if let Some(sys) = g.system(fid, name == "init_world", diags) {
            let id = SysId(systems.len() as u32);
            sys_index.insert(name.clone(), id);
            g.system_of.insert(fid, id);
            if let SystemKind::PerRow(q) = &sys.kind {
                g.row_archs.insert(fid, q.archetypes.clone());
            }
            if name == "init_world" {
                init_world = Some(id);
            }
            systems.push(sys);
        }
    }
    Systems { systems, index: sys_index, init_world, names: sys_names }
}

/// The step graph's nodes, and where each is written (for messages about the graph).
fn graph_nodes(
    spec: &Spec,
    layout: &Layout,
    sys_index: &HashMap<String, SysId>,
    init_world: Option<SysId>,
) -> (Vec<Node>, Vec<Span>) {
    let mut graph = Vec::new();
    let mut graph_spans: Vec<Span> = Vec::new();
    for item in &spec.graph {
        match item {
            GraphItem::System { name, .. } => {
                if let Some(&id) = sys_index.get(name)
                    && Some(id) != init_world
                {
                    graph.push(Node::System(id));
                    graph_spans.push(item.span());
                }
            }
            GraphItem::SortBy { archetype, key, .. } => {
                // Validated by mw_runtime::validate; skip silently if invalid.
                let (Some(arch), Some((c, f))) = (spec.archetype(archetype), key.split_once('.')) else {
                    continue;
                };
                let Some(comp) = spec.component(c) else {
                    continue;
                };
                let Some(fi) = spec.comp(comp).fields.iter().position(|x| x.name == f) else {
                    continue;
                };
                let signed = spec.comp(comp).fields[fi].ty == ValueType::Int;
                let offset = layout.comp(comp).offsets[fi] as u32;
                graph.push(Node::SortBy { arch, comp, offset, signed });
                graph_spans.push(item.span());
            }
        }
    }

    (graph, graph_spans)
}

/// Every function's body in IR; `None` once there are more diagnostics than are shown.
fn lower_bodies(g: &Globals, funcs: &[(ast::Func, bool)], diags: &mut Diagnostics) -> Option<Vec<Func>> {
    let mut lowered = Vec::with_capacity(funcs.len());
    for (i, (f, prelude)) in funcs.iter().enumerate() {
        if diags.len() >= MAX_CHECK_DIAGS {
            return None;
        }
        let before = diags.len();
        let mut cx = FnCx::new(g, FuncId(i as u32), diags);
        let func = cx.lower_func(f, *prelude);
        if f.broken {
            // Its syntax error is the root cause; what the checker finds in the rest of a
            // half-parsed body would only bury it.
            diags.truncate(before);
        }
        lowered.push(func);
    }

    Some(lowered)
}

/// How many kernels the graph needs, no recursion, and what inlining every call costs.
fn check_size(
    spec: &Spec,
    lowered: &[Func],
    systems: &[System],
    graph: &[Node],
    init_world: Option<SysId>,
    diags: &mut Diagnostics,
) {
    // Kernels to compile: one per matching archetype of each graph entry.
    let entries =
        || graph.iter().filter_map(|n| if let Node::System(id) = n { Some(&systems[id.0 as usize]) } else { None });
    let kernels: u64 = entries().map(System::kernels).sum();
    if kernels > mw_runtime::limits::MAX_KERNELS as u64 {
        diags.push(
            Diagnostic::error(format!(
                "the graph needs {kernels} kernels (one per archetype each system matches, per entry); the limit is {}",
                mw_runtime::limits::MAX_KERNELS
            ))
            .at(spec.span, "in this environment")
            .note("narrow the queries (a tag or `!Tag` filter), or share archetypes"),
        );
    }

    // No recursion: the GPU backend inlines every call. Then what inlining costs.
    check_recursion(lowered, diags);
    if !diags.iter().any(Diagnostic::is_error) {
        let costs = crate::ir::budget::costs(lowered);
        diags.extend(crate::ir::budget::check(lowered, systems, &costs));
        // All the code to compile: each kernel is its system with every call inlined.
        let size = |sys: &System| sys.kernels() * costs[sys.func.0 as usize].nodes;
        let total: u64 = entries().chain(init_world.map(|id| &systems[id.0 as usize])).map(size).sum();
        if total > crate::ir::budget::MAX_TOTAL_NODES && !diags.iter().any(Diagnostic::is_error) {
            diags.push(
                Diagnostic::error(format!(
                    "the environment is too large to compile: {total} IR nodes in all its kernels; the limit is {}",
                    crate::ir::budget::MAX_TOTAL_NODES
                ))
                .at(spec.span, "in this environment")
                .note("each graph entry compiles its system once per archetype it matches, with every call inlined"),
            );
        }
    }
}

/// Which components each system reads and writes, through its parameters and its calls.
fn summarise_access(systems: &mut [System], lowered: &[Func]) {
    for sys in systems.iter_mut() {
        let mut acc: HashMap<CompId, Access> = HashMap::new();
        let f = &lowered[sys.func.0 as usize];
        for (p, local) in sys.params.iter().zip(&f.params) {
            if let (SysParam::Row(c) | SysParam::Single(c), Some(l)) = (p, local)
                && let LocalKind::Ref { mutable, .. } = f.local(*l).kind
            {
                let a = if mutable { Access::ReadWrite } else { Access::Read };
                acc.entry(*c).and_modify(|x| *x = x.merge(a)).or_insert(a);
            }
        }
        let mut seen = HashSet::new();
        collect_access(lowered, sys.func, &mut acc, &mut seen);
        let mut v: Vec<_> = acc.into_iter().collect();
        v.sort();
        sys.access = v;
    }
}

/// Random streams are keyed by name (SEMANTICS.md): two names with one FNV-1a hash would
/// draw the same numbers. Vanishingly rare, but then say so rather than correlate silently.
fn check_stream_names(systems: &[System], diags: &mut Diagnostics) {
    let mut hashes: HashMap<u32, &System> = HashMap::new();
    for sys in systems {
        let h = mw_oracle::rng::fnv1a32(sys.name.as_bytes());
        match hashes.get(&h) {
            Some(other) if other.name != sys.name => diags.push(
                Diagnostic::error(format!(
                    "systems `{}` and `{}` would share a random stream (their names have the same hash)",
                    other.name, sys.name
                ))
                .at(sys.span, "this system")
                .with(other.span, "same hash as this one")
                .note("rename one of them"),
            ),
            _ => {
                hashes.insert(h, sys);
            }
        }
    }
}

/// Warnings about user code that does nothing useful: a system that matches no archetype, a
/// function that takes rows but is neither in the graph nor called.
fn warn_idle(
    spec: &Spec,
    systems: &[System],
    sys_names: &[(String, Span)],
    funcs: &[(ast::Func, bool)],
    lowered: &[Func],
    diags: &mut Diagnostics,
) {
    for sys in systems {
        if let SystemKind::PerRow(q) = &sys.kind
            && q.archetypes.is_empty()
        {
            diags.push(
                Diagnostic::warning(format!("system `{}` matches no archetype, so it never runs", sys.name))
                    .at(sys.span, "this system's parameters are its query")
                    .note("an archetype must have every component the system takes and none it excludes"),
            );
        }
    }
    // A function that takes rows but is neither in the graph nor called is a system the user
    // forgot to list: without a warning it would silently be a helper no one calls.
    let defined: HashSet<&str> = sys_names.iter().map(|(n, _)| n.as_str()).collect();
    let mut called: HashSet<FuncId> = HashSet::new();
    for f in lowered {
        visit_stmts(&f.body, &mut |v| match v {
            Visit::Stmt(Stmt::Call(g, _)) | Visit::Expr(Expr { kind: ExprKind::Call(g, _), .. }) => {
                called.insert(*g);
            }
            _ => {}
        });
    }
    // Only for a script without errors: after a typo in the graph it would be a follow-on.
    let quiet = diags.iter().any(Diagnostic::is_error);
    for (i, (f, prelude)) in funcs.iter().enumerate() {
        let name = f.name.name.as_str();
        if quiet || *prelude || defined.contains(name) || called.contains(&FuncId(i as u32)) || name == "init_world" {
            continue;
        }
        let takes = if is_system_like(spec, f) {
            "takes component rows"
        } else if is_world_system_like(spec, f) {
            "takes singletons like a per-world system"
        } else {
            continue;
        };
        diags.push(
            Diagnostic::warning(format!("`{name}` {takes} but is not in the graph, and nothing calls it"))
                .at(f.name.span, "never runs")
                .note(format!("add \"{name}\" to `e.graph([...])` to run it every step")),
        );
    }
}

/// `init_world` writing what the episode's reward, `terminated` or `truncated` export reads
/// ([`crate::ir::writes`]): a world that ends its episode runs `init_world` at the end of that
/// step, before the step's exports are read, so the last step's values would never be seen.
fn warn_episode_reset(p: &Program, diags: &mut Diagnostics) {
    use crate::ir::writes::{PortBytes, writer};
    let (Some(ep), Some(init)) = (&p.spec.episode, p.init_world) else { return };
    let roles =
        [("reward", Some(&ep.reward)), ("terminated", Some(&ep.terminated)), ("truncated", ep.truncated.as_ref())];
    for (role, named) in roles {
        let Some(named) = named else { continue };
        let Some(port) = p.spec.exports.iter().find(|x| x.name == named.name) else { continue };
        let Some(bytes) = PortBytes::of(p, port) else { continue };
        let Some(at) = writer(p, p.system(init).func, bytes) else { continue };
        let what = PortBytes::label(port);
        diags.push(
            Diagnostic::warning(format!(
                "`init_world` writes `{what}`, which the episode's {role} (export `{}`) reads",
                port.name
            ))
            .at(at, "written when an episode starts")
            .with(named.span, format!("the episode's {role}"))
            .note(format!(
                "a world that ends its episode runs `init_world` at the end of that step, before the step's exports \
                 are read (`--dump`, `Sim.export`), so the {role} of the episode's last step is overwritten; write \
                 it in the system that scores each step (a singleton keeps its value through a reset)"
            )),
        );
    }
}

/// A loop with a `where` clause finds its rows through the key index of a sort, so the graph
/// must sort its archetype by that key earlier in the step, and nothing between the sort and
/// the loop may move the rows or change their keys: no system writes the key's component,
/// spawns into the archetype or destroys entities (a destroy compacts the table before the next
/// run). The loop's own system may destroy (rows stay in place until the step ends) but not
/// spawn into the archetype (a keyed loop does not visit rows spawned since the sort).
/// `init_world` runs outside the step, where no sort has run, so it can't use keyed loops.
fn check_key_loops(p: &Program, graph_spans: &[Span], diags: &mut Diagnostics) {
    // (arch, key comp, offset, where-span) of every keyed loop reachable from `f`.
    let keyed = |f: FuncId| {
        let mut out = Vec::new();
        for g in p.reachable(f) {
            visit_stmts(&p.func(g).body, &mut |v| {
                if let Visit::Stmt(Stmt::ForRows { arch, keys: Some(k), .. }) = v {
                    out.push((*arch, k.comp, k.offset, k.span));
                }
            });
        }
        out
    };
    let spec = &p.spec;
    let key_name = |c: CompId, offset: u32| {
        let fi = p.layout.comp(c).offsets.iter().position(|&o| o as u32 == offset).unwrap_or(0);
        format!("{}.{}", spec.comp(c).name, spec.comp(c).fields.get(fi).map(|f| f.name.as_str()).unwrap_or("?"))
    };
    if let Some(init) = p.init_world {
        for (_, _, _, span) in keyed(p.system(init).func) {
            diags.push(
                Diagnostic::error("`init_world` can't use a loop with `where`")
                    .at(span, "needs the key index of a sort")
                    .note("init_world runs when a world starts or resets, before any sort of the step; loop over all the rows instead"),
            );
        }
    }
    let effects = crate::ir::analysis::all_effects(p);
    for (i, node) in p.graph.iter().enumerate() {
        let Node::System(sid) = node else { continue };
        let sys = p.system(*sid);
        let mut seen = HashSet::new();
        for (arch, comp, offset, span) in keyed(sys.func) {
            if !seen.insert(span) {
                continue;
            }
            let aname = &spec.arch(arch).name;
            let key = key_name(comp, offset);
            let sort_call = format!("sort_by(\"{aname}\", \"{key}\")");
            let mut problem: Option<Diagnostic> = None;
            if effects[sid.0 as usize].spawns.contains(&arch) {
                problem = Some(
                    Diagnostic::error(format!(
                        "system `{}` spawns `{aname}` rows and loops over them with `where`",
                        sys.name
                    ))
                    .at(span, "rows spawned since the sort are not in the key index")
                    .note("spawn in a later system, or loop without `where`"),
                );
            } else if effects[sid.0 as usize].writes.contains(&comp) {
                // Its own writes would move rows' keys away from the index the loops use.
                problem = Some(
                    Diagnostic::error(format!(
                        "system `{}` writes `{}`, which holds the key its `where` loop looks up",
                        sys.name,
                        spec.comp(comp).name
                    ))
                    .at(span, "this loop uses the key index of the last sort; keys written since are not in it")
                    .note(format!(
                        "write the key in a system before {sort_call} in the graph, or loop without `where`"
                    )),
                );
            }
            let mut found = false;
            for j in (0..i).rev() {
                if problem.is_some() {
                    break;
                }
                match &p.graph[j] {
                    Node::SortBy { arch: a, comp: c, offset: o, .. } if *a == arch => {
                        if (*c, *o) != (comp, offset) {
                            problem = Some(
                                Diagnostic::error(format!(
                                    "`{aname}` was last sorted by {} before `{}`, not by {key}",
                                    key_name(*c, *o),
                                    sys.name
                                ))
                                .at(span, format!("needs the rows sorted by {key}"))
                                .with(graph_spans[j], "the last sort of this archetype")
                                .note(format!("add {sort_call} to the graph after that sort, before \"{}\"", sys.name)),
                            );
                        }
                        found = true;
                        break;
                    }
                    Node::SortBy { .. } => {}
                    Node::System(t) => {
                        let (e, other) = (&effects[t.0 as usize], &p.system(*t).name);
                        let why = if e.writes.contains(&comp) {
                            Some(format!("`{other}` writes `{}`, which holds the key", spec.comp(comp).name))
                        } else if e.spawns.contains(&arch) {
                            Some(format!("`{other}` spawns `{aname}` rows"))
                        } else if e.destroys {
                            Some(format!("`{other}` destroys entities, which compacts the table"))
                        } else {
                            None
                        };
                        if let Some(why) = why {
                            problem = Some(
                                Diagnostic::error(format!(
                                    "the rows of `{aname}` change between their sort and `{}`",
                                    sys.name
                                ))
                                .at(span, "this loop uses the sort's key index")
                                .with(graph_spans[j], why)
                                .note(format!(
                                    "sort after \"{other}\": put {sort_call} between it and \"{}\"",
                                    sys.name
                                )),
                            );
                        }
                    }
                }
            }
            if problem.is_none() && !found {
                problem = Some(
                    Diagnostic::error(format!(
                        "`{}` loops over `{aname}` by key, but the graph does not sort it before",
                        sys.name
                    ))
                    .at(span, format!("needs the rows sorted by {key}"))
                    .with(graph_spans[i], "this graph entry")
                    .note(format!("add {sort_call} to the graph before \"{}\"", sys.name)),
                );
            }
            diags.extend(problem);
        }
    }
}

/// A `void` function whose parameters could be a query (component references, filters, an
/// entity) with at least one row component or filter among them.
fn is_system_like(spec: &Spec, f: &ast::Func) -> bool {
    let row = |ty: &ast::Ident| spec.component(&ty.name).is_some_and(|c| !spec.comp(c).singleton);
    f.ret.name == "void"
        && !f.params.is_empty()
        && f.params.iter().all(|p| !matches!(p.kind, ParamKind::Value { .. }) || is_entity_param(p))
        && f.params.iter().any(|p| match &p.kind {
            ParamKind::Without { .. } | ParamKind::With { .. } => true,
            ParamKind::Ref { ty, .. } => row(ty),
            ParamKind::Value { .. } => false,
        })
}

/// A per-world system's shape: `void`, and every parameter a reference to a singleton.
fn is_world_system_like(spec: &Spec, f: &ast::Func) -> bool {
    let single = |ty: &ast::Ident| spec.component(&ty.name).is_some_and(|c| spec.comp(c).singleton);
    f.ret.name == "void"
        && !f.params.is_empty()
        && f.params.iter().all(|p| matches!(&p.kind, ParamKind::Ref { ty, .. } if single(ty)))
}

fn is_entity_param(p: &ast::Param) -> bool {
    matches!(&p.kind, ParamKind::Value { ty, .. } if ty.name == "Entity")
}

fn check_recursion(funcs: &[Func], diags: &mut Diagnostics) {
    fn callees(stmts: &[Stmt], out: &mut Vec<FuncId>) {
        visit_stmts(stmts, &mut |v| match v {
            Visit::Stmt(Stmt::Call(f, _)) => out.push(*f),
            Visit::Expr(Expr { kind: ExprKind::Call(f, _), .. }) => out.push(*f),
            _ => {}
        });
    }
    let graph: Vec<Vec<FuncId>> = funcs
        .iter()
        .map(|f| {
            let mut v = Vec::new();
            callees(&f.body, &mut v);
            v.sort();
            v.dedup();
            v
        })
        .collect();
    // Depth-first search with an explicit stack (a call chain may be thousands deep).
    // 0 = unvisited, 1 = on the path, 2 = done.
    let mut state = vec![0u8; funcs.len()];
    let mut reported = HashSet::new();
    for root in 0..funcs.len() {
        if state[root] != 0 {
            continue;
        }
        let mut path: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        while let Some(&mut (n, ref mut next)) = path.last_mut() {
            let Some(c) = graph[n].get(*next) else {
                state[n] = 2;
                path.pop();
                continue;
            };
            *next += 1;
            let c = c.0 as usize;
            if state[c] == 1 {
                let start = path.iter().position(|&(x, _)| x == c).unwrap_or(0);
                let cycle: Vec<&str> = path[start..].iter().map(|&(i, _)| funcs[i].name.as_str()).collect();
                if reported.insert(c) {
                    diags.push(
                        Diagnostic::error(format!("`{}` calls itself (recursion is not supported)", funcs[c].name))
                            .at(funcs[c].span, format!("cycle: {} -> {}", cycle.join(" -> "), funcs[c].name))
                            .note("every call is inlined into its system (as on the GPU); rewrite it as a loop"),
                    );
                }
            } else if state[c] == 0 {
                state[c] = 1;
                path.push((c, 0));
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum PSig {
    Value { ty: ValueType, is_const: bool },
    Ref { comp: CompId, mutable: bool },
    With(CompId),
    Without(CompId),
}

#[derive(Clone, Debug)]
struct Sig {
    name: String,
    params: Vec<PSig>,
    param_spans: Vec<Span>,
    ret: Option<ValueType>,
    prelude: bool,
    span: Span,
    ok: bool,
}

impl Sig {
    fn same_params(&self, other: &Sig) -> bool {
        self.params.len() == other.params.len()
            && self.params.iter().zip(&other.params).all(|(a, b)| match (a, b) {
                (PSig::Value { ty: x, .. }, PSig::Value { ty: y, .. }) => x == y,
                (PSig::Ref { comp: x, .. }, PSig::Ref { comp: y, .. }) => x == y,
                (PSig::With(x), PSig::With(y)) | (PSig::Without(x), PSig::Without(y)) => x == y,
                _ => false,
            })
    }

    fn describe(&self, spec: &Spec) -> String {
        let ps: Vec<String> = self
            .params
            .iter()
            .map(|p| match p {
                PSig::Value { ty, .. } => ty.to_string(),
                PSig::Ref { comp, mutable } => {
                    format!("{}{}&", if *mutable { "" } else { "const " }, spec.comp(*comp).name)
                }
                PSig::With(c) => spec.comp(*c).name.clone(),
                PSig::Without(c) => format!("!{}", spec.comp(*c).name),
            })
            .collect();
        format!("{}({})", self.name, ps.join(", "))
    }
}

struct Globals<'a> {
    spec: &'a Spec,
    layout: &'a Layout,
    consts: HashMap<&'a str, &'a ConstDef>,
    sigs: Vec<Sig>,
    by_name: HashMap<String, Vec<FuncId>>,
    system_of: HashMap<FuncId, SysId>,
    /// The archetypes each per-row system's query matches, by its function.
    row_archs: HashMap<FuncId, Vec<ArchId>>,
    /// The structs of the systems code, by name (each a `ValueType::Struct`).
    structs: HashMap<String, ValueType>,
}

fn base_type(name: &str) -> Option<ValueType> {
    if ValueType::BASE_NAMES.contains(&name) { ValueType::parse(name).ok() } else { None }
}

// ---------------------------------------------------------------------------------------------
// Bodies

/// A literal or named constant whose type adapts to its context.
#[derive(Clone, Debug, PartialEq)]
enum Untyped {
    Int(i64),
    /// The value and, for a literal, its text (read again at the target precision).
    Float(f64, Option<String>),
}

/// What an expression denotes before it is used.
enum Val {
    Value(Expr, Option<Untyped>),
    Place(Place, bool),
    /// A component row (reference), with mutability.
    Row(Root, CompId, bool),
}

type R<T> = Result<T, ()>;

struct FnCx<'g, 'd> {
    g: &'g Globals<'g>,
    fid: FuncId,
    diags: &'d mut Diagnostics,
    locals: Vec<Local>,
    scopes: Vec<HashMap<String, LocalId>>,
    ret: Option<ValueType>,
    loops: u32,
    temps: u32,
    /// Value locals declared `const` (and loop entity bindings).
    const_locals: Vec<LocalId>,
    /// Locals whose declaration failed (an unknown type, a bad initializer of a reference):
    /// uses of them fail quietly, since the declaration's error says it all.
    poisoned: HashSet<LocalId>,
    /// Uses of poisoned locals: failures already explained by another error.
    quiet_failures: u32,
    /// Statements the current statement's expressions run first (`count` loops), and where
    /// the last one was asked for.
    hoisted: Vec<Stmt>,
    hoisted_span: Option<Span>,
    /// Constant arrays this function uses, each in a local written by `prologue`, the
    /// statements the function starts with.
    const_arrays: HashMap<String, LocalId>,
    prologue: Vec<Stmt>,
    /// Unknown names already reported in this function.
    unknown: HashSet<String>,
    /// The entity bindings of the loops over rows being checked, innermost last, with their
    /// archetypes (what an `after` clause may name).
    row_loops: Vec<(LocalId, ArchId)>,
    /// A per-row system's entity parameter, and where an `after` clause named it (the
    /// parameter must then never be assigned).
    own_entity: Option<LocalId>,
    after_own: Option<Span>,
}

fn ty_name(t: &ValueType) -> String {
    t.to_string()
}

fn is_numeric(t: &ValueType) -> bool {
    matches!(t, ValueType::Int | ValueType::Uint | ValueType::Float | ValueType::Double)
}

fn is_float(t: &ValueType) -> bool {
    matches!(t, ValueType::Float | ValueType::Double)
}

fn is_integer(t: &ValueType) -> bool {
    matches!(t, ValueType::Int | ValueType::Uint)
}

/// Can `from` become `to` without a cast?
fn widens(from: &ValueType, to: &ValueType) -> bool {
    use ValueType::*;
    matches!((from, to), (Int | Uint, Float | Double) | (Float, Double))
}

fn rank(t: &ValueType) -> u8 {
    match t {
        ValueType::Int | ValueType::Uint => 1,
        ValueType::Float => 2,
        ValueType::Double => 3,
        _ => 0,
    }
}

fn cexpr(c: Const, ty: ValueType, span: Span) -> Expr {
    Expr { kind: ExprKind::Const(c), ty, span }
}

fn untyped_default(u: &Untyped, span: Span) -> Expr {
    match u {
        Untyped::Int(v) if *v >= i32::MIN as i64 && *v <= i32::MAX as i64 => {
            cexpr(Const::Int(*v as i32), ValueType::Int, span)
        }
        Untyped::Int(v) if *v >= 0 && *v <= u32::MAX as i64 => cexpr(Const::Uint(*v as u32), ValueType::Uint, span),
        Untyped::Int(v) => cexpr(Const::Float(*v as f32), ValueType::Float, span),
        Untyped::Float(v, text) => {
            let f =
                text.as_deref().and_then(|t| t.trim_end_matches(['f', 'F']).parse::<f32>().ok()).unwrap_or(*v as f32);
            cexpr(Const::Float(f), ValueType::Float, span)
        }
    }
}

mod calls;
mod count;
mod exprs;
mod func;
mod globals;
mod pairs;
mod sort;
mod stmts;
mod structs;

/// Cost of passing a value of type `from` to a parameter of type `to`, or `None`.
fn arg_cost(from: &ValueType, u: Option<&Untyped>, to: &ValueType) -> Option<u32> {
    if let Some(u) = u {
        return match (u, to) {
            (Untyped::Int(v), ValueType::Int) if *v >= i32::MIN as i64 && *v <= i32::MAX as i64 => Some(0),
            (Untyped::Int(v), ValueType::Uint) if *v >= 0 && *v <= u32::MAX as i64 => Some(1),
            (Untyped::Int(_), ValueType::Float) => Some(1),
            (Untyped::Int(_), ValueType::Double) => Some(2),
            (Untyped::Float(..), ValueType::Float) => Some(0),
            (Untyped::Float(..), ValueType::Double) => Some(1),
            _ => None,
        };
    }
    if from == to {
        Some(0)
    } else if widens(from, to) {
        Some(2)
    } else {
        None
    }
}

fn fold(op: AOp, a: &Untyped, b: &Untyped) -> Option<Untyped> {
    use Untyped::*;
    Some(match (a, b) {
        (Int(x), Int(y)) => Int(match op {
            AOp::Add => x.checked_add(*y)?,
            AOp::Sub => x.checked_sub(*y)?,
            AOp::Mul => x.checked_mul(*y)?,
            AOp::Div => {
                if *y == 0 {
                    return None;
                }
                x.checked_div(*y)?
            }
            AOp::Rem => {
                if *y == 0 {
                    return None;
                }
                x.checked_rem(*y)?
            }
            AOp::Shl if (0..32).contains(y) => x.checked_shl(*y as u32)?,
            AOp::BitAnd => x & y,
            AOp::BitOr => x | y,
            AOp::BitXor => x ^ y,
            _ => return None,
        }),
        _ => {
            let f = |u: &Untyped| match u {
                Int(i) => *i as f64,
                Float(f, _) => *f,
            };
            let (x, y) = (f(a), f(b));
            Float(
                match op {
                    AOp::Add => x + y,
                    AOp::Sub => x - y,
                    AOp::Mul => x * y,
                    AOp::Div => x / y,
                    _ => return None,
                },
                None,
            )
        }
    })
}

fn zero_value(t: &ValueType, span: Span) -> Expr {
    let c = |c: Const, ty: ValueType| cexpr(c, ty, span);
    match t {
        ValueType::Bool => c(Const::Bool(false), t.clone()),
        ValueType::Int => c(Const::Int(0), t.clone()),
        ValueType::Uint => c(Const::Uint(0), t.clone()),
        ValueType::Float => c(Const::Float(0.0), t.clone()),
        ValueType::Double => c(Const::Double(0.0), t.clone()),
        ValueType::Entity => c(Const::NullEntity, t.clone()),
        ValueType::Vec2 | ValueType::Vec3 | ValueType::Vec4 | ValueType::Quat => {
            Expr { kind: ExprKind::Splat(Box::new(c(Const::Float(0.0), ValueType::Float))), ty: t.clone(), span }
        }
        // Arrays: an all-zero "value" of the array type; code generators zero the storage.
        ValueType::Array(..) | ValueType::Struct(_) => Expr { kind: ExprKind::Construct(vec![]), ty: t.clone(), span },
    }
}

fn local_place(l: LocalId, ty: ValueType, span: Span) -> Place {
    Place { root: Root::Local(l), path: vec![], ty, comp: None, span }
}

fn load_local(l: LocalId, ty: ValueType, span: Span) -> Expr {
    Expr { kind: ExprKind::Load(Box::new(local_place(l, ty.clone(), span))), ty, span }
}

/// Does every path through `stmts` end in `return` (or loop forever)?
pub fn returns(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match s {
        Stmt::Return(_) => true,
        Stmt::If(arms, b) => arms.iter().all(|(_, a)| returns(a)) && returns(b),
        Stmt::Loop { pre: None, post: None, body, .. } => !breaks(body),
        _ => false,
    })
}

fn breaks(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match s {
        Stmt::Break => true,
        Stmt::If(arms, b) => arms.iter().any(|(_, a)| breaks(a)) || breaks(b),
        _ => false,
    })
}

fn expr_text(e: &ast::Expr) -> String {
    match &e.kind {
        AE::Name(n) => n.clone(),
        AE::Field(b, f) => format!("{}.{}", expr_text(b), f.name),
        AE::Call { name, .. } => format!("{}(...)", name.name),
        _ => "...".to_string(),
    }
}
