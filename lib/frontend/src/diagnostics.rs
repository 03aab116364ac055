//! Located compiler diagnostics and their clang/MLIR-style rendering.
//!
//! All stages of the compiler report problems as [`Diagnostic`]s so that the
//! driver prints them uniformly as `FILE:LINE:COL: error: MESSAGE` followed by
//! the source line and a caret underline. Existing crates (codespan-reporting,
//! annotate-snippets) render rustc-style boxes instead, so this small renderer
//! produces the exact format the tests and users expect.

use std::fmt;

use crate::source::{SourceFile, Span};

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The program is rejected.
    Error,
    /// Suspicious but accepted.
    Warning,
    /// Extra information attached to another diagnostic.
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        })
    }
}

/// One message about the source, anchored at a span, with optional notes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{severity}: {message}")]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// The main message, without location or severity prefix.
    pub message: String,
    /// Where the problem is; the caret underlines it.
    pub span: Span,
    /// Follow-up notes, each optionally located (e.g. "previously defined here").
    pub notes: Vec<(String, Option<Span>)>,
}

impl Diagnostic {
    /// A diagnostic of the given severity.
    pub fn new(severity: Severity, message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic {
            severity,
            message: message.into(),
            span,
            notes: Vec::new(),
        }
    }

    /// An error at `span`.
    pub fn error(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic::new(Severity::Error, message, span)
    }

    /// A warning at `span`.
    pub fn warning(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic::new(Severity::Warning, message, span)
    }

    /// Adds a note located at `span`, rendered with its own source excerpt.
    pub fn with_note(mut self, message: impl Into<String>, span: Span) -> Diagnostic {
        self.notes.push((message.into(), Some(span)));
        self
    }

    /// Adds a note without a location; it is rendered at the main location.
    pub fn with_help(mut self, message: impl Into<String>) -> Diagnostic {
        self.notes.push((message.into(), None));
        self
    }

    /// Whether this diagnostic rejects the program.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Renders the diagnostic and its notes, each line ending in a newline:
    ///
    /// ```text
    /// prog.py:3:12: error: undefined value c
    ///     return c
    ///            ^
    /// ```
    pub fn render(&self, file: &SourceFile) -> String {
        let mut out = String::new();
        render_one(
            &mut out,
            file,
            self.severity,
            &self.message,
            self.span,
            true,
        );
        for (message, span) in &self.notes {
            match span {
                Some(span) => render_one(&mut out, file, Severity::Note, message, *span, true),
                None => render_one(&mut out, file, Severity::Note, message, self.span, false),
            }
        }
        out
    }
}

/// Renders several diagnostics one after another, in the given order.
pub fn render_all(diags: &[Diagnostic], file: &SourceFile) -> String {
    diags.iter().map(|d| d.render(file)).collect()
}

fn render_one(
    out: &mut String,
    file: &SourceFile,
    severity: Severity,
    message: &str,
    span: Span,
    excerpt: bool,
) {
    let (line, col) = file.line_col(span.start);
    out.push_str(&format!(
        "{}:{line}:{col}: {severity}: {message}\n",
        file.name
    ));
    if !excerpt {
        return;
    }
    let text = file.line_text(line);
    out.push_str(text);
    out.push('\n');
    // Reproduce tabs before the caret so it lines up under the same column
    // whatever tab width the terminal uses.
    for c in text.chars().take(col - 1) {
        out.push(if c == '\t' { '\t' } else { ' ' });
    }
    let line_end_offset = file.line_start(line).unwrap_or(0) + text.len();
    let span_end = span.end.min(line_end_offset).max(span.start);
    let width = file
        .text
        .get(span.start..span_end)
        .map_or(0, |s| s.chars().count());
    out.push('^');
    for _ in 1..width {
        out.push('~');
    }
    out.push('\n');
}
