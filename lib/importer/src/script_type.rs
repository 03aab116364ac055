//! TorchScript's static types, and reading them from annotations.
//!
//! The checker reasons in these types (TorchScript's), not in MLIR types:
//! `Tensor` says nothing about dtype or shape; refinement adds that later.

use std::{collections::HashMap, fmt};
use ts_frontend::{
    ast::{Expr, ExprKind},
    Diagnostic,
};

/// A TorchScript type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScriptType {
    Tensor,
    Int,
    Float,
    Bool,
    Str,
    None,
    /// A member of an `Enum` class, represented by its value (int or
    /// float enums; members with equal values are aliases, as in Python).
    Enum(&'static str, EnumRepr),
    /// `List[T]`: a reference to a runtime list.
    List(&'static ValueType),
    /// `Dict[K, V]`: a reference to a runtime dict (insertion-ordered).
    Dict(&'static ValueType, &'static ValueType),
    /// A tuple packed into one value (`ts.tuple_pack`), as a list or dict
    /// holds it; reading one out unpacks it again, so user code only sees
    /// it as the element type of a container.
    Packed(&'static ValueType),
    /// An instance of the named script class held by reference (a
    /// runtime object), as a list or dict holds it; see `class_objects.rs`.
    Object(&'static str),
    /// A `torch.device`: always the CPU here, held as its text; see
    /// `devices.rs`.
    Device,
}

/// What an enum member's value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EnumRepr {
    Int,
    Float,
    Str,
}

/// A type with a `'static` lifetime, so container types stay `Copy`; each
/// distinct type is interned once for the process.
pub fn intern_type(t: ValueType) -> &'static ValueType {
    use std::{collections::HashSet, sync::Mutex};
    static TYPES: Mutex<Option<HashSet<&'static ValueType>>> = Mutex::new(None);
    let mut types = TYPES.lock().unwrap_or_else(|e| e.into_inner());
    let types = types.get_or_insert_with(HashSet::new);
    if let Some(t) = types.get(&t) {
        return t;
    }
    let leaked: &'static ValueType = Box::leak(Box::new(t));
    types.insert(leaked);
    leaked
}

/// `List[t]` (a packed element type is the tuple type it packs).
pub fn list_of(t: ValueType) -> ScriptType {
    ScriptType::List(element_type(t))
}

/// A container's element type as its `ScriptType` records it: the tuple
/// type of a packed tuple, so that both spellings are one type.
pub fn element_type(t: ValueType) -> &'static ValueType {
    match t {
        ValueType::One(ScriptType::Packed(inner)) => inner,
        t => intern_type(t),
    }
}

/// The `ScriptType` of a container element of type `t`: a tuple of
/// packable fields, an `Optional` of a packable type or a `Union` of
/// packable members, is packed, and `Any` is a union ([`any_element`]);
/// `None` for other aggregates.
pub fn element_script_type(t: &'static ValueType) -> Option<ScriptType> {
    match t {
        ValueType::One(e) => Some(*e),
        ValueType::Any => Some(ScriptType::Packed(any_element())),
        ValueType::Tuple(_)
        | ValueType::Struct(..)
        | ValueType::Optional(_)
        | ValueType::Union(_)
            if t.packable() =>
        {
            Some(ScriptType::Packed(t))
        }
        _ => None,
    }
}

/// What a list or dict holds an `Any` element as: a packed union of the
/// types an `Any` value may have there (a number, bool, string, `None` or
/// tensor), which `isinstance` refines as any union.
pub fn any_element() -> &'static ValueType {
    intern_type(ValueType::Union(vec![
        ValueType::One(ScriptType::Int),
        ValueType::One(ScriptType::Float),
        ValueType::One(ScriptType::Bool),
        ValueType::One(ScriptType::Str),
        ValueType::One(ScriptType::None),
        ValueType::One(ScriptType::Tensor),
    ]))
}

