//! `ts.raise` → a call of the runtime's `ts_rt_raise` (and `ts.warn` →
//! `ts_rt_warn`, which returns), and the scalar ops that may raise
//! (`ts.item`) or that Python defines exactly (`ts.scalar_cast`).
//!
//! `ts_rt_raise(const char *message)` never returns: the runtime unwinds
//! to the host caller, which reports `message`. The message is a constant
//! string, `FILE:LINE:COL: error: Kind: text`, built here from the op's
//! location so that inlining (which keeps the callee's location) still
//! points at the script line that raised.

use super::{
    builder::{self, Inserter, OpSink},
    runtime_calls,
};
use melior::{
    ir::{
        block::BlockLike,
        operation::{OperationBuilder, OperationLike},
        Block, Location, OperationRef, Region, RegionLike, Value, ValueLike,
    },
    Context,
};
use mlir_sys::MlirLocation;
use ts_dialect::OpPositions;
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
    located(loc, "error", message)
}

/// `FILE:LINE:COL: severity: message` (without the position where `loc`
/// has none).
fn located(loc: Location, severity: &str, message: &str) -> String {
    match file_position(loc.to_raw()) {
        Some(pos) => format!("{pos}: {severity}: {message}"),
        None => format!("{severity}: {message}"),
    }
}

/// Emits `ts_rt_raise("<message>")` through `sink`, declaring the function
/// and the string constant in `anchor`'s module as needed.
pub fn emit_raise<'c: 'a, 'a>(
    ctx: &'c Context,
    sink: &impl OpSink<'c, 'a>,
    loc: Location<'c>,
    anchor: OperationRef<'c, 'a>,
    message: &str,
) -> Result<(), String> {
    let module = runtime_calls::module_of(anchor).ok_or("op is not inside a module")?;
    let address = runtime_calls::string_constant(ctx, sink, loc, module, message, true)?;
    runtime_calls::call(ctx, sink, loc, module, RAISE_FN, &[address], &[])?;
    Ok(())
}

/// `if cond: raise message`, before the inserter's op.
pub fn raise_if<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    cond: Value<'c, 'a>,
    message: &str,
) -> Result<(), String> {
    let message = located_message(anchor.location(), message);
    raise_if_with(ins, cond, |then| {
        emit_raise(ins.ctx, then, ins.loc, anchor, &message)
    })
}

/// `if cond: <raise>`, before the inserter's op, where `raise` emits the
/// call that raises into the branch (so a message built at run time costs
/// nothing unless the branch is taken).
pub fn raise_if_with<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    cond: Value<'c, 'a>,
    raise: impl for<'t> FnOnce(&&'t Block<'c>) -> Result<(), String>,
) -> Result<(), String> {
    let then = Block::new(&[]);
    raise(&&then)?;
    then.append_operation(
        OperationBuilder::new("scf.yield", ins.loc)
            .build()
            .map_err(|e| e.to_string())?,
    );
    let region = Region::new();
    region.append_block(then);
    let op = OperationBuilder::new("scf.if", ins.loc)
        .add_operands(&[cond])
        .add_regions([region, Region::new()])
        .build()
        .map_err(|e| e.to_string())?;
    ins.emit(op);
    Ok(())
}

/// `if a != b: raise message`, for two integers of one type (sizes,
/// lengths: `index` or `i64`).
pub fn raise_if_differ<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    a: Value<'c, 'a>,
    b: Value<'c, 'a>,
    message: &str,
) -> Result<(), String> {
    const NE: i64 = 1;
    let differs = builder::compare(ins.ctx, ins, ins.loc, false, NE, a, b)?;
    raise_if(ins, anchor, differs, message)
}

/// Raises `message` before `anchor` when `pred` holds for any element of
/// the tensor `x`: a reduction over `x` into one flag, then [`raise_if`].
/// For checks PyTorch makes on a whole operand (an integer divisor of
/// zero, an index out of range).
pub fn raise_if_any<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    x: Value<'c, 'a>,
    message: &str,
    pred: impl for<'b> Fn(&'b Block<'c>, Value<'c, 'b>, Dtype) -> Result<Value<'c, 'b>, String>,
) -> Result<(), String> {
    let (b, t) = ins.cast_to_builtin(x)?;
    let rank = t.rank().ok_or("the operand's rank must be known")?;
    let dtype = t.dtype.ok_or("the operand's dtype must be known")?;
    let flag_type = TensorType {
        sizes: Some(vec![]),
        dtype: Some(Dtype::Bool),
    };
    let init = ins.filled(&flag_type, 0.0)?;
    let loc = ins.loc;
    let any = ins.generic(
        &[(b, builder::identity_map(rank))],
        init,
        &builder::affine_map(rank, &[]),
        &vec!["reduction"; rank],
        |block, args| {
            let hit = pred(block, args[0], dtype)?;
            builder::arith_binary(&block, loc, "arith.ori", args[1], hit)
        },
    )?;
    let flag = builder::extract(ins, loc, any, &[], Dtype::Bool.to_mlir(ins.ctx))?;
    raise_if(ins, anchor, flag, message)
}

