//! Ops whose result size depends on the data: `unique` and `bincount`,
//! composed from ops that take sizes known only at run time (a sort, a
//! mask, a scatter into a tensor of run-time size).

use super::*;

/// `ts.slice` of `x` along dim 0 from `start` to `end` (step 1).
fn slice0<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    (start, end): (i64, i64),
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let attrs = [
        ("dim", fe.int_attr(0)),
        ("start", fe.int_attr(start)),
        ("end", fe.int_attr(end)),
        ("step", fe.int_attr(1)),
    ];
    fe.tensor_op("ts.slice", &[x.value], &attrs, span)
}

/// A 1-D tensor of `dtype` whose size `n` (an int) is known only at run
/// time, filled with `value`.
fn filled_1d<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    n: Typed<'c, 'b>,
    value: f64,
    dtype: Dtype,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let shape = [ts_dialect::DYNAMIC];
    let ty = TensorType::new(shape.to_vec(), dtype).to_mlir(fe.ctx);
    let attrs = [
        ("shape", i64s_attr(fe, &shape)),
        ("value", f64_attr(fe, value)),
    ];
    Ok(Typed {
        value: fe.emit_op("ts.full", &[n.value], ty, &attrs, span)?,
        ty: ScriptType::Tensor,
    })
}

/// `x` converted to int64 and summed cumulatively along dim 0.
fn running_count<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let x = cast(fe, x, Dtype::Int64, span)?;
    fe.tensor_op("ts.cumsum", &[x.value], &[("dim", fe.int_attr(0))], span)
}

/// `unique(x, sorted, return_inverse, return_counts)` of the flattened
/// tensor, sorted (as PyTorch's CPU kernel always is): sort; an element
/// starts a group where it differs from the one before; the values are the
/// group starts (a mask, so their number is known at run time); an
/// element's inverse index is the number of unique values below it
/// (`searchsorted`), and a count is the number of sorted elements in its
/// group (their group numbers added into zeros).
pub(crate) fn unique<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let span = b.span;
    if !matches!(b.get("dim"), Arg::None) {
        return Err(b.error("unique() along a dim is not supported yet".into()));
    }
    let x = b.tensor("self")?;
    let flat = fe.tensor_op(
        "ts.reshape",
        &[x.value],
        &[("shape", i64s_attr(fe, &[-1]))],
        span,
    )?;
    let s = {
        let attrs = [
            ("dim", fe.int_attr(0)),
            ("descending", bool_attr(fe, false)),
        ];
        let t = fe.ty(ScriptType::Tensor, span)?;
        let sorted = fe.emit_op_multi("ts.sort", &[flat.value], &[t, t], &attrs, span)?;
        Typed {
            value: sorted[0],
            ty: ScriptType::Tensor,
        }
    };
    // Position 0 (a running count of 1), or a value unlike the one before.
    let ones = typed_op(
        fe,
        "ts.full_like",
        &[s],
        &[("value", f64_attr(fe, 1.0))],
        Dtype::Int64,
        span,
    )?;
    let position = running_count(fe, ones, span)?;
    let one = fe.constant(ScriptType::Int, 0.0, 1, span)?;
    let is_first = binary_op(fe, "ts.eq", position, one, span)?;
    let previous = fe.tensor_op(
        "ts.cat",
        &[
            slice0(fe, s, (0, 1), span)?.value,
            slice0(fe, s, (0, -1), span)?.value,
        ],
        &[("dim", fe.int_attr(0))],
        span,
    )?;
    let differs = binary_op(fe, "ts.ne", s, previous, span)?;
    let starts = binary_op(fe, "ts.logical_or", is_first, differs, span)?;
    let values = fe.tensor_op(
        "ts.index_tensor",
        &[s.value, starts.value],
        &[("dim", fe.int_attr(0))],
        span,
    )?;
    let mut results = vec![Emitted::One(values)];
    if b.flag("return_inverse") {
        let attrs = [
            ("right", bool_attr(fe, false)),
            ("out_int32", bool_attr(fe, false)),
        ];
        let inverse = typed_op(fe, "ts.bucketize", &[x, values], &attrs, Dtype::Int64, span)?;
        results.push(Emitted::One(inverse));
    }
    if b.flag("return_counts") {
        let group = running_count(fe, starts, span)?;
        let group = binary_op(fe, "ts.sub", group, one, span)?;
        let n = shape_query(fe, "ts.size", values, Some(0), span)?;
        let zeros = filled_1d(fe, n, 0.0, Dtype::Int64, span)?;
        let counts = fe.tensor_op(
            "ts.index_add",
            &[zeros.value, group.value, ones.value],
            &[("dim", fe.int_attr(0))],
            span,
        )?;
        results.push(Emitted::One(counts));
    }
    Ok(match results.len() {
        1 => results.remove(0),
        _ => Emitted::Tuple(results),
    })
}

