//! Items of int list displays known at compile time: `dims = [0, 2]`,
//! then `x.transpose(dims[0], dims[1])`, where the op needs its dims when
//! the function is compiled.
//!
//! A list is a mutable reference, so an item is known only when nothing
//! can have changed the list before the read: the display was emitted
//! into the block being emitted now or one it is a branch of (not outside
//! a loop, whose later iterations may see a change made after the read),
//! and everything that used the list so far only read it (`l[i]`,
//! `len(l)`). Passing it anywhere else (a call, another container, an
//! alias that is written through) is a use, and the item is then read
//! when the call runs.

use crate::function_emitter::{FunctionEmitter, Typed};
use melior::ir::{operation::OperationLike, operation::OperationResult, BlockLike, ValueLike};
use ts_dialect::OpPositions;

/// Uses of a list that leave its items as they were.
const READS: &[&str] = &["ts.list_get", "ts.list_len"];

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// Item `index` of `list` when both are known at compile time.
    pub(crate) fn known_list_item(
        &self,
        list: &Typed<'c, 'b>,
        index: &Typed<'c, 'b>,
    ) -> Option<i64> {
        let display = OperationResult::try_from(list.value).ok()?.owner();
        if display.name().as_string_ref().as_str().ok()? != "ts.list_new"
            || !self.reached_without_loops(display.block()?.to_raw().ptr as usize)
        {
            return None;
        }
        // SAFETY: walking the use list of a live value without changing it.
        let only_read = unsafe {
            let mut use_ = mlir_sys::mlirValueGetFirstUse(list.value.to_raw());
            let mut reads = true;
            while reads && !mlir_sys::mlirOpOperandIsNull(use_) {
                let owner =
                    melior::ir::OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(use_));
                reads = READS.contains(&owner.name().as_string_ref().as_str().unwrap_or(""));
                use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
            }
            reads
        };
        if !only_read {
            return None;
        }
        let n = display.operand_count() as i64;
        let i = self.known_int(index)?;
        let i = if i < 0 { i + n } else { i };
        if !(0..n).contains(&i) {
            return None; // raises IndexError when it runs
        }
        let item = Typed {
            value: display.operand_at(i as usize)?,
            ty: crate::script_type::ScriptType::Int,
        };
        self.known_int(&item)
    }

    /// Whether the block being emitted is `block` or a branch of it.
    fn reached_without_loops(&self, block: usize) -> bool {
        self.block.to_raw().ptr as usize == block || self.branch_of.contains(&block)
    }
}
