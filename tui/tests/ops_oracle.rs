//! Every IR operator, conversion and builtin of the language through the scalar kernel, the SIMD
//! kernel and the oracle (`mw-oracle`, SEMANTICS.md as code), on random inputs mixed with the
//! special values each rule is about (NaNs with payloads, ±inf, ±0, subnormals, rounding ties,
//! the int and uint limits of conversions, shift amounts around 32).
//!
//! Each test writes one environment script: input components `InB InI InU InF InD` (fields `a`,
//! `b` of bool, int, uint, float, double), one output component per system with one field per
//! expression, and one per-row system per group of expressions; `init_world` spawns one row per
//! world. Inputs go in through imports (so nothing is folded at compile time), the simulation
//! steps once, and the output rows are read back raw.
//!
//! Checks, for every expression and row:
//! - the scalar kernel, the SIMD kernel and the CUDA generator's C++ (built for the host,
//!   `Backend::CudaHost`) store identical bits;
//! - each equals the oracle's result as stored ([`Val::canon`]), bit for bit: a stored NaN is
//!   the canonical one (SEMANTICS.md section 8), whichever NaN the operations made. A bool
//!   result must be stored as the word 0 or 1.
//!
//! Systems are grouped so that the ones the SIMD kernels can run (no integer division, no
//! shifts by a computed amount, no fmod, no doubles) really get SIMD kernels, and the test
//! asserts they computed rows in them; the others (listed in `scalar_only`) run the scalar
//! kernel in both runs.
//!
//! `MW_OPS_CASES=100000` runs that many rows (worlds) per test instead of the default
//! [`DEFAULT_CASES`]; `MW_OPS_SEED` changes the seed. The first rows of each type are the cross
//! product of its special values, the rest random.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use mw::{Backend, Config, LoadOptions, Simulation};
use mw_oracle::{BinOp, Builtin, CmpOp, Ty, UnOp, Val};
use mw_runtime::schema::CompId;
use mw_tests::Rng;

/// Rows (one per world) per test by default: every pair of special values of each type, and
/// at least 4,000 random pairs (the doubles have the most specials: 61, so 3,721 pairs).
const DEFAULT_CASES: usize = 8192;

/// The seed by default (`MW_OPS_SEED` overrides it); each test derives its own from it.
const DEFAULT_SEED: u64 = 0x05EE_D0F0_AC1E;

// ---- inputs -------------------------------------------------------------------------------

/// One row's inputs: `a` and `b` of every type; bools as the raw 32-bit words stored (any
/// nonzero word reads as true).
#[derive(Clone, Copy, Debug)]
struct Inp {
    b: [u32; 2],
    i: [i32; 2],
    u: [u32; 2],
    f: [f32; 2],
    d: [f64; 2],
}

impl Inp {
    fn get(&self, t: Ty, k: usize) -> Val {
        match t {
            Ty::Bool => Val::Bool(self.b[k] != 0),
            Ty::Int => Val::Int(self.i[k]),
            Ty::Uint => Val::Uint(self.u[k]),
            Ty::Float => Val::Float(self.f[k]),
            Ty::Double => Val::Double(self.d[k]),
        }
    }

    fn show(&self, t: Ty) -> String {
        let p = prefix(t);
        match t {
            Ty::Bool => format!("{p}.a = word {:#x}, {p}.b = word {:#x}", self.b[0], self.b[1]),
            _ => format!("{p}.a = {}, {p}.b = {}", show(self.get(t, 0)), show(self.get(t, 1))),
        }
    }
}

fn prefix(t: Ty) -> &'static str {
    match t {
        Ty::Bool => "b",
        Ty::Int => "i",
        Ty::Uint => "u",
        Ty::Float => "f",
        Ty::Double => "d",
    }
}

fn ty_name(t: Ty) -> &'static str {
    match t {
        Ty::Bool => "bool",
        Ty::Int => "int",
        Ty::Uint => "uint",
        Ty::Float => "float",
        Ty::Double => "double",
    }
}

fn show(v: Val) -> String {
    match v {
        Val::Bool(b) => format!("bool {b}"),
        Val::Int(i) => format!("int {:#010x} ({i})", i as u32),
        Val::Uint(u) => format!("uint {u:#010x} ({u})"),
        Val::Float(f) => format!("float {:#010x} ({f:e})", f.to_bits()),
        Val::Double(d) => format!("double {:#018x} ({d:e})", d.to_bits()),
    }
}

const INT_SPECIALS: &[i32] = &[
    0,
    1,
    -1,
    2,
    -2,
    3,
    7,
    -7,
    31,
    32,
    33,
    64,
    46341,
    65536,
    -65536,
    16777217,
    -16777217,
    0x5555_5555,
    i32::MAX,
    i32::MAX - 1,
    i32::MIN,
    i32::MIN + 1,
];

const UINT_SPECIALS: &[u32] = &[
    0,
    1,
    2,
    3,
    7,
    31,
    32,
    33,
    64,
    65536,
    16777217,
    0x7FFF_FFFF,
    0x8000_0000,
    0x8000_0001,
    0xAAAA_AAAA,
    0xFFFF_FF7F,
    0xFFFF_FF80,
    u32::MAX - 1,
    u32::MAX,
];

/// Float specials as bit patterns.
const FLOAT_SPECIALS: &[u32] = &[
    0x0000_0000, // +0
    0x8000_0000, // -0
    0x3F80_0000, // 1
    0xBF80_0000, // -1
    0x3F00_0000, // 0.5
    0xBF00_0000, // -0.5
    0x3FC0_0000, // 1.5
    0xBFC0_0000, // -1.5
    0x4020_0000, // 2.5
    0xC020_0000, // -2.5
    0x4060_0000, // 3.5
    0x3EFF_FFFF, // 0.49999997
    0xBF66_6666, // -0.9
    0x4040_0000, // 3
    0x4B00_0000, // 8388608
    0x4AFF_FFFF, // 8388607.5
    0x4B80_0000, // 16777216
    0x4EFF_FFFF, // 2147483520 (largest below 2^31)
    0x4F00_0000, // 2^31
    0xCF00_0000, // -2^31
    0xCF00_0001, // -2147483904
    0x4F7F_FFFF, // 4294967040 (largest below 2^32)
    0x4F80_0000, // 2^32
    0x7F80_0000, // +inf
    0xFF80_0000, // -inf
    0x7FC0_0000, // quiet NaN
    0xFFC0_0000, // -quiet NaN (x86's default NaN)
    0x7FC1_2345, // NaN with a payload
    0xFFD5_5555, // -NaN with a payload
    0x7F80_0001, // signalling NaN
    0xFF81_2345, // -signalling NaN with a payload
    0x7FFF_FFFF, // NaN, all ones
    0x0000_0001, // smallest subnormal
    0x8000_0001, // -smallest subnormal
    0x007F_FFFF, // largest subnormal
    0x807F_FFFF, // -largest subnormal
    0x0080_0000, // f32::MIN_POSITIVE
    0x7F7F_FFFF, // f32::MAX
    0xFF7F_FFFF, // -f32::MAX
    0x3EAA_AAAB, // 1/3
];

