//! `ts-verify-backend-contract`: check what `convert-ts-to-linalg` needs.
//!
//! The backend contract (after torch-mlir's): every tensor value has a
//! known dtype and a static shape, and only ops the lowering knows appear.
//! Checking it in one place turns "the lowering silently did something odd"
//! into a located error naming the value that was not refined.

use crate::ir::{self, collect_ops, op_name, op_ref};
use melior::ir::{block::BlockLike, operation::OperationLike, OperationRef, RegionLike, ValueLike};
use ts_dialect::OpPositions;
use ts_dialect::TensorType;

crate::pass_definition::define_pass!(
    create_verify_backend_contract_pass,
    run,
    "ts-verify-backend-contract",
    "Check that every ts tensor has a static shape and dtype and every op can be lowered",
    "builtin.module"
);

/// Whether `op` is nested in an `scf.while`.
fn inside_loop(op: OperationRef) -> bool {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if op_name(p) == "scf.while" {
            return true;
        }
        parent = p.parent_operation();
    }
    false
}

fn run(_ctx: &melior::Context, module: OperationRef) -> Result<(), ()> {
    let mut ok = true;
    for raw in collect_ops(module, |_| true) {
        // SAFETY: this pass does not modify the IR.
        let op = unsafe { op_ref(raw) };
        let name = op_name(op);
        if name.starts_with("ts.") && crate::op_families::family(&name).is_none() {
            ir::emit_error(
                op.location(),
                &format!("backend contract: '{name}' has no lowering"),
            );
            ok = false;
            continue;
        }
        if name == "func.func" {
            let Ok(region) = op.region(0) else { continue };
            let Some(entry) = region.first_block() else {
                continue;
            };
            for i in 0..entry.argument_count() {
                let Ok(arg) = entry.argument(i) else { continue };
                if let Some(t) = TensorType::from_mlir(arg.r#type()) {
                    if !t.is_static() {
                        ir::emit_error(
                            op.location(),
                            &format!("backend contract: argument #{i} has type {t}, which is not static (give example inputs to specialize)"),
                        );
                        ok = false;
                    }
                }
            }
            continue;
        }
        // Sizes known only at run time: only where the lowering handles them.
        let family = crate::op_families::family(&name);
        let run_time_sizes = crate::op_families::lowers_run_time_sizes(&name);
        // Containers box a tensor with its sizes, as does an entry's return.
        // Structured control flow carries them (`control_flow.rs`).
        let run_time_sizes = run_time_sizes || name.starts_with("scf.") || name == "arith.select";
        let takes_run_time_sizes = run_time_sizes
            || family == Some(crate::op_families::Family::Container)
            || (name == "func.return"
                && op
                    .parent_operation()
                    .is_some_and(crate::convert_ts_to_linalg::is_public));
        let ranked = |t: &TensorType| t.dtype.is_some() && t.sizes.is_some();
        if !takes_run_time_sizes {
            for (i, v) in op.operands().enumerate() {
                if let Some(t) =
                    TensorType::from_mlir(v.r#type()).filter(|t| ranked(t) && !t.is_static())
                {
                    let what = match name.as_str() {
                        "func.return" | "func.call" => {
                            "passing a tensor between functions".to_string()
                        }
                        _ => format!("'{name}' on a tensor (operand #{i})"),
                    };
                    ir::emit_error(
                        op.location(),
                        &format!("backend contract: {what} of type {t}, whose sizes are known only at run time, is not supported yet"),
                    );
                    ok = false;
                }
            }
        }
        for (i, result) in op.results().enumerate() {
            if let Some(t) = TensorType::from_mlir(result.r#type()) {
                // A tensor read from a container is unboxed with its sizes.
                let result_sizes =
                    run_time_sizes || family == Some(crate::op_families::Family::Container);
                if !(t.is_static() || (result_sizes && ranked(&t))) {
                    // A loop is where shapes most often stop being static.
                    let feeds_loop = ir::has_user_named(result.into(), "scf.while")
                        || ir::users(result.into()).iter().any(|u| {
                            u.result_at(0)
                                .is_some_and(|r| ir::has_user_named(r.into(), "scf.while"))
                        });
                    let hint = if name == "ts.slice" && op.operand_count() > 1 {
                        " (its bounds must be ints known once shapes are specialized: sizes, specialized ints and arithmetic on them)"
                    } else if name == "ts.list_get" {
                        " (the tensors of a List[Tensor] read at a run-time index, or whose length is only known at run time, must all have one dtype and rank)"
                    } else if name == "scf.while" || feeds_loop || inside_loop(op) {
                        " (a loop tensor whose rank or dtype changes from one iteration to the next is supported only when the number of iterations is known when compiling, and at most 64)"
                    } else {
                        " (this op needs static shapes; sizes known only at run time are supported by elementwise ops, reductions, softmax, sorts, slices, selects, flips, gathers, cat, masks, nonzero, reshapes, permutes, matmul, expand, repeat, scans, scatters, bucketize, creation ops, containers and control flow)"
                    };
                    ir::emit_error(
                        op.location(),
                        &format!("backend contract: result #{i} of '{name}' has type {t}; its dtype and shape must be known{hint}"),
                    );
                    ok = false;
                }
            }
        }
    }
    ok.then_some(()).ok_or(())
}
