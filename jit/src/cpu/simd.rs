//! SIMD kernels: a per-row system run on four rows at once.
//!
//! Cranelift does not vectorise loops, so we do what ISPC does: every value of the system
//! becomes a 4-lane vector (one lane per row), control flow becomes masks (both sides of an
//! `if` run, each under its lanes' mask; a `return` retires lanes), and memory accesses to the
//! rows' components are gathered and scattered lane by lane. Each lane computes exactly what
//! the scalar kernel computes for its row — same IEEE operations in the same order, the same
//! random stream (a counter per lane that only active lanes advance) — so the two kernels are
//! interchangeable bit for bit, and the executor uses the scalar one for leftover rows.
//!
//! The loop takes two groups of four rows at a time and lowers each top-level statement for
//! one group and then the other ([`VGen::groups`]). A system like CartPole's physics is one
//! long dependent chain per group (a sine, then three divisions); interleaved, the core works
//! on the second group's chain while the first one's waits, which one group per iteration
//! (some 300 instructions, more than the core looks ahead) did not allow. CartPole: 1.15x.
//!
//! Not every system qualifies ([`crate::ir::analysis::lanes_ok`]): loops, integer division, per-lane shift amounts,
//! arrays, doubles, entities and most runtime calls keep a system scalar. Systems that touch
//! singletons do qualify; a group of four rows in which two rows share a world (and so a
//! singleton) falls back to the scalar kernel at run time, keeping row order semantics.

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Endianness, FuncRef, InstBuilder, MemFlagsData, Type, Value, types};
use cranelift_frontend::{FunctionBuilder, Variable};

use mw_runtime::abi;
use mw_runtime::schema::{ArchId, CompId, ValueType};
use mw_runtime::source::Span;

use super::lanes::{self, Width};
use super::shared::{self, Member, Rt};
use crate::ir::site::{Site, SiteKind};
use crate::ir::visit::{Visit, visit_stmts};
use crate::ir::*;
use crate::lower::{self, Lower};

pub(crate) const LANES: u32 = 4;

/// Groups of four rows a kernel interleaves (see [`VGen::groups`]).
const GROUPS: u32 = 2;

/// Kernels larger than this (IR nodes of their systems, calls inlined) take one group at a
/// time. CartPole's fused kernel is 331.
const PAIR_NODES: u64 = 4000;

fn is_float(t: &ValueType) -> bool {
    matches!(t, ValueType::Float | ValueType::Vec2 | ValueType::Vec3 | ValueType::Vec4 | ValueType::Quat)
}

/// Unaligned, non-trapping: rows start anywhere.
fn vmem() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

fn mem() -> MemFlagsData {
    MemFlagsData::trusted()
}

#[derive(Clone)]
pub(crate) enum Repr {
    /// A value: one vector variable per IR lane (x, y, z ...).
    Vars(Vec<Variable>),
    /// The four rows' component (or four consecutive worlds' singleton): lane k at
    /// `base + k * stride`.
    Strided(Variable, u32),
    /// A component held in registers for the whole group, one variable per 4-byte slot (as
    /// f32 bits): loaded once at the start (a 16-byte component with four vector loads and a
    /// transpose), written back once at the end. Repeated accesses cost nothing.
    Shadow(Vec<Variable>),
}

struct Frame {
    locals: HashMap<LocalId, Repr>,
    /// Lanes that have not returned (i32x4 mask).
    alive: Variable,
    /// Return value lanes.
    ret: Vec<Variable>,
    /// Whether any `return` was emitted, so `alive` may be partial.
    returned: bool,
    /// The caller's `exec` and `full`, restored when the frame ends.
    caller: (Value, bool),
}

/// What every group of a kernel call shares: the members, their stream keys, and table and
/// column bases.
struct Setup<'m, 'a> {
    members: &'m [Member<'a>],
    keys: Vec<[Value; 4]>,
    wids: Value,
    ents: Value,
    cols: HashMap<CompId, Value>,
    sbase: HashMap<CompId, Value>,
}

/// One group of four rows' lane state while groups are interleaved (see [`VGen::groups`]).
struct Group {
    worlds: Value,
    entity_ids: Value,
    counter: Variable,
    exec: Value,
    full: bool,
    frames: Vec<Frame>,
    bound: HashMap<(CompId, bool), Repr>,
}

/// Where a place lives.
pub(crate) enum Loc {
    Vars(Vec<Variable>),
    /// Address of lane 0 and the stride; plus a byte offset.
    Strided(Value, u32, i32),
    /// Slots of a shadowed component, from a byte offset.
    Shadow(Vec<Variable>, i32),
}

pub(crate) struct VGen<'a, 'b> {
    pub p: &'a Program,
    pub b: FunctionBuilder<'b>,
    pub rt: Vec<FuncRef>,
    pub scalar: FuncRef,
    ctx: Value,
    key: [Value; 4],
    step: Value,
    /// The simulation's world offset ([`super::Options::world_offset`]), a constant added to
    /// `worlds` for `world_id()` and draws (nothing when 0).
    pub(crate) world_offset: u32,
    worlds: Value,
    entity_ids: Value,
    counter: Variable,
    exec: Value,
    /// `exec` is known to be all lanes (no masking needed for locals and rows).
    full: bool,
    /// The four lanes are rows of four consecutive worlds (kernels touching singletons).
    consecutive: bool,
    frames: Vec<Frame>,
    /// With `--debug`: the system's name and the index its first check site will have in
    /// the scalar generator's site table. The same NaN checks as the scalar kernels.
    pub debug: Option<(String, usize)>,
    /// Check sites made by this kernel, to be appended to that table.
    pub sites: Vec<Site>,
}

impl<'a, 'b> VGen<'a, 'b> {
    pub(crate) fn new(p: &'a Program, b: FunctionBuilder<'b>, rt: Vec<FuncRef>, scalar: FuncRef) -> Self {
        // Placeholders: `kernel` sets these (the counter per group, in `groups`).
        let z = Value::from_u32(0);
        let counter = Variable::from_u32(0);
        VGen {
            p,
            b,
            rt,
            scalar,
            ctx: z,
            key: [z; 4],
            step: z,
            world_offset: 0,
            worlds: z,
            entity_ids: z,
            counter,
            exec: z,
            full: true,
            consecutive: false,
            frames: Vec::new(),
            debug: None,
            sites: Vec::new(),
        }
    }

    fn splat_i(&mut self, v: i64) -> Value {
        let s = self.b.ins().iconst(types::I32, v);
        self.b.ins().splat(types::I32X4, s)
    }

    fn splat_f(&mut self, v: f32) -> Value {
        let s = self.b.ins().f32const(v);
        self.b.ins().splat(types::F32X4, s)
    }

    fn as_f(&mut self, mask: Value) -> Value {
        if self.b.func.dfg.value_type(mask) == types::F32X4 {
            return mask;
        }
        self.b.ins().bitcast(types::F32X4, MemFlagsData::new().with_endianness(Endianness::Little), mask)
    }

