//! Elementwise ops on tensors → one `linalg.generic` each.
//!
//! Broadcasting is expressed in the indexing maps (a size-1 dim reads index
//! 0, missing leading dims are dropped, a scalar operand has the empty map),
//! so `linalg-fuse-elementwise-ops` can later merge whole chains into one
//! loop nest. Promotion happens inside the body, per element; the per-element
//! arithmetic is `elementwise_math`.

use super::{
    builder::{affine_map, identity_map, Inserter},
    elementwise_math::Elem,
    run_time_sizes::agreed_sizes,
};
use crate::{
    op_attrs,
    op_families::{BinaryDtype, BinaryKind, UnaryKind},
    refine_shapes::operand_of,
    shape_functions::result_type,
};
use melior::ir::{operation::OperationLike, OperationRef, Value, ValueLike};
use ts_dialect::OpPositions;
use ts_dialect::{Dtype, TensorType, DYNAMIC};

/// The static result type of `op`, which the backend contract guarantees.
pub fn static_result(op: OperationRef, index: usize) -> Result<TensorType, String> {
    let t = op.result(index).map_err(|e| e.to_string())?.r#type();
    TensorType::from_mlir(t)
        .filter(TensorType::is_static)
        .ok_or_else(|| "result must be a static ts tensor".into())
}

/// The result type of `op`, of known rank and dtype; its sizes may be
/// known only at run time (`?`), for the lowerings that handle that.
pub fn ranked_result(op: OperationRef, index: usize) -> Result<TensorType, String> {
    let t = op.result(index).map_err(|e| e.to_string())?.r#type();
    TensorType::from_mlir(t)
        .filter(|t| t.dtype.is_some() && t.sizes.is_some())
        .ok_or_else(|| "result must be a ts tensor of known rank and dtype".into())
}

/// An operand of `op`.
pub fn operand<'c, 'a>(op: OperationRef<'c, 'a>, i: usize) -> Result<Value<'c, 'a>, String> {
    op.operand(i).map_err(|e| e.to_string())
}

/// A generic input for an operand of a result of shape `out`: builtin
/// tensor (or scalar), its broadcasting indexing map, and its dtype.
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

/// The size an operand's dim of run-time size broadcasts to: the
/// result's, known (n > 1), or known only at run time (an `index` value:
/// the size of the operands' there that is not 1).
#[derive(Clone, Copy)]
enum BroadcastTo<'c, 'a> {
    Known(i64),
    RunTime(Value<'c, 'a>),
}

/// The builtin tensor `v` (of type `t`, aligned to the result's dims from
/// `offset`) with each dim of `dims` (dim, size n), of run-time size,
/// checked to be n or 1, and where any is 1, copied with those broadcast
/// to n (the common case, no 1, copies nothing).
fn broadcast_run_time_ones<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    v: Value<'c, 'a>,
    t: &TensorType,
    dims: &[(usize, BroadcastTo<'c, 'a>)],
    offset: usize,
) -> Result<Value<'c, 'a>, String> {
    use super::builder::{arith_binary, compare, extract, index_const, select};
    const EQ: i64 = 0;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let sizes = t.sizes.clone().unwrap_or_default();
    let one = index_const(ctx, ins, loc, 1)?;
    let mut any_one = None;
    let mut is_one = Vec::new();
    let mut targets = Vec::new();
    for &(d, to) in dims {
        let size = ins.dim(v, d)?;
        let one_here = compare(ctx, ins, loc, false, EQ, size, one)?;
        let (n, message) = match to {
            BroadcastTo::Known(n) => (
                index_const(ctx, ins, loc, n)?,
                format!("RuntimeError: The size of a tensor, known only at run time, must match the size {n} at non-singleton dimension {}", offset + d),
            ),
            BroadcastTo::RunTime(n) => (
                n,
                format!("RuntimeError: The sizes of tensors, known only at run time, must match or be 1 at non-singleton dimension {}", offset + d),
            ),
        };
        targets.push((d, n));
        let n_here = compare(ctx, ins, loc, false, EQ, size, n)?;
        let fits = arith_binary(ins, loc, "arith.ori", one_here, n_here)?;
        let wrong = compare(
            ctx,
            ins,
            loc,
            false,
            EQ,
            fits,
            super::builder::constant(ctx, ins, loc, 0.0, Dtype::Bool)?,
        )?;
        super::runtime_errors::raise_if(ins, op, wrong, &message)?;
        any_one = Some(match any_one {
            None => one_here,
            Some(a) => arith_binary(ins, loc, "arith.ori", a, one_here)?,
        });
        is_one.push((d, one_here));
    }
    let Some(any_one) = any_one else {
        return Ok(v);
    };
    let dtype = t.dtype.ok_or("operand dtype must be known")?;
    ins.value_if_emitted(any_one, v, |inner| {
        let dynamic = (0..sizes.len())
            .filter(|&i| sizes[i] == DYNAMIC)
            .map(|i| match targets.iter().find(|&&(d, _)| d == i) {
                Some(&(_, n)) => Ok(n),
                None => inner.dim(v, i),
            })
            .collect::<Result<Vec<_>, _>>()?;
        inner.tabulate_sized(t, &dynamic, |block, at| {
            let zero = index_const(ctx, &block, loc, 0)?;
            let mut from = at.to_vec();
            for &(d, one_here) in &is_one {
                from[d] = select(&block, loc, super::builder::rebind(one_here), zero, at[d])?;
            }
            extract(
                &block,
                loc,
                super::builder::rebind(v),
                &from,
                dtype.to_mlir(ctx),
            )
        })
    })
}