/// The struct name of a `List[Tensor]` value. Such a list is a
/// statically-sized aggregate of tensor SSA values (like a tuple that
/// `append` may grow while its length is known at compile time), so each
/// element keeps its own refined shape; see `tensor_lists.rs`.
pub const TENSOR_LIST: &str = "List[Tensor]";

/// The struct name of a run-time `Optional[T]` value: a bool that says
/// whether it holds a value, then the payload (a placeholder when `None`);
/// see `optional_values.rs`. (Not an identifier, so no class has it.)
pub const OPTIONAL: &str = "Optional[...]";

/// The struct name of a run-time `Union[...]` value: the index of the
/// member it holds, then one payload per member (placeholders but one);
/// see `union_values.rs`. (Not an identifier, so no class has it.)
pub const UNION: &str = "Union[...]";

/// The struct name prefix of a `Dict[str, Tensor]` value whose keys are
/// known at compile time (the keys follow; see `tensor_dicts.rs`).
pub const TENSOR_DICT: &str = "Dict[str, Tensor]";

/// A class name with a `'static` lifetime, so types that name classes stay
/// `Copy`. Names are interned once per distinct name for the process.
pub fn intern(name: &str) -> &'static str {
    use std::{collections::HashSet, sync::Mutex};
    static NAMES: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let names = names.get_or_insert_with(HashSet::new);
    if let Some(n) = names.get(name) {
        return n;
    }
    let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
    names.insert(leaked);
    leaked
}

impl ScriptType {
    /// The name TorchScript prints.
    pub fn name(&self) -> String {
        match self {
            ScriptType::List(e) => format!("List[{e}]"),
            ScriptType::Dict(k, v) => format!("Dict[{k}, {v}]"),
            ScriptType::Packed(t) => t.to_string(),
            other => other.simple_name().to_string(),
        }
    }

    fn simple_name(&self) -> &'static str {
        match self {
            ScriptType::Tensor => "Tensor",
            ScriptType::Int => "int",
            ScriptType::Float => "float",
            ScriptType::Bool => "bool",
            ScriptType::Str => "str",
            ScriptType::None => "NoneType",
            ScriptType::Enum(name, _) => name,
            ScriptType::List(_) => "List",
            ScriptType::Dict(..) => "Dict",
            ScriptType::Packed(_) => "Tuple",
            ScriptType::Object(name) => name,
            ScriptType::Device => "Device",
        }
    }

    /// int, float or bool.
    pub fn is_scalar(&self) -> bool {
        matches!(self, ScriptType::Int | ScriptType::Float | ScriptType::Bool)
    }
}

impl fmt::Display for ScriptType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// The dotted name of an annotation expression (`torch.Tensor`).
pub fn dotted_name(e: &Expr) -> Option<String> {
    match &e.kind {
        ExprKind::Name(n) => Some(n.clone()),
        ExprKind::Attribute { value, attr, .. } => Some(format!("{}.{attr}", dotted_name(value)?)),
        _ => None,
    }
}

/// Resolves a type annotation. `tensor_names` are the spellings that mean
/// `Tensor` given the file's imports (`torch.Tensor`, `Tensor`, ...).
pub fn resolve_annotation(e: &Expr, tensor_names: &[String]) -> Result<ScriptType, Diagnostic> {
    if matches!(e.kind, ExprKind::None) {
        return Ok(ScriptType::None);
    }
    if let ExprKind::Subscript { value, .. } = &e.kind {
        let name = dotted_name(value).unwrap_or_default();
        return Err(Diagnostic::error(
            format!("type `{name}[...]` is not supported yet (containers and Optional come with the full language)"),
            e.span,
        ));
    }
    let Some(name) = dotted_name(e) else {
        if matches!(e.kind, ExprKind::Ellipsis) {
            return Err(Diagnostic::error(
                "`...` in a type is not supported in TorchScript (`Tuple[int, ...]`: give each element's type, or use a List)",
                e.span,
            ));
        }
        return Err(Diagnostic::error("expected a type annotation", e.span));
    };
    Ok(match name.as_str() {
        "int" => ScriptType::Int,
        "float" => ScriptType::Float,
        "bool" => ScriptType::Bool,
        "str" => ScriptType::Str,
        "None" => ScriptType::None,
        "torch.device" => ScriptType::Device,
        // TorchScript's dtypes are ints (ScalarType codes).
        "torch.dtype" => ScriptType::Int,
        n if tensor_names.iter().any(|t| t == n) => ScriptType::Tensor,
        n => return Err(Diagnostic::error(format!("unknown type `{n}`"), e.span)),
    })
}