    /// Shuffle of 32-bit lanes of `a` (0..4) and `b` (4..8).
    fn shuf(&mut self, a: Value, b: Value, lanes: [u8; 4]) -> Value {
        let le = MemFlagsData::new().with_endianness(Endianness::Little);
        let a8 = self.b.ins().bitcast(types::I8X16, le, a);
        let b8 = self.b.ins().bitcast(types::I8X16, le, b);
        let mut bytes = Vec::with_capacity(16);
        for l in lanes {
            for k in 0..4 {
                bytes.push(l * 4 + k);
            }
        }
        let imm = self.b.func.dfg.immediates.push(bytes.into());
        let r = self.b.ins().shuffle(a8, b8, imm);
        self.b.ins().bitcast(types::F32X4, le, r)
    }

    /// 4x4 transpose of 32-bit lanes (its own inverse): rows of a component to field slots.
    fn transpose(&mut self, r: [Value; 4]) -> [Value; 4] {
        let t0 = self.shuf(r[0], r[1], [0, 4, 1, 5]);
        let t1 = self.shuf(r[0], r[1], [2, 6, 3, 7]);
        let t2 = self.shuf(r[2], r[3], [0, 4, 1, 5]);
        let t3 = self.shuf(r[2], r[3], [2, 6, 3, 7]);
        [
            self.shuf(t0, t2, [0, 1, 4, 5]),
            self.shuf(t0, t2, [2, 3, 6, 7]),
            self.shuf(t1, t3, [0, 1, 4, 5]),
            self.shuf(t1, t3, [2, 3, 6, 7]),
        ]
    }

    /// Four contiguous rows of 2, 3 or 4 words (as 2, 3 or 4 vectors of memory) to one vector
    /// per word slot (lane k: row k).
    fn rows_to_slots(&mut self, v: &[Value]) -> Vec<Value> {
        match v.len() {
            // [a0 b0 a1 b1] [a2 b2 a3 b3]
            2 => vec![self.shuf(v[0], v[1], [0, 2, 4, 6]), self.shuf(v[0], v[1], [1, 3, 5, 7])],
            // [a0 b0 c0 a1] [b1 c1 a2 b2] [c2 a3 b3 c3]
            3 => {
                let ta = self.shuf(v[0], v[1], [0, 3, 6, 6]);
                let tb = self.shuf(v[0], v[1], [1, 4, 7, 7]);
                let tc = self.shuf(v[0], v[1], [2, 5, 5, 5]);
                vec![
                    self.shuf(ta, v[2], [0, 1, 2, 5]),
                    self.shuf(tb, v[2], [0, 1, 2, 6]),
                    self.shuf(tc, v[2], [0, 1, 4, 7]),
                ]
            }
            _ => self.transpose([v[0], v[1], v[2], v[3]]).to_vec(),
        }
    }

    /// The inverse of [`VGen::rows_to_slots`].
    fn slots_to_rows(&mut self, s: &[Value]) -> Vec<Value> {
        match s.len() {
            2 => vec![self.shuf(s[0], s[1], [0, 4, 1, 5]), self.shuf(s[0], s[1], [2, 6, 3, 7])],
            3 => {
                let (a, b, c) = (s[0], s[1], s[2]);
                // [a0 b0 c0 a1]
                let t0 = self.shuf(a, b, [0, 4, 1, 1]);
                let r0 = self.shuf(t0, c, [0, 1, 4, 2]);
                // [b1 c1 a2 b2]
                let t1 = self.shuf(b, c, [1, 5, 2, 2]);
                let r1 = self.shuf(t1, a, [0, 1, 6, 2]);
                // [c2 a3 b3 c3]
                let t2 = self.shuf(c, a, [2, 7, 3, 3]);
                let r2 = self.shuf(t2, b, [0, 1, 7, 2]);
                vec![r0, r1, r2]
            }
            _ => self.transpose([s[0], s[1], s[2], s[3]]).to_vec(),
        }
    }

    /// `mask ? a : b`, lane-wise (mask is an i32x4 of 0 / -1).
    fn blend(&mut self, mask: Value, a: Value, b: Value) -> Value {
        lanes::blend4(&mut self.b, mask, a, b)
    }

    /// The kernel of `members` (several: fused, run one after another on each group of four
    /// rows, each with its own frame, mask and random stream) over rows `[start, end)`, a
    /// multiple of four apart. A component bound by several members is loaded once and
    /// written back once.
    ///
    /// The loop takes two groups (eight rows) at a time, their statements interleaved (see
    /// [`VGen::groups`]), then a last group of four alone when one is left.
    pub(crate) fn kernel(&mut self, members: &[Member], arch: u32) {
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        let params = self.b.block_params(entry).to_vec();
        let (ctx, start, end) = (params[0], params[1], params[2]);
        self.ctx = ctx;
        let step = self.b.ins().load(types::I32, mem(), ctx, abi::CTX_STEP);
        self.step = self.b.ins().splat(types::I32X4, step);
        // Each member's stream key, computed once per call, in every lane.
        let keys: Vec<[Value; 4]> = members
            .iter()
            .map(|m| {
                if m.fx.rand {
                    shared::stream_key(&mut self.b, ctx, m.stream, m.init).map(|k| self.b.ins().splat(types::I32X4, k))
                } else {
                    [self.step; 4]
                }
            })
            .collect();
        let tables = self.b.ins().load(types::I64, mem(), ctx, abi::CTX_TABLES);
        let tv = self.b.ins().iadd_imm_s(tables, arch as i64 * abi::TV_SIZE as i64);
        let wids = self.b.ins().load(types::I64, mem(), tv, abi::TV_WORLD_IDS);
        let ents = self.b.ins().load(types::I64, mem(), tv, abi::TV_ENTITIES);
        let colp = self.b.ins().load(types::I64, mem(), tv, abi::TV_COLS);
        let singletons = self.b.ins().load(types::I64, mem(), ctx, abi::CTX_SINGLETONS);
        let mut cols = HashMap::new();
        let mut sbase = HashMap::new();
        for p in members.iter().flat_map(|m| &m.sys.params) {
            match p {
                SysParam::Row(c) if !cols.contains_key(c) => {
                    let v = self.b.ins().load(types::I64, mem(), colp, c.0 as i32 * 8);
                    cols.insert(*c, v);
                }
                SysParam::Single(c) if !sbase.contains_key(c) => {
                    let v = self.b.ins().load(types::I64, mem(), singletons, c.0 as i32 * 8);
                    sbase.insert(*c, v);
                }
                _ => {}
            }
        }
        let uses_singletons = members.iter().any(|m| !m.fx.single_reads.is_empty() || !m.fx.single_writes.is_empty());
        self.consecutive = uses_singletons;
        let setup = Setup { members, keys, wids, ents, cols, sbase };

        let idx = self.b.declare_var(types::I32);
        self.b.def_var(idx, start);
        let header = self.b.create_block();
        let single = self.b.create_block();
        let exit = self.b.create_block();
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(header);
        let i = self.b.use_var(idx);
        // Large kernels have work enough in one group, and a pair of groups doubles their
        // compile time (register allocation grows faster than the code): one group a time.
        if members.iter().map(|m| m.fx.nodes).sum::<u64>() > PAIR_NODES {
            let more = self.b.ins().icmp(IntCC::UnsignedLessThan, i, end);
            super::shared::stay_or_leave(&mut self.b, more, single, exit);
        } else {
            let body = self.b.create_block();
            let tail = self.b.create_block();
            // `end - i`, not `i + 8`: no overflow near the top of the row range.
            let left = self.b.ins().isub(end, i);
            let more = self.b.ins().icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, left, (GROUPS * LANES) as i64);
            super::shared::stay_or_leave(&mut self.b, more, body, tail);

            // Two groups at a time; a pair that cannot run side by side runs as one group (the
            // first), and the loop goes on from the second.
            self.b.switch_to_block(body);
            let next = self.b.create_block();
            self.groups(&setup, i, GROUPS, next, Some(single));
            self.b.switch_to_block(next);
            let i8 = self.b.ins().iadd_imm_s(i, (GROUPS * LANES) as i64);
            self.b.def_var(idx, i8);
            self.b.ins().jump(header, &[]);

            // At most one group of four is left.
            self.b.switch_to_block(tail);
            let i = self.b.use_var(idx);
            let more = self.b.ins().icmp(IntCC::UnsignedLessThan, i, end);
            self.b.ins().brif(more, single, &[], exit, &[]);
        }

