//! Tensors `__init__` turns into Python values: RegNet's block widths
//! (`(torch.round(...) * 8).int().tolist()`), a stochastic-depth schedule
//! (`[x.item() for x in torch.linspace(0, rate, sum(depths))]`).
//!
//! Python computes these while the module is constructed, and what they
//! hold can decide the architecture (how many blocks, how wide). Such a
//! tensor is a deterministic function of values known at compile time,
//! so where `__init__` needs its value the importer has the driver compute
//! it ([`InitEvaluator`]): the expression becomes the body of a script
//! function of no parameters, compiled with the file's own functions by
//! the same pipeline and run once. Where that cannot be done (no
//! evaluator, something random, a layer or `self` in it, a compile error)
//! the tensor stays an expression, computed by each compiled call.
//!
//! A computed tensor is written back as a literal, `torch.tensor(<nested
//! list>, dtype=torch.<dtype>)`, which the conversions read directly
//! (iterating a computed tensor gives its rows as such literals).

use crate::init_tensors::{constructs_module, random_call};
use crate::init_values::InitValue;
use crate::module_classes::dotted_expr;
use std::{cell::RefCell, rc::Rc};
use ts_frontend::{
    ast::{Expr, ExprKind, FunctionDef, Keyword, Stmt, StmtKind, UnaryOp},
    Diagnostic, Span,
};

/// The name of the function an evaluated expression is compiled as.
pub const INIT_VALUE_FUNCTION: &str = "__ts_init_value";

/// A tensor's values, row-major.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstData {
    Bool(Vec<bool>),
    Int(Vec<i64>),
    Float(Vec<f64>),
}

impl ConstData {
    fn len(&self) -> usize {
        match self {
            ConstData::Bool(v) => v.len(),
            ConstData::Int(v) => v.len(),
            ConstData::Float(v) => v.len(),
        }
    }

    /// Element `i` as the Python number `.item()` gives.
    fn item(&self, i: usize) -> InitValue {
        match self {
            ConstData::Bool(v) => InitValue::Bool(v[i]),
            ConstData::Int(v) => InitValue::Int(v[i]),
            ConstData::Float(v) => InitValue::Float(v[i]),
        }
    }

    fn range(&self, from: usize, to: usize) -> ConstData {
        match self {
            ConstData::Bool(v) => ConstData::Bool(v[from..to].to_vec()),
            ConstData::Int(v) => ConstData::Int(v[from..to].to_vec()),
            ConstData::Float(v) => ConstData::Float(v[from..to].to_vec()),
        }
    }
}

/// A tensor computed at compile time.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstTensor {
    /// Its dtype as torch names it (`float32`, `int64`, `bool`).
    pub dtype: String,
    pub shape: Vec<usize>,
    pub data: ConstData,
}

impl ConstTensor {
    /// `t.tolist()`: nested lists of Python numbers (a number for 0-d).
    pub(crate) fn to_list(&self) -> InitValue {
        fn nest(data: &ConstData, shape: &[usize], at: &mut usize) -> InitValue {
            match shape.split_first() {
                None => {
                    *at += 1;
                    data.item(*at - 1)
                }
                Some((n, rest)) => InitValue::List((0..*n).map(|_| nest(data, rest, at)).collect()),
            }
        }
        nest(&self.data, &self.shape, &mut 0)
    }

    /// `t.item()`, `int(t)`, `float(t)`: the one element as a Python
    /// number (`None` where there is not exactly one: Python raises).
    pub(crate) fn item(&self) -> Option<InitValue> {
        (self.data.len() == 1).then(|| self.data.item(0))
    }

    /// Iterating `t`: its rows (`None` for a 0-d tensor: Python raises).
    pub(crate) fn rows(&self) -> Option<Vec<ConstTensor>> {
        let (&n, rest) = self.shape.split_first()?;
        let per_row: usize = rest.iter().product();
        Some(
            (0..n)
                .map(|i| ConstTensor {
                    dtype: self.dtype.clone(),
                    shape: rest.to_vec(),
                    data: self.data.range(i * per_row, (i + 1) * per_row),
                })
                .collect(),
        )
    }

    /// The literal that makes it again: `torch.tensor(<list>,
    /// dtype=torch.<dtype>)`.
    pub(crate) fn to_expr(&self, span: Span) -> Expr {
        Expr::new(
            ExprKind::Call {
                func: Box::new(dotted_expr("torch.tensor", span)),
                args: vec![self.to_list().to_expr(span)],
                keywords: vec![Keyword {
                    name: Some(("dtype".to_string(), span)),
                    value: dotted_expr(&format!("torch.{}", self.dtype), span),
                    span,
                }],
            },
            span,
        )
    }

