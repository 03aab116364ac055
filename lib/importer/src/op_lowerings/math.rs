//! Lowerings of elementwise and reduction ops that need more than one
//! ts op or a choice between ops (`max` with or without a dim, ...).

use super::*;

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
            let t = fe.ty(ScriptType::Tensor, b.span)?;
            let attrs = [
                ("dim", fe.int_attr(dim)),
                ("keepdim", bool_attr(fe, b.flag("keepdim"))),
            ];
            let values = fe.emit_op_multi(name, &[x.value], &[t, t], &attrs, b.span)?;
            Ok(Emitted::Tuple(
                values
                    .into_iter()
                    .map(|value| {
                        Emitted::One(Typed {
                            value,
                            ty: ScriptType::Tensor,
                        })
                    })
                    .collect(),
            ))
        }
    }
}

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
    b: &Bound<'c, 'b>,
    dim: i64,
    descending: bool,
    k: Option<i64>,
) -> Emit<Vec<Typed<'c, 'b>>> {
    let x = b.tensor("self")?;
    let t = fe.ty(ScriptType::Tensor, b.span)?;
    let mut attrs = vec![
        ("dim", fe.int_attr(dim)),
        ("descending", bool_attr(fe, descending)),
    ];
    if let Some(k) = k {
        attrs.push(("k", fe.int_attr(k)));
    }
    let values = fe.emit_op_multi("ts.sort", &[x.value], &[t, t], &attrs, b.span)?;
    Ok(values
        .into_iter()
        .map(|value| Typed {
            value,
            ty: ScriptType::Tensor,
        })
        .collect())
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
        b,
        required(b, "dim")?,
        b.flag("descending"),
        None,
    )?))
}

pub(crate) fn argsort<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let [_, indices] = <[_; 2]>::try_from(sort_op(
        fe,
        b,
        required(b, "dim")?,
        b.flag("descending"),
        None,
    )?)
    .map_err(|_| b.error("sort gives two results".into()))?;
    Ok(Emitted::One(indices))
}

pub(crate) fn msort<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let [values, _] = <[_; 2]>::try_from(sort_op(fe, b, 0, false, None)?)
        .map_err(|_| b.error("sort gives two results".into()))?;
    Ok(Emitted::One(values))
}

pub(crate) fn topk<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let k = required(b, "k")?;
    Ok(pair(sort_op(
        fe,
        b,
        required(b, "dim")?,
        b.flag("largest"),
        Some(k),
    )?))
}
