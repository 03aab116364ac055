//! `warnings.warn(message, stacklevel=2)`: TorchScript's `aten::warn`,
//! shown on stderr when the call reaches it (`ts.warn`), once per site and
//! call, and the call goes on. Like TorchScript, only a `str` message (no
//! category); `stacklevel` says which Python frame to blame, which
//! compiled code has no use for, so it is checked and dropped.

use crate::function_emitter::{Emit, Emitted, FunctionEmitter};
use crate::script_type::ScriptType;
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    pub(crate) fn warn(
        &mut self,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        // The arguments bound to `(message, stacklevel)`.
        let mut bound: [Option<&Expr>; 2] = [None, None];
        if args.len() > 2 {
            return Err(Diagnostic::error(
                "warnings.warn() takes a message and a stacklevel (TorchScript's `aten::warn(str message, int stacklevel=2)`)",
                args[2].span,
            ));
        }
        for (slot, a) in bound.iter_mut().zip(args) {
            *slot = Some(a);
        }
        // `warnings.warn(msg, UserWarning)`: Python's category argument.
        if let Some(ExprKind::Name(n)) = bound[1].map(|e| &e.kind) {
            if n.ends_with("Warning") {
                return Err(Diagnostic::error(
                    format!("warnings.warn() takes no warning category (`{n}`) in TorchScript: its arguments are a message and a stacklevel"),
                    bound[1].map_or(span, |e| e.span),
                ));
            }
        }
        for k in keywords {
            let i = match k.name.as_ref().map(|(n, _)| n.as_str()) {
                Some("message") => 0,
                Some("stacklevel") => 1,
                _ => {
                    return Err(Diagnostic::error(
                        "warnings.warn() takes only `message` and `stacklevel` in TorchScript",
                        k.span,
                    ))
                }
            };
            if bound[i].replace(&k.value).is_some() {
                return Err(Diagnostic::error(
                    "warnings.warn() got this argument twice",
                    k.span,
                ));
            }
        }
        let Some(message) = bound[0] else {
            return Err(Diagnostic::error("warnings.warn() needs a message", span));
        };
        let text = self.emit_expr(message)?;
        if text.ty != ScriptType::Str {
            return Err(Diagnostic::error(
                format!(
                    "warnings.warn() expects a `str` message, not `{}` (TorchScript takes no warning category)",
                    text.ty
                ),
                message.span,
            ));
        }
        if let Some(level) = bound[1] {
            let level = self.emit_expr(level)?;
            if level.ty != ScriptType::Int {
                return Err(Diagnostic::error(
                    format!(
                        "warnings.warn()'s stacklevel is an `int`, not `{}`",
                        level.ty
                    ),
                    bound[1].map_or(span, |e| e.span),
                ));
            }
        }
        self.emit_op_multi("ts.warn", &[text.value], &[], &[], span)?;
        Ok(Emitted::One(self.constant_none(span)?))
    }
}
