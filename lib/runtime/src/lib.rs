//! The runtime side of the compiler: host values (ndarray-backed tensors,
//! scalars, containers), their JSON encoding, and calls into compiled code.

pub mod containers;
pub mod host_tensor;
pub mod invoke;
pub mod print;
pub mod string_methods;
pub mod value;
pub mod value_json;
pub mod weights;

pub use containers::SlotType;
pub use host_tensor::{HostTensor, TensorData};
pub use invoke::{AbiType, Entry, EntrySignature, Jit, RuntimeError};
pub use value::Value;
