//! The static type of the tensors a list or dict holds (a `List[Tensor]`
//! whose length, or a `Dict[str, Tensor]` whose keys, are only known at
//! run time hold boxed tensors).
//!
//! A container is a reference: every value that may be the same one
//! (through branch and loop results, loop-carried arguments, calls and
//! returns), or a container built from its elements (`xs[1:]`, `list(xs)`,
//! `xs + ys`, `d.values()`), is in one class, found by a flood over the IR
//! in both directions. The tensors stored anywhere in the class
//! (`ts.list_new` operands, `list_append`, `list_set`, `insert`,
//! `dict_set`) fix what `ts.list_get`/`ts.dict_get` read: the common type of
//! those known so far. Stores that disagree give a type with unknown dims,
//! which the backend contract reports; a store only known later that
//! disagrees fails the check the lowering makes on each element read.

use crate::{
    ir::{op_name, users, value_ref},
    refine_shapes::{is_undefined, join},
};
use melior::ir::{
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationResult},
    OperationRef, RegionLike, Value, ValueLike,
};
use mlir_sys::MlirValue;
use ts_dialect::TensorType;
use ts_dialect::{BlockPositions, OpPositions};

/// The type every tensor stored in `list`'s class has, when all are known.
pub(crate) fn stored_tensor_type(list: Value) -> Option<TensorType> {
    let mut seen: Vec<MlirValue> = Vec::new();
    let mut work = vec![list.to_raw()];
    let mut stored: Vec<MlirValue> = Vec::new();
    while let Some(raw) = work.pop() {
        if seen.iter().any(|s| s.ptr == raw.ptr) {
            continue;
        }
        seen.push(raw);
        // SAFETY: every handle was taken from live IR during this walk.
        let v = unsafe { value_ref(raw) };
        definitions(v, &mut work, &mut stored)?;
        for user in users(v) {
            uses(user, v, &mut work, &mut stored)?;
        }
    }
    // Stores not known yet are left out (optimistically: often they are
    // computed from what the list holds, `xs[0] = xs[1] + 1`); one that
    // turns out different fails the element check when it is read.
    // SAFETY: as above.
    common_static_type(stored.into_iter().map(|raw| unsafe { value_ref(raw) }))
}

