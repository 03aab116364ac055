//! `ts-check-overlaps`: PyTorch's memory-overlap checks of in-place ops.
//!
//! Tensors are values here, so `a[None].add_(a)` would simply compute; in
//! PyTorch the output and the input share memory with different strides,
//! and TensorIterator refuses it ("some elements of the input tensor and
//! the written-to tensor refer to a single memory location"). The importer
//! marks each in-place op whose input views the storage it writes with a
//! `ts.overlap_check` of the two views and the tensor whose storage they
//! view. Once shapes are refined this pass follows the view ops from that
//! tensor (taken as contiguous, as the importer's write-back does) to
//! each view's offset, sizes and strides, and decides as ATen's
//! `get_overlap_status` does: only two non-overlapping, dense views are
//! compared, by their first and one-past-last element; the same range
//! with the same strides is the same memory (allowed, unless the op
//! refuses any overlap), any other intersection is partial. A failing
//! check becomes a `ts.raise` where it is (the op's path raises when it
//! runs); every check is erased.
//!
//! Views with gaps or out of order (`a[:, 1:] += a[:, :-1]`) ATen does not
//! compare: its kernel then may read elements it has already written, so
//! the result depends on the order it writes them. Where a position reads
//! an element an earlier position (in memory order, as the kernel visits
//! them) wrote, that is a compile-time error here (not supported: a value
//! cannot reproduce the kernel's order, which also changes once the work
//! is split across threads); where every element read is not written, is
//! written at its own position or later, the op computes as on a copy,
//! which is what the kernel computes.

use crate::ir::{collect_ops, erase, op_name, op_ref};
use crate::op_attrs;
use crate::shape_functions::{movedim_permutation, normalize_dim};
use melior::ir::{
    attribute::StringAttribute,
    block::BlockLike,
    operation::{OperationBuilder, OperationLike, OperationResult},
    Identifier, OperationRef, Value, ValueLike,
};
use melior::Context;
use ts_dialect::OpPositions;
use ts_dialect::TensorType;

crate::pass_definition::define_pass!(
    create_check_overlaps_pass,
    run,
    "ts-check-overlaps",
    "Raise where an in-place op's input overlaps what it writes as PyTorch refuses; drop the checks",
    "builtin.module"
);

/// ATen's message for both kinds of refused overlap.
pub const OVERLAP_MESSAGE: &str = "RuntimeError: unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation.";

fn run(ctx: &Context, module: OperationRef) -> Result<(), ()> {
    let mut failed = false;
    for raw in collect_ops(module, |n| n == "ts.overlap_check") {
        // SAFETY: each check is visited once and erased last.
        let check = unsafe { op_ref(raw) };
        let verdict = verdict(check);
        if verdict == Verdict::OrderDependent {
            crate::ir::emit_error(
                check.location(),
                "this in-place op reads elements that it also writes at other positions (views with gaps or out of order); PyTorch's result depends on the order its kernel writes them, which is not supported: clone() the input first",
            );
            failed = true;
        }
        if verdict == Verdict::Raises {
            let raise = OperationBuilder::new("ts.raise", check.location())
                .add_attributes(&[(
                    Identifier::new(ctx, "message"),
                    StringAttribute::new(ctx, OVERLAP_MESSAGE).into(),
                )])
                .build()
                .map_err(|_| ())?;
            if let Some(block) = check.block() {
                block.insert_operation_before(check, raise);
            }
        }
        erase(check);
    }
    match failed {
        true => Err(()),
        false => Ok(()),
    }
}

/// What PyTorch does with the in-place op a check stands for.
#[derive(Debug, PartialEq)]
enum Verdict {
    /// It computes as on a copy of its input (or the check cannot tell).
    Computes,
    /// It raises its overlap error.
    Raises,
    /// It computes a result that depends on its kernel's write order.
    OrderDependent,
}

fn verdict(check: OperationRef) -> Verdict {
    let (Ok(written), Ok(read), Ok(root)) = (check.operand(0), check.operand(1), check.operand(2))
    else {
        return Verdict::Computes;
    };
    let (Some(ws), Some(rs)) = (layout_of(written, root), layout_of(read, root)) else {
        return Verdict::Computes;
    };
    // A view at an index known only at run time is one of several
    // layouts: the check is decided where they all agree.
    let mut verdicts = ws
        .iter()
        .flat_map(|w| rs.iter().map(move |r| layouts_verdict(check, w, r)));
    let first = verdicts.next().unwrap_or(Verdict::Computes);
    match verdicts.all(|v| v == first) {
        true => first,
        false => Verdict::Computes,
    }
}

