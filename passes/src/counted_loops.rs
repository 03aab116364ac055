//! Counted loops: `for i in range(start, n)` as the importer emits it (an
//! `scf.while` whose condition is only `i < n` and whose body yields
//! `i + 1`), with `start` and `n` known; and the ints such a loop carries
//! out (`k = k * s` in the body), followed iteration by iteration.

use crate::fold_known_values::{known_int, known_int_bound, Bindings};
use crate::ir::{op_name, users};
use melior::ir::{
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationResult},
    OperationRef, RegionLike, Value, ValueLike,
};

/// Iterations a loop is followed for at most (beyond, what it computes is
/// left to run time): enough for loops over dims and sizes, and a bound
/// on what a query costs (folding asks often, and loops nest).
pub(crate) const MAX_FOLLOWED_TRIPS: i64 = 1024;

/// A `for i in range(start, n)` loop whose `start` and `n` are known.
pub(crate) struct CountedLoop<'c, 'a> {
    /// How many times the body runs.
    pub trips: i64,
    pub start: i64,
    /// The counter's position among the loop's values.
    pub position: usize,
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
        position: j,
        body_counter,
    })
}

/// Result `r` of the counted loop `lp`, when it is an int the loop
/// carries (`k = k * s`): the value it enters with, then what the body
/// yields for it on each iteration, with the counter and the carried value
/// bound.
pub(crate) fn carried_int(lp: OperationRef, r: usize, bound: &Bindings) -> Option<i64> {
    let counted = counted_loop_bound(lp, bound)?;
    if counted.trips > MAX_FOLLOWED_TRIPS {
        return None;
    }
    let before = lp.region(0).ok()?.first_block()?;
    let body = lp.region(1).ok()?.first_block()?;
    // The condition forwards the carried value unchanged: result `r` and
    // the body's argument `r` are the loop's value `j`.
    let forwarded = BlockArgument::try_from(before.terminator()?.operand(r + 1).ok()?).ok()?;
    if forwarded.owner() != before {
        return None;
    }
    let j = forwarded.argument_number();
    if users(forwarded.into()).len() != 1 && j != counted.position {
        return None;
    }
    let inside: Value = body.argument(r).ok()?.into();
    let next = body.terminator()?.operand(j).ok()?;
    let mut value = known_int_bound(lp.operand(j).ok()?, bound)?;
    let counter = counted.body_counter.to_raw().ptr;
    for i in 0..counted.trips {
        let ints = [
            bound.ints,
            &[(counter, counted.start + i), (inside.to_raw().ptr, value)],
        ]
        .concat();
        value = known_int_bound(next, &bound.with_ints(&ints))?;
    }
    Some(value)
}
