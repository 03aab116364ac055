//! `ts-refine-shapes`: propagate dtype and shape knowledge forward.
//!
//! The frontend types every tensor as `!ts.tensor` (TorchScript's `Tensor`
//! says nothing more). Once the entry's argument types are known (from
//! example inputs), this pass computes each op's result type with the rules
//! in `shape_functions` and rewrites function result types to match what
//! they return. It never loses knowledge: a computed type only fills in
//! what the existing type leaves unknown.

use crate::{
    ir::{self, collect_ops, op_name, op_ref},
    op_attrs,
    op_families::{family, Family},
    shape_functions::{self, Operand, ReduceDtype},
};
use melior::ir::{
    block::BlockLike, operation::OperationLike, BlockRef, Location, OperationRef, RegionLike, Type,
    Value, ValueLike,
};
use melior::Context;
use ts_dialect::OpPositions;
use ts_dialect::{Dtype, TensorType, DYNAMIC};

crate::pass_definition::define_pass!(
    create_refine_shapes_pass,
    run,
    "ts-refine-shapes",
    "Compute dtypes and shapes of ts tensors from the function arguments",
    "builtin.module"
);

fn run(ctx: &Context, module: OperationRef) -> Result<(), ()> {
    for func in collect_ops(module, |n| n == "func.func") {
        // SAFETY: functions are not erased by this pass.
        let func = unsafe { op_ref(func) };
        let Some(body) = func.region_at(0).and_then(|r| r.first_block()) else {
            continue; // a declaration
        };
        if let Err(e) = refine_block(ctx, body, true) {
            ir::emit_error(e.loc, &e.message);
            return Err(());
        }
        crate::deferred_shape_errors::drop_after_raises(ctx, func);
        // Before the casts to each `scf.if`'s result type are inserted,
        // so they cast to the type given here.
        type_placeholder_ifs(ctx, func);
        cast_yields_to_results(func);
        crate::refine_loops::cast_loop_boundaries(func);
        type_undefined(ctx, func);
        // After the placeholders are typed: one returned where every path
        // raised takes its type from `type_undefined`.
        refine_function_results(ctx, func);
    }
    Ok(())
}

/// Where refinement failed, and why.
pub(crate) struct RefineError<'c> {
    pub loc: Location<'c>,
    pub message: String,
    /// An error PyTorch raises when the op runs (a shape error), which a
    /// branch taken only at run time may raise there instead
    /// (`deferred_shape_errors`). A limit of this compiler (a dtype or
    /// size it must know, a form not supported) or a loop whose types
    /// reach no fixpoint stays a compile-time error.
    pub at_run_time: bool,
}

impl<'c> RefineError<'c> {
    /// A compile-time error at `loc`.
    pub(crate) fn new(loc: Location<'c>, message: impl Into<String>) -> Self {
        RefineError {
            loc,
            message: message.into(),
            at_run_time: false,
        }
    }

    /// What an op's shape rule found wrong: PyTorch's error, unless it
    /// says what this compiler cannot do.
    fn of_op(loc: Location<'c>, message: String) -> Self {
        let limit = [
            "not supported",
            "compile time",
            "this compiler",
            "missing `",
        ]
        .iter()
        .any(|m| message.contains(m));
        RefineError {
            loc,
            message,
            at_run_time: !limit,
        }
    }
}

/// Refines the ops of `block` in order, entering regions: an `scf.if`'s
/// results are the join of its branches, an `scf.while` reaches its own
/// fixpoint. One walk suffices, since types only flow forward. With
/// `fold`, what becomes known is folded on the way (`fold_known_values`).
pub(crate) fn refine_block<'c>(
    ctx: &'c Context,
    block: BlockRef<'c, '_>,
    fold: bool,
) -> Result<(), RefineError<'c>> {
    refine_ops(ctx, block, fold, false).map(|_| ())
}

/// [`refine_block`], where `conditional` says the block is a branch that
/// a run-time condition takes: there an op that always fails raises
/// instead (TorchScript reports such errors only when the branch runs),
/// and the result is whether that happened. With `fold` the op becomes a
/// `ts.raise` (`deferred_shape_errors`); without (a loop's rounds, whose
/// assumed types may still widen and make the op valid) the branch only
/// counts as raising for the `scf.if`'s result types, and the rest of it
/// waits for the fold.
fn refine_ops<'c>(
    ctx: &'c Context,
    block: BlockRef<'c, '_>,
    fold: bool,
    conditional: bool,
) -> Result<bool, RefineError<'c>> {
    let mut next = block.first_operation();
    while let Some(op) = next {
        if let Some(first) = crate::unbatched_windows::batch_unbatched(ctx, op) {
            next = Some(first);
            continue;
        }
        if fold {
            if let Some(after) = crate::fold_known_values::fold(ctx, op) {
                next = after;
                continue;
            }
        }
        match refine_one(ctx, op, fold, conditional) {
            Ok(Some(after)) => {
                next = after;
                continue;
            }
            Ok(None) => {}
            Err(e) if conditional && e.at_run_time && !fold => return Ok(true),
            Err(e)
                if conditional
                    && e.at_run_time
                    && crate::deferred_shape_errors::raise_at_run_time(ctx, op, &e) =>
            {
                return Ok(true);
            }
            Err(e) => return Err(e),
        }
        next = op.next_in_block();
    }
    Ok(false)
}

/// `Some(next)`: the op replaced itself, and refinement goes on at `next`
/// (`None`: at the end of the block).
type Replaced<'c, 'a> = Option<Option<OperationRef<'c, 'a>>>;

