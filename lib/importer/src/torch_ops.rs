//! Calls of torch operators (`torch.relu(x)`, `F.relu(x)`, `x.t()`) and
//! the ts ops they become.
//!
//! Every spelling of an op maps to one canonical entry, so the function
//! and method forms cannot drift apart. An unknown op is a located error
//! that names the closest supported spelling.

use crate::{
    function_emitter::{FunctionEmitter, Typed},
    script_type::ScriptType,
};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// One call site, as the emitter sees it. `name` is fully qualified
/// (`torch.nn.functional.relu`) or `Tensor.<method>` for method calls.
pub struct TorchCall<'a, 'c, 'b> {
    pub name: &'a str,
    pub receiver: Option<Typed<'c, 'b>>,
    pub args: &'a [Expr],
    pub keywords: &'a [Keyword],
    pub span: Span,
}

/// The supported ops: (spellings, canonical op, parameter names after the
/// receiver/self).
const OPS: &[(&[&str], Op, &[&str])] = &[
    (
        &["torch.relu", "torch.nn.functional.relu", "Tensor.relu"],
        Op::Relu,
        &["input"],
    ),
    (
        &["torch.matmul", "torch.mm", "Tensor.matmul", "Tensor.mm"],
        Op::Matmul,
        &["input", "other"],
    ),
    (
        &["torch.add", "Tensor.add"],
        Op::Binary("ts.add"),
        &["input", "other"],
    ),
    (
        &["torch.sub", "Tensor.sub"],
        Op::Binary("ts.sub"),
        &["input", "other"],
    ),
    (
        &["torch.mul", "Tensor.mul"],
        Op::Binary("ts.mul"),
        &["input", "other"],
    ),
    (
        &["torch.div", "Tensor.div"],
        Op::Binary("ts.div"),
        &["input", "other"],
    ),
    (&["torch.t", "Tensor.t"], Op::T, &["input"]),
    (
        &["torch.transpose", "Tensor.transpose"],
        Op::Transpose,
        &["input", "dim0", "dim1"],
    ),
];

#[derive(Clone, Copy)]
enum Op {
    Relu,
    Matmul,
    Binary(&'static str),
    T,
    Transpose,
}

/// All supported spellings, for messages and docs.
pub fn supported_names() -> impl Iterator<Item = &'static str> {
    OPS.iter().flat_map(|(names, _, _)| names.iter().copied())
}

