//! Which variables a body may still read: the names that the statements
//! from each one on mention, for each statement of a body. A change of a
//! tensor that another variable also holds is refused only while that
//! other variable may still be read (`shared_tensors::check_unshared`):
//! `parts = list(x.split(1)); y = torch.cat(parts); x[0] = 0` is fine when
//! `parts` is never read again.
//!
//! Over-approximate on purpose: every `Name` in the statements (assignment
//! targets, lambdas and comprehension bodies included) counts as a read,
//! and an f-string (kept as raw text) contributes every identifier-like
//! word of it. A statement kind this does not know (a nested `def` or
//! `class`, `try`, `global`) makes what may be read from it and every
//! statement before it unknown, so nothing is relaxed there.
//!
//! The names from a statement on are a chain: the statement's own names,
//! then the chain of the next statement, ending with what may be read
//! after the body (the enclosing statement's chain), so no set is copied.

use std::collections::HashSet;
use std::rc::Rc;
use ts_frontend::ast::{Expr, ExprKind, Stmt, StmtKind};

/// What may be read from some point of a function on.
#[derive(Debug)]
pub(crate) enum Live {
    /// Anything (where it is not known).
    Unknown,
    /// Nothing: the function ends.
    End,
    /// The names a statement mentions, then what may be read after it.
    Names(HashSet<String>, LiveNames),
}

pub(crate) type LiveNames = Rc<Live>;

impl Live {
    /// Whether `name` may be read.
    pub(crate) fn may_read(&self, name: &str) -> bool {
        let mut at = self;
        loop {
            match at {
                Live::Unknown => return true,
                Live::End => return false,
                Live::Names(names, _) if names.contains(name) => return true,
                Live::Names(_, rest) => at = rest,
            }
        }
    }
}

/// For each statement of `body`, what may be read from it on: its names
/// and the following statements', then `after` (what may be read once
/// the body is done).
pub(crate) fn live_from_each(body: &[Stmt], after: &LiveNames) -> Vec<LiveNames> {
    let unknown = Rc::new(Live::Unknown);
    let mut out = vec![unknown; body.len()];
    let mut rest = after.clone();
    for (i, stmt) in body.iter().enumerate().rev() {
        let mut names = HashSet::new();
        if !names_in(std::slice::from_ref(stmt), &mut names) {
            return out;
        }
        rest = Rc::new(Live::Names(names, rest));
        out[i] = rest.clone();
    }
    out
}

/// Adds the name `e` is (or a formatted string's words) to `out`; the
/// visits reach every expression inside.
fn name_of(e: &Expr, out: &mut HashSet<String>) {
    match &e.kind {
        ExprKind::Name(n) => {
            out.insert(n.clone());
        }
        ExprKind::FormattedStr(text) => {
            let words = text.split(|c: char| !(c.is_alphanumeric() || c == '_'));
            out.extend(words.filter(|w| !w.is_empty()).map(str::to_string));
        }
        _ => {}
    }
}

/// Adds the names `stmts` mention to `out`; false for a statement kind
/// whose reads are not known here.
fn names_in(stmts: &[Stmt], out: &mut HashSet<String>) -> bool {
    if !reads_known(stmts) {
        return false;
    }
    for s in stmts {
        s.visit_exprs(&mut |e| name_of(e, out));
    }
    true
}

/// Whether every statement of `stmts` (nested ones too) is of a kind
/// whose reads are its expressions' names.
fn reads_known(stmts: &[Stmt]) -> bool {
    stmts.iter().all(|s| {
        let known = match &s.kind {
            StmtKind::FunctionDef(_)
            | StmtKind::ClassDef(_)
            | StmtKind::Global(_)
            | StmtKind::Nonlocal(_)
            | StmtKind::Try { .. } => false,
            StmtKind::Return(_)
            | StmtKind::Pass
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Assert { .. }
            | StmtKind::Raise { .. }
            | StmtKind::Delete(_)
            | StmtKind::Assign { .. }
            | StmtKind::AnnAssign { .. }
            | StmtKind::AugAssign { .. }
            | StmtKind::Expr(_)
            | StmtKind::If { .. }
            | StmtKind::While { .. }
            | StmtKind::For { .. }
            | StmtKind::With { .. }
            | StmtKind::Import(_)
            | StmtKind::ImportFrom { .. } => true,
        };
        known && s.nested_bodies().into_iter().all(reads_known)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(src: &str) -> Vec<Stmt> {
        let file = ts_frontend::SourceFile::new("t.py", format!("def f(x):\n{src}"));
        let module = ts_frontend::parse_file(&file).expect("parses");
        match &module.items[0].kind {
            StmtKind::FunctionDef(def) => def.body.clone(),
            _ => unreachable!(),
        }
    }

    #[test]
    fn names_read_from_each_statement_on() {
        let stmts =
            body("    a = x\n    for i in range(3):\n        b = a + i\n    return f\"{b}\"\n");
        let live = live_from_each(&stmts, &Rc::new(Live::End));
        let read = |k: usize| {
            ["a", "b", "i", "x", "range", "c"]
                .into_iter()
                .filter(|n| live[k].may_read(n))
                .collect::<Vec<_>>()
        };
        assert_eq!(read(0), ["a", "b", "i", "x", "range"]);
        assert_eq!(read(1), ["a", "b", "i", "range"]);
        assert_eq!(read(2), ["b"]);
    }

    #[test]
    fn unknown_statements_and_unknown_continuations_relax_nothing() {
        let stmts = body("    a = x\n    def g():\n        return a\n    return 1\n");
        let live = live_from_each(&stmts, &Rc::new(Live::End));
        assert!(live[0].may_read("zzz") && live[1].may_read("zzz"));
        assert!(!live[2].may_read("zzz"));
        let stmts = body("    a = x\n");
        assert!(live_from_each(&stmts, &Rc::new(Live::Unknown))[0].may_read("zzz"));
    }
}
