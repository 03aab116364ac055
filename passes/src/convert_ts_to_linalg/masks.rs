//! Boolean masks and nonzero elements: `x[mask]` (`ts.index_tensor` with a
//! bool index) and `ts.nonzero`, whose results have one dim of the number
//! of true (nonzero) elements, known only at run time.
//!
//! Both first find where those elements are: their count (a reduction),
//! then their row-major positions, which one sequential `scf.for` inserts
//! into a tensor of that count; the result is a gather-style generic
//! reading through the positions.

use super::{
    builder::{self, affine_map, identity_map, Inserter, OpSink},
    elementwise::{operand, ranked_result},
    runtime_errors::raise_if_differ,
};
use crate::{op_attrs, shape_functions::normalize_dim};
use melior::{
    ir::{
        block::BlockLike,
        operation::{OperationBuilder, OperationLike},
        Block, Location, OperationRef, Region, RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use ts_dialect::{Dtype, TensorType, DYNAMIC};

fn build(b: OperationBuilder) -> Result<melior::ir::Operation, String> {
    b.build().map_err(|e| e.to_string())
}

/// The sizes of the builtin tensor `v` (of type `t`) as `index` values.
fn index_sizes<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    v: Value<'c, 'a>,
    t: &TensorType,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let sizes = t.sizes.as_deref().ok_or("the rank must be known")?;
    sizes
        .iter()
        .enumerate()
        .map(|(i, &s)| match s {
            DYNAMIC => ins.dim(v, i),
            s => builder::index_const(ins.ctx, ins, ins.loc, s),
        })
        .collect()
}

/// The row-major multi-index of the position `flat` in a tensor of
/// `sizes` (all `index` values).
fn delinearize<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    flat: Value<'c, 'b>,
    sizes: &[Value<'c, 'b>],
) -> Result<Vec<Value<'c, 'b>>, String> {
    let mut coords = Vec::new();
    let mut rest = flat;
    for &s in sizes.iter().rev() {
        coords.push(builder::arith_binary(sink, loc, "arith.remui", rest, s)?);
        rest = builder::arith_binary(sink, loc, "arith.divui", rest, s)?;
    }
    coords.reverse();
    Ok(coords)
}

/// The number of true (nonzero) elements of the builtin tensor `mask` (of
/// type `t`, `sizes` its sizes) and their row-major positions, as an
/// `index` and a `tensor<?xi64>` of that many.
fn true_positions<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    mask: Value<'c, 'a>,
    t: &TensorType,
    sizes: &[Value<'c, 'a>],
) -> Result<(Value<'c, 'a>, Value<'c, 'a>), String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let dtype = t.dtype.ok_or("the dtype must be known")?;
    let rank = sizes.len();
    let i64t = Dtype::Int64.to_mlir(ctx);
    let zero_d = TensorType::new(vec![], Dtype::Int64);
    let init = ins.filled(&zero_d, 0.0)?;
    let total = ins.generic(
        &[(mask, identity_map(rank))],
        init,
        &affine_map(rank, &[]),
        &vec!["reduction"; rank],
        |block, a| {
            let on = builder::convert(ctx, &block, loc, a[0], dtype, Dtype::Bool)?;
            let one = builder::convert(ctx, &block, loc, on, Dtype::Bool, Dtype::Int64)?;
            builder::arith_binary(&block, loc, "arith.addi", a[1], one)
        },
    )?;
    let count = builder::extract(ins, loc, total, &[], i64t)?;
    let count = builder::index_cast(ins, loc, count, Type::index(ctx))?;
    let mut n = builder::index_const(ctx, ins, loc, 1)?;
    for &s in sizes {
        n = builder::arith_binary(ins, loc, "arith.muli", n, s)?;
    }
    let positions = ins.empty_sized(&TensorType::new(vec![DYNAMIC], Dtype::Int64), &[count])?;
    let (tensor_ty, index) = (positions.r#type(), Type::index(ctx));
    // for i in range(n): if mask.flat[i]: positions[k] = i; k += 1
    let body = Block::new(&[(index, loc), (tensor_ty, loc), (index, loc)]);
    {
        let b = &body;
        let arg = |i: usize| -> Result<Value, String> {
            Ok(b.argument(i).map_err(|e| e.to_string())?.into())
        };
        let (i, acc, k) = (arg(0)?, arg(1)?, arg(2)?);
        let inner: Vec<Value> = sizes.iter().map(|&s| builder::rebind(s)).collect();
        let coords = delinearize(&b, loc, i, &inner)?;
        let m = builder::extract(&b, loc, builder::rebind(mask), &coords, dtype.to_mlir(ctx))?;
        let on = builder::convert(ctx, &b, loc, m, dtype, Dtype::Bool)?;
        let then = Block::new(&[]);
        {
            let t = &then;
            let at = builder::index_cast(&t, loc, builder::rebind(i), i64t)?;
            let stored = builder::result(
                t.emit(build(
                    OperationBuilder::new("tensor.insert", loc)
                        .add_operands(&[at, builder::rebind(acc), builder::rebind(k)])
                        .add_results(&[tensor_ty]),
                )?),
            );
            let one = builder::index_const(ctx, &t, loc, 1)?;
            let next = builder::arith_binary(&t, loc, "arith.addi", builder::rebind(k), one)?;
            t.append_operation(build(
                OperationBuilder::new("scf.yield", loc).add_operands(&[stored, next]),
            )?);
        }
        let otherwise = Block::new(&[]);
        otherwise.append_operation(build(
            OperationBuilder::new("scf.yield", loc)
                .add_operands(&[builder::rebind(acc), builder::rebind(k)]),
        )?);
        let (r1, r2) = (Region::new(), Region::new());
        r1.append_block(then);
        r2.append_block(otherwise);
        let branch = b.append_operation(build(
            OperationBuilder::new("scf.if", loc)
                .add_operands(&[on])
                .add_results(&[tensor_ty, index])
                .add_regions([r1, r2]),
        )?);
        let results: Vec<Value> = branch.results().map(Into::into).collect();
        b.append_operation(build(
            OperationBuilder::new("scf.yield", loc).add_operands(&results),
        )?);
    }
    let region = Region::new();
    region.append_block(body);
    let (zero, one) = (
        builder::index_const(ctx, ins, loc, 0)?,
        builder::index_const(ctx, ins, loc, 1)?,
    );
    let filled = ins.emit(build(
        OperationBuilder::new("scf.for", loc)
            .add_operands(&[zero, n, one, positions, zero])
            .add_results(&[tensor_ty, index])
            .add_regions([region]),
    )?);
    Ok((count, builder::result(filled)))
}

