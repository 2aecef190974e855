//! The CUDA backend's code generator: the typed IR and step plan as one CUDA C++ translation
//! unit.
//!
//! A sibling of [`crate::cpu`] over the same [`Program`] and [`Plan`]: the same kernels (one
//! per plan kernel and archetype, fused systems together, `init_world` apart), the same stream
//! slots ([`Streams`]), the same meaning (`jit/SEMANTICS.md`; section 13 is the C++
//! checklist). Each kernel is a device function that runs one invocation — one row of a
//! per-row kernel, one world of a per-world one — and returns non-zero when the step was
//! stopped:
//!
//! ```text
//! MW_DEV int mw_k3(const MwCtx* ctx, uint32_t i)   // row i of the archetype, or world i
//! ```
//!
//! The unit is, in order: `mw_cuda.h` (the runtime's structures, memory access, the
//! operators C++ leaves undefined, the random stream); `mw_engine.h` (device builds: the device
//! engine — entity slots, spawn, destroy, lookups, compaction, sort and key index, resets, all
//! per world — and the megakernel's scheduler); the kernels (a fold's chunk and total kernels
//! beside its system's, `crate::ir::reduce`); then the **step program**: the plan as a list of
//! phases (compactions, kernels, a fold's three, sorts, the reset pass, the end-of-step
//! compaction), as `switch`es the scheduler calls, and the megakernel entry `mw_step`, one
//! persistent launch per step whose warps claim the phases' items 32 at a time.
//!
//! Three builds of the same text, none needing a GPU to test:
//! - **device** (NVRTC, `mw-cuda`): `mw_step` in one variant per register budget;
//! - **emulated device** (`-DMW_EMULATE -include mw_emulate.h`, host threads playing blocks
//!   and warps): the megakernel and the engine run unchanged on the host, and must end in the
//!   Cranelift backend's state (`tui/tests/cuda_emulated.rs`); it also counts each phase's items
//!   and the loop iterations in each (`MW_ITER()`, a no-op in the other builds), which measures
//!   the parallelism without a GPU (`tui/tests/parallelism.rs`);
//! - **host kernels** (`-DMW_HOST`, [`host`]): each kernel gets an entry `kN(ctx, start, end)`
//!   with the CPU kernels' ABI and the CPU executor runs it (`--backend cuda-host`): the
//!   kernels alone, checked against Cranelift on every env, the operator oracle and the
//!   differential fuzzer.
//!
//! `#line` directives map every statement to its script line, so a C++ compiler's message
//! about generated code names the user's file and line.

use mw_runtime::abi;
use mw_runtime::schema::ArchId;
use mw_runtime::source::SourceMap;

use crate::ir::plan::{Gpu, Kernel, Plan, Streams};
use crate::ir::site::{Site, SiteKind};
use crate::ir::*;

mod emit;
pub mod host;

use emit::{Body, Member};

/// The support header every translation unit starts with.
pub(crate) const HEADER: &str = include_str!("mw_cuda.h");
/// The device engine and the megakernel's scheduler (device builds).
pub(crate) const ENGINE: &str = include_str!("mw_engine.h");
/// The CUDA execution model on host threads (`-include` it, with `-DMW_EMULATE`).
pub const EMULATE: &str = include_str!("mw_emulate.h");

#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `--debug` checks (bounds, NaN stores), reported through `mw_debug_fail` with a site
    /// from [`Emitted::sites`].
    pub debug: bool,
}

/// A generated translation unit and what the executor needs to run it: the CPU executor's
/// [`abi::Kernels`], with kernel symbols in place of function pointers.
pub struct Emitted {
    pub source: String,
    pub nodes: Vec<NodeSyms>,
    pub runs: Vec<abi::Run>,
    pub reset_in_last_run: bool,
    pub streams: Vec<(String, u32)>,
    pub init_world: Option<String>,
    pub arena_bytes: usize,
    pub sites: Vec<Site>,
    /// Every kernel entry's symbol and what it runs (`steer over Ship`, `init_world`).
    pub kernels: Vec<(String, String)>,
    /// The device's program: phases `[0, step_phases)` are a step, `[step_phases, phases -
    /// MASK_PHASES)` the start (every world's `init_world`), the last [`MASK_PHASES`] a reset by
    /// the host's mask.
    pub step_phases: u32,
    pub phases: u32,
    /// The step's nodes in order, each a range of its phases (together `[0, step_phases)`):
    /// what device timings and launch plans name.
    pub step_nodes: Vec<StepNode>,
    /// What each phase of the program is (`compact Ship`, `age over Ship: a thread per world`,
    /// `sort Ship 4: pass 0 total`): what the emulated GPU's counts name.
    pub phase_labels: Vec<String>,
    /// Per table, the most accumulators a fold over its rows has (0: none): what the device
    /// allocates for folds' partials and totals (`fwork`, mw_engine.h).
    pub fold_accs: Vec<u32>,
    /// Per table, the count words a row of a kernel spawning rows apart over it needs (0:
    /// none; `news` in mw_engine.h), and whether such a kernel spawns into it (`pend` and
    /// scratch rows).
    pub spawn_words: Vec<u32>,
    pub spawn_targets: Vec<bool>,
}

/// One node of the device's step: a graph node (a kernel, fused systems named `a+b`, a sort)
/// or an engine pass (`compact`, `reset`), and the phases of the step program it runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepNode {
    pub name: String,
    pub engine: bool,
    pub phases: std::ops::Range<u32>,
    /// Serial per world, as the step plan says ([`crate::ir::plan::Gpu::serial`]): one thread
    /// runs a world's rows or its loop over rows, so its time grows with the world's rows.
    pub serial: bool,
}

