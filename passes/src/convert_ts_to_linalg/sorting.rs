//! `ts.sort` (`torch.sort`, `argsort`, `topk`) → two `linalg.generic`s.
//!
//! Sorting by rank rather than by swapping keeps everything in linalg:
//! first every element counts the elements that go before it along `dim`
//! (a reduction over a second copy of that dim, which is its position in
//! the stable order), then every output position picks the element whose
//! rank it is. That is O(n²) along `dim` but parallel over everything
//! else, vectorizable, and has no data-dependent control flow.

use super::{
    builder::{self, affine_map, compare, constant, convert, linalg_index, select, Inserter},
    elementwise::{operand, ranked_result},
};
use crate::{op_attrs, shape_functions::normalize_dim};
use melior::ir::{operation::OperationLike, r#type::IntegerType, Block, OperationRef, Type, Value};
use ts_dialect::{Dtype, TensorType, DYNAMIC};

// `arith.cmpf` / `arith.cmpi` predicates (i64 enums).
const CMPF_OEQ: i64 = 1;
const CMPF_OGT: i64 = 2;
const CMPF_OLT: i64 = 4;
const CMPF_UNO: i64 = 14;
const CMPI_EQ: i64 = 0;
const CMPI_SLT: i64 = 2;
const CMPI_SGT: i64 = 4;
const CMPI_ULT: i64 = 6;
const CMPI_UGT: i64 = 8;

/// Whether `b` goes strictly before `a` in the order, and whether they tie.
/// NaN is above every number (PyTorch's order), and ties with NaN.
fn order<'c, 'b>(
    ins: &Inserter<'c, '_>,
    block: &'b Block<'c>,
    dtype: Dtype,
    descending: bool,
    a: Value<'c, 'b>,
    b: Value<'c, 'b>,
) -> Result<(Value<'c, 'b>, Value<'c, 'b>), String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let sink = &block;
    if !dtype.is_float() {
        let (lt, gt) = if dtype == Dtype::Bool {
            (CMPI_ULT, CMPI_UGT)
        } else {
            (CMPI_SLT, CMPI_SGT)
        };
        let before = compare(
            ctx,
            sink,
            loc,
            false,
            if descending { gt } else { lt },
            b,
            a,
        )?;
        let tie = compare(ctx, sink, loc, false, CMPI_EQ, b, a)?;
        return Ok((before, tie));
    }
    let a_nan = compare(ctx, sink, loc, true, CMPF_UNO, a, a)?;
    let b_nan = compare(ctx, sink, loc, true, CMPF_UNO, b, b)?;
    let ordered = compare(
        ctx,
        sink,
        loc,
        true,
        if descending { CMPF_OGT } else { CMPF_OLT },
        b,
        a,
    )?;
    // Ascending: a NaN `a` comes after every number `b`; descending: a NaN
    // `b` comes before every number `a`.
    let (nan_side, number_side) = if descending {
        (b_nan, a_nan)
    } else {
        (a_nan, b_nan)
    };
    let t = constant(ctx, sink, loc, 1.0, Dtype::Bool)?;
    let not_number_side = builder::arith_binary(sink, loc, "arith.xori", number_side, t)?;
    let by_nan = builder::arith_binary(sink, loc, "arith.andi", nan_side, not_number_side)?;
    let before = builder::arith_binary(sink, loc, "arith.ori", ordered, by_nan)?;
    let equal = compare(ctx, sink, loc, true, CMPF_OEQ, b, a)?;
    let both_nan = builder::arith_binary(sink, loc, "arith.andi", a_nan, b_nan)?;
    let tie = builder::arith_binary(sink, loc, "arith.ori", equal, both_nan)?;
    Ok((before, tie))
}

/// The maps of the (rank + 1)-dim iteration space: `dN` is the extra copy
/// of `dim`. Returns (the tensor read at the outer position, the tensor
/// read with `dim` replaced by `dN`).
fn maps(rank: usize, dim: usize) -> (String, String) {
    let outer: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let mut inner = outer.clone();
    inner[dim] = format!("d{rank}");
    (affine_map(rank + 1, &outer), affine_map(rank + 1, &inner))
}

