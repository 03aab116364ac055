//! Facts the frontend leaves to refinement, read back for a second import.
//!
//! Some TorchScript types and counts follow shapes and dtypes that are
//! known only once shapes are refined:
//! - `x.item()` returns a number whose kind follows the tensor's dtype;
//!   the frontend imports an untyped one as a float marked `untyped_at`;
//! - `x.split(n)` makes as many parts as the dim's size needs; the
//!   frontend imports a provisional number of parts, the first marked
//!   `split_at`;
//! - a `List[int]` where an op needs compile-time ints (`x.view(shape)`)
//!   holds sizes or the entry's example values; the frontend marks the
//!   list `int_list_at` and gives the call a provisional result.
//!
//! The driver refines a copy of the specialized module, reads the marked
//! ops' operands here, and imports again with what it found
//! (`EntrySpec::item_types`, `EntrySpec::split_sizes`,
//! `EntrySpec::int_lists`), as many times as that reveals more.

use crate::diagnostics::DiagnosticCollector;
use crate::pipeline::{copy_of, run_passes, PipelineOptions};
use melior::ir::{
    attribute::{IntegerAttribute, StringAttribute},
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationMutLike, OperationRefMut, WalkOrder, WalkResult},
    Module, OperationRef, RegionLike, ValueLike,
};
use melior::Context;
use std::collections::HashMap;
use ts_dialect::{BlockPositions, OpPositions};
use ts_dialect::{Dtype, TensorType, DYNAMIC};

/// The passes that refine a copy enough to read tensor types.
const REFINE: &[&str] = &["inline", "symbol-dce", "canonicalize", "ts-refine-shapes"];

/// What refining revealed, by the key of the marked call (its source
/// offset, or in an unrolled loop a key of the offset and the iteration;
/// errors are reported at `report_at` then).
#[derive(Debug, Default)]
pub struct DeferredFacts {
    /// The dtype of each `x.item()`'s tensor.
    pub item_dtypes: HashMap<usize, Dtype>,
    /// The size of the split dim of each `x.split(n)` (`DYNAMIC` where
    /// it is known only at run time).
    pub split_sizes: HashMap<usize, i64>,
    /// The values of each marked `List[int]` argument.
    pub int_lists: HashMap<usize, Vec<i64>>,
    /// Marked lists that refinement erased as dead code (a branch that a
    /// constant condition never takes): their values are never needed.
    pub dead_int_lists: std::collections::HashSet<usize>,
    /// Marked ops compiled in a script function other than the entry for
    /// which refining learned different things at different calls (a
    /// list's ints, an `item()`'s number kind, a split's size): the
    /// function (to inline at each call, so each call learns its own), and
    /// the error to report at the op if it already is.
    pub conflicts: Vec<Conflict>,
}

/// A marked op of a script function whose learned facts differ between
/// calls.
#[derive(Debug)]
pub struct Conflict {
    pub function: String,
    pub offset: usize,
    pub message: String,
}

/// The markers `deferred_facts` reads (the importer's attribute names).
pub struct Markers<'a> {
    pub item: &'a str,
    pub split: &'a str,
    pub int_list: &'a str,
    /// The check of a list learned by an earlier import.
    pub learned_int_list: &'a str,
    /// Where a marker's errors are reported when that differs from its
    /// offset (code inlined from a decomposition).
    pub report_at: &'a str,
    /// The script function a marked op is compiled in.
    pub marked_in: &'a str,
}

/// The entry's example `List[int]` and `int` inputs, by argument
/// position: what a marked list may be learned from (a list input, or a
/// loop `range(n)` over an int input; the compiled call checks that the
/// list still holds what was learned).
pub struct ExampleLists<'a> {
    pub entry: &'a str,
    pub lists: HashMap<usize, Vec<i64>>,
    pub ints: HashMap<usize, i64>,
}

