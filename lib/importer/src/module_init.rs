//! Reading a module class's `__init__`: its parameters, buffers,
//! submodules and constant attributes.
//!
//! TorchScript scripts a module after Python has run its `__init__`; we run
//! the statements `__init__` uses to build it at compile time (locals,
//! `if`/`for` on known values, `assert`, layer lists grown by `append`),
//! computing values with `init_values`, and record what each `self.`
//! attribute became.

use crate::{
    init_arguments::{bind_arguments, Misfit},
    init_objects::{is_object_super_init, ObjectCall},
    init_tensors::{constructs_module, materialize, random_call, random_error},
    init_values::{Arguments, InitScope, InitValue},
    module_classes::dotted_expr,
    module_importer::ModuleImporter,
    module_layers::{is_nn, layer, SubModule},
    script_type::intern,
};
use std::collections::HashMap;
use ts_frontend::{
    ast::{ClassDef, Expr, ExprKind, FunctionDef, Keyword, Stmt, StmtKind},
    Diagnostic, Span,
};

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
    /// The constructor call (arguments computed) of each `torch.nn` layer
    /// by path (`fc`, `blocks.0`), for reading its attributes
    /// (`self.fc.out_features`, `layer_attributes.rs`).
    pub layer_constructors: HashMap<String, Expr>,
    /// Attributes `__init__` set to a value it computed (`self.eps =
    /// 1e-5`, `self.scale = 1.0 / math.sqrt(self.head_dim)`), as literals,
    /// or to a tensor it computes (an expression, replayed in each method).
    pub constants: Vec<(String, Expr)>,
    /// Statements that compute the tensors `__init__` builds in place (a
    /// positional encoding filled slice by slice), replayed at the start of
    /// each method before the attributes that read them (`init_tensors`);
    /// a submodule's come first.
    pub init_program: Vec<Stmt>,
    /// Lifted tensors (of `tensors`) whose value `__init__` computes
    /// deterministically: where the weights file gives none, the method
    /// computes it instead of taking it as a parameter.
    pub initializers: HashMap<String, Expr>,
    /// The modules whose `init_program` this one's already holds.
    pub programs_of: Vec<&'static str>,
    /// `self.n = v` for each `n: Final[T] = v` of the class body (a
    /// constant TorchScript reads as an attribute), run before `__init__`.
    pub class_constants: Vec<Stmt>,
    /// The module class of the file whose `__init__` a `super().__init__(...)`
    /// in `init` runs (the base of the class that defines `init`); `None`
    /// when that is `nn.Module`'s, which sets nothing.
    pub super_init: Option<&'static str>,
    /// The container class it derives from, `Sequential` (torchvision's
    /// `class ConvBNReLU(nn.Sequential)`: `super().__init__(a, b)` adds
    /// layers `0`, `1`), `ModuleDict` or `ModuleList`: without a
    /// `forward` of its own, an instance is that container of its layers
    /// (`layer_order`); its methods iterate over them as `self.items()`,
    /// `for layer in self`.
    pub container_base: Option<&'static str>,
    /// The `torch.nn` layer class it derives from (torchvision's
    /// `class LayerNorm2d(nn.LayerNorm)` with a `forward` of its own): the
    /// layer's tensors (`weight`, `bias`) and attributes (`eps`,
    /// `normalized_shape`) are its own (see `adopt_layer_base`).
    pub layer_base: Option<&'static str>,
    /// That layer as constructed: what an instance without a `forward` of
    /// its own is (`class ZeroLinear(nn.Linear)` changing only `__init__`).
    pub base_layer: Option<SubModule>,
    /// Why an instance cannot be compiled, reported where one is
    /// constructed (the class alone, unused, is fine).
    pub refused: Option<Diagnostic>,
    /// The submodules' names in the order they were registered (a
    /// Sequential subclass applies them in it).
    pub layer_order: Vec<String>,
    /// Tensors `__init__` tied to another (nanoGPT's
    /// `self.transformer.wte.weight = self.lm_head.weight`), by path: the
    /// methods read the other one.
    pub tied_tensors: Vec<(String, String)>,
    /// Attributes `__init__` set to a function or class (`self.act =
    /// F.gelu`): a method calls it as `self.act(x)`.
    pub function_attributes: HashMap<String, Expr>,
    /// The values the class body assigns (`expansion: int = 1`), which
    /// Python code reads on the class (`block.expansion` in a parent's
    /// `__init__`); a parent class's too.
    pub class_attributes: Vec<(String, Expr)>,
    /// Attributes holding an instance compiled code cannot have, and its
    /// class: one of a class TorchScript cannot compile (`self.config =
    /// config` of a `@dataclass`), or one changed after its constructor
    /// made it (compiled code can read its attributes).
    pub unkept_objects: Vec<(String, String)>,
}

impl ModuleInfo<'_> {
    /// The layer an instance of this module is: for a subclass of
    /// `nn.Sequential`, `nn.ModuleDict` or `nn.ModuleList` without its own
    /// `forward`, that container of its layers; else the module itself.
    pub(crate) fn as_layer(&self) -> SubModule {
        if self.methods.contains_key("forward") {
            return SubModule::User(self.name);
        }
        if let Some(layer) = &self.base_layer {
            return layer.clone();
        }
        let named = || {
            self.layer_order
                .iter()
                .filter_map(|n| Some((n.clone(), self.submodules.get(n)?.clone())))
                .collect::<Vec<_>>()
        };
        match self.container_base {
            Some("Sequential") => SubModule::Sequential(named()),
            Some("ModuleDict") => SubModule::ModuleDict(named()),
            Some("ModuleList") => SubModule::ModuleList(named().into_iter().map(|l| l.1).collect()),
            _ => SubModule::User(self.name),
        }
    }

    /// Records constant attribute `name` (kept in its first place when set
    /// again).
    fn set_constant(&mut self, name: &str, e: Expr) {
        match self.constants.iter_mut().find(|(a, _)| a == name) {
            Some(slot) => slot.1 = e,
            None => self.constants.push((name.to_string(), e)),
        }
    }

    /// Records submodule `name` (kept in its first place when set again,
    /// as `nn.Module` keeps a child's).
    fn set_layer(&mut self, name: &str, layer: SubModule) {
        if self.submodules.insert(name.to_string(), layer).is_none() {
            self.layer_order.push(name.to_string());
        }
    }
}

impl<'m> ModuleInfo<'m> {
    /// A module with nothing read from its `__init__` yet.
    pub(crate) fn new(
        name: &'static str,
        init: &'m FunctionDef,
        methods: HashMap<String, &'m FunctionDef>,
    ) -> Self {
        ModuleInfo {
            name,
            init,
            needs_args: false,
            methods,
            tensors: vec![],
            submodules: HashMap::new(),
            layer_constructors: HashMap::new(),
            constants: vec![],
            init_program: vec![],
            initializers: HashMap::new(),
            programs_of: vec![],
            class_constants: vec![],
            super_init: None,
            container_base: None,
            layer_base: None,
            base_layer: None,
            refused: None,
            layer_order: vec![],
            tied_tensors: vec![],
            function_attributes: HashMap::new(),
            class_attributes: vec![],
            unkept_objects: vec![],
        }
    }
}

/// The `torch.nn` containers a module class of the file may derive from.
pub(crate) const CONTAINER_BASES: [&str; 3] = ["Sequential", "ModuleDict", "ModuleList"];

/// The `torch.nn` layer class `base` (`nn.LayerNorm`) names, when a module
/// class of the file may derive from it: one whose constructor and
/// attributes are known here (`layer_attributes`).
pub(crate) fn layer_base_of(base: &str) -> Option<&'static str> {
    let class = crate::module_layers::nn_class(base)?;
    let known = !crate::layer_attributes::parameter_names(class).is_empty()
        && !CONTAINER_BASES.contains(&class);
    known.then(|| crate::script_type::intern(class))
}

/// How many statements a module's `__init__` may run at compile time.
const MAX_INIT_STEPS: u64 = 1 << 20;

/// How deep constructors may nest in `__init__` code (`nested_init`):
/// far deeper than real models nest modules, well within the stack.
const MAX_INIT_NESTING: usize = 32;

/// `self.n: T` for a module class body's `n: T` (how TorchScript
/// declares the type of an attribute `__init__` sets, as for an empty
/// `self.names = []`); `None` for other statements.
fn attribute_declaration(s: &Stmt) -> Option<Stmt> {
    let StmtKind::AnnAssign {
        target,
        annotation,
        value: None,
    } = &s.kind
    else {
        return None;
    };
    let ExprKind::Name(name) = &target.kind else {
        return None;
    };
    Some(Stmt {
        kind: StmtKind::AnnAssign {
            target: self_attribute_expr(name, target.span),
            annotation: annotation.clone(),
            value: None,
        },
        span: s.span,
    })
}

/// The expression `self.<name>`.
fn self_attribute_expr(name: &str, span: Span) -> Expr {
    let this = Expr::new(ExprKind::Name("self".into()), span);
    Expr::new(
        ExprKind::Attribute {
            value: Box::new(this),
            attr: name.to_string(),
            attr_span: span,
        },
        span,
    )
}

/// `self.n = v` for a module class body's `n: Final[T] = v`; `None` for
/// other statements.
fn final_class_constant(s: &Stmt) -> Option<Stmt> {
    let StmtKind::AnnAssign {
        target,
        annotation,
        value: Some(value),
        ..
    } = &s.kind
    else {
        return None;
    };
    let ExprKind::Name(name) = &target.kind else {
        return None;
    };
    let head = match &annotation.kind {
        ExprKind::Subscript { value, .. } => value.dotted_name(),
        _ => annotation.dotted_name(),
    };
    if !matches!(
        head.as_deref(),
        Some("Final" | "typing.Final" | "torch.jit.Final")
    ) {
        return None;
    }
    Some(Stmt {
        kind: StmtKind::Assign {
            targets: vec![self_attribute_expr(name, target.span)],
            value: value.clone(),
            type_comment: None,
        },
        span: s.span,
    })
}

