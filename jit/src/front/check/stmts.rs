//! Statements: declarations, assignments, control flow, and `for` loops over rows.

use super::*;

impl<'g, 'd> FnCx<'g, 'd> {
    pub(super) fn block_stmts(&mut self, stmts: &[ast::Stmt]) -> Vec<Stmt> {
        self.scopes.push(HashMap::new());
        let mut out = Vec::new();
        for s in stmts {
            self.stmt(s, &mut out);
        }
        self.scopes.pop();
        out
    }

    /// A statement used as the body of `if`/loops: a block keeps its own scope.
    pub(super) fn sub_stmt(&mut self, s: &ast::Stmt) -> Vec<Stmt> {
        match &s.kind {
            AS::Block(b) => self.block_stmts(&b.stmts),
            _ => {
                self.scopes.push(HashMap::new());
                let mut out = Vec::new();
                if let AS::Decl { .. } = s.kind {
                    self.err(
                        Diagnostic::warning("a declaration as the whole body of `if`/loop is useless")
                            .at(s.span, "its scope ends right away")
                            .note("wrap it in `{ ... }`"),
                    );
                }
                self.stmt(s, &mut out);
                self.scopes.pop();
                out
            }
        }
    }

    pub(super) fn cond(&mut self, e: &ast::Expr) -> R<Expr> {
        let v = self.rvalue(e)?;
        if v.ty != ValueType::Bool {
            let hint = if is_numeric(&v.ty) { "; compare it: `x != 0`" } else { "" };
            self.err(
                Diagnostic::error(format!("condition must be bool, found {}", ty_name(&v.ty)))
                    .at(e.span, format!("this is {}", ty_name(&v.ty)))
                    .note(format!("conditions are not converted implicitly{hint}")),
            );
            return Err(());
        }
        Ok(v)
    }

    /// A statement, after what its expressions hoist (`count`, SEMANTICS.md 6b).
    pub(super) fn stmt(&mut self, s: &ast::Stmt, out: &mut Vec<Stmt>) {
        let outer = std::mem::take(&mut self.hoisted);
        let mut here = Vec::new();
        let _ = self.stmt_inner(s, &mut here);
        out.append(&mut std::mem::replace(&mut self.hoisted, outer));
        out.append(&mut here);
    }

    /// A loop's condition (or step): what it would hoist must run on every iteration, so
    /// nothing may be hoisted there.
    fn loop_part<T>(&mut self, what: &str, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        let n = self.hoisted.len();
        let r = f(self);
        if self.hoisted.len() > n {
            self.hoisted.truncate(n);
            let span = self.hoisted_span.unwrap_or_default();
            self.err(
                Diagnostic::error(format!("`count(...)` can't be in a loop's {what}"))
                    .at(span, "counted once, before the statement")
                    .note("count into a variable before the loop, and again at the end of its body"),
            );
            return Err(());
        }
        r
    }

