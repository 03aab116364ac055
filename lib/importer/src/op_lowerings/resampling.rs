//! `F.interpolate` → `ts.interpolate`: PyTorch's argument rules (one of
//! `size` and `scale_factor`; `align_corners` only for the linear modes;
//! the mode fixes how many dims are resampled).

use super::*;
use melior::ir::attribute::{ArrayAttribute, StringAttribute};

pub(crate) fn interpolate<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("input")?;
    let mode = b.string("mode").unwrap_or_else(|| "nearest".into());
    // The linear modes name their number of spatial dims.
    let (kind, spatial) = match mode.as_str() {
        "nearest" => ("nearest", None),
        "linear" => ("linear", Some(1)),
        "bilinear" => ("linear", Some(2)),
        "trilinear" => ("linear", Some(3)),
        other => {
            return Err(b.error(format!(
                "mode '{other}' is not supported (nearest, linear, bilinear, trilinear)"
            )))
        }
    };
    let align_corners = match b.get("align_corners") {
        Arg::Bool(v) => Some(*v),
        _ => None,
    };
    if kind == "nearest" && align_corners.is_some() {
        return Err(b.error("align_corners option can only be set with the interpolating modes: linear | bilinear | bicubic | trilinear".into()));
    }
    if b.flag("antialias") {
        return Err(b.error("antialias=True is not supported yet".into()));
    }
    if matches!(b.get("recompute_scale_factor"), Arg::Bool(true)) {
        return Err(b.error("recompute_scale_factor=True is not supported yet".into()));
    }
    let size = b.ints("size");
    let scales = match b.get("scale_factor") {
        Arg::Literal(e) if !matches!(e.kind, ts_frontend::ast::ExprKind::None) => {
            Some(scale_factors(e).ok_or_else(|| {
                Diagnostic::error(
                    "interpolate(): scale_factor must be a number literal or a list of them",
                    e.span,
                )
            })?)
        }
        _ => None,
    };
    let (size, scales) = match (size, scales) {
        (Some(_), Some(_)) => {
            return Err(b.error("only one of size or scale_factor should be defined".into()))
        }
        (None, None) => return Err(b.error("either size or scale_factor should be defined".into())),
        (Some(s), None) => (spread(b, &mode, spatial, s)?, vec![]),
        (None, Some(f)) => (vec![], spread(b, &mode, spatial, f)?),
    };
    let scales: Vec<Attribute> = scales.iter().map(|&s| f64_attr(fe, s)).collect();
    let attrs = [
        ("mode", StringAttribute::new(fe.ctx, kind).into()),
        (
            "align_corners",
            bool_attr(fe, align_corners.unwrap_or(false)),
        ),
        ("output_size", i64s_attr(fe, &size)),
        ("scales", ArrayAttribute::new(fe.ctx, &scales).into()),
    ];
    Ok(Emitted::One(fe.tensor_op(
        "ts.interpolate",
        &[x.value],
        &attrs,
        b.span,
    )?))
}

/// One size or scale stands for every spatial dim (`spatial`, when the
/// mode fixes it).
fn spread<T: Copy>(b: &Bound, mode: &str, spatial: Option<usize>, v: Vec<T>) -> Emit<Vec<T>> {
    match spatial {
        Some(n) if v.len() == 1 => Ok(vec![v[0]; n]),
        Some(n) if v.len() != n => Err(b.error(format!(
            "{mode} mode resamples {n} dim(s), but {} sizes or scale factors are given",
            v.len()
        ))),
        _ => Ok(v),
    }
}

/// `2.0`, `2`, `[2.0, 1.5]`, `(2, 3)`.
fn scale_factors(e: &Expr) -> Option<Vec<f64>> {
    match &e.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().map(literal_float).collect(),
        _ => literal_float(e).map(|v| vec![v]),
    }
}
