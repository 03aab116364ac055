//! `ts.list_to_tensor` (`torch.tensor(xs)` of a run-time list) → a
//! generic over the list's sizes reading each element from the list.
//!
//! `ts.tensor_to_list` (`x.tolist()`) → nested `scf.for` loops, one per
//! dim, that read each element with `tensor.extract` and append it (or
//! the inner list) to a runtime list (`ts_rt_list_new`,
//! `ts_rt_list_append`). The annotated list type must match the tensor's
//! rank and dtype category; with static types that is known here, so a
//! mismatch is a located compile-time error (TorchScript raises it when
//! the call runs).

use super::{
    builder::{self, Inserter, OpSink},
    runtime_calls::{self, module_of},
};
use melior::{
    ir::{
        block::BlockLike, operation::OperationBuilder, operation::OperationLike,
        r#type::IntegerType, Block, Location, OperationRef, Region, RegionLike, Type, Value,
        ValueLike,
    },
    Context,
};
use ts_dialect::{ContainerType, Dtype, TensorType};

fn build(b: OperationBuilder) -> Result<melior::ir::Operation, String> {
    b.build().map_err(|e| e.to_string())
}

/// The nesting depth of a list type and its innermost element type.
fn list_shape(t: Type) -> (usize, Type) {
    match ContainerType::from_mlir(t) {
        Some(ContainerType::List(inner)) => {
            let (depth, elem) = list_shape(inner);
            (depth + 1, elem)
        }
        _ => (0, t),
    }
}

/// What a dtype's elements become in a list.
fn python_kind(d: Dtype) -> &'static str {
    if d == Dtype::Bool {
        "bool"
    } else if d.is_float() {
        "float"
    } else {
        "int"
    }
}

pub fn lower_tensor_to_list<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let x = op.operand(0).map_err(|e| e.to_string())?;
    let t = TensorType::from_mlir(x.r#type())
        .filter(|t| t.sizes.is_some())
        .ok_or("the tensor's rank must be known")?;
    let dtype = t.dtype.ok_or("the tensor's dtype must be known")?;
    let sizes = t.sizes.clone().unwrap_or_default();
    let (depth, elem) = list_shape(op.result(0).map_err(|e| e.to_string())?.r#type());
    let annotated = match Dtype::from_mlir(elem) {
        Some(Dtype::Float64) => "float",
        Some(Dtype::Int64) => "int",
        Some(Dtype::Bool) => "bool",
        _ => "another type",
    };
    if depth != sizes.len() {
        return Err(format!(
            "tolist(): the annotation has {depth} list level(s) but the tensor has rank {}",
            sizes.len()
        ));
    }
    // TorchScript accepts float32 for `float` but not int32 for `int`.
    if dtype == Dtype::Int32 && annotated == "int" {
        return Err(
            "tolist(): the annotation's element type and the tensor's must match: Long vs Int (convert with .long() first)".into(),
        );
    }
    if annotated != python_kind(dtype) {
        return Err(format!(
            "tolist(): a {dtype} tensor gives lists of {}, not of {annotated}",
            python_kind(dtype)
        ));
    }
    let module = module_of(op).ok_or("op is not inside a module")?;
    let (tensor, _) = ins.cast_to_builtin(x)?;
    Level::new(ins, module, &sizes, dtype).list(ins, tensor, &[])
}

/// The elements of a static tensor as an i64 slot for the runtime: nested
/// lists of element slots (as `tolist()` builds them), or the element's
/// slot itself for a 0-d tensor. `print` shows a tensor from these.
pub fn element_slots<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    module: OperationRef<'c, 'a>,
    x: Value<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let (tensor, t) = ins.cast_to_builtin(x)?;
    let dtype = t.dtype.ok_or("the tensor's dtype must be known")?;
    let sizes = t.sizes.clone().ok_or("the tensor's shape must be known")?;
    let level = Level::new(ins, module, &sizes, dtype);
    if sizes.is_empty() {
        let v = builder::extract(ins, ins.loc, tensor, &[], dtype.to_mlir(ins.ctx))?;
        return level.slot(ins, v);
    }
    let list = level.list(ins, tensor, &[])?;
    unary(
        ins,
        ins.loc,
        "llvm.ptrtoint",
        list,
        IntegerType::new(ins.ctx, 64).into(),
    )
}

/// What every level of the loop nest shares.
struct Level<'c, 'm, 's> {
    ctx: &'c Context,
    loc: Location<'c>,
    module: OperationRef<'c, 'm>,
    sizes: &'s [i64],
    dtype: Dtype,
}

impl<'c, 'm, 's> Level<'c, 'm, 's> {
    fn new(
        ins: &Inserter<'c, 'm>,
        module: OperationRef<'c, 'm>,
        sizes: &'s [i64],
        dtype: Dtype,
    ) -> Self {
        Level {
            ctx: ins.ctx,
            loc: ins.loc,
            module,
            sizes,
            dtype,
        }
    }

