//! Resets that refill in place: when the executor may take `init_world`'s spawns ahead of it.
//!
//! A reset clears its world (every entity destroyed, the slots' generations bumped, ids
//! restarting at 0) and runs `init_world`, whose spawns take back the rows the reset freed,
//! each archetype's in increasing order (SEMANTICS.md 10.7). When `init_world` spawns a fixed
//! list of archetypes, each spawn exactly once a call and in code order, and the world held
//! exactly those entities (so many of each archetype), every spawn's id, generation and row
//! are known before `init_world` runs: the k-th spawn gets id k and the rows come from the
//! world's own. CartPole's reset is of this kind (one `spawn(Pole)`), and so is any episode
//! that starts from a fixed cast of entities.
//!
//! The CPU executor then does a chunk's resets of this kind in one pass: it clears each world
//! and takes its spawns' ids and rows itself, writes the rows anew, and calls `init_world`
//! once for the whole list, whose spawns read what was taken for them (`Ctx::refill_spawns`)
//! instead of calling the runtime. Nothing else changes: the same draws (keyed by world), the
//! same writes, the same ids and rows, so the same bits as a reset one world at a time.
//!
//! [`refills`] finds the list. A spawn must run exactly once a call, in the order the code
//! generator lowers it: so no spawn inside an `if`, a loop, the right side of `&&`/`||`, a
//! `?:` arm or a place (`get(C, spawn(A)).x`), and no `return` in a spawning function but its
//! last statement. Nothing reachable may destroy (a destroyed id would be held and reused) or
//! loop over rows (a loop would see rows the executor wrote ahead of the spawns that take them).
//!
//! The same walk, following draws instead of spawns, finds the functions whose draws each run
//! once a call in code order ([`straight_draws`]), which the CPU generator hashes four at a time.

use std::collections::HashMap;

use mw_runtime::schema::ArchId;
use mw_runtime::source::Span;

use super::visit::{Visit, visit_args, visit_expr, visit_place, visit_stmts};
use super::*;

pub use mw_runtime::abi::MAX_REFILL;

/// The archetypes `init_world` (function `init`) spawns, in the order it spawns them, when
/// each spawn runs exactly once a call (see the module docs); else why not, and where
/// (`mw check --plan` prints it).
pub fn refills(p: &Program, init: FuncId) -> Result<Vec<ArchId>, (String, Span)> {
    let whole = p.func(init).span;
    for &f in &p.reachable(init) {
        let mut bad = None;
        visit_stmts(&p.func(f).body, &mut |v| match v {
            Visit::Stmt(Stmt::Destroy(_, span)) if bad.is_none() => bad = Some(("it destroys".to_string(), *span)),
            Visit::Stmt(Stmt::ForRows { span, .. }) if bad.is_none() => {
                bad = Some(("it loops over rows".to_string(), *span))
            }
            _ => {}
        });
        if let Some(b) = bad {
            return Err(b);
        }
    }
    let mut walk = Walk { p, draws: false, spawning: HashMap::new(), out: Vec::new(), drawn: 0, why: None };
    if walk.func(init).is_none() {
        return Err(walk.why.unwrap_or_else(|| ("a spawn may not run exactly once".to_string(), whole)));
    }
    match walk.out.len() {
        0 => Err(("it spawns nothing".to_string(), whole)),
        n if n > MAX_REFILL => Err((format!("it spawns {n} times, more than {MAX_REFILL}"), whole)),
        _ => Ok(walk.out),
    }
}

/// How many draws (`rand_u32()`, through any call) function `f` makes a call when each runs
/// exactly once a call, in code order, keyed alike: the rules for spawns above, with loops over
/// rows counted as loops and no `rand_key` reachable. `None` when a draw may not run, or run
/// more than once. The CPU generator then computes such a function's draws four at a time
/// ([`crate::cpu::scalar`]): the k-th draw lowered is the k-th drawn.
pub fn straight_draws(p: &Program, f: FuncId) -> Option<usize> {
    for &g in &p.reachable(f) {
        let mut keyed = false;
        visit_stmts(&p.func(g).body, &mut |v| keyed |= matches!(v, Visit::Stmt(Stmt::RandKey(_))));
        if keyed {
            return None;
        }
    }
    let mut walk = Walk { p, draws: true, spawning: HashMap::new(), out: Vec::new(), drawn: 0, why: None };
    walk.func(f)?;
    Some(walk.drawn)
}

