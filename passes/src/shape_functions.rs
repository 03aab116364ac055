//! Result dtype and shape of each ts op, computed from its operand types.
//!
//! These are PyTorch's rules (broadcasting, type promotion), kept free of
//! MLIR so the refinement pass and the lowering agree by construction and
//! the rules can be unit-tested as plain data.

use crate::op_families::{BinaryDtype, BinaryKind};
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

/// Result type of a binary elementwise op on at least one tensor.
/// Shapes: broadcast of the tensor operands; dtype: promotion (true
/// division of integers gives float32; comparisons give bool).
pub fn binary_result(kind: BinaryKind, lhs: &Operand, rhs: &Operand) -> Result<TensorType, String> {
    let dtype = result_type(&[lhs.clone(), rhs.clone()]).map(|d| match kind.dtype_rule() {
        BinaryDtype::TrueDiv if !d.is_float() => Dtype::Float32,
        BinaryDtype::Bool => Dtype::Bool,
        _ => d,
    });
    Ok(TensorType {
        sizes: broadcast_operands(&[lhs, rhs])?,
        dtype,
    })
}

/// Broadcast shape of tensor and scalar operands (`None` when a rank is
/// unknown).
pub fn broadcast_operands(operands: &[&Operand]) -> Result<Option<Vec<i64>>, String> {
    let mut shape: Vec<i64> = vec![];
    for o in operands {
        let Operand::Tensor(t) = o else { continue };
        let Some(s) = &t.sizes else { return Ok(None) };
        shape = broadcast_shapes(&shape, s).map_err(|(x, y)| {
            format!("shapes {shape:?} and {s:?} cannot be broadcast together ({x} vs {y})")
        })?;
    }
    Ok(Some(shape))
}

/// Result type of `torch.matmul`: 1-D and 2-D operands, and batched
/// operands whose leading dims broadcast.
pub fn matmul_result(lhs: &TensorType, rhs: &TensorType) -> Result<TensorType, String> {
    let dtype = match (lhs.dtype, rhs.dtype) {
        (Some(a), Some(b)) if a != b => {
            return Err(format!(
                "matmul operands have different dtypes ({a} and {b})"
            ))
        }
        (a, b) => a.or(b),
    };
    let (Some(a), Some(b)) = (&lhs.sizes, &rhs.sizes) else {
        return Ok(TensorType { sizes: None, dtype });
    };
    if a.is_empty() || b.is_empty() {
        return Err("matmul operands must be at least 1-D".into());
    }
    let k1 = *a.last().expect("non-empty");
    let k2 = if b.len() == 1 { b[0] } else { b[b.len() - 2] };
    if k1 != DYNAMIC && k2 != DYNAMIC && k1 != k2 {
        return Err(format!(
            "matmul shapes {a:?} and {b:?} do not match ({k1} vs {k2})"
        ));
    }
    let sizes = match (a.len(), b.len()) {
        (1, 1) => vec![],
        (2, 1) => vec![a[0]],
        (1, 2) => vec![b[1]],
        (2, 2) => vec![a[0], b[1]],
        (la, lb) => {
            // Batched: broadcast the leading dims; a 1-D operand is a
            // vector (its dim disappears from the result).
            let batch_a = if la >= 2 { &a[..la - 2] } else { &[][..] };
            let batch_b = if lb >= 2 { &b[..lb - 2] } else { &[][..] };
            let mut out = broadcast_shapes(batch_a, batch_b)
                .map_err(|(x, y)| format!("matmul batch dims {batch_a:?} and {batch_b:?} cannot be broadcast ({x} vs {y})"))?;
            if la >= 2 {
                out.push(a[la - 2]);
            }
            if lb >= 2 {
                out.push(b[lb - 1]);
            }
            out
        }
    };
    Ok(TensorType {
        sizes: Some(sizes),
        dtype,
    })
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

/// How a unary op's result dtype follows from its operand's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryDtype {
    /// Integer and bool operands give float32 (PyTorch's math functions).
    Float,
    Same,
    Bool,
    /// Given by the op's declared result type (`ts.cast`).
    Declared,
}

/// Result type of a unary elementwise op.
pub fn unary_result(input: &TensorType, rule: UnaryDtype) -> TensorType {
    let dtype = match rule {
        UnaryDtype::Float => input
            .dtype
            .map(|d| if d.is_float() { d } else { Dtype::Float32 }),
        UnaryDtype::Same => input.dtype,
        UnaryDtype::Bool => Some(Dtype::Bool),
        UnaryDtype::Declared => None,
    };
    TensorType {
        sizes: input.sizes.clone(),
        dtype,
    }
}

