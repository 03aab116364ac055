//! Shape refinement of `scf.while` loops: a local fixpoint.
//!
//! A loop-carried tensor's type must hold on entry and after every
//! iteration. Starting from the entry types, the body is refined under
//! that assumption; if an iteration yields something less precise (a dim
//! that grows), the assumption is widened to the join, the body's types are
//! reset to what the frontend emitted, and the body is refined again. Joins
//! only lose knowledge, so this ends after a few rounds.

use crate::refine_shapes::{is_undefined, join, refine_block, RefineError};
use melior::{
    ir::{
        block::BlockLike,
        operation::{OperationBuilder, OperationLike, OperationMutLike, OperationRefMut},
        BlockRef, OperationRef, RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use mlir_sys::{MlirType, MlirValue};
use ts_dialect::TensorType;
use ts_dialect::{BlockPositions, OpPositions};

/// Widenings before giving up (each one makes some dim or the rank
/// unknown, so real loops need at most a handful).
const MAX_LOOP_ROUNDS: usize = 16;

/// The type of every value defined inside `op`'s regions.
pub(crate) fn snapshot(op: OperationRef) -> Vec<(MlirValue, MlirType)> {
    crate::ir::values_defined_in(op)
        .into_iter()
        // SAFETY: the values were just collected from live IR.
        .map(|v| (v, unsafe { mlir_sys::mlirValueGetType(v) }))
        .collect()
}

pub(crate) fn restore(snapshot: &[(MlirValue, MlirType)]) {
    for &(v, t) in snapshot {
        // SAFETY: the values are alive (refinement erases nothing).
        unsafe { mlir_sys::mlirValueSetType(v, t) };
    }
}

fn region_block<'c, 'a>(op: OperationRef<'c, 'a>, r: usize) -> Option<BlockRef<'c, 'a>> {
    op.region_at(r)?.first_block()
}

/// An `scf.while`'s condition and body blocks.
fn while_blocks<'c, 'a>(
    op: OperationRef<'c, 'a>,
) -> Result<(BlockRef<'c, 'a>, BlockRef<'c, 'a>), RefineError<'c>> {
    match (region_block(op, 0), region_block(op, 1)) {
        (Some(before), Some(after)) => Ok((before, after)),
        _ => Err(RefineError::new(
            op.location(),
            "`scf.while` without its two regions",
        )),
    }
}

/// Refines an `scf.while` and everything in it; with `fold` (not inside
/// another loop's rounds, whose retries restore the types of the values
/// in it), folds its body once its types hold.
pub fn refine_while<'c>(
    ctx: &'c Context,
    op: OperationRef<'c, '_>,
    fold: bool,
) -> Result<(), RefineError<'c>> {
    let fail = |m: &str| RefineError::new(op.location(), m);
    let (before, after) = while_blocks(op)?;
    let n = op.operand_count();
    let init: Vec<Type> = op.operands().map(|v| v.r#type()).collect();
    let snap = snapshot(op);
    let mut assumed = init.clone();
    let rounds = crate::tentative_edits::Rounds::begin();
    for round in 0..MAX_LOOP_ROUNDS {
        if round > 0 {
            rounds.undo();
            restore(&snap);
        }
        for (i, t) in assumed.iter().enumerate() {
            before
                .argument(i)
                .map_err(|e| fail(&e.to_string()))?
                .set_type(*t);
        }
        // Twice: a tensor read from a container early in the body takes
        // the type of what is stored into it later in the body (a cache
        // filled in the loop), known only once the body was refined.
        for _ in 0..2 {
            refine_body(ctx, op, false)?;
        }
        let yield_op = after.terminator().ok_or_else(|| fail("no `scf.yield`"))?;
        let mut provisional = false;
        let next: Vec<Type> = (0..n)
            .map(|i| {
                let y = yield_op.operand_at(i).map(|v| v.r#type());
                let init_undefined = op.operand_at(i).is_some_and(is_undefined);
                // What a provisional result flows into says nothing yet:
                // the assumption stands (the next import, with the call's
                // list learned, refines the loop for real).
                if yield_op
                    .operand_at(i)
                    .is_some_and(|v| computed_from_provisional(op, v))
                {
                    provisional = true;
                    return assumed[i];
                }
                match (
                    TensorType::from_mlir(init[i]),
                    y.and_then(TensorType::from_mlir),
                ) {
                    // A placeholder entry value is never read: only what
                    // iterations yield counts (joined with what earlier
                    // rounds assumed, so the types only widen).
                    (Some(_), Some(b)) if init_undefined && round == 0 => b.to_mlir(ctx),
                    (Some(_), Some(b)) if init_undefined => {
                        match TensorType::from_mlir(assumed[i]) {
                            Some(a) => join(&a, &b).to_mlir(ctx),
                            None => b.to_mlir(ctx),
                        }
                    }
                    (Some(a), Some(b)) => join(&a, &b).to_mlir(ctx),
                    _ => init[i],
                }
            })
            .collect();
        if next == assumed {
            // The assumed types hold on every iteration: what they make
            // known (a rank, a size a branch tests) is known for good, so
            // it folds now, keeping only the branches taken. Not where a
            // provisional result kept an assumption, which may not hold:
            // a branch it decided must keep its lists for the next import.
            drop(rounds);
            return if fold && !provisional {
                refine_body(ctx, op, true)
            } else {
                Ok(())
            };
        }
        assumed = next;
    }
    Err(fail(
        "shape refinement of this loop did not reach a fixpoint",
    ))
}

/// Whether `v`, yielded by the body of the loop `op`, is computed from a
/// provisional result (`ts_dialect::PROVISIONAL_ATTR`) in the body:
/// through ops' operands, what an `scf.if` yields and what an inner loop
/// carries. The loop's own arguments are what the rounds assume.
fn computed_from_provisional<'c, 'a>(op: OperationRef<'c, 'a>, v: Value<'c, 'a>) -> bool {
    use melior::ir::{block::BlockArgument, operation::OperationResult};
    // Each value once, and a bound for very large bodies (beyond it the
    // value counts as a real one, as before provisional results existed).
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![v];
    while let Some(v) = work.pop() {
        if !seen.insert(v.to_raw().ptr) || seen.len() > 4096 {
            continue;
        }
        if let Ok(r) = OperationResult::try_from(v) {
            let owner = r.owner();
            if !crate::ir::is_inside(owner, op) {
                continue;
            }
            if owner.has_attribute(ts_dialect::PROVISIONAL_ATTR) {
                return true;
            }
            let i = r.result_number();
            let n = owner.region_count();
            if crate::ir::op_name(owner) == "scf.while" {
                // An inner loop's result: what its condition forwards.
                work.extend(region_terminator_operand(owner, 0, i));
            } else if n > 0 {
                // What the op's regions yield at this position (an
                // `scf.if`'s branches).
                for k in 0..n {
                    if let Some(y) = region_terminator_operand(owner, k, i) {
                        work.push(y);
                    }
                }
            } else {
                work.extend(owner.operands());
            }
        } else if let Ok(arg) = BlockArgument::try_from(v) {
            let i = arg.argument_number();
            // An inner loop's argument.
            // SAFETY: the argument's block lives as long as the IR `v` is in.
            let block: BlockRef<'c, 'a> =
                unsafe { BlockRef::from_raw(mlir_sys::mlirBlockArgumentGetOwner(v.to_raw())) };
            let Some(inner) = block.parent_operation() else {
                continue;
            };
            if inner == op || !crate::ir::is_inside(inner, op) || region_block(inner, 1).is_none() {
                continue;
            }
            // In the condition block: the entry value and what the body
            // yields; in the body: what the condition forwards.
            if region_block(inner, 0).is_some_and(|b| b == block) {
                work.extend(inner.operand_at(i));
                work.extend(region_terminator_operand(inner, 1, i));
            } else {
                work.extend(region_terminator_operand(inner, 0, i));
            }
        }
    }
    false
}

/// Operand `i` of the terminator of region `k` of `op` (an `scf.if`'s
/// yield, an `scf.while`'s body yield; `scf.condition` forwards from 1).
fn region_terminator_operand<'c, 'a>(
    op: OperationRef<'c, 'a>,
    k: usize,
    i: usize,
) -> Option<Value<'c, 'a>> {
    let term = region_block(op, k)?.terminator()?;
    let shift = usize::from(term.name().as_string_ref().as_str() == Ok("scf.condition"));
    term.operand_at(i + shift)
}

/// Refines an `scf.while`'s condition region, then its body from what the
/// condition forwards; with `fold`, folds what becomes known.
fn refine_body<'c>(
    ctx: &'c Context,
    op: OperationRef<'c, '_>,
    fold: bool,
) -> Result<(), RefineError<'c>> {
    let fail = |m: &str| RefineError::new(op.location(), m);
    let (before, after) = while_blocks(op)?;
    refine_block(ctx, before, fold)?;
    let cond = before
        .terminator()
        .ok_or_else(|| fail("no `scf.condition`"))?;
    // What the condition forwards (the after block's arguments and the
    // loop's results) need not match the carried values one to one:
    // canonicalization drops those the body does not read.
    for i in 0..op.result_count() {
        let t = cond
            .operand(i + 1)
            .map_err(|e| fail(&e.to_string()))?
            .r#type();
        after
            .argument(i)
            .map_err(|e| fail(&e.to_string()))?
            .set_type(t);
        op.result(i).map_err(|e| fail(&e.to_string()))?.set_type(t);
    }
    refine_block(ctx, after, fold)
}

