//! Typed view of `!ts.tensor` and the dtypes a ts tensor may have.
//!
//! Passes reason about tensor types constantly (refinement, lowering); a
//! plain Rust value is easier to match on than an opaque MLIR handle.

use crate::ffi;
use melior::{
    ir::{r#type::IntegerType, Type, TypeLike},
    Context,
};
use std::fmt;

/// The value used for a dynamic (`?`) dim in [`TensorType::sizes`].
pub const DYNAMIC: i64 = i64::MIN;

/// Element types of TorchScript tensors that the compiler supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dtype {
    Bool,
    Int32,
    Int64,
    Float32,
    Float64,
}

impl Dtype {
    /// PyTorch's spelling (`float32`), also used by the value JSON format.
    pub fn name(self) -> &'static str {
        match self {
            Dtype::Bool => "bool",
            Dtype::Int32 => "int32",
            Dtype::Int64 => "int64",
            Dtype::Float32 => "float32",
            Dtype::Float64 => "float64",
        }
    }

    /// ATen's `ScalarType` name (`Float`, `Long`), as its errors spell it.
    pub fn scalar_type_name(self) -> &'static str {
        match self {
            Dtype::Bool => "Bool",
            Dtype::Int32 => "Int",
            Dtype::Int64 => "Long",
            Dtype::Float32 => "Float",
            Dtype::Float64 => "Double",
        }
    }

    /// Parses PyTorch's spelling.
    pub fn from_name(name: &str) -> Option<Dtype> {
        Some(match name {
            "bool" => Dtype::Bool,
            "int32" => Dtype::Int32,
            "int64" => Dtype::Int64,
            "float32" => Dtype::Float32,
            "float64" => Dtype::Float64,
            _ => return None,
        })
    }

    /// TorchScript's value of `x.dtype` and `torch.float32` (an int: the
    /// `c10::ScalarType` code).
    pub fn scalar_type_code(self) -> i64 {
        match self {
            Dtype::Int32 => 3,
            Dtype::Int64 => 4,
            Dtype::Float32 => 6,
            Dtype::Float64 => 7,
            Dtype::Bool => 11,
        }
    }

    /// The inverse of [`Dtype::scalar_type_code`].
    pub fn from_scalar_type_code(code: i64) -> Option<Dtype> {
        [
            Dtype::Int32,
            Dtype::Int64,
            Dtype::Float32,
            Dtype::Float64,
            Dtype::Bool,
        ]
        .into_iter()
        .find(|d| d.scalar_type_code() == code)
    }

    /// TorchScript's dtypes this compiler has no tensors of, with their
    /// `c10::ScalarType` codes: still values a program may compare with
    /// (`x.dtype == torch.float16`).
    pub const UNSUPPORTED: [(&'static str, i64); 11] = [
        ("uint8", 0),
        ("int8", 1),
        ("int16", 2),
        ("float16", 5),
        ("complex32", 8),
        ("complex64", 9),
        ("complex128", 10),
        ("bfloat16", 15),
        ("uint16", 27),
        ("uint32", 28),
        ("uint64", 29),
    ];

    /// The code of a dtype [`Dtype::UNSUPPORTED`] names.
    pub fn unsupported_code(name: &str) -> Option<i64> {
        Self::UNSUPPORTED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, code)| *code)
    }

    /// The name of the dtype [`Dtype::UNSUPPORTED`] gives `code`.
    pub fn unsupported_name(code: i64) -> Option<&'static str> {
        Self::UNSUPPORTED
            .iter()
            .find(|(_, c)| *c == code)
            .map(|(name, _)| *name)
    }

    /// The error for making a tensor of an unsupported dtype `name`.
    pub fn unsupported_message(name: &str) -> String {
        format!(
            "dtype {name} is not supported yet: tensors are float32, float64, int32, int64 or bool"
        )
    }

    pub fn is_float(self) -> bool {
        matches!(self, Dtype::Float32 | Dtype::Float64)
    }

    pub fn is_integer(self) -> bool {
        matches!(self, Dtype::Int32 | Dtype::Int64)
    }

    /// Size of one element in bytes on the host.
    pub fn byte_size(self) -> usize {
        match self {
            Dtype::Bool => 1,
            Dtype::Int32 | Dtype::Float32 => 4,
            Dtype::Int64 | Dtype::Float64 => 8,
        }
    }

    /// The MLIR element type (`f32`, `i64`, `i1`, ...).
    pub fn to_mlir<'c>(self, ctx: &'c Context) -> Type<'c> {
        match self {
            Dtype::Bool => IntegerType::new(ctx, 1).into(),
            Dtype::Int32 => IntegerType::new(ctx, 32).into(),
            Dtype::Int64 => IntegerType::new(ctx, 64).into(),
            Dtype::Float32 => Type::float32(ctx),
            Dtype::Float64 => Type::float64(ctx),
        }
    }

    /// The inverse of [`Dtype::to_mlir`]; `None` for any other type.
    pub fn from_mlir(t: Type) -> Option<Dtype> {
        if t.is_f32() {
            Some(Dtype::Float32)
        } else if t.is_f64() {
            Some(Dtype::Float64)
        } else if t.is_integer() {
            match IntegerType::try_from(t).ok()?.width() {
                1 => Some(Dtype::Bool),
                32 => Some(Dtype::Int32),
                64 => Some(Dtype::Int64),
                _ => None,
            }
        } else {
            None
        }
    }
}

