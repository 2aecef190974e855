//! What each IR operator computes, written once over a lane width.
//!
//! A scalar kernel holds one row's value in a Cranelift value (`Width::One`: `i32`, `f32`,
//! `f64`, bools as `i8` 0/1); a SIMD kernel holds four rows' values in one vector
//! (`Width::Four`: `i32x4`, `f32x4`, bools as all-ones/all-zeros `i32x4` masks). Every
//! operator, conversion and numeric builtin is lowered here for both; [`crate::lower`] walks
//! expressions and statements over these, so the two kernel kinds cannot drift apart: a rule
//! of `jit/SEMANTICS.md` changes in one place.
//!
//! Types the SIMD kernels do not take (doubles, entities) and operations they do not
//! implement (integer division, shifts by a computed amount, `fmod`) are decided by the IR
//! analyses ([`crate::ir::analysis::lanes_ok`]) before any lowering: they only reach
//! `Width::One` here.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{Endianness, InstBuilder, MemFlagsData, Type, Value, types};
use cranelift_frontend::{FunctionBuilder, Variable};

use mw_runtime::schema::ValueType;

use super::shared::{float_cc, int_cc};
use crate::ir::{BinOp, Builtin, CmpOp, UnOp};

/// How many rows one value holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Width {
    One,
    Four,
}

fn le() -> MemFlagsData {
    MemFlagsData::new().with_endianness(Endianness::Little)
}

fn is_float(t: &ValueType) -> bool {
    matches!(
        t,
        ValueType::Float | ValueType::Double | ValueType::Vec2 | ValueType::Vec3 | ValueType::Vec4 | ValueType::Quat
    )
}

impl Width {
    /// The Cranelift type of one IR lane of `t` (vectors: of one of their lanes).
    pub(crate) fn ty(self, t: &ValueType) -> Type {
        match (self, t) {
            (Width::One, ValueType::Bool) => types::I8,
            (Width::One, ValueType::Int | ValueType::Uint) => types::I32,
            (Width::One, ValueType::Double) => types::F64,
            (Width::One, ValueType::Entity) => types::I64,
            (Width::One, _) => types::F32,
            (Width::Four, ValueType::Bool | ValueType::Int | ValueType::Uint) => types::I32X4,
            (Width::Four, _) => types::F32X4,
        }
    }

    /// An i32 constant in every row.
    pub(crate) fn iconst(self, b: &mut FunctionBuilder, v: i64) -> Value {
        let c = b.ins().iconst(types::I32, v);
        match self {
            Width::One => c,
            Width::Four => b.ins().splat(types::I32X4, c),
        }
    }

    /// A float constant of type `t` (float or double) in every row.
    pub(crate) fn fconst(self, b: &mut FunctionBuilder, t: &ValueType, v: f64) -> Value {
        match (self, t) {
            (Width::One, ValueType::Double) => b.ins().f64const(v),
            (Width::One, _) => b.ins().f32const(v as f32),
            (Width::Four, _) => {
                let c = b.ins().f32const(v as f32);
                b.ins().splat(types::F32X4, c)
            }
        }
    }

    /// A comparison's result (or any 32-bit-lane vector, as a mask) in this width's bool
    /// representation.
    pub(crate) fn truth(self, b: &mut FunctionBuilder, r: Value) -> Value {
        match self {
            Width::One => r,
            Width::Four if b.func.dfg.value_type(r) == types::I32X4 => r,
            Width::Four => b.ins().bitcast(types::I32X4, le(), r),
        }
    }

    /// `c ? x : y`, row by row (`c` a bool of this width).
    pub(crate) fn select(self, b: &mut FunctionBuilder, c: Value, x: Value, y: Value) -> Value {
        match self {
            Width::One => b.ins().select(c, x, y),
            Width::Four => blend4(b, c, x, y),
        }
    }
}

