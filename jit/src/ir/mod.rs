//! The typed IR both code generators consume.
//!
//! The IR is structured (if/loop, not a CFG) because one of its targets is C++ text, and it is
//! fully resolved: every name is a [`LocalId`], [`FuncId`], [`CompId`] or [`ArchId`]; every
//! expression carries its type; every implicit conversion the checker allowed is an explicit
//! [`ExprKind::Convert`] or [`ExprKind::Splat`]. A code generator never needs the spec's names
//! or the source text except for messages.
//!
//! Evaluation order is defined: operands left to right; in an assignment, the place's index
//! expressions before the value. Short-circuit `&&`/`||` and `?:` evaluate only what they
//! select. Code generators that emit C++ must preserve this where operands have effects
//! ([`Expr::has_effects`]).

use mw_runtime::layout::Layout;
use mw_runtime::schema::{ArchId, CompId, Spec, ValueType};
use mw_runtime::source::Span;

pub mod analysis;
pub mod budget;
pub mod plan;
pub mod print;
pub(crate) mod reduce;
pub mod refill;
pub mod site;
pub mod spawns;
pub mod visit;
pub mod writes;

pub(crate) use visit::{Visit, visit_stmts};

/// A unary operator (unary `+` is gone by now: the checker drops it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// Arithmetic negation: wrapping for integers, sign flip for floats (also of NaN and 0).
    Neg,
    /// Logical not of a bool.
    Not,
    /// Bitwise not of an int or uint.
    BitNot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocalId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SysId(pub u32);

/// A checked environment: everything a backend needs to build and run it.
#[derive(Clone, Debug)]
pub struct Program {
    pub spec: Spec,
    pub layout: Layout,
    /// Every function reachable from a system, user helpers and prelude alike.
    pub(crate) funcs: Vec<Func>,
    pub systems: Vec<System>,
    /// Runs once per world when the world starts and after `reset_world()`.
    pub init_world: Option<SysId>,
    /// The step, in order.
    pub graph: Vec<Node>,
}

