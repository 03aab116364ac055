//! TorchScript's static rule for `Optional`: a value whose type is
//! `Optional[T]` must be refined (`if x is not None:`, `assert x is not
//! None`, an early `return`/`raise` under `if x is None:`, the other side
//! of `and`/`or`, a conditional expression) before it is used as a `T`.
//!
//! The emitter specializes an entry's Optional inputs on their example
//! values, so `x + 1` of an `x: Optional[int]` given 3 would compile even
//! though TorchScript rejects the program; this check, run on each function
//! body before it is emitted, reports such uses from the annotations alone.
//! It follows the reference's refinement rules flow by flow, and errs on
//! the side of accepting: only uses TorchScript certainly rejects (an
//! operand of arithmetic or a comparison, an attribute, subscript or call
//! of the value, a `return` where the declared type is not Optional, a loop
//! over it, an argument of a function in the file whose parameter is not
//! Optional) are errors; a value passed to another call is left to the
//! callee. Type comments (`# type: (Optional[int]) -> int`) declare as
//! annotations do.

use std::collections::{BTreeMap, HashSet};
use ts_frontend::{
    ast::{BoolOp, CmpOp, Comprehension, Expr, ExprKind, FunctionDef, Stmt, StmtKind, UnaryOp},
    Diagnostic, Span,
};

/// Names that may hold None, with their declared type as written.
type MaybeNone = BTreeMap<String, String>;

/// Whether an annotation is `Optional[T]` (or `Union[..., None]`).
pub(crate) fn is_optional_annotation(a: &Expr) -> bool {
    let ExprKind::Subscript { value, index } = &a.kind else {
        return false;
    };
    match value.dotted_name().as_deref() {
        Some("Optional" | "typing.Optional") => true,
        Some("Union" | "typing.Union") => match &index.kind {
            ExprKind::Tuple(items) => items.iter().any(|i| matches!(i.kind, ExprKind::None)),
            _ => false,
        },
        _ => false,
    }
}

/// Each parameter's annotation (from the signature or a `# type:`
/// comment, which leaves out `self`), and the return annotation.
fn annotations(def: &FunctionDef) -> (Vec<Option<Expr>>, Option<Expr>) {
    let Some(parsed) = def
        .type_comment
        .as_ref()
        .and_then(|(text, span)| ts_frontend::parse_func_type_comment(text, *span).ok())
    else {
        let params = def.params.iter().map(|p| p.annotation.clone()).collect();
        return (params, def.returns.clone());
    };
    let skipped = def.params.len().saturating_sub(parsed.params.len());
    let params = (0..def.params.len())
        .map(|i| i.checked_sub(skipped).map(|k| parsed.params[k].clone()))
        .collect();
    (params, Some(parsed.returns))
}

/// The errors of `def` under TorchScript's Optional refinement rules;
/// `text` is the file's source (for the declared types in messages), and
/// `callee` finds a function of the file by name.
pub(crate) fn check<'f>(
    def: &FunctionDef,
    text: &str,
    callee: &dyn Fn(&str) -> Option<&'f FunctionDef>,
) -> Vec<Diagnostic> {
    let written = |a: &Expr| {
        text.get(a.span.start..a.span.end)
            .unwrap_or("Optional")
            .to_string()
    };
    let (params, returns) = annotations(def);
    let mut state = MaybeNone::new();
    for (p, a) in def.params.iter().zip(&params) {
        if let Some(a) = a.as_ref().filter(|a| is_optional_annotation(a)) {
            state.insert(p.name.clone(), written(a));
        }
    }
    let required = |name: &str| {
        let def = callee(name)?;
        let (params, _) = annotations(def);
        Some(
            def.params
                .iter()
                .zip(params)
                .map(|(p, a)| {
                    let needs = match &a {
                        None => Some("Tensor".to_string()),
                        Some(a) if is_optional_annotation(a) => None,
                        Some(a) if a.dotted_name().as_deref() == Some("Any") => None,
                        Some(a) => Some(written(a)),
                    };
                    (p.name.clone(), needs)
                })
                .collect(),
        )
    };
    // What a call of a file function returns that may be None: the whole
    // result, or fields of a returned tuple (`a, w = g(x)`), by position.
    let optional_results = |name: &str| -> Option<OptionalResult> {
        let (_, returns) = annotations(callee(name)?);
        let r = returns?;
        if is_optional_annotation(&r) {
            return Some(OptionalResult::Whole(written(&r)));
        }
        let ExprKind::Subscript { value, index } = &r.kind else {
            return None;
        };
        let ExprKind::Tuple(items) = &index.kind else {
            return None;
        };
        matches!(
            value.dotted_name().as_deref(),
            Some("Tuple" | "typing.Tuple" | "tuple")
        )
        .then(|| {
            OptionalResult::Fields(
                items
                    .iter()
                    .map(|i| is_optional_annotation(i).then(|| written(i)))
                    .collect(),
            )
        })
    };
    let mut checker = Checker {
        errors: Vec::new(),
        optional_results: &optional_results,
        returns_optional: returns
            .as_ref()
            .is_none_or(|r| is_optional_annotation(r) || matches!(r.kind, ExprKind::None)),
        written: &written,
        required: &required,
    };
    checker.block(&def.body, state);
    checker.errors
}

