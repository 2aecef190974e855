//! Recursive-descent parser for the system language.
//!
//! Errors do not stop the parse: a bad statement is skipped up to the next `;` or `}` and a bad
//! function up to the end of its body, so one run reports every independent mistake.

use mw_runtime::source::{Diagnostic, Span};

use crate::ast::*;
use crate::lexer::{Kw, Punct, Tok, Token};

/// Names the parser treats as types in casts: `(float)x`.
pub const BUILTIN_TYPES: [&str; 9] = ["bool", "int", "uint", "float", "double", "vec2", "vec3", "vec4", "quat"];

/// Deepest nesting of expressions and statements; deeper input is an error, not a stack overflow.
const MAX_DEPTH: u32 = 200;

pub struct Parser<'a> {
    toks: &'a [Token],
    /// Type aliases of the spec, which are type names in casts too.
    extra_types: &'a [String],
    pos: usize,
    depth: u32,
    pub diags: Vec<Diagnostic>,
}

struct Abort;
type PResult<T> = Result<T, Abort>;

impl<'a> Parser<'a> {
    pub fn new(toks: &'a [Token], extra_types: &'a [String]) -> Parser<'a> {
        Parser { toks, extra_types, pos: 0, depth: 0, diags: Vec::new() }
    }

    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }

    fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)].tok
    }

    fn span(&self) -> Span {
        self.toks[self.pos].span
    }

    fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1)].span
    }

    fn bump(&mut self) -> &Token {
        let t = &self.toks[self.pos];
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn is(&self, p: Punct) -> bool {
        *self.peek() == Tok::P(p)
    }

    fn is_kw(&self, k: Kw) -> bool {
        *self.peek() == Tok::Kw(k)
    }

    fn eat(&mut self, p: Punct) -> bool {
        if self.is(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn describe(t: &Tok) -> String {
        match t {
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Int { value, .. } => format!("number `{value}`"),
            Tok::Float(s) => format!("number `{s}`"),
            Tok::Kw(k) => {
                let name = crate::lexer::KEYWORDS.iter().find(|(_, kw)| kw == k).map(|(n, _)| *n).unwrap_or("?");
                format!("keyword `{name}`")
            }
            Tok::P(p) => format!("`{}`", p.text()),
            Tok::Eof => "end of code".to_string(),
        }
    }

    fn error_expected(&mut self, what: &str) -> Abort {
        let found = Self::describe(self.peek());
        let mut d = Diagnostic::error(format!("expected {what}, found {found}"));
        // A missing `;` is best shown right after the previous token.
        if what.contains("`;`") && self.pos > 0 {
            let p = self.prev_span();
            d = d.at(Span { file: p.file, start: p.end, end: p.end }, "expected `;` here");
        } else {
            d = d.at(self.span(), format!("expected {what}"));
        }
        self.diags.push(d);
        Abort
    }

    fn expect(&mut self, p: Punct) -> PResult<Span> {
        if self.is(p) { Ok(self.bump().span) } else { Err(self.error_expected(&format!("`{}`", p.text()))) }
    }

    fn ident(&mut self, what: &str) -> PResult<Ident> {
        match self.peek().clone() {
            Tok::Ident(name) => {
                let span = self.bump().span;
                Ok(Ident { name, span })
            }
            Tok::Kw(_) => {
                let found = Self::describe(self.peek());
                self.diags.push(
                    Diagnostic::error(format!("expected {what}, found {found}"))
                        .at(self.span(), "a keyword can't be used as a name"),
                );
                Err(Abort)
            }
            _ => Err(self.error_expected(what)),
        }
    }

    fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_DEPTH {
            self.diags.push(
                Diagnostic::error("code is nested too deeply")
                    .at(self.span(), format!("more than {MAX_DEPTH} levels of nesting here")),
            );
            return Err(Abort);
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Parses a whole chunk: a sequence of function definitions.
    pub fn parse_file(&mut self) -> Vec<Func> {
        let mut funcs = Vec::new();
        while *self.peek() != Tok::Eof {
            let start = self.pos;
            match self.func() {
                Ok(f) => funcs.push(f),
                Err(Abort) => {
                    self.depth = 0;
                    self.recover_item();
                    if self.pos == start {
                        self.bump();
                    }
                }
            }
        }
        funcs
    }

    /// Skip to just after the next top-level `}`.
    fn recover_item(&mut self) {
        let mut depth = 0i32;
        loop {
            match self.peek() {
                Tok::Eof => return,
                Tok::P(Punct::LBrace) => depth += 1,
                Tok::P(Punct::RBrace) => {
                    depth -= 1;
                    if depth <= 0 {
                        self.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    fn func(&mut self) -> PResult<Func> {
        let ret = match self.peek().clone() {
            Tok::Kw(Kw::Void) => Ident { name: "void".into(), span: self.bump().span },
            Tok::Kw(Kw::Const) => {
                self.diags.push(
                    Diagnostic::error("only functions can be defined at the top level")
                        .at(self.span(), "a top-level declaration")
                        .note("declare named values with `e.constants(#{...})` in the script"),
                );
                return Err(Abort);
            }
            Tok::Ident(_) => self.ident("a return type")?,
            _ => {
                return Err(self.error_expected("a function definition (like `void name(...) { ... }`)"));
            }
        };
        let name = self.ident("a function name")?;
        if !self.is(Punct::LParen) {
            if self.is(Punct::Semi) || self.is(Punct::Assign) {
                self.diags.push(
                    Diagnostic::error("only functions can be defined at the top level")
                        .at(name.span, "a top-level variable")
                        .note("declare named values with `e.constants(#{...})` in the script; per-world state belongs in a singleton"),
                );
                return Err(Abort);
            }
            return Err(self.error_expected("`(`"));
        }
        self.bump();
        let mut params = Vec::new();
        if !self.is(Punct::RParen) {
            loop {
                params.push(self.param()?);
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(Punct::RParen)?;
        let sig_span = ret.span.to(close);
        if !self.is(Punct::LBrace) {
            return Err(self.error_expected("`{` to start the function body"));
        }
        let body = self.block()?;
        Ok(Func { ret, name, params, body, sig_span })
    }

    fn param(&mut self) -> PResult<Param> {
        let start = self.span();
        if self.eat(Punct::Bang) {
            let ty = self.ident("a component name after `!`")?;
            return Ok(Param { span: start.to(ty.span), kind: ParamKind::Without { ty } });
        }
        let is_const = if self.is_kw(Kw::Const) {
            self.bump();
            true
        } else {
            false
        };
        let ty = self.ident("a parameter type")?;
        if self.eat(Punct::Amp) {
            let name = self.ident("a parameter name")?;
            return Ok(Param { span: start.to(name.span), kind: ParamKind::Ref { is_const, ty, name } });
        }
        if let Tok::Ident(_) = self.peek() {
            let name = self.ident("a parameter name")?;
            return Ok(Param { span: start.to(name.span), kind: ParamKind::Value { is_const, ty, name } });
        }
        if is_const {
            return Err(self.error_expected("a parameter name or `&`"));
        }
        Ok(Param { span: ty.span, kind: ParamKind::With { ty } })
    }

    fn block(&mut self) -> PResult<Block> {
        let open = self.expect(Punct::LBrace)?;
        self.enter()?;
        let mut stmts = Vec::new();
        loop {
            match self.peek() {
                Tok::P(Punct::RBrace) => break,
                Tok::Eof => {
                    self.diags.push(
                        Diagnostic::error("unclosed `{`")
                            .at(open, "this block is never closed")
                            .with(self.span(), "code ends here"),
                    );
                    self.leave();
                    return Err(Abort);
                }
                _ => {}
            }
            let before = self.pos;
            match self.stmt() {
                Ok(s) => stmts.push(s),
                Err(Abort) => {
                    self.recover_stmt();
                    if self.pos == before {
                        self.bump();
                    }
                }
            }
        }
        let close = self.bump().span;
        self.leave();
        Ok(Block { stmts, span: open.to(close) })
    }

    /// Skip past the next `;` or to (not past) the `}` closing the current block.
    fn recover_stmt(&mut self) {
        let mut depth = 0i32;
        loop {
            match self.peek() {
                Tok::Eof => return,
                Tok::P(Punct::Semi) if depth == 0 => {
                    self.bump();
                    return;
                }
                Tok::P(Punct::LBrace) => depth += 1,
                Tok::P(Punct::RBrace) => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    fn looks_like_decl(&self) -> bool {
        match (self.peek(), self.peek_at(1), self.peek_at(2)) {
            (Tok::Kw(Kw::Const), _, _) => true,
            (Tok::Ident(_), Tok::Ident(_), _) => true,
            (Tok::Ident(_), Tok::P(Punct::Amp), Tok::Ident(_)) => {
                matches!(self.peek_at(3), Tok::P(Punct::Assign) | Tok::P(Punct::Semi))
            }
            _ => false,
        }
    }

    fn stmt(&mut self) -> PResult<Stmt> {
        self.enter()?;
        let r = self.stmt_inner();
        self.leave();
        r
    }

    fn stmt_inner(&mut self) -> PResult<Stmt> {
        let start = self.span();
        let kind = match self.peek().clone() {
            Tok::P(Punct::LBrace) => StmtKind::Block(self.block()?),
            Tok::P(Punct::Semi) => {
                self.bump();
                StmtKind::Empty
            }
            Tok::Kw(Kw::If) => {
                self.bump();
                self.expect(Punct::LParen)?;
                let cond = self.expr()?;
                self.expect(Punct::RParen)?;
                let then = Box::new(self.stmt()?);
                let els = if self.is_kw(Kw::Else) {
                    self.bump();
                    Some(Box::new(self.stmt()?))
                } else {
                    None
                };
                StmtKind::If { cond, then, els }
            }
            Tok::Kw(Kw::While) => {
                self.bump();
                self.expect(Punct::LParen)?;
                let cond = self.expr()?;
                self.expect(Punct::RParen)?;
                StmtKind::While { cond, body: Box::new(self.stmt()?) }
            }
            Tok::Kw(Kw::Do) => {
                self.bump();
                let body = Box::new(self.stmt()?);
                if !self.is_kw(Kw::While) {
                    return Err(self.error_expected("`while` after the body of `do`"));
                }
                self.bump();
                self.expect(Punct::LParen)?;
                let cond = self.expr()?;
                self.expect(Punct::RParen)?;
                self.expect(Punct::Semi)?;
                StmtKind::DoWhile { body, cond }
            }
            Tok::Kw(Kw::For) => self.for_stmt()?,
            Tok::Kw(Kw::Break) => {
                self.bump();
                self.expect(Punct::Semi)?;
                StmtKind::Break
            }
            Tok::Kw(Kw::Continue) => {
                self.bump();
                self.expect(Punct::Semi)?;
                StmtKind::Continue
            }
            Tok::Kw(Kw::Return) => {
                self.bump();
                let value = if self.is(Punct::Semi) { None } else { Some(self.expr()?) };
                self.expect(Punct::Semi)?;
                StmtKind::Return(value)
            }
            Tok::Kw(Kw::Else) => {
                self.diags
                    .push(Diagnostic::error("`else` without a matching `if`").at(self.span(), "no `if` before this"));
                return Err(Abort);
            }
            _ if self.looks_like_decl() => {
                let k = self.decl()?;
                self.expect(Punct::Semi)?;
                k
            }
            _ => {
                let k = self.simple_stmt()?;
                self.expect(Punct::Semi)?;
                k
            }
        };
        Ok(Stmt { kind, span: start.to(self.prev_span()) })
    }

    fn decl(&mut self) -> PResult<StmtKind> {
        let is_const = if self.is_kw(Kw::Const) {
            self.bump();
            true
        } else {
            false
        };
        let ty = self.ident("a type")?;
        let is_ref = self.eat(Punct::Amp);
        let mut vars = Vec::new();
        loop {
            let name = self.ident("a variable name")?;
            let mut dims = Vec::new();
            while self.eat(Punct::LBracket) {
                dims.push(self.expr()?);
                self.expect(Punct::RBracket)?;
            }
            let init = if self.eat(Punct::Assign) { Some(self.expr()?) } else { None };
            vars.push(Declarator { name, dims, init });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        Ok(StmtKind::Decl { is_const, ty, is_ref, vars })
    }

    /// An expression statement, assignment, or increment (no trailing `;`).
    fn simple_stmt(&mut self) -> PResult<StmtKind> {
        if self.is(Punct::PlusPlus) || self.is(Punct::MinusMinus) {
            let inc = self.is(Punct::PlusPlus);
            self.bump();
            let target = self.unary()?;
            return Ok(StmtKind::IncDec { target, inc });
        }
        let lhs = self.expr()?;
        let op_span = self.span();
        let op = match self.peek() {
            Tok::P(Punct::Assign) => Some(None),
            Tok::P(Punct::PlusEq) => Some(Some(BinOp::Add)),
            Tok::P(Punct::MinusEq) => Some(Some(BinOp::Sub)),
            Tok::P(Punct::StarEq) => Some(Some(BinOp::Mul)),
            Tok::P(Punct::SlashEq) => Some(Some(BinOp::Div)),
            Tok::P(Punct::PercentEq) => Some(Some(BinOp::Rem)),
            Tok::P(Punct::AmpEq) => Some(Some(BinOp::BitAnd)),
            Tok::P(Punct::PipeEq) => Some(Some(BinOp::BitOr)),
            Tok::P(Punct::CaretEq) => Some(Some(BinOp::BitXor)),
            Tok::P(Punct::ShlEq) => Some(Some(BinOp::Shl)),
            Tok::P(Punct::ShrEq) => Some(Some(BinOp::Shr)),
            Tok::P(Punct::PlusPlus) | Tok::P(Punct::MinusMinus) => {
                let inc = self.is(Punct::PlusPlus);
                self.bump();
                return Ok(StmtKind::IncDec { target: lhs, inc });
            }
            _ => None,
        };
        match op {
            Some(op) => {
                self.bump();
                let value = self.expr()?;
                if self.is(Punct::Assign) {
                    self.diags.push(
                        Diagnostic::error("chained assignment is not supported")
                            .at(self.span(), "second `=` here")
                            .note("assign each variable in its own statement"),
                    );
                    return Err(Abort);
                }
                Ok(StmtKind::Assign { target: lhs, op, value, op_span })
            }
            None => Ok(StmtKind::Expr(lhs)),
        }
    }

    fn for_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        self.expect(Punct::LParen)?;
        // `for (bindings : Archetype)` has no `;` at depth 0 before the closing `)`.
        let mut depth = 0i32;
        let mut is_each = false;
        for t in &self.toks[self.pos..] {
            match &t.tok {
                Tok::P(Punct::LParen) | Tok::P(Punct::LBracket) => depth += 1,
                Tok::P(Punct::RParen) | Tok::P(Punct::RBracket) => {
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                }
                Tok::P(Punct::Semi) if depth == 0 => break,
                Tok::P(Punct::Colon) if depth == 0 => {
                    is_each = true;
                    break;
                }
                Tok::P(Punct::LBrace) | Tok::P(Punct::RBrace) | Tok::Eof => break,
                _ => {}
            }
        }
        if is_each {
            let mut binds = Vec::new();
            loop {
                let start = self.span();
                let is_const = if self.is_kw(Kw::Const) {
                    self.bump();
                    true
                } else {
                    false
                };
                let ty = self.ident("a type in the loop binding")?;
                let is_ref = self.eat(Punct::Amp);
                let name = self.ident("a name in the loop binding")?;
                binds.push(ForBind { is_const, ty, is_ref, name, span: start.to(self.prev_span()) });
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::Colon)?;
            let arch = self.ident("an archetype name after `:`")?;
            self.expect(Punct::RParen)?;
            let body = Box::new(self.stmt()?);
            return Ok(StmtKind::ForEach { binds, arch, body });
        }
        let init = if self.is(Punct::Semi) {
            None
        } else {
            let start = self.span();
            let k = if self.looks_like_decl() { self.decl()? } else { self.simple_stmt()? };
            Some(Box::new(Stmt { kind: k, span: start.to(self.prev_span()) }))
        };
        self.expect(Punct::Semi)?;
        let cond = if self.is(Punct::Semi) { None } else { Some(self.expr()?) };
        self.expect(Punct::Semi)?;
        let mut step = Vec::new();
        if !self.is(Punct::RParen) {
            loop {
                let start = self.span();
                let k = self.simple_stmt()?;
                step.push(Stmt { kind: k, span: start.to(self.prev_span()) });
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        self.expect(Punct::RParen)?;
        let body = Box::new(self.stmt()?);
        Ok(StmtKind::For { init, cond, step, body })
    }

    fn expr(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.ternary();
        self.leave();
        r
    }

    fn ternary(&mut self) -> PResult<Expr> {
        let cond = self.binary(0)?;
        if !self.eat(Punct::Question) {
            return Ok(cond);
        }
        let a = self.expr()?;
        self.expect(Punct::Colon)?;
        let b = self.expr()?;
        let span = cond.span.to(b.span);
        Ok(Expr { kind: ExprKind::Ternary(Box::new(cond), Box::new(a), Box::new(b)), span })
    }

    fn binop(&self) -> Option<(BinOp, u8)> {
        let Tok::P(p) = self.peek() else { return None };
        Some(match p {
            Punct::PipePipe => (BinOp::Or, 1),
            Punct::AmpAmp => (BinOp::And, 2),
            Punct::Pipe => (BinOp::BitOr, 3),
            Punct::Caret => (BinOp::BitXor, 4),
            Punct::Amp => (BinOp::BitAnd, 5),
            Punct::EqEq => (BinOp::Eq, 6),
            Punct::NotEq => (BinOp::Ne, 6),
            Punct::Lt => (BinOp::Lt, 7),
            Punct::Le => (BinOp::Le, 7),
            Punct::Gt => (BinOp::Gt, 7),
            Punct::Ge => (BinOp::Ge, 7),
            Punct::Shl => (BinOp::Shl, 8),
            Punct::Shr => (BinOp::Shr, 8),
            Punct::Plus => (BinOp::Add, 9),
            Punct::Minus => (BinOp::Sub, 9),
            Punct::Star => (BinOp::Mul, 10),
            Punct::Slash => (BinOp::Div, 10),
            Punct::Percent => (BinOp::Rem, 10),
            _ => return None,
        })
    }

    /// Precedence climbing; all binary operators are left-associative.
    fn binary(&mut self, min_prec: u8) -> PResult<Expr> {
        let mut lhs = self.unary()?;
        while let Some((op, prec)) = self.binop() {
            if prec <= min_prec {
                break;
            }
            self.bump();
            self.enter()?;
            let rhs = self.binary(prec);
            self.leave();
            let rhs = rhs?;
            let span = lhs.span.to(rhs.span);
            lhs = Expr { kind: ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span };
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> PResult<Expr> {
        let start = self.span();
        let op = match self.peek() {
            Tok::P(Punct::Minus) => Some(UnOp::Neg),
            Tok::P(Punct::Bang) => Some(UnOp::Not),
            Tok::P(Punct::Tilde) => Some(UnOp::BitNot),
            Tok::P(Punct::Plus) => Some(UnOp::Plus),
            Tok::P(Punct::PlusPlus) | Tok::P(Punct::MinusMinus) => {
                self.diags.push(
                    Diagnostic::error("`++` and `--` are statements, not expressions")
                        .at(self.span(), "used inside an expression")
                        .note("write `x += 1;` on its own line, then use `x`"),
                );
                return Err(Abort);
            }
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            self.enter()?;
            let e = self.unary();
            self.leave();
            let e = e?;
            let span = start.to(e.span);
            return Ok(Expr { kind: ExprKind::Unary(op, Box::new(e)), span });
        }
        // A C cast: `(float)x`.
        if self.is(Punct::LParen) {
            if let (Tok::Ident(name), Tok::P(Punct::RParen)) = (self.peek_at(1), self.peek_at(2)) {
                if BUILTIN_TYPES.contains(&name.as_str()) || self.extra_types.iter().any(|t| t == name) {
                    self.bump();
                    let ty = self.ident("a type")?;
                    self.bump();
                    self.enter()?;
                    let e = self.unary();
                    self.leave();
                    let e = e?;
                    let span = start.to(e.span);
                    return Ok(Expr { kind: ExprKind::Cast(ty, Box::new(e)), span });
                }
            }
        }
        self.postfix()
    }

    fn postfix(&mut self) -> PResult<Expr> {
        let mut e = self.primary()?;
        loop {
            if self.eat(Punct::Dot) {
                let field = self.ident("a field name after `.`")?;
                let span = e.span.to(field.span);
                e = Expr { kind: ExprKind::Field(Box::new(e), field), span };
            } else if self.eat(Punct::LBracket) {
                let idx = self.expr()?;
                let close = self.expect(Punct::RBracket)?;
                let span = e.span.to(close);
                e = Expr { kind: ExprKind::Index(Box::new(e), Box::new(idx)), span };
            } else if self.is(Punct::LParen) {
                let open = self.span();
                self.diags.push(
                    Diagnostic::error("only named functions can be called")
                        .at(e.span.to(open), "this is not a function name"),
                );
                return Err(Abort);
            } else {
                return Ok(e);
            }
        }
    }

    fn primary(&mut self) -> PResult<Expr> {
        let span = self.span();
        let kind = match self.peek().clone() {
            Tok::Int { value, unsigned } => {
                self.bump();
                ExprKind::Int { value, unsigned }
            }
            Tok::Float(text) => {
                self.bump();
                ExprKind::Float(text)
            }
            Tok::Kw(Kw::True) => {
                self.bump();
                ExprKind::Bool(true)
            }
            Tok::Kw(Kw::False) => {
                self.bump();
                ExprKind::Bool(false)
            }
            Tok::Kw(Kw::Null) => {
                self.bump();
                ExprKind::Null
            }
            Tok::Ident(name) => {
                self.bump();
                if self.eat(Punct::LParen) {
                    let mut args = Vec::new();
                    if !self.is(Punct::RParen) {
                        loop {
                            args.push(self.expr()?);
                            if !self.eat(Punct::Comma) {
                                break;
                            }
                        }
                    }
                    let close = self.expect(Punct::RParen)?;
                    return Ok(Expr {
                        kind: ExprKind::Call { name: Ident { name, span }, args },
                        span: span.to(close),
                    });
                }
                ExprKind::Name(name)
            }
            Tok::P(Punct::LParen) => {
                self.bump();
                let e = self.expr()?;
                let close = self.expect(Punct::RParen)?;
                return Ok(Expr { kind: e.kind, span: span.to(close) });
            }
            _ => return Err(self.error_expected("an expression")),
        };
        Ok(Expr { kind, span })
    }
}

/// Parses one chunk of tokens into functions; diagnostics are appended to `diags`.
pub fn parse(toks: &[Token], diags: &mut Vec<Diagnostic>) -> Vec<Func> {
    parse_with_types(toks, &[], diags)
}

/// [`parse`], with type aliases that may appear in casts (`(real)x`).
pub fn parse_with_types(toks: &[Token], extra_types: &[String], diags: &mut Vec<Diagnostic>) -> Vec<Func> {
    let mut p = Parser::new(toks, extra_types);
    let funcs = p.parse_file();
    diags.append(&mut p.diags);
    funcs
}

#[cfg(test)]
mod tests {
    use super::*;
    use mw_runtime::source::FileId;

    fn parse_ok(src: &str) -> Vec<Func> {
        let mut d = Vec::new();
        let toks = crate::lexer::lex(src, FileId(0), 0, &mut d);
        let f = parse(&toks, &mut d);
        assert!(d.is_empty(), "{d:#?}");
        f
    }

    #[test]
    fn system_signature() {
        let f = parse_ok("void physics(Cart& c, const Action& a, Entity self, Agent, !Dead) {}");
        assert_eq!(f[0].params.len(), 5);
        assert!(matches!(f[0].params[1].kind, ParamKind::Ref { is_const: true, .. }));
        assert!(matches!(f[0].params[2].kind, ParamKind::Value { .. }));
        assert!(matches!(f[0].params[3].kind, ParamKind::With { .. }));
        assert!(matches!(f[0].params[4].kind, ParamKind::Without { .. }));
    }

    #[test]
    fn statements() {
        let f = parse_ok(
            "void f() { float a = 1, b[4]; Cart& c = get(Cart, e); a += (float)2 * -b[1];
               for (int i = 0; i < 4; i++) { if (a > 1 && !x) break; else continue; }
               for (Entity o, const Pos& p : Ship) {} do { a--; } while (a > 0); return; }",
        );
        assert_eq!(f[0].body.stmts.len(), 7);
    }

    #[test]
    fn precedence() {
        let f = parse_ok("int f() { return 1 + 2 * 3 < 4 == true ? 5 : 6; }");
        let StmtKind::Return(Some(e)) = &f[0].body.stmts[0].kind else { panic!() };
        let ExprKind::Ternary(c, _, _) = &e.kind else { panic!() };
        assert!(matches!(c.kind, ExprKind::Binary(BinOp::Eq, _, _)));
    }

    #[test]
    fn recovers_and_reports_several() {
        let mut d = Vec::new();
        let toks = crate::lexer::lex("void f() { a = ; b = 1 } void g() { x = 2; }", FileId(0), 0, &mut d);
        let f = parse(&toks, &mut d);
        assert_eq!(d.len(), 2, "{d:#?}");
        assert_eq!(f.len(), 2);
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let src = format!("void f() {{ x = {}1{}; }}", "(".repeat(5000), ")".repeat(5000));
        let mut d = Vec::new();
        let toks = crate::lexer::lex(&src, FileId(0), 0, &mut d);
        parse(&toks, &mut d);
        assert!(d.iter().any(|d| d.message.contains("nested too deeply")));
    }
}
