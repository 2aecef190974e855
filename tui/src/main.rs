//! `mw`: the manyworlds command line.

mod bench;
mod check;
mod emit;
mod outputs;
mod profile;
mod run;
mod session;
mod stepper;
mod summary;
mod trace;
mod ui;
mod watch;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use mw_runtime::limits::{DEFAULT_STEP_TIMEOUT_S, MAX_THREADS, MAX_WORLDS};

#[derive(Parser)]
#[command(
    name = "mw",
    version,
    about = "manyworlds: run thousands of scripted worlds at once",
    long_about = "manyworlds runs many independent copies (worlds) of an environment in one batch.\n\
        An environment is a Rhai script that declares components, archetypes, systems written in a\n\
        small C-like language, the order they run in, and the arrays it exports.\n\n\
        Start with `mw check envs/cartpole.rhai` to see what a script declares."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Type-check an environment script and print its layout (components, archetypes,
    /// systems with their queries, the graph), or its errors at file:line:col.
    #[command(long_about = "Type-check an environment script without running it.\n\n\
        On success prints the layout: every component with its size, alignment and field\n\
        offsets, archetypes and their columns, singletons, constants, systems with their queries\n\
        and read/write access, the graph order, and exports/imports with their shapes.\n\
        On failure prints every error found, each at the script's file:line:col, and exits 1.")]
    Check(CheckArgs),
    /// Run an environment on the CPU backend and print env-steps/s and a per-system table.
    #[command(long_about = "Run an environment on the CPU backend (Cranelift).\n\n\
        Creates --worlds worlds, runs init_world in each, then --steps steps, and prints\n\
        env-steps/s (worlds x steps / time spent stepping) and, per graph node, the mean time,\n\
        the share of the step and the rows visited.\n\n\
        Record and replay use .npy files shaped like the data, with a leading step axis:\n\
          --set COMP=init.npy      overwrite a component after init: [worlds, rows per world, ...]\n\
          --actions NAME=a.npy     feed an import before each step: [steps, worlds, rows, ...]\n\
          --dump NAME=out.npy      record an export after each step: [steps, worlds, rows, ...]\n\
          --dump-final NAME=f.npy  the same, read before the step's resets (episodes' last frames)\n\
          --first-frame            dumps begin with the state after init_world (steps + 1)\n\
        COMP may be `Comp`, `Arch.Comp`, `Comp.field` or `Arch.Comp.field`; singletons are\n\
        [worlds, ...]. Integer arrays of any width and float64/float32 are converted with checks\n\
        (a value that does not fit is an error naming it); Fortran order is accepted. An input\n\
        may be a FIFO (`--set Cart=<(cat init.npy)`): each is read once. Every argument and input\n\
        is checked before any output is created, and a dump is a valid .npy of the steps\n\
        completed at every moment, also when the run stops early.\n\n\
        Live work: --watch reloads the script into the running worlds whenever it (or a file it\n\
        reads) is saved; --tui shows per-system times and one world in the terminal instead of\n\
        the printed summary; --trace FILE writes a Chrome trace (Perfetto) of every step. Without\n\
        --steps, --watch and --tui run until Ctrl-C or q. Ctrl-C ends any run between two steps\n\
        with its outputs complete.\n\n\
        Results are bit-identical for any --threads and across runs with the same --seed.")]
    Run(RunCmd),
    /// Measure env-steps/s at several batch sizes (median of repetitions).
    #[command(long_about = "Measure env-steps/s of an environment at several batch sizes.\n\n\
        For each --worlds value: load and compile, warm up, then time --reps repetitions of\n\
        --seconds each and print the median (with min..max), per thread, and µs per step.\n\
        bench/cartpole.sh runs this beside the peer implementations in bench/peers/.")]
    Bench(BenchCmd),
    /// Write the code a backend generates for an environment (the CUDA C++ with --cuda).
    #[command(long_about = "Write the code a backend generates for an environment.\n\n\
        --cuda writes the CUDA C++ translation unit: the support header, then per kernel of the\n\
        step plan a device function running one row (or world), with #line directives that map\n\
        every statement to the script's line. The same text builds as plain C++17 with -DMW_HOST\n\
        (what --backend cuda-host runs).")]
    Emit(EmitArgs),
    /// Run the CUDA backend's profiling pass: time every node in every register variant,
    /// print the table and the launches chosen, and keep the plan for later loads.
    #[command(long_about = "Run the CUDA backend's profiling pass and print what it measured.\n\n\
        The megakernel is built in several register budgets (variants). The pass runs each alone\n\
        for a few warm-up steps and then --steps measured ones, from the same start (the worlds\n\
        are reseeded with their own seed), and takes per node the median of the device's timers.\n\
        The planner then chooses launches: per range of nodes, one variant, splitting the step\n\
        only where the gain beats a launch's measured cost. The plan is kept beside the compiled\n\
        modules (MW_CACHE_DIR, else ~/.cache/manyworlds/cuda), keyed by the module, the GPU and\n\
        the world count's bracket (next power of two); `mw run --backend cuda` then loads it\n\
        without profiling.\n\n\
        Prints per node and variant the µs per step (the chosen variant marked *), what one more\n\
        launch costs, the launches chosen, the expected step time beside the best single\n\
        variant, and how long the pass took. On --backend cuda-emulated every variant is the same\n\
        host build: the pass runs end to end, and its numbers say nothing about a GPU.")]
    Profile(ProfileCmd),
}

