//! `count(A)`: the rows of archetype `A` in the caller's world that a loop starting where the
//! statement holding it starts would visit (SEMANTICS.md 6b). Written in the IR as that loop
//! (`n = 0; for (A) n += 1;`), hoisted before the statement, the form every backend already
//! runs (on the GPU a per-world system's lone counting loop is a fold, 10.5a): one definition.

use super::*;

impl FnCx<'_, '_> {
    /// `count(A)` at `sp`: hoists the loop that counts to before the statement; the count, an
    /// int.
    pub(super) fn count(&mut self, name: &ast::Ident, args: &[ast::Expr], sp: Span) -> R<Expr> {
        let [a] = self.args_n::<1>(name, args)?;
        let AE::Name(arch) = &a.kind else {
            self.err(
                Diagnostic::error("`count` takes an archetype's name")
                    .at(a.span, "not an archetype")
                    .note("like `count(Ball)`"),
            );
            return Err(());
        };
        let Some(aid) = self.spec().archetype(arch) else {
            let mut d = Diagnostic::error(format!("unknown archetype `{arch}`")).at(a.span, "not an archetype");
            if let Some(h) = did_you_mean(arch, self.spec().archetypes.iter().map(|x| x.name.as_str())) {
                d = d.note(h);
            } else if self.spec().component(arch).is_some() {
                d = d.note(format!("`{arch}` is a component; `count` takes an archetype that has it"));
            }
            self.err(d);
            return Err(());
        };
        let n = self.temp(ValueType::Int, sp);
        self.hoisted_span = Some(sp);
        let out = &mut self.hoisted;
        let load = load_local(n, ValueType::Int, sp);
        out.push(Stmt::Assign(local_place(n, ValueType::Int, sp), cexpr(Const::Int(0), ValueType::Int, sp)));
        let inc = Expr {
            kind: ExprKind::Binary(
                BinOp::Add,
                Box::new(load.clone()),
                Box::new(cexpr(Const::Int(1), ValueType::Int, sp)),
            ),
            ty: ValueType::Int,
            span: sp,
        };
        out.push(Stmt::ForRows {
            arch: aid,
            entity: None,
            binds: vec![],
            keys: None,
            after: None,
            body: vec![Stmt::Assign(local_place(n, ValueType::Int, sp), inc)],
            span: sp,
        });
        Ok(load)
    }
}
