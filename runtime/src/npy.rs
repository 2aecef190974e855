//! Reading and writing `.npy` files, for record and replay.
//!
//! Arrays come in as one of the runtime's scalars. Conversions a NumPy user would expect to
//! just work are done with checks ([`convert`], which the Python package uses too): any
//! integer or bool dtype to `int32`/`uint32` when every value fits (NumPy's default integer is
//! int64), `float64` ↔ `float32` (rounding to nearest; a finite float64 beyond float32's range
//! is an error, NaN and ±inf stay what they are), floats to integers when whole and in range,
//! integers to floats when held exactly. Other dtypes, and values that break these rules, are
//! errors that name what was found. Fortran-order arrays are converted to C order; either byte
//! order is read.
//!
//! Inputs are untrusted: a file is opened once and read in one pass (a FIFO or a process
//! substitution works), anything that is not a regular file or a FIFO is refused before it is
//! opened, and the header is parsed here, with bounds, rather than by `npyz`, whose header
//! parsing overflows on huge shapes. The caller sees the shape before any data is read, and
//! an array larger than [`MAX_READ_BYTES`] or than the file is refused without reading it.
//!
//! Outputs ([`FrameWriter`]) are valid `.npy` files at every moment: the header is written
//! here, with room for the final frame count, and rewritten in place after every frame, so a
//! run that stops early (an error, a crash, a kill) leaves the frames it completed.

use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::Path;

use crate::schema::Scalar;

/// Largest array [`read`] accepts (the data section, in bytes).
pub(crate) const MAX_READ_BYTES: u64 = 64 << 30;

/// Largest header accepted. NumPy writes well under 1 KiB for any plain dtype.
const MAX_HEADER_BYTES: usize = 64 << 10;

/// Most dimensions accepted (NumPy 2's own limit).
const MAX_DIMS: usize = 64;

/// Most bytes reserved up front for data from a FIFO: the header may promise more than arrives.
const FIFO_CHUNK: usize = 64 << 20;

/// An n-dimensional array of one scalar type, C order, little endian bytes.
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    pub scalar: Scalar,
    pub shape: Vec<usize>,
    pub bytes: Vec<u8>,
}

/// Reads an `.npy` file as `want` (see the module docs for the conversions allowed). Errors
/// name the file.
pub fn read(path: &Path, want: Scalar) -> Result<Array, String> {
    read_checked(path, want, |_| Ok(())).map_err(|e| format!("`{}`: {e}", path.display()))
}

/// Reads an `.npy` file as `want`, calling `check` with the shape found in the header before
/// any data is read (an error from `check` is returned as is). Errors do not name the file:
/// the caller does, with the flag that named it.
pub fn read_checked(
    path: &Path,
    want: Scalar,
    check: impl FnOnce(&[usize]) -> Result<(), String>,
) -> Result<Array, String> {
    read_leading(path, want, u64::MAX, check)
}

/// [`read_checked`], reading at most the first `frames` entries of the first axis of a C-order
/// array (a recording replayed in part): the rest is neither read nor held. `check` still sees
/// the whole shape. A Fortran-order array is read whole.
pub fn read_leading(
    path: &Path,
    want: Scalar,
    frames: u64,
    check: impl FnOnce(&[usize]) -> Result<(), String>,
) -> Result<Array, String> {
    // Look before opening: opening a device can block or have effects of its own.
    let meta = std::fs::metadata(path).map_err(|e| format!("can't open: {e}"))?;
    input_kind(&meta)?;
    let mut f = File::open(path).map_err(|e| format!("can't open: {e}"))?;
    // The path may have been replaced between the two looks; what counts is what was opened.
    let meta = f.metadata().map_err(|e| format!("can't open: {e}"))?;
    let regular = input_kind(&meta)?;

    let (header_len, h) = read_header(&mut f).map_err(|e| format!("not a valid .npy file: {e}"))?;
    let d = &h.dtype;
    match d.kind {
        Some(Kind::Structured) => return Err(format!("has a structured dtype; expected a plain {}", want.npy_descr())),
        None => {
            return Err(format!(
                "has dtype {}; expected {} (or a type that converts to it)",
                d.descr,
                want.npy_descr()
            ));
        }
        Some(_) => {}
    }
    let too_big = || {
        format!(
            "its shape {:?} of {} holds more than the {} GiB a file may hold",
            h.shape,
            h.dtype.descr,
            MAX_READ_BYTES >> 30
        )
    };
    let bytes_of = |shape: &[u64]| shape.iter().try_fold(h.dtype.size as u64, |n, &d| n.checked_mul(d));
    // The whole array's size must be a number even when only a part of it is read.
    bytes_of(&h.shape).ok_or_else(too_big)?;
    let full: Vec<usize> = h.shape.iter().map(|&d| d as usize).collect();
    check(&full)?;
    let mut kept = h.shape.clone();
    if !h.fortran
        && let Some(first) = kept.first_mut()
    {
        *first = (*first).min(frames);
    }
    let data_bytes = bytes_of(&kept).filter(|&b| b <= MAX_READ_BYTES).ok_or_else(too_big)?;
    let shape: Vec<usize> = kept.iter().map(|&d| d as usize).collect();
    // The length as of after the header was read: a file being written (a dump of a running
    // `mw run`) appends a frame's data before its header counts it, so a length taken before
    // the header could miss data the header already counts.
    let len = if regular { f.metadata().map_err(|e| format!("can't read: {e}"))?.len() } else { meta.len() };
    let have = len.saturating_sub(header_len as u64);
    if regular && have < data_bytes {
        return Err(format!(
            "its header says {:?} of {} ({data_bytes} bytes of data needed), but the file holds only {have}",
            h.shape, h.dtype.descr
        ));
    }

    // One pass; a FIFO's buffer grows with what arrives rather than with what the header says.
    let n = data_bytes as usize;
    let mut raw = Vec::with_capacity(if regular { n } else { n.min(FIFO_CHUNK) });
    (&mut f).take(data_bytes).read_to_end(&mut raw).map_err(|e| format!("reading: {e}"))?;
    if raw.len() < n {
        return Err(format!(
            "the data ends after {} of the {n} bytes needed ({:?} of {})",
            raw.len(),
            h.shape,
            h.dtype.descr
        ));
    }
    drop(f);
    if h.fortran && shape.len() > 1 {
        raw = fortran_to_c(&raw, h.dtype.size, &shape);
    }
    let bytes = convert(&raw, &h.dtype, want)?;
    Ok(Array { scalar: want, shape, bytes })
}

