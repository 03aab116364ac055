//! Lists, dicts and strings in function bodies: displays, comprehensions,
//! subscripts, stores, methods and `len`. They are references to runtime
//! objects (`!ts.list<T>`, `!ts.dict<K, V>`, `!ts.str`), so aliasing and
//! mutation behave as in Python.

use crate::{
    exit_transform,
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::{intern_type, list_of, ScriptType, ValueType, OPTIONAL, UNION},
};
use melior::ir::attribute::StringAttribute;
use ts_frontend::{
    ast::{Comprehension, Expr, ExprKind, Keyword, Stmt, StmtKind},
    Diagnostic, Span,
};

/// The element type of a list type, if `t` is one (`Packed` for a list
/// of tuples).
pub fn list_element(t: ScriptType) -> Option<ScriptType> {
    match t {
        ScriptType::List(e) => crate::script_type::element_script_type(e),
        _ => None,
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// A container-typed `Typed` from an op result.
    pub(crate) fn container_op(
        &self,
        name: &str,
        operands: &[melior::ir::Value<'c, 'b>],
        ty: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let t = self.ty(ty, span)?;
        Ok(Typed {
            value: self.emit_op(name, operands, t, &[], span)?,
            ty,
        })
    }

    /// `v` as a container element of type `elem`: a tuple is packed into
    /// one value when `elem` is a packed tuple type.
    pub(crate) fn packed_element(
        &mut self,
        v: Emitted<'c, 'b>,
        elem: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        // A `List[Tensor]` of static length is stored as a run-time one
        // (`List[List[Tensor]]`).
        if crate::tensor_lists::is_tensor_list(&v)
            && elem == crate::script_type::list_of(ValueType::One(ScriptType::Tensor))
        {
            return self.runtime_container(&v, span)?.one(span);
        }
        if crate::tensor_lists::is_tensor_list(&v) && matches!(elem, ScriptType::List(_)) {
            return Err(Diagnostic::error(
                format!("a container of {elem} cannot hold a value of type List[Tensor] (an empty `[]` is a List[Tensor] in TorchScript: annotate it, `torch.jit.annotate({elem}, [])`)"),
                span,
            ));
        }
        if let ScriptType::Object(class) = elem {
            return match v {
                Emitted::Struct(name, items) if name == class => {
                    self.box_instance(class, items, span)
                }
                v => v.one(span),
            };
        }
        let ScriptType::Packed(want) = elem else {
            return v.one(span);
        };
        if let ValueType::Optional(inner) = want {
            return self.packed_optional(v, elem, inner, span);
        }
        if let ValueType::Union(members) = want {
            return self.packed_union(v, elem, members, span);
        }
        let Some(fields) = want.packed_fields() else {
            return v.one(span);
        };
        let got = v.value_type();
        let items = match (v, want) {
            (Emitted::Tuple(items), ValueType::Tuple(_)) => items,
            (Emitted::Struct(name, items), ValueType::Struct(wanted, _)) if name == *wanted => {
                if self.is_script_class(name) {
                    return Err(Diagnostic::error(
                        format!("a list or dict of `{name}` instances is not supported yet (script-class instances are references)"),
                        span,
                    ));
                }
                items
            }
            _ => {
                return Err(Diagnostic::error(
                    format!("expected a value of type {want}, found {got}"),
                    span,
                ))
            }
        };
        if items.len() != fields.len() {
            return Err(Diagnostic::error(
                format!("expected a value of type {want}, found {got}"),
                span,
            ));
        }
        let mut values = Vec::new();
        for (item, field) in items.into_iter().zip(fields) {
            let field = crate::script_type::element_script_type(intern_type(field.clone()))
                .expect("a packed tuple's fields are packable");
            let v = self.packed_element(item, field, span)?;
            if v.ty != field {
                return Err(Diagnostic::error(
                    format!("expected a value of type {want}, found {got}"),
                    span,
                ));
            }
            values.push(v.value);
        }
        let t = self.ty(elem, span)?;
        Ok(Typed {
            value: self.emit_op("ts.tuple_pack", &values, t, &[], span)?,
            ty: elem,
        })
    }

    /// `v` (a `None`, an `inner` or a run-time optional of one) as the
    /// container element `elem`, a packed `Optional[inner]`.
    fn packed_optional(
        &mut self,
        v: Emitted<'c, 'b>,
        elem: ScriptType,
        inner: &ValueType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        // An instance by value where the element holds it by reference.
        let v = match crate::optional_values::runtime_optional(&v) {
            Some((flag, payload)) => Emitted::Struct(
                crate::script_type::OPTIONAL,
                vec![
                    Emitted::One(flag),
                    self.shape_as_declared(&payload.clone(), inner, span)?,
                ],
            ),
            None => self.shape_as_declared(&v, inner, span)?,
        };
        let got = v.value_type();
        let fits = got == ValueType::One(ScriptType::None)
            || got == *inner
            || matches!(&got, ValueType::Optional(g) if **g == *inner);
        if !fits {
            return Err(Diagnostic::error(
                format!("expected a value of type Optional[{inner}], found {got}"),
                span,
            ));
        }
        let t = self.ty(elem, span)?;
        // A None known here has no payload (also a run-time optional whose
        // payload is a placeholder: it holds None).
        let known_none = match crate::optional_values::runtime_optional(&v) {
            Some((_, Emitted::One(payload))) => {
                use melior::ir::operation::OperationLike;
                melior::ir::operation::OperationResult::try_from(payload.value)
                    .is_ok_and(|r| r.owner().name().as_string_ref().as_str() == Ok("ts.undefined"))
            }
            _ => false,
        };
        if got == ValueType::One(ScriptType::None) || known_none {
            return Ok(Typed {
                value: self.emit_op("ts.optional_none", &[], t, &[], span)?,
                ty: elem,
            });
        }
        let wrapped = self.wrap_optional(&v, inner, span)?;
        let Some((flag, payload)) = crate::optional_values::runtime_optional(&wrapped) else {
            unreachable!("wrap_optional makes a run-time optional")
        };
        let payload_elem = crate::script_type::element_script_type(intern_type(inner.clone()))
            .expect("an optional element's payload is packable");
        let payload = self.packed_element(payload.clone(), payload_elem, span)?;
        Ok(Typed {
            value: self.emit_op(
                "ts.optional_pack",
                &[flag.value, payload.value],
                t,
                &[],
                span,
            )?,
            ty: elem,
        })
    }

    /// `v` (a member of `members` or a run-time union of them) as the
    /// container element `elem`, a packed `Union[members]`.
    fn packed_union(
        &mut self,
        v: Emitted<'c, 'b>,
        elem: ScriptType,
        members: &[ValueType],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let got = v.value_type();
        let Some(wrapped) = self.wrap_union(&v, members, span)? else {
            if ValueType::Union(members.to_vec()) == *crate::script_type::any_element() {
                return Err(Diagnostic::error(
                    format!("an `Any` element of a list or dict is a number, bool, string, None or tensor here; a {got} one is not supported yet"),
                    span,
                ));
            }
            return Err(Diagnostic::error(
                format!(
                    "expected a value of type {}, found {got}",
                    ValueType::Union(members.to_vec())
                ),
                span,
            ));
        };
        let (tag, payloads) = crate::union_values::runtime_union(&wrapped)
            .expect("wrap_union makes a run-time union");
        let mut operands = vec![tag.value];
        // A None member has no payload.
        for (payload, member) in payloads.iter().zip(members) {
            if *member != ValueType::One(ScriptType::None) {
                let m = crate::script_type::element_script_type(intern_type(member.clone()))
                    .expect("a union element's members are packable");
                operands.push(self.packed_element(payload.clone(), m, span)?.value);
            }
        }
        let t = self.ty(elem, span)?;
        Ok(Typed {
            value: self.emit_op("ts.union_pack", &operands, t, &[], span)?,
            ty: elem,
        })
    }

    /// The element type a container holding `v` has: its type, but a
    /// script-class instance is held by reference.
    fn element_value_type(&self, v: &Emitted<'c, 'b>) -> &'static ValueType {
        if crate::tensor_lists::is_tensor_list(v) {
            return intern_type(crate::tensor_lists::runtime_tensor_list_type());
        }
        intern_type(self.held_by_reference(&v.value_type()))
    }

    /// A container element read out: a packed tuple unpacked (as a tuple
    /// of its fields), anything else as it is.
    pub(crate) fn unpacked_element(
        &mut self,
        v: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let ScriptType::Packed(packed) = v.ty else {
            return Ok(Emitted::One(v));
        };
        // A packed union reads back as a run-time one.
        if let ValueType::Union(members) = packed {
            // A None member has no payload (its run-time one is `()`).
            let elems: Vec<Option<ScriptType>> = members
                .iter()
                .map(|m| match m {
                    ValueType::One(ScriptType::None) => None,
                    m => Some(
                        crate::script_type::element_script_type(intern_type(m.clone()))
                            .expect("a union element's members are packable"),
                    ),
                })
                .collect();
            let mut types = vec![self.ty(ScriptType::Int, span)?];
            for e in elems.iter().flatten() {
                types.push(self.ty(*e, span)?);
            }
            let values = self.emit_op_multi("ts.union_unpack", &[v.value], &types, &[], span)?;
            let mut fields = vec![Emitted::One(Typed {
                value: values[0],
                ty: ScriptType::Int,
            })];
            let mut payloads = values[1..].iter();
            for e in elems {
                fields.push(match e {
                    Some(ty) => {
                        let value = *payloads.next().expect("one payload per member but None");
                        self.unpacked_element(Typed { value, ty }, span)?
                    }
                    None => Emitted::Tuple(vec![]),
                });
            }
            return Ok(Emitted::Struct(UNION, fields));
        }
        // A packed optional reads back as a run-time one.
        if let ValueType::Optional(inner) = packed {
            let payload = crate::script_type::element_script_type(intern_type((**inner).clone()))
                .expect("an optional element's payload is packable");
            let types = [self.ty(ScriptType::Bool, span)?, self.ty(payload, span)?];
            let values = self.emit_op_multi("ts.optional_unpack", &[v.value], &types, &[], span)?;
            let flag = Typed {
                value: values[0],
                ty: ScriptType::Bool,
            };
            let payload = self.unpacked_element(
                Typed {
                    value: values[1],
                    ty: payload,
                },
                span,
            )?;
            return Ok(Emitted::Struct(OPTIONAL, vec![Emitted::One(flag), payload]));
        }
        let fields = packed.packed_fields().expect("a packed value has fields");
        let types = fields
            .iter()
            .map(|f| crate::script_type::element_script_type(intern_type(f.clone())))
            .collect::<Option<Vec<_>>>()
            .expect("a packed tuple's fields are packable");
        let mlir: Vec<_> = types
            .iter()
            .map(|t| self.ty(*t, span))
            .collect::<Emit<_>>()?;
        let values = self.emit_op_multi("ts.tuple_unpack", &[v.value], &mlir, &[], span)?;
        let mut items = Vec::new();
        for (value, ty) in values.into_iter().zip(types) {
            items.push(self.unpacked_element(Typed { value, ty }, span)?);
        }
        Ok(match packed {
            ValueType::Struct(name, _) => Emitted::Struct(name, items),
            _ => Emitted::Tuple(items),
        })
    }

    /// A string literal.
    pub(crate) fn str_literal(&self, text: &str, span: Span) -> Emit<Typed<'c, 'b>> {
        let t = self.ty(ScriptType::Str, span)?;
        Ok(Typed {
            value: self.emit_op(
                "ts.str_constant",
                &[],
                t,
                &[("value", StringAttribute::new(self.ctx, text).into())],
                span,
            )?,
            ty: ScriptType::Str,
        })
    }

    /// `[a, b, ...]`; `expected` (from an annotation) types an empty list,
    /// which is otherwise `List[Tensor]` as in TorchScript.
    pub(crate) fn list_display(
        &mut self,
        items: &[Expr],
        expected: Option<ScriptType>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let mut emitted = Vec::new();
        for e in items {
            // `[a, a]`: one object, shared from the first item on.
            let v = self.emit_any(e)?;
            emitted.push(self.shared(e, v)?);
        }
        if let Some(ScriptType::List(e)) = expected {
            if list_element(ScriptType::List(e)).is_none() {
                return Err(Diagnostic::error(
                    format!("a list of {e} is not supported yet (only tuples of numbers, strings and containers)"),
                    span,
                ));
            }
        }
        // Items of different types make a list of their union, as
        // TorchScript infers it (a tensor, `None` or a variant among them
        // keeps the first item's type, so the mismatch is reported).
        let mut kinds: Vec<ValueType> = Vec::new();
        for v in &emitted {
            let t = self.element_value_type(v).clone();
            if !kinds.contains(&t) {
                kinds.push(t);
            }
        }
        let union = ValueType::Union(kinds.clone());
        let heterogeneous = expected.is_none()
            && kinds.len() > 1
            && !union.mentions_tensor()
            && !kinds.iter().any(|k| {
                matches!(
                    k,
                    ValueType::One(ScriptType::None) | ValueType::Optional(_) | ValueType::Union(_)
                )
            })
            && union.packable();
        let expected = if heterogeneous {
            Some(list_of(union))
        } else {
            expected
        };
        // A tuple element makes a list of packed tuples, an instance one of
        // objects.
        let elem = match (emitted.first(), expected.and_then(list_element)) {
            (_, Some(e)) => e,
            (Some(first @ (Emitted::Tuple(_) | Emitted::Struct(..))), None) => {
                let t = self.element_value_type(first);
                crate::script_type::element_script_type(t).ok_or_else(|| {
                    Diagnostic::error(
                        format!("a list of {t} is not supported yet (only tuples of numbers, strings and containers)"),
                        span,
                    )
                })?
            }
            (Some(Emitted::One(first)), None) => first.ty,
            (None, None) => ScriptType::Tensor,
        };
        let mut values = Vec::new();
        for (v, e) in emitted.into_iter().zip(items) {
            let v = self.stored_element(e, v, elem)?;
            values.push(v);
        }
        for (v, e) in values.iter().zip(items) {
            if v.ty != elem {
                return Err(Diagnostic::error(
                    format!("a list of {elem} cannot hold a value of type {}", v.ty),
                    e.span,
                ));
            }
        }
        if elem == ScriptType::Tensor {
            return Ok(crate::tensor_lists::tensor_list(
                values.into_iter().map(Emitted::One).collect(),
            ));
        }
        let operands: Vec<_> = values.iter().map(|v| v.value).collect();
        // The declared type (a `List[Any]` holds its elements as a union).
        let ty = match expected {
            Some(t @ ScriptType::List(_)) => t,
            _ => list_of(ValueType::One(elem)),
        };
        Ok(Emitted::One(self.container_op(
            "ts.list_new",
            &operands,
            ty,
            span,
        )?))
    }

    /// `{k: v, ...}`; `expected` types an empty dict, which is otherwise
    /// `Dict[str, Tensor]`.
    pub(crate) fn dict_display(
        &mut self,
        pairs: &[(Expr, Expr)],
        expected: Option<ScriptType>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let mut entries = Vec::new();
        for (k, v) in pairs {
            let key = self.emit_expr(k)?;
            // `{"a": a, "b": a}`: one object, shared from the first on.
            let value = self.emit_any(v)?;
            let value = self.shared(v, value)?;
            entries.push((key, value));
        }
        // Tensor values: a dict whose keys are known at compile time, or a
        // runtime dict where they are not strings.
        let tensor_values = match expected {
            Some(ScriptType::Dict(_, v)) => *v == ValueType::One(ScriptType::Tensor),
            _ => entries
                .first()
                .is_none_or(|(_, v)| v.value_type() == ValueType::One(ScriptType::Tensor)),
        };
        let key = match (expected, entries.first()) {
            (Some(ScriptType::Dict(ValueType::One(k), _)), _) => *k,
            (_, Some((k, _))) => k.ty,
            _ => ScriptType::Str,
        };
        if tensor_values {
            let mut typed = Vec::new();
            for ((k, v), (_, ve)) in entries.into_iter().zip(pairs) {
                typed.push((k, v.one(ve.span)?));
            }
            if key != ScriptType::Str {
                return self.runtime_dict(key, typed, span);
            }
            return self.tensor_dict_display(pairs, typed.into_iter().map(|(_, v)| v).collect());
        }
        let ty = match (expected, entries.first()) {
            (Some(t @ ScriptType::Dict(..)), _) => t,
            (_, Some((k, v))) => ScriptType::Dict(
                intern_type(ValueType::One(k.ty)),
                self.element_value_type(v),
            ),
            _ => ScriptType::Dict(
                intern_type(ValueType::One(ScriptType::Str)),
                intern_type(ValueType::One(ScriptType::Tensor)),
            ),
        };
        let d = self.container_op("ts.dict_new", &[], ty, span)?;
        let Some((_, vt)) = self.dict_types(&d) else {
            return Err(Diagnostic::error(
                format!("a {ty} is not supported yet"),
                span,
            ));
        };
        for ((k, v), (ke, ve)) in entries.into_iter().zip(pairs) {
            let v = self.stored_element(ve, v, vt)?;
            self.dict_store(d, k, v, ke.span)?;
        }
        Ok(Emitted::One(d))
    }

    pub(crate) fn dict_types(&self, d: &Typed<'c, 'b>) -> Option<(ScriptType, ScriptType)> {
        match d.ty {
            ScriptType::Dict(ValueType::One(k), v) => {
                Some((*k, crate::script_type::element_script_type(v)?))
            }
            _ => None,
        }
    }

    pub(crate) fn dict_store(
        &mut self,
        d: Typed<'c, 'b>,
        k: Typed<'c, 'b>,
        v: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        let (kt, vt) = self
            .dict_types(&d)
            .ok_or_else(|| Diagnostic::error(format!("`{}` is not a dict", d.ty), span))?;
        if k.ty != kt || v.ty != vt {
            return Err(Diagnostic::error(
                format!("a {} cannot hold the entry ({}, {})", d.ty, k.ty, v.ty),
                span,
            ));
        }
        self.emit_op_multi("ts.dict_set", &[d.value, k.value, v.value], &[], &[], span)?;
        Ok(())
    }

    /// A list index: an int, or a 0-d tensor converted as TorchScript's
    /// `__getitem__(t[] list, int idx)` converts it (`IntImplicit`).
    fn list_index(&mut self, index: &Expr) -> Emit<Typed<'c, 'b>> {
        let i = self.emit_expr(index)?;
        self.implicit_int(i, index.span)
    }

    /// `c[index]` on a list or dict.
    pub(crate) fn container_subscript(
        &mut self,
        c: Typed<'c, 'b>,
        index: &Expr,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        if let ExprKind::Slice { lower, upper, step } = &index.kind {
            if c.ty == ScriptType::Str || list_element(c.ty).is_some() {
                return self.runtime_slice(
                    c,
                    lower.as_deref(),
                    upper.as_deref(),
                    step.as_deref(),
                    span,
                );
            }
        }
        if c.ty == ScriptType::Str {
            let i = self.emit_expr(index)?;
            if i.ty != ScriptType::Int {
                return Err(Diagnostic::error(
                    format!("string indices must be int, not {}", i.ty),
                    index.span,
                ));
            }
            return self.container_op("ts.str_get", &[c.value, i.value], ScriptType::Str, span);
        }
        if let Some(elem) = list_element(c.ty) {
            let i = self.list_index(index)?;
            if i.ty != ScriptType::Int {
                return Err(Diagnostic::error(
                    format!("list indices must be int, not {}", i.ty),
                    index.span,
                ));
            }
            let t = self.ty(elem, span)?;
            let value = self.emit_op("ts.list_get", &[c.value, i.value], t, &[], span)?;
            if elem == ScriptType::Int {
                if let Some(v) = self.known_list_item(&c, &i) {
                    self.record_int(value, v, false);
                }
            }
            return Ok(Typed { value, ty: elem });
        }
        if let Some((kt, vt)) = self.dict_types(&c) {
            let k = self.emit_expr(index)?;
            if k.ty != kt {
                return Err(Diagnostic::error(
                    format!("the keys of this dict are {kt}, not {}", k.ty),
                    index.span,
                ));
            }
            let t = self.ty(vt, span)?;
            return Ok(Typed {
                value: self.emit_op("ts.dict_get", &[c.value, k.value], t, &[], span)?,
                ty: vt,
            });
        }
        Err(Diagnostic::error(
            format!(
                "'{}' object is not subscriptable (or not supported yet)",
                c.ty
            ),
            span,
        ))
    }

    /// `c[index] = v`.
    pub(crate) fn container_store(
        &mut self,
        c: Typed<'c, 'b>,
        index: &Expr,
        v: Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        if let Some(elem) = list_element(c.ty) {
            let v = self.packed_element(v, elem, span)?;
            let i = self.list_index(index)?;
            if i.ty != ScriptType::Int {
                return Err(Diagnostic::error(
                    format!("list indices must be int, not {}", i.ty),
                    index.span,
                ));
            }
            if v.ty != elem {
                return Err(Diagnostic::error(
                    format!("a list of {elem} cannot hold a value of type {}", v.ty),
                    span,
                ));
            }
            self.emit_op_multi("ts.list_set", &[c.value, i.value, v.value], &[], &[], span)?;
            return Ok(());
        }
        if let Some((_, vt)) = self.dict_types(&c) {
            let v = self.packed_element(v, vt, span)?;
            let k = self.emit_expr(index)?;
            return self.dict_store(c, k, v, span);
        }
        Err(Diagnostic::error(
            format!("'{}' object does not support item assignment", c.ty),
            span,
        ))
    }

    /// `len(c)`.
    pub(crate) fn len_of(&mut self, c: Typed<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        let op = match c.ty {
            ScriptType::Str => "ts.str_len",
            ScriptType::List(_) => "ts.list_len",
            ScriptType::Dict(..) => "ts.dict_len",
            ScriptType::Tensor => {
                return crate::op_lowerings::shape_query(self, "ts.size", c, Some(0), span)
            }
            t => {
                return Err(Diagnostic::error(
                    format!("object of type '{t}' has no len() (or it is not supported yet)"),
                    span,
                ))
            }
        };
        let t = self.ty(ScriptType::Int, span)?;
        Ok(Typed {
            value: self.emit_op(op, &[c.value], t, &[], span)?,
            ty: ScriptType::Int,
        })
    }

    /// The `n` items of the runtime list `l` being unpacked into `n`
    /// names; another length raises Python's ValueError.
    pub(crate) fn unpacked_list(
        &mut self,
        l: Typed<'c, 'b>,
        n: usize,
        span: Span,
    ) -> Emit<Vec<Emitted<'c, 'b>>> {
        let elem = list_element(l.ty).expect("a list");
        let len = self.len_of(l, span)?;
        let want = self.constant(ScriptType::Int, 0.0, n as i64, span)?;
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let short = self.emit_op("ts.lt", &[len.value, want.value], bool_ty, &[], span)?;
        self.raise_if(
            short,
            &format!("ValueError: not enough values to unpack (expected {n})"),
            span,
        )?;
        let long = self.emit_op("ts.gt", &[len.value, want.value], bool_ty, &[], span)?;
        self.raise_if(
            long,
            &format!("ValueError: too many values to unpack (expected {n})"),
            span,
        )?;
        let t = self.ty(elem, span)?;
        let mut items = Vec::new();
        for i in 0..n {
            let at = self.constant(ScriptType::Int, 0.0, i as i64, span)?;
            let value = self.emit_op("ts.list_get", &[l.value, at.value], t, &[], span)?;
            items.push(self.unpacked_element(Typed { value, ty: elem }, span)?);
        }
        Ok(items)
    }

    /// `x.shape` unpacked into `n` names: each size (a tensor of another
    /// rank raises ValueError, known once the shape is).
    pub(crate) fn unpacked_sizes(
        &mut self,
        x: Typed<'c, 'b>,
        n: usize,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        use crate::op_lowerings::shape_query;
        let rank = shape_query(self, "ts.dim", x, None, span)?;
        let want = self.constant(ScriptType::Int, 0.0, n as i64, span)?;
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let other = self.emit_op("ts.ne", &[rank.value, want.value], bool_ty, &[], span)?;
        self.raise_if(
            other,
            &format!("ValueError: the sizes of a tensor of another rank cannot be unpacked into {n} names"),
            span,
        )?;
        let mut sizes = Vec::new();
        for i in 0..n {
            sizes.push(Emitted::One(shape_query(
                self,
                "ts.size",
                x,
                Some(i as i64),
                span,
            )?));
        }
        Ok(Emitted::Tuple(sizes))
    }

    /// `x.tolist()` where the annotation says `ty` (nested lists of
    /// float, int or bool); whether it fits the tensor's rank and dtype is
    /// checked once they are known.
    pub(crate) fn tensor_to_list(
        &mut self,
        x: Typed<'c, 'b>,
        ty: ScriptType,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        if x.ty != ScriptType::Tensor {
            return Err(Diagnostic::error(
                format!("'{}' object has no attribute 'tolist'", x.ty),
                span,
            ));
        }
        let mut elem = ty;
        while let ScriptType::List(ValueType::One(inner)) = elem {
            elem = *inner;
        }
        if !matches!(elem, ScriptType::Float | ScriptType::Int | ScriptType::Bool) {
            return Err(Diagnostic::error(
                format!("tolist() can produce nested lists of float, int or bool, not {ty}"),
                span,
            ));
        }
        self.container_op("ts.tensor_to_list", &[x.value], ty, span)
    }

    /// `x.size()` / `x.shape`: the sizes as a new `List[int]`.
    pub(crate) fn size_list(&mut self, x: Typed<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        self.container_op(
            "ts.size_list",
            &[x.value],
            list_of(ValueType::One(ScriptType::Int)),
            span,
        )
    }

    /// `a == b` / `a != b` on two strings.
    pub(crate) fn str_compare(
        &mut self,
        equal: bool,
        a: Typed<'c, 'b>,
        b: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let t = self.ty(ScriptType::Bool, span)?;
        let eq = Typed {
            value: self.emit_op("ts.str_equal", &[a.value, b.value], t, &[], span)?,
            ty: ScriptType::Bool,
        };
        if equal {
            return Ok(eq);
        }
        self.negate(eq, span)
    }

    /// `k in d` / `k not in d`.
    pub(crate) fn contains(
        &mut self,
        key: Typed<'c, 'b>,
        c: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        if c.ty == ScriptType::Str {
            return self.str_contains(key, c, span);
        }
        if let Some(elem) = list_element(c.ty) {
            // TorchScript's `aten::__contains__` takes lists of these only
            // (the runtime compares elements by value only for scalars and
            // strings).
            let by_value = matches!(elem, ScriptType::Int | ScriptType::Float | ScriptType::Str);
            if !by_value {
                return Err(Diagnostic::error(
                    format!(
                        "`in` on a {} is not supported in TorchScript (only on lists of int, float and str)",
                        c.ty
                    ),
                    span,
                ));
            }
            if key.ty != elem {
                return Err(Diagnostic::error(
                    format!("the elements of this list are {elem}, not {}", key.ty),
                    span,
                ));
            }
            let t = self.ty(ScriptType::Bool, span)?;
            return Ok(Typed {
                value: self.emit_op("ts.list_contains", &[c.value, key.value], t, &[], span)?,
                ty: ScriptType::Bool,
            });
        }
        let Some((kt, _)) = self.dict_types(&c) else {
            return Err(Diagnostic::error(
                format!(
                    "`in` on a {}: not supported yet (only lists and dicts)",
                    c.ty
                ),
                span,
            ));
        };
        if key.ty != kt {
            return Err(Diagnostic::error(
                format!("the keys of this dict are {kt}, not {}", key.ty),
                span,
            ));
        }
        let t = self.ty(ScriptType::Bool, span)?;
        Ok(Typed {
            value: self.emit_op("ts.dict_contains", &[c.value, key.value], t, &[], span)?,
            ty: ScriptType::Bool,
        })
    }

    /// A method of a list or dict; `None` when `v` is neither.
    pub(crate) fn container_method(
        &mut self,
        v: Typed<'c, 'b>,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        if v.ty == ScriptType::Str {
            return self.str_method(v, method, args, keywords, span).map(Some);
        }
        self.container_method_call(v, method, args, keywords, span)
    }

    /// `[elt for target in iter if cond]`: a list filled by a loop. The
    /// element type is found by emitting `elt` once into a scratch block.
    pub(crate) fn list_comprehension(
        &mut self,
        elt: &Expr,
        generators: &[Comprehension],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        self.comprehension(None, elt, generators, span)
    }

    /// `{key: value for target in iter}`: a dict filled by a loop.
    pub(crate) fn dict_comprehension(
        &mut self,
        key: &Expr,
        value: &Expr,
        generators: &[Comprehension],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        self.comprehension(Some(key), value, generators, span)?
            .one(span)
    }

    /// A list comprehension, or with `key` a dict comprehension. Over a
    /// tuple or `List[Tensor]`, or producing tensors from a `range` with
    /// known bounds, a list comprehension is unrolled.
    fn comprehension(
        &mut self,
        key: Option<&Expr>,
        elt: &Expr,
        generators: &[Comprehension],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        // `[a for _ in r]`: every element is the one object `a` names
        // (unless a loop variable shadows it).
        let bound = |n: &str| {
            let mut found = false;
            for g in generators {
                g.target
                    .visit(&mut |t| found |= matches!(&t.kind, ExprKind::Name(m) if m == n));
            }
            found
        };
        for e in key.into_iter().chain([elt]) {
            if !matches!(&e.kind, ExprKind::Name(n) if bound(n)) {
                self.share_named_instance(e)?;
            }
        }
        let [g] = generators else {
            return Err(Diagnostic::error(
                "a comprehension with several `for` clauses is not supported in TorchScript (only a single generator)",
                span,
            ));
        };
        if let Some(cond) = g.ifs.first() {
            return Err(Diagnostic::error(
                "comprehension `if`s are not supported in TorchScript",
                cond.span,
            ));
        }
        // Over layers (a ModuleList, Sequential or ModuleDict): unrolled.
        if key.is_none() {
            if let Some(values) = self.layer_comprehension(&g.target, &g.iter, elt)? {
                return self.list_of_values(values, elt.span, span);
            }
        }
        let id = self.next_loop_id;
        self.next_loop_id += 1;
        let (list_name, seq_name) = (format!("$comp{id}"), format!("$compseq{id}"));
        let is_range = self.is_range_call(&g.iter);
        // The loop variable's type, to type `elt` in a scratch block.
        let zipped = match &g.iter.kind {
            ExprKind::Call {
                func,
                args,
                keywords,
            } if matches!(&func.kind, ExprKind::Name(n)
                        if (n == "zip" && keywords.is_empty() || n == "enumerate")
                            && !self.env.contains_key(n)) =>
            {
                let ExprKind::Name(n) = &func.kind else {
                    unreachable!("matched above")
                };
                // `enumerate(seq, start)`: only `seq` is iterated.
                let seqs = if n == "enumerate" {
                    &args[..args.len().min(1)]
                } else {
                    args.as_slice()
                };
                Some((n.as_str(), seqs))
            }
            _ => None,
        };
        let (item_type, iter) = if is_range {
            (ValueType::One(ScriptType::Int), g.iter.clone())
        } else if let Some((builtin, args)) = zipped {
            // `for` emits zip/enumerate itself; here only the item type:
            // a tuple of the sequences' elements (an int first for
            // enumerate).
            let mut items = Vec::new();
            if builtin == "enumerate" {
                items.push(ValueType::One(ScriptType::Int));
            }
            for a in args {
                if self.is_range_call(a) {
                    items.push(ValueType::One(ScriptType::Int));
                    continue;
                }
                let seq = self.emit_any(a)?;
                items.push(self.iteration_type(&seq, a)?);
            }
            (ValueType::Tuple(items), g.iter.clone())
        } else {
            if let (None, Some(members)) = (key, self.enum_members(&g.iter)?) {
                return self.unrolled_comprehension(&g.target, elt, members, span);
            }
            let seq = self.emit_any(&g.iter)?;
            if let (None, Some(items)) = (key, crate::tensor_lists::static_items(&seq)) {
                return self.unrolled_comprehension(&g.target, elt, items.to_vec(), span);
            }
            let t = self.iteration_type(&seq, &g.iter)?;
            self.env.insert(seq_name.clone(), seq);
            (t, exit_transform::name(&seq_name, g.iter.span))
        };
        let scratch = melior::ir::Block::new(&[]);
        let target = g.target.clone();
        let elt_clone = elt.clone();
        let key_clone = key.cloned();
        let ((key_type, elem), _) = self.in_block(&scratch, &[], move |child| {
            // An element of a `List[List[Tensor]]`: an empty list stands in.
            let v = match item_type {
                ValueType::One(t @ ScriptType::List(_)) if item_type.mentions_tensor() => {
                    Emitted::One(child.container_op("ts.list_new", &[], t, span)?)
                }
                _ => child.placeholder(&item_type, span)?,
            };
            child.assign(&target, v)?;
            let k = match &key_clone {
                Some(k) => Some(child.emit_expr(k)?.ty),
                None => None,
            };
            // A tuple element is packed (a list or dict of tuples).
            let v = child.emit_any(&elt_clone)?;
            let elem = match &v {
                Emitted::Tuple(_) | Emitted::Struct(..) => {
                    let t = child.element_value_type(&v);
                    crate::script_type::element_script_type(t).ok_or_else(|| {
                        Diagnostic::error(
                            format!("a list of {t} is not supported yet (only tuples of numbers, strings and containers)"),
                            elt_clone.span,
                        )
                    })?
                }
                _ => v.one(elt_clone.span)?.ty,
            };
            Ok((k, elem))
        })?;
        drop(scratch);
        // Tensors over a known range: a `List[Tensor]` of static length;
        // otherwise a runtime list of them.
        if key.is_none() && elem == ScriptType::Tensor && is_range {
            if let ExprKind::Call { args, .. } = &g.iter.kind {
                if let Ok(items) = self.known_range(args, g.iter.span) {
                    return self.unrolled_comprehension(&g.target, elt, items, span);
                }
            }
        }
        let (op, ty) = match key_type {
            Some(k) => (
                "ts.dict_new",
                ScriptType::Dict(
                    intern_type(ValueType::One(k)),
                    crate::script_type::element_type(ValueType::One(elem)),
                ),
            ),
            None => ("ts.list_new", list_of(ValueType::One(elem))),
        };
        let list = self.container_op(op, &[], ty, span)?;
        self.env.insert(list_name.clone(), Emitted::One(list));
        let store = |key: &Expr| Stmt {
            kind: StmtKind::Assign {
                targets: vec![Expr {
                    kind: ExprKind::Subscript {
                        value: Box::new(exit_transform::name(&list_name, span)),
                        index: Box::new(key.clone()),
                    },
                    span,
                }],
                value: elt.clone(),
                type_comment: None,
            },
            span,
        };
        let append = Stmt {
            kind: StmtKind::Expr(Expr {
                kind: ExprKind::Call {
                    func: Box::new(Expr {
                        kind: ExprKind::Attribute {
                            value: Box::new(exit_transform::name(&list_name, span)),
                            attr: "append".into(),
                            attr_span: span,
                        },
                        span,
                    }),
                    args: vec![elt.clone()],
                    keywords: vec![],
                },
                span,
            }),
            span,
        };
        let body = vec![match key {
            Some(k) => store(k),
            None => append,
        }];
        self.comprehension_scope(&g.target, |fe| {
            fe.emit_for(&g.target, &iter, &body, &[], span)
        })?;
        self.env.remove(&seq_name);
        self.env.remove(&list_name);
        Ok(Emitted::One(list))
    }

    /// Runs `f`, after which the names `target` binds have their values
    /// from before again (or are unbound): comprehension variables do not
    /// leak into the enclosing scope.
    pub(crate) fn comprehension_scope<R>(
        &mut self,
        target: &Expr,
        f: impl FnOnce(&mut Self) -> Emit<R>,
    ) -> Emit<R> {
        let saved: Vec<(String, Option<Emitted<'c, 'b>>)> = comprehension_names(target)
            .into_iter()
            .map(|n| {
                let old = self.env.get(&n).cloned();
                (n, old)
            })
            .collect();
        let result = f(self);
        for (n, old) in saved {
            match old {
                Some(v) => self.env.insert(n, v),
                None => self.env.remove(&n),
            };
        }
        result
    }

    /// The type of the loop variable when iterating over `seq`.
    pub(crate) fn iteration_type(&self, seq: &Emitted<'c, 'b>, e: &Expr) -> Emit<ValueType> {
        match seq {
            Emitted::One(t) => match t.ty {
                // An `Any` element reads back as the union it is held as.
                ScriptType::List(ValueType::Any) => Ok(crate::script_type::any_element().clone()),
                ScriptType::List(elem) => Ok(elem.clone()),
                ScriptType::Dict(k, _) => Ok(k.clone()),
                ScriptType::Str => Ok(ValueType::One(ScriptType::Str)),
                // Along the first dim: each row is a tensor.
                ScriptType::Tensor => Ok(ValueType::One(ScriptType::Tensor)),
                other => Err(Diagnostic::error(
                    format!("'{other}' object is not iterable (or not supported yet)"),
                    e.span,
                )),
            },
            _ => Err(Diagnostic::error(
                "iterating over a tuple in a comprehension is not supported yet",
                e.span,
            )),
        }
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `sum(xs)`, `any(xs)`, `all(xs)`, `min(xs)`, `max(xs)` of a list: a
    /// loop over the list (min/max of an empty list raise IndexError).
    pub(crate) fn list_reduction(
        &mut self,
        name: &str,
        seq: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let elem = list_element(seq.ty).ok_or_else(|| {
            Diagnostic::error(format!("{name}() expects a list, not {}", seq.ty), span)
        })?;
        let numeric = matches!(elem, ScriptType::Int | ScriptType::Float);
        // `sum` of bools counts the true ones.
        let counted = name == "sum" && elem == ScriptType::Bool;
        // (TorchScript's `min`/`max` also take bools: False < True.)
        let ordered = matches!(name, "min" | "max") && elem == ScriptType::Bool;
        if (matches!(name, "sum" | "min" | "max") && !numeric && !counted && !ordered)
            // TorchScript's `any`/`all` take bools, ints and floats (true
            // where nonzero); `any` also strings (true where non-empty).
            || (matches!(name, "any" | "all")
                && !(elem == ScriptType::Bool
                    || numeric
                    || (name == "any" && elem == ScriptType::Str)))
        {
            return Err(Diagnostic::error(
                format!("{name}() of a {} is not supported", seq.ty),
                span,
            ));
        }
        let id = self.next_loop_id;
        self.next_loop_id += 1;
        let (acc, item, list) = (
            format!("$acc{id}"),
            format!("$item{id}"),
            format!("$list{id}"),
        );
        self.env.insert(list.clone(), Emitted::One(seq));
        let name_expr = |n: &str| exit_transform::name(n, span);
        let init = match name {
            "sum" if counted => self.constant(ScriptType::Int, 0.0, 0, span)?,
            "sum" => self.constant(elem, 0.0, 0, span)?,
            "any" => self.constant(ScriptType::Bool, 0.0, 0, span)?,
            "all" => self.constant(ScriptType::Bool, 0.0, 1, span)?,
            _ => {
                let zero = self.constant(ScriptType::Int, 0.0, 0, span)?;
                let t = self.ty(elem, span)?;
                Typed {
                    value: self.emit_op("ts.list_get", &[seq.value, zero.value], t, &[], span)?,
                    ty: elem,
                }
            }
        };
        self.env.insert(acc.clone(), Emitted::One(init));
        let assign = |value: Expr| Stmt {
            kind: StmtKind::Assign {
                targets: vec![name_expr(&acc)],
                value,
                type_comment: None,
            },
            span,
        };
        let cmp = |op| Expr {
            kind: ExprKind::Compare {
                left: Box::new(name_expr(&item)),
                ops: vec![op],
                comparators: vec![name_expr(&acc)],
            },
            span,
        };
        let when = |test: Expr, then: Stmt| Stmt {
            kind: StmtKind::If {
                test,
                body: vec![then],
                orelse: vec![],
            },
            span,
        };
        let body = match name {
            "sum" => assign(Expr {
                kind: ExprKind::Binary {
                    op: ts_frontend::ast::BinaryOp::Add,
                    left: Box::new(name_expr(&acc)),
                    right: Box::new(name_expr(&item)),
                },
                span,
            }),
            "any" if elem == ScriptType::Str => when(
                Expr {
                    kind: ExprKind::Call {
                        func: Box::new(name_expr("len")),
                        args: vec![name_expr(&item)],
                        keywords: vec![],
                    },
                    span,
                },
                assign(Expr {
                    kind: ExprKind::Bool(true),
                    span,
                }),
            ),
            "any" => when(
                name_expr(&item),
                assign(Expr {
                    kind: ExprKind::Bool(true),
                    span,
                }),
            ),
            "all" => when(
                exit_transform::not(name_expr(&item)),
                assign(Expr {
                    kind: ExprKind::Bool(false),
                    span,
                }),
            ),
            "min" => when(cmp(ts_frontend::ast::CmpOp::Lt), assign(name_expr(&item))),
            _ => when(cmp(ts_frontend::ast::CmpOp::Gt), assign(name_expr(&item))),
        };
        self.emit_for(&name_expr(&item), &name_expr(&list), &[body], &[], span)?;
        let result = self.lookup_hidden(&acc, span)?;
        self.env.remove(&acc);
        self.env.remove(&list);
        Ok(result)
    }

    fn lookup_hidden(&self, name: &str, span: Span) -> Emit<Typed<'c, 'b>> {
        self.env
            .get(name)
            .cloned()
            .ok_or_else(|| Diagnostic::error(format!("internal error: {name} vanished"), span))?
            .one(span)
    }
}

/// The names a comprehension's target binds.
pub(crate) fn comprehension_names(target: &Expr) -> Vec<String> {
    let mut out = Vec::new();
    target.visit(&mut |e| {
        if let ExprKind::Name(n) = &e.kind {
            out.push(n.clone());
        }
    });
    out
}
