//! What the scalar and SIMD generators share: the runtime entry points kernels call, `--debug`
//! check sites, the members of a (possibly fused) kernel, the lowering of the random stream,
//! and comparison conditions. Both generators depend on this module and on [`super::lanes`],
//! never on each other or on the compile driver ([`super`]).

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{AbiParam, FuncRef, InstBuilder, MemFlagsData, Signature, Type, Value, types};
use cranelift_frontend::FunctionBuilder;
use cranelift_jit::JITModule;
use cranelift_module::Module;

use mw_runtime::abi;

use crate::ir::site::SiteKind;

use crate::ir::analysis::Effects;
use crate::ir::*;

#[derive(Clone, Debug)]
pub struct Options {
    /// Add bounds checks on array indices and NaN checks on component stores; failures are
    /// reported through [`mw_runtime::abi::mw_debug_fail`] with a site from [`super::Compiled::sites`].
    pub debug: bool,
    /// Also build 4-row SIMD kernels for the systems that allow it (see [`super::simd`]).
    pub simd: bool,
    /// The simulation's `Config::world_offset`, compiled in as a constant: `world_id()` and the
    /// random streams' world key add it (nothing when 0) instead of loading it at each draw.
    /// The runtime refuses to run the kernels in a simulation with another offset.
    pub world_offset: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options { debug: false, simd: true, world_offset: 0 }
    }
}

/// One system of a kernel: what it is, what it does, and the slot of its random stream's key
/// in [`abi::Ctx::streams`] (for `init_world`, the slot of its first start; the next slot is
/// its reset's, picked through the context's node).
pub(crate) struct Member<'a> {
    pub sys: &'a System,
    pub(crate) fx: &'a Effects,
    pub stream: u32,
    pub init: bool,
}

/// Runtime entry points, imported into every kernel that needs them.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rt {
    Spawn,
    Destroy,
    Lookup,
    Alive,
    Has,
    DebugFail,
    Fmodf,
    Fmod,
    Trap,
    KeyRange,
}

pub(crate) const RT_ALL: [Rt; 10] = [
    Rt::Spawn,
    Rt::Destroy,
    Rt::Lookup,
    Rt::Alive,
    Rt::Has,
    Rt::DebugFail,
    Rt::Fmodf,
    Rt::Fmod,
    Rt::Trap,
    Rt::KeyRange,
];

impl Rt {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Rt::Spawn => "mw_spawn",
            Rt::Destroy => "mw_destroy",
            Rt::Lookup => "mw_lookup",
            Rt::Alive => "mw_alive",
            Rt::Has => "mw_has",
            Rt::DebugFail => "mw_debug_fail",
            Rt::Fmodf => "mw_fmodf",
            Rt::Fmod => "mw_fmod",
            Rt::Trap => "mw_trap",
            Rt::KeyRange => "mw_key_range",
        }
    }

    pub(crate) fn signature(self, m: &JITModule) -> Signature {
        let mut s = m.make_signature();
        let p = |t: Type| AbiParam::new(t);
        let (params, ret): (Vec<Type>, Option<Type>) = match self {
            Rt::Spawn => (vec![types::I64, types::I32, types::I32, types::I32], Some(types::I64)),
            Rt::Destroy => (vec![types::I64, types::I32, types::I64], None),
            Rt::Lookup => (vec![types::I64, types::I32, types::I64, types::I32], Some(types::I64)),
            Rt::Alive => (vec![types::I64, types::I32, types::I64], Some(types::I32)),
            Rt::Has => (vec![types::I64, types::I32, types::I64, types::I32], Some(types::I32)),
            Rt::DebugFail => (vec![types::I64, types::I32, types::I32, types::F64], None),
            Rt::Fmodf => (vec![types::F32, types::F32], Some(types::F32)),
            Rt::Fmod => (vec![types::F64, types::F64], Some(types::F64)),
            Rt::Trap => (vec![types::I64, types::I32], None),
            Rt::KeyRange => (
                vec![types::I64, types::I32, types::I32, types::I32, types::I32, types::I64, types::I64],
                Some(types::I64),
            ),
        };
        s.params.extend(params.into_iter().map(p));
        if let Some(r) = ret {
            s.returns.push(p(r));
        }
        if self == Rt::Spawn {
            // `abi::Spawned`: the entity, then its row (`rax:rdx`).
            s.returns.push(p(types::I64));
        }
        s
    }
}

/// `pcg4d` (SEMANTICS.md, the random stream) on four i32 values or four i32x4 vectors: the one
/// lowering of the hash for scalar and SIMD kernels.
pub(crate) fn pcg4d(b: &mut FunctionBuilder, mut v: [Value; 4]) -> [Value; 4] {
    let ty = b.func.dfg.value_type(v[0]);
    let konst = |b: &mut FunctionBuilder, x: i64| {
        let c = b.ins().iconst(types::I32, x);
        if ty.is_vector() { b.ins().splat(ty, c) } else { c }
    };
    let mul = konst(b, 1664525);
    let add = konst(b, 1013904223);
    for x in &mut v {
        let m = b.ins().imul(*x, mul);
        *x = b.ins().iadd(m, add);
    }
    let sixteen = b.ins().iconst(types::I32, 16);
    for round in 0..2 {
        if round == 1 {
            for x in &mut v {
                let s = b.ins().ushr(*x, sixteen);
                *x = b.ins().bxor(*x, s);
            }
        }
        let m = b.ins().imul(v[1], v[3]);
        v[0] = b.ins().iadd(v[0], m);
        let m = b.ins().imul(v[2], v[0]);
        v[1] = b.ins().iadd(v[1], m);
        let m = b.ins().imul(v[0], v[1]);
        v[2] = b.ins().iadd(v[2], m);
        let m = b.ins().imul(v[1], v[2]);
        v[3] = b.ins().iadd(v[3], m);
    }
    v
}