/// `m ? x : y` lane by lane, for a mask `m` (`i32x4`) whose lanes are all ones or all zeros, as
/// every bool of width four is. One `blendvps`, which reads each lane's top bit: Cranelift
/// makes `bitselect` three instructions (and, andnot, or) unless it can see that the mask
/// came straight from a comparison, and masks combined with `&&`, `||`, `!` or an `if`'s
/// running rows did not (CartPole's kernel had a dozen).
pub(crate) fn blend4(b: &mut FunctionBuilder, m: Value, x: Value, y: Value) -> Value {
    let ty = b.func.dfg.value_type(x);
    if ty == types::I32X4 {
        return b.ins().blendv(m, x, y);
    }
    let (xi, yi) = (b.ins().bitcast(types::I32X4, le(), x), b.ins().bitcast(types::I32X4, le(), y));
    let r = b.ins().blendv(m, xi, yi);
    b.ins().bitcast(ty, le(), r)
}

/// `op x` where `x` has (one lane of) type `ty`.
pub(crate) fn unary(b: &mut FunctionBuilder, w: Width, op: UnOp, ty: &ValueType, x: Value) -> Value {
    match op {
        UnOp::Neg if is_float(ty) => b.ins().fneg(x),
        // Wrapping: -INT_MIN is INT_MIN.
        UnOp::Neg => b.ins().ineg(x),
        UnOp::Not => match w {
            Width::One => b.ins().bxor_imm_u(x, 1),
            Width::Four => b.ins().bnot(x),
        },
        UnOp::BitNot => b.ins().bnot(x),
    }
}

/// `x op y` of (one lane of) type `ty`. Shifts take their amount modulo 32 (`Width::Four`:
/// the amount is a scalar `i32`, see [`shift_amount`]).
pub(crate) fn binary(b: &mut FunctionBuilder, w: Width, op: BinOp, ty: &ValueType, x: Value, y: Value) -> Value {
    let fl = is_float(ty);
    let signed = *ty == ValueType::Int;
    match op {
        BinOp::Add if fl => b.ins().fadd(x, y),
        BinOp::Sub if fl => b.ins().fsub(x, y),
        BinOp::Mul if fl => b.ins().fmul(x, y),
        BinOp::Div if fl => b.ins().fdiv(x, y),
        BinOp::Add => b.ins().iadd(x, y),
        BinOp::Sub => b.ins().isub(x, y),
        BinOp::Mul => b.ins().imul(x, y),
        BinOp::Div | BinOp::Rem => {
            assert_eq!(w, Width::One, "integer division is not lane-eligible");
            int_divrem(b, op == BinOp::Div, signed, x, y)
        }
        BinOp::And => b.ins().band(x, y),
        BinOp::Or => b.ins().bor(x, y),
        BinOp::Xor => b.ins().bxor(x, y),
        // Cranelift masks shift amounts by the lane width: exactly "modulo 32".
        BinOp::Shl => b.ins().ishl(x, y),
        BinOp::Shr if signed => b.ins().sshr(x, y),
        BinOp::Shr => b.ins().ushr(x, y),
    }
}

/// The amount of a shift by a constant ([`crate::ir::Expr::const_int`]), modulo 32, as the
/// scalar `i32` vector shifts take; `None` for a computed amount (only `Width::One` shifts by
/// those).
pub(crate) fn shift_amount(b: &mut FunctionBuilder, amount: &crate::ir::Expr) -> Option<Value> {
    let n = amount.const_int()?;
    Some(b.ins().iconst(types::I32, n & 31))
}

/// Integer division and remainder with the defined results for zero and overflow, without
/// branches and without ever executing a trapping division: `x / 0 = 0`, `x % 0 = x`,
/// `INT_MIN / -1 = INT_MIN`, `x % -1 = 0`.
fn int_divrem(b: &mut FunctionBuilder, div: bool, signed: bool, x: Value, y: Value) -> Value {
    // A constant divisor needs none of the guards. Signed, it becomes multiplies and shifts
    // built here: pure, so Cranelift shares them and hoists them out of loops like any
    // arithmetic (it also expands a bare `sdiv` by a constant, but leaves that where it was
    // written: a division is an instruction that may trap). Unsigned, the bare division.
    if let Some(d) = known(b, y) {
        let d = d as i32;
        if signed && d != 0 {
            let q = sdiv_const(b, x, d);
            return if div {
                q
            } else {
                let qd = b.ins().imul_imm_s(q, d as i64);
                b.ins().isub(x, qd)
            };
        }
        if !signed && d != 0 {
            return if div { b.ins().udiv(x, y) } else { b.ins().urem(x, y) };
        }
    }
    let one = b.ins().iconst(types::I32, 1);
    let zero = b.ins().iconst(types::I32, 0);
    let y_zero = b.ins().icmp_imm_s(IntCC::Equal, y, 0);
    if !signed {
        let ys = b.ins().select(y_zero, one, y);
        return if div {
            let q = b.ins().udiv(x, ys);
            b.ins().select(y_zero, zero, q)
        } else {
            let r = b.ins().urem(x, ys);
            b.ins().select(y_zero, x, r)
        };
    }
    let y_m1 = b.ins().icmp_imm_s(IntCC::Equal, y, -1);
    let bad = b.ins().bor(y_zero, y_m1);
    let ys = b.ins().select(bad, one, y);
    if div {
        let q = b.ins().sdiv(x, ys);
        let neg = b.ins().ineg(x);
        let q = b.ins().select(y_m1, neg, q);
        b.ins().select(y_zero, zero, q)
    } else {
        let r = b.ins().srem(x, ys);
        b.ins().select(y_zero, x, r)
    }
}

