//! The values of runtime `List[int]`s that refinement makes known:
//! `x.size()` of a refined tensor, a display of known ints, slices,
//! concatenations and copies of such lists (`x.size()[:-1] + [h, d]`),
//! and what `l[i] = c`, `append`, `insert` and `pop` did to them before
//! the point asked about (`s = list(x.shape); s[0] = 1`), and `l += other`
//! or `l.extend(other)` of a known other list.
//!
//! A list is a mutable reference, so its values at a point are known only
//! where everything that may change it before that point is one of those
//! writes: a list a branch, a call, a container or another in-place method
//! may have changed is not known. A counted loop (`for i in range(n)`, n
//! known) whose body makes such writes is followed iteration by iteration,
//! the counter bound to each value in turn, into the branch taken when
//! they are in an `if` (`for d in range(x.dim()): if d != dim:
//! order.append(d)`).

use crate::counted_loops::{counted_loop_bound, MAX_FOLLOWED_TRIPS};
use crate::fold_known_values::{known_condition_bound, known_int_bound, Bindings};
use crate::ir::{is_inside, op_name, users};
use melior::ir::{
    attribute::StringAttribute, block::BlockArgument, block::BlockLike, operation::OperationLike,
    operation::OperationResult, BlockRef, OperationRef, RegionLike, Value, ValueLike,
};
use ts_dialect::{BlockPositions, OpPositions};

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

/// Whether `op` only reads the list `list` (one of its operands): an op
/// that reads every list it is given, or `l += list` (which changes `l`).
fn only_reads_list(op: OperationRef, list: Value) -> bool {
    only_reads(op)
        || (op_name(op) == "ts.runtime_mutate"
            && callee(op) == Some("list_extend")
            && op.operand_at(0).is_some_and(|l| l != list))
}

/// Whether `a` comes before `b` in their block.
fn is_before(a: OperationRef, b: OperationRef) -> bool {
    let mut cur = a.next_in_block();
    while let Some(op) = cur {
        if op == b {
            return true;
        }
        cur = op.next_in_block();
    }
    false
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
/// those of block arguments (the entry's example inputs), if any, and
/// `ints` the ints of values by raw pointer (the entry's int inputs, which
/// a loop may count to).
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
    ints: &[(*const std::ffi::c_void, i64)],
) -> Option<Vec<i64>> {
    let bound = Bindings {
        ints,
        lists: argument,
    };
    known_int_list_bound(v, at, &bound)
}

/// `known_int_list`, where the values `bound` names have their ints.
pub(crate) fn known_int_list_bound(
    v: Value,
    at: OperationRef,
    bound: &Bindings,
) -> Option<Vec<i64>> {
    let (mut values, block, first) = match BlockArgument::try_from(v) {
        Ok(arg) => {
            let block = arg.owner().to_raw();
            ((bound.lists)(arg)?, block, crate::ir::first_op_of(block)?)
        }
        Err(_) => {
            let r = OperationResult::try_from(v).ok()?;
            let owner = r.owner();
            let values = defined(owner, r.result_number(), bound)?;
            (values, owner.block()?.to_raw(), owner)
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
            if user != at && !only_reads_list(user, v) {
                return None;
            }
            continue;
        }
        if !before(holder) {
            continue;
        }
        if holder != user {
            if only_reads_list(user, v) {
                continue;
            }
            // A write in a counted loop's body (the loop is followed).
            if op_name(holder) != "scf.while" || counted_loop_bound(holder, bound).is_none() {
                return None;
            }
            if !changes.contains(&holder) {
                changes.push(holder);
            }
            continue;
        }
        if !only_reads_list(user, v) {
            changes.push(user);
        }
    }
    changes.sort_by_key(|op| earlier.iter().position(|e| e == op));
    for op in changes {
        if op_name(op) == "scf.while" && !op.operands().any(|x| x == v) {
            values = follow_counted_loop(op, v, values, bound)?;
        } else {
            apply_write(op, v, &mut values, bound)?;
        }
    }
    Some(values)
}

