//! Loops over rows that only accumulate: what lets a per-world system's loop run on many GPU
//! threads without changing a bit of its result.
//!
//! A per-world system visits its world's rows in row order (SEMANTICS.md 10.4). When the loop
//! does nothing but fold each row into locals with one associative, commutative operation each
//! — `n += 1`, `s -= x`, `p *= k`, `m = max(m, x)`, `b |= f` on integers, `any = any || c` and
//! `all = all && c` on bools, or flags set to one constant (`if (c) { found = true; }`) — the
//! order of the rows cannot be seen in the result (integer arithmetic wraps, so it is
//! associative), and the rows may be folded in any grouping. Boids' `count` is the example:
//!
//! ```text
//! int n0 = 0; int n1 = 0;                  // the prologue: no effects
//! for (const Ship& h : Vessel) {           // the loop: reads rows, folds into n0 and n1
//!     if (h.team == 0) { n0 += 1; } else { n1 += 1; }
//! }
//! a.fleet0 = n0; a.fleet1 = n1;            // anything
//! ```
//!
//! [`reduction`] says whether a system's loop is such a fold, and if not, the first construct
//! that keeps it serial (what `mw check --plan` prints). The CUDA backend runs a fold in three
//! phases (jit/src/cuda/mod.rs): the prologue and the loop over chunks of rows, a warp a chunk;
//! the chunks' partial results combined, a warp a world; then the system on a thread per world,
//! taking the totals where the loop was. The CPU runs the loop in row order; for integer and
//! bool folds both give the same bits because nothing they compute depends on the order.
//!
//! Float and double sums (`s += x`, `s -= x`) do depend on the order, so SEMANTICS.md 10.5a
//! defines one that a warp computes naturally and every backend follows, the CPU included: the
//! loop's k-th row goes to lane `k % 32` of chunk `k / 1024`, each lane adds its rows in order
//! starting from -0.0, a chunk's lanes meet pairwise (`x[l] += x[l + m]`, m = 16, 8, 4, 2, 1),
//! chunk c's result goes to lane `c % 32` of the totals in the same way, the totals meet
//! likewise, and the sum is its value before the loop plus that. Other float folds (products,
//! min and max, whose ties of -0.0 and +0.0 differ in bits) stay serial.

use std::collections::{HashMap, HashSet};

use mw_runtime::schema::ValueType;
use mw_runtime::source::Span;

use super::visit::{Visit, visit_expr, visit_stmts};
use super::*;

/// How an accumulator folds rows in. `Add` covers `+=` and `-=` (a difference is a sum of
/// negations). `LogOr` and `LogAnd` are `b = b || x` and `b = b && x` on a `bool`; `Set` is a
/// local that the loop only ever sets to one constant (the constant's bits, [`set_const`]):
/// after the loop it holds that constant if any row set it, else what it held before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RedOp {
    Add,
    Mul,
    And,
    Or,
    Xor,
    Min,
    Max,
    LogOr,
    LogAnd,
    Set(u64),
}

/// The constant a `Set` fold of type `ty` sets, from its bits.
pub(crate) fn set_const(bits: u64, ty: &ValueType) -> Const {
    match ty {
        ValueType::Bool => Const::Bool(bits != 0),
        ValueType::Int => Const::Int(bits as u32 as i32),
        ValueType::Uint => Const::Uint(bits as u32),
        ValueType::Float => Const::Float(f32::from_bits(bits as u32)),
        ValueType::Double => Const::Double(f64::from_bits(bits)),
        _ => Const::NullEntity,
    }
}

fn const_bits(c: &Const) -> u64 {
    match c {
        Const::Bool(b) => u64::from(*b),
        Const::Int(i) => *i as u32 as u64,
        Const::Uint(u) => *u as u64,
        Const::Float(f) => f.to_bits() as u64,
        Const::Double(d) => d.to_bits(),
        Const::NullEntity => 0,
    }
}

impl RedOp {
    pub(crate) fn name(self) -> &'static str {
        match self {
            RedOp::Add => "`+`",
            RedOp::Mul => "`*`",
            RedOp::And => "`&`",
            RedOp::Or => "`|`",
            RedOp::Xor => "`^`",
            RedOp::Min => "`min`",
            RedOp::Max => "`max`",
            RedOp::LogOr => "`||`",
            RedOp::LogAnd => "`&&`",
            RedOp::Set(_) => "setting a constant",
        }
    }
}