/// The type of a whole value: one TorchScript value, or a tuple of them
/// (tuples are flattened into several SSA values at function boundaries).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueType {
    One(ScriptType),
    Tuple(Vec<ValueType>),
    /// `Optional[T]`. Most values are statically either `None` or a `T`
    /// (entry parameters are specialized on their example inputs), so a
    /// declaration accepts both; a variable declared `Optional[T]` that is
    /// `None` on one path and a `T` on another holds a run-time optional
    /// (see `optional_values.rs`): a presence flag, then the payload.
    Optional(Box<ValueType>),
    /// `Union[A, B, ...]` and `Any`: most values are statically one of
    /// the members (like `Optional`'s); a variable declared a `Union` that
    /// holds different members on different paths is a run-time union.
    Union(Vec<ValueType>),
    Any,
    /// An instance of a NamedTuple or script class: its fields in
    /// declaration order (flattened at function boundaries, like a tuple).
    Struct(&'static str, Vec<ValueType>),
}

/// The union of `members`, flattened as typing does: a member that is a
/// union contributes its members, an `Optional[T]` `T` and `None`; each
/// member once.
fn union_of(members: impl IntoIterator<Item = ValueType>) -> ValueType {
    let mut flat: Vec<ValueType> = Vec::new();
    let add = |m: ValueType, flat: &mut Vec<ValueType>| {
        if !flat.contains(&m) {
            flat.push(m);
        }
    };
    for m in members {
        match m {
            ValueType::Union(inner) => inner.into_iter().for_each(|i| add(i, &mut flat)),
            ValueType::Optional(inner) => {
                add(*inner, &mut flat);
                add(ValueType::One(ScriptType::None), &mut flat);
            }
            m => add(m, &mut flat),
        }
    }
    ValueType::Union(flat)
}

impl ValueType {
    /// A `List[Tensor]` of `n` elements.
    pub fn tensor_list(n: usize) -> ValueType {
        ValueType::Struct(TENSOR_LIST, vec![ValueType::One(ScriptType::Tensor); n])
    }

    /// The length of a `List[Tensor]` value's type, or `None`.
    pub fn tensor_list_len(&self) -> Option<usize> {
        match self {
            ValueType::Struct(TENSOR_LIST, items) => Some(items.len()),
            _ => None,
        }
    }

    /// Whether a value of this type can be packed into one container
    /// element: a tuple whose fields are tensors, scalars, strings,
    /// containers or such tuples (see `ts.tuple_pack`; a tensor field's
    /// shape is refined from the tuples packed of its type).
    pub fn packable(&self) -> bool {
        match self {
            ValueType::One(t) => *t != ScriptType::None,
            // An optional element (`ts.optional_pack`) of a packable type.
            ValueType::Optional(inner) => {
                inner.packable() && !matches!(**inner, ValueType::Optional(_))
            }
            // A union element (`ts.union_pack`) of packable members (and
            // `None`).
            ValueType::Union(members) => members.iter().all(|m| {
                *m == ValueType::One(ScriptType::None)
                    || (m.packable() && !matches!(m, ValueType::Optional(_) | ValueType::Union(_)))
            }),
            _ => self
                .packed_fields()
                .is_some_and(|f| f.iter().all(ValueType::packable)),
        }
    }

