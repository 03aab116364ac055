//! Aggregate inputs of the entry function: tuples, NamedTuples,
//! `List[Tensor]` and `Dict[str, Tensor]` parameters.
//!
//! Inside a function such values are aggregates of SSA values whose
//! structure is static (a list's length, a dict's keys), so the entry's
//! signature cannot take one as a single argument. Like torch.export's
//! flattened inputs, the driver flattens each example input into leaves
//! (tensors, scalars, strings, runtime lists and dicts) and says its
//! structure ([`ExampleShape`]); the entry takes one argument per leaf, and
//! its body rebuilds the parameter from them.

use crate::script_type::{ScriptType, ValueType, TENSOR_LIST};

/// The kind of one example value that is passed as one argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeafKind {
    None,
    Tensor,
    Int,
    Float,
    Bool,
    Str,
    /// A runtime list (not a non-empty list of tensors).
    List,
    /// A runtime dict (not a non-empty dict from strings to tensors).
    Dict,
}

impl LeafKind {
    /// The TorchScript type of a value of this kind, where the kind says
    /// it all (not a container's element types).
    fn script_type(self) -> Option<ScriptType> {
        Some(match self {
            LeafKind::None => ScriptType::None,
            LeafKind::Tensor => ScriptType::Tensor,
            LeafKind::Int => ScriptType::Int,
            LeafKind::Float => ScriptType::Float,
            LeafKind::Bool => ScriptType::Bool,
            LeafKind::Str => ScriptType::Str,
            LeafKind::List | LeafKind::Dict => return None,
        })
    }

    /// Whether a value of this kind is a `t`.
    fn fits(self, t: &ScriptType) -> bool {
        match (self, t) {
            (LeafKind::List, ScriptType::List(_)) | (LeafKind::Dict, ScriptType::Dict(..)) => true,
            (k, t) => k.script_type() == Some(*t),
        }
    }
}

/// The structure of one example input, as the driver flattened it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExampleShape {
    /// One argument.
    Leaf(LeafKind),
    Tuple(Vec<ExampleShape>),
    /// A non-empty list whose elements are all tensors.
    TensorList(usize),
    /// A non-empty dict from strings to tensors, in insertion order.
    TensorDict(Vec<String>),
}

impl ExampleShape {
    /// Whether the input is several arguments.
    pub fn is_aggregate(&self) -> bool {
        !matches!(self, ExampleShape::Leaf(_))
    }

    /// How many arguments the input is.
    pub fn leaf_count(&self) -> usize {
        match self {
            ExampleShape::Leaf(_) => 1,
            ExampleShape::Tuple(items) => items.iter().map(ExampleShape::leaf_count).sum(),
            ExampleShape::TensorList(n) => *n,
            ExampleShape::TensorDict(keys) => keys.len(),
        }
    }
}

/// The input's structure in words, for messages.
impl std::fmt::Display for ExampleShape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExampleShape::Leaf(LeafKind::None) => f.write_str("None"),
            ExampleShape::Leaf(LeafKind::List) => f.write_str("a list"),
            ExampleShape::Leaf(LeafKind::Dict) => f.write_str("a dict"),
            ExampleShape::Leaf(k) => match k.script_type() {
                Some(t) => write!(f, "a `{t}`"),
                None => f.write_str("a single value"),
            },
            ExampleShape::Tuple(items) => write!(f, "a tuple of {}", items.len()),
            ExampleShape::TensorList(n) => write!(f, "a list of {n} tensors"),
            ExampleShape::TensorDict(keys) => {
                write!(f, "a dict of tensors with keys {}", keys.join(", "))
            }
        }
    }
}

