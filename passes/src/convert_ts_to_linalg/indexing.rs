//! Indexing and data movement → gather-style `linalg.generic`s over the
//! result: slices, selections, flips, expansions and repeats are affine
//! input maps; concatenation and index-driven reads (`index_select`,
//! `gather`, `embedding`) use `tensor.extract` with clamped indices in the
//! body. Nothing becomes a strided `memref.copy`, and no read leaves its
//! buffer.

use super::{
    builder::{
        self, affine_map, clamp_index, extract, identity_map, index_cast, index_const,
        linalg_index, Inserter,
    },
    elementwise::{operand, ranked_result, static_result},
    elementwise_math::Elem,
    runtime_errors::raise_if_differ,
};
use crate::{op_attrs, op_families::BinaryKind, shape_functions::normalize_dim};
use melior::ir::{operation::OperationLike, OperationRef, Type, Value};
use ts_dialect::{Dtype, OpPositions, TensorType, DYNAMIC};

fn dim_attr(op: OperationRef, name: &str, rank: usize) -> Result<usize, String> {
    let d = op_attrs::int(op, name).ok_or_else(|| format!("missing `{name}`"))?;
    normalize_dim(d, rank).ok_or_else(|| format!("dim {d} is out of range"))
}

/// A copy of `op`'s operand into the result through the input map `exprs`
/// (over the result's dims).
fn remap<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    exprs: &[String],
) -> Result<Value<'c, 'a>, String> {
    remap_from(ins, op, exprs, &[])
}

/// [`remap`], where result dim `i` has the size of the operand's dim
/// `from[i]` when that is known only at run time.
fn remap_from<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    exprs: &[String],
    from: &[usize],
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let rank = out.rank().unwrap_or(0);
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    let dynamic = ins.sizes_from(&out, x, from)?;
    let init = ins.empty_sized(&out, &dynamic)?;
    let r = ins.generic(
        &[(x, affine_map(rank, exprs))],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |_, a| Ok(a[0]),
    )?;
    ins.cast_from_builtin(r, &out)
}

/// `ts.diagonal` (and `ts.diag` of a 2-D tensor): result position
/// `(rest..., t)` reads `t` along `dim1` and `t + offset` along `dim2`
/// (shifted the other way for a negative offset), with `tensor.extract`
/// (an affine map would make linalg take the loop's size from those dims).
pub fn lower_diagonal<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let sizes = input_sizes(op, 0)?;
    let rank = sizes.len();
    let int = |n: &str, default: i64| op_attrs::int(op, n).unwrap_or(default);
    let (offset, a, b) = if crate::ir::op_name(op) == "ts.diag" {
        if rank == 1 {
            return lower_diag_embed(ins, op, sizes[0], int("diagonal", 0));
        }
        (int("diagonal", 0), 0, 1)
    } else {
        (int("offset", 0), int("dim1", 0), int("dim2", 1))
    };
    let (Some(a), Some(b)) = (normalize_dim(a, rank), normalize_dim(b, rank)) else {
        return Err("diagonal(): dims out of range".into());
    };
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    // Sizes known only at run time: the kept dims' are read from `x`; the
    // diagonal's is min(size_a - max(-offset, 0), size_b - max(offset, 0)),
    // at least 0.
    let mut dynamic = Vec::new();
    for i in (0..rank).filter(|&i| i != a && i != b && sizes[i] == DYNAMIC) {
        dynamic.push(ins.dim(x, i)?);
    }
    if out.sizes.as_ref().and_then(|s| s.last()) == Some(&DYNAMIC) {
        let along = |d: usize, by: i64| -> Result<Value<'c, 'a>, String> {
            let by = index_const(ctx, ins, loc, by)?;
            builder::arith_binary(ins, loc, "arith.subi", ins.dim(x, d)?, by)
        };
        let n = builder::arith_binary(
            ins,
            loc,
            "arith.minsi",
            along(a, (-offset).max(0))?,
            along(b, offset.max(0))?,
        )?;
        let zero = index_const(ctx, ins, loc, 0)?;
        dynamic.push(builder::arith_binary(ins, loc, "arith.maxsi", n, zero)?);
    }
    let r = ins.tabulate_sized(&out, &dynamic, |block, idx| {
        let (t, rest) = idx.split_last().ok_or("diagonal(): bad rank")?;
        let shifted = |by: i64| -> Result<Value, String> {
            let by = index_const(ctx, &block, loc, by)?;
            builder::arith_binary(&block, loc, "arith.addi", *t, by)
        };
        let mut rest = rest.iter();
        let mut at = Vec::new();
        for i in 0..rank {
            at.push(match i {
                i if i == a => shifted((-offset).max(0))?,
                i if i == b => shifted(offset.max(0))?,
                _ => *rest.next().ok_or("diagonal(): bad rank")?,
            });
        }
        extract(&block, loc, builder::rebind(x), &at, dtype.to_mlir(ctx))
    })?;
    ins.cast_from_builtin(r, &out)
}

/// `ts.diag` of a 1-D tensor of `n`: `out[i][j]` is `x[i]` (or `x[j]` for
/// a negative `k`) where `j - i == k`, else zero.
fn lower_diag_embed<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    n: i64,
    k: i64,
) -> Result<Value<'c, 'a>, String> {
    const EQ: i64 = 0;
    let out = static_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let r = ins.tabulate(&out, |block, at| {
        let (i, j) = (at[0], at[1]);
        let diff = builder::arith_binary(&block, loc, "arith.subi", j, i)?;
        let kk = index_const(ctx, &block, loc, k)?;
        let on = builder::compare(ctx, &block, loc, false, EQ, diff, kk)?;
        let at = clamp_index(ctx, &block, loc, if k >= 0 { i } else { j }, n)?;
        let elem = extract(&block, loc, builder::rebind(x), &[at], dtype.to_mlir(ctx))?;
        let zero = builder::constant(ctx, &block, loc, 0.0, dtype)?;
        builder::select(&block, loc, on, elem, zero)
    })?;
    ins.cast_from_builtin(r, &out)
}

fn input_sizes(op: OperationRef, i: usize) -> Result<Vec<i64>, String> {
    use melior::ir::ValueLike;
    TensorType::from_mlir(operand(op, i)?.r#type())
        .and_then(|t| t.sizes)
        .ok_or_else(|| "operand must be static".into())
}

/// `ts.unfold`: result position `(..., w, ..., k)` reads `w * step + k`
/// along `dim`.
pub fn lower_unfold<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let rank = input_sizes(op, 0)?.len();
    let d = dim_attr(op, "dim", rank)?;
    let step = op_attrs::int(op, "step").ok_or("missing `step`")?;
    let exprs: Vec<String> = (0..rank)
        .map(|i| {
            if i == d {
                format!("d{i} * {step} + d{rank}")
            } else {
                format!("d{i}")
            }
        })
        .collect();
    remap(ins, op, &exprs)
}

/// The run-time start (as an index) and size of a window slice
/// `[i:i + c]` whose bound values follow `first` tensor operands, after
/// checking it lies inside a dim of `size`; `None` for other slices.
fn window_start<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    first: usize,
    size: i64,
) -> Result<Option<(Value<'c, 'a>, i64)>, String> {
    let Some(window) = op_attrs::int(op, "window") else {
        return Ok(None);
    };
    if op.operand_count() != first + 2 {
        return Ok(None);
    }
    let (ctx, loc) = (ins.ctx, ins.loc);
    let start = operand(op, first)?;
    let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
    let room = builder::constant(ctx, ins, loc, (size - window) as f64, Dtype::Int64)?;
    const SLT: i64 = 2;
    const SGT: i64 = 4;
    let below = builder::compare(ctx, ins, loc, false, SLT, start, zero)?;
    let above = builder::compare(ctx, ins, loc, false, SGT, start, room)?;
    let outside = builder::arith_binary(ins, loc, "arith.ori", below, above)?;
    super::runtime_errors::raise_if(
        ins,
        op,
        outside,
        &format!("RuntimeError: the slice [start:start + {window}] runs outside a dim of size {size} (slices whose size changes at run time are not supported)"),
    )?;
    Ok(Some((
        index_cast(ins, loc, start, Type::index(ctx))?,
        window,
    )))
}

/// The start and length (`index` values) of the slice `op` along dim `d`
/// of the builtin tensor `x`, with Python's clamping of its bounds (the
/// attributes, or the operands after `x` where they are `DYNAMIC`) done at
/// run time.
fn run_time_slice<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    (x, first_bound): (Value<'c, 'a>, usize),
    d: usize,
    step: i64,
) -> Result<(Value<'c, 'a>, Value<'c, 'a>), String> {
    const SLT: i64 = 2;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let i64t = Dtype::Int64.to_mlir(ctx);
    let size = index_cast(ins, loc, ins.dim(x, d)?, i64t)?;
    let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
    if matches!(
        crate::ir::op_name(op).as_str(),
        "ts.chunk" | "ts.split_part"
    ) {
        return run_time_part(ins, op, size);
    }
    let mut operands = op.operands().skip(first_bound);
    let mut bound = |name: &str, default: i64| -> Result<Value<'c, 'a>, String> {
        let v = match op_attrs::int(op, name) {
            Some(DYNAMIC) => operands.next().ok_or("a slice bound is missing")?,
            known => {
                builder::constant(ctx, ins, loc, known.unwrap_or(default) as f64, Dtype::Int64)?
            }
        };
        // Python: a negative bound counts from the end; then clamp to [0, size].
        let negative = builder::compare(ctx, ins, loc, false, SLT, v, zero)?;
        let from_end = builder::arith_binary(ins, loc, "arith.addi", v, size)?;
        let v = builder::select(ins, loc, negative, from_end, v)?;
        let v = builder::arith_binary(ins, loc, "arith.maxsi", v, zero)?;
        builder::arith_binary(ins, loc, "arith.minsi", v, size)
    };
    let start = bound("start", 0)?;
    let end = bound("end", i64::MAX)?;
    let span = builder::arith_binary(ins, loc, "arith.subi", end, start)?;
    let span = builder::arith_binary(ins, loc, "arith.maxsi", span, zero)?;
    let up = builder::constant(ctx, ins, loc, (step - 1) as f64, Dtype::Int64)?;
    let step_v = builder::constant(ctx, ins, loc, step as f64, Dtype::Int64)?;
    let span = builder::arith_binary(ins, loc, "arith.addi", span, up)?;
    let len = builder::arith_binary(ins, loc, "arith.divsi", span, step_v)?;
    Ok((
        index_cast(ins, loc, start, Type::index(ctx))?,
        index_cast(ins, loc, len, Type::index(ctx))?,
    ))
}

