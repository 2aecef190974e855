//! Checks of a [`Spec`] that need no system code: names, archetypes, exports.
//!
//! Whoever builds a spec (the Rhai host, a Rust program) gets the same errors, each at the span
//! of the declaration that caused it. Checks that need the system code (unknown systems in the
//! graph, queries) belong to the compiler.

use std::collections::HashMap;

use crate::layout::{Layout, element_shape};
use crate::schema::{GraphItem, Named, PortDef, PortRows, Scalar, SpaceKind, Spec, ValueType};
use crate::source::{Diagnostic, Diagnostics, Span, did_you_mean};

/// Is `s` a plain identifier (`[A-Za-z_][A-Za-z0-9_]*`)?
pub(crate) fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn with_hint(d: Diagnostic, hint: Option<String>) -> Diagnostic {
    match hint {
        Some(h) => d.note(h),
        None => d,
    }
}

/// All problems found in the spec.
pub fn validate(spec: &Spec) -> Diagnostics {
    let mut out = Vec::new();
    let layout = Layout::of(spec);
    check_components(spec, &layout, &mut out);
    check_archetypes(spec, &mut out);
    check_names(spec, &mut out);
    check_graph(spec, &mut out);
    check_ports(spec, &layout, &mut out);
    check_episode(spec, &layout, &mut out);
    out
}

/// A declared name must be an identifier and not a built-in type's.
fn name_check(out: &mut Diagnostics, what: &str, name: &str, span: Span) {
    if !is_ident(name) {
        out.push(
            Diagnostic::error(format!("{what} name `{name}` is not an identifier"))
                .at(span, "declared here")
                .note("names start with a letter or `_` and contain only letters, digits and `_`"),
        );
    } else if ValueType::BASE_NAMES.contains(&name) {
        out.push(Diagnostic::error(format!("{what} name `{name}` is a built-in type")).at(span, "declared here"));
    }
}

/// Components and their fields.
fn check_components(spec: &Spec, layout: &Layout, out: &mut Diagnostics) {
    let mut seen: HashMap<&str, Span> = HashMap::new();
    for (ci, c) in spec.components.iter().enumerate() {
        name_check(out, "component", &c.name, c.span);
        if let Some(first) = seen.insert(&c.name, c.span) {
            out.push(
                Diagnostic::error(format!("component `{}` is declared twice", c.name))
                    .at(c.span, "declared again here")
                    .with(first, "first declared here"),
            );
        }
        let size = layout.components[ci].size;
        let field_too_big = c.fields.iter().any(|f| f.ty.check_size().is_err());
        match size {
            n if n <= crate::limits::MAX_VALUE_BYTES || field_too_big => {}
            _ => {
                let how =
                    if size == usize::MAX { "larger than 2^64 bytes".to_string() } else { format!("{size} bytes") };
                out.push(
                    Diagnostic::error(format!("component `{}` is {how}", c.name))
                        .at(c.span, "declared here")
                        .note(format!(
                            "a component (and each field) can be at most {}; split it, or keep large data in fewer, larger rows",
                            crate::schema::human_bytes(crate::limits::MAX_VALUE_BYTES)
                        )),
                );
            }
        }
        let mut fields: HashMap<&str, Span> = HashMap::new();
        for f in &c.fields {
            if let Err(e) = f.ty.check_size() {
                out.push(
                    Diagnostic::error(format!("field `{}` of type `{}` {e}", f.name, f.ty)).at(f.span, "declared here"),
                );
            }
            name_check(out, "field", &f.name, f.span);
            if let Some(first) = fields.insert(&f.name, f.span) {
                out.push(
                    Diagnostic::error(format!("field `{}` appears twice in component `{}`", f.name, c.name))
                        .at(f.span, "again here")
                        .with(first, "first here"),
                );
            }
        }
    }
}

