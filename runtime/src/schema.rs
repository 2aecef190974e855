//! The environment spec: what a script declares, independent of how it was written.
//!
//! A [`Spec`] is plain data — components and their fields, archetypes, singletons, constants,
//! the system code (as source ranges), the graph order, exports and imports — each with the
//! [`Span`] of the script call that declared it. The Rhai host produces it; the system-language
//! compiler and the runtime consume it. Nothing here knows about Rhai.
//!
//! Field types are [`ValueType`]s, written in scripts as strings:
//!
//! | string            | type                                   | size |
//! |-------------------|----------------------------------------|------|
//! | `"bool"`          | true/false, stored as a 32-bit 0 or 1  | 4    |
//! | `"int"` `"uint"`  | 32-bit signed / unsigned integer       | 4    |
//! | `"float"`         | 32-bit IEEE float                      | 4    |
//! | `"double"`        | 64-bit IEEE float                      | 8    |
//! | `"vec2"` `"vec3"` `"vec4"` | 2–4 floats `x y z w`          | 8–16 |
//! | `"quat"`          | 4 floats `w x y z`                     | 16   |
//! | `"Entity"`        | entity reference `{id, gen}`           | 8    |
//! | `"float[8]"`      | fixed array of any of the above        | n·s  |
//!
//! The system language adds [`ValueType::Struct`]: structs declared in the systems code,
//! for locals, parameters and results (never fields of components).

use std::fmt;
use std::sync::Arc;

use crate::source::Span;

/// The element type of a field or of a value in the system language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueType {
    Bool,
    Int,
    Uint,
    Float,
    Double,
    Vec2,
    Vec3,
    Vec4,
    Quat,
    Entity,
    Array(Box<ValueType>, u32),
    /// A struct of the systems code (shared: values of one struct type point at one
    /// definition).
    Struct(Arc<StructDef>),
}

/// A struct declared in the systems code: named fields laid out in order, each at the next
/// multiple of its alignment; the size a multiple of the largest alignment (C's rule).
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct StructDef {
    pub name: String,
    pub fields: Vec<StructField>,
    pub size: u32,
    pub align: u32,
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub struct StructField {
    pub name: String,
    pub ty: ValueType,
    pub offset: u32,
}

impl StructDef {
    /// Lays out `fields` (name, type) in order.
    pub fn new(name: String, fields: Vec<(String, ValueType)>) -> StructDef {
        let mut at = 0usize;
        let mut align = 4usize;
        let fields = fields
            .into_iter()
            .map(|(name, ty)| {
                let a = ty.align();
                align = align.max(a);
                let offset = at.next_multiple_of(a);
                at = offset.saturating_add(ty.size());
                StructField { name, ty, offset: offset.min(u32::MAX as usize) as u32 }
            })
            .collect();
        let size = at.next_multiple_of(align).min(u32::MAX as usize) as u32;
        StructDef { name, fields, size, align: align as u32 }
    }

    pub fn field(&self, name: &str) -> Option<&StructField> {
        self.fields.iter().find(|f| f.name == name)
    }
}

/// The scalar a value type is made of, as seen by exports (NumPy dtypes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    I32,
    U32,
    F32,
    F64,
}

impl Scalar {
    pub fn size(self) -> usize {
        match self {
            Scalar::F64 => 8,
            _ => 4,
        }
    }

    /// The name messages use: `int32`, `uint32`, `float32`, `float64`.
    pub fn name(self) -> &'static str {
        match self {
            Scalar::I32 => "int32",
            Scalar::U32 => "uint32",
            Scalar::F32 => "float32",
            Scalar::F64 => "float64",
        }
    }

    /// NumPy dtype string (little endian).
    pub fn npy_descr(self) -> &'static str {
        match self {
            Scalar::I32 => "<i4",
            Scalar::U32 => "<u4",
            Scalar::F32 => "<f4",
            Scalar::F64 => "<f8",
        }
    }
}

