//! `ts.matmul` → a zero-filled accumulator and a contraction
//! `linalg.generic` over (batch..., m, k, n).
//!
//! The reduction dim sits between the parallel ones ("ikj" order): once
//! lowered to loops, the innermost loop walks contiguous rows of the
//! right operand and of the result, which LLVM vectorizes; with k
//! innermost it would be a strided reduction that it does not. 1-D
//! operands are reshaped to matrices first (and their dim dropped from the
//! result afterwards); batch dims broadcast through the indexing maps.
//!
//! A right operand that is a transposed tensor (`x @ w.t()`, every
//! `F.linear`) is read untransposed: in "ikj" order its rows would be
//! walked across (a stride of k per step), so the order becomes "ijk" —
//! both operands walked along contiguous rows — and the float sum may be
//! reassociated so that LLVM vectorizes the dot product, as any BLAS sums
//! in its own order.

use super::{
    builder::{affine_map, identity_map, Inserter},
    elementwise::{operand, ranked_result},
    elementwise_math::Elem,
    run_time_sizes::agreed_sizes,
};
use crate::{ir::op_name, op_families::BinaryKind, shape_functions::broadcast_shapes};
use melior::ir::{
    attribute::Attribute,
    block::BlockLike,
    operation::{OperationLike, OperationResult},
    r#type::RankedTensorType,
    OperationRef, RegionLike, ShapedTypeLike, Value, ValueLike,
};
use melior::Context;
use ts_dialect::{BlockPositions, OpPositions};
use ts_dialect::{TensorType, DYNAMIC};

