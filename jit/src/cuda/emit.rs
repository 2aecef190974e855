//! System bodies as C++ statements: the CUDA generator's side of [`crate::lower`]'s walk.
//!
//! Every value the IR computes becomes a named temporary (`const float t12 = ...;`) in the
//! order `jit/SEMANTICS.md` evaluates it, so C++'s unordered operands never matter. Calls are
//! inlined, as on the CPU: a callee's frame is a block, and `return` is a `goto` to the label
//! after it; loops' `continue` and `break` are `goto`s too, always to a label just after the
//! block that holds the jump, so no jump crosses a declaration. Conditions with effects (and
//! all `&&`, `||`, `?:`) branch, which C++ compilers turn back into selects where they can.
//!
//! Memory is read and written through the helpers of `mw_cuda.h` at byte addresses
//! (`uint8_t*`), laid out by `mw_runtime::layout` as on every backend. A reference is two
//! addresses, read and write: a stale `get` reads a row of zeros and writes to a sink.

use std::collections::HashMap;

use mw_runtime::abi;
use mw_runtime::schema::{ArchId, CompId, ValueType};
use mw_runtime::source::{SourceMap, Span};

use crate::ir::reduce::{Accumulator, RedOp, set_const};
use crate::ir::site::{Site, SiteKind};
use crate::ir::visit::{Visit, visit_stmts};
use crate::ir::*;
use crate::lower::{self, Lower, Values};

/// One system of a kernel (several when the plan fused them).
pub(super) struct Member<'a> {
    pub sys: &'a System,
    pub stream: u32,
    pub init: bool,
    /// Archetypes it spawns into and loops over (its loops also visit its own spawns).
    pub(crate) own_spawns: Vec<ArchId>,
    /// It calls `destroy` (a spawned entity may then lose its row within the call).
    pub destroys: bool,
    /// It spawns, destroys or resets (`Effects::structural`).
    pub structural: bool,
}

#[derive(Clone)]
pub(super) enum Repr {
    /// A value local: one C++ variable per lane.
    Vars(Vec<String>),
    /// A local array at this arena offset.
    Arena(u32),
    /// A reference: read and write address variables, and how its byte offsets scale.
    Ref(String, String, Scale),
}

/// How a reference's byte offsets become addresses. `Bytes`: as they are (rows, locals, a
/// singleton kept as a struct a world). `Columns`: a singleton whose every 4-byte word is a
/// column of the worlds on the device ([`super::single_columns`]): the address is for world
/// w's first word, and offset o is `o * sscale` from it (`mw_sscale`, loaded at the kernel's
/// head: the worlds on the device, 1 in a host build, where singletons are the CPU runtime's
/// structs).
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) enum Scale {
    Bytes,
    Columns,
}

impl Scale {
    /// `base` plus byte offset `o` (a constant or an expression) under this scale.
    fn at(self, base: &str, o: &str) -> String {
        match self {
            Scale::Bytes => format!("{base} + {o}"),
            Scale::Columns if o == "0" => base.to_string(),
            Scale::Columns => format!("{base} + (uint64_t)({o}) * sscale"),
        }
    }
}

/// A place: variables, or read/write addresses plus a constant offset (under a scale).
pub(super) enum Loc {
    Vars(Vec<String>),
    Mem(String, String, u32, Scale),
}

struct Frame {
    locals: HashMap<LocalId, Repr>,
    ret_label: String,
    ret_vars: Vec<String>,
    /// Innermost last: (continue label, break label).
    loops: Vec<(String, String)>,
    arena_mark: u32,
    /// Entity locals assigned once, by `spawn` ([`crate::ir::visit::spawn_locals`]): the
    /// archetype and the variable holding the row of the entity spawned last (`MW_NO_ROW`
    /// before the spawn or after a failed one), which a `get` of it reads without a lookup.
    spawned: HashMap<LocalId, (ArchId, String)>,
}

pub(super) struct Body<'a> {
    p: &'a Program,
    sources: Option<&'a SourceMap>,
    debug: bool,
    pub out: String,
    depth: usize,
    next: u32,
    frames: Vec<Frame>,
    system: String,
    pub sites: &'a mut Vec<Site>,
    /// Per archetype this invocation logs spawns of: the variable holding the log's length at
    /// the invocation's start.
    own_spawns: HashMap<u32, String>,
    /// Whether a member of the kernel calls `rand_key`: its draws then read `rk`.
    keyed: bool,
    /// The position variable of each loop over rows being emitted, by its frame's depth and
    /// entity local (where an `after` clause naming it starts; locals are per function).
    row_pos: HashMap<(usize, LocalId), String>,
    key: [String; 4],
    arena_top: u32,
    /// Per call being lowered, the arena's top before its arguments.
    call_marks: Vec<u32>,
    pub(crate) arena_peak: u32,
    last_line: Option<(u32, usize)>,
    /// How the one loop of a fold ([`crate::ir::reduce`]) is emitted; taken by that loop.
    pub fold: Option<FoldMode>,
    /// In a fold's chunk kernel, per flag (a `Set` fold) the variable that says a row set it.
    fold_hits: HashMap<LocalId, String>,
    /// No member of the kernel destroys: a spawned entity keeps its row for the call.
    keeps_spawns: bool,
    /// No member spawns, destroys or resets, and none is `init_world`: a loop over rows reads
    /// the stop word once before it, not at every row (as the CPU generator's `rows_loop`).
    stable: bool,
    /// The archetype and row variable of the spawn just lowered, for [`Lower::assigned`].
    last_spawn: Option<(ArchId, String)>,
    /// A kernel spawning rows apart ([`crate::ir::spawns`]): the table whose rows it runs, the
    /// tables it spawns into, and its pass of the node. Its entity operations are `mw_new_*`
    /// (mw_engine.h).
    pub fresh: Option<(u32, Vec<u32>, u32)>,
    /// How the next loop over rows is emitted, set by [`Lower::fold_loop`].
    pending: Option<Pending>,
}

/// A fold's loop in one of its two kernels (jit/src/cuda/mod.rs runs them as phases).
#[derive(Clone)]
pub(super) enum FoldMode {
    /// The chunk kernel: the prologue, then lane `lane` of chunk `chunk` folds its rows, the
    /// lanes combine and lane 0 writes the chunk's partials. `at`: the loop's statement index.
    Part { accs: Vec<Accumulator>, nt: u32, at: usize },
    /// The system itself: the loop is the totals, combined into the accumulators (device
    /// builds); the host build keeps the loop.
    Total { accs: Vec<Accumulator>, nt: u32 },
}

/// How a fold's partial results travel (shuffles, chunk partials, totals): as themselves, or
/// (bool folds, and flags set to a constant: whether any row set them) as a uint 0 or 1
/// combined by `|` or `&`.
pub(super) fn wire(a: &Accumulator) -> (RedOp, ValueType) {
    match a.op {
        RedOp::LogOr | RedOp::Set(_) => (RedOp::Or, ValueType::Uint),
        RedOp::LogAnd => (RedOp::And, ValueType::Uint),
        op => (op, a.ty.clone()),
    }
}

/// Words (`uint32_t`) a fold's value on the wire takes in `fwork`: a double's two.
pub(super) fn wire_words(a: &Accumulator) -> u32 {
    if wire(a).1 == ValueType::Double { 2 } else { 1 }
}

/// Each accumulator's first word in a fold's words, and the words of all of them.
pub(super) fn wire_offsets(accs: &[Accumulator]) -> (Vec<u32>, u32) {
    let mut at = 0;
    let offs = accs
        .iter()
        .map(|a| {
            let o = at;
            at += wire_words(a);
            o
        })
        .collect();
    (offs, at)
}

/// Stores `v`, a wire value of type `ty`, at words `fw[off..]` (floats bit for bit).
pub(super) fn wire_store(ty: &ValueType, fw: &str, off: &str, v: &str) -> String {
    match ty {
        ValueType::Float => format!("{fw}[{off}] = mw_bits32({v});"),
        ValueType::Double => format!(
            "{{ const uint64_t b_ = mw_bits64({v}); {fw}[{off}] = (uint32_t)b_; {fw}[({off}) + 1u] = (uint32_t)(b_ >> 32); }}"
        ),
        _ => format!("{fw}[{off}] = (uint32_t){v};"),
    }
}

/// The wire value of type `ty` at words `fw[off..]`.
pub(super) fn wire_load(ty: &ValueType, fw: &str, off: &str) -> String {
    match ty {
        ValueType::Float => format!("mw_f32({fw}[{off}])"),
        ValueType::Double => format!("mw_f64((uint64_t){fw}[{off}] | (uint64_t){fw}[({off}) + 1u] << 32)"),
        t => format!("({}){fw}[{off}]", cty(t)),
    }
}