/// Double specials as bit patterns.
fn double_specials() -> Vec<u64> {
    let mut v: Vec<u64> = [
        0.0f64,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        1.5,
        -1.5,
        2.5,
        -2.5,
        3.5,
        -0.9,
        0.49999999999999994,
        3.0,
        4503599627370496.5, // not representable: 2^52 + 0.5 rounds to 2^52
        4503599627370495.5,
        2147483647.0,
        2147483647.9,
        2147483648.0,
        -2147483648.0,
        -2147483648.5,
        -2147483649.0,
        4294967295.0,
        4294967295.5,
        4294967296.0,
        16777217.0,
        f32::MAX as f64,
        f32::from_bits(1) as f64, // the smallest float subnormal
        f32::from_bits(0x007F_FFFF) as f64,
        1e300,
        -1e300,
        f64::MAX,
        f64::MIN_POSITIVE,
        1.0 / 3.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
    ]
    .iter()
    .map(|x| x.to_bits())
    .collect();
    // Ties of double → float rounding, and the doubles either side of each.
    for tie in [
        f32::MAX as f64 + 2f64.powi(103), // f32::MAX plus half an ulp: rounds to inf
        2f64.powi(-150),                  // half the smallest subnormal: ties to even, 0
        3.0 * 2f64.powi(-150),            // one and a half subnormals: ties to even, 2
        1.0 + 2f64.powi(-24),             // 1 plus half an ulp: ties to even, 1
        1.0 + 3.0 * 2f64.powi(-24),       // 1 plus one and a half ulps: up
    ] {
        v.extend([tie.to_bits(), tie.to_bits() - 1, tie.to_bits() + 1]);
    }
    v.extend([
        0x7FF8_0000_0000_0000, // quiet NaN
        0xFFF8_0000_0000_0000, // -quiet NaN (x86's default)
        0x7FF8_0000_0012_3456, // payload
        0xFFFC_0000_0000_0001, // -NaN with a payload
        0x7FF0_0000_0000_0001, // signalling NaN
        0xFFF4_0000_0000_0000, // -signalling NaN
        0x0000_0000_0000_0001, // smallest subnormal
        0x8000_0000_0000_0001,
        0x000F_FFFF_FFFF_FFFF, // largest subnormal
        0x800F_FFFF_FFFF_FFFF,
    ]);
    v
}

const BOOL_SPECIALS: &[u32] = &[0, 1, 2, 0x100, 0x8000_0000, 0xFFFF_FFFF];

/// `n` pairs: the cross product of `specials` first (as much as fits), then `random` pairs,
/// with `b` sometimes equal to `a` or to a neighbour of it.
fn pairs<T: Copy>(n: usize, specials: &[T], rng: &mut Rng, mut random: impl FnMut(&mut Rng) -> T) -> Vec<[T; 2]> {
    let mut out = Vec::with_capacity(n);
    for &a in specials {
        for &b in specials {
            if out.len() < n {
                out.push([a, b]);
            }
        }
    }
    while out.len() < n {
        let a = if rng.chance(30) { specials[rng.below(specials.len())] } else { random(rng) };
        let b = if rng.chance(10) {
            a
        } else if rng.chance(30) {
            specials[rng.below(specials.len())]
        } else {
            random(rng)
        };
        out.push([a, b]);
    }
    out
}

fn rand_u32(rng: &mut Rng) -> u32 {
    match rng.below(4) {
        0 => rng.next() as u32,
        1 => (rng.next() as u32) >> rng.below(32),
        2 => rng.below(80) as u32,
        _ => (rng.below(80) as u32).wrapping_neg(),
    }
}

fn rand_f32(rng: &mut Rng) -> u32 {
    match rng.below(6) {
        0 => rng.next() as u32,
        // Quarter steps: rounding ties, exact products.
        1 => ((rng.below(257) as f32 - 128.0) / 4.0).to_bits(),
        // Any exponent near the int limits and small integers.
        2 => {
            let m = (rng.next() as u32 >> 9) | 0x3F80_0000;
            let e = rng.below(40) as i32 - 4;
            let s = if rng.chance(50) { 1.0 } else { -1.0 };
            (f32::from_bits(m) * 2f32.powi(e) * s).to_bits()
        }
        3 => (rand_u32(rng) as i32 as f32).to_bits(),
        // Neighbours of specials: one ulp either side.
        4 => FLOAT_SPECIALS[rng.below(FLOAT_SPECIALS.len())].wrapping_add(if rng.chance(50) { 1 } else { u32::MAX }),
        // Subnormals.
        _ => rng.next() as u32 & 0x807F_FFFF,
    }
}

fn rand_f64(rng: &mut Rng, specials: &[u64]) -> u64 {
    match rng.below(7) {
        0 => rng.next(),
        1 => ((rng.below(257) as f64 - 128.0) / 4.0).to_bits(),
        2 => {
            let m = (rng.next() >> 12) | 0x3FF0_0000_0000_0000;
            let e = rng.below(70) as i32 - 4;
            let s = if rng.chance(50) { 1.0 } else { -1.0 };
            (f64::from_bits(m) * 2f64.powi(e) * s).to_bits()
        }
        // Exactly a float, or a float plus a fraction of its ulp (double → float rounding).
        3 => {
            let f = f32::from_bits(rand_f32(rng)) as f64;
            if rng.chance(50) { f.to_bits() } else { f.to_bits().wrapping_add(rng.next() >> 35) }
        }
        4 => specials[rng.below(specials.len())].wrapping_add(if rng.chance(50) { 1 } else { u64::MAX }),
        5 => (rand_u32(rng) as i32 as f64 + rng.below(8) as f64 / 8.0).to_bits(),
        _ => rng.next() & 0x800F_FFFF_FFFF_FFFF,
    }
}

