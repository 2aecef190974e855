//! Spawning rows apart: which per-row systems that spawn and destroy may still run a thread
//! per row on the GPU (SEMANTICS.md 10.6a).
//!
//! A per-row system's invocations run in row order, and a spawn's id and row depend on every
//! spawn before it in the node. But ids a node frees are held until the node ends (10.6), so
//! the k-th spawn of a world takes the k-th id popped from the free list whatever was destroyed
//! before it, and its row is the k-th row past the table's fill. If no invocation can see
//! another's effects, a backend may run them all at once, counting each invocation's spawns,
//! and afterwards give every spawn its id and row from prefix sums over the counts in row order:
//! the result is the serial one. That holds when the system
//! - loops over no table (a loop would see other invocations' rows),
//! - writes no singleton,
//! - reaches other entities only through handles it spawned itself (`get`, `alive` and `has`
//!   of a spawned handle, or of `null`), and such a handle never escapes: it is only kept in
//!   locals, passed to those three, or returned from a helper to a call whose value is
//!   dropped or kept in such a local,
//! - destroys at most its own row (`destroy(me)`, in the system's own function), and
//! - spawns a bounded number of times (no spawn inside a loop; [`MAX_SPAWNS`]) into at most
//!   [`MAX_TARGETS`] archetypes, and its query matches at most [`MAX_PASSES`] archetypes.
//!
//! Everything else a per-row system may do (read singletons, draw random numbers, write its own
//! row, `reset_world()`) is the same in any order.

use std::collections::{BTreeSet, HashMap, HashSet};

use mw_runtime::schema::{ArchId, CompId, ValueType};
use mw_runtime::source::Span;

use super::visit::{Visit, visit_stmts};
use super::*;

/// The most archetypes a system spawning rows apart may spawn into (the device keeps a count
/// per archetype per row).
pub(crate) const MAX_TARGETS: usize = 4;

/// The most spawns one invocation may make (the device packs an invocation's spawn indices in
/// 14 bits each).
pub(crate) const MAX_SPAWNS: u32 = 0x3FFF;

/// The most archetypes the system's query may match (the device packs the pass in 4 bits).
pub(crate) const MAX_PASSES: usize = 16;

