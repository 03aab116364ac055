//! The `torch.nn` layers a module's `__init__` may construct, and what
//! each becomes: a submodule applied by a functional call with the layer's
//! tensors (`nn.Conv2d(...)` is `F.conv2d(x, weight, bias, stride=...)`),
//! a layer list, or an instance of one of the file's module classes.

use crate::module_init::ModuleInfo;
use std::collections::HashMap;
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// A submodule assigned in `__init__`.
#[derive(Clone, Debug)]
pub enum SubModule {
    /// `nn.Linear(in, out, bias=...)`: `F.linear` with `attr.weight` and
    /// (with a bias) `attr.bias`.
    Linear { bias: bool },
    /// `nn.Identity` and the dropouts: the input itself (inference).
    Identity,
    /// `nn.Sequential(a, b, ...)`: each layer applied to the previous
    /// one's output, named `0`, `1`, ... (or by the keys of
    /// `nn.Sequential(OrderedDict([("conv", ...), ...]))`); layer i's
    /// tensors are `attr.<name>.weight`, ... (as in the state dict).
    Sequential(Vec<(String, SubModule)>),
    /// `nn.ModuleList([a, b, ...])`: layers used one by one (`for layer in
    /// self.blocks`, `self.blocks[i]`), named like a Sequential's.
    ModuleList(Vec<SubModule>),
    /// `nn.ModuleDict({"a": x, ...})`: layers by name (`self.heads["a"]`,
    /// `for k, h in self.heads.items()`), at `attr.a`, in insertion order.
    ModuleDict(Vec<(String, SubModule)>),
    /// An instance of a module class of the file, constructed without
    /// arguments: its `forward` inlined with its tensors under `attr.`.
    User(&'static str),
    /// A layer whose forward takes several inputs and keywords (see
    /// `multi_input_layers.rs`): `func(<the call's arguments>,
    /// weights=[<the layer's tensors>], <constructor settings>)`; a
    /// `torch.nn.functional` function takes the tensors by name instead
    /// (`F.cross_entropy(x, t, weight=<the loss's weight>)`).
    MultiInput {
        func: &'static str,
        /// The layer's tensors, in the state dict's order.
        tensors: Vec<String>,
        keywords: Vec<(String, Expr)>,
    },
    /// A layer applied by a functional call: `func(x, <the layer's
    /// tensors>, <arguments taken from its constructor>)`.
    Functional {
        func: &'static str,
        /// The layer's tensors (`weight`, `bias`, ...), passed after the
        /// input.
        tensors: Vec<&'static str>,
        /// Further arguments, positional then by keyword.
        args: Vec<Expr>,
        keywords: Vec<(String, Expr)>,
    },
}

impl SubModule {
    /// The layers inside this one at `path`, each with its dotted path:
    /// a Sequential's, ModuleList's or ModuleDict's items (recursively,
    /// `path.0`, `path.key`), or this layer itself.
    pub(crate) fn leaf_layers(&self, path: &str) -> Vec<(String, &SubModule)> {
        let mut out = Vec::new();
        fn walk<'a>(sub: &'a SubModule, path: String, out: &mut Vec<(String, &'a SubModule)>) {
            match sub {
                SubModule::ModuleList(items) => {
                    for (i, l) in items.iter().enumerate() {
                        walk(l, format!("{path}.{i}"), out);
                    }
                }
                SubModule::Sequential(items) | SubModule::ModuleDict(items) => {
                    for (k, l) in items {
                        walk(l, format!("{path}.{k}"), out);
                    }
                }
                _ => out.push((path, sub)),
            }
        }
        walk(self, path.to_string(), &mut out);
        out
    }

    /// The names of a ModuleList's, Sequential's or ModuleDict's layers,
    /// in order (`0`, `1`, ... for a list); `None` for any other layer.
    pub(crate) fn child_names(&self) -> Option<Vec<String>> {
        match self {
            SubModule::ModuleList(items) => Some((0..items.len()).map(|i| i.to_string()).collect()),
            SubModule::Sequential(items) | SubModule::ModuleDict(items) => {
                Some(items.iter().map(|(k, _)| k.clone()).collect())
            }
            _ => None,
        }
    }
}

/// A constructor argument by position or keyword.
pub(crate) fn ctor_arg<'e>(
    args: &'e [Expr],
    keywords: &'e [Keyword],
    position: usize,
    name: &str,
) -> Option<&'e Expr> {
    keywords
        .iter()
        .find(|k| k.name.as_ref().is_some_and(|(n, _)| n == name))
        .map(|k| &k.value)
        .or_else(|| args.get(position))
}