/// The type a parameter declared `declared` has for an example input of
/// shape `shape`: the declaration's, with a list's length and a dict's
/// keys taken from the example. An input that does not fit is an error
/// message.
pub fn specialized_type(declared: &ValueType, shape: &ExampleShape) -> Result<ValueType, String> {
    let mismatch =
        || format!("the example input is {shape} but the parameter is declared `{declared}`");
    match (declared, shape) {
        (ValueType::Optional(_), ExampleShape::Leaf(LeafKind::None)) => {
            Ok(ValueType::One(ScriptType::None))
        }
        (ValueType::Optional(inner), _) => specialized_type(inner, shape),
        // A Union (or Any) parameter is specialized to the member its
        // example is, as an Optional one to None or its value.
        (ValueType::Union(members), ExampleShape::Leaf(k)) => members
            .iter()
            .find_map(|m| match m {
                ValueType::One(t) if k.fits(t) => Some(ValueType::One(*t)),
                ValueType::Optional(_) if *k == LeafKind::None => {
                    Some(ValueType::One(ScriptType::None))
                }
                ValueType::Optional(inner) => match inner.as_ref() {
                    ValueType::One(t) if k.fits(t) => Some(ValueType::One(*t)),
                    _ => None,
                },
                _ => None,
            })
            .ok_or_else(mismatch),
        (ValueType::Union(members), _) => members
            .iter()
            .find_map(|m| specialized_type(m, shape).ok())
            .ok_or_else(mismatch),
        (ValueType::Any, ExampleShape::Leaf(k)) => k.script_type().map(ValueType::One).ok_or_else(|| {
            format!("the example input is {shape}, whose element types an `Any` parameter does not say (declare its type)")
        }),
        (ValueType::One(t), ExampleShape::Leaf(k)) if *k != LeafKind::None => Ok(ValueType::One(*t)),
        (ValueType::Tuple(ds), ExampleShape::Tuple(items)) if ds.len() == items.len() => {
            Ok(ValueType::Tuple(specialized_items(ds, items)?))
        }
        // A NamedTuple comes as a tuple of its fields.
        (ValueType::Struct(name, ds), ExampleShape::Tuple(items))
            if ds.len() == items.len() && *name != TENSOR_LIST =>
        {
            Ok(ValueType::Struct(name, specialized_items(ds, items)?))
        }
        (
            ValueType::One(ScriptType::List(ValueType::One(ScriptType::Tensor))),
            ExampleShape::TensorList(n),
        ) => Ok(ValueType::tensor_list(*n)),
        (
            ValueType::One(ScriptType::Dict(
                ValueType::One(ScriptType::Str),
                ValueType::One(ScriptType::Tensor),
            )),
            ExampleShape::TensorDict(keys),
        ) => match keys.iter().find(|k| k.contains('\u{1f}')) {
            // The character that separates keys in a tensor dict's type.
            Some(k) => Err(format!(
                "the example dict's key {k:?} contains the character U+001F, which a key of a Dict[str, Tensor] may not"
            )),
            None => Ok(crate::tensor_dicts::tensor_dict_type(keys)),
        },
        _ => Err(mismatch()),
    }
}

fn specialized_items(ds: &[ValueType], items: &[ExampleShape]) -> Result<Vec<ValueType>, String> {
    ds.iter()
        .zip(items)
        .map(|(d, s)| specialized_type(d, s))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor() -> ValueType {
        ValueType::One(ScriptType::Tensor)
    }

    #[test]
    fn tuples_take_the_declared_leaf_types() {
        let declared = ValueType::Tuple(vec![tensor(), ValueType::One(ScriptType::Int)]);
        let shape = ExampleShape::Tuple(vec![
            ExampleShape::Leaf(LeafKind::Tensor),
            ExampleShape::Leaf(LeafKind::Int),
        ]);
        assert_eq!(specialized_type(&declared, &shape), Ok(declared.clone()));
        assert_eq!(shape.leaf_count(), 2);
    }

    #[test]
    fn a_tensor_list_takes_the_example_length() {
        let declared = ValueType::One(crate::script_type::list_of(tensor()));
        let shape = ExampleShape::TensorList(3);
        assert_eq!(
            specialized_type(&declared, &shape),
            Ok(ValueType::tensor_list(3))
        );
    }

    #[test]
    fn a_union_takes_the_member_its_example_is() {
        let declared = ValueType::Union(vec![
            ValueType::One(ScriptType::Int),
            ValueType::One(ScriptType::Str),
        ]);
        let str_shape = ExampleShape::Leaf(LeafKind::Str);
        assert_eq!(
            specialized_type(&declared, &str_shape),
            Ok(ValueType::One(ScriptType::Str))
        );
        assert!(specialized_type(&declared, &ExampleShape::Leaf(LeafKind::Float)).is_err());
        assert_eq!(
            specialized_type(&ValueType::Any, &ExampleShape::Leaf(LeafKind::Float)),
            Ok(ValueType::One(ScriptType::Float))
        );
    }

    #[test]
    fn a_mismatch_says_both_sides() {
        let declared = ValueType::Tuple(vec![tensor()]);
        let err = specialized_type(&declared, &ExampleShape::TensorList(2)).unwrap_err();
        assert!(err.contains("a list of 2 tensors"), "{err}");
        assert!(err.contains("Tuple[Tensor]"), "{err}");
    }
}
