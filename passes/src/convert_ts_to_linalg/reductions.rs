//! Reductions → `linalg.generic` with reduction iterators.
//!
//! The accumulator holds the non-reduced dims; `keepdim` is a reshape of it
//! afterwards. Composite reductions are built from simple ones: `mean` is a
//! sum scaled by 1/N, `var` a second pass over squared deviations,
//! `logsumexp` and `softmax` subtract the maximum first for stability.

use super::{
    builder::{affine_map, constant, identity_map, Inserter},
    elementwise::{operand, ranked_result},
    elementwise_math::Elem,
};
use crate::{
    op_attrs,
    op_families::{BinaryKind, ReduceKind, UnaryKind},
    shape_functions::{normalize_dim, reduced_dims},
};
use melior::ir::{
    block::BlockLike, operation::OperationBuilder, Identifier, OperationRef, Type, Value,
};
use ts_dialect::{Dtype, TensorType, DYNAMIC};

/// The shape of an input over which `dims` are reduced.
struct Plan {
    rank: usize,
    reduced: Vec<usize>,
    /// The input dims the accumulator keeps, in order.
    kept: Vec<usize>,
    /// Accumulator type: the input's dims without the reduced ones.
    acc: TensorType,
    /// `affine_map` from the input's iteration space to the accumulator.
    acc_map: String,
    iterators: Vec<&'static str>,
}

impl Plan {
    fn new(input: &TensorType, dims: Option<&[i64]>, dtype: Dtype) -> Result<Plan, String> {
        let sizes = input.sizes.clone().ok_or("input rank must be known")?;
        let rank = sizes.len();
        let reduced = reduced_dims(dims, rank)?;
        let kept: Vec<usize> = (0..rank).filter(|i| !reduced.contains(i)).collect();
        Ok(Plan {
            rank,
            acc: TensorType::new(kept.iter().map(|&i| sizes[i]).collect(), dtype),
            acc_map: affine_map(
                rank,
                &kept.iter().map(|i| format!("d{i}")).collect::<Vec<_>>(),
            ),
            iterators: (0..rank)
                .map(|i| {
                    if reduced.contains(&i) {
                        "reduction"
                    } else {
                        "parallel"
                    }
                })
                .collect(),
            reduced,
            kept,
        })
    }

    /// The run-time sizes of the accumulator's dims, read from the input
    /// `x` (for [`Inserter::empty_sized`]).
    fn acc_sizes<'c, 'a>(
        &self,
        ins: &Inserter<'c, 'a>,
        x: Value<'c, 'a>,
    ) -> Result<Vec<Value<'c, 'a>>, String> {
        ins.sizes_from(&self.acc, x, &self.kept)
    }

    /// How many elements each accumulator entry combines, in `dtype`: a
    /// constant, or computed from the input `x` when a reduced dim's size
    /// is known only at run time.
    fn count<'c, 'a>(
        &self,
        ins: &Inserter<'c, 'a>,
        x: Value<'c, 'a>,
        input: &TensorType,
        dtype: Dtype,
    ) -> Result<Count<'c, 'a>, String> {
        let sizes = input.sizes.as_deref().unwrap_or(&[]);
        if self.reduced.iter().all(|&i| sizes[i] != DYNAMIC) {
            return Ok(Count::Known(
                self.reduced.iter().map(|&i| sizes[i]).product::<i64>() as f64,
            ));
        }
        let (ctx, loc) = (ins.ctx, ins.loc);
        let mut n = super::builder::index_const(ctx, ins, loc, 1)?;
        for &i in &self.reduced {
            let d = ins.dim(x, i)?;
            n = super::builder::arith_binary(ins, loc, "arith.muli", n, d)?;
        }
        let n = super::builder::index_cast(ins, loc, n, Dtype::Int64.to_mlir(ctx))?;
        let n = super::builder::convert(ctx, ins, loc, n, Dtype::Int64, dtype)?;
        Ok(Count::Value(n))
    }
}

/// How many elements a reduction combines.
#[derive(Clone, Copy)]
enum Count<'c, 'a> {
    Known(f64),
    /// Known at run time, in the accumulator's dtype.
    Value(Value<'c, 'a>),
}