    /// Reads back a literal [`ConstTensor::to_expr`] wrote (or one written
    /// the same way in the source): `None` for any other expression.
    pub(crate) fn from_literal(e: &Expr) -> Option<ConstTensor> {
        let ExprKind::Call {
            func,
            args,
            keywords,
        } = &e.kind
        else {
            return None;
        };
        let ([list], [dtype]) = (args.as_slice(), keywords.as_slice()) else {
            return None;
        };
        if func.dotted_name().as_deref() != Some("torch.tensor")
            || dtype.name.as_ref().map(|(n, _)| n.as_str()) != Some("dtype")
        {
            return None;
        }
        let dtype = dtype
            .value
            .dotted_name()?
            .strip_prefix("torch.")?
            .to_string();
        let mut shape = Vec::new();
        let mut numbers = Vec::new();
        literal_numbers(list, 0, &mut shape, &mut numbers)?;
        let data = match dtype.as_str() {
            "bool" => ConstData::Bool(numbers.iter().map(|v| v.truth() == Some(true)).collect()),
            "int64" | "int32" | "long" | "int" => ConstData::Int(
                numbers
                    .iter()
                    .map(|v| {
                        v.as_int()
                            .or_else(|| v.as_float().map(|f| f.trunc() as i64))
                    })
                    .collect::<Option<_>>()?,
            ),
            // A float32 element holds the float nearest its literal.
            "float32" | "float" => ConstData::Float(
                numbers
                    .iter()
                    .map(|v| v.as_float().map(|f| f as f32 as f64))
                    .collect::<Option<_>>()?,
            ),
            "float64" | "double" => ConstData::Float(
                numbers
                    .iter()
                    .map(InitValue::as_float)
                    .collect::<Option<_>>()?,
            ),
            _ => return None,
        };
        Some(ConstTensor { dtype, shape, data })
    }
}

/// Collects the numbers of a nested list literal, checking it is
/// rectangular (its shape, dim by dim, in `shape`).
fn literal_numbers(
    e: &Expr,
    depth: usize,
    shape: &mut Vec<usize>,
    out: &mut Vec<InitValue>,
) -> Option<()> {
    match &e.kind {
        ExprKind::List(items) => {
            match shape.get(depth) {
                Some(&n) if n != items.len() => return None,
                Some(_) => {}
                None if shape.len() == depth => shape.push(items.len()),
                None => return None,
            }
            for item in items {
                literal_numbers(item, depth + 1, shape, out)?;
            }
            Some(())
        }
        _ if shape.len() != depth => None,
        _ => {
            out.push(literal_number(e)?);
            Some(())
        }
    }
}

/// A number literal (`-1` included) as a value.
fn literal_number(e: &Expr) -> Option<InitValue> {
    match &e.kind {
        ExprKind::Int(v) => Some(InitValue::Int(*v)),
        ExprKind::Float(v) => Some(InitValue::Float(*v)),
        ExprKind::Bool(v) => Some(InitValue::Bool(*v)),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand,
        } => match operand.kind {
            ExprKind::Int(v) => Some(InitValue::Int(v.checked_neg()?)),
            ExprKind::Float(v) => Some(InitValue::Float(-v)),
            _ => None,
        },
        _ => None,
    }
}

/// Computes tensors for `__init__` code; the driver implements it by
/// compiling and running [`INIT_VALUE_FUNCTION`].
pub trait InitEvaluator {
    /// The result of `function` (no parameters, returns a `Tensor`),
    /// imported beside the file's own functions; `Err` says why it could
    /// not be computed (one line, without a location: the importer places
    /// it at the expression).
    fn evaluate(&self, function: &FunctionDef) -> Result<ConstTensor, String>;
}

/// The evaluator `EntrySpec` carries. It keeps what could not be computed,
/// so that an import that then fails can say why (the tensor stays an
/// expression, and the error that stops the import is often a later one).
#[derive(Clone)]
pub struct Evaluator {
    computer: Rc<dyn InitEvaluator>,
    failures: Rc<RefCell<Vec<(Span, String)>>>,
}

impl std::fmt::Debug for Evaluator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Evaluator")
    }
}

impl Evaluator {
    pub fn new(computer: Rc<dyn InitEvaluator>) -> Evaluator {
        Evaluator {
            computer,
            failures: Rc::default(),
        }
    }

    /// Adds to `diags` (the errors that stopped an import) why the tensors
    /// that could not be computed could not, each before the errors that
    /// follow it in the source. Where the computation itself fails (a
    /// shape error), Python would have raised there first; where this
    /// compiler could not compile it, the reason explains the later error.
    pub(crate) fn explain(&self, diags: &mut Vec<Diagnostic>) {
        for (span, why) in self.failures.borrow().iter() {
            let at = (diags.iter())
                .position(|d| d.span.start >= span.start)
                .unwrap_or(diags.len());
            diags.insert(
                at,
                Diagnostic::error(
                    format!(
                        "this tensor could not be computed while the module is constructed: {why}"
                    ),
                    *span,
                ),
            );
        }
    }

    /// The value of `v` as a computed tensor: a literal read back, or a
    /// kept torch computation compiled and run. `None` where it is not
    /// one or cannot be computed (it then stays an expression).
    pub(crate) fn tensor(evaluator: Option<&Evaluator>, v: &InitValue) -> Option<ConstTensor> {
        let InitValue::Expr(e) = v else {
            return None;
        };
        if let Some(t) = ConstTensor::from_literal(e) {
            return Some(t);
        }
        if !computable(e) {
            return None;
        }
        let evaluator = evaluator?;
        match evaluator.computer.evaluate(&value_function(e)) {
            Ok(t) => Some(t),
            Err(why) => {
                let mut failures = evaluator.failures.borrow_mut();
                if !failures.iter().any(|(at, _)| *at == e.span) {
                    failures.push((e.span, why));
                }
                None
            }
        }
    }
}

