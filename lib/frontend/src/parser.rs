//! Conversion of pest parse trees into the typed AST, and of pest failures
//! into located diagnostics.
//!
//! The grammar only decides *whether* the text is well formed; this module
//! decides what it means: operator folding, tuple-versus-parentheses,
//! literal decoding, assignment-target validity and type-comment placement.
//! Nothing here may panic on any input: every surprise becomes a
//! [`Diagnostic`] anchored in the source.

use std::collections::{BTreeMap, HashSet};

use pest::iterators::{Pair, Pairs};
use pest::Parser as _;

use crate::ast::*;
use crate::diagnostics::Diagnostic;
use crate::literals;
use crate::preprocess::preprocess;
use crate::source::{SourceFile, Span};
use crate::syntax_error::syntax_error;

/// The pest parser generated from `grammar.pest`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar.pest"]
pub(crate) struct TsParser;

type P<'i> = Pair<'i, Rule>;

/// Stack for the parsing thread. Pest and the tree conversion recurse once
/// per nesting level; a generous private stack makes the nesting limit the
/// same whatever thread the caller runs on (test threads get only 2 MiB).
const PARSE_STACK_BYTES: usize = 64 << 20;

/// Parses a whole file into a [`Module`], or returns every error found.
pub fn parse_file(source: &SourceFile) -> Result<Module, Vec<Diagnostic>> {
    on_big_stack(|| parse_file_here(source))
}

/// Runs `f` on a thread with [`PARSE_STACK_BYTES`] of stack, or on the
/// current thread if none can be spawned. A panic (a parser bug) becomes an
/// error diagnostic rather than unwinding into the caller.
fn on_big_stack<T: Send>(
    f: impl FnOnce() -> Result<T, Vec<Diagnostic>> + Send,
) -> Result<T, Vec<Diagnostic>> {
    let slot = std::sync::Mutex::new(Some(f));
    // The closure only borrows `slot`, so it is `Copy` and can still run here
    // if the thread cannot be spawned.
    let run = || slot.lock().ok().and_then(|mut g| g.take()).map(|f| f());
    let outcome = std::thread::scope(|scope| {
        match std::thread::Builder::new()
            .name("ts-frontend-parse".into())
            .stack_size(PARSE_STACK_BYTES)
            .spawn_scoped(scope, run)
        {
            Ok(handle) => handle.join().ok().flatten(),
            Err(_) => run(),
        }
    });
    outcome.unwrap_or_else(|| {
        Err(vec![Diagnostic::error(
            "internal parser error: the parser crashed on this input",
            Span::point(0),
        )])
    })
}

fn parse_file_here(source: &SourceFile) -> Result<Module, Vec<Diagnostic>> {
    let pre = preprocess(&source.text);
    if !pre.diagnostics.is_empty() {
        return Err(pre.diagnostics);
    }
    let pairs = match (run_pest(Rule::file, &pre.text), pre.indentation_error) {
        (Ok(pairs), None) => pairs,
        (Ok(_), Some((indent, _))) => return Err(vec![indent]),
        (Err((_, failed_at)), Some((indent, line_start))) if failed_at >= line_start => {
            return Err(vec![indent]);
        }
        (Err((syntax, _)), _) => return Err(vec![syntax]),
    };
    let mut cx = Converter::new(&source.text, pre.type_comments);
    let mut items = Vec::new();
    for pair in pairs.flat_map(|p| p.into_inner()) {
        cx.statement_into(pair, &mut items);
    }
    cx.finish(Module { items })
}

/// Parses a single expression, such as a type written in a `# type:` comment.
/// `offset` is where `text` starts in its file, so spans point into the file.
pub fn parse_expression(text: &str, offset: usize) -> Result<Expr, Vec<Diagnostic>> {
    on_big_stack(|| parse_fragment(Rule::type_expr_file, text, offset, |mut exprs| exprs.pop()))
}

/// A function signature from a mypy-style comment, `(int, Tensor) -> Tensor`.
#[derive(Debug, Clone, PartialEq)]
pub struct FuncTypeComment {
    /// Parameter types in order (`self` is normally omitted by the writer).
    pub params: Vec<Expr>,
    /// The return type.
    pub returns: Expr,
}

/// Parses the text of a function's type comment (see
/// [`FunctionDef::type_comment`]); `span` is the comment text's location.
pub fn parse_func_type_comment(text: &str, span: Span) -> Result<FuncTypeComment, Vec<Diagnostic>> {
    on_big_stack(|| {
        parse_fragment(Rule::func_type_file, text, span.start, |mut exprs| {
            let returns = exprs.pop()?;
            Some(FuncTypeComment {
                params: exprs,
                returns,
            })
        })
    })
}

/// Parses a fragment that starts at `offset` in its file. The fragment is
/// padded with blanks so that pest's offsets are already file offsets; `build`
/// gets the top-level expressions in order.
fn parse_fragment<T>(
    rule: Rule,
    text: &str,
    offset: usize,
    build: impl FnOnce(Vec<Expr>) -> Option<T>,
) -> Result<T, Vec<Diagnostic>> {
    let pre = preprocess(text);
    if !pre.diagnostics.is_empty() {
        return Err(pre
            .diagnostics
            .into_iter()
            .map(|d| shift(d, offset))
            .collect());
    }
    let padded = format!("{}{}", " ".repeat(offset), pre.text);
    let pairs = run_pest(rule, &padded).map_err(|(d, _)| vec![d])?;
    let mut cx = Converter::new(&padded, BTreeMap::new());
    let exprs = pairs
        .flat_map(|p| p.into_inner())
        .filter(|p| p.as_rule() != Rule::EOI)
        .map(|p| cx.expr(p))
        .collect();
    match build(exprs) {
        Some(value) => cx.finish(value),
        None => Err(vec![Diagnostic::error(
            "expected expression",
            Span::point(offset),
        )]),
    }
}