fn inputs(n: usize, seed: u64) -> Vec<Inp> {
    let mut rng = Rng(seed);
    let ds = double_specials();
    let b = pairs(n, BOOL_SPECIALS, &mut rng, |r| if r.chance(50) { r.below(2) as u32 } else { r.next() as u32 });
    let i = pairs(n, INT_SPECIALS, &mut rng, |r| rand_u32(r) as i32);
    let u = pairs(n, UINT_SPECIALS, &mut rng, rand_u32);
    let f = pairs(n, FLOAT_SPECIALS, &mut rng, rand_f32);
    let d = pairs(n, &ds, &mut rng, |r| rand_f64(r, &ds));
    (0..n)
        .map(|k| Inp { b: b[k], i: i[k], u: u[k], f: f[k].map(f32::from_bits), d: d[k].map(f64::from_bits) })
        .collect()
}

// ---- the expressions ----------------------------------------------------------------------

type Oracle = Box<dyn Fn(&Inp) -> Val>;

/// One output field: an expression over the inputs and what the oracle says it is.
struct Op {
    expr: String,
    /// The input types it reads (for reports).
    uses: Vec<Ty>,
    oracle: Oracle,
}

/// One per-row system computing several expressions.
struct Sys {
    name: &'static str,
    /// Whether the SIMD kernels can run it, and so the test asserts they did (`false`: not
    /// asserted either way).
    simd: bool,
    ops: Vec<Op>,
}

impl Sys {
    fn new(name: &'static str, simd: bool) -> Sys {
        Sys { name, simd, ops: Vec::new() }
    }

    fn op(&mut self, expr: impl Into<String>, uses: &[Ty], oracle: impl Fn(&Inp) -> Val + 'static) -> &mut Sys {
        self.ops.push(Op { expr: expr.into(), uses: uses.to_vec(), oracle: Box::new(oracle) });
        self
    }

    /// `t.a SYM t.b`.
    fn bin(&mut self, t: Ty, sym: &str, op: BinOp) -> &mut Sys {
        let p = prefix(t);
        self.op(format!("{p}.a {sym} {p}.b"), &[t], move |x| binary(op, x.get(t, 0), x.get(t, 1)))
    }

    /// `ta.a SYM tb.b` for a shift whose amount has another type.
    fn shift_by(&mut self, t: Ty, sym: &str, op: BinOp, amount: Ty) -> &mut Sys {
        let (p, q) = (prefix(t), prefix(amount));
        self.op(format!("{p}.a {sym} {q}.b"), &[t, amount], move |x| binary(op, x.get(t, 0), x.get(amount, 1)))
    }

    /// `t.a SYM literal`.
    fn bin_lit(&mut self, t: Ty, sym: &str, op: BinOp, lit: &str, v: Val) -> &mut Sys {
        let p = prefix(t);
        self.op(format!("{p}.a {sym} {lit}"), &[t], move |x| binary(op, x.get(t, 0), v))
    }

    fn un(&mut self, t: Ty, sym: &str, op: UnOp) -> &mut Sys {
        let p = prefix(t);
        self.op(format!("{sym}{p}.a"), &[t], move |x| mw_oracle::unary(op, x.get(t, 0)).expect("unary"))
    }

    fn cmp(&mut self, t: Ty, sym: &str, op: CmpOp) -> &mut Sys {
        let p = prefix(t);
        self.op(format!("{p}.a {sym} {p}.b"), &[t], move |x| {
            Val::Bool(mw_oracle::compare(op, x.get(t, 0), x.get(t, 1)).expect("compare"))
        })
    }

    /// Every comparison on `t` (`ordered` adds `< <= > >=`).
    fn cmps(&mut self, t: Ty, ordered: bool) -> &mut Sys {
        self.cmp(t, "==", CmpOp::Eq).cmp(t, "!=", CmpOp::Ne);
        if ordered {
            self.cmp(t, "<", CmpOp::Lt).cmp(t, "<=", CmpOp::Le).cmp(t, ">", CmpOp::Gt).cmp(t, ">=", CmpOp::Ge);
        }
        self
    }

    /// `to(from.a)`, or the cast form `(to)from.a`.
    fn conv(&mut self, from: Ty, to: Ty, cast: bool) -> &mut Sys {
        let (p, n) = (prefix(from), ty_name(to));
        let expr = if cast { format!("({n}){p}.a") } else { format!("{n}({p}.a)") };
        self.op(expr, &[from], move |x| mw_oracle::convert(x.get(from, 0), to))
    }

    /// `name(t.a)` or `name(t.a, t.b)`; `widen` converts the arguments first (the checker's
    /// implicit int → float for `sqrt(n)`).
    fn call(&mut self, name: &str, b: Builtin, t: Ty, arity: usize, widen: Option<Ty>) -> &mut Sys {
        let p = prefix(t);
        let expr = if arity == 1 { format!("{name}({p}.a)") } else { format!("{name}({p}.a, {p}.b)") };
        self.op(expr, &[t], move |x| {
            let args: Vec<Val> = (0..arity)
                .map(|k| match widen {
                    Some(w) => mw_oracle::convert(x.get(t, k), w),
                    None => x.get(t, k),
                })
                .collect();
            mw_oracle::builtin(b, &args).unwrap_or_else(|| panic!("the oracle has no {b:?} of {args:?}"))
        })
    }
}

fn binary(op: BinOp, a: Val, b: Val) -> Val {
    mw_oracle::binary(op, a, b).unwrap_or_else(|| panic!("the oracle has no {op:?} of {a:?}, {b:?}"))
}

const ARITH: [(&str, BinOp); 4] = [("+", BinOp::Add), ("-", BinOp::Sub), ("*", BinOp::Mul), ("/", BinOp::Div)];
const BITS: [(&str, BinOp); 3] = [("&", BinOp::And), ("|", BinOp::Or), ("^", BinOp::Xor)];
const SHIFTS: [(&str, BinOp); 2] = [("<<", BinOp::Shl), (">>", BinOp::Shr)];

