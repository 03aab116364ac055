//! Values computed by a module's `__init__`, evaluated at compile time.
//!
//! TorchScript scripts a module after Python has constructed it: its
//! attributes are whatever `__init__` computed (`self.head_dim = dim //
//! heads`, `self.scale = 1.0 / math.sqrt(self.head_dim)`). We evaluate the
//! part of Python that such code uses — arithmetic on numbers, strings and
//! containers, comparisons, `math`, the numeric builtins, locals and the
//! `self.` attributes set before — with Python's semantics. What cannot be
//! computed here (a layer's construction, a tensor) stays an expression, in
//! which every name that could be resolved is replaced by its value, so a
//! layer's arguments arrive as literals.

use crate::{
    init_evaluation::{ConstTensor, Evaluator},
    init_objects::{object_from_expr, ObjectRef},
    init_operators::{binary, builtin, compare, dict_set, method, subscript, unary},
    math_functions::math_constant_value,
};
use std::collections::HashMap;
use ts_frontend::{
    ast::{BoolOp, Comprehension, Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// A value `__init__` computed, or the expression it could not compute.
#[derive(Clone, Debug)]
pub(crate) enum InitValue {
    Int(i64),
    Float(f64),
    Bool(bool),
    Str(String),
    None,
    List(Vec<InitValue>),
    Tuple(Vec<InitValue>),
    Dict(Vec<(InitValue, InitValue)>),
    /// Not computed here (a layer, a tensor, a call of a torch function):
    /// the expression, its resolved names replaced by their values.
    Expr(Expr),
    /// An instance of a plain class of the file (`init_objects`), shared
    /// by reference as in Python.
    Object(ObjectRef),
}

impl InitValue {
    /// Whether it is fully known (no part left as an expression).
    pub(crate) fn is_constant(&self) -> bool {
        match self {
            InitValue::Expr(_) => false,
            InitValue::List(items) | InitValue::Tuple(items) => {
                items.iter().all(InitValue::is_constant)
            }
            InitValue::Dict(pairs) => pairs
                .iter()
                .all(|(k, v)| k.is_constant() && v.is_constant()),
            _ => true,
        }
    }

    /// The value as an expression: a literal or display of literals (what
    /// the script sees as `self.<attr>`), or the expression kept.
    pub(crate) fn to_expr(&self, span: Span) -> Expr {
        let all = |items: &[InitValue]| items.iter().map(|v| v.to_expr(span)).collect();
        let kind = match self {
            InitValue::Int(v) => ExprKind::Int(*v),
            InitValue::Float(v) => ExprKind::Float(*v),
            InitValue::Bool(v) => ExprKind::Bool(*v),
            InitValue::Str(s) => ExprKind::Str(s.clone()),
            InitValue::None => ExprKind::None,
            InitValue::List(items) => ExprKind::List(all(items)),
            InitValue::Tuple(items) => ExprKind::Tuple(all(items)),
            InitValue::Dict(pairs) => ExprKind::Dict(
                pairs
                    .iter()
                    .map(|(k, v)| (k.to_expr(span), v.to_expr(span)))
                    .collect(),
            ),
            InitValue::Expr(e) => return e.clone(),
            InitValue::Object(o) => return o.borrow().to_expr(span),
        };
        Expr { kind, span }
    }

    /// Python's truth value; `None` for an expression.
    pub(crate) fn truth(&self) -> Option<bool> {
        Some(match self {
            InitValue::Int(v) => *v != 0,
            InitValue::Float(v) => *v != 0.0,
            InitValue::Bool(v) => *v,
            InitValue::Str(s) => !s.is_empty(),
            InitValue::None => false,
            InitValue::List(items) | InitValue::Tuple(items) => !items.is_empty(),
            InitValue::Dict(pairs) => !pairs.is_empty(),
            InitValue::Object(_) => true,
            InitValue::Expr(_) => return None,
        })
    }

    /// The list or dict with item `index` set to `v` (a dict gains a new
    /// key at its end); `None` for other values.
    pub(crate) fn with_item(
        &self,
        index: &InitValue,
        v: InitValue,
        span: Span,
    ) -> Result<Option<InitValue>, Diagnostic> {
        match self {
            InitValue::Dict(pairs) if index.is_constant() => {
                let mut pairs = pairs.clone();
                dict_set(&mut pairs, index.clone(), v);
                Ok(Some(InitValue::Dict(pairs)))
            }
            InitValue::List(items) => {
                let Some(k) = index.as_int() else {
                    return Ok(None);
                };
                let n = items.len() as i64;
                let at = if k < 0 { k + n } else { k };
                if !(0..n).contains(&at) {
                    return Err(Diagnostic::error(
                        "IndexError: list assignment index out of range",
                        span,
                    ));
                }
                let mut items = items.clone();
                items[at as usize] = v;
                Ok(Some(InitValue::List(items)))
            }
            _ => Ok(None),
        }
    }

    /// The elements a `for` loop or comprehension visits.
    pub(crate) fn iterate(&self) -> Option<Vec<InitValue>> {
        match self {
            InitValue::List(items) | InitValue::Tuple(items) => Some(items.clone()),
            InitValue::Str(s) => Some(s.chars().map(|c| InitValue::Str(c.to_string())).collect()),
            InitValue::Dict(pairs) => Some(pairs.iter().map(|(k, _)| k.clone()).collect()),
            _ => None,
        }
    }

    /// The name of its Python type (`int`, `list`, ...; `object` for an
    /// expression not computed here).
    pub(crate) fn python_type(&self) -> &'static str {
        match self {
            InitValue::Expr(_) => "object",
            v => v.type_name(),
        }
    }

    pub(crate) fn type_name(&self) -> &'static str {
        match self {
            InitValue::Int(_) => "int",
            InitValue::Float(_) => "float",
            InitValue::Bool(_) => "bool",
            InitValue::Str(_) => "str",
            InitValue::None => "NoneType",
            InitValue::List(_) => "list",
            InitValue::Tuple(_) => "tuple",
            InitValue::Dict(_) => "dict",
            InitValue::Object(_) => "object",
            InitValue::Expr(_) => "expression",
        }
    }

    /// A number as a float (bools and ints included).
    pub(crate) fn as_float(&self) -> Option<f64> {
        match self {
            InitValue::Float(v) => Some(*v),
            _ => self.as_int().map(|v| v as f64),
        }
    }

    /// An int, or a bool as one.
    pub(crate) fn as_int(&self) -> Option<i64> {
        match self {
            InitValue::Int(v) => Some(*v),
            InitValue::Bool(v) => Some(*v as i64),
            _ => None,
        }
    }
}

