//! Which variables a body may still read: the names that the statements
//! from each one on mention, for each statement of a body. A change of a
//! tensor that another variable also holds is refused only while that
//! other variable may still be read (`shared_tensors::check_unshared`):
//! `parts = list(x.split(1)); y = torch.cat(parts); x[0] = 0` is fine when
//! `parts` is never read again.
//!
//! Over-approximate on purpose: every `Name` an expression mentions
//! (targets other than plain names, lambdas and comprehension bodies
//! included) counts as a read, and an f-string (kept as raw text)
//! contributes every identifier-like word of it. A statement kind this
//! does not know (a nested `def` or `class`, `try`, `global`) makes what
//! may be read from it and every statement before it unknown, so nothing
//! is relaxed there.
//!
//! A plain assignment whose value does not mention its target (`best, idx
//! = total.topk(k)`) kills the name: what it held is not read past it. So
//! does one inside a compound statement's body for the statement's own
//! reads (a loop's body is its next iteration's start: its reads are
//! those upward-exposed in the body). A kill after a `break` or
//! `continue` of the walk is not trusted (the jump may skip it); the
//! importer's loop bodies have none (`exit_transform` turns them into
//! flags, and what follows into an `if`, whose kills do not count), so
//! that is a safeguard for bodies given as written.
//!
//! The names from a statement on are a chain: the statement's own reads
//! and kills, then the chain of the next statement, ending with what may
//! be read after the body (the enclosing statement's chain), so no set is
//! copied.

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
    /// One statement, then what may be read after it.
    Names(Step, LiveNames),
}

pub(crate) type LiveNames = Rc<Live>;

/// What one statement reads and surely assigns first.
#[derive(Debug, Default)]
pub(crate) struct Step {
    /// Names it may read before assigning them.
    reads: HashSet<String>,
    /// Names it surely assigns without reading them first.
    kills: HashSet<String>,
    /// Whether it may `break` or `continue` the loop it is in.
    jumps: bool,
}

impl Live {
    /// Whether `name` may be read.
    pub(crate) fn may_read(&self, name: &str) -> bool {
        let mut at = self;
        let mut kills_hold = true;
        loop {
            match at {
                Live::Unknown => return true,
                Live::End => return false,
                Live::Names(step, _) if step.reads.contains(name) => return true,
                Live::Names(step, _) if kills_hold && step.kills.contains(name) => return false,
                Live::Names(step, rest) => {
                    kills_hold &= !step.jumps;
                    at = rest;
                }
            }
        }
    }
}

/// For each statement of `body`, what may be read from it on: its reads
/// and kills and the following statements', then `after` (what may be
/// read once the body is done).
pub(crate) fn live_from_each(body: &[Stmt], after: &LiveNames) -> Vec<LiveNames> {
    let unknown = Rc::new(Live::Unknown);
    let mut out = vec![unknown; body.len()];
    let mut rest = after.clone();
    for (i, stmt) in body.iter().enumerate().rev() {
        if !reads_known(std::slice::from_ref(stmt)) {
            return out;
        }
        rest = Rc::new(Live::Names(step_of(stmt), rest));
        out[i] = rest.clone();
    }
    out
}

/// What `stmt` reads (upward-exposed in its bodies) and kills.
fn step_of(stmt: &Stmt) -> Step {
    let mut step = Step::default();
    let own = |e: &Expr, out: &mut HashSet<String>| e.visit(&mut |x| name_of(x, out));
    match &stmt.kind {
        StmtKind::Assign { targets, value, .. } => return assignment(targets, value),
        StmtKind::AnnAssign {
            target,
            value: Some(value),
            ..
        } => return assignment(std::slice::from_ref(target), value),
        StmtKind::If { test, body, orelse } | StmtKind::While { test, body, orelse } => {
            own(test, &mut step.reads);
            step.reads.extend(exposed(body));
            step.reads.extend(exposed(orelse));
            // A `break` in a loop's body ends that loop, not the one around.
            step.jumps =
                matches!(stmt.kind, StmtKind::If { .. }) && (may_jump(body) || may_jump(orelse));
        }
        StmtKind::For {
            target,
            iter,
            body,
            orelse,
        } => {
            own(target, &mut step.reads);
            own(iter, &mut step.reads);
            step.reads.extend(exposed(body));
            step.reads.extend(exposed(orelse));
        }
        StmtKind::With { items, body } => {
            for i in items {
                own(&i.context, &mut step.reads);
                i.target.iter().for_each(|t| own(t, &mut step.reads));
            }
            step.reads.extend(exposed(body));
            step.jumps = may_jump(body);
        }
        StmtKind::Break | StmtKind::Continue => step.jumps = true,
        _ => stmt.visit_exprs(&mut |e| name_of(e, &mut step.reads)),
    }
    step
}

