//! Random tensors: `rand`/`randn` and their `_like` forms, `randint`, and
//! `manual_seed`. Each draw takes the runtime generator's next key
//! (`ts.runtime_mutate "random_key"`, see `ts_rt::random_state`) and
//! `ts.random` computes its elements from that key, so every draw — in a
//! loop, on every call — gets fresh values that `torch.manual_seed`
//! reproduces. The composites (`bernoulli`, `normal`, `multinomial`,
//! `randperm`, training-mode dropout, `x.uniform_()` and the other
//! in-place fills) are decompositions (`decompositions.py`) over these.

use super::*;

/// Uniform [0, 1) (`normal` false) or standard normal values shaped like
/// `like`, in `dtype` (`like`'s when `None`).
pub(crate) fn random_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    like: Typed<'c, 'b>,
    dtype: Option<Dtype>,
    normal: bool,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let key = fe.runtime_mutate("random_key", &[], ScriptType::Int, span)?;
    let attrs = [("normal", bool_attr(fe, normal))];
    match dtype {
        Some(d) => typed_op(fe, "ts.random", &[key, like], &attrs, d, span),
        None => fe.tensor_op("ts.random", &[key.value, like.value], &attrs, span),
    }
}

fn float_dtype(b: &Bound, dtype: Option<Dtype>) -> Emit<Option<Dtype>> {
    match dtype {
        Some(d) if !d.is_float() => {
            Err(b.error(format!("dtype must be a floating-point type, got {d}")))
        }
        d => Ok(d),
    }
}

/// `torch.rand(size)` / `torch.randn(size)`: sizes may be values known
/// once shapes are (`torch.rand(x.size(0), 4)`, `torch.rand(x.shape)`).
fn random_sized<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    normal: bool,
) -> Emit<Emitted<'c, 'b>> {
    let dtype = float_dtype(b, b.dtype("dtype"))?.unwrap_or(Dtype::Float32);
    let Emitted::One(like) = full_of(fe, b, 0.0, dtype)? else {
        unreachable!("full_of makes one tensor")
    };
    Ok(Emitted::One(random_like(
        fe,
        like,
        Some(dtype),
        normal,
        b.span,
    )?))
}

via!(rand, random_sized, false);

via!(randn, random_sized, true);

/// `torch.rand_like(x)` / `torch.randn_like(x)`: `x`'s shape and dtype
/// (or `dtype`).
fn random_of_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    normal: bool,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let dtype = float_dtype(b, b.dtype("dtype"))?;
    Ok(Emitted::One(random_like(fe, x, dtype, normal, b.span)?))
}

via!(rand_like, random_of_like, false);

via!(randn_like, random_of_like, true);

/// `torch.randint(high, size)` / `torch.randint(low, high, size)`: ints
/// uniform in [low, high), int64 unless `dtype` says otherwise.
pub(crate) fn randint<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let single = |name: &str| match b.ints(name).as_deref() {
        Some([v]) => Some(*v),
        _ => None,
    };
    // The two overloads: (high, size) and (low, high, size); `size` by
    // keyword after one int is the first (`randint(5, size=(2, 3))`).
    let (low, high, size) = match (b.ints("size"), single("low"), single("high")) {
        (Some(size), Some(low), Some(high)) => (low, high, size),
        (Some(size), None, Some(high)) | (Some(size), Some(high), None) => (0, high, size),
        (None, Some(high), _) if b.ints("high").is_some() => {
            (0, high, b.ints("high").unwrap_or_default())
        }
        _ => return Err(b.error("expects `high` and `size`".into())),
    };
    int_bounds(b, low, high)?;
    if size.iter().any(|&d| d < 0) {
        return Err(b.error(format!("negative size in {size:?}")));
    }
    let dtype = b.dtype("dtype").unwrap_or(Dtype::Int64);
    let like = full_sized(fe, &size, &[], 0.0, Dtype::Float64, b.span)?;
    let u = random_like(fe, like, Some(Dtype::Float64), false, b.span)?;
    Ok(Emitted::One(uniform_ints(fe, u, low, high, dtype, b.span)?))
}

/// PyTorch's error for an empty range of ints.
fn int_bounds(b: &Bound, low: i64, high: i64) -> Emit<()> {
    if high <= low {
        return Err(b.error(format!(
            "random_ expects 'from' to be less than 'to', but got from={low} >= to={high}"
        )));
    }
    Ok(())
}

/// `low + floor(u * (high - low))` in `dtype`, for `u` uniform in [0, 1).
fn uniform_ints<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    u: Typed<'c, 'b>,
    low: i64,
    high: i64,
    dtype: Dtype,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let width = fe.constant(ScriptType::Float, (high - low) as f64, 0, span)?;
    let scaled = binary_op(fe, "ts.mul", u, width, span)?;
    let floored = fe.tensor_op("ts.floor", &[scaled.value], &[], span)?;
    let low = fe.constant(ScriptType::Float, low as f64, 0, span)?;
    let shifted = binary_op(fe, "ts.add", floored, low, span)?;
    cast(fe, shifted, dtype, span)
}

/// `torch.randint_like(x, high)` / `torch.randint_like(x, low, high)`:
/// `x`'s shape and dtype (or `dtype`).
pub(crate) fn randint_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let (low, high) = match (b.int("low"), b.int("high")) {
        (Some(low), Some(high)) => (low, high),
        (Some(high), None) => (0, high),
        _ => return Err(b.error("expects `high`".into())),
    };
    int_bounds(b, low, high)?;
    let u = random_like(fe, x, Some(Dtype::Float64), false, b.span)?;
    let r = uniform_ints(fe, u, low, high, Dtype::Float64, b.span)?;
    Ok(Emitted::One(match b.dtype("dtype") {
        Some(d) => cast(fe, r, d, b.span)?,
        None => cast_like(fe, r, x, b.span)?,
    }))
}

/// `torch.manual_seed(k)`: the generator starts again from k's first
/// draw (k may be known only at run time).
pub(crate) fn manual_seed<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let seed = match b.get("seed") {
        Arg::Value(v, _) if v.ty == ScriptType::Int => *v,
        _ => fe.constant(ScriptType::Int, 0.0, required(b, "seed")?, b.span)?,
    };
    fe.runtime_mutate("manual_seed", &[seed], ScriptType::Int, b.span)?;
    Ok(Emitted::One(fe.constant_none(b.span)?))
}
