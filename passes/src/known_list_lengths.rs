//! The length of a runtime `List[Tensor]` where refinement makes it
//! known: a list built by `append` once per iteration of a `for i in
//! range(n)` loop whose `n` is known only after shape refinement (the
//! importer saw `range(x.size(0))` of a tensor it could not size, as in a
//! recurrent layer called inside a user's loop). `torch.stack(seq)` of such
//! a list then has a static size instead of a run-time one.
//!
//! A list is a mutable reference, so its length is known only where
//! nothing else may change it: every use is a read, the `ts.list_cat`
//! asked about, or an `append` directly in the list's block or directly in
//! the body of such a loop there (not under a branch, which `continue`
//! and conditional appends become).

use crate::fold_known_values::{known_int, known_int_bound, Bindings};
use crate::ir::{op_name, users};
use melior::ir::{
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationResult},
    OperationRef, RegionLike, Value,
};

/// The number of tensors `list` holds when `at` (a read in the list's own
/// block) runs, when known.
pub(crate) fn known_list_length(list: Value, at: OperationRef) -> Option<i64> {
    let new = OperationResult::try_from(list).ok()?.owner();
    if op_name(new) != "ts.list_new" {
        return None;
    }
    let block = new.block()?;
    if at.block()? != block {
        return None;
    }
    // The ops after the definition and before `at`, in order.
    let mut between = Vec::new();
    let mut cur = new.next_in_block();
    while let Some(op) = cur.filter(|op| *op != at) {
        between.push(op);
        cur = op.next_in_block();
    }
    cur?; // `at` comes after the definition
    let mut length = new.operand_count() as i64;
    for user in users(list) {
        if user == at || crate::known_int_lists::only_reads(user) {
            continue;
        }
        let appends = op_name(user) == "ts.list_append"
            && user.operand(1).is_ok_and(|v| v != list)
            && user.operand(0).is_ok_and(|v| v == list);
        if !appends {
            return None;
        }
        let holder = user.block()?;
        if holder == block {
            if between.contains(&user) {
                length += 1;
            }
            continue;
        }
        // Directly in the body of a counted loop of the list's block.
        let lp = holder.parent_operation()?;
        let is_body = op_name(lp) == "scf.while"
            && lp
                .region(1)
                .ok()?
                .first_block()
                .is_some_and(|b| b == holder);
        if !is_body || lp.block()? != block {
            return None;
        }
        if between.contains(&lp) {
            length += counted_loop(lp)?.trips;
        }
    }
    Some(length)
}

/// A `for i in range(start, n)` loop whose `start` and `n` are known.
pub(crate) struct CountedLoop<'c, 'a> {
    /// How many times the body runs.
    pub trips: i64,
    pub start: i64,
    /// `i` inside the body.
    pub body_counter: Value<'c, 'a>,
}

/// How many times a `for i in range(start, n)` loop runs, when `start`
/// and `n` are known: its condition is only `i < n` and its body yields
/// `i + 1` (a `break` or an early `return` adds a flag to the condition).
pub(crate) fn counted_loop<'c, 'a>(lp: OperationRef<'c, 'a>) -> Option<CountedLoop<'c, 'a>> {
    counted_loop_bound(lp, &Bindings::NONE)
}

/// `counted_loop`, where `start` and `n` may also follow from `bound`.
pub(crate) fn counted_loop_bound<'c, 'a>(
    lp: OperationRef<'c, 'a>,
    bound: &Bindings,
) -> Option<CountedLoop<'c, 'a>> {
    let before = lp.region(0).ok()?.first_block()?;
    let after = lp.region(1).ok()?.first_block()?;
    let cond = before.terminator()?;
    let test = OperationResult::try_from(cond.operand(0).ok()?)
        .ok()?
        .owner();
    if op_name(test) != "ts.lt" {
        return None;
    }
    let counter = BlockArgument::try_from(test.operand(0).ok()?).ok()?;
    if counter.owner() != before {
        return None;
    }
    let j = counter.argument_number();
    let start = known_int_bound(lp.operand(j).ok()?, bound)?;
    let n = known_int_bound(test.operand(1).ok()?, bound)?;
    // The body argument the condition forwards the counter to.
    let k = (1..cond.operand_count())
        .find(|&o| cond.operand(o).is_ok_and(|v| v == counter.into()))?
        - 1;
    let body_counter: Value = after.argument(k).ok()?.into();
    let next = OperationResult::try_from(after.terminator()?.operand(j).ok()?)
        .ok()?
        .owner();
    let steps_by_one = op_name(next) == "ts.add"
        && next.operand(0).is_ok_and(|v| v == body_counter)
        && next.operand(1).ok().and_then(known_int) == Some(1);
    steps_by_one.then(|| CountedLoop {
        trips: (n - start).max(0),
        start,
        body_counter,
    })
}
