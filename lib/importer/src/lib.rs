//! From a TorchScript source file to a module of `ts` dialect IR.
//!
//! Parsing is `ts-frontend`'s job; this crate applies TorchScript's typing
//! rules (unannotated parameters are `Tensor`, return types are inferred,
//! one type per variable) while emitting IR, and reports every violation
//! as a located [`Diagnostic`].

mod function_emitter;
mod module_importer;
mod script_type;
mod torch_ops;

pub use module_importer::import_into;
pub use script_type::ScriptType;
pub use torch_ops::supported_names;

use melior::{
    ir::{Location, Module},
    Context,
};
use ts_frontend::{Diagnostic, SourceFile};

/// Parses and imports `file`: the ts IR of every function in it.
pub fn import_source<'c>(
    ctx: &'c Context,
    file: &SourceFile,
) -> Result<Module<'c>, Vec<Diagnostic>> {
    let ast = ts_frontend::parse_file(file)?;
    let module = Module::new(Location::new(ctx, &file.name, 1, 1));
    import_into(ctx, &module, file, &ast)?;
    Ok(module)
}
