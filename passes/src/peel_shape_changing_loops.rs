//! Loops whose carried tensors change rank or dtype from one iteration to
//! the next, peeled one iteration at a time while their condition is
//! known:
//!
//! ```python
//! while x.dim() > 1:
//!     x = x.sum(0)
//! for _ in range(k):          # k known once shapes are
//!     x = x.unsqueeze(0)
//! ```
//!
//! A loop value's type must hold on every iteration, and no ranked type
//! holds for `x` here: its fixpoint (`refine_loops`) has an unknown rank,
//! which no later stage can compile. But the number of iterations follows
//! from what refinement knows (the entry's rank, a counter's bounds), as
//! when Python runs it. So, while the condition is known for the loop's
//! entry values, one iteration is moved in front of the loop: the
//! condition's ops and, when it holds, the body's ops, with the loop's
//! arguments replaced by those values; the loop then starts from what
//! that iteration yields. Refinement walks the moved ops next (they are
//! refined with precise types), then meets the loop again. A condition
//! that is false ends the loop: its results are what the condition
//! forwards. A loop whose condition is not known, or that runs more than
//! [`MAX_PEELED`] times, is left as it is (and the backend contract names
//! the tensor whose type it cannot know).

use crate::fold_known_values::{known_condition_bound, known_int, Bindings};
use crate::ir::{self, op_name};
use crate::refine_shapes::{is_undefined, refine_block};
use melior::ir::{
    attribute::IntegerAttribute,
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationRef},
    r#type::IntegerType,
    BlockRef, RegionLike, Value, ValueLike,
};
use melior::Context;
use ts_dialect::TensorType;
use ts_dialect::{BlockPositions, OpPositions};

/// Iterations peeled from one loop at most: enough for loops over dims;
/// a longer one is likely not meant to be unrolled (the backend
/// contract's error names this bound).
const MAX_PEELED: i64 = 64;

/// How many iterations were peeled from a loop so far (an attribute the
/// loop carries while it is being peeled).
const PEELED_ATTR: &str = "ts.peeled";

fn region_block<'c, 'a>(op: OperationRef<'c, 'a>, r: usize) -> Option<BlockRef<'c, 'a>> {
    op.region_at(r)?.first_block()
}

