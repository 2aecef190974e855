//! The manyworlds system language and its compilers.
//!
//! System bodies are written in a small, statically typed, C-like language (see the README for
//! the grammar by example). This crate turns them, together with the environment
//! [`Spec`](mw_runtime::Spec), into a typed [`ir::Program`]: lexing ([`lexer`]), parsing
//! ([`parser`]), and type checking ([`check`]). Code generators consume the IR.

pub mod ast;
pub mod budget;
pub mod check;
pub mod cranelift;
pub mod ir;
pub mod lexer;
pub mod parser;
pub mod print;
pub mod stack;
pub mod vector;

pub use check::{Checked, check};
pub use ir::Program;
