//! Lowerings of dtype conversions and creation ops (fills, ranges,
//! literals, random numbers).

use super::*;

pub(crate) fn convert_to<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    d: Dtype,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(cast(fe, b.tensor("self")?, d, b.span)?))
}

via!(to_float32, convert_to, Dtype::Float32);

via!(to_float64, convert_to, Dtype::Float64);

via!(to_int64, convert_to, Dtype::Int64);

via!(to_int32, convert_to, Dtype::Int32);

/// The `dtype` argument an op cannot do without.
fn required_dtype(b: &Bound) -> Emit<Dtype> {
    b.dtype("dtype")
        .ok_or_else(|| b.error("expects a dtype".into()))
}

pub(crate) fn to_dtype<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    convert_to(fe, b, required_dtype(b)?)
}

/// `_bitcast(x, dtype)`: each element's bits read as `dtype`, of the same
/// width (`ts.bitcast`; `torch.nextafter` steps floats through it).
pub(crate) fn bitcast<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let d = required_dtype(b)?;
    let x = b.tensor("self")?;
    Ok(Emitted::One(typed_op(
        fe,
        "ts.bitcast",
        &[x],
        &[],
        d,
        b.span,
    )?))
}

pub(crate) fn type_as<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(cast_like(
        fe,
        b.tensor("self")?,
        b.tensor("other")?,
        b.span,
    )?))
}

pub(crate) fn fill_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    value: f64,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let attrs = [("value", f64_attr(fe, value))];
    Ok(Emitted::One(match b.dtype("dtype") {
        Some(d) => typed_op(fe, "ts.full_like", &[x], &attrs, d, b.span)?,
        None => fe.tensor_op("ts.full_like", &[x.value], &attrs, b.span)?,
    }))
}

via!(zeros_like, fill_like, 0.0);

via!(ones_like, fill_like, 1.0);

pub(crate) fn full_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    // A fill known only at run time: zeros like `self` plus it. A tensor
    // (`y.fill_(x.sum())`) must be 0-d, as a number is one value.
    if let Arg::Value(v, _) = b.get("fill_value") {
        let mut v = *v;
        if v.ty == ScriptType::Tensor {
            v = fe.scalar_tensor(v, b.span)?;
        }
        let Emitted::One(zeros) = fill_like(fe, b, -0.0)? else {
            unreachable!("one tensor")
        };
        return Ok(Emitted::One(zeros_plus(fe, zeros, v, b.span)?));
    }
    fill_like(fe, b, fill_value(b)?)
}

/// The `size` argument of a creation op: non-negative ints, some maybe
/// given as values known once shapes are refined (`DYNAMIC` entries).
fn sizes<'c, 'b>(b: &Bound<'c, 'b>) -> Emit<(Vec<i64>, Vec<Typed<'c, 'b>>)> {
    let (size, values) = b
        .sym_ints("size")
        .ok_or_else(|| b.error("expects sizes".into()))?;
    if size.iter().any(|&d| d < 0 && d != ts_dialect::DYNAMIC) {
        return Err(b.error(format!("negative size in {size:?}")));
    }
    Ok((size, values))
}

/// `ts.full` of `size` (with its size values) filled with `value`.
pub(crate) fn full_of<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    value: f64,
    dtype: Dtype,
) -> Emit<Emitted<'c, 'b>> {
    // `torch.zeros(x.shape)`: filled like `x`, in `dtype`.
    if let Arg::ShapeOf(x) = b.get("size") {
        let attrs = [("value", f64_attr(fe, value))];
        return Ok(Emitted::One(typed_op(
            fe,
            "ts.full_like",
            &[*x],
            &attrs,
            dtype,
            b.span,
        )?));
    }
    let (size, values) = sizes(b)?;
    Ok(Emitted::One(full_sized(
        fe, &size, &values, value, dtype, b.span,
    )?))
}

