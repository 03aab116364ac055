//! Folding what refinement has just made known, during refinement.
//!
//! `x.dim()`, `x.size(d)`, `x.numel()` and `x.dtype` become constants as
//! soon as the operand's type says enough, and so do items and lengths of
//! int lists made known (`s = x.size(); s[0]`, `known_int_lists.rs`) and
//! whether two such lists are equal; comparisons of known ints and
//! `and`/`or`/`xor` of constant bools fold;
//! an `scf.if` on a constant keeps only the branch taken, and a
//! `ts.same_dtype_or` of known dtypes the operand it stands for. Doing this while
//! refining (not in a later canonicalization) is what lets rank- or
//! dtype-polymorphic code refine: the branch not taken may produce a
//! tensor of another rank or dtype, and joining both would lose the type.
//!
//! Nothing is folded inside an `scf.while` while its body's types are a
//! fixpoint that may still widen (a size seen on one round is not known
//! yet): an `scf.if` there is typed as the branch its condition takes
//! under the assumed types, and once they hold, the loop folds its body.

use crate::ir::{self, op_name};
use melior::ir::{
    attribute::IntegerAttribute, block::BlockArgument, block::BlockLike,
    operation::OperationBuilder, operation::OperationLike, r#type::IntegerType, Identifier,
    OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
};
use melior::Context;
use ts_dialect::OpPositions;
use ts_dialect::{fold_int, Dtype, IntOp, TensorType, DYNAMIC};

