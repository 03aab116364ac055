//! Makes Rust passes and named pipelines visible to MLIR's pass registry,
//! so `builtin.module(convert-ts-to-linalg,...)` parses like any pipeline.

use crate::ffi;
use melior::StringRef;
use mlir_sys::MlirPass;

/// Registers a pass made on the Rust side. `factory` must return a fresh
/// pass (e.g. from `melior::pass::create_external`) on every call; its
/// argument becomes the name used in pipelines.
pub fn register_external_pass(factory: extern "C" fn() -> MlirPass) {
    // SAFETY: the shim stores the function pointer and calls it whenever a
    // pipeline names the pass; a plain `extern "C" fn` is valid forever.
    unsafe { ffi::tsRegisterExternalPass(factory) }
}

/// Registers `name` as shorthand for `pipeline`, the body of a
/// `builtin.module(...)` pipeline.
pub fn register_pass_pipeline(name: &str, description: &str, pipeline: &str) {
    // SAFETY: the shim copies all three strings before returning.
    unsafe {
        ffi::tsRegisterPassPipeline(
            StringRef::new(name).to_raw(),
            StringRef::new(description).to_raw(),
            StringRef::new(pipeline).to_raw(),
        )
    }
}

/// Registers `ts-math-approximations` (written in C++ in the shim: it
/// applies upstream's polynomial approximation patterns).
pub fn register_math_approximations_pass() {
    // SAFETY: registers a pass class with MLIR's global registry; no
    // arguments, callable any number of times.
    unsafe { ffi::tsRegisterMathApproximationsPass() }
}

/// Registers `ts-fuse-elementwise` (written in C++ in the shim: upstream's
/// elementwise fusion patterns with a control function of ours).
pub fn register_fuse_elementwise_pass() {
    // SAFETY: registers a pass class with MLIR's global registry; no
    // arguments, callable any number of times.
    unsafe { ffi::tsRegisterFuseElementwisePass() }
}
