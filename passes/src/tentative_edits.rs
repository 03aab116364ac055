//! Edits refinement makes to ops while a loop's rounds assume types for
//! its carried values (a slice bound or a `k` that became known, turned
//! into an attribute): they hold only if the assumption does, so a round
//! whose assumption is widened undoes them, as it restores value types.

use melior::ir::{operation::OperationLike, OperationRef, ValueLike};
use mlir_sys::{MlirAttribute, MlirOperation, MlirValue};
use std::cell::{Cell, RefCell};

enum Edit {
    /// An attribute as it was (`None`: absent).
    Attribute(MlirOperation, String, Option<MlirAttribute>),
    /// The operands as they were.
    Operands(MlirOperation, Vec<MlirValue>),
}

thread_local! {
    static LOG: RefCell<Vec<Edit>> = const { RefCell::new(Vec::new()) };
    /// How many loops' rounds are under way (edits are kept only then).
    static DEPTH: Cell<usize> = const { Cell::new(0) };
}

fn string_ref(s: &str) -> mlir_sys::MlirStringRef {
    // The bytes outlive the call the reference is passed to.
    mlir_sys::MlirStringRef {
        data: s.as_ptr().cast(),
        length: s.len(),
    }
}

fn record(edit: impl FnOnce() -> Edit) {
    if DEPTH.get() > 0 {
        LOG.with_borrow_mut(|log| log.push(edit()));
    }
}

/// Called before attribute `name` of `op` changes.
pub(crate) fn before_attribute_change(op: OperationRef, name: &str) {
    record(|| {
        // SAFETY: `op` is alive; a null attribute means it is absent.
        let old =
            unsafe { mlir_sys::mlirOperationGetAttributeByName(op.to_raw(), string_ref(name)) };
        Edit::Attribute(
            op.to_raw(),
            name.to_string(),
            (!old.ptr.is_null()).then_some(old),
        )
    });
}

/// Called before the operands of `op` change.
pub(crate) fn before_operands_change(op: OperationRef) {
    record(|| Edit::Operands(op.to_raw(), op.operands().map(|v| v.to_raw()).collect()));
}

/// The edits of one loop's rounds: [`Rounds::undo`] reverts those made
/// since the rounds began (ops are not erased while rounds are under way).
pub(crate) struct Rounds {
    mark: usize,
}

impl Rounds {
    pub(crate) fn begin() -> Rounds {
        DEPTH.set(DEPTH.get() + 1);
        Rounds {
            mark: LOG.with_borrow(Vec::len),
        }
    }

    pub(crate) fn undo(&self) {
        LOG.with_borrow_mut(|log| {
            while log.len() > self.mark {
                // SAFETY: the ops are alive (refinement erases nothing
                // while rounds are under way).
                match log.pop().expect("an edit") {
                    Edit::Attribute(op, name, Some(a)) => unsafe {
                        mlir_sys::mlirOperationSetAttributeByName(op, string_ref(&name), a)
                    },
                    Edit::Attribute(op, name, None) => unsafe {
                        mlir_sys::mlirOperationRemoveAttributeByName(op, string_ref(&name));
                    },
                    Edit::Operands(op, operands) => unsafe {
                        mlir_sys::mlirOperationSetOperands(
                            op,
                            operands.len() as isize,
                            operands.as_ptr(),
                        )
                    },
                }
            }
        });
    }
}

impl Drop for Rounds {
    /// The rounds ended: their last edits stand (under the assumptions of
    /// the loops around, which may still undo them).
    fn drop(&mut self) {
        DEPTH.set(DEPTH.get() - 1);
        if DEPTH.get() == 0 {
            LOG.with_borrow_mut(Vec::clear);
        }
    }
}
