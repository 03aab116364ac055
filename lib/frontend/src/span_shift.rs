//! Moving a syntax tree: every span of a function shifted by one offset.
//! Code written in another file (the importer's TorchScript decompositions
//! of composite ops) is inlined at a call site with its spans moved to a
//! range of offsets reserved for that site, past any source file: each
//! node keeps a span of its own (mechanisms keyed by position stay
//! distinct), and the importer maps the range back to the call for errors
//! and locations.

use crate::ast::{
    Comprehension, ExceptHandler, Expr, ExprKind, FunctionDef, Keyword, Param, Stmt, StmtKind,
    WithItem,
};
use crate::source::Span;

impl FunctionDef {
    /// This definition with every span (names, parameters, body) shifted
    /// by `delta`.
    pub fn shifted(&self, delta: usize) -> FunctionDef {
        let mut def = self.clone();
        def.shift_in_place(delta);
        def
    }

    fn shift_in_place(&mut self, delta: usize) {
        let def = self;
        move_span(&mut def.name_span, delta);
        for p in &mut def.params {
            p.shift(delta);
        }
        for e in def.returns.iter_mut().chain(&mut def.decorators) {
            e.shift(delta);
        }
        if let Some((_, s)) = &mut def.type_comment {
            move_span(s, delta);
        }
        shift_all(&mut def.body, delta);
    }
}

fn move_span(s: &mut Span, delta: usize) {
    s.start += delta;
    s.end += delta;
}

fn shift_all(stmts: &mut [Stmt], delta: usize) {
    for s in stmts {
        s.shift(delta);
    }
}

impl Param {
    fn shift(&mut self, delta: usize) {
        move_span(&mut self.name_span, delta);
        move_span(&mut self.span, delta);
        for e in self.annotation.iter_mut().chain(&mut self.default) {
            e.shift(delta);
        }
    }
}

impl Stmt {
    /// Shifts this statement's spans, and those of everything in it, by
    /// `delta` bytes.
    pub fn shift(&mut self, delta: usize) {
        move_span(&mut self.span, delta);
        match &mut self.kind {
            StmtKind::FunctionDef(def) => def.shift_in_place(delta),
            StmtKind::ClassDef(c) => {
                move_span(&mut c.name_span, delta);
                for e in c.bases.iter_mut().chain(&mut c.decorators) {
                    e.shift(delta);
                }
                for k in &mut c.keywords {
                    k.shift(delta);
                }
                shift_all(&mut c.body, delta);
            }
            StmtKind::Return(v) => {
                if let Some(v) = v {
                    v.shift(delta);
                }
            }
            StmtKind::Pass | StmtKind::Break | StmtKind::Continue => {}
            StmtKind::Assert { test, msg } => {
                test.shift(delta);
                if let Some(m) = msg {
                    m.shift(delta);
                }
            }
            StmtKind::Raise { exc, cause } => {
                for e in exc.iter_mut().chain(cause) {
                    e.shift(delta);
                }
            }
            StmtKind::Delete(targets) => targets.iter_mut().for_each(|t| t.shift(delta)),
            StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
                names.iter_mut().for_each(|(_, s)| move_span(s, delta))
            }
            StmtKind::Assign {
                targets,
                value,
                type_comment,
            } => {
                targets.iter_mut().for_each(|t| t.shift(delta));
                value.shift(delta);
                if let Some((_, s)) = type_comment {
                    move_span(s, delta);
                }
            }
            StmtKind::AnnAssign {
                target,
                annotation,
                value,
            } => {
                target.shift(delta);
                annotation.shift(delta);
                if let Some(v) = value {
                    v.shift(delta);
                }
            }
            StmtKind::AugAssign { target, value, .. } => {
                target.shift(delta);
                value.shift(delta);
            }
            StmtKind::Expr(e) => e.shift(delta),
            StmtKind::If { test, body, orelse } | StmtKind::While { test, body, orelse } => {
                test.shift(delta);
                shift_all(body, delta);
                shift_all(orelse, delta);
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => {
                target.shift(delta);
                iter.shift(delta);
                shift_all(body, delta);
                shift_all(orelse, delta);
            }
            StmtKind::With { items, body } => {
                for WithItem {
                    context,
                    target,
                    span: s,
                } in items
                {
                    move_span(s, delta);
                    context.shift(delta);
                    if let Some(t) = target {
                        t.shift(delta);
                    }
                }
                shift_all(body, delta);
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                shift_all(body, delta);
                for ExceptHandler {
                    typ,
                    name,
                    body,
                    span: s,
                } in handlers
                {
                    move_span(s, delta);
                    if let Some(t) = typ {
                        t.shift(delta);
                    }
                    if let Some((_, n)) = name {
                        move_span(n, delta);
                    }
                    shift_all(body, delta);
                }
                shift_all(orelse, delta);
                shift_all(finalbody, delta);
            }
            StmtKind::Import(aliases) => {
                for a in aliases {
                    move_span(&mut a.name_span, delta);
                    if let Some((_, s)) = &mut a.asname {
                        move_span(s, delta);
                    }
                }
            }
            StmtKind::ImportFrom { module, names, .. } => {
                if let Some((_, s)) = module {
                    move_span(s, delta);
                }
                for a in names {
                    move_span(&mut a.name_span, delta);
                    if let Some((_, s)) = &mut a.asname {
                        move_span(s, delta);
                    }
                }
            }
        }
    }
}

