//! The planner: which register variant runs each node of the step, and where the step is split
//! into launches.
//!
//! The megakernel is built in several register budgets ([`crate::DEFAULT_BUDGETS`]). Fewer
//! registers let more warps fit on a multiprocessor (more latency hidden); more registers keep
//! values out of local memory (fewer spills). Which wins depends on the node: a light per-row
//! kernel likes occupancy, a long neighbour loop likes registers. Every launch runs a range of
//! the step's nodes with one variant, and every launch costs something of its own (the launch,
//! the host's synchronisation, the scheduler's start), so a node gets its own variant only where
//! what it gains beats that cost.
//!
//! [`plan`] is a pure function of the profile (per variant, per node: a time), the launch cost,
//! and nothing else, so it is tested on made-up profiles. It minimises
//!
//! ```text
//!     Σ over launches (launch cost + Σ over the launch's nodes: the node's time in its variant)
//! ```
//!
//! exactly, by dynamic programming over the node list (a prefix's best plan extends to the
//! next). Ties go to fewer launches, then to the variant listed first, so a profile where the
//! variants do not differ gives one launch of the first variant.

use std::ops::Range;

/// One launch of the megakernel: `variant` (an index into the profile's variants) runs the
/// step's nodes `nodes`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    pub variant: usize,
    pub nodes: Range<usize>,
}

/// The launches that run `times[0].len()` nodes at the least total cost, where `times[v][n]` is
/// node `n`'s time under variant `v` and each launch costs `launch` more (same unit). A time
/// that is not a finite number, or negative, counts as never (that variant can't run the node).
/// With no variants or no nodes: one launch of variant 0 over everything.
pub fn plan(times: &[Vec<f64>], launch: f64) -> Vec<Launch> {
    let nodes = times.first().map_or(0, |t| t.len());
    if times.is_empty() || nodes == 0 || times.iter().any(|t| t.len() != nodes) {
        return vec![Launch { variant: 0, nodes: 0..nodes }];
    }
    let launch = if launch.is_finite() && launch > 0.0 { launch } else { 0.0 };
    let cost = |v: usize, n: usize| {
        let t = times[v][n];
        if t.is_finite() && t >= 0.0 { t } else { f64::INFINITY }
    };
    // prefix[v][n]: variant v's time for nodes 0..n.
    let prefix: Vec<Vec<f64>> = (0..times.len())
        .map(|v| {
            let mut p = vec![0.0; nodes + 1];
            for n in 0..nodes {
                p[n + 1] = p[n] + cost(v, n);
            }
            p
        })
        .collect();
    // best[j]: (cost, launches, the last launch (from, variant)) of the cheapest plan of nodes 0..j.
    let mut best: Vec<(f64, usize, usize, usize)> = vec![(0.0, 0, 0, 0); nodes + 1];
    for j in 1..=nodes {
        let mut b = (f64::INFINITY, usize::MAX, 0, 0);
        for i in 0..j {
            for v in 0..times.len() {
                let c = best[i].0 + launch + (prefix[v][j] - prefix[v][i]);
                let k = best[i].1 + 1;
                // Strictly better only: earlier splits, fewer launches and earlier variants win ties.
                if c < b.0 || (c == b.0 && k < b.1) {
                    b = (c, k, i, v);
                }
            }
        }
        if b.1 == usize::MAX {
            // No variant can run some node: give up on planning (one launch, the first variant).
            return vec![Launch { variant: 0, nodes: 0..nodes }];
        }
        best[j] = b;
    }
    let mut out = Vec::new();
    let mut j = nodes;
    while j > 0 {
        let (_, _, i, v) = best[j];
        out.push(Launch { variant: v, nodes: i..j });
        j = i;
    }
    out.reverse();
    out
}

