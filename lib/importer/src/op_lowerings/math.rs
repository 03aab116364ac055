//! Lowerings of elementwise and reduction ops that need more than one
//! ts op or a choice between ops (`max` with or without a dim, ...).

use super::*;

/// `round(x, decimals=d)`: half to even at 10^-d, as PyTorch computes it
/// (`round(x * 10^d) / 10^d`; a negative `d` rounds to tens, hundreds).
pub(crate) fn round<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let decimals = b.int("decimals").unwrap_or(0);
    if decimals == 0 {
        return Ok(Emitted::One(fe.tensor_op(
            "ts.round",
            &[x.value],
            &[],
            b.span,
        )?));
    }
    let scale = scalar(fe, 10f64.powi(decimals as i32), b.span)?;
    let scaled = binary_op(fe, "ts.mul", x, scale, b.span)?;
    let rounded = fe.tensor_op("ts.round", &[scaled.value], &[], b.span)?;
    Ok(Emitted::One(binary_op(
        fe, "ts.div", rounded, scale, b.span,
    )?))
}

pub(crate) fn relu6<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let attrs = [
        ("min_val", f64_attr(fe, 0.0)),
        ("max_val", f64_attr(fe, 6.0)),
    ];
    Ok(Emitted::One(fe.tensor_op(
        "ts.hardtanh",
        &[x.value],
        &attrs,
        b.span,
    )?))
}

pub(crate) fn where_<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    // `where(condition)`: the indices of the true elements along each
    // dim, as `nonzero(condition).unbind(1)`.
    match (b.get("self"), b.get("other")) {
        (Arg::None, Arg::None) => {
            let c = b.tensor("condition")?;
            // A 0-d condition counts as 1-D (ATen's nonzero_numpy): one
            // list of indices, of 0 or 1 elements. (Its rank may be known
            // only once shapes are: `torch.atleast_1d`'s decomposition
            // tests it.)
            let at_least_1d = crate::decompositions::lookup("torch.atleast_1d")
                .expect("a decomposition of atleast_1d");
            let call = crate::op_registry::TorchCall {
                name: "torch.atleast_1d",
                receiver: Some(c),
                args: &[],
                keywords: &[],
                span: b.span,
            };
            let c = fe.decomposed_call(at_least_1d, call)?.one(b.span)?;
            let positions = fe.tensor_op("ts.nonzero", &[c.value], &[], b.span)?;
            return crate::op_lowerings::shape::unbind_tensor(fe, b, positions, 1);
        }
        (Arg::None, _) | (_, Arg::None) => {
            return Err(b.error(
                "pass the condition alone, or with both the values where it holds and where it does not".into(),
            ))
        }
        _ => {}
    }
    let (c, x, y) = (b.tensor("condition")?, b.value("self")?, b.value("other")?);
    Ok(Emitted::One(fe.tensor_op(
        "ts.where",
        &[c.value, x.value, y.value],
        &[],
        b.span,
    )?))
}

pub(crate) fn clamp<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    // A bound known only at run time: maximum/minimum with it.
    if ["min", "max"]
        .iter()
        .any(|n| matches!(b.get(n), Arg::Value(..)))
    {
        let mut r = x;
        for (n, op) in [("min", "ts.maximum"), ("max", "ts.minimum")] {
            let bound = match b.get(n) {
                Arg::Value(v, _) => *v,
                Arg::Float(f) => scalar(fe, *f, b.span)?,
                Arg::Int(i) => fe.constant(ScriptType::Int, 0.0, *i, b.span)?,
                _ => continue,
            };
            r = binary_op(fe, op, r, bound, b.span)?;
        }
        return Ok(Emitted::One(r));
    }
    let mut attrs = Vec::new();
    if let Some(v) = b.float("min") {
        attrs.push(("min", f64_attr(fe, v)));
    }
    if let Some(v) = b.float("max") {
        attrs.push(("max", f64_attr(fe, v)));
    }
    if attrs.is_empty() {
        return Err(b.error("at least one of 'min' and 'max' must not be None".into()));
    }
    if ["min", "max"]
        .iter()
        .any(|n| matches!(b.get(n), Arg::Float(_)))
    {
        attrs.push(("float_bounds", BoolAttribute::new(fe.ctx, true).into()));
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.clamp",
        &[x.value],
        &attrs,
        b.span,
    )?))
}