/// Whether an input is a regular file (`Ok(true)`) or a FIFO (`Ok(false)`); anything else
/// (a directory, `/dev/zero`, a socket) is refused: it would fail or never end.
pub fn input_kind(meta: &std::fs::Metadata) -> Result<bool, String> {
    let ft = meta.file_type();
    #[cfg(unix)]
    let fifo = std::os::unix::fs::FileTypeExt::is_fifo(&ft);
    #[cfg(not(unix))]
    let fifo = false;
    if ft.is_file() {
        Ok(true)
    } else if fifo {
        Ok(false)
    } else if ft.is_dir() {
        Err("it is a directory, not a .npy file".into())
    } else {
        Err("it is not a regular file or a FIFO (a device or a socket?)".into())
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Structured,
    Bool,
    Int,
    Uint,
    Float,
}

/// What a header says, for the dtypes this module reads.
#[derive(Debug)]
struct Header {
    dtype: Dtype,
    fortran: bool,
    shape: Vec<u64>,
}

/// Reads the preamble and header; returns the header's total length (where the data starts).
fn read_header(r: &mut impl Read) -> Result<(usize, Header), String> {
    let eof = |e: std::io::Error| {
        if e.kind() == std::io::ErrorKind::UnexpectedEof {
            "the file ends inside the header".into()
        } else {
            e.to_string()
        }
    };
    let mut pre = [0u8; 8];
    r.read_exact(&mut pre).map_err(|e| match e.kind() {
        std::io::ErrorKind::UnexpectedEof => "it is too short to be one".to_string(),
        _ => e.to_string(),
    })?;
    if &pre[..6] != b"\x93NUMPY" {
        return Err("the magic string \\x93NUMPY is missing".into());
    }
    let len = match (pre[6], pre[7]) {
        (1, 0) => {
            let mut b = [0u8; 2];
            r.read_exact(&mut b).map_err(eof)?;
            u16::from_le_bytes(b) as usize
        }
        (2 | 3, 0) => {
            let mut b = [0u8; 4];
            r.read_exact(&mut b).map_err(eof)?;
            u32::from_le_bytes(b) as usize
        }
        (major, minor) => return Err(format!("format version {major}.{minor} is not one of 1.0, 2.0, 3.0")),
    };
    if len > MAX_HEADER_BYTES {
        return Err(format!("its header claims {len} bytes; at most {MAX_HEADER_BYTES} are accepted"));
    }
    let mut text = vec![0u8; len];
    r.read_exact(&mut text).map_err(eof)?;
    let total = len + if pre[6] == 1 { 10 } else { 12 };
    let text = std::str::from_utf8(&text).map_err(|_| "its header is not text".to_string())?;
    Ok((total, parse_header(text)?))
}

fn parse_header(text: &str) -> Result<Header, String> {
    let mut p = Py { s: text.as_bytes(), i: 0 };
    let v = p.value(0)?;
    p.ws();
    if p.i != p.s.len() {
        return Err(format!("unexpected `{}` after the header's dict", p.s[p.i] as char));
    }
    let Lit::Dict(items) = v else {
        return Err("the header is not a dict".into());
    };
    let get = |key: &str| {
        items
            .iter()
            .find(|(k, _)| matches!(k, Lit::Str(s) if s == key))
            .map(|(_, v)| v)
            .ok_or_else(|| format!("the header has no '{key}'"))
    };
    let fortran = match get("fortran_order")? {
        Lit::Bool(b) => *b,
        _ => return Err("the header's 'fortran_order' is not True or False".into()),
    };
    let shape = match get("shape")? {
        Lit::Seq(dims) => dims
            .iter()
            .map(|d| match d {
                Lit::Int { neg: false, val: Some(v) } => Ok(*v),
                Lit::Int { neg: true, .. } => Err("the header's shape has a negative dimension".to_string()),
                Lit::Int { val: None, .. } => Err("the header's shape has a dimension beyond 2^64".to_string()),
                _ => Err("the header's shape is not a tuple of integers".to_string()),
            })
            .collect::<Result<Vec<u64>, String>>()?,
        _ => return Err("the header's 'shape' is not a tuple".into()),
    };
    if shape.len() > MAX_DIMS {
        return Err(format!("the header's shape has {} dimensions; at most {MAX_DIMS} are accepted", shape.len()));
    }
    let descr = match get("descr")? {
        Lit::Str(s) => s.clone(),
        Lit::Seq(_) => {
            let dtype = Dtype { descr: "structured".into(), kind: Some(Kind::Structured), size: 1, big_endian: false };
            return Ok(Header { dtype, fortran, shape });
        }
        _ => return Err("the header's 'descr' is not a dtype".into()),
    };
    Ok(Header { dtype: Dtype::parse(&descr), fortran, shape })
}

/// The subset of Python literals a `.npy` header is written in.
#[derive(Debug)]
enum Lit {
    Str(String),
    Bool(bool),
    /// `val` is `None` beyond `u64`.
    Int {
        neg: bool,
        val: Option<u64>,
    },
    Seq(Vec<Lit>),
    Dict(Vec<(Lit, Lit)>),
    None,
}

struct Py<'a> {
    s: &'a [u8],
    i: usize,
}

