//! Recursive-descent parser for the system language.
//!
//! Errors do not stop the parse: a bad statement is skipped up to the next `;` or `}` and a bad
//! function up to the end of its body, so one run reports every independent mistake.

use mw_runtime::source::{Diagnostic, Span};

use crate::front::ast::*;
use crate::front::lexer::{Kw, Punct, Tok, Token};

/// Names the parser treats as types in casts: `(float)x`.
pub(crate) const BUILTIN_TYPES: [&str; 9] = ["bool", "int", "uint", "float", "double", "vec2", "vec3", "vec4", "quat"];

/// Tallest expression tree (an operator chain `a + b + ...` or `v.x.y...` counts one level per
/// operator) and deepest recursion of the expression parser. Deeper input is an error, never a
/// stack overflow: every later pass recurses over these trees.
pub const MAX_EXPR_DEPTH: u32 = 1024;
/// Deepest nesting of statements (blocks, `if`, loops). An `else if` chain is flat: any
/// length counts as one level.
pub const MAX_STMT_DEPTH: u32 = 256;

pub struct Parser<'a> {
    toks: &'a [Token],
    /// Type aliases of the spec, which are type names in casts too.
    extra_types: &'a [String],
    pos: usize,
    /// Recursion depth of the expression parser.
    depth: u32,
    /// Nesting depth of statements.
    stmt_depth: u32,
    /// A nesting limit was already reported in the current function (once is enough).
    deep_reported: bool,
    /// A block was found unclosed where the next function starts: every open block ends there,
    /// and parsing goes on with that function.
    resync: bool,
    pub diags: Vec<Diagnostic>,
}

struct Abort;
type PResult<T> = Result<T, Abort>;

