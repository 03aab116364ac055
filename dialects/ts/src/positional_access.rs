//! Out-of-range-safe positional accessors for ops and blocks.
//!
//! melior's `operand(i)`, `result(i)`, `region(i)` and `argument(i)` put
//! the whole op (or block) printed into their out-of-range error. Printing
//! a nested op numbers every value of its function, so a query that
//! expects "no such operand" on each op of a walk is quadratic, and the
//! printer may crash on IR still being built (an op whose block has no
//! terminator yet). These return `None` instead and print nothing.

use melior::ir::{
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationResult},
    RegionRef, Value,
};

/// `operand_at`, `result_at` and `region_at`: `None` past the end.
pub trait OpPositions<'c: 'a, 'a>: OperationLike<'c, 'a> {
    fn operand_at(&self, index: usize) -> Option<Value<'c, 'a>> {
        (index < self.operand_count())
            .then(|| self.operand(index).ok())
            .flatten()
    }

    fn result_at(&self, index: usize) -> Option<OperationResult<'c, 'a>> {
        (index < self.result_count())
            .then(|| self.result(index).ok())
            .flatten()
    }

    fn region_at(&self, index: usize) -> Option<RegionRef<'c, 'a>> {
        (index < self.region_count())
            .then(|| self.region(index).ok())
            .flatten()
    }
}

impl<'c: 'a, 'a, T: OperationLike<'c, 'a>> OpPositions<'c, 'a> for T {}

/// `argument_at`: `None` past the end.
pub trait BlockPositions<'c, 'a>: BlockLike<'c, 'a> {
    fn argument_at(&self, index: usize) -> Option<BlockArgument<'c, 'a>> {
        (index < self.argument_count())
            .then(|| self.argument(index).ok())
            .flatten()
    }
}

impl<'c, 'a, T: BlockLike<'c, 'a>> BlockPositions<'c, 'a> for T {}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::{
        ir::{operation::OperationBuilder, Block, Location},
        Context,
    };

    #[test]
    fn past_the_end_is_none() {
        let context = Context::new();
        context.set_allow_unregistered_dialects(true);
        let op = OperationBuilder::new("test.op", Location::unknown(&context))
            .build()
            .expect("valid op");
        assert!(op.operand_at(0).is_none());
        assert!(op.result_at(0).is_none());
        assert!(op.region_at(0).is_none());
        assert!(Block::new(&[]).argument_at(0).is_none());
    }
}
