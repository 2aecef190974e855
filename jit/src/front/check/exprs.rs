//! Expressions: names, fields and swizzles, operators, and the implicit conversions.

use super::*;

impl<'g, 'd> FnCx<'g, 'd> {
    pub(super) fn rvalue(&mut self, e: &ast::Expr) -> R<Expr> {
        let (v, u) = self.rvalue_untyped(e)?;
        Ok(match u {
            Some(u) => untyped_default(&u, v.span),
            None => v,
        })
    }

    /// An expression as a value, keeping literal-ness so the context can pick its type.
    pub(super) fn rvalue_untyped(&mut self, e: &ast::Expr) -> R<(Expr, Option<Untyped>)> {
        match self.expr(e)? {
            Val::Value(v, u) => Ok((v, u)),
            Val::Place(p, _) => {
                let ty = p.ty.clone();
                Ok((Expr { kind: ExprKind::Load(Box::new(p)), ty, span: e.span }, None))
            }
            Val::Row(_, c, _) => {
                let name = self.spec().comp(c).name.clone();
                self.err(
                    Diagnostic::error(format!("a `{name}` row is not a value"))
                        .at(e.span, "a reference to a component")
                        .note(format!(
                            "use one of its fields, e.g. `{}.{}`",
                            expr_text(e),
                            self.spec().comp(c).fields.first().map(|f| f.name.as_str()).unwrap_or("x")
                        )),
                );
                Err(())
            }
        }
    }

    pub(super) fn expr(&mut self, e: &ast::Expr) -> R<Val> {
        let span = e.span;
        match &e.kind {
            AE::Int { value, unsigned } => {
                if *unsigned {
                    Ok(Val::Value(cexpr(Const::Uint(*value as u32), ValueType::Uint, span), None))
                } else {
                    let u = Untyped::Int(*value as i64);
                    Ok(Val::Value(untyped_default(&u, span), Some(u)))
                }
            }
            AE::Float(text) => {
                let f64v: f64 = text.trim_end_matches(['f', 'F']).parse().unwrap_or(0.0);
                if text.ends_with(['f', 'F']) {
                    let f: f32 = text.trim_end_matches(['f', 'F']).parse().unwrap_or(0.0);
                    return Ok(Val::Value(cexpr(Const::Float(f), ValueType::Float, span), None));
                }
                let u = Untyped::Float(f64v, Some(text.clone()));
                Ok(Val::Value(untyped_default(&u, span), Some(u)))
            }
            AE::Bool(b) => Ok(Val::Value(cexpr(Const::Bool(*b), ValueType::Bool, span), None)),
            AE::Null => Ok(Val::Value(cexpr(Const::NullEntity, ValueType::Entity, span), None)),
            AE::Name(name) => self.name(name, span),
            AE::Unary(op, a) => {
                let (v, u) = self.rvalue_untyped(a)?;
                self.unary(*op, v, u, span).map(|(x, u)| Val::Value(x, u))
            }
            AE::Binary(op, a, b) => {
                let l = self.rvalue_untyped(a);
                let r = self.rvalue_untyped(b);
                let (l, r) = (l?, r?);
                let op_span = Span { file: span.file, start: a.span.end, end: b.span.start };
                self.binary(*op, l, r, span, op_span).map(|(x, u)| Val::Value(x, u))
            }
            AE::Ternary(c, a, b) => {
                let c = self.cond(c);
                let a = self.rvalue_untyped(a);
                let b = self.rvalue_untyped(b);
                let (c, a, b) = (c?, a?, b?);
                let (a, b, ty) = self.unify(a, b, span, "the two branches of `?:`")?;
                Ok(Val::Value(Expr { kind: ExprKind::Select(Box::new(c), Box::new(a), Box::new(b)), ty, span }, None))
            }
            AE::Cast(ty, a) => {
                let t = self.g.base_type(&ty.name).ok_or(())?;
                let (v, u) = self.rvalue_untyped(a)?;
                self.convert_explicit(v, u, &t, span).map(|x| Val::Value(x, None))
            }
            AE::Call { name, args } => self.call_expr(name, args, span),
            AE::Braces(_) => {
                self.err(
                    Diagnostic::error("a `{...}` list needs to know its type here").at(span, "a list of values").note(
                        "use it to initialize, assign, return or pass a struct or an array (`Order o = {1.5, 3};`)",
                    ),
                );
                Err(())
            }
            AE::Field(base, field) => self.field(base, field, span),
            AE::Index(base, idx) => {
                let b = self.expr(base)?;
                let i = self.rvalue_untyped(idx);
                let Val::Place(mut p, m) = b else {
                    self.err(Diagnostic::error("only arrays can be indexed").at(base.span, "not an array"));
                    return Err(());
                };
                let ValueType::Array(elem, len) = p.ty.clone() else {
                    self.err(
                        Diagnostic::error(format!("only arrays can be indexed, found {}", ty_name(&p.ty)))
                            .at(base.span, format!("this is {}", ty_name(&p.ty))),
                    );
                    return Err(());
                };
                let (iv, iu) = i?;
                let iv = match (iu, &iv.ty) {
                    (Some(Untyped::Int(n)), _) => {
                        if n < 0 || n >= len as i64 {
                            self.err(
                                Diagnostic::error(format!("index {n} is out of range for {}", ty_name(&p.ty)))
                                    .at(idx.span, format!("valid indices are 0 to {}", len - 1)),
                            );
                            return Err(());
                        }
                        cexpr(Const::Int(n as i32), ValueType::Int, idx.span)
                    }
                    (_, ValueType::Int | ValueType::Uint) => iv,
                    (_, t) => {
                        self.err(
                            Diagnostic::error(format!("array index must be int or uint, found {}", ty_name(t)))
                                .at(idx.span, "not an integer")
                                .note("convert it explicitly: `int(x)`"),
                        );
                        return Err(());
                    }
                };
                p.path.push(Proj::Index { index: Box::new(iv), len, stride: elem.size() as u32 });
                p.ty = *elem;
                p.span = span;
                Ok(Val::Place(p, m))
            }
        }
    }