/// Whether a value the loop carries enters it with a known rank and dtype
/// that its fixpoint lost.
fn loses_rank_or_dtype(lp: OperationRef, before: BlockRef) -> bool {
    (0..lp.operand_count()).any(|i| {
        let (Ok(entry), Ok(arg)) = (lp.operand(i), before.argument(i)) else {
            return false;
        };
        if is_undefined(entry) {
            return false;
        }
        match (
            TensorType::from_mlir(entry.r#type()),
            TensorType::from_mlir(arg.r#type()),
        ) {
            (Some(e), Some(a)) => {
                (e.sizes.is_some() && a.sizes.is_none()) || (e.dtype.is_some() && a.dtype.is_none())
            }
            _ => false,
        }
    })
}

/// The loop's condition for its entry values, when known: the condition
/// block refined with the arguments typed as the entry values (then
/// restored), and evaluated with the entry ints bound.
fn entry_condition(ctx: &Context, lp: OperationRef, before: BlockRef) -> Option<bool> {
    // Each argument with its entry value, before anything is changed.
    let pairs = (0..lp.operand_count())
        .map(|i| Some((lp.operand_at(i)?, before.argument_at(i)?)))
        .collect::<Option<Vec<_>>>()?;
    let snapshot = crate::refine_loops::snapshot(lp);
    let rounds = crate::tentative_edits::Rounds::begin();
    let mut ints = Vec::new();
    for (entry, arg) in pairs {
        arg.set_type(entry.r#type());
        if let Some(v) = known_int(entry).or_else(|| bool_constant(entry)) {
            ints.push((arg.to_raw().ptr, v));
        }
    }
    let refined = refine_block(ctx, before, false).is_ok();
    let taken = before.terminator().and_then(|cond| {
        let c = cond.operand_at(0)?;
        refined
            .then(|| known_condition_bound(c, &Bindings::NONE.with_ints(&ints)))
            .flatten()
    });
    rounds.undo();
    drop(rounds);
    crate::refine_loops::restore(&snapshot);
    taken
}

/// An `i1` constant's value (a loop's `break` flag on entry).
fn bool_constant(v: Value) -> Option<i64> {
    let r = melior::ir::operation::OperationResult::try_from(v).ok()?;
    if !matches!(
        op_name(r.owner()).as_str(),
        "ts.constant" | "arith.constant"
    ) {
        return None;
    }
    let a = r.owner().attribute("value").ok()?;
    IntegerAttribute::try_from(a).ok().map(|i| i.value())
}

/// Moves the ops of `block` but its terminator in front of `anchor`, with
/// its arguments replaced by `args`; returns the first op moved and the
/// terminator's operands.
fn move_iteration_part<'c, 'a>(
    block: BlockRef<'c, 'a>,
    args: &[Value<'c, 'a>],
    anchor: OperationRef<'c, 'a>,
) -> Option<(Option<OperationRef<'c, 'a>>, Vec<Value<'c, 'a>>)> {
    for (i, &v) in args.iter().enumerate() {
        let arg: BlockArgument = block.argument_at(i)?;
        ir::replace_all_uses(arg.into(), v);
    }
    let terminator = block.terminator()?;
    let mut first = None;
    let mut next = block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op == terminator {
            break;
        }
        ir::move_before(op, anchor);
        first.get_or_insert(op);
    }
    Some((first, terminator.operands().collect()))
}

/// Whether the `scf.while` `lp` runs its body at all: its condition for
/// its entry values, when known (`None` otherwise).
pub(crate) fn condition_on_entry(ctx: &Context, lp: OperationRef) -> Option<bool> {
    entry_condition(ctx, lp, region_block(lp, 0)?)
}

/// Removes an `scf.while` whose condition is false on entry (the loop is
/// peeled down to its last condition, or never ran): refining its body
/// for values it never sees could only report errors that cannot happen
/// (`x[..., 0]` of a 0-d `x` once `while x.dim() > 0` ended). Returns the
/// op refinement should walk next.
pub(crate) fn remove_never_entered<'c, 'a>(
    lp: OperationRef<'c, 'a>,
) -> Option<Option<OperationRef<'c, 'a>>> {
    let before = region_block(lp, 0)?;
    let entry: Vec<Value> = lp.operands().collect();
    let after_loop = lp.next_in_block();
    // The condition's ops run once; what it forwards is the loop's result.
    let (first, forwarded) = move_iteration_part(before, &entry, lp)?;
    for (i, v) in forwarded.into_iter().skip(1).enumerate() {
        ir::replace_all_uses(lp.result_at(i)?.into(), v);
    }
    ir::erase(lp);
    Some(first.or(after_loop))
}

/// Peels one iteration of the `scf.while` `lp` (refined to its fixpoint)
/// when a carried tensor's rank or dtype changes across iterations and
/// its condition holds for its entry values (`entered`, from
/// `condition_on_entry`); returns the op refinement should walk next (the
/// first op moved, or the loop).
pub(crate) fn peel<'c, 'a>(
    ctx: &'c Context,
    lp: OperationRef<'c, 'a>,
    entered: Option<bool>,
) -> Option<Option<OperationRef<'c, 'a>>> {
    let before = region_block(lp, 0)?;
    if !loses_rank_or_dtype(lp, before) {
        return None;
    }
    let peeled = lp
        .attribute(PEELED_ATTR)
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map_or(0, |a| a.value());
    // A counted loop says up front how long it runs.
    let remaining = crate::counted_loops::counted_loop(lp).map_or(1, |c| c.trips);
    if peeled + remaining > MAX_PEELED || entered != Some(true) {
        ir::remove_attribute(lp, PEELED_ATTR);
        return None;
    }
    let entry: Vec<Value> = lp.operands().collect();
    // A copy of the loop gives up its ops for this iteration; the loop
    // itself keeps its regions for the iterations after.
    let copy = ir::clone_before(lp, lp);
    let (copy_before, copy_after) = (region_block(copy, 0)?, region_block(copy, 1)?);
    let (first, forwarded) = move_iteration_part(copy_before, &entry, copy)?;
    let (first_body, yielded) = move_iteration_part(copy_after, &forwarded[1..], copy)?;
    ir::set_operands(lp, &yielded);
    ir::erase(copy);
    ir::set_attribute(
        lp,
        PEELED_ATTR,
        IntegerAttribute::new(IntegerType::new(ctx, 64).into(), peeled + 1).into(),
    );
    Some(first.or(first_body).or(Some(lp)))
}
