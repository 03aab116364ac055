//! IR construction used by every op family of the ts → linalg lowering:
//! inserting ops, casts at the ts/builtin boundary, `tensor.empty`,
//! `linalg.generic` with a body, and scalar arithmetic and conversions.

use melior::{
    ir::{
        attribute::{
            DenseI32ArrayAttribute, DenseI64ArrayAttribute, FloatAttribute, IntegerAttribute,
        },
        block::BlockLike,
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        r#type::ShapedTypeLike,
        Attribute, Block, BlockRef, Identifier, Location, Operation, OperationRef, Region,
        RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use ts_dialect::{Dtype, TensorType, DYNAMIC};

/// Where new ops go: appended to a block, or inserted before an op.
pub trait OpSink<'c, 'b> {
    fn emit(&self, op: Operation<'c>) -> OperationRef<'c, 'b>;
}

impl<'c, 'b> OpSink<'c, 'b> for &'b Block<'c> {
    fn emit(&self, op: Operation<'c>) -> OperationRef<'c, 'b> {
        self.append_operation(op)
    }
}

/// Inserts ops right before the op being lowered.
pub struct Inserter<'c, 'a> {
    pub ctx: &'c Context,
    pub loc: Location<'c>,
    block: BlockRef<'c, 'a>,
    before: OperationRef<'c, 'a>,
}

impl<'c, 'a> OpSink<'c, 'a> for Inserter<'c, 'a> {
    fn emit(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        self.block.insert_operation_before(self.before, op)
    }
}

impl<'c, 'a> OpSink<'c, 'a> for &Inserter<'c, 'a> {
    fn emit(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        (*self).emit(op)
    }
}

/// First result of a freshly emitted op.
pub fn result<'c, 'b>(op: OperationRef<'c, 'b>) -> Value<'c, 'b> {
    op.result(0).expect("emitted op has a result").into()
}

pub(crate) fn build(b: OperationBuilder) -> Result<Operation, String> {
    b.build().map_err(|e| format!("failed to build op: {e}"))
}

impl<'c, 'a> Inserter<'c, 'a> {
    /// An inserter before `op`; `None` when `op` is not in a block.
    pub fn before(ctx: &'c Context, op: OperationRef<'c, 'a>) -> Option<Self> {
        Some(Inserter {
            ctx,
            loc: op.location(),
            block: op.block()?,
            before: op,
        })
    }

    /// `ts.to_builtin_tensor` of a ts tensor whose rank and dtype are known.
    pub fn cast_to_builtin(&self, v: Value<'c, 'a>) -> Result<(Value<'c, 'a>, TensorType), String> {
        let t = TensorType::from_mlir(v.r#type()).ok_or("expected a ts tensor")?;
        let builtin = t
            .to_builtin(self.ctx)
            .ok_or_else(|| format!("{t} has no builtin equivalent"))?;
        let op = build(
            OperationBuilder::new("ts.to_builtin_tensor", self.loc)
                .add_operands(&[v])
                .add_results(&[builtin]),
        )?;
        Ok((result(self.emit(op)), t))
    }

    /// `ts.from_builtin_tensor` back to the ts type `t`.
    pub fn cast_from_builtin(
        &self,
        v: Value<'c, 'a>,
        t: &TensorType,
    ) -> Result<Value<'c, 'a>, String> {
        let op = build(
            OperationBuilder::new("ts.from_builtin_tensor", self.loc)
                .add_operands(&[v])
                .add_results(&[t.to_mlir(self.ctx)]),
        )?;
        Ok(result(self.emit(op)))
    }

    /// `tensor.empty` of a static type.
    pub fn empty(&self, t: &TensorType) -> Result<Value<'c, 'a>, String> {
        self.empty_sized(t, &[])
    }

    /// `tensor.empty` of type `t` whose dims of run-time size (`?`) have
    /// the sizes `dynamic` (`index` values, in order).
    pub fn empty_sized(
        &self,
        t: &TensorType,
        dynamic: &[Value<'c, 'a>],
    ) -> Result<Value<'c, 'a>, String> {
        let ty = t
            .to_builtin(self.ctx)
            .ok_or("tensor.empty needs a known rank and dtype")?;
        let unknown = t.sizes.iter().flatten().filter(|&&d| d == DYNAMIC).count();
        if unknown != dynamic.len() {
            return Err(format!(
                "a result of type {t} has a size known only at run time, which this op's lowering does not support yet"
            ));
        }
        if !dynamic.is_empty() {
            self.check_buffer_size(t, dynamic)?;
        }
        let op = build(
            OperationBuilder::new("tensor.empty", self.loc)
                .add_operands(dynamic)
                .add_results(&[ty]),
        )?;
        Ok(result(self.emit(op)))
    }

    /// Raises PyTorch's out-of-memory error before a buffer whose run-time
    /// sizes make it larger than a process can address (refinement refuses
    /// such static shapes), where its size in bytes could also wrap around
    /// in the allocation's arithmetic. Counted in f64, exact enough for a
    /// bound this far below 2^53.
    fn check_buffer_size(&self, t: &TensorType, dynamic: &[Value<'c, 'a>]) -> Result<(), String> {
        const F64: Dtype = Dtype::Float64;
        let known: f64 = t
            .sizes
            .iter()
            .flatten()
            .filter(|&&d| d != DYNAMIC)
            .map(|&d| d as f64)
            .product();
        let element = t.dtype.map_or(1, Dtype::byte_size) as f64;
        let mut bytes = constant(self.ctx, self, self.loc, known * element, F64)?;
        for &d in dynamic {
            let d = index_cast(self, self.loc, d, IntegerType::new(self.ctx, 64).into())?;
            let d = convert(self.ctx, self, self.loc, d, Dtype::Int64, F64)?;
            bytes = arith_binary(self, self.loc, "arith.mulf", bytes, d)?;
        }
        let limit = constant(
            self.ctx,
            self,
            self.loc,
            crate::shape_functions::MAX_TENSOR_BYTES as f64,
            F64,
        )?;
        const OGT: i64 = 2;
        let too_large = compare(self.ctx, self, self.loc, true, OGT, bytes, limit)?;
        super::runtime_errors::raise_if(
            self,
            self.before,
            too_large,
            "RuntimeError: not enough memory: a tensor this op makes would take more than 2^47 bytes, all the memory a process can address",
        )
    }

    /// `tensor.insert_slice src into dest[offsets][sizes][strides]`: the
    /// part of `dest` the slice names replaced by `src` (which may lack its
    /// unit dims). An offset equal to [`DYNAMIC`] is the next of
    /// `dynamic_offsets` (`index` values). Written in place once
    /// bufferized, where a generic over all of `dest` would copy it.
    pub fn insert_slice(
        &self,
        (src, dest): (Value<'c, 'a>, Value<'c, 'a>),
        (offsets, dynamic_offsets): (&[i64], &[Value<'c, 'a>]),
        sizes: &[i64],
        strides: &[i64],
    ) -> Result<Value<'c, 'a>, String> {
        let mut operands = vec![src, dest];
        operands.extend_from_slice(dynamic_offsets);
        let segments = [1, 1, dynamic_offsets.len() as i32, 0, 0];
        let op = build(
            OperationBuilder::new("tensor.insert_slice", self.loc)
                .add_operands(&operands)
                .add_attributes(&slice_attributes(
                    self.ctx,
                    (offsets, sizes, strides),
                    &segments,
                ))
                .add_results(&[dest.r#type()]),
        )?;
        Ok(result(self.emit(op)))
    }

    /// The leading `sizes` of the static builtin tensor `src` (a
    /// `tensor.extract_slice` at offset 0, stride 1).
    pub fn leading_slice(
        &self,
        src: Value<'c, 'a>,
        sizes: &[i64],
    ) -> Result<Value<'c, 'a>, String> {
        let ctx = self.ctx;
        let element = melior::ir::r#type::RankedTensorType::try_from(src.r#type())
            .map_err(|_| "a slice of a non-tensor")?
            .element();
        let ty = melior::ir::r#type::RankedTensorType::new(
            &sizes.iter().map(|&s| s as u64).collect::<Vec<_>>(),
            element,
            None,
        );
        let (offsets, strides) = (vec![0; sizes.len()], vec![1; sizes.len()]);
        let op = build(
            OperationBuilder::new("tensor.extract_slice", self.loc)
                .add_operands(&[src])
                .add_attributes(&slice_attributes(
                    ctx,
                    (&offsets, sizes, &strides),
                    &[1, 0, 0, 0],
                ))
                .add_results(&[ty.into()]),
        )?;
        Ok(result(self.emit(op)))
    }

    /// The size of dim `i` of the builtin tensor `v`, as an `index`.
    pub fn dim(&self, v: Value<'c, 'a>, i: usize) -> Result<Value<'c, 'a>, String> {
        dim(self.ctx, self, self.loc, v, i)
    }

    /// The sizes of `t`'s run-time dims, for [`Self::empty_sized`]: dim `i`
    /// of `t` is dim `from[i]` of the builtin tensor `src`.
    pub fn sizes_from(
        &self,
        t: &TensorType,
        src: Value<'c, 'a>,
        from: &[usize],
    ) -> Result<Vec<Value<'c, 'a>>, String> {
        let sizes = t.sizes.as_deref().unwrap_or(&[]);
        let mut dynamic = Vec::new();
        for (i, &d) in sizes.iter().enumerate() {
            if d == DYNAMIC {
                let j = *from.get(i).ok_or("no source for a run-time size")?;
                dynamic.push(self.dim(src, j)?);
            }
        }
        Ok(dynamic)
    }

    /// `tensor.empty` of `t`, shaped like the builtin tensor `src` (same
    /// rank) where `t`'s sizes are known only at run time.
    pub fn empty_like(&self, t: &TensorType, src: Value<'c, 'a>) -> Result<Value<'c, 'a>, String> {
        let rank = t.rank().unwrap_or(0);
        let dynamic = self.sizes_from(t, src, &(0..rank).collect::<Vec<_>>())?;
        self.empty_sized(t, &dynamic)
    }

    /// A `linalg.generic` over `inputs` (value, indexing map) writing `init`
    /// through `out_map`. `body` gets the body block and its arguments
    /// (inputs' elements, then the output element) and returns the value to
    /// yield.
    pub fn generic(
        &self,
        inputs: &[(Value<'c, 'a>, String)],
        init: Value<'c, 'a>,
        out_map: &str,
        iterators: &[&str],
        body: impl for<'b> FnOnce(&'b Block<'c>, &[Value<'c, 'b>]) -> Result<Value<'c, 'b>, String>,
    ) -> Result<Value<'c, 'a>, String> {
        let results = self.generic_multi(
            inputs,
            &[(init, out_map.to_string())],
            iterators,
            |block, args| Ok(vec![body(block, args)?]),
        )?;
        Ok(results[0])
    }

    /// A builtin tensor of type `out` (static) whose every element `body`
    /// computes from its position (the `linalg.index` of each dim): a
    /// `linalg.generic` without inputs.
    pub fn tabulate(
        &self,
        out: &TensorType,
        body: impl for<'b> FnOnce(&'b Block<'c>, &[Value<'c, 'b>]) -> Result<Value<'c, 'b>, String>,
    ) -> Result<Value<'c, 'a>, String> {
        self.tabulate_sized(out, &[], body)
    }

    /// [`Self::tabulate`] of a type with sizes known only at run time
    /// (`dynamic`, as for [`Self::empty_sized`]).
    pub fn tabulate_sized(
        &self,
        out: &TensorType,
        dynamic: &[Value<'c, 'a>],
        body: impl for<'b> FnOnce(&'b Block<'c>, &[Value<'c, 'b>]) -> Result<Value<'c, 'b>, String>,
    ) -> Result<Value<'c, 'a>, String> {
        let rank = out.rank().unwrap_or(0);
        let init = self.empty_sized(out, dynamic)?;
        let (ctx, loc) = (self.ctx, self.loc);
        self.generic(
            &[],
            init,
            &identity_map(rank),
            &vec!["parallel"; rank],
            |block, _| {
                let at = (0..rank)
                    .map(|i| linalg_index(ctx, &block, loc, i))
                    .collect::<Result<Vec<_>, _>>()?;
                body(block, &at)
            },
        )
    }

    /// A `linalg.generic` with several outputs (value, indexing map);
    /// `body` returns one value per output.
    pub fn generic_multi(
        &self,
        inputs: &[(Value<'c, 'a>, String)],
        outputs: &[(Value<'c, 'a>, String)],
        iterators: &[&str],
        body: impl for<'b> FnOnce(&'b Block<'c>, &[Value<'c, 'b>]) -> Result<Vec<Value<'c, 'b>>, String>,
    ) -> Result<Vec<Value<'c, 'a>>, String> {
        let ctx = self.ctx;
        let elem = |v: &Value<'c, 'a>| -> Type<'c> {
            let t = v.r#type();
            melior::ir::r#type::RankedTensorType::try_from(t)
                .map(|r| r.element())
                .unwrap_or(t)
        };
        let arg_types: Vec<(Type<'c>, Location<'c>)> = inputs
            .iter()
            .chain(outputs)
            .map(|(v, _)| (elem(v), self.loc))
            .collect();
        let block = Block::new(&arg_types);
        let args: Vec<Value> = (0..arg_types.len())
            .map(|i| block.argument(i).expect("block argument").into())
            .collect();
        let yielded = body(&block, &args)?;
        block.append_operation(build(
            OperationBuilder::new("linalg.yield", self.loc).add_operands(&yielded),
        )?);
        let region = Region::new();
        region.append_block(block);

        let maps: Vec<&str> = inputs
            .iter()
            .chain(outputs)
            .map(|(_, m)| m.as_str())
            .collect();
        let parse =
            |s: &str| Attribute::parse(ctx, s).ok_or_else(|| format!("bad attribute `{s}`"));
        let indexing_maps = parse(&format!("[{}]", maps.join(", ")))?;
        let iterator_types = parse(&format!(
            "[{}]",
            iterators
                .iter()
                .map(|i| format!("#linalg.iterator_type<{i}>"))
                .collect::<Vec<_>>()
                .join(", ")
        ))?;
        let segments = parse(&format!("array<i32: {}, {}>", inputs.len(), outputs.len()))?;
        let operands: Vec<Value> = inputs.iter().chain(outputs).map(|(v, _)| *v).collect();
        let result_types: Vec<Type> = outputs.iter().map(|(v, _)| v.r#type()).collect();
        let op = build(
            OperationBuilder::new("linalg.generic", self.loc)
                .add_operands(&operands)
                .add_results(&result_types)
                .add_attributes(&[
                    (Identifier::new(ctx, "indexing_maps"), indexing_maps),
                    (Identifier::new(ctx, "iterator_types"), iterator_types),
                    (Identifier::new(ctx, "operandSegmentSizes"), segments),
                ])
                .add_regions([region]),
        )?;
        let op = self.emit(op);
        Ok((0..outputs.len())
            .map(|i| op.result(i).expect("one result per output").into())
            .collect())
    }

    /// `scf.for i in range(n)` (`n` an `index`): `body` emits the loop's
    /// body through an inserter before its `scf.yield`, given `i`.
    pub fn for_each(
        &self,
        n: Value<'c, 'a>,
        body: impl FnOnce(&Inserter<'c, 'a>, Value<'c, 'a>) -> Result<(), String>,
    ) -> Result<(), String> {
        let (ctx, loc) = (self.ctx, self.loc);
        let block = Block::new(&[(Type::index(ctx), loc)]);
        block.append_operation(build(OperationBuilder::new("scf.yield", loc))?);
        let region = Region::new();
        region.append_block(block);
        let bounds = [
            index_const(ctx, self, loc, 0)?,
            n,
            index_const(ctx, self, loc, 1)?,
        ];
        let for_op = self.emit(build(
            OperationBuilder::new("scf.for", loc)
                .add_operands(&bounds)
                .add_regions([region]),
        )?);
        let block = for_op
            .region(0)
            .map_err(|e| e.to_string())?
            .first_block()
            .ok_or("scf.for without a body")?;
        let term = block
            .terminator()
            .ok_or("scf.for body without a terminator")?;
        let inner = Inserter::before(ctx, term).ok_or("terminator is not in a block")?;
        let i = block.argument(0).map_err(|e| e.to_string())?.into();
        body(&inner, i)
    }

    /// `cond ? then : otherwise` as an `scf.if` with one result, where
    /// `then` emits (through an inserter in the branch) only when `cond`
    /// holds: a copy made only where it is needed.
    pub fn value_if_emitted(
        &self,
        cond: Value<'c, 'a>,
        otherwise: Value<'c, 'a>,
        then: impl FnOnce(&Inserter<'c, 'a>) -> Result<Value<'c, 'a>, String>,
    ) -> Result<Value<'c, 'a>, String> {
        let (ctx, loc) = (self.ctx, self.loc);
        let branch = |operands: &[Value<'c, 'a>]| -> Result<Region<'c>, String> {
            let block = Block::new(&[]);
            block.append_operation(build(
                OperationBuilder::new("scf.yield", loc).add_operands(operands),
            )?);
            let region = Region::new();
            region.append_block(block);
            Ok(region)
        };
        let if_op = self.emit(build(
            OperationBuilder::new("scf.if", loc)
                .add_operands(&[cond])
                .add_results(&[otherwise.r#type()])
                .add_regions([branch(&[])?, branch(&[otherwise])?]),
        )?);
        let term = if_op
            .region(0)
            .map_err(|e| e.to_string())?
            .first_block()
            .and_then(|b| b.terminator())
            .ok_or("scf.if without a then branch")?;
        let inner = Inserter::before(ctx, term).ok_or("terminator is not in a block")?;
        let v = then(&inner)?;
        inner.emit(build(
            OperationBuilder::new("scf.yield", loc).add_operands(&[v]),
        )?);
        crate::ir::erase(term);
        Ok(if_op.result(0).map_err(|e| e.to_string())?.into())
    }

    /// A tensor of static type `t` filled with `value`.
    pub fn filled(&self, t: &TensorType, value: f64) -> Result<Value<'c, 'a>, String> {
        self.filled_sized(t, &[], value)
    }

    /// A tensor of type `t` (run-time sizes `dynamic`, as for
    /// [`Self::empty_sized`]) filled with `value`.
    pub fn filled_sized(
        &self,
        t: &TensorType,
        dynamic: &[Value<'c, 'a>],
        value: f64,
    ) -> Result<Value<'c, 'a>, String> {
        let rank = t.rank().unwrap_or(0);
        let dtype = t.dtype.ok_or("fill needs a dtype")?;
        let (ctx, loc) = (self.ctx, self.loc);
        let empty = self.empty_sized(t, dynamic)?;
        self.generic(
            &[],
            empty,
            &identity_map(rank),
            &vec!["parallel"; rank],
            |block, _| constant(ctx, &block, loc, value, dtype),
        )
    }

    /// `src` (builtin, static type `src_type`) surrounded by `low`/`high`
    /// elements of `value` per dim. A gather-style generic over the padded
    /// shape: each element reads `src` at its index minus `low` (clamped)
    /// and keeps it only inside the bounds. It bufferizes to loads, with no
    /// `memref.copy` (which would need a runtime library).
    pub fn pad(
        &self,
        src: Value<'c, 'a>,
        src_type: &TensorType,
        low: &[i64],
        high: &[i64],
        value: f64,
    ) -> Result<(Value<'c, 'a>, TensorType), String> {
        let sizes = src_type.sizes.clone().ok_or("pad needs a ranked source")?;
        let dtype = src_type.dtype.ok_or("pad needs a dtype")?;
        let rank = sizes.len();
        let padded = TensorType::new(
            sizes
                .iter()
                .zip(low)
                .zip(high)
                .map(|((&s, l), h)| if s == DYNAMIC { DYNAMIC } else { s + l + h })
                .collect(),
            dtype,
        );
        let (ctx, loc) = (self.ctx, self.loc);
        // A size known only at run time is read from `src` (and padded).
        let mut run_time = vec![None; rank];
        let mut dynamic = Vec::new();
        for d in (0..rank).filter(|&d| sizes[d] == DYNAMIC) {
            let size = self.dim(src, d)?;
            let extra = index_const(ctx, self, loc, low[d] + high[d])?;
            dynamic.push(arith_binary(self, loc, "arith.addi", size, extra)?);
            run_time[d] = Some(size);
        }
        let init = self.empty_sized(&padded, &dynamic)?;
        let index = Type::index(ctx);
        let result = self.generic(
            &[],
            init,
            &identity_map(rank),
            &vec!["parallel"; rank],
            |block, _| {
                let sink = &block;
                let idx_const = |v: i64| -> Result<Value<'c, '_>, String> {
                    let attr = Attribute::parse(ctx, &format!("{v} : index")).ok_or("bad index")?;
                    Ok(result(
                        sink.emit(build(
                            OperationBuilder::new("arith.constant", loc)
                                .add_attributes(&[(Identifier::new(ctx, "value"), attr)])
                                .add_results(&[index]),
                        )?),
                    ))
                };
                let zero = idx_const(0)?;
                let mut inside: Option<Value> = None;
                let mut indices = Vec::new();
                for d in 0..rank {
                    let attr =
                        IntegerAttribute::new(IntegerType::new(ctx, 64).into(), d as i64).into();
                    let i = result(
                        sink.emit(build(
                            OperationBuilder::new("linalg.index", loc)
                                .add_attributes(&[(Identifier::new(ctx, "dim"), attr)])
                                .add_results(&[index]),
                        )?),
                    );
                    if low[d] == 0 && high[d] == 0 {
                        indices.push(i);
                        continue;
                    }
                    let lo = idx_const(low[d])?;
                    let shifted = arith_binary(sink, loc, "arith.subi", i, lo)?;
                    // Index comparisons are signed (`slt`=2, `sge`=5).
                    let ge = compare(ctx, sink, loc, false, 5, shifted, zero)?;
                    let size = match run_time[d] {
                        Some(size) => rebind(size),
                        None => idx_const(sizes[d])?,
                    };
                    let lt = compare(ctx, sink, loc, false, 2, shifted, size)?;
                    let ok = arith_binary(sink, loc, "arith.andi", ge, lt)?;
                    indices.push(select(sink, loc, ok, shifted, zero)?);
                    inside = Some(match inside {
                        Some(prev) => arith_binary(sink, loc, "arith.andi", prev, ok)?,
                        None => ok,
                    });
                }
                let mut operands = vec![src];
                operands.extend(indices);
                let v = result(
                    sink.emit(build(
                        OperationBuilder::new("tensor.extract", loc)
                            .add_operands(&operands)
                            .add_results(&[dtype.to_mlir(ctx)]),
                    )?),
                );
                match inside {
                    Some(ok) => {
                        let p = constant(ctx, sink, loc, value, dtype)?;
                        select(sink, loc, ok, v, p)
                    }
                    None => Ok(v),
                }
            },
        )?;
        Ok((result, padded))
    }

    /// A 0-d `v` (of type `t`) as a one-element 1-D tensor, as ops along
    /// a dim read it (dim 0 or -1); any other tensor as it is.
    pub fn at_least_1d(
        &self,
        v: Value<'c, 'a>,
        t: &TensorType,
    ) -> Result<(Value<'c, 'a>, TensorType), String> {
        if t.rank() != Some(0) {
            return Ok((v, t.clone()));
        }
        let one = at_least_1d_type(t);
        Ok((self.reshape(v, &one)?, one))
    }

    /// `tensor.reshape` of a builtin tensor to `to` (same elements,
    /// row-major). Sizes known only at run time must correspond to `v`'s
    /// in order (see [`Self::sizes_in_order`]).
    pub fn reshape(&self, v: Value<'c, 'a>, to: &TensorType) -> Result<Value<'c, 'a>, String> {
        let sizes = to.sizes.as_ref().ok_or("reshape needs a known rank")?;
        if sizes.contains(&DYNAMIC) {
            let dims = builtin_sizes(v)
                .map(|from| self.sizes_in_order(v, &from, sizes))
                .transpose()?
                .flatten()
                .ok_or_else(|| {
                    format!("reshaping to {to}, whose sizes are known only at run time, is not supported yet")
                })?;
            return self.reshape_sized(v, &dims, to);
        }
        let shape_ty = Type::parse(self.ctx, &format!("tensor<{}xi64>", sizes.len()))
            .ok_or("bad shape type")?;
        let dims: Vec<String> = sizes.iter().map(|d| d.to_string()).collect();
        let attr = Attribute::parse(
            self.ctx,
            &format!("dense<[{}]> : tensor<{}xi64>", dims.join(", "), sizes.len()),
        )
        .ok_or("bad shape constant")?;
        let shape = result(
            self.emit(build(
                OperationBuilder::new("arith.constant", self.loc)
                    .add_attributes(&[(Identifier::new(self.ctx, "value"), attr)])
                    .add_results(&[shape_ty]),
            )?),
        );
        let out_ty = to
            .to_builtin(self.ctx)
            .ok_or("reshape needs a static type")?;
        let op = build(
            OperationBuilder::new("tensor.reshape", self.loc)
                .add_operands(&[v, shape])
                .add_results(&[out_ty]),
        )?;
        Ok(result(self.emit(op)))
    }

    /// The i64 sizes of `to` for a reshape of `v` (sizes `from`) whose
    /// sizes known only at run time correspond in order: as many in both,
    /// and the static sizes' products equal (`keepdim`, `unsqueeze`,
    /// `squeeze`, channels split into groups); `None` otherwise.
    pub fn sizes_in_order(
        &self,
        v: Value<'c, 'a>,
        from: &[i64],
        to: &[i64],
    ) -> Result<Option<Vec<Value<'c, 'a>>>, String> {
        let unknown = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
        let known = |s: &[i64]| s.iter().filter(|&&d| d != DYNAMIC).product::<i64>();
        if unknown(to) != unknown(from) || known(to) != known(from) {
            return Ok(None);
        }
        let i64t = IntegerType::new(self.ctx, 64).into();
        let mut run_time = (0..from.len()).filter(|&i| from[i] == DYNAMIC);
        to.iter()
            .map(|&d| match d {
                DYNAMIC => {
                    let i = run_time.next().ok_or("no matching dim")?;
                    index_cast(self, self.loc, self.dim(v, i)?, i64t)
                }
                d => constant(self.ctx, self, self.loc, d as f64, Dtype::Int64),
            })
            .collect::<Result<_, String>>()
            .map(Some)
    }

    /// `tensor.reshape` of a builtin tensor to `to`, whose sizes are the
    /// i64 values `dims` (computed when the op runs).
    pub fn reshape_sized(
        &self,
        v: Value<'c, 'a>,
        dims: &[Value<'c, 'a>],
        to: &TensorType,
    ) -> Result<Value<'c, 'a>, String> {
        let shape_ty = Type::parse(self.ctx, &format!("tensor<{}xi64>", dims.len()))
            .ok_or("bad shape type")?;
        let shape = result(
            self.emit(build(
                OperationBuilder::new("tensor.from_elements", self.loc)
                    .add_operands(dims)
                    .add_results(&[shape_ty]),
            )?),
        );
        let to_ty = to.to_builtin(self.ctx).ok_or("no builtin type")?;
        Ok(result(
            self.emit(build(
                OperationBuilder::new("tensor.reshape", self.loc)
                    .add_operands(&[v, shape])
                    .add_results(&[to_ty]),
            )?),
        ))
    }
}

/// `t`, or a one-element 1-D tensor type where `t` is 0-d.
pub fn at_least_1d_type(t: &TensorType) -> TensorType {
    match t.rank() {
        Some(0) => TensorType {
            sizes: Some(vec![1]),
            dtype: t.dtype,
        },
        _ => t.clone(),
    }
}

/// The sizes of a builtin ranked tensor value (`DYNAMIC` for `?`).
pub fn builtin_sizes(v: Value) -> Option<Vec<i64>> {
    let t = melior::ir::TypeLike::to_raw(&v.r#type());
    // SAFETY: `t` is a live type; the shaped-type queries are only made
    // on a ranked tensor type.
    unsafe {
        if !mlir_sys::mlirTypeIsARankedTensor(t) {
            return None;
        }
        let rank = mlir_sys::mlirShapedTypeGetRank(t) as isize;
        Some(
            (0..rank)
                .map(|i| {
                    if mlir_sys::mlirShapedTypeIsDynamicDim(t, i) {
                        DYNAMIC
                    } else {
                        mlir_sys::mlirShapedTypeGetDimSize(t, i)
                    }
                })
                .collect(),
        )
    }
}

/// `affine_map<(d0, .., dn-1) -> (exprs)>`.
pub fn affine_map(rank: usize, exprs: &[String]) -> String {
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    format!(
        "affine_map<({}) -> ({})>",
        dims.join(", "),
        exprs.join(", ")
    )
}

/// The identity map of `rank` dims.
pub fn identity_map(rank: usize) -> String {
    affine_map(
        rank,
        &(0..rank).map(|i| format!("d{i}")).collect::<Vec<_>>(),
    )
}

/// An `arith.constant` of `dtype` holding `value`.
pub fn constant<'c: 'b, 'b>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    value: f64,
    dtype: Dtype,
) -> Result<Value<'c, 'b>, String> {
    let ty = dtype.to_mlir(ctx);
    let attr: Attribute = if dtype.is_float() {
        FloatAttribute::new(ctx, ty, value).into()
    } else {
        IntegerAttribute::new(
            ty,
            if dtype == Dtype::Bool {
                (value != 0.0) as i64
            } else {
                value as i64
            },
        )
        .into()
    };
    let op = build(
        OperationBuilder::new("arith.constant", loc)
            .add_attributes(&[(Identifier::new(ctx, "value"), attr)])
            .add_results(&[dtype.to_mlir(ctx)]),
    )?;
    Ok(result(sink.emit(op)))
}

/// Op `name` on `operands`, its result of the first operand's type.
fn same_type_op<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    name: &str,
    operands: &[Value<'c, 'b>],
) -> Result<Value<'c, 'b>, String> {
    let op = build(
        OperationBuilder::new(name, loc)
            .add_operands(operands)
            .add_results(&[operands[0].r#type()]),
    )?;
    Ok(result(sink.emit(op)))
}

/// A one-operand op (math.*, arith.negf) whose result type is its operand's.
pub fn unary_same<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    name: &str,
    x: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    same_type_op(sink, loc, name, &[x])
}

/// `math.fma`: `a * b + c` rounded once.
pub fn fma<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    a: Value<'c, 'b>,
    b: Value<'c, 'b>,
    c: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    same_type_op(sink, loc, "math.fma", &[a, b, c])
}

/// `arith.cmpf`/`arith.cmpi` with predicate number `pred` (i64 enum).
pub fn compare<'c: 'b, 'b>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    float: bool,
    pred: i64,
    a: Value<'c, 'b>,
    b: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    let name = if float { "arith.cmpf" } else { "arith.cmpi" };
    let attr = IntegerAttribute::new(IntegerType::new(ctx, 64).into(), pred).into();
    let op = build(
        OperationBuilder::new(name, loc)
            .add_operands(&[a, b])
            .add_attributes(&[(Identifier::new(ctx, "predicate"), attr)])
            .add_results(&[IntegerType::new(ctx, 1).into()]),
    )?;
    Ok(result(sink.emit(op)))
}

/// `arith.select`.
pub fn select<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    c: Value<'c, 'b>,
    a: Value<'c, 'b>,
    b: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    let op = build(
        OperationBuilder::new("arith.select", loc)
            .add_operands(&[c, a, b])
            .add_results(&[a.r#type()]),
    )?;
    Ok(result(sink.emit(op)))
}

/// The static offsets, sizes and strides of a `tensor.insert_slice` or
/// `tensor.extract_slice`, and its operand segment sizes.
fn slice_attributes<'c>(
    ctx: &'c Context,
    (offsets, sizes, strides): (&[i64], &[i64], &[i64]),
    segments: &[i32],
) -> [(Identifier<'c>, Attribute<'c>); 4] {
    let array = |name: &str, v: &[i64]| {
        (
            Identifier::new(ctx, name),
            DenseI64ArrayAttribute::new(ctx, v).into(),
        )
    };
    [
        array("static_offsets", offsets),
        array("static_sizes", sizes),
        array("static_strides", strides),
        (
            Identifier::new(ctx, "operandSegmentSizes"),
            DenseI32ArrayAttribute::new(ctx, segments).into(),
        ),
    ]
}

/// A two-operand arith op whose result type equals its operands'.
pub fn arith_binary<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    name: &str,
    lhs: Value<'c, 'b>,
    rhs: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    same_type_op(sink, loc, name, &[lhs, rhs])
}

/// Converts a scalar of dtype `from` to `to` with Python/PyTorch semantics
/// (float → int truncates toward zero; anything → bool is `!= 0`). A float
/// outside the int's range (inf, nan) gives the int's minimum, as x86's
/// truncating conversion PyTorch compiles to does (`fptosi` alone would
/// be poison there).
pub fn convert<'c: 'b, 'b>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    v: Value<'c, 'b>,
    from: Dtype,
    to: Dtype,
) -> Result<Value<'c, 'b>, String> {
    if from == to {
        return Ok(v);
    }
    let to_ty = to.to_mlir(ctx);
    if to == Dtype::Bool {
        let zero = constant(ctx, sink, loc, 0.0, from)?;
        // Predicates are i64 enums: cmpf `une` is 13, cmpi `ne` is 1.
        let (name, pred) = if from.is_float() {
            ("arith.cmpf", 13)
        } else {
            ("arith.cmpi", 1)
        };
        let pred_attr = Attribute::parse(ctx, &format!("{pred} : i64")).ok_or("bad predicate")?;
        let op = build(
            OperationBuilder::new(name, loc)
                .add_operands(&[v, zero])
                .add_attributes(&[(Identifier::new(ctx, "predicate"), pred_attr)])
                .add_results(&[to_ty]),
        )?;
        return Ok(result(sink.emit(op)));
    }
    // A float → int conversion's range check.
    let limit = 2f64.powi(if to == Dtype::Int32 { 31 } else { 63 });
    let in_range = if from.is_float() && !to.is_float() {
        let low = constant(ctx, sink, loc, -limit, from)?;
        let high = constant(ctx, sink, loc, limit, from)?;
        // Ordered predicates: false for nan. cmpf `oge` is 3, `olt` is 4.
        let above = compare(ctx, sink, loc, true, 3, v, low)?;
        let below = compare(ctx, sink, loc, true, 4, v, high)?;
        Some(arith_binary(sink, loc, "arith.andi", above, below)?)
    } else {
        None
    };
    let name = match (from, to) {
        (Dtype::Bool, t) if t.is_float() => "arith.uitofp",
        (Dtype::Bool, _) => "arith.extui",
        (f, t) if f.is_float() && t.is_float() => {
            if f.byte_size() < t.byte_size() {
                "arith.extf"
            } else {
                "arith.truncf"
            }
        }
        (f, _) if f.is_float() => "arith.fptosi",
        (_, t) if t.is_float() => "arith.sitofp",
        (f, t) => {
            if f.byte_size() < t.byte_size() {
                "arith.extsi"
            } else {
                "arith.trunci"
            }
        }
    };
    let op = build(
        OperationBuilder::new(name, loc)
            .add_operands(&[v])
            .add_results(&[to_ty]),
    )?;
    let converted = result(sink.emit(op));
    match in_range {
        Some(in_range) => {
            let minimum = constant(ctx, sink, loc, -limit, to)?;
            select(sink, loc, in_range, converted, minimum)
        }
        None => Ok(converted),
    }
}

/// `linalg.index dim` inside a generic body.
pub fn linalg_index<'c: 'b, 'b>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    dim: usize,
) -> Result<Value<'c, 'b>, String> {
    let attr = IntegerAttribute::new(IntegerType::new(ctx, 64).into(), dim as i64).into();
    Ok(result(
        sink.emit(build(
            OperationBuilder::new("linalg.index", loc)
                .add_attributes(&[(Identifier::new(ctx, "dim"), attr)])
                .add_results(&[Type::index(ctx)]),
        )?),
    ))
}

/// The size of dim `i` of the builtin tensor `v`, as an `index`.
pub fn dim<'c: 'b, 'b>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    v: Value<'c, 'b>,
    i: usize,
) -> Result<Value<'c, 'b>, String> {
    let i = index_const(ctx, sink, loc, i as i64)?;
    Ok(result(
        sink.emit(build(
            OperationBuilder::new("tensor.dim", loc)
                .add_operands(&[v, i])
                .add_results(&[Type::index(ctx)]),
        )?),
    ))
}

