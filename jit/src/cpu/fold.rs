//! Vector identities Cranelift's mid-end leaves alone.
//!
//! Cranelift folds `x + 0`, `x & -1` and the like when the constant is an `iconst`, but the
//! SIMD kernels' constants are `vconst`s, which its rules do not look into. Lowering is generic
//! over its operands (an `if`'s running rows are all ones when no `if` encloses the statement;
//! `rand_int(0, n)` adds its `0`), so the built code is full of such operations: CartPole's
//! kernel had `x + 0`, `blend(all, x, 0)`, `all & x` and a NaN check of the constant `1.0` in
//! each group. This pass, run on every kernel before Cranelift compiles it, removes them. It
//! changes no value: each rewrite is an identity of the instruction's definition. A second
//! pass ([`float_constants`]) places scalar float constants where x86-64 reads them cheaply.

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

/// A scalar float constant's bits and type, if `v` is one that is not a NaN.
fn float_const(func: &Function, v: Value) -> Option<(u64, types::Type)> {
    let ValueDef::Result(inst, 0) = func.dfg.value_def(func.dfg.resolve_aliases(v)) else { return None };
    match func.dfg.insts[inst] {
        InstructionData::UnaryIeee32 { opcode: Opcode::F32const, imm } if !f32::from_bits(imm.bits()).is_nan() => {
            Some((imm.bits() as u64, types::F32))
        }
        InstructionData::UnaryIeee64 { opcode: Opcode::F64const, imm } if !f64::from_bits(imm.bits()).is_nan() => {
            Some((imm.bits(), types::F64))
        }
        _ => None,
    }
}

/// Scalar float constants where x86-64 needs them in a register. Cranelift builds an `f32const`
/// through a general register (`mov` of the bits, then `movd`: two instructions and a register
/// each time it is used), but folds one into an instruction's memory operand where the
/// instruction takes one. So: `C + x` and `C * x` become `x + C` and `x * C` (the same bits for
/// a constant that is not a NaN: only a NaN operand's payload depends on the order); and where
/// the constant must be in a register (the first operand of `-` and `/`, the operand a
/// comparison puts in a register: boids' `d.x < -0.5 * W` and `dist < SEPARATION`) it is read
/// from the constant pool (lane 0 of a vector constant, one load). Returns whether `inst` changed.
fn scalar_constants(func: &mut Function, inst: Inst) -> bool {
    let data = func.dfg.insts[inst];
    let args = func.dfg.inst_args(inst).to_vec();
    let reg = match data {
        InstructionData::Binary { opcode: Opcode::Fadd | Opcode::Fmul, args: [a, b] } => {
            if float_const(func, a).is_some() && float_const(func, b).is_none() {
                let opcode = data.opcode();
                func.dfg.insts[inst] = InstructionData::Binary { opcode, args: [b, a] };
                return true;
            }
            return false;
        }
        InstructionData::Binary { opcode: Opcode::Fsub | Opcode::Fdiv, .. } => 0,
        InstructionData::FloatCompare { cond, .. } => match cond {
            // x86-64 compares these with the operands swapped.
            FloatCC::LessThan
            | FloatCC::LessThanOrEqual
            | FloatCC::UnorderedOrGreaterThan
            | FloatCC::UnorderedOrGreaterThanOrEqual => 1,
            _ => 0,
        },
        _ => return false,
    };
    let Some((bits, ty)) = float_const(func, args[reg]) else { return false };
    if args.iter().filter(|a| float_const(func, **a).is_some()).count() > 1 {
        return false;
    }
    let vty = if ty == types::F32 { types::F32X4 } else { types::F64X2 };
    let mut bytes = [0u8; 16];
    bytes[..ty.bytes() as usize].copy_from_slice(&bits.to_le_bytes()[..ty.bytes() as usize]);
    let c = func.dfg.constants.insert(ConstantData::from(bytes.to_vec()));
    let mut pos = FuncCursor::new(func).at_inst(inst);
    let v = pos.ins().vconst(vty, c);
    let x = pos.ins().extractlane(v, 0);
    func.dfg.inst_args_mut(inst)[reg] = x;
    true
}

