//! Instances of the file's plain classes while a module's `__init__` runs:
//! the configuration objects torchvision and Hugging Face build to
//! construct their layers (`InvertedResidualConfig(16, 3, ...)`,
//! EfficientNet's `@dataclass` `MBConvConfig`), evaluated with Python's
//! semantics.
//!
//! An instance is shared by reference, as in Python (`copy.copy` makes a
//! new one). Its class may use what TorchScript refuses in compiled code
//! (inheritance, class attributes, `@dataclass`): compiled code never sees
//! the instance, only values read from it. Passed to a submodule's
//! constructor it travels as an expression (`$object.C(attr=value, ...)`),
//! so the submodule gets a copy.

use crate::{
    init_arguments::{bind_arguments, Misfit},
    init_values::{Arguments, InitScope, InitValue},
    module_importer::ModuleImporter,
    module_init::{class_body_value, is_super_init, ModuleInfo},
};
use std::{cell::RefCell, collections::HashMap, rc::Rc};
use ts_frontend::{
    ast::{ClassDef, Expr, ExprKind, FunctionDef, Keyword, Param, ParamKind, Stmt, StmtKind},
    Diagnostic, Span,
};

/// The callee name an instance has as an expression.
const OBJECT_PREFIX: &str = "$object.";

/// The keyword of that expression that holds `InitObject::constructor`.
const CONSTRUCTOR_KEYWORD: &str = "$constructor";

/// An instance: its class and attributes.
#[derive(Clone, Debug)]
pub(crate) struct InitObject {
    /// Its class and that class's base classes of the file, most derived
    /// first (what `isinstance` tests).
    pub classes: Vec<String>,
    /// Attributes in the order they were first set (class attributes
    /// first).
    pub attrs: Vec<(String, InitValue)>,
    /// The call that constructed it (`Box(1, 4)`, arguments computed),
    /// while nothing has changed it since: how compiled code gets an
    /// instance of a class TorchScript compiles (a method reading
    /// `self.box`) — it constructs it again, as its `__init__` did.
    pub constructor: Option<Expr>,
}

pub(crate) type ObjectRef = Rc<RefCell<InitObject>>;

impl InitObject {
    pub(crate) fn attr(&self, name: &str) -> Option<InitValue> {
        self.attrs
            .iter()
            .find(|(a, _)| a == name)
            .map(|(_, v)| v.clone())
    }

    /// Sets attribute `name` (the instance is no longer what its
    /// constructor makes).
    pub(crate) fn set(&mut self, name: &str, v: InitValue) {
        self.constructor = None;
        match self.attrs.iter_mut().find(|(a, _)| a == name) {
            Some(slot) => slot.1 = v,
            None => self.attrs.push((name.to_string(), v)),
        }
    }

    /// `$object.C,Base(attr=value, ..., $constructor=C(...))`.
    pub(crate) fn to_expr(&self, span: Span) -> Expr {
        Expr::new(
            ExprKind::Call {
                func: Box::new(Expr::new(
                    ExprKind::Name(format!("{OBJECT_PREFIX}{}", self.classes.join(","))),
                    span,
                )),
                args: vec![],
                keywords: self
                    .attrs
                    .iter()
                    .map(|(a, v)| (a.clone(), v.to_expr(span)))
                    .chain(
                        self.constructor
                            .iter()
                            .map(|c| (CONSTRUCTOR_KEYWORD.to_string(), c.clone())),
                    )
                    .map(|(a, value)| Keyword {
                        name: Some((a, span)),
                        value,
                        span,
                    })
                    .collect(),
            },
            span,
        )
    }
}

/// The class an instance's expression (`to_expr`) names, for messages
/// about one that reached compiled code.
pub(crate) fn object_class_of(callee: &str) -> Option<&str> {
    let classes = callee.strip_prefix(OBJECT_PREFIX)?;
    Some(classes.split(',').next().unwrap_or(classes))
}

/// The instance `e` is the expression of (a new one), its attribute values
/// computed by `eval`; `None` for other expressions.
pub(crate) fn object_from_expr(
    e: &Expr,
    eval: &mut dyn FnMut(&Expr) -> Result<InitValue, Diagnostic>,
) -> Result<Option<ObjectRef>, Diagnostic> {
    let ExprKind::Call { func, keywords, .. } = &e.kind else {
        return Ok(None);
    };
    let Some(classes) = (match &func.kind {
        ExprKind::Name(n) => n.strip_prefix(OBJECT_PREFIX),
        _ => None,
    }) else {
        return Ok(None);
    };
    let mut attrs = Vec::new();
    let mut constructor = None;
    for k in keywords {
        match &k.name {
            Some((name, _)) if name == CONSTRUCTOR_KEYWORD => constructor = Some(k.value.clone()),
            Some((name, _)) => attrs.push((name.clone(), eval(&k.value)?)),
            None => {}
        }
    }
    Ok(Some(Rc::new(RefCell::new(InitObject {
        classes: classes.split(',').map(str::to_string).collect(),
        attrs,
        constructor,
    }))))
}

