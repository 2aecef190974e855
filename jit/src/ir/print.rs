//! Readable text form of the IR (`mw check --ir`).
//!
//! Every expression is fully parenthesised and every conversion the checker inserted is
//! visible, so the printout answers "what type is this, and what does it compute".
//! Constants carry their type: `1` int, `1u` uint, `1.0f` float, `1.0d` double.

use std::collections::HashSet;
use std::fmt::Write;

use mw_runtime::schema::{CompId, Spec, ValueType};

use crate::ir::visit::{Visit, visit_stmts};
use crate::ir::*;

/// The whole program: systems, graph, user functions, and the prelude functions they use.
pub fn program(p: &Program) -> String {
    let mut out = String::new();
    let spec = &p.spec;
    let _ = writeln!(out, "graph:");
    if let Some(i) = p.init_world {
        let _ = writeln!(out, "  (world start) {}", p.system(i).name);
    }
    for (i, n) in p.graph.iter().enumerate() {
        match n {
            Node::System(s) => {
                let _ = writeln!(out, "  {i}: {}", p.system(*s).name);
            }
            Node::SortBy { arch, comp, offset, .. } => {
                let _ = writeln!(
                    out,
                    "  {i}: sort {} by {}.{}",
                    spec.arch(*arch).name,
                    spec.comp(*comp).name,
                    field_name(spec, p, *comp, *offset)
                );
            }
        }
    }
    let mut used = HashSet::new();
    for f in p.funcs.iter().filter(|f| !f.prelude) {
        collect_calls(p, f, &mut used);
    }
    for (i, f) in p.funcs.iter().enumerate() {
        if f.prelude {
            continue;
        }
        out.push('\n');
        if let Some(s) = p.systems.iter().find(|s| s.func == FuncId(i as u32)) {
            let _ = writeln!(out, "{}", system_header(p, s));
        }
        out.push_str(&func(p, f));
    }
    let mut names: Vec<String> =
        used.iter().filter(|id| p.func(**id).prelude).map(|id| signature(p, p.func(*id))).collect();
    names.sort();
    if !names.is_empty() {
        let _ = writeln!(out, "\nprelude functions used:");
        for n in names {
            let _ = writeln!(out, "  {n}");
        }
    }
    out
}

fn collect_calls(p: &Program, f: &Func, used: &mut HashSet<FuncId>) {
    let mut calls = Vec::new();
    visit_stmts(&f.body, &mut |v| match v {
        Visit::Stmt(Stmt::Call(id, _)) | Visit::Expr(Expr { kind: ExprKind::Call(id, _), .. }) => calls.push(*id),
        _ => {}
    });
    for c in calls {
        if used.insert(c) {
            collect_calls(p, p.func(c), used);
        }
    }
}

/// `system physics: per row of Pole; query Cart (read-write), Action (read)`.
pub(crate) fn system_header(p: &Program, s: &System) -> String {
    let spec = &p.spec;
    let mut h = format!("// system {}: ", s.name);
    match &s.kind {
        SystemKind::PerWorld => h.push_str("once per world"),
        SystemKind::PerRow(q) => {
            let archs: Vec<&str> = q.archetypes.iter().map(|a| spec.arch(*a).name.as_str()).collect();
            let _ = write!(h, "per row of {}", if archs.is_empty() { "(none)".to_string() } else { archs.join(", ") });
            if !q.without.is_empty() {
                let w: Vec<String> = q.without.iter().map(|c| format!("!{}", spec.comp(*c).name)).collect();
                let _ = write!(h, " ({})", w.join(", "));
            }
        }
    }
    if !s.access.is_empty() {
        let a: Vec<String> =
            s.access.iter().map(|(c, a)| format!("{} {}", spec.comp(*c).name, access_name(*a))).collect();
        let _ = write!(h, "; access {}", a.join(", "));
    }
    h
}

pub fn access_name(a: Access) -> &'static str {
    match a {
        Access::Read => "read",
        Access::Write => "write",
        Access::ReadWrite => "read-write",
    }
}

fn local_decl(spec: &Spec, f: &Func, l: LocalId) -> String {
    let local = f.local(l);
    match &local.kind {
        LocalKind::Value(t) => format!("{}: {t}", local_name(f, l)),
        LocalKind::Ref { comp, mutable } => {
            format!("{}: &{}{}", local_name(f, l), if *mutable { "mut " } else { "" }, spec.comp(*comp).name)
        }
    }
}

