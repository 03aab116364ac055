//! The values of runtime `List[int]`s that refinement makes known:
//! `x.size()` of a refined tensor, a display of known ints, slices,
//! concatenations and copies of such lists (`x.size()[:-1] + [h, d]`),
//! and what `l[i] = c`, `append`, `insert` and `pop` did to them before
//! the point asked about (`s = list(x.shape); s[0] = 1`).
//!
//! A list is a mutable reference, so its values at a point are known only
//! where everything that may change it before that point is one of those
//! writes: a list a loop, a branch, a call, a container or another
//! in-place method may have changed is not known.

use crate::fold_known_values::known_int;
use crate::ir::{op_name, users};
use melior::ir::{
    attribute::StringAttribute, block::BlockArgument, operation::OperationLike,
    operation::OperationResult, OperationRef, Value, ValueLike,
};

/// Runtime builtins (`ts.runtime_mutate` callees) that read their list
/// operands without changing them.
const READING_BUILTINS: &[&str] = &[
    "list_concat",
    "list_copy",
    "list_equal",
    "list_index",
    "list_repeat",
    "list_slice",
];

/// The runtime builtin a `ts.runtime_call`/`ts.runtime_mutate` calls.
fn callee<'a>(op: OperationRef<'_, 'a>) -> Option<&'a str> {
    let a = op.attribute("callee").ok()?;
    StringAttribute::try_from(a).ok().map(|c| c.value())
}

/// Whether `op` only reads the lists it is given.
pub(crate) fn only_reads(op: OperationRef) -> bool {
    match op_name(op).as_str() {
        "ts.list_get" | "ts.list_len" | "ts.list_contains" | "ts.list_copy" | "ts.list_sorted"
        | "ts.print" | "ts.str_of" | "ts.runtime_call" | "ts.list_to_tensor" | "ts.list_cat" => {
            true
        }
        "ts.runtime_mutate" => callee(op).is_some_and(|c| READING_BUILTINS.contains(&c)),
        _ => false,
    }
}

/// The op of `block` that is or holds `op` (`None` when `op` is not in it).
fn ancestor_in<'c, 'a>(
    block: mlir_sys::MlirBlock,
    op: OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let mut cur = op;
    loop {
        if cur.block()?.to_raw().ptr == block.ptr {
            return Some(cur);
        }
        cur = cur.parent_operation()?;
    }
}

/// The ints list `v` holds when `at` runs, when known: `argument` gives
/// those of block arguments (the entry's example inputs), if any.
///
/// What the list's definition gives is followed through the ops of its
/// block up to `at`: reads, and `l[i] = c`, `append`, `insert`, `pop`
/// with known ints, in order; anything else that may change it before `at` (an op
/// holding a use in a region — a loop, a branch — that may write it, a
/// call, storing it in a container) makes it unknown. Uses after `at`
/// cannot change what `at` sees.
pub fn known_int_list(
    v: Value,
    at: OperationRef,
    argument: &dyn Fn(BlockArgument) -> Option<Vec<i64>>,
) -> Option<Vec<i64>> {
    let (mut values, block, first) = match BlockArgument::try_from(v) {
        Ok(arg) => {
            let block = arg.owner().to_raw();
            (argument(arg)?, block, crate::ir::first_op_of(block)?)
        }
        Err(_) => {
            let owner = OperationResult::try_from(v).ok()?.owner();
            (defined(owner, argument)?, owner.block()?.to_raw(), owner)
        }
    };
    let at = ancestor_in(block, at)?;
    // The ops of the block from the list's definition up to `at`, in order.
    let mut earlier = Vec::new();
    let mut cur = Some(first);
    while let Some(op) = cur.filter(|op| *op != at) {
        earlier.push(op);
        cur = op.next_in_block();
    }
    let before = |op: OperationRef| earlier.contains(&op);
    let mut changes = Vec::new();
    for user in users(v) {
        let holder = ancestor_in(block, user)?;
        if holder == at {
            // `at` itself, or a use in `at`'s regions (which may run
            // before the part of `at` that reads): it may only read.
            if user != at && !only_reads(user) {
                return None;
            }
            continue;
        }
        if !before(holder) {
            continue;
        }
        if holder != user {
            if !only_reads(user) {
                return None;
            }
            continue;
        }
        if !only_reads(user) {
            changes.push(user);
        }
    }
    changes.sort_by_key(|op| earlier.iter().position(|e| e == op));
    for op in changes {
        let is_list = |i: usize| op.operand(i).ok().is_some_and(|o| o == v);
        match op_name(op).as_str() {
            "ts.list_set" if is_list(0) && !is_list(2) => {
                let i = known_int(op.operand(1).ok()?)?;
                let x = known_int(op.operand(2).ok()?)?;
                let i = if i < 0 { i + values.len() as i64 } else { i };
                *values.get_mut(usize::try_from(i).ok()?)? = x;
            }
            "ts.list_append" if is_list(0) && !is_list(1) => {
                values.push(known_int(op.operand(1).ok()?)?);
            }
            "ts.runtime_mutate" if is_list(0) => {
                let n = values.len() as i64;
                let at = known_int(op.operand(1).ok()?)?;
                match callee(op)? {
                    // Python's clamped insertion point.
                    "list_insert" if !is_list(2) => {
                        let at = if at < 0 { (at + n).max(0) } else { at.min(n) };
                        values.insert(at as usize, known_int(op.operand(2).ok()?)?);
                    }
                    // Checked in range before the call.
                    "list_pop" => {
                        let at = if at < 0 { at + n } else { at };
                        if !(0..n).contains(&at) {
                            return None;
                        }
                        values.remove(at as usize);
                    }
                    _ => return None,
                }
            }
            _ => return None,
        }
    }
    Some(values)
}

