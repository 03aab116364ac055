//! `ts-list-accumulators`: a `List[Tensor]` that a counted loop appends
//! one tensor to per iteration, and that is only stacked or concatenated
//! afterwards, becomes a tensor the loop writes row by row.
//!
//! ```python
//! seq: List[Tensor] = []
//! for t in range(x.size(0)):
//!     h = step(x[t], h)
//!     seq.append(h)
//! out = torch.stack(seq)
//! ```
//!
//! is how a recurrent layer gathers its outputs (`decompositions.py`) and
//! how users write such loops. As a runtime list each step boxes `h` and
//! the stack reads every element back through the runtime; here the loop
//! instead carries a `[n, *h.shape]` tensor and writes `h` at row `t`
//! (`ts.select_scatter`, in place once bufferized), and the stack becomes
//! that tensor (moved to the stacked dim, or reshaped for `cat`).
//!
//! Runs after `ts-refine-shapes`: the trip count and the appended tensor's
//! shape must be known. Only lists nothing else reads or changes qualify
//! (the same rule as `known_list_lengths`): created empty, appended to
//! exactly once directly in the body of one counted loop, and then only
//! passed to `ts.list_cat` after the loop. A loop that runs zero times
//! keeps its list, so `torch.stack([])` still raises.

use crate::counted_loops::{counted_loop, CountedLoop};
use crate::fold_known_values::int_constant_before;
use crate::ir::{self, collect_ops, op_name, op_ref, users};
use melior::ir::{
    attribute::{Attribute, DenseI64ArrayAttribute, FloatAttribute, IntegerAttribute},
    block::BlockLike,
    operation::{OperationBuilder, OperationLike},
    r#type::IntegerType,
    Identifier, OperationRef, Region, RegionLike, Type, Value, ValueLike,
};
use melior::Context;
use ts_dialect::OpPositions;
use ts_dialect::TensorType;

crate::pass_definition::define_pass!(
    create_list_accumulators_pass,
    run,
    "ts-list-accumulators",
    "Turn a list a counted loop appends one tensor to per iteration, then stacks, into a tensor the loop writes",
    "builtin.module"
);

fn run(ctx: &Context, module: OperationRef) -> Result<(), ()> {
    for raw in collect_ops(module, |n| n == "ts.list_new") {
        // SAFETY: each rewrite erases only the list it started from, its
        // users and its loop; another list's `ts.list_new` stays alive.
        let new = unsafe { op_ref(raw) };
        if let Some(plan) = plan(new) {
            rewrite(ctx, new, plan)?;
        }
    }
    Ok(())
}

/// What the rewrite of one list needs.
struct Plan<'c, 'a> {
    lp: OperationRef<'c, 'a>,
    counted: CountedLoop<'c, 'a>,
    append: OperationRef<'c, 'a>,
    /// The appended tensor's (static) type.
    element: TensorType,
    /// Each `ts.list_cat` of the list, its dim (normalized) and whether
    /// it stacks.
    cats: Vec<(OperationRef<'c, 'a>, usize, bool)>,
}

