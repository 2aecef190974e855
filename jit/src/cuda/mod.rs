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
//! The text starts with `mw_cuda.h`, which also makes it plain C++17 when `MW_HOST` is
//! defined. Built that way by the host C++ compiler ([`host`]), each kernel gets an entry
//! `kN(ctx, start, end)` with the CPU kernels' ABI (`mw_runtime::abi::KernelFn`), and the
//! CPU executor runs it: that is how this generator is checked bit for bit against Cranelift
//! on machines without a GPU (`--backend cuda-host`, `tui/tests/cuda_host.rs`).
//!
//! `#line` directives map every statement to its script line, so a C++ compiler's message
//! about generated code names the user's file and line.

use mw_runtime::abi;
use mw_runtime::source::SourceMap;

use crate::cpu::{Site, SiteKind};
use crate::ir::plan::{Kernel, Plan, Streams};
use crate::ir::*;

mod emit;
pub mod host;

use emit::{Body, Member};

/// The support header every translation unit starts with.
pub const HEADER: &str = include_str!("mw_cuda.h");

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
}

/// [`abi::NodeKernel`] by symbol.
pub enum NodeSyms {
    Rows {
        name: String,
        passes: Vec<(u32, String)>,
        structural: bool,
        rows_apart: bool,
        parts: Vec<(String, Vec<(u32, String)>)>,
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
    },
}

/// The translation unit of `p`. `sources` (the script's files) gives the `#line` directives;
/// `unit` names the generated file itself in them.
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
    };
    u.text.push_str(HEADER);
    u.text.push_str(&layout_checks());
    u.raw(&format!("\n// ==== {}: kernels\n", p.spec.name));

    let member = |sid: SysId, stream: u32, init: bool| {
        let fx = plan.effects(sid);
        Member { sys: p.system(sid), stream, init, own_spawns: fx.walks.intersection(&fx.spawns).copied().collect() }
    };
    let mut nodes = Vec::new();
    let mut runs = Vec::new();
    for run in &plan.runs {
        let first = nodes.len();
        for k in &run.kernels {
            match k {
                Kernel::Rows { systems, nodes: ns, archetypes } => {
                    let members: Vec<Member> =
                        systems.iter().zip(ns).map(|(s, n)| member(*s, streams.graph[*n], false)).collect();
                    let structural = systems.iter().any(|s| plan.effects(*s).structural());
                    let rows_apart = systems.iter().all(|s| plan.effects(*s).rows_apart);
                    let passes: Vec<(u32, String)> = archetypes
                        .iter()
                        .map(|a| (a.0, u.kernel(&members, Some(*a), structural, rows_apart)))
                        .collect();
                    let mut parts = Vec::new();
                    if members.len() > 1 {
                        for m in &members {
                            let one = [Member {
                                sys: m.sys,
                                stream: m.stream,
                                init: false,
                                own_spawns: m.own_spawns.clone(),
                            }];
                            let ps = archetypes
                                .iter()
                                .map(|a| (a.0, u.kernel(&one, Some(*a), structural, rows_apart)))
                                .collect();
                            parts.push((m.sys.name.clone(), ps));
                        }
                    }
                    nodes.push(NodeSyms::Rows { name: names(&members), passes, structural, rows_apart, parts });
                }
                Kernel::Worlds { system, node } => {
                    let m = [member(*system, streams.graph[*node], false)];
                    let structural = plan.effects(*system).structural();
                    let symbol = u.kernel(&m, None, structural, true);
                    nodes.push(NodeSyms::Worlds { name: m[0].sys.name.clone(), symbol, structural });
                }
                Kernel::Sort { arch, comp, offset, signed, .. } => {
                    nodes.push(NodeSyms::SortBy { arch: arch.0, comp: comp.0, offset: *offset, signed: *signed })
                }
            }
        }
        runs.push(abi::Run { first, end: nodes.len(), compact: run.compact.iter().map(|a| a.0).collect() });
    }
    let init_world = p.init_world.map(|sid| {
        let m = [member(sid, streams.init.expect("init_world has stream slots"), true)];
        let structural = plan.effects(sid).structural();
        u.kernel(&m, None, structural, true)
    });
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
                "    const MwTable* tv = ctx->tables + {};\n    const uint32_t row = i;\n    const int32_t wid = tv->world_ids[row];\n    if (wid < 0) return 0;\n    const uint32_t w = (uint32_t)wid;\n    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));\n    const uint32_t eid = (uint32_t)ent;\n",
                a.0
            )),
            None => head.push_str(&format!("    const uint32_t w = i;\n    const uint32_t eid = {}u;\n    const uint64_t ent = 0;\n", abi::NO_ENTITY)),
        }
        head.push_str("    (void)ent; (void)eid;\n");
        self.raw(&head);
        let stop_site = if structural {
            self.sites.push(Site {
                system: members[0].sys.name.clone(),
                span: members[0].sys.span,
                kind: SiteKind::Loop,
            });
            Some(self.sites.len() - 1)
        } else {
            None
        };
        let mut sites = std::mem::take(&mut self.sites);
        let mut b = Body::new(self.p, self.sources, self.opts.debug, &mut sites);
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
        // Device entry, one thread per invocation where a world's invocations may run in any
        // order (`rows_apart`, or one per world anyway); else one thread per world, walking
        // its rows in order (SEMANTICS.md 10.4). `start`/`end` count rows or worlds alike.
        let device = match (rows, apart) {
            (Some(a), false) => format!(
                "    const uint32_t wi = start + blockIdx.x * blockDim.x + threadIdx.x;\n    if (wi >= end) return;\n    const MwTable* tv = ctx->tables + {};\n    const uint32_t first = tv->ranges[wi][0], past = first + tv->ranges[wi][1];\n    for (uint32_t i = first; i < past; i++) {{\n{stop}        if (mw_{sym}(ctx, i)) return;\n    }}\n",
                a.0
            ),
            _ => format!(
                "    const uint32_t i = start + blockIdx.x * blockDim.x + threadIdx.x;\n    if (i >= end) return;\n{}    mw_{sym}(ctx, i);\n",
                stop.replace("        ", "    ")
            ),
        };
        self.raw(&format!(
            "    return 0;\n}}\n#ifdef MW_HOST\nMW_ENTRY void {sym}(const MwCtx* ctx, uint32_t start, uint32_t end) {{\n    for (uint32_t i = start; i < end; i++) {{\n{stop}        if (mw_{sym}(ctx, i)) return;\n    }}\n}}\n#else\nextern \"C\" __global__ void MW_BUDGET {sym}(const MwCtx* ctx, uint32_t start, uint32_t end) {{\n{device}}}\n#endif\n"
        ));
        sym
    }
}

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