impl<'c, 'a> Count<'c, 'a> {
    /// The count less `correction` (at least 0), in a generic body.
    fn in_body<'b>(
        self,
        e: &Elem<'c, 'b, &'b melior::ir::Block<'c>>,
        correction: f64,
        dtype: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        match self {
            Count::Known(n) => constant(e.ctx, &e.sink, e.loc, (n - correction).max(0.0), dtype),
            Count::Value(n) => {
                let n = super::builder::rebind(n);
                if correction == 0.0 {
                    return Ok(n);
                }
                let c = constant(e.ctx, &e.sink, e.loc, correction, dtype)?;
                let zero = constant(e.ctx, &e.sink, e.loc, 0.0, dtype)?;
                let less = e.binary(BinaryKind::Sub, n, c, dtype)?;
                e.max_min(true, less, zero, dtype)
            }
        }
    }
}

/// The value a reduction starts from.
pub(super) fn identity(kind: ReduceKind, dtype: Dtype) -> f64 {
    match kind {
        ReduceKind::Prod | ReduceKind::All => 1.0,
        // Bools combine with or/and: false and true start them.
        ReduceKind::Amax if dtype == Dtype::Bool => 0.0,
        ReduceKind::Amin if dtype == Dtype::Bool => 1.0,
        ReduceKind::Amax if dtype.is_float() => f64::NEG_INFINITY,
        ReduceKind::Amax if dtype == Dtype::Int32 => i32::MIN as f64,
        ReduceKind::Amax => i64::MIN as f64,
        ReduceKind::Amin if dtype.is_float() => f64::INFINITY,
        ReduceKind::Amin if dtype == Dtype::Int32 => i32::MAX as f64,
        ReduceKind::Amin => i64::MAX as f64,
        _ => 0.0,
    }
}

/// Reduces builtin tensor `x` (dtype `from`) over the plan's dims with a
/// simple combining reduction, accumulating in `dtype`.
fn reduce_simple<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    from: Dtype,
    plan: &Plan,
    kind: ReduceKind,
) -> Result<Value<'c, 'a>, String> {
    let dtype = plan.acc.dtype.ok_or("accumulator dtype")?;
    let init = ins.filled_sized(&plan.acc, &plan.acc_sizes(ins, x)?, identity(kind, dtype))?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    // No dim reduced (a 0-d input): each result is its one element. Not
    // read through the accumulator: elementwise fusion would put an op
    // that reads its init into a consumer that broadcasts it, and the
    // fused loop would accumulate across the consumer's iterations.
    if !plan.iterators.contains(&"reduction") {
        let to = match kind {
            ReduceKind::All | ReduceKind::Any => Dtype::Bool,
            _ => dtype,
        };
        return ins.generic(
            &[(x, identity_map(plan.rank))],
            init,
            &plan.acc_map,
            &plan.iterators,
            |block, args| Elem::new(ctx, block, loc).convert(args[0], from, to),
        );
    }
    ins.generic(
        &[(x, identity_map(plan.rank))],
        init,
        &plan.acc_map,
        &plan.iterators,
        |block, args| {
            let e = Elem::new(ctx, block, loc);
            let v = e.convert(
                args[0],
                from,
                if matches!(kind, ReduceKind::All | ReduceKind::Any) {
                    Dtype::Bool
                } else {
                    dtype
                },
            )?;
            let acc = args[1];
            match kind {
                ReduceKind::Sum | ReduceKind::Mean => e.binary(BinaryKind::Add, acc, v, dtype),
                ReduceKind::Prod => e.binary(BinaryKind::Mul, acc, v, dtype),
                ReduceKind::Amax => e.max_min(true, acc, v, dtype),
                ReduceKind::Amin => e.max_min(false, acc, v, dtype),
                ReduceKind::All => e.binary(BinaryKind::BitwiseAnd, acc, v, Dtype::Bool),
                ReduceKind::Any => e.binary(BinaryKind::BitwiseOr, acc, v, Dtype::Bool),
                other => Err(format!("{other:?} is not a simple reduction")),
            }
        },
    )
}

/// Applies `f` to every element of builtin tensor `v` of static type `t`.
fn map<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    v: Value<'c, 'a>,
    t: &TensorType,
    f: impl for<'b> FnOnce(
        &Elem<'c, 'b, &'b melior::ir::Block<'c>>,
        Value<'c, 'b>,
    ) -> Result<Value<'c, 'b>, String>,
) -> Result<Value<'c, 'a>, String> {
    let rank = t.rank().unwrap_or(0);
    let init = ins.empty_like(t, v)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    ins.generic(
        &[(v, identity_map(rank))],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, args| f(&Elem::new(ctx, block, loc), args[0]),
    )
}