        // One group of four.
        self.b.switch_to_block(single);
        let i = self.b.use_var(idx);
        let next = self.b.create_block();
        self.groups(&setup, i, 1, next, None);
        self.b.switch_to_block(next);
        let i4 = self.b.ins().iadd_imm_s(i, LANES as i64);
        self.b.def_var(idx, i4);
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(exit);
        self.b.ins().return_(&[]);
    }

    /// `n` groups of four rows from row `i`, then a jump to `next`. When the groups cannot
    /// run here (a deleted row; with singletons, worlds not consecutive), the code goes to
    /// `fallback` if given, else runs the rows through the scalar kernel.
    ///
    /// With two groups, each statement at the top of a member runs for the first group and
    /// then the second, and the values it assigns are pinned there (stored to a scratch slot):
    /// Cranelift places pure code where it is first used, so without that the second group's
    /// work would all follow the first's, and a long dependent chain (CartPole: sine, then
    /// three divisions) would leave the core idle. Interleaved, the two chains overlap.
    fn groups(
        &mut self,
        st: &Setup,
        i: Value,
        n: u32,
        next: cranelift_codegen::ir::Block,
        fallback: Option<cranelift_codegen::ir::Block>,
    ) {
        let uses_singletons = self.consecutive;
        let uses_rng = st.members.iter().any(|m| m.fx.rand);
        let mut worlds = Vec::new();
        let mut bad = None;
        let mut prev_w0 = None;
        for g in 0..n {
            let row = self.b.ins().iadd_imm_s(i, (g * LANES) as i64);
            let i64i = self.b.ins().uextend(types::I64, row);
            let woff = self.b.ins().imul_imm_s(i64i, 4);
            let waddr = self.b.ins().iadd(st.wids, woff);
            let w = self.b.ins().load(types::I32X4, vmem(), waddr, 0);
            self.worlds = w;
            // After compaction every row in range is live (a deleted row's world is negative)
            // and worlds do not decrease. A group with a deleted row, or (for systems touching
            // singletons) rows not of four consecutive worlds, goes through the scalar kernel,
            // which handles both with row-order semantics. Each test is a flag that is set
            // when the group cannot run here; they are or-ed (CartPole: 44 instructions a
            // pair of groups as vector comparisons reduced with `vall_true`, 31 now).
            let not_ok = if uses_singletons {
                // Lanes w0 + [0, 1, 2, 3] with w0 >= 0: live and consecutive at once.
                let (w0, off) = self.consecutive_worlds();
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, w0, 0);
                let apart = self.b.ins().bor(off, neg);
                // Groups run side by side, each with its singletons in registers: no world
                // may have rows in two groups (the later group would not see the earlier
                // one's writes), so each group's worlds come after the previous group's,
                // whose last is its first plus three when it runs here.
                let r = match prev_w0 {
                    Some(p) => {
                        let last = self.b.ins().iadd_imm_s(p, 3);
                        let before = self.b.ins().icmp(IntCC::SignedLessThanOrEqual, w0, last);
                        self.b.ins().bor(apart, before)
                    }
                    None => apart,
                };
                prev_w0 = Some(w0);
                r
            } else {
                // A lane's sign bit is set for a deleted row.
                let signs = self.b.ins().vhigh_bits(types::I32, w);
                self.b.ins().icmp_imm_s(IntCC::NotEqual, signs, 0)
            };
            bad = Some(match bad {
                None => not_ok,
                Some(b) => self.b.ins().bor(b, not_ok),
            });
            worlds.push((w, i64i));
        }
        let work = self.b.create_block();
        let bad = bad.expect("a group");
        if let Some(other) = fallback {
            self.b.ins().brif(bad, other, &[], work, &[]);
        } else {
            let scalar = self.b.create_block();
            self.b.ins().brif(bad, scalar, &[], work, &[]);
            self.b.switch_to_block(scalar);
            let counter = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_FALLBACKS);
            let count = self.b.ins().load(types::I64, mem(), counter, 0);
            let count = self.b.ins().iadd_imm_s(count, n as i64);
            self.b.ins().store(mem(), count, counter, 0);
            let i_end = self.b.ins().iadd_imm_s(i, (n * LANES) as i64);
            let f = self.scalar;
            let ctx = self.ctx;
            self.b.ins().call(f, &[ctx, i, i_end]);
            self.b.ins().jump(next, &[]);
        }
        self.b.switch_to_block(work);

        // Each group's lanes: its worlds, entities, bound components and write-backs.
        let mut lanes: Vec<Group> = Vec::new();
        let mut writebacks = Vec::new();
        for (w, i64i) in worlds {
            self.worlds = w;
            if uses_rng {
                let eoff = self.b.ins().imul_imm_s(i64i, 8);
                let eaddr = self.b.ins().iadd(st.ents, eoff);
                // Four 8-byte entities in two vector loads; their ids are the low words.
                let a = self.b.ins().load(types::I32X4, vmem(), eaddr, 0);
                let c = self.b.ins().load(types::I32X4, vmem(), eaddr, 16);
                let ids = self.shuf(a, c, [0, 2, 4, 6]);
                self.entity_ids = Width::Four.truth(&mut self.b, ids);
            }
            let (bound, writeback) = self.bind_all(st, i64i);
            writebacks.push(writeback);
            let counter = self.b.declare_var(types::I32X4);
            lanes.push(Group {
                worlds: self.worlds,
                entity_ids: self.entity_ids,
                counter,
                exec: self.exec,
                full: true,
                frames: Vec::new(),
                bound,
            });
        }
        let scratch = (n > 1).then(|| {
            let slot = self.b.create_sized_stack_slot(cranelift_codegen::ir::StackSlotData::new(
                cranelift_codegen::ir::StackSlotKind::ExplicitSlot,
                16,
                4,
            ));
            self.b.ins().stack_addr(types::I64, slot, 0)
        });
        let all = self.splat_i(-1);
        for (k, m) in st.members.iter().enumerate() {
            let sys = m.sys;
            let func = self.p.func(sys.func);
            if let Some(d) = &mut self.debug {
                d.0 = sys.name.clone();
            }
            self.key = st.keys[k];
            for g in lanes.iter_mut() {
                self.enter_group(g);
                let z = self.splat_i(0);
                self.b.def_var(self.counter, z);
                self.exec = all;
                self.full = true;
                let alive = self.b.declare_var(types::I32X4);
                self.b.def_var(alive, all);
                let mut frame =
                    Frame { locals: HashMap::new(), alive, ret: vec![], returned: false, caller: (all, true) };
                for (p, l) in sys.params.iter().zip(&func.params) {
                    match (p, l) {
                        (SysParam::Row(c), Some(l)) => {
                            frame.locals.insert(*l, g.bound[&(*c, false)].clone());
                        }
                        (SysParam::Single(c), Some(l)) => {
                            frame.locals.insert(*l, g.bound[&(*c, true)].clone());
                        }
                        _ => {}
                    }
                }
                self.declare_locals(func, &mut frame);
                self.frames.push(frame);
                self.leave_group(g);
            }
            for s in &func.body {
                for g in lanes.iter_mut() {
                    self.enter_group(g);
                    self.begin_stmt();
                    lower::stmt(self, s);
                    if let Some(at) = scratch {
                        self.pin(s, at);
                    }
                    self.leave_group(g);
                }
                if matches!(s, Stmt::Return(_)) {
                    break;
                }
            }
            for g in lanes.iter_mut() {
                self.enter_group(g);
                self.frames.pop();
                self.leave_group(g);
            }
        }
        for (g, writeback) in lanes.iter_mut().zip(writebacks) {
            self.enter_group(g);
            for (a, size, vars, written) in writeback {
                self.write_back(a, size, &vars, &written);
            }
            self.leave_group(g);
        }
        self.b.ins().jump(next, &[]);
    }

    /// Every component any member binds, bound once for the group at row `i64i`: shadowed in
    /// registers when every member allows it, else strided memory. Returns the bindings and
    /// what must be written back.
    #[allow(clippy::type_complexity)]
    fn bind_all(
        &mut self,
        st: &Setup,
        i64i: Value,
    ) -> (HashMap<(CompId, bool), Repr>, Vec<(Value, u32, Vec<Variable>, Vec<bool>)>) {
        let members = st.members;
        let mut writeback = Vec::new();
        let mut bound: HashMap<(CompId, bool), Repr> = HashMap::new();
        for m in members {
            let sys = m.sys;
            let func = self.p.func(sys.func);
            for (p, l) in sys.params.iter().zip(&func.params) {
                let (c, single) = match (p, l) {
                    (SysParam::Row(c), Some(_)) => (*c, false),
                    (SysParam::Single(c), Some(_)) => (*c, true),
                    _ => continue,
                };
                if bound.contains_key(&(c, single)) {
                    continue;
                }
                let mut uses = Some((Vec::new(), Vec::new()));
                let mut mutable = false;
                for other in members.iter().map(|m| m.sys) {
                    let ofunc = self.p.func(other.func);
                    let binds = other.params.iter().zip(&ofunc.params).filter(|(q, ol)| {
                        ol.is_some() && **q == if single { SysParam::Single(c) } else { SysParam::Row(c) }
                    });
                    for (_, ol) in binds {
                        let ol = ol.expect("filtered");
                        mutable |= matches!(ofunc.local(ol).kind, LocalKind::Ref { mutable: true, .. });
                        uses = match (uses, slot_use(self.p, other.func, c, single)) {
                            (Some((r, _)), Some(u2)) if r.is_empty() => Some(u2),
                            (Some((r, w)), Some((r2, w2))) => Some((
                                r.iter().zip(&r2).map(|(a, b)| *a || *b).collect(),
                                w.iter().zip(&w2).map(|(a, b)| *a || *b).collect(),
                            )),
                            _ => None,
                        };
                    }
                }
                let a = if single {
                    let v = self.singleton_ref(st.sbase[&c], c);
                    self.b.use_var(v)
                } else {
                    let size = self.p.layout.comp(c).size as i64;
                    let o = self.b.ins().imul_imm_s(i64i, size);
                    self.b.ins().iadd(st.cols[&c], o)
                };
                let repr = self.bind_ref(a, c, mutable, uses, &mut writeback);
                bound.insert((c, single), repr);
            }
        }
        (bound, writeback)
    }

    /// Makes group `g` the current one (its lanes' state in `self`).
    fn enter_group(&mut self, g: &mut Group) {
        self.worlds = g.worlds;
        self.entity_ids = g.entity_ids;
        self.counter = g.counter;
        self.exec = g.exec;
        self.full = g.full;
        std::mem::swap(&mut self.frames, &mut g.frames);
    }

    /// Saves the current group's state back into `g`.
    fn leave_group(&mut self, g: &mut Group) {
        g.exec = self.exec;
        g.full = self.full;
        std::mem::swap(&mut self.frames, &mut g.frames);
    }

    /// Pins what a top-level statement assigned to a local or a component held in registers:
    /// a store of each such vector to the scratch slot `at`, so Cranelift computes it here
    /// (see [`VGen::groups`]). Memory stores pin themselves.
    fn pin(&mut self, s: &Stmt, at: Value) {
        let Stmt::Assign(place, e) = s else { return };
        if !heavy(e) {
            // A short computation gains nothing from its place; the store would cost more.
            return;
        }
        let vars = match self.place(place) {
            Loc::Vars(v) => v,
            Loc::Shadow(v, o) => {
                let first = (o / 4) as usize;
                let n = (place.ty.size() / 4).max(1);
                v.get(first..first + n).map(|x| x.to_vec()).unwrap_or_default()
            }
            Loc::Strided(..) => return,
        };
        for v in vars {
            let x = self.b.use_var(v);
            self.b.ins().store(MemFlagsData::trusted(), x, at, 0);
        }
    }

    /// Lane 0's world `w0`, and an i8 that is non-zero unless the lanes' worlds are `w0, w0+1,
    /// w0+2, w0+3`: then their singletons sit at a fixed stride, like rows (and no two lanes
    /// share one).
    fn consecutive_worlds(&mut self) -> (Value, Value) {
        let w0 = self.b.ins().extractlane(self.worlds, 0);
        // Lane 0 in every lane, by a shuffle (a splat of `w0` went through a general register).
        let base = self.shuf(self.worlds, self.worlds, [0, 0, 0, 0]);
        let base = Width::Four.truth(&mut self.b, base);
        // [0, 1, 2, 3] as one constant (lane inserts were three instructions per group).
        let iota: Vec<u8> = (0..4u32).flat_map(|k| k.to_le_bytes()).collect();
        let iota = self.b.func.dfg.constants.insert(iota.into());
        let v = self.b.ins().vconst(types::I32X4, iota);
        let expect = self.b.ins().iadd(base, v);
        // Any lane off: one `ptest` of the difference.
        let diff = self.b.ins().bxor(self.worlds, expect);
        (w0, self.b.ins().vany_true(diff))
    }

    /// The four lanes' singletons, given consecutive worlds: a strided reference.
    fn singleton_ref(&mut self, base: Value, c: CompId) -> Variable {
        let size = self.p.layout.comp(c).size as i64;
        let w0 = self.b.ins().extractlane(self.worlds, 0);
        let w64 = self.b.ins().sextend(types::I64, w0);
        let off = self.b.ins().imul_imm_s(w64, size);
        let a = self.b.ins().iadd(base, off);
        let v = self.b.declare_var(types::I64);
        self.b.def_var(v, a);
        v
    }

    /// A reference parameter for the group at address `a` (lane 0; lanes at the component's
    /// stride): shadowed in registers when the component allows it, else strided memory.
    fn bind_ref(
        &mut self,
        a: Value,
        c: CompId,
        mutable: bool,
        uses: Option<(Vec<bool>, Vec<bool>)>,
        writeback: &mut Vec<(Value, u32, Vec<Variable>, Vec<bool>)>,
    ) -> Repr {
        let size = self.p.layout.comp(c).size as u32;
        let Some((read, written)) = uses else {
            let v = self.b.declare_var(types::I64);
            self.b.def_var(v, a);
            return Repr::Strided(v, size);
        };
        let n = (size / 4) as usize;
        let vars: Vec<Variable> = (0..n).map(|_| self.b.declare_var(types::F32X4)).collect();
        if matches!(size, 8 | 12 | 16) {
            // The four rows are contiguous: whole vector loads and shuffles into slots.
            let words: Vec<Value> = (0..n as i32).map(|k| self.b.ins().load(types::F32X4, vmem(), a, 16 * k)).collect();
            let slots = self.rows_to_slots(&words);
            for (v, x) in vars.iter().zip(slots) {
                self.b.def_var(*v, x);
            }
        } else {
            let loc = Loc::Strided(a, size, 0);
            for j in 0..n {
                if read[j] {
                    let x = self.gather(&loc, 4 * j as i32, types::F32X4);
                    self.b.def_var(vars[j], x);
                }
            }
        }
        if mutable && written.iter().any(|w| *w) {
            writeback.push((a, size, vars.clone(), written));
        }
        Repr::Shadow(vars)
    }

    fn write_back(&mut self, a: Value, size: u32, vars: &[Variable], written: &[bool]) {
        if matches!(size, 8 | 12 | 16) {
            // Every slot holds the rows' current values (loaded whole at the start), so the
            // rows are stored whole.
            let slots: Vec<Value> = vars.iter().map(|v| self.b.use_var(*v)).collect();
            let words = self.slots_to_rows(&slots);
            for (k, r) in words.into_iter().enumerate() {
                self.b.ins().store(vmem(), r, a, 16 * k as i32);
            }
            return;
        }
        let loc = Loc::Strided(a, size, 0);
        for (j, w) in written.iter().enumerate() {
            if *w {
                let x = self.b.use_var(vars[j]);
                self.scatter(&loc, 4 * j as i32, x);
            }
        }
    }

    fn declare_locals(&mut self, func: &Func, frame: &mut Frame) {
        for (i, l) in func.locals.iter().enumerate() {
            let id = LocalId(i as u32);
            if frame.locals.contains_key(&id) {
                continue;
            }
            let repr = match &l.kind {
                LocalKind::Value(t) => {
                    Repr::Vars((0..lanes(t)).map(|_| self.b.declare_var(Width::Four.ty(t))).collect())
                }
                LocalKind::Ref { comp, .. } => {
                    Repr::Strided(self.b.declare_var(types::I64), self.p.layout.comp(*comp).size as u32)
                }
            };
            frame.locals.insert(id, repr);
        }
    }

    fn frame(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("a frame")
    }

    fn repr(&mut self, l: LocalId) -> Repr {
        self.frame().locals[&l].clone()
    }

    // ---- statements ----

    /// Re-derives the execution mask after a nested block that may have retired lanes.
    fn restore_exec(&mut self, parent: Value, parent_full: bool) {
        if self.frame().returned {
            let alive = self.frame().alive;
            let a = self.b.use_var(alive);
            self.exec = self.b.ins().band(parent, a);
            self.full = false;
        } else {
            self.exec = parent;
            self.full = parent_full;
        }
    }

    fn root_repr(&mut self, root: &Root) -> Repr {
        match root {
            Root::Ref(l) => self.repr(*l),
            Root::Src(RefSource::Single(c)) => {
                let singletons = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_SINGLETONS);
                let base = self.b.ins().load(types::I64, mem(), singletons, c.0 as i32 * 8);
                let v = self.singleton_ref(base, *c);
                Repr::Strided(v, self.p.layout.comp(*c).size as u32)
            }
            _ => unreachable!("not eligible for a vector kernel"),
        }
    }

    // ---- places ----

    fn lane_addr(&mut self, loc: &Loc, k: u8, extra: i32) -> (Value, i32) {
        match loc {
            Loc::Strided(a, s, o) => (*a, *o + extra + (*s as i32) * k as i32),
            Loc::Vars(_) | Loc::Shadow(..) => unreachable!("memory location"),
        }
    }

    fn gather(&mut self, loc: &Loc, extra: i32, ty: Type) -> Value {
        if let Loc::Strided(a, 4, o) = loc {
            // Four consecutive 4-byte elements: one vector load.
            return self.b.ins().load(ty, vmem(), *a, *o + extra);
        }
        let st = if ty == types::F32X4 { types::F32 } else { types::I32 };
        let (a, o) = self.lane_addr(loc, 0, extra);
        let x0 = self.b.ins().load(st, mem(), a, o);
        let mut v = self.b.ins().scalar_to_vector(ty, x0);
        for k in 1..4u8 {
            let (a, o) = self.lane_addr(loc, k, extra);
            let x = self.b.ins().load(st, mem(), a, o);
            v = self.b.ins().insertlane(v, x, k);
        }
        v
    }

    fn scatter(&mut self, loc: &Loc, extra: i32, v: Value) {
        if let Loc::Strided(a, 4, o) = loc {
            self.b.ins().store(vmem(), v, *a, *o + extra);
            return;
        }
        for k in 0..4u8 {
            let x = self.b.ins().extractlane(v, k);
            let (a, o) = self.lane_addr(loc, k, extra);
            self.b.ins().store(mem(), x, a, o);
        }
    }

    // ---- expressions ----

    fn expr(&mut self, e: &Expr) -> Vec<Value> {
        lower::expr(self, e)
    }

    /// The lanes' global world indices: their worlds here plus the simulation's world offset.
    fn global_worlds(&mut self) -> Value {
        match self.world_offset {
            0 => self.worlds,
            k => {
                let off = self.splat_i(k as i32 as i64);
                self.b.ins().iadd(self.worlds, off)
            }
        }
    }

    /// The counter-based stream, lane-wise; only active lanes advance their counter.
    fn rand_u32(&mut self) -> Value {
        let c = self.b.use_var(self.counter);
        let one = self.splat_i(1);
        let c1 = self.b.ins().iadd(c, one);
        let c1 = if self.full { c1 } else { self.blend(self.exec, c1, c) };
        self.b.def_var(self.counter, c1);
        let global = self.global_worlds();
        let v = [
            self.b.ins().bxor(global, self.key[0]),
            self.b.ins().bxor(self.entity_ids, self.key[1]),
            self.b.ins().bxor(self.step, self.key[2]),
            self.b.ins().bxor(c, self.key[3]),
        ];
        shared::pcg4d(&mut self.b, v)[0]
    }
}

