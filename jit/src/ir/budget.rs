//! What inlining costs, bounded before any code is generated.
//!
//! Every call is inlined into its system (the GPU backend needs that, and the CPU backend does
//! the same so both compile one shape of code). Inlining multiplies: helpers that each call the
//! previous one twice, twenty deep, are a million copies. So before code generation every
//! system is measured with its calls inlined, and refused with a diagnostic that names the call
//! chain when it exceeds a limit:
//!
//! | measure | limit | why |
//! |---|---|---|
//! | IR nodes | [`MAX_INLINED_NODES`] | compile time and memory grow with it |
//! | nested calls | [`MAX_CALL_DEPTH`] | a chain `f1 → f2 → ... → f5000` |
//! | nesting (statements, expressions, calls) | [`MAX_CODE_DEPTH`] | code generators recurse over it |
//! | local arrays | [`MAX_LOCALS_BYTES`](mw_runtime::limits::MAX_LOCALS_BYTES) | they live in a per-thread arena |
//! | IR nodes of all kernels together | [`MAX_TOTAL_NODES`] | a big system in many graph entries |
//!
//! Each function is measured once, callees before callers (the call graph has no cycles: the
//! checker rejects recursion first), so the measurement itself never multiplies.

use mw_runtime::limits::MAX_LOCALS_BYTES;
use mw_runtime::schema::human_bytes;
use mw_runtime::source::Diagnostic;

use crate::ir::*;

/// Most IR nodes (statements and expressions) one system may have with every call inlined.
pub const MAX_INLINED_NODES: u64 = 250_000;
/// Deepest chain of calls (a system calling a helper is depth 2).
pub const MAX_CALL_DEPTH: u32 = 64;
/// Deepest nesting of statements, expressions and inlined calls together.
pub(crate) const MAX_CODE_DEPTH: u32 = 4096;
/// Most IR nodes in all the kernels of an environment together (about ten seconds of
/// compiling).
pub(crate) const MAX_TOTAL_NODES: u64 = 2_000_000;

/// A function's cost with its calls inlined.
#[derive(Clone, Debug, Default)]
pub struct Cost {
    pub nodes: u64,
    /// Functions on the deepest call chain, this one included.
    pub(crate) call_depth: u32,
    pub(crate) code_depth: u32,
    /// Bytes of local arrays live at once (own arrays, plus the largest need of any callee).
    pub arena: u64,
    /// Calls: callee and how many call sites.
    calls: Vec<(FuncId, u64)>,
    deepest: Option<FuncId>,
    widest: Option<FuncId>,
}

/// Bytes of the local arrays a function declares itself.
pub(crate) fn own_arena(f: &Func) -> u64 {
    f.locals
        .iter()
        .map(|l| match &l.kind {
            LocalKind::Value(t) if in_memory(t) => t.size() as u64,
            _ => 0,
        })
        .sum()
}

/// The cost of every function (indexed by [`FuncId`]). `funcs` must be free of recursion.
pub fn costs(funcs: &[Func]) -> Vec<Cost> {
    let mut walked: Vec<Walk> = funcs.iter().map(walk).collect();
    let mut out: Vec<Cost> = vec![Cost::default(); funcs.len()];
    for f in post_order(&walked) {
        let w = &mut walked[f];
        let mut c = Cost {
            nodes: w.nodes,
            call_depth: 1,
            code_depth: w.depth,
            arena: own_arena(&funcs[f]),
            calls: Vec::new(),
            deepest: None,
            widest: None,
        };
        let mut widest = 0u64;
        let mut arena_callee = 0u64;
        for &(g, at) in &w.calls {
            let cg = &out[g.0 as usize];
            c.nodes = c.nodes.saturating_add(cg.nodes);
            if cg.call_depth + 1 > c.call_depth {
                c.call_depth = cg.call_depth + 1;
                c.deepest = Some(g);
            }
            c.code_depth = c.code_depth.max(at.saturating_add(cg.code_depth));
            arena_callee = arena_callee.max(cg.arena);
            match c.calls.iter_mut().find(|(h, _)| *h == g) {
                Some((_, n)) => *n += 1,
                None => c.calls.push((g, 1)),
            }
        }
        for &(g, n) in &c.calls {
            let total = out[g.0 as usize].nodes.saturating_mul(n);
            if total > widest {
                widest = total;
                c.widest = Some(g);
            }
        }
        c.arena = c.arena.saturating_add(arena_callee);
        w.calls.clear();
        out[f] = c;
    }
    out
}