    /// The fields a packed value holds: a tuple's, or a struct's (a
    /// NamedTuple's; the emitter rejects script classes, which are
    /// references). `None` for other types.
    pub fn packed_fields(&self) -> Option<&[ValueType]> {
        match self {
            ValueType::Tuple(items) => Some(items),
            ValueType::Struct(name, fields)
                if ![OPTIONAL, UNION, TENSOR_LIST].contains(name)
                    && !name.starts_with(TENSOR_DICT) =>
            {
                Some(fields)
            }
            _ => None,
        }
    }

    /// Whether a leaf type that satisfies `leaf` occurs anywhere in the
    /// type (containers' element types included).
    fn mentions(&self, leaf: &dyn Fn(&ScriptType) -> bool) -> bool {
        match self {
            ValueType::One(ScriptType::List(e)) => e.mentions(leaf),
            ValueType::One(ScriptType::Dict(k, v)) => k.mentions(leaf) || v.mentions(leaf),
            ValueType::One(ScriptType::Packed(t)) => t.mentions(leaf),
            ValueType::One(t) => leaf(t),
            ValueType::Any => false,
            ValueType::Tuple(items) | ValueType::Struct(_, items) | ValueType::Union(items) => {
                items.iter().any(|i| i.mentions(leaf))
            }
            ValueType::Optional(inner) => inner.mentions(leaf),
        }
    }

    /// Whether an instance of script class `class` (by value or by
    /// reference) occurs anywhere in the type.
    pub fn mentions_class(&self, class: &str) -> bool {
        match self {
            ValueType::Struct(name, items) => {
                *name == class || items.iter().any(|i| i.mentions_class(class))
            }
            ValueType::One(ScriptType::Object(name)) => *name == class,
            ValueType::One(ScriptType::List(e)) => e.mentions_class(class),
            ValueType::One(ScriptType::Dict(k, v)) => {
                k.mentions_class(class) || v.mentions_class(class)
            }
            ValueType::One(ScriptType::Packed(t)) => t.mentions_class(class),
            ValueType::One(_) | ValueType::Any => false,
            ValueType::Tuple(items) | ValueType::Union(items) => {
                items.iter().any(|i| i.mentions_class(class))
            }
            ValueType::Optional(inner) => inner.mentions_class(class),
        }
    }

    /// Whether a tensor occurs anywhere in the type.
    pub fn mentions_tensor(&self) -> bool {
        self.mentions(&|t| *t == ScriptType::Tensor)
    }

    /// Whether a script-class instance held by reference occurs anywhere
    /// in the type.
    pub fn mentions_object(&self) -> bool {
        self.mentions(&|t| matches!(t, ScriptType::Object(_)))
    }

    /// Whether an `Optional` or a `Union` occurs anywhere in the type (a
    /// value of it may need a run-time tag).
    pub fn mentions_variants(&self) -> bool {
        match self {
            ValueType::Optional(_) | ValueType::Union(_) => true,
            ValueType::One(ScriptType::List(e)) => e.mentions_variants(),
            ValueType::One(ScriptType::Dict(k, v)) => {
                k.mentions_variants() || v.mentions_variants()
            }
            ValueType::One(ScriptType::Packed(t)) => t.mentions_variants(),
            ValueType::One(_) | ValueType::Any => false,
            ValueType::Tuple(items) | ValueType::Struct(_, items) => {
                items.iter().any(ValueType::mentions_variants)
            }
        }
    }

    /// The leaf types in order, as they cross function boundaries.
    pub fn flatten(&self) -> Vec<ScriptType> {
        match self {
            ValueType::One(t) => vec![*t],
            ValueType::Tuple(items) | ValueType::Struct(_, items) => {
                items.iter().flat_map(ValueType::flatten).collect()
            }
            ValueType::Optional(inner) => {
                let mut leaves = vec![ScriptType::Bool];
                leaves.extend(inner.flatten());
                leaves
            }
            // A run-time union: the member's index, then each member's
            // payload (see `union_values.rs`).
            ValueType::Union(members) => {
                let mut leaves = vec![ScriptType::Int];
                for m in members {
                    // A `None` member has no payload.
                    if *m != ValueType::One(ScriptType::None) {
                        leaves.extend(m.flatten());
                    }
                }
                leaves
            }
            ValueType::Any => vec![],
        }
    }