/// For each dim of the result of sizes `shape` that several operands
/// (`types`: type, sizes and offset in the result; `inputs`: builtin
/// values) have of run-time size, that size: the first that is not 1 (or
/// 1), which each of them must then be or broadcast from 1.
#[allow(clippy::type_complexity)]
fn shared_run_time_sizes<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    shape: &[i64],
    types: &[Option<(TensorType, Vec<i64>, usize)>],
    inputs: &[(Value<'c, 'a>, String)],
) -> Result<Vec<Option<Value<'c, 'a>>>, String> {
    use super::builder::{compare, index_const, select};
    const EQ: i64 = 0;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let mut shared = vec![None; shape.len()];
    for (d, out) in shared.iter_mut().enumerate() {
        if shape[d] != DYNAMIC {
            continue;
        }
        let reading: Vec<(Value<'c, 'a>, usize)> = types
            .iter()
            .zip(inputs)
            .filter_map(|(ty, (v, _))| {
                let (_, sizes, offset) = ty.as_ref()?;
                let i = d.checked_sub(*offset)?;
                (sizes[i] == DYNAMIC).then_some((*v, i))
            })
            .collect();
        let [(first, i), rest @ ..] = reading.as_slice() else {
            continue;
        };
        if rest.is_empty() {
            continue;
        }
        let one = index_const(ctx, ins, loc, 1)?;
        let mut size = ins.dim(*first, *i)?;
        for &(v, i) in rest {
            let other = ins.dim(v, i)?;
            let is_one = compare(ctx, ins, loc, false, EQ, size, one)?;
            size = select(ins, loc, is_one, other, size)?;
        }
        *out = Some(size);
    }
    Ok(shared)
}

/// A generic over broadcast `operands` producing `out`; `body` gets the
/// element emitter, the elements and their dtypes.
fn map_elements<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    operands: &[Value<'c, 'a>],
    out: &TensorType,
    body: impl for<'b> FnOnce(
        &Elem<'c, 'b, &'b melior::ir::Block<'c>>,
        &[Value<'c, 'b>],
        &[Dtype],
    ) -> Result<Value<'c, 'b>, String>,
) -> Result<Value<'c, 'a>, String> {
    let shape = out.sizes.clone().unwrap_or_default();
    let rank = shape.len();
    let mut inputs = Vec::new();
    let mut dtypes = Vec::new();
    for &v in operands {
        let (input, dtype) = broadcast_input(ins, v, &shape)?;
        inputs.push(input);
        dtypes.push(dtype);
    }
    // Operands align to the result's trailing dims.
    let types: Vec<Option<(TensorType, Vec<i64>, usize)>> = operands
        .iter()
        .map(|o| {
            TensorType::from_mlir(o.r#type()).map(|t| {
                let sizes = t.sizes.clone().unwrap_or_default();
                let offset = rank - sizes.len();
                (t, sizes, offset)
            })
        })
        .collect();
    let shared = shared_run_time_sizes(ins, &shape, &types, &inputs)?;
    let mut readers = vec![vec![]; rank];
    for (ty, (v, _)) in types.iter().zip(inputs.iter_mut()) {
        if let Some((t, sizes, offset)) = ty {
            let offset = *offset;
            // A run-time size where the result's is known (n > 1) is n or
            // 1, where several operands' are, the one not 1 or 1: a 1
            // broadcasts.
            let broadcast: Vec<(usize, BroadcastTo)> = (sizes.iter().enumerate())
                .filter(|&(_, &s)| s == DYNAMIC)
                .filter_map(|(i, _)| match (shape[offset + i], shared[offset + i]) {
                    (DYNAMIC, Some(n)) => Some((i, BroadcastTo::RunTime(n))),
                    (DYNAMIC | 1, _) => None,
                    (n, _) => Some((i, BroadcastTo::Known(n))),
                })
                .collect();
            if !broadcast.is_empty() {
                *v = broadcast_run_time_ones(ins, op, *v, t, &broadcast, offset)?;
            }
            for (i, &s) in sizes.iter().enumerate() {
                if s == DYNAMIC && !broadcast.iter().any(|&(d, _)| d == i) {
                    readers[offset + i].push((*v, i));
                }
            }
        }
    }
    // Dims the operands broadcast to a shared run-time size have it.
    let dynamic: Vec<_> = agreed_sizes(ins, op, &shape, &readers)?
        .into_iter()
        .zip(&shared)
        .filter_map(|(agreed, shared)| agreed.or(*shared))
        .collect();
    let init = ins.empty_sized(out, &dynamic)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let result = ins.generic(
        &inputs,
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, args| body(&Elem::new(ctx, block, loc), args, &dtypes),
    )?;
    ins.cast_from_builtin(result, out)
}

