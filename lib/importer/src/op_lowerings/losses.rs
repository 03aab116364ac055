//! Loss functions (`F.cross_entropy`, `F.nll_loss`, `F.mse_loss`, ...),
//! decomposed into ts ops with PyTorch's formulas: `reduction` is
//! 'mean', 'sum' or 'none'; class targets are int tensors, with
//! `ignore_index` entries left out of both the sum and the mean's divisor.

use super::*;
use ts_frontend::ast::BinaryOp;

/// Emits ts ops for one loss at one call site.
struct Loss<'x, 'c, 'b, 'i, 'm> {
    fe: &'x mut FunctionEmitter<'c, 'b, 'i, 'm>,
    span: Span,
}

impl<'c, 'b> Loss<'_, 'c, 'b, '_, '_> {
    fn op(&self, name: &str, x: Typed<'c, 'b>) -> Emit<Typed<'c, 'b>> {
        self.fe.tensor_op(name, &[x.value], &[], self.span)
    }

    fn dim_op(&self, name: &str, x: Typed<'c, 'b>, dim: i64) -> Emit<Typed<'c, 'b>> {
        let attrs = [("dim", self.fe.int_attr(dim))];
        self.fe.tensor_op(name, &[x.value], &attrs, self.span)
    }

    fn bin(&self, name: &str, a: Typed<'c, 'b>, b: Typed<'c, 'b>) -> Emit<Typed<'c, 'b>> {
        binary_op(self.fe, name, a, b, self.span)
    }

    fn num(&self, v: f64) -> Emit<Typed<'c, 'b>> {
        scalar(self.fe, v, self.span)
    }

    fn int(&self, v: i64) -> Emit<Typed<'c, 'b>> {
        self.fe.constant(ScriptType::Int, 0.0, v, self.span)
    }

    fn sum(&self, x: Typed<'c, 'b>, dims: Option<Vec<i64>>) -> Emit<Typed<'c, 'b>> {
        reduce_op(self.fe, "ts.sum", x, dims, false, self.span)
    }

    /// `max(log(x), -100)`, as PyTorch clamps BCE's logs.
    fn clamped_log(&self, x: Typed<'c, 'b>) -> Emit<Typed<'c, 'b>> {
        let log = self.op("ts.log", x)?;
        let attrs = [
            ("min", f64_attr(self.fe, -100.0)),
            ("float_bounds", bool_attr(self.fe, true)),
        ];
        self.fe
            .tensor_op("ts.clamp", &[log.value], &attrs, self.span)
    }
}

/// The loss's reduction: `reduction`, or the one the deprecated
/// `size_average`/`reduce` pair names when either is given (each True when
/// not), as `torch.nn._reduction.legacy_get_string` decides.
fn reduction(b: &Bound) -> Emit<String> {
    let legacy = |name: &str| match b.get(name) {
        Arg::None => Ok(None),
        Arg::Bool(v) => Ok(Some(*v)),
        _ => Err(b.error(format!(
            "`{name}` must be True, False or None, known when the function is compiled"
        ))),
    };
    Ok(match (legacy("size_average")?, legacy("reduce")?) {
        (None, None) => b.string("reduction").unwrap_or_else(|| "mean".into()),
        (_, Some(false)) => "none".into(),
        (Some(false), _) => "sum".into(),
        _ => "mean".into(),
    })
}

/// Applies `reduction` to elementwise losses.
fn reduce<'c, 'b>(
    l: &Loss<'_, 'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    loss: Typed<'c, 'b>,
) -> Emit<Typed<'c, 'b>> {
    match reduction(b)?.as_str() {
        "none" => Ok(loss),
        "sum" => l.sum(loss, None),
        "mean" => reduce_op(l.fe, "ts.mean", loss, None, false, l.span),
        other => Err(b.error(format!(
            "{other} is not a valid value for reduction (use 'none', 'mean' or 'sum')"
        ))),
    }
}

/// Elementwise losses times the optional `weight`, reduced.
fn weighted<'c, 'b>(
    l: &Loss<'_, 'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    mut loss: Typed<'c, 'b>,
) -> Emit<Typed<'c, 'b>> {
    if let Some(w) = b.opt_tensor("weight")? {
        loss = l.bin("ts.mul", loss, w)?;
    }
    reduce(l, b, loss)
}

