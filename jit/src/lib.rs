//! The manyworlds system language and its compilers.
//!
//! System bodies are written in a small, statically typed, C-like language (see docs/src/language.md for
//! the grammar by example). The crate is laid out as the data flows:
//!
//! - [`front`]: lexing, parsing and type checking, from the environment's
//!   [`Spec`](mw_runtime::Spec) and source text to a typed [`ir::Program`];
//! - [`ir`]: the typed IR, its visitor and printer, the analyses every backend reads
//!   ([`ir::analysis`]) and the step plan ([`ir::plan`]);
//! - [`cpu`]: the CPU code generator (Cranelift), scalar and 4-lane SIMD kernels;
//! - [`cuda`]: the CUDA C++ generator, a sibling of [`cpu`] over the same IR and plan.
//!
//! `jit/SEMANTICS.md` is what both generators implement.

pub mod cpu;
pub mod cuda;
pub mod front;
pub mod ir;
mod lower;
pub mod stack;

pub use front::check::{self, Checked, check};
pub use front::{ast, parser};
pub use ir::Program;