impl ValueType {
    /// Parses `float`, `vec3`, `Entity`, `float[8]`, `int[4][2]` (C order: 4 arrays of 2).
    pub fn parse(s: &str) -> Result<ValueType, String> {
        ValueType::parse_with(s, &|_| None)
    }

    /// [`ValueType::parse`], with extra base names (type aliases) resolved by `alias`.
    pub fn parse_with(s: &str, alias: &dyn Fn(&str) -> Option<ValueType>) -> Result<ValueType, String> {
        let s = s.trim();
        let (base, mut rest) = match s.find('[') {
            Some(i) => (s[..i].trim(), &s[i..]),
            None => (s, ""),
        };
        let base = match base {
            "bool" => ValueType::Bool,
            "int" => ValueType::Int,
            "uint" => ValueType::Uint,
            "float" => ValueType::Float,
            "double" => ValueType::Double,
            "vec2" => ValueType::Vec2,
            "vec3" => ValueType::Vec3,
            "vec4" => ValueType::Vec4,
            "quat" => ValueType::Quat,
            "Entity" => ValueType::Entity,
            other if alias(other).is_some() => alias(other).expect("checked"),
            other => {
                let names = ValueType::BASE_NAMES.iter().copied();
                // First line: the message; further lines: hints.
                let hint = crate::source::did_you_mean(other, names).map(|h| format!("\n{h}")).unwrap_or_default();
                return Err(format!(
                    "unknown field type `{other}`{hint}\ntypes are {}, and arrays like `float[8]`",
                    ValueType::BASE_NAMES.join(", ")
                ));
            }
        };
        let mut dims: Vec<u32> = Vec::new();
        while !rest.is_empty() {
            let Some(close) = rest.find(']') else {
                return Err(format!("unclosed `[` in field type `{s}`"));
            };
            let n = rest[1..close].trim();
            let n: u32 = n.parse().map_err(|_| format!("array length `{n}` in `{s}` is not a positive integer"))?;
            if n == 0 || n > 1 << 16 {
                return Err(format!("array length {n} in `{s}` must be between 1 and 65536"));
            }
            dims.push(n);
            rest = rest[close + 1..].trim_start();
            if !rest.is_empty() && !rest.starts_with('[') {
                return Err(format!("unexpected `{rest}` after array length in `{s}`"));
            }
        }
        let ty = dims.into_iter().rev().fold(base, |t, n| ValueType::Array(Box::new(t), n));
        ty.check_size().map_err(|e| format!("type `{s}` {e}"))?;
        Ok(ty)
    }

    /// The size in bytes, or `None` if it does not fit in a `usize`.
    pub(crate) fn checked_size(&self) -> Option<usize> {
        match self {
            ValueType::Array(t, n) => t.checked_size()?.checked_mul(*n as usize),
            t => Some(t.size()),
        }
    }

    /// `Ok` when the type is at most [`MAX_VALUE_BYTES`](crate::limits::MAX_VALUE_BYTES); else
    /// the end of a sentence saying how large it is.
    pub fn check_size(&self) -> Result<(), String> {
        let max = crate::limits::MAX_VALUE_BYTES;
        match self.checked_size() {
            Some(n) if n <= max => Ok(()),
            Some(n) => Err(format!("is {} bytes; the largest a value can be is {}", n, human_bytes(max))),
            None => Err(format!("is larger than 2^64 bytes; the largest a value can be is {}", human_bytes(max))),
        }
    }

