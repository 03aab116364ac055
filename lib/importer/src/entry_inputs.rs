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

/// The structure of one example input, as the driver flattened it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExampleShape {
    /// One argument; `none` when the example is `None`.
    Leaf {
        none: bool,
    },
    Tuple(Vec<ExampleShape>),
    /// A non-empty list whose elements are all tensors.
    TensorList(usize),
    /// A non-empty dict from strings to tensors, in insertion order.
    TensorDict(Vec<String>),
}

impl ExampleShape {
    /// Whether the input is several arguments.
    pub fn is_aggregate(&self) -> bool {
        !matches!(self, ExampleShape::Leaf { .. })
    }

    /// How many arguments the input is.
    pub fn leaf_count(&self) -> usize {
        match self {
            ExampleShape::Leaf { .. } => 1,
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
            ExampleShape::Leaf { none: true } => f.write_str("None"),
            ExampleShape::Leaf { none: false } => f.write_str("a single value"),
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
        (ValueType::Optional(_), ExampleShape::Leaf { none: true }) => {
            Ok(ValueType::One(ScriptType::None))
        }
        (ValueType::Optional(inner), _) => specialized_type(inner, shape),
        (ValueType::One(t), ExampleShape::Leaf { none: false }) => Ok(ValueType::One(*t)),
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
        ) => Ok(crate::tensor_dicts::tensor_dict_type(keys)),
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
            ExampleShape::Leaf { none: false },
            ExampleShape::Leaf { none: false },
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
    fn a_mismatch_says_both_sides() {
        let declared = ValueType::Tuple(vec![tensor()]);
        let err = specialized_type(&declared, &ExampleShape::TensorList(2)).unwrap_err();
        assert!(err.contains("a list of 2 tensors"), "{err}");
        assert!(err.contains("Tuple[Tensor]"), "{err}");
    }
}
