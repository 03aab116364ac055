//! Python builtins on scalars and tensors (`int`, `float`, `bool`, `len`,
//! `str`, ...; the numeric ones are in `numeric_builtins.rs`), and the
//! statements that raise (`raise`, `assert`).

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::{ScriptType, ValueType, TENSOR_LIST},
};
use melior::ir::{attribute::StringAttribute, Block};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// The builtin conversion a name calls, if it is one.
fn conversion(name: &str) -> Option<ScriptType> {
    Some(match name {
        "int" => ScriptType::Int,
        "float" => ScriptType::Float,
        "bool" => ScriptType::Bool,
        _ => return None,
    })
}

/// `dict(arg)` as a dict display or comprehension, where `arg` is a list
/// or tuple display of `(key, value)` pairs or a `zip` of two sequences.
fn dict_of_pairs(arg: &Expr) -> Option<Expr> {
    let span = arg.span;
    let kind = match &arg.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => ExprKind::Dict(
            items
                .iter()
                .map(|item| match &item.kind {
                    ExprKind::Tuple(kv) if kv.len() == 2 => Some((kv[0].clone(), kv[1].clone())),
                    _ => None,
                })
                .collect::<Option<_>>()?,
        ),
        ExprKind::Call {
            func,
            args,
            keywords,
        } if keywords.is_empty()
            && args.len() == 2
            && matches!(&func.kind, ExprKind::Name(n) if n == "zip") =>
        {
            let name = |n: &str| Expr {
                kind: ExprKind::Name(format!("${n}{}", span.start)),
                span,
            };
            ExprKind::DictComp {
                key: Box::new(name("key")),
                value: Box::new(name("value")),
                generators: vec![ts_frontend::ast::Comprehension {
                    target: Expr {
                        kind: ExprKind::Tuple(vec![name("key"), name("value")]),
                        span,
                    },
                    iter: arg.clone(),
                    ifs: vec![],
                    span,
                }],
            }
        }
        _ => return None,
    };
    Some(Expr { kind, span })
}

/// `[$item for $item in iter]`.
fn collected(iter: Expr, span: Span) -> Expr {
    let item = Expr {
        kind: ExprKind::Name(format!("$item{}", span.start)),
        span,
    };
    each_item(item, iter, span)
}

/// `[($item0, ..) for $item0, .. in iter]`: the tuples of `width` items
/// that `iter` (an `enumerate` or `zip`) yields.
fn collected_tuples(iter: Expr, width: usize, span: Span) -> Expr {
    let items: Vec<Expr> = (0..width)
        .map(|i| Expr {
            kind: ExprKind::Name(format!("$item{}_{i}", span.start)),
            span,
        })
        .collect();
    let tuple = Expr {
        kind: ExprKind::Tuple(items),
        span,
    };
    each_item(tuple, iter, span)
}

/// `[item for item in iter]`, `item` a name or a tuple of names.
fn each_item(item: Expr, iter: Expr, span: Span) -> Expr {
    Expr {
        kind: ExprKind::ListComp {
            elt: Box::new(item.clone()),
            generators: vec![ts_frontend::ast::Comprehension {
                target: item,
                iter,
                ifs: vec![],
                span,
            }],
        },
        span,
    }
}

/// The entries `"k": v` of the keyword arguments `k=v` of `dict(...)`.
fn keyword_entries(keywords: &[Keyword]) -> Emit<Vec<(Expr, Expr)>> {
    keywords
        .iter()
        .map(|k| {
            let Some((key, key_span)) = &k.name else {
                return Err(Diagnostic::error(
                    "dict(**d) is not supported in TorchScript",
                    k.span,
                ));
            };
            let key = Expr {
                kind: ExprKind::Str(key.clone()),
                span: *key_span,
            };
            Ok((key, k.value.clone()))
        })
        .collect()
}

/// The exception classes `raise` accepts (TorchScript maps every one to
/// an error with this name and message).
const EXCEPTIONS: &[&str] = &[
    "Exception",
    "AssertionError",
    "ValueError",
    "RuntimeError",
    "IndexError",
    "KeyError",
    "TypeError",
    "ZeroDivisionError",
    "NotImplementedError",
    "StopIteration",
    "ArithmeticError",
    "OverflowError",
    "AttributeError",
];

