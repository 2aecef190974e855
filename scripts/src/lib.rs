//! The Rhai host: runs an environment script and turns what it declares into a [`Spec`].
//!
//! A script is ordinary [Rhai](https://rhai.rs) that calls the schema API:
//!
//! ```rhai
//! let e = env("cartpole");
//! e.component("Cart", #{ x: "float", x_dot: "float" });   // fields in the order written
//! e.archetype("Pole", ["Cart"]);
//! e.constants(#{ TAU: 0.02 });
//! e.systems(`void step(Cart& c) { c.x += TAU * c.x_dot; }`);
//! e.graph(["step"]);
//! e.output("obs", "Pole", "Cart");                         // an export (`export` is a Rhai keyword)
//! ```
//!
//! The host records, for every call, where in which file it was written, so errors found later
//! (an unknown field type, a typo in a system body inside the backtick string) point at the
//! user's own `file:line:col`. Scripts run under Rhai's limits (operations, call depth, string
//! and collection sizes): a runaway script ends in an error, not a hang.
//!
//! `import "name" as m;` looks for `name.rhai` next to the importing file, then in the standard
//! library directory (`$MW_STDLIB`, or the `stdlib/` directory of this repository).

mod syntax;

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use rhai::{AST, Dynamic, Engine, EvalAltResult, Map, NativeCallContext, Position};

use mw_runtime::schema::{
    ArchetypeDef, CodeChunk, ComponentDef, ConstDef, ConstValue, EpisodeDef, FieldDef, GraphItem, Named, PortDef,
    PortRows, SpaceDef, SpaceKind, Spec, ValueType,
};
use mw_runtime::source::{Diagnostic, Diagnostics, FileId, SourceMap, Span, did_you_mean};

use syntax::ArgSyntax;

/// Limits on the schema script itself (not on the simulation).
pub(crate) const MAX_OPERATIONS: u64 = 5_000_000;
pub(crate) const MAX_CALL_LEVELS: usize = 64;
pub(crate) const MAX_STRING_SIZE: usize = 4 << 20;
pub(crate) const MAX_COLLECTION_SIZE: usize = 100_000;
/// Modules one script may import, all files together.
pub(crate) const MAX_MODULES: usize = 64;
/// Longest a script may run, in wall-clock time: operations are counted, but one operation on
/// a 4 MiB string copies 4 MiB, so a count alone does not bound the time.
pub(crate) const MAX_SCRIPT_TIME: std::time::Duration = std::time::Duration::from_secs(10);

/// Most system code (all `e.systems` strings and system files together), in bytes.
pub(crate) const MAX_CODE_BYTES: usize = 32 << 20;

/// Most bytes a script may print (`print`, `debug`) in one load.
pub(crate) const MAX_PRINT_BYTES: usize = 64 << 10;

/// A successfully loaded script.
#[derive(Debug)]
pub struct Loaded {
    pub spec: Spec,
    pub sources: SourceMap,
    pub warnings: Diagnostics,
}

/// A script that could not be loaded: the diagnostics and the files they point into.
#[derive(Debug)]
pub struct LoadError {
    pub sources: SourceMap,
    pub diagnostics: Diagnostics,
}

impl LoadError {
    pub fn render(&self) -> String {
        self.sources.render(&self.diagnostics)
    }
}

/// Where the standard library lives.
pub(crate) fn stdlib_dir() -> PathBuf {
    if let Some(p) = std::env::var_os("MW_STDLIB") {
        return PathBuf::from(p);
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("stdlib");
    dir.canonicalize().unwrap_or(dir)
}

/// Values for the script's `param(name, default)` calls, as given on the command line.
pub type Params = std::collections::BTreeMap<String, String>;

/// Loads and runs a script file.
pub fn load(path: &Path, params: &Params) -> Result<Loaded, LoadError> {
    load_within(path, params, MAX_SCRIPT_TIME)
}

/// [`load`], with another limit on the script's running time.
pub fn load_within(path: &Path, params: &Params, time: std::time::Duration) -> Result<Loaded, LoadError> {
    let mut sources = SourceMap::new();
    let text = match mw_runtime::source::read_source(path) {
        Ok(t) => t,
        Err(e) => {
            return Err(LoadError { sources, diagnostics: vec![Diagnostic::error(e)] });
        }
    };
    let name = display_path(path);
    sources.add(name, Some(path.to_path_buf()), text);
    run(sources, params, time)
}

/// Loads a script from memory; `name` is used in messages and to resolve relative files.
pub fn load_str(name: &str, text: &str, params: &Params) -> Result<Loaded, LoadError> {
    let mut sources = SourceMap::new();
    sources.add(name, Some(PathBuf::from(name)), mw_runtime::source::normalize_text(text.to_string()));
    run(sources, params, MAX_SCRIPT_TIME)
}

fn display_path(path: &Path) -> String {
    let cwd = std::env::current_dir().ok();
    if let Some(shown) = cwd.as_deref().and_then(|c| path.strip_prefix(c).ok()) {
        return shown.display().to_string();
    }
    // A library module reads the same from any directory.
    match path.strip_prefix(stdlib_dir()) {
        Ok(rest) => Path::new("stdlib").join(rest).display().to_string(),
        Err(_) => path.display().to_string(),
    }
}

/// Everything the registered functions share while a script runs.
struct Host {
    sources: SourceMap,
    spec: Spec,
    created: Option<Span>,
    graph_at: Option<Span>,
    /// The components `snapshot(...)` graph entries copy, with where each was asked for.
    snapshots: Vec<(String, Span)>,
    diags: Diagnostics,
    params: Params,
    params_used: std::collections::BTreeSet<String>,
    /// Modules being evaluated, outermost first (canonical paths), to name import cycles.
    importing: Vec<PathBuf>,
    /// Modules evaluated so far.
    modules: std::collections::HashMap<PathBuf, Rc<rhai::Module>>,
}

/// The token `on_progress` stops a script with when its time is up.
const TIMED_OUT: &str = "mw: time limit";

/// Message prefixes of errors the module resolver raises itself.
const IMPORT_CYCLE: &str = "import cycle";
const IMPORT_READ: &str = "can't import";

type Shared = Rc<RefCell<Host>>;

/// The handle `env(...)` returns; all state lives in the [`Host`].
#[derive(Clone)]
struct Env;

/// A `snapshot(component)` graph node, as a value in the `graph([...])` list.
#[derive(Clone)]
struct SnapshotNode {
    comp: String,
}

/// A `sort_by(archetype, key)` graph node, as a value in the `graph([...])` list.
#[derive(Clone)]
struct SortNode {
    archetype: String,
    key: String,
}

/// Where a call was written, and its arguments' ranges when they could be found.
struct Call {
    file: FileId,
    name: Span,
    args: Option<Vec<ArgSyntax>>,
}

impl Call {
    fn arg(&self, i: usize) -> Span {
        match self.args.as_ref().and_then(|a| a.get(i)) {
            Some(a) => Span::new(self.file, a.range().start, a.range().end),
            None => self.name,
        }
    }

    fn arg_syntax(&self, i: usize) -> Option<&ArgSyntax> {
        self.args.as_ref().and_then(|a| a.get(i))
    }

    fn span(&self, r: std::ops::Range<usize>) -> Span {
        Span::new(self.file, r.start, r.end)
    }
}

fn locate(host: &Host, ctx: &NativeCallContext) -> Call {
    let file = file_of_source(&host.sources, ctx.call_source());
    let f = host.sources.file(file);
    let pos = ctx.call_position();
    let start = match (pos.line(), pos.position()) {
        (Some(l), Some(c)) => f.offset_of(l, c),
        _ => 0,
    };
    let len = syntax::ident_len(&f.text, start);
    Call { file, name: Span::new(file, start, start + len), args: syntax::call_args(&f.text, start) }
}

fn file_of_source(sources: &SourceMap, src: Option<&str>) -> FileId {
    match src {
        Some(name) => sources.files().find(|(_, f)| f.name == name).map(|(id, _)| id).unwrap_or(FileId(0)),
        None => FileId(0),
    }
}

fn type_name(d: &Dynamic) -> &'static str {
    if d.is_string() {
        "a string"
    } else if d.is_int() {
        "an integer"
    } else if d.is_float() {
        "a float"
    } else if d.is_bool() {
        "a bool"
    } else if d.is_map() {
        "a map"
    } else if d.is_array() {
        "an array"
    } else if d.is_unit() {
        "()"
    } else {
        "a value"
    }
}

