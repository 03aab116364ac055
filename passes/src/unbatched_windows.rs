//! Unbatched inputs of convolutions and poolings.
//!
//! PyTorch's `conv2d`, `max_pool2d`, `adaptive_avg_pool2d`, ... also take
//! an input without the batch dim (`[C, H, W]`), and so does what the
//! importer makes of them; the ops themselves want `[N, C, spatial...]`.
//! Once refinement knows the input's rank is one short, the op gets a batch
//! of one: `ts.unsqueeze` of its input at dim 0 before it, `ts.squeeze` of
//! its result at dim 0 after it.

use crate::ir::{self, op_name};
use melior::ir::{
    attribute::IntegerAttribute, block::BlockLike, operation::OperationBuilder,
    operation::OperationLike, r#type::IntegerType, Identifier, OperationRef, Type, Value,
    ValueLike,
};
use melior::Context;
use ts_dialect::OpPositions;
use ts_dialect::TensorType;

/// The number of spatial dims of window op `op`, if it is one.
fn spatial_dims(op: OperationRef) -> Option<usize> {
    let attr = match op_name(op).as_str() {
        "ts.convolution" => "stride",
        "ts.max_pool" | "ts.avg_pool" => "kernel",
        "ts.adaptive_avg_pool" => "output_size",
        _ => return None,
    };
    crate::op_attrs::i64_array(op, attr).map(|v| v.len())
}

/// Gives window op `op` a batch of one where its input's rank says it has
/// none; returns the op the walk should refine next (the `ts.unsqueeze`).
pub(crate) fn batch_unbatched<'c, 'a>(
    ctx: &'c Context,
    op: OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let spatial = spatial_dims(op)?;
    let input = op.operand_at(0)?;
    let rank = TensorType::from_mlir(input.r#type())?.sizes?.len();
    if rank != spatial + 1 {
        return None;
    }
    let dim = |v: i64| {
        (
            Identifier::new(ctx, "dim"),
            IntegerAttribute::new(IntegerType::new(ctx, 64).into(), v).into(),
        )
    };
    let unknown: Type = TensorType::unknown().to_mlir(ctx);
    let block = op.block()?;
    let unsqueeze = OperationBuilder::new("ts.unsqueeze", op.location())
        .add_operands(&[input])
        .add_attributes(&[dim(0)])
        .add_results(&[unknown])
        .build()
        .ok()?;
    let unsqueeze = block.insert_operation_before(op, unsqueeze);
    let batched: Value = unsqueeze.result_at(0)?.into();
    ir::set_operand(op, 0, batched);
    let result = op.result_at(0)?;
    let declared = result.r#type();
    let squeeze = OperationBuilder::new("ts.squeeze", op.location())
        .add_operands(&[result.into()])
        .add_attributes(&[dim(0)])
        .add_results(&[declared])
        .build()
        .ok()?;
    let squeeze = block.insert_operation_after(op, squeeze);
    let squeezed: Value = squeeze.result_at(0)?.into();
    for (user, position) in ir::uses(result.into()) {
        if user != squeeze {
            ir::set_operand(user, position, squeezed);
        }
    }
    result.set_type(unknown);
    Some(unsqueeze)
}