/// Refines a copy of `module` and reads the ops marked `markers.item`
/// (`ts.item`), `markers.split` (`ts.split_part`) and `markers.int_list`
/// (a list's marker). An error (the call's offset, the message) names a
/// call that reads tensors giving different facts (a function called on
/// both: it is compiled once).
pub fn deferred_facts(
    context: &Context,
    module: &Module,
    markers: &Markers,
    examples: &ExampleLists,
    diagnostics: &DiagnosticCollector,
) -> Result<DeferredFacts, (usize, String)> {
    let (item_marker, split_marker) = (markers.item, markers.split);
    let mut facts = DeferredFacts::default();
    if [markers.item, markers.split, markers.int_list]
        .iter()
        .all(|m| marked(module, m).is_empty())
    {
        return Ok(facts);
    }
    let copy = refined_copy(context, module, diagnostics)?;
    for (offset, op) in marked(&copy, item_marker) {
        let Some(d) = operand_type(op).and_then(|t| t.dtype) else {
            continue;
        };
        let kind = |d: Dtype| (d.is_float(), d == Dtype::Bool);
        match facts.item_dtypes.insert(offset, d) {
            Some(previous) if kind(previous) != kind(d) => {
                let message = format!("item() of a {previous} tensor here and of a {d} tensor elsewhere: the function is compiled once, so its number type must be one (convert with float() or int())");
                conflict(&mut facts, op, offset, message, markers, examples)?;
            }
            _ => {}
        }
    }
    for (offset, op) in marked(&copy, split_marker) {
        let (Some(t), Some(dim)) = (operand_type(op), int_attr(op, "dim")) else {
            continue;
        };
        let Some(sizes) = t.sizes else { continue };
        let Some(d) = ts_passes::shape_functions::normalize_dim(dim, sizes.len()) else {
            continue;
        };
        let size = sizes.get(d).copied().unwrap_or(DYNAMIC);
        // A chunk of a run-time size keeps its `chunks` parts (those past
        // the end empty); a split's number of parts would be unknown.
        if size == DYNAMIC && op.name().as_string_ref().as_str() == Ok("ts.chunk") {
            continue;
        }
        // A split of a run-time size: its parts become a runtime list
        // (the importer's `run_time_parts`), whatever the other calls saw.
        if size == DYNAMIC || facts.split_sizes.get(&offset) == Some(&DYNAMIC) {
            facts.split_sizes.insert(offset, DYNAMIC);
            continue;
        }
        match facts.split_sizes.insert(offset, size) {
            Some(previous) if parts(op, previous) != parts(op, size) => {
                let chunk = op.name().as_string_ref().as_str() == Ok("ts.chunk");
                let what = if chunk { "chunk" } else { "split" };
                let message = format!("{what}() of a dim of size {previous} here and of size {size} elsewhere: the function is compiled once, so its number of parts must be one");
                conflict(&mut facts, op, offset, message, markers, examples)?;
            }
            _ => {}
        }
    }
    let example = |arg: BlockArgument| example_list(examples, arg);
    let live: std::collections::HashSet<usize> = marked(&copy, markers.int_list)
        .into_iter()
        .map(|(offset, _)| offset)
        .collect();
    facts.dead_int_lists = marked(module, markers.int_list)
        .into_iter()
        .map(|(offset, _)| offset)
        .filter(|offset| !live.contains(offset))
        .collect();
    let ints = entry_ints(&copy, examples);
    for (offset, op) in marked(&copy, markers.int_list) {
        let Some(values) = op
            .operand_at(0)
            .and_then(|l| ts_passes::known_int_lists::known_int_list(l, op, &example, &ints))
        else {
            continue;
        };
        match facts.int_lists.insert(offset, values.clone()) {
            Some(previous) if previous != values => {
                let message = format!("this list holds {previous:?} in one call and {values:?} in another: the function is compiled once, so the ints an op takes from it must be one");
                conflict(&mut facts, op, offset, message, markers, examples)?;
            }
            _ => {}
        }
    }
    Ok(facts)
}

/// A copy of `module` refined enough to read tensor types. A copy that
/// fails to refine leaves types unknown; the real pipeline reports why,
/// so this run's diagnostics are dropped.
fn refined_copy<'c>(
    context: &'c Context,
    module: &Module<'c>,
    diagnostics: &DiagnosticCollector,
) -> Result<Module<'c>, (usize, String)> {
    let Some(mut copy) = Module::from_operation(copy_of(&module.as_operation())) else {
        return Err((0, "internal error: cannot copy the module".into()));
    };
    let _ = run_passes(
        context,
        &mut copy,
        REFINE,
        diagnostics,
        &PipelineOptions::default(),
    );
    diagnostics.take();
    Ok(copy)
}

/// The error of the marked list `op` (its `error_attr`).
fn list_error(op: OperationRef, error_attr: &str) -> String {
    op.attribute(error_attr)
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|a| a.value().to_string())
        .unwrap_or_else(|| "the values of this list are not known".into())
}