/// Whether builtin `b` is what a walk follows: a draw (`rand_u32()`), else a spawn.
fn followed(draws: bool, b: &Builtin) -> bool {
    if draws { matches!(b, Builtin::RandU32) } else { matches!(b, Builtin::Spawn(_)) }
}

struct Walk<'a> {
    p: &'a Program,
    /// What the walk follows: draws (`rand_u32()`), else spawns.
    draws: bool,
    /// Whether a function spawns, itself or through a call.
    spawning: HashMap<FuncId, bool>,
    out: Vec<ArchId>,
    /// Draws found, in a walk of draws.
    drawn: usize,
    /// Why a spawn may not run exactly once, where the walk gave up.
    why: Option<(String, Span)>,
}

impl Walk<'_> {
    fn spawns_fn(&mut self, f: FuncId) -> bool {
        if let Some(&s) = self.spawning.get(&f) {
            return s;
        }
        // Calls do not recurse (the front end rejects recursion), so this ends.
        self.spawning.insert(f, false);
        let p = self.p;
        let mut calls = Vec::new();
        let mut direct = false;
        let draws = self.draws;
        visit_stmts(&p.func(f).body, &mut |v| match v {
            Visit::Expr(Expr { kind: ExprKind::Builtin(b, _), .. }) if followed(draws, b) => direct = true,
            Visit::Stmt(Stmt::Call(c, _)) | Visit::Expr(Expr { kind: ExprKind::Call(c, _), .. }) => calls.push(*c),
            _ => {}
        });
        let s = direct || calls.into_iter().any(|c| self.spawns_fn(c));
        self.spawning.insert(f, s);
        s
    }

    /// Where something in `visit` (a walk of some IR) spawns: the first spawn, or the first
    /// call of a function that spawns; `None` when nothing does.
    fn spawn_at(&mut self, visit: impl FnOnce(&mut dyn FnMut(Visit<'_>))) -> Option<Span> {
        let mut found: Vec<(Span, Option<FuncId>)> = Vec::new();
        let draws = self.draws;
        visit(&mut |v| match v {
            Visit::Expr(Expr { kind: ExprKind::Builtin(b, _), span, .. }) if followed(draws, b) => {
                found.push((*span, None))
            }
            Visit::Expr(Expr { kind: ExprKind::Call(c, _), span, .. }) => found.push((*span, Some(*c))),
            Visit::Stmt(Stmt::Call(c, _)) => found.push((self.p.func(*c).span, Some(*c))),
            _ => {}
        });
        found.into_iter().find(|(_, c)| c.is_none_or(|c| self.spawns_fn(c))).map(|(span, _)| span)
    }

    /// Gives up: `why`, at `span`.
    fn fail(&mut self, why: &str, span: Span) -> Option<()> {
        self.why.get_or_insert((why.to_string(), span));
        None
    }

    /// A function's spawns in order, each once; `None` where one might not run, or run twice.
    fn func(&mut self, f: FuncId) -> Option<()> {
        let p = self.p;
        let body = &p.func(f).body;
        for (i, s) in body.iter().enumerate() {
            let last = i + 1 == body.len();
            match s {
                Stmt::Assign(place, e) => {
                    self.quiet_place(place)?;
                    self.expr(e)?;
                }
                Stmt::BindRef(_, RefSource::Get(_, e)) => self.expr(e)?,
                Stmt::Eval(e) | Stmt::RandKey(e) => self.expr(e)?,
                Stmt::BindRef(_, RefSource::Single(_)) | Stmt::ResetWorld(_) => {}
                Stmt::Call(g, args) => self.call(*g, args)?,
                Stmt::Return(e) => {
                    if let Some(e) = e {
                        self.expr(e)?;
                    }
                    // Code after a `return` never runs: its spawns would be counted for nothing.
                    if let Some(at) = self.spawn_at(|v| visit_stmts(&body[i + 1..], v)).filter(|_| !last) {
                        return self.fail("a spawn after a `return`", at);
                    }
                }
                Stmt::If(..) | Stmt::Loop { .. } => self.branching(s, &body[i + 1..])?,
                // Draws: a loop over rows is a loop.
                Stmt::ForRows { .. } if self.draws => self.branching(s, &body[i + 1..])?,
                Stmt::Break | Stmt::Continue => {}
                // Draws: a destroy draws nothing, and a loop over rows is a loop.
                Stmt::Destroy(e, _) if self.draws => self.expr(e)?,
                Stmt::Destroy(_, span) | Stmt::ForRows { span, .. } => {
                    return self.fail("it destroys or loops over rows", *span);
                }
            }
        }
        Some(())
    }

    /// An `if` or a loop, `s`, followed by `after`: nothing inside may spawn, and when it may
    /// `return`, nothing after it.
    fn branching(&mut self, s: &Stmt, after: &[Stmt]) -> Option<()> {
        if let Some(at) = self.spawn_at(|v| visit_stmts(std::slice::from_ref(s), v)) {
            return self.fail("a spawn inside an `if` or a loop", at);
        }
        // A `return` inside could skip the spawns after it.
        let mut returns = false;
        visit_stmts(std::slice::from_ref(s), &mut |v| returns |= matches!(v, Visit::Stmt(Stmt::Return(_))));
        if let Some(at) = self.spawn_at(|v| visit_stmts(after, v)).filter(|_| returns) {
            return self.fail("a spawn after an `if` or a loop that may `return`", at);
        }
        Some(())
    }

    fn call(&mut self, g: FuncId, args: &[Arg]) -> Option<()> {
        self.one_spawning(args.iter().map(|a| match a {
            Arg::Value(e) => Some(e),
            Arg::Ref(_) => None,
        }))?;
        for a in args {
            match a {
                Arg::Value(e) => self.expr(e)?,
                Arg::Ref(_) => {
                    if let Some(at) = self.spawn_at(|v| visit_args(std::slice::from_ref(a), v)) {
                        return self.fail("a spawn inside a reference argument", at);
                    }
                }
            }
        }
        if self.spawns_fn(g) { self.func(g) } else { Some(()) }
    }

    /// At most one of these operands spawns: then the order a generator evaluates operands in
    /// cannot change the order of the spawns.
    fn one_spawning<'e>(&mut self, operands: impl Iterator<Item = Option<&'e Expr>>) -> Option<()> {
        // Draws are numbered in the order they are lowered, whatever it is: they may sit in
        // several operands.
        if self.draws {
            return Some(());
        }
        let mut first = None;
        for e in operands.flatten() {
            if let Some(at) = self.spawn_at(|v| visit_expr(e, v)) {
                if first.is_some() {
                    return self.fail("two operands of one expression spawn", at);
                }
                first = Some(at);
            }
        }
        Some(())
    }

    fn quiet_place(&mut self, place: &Place) -> Option<()> {
        match self.spawn_at(|v| visit_place(place, v)) {
            Some(at) => self.fail("a spawn inside a place (`get(C, spawn(A)).x`)", at),
            None => Some(()),
        }
    }

    /// An operand that may not be evaluated: it must not spawn.
    fn quiet(&mut self, e: &Expr) -> Option<()> {
        match self.spawn_at(|v| visit_expr(e, v)) {
            Some(at) => self.fail("a spawn on one side of `&&`, `||` or `?:`", at),
            None => Some(()),
        }
    }

    /// An expression's spawns in evaluation order: a call's arguments before its body, and at
    /// most one spawning operand anywhere else.
    fn expr(&mut self, e: &Expr) -> Option<()> {
        match &e.kind {
            ExprKind::Const(_) => Some(()),
            ExprKind::Load(place) => self.quiet_place(place),
            ExprKind::Unary(_, a) | ExprKind::Convert(a) | ExprKind::Splat(a) | ExprKind::Pick(a, _) => self.expr(a),
            ExprKind::Binary(_, a, b) | ExprKind::Compare(_, a, b) => {
                self.one_spawning([Some(&**a), Some(&**b)].into_iter())?;
                self.expr(a)?;
                self.expr(b)
            }
            ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                self.expr(a)?;
                self.quiet(b)
            }
            ExprKind::Select(c, a, b) => {
                self.expr(c)?;
                self.quiet(a)?;
                self.quiet(b)
            }
            ExprKind::Construct(parts) => {
                self.one_spawning(parts.iter().map(Some))?;
                parts.iter().try_for_each(|x| self.expr(x))
            }
            ExprKind::Call(g, args) => self.call(*g, args),
            ExprKind::Builtin(b, args) => {
                self.one_spawning(args.iter().map(Some))?;
                for x in args {
                    self.expr(x)?;
                }
                if let Builtin::Spawn(a) = b {
                    self.out.push(*a);
                }
                if self.draws && followed(true, b) {
                    self.drawn += 1;
                }
                Some(())
            }
        }
    }
}