/// The value and type of `torch.jit.Attribute(value, type)`.
fn jit_attribute(e: &Expr) -> Option<(&Expr, &Expr)> {
    match &e.kind {
        ExprKind::Call {
            func,
            args,
            keywords,
        } if keywords.is_empty()
            && func.dotted_name().as_deref() == Some("torch.jit.Attribute") =>
        {
            match args.as_slice() {
                [value, ty] => Some((value, ty)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `self.<attr> = nn.ParameterList([...])` or `nn.ParameterDict({...})`:
/// each parameter a lifted tensor under its state-dict name (`ps.0`,
/// `pd.a`), and the attribute a constant `List[Tensor]` (`Dict[str,
/// Tensor]`) of them, so methods iterate, index and measure it as one.
fn parameter_container(
    attr: &str,
    args: &[Expr],
    info: &mut ModuleInfo,
    span: Span,
) -> Result<(), Diagnostic> {
    let entries: Vec<(String, &Expr)> = match args.first().map(|a| &a.kind) {
        None => vec![],
        Some(ExprKind::List(items)) => items
            .iter()
            .enumerate()
            .map(|(i, e)| (i.to_string(), e))
            .collect(),
        Some(ExprKind::Dict(pairs)) => pairs
            .iter()
            .map(|(k, v)| match &k.kind {
                ExprKind::Str(key) if !key.contains('.') && !key.is_empty() => Ok((key.clone(), v)),
                _ => Err(Diagnostic::error(
                    "the keys of a ParameterDict must be string literals (without `.`)",
                    k.span,
                )),
            })
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(unsupported(span)),
    };
    let mut reads = Vec::new();
    for (key, e) in &entries {
        let path = format!("{attr}.{key}");
        // A tensor is made a parameter, as the containers do.
        lift_tensor(info, &path, parameter_value(e).unwrap_or(Some(*e)));
        let read = dotted_expr(&format!("self.{path}"), e.span);
        reads.push((Expr::new(ExprKind::Str(key.clone()), e.span), read));
    }
    let whole = match args.first().map(|a| &a.kind) {
        Some(ExprKind::Dict(_)) => ExprKind::Dict(reads),
        _ => ExprKind::List(reads.into_iter().map(|(_, r)| r).collect()),
    };
    info.constants
        .push((attr.to_string(), Expr::new(whole, span)));
    Ok(())
}

/// The tensor `nn.Parameter(t)` wraps: `Some(Some(t))`, `Some(None)` for
/// `nn.Parameter()`; `None` when `e` is no `nn.Parameter(...)`.
fn parameter_value(e: &Expr) -> Option<Option<&Expr>> {
    match &e.kind {
        ExprKind::Call { func, args, .. }
            if is_nn(&func.dotted_name().unwrap_or_default(), "Parameter") =>
        {
            Some(args.first())
        }
        _ => None,
    }
}

/// Whether `iter` walks the module's own submodules or tensors
/// (`self.modules()`, `self.named_parameters()`, ...).
fn walks_own_modules(iter: &Expr) -> bool {
    const WALKS: &[&str] = &[
        "modules",
        "named_modules",
        "children",
        "named_children",
        "parameters",
        "named_parameters",
        "buffers",
        "named_buffers",
    ];
    matches!(&iter.kind, ExprKind::Call { func, .. }
        if self_attribute(func).is_some_and(|m| WALKS.contains(&m)))
}

/// Whether `body` only initializes tensors: `nn.init.*` calls and in-place
/// tensor methods, under `if`s, `for`s, `with torch.no_grad()`, with
/// locals assigned along the way.
fn initializes_only(body: &[Stmt]) -> bool {
    body.iter().all(|s| match &s.kind {
        StmtKind::Pass
        | StmtKind::Expr(Expr {
            kind: ExprKind::Str(_),
            ..
        }) => true,
        StmtKind::Expr(Expr {
            kind: ExprKind::Call { func, .. },
            ..
        }) => {
            func.dotted_name()
                .is_some_and(|f| f.starts_with("nn.init.") || f.starts_with("torch.nn.init."))
                || matches!(&func.kind, ExprKind::Attribute { attr, .. }
                    if attr.ends_with('_') && !attr.starts_with('_'))
        }
        StmtKind::Assign { targets, .. } => {
            targets.iter().all(|t| matches!(t.kind, ExprKind::Name(_)))
        }
        StmtKind::If { body, orelse, .. } => initializes_only(body) && initializes_only(orelse),
        StmtKind::For { body, orelse, .. } => orelse.is_empty() && initializes_only(body),
        StmtKind::With { items, body } => {
            items.iter().all(|i| is_no_grad(&i.context)) && initializes_only(body)
        }
        _ => false,
    })
}

/// Code that initializes every submodule's tensors (`self.apply(f)`, a
/// loop over `self.modules()`), typically at random: not run; the tensors
/// it may set (those of the attribute names it initializes) come from the
/// weights file instead, as a random layer's do.
/// `what` runs `body`; anything in it but initializations is an error.
fn initialized_from_weights(
    body: &[Stmt],
    info: &mut ModuleInfo,
    what: &str,
    span: Span,
) -> Result<(), Diagnostic> {
    if !initializes_only(body) {
        return Err(Diagnostic::error(
            format!("{what} in a module's `__init__` may only initialize tensors (`nn.init.*`, in-place methods such as `normal_`/`zero_`, under `if`/`for`/`torch.no_grad()`); their values then come from the weights file"),
            span,
        ));
    }
    // The tensors it initializes: by attribute name (`module.weight`), or
    // any (`nn.init.xavier_uniform_(p)` of a loop variable).
    let mut names = Vec::new();
    let mut any = false;
    let mut initialized = |t: &Expr| {
        let t = match &t.kind {
            ExprKind::Attribute { value, attr, .. } if attr == "data" => value.as_ref(),
            _ => t,
        };
        match &t.kind {
            ExprKind::Attribute { attr, .. } => names.push(attr.clone()),
            _ => any = true,
        }
    };
    visit_statements(body, &mut |s| {
        if let StmtKind::Expr(Expr {
            kind: ExprKind::Call { func, args, .. },
            ..
        }) = &s.kind
        {
            match &func.kind {
                _ if func.dotted_name().is_some_and(|f| f.contains("nn.init.")) => {
                    args.first().into_iter().for_each(&mut initialized)
                }
                ExprKind::Attribute { value, .. } => initialized(value),
                _ => {}
            }
        }
    });
    info.initializers.retain(|path, _| {
        let last = path.rsplit('.').next().unwrap_or(path);
        !any && !names.iter().any(|n| n == last)
    });
    Ok(())
}

/// Calls `f` on each statement of `body` and of the statements nested in it.
fn visit_statements(body: &[Stmt], f: &mut dyn FnMut(&Stmt)) {
    for s in body {
        f(s);
        for nested in s.nested_bodies() {
            visit_statements(nested, f);
        }
    }
}

/// `torch.no_grad()` (or `torch.inference_mode()`) as a `with` item.
fn is_no_grad(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Call { func, args, keywords }
        if args.is_empty() && keywords.is_empty()
            && matches!(func.dotted_name().as_deref(), Some("torch.no_grad" | "torch.inference_mode")))
}

/// Lifts the parameter or buffer at `path` into the methods' signatures;
/// a deterministic `value` becomes its initializer (computed where the
/// weights file has none).
fn lift_tensor(info: &mut ModuleInfo, path: &str, value: Option<&Expr>) {
    info.tensors.push(path.to_string());
    if let Some(v) = value.filter(|v| random_call(v).is_none()) {
        info.initializers.insert(path.to_string(), v.clone());
    }
}

/// The `nn.init` functions (and tensor methods) that fill a tensor with
/// random values.
const RANDOM_INITS: &[&str] = &[
    "uniform_",
    "normal_",
    "trunc_normal_",
    "xavier_uniform_",
    "xavier_normal_",
    "kaiming_uniform_",
    "kaiming_normal_",
    "orthogonal_",
    "sparse_",
];

/// `nn.init.<init>(self.<path>, ...)` in `__init__`: a parameter's or
/// buffer's starting value set in place. A value computed from another
/// one `__init__` computes is computed from it (`zeros_`, `ones_`,
/// `constant_`, `eye_`); a random one (`xavier_uniform_`, `normal_`, ...)
/// makes it come from the weights file, like any random tensor.
fn tensor_initialization(
    init: &str,
    args: &[Expr],
    keywords: &[Keyword],
    span: Span,
    info: &mut ModuleInfo,
    scope: &InitScope,
) -> Result<(), Diagnostic> {
    let Some(target) = args.first() else {
        return Err(unsupported(span));
    };
    let path = target
        .dotted_name()
        .and_then(|d| d.strip_prefix("self.").map(str::to_string))
        .filter(|p| info.tensors.contains(p))
        .ok_or_else(|| {
            Diagnostic::error(
                format!(
                    "nn.init.{init} of something other than a parameter or buffer of this module"
                ),
                target.span,
            )
        })?;
    let like = |f: &str, old: Expr, extra: Vec<Expr>| {
        let mut args = vec![old];
        args.extend(extra);
        Expr::new(
            ExprKind::Call {
                func: Box::new(dotted_expr(f, span)),
                args,
                keywords: vec![],
            },
            span,
        )
    };
    let computed = match init {
        _ if RANDOM_INITS.contains(&init) => {
            info.initializers.remove(&path);
            return Ok(());
        }
        "zeros_" => "torch.zeros_like",
        "ones_" => "torch.ones_like",
        "constant_" => "torch.full_like",
        "eye_" => "torch.eye",
        _ => {
            return Err(Diagnostic::error(
                format!("nn.init.{init} is not supported"),
                span,
            ))
        }
    };
    // Without a computed value (a layer's random one), it still comes
    // from the weights file.
    let Some(old) = info.initializers.get(&path).cloned() else {
        return Ok(());
    };
    let value = match init {
        "constant_" => {
            let v = args.get(1).or_else(|| keywords.first().map(|k| &k.value));
            let v = v.ok_or_else(|| unsupported(span))?;
            like(computed, old, vec![scope.folded(v)?])
        }
        "eye_" => {
            let size = |d: i64| {
                Expr::new(
                    ExprKind::Call {
                        func: Box::new(Expr::new(
                            ExprKind::Attribute {
                                value: Box::new(old.clone()),
                                attr: "size".into(),
                                attr_span: span,
                            },
                            span,
                        )),
                        args: vec![Expr::new(ExprKind::Int(d), span)],
                        keywords: vec![],
                    },
                    span,
                )
            };
            like(computed, size(0), vec![size(1)])
        }
        _ => like(computed, old, vec![]),
    };
    info.initializers.insert(path, value);
    Ok(())
}

/// `class.__init__`'s parameters (after `self`) bound to a construction's
/// arguments, defaults filling the rest; arguments that do not fit are
/// Python's TypeError. `None` for a `**kwargs` argument.
fn bind_init_args(
    class: &str,
    init: &FunctionDef,
    args: &[Expr],
    keywords: &[Keyword],
    at: Span,
) -> Result<Option<HashMap<String, Expr>>, Diagnostic> {
    let params = init.params.get(1..).unwrap_or_default();
    if args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_))) {
        return Ok(None);
    }
    let mut named = Vec::new();
    for k in keywords {
        let Some((name, _)) = &k.name else {
            return Ok(None);
        };
        named.push((name.clone(), k.span, k.value.clone()));
    }
    let bound = bind_arguments(
        params,
        args.to_vec(),
        named,
        |extra| Expr::new(ExprKind::Tuple(extra), at),
        // `**kwargs`: the keywords no parameter takes, as a dict.
        |rest| {
            let pairs = rest
                .into_iter()
                .map(|(name, span, v)| (Expr::new(ExprKind::Str(name), span), v))
                .collect();
            Expr::new(ExprKind::Dict(pairs), at)
        },
        &mut |d| Ok(d.clone()),
    )
    .map_err(|m| init_misfit(class, m, at))?;
    Ok(Some(bound))
}

/// Python's TypeError for arguments that do not fit `class.__init__`.
fn init_misfit(class: &str, m: Misfit, at: Span) -> Diagnostic {
    let misfit =
        |what: String| Diagnostic::error(format!("TypeError: `{class}.__init__` {what}"), at);
    match m {
        Misfit::TooMany { takes, given } => misfit(format!(
            "takes {takes} arguments after `self`, but {given} were given"
        )),
        Misfit::Unexpected { name, .. } => misfit(format!("has no parameter `{name}`")),
        Misfit::Missing(name) => misfit(format!("is missing the argument `{name}`")),
        Misfit::Failed(d) => d,
    }
}

/// `**kwargs`'s value: the keyword arguments no parameter took, as a dict.
fn keywords_dict(rest: Vec<(String, Span, InitValue)>) -> InitValue {
    InitValue::Dict(
        rest.into_iter()
            .map(|(n, _, v)| (InitValue::Str(n), v))
            .collect(),
    )
}

/// `self.name` as an assignment target.
pub(crate) fn self_attribute(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Attribute { value, attr, .. } if matches!(&value.kind, ExprKind::Name(n) if n == "self") => {
            Some(attr)
        }
        _ => None,
    }
}