/// `x / d` for a constant `d != 0` (truncating; `INT_MIN / -1 = INT_MIN`) without a division:
/// `|x| * m >> k` in 64 bits, with `k = 32 + ceil(log2 |d|)` and `m = floor(2^k / |d|) + 1`,
/// then the sign. Exact for every `x`: `m |d| - 2^k` is in `(0, |d|]`, so the product's error
/// `|x| (m |d| - 2^k) / (|d| 2^k) <= |x| / 2^k` stays below `1 / |d|` for `|x| <= 2^31`, and
/// `|x| * m < 2^64` (the oracle's test vectors cover the limits).
fn sdiv_const(b: &mut FunctionBuilder, x: Value, d: i32) -> Value {
    if d == 1 {
        return x;
    }
    if d == -1 {
        return b.ins().ineg(x);
    }
    let ad = d.unsigned_abs() as u64;
    let l = 64 - (ad - 1).leading_zeros() as i64; // ceil(log2 |d|), |d| >= 2
    let k = 32 + l;
    let m = (1u64 << k) / ad + 1;
    let s = b.ins().sshr_imm_u(x, 31); // 0, or -1 for a negative x
    let t = b.ins().bxor(x, s);
    let a = b.ins().isub(t, s); // |x|, INT_MIN as 2^31
    let a = b.ins().uextend(types::I64, a);
    let p = b.ins().imul_imm_s(a, m as i64);
    let q = b.ins().ushr_imm_u(p, k);
    let q = b.ins().ireduce(types::I32, q);
    let sign = if d < 0 { b.ins().bnot(s) } else { s };
    let q = b.ins().bxor(q, sign);
    b.ins().isub(q, sign)
}

/// The value of the integer or bool `v` when it is known while building: an `iconst`, or a
/// comparison, `+`, `-`, `*`, `&`, `|`, `^`, extension or `select` of known values (a depth of
/// a few instructions). Of a SIMD value, the value of every lane when all four are the same
/// known one (a splat; a vector comparison's true is -1). Inlining a call with constant arguments, or a loop lowered as copies with its
/// counter a constant, leaves branches on such values (`if (s < 0 || s >= GRID_SPANS)` in
/// `grid_span(key, 2)`); see [`crate::cpu::scalar`]'s `brif`. A known divisor also spares
/// an integer division its guards (`int_divrem`).
pub(crate) fn known(b: &FunctionBuilder, v: Value) -> Option<i64> {
    known_at(b, v, 8)
}

