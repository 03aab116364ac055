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
    names_changed(stmts, true, out)
}

/// The names `stmts` assign to, without the receivers of method calls:
/// what a statement that failed to import would have defined (a receiver
/// keeps its value, so using it later is no error to hide).
pub fn assignment_targets(stmts: &[Stmt], out: &mut Vec<String>) {
    names_changed(stmts, false, out)
}

fn names_changed(stmts: &[Stmt], with_receivers: bool, out: &mut Vec<String>) {
    fn targets(e: &Expr, out: &mut Vec<String>) {
        match &e.kind {
            ExprKind::Name(n) => out.push(n.clone()),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                items.iter().for_each(|i| targets(i, out))
            }
            // `x[i] = v` and `x.a = v` change x (inside a method, `self.a`
            // is itself a variable).
            ExprKind::Subscript { value, .. } => targets(value, out),
            ExprKind::Attribute { value, attr, .. } => {
                if let ExprKind::Name(base) = &value.kind {
                    out.push(format!("{base}.{attr}"));
                }
                targets(value, out)
            }
            _ => {}
        }
    }
    // `v.method(...)` may mutate `v` (a class instance, a list).
    let receivers = |e: &Expr, out: &mut Vec<String>| {
        e.visit(&mut |e| {
            if let ExprKind::Call { func, .. } = &e.kind {
                if let ExprKind::Attribute { value, .. } = &func.kind {
                    if let ExprKind::Name(base) = &value.kind {
                        out.push(base.clone());
                    }
                }
            }
        })
    };
    for s in stmts {
        if with_receivers {
            for e in statement_exprs(s) {
                receivers(e, out);
            }
        }
        match &s.kind {
            StmtKind::Assign {
                targets: ts, value, ..
            } => {
                ts.iter().for_each(|t| targets(t, out));
                // `alias = x` may box the instance `x` holds, rebinding `x`
                // to the object they now share.
                if let (true, ExprKind::Name(src)) = (with_receivers, &value.kind) {
                    out.push(src.clone());
                }
            }
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
                names_changed(body, with_receivers, out);
                names_changed(orelse, with_receivers, out);
            }
            StmtKind::If { body, orelse, .. } | StmtKind::While { body, orelse, .. } => {
                names_changed(body, with_receivers, out);
                names_changed(orelse, with_receivers, out);
            }
            StmtKind::With { body, .. } => names_changed(body, with_receivers, out),
            _ => {}
        }
    }
}

/// The expressions a statement evaluates itself (not those of nested
/// statements).
fn statement_exprs(s: &Stmt) -> Vec<&Expr> {
    match &s.kind {
        StmtKind::Assign { value, .. } | StmtKind::AugAssign { value, .. } => vec![value],
        StmtKind::AnnAssign { value, .. } => value.iter().collect(),
        StmtKind::Expr(e) => vec![e],
        StmtKind::Return(v) => v.iter().collect(),
        StmtKind::If { test, .. } | StmtKind::While { test, .. } => vec![test],
        StmtKind::For { iter, .. } => vec![iter],
        StmtKind::Assert { test, msg } => std::iter::once(test).chain(msg).collect(),
        _ => vec![],
    }
}

/// The hidden variables of a function with an early `return`.
pub const RETURNED: &str = "$returned";
pub const RETVAL: &str = "$retval";

/// The first `return` inside a compound statement, if any.
pub fn nested_return(body: &[Stmt]) -> Option<Span> {
    fn any_return(stmts: &[Stmt]) -> Option<Span> {
        stmts.iter().find_map(|s| match &s.kind {
            StmtKind::Return(_) => Some(s.span),
            StmtKind::If { body, orelse, .. }
            | StmtKind::While { body, orelse, .. }
            | StmtKind::For { body, orelse, .. } => any_return(body).or_else(|| any_return(orelse)),
            StmtKind::With { body, .. } => any_return(body),
            _ => None,
        })
    }
    // A `with` body is emitted in place, so a return directly in it is
    // top-level; one nested further counts.
    body.iter().find_map(|s| match &s.kind {
        StmtKind::If { .. } | StmtKind::While { .. } | StmtKind::For { .. } => {
            any_return(std::slice::from_ref(s))
        }
        StmtKind::With { body, .. } => nested_return(body),
        _ => None,
    })
}

/// Whether a method body returns `self` (its result then aliases the
/// instance it was called on): `return self`, or `return self.m(...)`
/// where `m` does (`returns_self_call` tells for a method name).
pub fn returns_self(stmts: &[Stmt], returns_self_call: &mut dyn FnMut(&str) -> bool) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Return(Some(e)) => match &e.kind {
            ExprKind::Name(n) => n == "self",
            ExprKind::Call { func, .. } => match &func.kind {
                ExprKind::Attribute { value, attr, .. } => {
                    matches!(&value.kind, ExprKind::Name(n) if n == "self")
                        && returns_self_call(attr)
                }
                _ => false,
            },
            _ => false,
        },
        StmtKind::If { body, orelse, .. }
        | StmtKind::While { body, orelse, .. }
        | StmtKind::For { body, orelse, .. } => {
            returns_self(body, returns_self_call) || returns_self(orelse, returns_self_call)
        }
        StmtKind::With { body, .. } => returns_self(body, returns_self_call),
        _ => false,
    })
}

