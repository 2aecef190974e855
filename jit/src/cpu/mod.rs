//! The CPU backend: typed IR to native kernels through Cranelift.
//!
//! Each per-row system becomes one kernel per archetype it matches, `fn(ctx, start, end)`
//! looping over table rows and skipping deleted ones; per-world systems and `init_world`
//! become `fn(ctx, first_world, end_world)`. Every call is inlined (the IR has no recursion),
//! so a kernel is one straight function the register allocator sees whole.
//!
//! [`scalar`] kernels take one row (or world) at a time; [`simd`] kernels take four rows at
//! once and compute the same bits. Both are driven by one walk over the IR (`lower`: every
//! statement, call and expression) over operators written once per lane width (`lanes`). Which systems run, fused how, in which order, comes from
//! the step plan ([`crate::ir::plan`]); what each IR construct computes is `jit/SEMANTICS.md`.

use cranelift_codegen::ir::{AbiParam, FuncRef, InstBuilder, UserFuncName, types};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{FuncId as ClifFuncId, Linkage, Module};

use mw_runtime::abi::{self, KernelFn, Kernels, NodeKernel, Part};

use crate::ir::plan::{Kernel, Plan};
use crate::ir::*;

mod fold;
mod lanes;
pub mod scalar;
mod shared;
pub mod simd;

use scalar::{Gen, KernelKind};
pub use shared::Options;
use shared::{Member, RT_ALL};

use crate::ir::site::Site;

/// Largest stack frame a kernel may have. Local arrays live in an arena, so frames hold only
/// spilled values; this bound keeps every kernel far inside any thread's stack.
pub(crate) const MAX_FRAME_BYTES: u32 = 512 << 10;

pub struct Compiled {
    pub kernels: Kernels,
    pub sites: Vec<Site>,
    /// Milliseconds spent in Cranelift.
    pub compile_ms: f64,
    /// Per system: why it has no SIMD kernel (absent when it has one, or is per-world).
    pub scalar_only: Vec<(String, String)>,
}

/// Keeps the JIT module (and so the machine code) alive; frees it when the kernels go.
struct Code(Option<JITModule>);

// SAFETY: the module is never used again after compilation except to free its memory, which any
// thread may do once the kernels are gone.
unsafe impl Send for Code {}

impl Drop for Code {
    fn drop(&mut self) {
        if let Some(m) = self.0.take() {
            // SAFETY: the kernels that point into this code are dropped with it (they live in
            // the same `Kernels`).
            unsafe { m.free_memory() };
        }
    }
}

/// Address space reserved for one module's code and data (reserved, not committed: only the
/// pages written take memory). A module larger than this fails to compile with a message.
const JIT_ARENA: usize = 256 << 20;

/// Compiles every system of `p` to native kernels (on the compiler thread, [`crate::stack`]).
pub fn compile(p: &Program, opts: &Options) -> Result<Compiled, String> {
    crate::stack::on_compiler_stack(|| compile_here(p, opts))?
}

