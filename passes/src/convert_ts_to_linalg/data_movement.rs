//! Data movement on tensors: `transpose`/`permute`/`movedim` → a permuting
//! `linalg.generic`; `reshape`/`view`, `unsqueeze`, `squeeze`, `flatten`
//! → `tensor.reshape` to the result type (its shape built at run time
//! when sizes are known only then); static-info casts → nothing, or a
//! `tensor.cast` (checked) where they forget or learn run-time sizes.

use super::{
    builder::{self, affine_map, identity_map, Inserter},
    elementwise::{operand, ranked_result},
};
use crate::{op_attrs, shape_functions::normalize_dim};
use melior::ir::{operation::OperationLike, OperationRef, Value, ValueLike};
use ts_dialect::{Dtype, TensorType, DYNAMIC};

/// Copies `op`'s operand so that result dim i reads operand dim `perm[i]`.
fn permute<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    perm: &[usize],
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let rank = out.rank().unwrap_or(0);
    let (input, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    // Input dim perm[i] is indexed by output iterator i.
    let mut exprs = vec![String::new(); rank];
    for (i, &p) in perm.iter().enumerate() {
        exprs[p] = format!("d{i}");
    }
    let dynamic = ins.sizes_from(&out, input, perm)?;
    let init = ins.empty_sized(&out, &dynamic)?;
    let result = ins.generic(
        &[(input, affine_map(rank, &exprs))],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |_, args| Ok(args[0]),
    )?;
    ins.cast_from_builtin(result, &out)
}

/// `ts.transpose %x, a, b`.
pub fn lower_transpose<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let rank = ranked_result(op, 0)?.rank().unwrap_or(0);
    let dim = |n: &str| -> Result<usize, String> {
        let v = op_attrs::int(op, n).ok_or("missing dim")?;
        normalize_dim(v, rank).ok_or_else(|| format!("dim {v} out of range"))
    };
    let (a, b) = (dim("dim0")?, dim("dim1")?);
    let mut perm: Vec<usize> = (0..rank).collect();
    if rank > 0 {
        perm.swap(a, b);
    }
    permute(ins, op, &perm)
}

/// `ts.movedim`: the permutation its dims make at the operand's rank.
pub fn lower_movedim<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let rank = ranked_result(op, 0)?.rank().unwrap_or(0);
    let array = |n: &str| op_attrs::i64_array(op, n).ok_or(format!("missing `{n}`"));
    let perm = crate::shape_functions::movedim_permutation(
        rank,
        &array("source")?,
        &array("destination")?,
    )?;
    permute(
        ins,
        op,
        &perm.iter().map(|&p| p as usize).collect::<Vec<_>>(),
    )
}

/// `ts.permute %x, dims`.
pub fn lower_permute<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let rank = ranked_result(op, 0)?.rank().unwrap_or(0);
    let dims = op_attrs::i64_array(op, "dims").ok_or("missing `dims`")?;
    let perm = dims
        .iter()
        .map(|&d| normalize_dim(d, rank).ok_or_else(|| format!("dim {d} out of range")))
        .collect::<Result<Vec<_>, _>>()?;
    permute(ins, op, &perm)
}

/// Every op that keeps the row-major element order and only changes the
/// shape: a reshape to the refined result type.
pub fn lower_reshape_like<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let (input, t) = ins.cast_to_builtin(operand(op, 0)?)?;
    let reshaped = if t.sizes == out.sizes {
        input
    } else if out.is_static() && t.is_static() {
        ins.reshape(input, &out)?
    } else {
        reshape_run_time(ins, op, input, &t, &out)?
    };
    ins.cast_from_builtin(reshaped, &out)
}

/// A reshape where sizes are known only at run time: with one such dim
/// in the result, it is the element count over the other dims' product
/// (which must divide it, as PyTorch checks); with several, the result's
/// and the input's run-time dims correspond in order when the static dims
/// agree (`unsqueeze`, `squeeze`). The shape is built when the op runs.
pub(super) fn reshape_run_time<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    input: Value<'c, 'a>,
    t: &TensorType,
    out: &TensorType,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let (from, to) = (
        t.sizes.clone().unwrap_or_default(),
        out.sizes.clone().unwrap_or_default(),
    );
    let unknown = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    let known = |s: &[i64]| s.iter().filter(|&&d| d != DYNAMIC).product::<i64>();
    if let Some(dims) = requested_sizes(ins, op, input, from.len(), to.len())? {
        return ins.reshape_sized(input, &dims, out);
    }
    let dims: Vec<Value> = if unknown(&to) == 1 {
        let n = element_count(ins, input, from.len())?;
        let p = builder::constant(ctx, ins, loc, known(&to).max(1) as f64, Dtype::Int64)?;
        let rest = builder::arith_binary(ins, loc, "arith.remsi", n, p)?;
        let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
        super::runtime_errors::raise_if_differ(
            ins,
            op,
            rest,
            zero,
            &format!("RuntimeError: shape {to:?} (-1 for the size known only at run time) is invalid for the input's number of elements").replace(&DYNAMIC.to_string(), "-1"),
        )?;
        let missing = builder::arith_binary(ins, loc, "arith.divsi", n, p)?;
        to.iter()
            .map(|&d| match d {
                DYNAMIC => Ok(missing),
                d => builder::constant(ctx, ins, loc, d as f64, Dtype::Int64),
            })
            .collect::<Result<_, String>>()?
    } else if let Some(dims) = ins.sizes_in_order(input, &from, &to)? {
        dims
    } else {
        return Err(format!(
            "reshaping {t} to {out}, with several sizes known only at run time, is not supported yet"
        ));
    };
    ins.reshape_sized(input, &dims, out)
}

