//! `with` statements over script-class context managers. Before a body is
//! emitted, each such statement is rewritten into the calls TorchScript
//! makes: the manager is evaluated once (held in `$with<offset>`),
//! `__enter__()` binds the `as` target, and `__exit__(None, None, None)`
//! runs after the body and before every `return`, `break`, `continue` or
//! `raise` that leaves it (a returned value is computed first, as in
//! Python). Inference-mode managers (`torch.no_grad()`) change nothing here
//! and stay `with` statements.

use crate::{
    classes::ClassKind,
    exit_transform::{assign, name},
    function_emitter::{Emit, Emitted, FunctionEmitter},
    script_type::ScriptType,
};
use std::borrow::Cow;
use ts_frontend::{
    ast::{Expr, ExprKind, FunctionDef, Stmt, StmtKind, WithItem},
    Diagnostic, Span,
};

/// The prefix of the variable holding a `with` statement's manager.
pub const MANAGER_PREFIX: &str = "$with";

/// Whether `item` is an inference-mode scope (`torch.no_grad()`), which
/// changes nothing in a compiled inference program.
pub fn is_grad_mode(item: &WithItem) -> bool {
    let name = item
        .context
        .dotted_name()
        .or_else(|| match &item.context.kind {
            ExprKind::Call { func, args, .. } if args.is_empty() => func.dotted_name(),
            _ => None,
        });
    item.target.is_none()
        && name.is_some_and(|n| {
            matches!(
                n.as_str(),
                "torch.no_grad" | "torch.inference_mode" | "torch.enable_grad"
            )
        })
}

/// `body` with every `with` over a context-manager object rewritten into
/// its `__enter__`/`__exit__` calls (borrowed when there is none).
pub fn rewrite_with_statements(body: &[Stmt]) -> Cow<'_, [Stmt]> {
    if has_manager(body) {
        Cow::Owned(rewrite(body))
    } else {
        Cow::Borrowed(body)
    }
}

fn has_manager(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::With { items, body } => {
            items.iter().any(|i| !is_grad_mode(i)) || has_manager(body)
        }
        _ => s.nested_bodies().into_iter().any(has_manager),
    })
}

fn rewrite(stmts: &[Stmt]) -> Vec<Stmt> {
    let mut out = Vec::new();
    for s in stmts {
        match &s.kind {
            StmtKind::With { items, body } => out.extend(expand(items, body, s.span)),
            _ => out.push(map_bodies(s, rewrite)),
        }
    }
    out
}

/// A copy of `s` with `f` applied to each statement list it holds.
fn map_bodies(s: &Stmt, mut f: impl FnMut(&[Stmt]) -> Vec<Stmt>) -> Stmt {
    let mut s = s.clone();
    match &mut s.kind {
        StmtKind::If { body, orelse, .. }
        | StmtKind::While { body, orelse, .. }
        | StmtKind::For { body, orelse, .. } => {
            *body = f(body);
            *orelse = f(orelse);
        }
        StmtKind::With { body, .. } => *body = f(body),
        _ => {}
    }
    s
}

/// `with a, b: body` is `with a: with b: body`.
fn expand(items: &[WithItem], body: &[Stmt], span: Span) -> Vec<Stmt> {
    let Some((first, rest)) = items.split_first() else {
        return rewrite(body);
    };
    let inner = expand(rest, body, span);
    if is_grad_mode(first) {
        return vec![Stmt {
            kind: StmtKind::With {
                items: vec![first.clone()],
                body: inner,
            },
            span,
        }];
    }
    let at = first.span;
    let manager = format!("{MANAGER_PREFIX}{}", at.start);
    let enter = method_call(&manager, "__enter__", vec![], at);
    let none = Expr {
        kind: ExprKind::None,
        span: at,
    };
    let exit = Stmt {
        kind: StmtKind::Expr(method_call(&manager, "__exit__", vec![none; 3], at)),
        span: at,
    };
    let mut out = vec![assign(&manager, first.context.clone(), at)];
    out.push(Stmt {
        kind: match &first.target {
            Some(t) => StmtKind::Assign {
                targets: vec![t.clone()],
                value: enter,
                type_comment: None,
            },
            None => StmtKind::Expr(enter),
        },
        span: at,
    });
    out.extend(exit_before_leaving(&inner, &exit, false));
    if !inner.last().is_some_and(leaves) {
        out.push(exit);
    }
    out
}

fn leaves(s: &Stmt) -> bool {
    matches!(
        s.kind,
        StmtKind::Return(_) | StmtKind::Break | StmtKind::Continue | StmtKind::Raise { .. }
    )
}

