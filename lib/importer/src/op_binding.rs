//! Binding a call's arguments to an op schema, Python-style: positional,
//! then keywords, then defaults. Arguments that shape the IR must be
//! compile-time values (literals, or ints known at compile time).

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    op_registry::{OpDef, TorchCall},
    op_schema::{self, Default, ParamType},
    script_type::{dotted_name, ScriptType, ValueType},
};
use ts_dialect::Dtype;
use ts_frontend::{
    ast::{Expr, ExprKind, UnaryOp},
    Diagnostic, Span,
};

#[derive(Clone)]
pub enum Arg<'c, 'b> {
    /// An SSA value, and the literal int it was written as, if any (so
    /// `torch.max(x, 1)` can tell a dim from a tensor).
    Value(Typed<'c, 'b>, Option<i64>),
    Int(i64),
    Ints(Vec<i64>),
    /// Sizes where some are values known only after refinement: those
    /// entries are `DYNAMIC`, and the values follow in order.
    SymInts(Vec<i64>, Vec<Typed<'c, 'b>>),
    Float(f64),
    Bool(bool),
    Str(String),
    Dtype(Dtype),
    /// A dtype given as an int value (`y.dtype`), known after refinement.
    DtypeValue(Typed<'c, 'b>),
    Values(Vec<Typed<'c, 'b>>),
    /// A `List[Tensor]` whose length is only known at run time (the
    /// runtime list); only `cat` and `stack` take one.
    RuntimeList(Typed<'c, 'b>),
    /// A literal expression (`torch.tensor([[1, 2], [3, 4]])`).
    Literal(Expr),
    /// Sizes given as a tensor's shape (`torch.zeros(x.shape)`), known
    /// once shapes are refined.
    ShapeOf(Typed<'c, 'b>),
    /// A `List[int]` value whose ints are not learned yet (see
    /// `learned_int_lists.rs`): the call gets a provisional result.
    Deferred,
    None,
}

/// A call's arguments, by parameter name.
pub struct Bound<'c, 'b> {
    pub(crate) op: String,
    pub span: Span,
    args: Vec<(String, Arg<'c, 'b>)>,
}

impl<'c, 'b> Bound<'c, 'b> {
    pub(crate) fn get(&self, name: &str) -> &Arg<'c, 'b> {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, a)| a)
            .unwrap_or(&Arg::None)
    }

    /// Whether an argument is a `List[int]` whose ints are not learned yet.
    pub(crate) fn deferred(&self) -> bool {
        self.args.iter().any(|(_, a)| matches!(a, Arg::Deferred))
    }

    pub(crate) fn error(&self, message: String) -> Diagnostic {
        Diagnostic::error(format!("{}(): {message}", self.op), self.span)
    }

    /// A tensor argument.
    pub fn tensor(&self, name: &str) -> Emit<Typed<'c, 'b>> {
        match self.get(name) {
            Arg::Value(v, _) if v.ty == ScriptType::Tensor => Ok(*v),
            Arg::Value(v, _) => {
                Err(self.error(format!("argument '{name}' must be a Tensor, not {}", v.ty)))
            }
            _ => Err(self.error(format!("argument '{name}' must be a Tensor"))),
        }
    }

    /// An optional tensor argument.
    pub fn opt_tensor(&self, name: &str) -> Emit<Option<Typed<'c, 'b>>> {
        match self.get(name) {
            Arg::None => Ok(None),
            _ => self.tensor(name).map(Some),
        }
    }

    /// A tensor-or-number argument.
    pub fn value(&self, name: &str) -> Emit<Typed<'c, 'b>> {
        match self.get(name) {
            Arg::Value(v, _) => Ok(*v),
            _ => Err(self.error(format!("argument '{name}' is missing"))),
        }
    }

    /// A list of tensors.
    pub fn tensors(&self, name: &str) -> Emit<Vec<Typed<'c, 'b>>> {
        match self.get(name) {
            Arg::Values(v) if !v.is_empty() => Ok(v.clone()),
            Arg::RuntimeList(_) => Err(self.error(format!(
                "{}() of a List[Tensor] whose length is only known at run time is not supported yet (build the list in a loop over a range with known bounds)",
                self.op
            ))),
            _ => Err(self.error(format!(
                "argument '{name}' must be a non-empty list of tensors"
            ))),
        }
    }

    /// The runtime list of a `List[Tensor]` argument whose length is only
    /// known at run time.
    pub fn runtime_list(&self, name: &str) -> Option<Typed<'c, 'b>> {
        match self.get(name) {
            Arg::RuntimeList(l) => Some(*l),
            _ => None,
        }
    }

    pub fn int(&self, name: &str) -> Option<i64> {
        match self.get(name) {
            Arg::Int(i) | Arg::Value(_, Some(i)) => Some(*i),
            _ => None,
        }
    }

    /// Sizes that may include values known after refinement: the entries
    /// (`DYNAMIC` where a value stands) and those values.
    pub(crate) fn sym_ints(&self, name: &str) -> Option<(Vec<i64>, Vec<Typed<'c, 'b>>)> {
        match self.get(name) {
            Arg::SymInts(v, values) => Some((v.clone(), values.clone())),
            _ => self.ints(name).map(|v| (v, Vec::new())),
        }
    }

    pub fn ints(&self, name: &str) -> Option<Vec<i64>> {
        match self.get(name) {
            Arg::Ints(v) => Some(v.clone()),
            Arg::Int(i) => Some(vec![*i]),
            _ => None,
        }
    }

    pub fn float(&self, name: &str) -> Option<f64> {
        match self.get(name) {
            Arg::Float(f) => Some(*f),
            Arg::Int(i) => Some(*i as f64),
            _ => None,
        }
    }

    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Arg::Bool(true))
    }

    pub fn string(&self, name: &str) -> Option<String> {
        match self.get(name) {
            Arg::Str(s) => Some(s.clone()),
            _ => None,
        }
    }

    /// Replaces an argument.
    pub(crate) fn set(&mut self, name: &str, arg: Arg<'c, 'b>) {
        if let Some((_, a)) = self.args.iter_mut().find(|(n, _)| n == name) {
            *a = arg;
        }
    }

    /// Takes out a dtype given as a value (`dtype=y.dtype`), leaving the
    /// argument unset.
    pub(crate) fn take_dtype_value(&mut self) -> Option<Typed<'c, 'b>> {
        self.args.iter_mut().find_map(|(_, a)| match a {
            Arg::DtypeValue(v) => {
                let v = *v;
                *a = Arg::None;
                Some(v)
            }
            _ => None,
        })
    }

    pub fn dtype(&self, name: &str) -> Option<Dtype> {
        match self.get(name) {
            Arg::Dtype(d) => Some(*d),
            _ => None,
        }
    }
}