/// `(input - target)` after the loss-specific map `f`, reduced. F's
/// wrapper broadcasts input and target first, so a 0-d one promotes as a
/// dimensioned tensor (a float64 0-d target makes a float64 loss): the
/// difference is taken of both with a leading dim of 1, dropped after.
fn pointwise<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    f: impl Fn(&Loss<'_, 'c, 'b, '_, '_>, Typed<'c, 'b>) -> Emit<Typed<'c, 'b>>,
) -> Emit<Emitted<'c, 'b>> {
    let l = Loss { fe, span: b.span };
    let dim0 = [("dim", l.fe.int_attr(0))];
    let lifted = |t: Typed<'c, 'b>| l.fe.tensor_op("ts.unsqueeze", &[t.value], &dim0, l.span);
    let diff = l.bin(
        "ts.sub",
        lifted(b.tensor("input")?)?,
        lifted(b.tensor("target")?)?,
    )?;
    let diff = l.fe.tensor_op("ts.squeeze", &[diff.value], &dim0, l.span)?;
    let loss = f(&l, diff)?;
    Ok(Emitted::One(reduce(&l, b, loss)?))
}

pub(crate) fn mse_loss<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    pointwise(fe, b, |l, d| l.bin("ts.mul", d, d))
}

pub(crate) fn l1_loss<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    pointwise(fe, b, |l, d| l.op("ts.abs", d))
}

/// `smooth_l1_loss` (`beta`) and `huber_loss` (`delta`): quadratic below
/// the threshold, linear above; smooth L1 is Huber divided by beta.
fn quadratic_below<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    huber: bool,
) -> Emit<Emitted<'c, 'b>> {
    let t = b.float(if huber { "delta" } else { "beta" }).unwrap_or(1.0);
    if t < 0.0 || (huber && t == 0.0) {
        return Err(b.error(format!("the threshold must be positive, got {t}")));
    }
    let input = b.tensor("input")?;
    pointwise(fe, b, |l, d| {
        let a = l.op("ts.abs", d)?;
        if t == 0.0 {
            return Ok(a);
        }
        // smooth L1: 0.5 a² / t below t, a - 0.5 t above;
        // Huber: 0.5 a² below t, t (a - 0.5 t) above.
        let sq = l.bin("ts.mul", a, a)?;
        let quad = l.bin("ts.mul", sq, l.num(if huber { 0.5 } else { 0.5 / t })?)?;
        let lin = l.bin("ts.sub", a, l.num(0.5 * t)?)?;
        let lin = if huber {
            l.bin("ts.mul", lin, l.num(t)?)?
        } else {
            lin
        };
        let below = l.bin("ts.lt", a, l.num(t)?)?;
        let loss = l.fe.tensor_op(
            "ts.where",
            &[below.value, quad.value, lin.value],
            &[],
            l.span,
        )?;
        // ATen's huber_loss writes into a tensor like `input`: its dtype
        // (computed in the promoted one).
        match huber {
            true => cast_like(l.fe, loss, input, l.span),
            false => Ok(loss),
        }
    })
}

via!(smooth_l1_loss, quadratic_below, false);

via!(huber_loss, quadratic_below, true);

/// `-(t log x + (1 - t) log(1 - x))`, logs clamped at -100, times `weight`.
pub(crate) fn binary_cross_entropy<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let l = Loss { fe, span: b.span };
    let (x, t) = (b.tensor("input")?, b.tensor("target")?);
    let one = l.num(1.0)?;
    let log_x = l.clamped_log(x)?;
    let log_1mx = l.clamped_log(l.bin("ts.sub", one, x)?)?;
    let a = l.bin("ts.mul", t, log_x)?;
    let c = l.bin("ts.mul", l.bin("ts.sub", one, t)?, log_1mx)?;
    let loss = l.op("ts.neg", l.bin("ts.add", a, c)?)?;
    Ok(Emitted::One(weighted(&l, b, loss)?))
}

/// `(1 - t) x + (1 + (pw - 1) t) (log1p(exp(-|x|)) + max(-x, 0))`: the
/// stable form PyTorch uses.
pub(crate) fn binary_cross_entropy_with_logits<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let l = Loss { fe, span: b.span };
    let (x, t) = (b.tensor("input")?, b.tensor("target")?);
    let one = l.num(1.0)?;
    let neg_abs = l.op("ts.neg", l.op("ts.abs", x)?)?;
    let softplus = l.op("ts.log1p", l.op("ts.exp", neg_abs)?)?;
    let tail = l.bin("ts.add", softplus, l.op("ts.relu", l.op("ts.neg", x)?)?)?;
    let scaled_tail = match b.opt_tensor("pos_weight")? {
        Some(pw) => {
            let coef = l.bin("ts.mul", l.bin("ts.sub", pw, one)?, t)?;
            l.bin("ts.mul", l.bin("ts.add", coef, one)?, tail)?
        }
        None => tail,
    };
    let head = l.bin("ts.mul", l.bin("ts.sub", one, t)?, x)?;
    let loss = l.bin("ts.add", head, scaled_tail)?;
    Ok(Emitted::One(weighted(&l, b, loss)?))
}

