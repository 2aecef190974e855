//! Accuracy of the prelude's math functions (written in the system language), in ulps of the
//! result, against Rust's f64 functions (correctly rounded to well below a float32 ulp) or, for
//! the `double` versions, the C library's f64 results.
//!
//! The bounds asserted are the ones stdlib/prelude.mwc documents, per function: sin, cos, exp,
//! log, atan, acos within 2 ulp; tan, atan2, asin within 3 ulp; double sin and cos within 1 ulp
//! (README: "within 2-3 ulp"). An error is measured in units of the ulp of the *exact* value
//! (2^(e-23) for a value in [2^e, 2^(e+1))), so a result just below a power of two is not
//! measured against the larger ulp above it. A NaN where the reference is a number, an infinity
//! where it is finite, or a number where it is NaN or infinite, is a failure, never "0 ulp".

use std::path::Path;

use mw::{Config, LoadOptions, Simulation};

/// The ulp of an exact value `x` at precision `mant` bits after the point (23 for f32, 52 for
/// f64) and smallest normal exponent `emin`.
fn ulp_of(x: f64, mant: i32, emin: i32) -> f64 {
    let bits = x.abs().to_bits();
    let e = if x == 0.0 { emin } else { (((bits >> 52) & 0x7ff) as i32 - 1023).max(emin) };
    // Two factors, so the smallest f64 ulp (2^-1074) does not underflow on the way.
    2f64.powi(e) * 2f64.powi(-mant)
}

/// Error of `got` in ulps of `want`, or `Err` when one is not a finite number and they differ.
fn ulps(got: f64, want: f64, mant: i32, emin: i32) -> Result<f64, String> {
    if want.is_nan() {
        return if got.is_nan() { Ok(0.0) } else { Err(format!("{got:e} where the reference is NaN")) };
    }
    if want.is_infinite() {
        return if got == want { Ok(0.0) } else { Err(format!("{got:e} where the reference is {want}")) };
    }
    if !got.is_finite() {
        return Err(format!("{got} where the reference is {want:e}"));
    }
    Ok((got - want).abs() / ulp_of(want, mant, emin))
}

fn ulps32(got: f32, want: f64) -> Result<f64, String> {
    // A float32 result against the exact value (the f64 reference), in float32 ulps.
    ulps(got as f64, want, 23, -126)
}

fn ulps64(got: f64, want: f64) -> Result<f64, String> {
    ulps(got, want, 52, -1022)
}

const NAMES: [&str; 11] =
    ["sin", "cos", "tan", "exp", "log", "atan", "atan2", "asin", "acos", "sin(double)", "cos(double)"];
/// Documented in stdlib/prelude.mwc (line 5-6), in the order of `NAMES`.
const BOUNDS: [f64; 11] = [2.0, 2.0, 3.0, 2.0, 2.0, 2.0, 3.0, 3.0, 2.0, 1.0, 1.0];