/// Refines one op (and the regions in it); `conditional` as for
/// [`refine_ops`], of the block the op is in.
fn refine_one<'c, 'a>(
    ctx: &'c Context,
    op: OperationRef<'c, 'a>,
    fold: bool,
    conditional: bool,
) -> Result<Replaced<'c, 'a>, RefineError<'c>> {
    match op_name(op).as_str() {
        "scf.if" => {
            // Inside a loop nothing is folded, but a condition the loop's
            // assumed types decide types the `scf.if` as the branch taken
            // (the loop folds it once they hold).
            let taken = op
                .operand_at(0)
                .and_then(crate::fold_known_values::known_condition);
            let mut raises = [false; 2];
            for (r, raises) in raises.iter_mut().enumerate() {
                if let Some(b) = op.region_at(r).and_then(|r| r.first_block()) {
                    // A branch not surely taken (inside one not surely
                    // taken either: an `if` in a loop's branch) may raise.
                    let surely = taken == Some(r == 0) && !conditional;
                    *raises = refine_ops(ctx, b, fold, !surely)?;
                }
            }
            refine_if(ctx, op, taken, raises);
        }
        "scf.while" => {
            use crate::peel_shape_changing_loops as peeling;
            // Whether it runs at all, once, for both uses below.
            let entered = if fold {
                peeling::condition_on_entry(ctx, op)
            } else {
                None
            };
            if entered == Some(false) {
                if let Some(after) = peeling::remove_never_entered(op) {
                    return Ok(Some(after));
                }
            }
            // A loop may run no iteration: its body's errors cannot raise
            // before it.
            crate::refine_loops::refine_while(ctx, op, fold).map_err(|e| RefineError {
                at_run_time: false,
                ..e
            })?;
            if fold {
                if let Some(after) = peeling::peel(ctx, op, entered) {
                    return Ok(Some(after));
                }
            }
        }
        // canonicalize turns a trivial `scf.if` into a select.
        "arith.select" => refine_select(ctx, op),
        n if n.starts_with("ts.") => {
            refine_op(ctx, op).map_err(|m| {
                let mut e = RefineError::of_op(op.location(), m);
                // A split whose number of parts is provisional (the
                // importer learns it from this refinement) is no error of
                // the program: it stays where it is.
                e.at_run_time &= !op.has_attribute(ts_dialect::SPLIT_AT_ATTR);
                e
            })?;
        }
        _ => {}
    }
    Ok(None)
}

