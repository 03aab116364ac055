//! `List[int]` values where an op needs compile-time ints: `x.view(shape)`
//! with `shape = x.size()[:-1] + [h, d]`, `x.sum(dims)` with `dims` an
//! input, `x.permute(order)`.
//!
//! What such a list holds is known only once shapes are refined (its
//! entries are sizes) or from the entry's example inputs, so the first
//! import marks the list (`int_list_at`, the argument's offset) and gives
//! the call a provisional result; the driver refines that import, reads
//! the marked lists' values (`ts_compiler::deferred_facts`) and imports
//! again with them (`EntrySpec::int_lists`). The call is then compiled for
//! those values, and checks when it runs that the list still holds them,
//! as a specialization guard does. A list never learned (built in a loop,
//! changed in place) is the marker's error.

use crate::function_emitter::{Emit, FunctionEmitter, Typed};
use crate::script_type::{ScriptType, ValueType};
use melior::ir::attribute::StringAttribute;
use ts_frontend::Span;

/// The attribute that marks a list whose values the driver should learn
/// (the offset of the argument).
pub const INT_LIST_AT_ATTR: &str = "int_list_at";

/// The error a marked list reports when its values are never learned.
pub const INT_LIST_ERROR_ATTR: &str = "int_list_error";

/// The attribute that marks the check of a learned list (the argument's
/// offset): in a loop, what was learned may have assumed shapes the loop
/// does not keep, so the driver checks the list again.
pub const INT_LIST_LEARNED_AT_ATTR: &str = "int_list_learned_at";

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// The values of `list` (a `List[int]`, the argument of `op` at
    /// `span`) where they are learned: emits the check that the list holds
    /// them when the call runs. `None` before they are: the list is marked
    /// for the driver, with `error` to report if it never learns them.
    pub(crate) fn learned_int_list(
        &mut self,
        list: Typed<'c, 'b>,
        op: &str,
        error: &str,
        span: Span,
    ) -> Emit<Option<Vec<i64>>> {
        let learned = self
            .importer
            .spec()
            .and_then(|s| s.int_lists.get(&self.fact_key(span)))
            .cloned();
        let Some(values) = learned else {
            let marker = self.list_marker(INT_LIST_AT_ATTR, error, "list_copy", span);
            let ty = self.ty(list.ty, span)?;
            self.emit_op("ts.runtime_mutate", &[list.value], ty, &marker, span)?;
            return Ok(None);
        };
        let mut items = Vec::new();
        for v in &values {
            items.push(self.constant(ScriptType::Int, 0.0, *v, span)?.value);
        }
        let ty = ScriptType::List(crate::script_type::intern_type(ValueType::One(
            ScriptType::Int,
        )));
        let expected = self.container_op("ts.list_new", &items, ty, span)?;
        let kind = crate::container_methods::element_kind(ScriptType::Int)
            .expect("ints are list elements");
        let kind = self.constant(ScriptType::Int, 0.0, kind, span)?;
        let marker = self.list_marker(INT_LIST_LEARNED_AT_ATTR, error, "list_equal", span);
        let int_ty = self.ty(ScriptType::Int, span)?;
        let same = self.emit_op(
            "ts.runtime_mutate",
            &[list.value, expected.value, kind.value],
            int_ty,
            &marker,
            span,
        )?;
        let zero = self.constant(ScriptType::Int, 0.0, 0, span)?;
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let differs = self.emit_op("ts.eq", &[same, zero.value], bool_ty, &[], span)?;
        let shown: Vec<String> = values.iter().map(i64::to_string).collect();
        self.raise_if(
            differs,
            &format!(
                "RuntimeError: {op}() was compiled for the list [{}] here (learned from the example inputs); the list differs in this call",
                shown.join(", ")
            ),
            span,
        )?;
        Ok(Some(values))
    }

    /// The attributes of the `ts.runtime_mutate` (`callee`) that marks a
    /// list with `attr` and the `error` it reports.
    fn list_marker(
        &self,
        attr: &'static str,
        error: &str,
        callee: &str,
        span: Span,
    ) -> Vec<(&'static str, melior::ir::Attribute<'c>)> {
        let mut marker = self.marker(attr, span);
        marker.extend([
            (
                INT_LIST_ERROR_ATTR,
                StringAttribute::new(self.ctx, error).into(),
            ),
            ("callee", StringAttribute::new(self.ctx, callee).into()),
        ]);
        marker
    }
}
