//! Which variables a body may still read: the names that the statements
//! from each one on mention, for each statement of a body. A change of a
//! tensor that another variable also holds is refused only while that
//! other variable may still be read (`shared_tensors::check_unshared`):
//! `parts = list(x.split(1)); y = torch.cat(parts); x[0] = 0` is fine when
//! `parts` is never read again.
//!
//! Over-approximate on purpose: every `Name` in the statements (targets,
//! comprehensions and lambdas included) counts as a read, and an f-string
//! (kept as raw text) contributes every identifier-like word of it. A
//! statement kind this does not know (a nested `def` or `class`) makes the
//! whole body unknown, so nothing is relaxed there.

use std::collections::HashSet;
use std::rc::Rc;
use ts_frontend::ast::{Expr, ExprKind, Stmt, StmtKind};

/// The names a variable may be read under later: `None` for "any".
pub(crate) type LiveNames = Option<Rc<HashSet<String>>>;

/// For each statement of `body`, the names read from it to the end of
/// the body, joined with `after` (what may be read once the body is
/// done); `None` entries where that is unknown.
pub(crate) fn live_from_each(body: &[Stmt], after: &LiveNames) -> Vec<LiveNames> {
    let mut out = vec![None; body.len()];
    let Some(after) = after else {
        return out;
    };
    let mut sofar: HashSet<String> = (**after).clone();
    for (i, stmt) in body.iter().enumerate().rev() {
        if !names_in(std::slice::from_ref(stmt), &mut sofar) {
            return out;
        }
        out[i] = Some(Rc::new(sofar.clone()));
    }
    out
}

/// Adds the names `e` mentions to `out`.
fn expr_names(e: &Expr, out: &mut HashSet<String>) {
    e.visit(&mut |x| match &x.kind {
        ExprKind::Name(n) => {
            out.insert(n.clone());
        }
        ExprKind::FormattedStr(text) => {
            let words = text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
            out.extend(words.filter(|w| !w.is_empty()).map(str::to_string));
        }
        _ => {}
    })
}

/// Adds the names `stmts` mention to `out`; false for a statement kind
/// whose reads are not known here.
fn names_in(stmts: &[Stmt], out: &mut HashSet<String>) -> bool {
    let add = expr_names;
    for s in stmts {
        match &s.kind {
            StmtKind::Assign { targets, value, .. } => {
                targets.iter().for_each(|t| add(t, out));
                add(value, out);
            }
            StmtKind::AnnAssign { target, value, .. } => {
                add(target, out);
                value.iter().for_each(|v| add(v, out));
            }
            StmtKind::AugAssign { target, value, .. } => {
                add(target, out);
                add(value, out);
            }
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => add(e, out),
            StmtKind::Assert { test, msg } => {
                add(test, out);
                msg.iter().for_each(|m| add(m, out));
            }
            StmtKind::Raise { exc, cause } => {
                exc.iter().for_each(|e| add(e, out));
                cause.iter().for_each(|c| add(c, out));
            }
            StmtKind::Delete(targets) => targets.iter().for_each(|t| add(t, out)),
            StmtKind::If { test, body, orelse } | StmtKind::While { test, body, orelse } => {
                add(test, out);
                if !names_in(body, out) || !names_in(orelse, out) {
                    return false;
                }
                continue;
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => {
                add(target, out);
                add(iter, out);
                if !names_in(body, out) || !names_in(orelse, out) {
                    return false;
                }
                continue;
            }
            StmtKind::With { items, body } => {
                for i in items {
                    add(&i.context, out);
                    i.target.iter().for_each(|t| add(t, out));
                }
                if !names_in(body, out) {
                    return false;
                }
                continue;
            }
            StmtKind::Return(None)
            | StmtKind::Pass
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Import(_)
            | StmtKind::ImportFrom { .. } => {}
            StmtKind::FunctionDef(_)
            | StmtKind::ClassDef(_)
            | StmtKind::Global(_)
            | StmtKind::Nonlocal(_)
            | StmtKind::Try { .. } => return false,
        }
    }
    true
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

    fn names(live: &LiveNames) -> Vec<String> {
        let mut v: Vec<String> = live.as_ref().expect("known").iter().cloned().collect();
        v.sort();
        v
    }

    #[test]
    fn names_read_from_each_statement_on() {
        let stmts =
            body("    a = x\n    for i in range(3):\n        b = a + i\n    return f\"{b}\"\n");
        let live = live_from_each(&stmts, &Some(Rc::default()));
        // (The f-string's words include its `f` prefix: harmless.)
        assert_eq!(names(&live[0]), ["a", "b", "f", "i", "range", "x"]);
        assert_eq!(names(&live[1]), ["a", "b", "f", "i", "range"]);
        assert_eq!(names(&live[2]), ["b", "f"]);
    }

    #[test]
    fn unknown_statements_and_unknown_continuations_relax_nothing() {
        let stmts = body("    a = x\n    def g():\n        return a\n    return 1\n");
        let live = live_from_each(&stmts, &Some(Rc::default()));
        assert!(live[0].is_none() && live[1].is_none());
        assert!(live[2].is_some());
        let stmts = body("    a = x\n");
        assert!(live_from_each(&stmts, &None)[0].is_none());
    }
}
