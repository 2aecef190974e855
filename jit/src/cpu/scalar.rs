//! Scalar kernels: one row (or one world) at a time.
//!
//! Values live in Cranelift variables — a vector is one variable per lane, a bool is an `i8`,
//! an `Entity` an `i64` — except local arrays, which live in the per-thread arena. Component
//! fields are loads and stores at constant offsets from a row address. Every call is inlined
//! (the IR has no recursion), so a kernel is one straight function the register allocator
//! sees whole. The semantics are `jit/SEMANTICS.md`'s.

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    BlockArg, FuncRef, InstBuilder, MemFlagsData, StackSlot, StackSlotData, StackSlotKind, Type, Value, types,
};
use cranelift_frontend::{FunctionBuilder, Variable};

use mw_runtime::abi;
use mw_runtime::schema::{ArchId, CompId, ValueType};
use mw_runtime::source::Span;

use super::lanes::{self, Width};
use super::shared::{self, Member, Options, Rt};
use crate::ir::reduce::RedOp;
use crate::ir::site::{Site, SiteKind};
use crate::ir::visit::Visit;
use crate::ir::*;
use crate::lower::{self, Lower};

#[derive(Clone, Copy)]
pub(super) enum KernelKind {
    Rows(ArchId),
    Worlds,
}

#[derive(Clone)]
pub(crate) enum Repr {
    /// Scalar or vector: one variable per lane.
    Vars(Vec<Variable>),
    /// A local array at a byte offset in the thread's arena ([`abi::Ctx::locals`]).
    Arena(u32),
    /// A reference: variables holding the row address to read from and to write to. They
    /// differ only for `get` of an entity that may be stale: then reads go to a row of zeros
    /// and writes to a sink, never to an entity.
    Ref(Variable, Variable),
    /// A reference bound once and never rebound (a system's row, a loop's binding, a call's
    /// argument): the addresses as plain values. A variable would become a block parameter of
    /// every loop header it is live across, and Cranelift then can't see that loads through
    /// it don't change in the loop.
    Fixed(Value, Value),
}

struct Frame {
    locals: HashMap<LocalId, Repr>,
    /// Reference locals of the frame's function that a statement rebinds (`BindRef`): these
    /// stay variables.
    rebound: std::collections::HashSet<LocalId>,
    ret: cranelift_codegen::ir::Block,
    loops: Vec<(cranelift_codegen::ir::Block, cranelift_codegen::ir::Block)>,
    /// The arena's top when the frame began: released when it ends.
    arena_mark: u32,
    /// Value locals of the frame's function that a statement assigns (or passes by reference).
    assigned: std::collections::HashSet<LocalId>,
    /// Entity locals holding the entity of a row being visited, in a kernel whose tables
    /// don't change and that nothing assigns: (archetype, row index). See
    /// [`Lower::same_entity`].
    rows: HashMap<LocalId, (u32, Value)>,
    /// Entity locals whose one assignment is `spawn(A)`, in a kernel that destroys nothing:
    /// the archetype and a variable holding the row of the entity spawned last (`abi::NO_ROW`
    /// before it, or when the spawn failed). A `get` of such a local reads that row directly
    /// (see [`Gen::ref_source`]).
    spawned: HashMap<LocalId, (ArchId, Variable)>,
}

/// Where a place lives: variables, or memory (read address, write address, offset).
pub(crate) enum Loc {
    Vars(Vec<Variable>),
    /// Read address, write address (the sink for a stale `get`), offset, and whether nothing in
    /// the kernel writes this memory (see [`Gen::fixed`]).
    Mem(Value, Value, i32, bool),
}

pub(super) struct Gen<'a, 'b> {
    p: &'a Program,
    pub(super) b: FunctionBuilder<'b>,
    pub(super) rt: Vec<FuncRef>,
    /// Runtime entry points behind trampolines that preserve every register (see
    /// [`super::preserving`]), for cold paths ([`Gen::call_cold`]), and whether each returns
    /// a value.
    pub(super) cold: Vec<(Rt, FuncRef, bool)>,
    opts: &'a Options,
    sites: &'a mut Vec<Site>,
    system: String,
    /// Per component id: nothing in this kernel writes it (no member system, and no spawn or
    /// destroy), so its loads are marked read-only and movable.
    fixed: Vec<bool>,
    /// A bound row's read-only fields, loaded once where the row is bound (see
    /// [`Gen::preload`]): (row address, byte offset, type) to the loaded value.
    preloaded: HashMap<(Value, i32, Type), Value>,
    /// Some member of this kernel destroys entities (so loops must skip dead rows).
    destroys: bool,
    /// No member calls `destroy` (resets aside): a spawned entity keeps its row for the call.
    keeps_spawns: bool,
    /// The archetype and row of the spawn lowered last, for the assignment it is the value of.
    last_spawn: Option<(ArchId, Value)>,
    /// No member spawns, destroys or resets: every row keeps its entity for the whole call.
    stable: bool,
    /// `init_world`'s spawns when this kernel is `init_world`'s and also serves resets that
    /// refill in place (`mw_jit::ir::refill`), else 0. Then the kernel reads
    /// [`abi::Ctx::refill_worlds`]: when it is set, its index runs over that list of worlds
    /// and spawn `j` (in code order) of list entry `i` returns `refill_spawns[i * refill + j]`
    /// instead of calling the runtime.
    pub(crate) refill: u32,
    /// Spawn sites lowered so far (the next one's `j`), when `refill` is set.
    pub(crate) refill_at: u32,
    /// With `refill`: `refill_worlds` and `refill_spawns` as loaded at entry, and the kernel's
    /// index variable.
    refill_ptrs: Option<(Value, Value, Variable)>,
    /// Lowering a loop as copies of its body (see `lower::copies`): loops inside stay loops.
    copying: bool,
    ctx: Value,
    world: Variable,
    entity_id: Variable,
    counter: Variable,
    /// The random stream of the member being generated: its slot and whether it is `init_world`
    /// (see [`shared::stream_key`]).
    stream: (u32, bool),
    /// Per-world kernels: each drawing member's stream key, and the step, read once at entry
    /// (see [`Gen::rand_u32`]).
    entry_keys: HashMap<(u32, bool), ([Value; 4], Value)>,
    /// The member being generated makes two or more draws, each once a call in code order
    /// (see [`Gen::rand_u32`]).
    batch_draws: bool,
    /// The draws computed together last, see [`Gen::rand_u32`].
    draws: Option<Draws>,
    frames: Vec<Frame>,
    /// The kernel's return block: where a stopped kernel goes.
    exit: cranelift_codegen::ir::Block,
    /// The stop word's address and the arena's base, loaded once per kernel call.
    stop: Value,
    arena: Value,
    /// Arena bytes in use by the frames being generated, and the most ever in use.
    arena_top: u32,
    /// Per call being lowered, the arena's top before its arguments.
    call_marks: Vec<u32>,
    pub(crate) arena_peak: u32,
    /// Archetypes this system both spawns and loops over: its loops also visit its own
    /// spawns, from the invocation's start in the spawn log (a variable per archetype).
    own_spawns: HashMap<u32, Variable>,
    /// A per-row kernel's row (an `after` clause's own row), and the position variable of each
    /// loop over rows being lowered, by its entity local (an `after` clause's enclosing row).
    own_row: Option<(ArchId, Value)>,
    row_pos: HashMap<(usize, LocalId), Variable>,
    /// Per fold loop ([`crate::ir::reduce`]) of the kernel's members, by its statement's
    /// address: its float and double sums, which follow SEMANTICS.md 10.5a's order.
    fold_sums: HashMap<*const Stmt, Vec<(LocalId, ValueType)>>,
    /// The sums of the loop about to begin ([`Lower::fold_loop`]).
    pending_sums: Vec<(LocalId, ValueType)>,
}

/// A float or double sum of a fold loop, summed in SEMANTICS.md 10.5a's order: the loop's k-th
/// row goes to lane `k % 32` of chunk `k / 1024`; a chunk's 32 lanes meet pairwise, its
/// result goes to lane `chunk % 32` of the totals, and the totals meet the same way.
pub(crate) struct Sum {
    var: Variable,
    ty: Type,
    size: i32,
    /// The accumulator's value before the loop.
    before: Variable,
    lanes: StackSlot,
    totals: StackSlot,
}

fn mem() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// Engine memory that stays put while a kernel runs and is always readable: the table views,
/// each table's per-world ranges, column bases, and the key index's header (not its arrays,
/// which exist only when the index is of the right key). Cranelift may share these loads and
/// hoist them out of loops (a neighbour query reread them for every key span).
fn fixed_mem() -> MemFlagsData {
    MemFlagsData::trusted().with_readonly().with_can_move()
}

/// The value locals `f`'s statements assign, or pass by reference.
fn assigned(f: &Func) -> std::collections::HashSet<LocalId> {
    crate::ir::visit::assigned_locals(&f.body)
}

/// The reference locals `f`'s statements rebind.
fn rebound(f: &Func) -> std::collections::HashSet<LocalId> {
    let mut out = std::collections::HashSet::new();
    crate::ir::visit::visit_stmts(&f.body, &mut |v| {
        if let Visit::Stmt(Stmt::BindRef(l, _)) = v {
            out.insert(*l);
        }
    });
    out
}

/// Whether a `?:` arm is worth a branch rather than a select: it divides, takes a square root
/// or calls. A select computes both arms before choosing, so such an arm sits on the result's
/// path even when it is not taken (`l > most ? v * (most / l) : v` waited for its division on
/// every ship), where a predicted branch skips it. Cheap arms keep their select, which never
/// mispredicts.
fn costly(e: &Expr) -> bool {
    let mut costly = false;
    crate::ir::visit::visit_expr(e, &mut |v| {
        if let Visit::Expr(x) = v {
            costly |= matches!(
                x.kind,
                ExprKind::Call(..)
                    | ExprKind::Builtin(Builtin::Sqrt | Builtin::Fmod, ..)
                    | ExprKind::Binary(BinOp::Div | BinOp::Rem, ..)
            );
        }
    });
    costly
}

