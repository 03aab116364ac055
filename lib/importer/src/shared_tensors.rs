//! Whether an in-place change of a tensor (`x.add_(y)`, `x[i] = v`,
//! `x += y`) may be rewritten functionally (`x = x.add(y)`).
//!
//! Tensors have value semantics here, so the rewrite is right only when
//! nothing else sees the tensor object the change is made to, or when the
//! only others are names `b = a` / `b = a.detach()` / `b = a.add_(1)`
//! gave it (they are rebound to the new value too). Otherwise the change
//! is a located error, never a silently different result:
//! - a parameter: the caller holds it (a change of the entry's own
//!   parameters cannot be observed: the host's buffers are never written,
//!   so it is rewritten), also a value that is one on some path (after
//!   `if c: x = x * 2`, or a loop's);
//! - another variable holding the same value (`z = y`);
//! - a list or dict of run time (the tensor was stored in one or read
//!   from one: the container holds the object);
//! - a view: a variable made from another by indexing or a view method
//!   (`r = y[0]`, `v = y.view(-1)`) shares its storage, so changing
//!   either changes both. That is done where the ops that made the view
//!   can be replayed on the changed tensor (a change of the tensor) or
//!   written back into it (a change through the view: select, slice,
//!   a part of split or chunk, unsqueeze, squeeze, reshape, transpose),
//!   and is an error otherwise. The parts a tuple unpacking (`a, b =
//!   y.split(2)`) or an unrolled loop (`for p in y.split(2)`) binds are
//!   views too.
//!   A dtype conversion (`x.float()`) is such a view where the dtype is
//!   the same already and a copy otherwise: made again or written back
//!   as a `ts.same_dtype_or`, which refinement resolves. A loop carries a
//!   view with the tensor it views and makes it again from it in each
//!   iteration.
//!
//! A `List[Tensor]` of static length, a tuple, a dict with static keys or
//! an instance held by value that holds the tensor holds the object, as in
//! TorchScript: it is changed with it (`for t in xs: t.mul_(2)`,
//! `xs[1].add_(1)`, [`FunctionEmitter::replace_held`]). That takes the
//! SSA value for the object, so only where the value is one: a tensor an
//! op made that PyTorch does not return as a view of another (nor read
//! from a container, nor carried by a loop).
//!
//! Holding the same SSA value finds aliases on straight-line code; where
//! control flow merges two variables that held one tensor on some path
//! (`if c: b = a`, or a loop whose body ends with `b = a`), they get
//! different values, so the pair is remembered as a [`MayAlias`], and the
//! views either branch or the loop body made are kept too. A loop whose
//! body ends with aliases or views its start did not assume is emitted
//! again assuming them.

use crate::{
    control_flow::{Raw, Scope},
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::ScriptType,
};
use melior::ir::{operation::OperationLike, Value, ValueLike};
use ts_dialect::{BlockPositions, OpPositions};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// Tensor methods whose result shares the receiver's storage.
const VIEW_METHODS: &[&str] = &[
    "view",
    "view_as",
    "reshape",
    "reshape_as",
    "flatten",
    "unflatten",
    "transpose",
    "t",
    "permute",
    "squeeze",
    "unsqueeze",
    "expand",
    "expand_as",
    "narrow",
    "select",
    "diagonal",
    "movedim",
    "unfold",
    "split",
    "chunk",
    "unbind",
    "detach",
];

/// Tensor methods that convert the dtype, which PyTorch answers with the
/// receiver itself where it has that dtype already: a view then, a copy
/// otherwise (`ts.same_dtype_or` says which once dtypes are known).
const CONVERSION_METHODS: &[&str] = &["to", "type", "type_as", "float", "double", "long", "int"];

/// Tensor methods PyTorch answers with the receiver itself (here: its
/// value), so a view of their result is a view of the receiver. (Not
/// `contiguous()`, which copies a transposed or sliced tensor.)
const IDENTITY_METHODS: &[&str] = &["cpu", "to", "positive"];

/// Tensor attributes that are views of the tensor.
const VIEW_ATTRIBUTES: &[&str] = &["T", "mT", "H"];

/// Whether the tensor method `name` returns a view of its receiver.
pub(crate) fn is_view_method(name: &str) -> bool {
    VIEW_METHODS.contains(&name)
}

/// Whether the tensor attribute `name` (`x.T`) is a view of the tensor.
pub(crate) fn is_view_attribute(name: &str) -> bool {
    VIEW_ATTRIBUTES.contains(&name)
}

/// Functions of a module (`torch.`, `F.`) that return a view of their
/// first argument, or the argument itself (`F.dropout` when not
/// training).
const VIEW_FUNCTIONS: &[&str] = &[
    "torch.reshape",
    "torch.flatten",
    "torch.transpose",
    "torch.t",
    "torch.permute",
    "torch.squeeze",
    "torch.unsqueeze",
    "torch.narrow",
    "torch.select",
    "torch.diagonal",
    "torch.movedim",
    "torch.split",
    "torch.chunk",
    "torch.unbind",
    "torch.detach",
    "torch.positive",
    "torch.dropout",
    "torch.nn.functional.dropout",
    "F.dropout",
];

/// What a dropout call (`F.dropout`, `torch.dropout`, the alpha and
/// channel forms) surely returns, read from its literal arguments.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DropoutResult {
    /// Training with a nonzero `p`: a fresh tensor of random zeros.
    Fresh,
    /// Not training, or `p == 0`: ATen returns the input itself.
    Input,
    /// It depends on values known only later.
    Unknown,
}

/// [`DropoutResult`] of a call of the dotted `name` (None when it is no
/// dropout function).
pub(crate) fn dropout_result(
    name: &str,
    args: &[Expr],
    keywords: &[Keyword],
) -> Option<DropoutResult> {
    let short = name.rsplit('.').next()?;
    if !short.contains("dropout") {
        return None;
    }
    let given = |names: &[&str], position: usize| {
        keywords
            .iter()
            .find(|k| {
                k.name
                    .as_ref()
                    .is_some_and(|(n, _)| names.contains(&n.as_str()))
            })
            .map(|k| &k.value)
            .or(args.get(position))
    };
    let literal = |v: &Expr| match v.kind {
        ExprKind::Float(f) => Some(f),
        ExprKind::Int(i) => Some(i as f64),
        _ => None,
    };
    // `torch.dropout(x, p, train)` has no defaults; `F.alpha_dropout`
    // does not train by default, `F.dropout{,1d,2d,3d}` do.
    let functional = !name.starts_with("torch.") || name.starts_with("torch.nn.");
    let training = match given(&["training", "train"], 2) {
        None => Some(functional && !short.contains("alpha")),
        Some(v) => match v.kind {
            ExprKind::Bool(b) => Some(b),
            _ => None,
        },
    };
    let p = match given(&["p"], 1) {
        None if functional => Some(0.5),
        None => None,
        Some(v) => literal(v).filter(|p| (0.0..=1.0).contains(p)),
    };
    // `F.dropout(x, p, True, inplace=True)` changes and returns `x`.
    let in_place = given(&["inplace"], 3).map(|v| match v.kind {
        ExprKind::Bool(b) => Some(b),
        _ => None,
    });
    Some(match (training, p, in_place) {
        (Some(false), Some(_), _) | (_, Some(0.0), _) => DropoutResult::Input,
        (Some(true), Some(_), None | Some(Some(false))) => DropoutResult::Fresh,
        _ => DropoutResult::Unknown,
    })
}

/// Whether `e` calls a dropout function whose result is surely fresh
/// ([`DropoutResult::Fresh`]), not its input.
pub(crate) fn is_training_dropout(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Call {
            func,
            args,
            keywords,
        } => {
            func.dotted_name()
                .and_then(|name| dropout_result(&name, args, keywords))
                == Some(DropoutResult::Fresh)
        }
        _ => false,
    }
}

/// What the view step `e` reads, when `e` indexes it or calls a view
/// method on it, or a view function of it.
fn view_step_input(e: &Expr) -> Option<&Expr> {
    match &e.kind {
        // `torch.broadcast_tensors(a, b)[k]` views its k-th argument.
        ExprKind::Subscript { value, index } => match (&value.kind, &index.kind) {
            (ExprKind::Call { func, args, .. }, ExprKind::Int(k))
                if func
                    .dotted_name()
                    .is_some_and(|d| d.ends_with("broadcast_tensors")) =>
            {
                usize::try_from(*k).ok().and_then(|k| args.get(k))
            }
            _ => Some(value),
        },
        ExprKind::Attribute { value, attr, .. } if is_view_attribute(attr) => Some(value),
        ExprKind::Call { func, args, .. }
            if func
                .dotted_name()
                .is_some_and(|d| VIEW_FUNCTIONS.contains(&d.as_str()))
                && !is_training_dropout(e) =>
        {
            args.first()
        }
        ExprKind::Call { func, .. } => match &func.kind {
            // An in-place method returns its receiver.
            ExprKind::Attribute { value, attr, .. }
                if is_view_method(attr)
                    || CONVERSION_METHODS.contains(&attr.as_str())
                    || IDENTITY_METHODS.contains(&attr.as_str())
                    || crate::function_emitter::in_place_functional(attr).is_some() =>
            {
                Some(value)
            }
            _ => None,
        },
        _ => None,
    }
}

