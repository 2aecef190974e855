//! A function's context: locals and scopes, and lowering a whole function body.

use super::*;

impl<'g, 'd> FnCx<'g, 'd> {
    pub(super) fn new(g: &'g Globals<'g>, fid: FuncId, diags: &'d mut Diagnostics) -> Self {
        FnCx {
            g,
            fid,
            diags,
            locals: Vec::new(),
            scopes: Vec::new(),
            ret: None,
            loops: 0,
            temps: 0,
            const_locals: Vec::new(),
            poisoned: HashSet::new(),
            quiet_failures: 0,
            hoisted: Vec::new(),
            hoisted_span: None,
            const_arrays: HashMap::new(),
            prologue: Vec::new(),
            unknown: HashSet::new(),
            row_loops: Vec::new(),
            own_entity: None,
            after_own: None,
        }
    }

    /// Declares names whose declaration failed, so later uses are not reported again.
    pub(super) fn declare_poisoned(&mut self, names: impl IntoIterator<Item = ast::Ident>) {
        for n in names {
            if self.scopes.last().is_some_and(|s| s.contains_key(&n.name)) {
                continue;
            }
            let id = self.new_local(&n.name, LocalKind::Value(ValueType::Int), n.span);
            self.poisoned.insert(id);
            self.scopes.last_mut().expect("scope").insert(n.name.clone(), id);
        }
    }

    pub(super) fn err(&mut self, d: Diagnostic) {
        if !self.saturated() {
            self.diags.push(d);
        }
    }

    /// Enough diagnostics already: later ones are neither made nor kept (the report shows
    /// the first 50 anyway, and hints for thousands of errors could take minutes).
    pub(super) fn saturated(&self) -> bool {
        self.diags.len() >= MAX_CHECK_DIAGS
    }

    pub(super) fn spec(&self) -> &'g Spec {
        self.g.spec
    }

    pub(super) fn new_local(&mut self, name: &str, kind: LocalKind, span: Span) -> LocalId {
        let id = LocalId(self.locals.len() as u32);
        self.locals.push(Local { name: name.to_string(), kind, span });
        id
    }

    pub(super) fn declare(&mut self, name: &ast::Ident, kind: LocalKind) -> LocalId {
        if let Some(&prev) = self.scopes.last().and_then(|s| s.get(&name.name)) {
            let prev_span = self.locals[prev.0 as usize].span;
            self.err(
                Diagnostic::error(format!("`{}` is already declared in this scope", name.name))
                    .at(name.span, "declared again")
                    .with(prev_span, "first declared here"),
            );
        } else if self.g.consts.contains_key(name.name.as_str()) {
            let c = self.g.consts[name.name.as_str()];
            self.err(
                Diagnostic::warning(format!("local `{}` hides the constant of the same name", name.name))
                    .at(name.span, "declared here")
                    .with(c.span, "constant declared here"),
            );
        }
        let id = self.new_local(&name.name, kind, name.span);
        self.scopes.last_mut().expect("scope").insert(name.name.clone(), id);
        id
    }

    pub(super) fn temp(&mut self, ty: ValueType, span: Span) -> LocalId {
        self.temps += 1;
        let name = format!("%t{}", self.temps);
        self.new_local(&name, LocalKind::Value(ty), span)
    }

    pub(super) fn lower_func(&mut self, f: &ast::Func, prelude: bool) -> Func {
        let sig = self.g.sigs[self.fid.0 as usize].clone();
        self.ret = sig.ret.clone();
        self.scopes.push(HashMap::new());
        let mut params = Vec::new();
        for (p, ps) in f.params.iter().zip(&sig.params) {
            let local = match (&p.kind, ps) {
                // (An array parameter whose signature failed is the placeholder `int`.)
                (ParamKind::Value { name, dims, .. }, PSig::Value { ty, .. })
                    if dims.is_empty() != matches!(ty, ValueType::Array(..)) =>
                {
                    Some(self.declare(name, LocalKind::Value(ty.clone())))
                }
                (ParamKind::Ref { name, .. }, PSig::Ref { comp, mutable }) => {
                    Some(self.declare(name, LocalKind::Ref { comp: *comp, mutable: *mutable }))
                }
                (ParamKind::Value { name, .. } | ParamKind::Ref { name, .. }, _) => {
                    // Bad type (already reported): uses of the parameter stay quiet.
                    let id = self.declare(name, LocalKind::Value(ValueType::Int));
                    self.poisoned.insert(id);
                    Some(id)
                }
                _ => None,
            };
            params.push(local);
        }
        let is_system = self.g.system_of.contains_key(&self.fid);
        if self.g.row_archs.contains_key(&self.fid) {
            self.own_entity =
                sig.params.iter().zip(&params).find_map(|(ps, l)| {
                    matches!(ps, PSig::Value { ty: ValueType::Entity, .. }).then_some(*l).flatten()
                });
        }
        if !is_system {
            for (p, ps) in f.params.iter().zip(&sig.params) {
                if matches!(ps, PSig::With(_) | PSig::Without(_)) {
                    self.err(
                        Diagnostic::error(format!("`{}` has a filter parameter but is not a system", sig.name))
                            .at(p.span, "filters only make sense in a query")
                            .note(format!("add \"{}\" to `e.graph([...])` to make it a system", sig.name)),
                    );
                }
            }
        }
        let const_params: Vec<LocalId> = f
            .params
            .iter()
            .zip(&params)
            .filter_map(|(p, l)| match (&p.kind, l) {
                (ParamKind::Value { is_const: true, .. }, Some(l)) => Some(*l),
                _ => None,
            })
            .collect();
        self.const_locals.extend(const_params);
        let errors = (self.diags.iter().filter(|d| d.is_error()).count(), self.quiet_failures);
        let body = self.block_stmts(&f.body.stmts);
        self.scopes.pop();
        // A statement with an error is left out of the body: then a missing return may be
        // only that statement's (a `return` that failed to check).
        let clean = (self.diags.iter().filter(|d| d.is_error()).count(), self.quiet_failures) == errors;
        if let Some(ret) = &sig.ret
            && clean
            && !returns(&body)
        {
            let close = Span { file: f.body.span.file, start: f.body.span.end.saturating_sub(1), end: f.body.span.end };
            self.err(
                Diagnostic::error(format!("`{}` can end without returning a {}", sig.name, ty_name(ret)))
                    .at(close, "the end of the function is reachable")
                    .with(f.ret.span, format!("declared to return {}", ty_name(ret))),
            );
        }
        // `after me` starts after the invocation's row: `me` must stay that row's entity.
        if let (Some(at), Some(me)) = (self.after_own, self.own_entity)
            && crate::ir::visit::assigned_locals(&body).contains(&me)
        {
            let name = self.locals[me.0 as usize].name.clone();
            self.err(
                Diagnostic::error(format!(
                    "`after {name}` needs `{name}` to stay this row's entity, but it is assigned"
                ))
                .at(at, "the loop starts after this row")
                .with(self.locals[me.0 as usize].span, "the system's entity parameter")
                .note(format!("copy it into another local and assign that instead of `{name}`")),
            );
        }
        // The constant arrays it uses, written first.
        let mut start = std::mem::take(&mut self.prologue);
        start.extend(body);
        Func {
            name: sig.name.clone(),
            params,
            ret: sig.ret.clone(),
            locals: std::mem::take(&mut self.locals),
            body: start,
            prelude,
            pure: false,
            span: sig.span,
        }
    }
}