/// `w` (builtin) when the ts tensor `v` is `w` with its last two dims
/// swapped (`w.t()`, `w.transpose(-2, -1)`): by the time a matmul is
/// lowered its operand's `ts.transpose` already is a `linalg.generic`
/// that only copies through such a permutation map.
fn untransposed<'c, 'a>(ctx: &'c Context, v: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let cast = OperationResult::try_from(v).ok()?.owner();
    if op_name(cast) != "ts.from_builtin_tensor" {
        return None;
    }
    let copy = OperationResult::try_from(cast.operand_at(0)?).ok()?.owner();
    if op_name(copy) != "linalg.generic" || copy.operand_count() != 2 {
        return None;
    }
    let w = copy.operand_at(0)?;
    let rank = RankedTensorType::try_from(w.r#type()).ok()?.rank();
    if rank < 2 {
        return None;
    }
    let mut swapped: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    swapped.swap(rank - 2, rank - 1);
    let maps = Attribute::parse(
        ctx,
        &format!("[{}, {}]", affine_map(rank, &swapped), identity_map(rank)),
    )?;
    if copy.attribute("indexing_maps").ok()? != maps {
        return None;
    }
    // The body only yields its input element.
    let body = copy.region_at(0)?.first_block()?;
    let only = body.first_operation()?;
    let copies = op_name(only) == "linalg.yield"
        && only
            .operand_at(0)
            .is_some_and(|y| body.argument_at(0).is_some_and(|a| y == a.into()));
    // SAFETY: `w` is an operand of a live op of the function being
    // lowered; it outlives this lowering step.
    copies.then(|| unsafe { crate::ir::value_ref(w.to_raw()) })
}

pub fn lower_matmul<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let (mut lhs, mut lt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (mut rhs, mut rt) = ins.cast_to_builtin(operand(op, 1)?)?;
    let transposed = untransposed(ins.ctx, operand(op, 1)?);
    let sizes = |t: &TensorType| t.sizes.clone().unwrap_or_default();
    // Vectors become a 1 x K row and a K x 1 column.
    let reshape = |v, from: &TensorType, to: &TensorType| {
        if from.is_static() {
            ins.reshape(v, to)
        } else {
            super::data_movement::reshape_run_time(ins, op, v, from, to)
        }
    };
    if lt.rank() == Some(1) {
        let m = TensorType::new(vec![1, sizes(&lt)[0]], lt.dtype.unwrap_or(dtype));
        lhs = reshape(lhs, &lt, &m)?;
        lt = m;
    }
    if rt.rank() == Some(1) {
        let m = TensorType::new(vec![sizes(&rt)[0], 1], rt.dtype.unwrap_or(dtype));
        rhs = reshape(rhs, &rt, &m)?;
        rt = m;
    }
    let (a, b) = (sizes(&lt), sizes(&rt));
    let (batch_a, batch_b) = (&a[..a.len() - 2], &b[..b.len() - 2]);
    // Contracted sizes that refinement could not compare must agree.
    let (ka, kb) = (a.len() - 1, b.len() - 2);
    if a[ka] == DYNAMIC || b[kb] == DYNAMIC {
        super::runtime_errors::raise_if_differ(
            ins,
            op,
            ins.dim(lhs, ka)?,
            ins.dim(rhs, kb)?,
            "RuntimeError: mat1 and mat2 shapes cannot be multiplied (sizes known only at run time)",
        )?;
    }
    let batch = broadcast_shapes(batch_a, batch_b)
        .map_err(|(x, y)| format!("batch dims do not broadcast ({x} vs {y})"))?;
    let nb = batch.len();
    // Batch dims known only at run time, as for elementwise operands
    // (aligned to the trailing batch dims): read from one, checked
    // against the others.
    let mut readers = vec![vec![]; nb];
    for (v, own) in [(lhs, batch_a), (rhs, batch_b)] {
        for (k, &size) in own.iter().enumerate() {
            if size == DYNAMIC {
                readers[nb - own.len() + k].push((v, k));
            }
        }
    }
    let mut dynamic: Vec<Value> = agreed_sizes(ins, op, &batch, &readers)?
        .into_iter()
        .flatten()
        .collect();
    let (m, n) = (a[a.len() - 2], b[b.len() - 1]);
    // Iteration space: d0..d{nb-1} batch, then m, k, n ("ikj"), or m, n,
    // k ("ijk") for an untransposed right operand.
    let (dm, mut dk, mut dn) = (
        format!("d{nb}"),
        format!("d{}", nb + 1),
        format!("d{}", nb + 2),
    );
    if transposed.is_some() {
        std::mem::swap(&mut dk, &mut dn);
    }
    let batch_exprs = |own: &[i64]| -> Vec<String> {
        let offset = nb - own.len();
        own.iter()
            .enumerate()
            .map(|(i, &s)| {
                if s == 1 && batch[offset + i] != 1 {
                    "0".into()
                } else {
                    format!("d{}", offset + i)
                }
            })
            .collect()
    };
    let rank = nb + 3;
    let mut lhs_map = batch_exprs(batch_a);
    lhs_map.extend([dm.clone(), dk.clone()]);
    let mut rhs_map = batch_exprs(batch_b);
    let mut iterators = vec!["parallel"; nb];
    if let Some(w) = transposed {
        rhs = w;
        rhs_map.extend([dn.clone(), dk]);
        iterators.extend(["parallel", "parallel", "reduction"]);
    } else {
        rhs_map.extend([dk, dn.clone()]);
        iterators.extend(["parallel", "reduction", "parallel"]);
    }
    let mut out_map: Vec<String> = (0..nb).map(|i| format!("d{i}")).collect();
    out_map.extend([dm, dn]);
    let acc_type = TensorType::new(batch.iter().copied().chain([m, n]).collect(), dtype);
    if m == DYNAMIC {
        dynamic.push(ins.dim(lhs, a.len() - 2)?);
    }
    if n == DYNAMIC {
        // The untransposed operand holds n at its next-to-last dim.
        let at = b.len() - if transposed.is_some() { 2 } else { 1 };
        dynamic.push(ins.dim(rhs, at)?);
    }
    let zero = ins.filled_sized(&acc_type, &dynamic, 0.0)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let reassociate = transposed.is_some() && dtype.is_float();
    let product = ins.generic(
        &[
            (lhs, affine_map(rank, &lhs_map)),
            (rhs, affine_map(rank, &rhs_map)),
        ],
        zero,
        &affine_map(rank, &out_map),
        &iterators,
        |block, args| {
            let e = Elem::new(ctx, block, loc);
            let p = e.binary(BinaryKind::Mul, args[0], args[1], dtype)?;
            let sum = e.binary(BinaryKind::Add, args[2], p, dtype)?;
            if reassociate {
                let fast = Attribute::parse(ctx, "#arith.fastmath<reassoc,contract>")
                    .ok_or("cannot build the fastmath flags")?;
                for v in [p, sum] {
                    let owner = OperationResult::try_from(v)
                        .map_err(|e| e.to_string())?
                        .owner();
                    crate::ir::set_attribute(owner, "fastmath", fast);
                }
            }
            Ok(sum)
        },
    )?;
    let result = if acc_type.sizes != out.sizes {
        reshape(product, &acc_type, &out)?
    } else {
        product
    };
    ins.cast_from_builtin(result, &out)
}