/// Whether `e` is worth pinning where its statement is ([`VGen::pin`]): a division, a math
/// builtin or a call (an inlined function) somewhere in it, or more than 8 operations.
fn heavy(e: &Expr) -> bool {
    let (mut n, mut heavy) = (0u32, false);
    crate::ir::visit::visit_expr(e, &mut |v| {
        n += 1;
        if let Visit::Expr(x) = v {
            heavy |= matches!(
                x.kind,
                ExprKind::Builtin(..) | ExprKind::Call(..) | ExprKind::Binary(BinOp::Div | BinOp::Rem, ..)
            );
        }
    });
    heavy || n > 8
}

/// Which 4-byte slots of component `c` a system needs loaded and which it writes, if the
/// component can live in registers for a group: made of 4-byte values (no doubles or entities),
/// at most 64 bytes, and (for a singleton) reached only through the system's parameter, not
/// through `single()` too. A slot needs loading when it is read, or written where not every
/// lane may write it (the old value is kept for the others); a slot only ever written by
/// statements at the top of the system, which every lane runs, needs no load.
fn slot_use(p: &Program, sys: FuncId, c: CompId, singleton: bool) -> Option<(Vec<bool>, Vec<bool>)> {
    let size = p.layout.comp(c).size;
    let plain = p.spec.comp(c).fields.iter().all(|f| {
        let mut t = &f.ty;
        while let ValueType::Array(e, _) = t {
            t = e;
        }
        !matches!(t, ValueType::Double | ValueType::Entity)
    });
    if !plain || size > 64 || !size.is_multiple_of(4) {
        return None;
    }
    let n = size / 4;
    let (mut read, mut written) = (vec![false; n], vec![false; n]);
    let mut aliased = false;
    let mark = |place: &Place, v: &mut Vec<bool>| {
        let mut off = 0usize;
        for proj in &place.path {
            match proj {
                Proj::Field { offset } => off += *offset as usize,
                Proj::Lane(k) => off += 4 * *k as usize,
                Proj::Index { .. } => {}
            }
        }
        for j in 0..lanes(&place.ty) {
            if let Some(x) = v.get_mut(off / 4 + j) {
                *x = true;
            }
        }
    };
    for f in p.reachable(sys) {
        visit_stmts(&p.func(f).body, &mut |v| match v {
            Visit::Stmt(Stmt::Assign(pl, _)) if pl.comp == Some(c) && !matches!(pl.root, Root::Local(_)) => {
                mark(pl, &mut written);
                if singleton && matches!(pl.root, Root::Src(RefSource::Single(_))) {
                    aliased = true;
                }
            }
            Visit::Expr(Expr { kind: ExprKind::Load(pl), .. })
                if pl.comp == Some(c) && !matches!(pl.root, Root::Local(_)) =>
            {
                mark(pl, &mut read);
                if singleton && matches!(pl.root, Root::Src(RefSource::Single(_))) {
                    aliased = true;
                }
            }
            Visit::Stmt(Stmt::BindRef(_, RefSource::Single(x))) if singleton && *x == c => aliased = true,
            Visit::Expr(Expr { kind: ExprKind::Call(_, args), .. }) | Visit::Stmt(Stmt::Call(_, args))
                if singleton
                    && args.iter().any(|a| matches!(a, Arg::Ref(Root::Src(RefSource::Single(x))) if *x == c)) =>
            {
                aliased = true;
            }
            _ => {}
        });
    }
    // Writes every lane makes: top-level assignments of a system without `return`.
    let body = &p.func(sys).body;
    let mut returns = false;
    visit_stmts(body, &mut |v| {
        if matches!(v, Visit::Stmt(Stmt::Return(_))) {
            returns = true;
        }
    });
    let mut everywhere = vec![false; n];
    if !returns {
        for st in body {
            if let Stmt::Assign(pl, _) = st
                && pl.comp == Some(c)
                && !matches!(pl.root, Root::Local(_))
            {
                mark(pl, &mut everywhere);
            }
        }
    }
    let mut partial = vec![false; n];
    for f in p.reachable(sys) {
        let func = p.func(f);
        let top: Vec<*const Stmt> =
            if f == sys { func.body.iter().map(|s| s as *const Stmt).collect() } else { vec![] };
        visit_stmts(&func.body, &mut |v| {
            if let Visit::Stmt(st @ Stmt::Assign(pl, _)) = v
                && pl.comp == Some(c)
                && !matches!(pl.root, Root::Local(_))
                && !top.contains(&(st as *const Stmt))
            {
                mark(pl, &mut partial);
            }
        });
    }
    let load: Vec<bool> = (0..n).map(|j| read[j] || (written[j] && (partial[j] || !everywhere[j]))).collect();
    (!aliased).then_some((load, written))
}

