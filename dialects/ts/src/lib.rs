//! The `ts` dialect: registration with MLIR and typed access to its types.
//!
//! The dialect itself is defined in ODS (`include/*.td`) and compiled into a
//! small C++ shim by `build.rs`; this crate is the only place where Rust
//! talks to that shim, so the FFI and its `unsafe` stay here.

mod container_type;
mod ffi;
mod float_literal;
mod int_arithmetic;
mod llvm_options;
mod overlap_check;
mod positional_access;
mod provisional_result;
mod registration;
mod run_time_select;
mod split_parts;
mod tensor_type;

pub use container_type::{
    is_container_type, is_object_type, object_type, union_members, union_type, ContainerType,
};
pub use float_literal::float_literal;
pub use int_arithmetic::{fold_int, IntOp};
pub use llvm_options::parse_llvm_options;
pub use overlap_check::ONE_VALUE_FILLS_ATTR;
pub use positional_access::{BlockPositions, OpPositions};
pub use provisional_result::PROVISIONAL_ATTR;
pub use registration::{
    register_external_pass, register_fuse_elementwise_pass, register_math_approximations_pass,
    register_pass_pipeline,
};
pub use run_time_select::RUN_TIME_SELECT_ATTR;
pub use split_parts::{chunk_parts, split_parts, SPLIT_AT_ATTR};
pub use tensor_type::{is_none_type, none_type, Dtype, TensorType, DYNAMIC};

use melior::{
    dialect::{DialectHandle, DialectRegistry},
    ir::Module,
    Context, StringRef,
};

/// The dialect handle, for `insert_dialect` / `load_dialect`.
pub fn dialect_handle() -> DialectHandle {
    // SAFETY: the shim defines this symbol with MLIR's C-API registration
    // macro; it returns a static handle valid for the whole program.
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__ts__()) }
}

/// Adds the ts dialect to `registry`, so contexts built from it parse,
/// verify and print ts ops as registered ops.
pub fn register_dialect(registry: &DialectRegistry) {
    dialect_handle().insert_dialect(registry);
}

/// Parses `source` into a module whose locations name `buffer_name` (e.g.
/// the input file), wrapping top-level ops in a module as `mlir-opt` does.
/// Errors are reported through the context's diagnostic handlers.
pub fn parse_module<'c>(
    context: &'c Context,
    source: &str,
    buffer_name: &str,
) -> Option<Module<'c>> {
    // SAFETY: the shim copies nothing it keeps; the returned module is
    // owned by the caller and tied to `context` by the lifetime.
    unsafe {
        let raw = ffi::tsParseModule(
            context.to_raw(),
            StringRef::new(source).to_raw(),
            StringRef::new(buffer_name).to_raw(),
        );
        if raw.ptr.is_null() {
            None
        } else {
            Some(Module::from_raw(raw))
        }
    }
}

/// Whether MLIR appends a "see current operation" note to diagnostics
/// emitted on an op (on by default).
pub fn set_print_op_on_diagnostic(context: &Context, enable: bool) {
    // SAFETY: sets a flag on a live context.
    unsafe { ffi::tsContextSetPrintOpOnDiagnostic(context.to_raw(), enable) }
}

/// The text of a string attribute, or `None` when `attr` is not one.
/// melior's `StringAttribute::value` builds a slice from the attribute's
/// data pointer, which MLIR leaves null for the empty string.
pub fn string_attr_value(attr: melior::ir::Attribute) -> Option<String> {
    use melior::ir::attribute::AttributeLike;
    let raw = attr.to_raw();
    // SAFETY: `raw` is a live attribute; the checks below hold before the
    // string is read, and its bytes outlive this call (owned by the context).
    unsafe {
        if !mlir_sys::mlirAttributeIsAString(raw) {
            return None;
        }
        let s = mlir_sys::mlirStringAttrGetValue(raw);
        if s.length == 0 || s.data.is_null() {
            return Some(String::new());
        }
        let bytes = std::slice::from_raw_parts(s.data as *const u8, s.length);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}