/// Archetypes, and how many archetypes and components there are.
fn check_archetypes(spec: &Spec, out: &mut Diagnostics) {
    let mut seen: HashMap<&str, Span> = HashMap::new();
    for a in &spec.archetypes {
        name_check(out, "archetype", &a.name, a.span);
        if let Some(first) = seen.insert(&a.name, a.span) {
            out.push(
                Diagnostic::error(format!("archetype `{}` is declared twice", a.name))
                    .at(a.span, "declared again here")
                    .with(first, "first declared here"),
            );
        }
        if spec.component(&a.name).is_some() {
            out.push(
                Diagnostic::error(format!("archetype `{}` has the same name as a component", a.name))
                    .at(a.span, "archetype declared here")
                    .note("give the archetype a name of its own, e.g. the plural or the kind of thing"),
            );
        }
        for (i, c) in a.components.iter().enumerate() {
            let comp = spec.comp(*c);
            if comp.singleton {
                out.push(
                    Diagnostic::error(format!("singleton `{}` can't be a column of archetype `{}`", comp.name, a.name))
                        .at(a.span, "in this archetype")
                        .with(comp.span, "declared as a singleton here")
                        .note(
                            "a singleton exists once per world; declare it with `component` to give every entity one",
                        ),
                );
            }
            if a.components[..i].contains(c) {
                out.push(
                    Diagnostic::error(format!("component `{}` is listed twice in archetype `{}`", comp.name, a.name))
                        .at(a.span, "in this archetype"),
                );
            }
        }
    }

    for (what, n, max, span) in [
        ("archetypes", spec.archetypes.len(), crate::limits::MAX_ARCHETYPES, spec.archetypes.last().map(|a| a.span)),
        ("components", spec.components.len(), crate::limits::MAX_COMPONENTS, spec.components.last().map(|c| c.span)),
    ] {
        if n > max {
            let mut d = Diagnostic::error(format!("the environment declares {n} {what}; the limit is {max}"));
            if let Some(s) = span {
                d = d.at(s, "the last one");
            }
            out.push(d);
        }
    }
}

/// Constants and type aliases.
fn check_names(spec: &Spec, out: &mut Diagnostics) {
    let mut seen: HashMap<&str, Span> = HashMap::new();
    for k in &spec.constants {
        name_check(out, "constant", &k.name, k.span);
        if let Some(first) = seen.insert(&k.name, k.span) {
            out.push(
                Diagnostic::error(format!("constant `{}` is declared twice", k.name))
                    .at(k.span, "declared again here")
                    .with(first, "first declared here"),
            );
        }
    }

    // Type aliases.
    let mut seen: HashMap<&str, Span> = HashMap::new();
    for a in &spec.aliases {
        name_check(out, "type alias", &a.name, a.span);
        if let Some(first) = seen.insert(&a.name, a.span) {
            out.push(
                Diagnostic::error(format!("type alias `{}` is declared twice", a.name))
                    .at(a.span, "declared again here")
                    .with(first, "first declared here"),
            );
        } else if spec.component(&a.name).is_some() || spec.archetype(&a.name).is_some() {
            out.push(
                Diagnostic::error(format!("type alias `{}` has the name of a component or archetype", a.name))
                    .at(a.span, "declared here"),
            );
        }
    }
}

/// The graph's engine nodes: its length, and each sort's archetype and key.
fn check_graph(spec: &Spec, out: &mut Diagnostics) {
    if spec.graph.len() > crate::limits::MAX_GRAPH_NODES {
        let at = spec.graph[crate::limits::MAX_GRAPH_NODES].span();
        out.push(
            Diagnostic::error(format!(
                "the graph has {} entries; the limit is {}",
                spec.graph.len(),
                crate::limits::MAX_GRAPH_NODES
            ))
            .at(at, "one too many")
            .note("a system that must run several times a step can loop inside instead"),
        );
    }
    for g in &spec.graph {
        if let GraphItem::SortBy { archetype, key, span } = g {
            let Some(aid) = spec.archetype(archetype) else {
                out.push(with_hint(
                    Diagnostic::error(format!("sort node names unknown archetype `{archetype}`")).at(*span, "here"),
                    did_you_mean(archetype, spec.archetypes.iter().map(|a| a.name.as_str())),
                ));
                continue;
            };
            let Some((cname, fname)) = key.split_once('.') else {
                out.push(Diagnostic::error(format!("sort key `{key}` must be `Component.field`")).at(*span, "here"));
                continue;
            };
            let comp = spec.component(cname).filter(|c| spec.arch(aid).components.contains(c));
            let Some(cid) = comp else {
                out.push(
                    Diagnostic::error(format!("archetype `{archetype}` has no component `{cname}` to sort by"))
                        .at(*span, "here"),
                );
                continue;
            };
            match spec.comp(cid).fields.iter().find(|f| f.name == fname) {
                Some(f) if matches!(f.ty, ValueType::Int | ValueType::Uint) => {}
                Some(f) => out.push(
                    Diagnostic::error(format!("sort key `{key}` has type {}, not int or uint", f.ty)).at(*span, "here"),
                ),
                None => {
                    out.push(Diagnostic::error(format!("component `{cname}` has no field `{fname}`")).at(*span, "here"))
                }
            }
        }
    }
}