/// The (start, length) of part `index` of a `ts.chunk` or `ts.split_part`
/// over a dim of run-time `size` (i64), as `op_attrs::slice_window`
/// computes them for a known size, raising where a split makes another
/// number of parts than unpacked.
fn run_time_part<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    size: Value<'c, 'a>,
) -> Result<(Value<'c, 'a>, Value<'c, 'a>), String> {
    const NE: i64 = 1;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let int = |v: i64| builder::constant(ctx, ins, loc, v as f64, Dtype::Int64);
    let binary = |name: &str, a, b| builder::arith_binary(ins, loc, name, a, b);
    let index = op_attrs::int(op, "index").ok_or("missing `index`")?;
    let (zero, one) = (int(0)?, int(1)?);
    // ceil(n / by) for n >= 0, by > 0.
    let ceil_div = |n, by| -> Result<Value<'c, 'a>, String> {
        let up = binary("arith.subi", binary("arith.addi", n, by)?, one)?;
        binary("arith.divsi", up, by)
    };
    let part = if crate::ir::op_name(op) == "ts.chunk" {
        // A part past the ones PyTorch makes is empty here.
        let chunks = op_attrs::int(op, "chunks").ok_or("missing `chunks`")?;
        ceil_div(size, int(chunks.max(1))?)?
    } else {
        let (part, count) = (
            op_attrs::int(op, "size").ok_or("missing `size`")?,
            op_attrs::int(op, "count").ok_or("missing `count`")?,
        );
        // An empty dim still makes one (empty) part.
        let made = binary("arith.maxsi", ceil_div(size, int(part)?)?, one)?;
        let differs = builder::compare(ctx, ins, loc, false, NE, made, int(count)?)?;
        super::runtime_errors::raise_if(ins, op, differs, &format!("RuntimeError: Expected {count} elements in a list, the parts of split({part}) unpacked, but found another number"))?;
        int(part)?
    };
    let start = binary(
        "arith.minsi",
        binary("arith.muli", int(index)?, part)?,
        size,
    )?;
    let len = binary("arith.minsi", binary("arith.subi", size, start)?, part)?;
    let len = binary("arith.maxsi", len, zero)?;
    Ok((
        index_cast(ins, loc, start, Type::index(ctx))?,
        index_cast(ins, loc, len, Type::index(ctx))?,
    ))
}

/// Where a slice starts.
enum Offset<'c, 'a> {
    Known(i64),
    Value(Value<'c, 'a>),
}

/// `x[start:end:step]` along a dim. A read in the body rather than an
/// input map: with start 0 and step 1 the map would be a plain dim, and
/// linalg would take that loop's bound from the (larger) input.
pub fn lower_slice<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let sizes = input_sizes(op, 0)?;
    let rank = sizes.len();
    let d = dim_attr(op, "dim", rank)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    let out_sizes = out.sizes.as_deref().unwrap_or(&[]);
    // The offset: a constant, the run-time start of a window (`x[i:i +
    // c]`, checked to lie inside the dim), or with run-time bounds or
    // size, Python's clamping computed at run time.
    let step = op_attrs::int(op, "step").unwrap_or(1);
    let mut dynamic = ins.sizes_from(&out, x, &(0..rank).collect::<Vec<_>>())?;
    let start = if out_sizes[d] == DYNAMIC {
        let (start, len) = run_time_slice(ins, op, (x, 1), d, step)?;
        let at = out_sizes[..d].iter().filter(|&&s| s == DYNAMIC).count();
        dynamic[at] = len;
        Offset::Value(start)
    } else {
        match window_start(ins, op, 1, sizes[d])? {
            Some((start, _)) => Offset::Value(start),
            None => Offset::Known(op_attrs::slice_window(op, sizes[d])?.0),
        }
    };
    let init = ins.empty_sized(&out, &dynamic)?;
    let r = ins.generic(
        &[],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, _| {
            let mut at = Vec::new();
            for i in 0..rank {
                let idx = linalg_index(ctx, &block, loc, i)?;
                at.push(if i == d {
                    let s = index_const(ctx, &block, loc, step)?;
                    let o = match start {
                        Offset::Known(o) => index_const(ctx, &block, loc, o)?,
                        Offset::Value(v) => builder::rebind(v),
                    };
                    let scaled = builder::arith_binary(&block, loc, "arith.muli", idx, s)?;
                    builder::arith_binary(&block, loc, "arith.addi", scaled, o)?
                } else {
                    idx
                });
            }
            extract(&block, loc, builder::rebind(x), &at, dtype.to_mlir(ctx))
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

/// `x[index]` along a dim (the dim disappears).
pub fn lower_select<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let sizes = input_sizes(op, 0)?;
    let d = dim_attr(op, "dim", sizes.len())?;
    let index = op_attrs::int(op, "index").ok_or("missing `index`")?;
    if sizes[d] == DYNAMIC {
        return select_run_time(ins, op, d, index);
    }
    let index = if index < 0 { index + sizes[d] } else { index };
    let exprs: Vec<String> = (0..sizes.len())
        .map(|i| match i.cmp(&d) {
            std::cmp::Ordering::Less => format!("d{i}"),
            std::cmp::Ordering::Equal => index.to_string(),
            std::cmp::Ordering::Greater => format!("d{}", i - 1),
        })
        .collect();
    let from: Vec<usize> = (0..sizes.len().saturating_sub(1))
        .map(|i| i + usize::from(i >= d))
        .collect();
    remap_from(ins, op, &exprs, &from)
}

/// `x[index]` along dim `d` of a size known only at run time: the index
/// wraps and is checked against that size, then read in the body.
fn select_run_time<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    d: usize,
    index: i64,
) -> Result<Value<'c, 'a>, String> {
    const SLT: i64 = 2;
    const SGE: i64 = 5;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    let i64t = Dtype::Int64.to_mlir(ctx);
    let size = index_cast(ins, loc, ins.dim(x, d)?, i64t)?;
    let at = builder::constant(ctx, ins, loc, index as f64, Dtype::Int64)?;
    let at = if index < 0 {
        builder::arith_binary(ins, loc, "arith.addi", at, size)?
    } else {
        at
    };
    let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
    let below = builder::compare(ctx, ins, loc, false, SLT, at, zero)?;
    let above = builder::compare(ctx, ins, loc, false, SGE, at, size)?;
    let outside = builder::arith_binary(ins, loc, "arith.ori", below, above)?;
    super::runtime_errors::raise_if(
        ins,
        op,
        outside,
        &format!("IndexError: index {index} is out of bounds for dimension {d}"),
    )?;
    let at_dim = index_cast(ins, loc, at, Type::index(ctx))?;
    let rank = out.rank().unwrap_or(0);
    let from: Vec<usize> = (0..rank).map(|i| i + usize::from(i >= d)).collect();
    let dynamic = ins.sizes_from(&out, x, &from)?;
    let r = ins.tabulate_sized(&out, &dynamic, |block, idx| {
        let mut at = idx[..d].to_vec();
        at.push(builder::rebind(at_dim));
        at.extend_from_slice(&idx[d..]);
        extract(&block, loc, builder::rebind(x), &at, dtype.to_mlir(ctx))
    })?;
    ins.cast_from_builtin(r, &out)
}

/// Reverses `dims`.
pub fn lower_flip<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let sizes = input_sizes(op, 0)?;
    let dims = op_attrs::i64_array(op, "dims").ok_or("missing `dims`")?;
    let flipped: Vec<usize> = dims
        .iter()
        .filter_map(|&d| normalize_dim(d, sizes.len()))
        .collect();
    let rank = sizes.len();
    if sizes.contains(&DYNAMIC) {
        // Read position `size - 1 - i` along each flipped dim, the sizes
        // read when the op runs.
        let (ctx, loc) = (ins.ctx, ins.loc);
        let out = ranked_result(op, 0)?;
        let dtype = out.dtype.ok_or("dtype must be known")?;
        let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
        let all: Vec<usize> = (0..rank).collect();
        let dynamic = ins.sizes_from(&out, x, &all)?;
        let lasts = flipped
            .iter()
            .map(|&d| {
                let one = index_const(ctx, ins, loc, 1)?;
                builder::arith_binary(ins, loc, "arith.subi", ins.dim(x, d)?, one)
            })
            .collect::<Result<Vec<_>, String>>()?;
        let r = ins.tabulate_sized(&out, &dynamic, |block, idx| {
            let mut at = idx.to_vec();
            for (&d, &last) in flipped.iter().zip(&lasts) {
                at[d] = builder::arith_binary(
                    &block,
                    loc,
                    "arith.subi",
                    builder::rebind(last),
                    idx[d],
                )?;
            }
            extract(&block, loc, builder::rebind(x), &at, dtype.to_mlir(ctx))
        })?;
        return ins.cast_from_builtin(r, &out);
    }
    let exprs: Vec<String> = (0..rank)
        .map(|i| {
            if flipped.contains(&i) {
                format!("{} - d{i}", sizes[i] - 1)
            } else {
                format!("d{i}")
            }
        })
        .collect();
    remap(ins, op, &exprs)
}