/// [`verdict`] for one layout of each view.
fn layouts_verdict(check: OperationRef, w: &Layout, r: &Layout) -> Verdict {
    let any = check.has_attribute("any");
    // An index put of one value may be a mask's fill, which checks nothing.
    if check.has_attribute(ts_dialect::ONE_VALUE_FILLS_ATTR) && r.numel() == 1 {
        return Verdict::Computes;
    }
    match overlap(w, r) {
        Overlap::Partial => Verdict::Raises,
        Overlap::Full if any => Verdict::Raises,
        Overlap::TooHard if reads_written_elsewhere(w, r, any) == Some(true) => {
            Verdict::OrderDependent
        }
        _ => Verdict::Computes,
    }
}

/// Past this many storage elements, views are not compared element by
/// element.
const MAX_COMPARED_ELEMENTS: i64 = 1 << 26;

/// Whether reading `r` (broadcast to `w`'s shape, position by position;
/// with `any`, anywhere) meets an element `w` has already written at
/// another position, in the order ATen's kernel visits them (memory
/// order: a read of an element written later sees its old value, as on a
/// copy); `None` where that is not worked out (too large, shapes that do
/// not broadcast, an error reported elsewhere).
fn reads_written_elsewhere(w: &Layout, r: &Layout, any: bool) -> Option<bool> {
    let extent = |l: &Layout| {
        l.offset
            + l.sizes
                .iter()
                .zip(&l.strides)
                .map(|(s, t)| (s - 1).max(0) * t)
                .sum::<i64>()
    };
    let end = extent(w).max(extent(r)) + 1;
    let negative = |l: &Layout| l.offset < 0 || l.strides.iter().any(|&s| s < 0);
    if end > MAX_COMPARED_ELEMENTS
        || w.numel() > MAX_COMPARED_ELEMENTS
        || negative(w)
        || negative(r)
    {
        return None;
    }
    let mut written = vec![false; end as usize];
    for_each_position(&w.sizes, |i| written[address(w, i) as usize] = true);
    if any {
        let mut met = false;
        for_each_position(&r.sizes, |i| met |= written[address(r, i) as usize]);
        return Some(met);
    }
    // `r` as seen from each of `w`'s positions: trailing dims aligned, a
    // dim of 1 repeated (stride 0).
    let lead = w.sizes.len().checked_sub(r.sizes.len())?;
    let mut seen = Layout {
        offset: r.offset,
        sizes: w.sizes.clone(),
        strides: vec![0; w.sizes.len()],
    };
    for (d, (&size, &stride)) in r.sizes.iter().zip(&r.strides).enumerate() {
        match size {
            1 => {}
            s if s == w.sizes[lead + d] => seen.strides[lead + d] = stride,
            _ => return None,
        }
    }
    let mut met = false;
    for_each_position(&w.sizes, |i| {
        let (at, from) = (address(w, i), address(&seen, i));
        met |= from < at && written[from as usize];
    });
    Some(met)
}

/// Calls `f` with each multi-index of `sizes`, the last dim fastest.
fn for_each_position(sizes: &[i64], mut f: impl FnMut(&[i64])) {
    if sizes.iter().any(|&s| s <= 0) {
        return;
    }
    let mut index = vec![0; sizes.len()];
    loop {
        f(&index);
        let mut d = sizes.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            index[d] += 1;
            if index[d] < sizes[d] {
                break;
            }
            index[d] = 0;
        }
    }
}

fn address(l: &Layout, index: &[i64]) -> i64 {
    l.offset
        + index
            .iter()
            .zip(&l.strides)
            .map(|(i, s)| i * s)
            .sum::<i64>()
}

/// Where a view's elements lie in its storage, in elements.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Layout {
    pub offset: i64,
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
}

impl Layout {
    /// A contiguous tensor of `sizes` at the storage's start.
    pub(crate) fn contiguous(sizes: &[i64]) -> Layout {
        let mut strides = vec![1; sizes.len()];
        for d in (0..sizes.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * sizes[d + 1].max(1);
        }
        Layout {
            offset: 0,
            sizes: sizes.to_vec(),
            strides,
        }
    }

    fn numel(&self) -> i64 {
        self.sizes.iter().product()
    }