impl Py<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.i).copied()
    }

    fn word(&mut self) -> &str {
        let start = self.i;
        while self.i < self.s.len() && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_') {
            self.i += 1;
        }
        std::str::from_utf8(&self.s[start..self.i]).unwrap_or("")
    }

    fn value(&mut self, depth: usize) -> Result<Lit, String> {
        // Nesting is bounded so a header of brackets cannot exhaust the stack.
        if depth > 8 {
            return Err("the header nests too deeply".into());
        }
        let Some(c) = self.peek() else {
            return Err("the header ends early".into());
        };
        match c {
            b'{' => {
                self.i += 1;
                let mut items = Vec::new();
                loop {
                    if self.peek() == Some(b'}') {
                        self.i += 1;
                        return Ok(Lit::Dict(items));
                    }
                    let k = self.value(depth + 1)?;
                    if self.peek() != Some(b':') {
                        return Err("the header's dict lacks a `:`".into());
                    }
                    self.i += 1;
                    let v = self.value(depth + 1)?;
                    items.push((k, v));
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {}
                        _ => return Err("the header's dict lacks a `,` or `}`".into()),
                    }
                }
            }
            b'(' | b'[' => {
                let close = if c == b'(' { b')' } else { b']' };
                self.i += 1;
                let mut items = Vec::new();
                loop {
                    if self.peek() == Some(close) {
                        self.i += 1;
                        return Ok(Lit::Seq(items));
                    }
                    items.push(self.value(depth + 1)?);
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(x) if x == close => {}
                        _ => return Err(format!("the header lacks a `,` or `{}`", close as char)),
                    }
                }
            }
            b'\'' | b'"' => self.string(c),
            b'u' | b'b' | b'r' if matches!(self.s.get(self.i + 1), Some(b'\'' | b'"')) => {
                self.i += 1;
                self.string(self.s[self.i])
            }
            b'-' | b'+' | b'0'..=b'9' => {
                let neg = c == b'-';
                if !c.is_ascii_digit() {
                    self.i += 1;
                }
                let start = self.i;
                let mut val: Option<u64> = Some(0);
                while let Some(d @ b'0'..=b'9') = self.s.get(self.i).copied() {
                    val = val.and_then(|v| v.checked_mul(10)).and_then(|v| v.checked_add(u64::from(d - b'0')));
                    self.i += 1;
                }
                if self.i == start {
                    return Err("the header has a sign without a number".into());
                }
                // Python 2 wrote long integers with an L.
                if matches!(self.s.get(self.i), Some(b'L' | b'l')) {
                    self.i += 1;
                }
                if matches!(self.s.get(self.i), Some(b'.' | b'e' | b'E')) {
                    return Err("the header has a non-integer number".into());
                }
                Ok(Lit::Int { neg: neg && val != Some(0), val })
            }
            _ => match self.word() {
                "True" => Ok(Lit::Bool(true)),
                "False" => Ok(Lit::Bool(false)),
                "None" => Ok(Lit::None),
                "" => Err(format!("unexpected `{}` in the header", c as char)),
                w => Err(format!("unexpected `{w}` in the header")),
            },
        }
    }

    fn string(&mut self, quote: u8) -> Result<Lit, String> {
        self.i += 1;
        let mut out = Vec::new();
        loop {
            match self.s.get(self.i).copied() {
                None => return Err("the header has an unterminated string".into()),
                Some(c) if c == quote => {
                    self.i += 1;
                    return Ok(Lit::Str(String::from_utf8_lossy(&out).into_owned()));
                }
                Some(b'\\') => {
                    // Dtype strings have no escapes; keep the escaped character as written.
                    let Some(c) = self.s.get(self.i + 1).copied() else {
                        return Err("the header has an unterminated string".into());
                    };
                    out.push(c);
                    self.i += 2;
                }
                Some(c) => {
                    out.push(c);
                    self.i += 1;
                }
            }
        }
    }
}

/// Reorders elements of `elem` bytes stored in Fortran order (first index fastest) into C
/// order (last index fastest).
fn fortran_to_c(raw: &[u8], elem: usize, shape: &[usize]) -> Vec<u8> {
    let n = raw.len() / elem;
    let mut strides = vec![1usize; shape.len()];
    for k in 1..shape.len() {
        strides[k] = strides[k - 1] * shape[k - 1];
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut idx = vec![0usize; shape.len()];
    let mut at = 0usize;
    for _ in 0..n {
        out.extend_from_slice(&raw[at * elem..(at + 1) * elem]);
        // Advance the C-order index, last dimension fastest, moving `at` along.
        for k in (0..shape.len()).rev() {
            idx[k] += 1;
            at += strides[k];
            if idx[k] < shape[k] {
                break;
            }
            at -= strides[k] * shape[k];
            idx[k] = 0;
        }
    }
    out
}

/// Element `c` (1 to 8 bytes) as an unsigned integer of its byte order.
fn load(c: &[u8], big_endian: bool) -> u64 {
    let mut b = [0u8; 8];
    if big_endian {
        for (i, &x) in c.iter().rev().enumerate() {
            b[i] = x;
        }
    } else {
        b[..c.len()].copy_from_slice(c);
    }
    u64::from_le_bytes(b)
}

/// A plain dtype as NumPy spells it (`'<f8'`, `'|b1'`, `'>i2'`, `'=u4'`): what [`convert`]
/// converts from.
#[derive(Clone, Debug)]
pub struct Dtype {
    pub descr: String,
    /// `None` for a dtype this module does not read (complex, strings, dates...).
    kind: Option<Kind>,
    size: usize,
    big_endian: bool,
}

impl Dtype {
    pub fn parse(descr: &str) -> Dtype {
        let (order, rest) = match descr.as_bytes().first() {
            Some(c @ (b'<' | b'>' | b'|' | b'=')) => (*c, &descr[1..]),
            _ => (b'=', descr),
        };
        let (kind, size) = match rest {
            "b1" | "?" => (Some(Kind::Bool), 1),
            "i1" | "i2" | "i4" | "i8" => (Some(Kind::Int), rest[1..].parse().unwrap()),
            "u1" | "u2" | "u4" | "u8" => (Some(Kind::Uint), rest[1..].parse().unwrap()),
            "f4" | "f8" => (Some(Kind::Float), rest[1..].parse().unwrap()),
            _ => (None, 1),
        };
        let big_endian = order == b'>' || (order == b'=' && cfg!(target_endian = "big"));
        Dtype { descr: descr.to_string(), kind, size, big_endian }
    }

    /// Bytes of one element.
    pub fn size(&self) -> usize {
        self.size
    }
}

/// Why values could not be converted: the kind of value is wrong (a fraction or NaN where
/// integers go, a dtype that holds no numbers), or a value is out of the target's range.
#[derive(Clone, Debug, PartialEq)]
pub enum ConvertError {
    Type(String),
    Range(String),
}

impl std::fmt::Display for ConvertError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConvertError::Type(s) | ConvertError::Range(s) => write!(f, "{s}"),
        }
    }
}