/// `ts.full` of `size`, whose `DYNAMIC` entries are `values` in order.
pub(crate) fn full_sized<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    size: &[i64],
    values: &[Typed<'c, 'b>],
    value: f64,
    dtype: Dtype,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let ty = TensorType::new(size.to_vec(), dtype).to_mlir(fe.ctx);
    let operands: Vec<_> = values.iter().map(|v| v.value).collect();
    let attrs = [
        ("shape", i64s_attr(fe, size)),
        ("value", f64_attr(fe, value)),
    ];
    Ok(Typed {
        value: fe.emit_op("ts.full", &operands, ty, &attrs, span)?,
        ty: ScriptType::Tensor,
    })
}

/// A creation op with a fully static result type.
pub(crate) fn created<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    attrs: &[(&str, Attribute<'c>)],
    sizes: Vec<i64>,
    dtype: Dtype,
    span: Span,
) -> Emit<Emitted<'c, 'b>> {
    let ty = TensorType::new(sizes, dtype).to_mlir(fe.ctx);
    Ok(Emitted::One(Typed {
        value: fe.emit_op(name, &[], ty, attrs, span)?,
        ty: ScriptType::Tensor,
    }))
}

pub(crate) fn filled<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    value: f64,
) -> Emit<Emitted<'c, 'b>> {
    full_of(fe, b, value, b.dtype("dtype").unwrap_or(Dtype::Float32))
}

via!(zeros, filled, 0.0);

via!(ones, filled, 1.0);

pub(crate) fn full<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    // A fill known only at run time: zeros plus it, in the fill's dtype
    // (int64 or float32) unless one is given. TorchScript fills a bool as
    // an int (eager PyTorch would make a bool tensor).
    if let Arg::Value(v, _) = b.get("fill_value") {
        let v = *v;
        if v.ty == ScriptType::Tensor {
            return full_of_tensor(fe, b, v);
        }
        let default = match v.ty {
            ScriptType::Int | ScriptType::Bool => Dtype::Int64,
            _ => Dtype::Float32,
        };
        let Emitted::One(zeros) = full_of(fe, b, -0.0, b.dtype("dtype").unwrap_or(default))? else {
            unreachable!("one tensor")
        };
        return Ok(Emitted::One(zeros_plus(fe, zeros, v, b.span)?));
    }
    let value = fill_value(b)?;
    let default = match b.get("fill_value") {
        Arg::Int(_) => Dtype::Int64,
        _ => Dtype::Float32,
    };
    full_of(fe, b, value, b.dtype("dtype").unwrap_or(default))
}

/// `torch.full(size, t)` with a 0-d tensor `t`: TorchScript converts it
/// to a number (`ScalarImplicit`), so the result is float32 for a floating
/// `t`, bool for a bool one and int64 otherwise, unless a dtype is given.
/// Its dtype code, `4 + 2 * (code // 6) + 5 * (code // 11)` of `t`'s (3
/// and 4 give int64's 4, 6 and 7 float32's 6, 11 bool's 11), folds once
/// `t`'s dtype is known.
fn full_of_tensor<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    t: Typed<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    use ts_frontend::ast::BinaryOp;
    let span = b.span;
    let value = fe.scalar_tensor(t, span)?;
    let Emitted::One(zeros) = full_of(fe, b, -0.0, Dtype::Float64)? else {
        unreachable!("one tensor")
    };
    let filled = binary_op(fe, "ts.add", zeros, value, span)?;
    if let Some(d) = b.dtype("dtype") {
        return Ok(Emitted::One(cast(fe, filled, d, span)?));
    }
    let int = |fe: &mut FunctionEmitter<'c, 'b, '_, '_>, n: i64| {
        fe.constant(ScriptType::Int, n as f64, n, span)
    };
    let code = shape_query(fe, "ts.dtype", t, None, span)?;
    let mut result_code = int(fe, 4)?;
    for (divisor, step) in [(6, 2), (11, 5)] {
        let divisor = int(fe, divisor)?;
        let step = int(fe, step)?;
        let at_least = fe.binary(BinaryOp::FloorDiv, code, divisor, span)?;
        let offset = fe.binary(BinaryOp::Mul, at_least, step, span)?;
        result_code = fe.binary(BinaryOp::Add, result_code, offset, span)?;
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.cast_to",
        &[filled.value, result_code.value],
        &[],
        span,
    )?))
}