/// Whether `sys` spawns rows apart (see the module docs): the archetypes it spawns into, in id
/// order; else the first rule it breaks and where (`mw check --plan` prints them). Only for
/// per-row systems that spawn or destroy.
pub(crate) fn spawns_apart(p: &Program, sys: &System) -> Result<Vec<ArchId>, (String, Span)> {
    let funcs = p.reachable(sys.func);
    // The row's own entity: the system's `Entity` parameter, never assigned.
    let me: Option<LocalId> =
        sys.params.iter().zip(&p.func(sys.func).params).find_map(|(sp, l)| (*sp == SysParam::Entity).then_some(*l)?);
    let (fresh, returns) = fresh_values(p, &funcs);
    let is_fresh = |f: FuncId, e: &Expr| fresh_expr(&fresh, &returns, f, e);
    let single = |c: Option<CompId>| c.filter(|c| p.spec.components[c.0 as usize].singleton);
    let mut targets = BTreeSet::new();
    let mut first_spawn: Option<Span> = None;
    for &f in &funcs {
        let func = p.func(f);
        // Expressions of a fresh handle that are where such a handle may be.
        let mut allowed: HashSet<*const Expr> = HashSet::new();
        let mut broken: Option<(String, Span)> = None;
        let mut fail = |why: String, at: Span| {
            broken.get_or_insert((why, at));
        };
        // The entity of a `get`, `alive` or `has`: a fresh handle (then allowed there) or null.
        let lookup = |x: &Expr, allowed: &mut HashSet<*const Expr>, fail: &mut dyn FnMut(String, Span)| {
            if is_fresh(f, x) {
                allowed.insert(x);
            } else if !matches!(x.kind, ExprKind::Const(Const::NullEntity)) {
                fail("looks up an entity it did not spawn".into(), x.span);
            }
        };
        visit_stmts(&func.body, &mut |v| match v {
            Visit::Stmt(s) => match s {
                Stmt::ForRows { arch, span, .. } => {
                    fail(format!("loops over the rows of `{}`", p.spec.archetypes[arch.0 as usize].name), *span)
                }
                Stmt::Assign(pl, value) => {
                    if let Some(c) = single(pl.comp) {
                        fail(format!("writes the singleton `{}`", p.spec.components[c.0 as usize].name), pl.span);
                    }
                    if let Root::Local(l) = pl.root {
                        if pl.path.is_empty() && fresh.contains(&(f, l)) {
                            allowed.insert(value);
                        }
                        if Some(l) == me && f == sys.func {
                            fail("assigns its row's entity parameter".into(), pl.span);
                        }
                    }
                    if let Root::Src(RefSource::Get(_, x)) = &pl.root {
                        lookup(x, &mut allowed, &mut fail);
                    }
                }
                Stmt::BindRef(_, RefSource::Get(_, x)) => lookup(x, &mut allowed, &mut fail),
                Stmt::Destroy(x, span) => {
                    let own = f == sys.func
                        && matches!(&x.kind, ExprKind::Load(pl) if pl.path.is_empty() && me.is_some_and(|m| pl.root == Root::Local(m)));
                    if !own {
                        fail("may destroy a row other than its own".into(), *span);
                    }
                }
                Stmt::Return(Some(x)) if returns.contains(&f) => {
                    allowed.insert(x);
                }
                // A value dropped: `spawn(A);`, `launch(team);`.
                Stmt::Eval(x) => {
                    allowed.insert(x);
                }
                Stmt::Call(_, args) => {
                    for a in args {
                        if let Arg::Ref(Root::Src(RefSource::Get(_, x))) = a {
                            lookup(x, &mut allowed, &mut fail);
                        }
                    }
                }
                _ => {}
            },
            Visit::Expr(e) => match &e.kind {
                ExprKind::Builtin(Builtin::Alive | Builtin::Has(_), args) => lookup(&args[0], &mut allowed, &mut fail),
                ExprKind::Builtin(Builtin::Spawn(a), _) => {
                    targets.insert(*a);
                    first_spawn.get_or_insert(e.span);
                }
                ExprKind::Load(pl) => {
                    if let Root::Src(RefSource::Get(_, x)) = &pl.root {
                        lookup(x, &mut allowed, &mut fail);
                    }
                }
                ExprKind::Call(_, args) => {
                    for a in args {
                        if let Arg::Ref(Root::Src(RefSource::Get(_, x))) = a {
                            lookup(x, &mut allowed, &mut fail);
                        }
                    }
                }
                _ => {}
            },
        });
        if let Some(b) = broken {
            return Err(b);
        }
        // Every fresh handle is where one may be.
        let mut escapes: Option<Span> = None;
        visit_stmts(&func.body, &mut |v| {
            if let Visit::Expr(e) = v
                && escapes.is_none()
                && is_fresh(f, e)
                && !allowed.contains(&(e as *const Expr))
            {
                escapes = Some(e.span);
            }
        });
        if let Some(at) = escapes {
            return Err(("keeps or passes on a handle it spawned (only get, alive and has may take one)".into(), at));
        }
    }
    let at = first_spawn.unwrap_or(sys.span);
    if let SystemKind::PerRow(q) = &sys.kind
        && q.archetypes.len() > MAX_PASSES
    {
        return Err((format!("runs over more than {MAX_PASSES} archetypes"), at));
    }
    if targets.len() > MAX_TARGETS {
        return Err((format!("spawns into more than {MAX_TARGETS} archetypes"), at));
    }
    match spawn_bound(p, sys.func, &mut HashMap::new()) {
        None => Err(("may spawn any number of times (a spawn inside a loop)".into(), at)),
        Some(n) if n > MAX_SPAWNS => Err((format!("may spawn more than {MAX_SPAWNS} times"), at)),
        Some(_) => Ok(targets.into_iter().collect()),
    }
}