/// int and uint: the operators and builtins SIMD kernels run (no division, constant shifts),
/// and a scalar-only system with division, remainder and shifts by computed amounts.
fn integer_systems(t: Ty) -> Vec<Sys> {
    let mut s = Sys::new(if t == Ty::Int { "int_ops" } else { "uint_ops" }, true);
    for (sym, op) in &ARITH[..3] {
        s.bin(t, sym, *op);
    }
    for (sym, op) in BITS {
        s.bin(t, sym, op);
    }
    for (sym, op) in SHIFTS {
        // Constant amounts, written in the shifted value's type so they stay constants.
        if t == Ty::Int {
            for n in [0, 1, 5, 16, 31, 32, 33, 63, -1, -31] {
                s.bin_lit(t, sym, op, &n.to_string(), Val::Int(n));
            }
        } else {
            for n in [0u32, 1, 5, 16, 31, 32, 33, 63, 0xFFFF_FFFF] {
                s.bin_lit(t, sym, op, &format!("{n}u"), Val::Uint(n));
            }
        }
    }
    if t == Ty::Int {
        s.un(t, "-", UnOp::Neg);
    }
    s.un(t, "~", UnOp::BitNot);
    s.cmps(t, true);
    s.call("abs", Builtin::Abs, t, 1, None);
    s.call("min", Builtin::Min, t, 2, None);
    s.call("max", Builtin::Max, t, 2, None);
    // Float builtins of an integer: the argument is widened to float.
    s.call("sqrt", Builtin::Sqrt, t, 1, Some(Ty::Float));
    s.call("floor", Builtin::Floor, t, 1, Some(Ty::Float));
    s.call("round", Builtin::Round, t, 1, Some(Ty::Float));
    s.call("isnan", Builtin::IsNan, t, 1, Some(Ty::Float));
    s.call("copysign", Builtin::Copysign, t, 2, Some(Ty::Float));
    // An integer next to a float is converted (rounded) to float.
    let p = prefix(t);
    s.op(format!("{p}.a + f.b"), &[t, Ty::Float], move |x| {
        binary(BinOp::Add, mw_oracle::convert(x.get(t, 0), Ty::Float), x.get(Ty::Float, 1))
    });
    s.op(format!("{p}.a < f.b"), &[t, Ty::Float], move |x| {
        Val::Bool(
            mw_oracle::compare(CmpOp::Lt, mw_oracle::convert(x.get(t, 0), Ty::Float), x.get(Ty::Float, 1)).unwrap(),
        )
    });
    if t == Ty::Uint {
        s.call("mulhi", Builtin::MulHi, t, 2, None);
        s.call("bits_float", Builtin::BitsFloat, t, 1, None);
    }

    let mut d = Sys::new(if t == Ty::Int { "int_div" } else { "uint_div" }, false);
    d.bin(t, "/", BinOp::Div).bin(t, "%", BinOp::Rem);
    for (sym, op) in SHIFTS {
        d.shift_by(t, sym, op, Ty::Int).shift_by(t, sym, op, Ty::Uint);
    }
    // fmod of integers: widened to float.
    d.call("fmod", Builtin::Fmod, t, 2, Some(Ty::Float));
    let mut out = vec![s, d];
    if t == Ty::Uint {
        // A uint shifted by an int literal: the amount is converted to uint.
        let mut l = Sys::new("uint_shift_int_literal", false);
        for (sym, op) in SHIFTS {
            for n in [0, 3, 31, 32, 33, -1] {
                l.bin_lit(t, sym, op, &n.to_string(), Val::Int(n));
            }
        }
        out.push(l);
    }
    out
}

fn float_systems() -> Vec<Sys> {
    let t = Ty::Float;
    let mut s = Sys::new("float_ops", true);
    for (sym, op) in ARITH {
        s.bin(t, sym, op);
    }
    s.un(t, "-", UnOp::Neg);
    s.cmps(t, true);
    for (name, b) in [
        ("sqrt", Builtin::Sqrt),
        ("abs", Builtin::Abs),
        ("floor", Builtin::Floor),
        ("ceil", Builtin::Ceil),
        ("trunc", Builtin::Trunc),
        ("round", Builtin::Round),
        ("isnan", Builtin::IsNan),
        ("isinf", Builtin::IsInf),
        ("float_bits", Builtin::FloatBits),
    ] {
        s.call(name, b, t, 1, None);
    }
    for (name, b) in [("min", Builtin::Min), ("max", Builtin::Max), ("copysign", Builtin::Copysign)] {
        s.call(name, b, t, 2, None);
    }
    // `c ? x : y` keeps the chosen side's bits, NaN payloads included.
    s.op("b.a ? f.a : f.b", &[Ty::Bool, Ty::Float], |x| {
        if x.b[0] != 0 { x.get(Ty::Float, 0) } else { x.get(Ty::Float, 1) }
    });

    let mut m = Sys::new("float_fmod", false);
    m.call("fmod", Builtin::Fmod, t, 2, None);
    vec![s, m]
}

fn double_systems() -> Vec<Sys> {
    let t = Ty::Double;
    let mut s = Sys::new("double_ops", false);
    for (sym, op) in ARITH {
        s.bin(t, sym, op);
    }
    s.un(t, "-", UnOp::Neg);
    s.cmps(t, true);
    for (name, b) in [
        ("sqrt", Builtin::Sqrt),
        ("abs", Builtin::Abs),
        ("floor", Builtin::Floor),
        ("ceil", Builtin::Ceil),
        ("trunc", Builtin::Trunc),
        ("round", Builtin::Round),
        ("isnan", Builtin::IsNan),
        ("isinf", Builtin::IsInf),
    ] {
        s.call(name, b, t, 1, None);
    }
    for (name, b) in
        [("min", Builtin::Min), ("max", Builtin::Max), ("copysign", Builtin::Copysign), ("fmod", Builtin::Fmod)]
    {
        s.call(name, b, t, 2, None);
    }
    // Implicit widening to double: float, int and uint next to a double.
    for w in [Ty::Float, Ty::Int, Ty::Uint] {
        let p = prefix(w);
        s.op(format!("{p}.a * d.b"), &[w, t], move |x| {
            binary(BinOp::Mul, mw_oracle::convert(x.get(w, 0), t), x.get(t, 1))
        });
    }
    s.op("d.a == f.b", &[t, Ty::Float], move |x| {
        Val::Bool(mw_oracle::compare(CmpOp::Eq, x.get(t, 0), mw_oracle::convert(x.get(Ty::Float, 1), t)).unwrap())
    });
    vec![s]
}

