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

use crate::builtins::math_constant_value;
use std::collections::HashMap;
use ts_frontend::{
    ast::{BinaryOp, BoolOp, CmpOp, Comprehension, Expr, ExprKind, Keyword, UnaryOp},
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
                match pairs.iter_mut().find(|(k, _)| equal(k, index)) {
                    Some(slot) => slot.1 = v,
                    None => pairs.push((index.clone(), v)),
                }
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

    fn type_name(&self) -> &'static str {
        match self {
            InitValue::Int(_) => "int",
            InitValue::Float(_) => "float",
            InitValue::Bool(_) => "bool",
            InitValue::Str(_) => "str",
            InitValue::None => "NoneType",
            InitValue::List(_) => "list",
            InitValue::Tuple(_) => "tuple",
            InitValue::Dict(_) => "dict",
            InitValue::Expr(_) => "expression",
        }
    }

    /// A number as a float (bools and ints included).
    fn as_float(&self) -> Option<f64> {
        match self {
            InitValue::Float(v) => Some(*v),
            _ => self.as_int().map(|v| v as f64),
        }
    }

    /// An int, or a bool as one.
    fn as_int(&self) -> Option<i64> {
        match self {
            InitValue::Int(v) => Some(*v),
            InitValue::Bool(v) => Some(*v as i64),
            _ => None,
        }
    }
}

/// Python's equality on computed values (`1 == 1.0`, containers by item).
fn equal(a: &InitValue, b: &InitValue) -> bool {
    use InitValue as V;
    match (a, b) {
        (V::Str(x), V::Str(y)) => x == y,
        (V::None, V::None) => true,
        (V::List(x), V::List(y)) | (V::Tuple(x), V::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| equal(p, q))
        }
        (V::Dict(x), V::Dict(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.iter().any(|(k2, v2)| equal(k, k2) && equal(v, v2)))
        }
        _ => match (a.as_int(), b.as_int()) {
            (Some(x), Some(y)) => x == y,
            _ => matches!((a.as_float(), b.as_float()), (Some(x), Some(y)) if x == y),
        },
    }
}

/// Python's `float // float` and `float % float` (the result of `%` takes
/// the divisor's sign).
fn float_div_mod(a: f64, b: f64) -> (f64, f64) {
    let mut m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(b);
    }
    let floor = if div != 0.0 {
        let f = div.floor();
        if div - f > 0.5 {
            f + 1.0
        } else {
            f
        }
    } else {
        0.0f64.copysign(a / b)
    };
    (floor, m)
}

/// Locals and attributes while `__init__` runs.
#[derive(Clone, Default)]
pub(crate) struct InitScope {
    pub locals: HashMap<String, InitValue>,
    /// `self.<attr>` values set so far (constants and kept expressions).
    pub attrs: HashMap<String, InitValue>,
    /// Attributes declared with a type (`self.names: List[str] = []`).
    pub attr_types: HashMap<String, Expr>,
}

