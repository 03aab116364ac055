//! Specializing the entry function to example inputs.
//!
//! TorchScript's `Tensor` carries no dtype or shape; example inputs (as in
//! torch.export) do. This step writes their static types into the entry's
//! signature, checks them against the declared TorchScript types, gives
//! the entry a C interface, and makes every other function private so it
//! disappears once inlined. `ts-refine-shapes` propagates the rest.

use melior::{
    ir::{
        attribute::{StringAttribute, TypeAttribute},
        block::BlockLike,
        operation::{OperationLike, OperationMutLike},
        r#type::{FunctionType, IntegerType, RankedTensorType},
        Attribute, Module, RegionLike, Type, ValueLike,
    },
    Context,
};
use ts_dialect::{Dtype, TensorType};
use ts_runtime::{AbiType, SlotType};

/// Why the entry could not be specialized.
#[derive(Debug, thiserror::Error)]
pub enum SpecializationError {
    #[error("entry function `{0}` is not defined")]
    MissingEntry(String),
    #[error("`{entry}` takes {expected} arguments, but {got} example inputs were given")]
    ArgumentCount {
        entry: String,
        expected: usize,
        got: usize,
    },
    #[error(
        "argument {index} of `{entry}` is declared as {declared}, but the example input is {given}"
    )]
    ArgumentType {
        entry: String,
        index: usize,
        declared: String,
        given: String,
    },
}

fn describe(t: Type) -> String {
    if let Some(tt) = TensorType::from_mlir(t) {
        return if tt.sizes.is_none() && tt.dtype.is_none() {
            "Tensor".into()
        } else {
            tt.to_string()
        };
    }
    match Dtype::from_mlir(t) {
        Some(Dtype::Int64) => "int".into(),
        Some(Dtype::Float64) => "float".into(),
        Some(Dtype::Bool) => "bool".into(),
        _ => t.to_string(),
    }
}

fn type_of_input<'c>(ctx: &'c Context, a: &AbiType) -> Type<'c> {
    match a {
        AbiType::Tensor { dtype, shape } => {
            TensorType::new(shape.iter().map(|&d| d as i64).collect(), *dtype).to_mlir(ctx)
        }
        AbiType::Int => IntegerType::new(ctx, 64).into(),
        AbiType::Float => Type::float64(ctx),
        AbiType::Bool => IntegerType::new(ctx, 1).into(),
        AbiType::None => ts_dialect::none_type(ctx),
        AbiType::Container(t) => {
            Type::parse(ctx, &container_type_text(t)).expect("container types parse")
        }
    }
}

/// The ts type (as text) of a container slot type.
fn container_type_text(t: &SlotType) -> String {
    match t {
        SlotType::None => "!ts.none".into(),
        SlotType::Int => "i64".into(),
        SlotType::Float => "f64".into(),
        SlotType::Bool => "i1".into(),
        SlotType::Str => "!ts.str".into(),
        SlotType::Tensor => "!ts.tensor".into(),
        SlotType::List(e) => format!("!ts.list<{}>", container_type_text(e)),
        SlotType::Dict(k, v) => format!(
            "!ts.dict<{}, {}>",
            container_type_text(k),
            container_type_text(v)
        ),
        SlotType::Optional(t) => format!("!ts.optional<{}>", container_type_text(t)),
        SlotType::Union(members) => format!("!ts.union<{}>", types_text(members)),
        SlotType::Tuple(fields) => format!("tuple<{}>", types_text(fields)),
    }
}