fn known_at(b: &FunctionBuilder, v: Value, depth: u32) -> Option<i64> {
    use cranelift_codegen::ir::{InstructionData, Opcode, ValueDef};
    if depth == 0 {
        return None;
    }
    let dfg = &b.func.dfg;
    let v = dfg.resolve_aliases(v);
    let ValueDef::Result(inst, 0) = dfg.value_def(v) else { return None };
    let ty = dfg.value_type(v);
    let bits = ty.lane_bits();
    // Truncated to the type, then sign-extended: the value as a signed integer.
    let norm = |x: i64| if bits >= 64 { x } else { (x << (64 - bits)) >> (64 - bits) };
    let arg = |x: Value| known_at(b, x, depth - 1);
    Some(match dfg.insts[inst] {
        InstructionData::UnaryImm { opcode: Opcode::Iconst, imm } => norm(imm.bits()),
        InstructionData::IntCompare { cond, args, .. } => {
            let t = compare_known(cond, dfg.value_type(args[0]).lane_bits(), arg(args[0])?, arg(args[1])?);
            if ty.is_vector() { -t } else { t }
        }
        InstructionData::Binary { opcode, args } => {
            let (x, y) = (arg(args[0])?, arg(args[1])?);
            match opcode {
                Opcode::Band => x & y,
                Opcode::Bor => x | y,
                Opcode::Bxor => norm(x ^ y),
                Opcode::Iadd => norm(x.wrapping_add(y)),
                Opcode::Isub => norm(x.wrapping_sub(y)),
                Opcode::Imul => norm(x.wrapping_mul(y)),
                _ => return None,
            }
        }
        // Between types of the same lane width only (an f32x4 comparison's mask as i32x4).
        InstructionData::LoadNoOffset { opcode: Opcode::Bitcast, arg: a, .. }
            if ty.lane_type().is_int() && dfg.value_type(a).lane_bits() == bits =>
        {
            arg(a)?
        }
        InstructionData::Unary { opcode, arg: a } => {
            let x = arg(a)?;
            let from = dfg.value_type(a).lane_bits();
            match opcode {
                Opcode::Splat => x,
                Opcode::Bnot => norm(!x),
                Opcode::Sextend => x,
                Opcode::Uextend => {
                    if from >= 64 {
                        x
                    } else {
                        x & ((1i64 << from) - 1)
                    }
                }
                Opcode::Ireduce => norm(x),
                _ => return None,
            }
        }
        InstructionData::Ternary { opcode: Opcode::Select, args } => {
            if arg(args[0])? != 0 {
                arg(args[1])?
            } else {
                arg(args[2])?
            }
        }
        _ => return None,
    })
}

/// `x cond y` for values of `bits` bits, given sign-extended (as [`known`] keeps them).
fn compare_known(cond: IntCC, bits: u32, x: i64, y: i64) -> i64 {
    let mask = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let (ux, uy) = (x as u64 & mask, y as u64 & mask);
    i64::from(match cond {
        IntCC::Equal => x == y,
        IntCC::NotEqual => x != y,
        IntCC::SignedLessThan => x < y,
        IntCC::SignedLessThanOrEqual => x <= y,
        IntCC::SignedGreaterThan => x > y,
        IntCC::SignedGreaterThanOrEqual => x >= y,
        IntCC::UnsignedLessThan => ux < uy,
        IntCC::UnsignedLessThanOrEqual => ux <= uy,
        IntCC::UnsignedGreaterThan => ux > uy,
        IntCC::UnsignedGreaterThanOrEqual => ux >= uy,
    })
}

/// `x op y` on scalars of type `ty` (or bools / entities for `==`, `!=`): a bool. Float
/// comparisons are ordered (false with a NaN) except `!=`.
pub(crate) fn compare(b: &mut FunctionBuilder, w: Width, op: CmpOp, ty: &ValueType, x: Value, y: Value) -> Value {
    let r = if is_float(ty) {
        b.ins().fcmp(float_cc(op), x, y)
    } else if *ty == ValueType::Entity && !matches!(op, CmpOp::Eq | CmpOp::Ne) {
        // `id | gen << 32` rotated to `gen | id << 32`: by id, then generation, unsigned.
        let (x, y) = (b.ins().rotl_imm_u(x, 32), b.ins().rotl_imm_u(y, 32));
        b.ins().icmp(int_cc(op, false), x, y)
    } else {
        b.ins().icmp(int_cc(op, *ty == ValueType::Int), x, y)
    };
    w.truth(b, r)
}

