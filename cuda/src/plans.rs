//! Kept launch plans: what the profiling pass measured ([`Profile`]) and the launches chosen
//! from it, kept beside the compiled modules ([`crate::cache_dir`]`/plans`), keyed by the module
//! (a hash of the generated source and the budgets), the GPU's name and the world count's
//! bracket (the next power of two: a node's best variant moves with occupancy, which moves with
//! the work per launch). A later load with the same key reuses the plan without profiling; a
//! reload finds the plan kept for its new code here too. The pass itself, which drives the
//! executor, is [`crate::profile`]; this module needs no executor, so the executor can use it.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::planner::{self, Launch};

/// What the pass measured.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// The step's nodes, in order.
    pub nodes: Vec<String>,
    /// The register budget of each variant.
    pub budgets: Vec<u32>,
    /// `ns[v][n]`: node `n`'s median time per step in variant `v`, in ns.
    pub ns: Vec<Vec<f64>>,
    /// What one more launch costs, in ns (median).
    pub launch_ns: f64,
    /// Measured steps per variant (after the warm-up).
    pub steps: u32,
    /// The worlds the pass ran.
    pub worlds: u32,
    /// How long the pass took, in ms.
    pub pass_ms: f64,
    /// Per node, the parallelism the pass's steps had, where the device counts it (the
    /// emulated GPU; else empty): [`crate::exec::Chain`].
    pub chains: Vec<NodeChain>,
    /// The steps `chains` were counted over.
    pub(crate) chain_steps: u64,
}

/// A node's parallelism over the pass's steps ([`crate::exec::Chain`]).
#[derive(Clone, Debug, PartialEq)]
pub struct NodeChain {
    pub node: String,
    /// Its phases in the step program.
    pub phases: u32,
    /// Items and serial steps per step (means).
    pub items: f64,
    pub work: f64,
    /// The longest serial chain of one item, and the phase it was in.
    pub longest: u64,
    pub at: String,
}