fn run(sources: SourceMap, params: &Params, time: std::time::Duration) -> Result<Loaded, LoadError> {
    let host: Shared = Rc::new(RefCell::new(Host {
        sources,
        spec: Spec::default(),
        created: None,
        graph_at: None,
        snapshots: Vec::new(),
        diags: Vec::new(),
        params: params.clone(),
        params_used: Default::default(),
        importing: Vec::new(),
        modules: Default::default(),
    }));
    let mut engine = make_engine(&host);
    let started = std::time::Instant::now();
    engine.on_progress(move |ops| {
        // The clock is read every 1024 operations: cheap, and an operation is at most a few
        // milliseconds (a copy of the largest string).
        (ops % 1024 == 0 && started.elapsed() > time)
            .then(|| Dynamic::from(format!("{TIMED_OUT} {}", time.as_secs_f64())))
    });
    let main_path = host.borrow().sources.file(FileId(0)).path.clone();
    if let Some(p) = main_path {
        let key = p.canonicalize().unwrap_or(p);
        host.borrow_mut().importing.push(key);
    }
    let main_text = host.borrow().sources.file(FileId(0)).text.clone();
    let main_name = host.borrow().sources.file(FileId(0)).name.clone();

    let result = engine.compile(&main_text).map_err(|e| Box::new(EvalAltResult::ErrorParsing(*e.0, e.1))).and_then(
        |mut ast: AST| {
            ast.set_source(main_name.as_str());
            engine.run_ast(&ast)
        },
    );
    if let Err(e) = result {
        let d = rhai_error(&host.borrow().sources, &e, FileId(0));
        host.borrow_mut().diags.push(d);
    }

    drop(engine);
    let mut h = Rc::try_unwrap(host).ok().map(RefCell::into_inner).expect("the engine held the last other reference");
    if h.created.is_none() && !h.diags.iter().any(Diagnostic::is_error) {
        h.diags.push(
            Diagnostic::error("the script never calls `env(name)`")
                .at(Span::new(FileId(0), 0, 0), "in this script")
                .note("start the script with `let e = env(\"my_env\");` and declare everything on `e`"),
        );
    }
    if !h.diags.iter().any(Diagnostic::is_error) {
        snapshots(&mut h);
    }
    if !h.diags.iter().any(Diagnostic::is_error) {
        h.diags.extend(mw_runtime::validate::validate(&h.spec));
    }
    for name in h.params.keys() {
        if !h.params_used.contains(name) {
            let asked: Vec<&str> = h.params_used.iter().map(String::as_str).collect();
            let mut d = Diagnostic::warning(format!("parameter `{name}` was given but the script never asks for it"));
            if let Some(hint) = did_you_mean(name, asked.iter().copied()) {
                d = d.note(hint);
            } else if !asked.is_empty() {
                d = d.note(format!("the script's parameters: {}", asked.join(", ")));
            }
            h.diags.push(d);
        }
    }
    if h.diags.iter().any(Diagnostic::is_error) {
        return Err(LoadError { sources: h.sources, diagnostics: h.diags });
    }
    Ok(Loaded { spec: h.spec, sources: h.sources, warnings: h.diags })
}