/// A member's stream key `Ks` (SEMANTICS.md, the random stream), i32 values loaded from the
/// table the executor computed once ([`abi::Ctx::streams`]).
pub(crate) fn stream_key(b: &mut FunctionBuilder, ctx: Value, stream: u32, init: bool) -> [Value; 4] {
    let streams = b.ins().load(types::I64, MemFlagsData::trusted(), ctx, abi::CTX_STREAMS);
    let at = if init {
        // `init_world` at a world's start or in a reset: the context's node says which.
        let node = b.ins().load(types::I32, MemFlagsData::trusted(), ctx, abi::CTX_NODE);
        let reset = b.ins().icmp_imm_s(IntCC::Equal, node, abi::NODE_RESET as i64);
        let first = b.ins().iconst(types::I64, 16 * stream as i64);
        let next = b.ins().iconst(types::I64, 16 * (stream as i64 + 1));
        let off = b.ins().select(reset, next, first);
        b.ins().iadd(streams, off)
    } else {
        b.ins().iadd_imm_s(streams, 16 * stream as i64)
    };
    [0, 1, 2, 3].map(|i| b.ins().load(types::I32, MemFlagsData::trusted(), at, 4 * i))
}

/// `reset_world()` for the world `world` (i32): one byte set in the context's reset flags,
/// which the executor scans at the end of the step.
/// A `--debug` hit: when `hit` (an `i8`) is set, a cold block calls the runtime's debug-fail
/// function (`debug_fail`: `Rt::DebugFail`) with the check site, its kind and the offending
/// value as an `f64`, made by `value` in that block; then code goes on where it was.
pub(crate) fn report_if(
    b: &mut FunctionBuilder,
    debug_fail: FuncRef,
    ctx: Value,
    hit: Value,
    site: usize,
    kind: SiteKind,
    value: impl FnOnce(&mut FunctionBuilder) -> Value,
) {
    let fail = b.create_block();
    let cont = b.create_block();
    b.ins().brif(hit, fail, &[], cont, &[]);
    b.switch_to_block(fail);
    let s = b.ins().iconst(types::I32, site as i64);
    let k = b.ins().iconst(types::I32, kind as i64);
    let v = value(b);
    b.ins().call(debug_fail, &[ctx, s, k, v]);
    b.ins().jump(cont, &[]);
    b.switch_to_block(cont);
}

pub(crate) fn mark_reset(b: &mut FunctionBuilder, ctx: Value, world: Value) {
    let flags = b.ins().load(types::I64, MemFlagsData::trusted(), ctx, abi::CTX_RESET_FLAGS);
    let w = b.ins().uextend(types::I64, world);
    let at = b.ins().iadd(flags, w);
    let one = b.ins().iconst(types::I8, 1);
    b.ins().store(MemFlagsData::trusted(), one, at, 0);
}

/// The float condition of a comparison (ordered: false when either side is NaN, except `!=`).
pub(crate) fn float_cc(op: CmpOp) -> FloatCC {
    match op {
        CmpOp::Eq => FloatCC::Equal,
        CmpOp::Ne => FloatCC::NotEqual,
        CmpOp::Lt => FloatCC::LessThan,
        CmpOp::Le => FloatCC::LessThanOrEqual,
        CmpOp::Gt => FloatCC::GreaterThan,
        CmpOp::Ge => FloatCC::GreaterThanOrEqual,
    }
}

pub(crate) fn int_cc(op: CmpOp, signed: bool) -> IntCC {
    match (op, signed) {
        (CmpOp::Eq, _) => IntCC::Equal,
        (CmpOp::Ne, _) => IntCC::NotEqual,
        (CmpOp::Lt, true) => IntCC::SignedLessThan,
        (CmpOp::Le, true) => IntCC::SignedLessThanOrEqual,
        (CmpOp::Gt, true) => IntCC::SignedGreaterThan,
        (CmpOp::Ge, true) => IntCC::SignedGreaterThanOrEqual,
        (CmpOp::Lt, false) => IntCC::UnsignedLessThan,
        (CmpOp::Le, false) => IntCC::UnsignedLessThanOrEqual,
        (CmpOp::Gt, false) => IntCC::UnsignedGreaterThan,
        (CmpOp::Ge, false) => IntCC::UnsignedGreaterThanOrEqual,
    }
}

/// `brif c, stay, leave`, written as `brif !c, leave, stay` (Cranelift folds the `!` into the
/// compare): the block that stays inside a loop must be the branch's second target.
/// Cranelift's loop-invariant code motion keeps a stack of the loops around the block it is
/// placing code in, walking the dominator tree, and pops a loop on entering a block outside it
/// without pushing it back for that block's later siblings; it visits a branch's second target
/// first. With the exit first, nothing in the rest of the loop body was hoisted (a key index
/// lookup, the magic multiply of a division by a constant, column bases in a neighbour loop).
pub(crate) fn stay_or_leave(
    b: &mut FunctionBuilder,
    c: Value,
    stay: cranelift_codegen::ir::Block,
    leave: cranelift_codegen::ir::Block,
) {
    let out = b.ins().icmp_imm_s(IntCC::Equal, c, 0);
    b.ins().brif(out, leave, &[], stay, &[]);
}
