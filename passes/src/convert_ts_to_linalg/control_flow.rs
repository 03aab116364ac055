//! Tensor values crossing `scf` region boundaries become builtin tensors.
//!
//! The ts ops inside and around an `scf.if`/`scf.while` are lowered one
//! by one; the structured op itself stays, so its tensor results, block
//! arguments and terminator operands switch to builtin tensor types, with
//! `ts.to_builtin_tensor`/`ts.from_builtin_tensor` at the boundary (they
//! cancel against the lowered ops' own casts).

use super::{builder::Inserter, builtin_type, cast_owner};
use crate::ir;
use melior::ir::{
    block::BlockLike,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    BlockRef, OperationRef, RegionLike, TypeLike, Value, ValueLike,
};
use melior::Context;
use ts_dialect::TensorType;

/// Tensor results of an `scf.if` become builtin tensors: each branch
/// yields a `ts.to_builtin_tensor`, and users see a
/// `ts.from_builtin_tensor` of the result.
pub fn convert_if_results<'c>(ctx: &'c Context, op: OperationRef<'c, '_>) -> Result<(), String> {
    for i in 0..op.result_count() {
        let result = op.result(i).map_err(|e| e.to_string())?;
        let Some(tt) = TensorType::from_mlir(result.r#type()) else {
            continue;
        };
        let builtin = builtin_type(ctx, result.r#type())?;
        for r in 0..op.region_count() {
            let region = op.region(r).map_err(|e| e.to_string())?;
            let term = region
                .first_block()
                .and_then(|b| b.terminator())
                .ok_or("`scf.if` branch without a terminator")?;
            let ins = Inserter::before(ctx, term).ok_or("terminator is not in a block")?;
            let (b, _) = ins.cast_to_builtin(term.operand(i).map_err(|e| e.to_string())?)?;
            // SAFETY: the terminator is alive; one operand is replaced.
            let mut term_mut = unsafe { OperationRefMut::from_raw(term.to_raw()) };
            term_mut.set_operand(i, b);
        }
        result.set_type(builtin);
        let next = op
            .next_in_block()
            .ok_or("`scf.if` is the last op of its block")?;
        let ins = Inserter::before(ctx, next).ok_or("op is not in a block")?;
        let cast = ins.cast_from_builtin(result.into(), &tt)?;
        ir::replace_all_uses(result.into(), cast);
        let cast_op = cast_owner(cast)?;
        // SAFETY: the cast op was just created and is alive.
        let mut cast_op = unsafe { OperationRefMut::from_raw(cast_op.to_raw()) };
        cast_op.set_operand(0, result.into());
    }
    Ok(())
}

/// Replaces operand `i` of `op` by its builtin-tensor cast.
fn cast_operand_to_builtin<'c>(
    ctx: &'c Context,
    op: OperationRef<'c, '_>,
    i: usize,
) -> Result<(), String> {
    let ins = Inserter::before(ctx, op).ok_or("op is not in a block")?;
    let (b, _) = ins.cast_to_builtin(op.operand(i).map_err(|e| e.to_string())?)?;
    // SAFETY: `op` is alive; one operand is replaced.
    let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
    op_mut.set_operand(i, b);
    Ok(())
}

/// Retypes `v` (a block argument or op result) to a builtin tensor; its
/// users see a `ts.from_builtin_tensor` inserted before `at`.
pub(super) fn retype_value<'c>(
    ctx: &'c Context,
    v: Value<'c, '_>,
    at: OperationRef<'c, '_>,
) -> Result<(), String> {
    let Some(tt) = TensorType::from_mlir(v.r#type()) else {
        return Ok(());
    };
    let builtin = builtin_type(ctx, v.r#type())?;
    // SAFETY: only the type changes; the value stays alive.
    unsafe { mlir_sys::mlirValueSetType(v.to_raw(), builtin.to_raw()) };
    let ins = Inserter::before(ctx, at).ok_or("op is not in a block")?;
    let cast = ins.cast_from_builtin(v, &tt)?;
    ir::replace_all_uses(v, cast);
    // The cast itself was rewired to use itself; point it back.
    let cast_op = cast_owner(cast)?;
    // SAFETY: the cast op was just created and is alive.
    let mut cast_op = unsafe { OperationRefMut::from_raw(cast_op.to_raw()) };
    cast_op.set_operand(0, v);
    Ok(())
}

fn first_op<'c, 'a>(block: BlockRef<'c, 'a>) -> Result<OperationRef<'c, 'a>, String> {
    block
        .first_operation()
        .ok_or_else(|| "empty loop region".to_string())
}

/// Every tensor position of an `scf.while` (entry operands, both regions'
/// arguments, `scf.condition`/`scf.yield` operands, results) becomes a
/// builtin tensor.
pub fn convert_while_types<'c>(ctx: &'c Context, op: OperationRef<'c, '_>) -> Result<(), String> {
    let block = |r: usize| -> Result<BlockRef<'c, '_>, String> {
        op.region(r)
            .map_err(|e| e.to_string())?
            .first_block()
            .ok_or_else(|| "`scf.while` region without a block".to_string())
    };
    let (before, after) = (block(0)?, block(1)?);
    let cond = before.terminator().ok_or("no `scf.condition`")?;
    let yield_op = after.terminator().ok_or("no `scf.yield`")?;
    let is_tensor = |v: Value| TensorType::from_mlir(v.r#type()).is_some();
    // The carried values: entry operands, before-block arguments, yields.
    for i in 0..op.operand_count() {
        if is_tensor(op.operand(i).map_err(|e| e.to_string())?) {
            cast_operand_to_builtin(ctx, op, i)?;
        }
        if is_tensor(yield_op.operand(i).map_err(|e| e.to_string())?) {
            cast_operand_to_builtin(ctx, yield_op, i)?;
        }
        let arg = before.argument(i).map_err(|e| e.to_string())?;
        retype_value(ctx, arg.into(), first_op(before)?)?;
    }
    // What the condition forwards (after-block arguments, results), which
    // canonicalization may have made fewer than the carried values.
    for i in 0..op.result_count() {
        if is_tensor(cond.operand(i + 1).map_err(|e| e.to_string())?) {
            cast_operand_to_builtin(ctx, cond, i + 1)?;
        }
        let arg = after.argument(i).map_err(|e| e.to_string())?;
        retype_value(ctx, arg.into(), first_op(after)?)?;
    }
    let next = op
        .next_in_block()
        .ok_or("`scf.while` is the last op of its block")?;
    for i in 0..op.result_count() {
        retype_value(ctx, op.result(i).map_err(|e| e.to_string())?.into(), next)?;
    }
    Ok(())
}

/// A select of two ts tensors selects builtin tensors.
pub fn convert_select_types<'c>(ctx: &'c Context, op: OperationRef<'c, '_>) -> Result<(), String> {
    let result = op.result(0).map_err(|e| e.to_string())?;
    if TensorType::from_mlir(result.r#type()).is_none() {
        return Ok(());
    }
    cast_operand_to_builtin(ctx, op, 1)?;
    cast_operand_to_builtin(ctx, op, 2)?;
    let next = op
        .next_in_block()
        .ok_or("a select is the last op of its block")?;
    retype_value(ctx, result.into(), next)
}
