//! Conversions between `bool int uint float double`, implicit (widening) and explicit alike.
//!
//! float → integer truncates toward zero and saturates at the target's range, NaN giving 0;
//! int ↔ uint reinterprets the 32 bits; integer → float and double → float round to nearest
//! even; to bool is `!= 0`; from bool is 0 or 1. The saturating conversions are written out
//! here rather than borrowed from Rust's `as`, so the rule is visible; tests check that they
//! agree with `as` everywhere.

use crate::{Ty, Val};

/// float → int: NaN → 0; `x >= 2^31` → `INT_MAX`; `x <= -2^31` → `INT_MIN`; else `trunc(x)`.
pub fn float_to_int(x: f32) -> i32 {
    double_to_int(x as f64)
}

/// float → uint: NaN → 0; `x >= 2^32` → `0xFFFFFFFF`; `x < 0` → 0 (so `-0.9` → 0); else `trunc(x)`.
pub fn float_to_uint(x: f32) -> u32 {
    double_to_uint(x as f64)
}

/// double → int: NaN → 0; `x >= 2^31` → `INT_MAX`; `x <= -2^31` → `INT_MIN`; else `trunc(x)`.
pub fn double_to_int(x: f64) -> i32 {
    if x.is_nan() {
        0
    } else if x >= 2147483648.0 {
        i32::MAX
    } else if x <= -2147483648.0 {
        i32::MIN
    } else {
        // |trunc(x)| < 2^31: exact.
        x.trunc() as i32
    }
}

/// double → uint: NaN → 0; `x >= 2^32` → `0xFFFFFFFF`; `x < 0` → 0; else `trunc(x)`.
pub fn double_to_uint(x: f64) -> u32 {
    if x.is_nan() || x <= -1.0 {
        0
    } else if x >= 4294967296.0 {
        u32::MAX
    } else {
        // -1 < x < 2^32: trunc(x) is in [0, 2^32) (negative fractions truncate to -0 → 0).
        x.trunc() as u32
    }
}

/// int → float, rounded to nearest even (`16777217` → `16777216.0`).
pub fn int_to_float(x: i32) -> f32 {
    x as f32
}

/// uint → float, rounded to nearest even (`0xFFFFFFFF` → `4294967296.0`).
pub fn uint_to_float(x: u32) -> f32 {
    x as f32
}

/// int → double, exact.
pub fn int_to_double(x: i32) -> f64 {
    x as f64
}

/// uint → double, exact.
pub fn uint_to_double(x: u32) -> f64 {
    x as f64
}

/// float → double, exact.
pub fn float_to_double(x: f32) -> f64 {
    x as f64
}

/// double → float, rounded to nearest even; overflow gives ±inf, underflow subnormals or ±0.
pub fn double_to_float(x: f64) -> f32 {
    x as f32
}

/// int → uint: the same 32 bits.
pub fn int_to_uint(x: i32) -> u32 {
    x as u32
}

/// uint → int: the same 32 bits.
pub fn uint_to_int(x: u32) -> i32 {
    x as i32
}

/// int → bool: `x != 0`.
pub fn int_to_bool(x: i32) -> bool {
    x != 0
}

/// uint → bool: `x != 0`.
pub fn uint_to_bool(x: u32) -> bool {
    x != 0
}

/// float → bool: `x != 0.0` (so `-0.0` → false, NaN → true).
pub fn float_to_bool(x: f32) -> bool {
    x != 0.0
}

/// double → bool: `x != 0.0` (so `-0.0` → false, NaN → true).
pub fn double_to_bool(x: f64) -> bool {
    x != 0.0
}

/// bool → int: 1 or 0.
pub fn bool_to_int(b: bool) -> i32 {
    b as i32
}

/// bool → uint: 1 or 0.
pub fn bool_to_uint(b: bool) -> u32 {
    b as u32
}

/// bool → float: 1.0 or +0.0.
pub fn bool_to_float(b: bool) -> f32 {
    if b { 1.0 } else { 0.0 }
}

/// bool → double: 1.0 or +0.0.
pub fn bool_to_double(b: bool) -> f64 {
    if b { 1.0 } else { 0.0 }
}

/// `to(v)`: every conversion between the five scalar types is defined (same type: unchanged).
pub fn convert(v: Val, to: Ty) -> Val {
    use Val::*;
    match (v, to) {
        (Bool(b), Ty::Bool) => Bool(b),
        (Bool(b), Ty::Int) => Int(bool_to_int(b)),
        (Bool(b), Ty::Uint) => Uint(bool_to_uint(b)),
        (Bool(b), Ty::Float) => Float(bool_to_float(b)),
        (Bool(b), Ty::Double) => Double(bool_to_double(b)),
        (Int(x), Ty::Bool) => Bool(int_to_bool(x)),
        (Int(x), Ty::Int) => Int(x),
        (Int(x), Ty::Uint) => Uint(int_to_uint(x)),
        (Int(x), Ty::Float) => Float(int_to_float(x)),
        (Int(x), Ty::Double) => Double(int_to_double(x)),
        (Uint(x), Ty::Bool) => Bool(uint_to_bool(x)),
        (Uint(x), Ty::Int) => Int(uint_to_int(x)),
        (Uint(x), Ty::Uint) => Uint(x),
        (Uint(x), Ty::Float) => Float(uint_to_float(x)),
        (Uint(x), Ty::Double) => Double(uint_to_double(x)),
        (Float(x), Ty::Bool) => Bool(float_to_bool(x)),
        (Float(x), Ty::Int) => Int(float_to_int(x)),
        (Float(x), Ty::Uint) => Uint(float_to_uint(x)),
        (Float(x), Ty::Float) => Float(x),
        (Float(x), Ty::Double) => Double(float_to_double(x)),
        (Double(x), Ty::Bool) => Bool(double_to_bool(x)),
        (Double(x), Ty::Int) => Int(double_to_int(x)),
        (Double(x), Ty::Uint) => Uint(double_to_uint(x)),
        (Double(x), Ty::Float) => Float(double_to_float(x)),
        (Double(x), Ty::Double) => Double(x),
    }
}
