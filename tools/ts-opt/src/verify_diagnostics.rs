//! `--verify-diagnostics`: compare produced diagnostics with the
//! `expected-error {{...}}` annotations in the input, mlir-opt style.
//!
//! Forms: `// expected-error {{msg}}` (same line), `@+N` / `@-N` (relative
//! line), `@above` / `@below`; severities error, warning, note, remark.
//! A produced diagnostic matches when the line and severity agree and its
//! message contains the expected text.

use ts_compiler::diagnostics::{CapturedDiagnostic, Severity, SourceLocation};

struct Expected {
    severity: Severity,
    line: usize,
    text: String,
    column: usize,
    matched: bool,
}

fn parse_expectations(text: &str) -> Vec<Expected> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let mut rest = line;
        while let Some(pos) = rest.find("expected-") {
            let column = line.len() - rest.len() + pos + 1;
            let after = &rest[pos + "expected-".len()..];
            let (severity, after) = if let Some(a) = after.strip_prefix("error") {
                (Severity::Error, a)
            } else if let Some(a) = after.strip_prefix("warning") {
                (Severity::Warning, a)
            } else if let Some(a) = after.strip_prefix("note") {
                (Severity::Note, a)
            } else if let Some(a) = after.strip_prefix("remark") {
                (Severity::Remark, a)
            } else {
                rest = after;
                continue;
            };
            // MLIR allows spaces before the `@`.
            let (target, after) = match after.trim_start().strip_prefix('@') {
                Some(a) => {
                    let end = a
                        .find(|c: char| c.is_whitespace() || c == '{')
                        .unwrap_or(a.len());
                    let spec = &a[..end];
                    let target = match spec {
                        "above" => line_no.checked_sub(1),
                        "below" => Some(line_no + 1),
                        s => s
                            .parse::<i64>()
                            .ok()
                            .and_then(|d| usize::try_from(line_no as i64 + d).ok()),
                    };
                    (target, &a[end..])
                }
                None => (Some(line_no), after),
            };
            let Some(open) = after.find("{{") else {
                rest = after;
                continue;
            };
            let Some(close) = after[open..].find("}}") else {
                rest = after;
                continue;
            };
            if let Some(target) = target {
                out.push(Expected {
                    severity,
                    line: target,
                    text: after[open + 2..open + close].to_string(),
                    column,
                    matched: false,
                });
            }
            rest = &after[open + close + 2..];
        }
    }
    out
}

/// Diagnostics describing every mismatch (empty when all agree).
pub fn check(file: &str, text: &str, produced: &[CapturedDiagnostic]) -> Vec<CapturedDiagnostic> {
    let mut expected = parse_expectations(text);
    let mut problems = Vec::new();
    let flat: Vec<&CapturedDiagnostic> = produced
        .iter()
        .flat_map(|d| std::iter::once(d).chain(d.notes.iter()))
        .collect();
    for d in flat {
        let line = d.location.as_ref().map(|l| l.line);
        let found = expected.iter_mut().find(|e| {
            !e.matched
                && e.severity == d.severity
                && Some(e.line) == line
                && d.message.contains(&e.text)
        });
        match found {
            Some(e) => e.matched = true,
            None => problems.push(CapturedDiagnostic {
                severity: Severity::Error,
                location: d.location.clone(),
                message: format!("unexpected {}: {}", d.severity.as_str(), d.message),
                notes: vec![],
            }),
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        problems.push(CapturedDiagnostic {
            severity: Severity::Error,
            location: Some(SourceLocation {
                file: file.to_string(),
                line: e.line,
                column: e.column,
            }),
            message: format!(
                "expected {} \"{}\" was not produced",
                e.severity.as_str(),
                e.text
            ),
            notes: vec![],
        });
    }
    problems
}