/// A local's name, with its number when another local shares the name.
fn local_name(f: &Func, l: LocalId) -> String {
    let name = &f.local(l).name;
    if f.locals.iter().filter(|x| &x.name == name).count() > 1 { format!("{name}.{}", l.0) } else { name.clone() }
}

fn signature(p: &Program, f: &Func) -> String {
    let params: Vec<String> = f
        .params
        .iter()
        .map(|l| match l {
            Some(l) => local_decl(&p.spec, f, *l),
            None => "_".to_string(),
        })
        .collect();
    let ret = f.ret.as_ref().map(|t| format!(" -> {t}")).unwrap_or_default();
    format!("fn {}({}){ret}", f.name, params.join(", "))
}

pub fn func(p: &Program, f: &Func) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} {{", signature(p, f));
    let params: HashSet<LocalId> = f.params.iter().flatten().copied().collect();
    let locals: Vec<String> = (0..f.locals.len() as u32)
        .map(LocalId)
        .filter(|l| !params.contains(l))
        .map(|l| local_decl(&p.spec, f, l))
        .collect();
    if !locals.is_empty() {
        let _ = writeln!(out, "  locals {}", locals.join(", "));
    }
    let pr = Printer { p, f };
    pr.stmts(&f.body, 1, &mut out);
    out.push_str("}\n");
    out
}

pub(crate) fn field_name(spec: &Spec, p: &Program, comp: CompId, offset: u32) -> String {
    let c = spec.comp(comp);
    let offs = &p.layout.comp(comp).offsets;
    offs.iter()
        .position(|o| *o as u32 == offset)
        .map(|i| c.fields[i].name.clone())
        .unwrap_or_else(|| format!("@{offset}"))
}

struct Printer<'a> {
    p: &'a Program,
    f: &'a Func,
}