    pub(super) fn name(&mut self, name: &str, span: Span) -> R<Val> {
        for scope in self.scopes.iter().rev() {
            if let Some(&l) = scope.get(name) {
                if self.poisoned.contains(&l) {
                    self.quiet_failures += 1;
                    return Err(());
                }
                let local = &self.locals[l.0 as usize];
                return Ok(match &local.kind {
                    LocalKind::Value(t) => {
                        let mutable = !self.const_locals.contains(&l);
                        Val::Place(
                            Place { root: Root::Local(l), path: vec![], ty: t.clone(), comp: None, span },
                            mutable,
                        )
                    }
                    LocalKind::Ref { comp, mutable } => Val::Row(Root::Ref(l), *comp, *mutable),
                });
            }
        }
        if let Some(c) = self.g.consts.get(name) {
            if let ConstValue::Array(items) = &c.value {
                let l = self.const_array(name, items, span);
                let ty = self.locals[l.0 as usize].kind.clone();
                let LocalKind::Value(ty) = ty else { unreachable!("a value local") };
                return Ok(Val::Place(local_place(l, ty, span), false));
            }
            let u = match &c.value {
                ConstValue::Int(v) => Untyped::Int(*v),
                ConstValue::Float(v) => Untyped::Float(*v, None),
                ConstValue::Bool(b) => {
                    return Ok(Val::Value(cexpr(Const::Bool(*b), ValueType::Bool, span), None));
                }
                ConstValue::Array(_) => unreachable!("handled above"),
            };
            return Ok(Val::Value(untyped_default(&u, span), Some(u)));
        }
        if !self.unknown.insert(name.to_string()) || self.saturated() {
            return Err(());
        }
        let mut d = Diagnostic::error(format!("unknown name `{name}`")).at(span, "not declared");
        if self.spec().component(name).is_some() {
            d = d.note(format!("`{name}` is a component type; to read one, take it as a parameter (`const {name}& x`) or use `get({name}, entity)`"));
        } else if self.spec().archetype(name).is_some() {
            d = d.note(format!("`{name}` is an archetype; it can be used in `spawn({name})` or `for (... : {name})`"));
        } else {
            let mut cands: Vec<&str> = self.scopes.iter().flat_map(|s| s.keys().map(|k| k.as_str())).collect();
            cands.extend(self.g.consts.keys().copied());
            if let Some(h) = did_you_mean(name, cands) {
                d = d.note(h);
            }
        }
        self.err(d);
        Err(())
    }