/// The number of elements of `v` (of rank `rank`), an i64 computed when the
/// op runs.
fn element_count<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    v: Value<'c, 'a>,
    rank: usize,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let mut n = builder::constant(ctx, ins, loc, 1.0, Dtype::Int64)?;
    for i in 0..rank {
        let d = builder::index_cast(ins, loc, ins.dim(v, i)?, Dtype::Int64.to_mlir(ctx))?;
        n = builder::arith_binary(ins, loc, "arith.muli", n, d)?;
    }
    Ok(n)
}

/// The sizes a `ts.reshape` asks for when some are ints known only at run
/// time (`x.view(n, -1)`), as i64 values, checked as PyTorch checks them:
/// each is -1 or more, at most one is -1 (it becomes the element count over
/// the others' product, which must divide it), and without a -1 their
/// product is the element count. `None` for other ops.
fn requested_sizes<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    input: Value<'c, 'a>,
    input_rank: usize,
    rank: usize,
) -> Result<Option<Vec<Value<'c, 'a>>>, String> {
    let shape = match op_attrs::i64_array(op, "shape") {
        Some(s) if op.name().as_string_ref().as_str() == Ok("ts.reshape") && s.len() == rank => s,
        _ => return Ok(None),
    };
    if op.operand_count() == 1 {
        return Ok(None);
    }
    let (ctx, loc) = (ins.ctx, ins.loc);
    let int = |v: i64| builder::constant(ctx, ins, loc, v as f64, Dtype::Int64);
    const EQ: i64 = 0;
    const SLT: i64 = 2;
    let mut run_time = (1..op.operand_count()).map(|i| op.operand(i));
    let requested = shape
        .iter()
        .map(|&d| match d {
            DYNAMIC => run_time
                .next()
                .ok_or("fewer size values than run-time entries".to_string())?
                .map_err(|e| e.to_string()),
            d => int(d),
        })
        .collect::<Result<Vec<_>, String>>()?;
    let (minus_one, one, zero) = (int(-1)?, int(1)?, int(0)?);
    let count = element_count(ins, input, input_rank)?;
    let (mut product, mut inferred) = (one, zero);
    let mut is_minus_one = Vec::new();
    for &d in &requested {
        let negative = builder::compare(ctx, ins, loc, false, SLT, d, minus_one)?;
        super::runtime_errors::raise_if(
            ins,
            op,
            negative,
            "RuntimeError: invalid shape dimension (a size below -1)",
        )?;
        let is_inferred = builder::compare(ctx, ins, loc, false, EQ, d, minus_one)?;
        let factor = builder::select(ins, loc, is_inferred, one, d)?;
        product = builder::arith_binary(ins, loc, "arith.muli", product, factor)?;
        let flag = builder::select(ins, loc, is_inferred, one, zero)?;
        inferred = builder::arith_binary(ins, loc, "arith.addi", inferred, flag)?;
        is_minus_one.push(is_inferred);
    }
    const SGT: i64 = 4;
    let several = builder::compare(ctx, ins, loc, false, SGT, inferred, one)?;
    super::runtime_errors::raise_if(
        ins,
        op,
        several,
        "RuntimeError: only one dimension can be inferred",
    )?;
    // With a -1: the product of the others must be non-zero and divide
    // the count; without: it must be the count.
    const NE: i64 = 1;
    let has_inferred = builder::compare(ctx, ins, loc, false, EQ, inferred, one)?;
    let product_zero = builder::compare(ctx, ins, loc, false, EQ, product, zero)?;
    let divisor = builder::select(ins, loc, product_zero, one, product)?;
    let rest = builder::arith_binary(ins, loc, "arith.remsi", count, divisor)?;
    let missing = builder::arith_binary(ins, loc, "arith.divsi", count, divisor)?;
    let leaves_rest = builder::compare(ctx, ins, loc, false, NE, rest, zero)?;
    let bad_inferred = builder::arith_binary(ins, loc, "arith.ori", leaves_rest, product_zero)?;
    let bad_exact = builder::compare(ctx, ins, loc, false, NE, product, count)?;
    let bad = builder::select(ins, loc, has_inferred, bad_inferred, bad_exact)?;
    let shown = shape
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                "n".to_string()
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ");
    super::runtime_errors::raise_if(
        ins,
        op,
        bad,
        &format!("RuntimeError: shape '[{shown}]' (n: an int known at run time) is invalid for the input's number of elements"),
    )?;
    requested
        .into_iter()
        .zip(is_minus_one)
        .map(|(d, is_inferred)| builder::select(ins, loc, is_inferred, missing, d))
        .collect::<Result<Vec<_>, String>>()
        .map(Some)
}