    pub const BASE_NAMES: [&'static str; 10] =
        ["bool", "int", "uint", "float", "double", "vec2", "vec3", "vec4", "quat", "Entity"];

    /// The size in bytes. Types from [`ValueType::parse`] and the checker are at most
    /// [`MAX_VALUE_BYTES`](crate::limits::MAX_VALUE_BYTES); a larger one saturates instead of
    /// wrapping, so it can never look small.
    pub fn size(&self) -> usize {
        match self {
            ValueType::Bool | ValueType::Int | ValueType::Uint | ValueType::Float => 4,
            ValueType::Double | ValueType::Vec2 | ValueType::Entity => 8,
            ValueType::Vec3 => 12,
            ValueType::Vec4 | ValueType::Quat => 16,
            ValueType::Array(t, n) => t.size().saturating_mul(*n as usize),
            ValueType::Struct(s) => s.size as usize,
        }
    }

    pub fn align(&self) -> usize {
        match self {
            ValueType::Double => 8,
            ValueType::Array(t, _) => t.align(),
            ValueType::Struct(s) => s.align as usize,
            _ => 4,
        }
    }

    /// The scalar this type is made of.
    pub fn scalar(&self) -> Scalar {
        match self {
            ValueType::Bool | ValueType::Int => Scalar::I32,
            ValueType::Uint | ValueType::Entity => Scalar::U32,
            ValueType::Float | ValueType::Vec2 | ValueType::Vec3 | ValueType::Vec4 | ValueType::Quat => Scalar::F32,
            ValueType::Double => Scalar::F64,
            ValueType::Array(t, _) => t.scalar(),
            // Structs are never fields of components, so never exported.
            ValueType::Struct(_) => Scalar::U32,
        }
    }

    /// Dimensions of this type as an array of its scalar (`[]` for a scalar, `[3]` for vec3).
    pub fn dims(&self) -> Vec<usize> {
        match self {
            ValueType::Vec2 | ValueType::Entity => vec![2],
            ValueType::Vec3 => vec![3],
            ValueType::Vec4 | ValueType::Quat => vec![4],
            ValueType::Array(t, n) => {
                let mut d = vec![*n as usize];
                d.extend(t.dims());
                d
            }
            _ => vec![],
        }
    }
}

/// `16 MiB`, `512 KiB`, `12 bytes`.
pub fn human_bytes(n: usize) -> String {
    if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else if n >= 1 << 10 && n.is_multiple_of(1 << 10) {
        format!("{} KiB", n >> 10)
    } else {
        format!("{n} bytes")
    }
}

impl fmt::Display for ValueType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueType::Array(t, n) => {
                // Print C order: the innermost length last.
                let mut dims = vec![*n];
                let mut base = t.as_ref();
                while let ValueType::Array(inner, m) = base {
                    dims.push(*m);
                    base = inner;
                }
                write!(f, "{base}")?;
                for d in dims {
                    write!(f, "[{d}]")?;
                }
                Ok(())
            }
            ValueType::Struct(s) => f.write_str(&s.name),
            other => f.write_str(match other {
                ValueType::Bool => "bool",
                ValueType::Int => "int",
                ValueType::Uint => "uint",
                ValueType::Float => "float",
                ValueType::Double => "double",
                ValueType::Vec2 => "vec2",
                ValueType::Vec3 => "vec3",
                ValueType::Vec4 => "vec4",
                ValueType::Quat => "quat",
                ValueType::Entity => "Entity",
                ValueType::Array(..) | ValueType::Struct(_) => unreachable!(),
            }),
        }
    }
}

/// Index of a component in [`Spec::components`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CompId(pub u32);

/// Index of an archetype in [`Spec::archetypes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArchId(pub u32);

#[derive(Clone, Debug, PartialEq)]
pub struct FieldDef {
    pub name: String,
    pub ty: ValueType,
    pub span: Span,
}

/// A component type. `singleton` components exist once per world instead of once per entity.
#[derive(Clone, Debug, PartialEq)]
pub struct ComponentDef {
    pub name: String,
    pub fields: Vec<FieldDef>,
    pub singleton: bool,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ArchetypeDef {
    pub name: String,
    pub components: Vec<CompId>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ConstValue {
    Int(i64),
    Float(f64),
    Bool(bool),
    /// A table of int (each fitting `int`), float or bool elements, all of one kind, 1 to
    /// [`MAX_CONST_ARRAY`] of them: `int`, `float` or `bool` arrays in the system language.
    Array(Vec<ConstValue>),
}

/// The most elements a constant array holds (a function that uses one writes it into its
/// arena when it starts).
pub const MAX_CONST_ARRAY: usize = 4096;

impl fmt::Display for ConstValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConstValue::Int(v) => write!(f, "{v}"),
            ConstValue::Float(v) => write!(f, "{v:?}"),
            ConstValue::Bool(v) => write!(f, "{v}"),
            ConstValue::Array(items) => {
                write!(f, "[")?;
                for (k, x) in items.iter().enumerate() {
                    if k > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{x}")?;
                }
                write!(f, "]")
            }
        }
    }
}