/// Exports and imports: names, and what each names.
fn check_ports(spec: &Spec, layout: &Layout, out: &mut Diagnostics) {
    for (kind, ports) in [("export", &spec.exports), ("import", &spec.imports)] {
        let mut seen: HashMap<&str, (Span, PortRows)> = HashMap::new();
        for p in ports {
            // Names are given on the command line as NAME=FILE.
            if p.name.is_empty() || p.name.contains('=') || p.name.chars().any(|c| c.is_whitespace() || c.is_control())
            {
                out.push(
                    Diagnostic::error(format!("{kind} name `{}` can't be used on the command line", p.name.escape_debug()))
                        .at(p.span, "this name")
                        .note("a name needs at least one character and no `=`, spaces or control characters (`--dump NAME=FILE`)"),
                );
                continue;
            }
            if let Some((first, rows)) = seen.insert(&p.name, (p.span, p.rows)) {
                let mut d = Diagnostic::error(format!("{kind} `{}` is declared twice", p.name))
                    .at(p.span, "declared again here")
                    .with(first, "first declared here");
                if rows == PortRows::Count || p.rows == PortRows::Count {
                    d = d.note(format!(
                        "a padded export adds an export of its row counts, named `<export>_count` unless its \
                         options say `count: \"...\"`; `{}` is one",
                        p.name
                    ));
                }
                out.push(d);
            }
            // A padded export's row count is checked with the export it belongs to.
            if p.rows == PortRows::Count {
                continue;
            }
            if let Err(d) = check_port(spec, layout, kind, p) {
                out.push(d);
            }
        }
    }
}

/// The scalar type and element count of a declared port, when it is well formed.
fn port_element(spec: &Spec, layout: &Layout, p: &PortDef) -> Option<(Scalar, usize)> {
    if p.rows == PortRows::Count {
        return Some((Scalar::I32, 1));
    }
    check_port(spec, layout, "port", p).ok()?;
    let e = element_shape(spec, layout, spec.component(&p.component)?, p.field.as_deref()).ok()?;
    Some((e.scalar, e.dims.iter().product()))
}