/// A field type with its array lengths given by name (`"int[N][N]"`) as the values of the int
/// constants declared so far (`e.constants(#{ N: 8 })` before the component).
fn lengths_from_constants(ts: &str, consts: &[ConstDef]) -> Result<String, String> {
    let mut out = String::with_capacity(ts.len());
    let mut rest = ts;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']').map(|c| open + c) else {
            break;
        };
        out.push_str(&rest[..=open]);
        let len = rest[open + 1..close].trim();
        if len.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            match consts.iter().find(|c| c.name == len).map(|c| &c.value) {
                Some(ConstValue::Int(n)) => out.push_str(&n.to_string()),
                Some(_) => return Err(format!("array length `{len}` in `{ts}` is a constant that is not an int")),
                None => {
                    let hint = did_you_mean(len, consts.iter().map(|c| c.name.as_str()))
                        .map(|h| format!("\n{h}"))
                        .unwrap_or_default();
                    return Err(format!(
                        "array length `{len}` in `{ts}` is neither a number nor an int constant declared before this type{hint}\ndeclare it first: `e.constants(#{{ {len}: 8 }})`"
                    ));
                }
            }
        } else {
            out.push_str(&rest[open + 1..close]);
        }
        rest = &rest[close..];
        out.push(']');
        rest = &rest[1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The system a `snapshot(comp)` graph entry runs.
fn snapshot_system(comp: &str) -> String {
    format!("snapshot_{comp}")
}

/// What `snapshot("C")` in the graph declares (SEMANTICS.md 10.5b): a component `CStart` with
/// `C`'s fields in every archetype that has `C`, and a per-row system `snapshot_C` that copies
/// `C` into it, run where the graph lists it. A loop that reads `CStart` of other rows then sees
/// the values every row had there, whatever the order the rows run in.
fn snapshots(h: &mut Host) {
    let mut done: Vec<String> = Vec::new();
    for (name, span) in std::mem::take(&mut h.snapshots) {
        if done.contains(&name) {
            continue;
        }
        done.push(name.clone());
        let Some(c) = h.spec.component(&name) else {
            let mut d = Diagnostic::error(format!("`snapshot(\"{name}\")`: no component is named `{name}`"))
                .at(span, "in the graph");
            if let Some(hint) = did_you_mean(&name, h.spec.components.iter().map(|c| c.name.as_str())) {
                d = d.note(hint);
            }
            h.diags.push(d);
            continue;
        };
        let def = h.spec.comp(c).clone();
        if def.singleton {
            h.diags.push(
                Diagnostic::error(format!("`snapshot(\"{name}\")`: `{name}` is a singleton"))
                    .at(span, "in the graph")
                    .with(def.span, "declared here")
                    .note("a snapshot copies a component of every row; copy a singleton's fields into locals instead"),
            );
            continue;
        }
        let start = format!("{name}Start");
        if let Some(other) = h.spec.component(&start) {
            h.diags.push(
                Diagnostic::error(format!("`snapshot(\"{name}\")` declares `{start}`, which already exists"))
                    .at(span, "in the graph")
                    .with(h.spec.comp(other).span, "declared here")
                    .note(format!("rename that component; `{start}` holds the snapshot of `{name}`")),
            );
            continue;
        }
        let id = mw_runtime::schema::CompId(h.spec.components.len() as u32);
        h.spec.components.push(ComponentDef {
            name: start.clone(),
            fields: def.fields.clone(),
            singleton: false,
            span,
        });
        for a in h.spec.archetypes.iter_mut().filter(|a| a.components.contains(&c)) {
            a.components.push(id);
        }
        let copies: String = def.fields.iter().map(|f| copy_field(&f.name, &f.ty)).collect();
        let text = format!(
            "// What `snapshot(\"{name}\")` in the graph runs: every row's `{name}` copied to its `{start}`.\nvoid {}(const {name}& c, {start}& s) {{{copies} }}\n",
            snapshot_system(&name)
        );
        let file = h.sources.add(format!("<snapshot({name})>"), None, text.clone());
        h.spec.code.push(CodeChunk { text, file, offset: 0 });
    }
}

/// ` s.f = c.f;` for a field, element by element for an array (arrays aren't assigned whole).
fn copy_field(name: &str, ty: &ValueType) -> String {
    let mut dims = Vec::new();
    let mut t = ty;
    while let ValueType::Array(elem, n) = t {
        dims.push(*n);
        t = elem;
    }
    let index: String = (0..dims.len()).map(|d| format!("[i{d}]")).collect();
    let mut out = format!(" s.{name}{index} = c.{name}{index};");
    for (d, n) in dims.iter().enumerate().rev() {
        out = format!(" for (int i{d} = 0; i{d} < {n}; i{d}++) {{{out} }}");
    }
    out
}

/// Turns a Rhai error (possibly nested in module imports) into a diagnostic in the right file.
fn rhai_error(sources: &SourceMap, err: &EvalAltResult, file: FileId) -> Diagnostic {
    match err {
        EvalAltResult::ErrorInModule(name, inner, pos) => {
            let inner_file = sources.files().find(|(_, f)| &f.name == name).map(|(id, _)| id).unwrap_or(file);
            let mut d = rhai_error(sources, inner, inner_file);
            if let Some(s) = pos_span(sources, file, *pos) {
                d = d.with(s, format!("while importing `{name}`"));
            }
            d
        }
        // An error inside a function of a module (a library call such as `spatial::grid`):
        // the message where it arose, and the caller's line.
        EvalAltResult::ErrorInFunctionCall(name, src, inner, pos) if !src.is_empty() => {
            let inner_file = sources.files().find(|(_, f)| &f.name == src).map(|(id, _)| id).unwrap_or(file);
            // A `throw` is the library telling the caller what is wrong (possibly from a
            // closure or helper inside it): point at the caller's call.
            let mut thrown = &**inner;
            while let EvalAltResult::ErrorInFunctionCall(_, _, deeper, _) = thrown {
                thrown = deeper;
            }
            if let EvalAltResult::ErrorRuntime(v, _) = thrown
                && let Some(s) = pos_span(sources, file, *pos)
            {
                return Diagnostic::error(v.to_string()).at(s, format!("in this call to `{name}`"));
            }
            let mut d = rhai_error(sources, inner, inner_file);
            if let Some(s) = pos_span(sources, file, *pos) {
                d = d.with(s, format!("in this call to `{name}`"));
            }
            d
        }
        other => {
            let pos = other.position();
            let mut msg = other.to_string();
            if !pos.is_none()
                && let Some(m) = msg.strip_suffix(&format!(" ({pos})"))
            {
                msg = m.to_string();
            }
            let mut notes = Vec::new();
            if let EvalAltResult::ErrorRuntime(d, _) = other {
                let text = d.to_string();
                if text.starts_with(IMPORT_CYCLE) {
                    msg = text;
                    notes.push(
                        "modules can't import each other in a circle; move what both need into a third module".into(),
                    );
                } else if text.starts_with(IMPORT_READ) {
                    msg = text;
                }
            }
            if let EvalAltResult::ErrorFunctionNotFound(sig, _) = other {
                let fname = sig.split(['(', ' ']).next().unwrap_or("");
                if let Some(api) = API.iter().find(|(n, _)| *n == fname) {
                    msg = format!("wrong arguments in call to `{fname}`");
                    notes.push(format!("usage: {}", api.1));
                } else {
                    msg = format!("unknown function: {sig}");
                    if let Some(h) = did_you_mean(fname, API.iter().map(|(n, _)| *n)) {
                        notes.push(h);
                    }
                }
            }
            if let EvalAltResult::ErrorModuleNotFound(name, _) = other {
                let name = name.split(" (").next().unwrap_or(name);
                msg = format!("no module `{name}`");
                notes.push(format!(
                    "looked for `{name}.rhai` next to the importing file and in the standard library (`mw` finds it in the repository's stdlib/, or where $MW_STDLIB points)"
                ));
            }
            if let EvalAltResult::ErrorTerminated(v, _) = other {
                let secs = v.to_string().strip_prefix(TIMED_OUT).unwrap_or_default().trim().to_string();
                msg = format!("the script ran longer than {secs} s and was stopped");
                notes.push(
                    "a schema script should only declare the environment; look for a loop over large strings or arrays"
                        .into(),
                );
            }
            if matches!(other, EvalAltResult::ErrorTooManyOperations(_)) {
                msg = format!("the script ran more than {MAX_OPERATIONS} operations and was stopped");
                notes.push("a schema script should only declare the environment; look for an endless loop".into());
            }
            if matches!(other, EvalAltResult::ErrorStackOverflow(_)) {
                msg = format!("the script nested calls more than {MAX_CALL_LEVELS} levels deep and was stopped");
            }
            if let EvalAltResult::ErrorDataTooLarge(what, _) = other {
                // Rhai names the kind: "Length of string", "Size of array/BLOB", "Size of object map".
                let (kind, limit) = if what.contains("string") {
                    ("a string", format!("{} MiB", MAX_STRING_SIZE >> 20))
                } else if what.contains("map") {
                    ("a map", format!("{MAX_COLLECTION_SIZE} entries"))
                } else {
                    ("an array", format!("{MAX_COLLECTION_SIZE} elements"))
                };
                msg = format!("the script made {kind} larger than the limit of {limit}");
                notes.push(
                    "a schema script should only declare the environment; build large data in the systems".into(),
                );
            }
            if matches!(other, EvalAltResult::ErrorTooManyModules(_)) {
                msg = format!("the script imports more than {MAX_MODULES} modules");
            }
            // `export`/`import` are Rhai keywords, so they can't be method names.
            if let Some(sp) = pos_span(sources, file, pos) {
                let word = sources.file(file).text.get(sp.range()).unwrap_or("");
                if matches!(word, "\u{201c}" | "\u{201d}" | "\u{2018}" | "\u{2019}") {
                    notes.push("this is a typographic quote (an editor's \"smart quote\"); strings use straight quotes: \"...\"".into());
                }
                if (word == "export" || word == "import") && matches!(other, EvalAltResult::ErrorParsing(..)) {
                    let new = if word == "export" { "output" } else { "input" };
                    notes.push(format!("`{word}` is a Rhai keyword: declare {word}s with `e.{new}(...)`"));
                }
            }
            let mut d = Diagnostic::error(msg);
            d = match pos_span(sources, file, pos) {
                Some(s) => d.at(s, "here"),
                None => d.at(Span::new(file, 0, 0), "in this file"),
            };
            for n in notes {
                d = d.note(n);
            }
            d
        }
    }
}

fn pos_span(sources: &SourceMap, file: FileId, pos: Position) -> Option<Span> {
    let (l, c) = (pos.line()?, pos.position().unwrap_or(1));
    let f = sources.file(file);
    let start = f.offset_of(l, c);
    let rest = f.text.get(start..).unwrap_or("");
    // Underline one token-ish: a string literal, an identifier, or one character (which may
    // take several bytes: a smart quote, an `é`).
    if rest.starts_with('"')
        && let Some(end) = rest[1..].find(['"', '\n'])
    {
        return Some(Span::new(file, start, start + end + 2));
    }
    let len = match syntax::ident_len(&f.text, start) {
        0 => rest.chars().next().map_or(0, char::len_utf8),
        n => n,
    };
    Some(Span::new(file, start, start + len))
}

/// The schema API, for messages about wrong calls.
const API: [(&str, &str); 17] = [
    ("typedef", "e.typedef(\"real\", \"double\") names a type for fields and system code"),
    ("param", "param(\"name\", default) gives the value of `--param name=...`, or the default"),
    ("env", "let e = env(\"name\");"),
    ("component", "e.component(\"Name\", #{ field: \"type\", ... })"),
    ("singleton", "e.singleton(\"Name\", #{ field: \"type\", ... })"),
    ("archetype", "e.archetype(\"Name\", [\"Component\", ...])"),
    ("constants", "e.constants(#{ NAME: value, ... })"),
    ("systems", "e.systems(`...system code...`)"),
    ("systems_file", "e.systems_file(\"file.mwc\")"),
    ("graph", "e.graph([\"system\", sort_by(\"Archetype\", \"Comp.field\"), snapshot(\"Comp\"), ...])"),
    ("sort_by", "sort_by(\"Archetype\", \"Component.field\")"),
    ("snapshot", "snapshot(\"Component\") (a graph entry: copies it into ComponentStart for every row)"),
    ("output", "e.output(\"name\", \"Archetype\", \"Component\") or e.output(\"name\", \"Singleton\") (an export)"),
    ("input", "e.input(\"name\", \"Archetype\", \"Component\") or e.input(\"name\", \"Singleton\") (an import)"),
    ("name", "e.name() gives the environment's name"),
    ("episode", EPISODE_USAGE),
    ("space", SPACE_USAGE),
];

const EPISODE_USAGE: &str = "e.episode(#{ obs: \"obs\", action: \"action\", reward: \"reward\", terminated: \"terminated\", \
     truncated: \"truncated\", action_mask: \"mask\" }) (names of exports and the action import; truncated and action_mask \
     are optional)";
const SPACE_USAGE: &str = "e.space(\"action\", #{ n: 2 }) (integers 0..n) or e.space(\"obs\", #{ low: [-1.0, ...], high: [1.0, ...] }) \
     (bounds: one number for all elements or one per element; \"inf\" and \"-inf\" for none)";

type RResult<T> = Result<T, Box<EvalAltResult>>;

/// The Rhai engine a schema runs in: its limits, where `print` goes, and the schema's
/// functions, each recording into `host`.
fn make_engine(host: &Shared) -> Engine {
    let mut engine = Engine::new();
    engine
        .set_max_operations(MAX_OPERATIONS)
        .set_max_call_levels(MAX_CALL_LEVELS)
        .set_max_expr_depths(64, 32)
        .set_max_string_size(MAX_STRING_SIZE)
        .set_max_array_size(MAX_COLLECTION_SIZE)
        .set_max_map_size(MAX_COLLECTION_SIZE)
        .set_max_modules(MAX_MODULES);
    engine.set_module_resolver(Resolver { host: host.clone() });
    engine.register_type_with_name::<Env>("Env");
    engine.register_type_with_name::<SortNode>("SortNode");
    route_print(&mut engine);
    register_env(&mut engine, host);
    register_declarations(&mut engine, host);
    register_code(&mut engine, host);
    register_graph(&mut engine, host);
    register_ports(&mut engine, host);
    engine
}

/// `print` and `debug` go to stderr, so they never mix with a command's output, and are capped:
/// a loop printing megabyte strings must not flood the terminal for minutes.
fn route_print(engine: &mut Engine) {
    let printed = Rc::new(std::cell::Cell::new(0usize));
    let out = move |text: &str| {
        let before = printed.get();
        printed.set(before.saturating_add(text.len() + 1));
        if before + text.len() < MAX_PRINT_BYTES {
            eprintln!("{text}");
        } else if before < MAX_PRINT_BYTES {
            eprintln!("(the script printed more than {} KiB; the rest is not shown)", MAX_PRINT_BYTES >> 10);
            printed.set(MAX_PRINT_BYTES);
        }
    };
    let out2 = out.clone();
    engine.on_print(move |s| out(s));
    engine.on_debug(move |s, src, pos| out2(&format!("[{}:{}] {s}", src.unwrap_or("script"), pos)));
}

/// `env(name)`, `param(name, default)` and `e.name()`.
fn register_env(engine: &mut Engine, host: &Shared) {
    let h = host.clone();
    engine.register_fn("env", move |ctx: NativeCallContext, name: Dynamic| -> RResult<Env> {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        if let Some(prev) = host.created {
            host.diags.push(
                Diagnostic::error("`env` is called twice")
                    .at(call.name, "second environment")
                    .with(prev, "first one created here")
                    .note("a script declares one environment"),
            );
            return Ok(Env);
        }
        host.created = Some(call.name);
        host.spec.span = call.name;
        match name.into_immutable_string() {
            Ok(s) => host.spec.name = s.to_string(),
            Err(t) => {
                let sp = call.arg(0);
                host.diags.push(
                    Diagnostic::error(format!("the environment name must be a string, found {t}")).at(sp, "here"),
                );
            }
        }
        Ok(Env)
    });
    let h = host.clone();
    engine.register_fn("param", move |ctx: NativeCallContext, name: Dynamic, default: Dynamic| -> RResult<Dynamic> {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        let Some(name) = string_arg(&mut host, &call, 0, name, "the parameter name") else { return Ok(default) };
        host.params_used.insert(name.clone());
        let Some(given) = host.params.get(&name).cloned() else { return Ok(default) };
        let parsed = if default.is_bool() {
            given.parse::<bool>().map(Dynamic::from).map_err(|_| "true or false")
        } else if default.is_int() {
            given.parse::<i64>().map(Dynamic::from).map_err(|_| "an integer")
        } else if default.is_float() {
            given.parse::<f64>().map(Dynamic::from).map_err(|_| "a number")
        } else {
            Ok(Dynamic::from(given.clone()))
        };
        match parsed {
            Ok(v) => Ok(v),
            Err(want) => {
                host.diags.push(
                    Diagnostic::error(format!(
                        "parameter `{name}` must be {want}, but `--param {name}={given}` was given"
                    ))
                    .at(call.arg(1), "the default here sets its type"),
                );
                Ok(default)
            }
        }
    });
    let h = host.clone();
    engine.register_fn("name", move |_: &mut Env| -> String { h.borrow().spec.name.clone() });
}

/// What an environment declares: components, singletons, type aliases, archetypes, constants.
fn register_declarations(engine: &mut Engine, host: &Shared) {
    for singleton in [false, true] {
        let h = host.clone();
        let fname = if singleton { "singleton" } else { "component" };
        engine.register_fn(fname, move |ctx: NativeCallContext, _: &mut Env, name: Dynamic, fields: Dynamic| {
            let mut host = h.borrow_mut();
            let call = locate(&host, &ctx);
            declare_component(&mut host, &call, name, fields, singleton);
        });
        let h = host.clone();
        // A tag: a component without fields.
        engine.register_fn(fname, move |ctx: NativeCallContext, _: &mut Env, name: Dynamic| {
            let mut host = h.borrow_mut();
            let call = locate(&host, &ctx);
            declare_component(&mut host, &call, name, Dynamic::from_map(Map::new()), singleton);
        });
    }

    let h = host.clone();
    engine.register_fn("typedef", move |ctx: NativeCallContext, _: &mut Env, name: Dynamic, ty: Dynamic| {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        let Some(name) = string_arg(&mut host, &call, 0, name, "the alias name") else {
            return;
        };
        let Some(ts) = string_arg(&mut host, &call, 1, ty, "the type") else {
            return;
        };
        match lengths_from_constants(&ts, &host.spec.constants).and_then(|ts| ValueType::parse(&ts)) {
            Ok(ty) => host.spec.aliases.push(mw_runtime::schema::AliasDef { name, ty, span: call.arg(0) }),
            Err(e) => {
                let mut lines = e.lines();
                let mut d = Diagnostic::error(lines.next().unwrap_or_default()).at(call.arg(1), "here");
                for l in lines {
                    d = d.note(l);
                }
                host.diags.push(d);
            }
        }
    });
    let h = host.clone();
    engine.register_fn("archetype", move |ctx: NativeCallContext, _: &mut Env, name: Dynamic, comps: Dynamic| {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        let Some(name) = string_arg(&mut host, &call, 0, name, "the archetype name") else { return };
        let Some(list) = comps.try_cast::<rhai::Array>() else {
            host.diags.push(
                Diagnostic::error("`archetype` takes a list of component names")
                    .at(call.arg(1), "not an array")
                    .note("usage: e.archetype(\"Name\", [\"Component\", ...])"),
            );
            return;
        };
        let items = match call.arg_syntax(1) {
            Some(ArgSyntax::Array { items, .. }) if items.len() == list.len() => Some(items.clone()),
            _ => None,
        };
        let mut components = Vec::new();
        for (i, item) in list.into_iter().enumerate() {
            let sp = items.as_ref().map(|v| call.span(v[i].range())).unwrap_or(call.arg(1));
            let Ok(cname) = item.clone().into_immutable_string() else {
                host.diags.push(
                    Diagnostic::error(format!("component names are strings, found {}", type_name(&item)))
                        .at(sp, "here"),
                );
                continue;
            };
            match host.spec.component(&cname) {
                Some(c) => components.push(c),
                None => {
                    let mut d = Diagnostic::error(format!("archetype `{name}` names unknown component `{cname}`"))
                        .at(sp, "not declared");
                    if let Some(hint) = did_you_mean(&cname, host.spec.components.iter().map(|c| c.name.as_str())) {
                        d = d.note(hint);
                    } else {
                        d = d.note("declare components with `e.component(...)` before the archetypes that use them");
                    }
                    host.diags.push(d);
                }
            }
        }
        host.spec.archetypes.push(ArchetypeDef { name, components, span: call.arg(0) });
    });

    let h = host.clone();
    engine.register_fn("constants", move |ctx: NativeCallContext, _: &mut Env, map: Dynamic| {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        let Some(map) = map.try_cast::<Map>() else {
            host.diags
                .push(Diagnostic::error("`constants` takes a map `#{ NAME: value }`").at(call.arg(0), "not a map"));
            return;
        };
        let spans = literal_entries(&call, 0, &map);
        for (k, v) in ordered(&map, &spans) {
            let (kspan, vspan) = spans.get(&k).cloned().unwrap_or((call.arg(0), call.arg(0)));
            let value = match const_value(&k, &v) {
                Ok(value) => value,
                Err(e) => {
                    host.diags.push(Diagnostic::error(e).at(vspan, "here"));
                    continue;
                }
            };
            host.spec.constants.push(ConstDef { name: k, value, span: kspan });
        }
    });
    let h = host.clone();
    engine.register_fn("constant", move |ctx: NativeCallContext, _: &mut Env, name: Dynamic, v: Dynamic| {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        let Some(name) = string_arg(&mut host, &call, 0, name, "the constant name") else {
            return;
        };
        let value = match const_value(&name, &v) {
            Ok(value) => value,
            Err(e) => {
                host.diags.push(Diagnostic::error(e).at(call.arg(1), "here"));
                return;
            }
        };
        host.spec.constants.push(ConstDef { name, value, span: call.arg(0) });
    });
}

/// System code, inline (`e.systems`) or from a file (`e.systems_file`).
fn register_code(engine: &mut Engine, host: &Shared) {
    let h = host.clone();
    engine.register_fn("systems", move |ctx: NativeCallContext, _: &mut Env, code: Dynamic| {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        let Some(code) = string_arg(&mut host, &call, 0, code, "the system code") else {
            return;
        };
        if !code_fits(&mut host, &call, code.len()) {
            return;
        }
        let chunk = code_chunk(&mut host, &call, code);
        host.spec.code.push(chunk);
    });
    let h = host.clone();
    engine.register_fn("systems_file", move |ctx: NativeCallContext, _: &mut Env, path: Dynamic| {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        let Some(rel) = string_arg(&mut host, &call, 0, path, "the file name") else {
            return;
        };
        let base = host.sources.file(call.file).path.clone().unwrap_or_default();
        let full = base.parent().unwrap_or(Path::new(".")).join(&rel);
        if let Some(id) = host.sources.find_path(&full) {
            let text = host.sources.file(id).text.clone();
            host.spec.code.push(CodeChunk { text, file: id, offset: 0 });
            return;
        }
        match mw_runtime::source::read_source(&full) {
            Ok(text) => {
                if !code_fits(&mut host, &call, text.len()) {
                    return;
                }
                let id = host.sources.add(display_path(&full), Some(full.clone()), text.clone());
                host.spec.code.push(CodeChunk { text, file: id, offset: 0 });
            }
            Err(e) => {
                host.diags.push(
                    Diagnostic::error(format!("system file: {e}"))
                        .at(call.arg(0), "named here")
                        .note("the path is relative to the file that names it"),
                );
            }
        }
    });
}

/// The step graph: system names, `sort_by(...)` and `snapshot(...)`.
fn register_graph(engine: &mut Engine, host: &Shared) {
    engine
        .register_fn("sort_by", |archetype: &str, key: &str| SortNode { archetype: archetype.into(), key: key.into() });
    engine.register_fn("snapshot", |comp: &str| SnapshotNode { comp: comp.into() });
    let h = host.clone();
    engine.register_fn("graph", move |ctx: NativeCallContext, _: &mut Env, list: Dynamic| {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        if let Some(prev) = host.graph_at {
            host.diags.push(
                Diagnostic::error("`graph` is called twice")
                    .at(call.name, "second graph")
                    .with(prev, "first graph here")
                    .note("list every system in one `graph([...])`, in order"),
            );
            return;
        }
        host.graph_at = Some(call.name);
        let Some(list) = list.try_cast::<rhai::Array>() else {
            host.diags.push(Diagnostic::error("`graph` takes a list of system names").at(call.arg(0), "not an array"));
            return;
        };
        let items = match call.arg_syntax(0) {
            Some(ArgSyntax::Array { items, .. }) if items.len() == list.len() => Some(items.clone()),
            _ => None,
        };
        for (i, item) in list.into_iter().enumerate() {
            let span = items.as_ref().map(|v| {
                let r = match &v[i] {
                    ArgSyntax::Str { content, .. } => content.clone(),
                    other => other.range(),
                };
                call.span(r)
            });
            let span = span.unwrap_or(call.arg(0));
            if let Some(s) = item.clone().try_cast::<SortNode>() {
                host.spec.graph.push(GraphItem::SortBy { archetype: s.archetype, key: s.key, span });
            } else if let Some(s) = item.clone().try_cast::<SnapshotNode>() {
                host.spec.graph.push(GraphItem::System { name: snapshot_system(&s.comp), span });
                host.snapshots.push((s.comp, span));
            } else if let Ok(name) = item.clone().into_immutable_string() {
                host.spec.graph.push(GraphItem::System { name: name.to_string(), span });
            } else {
                host.diags.push(
                    Diagnostic::error(format!(
                        "graph entries are system names, `sort_by(...)` or `snapshot(...)`, found {}",
                        type_name(&item)
                    ))
                    .at(span, "here"),
                );
            }
        }
    });
}

/// What a learner sees: the episode, action/observation spaces, exports and imports.
fn register_ports(engine: &mut Engine, host: &Shared) {
    let h = host.clone();
    engine.register_fn("episode", move |ctx: NativeCallContext, _: &mut Env, map: Dynamic| {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        episode(&mut host, &call, map);
    });
    let h = host.clone();
    engine.register_fn("space", move |ctx: NativeCallContext, _: &mut Env, port: Dynamic, map: Dynamic| {
        let mut host = h.borrow_mut();
        let call = locate(&host, &ctx);
        space(&mut host, &call, port, map);
    });

    for (fname, export) in [("output", true), ("input", false)] {
        {
            let h = host.clone();
            engine.register_fn(
                fname,
                move |ctx: NativeCallContext, _: &mut Env, name: Dynamic, arch: Dynamic, comp: Dynamic| {
                    let mut host = h.borrow_mut();
                    let call = locate(&host, &ctx);
                    port(&mut host, &call, export, name, Some(arch), comp);
                },
            );
            let h = host.clone();
            engine.register_fn(fname, move |ctx: NativeCallContext, _: &mut Env, name: Dynamic, comp: Dynamic| {
                let mut host = h.borrow_mut();
                let call = locate(&host, &ctx);
                port(&mut host, &call, export, name, None, comp);
            });
            let h = host.clone();
            engine.register_fn(
                fname,
                move |ctx: NativeCallContext,
                      _: &mut Env,
                      name: Dynamic,
                      arch: Dynamic,
                      comp: Dynamic,
                      opts: Dynamic| {
                    let mut host = h.borrow_mut();
                    let call = locate(&host, &ctx);
                    if !export {
                        host.diags.push(
                            Diagnostic::error("an import takes no options")
                                .at(call.arg(3), "here")
                                .note("`max_rows` pads an export (`e.output`) of worlds whose row counts differ"),
                        );
                        return;
                    }
                    let before = host.spec.exports.len();
                    port(&mut host, &call, export, name, Some(arch), comp);
                    if host.spec.exports.len() > before {
                        padded(&mut host, &call, opts);
                    }
                },
            );
        }
    }
}

fn string_arg(host: &mut Host, call: &Call, i: usize, v: Dynamic, what: &str) -> Option<String> {
    match v.clone().into_immutable_string() {
        Ok(s) => Some(s.to_string()),
        Err(_) => {
            host.diags.push(
                Diagnostic::error(format!("{what} must be a string, found {}", type_name(&v))).at(call.arg(i), "here"),
            );
            None
        }
    }
}

/// Key and value spans of a map literal argument, when the literal matches the value.
fn literal_entries(call: &Call, i: usize, map: &Map) -> std::collections::HashMap<String, (Span, Span)> {
    let mut out = std::collections::HashMap::new();
    if let Some(ArgSyntax::Map { entries, .. }) = call.arg_syntax(i) {
        let same = entries.len() == map.len() && entries.iter().all(|(k, _, _)| map.contains_key(k.as_str()));
        if same {
            for (k, kr, v) in entries {
                let vr = match v {
                    ArgSyntax::Str { content, .. } => content.clone(),
                    other => other.range(),
                };
                out.insert(k.clone(), (call.span(kr.clone()), call.span(vr)));
            }
        }
    }
    out
}

/// Map entries in the order they are written (by key span), else Rhai's sorted order.
fn ordered(map: &Map, spans: &std::collections::HashMap<String, (Span, Span)>) -> Vec<(String, Dynamic)> {
    let mut v: Vec<(String, Dynamic)> = map.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
    if spans.len() == map.len() {
        v.sort_by_key(|(k, _)| spans[k].0.start);
    }
    v
}

fn declare_component(host: &mut Host, call: &Call, name: Dynamic, fields: Dynamic, singleton: bool) {
    let what = if singleton { "singleton" } else { "component" };
    let Some(name) = string_arg(host, call, 0, name, &format!("the {what} name")) else {
        return;
    };
    let Some(map) = fields.clone().try_cast::<Map>() else {
        host.diags.push(
            Diagnostic::error(format!("the fields of `{name}` must be a map, found {}", type_name(&fields)))
                .at(call.arg(1), "not a map")
                .note(format!("usage: e.{what}(\"{name}\", #{{ x: \"float\", v: \"vec3\" }})")),
        );
        return;
    };
    let spans = literal_entries(call, 1, &map);
    if spans.len() != map.len() && map.len() > 1 {
        host.diags.push(
            Diagnostic::warning(format!("fields of `{name}` are in alphabetical order"))
                .at(call.arg(1), "this map is not a literal in the call")
                .note("Rhai maps are sorted; write the map literally in the call (`#{ ... }`) to keep the order you wrote"),
        );
    }
    let mut defs = Vec::new();
    for (k, v) in ordered(&map, &spans) {
        let (kspan, vspan) = spans.get(&k).cloned().unwrap_or((call.arg(1), call.arg(1)));
        let Ok(ts) = v.clone().into_immutable_string() else {
            host.diags.push(
                Diagnostic::error(format!(
                    "the type of field `{k}` must be a string like \"float\", found {}",
                    type_name(&v)
                ))
                .at(vspan, "here"),
            );
            continue;
        };
        let aliases = host.spec.aliases.clone();
        let parsed = lengths_from_constants(&ts, &host.spec.constants)
            .and_then(|ts| ValueType::parse_with(&ts, &|n| aliases.iter().find(|a| a.name == n).map(|a| a.ty.clone())));
        match parsed {
            Ok(ty) => defs.push(FieldDef { name: k, ty, span: kspan }),
            Err(e) => {
                let mut lines = e.lines();
                let mut d =
                    Diagnostic::error(lines.next().unwrap_or_default()).at(vspan, format!("type of field `{k}`"));
                for l in lines {
                    d = d.note(l);
                }
                host.diags.push(d);
            }
        }
    }
    host.spec.components.push(ComponentDef { name, fields: defs, singleton, span: call.arg(0) });
}

fn port(host: &mut Host, call: &Call, export: bool, name: Dynamic, arch: Option<Dynamic>, comp: Dynamic) {
    let kind = if export { "export" } else { "import" };
    let Some(name) = string_arg(host, call, 0, name, &format!("the {kind} name")) else {
        return;
    };
    let archetype = match arch {
        Some(a) => match string_arg(host, call, 1, a, "the archetype") {
            Some(a) => Some(a),
            None => return,
        },
        None => None,
    };
    let ci = if archetype.is_some() { 2 } else { 1 };
    let Some(comp) = string_arg(host, call, ci, comp, "the component") else {
        return;
    };
    let (component, field) = match comp.split_once('.') {
        Some((c, f)) => (c.to_string(), Some(f.to_string())),
        None => (comp, None),
    };
    let def = PortDef { name, archetype, component, field, rows: PortRows::Uniform, span: call.arg(0) };
    if export {
        host.spec.exports.push(def);
    } else {
        host.spec.imports.push(def);
    }
}

/// The most rows per world a padded export may declare.
pub(crate) const MAX_PADDED_ROWS: i64 = 1 << 24;

/// `e.output(name, arch, comp, #{ max_rows: N, count: "name" })`: the export just declared
/// becomes padded to `N` rows per world, and a companion export (`count`, by default
/// `<name>_count`) gives each world's row count.
fn padded(host: &mut Host, call: &Call, opts: Dynamic) {
    let usage = "usage: e.output(\"ships\", \"Ship\", \"Pos\", #{ max_rows: 256 }) (optional: count: \"ship_count\")";
    let Some(map) = opts.clone().try_cast::<Map>() else {
        host.diags.push(
            Diagnostic::error(format!("export options must be a map, found {}", type_name(&opts)))
                .at(call.arg(3), "not a map")
                .note(usage),
        );
        return;
    };
    let spans = literal_entries(call, 3, &map);
    let key_at = |k: &str| spans.get(k).map_or(call.arg(3), |s| s.0);
    let value_at = |k: &str| spans.get(k).map_or(call.arg(3), |s| s.1);
    let mut max = None;
    let mut count = None;
    let mut unknown = false;
    for (k, v) in ordered(&map, &spans) {
        match k.as_str() {
            "max_rows" => match v.as_int() {
                Ok(n) if (1..=MAX_PADDED_ROWS).contains(&n) => max = Some(n as u32),
                _ => host.diags.push(
                    Diagnostic::error(format!(
                        "`max_rows` must be an integer from 1 to {MAX_PADDED_ROWS}, found {}",
                        if v.is_int() { v.to_string() } else { type_name(&v).to_string() }
                    ))
                    .at(value_at("max_rows"), "rows per world"),
                ),
            },
            "count" => match v.clone().into_immutable_string() {
                Ok(c) => count = Some(c.to_string()),
                Err(_) => host.diags.push(
                    Diagnostic::error(format!(
                        "`count` must be a string (the name of the row-count export), found {}",
                        type_name(&v)
                    ))
                    .at(value_at("count"), "here"),
                ),
            },
            other => {
                unknown = true;
                host.diags.push(
                    Diagnostic::error(format!("unknown export option `{other}`"))
                        .at(key_at(other), "not an option")
                        .note("the options are `max_rows` (required) and `count`")
                        .note(usage),
                );
            }
        }
    }
    let Some(max) = max else {
        if !map.contains_key("max_rows") && !unknown {
            host.diags.push(Diagnostic::error("export options need `max_rows`").at(call.arg(3), "here").note(usage));
        }
        return;
    };
    let def = host.spec.exports.last_mut().expect("just declared");
    if def.archetype.is_none() {
        return;
    }
    def.rows = PortRows::Padded(max);
    let companion = PortDef {
        name: count.unwrap_or_else(|| format!("{}_count", def.name)),
        archetype: def.archetype.clone(),
        component: def.component.clone(),
        field: None,
        rows: PortRows::Count,
        span: call.arg(3),
    };
    host.spec.exports.push(companion);
}

/// `e.episode(#{ obs, action, reward, terminated, truncated, action_mask })`: which ports a
/// learner reads.
/// The names are checked against the ports once the script has run (`validate`).
fn episode(host: &mut Host, call: &Call, map: Dynamic) {
    let Some(m) = map.clone().try_cast::<Map>() else {
        host.diags.push(
            Diagnostic::error(format!("the episode must be a map, found {}", type_name(&map)))
                .at(call.arg(0), "not a map")
                .note(format!("usage: {EPISODE_USAGE}")),
        );
        return;
    };
    if let Some(first) = host.spec.episode.as_ref().map(|e| e.span) {
        host.diags.push(
            Diagnostic::error("the episode is declared twice")
                .at(call.name, "declared again here")
                .with(first, "first declared here"),
        );
        return;
    }
    let spans = literal_entries(call, 0, &m);
    let mut found: std::collections::HashMap<&str, Named> = std::collections::HashMap::new();
    let roles = ["obs", "action", "reward", "terminated", "truncated", "action_mask"];
    let mut ok = true;
    for (k, v) in ordered(&m, &spans) {
        let (kspan, vspan) = spans.get(&k).cloned().unwrap_or((call.arg(0), call.arg(0)));
        let Some(role) = roles.iter().find(|r| **r == k) else {
            ok = false;
            let mut d = Diagnostic::error(format!("unknown episode entry `{k}`")).at(kspan, "not an entry");
            if let Some(h) = did_you_mean(&k, roles.iter().copied()) {
                d = d.note(h);
            }
            host.diags.push(d.note(format!("usage: {EPISODE_USAGE}")));
            continue;
        };
        match v.clone().into_immutable_string() {
            Ok(name) => {
                found.insert(role, Named { name: name.to_string(), span: vspan });
            }
            Err(_) => {
                ok = false;
                host.diags.push(
                    Diagnostic::error(format!(
                        "episode entry `{k}` must name a port (a string), found {}",
                        type_name(&v)
                    ))
                    .at(vspan, "here"),
                );
            }
        }
    }
    let missing: Vec<&str> = roles[..4].iter().copied().filter(|r| !found.contains_key(r)).collect();
    if !missing.is_empty() {
        if ok {
            host.diags.push(
                Diagnostic::error(format!("the episode needs `{}`", missing.join("`, `")))
                    .at(call.arg(0), "here")
                    .note(format!("usage: {EPISODE_USAGE}")),
            );
        }
        return;
    }
    let mut take = |r: &str| found.remove(r);
    host.spec.episode = Some(EpisodeDef {
        obs: take("obs").expect("checked"),
        action: take("action").expect("checked"),
        reward: take("reward").expect("checked"),
        terminated: take("terminated").expect("checked"),
        truncated: take("truncated"),
        action_mask: take("action_mask"),
        span: call.name,
    });
}

/// `e.space("port", #{ n: N })` or `#{ low: .., high: .. }`.
fn space(host: &mut Host, call: &Call, port: Dynamic, map: Dynamic) {
    let Some(port) = string_arg(host, call, 0, port, "the port name") else {
        return;
    };
    let Some(m) = map.clone().try_cast::<Map>() else {
        host.diags.push(
            Diagnostic::error(format!("the space of `{port}` must be a map, found {}", type_name(&map)))
                .at(call.arg(1), "not a map")
                .note(format!("usage: {SPACE_USAGE}")),
        );
        return;
    };
    let spans = literal_entries(call, 1, &m);
    let value_at = |k: &str| spans.get(k).map_or(call.arg(1), |s| s.1);
    let keys: Vec<String> = m.keys().map(|k| k.to_string()).collect();
    let kind = match keys.iter().map(|k| k.as_str()).collect::<Vec<_>>().as_slice() {
        ["n"] => {
            let v = m["n"].clone();
            match v.as_int() {
                Ok(n) if (1..=i32::MAX as i64).contains(&n) => SpaceKind::Discrete(n as u32),
                _ => {
                    host.diags.push(
                        Diagnostic::error(format!(
                            "`n` must be a whole number of choices, at least 1, found {}",
                            if v.is_int() { v.to_string() } else { type_name(&v).to_string() }
                        ))
                        .at(value_at("n"), "here"),
                    );
                    return;
                }
            }
        }
        ["high", "low"] | ["low", "high"] => {
            let (Some(low), Some(high)) = (
                bounds(host, value_at("low"), "low", m["low"].clone()),
                bounds(host, value_at("high"), "high", m["high"].clone()),
            ) else {
                return;
            };
            SpaceKind::Box { low, high }
        }
        _ => {
            host.diags.push(
                Diagnostic::error(format!("the space of `{port}` takes `n`, or `low` and `high`"))
                    .at(call.arg(1), "here")
                    .note(format!("usage: {SPACE_USAGE}")),
            );
            return;
        }
    };
    if let Some(first) = host.spec.spaces.iter().find(|s| s.port == port).map(|s| s.span) {
        host.diags.push(
            Diagnostic::error(format!("the space of `{port}` is declared twice"))
                .at(call.arg(0), "declared again here")
                .with(first, "first declared here"),
        );
        return;
    }
    host.spec.spaces.push(SpaceDef { port, kind, span: call.arg(0) });
}

/// One bound or a list of them: numbers, or "inf" / "-inf".
fn bounds(host: &mut Host, at: Span, what: &str, v: Dynamic) -> Option<Vec<f64>> {
    let one = |x: &Dynamic| -> Option<f64> {
        if let Ok(i) = x.as_int() {
            return Some(i as f64);
        }
        if let Ok(f) = x.as_float() {
            return (!f.is_nan()).then_some(f);
        }
        match x.clone().into_immutable_string().ok()?.as_str() {
            "inf" | "+inf" => Some(f64::INFINITY),
            "-inf" => Some(f64::NEG_INFINITY),
            _ => None,
        }
    };
    let list: Vec<Dynamic> = match v.clone().try_cast::<rhai::Array>() {
        Some(a) => a,
        None => vec![v.clone()],
    };
    let mut out = Vec::with_capacity(list.len());
    for x in &list {
        match one(x) {
            Some(f) => out.push(f),
            None => {
                host.diags.push(
                    Diagnostic::error(format!(
                        "`{what}` must be a number, \"inf\", \"-inf\" or a list of them, found {}",
                        if x.is_string() { format!("\"{x}\"") } else { type_name(x).to_string() }
                    ))
                    .at(at, "here"),
                );
                return None;
            }
        }
    }
    if out.is_empty() {
        host.diags.push(Diagnostic::error(format!("`{what}` is an empty list")).at(at, "here"));
        return None;
    }
    Some(out)
}

/// Whether `bytes` more system code keep the total under [`MAX_CODE_BYTES`]; reports once
/// when not.
fn code_fits(host: &mut Host, call: &Call, bytes: usize) -> bool {
    let total: usize = host.spec.code.iter().map(|c| c.text.len()).sum::<usize>() + bytes;
    if total <= MAX_CODE_BYTES {
        return true;
    }
    if !host.diags.iter().any(|d| d.message.starts_with("more than")) {
        host.diags.push(
            Diagnostic::error(format!("more than {} MiB of system code", MAX_CODE_BYTES >> 20))
                .at(call.name, "this adds more")
                .note("is `e.systems(...)` called in a loop?"),
        );
    }
    false
}

/// Locates system code in its script so positions inside it map to the script's own lines.
fn code_chunk(host: &mut Host, call: &Call, code: String) -> CodeChunk {
    if let Some(ArgSyntax::Str { content, .. }) = call.arg_syntax(0) {
        let text = &host.sources.file(call.file).text;
        if let Some(found) = text.get(content.clone()).and_then(|t| t.find(code.as_str())) {
            return CodeChunk { text: code, file: call.file, offset: (content.start + found) as u32 };
        }
    }
    // Built at run time (interpolation, concatenation): give it a file of its own.
    let f = host.sources.file(call.file);
    let (line, _) = f.line_col(call.name.start as usize);
    let name = format!("{}:{line} (system code)", f.name);
    let id = host.sources.add(name, None, code.clone());
    CodeChunk { text: code, file: id, offset: 0 }
}

/// Resolves `import "name"` to `name.rhai` beside the importing file, then in the stdlib.
struct Resolver {
    host: Shared,
}

impl rhai::ModuleResolver for Resolver {
    fn resolve(&self, engine: &Engine, source: Option<&str>, path: &str, pos: Position) -> RResult<Rc<rhai::Module>> {
        let file_name = if path.ends_with(".rhai") { path.to_string() } else { format!("{path}.rhai") };
        let importer = {
            let host = self.host.borrow();
            let id = file_of_source(&host.sources, source);
            host.sources.file(id).path.clone()
        };
        let mut candidates = Vec::new();
        if let Some(dir) = importer.as_ref().and_then(|p| p.parent()) {
            candidates.push(dir.join(&file_name));
        }
        candidates.push(stdlib_dir().join(&file_name));
        let Some(full) = candidates.iter().find(|p| p.is_file()).cloned() else {
            let tried: Vec<String> = candidates.iter().map(|p| p.display().to_string()).collect();
            return Err(Box::new(EvalAltResult::ErrorModuleNotFound(
                format!("{path} (looked in {})", tried.join(", ")),
                pos,
            )));
        };
        // A module imported again is the same module: evaluate each file once. A file that is
        // still being evaluated higher up is an import cycle, which would recurse forever.
        let key = full.canonicalize().unwrap_or_else(|_| full.clone());
        {
            let host = self.host.borrow();
            if let Some(m) = host.modules.get(&key) {
                return Ok(m.clone());
            }
            if let Some(at) = host.importing.iter().position(|p| *p == key) {
                let mut chain: Vec<String> = host.importing[at..].iter().map(|p| display_path(p)).collect();
                chain.push(display_path(&key));
                let msg = format!("{IMPORT_CYCLE}: {}", chain.join(" imports "));
                return Err(Box::new(EvalAltResult::ErrorRuntime(Dynamic::from(msg), pos)));
            }
        }
        let (name, text) = {
            let mut host = self.host.borrow_mut();
            match host.sources.find_path(&full) {
                Some(id) => (host.sources.file(id).name.clone(), host.sources.file(id).text.clone()),
                None => {
                    let text = mw_runtime::source::read_source(&full).map_err(|e| {
                        Box::new(EvalAltResult::ErrorRuntime(Dynamic::from(format!("{IMPORT_READ}: {e}")), pos))
                    })?;
                    let name = display_path(&full);
                    host.sources.add(name.clone(), Some(full.clone()), text.clone());
                    (name, text)
                }
            }
        };
        let wrap = |e: Box<EvalAltResult>| Box::new(EvalAltResult::ErrorInModule(name.clone(), e, pos));
        let mut ast = engine.compile(&text).map_err(|e| wrap(Box::new(EvalAltResult::ErrorParsing(*e.0, e.1))))?;
        ast.set_source(name.as_str());
        self.host.borrow_mut().importing.push(key.clone());
        let module = rhai::Module::eval_ast_as_new(rhai::Scope::new(), &ast, engine);
        self.host.borrow_mut().importing.pop();
        let module: Rc<rhai::Module> = module.map_err(wrap)?.into();
        self.host.borrow_mut().modules.insert(key, module.clone());
        Ok(module)
    }
}

/// A constant's value: a number, a bool, or an array of one kind of them (ints and floats
/// together make floats).
fn const_value(name: &str, v: &Dynamic) -> Result<ConstValue, String> {
    if let Ok(i) = v.as_int() {
        return Ok(ConstValue::Int(i));
    }
    if let Ok(f) = v.as_float() {
        return Ok(ConstValue::Float(f));
    }
    if let Ok(b) = v.as_bool() {
        return Ok(ConstValue::Bool(b));
    }
    let Some(items) = v.read_lock::<rhai::Array>() else {
        return Err(format!("constant `{name}` must be a number, a bool or an array of them, found {}", type_name(v)));
    };
    if items.is_empty() || items.len() > mw_runtime::schema::MAX_CONST_ARRAY {
        return Err(format!(
            "constant array `{name}` has {} elements; it needs 1 to {}",
            items.len(),
            mw_runtime::schema::MAX_CONST_ARRAY
        ));
    }
    let all = |f: &dyn Fn(&Dynamic) -> bool| items.iter().all(f);
    if all(&|x| x.as_int().is_ok()) {
        let mut out = Vec::with_capacity(items.len());
        for (k, x) in items.iter().enumerate() {
            let i = x.as_int().expect("checked");
            if i < i32::MIN as i64 || i > i32::MAX as i64 {
                return Err(format!("constant array `{name}`: element {k} ({i}) does not fit in int"));
            }
            out.push(ConstValue::Int(i));
        }
        return Ok(ConstValue::Array(out));
    }
    if all(&|x| x.as_int().is_ok() || x.as_float().is_ok()) {
        let f = |x: &Dynamic| x.as_float().unwrap_or_else(|_| x.as_int().expect("checked") as f64);
        return Ok(ConstValue::Array(items.iter().map(|x| ConstValue::Float(f(x))).collect()));
    }
    if all(&|x| x.as_bool().is_ok()) {
        return Ok(ConstValue::Array(items.iter().map(|x| ConstValue::Bool(x.as_bool().expect("checked"))).collect()));
    }
    let bad = items.iter().position(|x| x.as_int().is_err() && x.as_float().is_err() && x.as_bool().is_err());
    Err(match bad {
        Some(k) => format!("constant array `{name}`: element {k} is {}, not a number or bool", type_name(&items[k])),
        None => format!("constant array `{name}` mixes numbers and bools; its elements must be of one kind"),
    })
}
