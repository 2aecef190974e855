//! Calls: builtins, constructors, user and prelude functions, and overload resolution.

use super::*;

impl<'g, 'd> FnCx<'g, 'd> {
    pub(super) fn prelude_fn(&self, name: &str, params: &[ValueType]) -> Option<FuncId> {
        self.g.by_name.get(name)?.iter().copied().find(|id| {
            let s = &self.g.sigs[id.0 as usize];
            s.prelude
                && s.params.len() == params.len()
                && s.params.iter().zip(params).all(|(p, t)| matches!(p, PSig::Value { ty, .. } if ty == t))
        })
    }

    pub(super) fn args_n<'a, const N: usize>(
        &mut self,
        name: &ast::Ident,
        args: &'a [ast::Expr],
    ) -> R<[&'a ast::Expr; N]> {
        if args.len() != N {
            let s = if N == 1 { "" } else { "s" };
            self.err(
                Diagnostic::error(format!("`{}` takes {N} argument{s}, found {}", name.name, args.len()))
                    .at(name.span, "wrong number of arguments"),
            );
            return Err(());
        }
        let v: Vec<&'a ast::Expr> = args.iter().collect();
        v.try_into().map_err(|_| ())
    }

    pub(super) fn comp_arg(&mut self, fname: &str, a: &ast::Expr, singleton: bool) -> R<CompId> {
        let AE::Name(n) = &a.kind else {
            self.err(
                Diagnostic::error(format!("the first argument of `{fname}` is a component name"))
                    .at(a.span, "not a name"),
            );
            return Err(());
        };
        match self.spec().component(n) {
            Some(c) if self.spec().comp(c).singleton == singleton => Ok(c),
            Some(c) => {
                let cname = &self.spec().comp(c).name;
                let d = if singleton {
                    Diagnostic::error(format!("`{cname}` is not a singleton"))
                        .at(a.span, "a per-entity component")
                        .note(format!("use `get({cname}, entity)` for a component of an entity"))
                } else {
                    Diagnostic::error(format!("`{cname}` is a singleton (one per world)"))
                        .at(a.span, "a singleton")
                        .note(format!("use `single({cname})`, or take it as a parameter `{cname}& s`"))
                };
                self.err(d);
                Err(())
            }
            None => {
                let mut d = Diagnostic::error(format!("unknown component `{n}`")).at(a.span, "not a component");
                if let Some(h) = did_you_mean(n, self.spec().components.iter().map(|c| c.name.as_str())) {
                    d = d.note(h);
                }
                self.err(d);
                Err(())
            }
        }
    }

    pub(super) fn call_expr(&mut self, name: &ast::Ident, args: &[ast::Expr], span: Span) -> R<Val> {
        let n = name.name.as_str();
        let value = |kind: ExprKind, ty: ValueType| Ok(Val::Value(Expr { kind, ty, span }, None));
        match n {
            "get" => {
                let [c, e] = self.args_n::<2>(name, args)?;
                let comp = self.comp_arg(n, c, false)?;
                let ev = self.rvalue(e)?;
                let ev = self.coerce(ev, None, &ValueType::Entity)?;
                return Ok(Val::Row(Root::Src(RefSource::Get(comp, Box::new(ev))), comp, true));
            }
            "single" => {
                let [c] = self.args_n::<1>(name, args)?;
                let comp = self.comp_arg(n, c, true)?;
                return Ok(Val::Row(Root::Src(RefSource::Single(comp)), comp, true));
            }
            "spawn" => {
                let [a] = self.args_n::<1>(name, args)?;
                let aid = match &a.kind {
                    AE::Name(an) => self.spec().archetype(an),
                    _ => None,
                };
                let Some(aid) = aid else {
                    let mut d = Diagnostic::error(format!("`spawn` takes an archetype name, found `{}`", expr_text(a)))
                        .at(a.span, "not an archetype");
                    if let AE::Name(an) = &a.kind
                        && let Some(h) = did_you_mean(an, self.spec().archetypes.iter().map(|x| x.name.as_str()))
                    {
                        d = d.note(h);
                    }
                    self.err(d);
                    return Err(());
                };
                return value(ExprKind::Builtin(Builtin::Spawn(aid), vec![]), ValueType::Entity);
            }
            "count" if !self.g.by_name.contains_key(n) => {
                return self.count(name, args, span).map(|n| Val::Value(n, None));
            }
            "sort" | "rand_key" if self.g.by_name.contains_key(n) => {}
            "destroy" | "reset_world" | "sort" | "rand_key" => {
                self.err(
                    Diagnostic::error(format!("`{n}` returns nothing"))
                        .at(span, "used as a value")
                        .note(format!("call it as a statement: `{n}(...);`")),
                );
                return Err(());
            }
            "alive" => {
                let [e] = self.args_n::<1>(name, args)?;
                let ev = self.rvalue(e)?;
                let ev = self.coerce(ev, None, &ValueType::Entity)?;
                return value(ExprKind::Builtin(Builtin::Alive, vec![ev]), ValueType::Bool);
            }
            "has" => {
                let [c, e] = self.args_n::<2>(name, args)?;
                let comp = self.comp_arg(n, c, false)?;
                let ev = self.rvalue(e)?;
                let ev = self.coerce(ev, None, &ValueType::Entity)?;
                return value(ExprKind::Builtin(Builtin::Has(comp), vec![ev]), ValueType::Bool);
            }
            "world_id" => {
                self.args_n::<0>(name, args)?;
                return value(ExprKind::Builtin(Builtin::WorldId, vec![]), ValueType::Int);
            }
            "row_index" if !self.g.by_name.contains_key(n) => {
                self.args_n::<0>(name, args)?;
                if !self.g.row_archs.contains_key(&self.fid) {
                    self.err(
                        Diagnostic::error("`row_index()` is the position of a per-row system's row")
                            .at(span, "not in a per-row system")
                            .note("call it in the system's own function and pass it to helpers as an argument; in a loop, count the rows yourself"),
                    );
                    return Err(());
                }
                return value(ExprKind::Builtin(Builtin::RowIndex, vec![]), ValueType::Int);
            }
            "rand_u32" => {
                self.args_n::<0>(name, args)?;
                return value(ExprKind::Builtin(Builtin::RandU32, vec![]), ValueType::Uint);
            }
            "bool" | "int" | "uint" | "float" | "double" => {
                let [a] = self.args_n::<1>(name, args)?;
                let to = self.g.base_type(n).ok_or(())?;
                let (v, u) = self.rvalue_untyped(a)?;
                return self.convert_explicit(v, u, &to, span).map(|x| Val::Value(x, None));
            }
            "vec2" | "vec3" | "vec4" | "quat" => return self.construct(name, args, span),
            _ => {}
        }
        if let Some(to) = self.spec().alias(n) {
            let [a] = self.args_n::<1>(name, args)?;
            let (v, u) = self.rvalue_untyped(a)?;
            return self.convert_explicit(v, u, &to, span).map(|x| Val::Value(x, None));
        }
        if let Some(b) = match n {
            "sqrt" => Some(Builtin::Sqrt),
            "abs" => Some(Builtin::Abs),
            "floor" => Some(Builtin::Floor),
            "ceil" => Some(Builtin::Ceil),
            "trunc" => Some(Builtin::Trunc),
            "round" => Some(Builtin::Round),
            "min" => Some(Builtin::Min),
            "max" => Some(Builtin::Max),
            "fmod" => Some(Builtin::Fmod),
            "copysign" => Some(Builtin::Copysign),
            "isnan" => Some(Builtin::IsNan),
            "isinf" => Some(Builtin::IsInf),
            "float_bits" => Some(Builtin::FloatBits),
            "bits_float" => Some(Builtin::BitsFloat),
            "mulhi" => Some(Builtin::MulHi),
            _ => None,
        } {
            return self.builtin_math(b, name, args, span);
        }
        let (fid, cargs) = self.call(name, args, span)?;
        let Some(ret) = self.g.sigs[fid.0 as usize].ret.clone() else {
            self.err(
                Diagnostic::error(format!("`{n}` returns nothing"))
                    .at(span, "used as a value")
                    .note(format!("call it as a statement: `{n}(...);`")),
            );
            return Err(());
        };
        Ok(Val::Value(Expr { kind: ExprKind::Call(fid, cargs), ty: ret, span }, None))
    }

    pub(super) fn construct(&mut self, name: &ast::Ident, args: &[ast::Expr], span: Span) -> R<Val> {
        let ty = self.g.base_type(&name.name).ok_or(())?;
        let n = lanes(&ty);
        let mut parts = Vec::new();
        let mut vals = Vec::new();
        for a in args {
            vals.push((self.rvalue_untyped(a)?, a.span));
        }
        // One scalar: broadcast.
        if vals.len() == 1 && !is_vector(&vals[0].0.0.ty) && ty != ValueType::Quat {
            let ((v, u), _) = vals.pop().expect("one");
            let s = self.coerce(v, u, &ValueType::Float)?;
            return Ok(Val::Value(Expr { kind: ExprKind::Splat(Box::new(s)), ty, span }, None));
        }
        let mut count = 0;
        for ((v, u), sp) in vals {
            if is_vector(&v.ty) && v.ty != ValueType::Quat {
                let k = lanes(&v.ty);
                count += k;
                if let ExprKind::Load(p) = &v.kind
                    && !p.has_effects()
                {
                    for l in 0..k {
                        let mut q = (**p).clone();
                        q.path.push(Proj::Lane(l as u8));
                        q.ty = ValueType::Float;
                        parts.push(Expr { kind: ExprKind::Load(Box::new(q)), ty: ValueType::Float, span: sp });
                    }
                    continue;
                }
                self.err(
                    Diagnostic::error(format!("`{}` takes floats or vector variables", name.name))
                        .at(sp, "store this vector in a variable first"),
                );
                return Err(());
            }
            count += 1;
            parts.push(self.coerce(v, u, &ValueType::Float)?);
        }
        if count != n {
            self.err(
                Diagnostic::error(format!("`{}` needs {n} floats, found {count}", name.name))
                    .at(span, "wrong number of components")
                    .note(if ty == ValueType::Quat {
                        "quaternions are `quat(w, x, y, z)`".to_string()
                    } else {
                        format!("`{}(x)` sets every lane to x", name.name)
                    }),
            );
            return Err(());
        }
        Ok(Val::Value(Expr { kind: ExprKind::Construct(parts), ty, span }, None))
    }

    pub(super) fn builtin_math(&mut self, b: Builtin, name: &ast::Ident, args: &[ast::Expr], span: Span) -> R<Val> {
        let arity = match b {
            Builtin::Min | Builtin::Max | Builtin::Fmod | Builtin::Copysign | Builtin::MulHi => 2,
            _ => 1,
        };
        if args.len() != arity {
            self.err(
                Diagnostic::error(format!(
                    "`{}` takes {arity} argument{}, found {}",
                    name.name,
                    if arity == 1 { "" } else { "s" },
                    args.len()
                ))
                .at(name.span, "wrong number of arguments"),
            );
            return Err(());
        }
        let mut vals = Vec::new();
        for a in args {
            vals.push(self.rvalue_untyped(a)?);
        }
        let (ty, exprs) = if arity == 2 {
            let b2 = vals.pop().expect("2");
            let a2 = vals.pop().expect("2");
            let (x, y, t) = self.unify(a2, b2, span, &format!("the arguments of `{}`", name.name))?;
            (t, vec![x, y])
        } else {
            let (v, u) = vals.pop().expect("1");
            let v = match (u, b) {
                (Some(u), Builtin::BitsFloat) => self.coerce(v, Some(u), &ValueType::Uint)?,
                (
                    Some(u),
                    Builtin::FloatBits
                    | Builtin::Sqrt
                    | Builtin::Floor
                    | Builtin::Ceil
                    | Builtin::Trunc
                    | Builtin::Round
                    | Builtin::IsNan
                    | Builtin::IsInf,
                ) => self.coerce(v, Some(u), &ValueType::Float)?,
                (Some(u), _) => untyped_default(&u, v.span),
                (None, _) => v,
            };
            (v.ty.clone(), vec![v])
        };
        let fl = is_float(&ty) || (is_vector(&ty) && ty != ValueType::Quat);
        let (ok, ret) = match b {
            Builtin::Sqrt | Builtin::Floor | Builtin::Ceil | Builtin::Trunc | Builtin::Round => (fl, ty.clone()),
            Builtin::Abs | Builtin::Min | Builtin::Max => {
                (fl || ty == ValueType::Int || ty == ValueType::Uint, ty.clone())
            }
            Builtin::Fmod | Builtin::Copysign => (is_float(&ty), ty.clone()),
            Builtin::IsNan | Builtin::IsInf => (is_float(&ty), ValueType::Bool),
            Builtin::FloatBits => (ty == ValueType::Float, ValueType::Uint),
            Builtin::BitsFloat => (ty == ValueType::Uint, ValueType::Float),
            Builtin::MulHi => (ty == ValueType::Uint, ValueType::Uint),
            _ => (false, ty.clone()),
        };
        let exprs = if !ok
            && matches!(
                b,
                Builtin::Sqrt
                    | Builtin::Floor
                    | Builtin::Ceil
                    | Builtin::Trunc
                    | Builtin::Round
                    | Builtin::Fmod
                    | Builtin::Copysign
                    | Builtin::IsNan
                    | Builtin::IsInf
            )
            && is_integer(&ty)
        {
            // `sqrt(2)` with an int variable: widen to float.
            let mut v2 = Vec::new();
            for e in exprs {
                v2.push(self.coerce(e, None, &ValueType::Float)?);
            }
            let ret = if matches!(b, Builtin::IsNan | Builtin::IsInf) { ValueType::Bool } else { ValueType::Float };
            return Ok(Val::Value(Expr { kind: ExprKind::Builtin(b, v2), ty: ret, span }, None));
        } else {
            exprs
        };
        if !ok {
            self.err(
                Diagnostic::error(format!("`{}` is not defined for {}", name.name, ty_name(&ty))).at(span, "here"),
            );
            return Err(());
        }
        Ok(Val::Value(Expr { kind: ExprKind::Builtin(b, exprs), ty: ret, span }, None))
    }

    /// Resolves a call to a user or prelude function (with overloads) and checks arguments.
    pub(super) fn call(&mut self, name: &ast::Ident, args: &[ast::Expr], span: Span) -> R<(FuncId, Vec<Arg>)> {
        let Some(cands) = self.g.by_name.get(&name.name).cloned() else {
            let names: Vec<&str> = self.g.by_name.keys().map(|k| k.as_str()).chain(BUILTIN_FNS).collect();
            let mut d = Diagnostic::error(format!("unknown function `{}`", name.name)).at(name.span, "not defined");
            if let Some(h) = did_you_mean(&name.name, names) {
                d = d.note(h);
            }
            self.err(d);
            return Err(());
        };
        if let Some(&sid) = cands.iter().find_map(|c| self.g.system_of.get(c)) {
            let _ = sid;
            self.err(
                Diagnostic::error(format!("`{}` is a system and can't be called", name.name))
                    .at(name.span, "called here")
                    .note("move the shared code into a helper function that both call"),
            );
            return Err(());
        }
        // A `{...}` list (None here) fits any struct or array parameter; it is built for the
        // chosen one.
        let mut vals = Vec::new();
        for a in args {
            vals.push(if matches!(a.kind, AE::Braces(_)) { None } else { Some(self.expr(a)?) });
        }
        // Cost of passing each argument: 0 exact, 1 literal adapting, 2 widening.
        let mut best: Option<(u32, FuncId)> = None;
        let mut tie = false;
        for &c in &cands {
            let sig = &self.g.sigs[c.0 as usize];
            if sig.params.len() != vals.len() {
                continue;
            }
            let mut cost = 0u32;
            let mut ok = true;
            for (p, v) in sig.params.iter().zip(&vals) {
                match (p, v) {
                    (PSig::Ref { comp, mutable }, Some(Val::Row(_, c2, m2))) if comp == c2 && (!mutable || *m2) => {}
                    (PSig::Value { ty, .. }, Some(Val::Value(e, u))) => match arg_cost(&e.ty, u.as_ref(), ty) {
                        Some(k) => cost += k,
                        None => ok = false,
                    },
                    (PSig::Value { ty, .. }, Some(Val::Place(p, _))) => match arg_cost(&p.ty, None, ty) {
                        Some(k) => cost += k,
                        None => ok = false,
                    },
                    (PSig::Value { ty, .. }, None) if in_memory(ty) => {}
                    _ => ok = false,
                }
            }
            if !ok {
                continue;
            }
            match best {
                Some((b, _)) if b < cost => {}
                Some((b, _)) if b == cost => tie = true,
                _ => {
                    best = Some((cost, c));
                    tie = false;
                }
            }
        }
        let Some((_, fid)) = best else {
            return {
                self.no_overload(name, &cands, &vals, args, span);
                Err(())
            };
        };
        if tie {
            let list: Vec<String> = cands.iter().map(|c| self.g.sigs[c.0 as usize].describe(self.spec())).collect();
            self.err(
                Diagnostic::error(format!("call to `{}` is ambiguous", name.name))
                    .at(span, "several overloads match")
                    .note(format!("candidates: {}", list.join(", ")))
                    .note("convert the arguments explicitly to pick one"),
            );
            return Err(());
        }
        let sig = self.g.sigs[fid.0 as usize].clone();
        let mut out = Vec::new();
        for ((p, v), a) in sig.params.iter().zip(vals).zip(args) {
            match (p, v) {
                (PSig::Ref { .. }, Some(Val::Row(root, _, _))) => out.push(Arg::Ref(root)),
                (PSig::Value { ty, .. }, Some(Val::Value(e, u))) => out.push(Arg::Value(self.coerce(e, u, ty)?)),
                (PSig::Value { ty, .. }, None) => out.push(Arg::Value(self.value_to(a, ty, false)?)),
                (PSig::Value { ty, .. }, Some(Val::Place(pl, _))) => {
                    let t = pl.ty.clone();
                    let e = Expr { kind: ExprKind::Load(Box::new(pl)), ty: t, span: a.span };
                    out.push(Arg::Value(self.coerce(e, None, ty)?));
                }
                _ => return Err(()),
            }
        }
        Ok((fid, out))
    }

    pub(super) fn no_overload(
        &mut self,
        name: &ast::Ident,
        cands: &[FuncId],
        vals: &[Option<Val>],
        args: &[ast::Expr],
        span: Span,
    ) {
        let spec = self.spec();
        let describe = |v: &Option<Val>| match v {
            Some(Val::Value(e, Some(Untyped::Int(_)))) if e.ty == ValueType::Int => "int literal".to_string(),
            Some(Val::Value(e, Some(Untyped::Float(..)))) if e.ty == ValueType::Float => "float literal".to_string(),
            Some(Val::Value(e, _)) => ty_name(&e.ty),
            Some(Val::Place(p, _)) => ty_name(&p.ty),
            Some(Val::Row(_, c, m)) => {
                format!("{}{}&", if *m { "" } else { "const " }, spec.comp(*c).name)
            }
            None => "a {...} list".to_string(),
        };
        let given: Vec<String> = vals.iter().map(describe).collect();
        let same_arity: Vec<FuncId> =
            cands.iter().copied().filter(|c| self.g.sigs[c.0 as usize].params.len() == vals.len()).collect();
        if cands.len() == 1 {
            let sig = self.g.sigs[cands[0].0 as usize].clone();
            if sig.params.len() != vals.len() {
                let s = if sig.params.len() == 1 { "" } else { "s" };
                self.err(
                    Diagnostic::error(format!(
                        "`{}` takes {} argument{s}, found {}",
                        name.name,
                        sig.params.len(),
                        vals.len()
                    ))
                    .at(span, "wrong number of arguments")
                    .with(sig.span, format!("`{}` is defined here", sig.describe(spec))),
                );
                return;
            }
            // Point at the first argument that does not fit.
            for (i, ((p, v), a)) in sig.params.iter().zip(vals).zip(args).enumerate() {
                let fits = match (p, v) {
                    (PSig::Ref { comp, mutable }, Some(Val::Row(_, c2, m2))) => comp == c2 && (!mutable || *m2),
                    (PSig::Value { ty, .. }, Some(Val::Value(e, u))) => arg_cost(&e.ty, u.as_ref(), ty).is_some(),
                    (PSig::Value { ty, .. }, Some(Val::Place(pl, _))) => arg_cost(&pl.ty, None, ty).is_some(),
                    (PSig::Value { ty, .. }, None) => in_memory(ty),
                    _ => false,
                };
                if !fits {
                    let want = match p {
                        PSig::Value { ty, .. } => ty_name(ty),
                        PSig::Ref { comp, mutable } => {
                            format!("{}{}&", if *mutable { "" } else { "const " }, spec.comp(*comp).name)
                        }
                        PSig::With(c) | PSig::Without(c) => spec.comp(*c).name.clone(),
                    };
                    let mut d = Diagnostic::error(format!(
                        "argument {} of `{}`: expected {want}, found {}",
                        i + 1,
                        name.name,
                        describe(v)
                    ))
                    .at(a.span, "wrong type")
                    .with(sig.param_spans[i], "parameter declared here");
                    if let (PSig::Ref { mutable: true, .. }, Some(Val::Row(_, _, false))) = (p, v) {
                        d = d.note("the argument is read-only; the parameter would let the function write to it");
                    }
                    self.err(d);
                    return;
                }
            }
        }
        let list: Vec<String> = (if same_arity.is_empty() { cands.to_vec() } else { same_arity })
            .iter()
            .map(|c| self.g.sigs[c.0 as usize].describe(spec))
            .collect();
        self.err(
            Diagnostic::error(format!("no `{}` takes ({})", name.name, given.join(", ")))
                .at(span, "no matching overload")
                .note(format!("available: {}", list.join(", "))),
        );
    }
}
