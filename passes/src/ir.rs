//! Small safe wrappers over the MLIR C API that melior lacks or makes
//! awkward inside a pass: collecting ops, replacing uses, erasing, emitting
//! errors and editing function signatures.
//!
//! All `unsafe` of the passes crate lives here.

use melior::{
    ir::{
        attribute::TypeAttribute,
        operation::{OperationLike, OperationMutLike},
        r#type::FunctionType,
        Location, OperationRef, Type, Value, ValueLike,
    },
    Context,
};
use mlir_sys::MlirOperation;
use std::ffi::CString;
use ts_dialect::{BlockPositions, OpPositions};

/// The module an op is in.
pub fn module_of<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    enclosing(op, "builtin.module")
}

/// The nearest op named `name` that `op` is nested in (not `op` itself).
pub fn enclosing<'c, 'a>(op: OperationRef<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    std::iter::successors(op.parent_operation(), |p| p.parent_operation())
        .find(|p| op_name(*p) == name)
}

/// The op of `module`'s body that defines the symbol `name`.
pub fn top_level_symbol<'c, 'a>(
    module: OperationRef<'c, 'a>,
    name: &str,
) -> Option<OperationRef<'c, 'a>> {
    use melior::ir::{block::BlockLike, RegionLike};
    let body = module.region_at(0)?.first_block()?;
    let mut next = body.first_operation();
    while let Some(op) = next {
        if crate::op_attrs::string(op, "sym_name").as_deref() == Some(name) {
            // SAFETY: the op lives in `module`'s body, as long as `module`.
            return Some(unsafe { OperationRef::from_raw(op.to_raw()) });
        }
        next = op.next_in_block();
    }
    None
}

/// Operations under `root` (not `root` itself) whose name satisfies
/// `keep`, in pre-order. Raw handles so that the caller may rewrite them.
pub fn collect_ops(root: OperationRef, keep: impl Fn(&str) -> bool) -> Vec<MlirOperation> {
    let mut ops = Vec::new();
    let root_raw = root.to_raw();
    root.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
        if op.to_raw().ptr != root_raw.ptr && op.name().as_string_ref().as_str().is_ok_and(&keep) {
            ops.push(op.to_raw());
        }
        melior::ir::operation::WalkResult::Advance
    });
    ops
}

/// Views a handle collected by [`collect_ops`].
///
/// # Safety
/// The operation must still be alive (not erased since it was collected).
pub unsafe fn op_ref<'c, 'a>(raw: MlirOperation) -> OperationRef<'c, 'a> {
    // SAFETY: guaranteed by the caller.
    unsafe { OperationRef::from_raw(raw) }
}

/// The op's name as a Rust string.
pub fn op_name(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// Makes every use of `of` use `with` instead.
pub fn replace_all_uses(of: Value, with: Value) {
    // SAFETY: both values are alive; MLIR checks nothing else here.
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(of.to_raw(), with.to_raw()) }
}

/// True when the value has no uses.
pub fn has_no_uses(v: Value) -> bool {
    // SAFETY: reading the use list of a live value.
    unsafe { mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(v.to_raw())) }
}

/// True when some user of `v` is an op named `name`.
pub fn has_user_named(v: Value, name: &str) -> bool {
    // SAFETY: walking the use list of a live value without modifying it.
    unsafe {
        let mut use_ = mlir_sys::mlirValueGetFirstUse(v.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(use_) {
            let owner = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(use_));
            if op_name(owner) == name {
                return true;
            }
            use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
        }
    }
    false
}