/// `copy.copy(o)`: a new instance with the same attribute values.
pub(crate) fn shallow_copy(o: &ObjectRef) -> ObjectRef {
    Rc::new(RefCell::new(o.borrow().clone()))
}

/// `copy.deepcopy(v)`: instances inside copied too.
pub(crate) fn deep_copy(v: &InitValue) -> InitValue {
    let all = |items: &[InitValue]| items.iter().map(deep_copy).collect();
    match v {
        InitValue::Object(o) => {
            let o = o.borrow();
            InitValue::Object(Rc::new(RefCell::new(InitObject {
                classes: o.classes.clone(),
                attrs: o
                    .attrs
                    .iter()
                    .map(|(a, v)| (a.clone(), deep_copy(v)))
                    .collect(),
                constructor: o.constructor.clone(),
            })))
        }
        InitValue::List(items) => InitValue::List(all(items)),
        InitValue::Tuple(items) => InitValue::Tuple(all(items)),
        InitValue::Dict(pairs) => InitValue::Dict(
            pairs
                .iter()
                .map(|(k, v)| (deep_copy(k), deep_copy(v)))
                .collect(),
        ),
        v => v.clone(),
    }
}

/// Whether `def` is a `@dataclass` (or `@dataclasses.dataclass(...)`).
fn is_dataclass(def: &ClassDef) -> bool {
    def.decorators.iter().any(|d| {
        let callee = match &d.kind {
            ExprKind::Call { func, .. } => func.as_ref(),
            _ => d,
        };
        matches!(
            callee.dotted_name().as_deref(),
            Some("dataclass" | "dataclasses.dataclass")
        )
    })
}

/// The fields a dataclass's generated `__init__` takes, base classes'
/// first: name and default.
fn dataclass_fields<'a>(lineage: &[&'a ClassDef]) -> Vec<(String, Option<&'a Expr>)> {
    let mut fields: Vec<(String, Option<&Expr>)> = Vec::new();
    for def in lineage.iter().rev().filter(|d| is_dataclass(d)) {
        for s in &def.body {
            let StmtKind::AnnAssign {
                target,
                annotation,
                value,
            } = &s.kind
            else {
                continue;
            };
            let ExprKind::Name(name) = &target.kind else {
                continue;
            };
            let annotation = annotation.dotted_name().unwrap_or_default();
            if annotation.ends_with("ClassVar") {
                continue;
            }
            match fields.iter_mut().find(|(f, _)| f == name) {
                Some(slot) => slot.1 = value.as_ref(),
                None => fields.push((name.clone(), value.as_ref())),
            }
        }
    }
    fields
}

/// The attributes a dataclass's generated `__init__` sets from
/// `arguments`: its fields (`dataclass_fields`) bound as parameters with
/// their defaults.
fn dataclass_init(
    lineage: &[&ClassDef],
    (positional, named): Arguments,
    span: Span,
) -> Result<Vec<(String, InitValue)>, Diagnostic> {
    let class = &lineage[0].name;
    let fields = dataclass_fields(lineage);
    let params: Vec<Param> = fields
        .iter()
        .map(|(name, default)| Param {
            name: name.clone(),
            name_span: span,
            annotation: None,
            default: default.cloned(),
            kind: ParamKind::Normal,
            span,
        })
        .collect();
    let mut bound = bind_arguments(
        &params,
        positional,
        named,
        |_| unreachable!("a dataclass's `__init__` has no `*args`"),
        |_| unreachable!("a dataclass's `__init__` has no `**kwargs`"),
        &mut dataclass_default,
    )
    .map_err(|m| match m {
        Misfit::TooMany { takes, given } => Diagnostic::error(
            format!("TypeError: {class}.__init__() takes {takes} positional argument(s) but {given} were given"),
            span,
        ),
        Misfit::Unexpected { name, span } => Diagnostic::error(
            format!("TypeError: {class}.__init__() got an unexpected keyword argument '{name}'"),
            span,
        ),
        Misfit::Missing(name) => Diagnostic::error(
            format!("TypeError: {class}.__init__() missing required argument: '{name}'"),
            span,
        ),
        Misfit::Failed(d) => d,
    })?;
    Ok(fields
        .into_iter()
        .filter_map(|(name, _)| bound.remove(&name).map(|v| (name, v)))
        .collect())
}

