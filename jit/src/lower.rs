//! The one walk over system bodies, for every code generator.
//!
//! A system body means the same thing whether a kernel runs it on one row or on four at once,
//! on a CPU or a GPU (`jit/SEMANTICS.md`). This module is where that meaning is written: the
//! order operands and arguments are evaluated in, which statements run under which condition,
//! where `--debug` checks a stored value for NaN, which stores make NaNs canonical, how a call
//! binds its arguments, what a `return` ends. The generators supply only what differs by
//! target, through [`Lower`] (and the value operations of [`Values`]):
//!
//! | construct           | one row ([`crate::cpu::scalar`]) | four rows ([`crate::cpu::simd`])       | CUDA C++ ([`crate::cuda`])      |
//! |---------------------|----------------------------------|----------------------------------------|---------------------------------|
//! | a value             | a Cranelift value                | a Cranelift vector                     | a named C++ temporary           |
//! | a place             | variables or an address          | variables, strided rows or registers   | variables or byte addresses     |
//! | `if` arm            | a branch                         | a mask (skipped when no lane is in it) | a block and a `goto` past them  |
//! | `return`            | a jump to the frame's end        | retires the lanes from the frame       | a `goto` to the frame's label   |
//! | `&&`, `\|\|`, `?:`  | a branch when the side matters   | the side under its lanes' mask         | an `if`                         |
//!
//! So a statement, an evaluation-order rule or a `--debug` check cannot exist in one kernel
//! kind and not another. Constructs a SIMD kernel never sees (loops, `get`, `destroy`,
//! arrays) are kept from it by the IR analyses ([`crate::ir::analysis::lanes_ok`]); its
//! generator answers them with `unreachable!`.

use mw_runtime::schema::{ArchId, CompId, ValueType};
use mw_runtime::source::Span;

use crate::ir::*;

/// The operations on values that need no memory and no control flow: each generator's own
/// instructions (a Cranelift generator's come from its width, `cpu::lanes`).
pub(crate) trait Values {
    /// One lane of one value (an IR vector is several: x, y, z ...).
    type V: Clone;
    /// `op x` where `x` has (one lane of) type `ty`.
    fn unary(&mut self, op: UnOp, ty: &ValueType, x: Self::V) -> Self::V;
    /// `x op y` of (one lane of) type `ty`.
    fn binary(&mut self, op: BinOp, ty: &ValueType, x: Self::V, y: Self::V) -> Self::V;
    /// The amount of a shift by a constant, when the target wants it as one scalar for every
    /// lane (vector shifts); `None` to evaluate it as any operand.
    fn shift_amount(&mut self, _amount: &Expr) -> Option<Self::V> {
        None
    }
    /// `x op y` of operands of type `ty`, a bool.
    fn compare(&mut self, op: CmpOp, ty: &ValueType, x: Self::V, y: Self::V) -> Self::V;
    fn convert(&mut self, x: Self::V, from: &ValueType, to: &ValueType) -> Self::V;
    /// A numeric builtin ([`is_math`]) of one lane: `args` its arguments' values, `ty` the
    /// first argument's scalar type.
    fn math(&mut self, op: Builtin, ty: &ValueType, args: &[Self::V]) -> Self::V;
    /// `x` as stored to a place whose elements (arrays stripped) are of type `elem`: NaNs made
    /// canonical (SEMANTICS.md, section 8); ints and bools as they are.
    fn canon(&mut self, x: Self::V, elem: &ValueType) -> Self::V;
    /// `!x` of a bool.
    fn not(&mut self, x: Self::V) -> Self::V;
    /// `x && y` of two bools, both evaluated.
    fn and(&mut self, x: Self::V, y: Self::V) -> Self::V;
    /// `c ? x : y` of one lane of type `ty`, both evaluated.
    fn select(&mut self, ty: &ValueType, c: Self::V, x: Self::V, y: Self::V) -> Self::V;
}

/// Whether a builtin is plain arithmetic on its arguments' lanes (the rest draw, read the
/// world or change it).
pub(crate) fn is_math(op: Builtin) -> bool {
    !matches!(
        op,
        Builtin::Fmod
            | Builtin::RandU32
            | Builtin::WorldId
            | Builtin::RowIndex
            | Builtin::Alive
            | Builtin::Has(_)
            | Builtin::Spawn(_)
    )
}

