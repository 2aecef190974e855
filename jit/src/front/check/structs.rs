//! Structs of the systems code: their names, fields and layout, resolved before any function
//! (a struct may use another declared after it, in any chunk).

use std::sync::Arc;

use mw_runtime::schema::StructDef;

use super::*;

/// The most scalars (lanes) one struct holds: a struct value is copied, passed and returned
/// lane by lane.
pub(crate) const MAX_STRUCT_LANES: usize = 256;

/// Every struct of `decls` that could be defined, by name; errors for the rest.
pub(super) fn define(g: &Globals, decls: &[ast::Struct], diags: &mut Diagnostics) -> HashMap<String, ValueType> {
    let mut by_name: HashMap<&str, usize> = HashMap::new();
    for (i, d) in decls.iter().enumerate() {
        let n = d.name.name.as_str();
        if base_type(n).is_some() || g.spec.alias(n).is_some() {
            diags.push(
                Diagnostic::error(format!("`{n}` is already a type"))
                    .at(d.name.span, "struct name")
                    .note("pick another name for the struct"),
            );
        } else if let Some(c) = g.spec.component(n) {
            diags.push(
                Diagnostic::error(format!("struct `{n}` has the name of a component"))
                    .at(d.name.span, "struct name")
                    .with(g.spec.comp(c).span, "the component is declared here")
                    .note("pick another name for the struct"),
            );
        } else if let Some(&j) = by_name.get(n) {
            diags.push(
                Diagnostic::error(format!("struct `{n}` is defined twice"))
                    .at(d.name.span, "defined again here")
                    .with(decls[j].name.span, "first defined here"),
            );
        } else {
            by_name.insert(n, i);
        }
    }
    let mut r = Resolver { g, decls, by_name, state: vec![State::New; decls.len()], done: HashMap::new(), diags };
    for i in 0..decls.len() {
        if r.by_name.get(decls[i].name.name.as_str()) == Some(&i) {
            r.resolve(i);
        }
    }
    r.done
}

#[derive(Clone, Copy, PartialEq)]
enum State {
    New,
    Busy,
    Done,
}

struct Resolver<'r, 'g> {
    g: &'r Globals<'g>,
    decls: &'r [ast::Struct],
    by_name: HashMap<&'r str, usize>,
    state: Vec<State>,
    done: HashMap<String, ValueType>,
    diags: &'r mut Diagnostics,
}

impl Resolver<'_, '_> {
    /// Struct `i`'s type (its fields' structs first); `None` when it contains itself.
    fn resolve(&mut self, i: usize) -> Option<ValueType> {
        let d = &self.decls[i];
        match self.state[i] {
            State::Done => return self.done.get(&d.name.name).cloned(),
            State::Busy => return None,
            State::New => {}
        }
        self.state[i] = State::Busy;
        if d.fields.is_empty() {
            self.diags.push(
                Diagnostic::error(format!("struct `{}` has no fields", d.name.name))
                    .at(d.span, "an empty struct")
                    .note("give it at least one field, like `float x;`"),
            );
        }
        let mut fields: Vec<(String, ValueType)> = Vec::new();
        let mut seen: HashMap<&str, Span> = HashMap::new();
        for f in &d.fields {
            if let Some(&first) = seen.get(f.name.name.as_str()) {
                self.diags.push(
                    Diagnostic::error(format!("struct `{}` has two fields named `{}`", d.name.name, f.name.name))
                        .at(f.name.span, "declared again here")
                        .with(first, "first declared here"),
                );
                continue;
            }
            seen.insert(&f.name.name, f.name.span);
            let Some(mut ty) = self.field_type(d, f) else { continue };
            let mut dims = Vec::new();
            for e in &f.dims {
                if let Some(n) = self.g.const_len(e, self.diags) {
                    dims.push(n);
                }
            }
            for n in dims.into_iter().rev() {
                ty = ValueType::Array(Box::new(ty), n);
            }
            fields.push((f.name.name.clone(), ty));
        }
        let ty = ValueType::Struct(Arc::new(StructDef::new(d.name.name.clone(), fields)));
        let n = lane_layout(&ty).len();
        if n > MAX_STRUCT_LANES {
            self.diags.push(
                Diagnostic::error(format!(
                    "struct `{}` holds {n} scalars; the most a struct can hold is {MAX_STRUCT_LANES}",
                    d.name.name
                ))
                .at(d.name.span, "declared here")
                .note("a struct is copied scalar by scalar: keep large data in an array local, a component or a singleton"),
            );
        }
        self.state[i] = State::Done;
        self.done.insert(d.name.name.clone(), ty.clone());
        Some(ty)
    }

    fn field_type(&mut self, d: &ast::Struct, f: &ast::FieldDecl) -> Option<ValueType> {
        if let Some(&j) = self.by_name.get(f.ty.name.as_str()) {
            let t = self.resolve(j);
            if t.is_none() {
                self.diags.push(
                    Diagnostic::error(format!("struct `{}` contains itself", d.name.name))
                        .at(f.ty.span, format!("`{}` holds a `{}` again", f.name.name, f.ty.name))
                        .note("a struct can't hold itself, even through other structs"),
                );
            }
            return t;
        }
        if let Some(t) = self.g.base_type(&f.ty.name) {
            return Some(t);
        }
        if self.g.spec.component(&f.ty.name).is_some() {
            self.diags.push(
                Diagnostic::error(format!("a struct field can't be component `{}`", f.ty.name))
                    .at(f.ty.span, "a component type")
                    .note("hold the entity instead (`Entity e;`) and `get` its component where it is needed"),
            );
        } else {
            let mut names: Vec<&str> = ValueType::BASE_NAMES.to_vec();
            names.extend(self.g.spec.aliases.iter().map(|a| a.name.as_str()));
            names.extend(self.decls.iter().map(|s| s.name.name.as_str()));
            let mut diag = Diagnostic::error(format!("unknown type `{}`", f.ty.name)).at(f.ty.span, "not a type");
            if let Some(h) = did_you_mean(&f.ty.name, names) {
                diag = diag.note(h);
            }
            self.diags.push(diag);
        }
        None
    }
}