/// Broadcast of size-1 (and missing leading) dims.
pub fn lower_expand<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let sizes = input_sizes(op, 0)?;
    let out_type = ranked_result(op, 0)?;
    let out = out_type.sizes.clone().unwrap_or_default();
    let offset = out.len() - sizes.len();
    if sizes.contains(&DYNAMIC) || out.contains(&DYNAMIC) {
        return expand_run_time(ins, op, &sizes, &out_type);
    }
    let exprs: Vec<String> = sizes
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            if s == 1 && out[offset + i] != 1 {
                "0".into()
            } else {
                format!("d{}", offset + i)
            }
        })
        .collect();
    remap(ins, op, &exprs)
}

/// [`lower_expand`] where a size is known only at run time: a dim of
/// static size 1 broadcasts (reads position 0); any other keeps its
/// positions, its run-time size checked to be the result's when that is
/// static (a run-time size of 1 that PyTorch would broadcast raises).
fn expand_run_time<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    sizes: &[i64],
    out: &TensorType,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let dims = out.sizes.clone().unwrap_or_default();
    let offset = dims.len() - sizes.len();
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    // Target sizes only known at run time are the op's int operands, in
    // order, where the `sizes` attribute holds i64's minimum.
    let targets = op_attrs::i64_array(op, "sizes").unwrap_or_default();
    let mut size_values = op.operands().skip(1);
    let mut dynamic = Vec::new();
    for (j, &d) in dims.iter().enumerate() {
        let i = j.checked_sub(offset);
        let kept = i.filter(|&i| sizes[i] != 1);
        let given = if targets.get(j) == Some(&i64::MIN) {
            size_values.next()
        } else {
            None
        };
        match (kept, d == DYNAMIC) {
            (_, true) if given.is_some() => {
                let n = given.ok_or("expand: a size is missing")?;
                let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
                // Predicate 2: `slt`.
                let negative = builder::compare(ctx, ins, loc, false, 2, n, zero)?;
                super::runtime_errors::raise_if(
                    ins,
                    op,
                    negative,
                    "RuntimeError: expand: a size must not be negative",
                )?;
                let n = index_cast(ins, loc, n, Type::index(ctx))?;
                if let Some(i) = kept {
                    raise_if_differ(
                        ins,
                        op,
                        ins.dim(x, i)?,
                        n,
                        &format!("RuntimeError: expand: the size of dimension {i} must match the size it is expanded to (or be 1)"),
                    )?;
                }
                dynamic.push(n);
            }
            (Some(i), true) => dynamic.push(ins.dim(x, i)?),
            (Some(i), false) if sizes[i] == DYNAMIC => {
                let want = index_const(ctx, ins, loc, d)?;
                raise_if_differ(
                    ins,
                    op,
                    ins.dim(x, i)?,
                    want,
                    &format!("RuntimeError: expand: the size of dimension {i}, known only at run time, must be {d} (broadcasting such a size is not supported)"),
                )?;
            }
            (None, true) => {
                return Err("expand to a size known only at run time is not supported yet".into())
            }
            _ => {}
        }
    }
    let r = ins.tabulate_sized(out, &dynamic, |block, idx| {
        let zero = index_const(ctx, &block, loc, 0)?;
        let at: Vec<Value> = (0..sizes.len())
            .map(|i| if sizes[i] == 1 { zero } else { idx[offset + i] })
            .collect();
        extract(&block, loc, builder::rebind(x), &at, dtype.to_mlir(ctx))
    })?;
    ins.cast_from_builtin(r, out)
}

/// Tiling: each result index reads the operand at `index mod size`.
pub fn lower_repeat<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let sizes = input_sizes(op, 0)?;
    let out_type = ranked_result(op, 0)?;
    let out = out_type.sizes.clone().unwrap_or_default();
    let offset = out.len() - sizes.len();
    if sizes.contains(&DYNAMIC) {
        // Sizes known only at run time: `index mod size` with the size
        // read when it runs; the result's size is that times the repeats.
        let (ctx, loc) = (ins.ctx, ins.loc);
        let dtype = out_type.dtype.ok_or("dtype must be known")?;
        let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
        let in_sizes = (0..sizes.len())
            .map(|i| ins.dim(x, i))
            .collect::<Result<Vec<_>, _>>()?;
        let mut dynamic = Vec::new();
        for (j, &d) in out.iter().enumerate() {
            if d != DYNAMIC {
                continue;
            }
            let i = j
                .checked_sub(offset)
                .ok_or("repeat: a new dim of run-time size")?;
            let repeats = op_attrs::i64_array(op, "repeats")
                .and_then(|r| r.get(j).copied())
                .ok_or("repeat: missing `repeats`")?;
            let k = index_const(ctx, ins, loc, repeats)?;
            dynamic.push(builder::arith_binary(
                ins,
                loc,
                "arith.muli",
                in_sizes[i],
                k,
            )?);
        }
        let r = ins.tabulate_sized(&out_type, &dynamic, |block, idx| {
            let at = (0..sizes.len())
                .map(|i| {
                    builder::arith_binary(
                        &block,
                        loc,
                        "arith.remui",
                        idx[offset + i],
                        builder::rebind(in_sizes[i]),
                    )
                })
                .collect::<Result<Vec<_>, _>>()?;
            extract(&block, loc, builder::rebind(x), &at, dtype.to_mlir(ctx))
        })?;
        return ins.cast_from_builtin(r, &out_type);
    }
    let exprs: Vec<String> = sizes
        .iter()
        .enumerate()
        .map(|(i, &s)| format!("d{} mod {}", offset + i, s.max(1)))
        .collect();
    remap(ins, op, &exprs)
}

/// `tril`/`triu`: keep elements on the right side of the diagonal.
pub fn lower_triangle<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    upper: bool,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let rank = out.rank().unwrap_or(0);
    let (ctx, loc) = (ins.ctx, ins.loc);
    // The diagonal: the attribute, or an int operand known at run time.
    let diagonal = match op.operand_at(1) {
        Some(k) => builder::index_cast(ins, loc, k, Type::index(ctx))?,
        None => index_const(ctx, ins, loc, op_attrs::int(op, "diagonal").unwrap_or(0))?,
    };
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    let init = ins.empty_like(&out, x)?;
    let r = ins.generic(
        &[(x, identity_map(rank))],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, a| {
            let i = linalg_index(ctx, &block, loc, rank - 2)?;
            let j = linalg_index(ctx, &block, loc, rank - 1)?;
            let diff = builder::arith_binary(&block, loc, "arith.subi", j, i)?;
            let k = builder::rebind(diagonal);
            // tril keeps j - i <= k (sle = 3); triu keeps j - i >= k (sge = 5).
            let keep =
                builder::compare(ctx, &block, loc, false, if upper { 5 } else { 3 }, diff, k)?;
            let zero = builder::constant(ctx, &block, loc, 0.0, dtype)?;
            builder::select(&block, loc, keep, a[0], zero)
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

/// Inclusive prefix sum: `out[i] = sum(x[j] for j <= i)`, as a reduction
/// over a second copy of the dim (`ts.cumprod`: the product).
pub fn lower_cumsum<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let (kind, identity) = if crate::ir::op_name(op) == "ts.cumprod" {
        (BinaryKind::Mul, 1.0)
    } else {
        (BinaryKind::Add, 0.0)
    };
    let result_ty = ranked_result(op, 0)?;
    let dtype = result_ty.dtype.ok_or("dtype must be known")?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let from = xt.dtype.ok_or("dtype must be known")?;
    // A 0-d tensor scans as one element.
    let (x, _) = ins.at_least_1d(x, &xt)?;
    let out = builder::at_least_1d_type(&result_ty);
    let rank = out.rank().unwrap_or(0);
    let (d, x_map, iterators) = scan_layout(op, rank, "a prefix sum or product")?;
    let j = rank;
    let dynamic = ins.sizes_from(&out, x, &(0..rank).collect::<Vec<_>>())?;
    let init = ins.filled_sized(&out, &dynamic, identity)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let r = ins.generic(
        &[(x, x_map)],
        init,
        &affine_map(
            rank + 1,
            &(0..rank).map(|i| format!("d{i}")).collect::<Vec<_>>(),
        ),
        &iterators,
        |block, a| {
            let e = Elem::new(ctx, block, loc);
            let v = e.convert(a[0], from, dtype)?;
            let sum = e.binary(kind, a[1], v, dtype)?;
            let i_pos = linalg_index(ctx, &block, loc, d)?;
            let j_pos = linalg_index(ctx, &block, loc, j)?;
            let included = builder::compare(ctx, &block, loc, false, 3, j_pos, i_pos)?;
            builder::select(&block, loc, included, sum, a[1])
        },
    )?;
    let r = if out == result_ty {
        r
    } else {
        ins.reshape(r, &result_ty)?
    };
    ins.cast_from_builtin(r, &result_ty)
}

/// The loops of a scan along the op's `dim` over a result of `rank`: the
/// result's dims, then `j` (the scanned position) last, as a reduction.
/// Returns `dim`, the input's map (reading `j` along `dim`) and the
/// iterators.
fn scan_layout(
    op: OperationRef,
    rank: usize,
    what: &str,
) -> Result<(usize, String, Vec<&'static str>), String> {
    if rank == 0 {
        return Err(format!("{what} of a 0-d tensor is not supported yet"));
    }
    let d = dim_attr(op, "dim", rank)?;
    let x_map: Vec<String> = (0..rank)
        .map(|i| format!("d{}", if i == d { rank } else { i }))
        .collect();
    let mut iterators = vec!["parallel"; rank];
    iterators.push("reduction");
    Ok((d, affine_map(rank + 1, &x_map), iterators))
}

/// `ts.cummax`/`ts.cummin`: like `lower_cumsum`, a reduction over a second
/// copy `j` of `dim`, keeping (value, index) of positions `j <= i` where the
/// candidate is at least as good (ties take the later index) or a NaN
/// (which then stays).
pub fn lower_cumulative_extreme<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    is_max: bool,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let (values_ty, indices_ty) = (ranked_result(op, 0)?, ranked_result(op, 1)?);
    let dtype = values_ty.dtype.ok_or("dtype must be known")?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    // A 0-d tensor scans as one element.
    let (x, _) = ins.at_least_1d(x, &xt)?;
    let out = builder::at_least_1d_type(&values_ty);
    let index_out = builder::at_least_1d_type(&indices_ty);
    let rank = out.rank().unwrap_or(0);
    let (d, x_map, iterators) = scan_layout(op, rank, "cummax/cummin")?;
    let dynamic = ins.sizes_from(&out, x, &(0..rank).collect::<Vec<_>>())?;
    let j = rank;
    let acc_map = affine_map(
        rank + 1,
        &(0..rank).map(|i| format!("d{i}")).collect::<Vec<_>>(),
    );
    let kind = if is_max {
        crate::op_families::ReduceKind::Amax
    } else {
        crate::op_families::ReduceKind::Amin
    };
    let values = ins.filled_sized(&out, &dynamic, super::reductions::identity(kind, dtype))?;
    let indices = ins.filled_sized(&index_out, &dynamic, 0.0)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let outs = ins.generic_multi(
        &[(x, x_map)],
        &[(values, acc_map.clone()), (indices, acc_map)],
        &iterators,
        |block, a| {
            const SLE: i64 = 3;
            let e = Elem::new(ctx, block, loc);
            let (v, best, best_i) = (a[0], a[1], a[2]);
            let cmp = if is_max {
                BinaryKind::Ge
            } else {
                BinaryKind::Le
            };
            let mut better = e.binary(cmp, v, best, dtype)?;
            if dtype.is_float() {
                let v_nan = e.binary(BinaryKind::Ne, v, v, dtype)?;
                let best_num = e.binary(BinaryKind::Eq, best, best, dtype)?;
                let candidate = e.binary(BinaryKind::BitwiseOr, better, v_nan, Dtype::Bool)?;
                better = e.binary(BinaryKind::BitwiseAnd, candidate, best_num, Dtype::Bool)?;
            }
            let i_pos = linalg_index(ctx, &block, loc, d)?;
            let j_pos = linalg_index(ctx, &block, loc, j)?;
            let included = builder::compare(ctx, &block, loc, false, SLE, j_pos, i_pos)?;
            let take = e.binary(BinaryKind::BitwiseAnd, better, included, Dtype::Bool)?;
            let j_int = index_cast(&block, loc, j_pos, Dtype::Int64.to_mlir(ctx))?;
            Ok(vec![
                builder::select(&block, loc, take, v, best)?,
                builder::select(&block, loc, take, j_int, best_i)?,
            ])
        },
    )?;
    let (mut values, mut indices) = (outs[0], outs[1]);
    if out != values_ty {
        values = ins.reshape(values, &values_ty)?;
        indices = ins.reshape(indices, &indices_ty)?;
    }
    Ok(vec![
        ins.cast_from_builtin(values, &values_ty)?,
        ins.cast_from_builtin(indices, &indices_ty)?,
    ])
}

