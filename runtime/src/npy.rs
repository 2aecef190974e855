//! Reading and writing `.npy` files (through `npyz`), for record and replay.
//!
//! Arrays come in as one of the runtime's scalars. Conversions a NumPy user would expect to
//! just work are done with checks: any integer dtype to `int32`/`uint32` when every value fits
//! (NumPy's default integer is int64), and `float64` ↔ `float32` (rounding to nearest). Other
//! dtypes, or floats where integers are expected, are errors that name what was found.

use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::path::Path;

use npyz::{DType, TypeChar, WriterBuilder};

use crate::schema::Scalar;

/// An n-dimensional array of one scalar type, C order, little endian bytes.
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    pub scalar: Scalar,
    pub shape: Vec<usize>,
    pub bytes: Vec<u8>,
}

fn describe(dtype: &DType) -> String {
    match dtype {
        DType::Plain(t) => t.to_string(),
        other => format!("{other:?}"),
    }
}

/// Reads an `.npy` file as `want` (see the module docs for the conversions allowed).
pub fn read(path: &Path, want: Scalar) -> Result<Array, String> {
    let f = File::open(path).map_err(|e| format!("can't open `{}`: {e}", path.display()))?;
    let npy = npyz::NpyFile::new(BufReader::new(f))
        .map_err(|e| format!("`{}` is not a valid .npy file: {e}", path.display()))?;
    if npy.order() != npyz::Order::C {
        return Err(format!("`{}` is in Fortran order; save it with np.ascontiguousarray", path.display()));
    }
    let shape: Vec<usize> = npy.shape().iter().map(|&d| d as usize).collect();
    let dtype = npy.dtype();
    let DType::Plain(ts) = &dtype else {
        return Err(format!("`{}` has a structured dtype; expected a plain {}", path.display(), want.npy_descr()));
    };
    let (kind, size) = (ts.type_char(), ts.size_field());
    let bad = || {
        format!(
            "`{}` has dtype {}; expected {} (or a type that converts to it)",
            path.display(),
            describe(&dtype),
            want.npy_descr()
        )
    };
    let io = |e: std::io::Error| format!("reading `{}`: {e}", path.display());
    let ints: Option<Vec<i128>> = match (kind, size) {
        (TypeChar::Bool, 1) => Some(npy.into_vec::<bool>().map_err(io)?.into_iter().map(i128::from).collect()),
        (TypeChar::Int, 1) => Some(npy.into_vec::<i8>().map_err(io)?.into_iter().map(i128::from).collect()),
        (TypeChar::Int, 2) => Some(npy.into_vec::<i16>().map_err(io)?.into_iter().map(i128::from).collect()),
        (TypeChar::Int, 4) => Some(npy.into_vec::<i32>().map_err(io)?.into_iter().map(i128::from).collect()),
        (TypeChar::Int, 8) => Some(npy.into_vec::<i64>().map_err(io)?.into_iter().map(i128::from).collect()),
        (TypeChar::Uint, 1) => Some(npy.into_vec::<u8>().map_err(io)?.into_iter().map(i128::from).collect()),
        (TypeChar::Uint, 2) => Some(npy.into_vec::<u16>().map_err(io)?.into_iter().map(i128::from).collect()),
        (TypeChar::Uint, 4) => Some(npy.into_vec::<u32>().map_err(io)?.into_iter().map(i128::from).collect()),
        (TypeChar::Uint, 8) => Some(npy.into_vec::<u64>().map_err(io)?.into_iter().map(i128::from).collect()),
        (TypeChar::Float, 4 | 8) => None,
        _ => return Err(bad()),
    };
    let bytes = match (ints, want) {
        (Some(v), Scalar::I32) => {
            let mut out = Vec::with_capacity(v.len() * 4);
            for (i, x) in v.into_iter().enumerate() {
                let x = i32::try_from(x)
                    .map_err(|_| format!("`{}`: value {x} at index {i} does not fit in int32", path.display()))?;
                out.extend_from_slice(&x.to_le_bytes());
            }
            out
        }
        (Some(v), Scalar::U32) => {
            let mut out = Vec::with_capacity(v.len() * 4);
            for (i, x) in v.into_iter().enumerate() {
                let x = u32::try_from(x)
                    .map_err(|_| format!("`{}`: value {x} at index {i} does not fit in uint32", path.display()))?;
                out.extend_from_slice(&x.to_le_bytes());
            }
            out
        }
        (Some(_), _) => return Err(bad()),
        (None, Scalar::F32) => {
            let path2 = path;
            let f = File::open(path2).map_err(|e| format!("can't open `{}`: {e}", path.display()))?;
            let npy = npyz::NpyFile::new(BufReader::new(f)).map_err(io)?;
            let v: Vec<f32> = if size == 4 {
                npy.into_vec::<f32>().map_err(io)?
            } else {
                npy.into_vec::<f64>().map_err(io)?.into_iter().map(|x| x as f32).collect()
            };
            v.iter().flat_map(|x| x.to_le_bytes()).collect()
        }
        (None, Scalar::F64) => {
            let f = File::open(path).map_err(|e| format!("can't open `{}`: {e}", path.display()))?;
            let npy = npyz::NpyFile::new(BufReader::new(f)).map_err(io)?;
            let v: Vec<f64> = if size == 8 {
                npy.into_vec::<f64>().map_err(io)?
            } else {
                npy.into_vec::<f32>().map_err(io)?.into_iter().map(f64::from).collect()
            };
            v.iter().flat_map(|x| x.to_le_bytes()).collect()
        }
        (None, _) => return Err(bad()),
    };
    Ok(Array { scalar: want, shape, bytes })
}