/// A numeric conversion (SEMANTICS.md, conversions): float to int saturates with NaN to 0,
/// int and uint reinterpret, to bool is `!= 0`, from bool is 0 or 1.
pub(crate) fn convert(b: &mut FunctionBuilder, w: Width, v: Value, from: &ValueType, to: &ValueType) -> Value {
    use ValueType::*;
    let int = w.ty(&Int);
    match (from, to) {
        (a, c) if a == c => v,
        (Int, Uint) | (Uint, Int) => v,
        (Int, Float | Double) => b.ins().fcvt_from_sint(w.ty(to), v),
        (Uint, Float | Double) => b.ins().fcvt_from_uint(w.ty(to), v),
        (Float, Double) => b.ins().fpromote(types::F64, v),
        (Double, Float) => b.ins().fdemote(types::F32, v),
        (Float | Double, Int) => b.ins().fcvt_to_sint_sat(int, v),
        (Float | Double, Uint) => b.ins().fcvt_to_uint_sat(int, v),
        (Bool, Int | Uint | Float | Double) => {
            let i = match w {
                Width::One => b.ins().uextend(types::I32, v),
                Width::Four => {
                    let one = w.iconst(b, 1);
                    b.ins().band(v, one)
                }
            };
            match to {
                Float | Double => b.ins().fcvt_from_uint(w.ty(to), i),
                _ => i,
            }
        }
        (Int | Uint, Bool) => {
            let z = w.iconst(b, 0);
            let r = b.ins().icmp(IntCC::NotEqual, v, z);
            w.truth(b, r)
        }
        (Float | Double, Bool) => {
            let z = w.fconst(b, from, 0.0);
            let r = b.ins().fcmp(FloatCC::NotEqual, v, z);
            w.truth(b, r)
        }
        _ => unreachable!("the checker allows no conversion from {from} to {to}"),
    }
}

/// A numeric builtin ([`crate::lower::is_math`]) of one lane: `args` its arguments' values, `ty` the first
/// argument's scalar type.
pub(crate) fn math(b: &mut FunctionBuilder, w: Width, op: Builtin, ty: &ValueType, args: &[Value]) -> Value {
    let fl = is_float(ty);
    let signed = *ty == ValueType::Int;
    let x = args.first().copied();
    let x = || x.expect("a numeric builtin takes arguments");
    match op {
        Builtin::Sqrt => b.ins().sqrt(x()),
        Builtin::Floor => b.ins().floor(x()),
        Builtin::Ceil => b.ins().ceil(x()),
        Builtin::Trunc => b.ins().trunc(x()),
        Builtin::Round => b.ins().nearest(x()),
        Builtin::Abs if fl => b.ins().fabs(x()),
        // Wrapping: abs(INT_MIN) is INT_MIN.
        Builtin::Abs if signed => b.ins().iabs(x()),
        Builtin::Abs => x(),
        Builtin::Min | Builtin::Max => {
            let (x, y) = (x(), args[1]);
            let is_min = op == Builtin::Min;
            // `a < b ? a : b` (and `>` for max): so min(NaN, x) == x and min(x, NaN) == NaN.
            let c = if fl {
                let r = b.ins().fcmp(if is_min { FloatCC::LessThan } else { FloatCC::GreaterThan }, x, y);
                w.truth(b, r)
            } else {
                let cc = match (is_min, signed) {
                    (true, true) => IntCC::SignedLessThan,
                    (true, false) => IntCC::UnsignedLessThan,
                    (false, true) => IntCC::SignedGreaterThan,
                    (false, false) => IntCC::UnsignedGreaterThan,
                };
                let r = b.ins().icmp(cc, x, y);
                w.truth(b, r)
            };
            w.select(b, c, x, y)
        }
        // The sign of a NaN `y` is that of the canonical NaN (section 8): +.
        Builtin::Copysign => match w {
            Width::One => {
                let y = canon(b, args[1]);
                b.ins().fcopysign(x(), y)
            }
            // Magnitude bits of x, sign bit of y.
            Width::Four => {
                let xi = b.ins().bitcast(types::I32X4, le(), x());
                let y = canon(b, args[1]);
                let yi = b.ins().bitcast(types::I32X4, le(), y);
                let mag = w.iconst(b, 0x7fff_ffff);
                let sign = w.iconst(b, i32::MIN as i64);
                let a = b.ins().band(xi, mag);
                let s = b.ins().band(yi, sign);
                let r = b.ins().bor(a, s);
                b.ins().bitcast(types::F32X4, le(), r)
            }
        },
        Builtin::IsNan => {
            let x = x();
            let r = b.ins().fcmp(FloatCC::Unordered, x, x);
            w.truth(b, r)
        }
        Builtin::IsInf => {
            let a = b.ins().fabs(x());
            let inf = w.fconst(b, ty, f64::INFINITY);
            let r = b.ins().fcmp(FloatCC::Equal, a, inf);
            w.truth(b, r)
        }
        Builtin::FloatBits => {
            let x = canon(b, x());
            b.ins().bitcast(w.ty(&ValueType::Uint), le(), x)
        }
        Builtin::BitsFloat => b.ins().bitcast(w.ty(&ValueType::Float), le(), x()),
        // By a constant `2^k` (`rand_int(0, 2)`'s range): the product's high word is `x >> (32 -
        // k)`, and 0 for 1 and 0. One shift instead of two 64-bit multiplies (pmullq: 15
        // cycles' latency on the random stream's dependency chain).
        Builtin::MulHi if known(b, args[1]).is_some_and(|n| (n as u32).is_power_of_two() || n as u32 == 0) => {
            let n = known(b, args[1]).expect("known") as u32;
            match n.trailing_zeros() {
                k @ 1..=31 => b.ins().ushr_imm_u(x(), 32 - k as i64),
                _ => w.iconst(b, 0),
            }
        }
        Builtin::MulHi => match w {
            Width::One => b.ins().umulhi(x(), args[1]),
            // Two widening 32x32->64 multiplies (pmuludq), then the high halves of the four
            // products gathered into one vector.
            Width::Four => {
                let (x, y) = (x(), args[1]);
                let xl = b.ins().uwiden_low(x);
                let yl = b.ins().uwiden_low(y);
                let lo = b.ins().imul(xl, yl);
                let xh = b.ins().uwiden_high(x);
                let yh = b.ins().uwiden_high(y);
                let hi = b.ins().imul(xh, yh);
                let lo8 = b.ins().bitcast(types::I8X16, le(), lo);
                let hi8 = b.ins().bitcast(types::I8X16, le(), hi);
                // Bytes 4..8 and 12..16 of each: the high words of the 64-bit products.
                let bytes: Vec<u8> = vec![4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31];
                let imm = b.func.dfg.immediates.push(bytes.into());
                let r = b.ins().shuffle(lo8, hi8, imm);
                b.ins().bitcast(types::I32X4, le(), r)
            }
        },
        Builtin::Fmod
        | Builtin::RandU32
        | Builtin::WorldId
        | Builtin::RowIndex
        | Builtin::Alive
        | Builtin::Has(_)
        | Builtin::Spawn(_) => {
            unreachable!("not arithmetic (is_math)")
        }
    }
}

