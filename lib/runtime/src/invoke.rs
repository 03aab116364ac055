//! Calling a compiled entry point in the JIT.
//!
//! ABI (what the lowering guarantees): the entry has
//! `llvm.emit_c_interface`; tensor arguments are memref descriptors passed
//! by pointer; tensor results are caller-allocated out-params appended
//! after the arguments (`buffer-results-to-out-params`), so no buffer
//! ownership crosses the boundary; scalar results are out-params too, as
//! 0-d memrefs (so any number of them can be returned).
//! We call MLIR's packed wrapper of `_mlir_ciface_<name>`, which takes one
//! pointer per argument.

use crate::{
    containers::{self, SlotType},
    host_tensor::{HostTensor, TensorData},
    value::Value,
};
use melior::{ir::Module, StringRef};
use ts_dialect::Dtype;

/// The type of a value crossing the compiled ABI.
#[derive(Clone, Debug, PartialEq)]
pub enum AbiType {
    Tensor {
        dtype: Dtype,
        shape: Vec<usize>,
    },
    Int,
    Float,
    Bool,
    /// `None`: no data crosses the ABI; the result is rebuilt on the host.
    None,
    /// A list, dict or str: a runtime object handle (see `containers`);
    /// results come back as a 0-d int64 tensor holding the handle.
    Container(SlotType),
}

impl std::fmt::Display for AbiType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AbiType::Tensor { dtype, shape } => write!(f, "Tensor({dtype}, {shape:?})"),
            AbiType::Int => f.write_str("int"),
            AbiType::Float => f.write_str("float"),
            AbiType::Bool => f.write_str("bool"),
            AbiType::None => f.write_str("None"),
            AbiType::Container(t) => write!(f, "{t}"),
        }
    }
}

/// The compiled entry's name and types.
#[derive(Clone, Debug)]
pub struct EntrySignature {
    pub name: String,
    pub inputs: Vec<AbiType>,
    pub results: Vec<AbiType>,
    /// (argument index, value): int arguments the code was specialized
    /// on; a call with another value is refused, not miscomputed.
    pub guards: Vec<(usize, i64)>,
}

/// Why a call could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RuntimeError {
    #[error("the entry takes {expected} arguments, {got} were given")]
    ArgumentCount { expected: usize, got: usize },
    #[error("argument {index}: expected {expected}, got {got}")]
    ArgumentType {
        index: usize,
        expected: String,
        got: String,
    },
    #[error("argument {index} was specialized to {expected} when the function was compiled, got {got} (recompile for this value)")]
    Guard {
        index: usize,
        expected: i64,
        got: i64,
    },
    #[error("JIT compilation failed")]
    JitCreation,
    #[error("cannot set the thread pool: {0}")]
    ThreadPool(String),
    #[error("cannot load the compiled function `{0}` (JIT compilation failed)")]
    MissingFunction(String),
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// The buffer of a result could not be allocated.
    #[error("RuntimeError: not enough memory for a result of shape {0:?}")]
    OutOfMemory(Vec<usize>),
    /// The script raised (`raise`, a failed `assert` or runtime check);
    /// the message is `FILE:LINE:COL: error: Kind: text`.
    #[error("{0}")]
    Raised(String),
}

// The runtime's C part (csrc/ts_runtime.c).
extern "C" {
    fn ts_rt_raise(message: *const std::ffi::c_char);
    fn ts_rt_raise_concat(prefix: *const std::ffi::c_char, detail: *const u8, len: i64);
    fn ts_rt_warn(prefix: *const std::ffi::c_char, message: *const u8, len: i64);
    fn ts_rt_call_guarded(f: extern "C" fn(*mut *mut ()), args: *mut *mut ()) -> std::ffi::c_int;
    fn ts_rt_last_error() -> *const std::ffi::c_char;
    fn _mlir_memref_to_llvm_alloc(size: i64) -> *mut std::ffi::c_void;
    fn _mlir_memref_to_llvm_aligned_alloc(alignment: i64, size: i64) -> *mut std::ffi::c_void;
    fn _mlir_memref_to_llvm_free(p: *mut std::ffi::c_void);
}