impl fmt::Display for Dtype {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What is known about a tensor: `sizes` is `None` when the rank is
/// unknown, a dim is [`DYNAMIC`] when unknown; `dtype` is `None` when unknown.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorType {
    pub sizes: Option<Vec<i64>>,
    pub dtype: Option<Dtype>,
}

impl TensorType {
    /// Nothing known: the type of an unannotated `Tensor` parameter.
    pub fn unknown() -> Self {
        TensorType {
            sizes: None,
            dtype: None,
        }
    }

    /// A fully static tensor type.
    pub fn new(sizes: Vec<i64>, dtype: Dtype) -> Self {
        TensorType {
            sizes: Some(sizes),
            dtype: Some(dtype),
        }
    }

    pub fn rank(&self) -> Option<usize> {
        self.sizes.as_ref().map(Vec::len)
    }

    /// Dtype, rank and every dim known.
    pub fn is_static(&self) -> bool {
        self.dtype.is_some()
            && self
                .sizes
                .as_ref()
                .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
    }

    /// Number of elements, when the shape is static and that number fits
    /// an i64 (refinement refuses larger tensors, see `check_tensor_size`).
    pub fn num_elements(&self) -> Option<i64> {
        let sizes = self.sizes.as_ref()?;
        sizes.iter().try_fold(1i64, |acc, &d| {
            (d != DYNAMIC).then_some(())?;
            acc.checked_mul(d)
        })
    }

    /// Reads a `!ts.tensor` type; `None` for any other type.
    pub fn from_mlir(t: Type) -> Option<Self> {
        let raw = t.to_raw();
        // SAFETY: `raw` is a live type handle owned by its context; the shim
        // only inspects it and checks the kind before casting.
        unsafe {
            if !ffi::tsTypeIsATensor(raw) {
                return None;
            }
            let sizes = ffi::tsTensorTypeIsRanked(raw).then(|| {
                let dynamic = ffi::tsTensorTypeDynamicSize();
                (0..ffi::tsTensorTypeGetRank(raw))
                    .map(|i| {
                        let d = ffi::tsTensorTypeGetDim(raw, i);
                        if d == dynamic {
                            DYNAMIC
                        } else {
                            d
                        }
                    })
                    .collect()
            });
            let dtype_raw = ffi::tsTensorTypeGetDtype(raw);
            let dtype = if dtype_raw.ptr.is_null() {
                None
            } else {
                Dtype::from_mlir(Type::from_raw(dtype_raw))
            };
            Some(TensorType { sizes, dtype })
        }
    }

    /// Builds the `!ts.tensor` type in `ctx`.
    pub fn to_mlir<'c>(&self, ctx: &'c Context) -> Type<'c> {
        // SAFETY: the shim reads `sizes` only during the call; the context
        // outlives the returned type through the `'c` lifetime.
        unsafe {
            let dynamic = ffi::tsTensorTypeDynamicSize();
            let sizes: Vec<i64> = self
                .sizes
                .iter()
                .flatten()
                .map(|&d| if d == DYNAMIC { dynamic } else { d })
                .collect();
            let dtype = match self.dtype {
                Some(d) => d.to_mlir(ctx).to_raw(),
                None => mlir_sys::MlirType {
                    ptr: std::ptr::null(),
                },
            };
            Type::from_raw(ffi::tsTensorTypeGet(
                ctx.to_raw(),
                self.sizes.is_some(),
                sizes.len() as isize,
                sizes.as_ptr(),
                dtype,
            ))
        }
    }

    /// The builtin `tensor<...>` type, when rank and dtype are known.
    pub fn to_builtin<'c>(&self, ctx: &'c Context) -> Option<Type<'c>> {
        let sizes = self.sizes.as_ref()?;
        let dtype = self.dtype?;
        let mut parts = dim_texts(sizes);
        parts.push(dtype_asm(dtype).to_string());
        Type::parse(ctx, &format!("tensor<{}>", parts.join("x")))
    }
}

/// Each dim as in MLIR's syntax: a number, or `?` when dynamic.
fn dim_texts(sizes: &[i64]) -> Vec<String> {
    sizes
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect()
}

fn dtype_asm(d: Dtype) -> &'static str {
    match d {
        Dtype::Bool => "i1",
        Dtype::Int32 => "i32",
        Dtype::Int64 => "i64",
        Dtype::Float32 => "f32",
        Dtype::Float64 => "f64",
    }
}

impl fmt::Display for TensorType {
    /// The type's own assembly, e.g. `!ts.tensor<[?,4],f32>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.sizes.is_none() && self.dtype.is_none() {
            return f.write_str("!ts.tensor");
        }
        f.write_str("!ts.tensor<")?;
        match &self.sizes {
            None => f.write_str("*")?,
            Some(s) => write!(f, "[{}]", dim_texts(s).join(","))?,
        }
        match self.dtype {
            Some(d) => write!(f, ",{}>", dtype_asm(d)),
            None => f.write_str(",unk>"),
        }
    }
}

/// The `!ts.none` type.
pub fn none_type(ctx: &Context) -> Type<'_> {
    // SAFETY: creating a parameterless type in a live context.
    unsafe { Type::from_raw(ffi::tsNoneTypeGet(ctx.to_raw())) }
}

/// True for `!ts.none`.
pub fn is_none_type(t: Type) -> bool {
    // SAFETY: inspects a live type handle.
    unsafe { ffi::tsTypeIsANone(t.to_raw()) }
}
