//! Pinned vectors for operators, conversions and builtins: fixed inputs, outputs written as
//! literals (bit patterns where the bits matter: -0.0, subnormals, infinities, rounding ties).
//! Each case is a line of SEMANTICS.md; a change here is a change of the language.

use mw_oracle::builtins::*;
use mw_oracle::convert::*;
use mw_oracle::ops::*;
use mw_oracle::{BinOp, Builtin, CmpOp, Ty, UnOp, Val, binary, builtin, compare, convert, unary};

const IMIN: i32 = i32::MIN;
const IMAX: i32 = i32::MAX;
const UMAX: u32 = u32::MAX;

fn f(bits: u32) -> f32 {
    f32::from_bits(bits)
}

fn d(bits: u64) -> f64 {
    f64::from_bits(bits)
}

/// Asserts a float result bit for bit (NaN: any NaN).
#[track_caller]
fn eq_f(got: f32, want: f32, what: &str) {
    let ok = got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan());
    assert!(ok, "{what}: got {got:e} ({:#010X}), want {want:e} ({:#010X})", got.to_bits(), want.to_bits());
}

#[track_caller]
fn eq_d(got: f64, want: f64, what: &str) {
    let ok = got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan());
    assert!(ok, "{what}: got {got:e} ({:#018X}), want {want:e} ({:#018X})", got.to_bits(), want.to_bits());
}

const NAN: f32 = f32::NAN;
const INF: f32 = f32::INFINITY;
const DNAN: f64 = f64::NAN;
const DINF: f64 = f64::INFINITY;
/// The smallest positive subnormal float, 2^-149.
const TINY: u32 = 0x0000_0001;

// ---- integers -----------------------------------------------------------------------------