/// Streams equally shaped frames (one per step) into one `.npy` of shape `[frames, ...frame]`.
pub struct FrameWriter {
    scalar: Scalar,
    inner: Inner,
    frames_left: usize,
    frame_bytes: usize,
}

enum Inner {
    F32(npyz::NpyWriter<f32, BufWriter<File>>),
    F64(npyz::NpyWriter<f64, BufWriter<File>>),
    I32(npyz::NpyWriter<i32, BufWriter<File>>),
    U32(npyz::NpyWriter<u32, BufWriter<File>>),
}

impl FrameWriter {
    pub fn create(path: &Path, scalar: Scalar, frames: usize, frame_shape: &[usize]) -> Result<FrameWriter, String> {
        let mut shape = vec![frames as u64];
        shape.extend(frame_shape.iter().map(|&d| d as u64));
        let file = File::create(path).map_err(|e| format!("can't create `{}`: {e}", path.display()))?;
        let w = BufWriter::new(file);
        let err = |e: std::io::Error| format!("writing `{}`: {e}", path.display());
        let inner = match scalar {
            Scalar::F32 => {
                Inner::F32(npyz::WriteOptions::new().default_dtype().shape(&shape).writer(w).begin_nd().map_err(err)?)
            }
            Scalar::F64 => {
                Inner::F64(npyz::WriteOptions::new().default_dtype().shape(&shape).writer(w).begin_nd().map_err(err)?)
            }
            Scalar::I32 => {
                Inner::I32(npyz::WriteOptions::new().default_dtype().shape(&shape).writer(w).begin_nd().map_err(err)?)
            }
            Scalar::U32 => {
                Inner::U32(npyz::WriteOptions::new().default_dtype().shape(&shape).writer(w).begin_nd().map_err(err)?)
            }
        };
        let frame_bytes = frame_shape.iter().product::<usize>() * scalar.size();
        Ok(FrameWriter { scalar, inner, frames_left: frames, frame_bytes })
    }

    /// Appends one frame of little-endian bytes.
    pub fn push(&mut self, bytes: &[u8]) -> Result<(), String> {
        if bytes.len() != self.frame_bytes {
            return Err(format!("frame has {} bytes, expected {}", bytes.len(), self.frame_bytes));
        }
        if self.frames_left == 0 {
            return Err("more frames than declared".into());
        }
        self.frames_left -= 1;
        let e = |e: std::io::Error| e.to_string();
        let n = self.scalar.size();
        match &mut self.inner {
            Inner::F32(w) => {
                w.extend(bytes.chunks_exact(n).map(|c| f32::from_le_bytes(c.try_into().unwrap()))).map_err(e)
            }
            Inner::F64(w) => {
                w.extend(bytes.chunks_exact(n).map(|c| f64::from_le_bytes(c.try_into().unwrap()))).map_err(e)
            }
            Inner::I32(w) => {
                w.extend(bytes.chunks_exact(n).map(|c| i32::from_le_bytes(c.try_into().unwrap()))).map_err(e)
            }
            Inner::U32(w) => {
                w.extend(bytes.chunks_exact(n).map(|c| u32::from_le_bytes(c.try_into().unwrap()))).map_err(e)
            }
        }
    }

    /// Completes the file; frames never pushed are left out of the shape check only if none
    /// are missing.
    pub fn finish(self) -> Result<(), String> {
        if self.frames_left != 0 {
            return Err(format!("{} frames missing", self.frames_left));
        }
        let e = |e: std::io::Error| e.to_string();
        match self.inner {
            Inner::F32(w) => w.finish().map_err(e),
            Inner::F64(w) => w.finish().map_err(e),
            Inner::I32(w) => w.finish().map_err(e),
            Inner::U32(w) => w.finish().map_err(e),
        }
    }
}

/// Writes a whole array.
pub fn write(path: &Path, a: &Array) -> Result<(), String> {
    let (frames, rest) = match a.shape.split_first() {
        Some((f, r)) => (*f, r.to_vec()),
        None => (1, vec![]),
    };
    let mut w = FrameWriter::create(path, a.scalar, frames, &rest)?;
    let fb = rest.iter().product::<usize>() * a.scalar.size();
    for k in 0..frames {
        w.push(&a.bytes[k * fb..(k + 1) * fb])?;
    }
    w.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_conversions() {
        let dir = std::env::temp_dir().join(format!("mw_npy_{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
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
        assert!(read(&p, Scalar::I32).unwrap_err().contains("dtype <f8"));
        std::fs::remove_dir_all(&dir).ok();
    }
}