/// A dtype written as `torch.float32` (or an alias).
pub(crate) fn dtype_of(e: &Expr) -> Option<Dtype> {
    dtype_named(&dotted_name(e)?)
}

/// The dtype a dotted name such as `torch.float32` spells.
pub(crate) fn dtype_named(name: &str) -> Option<Dtype> {
    Some(match name {
        "torch.float32" | "torch.float" => Dtype::Float32,
        "torch.float64" | "torch.double" => Dtype::Float64,
        "torch.int64" | "torch.long" => Dtype::Int64,
        "torch.int32" | "torch.int" => Dtype::Int32,
        "torch.bool" => Dtype::Bool,
        _ => return None,
    })
}

/// The dtype a torch dtype name or conversion method spells when it is
/// one this compiler does not have (`torch.float16`, `x.half()`).
pub(crate) fn unsupported_dtype(name: &str) -> Option<&'static str> {
    Some(match name {
        "torch.float16" | "torch.half" | "Tensor.half" => "float16",
        "torch.bfloat16" | "Tensor.bfloat16" => "bfloat16",
        "torch.uint8" | "Tensor.byte" => "uint8",
        "torch.int8" | "Tensor.char" => "int8",
        "torch.int16" | "torch.short" | "Tensor.short" => "int16",
        "torch.uint16" => "uint16",
        "torch.uint32" => "uint32",
        "torch.uint64" => "uint64",
        "torch.complex64" | "torch.cfloat" | "Tensor.cfloat" => "complex64",
        "torch.complex128" | "torch.cdouble" | "Tensor.cdouble" => "complex128",
        "torch.complex32" | "torch.chalf" | "Tensor.chalf" => "complex32",
        _ => return None,
    })
}

/// The located error for a dtype this compiler does not have.
pub(crate) fn unsupported_dtype_error(dtype: &str, span: ts_frontend::Span) -> Diagnostic {
    Diagnostic::error(Dtype::unsupported_message(dtype), span)
}

/// The Python int operation a binary operator is, when it can be folded.
pub(crate) fn int_op(op: ts_frontend::ast::BinaryOp) -> Option<ts_dialect::IntOp> {
    use ts_dialect::IntOp;
    use ts_frontend::ast::BinaryOp;
    Some(match op {
        BinaryOp::Add => IntOp::Add,
        BinaryOp::Sub => IntOp::Sub,
        BinaryOp::Mul => IntOp::Mul,
        BinaryOp::FloorDiv => IntOp::FloorDiv,
        BinaryOp::Mod => IntOp::Mod,
        _ => return None,
    })
}