#[derive(Args)]
struct ProfileCmd {
    /// The environment script.
    env: PathBuf,
    #[arg(long, value_name = "N", default_value_t = 16384, allow_hyphen_values = true, value_parser = parse_worlds,
        help = format!("Number of worlds the pass runs (1 to {MAX_WORLDS}); plans are kept per power-of-two bracket"))]
    worlds: u32,
    /// Measured steps per variant (after 3 warm-up steps).
    #[arg(long, value_name = "N", default_value_t = mw::PROFILE_STEPS, allow_hyphen_values = true,
        value_parser = parse_profile_steps)]
    steps: u32,
    /// Seed of the random streams.
    #[arg(long, value_name = "N", default_value_t = 0, allow_hyphen_values = true, value_parser = parse_u64)]
    seed: u64,
    /// The CUDA backend to profile: cuda (a GPU) or cuda-emulated.
    #[arg(long, value_parser = backends(), default_value = "cuda")]
    backend: mw::Backend,
    /// Script parameter (repeatable).
    #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    params: Vec<(String, String)>,
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_STEP_TIMEOUT_S, allow_hyphen_values = true,
        value_parser = parse_step_timeout, help = step_timeout_help())]
    step_timeout: f64,
}

fn parse_profile_steps(s: &str) -> Result<u32, String> {
    match s.trim().parse::<u32>() {
        Ok(n) if (1..=1000).contains(&n) => Ok(n),
        _ => Err(format!("expected 1 to 1000 steps, not `{s}`")),
    }
}

#[derive(Args)]
struct EmitArgs {
    /// The environment script.
    env: PathBuf,
    /// Emit the CUDA C++ translation unit (the only target so far; required).
    #[arg(long, required = true)]
    cuda: bool,
    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Include the --debug checks (array bounds, NaN stores).
    #[arg(long)]
    debug: bool,
    /// Script parameter (repeatable).
    #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    params: Vec<(String, String)>,
}

/// Most `mw bench --reps`.
const MAX_REPS: u64 = 1000;
/// Most `mw bench --seconds` per repetition.
const MAX_SECONDS: f64 = 3600.0;
/// Most `mw bench --warmup-steps`.
const MAX_WARMUP_STEPS: u64 = 10_000_000;
/// Most `--step-timeout`.
const MAX_STEP_TIMEOUT_S: f64 = 1e6;