/// Inserts `ts.tensor_static_info_cast` where a value crosses into a
/// loop and its type is more precise than the loop's (entry values,
/// yielded values, values forwarded by `scf.condition`).
pub fn cast_loop_boundaries(func: OperationRef) {
    for raw in crate::ir::collect_ops(func, |n| n == "scf.while") {
        // SAFETY: no op is erased here; casts are only inserted.
        let op = unsafe { crate::ir::op_ref(raw) };
        let (Some(before), Some(after)) = (region_block(op, 0), region_block(op, 1)) else {
            continue;
        };
        let arg_types: Vec<Type> = (0..before.argument_count())
            .filter_map(|i| before.argument_at(i).map(|a| a.r#type()))
            .collect();
        let result_types: Vec<Type> = (0..op.result_count())
            .filter_map(|i| op.result_at(i).map(|r| r.r#type()))
            .collect();
        cast_operands(op, 0, &arg_types);
        if let Some(t) = before.terminator() {
            cast_operands(t, 1, &result_types);
        }
        if let Some(t) = after.terminator() {
            cast_operands(t, 0, &arg_types);
        }
    }
}

/// Casts operands `first..` of `op` to `types` where they differ.
pub(crate) fn cast_operands(op: OperationRef, first: usize, types: &[Type]) {
    let Some(block) = op.block() else { return };
    for (k, &want) in types.iter().enumerate() {
        let Ok(v) = op.operand(first + k) else {
            continue;
        };
        if v.r#type() == want || TensorType::from_mlir(want).is_none() {
            continue;
        }
        let Ok(cast) = OperationBuilder::new("ts.tensor_static_info_cast", op.location())
            .add_operands(&[v])
            .add_results(&[want])
            .build()
        else {
            continue;
        };
        let cast = block.insert_operation_before(op, cast);
        // SAFETY: `op` is alive; one operand is replaced.
        let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
        op_mut.set_operand(first + k, cast.result(0).expect("one result").into());
    }
}
