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
