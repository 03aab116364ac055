//! Code generation for a CPU (`target::CpuTarget`): LLVM dialect → LLVM IR
//! → O3 → assembly or object code, through inkwell.
//!
//! MLIR's ExecutionEngine does the same for JIT execution, for the host's
//! CPU name and features; this module is for what a user inspects
//! (`--emit=llvm-ir|asm`) and for ahead-of-time objects, for the host or a
//! CPU the user names.

use crate::target::CpuTarget;
use inkwell::{
    context::Context as LlvmContext, module::Module as LlvmModule, passes::PassBuilderOptions,
    targets::FileType,
};
use melior::ir::Module;

/// What to produce from a module in the LLVM dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Artifact {
    /// Textual LLVM IR after O3.
    LlvmIr,
    /// Assembly after O3.
    Assembly,
    /// An ELF object after O3.
    Object,
}

/// Why code generation failed.
#[derive(Debug, thiserror::Error)]
pub enum CodegenError {
    #[error("translation of the LLVM dialect to LLVM IR failed (is the module fully lowered?)")]
    Translation,
    #[error("LLVM: {0}")]
    Llvm(String),
}

/// Translates `module` (LLVM dialect only) into LLVM IR in `llvm`.
fn translate<'l>(module: &Module, llvm: &'l LlvmContext) -> Result<LlvmModule<'l>, CodegenError> {
    // SAFETY: mlir-sys and llvm-sys name the same C type `LLVMContextRef`
    // differently; the pointer is a live LLVM context owned by `llvm`.
    let raw = unsafe {
        mlir_sys::mlirTranslateModuleToLLVMIR(
            module.as_operation().to_raw(),
            llvm.raw() as mlir_sys::LLVMContextRef,
        )
    };
    if raw.is_null() {
        return Err(CodegenError::Translation);
    }
    // SAFETY: `raw` is a fresh module in `llvm`'s context; inkwell takes
    // ownership and frees it with the returned value.
    Ok(unsafe { LlvmModule::new(raw as inkwell::llvm_sys::prelude::LLVMModuleRef) })
}

/// Produces `artifact` from a module in the LLVM dialect, optimized at O3
/// for `target`.
pub fn emit(
    module: &Module,
    artifact: Artifact,
    target: &CpuTarget,
) -> Result<Vec<u8>, CodegenError> {
    let llvm = LlvmContext::create();
    let llvm_module = translate(module, &llvm)?;
    let machine = target.machine()?;
    llvm_module.set_triple(&machine.get_triple());
    llvm_module.set_data_layout(&machine.get_target_data().get_data_layout());
    llvm_module
        .run_passes("default<O3>", &machine, PassBuilderOptions::create())
        .map_err(|e| CodegenError::Llvm(e.to_string()))?;
    match artifact {
        Artifact::LlvmIr => Ok(llvm_module.print_to_string().to_bytes().to_vec()),
        Artifact::Assembly | Artifact::Object => {
            let kind = if artifact == Artifact::Assembly {
                FileType::Assembly
            } else {
                FileType::Object
            };
            let buffer = machine
                .write_to_memory_buffer(&llvm_module, kind)
                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
            Ok(buffer.as_slice().to_vec())
        }
    }
}