fn bool_systems() -> Vec<Sys> {
    let t = Ty::Bool;
    let mut s = Sys::new("bool_ops", true);
    s.un(t, "!", UnOp::Not);
    s.cmps(t, false);
    s.op("b.a && b.b", &[t], |x| Val::Bool(x.b[0] != 0 && x.b[1] != 0));
    s.op("b.a || b.b", &[t], |x| Val::Bool(x.b[0] != 0 || x.b[1] != 0));
    s.op("b.a ? i.a : i.b", &[t, Ty::Int], |x| Val::Int(if x.b[0] != 0 { x.i[0] } else { x.i[1] }));
    vec![s]
}

/// Every conversion between the five scalar types, both spellings; those to or from double
/// in a scalar-only system.
fn conversion_systems() -> Vec<Sys> {
    const ALL: [Ty; 5] = [Ty::Bool, Ty::Int, Ty::Uint, Ty::Float, Ty::Double];
    let mut s = Sys::new("conv_simd", true);
    let mut d = Sys::new("conv_double", false);
    for from in ALL {
        for to in ALL {
            let sys = if from == Ty::Double || to == Ty::Double { &mut d } else { &mut s };
            sys.conv(from, to, false);
            if from != to {
                sys.conv(from, to, true);
            }
        }
    }
    vec![s, d]
}

