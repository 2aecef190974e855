//! The profiling pass and the plan cache: time every node of the step in every register
//! variant on the device, let [`crate::planner`] choose the launches, and keep the choice.
//!
//! **The pass** ([`run`]) runs each variant alone (one launch for the whole step) for a few
//! warm-up steps and then a few measured ones, starting each variant from the same state (the
//! worlds are reseeded with their own seed before each, so every variant times the same steps),
//! and takes per node the median of the device timers ([`crate::exec`]). It also measures what
//! one more launch costs (empty launches). It runs at load, before the first step, and leaves
//! the worlds exactly as new: reseeding with the same seed is bit for bit a new simulation.
//!
//! **The policy** ([`choose`], `--plan`): a fixed variant, the plan kept for the module, or the
//! pass; the facade calls it at load.
//!
//! **The cache** ([`crate::plans`], re-exported here) keeps the profile and the chosen launches
//! beside the compiled modules; a later load with the same key reuses the plan without
//! profiling; `mw profile` runs the pass again.

use std::time::Instant;

use mw_runtime::executor::Executor;

use crate::exec::{Device, DeviceSim};
use crate::planner::Launch;
// What the pass makes and keeps, for the callers that profile (the facade, `mw profile`).
pub use crate::plans::{Cached, NodeChain, Profile, bracket, describe, key, load, median, path, store};

/// The profiling pass over `sim`'s worlds before their first step: `warm` steps then `steps`
/// timed ones per variant. Leaves the worlds as new and the launch plan as it was. A step that
/// fails (a loop stopped by the time limit, a table full) ends the pass with its error, the
/// worlds left as they stopped, so the caller can read what stopped them (`take_debug`).
/// `progress` hears one line per variant.
pub fn run<D: Device>(
    sim: &mut DeviceSim<D>,
    warm: u32,
    steps: u32,
    progress: &dyn Fn(&str),
) -> Result<Profile, String> {
    if sim.steps() != 0 {
        return Err("the profiling pass runs before the first step".into());
    }
    let t0 = Instant::now();
    let nodes: Vec<String> = sim.step_nodes().iter().map(|n| n.name.clone()).collect();
    let budgets = sim.variants();
    let before = sim.launches().to_vec();
    let seed = sim.seed();
    let steps = steps.max(1);
    let mut ns = Vec::new();
    // Counted from here (the start's phases are not the step's).
    let _ = sim.chains();
    {
        for (v, b) in budgets.iter().enumerate() {
            progress(&format!("profiling variant {} of {} ({b} registers)", v + 1, budgets.len()));
            sim.reseed(seed)?;
            sim.set_launches(vec![Launch { variant: v, nodes: 0..nodes.len() }])?;
            for _ in 0..warm {
                sim.step()?;
            }
            let mut samples = vec![Vec::with_capacity(steps as usize); nodes.len()];
            for _ in 0..steps {
                sim.step()?;
                // Every node has its place, in order, then `launch`.
                for (k, t) in sim.last_step().iter().take(nodes.len()).enumerate() {
                    samples[k].push(t.nanos as f64);
                }
            }
            ns.push(samples.iter_mut().map(|s| median(s)).collect::<Vec<f64>>());
        }
    }
    let (chains, chain_steps) = match sim.chains() {
        Some(c) => (node_chains(sim.step_nodes(), sim.phase_labels(), &c), c.steps),
        None => (Vec::new(), 0),
    };
    let launch_ns = sim.launch_cost(21)?;
    // As new.
    sim.reseed(seed)?;
    sim.set_launches(before)?;
    Ok(Profile {
        nodes,
        budgets,
        ns,
        launch_ns,
        steps,
        worlds: sim.worlds(),
        pass_ms: t0.elapsed().as_secs_f64() * 1e3,
        chains,
        chain_steps,
    })
}