/// Applies to `values` what `op` writes to the list `v`, when it is a
/// write of known ints (`None` for any other change).
fn apply_write(op: OperationRef, v: Value, values: &mut Vec<i64>, bound: &Bindings) -> Option<()> {
    let is_list = |i: usize| op.operand_at(i).is_some_and(|o| o == v);
    let int = |i: usize| known_int_bound(op.operand_at(i)?, bound);
    match op_name(op).as_str() {
        "ts.list_set" if is_list(0) && !is_list(2) => {
            let (i, x) = (int(1)?, int(2)?);
            let i = if i < 0 { i + values.len() as i64 } else { i };
            *values.get_mut(usize::try_from(i).ok()?)? = x;
        }
        "ts.list_append" if is_list(0) && !is_list(1) => values.push(int(1)?),
        // `l += other` and `l.extend(other)` of a known other list.
        "ts.runtime_mutate" if is_list(0) && callee(op) == Some("list_extend") => {
            if is_list(1) {
                return None;
            }
            values.extend(known_int_list_bound(op.operand_at(1)?, op, bound)?);
        }
        "ts.runtime_mutate" if is_list(0) => {
            let n = values.len() as i64;
            let at = int(1)?;
            match callee(op)? {
                // Python's clamped insertion point.
                "list_insert" if !is_list(2) => {
                    let at = if at < 0 { (at + n).max(0) } else { at.min(n) };
                    values.insert(at as usize, int(2)?);
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
    Some(())
}

/// The ints of the list that the counted loop `lp` carries as its value
/// `j` after the loop, given `values` before it. `None` when the
/// condition does more than forward it to the body, or the body does not
/// yield it back.
fn after_counted_loop(
    lp: OperationRef,
    j: usize,
    values: Vec<i64>,
    bound: &Bindings,
) -> Option<Vec<i64>> {
    let before = lp.region_at(0)?.first_block()?;
    let body = lp.region_at(1)?.first_block()?;
    let cond = before.terminator()?;
    let list: Value = before.argument_at(j)?.into();
    let forwarded: Vec<usize> = (1..cond.operand_count())
        .filter(|&o| cond.operand_at(o).is_some_and(|x| x == list))
        .collect();
    if users(list).len() != 1 || forwarded.len() != 1 {
        return None;
    }
    let inner: Value = body.argument_at(forwarded[0] - 1)?.into();
    if body.terminator()?.operand_at(j)? != inner {
        return None;
    }
    follow_counted_loop(lp, inner, values, bound)
}

/// The ints of `list` after the counted loop `lp` ran, given `values`
/// before it: the writes of the body's ops to `list` (the body's own
/// value of it, or one the loop captures), in order, on each iteration
/// with the counter bound to its value (in the branch taken, for a write
/// in an `if`). `None` when anything else may change it (a write in a
/// branch whose condition is not known, or in the condition).
fn follow_counted_loop(
    lp: OperationRef,
    list: Value,
    mut values: Vec<i64>,
    bound: &Bindings,
) -> Option<Vec<i64>> {
    let counted = counted_loop_bound(lp, bound)?;
    if counted.trips > MAX_FOLLOWED_TRIPS {
        return None;
    }
    let before = lp.region_at(0)?.first_block()?;
    let body = lp.region_at(1)?.first_block()?;
    let uses = users(list);
    let in_condition = uses
        .iter()
        .filter(|u| u.block().is_some_and(|b| b == before));
    if !in_condition.copied().all(|u| only_reads_list(u, list)) {
        return None;
    }
    let counter = counted.body_counter.to_raw().ptr;
    for i in 0..counted.trips {
        let ints = [bound.ints, &[(counter, counted.counter_at(i))]].concat();
        follow_block(body, list, &uses, &mut values, &bound.with_ints(&ints))?;
    }
    Some(values)
}

/// Applies the writes to `list` (whose users are `uses`) of `block`'s ops
/// in order: an `scf.if` whose condition is known follows the branch
/// taken; a use in any other op's regions must only read.
fn follow_block(
    block: BlockRef,
    list: Value,
    uses: &[OperationRef],
    values: &mut Vec<i64>,
    bound: &Bindings,
) -> Option<()> {
    let end = block.terminator()?;
    let mut op = block.first_operation();
    while let Some(o) = op.filter(|o| *o != end) {
        op = o.next_in_block();
        let mut nested = uses.iter().filter(|u| **u != o && is_inside(**u, o));
        if nested.clone().all(|u| only_reads_list(*u, list)) {
            if o.operands().any(|x| x == list) && !only_reads_list(o, list) {
                apply_write(o, list, values, bound)?;
            }
            continue;
        }
        // Writes in a branch: follow the one taken.
        if op_name(o) != "scf.if" || nested.any(|u| *u == o) {
            return None;
        }
        let taken = known_condition_bound(o.operand_at(0)?, bound)?;
        let region = o.region_at(if taken { 0 } else { 1 })?;
        if let Some(branch) = region.first_block() {
            follow_block(branch, list, uses, values, bound)?;
        }
    }
    Some(())
}

/// The ints of the list that result `result` of `owner` is (a new list,
/// or one a counted loop carried), when known.
fn defined(owner: OperationRef, result: usize, bound: &Bindings) -> Option<Vec<i64>> {
    let list = |i: usize| known_int_list_bound(owner.operand_at(i)?, owner, bound);
    let int = |i: usize| owner.operand_at(i).and_then(|o| known_int_bound(o, bound));
    match op_name(owner).as_str() {
        "scf.while" => {
            // The list as it entered the loop, not changed through its
            // old name after the loop (the loop's result is the list).
            let entered = owner.operand_at(result)?;
            let block = owner.block()?.to_raw();
            let after_loop = users(entered).into_iter().any(|u| {
                ancestor_in(block, u).is_some_and(|h| h != owner && !is_before(h, owner))
                    && !only_reads(u)
            });
            if after_loop {
                return None;
            }
            after_counted_loop(owner, result, list(result)?, bound)
        }
        "ts.size_list" => {
            let t = ts_dialect::TensorType::from_mlir(owner.operand_at(0)?.r#type())?;
            let sizes = t.sizes?;
            (!sizes.contains(&ts_dialect::DYNAMIC)).then_some(sizes)
        }
        "ts.list_new" => (0..owner.operand_count())
            .map(|i| {
                let item = owner.operand_at(i)?;
                let is_int = melior::ir::r#type::IntegerType::try_from(item.r#type())
                    .is_ok_and(|t| t.width() == 64);
                if is_int {
                    known_int_bound(item, bound)
                } else {
                    None
                }
            })
            .collect(),
        "ts.list_copy" => list(0),
        // An int list held in a list display (`dims[0]` of `[[1], [0]]`)
        // that nothing changes: not the display, not the item under its
        // own name, nor under another read of the display.
        "ts.list_get" => {
            let outer = owner.operand_at(0)?;
            let display = OperationResult::try_from(outer).ok()?.owner();
            let unchanged = |u: OperationRef| {
                let other_read = op_name(u) == "ts.list_get" && u != owner;
                only_reads(u)
                    && (!other_read
                        || u.result_at(0)
                            .is_some_and(|r| users(r.into()).into_iter().all(only_reads)))
            };
            if op_name(display) != "ts.list_new" || !users(outer).into_iter().all(unchanged) {
                return None;
            }
            let n = display.operand_count() as i64;
            let i = int(1)?;
            let item = display.operand_at(usize::try_from(if i < 0 { i + n } else { i }).ok()?)?;
            if !users(item)
                .into_iter()
                .all(|u| u == display || only_reads(u))
            {
                return None;
            }
            known_int_list_bound(item, display, bound)
        }
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
    let a = known_int_list_bound(op.operand_at(0)?, op, &Bindings::NONE)?;
    let b = known_int_list_bound(op.operand_at(1)?, op, &Bindings::NONE)?;
    Some(i64::from(a == b))
}

/// `l[i]` of a known list at a known, in-range index, where the values
/// `bound` names have their ints.
pub(crate) fn known_list_item_bound(op: OperationRef, bound: &Bindings) -> Option<i64> {
    let l = known_int_list_bound(op.operand_at(0)?, op, bound)?;
    let i = known_int_bound(op.operand_at(1)?, bound)?;
    let i = if i < 0 { i + l.len() as i64 } else { i };
    l.get(usize::try_from(i).ok()?).copied()
}
