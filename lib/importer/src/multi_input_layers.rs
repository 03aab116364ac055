//! The `torch.nn` layers whose forward takes several inputs and keywords
//! and returns a tuple: `MultiheadAttention`, `LSTM`, `GRU` and `RNN`.
//! Each is applied by a call of its TorchScript decomposition
//! (`torch._lstm_layer`, ... in `decompositions.py`) with the call's own
//! arguments, the layer's tensors as the list `weights` (in the state
//! dict's order) and its constructor's settings by keyword; evaluation
//! only, as every compiled module (no dropout).

use crate::module_layers::{ctor_arg, SubModule};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// A bool constructor argument (a literal), `default` when not given.
fn flag(
    args: &[Expr],
    keywords: &[Keyword],
    position: usize,
    name: &str,
    default: bool,
) -> Result<bool, Diagnostic> {
    match ctor_arg(args, keywords, position, name) {
        None => Ok(default),
        Some(Expr {
            kind: ExprKind::Bool(b),
            ..
        }) => Ok(*b),
        Some(e) => Err(Diagnostic::error(
            format!("`{name}` of this layer must be True or False, known when the module is read"),
            e.span,
        )),
    }
}

/// An int constructor argument (a literal), `default` when not given.
fn count(
    args: &[Expr],
    keywords: &[Keyword],
    position: usize,
    name: &str,
    default: Option<i64>,
    span: Span,
) -> Result<i64, Diagnostic> {
    match ctor_arg(args, keywords, position, name) {
        None => default.ok_or_else(|| {
            Diagnostic::error(format!("this layer needs its argument `{name}`"), span)
        }),
        Some(e) => crate::op_binding::literal_int(e).ok_or_else(|| {
            Diagnostic::error(
                format!("`{name}` of this layer must be an int known when the module is read"),
                e.span,
            )
        }),
    }
}

fn unsupported_setting(class: &str, what: &str, span: Span) -> Diagnostic {
    Diagnostic::error(format!("nn.{class} with {what} is not supported yet"), span)
}

fn bool_expr(b: bool) -> Expr {
    Expr::new(ExprKind::Bool(b), Span::default())
}

fn int_expr(i: i64) -> Expr {
    Expr::new(ExprKind::Int(i), Span::default())
}

/// The layer `class` (of `torch.nn`) constructed with `args`; `None` for
/// classes this file does not handle.
pub(crate) fn multi_input_layer(
    class: &str,
    args: &[Expr],
    keywords: &[Keyword],
    span: Span,
) -> Result<Option<SubModule>, Diagnostic> {
    match class {
        "MultiheadAttention" => multihead_attention(args, keywords, span).map(Some),
        "LSTM" | "GRU" | "RNN" => recurrent(class, args, keywords, span).map(Some),
        _ => Ok(None),
    }
}

/// `nn.MultiheadAttention(embed_dim, num_heads, dropout=0.0, bias=True,
/// add_bias_kv=False, add_zero_attn=False, kdim=None, vdim=None,
/// batch_first=False)`.
fn multihead_attention(
    args: &[Expr],
    keywords: &[Keyword],
    span: Span,
) -> Result<SubModule, Diagnostic> {
    let class = "MultiheadAttention";
    count(args, keywords, 0, "embed_dim", None, span)?;
    let heads = count(args, keywords, 1, "num_heads", None, span)?;
    let bias = flag(args, keywords, 3, "bias", true)?;
    if flag(args, keywords, 4, "add_bias_kv", false)? {
        return Err(unsupported_setting(class, "add_bias_kv=True", span));
    }
    if flag(args, keywords, 5, "add_zero_attn", false)? {
        return Err(unsupported_setting(class, "add_zero_attn=True", span));
    }
    for (i, name) in [(6, "kdim"), (7, "vdim")] {
        if ctor_arg(args, keywords, i, name).is_some_and(|e| !matches!(e.kind, ExprKind::None)) {
            return Err(unsupported_setting(class, &format!("`{name}`"), span));
        }
    }
    let batch_first = flag(args, keywords, 8, "batch_first", false)?;
    let tensors: &[&str] = if bias {
        &[
            "in_proj_weight",
            "in_proj_bias",
            "out_proj.weight",
            "out_proj.bias",
        ]
    } else {
        &["in_proj_weight", "out_proj.weight"]
    };
    Ok(SubModule::MultiInput {
        func: "torch._multi_head_attention_layer",
        tensors: tensors.iter().map(|t| t.to_string()).collect(),
        keywords: vec![
            ("num_heads".into(), int_expr(heads)),
            ("batch_first".into(), bool_expr(batch_first)),
        ],
    })
}