/// An integer literal, possibly negated.
pub fn literal_int(e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand,
        } => literal_int(operand).map(|v| -v),
        _ => None,
    }
}

/// An int known at compile time: a literal, or an expression whose value
/// is known (a specialized entry parameter, arithmetic on known ints).
pub(crate) fn static_int<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    e: &Expr,
) -> Emit<Option<i64>> {
    if let Some(v) = literal_int(e) {
        return Ok(Some(v));
    }
    if matches!(
        e.kind,
        ExprKind::List(_) | ExprKind::Tuple(_) | ExprKind::Float(_) | ExprKind::Str(_)
    ) {
        return Ok(None);
    }
    let v = fe.emit_expr(e)?;
    Ok(if v.ty == ScriptType::Int {
        fe.known_int(&v)
    } else {
        None
    })
}

/// One size: known now, or an int value known once shapes are refined.
pub(crate) enum SymInt<'c, 'b> {
    Known(i64),
    Value(Typed<'c, 'b>),
}

pub(crate) fn sym_int<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    op: &str,
    e: &Expr,
) -> Emit<SymInt<'c, 'b>> {
    if let Some(v) = literal_int(e) {
        return Ok(SymInt::Known(v));
    }
    let v = fe.emit_expr(e)?;
    sym_int_of(fe, op, v, e)
}

/// `sym_int` of `e` already evaluated to `v` (a 0-d tensor converts, as
/// TorchScript's schema matching converts one: `x.view(n.sum(), -1)`).
fn sym_int_of<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    op: &str,
    v: Typed<'c, 'b>,
    e: &Expr,
) -> Emit<SymInt<'c, 'b>> {
    let v = fe.implicit_int(v, e.span)?;
    if v.ty != ScriptType::Int {
        return Err(Diagnostic::error(
            format!("{op}: expected an int, not {}", v.ty),
            e.span,
        ));
    }
    Ok(match fe.known_int(&v) {
        Some(k) => SymInt::Known(k),
        None => SymInt::Value(v),
    })
}

/// `Ints` when every size is known, else `SymInts`.
fn sym_ints_arg<'c, 'b>(entries: Vec<SymInt<'c, 'b>>) -> Arg<'c, 'b> {
    let mut sizes = Vec::new();
    let mut values = Vec::new();
    for e in entries {
        match e {
            SymInt::Known(v) => sizes.push(v),
            SymInt::Value(v) => {
                sizes.push(ts_dialect::DYNAMIC);
                values.push(v);
            }
        }
    }
    if values.is_empty() {
        Arg::Ints(sizes)
    } else {
        Arg::SymInts(sizes, values)
    }
}

fn is_int_list(t: ScriptType) -> bool {
    matches!(t, ScriptType::List(ValueType::One(ScriptType::Int)))
}

/// A `List[int]` value `v` (the expression `e`) where `op` needs ints
/// known at compile time: the values learned for it, or `Deferred`.
fn learned_ints<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    op: &str,
    v: Typed<'c, 'b>,
    e: &Expr,
) -> Emit<Arg<'c, 'b>> {
    let error = format!(
        "{op}(): the values of this list must be known when the function is compiled (they are learned from the example inputs, as sizes of tensors are), and these are not: the list is changed in place, built in a loop, or holds values known only at run time"
    );
    Ok(match fe.learned_int_list(v, op, &error, e.span)? {
        Some(values) => Arg::Ints(values),
        None => Arg::Deferred,
    })
}

/// Whether evaluating `e` twice is the same as once: names, numbers,
/// arithmetic, indexing and the size queries (`x.size(2)`, `len(xs)`).
pub(crate) fn without_effects(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_)
        | ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Bool(_)
        | ExprKind::Attribute { .. } => true,
        ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().all(without_effects),
        ExprKind::Binary { left, right, .. } => without_effects(left) && without_effects(right),
        ExprKind::Unary { operand, .. } => without_effects(operand),
        ExprKind::Subscript { value, index } => without_effects(value) && without_effects(index),
        ExprKind::Call {
            func,
            args,
            keywords,
        } => {
            let query = match &func.kind {
                ExprKind::Attribute { value, attr, .. } => {
                    let math = matches!(&value.kind, ExprKind::Name(m) if m == "math");
                    (matches!(attr.as_str(), "size" | "dim" | "numel") && without_effects(value))
                        || (math && matches!(attr.as_str(), "floor" | "ceil" | "trunc" | "sqrt"))
                }
                ExprKind::Name(n) => matches!(
                    n.as_str(),
                    "len" | "int" | "float" | "round" | "min" | "max" | "abs"
                ),
                _ => false,
            };
            query && keywords.is_empty() && args.iter().all(without_effects)
        }
        _ => false,
    }
}