/// The value that leaves a fold unchanged (the partials' start, of the wire's type): for a
/// float or double sum -0.0, since `-0.0 + x` is `x` for every `x` (+0.0 included).
pub(super) fn fold_identity(op: RedOp, ty: &ValueType) -> &'static str {
    let signed = *ty == ValueType::Int;
    match (op, ty) {
        (RedOp::Add, ValueType::Float) => return "-0.0f",
        (RedOp::Add, ValueType::Double) => return "-0.0",
        _ => {}
    }
    match op {
        RedOp::LogOr | RedOp::Set(_) => "0u",
        RedOp::LogAnd => "1u",
        RedOp::Add | RedOp::Or | RedOp::Xor => {
            if signed {
                "0"
            } else {
                "0u"
            }
        }
        RedOp::Mul => {
            if signed {
                "1"
            } else {
                "1u"
            }
        }
        RedOp::And => {
            if signed {
                "-1"
            } else {
                "0xffffffffu"
            }
        }
        RedOp::Min => {
            if signed {
                "2147483647"
            } else {
                "0xffffffffu"
            }
        }
        RedOp::Max => {
            if signed {
                "(-2147483647 - 1)"
            } else {
                "0u"
            }
        }
    }
}

/// `a` and `b` folded by `op`, with the operators' own helpers (wrapping int arithmetic).
pub(super) fn fold_combine(op: RedOp, ty: &ValueType, a: &str, b: &str) -> String {
    match op {
        RedOp::Add => binary(BinOp::Add, ty, a, b),
        RedOp::Mul => binary(BinOp::Mul, ty, a, b),
        RedOp::And => binary(BinOp::And, ty, a, b),
        RedOp::Or => binary(BinOp::Or, ty, a, b),
        RedOp::Xor => binary(BinOp::Xor, ty, a, b),
        RedOp::Min => format!("({a} < {b} ? {a} : {b})"),
        RedOp::Max => format!("({a} > {b} ? {a} : {b})"),
        // On the wire (`wire`), as uint 0 or 1.
        RedOp::LogOr | RedOp::Set(_) => format!("({a} | {b})"),
        RedOp::LogAnd => format!("({a} & {b})"),
    }
}

/// The fold's accumulator `var` after the loop, from the fold's total `t` (its wire value,
/// [`wire_load`]): `var op t`, so a float sum is the value before the loop plus the total.
pub(super) fn fold_finish(a: &Accumulator, var: &str, t: &str) -> String {
    match a.op {
        RedOp::LogOr => format!("{var} = {var} || {t} != 0u;"),
        RedOp::LogAnd => format!("{var} = {var} && {t} != 0u;"),
        RedOp::Set(bits) => format!("if ({t} != 0u) {var} = {};", constant(&set_const(bits, &a.ty))),
        op => format!("{var} = {};", fold_combine(op, &a.ty, var, t)),
    }
}

/// A float or double sum: summed in SEMANTICS.md 10.5a's order, not folded freely.
pub(super) fn float_sum(a: &Accumulator) -> bool {
    a.op == RedOp::Add && matches!(a.ty, ValueType::Float | ValueType::Double)
}

/// The C++ type of one lane of `t`.
pub(super) fn cty(t: &ValueType) -> &'static str {
    match t {
        ValueType::Bool => "bool",
        ValueType::Int => "int32_t",
        ValueType::Uint => "uint32_t",
        ValueType::Double => "double",
        ValueType::Entity => "uint64_t",
        _ => "float",
    }
}

fn is_float(t: &ValueType) -> bool {
    matches!(
        t,
        ValueType::Float | ValueType::Double | ValueType::Vec2 | ValueType::Vec3 | ValueType::Vec4 | ValueType::Quat
    )
}