    /// ATen's `is_non_overlapping_and_dense`: ordered by stride, the dims
    /// of size 2 or more tile the elements exactly.
    fn non_overlapping_and_dense(&self) -> bool {
        let mut dims: Vec<usize> = (0..self.sizes.len())
            .filter(|&d| self.sizes[d] >= 2)
            .collect();
        dims.sort_by_key(|&d| self.strides[d]);
        let mut required = 1;
        for d in dims {
            if self.strides[d] != required {
                return false;
            }
            required *= self.sizes[d];
        }
        true
    }
}

/// ATen's `MemOverlapStatus` of two views of one storage.
#[derive(Debug, PartialEq)]
pub(crate) enum Overlap {
    None,
    Partial,
    Full,
    TooHard,
}

/// ATen's `get_overlap_status` (the views have one dtype).
pub(crate) fn overlap(a: &Layout, b: &Layout) -> Overlap {
    if a.numel() == 0 || b.numel() == 0 {
        return Overlap::None;
    }
    if !a.non_overlapping_and_dense() || !b.non_overlapping_and_dense() {
        return Overlap::TooHard;
    }
    let (a_end, b_end) = (a.offset + a.numel(), b.offset + b.numel());
    if a.offset == b.offset && a_end == b_end {
        return match a.strides == b.strides {
            true => Overlap::Full,
            false => Overlap::Partial,
        };
    }
    if a.offset < b_end && b.offset < a_end {
        return Overlap::Partial;
    }
    Overlap::None
}

/// The layouts `view` may have in `root`'s storage, through the view ops
/// between them: one, or one per index of a select whose index is known
/// only at run time (up to [`MAX_LAYOUTS`]); `None` where one cannot be
/// followed (see the module comment).
fn layout_of(view: Value, root: Value) -> Option<Vec<Layout>> {
    let mut steps = Vec::new();
    let mut v = view;
    while v != root {
        let op = OperationResult::try_from(v).ok()?.owner();
        steps.push(op);
        v = op.operand_at(0)?;
    }
    let mut layouts = vec![Layout::contiguous(&static_sizes(root)?)];
    for step in steps.into_iter().rev() {
        layouts = if op_name(step) == "ts.index_select"
            && step.has_attribute(ts_dialect::RUN_TIME_SELECT_ATTR)
        {
            let mut all = Vec::new();
            for l in layouts {
                all.extend(run_time_select(step, l)?);
            }
            (all.len() <= MAX_LAYOUTS).then_some(all)?
        } else {
            (layouts.into_iter())
                .map(|l| view_step(step, l))
                .collect::<Option<_>>()?
        };
    }
    Some(layouts)
}

/// Layouts past which run-time selects are not followed.
const MAX_LAYOUTS: usize = 256;

/// The layouts `x[i]` (an index select of one run-time index `i`, its dim
/// kept with size 1; the squeeze after it is a step of its own) may have:
/// one per valid index.
fn run_time_select(op: OperationRef, l: Layout) -> Option<Vec<Layout>> {
    let rank = l.sizes.len();
    let d = normalize_dim(op_attrs::int(op, "dim")?, rank)?;
    let out = static_sizes(op.result_at(0)?.into())?;
    (0..l.sizes[d])
        .map(|index| {
            let mut at = l.clone();
            at.offset += index * at.strides[d];
            at.sizes[d] = 1;
            (at.sizes == out).then_some(at)
        })
        .collect()
}

