//! The builtins the code generators implement directly (`Builtin` in `jit/src/ir.rs`), for the
//! types the checker accepts. Vectors apply the float version lane by lane (`sqrt abs floor ceil
//! trunc round min max` accept `vec2 vec3 vec4`). Everything else in the library (sin, exp, dot,
//! the random distributions) is written in the language itself, in `stdlib/prelude.mwc`.

// ---- sqrt ---------------------------------------------------------------------------------

/// IEEE square root, correctly rounded (`sqrt(-0.0)` is `-0.0`, negative → NaN).
pub fn float_sqrt(x: f32) -> f32 {
    x.sqrt()
}

/// IEEE square root, correctly rounded.
pub fn double_sqrt(x: f64) -> f64 {
    x.sqrt()
}

// ---- abs ----------------------------------------------------------------------------------

/// `x < 0 ? -x : x`, wrapping: `abs(INT_MIN)` is `INT_MIN`.
pub fn int_abs(x: i32) -> i32 {
    x.wrapping_abs()
}

/// The value itself.
pub fn uint_abs(x: u32) -> u32 {
    x
}

/// Clears the sign bit (`abs(-0.0)` is `+0.0`).
pub fn float_abs(x: f32) -> f32 {
    x.abs()
}

/// Clears the sign bit.
pub fn double_abs(x: f64) -> f64 {
    x.abs()
}

// ---- rounding to integers -----------------------------------------------------------------

/// Largest integer `<= x` (`floor(-0.0)` is `-0.0`; ±inf and NaN unchanged).
pub fn float_floor(x: f32) -> f32 {
    x.floor()
}

/// Smallest integer `>= x` (`ceil(-0.5)` is `-0.0`).
pub fn float_ceil(x: f32) -> f32 {
    x.ceil()
}

/// `x` rounded toward zero (`trunc(-0.5)` is `-0.0`).
pub fn float_trunc(x: f32) -> f32 {
    x.trunc()
}

/// Nearest integer, ties to even (`round(2.5)` is 2, `round(-0.5)` is `-0.0`): C's `rintf`,
/// not `roundf`.
pub fn float_round(x: f32) -> f32 {
    x.round_ties_even()
}

/// Largest integer `<= x`.
pub fn double_floor(x: f64) -> f64 {
    x.floor()
}

/// Smallest integer `>= x`.
pub fn double_ceil(x: f64) -> f64 {
    x.ceil()
}

/// `x` rounded toward zero.
pub fn double_trunc(x: f64) -> f64 {
    x.trunc()
}

/// Nearest integer, ties to even: C's `rint`, not `round`.
pub fn double_round(x: f64) -> f64 {
    x.round_ties_even()
}

// ---- min and max --------------------------------------------------------------------------

/// `a < b ? a : b` (signed).
pub fn int_min(a: i32, b: i32) -> i32 {
    if a < b { a } else { b }
}

/// `a > b ? a : b` (signed).
pub fn int_max(a: i32, b: i32) -> i32 {
    if a > b { a } else { b }
}

/// `a < b ? a : b` (unsigned).
pub fn uint_min(a: u32, b: u32) -> u32 {
    if a < b { a } else { b }
}

/// `a > b ? a : b` (unsigned).
pub fn uint_max(a: u32, b: u32) -> u32 {
    if a > b { a } else { b }
}

/// `a < b ? a : b`: `min(NaN, x)` is `x`, `min(x, NaN)` is NaN, `min(-0.0, 0.0)` is `0.0`.
/// Not C's `fminf` nor IEEE minNum.
pub fn float_min(a: f32, b: f32) -> f32 {
    if a < b { a } else { b }
}

/// `a > b ? a : b`: `max(NaN, x)` is `x`, `max(x, NaN)` is NaN, `max(0.0, -0.0)` is `-0.0`.
pub fn float_max(a: f32, b: f32) -> f32 {
    if a > b { a } else { b }
}

/// `a < b ? a : b`.
pub fn double_min(a: f64, b: f64) -> f64 {
    if a < b { a } else { b }
}

/// `a > b ? a : b`.
pub fn double_max(a: f64, b: f64) -> f64 {
    if a > b { a } else { b }
}

// ---- fmod and copysign --------------------------------------------------------------------

/// C `fmodf`: the exact remainder `a - n*b` with `n = trunc(a/b)`, sign of `a`; `fmod(x, 0)`
/// and `fmod(inf, y)` are NaN, `fmod(x, inf)` is `x`.
pub fn float_fmod(a: f32, b: f32) -> f32 {
    a % b
}

/// C `fmod`, exact.
pub fn double_fmod(a: f64, b: f64) -> f64 {
    a % b
}

/// The magnitude of `a` with the sign bit of `b` (a bit operation: `copysign(1, -0.0)` is -1);
/// a NaN `b` counts as the canonical NaN, so gives `+` ([`float_canon`]).
pub fn float_copysign(a: f32, b: f32) -> f32 {
    a.copysign(float_canon(b))
}

/// The magnitude of `a` with the sign bit of `b` (a NaN `b`: `+`).
pub fn double_copysign(a: f64, b: f64) -> f64 {
    a.copysign(double_canon(b))
}

// ---- classification -----------------------------------------------------------------------

/// `x != x`.
pub fn float_isnan(x: f32) -> bool {
    x.is_nan()
}

/// `x != x`.
pub fn double_isnan(x: f64) -> bool {
    x.is_nan()
}

/// `abs(x) == inf`.
pub fn float_isinf(x: f32) -> bool {
    x.is_infinite()
}

/// `abs(x) == inf`.
pub fn double_isinf(x: f64) -> bool {
    x.is_infinite()
}

// ---- bits ---------------------------------------------------------------------------------

/// The IEEE encoding of a float as a uint (float only; there is no double version); every NaN
/// gives the canonical NaN's encoding, `0x7FC00000`.
pub fn float_bits(x: f32) -> u32 {
    float_canon(x).to_bits()
}

/// The canonical quiet NaN for any NaN, else `x`: what a kernel stores to a component or
/// singleton. Which NaN an operation makes differs between CPUs and GPUs (and on x86 with the
/// order of the operands); what a program can see never does.
pub fn float_canon(x: f32) -> f32 {
    if x.is_nan() { f32::from_bits(CANON_FLOAT) } else { x }
}

/// The canonical quiet NaN for any NaN, else `x` ([`float_canon`]).
pub fn double_canon(x: f64) -> f64 {
    if x.is_nan() { f64::from_bits(CANON_DOUBLE) } else { x }
}

/// The canonical float NaN: quiet, positive, no payload.
pub const CANON_FLOAT: u32 = 0x7FC0_0000;
/// The canonical double NaN: quiet, positive, no payload.
pub const CANON_DOUBLE: u64 = 0x7FF8_0000_0000_0000;

/// The float whose encoding is `u` (every pattern, NaNs included, comes back unchanged).
pub fn bits_float(u: u32) -> f32 {
    f32::from_bits(u)
}

/// The high 32 bits of the 64-bit product `a * b` (uint only).
pub fn mulhi(a: u32, b: u32) -> u32 {
    ((a as u64 * b as u64) >> 32) as u32
}