/// Diagnostics for every system over a limit; `costs` are [`costs`] of `p_funcs`.
pub fn check(p_funcs: &[Func], systems: &[System], costs: &[Cost]) -> Vec<Diagnostic> {
    let name = |f: FuncId| format!("`{}`", p_funcs[f.0 as usize].name);
    let chain = |start: FuncId, next: &dyn Fn(&Cost) -> Option<FuncId>, label: &dyn Fn(FuncId, FuncId) -> String| {
        let mut parts = vec![name(start)];
        let mut f = start;
        while let Some(g) = next(&costs[f.0 as usize]) {
            parts.push(label(f, g));
            f = g;
        }
        if parts.len() > 12 {
            let n = parts.len() - 10;
            let tail = parts.split_off(parts.len() - 4);
            parts.truncate(6);
            parts.push(format!("... ({n} more) ..."));
            parts.extend(tail);
        }
        parts.join(" → ")
    };
    let mut out = Vec::new();
    for sys in systems {
        let c = &costs[sys.func.0 as usize];
        if c.call_depth > MAX_CALL_DEPTH {
            out.push(
                Diagnostic::error(format!(
                    "calls in system `{}` nest {} deep; the limit is {MAX_CALL_DEPTH}",
                    sys.name, c.call_depth
                ))
                .at(sys.span, "this system")
                .note(format!("the deepest chain: {}", chain(sys.func, &|c| c.deepest, &|_, g| name(g))))
                .note("every call is inlined into its system; flatten the chain (a loop, or fewer helper layers)"),
            );
            continue;
        }
        if c.nodes > MAX_INLINED_NODES {
            let label = |f: FuncId, g: FuncId| {
                let n = costs[f.0 as usize].calls.iter().find(|(h, _)| *h == g).map_or(1, |x| x.1);
                if n > 1 { format!("{} ({n} calls)", name(g)) } else { name(g) }
            };
            out.push(
                Diagnostic::error(format!(
                    "system `{}` is too large to compile: {} IR nodes with every call inlined; the limit is {MAX_INLINED_NODES}",
                    sys.name, c.nodes
                ))
                .at(sys.span, "this system")
                .note(format!("the largest share comes from {}", chain(sys.func, &|c| c.widest, &label)))
                .note("every call is inlined, so a helper called twice from a helper called twice is four copies; call helpers from fewer places, or loop instead"),
            );
            continue;
        }
        if c.code_depth > MAX_CODE_DEPTH {
            out.push(
                Diagnostic::error(format!(
                    "system `{}` nests code {} levels deep with every call inlined; the limit is {MAX_CODE_DEPTH}",
                    sys.name, c.code_depth
                ))
                .at(sys.span, "this system")
                .note(format!("through {}", chain(sys.func, &|c| c.deepest, &|_, g| name(g))))
                .note("split deeply nested expressions into statements, or flatten helper layers"),
            );
            continue;
        }
        if c.arena > MAX_LOCALS_BYTES as u64 {
            out.push(
                Diagnostic::error(format!(
                    "the local arrays of system `{}` take {} bytes with every call inlined; the limit is {}",
                    sys.name,
                    c.arena,
                    human_bytes(MAX_LOCALS_BYTES)
                ))
                .at(sys.span, "this system")
                .note("keep large data in a component or a singleton instead of local arrays"),
            );
        }
    }
    out
}

/// One function's body, measured without its callees.
struct Walk {
    nodes: u64,
    depth: u32,
    /// Each call site: callee, and the nesting depth it sits at.
    calls: Vec<(FuncId, u32)>,
}

fn walk(f: &Func) -> Walk {
    let mut w = Walk { nodes: 0, depth: 0, calls: Vec::new() };
    w.stmts(&f.body, 1);
    w
}

impl Walk {
    fn at(&mut self, d: u32) {
        self.nodes += 1;
        self.depth = self.depth.max(d);
    }

    fn stmts(&mut self, stmts: &[Stmt], d: u32) {
        for s in stmts {
            self.stmt(s, d);
        }
    }