    pub(super) fn stmt_inner(&mut self, s: &ast::Stmt, out: &mut Vec<Stmt>) -> R<()> {
        match &s.kind {
            AS::Empty => {}
            AS::Block(b) => {
                let inner = self.block_stmts(&b.stmts);
                // A nested block is just its statements; scoping was resolved above.
                out.extend(inner);
            }
            AS::Decl { is_const, ty, is_ref, vars } => self.decl(*is_const, ty, *is_ref, vars, out)?,
            AS::Expr(e) => self.expr_stmt(e, out)?,
            AS::Assign { target, op, value, op_span } => self.assign(target, *op, value, *op_span, out)?,
            AS::IncDec { target, inc } => {
                let place = self.place_for_write(target)?;
                if !is_numeric(&place.ty) {
                    self.err(
                        Diagnostic::error(format!(
                            "`{}` needs a number, found {}",
                            if *inc { "++" } else { "--" },
                            ty_name(&place.ty)
                        ))
                        .at(target.span, "not a number"),
                    );
                    return Err(());
                }
                let place = self.stabilize(place, out);
                let one =
                    self.coerce(cexpr(Const::Int(1), ValueType::Int, s.span), Some(Untyped::Int(1)), &place.ty)?;
                let cur =
                    Expr { kind: ExprKind::Load(Box::new(place.clone())), ty: place.ty.clone(), span: target.span };
                let op = if *inc { BinOp::Add } else { BinOp::Sub };
                let v = Expr {
                    kind: ExprKind::Binary(op, Box::new(cur), Box::new(one)),
                    ty: place.ty.clone(),
                    span: s.span,
                };
                out.push(Stmt::Assign(place, v));
            }
            AS::If { arms, els } => {
                let mut lowered = Vec::with_capacity(arms.len());
                let mut ok = true;
                for (cond, then) in arms {
                    let c = self.cond(cond);
                    let a = self.sub_stmt(then);
                    match c {
                        Ok(c) => lowered.push((c, a)),
                        Err(()) => ok = false,
                    }
                }
                let b = els.as_ref().map(|e| self.sub_stmt(e)).unwrap_or_default();
                if !ok {
                    return Err(());
                }
                out.push(Stmt::If(lowered, b));
            }
            AS::While { cond, body } => {
                let c = self.loop_part("condition", |cx| cx.cond(cond));
                self.loops += 1;
                let b = self.sub_stmt(body);
                self.loops -= 1;
                out.push(Stmt::Loop { pre: Some(c?), body: b, step: vec![], post: None });
            }
            AS::DoWhile { body, cond } => {
                self.loops += 1;
                let b = self.sub_stmt(body);
                self.loops -= 1;
                let c = self.loop_part("condition", |cx| cx.cond(cond))?;
                out.push(Stmt::Loop { pre: None, body: b, step: vec![], post: Some(c) });
            }
            AS::For { init, cond, step, body } => {
                self.scopes.push(HashMap::new());
                let r = (|| {
                    if let Some(i) = init {
                        self.stmt_inner(i, out)?;
                    }
                    let c = match cond {
                        Some(c) => Some(self.loop_part("condition", |cx| cx.cond(c))?),
                        None => None,
                    };
                    let mut st = Vec::new();
                    for s in step {
                        self.loop_part("step", |cx| cx.stmt_inner(s, &mut st))?;
                    }
                    self.loops += 1;
                    let b = self.sub_stmt(body);
                    self.loops -= 1;
                    out.push(Stmt::Loop { pre: c, body: b, step: st, post: None });
                    Ok(())
                })();
                self.scopes.pop();
                r?;
            }
            AS::ForEach { binds, arch, filter, after, body } => {
                self.for_each(binds, arch, filter.as_ref(), after.as_ref(), body, s.span, out)?
            }
            AS::Break | AS::Continue => {
                if self.loops == 0 {
                    let word = if matches!(s.kind, AS::Break) { "break" } else { "continue" };
                    self.err(
                        Diagnostic::error(format!("`{word}` outside of a loop"))
                            .at(s.span, "not inside `for`, `while` or `do`")
                            .note("to stop processing this row, use `return;`"),
                    );
                    return Err(());
                }
                out.push(if matches!(s.kind, AS::Break) { Stmt::Break } else { Stmt::Continue });
            }
            AS::Return(value) => {
                let ret = self.ret.clone();
                match (value, ret) {
                    (None, None) => out.push(Stmt::Return(None)),
                    (Some(e), Some(t)) => {
                        let v = self.value_to(e, &t, false)?;
                        out.push(Stmt::Return(Some(v)));
                    }
                    (Some(e), None) => {
                        self.err(
                            Diagnostic::error("this function returns nothing (`void`)")
                                .at(e.span, "unexpected return value"),
                        );
                        return Err(());
                    }
                    (None, Some(t)) => {
                        self.err(
                            Diagnostic::error(format!("missing return value of type {}", ty_name(&t)))
                                .at(s.span, "`return;` without a value"),
                        );
                        return Err(());
                    }
                }
            }
        }
        Ok(())
    }