impl From<ConvertError> for String {
    fn from(e: ConvertError) -> String {
        e.to_string()
    }
}

/// Converts raw C-order elements of dtype `from` to little-endian `want`, with checks: the one
/// set of rules for every value that enters from outside (`.npy` inputs of `mw run`, and every
/// array the Python package writes, on every backend).
///
/// - bool and integers to `int32`/`uint32` when the value fits;
/// - floats to `float32`/`float64`, rounding to nearest; a finite value beyond float32's range
///   is an error, NaN and ±inf stay what they are;
/// - floats to `int32`/`uint32` only when the value is whole and fits (`1.0` is 1; `0.5`, NaN
///   and inf are errors of kind [`ConvertError::Type`]);
/// - integers to `float32`/`float64` only when the float holds the value exactly.
///
/// Errors name the value and its index.
pub fn convert(raw: &[u8], from: &Dtype, want: Scalar) -> Result<Vec<u8>, ConvertError> {
    let Some(kind) = from.kind.filter(|k| *k != Kind::Structured) else {
        return Err(ConvertError::Type(format!(
            "dtype {} holds no numbers that convert to {}",
            from.descr,
            want.npy_descr()
        )));
    };
    let n = raw.len() / from.size;
    let mut out = Vec::with_capacity(n * want.size());
    let elems = raw.chunks_exact(from.size).map(|c| load(c, from.big_endian)).enumerate();
    let range = |x: &dyn std::fmt::Display, i: usize, ty: &str| {
        ConvertError::Range(format!("value {x} at index {i} does not fit in {ty}"))
    };
    for (i, u) in elems {
        if kind == Kind::Float {
            let x = if from.size == 4 { f64::from(f32::from_bits(u as u32)) } else { f64::from_bits(u) };
            match want {
                Scalar::F64 => out.extend_from_slice(&x.to_le_bytes()),
                Scalar::F32 => {
                    let y = x as f32;
                    if y.is_infinite() && x.is_finite() {
                        return Err(ConvertError::Range(format!(
                            "value {x:e} at index {i} is outside float32's range (magnitude at most {:e})",
                            f32::MAX
                        )));
                    }
                    out.extend_from_slice(&y.to_le_bytes());
                }
                Scalar::I32 | Scalar::U32 => {
                    let ty = if want == Scalar::I32 { "int32" } else { "uint32" };
                    if !x.is_finite() || x.fract() != 0.0 {
                        return Err(ConvertError::Type(format!(
                            "value {x} at index {i} is not a whole number, and {ty} holds whole numbers"
                        )));
                    }
                    if want == Scalar::I32 {
                        let v = if (i32::MIN as f64..=i32::MAX as f64).contains(&x) {
                            x as i32
                        } else {
                            return Err(range(&x, i, ty));
                        };
                        out.extend_from_slice(&v.to_le_bytes());
                    } else {
                        let v =
                            if (0.0..=u32::MAX as f64).contains(&x) { x as u32 } else { return Err(range(&x, i, ty)) };
                        out.extend_from_slice(&v.to_le_bytes());
                    }
                }
            }
            continue;
        }
        let x: i128 = match kind {
            Kind::Bool if u > 1 => {
                return Err(ConvertError::Type(format!("value {u} at index {i} is not a bool (0 or 1)")));
            }
            // Sign-extend from the element's width.
            Kind::Int => {
                let shift = 64 - 8 * from.size as u32;
                i128::from(((u << shift) as i64) >> shift)
            }
            _ => i128::from(u),
        };
        match want {
            Scalar::I32 => {
                let x = i32::try_from(x).map_err(|_| range(&x, i, "int32"))?;
                out.extend_from_slice(&x.to_le_bytes());
            }
            Scalar::U32 => {
                let x = u32::try_from(x).map_err(|_| range(&x, i, "uint32"))?;
                out.extend_from_slice(&x.to_le_bytes());
            }
            Scalar::F32 => {
                let y = x as f32;
                if y as i128 != x {
                    return Err(ConvertError::Range(format!(
                        "value {x} at index {i} can't be held exactly by float32 (whole numbers up to 2^24 can)"
                    )));
                }
                out.extend_from_slice(&y.to_le_bytes());
            }
            Scalar::F64 => {
                let y = x as f64;
                if y as i128 != x {
                    return Err(ConvertError::Range(format!(
                        "value {x} at index {i} can't be held exactly by float64 (whole numbers up to 2^53 can)"
                    )));
                }
                out.extend_from_slice(&y.to_le_bytes());
            }
        }
    }
    Ok(out)
}

