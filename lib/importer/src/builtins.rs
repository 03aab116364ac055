//! Python builtins on scalars and tensors (`int`, `float`, `bool`), and the
//! statements that raise (`raise`, `assert`).

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::ScriptType,
};
use melior::ir::{attribute::StringAttribute, Block};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// The builtin conversion a name calls, if it is one.
fn conversion(name: &str) -> Option<ScriptType> {
    Some(match name {
        "int" => ScriptType::Int,
        "float" => ScriptType::Float,
        "bool" => ScriptType::Bool,
        _ => return None,
    })
}

/// The exception classes `raise` accepts (TorchScript maps every one to
/// an error with this name and message).
const EXCEPTIONS: &[&str] = &[
    "Exception",
    "AssertionError",
    "ValueError",
    "RuntimeError",
    "IndexError",
    "KeyError",
    "TypeError",
    "ZeroDivisionError",
    "NotImplementedError",
    "StopIteration",
    "ArithmeticError",
    "OverflowError",
    "AttributeError",
];

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// A call of builtin `name`; `None` when `name` is not a builtin this
    /// emitter knows (the caller reports it).
    pub(crate) fn builtin_call(
        &mut self,
        name: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        if name == "print" {
            if let Some(k) = keywords.first() {
                return Err(Diagnostic::error(
                    "print() keyword arguments (sep, end, ...) are not supported in TorchScript",
                    k.span,
                ));
            }
            let mut values = Vec::new();
            for a in args {
                let v = self.emit_any(a)?.one(a.span)?;
                if v.ty == ScriptType::Tensor {
                    return Err(Diagnostic::error(
                        "printing a tensor is not supported yet (print its elements)",
                        a.span,
                    ));
                }
                values.push(v.value);
            }
            self.emit_op_multi("ts.print", &values, &[], &[], span)?;
            return Ok(Some(Emitted::One(self.constant_none(span)?)));
        }
        if name == "len" {
            let [arg] = args else {
                return Err(Diagnostic::error(
                    format!("len() takes exactly one argument ({} given)", args.len()),
                    span,
                ));
            };
            let v = self.emit_expr(arg)?;
            return Ok(Some(Emitted::One(self.len_of(v, span)?)));
        }
        let Some(to) = conversion(name) else {
            return Ok(None);
        };
        if !keywords.is_empty() {
            return Err(Diagnostic::error(
                format!("{name}() takes no keyword arguments"),
                keywords[0].span,
            ));
        }
        let [arg] = args else {
            return Err(Diagnostic::error(
                format!("{name}() expects exactly one argument, got {}", args.len()),
                span,
            ));
        };
        let v = self.emit_expr(arg)?;
        Ok(Some(Emitted::One(self.convert_scalar(v, to, span)?)))
    }

    /// `int(v)`, `float(v)`, `bool(v)`: a scalar conversion, or the
    /// element of a one-element tensor.
    pub(crate) fn convert_scalar(
        &mut self,
        v: Typed<'c, 'b>,
        to: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let ty = self.ty(to, span)?;
        let op = match v.ty {
            t if t == to => return Ok(v),
            ScriptType::Int | ScriptType::Float | ScriptType::Bool => "ts.scalar_cast",
            ScriptType::Tensor => "ts.item",
            t => {
                return Err(Diagnostic::error(
                    format!("cannot convert a `{t}` to `{to}`"),
                    span,
                ))
            }
        };
        Ok(Typed {
            value: self.emit_op(op, &[v.value], ty, &[], span)?,
            ty: to,
        })
    }

    /// Appends `ts.raise` with `message` (`Kind: text`) to `block`.
    pub(crate) fn raise_in(&self, block: &Block<'c>, message: &str, span: Span) -> Emit<()> {
        let op = melior::ir::operation::OperationBuilder::new(
            "ts.raise",
            self.importer.location(self.ctx, span),
        )
        .add_attributes(&[(
            melior::ir::Identifier::new(self.ctx, "message"),
            StringAttribute::new(self.ctx, message).into(),
        )])
        .build()
        .map_err(|e| Diagnostic::error(format!("internal error: {e}"), span))?;
        use melior::ir::block::BlockLike;
        block.append_operation(op);
        Ok(())
    }

    /// `raise Kind("text")`, `raise Kind`.
    pub(crate) fn emit_raise(&mut self, exc: Option<&Expr>, span: Span) -> Emit<()> {
        let Some(exc) = exc else {
            return Err(Diagnostic::error(
                "a bare `raise` (re-raise) is not supported in TorchScript",
                span,
            ));
        };
        let (kind, args) = match &exc.kind {
            ExprKind::Call { func, args, .. } => (func.as_ref(), args.as_slice()),
            _ => (exc, &[][..]),
        };
        let kind_name = match &kind.kind {
            ExprKind::Name(n) if EXCEPTIONS.contains(&n.as_str()) => n.clone(),
            ExprKind::Attribute { attr, .. } if EXCEPTIONS.contains(&attr.as_str()) => attr.clone(),
            _ => {
                return Err(Diagnostic::error(
                    "only builtin exception classes (ValueError, RuntimeError, ...) can be raised",
                    kind.span,
                ))
            }
        };
        let text = match args {
            [] => None,
            [Expr {
                kind: ExprKind::Str(s),
                ..
            }] => Some(s.clone()),
            [other, ..] => return Err(Diagnostic::error(
                "an exception message must be a string literal (str values are not supported yet)",
                other.span,
            )),
        };
        let message = match text {
            Some(t) => format!("{kind_name}: {t}"),
            None => kind_name,
        };
        self.raise_in(self.block, &message, span)
    }

    /// `assert test, "text"`: raises `AssertionError` when `test` is false.
    pub(crate) fn emit_assert(&mut self, test: &Expr, msg: Option<&Expr>, span: Span) -> Emit<()> {
        let message =
            match msg {
                None => "AssertionError".to_string(),
                Some(Expr {
                    kind: ExprKind::Str(s),
                    ..
                }) => format!("AssertionError: {s}"),
                Some(other) => return Err(Diagnostic::error(
                    "an assert message must be a string literal (str values are not supported yet)",
                    other.span,
                )),
            };
        let cond = self.condition(test)?;
        let (ok, failed) = (Block::new(&[]), Block::new(&[]));
        self.raise_in(&failed, &message, span)?;
        self.emit_if_blocks(cond, ok, failed, span)
    }
}
