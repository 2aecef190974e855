//! Vector identities Cranelift's mid-end leaves alone.
//!
//! Cranelift folds `x + 0`, `x & -1` and the like when the constant is an `iconst`, but the
//! SIMD kernels' constants are `vconst`s, which its rules do not look into. Lowering is generic
//! over its operands (an `if`'s running rows are all ones when no `if` encloses the statement;
//! `rand_int(0, n)` adds its `0`), so the built code is full of such operations: CartPole's
//! kernel had `x + 0`, `blend(all, x, 0)`, `all & x` and a NaN check of the constant `1.0` in
//! each group. This pass, run on every kernel before Cranelift compiles it, removes them. It
//! changes no value: each rewrite is an identity of the instruction's definition.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::{
    ConstantData, Endianness, Function, Inst, InstBuilder, InstructionData, MemFlagsData, Opcode, Value, ValueDef,
    condcodes::FloatCC, types,
};

/// A vector constant's bytes, if `v` is one: a `vconst`, or a `splat` of a scalar constant (as
/// lowering builds them; Cranelift turns those into `vconst`s later).
fn vconst(func: &Function, v: Value) -> Option<[u8; 16]> {
    let def = |v: Value| match func.dfg.value_def(func.dfg.resolve_aliases(v)) {
        ValueDef::Result(inst, 0) => Some(inst),
        _ => None,
    };
    let inst = def(v)?;
    match func.dfg.insts[inst] {
        InstructionData::UnaryConst { opcode: Opcode::Vconst, constant_handle } => {
            func.dfg.constants.get(constant_handle).as_slice().try_into().ok()
        }
        // Between vector types a bitcast keeps the bytes.
        InstructionData::LoadNoOffset { opcode: Opcode::Bitcast, arg, flags }
            if func.dfg.value_type(arg).is_vector()
                && func.dfg.mem_flags.get(MemFlagsData::new().with_endianness(Endianness::Little)) == Some(flags) =>
        {
            vconst(func, arg)
        }
        InstructionData::Unary { opcode: Opcode::Splat, arg } => {
            let ty = func.dfg.value_type(v);
            let lane = ty.lane_type().bytes() as usize;
            let bits: u64 = match func.dfg.insts[def(arg)?] {
                InstructionData::UnaryImm { opcode: Opcode::Iconst, imm } => imm.bits() as u64,
                InstructionData::UnaryIeee32 { opcode: Opcode::F32const, imm } => imm.bits() as u64,
                InstructionData::UnaryIeee64 { opcode: Opcode::F64const, imm } => imm.bits(),
                _ => return None,
            };
            let mut out = [0u8; 16];
            for chunk in out.chunks_mut(lane) {
                chunk.copy_from_slice(&bits.to_le_bytes()[..lane]);
            }
            Some(out)
        }
        _ => None,
    }
}

fn is_zero(func: &Function, v: Value) -> bool {
    vconst(func, v).is_some_and(|b| b.iter().all(|&x| x == 0))
}

fn is_ones(func: &Function, v: Value) -> bool {
    vconst(func, v).is_some_and(|b| b.iter().all(|&x| x == 0xff))
}

