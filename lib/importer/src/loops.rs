//! `while` and `for` loops → `scf.while`.
//!
//! Every variable the body may assign that exists before the loop is
//! loop-carried: an argument of both regions, yielded at the end of each
//! iteration (tuples flattened), with the same TorchScript type throughout.
//! `break`/`continue` were rewritten into flags first (`exit_transform`),
//! so the loop has a single exit. `for` over `range` becomes a counting
//! `while`; `for` over a tuple is unrolled, as TorchScript does.

use crate::{
    control_flow::Raw,
    exit_transform::{self, assigned_names, LoopFlags},
    function_emitter::{mlir_type, Emit, Emitted, FunctionEmitter, Typed},
    optional_values::unified_optional,
    script_type::{ScriptType, ValueType, OPTIONAL, UNION},
};
use melior::ir::{
    block::BlockLike, operation::OperationBuilder, Block, Region, RegionLike, Type, Value,
    ValueLike,
};
use mlir_sys::MlirValue;
use ts_frontend::{
    ast::{CmpOp, Expr, ExprKind, Stmt, StmtKind},
    Diagnostic, Span,
};

fn internal(e: impl std::fmt::Display, span: Span) -> Diagnostic {
    Diagnostic::error(format!("internal error: {e}"), span)
}

/// Rebuilds a carried variable from consecutive block arguments.
fn rebuild_raw(ty: &ValueType, args: &mut impl Iterator<Item = MlirValue>) -> Raw {
    match ty {
        ValueType::One(t) => Raw::One(args.next().expect("one argument per leaf"), *t),
        ValueType::Tuple(items) => Raw::Tuple(items.iter().map(|t| rebuild_raw(t, args)).collect()),
        ValueType::Optional(inner) => Raw::Struct(
            OPTIONAL,
            vec![
                Raw::One(args.next().expect("a presence flag"), ScriptType::Bool),
                rebuild_raw(inner, args),
            ],
        ),
        ValueType::Union(members) => {
            let mut fields = vec![Raw::One(
                args.next().expect("a member index"),
                ScriptType::Int,
            )];
            fields.extend(members.iter().map(|m| match m {
                ValueType::One(ScriptType::None) => Raw::Tuple(vec![]),
                m => rebuild_raw(m, args),
            }));
            Raw::Struct(UNION, fields)
        }
        // Carried values have their actual types, never this.
        ValueType::Any => Raw::Tuple(vec![]),
        ValueType::Struct(name, fields) => {
            Raw::Struct(name, fields.iter().map(|t| rebuild_raw(t, args)).collect())
        }
    }
}

/// How one try at emitting a loop ended.
enum LoopAttempt {
    Done,
    /// These `List[Tensor]`/`Dict[str, Tensor]` variables of static length
    /// (keys) change it in the body.
    Grows(Vec<String>),
    /// The body ends with these carried variables possibly sharing a
    /// tensor, and these views, which its start did not assume.
    Shares(Vec<(String, String)>, Vec<(String, String)>),
    /// Names of one tensor (`x = logits`), carried as one value, do not
    /// hold one value at the body's end: carry them apart.
    Parts,
    /// These carried leaves may be a parameter at an iteration's start
    /// (the body's end gives them one): mark them so.
    Parameters(Vec<usize>),
    /// These variables, not assigned in the body, change in it (written
    /// back through a view made there, `row = out[i]; row.mul_(2)`):
    /// carry them too.
    Changes(Vec<String>),
    /// These carried views, made again from their tensor at the body's
    /// start, are not that view of it at the body's end (`r = r + 1`):
    /// carry them as they are; with `true` where the end surely holds a
    /// fresh tensor (so after the loop they are the view only where it
    /// ran zero times).
    Unlinked(Vec<(String, bool)>),
}

/// What earlier tries at emitting a loop learned ([`LoopAttempt`]).
#[derive(Clone, Copy)]
struct Learned<'a> {
    /// Carried views the body leaves no longer that view.
    unlinked: &'a [String],
    /// Carried leaves that may be a parameter at an iteration's start.
    parameter_leaves: &'a [usize],
    /// Unlinked views the body surely replaces, still the view after the
    /// loop where the flag `unrun_flag` holds (it did not run).
    unrun: &'a [String],
    unrun_flag: Option<&'a str>,
    /// Variables the body changes without assigning them.
    also_carried: &'a [String],
}

/// `left + right`.
fn plus(left: Expr, right: Expr, span: Span) -> Expr {
    let op = ts_frontend::ast::BinaryOp::Add;
    Expr::new(
        ExprKind::Binary {
            left: Box::new(left),
            op,
            right: Box::new(right),
        },
        span,
    )
}