/// An `index` constant.
pub fn index_const<'c: 'b, 'b>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    v: i64,
) -> Result<Value<'c, 'b>, String> {
    let attr = Attribute::parse(ctx, &format!("{v} : index")).ok_or("bad index")?;
    Ok(result(
        sink.emit(build(
            OperationBuilder::new("arith.constant", loc)
                .add_attributes(&[(Identifier::new(ctx, "value"), attr)])
                .add_results(&[Type::index(ctx)]),
        )?),
    ))
}

/// `arith.index_cast` between an integer and `index` (either way).
pub fn index_cast<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    v: Value<'c, 'b>,
    to: Type<'c>,
) -> Result<Value<'c, 'b>, String> {
    Ok(result(
        sink.emit(build(
            OperationBuilder::new("arith.index_cast", loc)
                .add_operands(&[v])
                .add_results(&[to]),
        )?),
    ))
}

/// `min(max(v, 0), size - 1)` on `index` values: keeps reads in bounds.
pub fn clamp_index<'c: 'b, 'b>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    v: Value<'c, 'b>,
    size: i64,
) -> Result<Value<'c, 'b>, String> {
    let zero = index_const(ctx, sink, loc, 0)?;
    let last = index_const(ctx, sink, loc, (size - 1).max(0))?;
    let v = arith_binary(sink, loc, "arith.maxsi", v, zero)?;
    arith_binary(sink, loc, "arith.minsi", v, last)
}