impl<'a> Body<'a> {
    pub(super) fn new(
        p: &'a Program,
        sources: Option<&'a SourceMap>,
        debug: bool,
        sites: &'a mut Vec<Site>,
    ) -> Body<'a> {
        Body {
            p,
            sources,
            debug,
            out: String::new(),
            depth: 1,
            next: 0,
            frames: Vec::new(),
            system: String::new(),
            sites,
            own_spawns: HashMap::new(),
            keyed: false,
            row_pos: HashMap::new(),
            key: Default::default(),
            arena_top: 0,
            call_marks: Vec::new(),
            arena_peak: 0,
            last_line: None,
            fold: None,
            fold_hits: HashMap::new(),
            keeps_spawns: false,
            stable: false,
            last_spawn: None,
            fresh: None,
            pending: None,
        }
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.depth {
            self.out.push_str("    ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn open(&mut self, s: &str) {
        self.line(s);
        self.depth += 1;
    }

    fn close(&mut self, s: &str) {
        self.depth -= 1;
        self.line(s);
    }

    fn name(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("{prefix}{}", self.next)
    }

    /// `const ty tN = value;`, returning `tN`.
    fn tmp(&mut self, ty: &str, value: String) -> String {
        let n = self.name("t");
        self.line(&format!("{ty} const {n} = {value};"));
        n
    }

    /// A `#line` directive for the statement at `span`, so a C++ compiler's messages name the
    /// script's line.
    fn line_mark(&mut self, span: Span) {
        let Some(sources) = self.sources else { return };
        let span = sources.clamp(span);
        let f = sources.file(span.file);
        let (line, _) = f.line_col(span.start as usize);
        if self.last_line == Some((span.file.0, line)) {
            return;
        }
        self.last_line = Some((span.file.0, line));
        let name: String =
            f.name.chars().map(|c| if c == '"' || c == '\\' || c.is_control() { '_' } else { c }).collect();
        self.out.push_str(&format!("#line {line} \"{name}\"\n"));
    }

    fn site(&mut self, span: Span, kind: SiteKind) -> usize {
        self.sites.push(Site { system: self.system.clone(), span, kind, len: 0 });
        self.sites.len() - 1
    }

    /// Returns from the row (or world) when the stop word is set, reporting the loop at `span`.
    fn stop_check(&mut self, span: Span) {
        let site = self.site(span, SiteKind::Loop);
        self.line(&format!("if (mw_stopped(ctx)) {{ mw_trap(ctx, {site}u); return 1; }}"));
    }

    fn stop_span(&self, span: Option<Span>) -> Span {
        span.unwrap_or_else(|| {
            self.p.systems.iter().find(|s| s.name == self.system).map_or(Span::default(), |s| s.span)
        })
    }

    /// The next bytes of the arena for a value of type `t` (released with the frame).
    fn arena_alloc(&mut self, t: &ValueType) -> u32 {
        let at = self.arena_top.next_multiple_of(8);
        self.arena_top = at + t.size() as u32;
        self.arena_peak = self.arena_peak.max(self.arena_top);
        at
    }

    fn frame(&self) -> &Frame {
        self.frames.last().expect("a frame")
    }

    fn repr(&self, l: LocalId) -> Repr {
        self.frame().locals[&l].clone()
    }

    // ---- kernels ----

    /// The body of one invocation: `members` one after another on the row or world the
    /// caller set up (`w`, `eid`, `ent`, `row`, `tv`). Each member has its own frame, its own
    /// stream and counter, its own `return`.
    pub(super) fn members(&mut self, members: &[Member], rows: Option<ArchId>) {
        let spawned: Vec<u32> = {
            let mut v: Vec<u32> = members.iter().flat_map(|m| m.own_spawns.iter().map(|a| a.0)).collect();
            v.sort();
            v.dedup();
            v
        };
        for a in spawned {
            let n = format!("own{a}");
            self.line(&format!("const uint32_t {n} = mw_log_len(ctx, {a}u, w);"));
            self.own_spawns.insert(a, n);
        }
        self.line("uint32_t ctr = 0;");
        self.keeps_spawns = !members.iter().any(|m| m.destroys);
        self.stable = !members.iter().any(|m| m.structural || m.init);
        // The draws' entity key, when a member's `rand_key` changes it (else `eid` itself).
        let p = self.p;
        self.keyed = members.iter().any(|m| {
            let mut keyed = false;
            for f in p.reachable(m.sys.func) {
                visit_stmts(&p.func(f).body, &mut |v| keyed |= matches!(v, Visit::Stmt(Stmt::RandKey(_))));
            }
            keyed
        });
        if self.keyed {
            self.line("uint32_t rk = eid;");
        }
        for m in members {
            let sys = m.sys;
            let func = self.p.func(sys.func);
            self.system = sys.name.clone();
            self.line(&format!("// system `{}`", sys.name));
            self.line("ctr = 0;");
            if self.keyed {
                self.line("rk = eid;");
            }
            let slot = if m.init {
                format!("(ctx->node == {}u ? {}u : {}u)", abi::NODE_RESET, m.stream + 1, m.stream)
            } else {
                format!("{}u", m.stream)
            };
            let ks = self.name("ks");
            self.line(&format!("const uint32_t* {ks} = ctx->streams[{slot}];"));
            self.key = [0, 1, 2, 3].map(|i| format!("{ks}[{i}]"));
            let end = self.name("end");
            self.open("{");
            let mut frame = Frame {
                locals: HashMap::new(),
                ret_label: end.clone(),
                ret_vars: vec![],
                loops: vec![],
                arena_mark: self.arena_top,
                spawned: HashMap::new(),
            };
            for (param, l) in sys.params.iter().zip(&func.params) {
                let Some(l) = l else { continue };
                let repr = match param {
                    SysParam::Row(c) => {
                        let size = self.p.layout.comp(*c).size;
                        let (r, w) = (self.name("rr"), self.name("rw"));
                        debug_assert!(rows.is_some(), "a row parameter of a per-row system");
                        self.line(&format!("uint8_t* {r} = tv->cols[{}] + (uint64_t)row * {size}u;", c.0));
                        self.line(&format!("uint8_t* {w} = {r};"));
                        Repr::Ref(r, w, Scale::Bytes)
                    }
                    SysParam::Entity => {
                        let v = self.name("l");
                        self.line(&format!("uint64_t {v} = ent;"));
                        Repr::Vars(vec![v])
                    }
                    SysParam::Single(c) => {
                        let (at, scale) = self.single(*c);
                        let (r, w) = (self.name("rr"), self.name("rw"));
                        self.line(&format!("uint8_t* {r} = {at};"));
                        self.line(&format!("uint8_t* {w} = {r};"));
                        Repr::Ref(r, w, scale)
                    }
                    SysParam::Filter => continue,
                };
                frame.locals.insert(*l, repr);
            }
            self.declare_locals(func, &mut frame);
            self.frames.push(frame);
            match &self.fold {
                // A fold's chunk kernel: the prologue (its checks are the system's, reported
                // once by the system itself) and the loop.
                Some(FoldMode::Part { at, .. }) => {
                    let at = *at;
                    let debug = std::mem::replace(&mut self.debug, false);
                    lower::stmts(self, &func.body[..at]);
                    self.debug = debug;
                    lower::stmt(self, &func.body[at]);
                }
                _ => lower::stmts(self, &func.body),
            }
            let frame = self.frames.pop().expect("the member's frame");
            self.arena_top = frame.arena_mark;
            self.close("}");
            self.line(&format!("{end}:;"));
        }
    }

    /// Storage for every local the frame has not bound yet. Arrays live in the arena
    /// (`ctx->locals`), as on the CPU: a large one would not fit a thread's stack.
    fn declare_locals(&mut self, func: &Func, frame: &mut Frame) {
        for (i, l) in func.locals.iter().enumerate() {
            let id = LocalId(i as u32);
            if frame.locals.contains_key(&id) {
                continue;
            }
            let repr = match &l.kind {
                LocalKind::Value(t) if in_memory(t) => Repr::Arena(self.arena_alloc(t)),
                LocalKind::Value(t) => {
                    let vars: Vec<String> = (0..lanes(t)).map(|_| self.name("l")).collect();
                    let zero = zero_of(t);
                    let decl = vars.iter().map(|v| format!("{v} = {zero}")).collect::<Vec<_>>().join(", ");
                    self.line(&format!("{} {decl};", cty(t)));
                    Repr::Vars(vars)
                }
                LocalKind::Ref { comp, .. } => {
                    let (r, w) = (self.name("rr"), self.name("rw"));
                    self.line(&format!("uint8_t *{r} = 0, *{w} = 0;"));
                    Repr::Ref(r, w, self.scale(*comp))
                }
            };
            frame.locals.insert(id, repr);
        }
        // Not in a kernel spawning rows apart, whose spawns take their rows from a prefix sum.
        if self.keeps_spawns && self.fresh.is_none() {
            for (l, a) in crate::ir::visit::spawn_locals(&func.body) {
                let v = self.name("sp");
                self.line(&format!("uint32_t {v} = MW_NO_ROW;"));
                frame.spawned.insert(l, (a, v));
            }
        }
    }

    // ---- loops over rows ----

    /// A plain loop over the rows (`endif`: it is the host build's side of a fold):
    /// the world's rows as of the node's start (or the key index's run of them), then the rows
    /// this invocation spawned itself (its spawn log), skipping rows destroyed meanwhile (world
    /// id no longer ours).
    #[allow(clippy::too_many_arguments)]
    fn rows_plain(
        &mut self,
        arch: ArchId,
        entity: Option<LocalId>,
        binds: &[(LocalId, CompId)],
        keys: Option<(&KeyRange, Vec<String>)>,
        after: Option<After>,
        span: Option<Span>,
        endif: bool,
    ) -> Looping {
        let span = self.stop_span(span);
        let keyed = keys.is_some();
        let n = self.open_rows(arch, keys);
        let (cont, brk) = (self.name("cont"), self.name("brk"));
        let (tvn, start, count, total, k) =
            (format!("tv{n}"), format!("s{n}"), format!("c{n}"), format!("n{n}"), format!("k{n}"));
        // A keyed loop's system can't spawn into its archetype (checked).
        let log = if keyed { None } else { self.own_spawns.get(&arch.0).cloned() };
        match &log {
            Some(first) => {
                self.line(&format!("const uint32_t {total} = {count} + (mw_log_len(ctx, {}u, w) - {first});", arch.0));
            }
            None => self.line(&format!("const uint32_t {total} = {count};")),
        }
        // Positions in the loop's order; `after` starts past a row's (SEMANTICS.md 10.5): the
        // kernel's own (`row`, of this table) or an enclosing loop's.
        let first = match after {
            None => "0".to_string(),
            Some(After::Own) => format!("{row} - {start} + 1", row = "row"),
            Some(After::Row(l)) => format!("{} + 1", self.row_pos[&(self.frames.len(), l)]),
        };
        if let Some(l) = entity {
            self.row_pos.insert((self.frames.len(), l), k.clone());
        }
        // Bounded: the rows as of the loop's start. In a kernel that neither spawns, destroys
        // nor resets, the stop word is read once before it, as the CPU generator does
        // (`rows_loop`).
        if self.stable {
            self.stop_check(span);
        }
        self.open(&format!("for (uint32_t {k} = {first}; {k} < {total}; {k}++) {{"));
        self.open("{");
        if !self.stable {
            self.stop_check(span);
        }
        self.line("MW_ITER();");
        let row = format!("i{n}");
        match &log {
            Some(first) => self.line(&format!(
                "const uint32_t {row} = {k} < {count} ? {start} + {k} : mw_log_row(ctx, {}u, w, {first} + ({k} - {count}));",
                arch.0
            )),
            None => self.line(&format!("const uint32_t {row} = {start} + {k};")),
        }
        self.line(&format!("if ({tvn}->world_ids[{row}] != (int32_t)w) goto {cont};"));
        self.bind_row(entity, binds, &tvn, &row);
        self.frames.last_mut().expect("frame").loops.push((cont.clone(), brk.clone()));
        self.open("{");
        Looping::Rows { cont, brk, endif }
    }

    /// A keyed loop's rows: `start` and `count` narrowed to the keys within the bounds (each
    /// already evaluated, in source order), or the step stopped when the key index is missing.
    #[allow(clippy::too_many_arguments)]
    fn key_bounds(
        &mut self,
        kr: &KeyRange,
        bounds: &[String],
        n: u32,
        tvn: &str,
        start: &str,
        count: &str,
        arch: ArchId,
    ) {
        let (lo, hi) = (format!("lo{n}"), format!("hi{n}"));
        self.line(&format!("int64_t {lo} = INT64_MIN, {hi} = INT64_MAX;"));
        for ((cmp, _), v) in kr.bounds.iter().zip(bounds) {
            let v = if kr.signed { format!("(int64_t){v}") } else { format!("(int64_t)(uint64_t){v}") };
            let a = match cmp {
                KeyCmp::Eq => format!("{lo} = {v}; {hi} = {v} + 1;"),
                KeyCmp::Ge => format!("{lo} = {v};"),
                KeyCmp::Gt => format!("{lo} = {v} + 1;"),
                KeyCmp::Le => format!("{hi} = {v} + 1;"),
                KeyCmp::Lt => format!("{hi} = {v};"),
            };
            self.line(&a);
        }
        let id = abi::key_id(kr.comp.0, kr.offset);
        self.line(&format!(
            "if (!mw_key_rows({tvn}, {id}ull, w, {lo}, {hi}, &{start}, &{count})) {{ mw_key_missing(ctx, {}u, {}u, {}u, w, {lo}, {hi}); return 1; }}",
            arch.0, kr.comp.0, kr.offset
        ));
    }

    /// A loop's entity and references bound to row `row` of table view `tvn`.
    fn bind_row(&mut self, entity: Option<LocalId>, binds: &[(LocalId, CompId)], tvn: &str, row: &str) {
        if let Some(l) = entity
            && let Repr::Vars(v) = self.repr(l)
        {
            self.line(&format!("{} = mw_ld_ent((const uint8_t*)({tvn}->entities + {row}));", v[0]));
        }
        for (l, c) in binds {
            let size = self.p.layout.comp(*c).size;
            if let Repr::Ref(r, w, _) = self.repr(*l) {
                self.line(&format!("{r} = {tvn}->cols[{}] + (uint64_t){row} * {size}u; {w} = {r};", c.0));
            }
        }
    }

    /// Opens a loop's block over table `arch`'s rows of world `w`: `tvN` the table and `sN`,
    /// `cN` its first row and count (narrowed to the key's run of them by the key's bounds,
    /// evaluated before). Returns N.
    fn open_rows(&mut self, arch: ArchId, keys: Option<(&KeyRange, Vec<String>)>) -> u32 {
        let n = self.next + 1;
        self.next += 1;
        let (tvn, start, count) = (format!("tv{n}"), format!("s{n}"), format!("c{n}"));
        self.open("{");
        self.line(&format!("const MwTable* {tvn} = ctx->tables + {};", arch.0));
        self.line(&format!("uint32_t {start} = {tvn}->ranges[w][0], {count} = {tvn}->ranges[w][1];"));
        if let Some((kr, bounds)) = keys {
            self.key_bounds(kr, &bounds, n, &tvn, &start, &count, arch);
        }
        n
    }

    /// A fold's loop in its chunk kernel: lane `lane` folds rows `lane`, `lane + 32`, ... of
    /// chunk `chunk` into accumulators starting at the fold's identity; the lanes combine by
    /// shuffles and lane 0 writes the chunk's partials ([`Self::fold_rows_end`]). No stop
    /// checks: the loop is bounded and nothing in it loops (reduce.rs), so every lane reaches
    /// the shuffles.
    fn fold_rows(
        &mut self,
        arch: ArchId,
        entity: Option<LocalId>,
        binds: &[(LocalId, CompId)],
        keys: Option<(&KeyRange, Vec<String>)>,
        accs: Vec<Accumulator>,
        nt: u32,
    ) -> Looping {
        let n = self.open_rows(arch, keys);
        let (tvn, start, count, end, k, row) =
            (format!("tv{n}"), format!("s{n}"), format!("c{n}"), format!("e{n}"), format!("k{n}"), format!("i{n}"));
        // The accumulators, private to the lane.
        let mut saved = Vec::new();
        let mut parts = Vec::new();
        for a in &accs {
            let v = self.name("f");
            let start = match a.op {
                RedOp::LogOr => "false",
                RedOp::LogAnd => "true",
                RedOp::Set(_) => zero_of(&a.ty),
                op => fold_identity(op, &a.ty),
            };
            self.line(&format!("{} {v} = {start};", cty(&a.ty)));
            let f = self.frames.last_mut().expect("frame");
            saved.push((a.local, f.locals.insert(a.local, Repr::Vars(vec![v.clone()])).expect("declared")));
            if let RedOp::Set(_) = a.op {
                let hit = self.name("h");
                self.line(&format!("uint32_t {hit} = 0u;"));
                self.fold_hits.insert(a.local, hit);
            }
            parts.push(v);
        }
        self.line(&format!(
            "const uint32_t {end} = {count} < (chunk + 1u) * MW_FOLD_CHUNK ? {count} : (chunk + 1u) * MW_FOLD_CHUNK;"
        ));
        self.open(&format!("for (uint32_t {k} = chunk * MW_FOLD_CHUNK + lane; {k} < {end}; {k} += 32u) {{"));
        self.line("MW_ITER();");
        self.line(&format!("const uint32_t {row} = {start} + {k};"));
        self.line(&format!("if ({tvn}->world_ids[{row}] != (int32_t)w) continue;"));
        self.bind_row(entity, binds, &tvn, &row);
        self.open("{");
        Looping::Part { accs, nt, arch, parts, saved }
    }

    fn fold_rows_end(
        &mut self,
        accs: Vec<Accumulator>,
        nt: u32,
        arch: ArchId,
        parts: Vec<String>,
        saved: Vec<(LocalId, Repr)>,
    ) {
        self.close("}");
        self.close("}");
        // The lanes' partials on the wire: bool folds and flags as uint 0 or 1.
        let mut wired = Vec::new();
        for (a, v) in accs.iter().zip(&parts) {
            let x = match a.op {
                RedOp::LogOr | RedOp::LogAnd => {
                    let x = self.name("x");
                    self.line(&format!("uint32_t {x} = {v} ? 1u : 0u;"));
                    x
                }
                RedOp::Set(_) => self.fold_hits.remove(&a.local).expect("a flag's hit"),
                _ => v.clone(),
            };
            let (op, ty) = wire(a);
            // Every lane makes the same shuffles (a shuffle inside a `?:` would not).
            let c = fold_combine(op, &ty, &x, "o");
            self.line(&format!(
                "for (int m = 16; m > 0; m >>= 1) {{ const {} o = __shfl_xor_sync(0xffffffffu, {x}, m); {x} = {c}; }}",
                cty(&ty)
            ));
            wired.push(x);
        }
        let parts = wired;
        self.open("if (lane == 0u) {");
        let fw = self.name("fw");
        self.line(&format!("uint32_t* {fw} = mw_fold_work(ctx, {}u, {nt}u, w) + {nt}u * (1u + chunk);", arch.0));
        let (offs, _) = wire_offsets(&accs);
        for ((a, v), off) in accs.iter().zip(&parts).zip(offs) {
            self.line(&wire_store(&wire(a).1, &fw, &format!("{off}u"), v));
        }
        self.close("}");
        self.close("}");
        let f = self.frames.last_mut().expect("frame");
        for (l, r) in saved {
            f.locals.insert(l, r);
        }
    }

    /// A fold's loop on one thread (the host build) with its float and double sums in the order
    /// the device's phases give them (SEMANTICS.md 10.5a): per chunk of 1024 rows, 32 lanes (the
    /// k-th row in lane k % 32), met pairwise; chunk c's result into lane c % 32 of the totals,
    /// met the same way ([`Self::ordered_rows_end`]); the sum is its value before the loop plus
    /// the total. Other folds accumulate as written (their order cannot be seen).
    fn ordered_rows(
        &mut self,
        arch: ArchId,
        entity: Option<LocalId>,
        binds: &[(LocalId, CompId)],
        keys: Option<(&KeyRange, Vec<String>)>,
        accs: &[Accumulator],
    ) -> Looping {
        let n = self.open_rows(arch, keys);
        let (tvn, start, count, end, k, row, ch) = (
            format!("tv{n}"),
            format!("s{n}"),
            format!("c{n}"),
            format!("e{n}"),
            format!("k{n}"),
            format!("i{n}"),
            format!("ch{n}"),
        );
        // Per sum: its value before the loop, its totals and its lanes.
        let mut sums = Vec::new();
        for a in accs.iter().filter(|a| float_sum(a)) {
            let Repr::Vars(v) = self.repr(a.local) else { unreachable!("a sum is a value local") };
            let (t, z) = (cty(&a.ty), fold_identity(a.op, &a.ty));
            let (before, tot, lanes) = (self.name("b"), self.name("t"), self.name("ln"));
            self.line(&format!("const {t} {before} = {};", v[0]));
            self.line(&format!("{t} {tot}[32], {lanes}[32];"));
            self.line(&format!("for (int q = 0; q < 32; q++) {tot}[q] = {z};"));
            sums.push(Sum { local: a.local, var: v[0].clone(), before, tot, lanes, zero: z });
        }
        self.open(&format!("for (uint32_t {ch} = 0; {ch} * 1024u < {count}; {ch}++) {{"));
        self.line("MW_ITER();");
        for s in &sums {
            self.line(&format!("for (int q = 0; q < 32; q++) {}[q] = {};", s.lanes, s.zero));
        }
        self.line(&format!("const uint32_t {end} = {count} < ({ch} + 1u) * 1024u ? {count} : ({ch} + 1u) * 1024u;"));
        self.open(&format!("for (uint32_t {k} = {ch} * 1024u; {k} < {end}; {k}++) {{"));
        self.line("MW_ITER();");
        self.line(&format!("const uint32_t {row} = {start} + {k};"));
        self.line(&format!("if ({tvn}->world_ids[{row}] != (int32_t)w) continue;"));
        // In the body, a sum is its row's lane.
        let mut saved = Vec::new();
        for s in &sums {
            let f = self.frames.last_mut().expect("frame");
            let lane = Repr::Vars(vec![format!("{}[{k} & 31u]", s.lanes)]);
            saved.push((s.local, f.locals.insert(s.local, lane).expect("declared")));
        }
        self.bind_row(entity, binds, &tvn, &row);
        self.open("{");
        Looping::Ordered { ch, sums, saved }
    }

    fn ordered_rows_end(&mut self, ch: String, sums: Vec<Sum>, saved: Vec<(LocalId, Repr)>) {
        let meet = |x: &str| {
            format!("for (int m = 16; m > 0; m >>= 1) for (int q = 0; q < m; q++) {x}[q] = {x}[q] + {x}[q + m];")
        };
        self.close("}");
        let f = self.frames.last_mut().expect("frame");
        for (l, r) in saved {
            f.locals.insert(l, r);
        }
        self.close("}");
        for s in &sums {
            self.line(&meet(&s.lanes));
            self.line(&format!("{}[{ch} & 31u] = {}[{ch} & 31u] + {}[0];", s.tot, s.tot, s.lanes));
        }
        self.close("}");
        for s in &sums {
            self.line(&meet(&s.tot));
            self.line(&format!("{} = {} + {}[0];", s.var, s.before, s.tot));
        }
        self.close("}");
    }

    // ---- places ----

    /// How offsets into component `c` scale (columns: a singleton of 4-byte words).
    fn scale(&self, c: CompId) -> Scale {
        if super::single_columns(&self.p.spec, c) { Scale::Columns } else { Scale::Bytes }
    }

    /// World `w`'s singleton `c`: its address and how offsets from it scale.
    fn single(&self, c: CompId) -> (String, Scale) {
        let size = self.p.layout.comp(c).size;
        match self.scale(c) {
            Scale::Columns => (format!("mw_single(ctx, {}u, w, {size}u)", c.0), Scale::Columns),
            Scale::Bytes => (format!("ctx->singletons[{}] + (uint64_t)w * {size}u", c.0), Scale::Bytes),
        }
    }

    /// `get(c, p)` of a local `p` holding the entity this call spawned last into an archetype
    /// with `c` ([`Frame::spawned`]): the row's address without a lookup; before the spawn, or
    /// after a failed one, the stale `get`'s zeros and scratch, as the lookup gives.
    fn spawned_ref(&mut self, c: CompId, e: &Expr) -> Option<(String, String, Scale)> {
        let ExprKind::Load(p) = &e.kind else { return None };
        let (Root::Local(l), true) = (&p.root, p.path.is_empty()) else { return None };
        let (a, v) = self.frame().spawned.get(l)?.clone();
        if !self.p.spec.archetypes[a.0 as usize].components.contains(&c) {
            return None;
        }
        let size = self.p.layout.comp(c).size;
        let p = self.tmp(
            "uint8_t*",
            format!("{v} != MW_NO_ROW ? ctx->tables[{}].cols[{}] + (uint64_t){v} * {size}u : (uint8_t*)0", a.0, c.0),
        );
        let r = self.tmp("uint8_t*", format!("{p} ? {p} : (uint8_t*)ctx->zero"));
        let w = self.tmp("uint8_t*", format!("{p} ? {p} : ctx->scratch"));
        Some((r, w, Scale::Bytes))
    }

    fn ref_source(&mut self, src: &RefSource) -> (String, String, Scale) {
        match src {
            RefSource::Get(c, e) => {
                if let Some(at) = self.spawned_ref(*c, e) {
                    return at;
                }
                let ev = lower::expr(self, e).swap_remove(0);
                let f = if self.fresh.is_some() { "mw_new_lookup" } else { "mw_lookup" };
                let p = self.tmp("uint8_t*", format!("{f}(ctx, w, {ev}, {}u)", c.0));
                let r = self.tmp("uint8_t*", format!("{p} ? {p} : (uint8_t*)ctx->zero"));
                let w = self.tmp("uint8_t*", format!("{p} ? {p} : ctx->scratch"));
                (r, w, Scale::Bytes)
            }
            RefSource::Single(c) => {
                let (at, scale) = self.single(*c);
                let a = self.tmp("uint8_t*", at);
                (a.clone(), a, scale)
            }
        }
    }

    fn root_addr(&mut self, root: &Root) -> (String, String, Scale) {
        match root {
            Root::Ref(l) => match self.repr(*l) {
                Repr::Ref(r, w, scale) => (r, w, scale),
                _ => unreachable!("a reference root"),
            },
            Root::Src(src) => self.ref_source(src),
            Root::Local(_) => unreachable!("value locals are not references"),
        }
    }

    fn clamp_index(&mut self, i: &str, len: u32, signed: bool, span: Span) -> String {
        if self.debug {
            let site = self.site(span, SiteKind::Bounds);
            self.sites[site].len = len;
            let v = if signed { format!("(double)(int32_t){i}") } else { format!("(double)(uint32_t){i}") };
            self.line(&format!("if ((uint32_t){i} >= {len}u) mw_debug_fail(ctx, {site}u, {}u, {v});", abi::HIT_BOUNDS));
        }
        let max = len - 1;
        if signed {
            self.tmp("uint32_t", format!("{i} < 0 ? 0u : {i} > {max} ? {max}u : (uint32_t){i}"))
        } else {
            self.tmp("uint32_t", format!("{i} > {max}u ? {max}u : {i}"))
        }
    }
}

/// A float or double sum of a fold's host loop ([`Body::ordered_rows`]): its variable, its
/// value before the loop, its totals' and lanes' arrays, and its identity.
pub(super) struct Sum {
    local: LocalId,
    var: String,
    before: String,
    tot: String,
    lanes: String,
    zero: &'static str,
}

/// A loop being emitted: what its end closes.
pub(super) enum Looping {
    /// `for (;;)`: its `continue` and `break` labels.
    Loop { cont: String, brk: String },
    /// Over a world's rows; `endif`: the host side of a fold's `#ifndef MW_HOST`.
    Rows { cont: String, brk: String, endif: bool },
    /// A fold's chunk kernel ([`Body::fold_rows`]).
    Part { accs: Vec<Accumulator>, nt: u32, arch: ArchId, parts: Vec<String>, saved: Vec<(LocalId, Repr)> },
    /// A fold's host loop with float sums ([`Body::ordered_rows`]), inside `#else`.
    Ordered { ch: String, sums: Vec<Sum>, saved: Vec<(LocalId, Repr)> },
}

/// How [`Lower::fold_loop`] said the next loop over rows is emitted.
enum Pending {
    /// A fold's chunk kernel.
    Part(Vec<Accumulator>, u32),
    /// The host side of a fold's system (the device side was emitted): the loop as written,
    /// `ordered` when it has float sums.
    Host { accs: Vec<Accumulator>, ordered: bool },
}

impl Values for Body<'_> {
    type V = String;