    pub(super) fn field(&mut self, base: &ast::Expr, field: &ast::Ident, span: Span) -> R<Val> {
        let b = self.expr(base)?;
        match b {
            Val::Row(root, comp, mutable) => {
                let c = self.spec().comp(comp);
                let Some(i) = c.fields.iter().position(|f| f.name == field.name) else {
                    let mut d = Diagnostic::error(format!("component `{}` has no field `{}`", c.name, field.name))
                        .at(field.span, "unknown field")
                        .with(c.span, format!("`{}` is declared here", c.name));
                    if let Some(h) = did_you_mean(&field.name, c.fields.iter().map(|f| f.name.as_str())) {
                        d = d.note(h);
                    } else {
                        let names: Vec<&str> = c.fields.iter().map(|f| f.name.as_str()).collect();
                        d = d.note(format!("its fields are: {}", names.join(", ")));
                    }
                    self.err(d);
                    return Err(());
                };
                let offset = self.g.layout.comp(comp).offsets[i] as u32;
                let ty = c.fields[i].ty.clone();
                Ok(Val::Place(Place { root, path: vec![Proj::Field { offset }], ty, comp: Some(comp), span }, mutable))
            }
            Val::Place(mut p, m) if matches!(p.ty, ValueType::Struct(_)) => {
                let ValueType::Struct(def) = p.ty.clone() else { unreachable!("a struct") };
                let f = self.struct_field(&def, field)?;
                p.path.push(Proj::Field { offset: f.offset });
                p.ty = f.ty.clone();
                p.span = span;
                Ok(Val::Place(p, m))
            }
            Val::Value(v, _) if matches!(v.ty, ValueType::Struct(_)) => {
                // A field of a computed struct: its lanes.
                let ValueType::Struct(def) = v.ty.clone() else { unreachable!("a struct") };
                let f = self.struct_field(&def, field)?;
                let end = f.offset + f.ty.size() as u32;
                let lanes: Vec<u32> = lane_layout(&v.ty)
                    .iter()
                    .enumerate()
                    .filter(|(_, (_, o))| *o >= f.offset && *o < end)
                    .map(|(k, _)| k as u32)
                    .collect();
                let ty = f.ty.clone();
                Ok(Val::Value(Expr { kind: ExprKind::Pick(Box::new(v), lanes), ty, span }, None))
            }
            Val::Place(mut p, m) if is_vector(&p.ty) => {
                let lanes = self.swizzle(&p.ty, field)?;
                if lanes.len() == 1 {
                    p.path.push(Proj::Lane(lanes[0]));
                    p.ty = ValueType::Float;
                    p.span = span;
                    return Ok(Val::Place(p, m));
                }
                let v = Expr { kind: ExprKind::Load(Box::new(p.clone())), ty: p.ty.clone(), span: base.span };
                self.swizzle_value(v, &lanes, span)
            }
            Val::Value(v, _) if is_vector(&v.ty) => {
                let lanes = self.swizzle(&v.ty, field)?;
                self.swizzle_value(v, &lanes, span)
            }
            other => {
                let ty = match &other {
                    Val::Place(p, _) => p.ty.clone(),
                    Val::Value(v, _) => v.ty.clone(),
                    Val::Row(..) => unreachable!(),
                };
                self.err(
                    Diagnostic::error(format!("{} has no fields", ty_name(&ty)))
                        .at(field.span, format!("`.{}` on a {}", field.name, ty_name(&ty))),
                );
                Err(())
            }
        }
    }

    /// The local holding constant array `name` in this function: written once, when the
    /// function starts (SEMANTICS.md 1), the first time the function uses it.
    fn const_array(&mut self, name: &str, items: &[ConstValue], span: Span) -> LocalId {
        if let Some(&l) = self.const_arrays.get(name) {
            return l;
        }
        let (elem, parts): (ValueType, Vec<Expr>) = match items.first() {
            Some(ConstValue::Int(_)) => (
                ValueType::Int,
                items
                    .iter()
                    .map(|x| {
                        cexpr(Const::Int(if let ConstValue::Int(i) = x { *i as i32 } else { 0 }), ValueType::Int, span)
                    })
                    .collect(),
            ),
            Some(ConstValue::Bool(_)) => (
                ValueType::Bool,
                items
                    .iter()
                    .map(|x| cexpr(Const::Bool(matches!(x, ConstValue::Bool(true))), ValueType::Bool, span))
                    .collect(),
            ),
            _ => (
                ValueType::Float,
                items
                    .iter()
                    .map(|x| {
                        cexpr(
                            Const::Float(if let ConstValue::Float(f) = x { *f as f32 } else { 0.0 }),
                            ValueType::Float,
                            span,
                        )
                    })
                    .collect(),
            ),
        };
        let ty = ValueType::Array(Box::new(elem), items.len() as u32);
        let l = self.temp(ty.clone(), span);
        self.const_arrays.insert(name.to_string(), l);
        self.prologue
            .push(Stmt::Assign(local_place(l, ty.clone(), span), Expr { kind: ExprKind::Construct(parts), ty, span }));
        l
    }