fn compile_here(p: &Program, opts: &Options) -> Result<Compiled, String> {
    let t0 = std::time::Instant::now();
    let mut b = Builder::new(p, opts)?;
    enum Pending {
        Rows { name: String, passes: Passes, structural: bool, rows_apart: bool, parts: Vec<(String, Passes)> },
        Worlds { name: String, id: ClifFuncId, structural: bool },
        Sort { arch: u32, comp: u32, offset: u32, signed: bool, unmoved: Vec<mw_runtime::schema::CompId> },
    }
    let mut scalar_only = Vec::new();
    let plan = Plan::of(p);
    let crate::ir::plan::Streams { slots: streams, init: init_slot, graph: graph_slots } =
        crate::ir::plan::Streams::of(p);
    let mut pending = Vec::new();
    let mut runs = Vec::new();
    for run in &plan.runs {
        let first = pending.len();
        for k in &run.kernels {
            let member = |s: SysId, n: usize| Member {
                sys: p.system(s),
                fx: plan.effects(s),
                stream: graph_slots[n],
                init: false,
            };
            match k {
                Kernel::Rows { systems, nodes, archetypes } => {
                    let members: Vec<Member> = systems.iter().zip(nodes).map(|(s, n)| member(*s, *n)).collect();
                    // The plan fuses only systems alike in this.
                    let mut vector_ok = true;
                    for m in &members {
                        if let Err(why) = &m.fx.lanes {
                            scalar_only.push((m.sys.name.clone(), why.clone()));
                            vector_ok = false;
                        }
                    }
                    let vector = opts.simd && vector_ok;
                    let passes = b.rows(&members, archetypes, vector)?;
                    // Each system of a fused kernel alone too, for the sampled timings.
                    let mut parts = Vec::new();
                    if members.len() > 1 {
                        for m in &members {
                            parts.push((m.sys.name.clone(), b.rows(std::slice::from_ref(m), archetypes, vector)?));
                        }
                    }
                    let structural = members.iter().any(|m| m.fx.structural());
                    let rows_apart = members.iter().all(|m| m.fx.rows_apart);
                    pending.push(Pending::Rows { name: names(&members), passes, structural, rows_apart, parts });
                }
                Kernel::Worlds { system, node } => {
                    let members = [member(*system, *node)];
                    let id = b.scalar(&members, KernelKind::Worlds, 0)?;
                    let structural = members[0].fx.structural();
                    pending.push(Pending::Worlds { name: names(&members), id, structural });
                }
                Kernel::Sort { arch, comp, offset, signed, unmoved, .. } => {
                    pending.push(Pending::Sort {
                        arch: arch.0,
                        comp: comp.0,
                        offset: *offset,
                        signed: *signed,
                        unmoved: unmoved.clone(),
                    });
                }
            }
        }
        runs.push(abi::Run { first, end: pending.len(), compact: run.compact.iter().map(|a| a.0).collect() });
    }
    let mut init_refill = Vec::new();
    let init = match p.init_world {
        Some(sid) => {
            let stream = init_slot.expect("init_world has stream slots");
            let m = [Member { sys: p.system(sid), fx: plan.effects(sid), stream, init: true }];
            init_refill = crate::ir::refill::refills(p, p.system(sid).func).unwrap_or_default();
            Some(b.scalar(&m, KernelKind::Worlds, init_refill.len() as u32)?)
        }
        None => None,
    };
    let Builder { mut module, sites, arena_bytes, .. } = b;
    module.finalize_definitions().map_err(|e| format!("cranelift: {e:?}"))?;
    let get = |m: &JITModule, id: ClifFuncId| -> KernelFn {
        // SAFETY: the function was compiled with the kernel signature.
        unsafe { std::mem::transmute::<*const u8, KernelFn>(m.get_finalized_function(id)) }
    };
    let nodes = pending
        .into_iter()
        .map(|pk| match pk {
            Pending::Rows { name, passes, structural, rows_apart, parts } => {
                let fns = |passes: Passes| -> Vec<(u32, KernelFn, Option<KernelFn>)> {
                    passes.into_iter().map(|(a, id, v)| (a, get(&module, id), v.map(|v| get(&module, v)))).collect()
                };
                NodeKernel::Rows {
                    name,
                    passes: fns(passes),
                    structural,
                    rows_apart,
                    parts: parts.into_iter().map(|(name, p)| Part { name, passes: fns(p) }).collect(),
                }
            }
            Pending::Worlds { name, id, structural } => {
                NodeKernel::Worlds { name, kernel: get(&module, id), structural }
            }
            Pending::Sort { arch, comp, offset, signed, unmoved } => {
                NodeKernel::SortBy { arch, comp, offset, signed, unmoved }
            }
        })
        .collect();
    let init_world = init.map(|id| get(&module, id));
    Ok(Compiled {
        kernels: Kernels {
            nodes,
            runs,
            reset_in_last_run: plan.reset_in_last_run,
            streams,
            init_world,
            init_refill: init_refill.iter().map(|a| a.0).collect(),
            arena_bytes,
            world_offset: Some(opts.world_offset),
            owner: Box::new(Code(Some(module))),
        },
        sites,
        compile_ms: t0.elapsed().as_secs_f64() * 1e3,
        scalar_only,
    })
}

