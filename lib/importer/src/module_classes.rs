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
    module_init::self_attribute,
    module_layers::SubModule,
};
use std::collections::HashMap;
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword, Stmt},
    Diagnostic, Span,
};

/// What a loop or comprehension over layers goes over (`layer_sequence`):
/// one layer container, or several sequences `zip`ped (at least one of
/// them layers), and whether `enumerate` counts them.
struct LayerSequence<'e> {
    parts: Vec<LayerPart<'e>>,
    zipped: bool,
    counted: bool,
}

/// One sequence of a [`LayerSequence`].
enum LayerPart<'e> {
    /// A layer container: the view (`keys`, `values` or `items`), the
    /// container attribute and the layers' names.
    Layers(&'static str, String, Vec<String>),
    /// Another sequence zipped with layers (`zip(self.blocks, (a, b))`).
    Other(&'e Expr),
}

/// How one part of a [`LayerSequence`] binds its target in each iteration.
enum PartBinding<'c, 'b> {
    /// The key target and the layer name (an alias of `attr.<name>`).
    Layers(Option<Expr>, Option<String>, String, Vec<String>),
    /// The items of a tuple.
    Items(Vec<Emitted<'c, 'b>>),
}

/// The targets a loop over layers binds from `item` (its target for one
/// container) for the container's `view`: the key's and the layer's name.
fn layer_targets<'t>(view: &str, item: &'t Expr) -> Emit<(Option<&'t Expr>, Option<&'t String>)> {
    match (view, &item.kind) {
        ("keys", _) => Ok((Some(item), None)),
        ("values", ExprKind::Name(n)) => Ok((None, Some(n))),
        ("items", ExprKind::Tuple(pair)) if pair.len() == 2 => match &pair[1].kind {
            ExprKind::Name(n) => Ok((Some(&pair[0]), Some(n))),
            _ => Err(Diagnostic::error(
                "a loop over layers needs a name for the layer",
                pair[1].span,
            )),
        },
        ("items", _) => Err(Diagnostic::error(
            "unpack the items of a ModuleDict as `name, layer`",
            item.span,
        )),
        _ => Err(Diagnostic::error(
            "a loop over layers needs a name for the layer",
            item.span,
        )),
    }
}