/// How a reduction's result dtype follows from its operand's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduceDtype {
    /// `sum`/`prod`: bool and integer operands give int64.
    Sum,
    /// `logsumexp`: bool and integer operands give float32.
    ToFloat,
    Same,
    Bool,
}

/// Which dims of a rank-`rank` tensor `dims` reduces (all when `None`),
/// normalized and sorted.
pub fn reduced_dims(dims: Option<&[i64]>, rank: usize) -> Result<Vec<usize>, String> {
    let Some(dims) = dims else {
        return Ok((0..rank).collect());
    };
    let mut out = Vec::new();
    for &d in dims {
        let n = normalize_dim(d, rank)
            .ok_or_else(|| format!("dim {d} is out of range for a tensor of rank {rank}"))?;
        if rank == 0 {
            continue;
        }
        if out.contains(&n) {
            return Err(format!("dim {d} appears more than once"));
        }
        out.push(n);
    }
    out.sort_unstable();
    Ok(out)
}

/// Result type of a reduction over `dims`.
pub fn reduce_result(
    input: &TensorType,
    dims: Option<&[i64]>,
    keepdim: bool,
    rule: ReduceDtype,
) -> Result<TensorType, String> {
    let dtype = match rule {
        ReduceDtype::Sum => input
            .dtype
            .map(|d| if d.is_float() { d } else { Dtype::Int64 }),
        ReduceDtype::ToFloat => input
            .dtype
            .map(|d| if d.is_float() { d } else { Dtype::Float32 }),
        ReduceDtype::Same => input.dtype,
        ReduceDtype::Bool => Some(Dtype::Bool),
    };
    let Some(sizes) = &input.sizes else {
        return Ok(TensorType { sizes: None, dtype });
    };
    let reduced = reduced_dims(dims, sizes.len())?;
    let out = sizes
        .iter()
        .enumerate()
        .filter_map(|(i, &d)| match (reduced.contains(&i), keepdim) {
            (false, _) => Some(d),
            (true, true) => Some(1),
            (true, false) => None,
        })
        .collect();
    Ok(TensorType {
        sizes: Some(out),
        dtype,
    })
}

/// Result type of `einsum(equation, tensors)`.
pub fn einsum_result(equation: &str, tensors: &[TensorType]) -> Result<TensorType, String> {
    let mut dtype = None;
    for t in tensors {
        match (dtype, t.dtype) {
            (Some(a), Some(b)) if a != b => {
                return Err(format!(
                    "einsum(): operands have different dtypes ({a} and {b})"
                ))
            }
            (None, b) => dtype = b,
            _ => {}
        }
    }
    if dtype == Some(Dtype::Bool) {
        return Err("einsum() of bool tensors is not supported".into());
    }
    let Some(sizes) = tensors
        .iter()
        .map(|t| t.sizes.clone())
        .collect::<Option<Vec<_>>>()
    else {
        return Ok(TensorType { sizes: None, dtype });
    };
    let ranks: Vec<usize> = sizes.iter().map(Vec::len).collect();
    let e = crate::einsum_equation::resolve(equation, &ranks)?;
    let loops = e.loop_sizes(&sizes)?;
    Ok(TensorType {
        sizes: Some(e.result.iter().map(|&l| loops[l]).collect()),
        dtype,
    })
}

/// Result type of `sort` along `dim`, keeping the first `k` (`topk`).
pub fn sort_result(input: &TensorType, dim: i64, k: Option<i64>) -> Result<TensorType, String> {
    let Some(sizes) = &input.sizes else {
        return Ok(input.clone());
    };
    let d = normalize_dim(dim, sizes.len()).ok_or_else(|| format!("dim {dim} is out of range"))?;
    let mut out = sizes.clone();
    // A `k` only known later (`DYNAMIC`) leaves the dim unknown.
    if let Some(k) = k {
        let n = out.get(d).copied().unwrap_or(1);
        if k != DYNAMIC && (k < 0 || (n != DYNAMIC && k > n)) {
            return Err(format!("k ({k}) is out of range for a dim of size {n}"));
        }
        if let Some(slot) = out.get_mut(d) {
            *slot = k;
        }
    }
    Ok(TensorType {
        sizes: Some(out),
        dtype: input.dtype,
    })
}

/// More bytes than any tensor can take: x86-64 and AArch64 give a process
/// 2^47 bytes of address space. Refinement refuses larger static shapes,
/// so later passes may multiply sizes without overflowing.
pub const MAX_TENSOR_BYTES: i64 = 1 << 47;

