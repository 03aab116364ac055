//! Python's lexical rules that a PEG grammar expresses badly, applied in place.
//!
//! Comments, implicit line joining inside brackets, backslash continuations
//! and the indentation discipline are tokenizer-level rules in Python. Doing
//! them here keeps the pest grammar simple and gives precise messages
//! ("unexpected indent", "'(' was never closed") instead of whatever position
//! the PEG happened to fail at. Every rewrite keeps the byte length, so spans
//! computed on the rewritten text are valid in the original: comments become
//! spaces, joined newlines become form feeds (which the grammar treats as
//! blanks), and carriage returns become spaces.

use std::collections::BTreeMap;

use crate::diagnostics::Diagnostic;
use crate::source::Span;

/// The byte that replaces a newline which does not end a logical line.
pub const JOINED_NEWLINE: u8 = 0x0c;

/// The result of [`preprocess`].
#[derive(Debug, Clone, PartialEq)]
pub struct Preprocessed {
    /// Same length as the input; see the module documentation.
    pub text: String,
    /// Mypy-style `# type: ...` comments by 1-based line: the text after
    /// `type:`, trimmed, and its span in the original source.
    pub type_comments: BTreeMap<usize, (String, Span)>,
    /// Lexical errors: unterminated strings, unbalanced brackets, invalid
    /// characters. The grammar cannot make sense of the text if non-empty.
    pub diagnostics: Vec<Diagnostic>,
    /// The first indentation error, and the offset of the line where it was
    /// detected. It is deferred rather than fatal: a syntax error on an
    /// earlier line (say a missing ':' after `def f()`) explains it better.
    pub indentation_error: Option<(Diagnostic, usize)>,
}

/// Blanks comments, joins continued lines and checks indentation and
/// bracket/string balance; see [`Preprocessed`].
pub fn preprocess(src: &str) -> Preprocessed {
    let mut lexer = Lexer {
        src,
        b: src.as_bytes(),
        out: src.as_bytes().to_vec(),
        line: 1,
        brackets: Vec::new(),
        indents: vec![Vec::new()],
        pending_block: None,
        last_sig: None,
        indentation_error: None,
        type_comments: BTreeMap::new(),
        diags: Vec::new(),
    };
    lexer.run();
    let Lexer {
        out,
        type_comments,
        mut diags,
        indentation_error,
        ..
    } = lexer;
    diags.sort_by_key(|d| d.span.start);
    // Only ASCII bytes were replaced, and only by ASCII bytes, so the text is
    // still valid UTF-8; the fallback can never trigger.
    let text = String::from_utf8(out)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    Preprocessed {
        text,
        type_comments,
        diagnostics: diags,
        indentation_error,
    }
}

struct Lexer<'a> {
    src: &'a str,
    b: &'a [u8],
    out: Vec<u8>,
    line: usize,
    /// Open brackets and their offsets; newlines inside them are joined.
    brackets: Vec<(u8, usize)>,
    /// Indentation strings of the open blocks, outermost first.
    indents: Vec<Vec<u8>>,
    /// Offset of the ':' that ended the previous logical line, which must be
    /// followed by an indented block.
    pending_block: Option<usize>,
    /// Last significant byte of the current logical line and its offset.
    last_sig: Option<(u8, usize)>,
    /// After one indentation error the rest would only cascade; stop checking.
    indentation_error: Option<(Diagnostic, usize)>,
    type_comments: BTreeMap<usize, (String, Span)>,
    diags: Vec<Diagnostic>,
}