/// Folds `op` if it can be; returns the op the walk should visit next
/// (the first op that replaced it, or the one after it).
pub(crate) fn fold<'c, 'a>(
    ctx: &'c Context,
    op: OperationRef<'c, 'a>,
) -> Option<Option<OperationRef<'c, 'a>>> {
    let name = op_name(op);
    let value = match name.as_str() {
        "ts.dim" | "ts.numel" | "ts.size" | "ts.dtype" => Known::Int(shape_query(op, &name)?),
        // `s = x.size(); s[0]` and `len(s)` of a list known now.
        "ts.list_get" | "ts.list_len" => Known::Int(known_int(op.result_at(0)?.into())?),
        // `x.size() == y.size()` of sizes known now.
        "ts.runtime_mutate" => Known::Int(crate::known_int_lists::known_list_equal(op)?),
        // Comparisons of known ints (`b.dim() == a.dim() - 1`) or floats
        // (`x.size(0) * 1.5 > 8`), as `known_condition` decides them.
        "ts.eq" | "ts.ne" | "ts.lt" | "ts.le" | "ts.gt" | "ts.ge" => {
            Known::Bool(known_condition(op.result_at(0)?.into())?)
        }
        // `x.is_floating_point()` is an `or` of dtype tests; `and`/`or`
        // of bools that became known.
        "arith.ori" | "arith.andi" | "arith.xori" => {
            let (a, b) = (constant(op.operand_at(0)?)?, constant(op.operand_at(1)?)?);
            if IntegerType::try_from(op.result_at(0)?.r#type())
                .ok()?
                .width()
                != 1
            {
                return None;
            }
            Known::Bool(match name.as_str() {
                "arith.ori" => (a | b) != 0,
                "arith.andi" => (a & b) != 0,
                _ => (a ^ b) != 0,
            })
        }
        // `reduction == "sum"` of a string argument given as a literal.
        "ts.str_equal" => {
            Known::Bool(string_constant(op.operand_at(0)?)? == string_constant(op.operand_at(1)?)?)
        }
        // `a is a`: one value is itself.
        "ts.is_same" if op.operand_at(0)? == op.operand_at(1)? => Known::Bool(true),
        "scf.if" => {
            let taken = constant(op.operand_at(0)?)? != 0;
            return inline_branch(op, if taken { 0 } else { 1 });
        }
        // A dtype conversion PyTorch may answer with its input (see the op).
        "ts.same_dtype_or" => {
            let dtype = |i| TensorType::from_mlir(op.operand_at(i)?.r#type())?.dtype;
            let same = dtype(0)? == dtype(1)?;
            return replace_by_operand(op, if same { 0 } else { 1 });
        }
        // canonicalize turns a trivial `scf.if` into a select.
        "arith.select" => {
            let taken = constant(op.operand_at(0)?)? != 0;
            return replace_by_operand(op, if taken { 1 } else { 2 });
        }
        _ => return None,
    };
    let (ty, v): (Type, i64) = match value {
        Known::Int(v) => (IntegerType::new(ctx, 64).into(), v),
        Known::Bool(b) => (IntegerType::new(ctx, 1).into(), i64::from(b)),
    };
    let constant = int_constant_before(ctx, op, ty, v)?;
    ir::replace_all_uses(op.result_at(0)?.into(), constant);
    let next = op.next_in_block();
    ir::erase(op);
    Some(next)
}

/// A `ts.constant` of integer type `ty` (i64 or i1) holding `v`,
/// inserted just before `anchor`.
pub(crate) fn int_constant_before<'c, 'a>(
    ctx: &'c Context,
    anchor: OperationRef<'c, 'a>,
    ty: Type<'c>,
    v: i64,
) -> Option<Value<'c, 'a>> {
    let constant = OperationBuilder::new("ts.constant", anchor.location())
        .add_attributes(&[(
            Identifier::new(ctx, "value"),
            IntegerAttribute::new(ty, v).into(),
        )])
        .add_results(&[ty])
        .build()
        .ok()?;
    let constant = anchor.block()?.insert_operation_before(anchor, constant);
    constant.result_at(0).map(Into::into)
}

enum Known {
    Int(i64),
    Bool(bool),
}

/// The value of a shape or dtype query, when the operand's type gives it.
fn shape_query(op: OperationRef, name: &str) -> Option<i64> {
    let t = TensorType::from_mlir(op.operand_at(0)?.r#type())?;
    if name == "ts.dtype" {
        return t.dtype.map(Dtype::scalar_type_code);
    }
    let sizes = t.sizes?;
    let known = |s: i64| (s != DYNAMIC).then_some(s);
    match name {
        "ts.dim" => Some(sizes.len() as i64),
        "ts.numel" => sizes.iter().map(|&s| known(s)).product(),
        _ => {
            let d = crate::op_attrs::int(op, "dim")?;
            let d = crate::shape_functions::normalize_dim(d, sizes.len())?;
            known(*sizes.get(d)?)
        }
    }
}

/// A condition known now without folding anything (inside a loop, under
/// the loop's assumed types): a bool constant, a comparison of ints
/// known now, `and`/`or`/`xor` of known conditions.
pub(crate) fn known_condition(v: Value) -> Option<bool> {
    known_condition_bound(v, &Bindings::NONE)
}

/// `known_condition`, where the values `bound` names have their ints.
pub(crate) fn known_condition_bound(v: Value, bound: &Bindings) -> Option<bool> {
    if IntegerType::try_from(v.r#type()).ok()?.width() != 1 {
        return None;
    }
    if let Some(c) = constant(v) {
        return Some(c != 0);
    }
    let r = melior::ir::operation::OperationResult::try_from(v).ok()?;
    let owner = r.owner();
    let name = op_name(owner);
    let condition = |i: usize| {
        owner
            .operand_at(i)
            .and_then(|o| known_condition_bound(o, bound))
    };
    // Bools compare as ints (`batched == False`).
    let int = |i: usize| {
        let v = owner.operand_at(i)?;
        known_int_bound(v, bound).or_else(|| known_condition_bound(v, bound).map(i64::from))
    };
    // Floats (`h * 1.5 < w`) compare as Python compares them.
    let float = |i: usize| {
        let v = owner.operand_at(i)?;
        v.r#type()
            .is_f64()
            .then(|| crate::known_float_values::known_float_bound(v, bound))?
    };
    if let (Some(a), Some(b)) = (float(0), float(1)) {
        let ordered = match name.as_str() {
            "ts.eq" => a == b,
            "ts.ne" => a != b,
            "ts.lt" => a < b,
            "ts.le" => a <= b,
            "ts.gt" => a > b,
            "ts.ge" => a >= b,
            _ => return None,
        };
        return Some(ordered);
    }
    Some(match name.as_str() {
        "ts.eq" => int(0)? == int(1)?,
        "ts.ne" => int(0)? != int(1)?,
        "ts.lt" => int(0)? < int(1)?,
        "ts.le" => int(0)? <= int(1)?,
        "ts.gt" => int(0)? > int(1)?,
        "ts.ge" => int(0)? >= int(1)?,
        "arith.ori" => condition(0)? | condition(1)?,
        "arith.andi" => condition(0)? & condition(1)?,
        "arith.xori" => condition(0)? ^ condition(1)?,
        // A branch's result: what the branch taken yields (`a and b`).
        "scf.if" => known_condition_bound(taken_yield(owner, r.result_number(), bound)?, bound)?,
        // `d in dims` of a known int list (`not in` negates it).
        "ts.list_contains" => {
            let list =
                crate::known_int_lists::known_int_list_bound(owner.operand_at(0)?, owner, bound)?;
            list.contains(&int(1)?)
        }
        _ => return None,
    })
}

/// An int known now: a constant, or a query that could fold (inside a
/// loop nothing is folded, but a value's dtype is already known).
pub(crate) fn known_int(v: Value) -> Option<i64> {
    known_int_bound(v, &Bindings::NONE)
}

/// What is known beyond the IR while code is followed: ints given to
/// values (a loop's counter on one iteration, by the value's raw pointer)
/// and the ints of the lists block arguments hold (the entry's example
/// inputs).
#[derive(Clone, Copy)]
pub(crate) struct Bindings<'x> {
    pub ints: &'x [(*const std::ffi::c_void, i64)],
    pub lists: &'x dyn Fn(BlockArgument) -> Option<Vec<i64>>,
}

impl Bindings<'static> {
    /// Nothing beyond the IR.
    pub(crate) const NONE: Bindings<'static> = Bindings {
        ints: &[],
        lists: &|_| None,
    };
}

