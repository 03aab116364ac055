//! Runtime values of TorchScript, as the host sees them: arguments given
//! to a compiled function and the results it returns.

use crate::host_tensor::HostTensor;

/// A TorchScript value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    List(Vec<Value>),
    Tuple(Vec<Value>),
    /// Entries in insertion order.
    Dict(Vec<(Value, Value)>),
    Tensor(HostTensor),
}

impl Value {
    /// The TorchScript name of the value's kind, for error messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::None => "None",
            Value::Bool(_) => "bool",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::List(_) => "List",
            Value::Tuple(_) => "Tuple",
            Value::Dict(_) => "Dict",
            Value::Tensor(_) => "Tensor",
        }
    }
}
