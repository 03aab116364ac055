//! f-strings: the text and the embedded expressions of an
//! [`ExprKind::FormattedStr`](crate::ast::ExprKind::FormattedStr).
//!
//! The parser keeps an f-string (with the literals adjacent to it) as its
//! source text, so this reads it again: literal text with Python's escapes
//! and `{{`/`}}`, and each `{expr}` parsed as an expression located in the
//! file. As in TorchScript, a conversion (`!r`) or a format spec (`:.2f`)
//! is an error.

use crate::{ast::Expr, literals::decode_escapes, parse_expression, Diagnostic, Span};

/// One piece of an f-string, in order.
#[derive(Debug, Clone, PartialEq)]
pub enum FormatPart {
    /// Literal text (escapes and doubled braces already read).
    Text(String),
    /// An embedded expression, whose text is `str()`'s.
    Value(Expr),
}

/// The pieces of an f-string whose source text (all adjacent literals) is
/// `source`, starting at `span.start` in its file.
pub fn formatted_string_parts(
    source: &str,
    span: Span,
) -> Result<Vec<FormatPart>, Vec<Diagnostic>> {
    let mut parts = Vec::new();
    let mut errors = Vec::new();
    let bytes = source.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        // Between adjacent literals: blanks, line continuations, comments.
        match bytes[i] {
            b' ' | b'\t' | b'\n' | b'\r' | b'\\' | b'(' | b')' => {
                i += 1;
                continue;
            }
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            _ => {}
        }
        let Some(quote_at) = source[i..].find(['"', '\'']).map(|q| i + q) else {
            break;
        };
        let prefix = source[i..quote_at].to_ascii_lowercase();
        let quote = &source[quote_at..quote_at + 1];
        let triple = source[quote_at..].starts_with(&quote.repeat(3));
        let q = if triple { 3 } else { 1 };
        let body_start = quote_at + q;
        let Some(len) = find_closing(&source[body_start..], &quote.repeat(q)) else {
            errors.push(Diagnostic::error(
                "unterminated string literal",
                at(span, i, source.len()),
            ));
            break;
        };
        let body = &source[body_start..body_start + len];
        let raw = prefix.contains('r');
        if prefix.contains('f') {
            read_formatted(body, span.start + body_start, raw, &mut parts, &mut errors);
        } else {
            match decode_escapes(&body.replace("\r\n", "\n"), raw, false) {
                Ok(text) => parts.push(FormatPart::Text(text)),
                Err(m) => errors.push(Diagnostic::error(m, at(span, i, body_start + len + q))),
            }
        }
        i = body_start + len + q;
    }
    if errors.is_empty() {
        Ok(merge_texts(parts))
    } else {
        Err(errors)
    }
}

/// The span of `source[from..to]`.
fn at(span: Span, from: usize, to: usize) -> Span {
    Span {
        start: span.start + from,
        end: span.start + to,
    }
}

/// Where the closing `quote` of a literal body starts (skipping escapes).
fn find_closing(body: &str, quote: &str) -> Option<usize> {
    let mut chars = body.char_indices();
    while let Some((k, c)) = chars.next() {
        if c == '\\' {
            chars.next();
        } else if body[k..].starts_with(quote) {
            return Some(k);
        }
    }
    None
}