/// `e.typedef("real", "double")`: another name for a value type, usable in field types and
/// system code (so one script can run in float or double precision).
#[derive(Clone, Debug, PartialEq)]
pub struct AliasDef {
    pub name: String,
    pub ty: ValueType,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ConstDef {
    pub name: String,
    pub value: ConstValue,
    pub span: Span,
}

/// System-language source: `text` is the code; `offset` is where it starts in `span.file`, so
/// positions inside it map back to the file the user wrote.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeChunk {
    pub text: String,
    pub file: crate::source::FileId,
    pub offset: u32,
}

/// One entry of the graph order.
#[derive(Clone, Debug, PartialEq)]
pub enum GraphItem {
    /// Run the named system.
    System { name: String, span: Span },
    /// Engine node: stably sort an archetype's rows within each world by an int/uint key
    /// (`Component.field`), e.g. a spatial-grid cell, so neighbours are contiguous.
    SortBy { archetype: String, key: String, span: Span },
}

impl GraphItem {
    pub fn span(&self) -> Span {
        match self {
            GraphItem::System { span, .. } | GraphItem::SortBy { span, .. } => *span,
        }
    }
}

/// An export (read by the caller after a step) or an import (written by the caller before a
/// step): a view of one component column of one archetype, or of a singleton.
#[derive(Clone, Debug, PartialEq)]
pub struct PortDef {
    pub name: String,
    /// `None` for a singleton.
    pub archetype: Option<String>,
    pub component: String,
    /// `Some` to view one field only.
    pub field: Option<String>,
    /// How an archetype export lays out worlds whose row counts differ.
    pub rows: PortRows,
    pub span: Span,
}

/// The rows axis of an archetype port.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PortRows {
    /// `[worlds, rows, ...]`: every world must have the same number of rows when it is read.
    #[default]
    Uniform,
    /// `[worlds, max, ...]` (`e.output(..., #{ max_rows: max })`): each world's rows first, in
    /// order, then zeros; a world with more than `max` rows is an error when the port is read.
    Padded(u32),
    /// `[worlds]` int32: the number of rows each world has (the companion of a padded export).
    Count,
}

/// A name the script gives, with where it gave it.
#[derive(Clone, Debug, PartialEq)]
pub struct Named {
    pub name: String,
    pub span: Span,
}

/// How a learner reads the environment as episodes (`e.episode(#{ ... })`): the observation
/// export, the action import, and the exports of each world's reward and end-of-episode flags.
/// Gymnasium adapters (the Python package) take their contract from here.
#[derive(Clone, Debug, PartialEq)]
pub struct EpisodeDef {
    pub obs: Named,
    pub action: Named,
    pub reward: Named,
    pub terminated: Named,
    pub truncated: Option<Named>,
    /// An int export with the action's rows and one element per action choice: 1 where the
    /// choice is allowed, 0 where not (`[worlds, agents, n]`, or `[worlds, n]`).
    pub action_mask: Option<Named>,
    pub span: Span,
}

/// The values a port may hold (`e.space("action", #{ n: 2 })`), for learners' action and
/// observation spaces; the engine does not enforce it.
#[derive(Clone, Debug, PartialEq)]
pub enum SpaceKind {
    /// Integers `0..n`, one per world (Gymnasium `Discrete(n)`).
    Discrete(u32),
    /// Bounds per element (one value for all, or one per element; infinities allowed).
    Box { low: Vec<f64>, high: Vec<f64> },
}

