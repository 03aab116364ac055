//! Tensors in and out of runtime lists (a `List[Tensor]` whose length is
//! only known at run time): storing one boxes a copy of its elements
//! (`ts_rt_tensor_box`, from the nested lists `print` reads), reading one
//! checks the box has the static type refinement inferred
//! (`ts_rt_tensor_matches`, else a RuntimeError at the script location)
//! and copies its elements into a new tensor of that type
//! (`ts_rt_tensor_element` in an `scf.for` over the elements).

use super::{
    builder::{self, Inserter, OpSink},
    runtime_calls::{self, module_of},
    runtime_errors::{located_message, raise_if},
};
use melior::ir::{
    block::BlockLike,
    operation::{OperationBuilder, OperationLike},
    r#type::IntegerType,
    Block, OperationRef, Region, RegionLike, Type, Value, ValueLike,
};
use ts_dialect::{Dtype, TensorType};

fn build(b: OperationBuilder) -> Result<melior::ir::Operation, String> {
    b.build().map_err(|e| e.to_string())
}

/// `T<dtype code>[<sizes>]`, as the runtime describes a tensor.
fn description(t: &TensorType) -> Result<String, String> {
    let dtype = t.dtype.ok_or("the tensor's dtype must be known")?;
    let sizes = t.sizes.as_ref().ok_or("the tensor's shape must be known")?;
    let dims: Vec<String> = sizes
        .iter()
        .map(|&d| {
            if d == ts_dialect::DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    Ok(format!("T{}[{}]", dtype.scalar_type_code(), dims.join(",")))
}

/// The address and length of the constant text of `t`'s description.
pub(super) fn described<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    module: OperationRef<'c, 'a>,
    t: &TensorType,
) -> Result<[Value<'c, 'a>; 2], String> {
    let desc = description(t)?;
    let text = runtime_calls::string_constant(ins.ctx, ins, ins.loc, module, &desc, false)?;
    let len = builder::constant(ins.ctx, ins, ins.loc, desc.len() as f64, Dtype::Int64)?;
    Ok([text, len])
}

/// The slot of a boxed copy of the ts tensor `v` (of static type).
pub fn box_tensor<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    module: OperationRef<'c, 'a>,
    v: Value<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let ctx = ins.ctx;
    let t = TensorType::from_mlir(v.r#type()).ok_or("expected a tensor")?;
    if t.dtype.is_none() || t.sizes.is_none() {
        return Err(format!(
            "a tensor of type {t} cannot be stored in a list: its dtype and rank must be known"
        ));
    }
    let [text, len, elements] = super::containers::described_tensor(ins, module, v, &t)?;
    let ptr = Type::parse(ctx, "!llvm.ptr").ok_or("no LLVM dialect")?;
    let handle = if t.is_static() {
        runtime_calls::call(
            ctx,
            ins,
            ins.loc,
            module,
            "ts_rt_tensor_box",
            &[text, len, elements],
            &[ptr],
        )?
    } else {
        // Sizes known only at run time travel as a list of ints.
        let sizes =
            runtime_calls::call(ctx, ins, ins.loc, module, "ts_rt_list_new", &[], &[ptr])?[0];
        let (b, _) = ins.cast_to_builtin(v)?;
        let i64t: Type = IntegerType::new(ctx, 64).into();
        for i in 0..t.rank().unwrap_or(0) {
            let d = builder::index_cast(ins, ins.loc, ins.dim(b, i)?, i64t)?;
            runtime_calls::call(
                ctx,
                ins,
                ins.loc,
                module,
                "ts_rt_list_append",
                &[sizes, d],
                &[],
            )?;
        }
        let sizes = builder::result(
            ins.emit(build(
                OperationBuilder::new("llvm.ptrtoint", ins.loc)
                    .add_operands(&[sizes])
                    .add_results(&[i64t]),
            )?),
        );
        runtime_calls::call(
            ctx,
            ins,
            ins.loc,
            module,
            "ts_rt_tensor_box_sized",
            &[text, len, elements, sizes],
            &[ptr],
        )?
    };
    let op = build(
        OperationBuilder::new("llvm.ptrtoint", ins.loc)
            .add_operands(&[handle[0]])
            .add_results(&[IntegerType::new(ctx, 64).into()]),
    )?;
    Ok(builder::result(ins.emit(op)))
}

/// The boxed tensor in `slot` as a new ts tensor of type `t` (of known
/// rank and dtype; its sizes known only at run time are the box's); a box
/// of another type raises a RuntimeError located at `anchor`.
pub fn unbox_tensor<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    slot: Value<'c, 'a>,
    t: &TensorType,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let module = module_of(anchor).ok_or("op is not inside a module")?;
    let (Some(dtype), Some(sizes)) = (t.dtype, t.sizes.clone()) else {
        return Err(format!(
            "an element of a list of tensors has type {t}: its dtype and rank must be known"
        ));
    };
    let i64t: Type = IntegerType::new(ctx, 64).into();
    let [text, len] = described(ins, module, t)?;
    let matches = runtime_calls::call(
        ctx,
        ins,
        loc,
        module,
        "ts_rt_tensor_matches",
        &[slot, text, len],
        &[i64t],
    )?[0];
    let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
    let differs = builder::compare(ctx, ins, loc, false, 0, matches, zero)?;
    raise_if(
        ins,
        anchor,
        differs,
        "RuntimeError: this List[Tensor] holds tensors of different shapes or dtypes, which a list whose length is only known at run time does not support yet",
    )?;
    if !t.is_static() {
        return unbox_sized(ins, module, slot, t);
    }
    // One loop over the elements in row-major order fills a 1-d tensor,
    // which is then given the element's shape.
    let count: i64 = sizes.iter().product();
    let flat_type = TensorType::new(vec![count], dtype);
    let flat = ins.empty(&flat_type)?;
    let flat_builtin = flat.r#type();
    let elem = dtype.to_mlir(ctx);
    let body = Block::new(&[(Type::index(ctx), loc), (flat_builtin, loc)]);
    {
        let inner = &body;
        let at: Value = body.argument(0).map_err(|e| e.to_string())?.into();
        let acc: Value = body.argument(1).map_err(|e| e.to_string())?.into();
        let i = builder::index_cast(&inner, loc, at, i64t)?;
        let bits = runtime_calls::call(
            ctx,
            &inner,
            loc,
            module,
            "ts_rt_tensor_element",
            &[builder::rebind(slot), i],
            &[i64t],
        )?[0];
        let v = from_element_slot(&inner, ins, bits, dtype)?;
        let inserted = builder::result(
            inner.emit(build(
                OperationBuilder::new("tensor.insert", loc)
                    .add_operands(&[v, acc, at])
                    .add_results(&[flat_builtin]),
            )?),
        );
        inner.append_operation(build(
            OperationBuilder::new("scf.yield", loc).add_operands(&[inserted]),
        )?);
    }
    let bounds = [
        builder::index_const(ctx, ins, loc, 0)?,
        builder::index_const(ctx, ins, loc, count)?,
        builder::index_const(ctx, ins, loc, 1)?,
    ];
    let region = Region::new();
    region.append_block(body);
    let filled = builder::result(
        ins.emit(build(
            OperationBuilder::new("scf.for", loc)
                .add_operands(&[bounds[0], bounds[1], bounds[2], flat])
                .add_results(&[flat_builtin])
                .add_regions([region]),
        )?),
    );
    let shaped = if sizes.len() == 1 {
        filled
    } else if sizes.is_empty() {
        let first = builder::index_const(ctx, ins, loc, 0)?;
        let v = builder::extract(ins, loc, filled, &[first], elem)?;
        let builtin = t.to_builtin(ctx).ok_or("a static type")?;
        builder::result(
            ins.emit(build(
                OperationBuilder::new("tensor.from_elements", loc)
                    .add_operands(&[v])
                    .add_results(&[builtin]),
            )?),
        )
    } else {
        ins.reshape(filled, t)?
    };
    ins.cast_from_builtin(shaped, t)
}