/// `xs.pop(i)` / `d.pop(key[, default])` on a list or dict local of
/// `__init__` (torchvision's `kwargs.pop("width_mult")`): the item
/// removed; `None` for other calls.
fn popped(
    func: &Expr,
    args: &[Expr],
    scope: &mut InitScope,
) -> Result<Option<InitValue>, Diagnostic> {
    let ExprKind::Attribute { value, attr, .. } = &func.kind else {
        return Ok(None);
    };
    let (ExprKind::Name(local), "pop") = (&value.kind, attr.as_str()) else {
        return Ok(None);
    };
    let mut values = Vec::new();
    for a in args {
        values.push(scope.value(a)?);
    }
    let span = func.span;
    let popped = match (scope.locals.get_mut(local), values.as_slice()) {
        (Some(InitValue::Dict(pairs)), [key, default @ ..])
            if default.len() <= 1 && key.is_constant() =>
        {
            match pairs
                .iter()
                .position(|(k, _)| crate::init_operators::equal(k, key))
            {
                Some(i) => pairs.remove(i).1,
                None => match default {
                    [d] => d.clone(),
                    _ => return Err(crate::init_operators::key_error(key, span)),
                },
            }
        }
        (Some(InitValue::List(items)), [] | [_]) => {
            let n = items.len() as i64;
            let i = match values.first() {
                Some(v) => match v.as_int() {
                    Some(i) => i,
                    None => return Ok(None),
                },
                None => -1,
            };
            let at = if i < 0 { i + n } else { i };
            if !(0..n).contains(&at) {
                return Err(Diagnostic::error(
                    "IndexError: pop index out of range",
                    span,
                ));
            }
            items.remove(at as usize)
        }
        _ => return Ok(None),
    };
    Ok(Some(popped))
}

/// The attributes of instances of plain classes `__init__` stored on the
/// module (`self.config = config`), as constants `config.hidden_size`:
/// what the methods read as `self.config.hidden_size`. The instance itself
/// is not a value compiled code has. As in TorchScript, only an instance
/// of a class it can compile (`is_script_class`) is kept.
fn keep_object_attributes(
    info: &mut ModuleInfo,
    scope: &InitScope,
    is_script_class: &dyn Fn(&str) -> bool,
) {
    fn flatten(
        prefix: &str,
        v: &InitValue,
        depth: usize,
        info: &mut ModuleInfo,
        span: Span,
        is_script_class: &dyn Fn(&str) -> bool,
    ) {
        match v {
            InitValue::Object(o) if depth < 8 && is_script_class(&o.borrow().classes[0]) => {
                // The instance itself (`self.box`), where its constructor
                // still makes it.
                match &o.borrow().constructor {
                    Some(e) => info.set_constant(prefix, e.clone()),
                    None => {
                        let class = o.borrow().classes[0].clone();
                        info.unkept_objects.push((prefix.to_string(), class));
                    }
                }
                for (a, v) in &o.borrow().attrs {
                    flatten(
                        &format!("{prefix}.{a}"),
                        v,
                        depth + 1,
                        info,
                        span,
                        is_script_class,
                    );
                }
            }
            InitValue::Object(o) => {
                let class = o.borrow().classes[0].clone();
                info.unkept_objects.push((prefix.to_string(), class));
            }
            v if v.is_constant() && depth > 0 => {
                info.set_constant(prefix, v.to_expr(span));
            }
            _ => {}
        }
    }
    let mut objects: Vec<_> = scope
        .attrs
        .iter()
        .filter(|(_, v)| matches!(v, InitValue::Object(_)))
        .collect();
    objects.sort_by(|a, b| a.0.cmp(b.0));
    let span = info.init.name_span;
    for (attr, v) in objects {
        flatten(attr, v, 0, info, span, is_script_class);
    }
}

/// `name = value` (or `name: T = value`) in a class body: a class
/// attribute's name and value.
pub(crate) fn class_body_value(s: &Stmt) -> Option<(&String, &Expr)> {
    let (target, value) = match &s.kind {
        StmtKind::Assign { targets, value, .. } if targets.len() == 1 => (&targets[0], value),
        StmtKind::AnnAssign {
            target,
            value: Some(value),
            ..
        } => (target, value),
        _ => return None,
    };
    match &target.kind {
        ExprKind::Name(n) => Some((n, value)),
        _ => None,
    }
}