/// `x.new_zeros(size)`, ...: a fill of `self`'s dtype unless one is given.
pub(crate) fn new_filled<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    value: f64,
) -> Emit<Emitted<'c, 'b>> {
    if let Some(d) = b.dtype("dtype") {
        return full_of(fe, b, value, d);
    }
    // Filled in float64, so the cast to any dtype rounds the value once.
    let Emitted::One(filled) = full_of(fe, b, value, Dtype::Float64)? else {
        unreachable!("one tensor")
    };
    Ok(Emitted::One(cast_like(
        fe,
        filled,
        b.tensor("self")?,
        b.span,
    )?))
}

via!(new_zeros, new_filled, 0.0);

via!(new_ones, new_filled, 1.0);

pub(crate) fn new_full<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    // A fill known only at run time: zeros plus it, then as a literal's.
    if let Arg::Value(v, _) = b.get("fill_value") {
        let v = *v;
        let dtype = b.dtype("dtype").unwrap_or(Dtype::Float64);
        let Emitted::One(zeros) = full_of(fe, b, -0.0, dtype)? else {
            unreachable!("one tensor")
        };
        let filled = zeros_plus(fe, zeros, v, b.span)?;
        return Ok(Emitted::One(match b.dtype("dtype") {
            Some(_) => filled,
            None => cast_like(fe, filled, b.tensor("self")?, b.span)?,
        }));
    }
    new_filled(fe, b, fill_value(b)?)
}

pub(crate) fn range_op<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    start: f64,
    step: f64,
    length: i64,
    dtype: Dtype,
) -> Emit<Emitted<'c, 'b>> {
    let attrs = [
        ("start", f64_attr(fe, start)),
        ("step", f64_attr(fe, step)),
        ("length", fe.int_attr(length)),
    ];
    created(fe, "ts.range", &attrs, vec![length], dtype, b.span)
}

pub(crate) fn arange<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    // `arange(n)` / `arange(s, n[, k])` with `n` an int value.
    let end_value = match (b.get("start"), b.get("end")) {
        (Arg::Value(v, _), Arg::None) => Some(*v),
        (_, Arg::Value(v, _)) => Some(*v),
        _ => None,
    };
    if let Some(end) = end_value {
        let start = match b.get("end") {
            Arg::None => 0.0,
            _ => b
                .float("start")
                .ok_or_else(|| b.error("the start must be a number literal".into()))?,
        };
        let step = b.float("step").unwrap_or(1.0);
        if step == 0.0 {
            return Err(b.error("step must be nonzero".into()));
        }
        let all_int = ["start", "step"]
            .iter()
            .all(|n| matches!(b.get(n), Arg::Int(_) | Arg::None | Arg::Value(..)))
            && !matches!(b.get("end"), Arg::Float(_));
        let dtype = b.dtype("dtype").unwrap_or(if all_int {
            Dtype::Int64
        } else {
            Dtype::Float32
        });
        let attrs = [("start", f64_attr(fe, start)), ("step", f64_attr(fe, step))];
        return range_to_value(fe, end, &attrs, dtype, b.span);
    }
    let first = b
        .float("start")
        .ok_or_else(|| b.error("bounds must be number literals".into()))?;
    let (start, end) = match b.float("end") {
        Some(end) => (first, end),
        None => (0.0, first),
    };
    let step = b.float("step").unwrap_or(1.0);
    if step == 0.0 {
        return Err(b.error("step must be nonzero".into()));
    }
    let all_int = ["start", "end", "step"]
        .iter()
        .all(|n| matches!(b.get(n), Arg::Int(_) | Arg::None));
    let dtype = b.dtype("dtype").unwrap_or(if all_int {
        Dtype::Int64
    } else {
        Dtype::Float32
    });
    let length = ((end - start) / step).ceil().max(0.0) as i64;
    range_op(fe, b, start, step, length, dtype)
}

