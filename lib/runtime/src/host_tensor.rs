//! Tensors on the host: an ndarray of one of the supported dtypes, always
//! in standard (row-major, contiguous) layout so compiled code can read and
//! write it through a plain memref descriptor.

use ndarray::{ArrayD, IxDyn};
use ts_dialect::Dtype;

/// The typed storage of a host tensor.
#[derive(Clone, Debug, PartialEq)]
pub enum TensorData {
    Bool(ArrayD<bool>),
    Int32(ArrayD<i32>),
    Int64(ArrayD<i64>),
    Float32(ArrayD<f32>),
    Float64(ArrayD<f64>),
}

/// A dense tensor owned by the host.
#[derive(Clone, Debug, PartialEq)]
pub struct HostTensor {
    pub data: TensorData,
}

macro_rules! each_dtype {
    ($data:expr, $a:ident => $body:expr) => {
        match $data {
            TensorData::Bool($a) => $body,
            TensorData::Int32($a) => $body,
            TensorData::Int64($a) => $body,
            TensorData::Float32($a) => $body,
            TensorData::Float64($a) => $body,
        }
    };
}

impl HostTensor {
    /// A zero-filled tensor, or `None` when its buffer cannot be allocated
    /// (a compiled function's result may be as large as a script likes).
    pub fn zeros(dtype: Dtype, shape: &[usize]) -> Option<Self> {
        fn filled<T: Clone>(shape: &[usize], zero: T) -> Option<ArrayD<T>> {
            let n = shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d))?;
            let mut items = Vec::new();
            items.try_reserve_exact(n).ok()?;
            items.resize(n, zero);
            ArrayD::from_shape_vec(IxDyn(shape), items).ok()
        }
        let data = match dtype {
            Dtype::Bool => TensorData::Bool(filled(shape, false)?),
            Dtype::Int32 => TensorData::Int32(filled(shape, 0)?),
            Dtype::Int64 => TensorData::Int64(filled(shape, 0)?),
            Dtype::Float32 => TensorData::Float32(filled(shape, 0.0)?),
            Dtype::Float64 => TensorData::Float64(filled(shape, 0.0)?),
        };
        Some(HostTensor { data })
    }

    pub fn dtype(&self) -> Dtype {
        match self.data {
            TensorData::Bool(_) => Dtype::Bool,
            TensorData::Int32(_) => Dtype::Int32,
            TensorData::Int64(_) => Dtype::Int64,
            TensorData::Float32(_) => Dtype::Float32,
            TensorData::Float64(_) => Dtype::Float64,
        }
    }

    pub fn shape(&self) -> &[usize] {
        each_dtype!(&self.data, a => a.shape())
    }

    /// Pointer to the first element of the contiguous buffer.
    pub fn data_ptr(&mut self) -> *mut u8 {
        each_dtype!(&mut self.data, a => {
            if !a.is_standard_layout() {
                *a = a.as_standard_layout().into_owned();
            }
            a.as_mut_ptr() as *mut u8
        })
    }

    /// Elements in row-major order, as f64 (exact for every supported
    /// dtype except int64 beyond 2^53, which only comparisons use).
    pub fn to_f64_vec(&self) -> Vec<f64> {
        match &self.data {
            TensorData::Bool(a) => a.iter().map(|&b| b as u8 as f64).collect(),
            TensorData::Int32(a) => a.iter().map(|&x| x as f64).collect(),
            TensorData::Int64(a) => a.iter().map(|&x| x as f64).collect(),
            TensorData::Float32(a) => a.iter().map(|&x| x as f64).collect(),
            TensorData::Float64(a) => a.to_owned().into_raw_vec_and_offset().0,
        }
    }

    /// A copy of a tensor stored in a runtime list.
    pub fn from_boxed(t: &ts_rt::boxed_tensors::BoxedTensor) -> Self {
        let s = IxDyn(&t.sizes);
        let float = |b: &i64| f64::from_bits(*b as u64);
        let data = match Dtype::from_scalar_type_code(t.code) {
            Some(Dtype::Bool) => TensorData::Bool(array_of(&s, t.slots.iter().map(|&b| b != 0))),
            Some(Dtype::Int32) => {
                TensorData::Int32(array_of(&s, t.slots.iter().map(|&b| b as i32)))
            }
            Some(Dtype::Float32) => {
                TensorData::Float32(array_of(&s, t.slots.iter().map(|b| float(b) as f32)))
            }
            Some(Dtype::Float64) => TensorData::Float64(array_of(&s, t.slots.iter().map(float))),
            _ => TensorData::Int64(array_of(&s, t.slots.iter().copied())),
        };
        HostTensor { data }
    }
}

fn array_of<T>(shape: &IxDyn, items: impl Iterator<Item = T>) -> ArrayD<T> {
    ArrayD::from_shape_vec(shape.clone(), items.collect()).expect("sizes match the elements")
}