/// A constructor argument given as something other than `None`.
pub(crate) fn ctor_value<'e>(
    args: &'e [Expr],
    keywords: &'e [Keyword],
    position: usize,
    name: &str,
) -> Option<&'e Expr> {
    ctor_arg(args, keywords, position, name).filter(|e| !matches!(e.kind, ExprKind::None))
}

/// Whether constructor flag `name` (at `position`, default true) is false.
fn flag_off(args: &[Expr], keywords: &[Keyword], position: usize, name: &str) -> bool {
    ctor_arg(args, keywords, position, name)
        .is_some_and(|e| matches!(e.kind, ExprKind::Bool(false)))
}

/// `Linear` for `torch.nn.Linear` or `nn.Linear`.
pub(crate) fn nn_class(dotted: &str) -> Option<&str> {
    dotted
        .strip_prefix("torch.nn.")
        .or_else(|| dotted.strip_prefix("nn."))
}

/// The class (`Linear`), arguments and keywords of a call constructing a
/// `torch.nn` layer.
pub(crate) fn nn_constructor(call: &Expr) -> Option<(String, &[Expr], &[Keyword])> {
    let ExprKind::Call {
        func,
        args,
        keywords,
    } = &call.kind
    else {
        return None;
    };
    let class = nn_class(&func.dotted_name()?)?.to_string();
    Some((class, args, keywords))
}

