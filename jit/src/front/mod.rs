//! The front end: source text to the typed IR.
//!
//! [`lexer`] splits a system chunk into tokens, [`parser`] builds the syntax tree ([`ast`]),
//! and [`check`] resolves names, types every expression and lowers it to [`crate::ir`],
//! reporting every problem as a diagnostic with the user's file:line:col.

pub mod ast;
pub mod check;
pub(crate) mod lexer;
pub mod parser;
