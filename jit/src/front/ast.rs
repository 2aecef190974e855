//! Syntax tree of the system language, as written (before names and types are resolved).

use mw_runtime::source::Span;

#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    /// Return type name (`void` included).
    pub(crate) ret: Ident,
    pub name: Ident,
    pub params: Vec<Param>,
    pub body: Block,
    /// From the return type to the closing parenthesis of the parameters.
    pub(crate) sig_span: Span,
    /// The parser reported a syntax error inside it (its body is what could be recovered);
    /// the checker then keeps quiet about its body, whose errors would only be follow-ons.
    pub broken: bool,
}

/// `struct Name { float a; vec2 b, c; int h[4]; };`
#[derive(Clone, Debug, PartialEq)]
pub struct Struct {
    pub name: Ident,
    /// Each field with its type and its dimensions (`int h[4]`: `[4]`).
    pub fields: Vec<FieldDecl>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FieldDecl {
    pub ty: Ident,
    pub name: Ident,
    pub dims: Vec<Expr>,
}

/// What a chunk of systems code defines.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Items {
    pub(crate) funcs: Vec<Func>,
    pub structs: Vec<Struct>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub kind: ParamKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ParamKind {
    /// `float x`, `Entity e`, `const int n`, `const float a[4]` (`dims`: `[4]`).
    Value { is_const: bool, ty: Ident, name: Ident, dims: Vec<Expr> },
    /// `Cart& c`, `const Action& a`.
    Ref { is_const: bool, ty: Ident, name: Ident },
    /// A bare component name: the query requires it without reading it.
    With { ty: Ident },
    /// `!Dead`: the query excludes entities with this component.
    Without { ty: Ident },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Declarator {
    pub name: Ident,
    /// `float a[4][2]`: `[4, 2]`.
    pub dims: Vec<Expr>,
    pub init: Option<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ForBind {
    pub(crate) is_const: bool,
    pub ty: Ident,
    pub(crate) is_ref: bool,
    pub name: Ident,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    Decl {
        is_const: bool,
        ty: Ident,
        is_ref: bool,
        vars: Vec<Declarator>,
    },
    Expr(Expr),
    /// `target = value` or `target op= value`.
    Assign {
        target: Expr,
        op: Option<BinOp>,
        value: Expr,
        op_span: Span,
    },
    /// `x++`, `--x` (statements only).
    IncDec {
        target: Expr,
        inc: bool,
    },
    /// `if (a) ... else if (b) ... else ...`: the conditions and branches in order (an
    /// `else if` chain is flat, so its length costs no nesting), then the final `else`.
    If {
        arms: Vec<(Expr, Stmt)>,
        els: Option<Box<Stmt>>,
    },
    While {
        cond: Expr,
        body: Box<Stmt>,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: Expr,
    },
    For {
        init: Option<Box<Stmt>>,
        cond: Option<Expr>,
        step: Vec<Stmt>,
        body: Box<Stmt>,
    },
    /// `for (Entity o, const Pos& p : Ship) ...`: rows of an archetype in the caller's world;
    /// `... : Ship where Cell.key == k)` only the rows whose sort key satisfies the condition;
    /// `... : Ship after e)` only the rows after `e`'s.
    ForEach {
        binds: Vec<ForBind>,
        arch: Ident,
        filter: Option<Expr>,
        after: Option<Ident>,
        body: Box<Stmt>,
    },
    Break,
    Continue,
    Return(Option<Expr>),
    Block(Block),
    Empty,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Not,
    BitNot,
    Plus,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
}

impl BinOp {
    pub fn text(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
            BitAnd => "&",
            BitOr => "|",
            BitXor => "^",
            Shl => "<<",
            Shr => ">>",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            And => "&&",
            Or => "||",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// Height of this expression's tree (1 for a leaf). The parser refuses trees taller than
    /// [`crate::front::parser::MAX_EXPR_DEPTH`], so every later pass can recurse over them safely.
    pub depth: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Int {
        value: u64,
        unsigned: bool,
    },
    Float(String),
    Bool(bool),
    Null,
    Name(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    Call {
        name: Ident,
        args: Vec<Expr>,
    },
    Field(Box<Expr>, Ident),
    Index(Box<Expr>, Box<Expr>),
    /// `(float)x`.
    Cast(Ident, Box<Expr>),
    /// `{a, b, c}`: the fields of a struct or the elements of an array, in order (`{}`: zero).
    Braces(Vec<Expr>),
}
