//! The `torch.nn` layers whose forward takes several inputs and keywords
//! (and may return a tuple): `MultiheadAttention`, `LSTM`, `GRU`, `RNN`,
//! their cells, `Bilinear`, `CosineSimilarity`, `PairwiseDistance` and
//! the transformer layers and stacks.
//! Each is applied by a call of its TorchScript decomposition
//! (`torch._lstm_layer`, ... in `decompositions.py`) with the call's own
//! arguments, the layer's tensors as the list `weights` (in the state
//! dict's order) and its constructor's settings by keyword; evaluation
//! only, as every compiled module (no dropout).

use crate::module_layers::{ctor_arg, ctor_value, nn_class, SubModule};
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

/// An RNN's `nonlinearity` argument: "tanh" (the default) or "relu".
fn nonlinearity(
    args: &[Expr],
    keywords: &[Keyword],
    position: usize,
) -> Result<&'static str, Diagnostic> {
    match ctor_arg(args, keywords, position, "nonlinearity") {
        None => Ok("tanh"),
        Some(Expr {
            kind: ExprKind::Str(s),
            ..
        }) if s == "tanh" => Ok("tanh"),
        Some(Expr {
            kind: ExprKind::Str(s),
            ..
        }) if s == "relu" => Ok("relu"),
        Some(e) => Err(Diagnostic::error(
            "`nonlinearity` must be 'tanh' or 'relu'",
            e.span,
        )),
    }
}

/// The cell `torch._recurrent_step` computes for a GRU (1) or an RNN with
/// `nonlinearity` tanh (2) or relu (3).
fn cell_mode(gru: bool, nonlinearity: &str) -> i64 {
    match (gru, nonlinearity) {
        (true, _) => 1,
        (false, "tanh") => 2,
        _ => 3,
    }
}

/// A recurrent layer's tensors for one layer and direction (`suffix`:
/// `_l0`, `_l1_reverse`, ...; none for a cell), in the state dict's order.
fn recurrent_tensors(suffix: &str, bias: bool) -> Vec<String> {
    let mut names = vec!["weight_ih", "weight_hh"];
    if bias {
        names.extend(["bias_ih", "bias_hh"]);
    }
    names.iter().map(|n| format!("{n}{suffix}")).collect()
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
        "LSTMCell" | "GRUCell" | "RNNCell" => recurrent_cell(class, args, keywords, span).map(Some),
        "Bilinear" => {
            count(args, keywords, 2, "out_features", None, span)?;
            let mut tensors = vec!["weight".to_string()];
            if flag(args, keywords, 3, "bias", true)? {
                tensors.push("bias".into());
            }
            Ok(Some(SubModule::MultiInput {
                func: "torch._bilinear_layer",
                tensors,
                keywords: vec![],
            }))
        }
        // Without tensors: the functional form with the constructor's
        // arguments.
        "CosineSimilarity" | "PairwiseDistance" => {
            let (func, names): (&str, &[&str]) = if class == "CosineSimilarity" {
                ("torch.nn.functional.cosine_similarity", &["dim", "eps"])
            } else {
                (
                    "torch.nn.functional.pairwise_distance",
                    &["p", "eps", "keepdim"],
                )
            };
            let keywords = names
                .iter()
                .enumerate()
                .filter_map(|(i, n)| {
                    ctor_arg(args, keywords, i, n).map(|e| (n.to_string(), e.clone()))
                })
                .collect();
            Ok(Some(SubModule::MultiInput {
                func,
                tensors: vec![],
                keywords,
            }))
        }
        _ if LOSSES.iter().any(|(c, _)| *c == class) => Ok(Some(loss(class, args, keywords))),
        // EmbeddingBag(num_embeddings, embedding_dim, max_norm=None,
        // norm_type=2.0, scale_grad_by_freq=False, mode='mean',
        // sparse=False, _weight=None, include_last_offset=False,
        // padding_idx=None).
        "EmbeddingBag" => {
            if let Some(e) = ctor_value(args, keywords, 2, "max_norm") {
                return Err(unsupported_setting(class, "max_norm", e.span));
            }
            let settings = [(5, "mode"), (8, "include_last_offset"), (9, "padding_idx")]
                .iter()
                .filter_map(|&(i, n)| {
                    ctor_value(args, keywords, i, n).map(|e| (n.to_string(), e.clone()))
                })
                .collect();
            Ok(Some(SubModule::MultiInput {
                func: "torch._embedding_bag_layer",
                tensors: vec!["weight".into()],
                keywords: settings,
            }))
        }
        "TransformerEncoderLayer" | "TransformerDecoderLayer" => {
            transformer_layer(class, args, keywords, span).map(Some)
        }
        "TransformerEncoder" | "TransformerDecoder" => {
            transformer_stack(class, args, keywords, span).map(Some)
        }
        "Transformer" => transformer(args, keywords, span).map(Some),
        _ => Ok(None),
    }
}

