//! `"%d items" % n`: TorchScript's printf-style formatting
//! (`aten::percentFormat`). The format is a string literal, so it is
//! parsed here and the result is a concatenation of its text and one
//! piece per specifier: `%s` is `str()` of the value, `%d`/`%i` an int
//! (a float is truncated), `%c` a character (an int's code point or a
//! one-character string), `%f`/`%e` the value converted to a 32-bit float
//! and printed as C's `printf` does (as TorchScript does), `%%` a `%`.
//! Mismatched argument counts and other specifiers are compile errors
//! here (run-time errors in TorchScript, for any call that reaches them).

use crate::function_emitter::{Emit, Emitted, FunctionEmitter, Typed};
use crate::script_type::ScriptType;
use ts_frontend::{ast::Expr, Diagnostic, Span};

/// A piece of a parsed format: literal text, or a specifier's key.
pub(crate) enum Piece {
    Text(String),
    Spec(char),
}

/// Parses a format as `percentFormat` reads it.
pub(crate) fn parse(format: &str, span: Span) -> Emit<Vec<Piece>> {
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut chars = format.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            text.push(c);
            continue;
        }
        match chars.next() {
            None => return Err(Diagnostic::error("Incomplete format specifier", span)),
            Some('%') => text.push('%'),
            Some(key @ ('d' | 'i' | 'c' | 's' | 'e' | 'f')) => {
                pieces.push(Piece::Text(std::mem::take(&mut text)));
                pieces.push(Piece::Spec(key));
            }
            Some(key) => {
                return Err(Diagnostic::error(
                    format!("The specifier %{key} is not supported in TorchScript format strings"),
                    span,
                ))
            }
        }
    }
    pieces.push(Piece::Text(text));
    Ok(pieces)
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `format % args`, with `format` a string literal: `args` is one
    /// value, or a tuple of one value per specifier.
    pub(crate) fn percent_format(
        &mut self,
        format: &str,
        args: &Expr,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let pieces = parse(format, span)?;
        let values = match self.emit_any(args)? {
            Emitted::Tuple(items) => items,
            one => vec![one],
        };
        let specs = pieces
            .iter()
            .filter(|p| matches!(p, Piece::Spec(_)))
            .count();
        if specs > values.len() {
            return Err(Diagnostic::error(
                "Too few arguments for format string",
                span,
            ));
        }
        if specs < values.len() {
            return Err(Diagnostic::error(
                "Too many arguments for format string",
                span,
            ));
        }
        let mut values = values.into_iter();
        let mut out: Option<Typed<'c, 'b>> = None;
        for piece in pieces {
            let text = match piece {
                Piece::Text(t) if t.is_empty() => continue,
                Piece::Text(t) => self.str_literal(&t, span)?,
                Piece::Spec(key) => {
                    let v = values.next().expect("counted above");
                    self.formatted(key, v, args.span)?
                }
            };
            out = Some(self.append_text(out, text, span)?);
        }
        match out {
            Some(t) => Ok(t),
            None => self.str_literal("", span),
        }
    }

    /// The text one specifier makes of its value.
    fn formatted(&mut self, key: char, v: Emitted<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        if key == 's' {
            return self.text_of(v, span);
        }
        let v = v.one(span)?;
        let needs = |what: &str| {
            Diagnostic::error(
                format!("%{key} requires {what} for formatting, but got {}", v.ty),
                span,
            )
        };
        match (key, v.ty) {
            ('d' | 'i', ScriptType::Int) => self.str_of(v, span),
            ('d' | 'i', ScriptType::Float) => {
                let i = self.convert_scalar(v, ScriptType::Int, span)?;
                self.str_of(i, span)
            }
            ('d' | 'i', _) => Err(needs("a number")),
            ('c', ScriptType::Str) => Ok(v),
            ('c', ScriptType::Int) => {
                let ty = self.ty(ScriptType::Str, span)?;
                Ok(Typed {
                    value: self.emit_op("ts.chr", &[v.value], ty, &[], span)?,
                    ty: ScriptType::Str,
                })
            }
            ('c', _) => Err(needs("an int or a string")),
            (_, ScriptType::Int | ScriptType::Float) => {
                let x = self.convert_scalar(v, ScriptType::Float, span)?;
                let exponent = self.constant(ScriptType::Int, 0.0, i64::from(key == 'e'), span)?;
                self.runtime_call("str_percent_float", &[x, exponent], ScriptType::Str, span)
            }
            _ => Err(needs("a number")),
        }
    }
}