fn method_call(receiver: &str, method: &str, args: Vec<Expr>, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Call {
            func: Box::new(Expr {
                kind: ExprKind::Attribute {
                    value: Box::new(name(receiver, span)),
                    attr: method.into(),
                    attr_span: span,
                },
                span,
            }),
            args,
            keywords: vec![],
        },
        span,
    }
}

/// `stmts` with `exit` run before each statement that leaves them: every
/// `return` and `raise`, and `break`/`continue` outside loops of their own
/// (`in_loop`).
fn exit_before_leaving(stmts: &[Stmt], exit: &Stmt, in_loop: bool) -> Vec<Stmt> {
    let mut out = Vec::new();
    for s in stmts {
        match &s.kind {
            // The value is computed before `__exit__` runs; a constant
            // (`[]`, `None`) is returned as written, so it still takes the
            // declared return type.
            StmtKind::Return(Some(v)) if !is_constant(v) => {
                let result = format!("$returned_in_with{}", s.span.start);
                out.push(assign(&result, v.clone(), s.span));
                out.push(exit.clone());
                out.push(Stmt {
                    kind: StmtKind::Return(Some(name(&result, v.span))),
                    span: s.span,
                });
            }
            StmtKind::Return(_) | StmtKind::Raise { .. } => {
                out.push(exit.clone());
                out.push(s.clone());
            }
            StmtKind::Break | StmtKind::Continue if !in_loop => {
                out.push(exit.clone());
                out.push(s.clone());
            }
            StmtKind::While { .. } | StmtKind::For { .. } => {
                out.push(map_bodies(s, |b| exit_before_leaving(b, exit, true)))
            }
            _ => out.push(map_bodies(s, |b| exit_before_leaving(b, exit, in_loop))),
        }
    }
    out
}

fn is_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::None
        | ExprKind::Bool(_)
        | ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Str(_) => true,
        ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().all(is_constant),
        ExprKind::Dict(pairs) => pairs.is_empty(),
        _ => false,
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// Checks that `manager`, the value of a `with` item, is a context
    /// manager as TorchScript defines one: an object whose class has
    /// `__enter__(self)` and `__exit__(self, Any, Any, Any)`.
    pub(crate) fn check_context_manager(&self, manager: &Emitted<'c, 'b>, span: Span) -> Emit<()> {
        let class = match manager {
            Emitted::One(t) => match t.ty {
                ScriptType::Object(class) => Some(class),
                _ => None,
            },
            Emitted::Struct(class, _) => Some(*class),
            Emitted::Tuple(_) => None,
        };
        let methods = class
            .and_then(|c| self.class_by_interned(c))
            .and_then(|c| match &c.kind {
                ClassKind::Script { methods, .. } => Some(methods),
                _ => None,
            })
            .ok_or_else(|| Diagnostic::error("With item expression must return an object", span))?;
        let (Some(enter), Some(exit)) = (methods.get("__enter__"), methods.get("__exit__")) else {
            return Err(Diagnostic::error(
                "Object returned by with item expression does not define __enter__ and __exit__ methods",
                span,
            ));
        };
        if enter.params.len() != 1 {
            return Err(Diagnostic::error(
                "__enter__ must have only one argument and one return value",
                enter.name_span,
            ));
        }
        if exit.params.len() != 4 {
            return Err(Diagnostic::error(
                "__exit__ must have four arguments",
                exit.name_span,
            ));
        }
        for (i, p) in exit.params.iter().enumerate().skip(1) {
            if !annotated_any(exit, i) {
                return Err(Diagnostic::error(
                    format!("argument {i} of __exit__ must have Any type; TorchScript does not currently support passing exception type, value, or traceback to the __exit__ function."),
                    p.span,
                ));
            }
        }
        Ok(())
    }
}

/// Whether parameter `i` of `def` is annotated `Any`, in either style.
fn annotated_any(def: &FunctionDef, i: usize) -> bool {
    let is_any = |e: &Expr| {
        e.dotted_name()
            .is_some_and(|n| n == "Any" || n == "typing.Any")
    };
    if let Some(a) = &def.params[i].annotation {
        return is_any(a);
    }
    // A `# type: (Any, Any, Any) -> None` comment leaves out `self`.
    def.type_comment
        .as_ref()
        .and_then(|(text, span)| ts_frontend::parse_func_type_comment(text, *span).ok())
        .and_then(|c| c.params.get(i - 1).map(is_any))
        .unwrap_or(false)
}