/// A local that the loop folds rows into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Accumulator {
    pub local: LocalId,
    pub op: RedOp,
    /// `int` or `uint`; `bool` for `LogOr` and `LogAnd`; a scalar for `Set`.
    pub ty: ValueType,
}

/// A per-world system whose one loop over rows is a fold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Reduction {
    /// The loop's index among the system function's top-level statements: the statements
    /// before it (the prologue) have no effects.
    pub at: usize,
    pub(crate) accs: Vec<Accumulator>,
}

type Why = (String, Span);

/// The fold in `sys` (a per-world system with a loop over rows), or why its loop must run in
/// row order on one thread.
pub(crate) fn reduction(p: &Program, sys: &System) -> Result<Reduction, Why> {
    let func = p.func(sys.func);
    // Exactly one loop over rows, at the top level of the system's own body.
    let mut loops: Vec<(FuncId, Span)> = Vec::new();
    for f in p.reachable(sys.func) {
        visit_stmts(&p.func(f).body, &mut |v| {
            if let Visit::Stmt(Stmt::ForRows { span, .. }) = v {
                loops.push((f, *span));
            }
        });
    }
    if loops.len() > 1 {
        return Err(("loops over rows more than once".into(), loops[1].1));
    }
    let Some(&(f, span)) = loops.first() else { return Err(("has no loop over rows".into(), sys.span)) };
    // Its draws' keys would depend on where in the rows a chunk starts.
    for g in p.reachable(sys.func) {
        let mut keyed = None;
        visit_stmts(&p.func(g).body, &mut |v| {
            if let Visit::Stmt(Stmt::RandKey(e)) = v {
                keyed = keyed.or(Some(e.span));
            }
        });
        if let Some(at) = keyed {
            return Err(("calls rand_key()".into(), at));
        }
    }
    if f != sys.func {
        return Err(("loops over rows inside a function it calls".into(), span));
    }
    let Some(at) = func.body.iter().position(|s| matches!(s, Stmt::ForRows { .. })) else {
        return Err(("loops over rows inside an `if` or another loop".into(), span));
    };
    let Stmt::ForRows { binds, entity, body, after, .. } = &func.body[at] else { unreachable!("found above") };
    if after.is_some() {
        // Its rows depend on where another row is: not a partition of the world's rows.
        return Err(("loops over the rows after one row".into(), span));
    }
    for (l, c) in binds {
        if matches!(func.local(*l).kind, LocalKind::Ref { mutable: true, .. }) {
            let comp = &p.spec.components[c.0 as usize].name;
            return Err((format!("writes `{comp}` of the rows it loops over"), span));
        }
    }
    // The prologue runs again for every chunk of rows: it must have no effects.
    for s in &func.body[..at] {
        effect_free(p, func, s, "before its loop over rows")?;
    }
    // The loop's body: folds, and values private to one row.
    let mut assigned: Vec<(LocalId, &Stmt)> = Vec::new();
    visit_stmts(body, &mut |v| {
        if let Visit::Stmt(s @ Stmt::Assign(Place { root: Root::Local(l), .. }, _)) = v {
            assigned.push((*l, s));
        }
        if let Visit::Stmt(s @ Stmt::BindRef(l, _)) = v {
            assigned.push((*l, s));
        }
    });
    // Per local its updates: all one fold operation (an accumulator), none a fold (private to
    // the row, checked below), or a mix (neither).
    let mut folds: HashMap<LocalId, RedOp> = HashMap::new();
    let mut not_folds: HashSet<LocalId> = HashSet::new();
    // In the order the body first assigns them, so that what is reported does not depend on
    // a hash.
    let mut seen: Vec<LocalId> = Vec::new();
    for (l, _) in &assigned {
        if !seen.contains(l) {
            seen.push(*l);
        }
    }
    // A fold is read only by its own updates (each but setting a constant reads it once).
    let mut fold_reads: HashMap<LocalId, usize> = HashMap::new();
    visit_stmts(body, &mut |v| {
        if let Visit::Expr(Expr { kind: ExprKind::Load(pl), .. }) = v
            && let Root::Local(l) = pl.root
        {
            *fold_reads.entry(l).or_default() += 1;
        }
    });
    let first_set = set_first(body);
    for &l in &seen {
        let ops: Vec<(Option<RedOp>, &Stmt)> =
            assigned.iter().filter(|(a, _)| *a == l).map(|(_, s)| (fold_of(s), *s)).collect();
        let own_reads = ops.iter().filter(|(o, _)| !matches!(o, Some(RedOp::Set(_)))).count();
        let one_op = ops.iter().all(|(o, _)| o.is_some() && *o == ops[0].0);
        if one_op && fold_reads.get(&l).copied().unwrap_or(0) <= own_reads {
            folds.insert(l, ops[0].0.expect("one fold operation"));
            continue;
        }
        if first_set.contains(&l) {
            // Set for each row before anything reads it: private to the row (`int d = 0;
            // d += ...` included), checked below.
            not_folds.insert(l);
            continue;
        }
        let name = &func.local(l).name;
        let at = |s: &Stmt| stmt_span(s).unwrap_or(span);
        match (ops.iter().find(|(o, _)| o.is_some()), ops.iter().find(|(o, _)| o.is_none())) {
            (Some((Some(op), _)), None) => {
                if let Some((Some(other), s)) = ops.iter().find(|(o, _)| *o != Some(*op)) {
                    let why = if matches!((op, other), (RedOp::Set(_), RedOp::Set(_))) {
                        format!("sets `{name}` to two different constants (the last row's would win)")
                    } else {
                        format!("folds `{name}` by two operations ({} and {})", op.name(), other.name())
                    };
                    return Err((why, at(s)));
                }
                // One operation, but the loop reads the fold elsewhere: a value carried from
                // row to row (reported below).
                not_folds.insert(l);
            }
            (Some(_), Some((_, s))) => {
                return Err((format!("updates `{name}` by more than folding rows into it"), at(s)));
            }
            _ => {
                not_folds.insert(l);
            }
        }
    }
    let mut accs: Vec<Accumulator> = Vec::new();
    for (l, op) in seen.iter().filter_map(|l| folds.get(l).map(|op| (l, op))) {
        let name = &func.local(*l).name;
        let LocalKind::Value(ty) = &func.local(*l).kind else { unreachable!("folds are value locals") };
        let fits = match op {
            RedOp::LogOr | RedOp::LogAnd => *ty == ValueType::Bool,
            RedOp::Set(_) => true,
            // Sums of floats in the pairwise order of SEMANTICS.md 10.5a, on every backend.
            RedOp::Add => matches!(ty, ValueType::Int | ValueType::Uint | ValueType::Float | ValueType::Double),
            _ => matches!(ty, ValueType::Int | ValueType::Uint),
        };
        if !fits {
            let at = assigned.iter().find(|(a, _)| a == l).map_or(span, |(_, s)| stmt_span(s).unwrap_or(span));
            let why = if matches!(ty, ValueType::Float | ValueType::Double) {
                format!(
                    "folds `{name}`, a {ty}, by {}: of float and double folds only sums (`+`, `-`) have an order defined for every backend (SEMANTICS.md 10.5a)",
                    op.name()
                )
            } else {
                format!(
                    "accumulates `{name}`, a {ty}: only int and uint folds, float and double sums (and bool `||`, `&&`) are free of the rows' order"
                )
            };
            return Err((why, at));
        }
        accs.push(Accumulator { local: *l, op: *op, ty: ty.clone() });
    }
    accs.sort_by_key(|a| a.local.0);
    // Everything else the body assigns is private to a row: set before it is read, in the
    // same pass, and never read after the loop.
    let assigned_locals: HashSet<LocalId> = assigned.iter().map(|(l, _)| *l).collect();
    row_private(p, func, body, &folds, &assigned_locals, span)?;
    let private: HashSet<LocalId> =
        not_folds.iter().copied().chain(binds.iter().map(|(l, _)| *l)).chain(*entity).collect();
    let mut after: Option<Why> = None;
    for (i, s) in func.body.iter().enumerate() {
        if i == at {
            continue;
        }
        visit_stmts(std::slice::from_ref(s), &mut |v| {
            // A load, or a reference passed to a call (the loop's row after the loop).
            let by_ref = |args: &[Arg], sp: Span| {
                args.iter().find_map(|a| match a {
                    Arg::Ref(Root::Ref(l) | Root::Local(l)) if private.contains(l) => Some((*l, sp)),
                    _ => None,
                })
            };
            let l = match v {
                Visit::Expr(Expr { kind: ExprKind::Load(pl), .. }) => match pl.root {
                    Root::Local(l) | Root::Ref(l) => Some((l, pl.span)),
                    _ => None,
                },
                Visit::Expr(Expr { kind: ExprKind::Call(_, args), span, .. }) => by_ref(args, *span),
                Visit::Stmt(Stmt::Call(_, args)) => by_ref(args, stmt_span(s).unwrap_or(span)),
                _ => None,
            };
            if let Some((l, sp)) = l
                && private.contains(&l)
                && after.is_none()
            {
                after = Some((format!("reads `{}` outside its loop (a row's value)", func.local(l).name), sp));
            }
        });
    }
    if let Some(why) = after {
        return Err(why);
    }
    Ok(Reduction { at, accs })
}