/// What the walk needs from a generator.
pub(crate) trait Lower<'a>: Values {
    /// Where a place lives.
    type Loc;
    /// A callee's parameter, bound.
    type Arg;
    /// An `if` chain being lowered.
    type Branch;
    /// A loop being lowered.
    type Loop;

    fn program(&self) -> &'a Program;
    /// Whether the kernel runs one row with Cranelift, which lowers short counted loops as
    /// copies ([`copies`]) and small integer `if`s as selects ([`selectable`]).
    fn shortcuts(&self) -> bool {
        false
    }

    // ---- values ----
    fn constant(&mut self, c: &Const) -> Self::V;
    /// `a && b` / `a || b`, evaluating `b` only where `a` leaves it undecided.
    fn logic(&mut self, is_and: bool, a: &Expr, b: &Expr) -> Self::V;
    /// `a == b` of two entities without reading them, where the generator knows both are the
    /// entities of rows it is visiting; `None` to compare their values.
    fn same_entity(&mut self, _a: &Expr, _b: &Expr) -> Option<Self::V> {
        None
    }
    /// `c ? a : b` of type `ty`, evaluating only the chosen side where that matters.
    fn choose(&mut self, ty: &ValueType, c: &Expr, a: &Expr, b: &Expr) -> Vec<Self::V>;
    /// `rand_u32`, `world_id`, `fmod`, `alive`, `has`, `spawn`, with their arguments' values.
    fn effectful(&mut self, op: Builtin, ty: &ValueType, vals: Vec<Vec<Self::V>>) -> Vec<Self::V>;

    // ---- memory ----
    fn place(&mut self, p: &Place) -> Self::Loc;
    fn load(&mut self, loc: &Self::Loc, ty: &ValueType) -> Vec<Self::V>;
    /// Stores for the running rows only.
    fn store(&mut self, loc: &Self::Loc, ty: &ValueType, vals: &[Self::V]);
    /// After an assignment to `place` was stored.
    fn assigned(&mut self, _place: &Place) {}
    /// `a = {}` of an array or struct: zeroes it.
    fn zero(&mut self, loc: &Self::Loc, ty: &ValueType);
    /// Binds a reference local (`let r = get(...)`, `single(...)`).
    fn bind(&mut self, l: LocalId, src: &RefSource);
    /// With `--debug`: reports `v` (a stored value) if it is a NaN in a running row.
    fn nan_check(&mut self, v: Self::V, span: Span);

    // ---- control ----
    /// At the start of statement `s` (a C++ generator marks its line).
    fn mark(&mut self, _s: &Stmt) {}
    /// Before each statement (a scalar kernel opens a block after a jump).
    fn begin_stmt(&mut self) {}
    fn if_begin(&mut self) -> Self::Branch;
    /// The following statements run where `cond` holds, among the rows no earlier arm took.
    /// `light`: the arm is small enough ([`light`]) that a lane kernel runs it under its mask
    /// even when no row takes it, rather than branch around it.
    fn if_arm(&mut self, br: &mut Self::Branch, cond: Self::V, light: bool);
    /// Back to the rows no arm took so far; `more`: another arm or an `else` follows, `Some`
    /// of whether it is light.
    fn if_arm_end(&mut self, br: &mut Self::Branch, more: Option<bool>);
    /// Before the `else` statements (none is an empty `else`).
    fn if_else(&mut self, _br: &mut Self::Branch) {}
    fn if_end(&mut self, br: Self::Branch);
    /// A loop's header (its stop check, at `span`); then `loop_while` for a leading condition.
    fn loop_begin(&mut self, span: Option<Span>) -> Self::Loop;
    fn loop_while(&mut self, lp: &Self::Loop, cond: Self::V);
    /// Where the body starts (after the leading condition, if any).
    fn loop_body(&mut self, _lp: &Self::Loop) {}
    /// From the body to the step statements (the target of `continue`).
    fn loop_step(&mut self, lp: &Self::Loop);
    /// Back to the header, while `again` holds when given.
    fn loop_end(&mut self, lp: Self::Loop, again: Option<Self::V>);
    /// `for (... : arch)`: the world's rows, binding the entity and component references;
    /// with `keys`, the rows whose sort key the bounds admit (their values evaluated, in order);
    /// with `after`, the rows after the invocation's own or an enclosing loop's row.
    #[allow(clippy::too_many_arguments)]
    fn rows_begin(
        &mut self,
        arch: ArchId,
        entity: Option<LocalId>,
        binds: &[(LocalId, CompId)],
        keys: Option<(&KeyRange, Vec<Self::V>)>,
        after: Option<After>,
        span: Option<Span>,
    ) -> Self::Loop;
    fn rows_end(&mut self, lp: Self::Loop);
    /// Before loop `s` over rows (and its key bounds): a per-world kernel whose loop is a fold
    /// ([`crate::ir::reduce`]) lowers it as the fold's plan says (the CPU: float sums in
    /// SEMANTICS.md 10.5a's order; CUDA: the fold's phases).
    fn fold_loop(&mut self, _s: &Stmt) {}
    /// A loop lowered as copies of its body (see [`copies`]; one-row kernels only): its exit,
    /// then per copy a target for `continue` (the next copy's start), pushed by `copy_begin`
    /// and reached by `copy_end`. `None` inside another loop's copies.
    fn copies_begin(&mut self) -> Option<Self::Loop> {
        unreachable!("only one-row kernels lower loops as copies")
    }
    fn copy_begin(&mut self, _lp: &mut Self::Loop) {
        unreachable!("only one-row kernels lower loops as copies")
    }
    fn copy_end(&mut self, _lp: &Self::Loop) {
        unreachable!("only one-row kernels lower loops as copies")
    }
    fn copies_end(&mut self, _lp: Self::Loop) {
        unreachable!("only one-row kernels lower loops as copies")
    }
    fn break_loop(&mut self);
    fn continue_loop(&mut self);
    /// `return`: the running rows leave the current frame with `vals`.
    fn ret(&mut self, vals: Vec<Self::V>);

    // ---- calls ----
    /// Before a call's arguments are evaluated.
    fn call_begin(&mut self) {}
    fn arg_value(&mut self, ty: &ValueType, vals: Vec<Self::V>) -> Self::Arg;
    fn arg_ref(&mut self, root: &Root) -> Self::Arg;
    /// A frame for `callee` with its parameters bound.
    fn enter(&mut self, callee: &'a Func, args: Vec<Self::Arg>);
    /// Ends the frame; the result's values.
    fn leave(&mut self, callee: &'a Func) -> Vec<Self::V>;

    // ---- the engine ----
    fn reset_world(&mut self);
    fn destroy(&mut self, entity: Self::V);
    /// `rand_key(k)`: later draws of the invocation use `k` for the entity id, the counter
    /// from 0.
    fn rand_key(&mut self, key: Self::V);
}

/// The values of `e`, one per IR lane (vectors: x, y, z ...).
/// Operands are evaluated left to right (SEMANTICS.md, evaluation order).
pub(crate) fn expr<'a, G: Lower<'a>>(g: &mut G, e: &Expr) -> Vec<G::V> {
    match &e.kind {
        ExprKind::Const(c) => vec![g.constant(c)],
        ExprKind::Load(p) => {
            let loc = g.place(p);
            g.load(&loc, &p.ty)
        }
        ExprKind::Unary(op, a) => {
            let v = expr(g, a);
            v.into_iter().map(|x| g.unary(*op, &a.ty, x)).collect()
        }
        ExprKind::Binary(op, a, b) => {
            let x = expr(g, a);
            let amount = match (op, b.const_int()) {
                (BinOp::Shl | BinOp::Shr, Some(_)) => g.shift_amount(b),
                _ => None,
            };
            let y = match amount {
                Some(amt) => vec![amt; x.len()],
                None => expr(g, b),
            };
            // A scalar operand applies to every lane.
            let y = if y.len() < x.len() { vec![y[0].clone(); x.len()] } else { y };
            x.into_iter().zip(y).map(|(x, y)| g.binary(*op, &e.ty, x, y)).collect()
        }
        ExprKind::Compare(op @ (CmpOp::Eq | CmpOp::Ne), a, b) if a.ty == ValueType::Entity => {
            if let Some(eq) = g.same_entity(a, b) {
                let r = if *op == CmpOp::Eq { eq } else { g.not(eq) };
                return vec![r];
            }
            let x = expr(g, a).swap_remove(0);
            let y = expr(g, b).swap_remove(0);
            vec![g.compare(*op, &a.ty, x, y)]
        }
        ExprKind::Compare(op, a, b) => {
            let x = expr(g, a).swap_remove(0);
            let y = expr(g, b).swap_remove(0);
            vec![g.compare(*op, &a.ty, x, y)]
        }
        ExprKind::And(a, b) => vec![g.logic(true, a, b)],
        ExprKind::Or(a, b) => vec![g.logic(false, a, b)],
        ExprKind::Select(c, a, b) => g.choose(&e.ty, c, a, b),
        ExprKind::Convert(a) => {
            let v = expr(g, a).swap_remove(0);
            vec![g.convert(v, &a.ty, &e.ty)]
        }
        ExprKind::Splat(a) => {
            let v = expr(g, a).swap_remove(0);
            vec![v; crate::ir::lanes(&e.ty)]
        }
        ExprKind::Construct(parts) => parts.iter().flat_map(|x| expr(g, x)).collect(),
        ExprKind::Pick(a, lanes) => {
            let v = expr(g, a);
            lanes.iter().map(|&k| v[k as usize].clone()).collect()
        }
        ExprKind::Call(f, args) => call(g, *f, args),
        ExprKind::Builtin(op, args) => {
            let vals: Vec<Vec<G::V>> = args.iter().map(|a| expr(g, a)).collect();
            let ty = args.first().map(|a| a.ty.clone()).unwrap_or(ValueType::Int);
            if !is_math(*op) {
                return g.effectful(*op, &ty, vals);
            }
            // Lane by lane of vector arguments (a scalar argument applies to every lane).
            (0..vals[0].len())
                .map(|k| {
                    let lane: Vec<G::V> = vals.iter().map(|v| v[k.min(v.len() - 1)].clone()).collect();
                    g.math(*op, &ty, &lane)
                })
                .collect()
        }
    }
}

/// Statements in order; what follows a `return`, `break` or `continue` in the same block
/// never runs and is not lowered. In one-row kernels a short counted loop (see [`copies`])
/// is lowered as copies of its body.
pub(crate) fn stmts<'a, G: Lower<'a>>(g: &mut G, list: &[Stmt]) {
    let mut i = 0;
    while i < list.len() {
        let s = &list[i];
        g.begin_stmt();
        stmt(g, s);
        if matches!(s, Stmt::Return(_) | Stmt::Break | Stmt::Continue) {
            return;
        }
        i += 1;
        if !g.shortcuts() {
            continue;
        }
        let n = list.get(i).and_then(|l| copies(g.program(), s, l));
        if let (Some(n), Some(Stmt::Loop { body, step, .. })) = (n, list.get(i)) {
            // Not inside another loop's copies: copies of copies would multiply.
            let Some(mut lp) = g.copies_begin() else { continue };
            g.begin_stmt();
            for _ in 0..n {
                g.copy_begin(&mut lp);
                stmts(g, body);
                g.copy_end(&lp);
                stmts(g, step);
            }
            g.copies_end(lp);
            i += 1;
        }
    }
}

/// How many times `lp` runs when it is `while (k < N) { body } step { k = k + 1; }` right after
/// `init`, `k = A;`, with `A` and `N` constant ints, `N - A` at most 8, and `body` small (at
/// most [`COPY_NODES`] IR nodes with its calls inlined) and never assigning `k`. Then it is
/// lowered as that many copies of the body and the step, with no condition and no stop check
/// (it is bounded), and `k` a constant in each copy, which Cranelift folds through inlined
/// code (the spatial grid's six spans per ship: which part of a grid row a span is, and
/// whether it can wrap, are decided at compile time).
fn copies(p: &Program, init: &Stmt, lp: &Stmt) -> Option<u32> {
    let int = |e: &Expr| match e.kind {
        ExprKind::Const(Const::Int(n)) => Some(n as i64),
        _ => None,
    };
    let is_k =
        |e: &Expr, k: LocalId| matches!(&e.kind, ExprKind::Load(p) if p.root == Root::Local(k) && p.path.is_empty());
    let Stmt::Assign(place, a) = init else { return None };
    let (Root::Local(k), true, ValueType::Int) = (&place.root, place.path.is_empty(), &place.ty) else {
        return None;
    };
    let k = *k;
    let a = int(a)?;
    let Stmt::Loop { pre: Some(cond), body, step, post: None } = lp else { return None };
    let ExprKind::Compare(CmpOp::Lt, x, limit) = &cond.kind else { return None };
    let n = int(limit)?;
    if !is_k(x, k) || !(0..=8).contains(&(n - a).max(0)) {
        return None;
    }
    let [Stmt::Assign(sp, inc)] = step.as_slice() else { return None };
    let ExprKind::Binary(BinOp::Add, x, one) = &inc.kind else { return None };
    if sp.root != Root::Local(k) || !sp.path.is_empty() || !is_k(x, k) || int(one) != Some(1) {
        return None;
    }
    let (mut nodes, mut assigns, mut calls) = (0u64, false, Vec::new());
    crate::ir::visit::visit_stmts(body, &mut |v| {
        nodes += 1;
        if let crate::ir::visit::Visit::Stmt(Stmt::Call(f, _))
        | crate::ir::visit::Visit::Expr(Expr { kind: ExprKind::Call(f, _), .. }) = v
        {
            calls.push(*f);
        }
        match v {
            crate::ir::visit::Visit::Stmt(Stmt::Assign(p, _)) if p.root == Root::Local(k) => assigns = true,
            crate::ir::visit::Visit::Stmt(Stmt::Call(_, args))
            | crate::ir::visit::Visit::Expr(Expr { kind: ExprKind::Call(_, args), .. })
                if args.iter().any(|a| matches!(a, Arg::Ref(Root::Local(l)) if *l == k)) =>
            {
                assigns = true
            }
            _ => {}
        }
    });
    if assigns || nodes > COPY_NODES {
        return None;
    }
    if !calls.is_empty() {
        let costs = crate::ir::budget::costs(&p.funcs);
        nodes += calls.iter().map(|f| costs[f.0 as usize].nodes).sum::<u64>();
    }
    (nodes <= COPY_NODES).then_some((n - a).max(0) as u32)
}

/// The most IR nodes (calls inlined) of a loop body lowered as copies: the copies at most
/// multiply a kernel's code by 8 where its loops are, and never nest.
const COPY_NODES: u64 = 2000;

/// Whether `--debug` checks values stored to `place` for NaN: floating-point values stored to
/// a component or singleton (not to the system's own locals).
fn nan_checked(place: &Place) -> bool {
    // A `{...}` list stored to a whole array field: each of its elements.
    let mut elem = &place.ty;
    while let ValueType::Array(t, _) = elem {
        elem = t;
    }
    !matches!(place.root, Root::Local(_))
        && matches!(
            elem,
            ValueType::Float
                | ValueType::Double
                | ValueType::Vec2
                | ValueType::Vec3
                | ValueType::Vec4
                | ValueType::Quat
        )
}

/// Whether a store to `place` makes NaNs canonical (SEMANTICS.md, section 8): it goes to a
/// component or singleton, where a program (through `get`) or a user can see it. Locals keep
/// any NaN; whatever they reach is canonicalized there.
fn canonical(place: &Place) -> bool {
    !matches!(place.root, Root::Local(_))
}

pub(crate) fn stmt<'a, G: Lower<'a>>(g: &mut G, s: &Stmt) {
    g.mark(s);
    match s {
        Stmt::Assign(place, e) => {
            // The place (its indices) before the value.
            let loc = g.place(place);
            if let (true, ExprKind::Construct(parts)) = (in_memory(&place.ty), &e.kind)
                && parts.is_empty()
            {
                g.zero(&loc, &place.ty);
                return;
            }
            let mut v = expr(g, e);
            if nan_checked(place) {
                for x in &v {
                    g.nan_check(x.clone(), place.span);
                }
            }
            if canonical(place) {
                let mut elem = &place.ty;
                while let ValueType::Array(t, _) = elem {
                    elem = t;
                }
                v = match elem {
                    // Each lane as its own type.
                    ValueType::Struct(_) => v.into_iter().zip(lane_types(elem)).map(|(x, t)| g.canon(x, &t)).collect(),
                    _ => v.into_iter().map(|x| g.canon(x, elem)).collect(),
                };
            }
            g.store(&loc, &place.ty, &v);
            g.assigned(place);
        }
        Stmt::BindRef(l, src) => g.bind(*l, src),
        Stmt::Eval(e) => {
            expr(g, e);
        }
        Stmt::Call(f, args) => {
            call(g, *f, args);
        }
        Stmt::Destroy(e, _) => {
            let v = expr(g, e).swap_remove(0);
            g.destroy(v);
        }
        Stmt::ResetWorld(_) => g.reset_world(),
        Stmt::RandKey(e) => {
            let k = expr(g, e).swap_remove(0);
            g.rand_key(k);
        }
        Stmt::If(arms, otherwise) => {
            if g.shortcuts() && selectable(g.program(), arms, otherwise) {
                if_selects(g, arms, otherwise, None);
                return;
            }
            // Each condition is evaluated only for the rows no earlier arm took (it may draw
            // random numbers or fail a check).
            let mut br = g.if_begin();
            let lights: Vec<bool> = arms.iter().map(|(_, b)| light(b)).collect();
            let light_else = light(otherwise);
            for (k, (c, body)) in arms.iter().enumerate() {
                let cv = expr(g, c).swap_remove(0);
                g.if_arm(&mut br, cv, lights[k]);
                stmts(g, body);
                let more = match lights.get(k + 1) {
                    Some(l) => Some(*l),
                    None => (!otherwise.is_empty()).then_some(light_else),
                };
                g.if_arm_end(&mut br, more);
            }
            g.if_else(&mut br);
            stmts(g, otherwise);
            g.if_end(br);
        }
        Stmt::Loop { pre, body, step, post } => {
            let span = pre.as_ref().or(post.as_ref()).map(|c| c.span).or_else(|| crate::ir::visit::first_span(body));
            let lp = g.loop_begin(span);
            if let Some(c) = pre {
                let cv = expr(g, c).swap_remove(0);
                g.loop_while(&lp, cv);
            }
            g.loop_body(&lp);
            stmts(g, body);
            g.loop_step(&lp);
            stmts(g, step);
            g.begin_stmt();
            let again = post.as_ref().map(|c| expr(g, c).swap_remove(0));
            g.loop_end(lp, again);
        }
        Stmt::ForRows { arch, entity, binds, keys, after, body, .. } => {
            g.fold_loop(s);
            let keys = keys.as_deref().map(|k| {
                let vals = k.bounds.iter().map(|(_, e)| expr(g, e).swap_remove(0)).collect();
                (k, vals)
            });
            let lp = g.rows_begin(*arch, *entity, binds, keys, *after, crate::ir::visit::first_span(body));
            stmts(g, body);
            g.rows_end(lp);
        }
        Stmt::Break => g.break_loop(),
        Stmt::Continue => g.continue_loop(),
        Stmt::Return(v) => {
            let vals = match v {
                Some(e) => expr(g, e),
                None => vec![],
            };
            g.ret(vals);
        }
    }
}

/// Whether a one-row kernel may run an `if` as selects instead of a branch: every arm only
/// assigns `int`, `uint` or `bool` locals (or runs such an `if`), at most four statements an
/// arm, and its conditions and values are small expressions with no effect, no check (calls,
/// `get`, array elements) and no division. Then evaluating every arm is unobservable, and
/// Cranelift makes integer selects `cmov`s: a branch on data (a count by team over shuffled
/// rows) mispredicted half the time. (Float selects are branches on x86-64 anyway, so float
/// assignments keep theirs; SIMD kernels run every `if` under masks.)
fn selectable(p: &Program, arms: &[(Expr, Vec<Stmt>)], otherwise: &[Stmt]) -> bool {
    fn small(p: &Program, e: &Expr, budget: &mut i32) -> bool {
        *budget -= 1;
        if *budget < 0 || p.has_effects(e) {
            return false;
        }
        let plain = |pl: &Place| {
            matches!(pl.root, Root::Local(_) | Root::Ref(_)) && !pl.path.iter().any(|q| matches!(q, Proj::Index { .. }))
        };
        match &e.kind {
            ExprKind::Const(_) => true,
            ExprKind::Load(pl) => plain(pl),
            ExprKind::Unary(_, a) | ExprKind::Convert(a) => small(p, a, budget),
            ExprKind::Binary(op, a, b) => {
                !matches!(op, BinOp::Div | BinOp::Rem) && small(p, a, budget) && small(p, b, budget)
            }
            ExprKind::Compare(_, a, b) | ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                small(p, a, budget) && small(p, b, budget)
            }
            ExprKind::Select(c, a, b) => small(p, c, budget) && small(p, a, budget) && small(p, b, budget),
            ExprKind::Splat(_)
            | ExprKind::Construct(_)
            | ExprKind::Pick(..)
            | ExprKind::Call(..)
            | ExprKind::Builtin(..) => false,
        }
    }
    fn arm(p: &Program, body: &[Stmt], budget: &mut i32) -> bool {
        body.len() <= 4
            && body.iter().all(|s| match s {
                Stmt::Assign(pl, e) => {
                    matches!(pl.root, Root::Local(_))
                        && pl.path.is_empty()
                        && matches!(pl.ty, ValueType::Int | ValueType::Uint | ValueType::Bool)
                        && small(p, e, budget)
                }
                Stmt::If(arms, otherwise) => {
                    arms.iter().all(|(c, b)| small(p, c, budget) && arm(p, b, budget)) && arm(p, otherwise, budget)
                }
                _ => false,
            })
    }
    let mut budget = 32;
    arms.iter().all(|(c, b)| small(p, c, &mut budget) && arm(p, b, &mut budget)) && arm(p, otherwise, &mut budget)
}

