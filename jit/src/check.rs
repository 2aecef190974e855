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
use mw_runtime::schema::{ArchId, CompId, ConstDef, ConstValue, GraphItem, Spec, ValueType};
use mw_runtime::source::{Diagnostic, Diagnostics, SourceMap, Span, did_you_mean};

use crate::ast::{self, BinOp as AOp, ExprKind as AE, ParamKind, StmtKind as AS, UnOp};
use crate::ir::*;

/// The prelude's source, compiled with every environment.
pub const PRELUDE: &str = include_str!("../../stdlib/prelude.mwc");
pub const PRELUDE_NAME: &str = "<prelude>";

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
    let layout = Layout::of(spec);

    // Parse the user's chunks, then the prelude.
    let mut funcs: Vec<(ast::Func, bool)> = Vec::new();
    let aliases: Vec<String> = spec.aliases.iter().map(|a| a.name.clone()).collect();
    for chunk in &spec.code {
        let toks = crate::lexer::lex(&chunk.text, chunk.file, chunk.offset, &mut diags);
        funcs.extend(crate::parser::parse_with_types(&toks, &aliases, &mut diags).into_iter().map(|f| (f, false)));
    }
    let existing = sources.files().find(|(_, f)| f.name == PRELUDE_NAME).map(|(id, _)| id);
    let prelude_file = match existing {
        Some(id) => id,
        None => sources.add(PRELUDE_NAME, None, PRELUDE.to_string()),
    };
    let mut pdiags = Vec::new();
    let ptoks = crate::lexer::lex(PRELUDE, prelude_file, 0, &mut pdiags);
    funcs.extend(crate::parser::parse(&ptoks, &mut pdiags).into_iter().map(|f| (f, true)));
    diags.extend(pdiags);

    let mut g = Globals {
        spec,
        layout: &layout,
        consts: spec.constants.iter().map(|c| (c.name.as_str(), c)).collect(),
        sigs: Vec::new(),
        by_name: HashMap::new(),
        system_of: HashMap::new(),
    };

    // Signatures.
    for (f, prelude) in &funcs {
        let sig = g.signature(f, *prelude, &mut diags);
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

    // Systems: everything the graph names, plus init_world.
    let mut systems: Vec<System> = Vec::new();
    let mut graph = Vec::new();
    let user_fn = |g: &Globals, name: &str| -> Option<FuncId> {
        g.by_name.get(name).and_then(|ids| ids.iter().copied().find(|id| !g.sigs[id.0 as usize].prelude))
    };
    let mut sys_index: HashMap<String, SysId> = HashMap::new();
    let mut init_world = None;
    let mut sys_names: Vec<(String, Span)> = Vec::new();
    if let Some(id) = user_fn(&g, "init_world") {
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
        let Some(fid) = user_fn(&g, name) else {
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
        if let Some(sys) = g.system(fid, name == "init_world", &mut diags) {
            let id = SysId(systems.len() as u32);
            sys_index.insert(name.clone(), id);
            g.system_of.insert(fid, id);
            if name == "init_world" {
                init_world = Some(id);
            }
            systems.push(sys);
        }
    }
    for item in &spec.graph {
        match item {
            GraphItem::System { name, .. } => {
                if let Some(&id) = sys_index.get(name) {
                    if Some(id) != init_world {
                        graph.push(Node::System(id));
                    }
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
            }
        }
    }

    // Bodies.
    let mut lowered = Vec::with_capacity(funcs.len());
    for (i, (f, prelude)) in funcs.iter().enumerate() {
        if diags.len() >= MAX_CHECK_DIAGS {
            // The script fails anyway; checking the rest would only add what is not shown.
            return Err(diags);
        }
        let before = diags.len();
        let mut cx = FnCx::new(&g, FuncId(i as u32), &mut diags);
        let func = cx.lower_func(f, *prelude);
        if f.broken {
            // Its syntax error is the root cause; what the checker finds in the rest of a
            // half-parsed body would only bury it.
            diags.truncate(before);
        }
        lowered.push(func);
    }

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
    check_recursion(&lowered, &mut diags);
    if !diags.iter().any(Diagnostic::is_error) {
        let costs = crate::budget::costs(&lowered);
        diags.extend(crate::budget::check(&lowered, &systems, &costs));
        // All the code to compile: each kernel is its system with every call inlined.
        let size = |sys: &System| sys.kernels() * costs[sys.func.0 as usize].nodes;
        let total: u64 = entries().chain(init_world.map(|id| &systems[id.0 as usize])).map(size).sum();
        if total > crate::budget::MAX_TOTAL_NODES && !diags.iter().any(Diagnostic::is_error) {
            diags.push(
                Diagnostic::error(format!(
                    "the environment is too large to compile: {total} IR nodes in all its kernels; the limit is {}",
                    crate::budget::MAX_TOTAL_NODES
                ))
                .at(spec.span, "in this environment")
                .note("each graph entry compiles its system once per archetype it matches, with every call inlined"),
            );
        }
    }
    mark_pure(&mut lowered);

    // Access summaries.
    for sys in &mut systems {
        let mut acc: HashMap<CompId, Access> = HashMap::new();
        let f = &lowered[sys.func.0 as usize];
        for (p, local) in sys.params.iter().zip(&f.params) {
            if let (SysParam::Row(c) | SysParam::Single(c), Some(l)) = (p, local) {
                if let LocalKind::Ref { mutable, .. } = f.local(*l).kind {
                    let a = if mutable { Access::ReadWrite } else { Access::Read };
                    acc.entry(*c).and_modify(|x| *x = x.merge(a)).or_insert(a);
                }
            }
        }
        let mut seen = HashSet::new();
        collect_access(&lowered, sys.func, &mut acc, &mut seen);
        let mut v: Vec<_> = acc.into_iter().collect();
        v.sort();
        sys.access = v;
    }

    // Warnings about user code that does nothing useful.
    for sys in &systems {
        if let SystemKind::PerRow(q) = &sys.kind {
            if q.archetypes.is_empty() {
                diags.push(
                    Diagnostic::warning(format!("system `{}` matches no archetype, so it never runs", sys.name))
                        .at(sys.span, "this system's parameters are its query")
                        .note("an archetype must have every component the system takes and none it excludes"),
                );
            }
        }
    }
    // A function that takes rows but is neither in the graph nor called is a system the user
    // forgot to list: without a warning it would silently be a helper no one calls.
    let defined: HashSet<&str> = sys_names.iter().map(|(n, _)| n.as_str()).collect();
    let mut called: HashSet<FuncId> = HashSet::new();
    for f in &lowered {
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
        if !quiet
            && !*prelude
            && !defined.contains(name)
            && !called.contains(&FuncId(i as u32))
            && is_system_like(spec, f)
        {
            diags.push(
                Diagnostic::warning(format!(
                    "`{name}` takes component rows but is not in the graph, and nothing calls it"
                ))
                .at(f.name.span, "never runs")
                .note(format!("add \"{name}\" to `e.graph([...])` to run it every step")),
            );
        }
    }

    if diags.iter().any(Diagnostic::is_error) {
        return Err(diags);
    }
    let program = Program { spec: spec.clone(), layout: layout.clone(), funcs: lowered, systems, init_world, graph };
    Ok(Checked { program, warnings: diags })
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

/// Marks functions without effects (see [`Func::pure`]), to a fixed point over calls.
fn mark_pure(funcs: &mut [Func]) {
    let mut pure = vec![true; funcs.len()];
    loop {
        let mut changed = false;
        for (i, f) in funcs.iter().enumerate() {
            if !pure[i] {
                continue;
            }
            let mut ok = true;
            visit_stmts(&f.body, &mut |v| match v {
                Visit::Stmt(Stmt::Assign(p, _)) if !matches!(p.root, Root::Local(_)) => ok = false,
                Visit::Stmt(Stmt::Destroy(_) | Stmt::ResetWorld) => ok = false,
                Visit::Stmt(Stmt::Call(g, _)) if !pure[g.0 as usize] => ok = false,
                Visit::Expr(Expr { kind: ExprKind::Call(g, _), .. }) if !pure[g.0 as usize] => ok = false,
                Visit::Expr(Expr { kind: ExprKind::Builtin(b, _), .. }) if b.has_effects() => ok = false,
                _ => {}
            });
            if !ok {
                pure[i] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for (f, p) in funcs.iter_mut().zip(pure) {
        f.pure = p;
    }
}

fn collect_access(funcs: &[Func], root: FuncId, acc: &mut HashMap<CompId, Access>, seen: &mut HashSet<FuncId>) {
    // A worklist, not recursion: call chains may be long.
    let mut work = vec![root];
    while let Some(f) = work.pop() {
        if seen.insert(f) {
            work.extend(access_of(funcs, f, acc));
        }
    }
}

/// Adds what `f` itself accesses to `acc`; returns the functions it calls.
fn access_of(funcs: &[Func], f: FuncId, acc: &mut HashMap<CompId, Access>) -> Vec<FuncId> {
    let func = &funcs[f.0 as usize];
    let mut add = |c: CompId, a: Access| {
        acc.entry(c).and_modify(|x| *x = x.merge(a)).or_insert(a);
    };
    let mut calls = Vec::new();
    visit_stmts(&func.body, &mut |v| match v {
        Visit::Stmt(Stmt::BindRef(l, RefSource::Get(c, _) | RefSource::Single(c))) => {
            let m = matches!(func.local(*l).kind, LocalKind::Ref { mutable: true, .. });
            add(*c, if m { Access::ReadWrite } else { Access::Read });
        }
        Visit::Stmt(Stmt::ForRows { binds, .. }) => {
            for (l, c) in binds {
                let m = matches!(func.local(*l).kind, LocalKind::Ref { mutable: true, .. });
                add(*c, if m { Access::ReadWrite } else { Access::Read });
            }
        }
        Visit::Stmt(Stmt::Assign(p, _)) => {
            if let (Root::Src(_), Some(c)) = (&p.root, p.comp) {
                add(c, Access::Write);
            }
        }
        Visit::Stmt(Stmt::Call(id, _)) => calls.push(*id),
        Visit::Expr(Expr { kind: ExprKind::Load(p), .. }) => {
            if let (Root::Src(_), Some(c)) = (&p.root, p.comp) {
                add(c, Access::Read);
            }
        }
        Visit::Expr(Expr { kind: ExprKind::Call(id, _), .. }) => calls.push(*id),
        _ => {}
    });
    calls
}

/// A node met by [`visit_stmts`].
pub enum Visit<'a> {
    Stmt(&'a Stmt),
    Expr(&'a Expr),
}

/// Visits every statement and expression (places' index expressions included), outside in.
pub fn visit_stmts<'a>(stmts: &'a [Stmt], f: &mut dyn FnMut(Visit<'a>)) {
    for s in stmts {
        f(Visit::Stmt(s));
        match s {
            Stmt::Assign(p, e) => {
                visit_place(p, f);
                visit_expr(e, f);
            }
            Stmt::BindRef(_, RefSource::Get(_, e)) => visit_expr(e, f),
            Stmt::BindRef(_, RefSource::Single(_)) => {}
            Stmt::Eval(e) | Stmt::Destroy(e) => visit_expr(e, f),
            Stmt::Return(Some(e)) => visit_expr(e, f),
            Stmt::Call(_, args) => visit_args(args, f),
            Stmt::If(arms, b) => {
                for (c, a) in arms {
                    visit_expr(c, f);
                    visit_stmts(a, f);
                }
                visit_stmts(b, f);
            }
            Stmt::Loop { pre, body, step, post } => {
                if let Some(e) = pre {
                    visit_expr(e, f);
                }
                visit_stmts(body, f);
                visit_stmts(step, f);
                if let Some(e) = post {
                    visit_expr(e, f);
                }
            }
            Stmt::ForRows { body, .. } => visit_stmts(body, f),
            Stmt::ResetWorld | Stmt::Break | Stmt::Continue | Stmt::Return(None) => {}
        }
    }
}

fn visit_args<'a>(args: &'a [Arg], f: &mut dyn FnMut(Visit<'a>)) {
    for a in args {
        match a {
            Arg::Value(e) => visit_expr(e, f),
            Arg::Ref(Root::Src(RefSource::Get(_, e))) => visit_expr(e, f),
            Arg::Ref(_) => {}
        }
    }
}

fn visit_place<'a>(p: &'a Place, f: &mut dyn FnMut(Visit<'a>)) {
    if let Root::Src(RefSource::Get(_, e)) = &p.root {
        visit_expr(e, f);
    }
    for proj in &p.path {
        if let Proj::Index { index, .. } = proj {
            visit_expr(index, f);
        }
    }
}

pub fn visit_expr<'a>(e: &'a Expr, f: &mut dyn FnMut(Visit<'a>)) {
    f(Visit::Expr(e));
    match &e.kind {
        ExprKind::Const(_) => {}
        ExprKind::Load(p) => visit_place(p, f),
        ExprKind::Unary(_, a) | ExprKind::Convert(a) | ExprKind::Splat(a) => visit_expr(a, f),
        ExprKind::Binary(_, a, b) | ExprKind::Compare(_, a, b) | ExprKind::And(a, b) | ExprKind::Or(a, b) => {
            visit_expr(a, f);
            visit_expr(b, f);
        }
        ExprKind::Select(c, a, b) => {
            visit_expr(c, f);
            visit_expr(a, f);
            visit_expr(b, f);
        }
        ExprKind::Construct(v) | ExprKind::Builtin(_, v) => v.iter().for_each(|x| visit_expr(x, f)),
        ExprKind::Call(_, args) => visit_args(args, f),
    }
}

// ---------------------------------------------------------------------------------------------
// Signatures

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
}

fn base_type(name: &str) -> Option<ValueType> {
    if ValueType::BASE_NAMES.contains(&name) { ValueType::parse(name).ok() } else { None }
}

impl<'a> Globals<'a> {
    /// A built-in value type or a type alias of the spec.
    fn base_type(&self, name: &str) -> Option<ValueType> {
        base_type(name).or_else(|| self.spec.alias(name))
    }

    fn unknown_type(&self, id: &ast::Ident) -> Diagnostic {
        let mut names: Vec<&str> = ValueType::BASE_NAMES.to_vec();
        names.extend(self.spec.components.iter().map(|c| c.name.as_str()));
        names.extend(self.spec.aliases.iter().map(|a| a.name.as_str()));
        let mut d = Diagnostic::error(format!("unknown type `{}`", id.name)).at(id.span, "not a type");
        if let Some(h) = did_you_mean(&id.name, names) {
            d = d.note(h);
        } else if self.spec.archetype(&id.name).is_some() {
            d = d.note(format!(
                "`{}` is an archetype; references name a component (`Cart& c`), and `spawn({})` creates one",
                id.name, id.name
            ));
        }
        d
    }

    fn comp_type(&self, id: &ast::Ident, diags: &mut Diagnostics) -> Option<CompId> {
        match self.spec.component(&id.name) {
            Some(c) => Some(c),
            None => {
                if self.base_type(&id.name).is_some() {
                    diags.push(
                        Diagnostic::error(format!("`{}&`: references are only to components", id.name))
                            .at(id.span, "a value type")
                            .note(format!("take the value instead: `{} {}`", id.name, "x")),
                    );
                } else {
                    diags.push(self.unknown_type(id));
                }
                None
            }
        }
    }

    fn signature(&self, f: &ast::Func, prelude: bool, diags: &mut Diagnostics) -> Sig {
        let mut ok = true;
        let ret = if f.ret.name == "void" {
            None
        } else {
            match self.base_type(&f.ret.name) {
                Some(t) => Some(t),
                None => {
                    ok = false;
                    if self.spec.component(&f.ret.name).is_some() {
                        diags.push(
                            Diagnostic::error(format!("a function can't return component `{}`", f.ret.name))
                                .at(f.ret.span, "return type")
                                .note("return a value type, or take a reference parameter and write to it"),
                        );
                    } else {
                        diags.push(self.unknown_type(&f.ret));
                    }
                    None
                }
            }
        };
        let mut params = Vec::new();
        let mut param_spans = Vec::new();
        for p in &f.params {
            param_spans.push(p.span);
            let ps = match &p.kind {
                ParamKind::Value { is_const, ty, .. } => match self.base_type(&ty.name) {
                    Some(t) => Some(PSig::Value { ty: t, is_const: *is_const }),
                    None => {
                        if self.spec.component(&ty.name).is_some() {
                            diags.push(
                                Diagnostic::error(format!("component `{}` is passed by reference", ty.name))
                                    .at(p.span, "missing `&`")
                                    .note(format!(
                                        "write `{}& name` (or `const {}& name` to only read it)",
                                        ty.name, ty.name
                                    )),
                            );
                        } else {
                            diags.push(self.unknown_type(ty));
                        }
                        None
                    }
                },
                ParamKind::Ref { is_const, ty, .. } => {
                    self.comp_type(ty, diags).map(|c| PSig::Ref { comp: c, mutable: !is_const })
                }
                ParamKind::With { ty } => match self.spec.component(&ty.name) {
                    Some(c) => Some(PSig::With(c)),
                    None => {
                        if self.base_type(&ty.name).is_some() {
                            diags.push(
                                Diagnostic::error(format!("parameter of type `{}` has no name", ty.name))
                                    .at(p.span, "name missing"),
                            );
                        } else {
                            diags.push(self.unknown_type(ty));
                        }
                        None
                    }
                },
                ParamKind::Without { ty } => self.comp_type(ty, diags).map(PSig::Without),
            };
            match ps {
                Some(ps) => params.push(ps),
                None => {
                    ok = false;
                    params.push(PSig::Value { ty: ValueType::Int, is_const: true });
                }
            }
        }
        Sig { name: f.name.name.clone(), params, param_spans, ret, prelude, span: f.name.span, ok }
    }

    /// Validates a system's parameters and builds its query.
    fn system(&self, fid: FuncId, is_init: bool, diags: &mut Diagnostics) -> Option<System> {
        let sig = &self.sigs[fid.0 as usize];
        if !sig.ok {
            return None;
        }
        let mut ok = true;
        if sig.ret.is_some() {
            diags.push(
                Diagnostic::error(format!("system `{}` must return `void`", sig.name))
                    .at(sig.span, "a system")
                    .note("systems write their results into components"),
            );
            ok = false;
        }
        let mut with = Vec::new();
        let mut without = Vec::new();
        let mut params = Vec::new();
        let mut has_entity = false;
        for (p, span) in sig.params.iter().zip(&sig.param_spans) {
            match p {
                PSig::Ref { comp, .. } if self.spec.comp(*comp).singleton => params.push(SysParam::Single(*comp)),
                PSig::Ref { comp, .. } => {
                    if with.contains(comp) {
                        diags.push(
                            Diagnostic::error(format!(
                                "component `{}` appears twice in the query",
                                self.spec.comp(*comp).name
                            ))
                            .at(*span, "again here"),
                        );
                        ok = false;
                    }
                    with.push(*comp);
                    params.push(SysParam::Row(*comp));
                }
                PSig::With(c) => {
                    if self.spec.comp(*c).singleton {
                        diags.push(
                            Diagnostic::error(format!("singleton `{}` can't filter rows", self.spec.comp(*c).name))
                                .at(*span, "a filter names a component of the rows"),
                        );
                        ok = false;
                    }
                    with.push(*c);
                    params.push(SysParam::Filter);
                }
                PSig::Without(c) => {
                    without.push(*c);
                    params.push(SysParam::Filter);
                }
                PSig::Value { ty: ValueType::Entity, .. } if !has_entity => {
                    has_entity = true;
                    params.push(SysParam::Entity);
                }
                PSig::Value { ty, .. } => {
                    diags.push(
                        Diagnostic::error(format!("system `{}` can't take a `{ty}` parameter", sig.name))
                            .at(*span, "not a component, entity or filter")
                            .note("system parameters are the query: `Cart& c`, `const Action& a`, `Entity e`, a tag `Agent`, or `!Dead`")
                            .note("pass tuning values as constants: `e.constants(#{...})`"),
                    );
                    ok = false;
                }
            }
        }
        for c in &without {
            if with.contains(c) {
                diags.push(
                    Diagnostic::error(format!("the query both requires and excludes `{}`", self.spec.comp(*c).name))
                        .at(sig.span, "in this system"),
                );
                ok = false;
            }
        }
        let kind = if with.is_empty() {
            if has_entity || !without.is_empty() {
                diags.push(
                    Diagnostic::error(format!("system `{}` filters rows but names no component to query", sig.name))
                        .at(sig.span, "in this system")
                        .note("add a component parameter (`const Pos& p`) so the system knows which rows to visit"),
                );
                ok = false;
            }
            SystemKind::PerWorld
        } else {
            let archetypes = self
                .spec
                .archetypes
                .iter()
                .enumerate()
                .filter(|(_, a)| {
                    with.iter().all(|c| a.components.contains(c)) && !without.iter().any(|c| a.components.contains(c))
                })
                .map(|(i, _)| ArchId(i as u32))
                .collect();
            SystemKind::PerRow(Query { with, without, archetypes })
        };
        if is_init && matches!(kind, SystemKind::PerRow(_)) {
            diags.push(
                Diagnostic::error("`init_world` runs once per world and can't take row parameters")
                    .at(sig.span, "here")
                    .note("spawn entities inside it with `spawn(Archetype)` and set them with `get(Comp, e)`"),
            );
            ok = false;
        }
        ok.then(|| System { name: sig.name.clone(), func: fid, kind, params, access: Vec::new(), span: sig.span })
    }
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
    /// Unknown names already reported in this function.
    unknown: HashSet<String>,
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

impl<'g, 'd> FnCx<'g, 'd> {
    fn new(g: &'g Globals<'g>, fid: FuncId, diags: &'d mut Diagnostics) -> Self {
        FnCx {
            g,
            fid,
            diags,
            locals: Vec::new(),
            scopes: Vec::new(),
            ret: None,
            loops: 0,
            temps: 0,
            const_locals: Vec::new(),
            poisoned: HashSet::new(),
            unknown: HashSet::new(),
        }
    }

    /// Declares names whose declaration failed, so later uses are not reported again.
    fn declare_poisoned(&mut self, names: impl IntoIterator<Item = ast::Ident>) {
        for n in names {
            if self.scopes.last().is_some_and(|s| s.contains_key(&n.name)) {
                continue;
            }
            let id = self.new_local(&n.name, LocalKind::Value(ValueType::Int), n.span);
            self.poisoned.insert(id);
            self.scopes.last_mut().expect("scope").insert(n.name.clone(), id);
        }
    }

    fn err(&mut self, d: Diagnostic) {
        if !self.saturated() {
            self.diags.push(d);
        }
    }

    /// Enough diagnostics already: later ones are neither made nor kept (the report shows
    /// the first 50 anyway, and hints for thousands of errors could take minutes).
    fn saturated(&self) -> bool {
        self.diags.len() >= MAX_CHECK_DIAGS
    }

    fn spec(&self) -> &'g Spec {
        self.g.spec
    }

    fn new_local(&mut self, name: &str, kind: LocalKind, span: Span) -> LocalId {
        let id = LocalId(self.locals.len() as u32);
        self.locals.push(Local { name: name.to_string(), kind, span });
        id
    }

    fn declare(&mut self, name: &ast::Ident, kind: LocalKind) -> LocalId {
        if let Some(&prev) = self.scopes.last().and_then(|s| s.get(&name.name)) {
            let prev_span = self.locals[prev.0 as usize].span;
            self.err(
                Diagnostic::error(format!("`{}` is already declared in this scope", name.name))
                    .at(name.span, "declared again")
                    .with(prev_span, "first declared here"),
            );
        } else if self.g.consts.contains_key(name.name.as_str()) {
            let c = self.g.consts[name.name.as_str()];
            self.err(
                Diagnostic::warning(format!("local `{}` hides the constant of the same name", name.name))
                    .at(name.span, "declared here")
                    .with(c.span, "constant declared here"),
            );
        }
        let id = self.new_local(&name.name, kind, name.span);
        self.scopes.last_mut().expect("scope").insert(name.name.clone(), id);
        id
    }

    fn temp(&mut self, ty: ValueType, span: Span) -> LocalId {
        self.temps += 1;
        let name = format!("%t{}", self.temps);
        self.new_local(&name, LocalKind::Value(ty), span)
    }

    fn lower_func(&mut self, f: &ast::Func, prelude: bool) -> Func {
        let sig = self.g.sigs[self.fid.0 as usize].clone();
        self.ret = sig.ret.clone();
        self.scopes.push(HashMap::new());
        let mut params = Vec::new();
        for (p, ps) in f.params.iter().zip(&sig.params) {
            let local = match (&p.kind, ps) {
                (ParamKind::Value { name, is_const, .. }, PSig::Value { ty, .. }) => {
                    let _ = is_const;
                    Some(self.declare(name, LocalKind::Value(ty.clone())))
                }
                (ParamKind::Ref { name, .. }, PSig::Ref { comp, mutable }) => {
                    Some(self.declare(name, LocalKind::Ref { comp: *comp, mutable: *mutable }))
                }
                (ParamKind::Value { name, .. } | ParamKind::Ref { name, .. }, _) => {
                    // Bad type (already reported): uses of the parameter stay quiet.
                    let id = self.declare(name, LocalKind::Value(ValueType::Int));
                    self.poisoned.insert(id);
                    Some(id)
                }
                _ => None,
            };
            params.push(local);
        }
        let is_system = self.g.system_of.contains_key(&self.fid);
        if !is_system {
            for (p, ps) in f.params.iter().zip(&sig.params) {
                if matches!(ps, PSig::With(_) | PSig::Without(_)) {
                    self.err(
                        Diagnostic::error(format!("`{}` has a filter parameter but is not a system", sig.name))
                            .at(p.span, "filters only make sense in a query")
                            .note(format!("add \"{}\" to `e.graph([...])` to make it a system", sig.name)),
                    );
                }
            }
        }
        let const_params: Vec<LocalId> = f
            .params
            .iter()
            .zip(&params)
            .filter_map(|(p, l)| match (&p.kind, l) {
                (ParamKind::Value { is_const: true, .. }, Some(l)) => Some(*l),
                _ => None,
            })
            .collect();
        self.const_locals.extend(const_params);
        let body = self.block_stmts(&f.body.stmts);
        self.scopes.pop();
        if let Some(ret) = &sig.ret {
            if !returns(&body) {
                let close =
                    Span { file: f.body.span.file, start: f.body.span.end.saturating_sub(1), end: f.body.span.end };
                self.err(
                    Diagnostic::error(format!("`{}` can end without returning a {}", sig.name, ty_name(ret)))
                        .at(close, "the end of the function is reachable")
                        .with(f.ret.span, format!("declared to return {}", ty_name(ret))),
                );
            }
        }
        Func {
            name: sig.name.clone(),
            params,
            ret: sig.ret.clone(),
            locals: std::mem::take(&mut self.locals),
            body,
            prelude,
            pure: false,
            span: sig.span,
        }
    }

    fn block_stmts(&mut self, stmts: &[ast::Stmt]) -> Vec<Stmt> {
        self.scopes.push(HashMap::new());
        let mut out = Vec::new();
        for s in stmts {
            self.stmt(s, &mut out);
        }
        self.scopes.pop();
        out
    }

    /// A statement used as the body of `if`/loops: a block keeps its own scope.
    fn sub_stmt(&mut self, s: &ast::Stmt) -> Vec<Stmt> {
        match &s.kind {
            AS::Block(b) => self.block_stmts(&b.stmts),
            _ => {
                self.scopes.push(HashMap::new());
                let mut out = Vec::new();
                if let AS::Decl { .. } = s.kind {
                    self.err(
                        Diagnostic::warning("a declaration as the whole body of `if`/loop is useless")
                            .at(s.span, "its scope ends right away")
                            .note("wrap it in `{ ... }`"),
                    );
                }
                self.stmt(s, &mut out);
                self.scopes.pop();
                out
            }
        }
    }

    fn cond(&mut self, e: &ast::Expr) -> R<Expr> {
        let v = self.rvalue(e)?;
        if v.ty != ValueType::Bool {
            let hint = if is_numeric(&v.ty) { "; compare it: `x != 0`" } else { "" };
            self.err(
                Diagnostic::error(format!("condition must be bool, found {}", ty_name(&v.ty)))
                    .at(e.span, format!("this is {}", ty_name(&v.ty)))
                    .note(format!("conditions are not converted implicitly{hint}")),
            );
            return Err(());
        }
        Ok(v)
    }

    fn stmt(&mut self, s: &ast::Stmt, out: &mut Vec<Stmt>) {
        let _ = self.stmt_inner(s, out);
    }

    fn stmt_inner(&mut self, s: &ast::Stmt, out: &mut Vec<Stmt>) -> R<()> {
        match &s.kind {
            AS::Empty => {}
            AS::Block(b) => {
                let inner = self.block_stmts(&b.stmts);
                // A nested block is just its statements; scoping was resolved above.
                out.extend(inner);
            }
            AS::Decl { is_const, ty, is_ref, vars } => self.decl(*is_const, ty, *is_ref, vars, out)?,
            AS::Expr(e) => self.expr_stmt(e, out)?,
            AS::Assign { target, op, value, op_span } => self.assign(target, *op, value, *op_span, out)?,
            AS::IncDec { target, inc } => {
                let place = self.place_for_write(target)?;
                if !is_numeric(&place.ty) {
                    self.err(
                        Diagnostic::error(format!(
                            "`{}` needs a number, found {}",
                            if *inc { "++" } else { "--" },
                            ty_name(&place.ty)
                        ))
                        .at(target.span, "not a number"),
                    );
                    return Err(());
                }
                let place = self.stabilize(place, out);
                let one = self.coerce(
                    cexpr(Const::Int(1), ValueType::Int, s.span),
                    Some(Untyped::Int(1)),
                    &place.ty,
                    s.span,
                )?;
                let cur =
                    Expr { kind: ExprKind::Load(Box::new(place.clone())), ty: place.ty.clone(), span: target.span };
                let op = if *inc { BinOp::Add } else { BinOp::Sub };
                let v = Expr {
                    kind: ExprKind::Binary(op, Box::new(cur), Box::new(one)),
                    ty: place.ty.clone(),
                    span: s.span,
                };
                out.push(Stmt::Assign(place, v));
            }
            AS::If { arms, els } => {
                let mut lowered = Vec::with_capacity(arms.len());
                let mut ok = true;
                for (cond, then) in arms {
                    let c = self.cond(cond);
                    let a = self.sub_stmt(then);
                    match c {
                        Ok(c) => lowered.push((c, a)),
                        Err(()) => ok = false,
                    }
                }
                let b = els.as_ref().map(|e| self.sub_stmt(e)).unwrap_or_default();
                if !ok {
                    return Err(());
                }
                out.push(Stmt::If(lowered, b));
            }
            AS::While { cond, body } => {
                let c = self.cond(cond);
                self.loops += 1;
                let b = self.sub_stmt(body);
                self.loops -= 1;
                out.push(Stmt::Loop { pre: Some(c?), body: b, step: vec![], post: None });
            }
            AS::DoWhile { body, cond } => {
                self.loops += 1;
                let b = self.sub_stmt(body);
                self.loops -= 1;
                let c = self.cond(cond)?;
                out.push(Stmt::Loop { pre: None, body: b, step: vec![], post: Some(c) });
            }
            AS::For { init, cond, step, body } => {
                self.scopes.push(HashMap::new());
                let r = (|| {
                    if let Some(i) = init {
                        self.stmt_inner(i, out)?;
                    }
                    let c = match cond {
                        Some(c) => Some(self.cond(c)?),
                        None => None,
                    };
                    let mut st = Vec::new();
                    for s in step {
                        self.stmt_inner(s, &mut st)?;
                    }
                    self.loops += 1;
                    let b = self.sub_stmt(body);
                    self.loops -= 1;
                    out.push(Stmt::Loop { pre: c, body: b, step: st, post: None });
                    Ok(())
                })();
                self.scopes.pop();
                r?;
            }
            AS::ForEach { binds, arch, body } => self.for_each(binds, arch, body, out)?,
            AS::Break | AS::Continue => {
                if self.loops == 0 {
                    let word = if matches!(s.kind, AS::Break) { "break" } else { "continue" };
                    self.err(
                        Diagnostic::error(format!("`{word}` outside of a loop"))
                            .at(s.span, "not inside `for`, `while` or `do`")
                            .note("to stop processing this row, use `return;`"),
                    );
                    return Err(());
                }
                out.push(if matches!(s.kind, AS::Break) { Stmt::Break } else { Stmt::Continue });
            }
            AS::Return(value) => {
                let ret = self.ret.clone();
                match (value, ret) {
                    (None, None) => out.push(Stmt::Return(None)),
                    (Some(e), Some(t)) => {
                        let v = self.rvalue_untyped(e)?;
                        let v = self.coerce(v.0, v.1, &t, e.span)?;
                        out.push(Stmt::Return(Some(v)));
                    }
                    (Some(e), None) => {
                        self.err(
                            Diagnostic::error("this function returns nothing (`void`)")
                                .at(e.span, "unexpected return value"),
                        );
                        return Err(());
                    }
                    (None, Some(t)) => {
                        self.err(
                            Diagnostic::error(format!("missing return value of type {}", ty_name(&t)))
                                .at(s.span, "`return;` without a value"),
                        );
                        return Err(());
                    }
                }
            }
        }
        Ok(())
    }

    /// A declaration; when it fails, its names are still declared (poisoned) so that their
    /// uses are not reported as unknown names on top of the real error.
    fn decl(
        &mut self,
        is_const: bool,
        ty: &ast::Ident,
        is_ref: bool,
        vars: &[ast::Declarator],
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let r = self.decl_inner(is_const, ty, is_ref, vars, out);
        if r.is_err() {
            self.declare_poisoned(vars.iter().map(|v| v.name.clone()));
        }
        r
    }

    fn decl_inner(
        &mut self,
        is_const: bool,
        ty: &ast::Ident,
        is_ref: bool,
        vars: &[ast::Declarator],
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        if is_ref {
            let comp = self.g.comp_type(ty, self.diags).ok_or(())?;
            for v in vars {
                if !v.dims.is_empty() {
                    self.err(Diagnostic::error("arrays of references are not supported").at(v.name.span, "here"));
                    return Err(());
                }
                let Some(init) = &v.init else {
                    self.err(
                        Diagnostic::error(format!("reference `{}` must be bound where it is declared", v.name.name))
                            .at(v.name.span, "no `=`")
                            .note(format!("write `{}& {} = get({}, entity);`", ty.name, v.name.name, ty.name)),
                    );
                    return Err(());
                };
                let val = self.expr(init);
                let local = self.declare(&v.name, LocalKind::Ref { comp, mutable: !is_const });
                let Val::Row(root, c, mutable) = val? else {
                    self.err(
                        Diagnostic::error(format!("`{}` must be bound to a component row", v.name.name))
                            .at(init.span, "not a reference")
                            .note(format!("use `get({}, entity)` or `single({})`", ty.name, ty.name)),
                    );
                    return Err(());
                };
                if c != comp {
                    self.err(
                        Diagnostic::error(format!(
                            "reference of type `{}&` bound to a `{}` row",
                            ty.name,
                            self.spec().comp(c).name
                        ))
                        .at(init.span, format!("this is a `{}`", self.spec().comp(c).name)),
                    );
                    return Err(());
                }
                if !is_const && !mutable {
                    self.err(
                        Diagnostic::error(format!("can't bind a mutable `{}&` to a read-only row", ty.name))
                            .at(init.span, "read-only")
                            .note(format!("declare it `const {}& {}`", ty.name, v.name.name)),
                    );
                    return Err(());
                }
                match root {
                    Root::Src(src) => out.push(Stmt::BindRef(local, src)),
                    _ => {
                        self.err(
                            Diagnostic::error("a reference can only be bound to `get(...)` or `single(...)`")
                                .at(init.span, "another reference")
                                .note("use the existing reference directly"),
                        );
                        return Err(());
                    }
                }
            }
            return Ok(());
        }
        let base = match self.g.base_type(&ty.name) {
            Some(t) => t,
            None => {
                if self.spec().component(&ty.name).is_some() {
                    self.err(
                        Diagnostic::error(format!("component `{}` can't be a local value", ty.name))
                            .at(ty.span, "a component type")
                            .note(format!("bind a reference to a row: `{}& x = get({}, entity);`", ty.name, ty.name)),
                    );
                } else {
                    let d = self.g.unknown_type(ty);
                    self.err(d);
                }
                return Err(());
            }
        };
        for v in vars {
            let mut t = base.clone();
            let mut dims = Vec::new();
            for d in &v.dims {
                dims.push(self.const_len(d)?);
            }
            for n in dims.into_iter().rev() {
                t = ValueType::Array(Box::new(t), n);
            }
            if let Err(e) = t.check_size() {
                self.err(
                    Diagnostic::error(format!("local array `{}` of type `{t}` {e}", v.name.name))
                        .at(v.name.span, "declared here")
                        .note("keep large data in a component or singleton instead"),
                );
                return Err(());
            }
            let init = match &v.init {
                Some(e) => {
                    if matches!(t, ValueType::Array(..)) {
                        self.err(
                            Diagnostic::error("arrays can't be initialized with `=`")
                                .at(e.span, "initializer")
                                .note("arrays start zeroed; set elements one by one"),
                        );
                        None
                    } else {
                        self.rvalue_untyped(e).and_then(|(x, u)| self.coerce(x, u, &t, e.span)).ok()
                    }
                }
                None => {
                    if is_const {
                        self.err(
                            Diagnostic::error(format!("const `{}` needs a value", v.name.name))
                                .at(v.name.span, "no `=`"),
                        );
                    }
                    None
                }
            };
            let local = self.declare(&v.name, LocalKind::Value(t.clone()));
            if is_const {
                self.const_locals.push(local);
            }
            let place = Place { root: Root::Local(local), path: vec![], ty: t.clone(), comp: None, span: v.name.span };
            match init {
                Some(e) => out.push(Stmt::Assign(place, e)),
                None if v.init.is_some() => {}
                // Uninitialized locals are zero (defined, unlike C); loops re-zero each time.
                None => out.push(Stmt::Assign(place, zero_value(&t, v.name.span))),
            }
        }
        Ok(())
    }

    fn const_len(&mut self, e: &ast::Expr) -> R<u32> {
        let (_, u) = self.rvalue_untyped(e)?;
        match u {
            Some(Untyped::Int(n)) if (1..=65536).contains(&n) => Ok(n as u32),
            _ => {
                self.err(
                    Diagnostic::error("array length must be a constant integer between 1 and 65536")
                        .at(e.span, "not a constant length"),
                );
                Err(())
            }
        }
    }

    fn expr_stmt(&mut self, e: &ast::Expr, out: &mut Vec<Stmt>) -> R<()> {
        if let AE::Call { name, args } = &e.kind {
            match name.name.as_str() {
                "destroy" => {
                    let [a] = self.args_n::<1>(name, args)?;
                    let v = self.rvalue(a)?;
                    let v = self.coerce(v, None, &ValueType::Entity, a.span)?;
                    out.push(Stmt::Destroy(v));
                    return Ok(());
                }
                "reset_world" => {
                    self.args_n::<0>(name, args)?;
                    out.push(Stmt::ResetWorld);
                    return Ok(());
                }
                _ => {}
            }
            if !BUILTIN_FNS.contains(&name.name.as_str()) && !CONSTRUCTORS.contains(&name.name.as_str()) {
                let (fid, args) = self.call(name, args, e.span)?;
                if self.g.sigs[fid.0 as usize].ret.is_none() {
                    out.push(Stmt::Call(fid, args));
                } else {
                    let ty = self.g.sigs[fid.0 as usize].ret.clone().unwrap_or(ValueType::Int);
                    out.push(Stmt::Eval(Expr { kind: ExprKind::Call(fid, args), ty, span: e.span }));
                }
                return Ok(());
            }
        }
        let v = self.rvalue(e)?;
        if v.has_effects() {
            out.push(Stmt::Eval(v));
        } else {
            self.err(
                Diagnostic::warning("this statement has no effect")
                    .at(e.span, "its value is discarded")
                    .note("did you mean an assignment (`=`) instead of a comparison (`==`)?"),
            );
        }
        Ok(())
    }

    fn assign(
        &mut self,
        target: &ast::Expr,
        op: Option<AOp>,
        value: &ast::Expr,
        op_span: Span,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let place = self.place_for_write(target)?;
        if matches!(place.ty, ValueType::Array(..)) {
            self.err(
                Diagnostic::error("arrays can't be assigned as a whole")
                    .at(target.span, format!("this is {}", ty_name(&place.ty)))
                    .note("copy the elements in a loop"),
            );
            return Err(());
        }
        match op {
            None => {
                let (v, u) = self.rvalue_untyped(value)?;
                let v = self.coerce(v, u, &place.ty, value.span)?;
                out.push(Stmt::Assign(place, v));
            }
            Some(op) => {
                let place = self.stabilize(place, out);
                let cur =
                    Expr { kind: ExprKind::Load(Box::new(place.clone())), ty: place.ty.clone(), span: target.span };
                let (v, u) = self.rvalue_untyped(value)?;
                let span = target.span.to(value.span);
                let (res, _) = self.binary(op, (cur, None), (v, u), span, op_span)?;
                let res = self.coerce(res, None, &place.ty, span).map_err(|_| ())?;
                out.push(Stmt::Assign(place, res));
            }
        }
        Ok(())
    }

    /// Evaluates a place's effectful parts (random indices, `get` of a computed entity) once,
    /// so `a[rand_int(0, 4)] += 1` reads and writes the same element.
    fn stabilize(&mut self, mut place: Place, out: &mut Vec<Stmt>) -> Place {
        if let Root::Src(RefSource::Get(c, e)) = &place.root {
            if e.has_effects() {
                let t = self.temp(ValueType::Entity, e.span);
                out.push(Stmt::Assign(local_place(t, ValueType::Entity, e.span), (**e).clone()));
                place.root = Root::Src(RefSource::Get(*c, Box::new(load_local(t, ValueType::Entity, e.span))));
            }
        }
        for p in &mut place.path {
            if let Proj::Index { index, .. } = p {
                if index.has_effects() {
                    let t = self.temp(index.ty.clone(), index.span);
                    out.push(Stmt::Assign(local_place(t, index.ty.clone(), index.span), (**index).clone()));
                    *index = Box::new(load_local(t, index.ty.clone(), index.span));
                }
            }
        }
        place
    }

    fn place_for_write(&mut self, e: &ast::Expr) -> R<Place> {
        match self.expr(e)? {
            Val::Place(p, true) => Ok(p),
            Val::Place(p, false) => {
                let what = self.describe_readonly(&p);
                self.err(
                    Diagnostic::error(format!("can't assign to {what}"))
                        .at(e.span, "read-only")
                        .note(self.readonly_hint(&p)),
                );
                Err(())
            }
            Val::Row(_, c, _) => {
                self.err(
                    Diagnostic::error(format!("can't assign a whole `{}` row", self.spec().comp(c).name))
                        .at(e.span, "a reference")
                        .note("assign its fields one by one"),
                );
                Err(())
            }
            Val::Value(..) => {
                self.err(Diagnostic::error("can't assign to this expression").at(e.span, "not a variable or field"));
                Err(())
            }
        }
    }

    fn describe_readonly(&self, p: &Place) -> String {
        match &p.root {
            Root::Ref(l) | Root::Local(l) => {
                let l = &self.locals[l.0 as usize];
                match l.kind {
                    LocalKind::Ref { comp, .. } => {
                        format!("a field of `{}`, a const `{}&`", l.name, self.spec().comp(comp).name)
                    }
                    LocalKind::Value(_) => format!("`{}`, which is const", l.name),
                }
            }
            Root::Src(_) => "a read-only row".to_string(),
        }
    }

    fn readonly_hint(&self, p: &Place) -> String {
        match &p.root {
            Root::Ref(l) => {
                let l = &self.locals[l.0 as usize];
                if let LocalKind::Ref { comp, .. } = l.kind {
                    let c = &self.spec().comp(comp).name;
                    format!("declare it `{c}& {}` (without `const`) to write to it", l.name)
                } else {
                    String::new()
                }
            }
            Root::Local(l) => format!("remove `const` from the declaration of `{}`", self.locals[l.0 as usize].name),
            Root::Src(_) => String::new(),
        }
    }

    fn for_each(&mut self, binds: &[ast::ForBind], arch: &ast::Ident, body: &ast::Stmt, out: &mut Vec<Stmt>) -> R<()> {
        let Some(aid) = self.spec().archetype(&arch.name) else {
            let mut d =
                Diagnostic::error(format!("unknown archetype `{}`", arch.name)).at(arch.span, "not an archetype");
            if let Some(h) = did_you_mean(&arch.name, self.spec().archetypes.iter().map(|a| a.name.as_str())) {
                d = d.note(h);
            } else if self.spec().component(&arch.name).is_some() {
                d = d.note("loops visit the rows of an archetype; name the archetype, and bind its components");
            }
            self.err(d);
            return Err(());
        };
        self.scopes.push(HashMap::new());
        let r = (|| {
            let mut entity = None;
            let mut refs = Vec::new();
            for b in binds {
                if b.ty.name == "Entity" && !b.is_ref {
                    if entity.is_some() {
                        self.err(Diagnostic::error("only one `Entity` binding per loop").at(b.span, "second one"));
                        return Err(());
                    }
                    entity = Some(self.declare(&b.name, LocalKind::Value(ValueType::Entity)));
                    self.const_locals.push(entity.expect("just set"));
                    continue;
                }
                let Some(c) = self.spec().component(&b.ty.name) else {
                    let d = self.g.unknown_type(&b.ty);
                    self.err(d);
                    return Err(());
                };
                if !b.is_ref {
                    self.err(
                        Diagnostic::error(format!("loop binding `{}` must be a reference", b.name.name))
                            .at(b.span, "missing `&`")
                            .note(format!("write `const {}& {}`", b.ty.name, b.name.name)),
                    );
                    return Err(());
                }
                if !self.spec().arch(aid).components.contains(&c) {
                    self.err(
                        Diagnostic::error(format!("archetype `{}` has no component `{}`", arch.name, b.ty.name))
                            .at(b.span, "not a column of the archetype")
                            .with(self.spec().arch(aid).span, format!("`{}` declared here", arch.name)),
                    );
                    return Err(());
                }
                let l = self.declare(&b.name, LocalKind::Ref { comp: c, mutable: !b.is_const });
                refs.push((l, c));
            }
            self.loops += 1;
            let body = self.sub_stmt(body);
            self.loops -= 1;
            out.push(Stmt::ForRows { arch: aid, entity, binds: refs, body });
            Ok(())
        })();
        self.scopes.pop();
        r
    }

    // ---- expressions ----

    fn rvalue(&mut self, e: &ast::Expr) -> R<Expr> {
        let (v, u) = self.rvalue_untyped(e)?;
        Ok(match u {
            Some(u) => untyped_default(&u, v.span),
            None => v,
        })
    }

    /// An expression as a value, keeping literal-ness so the context can pick its type.
    fn rvalue_untyped(&mut self, e: &ast::Expr) -> R<(Expr, Option<Untyped>)> {
        match self.expr(e)? {
            Val::Value(v, u) => Ok((v, u)),
            Val::Place(p, _) => {
                let ty = p.ty.clone();
                Ok((Expr { kind: ExprKind::Load(Box::new(p)), ty, span: e.span }, None))
            }
            Val::Row(_, c, _) => {
                let name = self.spec().comp(c).name.clone();
                self.err(
                    Diagnostic::error(format!("a `{name}` row is not a value"))
                        .at(e.span, "a reference to a component")
                        .note(format!(
                            "use one of its fields, e.g. `{}.{}`",
                            expr_text(e),
                            self.spec().comp(c).fields.first().map(|f| f.name.as_str()).unwrap_or("x")
                        )),
                );
                Err(())
            }
        }
    }

    fn expr(&mut self, e: &ast::Expr) -> R<Val> {
        let span = e.span;
        match &e.kind {
            AE::Int { value, unsigned } => {
                if *unsigned {
                    Ok(Val::Value(cexpr(Const::Uint(*value as u32), ValueType::Uint, span), None))
                } else {
                    let u = Untyped::Int(*value as i64);
                    Ok(Val::Value(untyped_default(&u, span), Some(u)))
                }
            }
            AE::Float(text) => {
                let f64v: f64 = text.trim_end_matches(['f', 'F']).parse().unwrap_or(0.0);
                if text.ends_with(['f', 'F']) {
                    let f: f32 = text.trim_end_matches(['f', 'F']).parse().unwrap_or(0.0);
                    return Ok(Val::Value(cexpr(Const::Float(f), ValueType::Float, span), None));
                }
                let u = Untyped::Float(f64v, Some(text.clone()));
                Ok(Val::Value(untyped_default(&u, span), Some(u)))
            }
            AE::Bool(b) => Ok(Val::Value(cexpr(Const::Bool(*b), ValueType::Bool, span), None)),
            AE::Null => Ok(Val::Value(cexpr(Const::NullEntity, ValueType::Entity, span), None)),
            AE::Name(name) => self.name(name, span),
            AE::Unary(op, a) => {
                let (v, u) = self.rvalue_untyped(a)?;
                self.unary(*op, v, u, span).map(|(x, u)| Val::Value(x, u))
            }
            AE::Binary(op, a, b) => {
                let l = self.rvalue_untyped(a);
                let r = self.rvalue_untyped(b);
                let (l, r) = (l?, r?);
                let op_span = Span { file: span.file, start: a.span.end, end: b.span.start };
                self.binary(*op, l, r, span, op_span).map(|(x, u)| Val::Value(x, u))
            }
            AE::Ternary(c, a, b) => {
                let c = self.cond(c);
                let a = self.rvalue_untyped(a);
                let b = self.rvalue_untyped(b);
                let (c, a, b) = (c?, a?, b?);
                let (a, b, ty) = self.unify(a, b, span, "the two branches of `?:`")?;
                Ok(Val::Value(Expr { kind: ExprKind::Select(Box::new(c), Box::new(a), Box::new(b)), ty, span }, None))
            }
            AE::Cast(ty, a) => {
                let t = self.g.base_type(&ty.name).ok_or(())?;
                let (v, u) = self.rvalue_untyped(a)?;
                self.convert_explicit(v, u, &t, span).map(|x| Val::Value(x, None))
            }
            AE::Call { name, args } => self.call_expr(name, args, span),
            AE::Field(base, field) => self.field(base, field, span),
            AE::Index(base, idx) => {
                let b = self.expr(base)?;
                let i = self.rvalue_untyped(idx);
                let Val::Place(mut p, m) = b else {
                    self.err(Diagnostic::error("only arrays can be indexed").at(base.span, "not an array"));
                    return Err(());
                };
                let ValueType::Array(elem, len) = p.ty.clone() else {
                    self.err(
                        Diagnostic::error(format!("only arrays can be indexed, found {}", ty_name(&p.ty)))
                            .at(base.span, format!("this is {}", ty_name(&p.ty))),
                    );
                    return Err(());
                };
                let (iv, iu) = i?;
                let iv = match (iu, &iv.ty) {
                    (Some(Untyped::Int(n)), _) => {
                        if n < 0 || n >= len as i64 {
                            self.err(
                                Diagnostic::error(format!("index {n} is out of range for {}", ty_name(&p.ty)))
                                    .at(idx.span, format!("valid indices are 0 to {}", len - 1)),
                            );
                            return Err(());
                        }
                        cexpr(Const::Int(n as i32), ValueType::Int, idx.span)
                    }
                    (_, ValueType::Int | ValueType::Uint) => iv,
                    (_, t) => {
                        self.err(
                            Diagnostic::error(format!("array index must be int or uint, found {}", ty_name(t)))
                                .at(idx.span, "not an integer")
                                .note("convert it explicitly: `int(x)`"),
                        );
                        return Err(());
                    }
                };
                p.path.push(Proj::Index { index: Box::new(iv), len, stride: elem.size() as u32 });
                p.ty = *elem;
                p.span = span;
                Ok(Val::Place(p, m))
            }
        }
    }

    fn name(&mut self, name: &str, span: Span) -> R<Val> {
        for scope in self.scopes.iter().rev() {
            if let Some(&l) = scope.get(name) {
                if self.poisoned.contains(&l) {
                    return Err(());
                }
                let local = &self.locals[l.0 as usize];
                return Ok(match &local.kind {
                    LocalKind::Value(t) => {
                        let mutable = !self.const_locals.contains(&l);
                        Val::Place(
                            Place { root: Root::Local(l), path: vec![], ty: t.clone(), comp: None, span },
                            mutable,
                        )
                    }
                    LocalKind::Ref { comp, mutable } => Val::Row(Root::Ref(l), *comp, *mutable),
                });
            }
        }
        if let Some(c) = self.g.consts.get(name) {
            let u = match &c.value {
                ConstValue::Int(v) => Untyped::Int(*v),
                ConstValue::Float(v) => Untyped::Float(*v, None),
                ConstValue::Bool(b) => {
                    return Ok(Val::Value(cexpr(Const::Bool(*b), ValueType::Bool, span), None));
                }
            };
            return Ok(Val::Value(untyped_default(&u, span), Some(u)));
        }
        if !self.unknown.insert(name.to_string()) || self.saturated() {
            return Err(());
        }
        let mut d = Diagnostic::error(format!("unknown name `{name}`")).at(span, "not declared");
        if self.spec().component(name).is_some() {
            d = d.note(format!("`{name}` is a component type; to read one, take it as a parameter (`const {name}& x`) or use `get({name}, entity)`"));
        } else if self.spec().archetype(name).is_some() {
            d = d.note(format!("`{name}` is an archetype; it can be used in `spawn({name})` or `for (... : {name})`"));
        } else {
            let mut cands: Vec<&str> = self.scopes.iter().flat_map(|s| s.keys().map(|k| k.as_str())).collect();
            cands.extend(self.g.consts.keys().copied());
            if let Some(h) = did_you_mean(name, cands) {
                d = d.note(h);
            }
        }
        self.err(d);
        Err(())
    }

    fn field(&mut self, base: &ast::Expr, field: &ast::Ident, span: Span) -> R<Val> {
        let b = self.expr(base)?;
        match b {
            Val::Row(root, comp, mutable) => {
                let c = self.spec().comp(comp);
                let Some(i) = c.fields.iter().position(|f| f.name == field.name) else {
                    let mut d = Diagnostic::error(format!("component `{}` has no field `{}`", c.name, field.name))
                        .at(field.span, "unknown field")
                        .with(c.span, format!("`{}` is declared here", c.name));
                    if let Some(h) = did_you_mean(&field.name, c.fields.iter().map(|f| f.name.as_str())) {
                        d = d.note(h);
                    } else {
                        let names: Vec<&str> = c.fields.iter().map(|f| f.name.as_str()).collect();
                        d = d.note(format!("its fields are: {}", names.join(", ")));
                    }
                    self.err(d);
                    return Err(());
                };
                let offset = self.g.layout.comp(comp).offsets[i] as u32;
                let ty = c.fields[i].ty.clone();
                Ok(Val::Place(Place { root, path: vec![Proj::Field { offset }], ty, comp: Some(comp), span }, mutable))
            }
            Val::Place(mut p, m) if is_vector(&p.ty) => {
                let lanes = self.swizzle(&p.ty, field)?;
                if lanes.len() == 1 {
                    p.path.push(Proj::Lane(lanes[0]));
                    p.ty = ValueType::Float;
                    p.span = span;
                    return Ok(Val::Place(p, m));
                }
                let v = Expr { kind: ExprKind::Load(Box::new(p.clone())), ty: p.ty.clone(), span: base.span };
                self.swizzle_value(v, &lanes, span)
            }
            Val::Value(v, _) if is_vector(&v.ty) => {
                let lanes = self.swizzle(&v.ty, field)?;
                self.swizzle_value(v, &lanes, span)
            }
            other => {
                let ty = match &other {
                    Val::Place(p, _) => p.ty.clone(),
                    Val::Value(v, _) => v.ty.clone(),
                    Val::Row(..) => unreachable!(),
                };
                self.err(
                    Diagnostic::error(format!("{} has no fields", ty_name(&ty)))
                        .at(field.span, format!("`.{}` on a {}", field.name, ty_name(&ty))),
                );
                Err(())
            }
        }
    }

    /// Lane indices of `.x`, `.xy`, `.wzyx`... on a vector (quaternions: `w x y z`).
    fn swizzle(&mut self, ty: &ValueType, field: &ast::Ident) -> R<Vec<u8>> {
        let n = lanes(ty);
        let names: &[char] = if *ty == ValueType::Quat { &['w', 'x', 'y', 'z'] } else { &['x', 'y', 'z', 'w'] };
        let alt: &[char] = &['r', 'g', 'b', 'a'];
        let mut out = Vec::new();
        for ch in field.name.chars() {
            let lane = names
                .iter()
                .position(|&c| c == ch)
                .or_else(|| if *ty == ValueType::Quat { None } else { alt.iter().position(|&c| c == ch) });
            match lane {
                Some(l) if l < n && out.len() < 4 => out.push(l as u8),
                _ => {
                    let valid: String = names[..n].iter().collect();
                    self.err(
                        Diagnostic::error(format!("{} has no field `{}`", ty_name(ty), field.name))
                            .at(field.span, "unknown field")
                            .note(format!(
                                "its lanes are `{}` (combinations like `.xy` read several)",
                                valid.chars().map(|c| c.to_string()).collect::<Vec<_>>().join("`, `")
                            )),
                    );
                    return Err(());
                }
            }
        }
        Ok(out)
    }

    /// Several lanes of a vector variable or field, as a new vector.
    fn swizzle_value(&mut self, v: Expr, lanes_: &[u8], span: Span) -> R<Val> {
        let ExprKind::Load(p) = &v.kind else {
            self.err(
                Diagnostic::error("lanes can only be picked from a variable or field")
                    .at(span, "a computed vector")
                    .note("store the vector in a variable first"),
            );
            return Err(());
        };
        if p.has_effects() {
            self.err(
                Diagnostic::error("lanes can only be picked from a variable or field")
                    .at(span, "the index has side effects")
                    .note("store the vector in a variable first"),
            );
            return Err(());
        }
        let parts: Vec<Expr> = lanes_
            .iter()
            .map(|&l| {
                let mut q = (**p).clone();
                q.path.push(Proj::Lane(l));
                q.ty = ValueType::Float;
                Expr { kind: ExprKind::Load(Box::new(q)), ty: ValueType::Float, span }
            })
            .collect();
        let ty = match lanes_.len() {
            1 => {
                return Ok(Val::Value(parts.into_iter().next().expect("one lane"), None));
            }
            2 => ValueType::Vec2,
            3 => ValueType::Vec3,
            _ => ValueType::Vec4,
        };
        Ok(Val::Value(Expr { kind: ExprKind::Construct(parts), ty, span }, None))
    }

    fn unary(&mut self, op: UnOp, v: Expr, u: Option<Untyped>, span: Span) -> R<(Expr, Option<Untyped>)> {
        match op {
            UnOp::Plus => {
                if !is_numeric(&v.ty) && !is_vector(&v.ty) {
                    self.err(
                        Diagnostic::error(format!("unary `+` needs a number, found {}", ty_name(&v.ty)))
                            .at(span, "here"),
                    );
                    return Err(());
                }
                Ok((v, u))
            }
            UnOp::Neg => {
                if let Some(u) = u {
                    let n = match u {
                        Untyped::Int(i) => Untyped::Int(-i),
                        Untyped::Float(f, t) => Untyped::Float(-f, t.map(|t| format!("-{t}"))),
                    };
                    return Ok((untyped_default(&n, span), Some(n)));
                }
                if !(is_numeric(&v.ty) || is_vector(&v.ty)) {
                    self.err(
                        Diagnostic::error(format!("`-` needs a number or vector, found {}", ty_name(&v.ty)))
                            .at(span, "here"),
                    );
                    return Err(());
                }
                if v.ty == ValueType::Uint {
                    self.err(
                        Diagnostic::error("`-` on a uint").at(span, "unsigned").note("convert to int first: `-int(x)`"),
                    );
                    return Err(());
                }
                let ty = v.ty.clone();
                Ok((Expr { kind: ExprKind::Unary(UnOp::Neg, Box::new(v)), ty, span }, None))
            }
            UnOp::Not => {
                if v.ty != ValueType::Bool {
                    self.err(
                        Diagnostic::error(format!("`!` needs a bool, found {}", ty_name(&v.ty)))
                            .at(span, "here")
                            .note("compare it: `x == 0`"),
                    );
                    return Err(());
                }
                Ok((Expr { kind: ExprKind::Unary(UnOp::Not, Box::new(v)), ty: ValueType::Bool, span }, None))
            }
            UnOp::BitNot => {
                let v = match u {
                    Some(u) => untyped_default(&u, span),
                    None => v,
                };
                if !is_integer(&v.ty) {
                    self.err(
                        Diagnostic::error(format!("`~` needs an int or uint, found {}", ty_name(&v.ty)))
                            .at(span, "here"),
                    );
                    return Err(());
                }
                let ty = v.ty.clone();
                Ok((Expr { kind: ExprKind::Unary(UnOp::BitNot, Box::new(v)), ty, span }, None))
            }
        }
    }

    /// Brings two operands to one type (numeric widening, literal adaptation).
    fn unify(
        &mut self,
        a: (Expr, Option<Untyped>),
        b: (Expr, Option<Untyped>),
        span: Span,
        what: &str,
    ) -> R<(Expr, Expr, ValueType)> {
        let (a, au) = a;
        let (b, bu) = b;
        match (&au, &bu) {
            (Some(_), Some(_)) => {
                // Both literals: the "larger" kind wins (float over int).
                let ty = if matches!(au, Some(Untyped::Float(..))) || matches!(bu, Some(Untyped::Float(..))) {
                    ValueType::Float
                } else {
                    a.ty.clone()
                };
                let a = self.coerce(a, au, &ty, span)?;
                let b = self.coerce(b, bu, &ty, span)?;
                return Ok((a, b, ty));
            }
            (Some(_), None) => {
                let ty = if matches!(au, Some(Untyped::Float(..))) && is_integer(&b.ty) {
                    ValueType::Float
                } else {
                    b.ty.clone()
                };
                let a2 = self.coerce(a, au, &ty, span)?;
                let b2 = self.coerce(b, None, &ty, span)?;
                return Ok((a2, b2, ty));
            }
            (None, Some(_)) => {
                let ty = if matches!(bu, Some(Untyped::Float(..))) && is_integer(&a.ty) {
                    ValueType::Float
                } else {
                    a.ty.clone()
                };
                let a2 = self.coerce(a, None, &ty, span)?;
                let b2 = self.coerce(b, bu, &ty, span)?;
                return Ok((a2, b2, ty));
            }
            (None, None) => {}
        }
        if a.ty == b.ty {
            let ty = a.ty.clone();
            return Ok((a, b, ty));
        }
        if is_numeric(&a.ty) && is_numeric(&b.ty) {
            if is_integer(&a.ty) && is_integer(&b.ty) {
                self.err(
                    Diagnostic::error(format!("{what} mix int and uint"))
                        .at(span, format!("{} and {}", ty_name(&a.ty), ty_name(&b.ty)))
                        .note("convert one explicitly: `int(x)` or `uint(x)`"),
                );
                return Err(());
            }
            let ty = if rank(&a.ty) >= rank(&b.ty) { a.ty.clone() } else { b.ty.clone() };
            let a = self.coerce(a, None, &ty, span)?;
            let b = self.coerce(b, None, &ty, span)?;
            return Ok((a, b, ty));
        }
        self.err(
            Diagnostic::error(format!("{what} have different types: {} and {}", ty_name(&a.ty), ty_name(&b.ty)))
                .at(span, "type mismatch"),
        );
        Err(())
    }

    fn binary(
        &mut self,
        op: AOp,
        l: (Expr, Option<Untyped>),
        r: (Expr, Option<Untyped>),
        span: Span,
        op_span: Span,
    ) -> R<(Expr, Option<Untyped>)> {
        // Fold arithmetic on two literals so `4.0 / 3.0` keeps full precision until it is used.
        if let (Some(a), Some(b)) = (&l.1, &r.1) {
            if let Some(u) = fold(op, a, b) {
                // Integer constants are folded exactly; a result no 32-bit type holds is an
                // error here (it would otherwise quietly become a float).
                if let Untyped::Int(v) = u {
                    if v < i32::MIN as i64 || v > u32::MAX as i64 {
                        self.err(
                            Diagnostic::error(format!(
                                "this constant expression is {v}, which does not fit in 32 bits"
                            ))
                            .at(span, "folded at compile time")
                            .note("int and uint are 32-bit; write a float literal (`1e12`) for larger magnitudes"),
                        );
                        return Err(());
                    }
                }
                return Ok((untyped_default(&u, span), Some(u)));
            }
        }
        let sym = op.text();
        match op {
            AOp::And | AOp::Or => {
                let (a, b) = (self.to_bool(l.0, sym)?, self.to_bool(r.0, sym)?);
                let kind = if op == AOp::And {
                    ExprKind::And(Box::new(a), Box::new(b))
                } else {
                    ExprKind::Or(Box::new(a), Box::new(b))
                };
                Ok((Expr { kind, ty: ValueType::Bool, span }, None))
            }
            AOp::Eq | AOp::Ne | AOp::Lt | AOp::Le | AOp::Gt | AOp::Ge => {
                let (a, b, ty) = self.unify(l, r, span, &format!("the operands of `{sym}`"))?;
                let ordered = !matches!(op, AOp::Eq | AOp::Ne);
                let ok = if ordered {
                    is_numeric(&ty)
                } else {
                    is_numeric(&ty) || matches!(ty, ValueType::Bool | ValueType::Entity)
                };
                if !ok {
                    let mut d = Diagnostic::error(format!("`{sym}` can't compare {} values", ty_name(&ty)))
                        .at(op_span.to(op_span), "here");
                    if is_vector(&ty) {
                        d = d.note("compare lanes (`a.x == b.x`) or distances (`length(a - b) < eps`)");
                    }
                    d.primary = Some((span, "here".into()));
                    self.err(d);
                    return Err(());
                }
                let cmp = match op {
                    AOp::Eq => CmpOp::Eq,
                    AOp::Ne => CmpOp::Ne,
                    AOp::Lt => CmpOp::Lt,
                    AOp::Le => CmpOp::Le,
                    AOp::Gt => CmpOp::Gt,
                    _ => CmpOp::Ge,
                };
                Ok((Expr { kind: ExprKind::Compare(cmp, Box::new(a), Box::new(b)), ty: ValueType::Bool, span }, None))
            }
            AOp::Add | AOp::Sub | AOp::Mul | AOp::Div => {
                let iop = match op {
                    AOp::Add => BinOp::Add,
                    AOp::Sub => BinOp::Sub,
                    AOp::Mul => BinOp::Mul,
                    _ => BinOp::Div,
                };
                let (lv, rv) = (l.0.ty.clone(), r.0.ty.clone());
                let (lv, rv) = (&lv, &rv);
                // Quaternion products.
                if op == AOp::Mul && *lv == ValueType::Quat && (*rv == ValueType::Quat || *rv == ValueType::Vec3) {
                    let name = if *rv == ValueType::Quat { "quat_mul" } else { "rotate" };
                    let ret = rv.clone();
                    let fid = self.prelude_fn(name, &[ValueType::Quat, ret.clone()]).ok_or(())?;
                    let args = vec![Arg::Value(l.0), Arg::Value(r.0)];
                    return Ok((Expr { kind: ExprKind::Call(fid, args), ty: ret, span }, None));
                }
                if (*lv == ValueType::Quat || *rv == ValueType::Quat) && !(is_numeric(lv) || is_numeric(rv)) {
                    self.err(
                        Diagnostic::error(format!("`{sym}` is not defined for {} and {}", ty_name(lv), ty_name(rv)))
                            .at(span, "here")
                            .note("quaternions support `q * q` (composition) and `q * v` (rotation)"),
                    );
                    return Err(());
                }
                // Vector with scalar: broadcast the scalar.
                if is_vector(lv) != is_vector(rv) {
                    let (vec, sc, vec_left) = if is_vector(lv) { (l, r, true) } else { (r, l, false) };
                    let vty = vec.0.ty.clone();
                    if !is_numeric(&sc.0.ty) {
                        self.err(
                            Diagnostic::error(format!(
                                "`{sym}` is not defined for {} and {}",
                                ty_name(lv),
                                ty_name(rv)
                            ))
                            .at(span, "here"),
                        );
                        return Err(());
                    }
                    if vty == ValueType::Quat {
                        if op != AOp::Mul && op != AOp::Div {
                            self.err(
                                Diagnostic::error(format!("`{sym}` of a quaternion and a number")).at(span, "here"),
                            );
                            return Err(());
                        }
                    }
                    let s = self.coerce(sc.0, sc.1, &ValueType::Float, span)?;
                    let s = Expr { kind: ExprKind::Splat(Box::new(s)), ty: vty.clone(), span };
                    let (a, b) = if vec_left { (vec.0, s) } else { (s, vec.0) };
                    return Ok((Expr { kind: ExprKind::Binary(iop, Box::new(a), Box::new(b)), ty: vty, span }, None));
                }
                let (a, b, ty) = self.unify(l, r, span, &format!("the operands of `{sym}`"))?;
                if !(is_numeric(&ty) || is_vector(&ty)) || (ty == ValueType::Quat) {
                    let mut d =
                        Diagnostic::error(format!("`{sym}` needs numbers, found {}", ty_name(&ty))).at(span, "here");
                    if ty == ValueType::Bool {
                        d = d.note("for logic use `&&` and `||`");
                    }
                    self.err(d);
                    return Err(());
                }
                Ok((Expr { kind: ExprKind::Binary(iop, Box::new(a), Box::new(b)), ty, span }, None))
            }
            AOp::Rem | AOp::BitAnd | AOp::BitOr | AOp::BitXor | AOp::Shl | AOp::Shr => {
                let iop = match op {
                    AOp::Rem => BinOp::Rem,
                    AOp::BitAnd => BinOp::And,
                    AOp::BitOr => BinOp::Or,
                    AOp::BitXor => BinOp::Xor,
                    AOp::Shl => BinOp::Shl,
                    _ => BinOp::Shr,
                };
                if matches!(op, AOp::Shl | AOp::Shr) {
                    // The amount's type does not have to match the value's.
                    let a = match l.1 {
                        Some(u) => untyped_default(&u, l.0.span),
                        None => l.0,
                    };
                    let b = match r.1 {
                        Some(u) => untyped_default(&u, r.0.span),
                        None => r.0,
                    };
                    if !is_integer(&a.ty) || !is_integer(&b.ty) {
                        self.err(
                            Diagnostic::error(format!(
                                "`{sym}` needs int or uint operands, found {} and {}",
                                ty_name(&a.ty),
                                ty_name(&b.ty)
                            ))
                            .at(span, "here"),
                        );
                        return Err(());
                    }
                    let ty = a.ty.clone();
                    let b = if b.ty != ty {
                        Expr { ty: ty.clone(), span: b.span, kind: ExprKind::Convert(Box::new(b)) }
                    } else {
                        b
                    };
                    return Ok((Expr { kind: ExprKind::Binary(iop, Box::new(a), Box::new(b)), ty, span }, None));
                }
                let (a, b, ty) = self.unify(l, r, span, &format!("the operands of `{sym}`"))?;
                if !is_integer(&ty) {
                    let mut d =
                        Diagnostic::error(format!("`{sym}` needs int or uint operands, found {}", ty_name(&ty)))
                            .at(span, "here");
                    if op == AOp::Rem && is_float(&ty) {
                        d = d.note("for floats use `fmod(a, b)`");
                    } else if ty == ValueType::Bool {
                        d = d.note("for logic use `&&`, `||` and `!=`");
                    }
                    self.err(d);
                    return Err(());
                }
                Ok((Expr { kind: ExprKind::Binary(iop, Box::new(a), Box::new(b)), ty, span }, None))
            }
        }
    }

    fn to_bool(&mut self, e: Expr, sym: &str) -> R<Expr> {
        if e.ty != ValueType::Bool {
            self.err(
                Diagnostic::error(format!("`{sym}` needs bool operands, found {}", ty_name(&e.ty)))
                    .at(e.span, format!("this is {}", ty_name(&e.ty)))
                    .note("compare it: `x != 0`"),
            );
            return Err(());
        }
        Ok(e)
    }

    /// Implicit conversion of a value to `to` (see the module docs), or an error.
    fn coerce(&mut self, e: Expr, u: Option<Untyped>, to: &ValueType, span: Span) -> R<Expr> {
        let sp = e.span;
        if let Some(u) = u {
            match (&u, to) {
                (Untyped::Int(v), ValueType::Int) if *v >= i32::MIN as i64 && *v <= i32::MAX as i64 => {
                    return Ok(cexpr(Const::Int(*v as i32), ValueType::Int, sp));
                }
                (Untyped::Int(v), ValueType::Uint) if *v >= 0 && *v <= u32::MAX as i64 => {
                    return Ok(cexpr(Const::Uint(*v as u32), ValueType::Uint, sp));
                }
                (Untyped::Int(v), ValueType::Float) => {
                    return Ok(cexpr(Const::Float(*v as f32), ValueType::Float, sp));
                }
                (Untyped::Int(v), ValueType::Double) => {
                    return Ok(cexpr(Const::Double(*v as f64), ValueType::Double, sp));
                }
                (Untyped::Float(v, text), ValueType::Float) => {
                    let f = text.as_deref().and_then(|t| t.parse::<f32>().ok()).unwrap_or(*v as f32);
                    return Ok(cexpr(Const::Float(f), ValueType::Float, sp));
                }
                (Untyped::Float(v, text), ValueType::Double) => {
                    let f = text.as_deref().and_then(|t| t.parse::<f64>().ok()).unwrap_or(*v);
                    return Ok(cexpr(Const::Double(f), ValueType::Double, sp));
                }
                (Untyped::Int(v), ValueType::Int | ValueType::Uint) => {
                    self.err(Diagnostic::error(format!("{v} does not fit in {}", ty_name(to))).at(sp, "out of range"));
                    return Err(());
                }
                (Untyped::Float(..), ValueType::Int | ValueType::Uint) => {
                    self.err(
                        Diagnostic::error(format!("expected {}, found a float literal", ty_name(to)))
                            .at(sp, "a float")
                            .note(format!("convert explicitly: `{}(x)` truncates toward zero", ty_name(to))),
                    );
                    return Err(());
                }
                _ => {}
            }
            let e = untyped_default(&u, sp);
            return self.coerce(e, None, to, span);
        }
        if &e.ty == to {
            return Ok(e);
        }
        if widens(&e.ty, to) {
            return Ok(Expr { kind: ExprKind::Convert(Box::new(e)), ty: to.clone(), span: sp });
        }
        let mut d = Diagnostic::error(format!("expected {}, found {}", ty_name(to), ty_name(&e.ty)))
            .at(sp, format!("this is {}", ty_name(&e.ty)));
        if is_numeric(&e.ty) && is_numeric(to) {
            d = d.note(format!("this conversion can lose information; write it explicitly: `{}(...)`", ty_name(to)));
        } else if is_numeric(&e.ty) && *to == ValueType::Bool {
            d = d.note("compare it: `x != 0`");
        } else if e.ty == ValueType::Bool && is_numeric(to) {
            d = d.note(format!("convert explicitly: `{}(b)` is 1 or 0", ty_name(to)));
        }
        self.err(d);
        Err(())
    }

    fn convert_explicit(&mut self, e: Expr, u: Option<Untyped>, to: &ValueType, span: Span) -> R<Expr> {
        if let Some(u) = &u {
            if let Ok(x) = self.coerce_quiet(e.clone(), u, to) {
                return Ok(x);
            }
        }
        let e = match u {
            Some(u) => untyped_default(&u, e.span),
            None => e,
        };
        let from = e.ty.clone();
        let ok = (is_numeric(&from) || from == ValueType::Bool) && (is_numeric(to) || *to == ValueType::Bool);
        if from == *to {
            return Ok(e);
        }
        if !ok {
            self.err(
                Diagnostic::error(format!("can't convert {} to {}", ty_name(&from), ty_name(to)))
                    .at(span, "invalid conversion"),
            );
            return Err(());
        }
        Ok(Expr { kind: ExprKind::Convert(Box::new(e)), ty: to.clone(), span })
    }

    fn coerce_quiet(&mut self, e: Expr, u: &Untyped, to: &ValueType) -> R<Expr> {
        match (u, to) {
            (Untyped::Int(_), ValueType::Int | ValueType::Uint | ValueType::Float | ValueType::Double)
            | (Untyped::Float(..), ValueType::Float | ValueType::Double) => {
                let n = self.diags.len();
                let r = self.coerce(e, Some(u.clone()), to, Span::default());
                self.diags.truncate(n);
                r
            }
            _ => Err(()),
        }
    }

    fn prelude_fn(&self, name: &str, params: &[ValueType]) -> Option<FuncId> {
        self.g.by_name.get(name)?.iter().copied().find(|id| {
            let s = &self.g.sigs[id.0 as usize];
            s.prelude
                && s.params.len() == params.len()
                && s.params.iter().zip(params).all(|(p, t)| matches!(p, PSig::Value { ty, .. } if ty == t))
        })
    }

    fn args_n<'a, const N: usize>(&mut self, name: &ast::Ident, args: &'a [ast::Expr]) -> R<[&'a ast::Expr; N]> {
        if args.len() != N {
            let s = if N == 1 { "" } else { "s" };
            self.err(
                Diagnostic::error(format!("`{}` takes {N} argument{s}, found {}", name.name, args.len()))
                    .at(name.span, "wrong number of arguments"),
            );
            return Err(());
        }
        let v: Vec<&'a ast::Expr> = args.iter().collect();
        v.try_into().map_err(|_| ())
    }

    fn comp_arg(&mut self, fname: &str, a: &ast::Expr, singleton: bool) -> R<CompId> {
        let AE::Name(n) = &a.kind else {
            self.err(
                Diagnostic::error(format!("the first argument of `{fname}` is a component name"))
                    .at(a.span, "not a name"),
            );
            return Err(());
        };
        match self.spec().component(n) {
            Some(c) if self.spec().comp(c).singleton == singleton => Ok(c),
            Some(c) => {
                let cname = &self.spec().comp(c).name;
                let d = if singleton {
                    Diagnostic::error(format!("`{cname}` is not a singleton"))
                        .at(a.span, "a per-entity component")
                        .note(format!("use `get({cname}, entity)` for a component of an entity"))
                } else {
                    Diagnostic::error(format!("`{cname}` is a singleton (one per world)"))
                        .at(a.span, "a singleton")
                        .note(format!("use `single({cname})`, or take it as a parameter `{cname}& s`"))
                };
                self.err(d);
                Err(())
            }
            None => {
                let mut d = Diagnostic::error(format!("unknown component `{n}`")).at(a.span, "not a component");
                if let Some(h) = did_you_mean(n, self.spec().components.iter().map(|c| c.name.as_str())) {
                    d = d.note(h);
                }
                self.err(d);
                Err(())
            }
        }
    }

    fn call_expr(&mut self, name: &ast::Ident, args: &[ast::Expr], span: Span) -> R<Val> {
        let n = name.name.as_str();
        let value = |kind: ExprKind, ty: ValueType| Ok(Val::Value(Expr { kind, ty, span }, None));
        match n {
            "get" => {
                let [c, e] = self.args_n::<2>(name, args)?;
                let comp = self.comp_arg(n, c, false)?;
                let ev = self.rvalue(e)?;
                let ev = self.coerce(ev, None, &ValueType::Entity, e.span)?;
                return Ok(Val::Row(Root::Src(RefSource::Get(comp, Box::new(ev))), comp, true));
            }
            "single" => {
                let [c] = self.args_n::<1>(name, args)?;
                let comp = self.comp_arg(n, c, true)?;
                return Ok(Val::Row(Root::Src(RefSource::Single(comp)), comp, true));
            }
            "spawn" => {
                let [a] = self.args_n::<1>(name, args)?;
                let aid = match &a.kind {
                    AE::Name(an) => self.spec().archetype(an),
                    _ => None,
                };
                let Some(aid) = aid else {
                    let mut d = Diagnostic::error(format!("`spawn` takes an archetype name, found `{}`", expr_text(a)))
                        .at(a.span, "not an archetype");
                    if let AE::Name(an) = &a.kind {
                        if let Some(h) = did_you_mean(an, self.spec().archetypes.iter().map(|x| x.name.as_str())) {
                            d = d.note(h);
                        }
                    }
                    self.err(d);
                    return Err(());
                };
                return value(ExprKind::Builtin(Builtin::Spawn(aid), vec![]), ValueType::Entity);
            }
            "destroy" | "reset_world" => {
                self.err(
                    Diagnostic::error(format!("`{n}` returns nothing"))
                        .at(span, "used as a value")
                        .note(format!("call it as a statement: `{n}(...);`")),
                );
                return Err(());
            }
            "alive" => {
                let [e] = self.args_n::<1>(name, args)?;
                let ev = self.rvalue(e)?;
                let ev = self.coerce(ev, None, &ValueType::Entity, e.span)?;
                return value(ExprKind::Builtin(Builtin::Alive, vec![ev]), ValueType::Bool);
            }
            "has" => {
                let [c, e] = self.args_n::<2>(name, args)?;
                let comp = self.comp_arg(n, c, false)?;
                let ev = self.rvalue(e)?;
                let ev = self.coerce(ev, None, &ValueType::Entity, e.span)?;
                return value(ExprKind::Builtin(Builtin::Has(comp), vec![ev]), ValueType::Bool);
            }
            "world_id" => {
                self.args_n::<0>(name, args)?;
                return value(ExprKind::Builtin(Builtin::WorldId, vec![]), ValueType::Int);
            }
            "rand_u32" => {
                self.args_n::<0>(name, args)?;
                return value(ExprKind::Builtin(Builtin::RandU32, vec![]), ValueType::Uint);
            }
            "bool" | "int" | "uint" | "float" | "double" => {
                let [a] = self.args_n::<1>(name, args)?;
                let to = self.g.base_type(n).ok_or(())?;
                let (v, u) = self.rvalue_untyped(a)?;
                return self.convert_explicit(v, u, &to, span).map(|x| Val::Value(x, None));
            }
            "vec2" | "vec3" | "vec4" | "quat" => return self.construct(name, args, span),
            _ => {}
        }
        if let Some(to) = self.spec().alias(n) {
            let [a] = self.args_n::<1>(name, args)?;
            let (v, u) = self.rvalue_untyped(a)?;
            return self.convert_explicit(v, u, &to, span).map(|x| Val::Value(x, None));
        }
        if let Some(b) = match n {
            "sqrt" => Some(Builtin::Sqrt),
            "abs" => Some(Builtin::Abs),
            "floor" => Some(Builtin::Floor),
            "ceil" => Some(Builtin::Ceil),
            "trunc" => Some(Builtin::Trunc),
            "round" => Some(Builtin::Round),
            "min" => Some(Builtin::Min),
            "max" => Some(Builtin::Max),
            "fmod" => Some(Builtin::Fmod),
            "copysign" => Some(Builtin::Copysign),
            "isnan" => Some(Builtin::IsNan),
            "isinf" => Some(Builtin::IsInf),
            "float_bits" => Some(Builtin::FloatBits),
            "bits_float" => Some(Builtin::BitsFloat),
            "mulhi" => Some(Builtin::MulHi),
            _ => None,
        } {
            return self.builtin_math(b, name, args, span);
        }
        let (fid, cargs) = self.call(name, args, span)?;
        let Some(ret) = self.g.sigs[fid.0 as usize].ret.clone() else {
            self.err(
                Diagnostic::error(format!("`{n}` returns nothing"))
                    .at(span, "used as a value")
                    .note(format!("call it as a statement: `{n}(...);`")),
            );
            return Err(());
        };
        Ok(Val::Value(Expr { kind: ExprKind::Call(fid, cargs), ty: ret, span }, None))
    }

    fn construct(&mut self, name: &ast::Ident, args: &[ast::Expr], span: Span) -> R<Val> {
        let ty = self.g.base_type(&name.name).ok_or(())?;
        let n = lanes(&ty);
        let mut parts = Vec::new();
        let mut vals = Vec::new();
        for a in args {
            vals.push((self.rvalue_untyped(a)?, a.span));
        }
        // One scalar: broadcast.
        if vals.len() == 1 && !is_vector(&vals[0].0.0.ty) && ty != ValueType::Quat {
            let ((v, u), sp) = vals.pop().expect("one");
            let s = self.coerce(v, u, &ValueType::Float, sp)?;
            return Ok(Val::Value(Expr { kind: ExprKind::Splat(Box::new(s)), ty, span }, None));
        }
        let mut count = 0;
        for ((v, u), sp) in vals {
            if is_vector(&v.ty) && v.ty != ValueType::Quat {
                let k = lanes(&v.ty);
                count += k;
                if let ExprKind::Load(p) = &v.kind {
                    if !p.has_effects() {
                        for l in 0..k {
                            let mut q = (**p).clone();
                            q.path.push(Proj::Lane(l as u8));
                            q.ty = ValueType::Float;
                            parts.push(Expr { kind: ExprKind::Load(Box::new(q)), ty: ValueType::Float, span: sp });
                        }
                        continue;
                    }
                }
                self.err(
                    Diagnostic::error(format!("`{}` takes floats or vector variables", name.name))
                        .at(sp, "store this vector in a variable first"),
                );
                return Err(());
            }
            count += 1;
            parts.push(self.coerce(v, u, &ValueType::Float, sp)?);
        }
        if count != n {
            self.err(
                Diagnostic::error(format!("`{}` needs {n} floats, found {count}", name.name))
                    .at(span, "wrong number of components")
                    .note(if ty == ValueType::Quat {
                        "quaternions are `quat(w, x, y, z)`".to_string()
                    } else {
                        format!("`{}(x)` sets every lane to x", name.name)
                    }),
            );
            return Err(());
        }
        Ok(Val::Value(Expr { kind: ExprKind::Construct(parts), ty, span }, None))
    }

    fn builtin_math(&mut self, b: Builtin, name: &ast::Ident, args: &[ast::Expr], span: Span) -> R<Val> {
        let arity = match b {
            Builtin::Min | Builtin::Max | Builtin::Fmod | Builtin::Copysign | Builtin::MulHi => 2,
            _ => 1,
        };
        if args.len() != arity {
            self.err(
                Diagnostic::error(format!(
                    "`{}` takes {arity} argument{}, found {}",
                    name.name,
                    if arity == 1 { "" } else { "s" },
                    args.len()
                ))
                .at(name.span, "wrong number of arguments"),
            );
            return Err(());
        }
        let mut vals = Vec::new();
        for a in args {
            vals.push(self.rvalue_untyped(a)?);
        }
        let (ty, exprs) = if arity == 2 {
            let b2 = vals.pop().expect("2");
            let a2 = vals.pop().expect("2");
            let (x, y, t) = self.unify(a2, b2, span, &format!("the arguments of `{}`", name.name))?;
            (t, vec![x, y])
        } else {
            let (v, u) = vals.pop().expect("1");
            let v = match (u, b) {
                (Some(u), Builtin::BitsFloat) => self.coerce(v, Some(u), &ValueType::Uint, span)?,
                (
                    Some(u),
                    Builtin::FloatBits
                    | Builtin::Sqrt
                    | Builtin::Floor
                    | Builtin::Ceil
                    | Builtin::Trunc
                    | Builtin::Round
                    | Builtin::IsNan
                    | Builtin::IsInf,
                ) => self.coerce(v, Some(u), &ValueType::Float, span)?,
                (Some(u), _) => untyped_default(&u, v.span),
                (None, _) => v,
            };
            (v.ty.clone(), vec![v])
        };
        let fl = is_float(&ty) || (is_vector(&ty) && ty != ValueType::Quat);
        let (ok, ret) = match b {
            Builtin::Sqrt | Builtin::Floor | Builtin::Ceil | Builtin::Trunc | Builtin::Round => (fl, ty.clone()),
            Builtin::Abs | Builtin::Min | Builtin::Max => {
                (fl || ty == ValueType::Int || ty == ValueType::Uint, ty.clone())
            }
            Builtin::Fmod | Builtin::Copysign => (is_float(&ty), ty.clone()),
            Builtin::IsNan | Builtin::IsInf => (is_float(&ty), ValueType::Bool),
            Builtin::FloatBits => (ty == ValueType::Float, ValueType::Uint),
            Builtin::BitsFloat => (ty == ValueType::Uint, ValueType::Float),
            Builtin::MulHi => (ty == ValueType::Uint, ValueType::Uint),
            _ => (false, ty.clone()),
        };
        let exprs = if !ok
            && matches!(
                b,
                Builtin::Sqrt
                    | Builtin::Floor
                    | Builtin::Ceil
                    | Builtin::Trunc
                    | Builtin::Round
                    | Builtin::Fmod
                    | Builtin::Copysign
                    | Builtin::IsNan
                    | Builtin::IsInf
            )
            && is_integer(&ty)
        {
            // `sqrt(2)` with an int variable: widen to float.
            let mut v2 = Vec::new();
            for e in exprs {
                v2.push(self.coerce(e, None, &ValueType::Float, span)?);
            }
            let ret = if matches!(b, Builtin::IsNan | Builtin::IsInf) { ValueType::Bool } else { ValueType::Float };
            return Ok(Val::Value(Expr { kind: ExprKind::Builtin(b, v2), ty: ret, span }, None));
        } else {
            exprs
        };
        if !ok {
            self.err(
                Diagnostic::error(format!("`{}` is not defined for {}", name.name, ty_name(&ty))).at(span, "here"),
            );
            return Err(());
        }
        Ok(Val::Value(Expr { kind: ExprKind::Builtin(b, exprs), ty: ret, span }, None))
    }

    /// Resolves a call to a user or prelude function (with overloads) and checks arguments.
    fn call(&mut self, name: &ast::Ident, args: &[ast::Expr], span: Span) -> R<(FuncId, Vec<Arg>)> {
        let Some(cands) = self.g.by_name.get(&name.name).cloned() else {
            let names: Vec<&str> = self.g.by_name.keys().map(|k| k.as_str()).chain(BUILTIN_FNS).collect();
            let mut d = Diagnostic::error(format!("unknown function `{}`", name.name)).at(name.span, "not defined");
            if let Some(h) = did_you_mean(&name.name, names) {
                d = d.note(h);
            }
            self.err(d);
            return Err(());
        };
        if let Some(&sid) = cands.iter().find_map(|c| self.g.system_of.get(c)) {
            let _ = sid;
            self.err(
                Diagnostic::error(format!("`{}` is a system and can't be called", name.name))
                    .at(name.span, "called here")
                    .note("move the shared code into a helper function that both call"),
            );
            return Err(());
        }
        let mut vals = Vec::new();
        for a in args {
            vals.push(self.expr(a)?);
        }
        // Cost of passing each argument: 0 exact, 1 literal adapting, 2 widening.
        let mut best: Option<(u32, FuncId)> = None;
        let mut tie = false;
        for &c in &cands {
            let sig = &self.g.sigs[c.0 as usize];
            if sig.params.len() != vals.len() {
                continue;
            }
            let mut cost = 0u32;
            let mut ok = true;
            for (p, v) in sig.params.iter().zip(&vals) {
                match (p, v) {
                    (PSig::Ref { comp, mutable }, Val::Row(_, c2, m2)) if comp == c2 && (!mutable || *m2) => {}
                    (PSig::Value { ty, .. }, Val::Value(e, u)) => match arg_cost(&e.ty, u.as_ref(), ty) {
                        Some(k) => cost += k,
                        None => ok = false,
                    },
                    (PSig::Value { ty, .. }, Val::Place(p, _)) => match arg_cost(&p.ty, None, ty) {
                        Some(k) => cost += k,
                        None => ok = false,
                    },
                    _ => ok = false,
                }
            }
            if !ok {
                continue;
            }
            match best {
                Some((b, _)) if b < cost => {}
                Some((b, _)) if b == cost => tie = true,
                _ => {
                    best = Some((cost, c));
                    tie = false;
                }
            }
        }
        let Some((_, fid)) = best else {
            return Err(self.no_overload(name, &cands, &vals, args, span));
        };
        if tie {
            let list: Vec<String> = cands.iter().map(|c| self.g.sigs[c.0 as usize].describe(self.spec())).collect();
            self.err(
                Diagnostic::error(format!("call to `{}` is ambiguous", name.name))
                    .at(span, "several overloads match")
                    .note(format!("candidates: {}", list.join(", ")))
                    .note("convert the arguments explicitly to pick one"),
            );
            return Err(());
        }
        let sig = self.g.sigs[fid.0 as usize].clone();
        let mut out = Vec::new();
        for ((p, v), a) in sig.params.iter().zip(vals).zip(args) {
            match (p, v) {
                (PSig::Ref { .. }, Val::Row(root, _, _)) => out.push(Arg::Ref(root)),
                (PSig::Value { ty, .. }, Val::Value(e, u)) => out.push(Arg::Value(self.coerce(e, u, ty, a.span)?)),
                (PSig::Value { ty, .. }, Val::Place(pl, _)) => {
                    let t = pl.ty.clone();
                    let e = Expr { kind: ExprKind::Load(Box::new(pl)), ty: t, span: a.span };
                    out.push(Arg::Value(self.coerce(e, None, ty, a.span)?));
                }
                _ => return Err(()),
            }
        }
        Ok((fid, out))
    }

    fn no_overload(&mut self, name: &ast::Ident, cands: &[FuncId], vals: &[Val], args: &[ast::Expr], span: Span) {
        let spec = self.spec();
        let describe = |v: &Val| match v {
            Val::Value(e, Some(Untyped::Int(_))) if e.ty == ValueType::Int => "int literal".to_string(),
            Val::Value(e, Some(Untyped::Float(..))) if e.ty == ValueType::Float => "float literal".to_string(),
            Val::Value(e, _) => ty_name(&e.ty),
            Val::Place(p, _) => ty_name(&p.ty),
            Val::Row(_, c, m) => {
                format!("{}{}&", if *m { "" } else { "const " }, spec.comp(*c).name)
            }
        };
        let given: Vec<String> = vals.iter().map(describe).collect();
        let same_arity: Vec<FuncId> =
            cands.iter().copied().filter(|c| self.g.sigs[c.0 as usize].params.len() == vals.len()).collect();
        if cands.len() == 1 {
            let sig = self.g.sigs[cands[0].0 as usize].clone();
            if sig.params.len() != vals.len() {
                let s = if sig.params.len() == 1 { "" } else { "s" };
                self.err(
                    Diagnostic::error(format!(
                        "`{}` takes {} argument{s}, found {}",
                        name.name,
                        sig.params.len(),
                        vals.len()
                    ))
                    .at(span, "wrong number of arguments")
                    .with(sig.span, format!("`{}` is defined here", sig.describe(spec))),
                );
                return;
            }
            // Point at the first argument that does not fit.
            for (i, ((p, v), a)) in sig.params.iter().zip(vals).zip(args).enumerate() {
                let fits = match (p, v) {
                    (PSig::Ref { comp, mutable }, Val::Row(_, c2, m2)) => comp == c2 && (!mutable || *m2),
                    (PSig::Value { ty, .. }, Val::Value(e, u)) => arg_cost(&e.ty, u.as_ref(), ty).is_some(),
                    (PSig::Value { ty, .. }, Val::Place(pl, _)) => arg_cost(&pl.ty, None, ty).is_some(),
                    _ => false,
                };
                if !fits {
                    let want = match p {
                        PSig::Value { ty, .. } => ty_name(ty),
                        PSig::Ref { comp, mutable } => {
                            format!("{}{}&", if *mutable { "" } else { "const " }, spec.comp(*comp).name)
                        }
                        PSig::With(c) | PSig::Without(c) => spec.comp(*c).name.clone(),
                    };
                    let mut d = Diagnostic::error(format!(
                        "argument {} of `{}`: expected {want}, found {}",
                        i + 1,
                        name.name,
                        describe(v)
                    ))
                    .at(a.span, "wrong type")
                    .with(sig.param_spans[i], "parameter declared here");
                    if let (PSig::Ref { mutable: true, .. }, Val::Row(_, _, false)) = (p, v) {
                        d = d.note("the argument is read-only; the parameter would let the function write to it");
                    }
                    self.err(d);
                    return;
                }
            }
        }
        let list: Vec<String> = (if same_arity.is_empty() { cands.to_vec() } else { same_arity })
            .iter()
            .map(|c| self.g.sigs[c.0 as usize].describe(spec))
            .collect();
        self.err(
            Diagnostic::error(format!("no `{}` takes ({})", name.name, given.join(", ")))
                .at(span, "no matching overload")
                .note(format!("available: {}", list.join(", "))),
        );
    }
}

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
        ValueType::Array(..) => Expr { kind: ExprKind::Construct(vec![]), ty: t.clone(), span },
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