/// The runtime functions compiled code may call, by symbol name.
fn runtime_symbols() -> Vec<(&'static str, *mut std::ffi::c_void)> {
    let mut s = vec![
        ("ts_rt_raise", ts_rt_raise as *mut std::ffi::c_void),
        (
            "ts_rt_raise_concat",
            ts_rt_raise_concat as *mut std::ffi::c_void,
        ),
        ("ts_rt_warn", ts_rt_warn as *mut std::ffi::c_void),
    ];
    s.extend(containers::symbols());
    s.extend(ts_rt::boxed_tensors::symbols());
    s.extend(ts_rt::tensor_list_cat::symbols());
    s.extend(ts_rt::number_parsing::symbols());
    s.extend(ts_rt::hashing::symbols());
    s.extend(ts_rt::math_functions::symbols());
    s.extend(ts_rt::thread_pool::symbols());
    s.extend(ts_rt::random_state::symbols());
    s.extend(crate::string_methods::symbols());
    s.push((
        "_mlir_memref_to_llvm_alloc",
        _mlir_memref_to_llvm_alloc as *mut std::ffi::c_void,
    ));
    s.push((
        "_mlir_memref_to_llvm_aligned_alloc",
        _mlir_memref_to_llvm_aligned_alloc as *mut std::ffi::c_void,
    ));
    s.push((
        "_mlir_memref_to_llvm_free",
        _mlir_memref_to_llvm_free as *mut std::ffi::c_void,
    ));
    s.push((
        "memrefCopy",
        ts_rt::memref_copy::memrefCopy as *mut std::ffi::c_void,
    ));
    s
}

/// Sets how many threads large loops of compiled code run on (default: one
/// per core, or `RAYON_NUM_THREADS`); once per process, before the first
/// call that runs a parallel loop.
pub fn set_thread_count(threads: usize) -> Result<(), RuntimeError> {
    ts_rt::thread_pool::set_thread_count(threads).map_err(RuntimeError::ThreadPool)
}

/// A JIT-compiled module.
pub struct Jit {
    raw: mlir_sys::MlirExecutionEngine,
}

/// A resolved entry point: looking it up makes the JIT compile it, so
/// resolving once keeps compilation out of the timed calls.
pub struct Entry<'j> {
    _jit: &'j Jit,
    signature: EntrySignature,
    packed_fn: extern "C" fn(*mut *mut ()),
}

impl Jit {
    /// Compiles a module in the LLVM dialect at `opt_level` for the host.
    pub fn new(module: &Module, opt_level: i32) -> Result<Self, RuntimeError> {
        // SAFETY: the module is valid and fully lowered (the caller ran the
        // pipeline); the engine copies what it needs from it.
        let raw = unsafe {
            mlir_sys::mlirExecutionEngineCreate(
                module.to_raw(),
                opt_level,
                0,
                std::ptr::null(),
                false,
                false,
            )
        };
        if raw.ptr.is_null() {
            return Err(RuntimeError::JitCreation);
        }
        for (name, address) in runtime_symbols() {
            // SAFETY: a live engine; the address is a function with the C
            // signature the lowering declares for `name`.
            unsafe {
                mlir_sys::mlirExecutionEngineRegisterSymbol(
                    raw,
                    StringRef::new(name).to_raw(),
                    address,
                )
            };
        }
        // SAFETY: a live engine; runs the module's global constructors
        // once, which lookups require.
        unsafe { mlir_sys::mlirExecutionEngineInitialize(raw) };
        Ok(Jit { raw })
    }

    /// Resolves (and so compiles) the entry described by `signature`.
    pub fn entry(&self, signature: EntrySignature) -> Result<Entry<'_>, RuntimeError> {
        // MLIR's packed wrapper of the C interface: `void(void **args)`.
        let name = format!("_mlir__mlir_ciface_{}", signature.name);
        // SAFETY: lookup only reads the name.
        let address = unsafe {
            mlir_sys::mlirExecutionEngineLookup(self.raw, StringRef::new(&name).to_raw())
        };
        if address.is_null() {
            return Err(RuntimeError::MissingFunction(signature.name.clone()));
        }
        // SAFETY: the ExecutionEngine generates this wrapper with exactly
        // this C signature for every function it compiles.
        let packed_fn: extern "C" fn(*mut *mut ()) = unsafe { std::mem::transmute(address) };
        Ok(Entry {
            _jit: self,
            signature,
            packed_fn,
        })
    }
}