/// The variable whose storage `e` views, through any chain of view steps
/// ([`view_step_input`]).
pub(crate) fn view_root(e: &Expr) -> Option<&str> {
    let base = view_step_input(e)?;
    match &base.kind {
        ExprKind::Name(n) => Some(n),
        _ => view_root(base),
    }
}

/// Two variables that may hold one tensor object though their values
/// differ (they were merged where some path had them hold the same one);
/// the fact lasts while both still hold these values.
#[derive(Clone)]
pub(crate) struct MayAlias {
    a: (String, Raw),
    b: (String, Raw),
}

fn tensor_leaves(r: &Raw) -> Vec<usize> {
    let mut leaves = Vec::new();
    r.leaves(&mut leaves);
    leaves
        .into_iter()
        .filter(|(_, t)| *t == ScriptType::Tensor)
        .map(|(v, _)| v.ptr as usize)
        .collect()
}

/// Whether `a` and `b` may hold one tensor object in `scope`: they share a
/// tensor value, or a recorded [`MayAlias`] still holds for them.
pub(crate) fn may_share(facts: &[MayAlias], scope: &Scope, a: &str, b: &str) -> bool {
    let (Some(ra), Some(rb)) = (scope.get(a), scope.get(b)) else {
        return false;
    };
    let (la, lb) = (tensor_leaves(ra), tensor_leaves(rb));
    if la.is_empty() || lb.is_empty() {
        return false;
    }
    la.iter().any(|v| lb.contains(v)) || recorded_may_alias(facts, scope, a, b)
}

/// Whether a recorded [`MayAlias`] still holds for `a` and `b` in `scope`.
fn recorded_may_alias(facts: &[MayAlias], scope: &Scope, a: &str, b: &str) -> bool {
    let (Some(ra), Some(rb)) = (scope.get(a), scope.get(b)) else {
        return false;
    };
    facts.iter().any(|f| {
        let holds = |(n, v): &(String, Raw), name: &str, now: &Raw| n == name && v.same(now);
        (holds(&f.a, a, ra) && holds(&f.b, b, rb)) || (holds(&f.a, b, rb) && holds(&f.b, a, ra))
    })
}

/// The pairs of `names` × every variable of `scope` that may share a
/// tensor there.
pub(crate) fn sharing_pairs(
    facts: &[MayAlias],
    scope: &Scope,
    names: &[String],
) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    for a in names {
        for b in scope.keys() {
            if a != b && may_share(facts, scope, a, b) {
                pairs.push(ordered(a, b));
            }
        }
    }
    pairs.sort();
    pairs.dedup();
    pairs
}

fn ordered(a: &str, b: &str) -> (String, String) {
    if a < b {
        (a.to_string(), b.to_string())
    } else {
        (b.to_string(), a.to_string())
    }
}

/// Ops whose result PyTorch may return as a view of an operand or as the
/// operand itself (`x.float()` of a float tensor, `x.type_as(y)`), or
/// that read a value out of a container or a packed aggregate, which
/// holds it.
const SHARING_OPS: &[&str] = &[
    "ts.cast",
    "ts.transpose",
    "ts.reshape",
    "ts.reshape_as",
    "ts.permute",
    "ts.unsqueeze",
    "ts.squeeze",
    "ts.flatten",
    "ts.slice",
    "ts.select",
    "ts.expand",
    "ts.chunk",
    "ts.split_part",
    "ts.unfold",
    "ts.movedim",
    "ts.diagonal",
    "ts.tuple_unpack",
    "ts.optional_unpack",
    "ts.union_unpack",
    "ts.object_get",
];

/// Ops that make a view a change of its base in place can make again from
/// the changed base (each reads the base as operand 0; other operands are
/// values from before the view, so still there).
const REPLAYABLE_VIEWS: &[&str] = &[
    "ts.split_part",
    "ts.chunk",
    "ts.unsqueeze",
    "ts.squeeze",
    "ts.transpose",
    "ts.permute",
    "ts.slice",
    "ts.select",
    "ts.expand",
    "ts.movedim",
    "ts.diagonal",
    "ts.tensor_static_info_cast",
];

/// Reshapes are views of a contiguous tensor only: replayed as the first
/// step from the base (which is no view, so contiguous), not after a
/// transpose or slice (where PyTorch copies).
const REPLAYABLE_RESHAPES: &[&str] = &["ts.reshape", "ts.flatten", "ts.reshape_as"];