impl<'a> Parser<'a> {
    pub fn new(toks: &'a [Token], extra_types: &'a [String]) -> Parser<'a> {
        Parser {
            toks,
            extra_types,
            pos: 0,
            depth: 0,
            stmt_depth: 0,
            deep_reported: false,
            resync: false,
            diags: Vec::new(),
        }
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
                let name = crate::front::lexer::KEYWORDS.iter().find(|(_, kw)| kw == k).map(|(n, _)| *n).unwrap_or("?");
                format!("keyword `{name}`")
            }
            Tok::P(p) => format!("`{}`", p.text()),
            Tok::Eof => "end of code".to_string(),
        }
    }

    fn error_expected(&mut self, what: &str) -> Abort {
        if self.resync {
            // Unwinding from an unclosed block (already reported): anything else is a follow-on.
            return Abort;
        }
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
        if self.depth >= MAX_EXPR_DEPTH {
            return Err(self.too_deep(self.span()));
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn too_deep(&mut self, at: Span) -> Abort {
        if std::mem::replace(&mut self.deep_reported, true) {
            return Abort;
        }
        self.diags.push(
            Diagnostic::error("expression is nested too deeply")
                .at(at, format!("more than {MAX_EXPR_DEPTH} levels of operators, calls or parentheses"))
                .note("split it into several statements with intermediate variables"),
        );
        Abort
    }

    /// An expression node over children of the given heights; too tall a tree is an error.
    fn node(&mut self, kind: ExprKind, span: Span, children: &[u32]) -> PResult<Expr> {
        let depth = 1 + children.iter().copied().max().unwrap_or(0);
        if depth > MAX_EXPR_DEPTH {
            return Err(self.too_deep(span));
        }
        Ok(Expr { kind, span, depth })
    }

    /// Parses a whole chunk: a sequence of function definitions.
    pub(crate) fn parse_file(&mut self) -> Items {
        let mut items = Items::default();
        while *self.peek() != Tok::Eof {
            let start = self.pos;
            let errors = self.diags.len();
            self.deep_reported = false;
            if self.is_kw(Kw::Struct) {
                match self.struct_decl() {
                    Ok(s) => items.structs.push(s),
                    Err(Abort) => {
                        self.recover_item();
                        self.eat(Punct::Semi);
                        if self.pos == start {
                            self.bump();
                        }
                    }
                }
                self.depth = 0;
                continue;
            }
            let r = self.func();
            let resync = std::mem::replace(&mut self.resync, false);
            self.depth = 0;
            self.stmt_depth = 0;
            match r {
                Ok(mut f) => {
                    f.broken = self.diags.len() > errors;
                    items.funcs.push(f);
                }
                Err(Abort) if resync => {}
                Err(Abort) => {
                    self.recover_item();
                    if self.pos == start {
                        self.bump();
                    }
                }
            }
        }
        items
    }

    /// `struct Name { type a; type b, c; type h[4]; }` (the `;` after `}` optional).
    fn struct_decl(&mut self) -> PResult<Struct> {
        let start = self.bump().span;
        let name = self.ident("the struct's name")?;
        if !self.is(Punct::LBrace) {
            return Err(self.error_expected("`{` to start the struct's fields"));
        }
        self.bump();
        let mut fields = Vec::new();
        while !self.is(Punct::RBrace) {
            if *self.peek() == Tok::Eof {
                return Err(self.error_expected("`}` to end the struct"));
            }
            let ty = self.ident("a field type")?;
            loop {
                let name = self.ident("a field name")?;
                let mut dims = Vec::new();
                while self.eat(Punct::LBracket) {
                    dims.push(self.expr()?);
                    self.expect(Punct::RBracket)?;
                }
                fields.push(FieldDecl { ty: ty.clone(), name, dims });
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::Semi)?;
        }
        let close = self.bump().span;
        self.eat(Punct::Semi);
        Ok(Struct { name, fields, span: start.to(close) })
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
        Ok(Func { ret, name, params, body, sig_span, broken: false })
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
            let mut dims = Vec::new();
            let mut end = name.span;
            while self.eat(Punct::LBracket) {
                dims.push(self.expr()?);
                end = self.expect(Punct::RBracket)?;
            }
            return Ok(Param { span: start.to(end), kind: ParamKind::Value { is_const, ty, name, dims } });
        }
        if is_const {
            return Err(self.error_expected("a parameter name or `&`"));
        }
        Ok(Param { span: ty.span, kind: ParamKind::With { ty } })
    }

    /// `{ statements }`. A block still open at the end of the code, or where a new function
    /// definition starts (the usual sign of a forgotten `}`), is reported once; every open
    /// block then ends there, keeping what was parsed, so one missing `}` is one error.
    fn block(&mut self) -> PResult<Block> {
        let open = self.expect(Punct::LBrace)?;
        let mut stmts = Vec::new();
        loop {
            if self.resync {
                return Ok(Block { stmts, span: open.to(self.prev_span()) });
            }
            match self.peek() {
                Tok::P(Punct::RBrace) => break,
                Tok::Eof => {
                    self.diags.push(
                        Diagnostic::error("unclosed `{`")
                            .at(open, "this block is never closed")
                            .with(self.span(), "code ends here")
                            .note("a `}` is missing somewhere after this `{`"),
                    );
                    self.resync = true;
                    continue;
                }
                _ if self.looks_like_function() => {
                    let next = match self.peek_at(1) {
                        Tok::Ident(n) => n.clone(),
                        _ => String::new(),
                    };
                    self.diags.push(
                        Diagnostic::error("unclosed `{`")
                            .at(open, "this block is still open")
                            .with(self.span(), format!("where the function `{next}` starts"))
                            .note(
                                "a `}` is missing somewhere after this `{` (functions can't be defined inside others)",
                            ),
                    );
                    self.resync = true;
                    continue;
                }
                _ => {}
            }
            let before = self.pos;
            match self.stmt() {
                Ok(s) => stmts.push(s),
                Err(Abort) if self.resync => {}
                Err(Abort) => {
                    self.recover_stmt();
                    if self.pos == before {
                        self.bump();
                    }
                }
            }
        }
        let close = self.bump().span;
        Ok(Block { stmts, span: open.to(close) })
    }

    /// `void name(` or `Type name(` at the start of a statement: a function definition (no
    /// statement starts this way).
    fn looks_like_function(&self) -> bool {
        matches!(
            (self.peek(), self.peek_at(1), self.peek_at(2)),
            (Tok::Kw(Kw::Void) | Tok::Ident(_), Tok::Ident(_), Tok::P(Punct::LParen))
        )
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

    fn enter_stmt(&mut self) -> PResult<()> {
        if self.stmt_depth >= MAX_STMT_DEPTH {
            if std::mem::replace(&mut self.deep_reported, true) {
                return Err(Abort);
            }
            self.diags.push(
                Diagnostic::error("statements are nested too deeply")
                    .at(self.span(), format!("more than {MAX_STMT_DEPTH} levels of blocks, `if`s and loops"))
                    .note("move the inner part into a helper function"),
            );
            return Err(Abort);
        }
        self.stmt_depth += 1;
        Ok(())
    }

    fn leave_stmt(&mut self) {
        self.stmt_depth -= 1;
    }

    fn stmt(&mut self) -> PResult<Stmt> {
        self.enter_stmt()?;
        let r = self.stmt_inner();
        self.leave_stmt();
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
                // `else if` continues the chain here, in a loop, rather than nesting.
                let mut arms = Vec::new();
                let mut els = None;
                loop {
                    self.bump();
                    self.expect(Punct::LParen)?;
                    let cond = self.expr()?;
                    self.expect(Punct::RParen)?;
                    arms.push((cond, self.stmt()?));
                    if !self.is_kw(Kw::Else) {
                        break;
                    }
                    self.bump();
                    if !self.is_kw(Kw::If) {
                        els = Some(Box::new(self.stmt()?));
                        break;
                    }
                }
                StmtKind::If { arms, els }
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
            // `after` and `where` are words only here, so they stay usable as names elsewhere.
            let after = if matches!(self.peek(), Tok::Ident(w) if w == "after") {
                self.bump();
                Some(self.ident("the entity whose row the loop starts after")?)
            } else {
                None
            };
            let filter = if matches!(self.peek(), Tok::Ident(w) if w == "where") {
                self.bump();
                Some(self.expr()?)
            } else {
                None
            };
            self.expect(Punct::RParen)?;
            let body = Box::new(self.stmt()?);
            return Ok(StmtKind::ForEach { binds, arch, filter, after, body });
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
        let d = [cond.depth, a.depth, b.depth];
        self.node(ExprKind::Ternary(Box::new(cond), Box::new(a), Box::new(b)), span, &d)
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
            let d = [lhs.depth, rhs.depth];
            lhs = self.node(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span, &d)?;
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
            let d = [e.depth];
            return self.node(ExprKind::Unary(op, Box::new(e)), span, &d);
        }
        // A C cast: `(float)x`.
        if self.is(Punct::LParen)
            && let (Tok::Ident(name), Tok::P(Punct::RParen)) = (self.peek_at(1), self.peek_at(2))
            && (BUILTIN_TYPES.contains(&name.as_str()) || self.extra_types.iter().any(|t| t == name))
        {
            self.bump();
            let ty = self.ident("a type")?;
            self.bump();
            self.enter()?;
            let e = self.unary();
            self.leave();
            let e = e?;
            let span = start.to(e.span);
            let d = [e.depth];
            return self.node(ExprKind::Cast(ty, Box::new(e)), span, &d);
        }
        self.postfix()
    }

    fn postfix(&mut self) -> PResult<Expr> {
        let mut e = self.primary()?;
        loop {
            if self.eat(Punct::Dot) {
                let field = self.ident("a field name after `.`")?;
                let span = e.span.to(field.span);
                let d = [e.depth];
                e = self.node(ExprKind::Field(Box::new(e), field), span, &d)?;
            } else if self.eat(Punct::LBracket) {
                let idx = self.expr()?;
                let close = self.expect(Punct::RBracket)?;
                let span = e.span.to(close);
                let d = [e.depth, idx.depth];
                e = self.node(ExprKind::Index(Box::new(e), Box::new(idx)), span, &d)?;
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
                    let d: Vec<u32> = args.iter().map(|a| a.depth).collect();
                    return self.node(ExprKind::Call { name: Ident { name, span }, args }, span.to(close), &d);
                }
                ExprKind::Name(name)
            }
            Tok::P(Punct::LParen) => {
                self.bump();
                let e = self.expr()?;
                let close = self.expect(Punct::RParen)?;
                return Ok(Expr { kind: e.kind, span: span.to(close), depth: e.depth });
            }
            Tok::P(Punct::LBrace) => {
                self.bump();
                let mut items = Vec::new();
                while !self.is(Punct::RBrace) {
                    items.push(self.expr()?);
                    if !self.eat(Punct::Comma) {
                        break;
                    }
                }
                let close = self.expect(Punct::RBrace)?;
                let d: Vec<u32> = items.iter().map(|a| a.depth).collect();
                return self.node(ExprKind::Braces(items), span.to(close), &d);
            }
            _ => return Err(self.error_expected("an expression")),
        };
        Ok(Expr { kind, span, depth: 1 })
    }
}