/// The `index` position stored at `at` of the positions tensor.
fn position<'c: 'b, 'b>(
    ctx: &'c Context,
    block: &'b Block<'c>,
    loc: Location<'c>,
    positions: Value<'c, 'b>,
    at: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    let p = builder::extract(&block, loc, positions, &[at], Dtype::Int64.to_mlir(ctx))?;
    builder::index_cast(&block, loc, p, Type::index(ctx))
}

/// `x[mask]`: the dims from `dim` that the bool mask covers become one,
/// of the true elements in row-major order.
pub fn lower_mask_index<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (mask, mt) = ins.cast_to_builtin(operand(op, 1)?)?;
    let xs = xt.sizes.clone().ok_or("the rank must be known")?;
    let k = mt.rank().ok_or("the mask's rank must be known")?;
    let dim = op_attrs::int(op, "dim").ok_or("missing `dim`")?;
    let d = normalize_dim(dim, xs.len()).ok_or_else(|| format!("dim {dim} is out of range"))?;
    let mask_sizes = index_sizes(ins, mask, &mt)?;
    // Sizes refinement could not compare are checked before any read.
    for (j, &m) in mt.sizes.iter().flatten().enumerate() {
        if m == DYNAMIC || xs[d + j] == DYNAMIC {
            let covered = ins.dim(x, d + j)?;
            raise_if_differ(
                ins,
                op,
                mask_sizes[j],
                covered,
                &format!("IndexError: The shape of the mask at index {j} does not match the shape of the indexed tensor at index {}", d + j),
            )?;
        }
    }
    let (count, positions) = true_positions(ins, mask, &mt, &mask_sizes)?;
    let shape = out.sizes.clone().unwrap_or_default();
    let mut dynamic = Vec::new();
    for (i, &s) in shape.iter().enumerate() {
        if s == DYNAMIC {
            dynamic.push(match i.cmp(&d) {
                std::cmp::Ordering::Less => ins.dim(x, i)?,
                std::cmp::Ordering::Equal => count,
                std::cmp::Ordering::Greater => ins.dim(x, i - 1 + k)?,
            });
        }
    }
    let r = ins.tabulate_sized(&out, &dynamic, |block, idx| {
        let flat = position(ctx, block, loc, builder::rebind(positions), idx[d])?;
        let inner: Vec<Value> = mask_sizes.iter().map(|&s| builder::rebind(s)).collect();
        let coords = delinearize(&block, loc, flat, &inner)?;
        let mut at = idx[..d].to_vec();
        at.extend(coords);
        at.extend_from_slice(&idx[d + 1..]);
        builder::extract(&block, loc, builder::rebind(x), &at, dtype.to_mlir(ctx))
    })?;
    ins.cast_from_builtin(r, &out)
}

/// `nonzero(x)`: `[count, rank]`, each row the multi-index of one nonzero
/// element, in row-major order.
pub fn lower_nonzero<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let out = ranked_result(op, 0)?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let sizes = index_sizes(ins, x, &xt)?;
    let (count, positions) = true_positions(ins, x, &xt, &sizes)?;
    let r = ins.tabulate_sized(&out, &[count], |block, idx| {
        let flat = position(ctx, block, loc, builder::rebind(positions), idx[0])?;
        let inner: Vec<Value> = sizes.iter().map(|&s| builder::rebind(s)).collect();
        let coords = delinearize(&block, loc, flat, &inner)?;
        // Column `idx[1]` of the row: a select over the coordinates.
        let mut value = builder::index_const(ctx, &block, loc, 0)?;
        for (c, &coord) in coords.iter().enumerate() {
            const EQ: i64 = 0;
            let c = builder::index_const(ctx, &block, loc, c as i64)?;
            let here = builder::compare(ctx, &block, loc, false, EQ, idx[1], c)?;
            value = builder::select(&block, loc, here, coord, value)?;
        }
        builder::index_cast(&block, loc, value, Dtype::Int64.to_mlir(ctx))
    })?;
    ins.cast_from_builtin(r, &out)
}