/// [`clamp_index`] to a size (`index`) known only at run time.
pub fn clamp_index_to<'c: 'b, 'b>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    v: Value<'c, 'b>,
    size: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    let zero = index_const(ctx, sink, loc, 0)?;
    let one = index_const(ctx, sink, loc, 1)?;
    let last = arith_binary(sink, loc, "arith.subi", size, one)?;
    let last = arith_binary(sink, loc, "arith.maxsi", last, zero)?;
    let v = arith_binary(sink, loc, "arith.maxsi", v, zero)?;
    arith_binary(sink, loc, "arith.minsi", v, last)
}

/// `tensor.extract %t[indices]` with element type `elem`.
pub fn extract<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    t: Value<'c, 'b>,
    indices: &[Value<'c, 'b>],
    elem: Type<'c>,
) -> Result<Value<'c, 'b>, String> {
    let mut operands = vec![t];
    operands.extend_from_slice(indices);
    Ok(result(
        sink.emit(build(
            OperationBuilder::new("tensor.extract", loc)
                .add_operands(&operands)
                .add_results(&[elem]),
        )?),
    ))
}

/// A value defined before a `linalg.generic`, for use inside its body.
pub fn rebind<'c, 'a, 'b>(v: Value<'c, 'a>) -> Value<'c, 'b> {
    // SAFETY: `v` is defined outside the generic, in the enclosing block,
    // so it dominates the body and lives as long as the body does; only the
    // Rust borrow of the block differs.
    unsafe { Value::from_raw(v.to_raw()) }
}

