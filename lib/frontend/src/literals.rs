//! Decoding of numeric and string literal tokens into values.
//!
//! The grammar only delimits literals; their values follow Python's rules
//! (underscores in numbers, radix prefixes, escape sequences, adjacent
//! string concatenation) and are worked out here, apart from tree building,
//! so they can be tested on their own.

use crate::ast::ExprKind;
use crate::diagnostics::Diagnostic;
use crate::source::Span;

/// The value of an integer token, or `None` if it does not fit in `i64`
/// (TorchScript's `int`).
pub(crate) fn int_value(text: &str) -> Option<i64> {
    let clean: String = text.chars().filter(|&c| c != '_').collect();
    let (digits, radix) = match clean.get(..2).map(str::to_ascii_lowercase).as_deref() {
        Some("0x") => (&clean[2..], 16),
        Some("0o") => (&clean[2..], 8),
        Some("0b") => (&clean[2..], 2),
        _ => (clean.as_str(), 10),
    };
    i64::from_str_radix(digits, radix).ok()
}

/// The value of a float token.
pub(crate) fn float_value(text: &str) -> Option<f64> {
    text.chars()
        .filter(|&c| c != '_')
        .collect::<String>()
        .parse()
        .ok()
}

/// The value of adjacent string literals (`(token text, span)` each), and any
/// errors. `whole` is the source of all of them, kept for f-strings.
pub(crate) fn string_value(parts: &[(&str, Span)], whole: &str) -> (ExprKind, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let mut text = String::new();
    let mut bytes = Vec::new();
    let (mut any_bytes, mut any_str, mut any_f) = (false, false, false);
    for &(raw, span) in parts {
        let quote_at = raw.find(['"', '\'']).unwrap_or(0);
        let prefix = raw[..quote_at].to_ascii_lowercase();
        let body = &raw[quote_at..];
        let q = if body.starts_with("\"\"\"") || body.starts_with("'''") {
            3
        } else {
            1
        };
        // Python reads source newlines as '\n' whatever the file uses.
        let inner = body
            .get(q..body.len().saturating_sub(q))
            .unwrap_or("")
            .replace("\r\n", "\n");
        let is_raw = prefix.contains('r');
        any_f |= prefix.contains('f');
        if prefix.contains('b') {
            any_bytes = true;
            if !inner.is_ascii() {
                diags.push(Diagnostic::error(
                    "bytes can only contain ASCII literal characters",
                    span,
                ));
            }
            match decode_escapes(&inner, is_raw, true) {
                Ok(s) => bytes.extend(s.chars().map(|c| c as u32 as u8)),
                Err(m) => diags.push(Diagnostic::error(m, span)),
            }
        } else {
            any_str = true;
            // f-strings are kept as source text, so their escapes stay as written.
            match decode_escapes(&inner, is_raw || prefix.contains('f'), false) {
                Ok(s) => text.push_str(&s),
                Err(m) => diags.push(Diagnostic::error(m, span)),
            }
        }
    }
    if any_bytes && any_str {
        let span = match (parts.first(), parts.last()) {
            (Some(a), Some(b)) => a.1.to(b.1),
            _ => Span::default(),
        };
        diags.push(Diagnostic::error(
            "cannot mix bytes and nonbytes literals",
            span,
        ));
    }
    let kind = if any_f {
        ExprKind::FormattedStr(whole.to_string())
    } else if any_bytes {
        ExprKind::Bytes(bytes)
    } else {
        ExprKind::Str(text)
    };
    (kind, diags)
}

/// Decodes Python escape sequences. With `raw`, the text is returned as is.
/// For bytes, `\u`/`\U`/`\N` are not escapes and every char stays below 256.
pub(crate) fn decode_escapes(s: &str, raw: bool, bytes: bool) -> Result<String, String> {
    if raw || !s.contains('\\') {
        return Ok(s.to_string());
    }
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(e) = chars.next() else {
            out.push('\\');
            break;
        };
        match e {
            '\n' => {}
            '\\' => out.push('\\'),
            '\'' => out.push('\''),
            '"' => out.push('"'),
            'a' => out.push('\x07'),
            'b' => out.push('\x08'),
            'f' => out.push('\x0c'),
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            'v' => out.push('\x0b'),
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|d| d.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            'x' | 'u' | 'U' if e == 'x' || !bytes => {
                let n = match e {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let hex: String = (0..n)
                    .filter_map(|_| chars.next_if(|d| d.is_ascii_hexdigit()))
                    .collect();
                let ch = (hex.len() == n)
                    .then(|| u32::from_str_radix(&hex, 16).ok())
                    .flatten()
                    .and_then(char::from_u32);
                match ch {
                    Some(ch) => out.push(ch),
                    None => return Err(format!("invalid \\{e} escape sequence in string literal")),
                }
            }
            'N' if !bytes => return Err("\\N{...} escapes are not supported".to_string()),
            other => {
                out.push('\\');
                out.push(other);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers() {
        let cases = [
            ("0", Some(0)),
            ("1_000", Some(1000)),
            ("0x_fF", Some(255)),
            ("0O17", Some(15)),
            ("0b101", Some(5)),
        ];
        for (text, want) in cases {
            assert_eq!(int_value(text), want, "{text}");
        }
        assert_eq!(int_value("9223372036854775807"), Some(i64::MAX));
        assert_eq!(int_value("9223372036854775808"), None);
    }

    #[test]
    fn escapes() {
        let ok = |s: &str| decode_escapes(s, false, false).expect("valid escapes");
        assert_eq!(ok(r#"a\tb\\c\'\"\n"#), "a\tb\\c'\"\n");
        assert_eq!(ok(r"\x41\101\u00e9\U0001F600\q"), "AAé😀\\q");
        assert_eq!(ok("line\\\ncontinued"), "linecontinued");
        assert_eq!(decode_escapes(r"\d", true, false).as_deref(), Ok(r"\d"));
        assert!(decode_escapes(r"\x4", false, false).is_err());
        assert!(decode_escapes(r"\N{DASH}", false, false).is_err());
        // In bytes, \u is not an escape.
        assert_eq!(
            decode_escapes(r"\u0041", false, true).as_deref(),
            Ok(r"\u0041")
        );
    }

    #[test]
    fn concatenation_and_kinds() {
        let s = |parts: &[&str]| {
            let spans: Vec<(&str, Span)> = parts.iter().map(|p| (*p, Span::default())).collect();
            string_value(&spans, &parts.join(" "))
        };
        assert_eq!(
            s(&["'a'", "\"b\"", "'''c'''"]).0,
            ExprKind::Str("abc".into())
        );
        assert_eq!(s(&["b'a\\x00'"]).0, ExprKind::Bytes(vec![b'a', 0]));
        assert_eq!(
            s(&["f'{x}'", "'y'"]).0,
            ExprKind::FormattedStr("f'{x}' 'y'".into())
        );
        assert_eq!(s(&["b'a'", "'b'"]).1.len(), 1);
    }
}