/// A located error for a tensor type no process could allocate, or with a
/// negative dim (PyTorch's "negative dimension" error).
pub fn check_tensor_size(t: &TensorType) -> Result<(), String> {
    let Some(sizes) = &t.sizes else { return Ok(()) };
    if let Some(d) = sizes.iter().find(|&&d| d < 0 && d != DYNAMIC) {
        return Err(format!(
            "trying to create tensor with negative dimension {d}: {sizes:?}"
        ));
    }
    let element_bytes = t.dtype.map_or(1, |d| d.byte_size() as i64);
    let bytes = sizes
        .iter()
        .filter(|&&d| d != DYNAMIC)
        .try_fold(element_bytes, |n, &d| n.checked_mul(d))
        .filter(|&n| n <= MAX_TENSOR_BYTES);
    match bytes {
        Some(_) => Ok(()),
        None => Err(format!(
            "a tensor of shape {sizes:?} is too large (more than 2^47 bytes, all the memory a process can address)"
        )),
    }
}

/// The shape `reshape(shape)` gives a tensor of `numel` elements, with a
/// -1 entry inferred.
pub fn reshape_sizes(shape: &[i64], numel: Option<i64>) -> Result<Vec<i64>, String> {
    let known = shape
        .iter()
        .filter(|&&d| d != -1)
        .try_fold(1i64, |n, &d| n.checked_mul(d))
        .ok_or_else(|| format!("shape {shape:?} has more elements than a tensor can hold"))?;
    let inferred = shape.iter().filter(|&&d| d == -1).count();
    if inferred > 1 {
        return Err("only one dimension can be inferred (-1)".into());
    }
    if let Some(d) = shape.iter().find(|&&d| d < -1) {
        return Err(format!("invalid shape dimension {d}"));
    }
    match numel {
        Some(n) if inferred == 1 => {
            if known == 0 || n % known != 0 {
                return Err(format!("shape {shape:?} is invalid for input of size {n}"));
            }
            Ok(shape
                .iter()
                .map(|&d| if d == -1 { n / known } else { d })
                .collect())
        }
        Some(n) if known != n => Err(format!("shape {shape:?} is invalid for input of size {n}")),
        None if inferred == 1 => Ok(shape
            .iter()
            .map(|&d| if d == -1 { DYNAMIC } else { d })
            .collect()),
        _ => Ok(shape.to_vec()),
    }
}

/// `dim` of a tensor being indexed (selected or sliced) along it: a 0-d
/// tensor has no dim to index, as PyTorch says.
pub fn indexed_dim(sizes: &[i64], dim: i64) -> Result<usize, String> {
    if sizes.is_empty() {
        return Err("invalid index of a 0-dim tensor (use `x.item()` to read its value)".into());
    }
    normalize_dim(dim, sizes.len()).ok_or_else(|| format!("dim {dim} is out of range"))
}

/// The dim `x[index]` selects along (`dim` normalized), or PyTorch's
/// error when a known size does not have that index.
pub fn select_dim(sizes: &[i64], dim: i64, index: i64) -> Result<usize, String> {
    let d = indexed_dim(sizes, dim)?;
    if sizes[d] != DYNAMIC && (index >= sizes[d] || index < -sizes[d]) {
        return Err(format!(
            "index {index} is out of bounds for dimension {dim} with size {}",
            sizes[d]
        ));
    }
    Ok(d)
}

/// Result sizes of `permute(dims)`.
/// The permutation `movedim(source, destination)` makes of `rank` dims:
/// result dim `destination[i]` is dim `source[i]`, the other dims keep
/// their order in the remaining positions.
pub fn movedim_permutation(
    rank: usize,
    source: &[i64],
    destination: &[i64],
) -> Result<Vec<i64>, String> {
    if source.len() != destination.len() {
        return Err(format!(
            "movedim: Invalid source or destination dims: source ({source:?} dims) should contain the same number of dims as destination ({destination:?} dims)"
        ));
    }
    let normalized = |dims: &[i64], what: &str| -> Result<Vec<usize>, String> {
        let mut out = Vec::new();
        for &d in dims {
            let n = normalize_dim(d, rank).ok_or_else(|| {
                format!("movedim: {what} dim {d} is out of range for a tensor of rank {rank}")
            })?;
            if out.contains(&n) {
                return Err(format!("movedim: repeated dim in `{what}` ({dims:?})"));
            }
            out.push(n);
        }
        Ok(out)
    };
    let (src, dst) = (
        normalized(source, "source")?,
        normalized(destination, "destination")?,
    );
    let mut perm: Vec<Option<usize>> = vec![None; rank.max(1)];
    for (&s, &d) in src.iter().zip(&dst) {
        perm[d] = Some(s);
    }
    let mut rest = (0..rank.max(1)).filter(|i| !src.contains(i));
    Ok(perm
        .into_iter()
        .map(|p| p.or_else(|| rest.next()).unwrap_or(0) as i64)
        .take(rank)
        .collect())
}

