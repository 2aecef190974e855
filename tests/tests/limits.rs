//! Inputs at and past every limit of the front end and code generator: deep and long code,
//! huge types, inlining that multiplies. Each is answered with a program or a diagnostic that
//! names the cause — never a stack overflow, an abort or gigabytes of memory.

use mw_jit::ir::budget::{MAX_CALL_DEPTH, MAX_INLINED_NODES};
use mw_jit::parser::{MAX_EXPR_DEPTH, MAX_STMT_DEPTH};

/// A script with one `Pos` component on archetype `Dot`, the given system code and graph.
fn script(code: &str, graph: &[&str]) -> String {
    let graph: Vec<String> = graph.iter().map(|g| format!("\"{g}\"")).collect();
    format!(
        "let e = env(\"limits\");\n\
         e.component(\"Pos\", #{{ x: \"float\", y: \"float\", n: \"int\" }});\n\
         e.archetype(\"Dot\", [\"Pos\"]);\n\
         e.systems(`\n{code}\n`);\n\
         e.graph([{}]);\n\
         e.output(\"pos\", \"Dot\", \"Pos.x\");\n",
        graph.join(", ")
    )
}

enum Outcome {
    /// Checked and compiled to native code.
    Compiled,
    /// Rejected; the rendered diagnostics.
    Rejected(String),
}

fn run(text: &str) -> Outcome {
    let loaded = match mw_scripts::load_str("limits.rhai", text, &Default::default()) {
        Ok(l) => l,
        Err(e) => return Outcome::Rejected(e.render()),
    };
    let mut sources = loaded.sources;
    match mw_jit::check(&loaded.spec, &mut sources) {
        Err(d) => Outcome::Rejected(sources.render(&d)),
        Ok(c) => match mw_jit::cpu::compile(&c.program, &Default::default()) {
            Ok(_) => Outcome::Compiled,
            Err(e) => panic!("checked but did not compile: {e}"),
        },
    }
}

fn compiles(code: &str, graph: &[&str]) {
    if let Outcome::Rejected(d) = run(&script(code, graph)) {
        panic!("expected to compile:\n{d}");
    }
}

/// Asserts rejection with every one of `want` in the diagnostics; returns them.
fn rejected(code: &str, graph: &[&str], want: &[&str]) -> String {
    match run(&script(code, graph)) {
        Outcome::Compiled => panic!("expected an error containing {want:?}"),
        Outcome::Rejected(d) => {
            for w in want {
                assert!(d.contains(w), "expected `{w}` in:\n{d}");
            }
            d
        }
    }
}

#[test]
fn long_operator_chains_compile_up_to_the_limit_and_are_refused_past_it() {
    let n = MAX_EXPR_DEPTH as usize - 4;
    compiles(&format!("void f(Pos& p) {{ p.x = p.y{}; }}", " + 1.0".repeat(n)), &["f"]);
    compiles(&format!("void f(Pos& p) {{ p.n = p.n{}; }}", " * 3 ^ 5".repeat(n / 2)), &["f"]);
    // The cases that overflowed the stack: ~3,000 `+` terms, a ~4,000-long swizzle chain.
    let d = rejected(
        &format!("void f(Pos& p) {{ p.x = p.y{}; }}", " + 1.0".repeat(3000)),
        &["f"],
        &["expression is nested too deeply", "limits.rhai:5:"],
    );
    assert_eq!(d.matches("error").count(), 1, "one error, not a cascade:\n{d}");
    rejected(
        &format!("void f(Pos& p) {{ vec4 v = vec4(1.0); p.x = v{}.x; }}", ".xy".repeat(4000)),
        &["f"],
        &["expression is nested too deeply"],
    );
    rejected(
        &format!("void f(Pos& p) {{ p.x = {}1.0{}; }}", "(".repeat(5000), ")".repeat(5000)),
        &["f"],
        &["expression is nested too deeply"],
    );
    rejected(
        &format!("void f(Pos& p) {{ p.x = {}1.0{}; }}", "sqrt(".repeat(5000), ")".repeat(5000)),
        &["f"],
        &["expression is nested too deeply"],
    );
}