/// An `if` chain over masks: the mask before it, the rows no arm has taken yet, where the
/// current arm's block ends and where the chain ends.
pub(crate) struct Branching {
    parent: Value,
    parent_full: bool,
    rest: Value,
    after: Option<cranelift_codegen::ir::Block>,
    /// The arm being lowered can run for no lane (see [`VGen::if_arm`]).
    dead: bool,
    done: cranelift_codegen::ir::Block,
}

impl<'b> lanes::Clif<'b> for VGen<'_, 'b> {
    fn width(&self) -> Width {
        Width::Four
    }

    fn builder(&mut self) -> &mut FunctionBuilder<'b> {
        &mut self.b
    }
}

impl<'a, 'b> Lower<'a> for VGen<'a, 'b> {
    type Loc = Loc;
    type Arg = Repr;
    type Branch = Branching;
    /// Loops keep a system scalar.
    type Loop = ();

    fn program(&self) -> &'a Program {
        self.p
    }

    fn constant(&mut self, c: &Const) -> Value {
        match c {
            Const::Bool(b) => self.splat_i(if *b { -1 } else { 0 }),
            Const::Int(i) => self.splat_i(*i as i64),
            Const::Uint(u) => self.splat_i(*u as i32 as i64),
            Const::Float(f) => self.splat_f(*f),
            Const::Double(_) | Const::NullEntity => unreachable!("not lane-eligible"),
        }
    }

    /// Both sides, then `band`/`bor`; a right side with effects runs only in the lanes the left
    /// side leaves undecided.
    fn logic(&mut self, is_and: bool, a: &Expr, b: &Expr) -> Value {
        let x = self.expr(a)[0];
        let y = if self.p.has_effects(b) {
            let (exec, full) = (self.exec, self.full);
            self.exec = if is_and { self.b.ins().band(exec, x) } else { self.b.ins().band_not(exec, x) };
            self.full = false;
            let y = self.expr(b)[0];
            self.exec = exec;
            self.full = full;
            y
        } else {
            self.expr(b)[0]
        };
        if is_and { self.b.ins().band(x, y) } else { self.b.ins().bor(x, y) }
    }

    /// Both sides, then a blend; sides with effects run each under its lanes' mask.
    fn choose(&mut self, _ty: &ValueType, c: &Expr, a: &Expr, b: &Expr) -> Vec<Value> {
        let cv = self.expr(c)[0];
        let (x, y) = if self.p.has_effects(a) || self.p.has_effects(b) {
            let (exec, full) = (self.exec, self.full);
            self.exec = self.b.ins().band(exec, cv);
            self.full = false;
            let x = self.expr(a);
            self.exec = self.b.ins().band_not(exec, cv);
            let y = self.expr(b);
            self.exec = exec;
            self.full = full;
            (x, y)
        } else {
            (self.expr(a), self.expr(b))
        };
        x.into_iter().zip(y).map(|(x, y)| self.blend(cv, x, y)).collect()
    }

    fn effectful(&mut self, op: Builtin, _ty: &ValueType, _vals: Vec<Vec<Value>>) -> Vec<Value> {
        match op {
            Builtin::RandU32 => vec![self.rand_u32()],
            Builtin::WorldId => vec![self.global_worlds()],
            Builtin::RowIndex => unreachable!("row_index keeps a system scalar"),
            _ => unreachable!("not lane-eligible: {op:?}"),
        }
    }

    fn place(&mut self, p: &Place) -> Loc {
        let mut loc = match &p.root {
            Root::Local(l) => match self.repr(*l) {
                Repr::Vars(v) => Loc::Vars(v),
                _ => unreachable!("value local"),
            },
            other => match self.root_repr(other) {
                Repr::Strided(v, s) => {
                    let a = self.b.use_var(v);
                    Loc::Strided(a, s, 0)
                }
                Repr::Shadow(vars) => Loc::Shadow(vars, 0),
                Repr::Vars(_) => unreachable!("reference"),
            },
        };
        for proj in &p.path {
            loc = match (loc, proj) {
                (Loc::Strided(a, s, o), Proj::Field { offset }) => Loc::Strided(a, s, o + *offset as i32),
                (Loc::Strided(a, s, o), Proj::Lane(k)) => Loc::Strided(a, s, o + 4 * *k as i32),
                (Loc::Shadow(v, o), Proj::Field { offset }) => Loc::Shadow(v, o + *offset as i32),
                (Loc::Shadow(v, o), Proj::Lane(k)) => Loc::Shadow(v, o + 4 * *k as i32),
                (Loc::Vars(v), Proj::Lane(k)) => Loc::Vars(vec![v[*k as usize]]),
                (l, _) => l,
            };
        }
        loc
    }

    fn load(&mut self, loc: &Loc, ty: &ValueType) -> Vec<Value> {
        match loc {
            Loc::Vars(v) => v.iter().map(|x| self.b.use_var(*x)).collect(),
            Loc::Shadow(vars, o) => (0..lanes(ty))
                .map(|j| {
                    let bits = self.b.use_var(vars[(*o as usize / 4) + j]);
                    match ty {
                        ValueType::Bool => {
                            let i = Width::Four.truth(&mut self.b, bits);
                            let z = self.splat_i(0);
                            self.b.ins().icmp(IntCC::NotEqual, i, z)
                        }
                        ValueType::Int | ValueType::Uint => Width::Four.truth(&mut self.b, bits),
                        _ => bits,
                    }
                })
                .collect(),
            _ => {
                let t = Width::Four.ty(ty);
                (0..lanes(ty))
                    .map(|j| {
                        let v = self.gather(loc, 4 * j as i32, t);
                        if *ty == ValueType::Bool {
                            let z = self.splat_i(0);
                            self.b.ins().icmp(IntCC::NotEqual, v, z)
                        } else {
                            v
                        }
                    })
                    .collect()
            }
        }
    }

    fn store(&mut self, loc: &Loc, ty: &ValueType, vals: &[Value]) {
        match loc {
            Loc::Shadow(vars, o) => {
                for (j, val) in vals.iter().enumerate() {
                    let mut v = *val;
                    if *ty == ValueType::Bool {
                        let one = self.splat_i(1);
                        v = self.b.ins().band(v, one);
                    }
                    let v = self.as_f(v);
                    let var = vars[(*o as usize / 4) + j];
                    let v = if self.full {
                        v
                    } else {
                        let old = self.b.use_var(var);
                        self.blend(self.exec, v, old)
                    };
                    self.b.def_var(var, v);
                }
            }
            Loc::Vars(vars) => {
                for (var, val) in vars.iter().zip(vals) {
                    let v = if self.full {
                        *val
                    } else {
                        let old = self.b.use_var(*var);
                        self.blend(self.exec, *val, old)
                    };
                    self.b.def_var(*var, v);
                }
            }
            _ => {
                // Every lane is a live row here (others went to the scalar kernel).
                let (mask, need) = (self.exec, !self.full);
                for (j, val) in vals.iter().enumerate() {
                    let mut val = *val;
                    if *ty == ValueType::Bool {
                        let one = self.splat_i(1);
                        val = self.b.ins().band(val, one);
                    }
                    let extra = 4 * j as i32;
                    if need {
                        let old = self.gather(loc, extra, Width::Four.ty(ty));
                        val = self.blend(mask, val, old);
                    }
                    self.scatter(loc, extra, val);
                }
            }
        }
    }
    fn zero(&mut self, _loc: &Loc, _ty: &ValueType) {
        unreachable!("arrays keep a system scalar")
    }

    fn bind(&mut self, l: LocalId, src: &RefSource) {
        let RefSource::Single(c) = src else { unreachable!("`get` keeps a system scalar") };
        // Every lane binds the same formula (consecutive worlds): no mask needed.
        let singletons = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_SINGLETONS);
        let base = self.b.ins().load(types::I64, mem(), singletons, c.0 as i32 * 8);
        let v = self.singleton_ref(base, *c);
        let Repr::Strided(dst, _) = self.repr(l) else { unreachable!("reference local") };
        let a = self.b.use_var(v);
        self.b.def_var(dst, a);
    }

    fn if_begin(&mut self) -> Branching {
        let done = self.b.create_block();
        Branching { parent: self.exec, parent_full: self.full, rest: self.exec, after: None, dead: false, done }
    }

    /// The arm's lanes, `rest & cond`; its block is skipped when there are none, unless the
    /// arm is light (then it runs under the empty mask, doing nothing, without a branch).
    ///
    /// Blocks are sealed as soon as all their predecessors exist, so that a variable read in
    /// them is the value assigned before, not a block parameter: [`lanes::known`] then sees a
    /// constant through an inlined call's `if` (`rand_int(0, 2)`'s range, a power of two).
    fn if_arm(&mut self, br: &mut Branching, cond: Value, light: bool) {
        let m = self.b.ins().band(br.rest, cond);
        br.rest = self.b.ins().band_not(br.rest, cond);
        // A condition no lane can meet, known while building (`rand_int(0, 2)`'s `hi <= lo`):
        // the arm is lowered into a block that nothing enters and that leaves by a trap, so it
        // adds no way into the code after it, and Cranelift drops it.
        br.dead = lanes::known(&self.b, cond) == Some(0);
        if !light || br.dead {
            let run = self.b.create_block();
            let after = self.b.create_block();
            if br.dead {
                self.b.ins().jump(after, &[]);
            } else {
                let any = self.b.ins().vany_true(m);
                self.b.ins().brif(any, run, &[], after, &[]);
            }
            self.b.seal_block(run);
            self.b.switch_to_block(run);
            br.after = Some(after);
        }
        self.exec = m;
        self.full = false;
    }

    /// The following condition (or `else`) runs for the lanes left, if there are any (or
    /// without that test, when it is light).
    fn if_arm_end(&mut self, br: &mut Branching, more: Option<bool>) {
        if let Some(after) = br.after.take() {
            if std::mem::take(&mut br.dead) {
                self.b.ins().trap(cranelift_codegen::ir::TrapCode::unwrap_user(1));
            } else {
                self.b.ins().jump(after, &[]);
            }
            self.b.seal_block(after);
            self.b.switch_to_block(after);
        }
        self.restore_exec(br.parent, br.parent_full);
        if let Some(light) = more {
            if !light {
                let next = self.b.create_block();
                let any = self.b.ins().vany_true(br.rest);
                self.b.ins().brif(any, next, &[], br.done, &[]);
                self.b.seal_block(next);
                self.b.switch_to_block(next);
            }
            self.exec = br.rest;
            self.full = false;
        }
    }

    fn if_end(&mut self, br: Branching) {
        self.b.ins().jump(br.done, &[]);
        self.b.seal_block(br.done);
        self.b.switch_to_block(br.done);
        self.restore_exec(br.parent, br.parent_full);
    }

    fn loop_begin(&mut self, _span: Option<Span>) {
        unreachable!("loops keep a system scalar")
    }

    fn loop_while(&mut self, _lp: &(), _cond: Value) {
        unreachable!("loops keep a system scalar")
    }

    fn loop_step(&mut self, _lp: &()) {
        unreachable!("loops keep a system scalar")
    }

    fn loop_end(&mut self, _lp: (), _again: Option<Value>) {
        unreachable!("loops keep a system scalar")
    }

    fn rows_begin(
        &mut self,
        _a: ArchId,
        _e: Option<LocalId>,
        _b: &[(LocalId, CompId)],
        _k: Option<(&KeyRange, Vec<Value>)>,
        _after: Option<After>,
        _s: Option<Span>,
    ) {
        unreachable!("loops keep a system scalar")
    }

    fn rows_end(&mut self, _lp: ()) {
        unreachable!("loops keep a system scalar")
    }

    fn break_loop(&mut self) {
        unreachable!("loops keep a system scalar")
    }

    fn continue_loop(&mut self) {
        unreachable!("loops keep a system scalar")
    }

    /// The running lanes set the frame's result and retire from it.
    fn ret(&mut self, vals: Vec<Value>) {
        let exec = self.exec;
        let full = self.full;
        let f = self.frames.last().expect("frame");
        let (ret, alive) = (f.ret.clone(), f.alive);
        for (var, val) in ret.iter().zip(vals) {
            let v = if full {
                val
            } else {
                let old = self.b.use_var(*var);
                self.blend(exec, val, old)
            };
            self.b.def_var(*var, v);
        }
        let a = self.b.use_var(alive);
        let a2 = self.b.ins().band_not(a, exec);
        self.b.def_var(alive, a2);
        self.frame().returned = true;
    }

    fn arg_value(&mut self, ty: &ValueType, vals: Vec<Value>) -> Repr {
        Repr::Vars(lanes::vars(&mut self.b, Width::Four, ty, vals))
    }

    fn arg_ref(&mut self, root: &Root) -> Repr {
        self.root_repr(root)
    }

    /// A frame whose lanes are the running ones; its result starts at zero in every lane.
    fn enter(&mut self, callee: &'a Func, args: Vec<Repr>) {
        let alive = self.b.declare_var(types::I32X4);
        self.b.def_var(alive, self.exec);
        let ret: Vec<Variable> = match &callee.ret {
            Some(t) => (0..lanes(t))
                .map(|_| {
                    let v = self.b.declare_var(Width::Four.ty(t));
                    let z = if is_float(t) { self.splat_f(0.0) } else { self.splat_i(0) };
                    self.b.def_var(v, z);
                    v
                })
                .collect(),
            None => vec![],
        };
        let mut frame = Frame { locals: HashMap::new(), alive, ret, returned: false, caller: (self.exec, self.full) };
        for (pl, repr) in callee.params.iter().zip(args) {
            if let Some(pl) = pl {
                frame.locals.insert(*pl, repr);
            }
        }
        self.declare_locals(callee, &mut frame);
        self.frames.push(frame);
    }

    fn leave(&mut self, _callee: &'a Func) -> Vec<Value> {
        let frame = self.frames.pop().expect("a frame");
        (self.exec, self.full) = frame.caller;
        frame.ret.iter().map(|v| self.b.use_var(*v)).collect()
    }

    /// Marks the worlds of the running lanes (every lane is a live row: groups with deleted
    /// rows run the scalar kernel).
    fn rand_key(&mut self, _key: Value) {
        unreachable!("rand_key keeps a system scalar")
    }

    fn reset_world(&mut self) {
        let m = self.exec;
        if self.consecutive {
            // The lanes' flags are four adjacent bytes, all this thread's: one read-modify-
            // write ORs in a 1 for each running lane, with no branch on data. The lane mask's
            // four sign bits spread to bytes: bit k times 1 << 7k lands at bit 8k, and the
            // four shifted copies cannot overlap (x < 16), so nothing carries.
            let bits = self.b.ins().vhigh_bits(types::I32, m);
            let spread = self.b.ins().imul_imm_s(bits, 0x0020_4081);
            let ones = self.b.ins().band_imm_u(spread, 0x0101_0101);
            let flags = self.b.ins().load(types::I64, mem(), self.ctx, abi::CTX_RESET_FLAGS);
            let w0 = self.b.ins().extractlane(self.worlds, 0);
            let w = self.b.ins().uextend(types::I64, w0);
            let at = self.b.ins().iadd(flags, w);
            let old = self.b.ins().load(types::I32, vmem(), at, 0);
            let new = self.b.ins().bor(old, ones);
            self.b.ins().store(vmem(), new, at, 0);
            return;
        }
        let some = self.b.create_block();
        let after = self.b.create_block();
        let any = self.b.ins().vany_true(m);
        self.b.ins().brif(any, some, &[], after, &[]);
        self.b.switch_to_block(some);
        for k in 0..4u8 {
            let lane = self.b.ins().extractlane(m, k);
            let yes = self.b.create_block();
            let done = self.b.create_block();
            self.b.ins().brif(lane, yes, &[], done, &[]);
            self.b.switch_to_block(yes);
            let w = self.b.ins().extractlane(self.worlds, k);
            shared::mark_reset(&mut self.b, self.ctx, w);
            self.b.ins().jump(done, &[]);
            self.b.switch_to_block(done);
        }
        self.b.ins().jump(after, &[]);
        self.b.switch_to_block(after);
    }

    fn destroy(&mut self, _entity: Value) {
        unreachable!("`destroy` keeps a system scalar")
    }

    /// `--debug`: reports a NaN in the stored lanes (only those in `exec`), as the scalar
    /// kernel does on each row's store.
    fn nan_check(&mut self, v: Value, span: mw_runtime::source::Span) {
        let Some((system, base)) = self.debug.clone() else { return };
        let exec = (!self.full).then_some(self.exec);
        let Some(any) = lanes::any_nan(&mut self.b, Width::Four, v, exec) else { return };
        let site = base + self.sites.len();
        self.sites.push(Site { system, span, kind: SiteKind::NaN, len: 0 });
        let f = self.rt[Rt::DebugFail as usize];
        // Four rows, one report: the value is a NaN, whichever row stored it.
        shared::report_if(&mut self.b, f, self.ctx, any, site, SiteKind::NaN, |b| b.ins().f64const(f64::NAN));
    }
}
