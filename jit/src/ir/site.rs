//! Check sites: the places in a script where generated code may stop a step (a failed
//! `--debug` check, a loop stopped by the watchdog), numbered so that a stop names the
//! script's file:line:col. Both code generators number them the same way from the IR.

use mw_runtime::source::Span;

/// A `--debug` check site: which system, where in the script, what it checks.
#[derive(Clone, Debug)]
pub struct Site {
    pub system: String,
    pub span: Span,
    pub kind: SiteKind,
    /// For an array index (`Bounds`, whose span is the index's): the array's length.
    pub len: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SiteKind {
    /// An array index (`--debug`).
    Bounds = 1,
    /// A store to a component (`--debug`).
    NaN = 2,
    /// A loop (or a spawning system's row loop), where a stopped kernel returns.
    Loop = 3,
}