/// [`abi::NodeKernel`] by symbol.
pub enum NodeSyms {
    Rows {
        name: String,
        passes: Vec<(u32, String)>,
        structural: bool,
        rows_apart: bool,
        parts: Vec<(String, Vec<(u32, String)>)>,
        /// Spawning rows apart ([`crate::ir::plan::Gpu::Spawns`]): the tables it spawns into.
        spawns: Option<Vec<u32>>,
    },
    Worlds {
        name: String,
        symbol: String,
        structural: bool,
    },
    SortBy {
        arch: u32,
        comp: u32,
        offset: u32,
        signed: bool,
        /// Components the sort leaves in place (the plan's `unmoved`).
        unmoved: Vec<u32>,
    },
}

/// The translation unit of `p`. `sources` (the script's files) gives the `#line` directives;
/// `unit` names the generated file itself in them.
/// Whether the device holds singleton `c` as columns, one per 4-byte word (word k of world w
/// at byte `4 * (k * worlds + w)`), rather than as a struct a world: every singleton whose
/// scalars are all 4 bytes (no `double`). A kernel's warp then reads a field of 32 worlds as
/// 128 contiguous bytes. The emitter addresses such a singleton through `mw_single` and
/// `mw_sscale`, the host side (`mw_cuda`'s worlds) transposes it on the way in and out, and
/// host builds (the CPU runtime's structs) see scale 1.
pub fn single_columns(spec: &mw_runtime::schema::Spec, c: mw_runtime::schema::CompId) -> bool {
    let comp = spec.comp(c);
    comp.singleton && comp.fields.iter().all(|f| f.ty.scalar().size() == 4)
}

pub fn emit(p: &Program, sources: Option<&SourceMap>, unit: &str, opts: &Options) -> Emitted {
    let plan = Plan::of(p);
    let streams = Streams::of(p);
    let mut u = Unit {
        p,
        sources,
        unit: unit.replace(['"', '\\'], "_"),
        opts,
        text: String::new(),
        count: 0,
        sites: Vec::new(),
        arena: 0,
        kernels: Vec::new(),
        infos: std::collections::HashMap::new(),
        folds: std::collections::HashMap::new(),
    };
    // Folds (ir::reduce): per table, the widest one's accumulators.
    let mut fold_accs = vec![0u32; p.spec.archetypes.len()];
    let fold_of = |sid: SysId| -> Option<(crate::ir::reduce::Reduction, ArchId)> {
        let r = plan.effects(sid).reduce.clone()?;
        match &p.func(p.system(sid).func).body[r.at] {
            Stmt::ForRows { arch, .. } => Some((r, *arch)),
            _ => None,
        }
    };
    for k in plan.runs.iter().flat_map(|r| &r.kernels) {
        if let Kernel::Worlds { system, .. } = k
            && let Some((r, a)) = fold_of(*system)
        {
            let n = &mut fold_accs[a.0 as usize];
            *n = (*n).max(emit::wire_offsets(&r.accs).1);
        }
    }
    u.text.push_str(&format!("#define MW_LOG_SIZE {}u\n", abi::LOG_SIZE));
    u.text.push_str(&format!("#define MW_NODE_FIRST_INIT {}u\n", abi::NODE_FIRST_INIT));
    u.text.push_str(&format!("#define MW_NO_ROW {}u\n", abi::NO_ROW));
    u.text.push_str(HEADER);
    u.text.push_str(ENGINE);
    u.text.push_str(&layout_checks());
    u.raw(&format!("\n// ==== {}: kernels\n", p.spec.name));

    let member = |sid: SysId, stream: u32, init: bool| {
        let fx = plan.effects(sid);
        Member {
            sys: p.system(sid),
            stream,
            init,
            own_spawns: fx.walks.intersection(&fx.spawns).copied().collect(),
            destroys: fx.destroys,
            structural: fx.structural(),
        }
    };
    let mut nodes = Vec::new();
    let mut serial = Vec::new();
    let mut spawn_words = vec![0u32; p.spec.archetypes.len()];
    let mut spawn_targets = vec![false; p.spec.archetypes.len()];
    let mut runs = Vec::new();
    for run in &plan.runs {
        let first = nodes.len();
        for k in &run.kernels {
            serial.push(plan.gpu(k).serial());
            match k {
                Kernel::Rows { systems, nodes: ns, archetypes } => {
                    let members: Vec<Member> =
                        systems.iter().zip(ns).map(|(s, n)| member(*s, streams.graph[*n], false)).collect();
                    let structural = systems.iter().any(|s| plan.effects(*s).structural());
                    let rows_apart = systems.iter().all(|s| plan.effects(*s).rows_apart);
                    let spawns = match plan.gpu(k) {
                        Gpu::Spawns { system, .. } => plan.effects(system).spawns_apart.clone(),
                        _ => None,
                    }
                    .map(|ts| ts.iter().map(|a| a.0).collect::<Vec<u32>>());
                    let passes: Vec<(u32, String)> = archetypes
                        .iter()
                        .enumerate()
                        .map(|(pass, a)| {
                            let fresh = spawns.clone().map(|ts| (ts, pass as u32));
                            (a.0, u.kernel_folding(&members, Some(*a), structural, rows_apart, None, fresh))
                        })
                        .collect();
                    let mut parts = Vec::new();
                    if members.len() > 1 {
                        for m in &members {
                            let one = [Member {
                                sys: m.sys,
                                stream: m.stream,
                                init: false,
                                own_spawns: m.own_spawns.clone(),
                                destroys: m.destroys,
                                structural: m.structural,
                            }];
                            let ps = archetypes
                                .iter()
                                .map(|a| (a.0, u.kernel(&one, Some(*a), structural, rows_apart)))
                                .collect();
                            parts.push((m.sys.name.clone(), ps));
                        }
                    }
                    if let Some(ts) = &spawns {
                        for (it, _) in &passes {
                            let n = &mut spawn_words[*it as usize];
                            *n = (*n).max(ts.len() as u32 + 1);
                        }
                        for t in ts {
                            spawn_targets[*t as usize] = true;
                        }
                    }
                    nodes.push(NodeSyms::Rows { name: names(&members), passes, structural, rows_apart, parts, spawns });
                }
                Kernel::Worlds { system, node } => {
                    let m = [member(*system, streams.graph[*node], false)];
                    let structural = plan.effects(*system).structural();
                    let fold = fold_of(*system).map(|(r, a)| (r, a, fold_accs[a.0 as usize]));
                    let symbol = u.kernel_folding(&m, None, structural, true, fold.as_ref(), None);
                    nodes.push(NodeSyms::Worlds { name: m[0].sys.name.clone(), symbol, structural });
                }
                Kernel::Sort { arch, comp, offset, signed, unmoved, .. } => nodes.push(NodeSyms::SortBy {
                    arch: arch.0,
                    comp: comp.0,
                    offset: *offset,
                    signed: *signed,
                    unmoved: unmoved.iter().map(|c| c.0).collect(),
                }),
            }
        }
        runs.push(abi::Run { first, end: nodes.len(), compact: run.compact.iter().map(|a| a.0).collect() });
    }
    let init_world = p.init_world.map(|sid| {
        let m = [member(sid, streams.init.expect("init_world has stream slots"), true)];
        let structural = plan.effects(sid).structural();
        u.kernel(&m, None, structural, true)
    });
    let (phases, step_phases, all_phases, step_nodes, phase_labels) =
        u.phases(&nodes, &serial, plan.resets_where_asked(), &runs, init_world.as_deref());
    u.raw(&phases);
    Emitted {
        source: u.text,
        nodes,
        runs,
        reset_in_last_run: plan.reset_in_last_run,
        streams: streams.slots,
        init_world,
        arena_bytes: u.arena as usize,
        sites: u.sites,
        kernels: u.kernels,
        step_phases,
        phases: all_phases,
        step_nodes,
        phase_labels,
        fold_accs,
        spawn_words,
        spawn_targets,
    }
}