/// The median of `v` (0 for none).
pub fn median(v: &mut [f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    let m = v.len() / 2;
    if v.len() % 2 == 1 { v[m] } else { (v[m - 1] + v[m]) / 2.0 }
}

impl Profile {
    /// The launches the planner chooses for this profile.
    pub fn plan(&self) -> Vec<Launch> {
        planner::plan(&self.ns, self.launch_ns)
    }

    /// The per-node table (µs per step in each variant, the chosen variant marked `*`), the
    /// launch cost, and the launches with what they are expected to cost beside the best
    /// single variant.
    pub fn table(&self, launches: &[Launch]) -> String {
        let w = self.nodes.iter().map(|n| n.len()).max().unwrap_or(4).max(4);
        let mut s = format!("{:<w$}", "node");
        for b in &self.budgets {
            s.push_str(&format!(" {:>11}", format!("{b} regs")));
        }
        s.push('\n');
        let chosen = |n: usize| launches.iter().find(|l| l.nodes.contains(&n)).map(|l| l.variant);
        for (n, name) in self.nodes.iter().enumerate() {
            s.push_str(&format!("{name:<w$}"));
            for v in 0..self.budgets.len() {
                let mark = if chosen(n) == Some(v) { "*" } else { " " };
                s.push_str(&format!(" {:>10.1}{mark}", self.ns[v][n] / 1e3));
            }
            s.push('\n');
        }
        s.push_str(&format!("{:<w$}", "step"));
        for v in 0..self.budgets.len() {
            s.push_str(&format!(" {:>10.1} ", self.ns[v].iter().sum::<f64>() / 1e3));
        }
        s.push('\n');
        let planned = planner::cost(&self.ns, self.launch_ns, launches);
        let single = (0..self.budgets.len())
            .map(|v| planner::cost(&self.ns, self.launch_ns, &[Launch { variant: v, nodes: 0..self.nodes.len() }]))
            .fold(f64::INFINITY, f64::min);
        s.push_str(&format!(
            "µs per step, median of {} steps per variant at {} worlds; one more launch costs {:.1} µs\n",
            self.steps,
            self.worlds,
            self.launch_ns / 1e3
        ));
        s.push_str(&format!(
            "plan: {} (expected {:.1} µs a step; the best single variant {:.1} µs)\n",
            describe(launches, &self.budgets, &self.nodes),
            planned / 1e3,
            single / 1e3
        ));
        s
    }
}

impl Profile {
    /// The parallelism table (empty where the device did not count it): per node its items and
    /// serial steps per step, the longest serial chain and the phase it is in.
    pub fn chain_table(&self) -> String {
        if self.chains.is_empty() {
            return String::new();
        }
        let w = self.chains.iter().map(|c| c.node.len()).max().unwrap_or(4).max(4);
        let mut s = format!(
            "{:<w$} {:>6} {:>11} {:>11} {:>8}  {}\n",
            "node", "phases", "items/step", "work/step", "longest", "longest chain in"
        );
        for c in &self.chains {
            s.push_str(&format!(
                "{:<w$} {:>6} {:>11.0} {:>11.0} {:>8}  {}\n",
                c.node, c.phases, c.items, c.work, c.longest, c.at
            ));
        }
        s.push_str(&format!(
            "parallelism of the pass's {} steps, as the emulated GPU counts it (per step; the longest over them all):\n\
             - an item is what one thread runs: a row, a world, a chunk of rows, a key digit, a lane of a warp's world\n\
             - its serial chain is 1 + the loop iterations inside it: the script's loops, and the engine's over a\n  \
             world's rows, entities, chunks, digits and keys\n\
             - work: the chains of all items together\n\
             - longest: the longest chain of one item, what the node takes at least however many threads a GPU has\n",
            self.chain_steps
        ));
        s
    }
}

/// Launches in one line: `96 regs: policy .. score | 32 regs: reset .. compact`, or one launch
/// of every node: `96 regs: the whole step` (empty: the first variant's).
pub fn describe(launches: &[Launch], budgets: &[u32], nodes: &[String]) -> String {
    match launches {
        [] => return format!("{} regs: the whole step", budgets.first().copied().unwrap_or(0)),
        [one] if one.nodes == (0..nodes.len()) => {
            return format!("{} regs: the whole step", budgets.get(one.variant).copied().unwrap_or(0));
        }
        _ => {}
    }
    launches
        .iter()
        .map(|l| {
            let b = budgets.get(l.variant).copied().unwrap_or(0);
            let (a, z) = (&nodes[l.nodes.start], &nodes[l.nodes.end - 1]);
            if l.nodes.len() == 1 { format!("{b} regs: {a}") } else { format!("{b} regs: {a} .. {z}") }
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

/// The world count's bracket: the next power of two.
pub fn bracket(worlds: u32) -> u64 {
    (worlds.max(1) as u64).next_power_of_two()
}

/// The plan cache's key for a module (its source and budgets) on a GPU at a world count.
pub fn key(source: &str, budgets: &[u32], gpu: &str, worlds: u32) -> String {
    let mut parts: Vec<String> = budgets.iter().map(|b| format!("budget {b}")).collect();
    parts.push(format!("gpu {gpu}"));
    parts.push(format!("worlds {}", bracket(worlds)));
    crate::cache_key(source, &parts, "launch plan v1")
}

/// Where the plan of `key` is kept under the cache directory `dir`.
pub fn path(dir: &Path, key: &str) -> PathBuf {
    dir.join("plans").join(format!("{key}.json"))
}

/// A kept plan: the profile it came from and its launches.
#[derive(Clone, Debug, PartialEq)]
pub struct Cached {
    pub profile: Profile,
    pub launches: Vec<Launch>,
}

/// Keeps `c` under `key` (written whole, then renamed into place); returns its path.
pub fn store(dir: &Path, key: &str, gpu: &str, c: &Cached) -> Result<PathBuf, String> {
    let p = &c.profile;
    let v = json!({
        "version": 1,
        "gpu": gpu,
        "worlds": p.worlds,
        "nodes": p.nodes,
        "budgets": p.budgets,
        "ns": p.ns,
        "launch_ns": p.launch_ns,
        "steps": p.steps,
        "pass_ms": p.pass_ms,
        "launches": c.launches.iter().map(|l| json!({
            "variant": l.variant,
            "budget": p.budgets.get(l.variant),
            "nodes": [l.nodes.start, l.nodes.end],
        })).collect::<Vec<_>>(),
    });
    let file = path(dir, key);
    let parent = file.parent().expect("plans/ has a parent");
    std::fs::create_dir_all(parent).map_err(|e| format!("can't create {}: {e}", parent.display()))?;
    let tmp = parent.join(format!(".{key}.{}.tmp", std::process::id()));
    let text = serde_json::to_string_pretty(&v).map_err(|e| e.to_string())?;
    std::fs::write(&tmp, text).map_err(|e| format!("can't write {}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, &file).map_err(|e| format!("can't write {}: {e}", file.display()))?;
    Ok(file)
}

/// The plan kept under `key`, if there is one that fits `nodes` and `budgets` (anything else —
/// no file, a damaged one, another module's — is `None`: the caller profiles again).
pub fn load(dir: &Path, key: &str, nodes: &[String], budgets: &[u32]) -> Option<Cached> {
    let text = std::fs::read_to_string(path(dir, key)).ok()?;
    let v: Value = serde_json::from_str(&text).ok()?;
    if v["version"].as_u64()? != 1 {
        return None;
    }
    let strings =
        |x: &Value| -> Option<Vec<String>> { x.as_array()?.iter().map(|s| s.as_str().map(String::from)).collect() };
    let got_nodes = strings(&v["nodes"])?;
    let got_budgets: Vec<u32> =
        v["budgets"].as_array()?.iter().map(|b| b.as_u64().map(|b| b as u32)).collect::<Option<_>>()?;
    if got_nodes != nodes || got_budgets != budgets {
        return None;
    }
    let ns: Vec<Vec<f64>> = v["ns"]
        .as_array()?
        .iter()
        .map(|row| row.as_array()?.iter().map(|x| x.as_f64()).collect::<Option<Vec<f64>>>())
        .collect::<Option<_>>()?;
    if ns.len() != budgets.len() || ns.iter().any(|r| r.len() != nodes.len()) {
        return None;
    }
    let launches: Vec<Launch> = v["launches"]
        .as_array()?
        .iter()
        .map(|l| {
            let r = l["nodes"].as_array()?;
            Some(Launch {
                variant: l["variant"].as_u64()? as usize,
                nodes: r.first()?.as_u64()? as usize..r.get(1)?.as_u64()? as usize,
            })
        })
        .collect::<Option<_>>()?;
    let ok = launches.first().is_some_and(|l| l.nodes.start == 0)
        && launches.last().is_some_and(|l| l.nodes.end == nodes.len())
        && launches.windows(2).all(|w| w[0].nodes.end == w[1].nodes.start)
        && launches.iter().all(|l| l.nodes.start < l.nodes.end && l.variant < budgets.len());
    if !ok {
        return None;
    }
    let profile = Profile {
        nodes: got_nodes,
        budgets: got_budgets,
        ns,
        launch_ns: v["launch_ns"].as_f64()?,
        steps: v["steps"].as_u64()? as u32,
        worlds: v["worlds"].as_u64()? as u32,
        pass_ms: v["pass_ms"].as_f64()?,
        chains: Vec::new(),
        chain_steps: 0,
    };
    Some(Cached { profile, launches })
}
