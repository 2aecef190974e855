//! The reference semantics of the system language, as plain Rust: `jit/SEMANTICS.md` as code.
//!
//! Every code generator (the Cranelift scalar and SIMD kernels today, CUDA C++ next) must compute
//! exactly what these functions compute, bit for bit; tests run each backend's kernels on the
//! same inputs and compare against the oracle. The only freedom is which NaN an operation makes
//! inside a kernel (SEMANTICS.md, section 8): what a kernel stores is canonical
//! ([`Val::canon`]), so compare stored results with the oracle's result canonicalized, bit for
//! bit; [`Val::same`] treats any two NaNs of one type as equal, for values not yet stored.
//!
//! The functions are grouped as the document is:
//! - [`ops`]: `+ - * / % & | ^ << >>`, unary `- ! ~` and comparisons, per type;
//! - [`convert`](mod@convert): every conversion between `bool int uint float double`;
//! - [`builtins`]: the operations the code generators implement directly (`sqrt`, `min`, ...);
//! - [`rng`]: the counter-based random stream, keyed by the system's name, and the prelude's
//!   draws built on it.
//!
//! Vectors (`vec2 vec3 vec4 quat`) are lane-wise applications of the `float` functions, so the
//! oracle has no vector types. For property tests there is also an enum-driven entry point:
//! [`binary`], [`unary`], [`compare`], [`convert`](fn@convert) and [`builtin`] on [`Val`]
//! values, answering `None` where the type checker rejects the operands.
//!
//! Nothing here depends on the rest of the workspace: the oracle is the specification, not an
//! implementation detail of a backend.

pub mod builtins;
pub mod convert;
pub mod ops;
pub mod rng;

pub use convert::convert;

/// A scalar type of the language (vectors are lanes of `Float`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Bool,
    Int,
    Uint,
    Float,
    Double,
}

/// A scalar value of the language.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Val {
    Bool(bool),
    Int(i32),
    Uint(u32),
    Float(f32),
    Double(f64),
}

impl Val {
    /// The value's type.
    pub fn ty(self) -> Ty {
        match self {
            Val::Bool(_) => Ty::Bool,
            Val::Int(_) => Ty::Int,
            Val::Uint(_) => Ty::Uint,
            Val::Float(_) => Ty::Float,
            Val::Double(_) => Ty::Double,
        }
    }

    /// The value's bits as stored in a component: bool 0/1, int and uint as 32 bits, float and
    /// double as their IEEE encodings.
    pub fn bits(self) -> u64 {
        match self {
            Val::Bool(b) => b as u64,
            Val::Int(i) => i as u32 as u64,
            Val::Uint(u) => u as u64,
            Val::Float(f) => f.to_bits() as u64,
            Val::Double(d) => d.to_bits(),
        }
    }

    /// Whether the value is a float or double NaN.
    pub fn is_nan(self) -> bool {
        match self {
            Val::Float(f) => f.is_nan(),
            Val::Double(d) => d.is_nan(),
            _ => false,
        }
    }

    /// The value as a kernel stores it: a NaN becomes the canonical NaN
    /// ([`builtins::float_canon`]).
    pub fn canon(self) -> Val {
        match self {
            Val::Float(f) => Val::Float(builtins::float_canon(f)),
            Val::Double(d) => Val::Double(builtins::double_canon(d)),
            v => v,
        }
    }

    /// The equality backends are held to before a store: same type and same bits, except that any two NaNs of
    /// one type are equal (NaN payloads and signs are not part of the semantics).
    pub fn same(self, other: Val) -> bool {
        self.ty() == other.ty() && (self.bits() == other.bits() || (self.is_nan() && other.is_nan()))
    }
}

/// Binary operators (`&&` and `||` are control flow, not operators on values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    And,
    Or,
    Xor,
    Shl,
    Shr,
}

/// Unary operators: `-x`, `!b`, `~n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Neg,
    Not,
    BitNot,
}

