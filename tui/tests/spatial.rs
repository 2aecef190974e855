//! The spatial grid (stdlib/spatial.rhai) finds exactly what a brute-force scan finds: on
//! random worlds (random sizes, cells, radii, torus or not, random point counts and positions,
//! points outside the area when there is no wrap), every point's neighbours within the radius,
//! counted and summed by tag through the grid's key ranges, equal those of a loop over every
//! point of its world, also when the query stops at the first `GRID_END` span; so do the
//! points of its own cell found with `==`. Keys are either the
//! cells (the engine's direct key table) or cells times a large spread (its bisection). Each
//! case runs several steps, so the sort and its key index are rebuilt as points move.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};
use proptest::prelude::*;

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/grid_query.rhai")
}

fn words(s: &Simulation, name: &str) -> Vec<u32> {
    s.export(name).unwrap().data.chunks(4).map(|b| u32::from_le_bytes(b.try_into().unwrap())).collect()
}

/// Runs one case; returns how many neighbour pairs the grid found in all.
#[allow(clippy::too_many_arguments)]
fn case(width: f64, height: f64, cell: f64, radius: f64, wrap: bool, points: u32, spread: u32, seed: u64) -> u64 {
    let mut opts = LoadOptions::default();
    for (k, v) in [
        ("width", format!("{width:?}")),
        ("height", format!("{height:?}")),
        ("cell", format!("{cell:?}")),
        ("radius", format!("{radius:?}")),
        ("wrap", wrap.to_string()),
        ("points", points.to_string()),
        ("spread", spread.to_string()),
    ] {
        opts.params.insert(k.into(), v);
    }
    let config = Config { worlds: 6, seed, threads: 2, adaptive_threads: false, ..Config::default() };
    let mut s = Simulation::load(&script(), &config, &opts).unwrap_or_else(|e| panic!("{e}"));
    let mut found = 0;
    for step in 0..4 {
        s.step().unwrap();
        let (ng, na) = (words(&s, "n_grid"), words(&s, "n_all"));
        let (hg, ha) = (words(&s, "h_grid"), words(&s, "h_all"));
        let (ns, hs) = (words(&s, "n_stop"), words(&s, "h_stop"));
        assert_eq!((&ns, &hs), (&na, &ha), "step {step}: the query stopping at GRID_END vs brute force");
        assert_eq!(words(&s, "same"), words(&s, "same_all"), "step {step}: points of a cell by == vs scan");
        for i in 0..ng.len() {
            assert_eq!(
                (ng[i], hg[i]),
                (na[i], ha[i]),
                "step {step}, world {}, point {}: grid vs brute force (count, tag sum)",
                i / points as usize,
                i % points as usize
            );
        }
        found += ng.iter().map(|&n| n as u64).sum::<u64>();
    }
    found
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn grid_query_equals_brute_force(
        cols in 3u32..20,
        rows in 3u32..20,
        cell in 0.5f64..8.0,
        reach in 1u32..3,
        frac in 0.3f64..1.0,
        wrap in any::<bool>(),
        points in 1u32..250,
        sparse in any::<bool>(),
        seed in any::<u64>(),
    ) {
        // On a torus the area is whole cells and at least 2 * reach + 1 of them each way.
        let (cols, rows) = if wrap { (cols.max(2 * reach + 1), rows.max(2 * reach + 1)) } else { (cols, rows) };
        let width = if wrap { cols as f64 * cell } else { cols as f64 * cell * 0.97 };
        let height = rows as f64 * cell;
        // A radius reaching into the last covered cell: between reach - 1 and reach cells.
        let radius = cell * ((reach - 1) as f64 + frac);
        case(width, height, cell, radius, wrap, points, if sparse { 100_000 } else { 1 }, seed);
    }
}

/// The grid finds neighbours at all (a query that finds nothing would pass the property).
#[test]
fn dense_worlds_have_many_neighbours() {
    let found = case(30.0, 24.0, 3.0, 5.0, true, 200, 1, 7);
    assert!(found > 6 * 4 * 500, "only {found} neighbour pairs");
    let found = case(30.0, 24.0, 3.0, 5.0, false, 200, 100_000, 8);
    assert!(found > 6 * 4 * 300, "only {found} neighbour pairs");
}
