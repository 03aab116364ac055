//! `convert-ts-to-linalg`: lower ts ops on static shapes to `tensor`,
//! `linalg` and `arith`, and function signatures to builtin tensor types.
//!
//! Each op is replaced in place; its tensor operands and results cross the
//! ts/builtin boundary through `ts.to_builtin_tensor` /
//! `ts.from_builtin_tensor`, which fold away pairwise (run `canonicalize`
//! after this pass). Op families live in their own files.
//!
//! Precondition: the backend contract (`ts-verify-backend-contract`).

mod boxed_tensors;
pub(crate) mod builder;
mod containers;
mod control_flow;
mod convolution;
mod creation;
mod data_movement;
mod einsum;
mod elementwise;
mod elementwise_math;
mod indexing;
mod linear_algebra;
mod masks;
mod reductions;
mod resampling;
mod run_time_sizes;
mod runtime_calls;
mod runtime_errors;
mod scalar;
mod sorting;
mod tensor_to_list;

use crate::{
    ir::{self, collect_ops, op_name, op_ref},
    op_families::{family, Family},
};
use builder::Inserter;
use melior::ir::{
    block::BlockLike,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    OperationRef, RegionLike, Type, Value, ValueLike,
};
use melior::Context;
use ts_dialect::OpPositions;
use ts_dialect::{is_none_type, TensorType};

crate::pass_definition::define_pass!(
    create_convert_ts_to_linalg_pass,
    run,
    "convert-ts-to-linalg",
    "Lower ts ops and signatures on static shapes to tensor/linalg/arith",
    "builtin.module"
);

fn run<'c>(ctx: &'c Context, module: OperationRef<'c, '_>) -> Result<(), ()> {
    let mut ok = true;
    // Signatures first: dropping `None` results frees their `ts.none` ops.
    for func in collect_ops(module, |n| n == "func.func") {
        // SAFETY: functions are never erased here.
        let func = unsafe { op_ref(func) };
        if let Err(message) = convert_signature(ctx, func) {
            ir::emit_error(func.location(), &message);
            ok = false;
        }
    }
    // `ts.print`, `ts.list_contains`, `ts.str_of`, `ts.list_to_tensor` and
    // `ts.list_cat` first: they read their operands' ts types (how to
    // format, compare or convert them, or the tensors stored in a list),
    // which lowering the operands' producers turns into handles. In reverse, so
    // that `print(str(x))` reads `str(x)`'s type before it is lowered.
    let reads_types = |n: &str| {
        matches!(
            n,
            "ts.print" | "ts.list_contains" | "ts.str_of" | "ts.list_to_tensor" | "ts.list_cat"
        )
    };
    let mut ops = collect_ops(module, reads_types);
    ops.reverse();
    ops.extend(collect_ops(module, |n| {
        n.starts_with("ts.") && !n.ends_with("_builtin_tensor") && !reads_types(n)
    }));
    for raw in ops {
        // SAFETY: ops are erased only after being lowered, and each handle
        // is visited once, so every handle here is still alive.
        let op = unsafe { op_ref(raw) };
        if let Err(message) = lower_op(ctx, op) {
            ir::emit_error(
                op.location(),
                &format!("failed to lower '{}': {message}", op_name(op)),
            );
            ok = false;
        }
    }
    for raw in collect_ops(module, |n| {
        n == "scf.if" || n == "scf.while" || n == "arith.select"
    }) {
        // SAFETY: these ops are never erased here.
        let op = unsafe { op_ref(raw) };
        let converted = match op_name(op).as_str() {
            "scf.if" => control_flow::convert_if_results(ctx, op),
            "scf.while" => control_flow::convert_while_types(ctx, op),
            _ => control_flow::convert_select_types(ctx, op),
        };
        if let Err(message) = converted {
            ir::emit_error(op.location(), &message);
            ok = false;
        }
    }
    containers::retype_containers(ctx, module);
    ok.then_some(()).ok_or(())
}