    /// A declaration; when it fails, its names are still declared (poisoned) so that their
    /// uses are not reported as unknown names on top of the real error.
    pub(super) fn decl(
        &mut self,
        is_const: bool,
        ty: &ast::Ident,
        is_ref: bool,
        vars: &[ast::Declarator],
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let r = self.decl_inner(is_const, ty, is_ref, vars, out);
        if r.is_err() {
            self.declare_poisoned(vars.iter().map(|v| v.name.clone()));
        }
        r
    }

    pub(super) fn decl_inner(
        &mut self,
        is_const: bool,
        ty: &ast::Ident,
        is_ref: bool,
        vars: &[ast::Declarator],
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        if is_ref {
            let comp = self.g.comp_type(ty, self.diags).ok_or(())?;
            for v in vars {
                if !v.dims.is_empty() {
                    self.err(Diagnostic::error("arrays of references are not supported").at(v.name.span, "here"));
                    return Err(());
                }
                let Some(init) = &v.init else {
                    self.err(
                        Diagnostic::error(format!("reference `{}` must be bound where it is declared", v.name.name))
                            .at(v.name.span, "no `=`")
                            .note(format!("write `{}& {} = get({}, entity);`", ty.name, v.name.name, ty.name)),
                    );
                    return Err(());
                };
                let val = self.expr(init);
                let local = self.declare(&v.name, LocalKind::Ref { comp, mutable: !is_const });
                let Val::Row(root, c, mutable) = val? else {
                    self.err(
                        Diagnostic::error(format!("`{}` must be bound to a component row", v.name.name))
                            .at(init.span, "not a reference")
                            .note(format!("use `get({}, entity)` or `single({})`", ty.name, ty.name)),
                    );
                    return Err(());
                };
                if c != comp {
                    self.err(
                        Diagnostic::error(format!(
                            "reference of type `{}&` bound to a `{}` row",
                            ty.name,
                            self.spec().comp(c).name
                        ))
                        .at(init.span, format!("this is a `{}`", self.spec().comp(c).name)),
                    );
                    return Err(());
                }
                if !is_const && !mutable {
                    self.err(
                        Diagnostic::error(format!("can't bind a mutable `{}&` to a read-only row", ty.name))
                            .at(init.span, "read-only")
                            .note(format!("declare it `const {}& {}`", ty.name, v.name.name)),
                    );
                    return Err(());
                }
                match root {
                    Root::Src(src) => out.push(Stmt::BindRef(local, src)),
                    _ => {
                        self.err(
                            Diagnostic::error("a reference can only be bound to `get(...)` or `single(...)`")
                                .at(init.span, "another reference")
                                .note("use the existing reference directly"),
                        );
                        return Err(());
                    }
                }
            }
            return Ok(());
        }
        let base = match self.g.base_type(&ty.name) {
            Some(t) => t,
            None => {
                if self.spec().component(&ty.name).is_some() {
                    self.err(
                        Diagnostic::error(format!("component `{}` can't be a local value", ty.name))
                            .at(ty.span, "a component type")
                            .note(format!("bind a reference to a row: `{}& x = get({}, entity);`", ty.name, ty.name)),
                    );
                } else {
                    let d = self.g.unknown_type(ty);
                    self.err(d);
                }
                return Err(());
            }
        };
        for v in vars {
            let mut t = base.clone();
            let mut dims = Vec::new();
            for d in &v.dims {
                dims.push(self.const_len(d)?);
            }
            for n in dims.into_iter().rev() {
                t = ValueType::Array(Box::new(t), n);
            }
            if let Err(e) = t.check_size() {
                self.err(
                    Diagnostic::error(format!("local array `{}` of type `{t}` {e}", v.name.name))
                        .at(v.name.span, "declared here")
                        .note("keep large data in a component or singleton instead"),
                );
                return Err(());
            }
            let init = match &v.init {
                Some(e) => {
                    if matches!(t, ValueType::Array(..)) && !matches!(e.kind, AE::Braces(_)) {
                        self.err(
                            Diagnostic::error("an array is initialized with a `{...}` list")
                                .at(e.span, "initializer")
                                .note("list the elements (`= {1, 2, 3}`), or leave it out: arrays start zeroed"),
                        );
                        None
                    } else {
                        self.value_to(e, &t, true).ok()
                    }
                }
                None => {
                    if is_const {
                        self.err(
                            Diagnostic::error(format!("const `{}` needs a value", v.name.name))
                                .at(v.name.span, "no `=`"),
                        );
                    }
                    None
                }
            };
            let local = self.declare(&v.name, LocalKind::Value(t.clone()));
            if is_const {
                self.const_locals.push(local);
            }
            let place = Place { root: Root::Local(local), path: vec![], ty: t.clone(), comp: None, span: v.name.span };
            match init {
                Some(e) => out.push(Stmt::Assign(place, e)),
                None if v.init.is_some() => {}
                // Uninitialized locals are zero (defined, unlike C); loops re-zero each time.
                None => out.push(Stmt::Assign(place, zero_value(&t, v.name.span))),
            }
        }
        Ok(())
    }

