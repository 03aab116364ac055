//! Values of the file's classes in function bodies: enum members, NamedTuple
//! and script-class construction, attribute reads and writes, and method
//! calls (inlined; see `classes.rs` for why instances are values).
//!
//! Inside an inlined method, `self`'s fields are ordinary variables named
//! `self.<field>`, so `if`/loops carry and merge them like any variable and
//! an attribute `__init__` defines on one path only is reported as such.

use crate::{
    classes::{ClassKind, EnumValue},
    control_flow::Raw,
    function_emitter::{bind_call_args, Emit, Emitted, FunctionEmitter, Typed},
    script_type::{resolve_value_annotation, EnumRepr, ScriptType, ValueType},
};
use std::collections::HashMap;
use ts_frontend::{
    ast::{Expr, ExprKind, FunctionDef, Keyword, Stmt, StmtKind},
    Diagnostic, Span,
};

/// The fields of the named tuples ops return in TorchScript
/// (`torch.return_types`: `max(dim)`'s (values, indices), `linalg.lstsq`'s
/// (solution, ...)). A tuple carries no name here, so a tuple of tensors
/// of the right length is read so.
const RESULT_FIELDS: &[&[&str]] = &[
    &["values", "indices"],
    &["sign", "logabsdet"],
    &["Q", "R"],
    &["eigenvalues", "eigenvectors"],
    &["min", "max"],
    &["hist", "bin_edges"],
    &["mantissa", "exponent"],
    &["U", "S", "Vh"],
    &["solution", "residuals", "rank", "singular_values"],
];

/// Which item of a named op result of `len` items field `attr` is.
fn result_field(len: usize, attr: &str) -> Option<usize> {
    RESULT_FIELDS
        .iter()
        .filter(|fields| fields.len() == len)
        .find_map(|fields| fields.iter().position(|f| *f == attr))
}

/// An instance's fields by name, in the class's field order.
type Fields = Vec<(String, Raw)>;

/// What a method is called on: the instance's fields, and the object when
/// it is held by reference (what `self` as a value is).
pub(crate) struct Receiver {
    pub fields: Fields,
    pub object: Option<Raw>,
}

/// The prefix of `self`'s fields while a method is inlined.
const SELF_PREFIX: &str = "self.";