#[test]
fn else_if_chains_of_any_length_compile() {
    for n in [300, 5000] {
        let mut code = String::from("void f(Pos& p) {\n if (p.n == 0) { p.x = 0.0; }\n");
        for k in 1..n {
            code.push_str(&format!(" else if (p.n == {k}) {{ p.x = {k}.0; }}\n"));
        }
        code.push_str(" else { p.x = -1.0; }\n}");
        compiles(&code, &["f"]);
    }
}

#[test]
fn nesting_statements_past_the_limit_is_one_error() {
    let n = MAX_STMT_DEPTH as usize;
    compiles(&format!("void f(Pos& p) {{ {} p.x = 1.0; {} }}", "{".repeat(n - 2), "}".repeat(n - 2)), &["f"]);
    let d = rejected(
        &format!("void f(Pos& p) {{ {} p.x = 1.0; {} }}", "{".repeat(n + 10), "}".repeat(n + 10)),
        &["f"],
        &["statements are nested too deeply"],
    );
    assert_eq!(d.matches("error").count(), 1, "{d}");
    rejected(
        &format!("void f(Pos& p) {{ {} p.x = 1.0; }}", "if (p.n > 0) ".repeat(n + 10)),
        &["f"],
        &["statements are nested too deeply"],
    );
}

#[test]
fn a_deep_helper_chain_is_refused_naming_the_chain() {
    for n in [MAX_CALL_DEPTH as usize + 1, 5000] {
        let mut code = String::from("float h0(float x) { return x + 1.0; }\n");
        for k in 1..n {
            code.push_str(&format!("float h{k}(float x) {{ return h{}(x) * 0.5; }}\n", k - 1));
        }
        code.push_str(&format!("void f(Pos& p) {{ p.x = h{}(p.y); }}", n - 1));
        rejected(
            &code,
            &["f"],
            &[
                &format!("calls in system `f` nest {} deep; the limit is {MAX_CALL_DEPTH}", n + 1),
                &format!("`f` → `h{}` → `h{}`", n - 1, n - 2),
                "`h1` → `h0`",
            ],
        );
    }
    // Within the limit it compiles.
    let n = MAX_CALL_DEPTH as usize - 2;
    let mut code = String::from("float h0(float x) { return x + 1.0; }\n");
    for k in 1..n {
        code.push_str(&format!("float h{k}(float x) {{ return h{}(x) * 0.5; }}\n", k - 1));
    }
    code.push_str(&format!("void f(Pos& p) {{ p.x = h{}(p.y); }}", n - 1));
    compiles(&code, &["f"]);
}

#[test]
fn doubling_helpers_hit_the_inlining_budget_without_expanding() {
    // Each helper calls the previous one twice: 2^20 copies of h0 if inlined.
    let mut code = String::from("float h0(float x) { return x * 1.5 + 0.25; }\n");
    for k in 1..=20 {
        code.push_str(&format!("float h{k}(float x) {{ return h{p}(x) + h{p}(x * 0.5); }}\n", p = k - 1));
    }
    code.push_str("void f(Pos& p) { p.x = h20(p.y); }");
    let t = std::time::Instant::now();
    rejected(
        &code,
        &["f"],
        &[
            "system `f` is too large to compile",
            &format!("the limit is {MAX_INLINED_NODES}"),
            "`f` → `h20` → `h19` (2 calls) → `h18` (2 calls)",
        ],
    );
    assert!(t.elapsed().as_secs() < 20, "measuring took {:?}", t.elapsed());
    // Ten levels (a thousand copies) is fine.
    let mut code = String::from("float h0(float x) { return x * 1.5 + 0.25; }\n");
    for k in 1..=10 {
        code.push_str(&format!("float h{k}(float x) {{ return h{p}(x) + h{p}(x * 0.5); }}\n", p = k - 1));
    }
    code.push_str("void f(Pos& p) { p.x = h10(p.y); }");
    compiles(&code, &["f"]);
}

#[test]
fn huge_local_arrays_are_refused_at_check_time() {
    rejected(
        "void f(Pos& p) { float a[65536][65536]; a[1][2] = p.x; p.y = a[1][2]; }",
        &["f"],
        &["local array `a` of type `float[65536][65536]` is 17179869184 bytes", "16 MiB"],
    );
    rejected(
        "void f(Pos& p) { double a[65536][65536][65536][65536]; p.x = float(a[0][0][0][0]); }",
        &["f"],
        &["larger than 2^64 bytes"],
    );
    // Each array is under the limit; together, with a helper inlined, they are not.
    rejected(
        "void g(Pos& p) { float b[2000][1500]; b[7][1] = p.x; p.y = b[7][1]; }\n\
         void f(Pos& p) { float a[2000][1500]; a[3][1] = p.x; p.n = int(a[3][1]); g(p); }",
        &["f"],
        &["the local arrays of system `f` take 24000000 bytes", "16 MiB"],
    );
}