/// [`unbox_tensor`] of a type with sizes known only at run time (read
/// from the box): each element reads its row-major position from it.
fn unbox_sized<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    module: OperationRef<'c, 'a>,
    slot: Value<'c, 'a>,
    t: &TensorType,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let dtype = t.dtype.ok_or("a known dtype")?;
    let i64t: Type = IntegerType::new(ctx, 64).into();
    let mut sizes = Vec::new();
    let mut dynamic = Vec::new();
    for (d, &s) in t.sizes.iter().flatten().enumerate() {
        if s == ts_dialect::DYNAMIC {
            let d = builder::constant(ctx, ins, loc, d as f64, Dtype::Int64)?;
            let n = runtime_calls::call(
                ctx,
                ins,
                loc,
                module,
                "ts_rt_tensor_size",
                &[slot, d],
                &[i64t],
            )?[0];
            let n = builder::index_cast(ins, loc, n, Type::index(ctx))?;
            dynamic.push(n);
            sizes.push(n);
        } else {
            sizes.push(builder::index_const(ctx, ins, loc, s)?);
        }
    }
    let r = ins.tabulate_sized(t, &dynamic, |block, idx| {
        // The row-major position: ((i0 * s1) + i1) * s2 + ...
        let mut at = builder::index_const(ctx, &block, loc, 0)?;
        for (i, &s) in idx.iter().zip(&sizes) {
            let scaled = builder::arith_binary(&block, loc, "arith.muli", at, builder::rebind(s))?;
            at = builder::arith_binary(&block, loc, "arith.addi", scaled, *i)?;
        }
        let at = builder::index_cast(&block, loc, at, i64t)?;
        let bits = runtime_calls::call(
            ctx,
            &block,
            loc,
            module,
            "ts_rt_tensor_element",
            &[builder::rebind(slot), at],
            &[i64t],
        )?[0];
        from_element_slot(&block, ins, bits, dtype)
    })?;
    ins.cast_from_builtin(r, t)
}