impl<'a, 'b> Gen<'a, 'b> {
    pub(super) fn new(
        p: &'a Program,
        mut b: FunctionBuilder<'b>,
        opts: &'a Options,
        sites: &'a mut Vec<Site>,
        system: &str,
    ) -> Self {
        let world = b.declare_var(types::I32);
        let entity_id = b.declare_var(types::I32);
        let counter = b.declare_var(types::I32);
        let zero = Value::from_u32(0);
        Gen {
            p,
            b,
            rt: Vec::new(),
            cold: Vec::new(),
            opts,
            sites,
            system: system.to_string(),
            fixed: Vec::new(),
            preloaded: HashMap::new(),
            destroys: true,
            keeps_spawns: false,
            last_spawn: None,
            stable: false,
            refill: 0,
            refill_at: 0,
            refill_ptrs: None,
            copying: false,
            ctx: zero,
            world,
            entity_id,
            counter,
            stream: (0, false),
            entry_keys: HashMap::new(),
            batch_draws: false,
            draws: None,
            frames: Vec::new(),
            exit: cranelift_codegen::ir::Block::from_u32(0),
            stop: zero,
            arena: zero,
            arena_top: 0,
            call_marks: Vec::new(),
            arena_peak: 0,
            own_spawns: HashMap::new(),
            own_row: None,
            row_pos: HashMap::new(),
            fold_sums: HashMap::new(),
            pending_sums: Vec::new(),
        }
    }

    /// The 32 values of `slot` met pairwise, as a warp's butterfly of shuffles leaves them in
    /// lane 0: `x[l] += x[l + m]` for `l < m`, m = 16, 8, 4, 2, 1.
    fn butterfly(&mut self, s: &Sum, slot: StackSlot) -> Value {
        let mut x: Vec<Value> = (0..32).map(|q| self.b.ins().stack_load(types::I64, s.ty, slot, q * s.size)).collect();
        let mut m = 16;
        while m > 0 {
            for l in 0..m {
                x[l] = self.b.ins().fadd(x[l], x[l + m]);
            }
            m /= 2;
        }
        x[0]
    }

    fn neg_zero(&mut self, ty: Type) -> Value {
        if ty == types::F64 { self.b.ins().f64const(-0.0) } else { self.b.ins().f32const(-0.0) }
    }

    /// Chunk `chunk`'s lanes met and added to its lane of the totals; the lanes start again.
    fn flush_chunk(&mut self, sums: &[Sum], chunk: Value) {
        for s in sums {
            let p = self.butterfly(s, s.lanes);
            let q = self.b.ins().band_imm_u(chunk, 31);
            let q = self.b.ins().uextend(types::I64, q);
            let off = self.b.ins().imul_imm_s(q, s.size as i64);
            let base = self.b.ins().stack_addr(types::I64, s.totals, 0);
            let at = self.b.ins().iadd(base, off);
            let t = self.b.ins().load(s.ty, mem(), at, 0);
            let t = self.b.ins().fadd(t, p);
            self.b.ins().store(mem(), t, at, 0);
            let z = self.neg_zero(s.ty);
            for q in 0..32 {
                self.b.ins().stack_store(types::I64, z, s.lanes, q * s.size);
            }
        }
    }

    /// The address of row `k`'s lane (`k % 32`) in a sum's lanes.
    fn lane_at(&mut self, s: &Sum, k: Value) -> Value {
        let q = self.b.ins().band_imm_u(k, 31);
        let q = self.b.ins().uextend(types::I64, q);
        let off = self.b.ins().imul_imm_s(q, s.size as i64);
        let base = self.b.ins().stack_addr(types::I64, s.lanes, 0);
        self.b.ins().iadd(base, off)
    }

    fn rt(&self, r: Rt) -> FuncRef {
        self.rt[r as usize]
    }

    fn call_rt(&mut self, r: Rt, args: &[Value]) -> Option<Value> {
        let f = self.rt(r);
        let inst = self.b.ins().call(f, args);
        self.b.inst_results(inst).first().copied()
    }

    /// [`Gen::call_rt`] on a cold path: through the entry point's register-preserving
    /// trampoline where the kernel has one (a result comes back through a stack slot), so the
    /// call costs the hot code around it no registers.
    fn call_cold(&mut self, r: Rt, args: &[Value]) -> Option<Value> {
        let Some(&(_, f, returns)) = self.cold.iter().find(|(c, ..)| *c == r) else {
            return self.call_rt(r, args);
        };
        if !returns {
            self.b.ins().call(f, args);
            return None;
        }
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
        let out = self.b.ins().stack_addr(types::I64, slot, 0);
        let mut all = args.to_vec();
        all.push(out);
        self.b.ins().call(f, &all);
        Some(self.b.ins().stack_load(types::I64, types::I64, slot, 0))
    }

    fn iconst32(&mut self, v: i64) -> Value {
        self.b.ins().iconst(types::I32, v)
    }

    fn i64c(&mut self, v: i64) -> Value {
        self.b.ins().iconst(types::I64, v)
    }

    /// Makes sure instructions go into a live block (after `break`, `return` ...).
    fn ensure_open(&mut self) {
        if self.b.is_unreachable() || self.is_filled() {
            let blk = self.b.create_block();
            self.b.switch_to_block(blk);
        }
    }

    fn is_filled(&self) -> bool {
        match self.b.current_block() {
            Some(blk) => {
                let f = &self.b.func;
                f.layout.last_inst(blk).is_some_and(|i| f.dfg.insts[i].opcode().is_terminator())
            }
            None => true,
        }
    }

    fn jump(&mut self, to: cranelift_codegen::ir::Block, args: &[Value]) {
        if self.is_filled() {
            return;
        }
        let a: Vec<BlockArg> = args.iter().map(|v| BlockArg::Value(*v)).collect();
        self.b.ins().jump(to, &a);
    }

    /// A branch, or a jump when `c` is known (see [`lanes::known`]): the arm not taken is then
    /// unreachable, and Cranelift drops it before optimizing. Left as a branch, it would still
    /// count as a way around the arm taken, so nothing computed there (a division by a
    /// constant, a key index's header) could be shared with the code after the `if`.
    fn brif(&mut self, c: Value, t: cranelift_codegen::ir::Block, f: cranelift_codegen::ir::Block) {
        match lanes::known(&self.b, c) {
            Some(k) => {
                self.b.ins().jump(if k != 0 { t } else { f }, &[]);
            }
            None => {
                self.b.ins().brif(c, t, &[], f, &[]);
            }
        }
    }

    /// To `stay` (inside the loop) when `c`, else to `leave`; see [`shared::stay_or_leave`].
    fn stay_or_leave(&mut self, c: Value, stay: cranelift_codegen::ir::Block, leave: cranelift_codegen::ir::Block) {
        shared::stay_or_leave(&mut self.b, c, stay, leave);
    }

