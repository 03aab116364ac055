//! `ts-distinct-return-buffers`: no buffer is returned twice.
//!
//! `return a, a` (or two results that CSE made one) returns one buffer at
//! two positions. `buffer-results-to-out-params` with hoisted allocations
//! replaces the buffer's allocation by the first out-param and then meets
//! the erased allocation again at the second (upstream crashes there).
//! Each repeated position gets its own copy, as two distinct results would.

use crate::ir::{collect_ops, op_ref};
use melior::dialect::memref;
use melior::ir::{
    block::BlockLike,
    operation::{OperationBuilder, OperationLike, OperationMutLike, OperationRefMut},
    r#type::{MemRefType, ShapedTypeLike},
    OperationRef, ValueLike,
};
use melior::Context;
use ts_dialect::OpPositions;

crate::pass_definition::define_pass!(
    create_distinct_return_buffers_pass,
    run,
    "ts-distinct-return-buffers",
    "Copy a buffer that a function returns at more than one position",
    "builtin.module"
);

fn run(ctx: &Context, module: OperationRef) -> Result<(), ()> {
    for raw in collect_ops(module, |n| n == "func.return") {
        // SAFETY: only copies are inserted; no op is erased.
        let ret = unsafe { op_ref(raw) };
        let Some(block) = ret.block() else { continue };
        let operands: Vec<_> = ret.operands().collect();
        for (i, v) in operands.iter().enumerate() {
            if !operands[..i].contains(v) {
                continue;
            }
            let Ok(ty) = MemRefType::try_from(v.r#type()) else {
                continue;
            };
            if (0..ty.rank()).any(|d| ty.dim_size(d).is_err()) {
                continue; // dynamic sizes: not produced yet
            }
            let loc = ret.location();
            let alloc =
                block.insert_operation_before(ret, memref::alloc(ctx, ty, &[], &[], None, loc));
            let copy = alloc.result_at(0).ok_or(())?;
            let Ok(op) = OperationBuilder::new("memref.copy", loc)
                .add_operands(&[*v, copy.into()])
                .build()
            else {
                return Err(());
            };
            block.insert_operation_before(ret, op);
            // SAFETY: the return op is alive; one operand is replaced.
            let mut ret_mut = unsafe { OperationRefMut::from_raw(ret.to_raw()) };
            ret_mut.set_operand(i, copy.into());
        }
    }
    Ok(())
}