struct Unit<'a> {
    p: &'a Program,
    sources: Option<&'a SourceMap>,
    unit: String,
    opts: &'a Options,
    text: String,
    count: u32,
    sites: Vec<Site>,
    arena: u32,
    kernels: Vec<(String, String)>,
    /// Per kernel symbol: its stop site (a structural kernel checks the stop word before each
    /// invocation) and whether a world's invocations may run apart.
    infos: std::collections::HashMap<String, (Option<usize>, bool)>,
    /// Per kernel symbol of a fold: the table its loop walks (its chunk and total phases).
    folds: std::collections::HashMap<String, u32>,
}

impl Unit<'_> {
    /// Appends generated (not user) text, with a `#line` back to the unit itself when the
    /// text before was mapped to a script.
    fn raw(&mut self, s: &str) {
        let line = self.text.matches('\n').count() + 2;
        self.text.push_str(&format!("#line {line} \"{}\"\n", self.unit));
        self.text.push_str(s);
    }

    /// One kernel: a device function for one invocation, and its host entry. Returns the
    /// entry's symbol.
    fn kernel(
        &mut self,
        members: &[Member],
        rows: Option<mw_runtime::schema::ArchId>,
        structural: bool,
        apart: bool,
    ) -> String {
        self.kernel_folding(members, rows, structural, apart, None, None)
    }

    /// [`Unit::kernel`]; with `fold` (a per-world system's fold, its table and the table's
    /// widest fold), also the fold's chunk and total kernels, `mw_kN_part` and `mw_kN_total`.
    fn kernel_folding(
        &mut self,
        members: &[Member],
        rows: Option<mw_runtime::schema::ArchId>,
        structural: bool,
        apart: bool,
        fold: Option<&(crate::ir::reduce::Reduction, ArchId, u32)>,
        fresh: Option<(Vec<u32>, u32)>,
    ) -> String {
        self.count += 1;
        let sym = format!("k{}", self.count);
        let mut head = format!("\n// {} `{}`", if rows.is_some() { "rows of" } else { "worlds of" }, names(members));
        if let Some(a) = rows {
            head.push_str(&format!(" over `{}`", self.p.spec.archetypes[a.0 as usize].name));
        }
        let label = match rows {
            Some(a) => format!("{} over {}", names(members), self.p.spec.archetypes[a.0 as usize].name),
            None => names(members),
        };
        self.kernels.push((sym.clone(), label));
        head.push_str(&format!("\nMW_DEV int mw_{sym}(const MwCtx* ctx, uint32_t i) {{\n"));
        match rows {
            Some(a) => head.push_str(&format!(
                "    const MwTable* tv = ctx->tables + {};\n    const uint32_t row = i;\n    const int32_t wid = mw_row_world(ctx, tv, {}u, row);\n    if (wid < 0) return 0;\n    const uint32_t w = (uint32_t)wid;\n    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));\n    const uint32_t eid = mw_row_eid(ctx, tv, row);\n",
                a.0, a.0
            )),
            None => head.push_str(&format!("    const uint32_t w = i;\n    const uint32_t eid = {}u;\n    const uint64_t ent = 0;\n", abi::NO_ENTITY)),
        }
        // Offsets into a singleton held as columns scale by this (emit.rs, `Scale`): loaded
        // once, as every store through a byte pointer could otherwise alias it.
        head.push_str("    (void)ent; (void)eid;\n    const uint64_t sscale = mw_sscale(ctx);\n    (void)sscale;\n");
        self.raw(&head);
        let stop_site = if structural {
            self.sites.push(Site {
                system: members[0].sys.name.clone(),
                span: members[0].sys.span,
                kind: SiteKind::Loop,
                len: 0,
            });
            Some(self.sites.len() - 1)
        } else {
            None
        };
        let mut sites = std::mem::take(&mut self.sites);
        let mut b = Body::new(self.p, self.sources, self.opts.debug, &mut sites);
        b.fold = fold.map(|(r, _, nt)| emit::FoldMode::Total { accs: r.accs.clone(), nt: *nt });
        b.fresh = fresh.map(|(targets, pass)| (rows.expect("a kernel spawning rows apart runs rows").0, targets, pass));
        b.members(members, rows);
        let body = std::mem::take(&mut b.out);
        self.arena = self.arena.max(b.arena_peak);
        self.sites = sites;
        self.text.push_str(&body);
        // Host entry: the CPU kernels' ABI, rows (or worlds) [start, end).
        let stop = match stop_site {
            Some(s) => format!("        if (mw_stopped(ctx)) {{ mw_trap(ctx, {s}u); return; }}\n"),
            None => String::new(),
        };
        self.raw(&format!(
            "    return 0;\n}}\n#ifdef MW_HOST\nMW_ENTRY void {sym}(const MwCtx* ctx, uint32_t start, uint32_t end) {{\n    for (uint32_t i = start; i < end; i++) {{\n{stop}        if (mw_{sym}(ctx, i)) return;\n    }}\n}}\n#endif\n"
        ));
        self.infos.insert(sym.clone(), (stop_site, apart));
        if let Some((r, a, nt)) = fold {
            self.fold_kernels(&sym, members, r, *a, *nt);
            self.folds.insert(sym.clone(), a.0);
        }
        sym
    }

    /// A fold's chunk kernel (`mw_kN_part`: item i is lane i % 32 of chunk i / 32 % nc of world
    /// i / 32 / nc, running the prologue and folding its rows of the chunk) and total kernel
    /// (`mw_kN_total`: a warp per world combines the chunks' partials into the totals the
    /// system's kernel reads). Device builds only.
    fn fold_kernels(&mut self, sym: &str, members: &[Member], r: &crate::ir::reduce::Reduction, a: ArchId, nt: u32) {
        let head = format!(
            "#ifndef MW_HOST\n// the fold of `{}` over `{}`: chunks of MW_FOLD_CHUNK rows, a warp each\nMW_DEV_CALL int mw_{sym}_part(const MwCtx* ctx, uint32_t i) {{\n    const uint32_t nc = mw_fold_nc(mw_dev(ctx)->tables + {}u);\n    const uint32_t w = i / 32u / nc, chunk = i / 32u % nc, lane = i % 32u;\n    const uint32_t eid = {}u;\n    const uint64_t ent = 0;\n    (void)ent; (void)eid;\n    const uint64_t sscale = mw_sscale(ctx);\n    (void)sscale;\n",
            names(members),
            self.p.spec.archetypes[a.0 as usize].name,
            a.0,
            abi::NO_ENTITY
        );
        self.raw(&head);
        let mut sites = std::mem::take(&mut self.sites);
        let mut b = Body::new(self.p, self.sources, self.opts.debug, &mut sites);
        b.fold = Some(emit::FoldMode::Part { accs: r.accs.clone(), nt, at: r.at });
        b.members(members, None);
        let body = std::mem::take(&mut b.out);
        self.arena = self.arena.max(b.arena_peak);
        self.sites = sites;
        self.text.push_str(&body);
        let mut total = format!(
            "    return 0;\n}}\n// ... and the chunks' partials combined, a warp per world\nMW_DEV_CALL void mw_{sym}_total(const MwCtx* ctx, uint32_t i) {{\n    const uint32_t nc = mw_fold_nc(mw_dev(ctx)->tables + {}u), w = i / 32u, lane = i % 32u;\n    uint32_t* fw = mw_fold_work(ctx, {}u, {nt}u, w);\n",
            a.0, a.0
        );
        let (offs, _) = emit::wire_offsets(&r.accs);
        for (acc, j) in r.accs.iter().zip(offs) {
            let (op, ty) = emit::wire(acc);
            let t = emit::cty(&ty);
            let id = emit::fold_identity(op, &ty);
            // Lane l takes chunks l, l + 32, ... in order, then the lanes meet as in a chunk:
            // the order SEMANTICS.md 10.5a gives float sums. Every lane makes the same shuffles
            // (a shuffle inside a `?:` would not).
            total.push_str(&format!(
                "    {{\n        {t} v = {id};\n        for (uint32_t k = lane; k < nc; k += 32u) {{ MW_ITER(); const {t} o = {}; v = {}; }}\n        for (int m = 16; m > 0; m >>= 1) {{ const {t} o = __shfl_xor_sync(0xffffffffu, v, m); v = {}; }}\n        if (lane == 0u) {}\n    }}\n",
                emit::wire_load(&ty, "fw", &format!("{nt}u * (1u + k) + {j}u")),
                emit::fold_combine(op, &ty, "v", "o"),
                emit::fold_combine(op, &ty, "v", "o"),
                emit::wire_store(&ty, "fw", &format!("{j}u"), "v"),
            ));
        }
        total.push_str("}\n#endif\n");
        self.raw(&total);
    }
}

