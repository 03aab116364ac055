//! Shared helpers for the integration tests: parsing shortcuts and a compact
//! S-expression printer, so expected trees fit on one line of a test table.

#![allow(dead_code)]

use ts_frontend::ast::*;
use ts_frontend::{parse_file, render_all, SourceFile};

/// Parses `src` as `test.py`, panicking with the rendered errors on failure.
pub fn parse_ok(src: &str) -> Module {
    let file = SourceFile::new("test.py", src);
    match parse_file(&file) {
        Ok(m) => m,
        Err(d) => panic!(
            "unexpected parse failure:\n{}\nsource:\n{src}",
            render_all(&d, &file)
        ),
    }
}

/// Parses `src` as `test.py` and returns the rendered diagnostics, panicking
/// if it parses.
pub fn parse_err(src: &str) -> String {
    let file = SourceFile::new("test.py", src);
    match parse_file(&file) {
        Ok(m) => panic!("expected a parse error for:\n{src}\ngot {m:#?}"),
        Err(d) => render_all(&d, &file),
    }
}

/// The whole module as S-expressions, one statement per line.
pub fn module_sexp(m: &Module) -> String {
    m.items.iter().map(stmt).collect::<Vec<_>>().join("\n")
}

/// The value of a single expression statement `src`.
pub fn expr_sexp(src: &str) -> String {
    let m = parse_ok(src);
    match &m.items[..] {
        [Stmt {
            kind: StmtKind::Expr(e),
            ..
        }] => expr(e),
        other => panic!("expected one expression statement, got {other:?}"),
    }
}

fn opt(e: &Option<Expr>) -> String {
    e.as_ref().map_or("_".to_string(), expr)
}

fn opt_box(e: &Option<Box<Expr>>) -> String {
    e.as_ref().map_or("_".to_string(), |e| expr(e))
}

fn list(items: &[Expr]) -> String {
    items.iter().map(expr).collect::<Vec<_>>().join(" ")
}

fn block(stmts: &[Stmt]) -> String {
    format!("[{}]", stmts.iter().map(stmt).collect::<Vec<_>>().join(" "))
}