    fn stmt(&mut self, s: &Stmt, d: u32) {
        self.at(d);
        let e = d + 1;
        match s {
            Stmt::Assign(p, x) => {
                self.place(p, e);
                self.expr(x, e);
            }
            Stmt::BindRef(_, src) => self.source(src, e),
            Stmt::Eval(x) | Stmt::Destroy(x, _) | Stmt::RandKey(x) | Stmt::Return(Some(x)) => self.expr(x, e),
            Stmt::Call(g, args) => {
                self.calls.push((*g, d));
                self.args(args, e);
            }
            Stmt::If(arms, b) => {
                for (c, a) in arms {
                    self.expr(c, e);
                    self.stmts(a, e);
                }
                self.stmts(b, e);
            }
            Stmt::Loop { pre, body, step, post } => {
                for c in pre.iter().chain(post) {
                    self.expr(c, e);
                }
                self.stmts(body, e);
                self.stmts(step, e);
            }
            Stmt::ForRows { keys, body, .. } => {
                for (_, x) in keys.iter().flat_map(|k| &k.bounds) {
                    self.expr(x, e);
                }
                self.stmts(body, e)
            }
            Stmt::ResetWorld(_) | Stmt::Break | Stmt::Continue | Stmt::Return(None) => {}
        }
    }

    fn source(&mut self, src: &RefSource, d: u32) {
        if let RefSource::Get(_, x) = src {
            self.expr(x, d);
        }
    }

    fn place(&mut self, p: &Place, d: u32) {
        if let Root::Src(src) = &p.root {
            self.source(src, d);
        }
        for proj in &p.path {
            if let Proj::Index { index, .. } = proj {
                self.expr(index, d);
            }
        }
    }

    fn args(&mut self, args: &[Arg], d: u32) {
        for a in args {
            match a {
                Arg::Value(x) => self.expr(x, d),
                Arg::Ref(Root::Src(src)) => self.source(src, d),
                Arg::Ref(_) => {}
            }
        }
    }

    fn expr(&mut self, x: &Expr, d: u32) {
        self.at(d);
        let e = d + 1;
        match &x.kind {
            ExprKind::Const(_) => {}
            ExprKind::Load(p) => self.place(p, e),
            ExprKind::Unary(_, a) | ExprKind::Convert(a) | ExprKind::Splat(a) | ExprKind::Pick(a, _) => self.expr(a, e),
            ExprKind::Binary(_, a, b) | ExprKind::Compare(_, a, b) | ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                self.expr(a, e);
                self.expr(b, e);
            }
            ExprKind::Select(c, a, b) => {
                self.expr(c, e);
                self.expr(a, e);
                self.expr(b, e);
            }
            ExprKind::Construct(v) | ExprKind::Builtin(_, v) => v.iter().for_each(|a| self.expr(a, e)),
            ExprKind::Call(g, args) => {
                self.calls.push((*g, d));
                self.args(args, e);
            }
        }
    }
}

/// Functions in an order where every callee comes before its callers (iterative: a call chain
/// may be thousands deep).
fn post_order(walked: &[Walk]) -> Vec<usize> {
    let n = walked.len();
    let mut state = vec![0u8; n]; // 0 new, 1 open, 2 done
    let mut out = Vec::with_capacity(n);
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        while let Some(&mut (f, ref mut next)) = stack.last_mut() {
            if let Some(&(g, _)) = walked[f].calls.get(*next) {
                *next += 1;
                let g = g.0 as usize;
                if state[g] == 0 {
                    state[g] = 1;
                    stack.push((g, 0));
                }
            } else {
                state[f] = 2;
                out.push(f);
                stack.pop();
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use mw_runtime::source::Span;

    fn func(name: &str, calls: &[(u32, usize)]) -> Func {
        let mut body = Vec::new();
        for &(g, n) in calls {
            for _ in 0..n {
                body.push(Stmt::Call(FuncId(g), vec![]));
            }
        }
        Func {
            name: name.into(),
            params: vec![],
            ret: None,
            locals: vec![],
            body,
            prelude: false,
            pure: false,
            span: Span::default(),
        }
    }

    #[test]
    fn doubling_helpers_are_measured_without_being_expanded() {
        // f0 is a leaf; f_k calls f_{k-1} twice: f_40 would be 2^40 copies.
        let mut funcs = vec![func("f0", &[])];
        for k in 1..=40u32 {
            funcs.push(func(&format!("f{k}"), &[(k - 1, 2)]));
        }
        let c = costs(&funcs);
        // Two call statements per level, nothing else: 2 + 4 + ... + 2^10.
        assert_eq!(c[10].nodes, (1 << 11) - 2);
        assert!(c[40].nodes > MAX_INLINED_NODES);
        assert_eq!(c[40].call_depth, 41);
    }

    #[test]
    fn a_long_chain_is_measured_iteratively() {
        let n = 100_000;
        let mut funcs = vec![func("f0", &[])];
        for k in 1..n {
            funcs.push(func(&format!("f{k}"), &[(k - 1, 1)]));
        }
        let c = costs(&funcs);
        assert_eq!(c[n as usize - 1].call_depth, n);
    }
}