    /// Field `field` of struct `def`, or an error naming its fields.
    fn struct_field<'s>(&mut self, def: &'s StructDef, field: &ast::Ident) -> R<&'s StructField> {
        if let Some(f) = def.field(&field.name) {
            return Ok(f);
        }
        let mut d = Diagnostic::error(format!("struct `{}` has no field `{}`", def.name, field.name))
            .at(field.span, "unknown field");
        let names: Vec<&str> = def.fields.iter().map(|f| f.name.as_str()).collect();
        d = match did_you_mean(&field.name, names.iter().copied()) {
            Some(h) => d.note(h),
            None => d.note(format!("its fields are: {}", names.join(", "))),
        };
        self.err(d);
        Err(())
    }

    /// `e` as a value of type `to`: a `{...}` list of a struct's fields or an array's elements
    /// (nested lists for nested ones), or any expression converted as an assignment converts.
    /// `whole`: the value is stored to a whole struct or array (there `{}` zeroes it; elsewhere
    /// it is spelled as zeros, one per lane).
    pub(super) fn value_to(&mut self, e: &ast::Expr, to: &ValueType, whole: bool) -> R<Expr> {
        let AE::Braces(items) = &e.kind else {
            let (v, u) = self.rvalue_untyped(e)?;
            return self.coerce(v, u, to);
        };
        let span = e.span;
        let parts: Vec<(&ValueType, String)> = match to {
            ValueType::Struct(def) => def.fields.iter().map(|f| (&f.ty, format!("field `{}`", f.name))).collect(),
            ValueType::Array(t, n) => (0..*n).map(|k| (t.as_ref(), format!("element {k}"))).collect(),
            t => {
                self.err(
                    Diagnostic::error(format!("a `{{...}}` list can't make {}", ty_name(t)))
                        .at(span, "a list of values")
                        .note(if is_vector(t) {
                            format!("construct it: `{}(...)`", ty_name(t))
                        } else {
                            "lists make structs and arrays".to_string()
                        }),
                );
                return Err(());
            }
        };
        if items.is_empty() {
            let kind = if whole {
                ExprKind::Construct(vec![])
            } else {
                ExprKind::Construct(lane_types(to).iter().map(|t| zero_value(t, span)).collect())
            };
            return Ok(Expr { kind, ty: to.clone(), span });
        }
        if items.len() != parts.len() {
            let what = match to {
                ValueType::Struct(def) => {
                    let names: Vec<&str> = def.fields.iter().map(|f| f.name.as_str()).collect();
                    format!("struct `{}` has {} fields: {}", def.name, names.len(), names.join(", "))
                }
                _ => format!("{} has {} elements", ty_name(to), parts.len()),
            };
            self.err(
                Diagnostic::error(format!(
                    "this list has {} value{}; {what}",
                    items.len(),
                    if items.len() == 1 { "" } else { "s" }
                ))
                .at(span, "a list of values")
                .note("list every one in order, or write `{}` for zeros"),
            );
            return Err(());
        }
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        for (item, (t, _)) in items.iter().zip(&parts) {
            match self.value_to(item, t, false) {
                Ok(x) => out.push(x),
                Err(()) => ok = false,
            }
        }
        if !ok {
            return Err(());
        }
        Ok(Expr { kind: ExprKind::Construct(out), ty: to.clone(), span })
    }

    /// Lane indices of `.x`, `.xy`, `.wzyx`... on a vector (quaternions: `w x y z`).
    pub(super) fn swizzle(&mut self, ty: &ValueType, field: &ast::Ident) -> R<Vec<u8>> {
        let n = lanes(ty);
        let names: &[char] = if *ty == ValueType::Quat { &['w', 'x', 'y', 'z'] } else { &['x', 'y', 'z', 'w'] };
        let alt: &[char] = &['r', 'g', 'b', 'a'];
        let mut out = Vec::new();
        for ch in field.name.chars() {
            let lane = names
                .iter()
                .position(|&c| c == ch)
                .or_else(|| if *ty == ValueType::Quat { None } else { alt.iter().position(|&c| c == ch) });
            match lane {
                Some(l) if l < n && out.len() < 4 => out.push(l as u8),
                _ => {
                    let valid: String = names[..n].iter().collect();
                    self.err(
                        Diagnostic::error(format!("{} has no field `{}`", ty_name(ty), field.name))
                            .at(field.span, "unknown field")
                            .note(format!(
                                "its lanes are `{}` (combinations like `.xy` read several)",
                                valid.chars().map(|c| c.to_string()).collect::<Vec<_>>().join("`, `")
                            )),
                    );
                    return Err(());
                }
            }
        }
        Ok(out)
    }

    /// Several lanes of a vector variable or field, as a new vector.
    pub(super) fn swizzle_value(&mut self, v: Expr, lanes_: &[u8], span: Span) -> R<Val> {
        // The type of `n` lanes picked: a float, or a vector of them.
        let ty_of = |n: usize| match n {
            1 => ValueType::Float,
            2 => ValueType::Vec2,
            3 => ValueType::Vec3,
            _ => ValueType::Vec4,
        };
        let p = match &v.kind {
            ExprKind::Load(p) if !p.has_effects() => p,
            // A computed vector, or a place with effects: evaluated once, then its lanes picked.
            _ => {
                let lanes = lanes_.iter().map(|&l| l as u32).collect();
                let ty = ty_of(lanes_.len());
                return Ok(Val::Value(Expr { kind: ExprKind::Pick(Box::new(v), lanes), ty, span }, None));
            }
        };
        let parts: Vec<Expr> = lanes_
            .iter()
            .map(|&l| {
                let mut q = (**p).clone();
                q.path.push(Proj::Lane(l));
                q.ty = ValueType::Float;
                Expr { kind: ExprKind::Load(Box::new(q)), ty: ValueType::Float, span }
            })
            .collect();
        if lanes_.len() == 1 {
            return Ok(Val::Value(parts.into_iter().next().expect("one lane"), None));
        }
        Ok(Val::Value(Expr { kind: ExprKind::Construct(parts), ty: ty_of(lanes_.len()), span }, None))
    }

    pub(super) fn unary(&mut self, op: AUn, v: Expr, u: Option<Untyped>, span: Span) -> R<(Expr, Option<Untyped>)> {
        match op {
            AUn::Plus => {
                if !is_numeric(&v.ty) && !is_vector(&v.ty) {
                    self.err(
                        Diagnostic::error(format!("unary `+` needs a number, found {}", ty_name(&v.ty)))
                            .at(span, "here"),
                    );
                    return Err(());
                }
                Ok((v, u))
            }
            AUn::Neg => {
                if let Some(u) = u {
                    let n = match u {
                        Untyped::Int(i) => Untyped::Int(-i),
                        Untyped::Float(f, t) => Untyped::Float(-f, t.map(|t| format!("-{t}"))),
                    };
                    return Ok((untyped_default(&n, span), Some(n)));
                }
                if !(is_numeric(&v.ty) || is_vector(&v.ty)) {
                    self.err(
                        Diagnostic::error(format!("`-` needs a number or vector, found {}", ty_name(&v.ty)))
                            .at(span, "here"),
                    );
                    return Err(());
                }
                if v.ty == ValueType::Uint {
                    self.err(
                        Diagnostic::error("`-` on a uint").at(span, "unsigned").note("convert to int first: `-int(x)`"),
                    );
                    return Err(());
                }
                let ty = v.ty.clone();
                Ok((Expr { kind: ExprKind::Unary(UnOp::Neg, Box::new(v)), ty, span }, None))
            }
            AUn::Not => {
                if v.ty != ValueType::Bool {
                    self.err(
                        Diagnostic::error(format!("`!` needs a bool, found {}", ty_name(&v.ty)))
                            .at(span, "here")
                            .note("compare it: `x == 0`"),
                    );
                    return Err(());
                }
                Ok((Expr { kind: ExprKind::Unary(UnOp::Not, Box::new(v)), ty: ValueType::Bool, span }, None))
            }
            AUn::BitNot => {
                let v = match u {
                    Some(u) => untyped_default(&u, span),
                    None => v,
                };
                if !is_integer(&v.ty) {
                    self.err(
                        Diagnostic::error(format!("`~` needs an int or uint, found {}", ty_name(&v.ty)))
                            .at(span, "here"),
                    );
                    return Err(());
                }
                let ty = v.ty.clone();
                Ok((Expr { kind: ExprKind::Unary(UnOp::BitNot, Box::new(v)), ty, span }, None))
            }
        }
    }

    /// Brings two operands to one type (numeric widening, literal adaptation).
    pub(super) fn unify(
        &mut self,
        a: (Expr, Option<Untyped>),
        b: (Expr, Option<Untyped>),
        span: Span,
        what: &str,
    ) -> R<(Expr, Expr, ValueType)> {
        let (a, au) = a;
        let (b, bu) = b;
        match (&au, &bu) {
            (Some(_), Some(_)) => {
                // Both literals: the "larger" kind wins (float over int).
                let ty = if matches!(au, Some(Untyped::Float(..))) || matches!(bu, Some(Untyped::Float(..))) {
                    ValueType::Float
                } else {
                    a.ty.clone()
                };
                let a = self.coerce(a, au, &ty)?;
                let b = self.coerce(b, bu, &ty)?;
                return Ok((a, b, ty));
            }
            (Some(_), None) => {
                let ty = if matches!(au, Some(Untyped::Float(..))) && is_integer(&b.ty) {
                    ValueType::Float
                } else {
                    b.ty.clone()
                };
                let a2 = self.coerce(a, au, &ty)?;
                let b2 = self.coerce(b, None, &ty)?;
                return Ok((a2, b2, ty));
            }
            (None, Some(_)) => {
                let ty = if matches!(bu, Some(Untyped::Float(..))) && is_integer(&a.ty) {
                    ValueType::Float
                } else {
                    a.ty.clone()
                };
                let a2 = self.coerce(a, None, &ty)?;
                let b2 = self.coerce(b, bu, &ty)?;
                return Ok((a2, b2, ty));
            }
            (None, None) => {}
        }
        if a.ty == b.ty {
            let ty = a.ty.clone();
            return Ok((a, b, ty));
        }
        if is_numeric(&a.ty) && is_numeric(&b.ty) {
            if is_integer(&a.ty) && is_integer(&b.ty) {
                self.err(
                    Diagnostic::error(format!("{what} mix int and uint"))
                        .at(span, format!("{} and {}", ty_name(&a.ty), ty_name(&b.ty)))
                        .note("convert one explicitly: `int(x)` or `uint(x)`"),
                );
                return Err(());
            }
            let ty = if rank(&a.ty) >= rank(&b.ty) { a.ty.clone() } else { b.ty.clone() };
            let a = self.coerce(a, None, &ty)?;
            let b = self.coerce(b, None, &ty)?;
            return Ok((a, b, ty));
        }
        self.err(
            Diagnostic::error(format!("{what} have different types: {} and {}", ty_name(&a.ty), ty_name(&b.ty)))
                .at(span, "type mismatch"),
        );
        Err(())
    }

    pub(super) fn binary(
        &mut self,
        op: AOp,
        l: (Expr, Option<Untyped>),
        r: (Expr, Option<Untyped>),
        span: Span,
        op_span: Span,
    ) -> R<(Expr, Option<Untyped>)> {
        // Fold arithmetic on two literals so `4.0 / 3.0` keeps full precision until it is used.
        if let (Some(a), Some(b)) = (&l.1, &r.1)
            && let Some(u) = fold(op, a, b)
        {
            // Integer constants are folded exactly; a result no 32-bit type holds is an
            // error here (it would otherwise quietly become a float).
            if let Untyped::Int(v) = u
                && (v < i32::MIN as i64 || v > u32::MAX as i64)
            {
                self.err(
                    Diagnostic::error(format!("this constant expression is {v}, which does not fit in 32 bits"))
                        .at(span, "folded at compile time")
                        .note("int and uint are 32-bit; write a float literal (`1e12`) for larger magnitudes"),
                );
                return Err(());
            }
            return Ok((untyped_default(&u, span), Some(u)));
        }
        let sym = op.text();
        match op {
            AOp::And | AOp::Or => {
                let (a, b) = (self.want_bool(l.0, sym)?, self.want_bool(r.0, sym)?);
                let kind = if op == AOp::And {
                    ExprKind::And(Box::new(a), Box::new(b))
                } else {
                    ExprKind::Or(Box::new(a), Box::new(b))
                };
                Ok((Expr { kind, ty: ValueType::Bool, span }, None))
            }
            AOp::Eq | AOp::Ne | AOp::Lt | AOp::Le | AOp::Gt | AOp::Ge => {
                let (a, b, ty) = self.unify(l, r, span, &format!("the operands of `{sym}`"))?;
                let ordered = !matches!(op, AOp::Eq | AOp::Ne);
                let ok = if ordered {
                    // Entities: by id, then generation (SEMANTICS.md, comparisons).
                    is_numeric(&ty) || ty == ValueType::Entity
                } else {
                    is_numeric(&ty) || matches!(ty, ValueType::Bool | ValueType::Entity)
                };
                if !ok {
                    let mut d = Diagnostic::error(format!("`{sym}` can't compare {} values", ty_name(&ty)))
                        .at(op_span.to(op_span), "here");
                    if is_vector(&ty) {
                        d = d.note("compare lanes (`a.x == b.x`) or distances (`length(a - b) < eps`)");
                    } else if matches!(ty, ValueType::Struct(_)) {
                        d = d.note("compare their fields");
                    }
                    d.primary = Some((span, "here".into()));
                    self.err(d);
                    return Err(());
                }
                let cmp = match op {
                    AOp::Eq => CmpOp::Eq,
                    AOp::Ne => CmpOp::Ne,
                    AOp::Lt => CmpOp::Lt,
                    AOp::Le => CmpOp::Le,
                    AOp::Gt => CmpOp::Gt,
                    _ => CmpOp::Ge,
                };
                Ok((Expr { kind: ExprKind::Compare(cmp, Box::new(a), Box::new(b)), ty: ValueType::Bool, span }, None))
            }
            AOp::Add | AOp::Sub | AOp::Mul | AOp::Div => {
                let iop = match op {
                    AOp::Add => BinOp::Add,
                    AOp::Sub => BinOp::Sub,
                    AOp::Mul => BinOp::Mul,
                    _ => BinOp::Div,
                };
                let (lv, rv) = (l.0.ty.clone(), r.0.ty.clone());
                let (lv, rv) = (&lv, &rv);
                // Quaternion products.
                if op == AOp::Mul && *lv == ValueType::Quat && (*rv == ValueType::Quat || *rv == ValueType::Vec3) {
                    let name = if *rv == ValueType::Quat { "quat_mul" } else { "rotate" };
                    let ret = rv.clone();
                    let fid = self.prelude_fn(name, &[ValueType::Quat, ret.clone()]).ok_or(())?;
                    let args = vec![Arg::Value(l.0), Arg::Value(r.0)];
                    return Ok((Expr { kind: ExprKind::Call(fid, args), ty: ret, span }, None));
                }
                if (*lv == ValueType::Quat || *rv == ValueType::Quat) && !(is_numeric(lv) || is_numeric(rv)) {
                    self.err(
                        Diagnostic::error(format!("`{sym}` is not defined for {} and {}", ty_name(lv), ty_name(rv)))
                            .at(span, "here")
                            .note("quaternions support `q * q` (composition) and `q * v` (rotation)"),
                    );
                    return Err(());
                }
                // Vector with scalar: broadcast the scalar.
                if is_vector(lv) != is_vector(rv) {
                    let (vec, sc, vec_left) = if is_vector(lv) { (l, r, true) } else { (r, l, false) };
                    let vty = vec.0.ty.clone();
                    if !is_numeric(&sc.0.ty) {
                        self.err(
                            Diagnostic::error(format!(
                                "`{sym}` is not defined for {} and {}",
                                ty_name(lv),
                                ty_name(rv)
                            ))
                            .at(span, "here"),
                        );
                        return Err(());
                    }
                    if vty == ValueType::Quat && op != AOp::Mul && op != AOp::Div {
                        self.err(Diagnostic::error(format!("`{sym}` of a quaternion and a number")).at(span, "here"));
                        return Err(());
                    }
                    let s = self.coerce(sc.0, sc.1, &ValueType::Float)?;
                    let s = Expr { kind: ExprKind::Splat(Box::new(s)), ty: vty.clone(), span };
                    let (a, b) = if vec_left { (vec.0, s) } else { (s, vec.0) };
                    return Ok((Expr { kind: ExprKind::Binary(iop, Box::new(a), Box::new(b)), ty: vty, span }, None));
                }
                let (a, b, ty) = self.unify(l, r, span, &format!("the operands of `{sym}`"))?;
                if !(is_numeric(&ty) || is_vector(&ty)) || (ty == ValueType::Quat) {
                    let mut d =
                        Diagnostic::error(format!("`{sym}` needs numbers, found {}", ty_name(&ty))).at(span, "here");
                    if ty == ValueType::Bool {
                        d = d.note("for logic use `&&` and `||`");
                    }
                    self.err(d);
                    return Err(());
                }
                Ok((Expr { kind: ExprKind::Binary(iop, Box::new(a), Box::new(b)), ty, span }, None))
            }
            AOp::Rem | AOp::BitAnd | AOp::BitOr | AOp::BitXor | AOp::Shl | AOp::Shr => {
                let iop = match op {
                    AOp::Rem => BinOp::Rem,
                    AOp::BitAnd => BinOp::And,
                    AOp::BitOr => BinOp::Or,
                    AOp::BitXor => BinOp::Xor,
                    AOp::Shl => BinOp::Shl,
                    _ => BinOp::Shr,
                };
                if matches!(op, AOp::Shl | AOp::Shr) {
                    // The amount's type does not have to match the value's.
                    let a = match l.1 {
                        Some(u) => untyped_default(&u, l.0.span),
                        None => l.0,
                    };
                    let b = match r.1 {
                        Some(u) => untyped_default(&u, r.0.span),
                        None => r.0,
                    };
                    if !is_integer(&a.ty) || !is_integer(&b.ty) {
                        self.err(
                            Diagnostic::error(format!(
                                "`{sym}` needs int or uint operands, found {} and {}",
                                ty_name(&a.ty),
                                ty_name(&b.ty)
                            ))
                            .at(span, "here"),
                        );
                        return Err(());
                    }
                    let ty = a.ty.clone();
                    let b = if b.ty != ty {
                        Expr { ty: ty.clone(), span: b.span, kind: ExprKind::Convert(Box::new(b)) }
                    } else {
                        b
                    };
                    return Ok((Expr { kind: ExprKind::Binary(iop, Box::new(a), Box::new(b)), ty, span }, None));
                }
                let (a, b, ty) = self.unify(l, r, span, &format!("the operands of `{sym}`"))?;
                if !is_integer(&ty) {
                    let mut d =
                        Diagnostic::error(format!("`{sym}` needs int or uint operands, found {}", ty_name(&ty)))
                            .at(span, "here");
                    if op == AOp::Rem && is_float(&ty) {
                        d = d.note("for floats use `fmod(a, b)`");
                    } else if ty == ValueType::Bool {
                        d = d.note("for logic use `&&`, `||` and `!=`");
                    }
                    self.err(d);
                    return Err(());
                }
                Ok((Expr { kind: ExprKind::Binary(iop, Box::new(a), Box::new(b)), ty, span }, None))
            }
        }
    }

    pub(super) fn want_bool(&mut self, e: Expr, sym: &str) -> R<Expr> {
        if e.ty != ValueType::Bool {
            self.err(
                Diagnostic::error(format!("`{sym}` needs bool operands, found {}", ty_name(&e.ty)))
                    .at(e.span, format!("this is {}", ty_name(&e.ty)))
                    .note("compare it: `x != 0`"),
            );
            return Err(());
        }
        Ok(e)
    }

    /// Implicit conversion of a value to `to` (see the module docs), or an error.
    pub(super) fn coerce(&mut self, e: Expr, u: Option<Untyped>, to: &ValueType) -> R<Expr> {
        let sp = e.span;
        if let Some(u) = u {
            match (&u, to) {
                (Untyped::Int(v), ValueType::Int) if *v >= i32::MIN as i64 && *v <= i32::MAX as i64 => {
                    return Ok(cexpr(Const::Int(*v as i32), ValueType::Int, sp));
                }
                (Untyped::Int(v), ValueType::Uint) if *v >= 0 && *v <= u32::MAX as i64 => {
                    return Ok(cexpr(Const::Uint(*v as u32), ValueType::Uint, sp));
                }
                (Untyped::Int(v), ValueType::Float) => {
                    return Ok(cexpr(Const::Float(*v as f32), ValueType::Float, sp));
                }
                (Untyped::Int(v), ValueType::Double) => {
                    return Ok(cexpr(Const::Double(*v as f64), ValueType::Double, sp));
                }
                (Untyped::Float(v, text), ValueType::Float) => {
                    let f = text.as_deref().and_then(|t| t.parse::<f32>().ok()).unwrap_or(*v as f32);
                    return Ok(cexpr(Const::Float(f), ValueType::Float, sp));
                }
                (Untyped::Float(v, text), ValueType::Double) => {
                    let f = text.as_deref().and_then(|t| t.parse::<f64>().ok()).unwrap_or(*v);
                    return Ok(cexpr(Const::Double(f), ValueType::Double, sp));
                }
                (Untyped::Int(v), ValueType::Int | ValueType::Uint) => {
                    self.err(Diagnostic::error(format!("{v} does not fit in {}", ty_name(to))).at(sp, "out of range"));
                    return Err(());
                }
                (Untyped::Float(..), ValueType::Int | ValueType::Uint) => {
                    self.err(
                        Diagnostic::error(format!("expected {}, found a float literal", ty_name(to)))
                            .at(sp, "a float")
                            .note(format!("convert explicitly: `{}(x)` truncates toward zero", ty_name(to))),
                    );
                    return Err(());
                }
                _ => {}
            }
            let e = untyped_default(&u, sp);
            return self.coerce(e, None, to);
        }
        if &e.ty == to {
            return Ok(e);
        }
        if widens(&e.ty, to) {
            return Ok(Expr { kind: ExprKind::Convert(Box::new(e)), ty: to.clone(), span: sp });
        }
        let mut d = Diagnostic::error(format!("expected {}, found {}", ty_name(to), ty_name(&e.ty)))
            .at(sp, format!("this is {}", ty_name(&e.ty)));
        if is_numeric(&e.ty) && is_numeric(to) {
            d = d.note(format!("this conversion can lose information; write it explicitly: `{}(...)`", ty_name(to)));
        } else if is_numeric(&e.ty) && *to == ValueType::Bool {
            d = d.note("compare it: `x != 0`");
        } else if e.ty == ValueType::Bool && is_numeric(to) {
            d = d.note(format!("convert explicitly: `{}(b)` is 1 or 0", ty_name(to)));
        }
        self.err(d);
        Err(())
    }

    pub(super) fn convert_explicit(&mut self, e: Expr, u: Option<Untyped>, to: &ValueType, span: Span) -> R<Expr> {
        if let Some(u) = &u
            && let Ok(x) = self.coerce_quiet(e.clone(), u, to)
        {
            return Ok(x);
        }
        let e = match u {
            Some(u) => untyped_default(&u, e.span),
            None => e,
        };
        let from = e.ty.clone();
        let ok = (is_numeric(&from) || from == ValueType::Bool) && (is_numeric(to) || *to == ValueType::Bool);
        if from == *to {
            return Ok(e);
        }
        if !ok {
            self.err(
                Diagnostic::error(format!("can't convert {} to {}", ty_name(&from), ty_name(to)))
                    .at(span, "invalid conversion"),
            );
            return Err(());
        }
        Ok(Expr { kind: ExprKind::Convert(Box::new(e)), ty: to.clone(), span })
    }

    pub(super) fn coerce_quiet(&mut self, e: Expr, u: &Untyped, to: &ValueType) -> R<Expr> {
        match (u, to) {
            (Untyped::Int(_), ValueType::Int | ValueType::Uint | ValueType::Float | ValueType::Double)
            | (Untyped::Float(..), ValueType::Float | ValueType::Double) => {
                let n = self.diags.len();
                let r = self.coerce(e, Some(u.clone()), to);
                self.diags.truncate(n);
                r
            }
            _ => Err(()),
        }
    }
}