/// One phase of the device's step program (mw_engine.h).
enum Phase {
    /// Stage `.1` of table `.0`'s compaction (`mw_compact_item` in mw_engine.h explains them).
    Compact(u32, u32),
    /// A kernel over table `arch`'s rows: one item per row slot when a world's rows may run
    /// apart, else one per world walking its rows in order.
    Rows {
        sym: String,
        arch: u32,
        /// The last pass of a node that destroys: each world then releases the ids the node
        /// held (`mw_release`, SEMANTICS.md 10.6).
        release: bool,
    },
    Worlds {
        sym: String,
        release: bool,
    },
    /// Stage `stage` of a node spawning rows apart into `targets` (`mw_new_*` in mw_engine.h),
    /// with P `passes` (a table and its kernel each): 0 clear, then per pass its kernel, per pass
    /// its scan, the totals, per target its placing, per pass its freeing of destroyed ids.
    Spawns {
        passes: Vec<(u32, String)>,
        targets: Vec<u32>,
        stage: u32,
    },
    /// A fold's chunk kernel over table `arch` (a warp per chunk of each world's region).
    FoldPart {
        sym: String,
        arch: u32,
    },
    /// A fold's total kernel (a warp per world).
    FoldTotal {
        sym: String,
    },
    /// One stage of the sort by key (`mw_sort_item` in mw_engine.h explains them).
    Sort {
        arch: u32,
        comp: u32,
        offset: u32,
        signed: bool,
        stage: u32,
        /// Bit `c` set: component `c`'s column stays where it is (the plan's `unmoved`).
        skip: u64,
    },
    /// The listed worlds (reset_world(), or the host's marks): stage 0 clears them, a thread
    /// per entity slot; stage 1 runs `init_world` (`NODE_RESET`), a thread per world. Worlds
    /// of few slots (`MW_RESET_SERIAL`) are cleared by stage 1's thread, and stage 0 is empty.
    Reset(u32),
    /// Every world cleared, then `init_world` (`NODE_FIRST_INIT`): the start.
    Init,
    /// A reset by the host's mask ([`MASK_PHASES`]; mw_mask_in in mw_engine.h).
    Mask(u32),
}

