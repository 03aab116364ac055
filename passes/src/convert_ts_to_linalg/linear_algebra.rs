//! `ts.matmul` → a zero-filled accumulator and a contraction
//! `linalg.generic` over (m, k, n).
//!
//! The reduction dim sits between the parallel ones ("ikj" order): once
//! lowered to loops, the innermost loop walks contiguous rows of the
//! right operand and of the result, which LLVM vectorizes; with k
//! innermost it would be a strided reduction that it does not.
//!
//! Generic rather than named ops because named linalg ops need their body
//! region built by C++ builders the C API does not expose;
//! `linalg-specialize-generic-ops` recovers `linalg.matmul` when wanted.

use super::{
    builder::{self, affine_map, identity_map, Inserter},
    elementwise::static_result,
};
use melior::ir::{operation::OperationLike, OperationRef, Value};

/// `ts.matmul` of two 2-D tensors.
pub fn lower_matmul<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let (lhs, lt) = ins.cast_to_builtin(op.operand(0).map_err(|e| e.to_string())?)?;
    let (rhs, rt) = ins.cast_to_builtin(op.operand(1).map_err(|e| e.to_string())?)?;
    let (lr, rr) = (lt.rank().unwrap_or(0), rt.rank().unwrap_or(0));
    if (lr, rr) != (2, 2) {
        return Err(format!(
            "matmul of rank-{lr} and rank-{rr} tensors is not supported yet (only 2-D @ 2-D)"
        ));
    }
    let (ctx, loc) = (ins.ctx, ins.loc);
    let empty = ins.empty(&out)?;
    let zero_init = ins.generic(
        &[],
        empty,
        &identity_map(2),
        &["parallel", "parallel"],
        |block, _| builder::constant(ctx, &block, loc, 0.0, dtype),
    )?;
    let (add, mul) = if dtype.is_float() {
        ("arith.addf", "arith.mulf")
    } else {
        ("arith.addi", "arith.muli")
    };
    let d = |e: &[&str]| affine_map(3, &e.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    let result = ins.generic(
        &[(lhs, d(&["d0", "d1"])), (rhs, d(&["d1", "d2"]))],
        zero_init,
        &d(&["d0", "d2"]),
        &["parallel", "reduction", "parallel"],
        |block, args| {
            let p = builder::arith_binary(&block, loc, mul, args[0], args[1])?;
            builder::arith_binary(&block, loc, add, args[2], p)
        },
    )?;
    ins.cast_from_builtin(result, &out)
}