/// Comparison operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// The builtins with values for arguments and result (the entity operations, `world_id` and
/// `rand_u32` depend on engine state and live in [`rng`] or nowhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    Sqrt,
    Abs,
    Floor,
    Ceil,
    Trunc,
    Round,
    Min,
    Max,
    Fmod,
    Copysign,
    IsNan,
    IsInf,
    FloatBits,
    BitsFloat,
    MulHi,
}

/// `a op b` as the IR computes it. Operands must have one type, except that a shift amount may
/// be int or uint whatever the shifted value's type (it is reinterpreted, then taken mod 32).
/// `None` where the checker rejects the operands: mixed types, `%` or bit operators on floats,
/// arithmetic on bool.
pub fn binary(op: BinOp, a: Val, b: Val) -> Option<Val> {
    use Val::*;
    use ops::*;
    if matches!(op, BinOp::Shl | BinOp::Shr) {
        let amount = match b {
            Int(n) => n as u32,
            Uint(n) => n,
            _ => return None,
        };
        return match (op, a) {
            (BinOp::Shl, Int(x)) => Some(Int(int_shl(x, amount as i32))),
            (BinOp::Shr, Int(x)) => Some(Int(int_shr(x, amount as i32))),
            (BinOp::Shl, Uint(x)) => Some(Uint(uint_shl(x, amount))),
            (BinOp::Shr, Uint(x)) => Some(Uint(uint_shr(x, amount))),
            _ => None,
        };
    }
    Some(match (a, b) {
        (Int(x), Int(y)) => Int(match op {
            BinOp::Add => int_add(x, y),
            BinOp::Sub => int_sub(x, y),
            BinOp::Mul => int_mul(x, y),
            BinOp::Div => int_div(x, y),
            BinOp::Rem => int_rem(x, y),
            BinOp::And => int_and(x, y),
            BinOp::Or => int_or(x, y),
            BinOp::Xor => int_xor(x, y),
            BinOp::Shl | BinOp::Shr => unreachable!("handled above"),
        }),
        (Uint(x), Uint(y)) => Uint(match op {
            BinOp::Add => uint_add(x, y),
            BinOp::Sub => uint_sub(x, y),
            BinOp::Mul => uint_mul(x, y),
            BinOp::Div => uint_div(x, y),
            BinOp::Rem => uint_rem(x, y),
            BinOp::And => uint_and(x, y),
            BinOp::Or => uint_or(x, y),
            BinOp::Xor => uint_xor(x, y),
            BinOp::Shl | BinOp::Shr => unreachable!("handled above"),
        }),
        (Float(x), Float(y)) => Float(match op {
            BinOp::Add => float_add(x, y),
            BinOp::Sub => float_sub(x, y),
            BinOp::Mul => float_mul(x, y),
            BinOp::Div => float_div(x, y),
            _ => return None,
        }),
        (Double(x), Double(y)) => Double(match op {
            BinOp::Add => double_add(x, y),
            BinOp::Sub => double_sub(x, y),
            BinOp::Mul => double_mul(x, y),
            BinOp::Div => double_div(x, y),
            _ => return None,
        }),
        _ => return None,
    })
}

/// `op a`. `None` where the checker rejects it: `-` on bool or uint, `!` on anything but bool,
/// `~` on anything but int and uint.
pub fn unary(op: UnOp, a: Val) -> Option<Val> {
    use Val::*;
    use ops::*;
    Some(match (op, a) {
        (UnOp::Neg, Int(x)) => Int(int_neg(x)),
        (UnOp::Neg, Float(x)) => Float(float_neg(x)),
        (UnOp::Neg, Double(x)) => Double(double_neg(x)),
        (UnOp::Not, Bool(x)) => Bool(bool_not(x)),
        (UnOp::BitNot, Int(x)) => Int(int_not(x)),
        (UnOp::BitNot, Uint(x)) => Uint(uint_not(x)),
        _ => return None,
    })
}

