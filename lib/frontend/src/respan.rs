//! Moving a syntax tree to one location: every span of a function set to
//! `span`. Code written in another file (the importer's TorchScript
//! decompositions of composite ops) is inlined at a call site; its errors
//! and its run-time error locations then point at that call.

use crate::ast::{
    Comprehension, ExceptHandler, Expr, ExprKind, FunctionDef, Keyword, Param, Stmt, StmtKind,
    WithItem,
};
use crate::source::Span;

impl FunctionDef {
    /// This definition with every span (names, parameters, body) at `span`.
    pub fn respanned(&self, span: Span) -> FunctionDef {
        let mut def = self.clone();
        def.name_span = span;
        for p in &mut def.params {
            p.respan(span);
        }
        for e in def.returns.iter_mut().chain(&mut def.decorators) {
            e.respan(span);
        }
        if let Some((_, s)) = &mut def.type_comment {
            *s = span;
        }
        respan_all(&mut def.body, span);
        def
    }
}

fn respan_all(stmts: &mut [Stmt], span: Span) {
    for s in stmts {
        s.respan(span);
    }
}

impl Param {
    fn respan(&mut self, span: Span) {
        self.name_span = span;
        self.span = span;
        for e in self.annotation.iter_mut().chain(&mut self.default) {
            e.respan(span);
        }
    }
}

impl Stmt {
    /// Sets this statement's spans, and those of everything in it, to `span`.
    pub fn respan(&mut self, span: Span) {
        self.span = span;
        match &mut self.kind {
            StmtKind::FunctionDef(def) => *def = def.respanned(span),
            StmtKind::ClassDef(c) => {
                c.name_span = span;
                for e in c.bases.iter_mut().chain(&mut c.decorators) {
                    e.respan(span);
                }
                for k in &mut c.keywords {
                    k.respan(span);
                }
                respan_all(&mut c.body, span);
            }
            StmtKind::Return(v) => {
                if let Some(v) = v {
                    v.respan(span);
                }
            }
            StmtKind::Pass | StmtKind::Break | StmtKind::Continue => {}
            StmtKind::Assert { test, msg } => {
                test.respan(span);
                if let Some(m) = msg {
                    m.respan(span);
                }
            }
            StmtKind::Raise { exc, cause } => {
                for e in exc.iter_mut().chain(cause) {
                    e.respan(span);
                }
            }
            StmtKind::Delete(targets) => targets.iter_mut().for_each(|t| t.respan(span)),
            StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
                names.iter_mut().for_each(|(_, s)| *s = span)
            }
            StmtKind::Assign {
                targets,
                value,
                type_comment,
            } => {
                targets.iter_mut().for_each(|t| t.respan(span));
                value.respan(span);
                if let Some((_, s)) = type_comment {
                    *s = span;
                }
            }
            StmtKind::AnnAssign {
                target,
                annotation,
                value,
            } => {
                target.respan(span);
                annotation.respan(span);
                if let Some(v) = value {
                    v.respan(span);
                }
            }
            StmtKind::AugAssign { target, value, .. } => {
                target.respan(span);
                value.respan(span);
            }
            StmtKind::Expr(e) => e.respan(span),
            StmtKind::If { test, body, orelse } | StmtKind::While { test, body, orelse } => {
                test.respan(span);
                respan_all(body, span);
                respan_all(orelse, span);
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => {
                target.respan(span);
                iter.respan(span);
                respan_all(body, span);
                respan_all(orelse, span);
            }
            StmtKind::With { items, body } => {
                for WithItem {
                    context,
                    target,
                    span: s,
                } in items
                {
                    *s = span;
                    context.respan(span);
                    if let Some(t) = target {
                        t.respan(span);
                    }
                }
                respan_all(body, span);
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                respan_all(body, span);
                for ExceptHandler {
                    typ,
                    name,
                    body,
                    span: s,
                } in handlers
                {
                    *s = span;
                    if let Some(t) = typ {
                        t.respan(span);
                    }
                    if let Some((_, n)) = name {
                        *n = span;
                    }
                    respan_all(body, span);
                }
                respan_all(orelse, span);
                respan_all(finalbody, span);
            }
            StmtKind::Import(aliases) => {
                for a in aliases {
                    a.name_span = span;
                    if let Some((_, s)) = &mut a.asname {
                        *s = span;
                    }
                }
            }
            StmtKind::ImportFrom { module, names, .. } => {
                if let Some((_, s)) = module {
                    *s = span;
                }
                for a in names {
                    a.name_span = span;
                    if let Some((_, s)) = &mut a.asname {
                        *s = span;
                    }
                }
            }
        }
    }
}

