//! The host side of the compiler: host values (ndarray-backed tensors,
//! scalars, containers), their JSON encoding, weights files, and calls
//! into compiled code. What compiled code itself calls lives in `ts-rt`.

pub use ts_rt::{containers, print, string_methods};
pub mod host_tensor;
pub mod invoke;
pub mod slots;
pub mod value;
pub mod value_json;
pub mod weights;

pub use containers::SlotType;
pub use host_tensor::{HostTensor, TensorData};
pub use invoke::{set_thread_count, AbiType, Entry, EntrySignature, Jit, RuntimeError};
pub use value::Value;