/// Operands the optimiser might rewrite: literals on either side (`x + 0.0` is not `x` for
/// `x = -0.0`, `x * 0.0` is not `0` for infinities, `x / -1` must not trap), the same operand
/// twice (`x == x` is false for NaN, `x - x` is NaN for infinities, `x / x` is 0 for an integer 0),
/// and a multiply next to an add (never fused). Literals are typed by their context
/// (SEMANTICS.md section 2): `0.1` next to a float is the float nearest 0.1.
fn literal_systems() -> Vec<Sys> {
    use Ty::*;
    let ints: [(&str, i32); 6] = [("0", 0), ("1", 1), ("-1", -1), ("2", 2), ("7", 7), ("-2147483648", i32::MIN)];
    let uints: [(&str, u32); 6] =
        [("0u", 0), ("1u", 1), ("2u", 2), ("7u", 7), ("0x80000000u", 0x8000_0000), ("0xFFFFFFFFu", u32::MAX)];
    let floats: [(&str, f64); 9] = [
        ("0.0", 0.0),
        ("-0.0", -0.0),
        ("1.0", 1.0),
        ("-1.0", -1.0),
        ("2.0", 2.0),
        ("0.5", 0.5),
        ("3.0", 3.0),
        ("0.1", 0.1),
        ("1e30", 1e30),
    ];
    let lit = |t: Ty, v: f64| match t {
        Float => Val::Float(v as f32),
        _ => Val::Double(v),
    };
    let cmps = [
        ("==", CmpOp::Eq),
        ("!=", CmpOp::Ne),
        ("<", CmpOp::Lt),
        ("<=", CmpOp::Le),
        (">", CmpOp::Gt),
        (">=", CmpOp::Ge),
    ];
    let mut out = Vec::new();
    for t in [Int, Uint] {
        let p = prefix(t);
        let lits: Vec<(String, Val)> = if t == Int {
            ints.iter().map(|(s, v)| (s.to_string(), Val::Int(*v))).collect()
        } else {
            uints.iter().map(|(s, v)| (s.to_string(), Val::Uint(*v))).collect()
        };
        let mut s = Sys::new(if t == Int { "lit_int" } else { "lit_uint" }, true);
        for (text, k) in &lits {
            let k = *k;
            for (sym, op) in ARITH[..3].iter().chain(&BITS) {
                let op = *op;
                s.op(format!("{p}.a {sym} {text}"), &[t], move |x| binary(op, x.get(t, 0), k));
                s.op(format!("{text} {sym} {p}.a"), &[t], move |x| binary(op, k, x.get(t, 0)));
            }
        }
        for (text, k) in lits.iter().take(3) {
            let k = *k;
            for (sym, op) in cmps {
                s.op(format!("{p}.a {sym} {text}"), &[t], move |x| {
                    Val::Bool(mw_oracle::compare(op, x.get(t, 0), k).unwrap())
                });
            }
        }
        for (sym, op) in ARITH[..3].iter().chain(&BITS) {
            let op = *op;
            s.op(format!("{p}.a {sym} {p}.a"), &[t], move |x| binary(op, x.get(t, 0), x.get(t, 0)));
        }
        for (sym, op) in cmps {
            s.op(format!("{p}.a {sym} {p}.a"), &[t], move |x| {
                Val::Bool(mw_oracle::compare(op, x.get(t, 0), x.get(t, 0)).unwrap())
            });
        }
        for (name, b) in [("min", Builtin::Min), ("max", Builtin::Max)] {
            s.op(format!("{name}({p}.a, {p}.a)"), &[t], move |x| {
                mw_oracle::builtin(b, &[x.get(t, 0), x.get(t, 0)]).unwrap()
            });
        }
        s.op(format!("~~{p}.a"), &[t], move |x| x.get(t, 0));
        // The amount in the shifted value's type (a uint shifted by an int literal is "a computed
        // amount" to the SIMD analysis: the literal arrives converted).
        let one_text = if t == Int { "1" } else { "1u" };
        s.op(format!("({p}.a << {one_text}) >> {one_text}"), &[t], move |x| {
            let one = if t == Int { Val::Int(1) } else { Val::Uint(1) };
            binary(BinOp::Shr, binary(BinOp::Shl, x.get(t, 0), one), one)
        });
        if t == Int {
            s.op("-(-i.a)", &[t], |x| x.get(Int, 0));
            s.op("i.a * 0.1", &[t], |x| binary(BinOp::Mul, mw_oracle::convert(x.get(Int, 0), Float), Val::Float(0.1)));
        } else {
            for (text, k) in
                [("0u", 0u32), ("1u", 1), ("2u", 2), ("8u", 8), ("0x80000000u", 0x8000_0000), ("0xFFFFFFFFu", u32::MAX)]
            {
                s.op(format!("mulhi(u.a, {text})"), &[t], move |x| {
                    mw_oracle::builtin(Builtin::MulHi, &[x.get(Uint, 0), Val::Uint(k)]).unwrap()
                });
            }
            s.op("mulhi(u.a, u.a)", &[t], |x| {
                mw_oracle::builtin(Builtin::MulHi, &[x.get(Uint, 0), x.get(Uint, 0)]).unwrap()
            });
        }
        out.push(s);

        let mut d = Sys::new(if t == Int { "lit_int_div" } else { "lit_uint_div" }, false);
        let divisors: Vec<(String, Val)> = if t == Int {
            [
                ("0", 0),
                ("1", 1),
                ("-1", -1),
                ("2", 2),
                ("-2", -2),
                ("3", 3),
                ("-3", -3),
                ("5", 5),
                ("7", 7),
                ("-7", -7),
                ("16", 16),
                ("95", 95),
                ("-100", -100),
                ("641", 641),
                ("65537", 65537),
                ("1073741824", 1 << 30),
                ("1073741825", (1 << 30) + 1),
                ("2147483647", i32::MAX),
                ("-2147483647", -i32::MAX),
            ]
            .iter()
            .map(|(s, v)| (s.to_string(), Val::Int(*v)))
            .chain([("-2147483648".to_string(), Val::Int(i32::MIN))])
            .collect()
        } else {
            [
                ("0u", 0),
                ("1u", 1),
                ("2u", 2),
                ("3u", 3),
                ("7u", 7),
                ("16u", 16),
                ("95u", 95),
                ("641u", 641),
                ("0x7FFFFFFFu", 0x7FFF_FFFF),
                ("0x80000000u", 0x8000_0000),
                ("0x80000001u", 0x8000_0001),
            ]
            .iter()
            .map(|(s, v)| (s.to_string(), Val::Uint(*v)))
            .chain([("0xFFFFFFFFu".to_string(), Val::Uint(u32::MAX))])
            .collect()
        };
        for (text, k) in &divisors {
            let k = *k;
            for (sym, op) in [("/", BinOp::Div), ("%", BinOp::Rem)] {
                d.op(format!("{p}.a {sym} {text}"), &[t], move |x| binary(op, x.get(t, 0), k));
            }
        }
        for (text, k) in lits.iter().filter(|(s, _)| !s.starts_with('2')) {
            let k = *k;
            for (sym, op) in [("/", BinOp::Div), ("%", BinOp::Rem)] {
                d.op(format!("{text} {sym} {p}.b"), &[t], move |x| binary(op, k, x.get(t, 1)));
            }
        }
        for (sym, op) in [("/", BinOp::Div), ("%", BinOp::Rem)] {
            d.op(format!("{p}.a {sym} {p}.a"), &[t], move |x| binary(op, x.get(t, 0), x.get(t, 0)));
        }
        // `a == b * (a / b) + a % b` for every b (SEMANTICS.md section 4), computed in the kernel.
        d.op(format!("{p}.b * ({p}.a / {p}.b) + {p}.a % {p}.b"), &[t], move |x| x.get(t, 0));
        out.push(d);
    }
    for t in [Float, Double] {
        let p = prefix(t);
        let mut s = Sys::new(if t == Float { "lit_float" } else { "lit_double" }, t == Float);
        for (text, v) in floats {
            let k = lit(t, v);
            for (sym, op) in ARITH {
                s.op(format!("{p}.a {sym} {text}"), &[t], move |x| binary(op, x.get(t, 0), k));
                s.op(format!("{text} {sym} {p}.a"), &[t], move |x| binary(op, k, x.get(t, 0)));
            }
        }
        for (text, v) in &floats[..3] {
            let k = lit(t, *v);
            for (sym, op) in cmps {
                s.op(format!("{p}.a {sym} {text}"), &[t], move |x| {
                    Val::Bool(mw_oracle::compare(op, x.get(t, 0), k).unwrap())
                });
            }
        }
        for (sym, op) in ARITH {
            s.op(format!("{p}.a {sym} {p}.a"), &[t], move |x| binary(op, x.get(t, 0), x.get(t, 0)));
        }
        for (sym, op) in cmps {
            s.op(format!("{p}.a {sym} {p}.a"), &[t], move |x| {
                Val::Bool(mw_oracle::compare(op, x.get(t, 0), x.get(t, 0)).unwrap())
            });
        }
        for (name, b) in [("min", Builtin::Min), ("max", Builtin::Max), ("copysign", Builtin::Copysign)] {
            s.op(format!("{name}({p}.a, {p}.a)"), &[t], move |x| {
                mw_oracle::builtin(b, &[x.get(t, 0), x.get(t, 0)]).unwrap()
            });
        }
        let b1 = |b: Builtin, v: Val| mw_oracle::builtin(b, &[v]).unwrap();
        let neg = |v: Val| mw_oracle::unary(UnOp::Neg, v).unwrap();
        s.op(format!("-(-{p}.a)"), &[t], move |x| neg(neg(x.get(t, 0))));
        s.op(format!("abs(-{p}.a)"), &[t], move |x| b1(Builtin::Abs, neg(x.get(t, 0))));
        s.op(format!("sqrt({p}.a * {p}.a)"), &[t], move |x| {
            b1(Builtin::Sqrt, binary(BinOp::Mul, x.get(t, 0), x.get(t, 0)))
        });
        // No fused multiply-add, on either side of the add.
        s.op(format!("{p}.a * {p}.b + {p}.a"), &[t], move |x| {
            binary(BinOp::Add, binary(BinOp::Mul, x.get(t, 0), x.get(t, 1)), x.get(t, 0))
        });
        s.op(format!("{p}.b - {p}.a * {p}.b"), &[t], move |x| {
            binary(BinOp::Sub, x.get(t, 1), binary(BinOp::Mul, x.get(t, 0), x.get(t, 1)))
        });
        s.op(format!("{p}.a * {p}.b - {p}.a * {p}.b"), &[t], move |x| {
            let m = binary(BinOp::Mul, x.get(t, 0), x.get(t, 1));
            binary(BinOp::Sub, m, m)
        });
        s.op(format!("{p}.a * 2"), &[t], move |x| binary(BinOp::Mul, x.get(t, 0), lit(t, 2.0)));
        s.op(format!("floor({p}.a) == {p}.a"), &[t], move |x| {
            Val::Bool(mw_oracle::compare(CmpOp::Eq, b1(Builtin::Floor, x.get(t, 0)), x.get(t, 0)).unwrap())
        });
        s.op(format!("{}(int({p}.a))", ty_name(t)), &[t], move |x| {
            mw_oracle::convert(mw_oracle::convert(x.get(t, 0), Int), t)
        });
        if t == Float {
            // float_bits sees a NaN as the canonical one, whatever moved it there.
            use mw_oracle::builtins::{bits_float, float_bits};
            s.op("float_bits(b.a ? f.a : f.b)", &[Bool, Float], |x| {
                Val::Uint(float_bits(if x.b[0] != 0 { x.f[0] } else { x.f[1] }))
            });
            s.op("float_bits(bits_float(u.a))", &[Uint], |x| Val::Uint(float_bits(bits_float(x.u[0]))));
            s.op("float_bits(-f.a)", &[Float], |x| Val::Uint(float_bits(-x.f[0])));
        }
        out.push(s);
    }
    out
}

