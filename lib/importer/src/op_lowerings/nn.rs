//! Lowerings of neural-net ops: matmul forms, linear, addmm, layer_norm,
//! batch_norm, norm, convolution, pooling, embedding.

use super::*;

pub(crate) fn matmul<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let params = op_schema::parse(lookup_schema(&b.op)).params;
    let (x, y) = (b.tensor(&params[0].name)?, b.tensor(&params[1].name)?);
    Ok(Emitted::One(binary_op(fe, "ts.matmul", x, y, b.span)?))
}

pub(crate) fn lookup_schema(op: &str) -> &'static str {
    OPS.iter()
        .find(|d| op_schema::parse(d.schema).name == op)
        .map(|d| d.schema)
        .unwrap_or("x()")
}

pub(crate) fn transposed<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    a: i64,
    b: i64,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    fe.tensor_op(
        "ts.transpose",
        &[x.value],
        &[("dim0", fe.int_attr(a)), ("dim1", fe.int_attr(b))],
        span,
    )
}

pub(crate) fn linear<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, w) = (b.tensor("input")?, b.tensor("weight")?);
    let wt = transposed(fe, w, 0, -1, b.span)?;
    let mut y = binary_op(fe, "ts.matmul", x, wt, b.span)?;
    if let Some(bias) = b.opt_tensor("bias")? {
        y = binary_op(fe, "ts.add", y, bias, b.span)?;
    }
    Ok(Emitted::One(y))
}

pub(crate) fn addmm<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (s, m1, m2) = (b.tensor("self")?, b.tensor("mat1")?, b.tensor("mat2")?);
    let (beta, alpha) = (
        b.float("beta").unwrap_or(1.0),
        b.float("alpha").unwrap_or(1.0),
    );
    let mut p = binary_op(fe, "ts.matmul", m1, m2, b.span)?;
    if alpha != 1.0 {
        let a = scalar(fe, alpha, b.span)?;
        p = binary_op(fe, "ts.mul", p, a, b.span)?;
    }
    let mut base = s;
    if beta != 1.0 {
        let c = scalar(fe, beta, b.span)?;
        base = binary_op(fe, "ts.mul", s, c, b.span)?;
    }
    Ok(Emitted::One(binary_op(fe, "ts.add", base, p, b.span)?))
}

pub(crate) fn layer_norm<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("input")?;
    // Only how many trailing dims are normalized matters here (sizes known
    // only once shapes are count too: `[x.size(-1)]`).
    let n = b.sym_ints("normalized_shape").map_or(0, |(s, _)| s.len()) as i64;
    if n == 0 {
        return Err(b.error("normalized_shape must not be empty".into()));
    }
    let dims: Vec<i64> = (-n..0).collect();
    let mean = reduce_op(fe, "ts.mean", x, Some(dims.clone()), true, b.span)?;
    let attrs = [
        ("keepdim", bool_attr(fe, true)),
        ("correction", f64_attr(fe, 0.0)),
        ("dims", i64s_attr(fe, &dims)),
    ];
    let var = fe.tensor_op("ts.var", &[x.value], &attrs, b.span)?;
    let eps = scalar(fe, b.float("eps").unwrap_or(1e-5), b.span)?;
    let centered = binary_op(fe, "ts.sub", x, mean, b.span)?;
    let denom = binary_op(fe, "ts.add", var, eps, b.span)?;
    let inv = fe.tensor_op("ts.rsqrt", &[denom.value], &[], b.span)?;
    let mut y = binary_op(fe, "ts.mul", centered, inv, b.span)?;
    if let Some(w) = b.opt_tensor("weight")? {
        y = binary_op(fe, "ts.mul", y, w, b.span)?;
    }
    if let Some(bias) = b.opt_tensor("bias")? {
        y = binary_op(fe, "ts.add", y, bias, b.span)?;
    }
    Ok(Emitted::One(y))
}