    pub(super) fn const_len(&mut self, e: &ast::Expr) -> R<u32> {
        let (_, u) = self.rvalue_untyped(e)?;
        match u {
            Some(Untyped::Int(n)) if (1..=65536).contains(&n) => Ok(n as u32),
            _ => {
                self.err(
                    Diagnostic::error("array length must be a constant integer between 1 and 65536")
                        .at(e.span, "not a constant length"),
                );
                Err(())
            }
        }
    }

    pub(super) fn expr_stmt(&mut self, e: &ast::Expr, out: &mut Vec<Stmt>) -> R<()> {
        if let AE::Call { name, args } = &e.kind {
            match name.name.as_str() {
                "destroy" => {
                    let [a] = self.args_n::<1>(name, args)?;
                    let v = self.rvalue(a)?;
                    let v = self.coerce(v, None, &ValueType::Entity)?;
                    out.push(Stmt::Destroy(v, e.span));
                    return Ok(());
                }
                "reset_world" => {
                    self.args_n::<0>(name, args)?;
                    out.push(Stmt::ResetWorld(e.span));
                    return Ok(());
                }
                "sort" if !self.g.by_name.contains_key("sort") => return self.sort_stmt(args, e.span, out),
                "rand_key" if !self.g.by_name.contains_key("rand_key") => {
                    let [a] = self.args_n::<1>(name, args)?;
                    let v = self.rvalue(a)?;
                    let v = match v.ty {
                        // An int key is its bits (`uint(k)`): a serial counted in an int field.
                        ValueType::Int => {
                            Expr { kind: ExprKind::Convert(Box::new(v)), ty: ValueType::Uint, span: a.span }
                        }
                        _ => self.coerce(v, None, &ValueType::Uint)?,
                    };
                    out.push(Stmt::RandKey(v));
                    return Ok(());
                }
                _ => {}
            }
            let n = name.name.as_str();
            let soft = SOFT_BUILTINS.contains(&n) && !self.g.by_name.contains_key(n);
            if !BUILTIN_FNS.contains(&n) && !CONSTRUCTORS.contains(&n) && !soft {
                let (fid, args) = self.call(name, args, e.span)?;
                if self.g.sigs[fid.0 as usize].ret.is_none() {
                    out.push(Stmt::Call(fid, args));
                } else {
                    let ty = self.g.sigs[fid.0 as usize].ret.clone().unwrap_or(ValueType::Int);
                    out.push(Stmt::Eval(Expr { kind: ExprKind::Call(fid, args), ty, span: e.span }));
                }
                return Ok(());
            }
        }
        let v = self.rvalue(e)?;
        if v.has_effects() {
            out.push(Stmt::Eval(v));
        } else {
            self.err(
                Diagnostic::warning("this statement has no effect")
                    .at(e.span, "its value is discarded")
                    .note("did you mean an assignment (`=`) instead of a comparison (`==`)?"),
            );
        }
        Ok(())
    }