/// Checks `index_add(self, dim, index, source)`'s shapes (the result is
/// shaped like `self`).
pub fn check_index_add(
    sizes: &[i64],
    dim: i64,
    index: &[i64],
    source: &[i64],
) -> Result<(), String> {
    let rank = sizes.len();
    let d = normalize_dim(dim, rank).ok_or_else(|| {
        format!("index_add(): dim {dim} is out of range for a tensor of rank {rank}")
    })?;
    if index.len() > 1 {
        return Err("index_add_(): Index is supposed to be a vector".into());
    }
    let n = index.first().copied().unwrap_or(1);
    let along = if source.is_empty() {
        1
    } else {
        source.get(d).copied().unwrap_or(DYNAMIC)
    };
    if n != DYNAMIC && along != DYNAMIC && n != along {
        return Err(format!(
            "index_add_(): Number of indices ({n}) should be equal to source.size(dim) ({along})"
        ));
    }
    let matches = source.len() == rank
        && (0..rank).all(|k| {
            k == d || source[k] == sizes[k] || source[k] == DYNAMIC || sizes[k] == DYNAMIC
        });
    let scalar_like = rank <= 1 && source.len() <= 1;
    if !(matches || scalar_like) {
        return Err(format!(
            "index_add_(): source of shape {source:?} does not match self of shape {sizes:?} outside dim {d}"
        ));
    }
    Ok(())
}

/// Checks `select_scatter(self, src, dim, i)`'s source: the import
/// broadcast it to the selected part already, so another shape is
/// PyTorch's `copy_` error (`y[0] = torch.ones(1, 4)` on a `[2, 4]` `y`).
pub fn check_select_scatter(sizes: &[i64], dim: i64, src: &[i64]) -> Result<(), String> {
    let Some(d) = normalize_dim(dim, sizes.len()) else {
        return Ok(());
    };
    let mut part = sizes.to_vec();
    part.remove(d);
    check_written_shape(&part, src)
}

/// Checks a result PyTorch writes into an existing tensor of shape
/// `output` (an in-place op's, a copy's): computed with broadcasting, it
/// may have grown (`x.add_(y)` with `x: [3]`, `y: [2, 3]`). Sizes known
/// only at run time are left to the lowering.
pub fn check_written_shape(output: &[i64], result: &[i64]) -> Result<(), String> {
    let agree = output.len() == result.len()
        && output
            .iter()
            .zip(result)
            .all(|(&a, &b)| a == b || a == DYNAMIC || b == DYNAMIC);
    match agree {
        true => Ok(()),
        false => Err(format!(
            "output with shape {} doesn't match the broadcast shape {}",
            shape_text(output),
            shape_text(result)
        )),
    }
}

/// Sizes of `interpolate`: the first two dims kept, then each spatial dim
/// `output_size[i]`, or (without sizes) the floor of its size times
/// `scales[i]` (as PyTorch computes it, in double). One size or scale
/// stands for every spatial dim.
pub fn interpolate_sizes(
    sizes: &[i64],
    output_size: &[i64],
    scales: &[f64],
) -> Result<Vec<i64>, String> {
    let given = output_size.len().max(scales.len());
    let spatial = if given == 1 && sizes.len() > 3 {
        sizes.len() - 2
    } else {
        given
    };
    let output_size: Vec<i64> = match output_size {
        [s] => vec![*s; spatial],
        s => s.to_vec(),
    };
    let scales: Vec<f64> = match scales {
        [s] => vec![*s; spatial],
        s => s.to_vec(),
    };
    if sizes.len() != spatial + 2 || !(1..=3).contains(&spatial) {
        return Err(format!(
            "interpolate(): resampling {spatial} dim(s) needs an input of rank {}, got {}",
            spatial + 2,
            sizes.len()
        ));
    }
    let mut out = sizes[..2].to_vec();
    for i in 0..spatial {
        let n = sizes[2 + i];
        out.push(match output_size.get(i) {
            Some(&s) => s,
            None if n == ts_dialect::DYNAMIC => ts_dialect::DYNAMIC,
            None => {
                let s = (n as f64 * scales[i]).floor() as i64;
                if s <= 0 {
                    return Err(format!(
                        "interpolate(): input size {n} times scale {} leaves no output",
                        scales[i]
                    ));
                }
                s
            }
        });
    }
    Ok(out)
}