/// Every value defined inside `op`'s regions: the results of nested ops and
/// the arguments of every block, at any depth (not `op`'s own results).
pub fn values_defined_in(op: OperationRef) -> Vec<mlir_sys::MlirValue> {
    fn block_args(op: OperationRef, out: &mut Vec<mlir_sys::MlirValue>) {
        use melior::ir::{block::BlockLike, RegionLike};
        for r in 0..op.region_count() {
            let Ok(region) = op.region(r) else { continue };
            let mut block = region.first_block();
            while let Some(b) = block {
                out.extend(
                    (0..b.argument_count()).filter_map(|i| b.argument_at(i).map(|a| a.to_raw())),
                );
                block = b.next_in_region();
            }
        }
    }
    let mut out = Vec::new();
    block_args(op, &mut out);
    let root = op.to_raw();
    op.walk(melior::ir::operation::WalkOrder::PreOrder, |inner| {
        if inner.to_raw().ptr != root.ptr {
            out.extend(
                (0..inner.result_count()).filter_map(|i| inner.result_at(i).map(|r| r.to_raw())),
            );
            block_args(inner, &mut out);
        }
        melior::ir::operation::WalkResult::Advance
    });
    out
}

/// The ops that use `v`, in use-list order (with repeats).
pub fn users<'c, 'a>(v: Value<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    // SAFETY: walking the use list of a live value without modifying it.
    unsafe {
        let mut use_ = mlir_sys::mlirValueGetFirstUse(v.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(use_) {
            out.push(OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(
                use_,
            )));
            use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
        }
    }
    out
}

/// Moves `op` (from wherever it is) to just before `anchor`.
pub fn move_before(op: OperationRef, anchor: OperationRef) {
    // SAFETY: both ops are alive; MLIR unlinks `op` and relinks it.
    unsafe { mlir_sys::mlirOperationMoveBefore(op.to_raw(), anchor.to_raw()) }
}

/// Moves `op` (from wherever it is) to just after `anchor`.
pub fn move_after(op: OperationRef, anchor: OperationRef) {
    // SAFETY: both ops are alive; MLIR unlinks `op` and relinks it.
    unsafe { mlir_sys::mlirOperationMoveAfter(op.to_raw(), anchor.to_raw()) }
}

/// Inserts a copy of `op` just before `anchor` and returns it (the copy
/// uses the same operands, and its regions the same values from outside).
pub fn clone_before<'c, 'a>(
    op: OperationRef<'c, 'a>,
    anchor: OperationRef,
) -> OperationRef<'c, 'a> {
    // SAFETY: `op` and `anchor` are alive; the clone is unlinked until
    // inserted, after which `anchor`'s block owns it.
    unsafe {
        let copy = mlir_sys::mlirOperationClone(op.to_raw());
        let block = mlir_sys::mlirOperationGetBlock(anchor.to_raw());
        mlir_sys::mlirBlockInsertOwnedOperationBefore(block, anchor.to_raw(), copy);
        OperationRef::from_raw(copy)
    }
}

/// The uses of `v`: each using op and the operand position it uses `v` at.
pub fn uses<'c, 'a>(v: Value<'c, 'a>) -> Vec<(OperationRef<'c, 'a>, usize)> {
    let mut out = Vec::new();
    // SAFETY: walking the use list of a live value without modifying it.
    unsafe {
        let mut use_ = mlir_sys::mlirValueGetFirstUse(v.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(use_) {
            let owner = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(use_));
            out.push((
                owner,
                mlir_sys::mlirOpOperandGetOperandNumber(use_) as usize,
            ));
            use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
        }
    }
    out
}

/// Makes `op` use `with` as its operand `position`.
pub fn set_operand(op: OperationRef, position: usize, with: Value) {
    // SAFETY: `op` and `with` are alive; MLIR relinks the use lists.
    unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), position as isize, with.to_raw()) }
}

/// True when `op` is `ancestor` or nested (at any depth) inside it.
pub fn is_inside(op: OperationRef, ancestor: OperationRef) -> bool {
    let target = ancestor.to_raw().ptr;
    let mut cur = Some(op);
    while let Some(o) = cur {
        if o.to_raw().ptr == target {
            return true;
        }
        cur = o.parent_operation();
    }
    false
}