pub(crate) fn moment<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let correction =
        b.float("correction")
            .unwrap_or(if matches!(b.get("unbiased"), Arg::Bool(false)) {
                0.0
            } else {
                1.0
            });
    let mut attrs = vec![
        ("keepdim", bool_attr(fe, b.flag("keepdim"))),
        ("correction", f64_attr(fe, correction)),
    ];
    let dims = b.ints("dim");
    if let Some(d) = &dims {
        attrs.push(("dims", i64s_attr(fe, d)));
    }
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value],
        &attrs,
        b.span,
    )?))
}

via!(var, moment, "ts.var");

via!(std_, moment, "ts.std");

/// `max`/`min`: the whole-tensor extreme, (values, indices) along a dim,
/// or the elementwise extreme of two tensors.
pub(crate) fn extreme<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    is_max: bool,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    match b.get("dim") {
        Arg::None => {
            let name = if is_max { "ts.amax" } else { "ts.amin" };
            Ok(Emitted::One(reduce_op(fe, name, x, None, false, b.span)?))
        }
        Arg::Value(other, None) if other.ty == ScriptType::Tensor => {
            let name = if is_max { "ts.maximum" } else { "ts.minimum" };
            Ok(Emitted::One(binary_op(fe, name, x, *other, b.span)?))
        }
        _ => {
            let dim = required(b, "dim")?;
            let name = if is_max { "ts.max_dim" } else { "ts.min_dim" };
            let attrs = [
                ("dim", fe.int_attr(dim)),
                ("keepdim", bool_attr(fe, b.flag("keepdim"))),
            ];
            values_and_indices(fe, name, x, &attrs, b.span)
        }
    }
}

/// An op on `x` with two tensor results, (values, indices), as a tuple.
fn values_and_indices<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    x: Typed<'c, 'b>,
    attrs: &[(&str, melior::ir::Attribute<'c>)],
    span: Span,
) -> Emit<Emitted<'c, 'b>> {
    Ok(pair(two_tensors(fe, name, &[x.value], attrs, span)?))
}

/// `cummax`/`cummin` along `dim`: (values, indices).
pub(crate) fn cumulative_extreme<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let dim = fe.int_attr(required(b, "dim")?);
    values_and_indices(fe, name, x, &[("dim", dim)], b.span)
}

via!(cummax, cumulative_extreme, "ts.cummax");

via!(cummin, cumulative_extreme, "ts.cummin");

via!(max, extreme, true);

via!(min, extreme, false);

pub(crate) fn arg_index<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let mut attrs = vec![("keepdim", bool_attr(fe, b.flag("keepdim")))];
    if let Some(d) = b.int("dim") {
        attrs.push(("dim", fe.int_attr(d)));
    }
    Ok(Emitted::One(typed_op(
        fe,
        name,
        &[x],
        &attrs,
        Dtype::Int64,
        b.span,
    )?))
}

via!(argmax, arg_index, "ts.argmax");

via!(argmin, arg_index, "ts.argmin");

pub(crate) fn softmax_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let mut x = b.tensor("self")?;
    if let Some(d) = b.dtype("dtype") {
        x = cast(fe, x, d, b.span)?;
    }
    let dim = required(b, "dim")?;
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value],
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

via!(softmax, softmax_like, "ts.softmax");

via!(log_softmax, softmax_like, "ts.log_softmax");

/// `ts.sort` of `self` along `dim`, keeping the first `k` (`topk`):
/// (values, indices).
fn sort_op<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    dim: i64,
    descending: bool,
    k: Option<SortK<'c, 'b>>,
    span: Span,
) -> Emit<Vec<Typed<'c, 'b>>> {
    let mut attrs = vec![
        ("dim", fe.int_attr(dim)),
        ("descending", bool_attr(fe, descending)),
    ];
    let mut operands = vec![x.value];
    match k {
        Some(SortK::Known(k)) => attrs.push(("k", fe.int_attr(k))),
        Some(SortK::Value(v)) => operands.push(v.value),
        None => {}
    }
    two_tensors(fe, "ts.sort", &operands, &attrs, span)
}