/// `cond ? then(...) : otherwise` as an `scf.if` with one result, so that
/// what `then` emits (a read valid only where `cond` holds: an empty
/// tensor has no element to read) runs only then.
pub fn value_if<'c: 'b, 'b>(
    sink: &impl OpSink<'c, 'b>,
    loc: Location<'c>,
    cond: Value<'c, 'b>,
    otherwise: Value<'c, 'b>,
    then: impl for<'t> FnOnce(&'t Block<'c>) -> Result<Value<'c, 't>, String>,
) -> Result<Value<'c, 'b>, String> {
    let ty = otherwise.r#type();
    let then_block = Block::new(&[]);
    let v = then(&then_block)?.to_raw();
    // SAFETY: `v` was just emitted into `then_block`, which the region
    // below owns for as long as the `scf.if` lives.
    let v: Value = unsafe { Value::from_raw(v) };
    then_block.append_operation(build(
        OperationBuilder::new("scf.yield", loc).add_operands(&[v]),
    )?);
    let else_block = Block::new(&[]);
    else_block.append_operation(build(
        OperationBuilder::new("scf.yield", loc).add_operands(&[otherwise]),
    )?);
    let (then_region, else_region) = (Region::new(), Region::new());
    then_region.append_block(then_block);
    else_region.append_block(else_block);
    Ok(result(
        sink.emit(build(
            OperationBuilder::new("scf.if", loc)
                .add_operands(&[cond])
                .add_results(&[ty])
                .add_regions([then_region, else_region]),
        )?),
    ))
}