/// One module's kernels as they are built: the JIT module, the runtime's entry points declared
/// in it, and what the kernels report (code sites, scratch arena).
struct Builder<'a> {
    p: &'a Program,
    opts: &'a Options,
    module: JITModule,
    ctx: cranelift_codegen::Context,
    fctx: FunctionBuilderContext,
    /// Every kernel's signature: `(ctx, first row, end row)`.
    sig: cranelift_codegen::ir::Signature,
    /// The runtime's entry points, in `RT_ALL`'s order (as `Gen::rt` indexes them).
    rt_ids: Vec<ClifFuncId>,
    /// The entry points kernels call on cold paths only, behind trampolines (`preserving`).
    cold: Vec<(shared::Rt, ClifFuncId, bool)>,
    sites: Vec<Site>,
    arena_bytes: usize,
    /// Kernels defined so far, scalar and SIMD, for their symbol names.
    count: u32,
    vcount: u32,
}

impl<'a> Builder<'a> {
    fn new(p: &'a Program, opts: &'a Options) -> Result<Self, String> {
        let mut flags = settings::builder();
        let set =
            |f: &mut settings::Builder, k: &str, v: &str| f.set(k, v).map_err(|e| format!("cranelift flag {k}: {e}"));
        set(&mut flags, "use_colocated_libcalls", "false")?;
        set(&mut flags, "is_pic", "false")?;
        set(&mut flags, "opt_level", "speed")?;
        // A frame larger than a guard page touches every page on the way down, so no frame can
        // skip the guard and write past the stack (frames are also bounded: MAX_FRAME_BYTES).
        set(&mut flags, "enable_probestack", "true")?;
        set(&mut flags, "probestack_strategy", "inline")?;
        let isa = cranelift_native::builder()
            .map_err(|e| format!("this CPU is not supported by Cranelift: {e}"))?
            .finish(settings::Flags::new(flags))
            .map_err(|e| format!("cranelift: {e}"))?;
        let mut jb = JITBuilder::with_isa(isa, cranelift_module::default_libcall_names());
        // One reserved region for the module's code and data: calls and data addresses between
        // them are 32-bit PC-relative on x86-64, and separate allocations from the system can lie
        // more than 2 GiB apart in a busy process (wasmtime#4000), where finalizing panicked.
        let arena = cranelift_jit::ArenaMemoryProvider::new_with_size(JIT_ARENA)
            .map_err(|e| format!("cannot reserve {} MiB for compiled code: {e}", JIT_ARENA >> 20))?;
        jb.memory_provider(Box::new(arena));
        for (name, ptr) in abi::symbols() {
            jb.symbol(name, ptr);
        }
        let mut module = JITModule::new(jb);
        let mut rt_ids = Vec::new();
        for rt in RT_ALL {
            let sig = rt.signature(&module);
            let id = module.declare_function(rt.name(), Linkage::Import, &sig).map_err(|e| e.to_string())?;
            rt_ids.push(id);
        }
        let cold = [shared::Rt::KeyRange, shared::Rt::Trap]
            .into_iter()
            .map(|rt| {
                let (id, returns) = preserving(&mut module, rt, rt_ids[rt as usize])?;
                Ok((rt, id, returns))
            })
            .collect::<Result<_, String>>()?;
        let mut sig = module.make_signature();
        sig.params.push(AbiParam::new(types::I64));
        sig.params.push(AbiParam::new(types::I32));
        sig.params.push(AbiParam::new(types::I32));
        let ctx = module.make_context();
        Ok(Builder {
            p,
            opts,
            module,
            ctx,
            fctx: FunctionBuilderContext::new(),
            sig,
            rt_ids,
            cold,
            sites: Vec::new(),
            arena_bytes: 0,
            count: 0,
            vcount: 0,
        })
    }