/// Locals that only ever hold fresh handles or null (per function), and functions whose every
/// `return` gives one: the largest such sets, by removing what breaks the rule until nothing does.
fn fresh_values(p: &Program, funcs: &[FuncId]) -> (HashSet<(FuncId, LocalId)>, HashSet<FuncId>) {
    let entity = |t: &ValueType| matches!(t, ValueType::Entity);
    let mut fresh: HashSet<(FuncId, LocalId)> = HashSet::new();
    let mut returns: HashSet<FuncId> = HashSet::new();
    for &f in funcs {
        let func = p.func(f);
        let params: HashSet<LocalId> = func.params.iter().flatten().copied().collect();
        for (i, l) in func.locals.iter().enumerate() {
            if matches!(&l.kind, LocalKind::Value(t) if entity(t)) && !params.contains(&LocalId(i as u32)) {
                fresh.insert((f, LocalId(i as u32)));
            }
        }
        if func.ret.as_ref().is_some_and(entity) {
            returns.insert(f);
        }
    }
    loop {
        let mut drop_locals = Vec::new();
        let mut drop_funcs = Vec::new();
        for &f in funcs {
            visit_stmts(&p.func(f).body, &mut |v| match v {
                Visit::Stmt(Stmt::Assign(pl, value)) => {
                    if let Root::Local(l) = pl.root
                        && fresh.contains(&(f, l))
                        && !fresh_or_null(&fresh, &returns, f, value)
                    {
                        drop_locals.push((f, l));
                    }
                }
                Visit::Stmt(Stmt::Return(Some(x)))
                    if returns.contains(&f) && !fresh_or_null(&fresh, &returns, f, x) =>
                {
                    drop_funcs.push(f);
                }
                _ => {}
            });
        }
        if drop_locals.is_empty() && drop_funcs.is_empty() {
            return (fresh, returns);
        }
        for x in drop_locals {
            fresh.remove(&x);
        }
        for f in drop_funcs {
            returns.remove(&f);
        }
    }
}

/// A fresh handle: `spawn(...)`, a fresh local, or a call of a function returning one.
fn fresh_expr(fresh: &HashSet<(FuncId, LocalId)>, returns: &HashSet<FuncId>, f: FuncId, e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Builtin(Builtin::Spawn(_), _) => true,
        ExprKind::Load(pl) => pl.path.is_empty() && matches!(pl.root, Root::Local(l) if fresh.contains(&(f, l))),
        ExprKind::Call(g, _) => returns.contains(g),
        _ => false,
    }
}

fn fresh_or_null(fresh: &HashSet<(FuncId, LocalId)>, returns: &HashSet<FuncId>, f: FuncId, e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Const(Const::NullEntity)) || fresh_expr(fresh, returns, f, e)
}

/// The most rows a world can have in any table at any time, when the program fixes it: no
/// system but `init_world` spawns, and `init_world` spawns a bounded number of times (no spawn
/// in a loop; helpers counted at each call, every arm of an `if` added). Rows then come only
/// from `init_world`, when a world starts or resets (a reset empties the world first), and
/// destroys only remove them. The GPU sizes each world's region to it: a region with room to
/// spare puts the next world's row further away, and a thread per world reads sectors holding
/// fewer worlds. `None` when a step system spawns or `init_world` may spawn without bound.
pub fn fixed_rows(p: &Program) -> Option<u32> {
    let mut memo = HashMap::new();
    for (i, s) in p.systems.iter().enumerate() {
        if p.init_world != Some(SysId(i as u32)) && spawn_bound(p, s.func, &mut memo) != Some(0) {
            return None;
        }
    }
    match p.init_world {
        Some(i) => spawn_bound(p, p.systems[i.0 as usize].func, &mut memo),
        None => Some(0),
    }
}