impl Entry<'_> {
    /// Calls the entry with `args`, returning its results.
    pub fn call(&self, args: &[Value]) -> Result<Vec<Value>, RuntimeError> {
        let sig = &self.signature;
        if args.len() != sig.inputs.len() {
            return Err(RuntimeError::ArgumentCount {
                expected: sig.inputs.len(),
                got: args.len(),
            });
        }
        for &(index, expected) in &sig.guards {
            if let Some(Value::Int(got)) = args.get(index) {
                if *got != expected {
                    return Err(RuntimeError::Guard {
                        index,
                        expected,
                        got: *got,
                    });
                }
            }
        }
        // Storage that must stay put while the call runs.
        let mut tensors: Vec<HostTensor> = Vec::new();
        let mut scalars: Vec<[u8; 8]> = Vec::new();
        enum Slot {
            Tensor(usize),
            Scalar(usize),
        }
        let mut slots = Vec::new();
        for (index, (ty, arg)) in sig.inputs.iter().zip(args).enumerate() {
            let mismatch = || RuntimeError::ArgumentType {
                index,
                expected: ty.to_string(),
                got: describe(arg),
            };
            match (ty, arg) {
                (AbiType::Tensor { dtype, shape }, Value::Tensor(t)) => {
                    if t.dtype() != *dtype || t.shape() != shape.as_slice() {
                        return Err(mismatch());
                    }
                    tensors.push(t.clone());
                    slots.push(Slot::Tensor(tensors.len() - 1));
                }
                (AbiType::Int, Value::Int(i)) => {
                    scalars.push(i.to_ne_bytes());
                    slots.push(Slot::Scalar(scalars.len() - 1));
                }
                (AbiType::Float, Value::Float(f)) => {
                    scalars.push(f.to_ne_bytes());
                    slots.push(Slot::Scalar(scalars.len() - 1));
                }
                // `None` carries no data: lowering dropped the parameter.
                (AbiType::None, Value::None) => {}
                (AbiType::Container(t), v) => {
                    let bits = crate::slots::to_slot(v, t).map_err(|_| mismatch())?;
                    scalars.push(bits.to_ne_bytes());
                    slots.push(Slot::Scalar(scalars.len() - 1));
                }
                (AbiType::Bool, Value::Bool(b)) => {
                    scalars.push([*b as u8, 0, 0, 0, 0, 0, 0, 0]);
                    slots.push(Slot::Scalar(scalars.len() - 1));
                }
                _ => return Err(mismatch()),
            }
        }
        let first_out = tensors.len();
        // A 0-d buffer is one scalar: always allocated.
        let scalar_slot = |dtype| HostTensor::zeros(dtype, &[]).expect("one scalar");
        for ty in &sig.results {
            let out = match ty {
                AbiType::Tensor { dtype, shape } => HostTensor::zeros(*dtype, shape)
                    .ok_or_else(|| RuntimeError::OutOfMemory(shape.clone()))?,
                AbiType::Int | AbiType::Container(_) => scalar_slot(Dtype::Int64),
                AbiType::Float => scalar_slot(Dtype::Float64),
                AbiType::Bool => scalar_slot(Dtype::Bool),
                AbiType::None => continue,
            };
            tensors.push(out);
            slots.push(Slot::Tensor(tensors.len() - 1));
        }
        let mut descriptors: Vec<Vec<i64>> = tensors.iter_mut().map(descriptor).collect();
        let mut descriptor_ptrs: Vec<*mut i64> =
            descriptors.iter_mut().map(|d| d.as_mut_ptr()).collect();
        let mut packed: Vec<*mut ()> = Vec::new();
        for slot in &slots {
            packed.push(match slot {
                Slot::Tensor(i) => (&mut descriptor_ptrs[*i]) as *mut *mut i64 as *mut (),
                Slot::Scalar(i) => scalars[*i].as_mut_ptr() as *mut (),
            });
        }

        // `packed` holds one valid pointer per parameter of the wrapped
        // function, in order, each pointing at storage of the type the
        // signature says (descriptors of the right rank, 8-byte scalar
        // slots); all of it outlives the call.
        // SAFETY: as above; the guard returns normally whether or not the
        // script raised, and the raise path crosses only compiled frames.
        let raised = unsafe { ts_rt_call_guarded(self.packed_fn, packed.as_mut_ptr()) };
        if raised != 0 {
            containers::reset();
            // SAFETY: the runtime keeps a NUL-terminated message per thread.
            let message = unsafe { std::ffi::CStr::from_ptr(ts_rt_last_error()) };
            return Err(RuntimeError::Raised(message.to_string_lossy().into_owned()));
        }

        let mut outs = tensors.drain(first_out..);
        let mut results = Vec::new();
        for ty in &sig.results {
            if *ty == AbiType::None {
                results.push(Value::None);
                continue;
            }
            let out = outs.next().expect("one out-param per result");
            results.push(match (ty, &out.data) {
                (AbiType::Tensor { .. }, _) => Value::Tensor(out),
                (AbiType::Int, TensorData::Int64(a)) => Value::Int(a.iter().copied().sum()),
                (AbiType::Float, TensorData::Float64(a)) => Value::Float(a.iter().copied().sum()),
                (AbiType::Bool, TensorData::Bool(a)) => Value::Bool(a.iter().any(|&b| b)),
                (AbiType::Container(t), TensorData::Int64(a)) => {
                    let bits: i64 = a.iter().copied().sum();
                    // SAFETY: the entry returned a live handle of type `t`.
                    unsafe { crate::slots::from_slot(bits, t) }
                }
                _ => unreachable!("the out-param was allocated for this type"),
            });
        }
        // The results are host values now; the call's objects can go.
        containers::reset();
        Ok(results)
    }
}

