//! Differential testing of the code generators: random, well-typed programs (expressions of
//! every type, `else if` chains, early returns, helpers, random numbers, singletons, spawns,
//! destroys, loops over rows, resets, sorts by key) run with SIMD and scalar kernels, on 1 and
//! 3 threads, with fused kernels against their systems one by one, and through the CUDA
//! generator (its kernels built for the host, `Backend::CudaHost`, and every third program its
//! whole device side on the emulated GPU); every table and singleton must end bit-identical. A
//! failure prints the program's seed and saves its script, so it can be replayed as a
//! regression case.

use std::fmt::Write;

use mw::{Backend, Config, LoadOptions, Simulation};
use mw_runtime::schema::CompId;
use mw_tests::Rng;

#[derive(Clone, Copy, PartialEq)]
enum Ty {
    Float,
    Int,
    Uint,
    Bool,
}

/// Writes random code; `vars` are the names in scope with their types.
struct Gen {
    rng: Rng,
    vars: Vec<(String, Ty)>,
    /// Fields that can be assigned (`r.f0`), with their types.
    places: Vec<(String, Ty)>,
    locals: usize,
    /// The value of each int expression written so far that the checker folds at compile
    /// time, by its text: int literals, and `+ - * & | ^` and `<<` (by 0 to 31) of two such
    /// (jit/src/front/check `fold`: exact, untyped until used).
    consts: std::collections::HashMap<String, i64>,
}

const FLOAT_FNS: [&str; 9] = ["floor", "ceil", "round", "trunc", "abs", "sin", "cos", "exp2", "tanh"];

impl Gen {
    fn lit(&mut self, ty: Ty) -> String {
        match ty {
            Ty::Float => {
                let v = ["0.0", "1.0", "-1.5", "0.25", "3.0", "1e10", "-2.5", "0.5", "1e-3", "100.0"];
                v[self.rng.below(v.len())].to_string()
            }
            Ty::Int => {
                let v = ["0", "1", "-1", "7", "-7", "2147483647", "-2147483647 - 1", "33", "100"];
                let v = v[self.rng.below(v.len())];
                let lit = format!("({v})");
                let value = if v == "-2147483647 - 1" { i32::MIN.into() } else { v.parse().unwrap() };
                self.consts.insert(lit.clone(), value);
                lit
            }
            Ty::Uint => {
                let v = ["0u", "1u", "4294967295u", "33u", "2147483648u", "12345u"];
                v[self.rng.below(v.len())].to_string()
            }
            Ty::Bool => if self.rng.chance(50) { "true" } else { "false" }.to_string(),
        }
    }

    fn var(&mut self, ty: Ty) -> Option<String> {
        let c: Vec<&String> = self.vars.iter().filter(|(_, t)| *t == ty).map(|(n, _)| n).collect();
        (!c.is_empty()).then(|| c[self.rng.below(c.len())].clone())
    }

