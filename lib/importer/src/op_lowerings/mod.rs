//! How registry entries become ts ops: shared emission helpers, and the
//! custom lowerings by family (`math`, `nn`, `shape`, `creation`,
//! `random`, `losses`, `counting`, `resampling`).

mod counting;
mod creation;
mod losses;
mod math;
mod nn;
mod random;
mod resampling;
mod shape;

pub(crate) use counting::*;
pub(crate) use creation::*;
pub(crate) use losses::*;
pub(crate) use math::*;
pub(crate) use nn::*;
pub(crate) use random::*;
pub(crate) use resampling::*;
pub(crate) use shape::*;

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    op_binding::{literal_float, literal_int, Arg, Bound},
    op_registry::OPS,
    op_schema,
    script_type::ScriptType,
};
use melior::ir::Attribute;
use ts_dialect::{Dtype, TensorType};
use ts_frontend::{
    ast::{Expr, ExprKind},
    Diagnostic, Span,
};

use melior::ir::{
    attribute::{BoolAttribute, DenseI64ArrayAttribute, FloatAttribute},
    Type,
};

/// A registry lowering that forwards to a shared helper with fixed
/// arguments (registry entries are plain `fn` pointers, not closures).
macro_rules! via {
    ($name:ident, $helper:ident $(, $arg:expr)*) => {
        pub(crate) fn $name<'c, 'b>(fe: &mut FunctionEmitter<'c, 'b, '_, '_>, b: &Bound<'c, 'b>) -> Emit<Emitted<'c, 'b>> {
            $helper(fe, b $(, $arg)*)
        }
    };
}
pub(crate) use via;

pub(crate) fn f64_attr<'c>(fe: &FunctionEmitter<'c, '_, '_, '_>, v: f64) -> Attribute<'c> {
    FloatAttribute::new(fe.ctx, Type::float64(fe.ctx), v).into()
}

pub(crate) fn i64s_attr<'c>(fe: &FunctionEmitter<'c, '_, '_, '_>, v: &[i64]) -> Attribute<'c> {
    DenseI64ArrayAttribute::new(fe.ctx, v).into()
}

pub(crate) fn bool_attr<'c>(fe: &FunctionEmitter<'c, '_, '_, '_>, v: bool) -> Attribute<'c> {
    BoolAttribute::new(fe.ctx, v).into()
}

/// A tensor op whose result dtype is known at import time.
pub(crate) fn typed_op<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    operands: &[Typed<'c, 'b>],
    attrs: &[(&str, Attribute<'c>)],
    dtype: Dtype,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let ty = TensorType {
        sizes: None,
        dtype: Some(dtype),
    }
    .to_mlir(fe.ctx);
    let values: Vec<_> = operands.iter().map(|t| t.value).collect();
    Ok(Typed {
        value: fe.emit_op(name, &values, ty, attrs, span)?,
        ty: ScriptType::Tensor,
    })
}

pub(crate) fn cast<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    dtype: Dtype,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    typed_op(fe, "ts.cast", &[x], &[], dtype, span)
}

/// `x` broadcast with `like` (the shape both broadcast to, `x`'s dtype):
/// `where(ones_like(like, bool), x, x)`.
pub(crate) fn broadcast_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    like: Typed<'c, 'b>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let ones = typed_op(
        fe,
        "ts.full_like",
        &[like],
        &[("value", f64_attr(fe, 1.0))],
        Dtype::Bool,
        span,
    )?;
    fe.tensor_op("ts.where", &[ones.value, x.value, x.value], &[], span)
}

/// The result of an in-place op on `target` (`y.add_(x)`, `y += x`) in
/// `target`'s dtype, as PyTorch writes it back; refinement rejects a cast
/// PyTorch refuses there (float into an int tensor) and a result the
/// operands' broadcast made larger than `target`.
pub(crate) fn in_place_result<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    result: Typed<'c, 'b>,
    target: Typed<'c, 'b>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    written_into(fe, result, target, target, false, span)
}

/// `result` written into `target` by a copy (`y.copy_(x)`, `y[i] = x`):
/// converted to its dtype (any conversion), the broadcast shape checked
/// to be `target`'s as PyTorch's `copy_` does.
pub(crate) fn copied_into<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    result: Typed<'c, 'b>,
    target: Typed<'c, 'b>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    written_into(fe, result, target, target, true, span)
}

/// `result` in `dtype_of`'s dtype, checked to fit `target`'s shape as an
/// in-place op's result or (`copy`) a copy's (`ts.cast_to ... into`).
pub(crate) fn written_into<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    result: Typed<'c, 'b>,
    dtype_of: Typed<'c, 'b>,
    target: Typed<'c, 'b>,
    copy: bool,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let dtype = shape_query(fe, "ts.dtype", dtype_of, None, span)?;
    let attrs = match copy {
        true => vec![("copy", melior::ir::Attribute::unit(fe.ctx))],
        false => vec![],
    };
    fe.tensor_op(
        "ts.cast_to",
        &[result.value, dtype.value, target.value],
        &attrs,
        span,
    )
}

/// `x` converted to the dtype of `like`, which may be known only once
/// shapes are refined (`ts.cast_to` of `ts.dtype`).
pub(crate) fn cast_like<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    like: Typed<'c, 'b>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let dtype = shape_query(fe, "ts.dtype", like, None, span)?;
    fe.tensor_op("ts.cast_to", &[x.value, dtype.value], &[], span)
}

/// The `fill_value` argument of a fill: a number literal.
pub(crate) fn fill_value(b: &Bound) -> Emit<f64> {
    b.float("fill_value")
        .ok_or_else(|| b.error("fill_value must be a number literal".into()))
}

pub(crate) fn reduce_op<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    x: Typed<'c, 'b>,
    dims: Option<Vec<i64>>,
    keepdim: bool,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let mut attrs = vec![("keepdim", bool_attr(fe, keepdim))];
    if let Some(d) = &dims {
        attrs.push(("dims", i64s_attr(fe, d)));
    }
    fe.tensor_op(name, &[x.value], &attrs, span)
}

pub(crate) fn binary_op<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    a: Typed<'c, 'b>,
    b: Typed<'c, 'b>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    fe.tensor_op(name, &[a.value, b.value], &[], span)
}

pub(crate) fn scalar<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    v: f64,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    fe.constant(ScriptType::Float, v, 0, span)
}