    /// A rows kernel of `members` for each archetype, scalar and (if `vector`) SIMD.
    fn rows(
        &mut self,
        members: &[Member],
        archetypes: &[mw_runtime::schema::ArchId],
        vector: bool,
    ) -> Result<Passes, String> {
        let mut passes = Vec::new();
        for a in archetypes {
            let id = self.scalar(members, KernelKind::Rows(*a), 0)?;
            let v = if vector { Some(self.vector(members, a.0, id)?) } else { None };
            passes.push((a.0, id, v));
        }
        Ok(passes)
    }

    /// Declares a kernel named `{prefix}{n}_{system}` and readies the context to build it.
    fn declare(&mut self, prefix: &str, n: u32, members: &[Member]) -> Result<(ClifFuncId, String), String> {
        let name = format!("{prefix}{n}_{}", members[0].sys.name);
        let id = self.module.declare_function(&name, Linkage::Local, &self.sig).map_err(|e| e.to_string())?;
        self.ctx.func.signature = self.sig.clone();
        self.ctx.func.name = UserFuncName::user(0, id.as_u32());
        Ok((id, name))
    }

    /// The scalar kernel of `members`; `refill`: `init_world`'s spawns, when its kernel also
    /// serves resets that refill in place (`Gen::refill`), else 0.
    fn scalar(&mut self, members: &[Member], kind: KernelKind, refill: u32) -> Result<ClifFuncId, String> {
        self.count += 1;
        let (id, name) = self.declare("k", self.count, members)?;
        {
            let b = FunctionBuilder::new(&mut self.ctx.func, &mut self.fctx);
            let mut g = Gen::new(self.p, b, self.opts, &mut self.sites, &members[0].sys.name);
            g.rt = self.rt_ids.iter().map(|rid| self.module.declare_func_in_func(*rid, g.b.func)).collect();
            for &(rt, id, returns) in &self.cold {
                g.cold.push((rt, self.module.declare_func_in_func(id, g.b.func), returns));
            }
            g.refill = refill;
            g.kernel(members, kind);
            // The analysis and the lowering must agree on the spawn sites, or a listed reset
            // would hand spawns what was taken for others.
            if g.refill_at != refill {
                return Err(format!(
                    "internal error: `{}` lowered {} spawns where the analysis found {refill} (please report it)",
                    names(members),
                    g.refill_at
                ));
            }
            self.arena_bytes = self.arena_bytes.max(g.arena_peak as usize);
            g.b.seal_all_blocks();
            g.b.finalize(self.module.target_config());
        }
        define_built(&mut self.module, &mut self.ctx, id, &name, &format!("system `{}`", names(members)))?;
        Ok(id)
    }

    /// The SIMD kernel of `members` over archetype `arch`; it calls `scalar` for the rows left
    /// after the last full group.
    fn vector(&mut self, members: &[Member], arch: u32, scalar: ClifFuncId) -> Result<ClifFuncId, String> {
        self.vcount += 1;
        let (id, name) = self.declare("v", self.vcount, members)?;
        {
            let b = FunctionBuilder::new(&mut self.ctx.func, &mut self.fctx);
            let mut g = crate::cpu::simd::VGen::new(self.p, b, Vec::new(), FuncRef::from_u32(0));
            g.debug = self.opts.debug.then(|| (members[0].sys.name.clone(), self.sites.len()));
            g.world_offset = self.opts.world_offset;
            g.rt = self.rt_ids.iter().map(|rid| self.module.declare_func_in_func(*rid, g.b.func)).collect();
            g.scalar = self.module.declare_func_in_func(scalar, g.b.func);
            g.kernel(members, arch);
            self.sites.append(&mut g.sites);
            g.b.seal_all_blocks();
            g.b.finalize(self.module.target_config());
        }
        define_built(&mut self.module, &mut self.ctx, id, &name, &format!("the SIMD kernel of `{}`", names(members)))?;
        Ok(id)
    }
}

/// Per archetype: the scalar kernel and the SIMD one, if any.
type Passes = Vec<(u32, ClifFuncId, Option<ClifFuncId>)>;