/// `ts.sort`: values and int64 indices.
pub fn lower_sort<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let values_out = ranked_result(op, 0)?;
    let indices_out = ranked_result(op, 1)?;
    let (x, input) = ins.cast_to_builtin(operand(op, 0)?)?;
    let dtype = input.dtype.ok_or("the input dtype must be known")?;
    let descending = op_attrs::flag(op, "descending", false);
    let dim = op_attrs::int(op, "dim").ok_or("missing `dim`")?;
    // A 0-d tensor sorts as one element.
    let (x, input) = ins.at_least_1d(x, &input)?;
    let values_ty = super::builder::at_least_1d_type(&values_out);
    let indices_ty = super::builder::at_least_1d_type(&indices_out);
    let sizes = input.sizes.clone().ok_or("the input shape must be known")?;
    let rank = sizes.len();
    let d = normalize_dim(dim, rank).ok_or_else(|| format!("dim {dim} is out of range"))?;
    let i64_ty = IntegerType::new(ctx, 64).into();
    let iterators: Vec<&str> = (0..rank).map(|_| "parallel").chain(["reduction"]).collect();
    let (outer, inner) = maps(rank, d);

    // Sizes known only at run time: the kept count (topk's k, maybe a
    // value) must lie in [0, size along dim], checked when it runs.
    let out_sizes = values_ty.sizes.clone().unwrap_or_default();
    let k_value = if op.operand_count() > 1 {
        Some(operand(op, 1)?)
    } else {
        None
    };
    let mut dynamic = Vec::new();
    for (i, &s) in out_sizes.iter().enumerate() {
        if s == DYNAMIC {
            dynamic.push(match k_value {
                Some(k) if i == d => builder::index_cast(ins, loc, k, Type::index(ctx))?,
                _ => ins.dim(x, i)?,
            });
        }
    }
    if sizes[d] == DYNAMIC || k_value.is_some() {
        let n = builder::index_cast(ins, loc, ins.dim(x, d)?, i64_ty)?;
        let k = match (k_value, out_sizes[d]) {
            (Some(k), _) => k,
            (None, DYNAMIC) => n,
            (None, k) => constant(ctx, ins, loc, k as f64, Dtype::Int64)?,
        };
        let zero = constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
        let over = compare(ctx, ins, loc, false, CMPI_SGT, k, n)?;
        let under = compare(ctx, ins, loc, false, CMPI_SLT, k, zero)?;
        let outside = builder::arith_binary(ins, loc, "arith.ori", over, under)?;
        super::runtime_errors::raise_if(
            ins,
            op,
            outside,
            "RuntimeError: selected index k out of range",
        )?;
    }
    let same_as_x = ins.sizes_from(&input, x, &(0..rank).collect::<Vec<_>>())?;

    // rank[p] = #{q along dim : x[q] before x[p], or ties with q < p}.
    let zero = ins.filled_sized(
        &TensorType::new(sizes.clone(), Dtype::Int64),
        &same_as_x,
        0.0,
    )?;
    let ranks = ins.generic(
        &[(x, outer.clone()), (x, inner.clone())],
        zero,
        &outer,
        &iterators,
        |block, args| {
            let sink = &block;
            let (before, tie) = order(ins, block, dtype, descending, args[0], args[1])?;
            let p = linalg_index(ctx, sink, loc, d)?;
            let q = linalg_index(ctx, sink, loc, rank)?;
            let earlier = compare(ctx, sink, loc, false, CMPI_ULT, q, p)?;
            let stable = builder::arith_binary(sink, loc, "arith.andi", tie, earlier)?;
            let counts = builder::arith_binary(sink, loc, "arith.ori", before, stable)?;
            let one = convert(ctx, sink, loc, counts, Dtype::Bool, Dtype::Int64)?;
            builder::arith_binary(sink, loc, "arith.addi", args[2], one)
        },
    )?;

    // out[k] = the x[q] whose rank is k (k < the kept size).
    let results = ins.generic_multi(
        &[(x, inner.clone()), (ranks, inner)],
        &[
            (ins.filled_sized(&values_ty, &dynamic, 0.0)?, outer.clone()),
            (ins.filled_sized(&indices_ty, &dynamic, 0.0)?, outer),
        ],
        &iterators,
        |block, args| {
            let sink = &block;
            let k = linalg_index(ctx, sink, loc, d)?;
            let k = builder::index_cast(sink, loc, k, i64_ty)?;
            let q = linalg_index(ctx, sink, loc, rank)?;
            let q = builder::index_cast(sink, loc, q, i64_ty)?;
            let hit = compare(ctx, sink, loc, false, CMPI_EQ, args[1], k)?;
            Ok(vec![
                select(sink, loc, hit, args[0], args[2])?,
                select(sink, loc, hit, q, args[3])?,
            ])
        },
    )?;
    let (mut values, mut indices) = (results[0], results[1]);
    if values_ty != values_out {
        values = ins.reshape(values, &values_out)?;
        indices = ins.reshape(indices, &indices_out)?;
    }
    Ok(vec![
        ins.cast_from_builtin(values, &values_out)?,
        ins.cast_from_builtin(indices, &indices_out)?,
    ])
}
