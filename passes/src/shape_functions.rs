//! Result dtype and shape of each ts op, computed from its operand types.
//!
//! These are PyTorch's rules (broadcasting, type promotion), kept free of
//! MLIR so the refinement pass and the lowering agree by construction and
//! the rules can be unit-tested as plain data.

use ts_dialect::{Dtype, TensorType, DYNAMIC};

/// What an operand of an elementwise op is, for promotion purposes.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    Tensor(TensorType),
    /// A Python scalar: `int` (i64), `float` (f64) or `bool` (i1).
    Scalar(Dtype),
}

/// PyTorch's category order: bool < integer < floating point.
fn category(d: Dtype) -> u8 {
    match d {
        Dtype::Bool => 0,
        Dtype::Int32 | Dtype::Int64 => 1,
        Dtype::Float32 | Dtype::Float64 => 2,
    }
}

/// `torch.promote_types`: the smallest dtype that holds both.
pub fn promote_types(a: Dtype, b: Dtype) -> Dtype {
    if a == b {
        return a;
    }
    match category(a).cmp(&category(b)) {
        std::cmp::Ordering::Less => b,
        std::cmp::Ordering::Greater => a,
        std::cmp::Ordering::Equal => {
            if a.byte_size() >= b.byte_size() {
                a
            } else {
                b
            }
        }
    }
}

/// The dtype a Python scalar of this kind gets when it alone decides the
/// category (PyTorch's defaults: float32 for float, int64 for int).
fn default_for_scalar(d: Dtype) -> Dtype {
    match d {
        Dtype::Float32 | Dtype::Float64 => Dtype::Float32,
        Dtype::Int32 | Dtype::Int64 => Dtype::Int64,
        Dtype::Bool => Dtype::Bool,
    }
}

/// `torch.result_type` over operands: dimensioned tensors win over 0-d
/// tensors, which win over scalars, unless a lower-priority operand has a
/// higher category. Returns `None` when a needed tensor dtype is unknown.
pub fn result_type(operands: &[Operand]) -> Option<Dtype> {
    let mut dimensioned: Option<Dtype> = None;
    let mut zero_dim: Option<Dtype> = None;
    let mut scalar: Option<Dtype> = None;
    let join = |acc: Option<Dtype>, d: Dtype| Some(acc.map_or(d, |a| promote_types(a, d)));
    for op in operands {
        match op {
            Operand::Tensor(t) => {
                let d = t.dtype?;
                // A tensor of unknown rank is treated as dimensioned: the
                // lowering needs the rank anyway, so this is only a guess
                // during partial refinement.
                if t.rank() == Some(0) {
                    zero_dim = join(zero_dim, d);
                } else {
                    dimensioned = join(dimensioned, d);
                }
            }
            Operand::Scalar(d) => scalar = join(scalar, *d),
        }
    }
    let mut result = dimensioned;
    for (lower, is_scalar) in [(zero_dim, false), (scalar, true)] {
        let Some(lower) = lower else { continue };
        result = match result {
            None => Some(if is_scalar {
                default_for_scalar(lower)
            } else {
                lower
            }),
            Some(r) if category(lower) > category(r) => Some(if is_scalar {
                default_for_scalar(lower)
            } else {
                lower
            }),
            Some(r) => Some(r),
        };
    }
    result
}

/// Broadcast shape of two shapes (right-aligned). `Err` names the first
/// incompatible pair.
pub fn broadcast_shapes(a: &[i64], b: &[i64]) -> Result<Vec<i64>, (i64, i64)> {
    let rank = a.len().max(b.len());
    let mut out = vec![0; rank];
    for i in 0..rank {
        let x = if i < a.len() { a[a.len() - 1 - i] } else { 1 };
        let y = if i < b.len() { b[b.len() - 1 - i] } else { 1 };
        out[rank - 1 - i] = match (x, y) {
            (1, y) => y,
            (x, 1) => x,
            (DYNAMIC, y) => y,
            (x, DYNAMIC) => x,
            (x, y) if x == y => x,
            (x, y) => return Err((x, y)),
        };
    }
    Ok(out)
}

/// Which arithmetic op an elementwise binary op is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryKind {
    Add,
    Sub,
    Mul,
    Div,
}

/// Result type of a binary elementwise op on at least one tensor.
/// Shapes: broadcast of the tensor operands; dtype: promotion (true
/// division of integers gives float32).
pub fn binary_result(kind: BinaryKind, lhs: &Operand, rhs: &Operand) -> Result<TensorType, String> {
    let dtype = result_type(&[lhs.clone(), rhs.clone()]).map(|d| {
        if kind == BinaryKind::Div && !d.is_float() {
            Dtype::Float32
        } else {
            d
        }
    });
    let shape_of = |o: &Operand| match o {
        Operand::Tensor(t) => t.sizes.clone(),
        Operand::Scalar(_) => Some(vec![]),
    };
    let sizes = match (shape_of(lhs), shape_of(rhs)) {
        (Some(a), Some(b)) => Some(broadcast_shapes(&a, &b).map_err(|(x, y)| {
            format!("shapes {a:?} and {b:?} cannot be broadcast together ({x} vs {y})")
        })?),
        _ => None,
    };
    Ok(TensorType { sizes, dtype })
}

