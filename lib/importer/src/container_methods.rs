//! Methods of runtime lists and dicts: `append extend insert pop remove
//! index count clear reverse sort copy` on lists, `keys values items get
//! setdefault pop popitem update clear copy` on dicts (`items()` as a value
//! is the list `[(k, d[k]) for k in d.keys()]`). `append`, `keys` and
//! `values` have ops of their own; each of the others is a
//! `ts.runtime_call` (or, where it changes the container,
//! `ts.runtime_mutate`) of a `ts_rt_list_*`/`ts_rt_dict_*` function
//! (`lib/rt/src/containers.rs`); the checks that must raise (an index out
//! of range, a missing element or key) are compiled around the call.

use crate::{
    container_values::list_element,
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::{ScriptType, ValueType, OPTIONAL},
};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// `[(k, d[k]) for k in d.keys()]` for the dict named `dict`.
fn items_comprehension(dict: &str, span: Span) -> Expr {
    let e = |kind| Expr { kind, span };
    let name = |n: &str| crate::exit_transform::name(n, span);
    let key = format!("{dict}.key");
    let keys = e(ExprKind::Call {
        func: Box::new(e(ExprKind::Attribute {
            value: Box::new(name(dict)),
            attr: "keys".into(),
            attr_span: span,
        })),
        args: vec![],
        keywords: vec![],
    });
    let value = e(ExprKind::Subscript {
        value: Box::new(name(dict)),
        index: Box::new(name(&key)),
    });
    e(ExprKind::ListComp {
        elt: Box::new(e(ExprKind::Tuple(vec![name(&key), value]))),
        generators: vec![ts_frontend::ast::Comprehension {
            target: name(&key),
            iter: keys,
            ifs: vec![],
            span,
        }],
    })
}

/// The runtime's slot descriptor of a sortable packed type (`(is)`):
/// numbers, strings and tuples of them.
fn sort_descriptor(t: &ValueType) -> Option<String> {
    Some(match t {
        ValueType::One(ScriptType::Int) => "i".into(),
        ValueType::One(ScriptType::Float) => "f".into(),
        ValueType::One(ScriptType::Bool) => "b".into(),
        ValueType::One(ScriptType::Str) => "s".into(),
        ValueType::One(ScriptType::Packed(inner)) => sort_descriptor(inner)?,
        ValueType::Tuple(fields) => {
            let parts = fields
                .iter()
                .map(sort_descriptor)
                .collect::<Option<Vec<_>>>()?;
            format!("({})", parts.concat())
        }
        _ => return None,
    })
}

