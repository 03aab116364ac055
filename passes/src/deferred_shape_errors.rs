//! A shape error in a branch that only a run-time condition takes raises
//! when the branch runs, as in TorchScript, instead of failing the compile.
//!
//! `if flag: y = x @ w` on shapes that do not multiply is fine in
//! TorchScript as long as `flag` is false: the error is a `RuntimeError`
//! of the call that takes the branch. Refinement finds it at compile time;
//! where the op sits in an `scf.if` branch whose condition is not known,
//! the op becomes a `ts.raise` with the error's text and location. Nothing
//! after a raise runs, so the rest of the branch goes too, and the branch
//! yields placeholders that are never read (as after a `raise` statement).
//! An error on a path every call takes stays a compile-time error, as do
//! the compiler's own limits and errors from a loop body (which may run no
//! iteration): `RefineError::at_run_time` says which errors may move.

use crate::{ir, refine_shapes::RefineError};
use melior::{
    ir::{
        attribute::{FloatAttribute, StringAttribute},
        block::BlockLike,
        operation::{OperationBuilder, OperationLike},
        Identifier, OperationRef, Type, TypeLike, Value, ValueLike,
    },
    Context,
};
use ts_dialect::OpPositions;
use ts_dialect::{ContainerType, TensorType};

/// Replaces `op`, which refinement found always fails with `error`, and
/// everything after it in its block by a `ts.raise`; what the block's
/// terminator yields from the removed ops becomes a placeholder. False
/// (and nothing changed) when a yielded value's type has no placeholder.
pub(crate) fn raise_at_run_time<'c>(
    ctx: &'c Context,
    op: OperationRef<'c, '_>,
    error: &RefineError<'c>,
) -> bool {
    let Some(rest) = RestOfBlock::from(op) else {
        return false;
    };
    let raise = OperationBuilder::new("ts.raise", error.loc)
        .add_attributes(&[(
            Identifier::new(ctx, "message"),
            StringAttribute::new(ctx, &format!("RuntimeError: {}", error.message)).into(),
        )])
        .build();
    let Ok(raise) = raise else {
        return false;
    };
    let Some(block) = op.block() else {
        return false;
    };
    block.insert_operation_before(op, raise);
    rest.drop(ctx)
}

/// Erases what follows each `ts.raise` in a function's body or a branch
/// (it never runs), as [`raise_at_run_time`] does after the raise it makes: a raise that
/// folding left on every path (a decomposition's check that refinement
/// decided) is then reported before the ops after it, whose types it left
/// unknown.
pub(crate) fn drop_after_raises(ctx: &Context, func: OperationRef) {
    // Last first: what an earlier raise drops (a later raise, a region
    // holding one) comes after it, so it was visited already.
    for raw in crate::ir::collect_ops(func, |n| n == "ts.raise")
        .into_iter()
        .rev()
    {
        // SAFETY: only ops after a visited raise are erased, and those
        // were visited before it.
        let raise = unsafe { crate::ir::op_ref(raw) };
        // Not in a loop body: what it yields would need the type the loop
        // carries (and a loop may run no iteration at all).
        let in_loop = raise
            .block()
            .and_then(|b| b.parent_operation())
            .is_some_and(|p| !matches!(crate::ir::op_name(p).as_str(), "func.func" | "scf.if"));
        if in_loop {
            continue;
        }
        if let Some(rest) = raise.next_in_block().and_then(RestOfBlock::from) {
            rest.drop(ctx);
        }
    }
}