/// Concatenation: each result element reads the input whose range along
/// `dim` holds it (every read clamped in bounds, the right one selected).
pub fn lower_cat<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let shape = out.sizes.clone().unwrap_or_default();
    let rank = shape.len();
    // A cat of 1-D empty tensors only is one along any dim (PyTorch skips
    // them in its dim check).
    let d = match shape == [0] {
        true => 0,
        false => dim_attr(op, "dim", rank)?,
    };
    let (ctx, loc) = (ins.ctx, ins.loc);
    // Each input with its size along `d` and where it starts there
    // (`index` values: constants, or sums of run-time sizes).
    let mut inputs = Vec::new();
    let mut readers = vec![vec![]; rank];
    let mut offset = index_const(ctx, ins, loc, 0)?;
    for i in 0..op.operand_count() {
        let (v, t) = ins.cast_to_builtin(operand(op, i)?)?;
        let sizes = t.sizes.unwrap_or_default();
        // A 1-D empty input adds nothing (and PyTorch lets it join
        // tensors of any rank); skipping it also keeps reads in bounds.
        if sizes == [0] && shape != [0] {
            continue;
        }
        let size = match sizes[d] {
            DYNAMIC => ins.dim(v, d)?,
            n => index_const(ctx, ins, loc, n)?,
        };
        for (j, &s) in sizes.iter().enumerate() {
            if s == DYNAMIC && j != d {
                readers[j].push((v, j));
            }
        }
        inputs.push((v, size, offset, t.dtype.ok_or("dtype must be known")?));
        offset = builder::arith_binary(ins, loc, "arith.addi", offset, size)?;
    }
    let mut dynamic = super::run_time_sizes::agreed_sizes(ins, op, &shape, &readers)?;
    if shape[d] == DYNAMIC {
        dynamic[d] = Some(offset);
    }
    let dynamic: Vec<_> = dynamic.into_iter().flatten().collect();
    let init = ins.empty_sized(&out, &dynamic)?;
    let r = ins.generic(
        &[],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, _| {
            let e = Elem::new(ctx, block, loc);
            let idx: Vec<Value> = (0..rank)
                .map(|i| linalg_index(ctx, &block, loc, i))
                .collect::<Result<_, _>>()?;
            let mut result: Option<Value> = None;
            for (v, size, offset, from) in &inputs {
                let o = builder::rebind(*offset);
                let local = builder::arith_binary(&block, loc, "arith.subi", idx[d], o)?;
                // Clamped into [0, size - 1] so unselected reads stay inside.
                let zero = index_const(ctx, &block, loc, 0)?;
                let one = index_const(ctx, &block, loc, 1)?;
                let last =
                    builder::arith_binary(&block, loc, "arith.subi", builder::rebind(*size), one)?;
                let last = builder::arith_binary(&block, loc, "arith.maxsi", last, zero)?;
                let local = builder::arith_binary(&block, loc, "arith.maxsi", local, zero)?;
                let local = builder::arith_binary(&block, loc, "arith.minsi", local, last)?;
                let mut at = idx.clone();
                at[d] = local;
                let elem = extract(&block, loc, builder::rebind(*v), &at, from.to_mlir(ctx))?;
                let elem = e.convert(elem, *from, dtype)?;
                result = Some(match result {
                    None => elem,
                    Some(prev) => {
                        // Past this input's start: take it (sge = 5).
                        let here = builder::compare(ctx, &block, loc, false, 5, idx[d], o)?;
                        builder::select(&block, loc, here, elem, prev)?
                    }
                });
            }
            result.ok_or_else(|| "cat of no tensors".to_string())
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

/// Raises `message` if any entry of the index tensor `index` lies outside
/// [0, size), as PyTorch does (negative indices included).
fn check_index_range<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    index: Value<'c, 'a>,
    size: i64,
    message: &str,
) -> Result<(), String> {
    check_index_between(ins, op, index, (0, size), message)
}

/// Raises `message` if any entry of `index` lies outside [low, high).
fn check_index_between<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    index: Value<'c, 'a>,
    (low, high): (i64, i64),
    message: &str,
) -> Result<(), String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let low = builder::constant(ctx, ins, loc, low as f64, Dtype::Int64)?;
    let high = builder::constant(ctx, ins, loc, high as f64, Dtype::Int64)?;
    check_index_within(ins, op, index, (low, high), message)
}

/// Raises `message` if any entry of `index` lies outside [low, high),
/// bounds (i64) that may be known only at run time.
fn check_index_within<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    index: Value<'c, 'a>,
    (low, high): (Value<'c, 'a>, Value<'c, 'a>),
    message: &str,
) -> Result<(), String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    super::runtime_errors::raise_if_any(ins, op, index, message, |block, i, d| {
        let i = builder::convert(ctx, &block, loc, i, d, Dtype::Int64)?;
        const SLT: i64 = 2;
        const SGE: i64 = 5;
        let below = builder::compare(ctx, &block, loc, false, SLT, i, builder::rebind(low))?;
        let above = builder::compare(ctx, &block, loc, false, SGE, i, builder::rebind(high))?;
        builder::arith_binary(&block, loc, "arith.ori", below, above)
    })
}

/// The size of dim `d` of the builtin tensor `x` (static sizes `sizes`)
/// as an i64 value: a constant, or read when the op runs.
fn size_value<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    sizes: &[i64],
    d: usize,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    if sizes[d] != DYNAMIC {
        return builder::constant(ctx, ins, loc, sizes[d] as f64, Dtype::Int64);
    }
    let i64t = melior::ir::r#type::IntegerType::new(ctx, 64).into();
    index_cast(ins, loc, ins.dim(x, d)?, i64t)
}

/// `what`'s size along a dim, in an error message.
fn size_text(size: i64) -> String {
    if size == DYNAMIC {
        "a size known only at run time".into()
    } else {
        format!("size {size}")
    }
}

/// Checks that dim `da` of `a` (static sizes `sa`) is `relation` to dim
/// `db` of `b`: statically where both sizes are known, else when the op
/// runs (raising `message`). `relation` is `==`, or `>=`.
#[allow(clippy::too_many_arguments)]
fn check_sizes<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    (a, sa, da): (Value<'c, 'a>, &[i64], usize),
    (b, sb, db): (Value<'c, 'a>, &[i64], usize),
    at_least: bool,
    message: &str,
) -> Result<(), String> {
    let (x, y) = (sa[da], sb[db]);
    if x != DYNAMIC && y != DYNAMIC {
        let holds = if at_least { x >= y } else { x == y };
        return if holds {
            Ok(())
        } else {
            Err(message.to_string())
        };
    }
    let (x, y) = (ins.dim(a, da)?, ins.dim(b, db)?);
    if at_least {
        // Predicate 6: `ult`.
        let less = builder::compare(ins.ctx, ins, ins.loc, false, 6, x, y)?;
        super::runtime_errors::raise_if(ins, op, less, &format!("RuntimeError: {message}"))
    } else {
        raise_if_differ(ins, op, x, y, &format!("RuntimeError: {message}"))
    }
}