#[test]
fn int_arithmetic_wraps() {
    type Case = (fn(i32, i32) -> i32, i32, i32, i32, &'static str);
    let cases: [Case; 10] = [
        (int_add, IMAX, 1, IMIN, "INT_MAX + 1"),
        (int_add, IMIN, -1, IMAX, "INT_MIN + -1"),
        (int_sub, IMIN, 1, IMAX, "INT_MIN - 1"),
        (int_sub, 0, IMIN, IMIN, "0 - INT_MIN"),
        (int_mul, IMAX, IMAX, 1, "INT_MAX * INT_MAX"),
        (int_mul, IMAX, 2, -2, "INT_MAX * 2"),
        (int_mul, 0x10000, 0x10000, 0, "2^16 * 2^16"),
        (int_mul, IMIN, -1, IMIN, "INT_MIN * -1"),
        (int_mul, -3, 7, -21, "-3 * 7"),
        (int_add, -5, 3, -2, "-5 + 3"),
    ];
    for (op, a, b, want, what) in cases {
        assert_eq!(op(a, b), want, "{what}");
    }
    assert_eq!(int_neg(IMIN), IMIN, "-INT_MIN");
    assert_eq!(int_neg(0), 0, "-0");
    assert_eq!(int_neg(IMAX), IMIN + 1, "-INT_MAX");
}

#[test]
fn uint_arithmetic_wraps() {
    assert_eq!(uint_add(UMAX, 1), 0, "UINT_MAX + 1u");
    assert_eq!(uint_sub(0, 1), UMAX, "0u - 1u");
    assert_eq!(uint_mul(UMAX, UMAX), 1, "UINT_MAX * UINT_MAX");
    assert_eq!(uint_mul(0x8000_0000, 2), 0, "2^31 * 2");
    assert_eq!(uint_mul(0xDEAD_BEEF, 0x1234_5678), 0xDEAD_BEEFu32.wrapping_mul(0x1234_5678), "low bits");
    assert_eq!(uint_mul(65537, 65537), 0x0002_0001, "65537^2 mod 2^32");
}

#[test]
fn int_division_and_remainder() {
    // (a, b, a / b, a % b)
    let cases: [(i32, i32, i32, i32); 16] = [
        (7, 0, 0, 7),
        (-7, 0, 0, -7),
        (0, 0, 0, 0),
        (IMIN, 0, 0, IMIN),
        (IMAX, 0, 0, IMAX),
        (IMIN, -1, IMIN, 0),
        (7, 2, 3, 1),
        (-7, 2, -3, -1),
        (7, -2, -3, 1),
        (-7, -2, 3, -1),
        (7, -1, -7, 0),
        (IMAX, -1, -IMAX, 0),
        (IMIN, 2, -1073741824, 0),
        (IMIN, 3, -715827882, -2),
        (IMIN, IMAX, -1, -1),
        (1, IMIN, 0, 1),
    ];
    for (a, b, q, r) in cases {
        assert_eq!(int_div(a, b), q, "{a} / {b}");
        assert_eq!(int_rem(a, b), r, "{a} % {b}");
        if b != 0 {
            // C's identity holds wherever the divisor is not zero.
            assert_eq!(int_add(int_mul(b, int_div(a, b)), int_rem(a, b)), a, "{a} = {b} * q + r");
        }
    }
}

#[test]
fn uint_division_and_remainder() {
    let cases: [(u32, u32, u32, u32); 8] = [
        (UMAX, 0, 0, UMAX),
        (0, 0, 0, 0),
        (7, 0, 0, 7),
        (UMAX, 2, 0x7FFF_FFFF, 1),
        (0x8000_0000, 3, 715827882, 2),
        (7, UMAX, 0, 7),
        (UMAX, UMAX, 1, 0),
        (100, 7, 14, 2),
    ];
    for (a, b, q, r) in cases {
        assert_eq!(uint_div(a, b), q, "{a}u / {b}u");
        assert_eq!(uint_rem(a, b), r, "{a}u % {b}u");
    }
}

#[test]
fn shifts_take_the_amount_mod_32() {
    // (a, amount, a << amount, a >> amount) for int: arithmetic right shift.
    let cases: [(i32, i32, i32, i32); 10] = [
        (1, 33, 2, 0),
        (1, 32, 1, 1),
        (1, -1, IMIN, 0),
        (7, 64, 7, 7),
        (-7, 33, -14, -4),
        (IMIN, 66, 0, -536870912),
        (-1, 31, IMIN, -1),
        (IMIN, 31, 0, -1),
        (0x4000_0000, 1, IMIN, 0x2000_0000),
        (-8, 0, -8, -8),
    ];
    for (a, n, l, r) in cases {
        assert_eq!(int_shl(a, n), l, "{a} << {n}");
        assert_eq!(int_shr(a, n), r, "{a} >> {n}");
    }
    // uint: logical right shift.
    let ucases: [(u32, u32, u32, u32); 6] = [
        (0x8000_0000, 33, 0, 0x4000_0000),
        (UMAX, 64, UMAX, UMAX),
        (UMAX, 31, 0x8000_0000, 1),
        (1, 33, 2, 0),
        (0xF000_000F, 4, 0x0000_00F0, 0x0F00_0000),
        (1, UMAX, 0x8000_0000, 0),
    ];
    for (a, n, l, r) in ucases {
        assert_eq!(uint_shl(a, n), l, "{a:#x}u << {n}");
        assert_eq!(uint_shr(a, n), r, "{a:#x}u >> {n}");
    }
}

#[test]
fn bitwise_operators() {
    assert_eq!(int_and(-1, 0x0F0F), 0x0F0F);
    assert_eq!(int_or(IMIN, 1), IMIN + 1);
    assert_eq!(int_xor(-1, IMAX), IMIN);
    assert_eq!(int_not(0), -1);
    assert_eq!(int_not(IMIN), IMAX);
    assert_eq!(uint_and(0xFF00_FF00, 0x0FF0_0FF0), 0x0F00_0F00);
    assert_eq!(uint_or(0xF0, 0x0F), 0xFF);
    assert_eq!(uint_xor(UMAX, 0x0000_FFFF), 0xFFFF_0000);
    assert_eq!(uint_not(0), UMAX);
    assert!(bool_not(false));
    assert!(!bool_not(true));
}

#[test]
fn integer_comparisons_are_signed_or_unsigned_by_type() {
    assert!(int_cmp(CmpOp::Lt, -1, 0));
    assert!(int_cmp(CmpOp::Lt, IMIN, IMAX));
    assert!(uint_cmp(CmpOp::Gt, UMAX, 0));
    assert!(uint_cmp(CmpOp::Gt, 0x8000_0000, 0x7FFF_FFFF));
    // The same bits compare differently as int and as uint.
    assert!(int_cmp(CmpOp::Lt, IMIN, 1) && uint_cmp(CmpOp::Gt, IMIN as u32, 1));
    for (op, want) in [
        (CmpOp::Eq, false),
        (CmpOp::Ne, true),
        (CmpOp::Lt, true),
        (CmpOp::Le, true),
        (CmpOp::Gt, false),
        (CmpOp::Ge, false),
    ] {
        assert_eq!(int_cmp(op, 2, 3), want, "2 {op:?} 3");
        assert_eq!(uint_cmp(op, 2, 3), want, "2u {op:?} 3u");
    }
    for (op, want) in [
        (CmpOp::Eq, true),
        (CmpOp::Ne, false),
        (CmpOp::Lt, false),
        (CmpOp::Le, true),
        (CmpOp::Gt, false),
        (CmpOp::Ge, true),
    ] {
        assert_eq!(int_cmp(op, -4, -4), want, "-4 {op:?} -4");
    }
}

// ---- floats -------------------------------------------------------------------------------

#[test]
fn float_arithmetic_is_ieee() {
    eq_f(float_add(0.1, 0.2), f(0x3E99_999A), "0.1f + 0.2f");
    eq_d(double_add(0.1, 0.2), d(0x3FD3_3333_3333_3334), "0.1 + 0.2 (not 0.3)");
    eq_f(float_add(-0.0, 0.0), f(0x0000_0000), "-0 + 0 = +0");
    eq_f(float_add(-0.0, -0.0), f(0x8000_0000), "-0 + -0 = -0");
    eq_f(float_sub(0.0, 0.0), f(0x0000_0000), "0 - 0 = +0");
    eq_f(float_sub(-0.0, 0.0), f(0x8000_0000), "-0 - 0 = -0");
    eq_f(float_mul(-0.0, 5.0), f(0x8000_0000), "-0 * 5 = -0");
    eq_f(float_add(f32::MAX, f32::MAX), INF, "overflow to +inf");
    eq_f(float_mul(-f32::MAX, 2.0), -INF, "overflow to -inf");
    eq_f(float_div(1.0, 0.0), INF, "1 / 0");
    eq_f(float_div(-1.0, 0.0), -INF, "-1 / 0");
    eq_f(float_div(1.0, -0.0), -INF, "1 / -0");
    eq_f(float_div(0.0, 0.0), NAN, "0 / 0");
    eq_f(float_sub(INF, INF), NAN, "inf - inf");
    eq_f(float_mul(INF, 0.0), NAN, "inf * 0");
    eq_f(float_add(NAN, 1.0), NAN, "NaN + 1");
    eq_f(float_div(1.0, 3.0), f(0x3EAA_AAAB), "1 / 3 correctly rounded");
    eq_d(double_div(1.0, 3.0), d(0x3FD5_5555_5555_5555), "1 / 3 (double)");
    eq_d(double_mul(-0.0, 1.0), d(0x8000_0000_0000_0000), "-0 * 1 (double)");
    eq_d(double_div(-1.0, 0.0), -DINF, "-1 / 0 (double)");
    eq_d(double_sub(DINF, DINF), DNAN, "inf - inf (double)");
}

#[test]
fn subnormals_are_kept() {
    eq_f(float_add(f(TINY), f(TINY)), f(0x0000_0002), "2^-149 + 2^-149 (no flush to zero)");
    eq_f(float_mul(f32::MIN_POSITIVE, 0.5), f(0x0040_0000), "MIN_POSITIVE / 2 is subnormal");
    eq_f(float_sub(f(0x0080_0001), f(0x0080_0000)), f(TINY), "difference of normals is subnormal");
    eq_f(float_mul(f(TINY), 0.5), f(0x0000_0000), "half of 2^-149 ties to even: 0");
    eq_f(float_mul(f(0x0000_0003), 0.5), f(0x0000_0002), "1.5 ulp ties to even: 2");
    eq_f(float_div(f(TINY), 2.0), 0.0, "2^-149 / 2");
    eq_f(float_add(1.0, f(TINY)), 1.0, "1 + 2^-149");
    assert!(float_cmp(CmpOp::Gt, f(TINY), 0.0), "a subnormal is not zero (no denormals-are-zero)");
    eq_d(double_mul(f64::MIN_POSITIVE, 0.5), d(0x0008_0000_0000_0000), "double subnormal");
}

#[test]
fn multiply_then_add_is_never_fused() {
    // a * a = 1 + 2^-11 + 2^-24 rounds to 1 + 2^-11 (a tie, to even); an FMA would keep 2^-24.
    let a = f(0x3F80_0800); // 1 + 2^-12
    let c = -f(0x3F80_1000); // -(1 + 2^-11)
    eq_f(float_mul(a, a), f(0x3F80_1000), "(1 + 2^-12)^2 rounded");
    eq_f(float_add(float_mul(a, a), c), 0.0, "a * a + c, two roundings");
    eq_f(a.mul_add(a, c), f(0x3380_0000), "what fma(a, a, c) would give (2^-24): must not happen");
    // Double: (1 + 2^-27)^2 - (1 + 2^-26) is 0 unfused, 2^-54 fused.
    let x = d(0x3FF0_0000_0200_0000);
    let y = -d(0x3FF0_0000_0400_0000);
    eq_d(double_add(double_mul(x, x), y), 0.0, "double a * a + c");
}

#[test]
fn float_comparisons_are_ordered() {
    // (op, NaN op 1, NaN op NaN, -0 op +0)
    let cases = [
        (CmpOp::Eq, false, false, true),
        (CmpOp::Ne, true, true, false),
        (CmpOp::Lt, false, false, false),
        (CmpOp::Le, false, false, true),
        (CmpOp::Gt, false, false, false),
        (CmpOp::Ge, false, false, true),
    ];
    for (op, nan1, nannan, zeros) in cases {
        assert_eq!(float_cmp(op, NAN, 1.0), nan1, "NaN {op:?} 1");
        assert_eq!(float_cmp(op, 1.0, NAN), nan1, "1 {op:?} NaN");
        assert_eq!(float_cmp(op, NAN, NAN), nannan, "NaN {op:?} NaN");
        assert_eq!(float_cmp(op, -0.0, 0.0), zeros, "-0 {op:?} +0");
        assert_eq!(double_cmp(op, DNAN, 1.0), nan1, "NaN {op:?} 1 (double)");
        assert_eq!(double_cmp(op, -0.0, 0.0), zeros, "-0 {op:?} +0 (double)");
    }
    assert!(float_cmp(CmpOp::Gt, INF, f32::MAX));
    assert!(float_cmp(CmpOp::Lt, -INF, -f32::MAX));
    assert!(float_cmp(CmpOp::Eq, INF, INF));
}

#[test]
fn negation_flips_the_sign_bit() {
    eq_f(float_neg(0.0), f(0x8000_0000), "-(+0)");
    eq_f(float_neg(-0.0), f(0x0000_0000), "-(-0)");
    eq_f(float_neg(INF), -INF, "-inf");
    eq_f(float_neg(f(TINY)), f(0x8000_0001), "-(2^-149)");
    eq_d(double_neg(0.0), d(0x8000_0000_0000_0000), "-(+0) (double)");
}

// ---- conversions --------------------------------------------------------------------------

#[test]
fn float_to_int_truncates_and_saturates() {
    let cases: [(u32, i32, &str); 16] = [
        (0x402C_CCCD, 2, "2.7"),
        (0xC02C_CCCD, -2, "-2.7"),
        (0x5015_02F9, IMAX, "1e10"),
        (0xD015_02F9, IMIN, "-1e10"),
        (0x7FC0_0000, 0, "NaN"),
        (0xFFC0_0000, 0, "-NaN"),
        (0x7F80_0000, IMAX, "+inf"),
        (0xFF80_0000, IMIN, "-inf"),
        (0xBF00_0000, 0, "-0.5"),
        (0x4F00_0000, IMAX, "2^31 (just past INT_MAX)"),
        (0xCF00_0000, IMIN, "-2^31 (exactly INT_MIN)"),
        (0x4EFF_FFFF, 2147483520, "largest float below 2^31"),
        (0xCF00_0001, IMIN, "just below -2^31"),
        (TINY, 0, "2^-149"),
        (0x8000_0000, 0, "-0.0"),
        (0x3F7F_FFFF, 0, "0.99999994"),
    ];
    for (bits, want, what) in cases {
        assert_eq!(float_to_int(f(bits)), want, "int({what})");
    }
}

#[test]
fn float_to_uint_truncates_and_saturates() {
    let cases: [(u32, u32, &str); 14] = [
        (0x402C_CCCD, 2, "2.7"),
        (0xC02C_CCCD, 0, "-2.7"),
        (0x5015_02F9, UMAX, "1e10"),
        (0xD015_02F9, 0, "-1e10"),
        (0x7FC0_0000, 0, "NaN"),
        (0x7F80_0000, UMAX, "+inf"),
        (0xFF80_0000, 0, "-inf"),
        (0x4F32_D05E, 3_000_000_000, "3e9"),
        (0x4F95_02F9, UMAX, "5e9"),
        (0xBF66_6666, 0, "-0.9"),
        (0x4F7F_FFFF, 4294967040, "largest float below 2^32"),
        (0x4F80_0000, UMAX, "2^32"),
        (0x4F00_0000, 0x8000_0000, "2^31"),
        (0xBF80_0000, 0, "-1.0"),
    ];
    for (bits, want, what) in cases {
        assert_eq!(float_to_uint(f(bits)), want, "uint({what})");
    }
}

#[test]
fn double_to_integers_truncate_and_saturate() {
    let cases: [(f64, i32, u32); 12] = [
        (2147483647.9, IMAX, 2147483647),
        (-2147483648.9, IMIN, 0),
        (1e300, IMAX, UMAX),
        (-1e300, IMIN, 0),
        (DNAN, 0, 0),
        (-123.99, -123, 0),
        (4294967295.5, IMAX, UMAX),
        (4294967296.0, IMAX, UMAX),
        (-2147483649.0, IMIN, 0),
        (-0.5, 0, 0),
        (DINF, IMAX, UMAX),
        (2147483648.0, IMAX, 0x8000_0000),
    ];
    for (x, i, u) in cases {
        assert_eq!(double_to_int(x), i, "int({x:e})");
        assert_eq!(double_to_uint(x), u, "uint({x:e})");
    }
}

#[test]
fn integer_to_float_rounds_to_nearest_even() {
    let cases: [(i32, u32, &str); 8] = [
        (16777216, 0x4B80_0000, "2^24"),
        (16777217, 0x4B80_0000, "2^24 + 1 ties to 2^24"),
        (16777219, 0x4B80_0002, "2^24 + 3 ties to 2^24 + 4"),
        (IMAX, 0x4F00_0000, "INT_MAX rounds to 2^31"),
        (IMIN, 0xCF00_0000, "INT_MIN exact"),
        (2147483583, 0x4EFF_FFFF, "2^31 - 65 rounds down"),
        (-16777217, 0xCB80_0000, "-(2^24 + 1)"),
        (0, 0x0000_0000, "0 is +0"),
    ];
    for (x, bits, what) in cases {
        eq_f(int_to_float(x), f(bits), what);
    }
    let ucases: [(u32, u32, &str); 4] = [
        (UMAX, 0x4F80_0000, "UINT_MAX rounds to 2^32"),
        (0x8000_0000, 0x4F00_0000, "2^31"),
        (4294967168, 0x4F80_0000, "2^32 - 128 ties to even (2^32)"),
        (4294967167, 0x4F7F_FFFF, "2^32 - 129 rounds down"),
    ];
    for (x, bits, what) in ucases {
        eq_f(uint_to_float(x), f(bits), what);
    }
    eq_d(int_to_double(IMIN), -2147483648.0, "int to double is exact");
    eq_d(uint_to_double(UMAX), 4294967295.0, "uint to double is exact");
}

#[test]
fn float_double_conversions() {
    eq_d(float_to_double(f(TINY)), d(0x36A0_0000_0000_0000), "2^-149 widens exactly");
    eq_d(float_to_double(-0.0), d(0x8000_0000_0000_0000), "-0 widens to -0");
    eq_f(double_to_float(0.1), f(0x3DCC_CCCD), "0.1 narrows to nearest");
    eq_f(double_to_float(1e300), INF, "overflow narrows to +inf");
    eq_f(double_to_float(-1e300), -INF, "overflow narrows to -inf");
    eq_f(double_to_float(1e-50), f(0x0000_0000), "underflow to +0");
    eq_f(double_to_float(-1e-50), f(0x8000_0000), "underflow to -0");
    eq_f(double_to_float(1e-40), f(0x0001_16C2), "subnormal result");
    eq_f(double_to_float(1.0 + 2f64.powi(-24)), 1.0, "tie to even (down)");
    eq_f(double_to_float(1.0 + 3.0 * 2f64.powi(-24)), f(0x3F80_0002), "tie to even (up)");
    eq_f(double_to_float(f32::MAX as f64 + 2f64.powi(103)), INF, "MAX + half ulp ties to 2^128: +inf");
    eq_f(double_to_float(f32::MAX as f64 + 2f64.powi(102)), f32::MAX, "MAX + quarter ulp: MAX");
}

#[test]
fn int_uint_reinterpret_and_bool_conversions() {
    assert_eq!(int_to_uint(-1), UMAX);
    assert_eq!(int_to_uint(IMIN), 0x8000_0000);
    assert_eq!(uint_to_int(0x8000_0000), IMIN);
    assert_eq!(uint_to_int(UMAX), -1);
    assert!(!int_to_bool(0) && int_to_bool(-1) && int_to_bool(IMIN));
    assert!(!uint_to_bool(0) && uint_to_bool(0x8000_0000));
    assert!(!float_to_bool(0.0), "0.0 is false");
    assert!(!float_to_bool(-0.0), "-0.0 is false");
    assert!(float_to_bool(NAN), "NaN is true");
    assert!(float_to_bool(f(TINY)), "a subnormal is true");
    assert!(!double_to_bool(-0.0) && double_to_bool(DNAN));
    assert_eq!((bool_to_int(true), bool_to_int(false)), (1, 0));
    assert_eq!((bool_to_uint(true), bool_to_uint(false)), (1, 0));
    eq_f(bool_to_float(false), f(0x0000_0000), "false is +0.0");
    eq_f(bool_to_float(true), 1.0, "true is 1.0");
    eq_d(bool_to_double(true), 1.0, "true is 1.0 (double)");
}

#[test]
fn saturating_conversions_agree_with_rust_as() {
    // The written-out rules agree with Rust's `as` (which is also Cranelift's fcvt_*_sat)
    // on edge patterns and a sweep of pseudo-random bit patterns.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let edges32 =
        [0u32, 0x8000_0000, TINY, 0x7F80_0000, 0xFF80_0000, 0x7FC0_0000, 0x4F00_0000, 0xCF00_0000, 0x4F80_0000];
    for bits in edges32.into_iter().chain((0..200_000).map(|_| next() as u32)) {
        let v = f(bits);
        assert_eq!(float_to_int(v), v as i32, "int({bits:#x})");
        assert_eq!(float_to_uint(v), v as u32, "uint({bits:#x})");
    }
    for _ in 0..200_000 {
        let bits = next();
        let v = d(bits);
        assert_eq!(double_to_int(v), v as i32, "int({bits:#x})");
        assert_eq!(double_to_uint(v), v as u32, "uint({bits:#x})");
    }
}

// ---- builtins -----------------------------------------------------------------------------

#[test]
fn sqrt_is_correctly_rounded() {
    eq_f(float_sqrt(2.0), f(0x3FB5_04F3), "sqrt(2)");
    eq_f(float_sqrt(-0.0), f(0x8000_0000), "sqrt(-0) = -0");
    eq_f(float_sqrt(-1.0), NAN, "sqrt(-1)");
    eq_f(float_sqrt(INF), INF, "sqrt(inf)");
    eq_f(float_sqrt(f(TINY)), f(0x1A35_04F3), "sqrt(2^-149)");
    eq_f(float_sqrt(16.0), 4.0, "sqrt(16)");
    eq_d(double_sqrt(2.0), d(0x3FF6_A09E_667F_3BCD), "sqrt(2) (double)");
}

#[test]
fn abs_wraps_and_clears_the_sign() {
    assert_eq!(int_abs(IMIN), IMIN, "abs(INT_MIN)");
    assert_eq!(int_abs(-5), 5);
    assert_eq!(int_abs(IMAX), IMAX);
    assert_eq!(uint_abs(UMAX), UMAX);
    eq_f(float_abs(-0.0), f(0x0000_0000), "abs(-0)");
    eq_f(float_abs(-INF), INF, "abs(-inf)");
    eq_f(float_abs(f(0x8000_0001)), f(TINY), "abs(-2^-149)");
    eq_d(double_abs(-2.5), 2.5, "abs(-2.5) (double)");
}

#[test]
fn floor_ceil_trunc_keep_signed_zeros() {
    // (x, floor, ceil, trunc)
    let cases: [(f32, u32, u32, u32); 8] = [
        (-0.5, 0xBF80_0000, 0x8000_0000, 0x8000_0000),
        (0.5, 0x0000_0000, 0x3F80_0000, 0x0000_0000),
        (-0.0, 0x8000_0000, 0x8000_0000, 0x8000_0000),
        (2.5, 0x4000_0000, 0x4040_0000, 0x4000_0000),
        (-2.5, 0xC040_0000, 0xC000_0000, 0xC000_0000),
        (-2.7, 0xC040_0000, 0xC000_0000, 0xC000_0000),
        (8388609.0, 0x4B00_0001, 0x4B00_0001, 0x4B00_0001),
        (f32::from_bits(TINY), 0x0000_0000, 0x3F80_0000, 0x0000_0000),
    ];
    for (x, fl, ce, tr) in cases {
        eq_f(float_floor(x), f(fl), &format!("floor({x:e})"));
        eq_f(float_ceil(x), f(ce), &format!("ceil({x:e})"));
        eq_f(float_trunc(x), f(tr), &format!("trunc({x:e})"));
    }
    eq_f(float_floor(INF), INF, "floor(inf)");
    eq_f(float_ceil(NAN), NAN, "ceil(NaN)");
    eq_d(double_floor(-0.5), -1.0, "floor(-0.5) (double)");
    eq_d(double_ceil(-0.5), d(0x8000_0000_0000_0000), "ceil(-0.5) = -0 (double)");
    eq_d(double_trunc(-2.7), -2.0, "trunc(-2.7) (double)");
}

#[test]
fn round_is_half_to_even() {
    let cases: [(f32, u32); 14] = [
        (0.5, 0x0000_0000),
        (1.5, 0x4000_0000),
        (2.5, 0x4000_0000),
        (3.5, 0x4080_0000),
        (-0.5, 0x8000_0000),
        (-1.5, 0xC000_0000),
        (-2.5, 0xC000_0000),
        (2.7, 0x4040_0000),
        (-2.7, 0xC040_0000),
        (0.49999997, 0x0000_0000),
        (0.495, 0x0000_0000),
        (8388608.5, 0x4B00_0000),
        (8388609.0, 0x4B00_0001),
        (-0.0, 0x8000_0000),
    ];
    for (x, bits) in cases {
        eq_f(float_round(x), f(bits), &format!("round({x:e})"));
    }
    eq_f(float_round(NAN), NAN, "round(NaN)");
    eq_f(float_round(-INF), -INF, "round(-inf)");
    for (x, want) in [(0.5, 0.0), (1.5, 2.0), (2.5, 2.0), (-2.5, -2.0), (4503599627370497.0, 4503599627370497.0)] {
        eq_d(double_round(x), want, &format!("round({x:e}) (double)"));
    }
    eq_d(double_round(-0.5), d(0x8000_0000_0000_0000), "round(-0.5) = -0 (double)");
}

#[test]
fn min_max_are_the_select_forms() {
    eq_f(float_min(NAN, 1.0), 1.0, "min(NaN, 1)");
    eq_f(float_min(1.0, NAN), NAN, "min(1, NaN)");
    eq_f(float_max(NAN, 1.0), 1.0, "max(NaN, 1)");
    eq_f(float_max(1.0, NAN), NAN, "max(1, NaN)");
    eq_f(float_min(1.0, 2.0), 1.0, "min(1, 2)");
    eq_f(float_max(1.0, 2.0), 2.0, "max(1, 2)");
    eq_f(float_min(-0.0, 0.0), f(0x0000_0000), "min(-0, +0) = +0");
    eq_f(float_min(0.0, -0.0), f(0x8000_0000), "min(+0, -0) = -0");
    eq_f(float_max(-0.0, 0.0), f(0x0000_0000), "max(-0, +0) = +0");
    eq_f(float_max(0.0, -0.0), f(0x8000_0000), "max(+0, -0) = -0");
    eq_f(float_min(-INF, NAN), NAN, "min(-inf, NaN)");
    eq_d(double_min(DNAN, 1.0), 1.0, "min(NaN, 1) (double)");
    eq_d(double_max(1.0, DNAN), DNAN, "max(1, NaN) (double)");
    eq_d(double_min(0.0, -0.0), d(0x8000_0000_0000_0000), "min(+0, -0) (double)");
    assert_eq!(int_min(-1, 1), -1);
    assert_eq!(int_max(IMIN, IMAX), IMAX);
    assert_eq!(uint_min(UMAX, 1), 1, "unsigned: 0xFFFFFFFF is large");
    assert_eq!(uint_max(0x8000_0000, 1), 0x8000_0000);
}

#[test]
fn fmod_is_exact_with_the_dividends_sign() {
    eq_f(float_fmod(-7.5, 2.0), -1.5, "fmod(-7.5, 2)");
    eq_f(float_fmod(7.5, -2.0), 1.5, "fmod(7.5, -2)");
    eq_f(float_fmod(5.0, INF), 5.0, "fmod(5, inf)");
    eq_f(float_fmod(INF, 2.0), NAN, "fmod(inf, 2)");
    eq_f(float_fmod(5.0, 0.0), NAN, "fmod(5, 0)");
    eq_f(float_fmod(-0.0, 1.0), f(0x8000_0000), "fmod(-0, 1) = -0");
    eq_f(float_fmod(-4.0, 2.0), f(0x8000_0000), "fmod(-4, 2) = -0");
    eq_f(float_fmod(1e10, 3.0), 1.0, "fmod(1e10, 3): exact, not 1e10 - 3 * trunc(1e10 / 3)");
    eq_f(float_fmod(1e30, 7.0), 1.0, "fmod(1e30, 7)");
    eq_f(float_fmod(f(TINY), 1.0), f(TINY), "fmod(2^-149, 1)");
    eq_d(double_fmod(7.5, -2.0), 1.5, "fmod(7.5, -2) (double)");
    eq_d(double_fmod(1e300, 7.0), 1.0, "fmod(1e300, 7) (double)");
    eq_d(double_fmod(1e300, 0.1), 0.00011215964963492975, "fmod(1e300, 0.1): exact in the binary values");
}

#[test]
fn copysign_isnan_isinf() {
    eq_f(float_copysign(1.0, -0.0), -1.0, "copysign(1, -0)");
    eq_f(float_copysign(-2.0, 3.0), 2.0, "copysign(-2, 3)");
    eq_f(float_copysign(0.0, -1.0), f(0x8000_0000), "copysign(0, -1)");
    eq_f(float_copysign(INF, -NAN), INF, "a NaN sign operand counts as the canonical NaN: +");
    eq_f(float_copysign(-1.0, f(0xFFC0_0000)), 1.0, "x86's default NaN is negative; it counts as +");
    eq_d(double_copysign(1.0, -DNAN), 1.0, "a NaN sign operand (double): +");
    eq_d(double_copysign(3.0, -0.0), -3.0, "copysign(3, -0) (double)");
    assert!(float_isnan(NAN) && float_isnan(-NAN) && !float_isnan(INF) && !float_isnan(f(TINY)));
    assert!(float_isinf(INF) && float_isinf(-INF) && !float_isinf(f32::MAX) && !float_isinf(NAN));
    assert!(double_isnan(DNAN) && !double_isnan(DINF));
    assert!(double_isinf(-DINF) && !double_isinf(f64::MAX));
}

#[test]
fn bits_and_mulhi() {
    assert_eq!(float_bits(1.0), 0x3F80_0000);
    assert_eq!(float_bits(-0.0), 0x8000_0000);
    assert_eq!(float_bits(f(TINY)), 1);
    eq_f(bits_float(0x7F80_0000), INF, "bits_float(0x7F800000)");
    eq_f(bits_float(0xFF80_0000), -INF, "bits_float(0xFF800000)");
    eq_f(bits_float(0x3F80_0000), 1.0, "bits_float(0x3F800000)");
    // A bit cast moves every non-NaN pattern unchanged; float_bits of any NaN is the canonical
    // NaN's encoding.
    for bits in [0x7F80_0000, 0xFF80_0000, 0x8000_0000, TINY, 0x7F7F_FFFF] {
        assert_eq!(float_bits(bits_float(bits)), bits, "round trip {bits:#X}");
    }
    for nan in [0x7FC0_0000, 0x7FC0_0001, 0x7F80_0001, 0xFFFF_FFFF, 0xFFC0_0000] {
        assert_eq!(float_bits(bits_float(nan)), 0x7FC0_0000, "float_bits(bits_float({nan:#X}))");
        assert_eq!(bits_float(nan).to_bits(), nan, "bits_float({nan:#X}) keeps the pattern");
    }
    assert_eq!(float_canon(f(0xFFC0_0000)).to_bits(), CANON_FLOAT);
    assert_eq!(double_canon(-DNAN).to_bits(), CANON_DOUBLE);
    assert_eq!(float_canon(-0.0).to_bits(), 0x8000_0000, "only NaNs change");
    assert_eq!(mulhi(UMAX, UMAX), 0xFFFF_FFFE);
    assert_eq!(mulhi(0x8000_0000, 2), 1);
    assert_eq!(mulhi(0x1_0000, 0x1_0000), 1);
    assert_eq!(mulhi(123, 456), 0);
    assert_eq!(mulhi(0xDEAD_BEEF, 20), 17);
}

// ---- the enum-driven entry points ---------------------------------------------------------

#[test]
fn enum_entry_points_follow_the_checker() {
    use Val::*;
    assert_eq!(binary(BinOp::Div, Int(IMIN), Int(-1)), Some(Int(IMIN)));
    assert_eq!(binary(BinOp::Rem, Uint(7), Uint(0)), Some(Uint(7)));
    assert_eq!(binary(BinOp::Shl, Int(1), Uint(33)), Some(Int(2)), "a uint amount shifts an int");
    assert_eq!(binary(BinOp::Shr, Uint(0x8000_0000), Int(-1)), Some(Uint(1)), "amount -1 is 31");
    assert_eq!(binary(BinOp::Rem, Float(1.0), Float(2.0)), None, "no % on floats");
    assert_eq!(binary(BinOp::And, Float(1.0), Float(2.0)), None, "no & on floats");
    assert_eq!(binary(BinOp::Add, Int(1), Uint(2)), None, "int and uint don't mix");
    assert_eq!(binary(BinOp::Add, Bool(true), Bool(true)), None, "no arithmetic on bool");
    assert!(binary(BinOp::Div, Float(0.0), Float(0.0)).unwrap().same(Float(f32::NAN)));
    assert_eq!(unary(UnOp::Neg, Uint(1)), None, "no - on uint");
    assert_eq!(unary(UnOp::Neg, Int(IMIN)), Some(Int(IMIN)));
    assert_eq!(unary(UnOp::Not, Int(0)), None, "! needs a bool");
    assert_eq!(unary(UnOp::BitNot, Uint(0)), Some(Uint(UMAX)));
    assert!(unary(UnOp::Neg, Float(0.0)).unwrap().same(Float(-0.0)));
    assert!(!unary(UnOp::Neg, Float(0.0)).unwrap().same(Float(0.0)), "same() tells -0 from +0");
    assert_eq!(compare(CmpOp::Ne, Double(f64::NAN), Double(f64::NAN)), Some(true));
    assert_eq!(compare(CmpOp::Lt, Bool(false), Bool(true)), None, "bools only compare for equality");
    assert_eq!(compare(CmpOp::Eq, Bool(true), Bool(true)), Some(true));
    assert_eq!(compare(CmpOp::Lt, Int(-1), Uint(0)), None);
    assert_eq!(convert(Float(-2.7), Ty::Int), Int(-2));
    assert_eq!(convert(Double(-1.0), Ty::Uint), Uint(0));
    assert_eq!(convert(Float(f32::NAN), Ty::Bool), Bool(true));
    assert_eq!(convert(Bool(true), Ty::Double), Double(1.0));
    assert_eq!(convert(Int(-1), Ty::Uint), Uint(UMAX));
    assert_eq!(convert(Uint(UMAX), Ty::Float), Float(4294967296.0));
    assert_eq!(builtin(Builtin::Min, &[Float(f32::NAN), Float(1.0)]), Some(Float(1.0)));
    assert_eq!(builtin(Builtin::Abs, &[Int(IMIN)]), Some(Int(IMIN)));
    assert_eq!(builtin(Builtin::Round, &[Double(2.5)]), Some(Double(2.0)));
    assert_eq!(builtin(Builtin::MulHi, &[Uint(UMAX), Uint(2)]), Some(Uint(1)));
    assert_eq!(builtin(Builtin::IsInf, &[Double(f64::NEG_INFINITY)]), Some(Bool(true)));
    assert_eq!(builtin(Builtin::Sqrt, &[Int(4)]), None, "the checker widens ints first");
    assert_eq!(builtin(Builtin::FloatBits, &[Double(1.0)]), None, "float_bits is float only");
    assert_eq!(builtin(Builtin::MulHi, &[Int(1), Int(2)]), None, "mulhi is uint only");
    assert_eq!(builtin(Builtin::Fmod, &[Int(1), Int(2)]), None);
    assert_eq!(builtin(Builtin::Min, &[Int(1)]), None, "min takes two");
}

#[test]
fn every_conversion_is_defined() {
    let vals = [
        Val::Bool(true),
        Val::Int(-3),
        Val::Uint(3_000_000_000),
        Val::Float(-2.5),
        Val::Double(1e300),
        Val::Float(f32::NAN),
    ];
    let tys = [Ty::Bool, Ty::Int, Ty::Uint, Ty::Float, Ty::Double];
    for v in vals {
        for t in tys {
            let c = convert(v, t);
            assert_eq!(c.ty(), t, "{v:?} to {t:?}");
            if v.ty() == t {
                assert!(c.same(v), "{v:?} to its own type is unchanged");
            }
        }
    }
    assert!(Val::Float(f32::from_bits(0x7FC0_0000)).same(Val::Float(f32::from_bits(0xFFC0_0000))), "NaNs are a class");
    assert!(!Val::Float(1.0).same(Val::Double(1.0)), "types differ");
    assert_eq!(Val::Bool(true).bits(), 1);
    assert_eq!(Val::Int(-1).bits(), 0xFFFF_FFFF);
}