/// The ops from an op to its block's terminator, and which of the
/// terminator's operands they make (with their types).
struct RestOfBlock<'c, 'a> {
    removed: Vec<OperationRef<'c, 'a>>,
    terminator: OperationRef<'c, 'a>,
    replaced: Vec<(usize, Type<'c>)>,
}

impl<'c, 'a> RestOfBlock<'c, 'a> {
    /// What follows `op` (inclusive); `None` when `op` is the terminator
    /// or a yielded value's type has no placeholder.
    fn from(op: OperationRef<'c, 'a>) -> Option<Self> {
        let terminator = op.block()?.terminator()?;
        let mut removed = Vec::new();
        let mut next = Some(op);
        while let Some(o) = next.filter(|o| *o != terminator) {
            removed.push(o);
            next = o.next_in_block();
        }
        if removed.is_empty() {
            return None;
        }
        let is_removed = |v: Value| {
            melior::ir::operation::OperationResult::try_from(v)
                .is_ok_and(|r| removed.contains(&r.owner()))
        };
        let replaced: Vec<(usize, Type)> = terminator
            .operands()
            .enumerate()
            .filter(|(_, v)| is_removed(*v))
            .map(|(i, v)| (i, v.r#type()))
            .collect();
        replaced
            .iter()
            .all(|(_, t)| has_placeholder(*t))
            .then_some(Self {
                removed,
                terminator,
                replaced,
            })
    }

    /// Erases the ops, after making the terminator's operands they made
    /// placeholders inserted before the first of them.
    fn drop(self, ctx: &'c Context) -> bool {
        let anchor = self.removed[0];
        for (i, t) in self.replaced {
            let Some(value) = placeholder_before(ctx, anchor, t) else {
                return false; // unreachable: `has_placeholder` said yes
            };
            ir::set_operand(self.terminator, i, value);
        }
        // Users come after what they use: erase from the end.
        for o in self.removed.into_iter().rev() {
            ir::erase(o);
        }
        true
    }
}

/// Whether [`placeholder_before`] makes a value of type `t`: a tensor, a
/// scalar, a string, or a list or dict of non-tensors (one holding tensors
/// has a length refinement tracks, so a placeholder could contradict it).
fn has_placeholder(t: Type) -> bool {
    if TensorType::from_mlir(t).is_some() || t.is_integer() || t.is_float() {
        return true;
    }
    let mentions_tensor = |e: Type| TensorType::from_mlir(e).is_some();
    match ContainerType::from_mlir(t) {
        Some(ContainerType::Str) => true,
        Some(ContainerType::List(e)) => !mentions_tensor(e),
        Some(ContainerType::Dict(k, v)) => !mentions_tensor(k) && !mentions_tensor(v),
        _ => false,
    }
}

/// A value of type `t` that is never read, inserted before `anchor`.
fn placeholder_before<'c, 'a>(
    ctx: &'c Context,
    anchor: OperationRef<'c, 'a>,
    t: Type<'c>,
) -> Option<Value<'c, 'a>> {
    let loc = anchor.location();
    let builder = if TensorType::from_mlir(t).is_some() {
        // Unknown, so it constrains no join (`refine_if`).
        OperationBuilder::new("ts.undefined", loc)
            .add_results(&[TensorType::unknown().to_mlir(ctx)])
    } else if t.is_integer() {
        return crate::fold_known_values::int_constant_before(ctx, anchor, t, 0);
    } else if t.is_float() {
        let attr = FloatAttribute::new(ctx, t, 0.0);
        OperationBuilder::new("ts.constant", loc)
            .add_attributes(&[(Identifier::new(ctx, "value"), attr.into())])
            .add_results(&[t])
    } else {
        let name = match ContainerType::from_mlir(t)? {
            ContainerType::Str => {
                let value = StringAttribute::new(ctx, "");
                let op = OperationBuilder::new("ts.str_constant", loc)
                    .add_attributes(&[(Identifier::new(ctx, "value"), value.into())])
                    .add_results(&[t]);
                return insert(anchor, op);
            }
            ContainerType::List(_) => "ts.list_new",
            ContainerType::Dict(..) => "ts.dict_new",
            ContainerType::Optional(_) => return None,
        };
        OperationBuilder::new(name, loc).add_results(&[t])
    };
    insert(anchor, builder)
}

fn insert<'c, 'a>(anchor: OperationRef<'c, 'a>, op: OperationBuilder<'c>) -> Option<Value<'c, 'a>> {
    let op = anchor
        .block()?
        .insert_operation_before(anchor, op.build().ok()?);
    op.result_at(0).map(Into::into)
}