impl<'x> Bindings<'x> {
    /// These bindings with their ints replaced by `ints` (which extend
    /// them: `[bound.ints, &more].concat()`).
    pub(crate) fn with_ints<'y>(&self, ints: &'y [(*const std::ffi::c_void, i64)]) -> Bindings<'y>
    where
        'x: 'y,
    {
        Bindings {
            ints,
            lists: self.lists,
        }
    }
}

/// `known_int`, where the values `bound` names have their ints.
pub(crate) fn known_int_bound(v: Value, bound: &Bindings) -> Option<i64> {
    let ptr = v.to_raw().ptr;
    if let Some(&(_, i)) = bound.ints.iter().find(|(p, _)| *p == ptr) {
        return Some(i);
    }
    if let Some(c) = constant(v) {
        return Some(c);
    }
    let r = melior::ir::operation::OperationResult::try_from(v).ok()?;
    let owner = r.owner();
    let operand = |i: usize| owner.operand_at(i).and_then(|o| known_int_bound(o, bound));
    match op_name(owner).as_str() {
        n @ ("ts.dim" | "ts.numel" | "ts.size" | "ts.dtype") => shape_query(owner, n),
        "ts.list_get" => crate::known_int_lists::known_list_item_bound(owner, bound),
        "ts.list_len" => {
            let list =
                crate::known_int_lists::known_int_list_bound(owner.operand_at(0)?, owner, bound)?;
            Some(list.len() as i64)
        }
        "scf.if" => known_int_bound(taken_yield(owner, r.result_number(), bound)?, bound),
        "scf.while" => crate::counted_loops::carried_int(owner, r.result_number(), bound),
        // `min(h, w)`: a select on a known condition.
        "arith.select" => {
            let taken = known_condition_bound(owner.operand_at(0)?, bound)?;
            operand(if taken { 1 } else { 2 })
        }
        // `int(h * 1.5)`, `math.floor(w / 2)`: a float known now, truncated.
        "ts.scalar_cast" => {
            let x = owner.operand_at(0)?;
            if !x.r#type().is_f64() {
                return None;
            }
            let f = crate::known_float_values::known_float_bound(x, bound)?;
            crate::known_float_values::truncated(f)
        }
        // Int arithmetic on known ints (`x.size(0) * 2`), as Python does it.
        n @ ("ts.add" | "ts.sub" | "ts.mul" | "ts.floor_divide" | "ts.remainder")
            if IntegerType::try_from(v.r#type()).is_ok_and(|t| t.width() == 64) =>
        {
            let op = match n {
                "ts.add" => IntOp::Add,
                "ts.sub" => IntOp::Sub,
                "ts.mul" => IntOp::Mul,
                "ts.remainder" => IntOp::Mod,
                _ => IntOp::FloorDiv,
            };
            fold_int(op, operand(0)?, operand(1)?)
        }
        _ => None,
    }
}

/// What the branch an `scf.if` takes yields as its result `i`, when its
/// condition is known.
pub(crate) fn taken_yield<'c, 'a>(
    op: OperationRef<'c, 'a>,
    i: usize,
    bound: &Bindings,
) -> Option<Value<'c, 'a>> {
    let taken = known_condition_bound(op.operand_at(0)?, bound)?;
    let branch = op.region_at(if taken { 0 } else { 1 })?.first_block()?;
    branch.terminator()?.operand_at(i)
}

