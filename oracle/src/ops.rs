//! Operators, per type: `+ - * / % & | ^ << >>`, unary `- ! ~`, and comparisons.
//!
//! Integers are 32-bit two's complement and never trap: arithmetic wraps, division and
//! remainder have defined results for a zero divisor and for `INT_MIN / -1`, and shift amounts
//! are taken modulo 32. Floats are IEEE 754 binary32/binary64 with round-to-nearest-even, every
//! operation rounded on its own (no fused multiply-add), subnormals kept.

use crate::CmpOp;

// ---- int (i32) ----------------------------------------------------------------------------

/// `a + b`, wrapping.
pub fn int_add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

/// `a - b`, wrapping.
pub fn int_sub(a: i32, b: i32) -> i32 {
    a.wrapping_sub(b)
}

/// `a * b`, wrapping (the low 32 bits of the product).
pub fn int_mul(a: i32, b: i32) -> i32 {
    a.wrapping_mul(b)
}

/// `a / b` truncated toward zero; `a / 0` is 0 and `INT_MIN / -1` is `INT_MIN`.
pub fn int_div(a: i32, b: i32) -> i32 {
    if b == 0 { 0 } else { a.wrapping_div(b) }
}

/// `a % b` with the sign of `a` (`a == b * (a / b) + a % b`); `a % 0` is `a`, `INT_MIN % -1` is 0.
pub fn int_rem(a: i32, b: i32) -> i32 {
    if b == 0 { a } else { a.wrapping_rem(b) }
}

/// `a & b`.
pub fn int_and(a: i32, b: i32) -> i32 {
    a & b
}

/// `a | b`.
pub fn int_or(a: i32, b: i32) -> i32 {
    a | b
}

/// `a ^ b`.
pub fn int_xor(a: i32, b: i32) -> i32 {
    a ^ b
}

/// `a << (b mod 32)` (the amount's low five bits; `1 << -1` is `1 << 31`).
pub fn int_shl(a: i32, b: i32) -> i32 {
    a.wrapping_shl(b as u32)
}

/// `a >> (b mod 32)`, arithmetic (copies of the sign bit shift in).
pub fn int_shr(a: i32, b: i32) -> i32 {
    a.wrapping_shr(b as u32)
}

/// `-a`, wrapping (`-INT_MIN` is `INT_MIN`).
pub fn int_neg(a: i32) -> i32 {
    a.wrapping_neg()
}

/// `~a`.
pub fn int_not(a: i32) -> i32 {
    !a
}

/// `a op b`, signed.
pub fn int_cmp(op: CmpOp, a: i32, b: i32) -> bool {
    ordered(op, a.cmp(&b))
}

// ---- uint (u32) ---------------------------------------------------------------------------

/// `a + b`, wrapping.
pub fn uint_add(a: u32, b: u32) -> u32 {
    a.wrapping_add(b)
}

/// `a - b`, wrapping (`0u - 1u` is `0xFFFFFFFF`).
pub fn uint_sub(a: u32, b: u32) -> u32 {
    a.wrapping_sub(b)
}

/// `a * b`, wrapping.
pub fn uint_mul(a: u32, b: u32) -> u32 {
    a.wrapping_mul(b)
}

/// `a / b` (unsigned); `a / 0` is 0.
pub fn uint_div(a: u32, b: u32) -> u32 {
    a.checked_div(b).unwrap_or(0)
}

/// `a % b` (unsigned); `a % 0` is `a`.
pub fn uint_rem(a: u32, b: u32) -> u32 {
    a.checked_rem(b).unwrap_or(a)
}

/// `a & b`.
pub fn uint_and(a: u32, b: u32) -> u32 {
    a & b
}

/// `a | b`.
pub fn uint_or(a: u32, b: u32) -> u32 {
    a | b
}

/// `a ^ b`.
pub fn uint_xor(a: u32, b: u32) -> u32 {
    a ^ b
}

/// `a << (b mod 32)`.
pub fn uint_shl(a: u32, b: u32) -> u32 {
    a.wrapping_shl(b)
}

/// `a >> (b mod 32)`, logical (zeros shift in).
pub fn uint_shr(a: u32, b: u32) -> u32 {
    a.wrapping_shr(b)
}

/// `~a`.
pub fn uint_not(a: u32) -> u32 {
    !a
}

/// `a op b`, unsigned.
pub fn uint_cmp(op: CmpOp, a: u32, b: u32) -> bool {
    ordered(op, a.cmp(&b))
}

fn ordered(op: CmpOp, o: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        CmpOp::Eq => o == Equal,
        CmpOp::Ne => o != Equal,
        CmpOp::Lt => o == Less,
        CmpOp::Le => o != Greater,
        CmpOp::Gt => o == Greater,
        CmpOp::Ge => o != Less,
    }
}

// ---- bool ---------------------------------------------------------------------------------

/// `!a`.
pub fn bool_not(a: bool) -> bool {
    !a
}

// ---- float (f32) and double (f64) ---------------------------------------------------------

/// `a + b`, IEEE binary32, rounded to nearest even.
pub fn float_add(a: f32, b: f32) -> f32 {
    a + b
}

/// `a - b`, IEEE binary32.
pub fn float_sub(a: f32, b: f32) -> f32 {
    a - b
}

/// `a * b`, IEEE binary32 (never fused with a following add).
pub fn float_mul(a: f32, b: f32) -> f32 {
    a * b
}

/// `a / b`, IEEE binary32, correctly rounded (`1/0` is +inf, `0/0` is NaN).
pub fn float_div(a: f32, b: f32) -> f32 {
    a / b
}

/// `-a`: flips the sign bit (`-0.0` from `0.0`).
pub fn float_neg(a: f32) -> f32 {
    -a
}

/// `a op b`, IEEE ordered: false when either side is NaN, except `!=`, which is then true.
pub fn float_cmp(op: CmpOp, a: f32, b: f32) -> bool {
    match op {
        CmpOp::Eq => a == b,
        CmpOp::Ne => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Le => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::Ge => a >= b,
    }
}

/// `a + b`, IEEE binary64, rounded to nearest even.
pub fn double_add(a: f64, b: f64) -> f64 {
    a + b
}

/// `a - b`, IEEE binary64.
pub fn double_sub(a: f64, b: f64) -> f64 {
    a - b
}

/// `a * b`, IEEE binary64 (never fused with a following add).
pub fn double_mul(a: f64, b: f64) -> f64 {
    a * b
}

/// `a / b`, IEEE binary64, correctly rounded.
pub fn double_div(a: f64, b: f64) -> f64 {
    a / b
}

/// `-a`: flips the sign bit.
pub fn double_neg(a: f64) -> f64 {
    -a
}

/// `a op b`, IEEE ordered: false when either side is NaN, except `!=`.
pub fn double_cmp(op: CmpOp, a: f64, b: f64) -> bool {
    match op {
        CmpOp::Eq => a == b,
        CmpOp::Ne => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Le => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::Ge => a >= b,
    }
}