// ---- running ------------------------------------------------------------------------------

fn cases() -> usize {
    match std::env::var("MW_OPS_CASES") {
        Ok(v) => v.trim().parse().unwrap_or_else(|_| panic!("MW_OPS_CASES={v} is not a number")),
        Err(_) => DEFAULT_CASES,
    }
}

fn seed(test: &str) -> u64 {
    let base = match std::env::var("MW_OPS_SEED") {
        Ok(v) => v.trim().parse().unwrap_or_else(|_| panic!("MW_OPS_SEED={v} is not a number")),
        Err(_) => DEFAULT_SEED,
    };
    // Different inputs per test, from one seed (FNV-1a over the test's name; never 0, which
    // xorshift would keep).
    test.bytes().fold(base ^ 0xCBF2_9CE4_8422_2325, |h, c| (h ^ c as u64).wrapping_mul(0x100_0000_01B3)).max(1)
}

/// The environment script for `systems`.
fn script(systems: &[Sys], results: &[Vec<Ty>]) -> String {
    let mut s = String::from("let e = env(\"ops_oracle\");\n");
    for (t, c) in [(Ty::Bool, "InB"), (Ty::Int, "InI"), (Ty::Uint, "InU"), (Ty::Float, "InF"), (Ty::Double, "InD")] {
        let n = ty_name(t);
        writeln!(s, "e.component(\"{c}\", #{{ a: \"{n}\", b: \"{n}\" }});").unwrap();
    }
    let mut comps = ["\"InB\"", "\"InI\"", "\"InU\"", "\"InF\"", "\"InD\""].join(", ");
    for (sys, tys) in systems.iter().zip(results) {
        let fields: Vec<String> = tys.iter().enumerate().map(|(k, t)| format!("r{k}: \"{}\"", ty_name(*t))).collect();
        writeln!(s, "e.component(\"O_{}\", #{{ {} }});", sys.name, fields.join(", ")).unwrap();
        write!(comps, ", \"O_{}\"", sys.name).unwrap();
    }
    writeln!(s, "e.archetype(\"Row\", [{comps}]);").unwrap();
    s.push_str("e.systems(`\nvoid init_world() {\n    Entity r = spawn(Row);\n}\n");
    for sys in systems {
        writeln!(
            s,
            "void {n}(const InB& b, const InI& i, const InU& u, const InF& f, const InD& d, O_{n}& o) {{",
            n = sys.name
        )
        .unwrap();
        for (k, op) in sys.ops.iter().enumerate() {
            writeln!(s, "    o.r{k} = {};", op.expr).unwrap();
        }
        s.push_str("}\n");
    }
    s.push_str("`);\n");
    let names: Vec<String> = systems.iter().map(|x| format!("\"{}\"", x.name)).collect();
    writeln!(s, "e.graph([{}]);", names.join(", ")).unwrap();
    for c in ["InB", "InI", "InU", "InF", "InD"] {
        writeln!(s, "e.input(\"{}\", \"Row\", \"{c}\");", c.to_lowercase()).unwrap();
    }
    s
}

struct Run {
    /// Per system: its output rows as stored (world order), the row size and field offsets.
    out: Vec<(Vec<u8>, usize, Vec<usize>)>,
    /// Per system: rows its SIMD kernel computed.
    simd_rows: Vec<u64>,
    scalar_only: Vec<(String, String)>,
}

impl Run {
    /// The bits system `k` stored in field `f` of row `r`.
    fn bits(&self, k: usize, f: usize, r: usize, t: Ty) -> u64 {
        let (data, size, offsets) = &self.out[k];
        let at = r * size + offsets[f];
        if t == Ty::Double {
            u64::from_le_bytes(data[at..at + 8].try_into().unwrap())
        } else {
            u32::from_le_bytes(data[at..at + 4].try_into().unwrap()) as u64
        }
    }
}

fn run(path: &Path, systems: &[Sys], rows: &[Inp], no_simd: bool, backend: Backend) -> Run {
    let n = rows.len();
    let config = Config { worlds: n as u32, seed: 1, threads: 2, adaptive_threads: false, ..Config::default() };
    let opts = LoadOptions { no_simd, backend, ..LoadOptions::default() };
    let mut s = Simulation::load(path, &config, &opts).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut write = |name: &str, bytes: Vec<u8>| {
        let port = s.import_port(name).unwrap();
        s.write(&port, &bytes).unwrap();
    };
    write("inb", rows.iter().flat_map(|r| r.b.iter().flat_map(|x| x.to_le_bytes())).collect());
    write("ini", rows.iter().flat_map(|r| r.i.iter().flat_map(|x| x.to_le_bytes())).collect());
    write("inu", rows.iter().flat_map(|r| r.u.iter().flat_map(|x| x.to_le_bytes())).collect());
    write("inf", rows.iter().flat_map(|r| r.f.iter().flat_map(|x| x.to_bits().to_le_bytes())).collect());
    write("ind", rows.iter().flat_map(|r| r.d.iter().flat_map(|x| x.to_bits().to_le_bytes())).collect());
    s.step().unwrap_or_else(|e| panic!("step: {e}"));

    let spec = &s.program.spec;
    let arch = spec.archetype("Row").expect("Row").0;
    let mut out = Vec::new();
    let mut simd_rows = Vec::new();
    for sys in systems {
        let cid = spec.component(&format!("O_{}", sys.name)).expect("output component");
        let layout = s.program.layout.comp(cid);
        let (worlds, data) = s.sim.raw_rows(arch, CompId(cid.0)).expect("rows");
        assert_eq!(worlds.len(), n, "one row per world");
        assert!(worlds.iter().enumerate().all(|(k, w)| *w == k as i32), "rows in world order");
        out.push((data.to_vec(), layout.size, layout.offsets.clone()));
        let t = s.sim.last_step().iter().find(|t| !t.engine && t.name == sys.name);
        let t = t.unwrap_or_else(|| panic!("no timing for `{}` in {:?}", sys.name, s.sim.last_step()));
        assert_eq!(t.rows, n as u64, "`{}` visited every row", sys.name);
        simd_rows.push(t.simd_rows);
    }
    Run { out, simd_rows, scalar_only: s.scalar_only.clone() }
}