/// `targets = value`: it reads the value's names and those of targets
/// that are not plain names, and kills the plain names it does not read.
fn assignment(targets: &[Expr], value: &Expr) -> Step {
    let mut reads = HashSet::new();
    value.visit(&mut |x| name_of(x, &mut reads));
    let mut plain = Vec::new();
    for t in targets {
        plain_targets(t, &mut plain, &mut |e| {
            e.visit(&mut |x| name_of(x, &mut reads))
        });
    }
    let kills = plain.into_iter().filter(|n| !reads.contains(n)).collect();
    Step {
        reads,
        kills,
        jumps: false,
    }
}

/// The names of `target` that are plain names (`a`, each name of `a, b`)
/// into `plain`; every other part (`x[i]`, `self.a`, `*rest`) to `other`.
fn plain_targets(target: &Expr, plain: &mut Vec<String>, other: &mut dyn FnMut(&Expr)) {
    match &target.kind {
        ExprKind::Name(n) => plain.push(n.clone()),
        ExprKind::Tuple(items) | ExprKind::List(items) => {
            for t in items {
                plain_targets(t, plain, other);
            }
        }
        _ => other(target),
    }
}

/// The names `body` may read before assigning them.
fn exposed(body: &[Stmt]) -> HashSet<String> {
    let mut live = HashSet::new();
    for stmt in body.iter().rev() {
        let step = step_of(stmt);
        live.retain(|n| !step.kills.contains(n));
        live.extend(step.reads);
    }
    live
}

/// Whether `body` may `break` or `continue` the loop it is in (not one
/// nested in it).
fn may_jump(body: &[Stmt]) -> bool {
    body.iter().any(|s| match &s.kind {
        StmtKind::Break | StmtKind::Continue => true,
        StmtKind::If { body, orelse, .. } => may_jump(body) || may_jump(orelse),
        StmtKind::With { body, .. } => may_jump(body),
        _ => false,
    })
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
        // `a = x` assigns `a` before anything reads it.
        assert_eq!(read(0), ["b", "i", "x", "range"]);
        assert_eq!(read(1), ["a", "b", "i", "range"]);
        assert_eq!(read(2), ["b"]);
    }

    #[test]
    fn assignments_kill_unless_a_jump_may_skip_them() {
        let may_read = |src: &str, name: &str| {
            let stmts = body(src);
            live_from_each(&stmts, &Rc::new(Live::End))[0].may_read(name)
        };
        // Read only after being assigned again, in this iteration or the next.
        let src =
            "    x[0] = 1\n    for i in range(3):\n        best, idx = f(i)\n        g(best)\n";
        assert!(!may_read(src, "best"));
        assert!(may_read(src, "f"));
        // Its own value reads it first.
        assert!(may_read("    x[0] = 1\n    best = best + 1\n", "best"));
        // A target that is not a plain name reads its parts.
        assert!(may_read("    x[0] = 1\n    best[i] = 2\n", "best"));
        // Read before the assignment in a loop's body: read by the next iteration.
        let src = "    while c:\n        x[0] = 1\n        g(best)\n        best = h()\n";
        let stmts = body(src);
        let StmtKind::While { body: inner, .. } = &stmts[0].kind else {
            unreachable!()
        };
        let outer = live_from_each(&stmts, &Rc::new(Live::End));
        let live = live_from_each(inner, &outer[0]);
        assert!(live[0].may_read("best"));
        assert!(!live[2].may_read("best"));
        // A `continue` may skip the assignment (`after` reads `best`).
        let src = "    x[0] = 1\n    if c:\n        continue\n    best = h()\n";
        let stmts = body(src);
        let after = Rc::new(Live::Names(
            Step {
                reads: ["best".to_string()].into(),
                ..Step::default()
            },
            Rc::new(Live::End),
        ));
        assert!(live_from_each(&stmts, &after)[0].may_read("best"));
        let stmts = body("    x[0] = 1\n    best = h()\n");
        assert!(!live_from_each(&stmts, &after)[0].may_read("best"));
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