/// The argument for a parameter of ints (`ints` says whether entries
/// must be compile-time ints, not sizes) given as one expression that is
/// not a display: a `List[int]` value, or a lone int.
fn one_int_list_expr<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    op: &str,
    e: &Expr,
    static_only: bool,
    size_error: impl Fn() -> Diagnostic,
) -> Emit<Arg<'c, 'b>> {
    if let Some(v) = literal_int(e) {
        return Ok(Arg::Ints(vec![v]));
    }
    // A tuple of ints held by a name or attribute (a layer's
    // `self.normalized_shape`, `self.kernel_size`).
    let v = match fe.emit_any(e)? {
        Emitted::Tuple(items) => {
            let mut entries = Vec::new();
            for item in items {
                let Emitted::One(v) = item else {
                    return Err(size_error());
                };
                entries.push(match (v.ty, fe.known_int(&v)) {
                    (ScriptType::Int, Some(k)) => SymInt::Known(k),
                    _ if static_only => return Err(size_error()),
                    _ => sym_int_of(fe, &format!("{op}()"), v, e)?,
                });
            }
            return Ok(sym_ints_arg(entries));
        }
        v => v.one(e.span)?,
    };
    if is_int_list(v.ty) {
        return learned_ints(fe, op, v, e);
    }
    if static_only {
        return match (v.ty, fe.known_int(&v)) {
            (ScriptType::Int, Some(k)) => Ok(Arg::Ints(vec![k])),
            _ => Err(size_error()),
        };
    }
    Ok(sym_ints_arg(vec![sym_int_of(
        fe,
        &format!("{op}()"),
        v,
        e,
    )?]))
}

/// A list (or single) of compile-time ints.
pub(crate) fn static_ints<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    e: &Expr,
) -> Emit<Option<Vec<i64>>> {
    match &e.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => {
            let mut out = Vec::new();
            for i in items {
                match static_int(fe, i)? {
                    Some(v) => out.push(v),
                    None => return Ok(None),
                }
            }
            Ok(Some(out))
        }
        _ => Ok(static_int(fe, e)?.map(|v| vec![v])),
    }
}

pub(crate) fn literal_float(e: &Expr) -> Option<f64> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v as f64),
        ExprKind::Float(v) => Some(*v),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand,
        } => literal_float(operand).map(|v| -v),
        // Arithmetic on literals whose value is a float (`1 / 9`); an int
        // (`2 * 3`) is not one here, so dtype inference still sees an int.
        ExprKind::Binary { .. } => match crate::literal_numbers::literal_number(e)? {
            crate::literal_numbers::LiteralNumber::Float(f) => Some(f),
            crate::literal_numbers::LiteralNumber::Int(_) => None,
        },
        // `math.inf` and the like, and `float("inf")`.
        ExprKind::Attribute { .. } => e
            .dotted_name()?
            .strip_prefix("math.")
            .and_then(crate::math_functions::math_constant_value),
        ExprKind::Call {
            func,
            args,
            keywords,
        } if keywords.is_empty()
            && args.len() == 1
            && matches!(&func.kind, ExprKind::Name(n) if n == "float") =>
        {
            // Rust's parser, like Python's, takes "inf", "-Infinity", "nan".
            match &args[0].kind {
                ExprKind::Str(s) => s.trim().parse().ok(),
                _ => None,
            }
        }
        _ => None,
    }
}

pub(crate) fn literal_ints(e: &Expr) -> Option<Vec<i64>> {
    match &e.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().map(literal_int).collect(),
        _ => literal_int(e).map(|v| vec![v]),
    }
}

pub(crate) fn default_arg<'c, 'b>(d: &Default) -> Arg<'c, 'b> {
    match d {
        Default::None => Arg::None,
        Default::Int(i) => Arg::Int(*i),
        Default::Float(f) => Arg::Float(*f),
        Default::Bool(b) => Arg::Bool(*b),
        Default::Str(s) => Arg::Str(s.clone()),
    }
}