/// Emits the ts op for a torch call.
pub fn emit<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    call: TorchCall<'_, 'c, 'b>,
) -> Result<Typed<'c, 'b>, Diagnostic> {
    let Some((_, op, params)) = OPS.iter().find(|(names, _, _)| names.contains(&call.name)) else {
        let shown = call
            .name
            .strip_prefix("Tensor.")
            .map(|m| format!("Tensor method `{m}`"))
            .unwrap_or_else(|| format!("`{}`", call.name));
        let mut d = Diagnostic::error(format!("{shown} is not supported"), call.span);
        if let Some(near) = closest(call.name) {
            d = d.with_help(format!("the closest supported op is `{near}`"));
        }
        return Err(d);
    };
    // Bind receiver + positional + keyword arguments to parameter slots.
    let mut slots: Vec<Option<Typed<'c, 'b>>> = vec![None; params.len()];
    let mut literal_ints: Vec<Option<i64>> = vec![None; params.len()];
    let mut next = 0;
    if let Some(r) = call.receiver {
        slots[0] = Some(r);
        next = 1;
    }
    let short = call.name.rsplit('.').next().unwrap_or(call.name);
    // First decide which expression goes to which slot, then emit them in
    // source order.
    let mut bound: Vec<Option<&Expr>> = vec![None; params.len()];
    for a in call.args {
        if next >= params.len() {
            return Err(Diagnostic::error(
                format!(
                    "{short}() takes {} arguments but more were given",
                    params.len()
                ),
                a.span,
            ));
        }
        bound[next] = Some(a);
        next += 1;
    }
    for k in call.keywords {
        let (name, span) = k.name.as_ref().expect("**kwargs rejected by the caller");
        let Some(i) = params.iter().position(|p| p == name) else {
            return Err(Diagnostic::error(
                format!("{short}() got an unexpected keyword argument '{name}'"),
                *span,
            ));
        };
        if bound[i].is_some() || (i == 0 && call.receiver.is_some()) {
            return Err(Diagnostic::error(
                format!("{short}() got multiple values for argument '{name}'"),
                *span,
            ));
        }
        bound[i] = Some(&k.value);
    }
    for (i, e) in bound.iter().enumerate() {
        let Some(e) = e else { continue };
        literal_ints[i] = match &e.kind {
            ExprKind::Int(v) => Some(*v),
            ExprKind::Unary {
                op: ts_frontend::ast::UnaryOp::Neg,
                operand,
            } => match operand.kind {
                ExprKind::Int(v) => Some(-v),
                _ => None,
            },
            _ => None,
        };
        slots[i] = Some(fe.emit_expr(e)?);
    }
    let arg = |i: usize| -> Result<Typed<'c, 'b>, Diagnostic> {
        slots[i].ok_or_else(|| {
            Diagnostic::error(
                format!("{short}() is missing argument '{}'", params[i]),
                call.span,
            )
        })
    };
    let tensor = |i: usize| -> Result<Typed<'c, 'b>, Diagnostic> {
        let v = arg(i)?;
        if v.ty != ScriptType::Tensor {
            return Err(Diagnostic::error(
                format!(
                    "{short}(): argument '{}' must be a Tensor, not {}",
                    params[i], v.ty
                ),
                call.span,
            ));
        }
        Ok(v)
    };
    let int_literal = |i: usize| -> Result<i64, Diagnostic> {
        arg(i)?;
        literal_ints[i].ok_or_else(|| {
            Diagnostic::error(
                format!(
                    "{short}(): argument '{}' must be an integer literal for now",
                    params[i]
                ),
                call.span,
            )
        })
    };
    match op {
        Op::Relu => fe.tensor_op("ts.relu", &[tensor(0)?.value], &[], call.span),
        Op::Matmul => fe.tensor_op(
            "ts.matmul",
            &[tensor(0)?.value, tensor(1)?.value],
            &[],
            call.span,
        ),
        Op::Binary(name) => {
            let (l, r) = (arg(0)?, arg(1)?);
            let bop = match *name {
                "ts.add" => ts_frontend::ast::BinaryOp::Add,
                "ts.sub" => ts_frontend::ast::BinaryOp::Sub,
                "ts.mul" => ts_frontend::ast::BinaryOp::Mul,
                _ => ts_frontend::ast::BinaryOp::Div,
            };
            fe.binary(bop, l, r, call.span)
        }
        Op::T => {
            let x = tensor(0)?;
            fe.tensor_op(
                "ts.transpose",
                &[x.value],
                &[("dim0", fe.int_attr(0)), ("dim1", fe.int_attr(-1))],
                call.span,
            )
        }
        Op::Transpose => {
            let x = tensor(0)?;
            let (a, b) = (int_literal(1)?, int_literal(2)?);
            fe.tensor_op(
                "ts.transpose",
                &[x.value],
                &[("dim0", fe.int_attr(a)), ("dim1", fe.int_attr(b))],
                call.span,
            )
        }
    }
}

/// The supported spelling nearest to `name` by edit distance, if close.
fn closest(name: &str) -> Option<&'static str> {
    let short = |s: &str| s.rsplit('.').next().unwrap_or(s).to_string();
    let target = short(name);
    supported_names()
        .map(|n| (edit_distance(&short(n), &target), n))
        .filter(|(d, _)| *d <= 2.max(target.len() / 3))
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            cur.push(
                (prev[j] + usize::from(ca != *cb))
                    .min(prev[j + 1] + 1)
                    .min(cur[j] + 1),
            );
        }
        prev = cur;
    }
    prev[b.len()]
}