/// Result type of `torch.matmul` (1-D and 2-D operands; batched forms are
/// a later extension and give an unknown rank here).
pub fn matmul_result(lhs: &TensorType, rhs: &TensorType) -> Result<TensorType, String> {
    let dtype = match (lhs.dtype, rhs.dtype) {
        (Some(a), Some(b)) if a != b => {
            return Err(format!(
                "matmul operands have different dtypes ({a} and {b})"
            ))
        }
        (a, b) => a.or(b),
    };
    let sizes = match (&lhs.sizes, &rhs.sizes) {
        (Some(a), Some(b)) => {
            let k1 = *a.last().ok_or("matmul operands must be at least 1-D")?;
            let k2 = match b.len() {
                0 => return Err("matmul operands must be at least 1-D".into()),
                1 => b[0],
                n => b[n - 2],
            };
            if k1 != DYNAMIC && k2 != DYNAMIC && k1 != k2 {
                return Err(format!(
                    "matmul shapes {a:?} and {b:?} do not match ({k1} vs {k2})"
                ));
            }
            match (a.len(), b.len()) {
                (1, 1) => Some(vec![]),
                (2, 1) => Some(vec![a[0]]),
                (1, 2) => Some(vec![b[1]]),
                (2, 2) => Some(vec![a[0], b[1]]),
                _ => None,
            }
        }
        _ => None,
    };
    Ok(TensorType { sizes, dtype })
}

/// Normalizes a possibly negative dim against `rank` (PyTorch allows
/// 0 and -1 on 0-d tensors).
pub fn normalize_dim(dim: i64, rank: usize) -> Option<usize> {
    let bound = rank.max(1) as i64;
    let d = if dim < 0 { dim + bound } else { dim };
    (0..bound).contains(&d).then_some(d as usize)
}

/// Result type of `transpose(dim0, dim1)`.
pub fn transpose_result(input: &TensorType, dim0: i64, dim1: i64) -> Result<TensorType, String> {
    let Some(sizes) = &input.sizes else {
        return Ok(TensorType {
            sizes: None,
            dtype: input.dtype,
        });
    };
    let rank = sizes.len();
    let (Some(a), Some(b)) = (normalize_dim(dim0, rank), normalize_dim(dim1, rank)) else {
        return Err(format!(
            "dims ({dim0}, {dim1}) are out of range for a tensor of rank {rank}"
        ));
    };
    let mut out = sizes.clone();
    if rank > 0 {
        out.swap(a, b);
    }
    Ok(TensorType {
        sizes: Some(out),
        dtype: input.dtype,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(sizes: &[i64], d: Dtype) -> Operand {
        Operand::Tensor(TensorType::new(sizes.to_vec(), d))
    }

    #[test]
    fn promotion_follows_pytorch() {
        use Dtype::*;
        // float tensor with int/float scalar keeps its dtype
        assert_eq!(
            result_type(&[t(&[3], Float32), Operand::Scalar(Float64)]),
            Some(Float32)
        );
        assert_eq!(
            result_type(&[t(&[3], Float32), Operand::Scalar(Int64)]),
            Some(Float32)
        );
        // int tensor with float scalar becomes the default float dtype
        assert_eq!(
            result_type(&[t(&[3], Int64), Operand::Scalar(Float64)]),
            Some(Float32)
        );
        assert_eq!(
            result_type(&[t(&[3], Int32), Operand::Scalar(Int64)]),
            Some(Int32)
        );
        assert_eq!(
            result_type(&[t(&[3], Bool), Operand::Scalar(Int64)]),
            Some(Int64)
        );
        // dimensioned beats 0-d of the same category, not of a higher one
        assert_eq!(
            result_type(&[t(&[3], Float32), t(&[], Float64)]),
            Some(Float32)
        );
        assert_eq!(
            result_type(&[t(&[3], Int64), t(&[], Float64)]),
            Some(Float64)
        );
        assert_eq!(
            result_type(&[t(&[3], Float32), t(&[3], Float64)]),
            Some(Float64)
        );
    }

    #[test]
    fn broadcasting() {
        assert_eq!(broadcast_shapes(&[6, 8], &[8]), Ok(vec![6, 8]));
        assert_eq!(broadcast_shapes(&[4, 1], &[1, 5]), Ok(vec![4, 5]));
        assert_eq!(broadcast_shapes(&[], &[2, 3]), Ok(vec![2, 3]));
        assert_eq!(broadcast_shapes(&[3], &[4]), Err((3, 4)));
    }

    #[test]
    fn division_of_integers_is_float() {
        let r = binary_result(
            BinaryKind::Div,
            &t(&[2], Dtype::Int64),
            &Operand::Scalar(Dtype::Int64),
        );
        assert_eq!(r.unwrap().dtype, Some(Dtype::Float32));
    }

    #[test]
    fn matmul_shapes() {
        let a = TensorType::new(vec![5, 16], Dtype::Float32);
        let b = TensorType::new(vec![16, 12], Dtype::Float32);
        assert_eq!(matmul_result(&a, &b).unwrap().sizes, Some(vec![5, 12]));
        assert!(matmul_result(&a, &a).is_err());
    }
}