fn plan<'c, 'a>(new: OperationRef<'c, 'a>) -> Option<Plan<'c, 'a>> {
    if new.operand_count() != 0 {
        return None;
    }
    let list: Value = new.result_at(0)?.into();
    let block = new.block()?;
    let mut appends = Vec::new();
    let mut cats = Vec::new();
    for user in users(list) {
        match op_name(user).as_str() {
            "ts.list_append" if user.operand_at(0).is_some_and(|v| v == list) => appends.push(user),
            "ts.list_cat" if user.block() == Some(block) => cats.push(user),
            _ => return None,
        }
    }
    let [append] = appends[..] else { return None };
    if append.operand_at(1).is_some_and(|v| v == list) {
        return None;
    }
    // Directly in the body of a loop of the list's block.
    let body = append.block()?;
    let lp = body.parent_operation()?;
    let is_body = op_name(lp) == "scf.while"
        && lp.region_at(1)?.first_block().is_some_and(|b| b == body)
        && lp.block() == Some(block);
    if !is_body {
        return None;
    }
    let counted = counted_loop(lp)?;
    if counted.trips == 0 {
        return None;
    }
    // Every stack or cat reads the list after the loop.
    let after_loop = |op: OperationRef| {
        let mut cur = lp.next_in_block();
        while let Some(c) = cur {
            if c == op {
                return true;
            }
            cur = c.next_in_block();
        }
        false
    };
    if !cats.iter().all(|&c| after_loop(c)) {
        return None;
    }
    let element = TensorType::from_mlir(append.operand_at(1)?.r#type())?;
    if !element.is_static() {
        return None;
    }
    let element_rank = element.rank()?;
    let cats = cats
        .into_iter()
        .map(|cat| {
            let stack = crate::op_attrs::flag(cat, "stack", false);
            let dim = IntegerAttribute::try_from(cat.attribute("dim").ok()?)
                .ok()?
                .value();
            // `cat` of 0-d tensors raises; the list's lowering reports it.
            if !stack && element_rank == 0 {
                return None;
            }
            let rank = element_rank + usize::from(stack);
            let d = crate::shape_functions::normalize_dim(dim, rank)?;
            Some((cat, d, stack))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Plan {
        lp,
        counted,
        append,
        element,
        cats,
    })
}

fn rewrite<'c, 'a>(
    ctx: &'c Context,
    new: OperationRef<'c, 'a>,
    plan: Plan<'c, 'a>,
) -> Result<(), ()> {
    let Plan {
        lp,
        counted,
        append,
        element,
        cats,
    } = plan;
    let block = lp.block().ok_or(())?;
    let loc = lp.location();
    let mut sizes = element.sizes.clone().ok_or(())?;
    sizes.insert(0, counted.trips);
    let rows = TensorType {
        sizes: Some(sizes.clone()),
        dtype: element.dtype,
    };
    let rows_ty = rows.to_mlir(ctx);
    let init = block.insert_operation_before(
        lp,
        OperationBuilder::new("ts.full", loc)
            .add_attributes(&[
                (
                    Identifier::new(ctx, "shape"),
                    DenseI64ArrayAttribute::new(ctx, &sizes).into(),
                ),
                (
                    Identifier::new(ctx, "value"),
                    FloatAttribute::new(ctx, Type::float64(ctx), 0.0).into(),
                ),
            ])
            .add_results(&[rows_ty])
            .build()
            .map_err(|_| ())?,
    );

    // The loop again, carrying the rows as one more value.
    let mut operands: Vec<Value> = lp.operands().collect();
    operands.push(init.result_at(0).ok_or(())?.into());
    let mut results: Vec<Type> = (0..lp.result_count())
        .filter_map(|i| lp.result_at(i).map(|r| r.r#type()))
        .collect();
    results.push(rows_ty);
    let attributes: Vec<(Identifier, Attribute)> = lp.attributes().map(|a| (a.0, a.1)).collect();
    let grown = block.insert_operation_before(
        lp,
        OperationBuilder::new("scf.while", loc)
            .add_operands(&operands)
            .add_results(&results)
            .add_attributes(&attributes)
            .add_regions([Region::new(), Region::new()])
            .build()
            .map_err(|_| ())?,
    );
    for r in 0..2 {
        ir::take_region_body(grown.region_at(r).ok_or(())?, lp.region_at(r).ok_or(())?);
    }
    let before = grown.region_at(0).and_then(|r| r.first_block()).ok_or(())?;
    let body = grown.region_at(1).and_then(|r| r.first_block()).ok_or(())?;
    let carried_before = ir::add_block_argument(before, rows_ty, loc);
    let carried = ir::add_block_argument(body, rows_ty, loc);
    let cond = before.terminator().ok_or(())?;
    let mut forwarded: Vec<Value> = cond.operands().collect();
    forwarded.push(carried_before);
    ir::set_operands(cond, &forwarded);

    // `seq.append(h)` writes row `(i - start) / step`.
    let at = append.location();
    let i64_ty: Type = IntegerType::new(ctx, 64).into();
    let int_op = |name: &str, l: Value<'c, 'a>, r: i64| -> Result<Value<'c, 'a>, ()> {
        let r = int_constant_before(ctx, append, i64_ty, r).ok_or(())?;
        let op = body.insert_operation_before(
            append,
            OperationBuilder::new(name, at)
                .add_operands(&[l, r])
                .add_results(&[i64_ty])
                .build()
                .map_err(|_| ())?,
        );
        Ok(op.result_at(0).ok_or(())?.into())
    };
    let mut row = counted.body_counter;
    if counted.start != 0 {
        row = int_op("ts.sub", row, counted.start)?;
    }
    if counted.step != 1 {
        row = int_op("ts.floor_divide", row, counted.step)?;
    }
    let written = body.insert_operation_before(
        append,
        OperationBuilder::new("ts.select_scatter", at)
            .add_operands(&[carried, append.operand_at(1).ok_or(())?, row])
            .add_attributes(&[(
                Identifier::new(ctx, "dim"),
                IntegerAttribute::new(IntegerType::new(ctx, 64).into(), 0).into(),
            )])
            .add_results(&[rows_ty])
            .build()
            .map_err(|_| ())?,
    );
    ir::erase(append);
    let yield_op = body.terminator().ok_or(())?;
    let mut yielded: Vec<Value> = yield_op.operands().collect();
    yielded.push(written.result_at(0).ok_or(())?.into());
    ir::set_operands(yield_op, &yielded);

    for i in 0..lp.result_count() {
        ir::replace_all_uses(
            lp.result_at(i).ok_or(())?.into(),
            grown.result_at(i).ok_or(())?.into(),
        );
    }
    let stacked: Value = grown.result_at(lp.result_count()).ok_or(())?.into();
    for (cat, d, stack) in cats {
        let value = cat_of_rows(ctx, cat, stacked, &sizes, d, stack)?;
        ir::replace_all_uses(cat.result_at(0).ok_or(())?.into(), value);
        ir::erase(cat);
    }
    ir::erase(lp);
    ir::erase(new);
    Ok(())
}

/// What `cat` (a `torch.stack` or `torch.cat` of the list along `d`)
/// computes from the stacked rows (`sizes`: the list's length, then the
/// element's), as `cat`'s result type.
fn cat_of_rows<'c, 'a>(
    ctx: &'c Context,
    cat: OperationRef<'c, 'a>,
    rows: Value<'c, 'a>,
    sizes: &[i64],
    d: usize,
    stack: bool,
) -> Result<Value<'c, 'a>, ()> {
    let block = cat.block().ok_or(())?;
    let loc = cat.location();
    let result_ty = cat.result_at(0).ok_or(())?.r#type();
    let dtype = TensorType::from_mlir(rows.r#type()).and_then(|t| t.dtype);
    let typed = |sizes: Vec<i64>| {
        TensorType {
            sizes: Some(sizes),
            dtype,
        }
        .to_mlir(ctx)
    };
    let apply = |name: &str, value: Value<'c, 'a>, attrs: &[(&str, &[i64])], ty: Type<'c>| {
        let attrs: Vec<(Identifier, Attribute)> = attrs
            .iter()
            .map(|(n, v)| {
                (
                    Identifier::new(ctx, n),
                    DenseI64ArrayAttribute::new(ctx, v).into(),
                )
            })
            .collect();
        let op = OperationBuilder::new(name, loc)
            .add_operands(&[value])
            .add_attributes(&attrs)
            .add_results(&[ty])
            .build()
            .map_err(|_| ())?;
        block
            .insert_operation_before(cat, op)
            .result_at(0)
            .map(Value::from)
            .ok_or(())
    };
    let mut value = rows;
    // The rows' dim moves to the stacked (or concatenated) dim.
    let mut moved = sizes.to_vec();
    let n = moved.remove(0);
    moved.insert(d, n);
    if d != 0 {
        value = apply(
            "ts.movedim",
            value,
            &[("source", &[0]), ("destination", &[d as i64])],
            typed(moved.clone()),
        )?;
    }
    if !stack {
        // `cat` merges the rows' dim into the element's dim `d`.
        let mut merged = moved;
        let n = merged.remove(d);
        merged[d] *= n;
        value = apply(
            "ts.reshape",
            value,
            &[("shape", &merged)],
            typed(merged.clone()),
        )?;
    }
    if value.r#type() != result_ty {
        value = apply("ts.tensor_static_info_cast", value, &[], result_ty)?;
    }
    Ok(value)
}