type Eval = Result<InitValue, Diagnostic>;

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
            ExprKind::Name(n) => Ok(self.locals.get(n).cloned().unwrap_or(V::Expr(e.clone()))),
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
                    match last.truth() {
                        Some(t) if t == (*op == BoolOp::Or) => return Ok(last),
                        Some(_) => {}
                        None => return Ok(self.kept(e)),
                    }
                }
                Ok(last)
            }
            ExprKind::IfExp { test, body, orelse } => match self.value(test)?.truth() {
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
            } => self.call(func, args, keywords, span),
            ExprKind::ListComp { elt, generators } => {
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
                                match pairs.iter_mut().find(|(k2, _)| equal(k2, &k)) {
                                    Some(slot) => slot.1 = v,
                                    None => pairs.push((k, v)),
                                }
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
        InitValue::Expr(e.substitute_names(&|n| {
            self.locals
                .get(n)
                .filter(|v| v.is_constant())
                .map(|v| v.to_expr(e.span))
        }))
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
        let Some(items) = self.value(&first.iter)?.iterate() else {
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
                match inner.value(cond)?.truth() {
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
        }
        let computed = match func.dotted_name() {
            Some(name) if known => builtin(&name, &values, span)?,
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

fn unary(op: UnaryOp, v: &InitValue) -> Option<InitValue> {
    use InitValue as V;
    Some(match (op, v) {
        (UnaryOp::Not, v) => V::Bool(!v.truth()?),
        (UnaryOp::Neg, V::Float(x)) => V::Float(-x),
        (UnaryOp::Pos, V::Float(x)) => V::Float(*x),
        (UnaryOp::Neg, v) => V::Int(v.as_int()?.checked_neg()?),
        (UnaryOp::Pos, v) => V::Int(v.as_int()?),
        (UnaryOp::Invert, v) => V::Int(!v.as_int()?),
    })
}

/// `l op r` with Python's rules; `None` when the operands are not values
/// this evaluator knows how to combine (left to the script).
fn binary(
    op: BinaryOp,
    l: &InitValue,
    r: &InitValue,
    span: Span,
) -> Result<Option<InitValue>, Diagnostic> {
    use InitValue as V;
    let zero = |what: &str| Diagnostic::error(format!("ZeroDivisionError: {what}"), span);
    let too_large = || {
        Diagnostic::error(
            "OverflowError: the result does not fit in a 64-bit int",
            span,
        )
    };
    // Sequences: concatenation and repetition.
    let repeat = |items: &[V], n: i64| -> Vec<V> {
        (0..n.max(0)).flat_map(|_| items.iter().cloned()).collect()
    };
    match (op, l, r) {
        (BinaryOp::Add, V::Str(a), V::Str(b)) => return Ok(Some(V::Str(format!("{a}{b}")))),
        (BinaryOp::Add, V::List(a), V::List(b)) => {
            return Ok(Some(V::List(a.iter().chain(b).cloned().collect())))
        }
        (BinaryOp::Add, V::Tuple(a), V::Tuple(b)) => {
            return Ok(Some(V::Tuple(a.iter().chain(b).cloned().collect())))
        }
        (BinaryOp::Mul, V::Str(s), n) | (BinaryOp::Mul, n, V::Str(s)) if n.as_int().is_some() => {
            return Ok(Some(V::Str(
                s.repeat(n.as_int().unwrap_or(0).max(0) as usize),
            )))
        }
        (BinaryOp::Mul, V::List(items), n) | (BinaryOp::Mul, n, V::List(items))
            if n.as_int().is_some() =>
        {
            return Ok(Some(V::List(repeat(items, n.as_int().unwrap_or(0)))))
        }
        _ => {}
    }
    if let (Some(a), Some(b)) = (l.as_int(), r.as_int()) {
        let int_op = crate::op_binding::int_op(op);
        return Ok(Some(match op {
            BinaryOp::Div => {
                if b == 0 {
                    return Err(zero("division by zero"));
                }
                V::Float(a as f64 / b as f64)
            }
            BinaryOp::FloorDiv | BinaryOp::Mod if b == 0 => {
                return Err(zero("integer division or modulo by zero"))
            }
            BinaryOp::Pow if b < 0 => {
                if a == 0 {
                    return Err(zero("0.0 cannot be raised to a negative power"));
                }
                V::Float((a as f64).powf(b as f64))
            }
            BinaryOp::Pow => V::Int(
                u32::try_from(b)
                    .ok()
                    .and_then(|b| a.checked_pow(b))
                    .ok_or_else(too_large)?,
            ),
            BinaryOp::BitAnd => V::Int(a & b),
            BinaryOp::BitOr => V::Int(a | b),
            BinaryOp::BitXor => V::Int(a ^ b),
            BinaryOp::LShift | BinaryOp::RShift if b < 0 => {
                return Err(Diagnostic::error("ValueError: negative shift count", span))
            }
            BinaryOp::LShift => V::Int(
                u32::try_from(b)
                    .ok()
                    .and_then(|b| a.checked_shl(b))
                    .filter(|v| v >> b == a)
                    .ok_or_else(too_large)?,
            ),
            BinaryOp::RShift => V::Int(a >> b.min(63)),
            BinaryOp::MatMul => return Ok(None),
            _ => match int_op {
                Some(int_op) => V::Int(ts_dialect::fold_int(int_op, a, b).ok_or_else(too_large)?),
                None => return Ok(None),
            },
        }));
    }
    let (Some(a), Some(b)) = (l.as_float(), r.as_float()) else {
        return Ok(None);
    };
    Ok(Some(V::Float(match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a * b,
        BinaryOp::Div if b == 0.0 => return Err(zero("float division by zero")),
        BinaryOp::Div => a / b,
        BinaryOp::FloorDiv | BinaryOp::Mod if b == 0.0 => return Err(zero("float divmod()")),
        BinaryOp::FloorDiv => float_div_mod(a, b).0,
        BinaryOp::Mod => float_div_mod(a, b).1,
        BinaryOp::Pow if a == 0.0 && b < 0.0 => {
            return Err(zero("0.0 cannot be raised to a negative power"))
        }
        // A negative base to a fractional power is complex in Python.
        BinaryOp::Pow if a < 0.0 && b.fract() != 0.0 => return Ok(None),
        BinaryOp::Pow => a.powf(b),
        _ => return Ok(None),
    })))
}

/// `l op r` for comparisons; `None` when not decidable here.
fn compare(op: CmpOp, l: &InitValue, r: &InitValue) -> Option<bool> {
    use InitValue as V;
    if !l.is_constant() || !r.is_constant() {
        return None;
    }
    let ordering = || -> Option<std::cmp::Ordering> {
        match (l, r) {
            (V::Str(a), V::Str(b)) => Some(a.cmp(b)),
            _ => l.as_float()?.partial_cmp(&r.as_float()?),
        }
    };
    Some(match op {
        CmpOp::Eq => equal(l, r),
        CmpOp::NotEq => !equal(l, r),
        CmpOp::Is => {
            matches!((l, r), (V::None, V::None))
                || (matches!((l, r), (V::Bool(_), V::Bool(_))) && equal(l, r))
        }
        CmpOp::IsNot => !compare(CmpOp::Is, l, r)?,
        CmpOp::Lt => ordering()?.is_lt(),
        CmpOp::LtE => ordering()?.is_le(),
        CmpOp::Gt => ordering()?.is_gt(),
        CmpOp::GtE => ordering()?.is_ge(),
        CmpOp::In | CmpOp::NotIn => {
            let found = match (l, r) {
                (V::Str(a), V::Str(b)) => b.contains(a.as_str()),
                (_, V::List(items)) | (_, V::Tuple(items)) => items.iter().any(|i| equal(l, i)),
                (_, V::Dict(pairs)) => pairs.iter().any(|(k, _)| equal(l, k)),
                _ => return None,
            };
            found == (op == CmpOp::In)
        }
    })
}

/// `v[i]` for a known sequence or dict and index; `None` otherwise.
fn subscript(
    v: &InitValue,
    i: &InitValue,
    index: &Expr,
    span: Span,
) -> Result<Option<InitValue>, Diagnostic> {
    use InitValue as V;
    if let V::Dict(pairs) = v {
        if !i.is_constant() {
            return Ok(None);
        }
        return pairs
            .iter()
            .find(|(k, _)| equal(k, i))
            .map(|(_, x)| Some(x.clone()))
            .ok_or_else(|| Diagnostic::error("KeyError: the key is not in the dict", index.span));
    }
    let items: Vec<InitValue> = match v {
        V::List(items) | V::Tuple(items) => items.clone(),
        V::Str(s) => s.chars().map(|c| V::Str(c.to_string())).collect(),
        _ => return Ok(None),
    };
    let Some(k) = i.as_int() else {
        return Ok(None);
    };
    let n = items.len() as i64;
    let at = if k < 0 { k + n } else { k };
    if !(0..n).contains(&at) {
        return Err(Diagnostic::error(
            format!("IndexError: {} index out of range", v.type_name()),
            span,
        ));
    }
    Ok(Some(items[at as usize].clone()))
}

/// `receiver.name(args)` for the string, list and dict methods `__init__`
/// code uses to build vocabularies and names; `None` for others.
fn method(
    receiver: &InitValue,
    name: &str,
    args: &[InitValue],
    span: Span,
) -> Result<Option<InitValue>, Diagnostic> {
    use InitValue as V;
    let strings =
        |parts: Vec<&str>| V::List(parts.into_iter().map(|p| V::Str(p.to_string())).collect());
    Ok(Some(match (receiver, name, args) {
        (V::Str(s), "split", []) => strings(s.split_whitespace().collect()),
        (V::Str(s), "split", [V::Str(sep)]) => {
            if sep.is_empty() {
                return Err(Diagnostic::error("ValueError: empty separator", span));
            }
            strings(s.split(sep.as_str()).collect())
        }
        (V::Str(s), "join", [items]) => {
            let Some(items) = items.iterate() else {
                return Ok(None);
            };
            let mut parts = vec![];
            for item in items {
                let V::Str(p) = item else {
                    return Ok(None);
                };
                parts.push(p);
            }
            V::Str(parts.join(s))
        }
        (V::Str(s), "upper", []) => V::Str(s.to_uppercase()),
        (V::Str(s), "lower", []) => V::Str(s.to_lowercase()),
        (V::Str(s), "strip", []) => V::Str(s.trim().to_string()),
        (V::Str(s), "replace", [V::Str(a), V::Str(b)]) => V::Str(s.replace(a.as_str(), b)),
        (V::Str(s), "startswith", [V::Str(p)]) => V::Bool(s.starts_with(p.as_str())),
        (V::Str(s), "endswith", [V::Str(p)]) => V::Bool(s.ends_with(p.as_str())),
        (V::Dict(pairs), "keys", []) => V::List(pairs.iter().map(|(k, _)| k.clone()).collect()),
        (V::Dict(pairs), "values", []) => V::List(pairs.iter().map(|(_, v)| v.clone()).collect()),
        (V::Dict(pairs), "items", []) => V::List(
            pairs
                .iter()
                .map(|(k, v)| V::Tuple(vec![k.clone(), v.clone()]))
                .collect(),
        ),
        (V::Dict(pairs), "get", [key, rest @ ..]) if rest.len() <= 1 => pairs
            .iter()
            .find(|(k, _)| equal(k, key))
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| rest.first().cloned().unwrap_or(V::None)),
        (V::List(items), "index", [x]) => match items.iter().position(|i| equal(i, x)) {
            Some(i) => V::Int(i as i64),
            None => {
                return Err(Diagnostic::error(
                    "ValueError: the value is not in the list",
                    span,
                ))
            }
        },
        (V::List(items), "count", [x]) => {
            V::Int(items.iter().filter(|i| equal(i, x)).count() as i64)
        }
        _ => return Ok(None),
    }))
}

/// A `math` function of one float, and the arguments it accepts.
type UnaryMath = fn(f64) -> f64;
type Domain = fn(f64) -> bool;

/// A builtin or `math` function of known arguments; `None` for a call
/// this evaluator leaves to the script.
fn builtin(name: &str, args: &[InitValue], span: Span) -> Result<Option<InitValue>, Diagnostic> {
    use InitValue as V;
    let domain = || Diagnostic::error(format!("ValueError: math domain error in `{name}`"), span);
    let float_arg = || -> Option<f64> {
        match args {
            [a] => a.as_float(),
            _ => None,
        }
    };
    // math functions that return a float, and the domain they accept.
    let unary_math: Option<(UnaryMath, Domain)> = match name {
        "math.sqrt" => Some((f64::sqrt, |x| x >= 0.0)),
        "math.exp" => Some((f64::exp, |_| true)),
        "math.log" => Some((f64::ln, |x| x > 0.0)),
        "math.log2" => Some((f64::log2, |x| x > 0.0)),
        "math.log10" => Some((f64::log10, |x| x > 0.0)),
        "math.log1p" => Some((f64::ln_1p, |x| x > -1.0)),
        "math.expm1" => Some((f64::exp_m1, |_| true)),
        "math.sin" => Some((f64::sin, |_| true)),
        "math.cos" => Some((f64::cos, |_| true)),
        "math.tan" => Some((f64::tan, |_| true)),
        "math.tanh" => Some((f64::tanh, |_| true)),
        "math.atan" => Some((f64::atan, |_| true)),
        "math.fabs" => Some((f64::abs, |_| true)),
        "math.degrees" => Some((f64::to_degrees, |_| true)),
        "math.radians" => Some((f64::to_radians, |_| true)),
        _ => None,
    };
    if let Some((f, ok)) = unary_math {
        let Some(x) = float_arg() else {
            return Ok(None);
        };
        return if ok(x) {
            Ok(Some(V::Float(f(x))))
        } else {
            Err(domain())
        };
    }
    let to_int = |x: f64| -> Result<V, Diagnostic> {
        if x.is_finite() && x.abs() < 9.2e18 {
            Ok(V::Int(x as i64))
        } else {
            Err(Diagnostic::error(
                format!("OverflowError: cannot convert {x} to an int"),
                span,
            ))
        }
    };
    Ok(Some(match (name, args) {
        ("math.floor", [a]) if a.as_int().is_some() => V::Int(a.as_int().unwrap_or(0)),
        ("math.ceil", [a]) if a.as_int().is_some() => V::Int(a.as_int().unwrap_or(0)),
        ("math.floor", [V::Float(x)]) => to_int(x.floor())?,
        ("math.ceil", [V::Float(x)]) => to_int(x.ceil())?,
        ("math.trunc", [V::Float(x)]) | ("int", [V::Float(x)]) => to_int(x.trunc())?,
        ("math.log", [x, base]) => match (x.as_float(), base.as_float()) {
            (Some(x), Some(b)) if x > 0.0 && b > 0.0 && b != 1.0 => V::Float(x.ln() / b.ln()),
            (Some(_), Some(_)) => return Err(domain()),
            _ => return Ok(None),
        },
        ("math.pow", [a, b]) => match (a.as_float(), b.as_float()) {
            (Some(a), Some(b)) => V::Float(a.powf(b)),
            _ => return Ok(None),
        },
        ("math.gcd", [a, b]) => match (a.as_int(), b.as_int()) {
            (Some(mut a), Some(mut b)) => {
                while b != 0 {
                    (a, b) = (b, a % b);
                }
                V::Int(a.abs())
            }
            _ => return Ok(None),
        },
        ("int", [a]) if a.as_int().is_some() => V::Int(a.as_int().unwrap_or(0)),
        ("float", [a]) if a.as_float().is_some() => V::Float(a.as_float().unwrap_or(0.0)),
        ("bool", [a]) => V::Bool(a.truth().unwrap_or(false)),
        ("str", [V::Str(s)]) => V::Str(s.clone()),
        ("str", [V::Int(v)]) => V::Str(v.to_string()),
        ("str", [V::Bool(b)]) => V::Str(if *b { "True" } else { "False" }.into()),
        ("abs", [V::Float(x)]) => V::Float(x.abs()),
        ("abs", [a]) if a.as_int().is_some() => {
            V::Int(a.as_int().unwrap_or(0).checked_abs().ok_or_else(|| {
                Diagnostic::error(
                    "OverflowError: the result does not fit in a 64-bit int",
                    span,
                )
            })?)
        }
        ("round", [V::Float(x)]) => to_int(x.round_ties_even())?,
        ("round", [a]) if a.as_int().is_some() => V::Int(a.as_int().unwrap_or(0)),
        ("round", [V::Float(x), n]) => match n.as_int() {
            Some(n) => {
                let scale = 10f64.powi(n as i32);
                V::Float((x * scale).round_ties_even() / scale)
            }
            None => return Ok(None),
        },
        ("len", [a]) => match a {
            V::Str(s) => V::Int(s.len() as i64),
            V::List(items) | V::Tuple(items) => V::Int(items.len() as i64),
            V::Dict(pairs) => V::Int(pairs.len() as i64),
            _ => return Ok(None),
        },
        ("range", _) => {
            let Some(ints) = args
                .iter()
                .map(InitValue::as_int)
                .collect::<Option<Vec<_>>>()
            else {
                return Ok(None);
            };
            let (start, stop, step) = match ints.as_slice() {
                [n] => (0, *n, 1),
                [a, b] => (*a, *b, 1),
                [a, b, s] => (*a, *b, *s),
                _ => return Ok(None),
            };
            if step == 0 {
                return Err(Diagnostic::error(
                    "ValueError: range() arg 3 must not be zero",
                    span,
                ));
            }
            let mut items = vec![];
            let mut i = start;
            while (step > 0 && i < stop) || (step < 0 && i > stop) {
                items.push(V::Int(i));
                i += step;
            }
            V::List(items)
        }
        ("enumerate", [a]) => V::List(match a.iterate() {
            Some(items) => items
                .into_iter()
                .enumerate()
                .map(|(i, x)| V::Tuple(vec![V::Int(i as i64), x]))
                .collect(),
            None => return Ok(None),
        }),
        ("zip", _) if !args.is_empty() => {
            let Some(columns) = args
                .iter()
                .map(InitValue::iterate)
                .collect::<Option<Vec<_>>>()
            else {
                return Ok(None);
            };
            let n = columns.iter().map(Vec::len).min().unwrap_or(0);
            V::List(
                (0..n)
                    .map(|i| V::Tuple(columns.iter().map(|c| c[i].clone()).collect()))
                    .collect(),
            )
        }
        ("sorted", [a]) => {
            let Some(mut items) = a.iterate() else {
                return Ok(None);
            };
            let mut failed = false;
            items.sort_by(|x, y| match (x, y) {
                (V::Str(p), V::Str(q)) => p.cmp(q),
                _ => match (x.as_float(), y.as_float()) {
                    (Some(p), Some(q)) => p.total_cmp(&q),
                    _ => {
                        failed = true;
                        std::cmp::Ordering::Equal
                    }
                },
            });
            if failed {
                return Ok(None);
            }
            V::List(items)
        }
        ("list", [a]) => V::List(match a.iterate() {
            Some(items) => items,
            None => return Ok(None),
        }),
        ("tuple", [a]) => V::Tuple(match a.iterate() {
            Some(items) => items,
            None => return Ok(None),
        }),
        ("min" | "max" | "sum", _) => {
            let items = match args {
                [one] => match one.iterate() {
                    Some(items) => items,
                    None => return Ok(None),
                },
                many => many.to_vec(),
            };
            if name == "sum" {
                let mut total = V::Int(0);
                for x in &items {
                    match binary(BinaryOp::Add, &total, x, span)? {
                        Some(v) => total = v,
                        None => return Ok(None),
                    }
                }
                return Ok(Some(total));
            }
            let Some(first) = items.first().cloned() else {
                return Err(Diagnostic::error(
                    format!("ValueError: {name}() arg is an empty sequence"),
                    span,
                ));
            };
            let mut best = first;
            for x in &items[1..] {
                let better = compare(if name == "min" { CmpOp::Lt } else { CmpOp::Gt }, x, &best);
                match better {
                    Some(true) => best = x.clone(),
                    Some(false) => {}
                    None => return Ok(None),
                }
            }
            best
        }
        _ => return Ok(None),
    }))
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