fn shift(mut d: Diagnostic, offset: usize) -> Diagnostic {
    d.span = Span::new(d.span.start + offset, d.span.end + offset);
    for (_, span) in &mut d.notes {
        if let Some(s) = span {
            *s = Span::new(s.start + offset, s.end + offset);
        }
    }
    d
}

/// Runs the generated parser; on failure, the diagnostic and the offset
/// where pest gave up.
fn run_pest(rule: Rule, text: &str) -> Result<Pairs<'_, Rule>, (Diagnostic, usize)> {
    if let Ok(pairs) = TsParser::parse(rule, text) {
        return Ok(pairs);
    }
    // Detailed attempts give the expected literal tokens (":" or ")") that
    // the messages are built from, but make parsing about four times slower,
    // so only the failing input is parsed again with them. The switch is
    // process-wide and is never turned back off, so a concurrent parse can
    // never lose the detail its message depends on.
    pest::set_error_detail(true);
    match TsParser::parse(rule, text) {
        Ok(pairs) => Ok(pairs),
        Err(e) => Err(syntax_error(&e, text)),
    }
}

fn span_of(p: &P) -> Span {
    let s = p.as_span();
    Span::new(s.start(), s.end())
}

/// Rules that only mark syntax (keywords, `=`, indentation) and carry no
/// meaning once the tree has the right shape.
fn is_token(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::kw_and
            | Rule::kw_as
            | Rule::kw_assert
            | Rule::kw_break
            | Rule::kw_class
            | Rule::kw_continue
            | Rule::kw_def
            | Rule::kw_del
            | Rule::kw_elif
            | Rule::kw_else
            | Rule::kw_except
            | Rule::kw_finally
            | Rule::kw_for
            | Rule::kw_from
            | Rule::kw_global
            | Rule::kw_if
            | Rule::kw_import
            | Rule::kw_in
            | Rule::kw_is
            | Rule::kw_lambda
            | Rule::kw_nonlocal
            | Rule::kw_not
            | Rule::kw_or
            | Rule::kw_pass
            | Rule::kw_raise
            | Rule::kw_return
            | Rule::kw_try
            | Rule::kw_while
            | Rule::kw_with
            | Rule::assign_op
            | Rule::indent
            | Rule::EOI
    )
}

fn kids<'i>(p: P<'i>) -> Vec<P<'i>> {
    p.into_inner().filter(|c| !is_token(c.as_rule())).collect()
}

fn last_end(stmts: &[Stmt]) -> Option<usize> {
    stmts.last().map(|s| s.span.end)
}

/// Deepest expression tree the parser builds.
const MAX_EXPR_DEPTH: usize = 500;
/// Each `elif` nests the statement tree one level deeper.
const MAX_ELIF_CLAUSES: usize = 500;

/// A compound statement or clause taken apart.
struct Parts<'i> {
    /// The header (`if x:`, `def f(...) -> T:`).
    head: Span,
    /// The header's meaningful children (keywords dropped).
    head_kids: Vec<P<'i>>,
    /// The converted suite.
    body: Vec<Stmt>,
    /// Following clauses (`elif`, `else`, `except`, `finally`).
    clauses: Vec<P<'i>>,
}

struct Converter {
    /// Nesting level of the expression being built (see [`Converter::expr`]).
    depth: usize,
    too_deep_reported: bool,
    type_comments: BTreeMap<usize, (String, Span)>,
    line_starts: Vec<usize>,
    diags: Vec<Diagnostic>,
}

impl Converter {
    /// `original` is the text before preprocessing, whose newlines give the
    /// line numbers that type comments are keyed by.
    fn new(original: &str, type_comments: BTreeMap<usize, (String, Span)>) -> Self {
        let line_starts = std::iter::once(0)
            .chain(original.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Converter {
            depth: 0,
            too_deep_reported: false,
            type_comments,
            line_starts,
            diags: Vec::new(),
        }
    }

    fn finish<T>(mut self, value: T) -> Result<T, Vec<Diagnostic>> {
        if self.diags.is_empty() {
            Ok(value)
        } else {
            self.diags.sort_by_key(|d| d.span.start);
            Err(self.diags)
        }
    }

    fn error(&mut self, message: impl Into<String>, span: Span) {
        self.diags.push(Diagnostic::error(message, span));
    }

    /// 1-based line of a byte offset.
    fn line_of(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&s| s <= offset)
    }

    // ----------------------------------------------------------- statements

    fn statement_into(&mut self, p: P, out: &mut Vec<Stmt>) {
        match p.as_rule() {
            Rule::simple_stmts => {
                for s in kids(p) {
                    let stmt = self.simple_stmt(s);
                    out.push(stmt);
                }
            }
            Rule::block | Rule::suite => {
                for s in kids(p) {
                    self.statement_into(s, out);
                }
            }
            Rule::EOI | Rule::indent => {}
            _ => {
                let stmt = self.compound_stmt(p);
                out.push(stmt);
            }
        }
    }

    fn suite(&mut self, p: P) -> Vec<Stmt> {
        let mut out = Vec::new();
        self.statement_into(p, &mut out);
        out
    }

    fn simple_stmt(&mut self, p: P) -> Stmt {
        let span = span_of(&p);
        let rule = p.as_rule();
        let mut k = kids(p).into_iter();
        let kind = match rule {
            Rule::pass_stmt => StmtKind::Pass,
            Rule::break_stmt => StmtKind::Break,
            Rule::continue_stmt => StmtKind::Continue,
            Rule::return_stmt => StmtKind::Return(k.next().map(|e| self.expr(e))),
            Rule::raise_stmt => StmtKind::Raise {
                exc: k.next().map(|e| self.expr(e)),
                cause: k.next().map(|e| self.expr(e)),
            },
            Rule::assert_stmt => match k.next() {
                Some(test) => StmtKind::Assert {
                    test: self.expr(test),
                    msg: k.next().map(|e| self.expr(e)),
                },
                None => return self.internal(span),
            },
            Rule::del_stmt => {
                let targets = k.next().map(|e| self.expr_list(e)).unwrap_or_default();
                for t in &targets {
                    self.check_target(t, TargetUse::Delete);
                }
                StmtKind::Delete(targets)
            }
            Rule::global_stmt => StmtKind::Global(k.map(|n| ident(&n)).collect()),
            Rule::nonlocal_stmt => StmtKind::Nonlocal(k.map(|n| ident(&n)).collect()),
            Rule::import_stmt => StmtKind::Import(k.map(|a| self.alias(a)).collect()),
            Rule::from_import_stmt => self.import_from_stmt(k),
            Rule::expr_stmt => return self.expr_stmt(span, k),
            _ => return self.internal(span),
        };
        Stmt { kind, span }
    }

