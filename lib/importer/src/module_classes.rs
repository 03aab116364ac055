//! `torch.nn.Module` classes: their parameters, buffers, submodules and
//! constants (read from `__init__`), and calls of `self.submodule(x)` and
//! `self.method(x)` inside their methods.
//!
//! A module's methods compile like functions named `Class.method` whose
//! signature lists the method's inputs, then every parameter and buffer
//! (`self.fc1.weight`, ... in declaration order): the tensors are lifted
//! into the signature, as torch.export's graph signature does (we put them
//! last so example inputs keep their positions), and their values come
//! from a weights file at run time.

use crate::{
    control_flow::Raw,
    function_emitter::{Emit, Emitted, FunctionEmitter},
    module_importer::ModuleImporter,
    script_type::intern,
};
use std::collections::HashMap;
use ts_frontend::{
    ast::{ClassDef, Expr, ExprKind, FunctionDef, Keyword, Stmt, StmtKind},
    Diagnostic, Span,
};

/// A submodule assigned in `__init__`.
#[derive(Clone, Debug)]
pub enum SubModule {
    /// `nn.Linear(in, out, bias=...)`: `F.linear` with `attr.weight` and
    /// (with a bias) `attr.bias`.
    Linear { bias: bool },
    /// An elementwise activation: the torch function that applies it.
    Activation(&'static str),
    /// `nn.Dropout`/`nn.Identity`: the input itself (inference).
    Identity,
    /// `nn.Sequential(a, b, ...)`: each layer applied to the previous
    /// one's output; layer i's tensors are `attr.i.weight`, ... (as in the
    /// state dict).
    Sequential(Vec<SubModule>),
    /// `nn.ModuleList([a, b, ...])`: layers used one by one (`for layer in
    /// self.blocks`, `self.blocks[i]`), named like a Sequential's.
    ModuleList(Vec<SubModule>),
    /// An instance of a module class of the file, constructed without
    /// arguments: its `forward` inlined with its tensors under `attr.`.
    User(&'static str),
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

/// A constructor argument by position or keyword.
fn ctor_arg<'e>(
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

/// Whether constructor flag `name` (at `position`, default true) is false.
fn flag_off(args: &[Expr], keywords: &[Keyword], position: usize, name: &str) -> bool {
    ctor_arg(args, keywords, position, name)
        .is_some_and(|e| matches!(e.kind, ExprKind::Bool(false)))
}

/// The functional form of the `torch.nn` layers `__init__` may create,
/// from the constructor's (literal) arguments; `None` for other classes.
fn functional_layer(dotted: &str, args: &[Expr], keywords: &[Keyword]) -> Option<SubModule> {
    let class = dotted
        .strip_prefix("torch.nn.")
        .or_else(|| dotted.strip_prefix("nn."))?;
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
        "Conv1d" | "Conv2d" => layer(
            if class == "Conv1d" {
                "torch.nn.functional.conv1d"
            } else {
                "torch.nn.functional.conv2d"
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
            } else {
                vec!["weight", "bias"]
            },
            args: vec![arg(0, "normalized_shape")?],
            keywords: named(&[(1, "eps", "eps")]),
        },
        "Embedding" => layer("torch.nn.functional.embedding", vec!["weight"], vec![]),
        "BatchNorm1d" | "BatchNorm2d" => layer(
            "torch.nn.functional.batch_norm",
            if flag_off(args, keywords, 3, "affine") {
                vec!["running_mean", "running_var"]
            } else {
                vec!["running_mean", "running_var", "weight", "bias"]
            },
            named(&[(1, "eps", "eps")]),
        ),
        "MaxPool1d" | "MaxPool2d" | "AvgPool1d" | "AvgPool2d" => SubModule::Functional {
            func: match class {
                "MaxPool1d" => "torch.nn.functional.max_pool1d",
                "MaxPool2d" => "torch.nn.functional.max_pool2d",
                "AvgPool1d" => "torch.nn.functional.avg_pool1d",
                _ => "torch.nn.functional.avg_pool2d",
            },
            tensors: vec![],
            args: vec![arg(0, "kernel_size")?],
            keywords: named(&[(1, "stride", "stride"), (2, "padding", "padding")]),
        },
        "AdaptiveAvgPool1d" | "AdaptiveAvgPool2d" => SubModule::Functional {
            func: if class == "AdaptiveAvgPool1d" {
                "torch.nn.functional.adaptive_avg_pool1d"
            } else {
                "torch.nn.functional.adaptive_avg_pool2d"
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
        _ => return None,
    })
}

/// What `__init__` defines.
pub struct ModuleInfo<'m> {
    pub name: &'static str,
    /// The `__init__` read to fill this in.
    pub init: &'m FunctionDef,
    /// Its `__init__` has parameters without defaults: only instances
    /// constructed with arguments (`Block(8)`, specialized) are complete.
    pub needs_args: bool,
    pub methods: HashMap<String, &'m FunctionDef>,
    /// Lifted tensors by dotted path (`fc1.weight`), in declaration order.
    pub tensors: Vec<String>,
    pub submodules: HashMap<String, SubModule>,
    /// Attributes set to a literal (`self.eps = 1e-5`).
    pub constants: Vec<(String, Expr)>,
}

fn is_nn(dotted: &str, class: &str) -> bool {
    dotted == format!("torch.nn.{class}") || dotted == format!("nn.{class}")
}

fn activation(dotted: &str) -> Option<&'static str> {
    let pairs = [
        ("ReLU", "torch.relu"),
        ("Tanh", "torch.tanh"),
        ("Sigmoid", "torch.sigmoid"),
        ("GELU", "torch.nn.functional.gelu"),
        ("SiLU", "torch.nn.functional.silu"),
    ];
    pairs
        .into_iter()
        .find(|(c, _)| is_nn(dotted, c))
        .map(|(_, f)| f)
}

/// `self.name` as an assignment target.
fn self_attribute(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Attribute { value, attr, .. } if matches!(&value.kind, ExprKind::Name(n) if n == "self") => {
            Some(attr)
        }
        _ => None,
    }
}

