//! Sizes known only at run time (`?` dims), for the lowerings that handle
//! them: a result's size is read from an operand with `tensor.dim`, and
//! where several operands must agree on a size, a check raises before any
//! read could leave a buffer.

use super::{builder, builder::Inserter, runtime_errors::raise_if_differ};
use melior::ir::{OperationRef, Value};
use ts_dialect::DYNAMIC;

/// For each dim of a result of sizes `shape`: `Some(size)` (an `index`
/// value) where the size is known only at run time, else `None`.
/// `readers[d]` are the (builtin tensor, dim) pairs of the operands whose
/// size at dim `d` of the result is known only at run time; the first one
/// gives a run-time size, and every other must match it (or the static
/// size), else `op` raises: one of size 1 would broadcast in PyTorch,
/// which maps fixed at compile time cannot do.
pub fn agreed_sizes<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    shape: &[i64],
    readers: &[Vec<(Value<'c, 'a>, usize)>],
) -> Result<Vec<Option<Value<'c, 'a>>>, String> {
    agreed_sizes_or(ins, op, shape, readers, &|d| {
        format!("RuntimeError: the sizes of the operands differ at dimension {d}, a size known only at run time (broadcasting such a size is not supported)")
    })
}

/// [`agreed_sizes`] raising `message(d)` when the sizes at dim `d` differ.
pub fn agreed_sizes_or<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    shape: &[i64],
    readers: &[Vec<(Value<'c, 'a>, usize)>],
    message: &dyn Fn(usize) -> String,
) -> Result<Vec<Option<Value<'c, 'a>>>, String> {
    let mut sizes = Vec::new();
    for (d, readers) in readers.iter().enumerate() {
        let size = match readers.first() {
            Some(&(v, i)) if shape[d] == DYNAMIC => ins.dim(v, i)?,
            _ if readers.is_empty() || shape[d] == DYNAMIC => {
                sizes.push(None);
                continue;
            }
            _ => builder::index_const(ins.ctx, ins, ins.loc, shape[d])?,
        };
        let skip = usize::from(shape[d] == DYNAMIC);
        for &(v, i) in &readers[skip..] {
            let other = ins.dim(v, i)?;
            raise_if_differ(ins, op, other, size, &message(d))?;
        }
        sizes.push((shape[d] == DYNAMIC).then_some(size));
    }
    Ok(sizes)
}