/// A branch may now yield something more precise than the `scf.if`
/// result (the join of both branches); a static-info cast restores the
/// exact type match `scf.if` requires.
fn cast_yields_to_results(func: OperationRef) {
    use melior::ir::{
        block::BlockLike,
        operation::{OperationBuilder, OperationMutLike, OperationRefMut},
        RegionLike,
    };
    for raw in collect_ops(func, |n| n == "scf.if") {
        // SAFETY: no op is erased here; casts are only inserted.
        let op = unsafe { op_ref(raw) };
        for r in 0..op.region_count() {
            let Some(term) = op
                .region_at(r)
                .and_then(|region| region.first_block())
                .and_then(|b| b.terminator())
            else {
                continue;
            };
            let Some(block) = term.block() else { continue };
            for i in 0..term.operand_count() {
                let (Ok(v), Ok(result)) = (term.operand(i), op.result(i)) else {
                    continue;
                };
                if v.r#type() == result.r#type() || TensorType::from_mlir(v.r#type()).is_none() {
                    continue;
                }
                let Ok(cast) = OperationBuilder::new("ts.tensor_static_info_cast", term.location())
                    .add_operands(&[v])
                    .add_results(&[result.r#type()])
                    .build()
                else {
                    continue;
                };
                let cast = block.insert_operation_before(term, cast);
                // SAFETY: the terminator is alive; one operand is replaced.
                let mut term_mut = unsafe { OperationRefMut::from_raw(term.to_raw()) };
                term_mut.set_operand(i, cast.result(0).expect("one result").into());
            }
        }
    }
}

/// What both branches agree on: equal dims and dtypes are kept, others
/// become unknown.
pub(crate) fn join(a: &TensorType, b: &TensorType) -> TensorType {
    let sizes = match (&a.sizes, &b.sizes) {
        (Some(x), Some(y)) if x.len() == y.len() => Some(
            x.iter()
                .zip(y)
                .map(|(&p, &q)| if p == q { p } else { DYNAMIC })
                .collect(),
        ),
        _ => None,
    };
    TensorType {
        sizes,
        dtype: if a.dtype == b.dtype { a.dtype } else { None },
    }
}

/// Sharpens the tensor results of an `scf.if` to the join of the values
/// its two branches yield (a branch that `raises` yields nothing read).
fn refine_if(ctx: &Context, op: OperationRef, taken: Option<bool>, raises: [bool; 2]) -> bool {
    let yielded = |r: usize, i: usize| TensorType::from_mlir(branch_yield(op, r, i)?.r#type());
    let mut changed = false;
    for i in 0..op.result_count() {
        let Ok(result) = op.result(i) else { continue };
        let Some(declared) = TensorType::from_mlir(result.r#type()) else {
            continue;
        };
        let (Some(a), Some(b)) = (yielded(0, i), yielded(1, i)) else {
            continue;
        };
        // A placeholder that is never read does not constrain the join.
        let undefined = |r: usize| raises[r] || branch_yield(op, r, i).is_some_and(unconstraining);
        let joined = match (taken, undefined(0), undefined(1)) {
            (Some(true), ..) => a,
            (Some(false), ..) => b,
            (None, true, false) => b,
            (None, false, true) => a,
            _ => join(&a, &b),
        };
        let refined = merge(&declared, &joined);
        if refined != declared {
            result.set_type(refined.to_mlir(ctx));
            changed = true;
        }
    }
    changed
}

/// What region `r` (a branch) of the `scf.if` `op` yields at position `i`.
fn branch_yield<'c, 'a>(op: OperationRef<'c, 'a>, r: usize, i: usize) -> Option<Value<'c, 'a>> {
    use melior::ir::{block::BlockLike, RegionLike};
    op.region_at(r)?.first_block()?.terminator()?.operand_at(i)
}

/// A select of two ts tensors: the join of both (a placeholder side does
/// not count), with casts so both operands match the result exactly.
fn refine_select(ctx: &Context, op: OperationRef) {
    let (Ok(result), Ok(a), Ok(b)) = (op.result(0), op.operand(1), op.operand(2)) else {
        return;
    };
    let (Some(declared), Some(ta), Some(tb)) = (
        TensorType::from_mlir(result.r#type()),
        TensorType::from_mlir(a.r#type()),
        TensorType::from_mlir(b.r#type()),
    ) else {
        return;
    };
    let joined = match (unconstraining(a), unconstraining(b)) {
        (true, false) => tb,
        (false, true) => ta,
        _ => join(&ta, &tb),
    };
    let refined = merge(&declared, &joined);
    if refined != declared {
        result.set_type(refined.to_mlir(ctx));
    }
    crate::refine_loops::cast_operands(op, 1, &[result.r#type(), result.r#type()]);
}

/// Whether a value a branch yields says nothing about the join: a
/// placeholder, or a value computed from one whose shape is not known yet.
/// The latter is a run-time optional's payload read where it is present
/// (`best + x` under `best is not None`, with `best` a loop-carried
/// placeholder at first): the first round of a loop learns the shape from
/// the other branch, and the next rounds, where it is known, count it (a
/// payload whose shape stays unknown fails the backend contract anyway).
fn unconstraining(v: Value) -> bool {
    is_undefined(v)
        || (!TensorType::from_mlir(v.r#type()).is_some_and(|t| t.is_static())
            && computed_from_undefined(v, 16))
}

/// Whether `v` is computed (within `depth` ops) from a placeholder whose
/// type is not known yet (a loop-carried one that the loop's rounds have
/// given a rank and dtype counts as known: `k = torch.cat([k, x])` under
/// `k is not None` then says how `k` grows).
fn computed_from_undefined(v: Value, depth: usize) -> bool {
    if is_undefined(v) {
        return !TensorType::from_mlir(v.r#type())
            .is_some_and(|t| t.sizes.is_some() && t.dtype.is_some());
    }
    let Ok(r) = melior::ir::operation::OperationResult::try_from(v) else {
        return false;
    };
    let owner = r.owner();
    // An `scf.if`'s result comes from what its branches yield; a branch
    // that yields a raise's placeholder says nothing either way.
    let from = |o: Value| computed_from_undefined(o, depth - 1);
    depth > 0
        && if op_name(owner) == "scf.if" {
            (0..owner.region_count())
                .filter_map(|k| branch_yield(owner, k, r.result_number()))
                .filter(|&y| !is_raise_placeholder(y))
                .any(from)
        } else {
            owner.operands().any(from)
        }
}

/// Whether `v` is a `ts.undefined` (through static-info casts): what a
/// branch that raises yields, not a loop's carried placeholder.
fn is_raise_placeholder(v: Value) -> bool {
    let Ok(r) = melior::ir::operation::OperationResult::try_from(v) else {
        return false;
    };
    let op = r.owner();
    match op_name(op).as_str() {
        "ts.undefined" => true,
        "ts.tensor_static_info_cast" => op.operand_at(0).is_some_and(is_raise_placeholder),
        _ => false,
    }
}

/// Whether `v` is a `ts.undefined` placeholder (through static-info casts,
/// `scf.if`s that yield one on both sides, and loop-carried values that
/// start as one).
pub(crate) fn is_undefined(v: Value) -> bool {
    if let Ok(r) = melior::ir::operation::OperationResult::try_from(v) {
        let op = r.owner();
        return match op_name(op).as_str() {
            "ts.undefined" => true,
            "ts.tensor_static_info_cast" => op.operand_at(0).is_some_and(is_undefined),
            "scf.if" => (0..op.region_count())
                .all(|k| branch_yield(op, k, r.result_number()).is_some_and(is_undefined)),
            _ => false,
        };
    }
    let Ok(arg) = melior::ir::block::BlockArgument::try_from(v) else {
        return false;
    };
    let Some(parent) = arg.owner().parent_operation() else {
        return false;
    };
    op_name(parent) == "scf.while"
        && parent
            .operand_at(arg.argument_number())
            .is_some_and(is_undefined)
}

/// An `scf.if` result that only ever yields placeholders (both branches
/// raise) is a placeholder too: it takes the type its uses want, as
/// `type_undefined` gives one, outermost first (an inner one yielded by an
/// outer branch takes the outer result's type).
fn type_placeholder_ifs(ctx: &Context, func: OperationRef) {
    for raw in collect_ops(func, |n| n == "scf.if") {
        // SAFETY: nothing is erased in this loop.
        let op = unsafe { op_ref(raw) };
        for result in op.results() {
            let known = TensorType::from_mlir(result.r#type()).is_some_and(|t| t.is_static());
            if !known && is_undefined(result.into()) {
                if let Some(t) = placeholder_type(ctx, result.into()) {
                    result.set_type(t);
                }
            }
        }
    }
}

/// Gives each `ts.undefined` the type its uses cast it to, so it can be
/// lowered (to an uninitialized buffer of that shape). One that folding
/// left without uses is erased.
fn type_undefined(ctx: &Context, func: OperationRef) {
    for raw in collect_ops(func, |n| n == "ts.undefined") {
        // SAFETY: each op is visited once; only the op at hand is erased.
        let op = unsafe { op_ref(raw) };
        let Ok(result) = op.result(0) else { continue };
        if ir::has_no_uses(result.into()) {
            ir::erase(op);
            continue;
        }
        if let Some(t) = placeholder_type(ctx, result.into()) {
            result.set_type(t);
        }
    }
}

/// The type for a placeholder tensor `v` (never read) that its uses
/// allow: a static type if a use wants one; else one whose rank and dtype
/// are known (a loop-carried tensor that grows: its placeholder's run-time
/// sizes are 0).
fn placeholder_type<'c>(ctx: &'c Context, v: Value<'c, '_>) -> Option<Type<'c>> {
    let (mut wanted, mut ranked) = (None, None);
    for user in ir::users(v) {
        let t = match op_name(user).as_str() {
            "ts.tensor_static_info_cast" => user.result_at(0).map(|r| r.r#type()),
            // Yielded by a branch: the type the `scf.if` result has.
            "scf.yield" => {
                let parent = user.parent_operation().filter(|p| op_name(*p) == "scf.if");
                let i = user.operands().position(|o| o == v);
                parent
                    .zip(i)
                    .and_then(|(p, i)| p.result_at(i))
                    .map(|r| r.r#type())
            }
            _ => None,
        };
        match t.and_then(|t| TensorType::from_mlir(t).map(|tt| (t, tt))) {
            Some((t, tt)) if tt.is_static() => wanted = Some(t),
            Some((t, tt)) if tt.sizes.is_some() && tt.dtype.is_some() => ranked = Some(t),
            _ => {}
        }
    }
    // A placeholder packed into a container element (a union member not
    // held, say) takes the type the other packs store there; if they store
    // none or disagree in rank, it is never read, and any type will do.
    let packed = || {
        ir::users(v).iter().find_map(|u| {
            let index = u.operands().position(|o| o == v)?;
            crate::list_element_types::packed_operand_type(*u, index)
                .filter(|t| t.sizes.is_some() && t.dtype.is_some())
                .map(|t| t.to_mlir(ctx))
        })
    };
    let wanted = wanted.or(ranked).or_else(packed);
    if wanted.is_some() {
        return wanted;
    }
    ir::users(v)
        .iter()
        .all(|u| {
            op_name(*u) == "func.return"
                || crate::list_element_types::PACKS.contains(&op_name(*u).as_str())
        })
        // Returned where every path raised first (refinement folded the
        // checks): never read, so any type will do; the function's result
        // takes it.
        .then(|| crate::list_element_types::PLACEHOLDER.to_mlir(ctx))
}

/// Classifies a value as a tensor (with what is known) or a scalar.
pub(crate) fn operand_of(t: Type) -> Option<Operand> {
    if let Some(tt) = TensorType::from_mlir(t) {
        return Some(Operand::Tensor(tt));
    }
    let d = Dtype::from_mlir(t)?;
    Some(Operand::Scalar(match d {
        Dtype::Int32 => Dtype::Int64,
        Dtype::Float32 => Dtype::Float64,
        d => d,
    }))
}

/// Knowledge from `computed` where `declared` has none; `declared` wins
/// where both know something (the verifier already ensures they agree).
fn merge(declared: &TensorType, computed: &TensorType) -> TensorType {
    let sizes = match (&declared.sizes, &computed.sizes) {
        (Some(d), Some(c)) if d.len() == c.len() => Some(
            d.iter()
                .zip(c)
                .map(|(&d, &c)| if d == DYNAMIC { c } else { d })
                .collect(),
        ),
        (Some(d), _) => Some(d.clone()),
        (None, c) => c.clone(),
    };
    TensorType {
        sizes,
        dtype: declared.dtype.or(computed.dtype),
    }
}

/// Maps known sizes to result sizes.
type SizesFn<'f> = dyn Fn(&[i64]) -> Result<Vec<i64>, String> + 'f;

fn refine_op(ctx: &Context, op: OperationRef) -> Result<bool, String> {
    let name = op_name(op);
    let Some(family) = family(&name) else {
        return Ok(false);
    };
    let operand_type = |i: usize| -> Result<Type, String> {
        op.operand_at(i)
            .map(|v| v.r#type())
            .ok_or_else(|| format!("{name} has no operand {i}"))
    };
    let tensor = |i: usize| -> Result<TensorType, String> {
        TensorType::from_mlir(operand_type(i)?)
            .ok_or_else(|| format!("{name}: operand {i} is not a tensor"))
    };
    let operand = |i: usize| -> Result<Operand, String> {
        operand_of(operand_type(i)?)
            .ok_or_else(|| format!("{name}: operand {i} has an unsupported type"))
    };
    let with_sizes = |t: &TensorType, f: &SizesFn| -> Result<TensorType, String> {
        Ok(TensorType {
            sizes: t.sizes.as_deref().map(f).transpose()?,
            dtype: t.dtype,
        })
    };
    let keepdim = op_attrs::flag(op, "keepdim", false);
    let attr_int = |n: &str| op_attrs::int(op, n).ok_or_else(|| format!("{name}: missing `{n}`"));
    let computed: Vec<TensorType> = match family {
        Family::Binary(kind) => {
            let (l, r) = (operand(0)?, operand(1)?);
            if matches!((&l, &r), (Operand::Scalar(_), Operand::Scalar(_))) {
                return Ok(false);
            }
            vec![shape_functions::binary_result(kind, &l, &r)?]
        }
        Family::Unary(kind, rule) => {
            let x = tensor(0)?;
            // A bitcast's dtypes are checked here, once the branches a
            // dtype test rules out are folded away (`torch.nextafter`
            // bitcasts float32 and float64 in two such branches).
            if kind == crate::op_families::UnaryKind::Bitcast {
                let to = op
                    .result_at(0)
                    .and_then(|r| TensorType::from_mlir(r.r#type()))
                    .and_then(|t| t.dtype);
                if let (Some(from), Some(to)) = (x.dtype, to) {
                    // (bool, the one 1-byte dtype, only as itself)
                    if from.byte_size() != to.byte_size() {
                        return Err(format!(
                            "reinterpreting {} as {} is not supported (only a dtype of the same width: float32 and int32, float64 and int64)",
                            from.name(),
                            to.name()
                        ));
                    }
                }
            }
            vec![shape_functions::unary_result(&x, rule)]
        }
        Family::Where => {
            let (c, a, b) = (operand(0)?, operand(1)?, operand(2)?);
            let sizes = shape_functions::broadcast_operands(&[&c, &a, &b])?;
            vec![TensorType {
                sizes,
                dtype: shape_functions::result_type(&[a, b]),
            }]
        }
        // A float bound promotes an integer or bool tensor to float32, an
        // int bound a bool tensor to int64.
        Family::Clamp => {
            let mut t = tensor(0)?;
            if op_attrs::flag(op, "float_bounds", false) && t.dtype.is_some_and(|d| !d.is_float()) {
                t.dtype = Some(Dtype::Float32);
            } else if t.dtype == Some(Dtype::Bool) {
                t.dtype = Some(Dtype::Int64);
            }
            vec![t]
        }
        Family::Softmax { .. } => vec![tensor(0)?],
        // The result is `self` with part replaced; a known index must exist.
        Family::Scatter => {
            if name == "ts.slice_scatter" {
                resolve_slice_bounds(ctx, op);
                if let Some(c) = slice_window_of_values(op) {
                    ir::set_int_attr(ctx, op, "window", c);
                }
            }
            let t = tensor(0)?;
            if let Some(s) = &t.sizes {
                shape_functions::indexed_dim(s, attr_int("dim")?)?;
            }
            if name == "ts.select_scatter" {
                let dim = attr_int("dim")?;
                let index = op
                    .operand_at(2)
                    .and_then(crate::fold_known_values::known_int);
                if let (Some(s), Some(i)) = (&t.sizes, index) {
                    shape_functions::select_dim(s, dim, i)?;
                }
                if let (Some(s), Some(src)) = (&t.sizes, tensor(1)?.sizes) {
                    shape_functions::check_select_scatter(s, dim, &src)?;
                }
            }
            vec![t]
        }
        // The dtype operand is a constant once `ts.dtype` has folded.
        Family::CastTo => {
            let code = op
                .operand_at(1)
                .and_then(crate::fold_known_values::known_int);
            let Some(dtype) = code.and_then(Dtype::from_scalar_type_code) else {
                return Err(match code {
                    Some(c) => match Dtype::unsupported_name(c) {
                        Some(name) => Dtype::unsupported_message(name),
                        None => format!("{c} is not a dtype this compiler supports"),
                    },
                    None => "the dtype must be known at compile time (a torch dtype, or `.dtype` of a tensor)".into(),
                });
            };
            let input = tensor(0)?;
            // An in-place op's result, written into its receiver.
            let receiver = match op.operand_count() {
                3 => Some(tensor(2)?),
                _ => None,
            };
            if let (Some(out), Some(result)) = (
                receiver.as_ref().and_then(|r| r.sizes.as_ref()),
                &input.sizes,
            ) {
                shape_functions::check_written_shape(out, result)?;
            }
            let copy = op.attribute("copy").is_ok();
            if let (true, false, Some(from)) = (receiver.is_some(), copy, input.dtype) {
                // PyTorch's `canCast` for an in-place op's result.
                let narrows = (from.is_float() && !dtype.is_float())
                    || (from != Dtype::Bool && dtype == Dtype::Bool);
                if narrows {
                    return Err(format!(
                        "result type {} can't be cast to the desired output type {}",
                        from.scalar_type_name(),
                        dtype.scalar_type_name()
                    ));
                }
            }
            // Sizes only one side knows are the same on the other.
            let sizes = match (input.sizes, receiver.and_then(|r| r.sizes)) {
                (Some(s), Some(r)) => Some(
                    s.iter()
                        .zip(&r)
                        .map(|(&a, &b)| if a == DYNAMIC { b } else { a })
                        .collect(),
                ),
                (s, _) => s,
            };
            vec![TensorType {
                sizes,
                dtype: Some(dtype),
            }]
        }
        // The declared result type carries the dtype when it differs.
        Family::FullLike => vec![tensor(0)?],
        // Shaped like its second operand, as `full_like` is like its first.
        Family::Random => vec![tensor(1)?],
        Family::Slice => {
            resolve_slice_bounds(ctx, op);
            let dim = attr_int("dim")?;
            // Bounds still naming values leave the sliced dim unknown,
            // unless they are `i` and `i + c` (a window of c).
            let bounds_known = op.operand_count() == 1;
            let window = slice_window_of_values(op);
            if let Some(c) = window {
                ir::set_int_attr(ctx, op, "window", c);
            }
            let step = op_attrs::int(op, "step").unwrap_or(1);
            vec![with_sizes(&tensor(0)?, &|s| {
                let d = shape_functions::indexed_dim(s, dim)?;
                let mut out = s.to_vec();
                if s[d] != DYNAMIC && bounds_known {
                    out[d] = op_attrs::slice_window(op, s[d])?.2;
                } else if let (Some(c), true) = (window, s[d] != DYNAMIC) {
                    if c > s[d] {
                        return Err(format!(
                            "a slice of {c} elements does not fit in a dim of size {}",
                            s[d]
                        ));
                    }
                    out[d] = (c + step - 1) / step;
                } else {
                    out[d] = DYNAMIC;
                }
                Ok(out)
            })?]
        }
        Family::Select => {
            let (dim, index) = (attr_int("dim")?, attr_int("index")?);
            vec![with_sizes(&tensor(0)?, &|s| {
                let d = shape_functions::select_dim(s, dim, index)?;
                let mut out = s.to_vec();
                out.remove(d);
                Ok(out)
            })?]
        }
        Family::Flip | Family::Triangle { .. } | Family::ChannelAffine => vec![tensor(0)?],
        Family::Cumsum => {
            let t = tensor(0)?;
            vec![TensorType {
                sizes: t.sizes,
                dtype: t.dtype.map(|d| if d.is_float() { d } else { Dtype::Int64 }),
            }]
        }
        Family::Expand => {
            let sizes = crate::fold_known_values::sizes_with_values(op, "sizes")
                .ok_or("missing `sizes`")?;
            vec![with_sizes(&tensor(0)?, &|s| {
                let offset = sizes
                    .len()
                    .checked_sub(s.len())
                    .ok_or("cannot expand to fewer dims")?;
                sizes
                    .iter()
                    .enumerate()
                    .map(|(i, &want)| {
                        let have = if i >= offset { s[i - offset] } else { 1 };
                        match want {
                            -1 if i < offset => Err("-1 is not allowed for a new leading dim".to_string()),
                            -1 => Ok(have),
                            w if have == 1 || have == w || have == DYNAMIC => Ok(w),
                            w => Err(format!("the expanded size {w} must match the existing size {have} at dim {i}")),
                        }
                    })
                    .collect()
            })?]
        }
        Family::Repeat => {
            let repeats = op_attrs::i64_array(op, "repeats").ok_or("missing `repeats`")?;
            vec![with_sizes(&tensor(0)?, &|s| {
                let offset = repeats
                    .len()
                    .checked_sub(s.len())
                    .ok_or("too few repeats")?;
                repeats
                    .iter()
                    .enumerate()
                    .map(|(i, &r)| {
                        let have = if i >= offset { s[i - offset] } else { 1 };
                        if have == DYNAMIC {
                            Ok(DYNAMIC)
                        } else {
                            have.checked_mul(r).ok_or_else(|| {
                                format!("repeating a dim of {have} {r} times is more than a tensor can hold")
                            })
                        }
                    })
                    .collect()
            })?]
        }
        Family::Cat => {
            let dim = attr_int("dim")?;
            let tensors = (0..op.operand_count())
                .map(&tensor)
                .collect::<Result<Vec<_>, _>>()?;
            let operands: Vec<Operand> = tensors.iter().cloned().map(Operand::Tensor).collect();
            let dtype = shape_functions::result_type(&operands);
            // As in PyTorch, a 1-D empty tensor joins any cat (the
            // `torch.empty(0)` an accumulating loop starts from).
            let joined: Vec<&TensorType> = tensors
                .iter()
                .filter(|t| t.sizes.as_deref() != Some(&[0]))
                .collect();
            let sizes = joined
                .iter()
                .map(|t| t.sizes.clone())
                .collect::<Option<Vec<_>>>();
            let sizes = match sizes {
                Some(all) if all.is_empty() => Some(vec![0]),
                Some(all) => {
                    let rank = all[0].len();
                    if let Some(other) = all.iter().find(|s| s.len() != rank) {
                        return Err(format!(
                            "Tensors must have same number of dimensions: got {rank} and {}",
                            other.len()
                        ));
                    }
                    let d = shape_functions::normalize_dim(dim, rank)
                        .ok_or_else(|| format!("dim {dim} is out of range"))?;
                    let mut out = all[0].clone();
                    out[d] = 0;
                    for s in &all {
                        for (i, (&a, &b)) in s.iter().zip(&all[0]).enumerate() {
                            if i != d && a != b && a != DYNAMIC && b != DYNAMIC {
                                return Err(format!("sizes of tensors must match except in dimension {d}: {:?} vs {:?}", s, all[0]));
                            }
                        }
                        out[d] = if out[d] == DYNAMIC || s[d] == DYNAMIC {
                            DYNAMIC
                        } else {
                            out[d] + s[d]
                        };
                    }
                    Some(out)
                }
                None => None,
            };
            vec![TensorType { sizes, dtype }]
        }
        Family::IndexSelect => {
            let (t, idx) = (tensor(0)?, tensor(1)?);
            let dim = attr_int("dim")?;
            let n = idx.num_elements();
            if t.rank() == Some(0) && n.is_some_and(|n| n != 1) {
                return Err(format!(
                    "index_select(): Index to scalar can have only 1 value, got {} value(s)",
                    n.unwrap_or(0)
                ));
            }
            vec![with_sizes(&t, &|s| {
                let d = shape_functions::normalize_dim(dim, s.len())
                    .ok_or_else(|| format!("dim {dim} is out of range"))?;
                let mut out = s.to_vec();
                if !out.is_empty() {
                    out[d] = n.unwrap_or(DYNAMIC);
                }
                Ok(out)
            })?]
        }
        Family::Gather => {
            let (t, idx) = (tensor(0)?, tensor(1)?);
            if let (Some(r), Some(ri)) = (t.rank(), idx.rank()) {
                // A 0-d input reads as one element: a 1-D index may repeat it.
                if ri != r && !(r == 0 && ri == 1) {
                    return Err(
                        "Index tensor must have the same number of dimensions as input tensor"
                            .into(),
                    );
                }
            }
            vec![TensorType {
                sizes: idx.sizes,
                dtype: t.dtype,
            }]
        }
        Family::Embedding => {
            let (w, idx) = (tensor(0)?, tensor(1)?);
            let sizes = match (&idx.sizes, &w.sizes) {
                (Some(i), Some(ws)) if ws.len() == 2 => {
                    Some(i.iter().copied().chain([ws[1]]).collect())
                }
                _ => None,
            };
            vec![TensorType {
                sizes,
                dtype: w.dtype,
            }]
        }
        // Sizes given as values are known once those values are.
        Family::Full => {
            let sizes = crate::fold_known_values::sizes_with_values(op, "shape")
                .ok_or("missing `shape`")?;
            if let Some(d) = sizes.iter().find(|&&d| d < 0 && d != DYNAMIC) {
                return Err(format!("sizes must be non-negative, got {d}"));
            }
            let result = op.result(0).map_err(|e| e.to_string())?;
            let declared = TensorType::from_mlir(result.r#type()).ok_or("not a tensor")?;
            vec![TensorType {
                sizes: Some(sizes),
                dtype: declared.dtype,
            }]
        }
        // A length from an `end` value is known once that value is.
        Family::Range => {
            let Some(end) = op.operand_at(0) else {
                return Ok(false);
            };
            let (start, step) = (
                op_attrs::float(op, "start").unwrap_or(0.0),
                op_attrs::float(op, "step").unwrap_or(1.0),
            );
            // A linspace's operand is its number of steps (a negative one
            // raises when the op runs).
            let linspace = op_attrs::float(op, "linspace_end").is_some();
            let length = crate::fold_known_values::known_int(end)
                .map(|e| match linspace {
                    true if e >= 0 => e,
                    true => DYNAMIC,
                    false => ((e as f64 - start) / step).ceil().max(0.0) as i64,
                })
                .unwrap_or(DYNAMIC);
            let result = op.result(0).map_err(|e| e.to_string())?;
            let declared = TensorType::from_mlir(result.r#type()).ok_or("not a tensor")?;
            vec![TensorType {
                sizes: Some(vec![length]),
                dtype: declared.dtype,
            }]
        }
        Family::Eye
        | Family::Literal
        | Family::ShapeQuery
        | Family::ScalarCast
        | Family::ScalarMath
        | Family::Item
        | Family::Raise
        | Family::Warn
        | Family::Undefined => return Ok(false),
        // A tensor read from a list or dict has the type of the tensors
        // stored in it.
        Family::Container => {
            let result = op.result_at(0).map(|r| r.r#type());
            // The tensor fields of a packed tuple, optional or union.
            if ["ts.tuple_unpack", "ts.optional_unpack", "ts.union_unpack"].contains(&name.as_str())
            {
                let mut fields = Vec::new();
                for i in 0..op.result_count() {
                    let r = op.result(i).map_err(|e| e.to_string())?;
                    fields.push(match TensorType::from_mlir(r.r#type()) {
                        Some(declared) => {
                            crate::list_element_types::packed_field_type(op, i).unwrap_or(declared)
                        }
                        None => TensorType::unknown(),
                    });
                }
                return apply_computed(ctx, op, &fields);
            }
            let is_tensor = result.is_some_and(|t| TensorType::from_mlir(t).is_some());
            // A tensor attribute of a script-class instance held by
            // reference, or a tensor read from a list or dict.
            let stored = match op
                .operands()
                .find(|o| crate::list_element_types::holds_elements(*o))
            {
                _ if !is_tensor => None,
                _ if name == "ts.object_get" => crate::list_element_types::object_field_type(op),
                Some(c) => crate::list_element_types::stored_tensor_type(c),
                None => None,
            };
            match stored {
                Some(t) => vec![t],
                None => return Ok(false),
            }
        }
        Family::Convolution | Family::MaxPool | Family::AvgPool | Family::AdaptiveAvgPool => {
            vec![crate::window_attrs::window_result(op, &tensor(0)?)?]
        }
        Family::Reduce(_, rule) => {
            let dims = op_attrs::i64_array(op, "dims");
            vec![shape_functions::reduce_result(
                &tensor(0)?,
                dims.as_deref(),
                keepdim,
                rule,
            )?]
        }
        Family::ArgReduce { .. } => {
            let dim = op_attrs::int(op, "dim").ok_or("missing `dim`")?;
            let values = shape_functions::reduce_result(
                &tensor(0)?,
                Some(&[dim]),
                keepdim,
                ReduceDtype::Same,
            )?;
            let indices = TensorType {
                sizes: values.sizes.clone(),
                dtype: Some(Dtype::Int64),
            };
            vec![values, indices]
        }
        Family::Sort => {
            let dim = op_attrs::int(op, "dim").ok_or("missing `dim`")?;
            // A `k` value known by now (a helper's int parameter, inlined)
            // becomes the attribute; until then the dim's size is unknown.
            if let Some(k) = op
                .operand_at(1)
                .and_then(crate::fold_known_values::known_int)
            {
                ir::set_int_attr(ctx, op, "k", k);
                ir::truncate_operands(op, 1);
            }
            let k = match op.operand_count() {
                1 => op_attrs::int(op, "k"),
                _ => Some(DYNAMIC),
            };
            let values = shape_functions::sort_result(&tensor(0)?, dim, k)?;
            let indices = TensorType {
                sizes: values.sizes.clone(),
                dtype: Some(Dtype::Int64),
            };
            vec![values, indices]
        }
        Family::ArgIndex { .. } => {
            let dim = op_attrs::int(op, "dim");
            let r = shape_functions::reduce_result(
                &tensor(0)?,
                dim.as_ref().map(std::slice::from_ref),
                keepdim,
                ReduceDtype::Same,
            )?;
            vec![TensorType {
                sizes: r.sizes,
                dtype: Some(Dtype::Int64),
            }]
        }
        Family::Matmul => vec![shape_functions::matmul_result(&tensor(0)?, &tensor(1)?)?],
        // The result is `self` with some entries replaced.
        Family::ScatterIndexed => vec![tensor(0)?],
        Family::Einsum => {
            let equation = op_attrs::string(op, "equation").ok_or("missing `equation`")?;
            let tensors = (0..op.operand_count())
                .map(&tensor)
                .collect::<Result<Vec<_>, _>>()?;
            vec![shape_functions::einsum_result(&equation, &tensors)?]
        }
        Family::Transpose => {
            let dim = |n: &str| {
                op_attrs::int(op, n).ok_or_else(|| format!("ts.transpose: missing `{n}`"))
            };
            vec![shape_functions::transpose_result(
                &tensor(0)?,
                dim("dim0")?,
                dim("dim1")?,
            )?]
        }
        Family::Permute => {
            let dims = op_attrs::i64_array(op, "dims").ok_or("missing `dims`")?;
            vec![with_sizes(&tensor(0)?, &|s| {
                shape_functions::permute_sizes(s, &dims)
            })?]
        }
        Family::CumulativeExtreme { .. } => {
            let x = tensor(0)?;
            if let Some(sizes) = &x.sizes {
                let d = attr_int("dim")?;
                shape_functions::normalize_dim(d, sizes.len()).ok_or_else(|| {
                    format!(
                        "dim {d} is out of range for a tensor of rank {}",
                        sizes.len()
                    )
                })?;
            }
            let indices = TensorType {
                sizes: x.sizes.clone(),
                dtype: Some(Dtype::Int64),
            };
            vec![x, indices]
        }
        Family::Interpolate => {
            let output_size = op_attrs::i64_array(op, "output_size").unwrap_or_default();
            let scales = op_attrs::f64_array(op, "scales").unwrap_or_default();
            vec![with_sizes(&tensor(0)?, &|s| {
                shape_functions::interpolate_sizes(s, &output_size, &scales)
            })?]
        }
        Family::Unfold => {
            let (d, size, step) = (attr_int("dim")?, attr_int("size")?, attr_int("step")?);
            vec![with_sizes(&tensor(0)?, &|s| {
                shape_functions::unfold_sizes(s, d, size, step)
            })?]
        }
        Family::IndexTensor => {
            let (x, index) = (tensor(0)?, tensor(1)?);
            if index.dtype.is_some_and(|d| d.is_float()) {
                return Err(
                    "tensors used as indices must be long, int, byte or bool tensors".into(),
                );
            }
            let mask = index.dtype == Some(Dtype::Bool);
            let sizes = match (&x.sizes, &index.sizes) {
                // A bool mask keeps the true elements: how many is known
                // only at run time.
                (Some(s), Some(i)) if mask => {
                    Some(shape_functions::mask_index_sizes(s, attr_int("dim")?, i)?)
                }
                (Some(s), Some(i)) if index.dtype.is_some() => {
                    Some(shape_functions::index_tensor_sizes(s, attr_int("dim")?, i)?)
                }
                _ => None,
            };
            vec![TensorType {
                sizes,
                dtype: x.dtype,
            }]
        }
        // The list's tensors share one type (else the lowering raises).
        Family::ListCat => {
            let list = op.operand(0).map_err(|e| e.to_string())?;
            let Some(elem) = crate::list_element_types::stored_tensor_type(list) else {
                return Ok(false);
            };
            let (dim, stack) = (attr_int("dim")?, op_attrs::flag(op, "stack", false));
            let length = crate::known_list_lengths::known_list_length(list, op);
            vec![with_sizes(&elem, &|s| {
                let rank = s.len() + usize::from(stack);
                let d = shape_functions::normalize_dim(dim, rank).ok_or_else(|| {
                    format!("dim {dim} is out of range for tensors of rank {}", s.len())
                })?;
                if !stack && s.is_empty() {
                    return Err("zero-dimensional tensor cannot be concatenated".into());
                }
                let mut out = s.to_vec();
                let size = |span: i64| match length {
                    Some(n) if span != DYNAMIC => n * span,
                    _ => DYNAMIC,
                };
                if stack {
                    out.insert(d, size(1));
                } else {
                    out[d] = size(s[d]);
                }
                Ok(out)
            })?]
        }
        Family::Nonzero => {
            let x = tensor(0)?;
            vec![TensorType {
                sizes: x.sizes.map(|s| vec![DYNAMIC, s.len() as i64]),
                dtype: Some(Dtype::Int64),
            }]
        }
        Family::IndexPut => {
            let (x, index) = (tensor(0)?, tensor(1)?);
            let values = operand(2)?;
            let value_sizes = match &values {
                Operand::Tensor(t) => t.sizes.clone(),
                Operand::Scalar(_) => Some(Vec::new()),
            };
            if let (Some(s), Some(i), Some(v), Some(d)) =
                (&x.sizes, &index.sizes, &value_sizes, index.dtype)
            {
                shape_functions::check_index_put(s, i, d == Dtype::Bool, v)?;
            }
            vec![x]
        }
        Family::IndexAdd => {
            let (x, index, source) = (tensor(0)?, tensor(1)?, tensor(2)?);
            if let (Some(s), Some(i), Some(src)) = (&x.sizes, &index.sizes, &source.sizes) {
                shape_functions::check_index_add(s, attr_int("dim")?, i, src)?;
            }
            vec![x]
        }
        Family::Bucketize => {
            let (x, boundaries) = (tensor(0)?, tensor(1)?);
            if let (Some(s), Some(b)) = (&x.sizes, &boundaries.sizes) {
                shape_functions::check_bucketize(s, b, op_attrs::flag(op, "rows", false))?;
            }
            let int32 = op_attrs::flag(op, "out_int32", false);
            vec![TensorType {
                sizes: x.sizes,
                dtype: Some(if int32 { Dtype::Int32 } else { Dtype::Int64 }),
            }]
        }
        Family::Movedim => {
            let array = |n: &str| op_attrs::i64_array(op, n).ok_or(format!("missing `{n}`"));
            let (source, destination) = (array("source")?, array("destination")?);
            vec![with_sizes(&tensor(0)?, &|s| {
                let perm = shape_functions::movedim_permutation(s.len(), &source, &destination)?;
                shape_functions::permute_sizes(s, &perm)
            })?]
        }
        Family::Diagonal => {
            let int = |n: &str, default: i64| op_attrs::int(op, n).unwrap_or(default);
            if name == "ts.diag" {
                let k = int("diagonal", 0);
                vec![with_sizes(&tensor(0)?, &|s| {
                    shape_functions::diag_sizes(s, k)
                })?]
            } else {
                let (k, a, b) = (int("offset", 0), int("dim1", 0), int("dim2", 1));
                vec![with_sizes(&tensor(0)?, &|s| {
                    shape_functions::diagonal_sizes(s, k, a, b)
                })?]
            }
        }
        Family::Reshape => {
            let shape = crate::fold_known_values::sizes_with_values(op, "shape")
                .ok_or("missing `shape`")?;
            let t = tensor(0)?;
            // A size not known yet leaves its dim (and an inferred -1) unknown.
            let sizes = if shape.contains(&DYNAMIC) {
                shape
                    .iter()
                    .map(|&d| if d == -1 { DYNAMIC } else { d })
                    .collect()
            } else {
                shape_functions::reshape_sizes(&shape, t.num_elements())?
            };
            vec![TensorType {
                sizes: Some(sizes),
                dtype: t.dtype,
            }]
        }
        Family::ReshapeAs => {
            let (t, other) = (tensor(0)?, tensor(1)?);
            if let (Some(n), Some(m)) = (t.num_elements(), other.num_elements()) {
                if n != m {
                    return Err(format!(
                        "shape '{:?}' is invalid for input of size {n}",
                        other.sizes.unwrap_or_default()
                    ));
                }
            }
            vec![TensorType {
                sizes: other.sizes,
                dtype: t.dtype,
            }]
        }
        Family::Unsqueeze => {
            let dim = op_attrs::int(op, "dim").ok_or("missing `dim`")?;
            vec![with_sizes(&tensor(0)?, &|s| {
                let at = shape_functions::normalize_dim(dim, s.len() + 1)
                    .ok_or_else(|| format!("dim {dim} is out of range"))?;
                let mut out = s.to_vec();
                out.insert(at, 1);
                Ok(out)
            })?]
        }
        Family::Squeeze => {
            let dim = op_attrs::int(op, "dim");
            vec![with_sizes(&tensor(0)?, &|s| {
                shape_functions::squeeze_sizes(s, dim)
            })?]
        }
        Family::Flatten => {
            let (start, end) = (
                op_attrs::int(op, "start_dim").unwrap_or(0),
                op_attrs::int(op, "end_dim").unwrap_or(-1),
            );
            vec![with_sizes(&tensor(0)?, &|s| {
                shape_functions::flatten_sizes(s, start, end)
            })?]
        }
        // A cast may only be sharpened when no user needs the old type:
        // calls must match their callee's signature exactly.
        Family::StaticInfoCast => {
            let result = op.result(0).map_err(|e| e.to_string())?;
            if ir::has_user_named(result.into(), "func.call") {
                return Ok(false);
            }
            vec![tensor(0)?]
        }
        // Typed as the operand it stands for once both dtypes are known
        // (folded then too, but not inside a loop still being refined).
        Family::SameDtypeOr => {
            let (preferred, other) = (tensor(0)?, tensor(1)?);
            match (preferred.dtype, other.dtype) {
                (Some(a), Some(b)) if a == b => vec![preferred],
                (Some(_), Some(_)) => vec![other],
                _ => return Ok(false),
            }
        }
        Family::Constant | Family::None | Family::BuiltinCast => return Ok(false),
    };
    apply_computed(ctx, op, &computed)
}

/// Sharpens each tensor result of `op` with what was `computed` for it;
/// whether any changed.
fn apply_computed(
    ctx: &Context,
    op: OperationRef,
    computed: &[TensorType],
) -> Result<bool, String> {
    let mut changed = false;
    for (i, computed) in computed.iter().enumerate() {
        let result = op.result(i).map_err(|e| e.to_string())?;
        let Some(declared) = TensorType::from_mlir(result.r#type()) else {
            continue;
        };
        let refined = merge(&declared, computed);
        shape_functions::check_tensor_size(&refined)?;
        if refined != declared {
            result.set_type(refined.to_mlir(ctx));
            changed = true;
        }
    }
    Ok(changed)
}

/// Writes a slice's bounds that name int values into its attributes once
/// all those values are known (then it takes no bound values).
/// `c` when a slice's bounds are the values `i` and `i + c` (c a known
/// int, not negative): its length, though `i` is only known at run time.
fn slice_window_of_values(op: OperationRef) -> Option<i64> {
    let first = tensor_operands(op);
    if op.operand_count() != first + 2
        || op_attrs::int(op, "start") != Some(DYNAMIC)
        || op_attrs::int(op, "end") != Some(DYNAMIC)
    {
        return None;
    }
    let (start, end) = (op.operand_at(first)?, op.operand_at(first + 1)?);
    let sum = melior::ir::operation::OperationResult::try_from(end)
        .ok()?
        .owner();
    if op_name(sum) != "ts.add" {
        return None;
    }
    let (a, b) = (sum.operand_at(0)?, sum.operand_at(1)?);
    let c = if a == start {
        crate::fold_known_values::known_int(b)?
    } else if b == start {
        crate::fold_known_values::known_int(a)?
    } else {
        return None;
    };
    (c >= 0).then_some(c)
}

/// How many tensor operands come before a slice's bound values: `self`,
/// and `src` for `ts.slice_scatter`.
fn tensor_operands(op: OperationRef) -> usize {
    if op_name(op) == "ts.slice_scatter" {
        2
    } else {
        1
    }
}

fn resolve_slice_bounds(ctx: &Context, op: OperationRef) {
    let first = tensor_operands(op);
    let values: Vec<Option<i64>> = op
        .operands()
        .skip(first)
        .map(crate::fold_known_values::known_int)
        .collect();
    if values.is_empty() || values.iter().any(Option::is_none) {
        return;
    }
    let mut values = values.into_iter().flatten();
    for bound in ["start", "end"] {
        if op_attrs::int(op, bound) == Some(DYNAMIC) {
            if let Some(v) = values.next() {
                ir::set_int_attr(ctx, op, bound, v);
            }
        }
    }
    ir::truncate_operands(op, first);
}

/// Makes each function's declared result types as precise as the values
/// its `func.return` ops return, so callers and the ABI see the refinement.
fn refine_function_results<'c>(ctx: &'c Context, func: OperationRef<'c, '_>) {
    let Some((inputs, mut results)) = ir::function_signature(func) else {
        return;
    };
    let mut changed = false;
    for ret in collect_ops(func, |n| n == "func.return") {
        // SAFETY: collected just above, nothing erased since.
        let ret = unsafe { op_ref(ret) };
        for (i, v) in ret.operands().enumerate() {
            let Some(slot) = results.get_mut(i) else {
                continue;
            };
            if let (Some(decl), Some(actual)) = (
                TensorType::from_mlir(*slot),
                TensorType::from_mlir(v.r#type()),
            ) {
                let refined = merge(&decl, &actual);
                if refined != decl {
                    *slot = refined.to_mlir(ctx);
                    changed = true;
                }
            }
        }
    }
    if changed {
        ir::set_function_signature(ctx, func, &inputs, &results);
    }
}