    /// A placeholder for a tree shape the grammar cannot produce; reported
    /// rather than panicking so a grammar bug can never crash the compiler.
    fn internal(&mut self, span: Span) -> Stmt {
        self.error("internal parser error: unexpected syntax tree", span);
        Stmt {
            kind: StmtKind::Pass,
            span,
        }
    }

    fn alias(&mut self, p: P) -> Alias {
        // dotted_as_name = dotted_name [as name]; import_as_name = name [as name]
        let mut k = kids(p).into_iter();
        let (name, name_span) = k.next().map(|n| ident(&n)).unwrap_or_default();
        Alias {
            name: name.split_whitespace().collect::<Vec<_>>().join(""),
            name_span,
            asname: k.next().map(|n| ident(&n)),
        }
    }

    fn import_from_stmt<'i>(&mut self, k: impl Iterator<Item = P<'i>>) -> StmtKind {
        let mut level = 0;
        let mut module = None;
        let mut names = Vec::new();
        for c in k {
            match c.as_rule() {
                Rule::relative_dots => level = c.as_str().len(),
                Rule::dotted_name => {
                    let (name, span) = ident(&c);
                    module = Some((name.split_whitespace().collect::<Vec<_>>().join(""), span));
                }
                Rule::import_star => names.push(Alias {
                    name: "*".into(),
                    name_span: span_of(&c),
                    asname: None,
                }),
                _ => names.push(self.alias(c)),
            }
        }
        StmtKind::ImportFrom {
            module,
            level,
            names,
        }
    }

    fn expr_stmt<'i>(&mut self, span: Span, mut k: impl Iterator<Item = P<'i>>) -> Stmt {
        let Some(first) = k.next() else {
            return self.internal(span);
        };
        let first = self.expr(first);
        let rest: Vec<P> = k.collect();
        let kind = match rest.first().map(|p| p.as_rule()) {
            None => StmtKind::Expr(first),
            Some(Rule::ann_assign) => {
                self.check_target(&first, TargetUse::Annotated);
                let mut parts = rest.into_iter().flat_map(kids);
                let annotation = parts.next().map(|a| self.expr(a));
                let value = parts.next().map(|v| self.expr(v));
                match annotation {
                    Some(annotation) => StmtKind::AnnAssign {
                        target: first,
                        annotation,
                        value,
                    },
                    None => return self.internal(span),
                }
            }
            Some(Rule::aug_assign) => {
                self.check_target(&first, TargetUse::Augmented);
                let mut parts = rest.into_iter().flat_map(kids);
                let op = parts
                    .next()
                    .and_then(|o| BinaryOp::from_symbol(o.as_str().trim_end_matches('=')));
                let value = parts.next().map(|v| self.expr(v));
                match (op, value) {
                    (Some(op), Some(value)) => StmtKind::AugAssign {
                        target: first,
                        op,
                        value,
                    },
                    _ => return self.internal(span),
                }
            }
            Some(_) => {
                let mut exprs = vec![first];
                for r in rest {
                    if let Some(e) = kids(r).into_iter().next() {
                        exprs.push(self.expr(e));
                    }
                }
                let value = exprs.pop();
                for t in &exprs {
                    self.check_target(t, TargetUse::Assign);
                }
                let type_comment = self
                    .type_comments
                    .remove(&self.line_of(span.end.saturating_sub(1)));
                match value {
                    Some(value) => StmtKind::Assign {
                        targets: exprs,
                        value,
                        type_comment,
                    },
                    None => return self.internal(span),
                }
            }
        };
        Stmt { kind, span }
    }

    fn compound_stmt(&mut self, p: P) -> Stmt {
        let mut def = p;
        let mut decorators = Vec::new();
        if def.as_rule() == Rule::decorated {
            let mut k = kids(def.clone());
            let Some(last) = k.pop() else {
                return self.internal(span_of(&def));
            };
            for d in k {
                let span = span_of(&d);
                decorators.push(self.first_expr(d, span));
            }
            def = last;
        }
        let rule = def.as_rule();
        let start = span_of(&def).start;
        let type_comment = match rule {
            Rule::funcdef => self.function_type_comment(def.clone()),
            _ => None,
        };
        let Parts {
            head,
            head_kids,
            body,
            clauses,
        } = self.parts(def);
        let mut end = last_end(&body).unwrap_or(head.end);
        let mut hk = head_kids.into_iter();
        let kind = match rule {
            Rule::if_stmt => {
                let test = self.next_expr(&mut hk, head);
                let orelse = self.elif_chain(clauses);
                end = last_end(&orelse).unwrap_or(end);
                StmtKind::If { test, body, orelse }
            }
            Rule::while_stmt => {
                let test = self.next_expr(&mut hk, head);
                let orelse = self.else_suite(clauses.into_iter().next());
                end = last_end(&orelse).unwrap_or(end);
                StmtKind::While { test, body, orelse }
            }
            Rule::for_stmt => {
                let target = self.next_expr(&mut hk, head);
                self.check_target(&target, TargetUse::Loop);
                let iter = self.next_expr(&mut hk, head);
                let orelse = self.else_suite(clauses.into_iter().next());
                end = last_end(&orelse).unwrap_or(end);
                StmtKind::For {
                    target,
                    iter,
                    body,
                    orelse,
                }
            }
            Rule::with_stmt => {
                let items = hk.map(|item| self.with_item(item)).collect();
                StmtKind::With { items, body }
            }
            Rule::try_stmt => {
                let (mut handlers, mut orelse, mut finalbody) =
                    (Vec::new(), Vec::new(), Vec::new());
                for clause in clauses {
                    let rule = clause.as_rule();
                    let c = self.parts(clause);
                    end = last_end(&c.body).unwrap_or(end);
                    match rule {
                        Rule::except_clause => {
                            let mut ck = c.head_kids.into_iter();
                            handlers.push(ExceptHandler {
                                typ: ck.next().map(|e| self.expr(e)),
                                name: ck.next().map(|n| ident(&n)),
                                body: c.body,
                                span: Span::new(c.head.start, end),
                            });
                        }
                        Rule::else_clause => orelse = c.body,
                        _ => finalbody = c.body,
                    }
                }
                StmtKind::Try {
                    body,
                    handlers,
                    orelse,
                    finalbody,
                }
            }
            Rule::funcdef => {
                let mut f = FunctionDef {
                    name: String::new(),
                    name_span: head,
                    params: Vec::new(),
                    returns: None,
                    body,
                    decorators,
                    type_comment,
                };
                for c in hk {
                    match c.as_rule() {
                        Rule::name => (f.name, f.name_span) = ident(&c),
                        Rule::param_list => f.params = self.params(c),
                        _ => f.returns = Some(self.first_expr(c, head)),
                    }
                }
                StmtKind::FunctionDef(f)
            }
            Rule::classdef => {
                let (name, name_span) = hk.next().map(|n| ident(&n)).unwrap_or_default();
                let (bases, keywords) = self.arguments(hk.collect());
                StmtKind::ClassDef(ClassDef {
                    name,
                    name_span,
                    bases,
                    keywords,
                    body,
                    decorators,
                })
            }
            _ => return self.internal(head),
        };
        Stmt {
            kind,
            span: Span::new(start, end),
        }
    }

    /// Takes a compound statement or clause apart; see [`Parts`].
    fn parts<'i>(&mut self, p: P<'i>) -> Parts<'i> {
        let mut k = kids(p).into_iter();
        let head = k.next();
        let head_span = head.as_ref().map(span_of).unwrap_or_default();
        let body = k.next().map(|s| self.suite(s)).unwrap_or_default();
        Parts {
            head: head_span,
            head_kids: head.map(kids).unwrap_or_default(),
            body,
            clauses: k.collect(),
        }
    }

    /// The `orelse` of an `if`: `elif` clauses become nested `If` statements,
    /// built from the last clause backwards so no recursion is needed.
    fn elif_chain(&mut self, clauses: Vec<P>) -> Vec<Stmt> {
        if clauses.len() > MAX_ELIF_CLAUSES {
            let span = span_of(&clauses[MAX_ELIF_CLAUSES]);
            self.error(
                format!("too many elif clauses (more than {MAX_ELIF_CLAUSES})"),
                span,
            );
            return Vec::new();
        }
        let mut orelse = Vec::new();
        for clause in clauses.into_iter().rev() {
            let is_else = clause.as_rule() == Rule::else_clause;
            let c = self.parts(clause);
            if is_else {
                orelse = c.body;
                continue;
            }
            let test = self.next_expr(&mut c.head_kids.into_iter(), c.head);
            let end = last_end(&orelse)
                .or(last_end(&c.body))
                .unwrap_or(c.head.end);
            orelse = vec![Stmt {
                kind: StmtKind::If {
                    test,
                    body: c.body,
                    orelse,
                },
                span: Span::new(c.head.start, end),
            }];
        }
        orelse
    }

    fn else_suite(&mut self, clause: Option<P>) -> Vec<Stmt> {
        clause.map(|c| self.parts(c).body).unwrap_or_default()
    }

    fn with_item(&mut self, item: P) -> WithItem {
        let span = span_of(&item);
        let mut ik = kids(item).into_iter();
        let context = self.next_expr(&mut ik, span);
        let target = ik.next().map(|t| self.expr(t));
        if let Some(t) = &target {
            self.check_target(t, TargetUse::Assign);
        }
        WithItem {
            context,
            target,
            span,
        }
    }

    /// Finds a signature type comment between `def` and the first statement
    /// of the body (mypy puts it on the line after the header).
    fn function_type_comment(&mut self, def: P) -> Option<(String, Span)> {
        let mut k = kids(def).into_iter();
        let head = span_of(&k.next()?);
        let first = self.line_of(head.start);
        let header_last = self.line_of(head.end.saturating_sub(1));
        let last = match k.next().and_then(first_stmt_start) {
            Some(b) if self.line_of(b) > header_last => self.line_of(b) - 1,
            _ => header_last,
        };
        let line = *self.type_comments.range(first..=last).next()?.0;
        self.type_comments.remove(&line)
    }

    fn params(&mut self, p: P) -> Vec<Param> {
        let mut params: Vec<Param> = Vec::new();
        let mut keyword_only = false;
        let mut seen_default = false;
        let mut names = HashSet::new();
        for c in kids(p) {
            let span = span_of(&c);
            let rule = c.as_rule();
            match rule {
                Rule::param_star => {
                    keyword_only = true;
                    continue;
                }
                Rule::param_slash => {
                    for q in params.iter_mut().filter(|q| q.kind == ParamKind::Normal) {
                        q.kind = ParamKind::PositionalOnly;
                    }
                    continue;
                }
                _ => {}
            }
            let mut param = self.param(c);
            param.kind = match rule {
                Rule::param_var => {
                    keyword_only = true;
                    ParamKind::VarArgs
                }
                Rule::param_varkw => ParamKind::VarKwargs,
                _ if keyword_only => ParamKind::KeywordOnly,
                _ => ParamKind::Normal,
            };
            if param.kind == ParamKind::Normal {
                if param.default.is_some() {
                    seen_default = true;
                } else if seen_default {
                    self.error("non-default argument follows default argument", span);
                }
            }
            if !names.insert(param.name.clone()) {
                self.error(
                    format!("duplicate argument '{}' in function definition", param.name),
                    param.name_span,
                );
            }
            params.push(param);
        }
        params
    }

    /// One parameter: [stars] name [: annotation] [= default].
    fn param(&mut self, p: P) -> Param {
        let span = span_of(&p);
        let mut param = Param {
            name: String::new(),
            name_span: span,
            annotation: None,
            default: None,
            kind: ParamKind::Normal,
            span,
        };
        for c in kids(p) {
            match c.as_rule() {
                Rule::name => (param.name, param.name_span) = ident(&c),
                Rule::annotation => {
                    param.annotation = kids(c).into_iter().next().map(|e| self.expr(e))
                }
                Rule::default_value => {
                    param.default = kids(c).into_iter().next().map(|e| self.expr(e))
                }
                Rule::lambda_stars => {
                    param.kind = if c.as_str() == "**" {
                        ParamKind::VarKwargs
                    } else {
                        ParamKind::VarArgs
                    }
                }
                _ => {}
            }
        }
        param
    }

    // ---------------------------------------------------------- expressions

    /// Converts an expression, refusing to build trees deeper than
    /// [`MAX_EXPR_DEPTH`] so that later recursive passes (and `Drop`) cannot
    /// overflow the stack on hostile input such as ten thousand `-` signs.
    fn expr(&mut self, p: P) -> Expr {
        let p = skip_single_operand_levels(p);
        if self.depth >= MAX_EXPR_DEPTH {
            let span = span_of(&p);
            if !self.too_deep_reported {
                self.too_deep_reported = true;
                self.error(
                    format!("expression is nested too deeply (more than {MAX_EXPR_DEPTH} levels)"),
                    span,
                );
            }
            return Expr::new(ExprKind::None, span);
        }
        self.depth += 1;
        let e = self.expr_node(p);
        self.depth -= 1;
        e
    }

    fn expr_node(&mut self, p: P) -> Expr {
        let span = span_of(&p);
        let rule = p.as_rule();
        match rule {
            Rule::name => Expr::new(ExprKind::Name(p.as_str().to_string()), span),
            Rule::int_lit => {
                let value = literals::int_value(p.as_str()).unwrap_or_else(|| {
                    let text = p.as_str();
                    self.error(
                        format!("integer literal {text} is too large for a 64-bit int"),
                        span,
                    );
                    0
                });
                Expr::new(ExprKind::Int(value), span)
            }
            Rule::float_lit => {
                let value = literals::float_value(p.as_str()).unwrap_or_else(|| {
                    self.error("invalid float literal", span);
                    0.0
                });
                Expr::new(ExprKind::Float(value), span)
            }
            Rule::strings => self.strings(p),
            Rule::true_lit => Expr::new(ExprKind::Bool(true), span),
            Rule::false_lit => Expr::new(ExprKind::Bool(false), span),
            Rule::none_lit => Expr::new(ExprKind::None, span),
            Rule::ellipsis => Expr::new(ExprKind::Ellipsis, span),
            Rule::star_exprs | Rule::target_list => {
                let (mut elts, tuple) = self.exprs_with_comma(p);
                match elts.pop() {
                    Some(e) if !tuple => e,
                    Some(e) => {
                        elts.push(e);
                        Expr::new(ExprKind::Tuple(elts), span)
                    }
                    None => Expr::new(ExprKind::Tuple(elts), span),
                }
            }
            Rule::star_expr | Rule::star_arg => {
                let inner = self.first_expr(p, span);
                Expr::new(ExprKind::Starred(Box::new(inner)), span)
            }
            // Single-operand levels were skipped, so these have operators.
            Rule::cond_expr => {
                let mut k = kids(p).into_iter();
                let body = self.next_expr(&mut k, span);
                let test = self.next_expr(&mut k, span);
                let orelse = self.next_expr(&mut k, span);
                Expr::new(
                    ExprKind::IfExp {
                        test: Box::new(test),
                        body: Box::new(body),
                        orelse: Box::new(orelse),
                    },
                    span,
                )
            }
            Rule::lambda_expr => {
                let mut k = kids(p);
                let body = match k.pop() {
                    Some(b) => self.expr(b),
                    None => Expr::new(ExprKind::None, span),
                };
                let params = k.into_iter().map(|q| self.param(q)).collect();
                Expr::new(
                    ExprKind::Lambda {
                        params,
                        body: Box::new(body),
                    },
                    span,
                )
            }
            Rule::or_test | Rule::and_test => {
                let op = if rule == Rule::or_test {
                    BoolOp::Or
                } else {
                    BoolOp::And
                };
                let values = kids(p).into_iter().map(|c| self.expr(c)).collect();
                Expr::new(ExprKind::BoolOp { op, values }, span)
            }
            Rule::not_expr => {
                let operand = self.first_expr(p, span);
                Expr::new(
                    ExprKind::Unary {
                        op: UnaryOp::Not,
                        operand: Box::new(operand),
                    },
                    span,
                )
            }
            Rule::comparison => self.comparison(p, span),
            Rule::bor
            | Rule::bxor
            | Rule::band
            | Rule::shift
            | Rule::arith
            | Rule::term
            | Rule::power => self.binary_chain(p),
            Rule::unary => {
                let mut k = kids(p).into_iter();
                let op = match k.next().map(|o| o.as_str()) {
                    Some("-") => UnaryOp::Neg,
                    Some("+") => UnaryOp::Pos,
                    _ => UnaryOp::Invert,
                };
                let operand = self.next_expr(&mut k, span);
                Expr::new(
                    ExprKind::Unary {
                        op,
                        operand: Box::new(operand),
                    },
                    span,
                )
            }
            Rule::primary => self.primary(p, span),
            Rule::paren_atom | Rule::list_atom => self.sequence_atom(p, span),
            Rule::brace_atom => self.brace_atom(p, span),
            _ => {
                self.error("internal parser error: unexpected expression tree", span);
                Expr::new(ExprKind::None, span)
            }
        }
    }

    fn next_expr<'i>(&mut self, k: &mut impl Iterator<Item = P<'i>>, span: Span) -> Expr {
        match k.next() {
            Some(c) => self.expr(c),
            None => {
                self.error("internal parser error: missing operand", span);
                Expr::new(ExprKind::None, span)
            }
        }
    }

    fn first_expr(&mut self, p: P, span: Span) -> Expr {
        let mut k = kids(p).into_iter();
        self.next_expr(&mut k, span)
    }

    /// Elements of a comma list and whether it is a tuple (has a comma).
    fn exprs_with_comma(&mut self, p: P) -> (Vec<Expr>, bool) {
        let trailing_comma = p.as_str().trim_end().ends_with(',');
        let elts: Vec<Expr> = kids(p).into_iter().map(|c| self.expr(c)).collect();
        let tuple = elts.len() > 1 || trailing_comma;
        (elts, tuple)
    }

    /// A comma list as separate expressions (for `del a, b`).
    fn expr_list(&mut self, p: P) -> Vec<Expr> {
        self.exprs_with_comma(p).0
    }

    fn comparison(&mut self, p: P, span: Span) -> Expr {
        let mut k = kids(p).into_iter();
        let left = self.next_expr(&mut k, span);
        let mut ops = Vec::new();
        let mut comparators = Vec::new();
        while let Some(op) = k.next() {
            let words: Vec<&str> = op.as_str().split_whitespace().collect();
            ops.push(match words.as_slice() {
                ["=="] => CmpOp::Eq,
                ["!="] => CmpOp::NotEq,
                ["<"] => CmpOp::Lt,
                ["<="] => CmpOp::LtE,
                [">"] => CmpOp::Gt,
                [">="] => CmpOp::GtE,
                ["is"] => CmpOp::Is,
                ["in"] => CmpOp::In,
                ["not", "in"] => CmpOp::NotIn,
                _ => CmpOp::IsNot,
            });
            comparators.push(self.next_expr(&mut k, span));
        }
        if ops.is_empty() {
            return left;
        }
        Expr::new(
            ExprKind::Compare {
                left: Box::new(left),
                ops,
                comparators,
            },
            span,
        )
    }

    /// Folds `x op y op z` left to right; `**` only ever has one operator
    /// here because its right operand is a nested factor (right-associative).
    fn binary_chain(&mut self, p: P) -> Expr {
        let start = span_of(&p).start;
        let k = kids(p);
        // Each operator adds a level above every operand of the chain.
        let levels = k.len() / 2;
        self.depth += levels;
        let mut k = k.into_iter();
        let mut acc = self.next_expr(&mut k, Span::point(start));
        while let Some(op) = k.next() {
            let op_span = span_of(&op);
            let op = BinaryOp::from_symbol(op.as_str()).unwrap_or(BinaryOp::Add);
            // Operand pairs include their parentheses; their trees do not.
            let right_end = k.clone().next().map_or(op_span.end, |r| span_of(&r).end);
            let right = self.next_expr(&mut k, op_span);
            let span = Span::new(start, right_end);
            acc = Expr::new(
                ExprKind::Binary {
                    op,
                    left: Box::new(acc),
                    right: Box::new(right),
                },
                span,
            );
        }
        self.depth -= levels;
        acc
    }

    fn primary(&mut self, p: P, span: Span) -> Expr {
        let k = kids(p);
        // Each trailer (call, subscript, attribute) nests the tree one level.
        let levels = k.len().saturating_sub(1);
        self.depth += levels;
        let mut k = k.into_iter();
        let mut acc = self.next_expr(&mut k, span);
        for trailer in k {
            let tspan = span_of(&trailer);
            let whole = Span::new(span.start, tspan.end);
            let kind = match trailer.as_rule() {
                Rule::attribute => {
                    let (attr, attr_span) = kids(trailer).first().map(ident).unwrap_or_default();
                    ExprKind::Attribute {
                        value: Box::new(acc),
                        attr,
                        attr_span,
                    }
                }
                Rule::call => {
                    let (args, keywords) = self.arguments(kids(trailer));
                    ExprKind::Call {
                        func: Box::new(acc),
                        args,
                        keywords,
                    }
                }
                _ => {
                    let index = slice_call_as_slice(self.subscript(trailer, tspan));
                    ExprKind::Subscript {
                        value: Box::new(acc),
                        index: Box::new(index),
                    }
                }
            };
            acc = Expr::new(kind, whole);
        }
        self.depth -= levels;
        acc
    }

    fn arguments(&mut self, args: Vec<P>) -> (Vec<Expr>, Vec<Keyword>) {
        let mut positional = Vec::new();
        let mut keywords: Vec<Keyword> = Vec::new();
        for a in args {
            let span = span_of(&a);
            match a.as_rule() {
                Rule::kwarg => {
                    let mut k = kids(a).into_iter();
                    let name = k.next().map(|n| ident(&n));
                    let value = self.next_expr(&mut k, span);
                    keywords.push(Keyword { name, value, span });
                }
                Rule::dstar_arg => {
                    let value = self.first_expr(a, span);
                    keywords.push(Keyword {
                        name: None,
                        value,
                        span,
                    });
                }
                _ => {
                    let value = if a.as_rule() == Rule::pos_arg {
                        let mut k = kids(a).into_iter();
                        let elt = self.next_expr(&mut k, span);
                        let generators: Vec<Comprehension> =
                            k.map(|c| self.comprehension(c)).collect();
                        if generators.is_empty() {
                            elt
                        } else {
                            Expr::new(
                                ExprKind::GeneratorExp {
                                    elt: Box::new(elt),
                                    generators,
                                },
                                span,
                            )
                        }
                    } else {
                        self.expr(a)
                    };
                    if let Some(kw) = keywords.last() {
                        let msg = if kw.name.is_some() {
                            "positional argument follows keyword argument"
                        } else {
                            "positional argument follows keyword argument unpacking"
                        };
                        self.error(msg, span);
                    }
                    positional.push(value);
                }
            }
        }
        (positional, keywords)
    }

    fn subscript(&mut self, p: P, span: Span) -> Expr {
        let trailing_comma = p.as_str().trim_end_matches(']').trim_end().ends_with(',');
        let mut items: Vec<Expr> = kids(p).into_iter().map(|i| self.slice_item(i)).collect();
        if items.len() == 1 && !trailing_comma {
            return items
                .pop()
                .unwrap_or_else(|| Expr::new(ExprKind::None, span));
        }
        let inner = match (items.first(), items.last()) {
            (Some(a), Some(b)) => a.span.to(b.span),
            _ => span,
        };
        Expr::new(ExprKind::Tuple(items), inner)
    }

    fn slice_item(&mut self, p: P) -> Expr {
        let span = span_of(&p);
        let (mut lower, mut upper, mut step) = (None, None, None);
        let mut colons = 0;
        for c in kids(p) {
            match c.as_rule() {
                Rule::slice_colon => colons += 1,
                rule => {
                    let e = Some(Box::new(self.first_expr(c, span)));
                    match rule {
                        Rule::slice_lower => lower = e,
                        Rule::slice_upper => upper = e,
                        _ => step = e,
                    }
                }
            }
        }
        match lower {
            Some(l) if colons == 0 => *l,
            _ => Expr::new(ExprKind::Slice { lower, upper, step }, span),
        }
    }

    fn comprehension(&mut self, p: P) -> Comprehension {
        let span = span_of(&p);
        let mut k = kids(p).into_iter();
        let target = self.next_expr(&mut k, span);
        self.check_target(&target, TargetUse::Loop);
        let iter = self.next_expr(&mut k, span);
        let ifs = k.map(|c| self.first_expr(c, span)).collect();
        Comprehension {
            target,
            iter,
            ifs,
            span,
        }
    }

    /// `( ... )` and `[ ... ]`: tuple, parenthesised expression, list,
    /// generator expression or list comprehension.
    fn sequence_atom(&mut self, p: P, span: Span) -> Expr {
        let is_list = p.as_rule() == Rule::list_atom;
        let mut k = kids(p).into_iter();
        let Some(first) = k.next() else {
            let kind = if is_list {
                ExprKind::List(Vec::new())
            } else {
                ExprKind::Tuple(Vec::new())
            };
            return Expr::new(kind, span);
        };
        let single = skip_single_operand_levels(first.clone());
        if !is_list
            && k.len() == 0
            && single.as_rule() != Rule::star_exprs
            && single.as_rule() != Rule::star_expr
        {
            // `(expr)`: recurse directly, one frame per parenthesis level.
            return self.expr(single);
        }
        let (mut elts, tuple) = self.exprs_with_comma(first);
        let generators: Vec<Comprehension> = k.map(|c| self.comprehension(c)).collect();
        if !generators.is_empty() {
            if tuple || elts.len() != 1 {
                self.error(
                    "did you forget parentheses around the comprehension target?",
                    span,
                );
            }
            let elt = Box::new(
                elts.pop()
                    .unwrap_or_else(|| Expr::new(ExprKind::None, span)),
            );
            if let ExprKind::Starred(_) = elt.kind {
                self.error(
                    "iterable unpacking cannot be used in comprehension",
                    elt.span,
                );
            }
            let kind = if is_list {
                ExprKind::ListComp { elt, generators }
            } else {
                ExprKind::GeneratorExp { elt, generators }
            };
            return Expr::new(kind, span);
        }
        if is_list {
            Expr::new(ExprKind::List(elts), span)
        } else if tuple {
            Expr::new(ExprKind::Tuple(elts), span)
        } else {
            match elts.pop() {
                Some(e) if matches!(e.kind, ExprKind::Starred(_)) => {
                    self.error("cannot use starred expression here", e.span);
                    e
                }
                Some(e) => e,
                None => Expr::new(ExprKind::Tuple(Vec::new()), span),
            }
        }
    }

    /// `{ ... }`: dict, set, dict comprehension or set comprehension.
    fn brace_atom(&mut self, p: P, span: Span) -> Expr {
        let mut entries = Vec::new();
        let mut generators = Vec::new();
        for c in kids(p) {
            match c.as_rule() {
                Rule::comp_for => generators.push(self.comprehension(c)),
                _ => {
                    let ispan = span_of(&c);
                    let mut ik = kids(c);
                    if ik.len() == 1 && ik[0].as_rule() == Rule::dict_unpack {
                        self.error("dictionary unpacking (**) is not supported", ispan);
                        continue;
                    }
                    let value = ik.pop().map(|e| self.expr(e));
                    let key = ik.pop().map(|e| self.expr(e));
                    match (key, value) {
                        (Some(k), Some(v)) => entries.push((Some(k), v)),
                        (None, Some(v)) => entries.push((None, v)),
                        _ => {}
                    }
                }
            }
        }
        let is_dict = entries.first().is_none_or(|(k, _)| k.is_some());
        if entries.iter().any(|(k, _)| k.is_some() != is_dict) {
            self.error(
                "cannot mix dictionary entries and set elements in one display",
                span,
            );
        }
        if is_dict {
            let mut pairs: Vec<(Expr, Expr)> = entries
                .into_iter()
                .filter_map(|(k, v)| k.map(|k| (k, v)))
                .collect();
            if generators.is_empty() {
                return Expr::new(ExprKind::Dict(pairs), span);
            }
            if pairs.len() != 1 {
                self.error("a dict comprehension has exactly one key: value pair", span);
            }
            let Some((key, value)) = pairs.pop() else {
                return Expr::new(ExprKind::Dict(Vec::new()), span);
            };
            return Expr::new(
                ExprKind::DictComp {
                    key: Box::new(key),
                    value: Box::new(value),
                    generators,
                },
                span,
            );
        }
        let mut elts: Vec<Expr> = entries.into_iter().map(|(_, v)| v).collect();
        if generators.is_empty() {
            return Expr::new(ExprKind::Set(elts), span);
        }
        if elts.len() != 1 {
            self.error("a set comprehension has exactly one element", span);
        }
        let elt = elts
            .pop()
            .unwrap_or_else(|| Expr::new(ExprKind::None, span));
        Expr::new(
            ExprKind::SetComp {
                elt: Box::new(elt),
                generators,
            },
            span,
        )
    }

    /// Adjacent string literals, concatenated after decoding each.
    fn strings(&mut self, p: P) -> Expr {
        let span = span_of(&p);
        let parts: Vec<(&str, Span)> = p
            .clone()
            .into_inner()
            .map(|l| (l.as_str(), span_of(&l)))
            .collect();
        let (kind, diags) = literals::string_value(&parts, p.as_str());
        self.diags.extend(diags);
        Expr::new(kind, span)
    }

    /// Reports a target that cannot be assigned (or deleted, or annotated).
    fn check_target(&mut self, e: &Expr, use_: TargetUse) {
        let what = match &e.kind {
            ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. } => return,
            ExprKind::Tuple(elts) | ExprKind::List(elts)
                if matches!(
                    use_,
                    TargetUse::Assign | TargetUse::Loop | TargetUse::Delete
                ) =>
            {
                let mut starred = 0;
                for elt in elts {
                    if matches!(elt.kind, ExprKind::Starred(_)) {
                        starred += 1;
                        if starred == 2 {
                            self.error("multiple starred expressions in assignment", elt.span);
                        }
                    }
                    self.check_target(elt, use_);
                }
                return;
            }
            ExprKind::Starred(inner) if matches!(use_, TargetUse::Assign | TargetUse::Loop) => {
                self.check_target(inner, use_);
                return;
            }
            ExprKind::Tuple(_) | ExprKind::List(_) if use_ == TargetUse::Annotated => {
                "only a single target (not a tuple or list) can be annotated".to_string()
            }
            ExprKind::Tuple(_) | ExprKind::List(_) | ExprKind::Starred(_)
                if use_ == TargetUse::Augmented =>
            {
                "illegal expression for augmented assignment".to_string()
            }
            other => format!("cannot {} {}", use_.verb(), describe(other)),
        };
        self.error(what, e.span);
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TargetUse {
    Assign,
    Annotated,
    Augmented,
    Delete,
    Loop,
}

