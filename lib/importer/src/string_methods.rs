//! String methods, `in` on strings, and slices of strings and lists: each
//! is a `ts.runtime_call` of a runtime function with Python's semantics
//! (`lib/runtime/src/string_methods.rs`).

use crate::{
    function_emitter::{Emit, FunctionEmitter, Typed},
    script_type::{list_of, ScriptType, ValueType},
};
use melior::ir::attribute::StringAttribute;
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// What a method argument must be.
#[derive(Clone, Copy, PartialEq)]
enum Arg {
    Str,
    /// A string that may be left out (passed as `None`).
    OptStr,
    StrList,
    /// An int that may be left out or `None`: passed as the default.
    OptInt(i64),
}

/// A left-out `start`/`end` (the runtime's `NO_INDEX`).
const NO_INDEX: Arg = Arg::OptInt(i64::MIN);

/// What a method returns.
#[derive(Clone, Copy)]
enum Returns {
    Str,
    Bool,
    Int,
    StrList,
}

/// The supported `str` methods: name, arguments, result.
const METHODS: &[(&str, &[Arg], Returns)] = &[
    ("lower", &[], Returns::Str),
    ("upper", &[], Returns::Str),
    ("swapcase", &[], Returns::Str),
    ("capitalize", &[], Returns::Str),
    ("title", &[], Returns::Str),
    ("strip", &[Arg::OptStr], Returns::Str),
    ("lstrip", &[Arg::OptStr], Returns::Str),
    ("rstrip", &[Arg::OptStr], Returns::Str),
    ("isdigit", &[], Returns::Bool),
    ("isalpha", &[], Returns::Bool),
    ("isalnum", &[], Returns::Bool),
    ("isspace", &[], Returns::Bool),
    ("islower", &[], Returns::Bool),
    ("isupper", &[], Returns::Bool),
    ("startswith", &[Arg::Str, NO_INDEX, NO_INDEX], Returns::Bool),
    ("endswith", &[Arg::Str, NO_INDEX, NO_INDEX], Returns::Bool),
    ("find", &[Arg::Str, NO_INDEX, NO_INDEX], Returns::Int),
    ("rfind", &[Arg::Str, NO_INDEX, NO_INDEX], Returns::Int),
    ("count", &[Arg::Str, NO_INDEX, NO_INDEX], Returns::Int),
    (
        "replace",
        &[Arg::Str, Arg::Str, Arg::OptInt(-1)],
        Returns::Str,
    ),
    ("split", &[Arg::OptStr, Arg::OptInt(-1)], Returns::StrList),
    ("join", &[Arg::StrList], Returns::Str),
];

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `ts.runtime_call "callee"(args)` with a result of type `ty`.
    fn runtime_call(
        &mut self,
        callee: &str,
        args: &[Typed<'c, 'b>],
        ty: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let t = self.ty(ty, span)?;
        let operands: Vec<_> = args.iter().map(|a| a.value).collect();
        let callee = StringAttribute::new(self.ctx, callee).into();
        Ok(Typed {
            value: self.emit_op("ts.runtime_call", &operands, t, &[("callee", callee)], span)?,
            ty,
        })
    }

    /// `s.method(args)` on a string.
    pub(crate) fn str_method(
        &mut self,
        s: Typed<'c, 'b>,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let Some(&(_, params, returns)) = METHODS.iter().find(|(n, _, _)| *n == method) else {
            return Err(Diagnostic::error(
                format!("'str' object has no method '{method}' (or it is not supported yet)"),
                span,
            ));
        };
        if let Some(k) = keywords.first() {
            return Err(Diagnostic::error(
                format!("str.{method}() takes no keyword arguments here"),
                k.span,
            ));
        }
        let required = params
            .iter()
            .filter(|p| matches!(p, Arg::Str | Arg::StrList))
            .count();
        if args.len() < required || args.len() > params.len() {
            return Err(Diagnostic::error(
                format!(
                    "str.{method}() takes {} to {} arguments, {} given",
                    required,
                    params.len(),
                    args.len()
                ),
                span,
            ));
        }
        let mut operands = vec![s];
        for (i, p) in params.iter().enumerate() {
            let left_out = match args.get(i) {
                None => true,
                Some(e) => *p != Arg::StrList && matches!(e.kind, ExprKind::None),
            };
            if left_out {
                // A left-out optional string is the null handle; an int,
                // its default.
                let default = match p {
                    Arg::OptInt(d) => *d,
                    _ => 0,
                };
                operands.push(self.constant(ScriptType::Int, 0.0, default, span)?);
                continue;
            }
            let e = &args[i];
            let v = self.emit_expr(e)?;
            let want = match p {
                Arg::Str | Arg::OptStr => ScriptType::Str,
                Arg::StrList => list_of(ValueType::One(ScriptType::Str)),
                Arg::OptInt(_) => ScriptType::Int,
            };
            if v.ty != want {
                return Err(Diagnostic::error(
                    format!("str.{method}() expects a {want}, not {}", v.ty),
                    e.span,
                ));
            }
            if method == "split" {
                if let ExprKind::Str(sep) = &e.kind {
                    if sep.is_empty() {
                        return Err(Diagnostic::error("ValueError: empty separator", e.span));
                    }
                }
            }
            operands.push(v);
        }
        let ty = match returns {
            Returns::Str => ScriptType::Str,
            Returns::Bool => ScriptType::Bool,
            Returns::Int => ScriptType::Int,
            Returns::StrList => list_of(ValueType::One(ScriptType::Str)),
        };
        self.runtime_call(&format!("str_{method}"), &operands, ty, span)
    }

    /// `sub in s` on strings.
    pub(crate) fn str_contains(
        &mut self,
        sub: Typed<'c, 'b>,
        s: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        if sub.ty != ScriptType::Str {
            return Err(Diagnostic::error(
                format!(
                    "'in <string>' requires string as left operand, not {}",
                    sub.ty
                ),
                span,
            ));
        }
        self.runtime_call("str_contains", &[s, sub], ScriptType::Bool, span)
    }

    /// `seq[lo:hi:step]` on a string or a runtime list: a new one. The
    /// step, when given, must be a nonzero int literal.
    pub(crate) fn runtime_slice(
        &mut self,
        seq: Typed<'c, 'b>,
        lower: Option<&Expr>,
        upper: Option<&Expr>,
        step: Option<&Expr>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let step_value = match step {
            None => None,
            Some(e) => match crate::op_binding::literal_int(e) {
                Some(0) => return Err(Diagnostic::error("slice step cannot be zero", e.span)),
                Some(s) => Some(s),
                None => {
                    return Err(Diagnostic::error(
                        "a slice step must be an integer literal here",
                        e.span,
                    ))
                }
            },
        };
        let mut operands = vec![seq];
        let mut present = 0;
        for (bit, bound) in [lower, upper].into_iter().enumerate() {
            match bound {
                Some(e) if !matches!(e.kind, ExprKind::None) => {
                    let v = self.emit_expr(e)?;
                    if v.ty != ScriptType::Int {
                        return Err(Diagnostic::error(
                            format!("slice indices must be integers, not {}", v.ty),
                            e.span,
                        ));
                    }
                    present |= 1 << bit;
                    operands.push(v);
                }
                _ => operands.push(self.constant(ScriptType::Int, 0.0, 0, span)?),
            }
        }
        if step_value.is_some() {
            present |= 4;
        }
        operands.push(self.constant(ScriptType::Int, 0.0, step_value.unwrap_or(1), span)?);
        operands.push(self.constant(ScriptType::Int, 0.0, present, span)?);
        let callee = if seq.ty == ScriptType::Str {
            "str_slice"
        } else {
            "list_slice"
        };
        self.runtime_call(callee, &operands, seq.ty, span)
    }
}
