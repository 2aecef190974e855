//! What each function and system does, computed once on the IR for every backend.
//!
//! A code generator or executor never walks system bodies to find out whether a system spawns,
//! which tables it walks or whether its rows may run in any order: it reads [`Effects`]. Two
//! backends deciding these things separately would drift; one analysis cannot.
//!
//! - **Purity** ([`mark_pure`]): a function is pure when it has no effects beyond its result
//!   (no component writes, no random numbers, no entity operations, transitively).
//! - **Access** ([`collect_access`]): per component, whether a system reads, writes or both.
//! - **Effects** ([`all_effects`]): read and write sets split into the row's own components,
//!   singletons and rows reached through `get`; structural effects (spawn, destroy, reset);
//!   the tables walked; random numbers; and the system's [`Locality`].
//!
//! ## Locality
//! A per-row system is **row-local** when each row touches only its own row, reads (never
//! writes) singletons, and draws from its own random stream: its rows may run in any order or
//! all at once. Writing a singleton makes it **row-ordered**: it still touches only its own row,
//! but the rows of one world must run in row order (they share the singleton). Lookups through
//! `get`, `alive` or `has`, spawns, destroys and loops over rows make it **world-ordered**: a
//! row may see any other row of its world. `reset_world()` only marks the world, so it leaves
//! locality alone.

use std::collections::{BTreeSet, HashMap, HashSet};

use mw_runtime::schema::{ArchId, CompId, Spec, ValueType};
use mw_runtime::source::Span;

use super::visit::{Visit, visit_stmts};
use super::*;

/// Marks functions without effects (see [`Func::pure`]), to a fixed point over calls.
pub(crate) fn mark_pure(funcs: &mut [Func]) {
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
                Visit::Stmt(Stmt::Destroy(..) | Stmt::ResetWorld(_) | Stmt::RandKey(_)) => ok = false,
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

/// Adds to `acc` how `root` and every function it calls access each component.
pub(crate) fn collect_access(
    funcs: &[Func],
    root: FuncId,
    acc: &mut HashMap<CompId, Access>,
    seen: &mut HashSet<FuncId>,
) {
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

/// How freely the rows (or worlds) of a system may be scheduled. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Locality {
    /// Touches only its own row; reads singletons; any row order.
    RowLocal,
    /// Touches only its own row but writes singletons: rows of a world run in row order.
    RowOrdered,
    /// May reach other rows of its world (the reason): rows of a world run in row order, alone.
    WorldOrdered(String),
    /// A per-world system: one invocation per world.
    PerWorld,
}

impl Locality {
    /// Touches no row but its own (so consecutive such systems may share one pass over rows).
    pub(crate) fn row_confined(&self) -> bool {
        matches!(self, Locality::RowLocal | Locality::RowOrdered)
    }

    pub fn name(&self) -> &'static str {
        match self {
            Locality::RowLocal => "row-local",
            Locality::RowOrdered => "row-ordered",
            Locality::WorldOrdered(_) => "world-ordered",
            Locality::PerWorld => "per-world",
        }
    }
}

