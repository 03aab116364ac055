//! Elementwise ops on tensors → one `linalg.generic` each.
//!
//! Broadcasting is expressed in the indexing maps (a size-1 dim reads index
//! 0, missing leading dims are dropped, a scalar operand has the empty map),
//! so `linalg-fuse-elementwise-ops` can later merge whole chains into one
//! loop nest. Promotion happens inside the body, per element.

use super::builder::{self, affine_map, identity_map, Inserter};
use crate::shape_functions::BinaryKind;
use melior::ir::{operation::OperationLike, OperationRef, Value, ValueLike};
use ts_dialect::{Dtype, TensorType};

/// The arith op for `kind` on elements of `dtype`.
fn arith_op(kind: BinaryKind, dtype: Dtype) -> Result<&'static str, String> {
    Ok(match (kind, dtype.is_float(), dtype == Dtype::Bool) {
        (BinaryKind::Add, true, _) => "arith.addf",
        (BinaryKind::Sub, true, _) => "arith.subf",
        (BinaryKind::Mul, true, _) => "arith.mulf",
        (BinaryKind::Div, true, _) => "arith.divf",
        // PyTorch: bool + bool is logical or, bool * bool logical and.
        (BinaryKind::Add, _, true) => "arith.ori",
        (BinaryKind::Mul, _, true) => "arith.andi",
        (BinaryKind::Sub, _, true) => {
            return Err("subtraction of bool tensors is not supported; use logical_xor".into())
        }
        (BinaryKind::Add, _, _) => "arith.addi",
        (BinaryKind::Sub, _, _) => "arith.subi",
        (BinaryKind::Mul, _, _) => "arith.muli",
        (BinaryKind::Div, false, _) => {
            return Err("integer true division must produce a float".into())
        }
    })
}

/// The static result type of `op`, which the backend contract guarantees.
pub fn static_result(op: OperationRef) -> Result<TensorType, String> {
    let t = op.result(0).map_err(|e| e.to_string())?.r#type();
    TensorType::from_mlir(t)
        .filter(TensorType::is_static)
        .ok_or_else(|| "result must be a static ts tensor".into())
}

/// Element dtype of a generic input and its broadcasting indexing map
/// into a result of shape `out`.
fn broadcast_input<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    v: Value<'c, 'a>,
    out: &[i64],
) -> Result<((Value<'c, 'a>, String), Dtype), String> {
    let rank = out.len();
    if TensorType::from_mlir(v.r#type()).is_some() {
        let (bv, t) = ins.cast_to_builtin(v)?;
        let sizes = t.sizes.clone().unwrap_or_default();
        let offset = rank - sizes.len();
        let exprs = sizes
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                if s == 1 && out[offset + i] != 1 {
                    "0".to_string()
                } else {
                    format!("d{}", offset + i)
                }
            })
            .collect::<Vec<_>>();
        let dtype = t.dtype.ok_or("operand dtype must be known")?;
        Ok(((bv, affine_map(rank, &exprs)), dtype))
    } else {
        let dtype = Dtype::from_mlir(v.r#type()).ok_or("unsupported scalar type")?;
        Ok(((v, affine_map(rank, &[])), dtype))
    }
}

/// `ts.add/sub/mul/div` with at least one tensor operand.
pub fn lower_binary<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    kind: BinaryKind,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let shape = out.sizes.clone().unwrap_or_default();
    let rank = shape.len();
    let name = arith_op(kind, dtype)?;
    let (lhs, lhs_dtype) = broadcast_input(ins, op.operand(0).map_err(|e| e.to_string())?, &shape)?;
    let (rhs, rhs_dtype) = broadcast_input(ins, op.operand(1).map_err(|e| e.to_string())?, &shape)?;
    let init = ins.empty(&out)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let result = ins.generic(
        &[lhs, rhs],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, args| {
            let a = builder::convert(ctx, &block, loc, args[0], lhs_dtype, dtype)?;
            let b = builder::convert(ctx, &block, loc, args[1], rhs_dtype, dtype)?;
            builder::arith_binary(&block, loc, name, a, b)
        },
    )?;
    ins.cast_from_builtin(result, &out)
}

/// `ts.relu`: max(x, 0), propagating NaN as PyTorch does.
pub fn lower_relu<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let rank = out.rank().unwrap_or(0);
    let (input, _) = ins.cast_to_builtin(op.operand(0).map_err(|e| e.to_string())?)?;
    let init = ins.empty(&out)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let name = if dtype.is_float() {
        "arith.maximumf"
    } else {
        "arith.maxsi"
    };
    let result = ins.generic(
        &[(input, identity_map(rank))],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, args| {
            let zero = builder::constant(ctx, &block, loc, 0.0, dtype)?;
            builder::arith_binary(&block, loc, name, args[0], zero)
        },
    )?;
    ins.cast_from_builtin(result, &out)
}