#[derive(Args)]
struct BenchCmd {
    /// The environment script.
    env: PathBuf,
    #[arg(long, value_name = "N,...", value_delimiter = ',', allow_hyphen_values = true,
        value_parser = parse_worlds, default_values_t = [1024u32, 16384, 65536, 262144],
        help = format!("Batch sizes, comma separated, each 1 to {MAX_WORLDS}"))]
    worlds: Vec<u32>,
    #[arg(long, value_name = "N", default_value_t = 0, allow_hyphen_values = true, value_parser = parse_threads,
        help = format!("Worker threads, 0 for one per core (at most {MAX_THREADS}). With N given, every node \
            runs on N threads; with 0 the pool may run nodes on one thread when that measures faster \
            (a busy machine), as `mw run` does"))]
    threads: usize,
    #[arg(long, value_name = "SECONDS", default_value_t = 1.5, allow_hyphen_values = true,
        value_parser = parse_seconds, help = format!("Seconds per repetition (more than 0, at most {MAX_SECONDS})"))]
    seconds: f64,
    #[arg(long, value_name = "N", default_value_t = 5, allow_hyphen_values = true, value_parser = parse_reps,
        help = format!("Repetitions per batch size (1 to {MAX_REPS})"))]
    reps: usize,
    #[arg(long, value_name = "STEPS", allow_hyphen_values = true, value_parser = parse_warmup_steps,
        help = format!("Warm up with exactly this many steps (0 to {MAX_WARMUP_STEPS}) instead of 0.3 x --seconds \
            (at least 0.2 s): to time the same steps of a simulation as another program does, when \
            a step's cost changes as the simulation goes on (bench/boids.sh)"))]
    warmup_steps: Option<u64>,
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_STEP_TIMEOUT_S, allow_hyphen_values = true,
        value_parser = parse_step_timeout, help = step_timeout_help())]
    step_timeout: f64,
    /// Script parameter (repeatable).
    #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    params: Vec<(String, String)>,
    /// Scalar kernels only.
    #[arg(long)]
    no_simd: bool,
    /// The backend that compiles and runs the systems.
    #[arg(long, value_parser = backends(), default_value = "cpu")]
    backend: mw::Backend,
    /// CUDA backends: how each node's register variant is chosen. auto: the plan kept for
    /// this module, GPU and world count, else the profiling pass at load (default on cuda);
    /// profile: the pass again; fixed:N: one launch of the N-register variant (default on
    /// cuda-emulated: fixed at the first variant).
    #[arg(long, value_name = "auto|profile|fixed:N", value_parser = mw::PlanChoice::parse)]
    plan: Option<mw::PlanChoice>,
    /// Also write the results as JSON (checked before the benchmark starts).
    #[arg(long)]
    json: Option<PathBuf>,
}