/// The negative log-likelihood of `log_probs` ([N, C, ...], classes on
/// dim 1) at the int `target` ([N, ...]): per-element losses, and the
/// weights the mean divides by (0 where the target is `ignore_index`).
fn nll<'c, 'b>(
    l: &Loss<'_, 'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    log_probs: Typed<'c, 'b>,
) -> Emit<(Typed<'c, 'b>, Typed<'c, 'b>)> {
    let target = b.tensor("target")?;
    let ignore = l.int(b.int("ignore_index").unwrap_or(-100))?;
    let ignored = l.bin("ts.eq", target, ignore)?;
    // Ignored entries read class 0 (any valid index) and weigh 0.
    let zero = l.int(0)?;
    let safe = l.fe.tensor_op(
        "ts.where",
        &[ignored.value, zero.value, target.value],
        &[],
        l.span,
    )?;
    let index = l.dim_op("ts.unsqueeze", safe, 1)?;
    let picked = l.fe.tensor_op(
        "ts.gather",
        &[log_probs.value, index.value],
        &[("dim", l.fe.int_attr(1))],
        l.span,
    )?;
    let picked = l.dim_op("ts.squeeze", picked, 1)?;
    let kept = cast_like(l.fe, l.op("ts.logical_not", ignored)?, log_probs, l.span)?;
    let weights = match b.opt_tensor("weight")? {
        Some(w) => {
            // weight[safe] as an embedding of [C, 1] rows.
            let rows = l.dim_op("ts.unsqueeze", w, 1)?;
            let per =
                l.fe.tensor_op("ts.embedding", &[rows.value, safe.value], &[], l.span)?;
            let per = l.dim_op("ts.squeeze", per, -1)?;
            l.bin("ts.mul", per, kept)?
        }
        None => kept,
    };
    let loss = l.op("ts.neg", l.bin("ts.mul", picked, weights)?)?;
    Ok((loss, weights))
}

/// Reduces NLL-style losses: the mean divides by the summed weights.
fn reduce_weighted<'c, 'b>(
    l: &Loss<'_, 'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    loss: Typed<'c, 'b>,
    weights: Typed<'c, 'b>,
) -> Emit<Typed<'c, 'b>> {
    match reduction(b)?.as_str() {
        "mean" => l.bin("ts.div", l.sum(loss, None)?, l.sum(weights, None)?),
        _ => reduce(l, b, loss),
    }
}

pub(crate) fn nll_loss<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let l = Loss { fe, span: b.span };
    let (loss, weights) = nll(&l, b, b.tensor("input")?)?;
    Ok(Emitted::One(reduce_weighted(&l, b, loss, weights)?))
}

/// `nll_loss(log_softmax(input, 1), target)`, blended with the uniform
/// distribution's loss when `label_smoothing` is set.
pub(crate) fn cross_entropy<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let l = Loss { fe, span: b.span };
    let input = b.tensor("input")?;
    let log_probs = l.dim_op("ts.log_softmax", input, 1)?;
    let (loss, weights) = nll(&l, b, log_probs)?;
    let nll_loss = reduce_weighted(&l, b, loss, weights)?;
    let eps = b.float("label_smoothing").unwrap_or(0.0);
    if eps == 0.0 {
        return Ok(Emitted::One(nll_loss));
    }
    if !(0.0..=1.0).contains(&eps) {
        return Err(b.error(format!(
            "label_smoothing must be between 0.0 and 1.0, got {eps}"
        )));
    }
    if b.opt_tensor("weight")?.is_some() {
        return Err(b.error(
            "cross_entropy with both `weight` and `label_smoothing` is not supported".into(),
        ));
    }
    // Every class's loss, zero where the target is ignored (`weights` is
    // the kept mask without a class weight).
    let all = l.op("ts.neg", l.sum(log_probs, Some(vec![1]))?)?;
    let smooth = l.bin("ts.mul", all, weights)?;
    let smooth = reduce_weighted(&l, b, smooth, weights)?;
    let classes = shape_query(l.fe, "ts.size", input, Some(1), l.span)?;
    let eps_value = l.num(eps)?;
    let share = l.fe.binary(BinaryOp::Div, eps_value, classes, l.span)?;
    let a = l.bin("ts.mul", nll_loss, l.num(1.0 - eps)?)?;
    let c = l.bin("ts.mul", smooth, share)?;
    Ok(Emitted::One(l.bin("ts.add", a, c)?))
}