/// Locals and attributes while `__init__` runs.
#[derive(Clone, Default)]
pub(crate) struct InitScope {
    pub locals: HashMap<String, InitValue>,
    /// `self.<attr>` values set so far (constants and kept expressions).
    pub attrs: HashMap<String, InitValue>,
    /// Attributes declared with a type (`self.names: List[str] = []`).
    pub attr_types: HashMap<String, Expr>,
    /// Statements run so far (`__init__` runs at compile time, so it has a
    /// budget: see `module_init::MAX_INIT_STEPS`).
    pub steps: u64,
    /// The module class whose `__init__` `super().__init__(...)` runs here
    /// (`ModuleInfo::super_init`).
    pub super_init: Option<&'static str>,
    /// The module's methods `__init__` is running (`self.reset()`), to
    /// stop recursion.
    pub methods_running: Vec<String>,
    /// What the method running returned (`return nn.Sequential(*layers)`
    /// in a `_make_layer` helper): set by its `return`, which ends it.
    pub returned: Option<InitValue>,
    /// While a method of a plain class's instance runs (`init_objects`):
    /// the instance's class, and the index in its lineage of the class
    /// defining the method (where `super()` starts looking).
    pub object_class: Option<(String, usize)>,
    /// The file's globals Python computed (`ACT2CLS = {"gelu": ...}`),
    /// which `__init__` code reads as Python does.
    pub globals: std::rc::Rc<HashMap<String, InitValue>>,
    /// What computes the tensors `__init__` turns into Python values
    /// (`init_evaluation`), where the driver gives one.
    pub evaluator: Option<Evaluator>,
}

