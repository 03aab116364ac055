//! Scalar ops (Python int/float/bool) → `arith`.
//!
//! Python's rules: int op float promotes to float, bool arithmetic is int
//! arithmetic, `/` always gives float.

use super::builder::{self, Inserter};
use crate::shape_functions::BinaryKind;
use melior::ir::{
    operation::OperationBuilder, operation::OperationLike, Identifier, OperationRef, Value,
    ValueLike,
};
use ts_dialect::Dtype;

/// `ts.constant` → `arith.constant` with the same value.
pub fn lower_constant<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let value = op.attribute("value").map_err(|e| e.to_string())?;
    let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
    let new = OperationBuilder::new("arith.constant", ins.loc)
        .add_attributes(&[(Identifier::new(ins.ctx, "value"), value)])
        .add_results(&[ty])
        .build()
        .map_err(|e| e.to_string())?;
    Ok(builder::result(builder::OpSink::emit(ins, new)))
}

/// `ts.add/sub/mul/div` on two scalars.
pub fn lower_scalar_binary<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    kind: BinaryKind,
) -> Result<Value<'c, 'a>, String> {
    let dtype_of = |i: usize| -> Result<(Value<'c, 'a>, Dtype), String> {
        let v = op.operand(i).map_err(|e| e.to_string())?;
        Ok((
            v,
            Dtype::from_mlir(v.r#type()).ok_or("unsupported scalar type")?,
        ))
    };
    let ((l, ld), (r, rd)) = (dtype_of(0)?, dtype_of(1)?);
    let compute = if kind == BinaryKind::Div || ld.is_float() || rd.is_float() {
        Dtype::Float64
    } else {
        Dtype::Int64
    };
    let l = builder::convert(ins.ctx, ins, ins.loc, l, ld, compute)?;
    let r = builder::convert(ins.ctx, ins, ins.loc, r, rd, compute)?;
    let name = match (kind, compute.is_float()) {
        (BinaryKind::Add, true) => "arith.addf",
        (BinaryKind::Sub, true) => "arith.subf",
        (BinaryKind::Mul, true) => "arith.mulf",
        (BinaryKind::Div, _) => "arith.divf",
        (BinaryKind::Add, false) => "arith.addi",
        (BinaryKind::Sub, false) => "arith.subi",
        (BinaryKind::Mul, false) => "arith.muli",
    };
    builder::arith_binary(ins, ins.loc, name, l, r)
}