/// Locals whose first mention in `body` is an assignment at its top level that does not read
/// them: each row sets them afresh.
fn set_first(body: &[Stmt]) -> HashSet<LocalId> {
    let mut mentioned: HashSet<LocalId> = HashSet::new();
    let mut first: HashSet<LocalId> = HashSet::new();
    for s in body {
        let mut here: Vec<LocalId> = Vec::new();
        visit_stmts(std::slice::from_ref(s), &mut |v| match v {
            Visit::Stmt(Stmt::Assign(Place { root: Root::Local(l), .. }, _)) | Visit::Stmt(Stmt::BindRef(l, _)) => {
                here.push(*l)
            }
            Visit::Expr(Expr { kind: ExprKind::Load(pl), .. }) => {
                if let Root::Local(l) | Root::Ref(l) = pl.root {
                    here.push(l);
                }
            }
            _ => {}
        });
        let fresh = match s {
            Stmt::Assign(Place { root: Root::Local(l), path, .. }, e) if path.is_empty() => {
                let mut reads = false;
                visit_expr(e, &mut |v| {
                    reads |=
                        matches!(v, Visit::Expr(Expr { kind: ExprKind::Load(pl), .. }) if pl.root == Root::Local(*l));
                });
                (!reads).then_some(*l)
            }
            Stmt::BindRef(l, _) => Some(*l),
            _ => None,
        };
        if let Some(l) = fresh
            && !mentioned.contains(&l)
        {
            first.insert(l);
        }
        mentioned.extend(here);
    }
    first
}