/// A function's parameters, each with the type it requires when that is
/// not Optional (`None` where it accepts None).
type Required = Vec<(String, Option<String>)>;

struct Checker<'w> {
    errors: Vec<Diagnostic>,
    /// Whether `return x` of an unrefined Optional is allowed.
    returns_optional: bool,
    written: &'w dyn Fn(&Expr) -> String,
    /// The parameters of a function of the file, by name.
    required: &'w dyn Fn(&str) -> Option<Required>,
    /// What a call of a function of the file returns that may be None.
    optional_results: &'w dyn Fn(&str) -> Option<OptionalResult>,
}

/// The declared Optional part of what a function returns.
enum OptionalResult {
    /// `-> Optional[T]`, as written.
    Whole(String),
    /// `-> Tuple[...]`: each field's declared type where it is Optional.
    Fields(Vec<Option<String>>),
}

/// What a condition proves when it holds, and when it does not.
#[derive(Default)]
struct Refinement {
    when_true: HashSet<String>,
    when_false: HashSet<String>,
}

fn without(state: &MaybeNone, refined: &HashSet<String>) -> MaybeNone {
    state
        .iter()
        .filter(|(k, _)| !refined.contains(*k))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect()
}

/// Either path may have left the name possibly None.
fn union(a: MaybeNone, b: MaybeNone) -> MaybeNone {
    let mut out = a;
    out.extend(b);
    out
}

/// The names a condition refines (`x is not None`, `isinstance(x, T)`,
/// `not`, `and`, `or`), as the reference defines refinement.
fn refinement(test: &Expr) -> Refinement {
    let mut r = Refinement::default();
    match &test.kind {
        ExprKind::Compare {
            left,
            ops,
            comparators,
        } if ops.len() == 1 => {
            let (name, other) = match (&left.kind, &comparators[0].kind) {
                (ExprKind::Name(n), ExprKind::None) => (n, true),
                (ExprKind::None, ExprKind::Name(n)) => (n, true),
                _ => return r,
            };
            match (ops[0], other) {
                (CmpOp::IsNot, true) => {
                    r.when_true.insert(name.clone());
                }
                (CmpOp::Is, true) => {
                    r.when_false.insert(name.clone());
                }
                _ => {}
            }
        }
        ExprKind::Call { func, args, .. }
            if func.dotted_name().as_deref() == Some("isinstance") && args.len() == 2 =>
        {
            if let (ExprKind::Name(n), false) =
                (&args[0].kind, matches!(args[1].kind, ExprKind::None))
            {
                r.when_true.insert(n.clone());
            }
        }
        ExprKind::Unary {
            op: UnaryOp::Not,
            operand,
        } => {
            let inner = refinement(operand);
            r.when_true = inner.when_false;
            r.when_false = inner.when_true;
        }
        ExprKind::BoolOp { op, values } => {
            let parts: Vec<Refinement> = values.iter().map(refinement).collect();
            let all = |sets: Vec<&HashSet<String>>| -> HashSet<String> {
                sets.iter().flat_map(|s| s.iter().cloned()).collect()
            };
            let common = |sets: Vec<&HashSet<String>>| -> HashSet<String> {
                let mut it = sets.into_iter();
                let first = it.next().cloned().unwrap_or_default();
                it.fold(first, |acc, s| acc.intersection(s).cloned().collect())
            };
            let trues = parts.iter().map(|p| &p.when_true).collect();
            let falses = parts.iter().map(|p| &p.when_false).collect();
            match op {
                BoolOp::And => {
                    r.when_true = all(trues);
                    r.when_false = common(falses);
                }
                BoolOp::Or => {
                    r.when_true = common(trues);
                    r.when_false = all(falses);
                }
            }
        }
        _ => {}
    }
    r
}