/// `ts.scatter`: a reduction over a second copy of `dim` (the index's
/// positions along it) into a copy of `self`: where `index` points at the
/// output position, `src` is written (the last such write wins) or added.
/// Sizes known only at run time are checked when it runs.
pub fn lower_scatter_indexed<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (index, it) = ins.cast_to_builtin(operand(op, 1)?)?;
    let (src, st) = ins.cast_to_builtin(operand(op, 2)?)?;
    let xs = xt.sizes.unwrap_or_default();
    let is = it.sizes.clone().unwrap_or_default();
    let ss = st.sizes.clone().unwrap_or_default();
    let src_dtype = st.dtype.ok_or("src dtype must be known")?;
    let rank = xs.len();
    let d = dim_attr(op, "dim", rank.max(1))?;
    if rank == 0 {
        return Err("scatter() of a 0-d tensor is not supported yet".into());
    }
    if is.len() != rank || ss.len() != rank {
        return Err(format!(
            "scatter(): index and src must have the rank of self ({rank})"
        ));
    }
    // Off `dim`, an index smaller than self leaves the rest of self as it
    // is: the index is padded to self's size with -1 (a position no output
    // has) and src with zeros (read, never written), so the generic below
    // walks self's shape.
    let mut index_high = vec![0; rank];
    let mut src_high = vec![0; rank];
    for k in (0..rank).filter(|&k| k != d) {
        if xs[k] != DYNAMIC && is[k] != DYNAMIC {
            if is[k] > xs[k] {
                return Err(format!(
                    "Size does not match at dimension {k} expected index {is:?} to be smaller than self {xs:?} apart from dimension {d}"
                ));
            }
            index_high[k] = xs[k] - is[k];
            if index_high[k] > 0 {
                if ss[k] == DYNAMIC {
                    return Err(format!("scatter(): an index smaller than self along dim {k} with a src of run-time size is not supported yet"));
                }
                src_high[k] = (xs[k] - ss[k]).max(0);
            }
            continue;
        }
        check_sizes(
            ins,
            op,
            (index, &is, k),
            (x, &xs, k),
            false,
            &format!("scatter(): an index smaller than self along dim {k} (other than {d}) is not supported yet"),
        )?;
    }
    for k in 0..rank {
        check_sizes(
            ins,
            op,
            (src, &ss, k),
            (index, &is, k),
            true,
            &format!("scatter(): src is smaller than the index along dim {k}"),
        )?;
    }
    let low = vec![0; rank];
    let (index, it) = if index_high.iter().any(|&h| h > 0) {
        ins.pad(index, &it, &low, &index_high, -1.0)?
    } else {
        (index, it)
    };
    let (mut src, st) = if src_high.iter().any(|&h| h > 0) {
        ins.pad(src, &st, &low, &src_high, 0.0)?
    } else {
        (src, st)
    };
    // src is read where the (padded) index is: only that much of it.
    let (read, larger) = (
        it.sizes.clone().unwrap_or_default(),
        st.sizes.clone().unwrap_or_default(),
    );
    if read != larger && !read.contains(&DYNAMIC) && !larger.contains(&DYNAMIC) {
        src = ins.leading_slice(src, &read)?;
    }
    if !is.contains(&0) {
        let message = format!(
            "RuntimeError: scatter(): index out of bounds for dimension {d} with {}",
            size_text(xs[d])
        );
        let zero = builder::constant(ins.ctx, ins, ins.loc, 0.0, Dtype::Int64)?;
        let bound = size_value(ins, x, &xs, d)?;
        check_index_within(ins, op, operand(op, 1)?, (zero, bound), &message)?;
    }
    let combine = match op_attrs::string(op, "reduce").as_deref() {
        Some("sum") => Combine::Reduce(BinaryKind::Add),
        Some("prod") => Combine::Reduce(BinaryKind::Mul),
        Some("amax") => Combine::Reduce(BinaryKind::Maximum),
        Some("amin") => Combine::Reduce(BinaryKind::Minimum),
        _ => Combine::Overwrite,
    };
    // Loops: the output's dims, then `j` along the index's `dim`.
    let mut inner: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    inner[d] = format!("d{rank}");
    let (index_map, src_map) = (affine_map(rank + 1, &inner), affine_map(rank + 1, &inner));
    let r = scatter_by_index(
        ins,
        x,
        (
            index,
            index_map,
            it.dtype.ok_or("index dtype must be known")?,
        ),
        (src, src_map, src_dtype),
        (d, rank),
        dtype,
        combine,
    )?;
    ins.cast_from_builtin(r, &out)
}

/// How a scattered value meets the output's value where the index points.
#[derive(Clone, Copy)]
enum Combine {
    /// Replaces it (the last write wins).
    Overwrite,
    /// Combined with it by the binary op (sum, product, max, min).
    Reduce(BinaryKind),
}

/// The reduction that scatters: loops over the output's `rank` dims and a
/// last one `j`; where `index` (read through its map) equals the output
/// position along `d`, `src` (through its map, converted from `src_dtype`)
/// is written (the last such write wins) or added into a copy of `x`.
fn scatter_by_index<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    (index, index_map, index_dtype): (Value<'c, 'a>, String, Dtype),
    (src, src_map, src_dtype): (Value<'c, 'a>, String, Dtype),
    (d, rank): (usize, usize),
    dtype: Dtype,
    combine: Combine,
) -> Result<Value<'c, 'a>, String> {
    const EQ: i64 = 0;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let outer: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let iterators: Vec<&str> = (0..rank).map(|_| "parallel").chain(["reduction"]).collect();
    let i64_ty = melior::ir::r#type::IntegerType::new(ctx, 64).into();
    ins.generic(
        &[(index, index_map), (src, src_map)],
        x,
        &affine_map(rank + 1, &outer),
        &iterators,
        |block, a| {
            let at = linalg_index(ctx, &block, loc, d)?;
            let at = index_cast(&block, loc, at, i64_ty)?;
            let i = builder::convert(ctx, &block, loc, a[0], index_dtype, Dtype::Int64)?;
            let hit = builder::compare(ctx, &block, loc, false, EQ, i, at)?;
            let v = builder::convert(ctx, &block, loc, a[1], src_dtype, dtype)?;
            match combine {
                Combine::Overwrite => builder::select(&block, loc, hit, v, a[2]),
                Combine::Reduce(kind) => {
                    let e = Elem::new(ctx, block, loc);
                    let combined = e.binary(kind, a[2], v, dtype)?;
                    builder::select(&block, loc, hit, combined, a[2])
                }
            }
        },
    )
}

/// `ts.index_add`: [`scatter_by_index`] adding, the 1-D index read at `j`
/// and the source at `j` along `dim`.
pub fn lower_index_add<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (mut index, it) = ins.cast_to_builtin(operand(op, 1)?)?;
    let (mut src, mut st) = ins.cast_to_builtin(operand(op, 2)?)?;
    let src_dtype = st.dtype.ok_or("source dtype must be known")?;
    let xs = xt.sizes.unwrap_or_default();
    if xs.is_empty() {
        return Err("index_add() of a 0-d tensor is not supported yet".into());
    }
    let rank = xs.len();
    let d = dim_attr(op, "dim", rank)?;
    // A 0-d index (and source) is one position.
    if it.rank() == Some(0) {
        let one = TensorType {
            sizes: Some(vec![1]),
            dtype: it.dtype,
        };
        index = ins.reshape(index, &one)?;
    }
    if st.rank() != Some(rank) {
        let mut sizes = xs.clone();
        sizes[d] = 1;
        if sizes.contains(&DYNAMIC) {
            return Err("index_add() of a source of lower rank into a tensor of run-time size is not supported yet".into());
        }
        st = TensorType {
            sizes: Some(sizes),
            dtype: st.dtype,
        };
        src = ins.reshape(src, &st)?;
    }
    let ss = st.sizes.clone().unwrap_or_default();
    let is = it.sizes.clone().unwrap_or_default();
    if ss.len() == rank && is.len() == 1 {
        for k in 0..rank {
            let (index_or_x, sizes, at) = if k == d { (index, &is, 0) } else { (x, &xs, k) };
            check_sizes(
                ins,
                op,
                (src, &ss, k),
                (index_or_x, sizes, at),
                false,
                &format!("index_add(): the source's size along dim {k} must be the index's length (along dim {d}) or self's"),
            )?;
        }
    }
    if !ss.contains(&0) {
        let message = format!(
            "IndexError: index_add(): index out of range in self (dimension {d} has {})",
            size_text(xs[d])
        );
        let zero = builder::constant(ins.ctx, ins, ins.loc, 0.0, Dtype::Int64)?;
        let bound = size_value(ins, x, &xs, d)?;
        check_index_within(ins, op, operand(op, 1)?, (zero, bound), &message)?;
    }
    let mut inner: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    inner[d] = format!("d{rank}");
    let r = scatter_by_index(
        ins,
        x,
        (
            index,
            affine_map(rank + 1, &[format!("d{rank}")]),
            it.dtype.ok_or("index dtype must be known")?,
        ),
        (src, affine_map(rank + 1, &inner), src_dtype),
        (d, rank),
        dtype,
        Combine::Reduce(BinaryKind::Add),
    )?;
    ins.cast_from_builtin(r, &out)
}