/// The join of the tensor types of known rank and dtype among `stored`
/// (placeholders left out): sizes that differ, or are known only at run
/// time, are `?`. `None` when there is none.
fn common_static_type<'c, 'a>(stored: impl Iterator<Item = Value<'c, 'a>>) -> Option<TensorType> {
    stored
        .filter(|s| !is_undefined(*s))
        .filter_map(|s| {
            TensorType::from_mlir(s.r#type()).filter(|t| t.dtype.is_some() && t.sizes.is_some())
        })
        .reduce(|acc, t| join(&acc, &t))
}

/// The type every tensor stored in field `index` of the runtime objects
/// that `get` (a `ts.object_get`) reads has: the `ts.object_new` operands
/// and `ts.object_set` values of that field for every object of the same
/// class in the module, when those known agree. (Coarser than the flood
/// above, and sound the same way: the lowering checks each field it reads.)
pub(crate) fn object_field_type(get: OperationRef) -> Option<TensorType> {
    let object_type = get.operand_at(0)?.r#type();
    let index = crate::op_attrs::int(get, "index")?;
    let fields = field_values(get, object_type, index, false)?;
    common_static_type(fields.into_iter())
}

/// The values of field `index` of the runtime objects of type `object` in
/// `op`'s module: the `ts.object_new` operands and `ts.object_set` values
/// stored in it, and with `reads` the `ts.object_get` results too.
fn field_values<'c, 'a>(
    op: OperationRef<'c, 'a>,
    object: melior::ir::Type<'c>,
    index: i64,
    reads: bool,
) -> Option<Vec<Value<'c, 'a>>> {
    let module = crate::ir::module_of(op)?;
    let ops = crate::ir::collect_ops(module, |n| {
        matches!(n, "ts.object_new" | "ts.object_set" | "ts.object_get")
    });
    let field = |o: OperationRef<'c, 'a>| -> Option<Value<'c, 'a>> {
        let same_field = || {
            o.operand_at(0).is_some_and(|v| v.r#type() == object)
                && crate::op_attrs::int(o, "index") == Some(index)
        };
        match op_name(o).as_str() {
            "ts.object_new" if o.result_at(0)?.r#type() == object => {
                o.operand_at(usize::try_from(index).ok()?)
            }
            "ts.object_set" if same_field() => o.operand_at(1),
            "ts.object_get" if reads && same_field() => o.result_at(0).map(Into::into),
            _ => None,
        }
    };
    // SAFETY: collected just now from live IR.
    Some(
        ops.into_iter()
            .filter_map(|raw| field(unsafe { crate::ir::op_ref(raw) }))
            .collect(),
    )
}

/// The type every tensor packed into field `index` of a tuple of the type
/// `unpack` (a `ts.tuple_unpack`, a `ts.optional_unpack`, whose payload
/// is field 1, or a `ts.union_unpack`) reads has: operand `index` of every
/// `ts.tuple_pack` (`ts.optional_pack`, `ts.union_pack`) of that type in
/// the module, when those known agree
/// (coarse like [`object_field_type`], and checked the same way).
pub(crate) fn packed_field_type(unpack: OperationRef, index: usize) -> Option<TensorType> {
    let pack = match op_name(unpack).as_str() {
        "ts.optional_unpack" => "ts.optional_pack",
        "ts.union_unpack" => "ts.union_pack",
        _ => "ts.tuple_pack",
    };
    stored_in_packs(unpack, pack, unpack.operand_at(0)?.r#type(), index)
}

/// The type every tensor that packs of the kind and type of `pack` (a
/// `ts.tuple_pack`, `ts.union_pack`, `ts.optional_pack` or
/// `ts.object_new`) store as operand `index` has, when those known agree.
pub(crate) fn packed_operand_type(pack: OperationRef, index: usize) -> Option<TensorType> {
    let name = op_name(pack);
    if !PACKS.contains(&name.as_str()) {
        return None;
    }
    stored_in_packs(pack, &name, pack.result_at(0)?.r#type(), index)
}

/// The ops that pack values into one container element.
pub(crate) const PACKS: &[&str] = &[
    "ts.tuple_pack",
    "ts.union_pack",
    "ts.optional_pack",
    "ts.object_new",
];

/// The common type of operand `index` of every `pack` op making a
/// `packed_type` in `op`'s module. Where every one stores a placeholder
/// (a union member no value here holds), the placeholders' type: a 0-d
/// f32 tensor, never read.
fn stored_in_packs(
    op: OperationRef,
    pack: &str,
    packed_type: melior::ir::Type,
    index: usize,
) -> Option<TensorType> {
    let module = crate::ir::module_of(op)?;
    let stored: Vec<Value> = crate::ir::collect_ops(module, |n| n == pack)
        .into_iter()
        // SAFETY: collected just now from live IR.
        .map(|raw| unsafe { crate::ir::op_ref(raw) })
        .filter(|op| op.result_at(0).is_some_and(|r| r.r#type() == packed_type))
        .filter_map(|op| op.operand_at(index))
        .collect();
    if !stored.is_empty() && stored.iter().all(|v| is_undefined(*v)) {
        return Some(PLACEHOLDER);
    }
    common_static_type(stored.into_iter())
}

/// The type a tensor placeholder that is never read takes.
pub(crate) const PLACEHOLDER: TensorType = TensorType {
    sizes: Some(Vec::new()),
    dtype: Some(ts_dialect::Dtype::Float32),
};

/// The terminator of region `r` of `op`.
fn terminator<'c, 'a>(op: OperationRef<'c, 'a>, r: usize) -> Option<OperationRef<'c, 'a>> {
    op.region_at(r)?.first_block()?.terminator()
}

/// Where `v` comes from: what else is in its class, or what was stored.
/// `None` when it comes from something this analysis does not follow.
fn definitions<'c, 'a>(
    v: Value<'c, 'a>,
    work: &mut Vec<MlirValue>,
    stored: &mut Vec<MlirValue>,
) -> Option<()> {
    if let Ok(r) = OperationResult::try_from(v) {
        let op = r.owner();
        let i = r.result_number();
        match op_name(op).as_str() {
            "scf.if" => {
                for k in 0..op.region_count() {
                    work.push(terminator(op, k)?.operand_at(i)?.to_raw());
                }
            }
            // The values `scf.condition` forwards (after the flag).
            "scf.while" => work.push(terminator(op, 0)?.operand_at(i + 1)?.to_raw()),
            "func.call" => {
                for ret in returns(callee(op)?) {
                    work.push(ret.operand_at(i)?.to_raw());
                }
            }
            "ts.object_get" => {
                let index = crate::op_attrs::int(op, "index")?;
                field_class(op, op.operand_at(0)?.r#type(), index, work)?;
            }
            n if n.starts_with("ts.") => contents(op, work, stored),
            _ => return None,
        }
        return Some(());
    }
    let arg = BlockArgument::try_from(v).ok()?;
    let n = arg.argument_number();
    let block = arg.owner();
    let parent = block.parent_operation()?;
    match op_name(parent).as_str() {
        "scf.while" => {
            let before = parent.region_at(0)?.first_block()?;
            if before == block {
                work.push(parent.operand_at(n)?.to_raw());
                work.push(terminator(parent, 1)?.operand_at(n)?.to_raw());
            } else {
                work.push(terminator(parent, 0)?.operand_at(n + 1)?.to_raw());
            }
        }
        "func.func" => {
            for call in calls_of(parent) {
                work.push(call.operand_at(n)?.to_raw());
            }
        }
        _ => return None,
    }
    Some(())
}

/// What a use of `v` by `user` adds to the class or stores in it.
fn uses<'c, 'a>(
    user: OperationRef<'c, 'a>,
    v: Value<'c, 'a>,
    work: &mut Vec<MlirValue>,
    stored: &mut Vec<MlirValue>,
) -> Option<()> {
    let positions: Vec<usize> = (0..user.operand_count())
        .filter(|&k| {
            user.operand_at(k)
                .is_some_and(|o| o.to_raw().ptr == v.to_raw().ptr)
        })
        .collect();
    let parent = || user.parent_operation();
    for k in positions {
        match op_name(user).as_str() {
            "scf.yield" => {
                let p = parent()?;
                match op_name(p).as_str() {
                    "scf.if" => work.push(p.result_at(k)?.to_raw()),
                    "scf.while" => {
                        work.push(p.region_at(0)?.first_block()?.argument_at(k)?.to_raw())
                    }
                    _ => return None,
                }
            }
            "scf.condition" if k > 0 => {
                let p = parent()?;
                work.push(p.result_at(k - 1)?.to_raw());
                work.push(p.region_at(1)?.first_block()?.argument_at(k - 1)?.to_raw());
            }
            "scf.while" => work.push(user.region_at(0)?.first_block()?.argument_at(k)?.to_raw()),
            "func.call" => {
                let f = callee(user)?;
                // A declaration is a runtime function (calls the lowering
                // made of ops already lowered): it stores no ts tensor.
                let Some(body) = f.region_at(0)?.first_block() else {
                    continue;
                };
                work.push(body.argument_at(k)?.to_raw());
            }
            "func.return" => {
                for call in calls_of(parent()?) {
                    work.push(call.result_at(k)?.to_raw());
                }
            }
            // A list stored in an object's field: in the class of every
            // list that field holds or gives.
            "ts.object_new" => {
                let object = user.result_at(0)?.r#type();
                field_class(user, object, i64::try_from(k).ok()?, work)?;
            }
            "ts.object_set" if k == 1 => {
                let index = crate::op_attrs::int(user, "index")?;
                field_class(user, user.operand_at(0)?.r#type(), index, work)?;
            }
            n if n.starts_with("ts.") => contents(user, work, stored),
            _ => {}
        }
    }
    Some(())
}

/// Adds to the class every container field `index` of the objects of type
/// `object` holds or gives (an object is a reference: any list stored in
/// or read from the field may be the same one).
fn field_class<'c, 'a>(
    op: OperationRef<'c, 'a>,
    object: melior::ir::Type<'c>,
    index: i64,
    work: &mut Vec<MlirValue>,
) -> Option<()> {
    for v in field_values(op, object, index, true)? {
        if holds_elements(v) {
            work.push(v.to_raw());
        }
    }
    Some(())
}

/// A container op touching the class: a list it returns holds the same
/// elements (a copy, slice or concatenation), and so do the lists it
/// reads; a tensor operand is stored (reading ops take none, but
/// `v in xs` would compare one).
fn contents<'c, 'a>(
    op: OperationRef<'c, 'a>,
    work: &mut Vec<MlirValue>,
    stored: &mut Vec<MlirValue>,
) {
    if matches!(
        op_name(op).as_str(),
        "ts.list_contains" | "ts.print" | "ts.str_of"
    ) {
        return;
    }
    for o in op.operands() {
        if holds_elements(o) {
            work.push(o.to_raw());
        } else if TensorType::from_mlir(o.r#type()).is_some() {
            stored.push(o.to_raw());
        }
    }
    for r in op.results() {
        let r: Value = r.into();
        if holds_elements(r) {
            work.push(r.to_raw());
        }
    }
}

/// Whether `v` is a list or dict (a container with elements).
pub(crate) fn holds_elements(v: Value) -> bool {
    matches!(
        ts_dialect::ContainerType::from_mlir(v.r#type()),
        Some(ts_dialect::ContainerType::List(_) | ts_dialect::ContainerType::Dict(..))
    )
}

/// The `func.func` a `func.call` calls.
fn callee<'c, 'a>(call: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let name = crate::op_attrs::symbol(call, "callee")?;
    let f = crate::ir::top_level_symbol(crate::ir::module_of(call)?, &name)?;
    (op_name(f) == "func.func").then_some(f)
}

/// The `func.call`s of `func` in its module.
fn calls_of<'c, 'a>(func: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let (Some(name), Some(module)) = (
        crate::op_attrs::string(func, "sym_name"),
        func.parent_operation(),
    ) else {
        return Vec::new();
    };
    crate::ir::collect_ops(module, |n| n == "func.call")
        .into_iter()
        // SAFETY: collected just now from live IR.
        .map(|raw| unsafe { crate::ir::op_ref(raw) })
        .filter(|c| crate::op_attrs::symbol(*c, "callee").as_deref() == Some(name.as_str()))
        .collect()
}

/// The `func.return`s of `func`.
fn returns<'c, 'a>(func: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    crate::ir::collect_ops(func, |n| n == "func.return")
        .into_iter()
        // SAFETY: collected just now from live IR.
        .map(|raw| unsafe { crate::ir::op_ref(raw) })
        .collect()
}