    /// One kernel running `members` one after another on each row (or world): a fused
    /// kernel when there are several (the plan only fuses systems that touch nothing but their
    /// own row). Each member has its own frame, its own `return` target and its own random
    /// stream, exactly as if it ran alone.
    pub(super) fn kernel(&mut self, members: &[Member], kind: KernelKind) {
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        let params = self.b.block_params(entry).to_vec();
        let (ctx, start, end) = (params[0], params[1], params[2]);
        self.ctx = ctx;

        let header = self.b.create_block();
        let next = self.b.create_block();
        let exit = self.b.create_block();
        self.exit = exit;
        self.stop = self.b.ins().load(types::I64, mem(), ctx, abi::CTX_STOP);
        self.arena = self.b.ins().load(types::I64, mem(), ctx, abi::CTX_LOCALS);
        let spawns = members.iter().any(|m| m.fx.structural());
        // Components no member writes, in a kernel that doesn't change tables: their memory
        // stays as it is for the whole call.
        self.preloaded.clear();
        self.fixed = (0..self.p.spec.components.len() as u32)
            .map(|c| !spawns && !members.iter().any(|m| m.fx.writes.contains(&CompId(c))))
            .collect();
        // init_world runs in a reset, where the world's rows are dead until reused.
        self.destroys = members.iter().any(|m| m.fx.destroys || m.init);
        self.keeps_spawns = !members.iter().any(|m| m.fx.destroys);
        self.fold_sums.clear();
        for m in members {
            if let Some(r) = &m.fx.reduce {
                let sums: Vec<(LocalId, ValueType)> = r
                    .accs
                    .iter()
                    .filter(|a| a.op == RedOp::Add && matches!(a.ty, ValueType::Float | ValueType::Double))
                    .map(|a| (a.local, a.ty.clone()))
                    .collect();
                if !sums.is_empty() {
                    self.fold_sums.insert(&self.p.func(m.sys.func).body[r.at] as *const Stmt, sums);
                }
            }
        }
        self.stable = !spawns && !members.iter().any(|m| m.init);
        for m in members {
            for a in m.fx.walks.intersection(&m.fx.spawns) {
                let v = self.b.declare_var(types::I32);
                self.own_spawns.insert(a.0, v);
            }
        }
        let idx = self.b.declare_var(types::I32);
        self.b.def_var(idx, start);

        // Per-kernel constants: column bases, singleton bases.
        let singletons = self.b.ins().load(types::I64, mem(), ctx, abi::CTX_SINGLETONS);
        let mut single_base = HashMap::new();
        for p in members.iter().flat_map(|m| &m.sys.params) {
            if let SysParam::Single(c) = p
                && !single_base.contains_key(c)
            {
                let v = self.b.ins().load(types::I64, mem(), singletons, c.0 as i32 * 8);
                single_base.insert(*c, v);
            }
        }
        let (wids, ents, cols) = match kind {
            KernelKind::Rows(a) => {
                let tables = self.b.ins().load(types::I64, mem(), ctx, abi::CTX_TABLES);
                let tv = self.b.ins().iadd_imm_s(tables, a.0 as i64 * abi::TV_SIZE as i64);
                let wids = self.b.ins().load(types::I64, mem(), tv, abi::TV_WORLD_IDS);
                let ents = self.b.ins().load(types::I64, mem(), tv, abi::TV_ENTITIES);
                let colp = self.b.ins().load(types::I64, mem(), tv, abi::TV_COLS);
                let mut cols = HashMap::new();
                for p in members.iter().flat_map(|m| &m.sys.params) {
                    if let SysParam::Row(c) = p
                        && !cols.contains_key(c)
                    {
                        let v = self.b.ins().load(types::I64, mem(), colp, c.0 as i32 * 8);
                        cols.insert(*c, v);
                    }
                }
                (Some(wids), Some(ents), cols)
            }
            KernelKind::Worlds => {
                if self.refill > 0 {
                    let rw = self.b.ins().load(types::I64, mem(), ctx, abi::CTX_REFILL_WORLDS);
                    let rs = self.b.ins().load(types::I64, mem(), ctx, abi::CTX_REFILL_SPAWNS);
                    self.refill_ptrs = Some((rw, rs, idx));
                }
                // A per-world kernel runs one world a call in a reset (`init_world`), where
                // reading the key at each draw was most of the draws' cost; its loop over
                // worlds is short-lived, so keeping the key in registers costs little.
                for m in members.iter().filter(|m| m.fx.rand) {
                    let key = shared::stream_key(&mut self.b, ctx, m.stream, m.init);
                    let step = self.b.ins().load(types::I32, MemFlagsData::trusted(), ctx, abi::CTX_STEP);
                    self.entry_keys.insert((m.stream, m.init), (key, step));
                }
                (None, None, HashMap::new())
            }
        };
        self.b.ins().jump(header, &[]);

        self.b.switch_to_block(header);
        if spawns {
            // A full table stops spawning kernels at the next row.
            self.check_stop(members[0].sys.span);
        }
        let i = self.b.use_var(idx);
        let more = self.b.ins().icmp(IntCC::UnsignedLessThan, i, end);
        let body = self.b.create_block();
        self.stay_or_leave(more, body, exit);

        self.b.switch_to_block(body);
        // Where this invocation's own spawns start in the spawn logs.
        let logs: Vec<(u32, Variable)> = self.own_spawns.iter().map(|(a, v)| (*a, *v)).collect();
        if !logs.is_empty() {
            let base = self.b.ins().load(types::I64, mem(), ctx, abi::CTX_SPAWNED);
            for (a, v) in logs {
                let n = self.b.ins().load(types::I32, mem(), base, a as i32 * abi::LOG_SIZE + abi::LOG_LEN);
                self.b.def_var(v, n);
            }
        }
        let i64i = self.b.ins().uextend(types::I64, i);
        // The row (or world) every member runs on.
        let (w, ebits) = match kind {
            KernelKind::Rows(_) => {
                let off = self.b.ins().imul_imm_s(i64i, 4);
                let addr = self.b.ins().iadd(wids.expect("rows"), off);
                let w = self.b.ins().load(types::I32, mem(), addr, 0);
                let live = self.b.create_block();
                let dead = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, w, 0);
                self.b.ins().brif(dead, next, &[], live, &[]);
                self.b.switch_to_block(live);
                self.b.def_var(self.world, w);
                let eoff = self.b.ins().imul_imm_s(i64i, 8);
                let eaddr = self.b.ins().iadd(ents.expect("rows"), eoff);
                // Movable: Cranelift loads it where it is first needed (a draw, a destroy),
                // which in boids' `age` is the rare arm, not every row. A row's entity does not
                // change while its members run: spawns write rows past the table's end and
                // destroys its world id, and a reused row belongs to a reset (SEMANTICS.md 10.7).
                let ebits = self.b.ins().load(types::I64, fixed_mem(), eaddr, 0);
                let eid = self.b.ins().ireduce(types::I32, ebits);
                self.b.def_var(self.entity_id, eid);
                if let KernelKind::Rows(a) = kind {
                    self.own_row = Some((a, i));
                }
                (w, Some(ebits))
            }
            KernelKind::Worlds => {
                let w = match self.refill_ptrs {
                    // A listed reset: the index picks the world from the list.
                    Some((rw, _, _)) => {
                        let (listed, plain, join) =
                            (self.b.create_block(), self.b.create_block(), self.b.create_block());
                        let w = self.b.append_block_param(join, types::I32);
                        self.b.ins().brif(rw, listed, &[], plain, &[]);
                        self.b.switch_to_block(listed);
                        let off = self.b.ins().imul_imm_s(i64i, 4);
                        let at = self.b.ins().iadd(rw, off);
                        // Not `fixed_mem`: the list is null outside a listed reset, and a load
                        // that may move could be hoisted above the test.
                        let lw = self.b.ins().load(types::I32, mem(), at, 0);
                        self.b.ins().jump(join, &[BlockArg::Value(lw)]);
                        self.b.switch_to_block(plain);
                        self.b.ins().jump(join, &[BlockArg::Value(i)]);
                        self.b.switch_to_block(join);
                        w
                    }
                    None => i,
                };
                self.b.def_var(self.world, w);
                let none = self.iconst32(abi::NO_ENTITY as i64);
                self.b.def_var(self.entity_id, none);
                (w, None)
            }
        };
        // Each member's draws start keyed by the row's entity (`rand_key` changes it).
        let row_key = self.b.use_var(self.entity_id);
        for (k, m) in members.iter().enumerate() {
            let sys = m.sys;
            let func = self.p.func(sys.func);
            self.system = sys.name.clone();
            self.stream = (m.stream, m.init);
            self.batch_draws = crate::ir::refill::straight_draws(self.p, sys.func).is_some_and(|n| n >= 2);
            self.draws = None;
            let zero = self.iconst32(0);
            self.b.def_var(self.counter, zero);
            self.b.def_var(self.entity_id, row_key);
            let after = if k + 1 == members.len() { next } else { self.b.create_block() };
            // Members run one after another: each reuses the arena bytes of the one before.
            let mut frame = Frame {
                locals: HashMap::new(),
                rebound: rebound(func),
                ret: after,
                loops: Vec::new(),
                arena_mark: self.arena_top,
                assigned: assigned(func),
                rows: HashMap::new(),
                spawned: HashMap::new(),
            };
            for (p, l) in sys.params.iter().zip(&func.params) {
                let Some(l) = l else { continue };
                match p {
                    SysParam::Row(c) => {
                        let size = self.p.layout.comp(*c).size as i64;
                        let o = self.b.ins().imul_imm_s(i64i, size);
                        let a = self.b.ins().iadd(cols[c], o);
                        self.preload(a, *c);
                        let r = if frame.rebound.contains(l) {
                            let v = self.b.declare_var(types::I64);
                            self.b.def_var(v, a);
                            Repr::Ref(v, v)
                        } else {
                            Repr::Fixed(a, a)
                        };
                        frame.locals.insert(*l, r);
                    }
                    SysParam::Entity => {
                        let v = self.b.declare_var(types::I64);
                        self.b.def_var(v, ebits.expect("a per-row system"));
                        frame.locals.insert(*l, Repr::Vars(vec![v]));
                        if let (true, KernelKind::Rows(a)) = (self.stable && !frame.assigned.contains(l), kind) {
                            frame.rows.insert(*l, (a.0, i));
                        }
                    }
                    SysParam::Single(c) => {
                        let v = self.single_ref(single_base[c], *c, w);
                        frame.locals.insert(*l, Repr::Ref(v, v));
                    }
                    SysParam::Filter => {}
                }
            }
            self.declare_locals(func, &mut frame);
            self.frames.push(frame);
            lower::stmts(self, &func.body);
            let frame = self.frames.pop().expect("the member's frame");
            self.arena_top = frame.arena_mark;
            self.jump(after, &[]);
            if k + 1 < members.len() {
                self.b.switch_to_block(after);
            }
        }

        self.b.switch_to_block(next);
        let i = self.b.use_var(idx);
        let i1 = self.b.ins().iadd_imm_s(i, 1);
        self.b.def_var(idx, i1);
        self.b.ins().jump(header, &[]);