/// Lowers one op, replaces its results and erases it.
fn lower_op<'c>(ctx: &'c Context, op: OperationRef<'c, '_>) -> Result<(), String> {
    let name = op_name(op);
    let family = family(&name).ok_or_else(|| format!("no lowering for '{name}'"))?;
    let ins = Inserter::before(ctx, op).ok_or("op is not in a block")?;
    let has_tensor_operand = op
        .operands()
        .any(|v| TensorType::from_mlir(v.r#type()).is_some());
    // Lowerings written for static shapes never see a size known only at
    // run time (they would compute with the `DYNAMIC` marker).
    let run_time_sized = |v: Value| {
        TensorType::from_mlir(v.r#type())
            .is_some_and(|t| t.sizes.iter().flatten().any(|&d| d == ts_dialect::DYNAMIC))
    };
    if !crate::op_families::lowers_run_time_sizes(&name)
        && family != Family::Container
        && (op.operands().any(run_time_sized) || op.results().any(|r| run_time_sized(r.into())))
    {
        return Err("result must be a static ts tensor (sizes known only at run time are not supported by this op yet)".into());
    }

    let replacements: Vec<Value> = match family {
        Family::Constant => vec![scalar::lower_constant(&ins, op)?],
        Family::None => {
            let result = op.result(0).map_err(|e| e.to_string())?;
            if !ir::has_no_uses(result.into()) {
                return Err(
                    "a None value is still used; only unused None values can be lowered".into(),
                );
            }
            vec![]
        }
        Family::Binary(kind) if has_tensor_operand => {
            vec![elementwise::lower_binary(&ins, op, kind)?]
        }
        Family::Binary(kind) => vec![scalar::lower_scalar_binary(&ins, op, kind)?],
        Family::Unary(kind, _) => vec![elementwise::lower_unary(&ins, op, kind)?],
        Family::Where => vec![elementwise::lower_where(&ins, op)?],
        Family::Clamp => vec![elementwise::lower_clamp(&ins, op)?],
        Family::Reduce(kind, _) => vec![reductions::lower_reduce(&ins, op, kind)?],
        Family::ArgReduce { is_max } => reductions::lower_arg_reduce(&ins, op, is_max)?,
        Family::Sort => sorting::lower_sort(&ins, op)?,
        Family::ArgIndex { is_max } => vec![reductions::lower_arg_index(&ins, op, is_max)?],
        Family::Softmax { log } => vec![reductions::lower_softmax(&ins, op, log)?],
        Family::FullLike => {
            let out = elementwise::ranked_result(op, 0)?;
            let value = crate::op_attrs::float(op, "value").ok_or("missing `value`")?;
            let like = ins.cast_to_builtin(elementwise::operand(op, 0)?)?.0;
            let rank = out.rank().unwrap_or(0);
            let dynamic = ins.sizes_from(&out, like, &(0..rank).collect::<Vec<_>>())?;
            let filled = ins.filled_sized(&out, &dynamic, value)?;
            vec![ins.cast_from_builtin(filled, &out)?]
        }
        Family::Slice => vec![indexing::lower_slice(&ins, op)?],
        Family::Select => vec![indexing::lower_select(&ins, op)?],
        Family::Flip => vec![indexing::lower_flip(&ins, op)?],
        Family::Expand => vec![indexing::lower_expand(&ins, op)?],
        Family::Repeat => vec![indexing::lower_repeat(&ins, op)?],
        Family::Triangle { upper } => vec![indexing::lower_triangle(&ins, op, upper)?],
        Family::Cumsum => vec![indexing::lower_cumsum(&ins, op)?],
        Family::Cat => vec![indexing::lower_cat(&ins, op)?],
        Family::IndexSelect | Family::Gather | Family::Embedding => {
            vec![indexing::lower_gather_like(&ins, op)?]
        }
        Family::ChannelAffine => vec![indexing::lower_channel_affine(&ins, op)?],
        Family::Full => vec![creation::lower_full(&ins, op)?],
        Family::Range => vec![creation::lower_range(&ins, op)?],
        Family::Eye => vec![creation::lower_eye(&ins, op)?],
        Family::Literal => vec![creation::lower_literal(&ins, op)?],
        Family::Random => vec![creation::lower_random(&ins, op)?],
        Family::ShapeQuery => vec![creation::lower_shape_query(&ins, op)?],
        Family::Scatter => vec![indexing::lower_scatter(&ins, op)?],
        Family::CastTo => vec![elementwise::lower_cast_to(&ins, op)?],
        // Refinement folds it once dtypes are known, and lowering needs them.
        Family::SameDtypeOr => return Err("the dtypes of its operands must be known".into()),
        Family::Convolution => vec![convolution::lower_convolution(&ins, op)?],
        Family::MaxPool => vec![convolution::lower_max_pool(&ins, op)?],
        Family::AvgPool => vec![convolution::lower_avg_pool(&ins, op)?],
        Family::AdaptiveAvgPool => vec![convolution::lower_adaptive_avg_pool(&ins, op)?],
        Family::Matmul => vec![linear_algebra::lower_matmul(&ins, op)?],
        Family::Einsum => vec![einsum::lower_einsum(&ins, op)?],
        Family::ScatterIndexed => vec![indexing::lower_scatter_indexed(&ins, op)?],
        Family::Transpose => vec![data_movement::lower_transpose(&ins, op)?],
        Family::Permute => vec![data_movement::lower_permute(&ins, op)?],
        Family::Movedim => vec![data_movement::lower_movedim(&ins, op)?],
        Family::IndexAdd => vec![indexing::lower_index_add(&ins, op)?],
        Family::IndexTensor if is_mask(op) => vec![masks::lower_mask_index(&ins, op)?],
        Family::IndexTensor => vec![indexing::lower_index_tensor(&ins, op)?],
        Family::Nonzero => vec![masks::lower_nonzero(&ins, op)?],
        Family::ListCat => vec![boxed_tensors::lower_list_cat(&ins, op)?],
        Family::IndexPut => vec![indexing::lower_index_put(&ins, op)?],
        Family::Unfold => vec![indexing::lower_unfold(&ins, op)?],
        Family::Interpolate => vec![resampling::lower_interpolate(&ins, op)?],
        Family::Bucketize => vec![indexing::lower_bucketize(&ins, op)?],
        Family::CumulativeExtreme { is_max } => {
            indexing::lower_cumulative_extreme(&ins, op, is_max)?
        }
        Family::Diagonal => vec![indexing::lower_diagonal(&ins, op)?],
        Family::Reshape | Family::Unsqueeze | Family::Squeeze | Family::Flatten => {
            vec![data_movement::lower_reshape_like(&ins, op)?]
        }
        Family::ReshapeAs => vec![data_movement::lower_reshape_as(&ins, op)?],
        Family::StaticInfoCast => vec![data_movement::lower_static_info_cast(&ins, op)?],
        Family::BuiltinCast => return Ok(()),
        Family::ScalarCast => vec![runtime_errors::lower_scalar_cast(&ins, op)?],
        Family::ScalarMath => vec![scalar::lower_scalar_math(&ins, op)?],
        Family::Item => vec![runtime_errors::lower_item(&ins, op)?],
        Family::Container => containers::lower_container(&ins, op)?,
        Family::Undefined => {
            let t = TensorType::from_mlir(op.result(0).map_err(|e| e.to_string())?.r#type())
                .filter(|t| t.sizes.is_some() && t.dtype.is_some())
                .ok_or("an undefined tensor whose shape was never refined")?;
            // Never read: a size known only at run time may as well be 0.
            let unknown = t
                .sizes
                .iter()
                .flatten()
                .filter(|&&d| d == ts_dialect::DYNAMIC)
                .count();
            let zero = builder::index_const(ctx, &ins, ins.loc, 0)?;
            let empty = ins.empty_sized(&t, &vec![zero; unknown])?;
            vec![ins.cast_from_builtin(empty, &t)?]
        }
        Family::Raise => {
            runtime_errors::lower_raise(&ins, op)?;
            vec![]
        }
        Family::Warn => {
            runtime_errors::lower_warn(&ins, op)?;
            vec![]
        }
    };
    for (i, new) in replacements.into_iter().enumerate() {
        ir::replace_all_uses(op.result(i).map_err(|e| e.to_string())?.into(), new);
    }
    ir::erase(op);
    Ok(())
}

/// Whether the index operand of a `ts.index_tensor` is a bool mask.
fn is_mask(op: OperationRef) -> bool {
    op.operand_at(1)
        .and_then(|v| TensorType::from_mlir(v.r#type()))
        .is_some_and(|t| t.dtype == Some(ts_dialect::Dtype::Bool))
}

/// Builtin equivalent of a ts type; other types are kept.
pub(super) fn builtin_type<'c>(ctx: &'c Context, t: Type<'c>) -> Result<Type<'c>, String> {
    if ts_dialect::is_container_type(t) {
        return Type::parse(ctx, "!llvm.ptr").ok_or_else(|| "no LLVM dialect".to_string());
    }
    match TensorType::from_mlir(t) {
        Some(tt) => tt
            .to_builtin(ctx)
            .ok_or_else(|| format!("function boundary type {tt} is not static")),
        None => Ok(t),
    }
}

/// The entry attribute listing the (lowered) results that are boxed
/// tensors, whose sizes are known only at run time.
pub const BOXED_TENSOR_RESULTS: &str = "ts.boxed_tensor_results";

/// A ts tensor of known rank and dtype with a size known only at run time.
fn has_run_time_sizes(t: Type) -> bool {
    TensorType::from_mlir(t)
        .is_some_and(|t| t.dtype.is_some() && t.sizes.is_some() && !t.is_static())
}

/// Whether `func` can be called from outside the module (an entry).
pub(crate) fn is_public(func: OperationRef) -> bool {
    func.attribute("sym_visibility")
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .is_none_or(|v| v.value() == "public")
}

/// The 0-d tensor type that carries scalar type `t` across the ABI.
/// (A container crosses as its handle's address, a 0-d int64 tensor.)
fn scalar_box<'c>(ctx: &'c Context, t: Type<'c>) -> Option<Type<'c>> {
    if ts_dialect::is_container_type(t) {
        return Type::parse(ctx, "tensor<i64>");
    }
    ts_dialect::Dtype::from_mlir(t)?;
    Type::parse(ctx, &format!("tensor<{t}>"))
}

/// Rewrites a function's signature to builtin tensors: arguments get a
/// `ts.from_builtin_tensor` at entry, returned values a `ts.to_builtin_tensor`.
/// An entry returns scalars as 0-d tensors, so every result of an entry
/// becomes a caller-owned out-param.
fn convert_signature<'c>(ctx: &'c Context, func: OperationRef<'c, '_>) -> Result<(), String> {
    let (inputs, results) =
        ir::function_signature(func).ok_or("func.func without a function_type")?;
    let boxed = is_public(func);
    // `None` parameters carry no data either: they are dropped.
    let new_inputs = inputs
        .iter()
        .filter(|&&t| !is_none_type(t))
        .map(|&t| builtin_type(ctx, t))
        .collect::<Result<Vec<_>, _>>()?;
    // `None` carries no data: it is not returned at all (the runtime knows
    // from the ts-level signature where it was).
    let new_results = results
        .iter()
        .filter(|&&t| !is_none_type(t))
        .map(|&t| match scalar_box(ctx, t) {
            Some(b) if boxed => Ok(b),
            _ if boxed && has_run_time_sizes(t) => {
                Type::parse(ctx, "tensor<i64>").ok_or_else(|| "no tensor type".to_string())
            }
            _ => builtin_type(ctx, t),
        })
        .collect::<Result<Vec<_>, _>>()?;
    // A tensor whose sizes are known only at run time leaves an entry
    // boxed (the caller cannot allocate its out-param): the positions of
    // those results among the lowered ones tell the ABI.
    let boxed_tensors: Vec<String> = results
        .iter()
        .filter(|&&t| !is_none_type(t))
        .enumerate()
        .filter(|&(_, &t)| boxed && has_run_time_sizes(t))
        .map(|(i, _)| i.to_string())
        .collect();
    if !boxed_tensors.is_empty() {
        let attr =
            melior::ir::Attribute::parse(ctx, &format!("array<i64: {}>", boxed_tensors.join(", ")))
                .ok_or("bad boxed-results attribute")?;
        // SAFETY: the function op is alive; only an attribute is added.
        let mut func_mut = unsafe { OperationRefMut::from_raw(func.to_raw()) };
        func_mut.set_attribute(BOXED_TENSOR_RESULTS, attr);
    }
    if new_inputs == inputs && new_results == results {
        return Ok(());
    }
    let region = func.region(0).map_err(|e| e.to_string())?;
    if let Some(entry) = region.first_block() {
        for i in (0..entry.argument_count()).rev() {
            let arg = entry.argument(i).map_err(|e| e.to_string())?;
            if !is_none_type(arg.r#type()) {
                continue;
            }
            if !ir::has_no_uses(arg.into()) {
                let first = entry.first_operation().ok_or("empty function body")?;
                let none = melior::ir::operation::OperationBuilder::new("ts.none", func.location())
                    .add_results(&[arg.r#type()])
                    .build()
                    .map_err(|e| e.to_string())?;
                let none = entry.insert_operation_before(first, none);
                ir::replace_all_uses(
                    arg.into(),
                    none.result(0).map_err(|e| e.to_string())?.into(),
                );
            }
            // SAFETY: the argument has no uses left.
            unsafe { mlir_sys::mlirBlockEraseArgument(entry.to_raw(), i as u32) };
        }
        for i in 0..entry.argument_count() {
            let arg = entry.argument(i).map_err(|e| e.to_string())?;
            let first = entry.first_operation().ok_or("empty function body")?;
            control_flow::retype_value(ctx, arg.into(), first)?;
        }
    }
    for ret in collect_ops(func, |n| n == "func.return") {
        // SAFETY: returns are not erased here.
        let ret = unsafe { op_ref(ret) };
        let ins = Inserter::before(ctx, ret).ok_or("return is not in a block")?;
        let mut operands = Vec::new();
        for v in ret.operands() {
            if is_none_type(v.r#type()) {
                continue;
            }
            operands.push(if boxed && has_run_time_sizes(v.r#type()) {
                let module = runtime_calls::module_of(ret).ok_or("function outside a module")?;
                let handle = boxed_tensors::box_tensor(&ins, module, v)?;
                let b = Type::parse(ctx, "tensor<i64>").ok_or("no tensor type")?;
                let op =
                    melior::ir::operation::OperationBuilder::new("tensor.from_elements", ins.loc)
                        .add_operands(&[handle])
                        .add_results(&[b])
                        .build()
                        .map_err(|e| e.to_string())?;
                builder::result(builder::OpSink::emit(&ins, op))
            } else if TensorType::from_mlir(v.r#type()).is_some() {
                ins.cast_to_builtin(v)?.0
            } else if let Some(b) = scalar_box(ctx, v.r#type()).filter(|_| boxed) {
                let v = if ts_dialect::is_container_type(v.r#type()) {
                    let i64t = melior::ir::r#type::IntegerType::new(ctx, 64).into();
                    let op = melior::ir::operation::OperationBuilder::new("llvm.ptrtoint", ins.loc)
                        .add_operands(&[v])
                        .add_results(&[i64t])
                        .build()
                        .map_err(|e| e.to_string())?;
                    builder::result(builder::OpSink::emit(&ins, op))
                } else {
                    v
                };
                let op =
                    melior::ir::operation::OperationBuilder::new("tensor.from_elements", ins.loc)
                        .add_operands(&[v])
                        .add_results(&[b])
                        .build()
                        .map_err(|e| e.to_string())?;
                builder::result(builder::OpSink::emit(&ins, op))
            } else {
                v
            });
        }
        // SAFETY: the return op is alive; only its operand list changes.
        let mut ret_mut = unsafe { OperationRefMut::from_raw(ret.to_raw()) };
        ret_mut.set_operands(&operands);
    }
    ir::set_function_signature(ctx, func, &new_inputs, &new_results);
    Ok(())
}

pub(super) fn cast_owner<'c, 'a>(v: Value<'c, 'a>) -> Result<OperationRef<'c, 'a>, String> {
    melior::ir::operation::OperationResult::try_from(v)
        .map(|r| r.owner())
        .map_err(|_| "cast result is not an op result".to_string())
}