/// The fold `s` is (`l = l op x`, `l = min(l, x)`, and the commuted forms), if it is one.
fn fold_of(s: &Stmt) -> Option<RedOp> {
    let Stmt::Assign(Place { root: Root::Local(l), path, ty, .. }, e) = s else { return None };
    if !path.is_empty() || in_memory(ty) {
        return None;
    }
    // One constant, set: a flag (scalars only: a vector constant is a construction).
    if let ExprKind::Const(c) = &e.kind {
        return (lanes(ty) == 1).then_some(RedOp::Set(const_bits(c)));
    }
    let is_l = |x: &Expr| matches!(&x.kind, ExprKind::Load(pl) if pl.root == Root::Local(*l) && pl.path.is_empty());
    let (op, a, b, commutes) = match &e.kind {
        // `x` is pure in a fold, so `||` and `&&` need not short-circuit: they commute.
        ExprKind::Or(a, b) if *ty == ValueType::Bool => (RedOp::LogOr, a.as_ref(), b.as_ref(), true),
        ExprKind::And(a, b) if *ty == ValueType::Bool => (RedOp::LogAnd, a.as_ref(), b.as_ref(), true),
        ExprKind::Binary(op, a, b) => {
            let r = match op {
                BinOp::Add => RedOp::Add,
                BinOp::Sub => RedOp::Add,
                BinOp::Mul => RedOp::Mul,
                BinOp::And => RedOp::And,
                BinOp::Or => RedOp::Or,
                BinOp::Xor => RedOp::Xor,
                _ => return None,
            };
            (r, a.as_ref(), b.as_ref(), *op != BinOp::Sub)
        }
        ExprKind::Builtin(Builtin::Min, v) if v.len() == 2 => (RedOp::Min, &v[0], &v[1], true),
        ExprKind::Builtin(Builtin::Max, v) if v.len() == 2 => (RedOp::Max, &v[0], &v[1], true),
        _ => return None,
    };
    let other = if is_l(a) {
        b
    } else if commutes && is_l(b) {
        a
    } else {
        return None;
    };
    let mut reads_l = false;
    visit_expr(other, &mut |v| {
        if let Visit::Expr(x) = v {
            reads_l |= is_l(x);
        }
    });
    (!reads_l).then_some(op)
}

