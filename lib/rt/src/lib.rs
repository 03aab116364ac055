//! The runtime linked into compiled code, by the JIT and (as the static
//! library `libts_rt.a`) by ahead-of-time objects: the heap containers
//! and strings behind `!ts.list`/`!ts.dict`/`!ts.str` handles, string
//! methods, `print`, raising a located exception (`csrc/ts_runtime.c`), and
//! the thread pool parallel loops run on.
//! Every function compiled code calls has a C ABI and a `ts_rt_` name.

pub mod boxed_tensors;
pub mod containers;
pub mod hashing;
pub mod math_functions;
pub mod memref_copy;
pub mod number_parsing;
pub mod print;
pub mod raise;
pub mod random_state;
pub mod string_methods;
pub mod tensor_format;
pub mod tensor_list_cat;
pub mod thread_pool;

pub use containers::SlotType;