/// The functional form of the `torch.nn` layers `__init__` may create,
/// from the constructor's (literal) arguments; `None` for other classes.
fn functional_layer(dotted: &str, args: &[Expr], keywords: &[Keyword]) -> Option<SubModule> {
    let class = nn_class(dotted)?;
    let arg = |i: usize, n: &str| ctor_arg(args, keywords, i, n).cloned();
    // Arguments of the functional call in its own order: (keyword, expr).
    let named = |pairs: &[(usize, &str, &str)]| -> Vec<(String, Expr)> {
        pairs
            .iter()
            .filter_map(|&(i, ctor, f)| arg(i, ctor).map(|e| (f.to_string(), e)))
            .collect()
    };
    let with_bias = |i: usize| {
        if flag_off(args, keywords, i, "bias") {
            vec!["weight"]
        } else {
            vec!["weight", "bias"]
        }
    };
    let layer = |func, tensors, keywords| SubModule::Functional {
        func,
        tensors,
        args: vec![],
        keywords,
    };
    Some(match class {
        // Padding other than zeros: padded by F.pad's mode first.
        "Conv1d" | "Conv2d" | "Conv3d"
            if ctor_arg(args, keywords, 8, "padding_mode")
                .is_some_and(|m| !matches!(&m.kind, ExprKind::Str(s) if s == "zeros")) =>
        {
            let as_list = |e: Expr| match e.kind {
                ExprKind::Int(_) => Expr::new(ExprKind::List(vec![e.clone()]), e.span),
                ExprKind::Tuple(items) => Expr::new(ExprKind::List(items), e.span),
                _ => e,
            };
            let mut keywords: Vec<(String, Expr)> =
                [(3, "stride"), (4, "padding"), (5, "dilation")]
                    .iter()
                    .filter_map(|&(i, n)| arg(i, n).map(|e| (n.to_string(), as_list(e))))
                    .collect();
            keywords.extend(named(&[
                (6, "groups", "groups"),
                (8, "padding_mode", "padding_mode"),
            ]));
            layer("torch._conv_padding_mode", with_bias(7), keywords)
        }
        "Conv1d" | "Conv2d" | "Conv3d" => layer(
            match class {
                "Conv1d" => "torch.nn.functional.conv1d",
                "Conv2d" => "torch.nn.functional.conv2d",
                _ => "torch.nn.functional.conv3d",
            },
            with_bias(7),
            named(&[
                (3, "stride", "stride"),
                (4, "padding", "padding"),
                (5, "dilation", "dilation"),
                (6, "groups", "groups"),
            ]),
        ),
        "LayerNorm" => SubModule::Functional {
            func: "torch.nn.functional.layer_norm",
            tensors: if flag_off(args, keywords, 2, "elementwise_affine") {
                vec![]
            } else if flag_off(args, keywords, 3, "bias") {
                vec!["weight"]
            } else {
                vec!["weight", "bias"]
            },
            args: vec![arg(0, "normalized_shape")?],
            keywords: named(&[(1, "eps", "eps")]),
        },
        "GroupNorm" => SubModule::Functional {
            func: "torch.nn.functional.group_norm",
            tensors: if flag_off(args, keywords, 3, "affine") {
                vec![]
            } else {
                vec!["weight", "bias"]
            },
            args: vec![arg(0, "num_groups")?],
            keywords: named(&[(2, "eps", "eps")]),
        },
        "RMSNorm" => SubModule::Functional {
            func: "torch.nn.functional.rms_norm",
            tensors: if flag_off(args, keywords, 2, "elementwise_affine") {
                vec![]
            } else {
                vec!["weight"]
            },
            args: vec![arg(0, "normalized_shape")?],
            keywords: named(&[(1, "eps", "eps")]),
        },
        "Softmax2d" => layer(
            "torch.nn.functional.softmax",
            vec![],
            vec![("dim".into(), Expr::new(ExprKind::Int(-3), Span::default()))],
        ),
        "UpsamplingNearest2d" | "UpsamplingBilinear2d" => {
            let mut keywords = named(&[(0, "size", "size"), (1, "scale_factor", "scale_factor")]);
            let text = |s: &str| Expr::new(ExprKind::Str(s.into()), Span::default());
            if class == "UpsamplingNearest2d" {
                keywords.push(("mode".into(), text("nearest")));
            } else {
                keywords.push(("mode".into(), text("bilinear")));
                keywords.push((
                    "align_corners".into(),
                    Expr::new(ExprKind::Bool(true), Span::default()),
                ));
            }
            layer("torch.nn.functional.interpolate", vec![], keywords)
        }
        // Instance statistics (running ones are not tracked by default).
        "InstanceNorm1d" | "InstanceNorm2d" | "InstanceNorm3d" => layer(
            "torch._instance_norm_layer",
            if ctor_arg(args, keywords, 3, "affine")
                .is_some_and(|e| matches!(e.kind, ExprKind::Bool(true)))
            {
                vec!["weight", "bias"]
            } else {
                vec![]
            },
            named(&[(1, "eps", "eps")]),
        ),
        "ConvTranspose1d" | "ConvTranspose2d" | "ConvTranspose3d" => layer(
            match class {
                "ConvTranspose1d" => "torch.nn.functional.conv_transpose1d",
                "ConvTranspose2d" => "torch.nn.functional.conv_transpose2d",
                _ => "torch.nn.functional.conv_transpose3d",
            },
            with_bias(7),
            named(&[
                (3, "stride", "stride"),
                (4, "padding", "padding"),
                (5, "output_padding", "output_padding"),
                (6, "groups", "groups"),
                (8, "dilation", "dilation"),
            ]),
        ),
        "PReLU" => layer("torch.nn.functional.prelu", vec!["weight"], vec![]),
        // The weight is the tensor given (`layer_initial_values`).
        "Embedding.from_pretrained" => layer(
            "torch.nn.functional.embedding",
            vec!["weight"],
            named(&[(3, "max_norm", "max_norm"), (4, "norm_type", "norm_type")]),
        ),
        "Embedding" => layer(
            "torch.nn.functional.embedding",
            vec!["weight"],
            named(&[(3, "max_norm", "max_norm"), (4, "norm_type", "norm_type")]),
        ),
        // Without running statistics, evaluation normalizes by the batch's.
        "BatchNorm1d" | "BatchNorm2d" | "BatchNorm3d"
            if flag_off(args, keywords, 4, "track_running_stats") =>
        {
            layer(
                "torch._batch_norm_batch_stats",
                if flag_off(args, keywords, 3, "affine") {
                    vec![]
                } else {
                    vec!["weight", "bias"]
                },
                named(&[(1, "eps", "eps")]),
            )
        }
        "BatchNorm1d" | "BatchNorm2d" | "BatchNorm3d" => layer(
            "torch.nn.functional.batch_norm",
            if flag_off(args, keywords, 3, "affine") {
                vec!["running_mean", "running_var"]
            } else {
                vec!["running_mean", "running_var", "weight", "bias"]
            },
            named(&[(1, "eps", "eps")]),
        ),
        "MaxPool1d" | "MaxPool2d" | "MaxPool3d" | "AvgPool1d" | "AvgPool2d" | "AvgPool3d" => {
            SubModule::Functional {
                func: match class {
                    "MaxPool1d" => "torch.nn.functional.max_pool1d",
                    "MaxPool2d" => "torch.nn.functional.max_pool2d",
                    "MaxPool3d" => "torch.nn.functional.max_pool3d",
                    "AvgPool1d" => "torch.nn.functional.avg_pool1d",
                    "AvgPool2d" => "torch.nn.functional.avg_pool2d",
                    _ => "torch.nn.functional.avg_pool3d",
                },
                tensors: vec![],
                args: vec![arg(0, "kernel_size")?],
                // MaxPool(kernel_size, stride, padding, dilation,
                // return_indices, ceil_mode); AvgPool(kernel_size, stride,
                // padding, ceil_mode, count_include_pad, divisor_override).
                keywords: if class.starts_with("Max") {
                    named(&[
                        (1, "stride", "stride"),
                        (2, "padding", "padding"),
                        (3, "dilation", "dilation"),
                        (5, "ceil_mode", "ceil_mode"),
                        (4, "return_indices", "return_indices"),
                    ])
                } else {
                    named(&[
                        (1, "stride", "stride"),
                        (2, "padding", "padding"),
                        (3, "ceil_mode", "ceil_mode"),
                        (4, "count_include_pad", "count_include_pad"),
                        (5, "divisor_override", "divisor_override"),
                    ])
                },
            }
        }
        "AdaptiveAvgPool1d" | "AdaptiveAvgPool2d" | "AdaptiveAvgPool3d" => SubModule::Functional {
            func: match class {
                "AdaptiveAvgPool1d" => "torch.nn.functional.adaptive_avg_pool1d",
                "AdaptiveAvgPool2d" => "torch.nn.functional.adaptive_avg_pool2d",
                _ => "torch.nn.functional.adaptive_avg_pool3d",
            },
            tensors: vec![],
            args: vec![arg(0, "output_size")?],
            keywords: vec![],
        },
        "Flatten" => layer(
            "torch.flatten",
            vec![],
            vec![
                (
                    "start_dim".into(),
                    arg(0, "start_dim").unwrap_or(Expr::new(ExprKind::Int(1), Span::default())),
                ),
                (
                    "end_dim".into(),
                    arg(1, "end_dim").unwrap_or(Expr::new(ExprKind::Int(-1), Span::default())),
                ),
            ],
        ),
        "Softmax" | "LogSoftmax" => layer(
            if class == "Softmax" {
                "torch.nn.functional.softmax"
            } else {
                "torch.nn.functional.log_softmax"
            },
            vec![],
            named(&[(0, "dim", "dim")]),
        ),
        "LeakyReLU" => layer(
            "torch.nn.functional.leaky_relu",
            vec![],
            named(&[(0, "negative_slope", "negative_slope")]),
        ),
        _ => {
            if let Some((mode, sides)) = padding_layer(class) {
                let mut keywords =
                    vec![("pad".to_string(), pad_amounts(arg(0, "padding")?, sides))];
                keywords.push((
                    "mode".into(),
                    Expr::new(ExprKind::Str(mode.into()), Span::default()),
                ));
                keywords.extend(named(&[(1, "value", "value")]));
                return Some(layer("torch.nn.functional.pad", vec![], keywords));
            }
            let (_, func, pairs) = PARAMETER_FREE.iter().find(|(c, _, _)| *c == class)?;
            layer(func, vec![], named(pairs))
        }
    })
}