/// `f(x, acc)` over the input's iteration space, reading the accumulator
/// broadcast back (for second passes: deviations, `x - max`).
fn map_with_acc<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    acc: Value<'c, 'a>,
    plan: &Plan,
    out: &TensorType,
    f: impl for<'b> FnOnce(
        &Elem<'c, 'b, &'b melior::ir::Block<'c>>,
        Value<'c, 'b>,
        Value<'c, 'b>,
    ) -> Result<Value<'c, 'b>, String>,
) -> Result<Value<'c, 'a>, String> {
    let init = ins.empty_like(out, x)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let id = identity_map(plan.rank);
    ins.generic(
        &[(x, id.clone()), (acc, plan.acc_map.clone())],
        init,
        &id,
        &vec!["parallel"; plan.rank],
        |block, args| f(&Elem::new(ctx, block, loc), args[0], args[1]),
    )
}

/// The accumulator reshaped to the op's result (adds `keepdim`'s 1s).
fn finish<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    acc: Value<'c, 'a>,
    plan: &Plan,
    out: &TensorType,
) -> Result<Value<'c, 'a>, String> {
    let acc = if plan.acc.sizes != out.sizes {
        ins.reshape(acc, out)?
    } else {
        acc
    };
    ins.cast_from_builtin(acc, out)
}

/// `sum/prod/mean/amax/amin/all/any/var/std/logsumexp`.
pub fn lower_reduce<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    kind: ReduceKind,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let (x, input) = ins.cast_to_builtin(operand(op, 0)?)?;
    let from = input.dtype.ok_or("input dtype must be known")?;
    let dims = op_attrs::i64_array(op, "dims");
    let plan = Plan::new(&input, dims.as_deref(), dtype)?;
    let n = plan.count(ins, x, &input, dtype)?;
    let acc = match kind {
        ReduceKind::Mean => {
            let sum = reduce_simple(ins, x, from, &plan, ReduceKind::Sum)?;
            map(ins, sum, &plan.acc, |e, s| {
                let c = n.in_body(e, 0.0, dtype)?;
                e.binary(BinaryKind::Div, s, c, dtype)
            })?
        }
        ReduceKind::Var | ReduceKind::Std => {
            let correction = op_attrs::float(op, "correction").unwrap_or(1.0);
            let sum = reduce_simple(ins, x, from, &plan, ReduceKind::Sum)?;
            let mean = map(ins, sum, &plan.acc, |e, s| {
                let c = n.in_body(e, 0.0, dtype)?;
                e.binary(BinaryKind::Div, s, c, dtype)
            })?;
            let full = TensorType {
                sizes: input.sizes.clone(),
                dtype: Some(dtype),
            };
            let sq = map_with_acc(ins, x, mean, &plan, &full, |e, v, m| {
                let d = e.binary(BinaryKind::Sub, v, m, dtype)?;
                e.binary(BinaryKind::Mul, d, d, dtype)
            })?;
            let ss = reduce_simple(ins, sq, dtype, &plan, ReduceKind::Sum)?;
            let is_std = kind == ReduceKind::Std;
            map(ins, ss, &plan.acc, |e, s| {
                // N - correction <= 0 gives inf/nan, as in PyTorch.
                let c = n.in_body(e, correction, dtype)?;
                let v = e.binary(BinaryKind::Div, s, c, dtype)?;
                if is_std {
                    e.unary(UnaryKind::Sqrt, v, dtype, dtype, &|_| None, false)
                } else {
                    Ok(v)
                }
            })?
        }
        ReduceKind::Logsumexp => {
            // An integer or bool input computes in the float result dtype.
            let (x, from) = if from == dtype {
                (x, from)
            } else {
                let converted = TensorType {
                    sizes: input.sizes.clone(),
                    dtype: Some(dtype),
                };
                (
                    map(ins, x, &converted, |e, v| e.convert(v, from, dtype))?,
                    dtype,
                )
            };
            let max = reduce_simple(ins, x, from, &plan, ReduceKind::Amax)?;
            // An all -inf row has max -inf; shift by 0 there so the result is -inf.
            let shift = map(ins, max, &plan.acc, |e, m| {
                let inf = constant(e.ctx, &e.sink, e.loc, f64::NEG_INFINITY, dtype)?;
                let zero = constant(e.ctx, &e.sink, e.loc, 0.0, dtype)?;
                let is_inf = e.binary(BinaryKind::Eq, m, inf, dtype)?;
                super::builder::select(&e.sink, e.loc, is_inf, zero, m)
            })?;
            let full = TensorType {
                sizes: input.sizes.clone(),
                dtype: Some(dtype),
            };
            let exps = map_with_acc(ins, x, shift, &plan, &full, |e, v, m| {
                let v = e.convert(v, from, dtype)?;
                let d = e.binary(BinaryKind::Sub, v, m, dtype)?;
                e.unary(UnaryKind::Exp, d, dtype, dtype, &|_| None, false)
            })?;
            let sum = reduce_simple(ins, exps, dtype, &plan, ReduceKind::Sum)?;
            let init = ins.empty_like(&plan.acc, sum)?;
            let (ctx, loc) = (ins.ctx, ins.loc);
            let r = plan.acc.rank().unwrap_or(0);
            ins.generic(
                &[(sum, identity_map(r)), (shift, identity_map(r))],
                init,
                &identity_map(r),
                &vec!["parallel"; r],
                |block, a| {
                    let e = Elem::new(ctx, block, loc);
                    let l = e.unary(UnaryKind::Log, a[0], dtype, dtype, &|_| None, false)?;
                    e.binary(BinaryKind::Add, l, a[1], dtype)
                },
            )?
        }
        simple => reduce_simple(ins, x, from, &plan, simple)?,
    };
    finish(ins, acc, &plan, &out)
}