impl Checker<'_> {
    fn error(&mut self, name: &str, declared: &str, span: Span) {
        self.errors.push(Diagnostic::error(
            format!("a value of type {declared} cannot be used here: `{name}` may be None (refine it first with `if {name} is not None:` or `assert {name} is not None`)"),
            span,
        ));
    }

    /// Checks `stmts` starting from `state`; the state after them, or
    /// `None` when they always exit.
    fn block(&mut self, stmts: &[Stmt], mut state: MaybeNone) -> Option<MaybeNone> {
        for s in stmts {
            state = self.stmt(s, state)?;
        }
        Some(state)
    }

    fn stmt(&mut self, s: &Stmt, mut state: MaybeNone) -> Option<MaybeNone> {
        match &s.kind {
            StmtKind::Return(v) => {
                if let Some(v) = v {
                    match &v.kind {
                        ExprKind::Name(n) if state.contains_key(n) => {
                            if !self.returns_optional {
                                let declared = state[n].clone();
                                self.error(n, &declared, v.span);
                            }
                        }
                        _ => self.expr(v, &state),
                    }
                }
                None
            }
            StmtKind::Raise { exc, .. } => {
                if let Some(e) = exc {
                    self.expr(e, &state);
                }
                None
            }
            StmtKind::Break | StmtKind::Continue => None,
            StmtKind::Assert { test, msg } => {
                self.expr(test, &state);
                if let Some(m) = msg {
                    self.expr(m, &state);
                }
                Some(without(&state, &refinement(test).when_true))
            }
            StmtKind::Expr(e) => {
                self.expr(e, &state);
                Some(state)
            }
            StmtKind::Assign { targets, value, .. } => {
                // `y = x` keeps `x`'s Optional type; any other value is
                // what the name holds from now on.
                let alias = match &value.kind {
                    ExprKind::Name(n) => state.get(n).cloned(),
                    _ => {
                        self.expr(value, &state);
                        None
                    }
                };
                let results = match &value.kind {
                    ExprKind::Call { func, .. } => match &func.kind {
                        ExprKind::Name(f) => (self.optional_results)(f),
                        _ => None,
                    },
                    _ => None,
                };
                for t in targets {
                    self.target(t, &state);
                    for n in bound_names(t) {
                        state.remove(&n);
                        if let (Some(d), ExprKind::Name(_)) = (&alias, &t.kind) {
                            state.insert(n, d.clone());
                        }
                    }
                    // A call's declared Optional result, whatever it holds.
                    match (&results, &t.kind) {
                        (Some(OptionalResult::Whole(d)), ExprKind::Name(n)) => {
                            state.insert(n.clone(), d.clone());
                        }
                        (
                            Some(OptionalResult::Fields(r)),
                            ExprKind::Tuple(items) | ExprKind::List(items),
                        ) if r.len() == items.len() => {
                            for (f, declared) in items.iter().zip(r) {
                                if let (ExprKind::Name(n), Some(d)) = (&f.kind, declared) {
                                    state.insert(n.clone(), d.clone());
                                }
                            }
                        }
                        _ => {}
                    }
                }
                Some(state)
            }
            StmtKind::AnnAssign {
                target,
                annotation,
                value,
            } => {
                if let Some(v) = value {
                    if !matches!(&v.kind, ExprKind::Name(n) if state.contains_key(n)) {
                        self.expr(v, &state);
                    }
                }
                self.target(target, &state);
                for n in bound_names(target) {
                    state.remove(&n);
                    // A declared Optional stays Optional, whatever it holds.
                    if is_optional_annotation(annotation) {
                        state.insert(n, (self.written)(annotation));
                    }
                }
                Some(state)
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.use_as_value(target, &state);
                self.expr(value, &state);
                Some(state)
            }
            StmtKind::Delete(targets) => {
                for t in targets {
                    self.target(t, &state);
                    for n in bound_names(t) {
                        state.remove(&n);
                    }
                }
                Some(state)
            }
            StmtKind::If { test, body, orelse } => {
                self.expr(test, &state);
                let r = refinement(test);
                let then = self.block(body, without(&state, &r.when_true));
                let other = self.block(orelse, without(&state, &r.when_false));
                match (then, other) {
                    (Some(a), Some(b)) => Some(union(a, b)),
                    (Some(a), None) => Some(a),
                    (None, Some(b)) => Some(b),
                    (None, None) => None,
                }
            }
            StmtKind::While { test, body, orelse } => {
                self.expr(test, &state);
                let r = refinement(test);
                let after = self.loop_body(body, without(&state, &r.when_true));
                self.block(orelse, state.clone());
                // The loop may not run: what held before may hold after.
                Some(union(state, after))
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => {
                self.use_as_value(iter, &state);
                let mut inner = state.clone();
                for n in bound_names(target) {
                    inner.remove(&n);
                }
                let after = self.loop_body(body, inner);
                self.block(orelse, state.clone());
                Some(union(state, after))
            }
            StmtKind::With { items, body } => {
                for i in items {
                    self.expr(&i.context, &state);
                    if let Some(t) = &i.target {
                        for n in bound_names(t) {
                            state.remove(&n);
                        }
                    }
                }
                self.block(body, state)
            }
            _ => Some(state),
        }
    }

    /// A loop body: the state at its end (its exits lead out of the
    /// loop or back to its start, where nothing new is refined).
    fn loop_body(&mut self, body: &[Stmt], state: MaybeNone) -> MaybeNone {
        self.block(body, state.clone()).unwrap_or(state)
    }

    /// The expressions an assignment target evaluates (`x[i] = v` reads
    /// `x` and `i`; `x.a = v` reads `x`).
    fn target(&mut self, t: &Expr, state: &MaybeNone) {
        match &t.kind {
            ExprKind::Subscript { value, index } => {
                self.use_as_value(value, state);
                self.expr(index, state);
            }
            ExprKind::Attribute { value, .. } => self.use_as_value(value, state),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for i in items {
                    self.target(i, state);
                }
            }
            ExprKind::Starred(inner) => self.target(inner, state),
            _ => {}
        }
    }

    /// `e` where its value is used as a `T`: a possibly-None name is an
    /// error; anything else is checked as an expression.
    fn use_as_value(&mut self, e: &Expr, state: &MaybeNone) {
        if let ExprKind::Name(n) = &e.kind {
            if let Some(declared) = state.get(n).cloned() {
                self.error(n, &declared, e.span);
            }
            return;
        }
        self.expr(e, state);
    }

    /// Checks a comprehension's iterables; the state its elements see
    /// (its loop variables are new names).
    fn comprehension_scope(
        &mut self,
        generators: &[Comprehension],
        state: &MaybeNone,
    ) -> MaybeNone {
        let mut inner = state.clone();
        for g in generators {
            self.use_as_value(&g.iter, &inner);
            for n in bound_names(&g.target) {
                inner.remove(&n);
            }
        }
        inner
    }

    /// Checks the uses inside `e`.
    fn expr(&mut self, e: &Expr, state: &MaybeNone) {
        match &e.kind {
            ExprKind::Binary { left, right, .. } => {
                self.use_as_value(left, state);
                self.use_as_value(right, state);
            }
            ExprKind::Unary { op, operand } => {
                if *op == UnaryOp::Not {
                    self.expr(operand, state);
                } else {
                    self.use_as_value(operand, state);
                }
            }
            ExprKind::Compare {
                left,
                ops,
                comparators,
            } => {
                let mut operands = std::iter::once(left.as_ref()).chain(comparators);
                let mut prev = operands.next().expect("a left operand");
                for (op, next) in ops.iter().zip(operands) {
                    // Only `is`/`is not` take an unrefined Optional
                    // (TorchScript has no `==` for one, even with None).
                    let compares = !matches!(op, CmpOp::Is | CmpOp::IsNot);
                    for side in [prev, next] {
                        if compares {
                            self.use_as_value(side, state);
                        } else {
                            self.expr(side, state);
                        }
                    }
                    prev = next;
                }
            }
            ExprKind::BoolOp { op, values } => {
                // Each operand sees what the ones before it proved.
                let mut current = state.clone();
                for v in values {
                    self.expr(v, &current);
                    let r = refinement(v);
                    current = without(
                        &current,
                        match op {
                            BoolOp::And => &r.when_true,
                            BoolOp::Or => &r.when_false,
                        },
                    );
                }
            }
            ExprKind::IfExp { test, body, orelse } => {
                self.expr(test, state);
                let r = refinement(test);
                self.expr(body, &without(state, &r.when_true));
                self.expr(orelse, &without(state, &r.when_false));
            }
            ExprKind::Attribute { value, .. } => self.use_as_value(value, state),
            ExprKind::Subscript { value, index } => {
                self.use_as_value(value, state);
                self.expr(index, state);
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => {
                // A method of the value (`x.size()`) uses it; an argument
                // is the callee's to check: here when it is a function of
                // the file whose parameter is not Optional.
                let required = match &func.kind {
                    ExprKind::Attribute { value, .. } => {
                        self.use_as_value(value, state);
                        None
                    }
                    ExprKind::Name(n) => {
                        self.use_as_value(func, state);
                        (self.required)(n)
                    }
                    _ => {
                        self.expr(func, state);
                        None
                    }
                };
                let required = required.unwrap_or_default();
                let keyword_params = keywords
                    .iter()
                    .map(|k| k.name.as_ref().map(|(n, _)| n.clone()));
                let positional = required.iter().map(|(n, _)| Some(n.clone()));
                for (e, param) in args
                    .iter()
                    .zip(positional.chain(std::iter::repeat(None)))
                    .chain(keywords.iter().map(|k| &k.value).zip(keyword_params))
                {
                    let needs = param.as_ref().and_then(|p| {
                        required
                            .iter()
                            .find(|(n, _)| n == p)
                            .and_then(|(_, t)| t.clone())
                    });
                    match (&e.kind, needs) {
                        (ExprKind::Name(n), Some(needs)) if state.contains_key(n) => {
                            let found = state[n].clone();
                            let param = param.unwrap_or_default();
                            self.errors.push(Diagnostic::error(
                                format!("Expected a value of type '{needs}' for argument '{param}' but instead found type '{found}': `{n}` may be None (refine it first with `if {n} is not None:` or `assert {n} is not None`)"),
                                e.span,
                            ));
                        }
                        _ => self.expr(e, state),
                    }
                }
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for i in items {
                    self.expr(i, state);
                }
            }
            ExprKind::Dict(pairs) => {
                for (k, v) in pairs {
                    self.expr(k, state);
                    self.expr(v, state);
                }
            }
            ExprKind::ListComp { elt, generators } => {
                let inner = self.comprehension_scope(generators, state);
                self.expr(elt, &inner);
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => {
                let inner = self.comprehension_scope(generators, state);
                self.expr(key, &inner);
                self.expr(value, &inner);
            }
            ExprKind::Starred(inner) => self.expr(inner, state),
            ExprKind::Slice { lower, upper, step } => {
                for part in [lower, upper, step].into_iter().flatten() {
                    self.expr(part, state);
                }
            }
            _ => {}
        }
    }
}

/// The names an assignment target binds.
fn bound_names(t: &Expr) -> Vec<String> {
    match &t.kind {
        ExprKind::Name(n) => vec![n.clone()],
        ExprKind::Tuple(items) | ExprKind::List(items) => {
            items.iter().flat_map(bound_names).collect()
        }
        ExprKind::Starred(inner) => bound_names(inner),
        _ => vec![],
    }
}