/// The ops whose lowering takes sizes as another tensor's shape
/// (`Arg::ShapeOf`); any other op takes `x.shape` as a `List[int]` whose
/// values are learned (`learned_int_lists.rs`).
const TAKES_SHAPE_OF: &[&str] = &[
    "reshape",
    "zeros",
    "ones",
    "empty",
    "full",
    "new_zeros",
    "new_ones",
    "new_empty",
    "new_full",
    "rand",
    "randn",
];

/// Evaluates one argument expression for a parameter.
pub(crate) fn bind_one<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    op: &str,
    p: &op_schema::Param,
    e: &Expr,
) -> Emit<Arg<'c, 'b>> {
    if p.optional && matches!(e.kind, ExprKind::None) {
        return Ok(Arg::None);
    }
    let need = |what: &str| {
        Diagnostic::error(
            format!("{op}(): argument '{}' must be {what}", p.name),
            e.span,
        )
    };
    Ok(match p.ty {
        ParamType::Tensor | ParamType::Scalar => {
            let v = fe.emit_expr(e)?;
            // A variable that holds None (`bias` passed on).
            if p.optional && v.ty == ScriptType::None {
                return Ok(Arg::None);
            }
            if p.ty == ParamType::Tensor && v.ty != ScriptType::Tensor {
                return Err(need(&format!("a Tensor, not {}", v.ty)));
            }
            if !matches!(
                v.ty,
                ScriptType::Tensor | ScriptType::Int | ScriptType::Float | ScriptType::Bool
            ) {
                return Err(need(&format!("a Tensor or a number, not {}", v.ty)));
            }
            Arg::Value(v, literal_int(e))
        }
        ParamType::Int => Arg::Int(
            static_int(fe, e)?
                .ok_or_else(|| need("an integer literal (or an int known at compile time)"))?,
        ),
        ParamType::SymIntList | ParamType::VarSymInts
            if crate::function_emitter::shape_of(e).is_some() && TAKES_SHAPE_OF.contains(&op) =>
        {
            let x = fe.emit_expr(crate::function_emitter::shape_of(e).expect("checked"))?;
            if x.ty != ScriptType::Tensor {
                return Err(need("sizes"));
            }
            Arg::ShapeOf(x)
        }
        ParamType::SymIntList | ParamType::VarSymInts => {
            let items: Vec<&Expr> = match &e.kind {
                ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().collect(),
                _ => return one_int_list_expr(fe, op, e, false, || need("sizes")),
            };
            let mut entries = Vec::new();
            for item in items {
                entries.push(sym_int(fe, &format!("{op}()"), item)?);
            }
            sym_ints_arg(entries)
        }
        ParamType::IntList | ParamType::VarInts => {
            let error =
                || need("an integer literal or a list of them (or ints known at compile time)");
            if !matches!(e.kind, ExprKind::List(_) | ExprKind::Tuple(_)) {
                return one_int_list_expr(fe, op, e, true, error);
            }
            match static_ints(fe, e)? {
                Some(values) => Arg::Ints(values),
                // Entries known only once shapes are (`[w.size(2) - 1, 0]`):
                // learned like a list variable's. Evaluated again, so only
                // where that changes nothing.
                None if without_effects(e) => {
                    // A tuple display is read as the list of its items.
                    let list = match &e.kind {
                        ExprKind::Tuple(items) => Expr::new(ExprKind::List(items.clone()), e.span),
                        _ => e.clone(),
                    };
                    let v = fe.emit_expr(&list)?;
                    if !is_int_list(v.ty) {
                        return Err(error());
                    }
                    learned_ints(fe, op, v, e)?
                }
                None => return Err(error()),
            }
        }
        ParamType::SymInt => match sym_int(fe, &format!("{op}()"), e)? {
            SymInt::Known(i) => Arg::Int(i),
            SymInt::Value(v) => Arg::Value(v, None),
        },
        ParamType::FloatOrSymInt => match literal_float(e) {
            Some(_) if literal_int(e).is_some() => Arg::Int(literal_int(e).expect("checked")),
            Some(f) => Arg::Float(f),
            None => match sym_int(fe, &format!("{op}()"), e)? {
                SymInt::Known(i) => Arg::Int(i),
                SymInt::Value(v) => Arg::Value(v, None),
            },
        },
        ParamType::FloatOrScalar | ParamType::FloatOrTensor => match literal_float(e) {
            Some(_) if literal_int(e).is_some() => Arg::Int(literal_int(e).expect("checked")),
            Some(f) => Arg::Float(f),
            None => {
                let v = fe.emit_expr(e)?;
                let tensor_ok = p.ty == ParamType::FloatOrTensor && v.ty == ScriptType::Tensor;
                if !v.ty.is_scalar() && !tensor_ok {
                    return Err(need("a number"));
                }
                match fe.known_int(&v) {
                    Some(i) => Arg::Int(i),
                    None => Arg::Value(v, None),
                }
            }
        },
        // Keep an int written as an int: dtype inference (arange, full) looks.
        ParamType::Float => {
            match literal_float(e) {
                Some(_) if literal_int(e).is_some() => Arg::Int(literal_int(e).expect("checked")),
                Some(f) => Arg::Float(f),
                None => match bound_constant(fe, e) {
                    Some(Constant::Float(f)) => Arg::Float(f),
                    _ => Arg::Int(static_int(fe, e)?.ok_or_else(|| {
                        need("a number literal (or an int known at compile time)")
                    })?),
                },
            }
        }
        ParamType::Bool => match (&e.kind, bound_constant(fe, e)) {
            (ExprKind::Bool(b), _) => Arg::Bool(*b),
            (_, Some(Constant::Bool(b))) => Arg::Bool(b),
            _ => return Err(need("True or False")),
        },
        ParamType::Str => match (&e.kind, bound_constant(fe, e)) {
            (ExprKind::Str(s), _) => Arg::Str(s.clone()),
            (_, Some(Constant::Str(s))) => Arg::Str(s),
            _ => return Err(need("a string literal")),
        },
        ParamType::Dtype => match dtype_of(e) {
            Some(d) => Arg::Dtype(d),
            None if dotted_name(e)
                .as_deref()
                .and_then(unsupported_dtype)
                .is_some() =>
            {
                let dtype = dotted_name(e).as_deref().and_then(unsupported_dtype);
                return Err(unsupported_dtype_error(dtype.expect("checked"), e.span));
            }
            // `y.dtype` (an int), or a tensor whose dtype to take (`x.to(y)`).
            None => {
                let v = fe.emit_expr(e)?;
                match v.ty {
                    ScriptType::Int => Arg::DtypeValue(v),
                    ScriptType::Tensor if op == "to" => Arg::DtypeValue(
                        crate::op_lowerings::shape_query(fe, "ts.dtype", v, None, e.span)?,
                    ),
                    _ => return Err(need("a dtype such as torch.float32 or `x.dtype`")),
                }
            }
        },
        ParamType::IntListOrStr => match (&e.kind, literal_ints(e), bound_constant(fe, e)) {
            (ExprKind::Str(s), _, _) => Arg::Str(s.clone()),
            (_, Some(ints), _) => Arg::Ints(ints),
            (_, None, Some(Constant::Str(s))) => Arg::Str(s),
            // A tuple of ints a name or attribute holds (a convolution
            // layer's `self.padding`).
            _ => {
                let error = || need("integers or a padding mode string");
                match one_int_list_expr(fe, op, e, true, error)? {
                    ints @ Arg::Ints(_) => ints,
                    _ => return Err(error()),
                }
            }
        },
        ParamType::TensorList | ParamType::VarTensors => match &e.kind {
            ExprKind::List(items) | ExprKind::Tuple(items) => {
                Arg::Values(tensor_exprs(fe, op, items.iter())?)
            }
            // A `List[Tensor]` or tuple value: its elements (a lone tensor
            // for `Tensor...`).
            _ => {
                let v = fe.emit_any(e)?;
                match v {
                    Emitted::One(t)
                        if t.ty == ScriptType::Tensor && p.ty == ParamType::VarTensors =>
                    {
                        Arg::Values(vec![t])
                    }
                    Emitted::One(l)
                        if v.value_type() == crate::tensor_lists::runtime_tensor_list_type() =>
                    {
                        Arg::RuntimeList(l)
                    }
                    v => Arg::Values(tensor_items(op, &p.name, &v, e.span)?),
                }
            }
        },
        // A parameter bound to a number literal is that literal.
        ParamType::Data => match bound_constant(fe, e) {
            Some(Constant::Float(f)) => Arg::Literal(Expr::new(ExprKind::Float(f), e.span)),
            _ => Arg::Literal(e.clone()),
        },
    })
}