fn comps(gens: &[Comprehension]) -> String {
    gens.iter()
        .map(|g| {
            let ifs: String = g.ifs.iter().map(|i| format!(" (if {})", expr(i))).collect();
            format!("(for {} {}{ifs})", expr(&g.target), expr(&g.iter))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn param(p: &Param) -> String {
    let stars = match p.kind {
        ParamKind::VarArgs => "*",
        ParamKind::VarKwargs => "**",
        ParamKind::KeywordOnly => "kw:",
        ParamKind::PositionalOnly => "pos:",
        ParamKind::Normal => "",
    };
    let ann = p
        .annotation
        .as_ref()
        .map_or(String::new(), |a| format!(":{}", expr(a)));
    let def = p
        .default
        .as_ref()
        .map_or(String::new(), |d| format!("={}", expr(d)));
    format!("{stars}{}{ann}{def}", p.name)
}

/// One expression as an S-expression.
pub fn expr(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Name(n) => n.clone(),
        ExprKind::Int(i) => i.to_string(),
        ExprKind::Float(f) => format!("{f:?}"),
        ExprKind::Str(s) => format!("{s:?}"),
        ExprKind::Bytes(b) => format!("b{:?}", String::from_utf8_lossy(b)),
        ExprKind::FormattedStr(s) => format!("(fstring {s})"),
        ExprKind::Bool(b) => if *b { "True" } else { "False" }.to_string(),
        ExprKind::None => "None".into(),
        ExprKind::Ellipsis => "...".into(),
        ExprKind::Tuple(items) => format!("(tuple {})", list(items)).replace(" )", ")"),
        ExprKind::List(items) => format!("(list {})", list(items)).replace(" )", ")"),
        ExprKind::Set(items) => format!("(set {})", list(items)),
        ExprKind::Dict(items) => {
            let kv: Vec<String> = items
                .iter()
                .map(|(k, v)| format!("({} {})", expr(k), expr(v)))
                .collect();
            format!("(dict {})", kv.join(" ")).replace(" )", ")")
        }
        ExprKind::ListComp { elt, generators } => {
            format!("(listcomp {} {})", expr(elt), comps(generators))
        }
        ExprKind::SetComp { elt, generators } => {
            format!("(setcomp {} {})", expr(elt), comps(generators))
        }
        ExprKind::GeneratorExp { elt, generators } => {
            format!("(genexp {} {})", expr(elt), comps(generators))
        }
        ExprKind::DictComp {
            key,
            value,
            generators,
        } => {
            format!(
                "(dictcomp {} {} {})",
                expr(key),
                expr(value),
                comps(generators)
            )
        }
        ExprKind::Attribute { value, attr, .. } => format!("(. {} {attr})", expr(value)),
        ExprKind::Subscript { value, index } => format!("(sub {} {})", expr(value), expr(index)),
        ExprKind::Slice { lower, upper, step } => {
            format!(
                "(slice {} {} {})",
                opt_box(lower),
                opt_box(upper),
                opt_box(step)
            )
        }
        ExprKind::Call {
            func,
            args,
            keywords,
        } => {
            let mut parts = vec![expr(func)];
            parts.extend(args.iter().map(expr));
            for k in keywords {
                match &k.name {
                    Some((n, _)) => parts.push(format!("{n}={}", expr(&k.value))),
                    None => parts.push(format!("**{}", expr(&k.value))),
                }
            }
            format!("(call {})", parts.join(" "))
        }
        ExprKind::Binary { op, left, right } => {
            format!("({} {} {})", op.symbol(), expr(left), expr(right))
        }
        ExprKind::Unary { op, operand } => {
            let sym = match op {
                UnaryOp::Neg => "-",
                UnaryOp::Pos => "+",
                UnaryOp::Invert => "~",
                UnaryOp::Not => "not",
            };
            format!("({sym} {})", expr(operand))
        }
        ExprKind::BoolOp { op, values } => {
            let sym = if *op == BoolOp::And { "and" } else { "or" };
            format!("({sym} {})", list(values))
        }
        ExprKind::Compare {
            left,
            ops,
            comparators,
        } => {
            let mut parts = vec![expr(left)];
            for (op, c) in ops.iter().zip(comparators) {
                parts.push(op.symbol().to_string());
                parts.push(expr(c));
            }
            format!("(cmp {})", parts.join(" "))
        }
        ExprKind::IfExp { test, body, orelse } => {
            format!("(if {} {} {})", expr(test), expr(body), expr(orelse))
        }
        ExprKind::Lambda { params, body } => {
            let ps: Vec<String> = params.iter().map(param).collect();
            format!("(lambda ({}) {})", ps.join(" "), expr(body))
        }
        ExprKind::Starred(inner) => format!("(* {})", expr(inner)),
    }
}

/// One statement as an S-expression.
pub fn stmt(s: &Stmt) -> String {
    match &s.kind {
        StmtKind::FunctionDef(f) => {
            let ps: Vec<String> = f.params.iter().map(param).collect();
            let decos: String = f
                .decorators
                .iter()
                .map(|d| format!("@{} ", expr(d)))
                .collect();
            let ret = f
                .returns
                .as_ref()
                .map_or(String::new(), |r| format!(" -> {}", expr(r)));
            let tc = f
                .type_comment
                .as_ref()
                .map_or(String::new(), |(t, _)| format!(" #{t}"));
            format!(
                "({decos}def {}({}){ret}{tc} {})",
                f.name,
                ps.join(" "),
                block(&f.body)
            )
        }
        StmtKind::ClassDef(c) => {
            let decos: String = c
                .decorators
                .iter()
                .map(|d| format!("@{} ", expr(d)))
                .collect();
            format!(
                "({decos}class {}({}) {})",
                c.name,
                list(&c.bases),
                block(&c.body)
            )
        }
        StmtKind::Return(v) => format!("(return {})", opt(v)),
        StmtKind::Pass => "pass".into(),
        StmtKind::Break => "break".into(),
        StmtKind::Continue => "continue".into(),
        StmtKind::Assert { test, msg } => format!("(assert {} {})", expr(test), opt(msg)),
        StmtKind::Raise { exc, cause } => format!("(raise {} {})", opt(exc), opt(cause)),
        StmtKind::Delete(t) => format!("(del {})", list(t)),
        StmtKind::Global(n) => format!(
            "(global {})",
            n.iter()
                .map(|(n, _)| n.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        StmtKind::Nonlocal(n) => {
            format!(
                "(nonlocal {})",
                n.iter()
                    .map(|(n, _)| n.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        }
        StmtKind::Assign {
            targets,
            value,
            type_comment,
        } => {
            let tc = type_comment
                .as_ref()
                .map_or(String::new(), |(t, _)| format!(" #{t}"));
            format!("(= {} {}{tc})", list(targets), expr(value))
        }
        StmtKind::AnnAssign {
            target,
            annotation,
            value,
        } => {
            format!("(: {} {} {})", expr(target), expr(annotation), opt(value))
        }
        StmtKind::AugAssign { target, op, value } => {
            format!("({}= {} {})", op.symbol(), expr(target), expr(value))
        }
        StmtKind::Expr(e) => expr(e),
        StmtKind::If { test, body, orelse } => {
            format!("(if {} {} {})", expr(test), block(body), block(orelse))
        }
        StmtKind::While { test, body, orelse } => {
            format!("(while {} {} {})", expr(test), block(body), block(orelse))
        }
        StmtKind::For {
            target,
            iter,
            body,
            orelse,
        } => {
            format!(
                "(for {} {} {} {})",
                expr(target),
                expr(iter),
                block(body),
                block(orelse)
            )
        }
        StmtKind::With { items, body } => {
            let its: Vec<String> = items
                .iter()
                .map(|i| match &i.target {
                    Some(t) => format!("({} as {})", expr(&i.context), expr(t)),
                    None => expr(&i.context),
                })
                .collect();
            format!("(with {} {})", its.join(" "), block(body))
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
        } => {
            let hs: Vec<String> = handlers
                .iter()
                .map(|h| {
                    let name = h.name.as_ref().map_or("_", |(n, _)| n.as_str());
                    format!("(except {} {name} {})", opt(&h.typ), block(&h.body))
                })
                .collect();
            format!(
                "(try {} {} {} {})",
                block(body),
                hs.join(" "),
                block(orelse),
                block(finalbody)
            )
        }
        StmtKind::Import(aliases) => {
            let names: Vec<String> = aliases
                .iter()
                .map(|a| match &a.asname {
                    Some((n, _)) => format!("{} as {n}", a.name),
                    None => a.name.clone(),
                })
                .collect();
            format!("(import {})", names.join(", "))
        }
        StmtKind::ImportFrom {
            module,
            level,
            names,
        } => {
            let names: Vec<String> = names
                .iter()
                .map(|a| match &a.asname {
                    Some((n, _)) => format!("{} as {n}", a.name),
                    None => a.name.clone(),
                })
                .collect();
            let module = module.as_ref().map_or("", |(m, _)| m.as_str());
            format!(
                "(from {}{module} import {})",
                ".".repeat(*level),
                names.join(", ")
            )
        }
    }
}