/// The loop body's statements, in order: folds, `if`s, values set and read within one row's
/// pass, and expressions without effects. A row-private local is set at the body's top level
/// before anything reads it.
fn row_private(
    p: &Program,
    func: &Func,
    body: &[Stmt],
    folds: &HashMap<LocalId, RedOp>,
    assigned: &HashSet<LocalId>,
    loop_span: Span,
) -> Result<(), Why> {
    let mut set: HashSet<LocalId> = HashSet::new();
    for s in body {
        // Reads of row-private locals need them set earlier in this pass.
        let mut unset: Option<Why> = None;
        let reads = |x: &Expr, unset: &mut Option<Why>, set: &HashSet<LocalId>| {
            visit_expr(x, &mut |v| {
                if let Visit::Expr(Expr { kind: ExprKind::Load(pl), .. }) = v
                    && let Root::Local(l) | Root::Ref(l) = pl.root
                    && assigned.contains(&l)
                    && !folds.contains_key(&l)
                    && !set.contains(&l)
                    && unset.is_none()
                {
                    *unset = Some((format!("carries `{}` from one row to the next", func.local(l).name), pl.span));
                }
            });
        };
        let cx = Cx { p, func, folds, set: &set, loop_span };
        check_body_stmt(&cx, s, &mut |x, u| reads(x, u, &set), &mut unset)?;
        if let Some(why) = unset {
            return Err(why);
        }
        match s {
            Stmt::Assign(Place { root: Root::Local(l), path, .. }, _) if path.is_empty() => {
                set.insert(*l);
            }
            Stmt::BindRef(l, _) => {
                set.insert(*l);
            }
            _ => {}
        }
    }
    Ok(())
}

/// One statement of the loop's body (and, through `if`s, the statements inside it).
/// What a loop body's statements are checked against.
struct Cx<'a> {
    p: &'a Program,
    func: &'a Func,
    folds: &'a HashMap<LocalId, RedOp>,
    /// Row-private locals set earlier in this pass.
    set: &'a HashSet<LocalId>,
    /// Where a statement without a span of its own is reported.
    loop_span: Span,
}

fn check_body_stmt(
    cx: &Cx,
    s: &Stmt,
    reads: &mut dyn FnMut(&Expr, &mut Option<Why>),
    unset: &mut Option<Why>,
) -> Result<(), Why> {
    let (p, func, folds) = (cx.p, cx.func, cx.folds);
    let span = stmt_span(s);
    match s {
        Stmt::Assign(pl, e) => {
            let Root::Local(l) = pl.root else {
                return Err(("writes memory inside its loop over rows".into(), pl.span));
            };
            if !pl.path.is_empty() {
                return Err((format!("writes an element of `{}` inside its loop", func.local(l).name), pl.span));
            }
            pure_expr(p, e)?;
            if folds.contains_key(&l) {
                // The fold's own read is its update; the other operand is read as usual.
                if let ExprKind::Binary(_, a, b) = &e.kind {
                    reads(a, unset);
                    reads(b, unset);
                } else if let ExprKind::Builtin(_, v) = &e.kind {
                    v.iter().for_each(|x| reads(x, unset));
                }
            } else {
                reads(e, unset);
            }
            Ok(())
        }
        Stmt::BindRef(_, RefSource::Get(_, e)) => {
            pure_expr(p, e)?;
            reads(e, unset);
            Ok(())
        }
        Stmt::BindRef(_, RefSource::Single(_)) => Ok(()),
        Stmt::Eval(e) => {
            pure_expr(p, e)?;
            reads(e, unset);
            Ok(())
        }
        Stmt::If(arms, otherwise) => {
            for (c, b) in arms {
                pure_expr(p, c)?;
                reads(c, unset);
                for s in b {
                    check_nested(cx, s, reads, unset)?;
                }
            }
            for s in otherwise {
                check_nested(cx, s, reads, unset)?;
            }
            Ok(())
        }
        Stmt::Call(f, args) => {
            pure_call(p, *f, span.unwrap_or(cx.loop_span))?;
            for a in args {
                if let Arg::Value(e) = a {
                    reads(e, unset);
                }
            }
            Ok(())
        }
        other => Err((what(other).into(), span.unwrap_or(cx.loop_span))),
    }
}