/// Erases an op whose results have no uses left.
pub fn erase(op: OperationRef) {
    // SAFETY: the op is alive and unused; after this the caller must not
    // touch its handle again (callers drop it right away).
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) }
}

/// Emits an error diagnostic at `loc` (reported through the context's
/// diagnostic handlers, like any verifier error).
pub fn emit_error(loc: Location, message: &str) {
    let msg = CString::new(message.replace('\0', " ")).unwrap_or_default();
    // SAFETY: `msg` is a valid NUL-terminated string for the call's duration.
    unsafe { mlir_sys::mlirEmitError(loc.to_raw(), msg.as_ptr()) }
}

/// Input and result types of a `func.func`.
pub fn function_signature<'c>(
    func: OperationRef<'c, '_>,
) -> Option<(Vec<Type<'c>>, Vec<Type<'c>>)> {
    let attr = func.attribute("function_type").ok()?;
    let ty = TypeAttribute::try_from(attr).ok()?.value();
    let fty = FunctionType::try_from(ty).ok()?;
    let inputs = (0..fty.input_count())
        .filter_map(|i| fty.input(i).ok())
        .collect();
    let results = (0..fty.result_count())
        .filter_map(|i| fty.result(i).ok())
        .collect();
    Some((inputs, results))
}

/// Replaces the `function_type` of a `func.func`.
pub fn set_function_signature<'c>(
    ctx: &'c Context,
    func: OperationRef<'c, '_>,
    inputs: &[Type<'c>],
    results: &[Type<'c>],
) {
    let fty: Type = FunctionType::new(ctx, inputs, results).into();
    // SAFETY: `func` is alive; we only replace an attribute in place.
    let mut func = unsafe { melior::ir::operation::OperationRefMut::from_raw(func.to_raw()) };
    func.set_attribute("function_type", TypeAttribute::new(fty).into());
}

/// Views a value handle taken from live IR.
///
/// # Safety
/// The value must still be alive (its defining op or block not erased).
pub unsafe fn value_ref<'c, 'a>(raw: mlir_sys::MlirValue) -> Value<'c, 'a> {
    // SAFETY: guaranteed by the caller.
    unsafe { Value::from_raw(raw) }
}

/// Keeps only the first `n` operands of `op`.
pub fn truncate_operands(op: OperationRef, n: usize) {
    crate::tentative_edits::before_operands_change(op);
    let kept: Vec<mlir_sys::MlirValue> = op.operands().take(n).map(|v| v.to_raw()).collect();
    // SAFETY: `op` is alive and the kept values are its own operands.
    unsafe { mlir_sys::mlirOperationSetOperands(op.to_raw(), kept.len() as isize, kept.as_ptr()) }
}

/// Sets the i64 attribute `name` of `op`.
pub fn set_int_attr(ctx: &Context, op: OperationRef, name: &str, value: i64) {
    use melior::ir::{attribute::IntegerAttribute, r#type::IntegerType};
    crate::tentative_edits::before_attribute_change(op, name);
    let attr = IntegerAttribute::new(IntegerType::new(ctx, 64).into(), value);
    // SAFETY: `op` is alive; an attribute is replaced in place.
    let mut op = unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) };
    op.set_attribute(name, attr.into());
}

/// The first op of `block` (a block the caller holds alive).
pub fn first_op_of<'c, 'a>(block: mlir_sys::MlirBlock) -> Option<OperationRef<'c, 'a>> {
    // SAFETY: the block is alive; a null op means an empty block.
    unsafe {
        let op = mlir_sys::mlirBlockGetFirstOperation(block);
        (!op.ptr.is_null()).then(|| OperationRef::from_raw(op))
    }
}

/// Replaces all operands of `op` (a terminator gaining a carried value).
pub fn set_operands(op: OperationRef, operands: &[Value]) {
    let raw: Vec<mlir_sys::MlirValue> = operands.iter().map(|v| v.to_raw()).collect();
    // SAFETY: `op` and every value are alive; MLIR relinks the use lists.
    unsafe { mlir_sys::mlirOperationSetOperands(op.to_raw(), raw.len() as isize, raw.as_ptr()) }
}