impl TargetUse {
    fn verb(self) -> &'static str {
        match self {
            TargetUse::Delete => "delete",
            TargetUse::Annotated => "annotate",
            _ => "assign to",
        }
    }
}

/// How Python names an expression in "cannot assign to ..." messages.
fn describe(kind: &ExprKind) -> &'static str {
    match kind {
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Str(_)
        | ExprKind::Bytes(_)
        | ExprKind::Bool(_)
        | ExprKind::None
        | ExprKind::Ellipsis => "literal",
        ExprKind::FormattedStr(_) => "f-string expression",
        ExprKind::Call { .. } => "function call",
        ExprKind::Compare { .. } => "comparison",
        ExprKind::IfExp { .. } => "conditional expression",
        ExprKind::Lambda { .. } => "lambda",
        ExprKind::ListComp { .. } => "list comprehension",
        ExprKind::DictComp { .. } => "dict comprehension",
        ExprKind::SetComp { .. } => "set comprehension",
        ExprKind::GeneratorExp { .. } => "generator expression",
        ExprKind::Dict(_) => "dict literal",
        ExprKind::Set(_) => "set display",
        ExprKind::Starred(_) => "starred expression",
        _ => "expression",
    }
}

/// Walks down precedence levels that hold a single operand (`or_test` ->
/// `and_test` -> ... -> `primary` -> atom). Doing it in a loop instead of by
/// recursion keeps the stack used per nesting level small.
fn skip_single_operand_levels(mut p: P) -> P {
    loop {
        let passthrough = match p.as_rule() {
            Rule::star_exprs | Rule::target_list => !p.as_str().trim_end().ends_with(','),
            Rule::cond_expr
            | Rule::or_test
            | Rule::and_test
            | Rule::comparison
            | Rule::bor
            | Rule::bxor
            | Rule::band
            | Rule::shift
            | Rule::arith
            | Rule::term
            | Rule::power
            | Rule::primary => true,
            _ => false,
        };
        if !passthrough {
            return p;
        }
        let mut inner = p.clone().into_inner();
        match (inner.next(), inner.next()) {
            (Some(only), None) => p = only,
            _ => return p,
        }
    }
}

