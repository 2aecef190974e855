//! `mw profile`: the CUDA backend's profiling pass, run on request, and its table.

use std::path::PathBuf;
use std::process::ExitCode;

use mw::{Config, Error, LoadOptions, PlanChoice, Simulation};

pub(crate) struct ProfileArgs {
    pub env: PathBuf,
    pub worlds: u32,
    pub seed: u64,
    pub steps: u32,
    pub backend: mw::Backend,
    pub params: mw::Params,
    pub step_timeout_s: f64,
}

pub(crate) fn run(a: ProfileArgs) -> ExitCode {
    if !matches!(a.backend, mw::Backend::Cuda | mw::Backend::CudaEmulated) {
        eprintln!(
            "error: --backend {}: the profiling pass chooses register variants of the CUDA megakernel; use --backend cuda (or cuda-emulated)",
            a.backend.name()
        );
        return ExitCode::FAILURE;
    }
    let config = Config { worlds: a.worlds, seed: a.seed, step_timeout_s: a.step_timeout_s, ..Config::default() };
    let opts = LoadOptions {
        params: a.params,
        backend: a.backend,
        plan: PlanChoice::Profile,
        profile_steps: a.steps,
        progress: Some(std::sync::Arc::new(crate::run::progress)),
        ..LoadOptions::default()
    };
    let s = match Simulation::load(&a.env, &config, &opts) {
        Ok(s) => s,
        Err(Error::Run(e)) => {
            // Without a GPU the CPU is no answer here: the emulated GPU is.
            let e = e.replace("run with --backend cpu", "profile the emulated GPU with --backend cuda-emulated");
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    s.sources.emit(&s.warnings);
    let Some(plan) = &s.plan else {
        eprintln!("error: the backend chose no launch plan");
        return ExitCode::FAILURE;
    };
    let Some(p) = &plan.profile else {
        eprintln!("error: the backend did not profile");
        return ExitCode::FAILURE;
    };
    println!("{} on {}, {} worlds", a.env.display(), a.backend.name(), a.worlds);
    print!("{}", p.table(&plan.launches));
    println!("pass: {:.2} s ({})", p.pass_ms / 1e3, plan.how);
    if a.backend == mw::Backend::CudaEmulated {
        println!("(the emulated GPU runs one host build for every variant: these times say nothing about a GPU)");
    }
    let chains = p.chain_table();
    if !chains.is_empty() {
        println!();
        print!("{chains}");
    }
    ExitCode::SUCCESS
}