impl Unit<'_> {
    /// The device's step program from the plan, and the megakernel entry: the phases, then
    /// per phase its item count, its item and its epilogue as `switch`es.
    fn phases(
        &mut self,
        nodes: &[NodeSyms],
        serial: &[bool],
        resets_where_asked: Option<usize>,
        runs: &[abi::Run],
        init: Option<&str>,
    ) -> (String, u32, u32, Vec<StepNode>, Vec<String>) {
        let tables = self.p.spec.archetypes.len() as u32;
        let mut step = Vec::new();
        let mut named = Vec::new();
        // Each node's phases follow the last node's.
        let mut node = |step: &Vec<Phase>, name: String, engine: bool, serial: bool| {
            let from = named.last().map_or(0, |n: &StepNode| n.phases.end);
            named.push(StepNode { name, engine, phases: from..step.len() as u32, serial });
        };
        let mut inline_at = None;
        for run in runs {
            if !run.compact.is_empty() {
                step.extend(run.compact.iter().flat_map(|a| compaction(*a)));
                node(&step, "compact".into(), true, false);
            }
            for (j, (n, &serial)) in nodes[run.first..run.end].iter().zip(&serial[run.first..run.end]).enumerate() {
                match n {
                    NodeSyms::Rows { passes, name, spawns: Some(targets), .. } => {
                        let stages = 2 + 3 * passes.len() as u32 + targets.len() as u32;
                        step.extend((0..stages).map(|stage| Phase::Spawns {
                            passes: passes.clone(),
                            targets: targets.clone(),
                            stage,
                        }));
                        node(&step, name.clone(), false, serial);
                    }
                    NodeSyms::Rows { passes, name, structural, .. } => {
                        step.extend(passes.iter().enumerate().map(|(k, (a, sym))| Phase::Rows {
                            sym: sym.clone(),
                            arch: *a,
                            release: *structural && k + 1 == passes.len(),
                        }));
                        node(&step, name.clone(), false, serial);
                    }
                    NodeSyms::Worlds { symbol, name, structural } => {
                        if let Some(&arch) = self.folds.get(symbol) {
                            step.push(Phase::FoldPart { sym: symbol.clone(), arch });
                            step.push(Phase::FoldTotal { sym: symbol.clone() });
                        }
                        step.push(Phase::Worlds { sym: symbol.clone(), release: *structural });
                        node(&step, name.clone(), false, serial);
                    }
                    NodeSyms::SortBy { arch, comp, offset, signed, unmoved } => {
                        // Components left in place, as a mask (ids from 64 on always move).
                        let skip = unmoved.iter().filter(|&&c| c < 64).fold(0u64, |m, &c| m | 1 << c);
                        step.extend((0..SORT_STAGES).map(|stage| Phase::Sort {
                            arch: *arch,
                            comp: *comp,
                            offset: *offset,
                            signed: *signed,
                            stage,
                            skip,
                        }));
                        node(&step, format!("sort #{arch}"), true, false);
                    }
                }
                // The graph's last kernel serving its worlds' resets (Plan::resets_where_asked):
                // its last phase, whose items are worlds.
                if resets_where_asked == Some(run.first + j) {
                    inline_at = Some(step.len() - 1);
                }
            }
        }
        step.extend([Phase::Reset(0), Phase::Reset(1)]);
        node(&step, "reset".into(), true, false);
        step.extend((0..tables).flat_map(compaction));
        node(&step, "compact".into(), true, false);
        let step_end = step.len();
        step.push(Phase::Init);
        step.extend((0..tables).flat_map(compaction));
        let init_end = step.len();
        step.extend((0..MASK_PHASES).map(Phase::Mask));
        let (mut items, mut item, mut end) = (String::new(), String::new(), String::new());
        let mut labels = Vec::with_capacity(step.len());
        let init_call = |node: u32, w: &str| match init {
            Some(k) => format!("c->node = {node}u; mw_{k}(c, {w});"),
            None => String::new(),
        };
        // Phase `p`'s item (world i) asking for its world's reset where it ran (MW_RESET_INLINE
        // in mw_engine.h): before its kernel, where reset_world() notes the ask; after, the ask
        // returned, for mw_phase_reset to do the reset phase's work for world i
        // (Phase::Reset(1), with the clearing of its few slots).
        let reset_here = |p: usize| -> (String, String) {
            if inline_at != Some(p) {
                return (String::new(), String::new());
            }
            (
                "uint8_t asked = 0; c->reset_flags = mw_reset_here(d, &asked); ".into(),
                " c->reset_flags = nullptr; return asked != 0;".into(),
            )
        };
        let reset_item = inline_at.map_or(String::new(), |p| {
            format!(
                "        case {p}: mw_clear_world(d, i); {} mw_release(d, i); mw_reset_settle(d, i); mw_reset_inlined(d); break;\n",
                init_call(abi::NODE_RESET, "i")
            )
        });
        for (p, ph) in step.iter().enumerate() {
            let (n, body, fin) = match ph {
                Phase::Compact(a, stage) => (
                    format!("mw_compact_items(d, {a}u, {stage}u)"),
                    format!("mw_compact_item(d, {a}u, {stage}u, i);"),
                    if stage + 1 == COMPACT_STAGES { format!("mw_compact_end(d, {a}u);") } else { String::new() },
                ),
                Phase::Rows { sym, arch, release } => {
                    let (site, apart) = self.infos[sym];
                    let stop =
                        site.map_or(String::new(), |s| format!("if (mw_stopped(c)) {{ mw_trap(c, {s}u); break; }} "));
                    if apart {
                        // Rows run apart only where nothing spawns or destroys: nothing is held.
                        debug_assert!(!*release, "a node that destroys runs a world's rows in order");
                        (
                            format!("d->worlds * d->tables[{arch}].cap"),
                            // Regions of one row: row i is world i's (a hole's world id says so).
                            format!(
                                "c->node = {p}u; const MwDevTable* t = &d->tables[{arch}]; if (t->cap == 1u) mw_{sym}(c, i); else {{ uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_{sym}(c, t->ranges[w][0] + r); }}"
                            ),
                            String::new(),
                        )
                    } else {
                        // Regions of one row (a program whose rows are fixed: cuda/src/exec.rs):
                        // world i's row is row i, a hole's world id says it is empty, and the
                        // range need not be read. Not where the loop checks the stop word.
                        let one = if stop.is_empty() {
                            "if (t->cap == 1u) { MW_ITER(); mw_".to_string() + sym + "(c, i); } else "
                        } else {
                            String::new()
                        };
                        let (here, served) = reset_here(p);
                        (
                            "d->worlds".into(),
                            format!(
                                "c->node = {p}u; const MwDevTable* t = &d->tables[{arch}]; {here}{one}for (uint32_t r = t->ranges[i][0], e = r + t->ranges[i][1]; r < e; r++) {{ MW_ITER(); {stop}if (mw_{sym}(c, r)) break; }}{}{served}",
                                if *release { " mw_release(d, i);" } else { "" }
                            ),
                            String::new(),
                        )
                    }
                }
                Phase::Spawns { passes, targets, stage } => {
                    let (np, nt) = (passes.len() as u32, targets.len() as u32);
                    // The pass and target tables (a destroy-only node has no targets; C++
                    // arrays have one element at least).
                    let array = |name: &str, v: &[u32]| {
                        let list: Vec<String> = v.iter().map(|t| format!("{t}u")).collect();
                        format!(
                            "static const uint32_t {name}[{}] = {{{}}}; (void){name};",
                            v.len().max(1),
                            if list.is_empty() { "0u".to_string() } else { list.join(", ") }
                        )
                    };
                    let its: Vec<u32> = passes.iter().map(|(t, _)| *t).collect();
                    let tables = format!("{} {}", array("its", &its), array("tg", targets));
                    let rows = |it: u32| format!("d->worlds * d->tables[{it}].cap");
                    match *stage {
                        0 => ("d->worlds".into(), format!("{tables} mw_new_clear(d, {nt}u, tg, i);"), String::new()),
                        s if s <= np => {
                            let (it, sym) = &passes[(s - 1) as usize];
                            let (site, _) = self.infos[sym];
                            let stop = site.map_or(String::new(), |s| {
                                format!("if (mw_stopped(c)) {{ mw_trap(c, {s}u); break; }} ")
                            });
                            (
                                rows(*it),
                                format!(
                                    "c->node = {p}u; const MwDevTable* t = &d->tables[{it}]; uint32_t w = i / t->cap, r = i % t->cap; do {{ if (r >= t->ranges[w][1]) break; {stop}mw_new_begin(d, {it}u, t->ranges[w][0] + r); (void)mw_{sym}(c, t->ranges[w][0] + r); }} while (0);"
                                ),
                                String::new(),
                            )
                        }
                        s if s <= 2 * np => {
                            let it = its[(s - np - 1) as usize];
                            (
                                format!("d->worlds * mw_new_nc(&d->tables[{it}]) * 32u"),
                                format!("mw_new_scan(d, {it}u, i);"),
                                String::new(),
                            )
                        }
                        s if s == 2 * np + 1 => (
                            "d->worlds * 32u".into(),
                            format!("{tables} mw_new_totals(d, {np}u, its, {nt}u, tg, i);"),
                            String::new(),
                        ),
                        s if s < 2 * np + 2 + nt => {
                            let j = s - 2 * np - 2;
                            (
                                rows(targets[j as usize]),
                                format!("{tables} mw_new_place(d, its, {j}u, {nt}u, tg, i);"),
                                String::new(),
                            )
                        }
                        s => {
                            let it = its[(s - 2 * np - 2 - nt) as usize];
                            (rows(it), format!("mw_new_free(d, {it}u, {}u, i);", its[0]), String::new())
                        }
                    }
                }
                Phase::Worlds { sym, release } => {
                    let (site, _) = self.infos[sym];
                    let stop =
                        site.map_or(String::new(), |s| format!("if (mw_stopped(c)) {{ mw_trap(c, {s}u); break; }} "));
                    let (here, served) = reset_here(p);
                    (
                        "d->worlds".into(),
                        format!(
                            "c->node = {p}u; {here}do {{ {stop}mw_{sym}(c, i); }} while (0);{}{served}",
                            if *release { " mw_release(d, i);" } else { "" }
                        ),
                        String::new(),
                    )
                }
                Phase::FoldPart { sym, arch } => (
                    format!("d->worlds * mw_fold_nc(&d->tables[{arch}]) * 32u"),
                    format!("c->node = {p}u; (void)mw_{sym}_part(c, i);"),
                    String::new(),
                ),
                Phase::FoldTotal { sym } => {
                    ("d->worlds * 32u".into(), format!("c->node = {p}u; mw_{sym}_total(c, i);"), String::new())
                }
                Phase::Sort { arch, comp, offset, signed, stage, skip } => (
                    format!("mw_sort_items(d, {arch}u, {stage}u)"),
                    format!("mw_sort_item(d, {arch}u, {comp}u, {offset}u, {signed}, {stage}u, i, {skip}ull);"),
                    match *stage {
                        0 => format!("d->tables[{arch}].sort_work[0] = 0u;"),
                        s if s + 1 == SORT_STAGES => {
                            format!("d->views[{arch}].key_id = {}ull;", abi::key_id(*comp, *offset))
                        }
                        _ => String::new(),
                    },
                ),
                Phase::Reset(0) => ("mw_reset_items(d)".into(), "mw_reset_clear(d, i);".into(), String::new()),
                Phase::Reset(_) => (
                    "d->reset_from".into(),
                    format!(
                        "const uint32_t w = mw_reset_at(d, i); mw_reset_serve(d, c, w); {} mw_release(d, w); mw_reset_settle(d, w);",
                        init_call(abi::NODE_RESET, "w")
                    ),
                    "mw_reset_end(d, d->reset_from != 0u);".into(),
                ),
                Phase::Mask(0) => ("mw_mask_in_items(d)".into(), "mw_mask_in(d, i);".into(), String::new()),
                Phase::Mask(1) => ("mw_mask_words(d)".into(), "mw_mask_out(d, i);".into(), String::new()),
                Phase::Mask(_) => ("d->worlds".into(), "mw_marks_out(d, i);".into(), String::new()),
                Phase::Init => (
                    "mw_init_items(d)".into(),
                    format!(
                        "mw_reset_one(d, c, i); {} mw_release(d, i); mw_reset_settle(d, i);",
                        init_call(abi::NODE_FIRST_INIT, "i")
                    ),
                    "mw_reset_end(d, true);".into(),
                ),
            };
            labels.push(self.label(ph));
            items.push_str(&format!("        case {p}: return {n};\n"));
            match ph {
                // Every compaction stage shares one call after the switch: inlined into each case,
                // the engine's compaction made the build several times slower and took registers.
                Phase::Compact(a, stage) => {
                    item.push_str(&format!("        case {p}: ca = {a}u; cs = {stage}u; break;\n"))
                }
                _ => item.push_str(&format!("        case {p}: {{ {body} }} return false;\n")),
            }
            if !fin.is_empty() {
                end.push_str(&format!("        case {p}: {fin} break;\n"));
            }
        }
        let total = step.len();
        let text = format!(
            "\n// ==== the step program: {step_end} phases a step, {} at the start\n#ifndef MW_HOST\n#define MW_NPHASES {total}u\n#define MW_STEP_FIRST 0u\n#define MW_STEP_END {step_end}u\n#define MW_INIT_FIRST {step_end}u\n#define MW_INIT_END {init_end}u\n#define MW_ARENA_BYTES {}u\nstatic_assert(MW_SORT_STAGES == {SORT_STAGES}u, \"the step program's sort stages are the engine's\");\nstatic_assert(MW_COMPACT_STAGES == {COMPACT_STAGES}u, \"the step program's compaction stages are the engine's\");\nMW_DEV uint32_t mw_phase_items(MwDev* d, uint32_t p) {{\n    switch (p) {{\n{items}        default: return 0u;\n    }}\n}}\nMW_DEV bool mw_phase_item(MwDev* d, MwCtx* c, uint32_t p, uint32_t i) {{\n    uint32_t ca = 0, cs = 0;\n    switch (p) {{\n{item}        default: return false;\n    }}\n    mw_compact_item(d, ca, cs, i);\n    return false;\n}}\nMW_DEV void mw_phase_reset(MwDev* d, MwCtx* c, uint32_t p, uint32_t i) {{\n    (void)d; (void)c; (void)i;\n    switch (p) {{\n{reset_item}        default: break;\n    }}\n}}\nMW_DEV void mw_phase_end(MwDev* d, uint32_t p) {{\n    (void)d;\n    switch (p) {{\n{end}        default: break;\n    }}\n}}\n\n// The megakernel: phases [first, end) of the program, `steps` times, persistent threads.\nextern \"C\" __global__ void MW_BUDGET mw_step(MwDev* d, uint32_t step, uint32_t first, uint32_t end, uint32_t steps) {{ mw_run_phases(d, step, first, end, steps); }}\n#ifdef MW_EMULATE\n{EMULATION}#endif\n#endif\n",
            total - step_end,
            self.arena.max(8),
        );
        (text, step_end as u32, total as u32, named, labels)
    }

    /// What a phase is, in a few words.
    fn label(&self, ph: &Phase) -> String {
        let arch = |a: u32| self.p.spec.archetypes[a as usize].name.clone();
        let kernel =
            |sym: &str| self.kernels.iter().find(|(s, _)| s == sym).map_or(sym.to_string(), |(_, l)| l.clone());
        match ph {
            Phase::Compact(a, stage) => {
                format!("compact {} {stage}: {}", arch(*a), ["count", "sum", "scan", "stage", "move"][*stage as usize])
            }
            Phase::Rows { sym, .. } => {
                let how = if self.infos[sym].1 { "a thread per row" } else { "a thread per world" };
                format!("{}: {how}", kernel(sym))
            }
            Phase::Spawns { passes, targets, stage } => {
                let (np, nt) = (passes.len() as u32, targets.len() as u32);
                let pass = |s: u32| &passes[s as usize].1;
                match *stage {
                    0 => format!("{}: clear, a thread per world", kernel(pass(0))),
                    s if s <= np => format!("{}: a thread per row", kernel(pass(s - 1))),
                    s if s <= 2 * np => {
                        format!("{}: scan spawn counts, a warp per 1024 rows", kernel(pass(s - np - 1)))
                    }
                    s if s == 2 * np + 1 => format!("{}: spawn totals, a warp per world", kernel(pass(0))),
                    s if s < 2 * np + 2 + nt => format!(
                        "{}: place spawns into {}, a thread per spawn",
                        kernel(pass(0)),
                        arch(targets[(s - 2 * np - 2) as usize])
                    ),
                    s => format!("{}: free destroyed ids, a thread per row", kernel(pass(s - 2 * np - 2 - nt))),
                }
            }
            Phase::Worlds { sym, .. } => format!("{}: a thread per world", kernel(sym)),
            Phase::FoldPart { sym, .. } => format!("{}: fold chunks, a warp per 1024 rows", kernel(sym)),
            Phase::FoldTotal { sym } => format!("{}: fold totals, a warp per world", kernel(sym)),
            Phase::Sort { arch: a, stage, .. } => {
                let what = match *stage {
                    0 => "start".to_string(),
                    1 => "range".to_string(),
                    2 => "plan".to_string(),
                    s if s < SORT_STAGES - 2 => {
                        let j = ["count", "total", "offsets", "place"][((s - 3) % 4) as usize];
                        format!("pass {} {j}", (s - 3) / 4)
                    }
                    s if s == SORT_STAGES - 2 => "gather".to_string(),
                    _ => "put".to_string(),
                };
                format!("sort {} {stage}: {what}", arch(*a))
            }
            Phase::Reset(0) => "reset 0: clear".into(),
            Phase::Reset(_) => "reset 1: init_world".into(),
            Phase::Init => "init".into(),
            Phase::Mask(0) => "reset by mask: in".into(),
            Phase::Mask(1) => "reset by mask: out".into(),
            Phase::Mask(_) => "pending marks out".into(),
        }
    }
}