/// A `ts.range` whose length follows from the int `end` (an end, or a
/// linspace's number of steps), known once shapes are or at run time.
fn range_to_value<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    end: Typed<'c, 'b>,
    attrs: &[(&str, melior::ir::Attribute<'c>)],
    dtype: Dtype,
    span: Span,
) -> Emit<Emitted<'c, 'b>> {
    let mut attrs = attrs.to_vec();
    attrs.push(("length", fe.int_attr(ts_dialect::DYNAMIC)));
    let ty = TensorType::new(vec![ts_dialect::DYNAMIC], dtype).to_mlir(fe.ctx);
    Ok(Emitted::One(Typed {
        value: fe.emit_op("ts.range", &[end.value], ty, &attrs, span)?,
        ty: ScriptType::Tensor,
    }))
}

pub(crate) fn linspace<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (start, end) = (
        b.float("start").unwrap_or(0.0),
        b.float("end").unwrap_or(0.0),
    );
    let dtype = b.dtype("dtype").unwrap_or(Dtype::Float32);
    if ["start", "end"]
        .iter()
        .any(|n| matches!(b.get(n), Arg::Value(..)))
    {
        return linspace_run_time(fe, b, dtype);
    }
    // A number of steps known only once shapes are, or at run time: the
    // op takes it as its operand.
    if let Arg::Value(v, None) = b.get("steps") {
        if v.ty != ScriptType::Int {
            return Err(b.error(format!("argument 'steps' must be int, not {}", v.ty)));
        }
        let attrs = [
            ("start", f64_attr(fe, start)),
            ("step", f64_attr(fe, 0.0)),
            ("linspace_end", f64_attr(fe, end)),
        ];
        return range_to_value(fe, *v, &attrs, dtype, b.span);
    }
    let steps = b
        .int("steps")
        .ok_or_else(|| b.error("argument 'steps' must be int".into()))?;
    if steps < 0 {
        return Err(b.error("number of steps must be non-negative".into()));
    }
    let step = if steps > 1 {
        (end - start) / (steps - 1) as f64
    } else {
        0.0
    };
    let attrs = [
        ("start", f64_attr(fe, start)),
        ("step", f64_attr(fe, step)),
        ("length", fe.int_attr(steps)),
        ("linspace_end", f64_attr(fe, end)),
    ];
    created(fe, "ts.range", &attrs, vec![steps], dtype, b.span)
}

/// `linspace` with a bound known only at run time (`linspace(0, n - 1,
/// k)`): the decomposition computes ATen's values in `dtype`.
fn linspace_run_time<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    dtype: Dtype,
) -> Emit<Emitted<'c, 'b>> {
    let mut number = |name: &str, ty: ScriptType| -> Emit<Typed<'c, 'b>> {
        let v = match b.get(name) {
            Arg::Value(v, _) => *v,
            Arg::Int(i) => fe.constant(ScriptType::Int, 0.0, *i, b.span)?,
            Arg::Float(f) => fe.constant(ScriptType::Float, *f, 0, b.span)?,
            _ => return Err(b.error(format!("argument '{name}' must be a number"))),
        };
        if !matches!(v.ty, ScriptType::Int | ScriptType::Float) {
            return Err(b.error(format!("argument '{name}' must be a number, not {}", v.ty)));
        }
        fe.convert_scalar(v, ty, b.span)
    };
    let start = number("start", ScriptType::Float)?;
    let end = number("end", ScriptType::Float)?;
    let steps = number("steps", ScriptType::Int)?;
    let proto = full_sized(fe, &[0], &[], 0.0, dtype, b.span)?;
    let values = fe.call_decomposition(
        "torch._linspace_run_time",
        &[start, end, steps, proto],
        b.span,
    )?;
    Ok(Emitted::One(values))
}

