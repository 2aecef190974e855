//! `mw emit`: write the code a backend generates for an environment.

use std::path::Path;
use std::process::ExitCode;

use mw_scripts::Params;

/// Writes the CUDA C++ translation unit of `env` to `out` (stdout when `None`).
pub(crate) fn cuda(env: &Path, params: &Params, out: Option<&Path>, debug: bool) -> ExitCode {
    let arg = out.map(|p| (format!("-o {}", p.display()), p));
    // Checked before the script is loaded (a bad path fails at once) and after (the script's
    // own files are known then): the output is never a file the command reads.
    if let Some((arg, path)) = &arg
        && let Err(e) = crate::outputs::check(&[(arg.clone(), path)], &[crate::outputs::Read::new("the script", env)])
    {
        eprintln!("error: {e}");
        return ExitCode::FAILURE;
    }
    let Some((program, sources)) = crate::check::compile(env, params) else {
        return ExitCode::FAILURE;
    };
    if let Some((arg, path)) = &arg
        && let Err(e) = crate::outputs::check(&[(arg.clone(), path)], &crate::outputs::sources(env, &sources.paths()))
    {
        eprintln!("error: {e}");
        return ExitCode::FAILURE;
    }
    let unit = out.and_then(|p| p.file_name()).map_or("kernels.cu".to_string(), |n| n.to_string_lossy().into_owned());
    let e = mw_jit::cuda::emit(&program, Some(&sources), &unit, &mw_jit::cuda::Options { debug });
    match out {
        None => {
            use std::io::Write;
            // A closed pipe (`| head`) ends the program quietly (SIGPIPE is default).
            let _ = std::io::stdout().write_all(e.source.as_bytes());
        }
        Some(path) => {
            if let Err(err) = std::fs::write(path, &e.source) {
                eprintln!("error: can't write {}: {err}", path.display());
                return ExitCode::FAILURE;
            }
            let lines = e.source.lines().count();
            eprintln!(
                "wrote {} ({lines} lines, {} kernels)",
                path.display(),
                e.source.matches("MW_ENTRY void k").count()
            );
        }
    }
    ExitCode::SUCCESS
}