/// While a method of an instance held by reference is inlined: the
/// object, which `self` as a value (`return self`) evaluates to.
const SELF_OBJECT: &str = "$self";

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// Whether `name` is a script class (instances have reference
    /// semantics in Python, which value semantics can only honour if no
    /// second reference exists).
    pub(crate) fn is_script_class(&self, name: &str) -> bool {
        self.class_by_interned(name)
            .is_some_and(|c| matches!(c.kind, ClassKind::Script { .. }))
    }

    /// Whether `name` is a NamedTuple class (indexed like a tuple).
    pub(crate) fn is_named_tuple(&self, name: &str) -> bool {
        self.class_by_interned(name)
            .is_some_and(|c| matches!(c.kind, ClassKind::NamedTuple { .. }))
    }

    pub(crate) fn class_by_interned(&self, name: &str) -> Option<&crate::classes::ClassInfo<'m>> {
        self.importer.classes.values().find(|c| c.name == name)
    }

    /// `value.attr`: an enum member (`Color.RED`), an enum's `.value`, a
    /// field of a NamedTuple or instance, or `self.x` in a method.
    pub(crate) fn attribute(
        &mut self,
        value: &Expr,
        attr: &str,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        // `self.x` in a method, `self.fc1.weight` in a module method.
        if let Some(v) = value
            .dotted_name()
            .and_then(|base| self.env.get(&format!("{base}.{attr}")))
        {
            return Ok(v.clone());
        }
        // An attribute a failed statement would have assigned: already
        // reported.
        if value.dotted_name().is_some_and(|base| {
            self.undefined_after_if.get(&format!("{base}.{attr}")) == Some(&"poisoned")
        }) {
            return Err(Diagnostic::error("", span));
        }
        if let Some(v) = self.submodule_attribute(value, attr, span)? {
            return Ok(v);
        }
        // A `@property` of a script class (also `self.prop` in its methods).
        if let Some(v) = self.property_read(value, attr, span)? {
            return Ok(v);
        }
        if let ExprKind::Name(n) = &value.kind {
            if !self.env.contains_key(n) && self.importer.module_alias(n) == Some("math") {
                return self.math_constant(attr, span).map(Emitted::One);
            }
            if !self.env.contains_key(n) {
                if let Some(info) = self.importer.classes.get(n) {
                    let ClassKind::Enum { members, .. } = &info.kind else {
                        return Err(Diagnostic::error(
                            format!(
                                "class attributes are not supported in TorchScript (`{n}.{attr}`)"
                            ),
                            span,
                        ));
                    };
                    let Some((_, v)) = members.iter().find(|(m, _)| m == attr) else {
                        return Err(Diagnostic::error(
                            format!("enum `{n}` has no member `{attr}`"),
                            span,
                        ));
                    };
                    let (name, v) = (info.name, *v);
                    return self.enum_member(name, v, span).map(Emitted::One);
                }
                // A module is compiled for inference (dropout is the
                // identity, batch norm uses running statistics): eval mode.
                if n == "self"
                    && attr == "training"
                    && self
                        .current_class
                        .is_some_and(|c| self.importer.modules.contains_key(c))
                {
                    let b = self.known_bool(false, span)?;
                    return Ok(Emitted::One(b));
                }
                if n == "self" {
                    // A `@property` of the module: its method, inlined.
                    if self
                        .current_class
                        .is_some_and(|class| self.module_property(class, attr))
                    {
                        if let Some(v) = self.module_call(attr, &[], &[], span)? {
                            return Ok(v);
                        }
                    }
                    let unkept = self
                        .current_class
                        .and_then(|c| self.importer.modules.get(c))
                        .and_then(|info| info.unkept_objects.iter().find(|(a, _)| a == attr));
                    if let Some((_, class)) = unkept {
                        let Some((_, why)) = self.importer.init_only_classes.get(class) else {
                            return Err(Diagnostic::error(
                                format!("`self.{attr}` holds an instance of `{class}` that `__init__` changed after constructing it: compiled code reads its attributes (`self.{attr}.<name>`) but cannot have the instance itself yet"),
                                span,
                            ));
                        };
                        return Err(Diagnostic::error(
                            format!("`self.{attr}` holds an instance of `{class}`, which compiled code cannot use (TorchScript cannot compile the class): read its attributes in `__init__` (`self.hidden = config.hidden`)"),
                            span,
                        )
                        .with_note(why.message.clone(), why.span));
                    }
                    return Err(Diagnostic::error(
                        format!("`self.{attr}` is used before it is assigned"),
                        span,
                    ));
                }
            }
        }
        // `torch.float32` as a value: TorchScript's int code of the dtype
        // (one this compiler lacks, `torch.float16`, too: no tensor has it,
        // and making one is an error where a dtype is taken).
        let qualified = value
            .dotted_name()
            .filter(|base| !self.env.contains_key(base.as_str()))
            .map(|base| format!("{base}.{attr}"));
        if let Some(name) = qualified {
            if let Some(d) = crate::op_binding::dtype_named(&name) {
                let code = d.scalar_type_code();
                return self
                    .constant(ScriptType::Int, code as f64, code, span)
                    .map(Emitted::One);
            }
            if let Some(dtype) = crate::op_binding::unsupported_dtype(&name) {
                // Its `c10::ScalarType` code: still a value a program may
                // compare with (`x.dtype == torch.float16` is false here).
                let code = ts_dialect::Dtype::unsupported_code(dtype)
                    .expect("every unsupported dtype name has a code");
                return self
                    .constant(ScriptType::Int, code as f64, code, span)
                    .map(Emitted::One);
            }
        }
        let v = self.emit_any(value)?;
        if let Some((obj, class)) = crate::class_objects::object_of(&v) {
            return self.object_field(obj, class, attr, span);
        }
        match v {
            Emitted::Struct(name, fields) => {
                let names = self
                    .class_by_interned(name)
                    .map(|c| c.field_names())
                    .unwrap_or_default();
                let i = names.iter().position(|f| f == attr).ok_or_else(|| {
                    Diagnostic::error(format!("'{name}' object has no attribute '{attr}'"), span)
                })?;
                Ok(fields[i].clone())
            }
            Emitted::One(t) => match (t.ty, attr) {
                (ScriptType::Enum(_, repr), "value") => Ok(Emitted::One(Typed {
                    value: t.value,
                    ty: match repr {
                        EnumRepr::Int => ScriptType::Int,
                        EnumRepr::Float => ScriptType::Float,
                        EnumRepr::Str => ScriptType::Str,
                    },
                })),
                (ScriptType::Tensor, "shape") => Ok(Emitted::One(self.size_list(t, span)?)),
                // `x.T` reverses the dims, `x.H` of a real matrix is `x.t()`;
                // `x.mT`/`x.mH` swap the last two dims; `x.ndim` is `x.dim()`.
                (ScriptType::Tensor, "T" | "H" | "mT" | "mH" | "ndim") => {
                    let int = |i: i64| Expr::new(ExprKind::Int(i), span);
                    let (name, args) = match attr {
                        "T" => ("Tensor._reversed_dims", vec![]),
                        "H" => ("Tensor._matrix_adjoint", vec![]),
                        "ndim" => ("Tensor.dim", vec![]),
                        _ => ("Tensor.transpose", vec![int(-2), int(-1)]),
                    };
                    let call = crate::op_registry::TorchCall {
                        name,
                        receiver: Some(t),
                        args: &args,
                        keywords: &[],
                        span,
                    };
                    crate::op_registry::emit(self, call)
                }
                (ScriptType::Tensor, "device") => Ok(Emitted::One(self.device_named("cpu", span)?)),
                // Compiled tensors are dense, on the CPU, without autograd:
                // compile-time bools, so a branch on one keeps one side.
                (
                    ScriptType::Tensor,
                    "is_cuda" | "is_cpu" | "is_sparse" | "is_quantized" | "is_mkldnn" | "is_meta"
                    | "requires_grad",
                ) => {
                    let holds = attr == "is_cpu";
                    let b = self.known_bool(holds, span)?;
                    Ok(Emitted::One(b))
                }
                (ScriptType::Device, _) => self.device_attribute(attr, span),
                (ScriptType::Tensor, "dtype") => Ok(Emitted::One(
                    crate::op_lowerings::shape_query(self, "ts.dtype", t, None, span)?,
                )),
                // The member is known where its value is a constant (a
                // literal member, a loop over the class).
                (ScriptType::Enum(class, _), "name") => match self.enum_member_name(class, t.value)
                {
                    Some(name) => Ok(Emitted::One(self.str_literal(&name, span)?)),
                    None => Ok(Emitted::One(self.runtime_enum_name(class, t, span)?)),
                },
                (ty, _) => Err(Diagnostic::error(
                    format!("'{ty}' object has no attribute '{attr}' (or it is not supported yet)"),
                    span,
                )),
            },
            // A field of a named tuple an op returns (`r.solution`); see
            // `RESULT_FIELDS`.
            Emitted::Tuple(items)
                if items
                    .iter()
                    .all(|i| i.value_type() == ValueType::One(ScriptType::Tensor))
                    && result_field(items.len(), attr).is_some() =>
            {
                Ok(items[result_field(items.len(), attr).expect("checked")].clone())
            }
            Emitted::Tuple(_) => Err(Diagnostic::error(
                format!("'tuple' object has no attribute '{attr}'"),
                span,
            )),
        }
    }

    /// `base.attr = v`: a field of `self` inside a method, or of an
    /// instance held by variable `base`.
    pub(crate) fn assign_attribute(
        &mut self,
        value: &Expr,
        attr: &str,
        v: Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        // `obj.x = v`, `nodes[i].x = v` on an instance held by reference.
        let held = match &value.kind {
            ExprKind::Name(base) => self.env.get(base).cloned(),
            _ => Some(self.emit_any(value)?),
        };
        if let Some((obj, class)) = held.as_ref().and_then(crate::class_objects::object_of) {
            return self.set_object_field(obj, class, attr, v, span);
        }
        // `o.inner.x = v` on instances held by value: `o.inner` with its
        // field replaced is assigned back to `o.inner`.
        if let (
            ExprKind::Attribute {
                value: outer,
                attr: outer_attr,
                ..
            },
            Some(Emitted::Struct(class, fields)),
        ) = (&value.kind, held)
        {
            let fields = self.with_field(class, fields, attr, v, span)?;
            return self.assign_attribute(outer, outer_attr, Emitted::Struct(class, fields), span);
        }
        let ExprKind::Name(base) = &value.kind else {
            return Err(Diagnostic::error(
                "assignment to an attribute of an expression: not supported yet",
                span,
            ));
        };
        if base == "self" && !self.env.contains_key("self") && self.current_class.is_some() {
            let field = format!("{SELF_PREFIX}{attr}");
            // Attributes are declared by `__init__`'s assignments only.
            let class = self.current_class.expect("checked");
            let in_init = self
                .inlining
                .last()
                .is_some_and(|q| q.ends_with(".__init__"));
            // TorchScript fixes an attribute's type at `__init__`.
            if let Some(old) = self.env.get(&field).map(Emitted::value_type) {
                let new = v.value_type();
                let fixed = matches!(
                    old,
                    ValueType::One(
                        ScriptType::Int
                            | ScriptType::Float
                            | ScriptType::Bool
                            | ScriptType::Str
                            | ScriptType::Tensor
                    )
                );
                if !in_init && fixed && old != new {
                    return Err(Diagnostic::error(
                        format!(
                            "Wrong type for attribute assignment. Expected {old} but got {new}"
                        ),
                        span,
                    ));
                }
            }
            if !in_init && self.is_script_class(class) && !self.env.contains_key(&field) {
                return Err(Diagnostic::error(
                    format!("Tried to set nonexistent attribute: {attr}. Did you forget to initialize it in __init__()?"),
                    span,
                ));
            }
            return self.assign_name(&field, v, span);
        }
        let Some(Emitted::Struct(class, fields)) = self.env.get(base).cloned() else {
            return Err(Diagnostic::error(
                format!("cannot assign attribute '{attr}' of `{base}`"),
                span,
            ));
        };
        let fields = self.with_field(class, fields, attr, v, span)?;
        self.env
            .insert(base.clone(), Emitted::Struct(class, fields));
        Ok(())
    }

    /// The fields of an instance of `class` held by value with `attr` set
    /// to `v` (checked to be a script class's field of `v`'s type).
    fn with_field(
        &mut self,
        class: &'static str,
        mut fields: Vec<Emitted<'c, 'b>>,
        attr: &str,
        v: Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<Vec<Emitted<'c, 'b>>> {
        if !self.is_script_class(class) {
            return Err(Diagnostic::error(
                format!(
                    "cannot assign attribute '{attr}': {class} is a NamedTuple, which is immutable"
                ),
                span,
            ));
        }
        let names = self
            .class_by_interned(class)
            .map(|c| c.field_names())
            .unwrap_or_default();
        let i = names.iter().position(|f| f == attr).ok_or_else(|| {
            Diagnostic::error(
                format!("'{class}' object has no attribute '{attr}' (attributes are created in `__init__`)"),
                span,
            )
        })?;
        // A field holding a run-time optional (union) takes None or a member;
        // one holding an instance by reference takes it boxed.
        let v = match fields[i].value_type() {
            d @ (ValueType::Optional(_)
            | ValueType::Union(_)
            | ValueType::One(ScriptType::Object(_))) => self.shape_as_declared(&v, &d, span)?,
            _ => v,
        };
        let (old, new) = (fields[i].value_type(), v.value_type());
        if old != new {
            return Err(Diagnostic::error(
                format!("attribute '{attr}' of {class} has type {old} but is being assigned a value of type {new}"),
                span,
            ));
        }
        fields[i] = v;
        Ok(fields)
    }

    fn enum_member(&self, name: &'static str, v: EnumValue, span: Span) -> Emit<Typed<'c, 'b>> {
        let (t, repr) = match v {
            EnumValue::Int(i) => (self.constant(ScriptType::Int, 0.0, i, span)?, EnumRepr::Int),
            EnumValue::Float(f) => (
                self.constant(ScriptType::Float, f, 0, span)?,
                EnumRepr::Float,
            ),
            EnumValue::Str(s) => (self.str_literal(s, span)?, EnumRepr::Str),
        };
        Ok(Typed {
            value: t.value,
            ty: ScriptType::Enum(name, repr),
        })
    }

    /// `a == b` / `a != b` on two members of the same enum.
    pub(crate) fn enum_compare(
        &mut self,
        equal: bool,
        l: Typed<'c, 'b>,
        r: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        if l.ty != r.ty {
            return Err(Diagnostic::error(
                format!("cannot compare `{}` with `{}`", l.ty, r.ty),
                span,
            ));
        }
        if let ScriptType::Enum(_, EnumRepr::Str) = l.ty {
            let (a, b) = (
                Typed {
                    value: l.value,
                    ty: ScriptType::Str,
                },
                Typed {
                    value: r.value,
                    ty: ScriptType::Str,
                },
            );
            return self.str_compare(equal, a, b, span);
        }
        let ty = self.ty(ScriptType::Bool, span)?;
        let op = if equal { "ts.eq" } else { "ts.ne" };
        Ok(Typed {
            value: self.emit_op(op, &[l.value, r.value], ty, &[], span)?,
            ty: ScriptType::Bool,
        })
    }

    /// `Name(args)` where `Name` is a class: a NamedTuple or an instance
    /// built by `__init__`. `None` when `name` is not a class.
    pub(crate) fn class_call(
        &mut self,
        name: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let Some(info) = self.importer.classes.get(name) else {
            return Ok(None);
        };
        let interned = info.name;
        match &info.kind {
            ClassKind::Enum { .. } => Err(Diagnostic::error(
                format!("constructing an enum from a value (`{name}(...)`) is not supported yet"),
                span,
            )),
            ClassKind::NamedTuple { fields } => {
                let fields = fields.clone();
                let names: Vec<&str> = fields.iter().map(|f| f.0.as_str()).collect();
                let defaults: Vec<Option<&Expr>> = fields.iter().map(|f| f.2.as_ref()).collect();
                let bound = bind_call_args(name, &names, &defaults, args, keywords, span)?;
                let mut values = Vec::new();
                for ((field, ty, _), e) in fields.iter().zip(bound) {
                    let v = self.emit_any(e)?;
                    if !ty.accepts(&v.value_type()) {
                        return Err(Diagnostic::error(
                            format!(
                                "field '{field}' of {name} has type {ty} but is given a value of type {}",
                                v.value_type()
                            ),
                            e.span,
                        ));
                    }
                    values.push(v);
                }
                Ok(Some(Emitted::Struct(interned, values)))
            }
            ClassKind::Script { methods, .. } => {
                let init = methods["__init__"];
                let (_, fields) = self.inline_method(
                    name,
                    init,
                    Receiver {
                        fields: vec![],
                        object: None,
                    },
                    args,
                    keywords,
                    span,
                )?;
                Ok(Some(
                    self.finish_construction(name, interned, fields, span)?,
                ))
            }
        }
    }

    /// Fixes a class's fields at its first construction; later
    /// constructions must produce the same fields and types.
    fn finish_construction(
        &mut self,
        name: &str,
        interned: &'static str,
        fields: Vec<(String, Raw)>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        // A `List[Tensor]` (`Dict[str, Tensor]`) field whose length (keys)
        // a method changed becomes a runtime list (dict), for every
        // instance from then on.
        let items: Vec<Emitted<'c, 'b>> = fields.iter().map(|(_, r)| r.emitted()).collect();
        let items = self.with_runtime_containers(name, &items, span)?;
        let typed: Vec<(String, ValueType)> = fields
            .iter()
            .zip(&items)
            .map(|((f, _), v)| (f.clone(), v.value_type()))
            .collect();
        // TorchScript has no recursive class types (`self.next: Optional[Node]`).
        if let Some((f, _)) = typed.iter().find(|(_, t)| t.mentions_class(interned)) {
            return Err(Diagnostic::error(
                format!("Assignment to attribute '{f}' cannot be of a type that contains class '{name}' (a class cannot hold instances of itself in TorchScript)"),
                span,
            ));
        }
        if let Some(info) = self.importer.classes.get_mut(name) {
            if let ClassKind::Script { fields: known, .. } = &mut info.kind {
                match known {
                    None => *known = Some(typed.clone()),
                    Some(k)
                        if k.len() == typed.len()
                            && k.iter().zip(&typed).all(|(a, b)| {
                                a == b || crate::tensor_lists::differ_in_length(&a.1, &b.1)
                            }) =>
                    {
                        *k = typed.clone()
                    }
                    Some(k) if *k != typed => {
                        return Err(Diagnostic::error(
                            format!("this construction of `{name}` gives it different attributes than an earlier one"),
                            span,
                        ))
                    }
                    Some(_) => {}
                }
            }
        }
        Ok(Emitted::Struct(interned, items))
    }

    /// The fields (names and types, in storage order) of script class
    /// `class`, once an instance exists.
    pub(crate) fn script_fields(&self, class: &str) -> Option<Vec<(String, ValueType)>> {
        match self.class_by_interned(class).map(|c| &c.kind) {
            Some(ClassKind::Script {
                fields: Some(k), ..
            }) => Some(k.clone()),
            _ => None,
        }
    }

    /// Method `method` of script class `class`.
    pub(crate) fn script_method(
        &self,
        class: &str,
        method: &str,
        span: Span,
    ) -> Emit<&'m FunctionDef> {
        match self.class_by_interned(class).map(|c| &c.kind) {
            Some(ClassKind::Script { methods, .. }) if methods.contains_key(method) => {
                Ok(methods[method])
            }
            _ => Err(Diagnostic::error(
                format!("'{class}' object has no method '{method}'"),
                span,
            )),
        }
    }

    /// The field values `items` of an instance of `class`, with each
    /// `List[Tensor]` (`Dict[str, Tensor]`) of static length (keys) made a
    /// runtime list (dict) where the class's field differs from it in length
    /// (keys).
    fn with_runtime_containers(
        &mut self,
        class: &str,
        items: &[Emitted<'c, 'b>],
        span: Span,
    ) -> Emit<Vec<Emitted<'c, 'b>>> {
        let known = self.script_fields(class).filter(|k| k.len() == items.len());
        let Some(known) = known else {
            return Ok(items.to_vec());
        };
        let mut out = Vec::new();
        for (item, (_, k)) in items.iter().zip(&known) {
            out.push(
                if crate::tensor_lists::differ_in_length(k, &item.value_type()) {
                    self.runtime_container(item, span)?
                } else {
                    item.clone()
                },
            );
        }
        Ok(out)
    }

    /// A script-class instance `v` whose `List[Tensor]` (`Dict[str,
    /// Tensor]`) fields of static length (keys) are runtime lists (dicts)
    /// where the class's fields now are; `None` if `v` is no such instance.
    pub(crate) fn instance_with_runtime_containers(
        &mut self,
        v: &Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        match v {
            Emitted::Struct(class, items) if self.script_fields(class).is_some() => Ok(Some(
                Emitted::Struct(class, self.with_runtime_containers(class, items, span)?),
            )),
            _ => Ok(None),
        }
    }

    /// `receiver.method(args)` on a script-class instance held by variable
    /// `var` (or `self`'s fields inside a method); the updated instance is
    /// written back.
    pub(crate) fn instance_method_call(
        &mut self,
        var: &str,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        // `C.f(args)` of a `@staticmethod`: no `self`.
        if let Some((class, def)) = self.static_method(var, method) {
            let qualified = format!("{class}.{method}");
            let (returned, _) = self.inline_function(&qualified, def, args, keywords, span)?;
            return self.returned_value(returned, span).map(Some);
        }
        if let Some((obj, class)) = self.env.get(var).and_then(crate::class_objects::object_of) {
            return self
                .object_method_call(obj, class, method, args, keywords, span)
                .map(Some);
        }
        let Some((class, fields)) = self.instance_fields(var) else {
            return Ok(None);
        };
        let def = self.script_method(class, method, span)?;
        // `return self` makes a second reference to the instance: it is
        // boxed (held by reference) first, as storing it in a list does.
        if var != "self" && self.method_returns_self(class, def, 8) {
            let v = self.env.get(var).cloned().expect("an instance variable");
            if let Some(why) = self.unboxable_field(class, span) {
                return Err(Diagnostic::error(
                    format!("`{class}.{method}` returns `self`, which needs its instances held by reference; a `{class}` cannot be yet ({why})"),
                    span,
                ));
            }
            let boxed = self.boxed(&v, span)?;
            self.env.insert(var.to_string(), boxed.clone());
            let (obj, class) = crate::class_objects::object_of(&boxed).expect("boxed");
            return self
                .object_method_call(obj, class, method, args, keywords, span)
                .map(Some);
        }
        let class = class.to_string();
        // Inside a method of an object, `self.other()` shares the object.
        let self_object = (var == "self")
            .then(|| self.env.get(SELF_OBJECT).map(Raw::of))
            .flatten();
        let (returned, after) = self.inline_method(
            &class,
            def,
            Receiver {
                fields,
                object: self_object,
            },
            args,
            keywords,
            span,
        )?;
        self.write_back(var, &class, after, span)?;
        self.returned_value(returned, span).map(Some)
    }

    /// `a + b`, `a == b`, ... where `a` is a script-class instance (a
    /// variable, or a construction) whose class defines the operator's
    /// method (`__add__`, `__eq__`, ...): that method, inlined. `None` for
    /// any other expression.
    pub(crate) fn overloaded_operator(&mut self, e: &Expr) -> Emit<Option<Emitted<'c, 'b>>> {
        use ts_frontend::ast::CmpOp as C;
        // The instance whose method implements the expression, the
        // method's arguments, and whether its result is negated (`not in`).
        let (receiver, args, method, negate): (&Expr, Vec<&Expr>, &str, bool) = match &e.kind {
            ExprKind::Binary { op, left, right } => {
                (left, vec![right.as_ref()], binary_method(*op), false)
            }
            ExprKind::Compare {
                left,
                ops,
                comparators,
            } if ops.len() == 1 => {
                let m = match ops[0] {
                    C::Eq => "__eq__",
                    C::NotEq => "__ne__",
                    C::Lt => "__lt__",
                    C::LtE => "__le__",
                    C::Gt => "__gt__",
                    C::GtE => "__ge__",
                    // `x in obj` is `obj.__contains__(x)`.
                    C::In | C::NotIn => {
                        let negate = ops[0] == C::NotIn;
                        return self.dunder_call(
                            e,
                            &comparators[0],
                            &[left],
                            "__contains__",
                            negate,
                        );
                    }
                    _ => return Ok(None),
                };
                (left, vec![&comparators[0]], m, false)
            }
            ExprKind::Subscript { value, index } => {
                (value, vec![index.as_ref()], "__getitem__", false)
            }
            ExprKind::Unary { op, operand } => match unary_method(*op) {
                Some(m) => (operand, vec![], m, false),
                // `not obj` is `not obj.__bool__()`.
                None => (operand, vec![], "__bool__", true),
            },
            // `len(obj)` is `obj.__len__()`, `str(obj)` `obj.__str__()`
            // (`print` and f-strings do not call it, as in TorchScript).
            ExprKind::Call {
                func,
                args,
                keywords,
            } if args.len() == 1 && keywords.is_empty() => match &func.kind {
                ExprKind::Name(n) if n == "len" && !self.env.contains_key(n) => {
                    (&args[0], vec![], "__len__", false)
                }
                ExprKind::Name(n) if n == "str" && !self.env.contains_key(n) => {
                    (&args[0], vec![], "__str__", false)
                }
                ExprKind::Name(n) if n == "bool" && !self.env.contains_key(n) => {
                    (&args[0], vec![], "__bool__", false)
                }
                _ => return Ok(None),
            },
            _ => return Ok(None),
        };
        self.dunder_call(e, receiver, &args, method, negate)
    }

    /// `target op= value` on a script-class instance, as Python runs it:
    /// `target = target.__iop__(value)` when the class defines the in-place
    /// method, else `target = target op value`. `None` when `target` is not
    /// an instance whose class defines either.
    pub(crate) fn overloaded_aug_assign(
        &self,
        target: &Expr,
        op: ts_frontend::ast::BinaryOp,
        value: &Expr,
        span: Span,
    ) -> Option<Stmt> {
        let class = self.instance_class(target)?;
        let ClassKind::Script { methods, .. } = &self.class_by_interned(class)?.kind else {
            return None;
        };
        let method = binary_method(op);
        let in_place = format!("__i{}", &method[2..]);
        let at = |kind| Expr { kind, span };
        let updated = if methods.contains_key(in_place.as_str()) {
            at(ExprKind::Call {
                func: Box::new(at(ExprKind::Attribute {
                    value: Box::new(target.clone()),
                    attr: in_place,
                    attr_span: span,
                })),
                args: vec![value.clone()],
                keywords: vec![],
            })
        } else if methods.contains_key(method) {
            at(ExprKind::Binary {
                op,
                left: Box::new(target.clone()),
                right: Box::new(value.clone()),
            })
        } else {
            return None;
        };
        Some(Stmt {
            kind: StmtKind::Assign {
                targets: vec![target.clone()],
                value: updated,
                type_comment: None,
            },
            span,
        })
    }

    /// `receiver.method(args)` for an operator or builtin on a script-class
    /// instance that defines `method`; `None` when it does not.
    fn dunder_call(
        &mut self,
        e: &Expr,
        receiver: &Expr,
        args: &[&Expr],
        method: &str,
        negate: bool,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        if self.instance_method(receiver, method).is_none() {
            return Ok(None);
        }
        // Inside a method, `self` is the receiver itself, and so is a
        // variable (what the method changes in it stays, as with
        // `obj.method()`); anything else is evaluated once into a hidden
        // variable.
        let named = match &receiver.kind {
            ExprKind::Name(n) if n == "self" || self.env.contains_key(n) => Some(n.clone()),
            _ => None,
        };
        let evaluated = named.is_none();
        let this = named.unwrap_or_else(|| format!("$self{}", e.span.start));
        if evaluated {
            let r = self.emit_any(receiver)?;
            self.env.insert(this.clone(), r);
        }
        let mut hidden = Vec::new();
        let mut call_args = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let v = self.emit_any(a)?;
            let name = format!("$arg{}_{i}", e.span.start);
            self.env.insert(name.clone(), v);
            call_args.push(Expr {
                kind: ExprKind::Name(name.clone()),
                span: a.span,
            });
            hidden.push(name);
        }
        let result = self.instance_method_call(&this, method, &call_args, &[], e.span);
        if evaluated {
            self.env.remove(&this);
        }
        for n in hidden {
            self.env.remove(&n);
        }
        let result = result?;
        if !negate {
            return Ok(result);
        }
        match result {
            Some(v) => {
                let b = v.one(e.span)?;
                Ok(Some(Emitted::One(self.negate(b, e.span)?)))
            }
            None => Ok(None),
        }
    }

    /// The method `name` of the script class of instance `e`.
    fn instance_method(&self, e: &Expr, name: &str) -> Option<&'m FunctionDef> {
        let class = self.instance_class(e)?;
        match &self.class_by_interned(class)?.kind {
            ClassKind::Script { methods, .. } => methods.get(name).copied(),
            _ => None,
        }
    }

    /// `value.attr` where `attr` is a `@property` of `value`'s script class:
    /// its getter, called (TorchScript compiles it as a method). `None`
    /// when it is not one.
    fn property_read(
        &mut self,
        value: &Expr,
        attr: &str,
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let is_property = self
            .instance_method(value, attr)
            .is_some_and(|getter| getter.is_decorated("property"));
        if !is_property {
            return Ok(None);
        }
        let at = Expr::new(ExprKind::Name(attr.to_string()), span);
        self.dunder_call(&at, value, &[], attr, false)
    }

    /// `test.__bool__()` where `test` is an instance whose script class
    /// defines it: what `if obj:` (and `while`, `and`, `or`) tests. `None`
    /// when it defines none; an error when it does not return a bool.
    pub(crate) fn truth_method(&mut self, test: &Expr) -> Emit<Option<Typed<'c, 'b>>> {
        let Some(v) = self.dunder_call(test, test, &[], "__bool__", false)? else {
            return Ok(None);
        };
        let t = v.one(test.span)?;
        if t.ty != ScriptType::Bool {
            return Err(Diagnostic::error(
                format!("__bool__ should return bool, returned {}", t.ty),
                test.span,
            ));
        }
        Ok(Some(t))
    }

    /// The script class of the instance `e` makes, known without emitting
    /// it: a variable holding one, a construction, or an operator or method
    /// of such an instance whose method declares a class as its result
    /// (`-(-v)`, `a + b + c`, `v.scaled(2.0) * 3.0`).
    fn instance_class(&self, e: &Expr) -> Option<&'static str> {
        let (receiver, method) = match &e.kind {
            ExprKind::Name(n) if n == "self" && !self.env.contains_key("self") => {
                return self.current_class
            }
            ExprKind::Name(n) => {
                return match self.env.get(n) {
                    Some(Emitted::Struct(name, _)) => Some(*name),
                    Some(Emitted::One(Typed {
                        ty: ScriptType::Object(class),
                        ..
                    })) => Some(*class),
                    _ => None,
                }
            }
            // An element of a list of instances (`xs[j] < xs[j - 1]`).
            ExprKind::Subscript { value, .. } => {
                return match &value.kind {
                    ExprKind::Name(n) => match self.env.get(n) {
                        Some(Emitted::One(Typed {
                            ty: ScriptType::List(ValueType::One(ScriptType::Object(class))),
                            ..
                        })) => Some(*class),
                        _ => None,
                    },
                    _ => None,
                }
            }
            ExprKind::Call { func, .. } => match &func.kind {
                ExprKind::Name(c) if !self.env.contains_key(c) => {
                    if let Some(info) = self.importer.classes.get(c) {
                        return Some(info.name);
                    }
                    // A function annotated to return an instance.
                    return self.class_returned(self.importer.functions.get(c)?);
                }
                // A static method (`Vec.zero()`).
                ExprKind::Attribute { value, attr, .. }
                    if matches!(&value.kind, ExprKind::Name(c)
                        if !self.env.contains_key(c) && self.importer.classes.contains_key(c)) =>
                {
                    let ExprKind::Name(c) = &value.kind else {
                        return None;
                    };
                    let ClassKind::Script { methods, .. } = &self.importer.classes.get(c)?.kind
                    else {
                        return None;
                    };
                    return self.class_returned(methods.get(attr.as_str())?);
                }
                ExprKind::Attribute { value, attr, .. } => (value.as_ref(), attr.as_str()),
                _ => return None,
            },
            // An attribute holding an instance (`self.pos + d`).
            ExprKind::Attribute { value, attr, .. } => {
                let class = self.instance_class(value)?;
                let ClassKind::Script {
                    fields: Some(fields),
                    ..
                } = &self.class_by_interned(class)?.kind
                else {
                    return None;
                };
                return match &fields.iter().find(|(n, _)| n == attr)?.1 {
                    ValueType::Struct(name, _) | ValueType::One(ScriptType::Object(name)) => {
                        Some(*name)
                    }
                    _ => None,
                };
            }
            ExprKind::Unary { op, operand } => (operand.as_ref(), unary_method(*op)?),
            ExprKind::Binary { op, left, .. } => (left.as_ref(), binary_method(*op)),
            _ => return None,
        };
        let class = self.instance_class(receiver)?;
        let ClassKind::Script { methods, .. } = &self.class_by_interned(class)?.kind else {
            return None;
        };
        self.class_returned(methods.get(method)?)
    }

    /// The script class `def` is annotated to return an instance of.
    fn class_returned(&self, def: &FunctionDef) -> Option<&'static str> {
        let returns = def.returns.as_ref()?;
        self.importer
            .script_class_named(returns)
            .map(|(name, _)| name)
    }

    /// The name of the member of enum `class` whose value `v` is, when `v`
    /// is a constant.
    fn enum_member_name(&self, class: &str, v: melior::ir::Value) -> Option<String> {
        use crate::classes::EnumValue;
        use melior::ir::attribute::{FloatAttribute, IntegerAttribute};
        use melior::ir::operation::OperationLike;
        let op = melior::ir::operation::OperationResult::try_from(v)
            .ok()?
            .owner();
        let attr = op.attribute("value").ok()?;
        let members = match &self.class_by_interned(class)?.kind {
            ClassKind::Enum { members, .. } => members,
            _ => return None,
        };
        let text = ts_dialect::string_attr_value(attr);
        let int = IntegerAttribute::try_from(attr).ok().map(|a| a.value());
        let float = FloatAttribute::try_from(attr).ok().map(|a| a.value());
        members
            .iter()
            .find(|(_, m)| match m {
                EnumValue::Int(i) => int == Some(*i),
                EnumValue::Float(f) => float == Some(*f),
                EnumValue::Str(s) => text.as_deref() == Some(*s),
            })
            .map(|(n, _)| n.clone())
    }

    /// `.name` of a member of enum `class` known only at run time: its
    /// value compared with each member's (the first member with a value
    /// names it, as aliases do in Python).
    fn runtime_enum_name(
        &mut self,
        class: &'static str,
        member: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let members = match self.class_by_interned(class).map(|c| &c.kind) {
            Some(ClassKind::Enum { members, .. }) => members.clone(),
            _ => return Err(Diagnostic::error(format!("`{class}` is not an enum"), span)),
        };
        let mut name: Option<Typed<'c, 'b>> = None;
        for (n, v) in members.iter().rev() {
            let text = self.str_literal(n, span)?;
            name = Some(match name {
                None => text,
                Some(rest) => {
                    let value = self.enum_member(class, *v, span)?;
                    let is = self.enum_compare(true, member, value, span)?;
                    self.select(is, text, rest, span)?
                }
            });
        }
        name.ok_or_else(|| Diagnostic::error(format!("enum `{class}` has no members"), span))
    }

    /// The members of the `Enum` class `e` names (`for c in Color`), in
    /// declaration order; `None` when `e` does not name one.
    pub(crate) fn enum_members(&mut self, e: &Expr) -> Emit<Option<Vec<Emitted<'c, 'b>>>> {
        let ExprKind::Name(class) = &e.kind else {
            return Ok(None);
        };
        if self.env.contains_key(class) {
            return Ok(None);
        }
        let names: Vec<String> = match self.importer.classes.get(class).map(|c| &c.kind) {
            Some(ClassKind::Enum { members, .. }) => members.iter().map(|m| m.0.clone()).collect(),
            _ => return Ok(None),
        };
        let mut out = Vec::new();
        for m in names {
            let member = Expr {
                kind: ExprKind::Attribute {
                    value: Box::new(e.clone()),
                    attr: m,
                    attr_span: e.span,
                },
                span: e.span,
            };
            out.push(self.emit_any(&member)?);
        }
        Ok(Some(out))
    }

    /// The `@staticmethod` `method` of the script class `var` names
    /// (TorchScript does not look one up on an instance).
    fn static_method(&self, var: &str, method: &str) -> Option<(&'static str, &'m FunctionDef)> {
        if self.env.contains_key(var) || var == "self" {
            return None;
        }
        let class = self.importer.classes.get(var)?.name;
        let info = self.class_by_interned(class)?;
        let ClassKind::Script { methods, .. } = &info.kind else {
            return None;
        };
        let def = *methods.get(method)?;
        def.is_decorated("staticmethod").then_some((info.name, def))
    }

    /// The class and fields of the instance `var` names.
    pub(crate) fn instance_fields(&self, var: &str) -> Option<(&'static str, Vec<(String, Raw)>)> {
        if var == "self" && !self.env.contains_key("self") {
            let class = self.current_class?;
            let mut fields: Vec<(String, Raw)> = self
                .env
                .iter()
                .filter_map(|(k, v)| {
                    k.strip_prefix(SELF_PREFIX)
                        .map(|f| (f.to_string(), Raw::of(v)))
                })
                .collect();
            fields.sort_by(|a, b| a.0.cmp(&b.0));
            return Some((class, fields));
        }
        let Emitted::Struct(name, values) = self.env.get(var)? else {
            return None;
        };
        let info = self.class_by_interned(name)?;
        if !matches!(info.kind, ClassKind::Script { .. }) {
            return None;
        }
        let names = info.field_names();
        Some((
            info.name,
            names.into_iter().zip(values.iter().map(Raw::of)).collect(),
        ))
    }

    fn write_back(
        &mut self,
        var: &str,
        class: &str,
        fields: Vec<(String, Raw)>,
        span: Span,
    ) -> Emit<()> {
        if var == "self" && !self.env.contains_key("self") {
            for (f, r) in fields {
                self.env.insert(format!("{SELF_PREFIX}{f}"), r.emitted());
            }
            return Ok(());
        }
        let interned = self.importer.classes[class].name;
        let v = self.finish_construction(class, interned, fields, span)?;
        self.env.insert(var.to_string(), v);
        Ok(())
    }

    /// Whether method `def` of `class` returns `self` (directly, or
    /// through other methods up to `depth` calls deep).
    fn method_returns_self(&self, class: &str, def: &FunctionDef, depth: usize) -> bool {
        crate::exit_transform::returns_self(&def.body, &mut |m| {
            depth > 0
                && self
                    .script_method(class, m, def.name_span)
                    .is_ok_and(|d| self.method_returns_self(class, d, depth - 1))
        })
    }

    /// `self` as a value in a method: the object it was called on, with
    /// the fields the method has changed so far stored into it first.
    pub(crate) fn self_value(&mut self, span: Span) -> Emit<Emitted<'c, 'b>> {
        let Some(obj) = self.env.get(SELF_OBJECT).cloned() else {
            return Err(Diagnostic::error(
                "`self` as a value (not `self.attr`) is supported only in `return self` yet",
                span,
            ));
        };
        let (o, class) = crate::class_objects::object_of(&obj).expect("an object");
        let mut fields: Vec<(String, Emitted<'c, 'b>)> = self
            .env
            .iter()
            .filter_map(|(k, v)| {
                k.strip_prefix(SELF_PREFIX)
                    .map(|f| (f.to_string(), v.clone()))
            })
            .collect();
        fields.sort_by(|a, b| a.0.cmp(&b.0));
        for (f, v) in fields {
            self.set_object_field(o, class, &f, v, span)?;
        }
        Ok(obj)
    }

    /// Emits `def`'s body in place with `self`'s fields and the bound
    /// arguments as its variables; returns what it returned and `self`'s
    /// fields at the end (sorted by name).
    pub(crate) fn inline_method(
        &mut self,
        class: &str,
        def: &FunctionDef,
        receiver: Receiver,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<(Option<Raw>, Fields)> {
        let Receiver {
            fields: self_fields,
            object: self_object,
        } = receiver;
        let mut env: HashMap<String, Raw> = self_fields
            .into_iter()
            .map(|(f, r)| (format!("{SELF_PREFIX}{f}"), r))
            .collect();
        if let Some(obj) = self_object {
            env.insert(SELF_OBJECT.to_string(), obj);
        }
        let class_name: &'static str = crate::script_type::intern(class);
        let (returned, env) =
            self.inline_method_body(class_name, def, env, args, keywords, span)?;
        let mut fields: Vec<(String, Raw)> = env
            .into_iter()
            .filter_map(|(k, v)| k.strip_prefix(SELF_PREFIX).map(|f| (f.to_string(), v)))
            .collect();
        fields.sort_by(|a, b| a.0.cmp(&b.0));
        Ok((returned, fields))
    }

    /// Emits method `def` of `class` in place: binds `args` to its
    /// parameters (after `self`) on top of `env` (what it sees of `self`),
    /// and returns what it returned and its variables at the end.
    pub(crate) fn inline_method_body(
        &mut self,
        class: &'static str,
        def: &FunctionDef,
        env: HashMap<String, Raw>,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<(Option<Raw>, HashMap<String, Raw>)> {
        let qualified = format!("{class}.{}", def.name);
        let Some((first, params)) = def.params.split_first() else {
            return Err(Diagnostic::error(
                format!("method `{qualified}` must take `self`"),
                def.name_span,
            ));
        };
        if first.name != "self" {
            return Err(Diagnostic::error(
                format!("the first parameter of method `{qualified}` must be `self`"),
                first.span,
            ));
        }
        self.inline_body(
            &qualified,
            Some(class),
            def,
            params,
            env,
            args,
            keywords,
            span,
        )
    }

    /// Emits the function (or static method) `def` in place, its
    /// parameters bound to the call's arguments.
    pub(crate) fn inline_function(
        &mut self,
        qualified: &str,
        def: &FunctionDef,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<(Option<Raw>, HashMap<String, Raw>)> {
        self.inline_body(
            qualified,
            None,
            def,
            &def.params,
            HashMap::new(),
            args,
            keywords,
            span,
        )
    }

    /// The value of an inlined call: what its body returned, or None.
    pub(crate) fn returned_value(
        &mut self,
        returned: Option<Raw>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        match returned {
            Some(r) => Ok(r.emitted()),
            None => Ok(Emitted::One(self.constant_none(span)?)),
        }
    }

    /// The call at `span` inlined from `def`, a copy whose spans were
    /// shifted into a range of their own (a decomposition, a function
    /// inlined at each call): its diagnostics and its error are moved back
    /// to the user's file (`ModuleImporter::user_span`).
    pub(crate) fn inline_shifted_copy(
        &mut self,
        qualified: &str,
        def: &FunctionDef,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let reported = self.importer.diagnostics.len();
        let result = self.inline_function(qualified, def, args, keywords, span);
        self.importer.move_diagnostics_to_user_file(reported);
        let (returned, _) = result.map_err(|d| self.importer.in_user_file(d))?;
        self.returned_value(returned, span)
    }

    /// The type a parameter annotated `annotation` declares (a tensor when
    /// unannotated; a script class by value, with the fields its first
    /// construction fixed).
    fn param_type(&self, annotation: Option<&Expr>) -> Emit<ValueType> {
        Ok(match annotation {
            // A script class's type: its fields, fixed by its first
            // construction.
            Some(a) if self.importer.script_class_named(a).is_some() => {
                let (name, fields) = self.importer.script_class_named(a).expect("checked");
                ValueType::Struct(
                    name,
                    fields.ok_or_else(|| {
                        Diagnostic::error(
                            format!("`{name}` is used as a type before any instance of it is made"),
                            a.span,
                        )
                    })?,
                )
            }
            Some(a) => resolve_value_annotation(
                a,
                &self.importer.tensor_names,
                &self.importer.class_types,
            )?,
            None => ValueType::One(ScriptType::Tensor),
        })
    }

    /// Emits `def` in place with `params` bound to the call's arguments on
    /// top of `env`; returns what it returned and its variables at the end.
    /// `qualified` names it (to reject recursion); `class` is the class
    /// whose method it is, if any.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn inline_body(
        &mut self,
        qualified: &str,
        class: Option<&'static str>,
        def: &FunctionDef,
        params: &[ts_frontend::ast::Param],
        mut env: HashMap<String, Raw>,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<(Option<Raw>, HashMap<String, Raw>)> {
        if self.inlining.iter().any(|q| q == qualified) {
            return Err(Diagnostic::error(
                format!("recursive call to `{qualified}`: TorchScript does not support recursion"),
                span,
            ));
        }
        self.importer.check_body(def)?;
        // A decomposition stands for a builtin, whose schema takes an int
        // for an `int[1]` list (`dim=d`).
        let builtin_schema = crate::decompositions::site_of(def.name_span).is_some();
        let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
        let defaults: Vec<Option<&Expr>> = params.iter().map(|p| p.default.as_ref()).collect();
        let bound = bind_call_args(qualified, &names, &defaults, args, keywords, span)?;
        let mut variants = Vec::new();
        // `params` are the parameters after `self`, if any.
        let (annotations, returns) =
            crate::module_importer::declared_annotations(def, def.params.len() - params.len())?;
        for ((p, annotation), e) in params.iter().zip(&annotations).zip(bound) {
            let (declared, v) = match self.param_type(annotation.as_ref()) {
                Ok(d) => {
                    let v = self.emit_argument(e, &d)?;
                    let v = match builtin_schema {
                        true => self.int_as_int_list(v, &d, e.span)?,
                        false => v,
                    };
                    (d, v)
                }
                // `Pair(P(1))` with `a: P`: the argument's construction
                // fixes `P`'s fields.
                Err(err) => {
                    let v = self.emit_any(e)?;
                    (self.param_type(annotation.as_ref()).map_err(|_| err)?, v)
                }
            };
            // An instance the caller holds in a variable is shared with the
            // callee (boxed) unless the callee only reads its attributes:
            // a change to it, or a reference kept to it, must reach the
            // caller's variable, as in Python.
            let v = match crate::class_objects::reads_only_fields(&def.body, &p.name) {
                true => v,
                false => self.shared(e, v)?,
            };
            if !declared.accepts(&v.value_type()) {
                return Err(Diagnostic::error(
                    format!(
                        "expected a value of type '{declared}' for argument '{}' but instead found type '{}'",
                        p.name,
                        v.value_type()
                    ),
                    e.span,
                ));
            }
            env.insert(p.name.clone(), Raw::of(&v));
            // An Optional or Union parameter is declared so: assigning it
            // another member (or None) later makes a run-time variant.
            if matches!(declared, ValueType::Optional(_) | ValueType::Union(_)) {
                variants.push((p.name.clone(), declared));
            }
        }
        let declared_return = match returns.as_ref() {
            // A script class: its fields, once an instance has been made.
            Some(r)
                if self
                    .importer
                    .script_class_named(r)
                    .is_some_and(|(_, f)| f.is_some()) =>
            {
                let (name, fields) = self.importer.script_class_named(r).expect("checked");
                Some(ValueType::Struct(name, fields.expect("checked")))
            }
            Some(r) => Some(resolve_value_annotation(
                r,
                &self.importer.tensor_names,
                &self.importer.class_types,
            )?),
            None => None,
        };
        let block = self.block;
        // The arguments' tensors are the caller's: changing one in place
        // is a change to a parameter.
        let outer = self.params.len();
        for p in params {
            if let Some(v) = env.get(&p.name) {
                let mut leaves = Vec::new();
                v.leaves(&mut leaves);
                // SAFETY: the arguments were just emitted in this block.
                self.params.extend(
                    leaves
                        .into_iter()
                        .filter(|(_, t)| *t == ScriptType::Tensor)
                        .map(|(raw, _)| unsafe { melior::ir::Value::from_raw(raw) }),
                );
            }
        }
        let result = self.in_block_with(block, env, declared_return, class, qualified, |child| {
            child.declared_vars.extend(variants);
            Ok(child
                .emit_callable_body(&def.body, def.name_span)?
                .returned
                .map(|(v, _)| Raw::of(&v)))
        });
        self.params.truncate(outer);
        result
    }
}

impl<'m> crate::module_importer::ModuleImporter<'m> {
    /// The script class an annotation names, with its field types once an
    /// instance has been made.
    pub(crate) fn script_class_named(
        &self,
        annotation: &Expr,
    ) -> Option<(&'static str, Option<Vec<ValueType>>)> {
        // A quoted annotation (`o: "V"`) names the class too.
        let name = match &annotation.kind {
            ExprKind::Str(text) => text.trim().to_string(),
            _ => crate::script_type::dotted_name(annotation)?,
        };
        let info = self.classes.get(&name)?;
        match &info.kind {
            ClassKind::Script { fields, .. } => Some((
                info.name,
                fields
                    .as_ref()
                    .map(|f| f.iter().map(|(_, t)| t.clone()).collect()),
            )),
            _ => None,
        }
    }
}

/// The method of a script class that implements binary operator `op`.
fn binary_method(op: ts_frontend::ast::BinaryOp) -> &'static str {
    use ts_frontend::ast::BinaryOp as B;
    match op {
        B::Add => "__add__",
        B::Sub => "__sub__",
        B::Mul => "__mul__",
        B::MatMul => "__matmul__",
        B::Div => "__truediv__",
        B::FloorDiv => "__floordiv__",
        B::Mod => "__mod__",
        B::Pow => "__pow__",
        B::LShift => "__lshift__",
        B::RShift => "__rshift__",
        B::BitAnd => "__and__",
        B::BitOr => "__or__",
        B::BitXor => "__xor__",
    }
}

/// The method that implements unary operator `op` (`not` has none).
fn unary_method(op: ts_frontend::ast::UnaryOp) -> Option<&'static str> {
    use ts_frontend::ast::UnaryOp as U;
    match op {
        U::Neg => Some("__neg__"),
        U::Pos => Some("__pos__"),
        U::Invert => Some("__invert__"),
        U::Not => None,
    }
}

impl<'c, 'b> FunctionEmitter<'c, 'b, '_, '_> {
    /// An int given where `declared` is `List[int]` (or `Optional` of it):
    /// the one-element list, as a builtin's `int[1]` parameter takes it.
    fn int_as_int_list(
        &mut self,
        v: Emitted<'c, 'b>,
        declared: &ValueType,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let ints = crate::script_type::list_of(ValueType::One(ScriptType::Int));
        let wants_ints = match declared {
            ValueType::One(t) => *t == ints,
            ValueType::Optional(inner) => **inner == ValueType::One(ints),
            _ => false,
        };
        match v {
            Emitted::One(i) if wants_ints && i.ty == ScriptType::Int => {
                let list = self.container_op("ts.list_new", &[i.value], ints, span)?;
                Ok(Emitted::One(list))
            }
            v => Ok(v),
        }
    }
}