#[derive(Args)]
struct RunCmd {
    /// The environment script (e.g. envs/cartpole.rhai).
    env: PathBuf,
    #[arg(long, value_name = "N", default_value_t = 16384, allow_hyphen_values = true, value_parser = parse_worlds,
        help = format!("Number of worlds simulated together (1 to {MAX_WORLDS})"))]
    worlds: u32,
    /// The global index of the first world: this run is worlds [N, N + --worlds) of a larger
    /// population, each drawing the random numbers (and seeing the world_id()) it has in one
    /// run of them all, so shards of a population together are that run, bit for bit
    #[arg(long, value_name = "N", default_value_t = 0, allow_hyphen_values = true, value_parser = parse_world_offset)]
    world_offset: u32,
    /// Number of steps; 0 loads the script and runs init_world only [default: 1000; with
    /// --watch or --tui, until Ctrl-C or q]
    #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = parse_u64)]
    steps: Option<u64>,
    /// Seed of the random streams.
    #[arg(long, value_name = "N", default_value_t = 0, allow_hyphen_values = true, value_parser = parse_u64)]
    seed: u64,
    #[arg(long, value_name = "N", default_value_t = 0, allow_hyphen_values = true, value_parser = parse_threads,
        help = format!("Worker threads, 0 for one per core (at most {MAX_THREADS})"))]
    threads: usize,
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_STEP_TIMEOUT_S, allow_hyphen_values = true,
        value_parser = parse_step_timeout, help = step_timeout_help())]
    step_timeout: f64,
    /// Script parameter, as read by `param("name", default)` (repeatable).
    #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    params: Vec<(String, String)>,
    /// Check array bounds and NaN stores; stop with the system and script line on failure.
    #[arg(long)]
    debug: bool,
    /// Use only scalar kernels (SIMD kernels give the same bits; this is for comparison).
    #[arg(long)]
    no_simd: bool,
    /// The backend that compiles and runs the systems.
    #[arg(long, value_parser = backends(), default_value = "cpu")]
    backend: mw::Backend,
    /// CUDA backends: how each node's register variant is chosen. auto: the plan kept for
    /// this module, GPU and world count, else the profiling pass at load (default on cuda);
    /// profile: the pass again; fixed:N: one launch of the N-register variant (default on
    /// cuda-emulated: fixed at the first variant).
    #[arg(long, value_name = "auto|profile|fixed:N", value_parser = mw::PlanChoice::parse)]
    plan: Option<mw::PlanChoice>,
    /// Most rows one archetype may hold across all worlds (at least 1; memory is reserved,
    /// not used, until rows exist).
    #[arg(long, value_name = "N", default_value_t = 1 << 26, allow_hyphen_values = true,
        value_parser = parse_max_rows)]
    max_rows: u32,
    /// Overwrite a component after init from a .npy file (repeatable).
    #[arg(long, value_name = "COMP=FILE", value_parser = parse_path)]
    set: Vec<(String, PathBuf)>,
    /// Feed an import from a .npy file before each step (repeatable).
    #[arg(long, value_name = "IMPORT=FILE", value_parser = parse_path)]
    actions: Vec<(String, PathBuf)>,
    /// Record an export to a .npy file after each step (repeatable; each to its own file).
    #[arg(long, value_name = "EXPORT=FILE", value_parser = parse_path)]
    dump: Vec<(String, PathBuf)>,
    /// Record an export after each step as each world ended the step: a world that called
    /// reset_world() is recorded before its reset (its episode's last observation and reward,
    /// Gymnasium's final_obs), the others as --dump records them (repeatable; not with --watch
    /// or --tui).
    #[arg(long, value_name = "EXPORT=FILE", value_parser = parse_path)]
    dump_final: Vec<(String, PathBuf)>,
    /// Begin every --dump and --dump-final file with the state right after init_world (and
    /// --set), before the first step: the files hold --steps + 1 frames.
    #[arg(long)]
    first_frame: bool,
    /// Write a Chrome trace (JSON) that Perfetto or chrome://tracing opens: per step, one event
    /// per graph node per thread that ran it, engine nodes (reset, compact, sorts) included
    /// under category "engine", threads as tracks.
    #[arg(long, value_name = "FILE")]
    trace: Option<PathBuf>,
    /// Watch the script and every file it reads; on a save, compile the change off the
    /// simulation thread and swap it in between two steps (worlds kept when the layout is
    /// unchanged, rebuilt when it changed; on an error the old code keeps running and the
    /// diagnostics are shown; after a step stopped by the time limit, stepping waits for a fix).
    #[arg(long)]
    watch: bool,
    /// A terminal UI instead of the printed summary: per-system times (last, mean, p99, share),
    /// throughput, reload status and diagnostics, and a view of one world (its entities, and a
    /// canvas of 2D positions when an export holds them). Keys: space pause, s step, r reset
    /// the worlds, [ ] pick the world, q quit.
    #[arg(long)]
    tui: bool,
    /// Print nothing but errors (and warnings about `--param` names the script never asks for).
    #[arg(long, short)]
    quiet: bool,
}

fn step_timeout_help() -> String {
    format!(
        "Seconds: wall-clock limit on one step (and on init_world at load); a system still looping then is stopped \
         and the run fails naming the system and loop (more than 0, at most {MAX_STEP_TIMEOUT_S:e})"
    )
}