/// `bincount(x, weights, minlength)`: how often each value of the 1-D
/// non-negative int tensor `x` occurs (or the sum of its weights), in a
/// tensor of `max(max(x) + 1, minlength)` elements (a size known at run
/// time): `weights` (or ones) added into zeros at `x`.
pub(crate) fn bincount<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let span = b.span;
    let x = b.tensor("self")?;
    // A literal minlength is checked now; one known at run time there.
    let run_time_minlength = match b.get("minlength") {
        Arg::Value(v, None) if v.ty == ScriptType::Int => Some(*v),
        Arg::Value(v, None) => {
            return Err(b.error(format!("argument 'minlength' must be int, not {}", v.ty)))
        }
        _ => None,
    };
    let minlength = b.int("minlength").unwrap_or(0);
    if minlength < 0 {
        return Err(b.error(format!(
            "bincount(): minlength should be >= 0, got {minlength}"
        )));
    }
    let zero = fe.constant(ScriptType::Int, 0.0, 0, span)?;
    let bool_ty = fe.ty(ScriptType::Bool, span)?;
    if let Some(m) = run_time_minlength {
        let negative = fe.emit_op("ts.lt", &[m.value, zero.value], bool_ty, &[], span)?;
        fe.raise_if(
            negative,
            "RuntimeError: bincount(): minlength should be >= 0",
            span,
        )?;
    }
    let negative = binary_op(fe, "ts.lt", x, zero, span)?;
    let any = reduce_op(fe, "ts.any", negative, None, false, span)?;
    let any = fe.emit_op("ts.item", &[any.value], bool_ty, &[], span)?;
    fe.raise_if(
        any,
        "RuntimeError: bincount only supports 1-d non-negative integral inputs.",
        span,
    )?;
    // max(x + 1) over x and [minlength]: an empty x gives minlength.
    let one = fe.constant(ScriptType::Int, 0.0, 1, span)?;
    let above = binary_op(fe, "ts.add", x, one, span)?;
    let floor = typed_op(
        fe,
        "ts.full",
        &[],
        &[
            ("shape", i64s_attr(fe, &[1])),
            ("value", f64_attr(fe, minlength as f64)),
        ],
        Dtype::Int64,
        span,
    )?;
    let above = cast(fe, above, Dtype::Int64, span)?;
    let candidates = fe.tensor_op(
        "ts.cat",
        &[above.value, floor.value],
        &[("dim", fe.int_attr(0))],
        span,
    )?;
    let size = reduce_op(fe, "ts.amax", candidates, None, false, span)?;
    let int_ty = fe.ty(ScriptType::Int, span)?;
    let mut size = Typed {
        value: fe.emit_op("ts.item", &[size.value], int_ty, &[], span)?,
        ty: ScriptType::Int,
    };
    if let Some(m) = run_time_minlength {
        let below = fe.emit_op("ts.lt", &[size.value, m.value], bool_ty, &[], span)?;
        size.value = fe.emit_op(
            "arith.select",
            &[below, m.value, size.value],
            int_ty,
            &[],
            span,
        )?;
    }
    let (added, dtype) = match b.get("weights") {
        Arg::None => {
            let ones = typed_op(
                fe,
                "ts.full_like",
                &[x],
                &[("value", f64_attr(fe, 1.0))],
                Dtype::Int64,
                span,
            )?;
            (ones, Some(Dtype::Int64))
        }
        _ => (b.tensor("weights")?, None),
    };
    let zeros = match dtype {
        Some(d) => filled_1d(fe, size, 0.0, d, span)?,
        // The weights' dtype.
        None => {
            let zeros = filled_1d(fe, size, 0.0, Dtype::Float32, span)?;
            cast_like(fe, zeros, added, span)?
        }
    };
    Ok(Emitted::One(fe.tensor_op(
        "ts.index_add",
        &[zeros.value, x.value, added.value],
        &[("dim", fe.int_attr(0))],
        span,
    )?))
}
