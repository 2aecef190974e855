//! A warning for the pairwise form that is silently order-dependent (SEMANTICS.md 10.5b): a
//! per-row system that writes a field of its own row and, in a loop over rows, reads that
//! field of other rows without writing them. Rows run in order, so later rows see earlier
//! rows' new values: an interaction between two rows is computed from one old and one new
//! state (a collision impulse gets half-applied).

use super::*;

/// A field's bytes in its component: `[start, end)`.
type Bytes = (u32, u32);

/// The bytes of component `c` a place rooted at a reference touches (its first field, or the
/// whole row).
fn bytes(p: &Program, c: CompId, place: &Place) -> Bytes {
    match place.path.first() {
        Some(Proj::Field { offset }) => {
            let lay = p.layout.comp(c);
            let size = lay
                .offsets
                .iter()
                .position(|o| *o as u32 == *offset)
                .map_or(4, |i| p.spec.comp(c).fields[i].ty.size() as u32);
            (*offset, offset + size)
        }
        _ => (0, p.layout.comp(c).size as u32),
    }
}

fn overlap(a: Bytes, b: Bytes) -> bool {
    a.0 < b.1 && b.0 < a.1
}

pub(super) fn check(p: &Program, diags: &mut Diagnostics) {
    for sys in &p.systems {
        let SystemKind::PerRow(_) = sys.kind else { continue };
        let func = p.func(sys.func);
        let own: HashMap<LocalId, CompId> = sys
            .params
            .iter()
            .zip(&func.params)
            .filter_map(|(sp, l)| match (sp, l) {
                (SysParam::Row(c), Some(l)) => Some((*l, *c)),
                _ => None,
            })
            .collect();
        // Writes to the system's own row.
        let mut own_writes: Vec<(CompId, Bytes, Span)> = Vec::new();
        // Per loop over rows: what it reads of other rows (component, bytes, where) and which
        // components it writes through its references.
        let mut reads: Vec<(CompId, Bytes, Span)> = Vec::new();
        let mut loop_writes: HashSet<CompId> = HashSet::new();
        visit_stmts(&func.body, &mut |v| match v {
            Visit::Stmt(Stmt::Assign(pl, _)) => {
                if let Root::Ref(l) = pl.root
                    && let Some(&c) = own.get(&l)
                {
                    own_writes.push((c, bytes(p, c, pl), pl.span));
                }
            }
            // A loop `after me` reads only rows whose invocations have not run yet, so it sees
            // them as the node found them (unless it writes them, which the check then skips).
            Visit::Stmt(Stmt::ForRows { after: Some(After::Own), .. }) => {}
            Visit::Stmt(Stmt::ForRows { binds, body, .. }) => {
                let bound: HashMap<LocalId, CompId> = binds.iter().copied().collect();
                visit_stmts(body, &mut |w| match w {
                    Visit::Expr(Expr { kind: ExprKind::Load(pl), .. }) => {
                        if let Root::Ref(l) = pl.root
                            && let Some(&c) = bound.get(&l)
                        {
                            reads.push((c, bytes(p, c, pl), pl.span));
                        }
                    }
                    Visit::Stmt(Stmt::Assign(pl, _)) => {
                        if let Root::Ref(l) = pl.root
                            && let Some(&c) = bound.get(&l)
                        {
                            loop_writes.insert(c);
                        }
                    }
                    _ => {}
                });
            }
            _ => {}
        });
        let mut warned: HashSet<CompId> = HashSet::new();
        for &(c, r, at) in &reads {
            if loop_writes.contains(&c) || warned.contains(&c) {
                continue;
            }
            let Some(&(_, _, w)) = own_writes.iter().find(|(c2, r2, _)| *c2 == c && overlap(r, *r2)) else {
                continue;
            };
            warned.insert(c);
            let name = &p.spec.comp(c).name;
            diags.push(
                Diagnostic::warning(format!(
                    "`{}` reads `{name}` of other rows that it writes in its own row: rows run in order, so later rows see earlier rows' new values",
                    sys.name
                ))
                .at(at, "read from another row")
                .with(w, "written in the system's own row")
                .note("an interaction between two rows is then computed from one old and one new state (a collision impulse is half-applied)")
                .note("to apply each pair whole, visit each pair once (`for (... : A after me)`) and write both rows there; to read the values all rows had before, copy them into another field in an earlier system (SEMANTICS.md 10.5b)"),
            );
        }
    }
}
