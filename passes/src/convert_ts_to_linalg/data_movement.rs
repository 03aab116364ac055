//! Data movement on tensors: `ts.transpose` → a permuting `linalg.generic`,
//! and `ts.tensor_static_info_cast` → nothing (static types are equal).

use super::{
    builder::{affine_map, identity_map, Inserter},
    elementwise::static_result,
};
use crate::shape_functions::normalize_dim;
use melior::ir::{
    attribute::IntegerAttribute, operation::OperationLike, OperationRef, Value, ValueLike,
};
use ts_dialect::TensorType;

/// `ts.transpose %x, a, b`: output dim j reads input dim perm(j).
pub fn lower_transpose<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op)?;
    let rank = out.rank().unwrap_or(0);
    let dim = |n: &str| -> Result<usize, String> {
        let v = op
            .attribute(n)
            .ok()
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .ok_or("missing dim")?
            .value();
        normalize_dim(v, rank).ok_or_else(|| format!("dim {v} out of range"))
    };
    let (a, b) = (dim("dim0")?, dim("dim1")?);
    let (input, _) = ins.cast_to_builtin(op.operand(0).map_err(|e| e.to_string())?)?;
    let mut perm: Vec<usize> = (0..rank).collect();
    if rank > 0 {
        perm.swap(a, b);
    }
    let exprs: Vec<String> = perm.iter().map(|p| format!("d{p}")).collect();
    let init = ins.empty(&out)?;
    let result = ins.generic(
        &[(input, affine_map(rank, &exprs))],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |_, args| Ok(args[0]),
    )?;
    ins.cast_from_builtin(result, &out)
}

/// `ts.tensor_static_info_cast` between static types: they must be equal.
pub fn lower_static_info_cast<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<Value<'c, 'a>, String> {
    let v = op.operand(0).map_err(|e| e.to_string())?;
    let out = op.result(0).map_err(|e| e.to_string())?.r#type();
    match (
        TensorType::from_mlir(v.r#type()),
        TensorType::from_mlir(out),
    ) {
        (Some(a), Some(b)) if a == b => Ok(v),
        (a, b) => Err(format!("cannot lower a cast between {:?} and {:?}", a, b)),
    }
}