pub(crate) fn is_super_init(s: &Stmt) -> bool {
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

/// `nn.<class>(args, keywords)`.
fn layer_constructor(class: &str, args: Vec<Expr>, keywords: Vec<Keyword>, at: Span) -> Expr {
    Expr::new(
        ExprKind::Call {
            func: Box::new(crate::module_classes::dotted_expr(
                &format!("nn.{class}"),
                at,
            )),
            args,
            keywords,
        },
        at,
    )
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

/// The class `e` names: written out (`Config`), or a local holding one
/// (a class method's `cls`).
fn class_named(e: &Expr, scope: &InitScope) -> Option<String> {
    if let ExprKind::Name(n) = &e.kind {
        if let Some(InitValue::Expr(Expr {
            kind: ExprKind::Name(class),
            ..
        })) = scope.locals.get(n)
        {
            return Some(class.clone());
        }
    }
    e.dotted_name()
}

/// Whether `v` is a tensor computation that draws random numbers.
fn is_random(v: &InitValue) -> bool {
    matches!(v, InitValue::Expr(e) if crate::init_tensors::random_call(e).is_some())
}

/// The error for a value `__init__` needs known (`need`) that comes from
/// a random tensor: a tensor computed from constants is computed at
/// compile time, a random one cannot be.
fn random_value(need: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        format!("{need}: this value comes from a random tensor, known only when Python constructs the module"),
        span,
    )
}

/// The error for a value `__init__` needs known (`need`) and does not
/// know: random, or not computed from what the module is constructed
/// with (`hint` says what is).
fn not_known(need: &str, hint: &str, v: &InitValue, span: Span) -> Diagnostic {
    if is_random(v) {
        return random_value(need, span);
    }
    Diagnostic::error(format!("{need} ({hint})"), span)
}

/// The error for what `__init__` may not contain.
fn unsupported(span: Span) -> Diagnostic {
    Diagnostic::error(
        "in a module's `__init__`, only parameters (`nn.Parameter`, `nn.ParameterList`, `nn.ParameterDict`), buffers (`register_buffer`), values computed from literals and `__init__`'s parameters (numbers, strings, containers, `math`; locals, `if`/`for` on them, `assert`), instances of module classes defined above and these layers are supported yet: Sequential and ModuleList of them, Linear, Conv1d/2d/3d, ConvTranspose1d/2d/3d, LayerNorm, RMSNorm, GroupNorm, InstanceNorm1d/2d/3d, PReLU, Embedding (and from_pretrained), EmbeddingBag, BatchNorm1d/2d/3d, MaxPool1d/2d/3d, AvgPool1d/2d/3d, AdaptiveAvgPool1d/2d/3d, AdaptiveMaxPool1d/2d/3d, Flatten, Unflatten, Softmax, Softmax2d, LogSoftmax, Softmin, Dropout (all kinds), Identity, padding layers, Upsample (and UpsamplingNearest2d/Bilinear2d), Fold, Unfold, LPPool1d/2d, PixelShuffle, ChannelShuffle, LocalResponseNorm, MultiheadAttention, LSTM, GRU, RNN, LSTMCell, GRUCell, RNNCell, Bilinear, CosineSimilarity, PairwiseDistance, TransformerEncoder/DecoderLayer, TransformerEncoder/Decoder, Transformer, the losses and activations",
        span,
    )
}

/// The scope `__init__` starts in: its parameters bound to `args`
/// (computed already, literals or kept expressions).
fn init_scope(
    args: &HashMap<String, Expr>,
    globals: std::rc::Rc<HashMap<String, InitValue>>,
    evaluator: Option<crate::init_evaluation::Evaluator>,
) -> Result<InitScope, Diagnostic> {
    let mut scope = InitScope {
        globals,
        evaluator,
        ..Default::default()
    };
    for (name, e) in args {
        let v = InitScope::default().value(e)?;
        scope.locals.insert(name.clone(), v);
    }
    Ok(scope)
}

impl<'m> ModuleImporter<'m> {
    /// Reads a module class: its methods become functions `Class.method`.
    pub fn collect_module(&mut self, def: &'m ClassDef) -> Result<(), Diagnostic> {
        // A subclass of a module class of the file inherits its methods
        // (its own override them), class constants and, without one of
        // its own, `__init__`.
        let parent = def
            .bases
            .first()
            .and_then(|b| b.dotted_name())
            .and_then(|b| self.modules.get(&b));
        let mut methods: HashMap<String, &'m FunctionDef> =
            parent.map(|p| p.methods.clone()).unwrap_or_default();
        let mut class_constants = parent
            .map(|p| p.class_constants.clone())
            .unwrap_or_default();
        let mut class_attributes = parent
            .map(|p| p.class_attributes.clone())
            .unwrap_or_default();
        for (n, value) in def.body.iter().filter_map(class_body_value) {
            class_attributes.retain(|(a, _)| a != n);
            class_attributes.push((n.clone(), value.clone()));
        }
        let container_base = parent.map_or_else(
            || {
                let base = def.bases.first().and_then(|b| b.dotted_name())?;
                CONTAINER_BASES.iter().copied().find(|c| is_nn(&base, c))
            },
            |p| p.container_base,
        );
        let layer_base = parent.map_or_else(
            || layer_base_of(&def.bases.first().and_then(|b| b.dotted_name())?),
            |p| p.layer_base,
        );
        let parent = parent.map(|p| (p.name, p.init, p.super_init));
        for s in &def.body {
            if let Some(assign) = final_class_constant(s) {
                class_constants.push(assign);
                continue;
            }
            if let Some(declaration) = attribute_declaration(s) {
                class_constants.push(declaration);
                continue;
            }
            match &s.kind {
                StmtKind::FunctionDef(f) => {
                    methods.insert(f.name.clone(), f);
                }
                // Class attributes other than `Final` ones are not module
                // attributes in TorchScript (`__constants__` names ones
                // `__init__` sets); reading one is an unknown attribute.
                StmtKind::Assign { targets, .. }
                    if targets.iter().all(|t| matches!(t.kind, ExprKind::Name(_))) => {}
                StmtKind::AnnAssign { target, .. } if matches!(target.kind, ExprKind::Name(_)) => {}
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
        // The layer's own forward would call a method the subclass
        // overrides (Whisper's `Conv1d._conv_forward`): not followed here,
        // so refused rather than ignored.
        let mut refused = None;
        if let (Some(layer), false) = (layer_base, methods.contains_key("forward")) {
            let mut overridden: Vec<_> = (methods.values())
                .filter(|m| m.name != "__init__")
                .collect();
            overridden.sort_by_key(|m| m.name_span.start);
            refused = overridden.first().map(|m| {
                Diagnostic::error(
                    format!("`{}` derives from `nn.{layer}` and defines `{}` but no `forward`: `nn.{layer}`'s own forward, which may call it, is not compiled here (define `forward`)", def.name, m.name),
                    m.name_span,
                )
            });
        }
        // Without an `__init__`, the parent's, or nn.Module's: no attributes.
        let own_init = def
            .body
            .iter()
            .any(|s| matches!(&s.kind, StmtKind::FunctionDef(f) if f.name == "__init__"));
        let (init, super_init) = match (own_init, parent) {
            (true, parent) => (methods["__init__"], parent.map(|p| p.0)),
            (false, Some((_, init, above))) => (init, above),
            (false, None) => (&NO_INIT, None),
        };
        // `__init__`'s parameters take their defaults; without one for
        // each, the class is read per construction (`Block(8)`).
        let defaults: Option<HashMap<String, Expr>> = init
            .params
            .iter()
            .skip(1)
            .map(|p| p.default.clone().map(|d| (p.name.clone(), d)))
            .collect();
        let mut info = ModuleInfo::new(intern(&def.name), init, methods.clone());
        // A layer subclass without an `__init__` of its own takes the
        // layer's arguments: it is read per construction.
        let layer_init = layer_base.is_some() && std::ptr::eq(init, &NO_INIT);
        info.needs_args = defaults.is_none() || layer_init;
        info.super_init = super_init;
        info.container_base = container_base;
        info.layer_base = layer_base;
        info.refused = refused;
        info.class_attributes = class_attributes;
        if let (Some(args), false) = (&defaults, layer_init) {
            let mut scope = init_scope(args, self.init_globals(), self.init_evaluator())?;
            scope.super_init = super_init;
            self.run_init(&class_constants, &mut info, &mut scope)?;
            self.run_init(&init.body, &mut info, &mut scope)?;
            keep_object_attributes(&mut info, &scope, &|c| self.is_script_class(c));
        }
        info.class_constants = class_constants;
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

    /// Runs `construct` (the `__init__` of `class`, constructed at `at`)
    /// one constructor deeper. Past `MAX_INIT_NESTING` it is Python's
    /// RecursionError: a class whose `__init__` constructs itself would
    /// otherwise exhaust the compiler's stack.
    pub(crate) fn nested_init<R>(
        &self,
        class: &str,
        at: Span,
        construct: impl FnOnce() -> Result<R, Diagnostic>,
    ) -> Result<R, Diagnostic> {
        let depth = self.init_nesting.get();
        if depth >= MAX_INIT_NESTING {
            return Err(Diagnostic::error(
                format!("RecursionError: constructing `{class}` here nests constructors more than {MAX_INIT_NESTING} deep (does its `__init__` construct itself?)"),
                at,
            ));
        }
        self.init_nesting.set(depth + 1);
        let result = construct();
        self.init_nesting.set(depth);
        result
    }

    /// The file's module class `class` constructed with `args` (computed
    /// by the constructing `__init__`): its `__init__` run with its
    /// parameters bound to them, as a new module named after the call site.
    /// Its name and tensors; arguments that do not fit are Python's
    /// TypeError.
    fn specialized_module(
        &self,
        class: &str,
        args: &[Expr],
        keywords: &[Keyword],
        at: Span,
    ) -> Result<Option<crate::module_layers::Specialized>, Diagnostic> {
        self.nested_init(class, at, || {
            self.specialized_module_at_depth(class, args, keywords, at)
        })
    }

    fn specialized_module_at_depth(
        &self,
        class: &str,
        args: &[Expr],
        keywords: &[Keyword],
        at: Span,
    ) -> Result<Option<crate::module_layers::Specialized>, Diagnostic> {
        let Some(base) = self.modules.get(class) else {
            return Ok(None);
        };
        // A layer subclass without `__init__`: the layer's constructor.
        let layer_init = (base.layer_base)
            .filter(|_| std::ptr::eq(base.init, &NO_INIT))
            .map(|layer| layer_constructor(layer, args.to_vec(), keywords.to_vec(), at));
        let bound = match &layer_init {
            Some(_) => HashMap::new(),
            None => match bind_init_args(class, base.init, args, keywords, at)? {
                Some(bound) => bound,
                None => return Ok(None),
            },
        };
        // Named after the call site, and numbered: one site may construct
        // several (a ModuleList comprehension, with other arguments each).
        let number = self.modules.len() + self.pending_modules.borrow().len();
        let name = intern(&format!("{class}@{}.{number}", at.start));
        let mut info = ModuleInfo::new(name, base.init, base.methods.clone());
        info.class_constants = base.class_constants.clone();
        info.super_init = base.super_init;
        info.container_base = base.container_base;
        info.layer_base = base.layer_base;
        info.class_attributes = base.class_attributes.clone();
        let mut scope = init_scope(&bound, self.init_globals(), self.init_evaluator())?;
        scope.super_init = base.super_init;
        self.run_init(&base.class_constants, &mut info, &mut scope)?;
        match &layer_init {
            Some(constructor) => self.adopt_layer_base(constructor, &mut info, &mut scope)?,
            None => self.run_init(&base.init.body, &mut info, &mut scope)?,
        }
        keep_object_attributes(&mut info, &scope, &|c| self.is_script_class(c));
        let found = crate::module_layers::Specialized {
            layer: info.as_layer(),
            tensors: info.tensors.clone(),
            constructors: info.layer_constructors.clone(),
        };
        self.pending_modules.borrow_mut().push(info);
        Ok(Some(found))
    }

    /// `super().__init__(args)` in an `__init__`: the parent module class's
    /// `__init__` run on the same module with its parameters bound to the
    /// arguments (computed here), then the caller's locals back; nothing
    /// for `nn.Module`'s own.
    fn run_super_init(
        &self,
        s: &Stmt,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<(), Diagnostic> {
        let Some(parent) = scope.super_init.and_then(|p| self.modules.get(p)) else {
            // A `torch.nn` layer's own: that layer, whose tensors and
            // attributes become the module's.
            if let (Some(layer), StmtKind::Expr(call)) = (info.layer_base, &s.kind) {
                if let ExprKind::Call { args, keywords, .. } = &call.kind {
                    // Its arguments computed, as for any layer `__init__`
                    // constructs.
                    let written =
                        layer_constructor(layer, args.clone(), keywords.clone(), call.span);
                    let constructor = self.init_value(&written, info, scope)?.to_expr(call.span);
                    return self.adopt_layer_base(&constructor, info, scope);
                }
            }
            // `nn.Sequential`'s own: its arguments are layers `0`, `1`, ...,
            // or one `OrderedDict` of named layers (RegNet's stages).
            if let (Some("Sequential"), StmtKind::Expr(call)) = (info.container_base, &s.kind) {
                if let ExprKind::Call { args, .. } = &call.kind {
                    let all = Expr::new(ExprKind::List(args.clone()), call.span);
                    let InitValue::List(layers) = self.init_value(&all, info, scope)? else {
                        return Err(unsupported(call.span));
                    };
                    let named: Vec<(String, InitValue)> = match layers.as_slice() {
                        [InitValue::Dict(pairs)] => pairs
                            .iter()
                            .map(|(k, v)| match k {
                                InitValue::Str(name) => Ok((name.clone(), v.clone())),
                                _ => Err(unsupported(call.span)),
                            })
                            .collect::<Result<_, _>>()?,
                        _ => layers
                            .into_iter()
                            .enumerate()
                            .map(|(i, l)| (i.to_string(), l))
                            .collect(),
                    };
                    for (name, l) in &named {
                        let made = self.layer_in_init(&l.to_expr(call.span), name, info)?;
                        info.set_layer(name, made.ok_or_else(|| unsupported(call.span))?);
                    }
                }
            }
            return Ok(());
        };
        let StmtKind::Expr(Expr {
            kind: ExprKind::Call { args, keywords, .. },
            span,
        }) = &s.kind
        else {
            return Ok(());
        };
        if args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_)))
            || keywords.iter().any(|k| k.name.is_none())
        {
            return Err(unsupported(*span));
        }
        // The arguments are computed in the call's order, as Python does
        // (`super().__init__(Params.build(...))` runs a call here), then
        // bound to the parent's parameters.
        let mut values = Vec::new();
        for a in args {
            values.push(self.init_value(a, info, scope)?);
        }
        let mut named = Vec::new();
        for k in keywords {
            let name = k.name.as_ref().map(|(n, _)| n.clone()).unwrap_or_default();
            named.push((name, k.span, self.init_value(&k.value, info, scope)?));
        }
        let params = parent.init.params.get(1..).unwrap_or_default();
        let locals = bind_arguments(
            params,
            values,
            named,
            InitValue::Tuple,
            keywords_dict,
            &mut |d| scope.value(d),
        )
        .map_err(|m| init_misfit(parent.name, m, *span))?;
        let outer_locals = std::mem::replace(&mut scope.locals, locals);
        let outer_super = std::mem::replace(&mut scope.super_init, parent.super_init);
        let ran = self.run_init(&parent.init.body, info, scope);
        scope.locals = outer_locals;
        scope.super_init = outer_super;
        ran
    }

    /// The `torch.nn` layer a layer subclass's `super().__init__(...)`
    /// constructs (`constructor`, of literals): its tensors are the
    /// module's own (`weight`, not `$base.weight`: the state dict's names),
    /// its attributes the module's constants (`self.eps`,
    /// `self.normalized_shape`), and a tensor the settings leave out (no
    /// bias) is None.
    fn adopt_layer_base(
        &self,
        constructor: &Expr,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<(), Diagnostic> {
        const BASE: &str = "$base";
        let Some((class, args, keywords)) = crate::module_layers::nn_constructor(constructor)
        else {
            return Err(unsupported(constructor.span));
        };
        crate::layer_attributes::check_constructor(&class, args, keywords, constructor.span)?;
        let Some(layer) = self.layer_in_init(constructor, BASE, info)? else {
            return Err(unsupported(constructor.span));
        };
        info.base_layer = Some(layer);
        let own = |path: &str| path.strip_prefix("$base.").map(str::to_string);
        for t in info.tensors.iter_mut() {
            if let Some(name) = own(t) {
                *t = name;
            }
        }
        let initializers = std::mem::take(&mut info.initializers);
        info.initializers = (initializers.into_iter())
            .map(|(path, e)| (own(&path).unwrap_or(path), e))
            .collect();
        // Kept under `$base`: a parent reads it at the instance's own path
        // (`module_layers::layer`), where a subclass without `forward` is
        // this layer.
        for attr in crate::layer_attributes::parameter_names(&class) {
            // `bias=True` is a flag; `self.bias` is the tensor (below).
            if matches!(attr, "weight" | "bias") || info.tensors.iter().any(|t| t == attr) {
                continue;
            }
            let Some(value) = crate::layer_attributes::layer_attribute(constructor, attr) else {
                continue;
            };
            scope.attrs.insert(attr.to_string(), scope.value(&value)?);
            info.constants.push((attr.to_string(), value));
        }
        // `bias=False`: the layer's `self.bias` is None.
        for tensor in ["weight", "bias"] {
            let known = info.tensors.iter().any(|t| t == tensor)
                || info.constants.iter().any(|(a, _)| a == tensor);
            if !known {
                let none = Expr::new(ExprKind::None, constructor.span);
                info.constants.push((tensor.to_string(), none));
            }
        }
        Ok(())
    }

    /// Runs `__init__` statements, recording what they define in `info`.
    fn run_init(
        &self,
        body: &[Stmt],
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<(), Diagnostic> {
        for s in body {
            self.run_init_statement(s, info, scope)?;
            if scope.returned.is_some() {
                break;
            }
        }
        Ok(())
    }

    /// The function a call in `__init__` runs there, and where its
    /// parameters start: the module's own method (`self._make_layer(64,
    /// 2)`, after `self`), or a function of the file that constructs
    /// layers (torchvision's `make_layers(cfg)`), which TorchScript never
    /// compiles either.
    fn run_in_init(&self, func: &Expr, info: &ModuleInfo<'m>) -> Option<(&'m FunctionDef, usize)> {
        if let Some(def) = self_attribute(func).and_then(|m| info.methods.get(m).copied()) {
            // `self.adjust_channels(c, w)` of a `@staticmethod`: no `self`.
            return Some((def, usize::from(!def.is_decorated("staticmethod"))));
        }
        let ExprKind::Name(n) = &func.kind else {
            return None;
        };
        let def = self.functions.get(n).copied()?;
        let mut builds = false;
        def.body.iter().for_each(|s| s.visit_exprs(&mut |e| {
            builds |= constructs_module(e)
                || matches!(&e.kind, ExprKind::Call { func, .. }
                    if matches!(&func.kind, ExprKind::Name(c) if self.modules.contains_key(c.as_str())));
        }));
        builds.then_some((def, 0))
    }

    /// The value of `e` in `__init__`; a call of the module's own method
    /// (`self._make_layer(64, 2)`) runs it and is what it returned.
    fn init_value(
        &self,
        e: &Expr,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<InitValue, Diagnostic> {
        if let ExprKind::Call {
            func,
            args,
            keywords,
        } = &e.kind
        {
            if let Some((def, first)) = self.run_in_init(func, info) {
                let args = self.with_method_results(args, info, scope)?;
                self.run_init_method(def, first, &args, keywords, e.span, info, scope)?;
                return Ok(scope.returned.take().unwrap_or(InitValue::None));
            }
        }
        let e = self.with_method_result(e, info, scope)?;
        if let Some(v) = self.computed_by_function(&e, info, scope)? {
            return Ok(v);
        }
        scope.value(&e)
    }

    /// Python's truth of `e` in `__init__` (`init_value`, then
    /// `InitScope::truth`); `None` when it is not known.
    fn init_truth(
        &self,
        e: &Expr,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<Option<bool>, Diagnostic> {
        let v = self.init_value(e, info, scope)?;
        Ok(scope.truth(&v))
    }

    /// A call of a function of the file on values `__init__` knows
    /// (`_make_divisible(32 * 0.75, 8)`) that computes a value (a number,
    /// a string, a container of them) from them alone, run now; `None`
    /// when it does anything else (it is then kept as an expression, for
    /// the methods to compute, as a tensor is).
    fn computed_by_function(
        &self,
        e: &Expr,
        info: &ModuleInfo<'m>,
        scope: &InitScope,
    ) -> Result<Option<InitValue>, Diagnostic> {
        let ExprKind::Call {
            func,
            args,
            keywords,
        } = &e.kind
        else {
            return Ok(None);
        };
        let mut values = Vec::new();
        let Some(def) = (match &func.kind {
            ExprKind::Name(n) => self.functions.get(n).copied(),
            // `InvertedResidualConfig.adjust_channels(c, w)`: a static
            // method of a plain class of the file; a class method gets
            // the class first (`cls`).
            ExprKind::Attribute { value, attr, .. } => class_named(value, scope).and_then(|c| {
                let (def, binds_class) = self.class_method(&c, attr)?;
                if binds_class {
                    values.push(Expr::new(ExprKind::Name(c), value.span));
                }
                Some(def)
            }),
            _ => None,
        }) else {
            return Ok(None);
        };
        let known = |a: &Expr| -> Result<Option<Expr>, Diagnostic> {
            let v = scope.value(a)?;
            Ok(v.is_constant().then(|| v.to_expr(a.span)))
        };
        for a in args {
            let Some(v) = known(a)? else { return Ok(None) };
            values.push(v);
        }
        let mut named = Vec::new();
        for k in keywords {
            let Some(value) = known(&k.value)? else {
                return Ok(None);
            };
            named.push(Keyword { value, ..k.clone() });
        }
        // Run apart: nothing it does reaches the module unless it only
        // computed a value.
        let mut apart = ModuleInfo::new(info.name, info.init, HashMap::new());
        let mut fresh = InitScope {
            globals: scope.globals.clone(),
            evaluator: scope.evaluator.clone(),
            ..Default::default()
        };
        let ran = self.run_init_method(def, 0, &values, &named, e.span, &mut apart, &mut fresh);
        // An exception Python raises on these values (`TypeError: ...`)
        // is the module's construction failing.
        if let Err(d) = &ran {
            let kind = d.message.split(':').next().unwrap_or_default();
            if kind.ends_with("Error") && kind.chars().all(|c| c.is_ascii_alphabetic()) {
                return Err(d.clone());
            }
        }
        let value = fresh.returned.take().filter(InitValue::is_constant);
        let only_value = apart.tensors.is_empty()
            && apart.submodules.is_empty()
            && apart.init_program.is_empty()
            && apart.constants.is_empty();
        Ok(value.filter(|_| ran.is_ok() && only_value))
    }

    /// `e` with what `__init__` resolves before computing it: calls that
    /// run there (the module's own methods, the file's layer builders:
    /// `run_in_init`) as an argument, a list item, `*self._layers()` or an
    /// operand, run left to right as Python does and replaced by what they
    /// returned; calls of a `functools.partial` (merged into the call of
    /// its function); and class attributes read on a module class
    /// (`block.expansion`).
    fn with_method_result(
        &self,
        e: &Expr,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<Expr, Diagnostic> {
        let kind = match &e.kind {
            ExprKind::Call {
                func,
                args,
                keywords,
            } => {
                // `norm_layer(dim)` where `norm_layer = partial(nn.LayerNorm,
                // eps=1e-6)`: the function called with the bound arguments
                // first.
                let bound = match &func.kind {
                    ExprKind::Name(n) => match scope.locals.get(n) {
                        Some(InitValue::Expr(f)) => Some(f.clone()),
                        _ => None,
                    },
                    _ => Some(func.as_ref().clone()),
                };
                if let Some(Expr {
                    kind:
                        ExprKind::Call {
                            func: partial,
                            args: bound_args,
                            keywords: bound_keywords,
                        },
                    ..
                }) = bound
                {
                    let is_partial = crate::init_operators::names_partial(&partial);
                    if let (true, Some((f, first))) = (is_partial, bound_args.split_first()) {
                        let merged = Expr::new(
                            ExprKind::Call {
                                func: Box::new(f.clone()),
                                args: first.iter().chain(args).cloned().collect(),
                                keywords: bound_keywords.iter().chain(keywords).cloned().collect(),
                            },
                            e.span,
                        );
                        return self.with_method_result(&merged, info, scope);
                    }
                }
                if self.run_in_init(func, info).is_some() {
                    return Ok(self.init_value(e, info, scope)?.to_expr(e.span));
                }
                let args = self.with_method_results(args, info, scope)?;
                let mut with = Vec::new();
                for k in keywords {
                    let value = self.with_method_result(&k.value, info, scope)?;
                    // `nn.Conv2d(i, o, **kwargs)` of a known dict: its items.
                    if k.name.is_none() {
                        if let InitValue::Dict(pairs) = scope.value(&value)? {
                            if pairs
                                .iter()
                                .all(|(key, _)| matches!(key, InitValue::Str(_)))
                            {
                                for (key, v) in pairs {
                                    let InitValue::Str(name) = key else { continue };
                                    with.push(Keyword {
                                        name: Some((name, k.span)),
                                        value: v.to_expr(k.span),
                                        span: k.span,
                                    });
                                }
                                continue;
                            }
                        }
                    }
                    with.push(Keyword { value, ..k.clone() });
                }
                if let Some(v) = popped(func, &args, scope)? {
                    return Ok(v.to_expr(e.span));
                }
                if let Some(v) = self.object_builtin(func, &args, e.span, info, scope)? {
                    return Ok(v.to_expr(e.span));
                }
                // `cnf.adjust(c)`, `cnf.block(cnf, ...)` on an instance of
                // a plain class; `Config(...)` constructing one.
                match self.object_call(func, &args, &with, e.span, info, scope)? {
                    Some(ObjectCall::Returned(v)) => return Ok(v.to_expr(e.span)),
                    Some(ObjectCall::Calls(callee)) => {
                        let call = ExprKind::Call {
                            func: Box::new(callee),
                            args,
                            keywords: with,
                        };
                        return self.with_method_result(&Expr::new(call, e.span), info, scope);
                    }
                    None => {}
                }
                if let Some(class) = class_named(func, scope) {
                    if let Some(v) =
                        self.construct_object(&class, &args, &with, e.span, info, scope)?
                    {
                        return Ok(v.to_expr(e.span));
                    }
                }
                let call = Expr::new(
                    ExprKind::Call {
                        func: func.clone(),
                        args,
                        keywords: with,
                    },
                    e.span,
                );
                // `adjust_channels(1024) // 8`: a value computed by a
                // function of the file, run now.
                return Ok(match self.computed_by_function(&call, info, scope)? {
                    Some(v) => v.to_expr(e.span),
                    None => call,
                });
            }
            ExprKind::List(items) => ExprKind::List(self.with_method_results(items, info, scope)?),
            // `[_round_to_multiple_of(d * alpha, 8) for d in depths]`: a
            // comprehension calling a function of the file, run item by
            // item (the others `InitScope::value` computes).
            ExprKind::ListComp { elt, generators } | ExprKind::GeneratorExp { elt, generators }
                if self.calls_file_function(elt) =>
            {
                let saved = scope.locals.clone();
                let mut items = Vec::new();
                let ran = self.comprehension_items(elt, generators, &mut items, info, scope);
                scope.locals = saved;
                return Ok(match ran? {
                    true => Expr::new(ExprKind::List(items), e.span),
                    false => e.clone(),
                });
            }
            ExprKind::Tuple(items) => {
                ExprKind::Tuple(self.with_method_results(items, info, scope)?)
            }
            ExprKind::Starred(inner) => {
                ExprKind::Starred(Box::new(self.with_method_result(inner, info, scope)?))
            }
            ExprKind::Binary { op, left, right } => ExprKind::Binary {
                op: *op,
                left: Box::new(self.with_method_result(left, info, scope)?),
                right: Box::new(self.with_method_result(right, info, scope)?),
            },
            ExprKind::BoolOp { op, values } => ExprKind::BoolOp {
                op: *op,
                values: self.with_method_results(values, info, scope)?,
            },
            ExprKind::Compare {
                left,
                ops,
                comparators,
            } => ExprKind::Compare {
                left: Box::new(self.with_method_result(left, info, scope)?),
                ops: ops.clone(),
                comparators: self.with_method_results(comparators, info, scope)?,
            },
            ExprKind::Unary { op, operand } => ExprKind::Unary {
                op: *op,
                operand: Box::new(self.with_method_result(operand, info, scope)?),
            },
            // Only the branch taken runs, as in Python.
            ExprKind::IfExp { test, body, orelse } => {
                let test = self.with_method_result(test, info, scope)?;
                match scope.truth(&scope.value(&test)?) {
                    Some(true) => return self.with_method_result(body, info, scope),
                    Some(false) => return self.with_method_result(orelse, info, scope),
                    None => ExprKind::IfExp {
                        test: Box::new(test),
                        body: body.clone(),
                        orelse: orelse.clone(),
                    },
                }
            }
            // `Config(2).inner`: the object first; a `@property` of an
            // instance (`config.hidden_size`) runs.
            ExprKind::Attribute {
                value,
                attr,
                attr_span,
            } if !matches!(value.kind, ExprKind::Name(_))
                || matches!(scope.value(value)?, InitValue::Object(_)) =>
            {
                let value = match &value.kind {
                    ExprKind::Name(_) => value.as_ref().clone(),
                    _ => self.with_method_result(value, info, scope)?,
                };
                if let InitValue::Object(o) = scope.value(&value)? {
                    if let Some(v) = self.object_attribute(&o, attr, e.span, info, scope)? {
                        return Ok(v.to_expr(e.span));
                    }
                }
                ExprKind::Attribute {
                    value: Box::new(value),
                    attr: attr.clone(),
                    attr_span: *attr_span,
                }
            }
            // `block.expansion` of a module class (or a local holding one,
            // torchvision's `block: Type[BasicBlock]`): its class body's.
            ExprKind::Attribute { value, attr, .. } => {
                let class = match &value.kind {
                    ExprKind::Name(n) => match scope.locals.get(n) {
                        Some(InitValue::Expr(Expr {
                            kind: ExprKind::Name(c),
                            ..
                        })) => Some(c.as_str()),
                        Some(_) => None,
                        None => Some(n.as_str()),
                    },
                    _ => None,
                };
                let found = class
                    .and_then(|c| self.modules.get(c))
                    .and_then(|m| m.class_attributes.iter().find(|(a, _)| a == attr));
                match found {
                    Some((_, v)) => return Ok(InitScope::default().value(v)?.to_expr(e.span)),
                    None => return Ok(e.clone()),
                }
            }
            _ => return Ok(e.clone()),
        };
        Ok(Expr::new(kind, e.span))
    }

    /// Whether `e` calls a function of the file.
    fn calls_file_function(&self, e: &Expr) -> bool {
        let mut found = false;
        e.visit(&mut |x| {
            if let ExprKind::Call { func, .. } = &x.kind {
                found |= matches!(&func.kind, ExprKind::Name(n) if self.functions.contains_key(n));
            }
        });
        found
    }

    /// The items of a comprehension, its targets bound in `scope` in turn:
    /// `false` when an iterable or condition is not known.
    fn comprehension_items(
        &self,
        elt: &Expr,
        generators: &[ts_frontend::ast::Comprehension],
        items: &mut Vec<Expr>,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<bool, Diagnostic> {
        let Some((first, rest)) = generators.split_first() else {
            items.push(self.init_value(elt, info, scope)?.to_expr(elt.span));
            return Ok(true);
        };
        let iterable = self.init_value(&first.iter, info, scope)?;
        let Some(values) = scope.items(&iterable) else {
            return Ok(false);
        };
        for v in values {
            if !scope.bind(&first.target, v)? {
                return Ok(false);
            }
            let mut keep = true;
            for cond in &first.ifs {
                match self.init_truth(cond, info, scope)? {
                    Some(t) => keep &= t,
                    None => return Ok(false),
                }
            }
            if keep && !self.comprehension_items(elt, rest, items, info, scope)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn with_method_results(
        &self,
        items: &[Expr],
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<Vec<Expr>, Diagnostic> {
        items
            .iter()
            .map(|e| self.with_method_result(e, info, scope))
            .collect()
    }

    fn run_init_statement(
        &self,
        s: &Stmt,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<(), Diagnostic> {
        scope.steps += 1;
        if scope.steps > MAX_INIT_STEPS {
            return Err(Diagnostic::error(
                format!("the module's `__init__` runs more than {MAX_INIT_STEPS} statements here; the compiler runs it when it constructs the module, and stops"),
                s.span,
            ));
        }
        match &s.kind {
            _ if is_object_super_init(s, scope) => self.run_object_super_init(s, info, scope),
            _ if is_super_init(s) => self.run_super_init(s, info, scope),
            StmtKind::Pass
            | StmtKind::Expr(Expr {
                kind: ExprKind::Str(_),
                ..
            }) => Ok(()),
            StmtKind::Expr(Expr {
                kind:
                    ExprKind::Call {
                        func,
                        args,
                        keywords,
                    },
                ..
            }) => self.run_init_call(func, args, keywords, s.span, info, scope),
            // `self.x = torch.jit.Attribute(v, T)` declares like `self.x: T = v`.
            StmtKind::Assign { targets, value, .. }
                if targets.len() == 1 && jit_attribute(value).is_some() =>
            {
                let (v, annotation) = jit_attribute(value).expect("checked");
                let declaration = Stmt {
                    kind: StmtKind::AnnAssign {
                        target: targets[0].clone(),
                        annotation: annotation.clone(),
                        value: Some(v.clone()),
                    },
                    span: s.span,
                };
                self.run_init_statement(&declaration, info, scope)
            }
            // `H = W = n`: each target, left to right, as Python assigns.
            StmtKind::Assign { targets, value, .. } if !targets.is_empty() => {
                let v = self.init_value(value, info, scope)?;
                for target in targets {
                    self.assign_in_init(target, v.clone(), value.span, info, scope)?;
                }
                Ok(())
            }
            // `return v` in a method `__init__` runs (`run_init` stops).
            StmtKind::Return(value) if !scope.methods_running.is_empty() => {
                let v = match value {
                    Some(v) => self.init_value(v, info, scope)?,
                    None => InitValue::None,
                };
                scope.returned = Some(v);
                Ok(())
            }
            // A class-level declaration (`attribute_declaration`).
            StmtKind::AnnAssign {
                target,
                annotation,
                value: None,
            } if self_attribute(target).is_some() => {
                let attr = self_attribute(target).expect("checked");
                scope
                    .attr_types
                    .insert(attr.to_string(), annotation.clone());
                Ok(())
            }
            // `settings: Sequence[Config]` declares a local: nothing runs.
            StmtKind::AnnAssign {
                target,
                value: None,
                ..
            } if matches!(target.kind, ExprKind::Name(_)) => Ok(()),
            StmtKind::AnnAssign {
                target,
                annotation,
                value: Some(value),
            } => {
                if let Some(attr) = self_attribute(target) {
                    scope
                        .attr_types
                        .insert(attr.to_string(), annotation.clone());
                }
                let v = self.init_value(value, info, scope)?;
                self.assign_in_init(target, v, value.span, info, scope)
            }
            StmtKind::AugAssign { target, op, value } => {
                // `x op= v` on a number, string or list is `x = x op v`.
                let combined = Expr::new(
                    ExprKind::Binary {
                        op: *op,
                        left: Box::new(target.clone()),
                        right: Box::new(value.clone()),
                    },
                    s.span,
                );
                // On a tensor local or part of one (`coords[:, :, 0] +=
                // n`), in place: replayed.
                let changed = match &target.kind {
                    ExprKind::Subscript { value, .. } => value.as_ref(),
                    _ => target,
                };
                if let ExprKind::Name(local) = &changed.kind {
                    if matches!(scope.locals.get(local), Some(InitValue::Expr(_))) {
                        materialize(info, &mut scope.locals, local, s.span);
                        let value = scope.folded(value)?;
                        info.init_program.push(Stmt {
                            kind: StmtKind::AugAssign {
                                target: scope.folded(target)?,
                                op: *op,
                                value,
                            },
                            span: s.span,
                        });
                        return Ok(());
                    }
                }
                let v = self.init_value(&combined, info, scope)?;
                // A list of layers grows too (`layers += [conv, nn.ReLU()]`).
                if !v.is_constant() && !matches!(v, InitValue::List(_)) {
                    return Err(unsupported(s.span));
                }
                self.assign_in_init(target, v, value.span, info, scope)
            }
            StmtKind::If { test, body, orelse } => {
                let v = self.init_value(test, info, scope)?;
                match scope.truth(&v) {
                    Some(true) => self.run_init(body, info, scope),
                    Some(false) => self.run_init(orelse, info, scope),
                    None => Err(not_known(
                        "an `if` in a module's `__init__` must test a value known when the module is constructed",
                        "computed from literals and `__init__`'s parameters",
                        &v,
                        test.span,
                    )),
                }
            }
            // `for m in self.modules(): ... nn.init...(m.weight)`: see
            // `initialized_from_weights`.
            StmtKind::For { iter, body, .. } if walks_own_modules(iter) => {
                initialized_from_weights(
                    body,
                    info,
                    "a loop over the module's modules or parameters",
                    iter.span,
                )
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } if orelse.is_empty() => {
                let iterable = self.init_value(iter, info, scope)?;
                let Some(items) = scope.items(&iterable) else {
                    return Err(not_known(
                        "a `for` loop in a module's `__init__` must iterate over values known when the module is constructed",
                        "`range` of an int, a list or tuple",
                        &iterable,
                        iter.span,
                    ));
                };
                for item in items {
                    if !scope.bind(target, item)? {
                        return Err(unsupported(target.span));
                    }
                    self.run_init(body, info, scope)?;
                    if scope.returned.is_some() {
                        break;
                    }
                }
                Ok(())
            }
            StmtKind::Assert { test, msg } => {
                let v = self.init_value(test, info, scope)?;
                match scope.truth(&v) {
                    Some(true) => Ok(()),
                    Some(false) => {
                        let text = match msg.as_ref().map(|m| scope.value(m)).transpose()? {
                            Some(InitValue::Str(m)) => format!(": {m}"),
                            _ => String::new(),
                        };
                        Err(Diagnostic::error(
                            format!("AssertionError{text} (raised by the module's `__init__`)"),
                            s.span,
                        ))
                    }
                    None if is_random(&v) => Err(random_value(
                        "an `assert` in a module's `__init__` must test a value known when the module is constructed",
                        test.span,
                    )),
                    None => Err(unsupported(test.span)),
                }
            }
            StmtKind::Raise { .. } => Err(Diagnostic::error(
                "the module's `__init__` raises here when it is constructed",
                s.span,
            )),
            // `with torch.no_grad():` around parameter initialization.
            StmtKind::With { items, body }
                if items
                    .iter()
                    .all(|i| i.target.is_none() && is_no_grad(&i.context)) =>
            {
                self.run_init(body, info, scope)
            }
            _ => Err(unsupported(s.span)),
        }
    }

    /// A call statement in `__init__`: `self.register_buffer(name, t)`,
    /// `nn.init.*` or an in-place initialization of a parameter, a call of
    /// the module's own method, `self.layers.append(layer)` on a
    /// ModuleList, or `append`/`extend` of a local list.
    fn run_init_call(
        &self,
        func: &Expr,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<(), Diagnostic> {
        // A warning Python shows while constructing the module: nothing
        // the module keeps.
        if func.dotted_name().as_deref() == Some("warnings.warn") {
            return Ok(());
        }
        // `setattr(self, key, value)` (Hugging Face's configurations
        // taking `**kwargs`).
        if let ("setattr", [target, name, value]) =
            (func.dotted_name().unwrap_or_default().as_str(), args)
        {
            let InitValue::Str(name) = scope.value(name)? else {
                return Err(Diagnostic::error(
                    "the name `setattr` sets must be a string known when the module is constructed",
                    name.span,
                ));
            };
            let v = self.init_value(value, info, scope)?;
            let target = Expr::new(
                ExprKind::Attribute {
                    value: Box::new(target.clone()),
                    attr: name,
                    attr_span: span,
                },
                span,
            );
            return self.assign_in_init(&target, v, value.span, info, scope);
        }
        if matches!(
            self_attribute(func),
            Some("register_buffer" | "register_parameter")
        ) {
            if let [Expr {
                kind: ExprKind::Str(name),
                ..
            }, value, ..] = args
            {
                // `register_parameter("w", nn.Parameter(t))` holds `t`.
                let value = match parameter_value(value) {
                    Some(v) => v.ok_or_else(|| unsupported(span))?,
                    None => value,
                };
                let folded = scope.folded(value)?;
                lift_tensor(info, name, Some(&folded));
                // Later `__init__` code may read it (`torch.zeros(
                // self.position_ids.size())`): its initial value, where
                // that is not random.
                if random_call(&folded).is_none() {
                    scope.attrs.insert(name.clone(), InitValue::Expr(folded));
                }
                return Ok(());
            }
            return Err(unsupported(span));
        }
        if let Some(init) = func.dotted_name().as_deref().and_then(|f| {
            f.strip_prefix("torch.nn.init.")
                .or_else(|| f.strip_prefix("nn.init."))
        }) {
            return tensor_initialization(init, args, keywords, span, info, scope);
        }
        // `self.apply(self._init_weights)`: see `initialized_from_weights`.
        if let (Some("apply"), [f]) = (self_attribute(func), args) {
            let def = match &f.kind {
                ExprKind::Name(n) => self.functions.get(n).copied(),
                _ => self_attribute(f).and_then(|m| info.methods.get(m).copied()),
            };
            let def = def.ok_or_else(|| {
                Diagnostic::error(
                    "`self.apply` takes a method of the module or a function of the file here",
                    f.span,
                )
            })?;
            return initialized_from_weights(&def.body, info, "`self.apply`'s function", span);
        }
        // `add_module(name, layer)` (or `register_module`): on `self`, the
        // attribute `name`; on a Sequential or ModuleDict attribute, one
        // more layer under `name` (torchvision's DenseNet).
        if let ExprKind::Attribute {
            value: receiver,
            attr: method,
            ..
        } = &func.kind
        {
            if matches!(method.as_str(), "add_module" | "register_module") {
                let [name, layer] = args else {
                    return Err(unsupported(span));
                };
                let InitValue::Str(name) = self.init_value(name, info, scope)? else {
                    return Err(Diagnostic::error(
                        format!("the name `{method}` takes must be a string known when the module is constructed"),
                        name.span,
                    ));
                };
                let v = self.init_value(layer, info, scope)?;
                if matches!(&receiver.kind, ExprKind::Name(n) if n == "self") {
                    let target = self_attribute_expr(&name, func.span);
                    return self.assign_in_init(&target, v, layer.span, info, scope);
                }
                return self.add_named_layer(receiver, &name, v, layer.span, info);
            }
        }
        // `self.reset_parameters()`: a method of the module run as part of
        // `__init__`.
        if let Some(def) = self_attribute(func).and_then(|m| info.methods.get(m).copied()) {
            self.run_init_method(def, 1, args, keywords, span, info, scope)?;
            scope.returned = None;
            return Ok(());
        }
        let ExprKind::Attribute {
            value: receiver,
            attr: method,
            ..
        } = &func.kind
        else {
            return Err(unsupported(span));
        };
        // `self.lin.bias.fill_(0.5)` (or `.data.fill_`): like `nn.init`.
        let tensor = match &receiver.kind {
            ExprKind::Attribute { value, attr, .. } if attr == "data" => value.as_ref(),
            _ => receiver.as_ref(),
        };
        let is_tensor = tensor
            .dotted_name()
            .and_then(|d| {
                d.strip_prefix("self.")
                    .map(|p| info.tensors.iter().any(|t| t == p))
            })
            .unwrap_or(false);
        if is_tensor {
            let init = match method.as_str() {
                "fill_" => "constant_",
                "zero_" => "zeros_",
                m if RANDOM_INITS.contains(&m) => m,
                m => {
                    return Err(Diagnostic::error(
                        format!("`{m}` on a parameter or buffer in a module's `__init__` is not supported (`fill_`, `zero_`, `uniform_`, `normal_` and `nn.init` are)"),
                        span,
                    ))
                }
            };
            let mut all = vec![tensor.clone()];
            all.extend(args.iter().cloned());
            return tensor_initialization(init, &all, keywords, span, info, scope);
        }
        // An in-place change of a tensor local (`pe.mul_(2)`): replayed.
        if let ExprKind::Name(local) = &receiver.kind {
            if method.ends_with('_') && matches!(scope.locals.get(local), Some(InitValue::Expr(_)))
            {
                materialize(info, &mut scope.locals, local, span);
                let call = scope.folded(&Expr::new(
                    ExprKind::Call {
                        func: Box::new(func.clone()),
                        args: args.to_vec(),
                        keywords: keywords.to_vec(),
                    },
                    span,
                ))?;
                if let Some(at) = random_call(&call) {
                    return Err(random_error(&format!("the tensor `{local}`"), at));
                }
                info.init_program.push(Stmt {
                    kind: StmtKind::Expr(call),
                    span,
                });
                return Ok(());
            }
        }
        // `cfg.validate()`, `kwargs.pop("k")`: run for what they change.
        if self
            .object_call(func, args, keywords, span, info, scope)?
            .is_some()
            || popped(func, args, scope)?.is_some()
        {
            return Ok(());
        }
        let ([arg], true, "append" | "extend") = (args, keywords.is_empty(), method.as_str())
        else {
            return Err(unsupported(span));
        };
        let added = match (method.as_str(), self.init_value(arg, info, scope)?) {
            ("append", v) => vec![v],
            ("extend", InitValue::List(items) | InitValue::Tuple(items)) => items,
            _ => return Err(unsupported(arg.span)),
        };
        if let Some(attr) = self_attribute(receiver) {
            // A list attribute: still a value.
            if let Some(InitValue::List(items)) = scope.attrs.get(attr) {
                let mut items = items.clone();
                items.extend(added);
                return self.assign_in_init(receiver, InitValue::List(items), span, info, scope);
            }
            // A layer list grown one layer at a time.
            let Some(SubModule::ModuleList(mut layers)) = info.submodules.remove(attr) else {
                return Err(unsupported(span));
            };
            for v in added {
                let path = format!("{attr}.{}", layers.len());
                let made = self.layer_in_init(&v.to_expr(arg.span), &path, info)?;
                layers.push(made.ok_or_else(|| unsupported(arg.span))?);
            }
            info.submodules
                .insert(attr.to_string(), SubModule::ModuleList(layers));
            return Ok(());
        }
        if let ExprKind::Name(n) = &receiver.kind {
            if let Some(InitValue::List(items)) = scope.locals.get_mut(n) {
                items.extend(added);
                return Ok(());
            }
        }
        Err(unsupported(span))
    }

    /// `self.<attr>.add_module(name, layer)` on a Sequential or ModuleDict
    /// of the module: `layer` appended under `name`.
    fn add_named_layer(
        &self,
        receiver: &Expr,
        name: &str,
        layer: InitValue,
        span: Span,
        info: &mut ModuleInfo<'m>,
    ) -> Result<(), Diagnostic> {
        let attr = self_attribute(receiver).ok_or_else(|| unsupported(receiver.span))?;
        let path = format!("{attr}.{name}");
        let made = match info.submodules.get(attr) {
            Some(SubModule::Sequential(_) | SubModule::ModuleDict(_)) => {
                self.layer_in_init(&layer.to_expr(span), &path, info)?
            }
            _ => return Err(unsupported(receiver.span)),
        };
        let made = made.ok_or_else(|| unsupported(span))?;
        match info.submodules.get_mut(attr) {
            Some(SubModule::Sequential(layers) | SubModule::ModuleDict(layers)) => {
                // A name already there keeps its place (a dict's key).
                match layers.iter_mut().find(|(k, _)| k == name) {
                    Some(slot) => slot.1 = made,
                    None => layers.push((name.to_string(), made)),
                }
            }
            _ => return Err(unsupported(receiver.span)),
        }
        Ok(())
    }

    /// `self.method(args)` in `__init__`: the method's body run there, its
    /// parameters bound to the arguments' values (and its own locals).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn run_init_method(
        &self,
        def: &'m FunctionDef,
        first_param: usize,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<(), Diagnostic> {
        let arguments = scope.arguments(args, keywords)?;
        self.run_init_method_with(def, first_param, arguments, span, info, scope)
    }

    /// `run_init_method` with the arguments' values computed already.
    pub(crate) fn run_init_method_with(
        &self,
        def: &'m FunctionDef,
        first_param: usize,
        (values, named): Arguments,
        span: Span,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<(), Diagnostic> {
        let params = def.params.get(first_param..).unwrap_or_default();
        let name = &def.name;
        let bound = bind_arguments(
            params,
            values,
            named,
            InitValue::Tuple,
            keywords_dict,
            &mut |d| InitScope::default().value(d),
        )
        .map_err(|m| match m {
            Misfit::TooMany { takes, given } => Diagnostic::error(
                format!("{name}() takes {takes} argument(s), {given} given"),
                span,
            ),
            Misfit::Unexpected { name: arg, span } => Diagnostic::error(
                format!("{name}() got an unexpected keyword argument '{arg}'"),
                span,
            ),
            Misfit::Missing(arg) => Diagnostic::error(
                format!("{name}() is missing value for argument '{arg}'"),
                span,
            ),
            Misfit::Failed(d) => d,
        })?;
        let body = &def.body;
        if scope.methods_running.contains(&def.name) {
            return Err(Diagnostic::error(
                format!(
                    "recursive call to `{}` in the module's `__init__`",
                    def.name
                ),
                span,
            ));
        }
        scope.methods_running.push(def.name.clone());
        let callers = std::mem::replace(&mut scope.locals, bound);
        let ran = self.run_init(body, info, scope);
        scope.locals = callers;
        scope.methods_running.pop();
        // A method that ends without `return` returns None.
        scope.returned.get_or_insert(InitValue::None);
        ran
    }

    /// `target = v` in `__init__`: a local, or an attribute of `self`.
    fn assign_in_init(
        &self,
        target: &Expr,
        v: InitValue,
        span: Span,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<(), Diagnostic> {
        // `self.a.weight = self.b.weight` between lifted tensors: tied.
        let lifted = |e: &Expr| {
            let path = e.dotted_name()?.strip_prefix("self.")?.to_string();
            info.tensors.contains(&path).then_some(path)
        };
        if let (Some(to), InitValue::Expr(from)) = (lifted(target), &v) {
            if let Some(from) = lifted(from) {
                info.tied_tensors.retain(|(t, _)| *t != to);
                info.tied_tensors.push((to, from));
                return Ok(());
            }
        }
        if let ExprKind::Subscript { value, index } = &target.kind {
            // `pe[:, 0::2] = v` on a tensor local: replayed.
            if let ExprKind::Name(local) = &value.kind {
                if matches!(scope.locals.get(local), Some(InitValue::Expr(_))) {
                    materialize(info, &mut scope.locals, local, span);
                    let target = scope.folded(target)?;
                    let v = v.to_expr(span);
                    if let Some(at) = random_call(&v) {
                        return Err(random_error(&format!("the tensor `{local}`"), at));
                    }
                    info.init_program.push(Stmt {
                        kind: StmtKind::Assign {
                            targets: vec![target],
                            value: v,
                            type_comment: None,
                        },
                        span,
                    });
                    return Ok(());
                }
            }
            // `xs[i] = v` / `d[k] = v` on a list or dict `__init__` holds.
            let updated = scope
                .value(value)?
                .with_item(&scope.value(index)?, v, index.span)?
                .ok_or_else(|| unsupported(target.span))?;
            return self.assign_in_init(value, updated, span, info, scope);
        }
        // `block_cnf.stride = 1` on an instance of a plain class.
        if let ExprKind::Attribute {
            value: receiver,
            attr,
            ..
        } = &target.kind
        {
            if receiver.dotted_name().as_deref() != Some("self") {
                if let InitValue::Object(o) = scope.value(receiver)? {
                    o.borrow_mut().set(attr, v);
                    return Ok(());
                }
            }
        }
        let Some(attr) = self_attribute(target) else {
            return if scope.bind(target, v)? {
                Ok(())
            } else {
                Err(unsupported(target.span))
            };
        };
        // `self.config = config`: read by `__init__` code as it runs, by
        // the methods through its attributes (`keep_object_attributes`).
        if let InitValue::Object(_) = v {
            scope.attrs.insert(attr.to_string(), v);
            return Ok(());
        }
        if v.is_constant() {
            // A declared type holds for the literal (`self.names: List[str]
            // = []` is not a `List[Tensor]`); `None` is None whatever its
            // declared type (`self.post: Optional[Block] = None`, a module
            // class no script type names).
            let e = match scope
                .attr_types
                .get(attr)
                .filter(|_| !matches!(v.to_expr(span).kind, ExprKind::None))
            {
                Some(ty) => Expr::new(
                    ExprKind::Call {
                        func: Box::new(dotted_expr("torch.jit.annotate", span)),
                        args: vec![ty.clone(), v.to_expr(span)],
                        keywords: vec![],
                    },
                    span,
                ),
                None => v.to_expr(span),
            };
            info.set_constant(attr, e);
            scope.attrs.insert(attr.to_string(), v);
            return Ok(());
        }
        let InitValue::Expr(e) = v else {
            return Err(unsupported(span));
        };
        if let Some(value) = parameter_value(&e) {
            lift_tensor(info, attr, value);
            return Ok(());
        }
        match &e.kind {
            ExprKind::Call { func, args, .. }
                if ["ParameterList", "ParameterDict"]
                    .iter()
                    .any(|c| is_nn(&func.dotted_name().unwrap_or_default(), c)) =>
            {
                parameter_container(attr, args, info, span)?;
            }
            _ => match self.layer_in_init(&e, attr, info)? {
                Some(made) => info.set_layer(attr, made),
                // A class or function (`self._norm_layer = nn.BatchNorm2d`;
                // not a tensor local `__init__` replays, `$init...`): for
                // `__init__` code and calls `self.act(x)` only, as
                // TorchScript leaves such an attribute out of the module.
                None if e.dotted_name().is_some_and(|d| !d.starts_with('$')) => {
                    info.function_attributes.insert(attr.to_string(), e.clone());
                    scope.attrs.insert(attr.to_string(), InitValue::Expr(e));
                }
                // A tensor (or other value) computed by torch functions:
                // an attribute each method computes again.
                None if !constructs_module(&e) => {
                    if let Some(at) = random_call(&e) {
                        return Err(random_error(&format!("`self.{attr}`"), at));
                    }
                    info.set_constant(attr, e.clone());
                    scope.attrs.insert(attr.to_string(), InitValue::Expr(e));
                }
                None => return Err(unsupported(span)),
            },
        }
        Ok(())
    }

    /// The layer a constructor call in `__init__` makes, stored at `path`.
    fn layer_in_init(
        &self,
        call: &Expr,
        path: &str,
        info: &mut ModuleInfo<'m>,
    ) -> Result<Option<SubModule>, Diagnostic> {
        let specialize = |class: &str, args: &[Expr], keywords: &[Keyword], at: Span| {
            self.specialized_module(class, args, keywords, at)
        };
        let mut made_at = crate::module_layers::LayersMade {
            tensors: &mut info.tensors,
            constructors: &mut info.layer_constructors,
        };
        let made = layer(call, path, &mut made_at, &self.modules, &specialize)?;
        if let Some(sub) = &made {
            self.adopt_computed_tensors(sub, path, info);
        }
        Ok(made)
    }

    /// The tensors the file's module classes inside `sub` (at `path`)
    /// compute become `info`'s too: their replayed statements (each
    /// module's once, before `info`'s own), and their lifted tensors'
    /// initializers under `path`; a built-in layer's deterministic ones
    /// (`layer_initial_values`) likewise.
    fn adopt_computed_tensors(&self, sub: &SubModule, path: &str, info: &mut ModuleInfo<'m>) {
        match sub {
            SubModule::User(name) => {
                let pending = self.pending_modules.borrow();
                let Some(child) = self
                    .modules
                    .get(*name)
                    .or_else(|| pending.iter().find(|m| m.name == *name))
                else {
                    return;
                };
                for (t, e) in &child.initializers {
                    info.initializers.insert(format!("{path}.{t}"), e.clone());
                }
                if info.programs_of.contains(name) {
                    return;
                }
                info.programs_of.push(name);
                let own = std::mem::replace(&mut info.init_program, child.init_program.clone());
                info.init_program.extend(own);
            }
            SubModule::Sequential(_) | SubModule::ModuleList(_) | SubModule::ModuleDict(_) => {
                for (at, l) in sub.leaf_layers(path) {
                    self.adopt_computed_tensors(l, &at, info);
                }
            }
            _ => {
                let Some(constructor) = info.layer_constructors.get(path) else {
                    return;
                };
                for (t, e) in crate::layer_initial_values::layer_initial_values(constructor) {
                    if random_call(&e).is_none() {
                        info.initializers.insert(format!("{path}.{t}"), e);
                    }
                }
            }
        }
    }
}