    fn unary(&mut self, op: UnOp, ty: &ValueType, x: String) -> String {
        let c = cty(ty);
        let s = match op {
            UnOp::Neg if is_float(ty) => format!("-{x}"),
            UnOp::Neg => format!("mw_ineg({x})"),
            UnOp::Not => format!("!{x}"),
            UnOp::BitNot => format!("({c})~{x}"),
        };
        self.tmp(c, s)
    }

    fn binary(&mut self, op: BinOp, ty: &ValueType, x: String, y: String) -> String {
        let s = binary(op, ty, &x, &y);
        self.tmp(cty(ty), s)
    }

    fn compare(&mut self, op: CmpOp, ty: &ValueType, x: String, y: String) -> String {
        let sym = match op {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        };
        if *ty == ValueType::Entity && !matches!(op, CmpOp::Eq | CmpOp::Ne) {
            // By id, then generation: `id | gen << 32` rotated (SEMANTICS.md).
            let key = |v: &str| format!("(({v} << 32) | ({v} >> 32))");
            return self.tmp("bool", format!("{} {sym} {}", key(&x), key(&y)));
        }
        self.tmp("bool", format!("{x} {sym} {y}"))
    }

    fn convert(&mut self, v: String, from: &ValueType, to: &ValueType) -> String {
        use ValueType::*;
        let s = match (from, to) {
            (a, c) if a == c => return v,
            (Int, Uint) => format!("(uint32_t){v}"),
            (Uint, Int) => format!("(int32_t){v}"),
            (Int | Uint, Float) => format!("(float){v}"),
            (Int | Uint | Float, Double) => format!("(double){v}"),
            (Double, Float) => format!("(float){v}"),
            (Float | Double, Int) => format!("mw_f2i({v})"),
            (Float | Double, Uint) => format!("mw_f2u({v})"),
            (Bool, Int) => format!("{v} ? 1 : 0"),
            (Bool, Uint) => format!("{v} ? 1u : 0u"),
            (Bool, Float) => format!("{v} ? 1.0f : 0.0f"),
            (Bool, Double) => format!("{v} ? 1.0 : 0.0"),
            (Int | Uint | Float | Double, Bool) => format!("{v} != 0"),
            _ => unreachable!("the checker allows no conversion from {from} to {to}"),
        };
        self.tmp(cty(to), s)
    }