/// Sizes of `unfold(dim, size, step)`: `dim` counts the windows, a new
/// last dim of `size` runs along each.
pub fn unfold_sizes(sizes: &[i64], dim: i64, size: i64, step: i64) -> Result<Vec<i64>, String> {
    let rank = sizes.len();
    if rank == 0 {
        return Err("unfold() of a 0-d tensor is not supported yet".into());
    }
    let d = normalize_dim(dim, rank).ok_or_else(|| {
        format!("unfold(): dim {dim} is out of range for a tensor of rank {rank}")
    })?;
    if step <= 0 {
        return Err(format!("step is {step} but must be > 0"));
    }
    let n = sizes[d];
    if size < 0 || (n != DYNAMIC && size > n) {
        return Err(format!(
            "maximum size for tensor at dimension {d} is {n} but size is {size}"
        ));
    }
    let mut out = sizes.to_vec();
    out[d] = if n == DYNAMIC {
        DYNAMIC
    } else {
        (n - size) / step + 1
    };
    out.push(size);
    Ok(out)
}

/// Sizes of `x[..., index, ...]` with an integer tensor `index` at `dim`:
/// `x`'s dims around `dim`, `index`'s in its place.
pub fn index_tensor_sizes(sizes: &[i64], dim: i64, index: &[i64]) -> Result<Vec<i64>, String> {
    let rank = sizes.len();
    if rank == 0 {
        return Err("invalid index of a 0-dim tensor".into());
    }
    let d = normalize_dim(dim, rank)
        .ok_or_else(|| format!("too many indices for tensor of dimension {rank}"))?;
    let mut out = sizes[..d].to_vec();
    out.extend_from_slice(index);
    out.extend_from_slice(&sizes[d + 1..]);
    Ok(out)
}

/// Sizes of `x[mask]` for a bool `mask` covering `x`'s dims from `dim`:
/// those dims become one, of the number of true elements (known only at
/// run time); the mask's sizes must match the dims it covers (PyTorch's
/// message).
pub fn mask_index_sizes(sizes: &[i64], dim: i64, mask: &[i64]) -> Result<Vec<i64>, String> {
    let rank = sizes.len();
    let d = normalize_dim(dim, rank.max(1))
        .ok_or_else(|| format!("too many indices for tensor of dimension {rank}"))?;
    if d + mask.len() > rank {
        return Err(format!(
            "too many indices for tensor of dimension {rank} (got {})",
            d + mask.len()
        ));
    }
    for (i, (&m, &s)) in mask.iter().zip(&sizes[d..]).enumerate() {
        if m != s && m != DYNAMIC && s != DYNAMIC {
            return Err(format!(
                "The shape of the mask {mask:?} at index {i} does not match the shape of the indexed tensor {:?} at index {}",
                sizes,
                d + i
            ));
        }
    }
    let mut out = sizes[..d].to_vec();
    out.push(DYNAMIC);
    out.extend_from_slice(&sizes[d + mask.len()..]);
    Ok(out)
}

/// `[2, ?]`: a shape for a message, sizes known only at run time as `?`.
fn shape_text(sizes: &[i64]) -> String {
    let dims: Vec<String> = sizes
        .iter()
        .map(|&d| match d {
            DYNAMIC => "?".to_string(),
            d => d.to_string(),
        })
        .collect();
    format!("[{}]", dims.join(", "))
}

/// Checks `x[index] = values` (`ts.index_put`): a bool mask of `x`'s
/// leading dims with one value, or an integer index along dim 0 with
/// values broadcastable to the rows it names (`x[index]`'s shape).
pub fn check_index_put(
    sizes: &[i64],
    index: &[i64],
    mask: bool,
    values: &[i64],
) -> Result<(), String> {
    if sizes.is_empty() {
        return Err("invalid index of a 0-dim tensor".into());
    }
    if mask {
        if index.len() > sizes.len() || sizes[..index.len()] != *index {
            return Err(format!(
                "the shape of the mask {index:?} does not match the shape of the indexed tensor {sizes:?}"
            ));
        }
        if values.iter().product::<i64>() != 1 {
            return Err(format!(
                "assigning a tensor of shape {} through a boolean mask here is not supported (`x[mask] = v` takes one row per selected position)",
                shape_text(values)
            ));
        }
        return Ok(());
    }
    // The indexing result: the index's dims (one of 1 for a 0-d index),
    // then `self`'s after the first.
    let mut rows = match index {
        [] => vec![1],
        dims => dims.to_vec(),
    };
    rows.extend_from_slice(&sizes[1..]);
    // Sizes known only at run time are checked when the op runs.
    if rows.contains(&DYNAMIC) || values.contains(&DYNAMIC) {
        return if values.len() <= rows.len() {
            Ok(())
        } else {
            Err(format!(
                "shape mismatch: a value tensor of {} dims cannot be broadcast to an indexing result of {}",
                values.len(),
                rows.len()
            ))
        };
    }
    match broadcast_shapes(&rows, values) {
        Ok(shape) if shape == rows => Ok(()),
        _ => Err(format!(
            "shape mismatch: value tensor of shape {values:?} cannot be broadcast to indexing result of shape {rows:?}"
        )),
    }
}

