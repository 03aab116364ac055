//! Attributes of `torch.nn` layers as a scripted module reads them
//! (`self.fc.out_features`, `self.conv.kernel_size`, `self.attn.num_heads`):
//! the layer's constructor arguments (already computed to literals by
//! `init_values`) or the class's defaults, normalized as the class's
//! `__init__` stores them — a convolution's sizes as tuples, `LayerNorm`'s
//! shape as a tuple, `MultiheadAttention`'s `head_dim`, a pool's stride
//! defaulting to its kernel size.

use crate::{
    module_layers::{ctor_arg, nn_constructor},
    op_binding::literal_int,
};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// A constructor parameter's value when the call does not give it.
#[derive(Clone, Copy)]
enum Fallback {
    Required,
    Int(i64),
    Float(f64),
    Bool(bool),
    NoValue,
    Str(&'static str),
    /// Another parameter's value (a pool's `stride` is its `kernel_size`).
    SameAs(&'static str),
}

/// How the class stores a parameter.
#[derive(Clone, Copy)]
enum Stored {
    AsGiven,
    /// An int repeated into an `n`-tuple (`_pair(3)` is `(3, 3)`), a list
    /// as a tuple; a string (`padding='same'`) as given.
    Tuple(usize),
}

use Fallback::*;
use Stored::*;

type Param = (&'static str, Fallback, Stored);

const CONV_1D: &[Param] = &conv(1);
const CONV_2D: &[Param] = &conv(2);
const CONV_3D: &[Param] = &conv(3);
const CONV_T_1D: &[Param] = &conv_transpose(1);
const CONV_T_2D: &[Param] = &conv_transpose(2);
const CONV_T_3D: &[Param] = &conv_transpose(3);

const fn conv(n: usize) -> [Param; 8] {
    [
        ("in_channels", Required, AsGiven),
        ("out_channels", Required, AsGiven),
        ("kernel_size", Required, Tuple(n)),
        ("stride", Int(1), Tuple(n)),
        ("padding", Int(0), Tuple(n)),
        ("dilation", Int(1), Tuple(n)),
        ("groups", Int(1), AsGiven),
        ("bias", Bool(true), AsGiven),
    ]
}

const fn conv_transpose(n: usize) -> [Param; 9] {
    [
        ("in_channels", Required, AsGiven),
        ("out_channels", Required, AsGiven),
        ("kernel_size", Required, Tuple(n)),
        ("stride", Int(1), Tuple(n)),
        ("padding", Int(0), Tuple(n)),
        ("output_padding", Int(0), Tuple(n)),
        ("groups", Int(1), AsGiven),
        ("bias", Bool(true), AsGiven),
        ("dilation", Int(1), Tuple(n)),
    ]
}

const NORM: &[Param] = &[
    ("num_features", Required, AsGiven),
    ("eps", Float(1e-5), AsGiven),
    ("momentum", Float(0.1), AsGiven),
    ("affine", Bool(true), AsGiven),
    ("track_running_stats", Bool(true), AsGiven),
];
const INSTANCE_NORM: &[Param] = &[
    ("num_features", Required, AsGiven),
    ("eps", Float(1e-5), AsGiven),
    ("momentum", Float(0.1), AsGiven),
    ("affine", Bool(false), AsGiven),
    ("track_running_stats", Bool(false), AsGiven),
];
const RECURRENT: &[Param] = &[
    ("input_size", Required, AsGiven),
    ("hidden_size", Required, AsGiven),
    ("num_layers", Int(1), AsGiven),
    ("bias", Bool(true), AsGiven),
    ("batch_first", Bool(false), AsGiven),
    ("dropout", Float(0.0), AsGiven),
    ("bidirectional", Bool(false), AsGiven),
];
const RNN: &[Param] = &[
    ("input_size", Required, AsGiven),
    ("hidden_size", Required, AsGiven),
    ("num_layers", Int(1), AsGiven),
    ("nonlinearity", Str("tanh"), AsGiven),
    ("bias", Bool(true), AsGiven),
    ("batch_first", Bool(false), AsGiven),
    ("dropout", Float(0.0), AsGiven),
    ("bidirectional", Bool(false), AsGiven),
];
const CELL: &[Param] = &[
    ("input_size", Required, AsGiven),
    ("hidden_size", Required, AsGiven),
    ("bias", Bool(true), AsGiven),
];
const MAX_POOL: &[Param] = &[
    ("kernel_size", Required, AsGiven),
    ("stride", SameAs("kernel_size"), AsGiven),
    ("padding", Int(0), AsGiven),
    ("dilation", Int(1), AsGiven),
    ("return_indices", Bool(false), AsGiven),
    ("ceil_mode", Bool(false), AsGiven),
];
const AVG_POOL: &[Param] = &[
    ("kernel_size", Required, AsGiven),
    ("stride", SameAs("kernel_size"), AsGiven),
    ("padding", Int(0), AsGiven),
    ("ceil_mode", Bool(false), AsGiven),
    ("count_include_pad", Bool(true), AsGiven),
];
const DROPOUT: &[Param] = &[
    ("p", Float(0.5), AsGiven),
    ("inplace", Bool(false), AsGiven),
];
const SOFTMAX: &[Param] = &[("dim", NoValue, AsGiven)];
const REDUCTION: &[Param] = &[
    ("size_average", NoValue, AsGiven),
    ("reduce", NoValue, AsGiven),
    ("reduction", Str("mean"), AsGiven),
];
const WEIGHTED_REDUCTION: &[Param] = &[
    ("weight", NoValue, AsGiven),
    ("size_average", NoValue, AsGiven),
    ("reduce", NoValue, AsGiven),
    ("reduction", Str("mean"), AsGiven),
];
const MARGIN_LOSS: &[Param] = &[
    ("margin", Float(0.0), AsGiven),
    ("size_average", NoValue, AsGiven),
    ("reduce", NoValue, AsGiven),
    ("reduction", Str("mean"), AsGiven),
];

/// The constructor parameters of `torch.nn` class `class`, in order.
fn parameters(class: &str) -> Option<&'static [Param]> {
    Some(match class {
        "Linear" => &[
            ("in_features", Required, AsGiven),
            ("out_features", Required, AsGiven),
        ],
        "Bilinear" => &[
            ("in1_features", Required, AsGiven),
            ("in2_features", Required, AsGiven),
            ("out_features", Required, AsGiven),
        ],
        "Conv1d" => CONV_1D,
        "Conv2d" => CONV_2D,
        "Conv3d" => CONV_3D,
        "ConvTranspose1d" => CONV_T_1D,
        "ConvTranspose2d" => CONV_T_2D,
        "ConvTranspose3d" => CONV_T_3D,
        "Embedding" => &[
            ("num_embeddings", Required, AsGiven),
            ("embedding_dim", Required, AsGiven),
            ("padding_idx", NoValue, AsGiven),
            ("max_norm", NoValue, AsGiven),
            ("norm_type", Float(2.0), AsGiven),
            ("scale_grad_by_freq", Bool(false), AsGiven),
            ("sparse", Bool(false), AsGiven),
        ],
        "EmbeddingBag" => &[
            ("num_embeddings", Required, AsGiven),
            ("embedding_dim", Required, AsGiven),
            ("max_norm", NoValue, AsGiven),
            ("norm_type", Float(2.0), AsGiven),
            ("scale_grad_by_freq", Bool(false), AsGiven),
            ("mode", Str("mean"), AsGiven),
            ("sparse", Bool(false), AsGiven),
            ("_weight", NoValue, AsGiven),
            ("include_last_offset", Bool(false), AsGiven),
            ("padding_idx", NoValue, AsGiven),
        ],
        "LayerNorm" => &[
            ("normalized_shape", Required, Tuple(1)),
            ("eps", Float(1e-5), AsGiven),
            ("elementwise_affine", Bool(true), AsGiven),
        ],
        "GroupNorm" => &[
            ("num_groups", Required, AsGiven),
            ("num_channels", Required, AsGiven),
            ("eps", Float(1e-5), AsGiven),
            ("affine", Bool(true), AsGiven),
        ],
        "BatchNorm1d" | "BatchNorm2d" | "BatchNorm3d" => NORM,
        "InstanceNorm1d" | "InstanceNorm2d" | "InstanceNorm3d" => INSTANCE_NORM,
        "MultiheadAttention" => &[
            ("embed_dim", Required, AsGiven),
            ("num_heads", Required, AsGiven),
            ("dropout", Float(0.0), AsGiven),
            ("bias", Bool(true), AsGiven),
            ("add_bias_kv", Bool(false), AsGiven),
            ("add_zero_attn", Bool(false), AsGiven),
            ("kdim", SameAs("embed_dim"), AsGiven),
            ("vdim", SameAs("embed_dim"), AsGiven),
            ("batch_first", Bool(false), AsGiven),
        ],
        "LSTM" | "GRU" => RECURRENT,
        "RNN" => RNN,
        "LSTMCell" | "GRUCell" | "RNNCell" => CELL,
        "MaxPool1d" | "MaxPool2d" | "MaxPool3d" => MAX_POOL,
        "AvgPool1d" | "AvgPool2d" | "AvgPool3d" => AVG_POOL,
        "AdaptiveAvgPool1d" | "AdaptiveAvgPool2d" | "AdaptiveAvgPool3d" | "AdaptiveMaxPool3d"
        | "AdaptiveMaxPool1d" | "AdaptiveMaxPool2d" => &[("output_size", Required, AsGiven)],
        "Dropout" | "Dropout1d" | "Dropout2d" | "Dropout3d" | "AlphaDropout" => DROPOUT,
        "Softmax" | "LogSoftmax" | "Softmin" => SOFTMAX,
        "Flatten" => &[
            ("start_dim", Int(1), AsGiven),
            ("end_dim", Int(-1), AsGiven),
        ],
        "PixelShuffle" => &[("upscale_factor", Required, AsGiven)],
        "PixelUnshuffle" => &[("downscale_factor", Required, AsGiven)],
        "Upsample" => &[
            ("size", NoValue, AsGiven),
            ("scale_factor", NoValue, AsGiven),
            ("mode", Str("nearest"), AsGiven),
            ("align_corners", NoValue, AsGiven),
        ],
        "ReLU" | "ReLU6" | "SiLU" | "Hardswish" | "Hardsigmoid" | "Mish" => {
            &[("inplace", Bool(false), AsGiven)]
        }
        "LeakyReLU" => &[
            ("negative_slope", Float(0.01), AsGiven),
            ("inplace", Bool(false), AsGiven),
        ],
        "ELU" | "CELU" => &[
            ("alpha", Float(1.0), AsGiven),
            ("inplace", Bool(false), AsGiven),
        ],
        "Hardtanh" => &[
            ("min_val", Float(-1.0), AsGiven),
            ("max_val", Float(1.0), AsGiven),
            ("inplace", Bool(false), AsGiven),
        ],
        "Softplus" => &[
            ("beta", Float(1.0), AsGiven),
            ("threshold", Float(20.0), AsGiven),
        ],
        "GELU" => &[("approximate", Str("none"), AsGiven)],
        "RMSNorm" => &[
            ("normalized_shape", Required, Tuple(1)),
            ("eps", NoValue, AsGiven),
            ("elementwise_affine", Bool(true), AsGiven),
        ],
        "UpsamplingNearest2d" => &[
            ("size", NoValue, AsGiven),
            ("scale_factor", NoValue, AsGiven),
            ("mode", Str("nearest"), AsGiven),
        ],
        "UpsamplingBilinear2d" => &[
            ("size", NoValue, AsGiven),
            ("scale_factor", NoValue, AsGiven),
            ("mode", Str("bilinear"), AsGiven),
        ],
        "LPPool1d" | "LPPool2d" => &[
            ("norm_type", Required, AsGiven),
            ("kernel_size", Required, AsGiven),
            ("stride", NoValue, AsGiven),
            ("ceil_mode", Bool(false), AsGiven),
        ],
        "Unfold" => &[
            ("kernel_size", Required, AsGiven),
            ("dilation", Int(1), AsGiven),
            ("padding", Int(0), AsGiven),
            ("stride", Int(1), AsGiven),
        ],
        "Fold" => &[
            ("output_size", Required, AsGiven),
            ("kernel_size", Required, AsGiven),
            ("dilation", Int(1), AsGiven),
            ("padding", Int(0), AsGiven),
            ("stride", Int(1), AsGiven),
        ],
        "L1Loss" | "MSELoss" | "SoftMarginLoss" => REDUCTION,
        "BCELoss" | "MultiLabelSoftMarginLoss" => WEIGHTED_REDUCTION,
        "BCEWithLogitsLoss" => &[
            ("weight", NoValue, AsGiven),
            ("size_average", NoValue, AsGiven),
            ("reduce", NoValue, AsGiven),
            ("reduction", Str("mean"), AsGiven),
            ("pos_weight", NoValue, AsGiven),
        ],
        "CrossEntropyLoss" => &[
            ("weight", NoValue, AsGiven),
            ("size_average", NoValue, AsGiven),
            ("ignore_index", Int(-100), AsGiven),
            ("reduce", NoValue, AsGiven),
            ("reduction", Str("mean"), AsGiven),
            ("label_smoothing", Float(0.0), AsGiven),
        ],
        "NLLLoss" => &[
            ("weight", NoValue, AsGiven),
            ("size_average", NoValue, AsGiven),
            ("ignore_index", Int(-100), AsGiven),
            ("reduce", NoValue, AsGiven),
            ("reduction", Str("mean"), AsGiven),
        ],
        "SmoothL1Loss" => &[
            ("size_average", NoValue, AsGiven),
            ("reduce", NoValue, AsGiven),
            ("reduction", Str("mean"), AsGiven),
            ("beta", Float(1.0), AsGiven),
        ],
        "HuberLoss" => &[
            ("reduction", Str("mean"), AsGiven),
            ("delta", Float(1.0), AsGiven),
        ],
        "KLDivLoss" => &[
            ("size_average", NoValue, AsGiven),
            ("reduce", NoValue, AsGiven),
            ("reduction", Str("mean"), AsGiven),
            ("log_target", Bool(false), AsGiven),
        ],
        "CosineEmbeddingLoss" | "MarginRankingLoss" => MARGIN_LOSS,
        "HingeEmbeddingLoss" => &[
            ("margin", Float(1.0), AsGiven),
            ("size_average", NoValue, AsGiven),
            ("reduce", NoValue, AsGiven),
            ("reduction", Str("mean"), AsGiven),
        ],
        "TripletMarginLoss" => &[
            ("margin", Float(1.0), AsGiven),
            ("p", Float(2.0), AsGiven),
            ("eps", Float(1e-6), AsGiven),
            ("swap", Bool(false), AsGiven),
            ("size_average", NoValue, AsGiven),
            ("reduce", NoValue, AsGiven),
            ("reduction", Str("mean"), AsGiven),
        ],
        "PoissonNLLLoss" => &[
            ("log_input", Bool(true), AsGiven),
            ("full", Bool(false), AsGiven),
            ("size_average", NoValue, AsGiven),
            ("eps", Float(1e-8), AsGiven),
            ("reduce", NoValue, AsGiven),
            ("reduction", Str("mean"), AsGiven),
        ],
        _ => return None,
    })
}

/// The constructor parameters of `torch.nn` class `class`, in order
/// (none for a class without a table here).
pub(crate) fn parameter_names(class: &str) -> Vec<&'static str> {
    parameters(class)
        .unwrap_or_default()
        .iter()
        .map(|(name, _, _)| *name)
        .collect()
}

/// What a constructor call of `torch.nn` class `class` raises in PyTorch,
/// as a located error: a required parameter left out (TypeError), a
/// convolution's channels not divisible by its groups (ValueError).
pub(crate) fn check_constructor(
    class: &str,
    args: &[Expr],
    keywords: &[Keyword],
    span: Span,
) -> Result<(), Diagnostic> {
    let params = parameters(class).unwrap_or_default();
    let missing = params.iter().enumerate().find(|(i, (name, fallback, _))| {
        matches!(fallback, Required) && ctor_arg(args, keywords, *i, name).is_none()
    });
    if let Some((_, (name, _, _))) = missing {
        return Err(Diagnostic::error(
            format!("{class}.__init__() missing required argument '{name}'"),
            span,
        ));
    }
    let int = |name: &str| {
        let i = params.iter().position(|(n, _, _)| *n == name)?;
        ctor_arg(args, keywords, i, name).and_then(literal_int)
    };
    if let Some(groups) = int("groups") {
        if groups <= 0 {
            return Err(Diagnostic::error(
                "ValueError: groups must be a positive integer",
                span,
            ));
        }
        for channels in ["in_channels", "out_channels"] {
            if int(channels).is_some_and(|c| c % groups != 0) {
                return Err(Diagnostic::error(
                    format!("ValueError: {channels} must be divisible by groups"),
                    span,
                ));
            }
        }
    }
    Ok(())
}

/// Attribute `attr` of the layer the constructor call `constructor`
/// makes, as an expression of literals; `None` when the class has no such
/// attribute here.
pub(crate) fn layer_attribute(constructor: &Expr, attr: &str) -> Option<Expr> {
    let (class, args, keywords) = nn_constructor(constructor)?;
    let class = class.as_str();
    let params = parameters(class)?;
    let span = constructor.span;
    if class == "MultiheadAttention" && attr == "head_dim" {
        let (embed, heads) = (
            parameter(params, args, keywords, "embed_dim")?,
            parameter(params, args, keywords, "num_heads")?,
        );
        return match (&embed.kind, &heads.kind) {
            (ExprKind::Int(e), ExprKind::Int(h)) if *h > 0 => {
                Some(Expr::new(ExprKind::Int(e / h), span))
            }
            _ => None,
        };
    }
    let mut value = parameter(params, args, keywords, attr)?;
    // `padding_idx=-1` is stored counted from the end.
    if let ("Embedding", "padding_idx", Some(i)) = (class, attr, literal_int(&value)) {
        let n = parameter(params, args, keywords, "num_embeddings");
        if let (true, Some(n)) = (i < 0, n.as_ref().and_then(literal_int)) {
            value = Expr::new(ExprKind::Int(n + i), value.span);
        }
    }
    let (_, _, stored) = params.iter().find(|(n, ..)| *n == attr)?;
    Some(match (stored, value.kind) {
        (Tuple(n), ExprKind::Int(i)) => Expr::new(
            ExprKind::Tuple(vec![Expr::new(ExprKind::Int(i), value.span); *n]),
            value.span,
        ),
        (Tuple(_), ExprKind::List(items)) => Expr::new(ExprKind::Tuple(items), value.span),
        (_, kind) => Expr::new(kind, value.span),
    })
}

/// The value of parameter `name`: the call's argument (by position or
/// keyword) or the default.
fn parameter(params: &[Param], args: &[Expr], keywords: &[Keyword], name: &str) -> Option<Expr> {
    let position = params.iter().position(|(n, ..)| *n == name)?;
    let given = ctor_arg(args, keywords, position, name)
        .filter(|e| !matches!(e.kind, ExprKind::None))
        .cloned();
    let span = ts_frontend::Span { start: 0, end: 0 };
    let literal = |kind| Some(Expr::new(kind, span));
    match (given, params[position].1) {
        (Some(v), _) => Some(v),
        (None, SameAs(other)) => parameter(params, args, keywords, other),
        (None, Int(i)) => literal(ExprKind::Int(i)),
        (None, Float(f)) => literal(ExprKind::Float(f)),
        (None, Bool(b)) => literal(ExprKind::Bool(b)),
        (None, Str(s)) => literal(ExprKind::Str(s.to_string())),
        // A parameter that defaults to None.
        (None, NoValue) => literal(ExprKind::None),
        (None, Required) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::layer_attribute;
    use ts_frontend::ast::ExprKind;

    /// The attribute as the Python literal it is, or `-` for none.
    fn attribute(constructor: &str, attr: &str) -> String {
        let call = ts_frontend::parse_expression(constructor, 0).expect("parses");
        let Some(e) = layer_attribute(&call, attr) else {
            return "-".into();
        };
        fn text(k: &ExprKind) -> String {
            match k {
                ExprKind::Int(i) => i.to_string(),
                ExprKind::Float(f) => format!("{f:?}"),
                ExprKind::Bool(b) => if *b { "True" } else { "False" }.into(),
                ExprKind::None => "None".into(),
                ExprKind::Str(s) => format!("'{s}'"),
                ExprKind::Tuple(items) => {
                    let parts: Vec<String> = items.iter().map(|i| text(&i.kind)).collect();
                    format!("({},)", parts.join(", "))
                }
                other => format!("{other:?}"),
            }
        }
        text(&e.kind)
    }

    #[test]
    fn constructor_arguments_and_defaults() {
        assert_eq!(attribute("nn.Linear(4, 8)", "out_features"), "8");
        assert_eq!(
            attribute("nn.Linear(4, out_features=3)", "out_features"),
            "3"
        );
        assert_eq!(attribute("nn.Conv2d(3, 8, 3)", "kernel_size"), "(3, 3,)");
        assert_eq!(
            attribute("nn.Conv2d(3, 8, [3, 5])", "kernel_size"),
            "(3, 5,)"
        );
        assert_eq!(attribute("nn.Conv2d(3, 8, 3)", "stride"), "(1, 1,)");
        assert_eq!(
            attribute("nn.Conv2d(3, 8, 3, padding='same')", "padding"),
            "'same'"
        );
        assert_eq!(attribute("nn.Conv1d(3, 8, 3)", "dilation"), "(1,)");
        assert_eq!(attribute("nn.LayerNorm(8)", "normalized_shape"), "(8,)");
        assert_eq!(attribute("nn.LayerNorm(8)", "eps"), "1e-5");
        assert_eq!(attribute("nn.MaxPool2d(3)", "stride"), "3");
        assert_eq!(attribute("nn.MaxPool2d(3, stride=None)", "stride"), "3");
        assert_eq!(
            attribute("nn.Embedding(10, 4, padding_idx=-2)", "padding_idx"),
            "8"
        );
        assert_eq!(attribute("nn.Embedding(10, 4)", "padding_idx"), "None");
        assert_eq!(attribute("nn.MultiheadAttention(12, 3)", "head_dim"), "4");
        assert_eq!(attribute("nn.MultiheadAttention(12, 3)", "kdim"), "12");
        assert_eq!(attribute("torch.nn.LSTM(4, 7)", "num_layers"), "1");
        assert_eq!(attribute("nn.Linear(4, 8)", "weight_decay"), "-");
        assert_eq!(attribute("nn.Unknown(4)", "x"), "-");
    }
}
