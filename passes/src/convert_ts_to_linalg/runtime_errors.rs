//! `ts.raise` → a call of the runtime's `ts_rt_raise`, and the scalar ops
//! that may raise (`ts.item`) or that Python defines exactly
//! (`ts.scalar_cast`).
//!
//! `ts_rt_raise(const char *message)` never returns: the runtime unwinds
//! to the host caller, which reports `message`. The message is a constant
//! string, `FILE:LINE:COL: error: Kind: text`, built here from the op's
//! location so that inlining (which keeps the callee's location) still
//! points at the script line that raised.

use super::builder::{self, Inserter, OpSink};
use crate::ir::op_name;
use melior::ir::{
    attribute::{FlatSymbolRefAttribute, StringAttribute, TypeAttribute},
    block::BlockLike,
    operation::{OperationBuilder, OperationLike},
    Attribute, Identifier, Location, OperationRef, Region, RegionLike, Type, Value, ValueLike,
};
use mlir_sys::MlirLocation;
use ts_dialect::{Dtype, TensorType};

/// The runtime function every raise calls.
pub const RAISE_FN: &str = "ts_rt_raise";

/// `FILE:LINE:COL` of a location: the innermost file position of a
/// call-site, name or fused location; `None` for unknown locations.
fn file_position(loc: MlirLocation) -> Option<String> {
    // SAFETY: read-only queries on a live location.
    unsafe {
        if mlir_sys::mlirLocationIsAFileLineColRange(loc) {
            let name = mlir_sys::mlirLocationFileLineColRangeGetFilename(loc);
            let name = mlir_sys::mlirIdentifierStr(name);
            let name = std::slice::from_raw_parts(name.data as *const u8, name.length);
            return Some(format!(
                "{}:{}:{}",
                String::from_utf8_lossy(name),
                mlir_sys::mlirLocationFileLineColRangeGetStartLine(loc),
                mlir_sys::mlirLocationFileLineColRangeGetStartColumn(loc)
            ));
        }
        if mlir_sys::mlirLocationIsACallSite(loc) {
            return file_position(mlir_sys::mlirLocationCallSiteGetCallee(loc));
        }
        if mlir_sys::mlirLocationIsAName(loc) {
            return file_position(mlir_sys::mlirLocationNameGetChildLoc(loc));
        }
        if mlir_sys::mlirLocationIsAFused(loc) {
            let n = mlir_sys::mlirLocationFusedGetNumLocations(loc) as usize;
            let mut locs = vec![loc; n];
            mlir_sys::mlirLocationFusedGetLocations(loc, locs.as_mut_ptr());
            return locs.into_iter().find_map(file_position);
        }
    }
    None
}

/// The whole message of an error raised at `loc`.
pub fn located_message(loc: Location, message: &str) -> String {
    match file_position(loc.to_raw()) {
        Some(pos) => format!("{pos}: error: {message}"),
        None => format!("error: {message}"),
    }
}

fn module_of<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut cur = op.parent_operation()?;
    while op_name(cur) != "builtin.module" {
        cur = cur.parent_operation()?;
    }
    Some(cur)
}

/// Whether the module's body defines symbol `name`.
fn has_symbol(module: OperationRef, name: &str) -> bool {
    let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) else {
        return false;
    };
    let mut next = body.first_operation();
    while let Some(op) = next {
        if op
            .attribute("sym_name")
            .ok()
            .and_then(|a| StringAttribute::try_from(a).ok())
            .is_some_and(|s| s.value() == name)
        {
            return true;
        }
        next = op.next_in_block();
    }
    false
}