impl Keyword {
    fn shift(&mut self, delta: usize) {
        move_span(&mut self.span, delta);
        if let Some((_, s)) = &mut self.name {
            move_span(s, delta);
        }
        self.value.shift(delta);
    }
}

impl Comprehension {
    fn shift(&mut self, delta: usize) {
        move_span(&mut self.span, delta);
        self.target.shift(delta);
        self.iter.shift(delta);
        self.ifs.iter_mut().for_each(|e| e.shift(delta));
    }
}

impl Expr {
    /// Shifts this expression's spans, and those of everything in it, by
    /// `delta` bytes.
    pub fn shift(&mut self, delta: usize) {
        move_span(&mut self.span, delta);
        let all = |items: &mut Vec<Expr>| items.iter_mut().for_each(|e| e.shift(delta));
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
                    k.shift(delta);
                    v.shift(delta);
                }
            }
            ExprKind::ListComp { elt, generators }
            | ExprKind::SetComp { elt, generators }
            | ExprKind::GeneratorExp { elt, generators } => {
                elt.shift(delta);
                generators.iter_mut().for_each(|g| g.shift(delta));
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => {
                key.shift(delta);
                value.shift(delta);
                generators.iter_mut().for_each(|g| g.shift(delta));
            }
            ExprKind::Attribute {
                value, attr_span, ..
            } => {
                move_span(attr_span, delta);
                value.shift(delta);
            }
            ExprKind::Subscript { value, index } => {
                value.shift(delta);
                index.shift(delta);
            }
            ExprKind::Slice { lower, upper, step } => {
                for e in [lower, upper, step].into_iter().flatten() {
                    e.shift(delta);
                }
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => {
                func.shift(delta);
                all(args);
                keywords.iter_mut().for_each(|k| k.shift(delta));
            }
            ExprKind::Binary { left, right, .. } => {
                left.shift(delta);
                right.shift(delta);
            }
            ExprKind::Unary { operand, .. } | ExprKind::Starred(operand) => operand.shift(delta),
            ExprKind::BoolOp { values, .. } => all(values),
            ExprKind::Compare {
                left, comparators, ..
            } => {
                left.shift(delta);
                all(comparators);
            }
            ExprKind::IfExp { test, body, orelse } => {
                test.shift(delta);
                body.shift(delta);
                orelse.shift(delta);
            }
            ExprKind::Lambda { params, body } => {
                params.iter_mut().for_each(|p| p.shift(delta));
                body.shift(delta);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse_file, SourceFile};

    #[test]
    fn every_span_shifts_by_the_offset() {
        let src = "def f(x: int, y: float = 1.0) -> float:\n    if x > 0:\n        return [a for a in range(x)][0] * y\n    return y\n";
        let file = SourceFile::new("t.py", src);
        let module = parse_file(&file).expect("parses");
        let crate::ast::StmtKind::FunctionDef(def) = &module.items[0].kind else {
            panic!("a function");
        };
        let moved = def.shifted(1000);
        // Every span of the copy is 1000 past the original's.
        let starts = |d: &crate::ast::FunctionDef| -> Vec<usize> {
            let text = format!("{d:?}");
            text.split("start: ")
                .skip(1)
                .map(|t| t.split(',').next().unwrap().parse().unwrap())
                .collect()
        };
        let (before, after) = (starts(def), starts(&moved));
        assert!(before.len() > 20);
        assert_eq!(before.len(), after.len());
        assert!(before.iter().zip(&after).all(|(a, b)| a + 1000 == *b));
    }
}