/// A constant a variable holds.
enum Constant {
    Float(f64),
    Bool(bool),
    Str(String),
}

/// The constant variable `e` holds, when it is one (a parameter of an
/// inlined helper or decomposition bound to a literal: `p` in
/// `torch.norm(x, p)`).
fn bound_constant(fe: &FunctionEmitter, e: &Expr) -> Option<Constant> {
    use melior::ir::{
        attribute::{BoolAttribute, FloatAttribute, IntegerAttribute},
        operation::{OperationLike, OperationResult},
    };
    // A variable, or a module's constant attribute (`self.eps`, bound as
    // `self.eps` in a method).
    let n = match &e.kind {
        ExprKind::Name(n) => n.clone(),
        ExprKind::Attribute { .. } => e.dotted_name().filter(|d| d.starts_with("self."))?,
        _ => return None,
    };
    let Some(Emitted::One(t)) = fe.env.get(&n) else {
        return None;
    };
    let owner = OperationResult::try_from(t.value).ok()?.owner();
    let value = owner.attribute("value").ok()?;
    match owner.name().as_string_ref().as_str().ok()? {
        // Not melior's `StringAttribute::value`, which panics on "".
        "ts.str_constant" => Some(Constant::Str(ts_dialect::string_attr_value(value)?)),
        "ts.constant" => match t.ty {
            ScriptType::Float => Some(Constant::Float(
                FloatAttribute::try_from(value).ok()?.value(),
            )),
            ScriptType::Bool => Some(Constant::Bool(
                BoolAttribute::try_from(value)
                    .map(|b| b.value())
                    .or_else(|_| IntegerAttribute::try_from(value).map(|i| i.value() != 0))
                    .ok()?,
            )),
            _ => None,
        },
        _ => None,
    }
}

