//! Named pipelines: the stages of the compiler as pass-pipeline strings.
//!
//! They are registered by name (usable inside `builtin.module(...)`) and
//! also exposed as strings, so `tsc` can run them pass by pass and print an
//! exact `ts-opt` reproducer when one fails.

/// ts (as the frontend emits it, entry specialized) → linalg on tensors.
pub const TS_TO_LINALG: &[&str] = &[
    "inline",
    "symbol-dce",
    "canonicalize",
    "ts-refine-shapes",
    // In-place ops PyTorch refuses for overlapping memory raise there.
    "ts-check-overlaps",
    "ts-list-accumulators",
    // What refinement folded leaves dead ops behind (the int lists of a
    // shape check that became constant).
    "canonicalize",
    "ts-verify-backend-contract",
    "convert-ts-to-linalg",
    "canonicalize",
    "cse",
    // Elementwise fusion, but not into a matmul's operands (that would
    // recompute them per output column and hide the contraction).
    "func.func(ts-fuse-elementwise)",
    "canonicalize",
];

/// linalg on tensors → LLVM dialect: float contractions tiled and
/// vectorized, large loop nests split into parallel tiles, bufferize,
/// parallel tiles onto the runtime's thread pool, results into
/// caller-owned out-params (no ownership crosses the ABI), free
/// temporaries, vectors and loops, then LLVM. LLVM's O3 vectorizes the remaining loops for the host CPU.
pub const LINALG_TO_LLVM: &[&str] = &[
    "ts-vectorize-contractions",
    // Large loop nests other than those as parallel tiles (scf.forall).
    "ts-parallelize-loops",
    "canonicalize",
    "one-shot-bufferize{allow-return-allocs-from-loops bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}",
    // Tiled loops write slices back where they were read: once equal
    // subviews are one value those copies fold away, and a result is the
    // buffer it was computed in (which becomes the out-param).
    "cse",
    "canonicalize",
    // Parallel tiles become calls to the runtime's thread
    // pool, before anything below could share a temporary between their
    // iterations; those it cannot outline run serially.
    "ts-forall-to-thread-pool",
    "scf-forall-to-for",
    "ts-distinct-return-buffers",
    "buffer-results-to-out-params{hoist-static-allocs=true modify-public-functions=true}",
    "canonicalize",
    // Fixed-size temporaries allocated inside loops (a partial tile's
    // sums) are allocated once, before the loops.
    "func.func(buffer-loop-hoisting)",
    "buffer-deallocation-pipeline",
    // n-D vector transfers as unrolled 1-D ones (no stack temporaries),
    // masks as masked loads and stores, sums across lanes as reductions.
    "convert-vector-to-scf{full-unroll=true}",
    "func.func(lower-vector-mask)",
    "func.func(lower-vector-multi-reduction)",
    "func.func(convert-linalg-to-loops)",
    "convert-scf-to-cf",
    "expand-strided-metadata",
    "lower-affine",
    // Buffers come from the runtime's allocator, which raises
    // PyTorch's out-of-memory error where malloc fails; aligned by the
    // allocator, not by rounding the address as an integer (which hides
    // from LLVM that a buffer is distinct from the others).
    "finalize-memref-to-llvm{use-generic-functions use-aligned-alloc}",
    // What they return is fresh memory, distinct from every other buffer.
    "ts-fresh-allocations",
    // A tile's contraction as one broadcast-FMA row per k.
    "convert-vector-to-llvm{vector-contract-lowering=outerproduct}",
    // f32 tanh/exp/erf as arithmetic, so their loops vectorize.
    "ts-math-approximations",
    // Integer powers become helper functions; math without an LLVM
    // intrinsic (erf, ...) becomes libm calls.
    "convert-math-to-funcs",
    "convert-math-to-llvm",
    "convert-math-to-libm",
    "convert-arith-to-llvm",
    "convert-func-to-llvm",
    "convert-cf-to-llvm",
    "convert-ub-to-llvm",
    "reconcile-unrealized-casts",
];

/// All passes of `ts-to-llvm-pipeline`, in order.
pub fn ts_to_llvm() -> Vec<&'static str> {
    TS_TO_LINALG.iter().chain(LINALG_TO_LLVM).copied().collect()
}