fn is_super_init(s: &Stmt) -> bool {
    let StmtKind::Expr(Expr {
        kind: ExprKind::Call { func, .. },
        ..
    }) = &s.kind
    else {
        return false;
    };
    matches!(&func.kind, ExprKind::Attribute { value, attr, .. }
        if attr == "__init__" && matches!(&value.kind, ExprKind::Call { func, .. }
            if matches!(&func.kind, ExprKind::Name(n) if n == "super")))
}

/// The `__init__` of a module class that defines none.
static NO_INIT: FunctionDef = FunctionDef {
    name: String::new(),
    name_span: ts_frontend::Span { start: 0, end: 0 },
    params: Vec::new(),
    returns: None,
    body: Vec::new(),
    decorators: Vec::new(),
    type_comment: None,
};

impl<'m> ModuleImporter<'m> {
    /// Reads a module class: its methods become functions `Class.method`.
    pub fn collect_module(&mut self, def: &'m ClassDef) -> Result<(), Diagnostic> {
        let mut methods = HashMap::new();
        for s in &def.body {
            match &s.kind {
                StmtKind::FunctionDef(f) => {
                    methods.insert(f.name.clone(), f);
                }
                StmtKind::Pass
                | StmtKind::Expr(Expr {
                    kind: ExprKind::Str(_),
                    ..
                }) => {}
                // Type declarations of attributes (`fc1: nn.Linear`).
                StmtKind::AnnAssign { value: None, .. } => {}
                _ => {
                    return Err(Diagnostic::error(
                        "a module class body may only define methods",
                        s.span,
                    ))
                }
            }
        }
        // Without an `__init__`, nn.Module's: no attributes.
        let init = methods.get("__init__").copied().unwrap_or(&NO_INIT);
        // `__init__`'s parameters take their defaults; without one for
        // each, the class is read per construction (`Block(8)`).
        let defaults: Option<HashMap<String, Expr>> = init
            .params
            .iter()
            .skip(1)
            .map(|p| p.default.clone().map(|d| (p.name.clone(), d)))
            .collect();
        let mut info = ModuleInfo {
            name: intern(&def.name),
            init,
            needs_args: defaults.is_none(),
            methods: methods.clone(),
            tensors: vec![],
            submodules: HashMap::new(),
            constants: vec![],
        };
        if let Some(args) = &defaults {
            for s in &init.body {
                self.read_init_statement(s, &mut info, args)?;
            }
        }
        for pending in self.pending_modules.take() {
            self.modules.insert(pending.name.to_string(), pending);
        }
        for (name, f) in &methods {
            if name != "__init__" {
                let qualified = format!("{}.{name}", def.name);
                self.functions.insert(qualified.clone(), f);
                self.method_class.insert(qualified, def.name.clone());
            }
        }
        info.methods = methods;
        self.modules.insert(def.name.clone(), info);
        Ok(())
    }