/// An op with two tensor results (values and indices).
fn two_tensors<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    operands: &[melior::ir::Value<'c, 'b>],
    attrs: &[(&str, melior::ir::Attribute<'c>)],
    span: Span,
) -> Emit<Vec<Typed<'c, 'b>>> {
    let t = fe.ty(ScriptType::Tensor, span)?;
    let values = fe.emit_op_multi(name, operands, &[t, t], attrs, span)?;
    Ok(values
        .into_iter()
        .map(|value| Typed {
            value,
            ty: ScriptType::Tensor,
        })
        .collect())
}

/// `topk`'s `k`: known, or an int value resolved once calls are inlined.
enum SortK<'c, 'b> {
    Known(i64),
    Value(Typed<'c, 'b>),
}

/// `median(x)` / `median(x, dim, keepdim)`: the lower median, the
/// `(n - 1) // 2`-th of the sorted values (a `topk` of the smallest
/// `(n - 1) // 2 + 1`, keeping the last), with its index along `dim`;
/// of the flattened tensor without `dim` (a 0-d value only).
pub(crate) fn median<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let span = b.span;
    let kernel = match b.int("dim") {
        Some(_) => "median_out",
        None => "median_cpu",
    };
    let input = b.tensor("self")?;
    let mut x = not_bool(
        fe,
        input,
        &format!("\"{kernel}\" not implemented for 'Bool'"),
        span,
    )?;
    let (dim, keepdim) = match b.int("dim") {
        // A 0-d tensor along a dim is one element.
        Some(d) => {
            x = fe.call_decomposition("torch._at_least_1d", &[x], span)?;
            (d, b.flag("keepdim"))
        }
        None => {
            let flat = [("shape", i64s_attr(fe, &[-1]))];
            x = fe.tensor_op("ts.reshape", &[x.value], &flat, span)?;
            (0, false)
        }
    };
    let n = shape_query(fe, "ts.size", x, Some(dim), span)?;
    let one = fe.constant(ScriptType::Int, 0.0, 1, span)?;
    let two = fe.constant(ScriptType::Int, 0.0, 2, span)?;
    let below = fe.binary(ts_frontend::ast::BinaryOp::Sub, n, one, span)?;
    let half = fe.binary(ts_frontend::ast::BinaryOp::FloorDiv, below, two, span)?;
    let k = fe.binary(ts_frontend::ast::BinaryOp::Add, half, one, span)?;
    let smallest = sort_op(fe, x, dim, false, Some(SortK::Value(k)), span)?;
    let mut picked = Vec::new();
    for value in smallest {
        let last = [
            ("dim", fe.int_attr(dim)),
            ("start", fe.int_attr(-1)),
            ("end", fe.int_attr(i64::MAX)),
            ("step", fe.int_attr(1)),
        ];
        let mut v = fe.tensor_op("ts.slice", &[value.value], &last, span)?;
        if !keepdim {
            v = fe.tensor_op("ts.squeeze", &[v.value], &[("dim", fe.int_attr(dim))], span)?;
        }
        if b.int("dim").is_some() {
            v = fe.call_decomposition("torch._0d_like", &[v, input], span)?;
        }
        picked.push(v);
    }
    Ok(if b.int("dim").is_some() {
        pair(picked)
    } else {
        Emitted::One(picked[0])
    })
}

fn pair<'c, 'b>(values: Vec<Typed<'c, 'b>>) -> Emitted<'c, 'b> {
    Emitted::Tuple(values.into_iter().map(Emitted::One).collect())
}

pub(crate) fn sort<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    Ok(pair(sort_op(
        fe,
        b.tensor("self")?,
        required(b, "dim")?,
        b.flag("descending"),
        None,
        b.span,
    )?))
}

pub(crate) fn argsort<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let [_, indices] = <[_; 2]>::try_from(sort_op(
        fe,
        b.tensor("self")?,
        required(b, "dim")?,
        b.flag("descending"),
        None,
        b.span,
    )?)
    .map_err(|_| b.error("sort gives two results".into()))?;
    Ok(Emitted::One(indices))
}

pub(crate) fn msort<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let [values, _] = <[_; 2]>::try_from(sort_op(fe, x, 0, false, None, b.span)?)
        .map_err(|_| b.error("sort gives two results".into()))?;
    Ok(Emitted::One(values))
}

pub(crate) fn topk<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let k = match b.int("k") {
        Some(k) => SortK::Known(k),
        None => SortK::Value(b.value("k")?),
    };
    let x = not_bool(
        fe,
        b.tensor("self")?,
        "topk does not support bool dtypes on CPU",
        b.span,
    )?;
    Ok(pair(sort_op(
        fe,
        x,
        required(b, "dim")?,
        b.flag("largest"),
        Some(k),
        b.span,
    )?))
}