#[test]
fn prelude_functions_are_within_their_documented_ulps() {
    let grid = 20000u32;
    // x spans [-10, 10] for the periodic and odd functions, y spans [-1, 1]; then edge inputs.
    let mut xs: Vec<f32> = (0..grid).map(|i| -10.0 + 20.0 * (i as f32 + 0.5) / grid as f32).collect();
    let mut ys: Vec<f32> = (0..grid).map(|i| -1.0 + 2.0 * ((i * 7919) % grid) as f32 / grid as f32).collect();
    let pi = std::f32::consts::PI;
    let specials: [(f32, f32); 16] = [
        (0.0, 1.0),
        (-0.0, -1.0),
        (-0.0, 0.0),
        (0.0, -0.0),
        (-0.0, -0.0),
        (0.0, 0.0),
        (1.0, 0.0),
        (-1.0, -0.0),
        (10.0, 0.5),
        (-10.0, -0.5),
        (1e-20, 1e-20),
        (-1e-20, -1e-20),
        (pi, 0.9999999),
        (pi / 2.0, -0.9999999),
        (-pi, 0.70710677),
        (2.0, 1e-3),
    ];
    for (x, y) in specials {
        xs.push(x);
        ys.push(y);
    }
    let n = xs.len() as u32;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/math.rhai");
    let mut s =
        Simulation::load(&path, &Config { worlds: n, threads: 2, ..Config::default() }, &LoadOptions::default())
            .unwrap_or_else(|e| panic!("{e}"));
    let mut bytes = Vec::new();
    for (x, y) in xs.iter().zip(&ys) {
        bytes.extend_from_slice(&x.to_le_bytes());
        bytes.extend_from_slice(&y.to_le_bytes());
    }
    let port = s.sim.column_port("In").unwrap();
    s.write(&port, &bytes).unwrap();
    s.step().unwrap();
    let field = |name: &str| {
        let p = s.sim.column_port(&format!("Out.{name}")).unwrap();
        s.sim.read(&p).unwrap().data.into_owned()
    };
    let fl: Vec<Vec<u8>> =
        ["sin", "cos", "tan", "exp", "log", "atan", "atan2", "asin", "acos"].iter().map(|n| field(n)).collect();
    let db: Vec<Vec<u8>> = ["dsin", "dcos"].iter().map(|n| field(n)).collect();
    for col in &fl {
        assert_eq!(col.len(), 4 * n as usize);
    }
    for col in &db {
        assert_eq!(col.len(), 8 * n as usize);
    }
    let f = |w: usize, k: usize| f32::from_le_bytes(fl[k][4 * w..][..4].try_into().unwrap());
    let d = |w: usize, k: usize| f64::from_le_bytes(db[k][8 * w..][..8].try_into().unwrap());
    let mut worst = [0.0f64; 11];
    let mut worst_at = [(0.0f32, 0.0f32); 11];
    let mut failures: Vec<String> = Vec::new();
    for w in 0..n as usize {
        let (x, y) = (xs[w] as f64, ys[w] as f64);
        // ln of a negative number is NaN in Rust, as the prelude documents for log.
        let results: [Result<f64, String>; 11] = [
            ulps32(f(w, 0), x.sin()),
            ulps32(f(w, 1), x.cos()),
            ulps32(f(w, 2), x.tan()),
            ulps32(f(w, 3), x.exp()),
            ulps32(f(w, 4), x.ln()),
            ulps32(f(w, 5), x.atan()),
            ulps32(f(w, 6), y.atan2(x)),
            ulps32(f(w, 7), y.asin()),
            ulps32(f(w, 8), y.acos()),
            ulps64(d(w, 0), x.sin()),
            ulps64(d(w, 1), x.cos()),
        ];
        for (k, r) in results.into_iter().enumerate() {
            match r {
                Ok(u) if u.is_nan() => failures.push(format!("{} at x={x:e} y={y:e}: error is NaN", NAMES[k])),
                Ok(u) => {
                    if u > worst[k] {
                        worst[k] = u;
                        worst_at[k] = (xs[w], ys[w]);
                    }
                }
                Err(e) => failures.push(format!("{} at x={x:e} y={y:e}: {e}", NAMES[k])),
            }
        }
    }
    let report: Vec<String> = NAMES
        .iter()
        .zip(worst)
        .zip(worst_at)
        .map(|((n, w), (x, y))| format!("{n} {w:.2} (x={x:e}, y={y:e})"))
        .collect();
    eprintln!("worst ulps:\n  {}", report.join("\n  "));
    assert!(
        failures.is_empty(),
        "{} non-finite or unexpected results, the first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
    for ((name, w), b) in NAMES.iter().zip(worst).zip(BOUNDS) {
        if w > b {
            failures.push(format!("{name}: {w:.2} ulps > the documented {b}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn ulp_measure_flags_what_it_must() {
    // The measure itself: NaN, infinities and off-by-ulps are seen, not swallowed.
    assert!(ulps32(f32::NAN, 0.5).is_err());
    assert!(ulps32(f32::INFINITY, 1e30).is_err());
    assert!(ulps32(1.0, f64::NAN).is_err());
    assert!(ulps32(f32::NEG_INFINITY, f64::NEG_INFINITY).is_ok());
    assert!(ulps64(f64::NAN, 0.5).is_err());
    assert_eq!(ulps32(1.0, 1.0), Ok(0.0));
    assert_eq!(ulps32(f32::from_bits(1.0f32.to_bits() + 2), 1.0), Ok(2.0));
    // Just below a power of two, the ulp is the smaller one below it.
    assert_eq!(ulps32(f32::from_bits(1.0f32.to_bits() - 1), 1.0 - 2f64.powi(-23)), Ok(1.0));
    assert_eq!(ulps64(f64::from_bits(0.5f64.to_bits() + 1), 0.5), Ok(1.0));
    assert_eq!(ulps64(f64::from_bits(1), 0.0), Ok(1.0));
    assert_eq!(ulps32(f32::from_bits(1), 0.0), Ok(1.0));
}
