//! Scalar ops (Python int/float/bool) → `arith`/`math`.
//!
//! Python's rules: int op float promotes to float, bool arithmetic is int
//! arithmetic, `/` (and TorchScript's `**` of two ints) gives float; the
//! op's result type says which.

use super::{builder::Inserter, elementwise_math::Elem};
use crate::op_families::BinaryKind;
use melior::ir::{
    operation::OperationBuilder, operation::OperationLike, Identifier, OperationRef, Value,
    ValueLike,
};
use ts_dialect::Dtype;

/// `ts.constant` → `arith.constant` with the same value.
pub fn lower_constant<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let value = op.attribute("value").map_err(|e| e.to_string())?;
    let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
    let new = OperationBuilder::new("arith.constant", ins.loc)
        .add_attributes(&[(Identifier::new(ins.ctx, "value"), value)])
        .add_results(&[ty])
        .build()
        .map_err(|e| e.to_string())?;
    Ok(super::builder::result(super::builder::OpSink::emit(
        ins, new,
    )))
}

/// A binary op on two scalars.
pub fn lower_scalar_binary<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    kind: BinaryKind,
) -> Result<Value<'c, 'a>, String> {
    let dtype_of = |t| Dtype::from_mlir(t).ok_or("unsupported scalar type");
    let (l, r) = (
        op.operand(0).map_err(|e| e.to_string())?,
        op.operand(1).map_err(|e| e.to_string())?,
    );
    let (ld, rd) = (dtype_of(l.r#type())?, dtype_of(r.r#type())?);
    // Comparisons compute in the promoted operand type (bools as ints);
    // everything else in the result type.
    let compute = if kind.dtype_rule() == crate::op_families::BinaryDtype::Bool {
        if ld.is_float() || rd.is_float() {
            Dtype::Float64
        } else {
            Dtype::Int64
        }
    } else {
        dtype_of(op.result(0).map_err(|e| e.to_string())?.r#type())?
    };
    let e = Elem::new(ins.ctx, ins, ins.loc);
    let a = e.convert(l, ld, compute)?;
    let b = e.convert(r, rd, compute)?;
    // Python raises where the integer divisor is zero.
    if matches!(kind, BinaryKind::FloorDivide | BinaryKind::Remainder) && !compute.is_float() {
        let zero = super::builder::constant(ins.ctx, ins, ins.loc, 0.0, compute)?;
        let is_zero = super::builder::compare(ins.ctx, ins, ins.loc, false, 0, b, zero)?;
        super::runtime_errors::raise_if(
            ins,
            op,
            is_zero,
            "ZeroDivisionError: integer division or modulo by zero",
        )?;
    }
    // TorchScript raises for `0 ** -1` (`0.0 ** -1.0`, `pow(0, -1)`).
    if kind == BinaryKind::Pow {
        let zero = super::builder::constant(ins.ctx, ins, ins.loc, 0.0, compute)?;
        let float = compute.is_float();
        // Predicates: `oeq`/`olt` for floats, `eq`/`slt` for ints.
        let (eq, lt) = if float { (1, 4) } else { (0, 2) };
        let base_zero = super::builder::compare(ins.ctx, ins, ins.loc, float, eq, a, zero)?;
        let negative = super::builder::compare(ins.ctx, ins, ins.loc, float, lt, b, zero)?;
        let both = super::builder::arith_binary(ins, ins.loc, "arith.andi", base_zero, negative)?;
        super::runtime_errors::raise_if(
            ins,
            op,
            both,
            "RuntimeError: 0.0 cannot be raised to a negative power",
        )?;
    }
    // TorchScript's float `%` is `fmod(b + fmod(a, b), b)`
    // (register_prim_ops.cpp), which rounds differently from the tensor
    // kernel's fixed-up fmod; scalars follow TorchScript to the last bit.
    if kind == BinaryKind::Remainder && compute.is_float() {
        let inner = super::builder::arith_binary(ins, ins.loc, "arith.remf", a, b)?;
        let shifted = super::builder::arith_binary(ins, ins.loc, "arith.addf", b, inner)?;
        return super::builder::arith_binary(ins, ins.loc, "arith.remf", shifted, b);
    }
    e.binary(kind, a, b, compute)
}

/// `ts.scalar_math "fn" %x` on an f64, with the elementwise semantics of
/// the ts op of the same name (log10 is log / ln 10).
pub fn lower_scalar_math<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let name = crate::op_attrs::string(op, "fn").ok_or("missing `fn`")?;
    let x = op.operand(0).map_err(|e| e.to_string())?;
    let e = Elem::new(ins.ctx, ins, ins.loc);
    let unary = |kind| e.unary(kind, x, Dtype::Float64, Dtype::Float64, &|_| None, false);
    if name == "log10" {
        let ln = unary(crate::op_families::UnaryKind::Log)?;
        let ln10 = super::builder::constant(
            ins.ctx,
            ins,
            ins.loc,
            std::f64::consts::LN_10,
            Dtype::Float64,
        )?;
        return super::builder::arith_binary(ins, ins.loc, "arith.divf", ln, ln10);
    }
    match crate::op_families::family(&format!("ts.{name}")) {
        Some(crate::op_families::Family::Unary(kind, _)) => unary(kind),
        _ => Err(format!("no math function `{name}`")),
    }
}