pub(crate) fn eye<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    // Sizes known only at run time: `arange(n)[:, None] == arange(m)`.
    if [b.get("n"), b.get("m")]
        .iter()
        .any(|a| matches!(a, Arg::Value(..)))
    {
        let size = |name: &str| -> Emit<Typed<'c, 'b>> {
            match b.get(name) {
                Arg::Value(v, _) => Ok(*v),
                Arg::Int(i) => fe.constant(ScriptType::Int, 0.0, *i, b.span),
                _ => Err(b.error(format!("argument '{name}' must be an int"))),
            }
        };
        let n = size("n")?;
        let m = match b.get("m") {
            Arg::None => n,
            _ => size("m")?,
        };
        let range =
            |fe: &FunctionEmitter<'c, 'b, '_, '_>, end: Typed<'c, 'b>| -> Emit<Typed<'c, 'b>> {
                let attrs = [
                    ("start", f64_attr(fe, 0.0)),
                    ("step", f64_attr(fe, 1.0)),
                    ("length", fe.int_attr(ts_dialect::DYNAMIC)),
                ];
                let ty = TensorType::new(vec![ts_dialect::DYNAMIC], Dtype::Int64).to_mlir(fe.ctx);
                Ok(Typed {
                    value: fe.emit_op("ts.range", &[end.value], ty, &attrs, b.span)?,
                    ty: ScriptType::Tensor,
                })
            };
        let (rows, cols) = (range(fe, n)?, range(fe, m)?);
        let rows = fe.tensor_op(
            "ts.unsqueeze",
            &[rows.value],
            &[("dim", fe.int_attr(1))],
            b.span,
        )?;
        let diagonal = binary_op(fe, "ts.eq", rows, cols, b.span)?;
        let dtype = b.dtype("dtype").unwrap_or(Dtype::Float32);
        return Ok(Emitted::One(cast(fe, diagonal, dtype, b.span)?));
    }
    let n = required(b, "n")?;
    let m = b.int("m").unwrap_or(n);
    if n < 0 || m < 0 {
        return Err(b.error("sizes must be non-negative".into()));
    }
    let dtype = b.dtype("dtype").unwrap_or(Dtype::Float32);
    created(
        fe,
        "ts.eye",
        &[("n", fe.int_attr(n)), ("m", fe.int_attr(m))],
        vec![n, m],
        dtype,
        b.span,
    )
}

/// Flattens a nested list literal: its shape and elements.
pub(crate) fn literal_data(
    e: &Expr,
    shape: &mut Vec<i64>,
    depth: usize,
    out: &mut Vec<Expr>,
) -> Result<(), Diagnostic> {
    match &e.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => {
            if shape.len() == depth {
                shape.push(items.len() as i64);
            } else if shape[depth] != items.len() as i64 {
                return Err(Diagnostic::error(
                    "tensor(): the nested lists are ragged",
                    e.span,
                ));
            }
            items
                .iter()
                .try_for_each(|i| literal_data(i, shape, depth + 1, out))
        }
        _ if shape.len() > depth => Err(Diagnostic::error(
            "tensor(): the nested lists are ragged",
            e.span,
        )),
        _ => {
            out.push(e.clone());
            Ok(())
        }
    }
}

/// The elements of a nested list display that are no displays, in order.
fn display_leaves<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match &e.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => {
            items.iter().for_each(|i| display_leaves(i, out))
        }
        _ => out.push(e),
    }
}

/// A nested list display as a list value, its leaves taken (already
/// emitted) from `leaves` in the order [`display_leaves`] gives them.
fn display_value<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    e: &Expr,
    leaves: &mut impl Iterator<Item = Typed<'c, 'b>>,
) -> Emit<Emitted<'c, 'b>> {
    match &e.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => {
            let mut values = Vec::new();
            for i in items {
                values.push(display_value(fe, i, leaves)?);
            }
            fe.list_of_values(values, e.span, e.span)
        }
        _ => Ok(Emitted::One(leaves.next().expect("one value per leaf"))),
    }
}