/// An element slot (ints as i64, floats as f64 bits, bools as 0/1) as a
/// scalar of `dtype`.
fn from_element_slot<'c, 'b>(
    sink: &impl OpSink<'c, 'b>,
    ins: &Inserter<'c, '_>,
    bits: Value<'c, 'b>,
    dtype: Dtype,
) -> Result<Value<'c, 'b>, String>
where
    'c: 'b,
{
    let (ctx, loc) = (ins.ctx, ins.loc);
    if dtype.is_float() {
        let f = builder::result(
            sink.emit(build(
                OperationBuilder::new("arith.bitcast", loc)
                    .add_operands(&[bits])
                    .add_results(&[Type::float64(ctx)]),
            )?),
        );
        builder::convert(ctx, sink, loc, f, Dtype::Float64, dtype)
    } else {
        builder::convert(ctx, sink, loc, bits, Dtype::Int64, dtype)
    }
}

/// `ts.list_cat`: `torch.cat`/`torch.stack` of a runtime list of boxed
/// tensors of one dtype and rank (checked for each when the op runs; sizes
/// may be known only then). The runtime joins the boxes with PyTorch's
/// checks (`ts_rt_tensor_list_cat`), and the result is unboxed.
pub fn lower_list_cat<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let module = module_of(op).ok_or("op is not inside a module")?;
    let out = super::elementwise::ranked_result(op, 0)?;
    let list = super::elementwise::operand(op, 0)?;
    let elem = crate::list_element_types::stored_tensor_type(list)
        .filter(|t| t.dtype.is_some() && t.sizes.is_some())
        .ok_or("the list's tensors must all have one dtype and rank known at compile time (a List[Tensor] whose length is only known at run time holding tensors of different dtypes or ranks is not supported)")?;
    let stack = crate::op_attrs::flag(op, "stack", false);
    let rank = out.rank().unwrap_or(0);
    let dim = crate::op_attrs::int(op, "dim").ok_or("missing `dim`")?;
    let d = crate::shape_functions::normalize_dim(dim, rank)
        .ok_or_else(|| format!("dim {dim} is out of range"))?;
    let i64t: Type = IntegerType::new(ctx, 64).into();
    let n = runtime_calls::call(ctx, ins, loc, module, "ts_rt_list_len", &[list], &[i64t])?[0];
    let n = builder::index_cast(ins, loc, n, Type::index(ctx))?;
    let [text, len] = described(ins, module, &elem)?;
    ins.for_each(n, |inner, i| {
        let i = builder::index_cast(inner, loc, i, i64t)?;
        let h = runtime_calls::call(
            ctx,
            inner,
            loc,
            module,
            "ts_rt_list_get",
            &[list, i],
            &[i64t],
        )?[0];
        let matches = runtime_calls::call(
            ctx,
            inner,
            loc,
            module,
            "ts_rt_tensor_matches",
            &[h, text, len],
            &[i64t],
        )?[0];
        let zero = builder::constant(ctx, inner, loc, 0.0, Dtype::Int64)?;
        let differs = builder::compare(ctx, inner, loc, false, 0, matches, zero)?;
        raise_if(
            inner,
            op,
            differs,
            &format!(
                "RuntimeError: {}() expects each tensor to be of one dtype and rank, {elem}",
                if stack { "stack" } else { "cat" }
            ),
        )
    })?;
    let prefix = located_message(op.location(), "RuntimeError: ");
    let prefix = runtime_calls::string_constant(ctx, ins, loc, module, &prefix, true)?;
    let d = builder::constant(ctx, ins, loc, d as f64, Dtype::Int64)?;
    let stack = builder::constant(ctx, ins, loc, f64::from(u8::from(stack)), Dtype::Int64)?;
    let ptr = Type::parse(ctx, "!llvm.ptr").ok_or("no LLVM dialect")?;
    let joined = runtime_calls::call(
        ctx,
        ins,
        loc,
        module,
        "ts_rt_tensor_list_cat",
        &[list, d, stack, prefix],
        &[ptr],
    )?[0];
    let slot = builder::result(
        ins.emit(build(
            OperationBuilder::new("llvm.ptrtoint", loc)
                .add_operands(&[joined])
                .add_results(&[i64t]),
        )?),
    );
    unbox_tensor(ins, op, slot, &out)
}
