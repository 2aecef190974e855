//! `mw`: the manyworlds command line.

mod check;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

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
}

#[derive(Args)]
struct CheckArgs {
    /// The environment script (e.g. envs/cartpole.rhai).
    env: PathBuf,
    /// Also print the typed IR of every system and helper function.
    #[arg(long)]
    ir: bool,
    /// Script parameter, as read by `param("name", default)` in the script (repeatable).
    #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    params: Vec<(String, String)>,
}

fn parse_param(s: &str) -> Result<(String, String), String> {
    s.split_once('=')
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .ok_or_else(|| format!("expected NAME=VALUE, found `{s}`"))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check(args) => {
            let params = args.params.into_iter().collect();
            check::run(&args.env, &params, args.ir)
        }
    }
}