/// Method `name` of a class: the index in `lineage` of the class that
/// defines it, and its definition.
fn lineage_method<'m>(lineage: &[&'m ClassDef], name: &str) -> Option<(usize, &'m FunctionDef)> {
    lineage.iter().enumerate().find_map(|(i, def)| {
        def.body.iter().find_map(|s| match &s.kind {
            StmtKind::FunctionDef(f) if f.name == name => Some((i, f)),
            _ => None,
        })
    })
}

fn unsupported_object(class: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        format!("an instance of `{class}` constructed in `__init__` holds a layer or tensor: not supported yet (only values computed from literals)"),
        span,
    )
}

impl<'m> ModuleImporter<'m> {
    /// The error for `name`, which compiled code uses but does not define:
    /// why, where `name` is a class only `__init__` code can use (its
    /// error) or an instance of one that reached compiled code.
    pub(crate) fn undefined(&self, name: &str, span: Span) -> Diagnostic {
        // TorchScript compiles a class where compiled code first uses it:
        // its error, at the class.
        if let Some((_, why)) = self.init_only_classes.get(name) {
            return why.clone().with_note(
                format!("class `{name}` is used by compiled code here (a module's `__init__` could use it)"),
                span,
            );
        }
        if let Some(class) = object_class_of(name) {
            return Diagnostic::error(
                format!("an instance of `{class}` constructed in `__init__` is not a value compiled code can hold; read its attributes in `__init__` instead"),
                span,
            );
        }
        // A script function is called, never held (TorchScript's words).
        if self.functions.contains_key(name) {
            return Diagnostic::error(
                format!("function `{name}` cannot be used as a value (only called)"),
                span,
            );
        }
        if let Some(hint) = unsupported_builtin(name) {
            return Diagnostic::error(
                format!("Python builtin `{name}` is not supported in TorchScript{hint}"),
                span,
            );
        }
        Diagnostic::error(format!("undefined value {name}"), span)
    }

