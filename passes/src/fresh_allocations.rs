//! `ts-fresh-allocations`: the runtime's allocation functions return
//! memory nothing else points to, as malloc does, and LLVM is told so
//! (their result is `noalias`).
//!
//! Without it LLVM must assume two buffers a function allocates may
//! overlap: an accumulator is stored and reloaded at every step of a
//! reduction instead of staying in a register (a small direct convolution
//! compiled to thousands of stores, and LLVM's scheduler taking seconds
//! over them).

use crate::ir::{collect_ops, op_ref, set_attribute};
use melior::ir::{attribute::StringAttribute, operation::OperationLike, Attribute, OperationRef};
use melior::Context;

crate::pass_definition::define_pass!(
    create_fresh_allocations_pass,
    run,
    "ts-fresh-allocations",
    "Mark the results of the runtime's allocation functions noalias (fresh memory, as malloc's)",
    "builtin.module"
);

/// finalize-memref-to-llvm's generic allocation functions, which the
/// runtime implements (`ts_runtime.c`).
const ALLOCATORS: &[&str] = &[
    "_mlir_memref_to_llvm_alloc",
    "_mlir_memref_to_llvm_aligned_alloc",
];

fn run(ctx: &Context, module: OperationRef) -> Result<(), ()> {
    let fresh = Attribute::parse(ctx, "[{llvm.noalias}]").ok_or(())?;
    for raw in collect_ops(module, |n| n == "llvm.func") {
        // SAFETY: only an attribute of a live op is set.
        let func = unsafe { op_ref(raw) };
        let name = func
            .attribute("sym_name")
            .ok()
            .and_then(|a| StringAttribute::try_from(a).ok())
            .map(|s| s.value().to_string());
        if name.is_some_and(|n| ALLOCATORS.contains(&n.as_str())) {
            set_attribute(func, "res_attrs", fresh);
        }
    }
    Ok(())
}
