//! TorchScript's static types, and reading them from annotations.
//!
//! The checker reasons in these types (TorchScript's), not in MLIR types:
//! `Tensor` says nothing about dtype or shape; refinement adds that later.

use std::fmt;
use ts_frontend::{
    ast::{Expr, ExprKind},
    Diagnostic,
};

/// A TorchScript type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScriptType {
    Tensor,
    Int,
    Float,
    Bool,
    Str,
    None,
}

impl ScriptType {
    /// The name TorchScript prints.
    pub fn name(&self) -> &'static str {
        match self {
            ScriptType::Tensor => "Tensor",
            ScriptType::Int => "int",
            ScriptType::Float => "float",
            ScriptType::Bool => "bool",
            ScriptType::Str => "str",
            ScriptType::None => "NoneType",
        }
    }

    /// int, float or bool.
    pub fn is_scalar(&self) -> bool {
        matches!(self, ScriptType::Int | ScriptType::Float | ScriptType::Bool)
    }
}

impl fmt::Display for ScriptType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
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
        return Err(Diagnostic::error("expected a type annotation", e.span));
    };
    Ok(match name.as_str() {
        "int" => ScriptType::Int,
        "float" => ScriptType::Float,
        "bool" => ScriptType::Bool,
        "str" => ScriptType::Str,
        "None" => ScriptType::None,
        n if tensor_names.iter().any(|t| t == n) => ScriptType::Tensor,
        n => return Err(Diagnostic::error(format!("unknown type `{n}`"), e.span)),
    })
}

/// The type of a whole value: one TorchScript value, or a tuple of them
/// (tuples are flattened into several SSA values at function boundaries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueType {
    One(ScriptType),
    Tuple(Vec<ValueType>),
}

impl ValueType {
    /// The leaf types in order, as they cross function boundaries.
    pub fn flatten(&self) -> Vec<ScriptType> {
        match self {
            ValueType::One(t) => vec![*t],
            ValueType::Tuple(items) => items.iter().flat_map(ValueType::flatten).collect(),
        }
    }
}

impl fmt::Display for ValueType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueType::One(t) => write!(f, "{t}"),
            ValueType::Tuple(items) => {
                let parts: Vec<String> = items.iter().map(|t| t.to_string()).collect();
                write!(f, "Tuple[{}]", parts.join(", "))
            }
        }
    }
}

/// Resolves an annotation that may be a `Tuple[...]`.
pub fn resolve_value_annotation(
    e: &Expr,
    tensor_names: &[String],
) -> Result<ValueType, Diagnostic> {
    if let ExprKind::Subscript { value, index } = &e.kind {
        let name = dotted_name(value).unwrap_or_default();
        if matches!(name.as_str(), "Tuple" | "typing.Tuple" | "tuple") {
            let items: Vec<&Expr> = match &index.kind {
                ExprKind::Tuple(items) => items.iter().collect(),
                _ => vec![index.as_ref()],
            };
            return Ok(ValueType::Tuple(
                items
                    .into_iter()
                    .map(|i| resolve_value_annotation(i, tensor_names))
                    .collect::<Result<_, _>>()?,
            ));
        }
    }
    resolve_annotation(e, tensor_names).map(ValueType::One)
}
