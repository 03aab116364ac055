//! Top-level classes: `Enum`s, `NamedTuple`s and script classes, read
//! from their definitions before any function is emitted.
//!
//! Instances have value semantics in the emitter (a NamedTuple or class
//! instance is a `Struct` of field values, flattened at function
//! boundaries). That is exact for immutable NamedTuples; for script
//! classes, methods are inlined and write the updated instance back to the
//! variable they were called on. Where a second reference to an instance
//! arises (an aliasing assignment, storing it in a list or dict), it
//! becomes a runtime object that all references share (`class_objects.rs`);
//! the ways that cannot (an instance with `Optional` attributes aliased,
//! an instance passed to a function and kept) are rejected, so no
//! mutation is lost.

use crate::{
    module_importer::ModuleImporter,
    script_type::{dotted_name, intern, resolve_value_annotation, EnumRepr, ScriptType, ValueType},
};
use std::collections::HashMap;
use ts_frontend::{
    ast::{ClassDef, Expr, ExprKind, FunctionDef, Stmt, StmtKind, UnaryOp},
    Diagnostic,
};

/// An enum member's value.
#[derive(Clone, Copy, Debug)]
pub enum EnumValue {
    Int(i64),
    Float(f64),
    Str(&'static str),
}

/// What a class is.
pub enum ClassKind<'m> {
    Enum {
        repr: EnumRepr,
        members: Vec<(String, EnumValue)>,
    },
    NamedTuple {
        /// Field names, types and defaults, in declaration order.
        fields: Vec<(String, ValueType, Option<Expr>)>,
    },
    Script {
        def: &'m ClassDef,
        methods: HashMap<String, &'m FunctionDef>,
        /// Field names and types, fixed by the first construction (the
        /// assignments to `self` in `__init__`, in order).
        fields: Option<Vec<(String, ValueType)>>,
    },
}

pub struct ClassInfo<'m> {
    pub name: &'static str,
    pub kind: ClassKind<'m>,
}

impl ClassInfo<'_> {
    /// Index and name of every field (NamedTuple or script class).
    pub fn field_names(&self) -> Vec<String> {
        match &self.kind {
            ClassKind::NamedTuple { fields } => fields.iter().map(|f| f.0.clone()).collect(),
            ClassKind::Script {
                fields: Some(fields),
                ..
            } => fields.iter().map(|f| f.0.clone()).collect(),
            _ => vec![],
        }
    }
}

/// A literal number, possibly negated.
fn literal_number(e: &Expr) -> Option<EnumValue> {
    match &e.kind {
        ExprKind::Int(i) => Some(EnumValue::Int(*i)),
        ExprKind::Str(s) => Some(EnumValue::Str(intern(s))),
        ExprKind::Float(f) => Some(EnumValue::Float(*f)),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand,
        } => match literal_number(operand)? {
            EnumValue::Int(i) => Some(EnumValue::Int(i.checked_neg()?)),
            EnumValue::Float(f) => Some(EnumValue::Float(-f)),
            EnumValue::Str(_) => None,
        },
        _ => None,
    }
}

fn is_docstring(s: &Stmt) -> bool {
    matches!(
        &s.kind,
        StmtKind::Expr(Expr {
            kind: ExprKind::Str(_),
            ..
        }) | StmtKind::Pass
    )
}

