//! Names visible to every function: components, archetypes, constants, and function signatures.

use super::*;

impl<'a> Globals<'a> {
    /// A built-in value type or a type alias of the spec.
    pub(super) fn base_type(&self, name: &str) -> Option<ValueType> {
        base_type(name).or_else(|| self.spec.alias(name)).or_else(|| self.structs.get(name).cloned())
    }

    pub(super) fn unknown_type(&self, id: &ast::Ident) -> Diagnostic {
        let mut names: Vec<&str> = ValueType::BASE_NAMES.to_vec();
        names.extend(self.spec.components.iter().map(|c| c.name.as_str()));
        names.extend(self.spec.aliases.iter().map(|a| a.name.as_str()));
        names.extend(self.structs.keys().map(|n| n.as_str()));
        let mut d = Diagnostic::error(format!("unknown type `{}`", id.name)).at(id.span, "not a type");
        if let Some(h) = did_you_mean(&id.name, names) {
            d = d.note(h);
        } else if self.spec.archetype(&id.name).is_some() {
            d = d.note(format!(
                "`{}` is an archetype; references name a component (`Cart& c`), and `spawn({})` creates one",
                id.name, id.name
            ));
        }
        d
    }

    pub(super) fn comp_type(&self, id: &ast::Ident, diags: &mut Diagnostics) -> Option<CompId> {
        match self.spec.component(&id.name) {
            Some(c) => Some(c),
            None => {
                if self.base_type(&id.name).is_some() {
                    diags.push(
                        Diagnostic::error(format!("`{}&`: references are only to components", id.name))
                            .at(id.span, "a value type")
                            .note(format!("take the value instead: `{} {}`", id.name, "x")),
                    );
                } else {
                    diags.push(self.unknown_type(id));
                }
                None
            }
        }
    }

    pub(super) fn signature(&self, f: &ast::Func, prelude: bool, diags: &mut Diagnostics) -> Sig {
        let mut ok = true;
        let ret = if f.ret.name == "void" {
            None
        } else {
            match self.base_type(&f.ret.name) {
                Some(t) => Some(t),
                None => {
                    ok = false;
                    if self.spec.component(&f.ret.name).is_some() {
                        diags.push(
                            Diagnostic::error(format!("a function can't return component `{}`", f.ret.name))
                                .at(f.ret.span, "return type")
                                .note("return a value type, or take a reference parameter and write to it"),
                        );
                    } else {
                        diags.push(self.unknown_type(&f.ret));
                    }
                    None
                }
            }
        };
        let mut params = Vec::new();
        let mut param_spans = Vec::new();
        for p in &f.params {
            param_spans.push(p.span);
            let ps = match &p.kind {
                ParamKind::Value { is_const, ty, dims, name } => match self.base_type(&ty.name) {
                    Some(t) if dims.is_empty() => Some(PSig::Value { ty: t, is_const: *is_const }),
                    Some(t) => self.array_param(t, *is_const, dims, name, p.span, diags),
                    None => {
                        if self.spec.component(&ty.name).is_some() {
                            diags.push(
                                Diagnostic::error(format!("component `{}` is passed by reference", ty.name))
                                    .at(p.span, "missing `&`")
                                    .note(format!(
                                        "write `{}& name` (or `const {}& name` to only read it)",
                                        ty.name, ty.name
                                    )),
                            );
                        } else {
                            diags.push(self.unknown_type(ty));
                        }
                        None
                    }
                },
                ParamKind::Ref { is_const, ty, .. } => {
                    self.comp_type(ty, diags).map(|c| PSig::Ref { comp: c, mutable: !is_const })
                }
                ParamKind::With { ty } => match self.spec.component(&ty.name) {
                    Some(c) => Some(PSig::With(c)),
                    None => {
                        if self.base_type(&ty.name).is_some() {
                            diags.push(
                                Diagnostic::error(format!("parameter of type `{}` has no name", ty.name))
                                    .at(p.span, "name missing"),
                            );
                        } else {
                            diags.push(self.unknown_type(ty));
                        }
                        None
                    }
                },
                ParamKind::Without { ty } => self.comp_type(ty, diags).map(PSig::Without),
            };
            match ps {
                Some(ps) => params.push(ps),
                None => {
                    ok = false;
                    params.push(PSig::Value { ty: ValueType::Int, is_const: true });
                }
            }
        }
        Sig { name: f.name.name.clone(), params, param_spans, ret, prelude, span: f.name.span, ok }
    }

    /// `const T name[a][b]`: a read-only copy of an array (SEMANTICS.md 1), at most
    /// [`MAX_STRUCT_LANES`](super::structs::MAX_STRUCT_LANES) scalars.
    fn array_param(
        &self,
        elem: ValueType,
        is_const: bool,
        dims: &[ast::Expr],
        name: &ast::Ident,
        span: Span,
        diags: &mut Diagnostics,
    ) -> Option<PSig> {
        let mut lens = Vec::new();
        for d in dims {
            lens.push(self.const_len(d, diags)?);
        }
        let elem_name = elem.to_string();
        let dims_text: String = lens.iter().map(|n| format!("[{n}]")).collect();
        let ty = lens.into_iter().rev().fold(elem, |t, n| ValueType::Array(Box::new(t), n));
        if !is_const {
            diags.push(
                Diagnostic::error(format!("array parameter `{}` must be `const`", name.name))
                    .at(span, "an array parameter")
                    .note(format!(
                        "write `const {} {}{}`: the callee gets a read-only copy; to change an array, return a struct that holds it",
                        elem_name, name.name, dims_text
                    )),
            );
            return None;
        }
        let n = lane_layout(&ty).len();
        if n > super::structs::MAX_STRUCT_LANES {
            diags.push(
                Diagnostic::error(format!(
                    "array parameter `{}` holds {n} scalars; the most a parameter can hold is {}",
                    name.name,
                    super::structs::MAX_STRUCT_LANES
                ))
                .at(span, "an array parameter")
                .note("an argument is copied scalar by scalar: pass an index, or keep large data in a component or singleton"),
            );
            return None;
        }
        Some(PSig::Value { ty, is_const: true })
    }