/// The bytes of a version 1.0 header for a C-order little-endian array of `shape`, padded
/// with spaces to `len` bytes in all (a multiple of 64), or to the next multiple of 64.
fn header(scalar: Scalar, shape: &[usize], len: Option<usize>) -> Result<Vec<u8>, String> {
    let dims = match shape {
        [one] => format!("{one},"),
        _ => shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "),
    };
    let dict = format!("{{'descr': '{}', 'fortran_order': False, 'shape': ({dims}), }}", scalar.npy_descr());
    let need = 10 + dict.len() + 1;
    let len = len.unwrap_or(need.div_ceil(64) * 64);
    if need > len || len - 10 > u16::MAX as usize {
        return Err(format!("a shape of {} dimensions does not fit a .npy header", shape.len()));
    }
    let mut h = Vec::with_capacity(len);
    h.extend_from_slice(b"\x93NUMPY\x01\x00");
    h.extend_from_slice(&((len - 10) as u16).to_le_bytes());
    h.extend_from_slice(dict.as_bytes());
    h.resize(len - 1, b' ');
    h.push(b'\n');
    Ok(h)
}

/// Streams equally shaped frames (one per step) into one `.npy` of shape `[frames, ...frame]`.
///
/// On a regular file the header always counts the frames pushed so far: it is written with
/// room for `frames` (the most that may come) and rewritten in place after every frame, so
/// the file is a valid array of the completed frames whenever the writer stops. A FIFO or
/// device cannot be rewritten: it gets the final shape up front and the frames as they come.
pub struct FrameWriter {
    file: File,
    scalar: Scalar,
    shape: Vec<usize>,
    header_len: usize,
    rewrite: bool,
    frames_left: usize,
    frame_bytes: usize,
}

impl FrameWriter {
    pub fn create(path: &Path, scalar: Scalar, frames: usize, frame_shape: &[usize]) -> Result<FrameWriter, String> {
        let mut shape = vec![frames];
        shape.extend_from_slice(frame_shape);
        let full = header(scalar, &shape, None)?;
        let frame_bytes = frame_shape
            .iter()
            .try_fold(scalar.size(), |n, &d| n.checked_mul(d))
            .ok_or_else(|| format!("a frame of shape {frame_shape:?} is too large"))?;
        let file = File::create(path).map_err(|e| format!("can't create `{}`: {e}", path.display()))?;
        let err = |e: std::io::Error| format!("writing `{}`: {e}", path.display());
        let rewrite = file.metadata().map_err(err)?.is_file();
        let mut w =
            FrameWriter { file, scalar, shape, header_len: full.len(), rewrite, frames_left: frames, frame_bytes };
        if rewrite {
            w.shape[0] = 0;
            let h = header(scalar, &w.shape, Some(w.header_len))?;
            w.file.write_all(&h).map_err(err)?;
        } else {
            w.file.write_all(&full).map_err(err)?;
        }
        Ok(w)
    }

    /// Appends one frame of little-endian bytes.
    pub fn push(&mut self, bytes: &[u8]) -> Result<(), String> {
        if bytes.len() != self.frame_bytes {
            return Err(format!("frame has {} bytes, expected {}", bytes.len(), self.frame_bytes));
        }
        if self.frames_left == 0 {
            return Err("more frames than declared".into());
        }
        self.file.write_all(bytes).map_err(|e| e.to_string())?;
        self.frames_left -= 1;
        if self.rewrite {
            // Data first, then the count: a stop in between leaves trailing bytes NumPy ignores.
            self.shape[0] += 1;
            let h = header(self.scalar, &self.shape, Some(self.header_len))?;
            write_at_start(&mut self.file, &h).map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    /// Completes the file; every declared frame must have been pushed.
    /// Ends the array. A regular file already counts the frames pushed (a run ended early by
    /// Ctrl-C, or with no step count under `--watch`, leaves fewer than declared: fine); a
    /// FIFO declared its shape up front, so it must have received every frame.
    pub fn finish(mut self) -> Result<(), String> {
        if self.frames_left != 0 && !self.rewrite {
            return Err(format!(
                "{} frames missing (the output is not a regular file, so its shape was written first)",
                self.frames_left
            ));
        }
        self.file.flush().map_err(|e| e.to_string())
    }
}

/// Overwrites the start of `f` without moving its position (where the next frame goes).
fn write_at_start(f: &mut File, bytes: &[u8]) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::FileExt::write_all_at(f, bytes, 0)
    }
    #[cfg(not(unix))]
    {
        use std::io::{Seek, SeekFrom};
        let end = f.stream_position()?;
        f.seek(SeekFrom::Start(0))?;
        f.write_all(bytes)?;
        f.seek(SeekFrom::Start(end)).map(|_| ())
    }
}

/// Writes a whole array.
pub fn write(path: &Path, a: &Array) -> Result<(), String> {
    let count = a.shape.iter().try_fold(a.scalar.size(), |n, &d| n.checked_mul(d));
    if count != Some(a.bytes.len()) {
        return Err(format!(
            "an array of shape {:?} of {} takes {count:?} bytes, but {} were given",
            a.shape,
            a.scalar.npy_descr(),
            a.bytes.len()
        ));
    }
    let h = header(a.scalar, &a.shape, None)?;
    let f = File::create(path).map_err(|e| format!("can't create `{}`: {e}", path.display()))?;
    let mut w = BufWriter::new(f);
    let err = |e: std::io::Error| format!("writing `{}`: {e}", path.display());
    w.write_all(&h).map_err(err)?;
    w.write_all(&a.bytes).map_err(err)?;
    w.flush().map_err(err)
}

#[cfg(test)]
mod tests {
    use super::*;
    use npyz::WriterBuilder;