    pub(super) fn assign(
        &mut self,
        target: &ast::Expr,
        op: Option<AOp>,
        value: &ast::Expr,
        op_span: Span,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let place = self.place_for_write(target)?;
        // An array is copied whole from a `{...}` list or another array of its type (as a
        // struct is); compound assignments are per element.
        if let (ValueType::Array(..), None) = (&place.ty, op) {
            let v = self.value_to(value, &place.ty, true)?;
            out.push(Stmt::Assign(place, v));
            return Ok(());
        }
        if matches!(place.ty, ValueType::Array(..)) {
            self.err(
                Diagnostic::error(format!("`{}=` does not apply to arrays", op.map(|o| o.text()).unwrap_or("")))
                    .at(target.span, format!("this is {}", ty_name(&place.ty)))
                    .note("apply it to the elements in a loop"),
            );
            return Err(());
        }
        match op {
            None => {
                let v = self.value_to(value, &place.ty, true)?;
                out.push(Stmt::Assign(place, v));
            }
            Some(op) => {
                let place = self.stabilize(place, out);
                let cur =
                    Expr { kind: ExprKind::Load(Box::new(place.clone())), ty: place.ty.clone(), span: target.span };
                let (v, u) = self.rvalue_untyped(value)?;
                let span = target.span.to(value.span);
                let (res, _) = self.binary(op, (cur, None), (v, u), span, op_span)?;
                let res = self.coerce(res, None, &place.ty).map_err(|_| ())?;
                out.push(Stmt::Assign(place, res));
            }
        }
        Ok(())
    }

    /// Evaluates a place's effectful parts (random indices, `get` of a computed entity) once,
    /// so `a[rand_int(0, 4)] += 1` reads and writes the same element.
    pub(super) fn stabilize(&mut self, mut place: Place, out: &mut Vec<Stmt>) -> Place {
        if let Root::Src(RefSource::Get(c, e)) = &place.root
            && e.has_effects()
        {
            let t = self.temp(ValueType::Entity, e.span);
            out.push(Stmt::Assign(local_place(t, ValueType::Entity, e.span), (**e).clone()));
            place.root = Root::Src(RefSource::Get(*c, Box::new(load_local(t, ValueType::Entity, e.span))));
        }
        for p in &mut place.path {
            if let Proj::Index { index, .. } = p
                && index.has_effects()
            {
                let t = self.temp(index.ty.clone(), index.span);
                out.push(Stmt::Assign(local_place(t, index.ty.clone(), index.span), (**index).clone()));
                **index = load_local(t, index.ty.clone(), index.span);
            }
        }
        place
    }

    pub(super) fn place_for_write(&mut self, e: &ast::Expr) -> R<Place> {
        match self.expr(e)? {
            Val::Place(p, true) => Ok(p),
            Val::Place(p, false) => {
                let what = self.describe_readonly(&p);
                self.err(
                    Diagnostic::error(format!("can't assign to {what}"))
                        .at(e.span, "read-only")
                        .note(self.readonly_hint(&p)),
                );
                Err(())
            }
            Val::Row(_, c, _) => {
                self.err(
                    Diagnostic::error(format!("can't assign a whole `{}` row", self.spec().comp(c).name))
                        .at(e.span, "a reference")
                        .note("assign its fields one by one"),
                );
                Err(())
            }
            Val::Value(..) => {
                self.err(Diagnostic::error("can't assign to this expression").at(e.span, "not a variable or field"));
                Err(())
            }
        }
    }

    /// The constant array a local holds, if it holds one.
    fn const_array_name(&self, p: &Place) -> Option<&str> {
        let Root::Local(l) = p.root else { return None };
        self.const_arrays.iter().find(|(_, v)| **v == l).map(|(k, _)| k.as_str())
    }

    pub(super) fn describe_readonly(&self, p: &Place) -> String {
        if let Some(name) = self.const_array_name(p) {
            return format!("constant array `{name}`");
        }
        match &p.root {
            Root::Ref(l) | Root::Local(l) => {
                let l = &self.locals[l.0 as usize];
                match l.kind {
                    LocalKind::Ref { comp, .. } => {
                        format!("a field of `{}`, a const `{}&`", l.name, self.spec().comp(comp).name)
                    }
                    LocalKind::Value(_) => format!("`{}`, which is const", l.name),
                }
            }
            Root::Src(_) => "a read-only row".to_string(),
        }
    }