    /// An array length written outside a function: an integer literal or a named int constant,
    /// 1 to 65536.
    pub(super) fn const_len(&self, e: &ast::Expr, diags: &mut Diagnostics) -> Option<u32> {
        let n = match &e.kind {
            AE::Int { value, .. } => Some(*value as i64),
            AE::Name(n) => match self.consts.get(n.as_str()).map(|c| &c.value) {
                Some(ConstValue::Int(v)) => Some(*v),
                _ => None,
            },
            _ => None,
        };
        match n {
            Some(n) if (1..=65536).contains(&n) => Some(n as u32),
            _ => {
                diags.push(
                    Diagnostic::error("array length must be a constant integer between 1 and 65536")
                        .at(e.span, "not a constant length")
                        .note("write a number or the name of an int constant"),
                );
                None
            }
        }
    }

    /// Validates a system's parameters and builds its query.
    pub(super) fn system(&self, fid: FuncId, is_init: bool, diags: &mut Diagnostics) -> Option<System> {
        let sig = &self.sigs[fid.0 as usize];
        if !sig.ok {
            return None;
        }
        let mut ok = true;
        if sig.ret.is_some() {
            diags.push(
                Diagnostic::error(format!("system `{}` must return `void`", sig.name))
                    .at(sig.span, "a system")
                    .note("systems write their results into components"),
            );
            ok = false;
        }
        let mut with = Vec::new();
        let mut without = Vec::new();
        let mut params = Vec::new();
        let mut has_entity = false;
        for (p, span) in sig.params.iter().zip(&sig.param_spans) {
            match p {
                PSig::Ref { comp, .. } if self.spec.comp(*comp).singleton => params.push(SysParam::Single(*comp)),
                PSig::Ref { comp, .. } => {
                    if with.contains(comp) {
                        diags.push(
                            Diagnostic::error(format!(
                                "component `{}` appears twice in the query",
                                self.spec.comp(*comp).name
                            ))
                            .at(*span, "again here"),
                        );
                        ok = false;
                    }
                    with.push(*comp);
                    params.push(SysParam::Row(*comp));
                }
                PSig::With(c) => {
                    if self.spec.comp(*c).singleton {
                        diags.push(
                            Diagnostic::error(format!("singleton `{}` can't filter rows", self.spec.comp(*c).name))
                                .at(*span, "a filter names a component of the rows"),
                        );
                        ok = false;
                    }
                    with.push(*c);
                    params.push(SysParam::Filter);
                }
                PSig::Without(c) => {
                    without.push(*c);
                    params.push(SysParam::Filter);
                }
                PSig::Value { ty: ValueType::Entity, .. } if !has_entity => {
                    has_entity = true;
                    params.push(SysParam::Entity);
                }
                PSig::Value { ty, .. } => {
                    diags.push(
                        Diagnostic::error(format!("system `{}` can't take a `{ty}` parameter", sig.name))
                            .at(*span, "not a component, entity or filter")
                            .note("system parameters are the query: `Cart& c`, `const Action& a`, `Entity e`, a tag `Agent`, or `!Dead`")
                            .note("pass tuning values as constants: `e.constants(#{...})`"),
                    );
                    ok = false;
                }
            }
        }
        for c in &without {
            if with.contains(c) {
                diags.push(
                    Diagnostic::error(format!("the query both requires and excludes `{}`", self.spec.comp(*c).name))
                        .at(sig.span, "in this system"),
                );
                ok = false;
            }
        }
        let kind = if with.is_empty() {
            if has_entity || !without.is_empty() {
                diags.push(
                    Diagnostic::error(format!("system `{}` filters rows but names no component to query", sig.name))
                        .at(sig.span, "in this system")
                        .note("add a component parameter (`const Pos& p`) so the system knows which rows to visit"),
                );
                ok = false;
            }
            SystemKind::PerWorld
        } else {
            let archetypes = self
                .spec
                .archetypes
                .iter()
                .enumerate()
                .filter(|(_, a)| {
                    with.iter().all(|c| a.components.contains(c)) && !without.iter().any(|c| a.components.contains(c))
                })
                .map(|(i, _)| ArchId(i as u32))
                .collect();
            SystemKind::PerRow(Query { with, without, archetypes })
        };
        if is_init && matches!(kind, SystemKind::PerRow(_)) {
            diags.push(
                Diagnostic::error("`init_world` runs once per world and can't take row parameters")
                    .at(sig.span, "here")
                    .note("spawn entities inside it with `spawn(Archetype)` and set them with `get(Comp, e)`"),
            );
            ok = false;
        }
        ok.then(|| System { name: sig.name.clone(), func: fid, kind, params, access: Vec::new(), span: sig.span })
    }
}
