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

/// Where the span ranges of script functions inlined at each call start
/// (below the decompositions', `decompositions::SITE_BASE`): copy `i` holds
/// `COPY_BASE + i * COPY_SIZE + offset in the file`.
const COPY_BASE: usize = 1 << 40;
const COPY_SIZE: usize = 1 << 28;

/// Where the spans of inlined copy `copy` start.
pub(crate) fn copy_offset(copy: usize) -> usize {
    COPY_BASE + copy * COPY_SIZE
}

/// `span` of an inlined copy of a script function (`inline_at_each_call`)
/// back in the user's file; any other span as it is.
pub(crate) fn unshifted(span: Span) -> Span {
    if span.start < COPY_BASE || crate::decompositions::site_of(span).is_some() {
        return span;
    }
    let base = span.start - (span.start - COPY_BASE) % COPY_SIZE;
    Span {
        start: span.start - base,
        end: span.end.saturating_sub(base),
    }
}

/// Whether values of type `t` are aggregates of several SSA values.
fn is_aggregate(t: &ValueType) -> bool {
    match t {
        ValueType::Tuple(_) | ValueType::Struct(..) => true,
        ValueType::One(ScriptType::List(_) | ScriptType::Dict(..)) => t.mentions_tensor(),
        _ => false,
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// The call of script function `name`, inlined as a copy of its own,
    /// when the driver asked for that (`EntrySpec::inlined_functions`: what
    /// it learns for an op there differs between calls). The copy's
    /// spans are shifted into a range of its own, as a decomposition's are,
    /// so what is keyed by position is per call; locations and errors map
    /// back to the function (`unshifted`).
    pub(crate) fn inline_at_each_call(
        &mut self,
        name: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let inlined = self
            .importer
            .spec()
            .is_some_and(|s| s.inlined_functions.contains(name));
        let Some(def) = self
            .importer
            .functions
            .get(name)
            .copied()
            .filter(|_| inlined)
        else {
            return Ok(None);
        };
        let copy = self.importer.add_inlined_copy();
        let def = std::rc::Rc::new(def.shifted(copy_offset(copy)));
        // Kept for the importer's life: body checks are cached by address.
        self.importer.keep_decomposition(def.clone());
        self.inline_shifted_copy(name, &def, args, keywords, span)
            .map(Some)
    }

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
        self.returned_value(returned, span).map(Some)
    }
}
