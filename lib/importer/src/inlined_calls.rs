//! Calls of script functions that take aggregate parameters: tuples,
//! NamedTuples, class instances, `List[Tensor]` and `Dict[str, Tensor]`.
//! No signature of flat SSA values fits every call of such a function (a
//! list's length, a dict's keys and every element's shape vary), so each
//! call inlines it, as calls of script-class methods are. A callee that
//! changes such an argument is rejected: the change would not reach the
//! caller.

use crate::{
    exit_transform::assigned_names,
    function_emitter::{Emit, Emitted, FunctionEmitter},
    script_type::{resolve_value_annotation, ScriptType, ValueType},
};
use std::collections::HashMap;
use ts_frontend::{
    ast::{Expr, Keyword},
    Diagnostic, Span,
};

/// Whether values of type `t` are aggregates of several SSA values.
fn is_aggregate(t: &ValueType) -> bool {
    match t {
        ValueType::Tuple(_) | ValueType::Struct(..) => true,
        ValueType::One(ScriptType::List(_) | ScriptType::Dict(..)) => t.mentions_tensor(),
        _ => false,
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// The call of script function `name`, inlined, when it has an
    /// aggregate parameter; `None` otherwise.
    pub(crate) fn inline_aggregate_call(
        &mut self,
        name: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let Some(def) = self.importer.functions.get(name).copied() else {
            return Ok(None);
        };
        let mut aggregates = Vec::new();
        for p in &def.params {
            let Some(a) = &p.annotation else { continue };
            let t = resolve_value_annotation(
                a,
                &self.importer.tensor_names,
                &self.importer.class_types,
            )?;
            if is_aggregate(&t) {
                aggregates.push(p.name.as_str());
            }
        }
        if aggregates.is_empty() {
            return Ok(None);
        }
        let mut changed = Vec::new();
        assigned_names(&def.body, &mut changed);
        if let Some(c) = changed.iter().find(|n| {
            aggregates
                .iter()
                .any(|p| n.as_str() == *p || n.starts_with(&format!("{p}.")))
        }) {
            return Err(Diagnostic::error(
                format!("`{name}` changes its argument `{c}`, which is not supported yet (the change would not reach the caller); return the new value instead"),
                span,
            ));
        }
        let (returned, _) = self.inline_body(
            name,
            None,
            def,
            &def.params,
            HashMap::new(),
            args,
            keywords,
            span,
        )?;
        Ok(Some(match returned {
            Some(r) => r.emitted(),
            None => Emitted::One(self.constant_none(span)?),
        }))
    }
}