/// Applies [`scalar_constants`] to every instruction of `func`.
pub(crate) fn float_constants(func: &mut Function) {
    let blocks: Vec<_> = func.layout.blocks().collect();
    for block in blocks {
        let insts: Vec<_> = func.layout.block_insts(block).collect();
        for inst in insts {
            if func.dfg.inst_results(inst).len() == 1 && !func.dfg.value_type(func.dfg.first_result(inst)).is_vector() {
                scalar_constants(func, inst);
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

    const SCALARS: usize = 2 * 3 * 9;

    /// `f(x: *f32, y: *f64, out: *[u64; SCALARS])`: with constants a kernel has (boids' torus
    /// half-width, a separation, a negative zero), each operation [`scalar_constants`] rewrites,
    /// in both operand orders, on an f32 and an f64; results widened to 64 bits.
    fn scalar_patterns() -> Function {
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params.extend([AbiParam::new(types::I64); 3]);
        let mut func = Function::with_name_signature(UserFuncName::default(), sig);
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut fctx);
        let block = b.create_block();
        b.append_block_params_for_function_params(block);
        b.switch_to_block(block);
        let [px, py, out] = b.block_params(block).try_into().unwrap();
        let mem = MemFlagsData::trusted();
        let x = b.ins().load(types::F32, mem, px, 0);
        let y = b.ins().load(types::F64, mem, py, 0);
        let mut k = 0;
        for c in [-285.0f64, 2.0, -0.0] {
            for (v, ty) in [(x, types::F32), (y, types::F64)] {
                let c = if ty == types::F32 { b.ins().f32const(c as f32) } else { b.ins().f64const(c) };
                let vals = [
                    b.ins().fadd(c, v),
                    b.ins().fmul(c, v),
                    b.ins().fsub(c, v),
                    b.ins().fdiv(c, v),
                    b.ins().fcmp(FloatCC::LessThan, v, c),
                    b.ins().fcmp(FloatCC::LessThanOrEqual, v, c),
                    b.ins().fcmp(FloatCC::GreaterThan, c, v),
                    b.ins().fcmp(FloatCC::UnorderedOrGreaterThan, v, c),
                    b.ins().fcmp(FloatCC::Equal, c, v),
                ];
                for v in vals {
                    let t = b.func.dfg.value_type(v);
                    let w = match t {
                        types::I8 => b.ins().uextend(types::I64, v),
                        types::F32 => {
                            let i = b.ins().bitcast(types::I32, MemFlagsData::new(), v);
                            b.ins().uextend(types::I64, i)
                        }
                        _ => b.ins().bitcast(types::I64, MemFlagsData::new(), v),
                    };
                    b.ins().store(mem, w, out, 8 * k);
                    k += 1;
                }
            }
        }
        assert_eq!(k as usize, SCALARS);
        b.ins().return_(&[]);
        b.seal_all_blocks();
        b.finalize(isa().frontend_config());
        func
    }

    /// The constants moved to the right or read from the constant pool give the same bits as
    /// before for every kind of operand: NaNs with payloads and signs, zeros of both signs,
    /// infinities, subnormals, the constants themselves.
    #[test]
    fn scalar_constants_keep_every_bit() {
        let mut moved = scalar_patterns();
        float_constants(&mut moved);
        let text = moved.display().to_string();
        assert!(text.contains("extractlane"), "{text}");
        let compile3 = |func: Function| -> extern "C" fn(*const f32, *const f64, *mut u64) {
            let f = compile(func);
            // SAFETY: the same calling convention and arity (pointers only), three of four used.
            unsafe { std::mem::transmute(f) }
        };
        let (plain, moved) = (compile3(scalar_patterns()), compile3(moved));
        let xs = [
            0.0f32,
            -0.0,
            2.0,
            -285.0,
            1.5,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            -f32::NAN,
            f32::from_bits(0x7f80_0001),
            f32::from_bits(0xffc1_2345),
            f32::MIN_POSITIVE / 4.0,
            f32::MAX,
        ];
        let ys = [
            0.0f64,
            -0.0,
            2.0,
            -285.0,
            1.5,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            -f64::NAN,
            f64::from_bits(0x7ff0_0000_0000_0001),
            f64::from_bits(0xfff8_1234_5678_9abc),
            f64::MIN_POSITIVE / 4.0,
            f64::MAX,
        ];
        for (x, y) in xs.iter().zip(ys) {
            let (mut a, mut b) = ([0u64; SCALARS], [0u64; SCALARS]);
            plain(x, &y, a.as_mut_ptr());
            moved(x, &y, b.as_mut_ptr());
            assert_eq!(a, b, "x {:x} y {:x}", x.to_bits(), y.to_bits());
        }
    }
}