/// `x`, where PyTorch has no bool kernel for the op: its error `message`
/// for a bool `x` (decided once its dtype is known).
fn not_bool<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    message: &str,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let message = fe.str_literal(message, span)?;
    fe.call_decomposition("torch._not_bool", &[x, message], span)
}

/// `torch.div` with an optional `rounding_mode`.
pub(crate) fn div<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, y) = (b.value("self")?, b.value("other")?);
    Ok(Emitted::One(match b.string("rounding_mode").as_deref() {
        None => binary_op(fe, "ts.div", x, y, b.span)?,
        Some("floor") => binary_op(fe, "ts.floor_divide", x, y, b.span)?,
        // The true quotient rounded toward zero, in the dtype the operands
        // promote to (as floor_divide's).
        Some("trunc") => {
            let q = binary_op(fe, "ts.div", x, y, b.span)?;
            let t = fe.tensor_op("ts.trunc", &[q.value], &[], b.span)?;
            let like = binary_op(fe, "ts.floor_divide", x, y, b.span)?;
            cast_like(fe, t, like, b.span)?
        }
        Some(other) => {
            return Err(b.error(format!(
                "rounding_mode must be 'trunc', 'floor' or None, not '{other}'"
            )))
        }
    }))
}

/// `fmod`: Python's remainder moved to the dividend's sign.
pub(crate) fn fmod<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, y) = (b.tensor("self")?, b.value("other")?);
    let span = b.span;
    let r = binary_op(fe, "ts.remainder", x, y, span)?;
    let zero = fe.constant(ScriptType::Int, 0.0, 0, span)?;
    let nonzero = binary_op(fe, "ts.ne", r, zero, span)?;
    let r_negative = binary_op(fe, "ts.lt", r, zero, span)?;
    let x_negative = binary_op(fe, "ts.lt", x, zero, span)?;
    let signs_differ = binary_op(fe, "ts.ne", r_negative, x_negative, span)?;
    let fix = binary_op(fe, "ts.logical_and", nonzero, signs_differ, span)?;
    let moved = binary_op(fe, "ts.sub", r, y, span)?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.where",
        &[fix.value, moved.value, r.value],
        &[],
        span,
    )?))
}

/// `outer(a, b)`: `a[:, None] * b[None, :]`.
pub(crate) fn outer<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, y) = (b.tensor("self")?, b.tensor("vec2")?);
    let col = fe.tensor_op(
        "ts.unsqueeze",
        &[x.value],
        &[("dim", fe.int_attr(1))],
        b.span,
    )?;
    let row = fe.tensor_op(
        "ts.unsqueeze",
        &[y.value],
        &[("dim", fe.int_attr(0))],
        b.span,
    )?;
    Ok(Emitted::One(binary_op(fe, "ts.mul", col, row, b.span)?))
}

pub(crate) fn count_nonzero<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let zero = fe.constant(ScriptType::Int, 0.0, 0, b.span)?;
    let nonzero = binary_op(fe, "ts.ne", x, zero, b.span)?;
    Ok(Emitted::One(reduce_op(
        fe,
        "ts.sum",
        nonzero,
        b.ints("dim"),
        false,
        b.span,
    )?))
}

/// `allclose`: a bool, all `|a - b| <= atol + rtol * |b|` (NaN never
/// close unless `equal_nan`).
pub(crate) fn allclose<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    if b.flag("equal_nan") {
        return Err(b.error("equal_nan=True is not supported yet".into()));
    }
    let (x, y) = (b.tensor("self")?, b.tensor("other")?);
    let span = b.span;
    let gap = fe.tensor_op(
        "ts.abs",
        &[binary_op(fe, "ts.sub", x, y, span)?.value],
        &[],
        span,
    )?;
    let scale = fe.tensor_op("ts.abs", &[y.value], &[], span)?;
    let rtol = scalar(fe, b.float("rtol").unwrap_or(1e-5), span)?;
    let atol = scalar(fe, b.float("atol").unwrap_or(1e-8), span)?;
    let tolerance = binary_op(
        fe,
        "ts.add",
        binary_op(fe, "ts.mul", scale, rtol, span)?,
        atol,
        span,
    )?;
    let close = binary_op(fe, "ts.le", gap, tolerance, span)?;
    let all = reduce_op(fe, "ts.all", close, None, false, span)?;
    Ok(Emitted::One(fe.convert_scalar(
        all,
        ScriptType::Bool,
        span,
    )?))
}