    fn expr(&mut self, ty: Ty, depth: usize) -> String {
        if depth == 0 || self.rng.chance(25) {
            return match self.var(ty) {
                Some(v) if self.rng.chance(75) => v,
                _ => self.lit(ty),
            };
        }
        let d = depth - 1;
        match ty {
            Ty::Float => match self.rng.below(9) {
                0..=2 => {
                    let op = ["+", "-", "*", "/"][self.rng.below(4)];
                    format!("({} {op} {})", self.expr(Ty::Float, d), self.expr(Ty::Float, d))
                }
                3 => format!("-({})", self.expr(Ty::Float, d)),
                4 => {
                    let f = FLOAT_FNS[self.rng.below(FLOAT_FNS.len())];
                    format!("{f}({})", self.expr(Ty::Float, d))
                }
                5 => {
                    let f = ["min", "max"][self.rng.below(2)];
                    format!("{f}({}, {})", self.expr(Ty::Float, d), self.expr(Ty::Float, d))
                }
                6 => {
                    let t = if self.rng.chance(50) { Ty::Int } else { Ty::Uint };
                    format!("float({})", self.expr(t, d))
                }
                7 => {
                    format!("({} ? {} : {})", self.expr(Ty::Bool, d), self.expr(Ty::Float, d), self.expr(Ty::Float, d))
                }
                _ => match self.rng.below(3) {
                    0 => "rand_float()".to_string(),
                    1 => format!("rand_uniform({}, {})", self.expr(Ty::Float, d), self.expr(Ty::Float, d)),
                    _ => format!("sq({})", self.expr(Ty::Float, d)),
                },
            },
            Ty::Int | Ty::Uint => match self.rng.below(8) {
                0..=2 => {
                    let op = ["+", "-", "*", "&", "|", "^"][self.rng.below(6)];
                    let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                    self.int_op(ty, a, op, b)
                }
                3 => {
                    let op = ["<<", ">>"][self.rng.below(2)];
                    let (a, b) = (self.expr(ty, d), self.rng.below(40));
                    self.int_op(ty, a, op, b.to_string())
                }
                4 if ty == Ty::Int => format!("int({})", self.expr(Ty::Float, d)),
                4 => format!("uint({})", self.expr(Ty::Float, d)),
                5 => {
                    let f = ["min", "max"][self.rng.below(2)];
                    format!("{f}({}, {})", self.expr(ty, d), self.expr(ty, d))
                }
                6 => format!("({} ? {} : {})", self.expr(Ty::Bool, d), self.expr(ty, d), self.expr(ty, d)),
                _ if ty == Ty::Int => format!("rand_int({}, {})", self.lit(Ty::Int), self.lit(Ty::Int)),
                _ => "rand_u32()".to_string(),
            },
            Ty::Bool => match self.rng.below(6) {
                0..=2 => {
                    let t = [Ty::Float, Ty::Int, Ty::Uint][self.rng.below(3)];
                    let op = ["<", "<=", ">", ">=", "==", "!="][self.rng.below(6)];
                    format!("({} {op} {})", self.expr(t, d), self.expr(t, d))
                }
                3 => {
                    let op = ["&&", "||"][self.rng.below(2)];
                    format!("({} {op} {})", self.expr(Ty::Bool, d), self.expr(Ty::Bool, d))
                }
                4 => format!("!{}", self.expr(Ty::Bool, d)),
                _ => format!("isnan({})", self.expr(Ty::Float, d)),
            },
        }
    }

    /// `(a op b)` of integers. The checker folds an int operation of two constants exactly
    /// and refuses a result that no int holds (`(-7) << 30`, `2147483647 + 1`: "does not fit"),
    /// so such a pair is written `(int(a) op b)` instead: an int operation at run time, which
    /// wraps like any other. Every other program is as the seed drew it; none is refused.
    fn int_op(&mut self, ty: Ty, a: String, op: &str, b: String) -> String {
        let (x, y) = (self.consts.get(&a).copied(), self.consts.get(&b).copied().or_else(|| b.parse().ok()));
        let folded = match (ty, x, y) {
            (Ty::Int, Some(x), Some(y)) => match op {
                "+" => x.checked_add(y),
                "-" => x.checked_sub(y),
                "*" => x.checked_mul(y),
                "&" => Some(x & y),
                "|" => Some(x | y),
                "^" => Some(x ^ y),
                "<<" if (0..32).contains(&y) => x.checked_shl(y as u32),
                _ => None, // `>>` and longer shifts run as int operations
            },
            _ => None,
        };
        match folded {
            Some(v) if i32::try_from(v).is_ok() => {
                let text = format!("({a} {op} {b})");
                self.consts.insert(text.clone(), v);
                text
            }
            Some(_) => format!("(int({a}) {op} {b})"),
            None => format!("({a} {op} {b})"),
        }
    }

    fn ty(&mut self) -> Ty {
        [Ty::Float, Ty::Float, Ty::Int, Ty::Uint, Ty::Bool][self.rng.below(5)]
    }