/// `v` as a kernel lets it be seen (SEMANTICS.md, section 8): a NaN becomes the canonical quiet
/// NaN (`0x7FC00000`, double `0x7FF8000000000000`), whatever NaN the operations before made
/// (x86 keeps an operand's payload and picks which by operand order; a GPU makes its own).
/// `v` must be a float or double value (of either width).
pub(crate) fn canon(b: &mut FunctionBuilder, v: Value) -> Value {
    let t = b.func.dfg.value_type(v);
    let q = match t {
        types::F32 => b.ins().f32const(f32::from_bits(CANON_F32)),
        types::F64 => b.ins().f64const(f64::from_bits(CANON_F64)),
        types::F32X4 => {
            let c = b.ins().f32const(f32::from_bits(CANON_F32));
            b.ins().splat(types::F32X4, c)
        }
        _ => unreachable!("canon of a {t}"),
    };
    let uno = b.ins().fcmp(FloatCC::Unordered, v, v);
    if t == types::F32X4 {
        let m = b.ins().bitcast(types::F32X4, le(), uno);
        b.ins().bitselect(m, q, v)
    } else {
        b.ins().select(uno, q, v)
    }
}

/// [`canon`] for one value stored to a place whose elements (arrays stripped) are of type
/// `elem`: float, vector and double values; ints and bools are stored as they are.
pub(crate) fn canon_stored(b: &mut FunctionBuilder, v: Value, elem: &ValueType) -> Value {
    let t = b.func.dfg.value_type(v);
    let float =
        matches!(elem, ValueType::Float | ValueType::Vec2 | ValueType::Vec3 | ValueType::Vec4 | ValueType::Quat);
    match t {
        types::F32 | types::F32X4 if float => canon(b, v),
        types::F64 if *elem == ValueType::Double => canon(b, v),
        _ => v,
    }
}