// Flag values are checked here, while the command line is parsed: clap then prints one line
// naming the flag, and nothing (not even the script) has been loaded.

/// A whole number in `lo..=hi`.
fn whole(s: &str, lo: u64, hi: u64) -> Result<u64, String> {
    let range = || format!("expected a whole number from {lo} to {hi}");
    let v: u64 = s.trim().parse().map_err(|_| range())?;
    if v < lo || v > hi {
        return Err(format!("{} is out of range: {}", s.trim(), range()));
    }
    Ok(v)
}

fn parse_worlds(s: &str) -> Result<u32, String> {
    whole(s, 1, u64::from(MAX_WORLDS)).map(|v| v as u32)
}

fn parse_world_offset(s: &str) -> Result<u32, String> {
    whole(s, 0, u64::from(mw_runtime::limits::MAX_WORLD_ID)).map(|v| v as u32)
}

fn parse_threads(s: &str) -> Result<usize, String> {
    whole(s, 0, MAX_THREADS as u64).map(|v| v as usize)
}

fn parse_reps(s: &str) -> Result<usize, String> {
    whole(s, 1, MAX_REPS).map(|v| v as usize)
}

fn parse_max_rows(s: &str) -> Result<u32, String> {
    whole(s, 1, u64::from(u32::MAX)).map(|v| v as u32)
}

fn parse_warmup_steps(s: &str) -> Result<u64, String> {
    whole(s, 0, MAX_WARMUP_STEPS)
}

fn parse_u64(s: &str) -> Result<u64, String> {
    whole(s, 0, u64::MAX)
}

/// Seconds in `(0, max]`; NaN and infinities are refused.
fn seconds(s: &str, max: f64) -> Result<f64, String> {
    let range = || format!("expected a number of seconds greater than 0 and at most {max}");
    let v: f64 = s.trim().parse().map_err(|_| range())?;
    if !(v > 0.0 && v <= max) {
        return Err(format!("{} is out of range: {}", s.trim(), range()));
    }
    Ok(v)
}

fn parse_seconds(s: &str) -> Result<f64, String> {
    seconds(s, MAX_SECONDS)
}

fn parse_step_timeout(s: &str) -> Result<f64, String> {
    seconds(s, MAX_STEP_TIMEOUT_S)
}

fn parse_path(s: &str) -> Result<(String, PathBuf), String> {
    match s.split_once('=') {
        Some((k, v)) if !k.trim().is_empty() && !v.trim().is_empty() => {
            Ok((k.trim().to_string(), PathBuf::from(v.trim())))
        }
        _ => Err(format!("expected NAME=FILE, found `{s}`")),
    }
}

#[derive(Args)]
struct CheckArgs {
    /// The environment script (e.g. envs/cartpole.rhai).
    env: PathBuf,
    /// Also print the typed IR of every system and helper function.
    #[arg(long)]
    ir: bool,
    /// Also print the step plan: runs, kernels (which systems are fused), and per system its
    /// locality, read and write sets and structural effects.
    #[arg(long)]
    plan: bool,
    /// Script parameter, as read by `param("name", default)` in the script (repeatable).
    #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    params: Vec<(String, String)>,
    /// Also build the CUDA C++ with NVRTC (found through MW_NVRTC or the dynamic loader) for
    /// every architecture and register budget, and print registers, spills and build times.
    #[arg(long)]
    cuda: bool,
    /// GPU architectures for --cuda, comma separated (sm_70 to sm_121; repeats are built once).
    #[arg(long, value_name = "ARCH,...", value_delimiter = ',', default_values_t = mw_cuda::DEFAULT_ARCHS.map(String::from), value_parser = parse_arch, requires = "cuda")]
    arch: Vec<String>,
    /// Register budgets (registers per thread) for --cuda, comma separated, each 24 to 255.
    #[arg(long, value_name = "N,...", value_delimiter = ',', default_values_t = mw_cuda::DEFAULT_BUDGETS, value_parser = parse_budget, requires = "cuda")]
    budgets: Vec<u32>,
}

