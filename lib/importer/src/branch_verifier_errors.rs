//! An op that fails its verifier only because of the static shape of a
//! tensor the import knows (a literal, a `zeros(3)`) is not an error when
//! it sits in a branch that only a run-time condition takes.
//!
//! `y = torch.tensor([1., 2., 3.])` then `if flag: y = y.reshape(2, 2)`
//! raises in TorchScript only on calls with `flag` true. The import types
//! ops from the static shapes it knows, so the `ts.reshape` above fails
//! its verifier. Here such an op, inside an `scf.if` region, reads its
//! tensor operands without their static shapes (a
//! `ts.tensor_static_info_cast` to the dtype alone, as dead branches do),
//! which its verifier cannot reject. `ts-refine-shapes` then sees through
//! the cast, finds the same error, and makes it a run-time raise of that
//! branch (`deferred_shape_errors`), or a compile-time error where the
//! branch turns out to run on every call.

use melior::{
    ir::{
        block::BlockLike,
        operation::{OperationBuilder, OperationLike, WalkOrder, WalkResult},
        Module, OperationRef, Type, ValueLike,
    },
    Context,
};
use ts_dialect::TensorType;

/// Erases the static shapes that ops in `scf.if` branches fail to verify
/// on. Verifier diagnostics of the ops it tries are swallowed: the caller
/// verifies the module afterwards.
pub fn erase_shapes_failing_in_branches(ctx: &Context, module: &Module) {
    let swallow = ctx.attach_diagnostic_handler(|_| true);
    let failing = match module.as_operation().verify() {
        true => vec![],
        false => failing_ops_in_branches(module),
    };
    ctx.detach_diagnostic_handler(swallow);
    for op in failing {
        // SAFETY: the op belongs to `module`, which outlives this loop,
        // and nothing here erases ops.
        erase_static_operands(ctx, unsafe { OperationRef::from_raw(op) });
    }
}

/// The ops without regions, inside an `scf.if`, that fail their verifier.
fn failing_ops_in_branches(module: &Module) -> Vec<mlir_sys::MlirOperation> {
    let mut failing = Vec::new();
    module.as_operation().walk(WalkOrder::PostOrder, |op| {
        if op.region_count() == 0 && in_branch(op) && !op.verify() {
            failing.push(op.to_raw());
        }
        WalkResult::Advance
    });
    failing
}

/// Whether `op` sits in a region of an `scf.if` of its function.
fn in_branch(op: OperationRef) -> bool {
    let mut at = op.parent_operation();
    while let Some(parent) = at {
        match parent.name().as_string_ref().as_str() {
            Ok("scf.if") => return true,
            Ok("func.func") => return false,
            _ => at = parent.parent_operation(),
        }
    }
    false
}

/// The type of a tensor of static shape without its shape (its dtype
/// alone), which no op's verifier can reject on shape; `None` for any
/// other type.
pub(crate) fn shape_erased_type<'c>(ctx: &'c Context, t: Type<'c>) -> Option<Type<'c>> {
    let known = TensorType::from_mlir(t)?;
    known.sizes.as_ref()?;
    Some(
        TensorType {
            sizes: None,
            dtype: known.dtype,
        }
        .to_mlir(ctx),
    )
}

/// Feeds `op` its tensor operands of static shape through a cast to their
/// dtype alone.
fn erase_static_operands(ctx: &Context, op: OperationRef) {
    let Some(block) = op.block() else {
        return;
    };
    for i in 0..op.operand_count() {
        let Ok(v) = op.operand(i) else { continue };
        let Some(erased) = shape_erased_type(ctx, v.r#type()) else {
            continue;
        };
        let Ok(cast) = OperationBuilder::new("ts.tensor_static_info_cast", op.location())
            .add_operands(&[v])
            .add_results(&[erased])
            .build()
        else {
            continue;
        };
        let cast = block.insert_operation_before(op, cast);
        let cast: melior::ir::Value = cast.result(0).expect("one result").into();
        // SAFETY: `i` is an operand position of `op`.
        unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), i as isize, cast.to_raw()) };
    }
}
