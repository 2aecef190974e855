//! Who writes a port's bytes.
//!
//! A port (an export or import, `e.output` / `e.input`) views one component, or one field of
//! it. Two mistakes hide a value a learner depends on, and both are a write to a port's bytes
//! by code that should not touch them:
//! - `init_world` writing what the episode's reward export reads: a world that ends its
//!   episode runs `init_world` in the same step, so the reward of the episode's last step is
//!   gone before anyone reads it;
//! - a system writing an import every step (a script's own random policy left on while
//!   actions come from outside): the values fed in are overwritten before they are used.
//!
//! [`writer`] finds the first assignment to a port's bytes in a function or anything it
//! calls, so a check can point at it.

use mw_runtime::schema::PortDef;

use super::visit::{Visit, visit_stmts};
use super::*;

/// The bytes of a component a port views: the component, and the byte offset of its field
/// (`None`: the whole component).
#[derive(Clone, Copy, Debug)]
pub struct PortBytes {
    pub comp: CompId,
    pub field: Option<u32>,
}

impl PortBytes {
    /// What `port` views in `p`, when it names a component (and field) the program has.
    pub fn of(p: &Program, port: &PortDef) -> Option<PortBytes> {
        let comp = p.spec.component(&port.component)?;
        let field = match &port.field {
            None => None,
            Some(name) => {
                let i = p.spec.comp(comp).fields.iter().position(|f| &f.name == name)?;
                Some(p.layout.comp(comp).offsets[i] as u32)
            }
        };
        Some(PortBytes { comp, field })
    }

    /// How a message names what `port` views: `Comp` or `Comp.field`.
    pub fn label(port: &PortDef) -> String {
        match &port.field {
            Some(f) => format!("{}.{f}", port.component),
            None => port.component.clone(),
        }
    }

    /// Whether an assignment to `place` can change these bytes.
    fn hit_by(&self, place: &Place) -> bool {
        if place.comp != Some(self.comp) || matches!(place.root, Root::Local(_)) {
            return false;
        }
        match (self.field, place.path.first()) {
            // The whole component, or the place is the whole row.
            (None, _) | (_, None) => true,
            (Some(off), Some(Proj::Field { offset })) => *offset == off,
            // An element or lane of the component itself (an array or vector component).
            (Some(_), Some(_)) => true,
        }
    }
}

/// The first assignment to `bytes` in `f` or any function it calls (the place's span), in
/// source order of the functions visited.
pub fn writer(p: &Program, f: FuncId, bytes: PortBytes) -> Option<Span> {
    let mut seen = vec![false; p.funcs.len()];
    let mut todo = vec![f];
    while let Some(g) = todo.pop() {
        if std::mem::replace(&mut seen[g.0 as usize], true) {
            continue;
        }
        let mut found = None;
        visit_stmts(&p.func(g).body, &mut |v| match v {
            Visit::Stmt(Stmt::Assign(place, _)) if found.is_none() && bytes.hit_by(place) => found = Some(place.span),
            Visit::Stmt(Stmt::Call(h, _)) | Visit::Expr(Expr { kind: ExprKind::Call(h, _), .. }) => todo.push(*h),
            _ => {}
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Warnings for an import that values are fed into before each step (`how` says how, as
/// `--actions action`) and that a system of the graph writes: each names the system's write
/// and the import.
pub fn import_overwritten(p: &Program, import: &str, how: &str) -> Vec<mw_runtime::Diagnostic> {
    let Some(port) = p.spec.imports.iter().find(|x| x.name == import) else { return Vec::new() };
    let Some(bytes) = PortBytes::of(p, port) else { return Vec::new() };
    let what = PortBytes::label(port);
    let mut out = Vec::new();
    for node in &p.graph {
        let Node::System(id) = node else { continue };
        let sys = p.system(*id);
        if let Some(at) = writer(p, sys.func, bytes) {
            out.push(
                mw_runtime::Diagnostic::warning(format!(
                    "system `{}` writes `{what}`, which {how} feeds before each step, so the values fed in are overwritten",
                    sys.name
                ))
                .at(at, "written every step the system runs")
                .with(port.span, "the import")
                .note(
                    "leave that system out of the graph when the values come from outside (a script parameter can \
                     choose: `--param random_actions=false` for envs/cartpole.rhai)",
                ),
            );
        }
    }
    out
}
