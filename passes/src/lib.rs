//! Passes over the `ts` dialect and its lowering, written in Rust and
//! registered in MLIR's pass registry so textual pipelines can name them.
//!
//! | pass | what |
//! | --- | --- |
//! | `ts-refine-shapes` | dtypes and shapes from the arguments, forward |
//! | `ts-check-overlaps` | in-place ops PyTorch refuses for shared memory raise there |
//! | `ts-list-accumulators` | a list a counted loop appends to, then stacks, becomes a tensor |
//! | `ts-verify-backend-contract` | every tensor static, every op lowerable |
//! | `convert-ts-to-linalg` | ts → tensor/linalg/arith on static shapes |
//! | `ts-vectorize-contractions` | float contractions tiled (parallel cache tiles) and vectorized |
//! | `ts-parallelize-loops` | other large loop nests split along their parallel loops (scf.forall) |
//! | `ts-forall-to-thread-pool` | each parallel loop's body outlined and run on the runtime's threads |
//! | `ts-distinct-return-buffers` | a buffer returned twice is copied |
//! | `ts-fuse-elementwise` | upstream's elementwise fusion, never into a contraction's operands (C++, in the shim) |
//! | `ts-math-approximations` | f32 tanh/exp/erf as polynomials that vectorize (C++, in the dialect's shim) |
//!
//! Pipelines: `ts-to-linalg-pipeline`, `linalg-to-llvm-pipeline`,
//! `ts-to-llvm-pipeline` (see [`pipelines`]).

mod check_overlaps;
mod convert_ts_to_linalg;
mod counted_loops;
pub use convert_ts_to_linalg::BOXED_TENSOR_RESULTS;
mod deferred_shape_errors;
mod distinct_return_buffers;
mod einsum_equation;
mod fold_known_values;
mod forall_to_thread_pool;
mod fresh_allocations;
mod ir;
mod known_float_values;
pub mod known_int_lists;
mod known_list_lengths;
mod list_accumulators;
mod list_element_types;
mod op_attrs;
pub mod op_families;
mod parallelize_loops;
mod pass_definition;
mod peel_shape_changing_loops;
pub mod pipelines;
mod refine_loops;
mod refine_shapes;
pub mod shape_functions;
mod tentative_edits;
mod unbatched_windows;
mod vectorize_contractions;
pub use vectorize_contractions::{VECTOR_BITS_ATTR, VECTOR_WIDTHS};
mod verify_backend_contract;
mod window_attrs;

use std::sync::Once;

/// Registers every pass and pipeline of this crate, plus all upstream MLIR
/// passes, in MLIR's global registry. Idempotent.
pub fn register_all_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        melior::utility::register_all_passes();
        ts_dialect::register_external_pass(refine_shapes::create_refine_shapes_pass);
        ts_dialect::register_external_pass(check_overlaps::create_check_overlaps_pass);
        ts_dialect::register_external_pass(list_accumulators::create_list_accumulators_pass);
        ts_dialect::register_external_pass(
            verify_backend_contract::create_verify_backend_contract_pass,
        );
        ts_dialect::register_external_pass(convert_ts_to_linalg::create_convert_ts_to_linalg_pass);
        ts_dialect::register_external_pass(
            distinct_return_buffers::create_distinct_return_buffers_pass,
        );
        ts_dialect::register_external_pass(
            vectorize_contractions::create_vectorize_contractions_pass,
        );
        ts_dialect::register_external_pass(fresh_allocations::create_fresh_allocations_pass);
        ts_dialect::register_external_pass(
            forall_to_thread_pool::create_forall_to_thread_pool_pass,
        );
        ts_dialect::register_external_pass(parallelize_loops::create_parallelize_loops_pass);
        ts_dialect::register_math_approximations_pass();
        ts_dialect::register_fuse_elementwise_pass();
        let linalg = pipelines::TS_TO_LINALG.join(",");
        let llvm = pipelines::LINALG_TO_LLVM.join(",");
        ts_dialect::register_pass_pipeline(
            "ts-to-linalg-pipeline",
            "Inline, refine shapes, check the backend contract and lower ts to linalg on tensors",
            &linalg,
        );
        ts_dialect::register_pass_pipeline(
            "linalg-to-llvm-pipeline",
            "Bufferize, lower linalg to loops and everything to the LLVM dialect",
            &llvm,
        );
        ts_dialect::register_pass_pipeline(
            "ts-to-llvm-pipeline",
            "The whole lowering from ts to the LLVM dialect",
            &format!("{linalg},{llvm}"),
        );
    });
}