/// Emits `ts_rt_raise("<message>")` before the inserter's op, declaring
/// the function and the string constant in the module as needed.
pub fn emit_raise<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    message: &str,
) -> Result<(), String> {
    let ctx = ins.ctx;
    let module = module_of(anchor).ok_or("op is not inside a module")?;
    let body = module
        .region(0)
        .map_err(|e| e.to_string())?
        .first_block()
        .ok_or("empty module")?;
    let ptr = Type::parse(ctx, "!llvm.ptr").ok_or("no LLVM dialect")?;
    let unknown = Location::unknown(ctx);
    if !has_symbol(module, RAISE_FN) {
        let fn_type = Type::parse(ctx, "(!llvm.ptr) -> ()").ok_or("bad function type")?;
        let decl = OperationBuilder::new("func.func", unknown)
            .add_attributes(&[
                (
                    Identifier::new(ctx, "sym_name"),
                    StringAttribute::new(ctx, RAISE_FN).into(),
                ),
                (
                    Identifier::new(ctx, "function_type"),
                    TypeAttribute::new(fn_type).into(),
                ),
                (
                    Identifier::new(ctx, "sym_visibility"),
                    StringAttribute::new(ctx, "private").into(),
                ),
            ])
            .add_regions([Region::new()])
            .build()
            .map_err(|e| e.to_string())?;
        body.append_operation(decl);
    }
    // One global per distinct message.
    let text = format!("{message}\0");
    let symbol = format!("__ts_error_{:016x}", fnv1a(text.as_bytes()));
    if !has_symbol(module, &symbol) {
        let array = Type::parse(ctx, &format!("!llvm.array<{} x i8>", text.len()))
            .ok_or("bad array type")?;
        let linkage =
            Attribute::parse(ctx, "#llvm.linkage<internal>").ok_or("no LLVM linkage attribute")?;
        let global = OperationBuilder::new("llvm.mlir.global", unknown)
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
        body.append_operation(global);
    }
    let address = OperationBuilder::new("llvm.mlir.addressof", ins.loc)
        .add_attributes(&[(
            Identifier::new(ctx, "global_name"),
            FlatSymbolRefAttribute::new(ctx, &symbol).into(),
        )])
        .add_results(&[ptr])
        .build()
        .map_err(|e| e.to_string())?;
    let address = builder::result(ins.emit(address));
    let call = OperationBuilder::new("func.call", ins.loc)
        .add_attributes(&[(
            Identifier::new(ctx, "callee"),
            FlatSymbolRefAttribute::new(ctx, RAISE_FN).into(),
        )])
        .add_operands(&[address])
        .build()
        .map_err(|e| e.to_string())?;
    ins.emit(call);
    Ok(())
}

/// A stable hash for naming message constants.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    })
}

/// `ts.raise` → `ts_rt_raise`.
pub fn lower_raise<'c, 'a>(ins: &Inserter<'c, 'a>, op: OperationRef<'c, 'a>) -> Result<(), String> {
    let message = op
        .attribute("message")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
        .ok_or("missing `message`")?;
    emit_raise(ins, op, &located_message(op.location(), &message))
}

/// `int(x)`/`float(x)`/`bool(x)` of a scalar.
pub fn lower_scalar_cast<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let v = op.operand(0).map_err(|e| e.to_string())?;
    let dtype = |t| Dtype::from_mlir(t).ok_or("unsupported scalar type");
    let from = dtype(v.r#type())?;
    let to = dtype(op.result(0).map_err(|e| e.to_string())?.r#type())?;
    builder::convert(ins.ctx, ins, ins.loc, v, from, to)
}

/// The element of a one-element tensor; any other size raises
/// "a Tensor with N elements cannot be converted to Scalar" when reached.
pub fn lower_item<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let x = op.operand(0).map_err(|e| e.to_string())?;
    let t = TensorType::from_mlir(x.r#type())
        .filter(TensorType::is_static)
        .ok_or("the operand's shape must be known")?;
    let dtype = t.dtype.ok_or("the operand's dtype must be known")?;
    let to = Dtype::from_mlir(op.result(0).map_err(|e| e.to_string())?.r#type())
        .ok_or("unsupported scalar type")?;
    let sizes = t.sizes.clone().unwrap_or_default();
    let numel: i64 = sizes.iter().product();
    if numel != 1 {
        emit_raise(
            ins,
            op,
            &located_message(
                op.location(),
                &format!(
                    "RuntimeError: a Tensor with {numel} elements cannot be converted to Scalar"
                ),
            ),
        )?;
        return builder::constant(ins.ctx, ins, ins.loc, 0.0, to);
    }
    let (b, _) = ins.cast_to_builtin(x)?;
    let zeros: Vec<Value> = (0..sizes.len())
        .map(|_| builder::index_const(ins.ctx, ins, ins.loc, 0))
        .collect::<Result<_, _>>()?;
    let element = builder::extract(ins, ins.loc, b, &zeros, dtype.to_mlir(ins.ctx))?;
    builder::convert(ins.ctx, ins, ins.loc, element, dtype, to)
}