/// Everything a system does, through every function it calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effects {
    /// Components read / written, any way (own row, singleton, `get`, loops over rows).
    pub reads: BTreeSet<CompId>,
    pub writes: BTreeSet<CompId>,
    /// Singletons read / written (a subset of the above).
    pub(crate) single_reads: BTreeSet<CompId>,
    pub(crate) single_writes: BTreeSet<CompId>,
    /// Components written through `get(C, e)` (rows other than the system's own, possibly).
    pub(crate) get_writes: BTreeSet<CompId>,
    /// `get`, `alive` or `has`: looks at entities other than its own row.
    pub lookups: bool,
    pub spawns: BTreeSet<ArchId>,
    pub destroys: bool,
    pub resets: bool,
    /// Draws random numbers.
    pub rand: bool,
    /// Tables walked: the query's archetypes and every `for (... : Arch)` loop's.
    pub walks: BTreeSet<ArchId>,
    /// Has a `for (... : Arch)` loop.
    pub(crate) row_loops: bool,
    /// Whether it can run four rows at once on lanes with masks ([`lanes_ok`] and
    /// [`small_enough`]); the reason when it can't. Systems fuse only with systems alike in this.
    pub lanes: Result<(), String>,
    /// IR nodes with every call inlined ([`super::budget`]): the size of its code.
    pub nodes: u64,
    pub locality: Option<Locality>,
    /// A per-row system whose invocations can't see each other's effects, so one world's rows
    /// may run in any order, split among threads: it changes no table's shape, writes no
    /// singleton and nothing through `get` or a loop, and the components it reads from other
    /// rows (loops, `get`) are ones it does not write. Random numbers are keyed by entity, so
    /// they don't depend on the order. (A world-ordered system can still be this: `steer`
    /// reads every nearby ship and writes only its own `Steer`.)
    pub rows_apart: bool,
    /// Why a world's work runs serially on one GPU thread, and the construct that makes it so:
    /// for a per-row system, the first rule of `rows_apart` it breaks (so `None` exactly when
    /// `rows_apart`); for a per-world system, its first loop over rows. `mw check --plan` prints
    /// it with the span's file:line:col.
    pub serial: Option<(String, Span)>,
    /// A per-row system that spawns or destroys but whose invocations still see nothing of
    /// each other's ([`super::spawns`]): the archetypes it spawns into. The GPU runs it a
    /// thread per row and places its spawns afterwards by prefix sums over the rows' counts.
    pub(crate) spawns_apart: Option<Vec<ArchId>>,
    /// A per-world graph system whose loop over rows only accumulates ([`super::reduce`]): the
    /// GPU folds its rows in parallel, and `serial` is `None`.
    pub(crate) reduce: Option<super::reduce::Reduction>,
}

impl Effects {
    /// Can spawn or destroy entities, so tables change shape while it runs.
    pub fn structural(&self) -> bool {
        self.destroys || !self.spawns.is_empty()
    }

    pub fn locality(&self) -> &Locality {
        self.locality.as_ref().expect("effects() sets the locality")
    }
}

/// Whether `c` is a singleton.
fn singleton(spec: &Spec, c: CompId) -> bool {
    spec.components.get(c.0 as usize).is_some_and(|d| d.singleton)
}

