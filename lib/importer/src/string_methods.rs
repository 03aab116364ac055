//! String methods, `in` on strings, and slices of strings and lists: each
//! is a `ts.runtime_call` of a runtime function with Python's semantics
//! (`lib/runtime/src/string_methods.rs`).

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::{list_of, ScriptType, ValueType},
};
use melior::ir::attribute::StringAttribute;
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, FormatPart, Span,
};

/// What a method argument must be.
#[derive(Clone, Copy, PartialEq)]
enum Arg {
    Str,
    /// A string that may be left out (passed as `None`, the runtime's
    /// default).
    OptStr,
    StrList,
    Int,
    /// An int that may be left out or `None`: passed as the default.
    OptInt(i64),
    /// A bool that may be left out: passed as the default.
    OptBool(bool),
}

/// A left-out `start`/`end` (the runtime's `NO_INDEX`).
const NO_INDEX: Arg = Arg::OptInt(i64::MIN);

/// What a method returns.
#[derive(Clone, Copy, PartialEq)]
enum Returns {
    Str,
    Bool,
    Int,
    StrList,
    /// Three strings (`partition`), returned by the runtime as a list.
    StrTriple,
}

/// A method's parameters, by TorchScript's schema names (for keywords).
type Params = &'static [(&'static str, Arg)];

const SUBSTR_WINDOW: Params = &[("substr", Arg::Str), ("start", NO_INDEX), ("end", NO_INDEX)];
const PADDING: Params = &[("width", Arg::Int), ("fillchar", Arg::OptStr)];