/// The name of a kernel: its system's, or its systems' joined with `+` when fused.
fn names(members: &[Member]) -> String {
    members.iter().map(|m| m.sys.name.as_str()).collect::<Vec<_>>().join("+")
}

/// A runtime entry point with the `preserve_all` convention: a function of the module that
/// calls it, saving every register the call clobbers, and stores its result (if any) at its
/// last parameter (`preserve_all` functions return nothing); and whether it has a result.
/// Kernels call these on cold paths only (a stopped loop, keys far apart): a plain call there
/// would make every value live across it spill or take a callee-saved register in the whole
/// loop nest around it.
fn preserving(module: &mut JITModule, rt: shared::Rt, target: ClifFuncId) -> Result<(ClifFuncId, bool), String> {
    let mut sig = rt.signature(module);
    let returns = !sig.returns.is_empty();
    if returns {
        sig.returns.clear();
        sig.params.push(AbiParam::new(types::I64));
    }
    sig.call_conv = cranelift_codegen::isa::CallConv::PreserveAll;
    let name = format!("{}_preserving", rt.name());
    let id = module.declare_function(&name, Linkage::Local, &sig).map_err(|e| e.to_string())?;
    let mut ctx = module.make_context();
    ctx.func.signature = sig;
    ctx.func.name = UserFuncName::user(0, id.as_u32());
    let mut fctx = FunctionBuilderContext::new();
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let params = b.block_params(entry).to_vec();
        let f = module.declare_func_in_func(target, b.func);
        if returns {
            let (out, args) = params.split_last().expect("parameters");
            let call = b.ins().call(f, args);
            let r = b.inst_results(call)[0];
            b.ins().store(cranelift_codegen::ir::MemFlagsData::trusted(), r, *out, 0);
        } else {
            b.ins().call(f, &params);
        }
        b.ins().return_(&[]);
        b.seal_all_blocks();
        b.finalize(module.target_config());
    }
    define_built(module, &mut ctx, id, &name, &format!("the trampoline of {}", rt.name()))?;
    Ok((id, returns))
}

/// Compiles the function built in `ctx` as `id`. `MW_DUMP_ASM=1` prints each kernel's
/// Cranelift IR as built and as optimized, and its machine code; `MW_DUMP_CODE=dir` writes
/// each kernel's machine code to `dir/<name>.bin` (for tuning; `bench/annotate.sh` maps perf
/// samples onto it).
fn define_built(
    module: &mut JITModule,
    ctx: &mut cranelift_codegen::Context,
    id: ClifFuncId,
    name: &str,
    what: &str,
) -> Result<(), String> {
    let dump = std::env::var_os("MW_DUMP_ASM").is_some();
    fold::vector_identities(&mut ctx.func);
    fold::float_constants(&mut ctx.func);
    if dump {
        eprintln!("==== {name}\n{}", ctx.func.display());
        ctx.set_disasm(true);
    }
    module.define_function(id, ctx).map_err(|e| format!("cranelift rejected {what}: {e:?}"))?;
    let frame = ctx.compiled_code().and_then(|c| c.buffer.frame_layout()).map_or(0, |f| f.frame_to_fp_offset);
    if frame > MAX_FRAME_BYTES {
        module.clear_context(ctx);
        return Err(format!(
            "{what} needs a {frame}-byte stack frame; the limit is {} KiB (simplify it, or split it into several systems)",
            MAX_FRAME_BYTES >> 10
        ));
    }
    if let Some(dir) = std::env::var_os("MW_DUMP_CODE")
        && let Some(c) = ctx.compiled_code()
    {
        let _ = std::fs::write(std::path::Path::new(&dir).join(format!("{name}.bin")), c.code_buffer());
    }
    if dump {
        eprintln!("---- {name} after optimization\n{}", ctx.func.display());
        if let Some(asm) = ctx.compiled_code().and_then(|c| c.vcode.clone()) {
            eprintln!("---- {name} machine code\n{asm}");
        }
    }
    module.clear_context(ctx);
    Ok(())
}
