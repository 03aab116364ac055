//! Turning pest's "furthest failure" reports into readable syntax errors.
//!
//! Pest reports the furthest offset it reached, the rules it tried there and
//! (with error detail enabled) the literal tokens it would have accepted.
//! Listing all of those is useless to a user ("expected `**`, `//`, `<<`,
//! ..."), so this module picks the one expectation that explains the failure
//! best, in the spirit of clang: "expected expression", "expected ':'",
//! "expected ')'", or else names the offending token.

use pest::error::{Error, ErrorVariant, InputLocation};

use crate::diagnostics::Diagnostic;
use crate::parser::Rule;
use crate::source::Span;

/// Builds the diagnostic for a pest failure on the preprocessed `text`, and
/// returns it with the offset where pest gave up (before the caret is moved
/// back to the end of the previous token).
pub(crate) fn syntax_error(err: &Error<Rule>, text: &str) -> (Diagnostic, usize) {
    let mut pos = match err.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let mut rules: Vec<Rule> = match &err.variant {
        ErrorVariant::ParsingError { positives, .. } => positives.clone(),
        // Pest's only custom errors are its stack and call limits.
        ErrorVariant::CustomError { message } => {
            let d = Diagnostic::error(
                format!("program is nested too deeply to parse ({message})"),
                Span::point(pos),
            );
            return (d, pos);
        }
    };
    let mut tokens = Vec::new();
    if let Some(attempts) = err.parse_attempts() {
        let expected: Vec<String> = attempts
            .expected_tokens()
            .iter()
            .map(|t| t.to_string())
            .filter(|t| !matches!(t.as_str(), " " | "\t" | "\u{c}"))
            .collect();
        // Literal tokens may have been tried further on than any rule start;
        // they are then the better account of what was expected.
        if attempts.max_position >= pos && !expected.is_empty() {
            if attempts.max_position > pos {
                rules.clear();
            }
            pos = attempts.max_position;
            tokens = expected;
        }
    }
    let pos = pos.min(text.len());
    let (found, found_at) = found_token(text, pos);
    let has = |t: &str| tokens.iter().any(|x| x == t);
    let message = if let Some(excluded) = excluded_construct(found) {
        excluded.to_string()
    } else if has("None") || rules.iter().any(|r| EXPRESSION_RULES.contains(r)) {
        "expected expression".to_string()
    } else if rules == [Rule::name]
        || (!tokens.is_empty() && tokens.iter().all(|t| t == "_" || t == "BUILTIN_RULE"))
    {
        "expected identifier".to_string()
    } else if let Some(close) = [")", "]", "}"].into_iter().find(|c| has(c)) {
        if has(",") {
            format!("expected ',' or '{close}'")
        } else {
            format!("expected '{close}'")
        }
    } else if has(":") && !has("=") {
        "expected ':'".to_string()
    } else if has("else") {
        "expected 'else'".to_string()
    } else if has("in") && !has("==") {
        // `in` without the comparison operators: a `for` header.
        "expected 'in'".to_string()
    } else if let [one] = significant(&tokens)[..] {
        format!("expected '{one}'")
    } else if let [a, b] = significant(&tokens)[..] {
        format!("expected '{a}' or '{b}'")
    } else if has("\n") {
        format!("expected end of line, found {}", found.describe())
    } else {
        format!("invalid syntax: unexpected {}", found.describe())
    };
    // "Expected X" at a line end reads best right after the previous token.
    let at = match found {
        Found::EndOfLine | Found::EndOfFile => end_of_previous_token(text, pos),
        Found::Token(_) => found_at,
    };
    (
        Diagnostic::error(message, Span::new(at, at + found.len())),
        pos,
    )
}

/// What a Python construct the grammar lacks on purpose is, when one
/// stands where parsing failed: TorchScript excludes it.
fn excluded_construct(found: Found) -> Option<&'static str> {
    Some(match found {
        Found::Token("yield") => "generators (`yield`) are not supported in TorchScript",
        Found::Token(":=") => "assignment expressions (`:=`) are not supported in TorchScript",
        Found::Token("async" | "await") => {
            "coroutines (`async`, `await`) are not supported in TorchScript"
        }
        _ => return None,
    })
}

/// Expected tokens that are punctuation or keywords, as opposed to pest's
/// character classes and the letters that could continue a name or number.
fn significant(tokens: &[String]) -> Vec<&str> {
    tokens
        .iter()
        .map(String::as_str)
        .filter(|t| *t != "BUILTIN_RULE" && *t != "\n" && !t.contains(".."))
        .filter(|t| !(t.chars().count() == 1 && t.chars().all(|c| c.is_alphanumeric() || c == '_')))
        .collect()
}

/// Rules whose failure at the error position means an operand was missing.
const EXPRESSION_RULES: &[Rule] = &[
    Rule::star_exprs,
    Rule::target_list,
    Rule::cond_expr,
    Rule::or_test,
    Rule::and_test,
    Rule::not_expr,
    Rule::comparison,
    Rule::bor,
    Rule::bxor,
    Rule::band,
    Rule::shift,
    Rule::arith,
    Rule::term,
    Rule::unary,
    Rule::power,
    Rule::primary,
    Rule::annotation,
    Rule::default_value,
    Rule::return_annot,
    Rule::slice_lower,
    Rule::slice_upper,
    Rule::slice_step,
];

/// What stands at the error position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Found<'a> {
    EndOfLine,
    EndOfFile,
    Token(&'a str),
}

impl Found<'_> {
    fn describe(&self) -> String {
        match self {
            Found::EndOfLine => "end of line".to_string(),
            Found::EndOfFile => "end of file".to_string(),
            Found::Token(t) if t.starts_with(['"', '\'']) => "string literal".to_string(),
            Found::Token(t) => format!("'{t}'"),
        }
    }

    /// Bytes to underline.
    fn len(&self) -> usize {
        match self {
            Found::Token(t) if !t.starts_with(['"', '\'']) => t.len(),
            _ => 0,
        }
    }
}

const OPERATORS: &[&str] = &[
    "**=", "//=", "<<=", ">>=", "...", "->", "**", "//", "<<", ">>", "<=", ">=", "==", "!=", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", ":=",
];

/// The token at (or after blanks following) `pos`, and where it starts.
fn found_token(text: &str, pos: usize) -> (Found<'_>, usize) {
    let rest = text.get(pos..).unwrap_or("");
    let trimmed = rest.trim_start_matches([' ', '\t', '\u{c}']);
    let start = pos + (rest.len() - trimmed.len());
    let Some(first) = trimmed.chars().next() else {
        return (Found::EndOfFile, start);
    };
    if first == '\n' {
        return (Found::EndOfLine, start);
    }
    let len = if first.is_alphanumeric() || first == '_' {
        trimmed
            .find(|c: char| {
                !(c.is_alphanumeric() || c == '_' || (first.is_ascii_digit() && c == '.'))
            })
            .unwrap_or(trimmed.len())
    } else if let Some(op) = OPERATORS.iter().find(|op| trimmed.starts_with(**op)) {
        op.len()
    } else {
        first.len_utf8()
    };
    (Found::Token(&trimmed[..len]), start)
}

fn end_of_previous_token(text: &str, pos: usize) -> usize {
    let before = text.get(..pos).unwrap_or(text);
    before.trim_end_matches([' ', '\t', '\u{c}', '\n']).len()
}