impl Lexer<'_> {
    fn run(&mut self) {
        let n = self.b.len();
        let mut i = 0;
        let mut at_line_start = true;
        while i < n {
            if at_line_start {
                at_line_start = false;
                self.check_indentation(i);
            }
            let c = self.b[i];
            match c {
                b'#' => i = self.comment(i),
                b'"' | b'\'' => {
                    let end = self.string(i);
                    self.last_sig = Some((c, end.saturating_sub(1)));
                    i = end;
                }
                b'(' | b'[' | b'{' => {
                    if self.brackets.len() == MAX_BRACKET_DEPTH {
                        self.diags.push(Diagnostic::error(
                            "too many nested parentheses",
                            Span::new(i, i + 1),
                        ));
                    }
                    self.brackets.push((c, i));
                    self.last_sig = Some((c, i));
                    i += 1;
                }
                b')' | b']' | b'}' => {
                    self.close_bracket(c, i);
                    self.last_sig = Some((c, i));
                    i += 1;
                }
                b'\\' => i = self.backslash(i),
                b'\r' => {
                    self.out[i] = b' ';
                    i += 1;
                }
                b'\n' => {
                    self.line += 1;
                    if self.brackets.is_empty() {
                        if let Some((last, pos)) = self.last_sig.take() {
                            self.pending_block = (last == b':').then_some(pos);
                        }
                        at_line_start = true;
                    } else {
                        self.out[i] = JOINED_NEWLINE;
                    }
                    i += 1;
                }
                b' ' | b'\t' | JOINED_NEWLINE => i += 1,
                _ => {
                    let ch = self.src[i..].chars().next().unwrap_or('\u{fffd}');
                    if !valid_char(ch, self.b.get(i + 1).copied()) {
                        let span = Span::new(i, i + ch.len_utf8());
                        let msg = if ch.is_ascii_graphic() {
                            format!("invalid character '{ch}' in source")
                        } else {
                            format!(
                                "invalid character '{}' (U+{:04X}) in source",
                                ch.escape_default(),
                                ch as u32
                            )
                        };
                        self.diags.push(Diagnostic::error(msg, span));
                    }
                    self.last_sig = Some((c, i));
                    i += ch.len_utf8();
                }
            }
        }
        for &(open, pos) in &self.brackets {
            self.diags.push(Diagnostic::error(
                format!("'{}' was never closed", open as char),
                Span::new(pos, pos + 1),
            ));
        }
        if let (Some(colon), None) = (self.pending_block, &self.indentation_error) {
            // The caret goes right after the ':'; a note would repeat it.
            let d = Diagnostic::error("expected an indented block", Span::point(colon + 1));
            self.indentation_error = Some((d, n));
        }
    }

    /// Records a type comment if this is one, blanks the comment, and returns
    /// the offset of the end of the line.
    fn comment(&mut self, start: usize) -> usize {
        let end = self.b[start..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(self.b.len(), |p| start + p);
        let body = &self.src[start + 1..end];
        let trimmed = body.trim_start();
        if let Some(rest) = trimmed.strip_prefix("type:") {
            let value = rest.trim();
            if !value.is_empty() && !value.starts_with("ignore") {
                let offset = start
                    + 1
                    + (body.len() - trimmed.len())
                    + "type:".len()
                    + (rest.len() - rest.trim_start().len());
                self.type_comments.insert(
                    self.line,
                    (value.to_string(), Span::new(offset, offset + value.len())),
                );
            }
        }
        self.out[start..end].fill(b' ');
        end
    }

    /// Skips a string literal starting at the quote at `start`; returns the
    /// offset just past it (or past the damage, if it is unterminated).
    fn string(&mut self, start: usize) -> usize {
        let b = self.b;
        let q = b[start];
        let triple = b.get(start + 1) == Some(&q) && b.get(start + 2) == Some(&q);
        let mut j = start + if triple { 3 } else { 1 };
        loop {
            if j >= b.len() || (!triple && b[j] == b'\n') {
                let (msg, span) = if triple {
                    (
                        "unterminated triple-quoted string literal",
                        Span::new(start, start + 3),
                    )
                } else {
                    (
                        "unterminated string literal",
                        Span::new(start, j.min(b.len())),
                    )
                };
                self.diags.push(Diagnostic::error(msg, span));
                return j.min(b.len());
            }
            match b[j] {
                b'\\' => {
                    if b.get(j + 1) == Some(&b'\n') {
                        self.line += 1;
                    }
                    j += 2;
                }
                b'\n' => {
                    self.line += 1;
                    j += 1;
                }
                c if c == q
                    && (!triple || (b.get(j + 1) == Some(&q) && b.get(j + 2) == Some(&q))) =>
                {
                    return j + if triple { 3 } else { 1 };
                }
                _ => j += 1,
            }
        }
    }

    fn close_bracket(&mut self, close: u8, pos: usize) {
        let expected_open = match close {
            b')' => b'(',
            b']' => b'[',
            _ => b'{',
        };
        match self.brackets.pop() {
            None => self.diags.push(Diagnostic::error(
                format!("unmatched '{}'", close as char),
                Span::new(pos, pos + 1),
            )),
            Some((open, open_pos)) if open != expected_open => self.diags.push(
                Diagnostic::error(
                    format!(
                        "closing parenthesis '{}' does not match opening parenthesis '{}'",
                        close as char, open as char
                    ),
                    Span::new(pos, pos + 1),
                )
                .with_note(
                    "opening parenthesis is here",
                    Span::new(open_pos, open_pos + 1),
                ),
            ),
            Some(_) => {}
        }
    }

    /// A backslash outside a string must be a line continuation.
    fn backslash(&mut self, pos: usize) -> usize {
        let rest = &self.b[pos + 1..];
        let newline_at = if rest.first() == Some(&b'\n') {
            Some(pos + 1)
        } else if rest.starts_with(b"\r\n") {
            self.out[pos + 1] = b' ';
            Some(pos + 2)
        } else {
            None
        };
        self.out[pos] = b' ';
        match newline_at {
            Some(nl) => {
                self.out[nl] = JOINED_NEWLINE;
                self.line += 1;
                nl + 1
            }
            None => {
                self.diags.push(Diagnostic::error(
                    "unexpected character after line continuation character",
                    Span::new(pos, pos + 1),
                ));
                pos + 1
            }
        }
    }

    /// Checks the indentation of the physical line starting at `start`, if
    /// it begins a logical line with code on it.
    fn check_indentation(&mut self, start: usize) {
        let b = self.b;
        let mut j = start;
        while j < b.len() && matches!(b[j], b' ' | b'\t' | JOINED_NEWLINE) {
            j += 1;
        }
        let blank = j >= b.len() || matches!(b[j], b'\n' | b'#') || b[j..].starts_with(b"\r\n");
        if blank || self.indentation_error.is_some() {
            return;
        }
        let indent = &b[start..j];
        let here = Span::new(j, j + 1);
        let top = self.indents.last().map(Vec::as_slice).unwrap_or_default();
        let error = if let Some(colon) = self.pending_block.take() {
            if indent.len() > top.len() && indent.starts_with(top) {
                self.indents.push(indent.to_vec());
                (self.indents.len() > MAX_INDENT_DEPTH)
                    .then(|| Diagnostic::error("too many levels of indentation", here))
            } else if width(indent) > width(top) {
                Some(Diagnostic::error(TAB_MIX, here))
            } else {
                Some(
                    Diagnostic::error("expected an indented block", here).with_note(
                        "the block was opened by this ':'",
                        Span::new(colon, colon + 1),
                    ),
                )
            }
        } else if indent == top {
            None
        } else if indent.len() > top.len() && indent.starts_with(top) {
            Some(Diagnostic::error("unexpected indent", here))
        } else if let Some(level) = self.indents.iter().position(|i| i == indent) {
            self.indents.truncate(level + 1);
            None
        } else if self.indents.iter().any(|i| width(i) == width(indent))
            || width(indent) > width(top)
        {
            Some(Diagnostic::error(TAB_MIX, here))
        } else {
            Some(Diagnostic::error(
                "unindent does not match any outer indentation level",
                here,
            ))
        };
        if let Some(d) = error {
            self.indentation_error = Some((d, start));
        }
    }
}

