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

use crate::counted_loops::counted_loop;
use crate::ir::{op_name, users};
use melior::ir::{
    block::BlockLike,
    operation::{OperationLike, OperationResult},
    OperationRef, RegionLike, Value,
};
use ts_dialect::OpPositions;

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
            && user.operand_at(1).is_some_and(|v| v != list)
            && user.operand_at(0).is_some_and(|v| v == list);
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
            && lp.region_at(1)?.first_block().is_some_and(|b| b == holder);
        if !is_body || lp.block()? != block {
            return None;
        }
        if between.contains(&lp) {
            length += counted_loop(lp)?.trips;
        }
    }
    Some(length)
}