/// The loss layers and the functional form each applies (their
/// constructor's parameters are `layer_attributes`'s).
const LOSSES: &[(&str, &str)] = &[
    ("L1Loss", "torch.nn.functional.l1_loss"),
    ("MSELoss", "torch.nn.functional.mse_loss"),
    ("CrossEntropyLoss", "torch.nn.functional.cross_entropy"),
    ("NLLLoss", "torch.nn.functional.nll_loss"),
    ("BCELoss", "torch.nn.functional.binary_cross_entropy"),
    (
        "BCEWithLogitsLoss",
        "torch.nn.functional.binary_cross_entropy_with_logits",
    ),
    ("SmoothL1Loss", "torch.nn.functional.smooth_l1_loss"),
    ("HuberLoss", "torch.nn.functional.huber_loss"),
    ("KLDivLoss", "torch.nn.functional.kl_div"),
    (
        "CosineEmbeddingLoss",
        "torch.nn.functional.cosine_embedding_loss",
    ),
    (
        "MarginRankingLoss",
        "torch.nn.functional.margin_ranking_loss",
    ),
    (
        "HingeEmbeddingLoss",
        "torch.nn.functional.hinge_embedding_loss",
    ),
    ("SoftMarginLoss", "torch.nn.functional.soft_margin_loss"),
    (
        "MultiLabelSoftMarginLoss",
        "torch.nn.functional.multilabel_soft_margin_loss",
    ),
    (
        "TripletMarginLoss",
        "torch.nn.functional.triplet_margin_loss",
    ),
    ("PoissonNLLLoss", "torch.nn.functional.poisson_nll_loss"),
];