#[test]
fn huge_component_types_are_refused_at_load() {
    let text = |ty: &str| {
        format!("let e = env(\"big\");\ne.component(\"Big\", #{{ a: \"{ty}\" }});\ne.archetype(\"B\", [\"Big\"]);\n")
    };
    for (ty, want) in [
        ("double[65536][65536][65536][65536]", "larger than 2^64 bytes"),
        ("float[65536][65536]", "17179869184 bytes"),
        ("vec4[65536][65536][2]", "bytes"),
    ] {
        let Outcome::Rejected(d) = run(&text(ty)) else { panic!("{ty} accepted") };
        assert!(d.contains(want) && d.contains("16 MiB"), "{ty}:\n{d}");
    }
    // Fields each under the limit that add up past it (a singleton once crossed 2 GiB and
    // aliased another field).
    let Outcome::Rejected(d) =
        run("let e = env(\"big\");\ne.singleton(\"G\", #{ a: \"float[2000][2000]\", b: \"float[2000][2000]\" });\n")
    else {
        panic!("accepted")
    };
    assert!(d.contains("component `G` is 32000000 bytes") && d.contains("16 MiB"), "{d}");
}

#[test]
fn a_graph_past_the_limit_is_refused() {
    let n = mw_runtime::limits::MAX_GRAPH_NODES + 1;
    let graph: Vec<&str> = vec!["f"; n];
    rejected("void f(Pos& p) { p.x += 1.0; }", &graph, &[&format!("the graph has {n} entries; the limit is")]);
    compiles("void f(Pos& p) { p.x += 1.0; }", &vec!["f"; n - 1]);
}

#[test]
fn thousands_of_errors_and_long_lines_print_a_bounded_report() {
    let t = std::time::Instant::now();
    // 20,000 characters the language lacks on one long line: one error, shown without the
    // 20 KB line.
    let Outcome::Rejected(d) = run(&script(&format!("void f(Pos& p) {{ {} }}", "$".repeat(20_000)), &["f"])) else {
        panic!("accepted")
    };
    assert!(d.len() < 2_000, "{} bytes of diagnostics", d.len());
    assert!(d.contains("unexpected characters `$$$"), "{d}");
    // 3,000 independent syntax errors: the first 50 and a count of the rest.
    let code: String = (0..3000).map(|_| "x = ;\n").collect();
    let Outcome::Rejected(d) = run(&script(&format!("void f(Pos& p) {{\n{code}}}"), &["f"])) else {
        panic!("accepted")
    };
    assert_eq!(d.matches("error: expected an expression").count(), 50, "{}", &d[..500]);
    assert!(d.contains("error: 2950 more errors not shown"), "{}", &d[d.len() - 300..]);
    assert!(d.len() < 50_000, "{} bytes of diagnostics", d.len());
    assert!(t.elapsed().as_secs() < 10, "took {:?}", t.elapsed());
}

#[test]
fn too_many_archetypes_components_or_kernels_are_refused() {
    let text = |archs: usize, entries: usize| {
        let mut t = String::from("let e = env(\"many\");\ne.component(\"P\", #{ x: \"float\" });\n");
        t.push_str(&format!(
            "for i in 0..{archs} {{ e.component(\"T\" + i); e.archetype(\"A\" + i, [\"P\", \"T\" + i]); }}\n"
        ));
        t.push_str("e.systems(`void f(P& p) { p.x += 1.0; }`);\n");
        t.push_str(&format!("let g = []; for i in 0..{entries} {{ g.push(\"f\"); }}\ne.graph(g);\n"));
        t
    };
    let Outcome::Rejected(d) = run(&text(5000, 1)) else { panic!("accepted") };
    assert!(d.contains("declares 5000 archetypes; the limit is 4096"), "{d}");
    assert!(d.contains("declares 5001 components; the limit is 4096"), "{d}");
    let Outcome::Rejected(d) = run(&text(1000, 9)) else { panic!("accepted") };
    assert!(d.contains("the graph needs 9000 kernels") && d.contains("the limit is 8192"), "{d}");
}

