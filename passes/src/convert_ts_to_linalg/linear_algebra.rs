//! `ts.matmul` → a zero-filled accumulator and a contraction
//! `linalg.generic` over (batch..., m, k, n).
//!
//! The reduction dim sits between the parallel ones ("ikj" order): once
//! lowered to loops, the innermost loop walks contiguous rows of the
//! right operand and of the result, which LLVM vectorizes; with k
//! innermost it would be a strided reduction that it does not. 1-D
//! operands are reshaped to matrices first (and their dim dropped from the
//! result afterwards); batch dims broadcast through the indexing maps.

use super::{
    builder::{affine_map, Inserter},
    elementwise::{operand, ranked_result},
    elementwise_math::Elem,
    run_time_sizes::agreed_sizes,
};
use crate::{op_families::BinaryKind, shape_functions::broadcast_shapes};
use melior::ir::{OperationRef, Value};
use ts_dialect::{TensorType, DYNAMIC};

pub fn lower_matmul<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let (mut lhs, mut lt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (mut rhs, mut rt) = ins.cast_to_builtin(operand(op, 1)?)?;
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
    // Iteration space: d0..d{nb-1} batch, then m, k, n.
    let (dm, dk, dn) = (
        format!("d{nb}"),
        format!("d{}", nb + 1),
        format!("d{}", nb + 2),
    );
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
    rhs_map.extend([dk, dn.clone()]);
    let mut out_map: Vec<String> = (0..nb).map(|i| format!("d{i}")).collect();
    out_map.extend([dm, dn]);
    let acc_type = TensorType::new(batch.iter().copied().chain([m, n]).collect(), dtype);
    if m == DYNAMIC {
        dynamic.push(ins.dim(lhs, a.len() - 2)?);
    }
    if n == DYNAMIC {
        dynamic.push(ins.dim(rhs, b.len() - 1)?);
    }
    let zero = ins.filled_sized(&acc_type, &dynamic, 0.0)?;
    let mut iterators = vec!["parallel"; nb];
    iterators.extend(["parallel", "reduction", "parallel"]);
    let (ctx, loc) = (ins.ctx, ins.loc);
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
            e.binary(BinaryKind::Add, args[2], p, dtype)
        },
    )?;
    let result = if acc_type.sizes != out.sizes {
        reshape(product, &acc_type, &out)?
    } else {
        product
    };
    ins.cast_from_builtin(result, &out)
}