/// Constructor arguments (position, name) and the keyword each becomes.
type ArgumentMap = &'static [(usize, &'static str, &'static str)];

/// Layers without tensors: the function that applies each, and which of
/// its constructor's arguments become which keyword.
const PARAMETER_FREE: &[(&str, &str, ArgumentMap)] = &[
    ("ReLU", "torch.relu", &[]),
    ("Tanh", "torch.tanh", &[]),
    ("Sigmoid", "torch.sigmoid", &[]),
    (
        "GELU",
        "torch.nn.functional.gelu",
        &[(0, "approximate", "approximate")],
    ),
    ("SiLU", "torch.nn.functional.silu", &[]),
    (
        "Hardtanh",
        "torch.nn.functional.hardtanh",
        &[(0, "min_val", "min_val"), (1, "max_val", "max_val")],
    ),
    ("ReLU6", "torch.nn.functional.relu6", &[]),
    ("ELU", "torch.nn.functional.elu", &[(0, "alpha", "alpha")]),
    ("CELU", "torch.nn.functional.celu", &[(0, "alpha", "alpha")]),
    ("SELU", "torch.nn.functional.selu", &[]),
    (
        "Softplus",
        "torch.nn.functional.softplus",
        &[(0, "beta", "beta"), (1, "threshold", "threshold")],
    ),
    ("Hardswish", "torch.nn.functional.hardswish", &[]),
    ("Hardsigmoid", "torch.nn.functional.hardsigmoid", &[]),
    ("Mish", "torch.nn.functional.mish", &[]),
    ("Softsign", "torch.nn.functional.softsign", &[]),
    ("Tanhshrink", "torch.nn.functional.tanhshrink", &[]),
    ("LogSigmoid", "torch.nn.functional.logsigmoid", &[]),
    (
        "Softmin",
        "torch.nn.functional.softmin",
        &[(0, "dim", "dim")],
    ),
    (
        "Hardshrink",
        "torch.nn.functional.hardshrink",
        &[(0, "lambd", "lambd")],
    ),
    (
        "Softshrink",
        "torch.nn.functional.softshrink",
        &[(0, "lambd", "lambd")],
    ),
    (
        "Threshold",
        "torch.nn.functional.threshold",
        &[(0, "threshold", "threshold"), (1, "value", "value")],
    ),
    ("GLU", "torch.nn.functional.glu", &[(0, "dim", "dim")]),
    (
        "PixelShuffle",
        "torch.nn.functional.pixel_shuffle",
        &[(0, "upscale_factor", "upscale_factor")],
    ),
    (
        "PixelUnshuffle",
        "torch.nn.functional.pixel_unshuffle",
        &[(0, "downscale_factor", "downscale_factor")],
    ),
    (
        "ChannelShuffle",
        "torch.nn.functional.channel_shuffle",
        &[(0, "groups", "groups")],
    ),
    (
        "Upsample",
        "torch.nn.functional.interpolate",
        &[
            (0, "size", "size"),
            (1, "scale_factor", "scale_factor"),
            (2, "mode", "mode"),
            (3, "align_corners", "align_corners"),
        ],
    ),
    (
        "AdaptiveMaxPool1d",
        "torch.nn.functional.adaptive_max_pool1d",
        &[
            (0, "output_size", "output_size"),
            (1, "return_indices", "return_indices"),
        ],
    ),
    (
        "AdaptiveMaxPool2d",
        "torch.nn.functional.adaptive_max_pool2d",
        &[
            (0, "output_size", "output_size"),
            (1, "return_indices", "return_indices"),
        ],
    ),
    (
        "AdaptiveMaxPool3d",
        "torch.nn.functional.adaptive_max_pool3d",
        &[
            (0, "output_size", "output_size"),
            (1, "return_indices", "return_indices"),
        ],
    ),
    (
        "LocalResponseNorm",
        "torch.nn.functional.local_response_norm",
        &[
            (0, "size", "size"),
            (1, "alpha", "alpha"),
            (2, "beta", "beta"),
            (3, "k", "k"),
        ],
    ),
    (
        "LPPool1d",
        "torch.nn.functional.lp_pool1d",
        &[
            (0, "norm_type", "norm_type"),
            (1, "kernel_size", "kernel_size"),
            (2, "stride", "stride"),
            (3, "ceil_mode", "ceil_mode"),
        ],
    ),
    (
        "LPPool2d",
        "torch.nn.functional.lp_pool2d",
        &[
            (0, "norm_type", "norm_type"),
            (1, "kernel_size", "kernel_size"),
            (2, "stride", "stride"),
            (3, "ceil_mode", "ceil_mode"),
        ],
    ),
    (
        "Unfold",
        "torch.nn.functional.unfold",
        &[
            (0, "kernel_size", "kernel_size"),
            (1, "dilation", "dilation"),
            (2, "padding", "padding"),
            (3, "stride", "stride"),
        ],
    ),
    (
        "Fold",
        "torch.nn.functional.fold",
        &[
            (0, "output_size", "output_size"),
            (1, "kernel_size", "kernel_size"),
            (2, "dilation", "dilation"),
            (3, "padding", "padding"),
            (4, "stride", "stride"),
        ],
    ),
    (
        "Unflatten",
        "torch.unflatten",
        &[(0, "dim", "dim"), (1, "unflattened_size", "sizes")],
    ),
];

