//! Walking the IR.
//!
//! [`visit_stmts`] calls a closure on every statement and expression of a body, outside in,
//! including the index expressions of places and the entity expressions of `get`. Every
//! analysis, printer and code generator that needs "everything this body contains" uses it, so
//! a new IR construct is added to the walk once.

use super::*;

/// A node met by [`visit_stmts`].
pub(crate) enum Visit<'a> {
    Stmt(&'a Stmt),
    Expr(&'a Expr),
}

/// Visits every statement and expression (places' index expressions included), outside in.
pub(crate) fn visit_stmts<'a>(stmts: &'a [Stmt], f: &mut dyn FnMut(Visit<'a>)) {
    for s in stmts {
        f(Visit::Stmt(s));
        match s {
            Stmt::Assign(p, e) => {
                visit_place(p, f);
                visit_expr(e, f);
            }
            Stmt::BindRef(_, RefSource::Get(_, e)) => visit_expr(e, f),
            Stmt::BindRef(_, RefSource::Single(_)) => {}
            Stmt::Eval(e) | Stmt::Destroy(e, _) | Stmt::RandKey(e) => visit_expr(e, f),
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
            Stmt::ForRows { keys, body, .. } => {
                for (_, e) in keys.iter().flat_map(|k| &k.bounds) {
                    visit_expr(e, f);
                }
                visit_stmts(body, f)
            }
            Stmt::ResetWorld(_) | Stmt::Break | Stmt::Continue | Stmt::Return(None) => {}
        }
    }
}

pub(crate) fn visit_args<'a>(args: &'a [Arg], f: &mut dyn FnMut(Visit<'a>)) {
    for a in args {
        match a {
            Arg::Value(e) => visit_expr(e, f),
            Arg::Ref(Root::Src(RefSource::Get(_, e))) => visit_expr(e, f),
            Arg::Ref(_) => {}
        }
    }
}

pub(crate) fn visit_place<'a>(p: &'a Place, f: &mut dyn FnMut(Visit<'a>)) {
    if let Root::Src(RefSource::Get(_, e)) = &p.root {
        visit_expr(e, f);
    }
    for proj in &p.path {
        if let Proj::Index { index, .. } = proj {
            visit_expr(index, f);
        }
    }
}

pub(crate) fn visit_expr<'a>(e: &'a Expr, f: &mut dyn FnMut(Visit<'a>)) {
    f(Visit::Expr(e));
    match &e.kind {
        ExprKind::Const(_) => {}
        ExprKind::Load(p) => visit_place(p, f),
        ExprKind::Unary(_, a) | ExprKind::Convert(a) | ExprKind::Splat(a) | ExprKind::Pick(a, _) => visit_expr(a, f),
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

/// The span of the first expression in `body`: where a loop without a condition is reported
/// (its stop site), by every code generator.
pub(crate) fn first_span(body: &[Stmt]) -> Option<mw_runtime::source::Span> {
    let mut span = None;
    visit_stmts(body, &mut |v| {
        if span.is_none()
            && let Visit::Expr(e) = v
        {
            span = Some(e.span);
        }
    });
    span
}

/// The entity locals of `body` assigned once, by `spawn(A)`, and never passed by reference: a
/// `get` of one reads the row the spawn returned (with the kernel destroying nothing, that
/// row is the entity's until the call ends).
pub(crate) fn spawn_locals(body: &[Stmt]) -> Vec<(LocalId, ArchId)> {
    let mut assigns: std::collections::HashMap<LocalId, (u32, Option<ArchId>)> = std::collections::HashMap::new();
    visit_stmts(body, &mut |v| match v {
        Visit::Stmt(Stmt::Assign(p, e)) => {
            if let Root::Local(l) = p.root {
                let a = match (&e.kind, p.path.is_empty()) {
                    (ExprKind::Builtin(Builtin::Spawn(a), _), true) => Some(*a),
                    _ => None,
                };
                let n = assigns.entry(l).or_insert((0, a));
                n.0 += 1;
            }
        }
        Visit::Stmt(Stmt::Call(_, args)) | Visit::Expr(Expr { kind: ExprKind::Call(_, args), .. }) => {
            for a in args {
                if let Arg::Ref(Root::Local(l)) = a {
                    assigns.entry(*l).or_insert((0, None)).0 += 2;
                }
            }
        }
        _ => {}
    });
    let mut out: Vec<(LocalId, ArchId)> =
        assigns.into_iter().filter_map(|(l, (n, a))| if n == 1 { a.map(|a| (l, a)) } else { None }).collect();
    out.sort_by_key(|(l, _)| l.0);
    out
}

/// The value locals `body` assigns, or passes by reference.
pub(crate) fn assigned_locals(body: &[Stmt]) -> std::collections::HashSet<LocalId> {
    let mut out = std::collections::HashSet::new();
    visit_stmts(body, &mut |v| match v {
        Visit::Stmt(Stmt::Assign(p, _)) => {
            if let Root::Local(l) = p.root {
                out.insert(l);
            }
        }
        Visit::Stmt(Stmt::Call(_, args)) | Visit::Expr(Expr { kind: ExprKind::Call(_, args), .. }) => {
            for a in args {
                if let Arg::Ref(Root::Local(l)) = a {
                    out.insert(*l);
                }
            }
        }
        _ => {}
    });
    out
}