fn parse_arch(s: &str) -> Result<String, String> {
    let s = s.trim();
    mw_cuda::check_arch(s)?;
    Ok(s.to_string())
}

fn parse_budget(s: &str) -> Result<u32, String> {
    let b: u32 = s.trim().parse().map_err(|_| format!("`{s}` is not a number of registers"))?;
    mw_cuda::check_budget(b)?;
    Ok(b)
}

fn parse_param(s: &str) -> Result<(String, String), String> {
    s.split_once('=')
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .ok_or_else(|| format!("expected NAME=VALUE, found `{s}`"))
}

/// `--backend`'s values, each with its help line: the library's `mw::Backend` knows nothing of
/// clap.
fn backends() -> impl clap::builder::TypedValueParser<Value = mw::Backend> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new(mw::Backend::ALL.map(|b| PossibleValue::new(b.name()).help(b.about())))
        .map(|s| mw::Backend::parse(&s).expect("one of the names listed"))
}

fn cuda(b: mw::Backend) -> bool {
    matches!(b, mw::Backend::Cuda | mw::Backend::CudaEmulated)
}

fn plan_needs_cuda(b: mw::Backend) -> ExitCode {
    eprintln!(
        "error: --plan chooses register variants of the CUDA megakernel, and --backend {} has none; use --backend cuda",
        b.name()
    );
    ExitCode::FAILURE
}

fn main() -> ExitCode {
    // Die quietly on a closed pipe (`mw check ... | head`), as command-line tools do.
    // SAFETY: setting a signal disposition at startup, before any thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = Cli::parse();
    match cli.command {
        Command::Check(args) => {
            let params = args.params.into_iter().collect();
            if args.cuda {
                let arch = mw_cuda::unique(&args.arch);
                let mut budgets = args.budgets;
                budgets.sort();
                budgets.dedup();
                check::cuda(&args.env, &params, &arch, &budgets)
            } else {
                check::run(&args.env, &params, args.ir, args.plan)
            }
        }
        Command::Profile(p) => profile::run(profile::ProfileArgs {
            env: p.env,
            worlds: p.worlds,
            seed: p.seed,
            steps: p.steps,
            backend: p.backend,
            params: p.params.into_iter().collect(),
            step_timeout_s: p.step_timeout,
        }),
        Command::Emit(a) => {
            let params = a.params.into_iter().collect();
            let _ = a.cuda;
            emit::cuda(&a.env, &params, a.output.as_deref(), a.debug)
        }
        Command::Bench(b) if b.plan.is_some() && !cuda(b.backend) => plan_needs_cuda(b.backend),
        Command::Run(r) if r.plan.is_some() && !cuda(r.backend) => plan_needs_cuda(r.backend),
        Command::Bench(b) => bench::run(bench::BenchArgs {
            env: b.env,
            worlds: b.worlds,
            threads: b.threads,
            seconds: b.seconds,
            reps: b.reps,
            warmup_steps: b.warmup_steps,
            step_timeout_s: b.step_timeout,
            params: b.params.into_iter().collect(),
            no_simd: b.no_simd,
            backend: b.backend,
            plan: b.plan.unwrap_or_default(),
            json: b.json,
        }),
        Command::Run(r) => run::run(run::RunArgs {
            env: r.env,
            worlds: r.worlds,
            world_offset: r.world_offset,
            steps: r.steps.unwrap_or(if r.watch || r.tui { u64::MAX } else { 1000 }),
            seed: r.seed,
            threads: r.threads,
            step_timeout_s: r.step_timeout,
            params: r.params.into_iter().collect(),
            debug: r.debug,
            no_simd: r.no_simd,
            backend: r.backend,
            plan: r.plan.unwrap_or_default(),
            max_rows: r.max_rows,
            set: r.set,
            actions: r.actions,
            dump: r.dump,
            dump_final: r.dump_final,
            first_frame: r.first_frame,
            trace: r.trace,
            watch: r.watch,
            tui: r.tui,
            quiet: r.quiet,
        }),
    }
}