    /// The file's module class `class` constructed with `args`: its
    /// `__init__` read with its parameters bound to them (literals, or
    /// expressions of literals), as a new module named after the call site.
    /// Its name and tensors; `None` when the arguments do not fit.
    fn specialized_module(
        &self,
        class: &str,
        args: &[Expr],
        keywords: &[Keyword],
        at: Span,
    ) -> Option<(&'static str, Vec<String>)> {
        let base = self.modules.get(class)?;
        let params = base.init.params.get(1..).unwrap_or_default();
        if args.len() > params.len() {
            return None;
        }
        let mut bound: HashMap<String, Expr> = params
            .iter()
            .zip(args)
            .map(|(p, a)| (p.name.clone(), a.clone()))
            .collect();
        for k in keywords {
            let (name, _) = k.name.as_ref()?;
            params.iter().find(|p| &p.name == name)?;
            bound.insert(name.clone(), k.value.clone());
        }
        for p in params {
            if !bound.contains_key(&p.name) {
                bound.insert(p.name.clone(), p.default.clone()?);
            }
        }
        // Named after the call site, and numbered: one site may construct
        // several (a ModuleList comprehension, with other arguments each).
        let number = self.modules.len() + self.pending_modules.borrow().len();
        let mut info = ModuleInfo {
            name: intern(&format!("{class}@{}.{number}", at.start)),
            init: base.init,
            needs_args: false,
            methods: base.methods.clone(),
            tensors: vec![],
            submodules: HashMap::new(),
            constants: vec![],
        };
        for s in &base.init.body {
            self.read_init_statement(s, &mut info, &bound).ok()?;
        }
        let found = (info.name, info.tensors.clone());
        self.pending_modules.borrow_mut().push(info);
        Some(found)
    }