/// `target = (index, <item>)` ahead of `body`: the body of a loop over
/// `enumerate`'s pairs, rewritten as a loop over the plain items `item`.
fn enumerated_body(target: &Expr, index: Expr, item: &str, body: &[Stmt], at: Span) -> Vec<Stmt> {
    let pair = Expr::new(
        ExprKind::Tuple(vec![index, exit_transform::name(item, at)]),
        at,
    );
    let unpack = Stmt {
        kind: StmtKind::Assign {
            targets: vec![target.clone()],
            value: pair,
            type_comment: None,
        },
        span: at,
    };
    std::iter::once(unpack)
        .chain(body.iter().cloned())
        .collect()
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `while test: body`.
    pub fn emit_while(
        &mut self,
        test: &Expr,
        body: &[Stmt],
        orelse: &[Stmt],
        span: Span,
    ) -> Emit<()> {
        reject_else(orelse, "while", span)?;
        let flags = self.loop_flags(body);
        for s in flags.init(span) {
            self.emit_stmt(&s)?;
        }
        let cond = flags.condition(test.clone());
        self.emit_loop(&cond, &flags.body(body, span), span)
    }

    fn loop_flags(&mut self, body: &[Stmt]) -> LoopFlags {
        let id = self.next_loop_id;
        self.next_loop_id += 1;
        LoopFlags::for_body(body, id)
    }

    /// `for target in iter: body`.
    pub fn emit_for(
        &mut self,
        target: &Expr,
        iter: &Expr,
        body: &[Stmt],
        orelse: &[Stmt],
        span: Span,
    ) -> Emit<()> {
        reject_else(orelse, "for", span)?;
        if self.layer_loop(target, iter, body)?.is_some() {
            return Ok(());
        }
        if let ExprKind::Call {
            func,
            args,
            keywords,
        } = &iter.kind
        {
            if self.is_range_call(iter) {
                if !keywords.is_empty() {
                    return Err(Diagnostic::error(
                        "range() does not take keyword arguments",
                        iter.span,
                    ));
                }
                return self.emit_for_range(target, args, body, iter.span, span);
            }
            // `d.keys()`/`d.values()` of a `Dict[str, Tensor]` unroll like
            // the dict itself, so each key is known in the body.
            if let ExprKind::Attribute { value, attr, .. } = &func.kind {
                if matches!(attr.as_str(), "keys" | "values")
                    && args.is_empty()
                    && matches!(value.kind, ExprKind::Name(_))
                {
                    let d = self.emit_any(value)?;
                    if let Some((_, values)) = crate::tensor_dicts::dict_entries(&d) {
                        let items = match attr.as_str() {
                            "keys" => self.tensor_dict_iteration(&d, false, iter.span)?,
                            _ => values,
                        };
                        return self.emit_unrolled(target, items, body, ItemViews::None);
                    }
                }
            }
            // `for k, v in d.items()`: the keys and values side by side.
            if let ExprKind::Attribute { value, attr, .. } = &func.kind {
                if attr == "items" && args.is_empty() {
                    let d = self.emit_any(value)?;
                    if crate::tensor_dicts::is_tensor_dict(&d) {
                        let pairs = self.tensor_dict_iteration(&d, true, iter.span)?;
                        return self.emit_unrolled(target, pairs, body, ItemViews::None);
                    }
                    let d = d.one(value.span)?;
                    if let ScriptType::Dict(_, v) = d.ty {
                        let keys = self.sequence_of(Emitted::One(d), value)?;
                        let ty = crate::script_type::list_of(v.clone());
                        let t = self.ty(ty, iter.span)?;
                        let values = Typed {
                            value: self.emit_op("ts.dict_values", &[d.value], t, &[], iter.span)?,
                            ty,
                        };
                        return self.emit_for_lists(target, vec![keys, values], false, body, span);
                    }
                }
            }
            if matches!(&func.kind, ExprKind::Name(n) if n == "zip" && !self.env.contains_key("zip"))
            {
                return self.emit_for_zip(target, args, false, body, iter.span, span);
            }
            if matches!(&func.kind, ExprKind::Name(n) if n == "enumerate" && !self.env.contains_key("enumerate"))
            {
                // `enumerate(seq, start)`: `enumerate(seq)` with `start`
                // added to each index.
                let start = match (args.as_slice(), keywords.as_slice()) {
                    ([_, start], []) => Some(start),
                    ([_], [k]) if k.name.as_ref().is_some_and(|(n, _)| n == "start") => {
                        Some(&k.value)
                    }
                    (_, []) => None,
                    (_, [k, ..]) => {
                        return Err(Diagnostic::error(
                            "enumerate() takes only the keyword argument `start`",
                            k.span,
                        ))
                    }
                };
                if let (Some(start), [seq, ..]) = (start, args.as_slice()) {
                    let id = self.next_loop_id;
                    self.next_loop_id += 1;
                    let at = target.span;
                    let (k, item) = (format!("$ek{id}"), format!("$ev{id}"));
                    let shifted = plus(exit_transform::name(&k, at), start.clone(), start.span);
                    let full_body = enumerated_body(target, shifted, &item, body, at);
                    let pair = Expr::new(
                        ExprKind::Tuple(vec![
                            exit_transform::name(&k, at),
                            exit_transform::name(&item, at),
                        ]),
                        at,
                    );
                    let plain = Expr {
                        kind: ExprKind::Call {
                            func: func.clone(),
                            args: vec![seq.clone()],
                            keywords: vec![],
                        },
                        span: iter.span,
                    };
                    return self.emit_for(&pair, &plain, &full_body, &[], span);
                }
                let [seq] = args.as_slice() else {
                    return Err(Diagnostic::error(
                        "enumerate() takes one or two arguments",
                        iter.span,
                    ));
                };
                // `enumerate(zip(a, b))`: `(k, (a[k], b[k]))`.
                if let ExprKind::Call {
                    func, args: zipped, ..
                } = &seq.kind
                {
                    if matches!(&func.kind, ExprKind::Name(n) if n == "zip" && !self.env.contains_key("zip"))
                    {
                        return self.emit_for_zip(target, zipped, true, body, seq.span, span);
                    }
                    // `enumerate(range(...))`: a range is no value, so
                    // `for $ev in range(...)` counts the index itself, at the
                    // start of each iteration (where `continue` cannot skip
                    // it).
                    if matches!(&func.kind, ExprKind::Name(n) if n == "range" && !self.env.contains_key("range"))
                    {
                        let id = self.next_loop_id;
                        self.next_loop_id += 1;
                        let at = target.span;
                        let (k, item) = (format!("$ek{id}"), format!("$ev{id}"));
                        let zero = Expr::new(ExprKind::Int(0), at);
                        self.emit_stmt(&exit_transform::assign(&k, zero, at))?;
                        let one = Expr::new(ExprKind::Int(1), at);
                        let next = plus(exit_transform::name(&k, at), one, at);
                        let counted: Vec<Stmt> =
                            std::iter::once(exit_transform::assign(&k, next, at))
                                .chain(body.iter().cloned())
                                .collect();
                        let index = exit_transform::name(&k, at);
                        let full_body = enumerated_body(target, index, &item, &counted, at);
                        let item = exit_transform::name(&item, at);
                        let done = self.emit_for(&item, seq, &full_body, &[], span);
                        self.forget_hidden(&[k]);
                        return done;
                    }
                }
                let v = self.emit_any(seq)?;
                if let Some(items) = crate::tensor_lists::static_items(&v) {
                    let mut pairs = Vec::new();
                    for (k, item) in items.iter().enumerate() {
                        let k = self.constant(ScriptType::Int, 0.0, k as i64, iter.span)?;
                        pairs.push(Emitted::Tuple(vec![Emitted::One(k), item.clone()]));
                    }
                    return self.emit_unrolled(target, pairs, body, ItemViews::Enumerated(seq));
                }
                let v = self.sequence_of(v, seq)?;
                return self.emit_for_sequence(target, v, true, body, span);
            }
        }
        if let Some(members) = self.enum_members(iter)? {
            return self.emit_unrolled(target, members, body, ItemViews::None);
        }
        match self.emit_any(iter)? {
            Emitted::Tuple(items) => self.emit_unrolled(target, items, body, ItemViews::Of(iter)),
            Emitted::Struct(crate::script_type::TENSOR_LIST, items) => {
                self.emit_unrolled(target, items, body, ItemViews::Of(iter))
            }
            d @ Emitted::Struct(..) if crate::tensor_dicts::is_tensor_dict(&d) => {
                let keys = self.tensor_dict_iteration(&d, false, iter.span)?;
                self.emit_unrolled(target, keys, body, ItemViews::None)
            }
            Emitted::One(v)
                if matches!(
                    v.ty,
                    ScriptType::List(_)
                        | ScriptType::Dict(..)
                        | ScriptType::Str
                        | ScriptType::Tensor
                ) =>
            {
                let v = self.sequence_of(Emitted::One(v), iter)?;
                self.emit_for_sequence(target, v, false, body, span)
            }
            Emitted::Struct(name, _) => Err(Diagnostic::error(
                format!("'{name}' object is not iterable"),
                iter.span,
            )),
            Emitted::One(v) => Err(Diagnostic::error(
                format!("'{}' object is not iterable", v.ty),
                iter.span,
            )),
        }
    }

    /// `for target in range(...)`: a hidden counter advanced at the start
    /// of each iteration (so `continue` cannot skip it).
    fn emit_for_range(
        &mut self,
        target: &Expr,
        args: &[Expr],
        body: &[Stmt],
        range_span: Span,
        span: Span,
    ) -> Emit<()> {
        if args.is_empty() || args.len() > 3 {
            return Err(Diagnostic::error(
                format!("range expected 1 to 3 arguments, got {}", args.len()),
                range_span,
            ));
        }
        // A loop over a known range that changes a `List[Tensor]` is
        // unrolled, so the list keeps a static length (and its elements
        // their own shapes); otherwise it becomes a runtime list. One that
        // reads such a list at an index the counter gives (`skips[-1 - j]`
        // in a decoder) is unrolled too, so each item read keeps its shape.
        let indexes_items = || match &target.kind {
            ExprKind::Name(counter) => self.indexes_tensor_list(body, counter),
            _ => false,
        };
        // Bounds are emitted once more where they are not known (so they
        // must not change anything: `range(ns.pop())`).
        let unrollable =
            first_exit(body).is_none() && args.iter().all(crate::op_binding::without_effects);
        if unrollable && (self.grows_tensor_list(body) || indexes_items()) {
            if let Ok(items) = self.known_range(args, range_span) {
                return self.emit_unrolled(target, items, body, ItemViews::None);
            }
        }
        let flags = self.loop_flags(body);
        let id = self.next_loop_id;
        let (counter, stop, step) = (
            format!("$i{id}"),
            format!("$stop{id}"),
            format!("$step{id}"),
        );
        let mut values = Vec::new();
        for a in args {
            let v = self.emit_expr(a)?;
            if v.ty != ScriptType::Int {
                return Err(Diagnostic::error(
                    format!("range() expects int arguments, got `{}`", v.ty),
                    a.span,
                ));
            }
            values.push(v);
        }
        let literal_step = match args.get(2) {
            None => Some(1),
            Some(e) => crate::op_binding::literal_int(e),
        };
        if literal_step == Some(0) {
            return Err(Diagnostic::error(
                "range() arg 3 must not be zero",
                args[2].span,
            ));
        }
        let zero = self.constant(ScriptType::Int, 0.0, 0, range_span)?;
        let one = self.constant(ScriptType::Int, 0.0, 1, range_span)?;
        let (start_v, stop_v, step_v) = match values.as_slice() {
            [n] => (zero, *n, one),
            [a, b] => (*a, *b, one),
            [a, b, c] => (*a, *b, *c),
            _ => unreachable!("checked above"),
        };
        self.env.insert(counter.clone(), Emitted::One(start_v));
        self.env.insert(stop.clone(), Emitted::One(stop_v));
        self.env.insert(step.clone(), Emitted::One(step_v));

        let name = |n: &str| exit_transform::name(n, range_span);
        let compare = |op: CmpOp, l: Expr, r: Expr| Expr {
            kind: ExprKind::Compare {
                left: Box::new(l),
                ops: vec![op],
                comparators: vec![r],
            },
            span: range_span,
        };
        let int = |i: i64| Expr {
            kind: ExprKind::Int(i),
            span: range_span,
        };
        let test = match literal_step {
            Some(s) if s > 0 => compare(CmpOp::Lt, name(&counter), name(&stop)),
            Some(_) => compare(CmpOp::Gt, name(&counter), name(&stop)),
            // The sign of the step is known only at run time.
            None => {
                let up = exit_transform::and(
                    compare(CmpOp::Gt, name(&step), int(0)),
                    compare(CmpOp::Lt, name(&counter), name(&stop)),
                );
                let down = exit_transform::and(
                    compare(CmpOp::Lt, name(&step), int(0)),
                    compare(CmpOp::Gt, name(&counter), name(&stop)),
                );
                Expr {
                    kind: ExprKind::BoolOp {
                        op: ts_frontend::ast::BoolOp::Or,
                        values: vec![up, down],
                    },
                    span: range_span,
                }
            }
        };
        for s in flags.init(span) {
            self.emit_stmt(&s)?;
        }
        let mut full_body = vec![
            Stmt {
                kind: StmtKind::Assign {
                    targets: vec![target.clone()],
                    value: name(&counter),
                    type_comment: None,
                },
                span: target.span,
            },
            Stmt {
                kind: StmtKind::AugAssign {
                    target: name(&counter),
                    op: ts_frontend::ast::BinaryOp::Add,
                    value: name(&step),
                },
                span: range_span,
            },
        ];
        full_body.extend(flags.body(body, span));
        let cond = flags.condition(test);
        self.emit_loop(&cond, &full_body, span)?;
        for hidden in [&counter, &stop, &step] {
            self.env.remove(hidden);
        }
        Ok(())
    }

    /// The list a `for` iterates over: a list itself, or a dict's keys.
    fn sequence_of(&mut self, v: Emitted<'c, 'b>, e: &Expr) -> Emit<Typed<'c, 'b>> {
        let v = v.one(e.span)?;
        match v.ty {
            // A string is indexed like a list (by character), a tensor
            // along its first dim (`for row in x`).
            ScriptType::List(_) | ScriptType::Str | ScriptType::Tensor => Ok(v),
            ScriptType::Dict(k, _) => {
                let ty = crate::script_type::list_of(k.clone());
                let t = self.ty(ty, e.span)?;
                Ok(Typed {
                    value: self.emit_op("ts.dict_keys", &[v.value], t, &[], e.span)?,
                    ty,
                })
            }
            other => Err(Diagnostic::error(
                format!("'{other}' object is not iterable (or not supported yet)"),
                e.span,
            )),
        }
    }

    /// `for target in seq` over a list: a counting loop that reads
    /// `seq[k]` first (with `enumerate`, `target` gets `(k, seq[k])`).
    fn emit_for_sequence(
        &mut self,
        target: &Expr,
        seq: Typed<'c, 'b>,
        enumerate: bool,
        body: &[Stmt],
        span: Span,
    ) -> Emit<()> {
        self.emit_for_lists(target, vec![seq], enumerate, body, span)
    }

    /// `for a, b in zip(xs, ys)`: a counting loop up to the shortest list;
    /// with `enumerate`, `for k, (a, b) in enumerate(zip(xs, ys))`.
    /// Whether `e` calls the builtin `range` (not a variable so named).
    pub(crate) fn is_range_call(&self, e: &Expr) -> bool {
        matches!(&e.kind, ExprKind::Call { func, .. }
            if matches!(&func.kind, ExprKind::Name(n) if n == "range" && !self.env.contains_key("range")))
    }

    fn emit_for_zip(
        &mut self,
        target: &Expr,
        args: &[Expr],
        enumerate: bool,
        body: &[Stmt],
        zip_span: Span,
        span: Span,
    ) -> Emit<()> {
        if args.len() < 2 - enumerate as usize {
            return Err(Diagnostic::error("zip() needs two or more lists", zip_span));
        }
        let mut values = Vec::new();
        for a in args {
            // `zip(range(n), xs)`: the range as the list of its ints.
            values.push(if self.is_range_call(a) {
                let list = Expr {
                    kind: ExprKind::Call {
                        func: Box::new(exit_transform::name("list", a.span)),
                        args: vec![a.clone()],
                        keywords: vec![],
                    },
                    span: a.span,
                };
                self.emit_any(&list)?
            } else {
                self.emit_any(a)?
            });
        }
        // Tuples and tensor lists have static lengths: unrolled, reading
        // any runtime sequence zipped with them at each index.
        let n = values
            .iter()
            .filter_map(crate::tensor_lists::static_items)
            .map(|s| s.len())
            .min();
        if let Some(n) = n {
            let id = self.next_loop_id;
            self.next_loop_id += 1;
            let mut columns: Vec<Result<Vec<Emitted<'c, 'b>>, String>> = Vec::new();
            for (i, (v, a)) in values.into_iter().zip(args).enumerate() {
                if let Some(items) = crate::tensor_lists::static_items(&v) {
                    columns.push(Ok(items.to_vec()));
                    continue;
                }
                let seq = self.sequence_of(v, a)?;
                self.check_zip_length(seq, n, a.span)?;
                let hidden = format!("$zip{id}_{i}");
                self.env.insert(hidden.clone(), Emitted::One(seq));
                columns.push(Err(hidden));
            }
            let mut rows = Vec::new();
            for k in 0..n {
                let mut items = Vec::new();
                for column in &columns {
                    items.push(match column {
                        Ok(items) => items[k].clone(),
                        Err(hidden) => {
                            let at = |kind| Expr {
                                kind,
                                span: zip_span,
                            };
                            self.emit_any(&at(ExprKind::Subscript {
                                value: Box::new(at(ExprKind::Name(hidden.clone()))),
                                index: Box::new(at(ExprKind::Int(k as i64))),
                            }))?
                        }
                    });
                }
                let row = Emitted::Tuple(items);
                rows.push(if enumerate {
                    let i = self.constant(ScriptType::Int, 0.0, k as i64, zip_span)?;
                    Emitted::Tuple(vec![Emitted::One(i), row])
                } else {
                    row
                });
            }
            for column in columns.into_iter().flat_map(Result::err) {
                self.env.remove(&column);
            }
            return self.emit_unrolled(target, rows, body, ItemViews::Zipped(args, enumerate));
        }
        let mut seqs = Vec::new();
        for (v, a) in values.into_iter().zip(args) {
            seqs.push(self.sequence_of(v, a)?);
        }
        self.emit_for_lists(target, seqs, enumerate, body, span)
    }

    /// Raises where the runtime sequence `seq`, zipped with a tuple or
    /// `List[Tensor]` of `n` items (an unrolled loop), is shorter: the loop
    /// would stop early, which unrolling cannot do.
    fn check_zip_length(&mut self, seq: Typed<'c, 'b>, n: usize, span: Span) -> Emit<()> {
        let len = self.len_of(seq, span)?;
        let n = self.constant(ScriptType::Int, 0.0, n as i64, span)?;
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let short = self.emit_op("ts.lt", &[len.value, n.value], bool_ty, &[], span)?;
        self.raise_if(
            short,
            "RuntimeError: zip() of a tuple or List[Tensor] with a shorter list is not supported yet (the loop over them is unrolled)",
            span,
        )
    }

    /// A counting loop over the lists `seqs` (up to the shortest) whose
    /// body first assigns `target` the items at the index: one item, a
    /// tuple of items for several lists, `(index, item)` with `enumerate`.
    fn emit_for_lists(
        &mut self,
        target: &Expr,
        seqs: Vec<Typed<'c, 'b>>,
        enumerate: bool,
        body: &[Stmt],
        span: Span,
    ) -> Emit<()> {
        let id = self.next_loop_id;
        self.next_loop_id += 1;
        let at = target.span;
        let name = |n: &str| exit_transform::name(n, at);
        let call = |f: &str, args: Vec<Expr>| Expr {
            kind: ExprKind::Call {
                func: Box::new(name(f)),
                args,
                keywords: vec![],
            },
            span: at,
        };
        let index = format!("$k{id}");
        let names: Vec<String> = (0..seqs.len()).map(|i| format!("$seq{id}_{i}")).collect();
        for (n, seq) in names.iter().zip(seqs) {
            self.env.insert(n.clone(), Emitted::One(seq));
        }
        let mut items: Vec<Expr> = names
            .iter()
            .map(|s| Expr {
                kind: ExprKind::Subscript {
                    value: Box::new(name(s)),
                    index: Box::new(name(&index)),
                },
                span: at,
            })
            .collect();
        let tuple = |items: Vec<Expr>| Expr {
            kind: ExprKind::Tuple(items),
            span: at,
        };
        let value = if items.len() == 1 {
            items.remove(0)
        } else {
            tuple(items)
        };
        let value = if enumerate {
            tuple(vec![name(&index), value])
        } else {
            value
        };
        let mut full_body = vec![Stmt {
            kind: StmtKind::Assign {
                targets: vec![target.clone()],
                value,
                type_comment: None,
            },
            span: at,
        }];
        full_body.extend(body.iter().cloned());
        let count = names
            .iter()
            .map(|s| call("len", vec![name(s)]))
            .reduce(|a, b| call("min", vec![a, b]))
            .expect("at least one list");
        let range = call("range", vec![count]);
        let result = self.emit_for(&name(&index), &range, &full_body, &[], span);
        for n in names {
            self.env.remove(&n);
        }
        result
    }

    /// Whether `body` may change a `List[Tensor]` variable (whose length
    /// must stay known, so a loop over a known range is unrolled).
    fn grows_tensor_list(&self, body: &[Stmt]) -> bool {
        let mut names = Vec::new();
        assigned_names(body, &mut names);
        names.iter().any(|n| {
            self.env
                .get(n)
                .is_some_and(crate::tensor_lists::is_tensor_list)
        })
    }

    /// Whether `body` reads a `List[Tensor]` variable of static length at
    /// an index that mentions `counter`.
    fn indexes_tensor_list(&self, body: &[Stmt], counter: &str) -> bool {
        let mentions = |e: &Expr| {
            let mut found = false;
            e.visit(&mut |x| found |= matches!(&x.kind, ExprKind::Name(n) if n == counter));
            found
        };
        let mut found = false;
        for s in body {
            s.visit_exprs(&mut |e| {
                if let ExprKind::Subscript { value, index } = &e.kind {
                    let listed = matches!(&value.kind, ExprKind::Name(n)
                        if self.env.get(n).is_some_and(crate::tensor_lists::is_tensor_list));
                    found |= listed && mentions(index);
                }
            });
        }
        found
    }

    /// After an unrolled iteration bound `target`: the item is a view of
    /// the tensor its sequence's parts view (`for p in x.split(2)`), so a
    /// change of it is a change of that tensor.
    fn record_item_views(&mut self, target: &Expr, views: &ItemViews) {
        let parts = |e: &Expr| match &e.kind {
            ExprKind::Tuple(items) | ExprKind::List(items) => Some(items.clone()),
            _ => None,
        };
        match views {
            ItemViews::None => {}
            ItemViews::Of(seq) => self.record_view(target, seq),
            ItemViews::Enumerated(seq) => {
                if let Some([_, item]) = parts(target).as_deref() {
                    self.record_view(item, seq);
                }
            }
            ItemViews::Zipped(seqs, enumerate) => {
                let columns = if *enumerate {
                    parts(target).and_then(|p| p.get(1).and_then(parts))
                } else {
                    parts(target)
                };
                for (column, seq) in columns.unwrap_or_default().iter().zip(seqs.iter()) {
                    self.record_view(column, seq);
                }
            }
        }
    }

    /// `item` with each part of a tensor in `viewed` that an earlier
    /// iteration changed made again from the changed tensor (`for p in
    /// x.split(2): p.mul_(2)` changes `x` before the second part is read).
    fn item_of_changed(
        &self,
        item: Emitted<'c, 'b>,
        viewed: &[(String, Value<'c, 'b>)],
    ) -> Emit<Emitted<'c, 'b>> {
        Ok(match item {
            Emitted::One(t) if t.ty == ScriptType::Tensor => {
                for (root, start) in viewed {
                    let Some(Emitted::One(now)) = self.env.get(root) else {
                        continue;
                    };
                    if now.value == *start {
                        continue;
                    }
                    if let Some(steps) = crate::shared_tensors::view_steps(t.value, *start) {
                        let mut v = now.value;
                        for step in steps {
                            let before = step.result(0).expect("a view op's result").into();
                            v = self.replay_view_step(step, v, before)?;
                        }
                        return Ok(Emitted::One(Typed { value: v, ty: t.ty }));
                    }
                }
                Emitted::One(t)
            }
            Emitted::Tuple(items) => Emitted::Tuple(
                items
                    .into_iter()
                    .map(|i| self.item_of_changed(i, viewed))
                    .collect::<Emit<_>>()?,
            ),
            other => other,
        })
    }

    /// `for target in (a, b, ...)`: the body once per element (elements
    /// may have different types, so the loop cannot be a real one).
    fn emit_unrolled(
        &mut self,
        target: &Expr,
        items: Vec<Emitted<'c, 'b>>,
        body: &[Stmt],
        views: ItemViews,
    ) -> Emit<()> {
        if let Some(exit) = first_exit(body) {
            return Err(Diagnostic::error(
                "`break`/`continue` in a loop over a tuple: not supported yet",
                exit,
            ));
        }
        // The tensors the items view, as they were when the items were
        // made; not one the body rebinds (`x = x * 2`: Python's items stay
        // parts of the old `x`), only one it changes in place.
        let mut rebound = Vec::new();
        rebound_names(body, &mut rebound);
        let viewed: Vec<(String, Value<'c, 'b>)> = views
            .sequences()
            .iter()
            .filter_map(|seq| crate::shared_tensors::view_root(seq))
            .filter(|root| !rebound.iter().any(|n| n == root))
            .filter_map(|root| match self.env.get(root) {
                Some(Emitted::One(t)) => Some((root.to_string(), t.value)),
                _ => None,
            })
            .collect();
        for (k, item) in items.into_iter().enumerate() {
            if let ExprKind::Name(n) = &target.kind {
                self.env.remove(n);
            }
            let item = self.item_of_changed(item, &viewed)?;
            self.assign(target, item)?;
            self.record_item_views(target, &views);
            let emitted = self.unrolled_iteration(target.span, k, |fe| fe.emit_body(body))?;
            if let Some((_, ret)) = emitted.returned {
                return Err(Diagnostic::error(
                    "`return` inside a loop is not supported yet",
                    ret,
                ));
            }
        }
        Ok(())
    }

    /// Emits the `scf.while` for `while cond: body` (exits already
    /// rewritten). A `List[Tensor]` (`Dict[str, Tensor]`) whose length
    /// (keys) the body changes becomes a runtime list (dict) before the
    /// loop, and the loop is emitted again.
    /// Likewise, a body that ends with carried tensors possibly shared
    /// (or views) its start did not assume gets them assumed at its start
    /// (see `shared_tensors.rs`), and the loop is emitted again.
    fn emit_loop(&mut self, cond: &Expr, body: &[Stmt], span: Span) -> Emit<()> {
        let mut shared_at_start = Vec::new();
        // Names of one tensor are first carried as one value, so a change
        // through either changes both in every iteration.
        let mut join_names = true;
        let mut unlinked = Vec::new();
        // Unlinked views the body surely replaces, and the hidden flag
        // (true before the loop, false in its body) that says after it
        // whether they are still the view (`v = a.float(); while c: v =
        // v * 2`), with the body that clears it.
        let mut unrun: Vec<String> = Vec::new();
        let mut unrun_flag: Option<String> = None;
        let mut flagged_body: Option<Vec<Stmt>> = None;
        let mut also_carried: Vec<String> = Vec::new();
        let mut parameter_leaves = Vec::new();
        let outer_params = self.params.len();
        loop {
            let attempt = self.try_emit_loop(
                cond,
                flagged_body.as_deref().unwrap_or(body),
                span,
                &shared_at_start,
                join_names,
                &Learned {
                    unlinked: &unlinked,
                    parameter_leaves: &parameter_leaves,
                    unrun: &unrun,
                    unrun_flag: unrun_flag.as_deref(),
                    also_carried: &also_carried,
                },
            );
            // The loop's arguments marked parameters end with it, also on
            // an error (whose blocks are dropped).
            self.params.truncate(outer_params);
            let attempt = attempt?;
            let grown = match attempt {
                LoopAttempt::Done => return Ok(()),
                LoopAttempt::Shares(pairs, views) => {
                    shared_at_start.extend(pairs);
                    self.views.extend(views);
                    continue;
                }
                LoopAttempt::Parts => {
                    join_names = false;
                    continue;
                }
                LoopAttempt::Unlinked(views) => {
                    for (view, fresh) in views {
                        if fresh {
                            unrun.push(view.clone());
                        }
                        unlinked.push(view);
                    }
                    if !unrun.is_empty() && unrun_flag.is_none() {
                        let flag = format!("$unrun{}", self.next_loop_id);
                        self.next_loop_id += 1;
                        let set = |b: bool| {
                            exit_transform::assign(&flag, Expr::new(ExprKind::Bool(b), span), span)
                        };
                        self.emit_stmt(&set(true))?;
                        let mut flagged = vec![set(false)];
                        flagged.extend_from_slice(body);
                        flagged_body = Some(flagged);
                        unrun_flag = Some(flag);
                    }
                    continue;
                }
                LoopAttempt::Changes(names) => {
                    also_carried.extend(names);
                    continue;
                }
                LoopAttempt::Parameters(leaves) => {
                    parameter_leaves.extend(leaves);
                    continue;
                }
                LoopAttempt::Grows(grown) => grown,
            };
            for name in grown {
                let v = self.env[&name].clone();
                let mut w = self.runtime_container(&v, span)?;
                if w.value_type() == v.value_type() {
                    // No container field grew: the loop makes the instance
                    // one held by reference.
                    w = self.boxed(&v, span)?;
                }
                if w.value_type() == v.value_type() {
                    return Err(Diagnostic::error(
                        format!("internal error: the type of `{name}` changes in the loop and cannot be widened"),
                        span,
                    ));
                }
                self.env.insert(name, w);
            }
        }
    }

    /// [`Self::emit_loop`] once, with the carried variables in
    /// `shared_at_start` possibly sharing a tensor at the body's start, and
    /// (with `join_names`) carried variables that are names of one tensor
    /// (`x = logits`, see `shared_tensors.rs`) carried as one value, and
    /// what earlier tries `learned`.
    /// When it must be emitted again, nothing is emitted but casts of the
    /// initial values.
    fn try_emit_loop(
        &mut self,
        cond: &Expr,
        body: &[Stmt],
        span: Span,
        shared_at_start: &[(String, String)],
        join_names: bool,
        learned: &Learned,
    ) -> Emit<LoopAttempt> {
        let Learned {
            unlinked,
            parameter_leaves,
            unrun,
            unrun_flag,
            also_carried,
        } = *learned;
        let facts_before = self.may_alias.borrow().len();
        let mut names = also_carried.to_vec();
        assigned_names(body, &mut names);
        self.attributes_calls_may_assign(body, &mut names);
        // Inside a method, a call on `self` may change any of its fields.
        if names.iter().any(|n| n == "self") && !self.env.contains_key("self") {
            names.extend(self.env.keys().filter(|k| k.starts_with("self.")).cloned());
        }
        // A change through a carried name changes the other names of its
        // tensor (`x = logits`): they are carried too.
        if join_names {
            let mut others = Vec::new();
            for name in &names {
                if let Some(Emitted::One(t)) = self.env.get(name) {
                    if t.ty == ScriptType::Tensor {
                        others.extend(self.named_aliases(name, *t));
                    }
                }
            }
            names.extend(others);
        }
        // A view and the tensor it views change together.
        self.with_view_relatives(&mut names);
        names.sort();
        names.dedup();
        let widened = self.widen_optionals(&names, body, span)?;
        let mut carried: Vec<(String, Raw)> = names
            .iter()
            .filter_map(|n| self.env.get(n).map(|v| (n.clone(), Raw::of(v))))
            .collect();
        let carried_names: Vec<String> = carried.iter().map(|(n, _)| n.clone()).collect();
        // Carried views are made again from their carried tensor where
        // the body starts and after the loop, so the two stay linked.
        let mut remade = self.remakeable_views(&carried_names);
        let unrun_views: Vec<_> = remade
            .iter()
            .filter(|(view, _, _)| unrun.contains(view))
            .cloned()
            .collect();
        remade.retain(|(view, _, _)| !unlinked.contains(view));
        // (follower, leader): the follower is carried as the leader's value.
        let mut joined: Vec<(String, String)> = Vec::new();
        if join_names {
            for (name, _) in &carried {
                let Some(Emitted::One(t)) = self.env.get(name) else {
                    continue;
                };
                if t.ty != ScriptType::Tensor || joined.iter().any(|(f, _)| f == name) {
                    continue;
                }
                for other in self.named_aliases(name, *t) {
                    if carried_names.contains(&other) && !joined.iter().any(|(f, _)| *f == other) {
                        joined.push((other, name.clone()));
                    }
                }
            }
            carried.retain(|(n, _)| !joined.iter().any(|(f, _)| f == n));
        }
        let mut leaves = Vec::new();
        for (_, r) in &carried {
            r.leaves(&mut leaves);
        }
        let types: Vec<Type<'c>> = leaves
            .iter()
            .map(|(_, t)| {
                mlir_type(self.ctx, t).ok_or_else(|| {
                    Diagnostic::error(format!("a `{t}` cannot be carried by a loop yet"), span)
                })
            })
            .collect::<Result<_, _>>()?;
        let loc = self.importer.location(self.ctx, span);
        let mut inits = Vec::new();
        for (&(raw, _), &want) in leaves.iter().zip(&types) {
            // SAFETY: `raw` is a live value of this block's scope.
            let v: Value<'c, 'b> = unsafe { Value::from_raw(raw) };
            inits.push(if v.r#type() == want {
                v
            } else {
                self.emit_op("ts.tensor_static_info_cast", &[v], want, &[], span)?
            });
        }
        let arg_types: Vec<(Type<'c>, _)> = types.iter().map(|&t| (t, loc)).collect();
        let (before, after) = (Block::new(&arg_types), Block::new(&arg_types));
        let rebind = |block: &Block<'c>| -> Vec<(String, Raw)> {
            let mut args = (0..types.len())
                .map(|i| block.argument(i).expect("one argument per leaf").to_raw());
            let mut bound: Vec<(String, Raw)> = carried
                .iter()
                .map(|(n, r)| (n.clone(), rebuild_raw(&r.value_type(), &mut args)))
                .collect();
            for (follower, leader) in &joined {
                if let Some((_, r)) = bound.iter().find(|(n, _)| n == leader).cloned() {
                    bound.push((follower.clone(), r));
                }
            }
            bound
        };

        // A carried value that may be a parameter may be one in every
        // iteration (the loop is not built yet, so the walk of
        // `may_be_parameter` cannot see that); `emit_loop` unmarks them.
        let mut marked = vec![false; inits.len()];
        for (i, init) in inits.iter().enumerate() {
            if parameter_leaves.contains(&i)
                || crate::shared_tensors::may_be_parameter(*init, &self.params)
            {
                marked[i] = true;
                for block in [&before, &after] {
                    let arg = block.argument(i).expect("one argument per leaf").to_raw();
                    // SAFETY: the argument lives as long as the loop's block.
                    self.params.push(unsafe { Value::from_raw(arg) });
                }
            }
        }
        // Carried tensors shared on entry, or assumed shared from the end
        // of the body, may be shared at the start of each iteration.
        let mut at_start = {
            let facts = self.may_alias.borrow();
            crate::shared_tensors::sharing_pairs(&facts, &self.scope(), &carried_names)
        };
        at_start.extend(shared_at_start.iter().cloned());
        let start_scope = |block: &Block<'c>, parent: &Self| {
            let mut scope = parent.scope();
            scope.extend(rebind(block));
            scope
        };
        let scope_at_test = start_scope(&before, self);
        self.record_may_alias(&scope_at_test, &at_start);
        self.record_may_alias(&start_scope(&after, self), &at_start);
        let (c, scope_after_test) = self.in_block(&before, &rebind(&before), |child| {
            Ok(child.condition(cond)?.to_raw())
        })?;
        // The loop carries what its body assigns; what the test changes
        // (a `__bool__` that updates its instance) would be lost.
        let changed = scope_at_test.iter().find(|(name, was)| {
            scope_after_test
                .get(*name)
                .is_some_and(|now| !now.same(was))
        });
        if let Some((name, _)) = changed {
            return Err(Diagnostic::error(
                format!("a `while` condition that changes `{name}` (a method it calls assigns to it) is not supported yet"),
                cond.span,
            ));
        }
        let mut forwarded: Vec<Value> = Vec::new();
        // SAFETY: `c` was just emitted into `before`.
        forwarded.push(unsafe { Value::from_raw(c) });
        forwarded.extend(
            (0..types.len()).map(|i| -> Value { before.argument(i).expect("argument").into() }),
        );
        let condition = OperationBuilder::new("scf.condition", loc)
            .add_operands(&forwarded)
            .build()
            .map_err(|e| internal(e, span))?;
        before.append_operation(condition);

        let (views_at_end, env) = self.in_block(&after, &rebind(&after), |child| {
            for (view, base, steps) in &remade {
                child.remake_view(view, base, steps)?;
            }
            if let Some((_, ret)) = child.emit_body(body)?.returned {
                return Err(Diagnostic::error(
                    "`return` inside a loop is not supported yet",
                    ret,
                ));
            }
            // A variable refined past an `if` that raises otherwise is
            // unchanged: it ends the body as it began.
            for (name, refined, original) in std::mem::take(&mut child.refined_past_if) {
                if child
                    .env
                    .get(&name)
                    .is_some_and(|now| refined.same(&Raw::of(now)))
                {
                    child.env.insert(name, original.emitted());
                }
            }
            for (name, declared) in &widened {
                let Some(v) = child.env.get(name).cloned() else {
                    continue;
                };
                let v = child.shape_as_declared(&v, declared, span)?;
                child.env.insert(name.clone(), v);
            }
            Ok(child.views.clone())
        })?;
        // A variable the body does not assign but changes through a view
        // it makes (written back) must be carried.
        let mut changes: Vec<String> = env
            .iter()
            .filter(|(name, now)| {
                !carried_names.contains(name)
                    && self
                        .env
                        .get(*name)
                        .is_some_and(|was| !Raw::of(was).same(now))
            })
            .map(|(name, _)| name.clone())
            .collect();
        if !changes.is_empty() {
            changes.sort();
            self.may_alias.borrow_mut().truncate(facts_before);
            return Ok(LoopAttempt::Changes(changes));
        }
        let mut yielded = Vec::new();
        let mut grown = Vec::new();
        for (name, before_value) in &carried {
            let now = env.get(name).ok_or_else(|| {
                Diagnostic::error(
                    format!("{name} is not defined at the end of the loop body"),
                    span,
                )
            })?;
            let (was, is) = (before_value.value_type(), now.value_type());
            if crate::tensor_lists::grows(&was, &is) {
                grown.push(name.clone());
                continue;
            }
            if was != is {
                if let Some(m) = crate::tensor_lists::length_mismatch(name, &was, &is) {
                    return Err(Diagnostic::error(m, span));
                }
                return Err(Diagnostic::error(
                    format!("variable '{name}' has type {was} before the loop but {is} at the end of its body"),
                    span,
                ));
            }
            now.leaves(&mut yielded);
        }
        // A parameter the body's end gives a carried value (`y = x`) is
        // that value's at the next iteration's start: mark it and emit
        // the loop again.
        let newly: Vec<usize> = (yielded.iter().enumerate())
            .filter(|&(i, (raw, _))| {
                // SAFETY: a live value the body yields.
                let v: Value = unsafe { Value::from_raw(*raw) };
                !marked.get(i).copied().unwrap_or(true)
                    && crate::shared_tensors::may_be_parameter(v, &self.params)
            })
            .map(|(i, _)| i)
            .collect();
        if grown.is_empty() && !newly.is_empty() {
            self.may_alias.borrow_mut().truncate(facts_before);
            return Ok(LoopAttempt::Parameters(newly));
        }
        if !grown.is_empty() {
            self.may_alias.borrow_mut().truncate(facts_before);
            return Ok(LoopAttempt::Grows(grown));
        }
        let parted =
            joined.iter().any(
                |(follower, leader)| match (env.get(follower), env.get(leader)) {
                    (Some(f), Some(l)) => !f.same(l),
                    _ => true,
                },
            );
        if parted {
            self.may_alias.borrow_mut().truncate(facts_before);
            return Ok(LoopAttempt::Parts);
        }
        let unlinked_now: Vec<(String, bool)> = remade
            .iter()
            .filter(|(view, base, steps)| {
                !crate::shared_tensors::still_view(&env, view, base, steps)
            })
            .map(|(view, _, _)| {
                let fresh = match env.get(view) {
                    // SAFETY: a value of the live scope.
                    Some(Raw::One(v, _)) => {
                        crate::shared_tensors::surely_fresh(unsafe { Value::from_raw(*v) })
                    }
                    _ => false,
                };
                (view.clone(), fresh)
            })
            .collect();
        if !unlinked_now.is_empty() {
            self.may_alias.borrow_mut().truncate(facts_before);
            return Ok(LoopAttempt::Unlinked(unlinked_now));
        }
        // What the body's end shares that its start did not assume.
        let at_end = {
            let facts = self.may_alias.borrow();
            crate::shared_tensors::sharing_pairs(&facts, &env, &carried_names)
        };
        let new_pairs: Vec<(String, String)> = at_end
            .into_iter()
            .filter(|p| {
                !at_start.contains(p) && self.env.contains_key(&p.0) && self.env.contains_key(&p.1)
            })
            .collect();
        let new_views: Vec<(String, String)> = views_at_end
            .into_iter()
            .filter(|(view, base)| {
                carried_names.contains(view) && self.views.get(view) != Some(base)
            })
            .collect();
        if !new_pairs.is_empty() || !new_views.is_empty() {
            self.may_alias.borrow_mut().truncate(facts_before);
            return Ok(LoopAttempt::Shares(new_pairs, new_views));
        }
        self.yield_into(&after, &yielded, "scf.yield", span)?;

        let (r1, r2) = (Region::new(), Region::new());
        r1.append_block(before);
        r2.append_block(after);
        let op = OperationBuilder::new("scf.while", loc)
            .add_operands(&inits)
            .add_results(&types)
            .add_regions([r1, r2])
            .build()
            .map_err(|e| internal(e, span))?;
        let op = self.block.append_operation(op);
        let mut results = (0..types.len())
            .map(|i| -> Value<'c, 'b> { op.result(i).expect("declared result").into() });
        for (name, r) in &carried {
            let ty = r.value_type();
            let values: Vec<Typed<'c, 'b>> = ty
                .flatten()
                .into_iter()
                .map(|t| Typed {
                    value: results.next().expect("one result per leaf"),
                    ty: t,
                })
                .collect();
            let v = Emitted::rebuild(&ty, &mut values.into_iter()).expect("its own type");
            self.env.insert(name.clone(), v);
        }
        for (follower, leader) in &joined {
            let v = self.env[leader].clone();
            self.env.insert(follower.clone(), v);
        }
        for (view, base, steps) in &remade {
            self.remake_view(view, base, steps)?;
        }
        // A view the body surely replaced is still the view where the
        // loop ran zero times.
        if let Some(Some(Emitted::One(still))) = unrun_flag.map(|f| self.env.get(f).cloned()) {
            for (view, base, steps) in &unrun_views {
                let Some(Emitted::One(own)) = self.env.get(view).cloned() else {
                    continue;
                };
                self.remake_view(view, base, steps)?;
                let Some(Emitted::One(remade)) = self.env.get(view).cloned() else {
                    continue;
                };
                let value = self.select_view(still.value, remade.value, own.value, loc)?;
                self.env
                    .insert(view.clone(), Emitted::One(Typed { value, ty: own.ty }));
            }
        }
        // What the loop's start assumed shared stays so after it.
        self.record_may_alias(&self.scope(), &at_start);
        // Names first defined in the body are not visible after the loop.
        for (name, _) in env {
            if !self.env.contains_key(&name) && !name.starts_with('$') {
                self.undefined_after_if.insert(name, "loop");
            }
        }
        Ok(LoopAttempt::Done)
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// Variables declared `Optional[T]` that a loop may turn from `None`
    /// into a `T` or back (`None` on entry, or assigned `None` in `body`),
    /// and variables declared a `Union` that it assigns, become run-time
    /// optionals (unions) before it, so the loop can carry them; returns
    /// them with their declared types (what the body's end is shaped to).
    fn widen_optionals(
        &mut self,
        names: &[String],
        body: &[Stmt],
        span: Span,
    ) -> Emit<Vec<(String, ValueType)>> {
        let mut widened = Vec::new();
        for name in names {
            let (Some(declared), Some(v)) = (
                self.declared_vars.get(name).cloned(),
                self.env.get(name).cloned(),
            ) else {
                continue;
            };
            let t = v.value_type();
            let none = ValueType::One(ScriptType::None);
            let widen = match &declared {
                // (`unified_optional` checks `t` is None or the `T`.)
                ValueType::Optional(_) => {
                    crate::optional_values::runtime_optional(&v).is_none()
                        && (t == none || assigns_none(body, name))
                        && unified_optional(&t, &t, Some(&declared)).is_some()
                }
                ValueType::Union(members) => members.contains(&t),
                _ => false,
            };
            if widen {
                let v = self.shape_as_declared(&v, &declared, span)?;
                self.env.insert(name.clone(), v);
            }
            // Already run-time optionals (unions) are kept as such at the
            // body's end.
            if matches!(
                self.env[name].value_type(),
                ValueType::Optional(_) | ValueType::Union(_)
            ) {
                widened.push((name.clone(), self.env[name].value_type()));
            }
        }
        Ok(widened)
    }
}