/// Per node, the parallelism in `c`: its phases' counts together, per step, and the phase of
/// its longest chain.
pub(crate) fn node_chains(
    nodes: &[mw_jit::cuda::StepNode],
    labels: &[String],
    c: &crate::exec::Chains,
) -> Vec<NodeChain> {
    let steps = c.steps.max(1) as f64;
    nodes
        .iter()
        .zip(c.nodes(nodes))
        .map(|(n, total)| {
            let at = n
                .phases
                .clone()
                .filter(|p| c.phases.get(*p as usize).is_some_and(|x| x.longest == total.longest && x.longest > 0))
                .map(|p| labels.get(p as usize).cloned().unwrap_or_default())
                .next()
                .unwrap_or_default();
            NodeChain {
                node: n.name.clone(),
                phases: n.phases.len() as u32,
                items: total.items as f64 / steps,
                work: total.work as f64 / steps,
                longest: total.longest,
                at,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn profile() -> Profile {
        Profile {
            nodes: vec!["policy+physics".into(), "reset".into(), "compact".into()],
            budgets: vec![32, 96],
            ns: vec![vec![100.0, 50.0, 10.0], vec![40.0, 80.0, 10.0]],
            launch_ns: 5.0,
            steps: 5,
            worlds: 1000,
            pass_ms: 12.5,
            chains: Vec::new(),
            chain_steps: 0,
        }
    }

    #[test]
    fn a_stored_plan_loads_back_and_only_for_its_module() {
        let dir = std::env::temp_dir().join(format!("mw-plan-test-{}", std::process::id()));
        let p = profile();
        let c = Cached { launches: p.plan(), profile: p.clone() };
        assert_eq!(c.launches.len(), 2);
        let k = key("source", &p.budgets, "GPU", 1000);
        let file = store(&dir, &k, "GPU", &c).unwrap();
        assert!(file.exists());
        assert_eq!(load(&dir, &k, &p.nodes, &p.budgets), Some(c.clone()));
        // Another module, GPU or bracket: another key.
        assert_ne!(k, key("source2", &p.budgets, "GPU", 1000));
        assert_ne!(k, key("source", &p.budgets, "GPU2", 1000));
        assert_ne!(k, key("source", &p.budgets, "GPU", 1025));
        assert_eq!(k, key("source", &p.budgets, "GPU", 1024));
        // A file that does not fit the nodes or budgets is not used.
        assert_eq!(load(&dir, &k, &p.nodes[..2], &p.budgets), None);
        assert_eq!(load(&dir, &k, &p.nodes, &[32, 64]), None);
        // A damaged file is not used.
        std::fs::write(&file, "{ not json").unwrap();
        assert_eq!(load(&dir, &k, &p.nodes, &p.budgets), None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_chain_table_names_the_longest_phase() {
        let mut p = profile();
        assert_eq!(p.chain_table(), "", "nothing where the device does not count");
        p.chain_steps = 10;
        p.chains = vec![NodeChain {
            node: "age".into(),
            phases: 1,
            items: 4.0,
            work: 400.0,
            longest: 100,
            at: "age over Ship: a thread per world".into(),
        }];
        let t = p.chain_table();
        assert!(t.contains("age       1           4         400      100  age over Ship"), "{t}");
        assert!(t.contains("of the pass's 10 steps"), "{t}");
    }

    #[test]
    fn the_table_marks_the_chosen_variants() {
        let p = profile();
        let t = p.table(&p.plan());
        assert!(t.contains("policy+physics"), "{t}");
        assert!(t.contains("40.0*") || t.contains("0.0*"), "{t}");
        assert!(t.contains("plan: 96 regs: policy+physics | 32 regs: reset .. compact"), "{t}");
    }
}

/// Measured steps per variant in the profiling pass, after [`PROFILE_WARM`] unmeasured ones.
pub const PROFILE_STEPS: u32 = 7;
pub const PROFILE_WARM: u32 = 3;

/// How the CUDA backends choose which register variant runs each node (`--plan`): see
/// [`crate::planner`] and [`choose`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PlanChoice {
    /// `--backend cuda`: as [`PlanChoice::Auto`]. `--backend cuda-emulated`: one launch of
    /// the first variant (the emulation's timings say nothing about a GPU; ask for `auto` or
    /// `profile` to run the pass there anyway).
    #[default]
    Default,
    /// The plan kept for this module, GPU and world count, else the profiling pass at load
    /// (its plan is then kept).
    Auto,
    /// The profiling pass at load, whatever is kept (its plan replaces the kept one).
    Profile,
    /// One launch of the variant with this many registers.
    Fixed(u32),
}

impl PlanChoice {
    /// Parses `auto`, `profile` or `fixed:N` (as `--plan` takes them).
    pub fn parse(s: &str) -> Result<PlanChoice, String> {
        match s.trim() {
            "auto" => Ok(PlanChoice::Auto),
            "profile" => Ok(PlanChoice::Profile),
            t => match t.strip_prefix("fixed:").map(|b| b.trim().parse::<u32>()) {
                Some(Ok(b)) if crate::DEFAULT_BUDGETS.contains(&b) => Ok(PlanChoice::Fixed(b)),
                Some(Ok(b)) => Err(format!(
                    "fixed:{b}: there is no variant of {b} registers (the variants are {:?})",
                    crate::DEFAULT_BUDGETS
                )),
                _ => Err(format!(
                    "expected auto, profile or fixed:N (N a register budget, one of {:?}), not {s:?}",
                    crate::DEFAULT_BUDGETS
                )),
            },
        }
    }
}

/// The launch plan a CUDA backend runs, and where it came from.
#[derive(Clone, Debug)]
pub struct PlanReport {
    /// The launches, in one line (`96 regs: policy .. compact`).
    pub line: String,
    /// Where it came from: fixed, kept (and where), or profiled (how long it took).
    pub how: String,
    /// The profile the plan was chosen from, when there is one.
    pub profile: Option<Profile>,
    pub launches: Vec<Launch>,
}

/// Sets `dev`'s launch plan as `choice` says, and says where it came from: one launch of a
/// fixed variant; the plan kept for this module, GPU and world bracket; or the profiling pass
/// (`steps` measured steps a variant, 0 for [`PROFILE_STEPS`]; its plan is then kept, where
/// there is a cache directory). `emulated`: the default is the first variant, not the pass
/// (the emulation's timings say nothing about a GPU). `progress` hears the pass's lines.
pub fn choose<D: Device>(
    dev: &mut DeviceSim<D>,
    gpu: &str,
    source: &str,
    choice: PlanChoice,
    emulated: bool,
    steps: u32,
    progress: &dyn Fn(&str),
) -> Result<PlanReport, String> {
    let budgets = dev.variants();
    let nodes: Vec<String> = dev.step_nodes().iter().map(|n| n.name.clone()).collect();
    let whole = |variant| vec![Launch { variant, nodes: 0..nodes.len() }];
    let report = |launches: Vec<Launch>, how: String, profile| PlanReport {
        line: describe(&launches, &budgets, &nodes),
        how,
        profile,
        launches,
    };
    let asked = choice;
    let choice = match (choice, emulated) {
        (PlanChoice::Default, true) => PlanChoice::Fixed(budgets[0]),
        (PlanChoice::Default, false) => PlanChoice::Auto,
        (c, _) => c,
    };
    let dir = crate::cache_dir();
    let key = key(source, &budgets, gpu, dev.worlds());
    let steps = if steps == 0 { PROFILE_STEPS } else { steps };
    // What new code swapped in later does with the plan (DeviceSim::swap_code).
    let origin = |how: &str, profiled: bool| crate::exec::PlanOrigin {
        how: how.to_string(),
        profile: profiled.then_some((PROFILE_WARM, steps)),
        gpu: gpu.to_string(),
    };
    match choice {
        PlanChoice::Fixed(b) => {
            let v = budgets.iter().position(|x| *x == b).ok_or_else(|| {
                format!("--plan fixed:{b}: there is no variant of {b} registers (the variants are {budgets:?})")
            })?;
            dev.set_launches(whole(v))?;
            let how = if asked == PlanChoice::Default {
                "the first variant; the emulated GPU profiles only with --plan auto or profile".to_string()
            } else {
                "fixed by --plan".to_string()
            };
            dev.set_plan_origin(origin(&how, false));
            Ok(report(whole(v), how, None))
        }
        PlanChoice::Auto | PlanChoice::Profile | PlanChoice::Default => {
            // A plan file under this key that does not load (damaged, or written by another
            // version) is profiled over, and the report says so rather than nothing.
            let mut unreadable = false;
            if let (PlanChoice::Auto, Some(d)) = (choice, dir.as_deref()) {
                if let Some(c) = load(d, &key, &nodes, &budgets) {
                    dev.set_launches(c.launches.clone())?;
                    let how = format!("kept from an earlier profile ({})", path(d, &key).display());
                    dev.set_plan_origin(origin(&how, true));
                    return Ok(report(c.launches, how, Some(c.profile)));
                }
                unreadable = path(d, &key).exists();
            }
            let p = run(dev, PROFILE_WARM, steps, progress)?;
            let launches = p.plan();
            dev.set_launches(launches.clone())?;
            let kept = match dir.as_deref() {
                Some(d) => {
                    let c = Cached { profile: p.clone(), launches: launches.clone() };
                    match store(d, &key, gpu, &c) {
                        Ok(at) => format!("kept in {}", at.display()),
                        Err(e) => format!("not kept: {e}"),
                    }
                }
                None => "not kept: no cache directory (set MW_CACHE_DIR)".into(),
            };
            let how = format!(
                "profiled in {:.2} s{}, {kept}",
                p.pass_ms / 1e3,
                if unreadable {
                    " over a kept plan that could not be read (damaged, or from another version)"
                } else {
                    ""
                }
            );
            dev.set_plan_origin(origin(&how, true));
            Ok(report(launches, how, Some(p)))
        }
    }
}