/// An error where `v` is or holds a script-class instance: TorchScript
/// prints one as its address, which compiled code has no equivalent of.
fn unprintable_instance(fe: &FunctionEmitter, v: &Emitted, span: Span) -> Emit<()> {
    let t = v.value_type();
    let by_value = matches!(v, Emitted::Struct(c, _) if fe.is_script_class(c));
    if by_value || t.mentions_object() {
        return Err(Diagnostic::error(
            format!("the text of a script-class instance (`{t}`) is not supported (TorchScript prints its address)"),
            span,
        ));
    }
    Ok(())
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// A call of builtin `name`; `None` when `name` is not a builtin this
    /// emitter knows (the caller reports it).
    pub(crate) fn builtin_call(
        &mut self,
        name: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        if name == "print" {
            if let Some(k) = keywords.first() {
                return Err(Diagnostic::error(
                    "print() keyword arguments (sep, end, ...) are not supported in TorchScript",
                    k.span,
                ));
            }
            let mut values = Vec::new();
            for a in args {
                let v = self.emit_any(a)?;
                unprintable_instance(self, &v, a.span)?;
                let v = match v {
                    Emitted::One(t) => t,
                    v => self.text_of(v, a.span)?,
                };
                values.push(v.value);
            }
            self.emit_op_multi("ts.print", &values, &[], &[], span)?;
            return Ok(Some(Emitted::One(self.constant_none(span)?)));
        }
        // `sum(xs)`, `any(xs)`, `all(xs)`, `min(xs)`, `max(xs)` of a list.
        if let ("sum" | "any" | "all" | "min" | "max", [arg]) = (name, args) {
            // `sum([])`: an empty list takes the type of the first
            // overload's list (`sum.int`), as TorchScript matches it.
            let v = if arg.is_empty_list() {
                let ints = crate::script_type::list_of(ValueType::One(ScriptType::Int));
                self.emit_typed(arg, &ValueType::One(ints))?.one(arg.span)?
            } else {
                self.emit_any(arg)?.one(arg.span)?
            };
            if matches!(v.ty, ScriptType::List(_)) {
                return self
                    .list_reduction(name, v, span)
                    .map(|t| Some(Emitted::One(t)));
            }
            if matches!(name, "sum" | "any" | "all") {
                return Err(Diagnostic::error(
                    format!("{name}() expects a list, not {}", v.ty),
                    arg.span,
                ));
            }
        }
        match name {
            "abs" | "min" | "max" | "round" | "divmod" => {
                if let Some(k) = keywords.first() {
                    return Err(Diagnostic::error(
                        format!("{name}() takes no keyword arguments"),
                        k.span,
                    ));
                }
                return self.numeric_builtin(name, args, span).map(Some);
            }
            _ => {}
        }
        if name == "str" {
            let [arg] = args else {
                return Err(Diagnostic::error(
                    format!("str() takes exactly one argument ({} given)", args.len()),
                    span,
                ));
            };
            let v = self.emit_any(arg)?;
            return Ok(Some(Emitted::One(self.text_of(v, arg.span)?)));
        }
        if name == "getattr" || name == "hasattr" {
            let (obj, attr) = match args {
                [obj, Expr {
                    kind: ExprKind::Str(attr),
                    ..
                }] => (obj, attr),
                _ => {
                    return Err(Diagnostic::error(
                        format!("{name}() needs an object and a string literal"),
                        span,
                    ))
                }
            };
            if name == "getattr" {
                return self.attribute(obj, attr, span).map(Some);
            }
            // Attributes are static: whether reading one type-checks.
            let scratch = Block::new(&[]);
            let (obj, attr) = (obj.clone(), attr.clone());
            let (found, _) = self.in_block(&scratch, &[], move |child| {
                Ok(child.attribute(&obj, &attr, span).is_ok())
            })?;
            drop(scratch);
            let b = self.known_bool(found, span)?;
            return Ok(Some(Emitted::One(b)));
        }
        if name == "ord" || name == "chr" {
            let [arg] = args else {
                return Err(Diagnostic::error(
                    format!("{name}() takes exactly one argument"),
                    span,
                ));
            };
            let v = self.emit_expr(arg)?;
            let (want, op, out) = if name == "ord" {
                (ScriptType::Str, "ts.ord", ScriptType::Int)
            } else {
                (ScriptType::Int, "ts.chr", ScriptType::Str)
            };
            if v.ty != want {
                return Err(Diagnostic::error(
                    format!("{name}() expects a {want}, not {}", v.ty),
                    arg.span,
                ));
            }
            let ty = self.ty(out, span)?;
            return Ok(Some(Emitted::One(Typed {
                value: self.emit_op(op, &[v.value], ty, &[], span)?,
                ty: out,
            })));
        }
        // `dict()` and `dict(a=1, b=2)`: the displays `{}` and
        // `{"a": 1, "b": 2}`.
        if name == "dict" && args.is_empty() {
            let display = Expr {
                kind: ExprKind::Dict(keyword_entries(keywords)?),
                span,
            };
            return self.emit_any(&display).map(Some);
        }
        if matches!(name, "hex" | "oct" | "bin" | "list" | "dict") {
            let [arg] = args else {
                return Err(Diagnostic::error(
                    format!("{name}() takes exactly one argument here"),
                    span,
                ));
            };
            // `dict(d, k=v)`: a copy of `d` with `k` set.
            if name == "dict" && !keywords.is_empty() {
                return self.dict_with_keywords(arg, keywords, span).map(Some);
            }
            if let Some(k) = keywords.first() {
                return Err(Diagnostic::error(
                    format!("{name}() takes no keyword arguments here"),
                    k.span,
                ));
            }
            // `dict([(k, v), ...])`: the display `{k: v, ...}`;
            // `dict(zip(ks, vs))`: `{k: v for k, v in zip(ks, vs)}`.
            if name == "dict" {
                if let Some(display) = dict_of_pairs(arg) {
                    return self.emit_any(&display).map(Some);
                }
            }
            // `list(range(n))`: the comprehension `[i for i in range(n)]`.
            let is_range = self.is_range_call(arg);
            // `list(Color)`: the enum's members.
            let is_enum = matches!(&arg.kind, ExprKind::Name(n)
                if !self.env.contains_key(n)
                    && matches!(self.importer.classes.get(n).map(|c| &c.kind), Some(crate::classes::ClassKind::Enum { .. })));
            if name == "list" && (is_range || is_enum) {
                return self.emit_any(&collected(arg.clone(), span)).map(Some);
            }
            // `list(enumerate(xs))`, `list(zip(xs, ys))`: the tuples, as
            // `[(a, b) for a, b in zip(xs, ys)]`.
            let tuple_width = match &arg.kind {
                ExprKind::Call { func, args, .. } => match &func.kind {
                    ExprKind::Name(n) if n == "enumerate" && !self.env.contains_key(n) => Some(2),
                    ExprKind::Name(n) if n == "zip" && !self.env.contains_key(n) => {
                        Some(args.len())
                    }
                    _ => None,
                },
                _ => None,
            };
            if let (true, Some(width)) = (name == "list", tuple_width) {
                return self
                    .emit_any(&collected_tuples(arg.clone(), width, span))
                    .map(Some);
            }
            let v = self.emit_any(arg)?;
            // `list(xs)` of a `List[Tensor]` of known length: a copy (such a
            // list is a value here, so the copy is already independent).
            if name == "list" && crate::tensor_lists::is_tensor_list(&v) {
                return Ok(Some(v));
            }
            // `dict(d)` of a `Dict[str, Tensor]` of known keys: likewise.
            if name == "dict" && crate::tensor_dicts::is_tensor_dict(&v) {
                return Ok(Some(v));
            }
            // `list(s)`, `list(t)`, `list(x)`: the characters, the tuple's
            // items (of one type), the tensor's rows.
            let iterated = match &v {
                Emitted::Tuple(_) => true,
                Emitted::One(t) => matches!(t.ty, ScriptType::Str | ScriptType::Tensor),
                _ => false,
            };
            if name == "list" && iterated {
                let hidden = format!("$items{}", span.start);
                let iter = crate::exit_transform::name(&hidden, arg.span);
                let (items, _) =
                    self.with_hidden(&hidden, v, |this| this.emit_any(&collected(iter, span)))?;
                return Ok(Some(items));
            }
            let v = v.one(arg.span)?;
            let (op, out, attrs) = match (name, v.ty) {
                ("hex" | "oct" | "bin", ScriptType::Int) => {
                    let base = match name {
                        "hex" => 16,
                        "oct" => 8,
                        _ => 2,
                    };
                    (
                        "ts.int_format",
                        ScriptType::Str,
                        vec![("base", self.int_attr(base))],
                    )
                }
                ("list", t @ ScriptType::List(_)) => ("ts.list_copy", t, vec![]),
                ("list", ScriptType::Dict(k, _)) => (
                    "ts.dict_keys",
                    crate::script_type::list_of(k.clone()),
                    vec![],
                ),
                ("dict", t @ ScriptType::Dict(..)) => ("ts.dict_copy", t, vec![]),
                (_, t) => {
                    return Err(Diagnostic::error(
                        format!("{name}() of a {t} is not supported yet"),
                        arg.span,
                    ))
                }
            };
            let ty = self.ty(out, span)?;
            return Ok(Some(Emitted::One(Typed {
                value: self.emit_op(op, &[v.value], ty, &attrs, span)?,
                ty: out,
            })));
        }
        if name == "sorted" {
            let [arg] = args else {
                return Err(Diagnostic::error(
                    "sorted() takes one list (key= and reverse= are not supported yet)",
                    span,
                ));
            };
            // As in TorchScript, whose `sorted` takes only the list
            // (`xs.sort(reverse=True)` sorts in place).
            if let Some(k) = keywords.first() {
                return Err(Diagnostic::error(
                    "sorted() takes no keyword arguments in TorchScript (use `xs.sort(reverse=True)` on a copy)",
                    k.span,
                ));
            }
            let v = self.emit_any(arg)?.one(arg.span)?;
            // A list of tuples: a copy sorted field by field; of instances,
            // by their `__lt__`.
            if let Some(elem @ (ScriptType::Packed(_) | ScriptType::Object(_))) =
                crate::container_values::list_element(v.ty)
            {
                let copy = self.runtime_mutate("list_copy", &[v], v.ty, span)?;
                let reverse = self.constant(ScriptType::Bool, 0.0, 0, span)?;
                self.sort_list(copy, elem, reverse, span)?;
                return Ok(Some(Emitted::One(copy)));
            }
            let ok = matches!(
                v.ty,
                ScriptType::List(ValueType::One(
                    ScriptType::Int | ScriptType::Float | ScriptType::Bool | ScriptType::Str
                ))
            );
            if !ok {
                return Err(Diagnostic::error(
                    format!("sorted() of a {} is not supported yet", v.ty),
                    arg.span,
                ));
            }
            let ty = self.ty(v.ty, span)?;
            return Ok(Some(Emitted::One(Typed {
                value: self.emit_op("ts.list_sorted", &[v.value], ty, &[], span)?,
                ty: v.ty,
            })));
        }
        if name == "pow" {
            let [base, exponent] = args else {
                return Err(Diagnostic::error(
                    "pow() takes two arguments (a modulus is not supported)",
                    span,
                ));
            };
            let (b, x) = (self.emit_expr(base)?, self.emit_expr(exponent)?);
            return Ok(Some(Emitted::One(self.binary(
                ts_frontend::ast::BinaryOp::Pow,
                b,
                x,
                span,
            )?)));
        }
        if name == "isinstance" {
            let [value, types] = args else {
                return Err(Diagnostic::error("isinstance() takes two arguments", span));
            };
            let v = self.emit_any(value)?;
            if crate::union_values::runtime_union(&v).is_some() {
                let test = self.instance_test(types)?;
                return Ok(Some(Emitted::One(self.union_holds(&v, &test, span)?)));
            }
            let test = self.instance_test(types)?;
            let actual = v.value_type();
            let matches = test(&actual);
            let matches_payload = matches!(&actual, ValueType::Optional(inner) if test(inner));
            // A run-time optional is an instance where it holds a value.
            if let (false, true, Some((flag, _))) = (
                matches,
                matches_payload,
                crate::optional_values::runtime_optional(&v),
            ) {
                return Ok(Some(Emitted::One(flag)));
            }
            // Types are static, so this is a compile-time bool (an `if` on
            // it emits only the branch taken, as TorchScript refines).
            let b = self.known_bool(matches, span)?;
            return Ok(Some(Emitted::One(b)));
        }
        if name == "hash" {
            return self.hash_builtin(args, span).map(|v| Some(Emitted::One(v)));
        }
        if name == "len" {
            let [arg] = args else {
                return Err(Diagnostic::error(
                    format!("len() takes exactly one argument ({} given)", args.len()),
                    span,
                ));
            };
            if let Some(n) = self.layer_count(arg) {
                return self
                    .constant(ScriptType::Int, 0.0, n as i64, span)
                    .map(|n| Some(Emitted::One(n)));
            }
            let v = self.emit_any(arg)?;
            if let Some((keys, _)) = crate::tensor_dicts::dict_entries(&v) {
                let n = keys.len() as i64;
                return Ok(Some(Emitted::One(self.constant(
                    ScriptType::Int,
                    0.0,
                    n,
                    span,
                )?)));
            }
            // A NamedTuple's length is its number of fields.
            let named_tuple = match &v {
                Emitted::Struct(class, fields) => self
                    .class_by_interned(class)
                    .filter(|c| matches!(c.kind, crate::classes::ClassKind::NamedTuple { .. }))
                    .map(|_| fields.as_slice()),
                _ => None,
            };
            if let Some(items) = crate::tensor_lists::static_items(&v).or(named_tuple) {
                let n = items.len() as i64;
                return Ok(Some(Emitted::One(self.constant(
                    ScriptType::Int,
                    0.0,
                    n,
                    span,
                )?)));
            }
            // TorchScript wraps a scalar, None or device into a one-element
            // `Any[]` to match `len(t[] a)`: its length is 1.
            if is_one_element_for_len(&v) {
                return self
                    .constant(ScriptType::Int, 0.0, 1, span)
                    .map(|n| Some(Emitted::One(n)));
            }
            if let Emitted::Struct(class, _) = &v {
                if self.is_script_class(class) {
                    return Err(Diagnostic::error(
                        format!("object of type '{class}' has no len() (its class defines no `__len__`)"),
                        span,
                    ));
                }
            }
            let v = v.one(arg.span)?;
            return Ok(Some(Emitted::One(self.len_of(v, span)?)));
        }
        let Some(to) = conversion(name) else {
            return Ok(None);
        };
        if !keywords.is_empty() {
            return Err(Diagnostic::error(
                format!("{name}() takes no keyword arguments"),
                keywords[0].span,
            ));
        }
        let [arg] = args else {
            return Err(Diagnostic::error(
                format!("{name}() expects exactly one argument, got {}", args.len()),
                span,
            ));
        };
        // `float(x.item())` is `float(x)`: the number's type no longer matters.
        let v = self.emit_expr(item_receiver(arg).unwrap_or(arg))?;
        if v.ty == ScriptType::Str && to != ScriptType::Bool {
            return Ok(Some(Emitted::One(self.number_of_str(arg, v, to, span)?)));
        }
        // `bool(s)`, `bool(xs)`: whether the string, list or dict is not
        // empty, as TorchScript.
        if to == ScriptType::Bool
            && matches!(
                v.ty,
                ScriptType::Str | ScriptType::List(_) | ScriptType::Dict(..)
            )
        {
            return Ok(Some(Emitted::One(self.not_empty(v, span)?)));
        }
        Ok(Some(Emitted::One(self.convert_scalar(v, to, span)?)))
    }

    /// `int(s)` or `float(s)` of a string: folded for a literal that reads
    /// as a number, else read at run time, raising TorchScript's error
    /// where it is not one (so a bad literal on a path never taken is no
    /// error).
    fn number_of_str(
        &mut self,
        arg: &Expr,
        s: Typed<'c, 'b>,
        to: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        use ts_rt::number_parsing::{parse_float, parse_int};
        if let ExprKind::Str(text) = &arg.kind {
            match to {
                ScriptType::Int => {
                    if let Ok(i) = parse_int(text) {
                        return self.constant(ScriptType::Int, 0.0, i, span);
                    }
                }
                _ => {
                    if let Ok(f) = parse_float(text) {
                        return self.constant(ScriptType::Float, f, 0, span);
                    }
                }
            }
        }
        // TorchScript's errors: `std::stoll`'s (or `stod`'s) where no
        // number starts the string, its own where more text follows one.
        let (no_number, trailing, callee) = match to {
            ScriptType::Int => (
                "RuntimeError: stoll",
                "RuntimeError: invalid literal for int() with base 10: ",
                "str_to_int",
            ),
            _ => (
                "RuntimeError: stod",
                "RuntimeError: could not convert string to float: ",
                "str_to_float",
            ),
        };
        let kind = self.constant(
            ScriptType::Int,
            0.0,
            i64::from(to == ScriptType::Float),
            span,
        )?;
        let status = self.runtime_call("str_parse_status", &[s, kind], ScriptType::Int, span)?;
        for (code, message, quote_it) in [(1, no_number, false), (2, trailing, true)] {
            let code = self.constant(ScriptType::Int, 0.0, code, span)?;
            let failed = self.scalar_compare("ts.eq", status, code, span)?.value;
            match quote_it {
                false => self.raise_if(failed, message, span)?,
                true => {
                    let quoted = StringAttribute::new(self.ctx, "str_quoted").into();
                    let make = ("ts.runtime_call", &[("callee", quoted)][..]);
                    self.raise_text_if(failed, message, Some(make), s, span)?
                }
            }
        }
        self.runtime_call(callee, &[s], to, span)
    }

    pub(crate) fn scalar_compare(
        &mut self,
        op: &str,
        a: Typed<'c, 'b>,
        b: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let ty = self.ty(ScriptType::Bool, span)?;
        Ok(Typed {
            value: self.emit_op(op, &[a.value, b.value], ty, &[], span)?,
            ty: ScriptType::Bool,
        })
    }

    /// `a if cond else b` on two values of one scalar type.
    pub(crate) fn select(
        &mut self,
        cond: Typed<'c, 'b>,
        a: Typed<'c, 'b>,
        b: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let ty = self.ty(a.ty, span)?;
        Ok(Typed {
            value: self.emit_op(
                "arith.select",
                &[cond.value, a.value, b.value],
                ty,
                &[],
                span,
            )?,
            ty: a.ty,
        })
    }

    /// `ts.scalar_math fn(x)` of a number (converted to float).
    pub(crate) fn scalar_math(
        &mut self,
        f: &str,
        x: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let x = self.convert_scalar(x, ScriptType::Float, span)?;
        let ty = self.ty(ScriptType::Float, span)?;
        Ok(Typed {
            value: self.emit_op(
                "ts.scalar_math",
                &[x.value],
                ty,
                &[("fn", StringAttribute::new(self.ctx, f).into())],
                span,
            )?,
            ty: ScriptType::Float,
        })
    }

    /// `int(v)`, `float(v)`, `bool(v)`: a scalar conversion, or the
    /// element of a one-element tensor.
    pub(crate) fn convert_scalar(
        &mut self,
        v: Typed<'c, 'b>,
        to: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let ty = self.ty(to, span)?;
        let op = match v.ty {
            t if t == to => return Ok(v),
            ScriptType::Int | ScriptType::Float | ScriptType::Bool => "ts.scalar_cast",
            ScriptType::Tensor => "ts.item",
            t => {
                return Err(Diagnostic::error(
                    format!("cannot convert a `{t}` to `{to}`"),
                    span,
                ))
            }
        };
        Ok(Typed {
            value: self.emit_op(op, &[v.value], ty, &[], span)?,
            ty: to,
        })
    }

    /// Appends `ts.raise` with `message` (`Kind: text`) to `block`.
    /// `str(v)`: the text `print` shows for `v`.
    /// The text `str()` and `print` give any value: optionals and unions
    /// by what they hold at run time, tuples as TorchScript writes them
    /// (`(1, a, 2.5)`, `(1,)`: strings unquoted).
    pub(crate) fn text_of(&mut self, v: Emitted<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        unprintable_instance(self, &v, span)?;
        if crate::optional_values::runtime_optional(&v).is_some() {
            return self.optional_text(v, span);
        }
        if crate::union_values::runtime_union(&v).is_some() {
            return self.union_text(v, span);
        }
        // Aggregates of compile-time length, piece by piece: TorchScript's
        // `(a, b)`, `(a,)`, `[a, b]`, `{k: v}` (keys unquoted).
        let (open, items, close) = match v {
            Emitted::Tuple(items) if items.len() == 1 => ("(", items, ",)"),
            Emitted::Tuple(items) => ("(", items, ")"),
            Emitted::Struct(TENSOR_LIST, items) => ("[", items, "]"),
            v => match crate::tensor_dicts::dict_entries(&v) {
                Some((keys, values)) => {
                    let mut text = self.str_literal("{", span)?;
                    for (i, (k, item)) in keys.iter().zip(values).enumerate() {
                        let sep = if i == 0 { "" } else { ", " };
                        text = self.append_literal(text, &format!("{sep}{k}: "), span)?;
                        let piece = self.text_of(item, span)?;
                        text = self.append_text(Some(text), piece, span)?;
                    }
                    return self.append_literal(text, "}", span);
                }
                None => {
                    let v = v.one(span)?;
                    return self.str_of(v, span);
                }
            },
        };
        let mut text = self.str_literal(open, span)?;
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                text = self.append_literal(text, ", ", span)?;
            }
            let piece = self.text_of(item, span)?;
            text = self.append_text(Some(text), piece, span)?;
        }
        self.append_literal(text, close, span)
    }

    /// `dict(d, k=v, ...)`: a copy of `d` (or of the display `d` is) with
    /// each `"k"` set to `v`, as `copy = dict(d); copy["k"] = v` would.
    fn dict_with_keywords(
        &mut self,
        arg: &Expr,
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let copy_call = Expr {
            kind: ExprKind::Call {
                func: Box::new(Expr {
                    kind: ExprKind::Name("dict".into()),
                    span,
                }),
                args: vec![arg.clone()],
                keywords: vec![],
            },
            span,
        };
        let entries = keyword_entries(keywords)?;
        let copy = self.emit_any(&copy_call)?;
        let hidden = format!("$dict{}", span.start);
        let sets: Vec<_> = entries
            .into_iter()
            .zip(keywords)
            .map(|((key, value), k)| ts_frontend::ast::Stmt {
                span: k.span,
                kind: ts_frontend::ast::StmtKind::Assign {
                    targets: vec![Expr {
                        span: k.span,
                        kind: ExprKind::Subscript {
                            value: Box::new(crate::exit_transform::name(&hidden, k.span)),
                            index: Box::new(key),
                        },
                    }],
                    value,
                    type_comment: None,
                },
            })
            .collect();
        let (_, copy) = self.with_hidden(&hidden, copy, |this| this.emit_body(&sets))?;
        Ok(copy)
    }

    /// `text` followed by the literal `more`.
    fn append_literal(
        &mut self,
        text: Typed<'c, 'b>,
        more: &str,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let more = self.str_literal(more, span)?;
        self.append_text(Some(text), more, span)
    }

    /// `hash(x)`: TorchScript's `aten::hash` values (`lib/rt/src/hashing.rs`):
    /// an int itself, a bool 0 or 1, a float's or a string's bytes hashed.
    fn hash_builtin(&mut self, args: &[Expr], span: Span) -> Emit<Typed<'c, 'b>> {
        let [arg] = args else {
            return Err(Diagnostic::error(
                format!("hash() takes exactly one argument ({} given)", args.len()),
                span,
            ));
        };
        let v = self.emit_any(arg)?.one(arg.span)?;
        match v.ty {
            ScriptType::Int => Ok(v),
            ScriptType::Bool => self.convert_scalar(v, ScriptType::Int, span),
            ScriptType::Float => self.runtime_call("float_hash", &[v], ScriptType::Int, span),
            ScriptType::Str => self.runtime_call("str_hash", &[v], ScriptType::Int, span),
            other => Err(Diagnostic::error(
                format!("hash() of a {other} is not supported (ints, floats, bools and strings are; TorchScript hashes a tensor by its identity)"),
                arg.span,
            )),
        }
    }

    pub(crate) fn str_of(&self, v: Typed<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        if matches!(v.ty, ScriptType::Str | ScriptType::Device) {
            return Ok(Typed {
                value: v.value,
                ty: ScriptType::Str,
            });
        }
        let ty = self.ty(ScriptType::Str, span)?;
        Ok(Typed {
            value: self.emit_op("ts.str_of", &[v.value], ty, &[], span)?,
            ty: ScriptType::Str,
        })
    }

    /// A tensor where an int or float is declared (an argument of a script
    /// function, a returned value): TorchScript's implicit conversion
    /// (`aten::IntImplicit`/`FloatImplicit`), which raises unless the
    /// tensor is 0-d, and for an int unless its dtype is an integer one.
    /// `Optional[int]` converts as `int`, a tuple item by item. Anything
    /// else as it is.
    pub(crate) fn implicit_number(
        &mut self,
        v: Emitted<'c, 'b>,
        declared: &ValueType,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let (t, to) = match (&v, declared) {
            (Emitted::One(t), ValueType::One(to @ (ScriptType::Int | ScriptType::Float))) => {
                (t, to)
            }
            (Emitted::One(_), ValueType::Optional(inner)) => {
                return self.implicit_number(v, inner, span)
            }
            (Emitted::Tuple(items), ValueType::Tuple(types)) if items.len() == types.len() => {
                let items = items.clone();
                let converted = items
                    .into_iter()
                    .zip(types)
                    .map(|(item, ty)| self.implicit_number(item, ty, span))
                    .collect::<Emit<Vec<_>>>()?;
                return Ok(Emitted::Tuple(converted));
            }
            _ => return Ok(v),
        };
        if t.ty != ScriptType::Tensor {
            return Ok(v);
        }
        let (t, to) = (*t, *to);
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let test =
            |fe: &mut Self, query: &str, op: &str, code: i64| -> Emit<melior::ir::Value<'c, 'b>> {
                let q = crate::op_lowerings::shape_query(fe, query, t, None, span)?;
                let c = fe.constant(ScriptType::Int, code as f64, code, span)?;
                fe.emit_op(op, &[q.value, c.value], bool_ty, &[], span)
            };
        self.require_0d(t, span)?;
        if to == ScriptType::Int {
            use ts_dialect::Dtype;
            for d in [Dtype::Float32, Dtype::Float64, Dtype::Bool] {
                let is = test(self, "ts.dtype", "ts.eq", d.scalar_type_code())?;
                self.raise_if(
                    is,
                    &format!(
                        "RuntimeError: Cannot input a tensor of type {} as an integral argument",
                        d.scalar_type_name()
                    ),
                    span,
                )?;
            }
        }
        Ok(Emitted::One(self.convert_scalar(t, to, span)?))
    }

    /// Raises TorchScript's error where the tensor `t`, given for a
    /// number, is not 0-d.
    fn require_0d(&mut self, t: Typed<'c, 'b>, span: Span) -> Emit<()> {
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let rank = crate::op_lowerings::shape_query(self, "ts.dim", t, None, span)?;
        let zero = self.constant(ScriptType::Int, 0.0, 0, span)?;
        let not_0d = self.emit_op("ts.ne", &[rank.value, zero.value], bool_ty, &[], span)?;
        self.raise_if(
            not_0d,
            "RuntimeError: Cannot input a tensor of dimension other than 0 as a scalar argument",
            span,
        )
    }

    /// The tensor `t` given for a number (a fill value): raises PyTorch's
    /// error unless it is 0-d, and is a 0-d tensor to refinement either way
    /// (its sum, which is `t` when 0-d), so an error in a shape it was
    /// never going to have is not reported first.
    pub(crate) fn scalar_tensor(&mut self, t: Typed<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        self.require_0d(t, span)?;
        self.tensor_op("ts.sum", &[t.value], &[], span)
    }

    /// `v` where an int is wanted: a 0-d tensor converts as
    /// [`Self::implicit_number`] converts it; anything else as it is.
    pub(crate) fn implicit_int(&mut self, v: Typed<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        let int = ValueType::One(ScriptType::Int);
        self.implicit_number(Emitted::One(v), &int, span)?.one(span)
    }

    /// Raises `message` where `cond` holds.
    pub(crate) fn raise_if(
        &self,
        cond: melior::ir::Value<'c, 'b>,
        message: &str,
        span: Span,
    ) -> Emit<()> {
        let (failed, ok) = (Block::new(&[]), Block::new(&[]));
        self.raise_in(&failed, message, span)?;
        self.emit_if_blocks(cond, failed, ok, span)
    }

    /// Raises `KeyError: <str(key)>` where `cond` holds: TorchScript's
    /// KeyError names the missing key.
    pub(crate) fn raise_key_error_if(
        &self,
        cond: melior::ir::Value<'c, 'b>,
        key: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        match key.ty {
            ScriptType::Str => self.raise_text_if(cond, "KeyError: ", None, key, span),
            _ => self.raise_text_if(cond, "KeyError: ", Some(("ts.str_of", &[])), key, span),
        }
    }

    /// Raises `prefix` followed by a text made at run time where `cond`
    /// holds: `value` itself (a string), or what the op `make` (a name and
    /// attributes) makes of it. The text is built only in the raising
    /// branch.
    pub(crate) fn raise_text_if(
        &self,
        cond: melior::ir::Value<'c, 'b>,
        prefix: &str,
        make: Option<(&str, &[(&str, melior::ir::Attribute<'c>)])>,
        value: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        use melior::ir::block::BlockLike;
        let (failed, ok) = (Block::new(&[]), Block::new(&[]));
        let text = match make {
            None => value.value,
            Some((name, attrs)) => {
                let attrs: Vec<_> = attrs
                    .iter()
                    .map(|(k, v)| (melior::ir::Identifier::new(self.ctx, k), *v))
                    .collect();
                let op = melior::ir::operation::OperationBuilder::new(
                    name,
                    self.importer.location(self.ctx, span),
                )
                .add_operands(&[value.value])
                .add_attributes(&attrs)
                .add_results(&[self.ty(ScriptType::Str, span)?])
                .build()
                .map_err(|e| Diagnostic::error(format!("internal error: {e}"), span))?;
                failed
                    .append_operation(op)
                    .result(0)
                    .expect("one result")
                    .into()
            }
        };
        self.raise_with(&failed, prefix, Some(text), span)?;
        self.emit_if_blocks(cond, failed, ok, span)
    }

    pub(crate) fn raise_in(&self, block: &Block<'c>, message: &str, span: Span) -> Emit<()> {
        self.raise_with(block, message, None, span)
    }

    /// `ts.raise` of `message`, followed by the run-time string `detail`.
    fn raise_with(
        &self,
        block: &Block<'c>,
        message: &str,
        detail: Option<melior::ir::Value<'c, '_>>,
        span: Span,
    ) -> Emit<()> {
        let op = melior::ir::operation::OperationBuilder::new(
            "ts.raise",
            self.importer.location(self.ctx, span),
        )
        .add_attributes(&[(
            melior::ir::Identifier::new(self.ctx, "message"),
            StringAttribute::new(self.ctx, message).into(),
        )])
        .add_operands(detail.as_slice())
        .build()
        .map_err(|e| Diagnostic::error(format!("internal error: {e}"), span))?;
        use melior::ir::block::BlockLike;
        block.append_operation(op);
        Ok(())
    }

    /// The text of an exception or assert message: a string.
    fn message_text(&mut self, e: &Expr) -> Emit<Typed<'c, 'b>> {
        let v = self.emit_expr(e)?;
        if v.ty != ScriptType::Str {
            return Err(Diagnostic::error(
                format!("an exception message must be a str, not {}", v.ty),
                e.span,
            ));
        }
        Ok(v)
    }

    /// `raise Kind("text")`, `raise Kind`.
    pub(crate) fn emit_raise(&mut self, exc: Option<&Expr>, span: Span) -> Emit<()> {
        let Some(exc) = exc else {
            return Err(Diagnostic::error(
                "a bare `raise` (re-raise) is not supported in TorchScript",
                span,
            ));
        };
        let (kind, args) = match &exc.kind {
            ExprKind::Call { func, args, .. } => (func.as_ref(), args.as_slice()),
            _ => (exc, &[][..]),
        };
        let kind_name = match &kind.kind {
            ExprKind::Name(n) if EXCEPTIONS.contains(&n.as_str()) => n.clone(),
            ExprKind::Attribute { attr, .. } if EXCEPTIONS.contains(&attr.as_str()) => attr.clone(),
            _ => {
                return Err(Diagnostic::error(
                    "only builtin exception classes (ValueError, RuntimeError, ...) can be raised",
                    kind.span,
                ))
            }
        };
        match args {
            [] => self.raise_in(self.block, &kind_name, span),
            [Expr {
                kind: ExprKind::Str(s),
                ..
            }] => self.raise_in(self.block, &format!("{kind_name}: {s}"), span),
            // A message computed at run time (`ValueError(f"bad {x}")`).
            [text] => {
                let text = self.message_text(text)?;
                self.raise_with(
                    self.block,
                    &format!("{kind_name}: "),
                    Some(text.value),
                    span,
                )
            }
            [_, extra, ..] => Err(Diagnostic::error(
                "an exception takes one message here",
                extra.span,
            )),
        }
    }

    /// `assert test, "text"`: raises `AssertionError` when `test` is false.
    pub(crate) fn emit_assert(&mut self, test: &Expr, msg: Option<&Expr>, span: Span) -> Emit<()> {
        let cond = self.condition(test)?;
        let (ok, failed) = (Block::new(&[]), Block::new(&[]));
        match msg {
            None => self.raise_in(&failed, "AssertionError", span)?,
            Some(Expr {
                kind: ExprKind::Str(s),
                ..
            }) => self.raise_in(&failed, &format!("AssertionError: {s}"), span)?,
            // Evaluated only where the assert fails, as Python does.
            Some(text) => {
                self.in_block(&failed, &[], |child| {
                    let text = child.message_text(text)?;
                    child.raise_with(child.block, "AssertionError: ", Some(text.value), span)
                })?;
            }
        }
        self.emit_if_blocks(cond, ok, failed, span)?;
        // What the test proves holds from here on (`assert x is not None`).
        let (holds, _) = crate::optional_values::refinements(test);
        let refined = self.refined_bindings(&holds, span)?;
        let declared = self.optional_declarations(&refined);
        self.declared_vars.extend(declared);
        for (name, refined) in refined {
            self.env.insert(name, refined.emitted());
        }
        Ok(())
    }
}

/// The tensor of `x.item()`, when `e` is that call. TorchScript types
/// `item()` as a number whose kind follows the dtype; where an int or a
/// float is wanted (`float(x.item())`, an annotation, a return type) it is
/// the conversion of `x` to that type.
pub(crate) fn item_receiver(e: &Expr) -> Option<&Expr> {
    match &e.kind {
        ExprKind::Call {
            func,
            args,
            keywords,
        } if args.is_empty() && keywords.is_empty() => match &func.kind {
            ExprKind::Attribute { value, attr, .. } if attr == "item" => Some(value),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `len(v)` is 1 because TorchScript packs `v` into a one-element
/// list (`len(3)`, `len(None)`, `len(x.device)`, an `Optional[int]`).
fn is_one_element_for_len(v: &Emitted) -> bool {
    let scalar = |t: ScriptType| {
        matches!(
            t,
            ScriptType::Int
                | ScriptType::Float
                | ScriptType::Bool
                | ScriptType::None
                | ScriptType::Device
        )
    };
    match v {
        Emitted::One(t) => scalar(t.ty),
        Emitted::Struct(crate::script_type::OPTIONAL, fields) => {
            matches!(fields.get(1), Some(Emitted::One(t)) if scalar(t.ty))
        }
        _ => false,
    }
}