/// The tensors the expressions `items` evaluate to (arguments of `op`).
fn tensor_exprs<'c, 'b, 'e>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    op: &str,
    items: impl Iterator<Item = &'e Expr>,
) -> Emit<Vec<Typed<'c, 'b>>> {
    let mut values = Vec::new();
    for item in items {
        let v = fe.emit_expr(item)?;
        if v.ty != ScriptType::Tensor {
            return Err(Diagnostic::error(
                format!("{op}(): expected a list of Tensors, found {}", v.ty),
                item.span,
            ));
        }
        values.push(v);
    }
    Ok(values)
}

/// The tensors of a `List[Tensor]` or tuple value `v` (the `Tensor[]`
/// argument of `op`, at `span`).
fn tensor_items<'c, 'b>(
    op: &str,
    param: &str,
    v: &Emitted<'c, 'b>,
    span: Span,
) -> Emit<Vec<Typed<'c, 'b>>> {
    let items = crate::tensor_lists::static_items(v).ok_or_else(|| {
        Diagnostic::error(
            format!("{op}(): argument '{param}' must be a list of tensors"),
            span,
        )
    })?;
    let mut values = Vec::new();
    for item in items {
        match item {
            Emitted::One(t) if t.ty == ScriptType::Tensor => values.push(*t),
            other => {
                return Err(Diagnostic::error(
                    format!(
                        "{op}(): expected a list of Tensors, found an element of type {}",
                        other.value_type()
                    ),
                    span,
                ))
            }
        }
    }
    Ok(values)
}

/// Whether an op takes one of PyTorch's keywords that say where or how a
/// tensor is stored, not what it holds (`device=`, `layout=`, ...; see
/// `devices.rs`): the factories (their schemas take a `dtype` and no
/// `self`, or are `new_*`/`*_like`) and the conversions.
fn takes_storage_keyword(schema: &op_schema::Schema, keyword: &str) -> bool {
    let op = schema.name.as_str();
    let factory = schema.params.iter().any(|p| p.name == "dtype")
        && (schema.params.first().is_none_or(|p| p.name != "self")
            || op.starts_with("new_")
            || op.ends_with("_like"));
    op_takes_storage_keyword(op, factory, keyword)
}

/// Which storage keywords op `op` (a `factory` or not) takes, as
/// TorchScript's schemas have them (`to`'s from its `dtype_layout`
/// overload). Also what `x.to(device, ...)` checks (`devices.rs`).
pub(crate) fn op_takes_storage_keyword(op: &str, factory: bool, keyword: &str) -> bool {
    let like = op.ends_with("_like");
    match keyword {
        "device" => factory || op == "to",
        "layout" | "pin_memory" => factory || op == "to",
        "requires_grad" => matches!(op, "tensor" | "as_tensor"),
        "memory_format" => like || matches!(op, "to" | "clone" | "contiguous"),
        "non_blocking" | "copy" => op == "to",
        _ => false,
    }
}

