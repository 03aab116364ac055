//! Capturing MLIR diagnostics and printing them as located errors.
//!
//! MLIR reports verifier, parser and pass errors through the context's
//! diagnostic handler; we collect them (instead of letting MLIR print to
//! stderr) so tools can render them uniformly, compare them against
//! `expected-error` annotations, and attach them to reproducers.

use melior::{
    diagnostic::{Diagnostic, DiagnosticHandlerId, DiagnosticSeverity},
    ir::Location,
    Context,
};
use std::{
    cell::RefCell,
    fmt::{self, Write as _},
    rc::Rc,
};

/// A position in a source file (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLocation {
    pub file: String,
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for SourceLocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// Severity of a captured diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// One diagnostic, detached from the MLIR context.
#[derive(Clone, Debug)]
pub struct CapturedDiagnostic {
    pub severity: Severity,
    pub location: Option<SourceLocation>,
    pub message: String,
    pub notes: Vec<CapturedDiagnostic>,
}

impl CapturedDiagnostic {
    /// `file:line:col: error: message` (then notes), clang style. With
    /// `source` (a file's name and text) the line and a caret follow when
    /// the diagnostic is located in that file (not, say, in a script a pass
    /// parsed).
    pub fn render(&self, source: Option<(&str, &str)>) -> String {
        let mut out = String::new();
        let loc = self
            .location
            .as_ref()
            .map(|l| format!("{l}: "))
            .unwrap_or_default();
        let _ = writeln!(out, "{loc}{}: {}", self.severity.as_str(), self.message);
        if let (Some(l), Some((name, src))) = (&self.location, source) {
            let line = (l.file == name).then(|| src.lines().nth(l.line.saturating_sub(1)));
            if let Some(text) = line.flatten() {
                let _ = writeln!(out, "{text}");
                let pad: String = text
                    .chars()
                    .take(l.column.saturating_sub(1))
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                let _ = writeln!(out, "{pad}^");
            }
        }
        for note in &self.notes {
            out.push_str(&note.render(source));
        }
        out
    }
}

/// Renders all diagnostics, one after the other.
pub fn render_all(diags: &[CapturedDiagnostic], source: Option<(&str, &str)>) -> String {
    diags.iter().map(|d| d.render(source)).collect()
}

/// The innermost file location of an MLIR location: the callee of a call
/// site (code inlined from a callee reports where it was written), the
/// child of a name, the first file location of a fused location.
pub fn source_location(loc: Location) -> Option<SourceLocation> {
    if loc.is_file_line_col_range() {
        return Some(SourceLocation {
            file: loc
                .file_line_col_range_filename()
                .as_string_ref()
                .as_str()
                .unwrap_or("")
                .to_string(),
            line: loc.file_line_col_range_start_line(),
            column: loc.file_line_col_range_start_column(),
        });
    }
    if loc.is_call_site() {
        return source_location(loc.call_site_callee())
            .or_else(|| source_location(loc.call_site_caller()));
    }
    if loc.is_name() {
        return source_location(loc.name_child_location());
    }
    if loc.is_fused() {
        return (0..loc.fused_num_locations()).find_map(|i| source_location(loc.fused_location(i)));
    }
    None
}

fn capture(d: &Diagnostic) -> CapturedDiagnostic {
    let severity = match d.severity() {
        DiagnosticSeverity::Error => Severity::Error,
        DiagnosticSeverity::Warning => Severity::Warning,
        DiagnosticSeverity::Note => Severity::Note,
        DiagnosticSeverity::Remark => Severity::Remark,
    };
    let notes = (0..d.note_count())
        .filter_map(|i| d.note(i).ok())
        .map(|n| capture(&n))
        .collect();
    CapturedDiagnostic {
        severity,
        location: source_location(d.location()),
        message: d.to_string(),
        notes,
    }
}

/// Collects every diagnostic emitted in a context while it is alive.
pub struct DiagnosticCollector<'c> {
    context: &'c Context,
    id: Option<DiagnosticHandlerId>,
    diagnostics: Rc<RefCell<Vec<CapturedDiagnostic>>>,
}

impl<'c> DiagnosticCollector<'c> {
    /// Starts collecting; MLIR stops printing diagnostics itself.
    pub fn attach(context: &'c Context) -> Self {
        let diagnostics = Rc::new(RefCell::new(Vec::new()));
        let sink = diagnostics.clone();
        let id = context.attach_diagnostic_handler(move |d| {
            sink.borrow_mut().push(capture(&d));
            true
        });
        DiagnosticCollector {
            context,
            id: Some(id),
            diagnostics,
        }
    }

    /// Removes and returns what was collected so far.
    pub fn take(&self) -> Vec<CapturedDiagnostic> {
        std::mem::take(&mut self.diagnostics.borrow_mut())
    }

    /// True when an error was collected (and not yet taken).
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .borrow()
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}

impl Drop for DiagnosticCollector<'_> {
    fn drop(&mut self) {
        if let Some(id) = self.id.take() {
            self.context.detach_diagnostic_handler(id);
        }
    }
}