/// Appends an argument of type `ty` to `block` and returns it.
pub fn add_block_argument<'c, 'a>(
    block: melior::ir::BlockRef<'c, 'a>,
    ty: Type<'c>,
    loc: Location<'c>,
) -> Value<'c, 'a> {
    use melior::ir::{block::BlockLike, TypeLike};
    // SAFETY: the block is alive; the new argument lives as long as it.
    unsafe {
        Value::from_raw(mlir_sys::mlirBlockAddArgument(
            block.to_raw(),
            ty.to_raw(),
            loc.to_raw(),
        ))
    }
}

/// Moves every block of `source` into the (empty) region `target`.
pub fn take_region_body(target: melior::ir::RegionRef, source: melior::ir::RegionRef) {
    use melior::ir::RegionLike;
    // SAFETY: both regions are alive; MLIR moves the block list.
    unsafe { mlir_sys::mlirRegionTakeBody(target.to_raw(), source.to_raw()) }
}

/// Sets (or replaces) the attribute `name` of `op`.
pub fn set_attribute(op: OperationRef, name: &str, attr: melior::ir::Attribute) {
    // SAFETY: `op` is alive; an attribute is replaced in place.
    let mut op = unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) };
    op.set_attribute(name, attr);
}

/// Removes the attribute `name` of `op` if it has one.
pub fn remove_attribute(op: OperationRef, name: &str) {
    // SAFETY: `op` is alive; an attribute is dropped in place.
    let mut op = unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) };
    let _ = op.remove_attribute(name);
}

/// Applies a transform-dialect schedule to `payload`: `sequence` is the
/// body of the entry named sequence (its root handle is `%root`; the
/// wrapping module and the final `transform.yield` are added here), parsed
/// as the buffer `buffer_name` so that an error inside it names the
/// schedule. Afterwards no op under `payload` keeps any of the attributes
/// `tags` the schedule matched on, whether or not it applied.
pub fn apply_transform_schedule(
    ctx: &Context,
    payload: OperationRef,
    sequence: &str,
    buffer_name: &str,
    tags: &[&str],
) -> Result<(), ()> {
    let any = "!transform.any_op";
    let script = format!(
        "module attributes {{transform.with_named_sequence}} {{\n\
         transform.named_sequence @__transform_main(%root: {any} {{transform.readonly}}) {{\n\
         {sequence}transform.yield\n}}\n}}\n"
    );
    let applied = match ts_dialect::parse_module(ctx, &script, buffer_name) {
        Some(script) => apply_transform_script(payload, &script),
        None => Err(()),
    };
    for raw in collect_ops(payload, |_| true) {
        // SAFETY: the interpreter has finished; these ops are alive.
        let op = unsafe { op_ref(raw) };
        for tag in tags {
            remove_attribute(op, tag);
        }
    }
    applied
}

/// Applies the transform-dialect `script` (a module whose first op is the
/// entry `transform.named_sequence`) to `payload`, as the
/// `transform-interpreter` pass would. On failure the interpreter has
/// emitted its diagnostics.
pub fn apply_transform_script(
    payload: OperationRef,
    script: &melior::ir::Module,
) -> Result<(), ()> {
    use melior::ir::block::BlockLike;
    let entry = script.body().first_operation().ok_or(())?;
    // SAFETY: payload, entry and the script module are alive for the whole
    // call; the options are created and destroyed here.
    unsafe {
        let options = mlir_sys::mlirTransformOptionsCreate();
        let result = mlir_sys::mlirTransformApplyNamedSequence(
            payload.to_raw(),
            entry.to_raw(),
            script.as_operation().to_raw(),
            options,
        );
        mlir_sys::mlirTransformOptionsDestroy(options);
        if result.value == 0 {
            return Err(());
        }
    }
    Ok(())
}
