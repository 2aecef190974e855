//! The `mw` command's terminal UI, as a library so that its tests can draw it into ratatui's
//! `TestBackend`. The command line itself is `main.rs`; the library it drives (load, check,
//! choose a backend, step) is the `mw` crate.

pub mod live;