#[test]
fn the_whole_environment_has_a_compile_budget() {
    // A system of ~24,000 nodes in 100 graph entries: 2.4 million nodes to compile.
    let body: String = (0..4000).map(|_| "p.x = p.x * 1.0001 + p.y;\n").collect();
    let graph = vec!["f"; 100];
    rejected(&format!("void f(Pos& p) {{\n{body}}}"), &graph, &["too large to compile", "IR nodes in all its kernels"]);
    compiles(&format!("void f(Pos& p) {{\n{body}}}"), &graph[..10]);
}

#[test]
fn a_schema_script_has_a_time_limit() {
    // A million copies of a 2 MiB string: 5 million operations would allow it, the clock doesn't.
    let dir = std::env::temp_dir().join(format!("mw_limits_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("slow.rhai");
    std::fs::write(
        &path,
        "let s = \"x\";\nfor i in 0..21 { s += s; }\nlet n = 0;\nfor i in 0..1000000 { let t = s + \"y\"; n += t.len(); }\nlet e = env(\"slow\");\n",
    )
    .unwrap();
    let t = std::time::Instant::now();
    let err = mw_scripts::load_within(&path, &Default::default(), std::time::Duration::from_millis(300)).unwrap_err();
    assert!(t.elapsed().as_secs() < 5, "took {:?}", t.elapsed());
    let text = err.render();
    assert!(
        text.contains("the script ran longer than 0.3 s and was stopped") && text.contains("slow.rhai:4:"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn thousands_of_unknown_names_among_thousands_of_locals_are_checked_quickly() {
    // Every unknown name would be compared with every local for a "did you mean" hint.
    let decls: String = (0..30_000).map(|i| format!("int l{i} = 1;\n")).collect();
    let uses: String = (0..30_000).map(|i| format!("p.n += m{i};\n")).collect();
    let t = std::time::Instant::now();
    let d = rejected(&format!("void f(Pos& p) {{\n{decls}{uses}}}"), &["f"], &["unknown name `m0`"]);
    assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
    assert!(d.contains("more errors not shown"), "{}", &d[d.len() - 200..]);
}

/// A directory of its own under the temporary directory, for script files.
fn scratch(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mw_limits_{tag}_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Loads the script file `path`; the rendered error, which must name the file.
fn load_error(path: &std::path::Path) -> String {
    let e = match mw_scripts::load(path, &Default::default()) {
        Ok(_) => panic!("{} loaded", path.display()),
        Err(e) => e.render(),
    };
    let name = path.file_name().unwrap().to_string_lossy();
    assert!(e.contains(&*name), "the error does not name {name}:\n{e}");
    assert!(!e.contains("panicked"), "{e}");
    e
}

#[test]
fn a_script_that_is_not_utf8_or_over_16_mib_is_refused_naming_the_file() {
    let dir = scratch("files");
    // Not UTF-8: a Latin-1 `é` in a comment, at byte 12.
    let bad = dir.join("latin1.rhai");
    std::fs::write(&bad, b"// caf\xe9 au lait\nlet e = env(\"a\");\ne\n").unwrap();
    let e = load_error(&bad);
    assert!(e.contains("it is not UTF-8 text (invalid byte at offset 6)"), "{e}");
    // A module it imports, the same.
    std::fs::write(dir.join("main.rhai"), "import \"latin1\" as l;\nlet e = env(\"a\");\ne\n").unwrap();
    let e = load_error(&dir.join("main.rhai"));
    assert!(e.contains("latin1.rhai") && e.contains("it is not UTF-8 text"), "{e}");
    // 16 MiB is read; one byte more is refused before it is parsed.
    let line = "// padding padding padding padding padding padding padding padding padding padding pad\n";
    let head = "let e = env(\"a\");\ne\n";
    let mut text = String::from(head);
    while text.len() + line.len() <= 16 << 20 {
        text.push_str(line);
    }
    text.push_str(&"/".repeat((16 << 20) - text.len()));
    assert_eq!(text.len(), 16 << 20);
    let big = dir.join("big.rhai");
    std::fs::write(&big, &text).unwrap();
    if let Err(e) = mw_scripts::load(&big, &Default::default()) {
        panic!("a script of exactly 16 MiB is refused:\n{}", e.render());
    }
    text.push('/');
    std::fs::write(&big, &text).unwrap();
    let e = load_error(&big);
    assert!(e.contains("it is larger than 16 MiB"), "{e}");
    std::fs::remove_dir_all(&dir).ok();
}

/// The Rhai engine's limits on the schema script (scripts/src/lib.rs): a string past 4 MiB,
/// an array or a map past 100,000 elements, a 65th module: each an error at the script's
/// line, the limit itself still allowed.
#[test]
fn the_schema_scripts_strings_collections_and_modules_are_bounded() {
    let dir = scratch("rhai");
    let env = "let e = env(\"a\");\ne\n";
    let load = |name: &str, body: &str| {
        let path = dir.join(name);
        std::fs::write(&path, format!("{body}{env}")).unwrap();
        mw_scripts::load(&path, &Default::default()).map(|_| ()).map_err(|e| e.render())
    };
    let refused = |name: &str, body: &str, want: &str, line: usize| {
        let e = load(name, body).expect_err(name);
        assert!(e.contains(want) && e.contains(&format!("{name}:{line}:")), "{name}:\n{e}");
        assert!(!e.contains("panicked"), "{e}");
    };
    let allowed = |name: &str, body: &str| {
        if let Err(e) = load(name, body) {
            panic!("{name} is refused:\n{e}");
        }
    };
    // Strings: 4 MiB (4,194,304 bytes) is allowed, a byte more is not.
    allowed("str_ok.rhai", "let s = \"x\";\ns.pad(4194304, \"y\");\n");
    refused("str.rhai", "let s = \"x\";\ns.pad(4194305, \"y\");\n", "made a string larger than the limit of 4 MiB", 2);
    refused(
        "str2.rhai",
        "let s = \"x\";\nfor i in 0..23 { s += s; }\n",
        "made a string larger than the limit of 4 MiB",
        2,
    );
    // Arrays: 100,000 elements, not 100,001. (Grown by `pad`: Rhai measures an array at every
    // `push`, so a loop of 100,000 pushes costs seconds, near the script's 10 s on a busy machine.)
    allowed("arr_ok.rhai", "let a = [];\na.pad(100000, 0);\n");
    refused(
        "arr.rhai",
        "let a = [];\na.pad(100000, 0);\na.push(1);\n",
        "made an array larger than the limit of 100000 elements",
        3,
    );
    refused(
        "arr2.rhai",
        "let a = [];\na.pad(100001, 0);\n",
        "made an array larger than the limit of 100000 elements",
        2,
    );
    // Maps: Rhai checks a map's size when a function or a property is applied to it, not at
    // `m[k] = v`; so a map grown past 100,000 entries is refused at its first use.
    let grow = |n: usize| format!("let m = #{{}};\nfor i in 0..{n} {{ m[\"k\" + i] = i; }}\nlet n = m.len();\n");
    allowed("map_ok.rhai", &grow(100_000));
    refused("map.rhai", &grow(100_001), "made a map larger than the limit of 100000 entries", 3);
    // Modules: 64 imports, not 65 (the same module under 65 names).
    std::fs::write(dir.join("m0.rhai"), "export const X = 1;\n").unwrap();
    let imports = |n: usize| (1..=n).map(|i| format!("import \"m0\" as m{i};\n")).collect::<String>();
    allowed("mod_ok.rhai", &imports(64));
    refused("mod.rhai", &imports(65), "imports more than 64 modules", 65);
    std::fs::remove_dir_all(&dir).ok();
}

/// The machine's memory, from /proc/meminfo (`None` elsewhere).
fn physical_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kib: u64 = info.lines().find(|l| l.starts_with("MemTotal:"))?.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib << 10)
}

/// A CPU executor for `text` with `worlds` worlds: its error.
fn sim_error(text: &str, worlds: u32) -> String {
    let l = mw_scripts::load_str("memory.rhai", text, &Default::default()).unwrap_or_else(|e| panic!("{}", e.render()));
    let mut sources = l.sources;
    let c = mw_jit::check(&l.spec, &mut sources).unwrap_or_else(|d| panic!("{}", sources.render(&d)));
    let k = mw_jit::cpu::compile(&c.program, &Default::default()).unwrap();
    let config = mw_runtime::Config { worlds, threads: 1, ..Default::default() };
    let t = std::time::Instant::now();
    let r = mw_runtime::Sim::new(c.program.spec.clone(), c.program.layout.clone(), k.kernels, &config);
    // Refused before anything of that size is allocated: at once.
    assert!(t.elapsed().as_secs() < 2, "took {:?}", t.elapsed());
    match r {
        Ok(_) => panic!("{worlds} worlds accepted"),
        Err(e) => e,
    }
}

/// Worlds that don't fit the machine are refused by the CPU executor, with the numbers, before
/// anything is allocated (runtime/src/executor/cpu.rs): singletons past three quarters of the
/// memory, and bookkeeping (per world and table) past half of it.
#[test]
fn worlds_past_the_machines_memory_are_refused_up_front() {
    let worlds = mw_runtime::limits::MAX_WORLDS;
    let phys = physical_memory();
    // A 4 MB singleton in each of 16,777,216 worlds: 64 TiB.
    let e = sim_error("let e = env(\"m\");\ne.singleton(\"G\", #{ a: \"float[1000][1000]\" });\ne\n", worlds);
    assert!(e.contains(&format!("the singletons of {worlds} worlds take 64000000 MiB")), "{e}");
    assert!(e.contains("more than this machine's memory allows"), "{e}");
    if let Some(p) = phys {
        assert!(e.contains(&format!("({} MiB)", (p / 4 * 3) >> 20)), "three quarters of {p} bytes: {e}");
    }
    // 4,096 tables: 32 KiB of bookkeeping per world, 512 GiB in all.
    let need = u64::from(worlds) * 8 * 4096;
    if phys.is_some_and(|p| need <= p / 2) {
        eprintln!("NOT RUN (the bookkeeping case): this machine has more than {} GiB of memory", need >> 29);
        return;
    }
    let e = sim_error(
        "let e = env(\"m\");\ne.component(\"P\", #{ x: \"float\" });\n\
         for i in 0..4096 { e.archetype(\"A\" + i, [\"P\"]); }\ne\n",
        worlds,
    );
    assert!(e.starts_with(&format!("{worlds} worlds need about ")), "{e}");
    assert!(e.contains("MiB for bookkeeping alone; this machine has"), "{e}");
}

/// A system of more than 20,000 IR nodes (calls inlined) gets no SIMD kernel, and says so in
/// the compiler's `scalar_only` (what `mw run` and `mw check` report); one at the limit gets
/// one (jit/src/ir/analysis.rs `MAX_SIMD_NODES`).
#[test]
fn a_system_past_20000_ir_nodes_runs_scalar() {
    let line = "p.x = p.x * 1.0001 + p.y;\n";
    // The system's node count for `n` lines, when it has no SIMD kernel.
    let scalar = |n: usize| -> Option<u64> {
        let text = script(&format!("void big(Pos& p) {{\n{}}}", line.repeat(n)), &["big"]);
        let l = mw_scripts::load_str("limits.rhai", &text, &Default::default())
            .unwrap_or_else(|e| panic!("{}", e.render()));
        let mut sources = l.sources;
        let c = mw_jit::check(&l.spec, &mut sources).unwrap_or_else(|d| panic!("{}", sources.render(&d)));
        let k = mw_jit::cpu::compile(&c.program, &Default::default()).unwrap();
        let (_, why) = k.scalar_only.iter().find(|(s, _)| s == "big")?;
        let nodes = why.split("too large for a SIMD kernel (").nth(1)?.split(' ').next()?.parse().ok();
        assert!(why.ends_with("IR nodes, at most 20000)"), "{why}");
        nodes
    };
    assert_eq!(scalar(100), None, "a small system has a SIMD kernel");
    // Nodes per line, from two sizes past the limit.
    let (a, b) = (scalar(4000).expect("4000 lines run scalar"), scalar(4100).expect("4100 lines run scalar"));
    let per = (b - a) / 100;
    assert!(per > 0 && (b - a) % 100 == 0, "{a} then {b} nodes");
    // The most lines at or under 20,000 nodes: SIMD; one line more: scalar, just past it.
    let n = 4000 - ((a - 20_000).div_ceil(per)) as usize;
    assert_eq!(scalar(n), None, "{n} lines ({} nodes) have a SIMD kernel", a - (4000 - n as u64) * per);
    let past = scalar(n + 1).expect("one line more runs scalar");
    assert!(past > 20_000 && past <= 20_000 + per, "{past} nodes");
}