/// Binds a call's arguments to `def`'s schema.
pub(crate) fn bind<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    def: &OpDef,
    call: &TorchCall<'_, 'c, 'b>,
) -> Emit<Bound<'c, 'b>> {
    let schema = op_schema::parse(def.schema);
    let op = schema.name.clone();
    let mut slots: Vec<Option<Arg<'c, 'b>>> = vec![None; schema.params.len()];
    let mut next = 0;
    if let Some(r) = call.receiver {
        slots[0] = Some(Arg::Value(r, None));
        next = 1;
    }
    let mut positional = call.args.iter().peekable();
    while let Some(a) = positional.next() {
        let Some(p) = schema.params.get(next).filter(|p| !p.keyword_only) else {
            return Err(Diagnostic::error(
                format!("{op}() takes {next} positional arguments but more were given"),
                a.span,
            ));
        };
        if p.ty == ParamType::VarSymInts
            && !matches!(a.kind, ExprKind::List(_) | ExprKind::Tuple(_))
            && (crate::function_emitter::shape_of(a).is_none()
                || !TAKES_SHAPE_OF.contains(&op.as_str()))
        {
            // `x.view(shape)` of a `List[int]` value.
            if positional.peek().is_none() {
                slots[next] = Some(one_int_list_expr(fe, &op, a, false, || {
                    Diagnostic::error(format!("{op}(): expected sizes"), a.span)
                })?);
                next += 1;
                continue;
            }
            // `x.view(n, -1)`: this and every following positional argument.
            let mut entries = vec![sym_int(fe, &format!("{op}()"), a)?];
            for more in positional.by_ref() {
                entries.push(sym_int(fe, &format!("{op}()"), more)?);
            }
            slots[next] = Some(sym_ints_arg(entries));
        } else if p.ty == ParamType::VarTensors && positional.peek().is_some() {
            // `torch.einsum(eq, a, b)`: this and every following positional
            // argument.
            let values = tensor_exprs(fe, &op, std::iter::once(a).chain(positional.by_ref()))?;
            slots[next] = Some(Arg::Values(values));
        } else if p.ty == ParamType::VarInts
            && !matches!(a.kind, ExprKind::List(_) | ExprKind::Tuple(_))
        {
            // `x.view(2, 3)`: this and every following positional argument.
            let size_error = |e: &Expr| {
                Diagnostic::error(
                    format!(
                        "{op}(): sizes must be integer literals (or ints known at compile time)"
                    ),
                    e.span,
                )
            };
            // `x.permute(order)` of a `List[int]` value.
            if positional.peek().is_none() {
                slots[next] = Some(one_int_list_expr(fe, &op, a, true, || size_error(a))?);
                next += 1;
                continue;
            }
            let all: Vec<Expr> = std::iter::once(a)
                .chain(positional.by_ref())
                .cloned()
                .collect();
            let mut values = Vec::new();
            for e in &all {
                match static_int(fe, e)? {
                    Some(v) => values.push(v),
                    None => break,
                }
            }
            slots[next] = Some(if values.len() == all.len() {
                Arg::Ints(values)
            } else {
                // `x.repeat(1, n, 1)` with `n` a size known once shapes
                // are: the ints as a list the driver learns.
                let span = Span {
                    start: a.span.start,
                    end: all.last().map_or(a.span.end, |e| e.span.end),
                };
                let list = Expr::new(ExprKind::List(all), span);
                one_int_list_expr(fe, &op, &list, true, || size_error(a))?
            });
        } else {
            slots[next] = Some(bind_one(fe, &op, p, a)?);
        }
        next += 1;
    }
    for k in call.keywords {
        let (name, span) = k.name.as_ref().expect("**kwargs rejected by the caller");
        if takes_storage_keyword(&schema, name) && !schema.params.iter().any(|p| &p.name == name) {
            fe.storage_keyword(name, &k.value)?;
            continue;
        }
        let Some(i) = schema.params.iter().position(|p| &p.name == name) else {
            return Err(Diagnostic::error(
                format!("{op}() got an unexpected keyword argument '{name}'"),
                *span,
            ));
        };
        if slots[i].is_some() {
            return Err(Diagnostic::error(
                format!("{op}() got multiple values for argument '{name}'"),
                *span,
            ));
        }
        slots[i] = Some(bind_one(fe, &op, &schema.params[i], &k.value)?);
    }
    let mut args = Vec::new();
    for (p, slot) in schema.params.iter().zip(slots) {
        let arg = match (slot, &p.default) {
            (Some(a), _) => a,
            (None, Some(d)) => default_arg(d),
            (None, None) if p.optional => Arg::None,
            (None, None) => {
                return Err(Diagnostic::error(
                    format!("{op}() is missing value for argument '{}'", p.name),
                    call.span,
                ))
            }
        };
        args.push((p.name.clone(), arg));
    }
    Ok(Bound {
        op,
        span: call.span,
        args,
    })
}