    fn dir(tag: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("mw_npy_{tag}_{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    fn f32s(b: &[u8]) -> Vec<f32> {
        b.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
    }

    /// Writes `data` with npyz, the reference writer, in the given order and dtype.
    fn npyz_write<T: npyz::Serialize + npyz::AutoSerialize + Clone>(
        path: &Path,
        shape: &[u64],
        order: npyz::Order,
        dtype: Option<&str>,
        data: &[T],
    ) {
        let f = std::io::BufWriter::new(File::create(path).unwrap());
        let opts = npyz::WriteOptions::new().shape(shape).order(order);
        let mut w = match dtype {
            Some(d) => opts.dtype(npyz::DType::Plain(d.parse().unwrap())).writer(f).begin_nd().unwrap(),
            None => opts.default_dtype().writer(f).begin_nd().unwrap(),
        };
        w.extend(data.iter().cloned()).unwrap();
        w.finish().unwrap();
    }

    #[test]
    fn round_trip_and_conversions() {
        let dir = dir("round_trip");
        let p = dir.join("a.npy");
        let a = Array {
            scalar: Scalar::F64,
            shape: vec![2, 3],
            bytes: [1.0f64, 2.0, 3.0, 4.0, 5.0, 6.5].iter().flat_map(|x| x.to_le_bytes()).collect(),
        };
        write(&p, &a).unwrap();
        assert_eq!(read(&p, Scalar::F64).unwrap(), a);
        let f = read(&p, Scalar::F32).unwrap();
        assert_eq!(f.shape, vec![2, 3]);
        assert_eq!(f32::from_le_bytes(f.bytes[20..24].try_into().unwrap()), 6.5);
        // Floats go to int32 only when whole: 6.5, the sixth value, is not.
        let e = read(&p, Scalar::I32).unwrap_err();
        assert!(e.contains("value 6.5 at index 5 is not a whole number"), "{e}");
        // npyz, an independent reader, agrees.
        let npy = npyz::NpyFile::new(File::open(&p).unwrap()).unwrap();
        assert_eq!(npy.shape(), &[2, 3]);
        assert_eq!(npy.into_vec::<f64>().unwrap(), vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.5]);
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn frame_writer_file_is_valid_after_every_frame() {
        let dir = dir("frames");
        let p = dir.join("f.npy");
        // 12 frames reserve two digits; the header must not change length as the count grows.
        let mut w = FrameWriter::create(&p, Scalar::F32, 12, &[3, 2]).unwrap();
        let frame = |k: usize| -> Vec<u8> { (0..6).flat_map(|i| ((k * 10 + i) as f32).to_le_bytes()).collect() };
        let check = |n: usize| {
            let bytes = std::fs::read(&p).unwrap();
            assert_eq!((bytes.len() - 6 * 4 * n) % 64, 0, "header length after {n} frames");
            let npy = npyz::NpyFile::new(&bytes[..]).unwrap();
            assert_eq!(npy.shape(), &[n as u64, 3, 2]);
            let v = npy.into_vec::<f32>().unwrap();
            assert_eq!(v.len(), n * 6);
            let ours = read(&p, Scalar::F32).unwrap();
            assert_eq!(ours.shape, vec![n, 3, 2]);
            assert_eq!(f32s(&ours.bytes), v);
            assert!(v.iter().enumerate().all(|(i, &x)| x == ((i / 6) * 10 + i % 6) as f32));
        };
        check(0);
        for k in 0..12 {
            w.push(&frame(k)).unwrap();
            check(k + 1);
        }
        assert!(w.push(&frame(12)).unwrap_err().contains("more frames"));
        w.finish().unwrap();
        check(12);
        // Stopping early (Ctrl-C, an unbounded `--watch` run) leaves the frames pushed: a
        // regular file's header always counts them, so finishing early is fine.
        let mut w = FrameWriter::create(&p, Scalar::F32, 1000, &[3, 2]).unwrap();
        for k in 0..7 {
            w.push(&frame(k)).unwrap();
        }
        check(7);
        w.finish().unwrap();
        check(7);
        // One-dimensional frames make a tuple with a trailing comma; zero frames are valid.
        let w = FrameWriter::create(&p, Scalar::I32, 0, &[]).unwrap();
        w.finish().unwrap();
        let npy = npyz::NpyFile::new(File::open(&p).unwrap()).unwrap();
        assert_eq!(npy.shape(), &[0]);
        let text = std::fs::read(&p).unwrap();
        assert!(String::from_utf8_lossy(&text).contains("'shape': (0,), }"), "{:?}", String::from_utf8_lossy(&text));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn fortran_order_is_converted_to_c_order() {
        let dir = dir("fortran");
        let p = dir.join("f.npy");
        let shape = [2u64, 3, 4];
        // Value 100*i + 10*j + k at index (i, j, k), stored first index fastest.
        let mut data = Vec::new();
        for k in 0..4 {
            for j in 0..3 {
                for i in 0..2 {
                    data.push((100 * i + 10 * j + k) as f64);
                }
            }
        }
        npyz_write(&p, &shape, npyz::Order::Fortran, None, &data);
        let a = read(&p, Scalar::F32).unwrap();
        assert_eq!(a.shape, vec![2, 3, 4]);
        let want: Vec<f32> =
            (0..2).flat_map(|i| (0..3).flat_map(move |j| (0..4).map(move |k| (100 * i + 10 * j + k) as f32))).collect();
        assert_eq!(f32s(&a.bytes), want);
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn dtypes_and_byte_orders_agree_with_npyz() {
        let dir = dir("dtypes");
        let p = dir.join("x.npy");
        let vals = [-3i64, 0, 7, 100];
        for descr in ["<i1", ">i2", "<i4", ">i8", "|u1", "<u2", ">u4", "<u8"] {
            let data: Vec<i64> = vals.iter().map(|&v| if descr.contains('u') { v.abs() } else { v }).collect();
            match descr {
                "<i1" => npyz_write(
                    &p,
                    &[4],
                    npyz::Order::C,
                    Some(descr),
                    &data.iter().map(|&v| v as i8).collect::<Vec<_>>(),
                ),
                ">i2" => npyz_write(
                    &p,
                    &[4],
                    npyz::Order::C,
                    Some(descr),
                    &data.iter().map(|&v| v as i16).collect::<Vec<_>>(),
                ),
                "<i4" => npyz_write(
                    &p,
                    &[4],
                    npyz::Order::C,
                    Some(descr),
                    &data.iter().map(|&v| v as i32).collect::<Vec<_>>(),
                ),
                ">i8" => npyz_write(&p, &[4], npyz::Order::C, Some(descr), &data),
                "|u1" => npyz_write(
                    &p,
                    &[4],
                    npyz::Order::C,
                    Some(descr),
                    &data.iter().map(|&v| v as u8).collect::<Vec<_>>(),
                ),
                "<u2" => npyz_write(
                    &p,
                    &[4],
                    npyz::Order::C,
                    Some(descr),
                    &data.iter().map(|&v| v as u16).collect::<Vec<_>>(),
                ),
                ">u4" => npyz_write(
                    &p,
                    &[4],
                    npyz::Order::C,
                    Some(descr),
                    &data.iter().map(|&v| v as u32).collect::<Vec<_>>(),
                ),
                _ => npyz_write(
                    &p,
                    &[4],
                    npyz::Order::C,
                    Some(descr),
                    &data.iter().map(|&v| v as u64).collect::<Vec<_>>(),
                ),
            }
            let a = read(&p, Scalar::I32).unwrap();
            let got: Vec<i64> =
                a.bytes.chunks_exact(4).map(|c| i64::from(i32::from_le_bytes(c.try_into().unwrap()))).collect();
            assert_eq!(got, data, "{descr}");
        }
        npyz_write(&p, &[3], npyz::Order::C, Some("|b1"), &[true, false, true]);
        assert_eq!(
            read(&p, Scalar::U32).unwrap().bytes,
            [1u32, 0, 1].iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<_>>()
        );
        npyz_write(&p, &[2], npyz::Order::C, Some(">f8"), &[1.5f64, -2.25]);
        assert_eq!(f32s(&read(&p, Scalar::F32).unwrap().bytes), vec![1.5, -2.25]);
        // Range checks name the value and its index.
        npyz_write(&p, &[3], npyz::Order::C, None, &[1i64, -1, 1 << 40]);
        let e = read(&p, Scalar::I32).unwrap_err();
        assert!(e.contains("value 1099511627776 at index 2") && e.contains("int32"), "{e}");
        let e = read(&p, Scalar::U32).unwrap_err();
        assert!(e.contains("value -1 at index 1") && e.contains("uint32"), "{e}");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn convert_follows_one_set_of_rules() {
        let f8 = |v: &[f64]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let i8s = |v: &[i64]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let (df, di, db) = (Dtype::parse("<f8"), Dtype::parse("<i8"), Dtype::parse("|b1"));
        let i32s = |b: Vec<u8>| b.chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect::<Vec<_>>();
        // Whole floats go to integers; fractions, NaN and inf are the wrong kind of value.
        assert_eq!(i32s(convert(&f8(&[1.0, -3.0, 0.0]), &df, Scalar::I32).unwrap()), vec![1, -3, 0]);
        for bad in [0.7, f64::NAN, f64::INFINITY] {
            let e = convert(&f8(&[1.0, bad]), &df, Scalar::I32).unwrap_err();
            assert!(matches!(&e, ConvertError::Type(m) if m.contains("at index 1 is not a whole number")), "{e:?}");
        }
        // Out of range is a range error, for floats and integers alike.
        for (raw, d) in [(f8(&[1e10]), &df), (i8s(&[1 << 40]), &di)] {
            let e = convert(&raw, d, Scalar::I32).unwrap_err();
            assert!(matches!(&e, ConvertError::Range(m) if m.contains("does not fit in int32")), "{e:?}");
        }
        assert!(matches!(convert(&f8(&[-1.0]), &df, Scalar::U32), Err(ConvertError::Range(_))));
        assert!(matches!(convert(&f8(&[1e300]), &df, Scalar::F32), Err(ConvertError::Range(_))));
        // Integers go to floats when held exactly.
        assert!(convert(&i8s(&[1 << 24]), &di, Scalar::F32).is_ok());
        assert!(matches!(convert(&i8s(&[(1 << 24) + 1]), &di, Scalar::F32), Err(ConvertError::Range(_))));
        assert!(convert(&i8s(&[(1 << 24) + 1]), &di, Scalar::F64).is_ok());
        assert_eq!(i32s(convert(&[1, 0], &db, Scalar::I32).unwrap()), vec![1, 0]);
        assert!(matches!(convert(&[2], &db, Scalar::I32), Err(ConvertError::Type(_))));
        assert!(matches!(convert(&[0; 8], &Dtype::parse("<c8"), Scalar::F32), Err(ConvertError::Type(_))));
    }

    #[test]
    fn float64_beyond_float32_is_an_error_but_nan_and_inf_pass() {
        let dir = dir("f64range");
        let p = dir.join("x.npy");
        let edge = f64::from(f32::MAX);
        npyz_write(&p, &[2, 3], npyz::Order::C, None, &[0.0, f64::NAN, f64::INFINITY, -f64::INFINITY, edge, -edge]);
        let a = f32s(&read(&p, Scalar::F32).unwrap().bytes);
        assert!(a[1].is_nan() && a[2] == f32::INFINITY && a[3] == f32::NEG_INFINITY && a[4] == f32::MAX);
        for (bad, at) in [(1e39, 4usize), (-1e300, 5), (f64::MAX, 0)] {
            let mut v = vec![1.0f64; 6];
            v[at] = bad;
            npyz_write(&p, &[2, 3], npyz::Order::C, None, &v);
            let e = read(&p, Scalar::F32).unwrap_err();
            assert!(
                e.contains(&format!("{bad:e}")) && e.contains(&format!("index {at}")) && e.contains("float32"),
                "{e}"
            );
            // As float64 it is fine.
            read(&p, Scalar::F64).unwrap();
        }
        std::fs::remove_dir_all(&dir).ok();
    }

    /// A file with this header text (a valid preamble) and `data` after it.
    fn raw_npy(path: &Path, dict: &str, data: &[u8]) {
        let mut h = header(Scalar::F32, &[1], None).unwrap()[..8].to_vec();
        let mut text = dict.to_string();
        while !(10 + text.len() + 1).is_multiple_of(64) {
            text.push(' ');
        }
        text.push('\n');
        h.extend_from_slice(&(text.len() as u16).to_le_bytes());
        h.extend_from_slice(text.as_bytes());
        h.extend_from_slice(data);
        std::fs::write(path, h).unwrap();
    }

    #[test]
    fn hostile_headers_are_refused_before_reading_data() {
        let dir = dir("hostile");
        let p = dir.join("x.npy");
        let cases: &[(&str, &str)] = &[
            ("{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296, 16), }", "64 GiB"),
            ("{'descr': '<f8', 'fortran_order': False, 'shape': (18446744073709551615,), }", "64 GiB"),
            ("{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999999999999999,), }", "beyond 2^64"),
            ("{'descr': '<f8', 'fortran_order': False, 'shape': (-1, 2), }", "negative"),
            ("{'descr': '<f4', 'fortran_order': False, 'shape': (1000, 1000), }", "holds only 8"),
            ("{'descr': '<c16', 'fortran_order': False, 'shape': (1,), }", "has dtype <c16; expected <f4"),
            ("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (1,), }", "structured"),
            ("{'descr': '<f4', 'shape': (1,), }", "no 'fortran_order'"),
            ("{'descr': '<f4', 'fortran_order': 0, 'shape': (1,), }", "fortran_order"),
            ("{'descr': '<f4', 'fortran_order': False, 'shape': 3, }", "not a tuple"),
            ("{'descr': '<f4', 'fortran_order': False, 'shape': (1.5,), }", "non-integer"),
            ("{'descr': '<f4', 'fortran_order': False, 'shape': ((((((((((1,),),),),),),),),),), }", "nests"),
            ("{'descr': '<f4', 'fortran_order': False, 'shape': (2,", "ends early"),
        ];
        for (dict, want) in cases {
            raw_npy(&p, dict, &[0u8; 8]);
            let e = read(&p, Scalar::F32).unwrap_err();
            assert!(e.contains(want), "{dict}: expected `{want}` in: {e}");
        }
        // The caller's check sees the shape before the data, and its error comes back as is.
        raw_npy(&p, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 1), }", &[0u8; 8]);
        let e = read_checked(&p, Scalar::F32, |s| Err(format!("saw {s:?}"))).unwrap_err();
        assert_eq!(e, "saw [2, 1]");
        // A prefix of the first axis is read alone, even of an array larger than the limit;
        // `check` sees the whole shape.
        let data: Vec<u8> = (0..12).flat_map(|x| (x as f32).to_le_bytes()).collect();
        raw_npy(&p, "{'descr': '<f4', 'fortran_order': False, 'shape': (6, 2), }", &data);
        let mut seen = Vec::new();
        let a = read_leading(&p, Scalar::F32, 2, |s| {
            seen = s.to_vec();
            Ok(())
        })
        .unwrap();
        assert_eq!((seen, a.shape.clone(), f32s(&a.bytes)), (vec![6, 2], vec![2, 2], vec![0.0, 1.0, 2.0, 3.0]));
        assert_eq!(read_leading(&p, Scalar::F32, 100, |_| Ok(())).unwrap().shape, vec![6, 2]);
        raw_npy(&p, "{'descr': '<f4', 'fortran_order': False, 'shape': (1099511627776, 2), }", &data);
        assert_eq!(read_leading(&p, Scalar::F32, 1, |_| Ok(())).unwrap().bytes, data[..8]);
        assert!(read(&p, Scalar::F32).unwrap_err().contains("64 GiB"));
        // Python 2's long integers, and a 0-d array.
        raw_npy(&p, "{'descr': '<f4', 'fortran_order': False, 'shape': (2L, 1L), }", &[0u8; 8]);
        assert_eq!(read(&p, Scalar::F32).unwrap().shape, vec![2, 1]);
        raw_npy(&p, "{'descr': '<f4', 'fortran_order': False, 'shape': (), }", &1.0f32.to_le_bytes());
        assert_eq!(read(&p, Scalar::F64).unwrap().bytes, 1.0f64.to_le_bytes());
        // Bad preambles, and what is not a file.
        std::fs::write(&p, b"\x93NUMPY\x01\x00\xff").unwrap();
        assert!(read(&p, Scalar::F32).unwrap_err().contains("ends inside the header"));
        std::fs::write(&p, b"\x93NUMPY\x02\x00\xff\xff\xff\x7f").unwrap();
        assert!(read(&p, Scalar::F32).unwrap_err().contains("at most"));
        std::fs::write(&p, b"\x93NUMPY\x04\x00\x10\x00").unwrap();
        assert!(read(&p, Scalar::F32).unwrap_err().contains("version 4.0"));
        assert!(read(&dir, Scalar::F32).unwrap_err().contains("directory"));
        #[cfg(unix)]
        assert!(read(Path::new("/dev/zero"), Scalar::F32).unwrap_err().contains("not a regular file or a FIFO"));
        std::fs::remove_dir_all(&dir).ok();
    }
}