impl Drop for Jit {
    fn drop(&mut self) {
        // SAFETY: created in `new`, destroyed once.
        unsafe { mlir_sys::mlirExecutionEngineDestroy(self.raw) }
    }
}

/// What a value is, as a type: `List[List[int]]` for a list of lists (its
/// first item stands for the rest), `Tuple[int, float]`.
fn describe(v: &Value) -> String {
    let all = |items: &[Value]| items.iter().map(describe).collect::<Vec<_>>().join(", ");
    match v {
        Value::Tensor(t) => format!("Tensor({}, {:?})", t.dtype(), t.shape()),
        Value::List(items) => match items.first() {
            Some(first) => format!("List[{}]", describe(first)),
            None => "an empty List".into(),
        },
        Value::Tuple(items) => format!("Tuple[{}]", all(items)),
        Value::Dict(entries) => match entries.first() {
            Some((k, v)) => format!("Dict[{}, {}]", describe(k), describe(v)),
            None => "an empty Dict".into(),
        },
        other => other.kind().to_string(),
    }
}

/// A ranked memref descriptor `{allocated, aligned, offset, sizes[N],
/// strides[N]}` over a contiguous row-major tensor, as 8-byte words.
fn descriptor(t: &mut HostTensor) -> Vec<i64> {
    let shape: Vec<i64> = t.shape().iter().map(|&d| d as i64).collect();
    let ptr = t.data_ptr() as i64;
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[i + 1].max(1);
    }
    let mut d = vec![ptr, ptr, 0];
    d.extend(&shape);
    d.extend(&strides);
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Allocates and frees as compiled code does; the size is `args[0]`.
    /// A plain frame (nothing to drop), so the raise may jump over it.
    extern "C" fn allocate(args: *mut *mut ()) {
        // SAFETY: `guarded_alloc` passes one pointer to an i64.
        let size = unsafe { *(*args as *const i64) };
        // SAFETY: the runtime's allocator; what it returns is freed once.
        unsafe { _mlir_memref_to_llvm_free(_mlir_memref_to_llvm_alloc(size)) };
    }

    /// The message raised by allocating `size` bytes, if any.
    fn guarded_alloc(mut size: i64) -> Option<String> {
        let mut args = [&mut size as *mut i64 as *mut ()];
        // SAFETY: `allocate` reads only `args[0]`, which outlives the call.
        let raised = unsafe { ts_rt_call_guarded(allocate, args.as_mut_ptr()) };
        // SAFETY: the runtime keeps a NUL-terminated message per thread.
        (raised != 0).then(|| {
            unsafe { std::ffi::CStr::from_ptr(ts_rt_last_error()) }
                .to_string_lossy()
                .into_owned()
        })
    }

    #[test]
    fn failed_allocations_raise() {
        assert_eq!(guarded_alloc(0), None);
        assert_eq!(guarded_alloc(4096), None);
        let message = guarded_alloc(i64::MAX).expect("no process can allocate that much");
        assert!(
            message.contains("you tried to allocate 9223372036854775807 bytes"),
            "{message}"
        );
        let message = guarded_alloc(-64).expect("a wrapped size is refused");
        assert!(message.contains("overflowed"), "{message}");
    }

    #[test]
    fn results_larger_than_memory_are_refused() {
        assert!(HostTensor::zeros(Dtype::Float32, &[usize::MAX / 2, 4]).is_none());
        assert!(HostTensor::zeros(Dtype::Float64, &[1 << 40, 1 << 20]).is_none());
        let t = HostTensor::zeros(Dtype::Int32, &[2, 3]).expect("small");
        assert_eq!(t.shape(), &[2, 3]);
    }
}