/// Whether every path through `stmts` ends in `return` or `raise` (a loop
/// never counts: its body may not run), as TorchScript requires of a
/// function whose return type is annotated and not None.
pub fn always_returns(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Return(_) | StmtKind::Raise { .. } => true,
        StmtKind::If { body, orelse, .. } => always_returns(body) && always_returns(orelse),
        StmtKind::With { body, .. } => always_returns(body),
        // Rejected when emitted; it is that error to report.
        StmtKind::Try { .. } => true,
        _ => false,
    })
}

fn contains_return(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Return(_) => true,
        StmtKind::If { body, orelse, .. }
        | StmtKind::While { body, orelse, .. }
        | StmtKind::For { body, orelse, .. } => contains_return(body) || contains_return(orelse),
        StmtKind::With { body, .. } => contains_return(body),
        _ => false,
    })
}

/// Rewrites a body with early returns to return once, at its end: a
/// `return v` stores `v` in `$retval` and sets `$returned` (breaking out
/// of loops), and what follows runs under `if not $returned:`. The caller
/// gives `$retval` a placeholder of the return type first.
pub fn single_exit(body: &[Stmt], span: Span) -> Vec<Stmt> {
    let mut out = vec![assign(RETURNED, bool_lit(false, span), span)];
    out.extend(rewrite_returns(body, false));
    out.push(Stmt {
        kind: StmtKind::Return(Some(name(RETVAL, span))),
        span,
    });
    out
}

fn rewrite_returns(stmts: &[Stmt], in_loop: bool) -> Vec<Stmt> {
    let mut out = Vec::new();
    for (i, s) in stmts.iter().enumerate() {
        let rest = &stmts[i + 1..];
        match &s.kind {
            StmtKind::Return(v) => {
                let value = v.clone().unwrap_or(Expr {
                    kind: ExprKind::None,
                    span: s.span,
                });
                out.push(assign(RETVAL, value, s.span));
                out.push(assign(RETURNED, bool_lit(true, s.span), s.span));
                if in_loop {
                    out.push(Stmt {
                        kind: StmtKind::Break,
                        span: s.span,
                    });
                }
                return out; // the rest is dead
            }
            // `if c: return a` then `rest`: `rest` runs only where `c`
            // fails, so it becomes the `else` branch (where what `c`
            // refutes is known, as in `if x is None: return 0`); in a loop
            // too, where the return leaves the loop.
            StmtKind::If { test, body, orelse }
                if always_returns(body) || always_returns(orelse) =>
            {
                let (mut body, mut orelse) = (body.clone(), orelse.clone());
                if always_returns(&body) {
                    orelse.extend(rest.iter().cloned());
                } else {
                    body.extend(rest.iter().cloned());
                }
                out.push(Stmt {
                    kind: StmtKind::If {
                        test: test.clone(),
                        body: rewrite_returns(&body, in_loop),
                        orelse: rewrite_returns(&orelse, in_loop),
                    },
                    span: s.span,
                });
                return out;
            }
            StmtKind::If { test, body, orelse } if contains_return(std::slice::from_ref(s)) => {
                out.push(Stmt {
                    kind: StmtKind::If {
                        test: test.clone(),
                        body: rewrite_returns(body, in_loop),
                        orelse: rewrite_returns(orelse, in_loop),
                    },
                    span: s.span,
                });
                // In a loop, the inserted `break` already skips the rest.
                if !in_loop {
                    out.extend(guard_rest(rest));
                    return out;
                }
            }
            // A `with` body runs in place: rewrite it like the rest.
            StmtKind::With { items, body } if contains_return(body) => {
                out.push(Stmt {
                    kind: StmtKind::With {
                        items: items.clone(),
                        body: rewrite_returns(body, in_loop),
                    },
                    span: s.span,
                });
                if !in_loop {
                    out.extend(guard_rest(rest));
                    return out;
                }
            }
            StmtKind::While { body, .. } | StmtKind::For { body, .. } if contains_return(body) => {
                out.push(with_loop_body(s, rewrite_returns(body, true)));
                out.extend(after_loop(rest, in_loop, s.span));
                return out;
            }
            _ => out.push(s.clone()),
        }
    }
    out
}

/// A copy of loop statement `s` with another body.
fn with_loop_body(s: &Stmt, new_body: Vec<Stmt>) -> Stmt {
    let mut s = s.clone();
    if let StmtKind::While { body, .. } | StmtKind::For { body, .. } = &mut s.kind {
        *body = new_body;
    }
    s
}

/// `if not $returned: rest`.
fn guard_rest(rest: &[Stmt]) -> Vec<Stmt> {
    if rest.is_empty() {
        return vec![];
    }
    let span = rest[0].span.to(rest[rest.len() - 1].span);
    vec![Stmt {
        kind: StmtKind::If {
            test: not(name(RETURNED, span)),
            body: rewrite_returns(rest, false),
            orelse: vec![],
        },
        span,
    }]
}

/// After an inner loop that may have returned: leave the outer loop too,
/// or skip the rest of the function.
fn after_loop(rest: &[Stmt], in_loop: bool, span: Span) -> Vec<Stmt> {
    if !in_loop {
        return guard_rest(rest);
    }
    let mut out = vec![Stmt {
        kind: StmtKind::If {
            test: name(RETURNED, span),
            body: vec![Stmt {
                kind: StmtKind::Break,
                span,
            }],
            orelse: vec![],
        },
        span,
    }];
    out.extend(rewrite_returns(rest, true));
    out
}
