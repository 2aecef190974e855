//! The manyworlds runtime.
//!
//! A batch simulation holds thousands of independent *worlds*. Each world has entities; each
//! entity belongs to an *archetype*, a fixed set of *components*. Following Madrona, storage is
//! one column table per archetype across **all** worlds, with an implicit world-id column, so a
//! system (a function over the components of one entity) runs over every row of every world in
//! one pass, and exports are contiguous `[worlds, rows, ...]` arrays that alias the tables.
//!
//! This crate holds the parts that know nothing about how a script was written or compiled:
//! - [`source`]: files, spans and diagnostics;
//! - [`schema`]: the environment [`Spec`](schema::Spec) a script declares;
//! - [`layout`]: component memory layout shared by every backend;
//! - [`validate`]: checks of a spec that need no system code;
//! - [`abi`]: the contract with compiled systems (kernels, context, entry points, RNG spec);
//! - [`executor`]: the seam every backend's executor implements; [`sim`]: the CPU executor;
//!   [`pool`]: its threads; [`table`], [`entity`], [`vmem`]: storage;
//! - [`npy`]: record and replay files;
//! - [`limits`]: every cap on sizes, counts and time.

pub mod abi;
pub mod entity;
pub mod executor;
pub mod layout;
pub mod limits;
pub mod npy;
pub(crate) mod pool;
pub mod schema;
pub mod source;
pub(crate) mod table;
pub mod validate;
pub(crate) mod vmem;

#[cfg(test)]
mod storage_tests;

pub use executor::cpu::Sim;
pub use executor::{Config, Executor};
pub use layout::Layout;
pub use schema::Spec;
pub use source::{Diagnostic, Diagnostics, FileId, SourceMap, Span};