/// A statement inside an `if` of the loop's body: as at the top level, except that a
/// row-private local must already be set for the row.
fn check_nested(
    cx: &Cx,
    s: &Stmt,
    reads: &mut dyn FnMut(&Expr, &mut Option<Why>),
    unset: &mut Option<Why>,
) -> Result<(), Why> {
    let (func, folds, set) = (cx.func, cx.folds, cx.set);
    match s {
        Stmt::Assign(Place { root: Root::Local(l), path, span, .. }, _)
            if path.is_empty() && !folds.contains_key(l) && !set.contains(l) =>
        {
            Err((
                format!("sets `{}` inside a condition of its loop before setting it for the row", func.local(*l).name),
                *span,
            ))
        }
        Stmt::BindRef(l, _) if !set.contains(l) => Err((
            format!("binds `{}` inside a condition of its loop before binding it for the row", func.local(*l).name),
            stmt_span(s).unwrap_or(cx.loop_span),
        )),
        _ => check_body_stmt(cx, s, reads, unset),
    }
}

/// Why a statement keeps the loop serial.
fn what(s: &Stmt) -> &'static str {
    match s {
        Stmt::Destroy(..) => "destroys entities inside its loop over rows",
        Stmt::ResetWorld(_) => "calls reset_world() inside its loop over rows",
        Stmt::Loop { .. } => "has a loop inside its loop over rows",
        Stmt::ForRows { .. } => "has a loop over rows inside its loop over rows",
        Stmt::Break => "breaks out of its loop over rows (the rows' order decides where)",
        Stmt::Continue => "continues its loop over rows from inside",
        Stmt::Return(_) => "returns from inside its loop over rows",
        _ => "does more than accumulate inside its loop over rows",
    }
}

/// An expression with no effects whose calls have no loops (the loop's chunks run without the
/// stop checks a loop carries).
fn pure_expr(p: &Program, e: &Expr) -> Result<(), Why> {
    let mut bad: Option<Why> = None;
    visit_expr(e, &mut |v| {
        if bad.is_some() {
            return;
        }
        if let Visit::Expr(x) = v {
            match &x.kind {
                ExprKind::Builtin(Builtin::RandU32, _) => {
                    bad = Some(("draws random numbers (in the rows' order) inside its loop over rows".into(), x.span))
                }
                ExprKind::Builtin(Builtin::Spawn(_), _) => {
                    bad = Some(("spawns entities inside its loop over rows".into(), x.span))
                }
                ExprKind::Call(f, _) => {
                    if let Err(w) = pure_call(p, *f, x.span) {
                        bad = Some(w);
                    }
                }
                _ => {}
            }
        }
    });
    bad.map_or(Ok(()), Err)
}

/// A call the fold's chunks may make: a pure function with no loops, transitively.
fn pure_call(p: &Program, f: FuncId, at: Span) -> Result<(), Why> {
    let name = &p.func(f).name;
    if !p.func(f).pure {
        let mut draws = false;
        for g in p.reachable(f) {
            visit_stmts(&p.func(g).body, &mut |v| {
                draws |= matches!(v, Visit::Expr(Expr { kind: ExprKind::Builtin(Builtin::RandU32, _), .. }));
            });
        }
        let what = if draws { "draws random numbers (in the rows' order)" } else { "has effects" };
        return Err((format!("calls `{name}`, which {what}, inside its loop over rows"), at));
    }
    for g in p.reachable(f) {
        let mut loops = false;
        visit_stmts(&p.func(g).body, &mut |v| {
            loops |= matches!(v, Visit::Stmt(Stmt::Loop { .. } | Stmt::ForRows { .. }));
        });
        if loops {
            return Err((format!("calls `{name}`, which loops, inside its loop over rows"), at));
        }
    }
    Ok(())
}