    fn math(&mut self, op: Builtin, ty: &ValueType, v: &[String]) -> String {
        let c = cty(ty);
        let signed = *ty == ValueType::Int;
        let (s, t) = match op {
            Builtin::Sqrt => (format!("mw_sqrt({})", v[0]), c),
            Builtin::Floor => (format!("mw_floor({})", v[0]), c),
            Builtin::Ceil => (format!("mw_ceil({})", v[0]), c),
            Builtin::Trunc => (format!("mw_trunc({})", v[0]), c),
            Builtin::Round => (format!("mw_round({})", v[0]), c),
            Builtin::Abs if is_float(ty) => (format!("mw_fabs({})", v[0]), c),
            Builtin::Abs if signed => (format!("mw_iabs({})", v[0]), c),
            Builtin::Abs => return v[0].clone(),
            Builtin::Min => (format!("{a} < {b} ? {a} : {b}", a = v[0], b = v[1]), c),
            Builtin::Max => (format!("{a} > {b} ? {a} : {b}", a = v[0], b = v[1]), c),
            Builtin::Copysign => (format!("mw_copysign({}, {})", v[0], v[1]), c),
            Builtin::IsNan => (format!("{a} != {a}", a = v[0]), "bool"),
            Builtin::IsInf => (format!("mw_isinf({})", v[0]), "bool"),
            Builtin::FloatBits => (format!("mw_bits32(mw_canon({}))", v[0]), "uint32_t"),
            Builtin::BitsFloat => (format!("mw_f32({})", v[0]), "float"),
            Builtin::MulHi => (format!("mw_mulhi({}, {})", v[0], v[1]), "uint32_t"),
            Builtin::Fmod
            | Builtin::RandU32
            | Builtin::WorldId
            | Builtin::RowIndex
            | Builtin::Alive
            | Builtin::Has(_)
            | Builtin::Spawn(_) => unreachable!("not arithmetic (is_math)"),
        };
        self.tmp(t, s)
    }

