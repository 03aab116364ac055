//! `break` and `continue` → flag variables, before a loop is emitted.
//!
//! `scf.while` has one exit, so (like TorchScript's own `exit_transforms`)
//! a loop body is rewritten at the AST level: `break` sets a flag that the
//! loop condition tests, `continue` sets a flag reset each iteration, and
//! every statement after one that may have set a flag runs under
//! `if not (flags):`. Flags are hidden variables (`$` cannot start a
//! Python name), so they flow through `scf.if`/`scf.while` like any other.

use ts_frontend::{
    ast::{BoolOp, Expr, ExprKind, Stmt, StmtKind, UnaryOp},
    Span,
};

/// The hidden flags of one loop (absent when the body never needs them).
pub struct LoopFlags {
    pub brk: Option<String>,
    pub cont: Option<String>,
}

/// Whether `stmts` contain a `break` (`want_break`) or `continue` of the
/// enclosing loop (nested loops own theirs).
fn contains_exit(stmts: &[Stmt], want_break: bool) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Break => want_break,
        StmtKind::Continue => !want_break,
        StmtKind::If { body, orelse, .. } => {
            contains_exit(body, want_break) || contains_exit(orelse, want_break)
        }
        StmtKind::With { body, .. } => contains_exit(body, want_break),
        _ => false,
    })
}

fn contains_any_exit(stmts: &[Stmt]) -> bool {
    contains_exit(stmts, true) || contains_exit(stmts, false)
}

pub fn name(n: &str, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Name(n.to_string()),
        span,
    }
}

pub fn assign(target: &str, value: Expr, span: Span) -> Stmt {
    Stmt {
        kind: StmtKind::Assign {
            targets: vec![name(target, span)],
            value,
            type_comment: None,
        },
        span,
    }
}

fn bool_lit(b: bool, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Bool(b),
        span,
    }
}

pub fn not(e: Expr) -> Expr {
    let span = e.span;
    Expr {
        kind: ExprKind::Unary {
            op: UnaryOp::Not,
            operand: Box::new(e),
        },
        span,
    }
}

pub fn and(a: Expr, b: Expr) -> Expr {
    let span = a.span.to(b.span);
    Expr {
        kind: ExprKind::BoolOp {
            op: BoolOp::And,
            values: vec![a, b],
        },
        span,
    }
}

impl LoopFlags {
    /// Flags for a loop whose body is `body`; `id` keeps nested loops'
    /// flags apart.
    pub fn for_body(body: &[Stmt], id: usize) -> LoopFlags {
        LoopFlags {
            brk: contains_exit(body, true).then(|| format!("$break{id}")),
            cont: contains_exit(body, false).then(|| format!("$continue{id}")),
        }
    }

    /// `not (brk or cont)` for the flags in use; `None` when neither is.
    fn still_running(&self, span: Span) -> Option<Expr> {
        let flags: Vec<Expr> = [&self.brk, &self.cont]
            .into_iter()
            .flatten()
            .map(|f| not(name(f, span)))
            .collect();
        flags.into_iter().reduce(and)
    }

    /// The statements before the loop (`brk = False`).
    pub fn init(&self, span: Span) -> Vec<Stmt> {
        self.brk
            .iter()
            .map(|b| assign(b, bool_lit(false, span), span))
            .collect()
    }

    /// The loop condition with the break flag folded in.
    pub fn condition(&self, test: Expr) -> Expr {
        match &self.brk {
            Some(b) => and(not(name(b, test.span)), test),
            None => test,
        }
    }

    /// The rewritten body: resets `cont`, then `body` without exits.
    pub fn body(&self, body: &[Stmt], span: Span) -> Vec<Stmt> {
        let mut out: Vec<Stmt> = self
            .cont
            .iter()
            .map(|c| assign(c, bool_lit(false, span), span))
            .collect();
        out.extend(self.rewrite(body));
        out
    }

    fn rewrite(&self, stmts: &[Stmt]) -> Vec<Stmt> {
        let mut out = Vec::new();
        for (i, s) in stmts.iter().enumerate() {
            match &s.kind {
                StmtKind::Break => {
                    let b = self.brk.as_ref().expect("a break implies the flag");
                    out.push(assign(b, bool_lit(true, s.span), s.span));
                    return out; // the rest is dead
                }
                StmtKind::Continue => {
                    let c = self.cont.as_ref().expect("a continue implies the flag");
                    out.push(assign(c, bool_lit(true, s.span), s.span));
                    return out;
                }
                StmtKind::If { test, body, orelse }
                    if contains_any_exit(std::slice::from_ref(s)) =>
                {
                    out.push(Stmt {
                        kind: StmtKind::If {
                            test: test.clone(),
                            body: self.rewrite(body),
                            orelse: self.rewrite(orelse),
                        },
                        span: s.span,
                    });
                    let rest = &stmts[i + 1..];
                    if !rest.is_empty() {
                        let span = rest[0].span.to(rest[rest.len() - 1].span);
                        let guard = self.still_running(span).expect("an exit implies a flag");
                        out.push(Stmt {
                            kind: StmtKind::If {
                                test: guard,
                                body: self.rewrite(rest),
                                orelse: vec![],
                            },
                            span,
                        });
                    }
                    return out;
                }
                _ => out.push(s.clone()),
            }
        }
        out
    }
}

/// Every name a statement list may assign (loop-carried candidates).
pub fn assigned_names(stmts: &[Stmt], out: &mut Vec<String>) {
    fn targets(e: &Expr, out: &mut Vec<String>) {
        match &e.kind {
            ExprKind::Name(n) => out.push(n.clone()),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                items.iter().for_each(|i| targets(i, out))
            }
            // `x[i] = v` and `x.a = v` change x.
            ExprKind::Subscript { value, .. } | ExprKind::Attribute { value, .. } => {
                targets(value, out)
            }
            _ => {}
        }
    }
    for s in stmts {
        match &s.kind {
            StmtKind::Assign { targets: ts, .. } => ts.iter().for_each(|t| targets(t, out)),
            StmtKind::AnnAssign { target, .. } | StmtKind::AugAssign { target, .. } => {
                targets(target, out)
            }
            StmtKind::For {
                target,
                body,
                orelse,
                ..
            } => {
                targets(target, out);
                assigned_names(body, out);
                assigned_names(orelse, out);
            }
            StmtKind::If { body, orelse, .. } | StmtKind::While { body, orelse, .. } => {
                assigned_names(body, out);
                assigned_names(orelse, out);
            }
            StmtKind::With { body, .. } => assigned_names(body, out),
            _ => {}
        }
    }
}