/// A call the prologue may make: no memory written, no entities changed, no loops
/// (transitively). Random numbers are fine: the prologue's draws repeat exactly in every
/// chunk and in the system itself.
fn prologue_call(p: &Program, f: FuncId, at: Span, where_: &str) -> Result<(), Why> {
    let name = &p.func(f).name;
    for g in p.reachable(f) {
        let mut bad = None;
        visit_stmts(&p.func(g).body, &mut |v| {
            bad = bad.or(match v {
                Visit::Stmt(Stmt::Assign(pl, _)) if !matches!(pl.root, Root::Local(_)) => Some("writes memory"),
                Visit::Stmt(Stmt::Destroy(..)) => Some("destroys entities"),
                Visit::Stmt(Stmt::ResetWorld(_)) => Some("calls reset_world()"),
                Visit::Stmt(Stmt::Loop { .. } | Stmt::ForRows { .. }) => Some("loops"),
                Visit::Expr(Expr { kind: ExprKind::Builtin(Builtin::Spawn(_), _), .. }) => Some("spawns entities"),
                _ => None,
            });
        });
        if let Some(what) = bad {
            return Err((format!("calls `{name}`, which {what}, {where_}"), at));
        }
    }
    Ok(())
}

/// A statement of the prologue: it runs once per chunk of rows, so it may compute (and draw
/// random numbers, which repeat exactly) but not write memory, change entities or loop.
fn effect_free(p: &Program, func: &Func, s: &Stmt, where_: &str) -> Result<(), Why> {
    let mut bad: Option<Why> = None;
    let span = stmt_span(s).unwrap_or(func.span);
    visit_stmts(std::slice::from_ref(s), &mut |v| {
        if bad.is_some() {
            return;
        }
        bad = match v {
            Visit::Stmt(Stmt::Assign(pl, _)) if !matches!(pl.root, Root::Local(_)) => {
                let what =
                    pl.comp.map_or("memory".to_string(), |c| format!("`{}`", p.spec.components[c.0 as usize].name));
                Some((format!("writes {what} {where_}"), pl.span))
            }
            Visit::Stmt(Stmt::Destroy(_, sp)) => Some((format!("destroys entities {where_}"), *sp)),
            Visit::Stmt(Stmt::ResetWorld(sp)) => Some((format!("calls reset_world() {where_}"), *sp)),
            Visit::Stmt(Stmt::Loop { .. }) => Some((format!("has a loop {where_}"), span)),
            Visit::Stmt(Stmt::Return(_)) => Some((format!("may return {where_}"), span)),
            Visit::Stmt(Stmt::Call(f, _)) => prologue_call(p, *f, span, where_).err(),
            Visit::Expr(x) => match &x.kind {
                ExprKind::Builtin(Builtin::Spawn(_), _) => Some((format!("spawns entities {where_}"), x.span)),
                ExprKind::Call(f, _) => prologue_call(p, *f, x.span, where_).err(),
                _ => None,
            },
            _ => None,
        };
    });
    bad.map_or(Ok(()), Err)
}

fn stmt_span(s: &Stmt) -> Option<Span> {
    match s {
        Stmt::Assign(pl, _) => Some(pl.span),
        Stmt::Destroy(_, sp) | Stmt::ResetWorld(sp) => Some(*sp),
        Stmt::ForRows { span, .. } => Some(*span),
        Stmt::Eval(e) | Stmt::Return(Some(e)) => Some(e.span),
        Stmt::BindRef(_, RefSource::Get(_, e)) => Some(e.span),
        Stmt::If(arms, _) => arms.first().map(|(c, _)| c.span),
        Stmt::Loop { pre: Some(c), .. } => Some(c.span),
        Stmt::Loop { body, .. } => super::visit::first_span(body),
        _ => None,
    }
}