fn ident(p: &P) -> (String, Span) {
    (p.as_str().to_string(), span_of(p))
}

/// Offset of the first statement inside a suite.
fn first_stmt_start(suite: P) -> Option<usize> {
    let mut inner = suite.into_inner().filter(|c| c.as_rule() != Rule::indent);
    let first = inner.next()?;
    if first.as_rule() == Rule::block {
        first
            .into_inner()
            .find(|c| c.as_rule() != Rule::indent)
            .map(|c| span_of(&c).start)
    } else {
        Some(span_of(&first).start)
    }
}

/// `x[slice(a, b, c)]` is `x[a:b:c]` (`slice(b)` is `x[:b]`; a `None`
/// bound is left out), in an index or each component of a tuple index.
fn slice_call_as_slice(index: Expr) -> Expr {
    let span = index.span;
    match index.kind {
        ExprKind::Tuple(items) => Expr {
            kind: ExprKind::Tuple(items.into_iter().map(slice_call_as_slice).collect()),
            span,
        },
        ExprKind::Call {
            func,
            args,
            keywords,
        } if matches!(&func.kind, ExprKind::Name(n) if n == "slice")
            && keywords.is_empty()
            && (1..=3).contains(&args.len())
            && !args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_))) =>
        {
            let bound = |e: &Expr| (!matches!(e.kind, ExprKind::None)).then(|| Box::new(e.clone()));
            let (lower, upper, step) = match args.as_slice() {
                [stop] => (None, bound(stop), None),
                [start, stop] => (bound(start), bound(stop), None),
                [start, stop, step] => (bound(start), bound(stop), bound(step)),
                _ => unreachable!("checked above"),
            };
            Expr {
                kind: ExprKind::Slice { lower, upper, step },
                span,
            }
        }
        kind => Expr { kind, span },
    }
}
