//! `ts-refine-shapes`: propagate dtype and shape knowledge forward.
//!
//! The frontend types every tensor as `!ts.tensor` (TorchScript's `Tensor`
//! says nothing more). Once the entry's argument types are known (from
//! example inputs), this pass computes each op's result type with the rules
//! in `shape_functions` and rewrites function result types to match what
//! they return. It never loses knowledge: a computed type only fills in
//! what the existing type leaves unknown.

use crate::{
    ir::{self, collect_ops, op_name, op_ref},
    shape_functions::{self, BinaryKind, Operand},
};
use melior::ir::{
    attribute::IntegerAttribute, operation::OperationLike, OperationRef, Type, ValueLike,
};
use melior::Context;
use ts_dialect::{Dtype, TensorType, DYNAMIC};

crate::pass_definition::define_pass!(
    create_refine_shapes_pass,
    run,
    "ts-refine-shapes",
    "Compute dtypes and shapes of ts tensors from the function arguments",
    "builtin.module"
);

fn run(ctx: &Context, module: OperationRef) -> Result<(), ()> {
    let mut ok = true;
    for func in collect_ops(module, |n| n == "func.func") {
        // SAFETY: functions are not erased by this pass.
        let func = unsafe { op_ref(func) };
        for raw in collect_ops(func, |n| n.starts_with("ts.")) {
            // SAFETY: this pass only changes types, never erases ops.
            let op = unsafe { op_ref(raw) };
            if let Err(message) = refine_op(ctx, op) {
                ir::emit_error(op.location(), &message);
                ok = false;
            }
        }
        refine_function_results(ctx, func);
    }
    ok.then_some(()).ok_or(())
}

/// Classifies a value as a tensor (with what is known) or a scalar.
pub(crate) fn operand_of(t: Type) -> Option<Operand> {
    if let Some(tt) = TensorType::from_mlir(t) {
        return Some(Operand::Tensor(tt));
    }
    let d = Dtype::from_mlir(t)?;
    Some(Operand::Scalar(match d {
        Dtype::Int32 => Dtype::Int64,
        Dtype::Float32 => Dtype::Float64,
        d => d,
    }))
}

/// Knowledge from `computed` where `declared` has none; `declared` wins
/// where both know something (the verifier already ensures they agree).
fn merge(declared: &TensorType, computed: &TensorType) -> TensorType {
    let sizes = match (&declared.sizes, &computed.sizes) {
        (Some(d), Some(c)) if d.len() == c.len() => Some(
            d.iter()
                .zip(c)
                .map(|(&d, &c)| if d == DYNAMIC { c } else { d })
                .collect(),
        ),
        (Some(d), _) => Some(d.clone()),
        (None, c) => c.clone(),
    };
    TensorType {
        sizes,
        dtype: declared.dtype.or(computed.dtype),
    }
}

fn refine_op(ctx: &Context, op: OperationRef) -> Result<(), String> {
    let name = op_name(op);
    let operand_type = |i: usize| -> Result<Type, String> {
        op.operand(i).map(|v| v.r#type()).map_err(|e| e.to_string())
    };
    let tensor_operand = |i: usize| -> Result<TensorType, String> {
        TensorType::from_mlir(operand_type(i)?)
            .ok_or_else(|| format!("{name}: operand {i} is not a tensor"))
    };
    let computed = match name.as_str() {
        "ts.add" | "ts.sub" | "ts.mul" | "ts.div" => {
            let kind = match name.as_str() {
                "ts.add" => BinaryKind::Add,
                "ts.sub" => BinaryKind::Sub,
                "ts.mul" => BinaryKind::Mul,
                _ => BinaryKind::Div,
            };
            let (Some(l), Some(r)) = (operand_of(operand_type(0)?), operand_of(operand_type(1)?))
            else {
                return Ok(());
            };
            if matches!((&l, &r), (Operand::Scalar(_), Operand::Scalar(_))) {
                return Ok(());
            }
            shape_functions::binary_result(kind, &l, &r)?
        }
        "ts.relu" => tensor_operand(0)?,
        // A cast may only be sharpened when no user needs the old type:
        // calls must match their callee's signature exactly.
        "ts.tensor_static_info_cast" => {
            let result = op.result(0).map_err(|e| e.to_string())?;
            if ir::has_user_named(result.into(), "func.call") {
                return Ok(());
            }
            tensor_operand(0)?
        }
        "ts.matmul" => shape_functions::matmul_result(&tensor_operand(0)?, &tensor_operand(1)?)?,
        "ts.transpose" => {
            let dim = |n: &str| -> Result<i64, String> {
                op.attribute(n)
                    .ok()
                    .and_then(|a| IntegerAttribute::try_from(a).ok())
                    .map(|a| a.value())
                    .ok_or_else(|| format!("ts.transpose: missing `{n}`"))
            };
            shape_functions::transpose_result(&tensor_operand(0)?, dim("dim0")?, dim("dim1")?)?
        }
        _ => return Ok(()),
    };
    let result = op.result(0).map_err(|e| e.to_string())?;
    let Some(declared) = TensorType::from_mlir(result.r#type()) else {
        return Ok(());
    };
    let refined = merge(&declared, &computed);
    if refined != declared {
        result.set_type(refined.to_mlir(ctx));
    }
    Ok(())
}

/// Makes each function's declared result types as precise as the values
/// its `func.return` ops return, so callers and the ABI see the refinement.
fn refine_function_results<'c>(ctx: &'c Context, func: OperationRef<'c, '_>) {
    let Some((inputs, mut results)) = ir::function_signature(func) else {
        return;
    };
    let mut changed = false;
    for ret in collect_ops(func, |n| n == "func.return") {
        // SAFETY: collected just above, nothing erased since.
        let ret = unsafe { op_ref(ret) };
        for (i, v) in ret.operands().enumerate() {
            let Some(slot) = results.get_mut(i) else {
                continue;
            };
            if let (Some(decl), Some(actual)) = (
                TensorType::from_mlir(*slot),
                TensorType::from_mlir(v.r#type()),
            ) {
                let refined = merge(&decl, &actual);
                if refined != decl {
                    *slot = refined.to_mlir(ctx);
                    changed = true;
                }
            }
        }
    }
    if changed {
        ir::set_function_signature(ctx, func, &inputs, &results);
    }
}