/// `nn.ZeroPad2d`, `nn.ReflectionPad1d`, ...: `F.pad`'s mode and the
/// number of amounts one int stands for.
fn padding_layer(class: &str) -> Option<(&'static str, usize)> {
    let (mode, rest) = [
        ("ZeroPad", "constant"),
        ("ConstantPad", "constant"),
        ("ReflectionPad", "reflect"),
        ("ReplicationPad", "replicate"),
        ("CircularPad", "circular"),
    ]
    .into_iter()
    .find_map(|(prefix, mode)| class.strip_prefix(prefix).map(|rest| (mode, rest)))?;
    let dims = match rest {
        "1d" => 1,
        "2d" => 2,
        "3d" => 3,
        _ => return None,
    };
    Some((mode, 2 * dims))
}

/// A padding layer's `padding` as `F.pad`'s list: an int repeated for
/// every side, a tuple as a list.
fn pad_amounts(padding: Expr, sides: usize) -> Expr {
    let span = padding.span;
    match padding.kind {
        ExprKind::Tuple(items) | ExprKind::List(items) => Expr::new(ExprKind::List(items), span),
        kind => {
            let one = Expr::new(kind, span);
            Expr::new(ExprKind::List(vec![one; sides]), span)
        }
    }
}

pub(crate) fn is_nn(dotted: &str, class: &str) -> bool {
    dotted == format!("torch.nn.{class}") || dotted == format!("nn.{class}")
}