/// The supported `str` methods: name, parameters, result. `index` and
/// `rindex` are `find`/`rfind` and a check that raises.
const METHODS: &[(&str, Params, Returns)] = &[
    ("lower", &[], Returns::Str),
    ("upper", &[], Returns::Str),
    ("swapcase", &[], Returns::Str),
    ("capitalize", &[], Returns::Str),
    ("title", &[], Returns::Str),
    ("strip", &[("chars", Arg::OptStr)], Returns::Str),
    ("lstrip", &[("chars", Arg::OptStr)], Returns::Str),
    ("rstrip", &[("chars", Arg::OptStr)], Returns::Str),
    ("isdigit", &[], Returns::Bool),
    ("isalpha", &[], Returns::Bool),
    ("isalnum", &[], Returns::Bool),
    ("isspace", &[], Returns::Bool),
    ("islower", &[], Returns::Bool),
    ("isupper", &[], Returns::Bool),
    ("isdecimal", &[], Returns::Bool),
    ("isnumeric", &[], Returns::Bool),
    ("isidentifier", &[], Returns::Bool),
    ("istitle", &[], Returns::Bool),
    ("isprintable", &[], Returns::Bool),
    ("startswith", SUBSTR_WINDOW, Returns::Bool),
    ("endswith", SUBSTR_WINDOW, Returns::Bool),
    ("find", SUBSTR_WINDOW, Returns::Int),
    ("rfind", SUBSTR_WINDOW, Returns::Int),
    ("index", SUBSTR_WINDOW, Returns::Int),
    ("rindex", SUBSTR_WINDOW, Returns::Int),
    ("count", SUBSTR_WINDOW, Returns::Int),
    (
        "replace",
        &[
            ("old", Arg::Str),
            ("new", Arg::Str),
            ("max", Arg::OptInt(-1)),
        ],
        Returns::Str,
    ),
    (
        "split",
        &[("separator", Arg::OptStr), ("max", Arg::OptInt(-1))],
        Returns::StrList,
    ),
    (
        "rsplit",
        &[("separator", Arg::OptStr), ("max", Arg::OptInt(-1))],
        Returns::StrList,
    ),
    (
        "splitlines",
        &[("keepends", Arg::OptBool(false))],
        Returns::StrList,
    ),
    ("join", &[("values", Arg::StrList)], Returns::Str),
    ("center", PADDING, Returns::Str),
    ("ljust", PADDING, Returns::Str),
    ("rjust", PADDING, Returns::Str),
    ("zfill", &[("width", Arg::Int)], Returns::Str),
    ("expandtabs", &[("tabsize", Arg::OptInt(8))], Returns::Str),
    ("partition", &[("separator", Arg::Str)], Returns::StrTriple),
    ("rpartition", &[("separator", Arg::Str)], Returns::StrTriple),
];

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `ts.runtime_call "callee"(args)` with a result of type `ty`.
    pub(crate) fn runtime_call(
        &mut self,
        callee: &str,
        args: &[Typed<'c, 'b>],
        ty: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        self.runtime_op("ts.runtime_call", callee, args, ty, span)
    }

    /// `ts.runtime_mutate "callee"(args)`: a call that changes a list or
    /// dict in place (kept when its result is unused), or reads one (not
    /// merged with the same read across a change).
    pub(crate) fn runtime_mutate(
        &mut self,
        callee: &str,
        args: &[Typed<'c, 'b>],
        ty: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        self.runtime_op("ts.runtime_mutate", callee, args, ty, span)
    }

    fn runtime_op(
        &mut self,
        op: &str,
        callee: &str,
        args: &[Typed<'c, 'b>],
        ty: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let t = self.ty(ty, span)?;
        let operands: Vec<_> = args.iter().map(|a| a.value).collect();
        let callee = StringAttribute::new(self.ctx, callee).into();
        Ok(Typed {
            value: self.emit_op(op, &operands, t, &[("callee", callee)], span)?,
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
    ) -> Emit<Emitted<'c, 'b>> {
        let Some(&(_, params, returns)) = METHODS.iter().find(|(n, _, _)| *n == method) else {
            return Err(Diagnostic::error(
                format!("'str' object has no method '{method}' (or it is not supported yet)"),
                span,
            ));
        };
        let required = params
            .iter()
            .filter(|(_, p)| matches!(p, Arg::Str | Arg::StrList | Arg::Int))
            .count();
        let names: Vec<&str> = params.iter().map(|(n, _)| *n).collect();
        // Keywords take TorchScript's schema names, not always Python's.
        for k in keywords {
            if let Some((name, at)) = &k.name {
                if !names.contains(&name.as_str()) {
                    return Err(Diagnostic::error(
                        format!(
                            "str.{method}() got an unexpected keyword argument '{name}' (its parameters are: {})",
                            if names.is_empty() { "none".to_string() } else { names.join(", ") }
                        ),
                        *at,
                    ));
                }
            }
        }
        let defaults: Vec<Option<&Expr>> = vec![None; params.len()];
        let bound = crate::function_emitter::bind_optional_args(
            &format!("str.{method}"),
            &names,
            &defaults,
            args,
            keywords,
            span,
        )?;
        if let Some(missing) = (0..required).find(|&i| bound[i].is_none()) {
            return Err(Diagnostic::error(
                format!(
                    "str.{method}() missing required argument '{}'",
                    names[missing]
                ),
                span,
            ));
        }
        let mut operands = vec![s];
        for (&(_, p), arg) in params.iter().zip(&bound) {
            let arg = arg.filter(|e| p == Arg::StrList || !matches!(e.kind, ExprKind::None));
            let Some(e) = arg else {
                // A left-out optional string is the null handle; an int or
                // bool, its default.
                let (ty, default) = match p {
                    Arg::OptInt(d) => (ScriptType::Int, d),
                    Arg::OptBool(d) => (ScriptType::Bool, d as i64),
                    _ => (ScriptType::Int, 0),
                };
                operands.push(self.constant(ty, 0.0, default, span)?);
                continue;
            };
            let want = match p {
                Arg::Str | Arg::OptStr => ScriptType::Str,
                Arg::StrList => list_of(ValueType::One(ScriptType::Str)),
                Arg::Int | Arg::OptInt(_) => ScriptType::Int,
                Arg::OptBool(_) => ScriptType::Bool,
            };
            // (An empty `[]` takes the parameter's type: `", ".join([])`.)
            let v = self.emit_typed(e, &ValueType::One(want))?.one(e.span)?;
            if v.ty != want {
                return Err(Diagnostic::error(
                    format!("str.{method}() expects a {want}, not {}", v.ty),
                    e.span,
                ));
            }
            if matches!(method, "split" | "rsplit" | "partition" | "rpartition") {
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
            Returns::StrList | Returns::StrTriple => list_of(ValueType::One(ScriptType::Str)),
        };
        let callee = match method {
            "index" => "str_find",
            "rindex" => "str_rfind",
            _ => &format!("str_{method}"),
        };
        let result = self.runtime_call(callee, &operands, ty, span)?;
        if matches!(method, "index" | "rindex") {
            let missing = self.constant(ScriptType::Int, 0.0, -1, span)?;
            let bool_ty = self.ty(ScriptType::Bool, span)?;
            let not_found =
                self.emit_op("ts.eq", &[result.value, missing.value], bool_ty, &[], span)?;
            self.raise_if(not_found, "ValueError: substring not found", span)?;
        }
        if returns == Returns::StrTriple {
            let str_ty = self.ty(ScriptType::Str, span)?;
            let mut parts = Vec::new();
            for k in 0..3 {
                let index = self.constant(ScriptType::Int, 0.0, k, span)?;
                let part = self.emit_op(
                    "ts.list_get",
                    &[result.value, index.value],
                    str_ty,
                    &[],
                    span,
                )?;
                parts.push(Emitted::One(Typed {
                    value: part,
                    ty: ScriptType::Str,
                }));
            }
            return Ok(Emitted::Tuple(parts));
        }
        Ok(Emitted::One(result))
    }

    /// `"...{}...".format(args)` of a literal: each `{}`, left to right,
    /// is the next argument's text (as `str()` gives it); the rest, `{0}`
    /// and `{:>4}` included, is kept as written and extra arguments are
    /// ignored, as TorchScript's `aten::format` does.
    pub(crate) fn format_literal(
        &mut self,
        text: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        if let Some(k) = keywords.first() {
            return Err(Diagnostic::error(
                "str.format() takes no keyword arguments in TorchScript",
                k.span,
            ));
        }
        let pieces: Vec<&str> = text.split("{}").collect();
        if pieces.len() - 1 > args.len() {
            return Err(Diagnostic::error(
                format!("Too few arguments for format string: {text}"),
                span,
            ));
        }
        let mut parts = Vec::new();
        for (k, piece) in pieces.iter().enumerate() {
            parts.push(FormatPart::Text(piece.to_string()));
            if k + 1 < pieces.len() {
                parts.push(FormatPart::Value(args[k].clone()));
            }
        }
        self.join_texts(&parts, span)
    }

    /// The concatenation of literal texts and the texts of values (an
    /// f-string, a `format`).
    pub(crate) fn join_texts(&mut self, parts: &[FormatPart], span: Span) -> Emit<Typed<'c, 'b>> {
        let mut joined: Option<Typed<'c, 'b>> = None;
        for part in parts {
            let piece = match part {
                FormatPart::Text(t) if t.is_empty() => continue,
                FormatPart::Text(t) => self.str_literal(t, span)?,
                FormatPart::Value(e) => {
                    let v = self.emit_any(e)?;
                    self.text_of(v, e.span)?
                }
            };
            joined = Some(self.append_text(joined, piece, span)?);
        }
        match joined {
            Some(s) => Ok(s),
            None => self.str_literal("", span),
        }
    }

    /// `piece` after the text built so far (`ts.str_concat`), as the
    /// pieces of an f-string or a `%` format are joined.
    pub(crate) fn append_text(
        &mut self,
        sofar: Option<Typed<'c, 'b>>,
        piece: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let Some(prev) = sofar else {
            return Ok(piece);
        };
        let ty = self.ty(ScriptType::Str, span)?;
        Ok(Typed {
            value: self.emit_op("ts.str_concat", &[prev.value, piece.value], ty, &[], span)?,
            ty: ScriptType::Str,
        })
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

    /// `seq[lo:hi:step]` on a string or a runtime list: a new one. A step
    /// of 0 raises when the slice runs, as in TorchScript.
    pub(crate) fn runtime_slice(
        &mut self,
        seq: Typed<'c, 'b>,
        lower: Option<&Expr>,
        upper: Option<&Expr>,
        step: Option<&Expr>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let index = |fe: &mut Self, e: &Expr| -> Emit<Typed<'c, 'b>> {
            let v = fe.emit_expr(e)?;
            match v.ty {
                ScriptType::Int => Ok(v),
                t => Err(Diagnostic::error(
                    format!("slice indices must be integers, not {t}"),
                    e.span,
                )),
            }
        };
        let mut operands = vec![seq];
        let mut present = 0;
        for (bit, bound) in [lower, upper].into_iter().enumerate() {
            match bound {
                Some(e) if !matches!(e.kind, ExprKind::None) => {
                    let v = index(self, e)?;
                    present |= 1 << bit;
                    operands.push(v);
                }
                _ => operands.push(self.constant(ScriptType::Int, 0.0, 0, span)?),
            }
        }
        // (The step runs after the bounds, as in Python.)
        let step = match step.filter(|e| !matches!(e.kind, ExprKind::None)) {
            None => self.constant(ScriptType::Int, 0.0, 1, span)?,
            Some(e) => {
                let v = index(self, e)?;
                if crate::op_binding::literal_int(e).is_none_or(|s| s == 0) {
                    let zero = self.constant(ScriptType::Int, 0.0, 0, span)?;
                    let is_zero = self.scalar_compare("ts.eq", v, zero, span)?;
                    self.raise_if(
                        is_zero.value,
                        "RuntimeError: List slice should have non-zero step",
                        e.span,
                    )?;
                }
                present |= 4;
                v
            }
        };
        operands.push(step);
        operands.push(self.constant(ScriptType::Int, 0.0, present, span)?);
        // A list may change between two slices of it: the read is an effect.
        if seq.ty == ScriptType::Str {
            self.runtime_call("str_slice", &operands, seq.ty, span)
        } else {
            self.runtime_mutate("list_slice", &operands, seq.ty, span)
        }
    }
}