/// The canonical NaNs ([`canon`]).
pub(crate) const CANON_F32: u32 = 0x7FC0_0000;
pub(crate) const CANON_F64: u64 = 0x7FF8_0000_0000_0000;

/// For a `--debug` NaN check: an `i8`, non-zero when the stored value is a NaN in any of
/// the rows `exec` (a mask, `Width::Four`) selects.
pub(crate) fn any_nan(b: &mut FunctionBuilder, w: Width, v: Value, exec: Option<Value>) -> Option<Value> {
    let t = b.func.dfg.value_type(v);
    match w {
        Width::One if t == types::F32 || t == types::F64 => Some(b.ins().fcmp(FloatCC::Unordered, v, v)),
        Width::Four if t == types::F32X4 => {
            let uno = b.ins().fcmp(FloatCC::Unordered, v, v);
            let uno = w.truth(b, uno);
            let m = match exec {
                Some(e) => b.ins().band(uno, e),
                None => uno,
            };
            Some(b.ins().vany_true(m))
        }
        _ => None,
    }
}

/// A Cranelift generator of one width: it lowers values with this module's instructions
/// ([`crate::lower::Values`]).
pub(crate) trait Clif<'b> {
    fn width(&self) -> Width;
    fn builder(&mut self) -> &mut FunctionBuilder<'b>;
}

impl<'b, G: Clif<'b>> crate::lower::Values for G {
    type V = Value;

    fn unary(&mut self, op: UnOp, ty: &ValueType, x: Value) -> Value {
        let w = self.width();
        unary(self.builder(), w, op, ty, x)
    }

    fn binary(&mut self, op: BinOp, ty: &ValueType, x: Value, y: Value) -> Value {
        let w = self.width();
        binary(self.builder(), w, op, ty, x, y)
    }

    /// One scalar for every lane (vector shifts need that).
    fn shift_amount(&mut self, amount: &crate::ir::Expr) -> Option<Value> {
        Some(shift_amount(self.builder(), amount).expect("a constant amount"))
    }

    fn compare(&mut self, op: CmpOp, ty: &ValueType, x: Value, y: Value) -> Value {
        let w = self.width();
        compare(self.builder(), w, op, ty, x, y)
    }

    fn convert(&mut self, x: Value, from: &ValueType, to: &ValueType) -> Value {
        let w = self.width();
        convert(self.builder(), w, x, from, to)
    }

    fn math(&mut self, op: Builtin, ty: &ValueType, args: &[Value]) -> Value {
        let w = self.width();
        math(self.builder(), w, op, ty, args)
    }

    fn canon(&mut self, x: Value, elem: &ValueType) -> Value {
        canon_stored(self.builder(), x, elem)
    }

    fn not(&mut self, x: Value) -> Value {
        self.builder().ins().bxor_imm_u(x, 1)
    }

    fn and(&mut self, x: Value, y: Value) -> Value {
        self.builder().ins().band(x, y)
    }

    fn select(&mut self, _ty: &ValueType, c: Value, x: Value, y: Value) -> Value {
        self.builder().ins().select(c, x, y)
    }
}