/// Checks `bucketize(self, boundaries)`: 1-D boundaries, or (with `rows`,
/// for `searchsorted`) ones with `self`'s leading dims.
pub fn check_bucketize(sizes: &[i64], boundaries: &[i64], rows: bool) -> Result<(), String> {
    if boundaries.len() == 1 {
        return Ok(());
    }
    if !rows || boundaries.is_empty() {
        return Err(format!(
            "boundaries tensor must be 1 dimension, but got dim({})",
            boundaries.len()
        ));
    }
    let lead = &boundaries[..boundaries.len() - 1];
    if sizes.len() != boundaries.len() || sizes[..sizes.len() - 1] != *lead {
        return Err(format!(
            "torch.searchsorted(): boundaries should be 1 dimension or the first N-1 dimensions of boundaries tensor and input value tensor must match, but we got boundaries tensor {boundaries:?} and input value tensor {sizes:?}"
        ));
    }
    Ok(())
}

/// Sizes of `diagonal(offset, dim1, dim2)`: the other dims, then the
/// diagonal's length.
pub fn diagonal_sizes(
    sizes: &[i64],
    offset: i64,
    dim1: i64,
    dim2: i64,
) -> Result<Vec<i64>, String> {
    let rank = sizes.len();
    if rank < 2 {
        return Err(format!(
            "diagonal() needs a tensor of at least 2 dims, got {rank}"
        ));
    }
    let (Some(a), Some(b)) = (normalize_dim(dim1, rank), normalize_dim(dim2, rank)) else {
        return Err(format!(
            "diagonal(): dims ({dim1}, {dim2}) are out of range for a tensor of rank {rank}"
        ));
    };
    if a == b {
        return Err(format!(
            "diagonal dimensions cannot be identical {dim1}, {dim2}"
        ));
    }
    let mut out: Vec<i64> = (0..rank)
        .filter(|&i| i != a && i != b)
        .map(|i| sizes[i])
        .collect();
    let (n1, n2) = (sizes[a], sizes[b]);
    out.push(if n1 == DYNAMIC || n2 == DYNAMIC {
        DYNAMIC
    } else if offset >= 0 {
        n1.min(n2 - offset).max(0)
    } else {
        (n1 + offset).min(n2).max(0)
    });
    Ok(out)
}

/// Sizes of `diag(x, diagonal)`: a 1-D tensor's square matrix, or a 2-D
/// tensor's diagonal.
pub fn diag_sizes(sizes: &[i64], diagonal: i64) -> Result<Vec<i64>, String> {
    match sizes {
        [n] if *n == DYNAMIC => Ok(vec![DYNAMIC, DYNAMIC]),
        [n] => Ok(vec![n + diagonal.abs(); 2]),
        [_, _] => diagonal_sizes(sizes, diagonal, 0, 1),
        _ => Err(format!(
            "diag(): Supports 1D or 2D tensors. Got {}D",
            sizes.len()
        )),
    }
}

pub fn permute_sizes(sizes: &[i64], dims: &[i64]) -> Result<Vec<i64>, String> {
    if dims.len() != sizes.len() {
        return Err(format!(
            "permute needs {} dims, got {}",
            sizes.len(),
            dims.len()
        ));
    }
    dims.iter()
        .map(|&d| {
            normalize_dim(d, sizes.len())
                .map(|n| sizes[n])
                .ok_or_else(|| format!("dim {d} is out of range"))
        })
        .collect()
}