/// Binary elementwise ops with at least one tensor operand.
pub fn lower_binary<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    kind: BinaryKind,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let out_dtype = out.dtype.ok_or("result dtype must be known")?;
    let (a, b) = (operand(op, 0)?, operand(op, 1)?);
    // Comparisons and logical ops compute in the promoted operand dtype.
    let compute = match kind.dtype_rule() {
        BinaryDtype::Bool => {
            let operands = [operand_of(a.r#type()), operand_of(b.r#type())];
            let operands: Vec<_> = operands
                .into_iter()
                .collect::<Option<_>>()
                .ok_or("unsupported operand type")?;
            result_type(&operands).ok_or("operand dtypes must be known")?
        }
        _ => out_dtype,
    };
    // PyTorch raises for an integer divisor of zero (where it is used:
    // an empty result reads none).
    if matches!(kind, BinaryKind::FloorDivide | BinaryKind::Remainder)
        && !compute.is_float()
        && out.sizes.as_ref().is_some_and(|s| !s.contains(&0))
    {
        check_divisor(ins, op, b, compute)?;
    }
    if kind == BinaryKind::Pow && !compute.is_float() {
        check_int_exponent(ins, op, b)?;
    }
    map_elements(ins, op, &[a, b], &out, |e, x, d| {
        let l = e.convert(x[0], d[0], compute)?;
        let r = e.convert(x[1], d[1], compute)?;
        if kind == BinaryKind::FloorDivide && compute.is_float() {
            return e.floor_divide_float(l, r, compute);
        }
        e.binary(kind, l, r, compute)
    })
}

/// Raises `RuntimeError: ZeroDivisionError` when the divisor `b` (a tensor
/// or a scalar) has a zero in the computation's dtype.
fn check_divisor<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    b: Value<'c, 'a>,
    compute: Dtype,
) -> Result<(), String> {
    const MESSAGE: &str = "RuntimeError: ZeroDivisionError";
    const EQ: i64 = 0;
    let (ctx, loc) = (ins.ctx, ins.loc);
    if TensorType::from_mlir(b.r#type()).is_none() {
        let d = Dtype::from_mlir(b.r#type()).ok_or("unsupported scalar operand")?;
        let e = Elem::new(ctx, ins, loc);
        let v = e.convert(b, d, compute)?;
        let zero = super::builder::constant(ctx, ins, loc, 0.0, compute)?;
        let is_zero = super::builder::compare(ctx, ins, loc, false, EQ, v, zero)?;
        return super::runtime_errors::raise_if(ins, op, is_zero, MESSAGE);
    }
    super::runtime_errors::raise_if_any(ins, op, b, MESSAGE, |block, x, d| {
        let e = Elem::new(ctx, block, loc);
        let v = e.convert(x, d, compute)?;
        let zero = super::builder::constant(ctx, &block, loc, 0.0, compute)?;
        super::builder::compare(ctx, &block, loc, false, EQ, v, zero)
    })
}

/// `int_tensor ** n` with a number `n < 0` raises, as ATen's
/// `pow(Tensor, Scalar)` does (a tensor exponent does not: its negative
/// powers are 0, or ±1 for a base of ±1).
fn check_int_exponent<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    b: Value<'c, 'a>,
) -> Result<(), String> {
    const SLT: i64 = 2;
    if TensorType::from_mlir(b.r#type()).is_some() {
        return Ok(());
    }
    let d = Dtype::from_mlir(b.r#type()).ok_or("unsupported scalar operand")?;
    if d.is_float() || d == Dtype::Bool {
        return Ok(());
    }
    let (ctx, loc) = (ins.ctx, ins.loc);
    let zero = super::builder::constant(ctx, ins, loc, 0.0, d)?;
    let negative = super::builder::compare(ctx, ins, loc, false, SLT, b, zero)?;
    super::runtime_errors::raise_if(
        ins,
        op,
        negative,
        "RuntimeError: Integers to negative integer powers are not allowed.",
    )
}

/// Unary elementwise ops (including `cast`).
pub fn lower_unary<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    kind: UnaryKind,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let to = out.dtype.ok_or("result dtype must be known")?;
    let params: Vec<(String, f64)> = [
        "beta",
        "threshold",
        "alpha",
        "negative_slope",
        "min_val",
        "max_val",
    ]
    .iter()
    .filter_map(|n| op_attrs::float(op, n).map(|v| (n.to_string(), v)))
    .collect();
    let gelu_tanh = op_attrs::string(op, "approximate").as_deref() == Some("tanh");
    map_elements(ins, op, &[operand(op, 0)?], &out, |e, x, d| {
        let param = |n: &str| params.iter().find(|(k, _)| k == n).map(|(_, v)| *v);
        e.unary(kind, x[0], d[0], to, &param, gelu_tanh)
    })
}