/// `e.episode` names ports of the right kinds; `e.space` fits its port.
fn check_episode(spec: &Spec, layout: &Layout, out: &mut Diagnostics) {
    let find = |import: bool, n: &Named| {
        let list = if import { &spec.imports } else { &spec.exports };
        list.iter().find(|p| p.name == n.name)
    };
    let missing = |import: bool, role: &str, n: &Named| {
        let (kind, list) = if import { ("import", &spec.imports) } else { ("export", &spec.exports) };
        let mut d = Diagnostic::error(format!("the episode's {role} `{}` is not an {kind}", n.name)).at(n.span, "here");
        if let Some(h) = did_you_mean(&n.name, list.iter().map(|p| p.name.as_str())) {
            d = d.note(h);
        }
        d.note(format!("declare it with `e.{}(\"{}\", ...)`", if import { "input" } else { "output" }, n.name))
    };
    if let Some(ep) = &spec.episode {
        let mut roles: Vec<(bool, &str, &Named)> = vec![
            (false, "obs", &ep.obs),
            (true, "action", &ep.action),
            (false, "reward", &ep.reward),
            (false, "terminated", &ep.terminated),
        ];
        if let Some(t) = &ep.truncated {
            roles.push((false, "truncated", t));
        }
        if let Some(m) = &ep.action_mask {
            roles.push((false, "action_mask", m));
        }
        for (import, role, n) in roles {
            let Some(p) = find(import, n) else {
                out.push(missing(import, role, n));
                continue;
            };
            let Some((scalar, count)) = port_element(spec, layout, p) else {
                continue;
            };
            if role == "action_mask" {
                if let Some(action) = find(true, &ep.action) {
                    check_action_mask(spec, layout, n, p, (scalar, count), action, out);
                }
                continue;
            }
            let want = match role {
                "reward" => Some(("one number", matches!(scalar, Scalar::F32 | Scalar::F64 | Scalar::I32))),
                "terminated" | "truncated" => Some(("one int or bool", matches!(scalar, Scalar::I32 | Scalar::U32))),
                _ => None,
            };
            if let Some((what, ok)) = want
                && (!ok || count != 1)
            {
                out.push(
                    Diagnostic::error(format!(
                        "the episode's {role} `{}` must hold {what} per world, but it holds {count} {} per row",
                        n.name,
                        scalar.name()
                    ))
                    .at(n.span, "here")
                    .with(p.span, "declared here")
                    .note(if role == "reward" {
                        "export one field of a singleton, e.g. `e.output(\"reward\", \"Score.value\")`"
                    } else {
                        "export one field of a singleton, e.g. `e.output(\"terminated\", \"Done.terminated\")`"
                    }),
                );
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    for sp in &spec.spaces {
        let p = spec.imports.iter().chain(&spec.exports).find(|p| p.name == sp.port);
        let Some(p) = p else {
            let mut d =
                Diagnostic::error(format!("`{}` is neither an export nor an import", sp.port)).at(sp.span, "here");
            if let Some(h) = did_you_mean(&sp.port, spec.imports.iter().chain(&spec.exports).map(|p| p.name.as_str())) {
                d = d.note(h);
            }
            out.push(d.note("declare the port with `e.output` or `e.input` before or after its space"));
            continue;
        };
        if !seen.insert(sp.port.as_str()) {
            continue;
        }
        let Some((scalar, count)) = port_element(spec, layout, p) else {
            continue;
        };
        match &sp.kind {
            SpaceKind::Discrete(_) => {
                if !matches!(scalar, Scalar::I32 | Scalar::U32) || count != 1 {
                    out.push(
                        Diagnostic::error(format!(
                            "a space of `n` choices needs one integer per row, but `{}` holds {count} {} per row",
                            sp.port,
                            scalar.name()
                        ))
                        .at(sp.span, "here")
                        .with(p.span, "declared here"),
                    );
                }
            }
            SpaceKind::Box { low, high } => {
                for (what, v) in [("low", low), ("high", high)] {
                    if v.len() != 1 && v.len() != count {
                        out.push(
                            Diagnostic::error(format!(
                                "`{what}` of `{}` has {} values; the port holds {count} per row (give one value, or {count})",
                                sp.port,
                                v.len()
                            ))
                            .at(sp.span, "here")
                            .with(p.span, "declared here"),
                        );
                    }
                }
                let at = |v: &Vec<f64>, i: usize| if v.len() == 1 { v[0] } else { v.get(i).copied().unwrap_or(v[0]) };
                if let Some(i) = (0..count.max(1)).find(|&i| at(low, i) > at(high, i)) {
                    out.push(
                        Diagnostic::error(format!(
                            "`low` is above `high` for element {i} of `{}` ({} > {})",
                            sp.port,
                            at(low, i),
                            at(high, i)
                        ))
                        .at(sp.span, "here"),
                    );
                }
            }
        }
    }
}

/// The episode's `action_mask` (the export `mask`, named at `n`): ints, a row where the action
/// has one (one per agent, or none for a one-agent action), and one element per action choice
/// when the action's space says how many there are.
fn check_action_mask(
    spec: &Spec,
    layout: &Layout,
    n: &Named,
    mask: &PortDef,
    (scalar, count): (Scalar, usize),
    action: &PortDef,
    out: &mut Diagnostics,
) {
    let usage = "export one int per action choice and row of the action (1: allowed, 0: not), e.g. a field \
                 `legal: \"int[N]\"` of the action's archetype: `e.output(\"mask\", \"Player\", \"Moves.legal\")`";
    if !matches!(scalar, Scalar::I32 | Scalar::U32) {
        out.push(
            Diagnostic::error(format!(
                "the episode's action_mask `{}` must hold ints (1: the choice is allowed, 0: not), but it holds {count} {} per row",
                n.name,
                scalar.name()
            ))
            .at(n.span, "here")
            .with(mask.span, "declared here")
            .note(usage),
        );
        return;
    }
    let rows = |p: &PortDef| match (&p.archetype, p.rows) {
        (None, _) => "one value per world (a singleton)".to_string(),
        (Some(a), PortRows::Padded(max)) => format!("a row per `{a}` (padded to {max})"),
        (Some(a), _) => format!("a row per `{a}`"),
    };
    if (&mask.archetype, mask.rows) != (&action.archetype, action.rows) {
        out.push(
            Diagnostic::error(format!(
                "the episode's action_mask `{}` has {}, but the action `{}` has {}",
                n.name,
                rows(mask),
                action.name,
                rows(action)
            ))
            .at(n.span, "here")
            .with(mask.span, "declared here")
            .with(action.span, "the action")
            .note("the mask needs the action's rows: one per agent (or one per world), each with an int per choice"),
        );
        return;
    }
    // How many choices each row of the action has, when its space says.
    let Some((ascalar, acount)) = port_element(spec, layout, action) else {
        return;
    };
    let choices = match spec.spaces.iter().find(|s| s.port == action.name).map(|s| &s.kind) {
        Some(SpaceKind::Discrete(k)) => Some(*k as f64),
        Some(SpaceKind::Box { low, high }) if matches!(ascalar, Scalar::I32 | Scalar::U32) => {
            let at = |v: &Vec<f64>, i: usize| v.get(i).or(v.first()).copied().unwrap_or(0.0);
            let per: Vec<f64> = (0..acount).map(|i| at(high, i) - at(low, i) + 1.0).collect();
            per.iter().all(|c| c.is_finite() && *c >= 1.0).then(|| per.iter().sum::<f64>())
        }
        _ => None,
    };
    if let Some(k) = choices
        && k != count as f64
    {
        out.push(
            Diagnostic::error(format!(
                "the episode's action_mask `{}` holds {count} ints per row, but the action `{}` has {k} choices",
                n.name, action.name
            ))
            .at(n.span, "here")
            .with(mask.span, "declared here")
            .note(if acount > 1 {
                "an action of several elements has the choices of each in turn (an element from `low` to `high` \
                 has high - low + 1)"
            } else {
                "an action of `n` choices (`e.space(\"action\", #{ n: N })`) needs N ints per row; one from `low` to \
                 `high` needs high - low + 1"
            }),
        );
    }
}

fn check_port(spec: &Spec, layout: &Layout, kind: &str, p: &PortDef) -> Result<(), Diagnostic> {
    let Some(cid) = spec.component(&p.component) else {
        return Err(with_hint(
            Diagnostic::error(format!("{kind} `{}` names unknown component `{}`", p.name, p.component))
                .at(p.span, format!("in this {kind}")),
            did_you_mean(&p.component, spec.components.iter().map(|c| c.name.as_str())),
        ));
    };
    match &p.archetype {
        None if !spec.comp(cid).singleton => {
            return Err(Diagnostic::error(format!(
                "{kind} `{}` names component `{}` without an archetype",
                p.name, p.component
            ))
            .at(p.span, format!("in this {kind}"))
            .note("name the archetype whose rows to view, or declare the component as a singleton"));
        }
        None => {}
        Some(a) => {
            let Some(aid) = spec.archetype(a) else {
                return Err(with_hint(
                    Diagnostic::error(format!("{kind} `{}` names unknown archetype `{a}`", p.name))
                        .at(p.span, format!("in this {kind}")),
                    did_you_mean(a, spec.archetypes.iter().map(|a| a.name.as_str())),
                ));
            };
            if !spec.arch(aid).components.contains(&cid) {
                return Err(Diagnostic::error(format!(
                    "{kind} `{}`: archetype `{a}` has no component `{}`",
                    p.name, p.component
                ))
                .at(p.span, format!("in this {kind}"))
                .with(spec.arch(aid).span, format!("`{a}` is declared here")));
            }
        }
    }
    element_shape(spec, layout, cid, p.field.as_deref())
        .map(|_| ())
        .map_err(|e| Diagnostic::error(format!("{kind} `{}`: {e}", p.name)).at(p.span, format!("in this {kind}")))
}