/// A module class of the file constructed with arguments: the layer it
/// is, its tensors, and the constructor calls of its `torch.nn` layers
/// (by path inside it).
pub(crate) struct Specialized {
    pub layer: SubModule,
    pub tensors: Vec<String>,
    pub constructors: HashMap<String, Expr>,
}

/// Specializes the file's module class to constructor arguments (see
/// `ModuleImporter::specialized_module`): the new module's name and
/// tensors; `None` when the arguments do not fit its `__init__`.
pub(crate) type Specialize<'f> =
    dyn Fn(&str, &[Expr], &[Keyword], Span) -> Result<Option<Specialized>, Diagnostic> + 'f;

/// What `layer` records of the layers it makes: their tensors' paths
/// (`fc1.weight`), and each `torch.nn` layer's constructor call by path.
pub(crate) struct LayersMade<'a> {
    pub tensors: &'a mut Vec<String>,
    pub constructors: &'a mut HashMap<String, Expr>,
}

/// The layer the constructor call `value` (its arguments already
/// computed, `init_values`) makes, stored at `path` (`fc1`, `layers.0`);
/// its tensors and constructors are recorded in `made`. `None` for a class
/// that is not supported.
pub(crate) fn layer(
    value: &Expr,
    path: &str,
    made: &mut LayersMade,
    modules: &HashMap<String, ModuleInfo>,
    specialize: &Specialize,
) -> Result<Option<SubModule>, Diagnostic> {
    let ExprKind::Call {
        func,
        args,
        keywords,
    } = &value.kind
    else {
        return Ok(None);
    };
    let dotted = func.dotted_name().unwrap_or_default();
    if let Some(class) = nn_class(&dotted) {
        crate::layer_attributes::check_constructor(class, args, keywords, value.span)?;
        made.constructors.insert(path.to_string(), value.clone());
    }
    // A module class defined earlier in the file: read once (its
    // parameters' defaults), or again for these constructor arguments.
    if let Some(info) = modules.get(&dotted) {
        if let Some(why) = &info.refused {
            return Err(why.clone());
        }
        let made_here = if args.is_empty() && keywords.is_empty() && !info.needs_args {
            Specialized {
                layer: info.as_layer(),
                tensors: info.tensors.clone(),
                constructors: info.layer_constructors.clone(),
            }
        } else {
            match specialize(&dotted, args, keywords, value.span)? {
                Some(s) => s,
                None => return Ok(None),
            }
        };
        made.tensors
            .extend(made_here.tensors.iter().map(|t| format!("{path}.{t}")));
        // A container subclass (of `nn.Sequential`, `nn.ModuleDict`,
        // `nn.ModuleList`) is that container of its layers, whose
        // constructors are then read under this path.
        if !matches!(made_here.layer, SubModule::User(_)) {
            for (at, call) in made_here.constructors {
                // A subclass of a `torch.nn` layer is that layer.
                let at = match at.as_str() {
                    "$base" => path.to_string(),
                    _ => format!("{path}.{at}"),
                };
                made.constructors.insert(at, call);
            }
        }
        return Ok(Some(made_here.layer));
    }
    Ok(Some(if is_nn(&dotted, "Linear") {
        let bias = !keywords.iter().any(|k| {
            k.name.as_ref().is_some_and(|(n, _)| n == "bias")
                && matches!(k.value.kind, ExprKind::Bool(false))
        });
        made.tensors.push(format!("{path}.weight"));
        if bias {
            made.tensors.push(format!("{path}.bias"));
        }
        SubModule::Linear { bias }
    } else if [
        "Identity",
        "Dropout",
        "Dropout1d",
        "Dropout2d",
        "Dropout3d",
        "AlphaDropout",
    ]
    .iter()
    .any(|c| is_nn(&dotted, c))
    {
        SubModule::Identity
    } else if is_nn(&dotted, "Sequential") && keywords.is_empty() {
        // `nn.Sequential(OrderedDict([(name, layer), ...]))`: named layers.
        let named = match args.as_slice() {
            [Expr {
                kind: ExprKind::Call { func, args, .. },
                ..
            }] if func
                .dotted_name()
                .is_some_and(|f| f == "OrderedDict" || f == "collections.OrderedDict") =>
            {
                let pairs = match args.as_slice() {
                    [] => vec![],
                    [Expr {
                        kind: ExprKind::List(items) | ExprKind::Tuple(items),
                        ..
                    }] => items
                        .iter()
                        .map(|item| match &item.kind {
                            ExprKind::Tuple(kv) if kv.len() == 2 => {
                                Ok((kv[0].clone(), kv[1].clone()))
                            }
                            _ => Err(Diagnostic::error(
                                "an OrderedDict of layers is built from (name, layer) pairs",
                                item.span,
                            )),
                        })
                        .collect::<Result<Vec<_>, _>>()?,
                    _ => return Ok(None),
                };
                Some(pairs)
            }
            // An `OrderedDict` `__init__` filled: a dict display by now.
            [Expr {
                kind: ExprKind::Dict(pairs),
                ..
            }] => Some(pairs.clone()),
            _ => None,
        };
        let layers = match named {
            Some(pairs) => named_layers(&pairs, path, made, modules, specialize)?,
            None => numbered_layers(args, path, made, modules, specialize)?.map(|layers| {
                layers
                    .into_iter()
                    .enumerate()
                    .map(|(i, l)| (i.to_string(), l))
                    .collect()
            }),
        };
        match layers {
            Some(layers) => SubModule::Sequential(layers),
            None => return Ok(None),
        }
    } else if is_nn(&dotted, "ModuleList") && keywords.is_empty() && args.len() <= 1 {
        // A list display (a comprehension has been computed into one).
        let items: &[Expr] = match args.first().map(|a| &a.kind) {
            None => &[],
            Some(ExprKind::List(items)) => items,
            Some(_) => return Ok(None),
        };
        match numbered_layers(items, path, made, modules, specialize)? {
            Some(layers) => SubModule::ModuleList(layers),
            None => return Ok(None),
        }
    } else if is_nn(&dotted, "ModuleDict") && keywords.is_empty() && args.len() <= 1 {
        let pairs: Vec<(Expr, Expr)> = match args.first().map(|a| &a.kind) {
            None => vec![],
            Some(ExprKind::Dict(pairs)) => pairs.clone(),
            // `dict(wte=nn.Embedding(...), h=...)` (nanoGPT).
            Some(ExprKind::Call {
                func,
                args: no_args,
                keywords: named,
            }) if func.dotted_name().as_deref() == Some("dict") && no_args.is_empty() => {
                let mut pairs = Vec::new();
                for k in named {
                    let Some((name, at)) = &k.name else {
                        return Ok(None);
                    };
                    pairs.push((Expr::new(ExprKind::Str(name.clone()), *at), k.value.clone()));
                }
                pairs
            }
            Some(_) => return Ok(None),
        };
        match named_layers(&pairs, path, made, modules, specialize)? {
            Some(layers) => SubModule::ModuleDict(layers),
            None => return Ok(None),
        }
    } else if let Some(layer) = nn_class(&dotted)
        .map(|class| {
            crate::multi_input_layers::multi_input_layer(class, args, keywords, value.span)
        })
        .transpose()?
        .flatten()
    {
        if let SubModule::MultiInput { tensors: own, .. } = &layer {
            made.tensors
                .extend(own.iter().map(|t| format!("{path}.{t}")));
        }
        layer
    } else {
        let Some(layer) = functional_layer(&dotted, args, keywords) else {
            return Ok(None);
        };
        if let SubModule::Functional { tensors: own, .. } = &layer {
            made.tensors
                .extend(own.iter().map(|t| format!("{path}.{t}")));
        }
        layer
    }))
}