/// How the runtime compares elements of type `t` (as `ts_rt_list_sorted`
/// and `ts_rt_list_index` read it), when it can.
pub(crate) fn element_kind(t: ScriptType) -> Option<i64> {
    Some(match t {
        ScriptType::Int | ScriptType::Enum(_, crate::script_type::EnumRepr::Int) => 0,
        ScriptType::Float => 1,
        ScriptType::Bool => 2,
        ScriptType::Str => 3,
        _ => return None,
    })
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `v.method(args)` on a list or dict; `None` when `v` is neither.
    pub(crate) fn container_method_call(
        &mut self,
        v: Typed<'c, 'b>,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let elem = list_element(v.ty);
        let dict = self.dict_types(&v);
        let known = match (elem.is_some(), dict.is_some()) {
            (true, _) => matches!(
                method,
                "append"
                    | "extend"
                    | "insert"
                    | "pop"
                    | "remove"
                    | "index"
                    | "count"
                    | "clear"
                    | "reverse"
                    | "sort"
                    | "copy"
            ),
            (_, true) => matches!(
                method,
                "keys"
                    | "values"
                    | "items"
                    | "get"
                    | "setdefault"
                    | "pop"
                    | "popitem"
                    | "update"
                    | "clear"
                    | "copy"
            ),
            _ => return Ok(None),
        };
        if !known {
            return Err(Diagnostic::error(
                format!(
                    "'{}' object has no method '{method}' (or it is not supported yet)",
                    v.ty
                ),
                span,
            ));
        }
        let allowed_keyword = method == "sort";
        if let Some(k) = keywords
            .iter()
            .find(|k| !allowed_keyword || k.name.as_ref().is_none_or(|(n, _)| n != "reverse"))
        {
            return Err(Diagnostic::error(
                if allowed_keyword {
                    "sort() takes only the keyword argument `reverse`".to_string()
                } else {
                    format!("{method}() takes no keyword arguments")
                },
                k.span,
            ));
        }
        let (min, max) = match method {
            "clear" | "reverse" | "sort" | "copy" | "keys" | "values" | "items" | "popitem" => {
                (0, 0)
            }
            "pop" if dict.is_some() => (1, 2),
            "pop" => (0, 1),
            "get" => (1, 2),
            "insert" | "setdefault" => (2, 2),
            _ => (1, 1),
        };
        if args.len() < min || args.len() > max {
            return Err(Diagnostic::error(
                format!(
                    "{method}() takes {min}{} argument(s), {} given",
                    if max > min {
                        format!(" to {max}")
                    } else {
                        String::new()
                    },
                    args.len()
                ),
                span,
            ));
        }
        let none = |s: &mut Self| s.constant_none(span).map(Emitted::One);
        let int = |s: &mut Self, n: i64| s.constant(ScriptType::Int, 0.0, n, span);
        // An argument that must be of type `want`.
        let arg = |s: &mut Self, e: &Expr, want: ScriptType| -> Emit<Typed<'c, 'b>> {
            // A `List[Tensor]` or `Dict[str, Tensor]` of static length or
            // keys goes in as a runtime one.
            let x = s.emit_any(e)?;
            let x = s.runtime_container(&x, e.span)?;
            let x = s.stored_element(e, x, want)?;
            if x.ty != want {
                return Err(Diagnostic::error(
                    format!("{method}() expects a {want} here, not {}", x.ty),
                    e.span,
                ));
            }
            Ok(x)
        };
        if let Some(elem) = elem {
            let kind = || {
                element_kind(elem).ok_or_else(|| {
                    Diagnostic::error(
                        format!("{method}() of a list of {elem} is not supported yet"),
                        span,
                    )
                })
            };
            return Ok(Some(match method {
                "append" => {
                    let x = self.emit_any(&args[0])?;
                    let x = self.stored_element(&args[0], x, elem)?;
                    if x.ty != elem {
                        return Err(Diagnostic::error(
                            format!("a list of {elem} cannot hold a value of type {}", x.ty),
                            args[0].span,
                        ));
                    }
                    self.emit_op_multi("ts.list_append", &[v.value, x.value], &[], &[], span)?;
                    none(self)?
                }
                "extend" => {
                    let other = arg(self, &args[0], v.ty)?;
                    self.runtime_mutate("list_extend", &[v, other], v.ty, span)?;
                    none(self)?
                }
                "insert" => {
                    let at = arg(self, &args[0], ScriptType::Int)?;
                    let x = arg(self, &args[1], elem)?;
                    self.runtime_mutate("list_insert", &[v, at, x], ScriptType::Int, span)?;
                    none(self)?
                }
                "pop" => {
                    let at = match args.first() {
                        Some(e) => arg(self, e, ScriptType::Int)?,
                        None => int(self, -1)?,
                    };
                    let message = if args.is_empty() {
                        "IndexError: pop from empty list"
                    } else {
                        "IndexError: pop index out of range"
                    };
                    self.check_index(v, at, message, span)?;
                    let item = self.runtime_mutate("list_pop", &[v, at], elem, span)?;
                    self.unpacked_element(item, span)?
                }
                "remove" | "index" => {
                    let x = arg(self, &args[0], elem)?;
                    let k = int(self, kind()?)?;
                    let at =
                        self.runtime_mutate("list_index", &[v, x, k], ScriptType::Int, span)?;
                    let missing = int(self, -1)?;
                    let bool_ty = self.ty(ScriptType::Bool, span)?;
                    let absent =
                        self.emit_op("ts.eq", &[at.value, missing.value], bool_ty, &[], span)?;
                    self.raise_if(
                        absent,
                        &format!("ValueError: list.{method}(x): x not in list"),
                        span,
                    )?;
                    if method == "index" {
                        Emitted::One(at)
                    } else {
                        self.runtime_mutate("list_pop", &[v, at], elem, span)?;
                        none(self)?
                    }
                }
                "count" => {
                    let x = arg(self, &args[0], elem)?;
                    let k = int(self, kind()?)?;
                    Emitted::One(self.runtime_mutate(
                        "list_count",
                        &[v, x, k],
                        ScriptType::Int,
                        span,
                    )?)
                }
                "clear" | "reverse" => {
                    self.runtime_mutate(&format!("list_{method}"), &[v], ScriptType::Int, span)?;
                    none(self)?
                }
                "sort" => {
                    let reverse = match keywords.first() {
                        Some(kw) => arg(self, &kw.value, ScriptType::Bool)?,
                        None => self.constant(ScriptType::Bool, 0.0, 0, span)?,
                    };
                    self.sort_list(v, elem, reverse, span)?;
                    none(self)?
                }
                _ => Emitted::One(self.runtime_mutate("list_copy", &[v], v.ty, span)?),
            }));
        }
        let (kt, vt) = dict.expect("a dict");
        Ok(Some(match method {
            // A list of `(key, value)` tuples, as TorchScript's `items()`
            // (a `for` over `d.items()` reads the dict directly instead).
            "items" => {
                let hidden = format!("$dict_items{}", span.start);
                let comprehension = items_comprehension(&hidden, span);
                self.with_hidden(&hidden, Emitted::One(v), |this| {
                    this.emit_any(&comprehension)
                })?
                .0
            }
            "keys" | "values" => {
                let (op, t) = if method == "keys" {
                    ("ts.dict_keys", kt)
                } else {
                    ("ts.dict_values", vt)
                };
                let ty = crate::script_type::list_of(ValueType::One(t));
                Emitted::One(self.container_op(op, &[v.value], ty, span)?)
            }
            "get" | "pop" => {
                let key = arg(self, &args[0], kt)?;
                if let Some(default) = args.get(1) {
                    let default = arg(self, default, vt)?;
                    let value = if method == "get" {
                        self.runtime_mutate("dict_get_or", &[v, key, default], vt, span)?
                    } else {
                        self.runtime_mutate("dict_pop_or", &[v, key, default], vt, span)?
                    };
                    return self.unpacked_element(value, span).map(Some);
                }
                let packed_optional = matches!(vt, ScriptType::Packed(ValueType::Optional(_)));
                let found = self.contains(key, v, span)?;
                let placeholder = self.absent_value(vt, span)?;
                if method == "pop" {
                    let absent = self.negate(found, span)?;
                    self.raise_key_error_if(absent.value, key, span)?;
                    let value =
                        self.runtime_mutate("dict_pop_or", &[v, key, placeholder], vt, span)?;
                    self.unpacked_element(value, span)?
                } else {
                    let value =
                        self.runtime_mutate("dict_get_or", &[v, key, placeholder], vt, span)?;
                    let value = self.unpacked_element(value, span)?;
                    // `d.get(k)` is an `Optional`: None where `k` is missing
                    // (for optional values, the None read back for it).
                    if packed_optional {
                        value
                    } else {
                        Emitted::Struct(OPTIONAL, vec![Emitted::One(found), value])
                    }
                }
            }
            // TorchScript pops the first entry (the oldest), not the last.
            "popitem" => {
                let len = self.len_of(v, span)?;
                let zero = int(self, 0)?;
                let bool_ty = self.ty(ScriptType::Bool, span)?;
                let empty = self.emit_op("ts.eq", &[len.value, zero.value], bool_ty, &[], span)?;
                self.raise_if(empty, "RuntimeError: popitem(): dictionary is empty", span)?;
                let keys = crate::script_type::list_of(ValueType::One(kt));
                let keys = self.container_op("ts.dict_keys", &[v.value], keys, span)?;
                let key_ty = self.ty(kt, span)?;
                let key = Typed {
                    value: self.emit_op(
                        "ts.list_get",
                        &[keys.value, zero.value],
                        key_ty,
                        &[],
                        span,
                    )?,
                    ty: kt,
                };
                let placeholder = self.absent_value(vt, span)?;
                let value = self.runtime_mutate("dict_pop_or", &[v, key, placeholder], vt, span)?;
                let key = self.unpacked_element(key, span)?;
                Emitted::Tuple(vec![key, self.unpacked_element(value, span)?])
            }
            "setdefault" => {
                let key = arg(self, &args[0], kt)?;
                let default = arg(self, &args[1], vt)?;
                let value = self.runtime_mutate("dict_setdefault", &[v, key, default], vt, span)?;
                self.unpacked_element(value, span)?
            }
            "update" => {
                let other = arg(self, &args[0], v.ty)?;
                self.runtime_mutate("dict_update", &[v, other], ScriptType::Int, span)?;
                none(self)?
            }
            "clear" => {
                self.runtime_mutate("dict_clear", &[v], ScriptType::Int, span)?;
                none(self)?
            }
            _ => Emitted::One(self.runtime_mutate("dict_copy", &[v], v.ty, span)?),
        }))
    }

    /// The value a dict of `vt` values reads for a key it lacks, never
    /// used: a boxed tensor's is the null handle (read as zeros), an
    /// optional's None, anything else a placeholder.
    fn absent_value(&mut self, vt: ScriptType, span: Span) -> Emit<Typed<'c, 'b>> {
        if vt == ScriptType::Tensor {
            return self.constant(ScriptType::Int, 0.0, 0, span);
        }
        if let ScriptType::Packed(t) = vt {
            let p = if matches!(t, ValueType::Optional(_)) {
                Emitted::One(self.constant_none(span)?)
            } else {
                self.placeholder(t, span)?
            };
            return self.packed_element(p, vt, span);
        }
        self.placeholder(&ValueType::One(vt), span)?.one(span)
    }

    /// Sorts the list `v` (of `elem`s) in place: numbers and strings by
    /// kind, instances by `__lt__` (`object_sort.rs`), tuples field by field (`ts_rt_list_sort_by_type` reads their
    /// slot descriptor).
    pub(crate) fn sort_list(
        &mut self,
        v: Typed<'c, 'b>,
        elem: ScriptType,
        reverse: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        let unsupported = || {
            Diagnostic::error(
                format!("sort() of a list of {elem} is not supported yet"),
                span,
            )
        };
        // Instances by their class's `__lt__`.
        if let ScriptType::Object(class) = elem {
            if self.script_method(class, "__lt__", span).is_err() {
                return Err(Diagnostic::error(
                    format!("sort() of a list of `{class}` instances needs `{class}.__lt__`"),
                    span,
                ));
            }
            return self.sort_objects(v, reverse, span);
        }
        if let ScriptType::Packed(t) = elem {
            let desc = sort_descriptor(t).ok_or_else(unsupported)?;
            let desc = self.str_literal(&desc, span)?;
            self.runtime_mutate(
                "list_sort_by_type",
                &[v, desc, reverse],
                ScriptType::Int,
                span,
            )?;
            return Ok(());
        }
        let k = element_kind(elem).ok_or_else(unsupported)?;
        let k = self.constant(ScriptType::Int, 0.0, k, span)?;
        self.runtime_mutate("list_sort", &[v, k, reverse], ScriptType::Int, span)?;
        Ok(())
    }

    /// Raises `message` unless `-len(l) <= i < len(l)`.
    fn check_index(
        &mut self,
        l: Typed<'c, 'b>,
        i: Typed<'c, 'b>,
        message: &str,
        span: Span,
    ) -> Emit<()> {
        let int_ty = self.ty(ScriptType::Int, span)?;
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let n = self.emit_op("ts.list_len", &[l.value], int_ty, &[], span)?;
        let zero = self.constant(ScriptType::Int, 0.0, 0, span)?;
        let minus_n = self.emit_op("ts.sub", &[zero.value, n], int_ty, &[], span)?;
        let too_big = self.emit_op("ts.ge", &[i.value, n], bool_ty, &[], span)?;
        let too_small = self.emit_op("ts.lt", &[i.value, minus_n], bool_ty, &[], span)?;
        let bad = self.emit_op("arith.ori", &[too_big, too_small], bool_ty, &[], span)?;
        self.raise_if(bad, message, span)
    }
}