    fn canon(&mut self, x: String, elem: &ValueType) -> String {
        if is_float(elem) { format!("mw_canon({x})") } else { x }
    }

    fn not(&mut self, x: String) -> String {
        self.tmp("bool", format!("!{x}"))
    }

    fn and(&mut self, x: String, y: String) -> String {
        self.tmp("bool", format!("{x} && {y}"))
    }

    fn select(&mut self, ty: &ValueType, c: String, x: String, y: String) -> String {
        self.tmp(cty(ty), format!("{c} ? {x} : {y}"))
    }
}

impl<'a> Lower<'a> for Body<'a> {
    type Loc = Loc;
    type Arg = Repr;
    /// The label after the chain.
    type Branch = String;
    type Loop = Looping;

    fn program(&self) -> &'a Program {
        self.p
    }

    fn constant(&mut self, c: &Const) -> String {
        constant(c)
    }

    fn logic(&mut self, is_and: bool, a: &Expr, b: &Expr) -> String {
        let x = lower::expr(self, a).swap_remove(0);
        let n = self.name("t");
        self.line(&format!("bool {n} = {x};"));
        self.open(&format!("if ({}{n}) {{", if is_and { "" } else { "!" }));
        let y = lower::expr(self, b).swap_remove(0);
        self.line(&format!("{n} = {y};"));
        self.close("}");
        n
    }

    fn choose(&mut self, ty: &ValueType, c: &Expr, a: &Expr, b: &Expr) -> Vec<String> {
        let cv = lower::expr(self, c).swap_remove(0);
        let types = lane_types(ty);
        let vars: Vec<String> = types.iter().map(|_| self.name("t")).collect();
        for (v, t) in vars.iter().zip(&types) {
            self.line(&format!("{} {v} = {};", cty(t), zero_of(t)));
        }
        self.open(&format!("if ({cv}) {{"));
        let x = lower::expr(self, a);
        for (v, x) in vars.iter().zip(&x) {
            self.line(&format!("{v} = {x};"));
        }
        self.close("} else {");
        self.depth += 1;
        let y = lower::expr(self, b);
        for (v, y) in vars.iter().zip(&y) {
            self.line(&format!("{v} = {y};"));
        }
        self.close("}");
        vars
    }

    fn effectful(&mut self, op: Builtin, ty: &ValueType, vals: Vec<Vec<String>>) -> Vec<String> {
        match op {
            Builtin::Fmod => vec![self.tmp(cty(ty), format!("mw_fmod({}, {})", vals[0][0], vals[1][0]))],
            Builtin::RandU32 => {
                let [k0, k1, k2, k3] = self.key.clone();
                let e = if self.keyed { "rk" } else { "eid" };
                let t = self.tmp(
                    "uint32_t",
                    format!("mw_pcg4d((w + ctx->world_offset) ^ {k0}, {e} ^ {k1}, ctx->step ^ {k2}, ctr ^ {k3})"),
                );
                self.line("ctr++;");
                vec![t]
            }
            Builtin::WorldId => vec![self.tmp("int32_t", "(int32_t)(w + ctx->world_offset)".into())],
            // `row` and `tv` are the per-row kernel's (SEMANTICS.md 6).
            Builtin::RowIndex => vec![self.tmp("int32_t", "(int32_t)(row - tv->ranges[w][0])".into())],
            Builtin::Alive => {
                let f = if self.fresh.is_some() { "mw_new_alive" } else { "mw_alive" };
                vec![self.tmp("bool", format!("{f}(ctx, w, {})", vals[0][0]))]
            }
            Builtin::Has(comp) => {
                let f = if self.fresh.is_some() { "mw_new_has" } else { "mw_has" };
                vec![self.tmp("bool", format!("{f}(ctx, w, {}, {}u)", vals[0][0], comp.0))]
            }
            Builtin::Spawn(a) => {
                let log = u32::from(self.own_spawns.contains_key(&a.0));
                let call = match &self.fresh {
                    Some((it, targets, pass)) => {
                        let j = targets.iter().position(|t| *t == a.0).expect("the analysis lists every target");
                        format!("mw_new_spawn(ctx, {}u, w, {log}u, row, {it}u, {j}u, {pass}u)", a.0)
                    }
                    // Its row, for a `get` of the local it is assigned to (Lower::assigned).
                    None if self.keeps_spawns => {
                        let row = self.name("srow");
                        self.line(&format!("uint32_t {row};"));
                        let call = format!("mw_spawn_row(ctx, {}u, w, {log}u, &{row})", a.0);
                        self.last_spawn = Some((a, row));
                        call
                    }
                    None => format!("mw_spawn(ctx, {}u, w, {log}u)", a.0),
                };
                vec![self.tmp("uint64_t", call)]
            }
            _ => unreachable!("arithmetic (is_math)"),
        }
    }

    // ---- memory ----

    fn place(&mut self, p: &Place) -> Loc {
        let mut loc = match &p.root {
            Root::Local(l) => match self.repr(*l) {
                Repr::Vars(v) => Loc::Vars(v),
                Repr::Arena(at) => Loc::Mem("ctx->locals".into(), "ctx->locals".into(), at, Scale::Bytes),
                Repr::Ref(..) => unreachable!("a reference local used as a value root"),
            },
            other => {
                let (r, w, scale) = self.root_addr(other);
                Loc::Mem(r, w, 0, scale)
            }
        };
        for proj in &p.path {
            loc = match (loc, proj) {
                (Loc::Mem(r, w, o, sc), Proj::Field { offset }) => Loc::Mem(r, w, o + offset, sc),
                (Loc::Mem(r, w, o, sc), Proj::Lane(k)) => Loc::Mem(r, w, o + 4 * *k as u32, sc),
                (Loc::Vars(v), Proj::Lane(k)) => Loc::Vars(vec![v[*k as usize].clone()]),
                (Loc::Mem(r, w, o, sc), Proj::Index { index, len, stride }) => {
                    let iv = lower::expr(self, index).swap_remove(0);
                    let i = self.clamp_index(&iv, *len, index.ty == ValueType::Int, index.span);
                    let off = self.tmp("uint64_t", format!("(uint64_t){i} * {stride}u + {o}u"));
                    let r2 = self.tmp("uint8_t*", sc.at(&r, &off));
                    let w2 = if r == w { r2.clone() } else { self.tmp("uint8_t*", sc.at(&w, &off)) };
                    Loc::Mem(r2, w2, 0, sc)
                }
                (l, _) => l,
            };
        }
        loc
    }

    fn load(&mut self, loc: &Loc, ty: &ValueType) -> Vec<String> {
        match loc {
            Loc::Vars(v) => v.clone(),
            // A struct (or a list's array): lane by lane, each as its own type.
            Loc::Mem(r, _, o, sc) if in_memory(ty) => lane_layout(ty)
                .into_iter()
                .map(|(t, off)| {
                    let at = sc.at(r, &(o + off).to_string());
                    match t {
                        ValueType::Bool => self.tmp("bool", format!("mw_ld_bool({at})")),
                        // A column's entity is two words, each in its column.
                        ValueType::Entity if *sc == Scale::Columns => {
                            let hi = sc.at(r, &(o + off + 4).to_string());
                            self.tmp("uint64_t", format!("mw_ld_ent2({at}, {hi})"))
                        }
                        ValueType::Entity => self.tmp("uint64_t", format!("mw_ld_ent({at})")),
                        t => {
                            let c = cty(&t);
                            self.tmp(c, format!("mw_ld<{c}>({at})"))
                        }
                    }
                })
                .collect(),
            Loc::Mem(r, _, o, sc) => {
                let at = |k: u32| match (o + 4 * k, sc) {
                    (0, _) => r.clone(),
                    (o, sc) => sc.at(r, &o.to_string()),
                };
                match ty {
                    ValueType::Bool => vec![self.tmp("bool", format!("mw_ld_bool({})", at(0)))],
                    // A column's entity is two words, each in its column.
                    ValueType::Entity if *sc == Scale::Columns => {
                        vec![self.tmp("uint64_t", format!("mw_ld_ent2({}, {})", at(0), at(1)))]
                    }
                    ValueType::Entity => vec![self.tmp("uint64_t", format!("mw_ld_ent({})", at(0)))],
                    t => {
                        let c = cty(t);
                        (0..lanes(t) as u32).map(|k| self.tmp(c, format!("mw_ld<{c}>({})", at(k)))).collect()
                    }
                }
            }
        }
    }

    fn store(&mut self, loc: &Loc, ty: &ValueType, v: &[String]) {
        match loc {
            Loc::Vars(vars) => {
                for (var, val) in vars.iter().zip(v) {
                    self.line(&format!("{var} = {val};"));
                }
            }
            Loc::Mem(_, w, o, sc) if in_memory(ty) => {
                for ((t, off), val) in lane_layout(ty).into_iter().zip(v) {
                    let at = sc.at(w, &(o + off).to_string());
                    let s = match t {
                        ValueType::Bool => format!("mw_st_bool({at}, {val});"),
                        ValueType::Entity if *sc == Scale::Columns => {
                            format!("mw_st_ent2({at}, {}, {val});", sc.at(w, &(o + off + 4).to_string()))
                        }
                        ValueType::Entity => format!("mw_st_ent({at}, {val});"),
                        t => format!("mw_st<{}>({at}, {val});", cty(&t)),
                    };
                    self.line(&s);
                }
            }
            Loc::Mem(_, w, o, sc) => {
                for (k, val) in v.iter().enumerate() {
                    let at = |k: u32| sc.at(w, &(o + 4 * k).to_string());
                    let k = k as u32;
                    let s = match ty {
                        ValueType::Bool => format!("mw_st_bool({}, {val});", at(k)),
                        ValueType::Entity if *sc == Scale::Columns => {
                            format!("mw_st_ent2({}, {}, {val});", at(k), at(k + 1))
                        }
                        ValueType::Entity => format!("mw_st_ent({}, {val});", at(k)),
                        t => format!("mw_st<{}>({}, {val});", cty(t), at(k)),
                    };
                    self.line(&s);
                }
            }
        }
    }

    fn assigned(&mut self, place: &Place) {
        if let Root::Local(l) = place.root
            && let Some(hit) = self.fold_hits.get(&l).cloned()
        {
            self.line(&format!("{hit} = 1u;"));
        }
        // `p = spawn(A)` of a local whose `get` reads directly: its row, from the spawn just
        // lowered.
        if let (Root::Local(l), true) = (&place.root, place.path.is_empty())
            && let Some((a, v)) = self.frame().spawned.get(l).cloned()
            && let Some((sa, row)) = self.last_spawn.take()
            && sa == a
        {
            self.line(&format!("{v} = {row};"));
        }
    }

    fn zero(&mut self, loc: &Loc, ty: &ValueType) {
        match loc {
            Loc::Mem(_, w, o, Scale::Bytes) => self.line(&format!("mw_zero({w} + {o}, {}u);", ty.size())),
            Loc::Mem(_, w, o, Scale::Columns) => self.line(&format!(
                "mw_zero_words({}, {}u, sscale);",
                Scale::Columns.at(w, &o.to_string()),
                ty.size() / 4
            )),
            Loc::Vars(_) => {}
        }
    }

    fn bind(&mut self, l: LocalId, src: &RefSource) {
        let (r, w, _) = self.ref_source(src);
        let Repr::Ref(vr, vw, _) = self.repr(l) else { unreachable!("a reference local") };
        self.line(&format!("{vr} = {r}; {vw} = {w};"));
    }

    fn nan_check(&mut self, x: String, span: Span) {
        if self.debug {
            let site = self.site(span, SiteKind::NaN);
            self.line(&format!("if ({x} != {x}) mw_debug_fail(ctx, {site}u, {}u, (double){x});", abi::HIT_NAN));
        }
    }

    // ---- control ----

    fn mark(&mut self, s: &Stmt) {
        if let Some(span) = stmt_span(s) {
            self.line_mark(span);
        }
    }

    /// Conditions in order until one holds; each arm jumps past the chain, so a chain of any
    /// length nests nothing.
    fn if_begin(&mut self) -> String {
        let done = self.name("fi");
        self.open("{");
        done
    }

    fn if_arm(&mut self, _done: &mut String, cond: String, _light: bool) {
        self.open(&format!("if ({cond}) {{"));
        self.open("{");
    }

    fn if_arm_end(&mut self, done: &mut String, _more: Option<bool>) {
        self.close("}");
        self.line(&format!("goto {done};"));
        self.close("}");
    }

    fn if_else(&mut self, _done: &mut String) {
        self.open("{");
    }

    fn if_end(&mut self, done: String) {
        self.close("}");
        self.close("}");
        self.line(&format!("{done}:;"));
    }

    fn loop_begin(&mut self, span: Option<Span>) -> Looping {
        let span = self.stop_span(span);
        let (cont, brk) = (self.name("cont"), self.name("brk"));
        self.open("for (;;) {");
        self.open("{");
        self.stop_check(span);
        Looping::Loop { cont, brk }
    }

    fn loop_while(&mut self, lp: &Looping, cond: String) {
        let Looping::Loop { brk, .. } = lp else { unreachable!("a loop") };
        self.line(&format!("if (!{cond}) goto {brk};"));
    }

    fn loop_body(&mut self, lp: &Looping) {
        let Looping::Loop { cont, brk } = lp else { unreachable!("a loop") };
        // An iteration, for the emulated GPU's measure of parallelism.
        self.line("MW_ITER();");
        self.frames.last_mut().expect("frame").loops.push((cont.clone(), brk.clone()));
        self.open("{");
    }

    fn loop_step(&mut self, lp: &Looping) {
        let Looping::Loop { cont, .. } = lp else { unreachable!("a loop") };
        self.close("}");
        self.frames.last_mut().expect("frame").loops.pop();
        self.close("}");
        self.line(&format!("{cont}:;"));
        self.open("{");
    }

    fn loop_end(&mut self, lp: Looping, again: Option<String>) {
        let Looping::Loop { brk, .. } = lp else { unreachable!("a loop") };
        if let Some(c) = again {
            self.line(&format!("if (!{c}) goto {brk};"));
        }
        self.close("}");
        self.close("}");
        self.line(&format!("{brk}:;"));
    }

    /// A fold's system: on the device, the phases before folded the rows (the loop is the
    /// totals); the host build loops.
    fn fold_loop(&mut self, s: &Stmt) {
        match self.fold.take() {
            Some(FoldMode::Total { accs, nt }) => {
                let Stmt::ForRows { arch, .. } = s else { unreachable!("a fold's loop over rows") };
                self.out.push_str("#ifndef MW_HOST\n");
                let fw = self.name("fw");
                self.line(&format!("{{ const uint32_t* {fw} = mw_fold_work(ctx, {}u, {nt}u, w);", arch.0));
                let (offs, _) = wire_offsets(&accs);
                for (a, off) in accs.iter().zip(offs) {
                    let Repr::Vars(v) = self.repr(a.local) else { unreachable!("a fold is a value local") };
                    self.line(&fold_finish(a, &v[0], &wire_load(&wire(a).1, &fw, &format!("{off}u"))));
                }
                self.line("}");
                self.out.push_str("#else\n");
                let ordered = accs.iter().any(float_sum);
                self.pending = Some(Pending::Host { accs, ordered });
            }
            Some(FoldMode::Part { accs, nt, .. }) => self.pending = Some(Pending::Part(accs, nt)),
            None => {}
        }
    }

    fn rows_begin(
        &mut self,
        arch: ArchId,
        entity: Option<LocalId>,
        binds: &[(LocalId, CompId)],
        keys: Option<(&KeyRange, Vec<String>)>,
        after: Option<After>,
        span: Option<Span>,
    ) -> Looping {
        // A loop with `after` is never a fold (reduce.rs).
        match self.pending.take() {
            Some(Pending::Part(accs, nt)) => self.fold_rows(arch, entity, binds, keys, accs, nt),
            Some(Pending::Host { accs, ordered: true }) => self.ordered_rows(arch, entity, binds, keys, &accs),
            Some(Pending::Host { ordered: false, .. }) => self.rows_plain(arch, entity, binds, keys, after, span, true),
            None => self.rows_plain(arch, entity, binds, keys, after, span, false),
        }
    }

    fn rows_end(&mut self, lp: Looping) {
        match lp {
            Looping::Rows { cont, brk, endif } => {
                self.close("}");
                self.frames.last_mut().expect("frame").loops.pop();
                self.close("}");
                self.line(&format!("{cont}:;"));
                self.close("}");
                self.close("}");
                self.line(&format!("{brk}:;"));
                if endif {
                    self.out.push_str("#endif\n");
                }
            }
            Looping::Part { accs, nt, arch, parts, saved } => self.fold_rows_end(accs, nt, arch, parts, saved),
            Looping::Ordered { ch, sums, saved } => {
                self.ordered_rows_end(ch, sums, saved);
                self.out.push_str("#endif\n");
            }
            Looping::Loop { .. } => unreachable!("a loop over rows"),
        }
    }

    fn break_loop(&mut self) {
        let (_, brk) = self.frame().loops.last().expect("break inside a loop").clone();
        self.line(&format!("goto {brk};"));
    }

    fn continue_loop(&mut self) {
        let (cont, _) = self.frame().loops.last().expect("continue inside a loop").clone();
        self.line(&format!("goto {cont};"));
    }

    fn ret(&mut self, vals: Vec<String>) {
        let f = self.frame();
        let assigns: Vec<String> = f.ret_vars.iter().zip(&vals).map(|(r, v)| format!("{r} = {v};")).collect();
        let label = f.ret_label.clone();
        for a in assigns {
            self.line(&a);
        }
        self.line(&format!("goto {label};"));
    }

    // ---- calls: inlined, the callee's body in a block of its own ----

    /// The arena as the call finds it: the callee's frame (its struct arguments' copies
    /// included) is released back to here.
    fn call_begin(&mut self) {
        self.call_marks.push(self.arena_top);
    }

    fn arg_value(&mut self, ty: &ValueType, vals: Vec<String>) -> Repr {
        if in_memory(ty) {
            // A struct argument: the callee's copy, in the arena (its fields are places).
            let at = self.arena_alloc(ty);
            let loc = Loc::Mem("ctx->locals".into(), "ctx->locals".into(), at, Scale::Bytes);
            self.store(&loc, ty, &vals);
            return Repr::Arena(at);
        }
        let vars = vals
            .iter()
            .map(|v| {
                let n = self.name("l");
                self.line(&format!("{} {n} = {v};", cty(ty)));
                n
            })
            .collect();
        Repr::Vars(vars)
    }

    fn arg_ref(&mut self, root: &Root) -> Repr {
        let (r, w, scale) = self.root_addr(root);
        let (vr, vw) = (self.name("rr"), self.name("rw"));
        self.line(&format!("uint8_t *{vr} = {r}, *{vw} = {w};"));
        Repr::Ref(vr, vw, scale)
    }

    fn enter(&mut self, callee: &'a Func, args: Vec<Repr>) {
        let ret_vars: Vec<String> = match &callee.ret {
            Some(t) => lane_types(t)
                .iter()
                .map(|lt| {
                    let n = self.name("r");
                    self.line(&format!("{} {n} = {};", cty(lt), zero_of(lt)));
                    n
                })
                .collect(),
            None => vec![],
        };
        let label = self.name("ret");
        self.line(&format!("// {}", callee.name));
        self.open("{");
        let mut frame = Frame {
            locals: HashMap::new(),
            ret_label: label,
            ret_vars,
            loops: vec![],
            arena_mark: self.call_marks.pop().expect("call_begin"),
            spawned: HashMap::new(),
        };
        for (pl, repr) in callee.params.iter().zip(args) {
            if let Some(pl) = pl {
                frame.locals.insert(*pl, repr);
            }
        }
        self.declare_locals(callee, &mut frame);
        self.frames.push(frame);
    }

    fn leave(&mut self, _callee: &'a Func) -> Vec<String> {
        let frame = self.frames.pop().expect("a frame");
        self.arena_top = frame.arena_mark;
        self.close("}");
        self.line(&format!("{}:;", frame.ret_label));
        frame.ret_vars
    }

    // ---- the engine ----

    fn rand_key(&mut self, key: String) {
        self.line(&format!("rk = {key};"));
        self.line("ctr = 0;");
    }

    fn reset_world(&mut self) {
        self.line("mw_reset_world(ctx, w);");
    }

    fn destroy(&mut self, entity: String) {
        match &self.fresh {
            Some((it, _, _)) => self.line(&format!("mw_new_destroy(ctx, w, {entity}, row, {it}u);")),
            None => self.line(&format!("mw_destroy(ctx, w, {entity});")),
        }
    }
}