/// An `arith.constant dense<values>` of static type `t` (row-major values).
pub fn dense_constant<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    values: &[f64],
    t: &TensorType,
) -> Result<Value<'c, 'a>, String> {
    fn nested(values: &[f64], sizes: &[i64], float: Option<u32>) -> String {
        match (sizes.split_first(), float) {
            (None, Some(bits)) => ts_dialect::float_literal(values[0], bits),
            (None, None) => format!("{}", values[0] as i64),
            (Some((&n, rest)), _) => {
                let step = rest.iter().product::<i64>() as usize;
                let parts: Vec<String> = (0..n as usize)
                    .map(|i| nested(&values[i * step..], rest, float))
                    .collect();
                format!("[{}]", parts.join(", "))
            }
        }
    }
    let ty = t
        .to_builtin(ins.ctx)
        .ok_or("a constant needs a static type")?;
    let sizes = t.sizes.clone().unwrap_or_default();
    let float = t
        .dtype
        .filter(|d| d.is_float())
        .map(|d| if d == Dtype::Float32 { 32 } else { 64 });
    let text = format!("dense<{}> : {ty}", nested(values, &sizes, float));
    let value = melior::ir::Attribute::parse(ins.ctx, &text)
        .ok_or_else(|| format!("bad constant {text}"))?;
    let c = melior::ir::operation::OperationBuilder::new("arith.constant", ins.loc)
        .add_attributes(&[(melior::ir::Identifier::new(ins.ctx, "value"), value)])
        .add_results(&[ty])
        .build()
        .map_err(|e| e.to_string())?;
    Ok(result(OpSink::emit(ins, c)))
}