/// An int-list argument expanded to `n` values (`stride=2` → [2, 2]).
pub(crate) fn spatial(b: &Bound, name: &str, n: usize, default: i64) -> Emit<Vec<i64>> {
    let v = b.ints(name).unwrap_or_else(|| vec![default]);
    match v.len() {
        1 => Ok(vec![v[0]; n]),
        len if len == n => Ok(v),
        len => Err(b.error(format!("'{name}' needs 1 or {n} values, got {len}"))),
    }
}

pub(crate) fn conv<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    n: usize,
) -> Emit<Emitted<'c, 'b>> {
    let (x, w) = (b.tensor("input")?, b.tensor("weight")?);
    let stride = spatial(b, "stride", n, 1)?;
    let dilation = spatial(b, "dilation", n, 1)?;
    let mut attrs = vec![
        ("stride", i64s_attr(fe, &stride)),
        ("dilation", i64s_attr(fe, &dilation)),
        ("groups", fe.int_attr(b.int("groups").unwrap_or(1))),
    ];
    match b.string("padding").as_deref() {
        Some("valid") => attrs.push(("padding", i64s_attr(fe, &vec![0; n]))),
        Some("same") => {
            if stride.iter().any(|&s| s != 1) {
                return Err(
                    b.error("padding='same' is not supported for strided convolutions".into())
                );
            }
            attrs.push(("padding", i64s_attr(fe, &vec![0; n])));
            attrs.push(("padding_same", Attribute::unit(fe.ctx)));
        }
        Some(other) => {
            return Err(b.error(format!(
                "padding must be 'valid', 'same' or integers, got '{other}'"
            )))
        }
        None => attrs.push(("padding", i64s_attr(fe, &spatial(b, "padding", n, 0)?))),
    }
    let mut operands = vec![x.value, w.value];
    if let Some(bias) = b.opt_tensor("bias")? {
        operands.push(bias.value);
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.convolution",
        &operands,
        &attrs,
        b.span,
    )?))
}

via!(conv1d, conv, 1);

via!(conv2d, conv, 2);

via!(conv3d, conv, 3);

pub(crate) fn pool<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    n: usize,
    is_max: bool,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("input")?;
    let kernel = spatial(b, "kernel_size", n, 1)?;
    // PyTorch: the stride defaults to the kernel size.
    let stride = if b.ints("stride").is_some() {
        spatial(b, "stride", n, 1)?
    } else {
        kernel.clone()
    };
    let mut attrs = vec![
        ("kernel", i64s_attr(fe, &kernel)),
        ("stride", i64s_attr(fe, &stride)),
        ("padding", i64s_attr(fe, &spatial(b, "padding", n, 0)?)),
        ("ceil_mode", bool_attr(fe, b.flag("ceil_mode"))),
    ];
    let name = if is_max {
        if b.flag("return_indices") {
            return Err(b.error("return_indices=True is not supported yet".into()));
        }
        attrs.push(("dilation", i64s_attr(fe, &spatial(b, "dilation", n, 1)?)));
        "ts.max_pool"
    } else {
        if let Some(d) = b.int("divisor_override") {
            if d == 0 {
                return Err(b.error("divisor must be not zero".into()));
            }
            attrs.push(("divisor_override", fe.int_attr(d)));
        }
        attrs.push((
            "count_include_pad",
            bool_attr(fe, !matches!(b.get("count_include_pad"), Arg::Bool(false))),
        ));
        "ts.avg_pool"
    };
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value],
        &attrs,
        b.span,
    )?))
}

via!(max_pool1d, pool, 1, true);

via!(max_pool2d, pool, 2, true);

via!(avg_pool1d, pool, 1, false);

via!(avg_pool2d, pool, 2, false);

via!(max_pool3d, pool, 3, true);

via!(avg_pool3d, pool, 3, false);

pub(crate) fn adaptive<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    n: usize,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("input")?;
    let size = spatial(b, "output_size", n, 1)?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.adaptive_avg_pool",
        &[x.value],
        &[("output_size", i64s_attr(fe, &size))],
        b.span,
    )?))
}

via!(adaptive_avg_pool1d, adaptive, 1);

via!(adaptive_avg_pool2d, adaptive, 2);

via!(adaptive_avg_pool3d, adaptive, 3);