/// Whether `stmts` assign `None` to `name` (at any depth).
fn assigns_none(stmts: &[Stmt], name: &str) -> bool {
    let is_none = |e: &Expr| matches!(e.kind, ExprKind::None);
    let is_name = |e: &Expr| matches!(&e.kind, ExprKind::Name(n) if n == name);
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Assign { targets, value, .. } => is_none(value) && targets.iter().any(is_name),
        StmtKind::AnnAssign {
            target,
            value: Some(value),
            ..
        } => is_none(value) && is_name(target),
        StmtKind::If { body, orelse, .. }
        | StmtKind::While { body, orelse, .. }
        | StmtKind::For { body, orelse, .. } => {
            assigns_none(body, name) || assigns_none(orelse, name)
        }
        StmtKind::With { body, .. } => assigns_none(body, name),
        _ => false,
    })
}

fn reject_else(orelse: &[Stmt], keyword: &str, span: Span) -> Emit<()> {
    if orelse.is_empty() {
        return Ok(());
    }
    Err(Diagnostic::error(
        format!("`{keyword} ... else` is not supported in TorchScript"),
        span,
    ))
}

/// The first `break`/`continue` of this loop in `stmts`.
pub(crate) fn first_exit(stmts: &[Stmt]) -> Option<Span> {
    stmts.iter().find_map(|s| match &s.kind {
        StmtKind::Break | StmtKind::Continue => Some(s.span),
        StmtKind::If { body, orelse, .. } => first_exit(body).or_else(|| first_exit(orelse)),
        _ => None,
    })
}

