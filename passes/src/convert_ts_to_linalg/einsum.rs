//! `ts.einsum` → one `linalg.generic`: a loop per label, reduction over the
//! labels the result lacks, and a body that multiplies the operands'
//! elements into a zero-filled accumulator.
//!
//! Loops run in matmul's "ikj" order: the result's labels but its last,
//! then the reduced labels, then the result's last label innermost, so the
//! innermost loop walks contiguous rows of the result (which LLVM
//! vectorizes) instead of being a strided reduction.

use super::{
    builder::{affine_map, Inserter},
    elementwise::{operand, ranked_result},
    elementwise_math::Elem,
    run_time_sizes::agreed_sizes_or,
};
use crate::{einsum_equation, op_attrs, op_families::BinaryKind};
use melior::ir::{operation::OperationLike, OperationRef, Value};
use ts_dialect::DYNAMIC;

pub fn lower_einsum<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let equation = op_attrs::string(op, "equation").ok_or("missing `equation`")?;
    let mut inputs = Vec::new();
    let mut sizes = Vec::new();
    for i in 0..op.operand_count() {
        let (v, t) = ins.cast_to_builtin(operand(op, i)?)?;
        inputs.push(v);
        sizes.push(t.sizes.ok_or("operand shapes must be known")?);
    }
    let ranks: Vec<usize> = sizes.iter().map(Vec::len).collect();
    let e = einsum_equation::resolve(&equation, &ranks)?;
    let loop_sizes = e.loop_sizes(&sizes)?;

    let reduced = (0..e.loops).filter(|l| !e.result.contains(l));
    let order: Vec<usize> = match e.result.split_last() {
        Some((last, outer)) => outer
            .iter()
            .copied()
            .chain(reduced)
            .chain([*last])
            .collect(),
        None => reduced.collect(),
    };
    let dim = |l: usize| format!("d{}", order.iter().position(|&o| o == l).unwrap());
    let rank = e.loops;
    let maps = e.operands.iter().zip(&sizes).map(|(loops, dims)| {
        let exprs: Vec<String> = loops
            .iter()
            .zip(dims)
            .map(|(&l, &size)| {
                // A size-1 dim broadcasts against the label's size.
                if size == 1 && loop_sizes[l] != 1 {
                    "0".into()
                } else {
                    dim(l)
                }
            })
            .collect();
        affine_map(rank, &exprs)
    });
    let inputs: Vec<(Value, String)> = inputs.into_iter().zip(maps).collect();
    let out_map = affine_map(rank, &e.result.iter().map(|&l| dim(l)).collect::<Vec<_>>());
    let iterators: Vec<&str> = order
        .iter()
        .map(|l| {
            if e.result.contains(l) {
                "parallel"
            } else {
                "reduction"
            }
        })
        .collect();
    // A label's size known only at run time: every operand dim of that
    // label known only then must agree with the first (or with the static
    // size another operand gives); the result reads it from the first.
    let mut readers: Vec<Vec<(Value<'c, 'a>, usize)>> = vec![Vec::new(); e.loops];
    for (k, (loops, dims)) in e.operands.iter().zip(&sizes).enumerate() {
        for (j, (&l, &size)) in loops.iter().zip(dims).enumerate() {
            if size == DYNAMIC {
                readers[l].push((inputs[k].0, j));
            }
        }
    }
    let run_time = agreed_sizes_or(ins, op, &loop_sizes, &readers, &|_| {
        "RuntimeError: einsum(): operands do not broadcast with remapped shapes (a size known only at run time differs)".into()
    })?;
    let dynamic: Vec<Value> = e.result.iter().filter_map(|&l| run_time[l]).collect();
    let zero = ins.filled_sized(&out, &dynamic, 0.0)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let n = inputs.len();
    // Without a summed label each result element is one product: not
    // added to the accumulator, which an all-parallel op must not read
    // (elementwise fusion into a consumer that broadcasts the result
    // would accumulate across that consumer's loop; see `reductions.rs`).
    let sums = iterators.contains(&"reduction");
    let result = ins.generic(&inputs, zero, &out_map, &iterators, |block, args| {
        let e = Elem::new(ctx, block, loc);
        let mut product = args[0];
        for &a in &args[1..n] {
            product = e.binary(BinaryKind::Mul, product, a, dtype)?;
        }
        match sums {
            true => e.binary(BinaryKind::Add, args[n], product, dtype),
            false => Ok(product),
        }
    })?;
    ins.cast_from_builtin(result, &out)
}