/// The layers of a ModuleDict or a Sequential of an OrderedDict, at
/// `path.<key>`: the keys are string literals, as module names.
fn named_layers(
    pairs: &[(Expr, Expr)],
    path: &str,
    made: &mut LayersMade,
    modules: &HashMap<String, ModuleInfo>,
    specialize: &Specialize,
) -> Result<Option<Vec<(String, SubModule)>>, Diagnostic> {
    let mut layers = vec![];
    for (k, v) in pairs {
        let ExprKind::Str(key) = &k.kind else {
            return Err(Diagnostic::error(
                "the names of a ModuleDict's or Sequential's layers must be string literals",
                k.span,
            ));
        };
        if key.contains('.') || key.is_empty() {
            return Err(Diagnostic::error(
                format!("KeyError: module name can't contain \".\" or be empty, got: \"{key}\""),
                k.span,
            ));
        }
        match layer(v, &format!("{path}.{key}"), made, modules, specialize)? {
            Some(l) => layers.push((key.clone(), l)),
            None => return Ok(None),
        }
    }
    Ok(Some(layers))
}

/// The layers of a Sequential or ModuleList, at `path.0`, `path.1`, ...
fn numbered_layers(
    items: &[Expr],
    path: &str,
    made: &mut LayersMade,
    modules: &HashMap<String, ModuleInfo>,
    specialize: &Specialize,
) -> Result<Option<Vec<SubModule>>, Diagnostic> {
    let mut layers = vec![];
    for (i, item) in items.iter().enumerate() {
        match layer(item, &format!("{path}.{i}"), made, modules, specialize)? {
            Some(l) => layers.push(l),
            None => return Ok(None),
        }
    }
    Ok(Some(layers))
}