    /// Whether a value of type `actual` may be stored where `self` is
    /// declared.
    pub fn accepts(&self, actual: &ValueType) -> bool {
        match (self, actual) {
            (ValueType::Any, _) => true,
            (ValueType::Union(declared), ValueType::Union(actual)) => {
                actual.iter().all(|a| declared.iter().any(|d| d.accepts(a)))
            }
            (ValueType::Union(members), a) => members.iter().any(|m| m.accepts(a)),
            (ValueType::Optional(_), ValueType::One(ScriptType::None)) => true,
            (ValueType::Optional(d), ValueType::Optional(a)) => d.accepts(a),
            (ValueType::Optional(inner), a) => inner.accepts(a),
            (ValueType::Tuple(d), ValueType::Tuple(a)) => accepts_each(d, a),
            // A script-class instance by value where one by reference is
            // declared, or the reverse: one type in TorchScript.
            (ValueType::One(ScriptType::Object(d)), ValueType::Struct(a, _))
            | (ValueType::Struct(d, _), ValueType::One(ScriptType::Object(a))) => d == a,
            // A NamedTuple's `Optional` field may hold a value that is
            // statically `None` or statically present.
            (ValueType::Struct(dn, d), ValueType::Struct(an, a)) if dn == an => accepts_each(d, a),
            (ValueType::One(ScriptType::List(ValueType::One(ScriptType::Tensor))), a) => {
                a.tensor_list_len().is_some() || self == a
            }
            (
                ValueType::One(ScriptType::Dict(
                    ValueType::One(ScriptType::Str),
                    ValueType::One(ScriptType::Tensor),
                )),
                ValueType::Struct(name, _),
            ) => name.starts_with(TENSOR_DICT),
            (d, a) => d == a,
        }
    }
}

/// Whether each of `declared` accepts the value type at its place in
/// `actual` (of the same length).
fn accepts_each(declared: &[ValueType], actual: &[ValueType]) -> bool {
    declared.len() == actual.len() && declared.iter().zip(actual).all(|(d, a)| d.accepts(a))
}

impl fmt::Display for ValueType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueType::One(t) => write!(f, "{t}"),
            ValueType::Tuple(items) => {
                let parts: Vec<String> = items.iter().map(|t| t.to_string()).collect();
                write!(f, "Tuple[{}]", parts.join(", "))
            }
            ValueType::Optional(inner) => write!(f, "Optional[{inner}]"),
            ValueType::Union(members) => {
                let parts: Vec<String> = members.iter().map(|t| t.to_string()).collect();
                write!(f, "Union[{}]", parts.join(", "))
            }
            ValueType::Any => f.write_str("Any"),
            ValueType::Struct(name, _) if name.starts_with(TENSOR_DICT) => f.write_str(TENSOR_DICT),
            ValueType::Struct(name, _) => f.write_str(name),
        }
    }
}

