//! The types of `x.item()` calls that nothing else types.
//!
//! TorchScript's `item()` returns a number whose kind follows the tensor's
//! dtype, which is known only once shapes are refined. The frontend
//! imports such a call as a float marked `untyped_at = <offset>`; the
//! driver refines a copy of the specialized module, reads each marked
//! call's operand dtype here, and imports again with those types
//! (`EntrySpec::item_types`).

use crate::diagnostics::DiagnosticCollector;
use crate::pipeline::{run_passes, PipelineOptions};
use melior::ir::{
    attribute::IntegerAttribute,
    operation::{OperationLike, WalkOrder, WalkResult},
    Module, ValueLike,
};
use melior::Context;
use std::collections::HashMap;
use ts_dialect::{Dtype, TensorType};

/// The passes that refine a copy enough to read tensor dtypes.
const REFINE: &[&str] = &["inline", "symbol-dce", "canonicalize", "ts-refine-shapes"];

/// The dtype of each marked `item()`'s tensor, by the call's offset in the
/// source; empty when there is no marked call. An error (the call's
/// offset, the message) names a call whose tensor has dtypes giving
/// different number kinds (a function called on both: it is compiled once).
pub fn untyped_item_dtypes(
    context: &Context,
    module: &Module,
    marker: &str,
    diagnostics: &DiagnosticCollector,
) -> Result<HashMap<usize, Dtype>, (usize, String)> {
    if marked_items(module, marker).is_empty() {
        return Ok(HashMap::new());
    }
    // SAFETY: the clone is a new, unowned operation, owned from here on.
    let clone = unsafe {
        melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(
            module.as_operation().to_raw(),
        ))
    };
    let Some(mut copy) = Module::from_operation(clone) else {
        return Err((0, "internal error: cannot copy the module".into()));
    };
    // A copy that fails to refine leaves dtypes unknown; the real pipeline
    // reports why, so this run's diagnostics are dropped.
    let _ = run_passes(
        context,
        &mut copy,
        REFINE,
        diagnostics,
        &PipelineOptions::default(),
    );
    diagnostics.take();
    let mut found: HashMap<usize, Dtype> = HashMap::new();
    for (offset, dtype) in marked_items(&copy, marker) {
        let Some(d) = dtype else { continue };
        match found.insert(offset, d) {
            Some(previous)
                if previous.is_float() != d.is_float()
                    || (previous == Dtype::Bool) != (d == Dtype::Bool) =>
            {
                return Err((
                    offset,
                    format!("item() of a {previous} tensor here and of a {d} tensor elsewhere: the function is compiled once, so its number type must be one (convert with float() or int())"),
                ));
            }
            _ => {}
        }
    }
    Ok(found)
}

/// `(offset, operand dtype)` of every `ts.item` carrying `marker`.
fn marked_items(module: &Module, marker: &str) -> Vec<(usize, Option<Dtype>)> {
    let mut items = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let is_item = op.name().as_string_ref().as_str() == Ok("ts.item");
        if let (true, Ok(attr)) = (is_item, op.attribute(marker)) {
            if let Ok(offset) = IntegerAttribute::try_from(attr) {
                let dtype = op
                    .operand(0)
                    .ok()
                    .and_then(|v| TensorType::from_mlir(v.r#type()))
                    .and_then(|t| t.dtype);
                items.push((offset.value() as usize, dtype));
            }
        }
        WalkResult::Advance
    });
    items
}