fn static_sizes(v: Value) -> Option<Vec<i64>> {
    let sizes = TensorType::from_mlir(v.r#type())?.sizes?;
    sizes.iter().all(|&s| s >= 0).then_some(sizes)
}

/// The layout the view op `op` makes of its input's `layout`.
fn view_step(op: OperationRef, mut l: Layout) -> Option<Layout> {
    let result: Value = op.result_at(0)?.into();
    let out = static_sizes(result)?;
    let rank = l.sizes.len();
    let int = |name: &str| op_attrs::int(op, name);
    match op_name(op).as_str() {
        // `clone()` is a static-info cast marked as a copy: new memory.
        "ts.tensor_static_info_cast" if op.has_attribute("copy") => return None,
        "ts.tensor_static_info_cast" => {}
        // A conversion to the same dtype is its input; to another, a copy.
        "ts.cast" | "ts.cast_to" => {
            let dtype = |v: Value| TensorType::from_mlir(v.r#type())?.dtype;
            if dtype(op.operand_at(0)?)? != dtype(result)? {
                return None;
            }
        }
        "ts.select" => {
            if rank == 0 {
                return None;
            }
            let d = normalize_dim(int("dim")?, rank)?;
            let size = l.sizes[d];
            let index = int("index")?;
            let index = if index < 0 { index + size } else { index };
            l.offset += index * l.strides[d];
            l.sizes.remove(d);
            l.strides.remove(d);
        }
        "ts.slice" | "ts.chunk" | "ts.split_part" => {
            // Bounds known only at run time stay unfollowed.
            if op.operand_count() > 1 || op.has_attribute("window") || rank == 0 {
                return None;
            }
            let d = normalize_dim(int("dim")?, rank)?;
            let (start, step, len) = op_attrs::slice_window(op, l.sizes[d]).ok()?;
            l.offset += start * l.strides[d];
            l.sizes[d] = len;
            l.strides[d] *= step;
        }
        "ts.unsqueeze" => {
            let d = normalize_dim(int("dim")?, rank + 1)?;
            let stride = match d < rank {
                true => l.sizes[d] * l.strides[d],
                false => 1,
            };
            l.sizes.insert(d, 1);
            l.strides.insert(d, stride);
        }
        "ts.squeeze" => match int("dim") {
            Some(dim) => {
                let d = normalize_dim(dim, rank)?;
                if rank > 0 && l.sizes[d] == 1 {
                    l.sizes.remove(d);
                    l.strides.remove(d);
                }
            }
            None => {
                let kept: Vec<usize> = (0..rank).filter(|&d| l.sizes[d] != 1).collect();
                l.strides = kept.iter().map(|&d| l.strides[d]).collect();
                l.sizes = kept.iter().map(|&d| l.sizes[d]).collect();
            }
        },
        "ts.transpose" => {
            let (a, b) = (
                normalize_dim(int("dim0")?, rank)?,
                normalize_dim(int("dim1")?, rank)?,
            );
            if rank > 0 {
                l.sizes.swap(a, b);
                l.strides.swap(a, b);
            }
        }
        "ts.permute" | "ts.movedim" => {
            let perm = match op_name(op).as_str() {
                "ts.permute" => op_attrs::i64_array(op, "dims")?,
                _ => movedim_permutation(
                    rank,
                    &op_attrs::i64_array(op, "source")?,
                    &op_attrs::i64_array(op, "destination")?,
                )
                .ok()?,
            };
            let perm: Vec<usize> = perm
                .iter()
                .map(|&d| normalize_dim(d, rank))
                .collect::<Option<_>>()?;
            l.sizes = perm.iter().map(|&d| l.sizes[d]).collect();
            l.strides = perm.iter().map(|&d| l.strides[d]).collect();
        }
        // A dim broadcast to more (or a new leading one) repeats memory.
        "ts.expand" => {
            let lead = out.len().checked_sub(rank)?;
            let mut strides = vec![0; out.len()];
            for d in 0..rank {
                if l.sizes[d] == out[lead + d] {
                    strides[lead + d] = l.strides[d];
                }
            }
            l.sizes = out.clone();
            l.strides = strides;
        }
        // A view where ATen's `computeStride` finds strides; a copy else.
        "ts.reshape" | "ts.flatten" | "ts.reshape_as" => {
            l.strides = reshaped_strides(&l.sizes, &l.strides, &out)?;
            l.sizes = out.clone();
        }
        _ => return None,
    }
    (l.sizes == out).then_some(l)
}

/// ATen's `computeStride`: strides viewing `old` (sizes, strides) as
/// `new` sizes without a copy, if any.
pub(crate) fn reshaped_strides(old: &[i64], strides: &[i64], new: &[i64]) -> Option<Vec<i64>> {
    if old.is_empty() {
        return Some(vec![1; new.len()]);
    }
    let numel: i64 = old.iter().product();
    if numel == 0 && old == new {
        return Some(strides.to_vec());
    }
    let mut out = vec![0; new.len()];
    if numel == 0 {
        // Any strides do for no elements; ATen's are contiguous-like.
        for d in (0..new.len()).rev() {
            out[d] = match d + 1 < new.len() {
                true => out[d + 1] * new[d + 1].max(1),
                false => 1,
            };
        }
        return Some(out);
    }
    let mut view_d = new.len() as i64 - 1;
    let mut chunk_base_stride = *strides.last()?;
    let mut tensor_numel = 1;
    let mut view_numel = 1;
    for tensor_d in (0..old.len()).rev() {
        tensor_numel *= old[tensor_d];
        // A chunk of dims that is contiguous in memory ends here.
        if tensor_d == 0
            || (old[tensor_d - 1] != 1 && strides[tensor_d - 1] != tensor_numel * chunk_base_stride)
        {
            while view_d >= 0 && (view_numel < tensor_numel || new[view_d as usize] == 1) {
                out[view_d as usize] = view_numel * chunk_base_stride;
                view_numel *= new[view_d as usize];
                view_d -= 1;
            }
            if view_numel != tensor_numel {
                return None;
            }
            if tensor_d > 0 {
                chunk_base_stride = strides[tensor_d - 1];
                tensor_numel = 1;
                view_numel = 1;
            }
        }
    }
    (view_d == -1).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(offset: i64, sizes: &[i64], strides: &[i64]) -> Layout {
        Layout {
            offset,
            sizes: sizes.to_vec(),
            strides: strides.to_vec(),
        }
    }

    #[test]
    fn overlap_status_as_aten() {
        let a = Layout::contiguous(&[2, 3]);
        // a[None] and a: the same range, other strides.
        assert_eq!(
            overlap(&layout(0, &[1, 2, 3], &[6, 3, 1]), &a),
            Overlap::Partial
        );
        assert_eq!(overlap(&a, &a.clone()), Overlap::Full);
        // a[0] and a[1]: apart.
        assert_eq!(
            overlap(&layout(0, &[3], &[1]), &layout(3, &[3], &[1])),
            Overlap::None
        );
        // a[:, 1:] has gaps: not compared.
        assert_eq!(overlap(&layout(1, &[2, 2], &[3, 1]), &a), Overlap::TooHard);
        // flat[0:2] and flat[1:3].
        assert_eq!(
            overlap(&layout(0, &[2], &[1]), &layout(1, &[2], &[1])),
            Overlap::Partial
        );
        // Empty views overlap nothing.
        assert_eq!(overlap(&layout(0, &[0], &[1]), &a), Overlap::None);
        // A transposed square is dense; same range, other strides.
        assert_eq!(
            overlap(&layout(0, &[2, 2], &[1, 2]), &Layout::contiguous(&[2, 2])),
            Overlap::Partial
        );
    }

    #[test]
    fn order_dependent_reads() {
        // a[:, 1:] += a[:, :-1] on [2, 3]: reads what the previous column wrote.
        let (w, r) = (layout(1, &[2, 2], &[3, 1]), layout(0, &[2, 2], &[3, 1]));
        assert_eq!(reads_written_elsewhere(&w, &r, false), Some(true));
        // a[:, :-1] += a[:, 1:]: each position reads what it writes next,
        // not yet written.
        assert_eq!(reads_written_elsewhere(&r, &w, false), Some(false));
        // a[:, :1] += a[:, 2:]: apart.
        let (w, r) = (layout(0, &[2, 1], &[3, 1]), layout(2, &[2, 1], &[3, 1]));
        assert_eq!(reads_written_elsewhere(&w, &r, false), Some(false));
        // q = a[:, :2]; q += q: each element reads itself.
        let q = layout(0, &[2, 2], &[3, 1]);
        assert_eq!(reads_written_elsewhere(&q, &q.clone(), false), Some(false));
        // q.mul_(q.t()) reads its transpose.
        assert_eq!(
            reads_written_elsewhere(&q, &layout(0, &[2, 2], &[1, 3]), false),
            Some(true)
        );
        // A broadcast row read by every row of q.
        assert_eq!(
            reads_written_elsewhere(&q, &layout(0, &[2], &[1]), false),
            Some(true)
        );
        // With `any`, meeting at all counts.
        assert_eq!(reads_written_elsewhere(&q, &q.clone(), true), Some(true));
    }

    #[test]
    fn reshapes_view_where_aten_does() {
        assert_eq!(reshaped_strides(&[2, 3], &[3, 1], &[6]), Some(vec![1]));
        assert_eq!(
            reshaped_strides(&[2, 3], &[3, 1], &[3, 1, 2]),
            Some(vec![2, 2, 1])
        );
        // A transposed matrix flattens only by a copy.
        assert_eq!(reshaped_strides(&[3, 2], &[1, 3], &[6]), None);
        // A sliced row keeps its stride.
        assert_eq!(
            reshaped_strides(&[2, 2], &[3, 1], &[2, 2, 1]),
            Some(vec![3, 1, 1])
        );
        assert_eq!(reshaped_strides(&[], &[], &[1, 1]), Some(vec![1, 1]));
    }
}