/// `ts.bucketize`: a sum over a last loop `j` along the boundaries of
/// `boundaries[..., j] < x` (`<=` with `right`).
pub fn lower_bucketize<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (b, bt) = ins.cast_to_builtin(operand(op, 1)?)?;
    let (xs, bs) = (
        xt.sizes.clone().unwrap_or_default(),
        bt.sizes.clone().unwrap_or_default(),
    );
    // Boundaries with leading dims have one row per position of the values'.
    for k in 0..bs.len().saturating_sub(1) {
        check_sizes(
            ins,
            op,
            (b, &bs, k),
            (x, &xs, k),
            false,
            &format!("searchsorted(): the boundaries and the values differ along dim {k}"),
        )?;
    }
    let (x_dtype, b_dtype) = (
        xt.dtype.ok_or("dtype must be known")?,
        bt.dtype.ok_or("dtype must be known")?,
    );
    let compared = crate::shape_functions::promote_types(x_dtype, b_dtype);
    let rank = xt.rank().unwrap_or(0);
    let b_rank = bt.rank().unwrap_or(1);
    let outer: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let mut b_map: Vec<String> = outer[..b_rank - 1].to_vec();
    b_map.push(format!("d{rank}"));
    let iterators: Vec<&str> = (0..rank).map(|_| "parallel").chain(["reduction"]).collect();
    let dynamic = ins.sizes_from(&out, x, &(0..rank).collect::<Vec<_>>())?;
    let init = ins.filled_sized(&out, &dynamic, 0.0)?;
    let right = op_attrs::flag(op, "right", false);
    let (ctx, loc) = (ins.ctx, ins.loc);
    let r = ins.generic(
        &[
            (x, affine_map(rank + 1, &outer)),
            (b, affine_map(rank + 1, &b_map)),
        ],
        init,
        &affine_map(rank + 1, &outer),
        &iterators,
        |block, a| {
            let e = Elem::new(ctx, block, loc);
            let v = e.convert(a[0], x_dtype, compared)?;
            let bound = e.convert(a[1], b_dtype, compared)?;
            let cmp = if right {
                BinaryKind::Le
            } else {
                BinaryKind::Lt
            };
            let below = e.binary(cmp, bound, v, compared)?;
            let one = e.convert(below, Dtype::Bool, dtype)?;
            e.binary(BinaryKind::Add, a[2], one, dtype)
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

/// An index entry `(value, dtype)` as an i64, a negative one counted from
/// the end of a dim of `size` (checked beforehand to lie in [-size, size)).
fn wrapped_index<'c: 'b, 'b>(
    ctx: &'c melior::Context,
    block: &&'b melior::ir::Block<'c>,
    loc: melior::ir::Location<'c>,
    (raw, dtype): (Value<'c, 'b>, Dtype),
    n: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    const SLT: i64 = 2;
    let i = builder::convert(ctx, block, loc, raw, dtype, Dtype::Int64)?;
    let zero = builder::constant(ctx, block, loc, 0.0, Dtype::Int64)?;
    let negative = builder::compare(ctx, block, loc, false, SLT, i, zero)?;
    let wrapped = builder::arith_binary(block, loc, "arith.addi", i, n)?;
    builder::select(block, loc, negative, wrapped, i)
}

/// `ts.index_tensor`: the index is read through the result's dims that
/// replace `dim`; a negative entry wraps (after checking the whole index
/// lies in [-size, size)), and `self` is read with `tensor.extract`.
pub fn lower_index_tensor<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let rank = out.rank().unwrap_or(0);
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (index, it) = ins.cast_to_builtin(operand(op, 1)?)?;
    let xs = xt.sizes.unwrap_or_default();
    let index_dtype = it.dtype.ok_or("index dtype must be known")?;
    let k = it.rank().unwrap_or(0);
    let d = dim_attr(op, "dim", xs.len())?;
    let size = xs[d];
    let (ctx, loc) = (ins.ctx, ins.loc);
    // The size along `d`, maybe known only at run time (index, i64).
    let (n, n64) = if size == DYNAMIC {
        let n = ins.dim(x, d)?;
        (n, index_cast(ins, loc, n, Dtype::Int64.to_mlir(ctx))?)
    } else {
        (
            index_const(ctx, ins, loc, size)?,
            builder::constant(ctx, ins, loc, size as f64, Dtype::Int64)?,
        )
    };
    // The index's sizes (maybe known only at run time) replace dim `d`.
    let from: Vec<usize> = (0..rank)
        .map(|i| {
            if i < d {
                i
            } else if i < d + k {
                i - d
            } else {
                i - k + 1
            }
        })
        .collect();
    let mut dynamic = Vec::new();
    for (i, &s) in out.sizes.iter().flatten().enumerate() {
        if s == DYNAMIC {
            let src = if (d..d + k).contains(&i) { index } else { x };
            dynamic.push(ins.dim(src, from[i])?);
        }
    }
    if it.sizes.as_ref().is_some_and(|s| !s.contains(&0)) {
        if size == DYNAMIC {
            let message = format!("IndexError: index out of range: an index is outside [-size, size) for dimension {d}");
            let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
            let low = builder::arith_binary(ins, loc, "arith.subi", zero, n64)?;
            check_index_within(ins, op, operand(op, 1)?, (low, n64), &message)?;
        } else {
            let message = format!(
                "IndexError: index out of range: an index is outside [-{size}, {size}) for dimension {d} with size {size}"
            );
            check_index_between(ins, op, operand(op, 1)?, (-size, size), &message)?;
        }
    }
    let index_map: Vec<String> = (d..d + k).map(|i| format!("d{i}")).collect();
    let init = ins.empty_sized(&out, &dynamic)?;
    let r = ins.generic(
        &[(index, affine_map(rank, &index_map))],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, a| {
            let i = wrapped_index(ctx, &block, loc, (a[0], index_dtype), builder::rebind(n64))?;
            let at_dim = index_cast(&block, loc, i, Type::index(ctx))?;
            let at_dim = builder::clamp_index_to(ctx, &block, loc, at_dim, builder::rebind(n))?;
            let mut at = Vec::new();
            for j in 0..xs.len() {
                at.push(match j.cmp(&d) {
                    std::cmp::Ordering::Less => linalg_index(ctx, &block, loc, j)?,
                    std::cmp::Ordering::Equal => at_dim,
                    std::cmp::Ordering::Greater => linalg_index(ctx, &block, loc, j - 1 + k)?,
                });
            }
            extract(&block, loc, builder::rebind(x), &at, dtype.to_mlir(ctx))
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

/// `ts.index_put`: with a bool mask, a `select` of the value where the
/// mask (read through `self`'s leading dims) holds; with an integer index
/// (of any rank), a reduction over its entries `j` writing the value's row
/// `j` (the value broadcast from the right against the index's dims, then
/// `self`'s after the first) where the wrapped entry names the output row.
pub fn lower_index_put<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    const EQ: i64 = 0;
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let rank = out.rank().unwrap_or(0);
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (index, it) = ins.cast_to_builtin(operand(op, 1)?)?;
    let xs = xt.sizes.unwrap_or_default();
    let index_dtype = it.dtype.ok_or("index dtype must be known")?;
    let is = it.sizes.clone().unwrap_or_default();
    let (ctx, loc) = (ins.ctx, ins.loc);
    // The value: a number, or a tensor read through a broadcasting map over
    // the loops (the output's dims, then `j` for an integer index).
    let raw = operand(op, 2)?;
    use melior::ir::ValueLike;
    let (value, value_dtype, value_sizes) = match TensorType::from_mlir(raw.r#type()) {
        Some(_) => {
            let (v, vt) = ins.cast_to_builtin(raw)?;
            (v, vt.dtype.ok_or("value dtype must be known")?, vt.sizes)
        }
        None => (
            raw,
            Dtype::from_mlir(raw.r#type()).ok_or("value must be a number or a tensor")?,
            None,
        ),
    };
    let mask = index_dtype == Dtype::Bool;
    // An integer index's entries `j` are loops after the output's; the
    // indexing result (what the value broadcasts against) is the index's
    // dims, then `self`'s after the first (a 0-d index: `[1]` then those).
    let index_loops = if mask { 0 } else { is.len() };
    let index_dims = if mask { 0 } else { is.len().max(1) };
    let loops = rank + index_loops;
    // The loop of the indexing result's dim p (a 0-d index's dim is 1).
    let selected = |p: usize| match mask {
        true => p,
        false if p < index_loops => rank + p,
        false => p + 1 - index_dims,
    };
    let mut inputs = vec![(
        index,
        if mask {
            affine_map(
                loops,
                &(0..is.len()).map(|i| format!("d{i}")).collect::<Vec<_>>(),
            )
        } else {
            affine_map(
                loops,
                &(0..is.len())
                    .map(|i| format!("d{}", rank + i))
                    .collect::<Vec<_>>(),
            )
        },
    )];
    if let Some(vs) = &value_sizes {
        let result_rank = rank + index_dims - usize::from(!mask);
        let lead = result_rank
            .checked_sub(vs.len())
            .ok_or("the value has too many dims")?;
        // Sizes known only at run time are checked to agree when it runs
        // (the value's dim of the index, else of `self`).
        for (i, &n) in vs.iter().enumerate().filter(|&(_, &n)| n != 1) {
            let d = lead + i;
            let (against, sizes, at) = if !mask && d < is.len() {
                (index, &is, d)
            } else if mask {
                (x, &xs, d)
            } else {
                (x, &xs, d + 1 - index_dims)
            };
            if n == DYNAMIC || sizes[at] == DYNAMIC {
                check_sizes(
                    ins,
                    op,
                    (value, vs, i),
                    (against, sizes, at),
                    false,
                    &format!("shape mismatch: the value tensor cannot be broadcast to the indexing result along dim {d}"),
                )?;
            }
        }
        let exprs: Vec<String> = vs
            .iter()
            .enumerate()
            .map(|(i, &n)| {
                if n == 1 {
                    "0".to_string()
                } else {
                    format!("d{}", selected(lead + i))
                }
            })
            .collect();
        inputs.push((value, affine_map(loops, &exprs)));
    }
    let size = size_value(ins, x, &xs, 0)?;
    if !mask && !is.contains(&0) {
        let message = match xs[0] {
            DYNAMIC => "IndexError: index out of range: an index is outside [-size, size) for dimension 0".to_string(),
            s => format!("IndexError: index out of range: an index is outside [-{s}, {s}) for dimension 0 with size {s}"),
        };
        let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
        let low = builder::arith_binary(ins, loc, "arith.subi", zero, size)?;
        check_index_within(ins, op, operand(op, 1)?, (low, size), &message)?;
    }
    let outer: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let mut iterators = vec!["parallel"; rank];
    iterators.extend(std::iter::repeat_n("reduction", index_loops));
    let has_tensor_value = value_sizes.is_some();
    let r = ins.generic(
        &inputs,
        x,
        &affine_map(loops, &outer),
        &iterators,
        |block, a| {
            let acc = a[a.len() - 1];
            let v = if has_tensor_value {
                a[1]
            } else {
                builder::rebind(value)
            };
            let v = builder::convert(ctx, &block, loc, v, value_dtype, dtype)?;
            let hit = if mask {
                a[0]
            } else {
                let i =
                    wrapped_index(ctx, &block, loc, (a[0], index_dtype), builder::rebind(size))?;
                let row = linalg_index(ctx, &block, loc, 0)?;
                let row = index_cast(&block, loc, row, Dtype::Int64.to_mlir(ctx))?;
                builder::compare(ctx, &block, loc, false, EQ, i, row)?
            };
            builder::select(&block, loc, hit, v, acc)
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

/// `index_select`, `gather` and `embedding`: the index tensor is a generic
/// input; the data is read with `tensor.extract` at a clamped position.
pub fn lower_gather_like<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let result = ranked_result(op, 0)?;
    let dtype = result.dtype.ok_or("dtype must be known")?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (index, it) = ins.cast_to_builtin(operand(op, 1)?)?;
    // A 0-d input reads as one element (its index 1-D, as the result).
    let zero_d = xt.rank() == Some(0);
    let (x, xt) = ins.at_least_1d(x, &xt)?;
    let (index, it) = if zero_d {
        ins.at_least_1d(index, &it)?
    } else {
        (index, it)
    };
    let out = if zero_d {
        builder::at_least_1d_type(&result)
    } else {
        result.clone()
    };
    let rank = out.rank().unwrap_or(0);
    let xs = xt.sizes.unwrap_or_default();
    let name = crate::ir::op_name(op);
    let (index_map, dim): (Vec<String>, usize) = match name.as_str() {
        "ts.index_select" => {
            let d = dim_attr(op, "dim", xs.len())?;
            (
                if it.rank() == Some(0) {
                    vec![]
                } else {
                    vec![format!("d{d}")]
                },
                d,
            )
        }
        "ts.gather" => (
            (0..rank).map(|i| format!("d{i}")).collect(),
            dim_attr(op, "dim", xs.len())?,
        ),
        _ => ((0..rank - 1).map(|i| format!("d{i}")).collect(), 0),
    };
    let is_embedding = name == "ts.embedding";
    let (ctx, loc) = (ins.ctx, ins.loc);
    // A size along `dim` known only at run time bounds the index then.
    let run_time_size = if xs[dim] == DYNAMIC {
        let n = ins.dim(x, dim)?;
        Some((n, index_cast(ins, loc, n, Dtype::Int64.to_mlir(ctx))?))
    } else {
        None
    };
    // Result dims of run-time size come from the index (the dims it
    // covers) or from `x`.
    let mut dynamic = Vec::new();
    for (i, &s) in out.sizes.iter().flatten().enumerate() {
        if s != DYNAMIC {
            continue;
        }
        dynamic.push(match name.as_str() {
            "ts.index_select" if i == dim => ins.dim(index, 0)?,
            "ts.index_select" => ins.dim(x, i)?,
            "ts.gather" => ins.dim(index, i)?,
            _ if i + 1 < rank => ins.dim(index, i)?,
            _ => ins.dim(x, 1)?,
        });
    }
    // gather's index must fit inside `x` along the other dims.
    if name == "ts.gather" {
        for (i, &s) in it.sizes.iter().flatten().enumerate() {
            if s != DYNAMIC && xs[i] != DYNAMIC && i != dim && s > xs[i] {
                return Err(format!(
                    "Size does not match at dimension {i}: expected index {:?} to be no larger than self {xs:?} apart from dimension {dim}",
                    it.sizes.clone().unwrap_or_default()
                ));
            }
            // Either size known only at run time: checked then.
            if (s == DYNAMIC || xs[i] == DYNAMIC) && i != dim {
                const SGT: i64 = 4;
                let limit = if xs[i] == DYNAMIC {
                    ins.dim(x, i)?
                } else {
                    index_const(ctx, ins, loc, xs[i])?
                };
                let over = builder::compare(ctx, ins, loc, false, SGT, ins.dim(index, i)?, limit)?;
                super::runtime_errors::raise_if(
                    ins,
                    op,
                    over,
                    &format!("RuntimeError: Size does not match at dimension {i} expected index to be smaller than self apart from dimension {dim}"),
                )?;
            }
        }
    }
    // PyTorch raises for an index outside [0, size) (negative ones too).
    if out.sizes.as_ref().is_some_and(|s| !s.contains(&0)) {
        let size = xs[dim];
        let message = if name == "ts.gather" && size == DYNAMIC {
            format!("RuntimeError: gather(): index out of bounds for dimension {dim}")
        } else if name == "ts.gather" {
            format!(
                "RuntimeError: gather(): index out of bounds for dimension {dim} with size {size}"
            )
        } else {
            "IndexError: index out of range in self".to_string()
        };
        match run_time_size {
            Some((_, n)) => {
                let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
                check_index_within(ins, op, operand(op, 1)?, (zero, n), &message)?
            }
            None => check_index_range(ins, op, operand(op, 1)?, size, &message)?,
        }
    }
    let init = ins.empty_sized(&out, &dynamic)?;
    let r = ins.generic(
        &[(index, affine_map(rank, &index_map))],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, a| {
            let at_dim = index_cast(&block, loc, a[0], Type::index(ctx))?;
            let at_dim = match run_time_size {
                Some((n, _)) => {
                    builder::clamp_index_to(ctx, &block, loc, at_dim, builder::rebind(n))?
                }
                None => clamp_index(ctx, &block, loc, at_dim, xs[dim])?,
            };
            let at: Vec<Value> = if is_embedding {
                vec![at_dim, linalg_index(ctx, &block, loc, rank - 1)?]
            } else {
                (0..xs.len())
                    .map(|i| {
                        if i == dim {
                            Ok(at_dim)
                        } else {
                            linalg_index(ctx, &block, loc, i)
                        }
                    })
                    .collect::<Result<_, _>>()?
            };
            extract(&block, loc, builder::rebind(x), &at, dtype.to_mlir(ctx))
        },
    )?;
    let r = if zero_d { ins.reshape(r, &result)? } else { r };
    ins.cast_from_builtin(r, &result)
}

/// `x * scale[c] + shift[c]`, c the dim-1 index.
pub fn lower_channel_affine<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let rank = out.rank().unwrap_or(0);
    let mut inputs = Vec::new();
    let mut dtypes = Vec::new();
    for (i, map) in [
        identity_map(rank),
        affine_map(rank, &["d1".into()]),
        affine_map(rank, &["d1".into()]),
    ]
    .into_iter()
    .enumerate()
    {
        let (v, t) = ins.cast_to_builtin(operand(op, i)?)?;
        if i == 0
            && t.sizes
                .as_ref()
                .is_some_and(|s| s.get(1) == Some(&ts_dialect::DYNAMIC))
        {
            return Err("a channel count known only at run time is not supported yet".into());
        }
        inputs.push((v, map));
        dtypes.push(t.dtype.unwrap_or(Dtype::Float32));
    }
    let init = ins.empty_like(&out, inputs[0].0)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let r = ins.generic(
        &inputs,
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, a| {
            let e = Elem::new(ctx, block, loc);
            let (x, s, b) = (
                e.convert(a[0], dtypes[0], dtype)?,
                e.convert(a[1], dtypes[1], dtype)?,
                e.convert(a[2], dtypes[2], dtype)?,
            );
            let p = e.binary(BinaryKind::Mul, x, s, dtype)?;
            e.binary(BinaryKind::Add, p, b, dtype)
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

/// [`lower_scatter`] where `x` or `src` has sizes known only at run time:
/// the selected index is wrapped and checked against the size read when it
/// runs, a slice's bounds are clamped then (Python's rule), and `src` is
/// checked to have the selected part's sizes (a RuntimeError otherwise).
fn scatter_run_time<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    const SLT: i64 = 2;
    const SGE: i64 = 5;
    let out = ranked_result(op, 0)?;
    let xs = input_sizes(op, 0)?;
    let ss = input_sizes(op, 1)?;
    let rank = xs.len();
    let d = dim_attr(op, "dim", rank)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (src, _) = ins.cast_to_builtin(operand(op, 1)?)?;
    let is_select = crate::ir::op_name(op) == "ts.select_scatter";
    // `src`'s dims are `x`'s, but along `d` (absent for a select).
    for k in (0..rank).filter(|&k| k != d) {
        let at = if is_select && k > d { k - 1 } else { k };
        check_sizes(
            ins,
            op,
            (src, &ss, at),
            (x, &xs, k),
            false,
            &format!("the value assigned has another size than the part of the tensor it replaces along dim {k}"),
        )?;
    }
    let size = size_value(ins, x, &xs, d)?;
    // The selected index, or the slice's start, step and length.
    let (index, slice) = if is_select {
        let i = operand(op, 2)?;
        let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
        let negative = builder::compare(ctx, ins, loc, false, SLT, i, zero)?;
        let wrapped = builder::arith_binary(ins, loc, "arith.addi", i, size)?;
        let i = builder::select(ins, loc, negative, wrapped, i)?;
        let below = builder::compare(ctx, ins, loc, false, SLT, i, zero)?;
        let above = builder::compare(ctx, ins, loc, false, SGE, i, size)?;
        let outside = builder::arith_binary(ins, loc, "arith.ori", below, above)?;
        super::runtime_errors::raise_if(
            ins,
            op,
            outside,
            &format!(
                "IndexError: index out of range for dimension {d} with {}",
                size_text(xs[d])
            ),
        )?;
        (Some(index_cast(ins, loc, i, Type::index(ctx))?), None)
    } else {
        let step = op_attrs::int(op, "step").unwrap_or(1);
        let (start, len) = run_time_slice(ins, op, (x, 2), d, step)?;
        let src_len = if ss[d] == DYNAMIC {
            ins.dim(src, d)?
        } else {
            index_const(ctx, ins, loc, ss[d])?
        };
        raise_if_differ(
            ins,
            op,
            src_len,
            len,
            &format!("RuntimeError: the value assigned has another size than the slice it replaces along dim {d}"),
        )?;
        (None, Some((start, step, len)))
    };
    let dynamic = ins.sizes_from(&out, x, &(0..rank).collect::<Vec<_>>())?;
    let replaced = match (index, slice) {
        (Some(i), _) => Replaced::Index(i),
        (None, Some((start, step, len))) => Replaced::Slice {
            start: Offset::Value(start),
            step,
            len: Offset::Value(len),
        },
        _ => unreachable!("select or slice"),
    };
    // `src` may be empty: it is read only where written.
    store_into(ins, (x, src), (&out, &dynamic), d, replaced, true)
}

/// `x[i] = src` / `x[a:b:c] = src` along a dim, as a new value: one
/// generic over `x`'s shape that takes `src`'s element where the position
/// is in the selected part (read with clamped indices, so no read leaves
/// `src`) and `x`'s elsewhere. A select index known only at run time is
/// normalized and checked first (IndexError when out of range).
pub fn lower_scatter<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    const SLT: i64 = 2;
    const SGE: i64 = 5;
    if input_sizes(op, 0)?.contains(&DYNAMIC) || input_sizes(op, 1)?.contains(&DYNAMIC) {
        return scatter_run_time(ins, op);
    }
    let out = static_result(op, 0)?;
    let sizes = input_sizes(op, 0)?;
    let rank = sizes.len();
    let d = dim_attr(op, "dim", rank)?;
    let src_sizes = input_sizes(op, 1)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (src, _) = ins.cast_to_builtin(operand(op, 1)?)?;
    let is_select = crate::ir::op_name(op) == "ts.select_scatter";
    // The selected index (select), or the window (slice).
    let (index, window) = if is_select {
        let i = operand(op, 2)?;
        let size = builder::constant(ctx, ins, loc, sizes[d] as f64, Dtype::Int64)?;
        let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
        let negative = builder::compare(ctx, ins, loc, false, SLT, i, zero)?;
        let wrapped = builder::arith_binary(ins, loc, "arith.addi", i, size)?;
        let i = builder::select(ins, loc, negative, wrapped, i)?;
        if crate::fold_known_values::known_int(operand(op, 2)?).is_none() {
            let below = builder::compare(ctx, ins, loc, false, SLT, i, zero)?;
            let above = builder::compare(ctx, ins, loc, false, SGE, i, size)?;
            let out_of_range = builder::arith_binary(ins, loc, "arith.ori", below, above)?;
            super::runtime_errors::raise_if(
                ins,
                op,
                out_of_range,
                &format!(
                    "IndexError: index out of range for dimension {d} with size {}",
                    sizes[d]
                ),
            )?;
        }
        (Some(index_cast(ins, loc, i, Type::index(ctx))?), None)
    } else if let Some((start, window)) = window_start(ins, op, 2, sizes[d])? {
        let step = op_attrs::int(op, "step").unwrap_or(1);
        let len = (window + step - 1) / step;
        if src_sizes.get(d) != Some(&len) {
            return Err(format!(
                "the value has {} elements along dim {d}, the slice {len}",
                src_sizes.get(d).copied().unwrap_or(0)
            ));
        }
        (None, Some((Offset::Value(start), step, len)))
    } else {
        let (start, step, len) = op_attrs::slice_window(op, sizes[d])?;
        if len == 0 {
            return ins.cast_from_builtin(x, &out); // nothing is replaced
        }
        if src_sizes.get(d) != Some(&len) {
            return Err(format!(
                "the value has {} elements along dim {d}, the slice {len}",
                src_sizes.get(d).copied().unwrap_or(0)
            ));
        }
        (None, Some((Offset::Known(start), step, len)))
    };
    let replaced = match (index, window) {
        (Some(i), _) => Replaced::Index(i),
        (None, Some((start, step, len))) => Replaced::Slice {
            start,
            step,
            len: Offset::Known(len),
        },
        _ => unreachable!("select or slice"),
    };
    store_into(ins, (x, src), (&out, &[]), d, replaced, false)
}

/// [`store_into`] as a `tensor.insert_slice` of `src` (static, of `x`'s
/// element type) into `x` (static): a loop that writes one row of a
/// carried tensor per iteration then updates it in place instead of
/// copying it whole. `None` where the part replaced has no static size.
fn store_as_slice<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    (x, src): (Value<'c, 'a>, Value<'c, 'a>),
    out: &TensorType,
    d: usize,
    replaced: &Replaced<'c, 'a>,
) -> Result<Option<Value<'c, 'a>>, String> {
    use melior::ir::{r#type::RankedTensorType, ShapedTypeLike, ValueLike};
    let (Ok(xt), Ok(st)) = (
        RankedTensorType::try_from(x.r#type()),
        RankedTensorType::try_from(src.r#type()),
    ) else {
        return Ok(None);
    };
    if !out.is_static() || xt.element() != st.element() {
        return Ok(None);
    }
    let mut sizes = out.sizes.clone().unwrap_or_default();
    let mut offsets = vec![0; sizes.len()];
    let mut strides = vec![1; sizes.len()];
    let mut dynamic = Vec::new();
    let expected_src: Vec<i64> = match replaced {
        Replaced::Index(i) => {
            offsets[d] = DYNAMIC;
            dynamic.push(*i);
            sizes[d] = 1;
            sizes
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != d)
                .map(|(_, &s)| s)
                .collect()
        }
        Replaced::Slice {
            start,
            step,
            len: Offset::Known(len),
        } => {
            match start {
                Offset::Known(k) => offsets[d] = *k,
                Offset::Value(v) => {
                    offsets[d] = DYNAMIC;
                    dynamic.push(*v);
                }
            }
            sizes[d] = *len;
            strides[d] = *step;
            sizes.clone()
        }
        Replaced::Slice { .. } => return Ok(None),
    };
    if builder::builtin_sizes(src) != Some(expected_src) {
        return Ok(None);
    }
    // An empty part replaces nothing (and an offset into a dim of size 0,
    // or at the end of one, would not verify).
    if sizes.contains(&0) {
        return Ok(Some(x));
    }
    ins.insert_slice((src, x), (&offsets, &dynamic), &sizes, &strides)
        .map(Some)
}

/// What a select or slice store replaces along its dim.
enum Replaced<'c, 'a> {
    /// The position (`index`).
    Index(Value<'c, 'a>),
    /// A slice: its start, step and length.
    Slice {
        start: Offset<'c, 'a>,
        step: i64,
        len: Offset<'c, 'a>,
    },
}

/// The generic of a select or slice store: one element of `out` (run-time
/// sizes `dynamic`) per element of `x`, `src`'s where `replaced` along
/// `d` (read at the clamped position; with `guarded`, only there: `src`
/// may be empty), `x`'s elsewhere.
fn store_into<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    (x, src): (Value<'c, 'a>, Value<'c, 'a>),
    (out, dynamic): (&TensorType, &[Value<'c, 'a>]),
    d: usize,
    replaced: Replaced<'c, 'a>,
    guarded: bool,
) -> Result<Value<'c, 'a>, String> {
    const EQ: i64 = 0;
    const SLT: i64 = 2;
    const SGE: i64 = 5;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let rank = out.rank().unwrap_or(0);
    if !guarded {
        if let Some(r) = store_as_slice(ins, (x, src), out, d, &replaced)? {
            return ins.cast_from_builtin(r, out);
        }
    }
    let init = ins.empty_sized(out, dynamic)?;
    let r = ins.generic(
        &[(x, identity_map(rank))],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, a| {
            let value = |o: &Offset<'c, 'a>| match o {
                Offset::Known(k) => index_const(ctx, &block, loc, *k),
                Offset::Value(v) => Ok(builder::rebind(*v)),
            };
            let at_d = linalg_index(ctx, &block, loc, d)?;
            let (hit, src_d) = match &replaced {
                Replaced::Index(i) => (
                    builder::compare(ctx, &block, loc, false, EQ, at_d, builder::rebind(*i))?,
                    None,
                ),
                Replaced::Slice { start, step, len } => {
                    let (start, len) = (value(start)?, value(len)?);
                    let step_v = index_const(ctx, &block, loc, *step)?;
                    let span_v = builder::arith_binary(&block, loc, "arith.muli", len, step_v)?;
                    let end_v = builder::arith_binary(&block, loc, "arith.addi", start, span_v)?;
                    let offset = builder::arith_binary(&block, loc, "arith.subi", at_d, start)?;
                    let zero = index_const(ctx, &block, loc, 0)?;
                    let rem = builder::arith_binary(&block, loc, "arith.remsi", offset, step_v)?;
                    let on_step = builder::compare(ctx, &block, loc, false, EQ, rem, zero)?;
                    let from = builder::compare(ctx, &block, loc, false, SGE, at_d, start)?;
                    let to = builder::compare(ctx, &block, loc, false, SLT, at_d, end_v)?;
                    let inside = builder::arith_binary(&block, loc, "arith.andi", from, to)?;
                    let hit = builder::arith_binary(&block, loc, "arith.andi", inside, on_step)?;
                    let k = builder::arith_binary(&block, loc, "arith.divsi", offset, step_v)?;
                    (
                        hit,
                        Some(builder::clamp_index_to(ctx, &block, loc, k, len)?),
                    )
                }
            };
            let mut at = Vec::new();
            for i in 0..rank {
                if i == d {
                    if let Some(k) = src_d {
                        at.push(k);
                    }
                } else {
                    at.push(linalg_index(ctx, &block, loc, i)?);
                }
            }
            let elem = dtype.to_mlir(ctx);
            if !guarded {
                let v = extract(&block, loc, builder::rebind(src), &at, elem)?;
                return builder::select(&block, loc, hit, v, a[0]);
            }
            builder::value_if(&block, loc, hit, a[0], |then| {
                let at: Vec<Value> = at.iter().map(|&i| builder::rebind(i)).collect();
                extract(&then, loc, builder::rebind(src), &at, elem)
            })
        },
    )?;
    ins.cast_from_builtin(r, out)
}