    /// Statements at `indent`; `nest` bounds `if` nesting.
    fn stmts(&mut self, out: &mut String, indent: usize, nest: usize, n: usize) {
        let pad = " ".repeat(indent);
        let scope = self.vars.len();
        for _ in 0..n {
            match self.rng.below(10) {
                0..=2 => {
                    let ty = self.ty();
                    let name = format!("l{}", self.locals);
                    self.locals += 1;
                    let tn = ["float", "int", "uint", "bool"][ty as usize];
                    let e = self.expr(ty, 3);
                    let _ = writeln!(out, "{pad}{tn} {name} = {e};");
                    self.vars.push((name, ty));
                }
                3..=5 => {
                    // A field, or half the time a local in scope (an `if` that only assigns
                    // integer locals may run as selects in one-row kernels).
                    let locals: Vec<(String, Ty)> =
                        self.vars.iter().filter(|(n, _)| n.starts_with('l') && !n.contains('.')).cloned().collect();
                    let (place, ty) = if !locals.is_empty() && self.rng.chance(50) {
                        locals[self.rng.below(locals.len())].clone()
                    } else {
                        self.places[self.rng.below(self.places.len())].clone()
                    };
                    let e = self.expr(ty, 3);
                    let _ = writeln!(out, "{pad}{place} = {e};");
                }
                6 | 7 if nest > 0 => {
                    let arms = 1 + self.rng.below(3);
                    for k in 0..arms {
                        let c = self.expr(Ty::Bool, 2);
                        let head = if k == 0 { format!("{pad}if") } else { format!("{pad}}} else if") };
                        let _ = writeln!(out, "{head} ({c}) {{");
                        let n = 1 + self.rng.below(3);
                        self.stmts(out, indent + 4, nest - 1, n);
                    }
                    if self.rng.chance(50) {
                        let _ = writeln!(out, "{pad}}} else {{");
                        let n = 1 + self.rng.below(3);
                        self.stmts(out, indent + 4, nest - 1, n);
                    }
                    let _ = writeln!(out, "{pad}}}");
                }
                8 if indent > 8 => {
                    let _ = writeln!(out, "{pad}return;");
                    break;
                }
                9 if nest > 0 && self.rng.chance(40) => {
                    // A counted loop with constant bounds, sometimes left early: one-row
                    // kernels run up to 8 iterations as copies of the body (9 stay a loop).
                    let k = format!("k{}", self.locals);
                    self.locals += 1;
                    let a = self.rng.below(3);
                    let n = a + self.rng.below(10);
                    let _ = writeln!(out, "{pad}for (int {k} = {a}; {k} < {n}; {k}++) {{");
                    let scope = self.vars.len();
                    self.vars.push((k, Ty::Int));
                    if self.rng.chance(40) {
                        let c = self.expr(Ty::Bool, 2);
                        let leave = ["continue", "break"][self.rng.below(2)];
                        let _ = writeln!(out, "{pad}    if ({c}) {{ {leave}; }}");
                    }
                    let m = 1 + self.rng.below(3);
                    self.stmts(out, indent + 4, nest - 1, m);
                    self.vars.truncate(scope);
                    let _ = writeln!(out, "{pad}}}");
                }
                _ => {
                    let (place, ty) = self.places[self.rng.below(self.places.len())].clone();
                    if ty == Ty::Float {
                        let e = self.expr(Ty::Float, 2);
                        let _ = writeln!(out, "{pad}nudge(r, {e});");
                    } else {
                        let e = self.expr(ty, 2);
                        let _ = writeln!(out, "{pad}{place} = {e};");
                    }
                }
            }
        }
        self.vars.truncate(scope);
    }
}