    pub(super) fn readonly_hint(&self, p: &Place) -> String {
        if let Some(name) = self.const_array_name(p) {
            return format!("constants don't change; copy `{name}`'s elements into a local array to change them");
        }
        match &p.root {
            Root::Ref(l) => {
                let l = &self.locals[l.0 as usize];
                if let LocalKind::Ref { comp, .. } = l.kind {
                    let c = &self.spec().comp(comp).name;
                    format!("declare it `{c}& {}` (without `const`) to write to it", l.name)
                } else {
                    String::new()
                }
            }
            Root::Local(l) => format!("remove `const` from the declaration of `{}`", self.locals[l.0 as usize].name),
            Root::Src(_) => String::new(),
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn for_each(
        &mut self,
        binds: &[ast::ForBind],
        arch: &ast::Ident,
        filter: Option<&ast::Expr>,
        after: Option<&ast::Ident>,
        body: &ast::Stmt,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let Some(aid) = self.spec().archetype(&arch.name) else {
            let mut d =
                Diagnostic::error(format!("unknown archetype `{}`", arch.name)).at(arch.span, "not an archetype");
            if let Some(h) = did_you_mean(&arch.name, self.spec().archetypes.iter().map(|a| a.name.as_str())) {
                d = d.note(h);
            } else if self.spec().component(&arch.name).is_some() {
                d = d.note("loops visit the rows of an archetype; name the archetype, and bind its components");
            }
            self.err(d);
            return Err(());
        };
        let after = match after {
            Some(e) => Some(self.after_clause(aid, arch, e, filter)?),
            None => None,
        };
        // The bounds are evaluated before the loop, so they can't see its bindings.
        let keys = match filter {
            Some(f) => Some(Box::new(self.key_range(aid, arch, f)?)),
            None => None,
        };
        self.scopes.push(HashMap::new());
        let r = (|| {
            let mut entity = None;
            let mut refs = Vec::new();
            for b in binds {
                if b.ty.name == "Entity" && !b.is_ref {
                    if entity.is_some() {
                        self.err(Diagnostic::error("only one `Entity` binding per loop").at(b.span, "second one"));
                        return Err(());
                    }
                    entity = Some(self.declare(&b.name, LocalKind::Value(ValueType::Entity)));
                    self.const_locals.push(entity.expect("just set"));
                    continue;
                }
                let Some(c) = self.spec().component(&b.ty.name) else {
                    let d = self.g.unknown_type(&b.ty);
                    self.err(d);
                    return Err(());
                };
                if !b.is_ref {
                    self.err(
                        Diagnostic::error(format!("loop binding `{}` must be a reference", b.name.name))
                            .at(b.span, "missing `&`")
                            .note(format!("write `const {}& {}`", b.ty.name, b.name.name)),
                    );
                    return Err(());
                }
                if !self.spec().arch(aid).components.contains(&c) {
                    self.err(
                        Diagnostic::error(format!("archetype `{}` has no component `{}`", arch.name, b.ty.name))
                            .at(b.span, "not a column of the archetype")
                            .with(self.spec().arch(aid).span, format!("`{}` declared here", arch.name)),
                    );
                    return Err(());
                }
                let l = self.declare(&b.name, LocalKind::Ref { comp: c, mutable: !b.is_const });
                refs.push((l, c));
            }
            self.loops += 1;
            self.row_loops.extend(entity.map(|e| (e, aid)));
            let body = self.sub_stmt(body);
            self.row_loops.truncate(self.row_loops.len() - usize::from(entity.is_some()));
            self.loops -= 1;
            out.push(Stmt::ForRows { arch: aid, entity, binds: refs, keys, after, body, span });
            Ok(())
        })();
        self.scopes.pop();
        r
    }

    /// A loop's `after e` clause: `e` is the entity binding of an enclosing loop over the same
    /// archetype, or the entity parameter of a per-row system whose query matches only it.
    fn after_clause(&mut self, aid: ArchId, arch: &ast::Ident, e: &ast::Ident, filter: Option<&ast::Expr>) -> R<After> {
        const WHAT: &str = "`after` names the entity of an enclosing loop over the same archetype (`for (Entity a, ... : Ball) for (Entity b, ... : Ball after a)`), or a per-row system's entity parameter (`void f(Entity me, Ball& b) { for (... : Ball after me) ... }`)";
        if let Some(f) = filter {
            self.err(
                Diagnostic::error("a loop can't have both `after` and `where`")
                    .at(f.span, "a `where` clause")
                    .with(e.span, "an `after` clause")
                    .note("test the key inside the loop, or loop over the key's rows and compare entities"),
            );
            return Err(());
        }
        let local = self.scopes.iter().rev().find_map(|s| s.get(&e.name).copied());
        let Some(l) = local else {
            self.err(Diagnostic::error(format!("unknown name `{}`", e.name)).at(e.span, "not a local").note(WHAT));
            return Err(());
        };
        if self.poisoned.contains(&l) {
            self.quiet_failures += 1;
            return Err(());
        }
        let arch_name = |cx: &Self, a: ArchId| cx.spec().arch(a).name.clone();
        if let Some(&(_, a)) = self.row_loops.iter().find(|(x, _)| *x == l) {
            if a != aid {
                let d = Diagnostic::error(format!(
                    "`{}` is a row of `{}`, and this loop visits `{}`",
                    e.name,
                    arch_name(self, a),
                    arch.name
                ))
                .at(e.span, "the loop would start after a row of another archetype")
                .note(WHAT);
                self.err(d);
                return Err(());
            }
            return Ok(After::Row(l));
        }
        if self.own_entity == Some(l) {
            let archs = self.g.row_archs.get(&self.fid).cloned().unwrap_or_default();
            if archs != [aid] {
                let names: Vec<String> = archs.iter().map(|&a| format!("`{}`", arch_name(self, a))).collect();
                self.err(
                    Diagnostic::error(format!(
                        "`after {}` needs the system's rows to be rows of `{}`, but its query matches {}",
                        e.name,
                        arch.name,
                        if names.is_empty() { "no archetype".to_string() } else { names.join(", ") }
                    ))
                    .at(e.span, "the invocation's row")
                    .note("narrow the query to that archetype alone: a component only it has, or `!Comp` for one the others have"),
                );
                return Err(());
            }
            self.after_own.get_or_insert(e.span);
            return Ok(After::Own);
        }
        self.err(
            Diagnostic::error(format!(
                "`after {}`: `{}` is not the row of an enclosing loop or of this system",
                e.name, e.name
            ))
            .at(e.span, "not a row entity here")
            .note(WHAT),
        );
        Err(())
    }

    /// A loop's `where` clause: one comparison of the sort key (`Comp.field`) with a value, or
    /// a lower and an upper bound joined by `&&`. Whether the graph sorted the archetype by
    /// that key before the loop runs is checked with the graph (`check_key_loops`).
    fn key_range(&mut self, aid: ArchId, arch: &ast::Ident, f: &ast::Expr) -> R<KeyRange> {
        const FORMS: &str = "write `where Cell.key == k`, or bounds such as `where Cell.key >= lo && Cell.key < hi` (the archetype's sort key, a component field, compared with values)";
        let mut terms = Vec::new();
        let mut work = vec![f];
        while let Some(t) = work.pop() {
            match &t.kind {
                AE::Binary(AOp::And, a, b) => {
                    work.push(b);
                    work.push(a);
                }
                _ => terms.push(t),
            }
        }
        let mut key: Option<(CompId, usize, Span)> = None;
        let mut bounds = Vec::new();
        let (mut lower, mut upper, mut eq) = (false, false, false);
        for t in terms {
            let AE::Binary(op, a, b) = &t.kind else {
                self.err(
                    Diagnostic::error("a `where` clause is made of comparisons with the sort key")
                        .at(t.span, "not a comparison")
                        .note(FORMS),
                );
                return Err(());
            };
            let side = |e: &ast::Expr| -> Option<(String, ast::Ident)> {
                match &e.kind {
                    AE::Field(base, field) => match &base.kind {
                        AE::Name(n) => Some((n.clone(), field.clone())),
                        _ => None,
                    },
                    _ => None,
                }
            };
            let is_key = |this: &Self, e: &ast::Expr| {
                side(e).is_some_and(|(c, _)| {
                    this.spec().component(&c).is_some_and(|id| this.spec().arch(aid).components.contains(&id))
                })
            };
            let (k, v, cmp) = if is_key(self, a) && !is_key(self, b) {
                (a, b, *op)
            } else if is_key(self, b) && !is_key(self, a) {
                let flipped = match op {
                    AOp::Lt => AOp::Gt,
                    AOp::Le => AOp::Ge,
                    AOp::Gt => AOp::Lt,
                    AOp::Ge => AOp::Le,
                    o => *o,
                };
                (b, a, flipped)
            } else {
                let (label, note) = if is_key(self, a) {
                    ("both sides are fields of the archetype", FORMS.to_string())
                } else {
                    (
                        "neither side is a field of the archetype",
                        format!("name the key as `Component.field` of a component of `{}`; {FORMS}", arch.name),
                    )
                };
                self.err(
                    Diagnostic::error("a `where` bound compares the sort key with a value")
                        .at(t.span, label)
                        .note(note),
                );
                return Err(());
            };
            let cmp = match cmp {
                AOp::Eq => KeyCmp::Eq,
                AOp::Ge => KeyCmp::Ge,
                AOp::Gt => KeyCmp::Gt,
                AOp::Le => KeyCmp::Le,
                AOp::Lt => KeyCmp::Lt,
                o => {
                    self.err(
                        Diagnostic::error(format!("`{}` can't bound a sort key", o.text()))
                            .at(t.span, "not one of == >= > <= <")
                            .note(FORMS),
                    );
                    return Err(());
                }
            };
            let (cname, field) = side(k).expect("checked above");
            let comp = self.spec().component(&cname).expect("checked above");
            let Some(fi) = self.spec().comp(comp).fields.iter().position(|x| x.name == field.name) else {
                let mut d = Diagnostic::error(format!("component `{cname}` has no field `{}`", field.name))
                    .at(field.span, "no such field");
                if let Some(h) =
                    did_you_mean(&field.name, self.spec().comp(comp).fields.iter().map(|x| x.name.as_str()))
                {
                    d = d.note(h);
                }
                self.err(d);
                return Err(());
            };
            let fty = self.spec().comp(comp).fields[fi].ty.clone();
            if !matches!(fty, ValueType::Int | ValueType::Uint) {
                self.err(
                    Diagnostic::error(format!(
                        "a sort key is an int or uint field; `{cname}.{}` is {}",
                        field.name,
                        ty_name(&fty)
                    ))
                    .at(k.span, "not an integer field")
                    .note("compute an integer key (such as a grid cell) into a field of its own, and sort by it"),
                );
                return Err(());
            }
            match key {
                Some((c, f0, sp)) if (c, f0) != (comp, fi) => {
                    self.err(
                        Diagnostic::error("a `where` clause bounds one sort key")
                            .at(k.span, "a different field")
                            .with(sp, "the key bounded first"),
                    );
                    return Err(());
                }
                _ => key = Some((comp, fi, k.span)),
            }
            let twice = match cmp {
                KeyCmp::Eq => eq || lower || upper,
                KeyCmp::Ge | KeyCmp::Gt => eq || std::mem::replace(&mut lower, true),
                KeyCmp::Le | KeyCmp::Lt => eq || std::mem::replace(&mut upper, true),
            };
            eq |= cmp == KeyCmp::Eq;
            if twice {
                self.err(
                    Diagnostic::error("a `where` clause has one `==`, or at most one lower and one upper bound")
                        .at(t.span, "one bound too many")
                        .note(FORMS),
                );
                return Err(());
            }
            let (e, u) = self.rvalue_untyped(v)?;
            let e = self.coerce(e, u, &fty)?;
            bounds.push((cmp, e));
        }
        let (comp, fi, _) = key.expect("at least one term");
        Ok(KeyRange {
            comp,
            offset: self.g.layout.comp(comp).offsets[fi] as u32,
            signed: self.spec().comp(comp).fields[fi].ty == ValueType::Int,
            bounds,
            span: f.span,
        })
    }

    // ---- expressions ----
}