/// `ts.raise` → `ts_rt_raise`, or with a run-time `detail` string,
/// `ts_rt_raise_concat(prefix, bytes, length)`.
pub fn lower_raise<'c, 'a>(ins: &Inserter<'c, 'a>, op: OperationRef<'c, 'a>) -> Result<(), String> {
    let message = op
        .attribute("message")
        .ok()
        .and_then(ts_dialect::string_attr_value)
        .ok_or("missing `message`")?;
    if let Some(detail) = op.operand_at(0) {
        let prefix = located_message(op.location(), &message);
        return call_with_text(ins, op, "ts_rt_raise_concat", &prefix, detail);
    }
    emit_raise(
        ins.ctx,
        ins,
        ins.loc,
        op,
        &located_message(op.location(), &message),
    )
}

/// `ts.warn` → `ts_rt_warn(prefix, bytes, length)`: the runtime prints
/// `FILE:LINE:COL: warning: UserWarning: ` and the message, once per site
/// (`prefix`, a constant of the module) and call.
pub fn lower_warn<'c, 'a>(ins: &Inserter<'c, 'a>, op: OperationRef<'c, 'a>) -> Result<(), String> {
    let prefix = located(op.location(), "warning", "UserWarning: ");
    let message = op.operand(0).map_err(|e| e.to_string())?;
    call_with_text(ins, op, "ts_rt_warn", &prefix, message)
}

/// Calls runtime function `name(prefix, bytes, length)` with the constant
/// `prefix` and the bytes of the string `text`.
fn call_with_text<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    name: &str,
    prefix: &str,
    text: Value<'c, 'a>,
) -> Result<(), String> {
    let module = runtime_calls::module_of(op).ok_or("op is not inside a module")?;
    let prefix = runtime_calls::string_constant(ins.ctx, ins, ins.loc, module, prefix, true)?;
    let slot = super::containers::to_slot(ins, text)?;
    let (ptr, i64t) = (
        melior::dialect::llvm::r#type::pointer(ins.ctx, 0),
        melior::ir::r#type::IntegerType::new(ins.ctx, 64).into(),
    );
    let call = |name: &str, args: &[Value<'c, 'a>], results: &[melior::ir::Type<'c>]| {
        runtime_calls::call(ins.ctx, ins, ins.loc, module, name, args, results)
    };
    let data = call("ts_rt_str_data", &[slot], &[ptr])?;
    let len = call("ts_rt_str_bytes", &[slot], &[i64t])?;
    let (data, len) = (
        data.into_iter().next().ok_or("missing call result")?,
        len.into_iter().next().ok_or("missing call result")?,
    );
    call(name, &[prefix, data, len], &[])?;
    Ok(())
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
        .filter(|t| t.sizes.is_some())
        .ok_or("the operand's rank must be known")?;
    let dtype = t.dtype.ok_or("the operand's dtype must be known")?;
    let to = Dtype::from_mlir(op.result(0).map_err(|e| e.to_string())?.r#type())
        .ok_or("unsupported scalar type")?;
    let sizes = t.sizes.clone().unwrap_or_default();
    if sizes.contains(&ts_dialect::DYNAMIC) {
        // The element count is known only when the op runs: check it then.
        let (b, _) = ins.cast_to_builtin(x)?;
        let mut n = builder::index_const(ins.ctx, ins, ins.loc, 1)?;
        for i in 0..sizes.len() {
            n = builder::arith_binary(ins, ins.loc, "arith.muli", n, ins.dim(b, i)?)?;
        }
        let one = builder::index_const(ins.ctx, ins, ins.loc, 1)?;
        raise_if_differ(
            ins,
            op,
            n,
            one,
            "RuntimeError: a Tensor with other than one element cannot be converted to Scalar",
        )?;
    }
    let numel: i64 = sizes
        .iter()
        .map(|&d| if d == ts_dialect::DYNAMIC { 1 } else { d })
        .product();
    if numel != 1 {
        emit_raise(
            ins.ctx,
            ins,
            ins.loc,
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
    if dtype.is_float() && to == Dtype::Int64 {
        raise_if_not_int64(ins, op, element, dtype)?;
    }
    builder::convert(ins.ctx, ins, ins.loc, element, dtype, to)
}

/// `int(t)` of a float tensor reads its element as a double and converts
/// it checked (c10's `checked_convert`): a NaN, or a value outside
/// [-2**63, 2**63), raises.
fn raise_if_not_int64<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    element: Value<'c, 'a>,
    dtype: Dtype,
) -> Result<(), String> {
    // Unordered comparisons: true for a NaN too.
    const F_UGE: i64 = 10;
    const F_ULT: i64 = 11;
    let x = builder::convert(ins.ctx, ins, ins.loc, element, dtype, Dtype::Float64)?;
    let bound = 9_223_372_036_854_775_808.0;
    let lo = builder::constant(ins.ctx, ins, ins.loc, -bound, Dtype::Float64)?;
    let hi = builder::constant(ins.ctx, ins, ins.loc, bound, Dtype::Float64)?;
    let below = builder::compare(ins.ctx, ins, ins.loc, true, F_ULT, x, lo)?;
    let above = builder::compare(ins.ctx, ins, ins.loc, true, F_UGE, x, hi)?;
    let outside = builder::arith_binary(ins, ins.loc, "arith.ori", below, above)?;
    raise_if(
        ins,
        op,
        outside,
        "RuntimeError: value cannot be converted to type int64_t without overflow",
    )
}