impl Program {
    /// [`Expr::has_effects`], except that calls to pure functions have none.
    pub(crate) fn has_effects(&self, e: &Expr) -> bool {
        let place = |p: &Place| -> bool {
            let root = match &p.root {
                Root::Src(RefSource::Get(_, e)) => self.has_effects(e),
                _ => false,
            };
            root || p.path.iter().any(|x| matches!(x, Proj::Index { index, .. } if self.has_effects(index)))
        };
        match &e.kind {
            ExprKind::Const(_) => false,
            ExprKind::Load(p) => place(p),
            ExprKind::Unary(_, a) | ExprKind::Convert(a) | ExprKind::Splat(a) | ExprKind::Pick(a, _) => {
                self.has_effects(a)
            }
            ExprKind::Binary(_, a, b) | ExprKind::Compare(_, a, b) | ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                self.has_effects(a) || self.has_effects(b)
            }
            ExprKind::Select(c, a, b) => self.has_effects(c) || self.has_effects(a) || self.has_effects(b),
            ExprKind::Construct(v) => v.iter().any(|x| self.has_effects(x)),
            ExprKind::Call(f, args) => {
                !self.func(*f).pure
                    || args.iter().any(|a| match a {
                        Arg::Value(e) => self.has_effects(e),
                        Arg::Ref(Root::Src(RefSource::Get(_, e))) => self.has_effects(e),
                        Arg::Ref(_) => false,
                    })
            }
            ExprKind::Builtin(b, args) => b.has_effects() || args.iter().any(|x| self.has_effects(x)),
        }
    }

    /// `f` and every function it calls, directly or not.
    pub(crate) fn reachable(&self, f: FuncId) -> Vec<FuncId> {
        let mut out = vec![f];
        let mut i = 0;
        while i < out.len() {
            let mut calls = Vec::new();
            visit_stmts(&self.func(out[i]).body, &mut |v| match v {
                Visit::Stmt(Stmt::Call(c, _)) | Visit::Expr(Expr { kind: ExprKind::Call(c, _), .. }) => calls.push(*c),
                _ => {}
            });
            for c in calls {
                if !out.contains(&c) {
                    out.push(c);
                }
            }
            i += 1;
        }
        out
    }

    pub fn func(&self, id: FuncId) -> &Func {
        &self.funcs[id.0 as usize]
    }

    pub fn system(&self, id: SysId) -> &System {
        &self.systems[id.0 as usize]
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    System(SysId),
    /// Stable sort of each world's rows of `arch` by an int/uint field (offset in `comp`).
    SortBy {
        arch: ArchId,
        comp: CompId,
        offset: u32,
        signed: bool,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct System {
    pub name: String,
    pub func: FuncId,
    pub kind: SystemKind,
    /// How each parameter of `func` is bound, in order.
    pub params: Vec<SysParam>,
    /// Components touched, directly or through helpers, with how.
    pub access: Vec<(CompId, Access)>,
    pub span: Span,
}

impl System {
    /// Kernels one graph entry running this system compiles to: one per archetype its query
    /// matches, or one for a per-world system.
    pub fn kernels(&self) -> u64 {
        match &self.kind {
            SystemKind::PerRow(q) => q.archetypes.len() as u64,
            SystemKind::PerWorld => 1,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum SystemKind {
    /// Runs once per matching row of every world.
    PerRow(Query),
    /// Runs once per world.
    PerWorld,
}

/// Which rows a per-row system visits: archetypes having every `with` component and none of
/// the `without` ones.
#[derive(Clone, Debug, PartialEq)]
pub struct Query {
    pub with: Vec<CompId>,
    pub without: Vec<CompId>,
    pub archetypes: Vec<ArchId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SysParam {
    /// The row's component (a reference local of the function).
    Row(CompId),
    /// The row's entity (a value local of type Entity).
    Entity,
    /// The world's singleton (a reference local).
    Single(CompId),
    /// A filter with no local (`Tag`, `!Tag`).
    Filter,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Access {
    Read,
    Write,
    ReadWrite,
}

impl Access {
    pub fn merge(self, other: Access) -> Access {
        if self == other { self } else { Access::ReadWrite }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    pub name: String,
    /// Locals that are parameters, in order (`None` for a filter parameter of a system).
    pub params: Vec<Option<LocalId>>,
    pub(crate) ret: Option<ValueType>,
    pub locals: Vec<Local>,
    pub body: Vec<Stmt>,
    /// From the prelude (library code, not the user's).
    pub prelude: bool,
    /// No effects beyond its result: no writes to components, no random numbers, no entity
    /// operations (transitively). Calls to pure functions may be evaluated eagerly.
    pub pure: bool,
    pub span: Span,
}

impl Func {
    pub fn local(&self, id: LocalId) -> &Local {
        &self.locals[id.0 as usize]
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Local {
    pub name: String,
    pub kind: LocalKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum LocalKind {
    /// A value: scalar, vector, Entity, or a fixed array.
    Value(ValueType),
    /// A reference to one row of a component (or a singleton).
    Ref { comp: CompId, mutable: bool },
}

/// Where a reference points.
#[derive(Clone, Debug, PartialEq)]
pub enum RefSource {
    /// `get(C, e)`: the row of entity `e` in the caller's world. A stale entity (destroyed, or
    /// of an archetype without `C`) gives a scratch row that reads as zero; writes to it are lost.
    Get(CompId, Box<Expr>),
    /// `single(C)`: the caller's world's singleton.
    Single(CompId),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Root {
    /// A value local.
    Local(LocalId),
    /// The row a reference local points to.
    Ref(LocalId),
    /// A reference computed in place (`get(C, e).x`).
    Src(RefSource),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Proj {
    /// A component field at a byte offset.
    Field { offset: u32 },
    /// Element of a fixed array; an out-of-range index is clamped to `[0, len-1]`.
    Index { index: Box<Expr>, len: u32, stride: u32 },
    /// One lane of a vector or quaternion (`x y z w`; quaternions store `w x y z`).
    Lane(u8),
}

/// Something that can be read and, when mutable, assigned.
#[derive(Clone, Debug, PartialEq)]
pub struct Place {
    pub root: Root,
    pub path: Vec<Proj>,
    pub ty: ValueType,
    /// The component the root points into (for ref and `get` roots).
    pub comp: Option<CompId>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Const {
    Bool(bool),
    Int(i32),
    Uint(u32),
    Float(f32),
    Double(f64),
    /// The entity that never exists.
    NullEntity,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// Integer division by zero gives 0; `INT_MIN / -1` gives `INT_MIN`.
    Div,
    /// Integer remainder by zero gives the dividend; `INT_MIN % -1` gives 0. Integers only.
    Rem,
    And,
    Or,
    Xor,
    /// The shift amount is taken modulo 32.
    Shl,
    /// Arithmetic for int, logical for uint; amount modulo 32.
    Shr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// Operations the code generators implement directly. Everything else in the standard library
/// (sin, exp, dot, quaternion products, random distributions) is written in the system language
/// itself (the prelude), so both backends compute it with the same float operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// IEEE square root (correctly rounded on both backends).
    Sqrt,
    Abs,
    Floor,
    Ceil,
    Trunc,
    /// Round half to even.
    Round,
    /// `a < b ? a : b` (so `min(NaN, x) == x` and `min(x, NaN) == NaN`).
    Min,
    /// `a > b ? a : b`.
    Max,
    /// Exact remainder with the sign of the dividend (C `fmod`).
    Fmod,
    Copysign,
    IsNan,
    IsInf,
    /// Bits of a float as uint, and back.
    FloatBits,
    BitsFloat,
    /// High 32 bits of the 64-bit product of two uints.
    MulHi,
    /// The next 32 random bits of the counter-based stream (see the RNG spec in `rng`).
    RandU32,
    WorldId,
    /// The invocation's row's position among its world's rows of its archetype (a per-row
    /// system's own function only).
    RowIndex,
    /// Is the entity alive (in the caller's world)?
    Alive,
    /// Does the entity exist and have component `.0`?
    Has(CompId),
    /// Create an entity (components zeroed) in the caller's world.
    Spawn(ArchId),
}

impl Builtin {
    /// Whether evaluating it changes state (so it can't be reordered or dropped).
    pub(crate) fn has_effects(self) -> bool {
        matches!(self, Builtin::RandU32 | Builtin::Spawn(_))
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Value(Expr),
    /// A reference argument: the row `Root` points to.
    Ref(Root),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: ValueType,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Const(Const),
    Load(Box<Place>),
    /// `Neg` on numbers and vectors, `Not` on bool, `BitNot` on int/uint.
    Unary(UnOp, Box<Expr>),
    /// Both operands have the expression's type (vectors: lane-wise).
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// Operands of one scalar type (or bool/Entity for `Eq`/`Ne`); result bool.
    Compare(CmpOp, Box<Expr>, Box<Expr>),
    /// Short-circuit.
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    /// `c ? a : b`, evaluating only the chosen side.
    Select(Box<Expr>, Box<Expr>, Box<Expr>),
    /// Numeric conversion to `ty`: float→int saturates (NaN→0); int↔uint wraps; to bool is
    /// `!= 0`; from bool is 0/1.
    Convert(Box<Expr>),
    /// A float broadcast to every lane of a vector.
    Splat(Box<Expr>),
    /// A vector or quaternion from floats, lane by lane; a struct or array from its parts'
    /// lanes in order (`{...}` lists). Empty, of an array or struct stored whole: zero it.
    Construct(Vec<Expr>),
    /// Lanes of a computed value ([`lane_layout`]'s numbering), in the order listed: a field
    /// of a struct result, a swizzle of a vector result.
    Pick(Box<Expr>, Vec<u32>),
    Call(FuncId, Vec<Arg>),
    Builtin(Builtin, Vec<Expr>),
}

impl Expr {
    /// The value of an integer constant, looking through int/uint conversions (`u << 3` has
    /// its `3` converted to uint): for shift amounts, which lane kernels need constant.
    pub(crate) fn const_int(&self) -> Option<i64> {
        match &self.kind {
            ExprKind::Const(Const::Int(n)) => Some(*n as i64),
            ExprKind::Const(Const::Uint(n)) => Some(*n as i64),
            ExprKind::Convert(a) if matches!(self.ty, ValueType::Int | ValueType::Uint) => {
                // int <-> uint keeps the bits; the amount is taken modulo 32 anyway.
                if matches!(a.ty, ValueType::Int | ValueType::Uint) { a.const_int() } else { None }
            }
            _ => None,
        }
    }

    pub(crate) fn has_effects(&self) -> bool {
        match &self.kind {
            ExprKind::Const(_) => false,
            ExprKind::Load(p) => p.has_effects(),
            ExprKind::Unary(_, a) | ExprKind::Convert(a) | ExprKind::Splat(a) | ExprKind::Pick(a, _) => a.has_effects(),
            ExprKind::Binary(_, a, b) | ExprKind::Compare(_, a, b) | ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                a.has_effects() || b.has_effects()
            }
            ExprKind::Select(c, a, b) => c.has_effects() || a.has_effects() || b.has_effects(),
            ExprKind::Construct(v) => v.iter().any(Expr::has_effects),
            ExprKind::Call(..) => true,
            ExprKind::Builtin(b, args) => b.has_effects() || args.iter().any(Expr::has_effects),
        }
    }
}

impl Place {
    pub(crate) fn has_effects(&self) -> bool {
        let root = match &self.root {
            Root::Src(RefSource::Get(_, e)) => e.has_effects(),
            _ => false,
        };
        root || self.path.iter().any(|p| matches!(p, Proj::Index { index, .. } if index.has_effects()))
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    Assign(Place, Expr),
    /// (Re)bind a reference local.
    BindRef(LocalId, RefSource),
    /// Evaluate for effects (a call to a function returning a value, `spawn`).
    Eval(Expr),
    /// Call a function returning nothing.
    Call(FuncId, Vec<Arg>),
    /// Mark an entity destroyed; its row is dropped at the next compaction. Stale: no effect.
    /// The span is the call's (what `mw check --plan` points at).
    Destroy(Expr, Span),
    /// At the end of this step, destroy every entity of the caller's world and run `init_world`
    /// (the call's span).
    ResetWorld(Span),
    /// `rand_key(k)`: the invocation's later draws are keyed by the uint `k` in place of its
    /// row's entity id, the draw counter starting again at 0 (SEMANTICS.md 9).
    RandKey(Expr),
    /// `if (c1) a1 else if (c2) a2 ... else b`: conditions are evaluated in order until one
    /// holds, and only its branch runs; `b` (possibly empty) runs when none does. Chains are
    /// flat, so an `else if` chain of any length nests nothing.
    If(Vec<(Expr, Vec<Stmt>)>, Vec<Stmt>),
    /// `loop { if !pre break; body; (continue lands here) step; if !post break; }`
    Loop {
        pre: Option<Expr>,
        body: Vec<Stmt>,
        step: Vec<Stmt>,
        post: Option<Expr>,
    },
    Break,
    Continue,
    Return(Option<Expr>),
    /// Visit the live rows of `arch` in the caller's world, binding the entity and references;
    /// with `keys`, only the rows whose sort key is in range (found through the world's key
    /// index, without visiting the others); with `after`, only the rows after a given one.
    ForRows {
        arch: ArchId,
        entity: Option<LocalId>,
        binds: Vec<(LocalId, CompId)>,
        keys: Option<Box<KeyRange>>,
        after: Option<After>,
        body: Vec<Stmt>,
        /// The loop, from its `for`.
        span: Span,
    },
}

/// An `after` clause of a loop over rows (SEMANTICS.md 10.5): the loop visits only the rows
/// that come after one row in its order, so two nested loops (or a per-row system and its
/// loop) visit each unordered pair of rows once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// After the invocation's own row (a per-row system whose query matches only the loop's
    /// archetype).
    Own,
    /// After the row an enclosing loop over the same archetype is visiting (its entity local).
    Row(LocalId),
}

/// A `where` clause of a loop over rows: bounds on the archetype's sort key (an int or uint
/// field), which the graph sorted the rows by earlier in the step. The rows visited are those
/// whose key satisfies every bound, in row order; the bounds are evaluated once, in source
/// order, before the loop.
#[derive(Clone, Debug, PartialEq)]
pub struct KeyRange {
    pub comp: CompId,
    /// Byte offset of the key field in `comp`.
    pub offset: u32,
    /// The key is an `int` (else a `uint`).
    pub signed: bool,
    /// One `==` bound, or at most one lower and one upper bound, each of the key's type.
    pub bounds: Vec<(KeyCmp, Expr)>,
    /// The whole `where` condition.
    pub span: Span,
}

/// How a `where` bound constrains the key: `key == e`, `key >= e`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyCmp {
    Eq,
    Ge,
    Gt,
    Le,
    Lt,
}

impl KeyCmp {
    pub fn symbol(self) -> &'static str {
        match self {
            KeyCmp::Eq => "==",
            KeyCmp::Ge => ">=",
            KeyCmp::Gt => ">",
            KeyCmp::Le => "<=",
            KeyCmp::Lt => "<",
        }
    }
}

/// The element type, lane count and stride of a value type, for code generators.
pub fn lanes(ty: &ValueType) -> usize {
    match ty {
        ValueType::Vec2 => 2,
        ValueType::Vec3 => 3,
        ValueType::Vec4 | ValueType::Quat => 4,
        ValueType::Array(..) | ValueType::Struct(_) => lane_layout(ty).len(),
        _ => 1,
    }
}

/// The lanes of a value of type `ty` as it lies in memory: per lane its scalar type (`Bool`,
/// `Int`, `Uint`, `Float`, `Double` or `Entity`) and byte offset. A vector is its floats, 4
/// bytes apart; a struct its fields' lanes in order; an array its elements' (array values
/// exist only as brace lists and inside structs).
pub(crate) fn lane_layout(ty: &ValueType) -> Vec<(ValueType, u32)> {
    let mut out = Vec::new();
    push_lanes(ty, 0, &mut out);
    out
}

fn push_lanes(ty: &ValueType, at: u32, out: &mut Vec<(ValueType, u32)>) {
    match ty {
        ValueType::Vec2 | ValueType::Vec3 | ValueType::Vec4 | ValueType::Quat => {
            out.extend((0..lanes(ty) as u32).map(|k| (ValueType::Float, at + 4 * k)))
        }
        ValueType::Array(t, n) => {
            let stride = t.size() as u32;
            for k in 0..*n {
                push_lanes(t, at + k * stride, out);
            }
        }
        ValueType::Struct(s) => {
            for f in &s.fields {
                push_lanes(&f.ty, at + f.offset, out);
            }
        }
        t => out.push((t.clone(), at)),
    }
}

/// The scalar type of each lane of `ty` ([`lane_layout`] without the offsets).
pub(crate) fn lane_types(ty: &ValueType) -> Vec<ValueType> {
    match ty {
        ValueType::Array(..) | ValueType::Struct(_) => lane_layout(ty).into_iter().map(|(t, _)| t).collect(),
        t if is_vector(t) => vec![ValueType::Float; lanes(t)],
        t => vec![t.clone()],
    }
}

/// Whether values of `ty` live in memory when held by a local (arrays and structs).
pub(crate) fn in_memory(ty: &ValueType) -> bool {
    matches!(ty, ValueType::Array(..) | ValueType::Struct(_))
}

pub(crate) fn is_vector(ty: &ValueType) -> bool {
    matches!(ty, ValueType::Vec2 | ValueType::Vec3 | ValueType::Vec4 | ValueType::Quat)
}