    /// The file's plain class `name` (a script class, or one only
    /// `__init__` code may use) and its base classes of the file, most
    /// derived first; `None` when `name` is no such class.
    pub(crate) fn class_lineage(&self, name: &str) -> Option<Vec<&'m ClassDef>> {
        let mut lineage = vec![self.plain_class_def(name)?];
        while let Some(base) = lineage
            .last()
            .and_then(|d| d.bases.first())
            .and_then(|b| b.dotted_name())
            .and_then(|b| self.plain_class_def(&b))
        {
            if lineage.iter().any(|d| std::ptr::eq(*d, base)) {
                break;
            }
            lineage.push(base);
        }
        Some(lineage)
    }

    /// Whether `class` is a class TorchScript compiles (not one only
    /// `__init__` code may use).
    pub(crate) fn is_script_class(&self, class: &str) -> bool {
        matches!(
            self.classes.get(class).map(|c| &c.kind),
            Some(crate::classes::ClassKind::Script { .. })
        )
    }

    fn plain_class_def(&self, name: &str) -> Option<&'m ClassDef> {
        match self.classes.get(name).map(|c| &c.kind) {
            Some(crate::classes::ClassKind::Script { def, .. }) => Some(def),
            _ => self.init_only_classes.get(name).map(|(def, _)| *def),
        }
    }

    /// The static method or class method `method` of plain class `class`
    /// (`InvertedResidualConfig.adjust_channels`, RegNet's
    /// `BlockParams.from_init_params`), and whether it takes the class as
    /// its first argument (a class method's `cls`).
    pub(crate) fn class_method(
        &self,
        class: &str,
        method: &str,
    ) -> Option<(&'m FunctionDef, bool)> {
        let lineage = self.class_lineage(class)?;
        let (_, def) = lineage_method(&lineage, method)?;
        if def.is_decorated("staticmethod") {
            Some((def, false))
        } else if def.is_decorated("classmethod") {
            Some((def, true))
        } else {
            None
        }
    }

    /// `C(args)` in `__init__` where `C` is a plain class of the file: the
    /// new instance, its class attributes set and its `__init__` (or a
    /// dataclass's generated one) run; `None` when `class` is no such
    /// class.
    pub(crate) fn construct_object(
        &self,
        class: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
        info: &ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<Option<InitValue>, Diagnostic> {
        let Some(lineage) = self.class_lineage(class) else {
            return Ok(None);
        };
        let arguments = scope.arguments(args, keywords)?;
        let object = Rc::new(RefCell::new(InitObject {
            classes: lineage.iter().map(|d| d.name.clone()).collect(),
            attrs: vec![],
            constructor: None,
        }));
        // Class attributes (`expansion = 4`), base classes' first.
        // (A dataclass's field defaults too: its `__init__` sets them.)
        for def in lineage.iter().rev() {
            for (name, value) in def.body.iter().filter_map(class_body_value) {
                let v = InitScope::default().value(value)?;
                object.borrow_mut().set(name, v);
            }
        }
        let constructor = self.constructor_call(class, &arguments, span);
        if let Some((at, init)) = lineage_method(&lineage, "__init__") {
            self.nested_init(class, span, || {
                self.run_object_method(&object, at, init, arguments, span, info, scope)
            })?;
        } else if lineage.iter().any(|d| is_dataclass(d)) {
            for (name, v) in dataclass_init(&lineage, arguments, span)? {
                object.borrow_mut().set(&name, v);
            }
            if let Some((at, post)) = lineage_method(&lineage, "__post_init__") {
                let none = Arguments::default();
                self.run_object_method(&object, at, post, none, span, info, scope)?;
            }
        } else if !arguments.0.is_empty() || !arguments.1.is_empty() {
            return Err(Diagnostic::error(
                format!("TypeError: {class}() takes no arguments"),
                span,
            ));
        }
        object.borrow_mut().constructor = constructor;
        Ok(Some(InitValue::Object(object)))
    }

    /// `class(arguments)` as compiled code can write it, for an instance of
    /// a class TorchScript compiles built from values it can write
    /// (`InitObject::constructor`).
    fn constructor_call(
        &self,
        class: &str,
        (positional, named): &Arguments,
        span: Span,
    ) -> Option<Expr> {
        let plain = |v: &InitValue| v.is_constant() && !matches!(v, InitValue::Object(_));
        if !self.is_script_class(class)
            || !positional.iter().all(plain)
            || !named.iter().all(|(_, _, v)| plain(v))
        {
            return None;
        }
        Some(Expr::new(
            ExprKind::Call {
                func: Box::new(Expr::new(ExprKind::Name(class.to_string()), span)),
                args: positional.iter().map(|v| v.to_expr(span)).collect(),
                keywords: named
                    .iter()
                    .map(|(n, s, v)| Keyword {
                        name: Some((n.clone(), *s)),
                        value: v.to_expr(span),
                        span,
                    })
                    .collect(),
            },
            span,
        ))
    }

    /// The class of `object` and its lineage (`class_lineage`).
    fn object_lineage(&self, object: &ObjectRef) -> (String, Vec<&'m ClassDef>) {
        let root = object.borrow().classes[0].clone();
        let lineage = self.class_lineage(&root).unwrap_or_default();
        (root, lineage)
    }

    /// Method `def` (defined by class `lineage[at]`) run on `object` with
    /// `arguments` (computed in the caller's scope): what it returned. The
    /// attributes it sets are the object's.
    #[allow(clippy::too_many_arguments)]
    fn run_object_method(
        &self,
        object: &ObjectRef,
        at: usize,
        def: &'m FunctionDef,
        arguments: Arguments,
        span: Span,
        info: &ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<InitValue, Diagnostic> {
        let (root, lineage) = self.object_lineage(object);
        let mut methods = HashMap::new();
        for def in lineage.iter().rev() {
            for s in &def.body {
                if let StmtKind::FunctionDef(f) = &s.kind {
                    methods.insert(f.name.clone(), f);
                }
            }
        }
        let mut fresh = InitScope {
            attrs: object.borrow().attrs.iter().cloned().collect(),
            object_class: Some((root.clone(), at)),
            steps: scope.steps,
            globals: scope.globals.clone(),
            evaluator: scope.evaluator.clone(),
            ..Default::default()
        };
        let mut apart = ModuleInfo::new(info.name, info.init, methods);
        let first = usize::from(!def.is_decorated("staticmethod"));
        // Messages about the call name the class (`Settings.__init__()`).
        let qualified = |mut d: Diagnostic| {
            if d.message.starts_with(&format!("{}()", def.name)) {
                d.message = format!("{}.{}", lineage[at].name, d.message);
            }
            d
        };
        self.run_init_method_with(def, first, arguments, span, &mut apart, &mut fresh)
            .map_err(qualified)?;
        scope.steps = fresh.steps;
        if !apart.submodules.is_empty()
            || !apart.tensors.is_empty()
            || !apart.init_program.is_empty()
        {
            return Err(unsupported_object(&root, span));
        }
        let mut new: Vec<_> = fresh.attrs.into_iter().collect();
        new.sort_by(|a, b| a.0.cmp(&b.0));
        let mut o = object.borrow_mut();
        // Set ones keep their place; new ones follow, by name. Only what
        // changed is set (a `@property` read changes nothing).
        let changed = |o: &InitObject, a: &str, v: &InitValue| {
            o.attr(a).map(|old| format!("{old:?}")) != Some(format!("{v:?}"))
        };
        let new: Vec<_> = new.into_iter().filter(|(a, v)| changed(&o, a, v)).collect();
        let (set, added): (Vec<_>, Vec<_>) =
            new.into_iter().partition(|(a, _)| o.attr(a).is_some());
        for (a, v) in set.into_iter().chain(added) {
            o.set(&a, v);
        }
        Ok(fresh.returned.take().unwrap_or(InitValue::None))
    }

    /// `obj.method(args)` in `__init__` on an instance: the method run, or
    /// a class or function the instance holds called (EfficientNet's
    /// `cnf.block(cnf, ...)`, returned as the call to make); `None` when
    /// `func` is not an attribute of an instance.
    pub(crate) fn object_call(
        &self,
        func: &Expr,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
        info: &ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<Option<ObjectCall>, Diagnostic> {
        let ExprKind::Attribute { value, attr, .. } = &func.kind else {
            return Ok(None);
        };
        if value.dotted_name().as_deref() == Some("self") {
            return Ok(None);
        }
        let InitValue::Object(object) = scope.value(value)? else {
            return Ok(None);
        };
        if let Some(InitValue::Expr(callee)) = object.borrow().attr(attr) {
            return Ok(Some(ObjectCall::Calls(callee)));
        }
        let (root, lineage) = self.object_lineage(&object);
        let Some((at, def)) = lineage_method(&lineage, attr) else {
            return Err(Diagnostic::error(
                format!("AttributeError: '{root}' object has no attribute '{attr}'"),
                func.span,
            ));
        };
        let arguments = scope.arguments(args, keywords)?;
        let v = self.run_object_method(&object, at, def, arguments, span, info, scope)?;
        Ok(Some(ObjectCall::Returned(v)))
    }

    /// Attribute `attr` of `object`: its value, or what its class's
    /// `@property` of that name returns; `None` when it has neither.
    pub(crate) fn object_attribute(
        &self,
        object: &ObjectRef,
        attr: &str,
        span: Span,
        info: &ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<Option<InitValue>, Diagnostic> {
        if let Some(v) = object.borrow().attr(attr) {
            return Ok(Some(v));
        }
        let (_, lineage) = self.object_lineage(object);
        match lineage_method(&lineage, attr) {
            Some((at, def)) if def.is_decorated("property") => self
                .run_object_method(object, at, def, Default::default(), span, info, scope)
                .map(Some),
            _ => Ok(None),
        }
    }

    /// `getattr(obj, name[, default])` and `hasattr(obj, name)` on an
    /// instance; `None` for other calls.
    pub(crate) fn object_builtin(
        &self,
        func: &Expr,
        args: &[Expr],
        span: Span,
        info: &ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<Option<InitValue>, Diagnostic> {
        let builtin = func.dotted_name().unwrap_or_default();
        let ("getattr" | "hasattr", [object, name, rest @ ..]) = (builtin.as_str(), args) else {
            return Ok(None);
        };
        let (InitValue::Object(o), InitValue::Str(name)) =
            (scope.value(object)?, scope.value(name)?)
        else {
            return Ok(None);
        };
        let found = match self.object_attribute(&o, &name, span, info, scope)? {
            Some(v) => Some(v),
            // A method is an attribute too.
            None => {
                let (_, lineage) = self.object_lineage(&o);
                lineage_method(&lineage, &name).map(|_| InitValue::Bool(true))
            }
        };
        Ok(Some(match (builtin.as_str(), found, rest) {
            ("hasattr", found, []) => InitValue::Bool(found.is_some()),
            ("getattr", Some(v), [] | [_]) => v,
            ("getattr", None, [default]) => scope.value(default)?,
            ("getattr", None, []) => {
                let class = o.borrow().classes[0].clone();
                return Err(Diagnostic::error(
                    format!("AttributeError: '{class}' object has no attribute '{name}'"),
                    span,
                ));
            }
            _ => return Ok(None),
        }))
    }

    /// `super().__init__(args)` in a method of an instance's class: the
    /// next base class's `__init__` (or dataclass fields) on the same
    /// instance.
    pub(crate) fn run_object_super_init(
        &self,
        s: &Stmt,
        info: &mut ModuleInfo<'m>,
        scope: &mut InitScope,
    ) -> Result<(), Diagnostic> {
        let (Some((root, at)), StmtKind::Expr(call)) = (scope.object_class.clone(), &s.kind) else {
            return Ok(());
        };
        let ExprKind::Call { args, keywords, .. } = &call.kind else {
            return Ok(());
        };
        let lineage = self.class_lineage(&root).unwrap_or_default();
        let bases = lineage.get(at + 1..).unwrap_or_default();
        if let Some((i, init)) = lineage_method(bases, "__init__") {
            let outer = scope.object_class.replace((root, at + 1 + i));
            // Another class's `__init__`, not a recursive call.
            let running = std::mem::take(&mut scope.methods_running);
            let ran = self.run_init_method(init, 1, args, keywords, call.span, info, scope);
            scope.methods_running = running;
            scope.object_class = outer;
            scope.returned = None;
            return ran;
        }
        if bases.iter().any(|d| is_dataclass(d)) {
            let arguments = scope.arguments(args, keywords)?;
            for (name, v) in dataclass_init(bases, arguments, call.span)? {
                scope.attrs.insert(name, v);
            }
        } else if !args.is_empty() || !keywords.is_empty() {
            return Err(Diagnostic::error(
                "TypeError: object.__init__() takes exactly one argument (the instance to initialize)",
                call.span,
            ));
        }
        Ok(())
    }
}

/// What `object_call` found.
pub(crate) enum ObjectCall {
    /// The method's result.
    Returned(InitValue),
    /// The class or function the attribute holds, to call instead.
    Calls(Expr),
}

/// A dataclass field's default: the value, `field(default=v)`, or
/// `field(default_factory=list)` / `dict`.
fn dataclass_default(d: &Expr) -> Result<InitValue, Diagnostic> {
    if let ExprKind::Call { func, keywords, .. } = &d.kind {
        if matches!(
            func.dotted_name().as_deref(),
            Some("field" | "dataclasses.field")
        ) {
            for k in keywords {
                match k.name.as_ref().map(|(n, _)| n.as_str()) {
                    Some("default") => return InitScope::default().value(&k.value),
                    Some("default_factory") => match k.value.dotted_name().as_deref() {
                        Some("list") => return Ok(InitValue::List(vec![])),
                        Some("dict") => return Ok(InitValue::Dict(vec![])),
                        _ => {}
                    },
                    _ => {}
                }
            }
            return Err(Diagnostic::error(
                "only `field(default=...)` and `field(default_factory=list|dict)` are supported here",
                d.span,
            ));
        }
    }
    InitScope::default().value(d)
}

/// Whether `s` is `super().__init__(...)` run on an instance (not a
/// module) in `scope`.
pub(crate) fn is_object_super_init(s: &Stmt, scope: &InitScope) -> bool {
    scope.object_class.is_some() && is_super_init(s)
}

/// Python builtins TorchScript does not have, each with what to write
/// instead (after a colon) where there is something.
fn unsupported_builtin(name: &str) -> Option<&'static str> {
    Some(match name {
        "tuple" => {
            ": a tuple's length is part of its type, so write the items out, `(xs[0], xs[1])`"
        }
        "set" | "frozenset" => ": use a Dict[K, bool] or a list",
        "map" | "filter" => ": use a list comprehension",
        "reversed" => ": index from the end, `xs[::-1]` or `for i in range(len(xs) - 1, -1, -1)`",
        "iter" | "next" => ": loop with `for`",
        "enumerate" | "zip" | "range" => " as a value (only as what a `for` loops over)",
        "type" | "callable" | "id" | "repr" | "ascii" | "slice" | "bytes" | "bytearray"
        | "memoryview" | "input" | "open" | "vars" | "globals" | "locals" | "dir" | "eval"
        | "exec" | "compile" | "format" | "help" | "breakpoint" | "setattr" | "delattr"
        | "issubclass" | "property" | "classmethod" | "staticmethod" => "",
        _ => return None,
    })
}