impl<'m> ModuleImporter<'m> {
    /// Reads a top-level class definition into the class table.
    pub fn collect_class(&mut self, def: &'m ClassDef) {
        let base = def.bases.first().and_then(dotted_name).unwrap_or_default();
        // A module class, or a subclass of one defined above.
        let container = crate::module_init::CONTAINER_BASES
            .iter()
            .any(|c| crate::module_layers::is_nn(&base, c));
        if matches!(base.as_str(), "torch.nn.Module" | "nn.Module" | "Module")
            || container
            || crate::module_init::layer_base_of(&base).is_some()
            || self.modules.contains_key(&base)
            || self.skipped_modules.contains(&base)
        {
            // Computing a tensor `__init__` reads needs none of them (and
            // their `__init__` is what is being run).
            if self.spec().is_some_and(|s| s.extra_function.is_some()) {
                self.skipped_modules.insert(def.name.clone());
                return;
            }
            if let Err(d) = self.collect_module(def) {
                self.diagnostics.push(d);
            }
            return;
        }
        match self.class_info(def) {
            Ok(info) => {
                if let Some(t) = match &info.kind {
                    ClassKind::Enum { repr, .. } => {
                        Some(ValueType::One(ScriptType::Enum(info.name, *repr)))
                    }
                    ClassKind::NamedTuple { fields } => Some(ValueType::Struct(
                        info.name,
                        fields.iter().map(|f| f.1.clone()).collect(),
                    )),
                    // In annotations (`List[Node]`, `-> "Node"`), a
                    // script class is its instances by reference; an
                    // instance held by value is accepted where one is.
                    ClassKind::Script { .. } => Some(ValueType::One(ScriptType::Object(info.name))),
                } {
                    self.class_types.insert(def.name.clone(), t);
                }
                if self.classes.insert(def.name.clone(), info).is_some() {
                    self.diagnostics.push(Diagnostic::error(
                        format!("class `{}` is defined twice", def.name),
                        def.name_span,
                    ));
                }
            }
            // A plain class TorchScript refuses (it inherits, has class
            // attributes, is a `@dataclass`) may still serve `__init__`
            // code as Python runs it: refused only where compiled code
            // uses it.
            Err(d) if self.is_plain_class(def) => {
                self.init_only_classes.insert(def.name.clone(), (def, d));
            }
            Err(d) => self.diagnostics.push(d),
        }
    }

    /// Whether `def` derives from nothing, `object` or another plain class
    /// of the file (not `Enum`, `NamedTuple` or a module).
    fn is_plain_class(&self, def: &ClassDef) -> bool {
        match def.bases.first().and_then(dotted_name).as_deref() {
            None | Some("object") => true,
            Some(base) => {
                self.init_only_classes.contains_key(base)
                    || matches!(
                        self.classes.get(base).map(|c| &c.kind),
                        Some(ClassKind::Script { .. })
                    )
            }
        }
    }