/// The effects of system `sys` (its function and everything it calls).
fn effects(p: &Program, sys: &System, nodes: u64) -> Effects {
    let mut e = Effects {
        reads: BTreeSet::new(),
        writes: BTreeSet::new(),
        single_reads: BTreeSet::new(),
        single_writes: BTreeSet::new(),
        get_writes: BTreeSet::new(),
        lookups: false,
        spawns: BTreeSet::new(),
        destroys: false,
        resets: false,
        rand: false,
        walks: BTreeSet::new(),
        row_loops: false,
        lanes: small_enough(nodes).and_then(|()| lanes_ok(p, sys)),
        nodes,
        locality: None,
        rows_apart: false,
        serial: None,
        spawns_apart: None,
        reduce: None,
    };
    // Components read from rows other than the invocation's own (and where first), and
    // whether it writes any.
    let mut other_reads: BTreeSet<CompId> = BTreeSet::new();
    let mut other_writes = false;
    // Where each thing that keeps a world's rows (or a world's loop) on one thread is first.
    let mut read_at: HashMap<CompId, Span> = HashMap::new();
    let mut at = Sites::default();
    if let SystemKind::PerRow(q) = &sys.kind {
        e.walks.extend(q.archetypes.iter().copied());
    }
    for f in p.reachable(sys.func) {
        let func = p.func(f);
        // Reference locals bound by `get` in this function: accesses through them are lookups.
        let mut via_get: HashSet<LocalId> = HashSet::new();
        visit_stmts(&func.body, &mut |v| {
            if let Visit::Stmt(Stmt::BindRef(l, RefSource::Get(..))) = v {
                via_get.insert(*l);
            }
        });
        let through_get = |root: &Root| match root {
            Root::Src(RefSource::Get(..)) => true,
            Root::Ref(l) => via_get.contains(l),
            _ => false,
        };
        visit_stmts(&func.body, &mut |v| match v {
            Visit::Stmt(s) => match s {
                Stmt::Assign(pl, _) => {
                    if let Some(c) = pl.comp {
                        e.writes.insert(c);
                        if singleton(&p.spec, c) {
                            e.single_writes.insert(c);
                            at.single_write.get_or_insert((c, pl.span));
                        }
                        if through_get(&pl.root) {
                            e.get_writes.insert(c);
                            at.get_write.get_or_insert((c, pl.span));
                        }
                    }
                }
                Stmt::BindRef(_, RefSource::Get(c, x)) => {
                    e.lookups = true;
                    other_reads.insert(*c);
                    read_at.entry(*c).or_insert(x.span);
                }
                Stmt::Destroy(_, s) => {
                    e.destroys = true;
                    at.destroy.get_or_insert(*s);
                }
                Stmt::ResetWorld(s) => {
                    e.resets = true;
                    at.reset.get_or_insert(*s);
                }
                // Keys the draws that follow: part of the system's random stream.
                Stmt::RandKey(_) => e.rand = true,
                Stmt::ForRows { arch, binds, keys, span, .. } => {
                    e.row_loops = true;
                    e.walks.insert(*arch);
                    at.row_loop.get_or_insert((*arch, *span));
                    if let Some(k) = keys {
                        e.reads.insert(k.comp);
                        other_reads.insert(k.comp);
                        read_at.entry(k.comp).or_insert(*span);
                    }
                    for (l, c) in binds {
                        e.reads.insert(*c);
                        other_reads.insert(*c);
                        read_at.entry(*c).or_insert(*span);
                        if matches!(func.local(*l).kind, LocalKind::Ref { mutable: true, .. }) {
                            e.writes.insert(*c);
                            other_writes = true;
                            at.loop_write.get_or_insert((*c, *span));
                        }
                    }
                }
                Stmt::Call(_, args) => ref_args(args, &mut e, &mut at, None),
                _ => {}
            },
            Visit::Expr(x) => match &x.kind {
                ExprKind::Load(pl) => {
                    if let Some(c) = pl.comp {
                        e.reads.insert(c);
                        if singleton(&p.spec, c) {
                            e.single_reads.insert(c);
                        }
                    }
                    if let Root::Src(RefSource::Get(c, _)) = &pl.root {
                        e.lookups = true;
                        other_reads.insert(*c);
                        read_at.entry(*c).or_insert(pl.span);
                    }
                }
                ExprKind::Builtin(b, _) => match b {
                    Builtin::RandU32 => e.rand = true,
                    Builtin::Spawn(a) => {
                        e.spawns.insert(*a);
                        at.spawn.get_or_insert(x.span);
                    }
                    Builtin::Alive | Builtin::Has(_) => e.lookups = true,
                    _ => {}
                },
                ExprKind::Call(_, args) => ref_args(args, &mut e, &mut at, Some(x.span)),
                _ => {}
            },
        });
    }
    // A mutable `Single` parameter that is only read still counts as read; one whose fields
    // are assigned was counted above through the place's component.
    for sp in &sys.params {
        if let SysParam::Single(c) = sp {
            e.single_reads.insert(*c);
        }
    }
    e.rows_apart = matches!(sys.kind, SystemKind::PerRow(_))
        && !e.structural()
        && !e.resets
        && !other_writes
        && e.single_writes.is_empty()
        && e.get_writes.is_empty()
        && other_reads.is_disjoint(&e.writes);
    // Why a per-row system that spawns or destroys keeps a world's rows on one GPU thread.
    let mut structural_why = None;
    if e.structural() && matches!(sys.kind, SystemKind::PerRow(_)) {
        match super::spawns::spawns_apart(p, sys) {
            Ok(targets) => e.spawns_apart = Some(targets),
            Err(why) => structural_why = Some(why),
        }
    }
    let comp = |c: CompId| &p.spec.components[c.0 as usize].name;
    let arch = |a: ArchId| &p.spec.archetypes[a.0 as usize].name;
    e.serial = match &sys.kind {
        SystemKind::PerWorld => at.row_loop.and_then(|(a, s)| {
            let loops = format!("loops over the rows of `{}`", arch(a));
            // init_world runs a thread per world at the start and in resets, as written.
            if p.init_world.is_some_and(|i| std::ptr::eq(p.system(i), sys)) {
                return Some((loops, s));
            }
            match super::reduce::reduction(p, sys) {
                Ok(r) => {
                    e.reduce = Some(r);
                    None
                }
                Err((why, at)) => Some((format!("{loops} and {why}"), at)),
            }
        }),
        SystemKind::PerRow(_) => {
            // The rules of `rows_apart`, in its order.
            let reads_what_it_writes = other_reads
                .intersection(&e.writes)
                .next()
                .map(|c| (format!("reads `{}` of other rows and writes it", comp(*c)), read_at[c]));
            let verb = if e.spawns.is_empty() { "destroys entities" } else { "spawns entities" };
            match (structural_why, at.spawn.or(at.destroy)) {
                (Some((why, s)), _) => Some((format!("{verb} and {why}"), s)),
                (None, s) => s.map(|s| (verb.to_string(), s)),
            }
            .or(at.reset.map(|s| ("calls reset_world()".to_string(), s)))
            .or(at.loop_write.map(|(c, s)| (format!("writes `{}` of the rows it loops over", comp(c)), s)))
            .or(at.single_write.map(|(c, s)| (format!("writes the singleton `{}`", comp(c)), s)))
            .or(at.get_write.map(|(c, s)| (format!("writes `{}` through get()", comp(c)), s)))
            .or(reads_what_it_writes)
        }
    };
    debug_assert_eq!(e.rows_apart, matches!(sys.kind, SystemKind::PerRow(_)) && e.serial.is_none());
    e.locality = Some(match &sys.kind {
        SystemKind::PerWorld => Locality::PerWorld,
        SystemKind::PerRow(_) => {
            let why = if e.row_loops {
                Some("loops over rows")
            } else if !e.spawns.is_empty() {
                Some("spawns entities")
            } else if e.destroys {
                Some("destroys entities")
            } else if !e.get_writes.is_empty() {
                Some("writes through get()")
            } else if e.lookups {
                Some("looks up entities")
            } else {
                None
            };
            match why {
                Some(w) => Locality::WorldOrdered(w.to_string()),
                None if !e.single_writes.is_empty() => Locality::RowOrdered,
                None => Locality::RowLocal,
            }
        }
    });
    e
}

