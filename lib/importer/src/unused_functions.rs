//! `@torch.jit.unused` functions and methods: their bodies are not
//! compiled (they may use anything Python has), and a call raises, as
//! TorchScript's does, after evaluating its arguments. The call still has
//! the declared return type, so code after it type-checks.

use crate::{
    function_emitter::{bind_call_args, Emit, Emitted, FunctionEmitter},
    script_type::{resolve_value_annotation, ScriptType, ValueType},
};
use ts_frontend::{
    ast::{Expr, FunctionDef, Keyword},
    Span,
};

/// TorchScript's message for a call of such a function.
const MESSAGE: &str =
    "RuntimeError: This Python function is annotated to be ignored and cannot be run";

/// Whether `def` is decorated `@torch.jit.unused`.
pub(crate) fn is_unused(def: &FunctionDef) -> bool {
    def.is_decorated("torch.jit.unused")
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// A call of the unused function `def` (skipping `skip` leading
    /// parameters, a method's `self`).
    pub(crate) fn unused_call(
        &mut self,
        def: &FunctionDef,
        skip: usize,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let params = def.params.get(skip..).unwrap_or_default();
        let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
        let defaults: Vec<Option<&Expr>> = params.iter().map(|p| p.default.as_ref()).collect();
        for arg in bind_call_args(&def.name, &names, &defaults, args, keywords, span)? {
            self.emit_any(arg)?;
        }
        let always = self.constant(ScriptType::Bool, 0.0, 1, span)?;
        self.raise_if(always.value, MESSAGE, span)?;
        let returns = match &def.returns {
            Some(r) => resolve_value_annotation(
                r,
                &self.importer.tensor_names,
                &self.importer.class_types,
            )?,
            None => ValueType::One(ScriptType::None),
        };
        self.placeholder(&returns, span)
    }
}
