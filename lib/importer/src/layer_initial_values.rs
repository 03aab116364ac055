//! The tensors a `torch.nn` layer's constructor fills deterministically:
//! a normalization's `weight` (ones) and `bias` (zeros), a batch norm's
//! running statistics, `PReLU`'s slopes, a loss's given `weight`. Where
//! the weights file has none, the module computes them (as a freshly
//! constructed PyTorch module holds them); the random ones (a `Linear`'s
//! weight) still come from the file.

use crate::module_classes::dotted_expr;
use crate::module_layers::{ctor_arg, ctor_value, nn_constructor};
use ts_frontend::ast::{Expr, ExprKind, Keyword};

/// The deterministic tensors of the layer `constructor` makes (a call of a
/// `torch.nn` class, its arguments literals), by name within the layer.
pub(crate) fn layer_initial_values(constructor: &Expr) -> Vec<(&'static str, Expr)> {
    let Some((class, args, keywords)) = nn_constructor(constructor) else {
        return vec![];
    };
    let span = constructor.span;
    let arg = |i: usize, name: &str| ctor_value(args, keywords, i, name).cloned();
    // `torch.<f>(<size>, dtype=...)` with the layer's dtype, if it has one.
    let filled = |f: &str, size: Expr| {
        let mut kw: Vec<Keyword> = keywords
            .iter()
            .filter(|k| k.name.as_ref().is_some_and(|(n, _)| n == "dtype"))
            .cloned()
            .collect();
        kw.iter_mut().for_each(|k| k.span = span);
        Expr::new(
            ExprKind::Call {
                func: Box::new(dotted_expr(f, span)),
                args: vec![size],
                keywords: kw,
            },
            span,
        )
    };
    let ones = |size: &Expr| filled("torch.ones", size.clone());
    let zeros = |size: &Expr| filled("torch.zeros", size.clone());
    let off = |i: usize, name: &str| {
        ctor_arg(args, keywords, i, name).is_some_and(|e| matches!(e.kind, ExprKind::Bool(false)))
    };
    let on = |i: usize, name: &str| {
        ctor_arg(args, keywords, i, name).is_some_and(|e| matches!(e.kind, ExprKind::Bool(true)))
    };
    // An affine normalization's weight and bias over `size`.
    let affine = |size: &Expr, with_bias: bool| {
        let mut out = vec![("weight", ones(size))];
        if with_bias {
            out.push(("bias", zeros(size)));
        }
        out
    };
    match class.as_str() {
        "LayerNorm" => match arg(0, "normalized_shape") {
            Some(shape) if !off(2, "elementwise_affine") => affine(&shape, !off(3, "bias")),
            _ => vec![],
        },
        "RMSNorm" => match arg(0, "normalized_shape") {
            Some(shape) if !off(2, "elementwise_affine") => affine(&shape, false),
            _ => vec![],
        },
        "GroupNorm" => match arg(1, "num_channels") {
            Some(c) if !off(3, "affine") => affine(&c, true),
            _ => vec![],
        },
        "InstanceNorm1d" | "InstanceNorm2d" | "InstanceNorm3d" => match arg(0, "num_features") {
            Some(c) if on(3, "affine") => affine(&c, true),
            _ => vec![],
        },
        "BatchNorm1d" | "BatchNorm2d" | "BatchNorm3d" => {
            let Some(c) = arg(0, "num_features") else {
                return vec![];
            };
            let mut out = vec![];
            if !off(4, "track_running_stats") {
                out.push(("running_mean", zeros(&c)));
                out.push(("running_var", ones(&c)));
            }
            if !off(3, "affine") {
                out.extend(affine(&c, true));
            }
            out
        }
        "PReLU" => {
            let n = arg(0, "num_parameters").unwrap_or(Expr::new(ExprKind::Int(1), span));
            let init = arg(1, "init").unwrap_or(Expr::new(ExprKind::Float(0.25), span));
            let size = Expr::new(ExprKind::List(vec![n]), span);
            let mut full = filled("torch.full", size);
            if let ExprKind::Call { args, .. } = &mut full.kind {
                args.push(init);
            }
            vec![("weight", full)]
        }
        "Embedding.from_pretrained" => arg(0, "embeddings")
            .map(|e| ("weight", e))
            .into_iter()
            .collect(),
        // A loss's class weights are the tensor given.
        _ if class.ends_with("Loss") => {
            let mut out: Vec<_> = arg(0, "weight")
                .map(|w| ("weight", w))
                .into_iter()
                .collect();
            if class == "BCEWithLogitsLoss" {
                out.extend(arg(4, "pos_weight").map(|w| ("pos_weight", w)));
            }
            out
        }
        _ => vec![],
    }
}