    /// The list for the elements at `indices` (one per outer dim).
    fn list<'b>(
        &self,
        sink: &impl OpSink<'c, 'b>,
        tensor: Value<'c, 'b>,
        indices: &[Value<'c, 'b>],
    ) -> Result<Value<'c, 'b>, String>
    where
        'c: 'b,
    {
        let (ctx, loc) = (self.ctx, self.loc);
        let ptr = Type::parse(ctx, "!llvm.ptr").ok_or("no LLVM dialect")?;
        let i64t: Type = IntegerType::new(ctx, 64).into();
        let list = runtime_calls::call(ctx, sink, loc, self.module, "ts_rt_list_new", &[], &[ptr])?
            .into_iter()
            .next()
            .ok_or("missing call result")?;
        let body = Block::new(&[(Type::index(ctx), loc)]);
        {
            let at: Vec<Value> = indices
                .iter()
                .map(|v| builder::rebind(*v))
                .chain([body.argument(0).map_err(|e| e.to_string())?.into()])
                .collect();
            let inner = &body;
            let item = if at.len() == self.sizes.len() {
                let v = builder::extract(
                    &inner,
                    loc,
                    builder::rebind(tensor),
                    &at,
                    self.dtype.to_mlir(ctx),
                )?;
                self.slot(&inner, v)?
            } else {
                let l = self.list(&inner, builder::rebind(tensor), &at)?;
                unary(&inner, loc, "llvm.ptrtoint", l, i64t)?
            };
            runtime_calls::call(
                ctx,
                &inner,
                loc,
                self.module,
                "ts_rt_list_append",
                &[builder::rebind(list), item],
                &[],
            )?;
            inner.append_operation(build(OperationBuilder::new("scf.yield", loc))?);
        }
        let n = match self.sizes[indices.len()] {
            ts_dialect::DYNAMIC => builder::dim(ctx, sink, loc, tensor, indices.len())?,
            n => builder::index_const(ctx, sink, loc, n)?,
        };
        let bounds = [
            builder::index_const(ctx, sink, loc, 0)?,
            n,
            builder::index_const(ctx, sink, loc, 1)?,
        ];
        let region = Region::new();
        region.append_block(body);
        sink.emit(build(
            OperationBuilder::new("scf.for", loc)
                .add_operands(&bounds)
                .add_regions([region]),
        )?);
        Ok(list)
    }

    /// An element as an i64 slot: ints widened, floats as f64 bits, bools
    /// as 0/1.
    fn slot<'b>(
        &self,
        sink: &impl OpSink<'c, 'b>,
        v: Value<'c, 'b>,
    ) -> Result<Value<'c, 'b>, String>
    where
        'c: 'b,
    {
        let (ctx, loc) = (self.ctx, self.loc);
        let i64t: Type = IntegerType::new(ctx, 64).into();
        Ok(match self.dtype {
            Dtype::Bool => unary(sink, loc, "arith.extui", v, i64t)?,
            d if d.is_float() => {
                let f = builder::convert(ctx, sink, loc, v, d, Dtype::Float64)?;
                unary(sink, loc, "arith.bitcast", f, i64t)?
            }
            d => builder::convert(ctx, sink, loc, v, d, Dtype::Int64)?,
        })
    }
}

/// A one-operand, one-result op.
fn unary<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    name: &str,
    v: Value<'c, 'b>,
    to: Type<'c>,
) -> Result<Value<'c, 'b>, String> {
    Ok(builder::result(
        sink.emit(build(
            OperationBuilder::new(name, loc)
                .add_operands(&[v])
                .add_results(&[to]),
        )?),
    ))
}