    fn class_info(&self, def: &'m ClassDef) -> Result<ClassInfo<'m>, Diagnostic> {
        let name = intern(&def.name);
        let bases: Vec<String> = def.bases.iter().filter_map(dotted_name).collect();
        let base = bases.first().map(String::as_str).unwrap_or("object");
        let kind = match base {
            "Enum" | "enum.Enum" => self.enum_members(def)?,
            "NamedTuple" | "typing.NamedTuple" => self.named_tuple_fields(def)?,
            "object" => self.script_class(def)?,
            "torch.nn.Module" | "nn.Module" | "Module" => {
                return Err(Diagnostic::error(
                    format!("module class `{}`: not supported yet", def.name),
                    def.name_span,
                ))
            }
            other => {
                return Err(Diagnostic::error(
                    format!("class `{}` derives from `{other}`: TorchScript classes cannot inherit (only from Enum, NamedTuple or torch.nn.Module)", def.name),
                    def.bases[0].span,
                ))
            }
        };
        Ok(ClassInfo { name, kind })
    }

    fn enum_members(&self, def: &'m ClassDef) -> Result<ClassKind<'m>, Diagnostic> {
        let mut members = Vec::new();
        let mut repr = None;
        for s in def.body.iter().filter(|s| !is_docstring(s)) {
            let StmtKind::Assign { targets, value, .. } = &s.kind else {
                return Err(Diagnostic::error(
                    "an Enum body may only assign member values",
                    s.span,
                ));
            };
            let [Expr {
                kind: ExprKind::Name(member),
                ..
            }] = targets.as_slice()
            else {
                return Err(Diagnostic::error("expected `NAME = value`", s.span));
            };
            let v = literal_number(value).ok_or_else(|| {
                Diagnostic::error("enum values must be int, float or str literals", value.span)
            })?;
            let this = match v {
                EnumValue::Int(_) => EnumRepr::Int,
                EnumValue::Float(_) => EnumRepr::Float,
                EnumValue::Str(_) => EnumRepr::Str,
            };
            if repr.is_some_and(|r| r != this) {
                return Err(Diagnostic::error(
                    "all values of an Enum must have the same type",
                    value.span,
                ));
            }
            repr = Some(this);
            members.push((member.clone(), v));
        }
        let Some(repr) = repr else {
            return Err(Diagnostic::error(
                format!("Enum `{}` has no members", def.name),
                def.name_span,
            ));
        };
        Ok(ClassKind::Enum { repr, members })
    }

    /// `P = NamedTuple("P", [("x", int), ...])` (typed fields) or
    /// `P = namedtuple("P", ["x", ...])` (fields are Tensors, as in
    /// TorchScript).
    /// Whether `target` is `P.__annotations__` of a NamedTuple `P` of the
    /// file.
    pub fn is_named_tuple_annotations(&self, target: &Expr) -> bool {
        matches!(&target.kind, ExprKind::Attribute { value, attr, .. }
            if attr == "__annotations__"
                && matches!(&value.kind, ExprKind::Name(n)
                    if matches!(self.classes.get(n).map(|c| &c.kind), Some(ClassKind::NamedTuple { .. }))))
    }

    /// `P.__annotations__ = {"field": type, ...}`: the fields' types, as
    /// `namedtuple` fields (Tensors by default) are typed for TorchScript.
    pub fn annotate_named_tuple(&mut self, target: &Expr, value: &Expr) {
        let ExprKind::Attribute { value: class, .. } = &target.kind else {
            return;
        };
        let ExprKind::Name(class) = &class.kind else {
            return;
        };
        let ExprKind::Dict(pairs) = &value.kind else {
            self.diagnostics.push(Diagnostic::error(
                "expected a dict of field names and types",
                value.span,
            ));
            return;
        };
        let mut types = Vec::new();
        for (k, ty) in pairs {
            let ExprKind::Str(field) = &k.kind else {
                self.diagnostics
                    .push(Diagnostic::error("expected a field name", k.span));
                return;
            };
            match resolve_value_annotation(ty, &self.tensor_names, &self.class_types) {
                Ok(t) => types.push((field.clone(), t, k.span)),
                Err(d) => {
                    self.diagnostics.push(d);
                    return;
                }
            }
        }
        let Some(ClassInfo {
            name,
            kind: ClassKind::NamedTuple { fields },
        }) = self.classes.get_mut(class)
        else {
            return;
        };
        for (field, ty, span) in types {
            match fields.iter_mut().find(|f| f.0 == field) {
                Some(f) => f.1 = ty,
                None => {
                    self.diagnostics.push(Diagnostic::error(
                        format!("`{class}` has no field `{field}`"),
                        span,
                    ));
                    return;
                }
            }
        }
        let t = ValueType::Struct(name, fields.iter().map(|f| f.1.clone()).collect());
        self.class_types.insert(class.clone(), t);
    }

    pub fn collect_functional_named_tuple(&mut self, targets: &[Expr], value: &Expr) {
        match self.functional_named_tuple(targets, value) {
            Ok((name, fields)) => {
                let interned = intern(&name);
                self.class_types.insert(
                    name.clone(),
                    ValueType::Struct(interned, fields.iter().map(|f| f.1.clone()).collect()),
                );
                self.classes.insert(
                    name,
                    ClassInfo {
                        name: interned,
                        kind: ClassKind::NamedTuple { fields },
                    },
                );
            }
            Err(d) => self.diagnostics.push(d),
        }
    }

    #[allow(clippy::type_complexity)]
    fn functional_named_tuple(
        &self,
        targets: &[Expr],
        value: &Expr,
    ) -> Result<(String, Vec<(String, ValueType, Option<Expr>)>), Diagnostic> {
        let bad = |span| {
            Diagnostic::error(
                "expected `P = NamedTuple(\"P\", [(\"field\", type), ...])` or `P = namedtuple(\"P\", [\"field\", ...])`",
                span,
            )
        };
        let [Expr {
            kind: ExprKind::Name(name),
            ..
        }] = targets
        else {
            return Err(bad(value.span));
        };
        let ExprKind::Call { args, .. } = &value.kind else {
            return Err(bad(value.span));
        };
        let [_, Expr {
            kind: ExprKind::List(items),
            ..
        }] = args.as_slice()
        else {
            return Err(bad(value.span));
        };
        let mut fields = Vec::new();
        for item in items {
            match &item.kind {
                ExprKind::Str(f) => {
                    fields.push((f.clone(), ValueType::One(ScriptType::Tensor), None))
                }
                ExprKind::Tuple(pair) => match pair.as_slice() {
                    [Expr {
                        kind: ExprKind::Str(f),
                        ..
                    }, ty] => {
                        let ty =
                            resolve_value_annotation(ty, &self.tensor_names, &self.class_types)?;
                        fields.push((f.clone(), ty, None));
                    }
                    _ => return Err(bad(item.span)),
                },
                _ => return Err(bad(item.span)),
            }
        }
        Ok((name.clone(), fields))
    }

    fn named_tuple_fields(&self, def: &'m ClassDef) -> Result<ClassKind<'m>, Diagnostic> {
        let mut fields = Vec::new();
        for s in def.body.iter().filter(|s| !is_docstring(s)) {
            let StmtKind::AnnAssign {
                target,
                annotation,
                value,
            } = &s.kind
            else {
                return Err(Diagnostic::error(
                    "a NamedTuple body may only declare fields (`name: type`)",
                    s.span,
                ));
            };
            let ExprKind::Name(field) = &target.kind else {
                return Err(Diagnostic::error("expected a field name", target.span));
            };
            let ty = resolve_value_annotation(annotation, &self.tensor_names, &self.class_types)?;
            fields.push((field.clone(), ty, value.clone()));
        }
        Ok(ClassKind::NamedTuple { fields })
    }

    fn script_class(&self, def: &'m ClassDef) -> Result<ClassKind<'m>, Diagnostic> {
        let mut methods = HashMap::new();
        for s in def.body.iter().filter(|s| !is_docstring(s)) {
            match &s.kind {
                StmtKind::FunctionDef(f) => {
                    methods.insert(f.name.clone(), f);
                }
                // `x: int` with no value: TorchScript accepts the
                // declaration and ignores it (the attribute's type comes
                // from its assignment in `__init__`), so do we.
                StmtKind::AnnAssign { value: None, .. } => {}
                _ => {
                    return Err(Diagnostic::error(
                        "class attributes are not supported in TorchScript; assign attributes in `__init__`",
                        s.span,
                    ))
                }
            }
        }
        if let Some(init) = methods.get("__init__") {
            check_first_assignments(&init.body)?;
        }
        if !methods.contains_key("__init__") {
            return Err(Diagnostic::error(
                format!("class `{}` has no `__init__`", def.name),
                def.name_span,
            ));
        }
        Ok(ClassKind::Script {
            def,
            methods,
            fields: None,
        })
    }
}

/// TorchScript's rule: an attribute's first assignment in `__init__` is a
/// top-level statement, so every instance has every attribute.
fn check_first_assignments(body: &[Stmt]) -> Result<(), Diagnostic> {
    fn self_targets(s: &Stmt) -> Vec<&str> {
        let targets: Vec<&Expr> = match &s.kind {
            StmtKind::Assign { targets, .. } => targets.iter().collect(),
            StmtKind::AnnAssign { target, .. } => vec![target],
            _ => vec![],
        };
        targets
            .into_iter()
            .filter_map(|t| match &t.kind {
                ExprKind::Attribute { value, attr, .. }
                    if matches!(&value.kind, ExprKind::Name(n) if n == "self") =>
                {
                    Some(attr.as_str())
                }
                _ => None,
            })
            .collect()
    }
    fn nested(stmts: &[Stmt], out: &mut Vec<(String, ts_frontend::Span)>) {
        for s in stmts {
            out.extend(self_targets(s).into_iter().map(|a| (a.to_string(), s.span)));
            for body in s.nested_bodies() {
                nested(body, out);
            }
        }
    }
    let mut defined: Vec<String> = Vec::new();
    for s in body {
        let mut inner = Vec::new();
        if matches!(
            s.kind,
            StmtKind::If { .. }
                | StmtKind::While { .. }
                | StmtKind::For { .. }
                | StmtKind::With { .. }
        ) {
            nested(std::slice::from_ref(s), &mut inner);
        }
        for (attr, span) in inner {
            if !defined.contains(&attr) {
                return Err(Diagnostic::error(
                    format!("the first assignment of attribute '{attr}' cannot be in a control-flow block; initialize it at the top level of `__init__` first"),
                    span,
                ));
            }
        }
        defined.extend(self_targets(s).into_iter().map(str::to_string));
    }
    Ok(())
}