/// Values and first indices of the max/min along `dim`.
fn arg_reduce<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    input: &TensorType,
    dim: i64,
    is_max: bool,
) -> Result<(Value<'c, 'a>, Value<'c, 'a>, Plan), String> {
    let dtype = input.dtype.ok_or("input dtype must be known")?;
    // A 0-d tensor reduces as one element.
    let (x, input) = ins.at_least_1d(x, input)?;
    let plan = Plan::new(&input, Some(&[dim]), dtype)?;
    let reduced = *plan
        .reduced
        .first()
        .ok_or("argmax/argmin reduces nothing")?;
    let kind = if is_max {
        ReduceKind::Amax
    } else {
        ReduceKind::Amin
    };
    let sizes = plan.acc_sizes(ins, x)?;
    let values = ins.filled_sized(&plan.acc, &sizes, identity(kind, dtype))?;
    let indices = ins.filled_sized(
        &TensorType {
            sizes: plan.acc.sizes.clone(),
            dtype: Some(Dtype::Int64),
        },
        &sizes,
        0.0,
    )?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let outs = ins.generic_multi(
        &[(x, identity_map(plan.rank))],
        &[
            (values, plan.acc_map.clone()),
            (indices, plan.acc_map.clone()),
        ],
        &plan.iterators,
        |block, args| {
            let e = Elem::new(ctx, block, loc);
            let (v, best, best_i) = (args[0], args[1], args[2]);
            // Strictly better wins, so the first occurrence is kept; a NaN
            // beats any number (PyTorch propagates it).
            let cmp = if is_max {
                BinaryKind::Gt
            } else {
                BinaryKind::Lt
            };
            let mut better = e.binary(cmp, v, best, dtype)?;
            if dtype.is_float() {
                let v_nan = e.binary(BinaryKind::Ne, v, v, dtype)?;
                let best_num = e.binary(BinaryKind::Eq, best, best, dtype)?;
                let nan_wins = e.binary(BinaryKind::BitwiseAnd, v_nan, best_num, Dtype::Bool)?;
                better = e.binary(BinaryKind::BitwiseOr, better, nan_wins, Dtype::Bool)?;
            }
            let index_ty = Type::index(ctx);
            let attr = melior::ir::attribute::IntegerAttribute::new(
                melior::ir::r#type::IntegerType::new(ctx, 64).into(),
                reduced as i64,
            );
            let idx = block.append_operation(
                OperationBuilder::new("linalg.index", loc)
                    .add_attributes(&[(Identifier::new(ctx, "dim"), attr.into())])
                    .add_results(&[index_ty])
                    .build()
                    .map_err(|e| e.to_string())?,
            );
            let idx = block.append_operation(
                OperationBuilder::new("arith.index_cast", loc)
                    .add_operands(&[super::builder::result(idx)])
                    .add_results(&[Dtype::Int64.to_mlir(ctx)])
                    .build()
                    .map_err(|e| e.to_string())?,
            );
            let nv = super::builder::select(&block, loc, better, v, best)?;
            let ni =
                super::builder::select(&block, loc, better, super::builder::result(idx), best_i)?;
            Ok(vec![nv, ni])
        },
    )?;
    Ok((outs[0], outs[1], plan))
}