pub(crate) fn tensor_literal<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let Arg::Literal(data) = b.get("data") else {
        return Err(b.error("expects literal data".into()));
    };
    if !matches!(data.kind, ExprKind::List(_)) {
        let v = fe.emit_expr(data)?;
        // `torch.as_tensor(t)`: the tensor itself, or converted.
        if let ("as_tensor", ScriptType::Tensor) = (b.op.as_str(), v.ty) {
            return Ok(Emitted::One(match b.dtype("dtype") {
                Some(d) => super::cast(fe, v, d, b.span)?,
                None => v,
            }));
        }
        if let ScriptType::List(_) = v.ty {
            return tensor_of_list(fe, b, v, data.span);
        }
        return tensor_of_values(fe, b, &[], vec![(v, data.span)]);
    }
    let literal = |e: &Expr| matches!(e.kind, ExprKind::Bool(_)) || literal_float(e).is_some();
    let mut leaves = Vec::new();
    display_leaves(data, &mut leaves);
    // Leaves known only at run time, emitted (in order).
    let mut values = None;
    if !leaves.iter().all(|e| literal(e)) {
        let mut emitted = Vec::new();
        for e in &leaves {
            emitted.push((fe.emit_expr(e)?, e.span));
        }
        // `torch.tensor([l, [1, 2]])` with lists known at run time: the
        // display is a list of lists, read as one.
        if emitted
            .iter()
            .any(|(v, _)| matches!(v.ty, ScriptType::List(_)))
        {
            let mut emitted = emitted.into_iter().map(|(v, _)| v);
            let list = display_value(fe, data, &mut emitted)?.one(data.span)?;
            return tensor_of_list(fe, b, list, data.span);
        }
        values = Some(emitted);
    }
    let (mut shape, mut elems) = (Vec::new(), Vec::new());
    literal_data(data, &mut shape, 0, &mut elems)?;
    if let Some(values) = values {
        return tensor_of_values(fe, b, &shape, values);
    }
    let is_bool = elems.iter().all(|e| matches!(e.kind, ExprKind::Bool(_)));
    let is_int = elems.iter().all(|e| literal_int(e).is_some());
    let dtype = b.dtype("dtype").unwrap_or(if is_bool && !elems.is_empty() {
        Dtype::Bool
    } else if is_int {
        Dtype::Int64
    } else {
        Dtype::Float32
    });
    let mut texts = Vec::new();
    for e in &elems {
        let v = match &e.kind {
            ExprKind::Bool(b) => *b as i64 as f64,
            _ => {
                let v = literal_float(e).ok_or_else(|| {
                    Diagnostic::error("tensor(): elements must be number or bool literals", e.span)
                })?;
                // TorchScript makes a tensor of floats in the default dtype
                // and converts it to the one asked for (`torch.tensor(0.1,
                // dtype=torch.float64)` is 0.10000000149011612).
                match literal_int(e) {
                    Some(_) => v,
                    None => v as f32 as f64,
                }
            }
        };
        texts.push(match dtype {
            Dtype::Bool => (v != 0.0).to_string(),
            Dtype::Float32 => ts_dialect::float_literal(v, 32),
            d if d.is_float() => ts_dialect::float_literal(v, 64),
            _ => (v as i64).to_string(),
        });
    }
    let t = TensorType::new(shape.clone(), dtype);
    let builtin = t
        .to_builtin(fe.ctx)
        .ok_or_else(|| b.error("bad literal type".into()))?;
    let attr = Attribute::parse(
        fe.ctx,
        &format!(
            "dense<{}> : {builtin}",
            match (texts.as_slice(), shape.is_empty()) {
                ([], _) => String::new(),
                // A 0-d tensor: its one element.
                ([one], true) => one.clone(),
                _ => nest(&texts, &shape),
            }
        ),
    )
    .ok_or_else(|| b.error("cannot build the literal".into()))?;
    created(fe, "ts.literal", &[("value", attr)], shape, dtype, b.span)
}

/// `zeros` filled with the number `v` known only at run time, in the
/// dtype of `zeros`. Callers fill `zeros` with -0.0, the additive
/// identity (`+0.0 + -0.0` would lose the sign of a `-0.0`).
pub(crate) fn zeros_plus<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    zeros: Typed<'c, 'b>,
    v: Typed<'c, 'b>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let filled = binary_op(fe, "ts.add", zeros, v, span)?;
    cast_like(fe, filled, zeros, span)
}