/// Result sizes of `squeeze(dim)` (all size-1 dims when `dim` is `None`).
pub fn squeeze_sizes(sizes: &[i64], dim: Option<i64>) -> Result<Vec<i64>, String> {
    match dim {
        None => Ok(sizes.iter().copied().filter(|&d| d != 1).collect()),
        Some(d) => {
            let n =
                normalize_dim(d, sizes.len()).ok_or_else(|| format!("dim {d} is out of range"))?;
            let mut out = sizes.to_vec();
            if !out.is_empty() && out[n] == 1 {
                out.remove(n);
            }
            Ok(out)
        }
    }
}

/// Result sizes of `flatten(start_dim, end_dim)`.
pub fn flatten_sizes(sizes: &[i64], start: i64, end: i64) -> Result<Vec<i64>, String> {
    if sizes.is_empty() {
        return Ok(vec![1]);
    }
    let (Some(s), Some(e)) = (
        normalize_dim(start, sizes.len()),
        normalize_dim(end, sizes.len()),
    ) else {
        return Err(format!("flatten dims ({start}, {end}) are out of range"));
    };
    if s > e {
        return Err(format!(
            "flatten start_dim {start} comes after end_dim {end}"
        ));
    }
    let merged = sizes[s..=e]
        .iter()
        .try_fold(1i64, |acc, &d| {
            if d == DYNAMIC {
                None
            } else {
                acc.checked_mul(d)
            }
        })
        .unwrap_or(DYNAMIC);
    Ok(sizes[..s]
        .iter()
        .copied()
        .chain(std::iter::once(merged))
        .chain(sizes[e + 1..].iter().copied())
        .collect())
}

/// ceil(a / b) for a >= 0 and b > 0, without overflow for a huge b (a
/// part or step size a script chose); 0 for a <= 0.
pub fn ceil_div(a: i64, b: i64) -> i64 {
    if a <= 0 {
        0
    } else {
        (a as u64).div_ceil(b as u64) as i64
    }
}

/// Python's slice `start:end:step` over a dim of size `size`: the first
/// index and the length.
pub fn slice_range(size: i64, start: i64, end: i64, step: i64) -> (i64, i64) {
    let clamp = |v: i64| {
        let v = if v < 0 { v + size } else { v };
        v.clamp(0, size)
    };
    let (s, e) = (clamp(start), clamp(end));
    (s, ceil_div(e - s, step))
}

/// A sliding window along one spatial dim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub kernel: i64,
    pub stride: i64,
    pub pad_low: i64,
    pub pad_high: i64,
    pub dilation: i64,
}

impl Window {
    /// Output length over an input of length `input` (PyTorch's formula;
    /// with `ceil_mode` the last window may start in the padding but not
    /// past it).
    pub fn output(&self, input: i64, ceil_mode: bool) -> Result<i64, String> {
        for (what, v) in [
            ("kernel size", self.kernel),
            ("stride", self.stride),
            ("dilation", self.dilation),
        ] {
            if v <= 0 {
                return Err(format!("{what} should be greater than zero, but got {v}"));
            }
        }
        if self.pad_low < 0 || self.pad_high < 0 {
            return Err("negative padding is not supported".into());
        }
        // In i128: kernel, padding and dilation are user ints.
        let wide = |v: i64| v as i128;
        let span = wide(self.dilation) * (wide(self.kernel) - 1) + 1;
        let room = wide(input) + wide(self.pad_low) + wide(self.pad_high) - span;
        let (Ok(span), Ok(room)) = (i64::try_from(span), i64::try_from(room)) else {
            return Err(format!(
                "window (kernel {}, dilation {}, padding ({}, {})) is too large",
                self.kernel, self.dilation, self.pad_low, self.pad_high
            ));
        };
        if room < 0 {
            return Err(format!(
                "window of size {span} does not fit an input of size {input} with padding ({}, {})",
                self.pad_low, self.pad_high
            ));
        }
        let (room, stride) = (wide(room), wide(self.stride));
        let mut out = if ceil_mode {
            (room + stride - 1) / stride + 1
        } else {
            room / stride + 1
        };
        if ceil_mode && (out - 1) * stride >= wide(input) + wide(self.pad_low) {
            out -= 1;
        }
        i64::try_from(out).map_err(|_| format!("window output of {out} is too long"))
    }