    fn read_init_statement(
        &self,
        s: &Stmt,
        info: &mut ModuleInfo<'m>,
        args: &HashMap<String, Expr>,
    ) -> Result<(), Diagnostic> {
        let bind = |e: &Expr| fold_literals(&e.substitute_names(&|n| args.get(n).cloned()));
        let unsupported = |span: Span| {
            Diagnostic::error(
                "in a module's `__init__`, only parameters (`nn.Parameter`), buffers (`register_buffer`), literal constants (or arithmetic on them and on `__init__`'s parameters), instances of module classes defined above (with literal constructor arguments) and these layers are supported yet: Sequential and ModuleList of them, Linear, Conv1d/2d, LayerNorm, Embedding, BatchNorm1d/2d, MaxPool1d/2d, AvgPool1d/2d, AdaptiveAvgPool1d/2d, Flatten, Softmax, LogSoftmax, Dropout, Identity and activations",
                span,
            )
        };
        if is_super_init(s) || matches!(s.kind, StmtKind::Pass) {
            return Ok(());
        }
        if let StmtKind::Expr(Expr {
            kind: ExprKind::Call { func, args, .. },
            ..
        }) = &s.kind
        {
            if self_attribute(func) == Some("register_buffer") {
                if let Some(Expr {
                    kind: ExprKind::Str(name),
                    ..
                }) = args.first()
                {
                    info.tensors.push(name.clone());
                    return Ok(());
                }
            }
            return Err(unsupported(s.span));
        }
        let (target, value) = match &s.kind {
            StmtKind::Assign { targets, value, .. } if targets.len() == 1 => (&targets[0], value),
            StmtKind::AnnAssign {
                target,
                value: Some(value),
                ..
            } => (target, value),
            _ => return Err(unsupported(s.span)),
        };
        let Some(attr) = self_attribute(target) else {
            return Err(unsupported(s.span));
        };
        let value = &bind(value);
        match &value.kind {
            _ if is_literal(value) => {
                info.constants.push((attr.to_string(), value.clone()));
            }
            ExprKind::Call { func, .. }
                if is_nn(&func.dotted_name().unwrap_or_default(), "Parameter") =>
            {
                info.tensors.push(attr.to_string());
            }
            ExprKind::Call { .. } => {
                let specialize = |class: &str, args: &[Expr], keywords: &[Keyword], at: Span| {
                    self.specialized_module(class, args, keywords, at)
                };
                let layer = layer(value, attr, &mut info.tensors, &self.modules, &specialize)
                    .ok_or_else(|| unsupported(value.span))?;
                info.submodules.insert(attr.to_string(), layer);
            }
            _ => return Err(unsupported(value.span)),
        }
        Ok(())
    }
}

/// The layer a constructor call in `__init__` makes, stored at `path`
/// (`fc1`, `layers.0`); its tensors' names are appended to `tensors`.
/// `None` for a class that is not supported.
/// Specializes the file's module class to constructor arguments (see
/// `specialized_module`): the new module's name and tensors.
type Specialize<'f> =
    dyn Fn(&str, &[Expr], &[Keyword], Span) -> Option<(&'static str, Vec<String>)> + 'f;

/// `e` with int arithmetic on int literals computed, as Python would
/// (`k // 2` once `k` is bound to `5`), so layer arguments stay literals.
fn fold_literals(e: &Expr) -> Expr {
    let kind = match &e.kind {
        ExprKind::Binary { left, op, right } => {
            let (l, r) = (fold_literals(left), fold_literals(right));
            let value = match (&l.kind, &r.kind, crate::op_binding::int_op(*op)) {
                (ExprKind::Int(a), ExprKind::Int(b), Some(op)) => ts_dialect::fold_int(op, *a, *b),
                _ => None,
            };
            match value {
                Some(v) => ExprKind::Int(v),
                None => ExprKind::Binary {
                    left: Box::new(l),
                    op: *op,
                    right: Box::new(r),
                },
            }
        }
        ExprKind::Call {
            func,
            args,
            keywords,
        } => ExprKind::Call {
            func: func.clone(),
            args: args.iter().map(fold_literals).collect(),
            keywords: keywords
                .iter()
                .map(|k| Keyword {
                    value: fold_literals(&k.value),
                    ..k.clone()
                })
                .collect(),
        },
        ExprKind::List(items) => ExprKind::List(items.iter().map(fold_literals).collect()),
        ExprKind::Tuple(items) => ExprKind::Tuple(items.iter().map(fold_literals).collect()),
        other => other.clone(),
    };
    Expr { kind, span: e.span }
}

/// A literal (number, bool, string, None), arithmetic on them, `int`/
/// `float`/`bool` of one, or a list, tuple or dict display of them (a
/// constant attribute, possibly computed from constructor arguments).
fn is_literal(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Bool(_)
        | ExprKind::Str(_)
        | ExprKind::None => true,
        ExprKind::Unary { operand, .. } => is_literal(operand),
        ExprKind::Binary { left, right, .. } => is_literal(left) && is_literal(right),
        ExprKind::Call {
            func,
            args,
            keywords,
        } => {
            matches!(&func.kind, ExprKind::Name(n) if matches!(n.as_str(), "int" | "float" | "bool"))
                && keywords.is_empty()
                && matches!(args.as_slice(), [a] if is_literal(a))
        }
        ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().all(is_literal),
        ExprKind::Dict(pairs) => pairs.iter().all(|(k, v)| is_literal(k) && is_literal(v)),
        _ => false,
    }
}