/// A random environment. `Row` has one field of each type; `S` is a per-world singleton.
fn program(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
        vars: Vec::new(),
        places: Vec::new(),
        locals: 0,
        consts: Default::default(),
    };
    for _ in 0..4 {
        g.rng.next();
    }
    let fields = [("r.f", Ty::Float), ("r.g", Ty::Float), ("r.i", Ty::Int), ("r.u", Ty::Uint), ("r.b", Ty::Bool)];
    let singles = [("s.f", Ty::Float), ("s.i", Ty::Int)];
    let mut code = String::new();
    code.push_str("    float sq(float x) { return x * x; }\n");
    code.push_str("    void nudge(Row& r, float d) { r.f += d; if (r.f > 1e6) { r.f = 0.0; } }\n");
    // A per-row system (usually SIMD-eligible), with the singleton as a parameter.
    code.push_str("    void rows(Row& r, S& s) {\n");
    g.vars = fields.iter().chain(&singles).map(|(n, t)| (n.to_string(), *t)).collect();
    g.places = fields.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    if g.rng.chance(50) {
        g.places.extend(singles.iter().map(|(n, t)| (n.to_string(), *t)));
    }
    let n = 3 + g.rng.below(6);
    g.stmts(&mut code, 8, 3, n);
    code.push_str("    }\n");
    // A second per-row system that reads what the first wrote.
    code.push_str("    void rows2(Row& r, const S& s) {\n");
    g.places = fields.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    let n = 2 + g.rng.below(4);
    g.stmts(&mut code, 8, 2, n);
    code.push_str("    }\n");
    // A per-world system: loops over rows, spawns, destroys and resets at random.
    let spawn_p = g.rng.below(40);
    let destroy_p = g.rng.below(40);
    let reset_p = g.rng.below(10);
    let _ = write!(
        code,
        "    void world(S& s) {{
        int n = 0;
        float acc = 0.0;
        for (Entity e, const Row& r : Thing) {{
            n += 1;
            acc += r.f * float(n);
            if (n > 1 && rand_int(0, 100) < {destroy_p}) {{ destroy(e); }}
        }}
        s.i = s.i * 31 + n;
        s.f = acc;
        if (n < 6 && rand_int(0, 100) < {spawn_p}) {{
            Entity t = spawn(Thing);
            get(Row, t).f = rand_float();
            get(Row, t).i = world_id();
        }}
        if (rand_int(0, 100) < {reset_p}) {{ reset_world(); }}
    }}
    void init_world(S& s) {{
        int k = 1 + world_id() % 3;
        for (int j = 0; j < k; j++) {{
            Entity t = spawn(Thing);
            Row& r = get(Row, t);
            r.f = rand_uniform(-2.0, 2.0);
            r.g = float(j);
            r.i = rand_int(-100, 100);
            r.u = rand_u32();
            r.b = rand_bool(0.5);
        }}
        s.f = 0.0;
    }}
"
    );
    // A sort by key before the per-world system (whose sums depend on the row order), in two of
    // three programs: by the int field (random keys, often close together: the engines'
    // counting and radix sorts) or by the uint one (spread over 32 bits: their fallbacks).
    // Drawn last, so a seed's code is as before.
    let sort = match g.rng.below(3) {
        0 => String::new(),
        1 => "sort_by(\"Thing\", \"Row.i\"), ".to_string(),
        _ => "sort_by(\"Thing\", \"Row.u\"), ".to_string(),
    };
    // A per-world fold (SEMANTICS.md 10.5a): float and double sums, one of a random expression
    // of the row, and an int sum; warps fold it on the GPU, and every backend sums the floats
    // in the defined pairwise order. Drawn after the rest, so a seed's other code is as before.
    g.vars = fields.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    let term = g.expr(Ty::Float, 2);
    let _ = write!(
        code,
        "    void sums(T& t) {{
        float a = t.a;
        double d = 0.5;
        int c = 0;
        for (const Row& r : Thing) {{
            a += {term};
            d -= double(r.g) * 0.1;
            c += r.i;
        }}
        t.a = a;
        t.d = d;
        t.c = c;
    }}
"
    );
    // A per-row system that spawns and destroys its own row (SEMANTICS.md 10.6a: the GPU runs
    // it a thread per row and places the spawns from prefix sums), in every other program.
    // Drawn after the rest, so a seed's other code is as before.
    let split = g.rng.chance(50);
    let (split_p, die_p) = (1 + g.rng.below(15), 10 + g.rng.below(20));
    let term = g.expr(Ty::Float, 2);
    if split {
        let _ = write!(
            code,
            "    void split(Entity me, Row& r) {{
        if (r.i % 7 != 3 && rand_int(0, 100) < {split_p}) {{
            Entity t = spawn(Thing);
            Row& c = get(Row, t);
            c.f = {term};
            c.i = r.i + 1;
            c.u = rand_u32();
            if (rand_bool(0.3)) {{ get(Row, spawn(Thing)).g = r.f; }}
        }}
        if (rand_int(0, 100) < {die_p}) {{ destroy(me); }}
        r.g += 1.0;
    }}
