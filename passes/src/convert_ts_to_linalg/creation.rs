//! Creation ops (`full`, `range`, `eye`, `literal`): the result type is
//! static from the start; the body computes each element from its index.

use super::{
    builder::{self, identity_map, index_cast, linalg_index, Inserter},
    elementwise::static_result,
    elementwise_math::Elem,
};
use crate::{op_attrs, op_families::BinaryKind};
use melior::ir::{
    operation::OperationBuilder, operation::OperationLike, Identifier, OperationRef, Value,
};
use ts_dialect::Dtype;

pub fn lower_full<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op, 0)?;
    let value = op_attrs::float(op, "value").ok_or("missing `value`")?;
    let filled = ins.filled(&out, value)?;
    ins.cast_from_builtin(filled, &out)
}

/// `start + i * step`, computed in f64 and converted (as PyTorch computes
/// arange in double precision).
pub fn lower_range<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (start, step) = (
        op_attrs::float(op, "start").unwrap_or(0.0),
        op_attrs::float(op, "step").unwrap_or(1.0),
    );
    let init = ins.empty(&out)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let r = ins.generic(&[], init, &identity_map(1), &["parallel"], |block, _| {
        let e = Elem::new(ctx, block, loc);
        let i = linalg_index(ctx, &block, loc, 0)?;
        let i = index_cast(&block, loc, i, Dtype::Int64.to_mlir(ctx))?;
        let i = e.convert(i, Dtype::Int64, Dtype::Float64)?;
        let s = builder::constant(ctx, &block, loc, step, Dtype::Float64)?;
        let b = builder::constant(ctx, &block, loc, start, Dtype::Float64)?;
        let v = e.binary(BinaryKind::Mul, i, s, Dtype::Float64)?;
        let v = e.binary(BinaryKind::Add, v, b, Dtype::Float64)?;
        e.convert(v, Dtype::Float64, dtype)
    })?;
    ins.cast_from_builtin(r, &out)
}

pub fn lower_eye<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let init = ins.empty(&out)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let r = ins.generic(
        &[],
        init,
        &identity_map(2),
        &["parallel", "parallel"],
        |block, _| {
            let i = linalg_index(ctx, &block, loc, 0)?;
            let j = linalg_index(ctx, &block, loc, 1)?;
            let diag = builder::compare(ctx, &block, loc, false, 0, i, j)?;
            let one = builder::constant(ctx, &block, loc, 1.0, dtype)?;
            let zero = builder::constant(ctx, &block, loc, 0.0, dtype)?;
            builder::select(&block, loc, diag, one, zero)
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

pub fn lower_literal<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op, 0)?;
    let value = op.attribute("value").map_err(|e| e.to_string())?;
    let ty = out
        .to_builtin(ins.ctx)
        .ok_or("literal needs a static type")?;
    let c = OperationBuilder::new("arith.constant", ins.loc)
        .add_attributes(&[(Identifier::new(ins.ctx, "value"), value)])
        .add_results(&[ty])
        .build()
        .map_err(|e| e.to_string())?;
    let c = builder::result(builder::OpSink::emit(ins, c));
    ins.cast_from_builtin(c, &out)
}
