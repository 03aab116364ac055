//! Script-class instances held by reference. An instance is a value (a
//! `Struct` of its fields, see `classes.rs`) until a list or dict holds
//! it; then it is boxed into a runtime object (`ts.object_new`), and every
//! reference — the container's slot, the variable it came from, a loop
//! variable reading it back, an alias — shares that object's fields
//! (`ts.object_get`, `ts.object_set`), as in Python.
//!
//! A value instance has exactly one reference (its variable; a second one
//! is what boxes it), so boxing it and rebinding that variable to the box
//! loses nothing. A method called on an object is inlined on its fields
//! read out, and the fields it changed are stored back.

use crate::{
    control_flow::Raw,
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::{element_script_type, intern_type, list_of, ScriptType, ValueType},
};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword, Stmt, StmtKind},
    Diagnostic, Span,
};

/// The object behind `v`, when it is a script-class instance by reference.
pub(crate) fn object_of<'c, 'b>(v: &Emitted<'c, 'b>) -> Option<(Typed<'c, 'b>, &'static str)> {
    match v {
        Emitted::One(t) => match t.ty {
            ScriptType::Object(class) => Some((*t, class)),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `body` only reads attributes of its variable `name` (`name.x`;
/// never `name` itself, `name.x = v` or `name.method()`): an instance
/// passed there may be a copy, as no change to it and no second reference
/// to it outlive the call.
pub(crate) fn reads_only_fields(body: &[Stmt], name: &str) -> bool {
    let is_name = |e: &Expr| matches!(&e.kind, ExprKind::Name(n) if n == name);
    let mentions = |e: &Expr| {
        let mut found = false;
        e.visit(&mut |x| found |= is_name(x));
        found
    };
    // Every use of `name` in `e` is the base of an attribute read.
    let reads = |e: &Expr| {
        let (mut uses, mut reads, mut calls) = (0, 0, false);
        e.visit(&mut |x| match &x.kind {
            ExprKind::Name(_) if is_name(x) => uses += 1,
            ExprKind::Attribute { value, .. } if is_name(value) => reads += 1,
            ExprKind::Call { func, .. } => {
                calls |= matches!(&func.kind, ExprKind::Attribute { value, .. } if is_name(value))
            }
            _ => {}
        });
        uses == reads && !calls
    };
    body.iter().all(|s| {
        let exprs_read = match &s.kind {
            StmtKind::Assign { targets, value, .. } => {
                !targets.iter().any(mentions) && reads(value)
            }
            StmtKind::AnnAssign { target, value, .. } => {
                !mentions(target) && value.iter().all(reads)
            }
            StmtKind::AugAssign { target, value, .. } => !mentions(target) && reads(value),
            StmtKind::Expr(e) => reads(e),
            StmtKind::Return(v) => v.iter().all(reads),
            StmtKind::Assert { test, msg } => reads(test) && msg.iter().all(reads),
            StmtKind::Raise { exc, cause } => exc.iter().chain(cause).all(reads),
            StmtKind::Delete(targets) => !targets.iter().any(mentions),
            StmtKind::If { test, .. } | StmtKind::While { test, .. } => reads(test),
            StmtKind::For { target, iter, .. } => !mentions(target) && reads(iter),
            StmtKind::With { items, .. } => items
                .iter()
                .all(|i| reads(&i.context) && !i.target.iter().any(mentions)),
            StmtKind::Pass | StmtKind::Break | StmtKind::Continue => true,
            _ => false,
        };
        exprs_read && s.nested_bodies().iter().all(|b| reads_only_fields(b, name))
    })
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// The fields (names and types, in storage order) of script class
    /// `class`'s instances; an error before any instance is made.
    fn object_fields(&self, class: &str, span: Span) -> Emit<Vec<(String, ValueType)>> {
        self.script_fields(class).ok_or_else(|| {
            Diagnostic::error(
                format!("`{class}` is used before any instance of it is made"),
                span,
            )
        })
    }

    /// The container element type of field `ty` of `class`, or why it
    /// cannot be one.
    fn stored_field_type(
        &self,
        class: &str,
        field: &str,
        ty: &ValueType,
        span: Span,
    ) -> Emit<ScriptType> {
        // A tensor attribute is boxed; its shape is refined from what is
        // stored in it (`list_element_types::object_field_type`).
        if *ty == ValueType::One(ScriptType::Tensor) {
            return Ok(ScriptType::Tensor);
        }
        // A `List[Tensor]` (`Dict[str, Tensor]`) is stored as a runtime
        // list (dict) of boxed tensors.
        if crate::tensor_lists::is_tensor_list_type(ty) {
            return Ok(list_of(ValueType::One(ScriptType::Tensor)));
        }
        if crate::tensor_dicts::is_tensor_dict_type(ty) {
            let ValueType::One(t) = crate::tensor_dicts::runtime_tensor_dict_type() else {
                unreachable!("a runtime dict is one value")
            };
            return Ok(t);
        }
        // An instance is stored by reference: the field shares its object.
        let ty = &self.held_by_reference(ty);
        if let ValueType::One(object @ ScriptType::Object(_)) = ty {
            return Ok(*object);
        }
        // A container of numbers or strings is a handle, an `Optional` of a
        // tensor, number, string or container a packed optional, and a
        // `Union` of packable members a packed union.
        let stored_as_is = match ty {
            ValueType::One(ScriptType::List(_) | ScriptType::Dict(..)) => !ty.mentions_tensor(),
            ValueType::Optional(inner) => {
                (!inner.mentions_tensor() || **inner == ValueType::One(ScriptType::Tensor))
                    && !inner.mentions_variants()
            }
            ValueType::Union(_) => ty.packable(),
            _ => false,
        };
        if !stored_as_is && (ty.mentions_tensor() || ty.mentions_variants()) {
            return Err(Diagnostic::error(
                format!("a `{class}` instance held in a list or dict (by reference) cannot have a field of type {ty} yet (`{field}`); fields must be numbers, strings, enums, containers or tuples of them"),
                span,
            ));
        }
        element_script_type(intern_type(ty.clone())).ok_or_else(|| {
            Diagnostic::error(
                format!("a `{class}` instance held in a list or dict (by reference) cannot have a field of type {ty} yet (`{field}`)"),
                span,
            )
        })
    }

    /// `t` with every script-class instance in it (also in a tuple or an
    /// `Optional`) held by reference: how a container or an object
    /// stores it.
    pub(crate) fn held_by_reference(&self, t: &ValueType) -> ValueType {
        match t {
            ValueType::Struct(name, _) if self.is_script_class(name) => {
                ValueType::One(ScriptType::Object(name))
            }
            ValueType::Tuple(items) => {
                ValueType::Tuple(items.iter().map(|i| self.held_by_reference(i)).collect())
            }
            ValueType::Optional(inner) => {
                ValueType::Optional(Box::new(self.held_by_reference(inner)))
            }
            t => t.clone(),
        }
    }

    /// The instance of `class` whose fields are `items` (by value), boxed
    /// into a new runtime object.
    pub(crate) fn box_instance(
        &mut self,
        class: &'static str,
        items: Vec<Emitted<'c, 'b>>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let fields = self.object_fields(class, span)?;
        let mut operands = Vec::new();
        for (item, (name, ty)) in items.into_iter().zip(&fields) {
            let elem = self.stored_field_type(class, name, ty, span)?;
            let item = self.runtime_container(&item, span)?;
            operands.push(self.packed_element(item, elem, span)?.value);
        }
        self.container_op("ts.object_new", &operands, ScriptType::Object(class), span)
    }

    /// Whether instances of `class` can be boxed (every field can be
    /// stored in a runtime object).
    pub(crate) fn boxable(&self, class: &str, span: Span) -> bool {
        self.unboxable_field(class, span).is_none()
    }

    /// What keeps instances of `class` from being boxed: the first
    /// attribute a runtime object cannot store, with its type.
    pub(crate) fn unboxable_field(&self, class: &str, span: Span) -> Option<String> {
        let Ok(fields) = self.object_fields(class, span) else {
            return Some("no instance of it is made".into());
        };
        fields
            .iter()
            .find(|(n, t)| self.stored_field_type(class, n, t, span).is_err())
            .map(|(n, t)| {
                format!("its attribute `{n}` of type {t} cannot be held by a shared object yet")
            })
    }

    /// `v`, the value of expression `source`, as an element of a container
    /// of `elem`s (`packed_element`). An instance held by a variable is
    /// boxed and the variable rebound to the box, so it and the container
    /// share the object.
    pub(crate) fn stored_element(
        &mut self,
        source: &Expr,
        v: Emitted<'c, 'b>,
        elem: ScriptType,
    ) -> Emit<Typed<'c, 'b>> {
        // An `Optional[C]` element shares the object the variable now holds.
        let v = match elem {
            ScriptType::Packed(ValueType::Optional(inner))
                if matches!(**inner, ValueType::One(ScriptType::Object(_))) =>
            {
                self.shared(source, v)?
            }
            _ => v,
        };
        let v = self.packed_element(v, elem, source.span)?;
        self.rebind_boxed(source, &v);
        Ok(v)
    }

    /// `v`, the value of `e`, shared with the variable `e` names when it is
    /// an instance held by value (`share_instance`); otherwise `v`.
    pub(crate) fn shared(&mut self, e: &Expr, v: Emitted<'c, 'b>) -> Emit<Emitted<'c, 'b>> {
        Ok(self.share_instance(e, &v)?.unwrap_or(v))
    }

    /// Boxes the instance the variable `e` names, if it is one, so what is
    /// emitted from it from here on is the one shared object: for a name
    /// evaluated more than once or on one of two paths (`[a for _ in r]`,
    /// `a if c else b`).
    pub(crate) fn share_named_instance(&mut self, e: &Expr) -> Emit<()> {
        if let ExprKind::Name(n) = &e.kind {
            if let Some(v) = self.env.get(n).cloned() {
                self.share_instance(e, &v)?;
            }
        }
        Ok(())
    }

    /// Variable `source` (if `source` is one holding an instance by value)
    /// now refers to `boxed`, the object made of it.
    fn rebind_boxed(&mut self, source: &Expr, boxed: &Typed<'c, 'b>) {
        if let (ExprKind::Name(n), ScriptType::Object(_)) = (&source.kind, boxed.ty) {
            if matches!(self.env.get(n), Some(Emitted::Struct(..))) {
                self.env.insert(n.clone(), Emitted::One(*boxed));
            }
        }
    }

    /// `v`, the instance variable `source` holds, as a shared object: boxed
    /// and the variable rebound (for `alias = x`, `d[k] = x`); `None` when
    /// `v` is not such an instance or cannot be boxed.
    pub(crate) fn share_instance(
        &mut self,
        source: &Expr,
        v: &Emitted<'c, 'b>,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let (ExprKind::Name(_), Emitted::Struct(class, items)) = (&source.kind, v) else {
            return Ok(None);
        };
        if !self.is_script_class(class) || !self.boxable(class, source.span) {
            return Ok(None);
        }
        let boxed = self.box_instance(class, items.clone(), source.span)?;
        self.rebind_boxed(source, &boxed);
        Ok(Some(Emitted::One(boxed)))
    }

    fn field_index(
        &self,
        class: &str,
        attr: &str,
        span: Span,
    ) -> Emit<(usize, ValueType, ScriptType)> {
        let fields = self.object_fields(class, span)?;
        let i = fields.iter().position(|f| f.0 == attr).ok_or_else(|| {
            Diagnostic::error(format!("'{class}' object has no attribute '{attr}'"), span)
        })?;
        let elem = self.stored_field_type(class, attr, &fields[i].1, span)?;
        Ok((i, fields[i].1.clone(), elem))
    }

    /// `obj.attr`.
    pub(crate) fn object_field(
        &mut self,
        obj: Typed<'c, 'b>,
        class: &str,
        attr: &str,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let (i, _, elem) = self.field_index(class, attr, span)?;
        self.object_field_at(obj, i, elem, span)
    }

    /// Field `i` of `obj`, stored as an `elem`.
    fn object_field_at(
        &mut self,
        obj: Typed<'c, 'b>,
        i: usize,
        elem: ScriptType,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let t = self.ty(elem, span)?;
        let value = self.emit_op(
            "ts.object_get",
            &[obj.value],
            t,
            &[("index", self.int_attr(i as i64))],
            span,
        )?;
        self.unpacked_element(Typed { value, ty: elem }, span)
    }

    /// `obj.attr = v`.
    pub(crate) fn set_object_field(
        &mut self,
        obj: Typed<'c, 'b>,
        class: &str,
        attr: &str,
        v: Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        let (i, ty, elem) = self.field_index(class, attr, span)?;
        if !ty.accepts(&v.value_type()) {
            return Err(Diagnostic::error(
                format!(
                    "attribute '{attr}' of {class} has type {ty} but is being assigned a value of type {}",
                    v.value_type()
                ),
                span,
            ));
        }
        let v = self.runtime_container(&v, span)?;
        let v = self.packed_element(v, elem, span)?;
        self.emit_op_multi(
            "ts.object_set",
            &[obj.value, v.value],
            &[],
            &[("index", self.int_attr(i as i64))],
            span,
        )?;
        Ok(())
    }

    /// `obj.method(args)`: the method inlined on the object's fields read
    /// out; the fields it changed are stored back.
    pub(crate) fn object_method_call(
        &mut self,
        obj: Typed<'c, 'b>,
        class: &'static str,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let def = self.script_method(class, method, span)?;
        let fields = self.object_fields(class, span)?;
        let mut before = Vec::new();
        for (i, (name, ty)) in fields.iter().enumerate() {
            let elem = self.stored_field_type(class, name, ty, span)?;
            let v = self.object_field_at(obj, i, elem, span)?;
            before.push((name.clone(), Raw::of(&v)));
        }
        let receiver = crate::class_values::Receiver {
            fields: before.clone(),
            object: Some(Raw::of(&Emitted::One(obj))),
        };
        let (returned, after) = self.inline_method(class, def, receiver, args, keywords, span)?;
        if after.len() != before.len() || after.iter().zip(&before).any(|(a, b)| a.0 != b.0) {
            return Err(Diagnostic::error(
                format!("method `{method}` gives a `{class}` held by reference new attributes; attributes are created in `__init__`"),
                span,
            ));
        }
        for ((name, old), (_, new)) in before.iter().zip(&after) {
            if !old.same(new) {
                self.set_object_field(obj, class, name, new.emitted(), span)?;
            }
        }
        self.returned_value(returned, span)
    }

    /// Two values of one variable where one path holds an instance by
    /// value and the other one by reference: the value is boxed at the end
    /// of its block (it had no other reference), so both are objects.
    pub(crate) fn merge_instances(
        &mut self,
        then: &melior::ir::Block<'c>,
        otherwise: &melior::ir::Block<'c>,
        t: Raw,
        f: Raw,
        span: Span,
    ) -> Emit<(Raw, Raw)> {
        match (t.value_type(), f.value_type()) {
            (ValueType::Struct(a, _), ValueType::One(ScriptType::Object(b))) if a == b => {
                Ok((self.box_in(then, &t, span)?, f))
            }
            (ValueType::One(ScriptType::Object(b)), ValueType::Struct(a, _)) if a == b => {
                Ok((t, self.box_in(otherwise, &f, span)?))
            }
            _ => Ok((t, f)),
        }
    }

    /// `v` (a result of `block`) boxed at the end of `block` when it is an
    /// instance by value and `declared` holds that class by reference (a
    /// variable declared `Optional[C]` holds a boxed `C`).
    pub(crate) fn box_as_declared(
        &mut self,
        block: &melior::ir::Block<'c>,
        v: Raw,
        declared: &ValueType,
        span: Span,
    ) -> Emit<Raw> {
        let object = match declared {
            ValueType::Optional(inner) => inner.as_ref(),
            d => d,
        };
        match (v.value_type(), object) {
            (ValueType::Struct(a, _), ValueType::One(ScriptType::Object(b))) if a == *b => {
                self.box_in(block, &v, span)
            }
            _ => Ok(v),
        }
    }

    /// The instance `v` (by value, a result of `block`) boxed at the end
    /// of `block`.
    fn box_in(&mut self, block: &melior::ir::Block<'c>, v: &Raw, span: Span) -> Emit<Raw> {
        let (raw, _) = self.in_block(block, &[], |child| {
            let e = v.emitted();
            Ok(Raw::of(&child.boxed(&e, span)?))
        })?;
        Ok(raw)
    }

    /// `v` boxed when it is a script-class instance by value; otherwise as
    /// it is.
    pub(crate) fn boxed(&mut self, v: &Emitted<'c, 'b>, span: Span) -> Emit<Emitted<'c, 'b>> {
        match v {
            Emitted::Struct(class, items) if self.is_script_class(class) => Ok(Emitted::One(
                self.box_instance(class, items.clone(), span)?,
            )),
            _ => Ok(v.clone()),
        }
    }
}