/// Whether an `if` arm (or `else`) is small enough to run under its lanes' mask even when no
/// lane takes it: straight-line assignments, evaluations, `reset_world()` and such `if`s, no
/// calls, at most 40 IR nodes in all (a builtin counts 8). Skipping it needs a branch on data, which
/// mispredicts whenever a few rows take it at random (CartPole's reset: ~1 group of 4 in 5),
/// and a misprediction costs more than the arm.
pub(crate) fn light(body: &[Stmt]) -> bool {
    use crate::ir::visit::{Visit, visit_stmts};
    let (mut cost, mut plain) = (0u32, true);
    visit_stmts(body, &mut |v| {
        cost += match v {
            Visit::Expr(Expr { kind: ExprKind::Builtin(..), .. }) => 8,
            _ => 1,
        };
        plain &= match v {
            Visit::Stmt(s) => matches!(s, Stmt::Assign(..) | Stmt::Eval(_) | Stmt::ResetWorld(_) | Stmt::If(..)),
            Visit::Expr(x) => !matches!(x.kind, ExprKind::Call(..)),
        };
    });
    plain && cost <= 40
}

/// An `if` that [`selectable`] admits, as selects: each arm's assignments take effect where
/// `pred` (when given), the arm's condition and no earlier arm's condition hold.
fn if_selects<'a, G: Lower<'a>>(g: &mut G, arms: &[(Expr, Vec<Stmt>)], otherwise: &[Stmt], pred: Option<G::V>) {
    let mut rest = pred;
    for (c, body) in arms {
        let cv = expr(g, c).swap_remove(0);
        let here = match rest.clone() {
            Some(r) => g.and(r, cv.clone()),
            None => cv.clone(),
        };
        let not = g.not(cv);
        rest = Some(match rest {
            Some(r) => g.and(r, not),
            None => not,
        });
        selects(g, body, here);
    }
    if !otherwise.is_empty() {
        let rest = rest.expect("an if has an arm");
        selects(g, otherwise, rest);
    }
}