"
        );
    }
    // Structs (SEMANTICS.md 1): a `{...}` list, an array of them with a list, a copy through a
    // helper's argument and result, `?:` of two structs, field writes through a clamped index,
    // then random statements over their fields. Drawn after the rest, so a seed's other code is
    // as before.
    g.vars = fields.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    let init: Vec<String> = [Ty::Float, Ty::Int, Ty::Uint, Ty::Bool].iter().map(|&t| g.expr(t, 2)).collect();
    let (ix, iv, tv, pick) = (g.expr(Ty::Int, 1), g.expr(Ty::Float, 2), g.expr(Ty::Float, 1), g.expr(Ty::Bool, 2));
    let _ = write!(
        code,
        "    P mix(P a, P b, float t) {{
        P o = a;
        o.f = a.f * t + b.f;
        o.i = a.i ^ b.i;
        if (b.b) {{ o.u = b.u; return o; }}
        a.u = 7u;
        return o;
    }}
    float pf(const P a[3], int k) {{ return a[k].f - a[2].f + float(a[1].i); }}
    bool pcmp(P a, P b) {{ return a.i < b.i || (a.i == b.i && a.f < b.f); }}
    void structs(Row& r) {{
        P a = {{{}}};
        P arr[3] = {{a, {{}}, {{r.g, r.i + 1, r.u, !r.b}}}};
        arr[{ix} + r.i].f = {iv};
        P c = mix(arr[r.i], a, {tv});
        P d = {pick} ? c : arr[2];
        sort(arr, r.i % 5, pcmp);
        int ia[4] = {{r.i, c.i, d.i, a.i}};
        sort(ia, 4);
        r.i = ia[r.i & 3] ^ ia[0];
",
        init.join(", ")
    );
    let sf = |v: &str| {
        [
            (format!("{v}.f"), Ty::Float),
            (format!("{v}.i"), Ty::Int),
            (format!("{v}.u"), Ty::Uint),
            (format!("{v}.b"), Ty::Bool),
        ]
    };
    g.vars.extend(sf("a").into_iter().chain(sf("c")).chain(sf("d")).chain(sf("arr[1]")));
    g.places = sf("d").into_iter().chain(sf("arr[0]")).chain(sf("c")).collect();
    let n = 2 + g.rng.below(4);
    g.stmts(&mut code, 8, 2, n);
    code.push_str(
        "        r.f = d.f + arr[0].f + pf(arr, r.i) + mix(a, c, 0.5).f;\n        r.i = c.i + d.i * count(Thing);\n        r.u = d.u ^ a.u;\n        r.b = d.b || c.b;\n    }\n",
    );
    // Each pair once (SEMANTICS.md 10.5, `after`): a per-row system whose loop writes both rows
    // of a pair, random statements over both; and a per-world system with nested loops folding
    // every pair in order. Drawn after the rest, so a seed's other code is as before.
    // (Fixed bodies, one of three.)
    let body = [
        "r.i = r.i * 3 + q.i; q.f = q.f + r.g * 0.5; if (r.b != q.b) { q.u = q.u ^ r.u; }",
        "float d = q.f - r.f; r.g += d; q.g -= d; if (d > 0.0) { break; }",
        "if (q.i == r.i) { continue; } q.i = max(q.i, r.i) - 1; r.u += q.u >> 3u;",
    ][g.rng.below(3)];
    // Draws keyed by a field (`rand_key`, SEMANTICS.md 9) before the loop.
    let _ = write!(
        code,
        "    void pairs(Entity me, Row& r) {{\n        r.i += row_index();\n        r.g += rand_float();\n        rand_key(r.u);\n        r.f += rand_float();\n        for (Entity o, Row& q : Thing after me) {{ {body} }}\n    }}\n"
    );
    let term = "p.i * 3 + (q.i ^ int(q.u >> 7u)) - (p.b ? 1 : 0)";
    let _ = write!(
        code,
        "    void pairs2(S& s) {{
        for (Entity a, const Row& p : Thing) {{
            for (Entity b, const Row& q : Thing after a) {{
                // Entities are ordered (by id, then generation): the later row may have the lower id.
                s.i = s.i * 31 + ({term}) + (b < a ? 7 : 0);
            }}
        }}
    }}