/// Reads the body of one f-literal that starts at file offset `offset`.
fn read_formatted(
    body: &str,
    offset: usize,
    raw: bool,
    parts: &mut Vec<FormatPart>,
    errors: &mut Vec<Diagnostic>,
) {
    let here = |from: usize, to: usize| Span {
        start: offset + from,
        end: offset + to,
    };
    let mut text = String::new();
    let mut literal_start = 0;
    let flush = |text: &mut String,
                 from: usize,
                 to: usize,
                 parts: &mut Vec<FormatPart>,
                 errors: &mut Vec<Diagnostic>| {
        match decode_escapes(&text.replace("\r\n", "\n"), raw, false) {
            Ok(t) => parts.push(FormatPart::Text(t)),
            Err(m) => errors.push(Diagnostic::error(m, here(from, to))),
        }
        text.clear();
    };
    let b = body.as_bytes();
    let mut k = 0;
    while k < b.len() {
        match b[k] {
            b'{' if b.get(k + 1) == Some(&b'{') => {
                text.push('{');
                k += 2;
            }
            b'}' if b.get(k + 1) == Some(&b'}') => {
                text.push('}');
                k += 2;
            }
            b'}' => {
                errors.push(Diagnostic::error(
                    "f-string: single '}' is not allowed",
                    here(k, k + 1),
                ));
                k += 1;
            }
            b'{' => {
                flush(&mut text, literal_start, k, parts, errors);
                let start = k + 1;
                let Some(end) = expression_end(&body[start..]) else {
                    errors.push(Diagnostic::error(
                        "f-string: expecting '}'",
                        here(k, body.len()),
                    ));
                    return;
                };
                let inner = &body[start..start + end];
                match b.get(start + end) {
                    Some(b'!') => errors.push(Diagnostic::error(
                        "conversions (`!r`, `!s`) in f-strings are not supported in TorchScript",
                        here(start + end, start + end + 1),
                    )),
                    Some(b':') => errors.push(Diagnostic::error(
                        "format specs in f-strings (`{x:.2f}`) are not supported in TorchScript",
                        here(start + end, start + end + 1),
                    )),
                    _ if inner.trim().is_empty() => errors.push(Diagnostic::error(
                        "f-string: empty expression not allowed",
                        here(k, start + end + 1),
                    )),
                    _ if inner.trim_end().ends_with('=') && !inner.trim_end().ends_with("==") => {
                        errors.push(Diagnostic::error(
                            "self-documenting f-string expressions (`{x=}`) are not supported in TorchScript",
                            here(start, start + end),
                        ))
                    }
                    _ => match parse_expression(inner, offset + start) {
                        Ok(e) => parts.push(FormatPart::Value(e)),
                        Err(mut d) => errors.append(&mut d),
                    },
                }
                // Past the closing brace (and any spec or conversion).
                k = start + end;
                while k < b.len() && b[k] != b'}' {
                    k += 1;
                }
                k += 1;
                literal_start = k;
            }
            // `\N{NAME}` is an escape, not a replacement field.
            b'\\' if !raw && body[k..].starts_with("\\N{") => {
                let end = body[k..].find('}').map_or(body.len(), |e| k + e + 1);
                text.push_str(&body[k..end]);
                k = end;
            }
            _ => {
                let c = body[k..].chars().next().expect("in bounds");
                text.push(c);
                k += c.len_utf8();
            }
        }
    }
    flush(&mut text, literal_start, b.len(), parts, errors);
}

/// Where the expression of a replacement field ends: at the top-level
/// `}`, `!` (not `!=`) or `:`, outside brackets and string literals.
fn expression_end(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    let mut chars = s.char_indices().peekable();
    while let Some((k, c)) = chars.next() {
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '\'' | '"' => quote = Some(c),
            '(' | '[' | '{' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            '}' if depth > 0 => depth -= 1,
            '}' => return Some(k),
            '!' if depth == 0 && chars.peek().map(|&(_, n)| n) != Some('=') => return Some(k),
            ':' if depth == 0 => return Some(k),
            _ => {}
        }
    }
    None
}

/// Adjacent text pieces joined, empty ones dropped.
fn merge_texts(parts: Vec<FormatPart>) -> Vec<FormatPart> {
    let mut out: Vec<FormatPart> = Vec::new();
    for p in parts {
        match (out.last_mut(), p) {
            (_, FormatPart::Text(t)) if t.is_empty() => {}
            (Some(FormatPart::Text(prev)), FormatPart::Text(t)) => prev.push_str(&t),
            (_, p) => out.push(p),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::ExprKind;

    fn parts(src: &str) -> Vec<FormatPart> {
        formatted_string_parts(
            src,
            Span {
                start: 0,
                end: src.len(),
            },
        )
        .expect("parses")
    }

    #[test]
    fn text_and_values_in_order() {
        let p = parts("f\"v={x}, {{y}} {a[1] + 2}!\"");
        assert_eq!(p.len(), 5);
        assert_eq!(p[0], FormatPart::Text("v=".into()));
        assert!(
            matches!(&p[1], FormatPart::Value(e) if matches!(&e.kind, ExprKind::Name(n) if n == "x"))
        );
        assert_eq!(p[2], FormatPart::Text(", {y} ".into()));
        assert_eq!(p[4], FormatPart::Text("!".into()));
    }

    #[test]
    fn adjacent_literals_and_escapes() {
        let p = parts("'a\\n' f'{x}' \"b\"");
        assert_eq!(p[0], FormatPart::Text("a\n".into()));
        assert_eq!(p[2], FormatPart::Text("b".into()));
    }

    #[test]
    fn values_are_located_in_the_file() {
        let src = "f'{xy}'";
        let p = formatted_string_parts(src, Span { start: 10, end: 17 }).expect("parses");
        let FormatPart::Value(e) = &p[0] else {
            panic!("a value")
        };
        assert_eq!((e.span.start, e.span.end), (13, 15));
    }

    #[test]
    fn specs_and_conversions_are_errors() {
        for src in [
            "f'{x:.2f}'",
            "f'{x!r}'",
            "f'{x=}'",
            "f'{}'",
            "f'{x'",
            "f'}'",
            "f'\\N{DASH}{x}'",
        ] {
            assert!(
                formatted_string_parts(
                    src,
                    Span {
                        start: 0,
                        end: src.len()
                    }
                )
                .is_err(),
                "{src}"
            );
        }
        assert!(formatted_string_parts("f'{a != b}'", Span { start: 0, end: 11 }).is_ok());
    }
}