fn layer(
    value: &Expr,
    path: &str,
    tensors: &mut Vec<String>,
    modules: &HashMap<String, ModuleInfo>,
    specialize: &Specialize,
) -> Option<SubModule> {
    let ExprKind::Call {
        func,
        args,
        keywords,
    } = &value.kind
    else {
        return None;
    };
    let dotted = func.dotted_name().unwrap_or_default();
    // A module class defined earlier in the file: read once (its
    // parameters' defaults), or again for these constructor arguments.
    if let Some(info) = modules.get(&dotted) {
        if args.is_empty() && keywords.is_empty() && !info.needs_args {
            tensors.extend(info.tensors.iter().map(|t| format!("{path}.{t}")));
            return Some(SubModule::User(info.name));
        }
        let (name, own) = specialize(&dotted, args, keywords, value.span)?;
        tensors.extend(own.iter().map(|t| format!("{path}.{t}")));
        return Some(SubModule::User(name));
    }
    Some(if is_nn(&dotted, "Linear") {
        let bias = !keywords.iter().any(|k| {
            k.name.as_ref().is_some_and(|(n, _)| n == "bias")
                && matches!(k.value.kind, ExprKind::Bool(false))
        });
        tensors.push(format!("{path}.weight"));
        if bias {
            tensors.push(format!("{path}.bias"));
        }
        SubModule::Linear { bias }
    } else if let Some(f) = activation(&dotted) {
        SubModule::Activation(f)
    } else if is_nn(&dotted, "Dropout") || is_nn(&dotted, "Identity") {
        SubModule::Identity
    } else if is_nn(&dotted, "Sequential") && keywords.is_empty() {
        let items: Vec<&Expr> = args.iter().collect();
        SubModule::Sequential(numbered_layers(&items, path, tensors, modules, specialize)?)
    } else if is_nn(&dotted, "ModuleList") && keywords.is_empty() && args.len() <= 1 {
        // A list display, or `[layer for i in range(n)]`: one layer per
        // `i`, its arguments read with `i` bound (`Block(w, scale=i + 1)`).
        let items: Vec<Expr> = match args.first().map(|a| &a.kind) {
            None => vec![],
            Some(ExprKind::List(items)) => items.clone(),
            Some(ExprKind::ListComp { elt, generators }) => match generators.as_slice() {
                [g] if g.ifs.is_empty() => {
                    let var = match &g.target.kind {
                        ExprKind::Name(v) => Some(v.as_str()),
                        _ => None,
                    };
                    (0..range_literal(&g.iter)?)
                        .map(|k| {
                            fold_literals(&elt.substitute_names(&|n| {
                                (Some(n) == var).then_some(Expr {
                                    kind: ExprKind::Int(k as i64),
                                    span: g.target.span,
                                })
                            }))
                        })
                        .collect()
                }
                _ => return None,
            },
            Some(_) => return None,
        };
        let items: Vec<&Expr> = items.iter().collect();
        SubModule::ModuleList(numbered_layers(&items, path, tensors, modules, specialize)?)
    } else {
        let layer = functional_layer(&dotted, args, keywords)?;
        if let SubModule::Functional { tensors: own, .. } = &layer {
            tensors.extend(own.iter().map(|t| format!("{path}.{t}")));
        }
        layer
    })
}