#[derive(Clone, Debug, PartialEq)]
pub struct SpaceDef {
    pub port: String,
    pub kind: SpaceKind,
    pub span: Span,
}

/// Everything an environment script declares.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Spec {
    pub name: String,
    pub span: Span,
    pub components: Vec<ComponentDef>,
    pub archetypes: Vec<ArchetypeDef>,
    pub constants: Vec<ConstDef>,
    pub aliases: Vec<AliasDef>,
    pub code: Vec<CodeChunk>,
    pub graph: Vec<GraphItem>,
    pub exports: Vec<PortDef>,
    pub imports: Vec<PortDef>,
    pub episode: Option<EpisodeDef>,
    pub spaces: Vec<SpaceDef>,
}

impl Spec {
    pub fn component(&self, name: &str) -> Option<CompId> {
        self.components.iter().position(|c| c.name == name).map(|i| CompId(i as u32))
    }

    pub fn archetype(&self, name: &str) -> Option<ArchId> {
        self.archetypes.iter().position(|a| a.name == name).map(|i| ArchId(i as u32))
    }

    /// The type an alias names.
    pub fn alias(&self, name: &str) -> Option<ValueType> {
        self.aliases.iter().find(|a| a.name == name).map(|a| a.ty.clone())
    }

    pub fn comp(&self, id: CompId) -> &ComponentDef {
        &self.components[id.0 as usize]
    }

    pub fn arch(&self, id: ArchId) -> &ArchetypeDef {
        &self.archetypes[id.0 as usize]
    }

    /// The spec with component and archetype ids given by name, not by declaration order:
    /// components and archetypes sorted by name, each archetype's components by id. Two
    /// scripts that declare the same things in a different order get the same ids, so a
    /// reloaded script's compiled code fits the running tables when the layout is unchanged.
    /// Names must be unique (a validated spec).
    pub fn with_ids_by_name(mut self) -> Spec {
        let mut order: Vec<usize> = (0..self.components.len()).collect();
        order.sort_by(|a, b| self.components[*a].name.cmp(&self.components[*b].name));
        let mut new_id = vec![0u32; order.len()];
        for (new, old) in order.iter().enumerate() {
            new_id[*old] = new as u32;
        }
        let mut comps: Vec<Option<ComponentDef>> = self.components.into_iter().map(Some).collect();
        self.components = order.iter().map(|i| comps[*i].take().expect("each index once")).collect();
        for a in &mut self.archetypes {
            for c in &mut a.components {
                *c = CompId(new_id[c.0 as usize]);
            }
            a.components.sort();
        }
        self.archetypes.sort_by(|a, b| a.name.cmp(&b.name));
        self
    }

    /// What the data of a simulation depends on, without source spans or declaration order:
    /// per component (by name) its fields' names and types and whether it is a singleton; per
    /// archetype (by name) its components' names. Equal identities mean compiled code for one
    /// runs on the tables of the other.
    pub fn layout_identity(&self) -> LayoutIdentity {
        let mut components: Vec<(String, bool, Vec<(String, String)>)> = self
            .components
            .iter()
            .map(|c| {
                (c.name.clone(), c.singleton, c.fields.iter().map(|f| (f.name.clone(), f.ty.to_string())).collect())
            })
            .collect();
        components.sort();
        let mut archetypes: Vec<(String, Vec<String>)> = self
            .archetypes
            .iter()
            .map(|a| {
                let mut cs: Vec<String> = a.components.iter().map(|c| self.comp(*c).name.clone()).collect();
                cs.sort();
                (a.name.clone(), cs)
            })
            .collect();
        archetypes.sort();
        LayoutIdentity { components, archetypes }
    }
}

