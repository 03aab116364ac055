//! Counted loops: `for i in range(start, n, step)` as the importer emits
//! it (an `scf.while` whose condition is only `i < n`, or `i > n` for a
//! negative step, and whose body yields `i + step`), with `start`, `n` and
//! `step` known, and `while` loops of that form (`while i < n: ...; i +=
//! 2`); and the ints such a loop carries out (`k = k * s` in the body),
//! followed iteration by iteration.

use crate::fold_known_values::{known_int, known_int_bound, Bindings};
use crate::ir::{op_name, users};
use melior::ir::{
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationResult},
    OperationRef, RegionLike, Value, ValueLike,
};
use ts_dialect::{BlockPositions, OpPositions};

/// Iterations a loop is followed for at most (beyond, what it computes is
/// left to run time): enough for loops over dims and sizes, and a bound
/// on what a query costs (folding asks often, and loops nest).
pub(crate) const MAX_FOLLOWED_TRIPS: i64 = 1024;

/// A `for i in range(start, n, step)` loop whose bounds are known.
pub(crate) struct CountedLoop<'c, 'a> {
    /// How many times the body runs.
    pub trips: i64,
    pub start: i64,
    pub step: i64,
    /// The counter's position among the loop's values.
    pub position: usize,
    /// `i` inside the body.
    pub body_counter: Value<'c, 'a>,
}

impl CountedLoop<'_, '_> {
    /// The counter's value on iteration `iteration` (from 0).
    pub fn counter_at(&self, iteration: i64) -> i64 {
        self.start + iteration * self.step
    }
}

/// How many times a `for i in range(start, n, step)` loop runs, when its
/// bounds are known: its condition is only `i < n` (`i > n` when `step`
/// is negative) and its body yields `i + step` (a `break` or an early
/// `return` adds a flag to the condition).
pub(crate) fn counted_loop<'c, 'a>(lp: OperationRef<'c, 'a>) -> Option<CountedLoop<'c, 'a>> {
    counted_loop_bound(lp, &Bindings::NONE)
}

/// `counted_loop`, where `start` and `n` may also follow from `bound`.
pub(crate) fn counted_loop_bound<'c, 'a>(
    lp: OperationRef<'c, 'a>,
    bound: &Bindings,
) -> Option<CountedLoop<'c, 'a>> {
    let before = lp.region_at(0)?.first_block()?;
    let after = lp.region_at(1)?.first_block()?;
    let cond = before.terminator()?;
    let test = OperationResult::try_from(cond.operand_at(0)?).ok()?.owner();
    let upward = match op_name(test).as_str() {
        "ts.lt" => true,
        "ts.gt" => false,
        _ => return None,
    };
    let counter = BlockArgument::try_from(test.operand_at(0)?).ok()?;
    if counter.owner() != before {
        return None;
    }
    let j = counter.argument_number();
    let start = known_int_bound(lp.operand_at(j)?, bound)?;
    let n = known_int_bound(test.operand_at(1)?, bound)?;
    // The body argument the condition forwards the counter to.
    let k = (1..cond.operand_count())
        .find(|&o| cond.operand_at(o).is_some_and(|v| v == counter.into()))?
        - 1;
    let body_counter: Value = after.argument_at(k)?.into();
    let next = OperationResult::try_from(after.terminator()?.operand_at(j)?)
        .ok()?
        .owner();
    if op_name(next) != "ts.add" || next.operand_at(0)? != body_counter {
        return None;
    }
    let step = known_int(next.operand_at(1)?)?;
    // Python's len(range(start, n, step)); a step against the test's
    // direction never ends (or never starts) and is left to run time.
    let (distance, stride) = match (upward, step) {
        (true, s) if s > 0 => (i128::from(n) - i128::from(start), i128::from(s)),
        (false, s) if s < 0 => (i128::from(start) - i128::from(n), -i128::from(s)),
        _ => return None,
    };
    let trips = i64::try_from((distance.max(0) + stride - 1) / stride).ok()?;
    Some(CountedLoop {
        trips,
        start,
        step,
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
    let before = lp.region_at(0)?.first_block()?;
    let body = lp.region_at(1)?.first_block()?;
    // The condition forwards the carried value unchanged: result `r` and
    // the body's argument `r` are the loop's value `j`.
    let forwarded = BlockArgument::try_from(before.terminator()?.operand_at(r + 1)?).ok()?;
    if forwarded.owner() != before {
        return None;
    }
    let j = forwarded.argument_number();
    if users(forwarded.into()).len() != 1 && j != counted.position {
        return None;
    }
    let inside: Value = body.argument_at(r)?.into();
    let next = body.terminator()?.operand_at(j)?;
    let mut value = known_int_bound(lp.operand_at(j)?, bound)?;
    let counter = counted.body_counter.to_raw().ptr;
    for i in 0..counted.trips {
        let ints = [
            bound.ints,
            &[
                (counter, counted.counter_at(i)),
                (inside.to_raw().ptr, value),
            ],
        ]
        .concat();
        value = known_int_bound(next, &bound.with_ints(&ints))?;
    }
    Some(value)
}