fn binary(op: BinOp, ty: &ValueType, x: &str, y: &str) -> String {
    let fl = is_float(ty);
    let signed = *ty == ValueType::Int;
    match op {
        BinOp::Add if fl => format!("{x} + {y}"),
        BinOp::Sub if fl => format!("{x} - {y}"),
        BinOp::Mul if fl => format!("{x} * {y}"),
        BinOp::Div if fl => format!("{x} / {y}"),
        BinOp::Add if signed => format!("mw_iadd({x}, {y})"),
        BinOp::Sub if signed => format!("mw_isub({x}, {y})"),
        BinOp::Mul if signed => format!("mw_imul({x}, {y})"),
        BinOp::Div if signed => format!("mw_idiv({x}, {y})"),
        BinOp::Rem if signed => format!("mw_irem({x}, {y})"),
        BinOp::Shl if signed => format!("mw_ishl({x}, {y})"),
        BinOp::Shr if signed => format!("mw_ishr({x}, {y})"),
        BinOp::Add => format!("{x} + {y}"),
        BinOp::Sub => format!("{x} - {y}"),
        BinOp::Mul => format!("{x} * {y}"),
        BinOp::Div => format!("mw_udiv({x}, {y})"),
        BinOp::Rem => format!("mw_urem({x}, {y})"),
        BinOp::Shl => format!("mw_ushl({x}, {y})"),
        BinOp::Shr => format!("mw_ushr({x}, {y})"),
        BinOp::And => format!("{x} & {y}"),
        BinOp::Or => format!("{x} | {y}"),
        BinOp::Xor => format!("{x} ^ {y}"),
    }
}