/// `max_dim`/`min_dim`: (values, indices).
pub fn lower_arg_reduce<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    is_max: bool,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let (x, input) = ins.cast_to_builtin(operand(op, 0)?)?;
    let dim = op_attrs::int(op, "dim").ok_or("missing `dim`")?;
    let (values, indices, plan) = arg_reduce(ins, x, &input, dim, is_max)?;
    Ok(vec![
        finish(ins, values, &plan, &ranked_result(op, 0)?)?,
        finish(ins, indices, &plan, &ranked_result(op, 1)?)?,
    ])
}

/// `argmax`/`argmin`, along `dim` or over the flattened tensor.
pub fn lower_arg_index<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    is_max: bool,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let (mut x, mut input) = ins.cast_to_builtin(operand(op, 0)?)?;
    let dim = match op_attrs::int(op, "dim") {
        Some(d) => d,
        None => {
            let flat = TensorType {
                sizes: Some(vec![input.num_elements().unwrap_or(DYNAMIC)]),
                dtype: input.dtype,
            };
            x = match input.rank() {
                // Sizes known only at run time: one dim of them all.
                Some(rank) if rank > 0 && flat.sizes == Some(vec![DYNAMIC]) => {
                    collapse_all(ins, x, rank, &flat)?
                }
                _ => ins.reshape(x, &flat)?,
            };
            input = flat;
            0
        }
    };
    let (_, indices, plan) = arg_reduce(ins, x, &input, dim, is_max)?;
    finish(ins, indices, &plan, &out)
}

/// `x` (of rank `rank` > 0) collapsed into the one dim of `flat`.
fn collapse_all<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    rank: usize,
    flat: &TensorType,
) -> Result<Value<'c, 'a>, String> {
    let dims: Vec<String> = (0..rank).map(|d| d.to_string()).collect();
    let reassociation = melior::ir::Attribute::parse(ins.ctx, &format!("[[{}]]", dims.join(", ")))
        .ok_or("bad reassociation")?;
    let out_ty = flat.to_builtin(ins.ctx).ok_or("a flat tensor type")?;
    let op = OperationBuilder::new("tensor.collapse_shape", ins.loc)
        .add_operands(&[x])
        .add_attributes(&[(Identifier::new(ins.ctx, "reassociation"), reassociation)])
        .add_results(&[out_ty])
        .build()
        .map_err(|e| e.to_string())?;
    Ok(super::builder::result(super::builder::OpSink::emit(
        ins, op,
    )))
}

/// `softmax`/`log_softmax` along `dim`.
pub fn lower_softmax<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    log: bool,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    if !dtype.is_float() {
        return Err("softmax needs a floating-point input".into());
    }
    let (x, input) = ins.cast_to_builtin(operand(op, 0)?)?;
    let dim = op_attrs::int(op, "dim").ok_or("missing `dim`")?;
    let rank = input.rank().unwrap_or(0);
    normalize_dim(dim, rank).ok_or_else(|| format!("dim {dim} is out of range"))?;
    if rank == 0 {
        // softmax of a scalar is 1 (log_softmax 0), NaN for NaN or ±inf
        // as PyTorch's `exp(x - max)` gives: `x - x + 1`.
        let c = if log { 0.0 } else { 1.0 };
        let r = map(ins, x, &out, |e, v| {
            let zero = e.binary(BinaryKind::Sub, v, v, dtype)?;
            let c = super::builder::constant(e.ctx, &e.sink, e.loc, c, dtype)?;
            e.binary(BinaryKind::Add, zero, c, dtype)
        })?;
        return ins.cast_from_builtin(r, &out);
    }
    let plan = Plan::new(&input, Some(&[dim]), dtype)?;
    let max = reduce_simple(ins, x, dtype, &plan, ReduceKind::Amax)?;
    let shifted = map_with_acc(ins, x, max, &plan, &out, |e, v, m| {
        e.binary(BinaryKind::Sub, v, m, dtype)
    })?;
    let exps = map(ins, shifted, &out, |e, v| {
        e.unary(UnaryKind::Exp, v, dtype, dtype, &|_| None, false)
    })?;
    let sum = reduce_simple(ins, exps, dtype, &plan, ReduceKind::Sum)?;
    let result = if log {
        map_with_acc(ins, shifted, sum, &plan, &out, |e, v, s| {
            let l = e.unary(UnaryKind::Log, s, dtype, dtype, &|_| None, false)?;
            e.binary(BinaryKind::Sub, v, l, dtype)
        })?
    } else {
        map_with_acc(ins, exps, sum, &plan, &out, |e, v, s| {
            e.binary(BinaryKind::Div, v, s, dtype)
        })?
    };
    ins.cast_from_builtin(result, &out)
}
