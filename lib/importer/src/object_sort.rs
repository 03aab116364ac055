//! `xs.sort()` and `sorted(xs)` of script-class instances, which
//! TorchScript orders by the class's `__lt__`: a stable insertion sort
//! (as Python's sort is stable) emitted as loops over the list, so each
//! comparison is the compiled `__lt__`.

use crate::{
    exit_transform::name,
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
};
use ts_frontend::{
    ast::{BinaryOp, BoolOp, CmpOp, Expr, ExprKind, Stmt, StmtKind},
    Span,
};

fn expr(kind: ExprKind, span: Span) -> Expr {
    Expr { kind, span }
}

fn int(k: i64, span: Span) -> Expr {
    expr(ExprKind::Int(k), span)
}

fn minus_one(e: Expr, span: Span) -> Expr {
    expr(
        ExprKind::Binary {
            op: BinaryOp::Sub,
            left: Box::new(e),
            right: Box::new(int(1, span)),
        },
        span,
    )
}

fn item(list: &str, at: Expr, span: Span) -> Expr {
    expr(
        ExprKind::Subscript {
            value: Box::new(name(list, span)),
            index: Box::new(at),
        },
        span,
    )
}

fn compare(left: Expr, op: CmpOp, right: Expr, span: Span) -> Expr {
    expr(
        ExprKind::Compare {
            left: Box::new(left),
            ops: vec![op],
            comparators: vec![right],
        },
        span,
    )
}

fn assign(target: Expr, value: Expr, span: Span) -> Stmt {
    Stmt {
        kind: StmtKind::Assign {
            targets: vec![target],
            value,
            type_comment: None,
        },
        span,
    }
}

/// The statements that sort the list named `list` in place:
///
/// ```text
/// for i in range(1, len(list)):
///     j = i
///     while j > 0 and (list[j - 1] < list[j] if reverse else list[j] < list[j - 1]):
///         t = list[j]; list[j] = list[j - 1]; list[j - 1] = t
///         j -= 1
/// ```
fn insertion_sort(list: &str, reverse: &str, span: Span) -> Vec<Stmt> {
    let (i, j, t) = (
        format!("{list}.i"),
        format!("{list}.j"),
        format!("{list}.t"),
    );
    let call = |f: &str, args: Vec<Expr>| {
        expr(
            ExprKind::Call {
                func: Box::new(name(f, span)),
                args,
                keywords: vec![],
            },
            span,
        )
    };
    let here = || item(list, name(&j, span), span);
    let before = || item(list, minus_one(name(&j, span), span), span);
    let out_of_order = expr(
        ExprKind::IfExp {
            test: Box::new(name(reverse, span)),
            body: Box::new(compare(before(), CmpOp::Lt, here(), span)),
            orelse: Box::new(compare(here(), CmpOp::Lt, before(), span)),
        },
        span,
    );
    let test = expr(
        ExprKind::BoolOp {
            op: BoolOp::And,
            values: vec![
                compare(name(&j, span), CmpOp::Gt, int(0, span), span),
                out_of_order,
            ],
        },
        span,
    );
    let swap = vec![
        assign(name(&t, span), here(), span),
        assign(here(), before(), span),
        assign(before(), name(&t, span), span),
        Stmt {
            kind: StmtKind::AugAssign {
                target: name(&j, span),
                op: BinaryOp::Sub,
                value: int(1, span),
            },
            span,
        },
    ];
    vec![Stmt {
        kind: StmtKind::For {
            target: name(&i, span),
            iter: call(
                "range",
                vec![int(1, span), call("len", vec![name(list, span)])],
            ),
            body: vec![
                assign(name(&j, span), name(&i, span), span),
                Stmt {
                    kind: StmtKind::While {
                        test,
                        body: swap,
                        orelse: vec![],
                    },
                    span,
                },
            ],
            orelse: vec![],
        },
        span,
    }]
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// Sorts `list`, a runtime list of script-class instances, in place
    /// by their `__lt__` (descending where `reverse` holds).
    pub(crate) fn sort_objects(
        &mut self,
        list: Typed<'c, 'b>,
        reverse: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        let hidden = format!("$sort{}", span.start);
        let flag = format!("{hidden}.reverse");
        self.env.insert(hidden.clone(), Emitted::One(list));
        self.env.insert(flag.clone(), Emitted::One(reverse));
        let sorted = self.emit_body(&insertion_sort(&hidden, &flag, span));
        // (The loop carries nothing: the list is a reference.)
        for n in ["", ".reverse", ".i", ".j", ".t"] {
            self.env.remove(&format!("{hidden}{n}"));
        }
        sorted.map(|_| ())
    }
}