/// The ts types of `types`, comma-separated.
fn types_text(types: &[SlotType]) -> String {
    types
        .iter()
        .map(container_type_text)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The slot type of a container element type.
fn slot_type_of(t: Type) -> Option<SlotType> {
    if let Some(c) = ts_dialect::ContainerType::from_mlir(t) {
        return Some(match c {
            ts_dialect::ContainerType::Str => SlotType::Str,
            ts_dialect::ContainerType::List(e) => SlotType::List(Box::new(slot_type_of(e)?)),
            ts_dialect::ContainerType::Dict(k, v) => {
                SlotType::Dict(Box::new(slot_type_of(k)?), Box::new(slot_type_of(v)?))
            }
            ts_dialect::ContainerType::Optional(t) => {
                SlotType::Optional(Box::new(slot_type_of(t)?))
            }
        });
    }
    if TensorType::from_mlir(t).is_some() {
        return Some(SlotType::Tensor);
    }
    if let Some(members) = ts_dialect::union_members(t) {
        let members = members
            .into_iter()
            .map(slot_type_of)
            .collect::<Option<_>>()?;
        return Some(SlotType::Union(members));
    }
    if ts_dialect::is_none_type(t) {
        return Some(SlotType::None);
    }
    if let Ok(tuple) = melior::ir::r#type::TupleType::try_from(t) {
        let fields = (0..tuple.type_count())
            .map(|i| slot_type_of(tuple.r#type(i).ok()?))
            .collect::<Option<_>>()?;
        return Some(SlotType::Tuple(fields));
    }
    Some(match Dtype::from_mlir(t)? {
        Dtype::Int64 => SlotType::Int,
        Dtype::Float64 => SlotType::Float,
        Dtype::Bool => SlotType::Bool,
        _ => return None,
    })
}

/// The symbol name of `op` (a function's name), if it has one.
pub fn symbol_name(op: &melior::ir::OperationRef) -> Option<String> {
    ts_dialect::string_attr_value(op.attribute("sym_name").ok()?)
}

/// The top-level op of `module` named `name` (the entry function).
pub fn function_named<'c, 'm>(
    module: &'m Module<'c>,
    name: &str,
) -> Option<melior::ir::OperationRef<'c, 'm>> {
    let mut op = module.body().first_operation();
    while let Some(func) = op {
        if symbol_name(&func).as_deref() == Some(name) {
            return Some(func);
        }
        op = func.next_in_block();
    }
    None
}

/// Specializes `entry` to `inputs` (or only marks it as the entry when
/// `inputs` is `None`).
pub fn specialize_entry(
    ctx: &Context,
    module: &Module,
    entry: &str,
    inputs: Option<&[AbiType]>,
) -> Result<(), SpecializationError> {
    let mut found = false;
    let mut op = module.body().first_operation();
    while let Some(func) = op {
        op = func.next_in_block();
        if func.name().as_string_ref().as_str() != Ok("func.func") {
            continue;
        }
        // SAFETY: the module is alive and only this function edits it.
        let mut func_mut =
            unsafe { melior::ir::operation::OperationRefMut::from_raw(func.to_raw()) };
        if symbol_name(&func).as_deref() != Some(entry) {
            func_mut.set_attribute(
                "sym_visibility",
                StringAttribute::new(ctx, "private").into(),
            );
            continue;
        }
        found = true;
        func_mut.set_attribute("llvm.emit_c_interface", Attribute::unit(ctx));
        let Some(inputs) = inputs else { continue };
        let region = func.region(0).expect("func.func has a body region");
        let block = region.first_block().expect("func.func has an entry block");
        if block.argument_count() != inputs.len() {
            return Err(SpecializationError::ArgumentCount {
                entry: entry.into(),
                expected: block.argument_count(),
                got: inputs.len(),
            });
        }
        let mut new_inputs = Vec::new();
        for (index, given) in inputs.iter().enumerate() {
            let arg = block.argument(index).expect("counted above");
            let declared = arg.r#type();
            if let (true, AbiType::Container(_)) = (ts_dialect::is_container_type(declared), given)
            {
                new_inputs.push(declared);
                continue;
            }
            let specialized = type_of_input(ctx, given);
            let compatible = match (
                TensorType::from_mlir(declared),
                TensorType::from_mlir(specialized),
            ) {
                (Some(_), Some(_)) => true,
                (None, None) => declared == specialized,
                _ => false,
            };
            if !compatible {
                return Err(SpecializationError::ArgumentType {
                    entry: entry.into(),
                    index,
                    declared: describe(declared),
                    given: given.to_string(),
                });
            }
            arg.set_type(specialized);
            new_inputs.push(specialized);
            if TensorType::from_mlir(declared).is_some() && declared != specialized {
                keep_declared_type_for_uses(&block, arg.into(), declared);
            }
        }
        let fty = TypeAttribute::try_from(
            func.attribute("function_type")
                .expect("func.func has a type"),
        )
        .expect("a type attribute")
        .value();
        let fty = FunctionType::try_from(fty).expect("a function type");
        let results: Vec<Type> = (0..fty.result_count())
            .filter_map(|i| fty.result(i).ok())
            .collect();
        let new_type: Type = FunctionType::new(ctx, &new_inputs, &results).into();
        func_mut.set_attribute("function_type", TypeAttribute::new(new_type).into());
    }
    if found {
        Ok(())
    } else {
        Err(SpecializationError::MissingEntry(entry.into()))
    }
}

/// Uses of a retyped tensor argument (calls, returns) keep seeing the
/// declared type through a `ts.tensor_static_info_cast`; refinement
/// sharpens the cast's result where that is safe.
fn keep_declared_type_for_uses<'c>(
    block: &melior::ir::BlockRef<'c, '_>,
    arg: melior::ir::Value<'c, '_>,
    declared: Type<'c>,
) {
    use melior::ir::operation::OperationBuilder;
    let loc = arg.location();
    let cast = OperationBuilder::new("ts.tensor_static_info_cast", loc)
        .add_operands(&[arg])
        .add_results(&[declared])
        .build()
        .expect("valid cast");
    let cast = match block.first_operation() {
        Some(first) => block.insert_operation_before(first, cast),
        None => block.append_operation(cast),
    };
    let cast_value: melior::ir::Value = cast.result(0).expect("one result").into();
    // SAFETY: both values are alive; the cast's own operand is restored
    // right after the blanket replacement.
    unsafe {
        mlir_sys::mlirValueReplaceAllUsesOfWith(arg.to_raw(), cast_value.to_raw());
        let mut cast_mut = melior::ir::operation::OperationRefMut::from_raw(cast.to_raw());
        cast_mut.set_operand(0, arg);
    }
}

/// What the entry's parameters and results are before lowering, where the
/// lowered signature alone cannot tell: `Some(None)` for a `None` (which
/// lowering drops) and, for results, `Some(Int/Float/Bool)` for a scalar
/// (which an entry returns as a 0-d tensor); `None` for everything else.
pub fn abi_kinds(module: &Module, entry: &str) -> (Vec<Option<AbiType>>, Vec<Option<AbiType>>) {
    let Some(func) = function_named(module, entry) else {
        return (vec![], vec![]);
    };
    let Some(fty) = func
        .attribute("function_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .and_then(|a| FunctionType::try_from(a.value()).ok())
    else {
        return (vec![], vec![]);
    };
    let kind = |t: Type, scalars: bool| {
        if ts_dialect::is_none_type(t) {
            return Some(AbiType::None);
        }
        if ts_dialect::is_container_type(t) {
            return slot_type_of(t).map(AbiType::Container);
        }
        if !scalars {
            return None;
        }
        match Dtype::from_mlir(t)? {
            Dtype::Int64 => Some(AbiType::Int),
            Dtype::Float64 => Some(AbiType::Float),
            Dtype::Bool => Some(AbiType::Bool),
            _ => None,
        }
    };
    let inputs = (0..fty.input_count())
        .map(|i| fty.input(i).ok().and_then(|t| kind(t, false)))
        .collect();
    let results = (0..fty.result_count())
        .map(|i| fty.result(i).ok().and_then(|t| kind(t, true)))
        .collect();
    (inputs, results)
}

/// The entry's ABI types after `ts-to-linalg-pipeline` (builtin tensors
/// and scalars), read from its signature; `kinds` (from [`abi_kinds`],
/// before lowering) puts back the dropped `None`s and tells scalar results
/// (returned as 0-d tensors) from tensors.
pub fn lowered_signature(
    module: &Module,
    entry: &str,
    kinds: &(Vec<Option<AbiType>>, Vec<Option<AbiType>>),
) -> Result<(Vec<AbiType>, Vec<AbiType>), String> {
    let Some(func) = function_named(module, entry) else {
        return Err(format!("entry `{entry}` not found after lowering"));
    };
    let fty = TypeAttribute::try_from(func.attribute("function_type").map_err(|e| e.to_string())?)
        .map_err(|e| e.to_string())?
        .value();
    let fty = FunctionType::try_from(fty).map_err(|e| e.to_string())?;
    let conv = |t: Type| -> Result<AbiType, String> {
        if let Ok(rt) = RankedTensorType::try_from(t) {
            use melior::ir::r#type::{DimSize, ShapedTypeLike};
            let dtype = Dtype::from_mlir(rt.element())
                .ok_or_else(|| format!("unsupported element type in {t}"))?;
            let shape = (0..rt.rank())
                .map(|i| match rt.dim_size(i) {
                    Ok(DimSize::Static(d)) => Ok(d as usize),
                    _ => Err(format!("the entry's tensor type {t} is not static")),
                })
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(AbiType::Tensor { dtype, shape });
        }
        match Dtype::from_mlir(t) {
            Some(Dtype::Int64) => Ok(AbiType::Int),
            Some(Dtype::Float64) => Ok(AbiType::Float),
            Some(Dtype::Bool) => Ok(AbiType::Bool),
            _ => Err(format!(
                "the entry returns a value of type {t}, which cannot cross the ABI yet"
            )),
        }
    };
    let mut lowered_inputs =
        (0..fty.input_count()).map(|i| conv(fty.input(i).map_err(|e| e.to_string())?));
    let mut inputs = Vec::new();
    for kind in &kinds.0 {
        inputs.push(match kind {
            Some(AbiType::None) => AbiType::None,
            Some(container) => {
                lowered_inputs
                    .next()
                    .ok_or("the lowered entry lost a parameter")?
                    .ok();
                container.clone()
            }
            _ => lowered_inputs
                .next()
                .ok_or("the lowered entry lost a parameter")??,
        });
    }
    // Tensors whose sizes are known only at run time come back boxed.
    let boxed: Vec<usize> = func
        .attribute(ts_passes::BOXED_TENSOR_RESULTS)
        .ok()
        .and_then(|a| melior::ir::attribute::DenseI64ArrayAttribute::try_from(a).ok())
        .map(|a| {
            (0..a.len())
                .filter_map(|i| a.element(i).ok())
                .map(|i| i as usize)
                .collect()
        })
        .unwrap_or_default();
    let mut lowered = (0..fty.result_count()).map(|i| {
        if boxed.contains(&i) {
            return Ok(AbiType::Container(SlotType::Tensor));
        }
        conv(fty.result(i).map_err(|e| e.to_string())?)
    });
    let mut results = Vec::new();
    for kind in &kinds.1 {
        results.push(match kind {
            Some(AbiType::None) => AbiType::None,
            Some(scalar) => {
                lowered.next().ok_or("the lowered entry lost a result")??;
                scalar.clone()
            }
            None => lowered.next().ok_or("the lowered entry lost a result")??,
        });
    }
    if kinds.1.is_empty() {
        results = lowered.collect::<Result<_, _>>()?;
    }
    Ok((inputs, results))
}