/// A loss layer of `LOSSES`: its functional form with the constructor's
/// settings, and its weights (when given) as the layer's tensors. `weight`
/// and `pos_weight` are tensors (buffers in the state dict); the other
/// settings, the deprecated `size_average`/`reduce` included, are passed
/// on by keyword.
fn loss(class: &str, args: &[Expr], keywords: &[Keyword]) -> SubModule {
    let &(_, func) = LOSSES
        .iter()
        .find(|(c, _)| *c == class)
        .expect("a loss class");
    let params = crate::layer_attributes::parameter_names(class);
    let mut tensors = vec![];
    let mut settings = vec![];
    for (i, name) in params.iter().enumerate() {
        let Some(value) = ctor_value(args, keywords, i, name) else {
            continue;
        };
        if matches!(*name, "weight" | "pos_weight") {
            tensors.push(name.to_string());
        } else {
            settings.push((name.to_string(), value.clone()));
        }
    }
    SubModule::MultiInput {
        func,
        tensors,
        keywords: settings,
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
    let embed_dim = count(args, keywords, 0, "embed_dim", None, span)?;
    let heads = count(args, keywords, 1, "num_heads", None, span)?;
    let bias = flag(args, keywords, 3, "bias", true)?;
    let bias_kv = flag(args, keywords, 4, "add_bias_kv", false)?;
    let zero_attn = flag(args, keywords, 5, "add_zero_attn", false)?;
    // A key or value size other than embed_dim projects q, k and v with
    // separate weights (PyTorch's `_qkv_same_embed_dim` is False).
    let mut separate = false;
    for (i, name) in [(6, "kdim"), (7, "vdim")] {
        if ctor_value(args, keywords, i, name).is_some() {
            separate |= count(args, keywords, i, name, None, span)? != embed_dim;
        }
    }
    let batch_first = flag(args, keywords, 8, "batch_first", false)?;
    let projections: &[&str] = if separate {
        &["q_proj_weight", "k_proj_weight", "v_proj_weight"]
    } else {
        &["in_proj_weight"]
    };
    let mut tensors: Vec<String> = projections.iter().map(|t| t.to_string()).collect();
    if bias {
        tensors.push("in_proj_bias".into());
    }
    tensors.push("out_proj.weight".into());
    if bias {
        tensors.push("out_proj.bias".into());
    }
    if bias_kv {
        tensors.push("bias_k".into());
        tensors.push("bias_v".into());
    }
    Ok(SubModule::MultiInput {
        func: "torch._multi_head_attention_layer",
        tensors,
        keywords: vec![
            ("num_heads".into(), int_expr(heads)),
            ("batch_first".into(), bool_expr(batch_first)),
            ("separate_proj".into(), bool_expr(separate)),
            ("bias_kv".into(), bool_expr(bias_kv)),
            ("zero_attn".into(), bool_expr(zero_attn)),
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
    let nonlinearity = if shift == 1 {
        nonlinearity(args, keywords, 3)?
    } else {
        "tanh"
    };
    let bias = flag(args, keywords, 3 + shift, "bias", true)?;
    let batch_first = flag(args, keywords, 4 + shift, "batch_first", false)?;
    let bidirectional = flag(args, keywords, 6 + shift, "bidirectional", false)?;
    let proj = if class == "LSTM" {
        count(args, keywords, 7, "proj_size", Some(0), span)?
    } else {
        0
    };
    if proj < 0 || proj >= hidden {
        return Err(Diagnostic::error(
            "proj_size has to be a positive integer smaller than hidden_size (or 0)",
            span,
        ));
    }
    if layers < 1 || hidden < 1 {
        return Err(Diagnostic::error(
            format!("nn.{class} needs a positive hidden_size and num_layers"),
            span,
        ));
    }
    let mut tensors = vec![];
    for layer in 0..layers {
        for direction in ["", "_reverse"].iter().take(1 + usize::from(bidirectional)) {
            let suffix = format!("_l{layer}{direction}");
            tensors.extend(recurrent_tensors(&suffix, bias));
            // An LSTM with proj_size projects each h with weight_hr.
            if proj > 0 {
                tensors.push(format!("weight_hr{suffix}"));
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
        let mode = cell_mode(class == "GRU", nonlinearity);
        keywords.push(("mode".into(), int_expr(mode)));
    } else if proj > 0 {
        keywords.push(("proj_size".into(), int_expr(proj)));
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

/// `nn.LSTMCell`/`nn.GRUCell(input_size, hidden_size, bias=True)`,
/// `nn.RNNCell(input_size, hidden_size, bias=True, nonlinearity='tanh')`:
/// one time step of the one-layer recurrent decomposition.
fn recurrent_cell(
    class: &str,
    args: &[Expr],
    keywords: &[Keyword],
    span: Span,
) -> Result<SubModule, Diagnostic> {
    count(args, keywords, 0, "input_size", None, span)?;
    let hidden = count(args, keywords, 1, "hidden_size", None, span)?;
    let tensors = recurrent_tensors("", flag(args, keywords, 2, "bias", true)?);
    let mut settings = vec![("hidden_size".to_string(), int_expr(hidden))];
    if class == "LSTMCell" {
        return Ok(SubModule::MultiInput {
            func: "torch._lstm_cell_layer",
            tensors,
            keywords: settings,
        });
    }
    let mode = cell_mode(class == "GRUCell", nonlinearity(args, keywords, 3)?);
    settings.push(("mode".into(), int_expr(mode)));
    Ok(SubModule::MultiInput {
        func: "torch._recurrent_cell_layer",
        tensors,
        keywords: settings,
    })
}

/// The tensors of a transformer layer, in the state dict's order.
fn transformer_layer_tensors(decoder: bool) -> Vec<String> {
    let attention = [
        "in_proj_weight",
        "in_proj_bias",
        "out_proj.weight",
        "out_proj.bias",
    ];
    let mut blocks = vec!["self_attn"];
    if decoder {
        blocks.push("multihead_attn");
    }
    let mut tensors: Vec<String> = blocks
        .iter()
        .flat_map(|b| attention.iter().map(move |t| format!("{b}.{t}")))
        .collect();
    let norms: &[&str] = if decoder {
        &["norm1", "norm2", "norm3"]
    } else {
        &["norm1", "norm2"]
    };
    for part in ["linear1", "linear2"].iter().chain(norms) {
        tensors.push(format!("{part}.weight"));
        tensors.push(format!("{part}.bias"));
    }
    tensors
}

/// The tensors of a stack of `layers` transformer layers whose names
/// start with `prefix`: each layer's at `<prefix>layers.<i>.`.
fn stack_tensors(prefix: &str, layers: i64, decoder: bool) -> Vec<String> {
    let one = transformer_layer_tensors(decoder);
    (0..layers)
        .flat_map(|i| one.iter().map(move |t| format!("{prefix}layers.{i}.{t}")))
        .collect()
}

/// Where a transformer constructor takes each of its settings.
struct SettingPositions {
    nhead: usize,
    activation: usize,
    layer_norm_eps: usize,
    batch_first: usize,
    norm_first: usize,
    bias: usize,
}

/// `nn.TransformerEncoderLayer`/`nn.TransformerDecoderLayer(d_model,
/// nhead, dim_feedforward=2048, dropout=0.1, activation=relu,
/// layer_norm_eps=1e-05, batch_first=False, norm_first=False, bias=True)`.
const LAYER_SETTINGS: SettingPositions = SettingPositions {
    nhead: 1,
    activation: 4,
    layer_norm_eps: 5,
    batch_first: 6,
    norm_first: 7,
    bias: 8,
};

/// `nn.Transformer(d_model=512, nhead=8, num_encoder_layers=6,
/// num_decoder_layers=6, dim_feedforward=2048, dropout=0.1,
/// activation=relu, custom_encoder=None, custom_decoder=None,
/// layer_norm_eps=1e-05, batch_first=False, norm_first=False, bias=True)`.
const TRANSFORMER_SETTINGS: SettingPositions = SettingPositions {
    nhead: 1,
    activation: 6,
    layer_norm_eps: 9,
    batch_first: 10,
    norm_first: 11,
    bias: 12,
};

/// The settings every transformer layer of a constructor shares, as the
/// keywords of its decomposition; `nhead` defaults to `default_heads`.
fn transformer_settings(
    class: &str,
    args: &[Expr],
    keywords: &[Keyword],
    at: &SettingPositions,
    default_heads: Option<i64>,
    span: Span,
) -> Result<Vec<(String, Expr)>, Diagnostic> {
    let heads = count(args, keywords, at.nhead, "nhead", default_heads, span)?;
    let activation = match ctor_arg(args, keywords, at.activation, "activation") {
        None => 0,
        Some(e) => {
            let name = match &e.kind {
                ExprKind::Str(s) => Some(s.clone()),
                _ => e.dotted_name(),
            };
            match name.as_deref().map(|n| n.rsplit('.').next().unwrap_or(n)) {
                Some("relu") => 0,
                Some("gelu") => 1,
                _ => {
                    return Err(Diagnostic::error(
                        "the activation of a transformer layer must be relu or gelu (a string or the function)",
                        e.span,
                    ))
                }
            }
        }
    };
    if !flag(args, keywords, at.bias, "bias", true)? {
        return Err(unsupported_setting(class, "bias=False", span));
    }
    let mut settings = vec![
        ("nhead".to_string(), int_expr(heads)),
        (
            "batch_first".into(),
            bool_expr(flag(args, keywords, at.batch_first, "batch_first", false)?),
        ),
        (
            "norm_first".into(),
            bool_expr(flag(args, keywords, at.norm_first, "norm_first", false)?),
        ),
        ("activation".into(), int_expr(activation)),
    ];
    if let Some(eps) = ctor_arg(args, keywords, at.layer_norm_eps, "layer_norm_eps") {
        settings.push(("layer_norm_eps".into(), eps.clone()));
    }
    Ok(settings)
}

/// A transformer encoder or decoder layer (see [`LAYER_SETTINGS`]).
fn transformer_layer(
    class: &str,
    args: &[Expr],
    keywords: &[Keyword],
    span: Span,
) -> Result<SubModule, Diagnostic> {
    count(args, keywords, 0, "d_model", None, span)?;
    let settings = transformer_settings(class, args, keywords, &LAYER_SETTINGS, None, span)?;
    let decoder = class == "TransformerDecoderLayer";
    Ok(SubModule::MultiInput {
        func: if decoder {
            "torch._transformer_decoder_layer"
        } else {
            "torch._transformer_encoder_layer"
        },
        tensors: transformer_layer_tensors(decoder),
        keywords: settings,
    })
}

/// `nn.Transformer` (see [`TRANSFORMER_SETTINGS`]): an encoder stack and a
/// decoder stack, each with its final LayerNorm; its tensors are the
/// encoder's (`encoder.layers.<i>.`, `encoder.norm.`), then the
/// decoder's.
fn transformer(args: &[Expr], keywords: &[Keyword], span: Span) -> Result<SubModule, Diagnostic> {
    let class = "Transformer";
    for (i, name) in [(7, "custom_encoder"), (8, "custom_decoder")] {
        if ctor_value(args, keywords, i, name).is_some() {
            return Err(unsupported_setting(class, &format!("`{name}`"), span));
        }
    }
    let d_model = count(args, keywords, 0, "d_model", Some(512), span)?;
    let encoders = count(args, keywords, 2, "num_encoder_layers", Some(6), span)?;
    let decoders = count(args, keywords, 3, "num_decoder_layers", Some(6), span)?;
    let mut settings =
        transformer_settings(class, args, keywords, &TRANSFORMER_SETTINGS, Some(8), span)?;
    settings.extend([
        ("d_model".to_string(), int_expr(d_model)),
        ("num_encoder_layers".into(), int_expr(encoders)),
        ("num_decoder_layers".into(), int_expr(decoders)),
    ]);
    let mut tensors = Vec::new();
    for (stack, layers, decoder) in [("encoder", encoders, false), ("decoder", decoders, true)] {
        tensors.extend(stack_tensors(&format!("{stack}."), layers, decoder));
        tensors.push(format!("{stack}.norm.weight"));
        tensors.push(format!("{stack}.norm.bias"));
    }
    Ok(SubModule::MultiInput {
        func: "torch._transformer",
        tensors,
        keywords: settings,
    })
}

/// `nn.TransformerEncoder(encoder_layer, num_layers, norm=None)` (and the
/// decoder's): copies of the layer at `layers.<i>.`, then the final
/// `nn.LayerNorm`'s tensors at `norm.`.
fn transformer_stack(
    class: &str,
    args: &[Expr],
    keywords: &[Keyword],
    span: Span,
) -> Result<SubModule, Diagnostic> {
    let layer_class = format!("{class}Layer");
    let name = if class == "TransformerEncoder" {
        "encoder_layer"
    } else {
        "decoder_layer"
    };
    let layer = ctor_arg(args, keywords, 0, name)
        .ok_or_else(|| Diagnostic::error(format!("nn.{class} needs its `{name}`"), span))?;
    let ExprKind::Call {
        func,
        args: layer_args,
        keywords: layer_keywords,
    } = &layer.kind
    else {
        return Err(Diagnostic::error(
            format!("the layer of an nn.{class} must be an nn.{layer_class}(...) constructed here"),
            layer.span,
        ));
    };
    if func.dotted_name().as_deref().and_then(nn_class) != Some(layer_class.as_str()) {
        return Err(Diagnostic::error(
            format!("the layer of an nn.{class} must be an nn.{layer_class}(...)"),
            layer.span,
        ));
    }
    let SubModule::MultiInput {
        keywords: mut settings,
        ..
    } = transformer_layer(&layer_class, layer_args, layer_keywords, layer.span)?
    else {
        unreachable!("transformer_layer makes MultiInput layers")
    };
    let layers = count(args, keywords, 1, "num_layers", None, span)?;
    let mut tensors = stack_tensors("", layers, class == "TransformerDecoder");
    settings.push(("num_layers".into(), int_expr(layers)));
    match ctor_value(args, keywords, 2, "norm") {
        None => {}
        Some(Expr {
            kind:
                ExprKind::Call {
                    func,
                    args: norm_args,
                    keywords: norm_keywords,
                },
            span: at,
        }) if func.dotted_name().as_deref().and_then(nn_class) == Some("LayerNorm") => {
            let eps = ctor_arg(norm_args, norm_keywords, 1, "eps")
                .cloned()
                .unwrap_or_else(|| Expr::new(ExprKind::Float(1e-5), *at));
            settings.push(("final_norm".into(), bool_expr(true)));
            settings.push(("final_norm_eps".into(), eps));
            tensors.push("norm.weight".into());
            tensors.push("norm.bias".into());
        }
        Some(e) => {
            return Err(Diagnostic::error(
                format!("the norm of an nn.{class} must be None or an nn.LayerNorm(...)"),
                e.span,
            ))
        }
    }
    Ok(SubModule::MultiInput {
        func: if class == "TransformerEncoder" {
            "torch._transformer_encoder"
        } else {
            "torch._transformer_decoder"
        },
        tensors,
        keywords: settings,
    })
}