/// `torch.tensor([a, b, ...])` with numbers known only at run time: each
/// element a one-element tensor (zeros plus it), concatenated and shaped.
/// The dtype is float32 if any element is a float, int64 if all are ints,
/// bool if all are bools, unless one is given.
fn tensor_of_values<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    shape: &[i64],
    elems: Vec<(Typed<'c, 'b>, Span)>,
) -> Emit<Emitted<'c, 'b>> {
    let mut values = Vec::new();
    for (v, span) in elems {
        if !v.ty.is_scalar() {
            return Err(Diagnostic::error(
                format!(
                    "tensor(): an element must be a number or bool, not {}",
                    v.ty
                ),
                span,
            ));
        }
        values.push(v);
    }
    let dtype = b
        .dtype("dtype")
        .unwrap_or(if values.iter().all(|v| v.ty == ScriptType::Bool) {
            Dtype::Bool
        } else if values.iter().any(|v| v.ty == ScriptType::Float) {
            Dtype::Float32
        } else {
            Dtype::Int64
        });
    let mut parts = Vec::new();
    for v in values {
        // A float goes through a float32 tensor, as in TorchScript (see
        // `tensor_literal`).
        let made = match v.ty {
            ScriptType::Float => Dtype::Float32,
            _ => dtype,
        };
        let Emitted::One(zero) = created(
            fe,
            "ts.full",
            &[
                ("shape", i64s_attr(fe, &[1])),
                ("value", f64_attr(fe, -0.0)),
            ],
            vec![1],
            made,
            b.span,
        )?
        else {
            unreachable!("one tensor")
        };
        let part = zeros_plus(fe, zero, v, b.span)?;
        parts.push(match made == dtype {
            true => part.value,
            false => super::cast(fe, part, dtype, b.span)?.value,
        });
    }
    let flat = fe.tensor_op("ts.cat", &parts, &[("dim", fe.int_attr(0))], b.span)?;
    let shaped = fe.tensor_op(
        "ts.reshape",
        &[flat.value],
        &[("shape", i64s_attr(fe, shape))],
        b.span,
    )?;
    Ok(Emitted::One(shaped))
}

/// `torch.tensor(xs)` of a list known only at run time (`List[int]`,
/// `List[List[float]]`, ...): a tensor with one run-time size per level of
/// nesting, read from the list when the call runs (`ts.list_to_tensor`).
/// The dtype is the one given, else int64, float32 or bool by the
/// elements' type.
fn tensor_of_list<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    list: Typed<'c, 'b>,
    span: Span,
) -> Emit<Emitted<'c, 'b>> {
    let mut rank = 0;
    let mut ty = list.ty;
    while let ScriptType::List(crate::script_type::ValueType::One(inner)) = ty {
        rank += 1;
        ty = *inner;
    }
    let default = match ty {
        ScriptType::Int => Dtype::Int64,
        ScriptType::Float => Dtype::Float32,
        ScriptType::Bool => Dtype::Bool,
        _ => {
            return Err(Diagnostic::error(
                format!(
                    "tensor(): a list of numbers or bools (nested or not) was expected, not {}",
                    list.ty
                ),
                span,
            ))
        }
    };
    if rank > 2 {
        return Err(Diagnostic::error(
            "tensor() of a list nested more than two deep known only at run time is not supported yet",
            span,
        ));
    }
    let dtype = b.dtype("dtype").unwrap_or(default);
    // Floats go through a float32 tensor, as in TorchScript (see
    // `tensor_literal`).
    let made_dtype = match ty {
        ScriptType::Float => Dtype::Float32,
        _ => dtype,
    };
    let t = TensorType::new(vec![ts_dialect::DYNAMIC; rank], made_dtype).to_mlir(fe.ctx);
    let made = Typed {
        value: fe.emit_op("ts.list_to_tensor", &[list.value], t, &[], b.span)?,
        ty: ScriptType::Tensor,
    };
    Ok(Emitted::One(match dtype == made_dtype {
        true => made,
        false => super::cast(fe, made, dtype, b.span)?,
    }))
}

/// `[[a, b], [c, d]]` text of flat `items` with `shape`.
pub(crate) fn nest(items: &[String], shape: &[i64]) -> String {
    if shape.len() <= 1 {
        return format!("[{}]", items.join(", "));
    }
    let chunk = items.len() / shape[0].max(1) as usize;
    let parts: Vec<String> = items
        .chunks(chunk.max(1))
        .map(|c| nest(c, &shape[1..]))
        .collect();
    format!("[{}]", parts.join(", "))
}