impl Keyword {
    fn respan(&mut self, span: Span) {
        self.span = span;
        if let Some((_, s)) = &mut self.name {
            *s = span;
        }
        self.value.respan(span);
    }
}

impl Comprehension {
    fn respan(&mut self, span: Span) {
        self.span = span;
        self.target.respan(span);
        self.iter.respan(span);
        self.ifs.iter_mut().for_each(|e| e.respan(span));
    }
}

impl Expr {
    /// Sets this expression's spans, and those of everything in it, to `span`.
    pub fn respan(&mut self, span: Span) {
        self.span = span;
        let all = |items: &mut Vec<Expr>| items.iter_mut().for_each(|e| e.respan(span));
        match &mut self.kind {
            ExprKind::Name(_)
            | ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Str(_)
            | ExprKind::Bytes(_)
            | ExprKind::FormattedStr(_)
            | ExprKind::Bool(_)
            | ExprKind::None
            | ExprKind::Ellipsis => {}
            ExprKind::Tuple(items) | ExprKind::List(items) | ExprKind::Set(items) => all(items),
            ExprKind::Dict(pairs) => {
                for (k, v) in pairs {
                    k.respan(span);
                    v.respan(span);
                }
            }
            ExprKind::ListComp { elt, generators }
            | ExprKind::SetComp { elt, generators }
            | ExprKind::GeneratorExp { elt, generators } => {
                elt.respan(span);
                generators.iter_mut().for_each(|g| g.respan(span));
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => {
                key.respan(span);
                value.respan(span);
                generators.iter_mut().for_each(|g| g.respan(span));
            }
            ExprKind::Attribute {
                value, attr_span, ..
            } => {
                *attr_span = span;
                value.respan(span);
            }
            ExprKind::Subscript { value, index } => {
                value.respan(span);
                index.respan(span);
            }
            ExprKind::Slice { lower, upper, step } => {
                for e in [lower, upper, step].into_iter().flatten() {
                    e.respan(span);
                }
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => {
                func.respan(span);
                all(args);
                keywords.iter_mut().for_each(|k| k.respan(span));
            }
            ExprKind::Binary { left, right, .. } => {
                left.respan(span);
                right.respan(span);
            }
            ExprKind::Unary { operand, .. } | ExprKind::Starred(operand) => operand.respan(span),
            ExprKind::BoolOp { values, .. } => all(values),
            ExprKind::Compare {
                left, comparators, ..
            } => {
                left.respan(span);
                all(comparators);
            }
            ExprKind::IfExp { test, body, orelse } => {
                test.respan(span);
                body.respan(span);
                orelse.respan(span);
            }
            ExprKind::Lambda { params, body } => {
                params.iter_mut().for_each(|p| p.respan(span));
                body.respan(span);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse_file, SourceFile, Span};

    #[test]
    fn every_span_moves_to_the_call_site() {
        let src = "def f(x: int, y: float = 1.0) -> float:\n    if x > 0:\n        return [a for a in range(x)][0] * y\n    return y\n";
        let file = SourceFile::new("t.py", src);
        let module = parse_file(&file).expect("parses");
        let crate::ast::StmtKind::FunctionDef(def) = &module.items[0].kind else {
            panic!("a function");
        };
        let at = Span { start: 7, end: 9 };
        let moved = def.respanned(at);
        // Any span not equal to `at` would show up in the Debug rendering.
        let text = format!("{moved:?}");
        let spans = text.matches("Span {").count();
        let at_spans = text.matches("Span { start: 7, end: 9 }").count();
        assert!(spans > 20);
        assert_eq!(spans, at_spans);
    }
}