/// Parses one chunk of tokens into functions; diagnostics are appended to `diags`.
pub fn parse(toks: &[Token], diags: &mut Vec<Diagnostic>) -> Vec<Func> {
    parse_with_types(toks, &[], diags).funcs
}

/// One chunk's functions and structs, with type aliases that may appear in casts (`(real)x`).
pub(crate) fn parse_with_types(toks: &[Token], extra_types: &[String], diags: &mut Vec<Diagnostic>) -> Items {
    let mut p = Parser::new(toks, extra_types);
    let items = p.parse_file();
    diags.append(&mut p.diags);
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use mw_runtime::source::FileId;

    fn parse_ok(src: &str) -> Vec<Func> {
        crate::stack::on_compiler_stack(|| {
            let mut d = Vec::new();
            let toks = crate::front::lexer::lex(src, FileId(0), 0, &mut d);
            let f = parse(&toks, &mut d);
            assert!(d.is_empty(), "{d:#?}");
            f
        })
        .unwrap()
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
    fn structs_and_lists() {
        let (items, d) = crate::stack::on_compiler_stack(|| {
            let mut d = Vec::new();
            let src = "struct A { float x, y; int h[2][3]; } void f() { A a = {1, {}, {{1}, {2, 3}}}; a = {}; }
                       struct B { A a; };";
            let toks = crate::front::lexer::lex(src, FileId(0), 0, &mut d);
            let items = parse_with_types(&toks, &[], &mut d);
            (items, d)
        })
        .unwrap();
        assert!(d.is_empty(), "{d:#?}");
        assert_eq!(items.structs.len(), 2);
        assert_eq!(items.funcs.len(), 1);
        let a = &items.structs[0];
        let names: Vec<&str> = a.fields.iter().map(|f| f.name.name.as_str()).collect();
        assert_eq!(names, ["x", "y", "h"]);
        assert_eq!(a.fields[2].dims.len(), 2);
        let StmtKind::Decl { vars, .. } = &items.funcs[0].body.stmts[0].kind else { panic!() };
        let Some(Expr { kind: ExprKind::Braces(parts), .. }) = &vars[0].init else { panic!() };
        assert_eq!(parts.len(), 3);
        assert!(matches!(&parts[1].kind, ExprKind::Braces(p) if p.is_empty()));
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
        let toks = crate::front::lexer::lex("void f() { a = ; b = 1 } void g() { x = 2; }", FileId(0), 0, &mut d);
        let f = parse(&toks, &mut d);
        assert_eq!(d.len(), 2, "{d:#?}");
        assert_eq!(f.len(), 2);
    }

    /// Diagnostics of parsing `src`, on the compiler's stack as in real use.
    fn parse_err(src: &str) -> Vec<Diagnostic> {
        crate::stack::on_compiler_stack(|| {
            let mut d = Vec::new();
            let toks = crate::front::lexer::lex(src, FileId(0), 0, &mut d);
            parse(&toks, &mut d);
            d
        })
        .unwrap()
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let n = MAX_EXPR_DEPTH as usize + 10;
        for src in [
            format!("void f() {{ x = {}1{}; }}", "(".repeat(n), ")".repeat(n)),
            format!("void f() {{ x = 1{}; }}", " + 1".repeat(n)),
            format!("void f() {{ x = v{}; }}", ".x".repeat(n)),
            format!("void f() {{ x = {}1; }}", "- ".repeat(n)),
            format!("void f() {{ x = a{}; }}", "[0]".repeat(n)),
            format!("void f() {{ x = {}1{}; }}", "f(".repeat(n), ")".repeat(n)),
            format!("void f() {{ x = {}; }}", "c ? 1 : ".repeat(n) + "0"),
        ] {
            let d = parse_err(&src);
            assert!(d.iter().any(|d| d.message.contains("nested too deeply")), "{}: {d:?}", &src[..40]);
        }
        // The function's own braces are not a statement: n + 1 pairs nest n statements.
        let n = MAX_STMT_DEPTH as usize + 1;
        let d = parse_err(&format!("void f() {}{} ", "{".repeat(n + 1), "}".repeat(n + 1)));
        assert!(d.iter().any(|d| d.message.contains("statements are nested too deeply")), "{d:?}");
        let d = parse_err(&format!("void f() {{ {} x = 1; }}", "if (c) ".repeat(n)));
        assert!(d.iter().any(|d| d.message.contains("statements are nested too deeply")), "{d:?}");
    }

    #[test]
    fn long_chains_within_the_limit_parse() {
        let n = MAX_EXPR_DEPTH as usize - 2;
        let f = parse_ok(&format!("void f() {{ x = 1{}; }}", " + 1".repeat(n)));
        let StmtKind::Assign { value, .. } = &f[0].body.stmts[0].kind else { panic!() };
        assert_eq!(value.depth as usize, n + 1);
    }

    #[test]
    fn else_if_chains_are_flat() {
        let src = format!("void f() {{ if (a) x = 0; {} else x = 2; }}", "else if (b) x = 1; ".repeat(5000));
        let f = parse_ok(&src);
        let StmtKind::If { arms, els } = &f[0].body.stmts[0].kind else { panic!() };
        assert_eq!(arms.len(), 5001);
        assert!(els.is_some());
    }
}