/// Where a system first does what keeps a world's work on one GPU thread ([`Effects::serial`]).
#[derive(Default)]
struct Sites {
    spawn: Option<Span>,
    destroy: Option<Span>,
    reset: Option<Span>,
    row_loop: Option<(ArchId, Span)>,
    loop_write: Option<(CompId, Span)>,
    single_write: Option<(CompId, Span)>,
    get_write: Option<(CompId, Span)>,
}

/// Reference arguments rooted in `get(...)` make a call a lookup, and (for mutable parameters)
/// a possible write through `get`: at the call, or (a call statement, which has no span) at
/// the entity `get` is given.
fn ref_args(args: &[Arg], e: &mut Effects, at: &mut Sites, call: Option<Span>) {
    for a in args {
        if let Arg::Ref(Root::Src(RefSource::Get(c, x))) = a {
            e.lookups = true;
            e.get_writes.insert(*c);
            at.get_write.get_or_insert((*c, call.unwrap_or(x.span)));
        }
    }
}

/// The effects of every system, indexed by [`SysId`].
pub(crate) fn all_effects(p: &Program) -> Vec<Effects> {
    let costs = super::budget::costs(&p.funcs);
    p.systems.iter().map(|s| effects(p, s, costs[s.func.0 as usize].nodes)).collect()
}

/// Largest system (IR nodes, calls inlined) that gets a SIMD kernel.
pub(crate) const MAX_SIMD_NODES: u64 = 20_000;

