//! The MLIR context every tool uses: all upstream dialects, the ts
//! dialect, LLVM translations, and every pass registered by name.

use melior::{dialect::DialectRegistry, utility, Context};

/// A context that can parse, verify, transform and translate everything
/// this compiler produces. Multithreading stays on: MLIR parallelizes
/// function-level passes.
pub fn create_context() -> Context {
    // The defaults, unless the driver set options first; LLVM always
    // knows its own default options, so there is no error to report.
    let _ = crate::llvm_options::set_llvm_options(&[]);
    let registry = DialectRegistry::new();
    utility::register_all_dialects(&registry);
    ts_dialect::register_dialect(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    utility::register_all_llvm_translations(&context);
    ts_passes::register_all_passes();
    context
}