fn op_name(op: &melior::ir::OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// The ops that made `view` out of `base`, first step first, when every
/// one can be made again ([`REPLAYABLE_VIEWS`], [`REPLAYABLE_RESHAPES`]).
pub(crate) fn view_steps<'c, 'b>(
    view: Value<'c, 'b>,
    base: Value<'c, 'b>,
) -> Option<Vec<melior::ir::OperationRef<'c, 'b>>> {
    let mut steps = Vec::new();
    let base = unchanged_by_loops(base);
    let mut v = unchanged_by_loops(view);
    while v != base {
        let op = melior::ir::operation::OperationResult::try_from(v)
            .ok()?
            .owner();
        let name = op_name(&op);
        if !REPLAYABLE_VIEWS.contains(&name.as_str())
            && !REPLAYABLE_RESHAPES.contains(&name.as_str())
            && !is_conversion(&op)
            && !is_view_if(&op)
            && !is_run_time_select(&op)
        {
            return None;
        }
        v = unchanged_by_loops(step_input(&op)?);
        steps.push(op);
    }
    steps.reverse();
    // A conversion keeps its input's layout, or copies (contiguously).
    let later_reshape = steps
        .iter()
        .skip_while(|op| is_input_or_copy(op))
        .skip(1)
        .any(|op| REPLAYABLE_RESHAPES.contains(&op_name(op).as_str()));
    (!later_reshape).then_some(steps)
}

/// The value `v` is: where it is the result of loops that carry it
/// unchanged (a later loop carries a view and its base along, `v13 =
/// v2.float(); while ...: v13 = ...`), what entered them, so the view's
/// steps are found across them.
fn unchanged_by_loops<'c, 'b>(v: Value<'c, 'b>) -> Value<'c, 'b> {
    use melior::ir::{BlockLike, RegionLike};
    let mut v = v;
    loop {
        let Ok(r) = melior::ir::operation::OperationResult::try_from(v) else {
            return v;
        };
        let op = r.owner();
        let i = r.result_number();
        let carried = (|| {
            if op_name(&op) != "scf.while" {
                return None;
            }
            let before = op.region_at(0)?.first_block()?;
            let after = op.region_at(1)?.first_block()?;
            let forwarded = before.terminator()?.operand_at(i + 1)?;
            let yielded = after.terminator()?.operand_at(i)?;
            let same = forwarded == before.argument_at(i)?.into()
                && yielded == after.argument_at(i)?.into();
            same.then(|| op.operand_at(i)).flatten().map(|x| x.to_raw())
        })();
        match carried {
            // SAFETY: an operand of a live op of the function being emitted.
            Some(entered) => v = unsafe { Value::from_raw(entered) },
            None => return v,
        }
    }
}

/// Whether the view step `op` is a dtype conversion ([`CONVERSION_METHODS`]):
/// the input itself where the dtype is the same, a copy otherwise.
fn is_conversion(op: &melior::ir::OperationRef) -> bool {
    match op_name(op).as_str() {
        // A conversion made again after a change (see `rebind_sharers`).
        "ts.cast" | "ts.same_dtype_or" => true,
        // Not an in-place op's result converted into its receiver.
        "ts.cast_to" => op.operand_count() == 2,
        _ => false,
    }
}

/// Whether the view step `op` is the view only on some runs: `arith.select
/// %still, %view, %own {ts.view_if}`, a view a loop that may run zero
/// times reassigns ([`FunctionEmitter::select_view`]).
fn is_view_if(op: &melior::ir::OperationRef) -> bool {
    op_name(op) == "arith.select" && op.attribute(VIEW_IF).is_ok()
}

/// Whether the view step `op` is the `ts.index_select` of `x[i]` with `i`
/// known only at run time (the `ts.squeeze` after it drops the dim).
fn is_run_time_select(op: &melior::ir::OperationRef) -> bool {
    op_name(op) == "ts.index_select"
        && op
            .attribute(crate::function_emitter::RUN_TIME_SELECT)
            .is_ok()
}

/// Whether the view step `op` is its input or a copy of it, as it runs (a
/// conversion, a [`is_view_if`] step): it keeps the input's layout and
/// must be a chain's last step to be made again.
fn is_input_or_copy(op: &melior::ir::OperationRef) -> bool {
    is_conversion(op) || is_view_if(op)
}

/// What the view step `op` reads: its first operand (the view, after the
/// condition, of a [`is_view_if`] step).
fn step_input<'c, 'b>(op: &melior::ir::OperationRef<'c, 'b>) -> Option<Value<'c, 'b>> {
    op.operand(usize::from(is_view_if(op))).ok()
}

/// The int attribute `name` of `op`.
fn int_attribute(op: &melior::ir::OperationRef, name: &str) -> Option<i64> {
    op.attribute(name)
        .ok()
        .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
        .map(|a| a.value())
}

/// Whether `v` is a [`is_view_if`] select whose other value is `own`.
fn selects_over(v: Value, own: Value) -> bool {
    melior::ir::operation::OperationResult::try_from(v).is_ok_and(|r| {
        let op = r.owner();
        is_view_if(&op) && op.operand_at(2).is_some_and(|o| o == own)
    })
}

/// A tensor variable one branch of an `if` made a view of `base` and the
/// other did not: what [`FunctionEmitter::select_branch_view`] needs, as
/// the `if` left them (raw handles: it outlives the branch's borrows).
#[derive(Clone)]
pub(crate) struct BranchView {
    pub(crate) cond: mlir_sys::MlirValue,
    pub(crate) if_op: mlir_sys::MlirOperation,
    pub(crate) base: String,
    pub(crate) base_value: mlir_sys::MlirValue,
    pub(crate) view: mlir_sys::MlirValue,
    pub(crate) on_then: bool,
    pub(crate) own: mlir_sys::MlirValue,
}

/// Whether `v` is defined inside `op` (in one of its regions).
fn defined_within(v: Value, op: mlir_sys::MlirOperation) -> bool {
    use mlir_sys::*;
    // SAFETY: walking the parents of a live value's definition.
    unsafe {
        let raw = v.to_raw();
        let mut block = if mlirValueIsAOpResult(raw) {
            mlirOperationGetBlock(mlirOpResultGetOwner(raw))
        } else {
            mlirBlockArgumentGetOwner(raw)
        };
        while !block.ptr.is_null() {
            let parent = mlirBlockGetParentOperation(block);
            if parent.ptr.is_null() {
                return false;
            }
            if parent.ptr == op.ptr {
                return true;
            }
            block = mlirOperationGetBlock(parent);
        }
        false
    }
}

/// The mark of a [`is_view_if`] step.
const VIEW_IF: &str = "ts.view_if";

/// Whether `v` is surely a tensor nothing else holds: made by arithmetic,
/// a creation op or a scatter (a copy), or an in-place op's result written
/// into such a tensor.
pub(crate) fn surely_fresh(v: Value) -> bool {
    const FRESH: &[&str] = &[
        "ts.add",
        "ts.sub",
        "ts.mul",
        "ts.div",
        "ts.neg",
        "ts.pow",
        "ts.where",
        "ts.matmul",
        "ts.cat",
        "ts.full_like",
        "ts.full",
        "ts.slice_scatter",
        "ts.select_scatter",
        "ts.index_put",
        "ts.relu",
        "ts.exp",
        "ts.abs",
        "ts.clamp",
        "ts.floor_divide",
        "ts.remainder",
    ];
    let Ok(result) = melior::ir::operation::OperationResult::try_from(v) else {
        return false;
    };
    let op = result.owner();
    match op_name(&op).as_str() {
        // An in-place op's result, or a copy, written into its receiver.
        "ts.cast_to" if op.operand_count() == 3 => op.operand_at(2).is_some_and(surely_fresh),
        name => FRESH.contains(&name),
    }
}

/// View steps whose change can be written back into their input
/// ([`FunctionEmitter::write_into_view_input`]).
const INVERTIBLE_VIEWS: &[&str] = &[
    "ts.select",
    "ts.split_part",
    "ts.chunk",
    "ts.slice",
    "ts.unsqueeze",
    "ts.squeeze",
    "ts.reshape",
    "ts.flatten",
    "ts.reshape_as",
    "ts.transpose",
    "ts.permute",
    "ts.movedim",
    "ts.tensor_static_info_cast",
];

/// Who else sees a tensor an in-place change is allowed to change (see
/// [`FunctionEmitter::check_unshared`]): names of the same tensor, which
/// take the new value, views of it, made again from the new value, and,
/// for a change through a view, the tensor it views.
#[derive(Default)]
pub(crate) struct Sharers<'c, 'b> {
    names: Vec<String>,
    /// Each view's names (the first in the views map) and the ops that
    /// made it.
    views: Vec<(Vec<String>, Vec<melior::ir::OperationRef<'c, 'b>>)>,
    base: Option<Box<ViewedBase<'c, 'b>>>,
    /// For a tensor changed through a view: each step's result as the
    /// change wrote it (a conversion that copied keeps that value, not the
    /// one made from the unchanged tensor).
    written: Vec<(Value<'c, 'b>, Value<'c, 'b>)>,
}

/// The tensor a changed view views: the steps that made the view (written
/// back in reverse), and who else sees that tensor.
struct ViewedBase<'c, 'b> {
    name: String,
    value: Value<'c, 'b>,
    steps: Vec<melior::ir::OperationRef<'c, 'b>>,
    sharers: Sharers<'c, 'b>,
    /// The name of the changed view in the views map (the changed name
    /// or another of its names), made again from the changed tensor with
    /// its other views; `changed` and its other names then take that value.
    view: String,
    changed: String,
    span: Span,
}

/// Whether the SSA value `v` stands for one tensor object of its own: a
/// `ts` op's result that is not a view of, the same object as, or read out
/// of another value (an in-place op's result, `ts.cast_to ... into`, is
/// its receiver's object), or an entry parameter (`params`). Not a call's
/// result (it may be an argument) nor a branch's or loop's (either
/// side's). Aggregates holding such a value hold that object.
fn owns_its_object(v: Value, params: &[Value]) -> bool {
    match melior::ir::operation::OperationResult::try_from(v) {
        Ok(r) => {
            let op = r.owner();
            let name = op_name(&op);
            let converts_like = name == "ts.cast_to" && op.operand_count() < 3;
            name.starts_with("ts.")
                && !SHARING_OPS.contains(&name.as_str())
                && !converts_like
                && !in_runtime_container(v)
        }
        Err(_) => params.contains(&v),
    }
}

/// Whether `v` is one of the function's parameters (`params`) itself,
/// changed in place or not (an in-place op's result is its receiver).
fn is_parameter_object(v: Value, params: &[Value]) -> bool {
    let mut v = v;
    loop {
        if params.contains(&v) {
            return true;
        }
        let Ok(result) = melior::ir::operation::OperationResult::try_from(v) else {
            return false;
        };
        let op = result.owner();
        let object = match op_name(&op).as_str() {
            "ts.cast_to" if op.operand_count() == 3 => op.operand(2),
            "ts.tensor_static_info_cast" if op.attribute("copy").is_err() => op.operand(0),
            _ => return false,
        };
        let Ok(object) = object else { return false };
        v = object;
    }
}

/// Whether the tensor `v` may have strides other than contiguous ones in
/// PyTorch: a view (or what a container or aggregate held). A parameter
/// of the function and a tensor an op made are contiguous, and so are a
/// clone (which keeps dense strides), a reshape, an (un)squeeze, a select,
/// slice or part along dim 0 of a contiguous tensor, and a branch's or
/// loop's value that is one of those on every path.
pub(crate) fn may_be_strided(v: Value, params: &[Value]) -> bool {
    let params: Vec<mlir_sys::MlirValue> = params.iter().map(|p| p.to_raw()).collect();
    strided(v, &params, &mut Vec::new())
}

fn strided(v: Value, params: &[mlir_sys::MlirValue], seen: &mut Vec<mlir_sys::MlirValue>) -> bool {
    let raw = v.to_raw();
    // A value met again is one a loop carries round: what it depends on
    // is decided by the loop's other sources.
    if seen.iter().any(|s| s.ptr == raw.ptr) {
        return false;
    }
    seen.push(raw);
    // SAFETY: values of the live function body.
    if let Some(sources) = unsafe { merged_sources(raw) } {
        return (sources.into_iter()).any(|s| strided(unsafe { Value::from_raw(s) }, params, seen));
    }
    match melior::ir::operation::OperationResult::try_from(v) {
        Ok(r) => {
            let op = r.owner();
            let mut of_input = || op.operand_at(0).is_none_or(|x| strided(x, params, seen));
            let along_first = int_attribute(&op, "dim") == Some(0)
                && int_attribute(&op, "step").is_none_or(|s| s == 1);
            match op_name(&op).as_str() {
                "ts.tensor_static_info_cast"
                | "ts.reshape"
                | "ts.flatten"
                | "ts.reshape_as"
                | "ts.unsqueeze"
                | "ts.squeeze" => of_input(),
                "ts.select" | "ts.slice" | "ts.chunk" | "ts.split_part" if along_first => {
                    of_input()
                }
                name => {
                    SHARING_OPS.contains(&name)
                        || !name.starts_with("ts.")
                        || is_run_time_select(&op)
                        || in_runtime_container(v)
                }
            }
        }
        // A function's own parameter; a block argument of a loop not yet
        // attached to its op (being emitted) may be anything.
        Err(_) => !params.iter().any(|p| p.ptr == raw.ptr),
    }
}

/// The values the value `v` is one of, where control flow merges them: a
/// branch's result (either side's), a loop's carried value (what enters
/// the loop and what its body yields) or result. `None` for any other.
///
/// # Safety
/// `v` must be a live value.
unsafe fn merged_sources(v: mlir_sys::MlirValue) -> Option<Vec<mlir_sys::MlirValue>> {
    use mlir_sys::*;
    // Raw C API: the walk crosses regions, which melior's lifetimes do not.
    unsafe fn name(op: MlirOperation) -> String {
        op_name(&melior::ir::OperationRef::from_raw(op))
    }
    // Operand `i` of the terminator of `op`'s region `r`.
    unsafe fn yielded(op: MlirOperation, r: isize, i: isize) -> Option<MlirValue> {
        let block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
        if block.ptr.is_null() {
            return None;
        }
        let t = mlirBlockGetTerminator(block);
        (!t.ptr.is_null() && i < mlirOperationGetNumOperands(t))
            .then(|| mlirOperationGetOperand(t, i))
    }
    let sources = if mlirValueIsAOpResult(v) {
        let (op, i) = (mlirOpResultGetOwner(v), mlirOpResultGetResultNumber(v));
        match name(op).as_str() {
            "scf.if" => vec![yielded(op, 0, i), yielded(op, 1, i)],
            // The condition forwards the carried values after its flag.
            "scf.while" => vec![yielded(op, 0, i + 1)],
            _ => return None,
        }
    } else {
        let i = mlirBlockArgumentGetArgNumber(v);
        let block = mlirBlockArgumentGetOwner(v);
        let op = mlirBlockGetParentOperation(block);
        if op.ptr.is_null() || name(op) != "scf.while" {
            return None;
        }
        let before = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
        if before.ptr == block.ptr {
            vec![Some(mlirOperationGetOperand(op, i)), yielded(op, 1, i)]
        } else {
            vec![yielded(op, 0, i + 1)]
        }
    };
    Some(sources.into_iter().flatten().collect())
}

/// Whether `v` may be one of the function's parameters (`params`): it is
/// one, or a branch's or loop's result (a loop's carried value) that is one
/// on some path, as `x` after `if c: x = x * 2` is.
pub(crate) fn may_be_parameter(v: Value, params: &[Value]) -> bool {
    use mlir_sys::*;
    unsafe fn walk(v: MlirValue, params: &[MlirValue], seen: &mut Vec<MlirValue>) -> bool {
        if params.iter().any(|p| p.ptr == v.ptr) {
            return true;
        }
        if seen.iter().any(|s| s.ptr == v.ptr) {
            return false;
        }
        seen.push(v);
        let sources = match merged_sources(v) {
            Some(sources) => sources,
            None if mlirValueIsAOpResult(v) => {
                // The same object, unless a clone (`copy`).
                let op = melior::ir::OperationRef::from_raw(mlirOpResultGetOwner(v));
                if op_name(&op) == "ts.tensor_static_info_cast" && op.attribute("copy").is_err() {
                    vec![op.operand_at(0).map(|x| x.to_raw())]
                        .into_iter()
                        .flatten()
                        .collect()
                } else {
                    vec![]
                }
            }
            None => vec![],
        };
        sources.into_iter().any(|s| walk(s, params, seen))
    }
    let params: Vec<MlirValue> = params.iter().map(|p| p.to_raw()).collect();
    // SAFETY: every handle read here belongs to the live function body.
    unsafe { walk(v.to_raw(), &params, &mut Vec::new()) }
}

/// Whether `view` in `scope` is still made from `base` there by ops like
/// `steps` (same ops, attributes and other operands), as a loop body that
/// made it again at its start must leave it.
pub(crate) fn still_view(
    scope: &Scope,
    view: &str,
    base: &str,
    steps: &[mlir_sys::MlirOperation],
) -> bool {
    use mlir_sys::*;
    let (Some(Raw::One(v, _)), Some(Raw::One(b, _))) = (scope.get(view), scope.get(base)) else {
        return false;
    };
    // SAFETY: values of the live scope.
    let (v, b) = unsafe { (Value::from_raw(*v), Value::from_raw(*b)) };
    let Some(now) = view_steps(v, b) else {
        return false;
    };
    // SAFETY: reading live ops.
    let same = |a: mlir_sys::MlirOperation, b: mlir_sys::MlirOperation| unsafe {
        let count = mlirOperationGetNumOperands(a);
        let attrs = mlirOperationGetNumAttributes(a);
        mlirIdentifierEqual(mlirOperationGetName(a), mlirOperationGetName(b))
            && count == mlirOperationGetNumOperands(b)
            && (1..count).all(|i| {
                mlirValueEqual(mlirOperationGetOperand(a, i), mlirOperationGetOperand(b, i))
            })
            && attrs == mlirOperationGetNumAttributes(b)
            && (0..attrs).all(|i| {
                let x = mlirOperationGetAttribute(a, i);
                let y = mlirOperationGetAttributeByName(b, mlirIdentifierStr(x.name));
                !y.ptr.is_null() && mlirAttributeEqual(x.attribute, y)
            })
    };
    // Any conversion is the input where the dtypes agree: interchangeable.
    let conversion = |s: mlir_sys::MlirOperation| {
        // SAFETY: a live op.
        is_conversion(&unsafe { melior::ir::OperationRef::from_raw(s) })
    };
    now.len() == steps.len()
        && now
            .iter()
            .zip(steps)
            .all(|(n, s)| (is_conversion(n) && conversion(*s)) || same(n.to_raw(), *s))
}

/// Whether `v` is a static aggregate (not a single value) with `x` among
/// its leaves.
fn aggregate_holds(v: &Emitted, x: Value) -> bool {
    !matches!(v, Emitted::One(_)) && v.flatten().iter().any(|t| t.value == x)
}

/// `v` with every leaf `old` replaced by `new`.
fn with_replaced<'c, 'b>(
    v: &Emitted<'c, 'b>,
    old: Value,
    new: &Emitted<'c, 'b>,
) -> Emitted<'c, 'b> {
    match v {
        Emitted::One(t) if t.value == old => new.clone(),
        Emitted::One(_) => v.clone(),
        Emitted::Tuple(items) => {
            Emitted::Tuple(items.iter().map(|i| with_replaced(i, old, new)).collect())
        }
        Emitted::Struct(name, items) => Emitted::Struct(
            name,
            items.iter().map(|i| with_replaced(i, old, new)).collect(),
        ),
    }
}

/// Whether `v` was stored in a runtime list or dict, or read from one.
fn in_runtime_container(v: Value) -> bool {
    const STORES: &[&str] = &[
        "ts.tuple_pack",
        "ts.optional_pack",
        "ts.union_pack",
        "ts.object_new",
        "ts.object_set",
        "ts.list_new",
        "ts.list_append",
        "ts.list_set",
        "ts.dict_set",
        "ts.runtime_call",
        "ts.runtime_mutate",
    ];
    const READS: &[&str] = &[
        "ts.list_get",
        "ts.dict_get",
        "ts.runtime_call",
        "ts.runtime_mutate",
    ];
    if let Ok(r) = melior::ir::operation::OperationResult::try_from(v) {
        if READS.contains(&op_name(&r.owner()).as_str()) {
            return true;
        }
    }
    // SAFETY: walking the use list of a live value without changing it.
    unsafe {
        let mut use_ = mlir_sys::mlirValueGetFirstUse(v.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(use_) {
            let owner = melior::ir::OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(use_));
            if STORES.contains(&op_name(&owner).as_str()) {
                return true;
            }
            use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
        }
    }
    false
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// Whether the variable `n`, which holds the tensor that `changed`
    /// names, may be read after the statement being emitted: a user's
    /// variable the rest of the function never names is not (hidden `$`
    /// names, fields and `self` always may be). Only for a change of a
    /// variable: TorchScript itself drops a change through a list element
    /// (`xs[0].add_(1)`) when nothing but the list is used afterwards, so
    /// that stays refused.
    fn may_read_later(&self, changed: &str, n: &str) -> bool {
        let plain = |s: &str| s.chars().all(|c| c.is_alphanumeric() || c == '_');
        // A view links its holder's changes to the tensor it views, also
        // when the holder itself is never read again.
        !(plain(changed) && plain(n) && n != "self")
            || self.views.contains_key(n)
            || self.live.may_read(n)
    }

    /// A mutation of the tensor `name` holds is rewritten functionally only
    /// when nothing else can see it (see the module comment); `what` names
    /// the change, `for_parameter` and `for_alias` say what to write
    /// instead. `parameters_shared` is false where a parameter's change
    /// cannot be observed (in the entry itself).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn check_unshared(
        &self,
        name: &str,
        x: Typed<'c, 'b>,
        what: &str,
        for_parameter: &str,
        for_alias: &str,
        parameters_shared: bool,
        span: Span,
    ) -> Emit<Sharers<'c, 'b>> {
        if parameters_shared && self.params.contains(&x.value) {
            return Err(Diagnostic::error(
                format!("{what} `{name}`, which the caller also sees (a parameter), is not supported; {for_parameter}"),
                span,
            ));
        }
        if parameters_shared && may_be_parameter(x.value, &self.params) {
            return Err(Diagnostic::error(
                format!("{what} `{name}`, which may be the caller's tensor (a parameter on some path to here), is not supported; {for_parameter}"),
                span,
            ));
        }
        // Variables holding this tensor because `b = a` (or `a.detach()`)
        // made them name it change with it; any other holder is an error.
        let named = self.named_aliases(name, x);
        // Aggregates holding the object change with it (`replace_held`).
        let holder = |n: &String| {
            owns_its_object(x.value, &self.params)
                && self.env.get(n).is_some_and(|v| aggregate_holds(v, x.value))
        };
        let alias = self.env.iter().find(|(n, v)| {
            n.as_str() != name
                && !named.contains(n)
                && !holder(n)
                && self.may_read_later(name, n)
                && v.flatten().iter().any(|t| t.value == x.value)
        });
        if let Some((other, _)) = alias {
            return Err(Diagnostic::error(
                format!("{what} `{name}`, which `{other}` also refers to, is not supported; {for_alias}"),
                span,
            ));
        }
        let scope = self.scope();
        let facts = self.may_alias.borrow();
        let mut others: Vec<&String> = scope
            .keys()
            .filter(|o| {
                o.as_str() != name
                    && !named.contains(o)
                    && self.may_read_later(name, o)
                    && match holder(o) {
                        true => recorded_may_alias(&facts, &scope, name, o),
                        false => may_share(&facts, &scope, name, o),
                    }
            })
            .collect();
        others.sort();
        if let Some(other) = others.first() {
            return Err(Diagnostic::error(
                format!("{what} `{name}`, which `{other}` may also refer to (they held the same tensor on some path to here), is not supported; {for_alias}"),
                span,
            ));
        }
        if in_runtime_container(x.value) {
            return Err(Diagnostic::error(
                format!("{what} `{name}`, which a list or dict also holds, is not supported; {for_alias}"),
                span,
            ));
        }
        // A change through a view is written back into the tensor it views
        // (which must be changeable itself), where every step can be.
        let mut viewed = None;
        // The view may be known by another of the tensor's names (`q = r`).
        let viewed_base = std::iter::once(name)
            .chain(named.iter().map(String::as_str))
            .filter_map(|n| self.views.get(n).map(|b| (n.to_string(), b.clone())))
            .find(|(_, b)| b.as_str() != name && !named.contains(b));
        if let Some((view, base)) = viewed_base {
            let refused = || {
                Diagnostic::error(
                    format!("{what} `{name}`, a view of `{base}` (they share storage), is not supported; change `{base}` itself, or make `{name}` a copy with `.clone()`"),
                    span,
                )
            };
            let Some(Emitted::One(b)) = self.env.get(&base).cloned() else {
                return Err(refused());
            };
            // A branch's view made a select over `x` just now
            // (`materialize_branch_views`) is the view.
            let from = match self.env.get(name) {
                Some(Emitted::One(t)) if selects_over(t.value, x.value) => t.value,
                _ => x.value,
            };
            let steps = view_steps(from, b.value)
                .filter(|steps| {
                    steps.iter().all(|s| {
                        INVERTIBLE_VIEWS.contains(&op_name(s).as_str())
                            || is_conversion(s)
                            || is_view_if(s)
                            || is_run_time_select(s)
                    })
                })
                .ok_or_else(refused)?;
            let sharers = self.check_unshared(
                &base,
                b,
                what,
                for_parameter,
                for_alias,
                parameters_shared,
                span,
            )?;
            viewed = Some(Box::new(ViewedBase {
                name: base,
                value: b.value,
                steps,
                sharers,
                view,
                changed: name.to_string(),
                span,
            }));
        }
        let holds_x = |base: &String| {
            self.env
                .get(base)
                .is_some_and(|v| v.flatten().iter().any(|t| t.value == x.value))
        };
        // Views of the tensor (and views of those) are made again from the
        // changed tensor, where the ops that made them can be.
        let mut changing: Vec<String> = std::iter::once(name.to_string())
            .chain(named.iter().cloned())
            .collect();
        let mut views = Vec::new();
        loop {
            let mut next: Vec<&String> = self
                .views
                .iter()
                .filter(|(view, base)| {
                    (changing.contains(base) || holds_x(base)) && !changing.contains(view)
                })
                .map(|(view, _)| view)
                .collect();
            next.sort();
            let Some(view) = next.first() else {
                break;
            };
            let found = match self.env.get(*view) {
                Some(Emitted::One(t)) => view_steps(t.value, x.value).map(|s| (*t, s)),
                _ => None,
            };
            let Some((t, steps)) = found else {
                return Err(Diagnostic::error(
                    format!("{what} `{name}`, whose storage the view `{view}` shares, is not supported; {for_alias}"),
                    span,
                ));
            };
            // The view's other names (`q = r`) take its new value too.
            let mut names = vec![view.to_string()];
            names.extend(self.named_aliases(view, t));
            changing.extend(names.iter().cloned());
            views.push((names, steps));
        }
        Ok(Sharers {
            names: named,
            views,
            base: viewed,
            written: Vec::new(),
        })
    }

    /// After an in-place change made `new` of a tensor: its other names
    /// hold `new`, and its views are made again from it.
    pub(crate) fn rebind_sharers(
        &mut self,
        sharers: Sharers<'c, 'b>,
        new: &Emitted<'c, 'b>,
    ) -> Emit<()> {
        for other in &sharers.names {
            self.env.insert(other.clone(), new.clone());
        }
        let Emitted::One(t) = new else {
            return Ok(());
        };
        // Each step is made again once: views that share steps (`r = y.t()`
        // and `r[0]`) share the new values too, so one stays a view of the
        // other.
        let mut remade: Vec<(Value<'c, 'b>, Value<'c, 'b>)> = Vec::new();
        for (names, steps) in sharers.views {
            let mut v = t.value;
            for step in steps {
                let old: Value = step.result(0).expect("a view op's result").into();
                if let Some((_, new)) = remade.iter().find(|(o, _)| *o == old) {
                    v = *new;
                    continue;
                }
                let before = sharers
                    .written
                    .iter()
                    .find(|(o, _)| *o == old)
                    .map_or(old, |(_, w)| *w);
                v = self.replay_view_step(step, v, before)?;
                remade.push((old, v));
            }
            for view in names {
                self.env.insert(
                    view,
                    Emitted::One(Typed {
                        value: v,
                        ty: ScriptType::Tensor,
                    }),
                );
            }
        }
        // A change through a view: the viewed tensor with the view's part
        // replaced, step by step back to it, and then everything that sees
        // it (the view itself made again from it).
        if let Some(mut base) = sharers.base {
            // What this change wrote holds for the tensors further down too.
            base.sharers.written.extend(sharers.written.iter().copied());
            let mut part = t.value;
            for step in base.steps.iter().rev() {
                let result = step.result(0).expect("a view op's result").into();
                base.sharers.written.push((result, part));
                part = self.write_into_view_input(*step, part, base.span)?;
            }
            let new_base = Emitted::One(Typed {
                value: part,
                ty: ScriptType::Tensor,
            });
            self.replace_held(base.value, &new_base);
            self.env.insert(base.name, new_base.clone());
            self.rebind_sharers(base.sharers, &new_base)?;
            if let Some(view) = self.env.get(&base.view).cloned() {
                for other in sharers.names.into_iter().chain([base.changed]) {
                    self.env.insert(other, view.clone());
                }
            }
        }
        Ok(())
    }

    /// The view step `step` made again from `input` (a changed tensor).
    /// A conversion gives `input` itself where it has the conversion's
    /// dtype, and `before` (the step's current value: a copy) otherwise.
    pub(crate) fn replay_view_step(
        &self,
        step: melior::ir::OperationRef<'c, 'b>,
        input: Value<'c, 'b>,
        before: Value<'c, 'b>,
    ) -> Emit<Value<'c, 'b>> {
        if is_conversion(&step) {
            return self.same_dtype_or(input, before, step.location());
        }
        if is_view_if(&step) {
            return self.view_if(step, input, before);
        }
        Ok(self.clone_step(step, input))
    }

    /// The op `step` made again from `input` (its other operands kept).
    fn clone_step(
        &self,
        step: melior::ir::OperationRef<'c, 'b>,
        input: Value<'c, 'b>,
    ) -> Value<'c, 'b> {
        // SAFETY: cloning a live op; the copy is owned until the block
        // takes it.
        let mut copy =
            unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(step.to_raw())) };
        use melior::ir::{operation::OperationMutLike, BlockLike};
        copy.set_operand(0, input);
        let copy = self.block.append_operation(copy);
        copy.result(0).expect("a view op's result").into()
    }

    /// Adds to `names` (a loop's carried variables) the tensors they view
    /// and the views of them: a change of one changes the others.
    pub(crate) fn with_view_relatives(&self, names: &mut Vec<String>) {
        let tensor = |n: &str| matches!(self.env.get(n), Some(Emitted::One(t)) if t.ty == ScriptType::Tensor);
        loop {
            let count = names.len();
            for (view, base) in &self.views {
                if !tensor(view) || !tensor(base) {
                    continue;
                }
                for (from, to) in [(view, base), (base, view)] {
                    if names.contains(from) && !names.contains(to) {
                        names.push(to.clone());
                    }
                }
            }
            if names.len() == count {
                return;
            }
        }
    }

    /// The carried views (of `carried` tensors) a loop makes again from the
    /// carried tensor at its body's start and after it, so a change of
    /// either inside finds the other: (view, tensor, the raw ops that made
    /// the view). A conversion that may copy must be the last step (the
    /// view carries that copy; one before it would not be carried).
    pub(crate) fn remakeable_views(
        &self,
        carried: &[String],
    ) -> Vec<(String, String, Vec<mlir_sys::MlirOperation>)> {
        let mut found = Vec::new();
        for (view, base) in &self.views {
            if !carried.contains(view) || !carried.contains(base) {
                continue;
            }
            let (Some(Emitted::One(v)), Some(Emitted::One(b))) =
                (self.env.get(view), self.env.get(base))
            else {
                continue;
            };
            let Some(steps) = view_steps(v.value, b.value) else {
                continue;
            };
            if steps.iter().rev().skip(1).any(is_input_or_copy) {
                continue;
            }
            let raw = steps.iter().map(|s| s.to_raw()).collect();
            found.push((view.clone(), base.clone(), raw));
        }
        found.sort_by(|a, b| a.0.cmp(&b.0));
        // A view of a view is made after the view it is of (`b = x[0];
        // a = b[1]`), from its new value.
        let mut ordered: Vec<(String, String, Vec<mlir_sys::MlirOperation>)> = Vec::new();
        while !found.is_empty() {
            let ready = found
                .iter()
                .position(|(_, base, _)| !found.iter().any(|(v, _, _)| v == base))
                .unwrap_or(0);
            ordered.push(found.remove(ready));
        }
        ordered
    }

    /// The view `view` made again from its tensor `base` by `steps` (see
    /// [`Self::remakeable_views`]), the view's value standing for what a
    /// copying conversion gave.
    pub(crate) fn remake_view(
        &mut self,
        view: &str,
        base: &str,
        steps: &[mlir_sys::MlirOperation],
    ) -> Emit<()> {
        let (Some(Emitted::One(v)), Some(Emitted::One(b))) =
            (self.env.get(view).cloned(), self.env.get(base).cloned())
        else {
            return Ok(());
        };
        let mut at = b.value;
        for &step in steps {
            // SAFETY: the steps are live ops of an enclosing block.
            let step = unsafe { melior::ir::OperationRef::from_raw(step) };
            at = self.replay_view_step(step, at, v.value)?;
        }
        self.env.insert(
            view.to_string(),
            Emitted::One(Typed {
                value: at,
                ty: ScriptType::Tensor,
            }),
        );
        Ok(())
    }

    /// The input of the view step `step` with the step's result replaced by
    /// `part` (one of [`INVERTIBLE_VIEWS`]).
    fn write_into_view_input(
        &self,
        step: melior::ir::OperationRef<'c, 'b>,
        part: Value<'c, 'b>,
        span: Span,
    ) -> Emit<Value<'c, 'b>> {
        let input = step_input(&step).expect("a view step reads its input");
        if is_view_if(&step) {
            return self.view_if(step, part, input);
        }
        if is_conversion(&step) {
            return self.same_dtype_or(part, input, step.location());
        }
        let ty = self.ty(ScriptType::Tensor, span)?;
        let attrs = |names: &[&'static str]| -> Vec<(&'static str, melior::ir::Attribute<'c>)> {
            names
                .iter()
                .filter_map(|n| step.attribute(n).ok().map(|a| (*n, a)))
                .collect()
        };
        match op_name(&step).as_str() {
            // The part (its dim of 1 kept) put back at the wrapped index.
            "ts.index_select" if is_run_time_select(&step) => {
                let index = step.operand(1).expect("index_select reads an index");
                let int = self.ty(ScriptType::Int, span)?;
                let at = self.emit_op("ts.item", &[index], int, &[], span)?;
                let row = self.emit_op("ts.squeeze", &[part], ty, &attrs(&["dim"]), span)?;
                self.emit_op(
                    "ts.select_scatter",
                    &[input, row, at],
                    ty,
                    &attrs(&["dim"]),
                    span,
                )
            }
            "ts.select" => {
                let index = int_attribute(&step, "index").expect("select has an index");
                let index = self.constant(ScriptType::Int, index as f64, index, span)?;
                self.emit_op(
                    "ts.select_scatter",
                    &[input, part, index.value],
                    ty,
                    &attrs(&["dim"]),
                    span,
                )
            }
            "ts.slice" => {
                let mut operands = vec![input, part];
                operands.extend((1..step.operand_count()).filter_map(|i| step.operand_at(i)));
                let names = ["dim", "start", "end", "step", "window"];
                self.emit_op("ts.slice_scatter", &operands, ty, &attrs(&names), span)
            }
            // Part `index` of a split is the slice from index * size (the
            // last part's end clamps as a slice's does).
            "ts.split_part" => {
                let int =
                    |n: &str| int_attribute(&step, n).expect("split_part has a size and an index");
                let start = int("index") * int("size");
                let mut bounds = attrs(&["dim"]);
                bounds.push(("start", self.int_attr(start)));
                bounds.push(("end", self.int_attr(start + int("size"))));
                self.emit_op("ts.slice_scatter", &[input, part], ty, &bounds, span)
            }
            // Part `index` of a chunk is the slice from index * c, c the
            // parts' size ceil(size / chunks): bounds known once the size is.
            "ts.chunk" => {
                let int = |n: &str| int_attribute(&step, n).expect("chunk has chunks and an index");
                let int_ty = self.ty(ScriptType::Int, span)?;
                let size = self.emit_op("ts.size", &[input], int_ty, &attrs(&["dim"]), span)?;
                let chunks = int("chunks");
                let rounding = self.constant(ScriptType::Int, 0.0, chunks - 1, span)?;
                let chunks = self.constant(ScriptType::Int, 0.0, chunks, span)?;
                let index = self.constant(ScriptType::Int, 0.0, int("index"), span)?;
                let above = self.emit_op("ts.add", &[size, rounding.value], int_ty, &[], span)?;
                let c =
                    self.emit_op("ts.floor_divide", &[above, chunks.value], int_ty, &[], span)?;
                let start = self.emit_op("ts.mul", &[index.value, c], int_ty, &[], span)?;
                let end = self.emit_op("ts.add", &[start, c], int_ty, &[], span)?;
                let mut bounds = attrs(&["dim"]);
                bounds.push(("start", self.int_attr(ts_dialect::DYNAMIC)));
                bounds.push(("end", self.int_attr(ts_dialect::DYNAMIC)));
                self.emit_op(
                    "ts.slice_scatter",
                    &[input, part, start, end],
                    ty,
                    &bounds,
                    span,
                )
            }
            "ts.unsqueeze" => self.emit_op("ts.squeeze", &[part], ty, &attrs(&["dim"]), span),
            "ts.transpose" => {
                self.emit_op("ts.transpose", &[part], ty, &attrs(&["dim0", "dim1"]), span)
            }
            // Dims moved back where they came from.
            "ts.movedim" => {
                let [source, destination] = ["source", "destination"].map(|n| {
                    step.attribute(n)
                        .expect("movedim has source and destination")
                });
                let swapped = [("source", destination), ("destination", source)];
                self.emit_op("ts.movedim", &[part], ty, &swapped, span)
            }
            // The inverse permutation.
            "ts.permute" => {
                let dims = step
                    .attribute("dims")
                    .ok()
                    .and_then(|a| melior::ir::attribute::DenseI64ArrayAttribute::try_from(a).ok())
                    .map(|a| {
                        (0..a.len())
                            .filter_map(|i| a.element(i).ok())
                            .collect::<Vec<i64>>()
                    })
                    .expect("permute has dims");
                let rank = dims.len() as i64;
                let mut inverse = vec![0i64; dims.len()];
                for (i, &d) in dims.iter().enumerate() {
                    inverse[d.rem_euclid(rank.max(1)) as usize] = i as i64;
                }
                let attr = melior::ir::attribute::DenseI64ArrayAttribute::new(self.ctx, &inverse);
                self.emit_op("ts.permute", &[part], ty, &[("dims", attr.into())], span)
            }
            "ts.squeeze" | "ts.reshape" | "ts.flatten" | "ts.reshape_as" => {
                self.emit_op("ts.reshape_as", &[part, input], ty, &[], span)
            }
            _ => Ok(part),
        }
    }

    /// `preferred` where the [`is_view_if`] step `step`'s condition
    /// holds, else `other`, marked as such a step (typed as `other`).
    fn view_if(
        &self,
        step: melior::ir::OperationRef<'c, 'b>,
        preferred: Value<'c, 'b>,
        other: Value<'c, 'b>,
    ) -> Emit<Value<'c, 'b>> {
        let still = step.operand(0).expect("a view_if step has a condition");
        self.select_view(still, preferred, other, step.location())
    }

    /// Before a change of `name`: the [`BranchView`]s of `name` or of a
    /// tensor `name` is the base of, still as the `if` left them, made
    /// `ts.view_if` selects ([`Self::select_branch_view`]). Only then:
    /// made again after the `if`, a view could fail on the path that did
    /// not make it (a reshape a branch guards).
    pub(crate) fn materialize_branch_views(&mut self, name: &str, span: Span) -> Emit<()> {
        let mut pending: Vec<(String, BranchView)> = self
            .branch_views
            .iter()
            .filter(|(v, p)| *v == name || p.base == name)
            .map(|(v, p)| (v.clone(), p.clone()))
            .collect();
        pending.sort_by(|a, b| a.0.cmp(&b.0));
        for (view, p) in pending {
            self.branch_views.remove(&view);
            let current = |n: &str| match self.env.get(n) {
                Some(Emitted::One(t)) => Some(t.value.to_raw()),
                _ => None,
            };
            let unchanged = current(&view).is_some_and(|v| v.ptr == p.own.ptr)
                && current(&p.base).is_some_and(|v| v.ptr == p.base_value.ptr)
                && self.views.get(&view) == Some(&p.base);
            if unchanged {
                self.select_branch_view(&view, &p, span)?;
            }
        }
        Ok(())
    }

    /// After `if c: v = b[0] else: v = fresh` (`p.view` the branch's
    /// value, `p.on_then` which branch made it): `v` is the view of `b`
    /// where that branch ran, so it becomes `select(c, b[0] made again
    /// after the if, v) {ts.view_if}` and a change through it is written
    /// back into `b` on that path only. Left as is (a change through it
    /// then refused) where a step is not plainly replayable or reads a
    /// value the branch made.
    fn select_branch_view(&mut self, name: &str, p: &BranchView, span: Span) -> Emit<()> {
        let (Some(Emitted::One(b)), Some(Emitted::One(own))) =
            (self.env.get(&p.base).cloned(), self.env.get(name).cloned())
        else {
            return Ok(());
        };
        let (if_op, on_then) = (p.if_op, p.on_then);
        // SAFETY: values of the live function body.
        let (view, cond) = unsafe { (Value::from_raw(p.view), Value::from_raw(p.cond)) };
        let Some(steps) = view_steps(view, b.value) else {
            return Ok(());
        };
        // Made again on both paths, so only steps that cannot fail on the
        // path that did not make them (not a select, whose index may be out
        // of range there, a part, a reshape or an expand, nor a slice
        // whose window is checked); a conversion is made again as itself.
        let plain = |op: &melior::ir::OperationRef| {
            let n = op_name(op);
            let never_fails = matches!(
                n.as_str(),
                "ts.transpose"
                    | "ts.permute"
                    | "ts.movedim"
                    | "ts.unsqueeze"
                    | "ts.squeeze"
                    | "ts.tensor_static_info_cast"
            ) || (n == "ts.slice"
                && op.attribute("window").is_err()
                && op.operand_count() == 1);
            (never_fails || is_conversion(op))
                && (1..op.operand_count())
                    .filter_map(|i| op.operand_at(i))
                    .all(|v| !defined_within(v, if_op))
        };
        if steps.is_empty() || !steps.iter().all(plain) {
            return Ok(());
        }
        let location = steps[0].location();
        let mut v = b.value;
        for step in steps {
            v = self.clone_step(step, v);
        }
        if v.r#type() != own.value.r#type() {
            v = self.emit_op(
                "ts.tensor_static_info_cast",
                &[v],
                own.value.r#type(),
                &[],
                span,
            )?;
        }
        let still = if on_then {
            cond
        } else {
            let bool_ty = self.ty(ScriptType::Bool, span)?;
            let yes = self.constant(ScriptType::Bool, 0.0, 1, span)?;
            self.emit_op("arith.xori", &[cond, yes.value], bool_ty, &[], span)?
        };
        let selected = self.select_view(still, v, own.value, location)?;
        self.env.insert(
            name.to_string(),
            Emitted::One(Typed {
                value: selected,
                ty: ScriptType::Tensor,
            }),
        );
        Ok(())
    }

    /// `arith.select still, view, own {ts.view_if}` (typed as `own`).
    pub(crate) fn select_view(
        &self,
        still: Value<'c, 'b>,
        view: Value<'c, 'b>,
        own: Value<'c, 'b>,
        location: melior::ir::Location<'c>,
    ) -> Emit<Value<'c, 'b>> {
        let mark = (
            melior::ir::Identifier::new(self.ctx, VIEW_IF),
            melior::ir::Attribute::unit(self.ctx),
        );
        self.view_step_op("arith.select", &[still, view, own], &[mark], location)
    }

    /// A view step `name` of `operands` (the last one's type) appended at
    /// `location`, the view step's own, where no span is at hand.
    fn view_step_op(
        &self,
        name: &str,
        operands: &[Value<'c, 'b>],
        attributes: &[(melior::ir::Identifier<'c>, melior::ir::Attribute<'c>)],
        location: melior::ir::Location<'c>,
    ) -> Emit<Value<'c, 'b>> {
        use melior::ir::BlockLike;
        let ty = operands.last().expect("a view step has operands").r#type();
        let op = melior::ir::operation::OperationBuilder::new(name, location)
            .add_operands(operands)
            .add_results(&[ty])
            .add_attributes(attributes)
            .build()
            .map_err(|e| Diagnostic::error(e.to_string(), Span::default()))?;
        let op = self.block.append_operation(op);
        Ok(op.result(0).expect("one result").into())
    }

    /// `ts.same_dtype_or preferred, other` (typed as `other`), for a
    /// conversion step of a view.
    fn same_dtype_or(
        &self,
        preferred: Value<'c, 'b>,
        other: Value<'c, 'b>,
        location: melior::ir::Location<'c>,
    ) -> Emit<Value<'c, 'b>> {
        self.view_step_op("ts.same_dtype_or", &[preferred, other], &[], location)
    }

    /// After an in-place change made `new` of the tensor `old`: every
    /// aggregate in scope that holds it (a `List[Tensor]` of static length,
    /// a tuple, an instance held by value) holds the changed tensor, as
    /// TorchScript's references do. [`Self::check_unshared`] let only
    /// such holders through.
    pub(crate) fn replace_held(&mut self, old: Value<'c, 'b>, new: &Emitted<'c, 'b>) {
        let holders: Vec<String> = self
            .env
            .iter()
            .filter(|(_, v)| aggregate_holds(v, old))
            .map(|(n, _)| n.clone())
            .collect();
        for n in holders {
            let v = with_replaced(&self.env[&n], old, new);
            self.env.insert(n, v);
        }
    }

    /// Whether the tensor `x` is an object of its own that an aggregate in
    /// scope holds (`xs[1]` of a `List[Tensor]` of static length), so an
    /// in-place change of it changes the aggregate ([`Self::replace_held`]).
    pub(crate) fn held_by_aggregate(&self, x: Value<'c, 'b>) -> bool {
        owns_its_object(x, &self.params) && self.env.values().any(|v| aggregate_holds(v, x))
    }

    /// The variables that name the tensor `x` held by `name` through
    /// `b = a` / `b = a.detach()` chains and still hold it.
    pub(crate) fn named_aliases(&self, name: &str, x: Typed<'c, 'b>) -> Vec<String> {
        let holds = |n: &str| matches!(self.env.get(n), Some(crate::function_emitter::Emitted::One(t)) if t.value == x.value);
        let mut found = vec![name.to_string()];
        let mut i = 0;
        while i < found.len() {
            let current = found[i].clone();
            for (a, b) in &self.aliases {
                let other = if *a == current {
                    b
                } else if *b == current {
                    a
                } else {
                    continue;
                };
                if !found.contains(other) && holds(other) {
                    found.push(other.clone());
                }
            }
            i += 1;
        }
        found.remove(0);
        found
    }

    /// After `target = value`: `b = a`, `b = a.detach()` or `b = a.add_(1)`
    /// (an in-place method returns its receiver) of a tensor makes `b`
    /// another name of `a`'s tensor; any other assignment ends `b`'s names.
    pub(crate) fn record_alias(&mut self, target: &Expr, value: &Expr) {
        let ExprKind::Name(t) = &target.kind else {
            return;
        };
        self.aliases.retain(|(a, b)| a != t && b != t);
        let source = match &value.kind {
            ExprKind::Name(a) => Some(a),
            ExprKind::Call { func, args, .. } if args.is_empty() => match &func.kind {
                ExprKind::Attribute { value, attr, .. } if attr == "detach" => match &value.kind {
                    ExprKind::Name(a) => Some(a),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let source = source.or_else(|| match crate::function_emitter::in_place_receiver(value) {
            Some(Expr {
                kind: ExprKind::Name(a),
                ..
            }) => Some(a),
            _ => None,
        });
        // A call PyTorch answers with its input itself (`x.cpu()`,
        // `x.to("cpu")`, `torch.positive(x)`, `F.dropout(x, 0.0)`) gives
        // that input's value here.
        let same_value = |n: &str| match (self.env.get(n), self.env.get(t)) {
            (Some(Emitted::One(a)), Some(Emitted::One(b))) => a.value == b.value,
            _ => false,
        };
        let identity = |func: &Expr| match &func.kind {
            ExprKind::Attribute { attr, .. } => {
                IDENTITY_METHODS.contains(&attr.as_str()) || attr.contains("dropout")
            }
            _ => false,
        };
        let source = source.or_else(|| match &value.kind {
            ExprKind::Call { func, args, .. } if identity(func) => {
                let receiver = match &func.kind {
                    ExprKind::Attribute { value, .. } => Some(value.as_ref()),
                    _ => None,
                };
                receiver
                    .into_iter()
                    .chain(args.first())
                    .find_map(|e| match &e.kind {
                        ExprKind::Name(a) if same_value(a) => Some(a),
                        _ => None,
                    })
            }
            // `x.contiguous()` is `x` where `x` is contiguous: surely so
            // for a parameter, changed in place or not (the host passes
            // contiguous tensors; a script function's are never changed);
            // a view or a result laid out like a transposed input may copy.
            ExprKind::Call { func, args, .. } if args.is_empty() => match &func.kind {
                ExprKind::Attribute { value, attr, .. } if attr == "contiguous" => {
                    match &value.kind {
                        ExprKind::Name(a)
                            if same_value(a)
                                && matches!(self.env.get(a), Some(Emitted::One(v)) if is_parameter_object(v.value, &self.params)) =>
                        {
                            Some(a)
                        }
                        _ => None,
                    }
                }
                _ => None,
            },
            _ => None,
        });
        let is_tensor = |n: &str| matches!(self.env.get(n), Some(Emitted::One(v)) if v.ty == ScriptType::Tensor);
        if let Some(a) = source.filter(|a| *a != t && is_tensor(a) && is_tensor(t)) {
            self.aliases.push((t.clone(), a.clone()));
        }
    }

    /// `xs[i] += v` on a tensor element of the list or dict `container`
    /// changes that tensor object: an error when another variable may hold
    /// it (holds the element's value, or a tensor that went into or came
    /// out of a runtime list or dict).
    pub(crate) fn check_element_unshared(
        &self,
        container: &str,
        element: Typed<'c, 'b>,
        what: &str,
        span: Span,
    ) -> Emit<()> {
        let holder = self.env.iter().find(|(n, v)| {
            n.as_str() != container
                && v.flatten().iter().any(|t| {
                    t.ty == crate::script_type::ScriptType::Tensor
                        && (t.value == element.value || in_runtime_container(t.value))
                })
        });
        if let Some((other, _)) = holder {
            return Err(Diagnostic::error(
                format!("{what} an element of `{container}`, which `{other}` may also refer to, is not supported; build the new element out of place and store it"),
                span,
            ));
        }
        Ok(())
    }

    /// Records that each of `pairs` may hold one tensor in `scope` (where
    /// both are defined and do not visibly share one already).
    pub(crate) fn record_may_alias(&self, scope: &Scope, pairs: &[(String, String)]) {
        let mut facts = self.may_alias.borrow_mut();
        for (a, b) in pairs {
            let (Some(ra), Some(rb)) = (scope.get(a), scope.get(b)) else {
                continue;
            };
            if tensor_leaves(ra).is_empty() || tensor_leaves(rb).is_empty() {
                continue;
            }
            if !may_share(&facts, scope, a, b) {
                facts.push(MayAlias {
                    a: (a.clone(), ra.clone()),
                    b: (b.clone(), rb.clone()),
                });
            }
        }
    }

    /// Whether the chain of view steps `e` indexes with a tensor or list
    /// somewhere (`a[a > 0][0]`): advanced indexing copies, so the result
    /// is no view of the chain's variable.
    fn advanced_step(&self, e: &Expr) -> bool {
        let mut at = e;
        while let Some(input) = view_step_input(at) {
            if let ExprKind::Subscript { index, .. } = &at.kind {
                if self.advanced_index(index) {
                    return true;
                }
            }
            at = input;
        }
        false
    }

    /// After `target = value`: `target` is a view of the variable `value`
    /// indexes or views, and no longer of anything else; views of the old
    /// `target` no longer share the new value.
    pub(crate) fn record_view(&mut self, target: &Expr, value: &Expr) {
        // `a, b = x.split(2)`: each part is a view of `x`; none where `x`
        // is rebound itself (`x, gate = x.chunk(2, -1)`: the old `x` has
        // no name left to change).
        if let ExprKind::Tuple(items) | ExprKind::List(items) = &target.kind {
            let root = view_root(value).map(str::to_string);
            let rebinds_root = items
                .iter()
                .any(|i| matches!(&i.kind, ExprKind::Name(n) if Some(n) == root.as_ref()));
            for item in items {
                match &item.kind {
                    ExprKind::Name(t) if rebinds_root => {
                        self.views.retain(|view, base| view != t && base != t)
                    }
                    _ => self.record_view(item, value),
                }
            }
            return;
        }
        let ExprKind::Name(t) = &target.kind else {
            return;
        };
        self.views.retain(|view, base| view != t && base != t);
        let is_tensor = |n: &str| matches!(self.env.get(n), Some(crate::function_emitter::Emitted::One(v)) if v.ty == crate::script_type::ScriptType::Tensor);
        if let Some(root) = view_root(value).filter(|r| *r != t && is_tensor(r)) {
            if !self.advanced_step(value) {
                self.views.insert(t.clone(), root.to_string());
            }
        }
    }
}