/// The layers of a Sequential or ModuleList, at `path.0`, `path.1`, ...
fn numbered_layers(
    items: &[&Expr],
    path: &str,
    tensors: &mut Vec<String>,
    modules: &HashMap<String, ModuleInfo>,
    specialize: &Specialize,
) -> Option<Vec<SubModule>> {
    items
        .iter()
        .enumerate()
        .map(|(i, a)| layer(a, &format!("{path}.{i}"), tensors, modules, specialize))
        .collect()
}

/// `n` of `range(n)` with a literal `n`.
fn range_literal(e: &Expr) -> Option<usize> {
    let ExprKind::Call { func, args, .. } = &e.kind else {
        return None;
    };
    match (func.dotted_name().as_deref(), args.as_slice()) {
        (Some("range"), [n]) => usize::try_from(crate::op_binding::literal_int(n)?).ok(),
        _ => None,
    }
}

/// `a.b.c` as an expression.
fn dotted_expr(path: &str, span: Span) -> Expr {
    let mut parts = path.split('.');
    let first = Expr {
        kind: ExprKind::Name(parts.next().unwrap_or_default().to_string()),
        span,
    };
    parts.fold(first, |value, attr| Expr {
        kind: ExprKind::Attribute {
            value: Box::new(value),
            attr: attr.to_string(),
            attr_span: span,
        },
        span,
    })
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `self.attr(args)` in a module method: a submodule applied, or another
    /// method inlined. `None` outside module methods.
    pub(crate) fn module_call(
        &mut self,
        attr: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let Some(class) = self.current_class else {
            return Ok(None);
        };
        let Some(info) = self.importer.modules.get(class) else {
            return Ok(None);
        };
        if let Some(sub) = info.submodules.get(attr).cloned() {
            // A module class of the file: its `forward` takes any arguments.
            if let SubModule::User(class) = sub {
                return self
                    .apply_user_module(attr, class, args, keywords, span)
                    .map(Some);
            }
            let [x] = args else {
                return Err(Diagnostic::error(
                    format!("submodule `self.{attr}` takes one input"),
                    span,
                ));
            };
            return self.apply_layer(attr, &sub, x, span).map(Some);
        }
        let Some(def) = info.methods.get(attr).copied() else {
            return Err(Diagnostic::error(
                format!("module `{class}` has no submodule or method `{attr}`"),
                span,
            ));
        };
        if crate::unused_functions::is_unused(def) {
            return self.unused_call(def, 1, args, keywords, span).map(Some);
        }
        // The method sees `self`'s tensors and constants.
        let env: HashMap<String, Raw> = self
            .env
            .iter()
            .filter(|(k, _)| k.starts_with("self."))
            .map(|(k, v)| (k.clone(), Raw::of(v)))
            .collect();
        let (returned, _) = self.inline_method_body(class, def, env, args, keywords, span)?;
        Ok(Some(match returned {
            Some(r) => r.emitted(),
            None => Emitted::One(self.constant_none(span)?),
        }))
    }

    /// The layer at `path` (`blocks.1`) of the current module.
    pub(crate) fn layer_at(&self, path: &str) -> Option<SubModule> {
        let info = self.importer.modules.get(self.current_class?)?;
        let mut parts = path.split('.');
        let mut sub = info.submodules.get(parts.next()?)?.clone();
        for p in parts {
            let i: usize = p.parse().ok()?;
            sub = match sub {
                SubModule::Sequential(layers) | SubModule::ModuleList(layers) => {
                    layers.get(i)?.clone()
                }
                _ => return None,
            };
        }
        Some(sub)
    }

    /// `self.<attr>` when it names a ModuleList or Sequential in a module
    /// method: the attribute and its layers.
    fn layer_list<'e>(&self, e: &'e Expr) -> Option<(&'e str, Vec<SubModule>)> {
        let attr = self_attribute(e).filter(|_| !self.env.contains_key("self"))?;
        match self.layer_at(attr)? {
            SubModule::ModuleList(layers) | SubModule::Sequential(layers) => Some((attr, layers)),
            _ => None,
        }
    }

    /// `layer(x)` for a loop variable bound to a layer, or
    /// `self.blocks[i](x)` with a literal `i`; `None` for other calls.
    pub(crate) fn indexed_layer_call(
        &mut self,
        func: &Expr,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let path = match &func.kind {
            ExprKind::Name(n) if !self.env.contains_key(n) => match self.layer_aliases.get(n) {
                Some(p) => p.clone(),
                None => return Ok(None),
            },
            ExprKind::Subscript { value, index } => {
                let Some((attr, layers)) = self.layer_list(value) else {
                    return Ok(None);
                };
                let i = crate::op_binding::literal_int(index).ok_or_else(|| {
                    Diagnostic::error(
                        "a layer list must be indexed by an integer literal",
                        index.span,
                    )
                })?;
                let n = layers.len() as i64;
                if i >= n || i < -n {
                    return Err(Diagnostic::error(
                        format!(
                            "index {i} is out of range for `self.{attr}`, which has {n} layers"
                        ),
                        index.span,
                    ));
                }
                format!("{attr}.{}", i.rem_euclid(n))
            }
            _ => return Ok(None),
        };
        let sub = self
            .layer_at(&path)
            .ok_or_else(|| Diagnostic::error(format!("no layer at `self.{path}`"), span))?;
        if let SubModule::User(class) = sub {
            return self
                .apply_user_module(&path, class, args, keywords, span)
                .map(Some);
        }
        let ([x], true) = (args, keywords.is_empty()) else {
            return Err(Diagnostic::error("a layer takes one input", span));
        };
        self.apply_layer(&path, &sub, x, span).map(Some)
    }

    /// `for layer in self.blocks:` (or `enumerate(self.blocks)`) over a
    /// ModuleList or Sequential: the body once per layer, with the target
    /// bound to it. `None` when `iter` is something else.
    pub(crate) fn layer_loop(
        &mut self,
        target: &Expr,
        iter: &Expr,
        body: &[Stmt],
    ) -> Emit<Option<()>> {
        let (seq, counted) = match &iter.kind {
            ExprKind::Call { func, args, .. }
                if func.dotted_name().as_deref() == Some("enumerate") && args.len() == 1 =>
            {
                (&args[0], true)
            }
            _ => (iter, false),
        };
        let Some((attr, layers)) = self.layer_list(seq) else {
            return Ok(None);
        };
        if let Some(exit) = crate::loops::first_exit(body) {
            return Err(Diagnostic::error(
                "`break`/`continue` in a loop over layers: not supported yet",
                exit,
            ));
        }
        let (index_target, layer_target) = match (&target.kind, counted) {
            (ExprKind::Tuple(items), true) if items.len() == 2 => (Some(&items[0]), &items[1]),
            (_, false) => (None, target),
            _ => {
                return Err(Diagnostic::error(
                    "unpack `enumerate` over layers as `i, layer`",
                    target.span,
                ))
            }
        };
        let ExprKind::Name(name) = &layer_target.kind else {
            return Err(Diagnostic::error(
                "a loop over layers needs a name for the layer",
                layer_target.span,
            ));
        };
        for i in 0..layers.len() {
            if let Some(t) = index_target {
                let v =
                    self.constant(crate::script_type::ScriptType::Int, 0.0, i as i64, t.span)?;
                self.assign(t, Emitted::One(v))?;
            }
            self.layer_aliases
                .insert(name.clone(), format!("{attr}.{i}"));
            if let Some((_, ret)) = self.emit_body(body)?.returned {
                return Err(Diagnostic::error(
                    "`return` inside a loop is not supported yet",
                    ret,
                ));
            }
        }
        self.layer_aliases.remove(name);
        Ok(Some(()))
    }

    /// `self.<path>(x)` for an instance of the file's module class `class`:
    /// its `forward` inlined, seeing the tensors under `self.<path>.` as its
    /// own `self.` ones, and its literal attributes.
    fn apply_user_module(
        &mut self,
        path: &str,
        class: &'static str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let Some(info) = self.importer.modules.get(class) else {
            return Err(Diagnostic::error(
                format!("no module class `{class}`"),
                span,
            ));
        };
        let Some(def) = info.methods.get("forward").copied() else {
            return Err(Diagnostic::error(
                format!("module `{class}` (at `self.{path}`) has no `forward`"),
                span,
            ));
        };
        let constants = info.constants.clone();
        let prefix = format!("self.{path}.");
        let mut env: HashMap<String, Raw> = self
            .env
            .iter()
            .filter_map(|(k, v)| {
                k.strip_prefix(&prefix)
                    .map(|rest| (format!("self.{rest}"), Raw::of(v)))
            })
            .collect();
        for (attr, e) in constants {
            let v = self.emit_any(&e)?;
            env.insert(format!("self.{attr}"), Raw::of(&v));
        }
        let (returned, _) = self.inline_method_body(class, def, env, args, keywords, span)?;
        Ok(match returned {
            Some(r) => r.emitted(),
            None => Emitted::One(self.constant_none(span)?),
        })
    }

    /// The layer stored at `self.<path>` applied to `x`.
    fn apply_layer(
        &mut self,
        path: &str,
        sub: &SubModule,
        x: &Expr,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let attr = path;
        let mut call_keywords = vec![];
        let (func, mut call_args) = match sub.clone() {
            SubModule::Identity => return self.emit_any(x),
            SubModule::User(class) => {
                return self.apply_user_module(path, class, std::slice::from_ref(x), &[], span)
            }
            SubModule::ModuleList(_) => {
                return Err(Diagnostic::error(
                    format!("`self.{path}` is a ModuleList, which cannot be called: iterate over it or index it"),
                    span,
                ))
            }
            SubModule::Sequential(layers) => {
                // Each output feeds the next layer through a hidden name.
                let hidden = format!("$sequential.{path}");
                let mut input = x.clone();
                let mut out = self.emit_any(x)?;
                for (i, layer) in layers.iter().enumerate() {
                    out = self.apply_layer(&format!("{path}.{i}"), layer, &input, span)?;
                    self.env.insert(hidden.clone(), out.clone());
                    input = Expr {
                        kind: ExprKind::Name(hidden.clone()),
                        span,
                    };
                }
                self.env.remove(&hidden);
                return Ok(out);
            }
            SubModule::Activation(f) => (f, vec![x.clone()]),
            SubModule::Functional {
                func,
                tensors,
                args,
                keywords,
            } => {
                let mut a = vec![x.clone()];
                let lifted = tensors
                    .iter()
                    .map(|t| dotted_expr(&format!("self.{attr}.{t}"), span));
                // layer_norm(x, shape, weight, bias): its tensors follow
                // the shape; every other layer's follow the input.
                if func == "torch.nn.functional.layer_norm" {
                    a.extend(args);
                    a.extend(lifted);
                } else {
                    a.extend(lifted);
                    a.extend(args);
                }
                call_keywords = keywords
                    .into_iter()
                    .map(|(name, value)| Keyword {
                        name: Some((name, span)),
                        value,
                        span,
                    })
                    .collect();
                (func, a)
            }
            SubModule::Linear { bias } => {
                let mut a = vec![x.clone(), dotted_expr(&format!("self.{attr}.weight"), span)];
                if bias {
                    a.push(dotted_expr(&format!("self.{attr}.bias"), span));
                }
                ("torch.nn.functional.linear", a)
            }
        };
        let call = Expr {
            kind: ExprKind::Call {
                func: Box::new(dotted_expr(func, span)),
                args: std::mem::take(&mut call_args),
                keywords: call_keywords,
            },
            span,
        };
        self.emit_any(&call)
    }
}