/// `ts.reshape_as`: `other`'s shape, its sizes known only at run time read
/// from it (the element counts checked to agree when it runs).
pub fn lower_reshape_as<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let (input, t) = ins.cast_to_builtin(operand(op, 0)?)?;
    if t.sizes == out.sizes {
        return ins.cast_from_builtin(input, &out);
    }
    if t.is_static() && out.is_static() {
        let r = ins.reshape(input, &out)?;
        return ins.cast_from_builtin(r, &out);
    }
    let (ctx, loc) = (ins.ctx, ins.loc);
    let i64t = Dtype::Int64.to_mlir(ctx);
    let (other, _) = ins.cast_to_builtin(operand(op, 1)?)?;
    let mut dims = Vec::new();
    for (k, &d) in out.sizes.iter().flatten().enumerate() {
        dims.push(if d == DYNAMIC {
            builder::index_cast(ins, loc, ins.dim(other, k)?, i64t)?
        } else {
            builder::constant(ctx, ins, loc, d as f64, Dtype::Int64)?
        });
    }
    let count = |sizes: &[Value<'c, 'a>]| -> Result<Value<'c, 'a>, String> {
        let mut n = builder::constant(ctx, ins, loc, 1.0, Dtype::Int64)?;
        for &d in sizes {
            n = builder::arith_binary(ins, loc, "arith.muli", n, d)?;
        }
        Ok(n)
    };
    let input_sizes = (0..t.rank().unwrap_or(0))
        .map(|i| builder::index_cast(ins, loc, ins.dim(input, i)?, i64t))
        .collect::<Result<Vec<_>, String>>()?;
    super::runtime_errors::raise_if_differ(
        ins,
        op,
        count(&input_sizes)?,
        count(&dims)?,
        "RuntimeError: the shape to reshape to is invalid for the input's number of elements",
    )?;
    let r = ins.reshape_sized(input, &dims, &out)?;
    ins.cast_from_builtin(r, &out)
}

/// `ts.tensor_static_info_cast` between static types: they must be equal.
pub fn lower_static_info_cast<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let v = operand(op, 0)?;
    let out = super::elementwise::ranked_result(op, 0)?;
    match TensorType::from_mlir(v.r#type()) {
        Some(a) if a == out => Ok(v),
        // Forgetting (or learning) sizes known only at run time: a
        // `tensor.cast`, after checking a size it learns.
        Some(a) if a.dtype == out.dtype && a.rank() == out.rank() => {
            let (b, _) = ins.cast_to_builtin(v)?;
            let pairs = a.sizes.iter().flatten().zip(out.sizes.iter().flatten());
            for (i, (&from, &to)) in pairs.enumerate() {
                if from == ts_dialect::DYNAMIC && to != ts_dialect::DYNAMIC {
                    let size = ins.dim(b, i)?;
                    let want = super::builder::index_const(ins.ctx, ins, ins.loc, to)?;
                    super::runtime_errors::raise_if_differ(
                        ins,
                        op,
                        size,
                        want,
                        &format!("RuntimeError: a tensor's size at dimension {i} is not {to}, the size the compiler inferred"),
                    )?;
                }
            }
            let to = out.to_builtin(ins.ctx).ok_or("no builtin type")?;
            let cast = super::builder::result(super::builder::OpSink::emit(
                ins,
                melior::ir::operation::OperationBuilder::new("tensor.cast", ins.loc)
                    .add_operands(&[b])
                    .add_results(&[to])
                    .build()
                    .map_err(|e| e.to_string())?,
            ));
            ins.cast_from_builtin(cast, &out)
        }
        a => Err(format!("cannot lower a cast between {a:?} and {out}")),
    }
}