/// The phases of one sort by key (`MW_SORT_STAGES` in mw_engine.h).
const SORT_STAGES: u32 = 21;

/// The phases of one table's compaction (`MW_COMPACT_STAGES` in mw_engine.h): the step program
/// ends with the reset and these for every table.
pub const COMPACT_STAGES: u32 = 5;

/// The phases of the step's reset (`Phase::Reset`): the step program is the graph, these, then
/// the compactions.
pub const RESET_PHASES: u32 = 2;

/// The phases after the start's (`Phase::Mask`): a reset by the host's mask sets marks aside and
/// lists the mask's worlds (0), and lists the set-aside ones again after the reset phases (1);
/// 2 writes every world's mark as a byte. The program's last phases.
pub const MASK_PHASES: u32 = 3;

fn compaction(arch: u32) -> impl Iterator<Item = Phase> {
    (0..COMPACT_STAGES).map(move |s| Phase::Compact(arch, s))
}

/// The emulation's host side (mw_emu_api.h).
const EMULATION: &str = include_str!("mw_emu_api.h");

/// The name of a kernel: its system's, or its systems' joined with `+` when fused.
fn names(members: &[Member]) -> String {
    members.iter().map(|m| m.sys.name.as_str()).collect::<Vec<_>>().join("+")
}