/// `a op b` for operands of one type. `None` for mixed types and for `< <= > >=` on bool.
pub fn compare(op: CmpOp, a: Val, b: Val) -> Option<bool> {
    use Val::*;
    use ops::*;
    Some(match (a, b) {
        (Bool(x), Bool(y)) => match op {
            CmpOp::Eq => x == y,
            CmpOp::Ne => x != y,
            _ => return None,
        },
        (Int(x), Int(y)) => int_cmp(op, x, y),
        (Uint(x), Uint(y)) => uint_cmp(op, x, y),
        (Float(x), Float(y)) => float_cmp(op, x, y),
        (Double(x), Double(y)) => double_cmp(op, x, y),
        _ => return None,
    })
}

/// A builtin applied to IR-level arguments (after the checker's implicit widening: `sqrt` of an
/// int is `sqrt` of a float). `None` where the checker rejects the argument types or count.
pub fn builtin(b: Builtin, args: &[Val]) -> Option<Val> {
    use Val::*;
    use builtins::*;
    Some(match (b, args) {
        (Builtin::Sqrt, [Float(x)]) => Float(float_sqrt(*x)),
        (Builtin::Sqrt, [Double(x)]) => Double(double_sqrt(*x)),
        (Builtin::Abs, [Int(x)]) => Int(int_abs(*x)),
        (Builtin::Abs, [Uint(x)]) => Uint(uint_abs(*x)),
        (Builtin::Abs, [Float(x)]) => Float(float_abs(*x)),
        (Builtin::Abs, [Double(x)]) => Double(double_abs(*x)),
        (Builtin::Floor, [Float(x)]) => Float(float_floor(*x)),
        (Builtin::Floor, [Double(x)]) => Double(double_floor(*x)),
        (Builtin::Ceil, [Float(x)]) => Float(float_ceil(*x)),
        (Builtin::Ceil, [Double(x)]) => Double(double_ceil(*x)),
        (Builtin::Trunc, [Float(x)]) => Float(float_trunc(*x)),
        (Builtin::Trunc, [Double(x)]) => Double(double_trunc(*x)),
        (Builtin::Round, [Float(x)]) => Float(float_round(*x)),
        (Builtin::Round, [Double(x)]) => Double(double_round(*x)),
        (Builtin::Min, [Int(x), Int(y)]) => Int(int_min(*x, *y)),
        (Builtin::Min, [Uint(x), Uint(y)]) => Uint(uint_min(*x, *y)),
        (Builtin::Min, [Float(x), Float(y)]) => Float(float_min(*x, *y)),
        (Builtin::Min, [Double(x), Double(y)]) => Double(double_min(*x, *y)),
        (Builtin::Max, [Int(x), Int(y)]) => Int(int_max(*x, *y)),
        (Builtin::Max, [Uint(x), Uint(y)]) => Uint(uint_max(*x, *y)),
        (Builtin::Max, [Float(x), Float(y)]) => Float(float_max(*x, *y)),
        (Builtin::Max, [Double(x), Double(y)]) => Double(double_max(*x, *y)),
        (Builtin::Fmod, [Float(x), Float(y)]) => Float(float_fmod(*x, *y)),
        (Builtin::Fmod, [Double(x), Double(y)]) => Double(double_fmod(*x, *y)),
        (Builtin::Copysign, [Float(x), Float(y)]) => Float(float_copysign(*x, *y)),
        (Builtin::Copysign, [Double(x), Double(y)]) => Double(double_copysign(*x, *y)),
        (Builtin::IsNan, [Float(x)]) => Bool(float_isnan(*x)),
        (Builtin::IsNan, [Double(x)]) => Bool(double_isnan(*x)),
        (Builtin::IsInf, [Float(x)]) => Bool(float_isinf(*x)),
        (Builtin::IsInf, [Double(x)]) => Bool(double_isinf(*x)),
        (Builtin::FloatBits, [Float(x)]) => Uint(float_bits(*x)),
        (Builtin::BitsFloat, [Uint(x)]) => Float(bits_float(*x)),
        (Builtin::MulHi, [Uint(x), Uint(y)]) => Uint(mulhi(*x, *y)),
        _ => return None,
    })
}