    /// 'same' padding for stride 1: the total split low-first.
    pub fn same(kernel: i64, dilation: i64) -> Window {
        let total = dilation * (kernel - 1);
        Window {
            kernel,
            stride: 1,
            pad_low: total / 2,
            pad_high: total - total / 2,
            dilation,
        }
    }
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
    fn reductions_and_reshapes() {
        let t = TensorType::new(vec![4, 6], Dtype::Int64);
        let r = reduce_result(&t, Some(&[-1]), false, ReduceDtype::Sum).unwrap();
        assert_eq!(r, TensorType::new(vec![4], Dtype::Int64));
        let r = reduce_result(&t, None, true, ReduceDtype::Same).unwrap();
        assert_eq!(r.sizes, Some(vec![1, 1]));
        assert!(reduce_result(&t, Some(&[0, -2]), false, ReduceDtype::Sum).is_err());
        assert_eq!(reshape_sizes(&[2, -1, 4], Some(24)), Ok(vec![2, 3, 4]));
        assert!(reshape_sizes(&[5, -1], Some(24)).is_err());
        assert_eq!(permute_sizes(&[2, 3, 4], &[2, 0, 1]), Ok(vec![4, 2, 3]));
        assert_eq!(squeeze_sizes(&[1, 3, 1], None), Ok(vec![3]));
        assert_eq!(flatten_sizes(&[2, 3, 4], 1, -1), Ok(vec![2, 12]));
    }

    #[test]
    fn windows() {
        let w = Window {
            kernel: 3,
            stride: 1,
            pad_low: 1,
            pad_high: 1,
            dilation: 1,
        };
        assert_eq!(w.output(8, false), Ok(8));
        let w = Window {
            kernel: 2,
            stride: 2,
            pad_low: 0,
            pad_high: 0,
            dilation: 1,
        };
        assert_eq!(w.output(5, false), Ok(2));
        assert_eq!(w.output(5, true), Ok(3));
        assert_eq!(
            Window::same(4, 1),
            Window {
                kernel: 4,
                stride: 1,
                pad_low: 1,
                pad_high: 2,
                dilation: 1
            }
        );
        assert!(Window {
            kernel: 5,
            stride: 1,
            pad_low: 0,
            pad_high: 0,
            dilation: 1
        }
        .output(3, false)
        .is_err());
    }

    #[test]
    fn batched_matmul() {
        let a = TensorType::new(vec![3, 4, 5], Dtype::Float32);
        let b = TensorType::new(vec![5, 6], Dtype::Float32);
        assert_eq!(matmul_result(&a, &b).unwrap().sizes, Some(vec![3, 4, 6]));
        let v = TensorType::new(vec![5], Dtype::Float32);
        assert_eq!(matmul_result(&a, &v).unwrap().sizes, Some(vec![3, 4]));
    }

    #[test]
    fn matmul_shapes() {
        let a = TensorType::new(vec![5, 16], Dtype::Float32);
        let b = TensorType::new(vec![16, 12], Dtype::Float32);
        assert_eq!(matmul_result(&a, &b).unwrap().sizes, Some(vec![5, 12]));
        assert!(matmul_result(&a, &a).is_err());
    }

    #[test]
    fn windows_refuse_parameters_no_input_fits() {
        let w = |kernel, stride, pad, dilation| Window {
            kernel,
            stride,
            pad_low: pad,
            pad_high: pad,
            dilation,
        };
        assert!(w(2, 0, 0, 1)
            .output(8, false)
            .unwrap_err()
            .contains("stride"));
        assert!(w(0, 1, 0, 1)
            .output(8, false)
            .unwrap_err()
            .contains("kernel"));
        assert!(w(2, 1, -1, 1)
            .output(8, false)
            .unwrap_err()
            .contains("negative"));
        let huge = w(3, 1, i64::MAX / 2, 1).output(8, false);
        assert!(huge.unwrap_err().contains("too large"));
        assert!(w(i64::MAX, 1, 0, i64::MAX).output(8, false).is_err());
        assert_eq!(w(3, i64::MAX, 0, 1).output(8, true), Ok(1));
    }

    #[test]
    fn tensor_sizes_beyond_memory_are_errors() {
        let f32s =
            |sizes: &[i64]| check_tensor_size(&TensorType::new(sizes.to_vec(), Dtype::Float32));
        assert_eq!(f32s(&[1 << 20, 1 << 20]), Ok(()));
        assert!(f32s(&[1 << 30, 1 << 30]).unwrap_err().contains("too large"));
        assert!(f32s(&[i64::MAX, i64::MAX])
            .unwrap_err()
            .contains("too large"));
        assert!(f32s(&[3, -2]).unwrap_err().contains("negative dimension"));
        assert_eq!(f32s(&[DYNAMIC, 1 << 20]), Ok(()));
        assert!(reshape_sizes(&[i64::MAX, 4, -1], Some(8)).is_err());
        assert_eq!(slice_range(10, 0, 10, i64::MAX), (0, 1));
    }
}