/// A variable per value, defined with it (a call's argument, bound to its parameter).
pub(crate) fn vars(b: &mut FunctionBuilder, w: Width, ty: &ValueType, vals: Vec<Value>) -> Vec<Variable> {
    let t = w.ty(ty);
    vals.into_iter()
        .map(|val| {
            let var = b.declare_var(t);
            b.def_var(var, val);
            var
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use cranelift_codegen::ir::{Function, Signature, UserFuncName};
    use cranelift_codegen::isa::CallConv;
    use cranelift_frontend::FunctionBuilderContext;

    use super::*;

    /// `known` must agree with what the machine computes for each instruction it folds
    /// (narrow types wrap, `bnot` is bitwise, unsigned compares see the bits), and give up on
    /// anything that depends on a value not known.
    #[test]
    fn known_values_follow_cranelift() {
        let mut func = Function::with_name_signature(UserFuncName::default(), Signature::new(CallConv::SystemV));
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut fctx);
        let block = b.create_block();
        let p = b.append_block_param(block, types::I32);
        b.switch_to_block(block);
        let m1 = b.ins().iconst(types::I32, 0xffff_ffff);
        let zero = b.ins().iconst(types::I32, 0);
        let seven = b.ins().iconst(types::I32, 7);
        let k = |b: &mut FunctionBuilder, v: Value| known(b, v);

        let c = b.ins().icmp(IntCC::UnsignedGreaterThan, m1, zero);
        assert_eq!(k(&mut b, c), Some(1), "-1 is the largest u32");
        let c = b.ins().icmp(IntCC::SignedLessThan, m1, zero);
        assert_eq!(k(&mut b, c), Some(1), "-1 < 0 signed");
        let c = b.ins().icmp_imm_s(IntCC::SignedGreaterThanOrEqual, seven, 7);
        assert_eq!(k(&mut b, c), Some(1));
        let c = b.ins().icmp_imm_s(IntCC::UnsignedLessThan, m1, 7);
        assert_eq!(k(&mut b, c), Some(0));
        let lt = b.ins().icmp(IntCC::SignedLessThan, seven, zero);
        let ge = b.ins().icmp_imm_s(IntCC::SignedGreaterThanOrEqual, seven, 6);
        let or = b.ins().bor(lt, ge);
        let and = b.ins().band(lt, ge);
        assert_eq!((k(&mut b, or), k(&mut b, and)), (Some(1), Some(0)), "s < 0 || s >= 6 with s = 7");

        let one8 = b.ins().iconst(types::I8, 1);
        let not = b.ins().bnot(one8);
        assert_eq!(k(&mut b, not), Some(-2), "bnot is bitwise: !1 is 0xfe, which a branch takes");
        let x = b.ins().bxor_imm_u(one8, 1);
        assert_eq!(k(&mut b, x), Some(0), "1 ^ 1");
        let m18 = b.ins().iconst(types::I8, 0xff);
        let u = b.ins().uextend(types::I32, m18);
        let s = b.ins().sextend(types::I32, m18);
        assert_eq!((k(&mut b, u), k(&mut b, s)), (Some(255), Some(-1)));
        let big = b.ins().iconst(types::I32, 0x1ff);
        let r = b.ins().ireduce(types::I8, big);
        assert_eq!(k(&mut b, r), Some(-1), "0x1ff as i8 is 0xff");
        let pick = b.ins().select(lt, seven, m1);
        assert_eq!(k(&mut b, pick), Some(-1), "select takes the third operand when false");

        // Anything that depends on the block parameter is not known.
        let c = b.ins().icmp(IntCC::Equal, p, zero);
        assert_eq!(k(&mut b, c), None);
        let or = b.ins().bor(c, ge);
        assert_eq!(k(&mut b, or), None, "no short cut through `|`: only known operands");
        let add = b.ins().iadd(seven, seven);
        let sub = b.ins().isub(zero, add);
        assert_eq!(k(&mut b, sub), Some(-14), "arithmetic wraps as i32");
        let mul = b.ins().imul(m1, m1);
        assert_eq!(k(&mut b, mul), Some(1));
        let add = b.ins().iadd(p, seven);
        assert_eq!(k(&mut b, add), None);

        // Vectors: a splat is its lane's value, a vector comparison's true is -1 (all ones).
        let two = b.ins().iconst(types::I32, 2);
        let (v2, v0) = (b.ins().splat(types::I32X4, two), b.ins().splat(types::I32X4, zero));
        let le = b.ins().icmp(IntCC::SignedLessThanOrEqual, v2, v0);
        let gt = b.ins().icmp(IntCC::SignedGreaterThan, v2, v0);
        assert_eq!((k(&mut b, le), k(&mut b, gt)), (Some(0), Some(-1)), "rand_int(0, 2)'s hi <= lo");
        let d = b.ins().isub(v2, v0);
        assert_eq!(k(&mut b, d), Some(2));
        let vp = b.ins().splat(types::I32X4, p);
        let e = b.ins().icmp(IntCC::Equal, vp, v0);
        assert_eq!(k(&mut b, e), None);
        b.ins().return_(&[]);
        b.seal_all_blocks();
    }
}