/// Which sequence each item of an unrolled loop comes from, for
/// [`FunctionEmitter::record_item_views`]: none that views a tensor, the
/// loop's sequence, an `enumerate`d one, or `zip`ped ones (enumerated too).
enum ItemViews<'e> {
    None,
    Of(&'e Expr),
    Enumerated(&'e Expr),
    Zipped(&'e [Expr], bool),
}

impl ItemViews<'_> {
    fn sequences(&self) -> Vec<&Expr> {
        match self {
            ItemViews::None => Vec::new(),
            ItemViews::Of(seq) | ItemViews::Enumerated(seq) => vec![seq],
            ItemViews::Zipped(seqs, _) => seqs.iter().collect(),
        }
    }
}

/// The names `stmts` bind by plain assignment (`x = ...`, `x: T = ...`,
/// `a, x = ...`), at any depth; not the ones changed in place.
fn rebound_names(stmts: &[Stmt], out: &mut Vec<String>) {
    fn names(e: &Expr, out: &mut Vec<String>) {
        match &e.kind {
            ExprKind::Name(n) => out.push(n.clone()),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                items.iter().for_each(|i| names(i, out))
            }
            _ => {}
        }
    }
    for stmt in stmts {
        match &stmt.kind {
            StmtKind::Assign { targets, .. } => targets.iter().for_each(|t| names(t, out)),
            StmtKind::AnnAssign { target, .. } => names(target, out),
            StmtKind::For {
                target,
                body,
                orelse,
                ..
            } => {
                names(target, out);
                rebound_names(body, out);
                rebound_names(orelse, out);
            }
            StmtKind::If { body, orelse, .. } | StmtKind::While { body, orelse, .. } => {
                rebound_names(body, out);
                rebound_names(orelse, out);
            }
            StmtKind::With { body, .. } => rebound_names(body, out),
            _ => {}
        }
    }
}