/// The most entries a table computed at compile time (pooling divisors,
/// resampling taps) may have: its size follows the output's, which a
/// script may make as large as it likes.
const MAX_TABLE_ENTRIES: i64 = 1 << 24;

/// The entries of a compile-time table of shape `sizes`, or an error when
/// there are more than the compiler builds.
pub fn table_entries(sizes: &[i64]) -> Result<usize, String> {
    sizes
        .iter()
        .try_fold(1i64, |n, &d| n.checked_mul(d))
        .filter(|&n| (0..=MAX_TABLE_ENTRIES).contains(&n))
        .map(|n| n as usize)
        .ok_or_else(|| {
            format!("an output of {sizes:?} positions needs a table of more than 2^24 entries at compile time; outputs this large are not supported")
        })
}

/// A constant of shape `sizes` whose element at each index (row-major) is
/// `value(index)`.
pub fn constant_table<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    sizes: &[i64],
    dtype: Dtype,
    value: impl Fn(&[usize]) -> f64,
) -> Result<Value<'c, 'a>, String> {
    let count = table_entries(sizes)?;
    let mut index = vec![0usize; sizes.len()];
    let values: Vec<f64> = (0..count)
        .map(|flat| {
            let mut rest = flat;
            for (d, &n) in sizes.iter().enumerate().rev() {
                index[d] = rest % n as usize;
                rest /= n as usize;
            }
            value(&index)
        })
        .collect();
    dense_constant(ins, &values, &TensorType::new(sizes.to_vec(), dtype))
}
