//! The step plan: how the graph runs, derived from the IR by one pure function.
//!
//! The graph lists systems in the order the user wrote; the plan says how a backend runs them.
//! It is a list of **runs**. A run is a sequence of kernels that execute back to back on each
//! chunk of worlds, with no barrier between them (each world belongs to one thread for the
//! whole run); before it starts, the tables its kernels walk are compacted if they changed. A
//! run ends after a kernel that spawns or destroys (the next kernel may walk the tables it
//! changed) and around a sort, which is a run of its own.
//!
//! A **kernel** is one pass over rows or worlds:
//! - a per-world system;
//! - one or more per-row systems over the same archetypes. Consecutive systems are **fused**
//!   into one kernel when each touches only its own row ([`Locality::row_confined`]) and no
//!   singleton written by one is read or written by another: running them one after another on
//!   each row then computes what running them one after another over all rows computes, with
//!   each row's components loaded once. Systems that can run on lanes (four rows at once,
//!   [`Effects::lanes`]) fuse only with each other, so no system loses its SIMD kernel.
//!
//! The **reset pass** (worlds that called `reset_world()` are reset) runs chunk by chunk at
//! the end of the last run, or after the graph when it ends with a sort. Backends follow the
//! plan; none derives its own.
//!
//! `mw check --plan` prints it ([`Plan::render`]), with how each kernel runs on the GPU
//! ([`Plan::gpu`]): what the CUDA backend's step program does with it (jit/src/cuda/mod.rs).

use std::collections::BTreeSet;
use std::fmt::Write;

use mw_runtime::schema::{ArchId, CompId};
use mw_runtime::source::{SourceMap, Span};

use super::analysis::{Effects, Locality, all_effects};
use super::visit::{Visit, visit_expr, visit_stmts};
use super::*;

#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The effects of every system, by [`SysId`].
    pub effects: Vec<Effects>,
    pub runs: Vec<Run>,
    /// The reset pass runs at the end of the last run (`true`), or after the graph (`false`:
    /// the graph ends with a sort, or has no systems).
    pub reset_in_last_run: bool,
}

/// The random streams kernels draw from, by slot (SEMANTICS.md section 9): `init_world`'s two
/// first (its start, then its reset), then one per graph listing of a system. Every backend
/// numbers them this way; the executor puts each slot's key at `Ctx::streams[slot]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Streams {
    /// Per slot: the system's name and the stream's purpose.
    pub slots: Vec<(String, u32)>,
    /// `init_world`'s start slot (its reset's is the next).
    pub init: Option<u32>,
    /// Per graph node: its system's slot (0 for sorts).
    pub graph: Vec<u32>,
}