/// Resolves an annotation that may be a `Tuple[...]`, an `Optional[...]`
/// or a class (`classes`: the types the file's classes denote).
pub fn resolve_value_annotation(
    e: &Expr,
    tensor_names: &[String],
    classes: &HashMap<String, ValueType>,
) -> Result<ValueType, Diagnostic> {
    // A quoted annotation (`-> "Node"`, a forward reference) is the type
    // its text names.
    if let ExprKind::Str(text) = &e.kind {
        let parsed =
            ts_frontend::parse_expression(text, e.span.start + 1).map_err(|mut d| d.remove(0))?;
        return resolve_value_annotation(&parsed, tensor_names, classes);
    }
    if let ExprKind::Subscript { value, index } = &e.kind {
        let name = dotted_name(value).unwrap_or_default();
        // `Final[T]` is `T` (reassignment is checked where it is declared).
        if matches!(name.as_str(), "Final" | "typing.Final" | "torch.jit.Final") {
            return resolve_value_annotation(index, tensor_names, classes);
        }
        // A future is its value: a forked call runs at `torch.jit.fork`.
        if matches!(
            name.as_str(),
            "Future" | "torch.jit.Future" | "torch.futures.Future"
        ) {
            return resolve_value_annotation(index, tensor_names, classes);
        }
        if matches!(name.as_str(), "Optional" | "typing.Optional") {
            let inner = resolve_value_annotation(index, tensor_names, classes)?;
            // `Optional[Union[A, B]]` is `Union[A, B, None]`, as in typing.
            if let ValueType::Union(members) = inner {
                return Ok(union_of(
                    members
                        .into_iter()
                        .chain([ValueType::One(ScriptType::None)]),
                ));
            }
            return Ok(ValueType::Optional(Box::new(inner)));
        }
        // `Union[T, None]` is `Optional[T]`.
        if matches!(name.as_str(), "Union" | "typing.Union") {
            if let ExprKind::Tuple(items) = &index.kind {
                if items.len() != 2 || !items.iter().any(|i| matches!(i.kind, ExprKind::None)) {
                    let members = items
                        .iter()
                        .map(|i| resolve_value_annotation(i, tensor_names, classes))
                        .collect::<Result<Vec<_>, _>>()?;
                    return Ok(union_of(members));
                }
            }
            if let ExprKind::Tuple(items) = &index.kind {
                if let [a, b] = items.as_slice() {
                    let t = match (&a.kind, &b.kind) {
                        (_, ExprKind::None) => Some(a),
                        (ExprKind::None, _) => Some(b),
                        _ => None,
                    };
                    if let Some(t) = t {
                        return Ok(ValueType::Optional(Box::new(resolve_value_annotation(
                            t,
                            tensor_names,
                            classes,
                        )?)));
                    }
                }
            }
        }
        if matches!(name.as_str(), "List" | "typing.List" | "list") {
            return Ok(ValueType::One(list_of(resolve_value_annotation(
                index,
                tensor_names,
                classes,
            )?)));
        }
        if matches!(name.as_str(), "Dict" | "typing.Dict" | "dict") {
            let ExprKind::Tuple(kv) = &index.kind else {
                return Err(Diagnostic::error(
                    "Dict needs a key and a value type",
                    index.span,
                ));
            };
            let [k, v] = kv.as_slice() else {
                return Err(Diagnostic::error(
                    "Dict needs a key and a value type",
                    index.span,
                ));
            };
            let key = resolve_value_annotation(k, tensor_names, classes)?;
            if !matches!(
                key,
                ValueType::One(
                    ScriptType::Str | ScriptType::Int | ScriptType::Float | ScriptType::Bool
                )
            ) {
                return Err(Diagnostic::error(
                    format!("dict keys must be str, int, float or bool, not {key} (tensor keys are not supported yet)"),
                    k.span,
                ));
            }
            let value = resolve_value_annotation(v, tensor_names, classes)?;
            return Ok(ValueType::One(ScriptType::Dict(
                intern_type(key),
                intern_type(value),
            )));
        }
        if matches!(name.as_str(), "Tuple" | "typing.Tuple" | "tuple") {
            let items: Vec<&Expr> = match &index.kind {
                ExprKind::Tuple(items) => items.iter().collect(),
                _ => vec![index.as_ref()],
            };
            return Ok(ValueType::Tuple(
                items
                    .into_iter()
                    .map(|i| resolve_value_annotation(i, tensor_names, classes))
                    .collect::<Result<_, _>>()?,
            ));
        }
    }
    if let Some(t) = dotted_name(e).and_then(|n| classes.get(&n)) {
        return Ok(t.clone());
    }
    if matches!(dotted_name(e).as_deref(), Some("Any" | "typing.Any")) {
        return Ok(ValueType::Any);
    }
    resolve_annotation(e, tensor_names).map(ValueType::One)
}