        self.b.switch_to_block(exit);
        self.b.ins().return_(&[]);
    }

    fn single_ref(&mut self, base: Value, c: CompId, world: Value) -> Variable {
        let size = self.p.layout.comp(c).size as i64;
        let w64 = self.b.ins().uextend(types::I64, world);
        let o = self.b.ins().imul_imm_s(w64, size);
        let a = self.b.ins().iadd(base, o);
        let v = self.b.declare_var(types::I64);
        self.b.def_var(v, a);
        v
    }

    /// Returns from the kernel when the stop word is set, reporting the loop at `span`.
    fn check_stop(&mut self, span: Span) {
        let flag = self.b.ins().load(types::I32, MemFlagsData::new().with_notrap(), self.stop, 0);
        let stop = self.b.create_block();
        let cont = self.b.create_block();
        self.brif(flag, stop, cont);
        self.b.switch_to_block(stop);
        let site = self.site(span, SiteKind::Loop);
        let site = self.iconst32(site as i64);
        self.call_cold(Rt::Trap, &[self.ctx, site]);
        self.b.ins().jump(self.exit, &[]);
        self.b.switch_to_block(cont);
    }

    /// Creates storage for every local not bound yet (parameters are bound by the caller).
    /// Arrays take the next bytes of the arena; the caller releases them (`arena_top`) when
    /// the frame ends, so an inlined call reuses what the previous call used.
    fn declare_locals(&mut self, func: &Func, frame: &mut Frame) {
        for (i, l) in func.locals.iter().enumerate() {
            let id = LocalId(i as u32);
            if frame.locals.contains_key(&id) {
                continue;
            }
            let repr = match &l.kind {
                LocalKind::Value(t) if in_memory(t) => Repr::Arena(self.arena_alloc(t)),
                LocalKind::Value(t) => {
                    let ty = Width::One.ty(t);
                    let vars = (0..lanes(t)).map(|_| self.b.declare_var(ty)).collect();
                    Repr::Vars(vars)
                }
                LocalKind::Ref { .. } => Repr::Ref(self.b.declare_var(types::I64), self.b.declare_var(types::I64)),
            };
            frame.locals.insert(id, repr);
        }
        if self.keeps_spawns {
            for (l, a) in crate::ir::visit::spawn_locals(&func.body) {
                let v = self.b.declare_var(types::I32);
                let none = self.iconst32(abi::NO_ROW as u32 as i64);
                self.b.def_var(v, none);
                frame.spawned.insert(l, (a, v));
            }
        }
    }

    /// The next bytes of the arena for a value of type `t` (released with the frame).
    fn arena_alloc(&mut self, t: &ValueType) -> u32 {
        let at = self.arena_top.next_multiple_of(8);
        self.arena_top = at + t.size() as u32;
        self.arena_peak = self.arena_peak.max(self.arena_top);
        at
    }

    fn frame(&self) -> &Frame {
        self.frames.last().expect("a frame")
    }

    fn repr(&self, l: LocalId) -> Repr {
        self.frame().locals[&l].clone()
    }

    // ---- statements (walked by `lower`) ----

    /// A loop's stop site: its condition or first expression, else the system's declaration.
    fn stop_span(&self, span: Option<Span>) -> Span {
        span.unwrap_or_else(|| {
            self.p.systems.iter().find(|s| s.name == self.system).map_or(Span::default(), |s| s.span)
        })
    }

    /// The world's rows `[start, start + count)` whose key the bounds admit, from the key index
    /// (`abi::KeyWorld`): inline, two loads for a world with a direct table (the common case:
    /// keys close together, such as grid cells). Anything else calls `mw_key_range` from a cold
    /// block, through a trampoline that preserves every register: a world whose keys are far
    /// apart (it bisects them), or an index that is missing (which the checker rules out; the
    /// call stops the step and the kernel leaves). Keeping the bisection out of the kernel
    /// matters more than its speed: its loops, inline in every span of a neighbour query, cost
    /// the dense lookups registers (boids' `steer`, 2-3% faster).
    /// The bounds widen to i64, so `key > INT_MAX` or `key < 0u` is simply empty.
    fn key_rows(&mut self, arch: ArchId, k: &KeyRange, vals: &[Value]) -> (Value, Value) {
        let mut lo = self.i64c(i64::MIN);
        let mut hi = self.i64c(i64::MAX);
        for ((cmp, _), &v) in k.bounds.iter().zip(vals) {
            let v = if k.signed { self.b.ins().sextend(types::I64, v) } else { self.b.ins().uextend(types::I64, v) };
            let v1 = self.b.ins().iadd_imm_s(v, 1);
            match cmp {
                KeyCmp::Eq => (lo, hi) = (v, v1),
                KeyCmp::Ge => lo = v,
                KeyCmp::Gt => lo = v1,
                KeyCmp::Le => hi = v1,
                KeyCmp::Lt => hi = v,
            }
        }
        let tables = self.b.ins().load(types::I64, fixed_mem(), self.ctx, abi::CTX_TABLES);
        let tv = arch.0 as i32 * abi::TV_SIZE;
        let w = self.b.use_var(self.world);
        let w64 = self.b.ins().uextend(types::I64, w);
        let check = self.b.create_block();
        let dense = self.b.create_block();
        let slow = self.b.create_block();
        let found = self.b.create_block();
        let join = self.b.create_block();
        self.b.set_cold_block(slow);
        self.b.append_block_param(join, types::I32);
        self.b.append_block_param(join, types::I32);
        // The index must be of this key.
        let id = self.b.ins().load(types::I64, fixed_mem(), tables, tv + abi::TV_KEY_ID);
        let want = self.i64c(abi::key_id(k.comp.0, k.offset) as i64);
        let ours = self.b.ins().icmp(IntCC::Equal, id, want);
        self.stay_or_leave(ours, check, slow);
        self.b.switch_to_block(check);
        let kws = self.b.ins().load(types::I64, fixed_mem(), tables, tv + abi::TV_KEY_WORLDS);
        let off = self.b.ins().imul_imm_s(w64, abi::KW_SIZE as i64);
        let kw = self.b.ins().iadd(kws, off);
        let len = self.b.ins().load(types::I32, mem(), kw, abi::KW_LEN);
        self.stay_or_leave(len, dense, slow);

        // Direct table: the first row with a key >= b is dense[at + b - min], for b from min
        // to one past the world's greatest key; bounds outside that (some of a grid's spans at
        // its edges, a missing bound) are clamped to it, in a block of their own. A predicted
        // branch around the clamps keeps the lookup's chain of dependent steps short where it
        // matters: after the previous span's loop exit mispredicts (steer 2-3% faster).
        self.b.switch_to_block(dense);
        let min = self.b.ins().load(types::I64, mem(), kw, abi::KW_MIN);
        let len64 = self.b.ins().uextend(types::I64, len);
        let i_lo = self.b.ins().isub(lo, min);
        let i_hi = self.b.ins().isub(hi, min);
        let lo_in = self.b.ins().icmp(IntCC::UnsignedLessThan, i_lo, len64);
        let hi_in = self.b.ins().icmp(IntCC::UnsignedLessThan, i_hi, len64);
        let inside = self.b.ins().band(lo_in, hi_in);
        let direct = self.b.create_block();
        let clamped = self.b.create_block();
        let rows = self.b.create_block();
        self.b.append_block_param(rows, types::I64);
        self.b.append_block_param(rows, types::I64);
        self.b.ins().brif(inside, direct, &[], clamped, &[]);
        self.b.switch_to_block(direct);
        self.b.ins().jump(rows, &[BlockArg::Value(i_lo), BlockArg::Value(i_hi)]);
        self.b.switch_to_block(clamped);
        let last = self.b.ins().iadd_imm_s(len64, -1);
        let zero = self.i64c(0);
        let clamp = |b: &mut FunctionBuilder, x: Value, i: Value| {
            // Below min (or a missing lower bound): entry 0; above: the last.
            let below = b.ins().icmp(IntCC::SignedLessThan, x, min);
            let c = b.ins().select(below, zero, i);
            let above = b.ins().icmp(IntCC::UnsignedGreaterThan, c, last);
            b.ins().select(above, last, c)
        };
        let c_lo = clamp(&mut self.b, lo, i_lo);
        let c_hi = clamp(&mut self.b, hi, i_hi);
        self.b.ins().jump(rows, &[BlockArg::Value(c_lo), BlockArg::Value(c_hi)]);
        self.b.switch_to_block(rows);
        let (i_lo, i_hi) = (self.b.block_params(rows)[0], self.b.block_params(rows)[1]);
        let at = self.b.ins().load(types::I32, mem(), kw, abi::KW_AT);
        let at64 = self.b.ins().uextend(types::I64, at);
        let table = self.b.ins().load(types::I64, fixed_mem(), tables, tv + abi::TV_KEY_DENSE);
        let some = self.b.ins().icmp(IntCC::SignedGreaterThan, hi, lo);
        let row = |b: &mut FunctionBuilder, i: Value| {
            let i = b.ins().iadd(i, at64);
            let o = b.ins().imul_imm_s(i, 4);
            let a = b.ins().iadd(table, o);
            b.ins().load(types::I32, mem(), a, 0)
        };
        let start = row(&mut self.b, i_lo);
        let end = row(&mut self.b, i_hi);
        let end = self.b.ins().select(some, end, start);
        self.b.ins().jump(join, &[BlockArg::Value(start), BlockArg::Value(end)]);

        // Keys far apart, bounds outside the direct table, or no index of this key: the runtime
        // finds the rows (`start | end << 32`), or stops the step (the call says why) and the
        // kernel leaves.
        self.b.switch_to_block(slow);
        let a = self.iconst32(arch.0 as i64);
        let c = self.iconst32(k.comp.0 as i64);
        let o = self.iconst32(k.offset as i64);
        let r = self.call_cold(Rt::KeyRange, &[self.ctx, a, c, o, w, lo, hi]).expect("mw_key_range returns");
        let flag = self.b.ins().load(types::I32, MemFlagsData::new().with_notrap(), self.stop, 0);
        self.b.ins().brif(flag, self.exit, &[], found, &[]);
        self.b.switch_to_block(found);
        let start = self.b.ins().ireduce(types::I32, r);
        let end = self.b.ins().ushr_imm_u(r, 32);
        let end = self.b.ins().ireduce(types::I32, end);
        self.b.ins().jump(join, &[BlockArg::Value(start), BlockArg::Value(end)]);

        self.b.switch_to_block(join);
        let start = self.b.block_params(join)[0];
        let end = self.b.block_params(join)[1];
        let count = self.b.ins().isub(end, start);
        (start, count)
    }

    /// `for (... : arch)`: the world's rows as of the node's start (its range), then the rows
    /// this invocation spawned itself (from the spawn log), skipping destroyed ones. Leaves
    /// the builder in the body, with the row's entity and references bound.
    fn rows_loop(
        &mut self,
        arch: ArchId,
        entity: Option<LocalId>,
        binds: &[(LocalId, CompId)],
        keys: Option<(Value, Value)>,
        after: Option<After>,
        span: Span,
    ) -> Looping {
        let tables = self.b.ins().load(types::I64, fixed_mem(), self.ctx, abi::CTX_TABLES);
        let tv = arch.0 as i32 * abi::TV_SIZE;
        let ranges = self.b.ins().load(types::I64, fixed_mem(), tables, tv + abi::TV_RANGES);
        let wids = self.b.ins().load(types::I64, fixed_mem(), tables, tv + abi::TV_WORLD_IDS);
        let ents = self.b.ins().load(types::I64, fixed_mem(), tables, tv + abi::TV_ENTITIES);
        let colp = self.b.ins().load(types::I64, fixed_mem(), tables, tv + abi::TV_COLS);
        let w = self.b.use_var(self.world);
        let w64 = self.b.ins().uextend(types::I64, w);
        let roff = self.b.ins().imul_imm_s(w64, 8);
        let raddr = self.b.ins().iadd(ranges, roff);
        let (start, count) = match keys {
            Some(rows) => rows,
            None => {
                let start = self.b.ins().load(types::I32, fixed_mem(), raddr, 0);
                let count = self.b.ins().load(types::I32, fixed_mem(), raddr, 4);
                (start, count)
            }
        };
        // Own spawns: log entries [first, len) as of the loop's start (rows spawned inside the
        // loop are not visited by it). A keyed loop's system can't spawn into its archetype.
        let own = if keys.is_some() { None } else { self.own_spawns.get(&arch.0).copied() };
        let log = own.map(|first| {
            let base = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_SPAWNED);
            let lp = self.b.ins().iadd_imm_s(base, arch.0 as i64 * abi::LOG_SIZE as i64);
            let len = self.b.ins().load(types::I32, mem(), lp, abi::LOG_LEN);
            let first = self.b.use_var(first);
            (lp, first, len)
        });
        let total = match log {
            Some((_, first, len)) => {
                let extra = self.b.ins().isub(len, first);
                self.b.ins().iadd(count, extra)
            }
            None => count,
        };
        let mut cols = Vec::new();
        for (l, c) in binds {
            let base = self.b.ins().load(types::I64, fixed_mem(), colp, c.0 as i32 * 8);
            cols.push((*l, *c, base));
        }
        let idx = self.b.declare_var(types::I32);
        let zero = self.iconst32(0);
        // Positions in the loop's order; `after` starts past a row's (SEMANTICS.md 10.5).
        let first = match after {
            None => zero,
            Some(After::Own) => {
                let (_, me) = self.own_row.expect("`after` its own row in a per-row kernel");
                let p = self.b.ins().isub(me, start);
                self.b.ins().iadd_imm_s(p, 1)
            }
            Some(After::Row(l)) => {
                let k = self.b.use_var(self.row_pos[&(self.frames.len(), l)]);
                self.b.ins().iadd_imm_s(k, 1)
            }
        };
        self.b.def_var(idx, first);
        if let Some(l) = entity {
            // By frame: locals are per function, and helpers are inlined.
            self.row_pos.insert((self.frames.len(), l), idx);
        }
        // A fold's float sums: the lanes and totals, all -0.0 (the identity of +).
        let sums = std::mem::take(&mut self.pending_sums);
        let sums = (!sums.is_empty()).then(|| {
            let chunk = self.b.declare_var(types::I32);
            self.b.def_var(chunk, zero);
            let st: Vec<Sum> = sums
                .into_iter()
                .map(|(l, ty)| {
                    let Repr::Vars(v) = self.repr(l) else { unreachable!("a sum is a value local") };
                    let (ty, size) = if ty == ValueType::Double { (types::F64, 8) } else { (types::F32, 4) };
                    let before = self.b.declare_var(ty);
                    let now = self.b.use_var(v[0]);
                    self.b.def_var(before, now);
                    let slot = |b: &mut FunctionBuilder| {
                        b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 32 * size as u32, 3))
                    };
                    let (lanes, totals) = (slot(&mut self.b), slot(&mut self.b));
                    let z = self.neg_zero(ty);
                    for q in 0..32 {
                        self.b.ins().stack_store(types::I64, z, lanes, q * size);
                        self.b.ins().stack_store(types::I64, z, totals, q * size);
                    }
                    Sum { var: v[0], ty, size, before, lanes, totals }
                })
                .collect();
            (chunk, st)
        });
        let header = self.b.create_block();
        let check = self.b.create_block();
        let bodyb = self.b.create_block();
        let stepb = self.b.create_block();
        let exit = self.b.create_block();
        // The loop is bounded: it visits the rows as of its start (and the spawn log's as of
        // then). So in a kernel that neither spawns, destroys nor resets the stop word is read
        // once before it rather than at every row, and a stopped step waits at most one pass
        // over the world's rows (in boids' `steer`, reading it at every row was three of some
        // 45 instructions a neighbour: its address reloaded off the stack, the load, the
        // branch). A spawning kernel still reads it at every row: a full table stops its
        // spawns at the next one.
        let per_row = !self.stable;
        if !per_row {
            self.check_stop(span);
        }
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(header);
        if per_row {
            self.check_stop(span);
        }
        let k = self.b.use_var(idx);
        let more = self.b.ins().icmp(IntCC::UnsignedLessThan, k, total);
        self.stay_or_leave(more, check, exit);
        self.b.switch_to_block(check);
        if let Some((chunk, st)) = &sums {
            // A new chunk: the last one's lanes meet first. Then the row's lane is the sum.
            let c = self.b.ins().ushr_imm_u(k, 10);
            let cur = self.b.use_var(*chunk);
            let new = self.b.ins().icmp(IntCC::NotEqual, c, cur);
            let (flush, cont) = (self.b.create_block(), self.b.create_block());
            self.b.ins().brif(new, flush, &[], cont, &[]);
            self.b.switch_to_block(flush);
            self.flush_chunk(st, cur);
            self.b.def_var(*chunk, c);
            self.b.ins().jump(cont, &[]);
            self.b.switch_to_block(cont);
            for s in st {
                let at = self.lane_at(s, k);
                let v = self.b.ins().load(s.ty, mem(), at, 0);
                self.b.def_var(s.var, v);
            }
        }
        let in_range = self.b.ins().iadd(start, k);
        let i = match log {
            Some((lp, first, _)) => {
                // Past the range: the log's entry `first + k - count`.
                let rows = self.b.ins().load(types::I64, mem(), lp, abi::LOG_ROWS);
                let past = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, k, count);
                let j = self.b.ins().isub(k, count);
                let j = self.b.ins().iadd(j, first);
                let j = self.b.ins().select(past, j, zero);
                let j64 = self.b.ins().uextend(types::I64, j);
                let off = self.b.ins().imul_imm_s(j64, 4);
                let at = self.b.ins().iadd(rows, off);
                // The log may be empty (null rows): read it only when past the range.
                let from_log = self.b.create_block();
                let joined = self.b.create_block();
                self.b.append_block_param(joined, types::I32);
                self.b.ins().brif(past, from_log, &[], joined, &[BlockArg::Value(in_range)]);
                self.b.switch_to_block(from_log);
                let r = self.b.ins().load(types::I32, mem(), at, 0);
                self.b.ins().jump(joined, &[BlockArg::Value(r)]);
                self.b.switch_to_block(joined);
                self.b.block_params(joined)[0]
            }
            None => in_range,
        };
        let i64i = self.b.ins().uextend(types::I64, i);
        if self.destroys {
            // Skip rows destroyed during the node. Without a destroy in the kernel every row
            // of the range is live: tables are compact when a node starts.
            let o = self.b.ins().imul_imm_s(i64i, 4);
            let a = self.b.ins().iadd(wids, o);
            let rw = self.b.ins().load(types::I32, mem(), a, 0);
            let mine = self.b.ins().icmp(IntCC::Equal, rw, w);
            self.brif(mine, bodyb, stepb);
        } else {
            self.b.ins().jump(bodyb, &[]);
        }
        self.b.switch_to_block(bodyb);
        if let Some(l) = entity {
            let o = self.b.ins().imul_imm_s(i64i, 8);
            let a = self.b.ins().iadd(ents, o);
            // Movable where the tables stay put: loaded where it is first used, if ever
            // (`o == me` compares rows).
            let flags = if self.stable { fixed_mem() } else { mem() };
            let e = self.b.ins().load(types::I64, flags, a, 0);
            if let Repr::Vars(v) = self.repr(l) {
                self.b.def_var(v[0], e);
            }
            if self.stable && !self.frame().assigned.contains(&l) {
                self.frames.last_mut().expect("frame").rows.insert(l, (arch.0, i));
            }
        }
        for (l, c, base) in cols {
            let size = self.p.layout.comp(c).size as i64;
            let o = self.b.ins().imul_imm_s(i64i, size);
            let a = self.b.ins().iadd(base, o);
            match self.repr(l) {
                Repr::Ref(vr, vw) if self.frame().rebound.contains(&l) => {
                    self.b.def_var(vr, a);
                    self.b.def_var(vw, a);
                }
                _ => {
                    self.frames.last_mut().expect("frame").locals.insert(l, Repr::Fixed(a, a));
                }
            }
        }
        self.frames.last_mut().expect("frame").loops.push((stepb, exit));
        Looping { header, step: stepb, exit, idx: Some(idx), entity, sums }
    }

    /// Loads the fields of a row of component `c` at `a` that nothing in the kernel writes,
    /// once, here where the row is bound; reads of them (see [`Lower::load`]) use these
    /// values. Left to Cranelift, a ship's own position read inside its neighbour loop was
    /// loaded again, address and all, for every candidate: its egraph sinks the pure address
    /// `base + row * size` to each use, and loop-invariant code motion did not reach it (see
    /// [`shared::stay_or_leave`]). These loads are not movable, so they stay here. Small components only: a big
    /// one's fields would crowd the registers.
    fn preload(&mut self, a: Value, c: CompId) {
        if self.fixed.get(c.0 as usize) != Some(&true) || self.p.layout.comp(c).size > 32 {
            return;
        }
        let comp = &self.p.spec.components[c.0 as usize];
        for (f, &off) in comp.fields.iter().zip(&self.p.layout.comp(c).offsets) {
            if matches!(f.ty, ValueType::Array(..)) {
                continue;
            }
            let ct = if f.ty == ValueType::Bool { types::I32 } else { Width::One.ty(&f.ty) };
            for k in 0..lanes(&f.ty) {
                let o = off as i32 + 4 * k as i32;
                let v = self.b.ins().load(ct, mem(), a, o);
                self.preloaded.insert((a, o, ct), v);
            }
        }
    }

    fn zero_value(&mut self, t: Type) -> Value {
        match t {
            types::F32 => self.b.ins().f32const(0.0),
            types::F64 => self.b.ins().f64const(0.0),
            t => self.b.ins().iconst(t, 0),
        }
    }

    /// Zeroes `size` bytes (a multiple of 4): unrolled when small, a loop when large (a 16 MiB
    /// array is one loop, not two million stores for Cranelift to compile).
    fn zero_mem(&mut self, loc: Loc, size: usize) {
        let Loc::Mem(_, addr, off, _) = loc else { return };
        let z = self.i64c(0);
        let words = size / 8;
        let mut o = 0;
        if words > 16 {
            let base = self.b.ins().iadd_imm_s(addr, off as i64);
            let end = self.b.ins().iadd_imm_s(base, (words * 8) as i64);
            let p = self.b.declare_var(types::I64);
            self.b.def_var(p, base);
            let head = self.b.create_block();
            let body = self.b.create_block();
            let done = self.b.create_block();
            self.b.ins().jump(head, &[]);
            self.b.switch_to_block(head);
            let pv = self.b.use_var(p);
            let more = self.b.ins().icmp(IntCC::UnsignedLessThan, pv, end);
            self.stay_or_leave(more, body, done);
            self.b.switch_to_block(body);
            self.b.ins().store(mem(), z, pv, 0);
            let p1 = self.b.ins().iadd_imm_s(pv, 8);
            self.b.def_var(p, p1);
            self.b.ins().jump(head, &[]);
            self.b.switch_to_block(done);
            o = words * 8;
        }
        while o + 8 <= size {
            self.b.ins().store(mem(), z, addr, off + o as i32);
            o += 8;
        }
        let z32 = self.iconst32(0);
        while o < size {
            self.b.ins().store(mem(), z32, addr, off + o as i32);
            o += 4;
        }
    }

    // ---- places ----

    /// Read and write addresses of a reference. A stale `get` reads zeros and writes to a
    /// sink: no entity's row is ever touched through it.
    fn ref_source(&mut self, src: &RefSource) -> (Value, Value) {
        match src {
            RefSource::Get(c, e) => {
                if let Some(rw) = self.spawned_ref(*c, e) {
                    return rw;
                }
                let ev = self.expr(e)[0];
                let w = self.b.use_var(self.world);
                let cc = self.iconst32(c.0 as i64);
                let p = self.call_rt(Rt::Lookup, &[self.ctx, w, ev, cc]).expect("lookup returns");
                let null = self.b.ins().icmp_imm_s(IntCC::Equal, p, 0);
                let zero = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_ZERO);
                let sink = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_SINK);
                let r = self.b.ins().select(null, zero, p);
                let wr = self.b.ins().select(null, sink, p);
                (r, wr)
            }
            RefSource::Single(c) => {
                let singletons = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_SINGLETONS);
                let base = self.b.ins().load(types::I64, mem(), singletons, c.0 as i32 * 8);
                let w = self.b.use_var(self.world);
                let v = self.single_ref(base, *c, w);
                let a = self.b.use_var(v);
                (a, a)
            }
        }
    }

    /// `get(c, p)` of a local `p` holding the entity this call spawned last into an archetype
    /// with `c` ([`Frame::spawned`]): the row's address without a lookup; before the spawn, or
    /// after a failed one, the stale `get`'s zeros and sink, as the lookup gives.
    fn spawned_ref(&mut self, c: CompId, e: &Expr) -> Option<(Value, Value)> {
        let ExprKind::Load(p) = &e.kind else { return None };
        let (Root::Local(l), true) = (&p.root, p.path.is_empty()) else { return None };
        let &(a, v) = self.frame().spawned.get(l)?;
        if !self.p.spec.archetypes[a.0 as usize].components.contains(&c) {
            return None;
        }
        let row = self.b.use_var(v);
        let tables = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_TABLES);
        let colp = self.b.ins().load(types::I64, mem(), tables, a.0 as i32 * abi::TV_SIZE + abi::TV_COLS);
        let base = self.b.ins().load(types::I64, mem(), colp, c.0 as i32 * 8);
        let row64 = self.b.ins().uextend(types::I64, row);
        let off = self.b.ins().imul_imm_s(row64, self.p.layout.comp(c).size as i64);
        let at = self.b.ins().iadd(base, off);
        let none = self.b.ins().icmp_imm_s(IntCC::Equal, row, abi::NO_ROW as u32 as i32 as i64);
        let zero = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_ZERO);
        let sink = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_SINK);
        let r = self.b.ins().select(none, zero, at);
        let wr = self.b.ins().select(none, sink, at);
        Some((r, wr))
    }

    fn root_addr(&mut self, root: &Root) -> (Value, Value) {
        match root {
            Root::Ref(l) => match self.repr(*l) {
                Repr::Ref(r, w) => (self.b.use_var(r), self.b.use_var(w)),
                Repr::Fixed(r, w) => (r, w),
                _ => unreachable!("reference root"),
            },
            Root::Src(src) => self.ref_source(src),
            Root::Local(_) => unreachable!("value locals are not references"),
        }
    }

    /// `[0, len-1]`: negative (signed) indices go to 0, large ones to the last element.
    fn clamp_index(&mut self, i: Value, len: u32, signed: bool, span: Span) -> Value {
        if self.opts.debug {
            let lenv = self.iconst32(len as i64);
            let out = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, lenv);
            let site = self.site(span, SiteKind::Bounds);
            self.sites[site].len = len;
            let f = self.rt(Rt::DebugFail);
            shared::report_if(&mut self.b, f, self.ctx, out, site, SiteKind::Bounds, |b| {
                if signed { b.ins().fcvt_from_sint(types::F64, i) } else { b.ins().fcvt_from_uint(types::F64, i) }
            });
        }
        let max = self.iconst32(len as i64 - 1);
        if signed {
            let z = self.iconst32(0);
            let lo = self.b.ins().smax(i, z);
            self.b.ins().smin(lo, max)
        } else {
            self.b.ins().umin(i, max)
        }
    }

    /// A new check site of this system; its index in the site table.
    fn site(&mut self, span: Span, kind: SiteKind) -> usize {
        self.sites.push(Site { system: self.system.clone(), span, kind, len: 0 });
        self.sites.len() - 1
    }

    // ---- expressions ----

    fn expr(&mut self, e: &Expr) -> Vec<Value> {
        lower::expr(self, e)
    }

    /// Whether evaluating `e` could fail a `--debug` check (it indexes an array or calls a
    /// function): then it must run only where the program would run it, never eagerly, or
    /// `i < 8 && a[i] > 0` would report index 8.
    fn checked(&self, e: &Expr) -> bool {
        if !self.opts.debug {
            return false;
        }
        let mut found = false;
        crate::ir::visit::visit_expr(e, &mut |v| {
            if let Visit::Expr(x) = v {
                match &x.kind {
                    ExprKind::Call(..) => found = true,
                    ExprKind::Load(p) if p.path.iter().any(|q| matches!(q, Proj::Index { .. })) => found = true,
                    _ => {}
                }
            }
        });
        found
    }

    /// `row_index()`: the kernel's row less its world's first row of the table.
    fn row_index(&mut self) -> Value {
        let (arch, i) = self.own_row.expect("row_index() in a per-row kernel (checked)");
        let tables = self.b.ins().load(types::I64, fixed_mem(), self.ctx, abi::CTX_TABLES);
        let ranges = self.b.ins().load(types::I64, fixed_mem(), tables, arch.0 as i32 * abi::TV_SIZE + abi::TV_RANGES);
        let w = self.b.use_var(self.world);
        let w64 = self.b.ins().uextend(types::I64, w);
        let off = self.b.ins().imul_imm_s(w64, 8);
        let at = self.b.ins().iadd(ranges, off);
        let start = self.b.ins().load(types::I32, fixed_mem(), at, 0);
        self.b.ins().isub(i, start)
    }

    /// The world's global index: its index here plus the simulation's world offset, a
    /// constant of the compile (nothing to add when 0, as in all but shards).
    fn global_world(&mut self) -> Value {
        let w = self.b.use_var(self.world);
        match self.opts.world_offset {
            0 => w,
            k => self.b.ins().iadd_imm_s(w, k as i32 as i64),
        }
    }

    /// One draw of the counter-based stream (SEMANTICS.md, the random stream).
    ///
    /// In a per-world kernel (its stream key and step read once at entry) whose member makes
    /// two or more draws, each exactly once a call in code order with one key
    /// ([`crate::ir::refill::straight_draws`]), a draw computes the hash of four counters at
    /// once, `c .. c + 3`, as one `pcg4d` over vectors, and the next three draws take their
    /// lanes: the k-th draw lowered is the k-th drawn, and the first of the four dominates the
    /// others. `init_world`'s four `rand_uniform`s were four scalar hashes of some 25
    /// instructions each.
    fn rand_u32(&mut self) -> Value {
        let w = self.global_world();
        let e = self.b.use_var(self.entity_id);
        let c = self.b.use_var(self.counter);
        let c1 = self.b.ins().iadd_imm_s(c, 1);
        self.b.def_var(self.counter, c1);
        if let Some(d) = &mut self.draws
            && d.next < 4
        {
            let (all, lane) = (d.all, d.next);
            d.next += 1;
            return self.b.ins().extractlane(all, lane);
        }
        let keyed = self.entry_keys.get(&self.stream).copied();
        // In kernels over rows the stream key and step are read where a number is drawn, not
        // once per call: draws are often rare (a ship's launch when it explodes), and five
        // values kept for them across the loop over rows were spilled and reloaded on every row.
        let (key, step) = match keyed {
            Some(ks) => ks,
            None => (
                shared::stream_key(&mut self.b, self.ctx, self.stream.0, self.stream.1),
                self.b.ins().load(types::I32, MemFlagsData::trusted(), self.ctx, abi::CTX_STEP),
            ),
        };
        let v = [
            self.b.ins().bxor(w, key[0]),
            self.b.ins().bxor(e, key[1]),
            self.b.ins().bxor(step, key[2]),
            self.b.ins().bxor(c, key[3]),
        ];
        if keyed.is_none() || !self.batch_draws {
            return shared::pcg4d(&mut self.b, v)[0];
        }
        let mut lanes = v.map(|x| self.b.ins().splat(types::I32X4, x));
        let iota: Vec<u8> = (0..4u32).flat_map(|k| k.to_le_bytes()).collect();
        let iota = self.b.func.dfg.constants.insert(iota.into());
        let iota = self.b.ins().vconst(types::I32X4, iota);
        let cs = self.b.ins().splat(types::I32X4, c);
        let cs = self.b.ins().iadd(cs, iota);
        let k3 = self.b.ins().splat(types::I32X4, key[3]);
        lanes[3] = self.b.ins().bxor(cs, k3);
        let all = shared::pcg4d(&mut self.b, lanes)[0];
        self.draws = Some(Draws { all, next: 1 });
        self.b.ins().extractlane(all, 0)
    }
}