/// The table in which every world has exactly one row, live, whenever a step system runs:
/// the program's rows are fixed at one (`fixed_rows`), `init_world` spawns into this table in a
/// statement of its own body that nothing can skip (no `return`, `if` or loop before or
/// around it), and nothing destroys. The GPU's kernels over it then need not read a row's
/// world id to skip holes (the host still clears the promise when a stopped step may have
/// left a world empty, or when code is swapped into worlds it does not describe).
pub fn one_row_table(p: &Program) -> Option<ArchId> {
    if fixed_rows(p) != Some(1) {
        return None;
    }
    let mut destroys = false;
    for f in &p.funcs {
        visit_stmts(&f.body, &mut |v| destroys |= matches!(v, Visit::Stmt(Stmt::Destroy(..))));
    }
    if destroys {
        return None;
    }
    let init = p.func(p.systems[p.init_world?.0 as usize].func);
    for s in &init.body {
        let e = match s {
            Stmt::Assign(_, e) | Stmt::Eval(e) => e,
            Stmt::BindRef(..) | Stmt::Call(..) | Stmt::ResetWorld(_) => continue,
            _ => return None,
        };
        if let ExprKind::Builtin(Builtin::Spawn(a), _) = e.kind {
            return Some(a);
        }
    }
    None
}

/// The most spawns one call of `f` makes (calls counted each time), or `None` when a loop may
/// spawn (unbounded).
fn spawn_bound(p: &Program, f: FuncId, memo: &mut HashMap<FuncId, Option<u32>>) -> Option<u32> {
    if let Some(b) = memo.get(&f) {
        return *b;
    }
    memo.insert(f, None); // no recursion in the language; a cycle would be unbounded
    let b = stmts_bound(p, &p.func(f).body, memo);
    memo.insert(f, b);
    b
}

fn stmts_bound(p: &Program, body: &[Stmt], memo: &mut HashMap<FuncId, Option<u32>>) -> Option<u32> {
    let mut n = 0u32;
    for s in body {
        let k = match s {
            Stmt::Loop { pre, body, step, post } => {
                let inner = [pre.as_ref(), post.as_ref()]
                    .into_iter()
                    .flatten()
                    .try_fold(0u32, |a, e| Some(a.saturating_add(expr_bound(p, e, memo)?)))?;
                let b = stmts_bound(p, body, memo)?.saturating_add(stmts_bound(p, step, memo)?);
                if inner.saturating_add(b) > 0 {
                    return None;
                }
                0
            }
            Stmt::If(arms, other) => {
                let mut k = stmts_bound(p, other, memo)?;
                for (c, a) in arms {
                    k = k.saturating_add(expr_bound(p, c, memo)?).saturating_add(stmts_bound(p, a, memo)?);
                }
                k
            }
            Stmt::ForRows { .. } => return None,
            Stmt::Call(g, args) => {
                let mut k = spawn_bound(p, *g, memo)?;
                for a in args {
                    let e = match a {
                        Arg::Value(e) => e,
                        Arg::Ref(Root::Src(RefSource::Get(_, e))) => &**e,
                        Arg::Ref(_) => continue,
                    };
                    k = k.saturating_add(expr_bound(p, e, memo)?);
                }
                k
            }
            other => {
                // Expressions only (no nested statements).
                let mut k = 0u32;
                let mut bad = false;
                visit_stmts(std::slice::from_ref(other), &mut |v| {
                    if let Visit::Expr(e) = v {
                        match &e.kind {
                            ExprKind::Builtin(Builtin::Spawn(_), _) => k = k.saturating_add(1),
                            ExprKind::Call(g, _) => match spawn_bound(p, *g, memo) {
                                Some(b) => k = k.saturating_add(b),
                                None => bad = true,
                            },
                            _ => {}
                        }
                    }
                });
                if bad {
                    return None;
                }
                k
            }
        };
        n = n.saturating_add(k);
    }
    Some(n)
}

fn expr_bound(p: &Program, e: &Expr, memo: &mut HashMap<FuncId, Option<u32>>) -> Option<u32> {
    stmts_bound(p, &[Stmt::Eval(e.clone())], memo)
}