/// See [`Spec::layout_identity`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutIdentity {
    /// (name, singleton, [(field, type)]) sorted by name.
    pub components: Vec<(String, bool, Vec<(String, String)>)>,
    /// (name, [component names]) sorted by name.
    pub archetypes: Vec<(String, Vec<String>)>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(name: &str, line: usize) -> ComponentDef {
        let span = Span::new(crate::source::FileId(0), line, line + 1);
        ComponentDef {
            name: name.into(),
            fields: vec![FieldDef { name: "x".into(), ty: ValueType::Float, span }],
            singleton: false,
            span,
        }
    }

    #[test]
    fn ids_by_name_ignore_declaration_order_and_spans() {
        let span = Span::new(crate::source::FileId(0), 0, 1);
        let a = Spec {
            components: vec![def("Vel", 1), def("Pos", 2)],
            archetypes: vec![
                ArchetypeDef { name: "Ball".into(), components: vec![CompId(0), CompId(1)], span },
                ArchetypeDef { name: "Ash".into(), components: vec![CompId(1)], span },
            ],
            ..Spec::default()
        };
        let b = Spec {
            components: vec![def("Pos", 7), def("Vel", 9)],
            archetypes: vec![
                ArchetypeDef { name: "Ash".into(), components: vec![CompId(0)], span },
                ArchetypeDef { name: "Ball".into(), components: vec![CompId(1), CompId(0)], span },
            ],
            ..Spec::default()
        };
        assert_eq!(a.layout_identity(), b.layout_identity());
        let (a, b) = (a.with_ids_by_name(), b.with_ids_by_name());
        assert_eq!(a.component("Pos"), Some(CompId(0)));
        assert_eq!(a.archetype("Ash"), Some(ArchId(0)));
        assert_eq!(a.archetypes, b.archetypes);
        assert_eq!(a.arch(ArchId(1)).components, vec![CompId(0), CompId(1)]);
        // A changed field type is a different layout.
        let mut c = b.clone();
        c.components[0].fields[0].ty = ValueType::Double;
        assert_ne!(c.layout_identity(), b.layout_identity());
    }

    #[test]
    fn parse_types() {
        assert_eq!(ValueType::parse("float").unwrap(), ValueType::Float);
        let t = ValueType::parse("int[4][2]").unwrap();
        assert_eq!(t, ValueType::Array(Box::new(ValueType::Array(Box::new(ValueType::Int), 2)), 4));
        assert_eq!(t.to_string(), "int[4][2]");
        assert_eq!(t.size(), 32);
        assert_eq!(t.dims(), vec![4, 2]);
        assert_eq!(ValueType::parse("vec3[8]").unwrap().dims(), vec![8, 3]);
        assert!(ValueType::parse("flaot").unwrap_err().contains("did you mean `float`"));
        assert!(ValueType::parse("float[0]").is_err());
        assert!(ValueType::parse("float[x]").is_err());
        assert!(ValueType::parse("float[3").is_err());
    }

    #[test]
    fn sizes_are_checked_not_wrapped() {
        // 8 * 2^64 bytes wraps to 0 in unchecked arithmetic.
        let e = ValueType::parse("double[65536][65536][65536][65536]").unwrap_err();
        assert!(e.contains("larger than 2^64 bytes"), "{e}");
        let e = ValueType::parse("float[65536][65536]").unwrap_err();
        assert!(e.contains("17179869184 bytes") && e.contains("16 MiB"), "{e}");
        assert_eq!(ValueType::parse("float[4096][1024]").unwrap().size(), 16 << 20);
        assert!(ValueType::parse("float[4097][1024]").is_err());
        // Any nesting of in-range lengths either parses with its exact size or is refused.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let dims: Vec<u64> = (0..1 + x % 4).map(|k| 1 + (x >> (8 + 16 * k)) % 65536).collect();
            let text = format!("double{}", dims.iter().map(|d| format!("[{d}]")).collect::<String>());
            let exact = dims.iter().try_fold(8u128, |a, &d| Some(a * d as u128)).unwrap();
            match ValueType::parse(&text) {
                Ok(t) => assert_eq!(t.size() as u128, exact, "{text}"),
                Err(_) => assert!(exact > crate::limits::MAX_VALUE_BYTES as u128, "{text} refused at {exact} bytes"),
            }
        }
    }
}
