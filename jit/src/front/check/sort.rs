//! `sort(a, n)` and `sort(a, n, before)`: the first `n` elements of an array, in order, as an
//! insertion sort written in the IR (SEMANTICS.md 6a), so every generator runs the same steps
//! and the order (stable, defined for NaNs) needs no code of its own in any backend.

use super::*;

impl FnCx<'_, '_> {
    /// Lowers `sort(a, n[, before])` to `out`.
    pub(super) fn sort_stmt(&mut self, args: &[ast::Expr], span: Span, out: &mut Vec<Stmt>) -> R<()> {
        if !(2..=3).contains(&args.len()) {
            self.err(
                Diagnostic::error(format!("`sort` takes 2 or 3 arguments, found {}", args.len()))
                    .at(span, "here")
                    .note("`sort(a, n)` orders a[0..n) by `<`; `sort(a, n, before)` by a function `bool before(T x, T y)`"),
            );
            return Err(());
        }
        let place = self.place_for_write(&args[0]);
        let n = self.rvalue_untyped(&args[1]).and_then(|(v, u)| self.coerce(v, u, &ValueType::Int));
        let place = place?;
        let ValueType::Array(elem, len) = place.ty.clone() else {
            self.err(
                Diagnostic::error(format!("`sort` orders an array, found {}", ty_name(&place.ty)))
                    .at(args[0].span, format!("this is {}", ty_name(&place.ty))),
            );
            return Err(());
        };
        let elem = *elem;
        if lane_layout(&elem).len() > structs::MAX_STRUCT_LANES {
            self.err(
                Diagnostic::error(format!(
                    "`sort` moves elements of {} scalars; the most is {}",
                    lane_layout(&elem).len(),
                    structs::MAX_STRUCT_LANES
                ))
                .at(args[0].span, "elements too large"),
            );
            return Err(());
        }
        let before = match args.get(2) {
            Some(f) => Some(self.comparator(f, &elem)?),
            None => {
                if !(is_numeric(&elem) || elem == ValueType::Entity) {
                    self.err(
                        Diagnostic::error(format!("`sort(a, n)` compares with `<`, which {} values don't have", ty_name(&elem)))
                            .at(args[0].span, format!("an array of {}", ty_name(&elem)))
                            .note(format!(
                                "name a function that says which goes first: `bool before({e} x, {e} y) {{ ... }}`, then `sort(a, n, before)`",
                                e = ty_name(&elem)
                            )),
                    );
                    return Err(());
                }
                None
            }
        };
        let n = n?;
        let a = self.stabilize(place, out);
        let int = ValueType::Int;
        let sp = span;
        let c = |v: i32| cexpr(Const::Int(v), ValueType::Int, sp);
        let bin = |op: BinOp, x: Expr, y: Expr| Expr {
            kind: ExprKind::Binary(op, Box::new(x), Box::new(y)),
            ty: ValueType::Int,
            span: sp,
        };
        let cmp = |op: CmpOp, x: Expr, y: Expr| Expr {
            kind: ExprKind::Compare(op, Box::new(x), Box::new(y)),
            ty: ValueType::Bool,
            span: sp,
        };
        let at = |k: Expr| {
            let mut p = a.clone();
            p.path.push(Proj::Index { index: Box::new(k), len, stride: elem.size() as u32 });
            p.ty = elem.clone();
            p.span = sp;
            p
        };
        let load = |p: Place| Expr { ty: p.ty.clone(), kind: ExprKind::Load(Box::new(p)), span: sp };
        // m = n clamped to [0, len]; i, j and the key are the sort's own locals.
        let (m, i, j, key) = (
            self.temp(int.clone(), sp),
            self.temp(int.clone(), sp),
            self.temp(int.clone(), sp),
            self.temp(elem.clone(), sp),
        );
        let l = |x: LocalId, t: &ValueType| load_local(x, t.clone(), sp);
        let set = |x: LocalId, t: &ValueType, e: Expr| Stmt::Assign(local_place(x, t.clone(), sp), e);
        let lo = Expr { kind: ExprKind::Builtin(Builtin::Max, vec![n, c(0)]), ty: int.clone(), span: sp };
        out.push(set(
            m,
            &int,
            Expr { kind: ExprKind::Builtin(Builtin::Min, vec![lo, c(len as i32)]), ty: int.clone(), span: sp },
        ));
        // key goes before a[j]: `before(key, a[j])`, or `key < a[j]`.
        let goes_first = match before {
            Some(f) => Expr {
                kind: ExprKind::Call(f, vec![Arg::Value(l(key, &elem)), Arg::Value(load(at(l(j, &int))))]),
                ty: ValueType::Bool,
                span: sp,
            },
            None => cmp(CmpOp::Lt, l(key, &elem), load(at(l(j, &int)))),
        };
        let inner = Stmt::Loop {
            pre: Some(Expr {
                kind: ExprKind::And(Box::new(cmp(CmpOp::Ge, l(j, &int), c(0))), Box::new(goes_first)),
                ty: ValueType::Bool,
                span: sp,
            }),
            body: vec![
                Stmt::Assign(at(bin(BinOp::Add, l(j, &int), c(1))), load(at(l(j, &int)))),
                set(j, &int, bin(BinOp::Sub, l(j, &int), c(1))),
            ],
            step: vec![],
            post: None,
        };
        out.push(set(i, &int, c(1)));
        out.push(Stmt::Loop {
            pre: Some(cmp(CmpOp::Lt, l(i, &int), l(m, &int))),
            body: vec![
                set(key, &elem, load(at(l(i, &int)))),
                set(j, &int, bin(BinOp::Sub, l(i, &int), c(1))),
                inner,
                Stmt::Assign(at(bin(BinOp::Add, l(j, &int), c(1))), l(key, &elem)),
            ],
            step: vec![set(i, &int, bin(BinOp::Add, l(i, &int), c(1)))],
            post: None,
        });
        Ok(())
    }

    /// The function `f` names: `bool f(T x, T y)`.
    fn comparator(&mut self, f: &ast::Expr, elem: &ValueType) -> R<FuncId> {
        let fname = match &f.kind {
            AE::Name(n) => n.as_str(),
            _ => "before",
        };
        let want = format!("bool {fname}({e} x, {e} y)", e = ty_name(elem));
        let AE::Name(name) = &f.kind else {
            self.err(
                Diagnostic::error("`sort`'s third argument names a function")
                    .at(f.span, "not a function name")
                    .note(format!("define `{want} {{ ... }}` (true when x goes before y) and pass its name")),
            );
            return Err(());
        };
        let found = self.g.by_name.get(name).and_then(|ids| {
            ids.iter().copied().find(|id| {
                let s = &self.g.sigs[id.0 as usize];
                s.ret == Some(ValueType::Bool)
                    && s.params.len() == 2
                    && s.params.iter().all(|p| matches!(p, PSig::Value { ty, .. } if ty == elem))
            })
        });
        match found {
            Some(id) => Ok(id),
            None => {
                let what = if self.g.by_name.contains_key(name) {
                    format!("`{name}` is not `{want}`")
                } else {
                    format!("no function `{name}`")
                };
                self.err(
                    Diagnostic::error(format!("`sort` needs `{want}`: {what}"))
                        .at(f.span, "the order")
                        .note("it returns true when x goes before y (for a stable sort, false for equal ones)"),
                );
                Err(())
            }
        }
    }
}