/// What `launches` cost under `times` and `launch` (as [`plan`] counts).
pub fn cost(times: &[Vec<f64>], launch: f64, launches: &[Launch]) -> f64 {
    launches.iter().map(|l| launch + l.nodes.clone().map(|n| times[l.variant][n]).sum::<f64>()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(v: usize, n: usize) -> Vec<Launch> {
        vec![Launch { variant: v, nodes: 0..n }]
    }

    #[test]
    fn ties_give_one_launch_of_the_first_variant() {
        let t = vec![vec![10.0; 6]; 5];
        assert_eq!(plan(&t, 5.0), one(0, 6));
        // Even with launches free.
        assert_eq!(plan(&t, 0.0), one(0, 6));
    }

    #[test]
    fn the_best_single_variant_without_splits() {
        let t = vec![vec![10.0, 10.0, 10.0], vec![9.0, 9.0, 9.5], vec![9.0, 9.0, 9.0]];
        assert_eq!(plan(&t, 1.0), one(2, 3));
    }

    #[test]
    fn a_node_faster_with_fewer_registers_gets_its_own_launch() {
        // Variant 0 (32 registers) is far faster on node 2 (occupancy), variant 1 on the rest.
        let t = vec![vec![50.0, 50.0, 10.0, 50.0], vec![20.0, 20.0, 80.0, 20.0]];
        let p = plan(&t, 5.0);
        assert_eq!(
            p,
            vec![
                Launch { variant: 1, nodes: 0..2 },
                Launch { variant: 0, nodes: 2..3 },
                Launch { variant: 1, nodes: 3..4 }
            ]
        );
        assert_eq!(cost(&t, 5.0, &p), 15.0 + 40.0 + 10.0 + 20.0);
    }

    #[test]
    fn a_launch_cost_that_forbids_any_split() {
        let t = vec![vec![50.0, 50.0, 10.0, 50.0], vec![20.0, 20.0, 80.0, 20.0]];
        // One launch: 140 + L. Two (variant 1 for nodes 0..2, variant 0 for 2..4): 100 + 2L.
        // Three: 70 + 3L. From L = 40 on (a tie goes to fewer launches), no split pays.
        assert_eq!(plan(&t, 40.0), one(1, 4));
        assert_eq!(plan(&t, 1e9), one(1, 4));
        assert_eq!(plan(&t, 39.0), vec![Launch { variant: 1, nodes: 0..2 }, Launch { variant: 0, nodes: 2..4 }]);
        assert_eq!(plan(&t, 29.0).len(), 3);
    }

    #[test]
    fn noise_below_the_launch_cost_never_splits() {
        // Five variants equal but for a few percent of noise per node: no split pays.
        let mut seed = 7u64;
        let mut noise = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            1.0 + ((seed >> 40) as f64 / (1u64 << 24) as f64 - 0.5) * 0.04
        };
        let base = [120.0, 40.0, 900.0, 15.0, 15.0, 300.0, 60.0];
        let t: Vec<Vec<f64>> = (0..5).map(|_| base.iter().map(|b| b * noise()).collect()).collect();
        let p = plan(&t, 50.0);
        assert_eq!(p.len(), 1);
        // And that one launch is the best single variant.
        let best = (0..5).min_by(|a, b| t[*a].iter().sum::<f64>().total_cmp(&t[*b].iter().sum::<f64>())).unwrap();
        assert_eq!(p, one(best, base.len()));
    }

    #[test]
    fn the_plan_is_optimal_on_random_profiles() {
        // Against every split and every variant per launch, on small profiles.
        let mut seed = 1u64;
        let mut rnd = |n: u64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        for _ in 0..300 {
            let nodes = 1 + rnd(5) as usize;
            let variants = 1 + rnd(3) as usize;
            let launch = rnd(40) as f64;
            let t: Vec<Vec<f64>> = (0..variants).map(|_| (0..nodes).map(|_| rnd(100) as f64).collect()).collect();
            let p = plan(&t, launch);
            // The launches cover the nodes in order.
            assert_eq!(p.first().unwrap().nodes.start, 0);
            assert_eq!(p.last().unwrap().nodes.end, nodes);
            assert!(p.windows(2).all(|w| w[0].nodes.end == w[1].nodes.start));
            // Brute force: every set of cut points, each launch its best variant.
            let mut brute = f64::INFINITY;
            for cuts in 0..1u32 << (nodes - 1) {
                let mut c = 0.0;
                let mut from = 0;
                for n in 1..=nodes {
                    if n == nodes || cuts & (1 << (n - 1)) != 0 {
                        let seg = (0..variants)
                            .map(|v| (from..n).map(|k| t[v][k]).sum::<f64>())
                            .fold(f64::INFINITY, f64::min);
                        c += launch + seg;
                        from = n;
                    }
                }
                brute = brute.min(c);
            }
            assert_eq!(cost(&t, launch, &p), brute, "{t:?} launch {launch}: {p:?}");
        }
    }

    #[test]
    fn a_variant_that_cannot_run_a_node_is_avoided() {
        let t = vec![vec![1.0, f64::NAN, 1.0], vec![5.0, 5.0, 5.0]];
        assert_eq!(plan(&t, 100.0), one(1, 3));
        // No variant can run node 1: one launch of the first.
        let t = vec![vec![1.0, f64::INFINITY], vec![1.0, -1.0]];
        assert_eq!(plan(&t, 1.0), one(0, 2));
        assert_eq!(plan(&[], 1.0), one(0, 0));
        assert_eq!(plan(&[vec![]], 1.0), one(0, 0));
    }
}