/// CPython's limits; they also bound the parser's recursion depth.
const MAX_BRACKET_DEPTH: usize = 200;
const MAX_INDENT_DEPTH: usize = 100;

const TAB_MIX: &str = "inconsistent use of tabs and spaces in indentation";

/// Indentation width with tabs to multiples of 8, as Python computes it.
fn width(indent: &[u8]) -> usize {
    indent
        .iter()
        .fold(0, |w, &c| if c == b'\t' { (w / 8 + 1) * 8 } else { w + 1 })
}

/// Whether `c` (followed by byte `next`) may appear outside strings and comments.
fn valid_char(c: char, next: Option<u8>) -> bool {
    match c {
        '$' | '?' | '`' => false,
        '!' => next == Some(b'='),
        c if c.is_ascii_control() => false,
        c if c.is_ascii() => true,
        c => c.is_alphanumeric() || c == '_',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewrites_keep_every_byte_offset() {
        let src = "x = foo(1,  # é comment\n        2) + \\\n    3\r\ns = 'a # b'\n";
        let p = preprocess(src);
        assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
        assert_eq!(p.text.len(), src.len());
        // The comment is 12 bytes ('é' takes two).
        let blanked = " ".repeat(12);
        let expected = format!("x = foo(1,  {blanked}\x0c        2) +  \x0c    3 \ns = 'a # b'\n");
        assert_eq!(p.text, expected);
    }

    #[test]
    fn type_comments_are_keyed_by_line() {
        let src = "def f(x):\n    # type: (int) -> int\n    y = []  #type:List[int]\n    z = 1  # type: ignore\n";
        let p = preprocess(src);
        let lines: Vec<(usize, &str)> = p
            .type_comments
            .iter()
            .map(|(l, (t, _))| (*l, t.as_str()))
            .collect();
        assert_eq!(lines, [(2, "(int) -> int"), (3, "List[int]")]);
        let (_, span) = &p.type_comments[&3];
        assert_eq!(&src[span.start..span.end], "List[int]");
    }

    #[test]
    fn strings_hide_brackets_comments_and_newlines() {
        let p = preprocess("s = '(#'\nt = \"\"\"\n)\n\"\"\"\nu = 1\n");
        assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
        assert!(p.indentation_error.is_none());
    }

    #[test]
    fn indentation_errors_are_deferred_with_their_line() {
        let p = preprocess("x = 1\n    y = 2\n");
        assert!(p.diagnostics.is_empty());
        let (d, line_start) = p.indentation_error.expect("unexpected indent");
        assert_eq!(d.message, "unexpected indent");
        assert_eq!((d.span.start, line_start), (10, 6));
    }

    #[test]
    fn indentation_widths_follow_python() {
        assert_eq!(width(b"\t"), 8);
        assert_eq!(width(b"  \t"), 8);
        assert_eq!(width(b"\t  "), 10);
    }

    #[test]
    fn nesting_limits() {
        let deep = format!("x = {}{}\n", "(".repeat(201), ")".repeat(201));
        let p = preprocess(&deep);
        assert_eq!(p.diagnostics.len(), 1);
        assert_eq!(p.diagnostics[0].message, "too many nested parentheses");
        let blocks: String = (0..101)
            .map(|i| format!("{}if x:\n", " ".repeat(i)))
            .collect::<String>()
            + &" ".repeat(101)
            + "pass\n";
        let (d, _) = preprocess(&blocks).indentation_error.expect("too deep");
        assert_eq!(d.message, "too many levels of indentation");
    }
}
