//! The compiler as a library: an MLIR context with everything registered,
//! diagnostics capture, pipelines with reproducers, and code generation
//! (LLVM IR, assembly, objects) for the host CPU or a named one.

pub mod codegen;
pub mod context;
pub mod deferred_facts;
pub mod diagnostics;
pub mod entry_specialization;
pub mod llvm_options;
pub mod pipeline;
pub mod target;
pub mod timing;

pub use context::create_context;