/// What `inst` computes when an operand makes it an identity: the operand it equals.
fn identity(func: &Function, inst: Inst) -> Option<Value> {
    let data = &func.dfg.insts[inst];
    let args = func.dfg.inst_args(inst);
    let same = |a: Value, b: Value| func.dfg.resolve_aliases(a) == func.dfg.resolve_aliases(b);
    match (data.opcode(), args) {
        (Opcode::Iadd | Opcode::Bor | Opcode::Bxor, &[a, b]) if is_zero(func, b) => Some(a),
        (Opcode::Iadd | Opcode::Bor | Opcode::Bxor, &[a, b]) if is_zero(func, a) => Some(b),
        (Opcode::Isub, &[a, b]) if is_zero(func, b) => Some(a),
        (Opcode::Band, &[a, b]) if is_ones(func, b) => Some(a),
        (Opcode::Band, &[a, b]) if is_ones(func, a) => Some(b),
        (Opcode::Band | Opcode::Bor, &[a, b]) if same(a, b) => Some(a),
        // `m ? x : y` lane by lane.
        (Opcode::Blendv | Opcode::Bitselect, &[m, x, y]) => {
            if is_ones(func, m) || same(x, y) {
                Some(x)
            } else if is_zero(func, m) {
                Some(y)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// A float comparison of two vector constants, lane by lane: the mask's bytes.
fn fold_fcmp(func: &Function, inst: Inst) -> Option<Vec<u8>> {
    let InstructionData::FloatCompare { opcode: Opcode::Fcmp, args: [a, b], cond } = func.dfg.insts[inst] else {
        return None;
    };
    let (x, y) = (vconst(func, a)?, vconst(func, b)?);
    let ty = func.dfg.value_type(a);
    let lanes: Vec<(f64, f64)> = match ty {
        types::F32X4 => x
            .chunks(4)
            .zip(y.chunks(4))
            .map(|(p, q)| {
                let f = |s: &[u8]| f32::from_le_bytes(s.try_into().unwrap()) as f64;
                (f(p), f(q))
            })
            .collect(),
        types::F64X2 => x
            .chunks(8)
            .zip(y.chunks(8))
            .map(|(p, q)| {
                let f = |s: &[u8]| f64::from_le_bytes(s.try_into().unwrap());
                (f(p), f(q))
            })
            .collect(),
        _ => return None,
    };
    let width = 16 / lanes.len();
    let mut out = Vec::with_capacity(16);
    for (p, q) in lanes {
        let un = p.is_nan() || q.is_nan();
        let t = match cond {
            FloatCC::Ordered => !un,
            FloatCC::Unordered => un,
            FloatCC::Equal => p == q,
            FloatCC::NotEqual => p != q,
            FloatCC::LessThan => p < q,
            FloatCC::LessThanOrEqual => p <= q,
            FloatCC::GreaterThan => p > q,
            FloatCC::GreaterThanOrEqual => p >= q,
            // The rarer conditions are left to run.
            _ => return None,
        };
        out.extend(std::iter::repeat_n(if t { 0xff } else { 0 }, width));
    }
    Some(out)
}

/// `v` without the little-endian bitcasts around it.
fn uncast(func: &Function, v: Value) -> Value {
    let v = func.dfg.resolve_aliases(v);
    if let ValueDef::Result(inst, 0) = func.dfg.value_def(v)
        && let InstructionData::LoadNoOffset { opcode: Opcode::Bitcast, arg, flags } = func.dfg.insts[inst]
        && func.dfg.mem_flags.get(MemFlagsData::new().with_endianness(Endianness::Little)) == Some(flags)
        && func.dfg.value_type(arg).bits() == func.dfg.value_type(v).bits()
    {
        return uncast(func, arg);
    }
    v
}

/// Whether `a` is `fneg(b)` (through bitcasts).
fn negates(func: &Function, a: Value, b: Value) -> bool {
    let (a, b) = (uncast(func, a), uncast(func, b));
    matches!(func.dfg.value_def(a), ValueDef::Result(inst, 0)
        if func.dfg.insts[inst].opcode() == Opcode::Fneg && uncast(func, func.dfg.inst_args(inst)[0]) == b)
}

/// Rewrites that need a new operand: `blendv(m, -s, s)` is `s ^ (m & SIGN)` and `blendv(m, s,
/// -s)` is `s ^ (!m & SIGN)` (blendv reads each lane's top bit; an `fneg` flips exactly that
/// bit): two instructions where the blend, the `fneg` and the sign mask it builds were five
/// (the prelude's `sin` and `cos`);
/// `blendv(m, 1, 0)` (a bool made an int) is `m >> 31`, the lane's top bit again; `(x & a) & b`
/// is `x & (a & b)` (the prelude's `(q & 3) & 1`). Returns whether `inst` changed.
fn strength(func: &mut Function, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    let args = func.dfg.inst_args(inst).to_vec();
    let ty = func.dfg.value_type(func.dfg.first_result(inst));
    match (op, &args[..]) {
        (Opcode::Blendv, &[m, x, y]) if ty == types::I32X4 && is_zero(func, y) => {
            let one = vconst(func, x).is_some_and(|b| b.chunks(4).all(|l| l == [1, 0, 0, 0]));
            if !one || func.dfg.value_type(m) != types::I32X4 {
                return false;
            }
            let mut pos = FuncCursor::new(func).at_inst(inst);
            let k = pos.ins().iconst(types::I32, 31);
            pos.func.replace(inst).ushr(m, k);
            true
        }
        (Opcode::Blendv, &[m, x, y])
            if (negates(func, x, y) || negates(func, y, x)) && func.dfg.value_type(m) == ty =>
        {
            let lane = ty.lane_bits();
            let sign: Vec<u8> = (0..16 / (lane / 8))
                .flat_map(|_| (1u64 << (lane - 1)).to_le_bytes()[..(lane / 8) as usize].to_vec())
                .collect();
            let c = func.dfg.constants.insert(ConstantData::from(sign));
            let mut pos = FuncCursor::new(func).at_inst(inst);
            let k = pos.ins().vconst(ty, c);
            if negates(pos.func, x, y) {
                let bit = pos.ins().band(m, k);
                pos.func.replace(inst).bxor(y, bit);
            } else {
                // `m ? s : -s`: the sign flips where `m` is clear.
                let bit = pos.ins().band_not(k, m);
                pos.func.replace(inst).bxor(x, bit);
            }
            true
        }
        (Opcode::Band, &[xa, b]) => {
            let Some(cb) = vconst(func, b) else { return false };
            let ValueDef::Result(inner, 0) = func.dfg.value_def(func.dfg.resolve_aliases(xa)) else { return false };
            let inner_args = func.dfg.inst_args(inner).to_vec();
            let (Opcode::Band, &[x, a]) = (func.dfg.insts[inner].opcode(), &inner_args[..]) else { return false };
            let Some(ca) = vconst(func, a) else { return false };
            let both: Vec<u8> = ca.iter().zip(&cb).map(|(p, q)| p & q).collect();
            let c = func.dfg.constants.insert(ConstantData::from(both));
            let mut pos = FuncCursor::new(func).at_inst(inst);
            let k = pos.ins().vconst(ty, c);
            pos.func.replace(inst).band(x, k);
            true
        }
        _ => false,
    }
}

/// Removes loads that cannot trap and whose value nothing uses. Cranelift keeps every load; a
/// SIMD kernel loads each component it binds once for its group, and a component its first
/// member writes before anything reads it (CartPole's `Action`, which the random policy sets)
/// was loaded for nothing.
fn dead_loads(func: &mut Function) {
    let mut used = std::collections::HashSet::new();
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            for v in func.dfg.inst_values(inst) {
                used.insert(func.dfg.resolve_aliases(v));
            }
        }
    }
    let blocks: Vec<_> = func.layout.blocks().collect();
    for block in blocks {
        let insts: Vec<_> = func.layout.block_insts(block).collect();
        for inst in insts {
            let data = &func.dfg.insts[inst];
            if data.opcode() == Opcode::Load
                && data.memflags_trap_code(&func.dfg).is_none()
                && !used.contains(&func.dfg.first_result(inst))
            {
                func.layout.remove_inst(inst);
            }
        }
    }
}

/// Applies the identities above to every instruction of `func` until none applies, then
/// removes dead loads.
pub(crate) fn vector_identities(func: &mut Function) {
    // Each round can expose more (a folded comparison makes a select's mask constant).
    for _ in 0..4 {
        let mut changed = false;
        let blocks: Vec<_> = func.layout.blocks().collect();
        for block in blocks {
            let insts: Vec<_> = func.layout.block_insts(block).collect();
            for inst in insts {
                let results = func.dfg.inst_results(inst);
                if results.len() != 1 || !func.dfg.value_type(results[0]).is_vector() {
                    continue;
                }
                let result = results[0];
                if let Some(v) = identity(func, inst) {
                    func.dfg.clear_results(inst);
                    func.dfg.change_to_alias(result, v);
                    func.layout.remove_inst(inst);
                    changed = true;
                } else if let Some(bytes) = fold_fcmp(func, inst) {
                    let ty = func.dfg.value_type(result);
                    let c = func.dfg.constants.insert(ConstantData::from(bytes));
                    func.replace(inst).vconst(ty, c);
                    changed = true;
                } else if strength(func, inst) {
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    dead_loads(func);
}

#[cfg(test)]
mod tests {
    use cranelift_codegen::ir::{AbiParam, MemFlagsData, Signature, UserFuncName, condcodes::IntCC};
    use cranelift_codegen::isa::CallConv;
    use cranelift_codegen::settings::{self, Configurable};
    use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
    use cranelift_jit::{JITBuilder, JITModule};
    use cranelift_module::{Linkage, Module};

    use super::*;

    const OUTS: usize = 9;

    /// `f(m: *i32x4, s: *f32x4, q: *i32x4, out: *[i32x4; OUTS])`: every rewrite's pattern, as
    /// lowering builds it (bools as all-ones masks, floats bitcast to blend them).
    fn isa() -> cranelift_codegen::isa::OwnedTargetIsa {
        let mut flags = settings::builder();
        flags.set("opt_level", "speed").unwrap();
        cranelift_native::builder().unwrap().finish(settings::Flags::new(flags)).unwrap()
    }

    fn patterns() -> Function {
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params.extend([AbiParam::new(types::I64); 4]);
        let mut func = Function::with_name_signature(UserFuncName::default(), sig);
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut fctx);
        let block = b.create_block();
        b.append_block_params_for_function_params(block);
        b.switch_to_block(block);
        let [pm, ps, pq, out] = b.block_params(block).try_into().unwrap();
        let mem = MemFlagsData::trusted();
        let le = MemFlagsData::new().with_endianness(Endianness::Little);
        let m = b.ins().load(types::I32X4, mem, pm, 0);
        let s = b.ins().load(types::F32X4, mem, ps, 0);
        let q = b.ins().load(types::I32X4, mem, pq, 0);
        let splat = |b: &mut FunctionBuilder, x: i64| {
            let c = b.ins().iconst(types::I32, x);
            b.ins().splat(types::I32X4, c)
        };
        let (zero, ones, one) = (splat(&mut b, 0), splat(&mut b, -1), splat(&mut b, 1));
        let si = b.ins().bitcast(types::I32X4, le, s);
        let n = b.ins().fneg(s);
        let ni = b.ins().bitcast(types::I32X4, le, n);
        let one_f = b.ins().f32const(1.0);
        let one_f = b.ins().splat(types::F32X4, one_f);
        let nan_check = b.ins().fcmp(FloatCC::Unordered, one_f, one_f);
        let nan_check = b.ins().bitcast(types::I32X4, le, nan_check);
        let three = splat(&mut b, 3);
        let q3 = b.ins().band(q, three);
        let outs = [
            b.ins().iadd(zero, q),
            b.ins().blendv(ones, q, zero),
            b.ins().band(ones, q),
            b.ins().blendv(m, ni, si),
            b.ins().blendv(m, si, ni),
            b.ins().blendv(m, one, zero),
            b.ins().band(q3, one),
            b.ins().blendv(nan_check, q, si),
            b.ins().icmp(IntCC::Equal, q3, one),
        ];
        for (k, v) in outs.into_iter().enumerate() {
            b.ins().store(mem, v, out, 16 * k as i32);
        }
        b.ins().return_(&[]);
        b.seal_all_blocks();
        b.finalize(isa().frontend_config());
        func
    }

    fn compile(func: Function) -> extern "C" fn(*const u32, *const u32, *const u32, *mut u32) {
        let mut module = JITModule::new(JITBuilder::with_isa(isa(), cranelift_module::default_libcall_names()));
        let id = module.declare_function("f", Linkage::Local, &func.signature).unwrap();
        let mut ctx = module.make_context();
        ctx.func = func;
        module.define_function(id, &mut ctx).unwrap();
        module.finalize_definitions().unwrap();
        let code = module.get_finalized_function(id);
        // The module is leaked: its code must outlive the test's calls.
        std::mem::forget(module);
        // SAFETY: `code` is the finalized machine code of a function with this signature
        // (four pointers, no results, System V), and it is never freed.
        unsafe { std::mem::transmute(code) }
    }

    /// Each rewrite is an identity: the function computes the same bits with and without the
    /// pass, for masks of any bits (blendv reads only the top one), NaNs, zeros of both signs
    /// and infinities; and the pass leaves none of the patterns it rewrites.
    #[test]
    fn rewrites_keep_every_bit() {
        let mut folded = patterns();
        vector_identities(&mut folded);
        let text = folded.display().to_string();
        assert!(!text.contains("blendv"), "{text}");
        assert!(!text.contains("fcmp"), "{text}");
        let (plain, folded) = (compile(patterns()), compile(folded));
        let floats =
            [0.0f32, -0.0, 1.5, -2.25, f32::INFINITY, f32::NEG_INFINITY, f32::NAN, -f32::NAN, f32::MIN_POSITIVE];
        let words = [0u32, 1, 2, 3, 5, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff, 0x8000_0001, 0x1234_5678];
        let mut seed = 0x9e37_79b9u32;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            seed as usize % n
        };
        for _ in 0..2000 {
            let m: [u32; 4] = std::array::from_fn(|_| words[next(words.len())]);
            let s: [u32; 4] = std::array::from_fn(|_| floats[next(floats.len())].to_bits());
            let q: [u32; 4] = std::array::from_fn(|_| words[next(words.len())]);
            let (mut a, mut b) = ([0u32; 4 * OUTS], [0u32; 4 * OUTS]);
            plain(m.as_ptr(), s.as_ptr(), q.as_ptr(), a.as_mut_ptr());
            folded(m.as_ptr(), s.as_ptr(), q.as_ptr(), b.as_mut_ptr());
            assert_eq!(a, b, "m {m:x?} s {s:x?} q {q:x?}");
        }
    }
}