/// `torch.tensor(xs)` of a list (rank 1) or a list of lists (rank 2)
/// known only at run time: the sizes are the lengths (every inner list
/// must have the first one's length, else a ValueError as in PyTorch),
/// then one generic reads each element slot from the runtime list.
pub fn lower_list_to_tensor<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = super::elementwise::ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("the result's dtype must be known")?;
    let rank = out.rank().unwrap_or(0);
    let (depth, elem) = list_shape(op.operand(0).map_err(|e| e.to_string())?.r#type());
    if depth != rank || !(1..=2).contains(&rank) {
        return Err(format!(
            "tensor() of a list {depth} deep as a tensor of rank {rank} is not supported"
        ));
    }
    let from = Dtype::from_mlir(elem).ok_or("the list's elements must be numbers or bools")?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let module = module_of(op).ok_or("op is not inside a module")?;
    let i64t: Type = IntegerType::new(ctx, 64).into();
    let ptr = Type::parse(ctx, "!llvm.ptr").ok_or("no LLVM dialect")?;
    // Every list as an `!llvm.ptr` handle, the outer one too.
    let outer = super::containers::to_slot(ins, op.operand(0).map_err(|e| e.to_string())?)?;
    let outer = unary(ins, loc, "llvm.inttoptr", outer, ptr)?;
    let rows = runtime_calls::call(ctx, ins, loc, module, "ts_rt_list_len", &[outer], &[i64t])?[0];
    let mut sizes = vec![builder::index_cast(ins, loc, rows, Type::index(ctx))?];
    if rank == 2 {
        let cols = row_lengths_agree(ins, op, module, outer, rows)?;
        sizes.push(builder::index_cast(ins, loc, cols, Type::index(ctx))?);
    }
    // Refinement may know a size (a list built by a loop of known trip
    // count): then the list must have it.
    let mut dynamic = Vec::new();
    for (d, size) in sizes.into_iter().enumerate() {
        match out.sizes.as_deref().unwrap_or(&[])[d] {
            ts_dialect::DYNAMIC => dynamic.push(size),
            n => {
                let want = builder::index_const(ctx, ins, loc, n)?;
                super::runtime_errors::raise_if_differ(
                    ins,
                    op,
                    size,
                    want,
                    &format!("RuntimeError: tensor(): the list's length at dimension {d} is not {n}, the length the compiler inferred"),
                )?;
            }
        }
    }
    let init = ins.empty_sized(&out, &dynamic)?;
    let r = ins.generic(
        &[],
        init,
        &builder::identity_map(rank),
        &vec!["parallel"; rank],
        |block, _| {
            let mut list = builder::rebind(outer);
            let mut slot = None;
            for d in 0..rank {
                let i = builder::linalg_index(ctx, &block, loc, d)?;
                let i = builder::index_cast(&block, loc, i, i64t)?;
                let bits = runtime_calls::call(
                    ctx,
                    &block,
                    loc,
                    module,
                    "ts_rt_list_get",
                    &[list, i],
                    &[i64t],
                )?[0];
                if d + 1 < rank {
                    list = unary(&block, loc, "llvm.inttoptr", bits, ptr)?;
                } else {
                    slot = Some(bits);
                }
            }
            let bits = slot.ok_or("no element")?;
            let v = match from {
                Dtype::Float64 => unary(&block, loc, "arith.bitcast", bits, Type::float64(ctx))?,
                Dtype::Bool => unary(
                    &block,
                    loc,
                    "arith.trunci",
                    bits,
                    IntegerType::new(ctx, 1).into(),
                )?,
                _ => bits,
            };
            builder::convert(ctx, &block, loc, v, from, dtype)
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

/// The length of the first row of the list of lists `outer` (0 without
/// rows), after checking in a loop that every row has it.
fn row_lengths_agree<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    module: OperationRef<'c, 'a>,
    outer: Value<'c, 'a>,
    rows: Value<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let i64t: Type = IntegerType::new(ctx, 64).into();
    let ptr = Type::parse(ctx, "!llvm.ptr").ok_or("no LLVM dialect")?;
    let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
    // cols = rows > 0 ? len(outer[0]) : 0
    const SGT: i64 = 4;
    let any = builder::compare(ctx, ins, loc, false, SGT, rows, zero)?;
    let then = Block::new(&[]);
    {
        let b = &then;
        let first = runtime_calls::call(
            ctx,
            &b,
            loc,
            module,
            "ts_rt_list_get",
            &[builder::rebind(outer), builder::rebind(zero)],
            &[i64t],
        )?[0];
        let first = unary(&b, loc, "llvm.inttoptr", first, ptr)?;
        let n = runtime_calls::call(ctx, &b, loc, module, "ts_rt_list_len", &[first], &[i64t])?[0];
        b.append_operation(build(
            OperationBuilder::new("scf.yield", loc).add_operands(&[n]),
        )?);
    }
    let otherwise = Block::new(&[]);
    otherwise.append_operation(build(
        OperationBuilder::new("scf.yield", loc).add_operands(&[builder::rebind(zero)]),
    )?);
    let (r1, r2) = (Region::new(), Region::new());
    r1.append_block(then);
    r2.append_block(otherwise);
    let cols = builder::result(
        ins.emit(build(
            OperationBuilder::new("scf.if", loc)
                .add_operands(&[any])
                .add_results(&[i64t])
                .add_regions([r1, r2]),
        )?),
    );
    // for i in range(rows): if len(outer[i]) != cols: raise
    let rows = builder::index_cast(ins, loc, rows, Type::index(ctx))?;
    ins.for_each(rows, |inner, i| {
        let i = builder::index_cast(inner, loc, i, i64t)?;
        let row = runtime_calls::call(
            ctx,
            inner,
            loc,
            module,
            "ts_rt_list_get",
            &[outer, i],
            &[i64t],
        )?[0];
        let row = unary(inner, loc, "llvm.inttoptr", row, ptr)?;
        let n = runtime_calls::call(ctx, inner, loc, module, "ts_rt_list_len", &[row], &[i64t])?[0];
        super::runtime_errors::raise_if_differ(
            inner,
            op,
            n,
            cols,
            "ValueError: tensor(): the nested lists have different lengths",
        )
    })?;
    Ok(cols)
}