"
    );
    let split = if split { "\"split\", " } else { "" };
    format!(
        "let e = env(\"differential\");
e.component(\"Row\", #{{ f: \"float\", g: \"float\", i: \"int\", u: \"uint\", b: \"bool\" }});
e.singleton(\"S\", #{{ f: \"float\", i: \"int\" }});
e.singleton(\"T\", #{{ a: \"float\", d: \"double\", c: \"int\" }});
e.archetype(\"Thing\", [\"Row\"]);
e.systems(`
    struct P {{ float f; int i; uint u; bool b; }};
{code}`);
e.graph([\"rows\", \"rows2\", {sort}\"world\", {split}\"sums\", \"structs\", \"pairs\", \"pairs2\"]);
e
"
    )
}

/// Every row of `Thing` (with its world) and every singleton, after each step.
/// `unfused`: every step runs fused kernels as their systems one by one (sampling every step).
fn run(
    path: &std::path::Path,
    threads: usize,
    no_simd: bool,
    unfused: bool,
    backend: Backend,
    steps: usize,
) -> Result<(Vec<Vec<u8>>, u64, bool), String> {
    let sample_every = u32::from(unfused);
    let config = Config {
        worlds: 96,
        threads,
        seed: 3,
        step_timeout_s: 10.0,
        adaptive_threads: false,
        sample_every,
        ..Config::default()
    };
    let mut sim = Simulation::load(path, &config, &LoadOptions { no_simd, backend, ..LoadOptions::default() })
        .map_err(|e| e.to_string())?;
    let (row, s) = (sim.program.spec.component("Row").unwrap(), sim.program.spec.component("S").unwrap());
    let t = sim.program.spec.component("T").unwrap();
    let mut frames = Vec::new();
    let mut simd = 0;
    let mut fused = false;
    for _ in 0..steps {
        sim.step().map_err(|e| e.to_string())?;
        simd += sim.sim.last_step().iter().map(|t| t.simd_rows).sum::<u64>();
        fused |= sim.sim.last_step().iter().any(|t| t.fused.is_some());
        let (w, r) = sim.sim.raw_rows(0, row).unwrap();
        let mut f: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
        f.extend_from_slice(r);
        f.extend_from_slice(sim.sim.raw_singleton(CompId(s.0)).unwrap());
        f.extend_from_slice(sim.sim.raw_singleton(CompId(t.0)).unwrap());
        frames.push(f);
    }
    Ok((frames, simd, fused))
}

/// The whole state (entities, world ids and rows of `Thing`, then `S` and `T`) at the start and after
/// each step: on the CPU executor, and on the emulated device running the CUDA megakernel.
fn whole_states(path: &std::path::Path, steps: usize) -> Result<(Vec<Vec<u8>>, Vec<Vec<u8>>), String> {
    let config =
        Config { worlds: 96, threads: 2, seed: 3, step_timeout_s: 10.0, adaptive_threads: false, ..Config::default() };
    let mut sim = Simulation::load(path, &config, &LoadOptions::default()).map_err(|e| e.to_string())?;
    let e = mw_jit::cuda::emit(&sim.program, None, "p.cu", &mw_jit::cuda::Options::default());
    let mut dev = mw_cuda::emulate::sim(&sim.program, e, 96, 3, 2, 64)?;
    mw_runtime::Executor::start(&mut dev)?;
    let (row, single) = (sim.program.spec.component("Row").unwrap(), sim.program.spec.component("S").unwrap());
    let sums = sim.program.spec.component("T").unwrap();
    let cpu_state = |sim: &Simulation| {
        let mut f: Vec<u8> = sim.sim.raw_entities(0).unwrap().iter().flat_map(|e| e.to_bits().to_le_bytes()).collect();
        let (w, r) = sim.sim.raw_rows(0, row).unwrap();
        f.extend(w.iter().flat_map(|x| x.to_le_bytes()));
        f.extend_from_slice(r);
        f.extend_from_slice(sim.sim.raw_singleton(CompId(single.0)).unwrap());
        f.extend_from_slice(sim.sim.raw_singleton(CompId(sums.0)).unwrap());
        f
    };
    let (mut a, mut b) = (vec![cpu_state(&sim)], vec![dev.state()?]);
    for _ in 0..steps {
        sim.step().map_err(|e| e.to_string())?;
        mw_runtime::Executor::step(&mut dev)?;
        a.push(cpu_state(&sim));
        b.push(dev.state()?);
    }
    Ok((a, b))
}

#[test]
fn random_programs_agree_across_kernels_and_threads() {
    let programs: u64 = std::env::var("MW_PROGRAMS").ok().and_then(|s| s.parse().ok()).unwrap_or(120);
    let dir = std::env::temp_dir().join(format!("mw_differential_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut checked, mut simd_programs, mut fused_programs, mut emulated) = (0, 0, 0, 0);
    // MW_PROGRAM=path reruns one saved program (a failure names the file it saved).
    let saved = std::env::var_os("MW_PROGRAM").map(std::path::PathBuf::from);
    let seeds = if saved.is_some() { 1..=1 } else { 1..=programs };
    let programs = if saved.is_some() { 1 } else { programs };
    for seed in seeds {
        let path = match &saved {
            Some(p) => p.clone(),
            None => {
                let path = dir.join(format!("p{seed}.rhai"));
                std::fs::write(&path, program(seed)).unwrap();
                path
            }
        };
        let base = match run(&path, 1, false, false, Backend::Cpu, 12) {
            Ok(b) => b,
            // The generator writes only programs the checker accepts (`Gen::int_op` keeps the
            // constants it folds within int), so every program listed runs: none is refused.
            Err(e) if e.contains("error[") || e.contains("error:") && !e.contains("step") => {
                panic!("program {seed} was refused by the checker: {e}\n{}", path.display())
            }
            Err(e) => panic!("program {seed} failed to run: {e}\n{}", path.display()),
        };
        let configs = [
            (1, true, false, Backend::Cpu),
            (3, false, false, Backend::Cpu),
            (3, true, false, Backend::Cpu),
            (1, false, true, Backend::Cpu),
            (3, false, false, Backend::CudaHost),
        ];
        for (threads, no_simd, unfused, backend) in configs {
            let other =
                run(&path, threads, no_simd, unfused, backend, 12).unwrap_or_else(|e| panic!("program {seed}: {e}"));
            for (k, (a, b)) in base.0.iter().zip(&other.0).enumerate() {
                if a != b && std::env::var_os("MW_DIFF_DETAIL").is_some() {
                    let d: Vec<(usize, u8, u8)> = a
                        .iter()
                        .zip(b)
                        .enumerate()
                        .filter(|(_, (x, y))| x != y)
                        .map(|(i, (x, y))| (i, *x, *y))
                        .collect();
                    eprintln!("len {} {} diffs {:?}", a.len(), b.len(), &d[..d.len().min(40)]);
                    eprintln!("prev equal: {}", k == 0 || base.0[k - 1] == other.0[k - 1]);
                }
                assert!(
                    a == b,
                    "program {seed} (saved at {}): {backend:?} backend, threads {threads}, no_simd {no_simd}, unfused {unfused} differ from 1 thread with SIMD after step {}",
                    path.display(),
                    k + 1
                );
            }
        }
        // Every third program also on the emulated device (its build takes a second or two).
        if seed % 3 == 0 || saved.is_some() {
            let (cpu, dev) = whole_states(&path, 12).unwrap_or_else(|e| panic!("program {seed}: {e}"));
            for (k, (a, b)) in cpu.iter().zip(&dev).enumerate() {
                assert!(
                    a == b,
                    "program {seed} (saved at {}): the emulated device differs after step {k}",
                    path.display()
                );
            }
            emulated += 1;
        }
        checked += 1;
        simd_programs += usize::from(base.1 > 0);
        fused_programs += usize::from(base.2);
        if saved.is_none() {
            std::fs::remove_file(&path).ok();
        }
    }
    std::fs::remove_dir(&dir).ok();
    assert_eq!(checked, programs as usize, "every program checked");
    if saved.is_none() {
        assert!(simd_programs * 2 >= checked, "only {simd_programs} of {checked} programs ran SIMD kernels");
        assert!(fused_programs * 5 >= checked, "only {fused_programs} of {checked} programs had fused kernels");
    }
    eprintln!(
        "{checked} random programs agree across kernels, threads, fusion and the CUDA generator ({simd_programs} with SIMD kernels, \
         {fused_programs} with fused kernels, {emulated} also on the emulated device)"
    );
}