/// `a.b.c` as an expression.
pub(crate) fn dotted_expr(path: &str, span: Span) -> Expr {
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
            if let SubModule::MultiInput { .. } = sub {
                return self
                    .apply_multi_input_layer(attr, &sub, args, keywords, span)
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
        // `self.act(x)` where `__init__` stored a function (`self.act =
        // F.gelu`, an `activation=F.relu` argument): that function called.
        if let Some(f) = info.function_attributes.get(attr).cloned() {
            let call = Expr::new(
                ExprKind::Call {
                    func: Box::new(Expr { span, ..f }),
                    args: args.to_vec(),
                    keywords: keywords.to_vec(),
                },
                span,
            );
            return self.emit_any(&call).map(Some);
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
        let (returned, after) = self.inline_module_method(class, def, env, args, keywords, span)?;
        self.write_back_attributes("", &after, span)?;
        self.returned_value(returned, span).map(Some)
    }

    /// `def`, a method of module class `class`, inlined on `env`: the
    /// first time in this import as written, later times (another layer of
    /// the class, another call) as a copy with spans of its own, so what
    /// the driver learns by position (an int list, an item's number kind,
    /// a split's size) is per inlined instance — U-Net's `Up` pads by
    /// amounts its inputs' sizes give, which differ between its layers.
    fn inline_module_method(
        &mut self,
        class: &'static str,
        def: &ts_frontend::ast::FunctionDef,
        env: HashMap<String, Raw>,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<(Option<Raw>, HashMap<String, Raw>)> {
        // `self.f(args)` of a `@staticmethod` (T5's
        // `_relative_position_bucket`): no `self`.
        if def.is_decorated("staticmethod") {
            let qualified = format!("{class}.{}", def.name);
            return self.inline_function(&qualified, def, args, keywords, span);
        }
        if self.importer.first_module_inline(def) {
            return self.inline_method_body(class, def, env, args, keywords, span);
        }
        let copy = self.importer.add_inlined_copy();
        let def = std::rc::Rc::new(def.shifted(crate::inlined_calls::copy_offset(copy)));
        // Kept for the importer's life: body checks are cached by address.
        self.importer.keep_decomposition(def.clone());
        let reported = self.importer.diagnostics.len();
        let result = self.inline_method_body(class, &def, env, args, keywords, span);
        self.importer.move_diagnostics_to_user_file(reported);
        result.map_err(|d| self.importer.in_user_file(d))
    }

    /// The path (`head`, `blocks.1`, `heads.a`) of the submodule `e` names
    /// in a module method: `self.head`, `self.blocks[1]`,
    /// `self.heads["a"]`, `self.blocks[0].inner`, or the variable of a loop
    /// over layers. `None` for anything else.
    pub(crate) fn submodule_path(&self, e: &Expr) -> Option<String> {
        if self.env.contains_key("self") {
            return None;
        }
        let path = match &e.kind {
            ExprKind::Name(n) if !self.env.contains_key(n) => self.layer_aliases.get(n)?.clone(),
            ExprKind::Attribute { value, attr, .. } => match &value.kind {
                ExprKind::Name(n) if n == "self" => attr.clone(),
                _ => format!("{}.{attr}", self.submodule_path(value)?),
            },
            ExprKind::Subscript { value, index } => {
                let base = self.submodule_path(value)?;
                match (self.layer_at(&base)?, &index.kind) {
                    (SubModule::ModuleDict(_), ExprKind::Str(key)) => format!("{base}.{key}"),
                    (sub @ (SubModule::ModuleList(_) | SubModule::Sequential(_)), _) => {
                        let names = sub.child_names()?;
                        let i = crate::op_binding::literal_int(index)?;
                        let n = names.len() as i64;
                        (-n..n)
                            .contains(&i)
                            .then(|| format!("{base}.{}", names[i.rem_euclid(n) as usize]))?
                    }
                    _ => return None,
                }
            }
            _ => return None,
        };
        self.layer_at(&path).map(|_| path)
    }

    /// `<submodule>.attr` in a module method: a tensor or attribute of a
    /// submodule (`self.head.weight`, `layer.scale` in a loop over layers,
    /// `self.blocks[0].dim`), as the submodule's own methods see it. `None`
    /// when `value` names no submodule.
    pub(crate) fn submodule_attribute(
        &mut self,
        value: &Expr,
        attr: &str,
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let Some(path) = self.submodule_path(value) else {
            return Ok(None);
        };
        if let Some(v) = self.env.get(&format!("self.{path}.{attr}")) {
            return Ok(Some(v.clone()));
        }
        // A `@property` of a module class of the file: its method, inlined.
        if let Some(SubModule::User(class)) = self.layer_at(&path) {
            if self.module_property(class, attr) {
                return self
                    .user_module_method(&path, class, attr, &[], &[], span)
                    .map(Some);
            }
        }
        let constant = match self.layer_at(&path) {
            Some(SubModule::User(class)) => self
                .importer
                .modules
                .get(class)
                .and_then(|info| info.constants.iter().find(|(a, _)| a == attr))
                .map(|(_, e)| e.clone()),
            // A `torch.nn` layer: from its constructor call.
            _ => self.layer_constructor(&path).and_then(|c| {
                crate::layer_attributes::layer_attribute(&c, attr).map(|e| Expr::new(e.kind, span))
            }),
        };
        match constant {
            Some(e) => self.emit_any(&e).map(Some),
            None => Err(Diagnostic::error(
                format!(
                    "submodule `self.{path}` has no attribute `{attr}` that compiled code can read"
                ),
                span,
            )),
        }
    }

    /// The constructor call of the `torch.nn` layer at `path`, recorded by
    /// the module class that holds it (the current one, or the module
    /// class of the file the path goes through last).
    fn layer_constructor(&self, path: &str) -> Option<Expr> {
        let mut owner = self.current_class?;
        let mut relative = String::new();
        let mut walked = String::new();
        for part in path.split('.') {
            walked = if walked.is_empty() {
                part.to_string()
            } else {
                format!("{walked}.{part}")
            };
            relative = if relative.is_empty() {
                part.to_string()
            } else {
                format!("{relative}.{part}")
            };
            if let Some(SubModule::User(class)) = self.layer_at(&walked) {
                (owner, relative) = (class, String::new());
            }
        }
        let info = self.importer.modules.get(owner)?;
        info.layer_constructors.get(&relative).cloned()
    }

    /// `<submodule>.method(args)` in a module method, for a submodule of a
    /// module class of the file: the method inlined on it. `None` when
    /// `value` names no such submodule.
    pub(crate) fn submodule_method_call(
        &mut self,
        value: &Expr,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let Some(path) = self.submodule_path(value) else {
            return Ok(None);
        };
        let Some(SubModule::User(class)) = self.layer_at(&path) else {
            return Ok(None);
        };
        // `self.outer.inner(x)`: a submodule of the submodule, applied.
        let inner = format!("{path}.{method}");
        if self.layer_at(&inner).is_some() {
            return self.apply_layer_at(&inner, args, keywords, span).map(Some);
        }
        self.user_module_method(&path, class, method, args, keywords, span)
            .map(Some)
    }

    /// Whether `attr` is a `@property` of module class `class`.
    pub(crate) fn module_property(&self, class: &str, attr: &str) -> bool {
        self.importer
            .modules
            .get(class)
            .and_then(|info| info.methods.get(attr))
            .is_some_and(|def| def.is_decorated("property"))
    }

    /// The function a static method of a layer's class is, when `receiver`
    /// is a layer of the current module (`self.<attr>`) and `method` one of
    /// those static methods.
    pub(crate) fn layer_static_method(
        &self,
        receiver: &Expr,
        method: &str,
    ) -> Option<&'static str> {
        let attr = crate::module_init::self_attribute(receiver)
            .filter(|_| !self.env.contains_key("self"))?;
        match (self.layer_at(attr)?, method) {
            (
                SubModule::MultiInput {
                    func: "torch._transformer",
                    ..
                },
                "generate_square_subsequent_mask",
            ) => Some("torch.nn.Transformer.generate_square_subsequent_mask"),
            _ => None,
        }
    }

    /// The layer at `path` (`blocks.1`) of the current module.
    pub(crate) fn layer_at(&self, path: &str) -> Option<SubModule> {
        let info = self.importer.modules.get(self.current_class?)?;
        let mut parts = path.split('.');
        let mut sub = info.submodules.get(parts.next()?)?.clone();
        for p in parts {
            sub = match sub {
                SubModule::ModuleList(layers) => layers.get(p.parse::<usize>().ok()?)?.clone(),
                SubModule::Sequential(layers) | SubModule::ModuleDict(layers) => {
                    layers.into_iter().find(|(k, _)| k == p)?.1
                }
                // A submodule of a module class of the file.
                SubModule::User(class) => {
                    self.importer.modules.get(class)?.submodules.get(p)?.clone()
                }
                _ => return None,
            };
        }
        Some(sub)
    }

    /// `self.<attr>` when it names a ModuleDict in a module method: the
    /// attribute and its keys, in order.
    fn layer_dict(&self, e: &Expr) -> Option<(String, Vec<String>)> {
        if let Some(("ModuleDict", names)) = self.own_layers(e) {
            return Some((String::new(), names));
        }
        let attr = self.container_path(e)?;
        match self.layer_at(&attr)? {
            SubModule::ModuleDict(layers) => {
                Some((attr, layers.into_iter().map(|l| l.0).collect()))
            }
            _ => None,
        }
    }

    /// How many layers `self.<attr>` holds when it names a ModuleList,
    /// Sequential or ModuleDict in a module method (what `len()` of it is).
    pub(crate) fn layer_count(&self, e: &Expr) -> Option<usize> {
        if let Some((_, names)) = self.layer_list(e) {
            return Some(names.len());
        }
        self.layer_dict(e).map(|(_, keys)| keys.len())
    }

    /// `self.<attr>` when it names a ModuleList or Sequential in a module
    /// method: the attribute and its layers' names (`0`, `1`, ... but for
    /// a Sequential of an OrderedDict).
    fn layer_list(&self, e: &Expr) -> Option<(String, Vec<String>)> {
        if let Some(("Sequential" | "ModuleList", names)) = self.own_layers(e) {
            return Some((String::new(), names));
        }
        let attr = self.container_path(e)?;
        match self.layer_at(&attr)? {
            sub @ (SubModule::ModuleList(_) | SubModule::Sequential(_)) => {
                Some((attr, sub.child_names()?))
            }
            _ => None,
        }
    }

    /// The path of the layer container `e` names: `self.blocks`, or one
    /// inside another (`self.transformer.h`, nanoGPT's ModuleList in a
    /// ModuleDict).
    fn container_path(&self, e: &Expr) -> Option<String> {
        if self.env.contains_key("self") {
            return None;
        }
        match self_attribute(e) {
            Some(attr) => Some(attr.to_string()),
            None => self.submodule_path(e),
        }
    }

    /// `self` in a method of a module class that derives from a container
    /// (DenseNet's `class _DenseBlock(nn.ModuleDict)` iterating over
    /// `self.items()`): the container and its layers' names, in order.
    fn own_layers(&self, e: &Expr) -> Option<(&'static str, Vec<String>)> {
        if !matches!(&e.kind, ExprKind::Name(n) if n == "self") || self.env.contains_key("self") {
            return None;
        }
        let info = self.importer.modules.get(self.current_class?)?;
        Some((info.container_base?, info.layer_order.clone()))
    }

    /// `layer(x)` for a loop variable bound to a layer, or
    /// `self.blocks[i](x)` with a literal `i`, or a named layer of a
    /// Sequential or ModuleDict (`self.features.conv0(x)`); `None` for
    /// other calls.
    pub(crate) fn indexed_layer_call(
        &mut self,
        func: &Expr,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        if let ExprKind::Attribute { value, .. } = &func.kind {
            let in_container = self.submodule_path(value).is_some_and(|p| {
                matches!(
                    self.layer_at(&p),
                    Some(SubModule::Sequential(_) | SubModule::ModuleDict(_))
                )
            });
            if let Some(path) = self.submodule_path(func).filter(|_| in_container) {
                return self.apply_layer_at(&path, args, keywords, span).map(Some);
            }
        }
        // `self.mix[0][1](x)`: a layer inside a layer list's item.
        if let ExprKind::Subscript { value, .. } = &func.kind {
            if matches!(
                value.kind,
                ExprKind::Subscript { .. } | ExprKind::Attribute { .. }
            ) && self_attribute(value).is_none()
            {
                if let Some(path) = self.submodule_path(func) {
                    return self.apply_layer_at(&path, args, keywords, span).map(Some);
                }
            }
        }
        let path = match &func.kind {
            ExprKind::Name(n) if !self.env.contains_key(n) => match self.layer_aliases.get(n) {
                Some(p) => p.clone(),
                None => return Ok(None),
            },
            ExprKind::Subscript { value, index } if self.layer_dict(value).is_some() => {
                let (attr, keys) = self.layer_dict(value).expect("checked");
                let ExprKind::Str(key) = &index.kind else {
                    return Err(Diagnostic::error(
                        "a ModuleDict must be indexed by a string literal",
                        index.span,
                    ));
                };
                if !keys.contains(key) {
                    return Err(Diagnostic::error(
                        format!(
                            "KeyError: `self.{attr}` has no layer '{key}' (it has {})",
                            keys.join(", ")
                        ),
                        index.span,
                    ));
                }
                child_path(&attr, key)
            }
            ExprKind::Subscript { value, index } => {
                let Some((attr, names)) = self.layer_list(value) else {
                    return Ok(None);
                };
                let i = crate::op_binding::literal_int(index).ok_or_else(|| {
                    Diagnostic::error(
                        "a layer list must be indexed by an integer literal",
                        index.span,
                    )
                })?;
                let n = names.len() as i64;
                if i >= n || i < -n {
                    return Err(Diagnostic::error(
                        format!(
                            "index {i} is out of range for `self.{attr}`, which has {n} layers"
                        ),
                        index.span,
                    ));
                }
                child_path(&attr, &names[i.rem_euclid(n) as usize])
            }
            _ => return Ok(None),
        };
        self.apply_layer_at(&path, args, keywords, span).map(Some)
    }

    /// The layer at `self.<path>` applied to a call's arguments.
    fn apply_layer_at(
        &mut self,
        path: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let path = path.to_string();
        let sub = self
            .layer_at(&path)
            .ok_or_else(|| Diagnostic::error(format!("no layer at `self.{path}`"), span))?;
        if let SubModule::User(class) = sub {
            return self.apply_user_module(&path, class, args, keywords, span);
        }
        if let SubModule::MultiInput { .. } = sub {
            return self.apply_multi_input_layer(&path, &sub, args, keywords, span);
        }
        let ([x], true) = (args, keywords.is_empty()) else {
            return Err(Diagnostic::error("a layer takes one input", span));
        };
        self.apply_layer(&path, &sub, x, span)
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
        let Some(layers) = self.layer_sequence(iter) else {
            return Ok(None);
        };
        if let Some(exit) = crate::loops::first_exit(body) {
            return Err(Diagnostic::error(
                "`break`/`continue` in a loop over layers: not supported yet",
                exit,
            ));
        }
        self.for_each_layer(target, layers, &mut |fe| {
            if let Some((_, ret)) = fe.emit_body(body)?.returned {
                return Err(Diagnostic::error(
                    "`return` inside a loop is not supported yet",
                    ret,
                ));
            }
            Ok(())
        })
        .map(Some)
    }

    /// `[elt for layer in self.blocks]` (or over `enumerate`, a ModuleDict
    /// or its views): `elt` once per layer. `None` when `iter` is not a
    /// layer container.
    pub(crate) fn layer_comprehension(
        &mut self,
        target: &Expr,
        iter: &Expr,
        elt: &Expr,
    ) -> Emit<Option<Vec<Emitted<'c, 'b>>>> {
        let Some(layers) = self.layer_sequence(iter) else {
            return Ok(None);
        };
        let mut values = Vec::new();
        self.comprehension_scope(target, |fe| {
            fe.for_each_layer(target, layers, &mut |fe| {
                values.push(fe.emit_any(elt)?);
                Ok(())
            })
        })?;
        Ok(Some(values))
    }

    /// The layers `iter` goes over: the container (for a ModuleDict, its
    /// `view`: `keys`, `values` or `items`), their names, and whether it is
    /// counted by `enumerate`; or the sequences `zip` goes over, layers
    /// among them.
    fn layer_sequence<'e>(&self, iter: &'e Expr) -> Option<LayerSequence<'e>> {
        let (seq, counted) = match &iter.kind {
            ExprKind::Call { func, args, .. }
                if func.dotted_name().as_deref() == Some("enumerate") && args.len() == 1 =>
            {
                (&args[0], true)
            }
            _ => (iter, false),
        };
        if let ExprKind::Call {
            func,
            args,
            keywords,
        } = &seq.kind
        {
            let zip = matches!(&func.kind, ExprKind::Name(n) if n == "zip" && !self.env.contains_key("zip"));
            if zip && keywords.is_empty() && !args.is_empty() {
                let parts: Vec<LayerPart> = args
                    .iter()
                    .map(|a| self.layer_part(a).unwrap_or(LayerPart::Other(a)))
                    .collect();
                let layers = parts.iter().any(|p| matches!(p, LayerPart::Layers(..)));
                return layers.then_some(LayerSequence {
                    parts,
                    zipped: true,
                    counted,
                });
            }
        }
        Some(LayerSequence {
            parts: vec![self.layer_part(seq)?],
            zipped: false,
            counted,
        })
    }

    /// The layer container `seq` names, if it does.
    fn layer_part<'e>(&self, seq: &Expr) -> Option<LayerPart<'e>> {
        // Over a ModuleDict: its keys, `.keys()`, `.values()` or `.items()`.
        fn dict_view(e: &Expr) -> Option<(&Expr, &'static str)> {
            match &e.kind {
                ExprKind::Call { func, args, .. } if args.is_empty() => match &func.kind {
                    ExprKind::Attribute { value, attr, .. } => {
                        let view = match attr.as_str() {
                            "keys" => "keys",
                            "values" => "values",
                            "items" => "items",
                            _ => return None,
                        };
                        Some((value.as_ref(), view))
                    }
                    _ => None,
                },
                _ => Some((e, "keys")),
            }
        }
        if let Some((view, attr, keys)) = dict_view(seq)
            .and_then(|(d, view)| self.layer_dict(d).map(|(attr, keys)| (view, attr, keys)))
        {
            return Some(LayerPart::Layers(view, attr, keys));
        }
        // Over a ModuleList or Sequential: its layers, named `0`, `1`, ...
        let (attr, names) = self.layer_list(seq)?;
        Some(LayerPart::Layers("values", attr, names))
    }

    /// `each` once per layer `self.<attr>.<name>` of `layers` (for a
    /// ModuleDict, its `view`: `keys`, `values` or `items`), unrolled, with
    /// `target` bound: the key a string constant and the layer an alias of
    /// its path. Zipped with other sequences, up to the shortest: a tuple's
    /// items (TorchScript refuses any other sequence there, a list, a range
    /// or a tensor's parts: their length is not part of their type).
    fn for_each_layer(
        &mut self,
        target: &Expr,
        sequence: LayerSequence,
        each: &mut dyn FnMut(&mut Self) -> Emit<()>,
    ) -> Emit<()> {
        let (index_target, item) = match (&target.kind, sequence.counted) {
            (ExprKind::Tuple(items), true) if items.len() == 2 => (Some(&items[0]), &items[1]),
            (_, false) => (None, target),
            _ => {
                return Err(Diagnostic::error(
                    "unpack `enumerate` over layers as `i, layer`",
                    target.span,
                ))
            }
        };
        let items = match (&item.kind, sequence.zipped) {
            (_, false) => vec![item],
            (ExprKind::Tuple(items), true) if items.len() == sequence.parts.len() => {
                items.iter().collect()
            }
            _ => {
                return Err(Diagnostic::error(
                    format!("unpack `zip` over layers as {} names", sequence.parts.len()),
                    item.span,
                ))
            }
        };
        let mut n = usize::MAX;
        let mut bindings = Vec::new();
        for (part, item) in sequence.parts.into_iter().zip(&items) {
            bindings.push(match part {
                LayerPart::Layers(view, attr, names) => {
                    let (key, layer) = layer_targets(view, item)?;
                    n = n.min(names.len());
                    PartBinding::Layers(key.cloned(), layer.cloned(), attr, names)
                }
                LayerPart::Other(e) => {
                    let tuple = match self.is_range_call(e) {
                        true => None,
                        false => match self.emit_any(e)? {
                            Emitted::Tuple(items) => Some(items),
                            _ => None,
                        },
                    };
                    let Some(items) = tuple else {
                        return Err(Diagnostic::error(
                            "Can not iterate over a module list or tuple with a value that does not have a statically determinable length",
                            e.span,
                        ));
                    };
                    n = n.min(items.len());
                    PartBinding::Items(items)
                }
            });
        }
        for k in 0..n {
            if let Some(t) = index_target {
                let v =
                    self.constant(crate::script_type::ScriptType::Int, 0.0, k as i64, t.span)?;
                self.assign(t, Emitted::One(v))?;
            }
            for (binding, item) in bindings.iter().zip(&items) {
                match binding {
                    PartBinding::Layers(key_target, layer_name, attr, names) => {
                        if let Some(t) = key_target {
                            let v = self.str_literal(&names[k], t.span)?;
                            self.assign(t, Emitted::One(v))?;
                        }
                        if let Some(name) = layer_name {
                            self.layer_aliases
                                .insert(name.clone(), child_path(attr, &names[k]));
                        }
                    }
                    PartBinding::Items(values) => {
                        if let ExprKind::Name(n) = &item.kind {
                            self.env.remove(n);
                        }
                        self.assign(item, values[k].clone())?;
                    }
                }
            }
            self.unrolled_iteration(target.span, k, |fe| each(fe))?;
        }
        for binding in bindings {
            if let PartBinding::Layers(_, Some(name), ..) = binding {
                self.layer_aliases.remove(&name);
            }
        }
        Ok(())
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
        self.user_module_method(path, class, "forward", args, keywords, span)
    }

    /// `self.<path>.method(x)` for an instance of the file's module class
    /// `class`, inlined like its `forward` (see `apply_user_module`).
    fn user_module_method(
        &mut self,
        path: &str,
        class: &'static str,
        method: &str,
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
        let Some(def) = info.methods.get(method).copied() else {
            return Err(Diagnostic::error(
                format!("module `{class}` (at `self.{path}`) has no method `{method}`"),
                span,
            ));
        };
        if crate::unused_functions::is_unused(def) {
            return self.unused_call(def, 1, args, keywords, span);
        }
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
        // An attribute the caller holds (state) keeps its value.
        for (attr, e) in constants {
            if self.env.contains_key(&format!("{prefix}{attr}")) {
                continue;
            }
            let v = self.emit_any(&e)?;
            env.insert(format!("self.{attr}"), Raw::of(&v));
        }
        let (returned, after) = self.inline_module_method(class, def, env, args, keywords, span)?;
        self.write_back_attributes(&format!("{path}."), &after, span)?;
        self.returned_value(returned, span)
    }

    /// A `SubModule::MultiInput` layer at `self.<path>` applied to the
    /// call's arguments: its decomposition called with them, its tensors
    /// as `weights` and its settings.
    fn apply_multi_input_layer(
        &mut self,
        path: &str,
        sub: &SubModule,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let SubModule::MultiInput {
            func,
            tensors,
            keywords: settings,
        } = sub
        else {
            unreachable!("called for MultiInput layers")
        };
        let keyword = |name: &str, value: Expr| Keyword {
            name: Some((name.to_string(), span)),
            value,
            span,
        };
        let mut all = keywords.to_vec();
        for (name, value) in settings {
            if let Some(k) = keywords
                .iter()
                .find(|k| k.name.as_ref().is_some_and(|(n, _)| n == name))
            {
                return Err(Diagnostic::error(
                    format!("forward() got an unexpected keyword argument '{name}'"),
                    k.span,
                ));
            }
            all.push(keyword(name, value.clone()));
        }
        let tensor = |t: &String| dotted_expr(&format!("self.{path}.{t}"), span);
        if func.starts_with("torch.nn.functional.") {
            // A functional form takes them by name (a loss's `weight`).
            all.extend(tensors.iter().map(|t| keyword(t, tensor(t))));
        } else if !tensors.is_empty() {
            let weights = tensors.iter().map(tensor).collect();
            all.push(keyword("weights", Expr::new(ExprKind::List(weights), span)));
        }
        let call = Expr::new(
            ExprKind::Call {
                func: Box::new(dotted_expr(func, span)),
                args: args.to_vec(),
                keywords: all,
            },
            span,
        );
        let v = self.emit_any(&call)?;
        // What the layer's forward declares: `MultiheadAttention`'s weights
        // are an `Optional[Tensor]` the caller must refine, as in
        // TorchScript, though the inlined layer knows which it is.
        let declared = crate::decompositions::lookup(func)
            .and_then(|d| d.def.returns.as_ref())
            .map(|r| {
                crate::script_type::resolve_value_annotation(
                    r,
                    &self.importer.tensor_names,
                    &self.importer.class_types,
                )
            })
            .transpose()?;
        match declared {
            Some(d) if d.mentions_variants() => self.shape_as_declared(&v, &d, span),
            _ => Ok(v),
        }
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
            SubModule::MultiInput { .. } => {
                return self.apply_multi_input_layer(path, sub, std::slice::from_ref(x), &[], span)
            }
            SubModule::ModuleList(_) => {
                return Err(Diagnostic::error(
                    format!("`self.{path}` is a ModuleList, which cannot be called: iterate over it or index it"),
                    span,
                ))
            }
            SubModule::ModuleDict(_) => {
                return Err(Diagnostic::error(
                    format!("`self.{path}` is a ModuleDict, which cannot be called: index it with a string literal or iterate over it"),
                    span,
                ))
            }
            SubModule::Sequential(layers) => {
                // Each output feeds the next layer through a hidden name.
                let hidden = format!("$sequential.{path}");
                let mut input = x.clone();
                let mut out = self.emit_any(x)?;
                for (name, layer) in &layers {
                    out = self.apply_layer(&format!("{path}.{name}"), layer, &input, span)?;
                    self.env.insert(hidden.clone(), out.clone());
                    input = Expr {
                        kind: ExprKind::Name(hidden.clone()),
                        span,
                    };
                }
                self.env.remove(&hidden);
                return Ok(out);
            }
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
                // layer_norm(x, shape, weight, bias), rms_norm(x, shape,
                // weight) and group_norm(x, groups, weight, bias): their
                // tensors follow those arguments; every other layer's
                // follow the input.
                if matches!(
                    func,
                    "torch.nn.functional.layer_norm"
                        | "torch.nn.functional.rms_norm"
                        | "torch.nn.functional.group_norm"
                ) {
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

/// The path of layer `name` of the container at `attr` (the module's own
/// layers when `attr` is empty: it derives from the container).
fn child_path(attr: &str, name: &str) -> String {
    if attr.is_empty() {
        name.to_string()
    } else {
        format!("{attr}.{name}")
    }
}