/// The ints of the new list `owner` makes, when known.
fn defined(
    owner: OperationRef,
    argument: &dyn Fn(BlockArgument) -> Option<Vec<i64>>,
) -> Option<Vec<i64>> {
    let list = |i: usize| known_int_list(owner.operand(i).ok()?, owner, argument);
    let int = |i: usize| owner.operand(i).ok().and_then(known_int);
    match op_name(owner).as_str() {
        "ts.size_list" => {
            let t = ts_dialect::TensorType::from_mlir(owner.operand(0).ok()?.r#type())?;
            let sizes = t.sizes?;
            (!sizes.contains(&ts_dialect::DYNAMIC)).then_some(sizes)
        }
        "ts.list_new" => (0..owner.operand_count())
            .map(|i| {
                let item = owner.operand(i).ok()?;
                let is_int = melior::ir::r#type::IntegerType::try_from(item.r#type())
                    .is_ok_and(|t| t.width() == 64);
                if is_int {
                    known_int(item)
                } else {
                    None
                }
            })
            .collect(),
        "ts.list_copy" => list(0),
        "ts.list_sorted" => {
            let mut l = list(0)?;
            l.sort_unstable();
            Some(l)
        }
        "ts.runtime_mutate" | "ts.runtime_call" => match callee(owner)? {
            "list_copy" => list(0),
            "list_concat" => {
                let mut l = list(0)?;
                l.extend(list(1)?);
                Some(l)
            }
            "list_repeat" => {
                let l = list(0)?;
                let n = usize::try_from(int(1)?.max(0)).ok()?;
                Some(l.repeat(n))
            }
            "list_slice" => {
                let l = list(0)?;
                let picked = ts_rt::string_methods::slice_indices(
                    l.len() as i64,
                    int(1)?,
                    int(2)?,
                    int(3)?,
                    int(4)?,
                );
                Some(picked.into_iter().map(|i| l[i]).collect())
            }
            _ => None,
        },
        _ => None,
    }
}

/// `a == b` of two int lists known at `op` (`runtime_mutate "list_equal"`),
/// as 1 or 0.
pub(crate) fn known_list_equal(op: OperationRef) -> Option<i64> {
    if callee(op) != Some("list_equal") {
        return None;
    }
    let a = known_int_list(op.operand(0).ok()?, op, &|_| None)?;
    let b = known_int_list(op.operand(1).ok()?, op, &|_| None)?;
    Some(i64::from(a == b))
}

/// `l[i]` of a known list at a known, in-range index.
pub(crate) fn known_list_item(op: OperationRef) -> Option<i64> {
    let l = known_int_list(op.operand(0).ok()?, op, &|_| None)?;
    let i = known_int(op.operand(1).ok()?)?;
    let i = if i < 0 { i + l.len() as i64 } else { i };
    l.get(usize::try_from(i).ok()?).copied()
}