fn selects<'a, G: Lower<'a>>(g: &mut G, body: &[Stmt], pred: G::V) {
    for s in body {
        match s {
            Stmt::Assign(place, e) => {
                let loc = g.place(place);
                let v = expr(g, e).swap_remove(0);
                let old = g.load(&loc, &place.ty).swap_remove(0);
                let new = g.select(&place.ty, pred.clone(), v, old);
                g.store(&loc, &place.ty, &[new]);
            }
            Stmt::If(arms, otherwise) => if_selects(g, arms, otherwise, Some(pred.clone())),
            _ => unreachable!("admitted by `selectable`"),
        }
    }
}

/// Inlines a call: arguments left to right, then the callee's body in a frame of its own.
pub(crate) fn call<'a, G: Lower<'a>>(g: &mut G, f: FuncId, args: &[Arg]) -> Vec<G::V> {
    let callee = g.program().func(f);
    g.call_begin();
    let mut bound = Vec::with_capacity(args.len());
    for a in args {
        bound.push(match a {
            Arg::Value(e) => {
                let vals = expr(g, e);
                g.arg_value(&e.ty, vals)
            }
            Arg::Ref(root) => g.arg_ref(root),
        });
    }
    g.enter(callee, bound);
    stmts(g, &callee.body);
    g.leave(callee)
}
