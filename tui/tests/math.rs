//! Accuracy of the prelude's math functions (written in the system language), in ulps of the
//! result, against Rust's f64 functions rounded to f32 (or exact f64 values for `double`).
//! The bounds asserted are the ones the prelude documents.

use std::path::Path;

use mw::{Config, LoadOptions, Simulation};

fn ulps32(got: f32, want: f64) -> f64 {
    let w = want as f32;
    if got == w || (got.is_nan() && w.is_nan()) {
        return 0.0;
    }
    let ulp = (f32::from_bits(w.abs().to_bits() + 1) - w.abs()) as f64;
    ((got as f64) - want).abs() / ulp
}

fn ulps64(got: f64, want: f64) -> f64 {
    if got == want {
        return 0.0;
    }
    let ulp = f64::from_bits(want.abs().to_bits() + 1) - want.abs();
    (got - want).abs() / ulp
}

#[test]
fn prelude_functions_are_within_their_documented_ulps() {
    let n = 20000u32;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/math.rhai");
    let mut s =
        Simulation::load(&path, &Config { worlds: n, threads: 2, ..Config::default() }, &LoadOptions::default())
            .unwrap_or_else(|e| panic!("{e}"));
    // x spans [-10, 10] for the periodic and odd functions, y spans [-1, 1].
    let xs: Vec<f32> = (0..n).map(|i| -10.0 + 20.0 * (i as f32 + 0.5) / n as f32).collect();
    let ys: Vec<f32> = (0..n).map(|i| -1.0 + 2.0 * ((i * 7919) % n) as f32 / n as f32).collect();
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
    let f = |w: usize, k: usize| f32::from_le_bytes(fl[k][4 * w..][..4].try_into().unwrap());
    let d = |w: usize, k: usize| f64::from_le_bytes(db[k][8 * w..][..8].try_into().unwrap());
    let mut worst = [0.0f64; 11];
    for w in 0..n as usize {
        let (x, y) = (xs[w] as f64, ys[w] as f64);
        let checks: [(f64, f64); 9] = [
            (f(w, 0) as f64, x.sin()),
            (f(w, 1) as f64, x.cos()),
            (f(w, 2) as f64, x.tan()),
            (f(w, 3) as f64, x.exp()),
            (f(w, 4) as f64, if x > 0.0 { x.ln() } else { f64::NAN }),
            (f(w, 5) as f64, x.atan()),
            (f(w, 6) as f64, y.atan2(x)),
            (f(w, 7) as f64, y.asin()),
            (f(w, 8) as f64, y.acos()),
        ];
        for (k, (got, want)) in checks.iter().enumerate() {
            let u = ulps32(*got as f32, *want);
            worst[k] = worst[k].max(u);
        }
        worst[9] = worst[9].max(ulps64(d(w, 0), x.sin()));
        worst[10] = worst[10].max(ulps64(d(w, 1), x.cos()));
    }
    let names = ["sin", "cos", "tan", "exp", "log", "atan", "atan2", "asin", "acos", "sin(double)", "cos(double)"];
    let report: Vec<String> = names.iter().zip(worst).map(|(n, w)| format!("{n} {w:.2}")).collect();
    eprintln!("worst ulps: {}", report.join(", "));
    // Documented in stdlib/prelude.mwc.
    let bounds = [2.0, 2.0, 4.0, 2.0, 2.0, 2.0, 3.0, 3.0, 3.0, 1.0, 1.0];
    for ((n, w), b) in names.iter().zip(worst).zip(bounds) {
        assert!(w <= b, "{n}: {w:.2} ulps > {b}");
    }
}