impl Printer<'_> {
    fn stmts(&self, stmts: &[Stmt], depth: usize, out: &mut String) {
        for s in stmts {
            self.stmt(s, depth, out);
        }
    }

    fn stmt(&self, s: &Stmt, depth: usize, out: &mut String) {
        let ind = "  ".repeat(depth);
        let spec = &self.p.spec;
        match s {
            Stmt::Assign(pl, e) => {
                let _ = writeln!(out, "{ind}{} = {};", self.place(pl), self.expr(e));
            }
            Stmt::BindRef(l, src) => {
                let _ = writeln!(out, "{ind}{} = &{};", local_name(self.f, *l), self.src(src));
            }
            Stmt::Eval(e) => {
                let _ = writeln!(out, "{ind}{};", self.expr(e));
            }
            Stmt::Call(id, args) => {
                let _ = writeln!(out, "{ind}{};", self.call(*id, args));
            }
            Stmt::Destroy(e, _) => {
                let _ = writeln!(out, "{ind}destroy({});", self.expr(e));
            }
            Stmt::RandKey(e) => {
                let _ = writeln!(out, "{ind}rand_key({});", self.expr(e));
            }
            Stmt::ResetWorld(_) => {
                let _ = writeln!(out, "{ind}reset_world();");
            }
            Stmt::If(arms, b) => {
                for (k, (c, a)) in arms.iter().enumerate() {
                    let head = if k == 0 { format!("{ind}if") } else { format!("{ind}}} else if") };
                    let _ = writeln!(out, "{head} {} {{", self.expr(c));
                    self.stmts(a, depth + 1, out);
                }
                if !b.is_empty() {
                    let _ = writeln!(out, "{ind}}} else {{");
                    self.stmts(b, depth + 1, out);
                }
                let _ = writeln!(out, "{ind}}}");
            }
            Stmt::Loop { pre, body, step, post } => {
                match pre {
                    Some(c) => {
                        let _ = writeln!(out, "{ind}while {} {{", self.expr(c));
                    }
                    None => {
                        let _ = writeln!(out, "{ind}loop {{");
                    }
                }
                self.stmts(body, depth + 1, out);
                if !step.is_empty() {
                    let _ = writeln!(out, "{ind}}} step {{");
                    self.stmts(step, depth + 1, out);
                }
                match post {
                    Some(c) => {
                        let _ = writeln!(out, "{ind}}} until-not {};", self.expr(c));
                    }
                    None => {
                        let _ = writeln!(out, "{ind}}}");
                    }
                }
            }
            Stmt::Break => {
                let _ = writeln!(out, "{ind}break;");
            }
            Stmt::Continue => {
                let _ = writeln!(out, "{ind}continue;");
            }
            Stmt::Return(e) => {
                let v = e.as_ref().map(|e| format!(" {}", self.expr(e))).unwrap_or_default();
                let _ = writeln!(out, "{ind}return{v};");
            }
            Stmt::ForRows { arch, entity, binds, keys, after, body, .. } => {
                let mut b: Vec<String> = entity.iter().map(|l| local_name(self.f, *l)).collect();
                b.extend(binds.iter().map(|(l, _)| local_name(self.f, *l)));
                let filter = match (keys, after) {
                    (Some(k), _) => {
                        let bounds: Vec<String> =
                            k.bounds.iter().map(|(c, e)| format!("key {} {}", c.symbol(), self.expr(e))).collect();
                        format!(" where {} (key {}+{})", bounds.join(" && "), spec.comp(k.comp).name, k.offset)
                    }
                    (None, Some(After::Own)) => " after this row".to_string(),
                    (None, Some(After::Row(l))) => format!(" after {}'s row", local_name(self.f, *l)),
                    (None, None) => String::new(),
                };
                let _ = writeln!(
                    out,
                    "{ind}for ({}) in rows of {} in this world{filter} {{",
                    b.join(", "),
                    spec.arch(*arch).name
                );
                self.stmts(body, depth + 1, out);
                let _ = writeln!(out, "{ind}}}");
            }
        }
    }

    fn src(&self, s: &RefSource) -> String {
        let spec = &self.p.spec;
        match s {
            RefSource::Get(c, e) => format!("get({}, {})", spec.comp(*c).name, self.expr(e)),
            RefSource::Single(c) => format!("single({})", spec.comp(*c).name),
        }
    }

    fn root(&self, r: &Root) -> String {
        match r {
            Root::Local(l) | Root::Ref(l) => local_name(self.f, *l),
            Root::Src(s) => self.src(s),
        }
    }

    fn place(&self, p: &Place) -> String {
        let mut s = self.root(&p.root);
        let quat = matches!(self.place_base_ty(p), Some(ValueType::Quat));
        // The type reached so far, to name a struct's fields.
        let mut ty = match &p.root {
            Root::Local(l) => match &self.f.local(*l).kind {
                LocalKind::Value(t) => Some(t.clone()),
                _ => None,
            },
            _ => None,
        };
        for proj in &p.path {
            match proj {
                Proj::Field { offset } => {
                    let field = match &ty {
                        Some(ValueType::Struct(d)) => d.fields.iter().find(|f| f.offset == *offset),
                        _ => None,
                    };
                    let name = match (field, p.comp) {
                        (Some(f), _) => f.name.clone(),
                        (None, Some(c)) => field_name(&self.p.spec, self.p, c, *offset),
                        (None, None) => format!("@{offset}"),
                    };
                    ty = field.map(|f| f.ty.clone());
                    let _ = write!(s, ".{name}");
                }
                Proj::Index { index, .. } => {
                    ty = match ty {
                        Some(ValueType::Array(e, _)) => Some(*e),
                        _ => None,
                    };
                    let _ = write!(s, "[{}]", self.expr(index));
                }
                Proj::Lane(l) => {
                    let names = if quat { ['w', 'x', 'y', 'z'] } else { ['x', 'y', 'z', 'w'] };
                    let _ = write!(s, ".{}", names[*l as usize]);
                }
            }
        }
        s
    }

    /// Type of the place just before its last lane projection (to name quaternion lanes).
    fn place_base_ty(&self, p: &Place) -> Option<ValueType> {
        if !matches!(p.path.last(), Some(Proj::Lane(_))) {
            return None;
        }
        let mut ty = match &p.root {
            Root::Local(l) => match &self.f.local(*l).kind {
                LocalKind::Value(t) => t.clone(),
                _ => return None,
            },
            _ => {
                let c = p.comp?;
                let Some(Proj::Field { offset }) = p.path.first() else {
                    return None;
                };
                let i = self.p.layout.comp(c).offsets.iter().position(|o| *o as u32 == *offset)?;
                self.p.spec.comp(c).fields[i].ty.clone()
            }
        };
        let skip = usize::from(!matches!(p.root, Root::Local(_)));
        for proj in &p.path[skip..p.path.len() - 1] {
            if let (Proj::Index { .. }, ValueType::Array(e, _)) = (proj, &ty) {
                ty = (**e).clone();
            }
        }
        Some(ty)
    }

    fn call(&self, id: FuncId, args: &[Arg]) -> String {
        let a: Vec<String> = args
            .iter()
            .map(|a| match a {
                Arg::Value(e) => self.expr(e),
                Arg::Ref(r) => format!("&{}", self.root(r)),
            })
            .collect();
        format!("{}({})", self.p.func(id).name, a.join(", "))
    }

    fn expr(&self, e: &Expr) -> String {
        let spec = &self.p.spec;
        match &e.kind {
            ExprKind::Const(c) => match c {
                Const::Bool(b) => b.to_string(),
                Const::Int(i) => i.to_string(),
                Const::Uint(u) => format!("{u}u"),
                Const::Float(f) => format!("{f:?}f"),
                Const::Double(d) => format!("{d:?}d"),
                Const::NullEntity => "null".to_string(),
            },
            ExprKind::Load(p) => self.place(p),
            ExprKind::Unary(op, a) => {
                let s = match op {
                    UnOp::Neg => "-",
                    UnOp::Not => "!",
                    UnOp::BitNot => "~",
                };
                format!("{s}{}", self.expr(a))
            }
            ExprKind::Binary(op, a, b) => {
                let s = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                    BinOp::Div => "/",
                    BinOp::Rem => "%",
                    BinOp::And => "&",
                    BinOp::Or => "|",
                    BinOp::Xor => "^",
                    BinOp::Shl => "<<",
                    BinOp::Shr => ">>",
                };
                format!("({} {s} {})", self.expr(a), self.expr(b))
            }
            ExprKind::Compare(op, a, b) => {
                let s = match op {
                    CmpOp::Eq => "==",
                    CmpOp::Ne => "!=",
                    CmpOp::Lt => "<",
                    CmpOp::Le => "<=",
                    CmpOp::Gt => ">",
                    CmpOp::Ge => ">=",
                };
                format!("({} {s} {})", self.expr(a), self.expr(b))
            }
            ExprKind::And(a, b) => format!("({} && {})", self.expr(a), self.expr(b)),
            ExprKind::Or(a, b) => format!("({} || {})", self.expr(a), self.expr(b)),
            ExprKind::Select(c, a, b) => {
                format!("({} ? {} : {})", self.expr(c), self.expr(a), self.expr(b))
            }
            ExprKind::Convert(a) => format!("{}({})", e.ty, self.expr(a)),
            ExprKind::Splat(a) => format!("{}(splat {})", e.ty, self.expr(a)),
            ExprKind::Pick(a, lanes) => {
                let l: Vec<String> = lanes.iter().map(|k| k.to_string()).collect();
                format!("({}).lanes[{}]", self.expr(a), l.join(", "))
            }
            ExprKind::Construct(parts) => {
                if parts.is_empty() {
                    return format!("{}(zero)", e.ty);
                }
                let v: Vec<String> = parts.iter().map(|x| self.expr(x)).collect();
                format!("{}({})", e.ty, v.join(", "))
            }
            ExprKind::Call(id, args) => self.call(*id, args),
            ExprKind::Builtin(b, args) => {
                let a: Vec<String> = args.iter().map(|x| self.expr(x)).collect();
                let name = match b {
                    Builtin::Sqrt => "sqrt".to_string(),
                    Builtin::Abs => "abs".to_string(),
                    Builtin::Floor => "floor".to_string(),
                    Builtin::Ceil => "ceil".to_string(),
                    Builtin::Trunc => "trunc".to_string(),
                    Builtin::Round => "round".to_string(),
                    Builtin::Min => "min".to_string(),
                    Builtin::Max => "max".to_string(),
                    Builtin::Fmod => "fmod".to_string(),
                    Builtin::Copysign => "copysign".to_string(),
                    Builtin::IsNan => "isnan".to_string(),
                    Builtin::IsInf => "isinf".to_string(),
                    Builtin::FloatBits => "float_bits".to_string(),
                    Builtin::BitsFloat => "bits_float".to_string(),
                    Builtin::MulHi => "mulhi".to_string(),
                    Builtin::RandU32 => "rand_u32".to_string(),
                    Builtin::WorldId => "world_id".to_string(),
                    Builtin::RowIndex => "row_index".to_string(),
                    Builtin::Alive => "alive".to_string(),
                    Builtin::Has(c) => format!("has<{}>", spec.comp(*c).name),
                    Builtin::Spawn(a) => format!("spawn<{}>", spec.arch(*a).name),
                };
                format!("{name}({})", a.join(", "))
            }
        }
    }
}