/// Whether `e` can be compiled on its own: it calls torch, and reads no
/// module (`self`), no layer, no replayed `__init__` tensor and nothing
/// random.
fn computable(e: &Expr) -> bool {
    let mut calls_torch = false;
    let mut outside = false;
    e.visit(&mut |x| match &x.kind {
        ExprKind::Name(n) => outside |= n == "self" || n.starts_with("$init."),
        ExprKind::Call { func, .. } => {
            calls_torch |= func.dotted_name().is_some_and(|n| n.starts_with("torch."))
                || matches!(func.kind, ExprKind::Attribute { .. });
        }
        _ => {}
    });
    calls_torch && !outside && random_call(e).is_none() && !constructs_module(e)
}

/// `def __ts_init_value() -> torch.Tensor: return <e>`.
fn value_function(e: &Expr) -> FunctionDef {
    let span = e.span;
    FunctionDef {
        name: INIT_VALUE_FUNCTION.to_string(),
        name_span: span,
        params: vec![],
        returns: Some(dotted_expr("torch.Tensor", span)),
        body: vec![Stmt {
            kind: StmtKind::Return(Some(e.clone())),
            span,
        }],
        decorators: vec![],
        type_comment: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor(dtype: &str, shape: &[usize], data: ConstData) -> ConstTensor {
        ConstTensor {
            dtype: dtype.to_string(),
            shape: shape.to_vec(),
            data,
        }
    }

    #[test]
    fn converts_as_python_does() {
        let t = tensor("int32", &[2, 2], ConstData::Int(vec![1, 2, -3, 4]));
        let list = format!("{:?}", t.to_list());
        assert_eq!(
            list,
            format!(
                "{:?}",
                InitValue::List(vec![
                    InitValue::List(vec![InitValue::Int(1), InitValue::Int(2)]),
                    InitValue::List(vec![InitValue::Int(-3), InitValue::Int(4)]),
                ])
            )
        );
        assert!(t.item().is_none(), "four elements are no scalar");
        let rows = t.rows().expect("2-d");
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1].data, ConstData::Int(vec![-3, 4]));
        let scalar = tensor("float32", &[], ConstData::Float(vec![0.5]));
        assert!(scalar.rows().is_none(), "a 0-d tensor is not iterable");
        assert!(matches!(scalar.item(), Some(InitValue::Float(v)) if v == 0.5));
    }

    #[test]
    fn literals_round_trip() {
        let span = Span { start: 0, end: 1 };
        for t in [
            tensor("int64", &[3], ConstData::Int(vec![-1, 0, 7])),
            tensor("float32", &[2, 1], ConstData::Float(vec![0.25, -1.5])),
            tensor("bool", &[2], ConstData::Bool(vec![true, false])),
            tensor("float64", &[], ConstData::Float(vec![0.1])),
        ] {
            assert_eq!(ConstTensor::from_literal(&t.to_expr(span)), Some(t));
        }
        // A float32 literal holds the nearest float32, as torch.tensor does.
        let written = tensor("float32", &[1], ConstData::Float(vec![0.1])).to_expr(span);
        let read = ConstTensor::from_literal(&written).expect("a literal");
        assert_eq!(read.data, ConstData::Float(vec![0.1f32 as f64]));
        // Without a dtype it is not one (torch infers the dtype).
        let ExprKind::Call { func, args, .. } = written.kind else {
            unreachable!("a call")
        };
        let untyped = Expr::new(
            ExprKind::Call {
                func,
                args,
                keywords: vec![],
            },
            span,
        );
        assert_eq!(ConstTensor::from_literal(&untyped), None);
    }

    /// An evaluator that cannot compute anything.
    struct Failing;

    impl InitEvaluator for Failing {
        fn evaluate(&self, _: &FunctionDef) -> Result<ConstTensor, String> {
            Err("shape [3] is invalid".to_string())
        }
    }

    #[test]
    fn failures_come_before_the_later_errors() {
        let evaluator = Evaluator::new(Rc::new(Failing));
        let at = |start, end| Span { start, end };
        let call = Expr::new(
            ExprKind::Call {
                func: Box::new(dotted_expr("torch.arange", at(10, 22))),
                args: vec![],
                keywords: vec![],
            },
            at(10, 25),
        );
        let value = InitValue::Expr(call);
        for _ in 0..2 {
            assert!(Evaluator::tensor(Some(&evaluator), &value).is_none());
        }
        let mut diags = vec![
            Diagnostic::error("earlier", at(0, 5)),
            Diagnostic::error("later", at(10, 30)),
        ];
        evaluator.explain(&mut diags);
        let messages: Vec<_> = diags.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "earlier",
                "this tensor could not be computed while the module is constructed: shape [3] is invalid",
                "later"
            ],
            "one failure, however often it was asked for, before the errors it explains"
        );
    }
}