/// Four draws computed together ([`Gen::rand_u32`]): their values and the lane the next takes.
struct Draws {
    all: Value,
    next: u8,
}

/// An `if` chain: where every arm ends, and where the next condition is tested.
pub(crate) struct Branching {
    merge: cranelift_codegen::ir::Block,
    next: Option<cranelift_codegen::ir::Block>,
}

/// A loop: its header, its step (the target of `continue`), its exit (of `break`), and for a
/// loop over rows, the row counter.
pub(crate) struct Looping {
    header: cranelift_codegen::ir::Block,
    step: cranelift_codegen::ir::Block,
    exit: cranelift_codegen::ir::Block,
    idx: Option<Variable>,
    /// The entity local a loop over rows binds.
    entity: Option<LocalId>,
    /// A fold loop's float sums, and the chunk its rows are in.
    sums: Option<(Variable, Vec<Sum>)>,
}

impl<'b> lanes::Clif<'b> for Gen<'_, 'b> {
    fn width(&self) -> Width {
        Width::One
    }

    fn builder(&mut self) -> &mut FunctionBuilder<'b> {
        &mut self.b
    }
}

impl<'a, 'b> Lower<'a> for Gen<'a, 'b> {
    type Loc = Loc;
    type Arg = Repr;
    type Branch = Branching;
    type Loop = Looping;

    fn program(&self) -> &'a Program {
        self.p
    }

    fn shortcuts(&self) -> bool {
        true
    }

    fn constant(&mut self, c: &Const) -> Value {
        match c {
            Const::Bool(b) => self.b.ins().iconst(types::I8, *b as i64),
            Const::Int(i) => self.iconst32(*i as i64),
            Const::Uint(u) => self.iconst32(*u as i64),
            Const::Float(f) => self.b.ins().f32const(*f),
            Const::Double(d) => self.b.ins().f64const(*d),
            Const::NullEntity => self.i64c(0),
        }
    }

    /// Eagerly (both sides, then `band`/`bor`) when the right side has no effects and no
    /// `--debug` check; else a branch.
    /// Two entity locals that hold the entities of rows being visited, in a kernel that
    /// changes no table: the same entity exactly when the same row of the same table (a live
    /// row has its own entity), so compare row indices rather than load the entity column.
    fn same_entity(&mut self, a: &Expr, b: &Expr) -> Option<Value> {
        let row = |e: &Expr| match &e.kind {
            ExprKind::Load(p) if p.path.is_empty() => match p.root {
                Root::Local(l) => self.frame().rows.get(&l).copied(),
                _ => None,
            },
            _ => None,
        };
        let ((ta, ra), (tb, rb)) = (row(a)?, row(b)?);
        Some(if ta == tb { self.b.ins().icmp(IntCC::Equal, ra, rb) } else { self.b.ins().iconst(types::I8, 0) })
    }

    fn logic(&mut self, is_and: bool, a: &Expr, b: &Expr) -> Value {
        let x = self.expr(a)[0];
        if !self.p.has_effects(b) && !self.checked(b) {
            let y = self.expr(b)[0];
            return if is_and { self.b.ins().band(x, y) } else { self.b.ins().bor(x, y) };
        }
        let rhs = self.b.create_block();
        let merge = self.b.create_block();
        self.b.append_block_param(merge, types::I8);
        if is_and {
            self.b.ins().brif(x, rhs, &[], merge, &[BlockArg::Value(x)]);
        } else {
            self.b.ins().brif(x, merge, &[BlockArg::Value(x)], rhs, &[]);
        }
        self.b.switch_to_block(rhs);
        let y = self.expr(b)[0];
        self.jump(merge, &[y]);
        self.b.switch_to_block(merge);
        self.b.block_params(merge)[0]
    }

    fn choose(&mut self, ty: &ValueType, c: &Expr, a: &Expr, b: &Expr) -> Vec<Value> {
        let cv = self.expr(c)[0];
        let plain = |e: &Expr| !self.p.has_effects(e) && !self.checked(e) && !costly(e);
        if plain(a) && plain(b) {
            let x = self.expr(a);
            let y = self.expr(b);
            return x.into_iter().zip(y).map(|(x, y)| self.b.ins().select(cv, x, y)).collect();
        }
        let ta = self.b.create_block();
        let tb = self.b.create_block();
        let merge = self.b.create_block();
        for t in lane_types(ty) {
            self.b.append_block_param(merge, Width::One.ty(&t));
        }
        self.brif(cv, ta, tb);
        self.b.switch_to_block(ta);
        let x = self.expr(a);
        self.jump(merge, &x);
        self.b.switch_to_block(tb);
        let y = self.expr(b);
        self.jump(merge, &y);
        self.b.switch_to_block(merge);
        self.b.block_params(merge).to_vec()
    }

    fn effectful(&mut self, op: Builtin, ty: &ValueType, vals: Vec<Vec<Value>>) -> Vec<Value> {
        match op {
            Builtin::Fmod => {
                let f = if *ty == ValueType::Double { Rt::Fmod } else { Rt::Fmodf };
                let (x, y) = (vals[0][0], vals[1][0]);
                vec![self.call_rt(f, &[x, y]).expect("fmod returns")]
            }
            Builtin::RandU32 => vec![self.rand_u32()],
            Builtin::WorldId => vec![self.global_world()],
            Builtin::RowIndex => vec![self.row_index()],
            Builtin::Alive => {
                let w = self.b.use_var(self.world);
                let r = self.call_rt(Rt::Alive, &[self.ctx, w, vals[0][0]]).expect("returns");
                vec![self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0)]
            }
            Builtin::Has(c) => {
                let w = self.b.use_var(self.world);
                let cc = self.iconst32(c.0 as i64);
                let r = self.call_rt(Rt::Has, &[self.ctx, w, vals[0][0], cc]).expect("returns");
                vec![self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0)]
            }
            Builtin::Sqrt
            | Builtin::Abs
            | Builtin::Floor
            | Builtin::Ceil
            | Builtin::Trunc
            | Builtin::Round
            | Builtin::Min
            | Builtin::Max
            | Builtin::Copysign
            | Builtin::IsNan
            | Builtin::IsInf
            | Builtin::FloatBits
            | Builtin::BitsFloat
            | Builtin::MulHi => unreachable!("lowered by lanes::math"),
            Builtin::Spawn(a) => {
                let w = self.b.use_var(self.world);
                let ac = self.iconst32(a.0 as i64);
                // Logged only for the system's own loops over the archetype.
                let log = self.iconst32(self.own_spawns.contains_key(&a.0) as i64);
                let f = self.rt(Rt::Spawn);
                let Some((rw, rs, idx)) = self.refill_ptrs else {
                    let inst = self.b.ins().call(f, &[self.ctx, ac, w, log]);
                    let (e, row) = (self.b.inst_results(inst)[0], self.b.inst_results(inst)[1]);
                    self.last_spawn = Some((a, row));
                    return vec![e];
                };
                // A listed reset: what the executor took for this spawn ahead of the call.
                let j = self.refill_at;
                self.refill_at += 1;
                let (taken, call, join) = (self.b.create_block(), self.b.create_block(), self.b.create_block());
                let e = self.b.append_block_param(join, types::I64);
                let row = self.b.append_block_param(join, types::I64);
                self.b.ins().brif(rw, taken, &[], call, &[]);
                self.b.switch_to_block(taken);
                let i = self.b.use_var(idx);
                let i64i = self.b.ins().uextend(types::I64, i);
                let k = self.refill as i64 * abi::SPAWNED_SIZE as i64;
                let off = self.b.ins().imul_imm_s(i64i, k);
                let at = self.b.ins().iadd(rs, off);
                let at = self.b.ins().iadd_imm_s(at, j as i64 * abi::SPAWNED_SIZE as i64);
                // Plain loads, as the list's (null outside a listed reset).
                let te = self.b.ins().load(types::I64, mem(), at, 0);
                let trow = self.b.ins().load(types::I64, mem(), at, 8);
                self.b.ins().jump(join, &[BlockArg::Value(te), BlockArg::Value(trow)]);
                self.b.switch_to_block(call);
                let inst = self.b.ins().call(f, &[self.ctx, ac, w, log]);
                let (ce, crow) = (self.b.inst_results(inst)[0], self.b.inst_results(inst)[1]);
                self.b.ins().jump(join, &[BlockArg::Value(ce), BlockArg::Value(crow)]);
                self.b.switch_to_block(join);
                self.last_spawn = Some((a, row));
                vec![e]
            }
        }
    }

    fn place(&mut self, p: &Place) -> Loc {
        let mut loc = match &p.root {
            Root::Local(l) => match self.repr(*l) {
                Repr::Vars(v) => Loc::Vars(v),
                Repr::Arena(at) => {
                    let a = self.b.ins().iadd_imm_s(self.arena, at as i64);
                    Loc::Mem(a, a, 0, false)
                }
                Repr::Ref(..) | Repr::Fixed(..) => unreachable!("a ref local used as a value root"),
            },
            other => {
                let (r, w) = self.root_addr(other);
                Loc::Mem(r, w, 0, p.comp.is_some_and(|c| self.fixed.get(c.0 as usize) == Some(&true)))
            }
        };
        for proj in &p.path {
            loc = match (loc, proj) {
                (Loc::Mem(r, w, o, ro), Proj::Field { offset }) => Loc::Mem(r, w, o + *offset as i32, ro),
                (Loc::Mem(r, w, o, ro), Proj::Lane(k)) => Loc::Mem(r, w, o + 4 * *k as i32, ro),
                (Loc::Vars(v), Proj::Lane(k)) => Loc::Vars(vec![v[*k as usize]]),
                (Loc::Mem(r, w, o, ro), Proj::Index { index, len, stride }) => {
                    let iv = self.expr(index)[0];
                    let signed = index.ty == ValueType::Int;
                    let clamped = self.clamp_index(iv, *len, signed, index.span);
                    let i64v = self.b.ins().uextend(types::I64, clamped);
                    let off = self.b.ins().imul_imm_s(i64v, *stride as i64);
                    let r2 = self.b.ins().iadd(r, off);
                    let w2 = if r == w { r2 } else { self.b.ins().iadd(w, off) };
                    Loc::Mem(r2, w2, o, ro)
                }
                (l, _) => l,
            };
        }
        loc
    }

    fn load(&mut self, loc: &Loc, ty: &ValueType) -> Vec<Value> {
        match loc {
            Loc::Vars(v) => v.iter().map(|x| self.b.use_var(*x)).collect(),
            // A struct (or a list's array): lane by lane, each as its own type.
            Loc::Mem(a, _, o, _) if in_memory(ty) => lane_layout(ty)
                .into_iter()
                .map(|(t, off)| {
                    let at = *o + off as i32;
                    match t {
                        ValueType::Bool => {
                            let x = self.b.ins().load(types::I32, mem(), *a, at);
                            self.b.ins().icmp_imm_s(IntCC::NotEqual, x, 0)
                        }
                        t => self.b.ins().load(Width::One.ty(&t), mem(), *a, at),
                    }
                })
                .collect(),
            Loc::Mem(a, _, o, ro) => {
                if *ro {
                    let ct = if *ty == ValueType::Bool { types::I32 } else { Width::One.ty(ty) };
                    let got: Option<Vec<Value>> =
                        (0..lanes(ty)).map(|k| self.preloaded.get(&(*a, *o + 4 * k as i32, ct)).copied()).collect();
                    if let Some(vals) = got {
                        return match ty {
                            ValueType::Bool => vec![self.b.ins().icmp_imm_s(IntCC::NotEqual, vals[0], 0)],
                            _ => vals,
                        };
                    }
                }
                // Memory nothing in the kernel writes: loads Cranelift may share and hoist out
                // of loops (a neighbour loop rereads the row's own fields on every pass).
                let flags = if *ro { mem().with_readonly().with_can_move() } else { mem() };
                match ty {
                    ValueType::Bool => {
                        let x = self.b.ins().load(types::I32, flags, *a, *o);
                        vec![self.b.ins().icmp_imm_s(IntCC::NotEqual, x, 0)]
                    }
                    t => {
                        let ct = Width::One.ty(t);
                        (0..lanes(t)).map(|k| self.b.ins().load(ct, flags, *a, *o + 4 * k as i32)).collect()
                    }
                }
            }
        }
    }

    fn store(&mut self, loc: &Loc, ty: &ValueType, v: &[Value]) {
        match loc {
            Loc::Vars(vars) => {
                for (var, val) in vars.iter().zip(v) {
                    self.b.def_var(*var, *val);
                }
            }
            Loc::Mem(_, a, o, _) if in_memory(ty) => {
                for ((t, off), val) in lane_layout(ty).into_iter().zip(v) {
                    let val = if t == ValueType::Bool { self.b.ins().uextend(types::I32, *val) } else { *val };
                    self.b.ins().store(mem(), val, *a, *o + off as i32);
                }
            }
            Loc::Mem(_, a, o, _) => {
                for (k, val) in v.iter().enumerate() {
                    let val = if *ty == ValueType::Bool { self.b.ins().uextend(types::I32, *val) } else { *val };
                    self.b.ins().store(mem(), val, *a, *o + 4 * k as i32);
                }
            }
        }
    }

    fn zero(&mut self, loc: &Loc, ty: &ValueType) {
        if let Loc::Mem(r, w, o, ro) = loc {
            self.zero_mem(Loc::Mem(*r, *w, *o, *ro), ty.size());
        }
    }

    fn assigned(&mut self, place: &Place) {
        // `p = spawn(A)` of a local `get` reads directly: its row, from the spawn just lowered.
        if let (Root::Local(l), true) = (&place.root, place.path.is_empty())
            && let Some(&(a, v)) = self.frame().spawned.get(l)
            && let Some((sa, row)) = self.last_spawn.take()
            && sa == a
        {
            let row = self.b.ins().ireduce(types::I32, row);
            self.b.def_var(v, row);
        }
    }

    fn bind(&mut self, l: LocalId, src: &RefSource) {
        let (r, w) = self.ref_source(src);
        let Repr::Ref(vr, vw) = self.repr(l) else { unreachable!("reference local") };
        self.b.def_var(vr, r);
        self.b.def_var(vw, w);
    }

    fn begin_stmt(&mut self) {
        self.ensure_open();
    }

    fn if_begin(&mut self) -> Branching {
        Branching { merge: self.b.create_block(), next: None }
    }

    fn if_arm(&mut self, br: &mut Branching, cond: Value, _light: bool) {
        let then = self.b.create_block();
        let next = self.b.create_block();
        self.brif(cond, then, next);
        self.b.switch_to_block(then);
        br.next = Some(next);
    }

    fn if_arm_end(&mut self, br: &mut Branching, _more: Option<bool>) {
        self.jump(br.merge, &[]);
        self.b.switch_to_block(br.next.take().expect("an arm"));
    }

    fn if_end(&mut self, br: Branching) {
        self.jump(br.merge, &[]);
        self.b.switch_to_block(br.merge);
    }

    fn loop_begin(&mut self, span: Option<Span>) -> Looping {
        let header = self.b.create_block();
        let step = self.b.create_block();
        let exit = self.b.create_block();
        self.jump(header, &[]);
        self.b.switch_to_block(header);
        let span = self.stop_span(span);
        self.check_stop(span);
        self.frames.last_mut().expect("frame").loops.push((step, exit));
        Looping { header, step, exit, idx: None, entity: None, sums: None }
    }

    fn loop_while(&mut self, lp: &Looping, cond: Value) {
        let body = self.b.create_block();
        self.stay_or_leave(cond, body, lp.exit);
        self.b.switch_to_block(body);
    }

    fn loop_step(&mut self, lp: &Looping) {
        self.frames.last_mut().expect("frame").loops.pop();
        self.jump(lp.step, &[]);
        self.b.switch_to_block(lp.step);
    }

    fn loop_end(&mut self, lp: Looping, again: Option<Value>) {
        match again {
            Some(c) => self.stay_or_leave(c, lp.header, lp.exit),
            None => self.jump(lp.header, &[]),
        }
        self.b.switch_to_block(lp.exit);
    }

    fn rows_begin(
        &mut self,
        arch: ArchId,
        entity: Option<LocalId>,
        binds: &[(LocalId, CompId)],
        keys: Option<(&KeyRange, Vec<Value>)>,
        after: Option<After>,
        span: Option<Span>,
    ) -> Looping {
        let span = self.stop_span(span);
        let keys = keys.map(|(k, vals)| self.key_rows(arch, k, &vals));
        self.rows_loop(arch, entity, binds, keys, after, span)
    }

    fn rows_end(&mut self, lp: Looping) {
        let frame = self.frames.last_mut().expect("frame");
        frame.loops.pop();
        if let Some(l) = lp.entity {
            // Its row index is this iteration's: not for code after the loop.
            frame.rows.remove(&l);
        }
        self.jump(lp.step, &[]);
        self.b.switch_to_block(lp.step);
        let idx = lp.idx.expect("a loop over rows");
        let k = self.b.use_var(idx);
        if let Some((_, st)) = &lp.sums {
            // The row's lane keeps what the body made of it (unchanged for a skipped row).
            for s in st {
                let at = self.lane_at(s, k);
                let v = self.b.use_var(s.var);
                self.b.ins().store(mem(), v, at, 0);
            }
        }
        let k1 = self.b.ins().iadd_imm_s(k, 1);
        self.b.def_var(idx, k1);
        self.b.ins().jump(lp.header, &[]);
        self.b.switch_to_block(lp.exit);
        if let Some((chunk, st)) = &lp.sums {
            // The last chunk's lanes meet, then the totals; the sum is its value before the
            // loop plus the total.
            let cur = self.b.use_var(*chunk);
            self.flush_chunk(st, cur);
            for s in st {
                let t = self.butterfly(s, s.totals);
                let before = self.b.use_var(s.before);
                let v = self.b.ins().fadd(before, t);
                self.b.def_var(s.var, v);
            }
        }
    }

    fn fold_loop(&mut self, s: &Stmt) {
        self.pending_sums = self.fold_sums.get(&(s as *const Stmt)).cloned().unwrap_or_default();
    }

    fn copies_begin(&mut self) -> Option<Looping> {
        if self.copying {
            return None;
        }
        self.copying = true;
        let exit = self.b.create_block();
        Some(Looping { header: exit, step: exit, exit, idx: None, entity: None, sums: None })
    }

    fn copy_begin(&mut self, lp: &mut Looping) {
        lp.step = self.b.create_block();
        self.frames.last_mut().expect("frame").loops.push((lp.step, lp.exit));
    }

    fn copy_end(&mut self, lp: &Looping) {
        self.frames.last_mut().expect("frame").loops.pop();
        self.jump(lp.step, &[]);
        self.b.switch_to_block(lp.step);
    }

    fn copies_end(&mut self, lp: Looping) {
        self.copying = false;
        self.jump(lp.exit, &[]);
        self.b.switch_to_block(lp.exit);
    }

    fn break_loop(&mut self) {
        let (_, brk) = *self.frame().loops.last().expect("break inside a loop");
        self.jump(brk, &[]);
    }

    fn continue_loop(&mut self) {
        let (cont, _) = *self.frame().loops.last().expect("continue inside a loop");
        self.jump(cont, &[]);
    }

    fn ret(&mut self, vals: Vec<Value>) {
        let ret = self.frame().ret;
        self.jump(ret, &vals);
    }

    /// The arena as the call finds it: the callee's frame (its struct arguments' copies
    /// included) is released back to here.
    fn call_begin(&mut self) {
        self.call_marks.push(self.arena_top);
    }

    fn arg_value(&mut self, ty: &ValueType, vals: Vec<Value>) -> Repr {
        if in_memory(ty) {
            // A struct argument: the callee's copy, in the arena (its fields are places).
            let at = self.arena_alloc(ty);
            let a = self.b.ins().iadd_imm_s(self.arena, at as i64);
            self.store(&Loc::Mem(a, a, 0, false), ty, &vals);
            return Repr::Arena(at);
        }
        Repr::Vars(lanes::vars(&mut self.b, Width::One, ty, vals))
    }

    fn arg_ref(&mut self, root: &Root) -> Repr {
        let (r, w) = self.root_addr(root);
        Repr::Fixed(r, w)
    }

    fn enter(&mut self, callee: &'a Func, args: Vec<Repr>) {
        let ret = self.b.create_block();
        if let Some(t) = &callee.ret {
            for lt in lane_types(t) {
                self.b.append_block_param(ret, Width::One.ty(&lt));
            }
        }
        let mut frame = Frame {
            locals: HashMap::new(),
            rebound: rebound(callee),
            ret,
            loops: Vec::new(),
            arena_mark: self.call_marks.pop().expect("call_begin"),
            assigned: assigned(callee),
            rows: HashMap::new(),
            spawned: HashMap::new(),
        };
        for (pl, repr) in callee.params.iter().zip(args) {
            if let Some(pl) = pl {
                let repr = match repr {
                    // A parameter the callee rebinds needs variables.
                    Repr::Fixed(r, w) if frame.rebound.contains(pl) => {
                        let (vr, vw) = (self.b.declare_var(types::I64), self.b.declare_var(types::I64));
                        self.b.def_var(vr, r);
                        self.b.def_var(vw, w);
                        Repr::Ref(vr, vw)
                    }
                    other => other,
                };
                frame.locals.insert(*pl, repr);
            }
        }
        self.declare_locals(callee, &mut frame);
        self.frames.push(frame);
    }

    fn leave(&mut self, callee: &'a Func) -> Vec<Value> {
        let frame = self.frames.pop().expect("a frame");
        // The callee's arena bytes are free again for the next call.
        self.arena_top = frame.arena_mark;
        // Falling off the end: void functions return; others can't get here (checked), but
        // the block still needs arguments.
        if !self.is_filled() {
            let zeros: Vec<Value> = match &callee.ret {
                Some(t) => lane_types(t).iter().map(|lt| self.zero_value(Width::One.ty(lt))).collect(),
                None => vec![],
            };
            self.jump(frame.ret, &zeros);
        }
        self.b.switch_to_block(frame.ret);
        self.b.block_params(frame.ret).to_vec()
    }

    fn rand_key(&mut self, key: Value) {
        self.b.def_var(self.entity_id, key);
        let zero = self.iconst32(0);
        self.b.def_var(self.counter, zero);
    }

    fn reset_world(&mut self) {
        let w = self.b.use_var(self.world);
        shared::mark_reset(&mut self.b, self.ctx, w);
    }

    fn destroy(&mut self, entity: Value) {
        let w = self.b.use_var(self.world);
        self.call_rt(Rt::Destroy, &[self.ctx, w, entity]);
    }

    fn nan_check(&mut self, v: Value, span: Span) {
        if !self.opts.debug {
            return;
        }
        let Some(nan) = lanes::any_nan(&mut self.b, Width::One, v, None) else { return };
        let site = self.site(span, SiteKind::NaN);
        let f = self.rt(Rt::DebugFail);
        shared::report_if(&mut self.b, f, self.ctx, nan, site, SiteKind::NaN, |b| {
            if b.func.dfg.value_type(v) == types::F32 { b.ins().fpromote(types::F64, v) } else { v }
        });
    }
}