/// `ts.cast_to`; an in-place op's result (with a receiver operand) whose
/// sizes refinement could not compare with the receiver's must match them
/// at run time, as PyTorch checks before writing.
pub fn lower_cast_to<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let sizes = |v: Value| TensorType::from_mlir(v.r#type()).and_then(|t| t.sizes);
    let receiver = op.operand_at(2);
    if let (Some(receiver), Some(xs), Some(rs)) =
        (receiver, sizes(operand(op, 0)?), receiver.and_then(sizes))
    {
        // Ranks that differ are refinement's error.
        let run_time: Vec<usize> = (0..xs.len())
            .filter(|&k| xs.len() == rs.len() && (xs[k] == DYNAMIC || rs[k] == DYNAMIC))
            .collect();
        if !run_time.is_empty() {
            let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
            let (r, _) = ins.cast_to_builtin(receiver)?;
            for k in run_time {
                super::runtime_errors::raise_if_differ(
                    ins,
                    op,
                    ins.dim(x, k)?,
                    ins.dim(r, k)?,
                    "RuntimeError: output with shape doesn't match the broadcast shape (sizes known only at run time)",
                )?;
            }
        }
    }
    lower_unary(ins, op, UnaryKind::Cast)
}

/// `where(cond, a, b)`.
pub fn lower_where<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let to = out.dtype.ok_or("result dtype must be known")?;
    let operands = [operand(op, 0)?, operand(op, 1)?, operand(op, 2)?];
    map_elements(ins, op, &operands, &out, |e, x, d| {
        let c = e.convert(x[0], d[0], Dtype::Bool)?;
        let a = e.convert(x[1], d[1], to)?;
        let b = e.convert(x[2], d[2], to)?;
        super::builder::select(&e.sink, e.loc, c, a, b)
    })
}

/// `clamp(x, min, max)`: `min(max(x, lo), hi)`, NaN propagating.
pub fn lower_clamp<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let to = out.dtype.ok_or("result dtype must be known")?;
    let (lo, hi) = (op_attrs::float(op, "min"), op_attrs::float(op, "max"));
    map_elements(ins, op, &[operand(op, 0)?], &out, |e, x, d| {
        let mut v = e.convert(x[0], d[0], to)?;
        if let Some(lo) = lo {
            let c = super::builder::constant(e.ctx, &e.sink, e.loc, lo, to)?;
            v = e.max_min(true, v, c, to)?;
        }
        if let Some(hi) = hi {
            let c = super::builder::constant(e.ctx, &e.sink, e.loc, hi, to)?;
            v = e.max_min(false, v, c, to)?;
        }
        Ok(v)
    })
}