pub(crate) fn embedding<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (index, weight) = (b.tensor("input")?, b.tensor("weight")?);
    Ok(Emitted::One(fe.tensor_op(
        "ts.embedding",
        &[weight.value, index.value],
        &[],
        b.span,
    )?))
}

/// `norm`: sqrt(sum(x²)) for p = 2, sum(|x|) for p = 1, else
/// sum(|x|^p)^(1/p).
pub(crate) fn norm<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    // `torch.linalg.vector_norm` spells `p` `ord`.
    let p = b.float("p").or_else(|| b.float("ord")).unwrap_or(2.0);
    let (dims, keepdim) = (b.ints("dim"), b.flag("keepdim"));
    Ok(Emitted::One(p_norm(fe, x, p, dims, keepdim, b.span)?))
}

/// The p-norm of `x` over `dims` (all when `None`).
fn p_norm<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    p: f64,
    dims: Option<Vec<i64>>,
    keepdim: bool,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let a = fe.tensor_op("ts.abs", &[x.value], &[], span)?;
    if p == f64::INFINITY {
        reduce_op(fe, "ts.amax", a, dims, keepdim, span)
    } else if p == 0.0 {
        // The number of non-zero entries (sign(|x|) is 1 or 0 in x's dtype).
        let nonzero = fe.tensor_op("ts.sign", &[a.value], &[], span)?;
        reduce_op(fe, "ts.sum", nonzero, dims, keepdim, span)
    } else if p == 1.0 {
        reduce_op(fe, "ts.sum", a, dims, keepdim, span)
    } else if p == 2.0 {
        let sq = binary_op(fe, "ts.mul", x, x, span)?;
        let s = reduce_op(fe, "ts.sum", sq, dims, keepdim, span)?;
        fe.tensor_op("ts.sqrt", &[s.value], &[], span)
    } else {
        let pv = scalar(fe, p, span)?;
        let powed = binary_op(fe, "ts.pow", a, pv, span)?;
        let s = reduce_op(fe, "ts.sum", powed, dims, keepdim, span)?;
        let inv = scalar(fe, 1.0 / p, span)?;
        binary_op(fe, "ts.pow", s, inv, span)
    }
}

/// `cdist(x1, x2, p)`: the p-norm distance between each row of `x1`
/// (`[..., P, M]`) and each row of `x2` (`[..., R, M]`), as `[..., P, R]`:
/// the norm of `x1.unsqueeze(-2) - x2.unsqueeze(-3)` over the last dim.
pub(crate) fn cdist<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x1, x2) = (b.tensor("x1")?, b.tensor("x2")?);
    let p = b.float("p").unwrap_or(2.0);
    if p < 0.0 || p.is_nan() {
        return Err(b.error(format!(
            "cdist only supports non-negative p values, got {p}"
        )));
    }
    let unsqueezed = |fe: &mut FunctionEmitter<'c, 'b, '_, '_>, x: Typed<'c, 'b>, dim: i64| {
        fe.tensor_op(
            "ts.unsqueeze",
            &[x.value],
            &[("dim", fe.int_attr(dim))],
            b.span,
        )
    };
    let (a, c) = (unsqueezed(fe, x1, -2)?, unsqueezed(fe, x2, -3)?);
    let diff = binary_op(fe, "ts.sub", a, c, b.span)?;
    Ok(Emitted::One(p_norm(
        fe,
        diff,
        p,
        Some(vec![-1]),
        false,
        b.span,
    )?))
}

/// `F.normalize`: x / max(‖x‖_p over `dim`, eps).
pub(crate) fn normalize<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("input")?;
    let p = b.float("p").unwrap_or(2.0);
    let dim = b.int("dim").unwrap_or(1);
    let eps = b.float("eps").unwrap_or(1e-12);
    let n = p_norm(fe, x, p, Some(vec![dim]), true, b.span)?;
    let attrs = [
        ("min", f64_attr(fe, eps)),
        ("float_bounds", BoolAttribute::new(fe.ctx, true).into()),
    ];
    let denom = fe.tensor_op("ts.clamp", &[n.value], &attrs, b.span)?;
    Ok(Emitted::One(binary_op(fe, "ts.div", x, denom, b.span)?))
}