/// Whether a system of `nodes` IR nodes (calls inlined, see [`super::budget`]) is small
/// enough for a lane kernel: masked code keeps values live across every branch, and register
/// allocation then grows faster than linearly, so very large systems keep the scalar kernel.
pub(crate) fn small_enough(nodes: u64) -> Result<(), String> {
    if nodes > MAX_SIMD_NODES {
        return Err(format!("is too large for a SIMD kernel ({nodes} IR nodes, at most {MAX_SIMD_NODES})"));
    }
    Ok(())
}

/// Whether a system can run on lanes (four rows at once with masks, as in the CPU's SIMD
/// kernels): the constructs the lane lowering implements. The reason when it can't.
pub(crate) fn lanes_ok(p: &Program, sys: &System) -> Result<(), String> {
    let SystemKind::PerRow(_) = &sys.kind else { return Err("not a per-row system".into()) };
    if sys.params.contains(&SysParam::Entity) {
        return Err("takes the row's entity".into());
    }
    let mut stack = vec![sys.func];
    let mut seen = std::collections::HashSet::new();
    let mut why: Option<String> = None;
    while let Some(f) = stack.pop() {
        if !seen.insert(f) {
            continue;
        }
        let func = p.func(f);
        for l in &func.locals {
            if let LocalKind::Value(t) = &l.kind
                && !vector_type(t)
            {
                return Err(format!("uses a local of type {t}"));
            }
        }
        visit_stmts(&func.body, &mut |v| {
            if why.is_some() {
                return;
            }
            match v {
                Visit::Stmt(s) => match s {
                    Stmt::Loop { .. } | Stmt::ForRows { .. } => why = Some("has a loop".into()),
                    Stmt::Destroy(..) => why = Some("destroys entities".into()),
                    Stmt::RandKey(_) => why = Some("calls rand_key()".into()),
                    Stmt::BindRef(_, RefSource::Get(..)) => why = Some("looks up entities".into()),
                    Stmt::Call(c, _) => stack.push(*c),
                    Stmt::Assign(p, _) => {
                        if let Some(r) = place_issue(p) {
                            why = Some(r);
                        }
                    }
                    _ => {}
                },
                Visit::Expr(e) => {
                    if !vector_type(&e.ty) {
                        why = Some(format!("computes a {}", e.ty));
                        return;
                    }
                    match &e.kind {
                        ExprKind::Binary(BinOp::Div | BinOp::Rem, _, _)
                            if matches!(e.ty, ValueType::Int | ValueType::Uint) =>
                        {
                            why = Some("divides integers".into())
                        }
                        ExprKind::Binary(BinOp::Shl | BinOp::Shr, _, b) if b.const_int().is_none() => {
                            why = Some("shifts by a computed amount".into())
                        }
                        ExprKind::Builtin(Builtin::Fmod | Builtin::Spawn(_) | Builtin::Alive | Builtin::Has(_), _) => {
                            why = Some("calls fmod or an entity operation".into())
                        }
                        ExprKind::Builtin(Builtin::RowIndex, _) => why = Some("calls row_index()".into()),
                        ExprKind::Load(p) => {
                            if let Some(r) = place_issue(p) {
                                why = Some(r);
                            }
                        }
                        ExprKind::Call(c, _) => stack.push(*c),
                        ExprKind::Compare(_, a, _) if !vector_type(&a.ty) => why = Some(format!("compares {}", a.ty)),
                        _ => {}
                    }
                }
            }
        });
        if let Some(w) = why.take() {
            return Err(w);
        }
    }
    Ok(())
}

fn place_issue(p: &Place) -> Option<String> {
    if p.path.iter().any(|x| matches!(x, Proj::Index { .. })) {
        return Some("indexes an array".into());
    }
    if matches!(p.root, Root::Src(RefSource::Get(..))) {
        return Some("looks up entities".into());
    }
    None
}

fn vector_type(t: &ValueType) -> bool {
    matches!(
        t,
        ValueType::Bool
            | ValueType::Int
            | ValueType::Uint
            | ValueType::Float
            | ValueType::Vec2
            | ValueType::Vec3
            | ValueType::Vec4
            | ValueType::Quat
    )
}
