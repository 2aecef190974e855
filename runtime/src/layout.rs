//! Memory layout of components: C struct rules, fields in declaration order.
//!
//! Both code generators and the runtime take offsets from here, so a component has one layout
//! everywhere (CPU columns, CUDA structs, exported arrays).

use crate::schema::{CompId, Scalar, Spec};

#[derive(Clone, Debug, PartialEq)]
pub struct ComponentLayout {
    /// Size of one row, padded to `align`.
    pub size: usize,
    pub align: usize,
    /// Byte offset of each field, in declaration order.
    pub offsets: Vec<usize>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub components: Vec<ComponentLayout>,
}

impl Layout {
    pub fn of(spec: &Spec) -> Layout {
        let components = spec
            .components
            .iter()
            .map(|c| {
                let mut off = 0usize;
                let mut align = 4usize;
                let mut offsets = Vec::with_capacity(c.fields.len());
                // Saturating: a component over the size limit is refused by `validate`, and
                // must never wrap around to look small before that.
                for f in &c.fields {
                    let a = f.ty.align();
                    align = align.max(a);
                    off = off.saturating_add(a - 1) / a * a;
                    offsets.push(off);
                    off = off.saturating_add(f.ty.size());
                }
                // An empty component (a tag) still takes 4 bytes so every column has rows.
                let size = off.max(4).saturating_add(align - 1) / align * align;
                ComponentLayout { size, align, offsets }
            })
            .collect();
        Layout { components }
    }

    pub fn comp(&self, id: CompId) -> &ComponentLayout {
        &self.components[id.0 as usize]
    }
}

/// How an export or import sees one row: a scalar type and the dimensions after
/// `[worlds, rows]` (or after `[worlds]` for a singleton).
#[derive(Clone, Debug, PartialEq)]
pub struct ElementShape {
    pub scalar: Scalar,
    pub dims: Vec<usize>,
    /// Byte offset of the viewed data in the row, and its size; the row stride is the
    /// component size, so a view of a whole component with padding is not contiguous.
    pub offset: usize,
    pub bytes: usize,
}

/// The element shape of a whole component (`field = None`) or of one field. A whole component
/// needs fields of one scalar type: all the same type gives `[fields, ...type dims]`, a single
/// field gives the field's own dims, mixed types of one scalar are flattened.
pub fn element_shape(spec: &Spec, layout: &Layout, comp: CompId, field: Option<&str>) -> Result<ElementShape, String> {
    let c = spec.comp(comp);
    let cl = layout.comp(comp);
    if let Some(name) = field {
        let Some(i) = c.fields.iter().position(|f| f.name == name) else {
            let hint = crate::source::did_you_mean(name, c.fields.iter().map(|f| f.name.as_str()))
                .map(|h| format!("; {h}"))
                .unwrap_or_default();
            return Err(format!("component `{}` has no field `{name}`{hint}", c.name));
        };
        let ty = &c.fields[i].ty;
        return Ok(ElementShape { scalar: ty.scalar(), dims: ty.dims(), offset: cl.offsets[i], bytes: ty.size() });
    }
    let Some(first) = c.fields.first() else {
        return Err(format!("component `{}` has no fields to export", c.name));
    };
    let scalar = first.ty.scalar();
    if let Some(other) = c.fields.iter().find(|f| f.ty.scalar() != scalar) {
        return Err(format!(
            "component `{}` mixes {} (`{}`) and {} (`{}`) fields; export one field as `{}.{}`",
            c.name,
            scalar.name(),
            first.name,
            other.ty.scalar().name(),
            other.name,
            c.name,
            other.name
        ));
    }
    let bytes: usize = c.fields.iter().map(|f| f.ty.size()).sum();
    if bytes != cl.size {
        return Err(format!("component `{}` has padding between fields; export fields one by one", c.name));
    }
    let dims = if c.fields.len() == 1 {
        first.ty.dims()
    } else if c.fields.iter().all(|f| f.ty == first.ty) {
        let mut d = vec![c.fields.len()];
        d.extend(first.ty.dims());
        d
    } else {
        vec![bytes / scalar.size()]
    };
    Ok(ElementShape { scalar, dims, offset: 0, bytes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schema::{ComponentDef, FieldDef, ValueType};
    use crate::source::Span;

    fn comp(fields: &[(&str, &str)]) -> ComponentDef {
        ComponentDef {
            name: "C".into(),
            singleton: false,
            span: Span::default(),
            fields: fields
                .iter()
                .map(|(n, t)| FieldDef { name: n.to_string(), ty: ValueType::parse(t).unwrap(), span: Span::default() })
                .collect(),
        }
    }

    #[test]
    fn c_layout() {
        let spec = Spec { components: vec![comp(&[("a", "int"), ("b", "double"), ("c", "vec3")])], ..Spec::default() };
        let l = Layout::of(&spec);
        assert_eq!(l.components[0].offsets, vec![0, 8, 16]);
        assert_eq!(l.components[0].size, 32);
        assert_eq!(l.components[0].align, 8);
        assert!(element_shape(&spec, &l, CompId(0), None).is_err());
        assert_eq!(element_shape(&spec, &l, CompId(0), Some("c")).unwrap().dims, vec![3]);
    }

    #[test]
    fn export_shapes() {
        let spec = Spec { components: vec![comp(&[("x", "float"), ("v", "float")])], ..Spec::default() };
        let l = Layout::of(&spec);
        assert_eq!(element_shape(&spec, &l, CompId(0), None).unwrap().dims, vec![2]);
        let spec = Spec { components: vec![comp(&[("p", "vec3"), ("r", "float")])], ..Spec::default() };
        let l = Layout::of(&spec);
        assert_eq!(element_shape(&spec, &l, CompId(0), None).unwrap().dims, vec![4]);
        let spec = Spec { components: vec![comp(&[("p", "vec2"), ("q", "vec2")])], ..Spec::default() };
        let l = Layout::of(&spec);
        assert_eq!(element_shape(&spec, &l, CompId(0), None).unwrap().dims, vec![2, 2]);
    }
}