/// The kernel's stored bits as a value of type `t`; `None` for a bool word other than 0 or 1.
fn kernel_val(t: Ty, bits: u64) -> Option<Val> {
    Some(match t {
        Ty::Bool if bits > 1 => return None,
        Ty::Bool => Val::Bool(bits == 1),
        Ty::Int => Val::Int(bits as u32 as i32),
        Ty::Uint => Val::Uint(bits as u32),
        Ty::Float => Val::Float(f32::from_bits(bits as u32)),
        Ty::Double => Val::Double(f64::from_bits(bits)),
    })
}

fn show_bits(t: Ty, bits: u64) -> String {
    match kernel_val(t, bits) {
        Some(v) => show(v),
        None => format!("bool word {bits:#x} (not 0 or 1)"),
    }
}

/// Runs `systems` on the scalar and SIMD kernels and compares both with each other and with
/// the oracle; panics listing the disagreements (at most 8 rows per expression, then a count).
fn check(test: &str, systems: Vec<Sys>) {
    let n = cases();
    let seed = seed(test);
    let rows = inputs(n, seed);
    let results: Vec<Vec<Ty>> =
        systems.iter().map(|s| s.ops.iter().map(|o| (o.oracle)(&rows[0]).ty()).collect()).collect();
    let dir = std::env::temp_dir();
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let path: PathBuf = dir.join(format!("mw_ops_oracle_{test}_{}_{nanos}.rhai", std::process::id()));
    std::fs::write(&path, script(&systems, &results)).unwrap();
    let simd = run(&path, &systems, &rows, false, Backend::Cpu);
    let scalar = run(&path, &systems, &rows, true, Backend::Cpu);
    let cuda = run(&path, &systems, &rows, true, Backend::CudaHost);
    let _ = std::fs::remove_file(&path);

    for (k, sys) in systems.iter().enumerate() {
        assert_eq!(scalar.simd_rows[k], 0, "`{}` ran SIMD rows with no_simd", sys.name);
        if sys.simd {
            let listed = simd.scalar_only.iter().find(|(s, _)| s == sys.name);
            assert!(listed.is_none(), "`{}` should have a SIMD kernel, but: {listed:?}", sys.name);
            assert!(simd.simd_rows[k] > 0, "`{}` computed no row in a SIMD kernel", sys.name);
        }
    }

    let mut failures: Vec<String> = Vec::new();
    let mut exprs = 0;
    for (k, sys) in systems.iter().enumerate() {
        for (f, op) in sys.ops.iter().enumerate() {
            exprs += 1;
            let t = results[k][f];
            let mut count = 0;
            for (r, inp) in rows.iter().enumerate() {
                // Stored, so canonical: bit for bit, NaNs included.
                let want = (op.oracle)(inp).canon();
                let (sb, vb, cb) = (scalar.bits(k, f, r, t), simd.bits(k, f, r, t), cuda.bits(k, f, r, t));
                let mut problems = Vec::new();
                if sb != vb {
                    problems.push(format!("scalar {} but SIMD {}", show_bits(t, sb), show_bits(t, vb)));
                }
                for (which, b) in [("scalar", sb), ("SIMD", vb), ("CUDA C++", cb)] {
                    match kernel_val(t, b) {
                        Some(v) if v.ty() == want.ty() && v.bits() == want.bits() => {}
                        _ => problems.push(format!("{which} kernel {} but the oracle {}", show_bits(t, b), show(want))),
                    }
                }
                if problems.is_empty() {
                    continue;
                }
                count += 1;
                if count <= 8 {
                    let ins: Vec<String> = op.uses.iter().map(|u| inp.show(*u)).collect();
                    failures.push(format!(
                        "`{}` in `{}`, row {r}, {}: {}",
                        op.expr,
                        sys.name,
                        ins.join("; "),
                        problems.join("; ")
                    ));
                }
            }
            if count > 8 {
                failures.push(format!("`{}`: {} more rows differ", op.expr, count - 8));
            }
        }
    }
    eprintln!(
        "{test}: {exprs} expressions x {n} rows (seed {seed}), SIMD rows per system {:?}, scalar-only {:?}",
        systems.iter().map(|s| s.name).zip(&simd.simd_rows).collect::<Vec<_>>(),
        simd.scalar_only
    );
    assert!(
        failures.is_empty(),
        "{test}: {} disagreements between the kernels and the oracle (MW_OPS_SEED={} MW_OPS_CASES={n} \
         reproduces them):\n{}",
        failures.len(),
        std::env::var("MW_OPS_SEED").unwrap_or_else(|_| DEFAULT_SEED.to_string()),
        failures.join("\n")
    );
}

// ---- the tests ----------------------------------------------------------------------------

#[test]
fn int_operators_match_the_oracle() {
    check("int", integer_systems(Ty::Int));
}

#[test]
fn uint_operators_match_the_oracle() {
    check("uint", integer_systems(Ty::Uint));
}

#[test]
fn float_operators_match_the_oracle() {
    check("float", float_systems());
}

#[test]
fn double_operators_match_the_oracle() {
    check("double", double_systems());
}

#[test]
fn bool_operators_match_the_oracle() {
    check("bool", bool_systems());
}

#[test]
fn conversions_match_the_oracle() {
    check("conv", conversion_systems());
}

#[test]
fn literal_and_repeated_operands_match_the_oracle() {
    check("literal", literal_systems());
}
