//! The thread the front end and the code generators run on.
//!
//! They recurse over syntax and IR trees. The parser bounds every tree's height
//! ([`crate::front::parser::MAX_EXPR_DEPTH`], [`crate::front::parser::MAX_STMT_DEPTH`]) and the checker bounds
//! inlining ([`crate::ir::budget`]), but how much stack a level takes depends on the build and the
//! caller's thread may be small, so the work runs on a thread of its own with a stack sized for
//! the worst case (a virtual reservation: untouched pages cost nothing). A panic there (a bug)
//! comes back as an error instead of taking the process down.

/// Stack of the compiler thread.
pub(crate) const COMPILER_STACK_BYTES: usize = 256 << 20;

/// Runs `f` on a thread with [`COMPILER_STACK_BYTES`] of stack and returns its result.
pub(crate) fn on_compiler_stack<R: Send>(f: impl FnOnce() -> R + Send) -> Result<R, String> {
    std::thread::scope(|s| {
        let handle = std::thread::Builder::new()
            .name("mw-compile".into())
            .stack_size(COMPILER_STACK_BYTES)
            .spawn_scoped(s, f)
            .map_err(|e| format!("could not start the compiler thread: {e}"))?;
        handle.join().map_err(|p| {
            let what = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown cause".into());
            format!("internal compiler error (please report it with the script): {what}")
        })
    })
}