/// Inference batch norm: `x * scale[c] + shift[c]` with
/// scale = weight / sqrt(var + eps) and shift = bias - mean * scale.
pub(crate) fn batch_norm<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    if b.flag("training") {
        return Err(b.error(
            "training-mode batch_norm is not supported (the compiler targets inference)".into(),
        ));
    }
    let (x, mean, var) = (
        b.tensor("input")?,
        b.tensor("running_mean")?,
        b.tensor("running_var")?,
    );
    let eps = scalar(fe, b.float("eps").unwrap_or(1e-5), b.span)?;
    let denom = binary_op(fe, "ts.add", var, eps, b.span)?;
    let mut scale = fe.tensor_op("ts.rsqrt", &[denom.value], &[], b.span)?;
    if let Some(w) = b.opt_tensor("weight")? {
        scale = binary_op(fe, "ts.mul", scale, w, b.span)?;
    }
    let ms = binary_op(fe, "ts.mul", mean, scale, b.span)?;
    let shift = match b.opt_tensor("bias")? {
        Some(bias) => binary_op(fe, "ts.sub", bias, ms, b.span)?,
        None => fe.tensor_op("ts.neg", &[ms.value], &[], b.span)?,
    };
    Ok(Emitted::One(fe.tensor_op(
        "ts.channel_affine",
        &[x.value, scale.value, shift.value],
        &[],
        b.span,
    )?))
}

/// `torch.einsum(equation, a, b, ...)`; the equation must be known at
/// compile time (it decides the loops).
pub(crate) fn einsum<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let equation = b
        .string("equation")
        .ok_or_else(|| b.error("einsum(): the equation must be a string literal".into()))?;
    let values: Vec<_> = b.tensors("tensors")?.iter().map(|t| t.value).collect();
    if values.is_empty() {
        return Err(b.error("einsum(): must provide at least one operand".into()));
    }
    let attr = melior::ir::attribute::StringAttribute::new(fe.ctx, &equation).into();
    Ok(Emitted::One(fe.tensor_op(
        "ts.einsum",
        &values,
        &[("equation", attr)],
        b.span,
    )?))
}

/// `cosine_similarity(x1, x2, dim, eps)`: `sum(x1 * x2) / sqrt(max(sum(x1²)
/// sum(x2²), eps²))` along `dim`, as PyTorch computes it.
pub(crate) fn cosine_similarity<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, y) = (b.tensor("x1")?, b.tensor("x2")?);
    let dim = Some(vec![b.int("dim").unwrap_or(1)]);
    let eps = b.float("eps").unwrap_or(1e-8);
    let span = b.span;
    // Both broadcast first, as ATen does: a norm counts every repeat.
    let (x, y) = (
        super::broadcast_like(fe, x, y, span)?,
        super::broadcast_like(fe, y, x, span)?,
    );
    let dot = reduce_op(
        fe,
        "ts.sum",
        binary_op(fe, "ts.mul", x, y, span)?,
        dim.clone(),
        false,
        span,
    )?;
    let xx = reduce_op(
        fe,
        "ts.sum",
        binary_op(fe, "ts.mul", x, x, span)?,
        dim.clone(),
        false,
        span,
    )?;
    let yy = reduce_op(
        fe,
        "ts.sum",
        binary_op(fe, "ts.mul", y, y, span)?,
        dim,
        false,
        span,
    )?;
    let attrs = [
        ("min", f64_attr(fe, eps * eps)),
        ("float_bounds", BoolAttribute::new(fe.ctx, true).into()),
    ];
    let prod = binary_op(fe, "ts.mul", xx, yy, span)?;
    let floor = fe.tensor_op("ts.clamp", &[prod.value], &attrs, span)?;
    let norm = fe.tensor_op("ts.sqrt", &[floor.value], &[], span)?;
    Ok(Emitted::One(binary_op(fe, "ts.div", dot, norm, span)?))
}
