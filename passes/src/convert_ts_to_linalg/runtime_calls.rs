//! Calls of the runtime library from lowered code: function declarations
//! and string constants in the module, created on first use.

use super::builder::{self, OpSink};
use melior::{
    ir::{
        attribute::{FlatSymbolRefAttribute, StringAttribute, TypeAttribute},
        block::BlockLike,
        operation::{OperationBuilder, OperationLike},
        Attribute, Identifier, Location, OperationRef, Region, RegionLike, Type, Value,
    },
    Context,
};

pub use crate::ir::module_of;

/// Whether the module's body defines symbol `name`.
fn has_symbol(module: OperationRef, name: &str) -> bool {
    crate::ir::top_level_symbol(module, name).is_some()
}

fn append_to_module<'c>(
    module: OperationRef<'c, '_>,
    op: melior::ir::Operation<'c>,
) -> Result<(), String> {
    let body = module
        .region(0)
        .map_err(|e| e.to_string())?
        .first_block()
        .ok_or("empty module")?;
    body.append_operation(op);
    Ok(())
}

/// Calls runtime function `name` (declared as taking the operands' types
/// and returning `results`).
pub fn call<'c: 'a, 'a>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'a>,
    loc: Location<'c>,
    module: OperationRef<'c, '_>,
    name: &str,
    operands: &[Value<'c, 'a>],
    results: &[Type<'c>],
) -> Result<Vec<Value<'c, 'a>>, String> {
    use melior::ir::ValueLike;
    if !has_symbol(module, name) {
        // Container operands are `!llvm.ptr` once the pass retypes them.
        let ptr = Type::parse(ctx, "!llvm.ptr").ok_or("no LLVM dialect")?;
        let inputs: Vec<Type> = operands
            .iter()
            .map(|v| {
                if ts_dialect::is_container_type(v.r#type()) {
                    ptr
                } else {
                    v.r#type()
                }
            })
            .collect();
        let fn_type = melior::ir::r#type::FunctionType::new(ctx, &inputs, results);
        let decl = OperationBuilder::new("func.func", Location::unknown(ctx))
            .add_attributes(&[
                (
                    Identifier::new(ctx, "sym_name"),
                    StringAttribute::new(ctx, name).into(),
                ),
                (
                    Identifier::new(ctx, "function_type"),
                    TypeAttribute::new(fn_type.into()).into(),
                ),
                (
                    Identifier::new(ctx, "sym_visibility"),
                    StringAttribute::new(ctx, "private").into(),
                ),
            ])
            .add_regions([Region::new()])
            .build()
            .map_err(|e| e.to_string())?;
        append_to_module(module, decl)?;
    }
    // A function declared by an earlier call with another convention (a
    // handle passed as `!llvm.ptr` there, as an i64 slot here: `list_copy`
    // is both `ts.list_copy` and a `ts.runtime_call` callee) is called
    // with the operands and results converted to its declaration.
    let (inputs, declared) = declared_signature(module, name)?;
    let ptr = Type::parse(ctx, "!llvm.ptr").ok_or("no LLVM dialect")?;
    let i64t: Type = melior::ir::r#type::IntegerType::new(ctx, 64).into();
    let convert = |v: Value<'c, 'a>, have: Type<'c>, want: Type<'c>| {
        let cast = match (have == ptr, want == ptr) {
            _ if have == want => return Ok(v),
            (true, false) if want == i64t => "llvm.ptrtoint",
            (false, true) if have == i64t => "llvm.inttoptr",
            _ => {
                return Err(format!(
                    "internal error: runtime function `{name}` is declared with {want} where {have} is passed"
                ))
            }
        };
        let op = OperationBuilder::new(cast, loc)
            .add_operands(&[v])
            .add_results(&[want])
            .build()
            .map_err(|e| e.to_string())?;
        Ok(sink.emit(op).result(0).expect("one result").into())
    };
    let mut args = Vec::new();
    for (&v, &want) in operands.iter().zip(&inputs) {
        let have = if ts_dialect::is_container_type(v.r#type()) {
            ptr
        } else {
            v.r#type()
        };
        args.push(convert(v, have, want)?);
    }
    let op = OperationBuilder::new("func.call", loc)
        .add_attributes(&[(
            Identifier::new(ctx, "callee"),
            FlatSymbolRefAttribute::new(ctx, name).into(),
        )])
        .add_operands(&args)
        .add_results(&declared)
        .build()
        .map_err(|e| e.to_string())?;
    let op = sink.emit(op);
    let mut out = Vec::new();
    for (i, &want) in results.iter().enumerate() {
        let r: Value = op.result(i).map_err(|e| e.to_string())?.into();
        out.push(convert(r, r.r#type(), want)?);
    }
    Ok(out)
}

/// The inputs and results runtime function `name` is declared with.
fn declared_signature<'c>(
    module: OperationRef<'c, '_>,
    name: &str,
) -> Result<(Vec<Type<'c>>, Vec<Type<'c>>), String> {
    crate::ir::top_level_symbol(module, name)
        .and_then(crate::ir::function_signature)
        .ok_or_else(|| format!("internal error: `{name}` is not a declared function"))
}

/// The address of a constant string (one global per distinct text; with
/// `nul`, NUL-terminated).
pub fn string_constant<'c: 'a, 'a>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'a>,
    loc: Location<'c>,
    module: OperationRef<'c, '_>,
    text: &str,
    nul: bool,
) -> Result<Value<'c, 'a>, String> {
    let text = if nul {
        format!("{text}\0")
    } else {
        text.to_string()
    };
    let symbol = format!("__ts_str_{:016x}_{}", fnv1a(text.as_bytes()), text.len());
    if !has_symbol(module, &symbol) {
        let array = Type::parse(ctx, &format!("!llvm.array<{} x i8>", text.len()))
            .ok_or("bad array type")?;
        let linkage =
            Attribute::parse(ctx, "#llvm.linkage<internal>").ok_or("no LLVM linkage attribute")?;
        let global = OperationBuilder::new("llvm.mlir.global", Location::unknown(ctx))
            .add_attributes(&[
                (
                    Identifier::new(ctx, "sym_name"),
                    StringAttribute::new(ctx, &symbol).into(),
                ),
                (
                    Identifier::new(ctx, "global_type"),
                    TypeAttribute::new(array).into(),
                ),
                (Identifier::new(ctx, "linkage"), linkage),
                (Identifier::new(ctx, "constant"), Attribute::unit(ctx)),
                (
                    Identifier::new(ctx, "value"),
                    StringAttribute::new(ctx, &text).into(),
                ),
            ])
            .add_regions([Region::new()])
            .build()
            .map_err(|e| e.to_string())?;
        append_to_module(module, global)?;
    }
    let ptr = Type::parse(ctx, "!llvm.ptr").ok_or("no LLVM dialect")?;
    let address = OperationBuilder::new("llvm.mlir.addressof", loc)
        .add_attributes(&[(
            Identifier::new(ctx, "global_name"),
            FlatSymbolRefAttribute::new(ctx, &symbol).into(),
        )])
        .add_results(&[ptr])
        .build()
        .map_err(|e| e.to_string())?;
    Ok(builder::result(sink.emit(address)))
}

/// A stable hash for naming constants.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    })
}