impl Streams {
    pub fn of(p: &Program) -> Streams {
        let mut slots: Vec<(String, u32)> = Vec::new();
        let init = p.init_world.map(|sid| {
            let name = &p.system(sid).name;
            slots.push((name.clone(), mw_runtime::abi::NODE_FIRST_INIT));
            slots.push((name.clone(), mw_runtime::abi::NODE_RESET));
            slots.len() as u32 - 2
        });
        let mut graph = vec![0u32; p.graph.len()];
        for (ni, node) in p.graph.iter().enumerate() {
            if let Node::System(s) = node {
                // How many times the graph lists the system before: a system listed twice
                // draws different numbers in each run.
                let listing = p.graph[..ni].iter().filter(|n| **n == Node::System(*s)).count() as u32;
                slots.push((p.system(*s).name.clone(), listing));
                graph[ni] = slots.len() as u32 - 1;
            }
        }
        Streams { slots, init, graph }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    /// Tables compacted (when changed) before the run: every table its kernels walk.
    pub compact: Vec<ArchId>,
    pub kernels: Vec<Kernel>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Kernel {
    /// Per-row systems run one after another on each row of each archetype; more than one
    /// system is a fused kernel. `nodes` are their graph positions.
    Rows { systems: Vec<SysId>, nodes: Vec<usize>, archetypes: Vec<ArchId> },
    /// A per-world system.
    Worlds { system: SysId, node: usize },
    /// An engine sort (graph node `node`). `unmoved`: components of `arch` it leaves where
    /// they are ([`unmoved`]: each is overwritten before anything reads it).
    Sort { node: usize, arch: ArchId, comp: CompId, offset: u32, signed: bool, unmoved: Vec<CompId> },
}

/// How a kernel runs on the GPU (the CUDA backend's phases, jit/src/cuda/mod.rs).
#[derive(Clone, Debug, PartialEq)]
pub enum Gpu {
    /// A thread per row slot of every world: every system's rows may run apart
    /// ([`Effects::rows_apart`]).
    RowThreads,
    /// A thread per world (a per-world system without a loop over rows).
    WorldThreads,
    /// Serial per world: one thread per world walks its rows in order (`rows`: a per-row
    /// kernel), or runs its loop over rows (a per-world system), because `system` does
    /// `why` at `span` ([`Effects::serial`]).
    Serial { rows: bool, system: SysId, why: String, span: Span },
    /// A thread per row slot of every world for a system that spawns or destroys rows apart
    /// ([`Effects::spawns_apart`]), then phases that give its spawns their ids and rows from
    /// per-world prefix sums over the rows' spawn counts and free its destroyed ids in row order.
    Spawns { system: SysId, targets: usize, destroys: bool },
    /// A per-world system whose loop over rows only accumulates into integers
    /// ([`super::reduce`]): warps fold chunks of the loop's rows, a warp per world combines
    /// the chunks, then a thread per world runs the system with the totals.
    Fold { system: SysId, accs: usize },
    /// The sort's stages, over worlds, chunks of rows, key digits and rows.
    Sort,
}

impl Gpu {
    /// Whether a world's work is one thread's: its time grows with the world's rows.
    pub fn serial(&self) -> bool {
        matches!(self, Gpu::Serial { .. })
    }

    /// The line `mw check --plan` prints (`GPU: a thread per row`); with `sources`, a serial
    /// kernel's reason ends with the construct's file:line:col.
    pub fn describe(&self, p: &Program, sources: Option<&SourceMap>) -> String {
        match self {
            Gpu::RowThreads => "GPU: a thread per row".into(),
            Gpu::WorldThreads => "GPU: a thread per world".into(),
            Gpu::Serial { rows, system, why, span } => {
                let how =
                    if *rows { "one thread walks a world's rows in order" } else { "one thread runs a world's loop" };
                let at = sources.map_or(String::new(), |s| format!(" at {}", s.location(*span)));
                format!("GPU: serial per world ({how}): `{}` {why}{at}", p.system(*system).name)
            }
            Gpu::Spawns { system, targets: 0, .. } => format!(
                "GPU: a thread per row; the ids `{}` destroys are freed in row order by a scan over the rows",
                p.system(*system).name
            ),
            Gpu::Spawns { system, targets, destroys } => format!(
                "GPU: a thread per row; `{}`'s spawns (into {targets} archetype{}) take their ids and rows from \
                 per-world prefix sums over the rows' spawn counts{}",
                p.system(*system).name,
                if *targets == 1 { "" } else { "s" },
                if *destroys { ", and destroyed ids are freed in row order" } else { "" }
            ),
            Gpu::Fold { system, accs } => format!(
                "GPU: `{}`'s loop over rows folded by warps ({accs} accumulator{}: chunks of 1024 rows, then \
                 a warp per world combines them), then a thread per world",
                p.system(*system).name,
                if *accs == 1 { "" } else { "s" }
            ),
            Gpu::Sort => "GPU: 21 phases over worlds, chunks of 128 rows, key digits and rows (keys far apart: a \
                          merge sort, a thread per world)"
                .into(),
        }
    }
}

impl Kernel {
    pub fn systems(&self) -> Vec<SysId> {
        match self {
            Kernel::Rows { systems, .. } => systems.clone(),
            Kernel::Worlds { system, .. } => vec![*system],
            Kernel::Sort { .. } => vec![],
        }
    }
}

impl Plan {
    /// The plan of `p`.
    pub fn of(p: &Program) -> Plan {
        let effects = all_effects(p);
        // Kernels in graph order, fusing what may be fused.
        let mut kernels: Vec<Kernel> = Vec::new();
        for (ni, node) in p.graph.iter().enumerate() {
            match node {
                Node::SortBy { arch, comp, offset, signed } => kernels.push(Kernel::Sort {
                    node: ni,
                    arch: *arch,
                    comp: *comp,
                    offset: *offset,
                    signed: *signed,
                    unmoved: unmoved(p, &effects, ni, *arch, *comp),
                }),
                Node::System(sid) => {
                    let sys = p.system(*sid);
                    match &sys.kind {
                        SystemKind::PerWorld => kernels.push(Kernel::Worlds { system: *sid, node: ni }),
                        SystemKind::PerRow(q) => {
                            if let Some(Kernel::Rows { systems, nodes, archetypes }) = kernels.last_mut()
                                && *archetypes == q.archetypes
                                && fusable(&effects, systems, *sid)
                            {
                                systems.push(*sid);
                                nodes.push(ni);
                                continue;
                            }
                            kernels.push(Kernel::Rows {
                                systems: vec![*sid],
                                nodes: vec![ni],
                                archetypes: q.archetypes.clone(),
                            });
                        }
                    }
                }
            }
        }
        // Runs: cut after a structural kernel and around sorts.
        let mut runs: Vec<Run> = Vec::new();
        let mut open = false;
        for k in kernels {
            let sort = matches!(k, Kernel::Sort { .. });
            let structural = k.systems().iter().any(|s| effects[s.0 as usize].structural());
            if sort || !open {
                runs.push(Run { compact: vec![], kernels: vec![] });
            }
            let run = runs.last_mut().expect("a run was just opened");
            run.kernels.push(k);
            open = !sort && !structural;
        }
        for run in &mut runs {
            let mut walk = BTreeSet::new();
            for k in &run.kernels {
                match k {
                    Kernel::Sort { arch, .. } => {
                        walk.insert(*arch);
                    }
                    _ => {
                        for s in k.systems() {
                            walk.extend(effects[s.0 as usize].walks.iter().copied());
                        }
                    }
                }
            }
            run.compact = walk.into_iter().collect();
        }
        let reset_in_last_run = runs.last().is_some_and(|r| !matches!(r.kernels.last(), Some(Kernel::Sort { .. })));
        Plan { effects, runs, reset_in_last_run }
    }

    pub fn effects(&self, s: SysId) -> &Effects {
        &self.effects[s.0 as usize]
    }

    /// How kernel `k` runs on the GPU.
    pub fn gpu(&self, k: &Kernel) -> Gpu {
        match k {
            Kernel::Sort { .. } => Gpu::Sort,
            Kernel::Rows { systems, .. } => match systems.as_slice() {
                // One system (structural systems don't fuse): its rows' counts are scanned in
                // the node's order.
                [s] if self.effects(*s).spawns_apart.is_some() => Gpu::Spawns {
                    system: *s,
                    targets: self.effects(*s).spawns_apart.as_ref().map_or(0, Vec::len),
                    destroys: self.effects(*s).destroys,
                },
                _ => self.row_gpu(systems),
            },
            Kernel::Worlds { system, .. } => self.world_gpu(*system),
        }
    }

    /// The kernel (its index over every run's kernels) whose GPU items serve their worlds'
    /// resets right after running them (SEMANTICS.md 10.7; MW_RESET_INLINE in the CUDA engine):
    /// the graph's last kernel, where it runs an item per world (a per-world system, or a
    /// world's rows in order), asks for resets, and can't stop the step (it spawns, destroys,
    /// looks up and loops over rows nowhere: a stop leaves the resets for the next step).
    pub fn resets_where_asked(&self) -> Option<usize> {
        let n = self.runs.iter().map(|r| r.kernels.len()).sum::<usize>();
        let last = self.runs.iter().flat_map(|r| &r.kernels).last()?;
        let systems = match last {
            Kernel::Rows { systems, .. } => systems.as_slice(),
            Kernel::Worlds { system, .. } => std::slice::from_ref(system),
            Kernel::Sort { .. } => return None,
        };
        let per_world = matches!(self.gpu(last), Gpu::Serial { .. } | Gpu::WorldThreads);
        let asks = systems.iter().any(|s| self.effects(*s).resets);
        let quiet = systems.iter().all(|s| {
            let e = self.effects(*s);
            !e.structural() && !e.lookups && !e.row_loops
        });
        (per_world && asks && quiet).then_some(n - 1)
    }

    /// How a per-row kernel of `systems` runs on the GPU, spawns aside.
    fn row_gpu(&self, systems: &[SysId]) -> Gpu {
        systems
            .iter()
            .find_map(|s| {
                let (why, span) = self.effects(*s).serial.clone()?;
                Some(Gpu::Serial { rows: true, system: *s, why, span })
            })
            .unwrap_or(Gpu::RowThreads)
    }

    /// How a per-world system (a kernel's, or `init_world`) runs on the GPU.
    fn world_gpu(&self, s: SysId) -> Gpu {
        let e = self.effects(s);
        match (e.serial.clone(), &e.reduce) {
            (Some((why, span)), _) => Gpu::Serial { rows: false, system: s, why, span },
            (None, Some(r)) => Gpu::Fold { system: s, accs: r.accs.len() },
            (None, None) => Gpu::WorldThreads,
        }
    }

    /// The plan as text (`mw check --plan`): runs, kernels (each with how it runs on the GPU,
    /// [`Plan::gpu`]; `sources` locates a serial kernel's reason), and per system its locality,
    /// read and write sets, and structural effects.
    pub fn render(&self, p: &Program, sources: Option<&SourceMap>) -> String {
        let spec = &p.spec;
        let comp = |c: &CompId| spec.components[c.0 as usize].name.clone();
        let arch = |a: &ArchId| spec.archetypes[a.0 as usize].name.clone();
        let list = |v: Vec<String>| if v.is_empty() { "-".to_string() } else { v.join(", ") };
        let mut out = String::new();
        let nkernels: usize = self.runs.iter().map(|r| r.kernels.len()).sum();
        let nsys = p.graph.iter().filter(|n| matches!(n, Node::System(_))).count();
        let nsort = p.graph.len() - nsys;
        let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
        let sorts = if nsort > 0 { format!(" and {}", plural(nsort, "sort")) } else { String::new() };
        let _ = writeln!(
            out,
            "plan: {}{sorts} in {}, {}",
            plural(nsys, "system"),
            plural(nkernels, "kernel"),
            plural(self.runs.len(), "run")
        );
        if let Some(i) = p.init_world {
            let _ = writeln!(out, "world start and reset: {}", p.system(i).name);
            let _ = writeln!(out, "  {}", self.world_gpu(i).describe(p, sources));
            let cpu = match super::refill::refills(p, p.system(i).func) {
                Ok(archs) => format!(
                    "CPU: a reset that finds the world as init_world made it ({}) takes the spawns' ids and rows ahead of it and runs with a chunk's others in one call",
                    archs.iter().map(arch).collect::<Vec<_>>().join(", ")
                ),
                Err((why, span)) => {
                    let at = sources.map_or(String::new(), |s| format!(" at {}", s.location(span)));
                    format!("CPU: resets one world at a time: {why}{at}")
                }
            };
            let _ = writeln!(out, "  {cpu}");
            self.system_lines(p, i, "  ", &mut out);
        }
        let mut kn = 0;
        for (ri, run) in self.runs.iter().enumerate() {
            let _ = writeln!(
                out,
                "run {} (compact first if changed: {})",
                ri + 1,
                list(run.compact.iter().map(arch).collect())
            );
            for k in &run.kernels {
                kn += 1;
                let gpu = format!("    {}\n", self.gpu(k).describe(p, sources));
                match k {
                    Kernel::Rows { systems, archetypes, .. } => {
                        let ordered = systems.iter().any(|s| *self.effects(*s).locality() != Locality::RowLocal);
                        let apart = systems.iter().all(|s| self.effects(*s).rows_apart);
                        let _ = writeln!(
                            out,
                            "  kernel {kn}: rows of {}{}, {}",
                            list(archetypes.iter().map(arch).collect()),
                            if systems.len() > 1 {
                                format!(", {} systems fused", systems.len())
                            } else {
                                String::new()
                            },
                            match (ordered, apart) {
                                // Reads other rows, but only what no invocation writes.
                                (true, true) => "rows in any order (they read other rows, not what they write)",
                                (true, false) => "rows of a world in order",
                                _ => "rows in any order",
                            }
                        );
                        out.push_str(&gpu);
                        for s in systems {
                            self.system_lines(p, *s, "    ", &mut out);
                        }
                    }
                    Kernel::Worlds { system, .. } => {
                        let _ = writeln!(out, "  kernel {kn}: once per world");
                        out.push_str(&gpu);
                        self.system_lines(p, *system, "    ", &mut out);
                    }
                    Kernel::Sort { arch: a, comp: c, offset, unmoved, .. } => {
                        let field = super::print::field_name(spec, p, *c, *offset);
                        let _ = writeln!(out, "  kernel {kn}: sort rows of {} by {}.{field}", arch(a), comp(c));
                        out.push_str(&gpu);
                        if !unmoved.is_empty() {
                            let list: Vec<String> = unmoved.iter().map(comp).collect();
                            let _ = writeln!(
                                out,
                                "    leaves {} unmoved (overwritten before anything reads it)",
                                list.join(", ")
                            );
                        }
                    }
                }
            }
        }
        let _ = writeln!(
            out,
            "reset pass: {}",
            if self.reset_in_last_run { "at the end of the last run, chunk by chunk" } else { "after the graph" }
        );
        let listed = format!(
            "cleared a thread per entity slot{}",
            if p.init_world.is_some() { ", then init_world a thread per world" } else { "" }
        );
        match self.resets_where_asked() {
            Some(k) => {
                let _ = writeln!(
                    out,
                    "  GPU: in kernel {}, a world's thread resets it right after running it (the kernel asks for \
                     resets and can't stop the step); the worlds the host marked (all of them with manual resets \
                     or over 16 entity slots a world), listed: {listed}",
                    k + 1
                );
            }
            None => {
                let _ = writeln!(out, "  GPU: the worlds that asked, listed: {listed}");
            }
        }
        let _ = writeln!(out, "compact: after the step, every changed table");
        let _ = writeln!(
            out,
            "  GPU: the changed worlds, listed: chunks of 32 rows a warp (a thread per world where regions have \
             under 64 rows), here and before runs"
        );
        out
    }

    fn system_lines(&self, p: &Program, s: SysId, indent: &str, out: &mut String) {
        let spec = &p.spec;
        let e = self.effects(s);
        let names = |v: &BTreeSet<CompId>| {
            if v.is_empty() {
                "-".to_string()
            } else {
                v.iter().map(|c| spec.components[c.0 as usize].name.clone()).collect::<Vec<_>>().join(", ")
            }
        };
        let loc = match e.locality() {
            Locality::WorldOrdered(why) => format!("world-ordered ({why})"),
            l => l.name().to_string(),
        };
        let mut extra = Vec::new();
        if !e.spawns.is_empty() {
            let a: Vec<String> = e.spawns.iter().map(|a| spec.archetypes[a.0 as usize].name.clone()).collect();
            extra.push(format!("spawns {}", a.join(", ")));
        }
        if e.destroys {
            extra.push("destroys".into());
        }
        if e.resets {
            extra.push("resets its world".into());
        }
        if e.rand {
            extra.push("random".into());
        }
        if e.row_loops {
            let a: Vec<String> = e.walks.iter().map(|a| spec.archetypes[a.0 as usize].name.clone()).collect();
            extra.push(format!("walks {}", a.join(", ")));
        }
        let _ = writeln!(out, "{indent}{}: {loc}", p.system(s).name);
        let _ = writeln!(out, "{indent}  reads {}; writes {}", names(&e.reads), names(&e.writes));
        if !extra.is_empty() {
            let _ = writeln!(out, "{indent}  {}", extra.join("; "));
        }
    }
}

/// The components of `arch` the sort at graph node `ni` need not move: each is written whole
/// by a later system of the step, for every row of `arch`, before anything reads it
/// ([`writes_first`]), and nothing in between touches it; so what a row holds there between
/// the sort and that write is never seen (boids' `Steer`, which `steer` sets after the sort).
/// The key's component always moves, and so does everything read after the step (exports,
/// the next step) without such a write first.
fn unmoved(p: &Program, effects: &[Effects], ni: usize, arch: ArchId, key: CompId) -> Vec<CompId> {
    let dead = |c: CompId| {
        for node in &p.graph[ni + 1..] {
            match node {
                Node::SortBy { comp, .. } if *comp == c => return false,
                Node::SortBy { .. } => {}
                Node::System(s) => {
                    if writes_first(p, p.system(*s), arch, c) {
                        return true;
                    }
                    let e = &effects[s.0 as usize];
                    if e.reads.contains(&c) || e.writes.contains(&c) {
                        return false;
                    }
                }
            }
        }
        false
    };
    p.spec.archetypes[arch.0 as usize].components.iter().copied().filter(|&c| c != key && dead(c)).collect()
}

/// Whether per-row system `sys` visits every row of `arch` and writes its own row's `c` whole
/// before it reads it: top-level statements of its function assign every field of the
/// component through the row parameter, no statement before the last of them otherwise
/// mentions that parameter or returns, the assigned values don't read it, and nothing the
/// system reaches gets at `c` another way (`get`, a loop binding it).
fn writes_first(p: &Program, sys: &System, arch: ArchId, c: CompId) -> bool {
    let SystemKind::PerRow(q) = &sys.kind else { return false };
    if !q.archetypes.contains(&arch) {
        return false;
    }
    let func = p.func(sys.func);
    let Some(l) = sys.params.iter().zip(&func.params).find_map(|(sp, l)| match sp {
        SysParam::Row(x) if *x == c => *l,
        _ => None,
    }) else {
        return false;
    };
    let mut other_way = false;
    for f in p.reachable(sys.func) {
        visit_stmts(&p.func(f).body, &mut |v| match v {
            Visit::Stmt(Stmt::BindRef(_, RefSource::Get(x, _))) if *x == c => other_way = true,
            Visit::Stmt(Stmt::ForRows { binds, .. }) if binds.iter().any(|(_, x)| *x == c) => other_way = true,
            v => {
                if matches!(place_root(&v), Some(Root::Src(RefSource::Get(x, _))) if *x == c) {
                    other_way = true;
                }
            }
        });
    }
    if other_way {
        return false;
    }
    let def = &p.spec.components[c.0 as usize];
    let offsets = &p.layout.comp(c).offsets;
    // The field a place is the whole of (a vector field, not one of its lanes).
    let field = |pl: &Place| match pl.path.as_slice() {
        [Proj::Field { offset }] => {
            offsets.iter().position(|&o| o == *offset as usize).filter(|&i| def.fields[i].ty == pl.ty)
        }
        _ => None,
    };
    // Whether a visited node uses the row parameter (or returns).
    let uses = |v: Visit| match v {
        Visit::Stmt(Stmt::Return(_)) => true,
        Visit::Stmt(Stmt::BindRef(x, _)) => *x == l,
        Visit::Stmt(Stmt::Call(_, args)) | Visit::Expr(Expr { kind: ExprKind::Call(_, args), .. }) => {
            args.contains(&Arg::Ref(Root::Ref(l)))
        }
        v => place_root(&v) == Some(&Root::Ref(l)),
    };
    let mentions = |st: &Stmt| {
        let mut hit = false;
        visit_stmts(std::slice::from_ref(st), &mut |v| hit |= uses(v));
        hit
    };
    let reads = |e: &Expr| {
        let mut hit = false;
        visit_expr(e, &mut |v| hit |= uses(v));
        hit
    };
    // Every field assigned, one top-level statement each, before any other mention.
    let mut written = vec![false; def.fields.len()];
    for st in &func.body {
        if let Stmt::Assign(pl, value) = st
            && pl.root == Root::Ref(l)
            && !reads(value)
            && let Some(i) = field(pl)
        {
            written[i] = true;
            if written.iter().all(|&w| w) {
                return true;
            }
            continue;
        }
        if mentions(st) {
            return false;
        }
    }
    false
}

/// The root of the place a statement assigns or an expression loads.
fn place_root<'v>(v: &Visit<'v>) -> Option<&'v Root> {
    match v {
        Visit::Stmt(Stmt::Assign(pl, _)) => Some(&pl.root),
        Visit::Expr(Expr { kind: ExprKind::Load(pl), .. }) => Some(&pl.root),
        _ => None,
    }
}

/// Whether `next` may join the fused kernel of `group` (see the module docs).
fn fusable(effects: &[Effects], group: &[SysId], next: SysId) -> bool {
    let n = &effects[next.0 as usize];
    if !n.locality().row_confined() {
        return false;
    }
    // A kernel runs on lanes or not as a whole: keep lane systems apart from the others.
    if group.iter().any(|g| effects[g.0 as usize].lanes.is_ok() != n.lanes.is_ok()) {
        return false;
    }
    // A fused kernel stays as small as a lane kernel may be: register allocation grows faster
    // than linearly with a function's size, and fusing hundreds of systems into one function
    // would trade a little speed for a long compile.
    let total: u64 = group.iter().map(|g| effects[g.0 as usize].nodes).sum::<u64>() + n.nodes;
    if super::analysis::small_enough(total).is_err() {
        return false;
    }
    group.iter().all(|g| {
        let g = &effects[g.0 as usize];
        if !g.locality().row_confined() {
            return false;
        }
        let touches = |e: &Effects, c: &CompId| e.single_reads.contains(c) || e.single_writes.contains(c);
        !n.single_writes.iter().any(|c| touches(g, c)) && !g.single_writes.iter().any(|c| touches(n, c))
    })
}
