//! Calls of script functions that take aggregate parameters: tuples,
//! NamedTuples, class instances, `List[Tensor]` and `Dict[str, Tensor]`
//! (and `Optional`, `Union` and `Any` ones, whose argument may be a
//! run-time optional or any member).
//! No signature of flat SSA values fits every call of such a function (a
//! list's length, a dict's keys and every element's shape vary), so each
//! call inlines it, as calls of script-class methods are. A callee that
//! changes such an argument the caller holds in a variable is rejected:
//! the change would not reach the caller.

use crate::{
    control_flow::Raw,
    function_emitter::{bind_call_args, Emit, Emitted, FunctionEmitter},
    script_type::{resolve_value_annotation, ScriptType, ValueType},
};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
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
        // An `Optional` argument may be a run-time optional, which no flat
        // signature takes either (rebinding the parameter is fine); a
        // `Union` or `Any` one is whatever member the caller passes.
        let mut optional = false;
        for p in &def.params {
            let Some(a) = &p.annotation else { continue };
            if self.importer.script_class_named(a).is_some() {
                aggregates.push(p.name.as_str());
                continue;
            }
            let t = resolve_value_annotation(
                a,
                &self.importer.tensor_names,
                &self.importer.class_types,
            )?;
            if is_aggregate(&t) {
                aggregates.push(p.name.as_str());
            }
            optional |= matches!(
                t,
                ValueType::Optional(_) | ValueType::Union(_) | ValueType::Any
            );
        }
        if aggregates.is_empty() && !optional {
            return Ok(None);
        }
        let names: Vec<&str> = def.params.iter().map(|p| p.name.as_str()).collect();
        let defaults: Vec<Option<&Expr>> = def.params.iter().map(|p| p.default.as_ref()).collect();
        let bound = bind_call_args(name, &names, &defaults, args, keywords, span)?;
        let (returned, after) = self.inline_function(name, def, args, keywords, span)?;
        // A change to an argument the caller holds in a variable would be
        // lost (the callee worked on its own copy).
        for (param, arg) in names.iter().zip(&bound) {
            let ExprKind::Name(var) = &arg.kind else {
                continue;
            };
            if !aggregates.contains(param) {
                continue;
            }
            let (Some(before), Some(now)) = (self.env.get(var), after.get(*param)) else {
                continue;
            };
            if !Raw::of(before).same(now) {
                return Err(Diagnostic::error(
                    format!("`{name}` changes its argument `{param}`, which is not supported yet (the change would not reach `{var}` here); return the new value instead"),
                    arg.span,
                ));
            }
        }
        Ok(Some(match returned {
            Some(r) => r.emitted(),
            None => Emitted::One(self.constant_none(span)?),
        }))
    }
}