type Eval = Result<InitValue, Diagnostic>;

/// A call's argument values: positional ones, and keyword ones with where
/// each name was written.
pub(crate) type Arguments = (Vec<InitValue>, Vec<(String, Span, InitValue)>);

impl InitScope {
    /// The value of `e`: computed where Python's rules allow it here, else
    /// the expression with what could be resolved replaced. An error is
    /// what Python would raise while constructing the module.
    pub(crate) fn value(&self, e: &Expr) -> Eval {
        use InitValue as V;
        let span = e.span;
        let keep = |kind: ExprKind| Ok(V::Expr(Expr { kind, span }));
        match &e.kind {
            ExprKind::Int(v) => Ok(V::Int(*v)),
            ExprKind::Float(v) => Ok(V::Float(*v)),
            ExprKind::Bool(v) => Ok(V::Bool(*v)),
            ExprKind::Str(s) => Ok(V::Str(s.clone())),
            ExprKind::None => Ok(V::None),
            // `f"stage{i}"` on known values.
            ExprKind::FormattedStr(source) => {
                let Ok(parts) = ts_frontend::formatted_string_parts(source, span) else {
                    return Ok(V::Expr(e.clone()));
                };
                let mut text = String::new();
                for part in parts {
                    match part {
                        ts_frontend::FormatPart::Text(t) => text.push_str(&t),
                        ts_frontend::FormatPart::Value(x) => {
                            match crate::init_operators::python_str(&self.value(&x)?) {
                                Some(s) => text.push_str(&s),
                                None => return Ok(V::Expr(e.clone())),
                            }
                        }
                    }
                }
                Ok(V::Str(text))
            }
            ExprKind::Name(n) => Ok(self
                .locals
                .get(n)
                .or_else(|| self.globals.get(n))
                .cloned()
                .unwrap_or(V::Expr(e.clone()))),
            ExprKind::Attribute { value, attr, .. } => {
                match value.dotted_name().as_deref() {
                    Some("self") => {
                        return Ok(self.attrs.get(attr).cloned().unwrap_or(V::Expr(e.clone())))
                    }
                    Some("math") => {
                        if let Some(v) = math_constant_value(attr) {
                            return Ok(V::Float(v));
                        }
                    }
                    _ => {}
                }
                // `cnf.stride` of a configuration object.
                if let V::Object(o) = self.value(value)? {
                    if let Some(v) = o.borrow().attr(attr) {
                        return Ok(v);
                    }
                }
                keep(ExprKind::Attribute {
                    value: Box::new(self.folded(value)?),
                    attr: attr.clone(),
                    attr_span: span,
                })
            }
            ExprKind::Tuple(items) => Ok(V::Tuple(self.values(items)?)),
            ExprKind::List(items) => Ok(V::List(self.values(items)?)),
            ExprKind::Dict(pairs) => Ok(V::Dict(
                pairs
                    .iter()
                    .map(|(k, v)| Ok((self.value(k)?, self.value(v)?)))
                    .collect::<Result<_, Diagnostic>>()?,
            )),
            ExprKind::Unary { op, operand } => {
                let v = self.value(operand)?;
                Ok(unary(*op, &v).unwrap_or_else(|| {
                    V::Expr(Expr {
                        kind: ExprKind::Unary {
                            op: *op,
                            operand: Box::new(v.to_expr(operand.span)),
                        },
                        span,
                    })
                }))
            }
            ExprKind::Binary { op, left, right } => {
                let (l, r) = (self.value(left)?, self.value(right)?);
                match binary(*op, &l, &r, span)? {
                    Some(v) => Ok(v),
                    None => keep(ExprKind::Binary {
                        op: *op,
                        left: Box::new(l.to_expr(left.span)),
                        right: Box::new(r.to_expr(right.span)),
                    }),
                }
            }
            ExprKind::Compare {
                left,
                ops,
                comparators,
            } => {
                let mut l = self.value(left)?;
                let mut result = true;
                for (op, c) in ops.iter().zip(comparators) {
                    let r = self.value(c)?;
                    match compare(*op, &l, &r) {
                        Some(holds) => result &= holds,
                        None => return Ok(self.kept(e)),
                    }
                    if !result {
                        break;
                    }
                    l = r;
                }
                Ok(V::Bool(result))
            }
            ExprKind::BoolOp { op, values } => {
                // Python returns the operand that decided.
                let mut last = V::None;
                for v in values {
                    last = self.value(v)?;
                    match self.truth(&last) {
                        Some(t) if t == (*op == BoolOp::Or) => return Ok(last),
                        Some(_) => {}
                        None => return Ok(self.kept(e)),
                    }
                }
                Ok(last)
            }
            ExprKind::IfExp { test, body, orelse } => match self.truth(&self.value(test)?) {
                Some(true) => self.value(body),
                Some(false) => self.value(orelse),
                None => Ok(self.kept(e)),
            },
            ExprKind::Subscript { value, index } => {
                let (v, i) = (self.value(value)?, self.value(index)?);
                match subscript(&v, &i, index, span)? {
                    Some(r) => Ok(r),
                    None => keep(ExprKind::Subscript {
                        value: Box::new(v.to_expr(value.span)),
                        index: Box::new(i.to_expr(index.span)),
                    }),
                }
            }
            ExprKind::Slice { lower, upper, step } => {
                let bound = |b: &Option<Box<Expr>>| -> Result<Option<Box<Expr>>, Diagnostic> {
                    b.as_ref()
                        .map(|b| Ok(Box::new(self.folded(b)?)))
                        .transpose()
                };
                keep(ExprKind::Slice {
                    lower: bound(lower)?,
                    upper: bound(upper)?,
                    step: bound(step)?,
                })
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => match object_from_expr(e, &mut |v| self.value(v))? {
                Some(o) => Ok(V::Object(o)),
                None => self.call(func, args, keywords, span),
            },
            // A generator (`sum(c.n for c in cfgs)`) is consumed where it is
            // made: its items, as a list's.
            ExprKind::ListComp { elt, generators } | ExprKind::GeneratorExp { elt, generators } => {
                match self.comprehension(generators, &mut |scope| scope.value(elt))? {
                    Some(items) => Ok(V::List(items)),
                    None => Ok(self.kept(e)),
                }
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => {
                let pair = &mut |scope: &InitScope| {
                    Ok(V::Tuple(vec![scope.value(key)?, scope.value(value)?]))
                };
                match self.comprehension(generators, pair)? {
                    Some(items) => Ok(V::Dict(
                        items
                            .into_iter()
                            .filter_map(|p| match p {
                                V::Tuple(mut kv) if kv.len() == 2 => {
                                    let v = kv.pop()?;
                                    Some((kv.pop()?, v))
                                }
                                _ => None,
                            })
                            .fold(vec![], |mut pairs: Vec<(V, V)>, (k, v)| {
                                dict_set(&mut pairs, k, v);
                                pairs
                            }),
                    )),
                    None => Ok(self.kept(e)),
                }
            }
            _ => Ok(V::Expr(e.clone())),
        }
    }

    /// `e` with every part that could be computed replaced by its value.
    pub(crate) fn folded(&self, e: &Expr) -> Result<Expr, Diagnostic> {
        Ok(self.value(e)?.to_expr(e.span))
    }

    /// `e` kept as written, its names resolved (a comprehension's targets
    /// stay names): for forms whose parts could not all be computed.
    fn kept(&self, e: &Expr) -> InitValue {
        InitValue::Expr(e.substitute_names(&|n| self.locals.get(n).map(|v| v.to_expr(e.span))))
    }

    fn values(&self, items: &[Expr]) -> Result<Vec<InitValue>, Diagnostic> {
        let mut out = Vec::new();
        for item in items {
            match &item.kind {
                // `*xs` of a known list or tuple spreads its items.
                ExprKind::Starred(inner) => match self.value(inner)? {
                    InitValue::List(v) | InitValue::Tuple(v) => out.extend(v),
                    other => out.push(InitValue::Expr(Expr {
                        kind: ExprKind::Starred(Box::new(other.to_expr(inner.span))),
                        span: item.span,
                    })),
                },
                _ => out.push(self.value(item)?),
            }
        }
        Ok(out)
    }

    /// The values of a call's arguments: positional ones (`*xs` of a known
    /// list or tuple spread), and keyword ones with where each name was
    /// written (`**d` of a known dict of strings spread).
    pub(crate) fn arguments(
        &self,
        args: &[Expr],
        keywords: &[Keyword],
    ) -> Result<Arguments, Diagnostic> {
        let cannot = |span| {
            Diagnostic::error(
                "this `*` or `**` argument must be a list, tuple or dict known when the module is constructed",
                span,
            )
        };
        let mut values = Vec::new();
        for a in args {
            match &a.kind {
                ExprKind::Starred(inner) => match self.value(inner)?.iterate() {
                    Some(items) => values.extend(items),
                    None => return Err(cannot(a.span)),
                },
                _ => values.push(self.value(a)?),
            }
        }
        let mut named = Vec::new();
        for k in keywords {
            match &k.name {
                Some((n, name_span)) => named.push((n.clone(), *name_span, self.value(&k.value)?)),
                None => {
                    let InitValue::Dict(pairs) = self.value(&k.value)? else {
                        return Err(cannot(k.span));
                    };
                    for (key, v) in pairs {
                        let InitValue::Str(n) = key else {
                            return Err(cannot(k.span));
                        };
                        named.push((n, k.span, v));
                    }
                }
            }
        }
        Ok((values, named))
    }

    /// The values `body` gives for each binding of the generators' targets
    /// (filtered by their `if`s); `None` when an iterable is not known.
    fn comprehension(
        &self,
        generators: &[Comprehension],
        body: &mut dyn FnMut(&InitScope) -> Eval,
    ) -> Result<Option<Vec<InitValue>>, Diagnostic> {
        let Some((first, rest)) = generators.split_first() else {
            return Ok(Some(vec![body(self)?]));
        };
        let Some(items) = self.items(&self.value(&first.iter)?) else {
            return Ok(None);
        };
        let mut out = Vec::new();
        for item in items {
            let mut inner = self.clone();
            if !inner.bind(&first.target, item)? {
                return Ok(None);
            }
            let mut keep = true;
            for cond in &first.ifs {
                match inner.truth(&inner.value(cond)?) {
                    Some(t) => keep &= t,
                    None => return Ok(None),
                }
            }
            if keep {
                match inner.comprehension(rest, body)? {
                    Some(v) => out.extend(v),
                    None => return Ok(None),
                }
            }
        }
        Ok(Some(out))
    }

    /// Binds an assignment target (a name, or a tuple/list of targets
    /// unpacking a known sequence) to `value`; `false` if it is another
    /// kind of target.
    pub(crate) fn bind(&mut self, target: &Expr, value: InitValue) -> Result<bool, Diagnostic> {
        match &target.kind {
            ExprKind::Name(n) => {
                self.locals.insert(n.clone(), value);
                Ok(true)
            }
            ExprKind::Tuple(targets) | ExprKind::List(targets) => {
                let Some(items) = value.iterate() else {
                    return Ok(false);
                };
                if items.len() != targets.len() {
                    return Err(Diagnostic::error(
                        format!(
                            "ValueError: cannot unpack {} values into {} targets",
                            items.len(),
                            targets.len()
                        ),
                        target.span,
                    ));
                }
                for (t, v) in targets.iter().zip(items) {
                    if !self.bind(t, v)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// The items iterating `v` gives: a known sequence's, or a computed
    /// tensor's rows (`for x in torch.linspace(...)`); `None` when they
    /// are not known.
    pub(crate) fn items(&self, v: &InitValue) -> Option<Vec<InitValue>> {
        if let Some(items) = v.iterate() {
            return Some(items);
        }
        let InitValue::Expr(e) = v else {
            return None;
        };
        let rows = self.tensor(v)?.rows()?;
        Some(
            rows.iter()
                .map(|r| InitValue::Expr(r.to_expr(e.span)))
                .collect(),
        )
    }

    /// Python's truth of `v`; of a tensor computed at compile time too
    /// (`if (widths % 8 != 0).any():`). `None` when it is not known.
    pub(crate) fn truth(&self, v: &InitValue) -> Option<bool> {
        v.truth()
            .or_else(|| match self.tensor_conversion("bool", v) {
                Some(InitValue::Bool(b)) => Some(b),
                _ => None,
            })
    }

    /// `v` as a tensor computed at compile time (see `init_evaluation`).
    fn tensor(&self, v: &InitValue) -> Option<ConstTensor> {
        Evaluator::tensor(self.evaluator.as_ref(), v)
    }

    /// A tensor turned into Python values: `t.tolist()`, `t.item()`,
    /// `int(t)`, `float(t)`, `bool(t)`, `len(t)` of a tensor computed at
    /// compile time. `None` where it is not one (or Python would raise).
    fn tensor_conversion(&self, name: &str, t: &InitValue) -> Option<InitValue> {
        if !matches!(name, "tolist" | "item" | "int" | "float" | "bool" | "len") {
            return None;
        }
        let t = self.tensor(t)?;
        if name == "tolist" {
            return Some(t.to_list());
        }
        if name == "len" {
            return t.shape.first().map(|&n| InitValue::Int(n as i64));
        }
        let item = t.item()?;
        Some(match name {
            "int" => match item {
                InitValue::Float(f) if f.is_finite() => InitValue::Int(f.trunc() as i64),
                InitValue::Float(_) => return None,
                other => InitValue::Int(other.as_int()?),
            },
            "float" => InitValue::Float(item.as_float()?),
            "bool" => InitValue::Bool(item.truth()?),
            _ => item,
        })
    }

    fn call(&self, func: &Expr, args: &[Expr], keywords: &[Keyword], span: Span) -> Eval {
        let values = self.values(args)?;
        let known = keywords.is_empty() && values.iter().all(InitValue::is_constant);
        // A method of a string, list or dict `__init__` holds.
        if let ExprKind::Attribute { value, attr, .. } = &func.kind {
            let receiver = self.value(value)?;
            if known && receiver.is_constant() {
                if let Some(v) = method(&receiver, attr, &values, span)? {
                    return Ok(v);
                }
            }
            // (`t.int()` is a tensor still: only these two convert.)
            if values.is_empty()
                && keywords.is_empty()
                && matches!(attr.as_str(), "tolist" | "item")
            {
                if let Some(v) = self.tensor_conversion(attr, &receiver) {
                    return Ok(v);
                }
            }
        }
        if let (Some(name), [arg @ InitValue::Expr(_)], []) =
            (func.dotted_name(), values.as_slice(), keywords)
        {
            let builtin = matches!(name.as_str(), "int" | "float" | "bool" | "len");
            if let Some(v) = builtin
                .then(|| self.tensor_conversion(&name, arg))
                .flatten()
            {
                return Ok(v);
            }
        }
        let computed = match func.dotted_name() {
            Some(name) if known => builtin(&name, &values, span)?,
            // Its arguments are a value and a class, which it may know; the
            // others restructure a list whose items need not be known
            // (`len(blocks)` of a list of classes).
            Some(name)
                if keywords.is_empty()
                    && matches!(
                        name.as_str(),
                        "isinstance"
                            | "len"
                            | "enumerate"
                            | "zip"
                            | "list"
                            | "tuple"
                            | "dict"
                            | "OrderedDict"
                            | "collections.OrderedDict"
                    ) =>
            {
                builtin(&name, &values, span)?
            }
            _ => None,
        };
        if let Some(v) = computed {
            return Ok(v);
        }
        let keywords = keywords
            .iter()
            .map(|k| {
                Ok(Keyword {
                    value: self.folded(&k.value)?,
                    ..k.clone()
                })
            })
            .collect::<Result<_, Diagnostic>>()?;
        Ok(InitValue::Expr(Expr {
            kind: ExprKind::Call {
                func: Box::new(self.folded(func)?),
                args: values
                    .iter()
                    .zip(args.iter().map(|a| a.span).chain(std::iter::repeat(span)))
                    .map(|(v, s)| v.to_expr(s))
                    .collect(),
                keywords,
            },
            span,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ts_frontend::{parse_file, SourceFile};

    /// The value of the expression `src` with `locals` bound.
    fn eval(src: &str, locals: &[(&str, InitValue)]) -> Result<InitValue, Diagnostic> {
        let file = SourceFile::new("t.py", format!("x = {src}\n"));
        let ast = parse_file(&file).expect("parses");
        let ts_frontend::ast::StmtKind::Assign { value, .. } = &ast.items[0].kind else {
            panic!("an assignment")
        };
        let scope = InitScope {
            locals: locals
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
            ..InitScope::default()
        };
        scope.value(value)
    }

    fn float(src: &str) -> f64 {
        match eval(src, &[]) {
            Ok(InitValue::Float(v)) => v,
            other => panic!("{src}: {other:?}"),
        }
    }

    fn int(src: &str) -> i64 {
        match eval(src, &[]) {
            Ok(InitValue::Int(v)) => v,
            other => panic!("{src}: {other:?}"),
        }
    }

    #[test]
    fn formats_as_python_str_does() {
        let text = |src: &str| match eval(src, &[("i", InitValue::Int(2))]) {
            Ok(InitValue::Str(s)) => s,
            other => panic!("{src}: {other:?}"),
        };
        assert_eq!(text("f'stage{i}'"), "stage2");
        assert_eq!(
            text("f'{1e-5}|{2.0}|{0.1}|{1.5e16}|{123456.0}|{-0.00025}|{True}|{None}'"),
            "1e-05|2.0|0.1|1.5e+16|123456.0|-0.00025|True|None"
        );
        assert_eq!(text("str(1e22) + str(3)"), "1e+223");
        assert_eq!(text("'abcdef'[::-2] + 'abcdef'[-2:] + 'abc'[5:]"), "fdbef");
        assert_eq!(
            int("len([1, 2, 3, 4][1:-1]) * 10 + [1, 2, 3, 4][::-1][0]"),
            24
        );
        assert_eq!(int("sum((1, 2, 3, 4, 5)[-3::2])"), 8);
    }

    #[test]
    fn follows_python_arithmetic() {
        assert_eq!(int("7 // -2"), -4);
        assert_eq!(int("-7 % 3"), 2);
        assert_eq!(int("2 ** 10"), 1024);
        assert_eq!(float("2 ** -1"), 0.5);
        assert_eq!(float("7 / 2"), 3.5);
        assert_eq!(float("7.5 // 2"), 3.0);
        assert_eq!(float("-7.5 % 2"), 0.5);
        assert_eq!(int("True + 1"), 2);
        assert_eq!(int("round(2.5)"), 2);
        assert_eq!(int("math.floor(-0.5)"), -1);
        assert_eq!(float("1.0 / math.sqrt(16)"), 0.25);
        assert_eq!(int("max([3, 9, 4])"), 9);
        assert_eq!(int("sum([i * i for i in range(4) if i != 2])"), 10);
        assert_eq!(int("len('ab' * 3)"), 6);
        assert!(matches!(
            eval("1 < 2.5 <= 2.5", &[]),
            Ok(InitValue::Bool(true))
        ));
        assert!(matches!(eval("0 or 'x'", &[]), Ok(InitValue::Str(s)) if s == "x"));
        assert!(matches!(
            eval("3 in (1, 3)", &[]),
            Ok(InitValue::Bool(true))
        ));
    }

    #[test]
    fn raises_what_python_raises() {
        assert!(eval("1 // 0", &[]).is_err());
        assert!(eval("[1, 2][5]", &[]).is_err());
        assert!(eval("math.sqrt(-1.0)", &[]).is_err());
        assert!(eval("2 ** 70", &[]).is_err());
    }

    #[test]
    fn keeps_what_it_cannot_compute() {
        let v = eval("nn.Linear(d, d * 4)", &[("d", InitValue::Int(8))]).expect("evaluates");
        let InitValue::Expr(e) = v else {
            panic!("kept as an expression")
        };
        let ExprKind::Call { args, .. } = e.kind else {
            panic!("a call")
        };
        assert!(matches!(args[1].kind, ExprKind::Int(32)));
    }
}
