//! From a TorchScript source file to a module of `ts` dialect IR.
//!
//! Parsing is `ts-frontend`'s job; this crate applies TorchScript's typing
//! rules (unannotated parameters are `Tensor`, return types are inferred,
//! one type per variable) while emitting IR, and reports every violation
//! as a located [`Diagnostic`].

mod branch_verifier_errors;
mod builtins;
mod class_objects;
mod class_values;
mod classes;
mod container_methods;
mod container_values;
mod control_flow;
mod decompositions;
mod devices;
mod entry_inputs;
mod exit_transform;
mod function_aliases;
mod function_emitter;
mod futures;
mod init_arguments;
mod init_evaluation;
mod init_objects;
mod init_operators;
mod init_tensors;
mod init_values;
mod inlined_calls;
mod known_list_items;
mod layer_attributes;
mod layer_initial_values;
mod learned_int_lists;
mod literal_numbers;
mod live_names;
mod loops;
mod math_functions;
mod module_classes;
mod module_importer;
mod module_init;
mod module_layers;
mod module_state;
mod multi_input_layers;
mod numeric_builtins;
mod object_sort;
mod op_binding;
mod op_docs;
mod op_lowerings;
mod op_registry;
mod op_schema;
mod optional_refinement;
mod optional_values;
mod overlap_checks;
mod percent_format;
mod script_type;
mod shared_tensors;
mod string_methods;
mod tensor_dicts;
mod tensor_lists;
mod union_values;
mod unused_functions;
mod warnings;
mod with_statements;

pub use entry_inputs::{ExampleShape, LeafKind};
pub use init_evaluation::{ConstData, ConstTensor, Evaluator, InitEvaluator, INIT_VALUE_FUNCTION};
pub use learned_int_lists::{INT_LIST_AT_ATTR, INT_LIST_ERROR_ATTR, INT_LIST_LEARNED_AT_ATTR};
pub use module_importer::{
    import_into, EntrySpec, ImportInfo, ParamSig, Signature, MARKED_IN_ATTR, REPORT_AT_ATTR,
    SPLIT_AT_ATTR, UNTYPED_ITEM_ATTR,
};
pub use module_state::{StateSlot, StateValue};
pub use op_docs::render_ops_doc;
pub use op_registry::{supported_names, OpDef, OPS};
pub use script_type::{ScriptType, ValueType, TENSOR_LIST};
pub use tensor_dicts::dict_keys;

use melior::{
    ir::{Location, Module},
    Context,
};
use std::collections::HashMap;
use ts_frontend::{Diagnostic, SourceFile};

/// A file imported into ts IR, with each function's TorchScript signature.
pub struct Imported<'c> {
    pub module: Module<'c>,
    pub signatures: HashMap<String, Signature>,
    /// (parameter index, value) pairs the entry was specialized on.
    pub guards: Vec<(usize, i64)>,
    /// Located warnings: what compiles but differs from TorchScript.
    pub warnings: Vec<Diagnostic>,
    /// See [`ImportInfo::state_initializers`].
    pub state_initializers: Vec<String>,
}

/// Parses and imports `file`: the ts IR of every function in it.
/// `spec` gives the entry's int parameters example values for
/// specialization (see [`EntrySpec`]).
pub fn import_source<'c>(
    ctx: &'c Context,
    file: &SourceFile,
    spec: Option<EntrySpec>,
) -> Result<Imported<'c>, Vec<Diagnostic>> {
    let mut ast = ts_frontend::parse_file(file)?;
    if let Some(f) = spec.as_ref().and_then(|s| s.extra_function.clone()) {
        let span = f.name_span;
        ast.items.push(ts_frontend::ast::Stmt {
            kind: ts_frontend::ast::StmtKind::FunctionDef(f),
            span,
        });
    }
    let module = Module::new(Location::new(ctx, &file.name, 1, 1));
    let evaluator = spec.as_ref().and_then(|s| s.evaluator.clone());
    let info = import_into(ctx, &module, file, &ast, spec).map_err(|mut diags| {
        if let Some(evaluator) = evaluator {
            evaluator.explain(&mut diags);
        }
        diags
    })?;
    branch_verifier_errors::erase_shapes_failing_in_branches(ctx, &module);
    Ok(Imported {
        module,
        signatures: info.signatures,
        guards: info.guards,
        warnings: info.warnings,
        state_initializers: info.state_initializers,
    })
}