/// A constant, bit for bit.
fn constant(c: &Const) -> String {
    match c {
        Const::Bool(b) => b.to_string(),
        Const::Int(i) => format!("(int32_t)0x{:08X}u", *i as u32),
        Const::Uint(u) => format!("0x{u:08X}u"),
        Const::Float(f) => format!("mw_f32(0x{:08X}u)", f.to_bits()),
        Const::Double(d) => format!("mw_f64(0x{:016X}ull)", d.to_bits()),
        Const::NullEntity => "0ull".into(),
    }
}

fn zero_of(t: &ValueType) -> &'static str {
    match t {
        ValueType::Bool => "false",
        ValueType::Double => "0.0",
        ValueType::Entity => "0ull",
        ValueType::Int => "0",
        ValueType::Uint => "0u",
        _ => "0.0f",
    }
}

/// Where a statement is, for `#line`.
fn stmt_span(s: &Stmt) -> Option<Span> {
    match s {
        Stmt::Assign(p, _) => Some(p.span),
        Stmt::Eval(e) | Stmt::Destroy(e, _) => Some(e.span),
        Stmt::If(arms, _) => arms.first().map(|(c, _)| c.span),
        Stmt::Loop { pre: Some(c), .. } => Some(c.span),
        Stmt::Return(Some(e)) => Some(e.span),
        _ => None,
    }
}