/// The entries of a size attribute (`shape`), with each entry that names a
/// size value (i64's minimum) replaced by that value's int when known, else
/// left [`DYNAMIC`]. Size values are the op's i64 operands, in order.
pub(crate) fn sizes_with_values(op: OperationRef, attr: &str) -> Option<Vec<i64>> {
    let shape = crate::op_attrs::i64_array(op, attr)?;
    let mut values = op
        .operands()
        .filter(|v| IntegerType::try_from(v.r#type()).is_ok_and(|t| t.width() == 64));
    Some(
        shape
            .into_iter()
            .map(|d| match d {
                DYNAMIC => values.next().and_then(known_int).unwrap_or(DYNAMIC),
                d => d,
            })
            .collect(),
    )
}

/// The text of a `ts.str_constant`.
fn string_constant(v: Value) -> Option<String> {
    let r = melior::ir::operation::OperationResult::try_from(v).ok()?;
    let owner = r.owner();
    if op_name(owner) != "ts.str_constant" {
        return None;
    }
    // Not melior's `StringAttribute::value`, which panics on "".
    ts_dialect::string_attr_value(owner.attribute("value").ok()?)
}

/// The value of an int or bool constant (`ts.constant` or `arith.constant`;
/// bools as 0 and 1).
fn constant(v: Value) -> Option<i64> {
    let r = melior::ir::operation::OperationResult::try_from(v).ok()?;
    let owner = r.owner();
    if !matches!(op_name(owner).as_str(), "ts.constant" | "arith.constant") {
        return None;
    }
    let ty = IntegerType::try_from(v.r#type()).ok()?;
    let value = IntegerAttribute::try_from(owner.attribute("value").ok()?)
        .ok()?
        .value();
    Some(if ty.width() == 1 {
        i64::from(value != 0)
    } else {
        value
    })
}

/// Replaces the one-result `op` by its operand `i` (cast to the result's
/// type where more precise); returns where the walk goes on.
fn replace_by_operand<'c, 'a>(
    op: OperationRef<'c, 'a>,
    i: usize,
) -> Option<Option<OperationRef<'c, 'a>>> {
    let chosen = op.operand_at(i)?;
    let mut first = None;
    let with = cast_to_result_type_at(op, 0, chosen, &mut first)?;
    let next = first.or(op.next_in_block());
    ir::replace_all_uses(op.result_at(0)?.into(), with);
    ir::erase(op);
    Some(next)
}

/// `v` as a replacement for result `i` of `op`: itself, or a static-info
/// cast to the result's type before `op` when `v` is a more precise tensor
/// (recorded in `first` unless that already holds an op, so the walk
/// refines it).
fn cast_to_result_type_at<'c, 'a>(
    op: OperationRef<'c, 'a>,
    i: usize,
    v: Value<'c, 'a>,
    first: &mut Option<OperationRef<'c, 'a>>,
) -> Option<Value<'c, 'a>> {
    let result = op.result_at(i)?;
    if v.r#type() == result.r#type() || TensorType::from_mlir(v.r#type()).is_none() {
        return Some(v);
    }
    let cast = OperationBuilder::new("ts.tensor_static_info_cast", op.location())
        .add_operands(&[v])
        .add_results(&[result.r#type()])
        .build()
        .ok()?;
    let cast = op.block()?.insert_operation_before(op, cast);
    first.get_or_insert(cast);
    cast.result_at(0).map(Into::into)
}

/// Replaces an `scf.if` by the ops of region `r` (nothing when that
/// region is empty), its results by what that region yields. A yielded
/// tensor more precise than the result is cast to the result's type, so
/// users that need the exact type (calls, enclosing yields) still verify.
fn inline_branch<'c, 'a>(
    op: OperationRef<'c, 'a>,
    r: usize,
) -> Option<Option<OperationRef<'c, 'a>>> {
    let after = op.next_in_block();
    let block = op.region_at(r).and_then(|region| region.first_block());
    let mut first = None;
    let mut yielded = Vec::new();
    if let Some(block) = block {
        let mut next = block.first_operation();
        while let Some(inner) = next {
            next = inner.next_in_block();
            if op_name(inner) == "scf.yield" {
                yielded = inner.operands().collect();
                break;
            }
            ir::move_before(inner, op);
            first.get_or_insert(inner);
        }
    }
    for (i, v) in yielded.into_iter().enumerate() {
        let result = op.result_at(i)?;
        let with = cast_to_result_type_at(op, i, v, &mut first)?;
        ir::replace_all_uses(result.into(), with);
    }
    ir::erase(op);
    Some(first.or(after))
}
