//! The values of runtime `List[int]`s that refinement makes known:
//! `x.size()` of a refined tensor, a display of known ints, slices,
//! concatenations and copies of such lists (`x.size()[:-1] + [h, d]`).
//!
//! A list is a mutable reference, so its values are known only where
//! nothing can change it: every user of the list (and of each list it is
//! computed from) must only read it. A list passed to a loop, a call, a
//! container or an in-place method is not known.

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

/// Whether `op` only reads the lists it is given.
fn only_reads(op: OperationRef) -> bool {
    match op_name(op).as_str() {
        "ts.list_get" | "ts.list_len" | "ts.list_contains" | "ts.list_copy" | "ts.list_sorted"
        | "ts.print" | "ts.str_of" | "ts.runtime_call" | "ts.list_to_tensor" => true,
        "ts.runtime_mutate" => op
            .attribute("callee")
            .ok()
            .and_then(|a| StringAttribute::try_from(a).ok())
            .is_some_and(|c| READING_BUILTINS.contains(&c.value())),
        _ => false,
    }
}

/// Whether nothing can change the list `v` refers to.
fn unchanged(v: Value) -> bool {
    users(v).into_iter().all(only_reads)
}

/// The ints list `v` holds, when known: `argument` gives those of block
/// arguments (the entry's example inputs), if any.
pub fn known_int_list(
    v: Value,
    argument: &dyn Fn(BlockArgument) -> Option<Vec<i64>>,
) -> Option<Vec<i64>> {
    if !unchanged(v) {
        return None;
    }
    if let Ok(arg) = BlockArgument::try_from(v) {
        return argument(arg);
    }
    let owner = OperationResult::try_from(v).ok()?.owner();
    let list = |i: usize| known_int_list(owner.operand(i).ok()?, argument);
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
        "ts.runtime_mutate" | "ts.runtime_call" => {
            let callee = owner
                .attribute("callee")
                .ok()
                .and_then(|a| StringAttribute::try_from(a).ok())?;
            match callee.value() {
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
            }
        }
        _ => None,
    }
}

/// `l[i]` of a known list at a known, in-range index.
pub(crate) fn known_list_item(op: OperationRef) -> Option<i64> {
    let l = known_int_list(op.operand(0).ok()?, &|_| None)?;
    let i = known_int(op.operand(1).ok()?)?;
    let i = if i < 0 { i + l.len() as i64 } else { i };
    l.get(usize::try_from(i).ok()?).copied()
}