/// Drops the mark of provisional results (`ts_dialect::PROVISIONAL_ATTR`)
/// from the final import: there its refinement must widen a loop's types
/// from what every value yields (a provisional result left in code the
/// facts' copy found dead is just an unknown tensor).
pub fn drop_provisional_marks(module: &Module) {
    let mut marked = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        if op.has_attribute(ts_dialect::PROVISIONAL_ATTR) {
            marked.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in marked {
        // SAFETY: the op was just found in the live module; only one of
        // its attributes is removed.
        let mut op = unsafe { OperationRefMut::from_raw(raw) };
        let _ = op.remove_attribute(ts_dialect::PROVISIONAL_ATTR);
    }
}

/// The entry's example list at argument `arg`.
fn example_list(examples: &ExampleLists, arg: BlockArgument) -> Option<Vec<i64>> {
    let func = arg.owner().parent_operation()?;
    if !is_entry(func, examples.entry) {
        return None;
    }
    examples.lists.get(&arg.argument_number()).cloned()
}

/// Checks, in the final import of a module with loops, the learned lists
/// (`markers.learned_int_list`, on the check that the list still holds
/// what was learned). The first import learned them assuming that a loop
/// keeps the shapes it carries where a provisional result fed them, and a
/// list in the loop or after it may follow those shapes; refining this
/// import says whether the loop does. A list that refining no longer
/// knows, or knows to hold other ints, is its op's error (`error_attr`),
/// by the offset to report it at.
pub fn check_learned_lists(
    context: &Context,
    module: &Module,
    markers: &Markers,
    error_attr: &str,
    examples: &ExampleLists,
    diagnostics: &DiagnosticCollector,
) -> Result<(), (usize, String)> {
    let mut has_loop = false;
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        has_loop |= op.name().as_string_ref().as_str() == Ok("scf.while");
        WalkResult::Advance
    });
    if !has_loop || marked(module, markers.learned_int_list).is_empty() {
        return Ok(());
    }
    let copy = refined_copy(context, module, diagnostics)?;
    let example = |arg: BlockArgument| example_list(examples, arg);
    let ints = entry_ints(&copy, examples);
    for (offset, op) in marked(&copy, markers.learned_int_list) {
        let known = |i: usize| {
            op.operand_at(i)
                .and_then(|l| ts_passes::known_int_lists::known_int_list(l, op, &example, &ints))
        };
        let (now, learned) = (known(0), known(1));
        if now.is_none() || now != learned {
            return Err((
                reported(op, offset, markers.report_at),
                list_error(op, error_attr),
            ));
        }
    }
    Ok(())
}

/// How many parts the marked `ts.split_part` or `ts.chunk` `op` makes of
/// a dim of `size` (as the importer counts them).
fn parts(op: OperationRef, size: i64) -> i64 {
    match (int_attr(op, "chunks"), int_attr(op, "size")) {
        (Some(chunks), _) => ts_dialect::chunk_parts(size, chunks),
        (_, Some(part)) => ts_dialect::split_parts(size, part),
        _ => size,
    }
}

/// What was learned for marked op `op` differs between calls: a
/// `Conflict` when it is compiled in a script function other than the
/// entry (to inline at each call), else the located `message`.
fn conflict(
    facts: &mut DeferredFacts,
    op: OperationRef,
    offset: usize,
    message: String,
    markers: &Markers,
    examples: &ExampleLists,
) -> Result<(), (usize, String)> {
    let at = reported(op, offset, markers.report_at);
    let function = op
        .attribute(markers.marked_in)
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|a| a.value().to_string())
        .filter(|f| f != examples.entry);
    match function {
        Some(function) => {
            facts.conflicts.push(Conflict {
                function,
                offset: at,
                message,
            });
            Ok(())
        }
        None => Err((at, message)),
    }
}

/// The entry's int arguments with example values, as (value, int) pairs
/// by the values' raw pointers.
fn entry_ints(module: &Module, examples: &ExampleLists) -> Vec<(*const std::ffi::c_void, i64)> {
    let func = crate::entry_specialization::function_named(module, examples.entry);
    let Some(block) = func.and_then(|f| f.region_at(0)?.first_block()) else {
        return vec![];
    };
    (examples.ints.iter())
        .filter_map(|(&at, &n)| Some((block.argument_at(at)?.to_raw().ptr, n)))
        .collect()
}

/// Whether `op` is the `func.func` named `entry`.
fn is_entry(op: OperationRef, entry: &str) -> bool {
    op.name().as_string_ref().as_str() == Ok("func.func")
        && crate::entry_specialization::symbol_name(&op).as_deref() == Some(entry)
}

/// Where to report an error of the op marked at `offset`.
fn reported(op: OperationRef, offset: usize, report_at: &str) -> usize {
    int_attr(op, report_at).map_or(offset, |at| at as usize)
}

/// The error of each marked list whose values were never learned
/// (`error_attr` of the ops marked `marker`), by offset, with the offset
/// to report it at.
pub fn unlearned(
    module: &Module,
    markers: &Markers,
    error_attr: &str,
) -> Vec<(usize, usize, String)> {
    marked(module, markers.int_list)
        .into_iter()
        .map(|(offset, op)| {
            (
                offset,
                reported(op, offset, markers.report_at),
                list_error(op, error_attr),
            )
        })
        .collect()
}

fn operand_type(op: OperationRef) -> Option<TensorType> {
    TensorType::from_mlir(op.operand_at(0)?.r#type())
}

fn int_attr(op: OperationRef, name: &str) -> Option<i64> {
    IntegerAttribute::try_from(op.attribute(name).ok()?)
        .ok()
        .map(|a| a.value())
}

/// `(offset, op)` for every op carrying `marker`.
fn marked<'c, 'a>(module: &'a Module<'c>, marker: &str) -> Vec<(usize, OperationRef<'c, 'a>)> {
    let mut ops = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        if let Some(offset) = int_attr(op, marker) {
            // SAFETY: the op lives as long as the module borrowed here.
            ops.push((offset as usize, unsafe {
                OperationRef::from_raw(op.to_raw())
            }));
        }
        WalkResult::Advance
    });
    ops
}
