//! Python floats known at compile time: arithmetic on sizes that ends in
//! an int (`int(round(h * scale))`, `math.floor(w * 1.5)`, `int(h / 2)`),
//! so an op that needs compile-time ints (`F.interpolate(x, size=[nh,
//! nw])`) learns them as it learns sizes. Evaluated as Python does, in
//! f64; nothing that would raise (a division by zero) is folded.

use crate::fold_known_values::{known_condition_bound, known_int_bound, taken_yield, Bindings};
use crate::ir::op_name;
use melior::ir::{
    attribute::FloatAttribute, operation::OperationLike, operation::OperationResult,
    r#type::IntegerType, TypeLike, Value, ValueLike,
};
use ts_dialect::OpPositions;

/// The f64 `v` holds where it is known (an int operand counts as its
/// float, as Python mixes them).
pub(crate) fn known_float_bound(v: Value, bound: &Bindings) -> Option<f64> {
    if IntegerType::try_from(v.r#type()).is_ok_and(|t| t.width() == 64) {
        return known_int_bound(v, bound).map(|i| i as f64);
    }
    if !v.r#type().is_f64() {
        return None;
    }
    let r = OperationResult::try_from(v).ok()?;
    let owner = r.owner();
    let operand = |i: usize| known_float_bound(owner.operand_at(i)?, bound);
    match op_name(owner).as_str() {
        "ts.constant" | "arith.constant" => {
            FloatAttribute::try_from(owner.attribute("value").ok()?)
                .ok()
                .map(|f| f.value())
        }
        "ts.scalar_cast" => operand(0),
        "ts.add" => Some(operand(0)? + operand(1)?),
        "ts.sub" => Some(operand(0)? - operand(1)?),
        "ts.mul" => Some(operand(0)? * operand(1)?),
        "ts.div" => {
            let (a, b) = (operand(0)?, operand(1)?);
            (b != 0.0).then_some(a / b)
        }
        "ts.scalar_math" => {
            let x = operand(0)?;
            Some(match crate::op_attrs::string(owner, "fn")?.as_str() {
                "floor" => x.floor(),
                "ceil" => x.ceil(),
                "trunc" => x.trunc(),
                "round" => x.round_ties_even(),
                "abs" => x.abs(),
                "sqrt" => x.sqrt(),
                _ => return None,
            })
        }
        "arith.select" => {
            let taken = known_condition_bound(owner.operand_at(0)?, bound)?;
            operand(if taken { 1 } else { 2 })
        }
        "scf.if" => known_float_bound(taken_yield(owner, r.result_number(), bound)?, bound),
        _ => None,
    }
}

/// Python's `int(f)` of a known float: toward zero, where it is finite and
/// fits (otherwise it raises when it runs, so nothing is known).
pub(crate) fn truncated(f: f64) -> Option<i64> {
    let t = f.trunc();
    (t.is_finite() && t >= -(2f64.powi(63)) && t < 2f64.powi(63)).then_some(t as i64)
}