/// `static_assert`s that the header's structures are the runtime's (abi.rs offsets).
fn layout_checks() -> String {
    // Checked by the host build (NVRTC has no offsetof); the device sees the same struct
    // definitions with the same 64-bit pointers.
    let mut s = String::from("\n// The runtime's layout (mw_runtime::abi), checked.\n#ifdef MW_HOST\n");
    let mut check = |ty: &str, field: &str, off: i32| {
        s.push_str(&format!("static_assert(__builtin_offsetof({ty}, {field}) == {off}, \"abi: {ty}.{field}\");\n"));
    };
    check("MwCtx", "tables", abi::CTX_TABLES);
    check("MwCtx", "singletons", abi::CTX_SINGLETONS);
    check("MwCtx", "reset_flags", abi::CTX_RESET_FLAGS);
    check("MwCtx", "scratch", abi::CTX_SINK);
    check("MwCtx", "zero", abi::CTX_ZERO);
    check("MwCtx", "key", abi::CTX_KEY);
    check("MwCtx", "streams", abi::CTX_STREAMS);
    check("MwCtx", "step", abi::CTX_STEP);
    check("MwCtx", "world_offset", abi::CTX_WORLD_OFFSET);
    check("MwCtx", "node", abi::CTX_NODE);
    check("MwCtx", "locals", abi::CTX_LOCALS);
    check("MwCtx", "stop", abi::CTX_STOP);
    check("MwCtx", "spawned", abi::CTX_SPAWNED);
    check("MwCtx", "fallbacks", abi::CTX_FALLBACKS);
    check("MwSpawnLog", "rows", abi::LOG_ROWS);
    check("MwSpawnLog", "len", abi::LOG_LEN);
    check("MwTable", "world_ids", abi::TV_WORLD_IDS);
    check("MwTable", "entities", abi::TV_ENTITIES);
    check("MwTable", "cols", abi::TV_COLS);
    check("MwTable", "ranges", abi::TV_RANGES);
    check("MwTable", "key_id", abi::TV_KEY_ID);
    check("MwTable", "key_worlds", abi::TV_KEY_WORLDS);
    check("MwTable", "key_dense", abi::TV_KEY_DENSE);
    check("MwTable", "key_keys", abi::TV_KEY_KEYS);
    check("MwTable", "key_starts", abi::TV_KEY_STARTS);
    check("MwKeyWorld", "min", abi::KW_MIN);
    check("MwKeyWorld", "at", abi::KW_AT);
    check("MwKeyWorld", "len", abi::KW_LEN);
    s.push_str(&format!("static_assert(sizeof(MwTable) == {}, \"abi: MwTable\");\n", abi::TV_SIZE));
    s.push_str(&format!("static_assert(sizeof(MwKeyWorld) == {}, \"abi: MwKeyWorld\");\n", abi::KW_SIZE));
    s.push_str("#endif\n");
    s
}