/// `nn.LSTM`/`nn.GRU`/`nn.RNN(input_size, hidden_size, num_layers=1,
/// [nonlinearity='tanh' for RNN,] bias=True, batch_first=False,
/// dropout=0.0, bidirectional=False[, proj_size=0 for LSTM])`.
fn recurrent(
    class: &str,
    args: &[Expr],
    keywords: &[Keyword],
    span: Span,
) -> Result<SubModule, Diagnostic> {
    count(args, keywords, 0, "input_size", None, span)?;
    let hidden = count(args, keywords, 1, "hidden_size", None, span)?;
    let layers = count(args, keywords, 2, "num_layers", Some(1), span)?;
    // RNN's `nonlinearity` comes before the flags.
    let shift = usize::from(class == "RNN");
    let nonlinearity = match ctor_arg(args, keywords, 3, "nonlinearity").filter(|_| shift == 1) {
        None => "tanh".to_string(),
        Some(Expr {
            kind: ExprKind::Str(s),
            ..
        }) if s == "tanh" || s == "relu" => s.clone(),
        Some(e) => {
            return Err(Diagnostic::error(
                "`nonlinearity` must be 'tanh' or 'relu'",
                e.span,
            ))
        }
    };
    let bias = flag(args, keywords, 3 + shift, "bias", true)?;
    let batch_first = flag(args, keywords, 4 + shift, "batch_first", false)?;
    let bidirectional = flag(args, keywords, 6 + shift, "bidirectional", false)?;
    if class == "LSTM" && count(args, keywords, 7, "proj_size", Some(0), span)? != 0 {
        return Err(unsupported_setting(class, "proj_size", span));
    }
    if layers < 1 || hidden < 1 {
        return Err(Diagnostic::error(
            format!("nn.{class} needs a positive hidden_size and num_layers"),
            span,
        ));
    }
    let mut tensors = vec![];
    for layer in 0..layers {
        for suffix in ["", "_reverse"].iter().take(1 + usize::from(bidirectional)) {
            tensors.push(format!("weight_ih_l{layer}{suffix}"));
            tensors.push(format!("weight_hh_l{layer}{suffix}"));
            if bias {
                tensors.push(format!("bias_ih_l{layer}{suffix}"));
                tensors.push(format!("bias_hh_l{layer}{suffix}"));
            }
        }
    }
    let mut keywords = vec![
        ("num_layers".into(), int_expr(layers)),
        ("bidirectional".into(), bool_expr(bidirectional)),
        ("batch_first".into(), bool_expr(batch_first)),
        ("hidden_size".into(), int_expr(hidden)),
    ];
    if class != "LSTM" {
        // `torch._recurrent_layer`'s cell: GRU, or RNN with tanh or relu.
        let mode = match (class, nonlinearity.as_str()) {
            ("GRU", _) => 1,
            (_, "tanh") => 2,
            _ => 3,
        };
        keywords.push(("mode".into(), int_expr(mode)));
    }
    Ok(SubModule::MultiInput {
        func: if class == "LSTM" {
            "torch._lstm_layer"
        } else {
            "torch._recurrent_layer"
        },
        tensors,
        keywords,
    })
}
