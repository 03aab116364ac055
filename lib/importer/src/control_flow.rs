//! `if` statements and conditional expressions → `scf.if`.
//!
//! Each branch is emitted into its own block by a child emitter that sees
//! the enclosing variables; afterwards, every variable a branch assigned is
//! yielded (tuples flattened), with TorchScript's rules: both branches must
//! agree on its type, and a variable only one branch defines cannot be
//! used after the `if`.

use crate::{
    function_emitter::{key_of, mlir_type, Emit, Emitted, FunctionEmitter, Typed},
    optional_values::{refinements, unified_optional},
    script_type::{ScriptType, ValueType, OPTIONAL, UNION},
};
use melior::ir::{
    block::BlockLike, operation::OperationBuilder, Block, Region, RegionLike, Type, Value,
    ValueLike,
};
use mlir_sys::MlirValue;
use std::collections::HashMap;
use ts_frontend::{
    ast::{BoolOp, Expr, ExprKind, Stmt},
    Diagnostic, Span,
};

/// A value with its lifetime erased, to cross from a branch's block to the
/// code that builds the `scf.if`.
#[derive(Clone)]
pub(crate) enum Raw {
    One(MlirValue, ScriptType),
    Tuple(Vec<Raw>),
    Struct(&'static str, Vec<Raw>),
}

impl Raw {
    pub(crate) fn of(e: &Emitted) -> Raw {
        match e {
            Emitted::One(t) => Raw::One(t.value.to_raw(), t.ty),
            Emitted::Tuple(items) => Raw::Tuple(items.iter().map(Raw::of).collect()),
            Emitted::Struct(name, fields) => {
                Raw::Struct(name, fields.iter().map(Raw::of).collect())
            }
        }
    }

    pub(crate) fn value_type(&self) -> ValueType {
        match self {
            Raw::One(_, t) => ValueType::One(*t),
            Raw::Struct(OPTIONAL, fields) => ValueType::Optional(Box::new(fields[1].value_type())),
            // A `None` member's payload is the empty tuple (no leaves).
            Raw::Struct(UNION, fields) => ValueType::Union(
                fields[1..]
                    .iter()
                    .map(|f| match f {
                        Raw::Tuple(items) if items.is_empty() => ValueType::One(ScriptType::None),
                        f => f.value_type(),
                    })
                    .collect(),
            ),
            Raw::Tuple(items) => ValueType::Tuple(items.iter().map(Raw::value_type).collect()),
            Raw::Struct(name, fields) => {
                ValueType::Struct(name, fields.iter().map(Raw::value_type).collect())
            }
        }
    }

    pub(crate) fn leaves(&self, out: &mut Vec<(MlirValue, ScriptType)>) {
        match self {
            Raw::One(v, t) => out.push((*v, *t)),
            Raw::Tuple(items) | Raw::Struct(_, items) => items.iter().for_each(|i| i.leaves(out)),
        }
    }

    pub(crate) fn same(&self, other: &Raw) -> bool {
        let (mut a, mut b) = (vec![], vec![]);
        self.leaves(&mut a);
        other.leaves(&mut b);
        a.len() == b.len() && a.iter().zip(&b).all(|(x, y)| x.0.ptr == y.0.ptr)
    }

    /// Back to a value usable in a block of lifetime `'x`.
    pub(crate) fn emitted<'c, 'x>(&self) -> Emitted<'c, 'x> {
        match self {
            // SAFETY: the value is defined in the enclosing function and
            // dominates where it is used (an enclosing block or a branch).
            Raw::One(v, t) => Emitted::One(Typed {
                value: unsafe { Value::from_raw(*v) },
                ty: *t,
            }),
            Raw::Tuple(items) => Emitted::Tuple(items.iter().map(Raw::emitted).collect()),
            Raw::Struct(name, fields) => {
                Emitted::Struct(name, fields.iter().map(Raw::emitted).collect())
            }
        }
    }
}

/// Variables by name, as values with their lifetime erased.
pub(crate) type Scope = HashMap<String, Raw>;

/// A variable whose declaration accepts both branches' types, where no
/// run-time representation covers them: an `Any` holding different types,
/// or an optional or union of aggregates of tensors.
fn unsupported_dynamic_type(
    name: &str,
    declared: &ValueType,
    a: &ValueType,
    b: &ValueType,
    span: Span,
) -> Diagnostic {
    Diagnostic::error(
        format!("{name} is {a} on one path and {b} on another: a value declared `{declared}` whose type is only known at run time is not supported yet"),
        span,
    )
}

/// Variables rebound inside one branch.
type Bindings = Vec<(String, Raw)>;

/// What a branch left behind.
struct Branch<'c> {
    block: Block<'c>,
    env: HashMap<String, Raw>,
    /// Whether it always raises (never reaches the code after the `if`).
    raises: bool,
    /// The views at its end (see `shared_tensors.rs`).
    views: HashMap<String, String>,
    /// The condition's refinements still in force at its end (`x` refined
    /// to its payload and left so), as its `env` had them before they were
    /// reverted to the values from before the `if`.
    refined: Bindings,
}

/// Where a branch's result comes from.
enum Body<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
    /// An expression typed as the other branch's value (an empty `[]`).
    Typed(&'a Expr, ValueType),
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// The variables by value.
    pub(crate) fn scope(&self) -> Scope {
        self.env
            .iter()
            .map(|(k, v)| (k.clone(), Raw::of(v)))
            .collect()
    }

    /// Runs `f` on a child emitter that appends to `block` and sees the
    /// enclosing variables, with `overrides` rebinding some of them (a
    /// loop's carried values become block arguments). Returns `f`'s result
    /// and the variables as they are at the end of the block.
    pub(crate) fn in_block<R>(
        &mut self,
        block: &Block<'c>,
        overrides: &[(String, Raw)],
        f: impl for<'x, 'y> FnOnce(&mut FunctionEmitter<'c, 'x, 'y, 'm>) -> Emit<R>,
    ) -> Emit<(R, Scope)> {
        let mut env = self.scope();
        env.extend(overrides.iter().cloned());
        let class = self.current_class;
        // (The declared return type types a `return` in a branch, stored
        // in `$retval`: `return []` is a `List[int]` there too.)
        let declared = self.declared_return.clone();
        self.in_block_with(block, env, declared, class, "", f)
    }

    /// Like [`Self::in_block`] with an explicit scope: `env` is everything
    /// the child sees (an inlined method sees only its own variables),
    /// `declared_return` its return annotation, `class` the class whose
    /// method it is, and `inlining` the method being inlined (to reject
    /// recursion), or "".
    pub(crate) fn in_block_with<R>(
        &mut self,
        block: &Block<'c>,
        env: HashMap<String, Raw>,
        declared_return: Option<ValueType>,
        class: Option<&'static str>,
        inlining: &str,
        f: impl for<'x, 'y> FnOnce(&mut FunctionEmitter<'c, 'x, 'y, 'm>) -> Emit<R>,
    ) -> Emit<(R, Scope)> {
        let params: Vec<MlirValue> = self.params.iter().map(|v| v.to_raw()).collect();
        let mut stack = self.inlining.clone();
        if !inlining.is_empty() {
            stack.push(inlining.to_string());
        }
        let mut child = FunctionEmitter {
            ctx: self.ctx,
            module: self.module,
            block,
            importer: &mut *self.importer,
            env: env.iter().map(|(k, v)| (k.clone(), v.emitted())).collect(),
            declared_return,
            live: self.live.clone(),
            // SAFETY: parameters are block arguments of the function's entry
            // block, which dominates every nested block, or of a loop being
            // emitted around this block (see `loops.rs`), which outlives it.
            params: params
                .into_iter()
                .map(|v| unsafe { Value::from_raw(v) })
                .collect(),
            known_ints: self.known_ints.clone(),
            specialization_used: self.specialization_used.clone(),
            undefined_after_if: self.undefined_after_if.clone(),
            refined_past_if: Vec::new(),
            next_loop_id: self.next_loop_id,
            part_method_checked: false,
            declared_vars: if inlining.is_empty() {
                self.declared_vars.clone()
            } else {
                HashMap::new()
            },
            known_bools: self.known_bools.clone(),
            shape_decided: self.shape_decided.clone(),
            dead_code: self.dead_code,
            current_class: class,
            layer_aliases: self.layer_aliases.clone(),
            inlining: stack,
            function: self.function.clone(),
            views: if inlining.is_empty() {
                self.views.clone()
            } else {
                HashMap::new()
            },
            branch_views: if inlining.is_empty() {
                self.branch_views.clone()
            } else {
                HashMap::new()
            },
            may_alias: self.may_alias.clone(),
            aliases: if inlining.is_empty() {
                self.aliases.clone()
            } else {
                Vec::new()
            },
            is_entry: self.is_entry,
            unrolled_path: self.unrolled_path.clone(),
            branch_of: Vec::new(),
            unreachable: false,
            top_frame: !inlining.is_empty(),
            frame_vars: Default::default(),
        };
        let result = f(&mut child)?;
        // What a branch decided (an `and`'s second comparison) decides
        // the conditional expression it yields from.
        self.shape_decided.extend(child.shape_decided.iter());
        self.next_loop_id = child.next_loop_id;
        if child.specialization_used.get() {
            self.specialization_used.set(true);
        }
        Ok((result, child.scope()))
    }

    /// Emits `body` into a fresh block with a child emitter; returns the
    /// block and the variables as they are at its end (plus, for an
    /// expression, its value under the name "").
    /// `refined` rebinds variables inside the branch only (an optional the
    /// condition proves present is its payload there): where the branch
    /// leaves one as it was, it ends with its value from before.
    fn emit_branch(&mut self, body: Body, refined: &[(String, Raw)]) -> Emit<Branch<'c>> {
        let block = Block::new(&[]);
        let declared = self.optional_declarations(refined);
        let mut branch_of = self.branch_of.clone();
        branch_of.push(self.block.to_raw().ptr as usize);
        let ((value, views, raises), mut env) = self.in_block(&block, refined, |child| {
            child.declared_vars.extend(declared);
            child.branch_of = branch_of;
            let value = match body {
                Body::Stmts(stmts) => {
                    if let Some((_, span)) = child.emit_body(stmts)?.returned {
                        return Err(Diagnostic::error(
                            "`return` inside `if` is not supported yet",
                            span,
                        ));
                    }
                    None
                }
                Body::Expr(e) => Some(Raw::of(&child.emit_any(e)?)),
                Body::Typed(e, t) => Some(Raw::of(&child.emit_typed(e, &t)?)),
            };
            Ok((value, child.views.clone(), child.unreachable))
        })?;
        let mut kept = Vec::new();
        for (name, bound) in refined {
            if env.get(name).is_some_and(|now| now.same(bound)) {
                if let Some(before) = self.env.get(name) {
                    env.insert(name.clone(), Raw::of(before));
                    kept.push((name.clone(), bound.clone()));
                }
            }
        }
        if let Some(v) = value {
            env.insert(String::new(), v);
        }
        Ok(Branch {
            block,
            env,
            raises,
            views,
            refined: kept,
        })
    }

    /// Appends `scf.yield` of `values` to a branch, casting each tensor to
    /// the generic type of its TorchScript type (so both branches agree).
    fn finish_branch(
        &self,
        branch: &Branch<'c>,
        values: &[(MlirValue, ScriptType)],
        span: Span,
    ) -> Emit<Vec<Type<'c>>> {
        self.yield_into(&branch.block, values, "scf.yield", span)
    }

    /// Appends terminator `op` to `block` with `values` as operands, each
    /// cast to the generic type of its TorchScript type; returns those types.
    pub(crate) fn yield_into(
        &self,
        block: &Block<'c>,
        values: &[(MlirValue, ScriptType)],
        op: &str,
        span: Span,
    ) -> Emit<Vec<Type<'c>>> {
        let loc = self.importer.location(self.ctx, span);
        let mut operands: Vec<Value<'c, '_>> = Vec::new();
        let mut types = Vec::new();
        for &(raw, ty) in values {
            // SAFETY: `raw` is live in this block (or dominates it).
            let v: Value = unsafe { Value::from_raw(raw) };
            let want = mlir_type(self.ctx, &ty).ok_or_else(|| {
                Diagnostic::error(format!("a `{ty}` cannot flow out of a block yet"), span)
            })?;
            let v = if v.r#type() == want {
                v
            } else {
                let cast = OperationBuilder::new("ts.tensor_static_info_cast", loc)
                    .add_operands(&[v])
                    .add_results(&[want])
                    .build()
                    .map_err(|e| Diagnostic::error(format!("internal error: {e}"), span))?;
                block
                    .append_operation(cast)
                    .result(0)
                    .expect("one result")
                    .into()
            };
            operands.push(v);
            types.push(want);
        }
        let y = OperationBuilder::new(op, loc)
            .add_operands(&operands)
            .build()
            .map_err(|e| Diagnostic::error(format!("internal error: {e}"), span))?;
        block.append_operation(y);
        Ok(types)
    }

    /// An `scf.if` without results over two finished-but-unterminated
    /// blocks (statements for their effect, such as a raise).
    pub(crate) fn emit_if_blocks(
        &self,
        cond: Value<'c, 'b>,
        then: Block<'c>,
        otherwise: Block<'c>,
        span: Span,
    ) -> Emit<()> {
        let then = Branch {
            block: then,
            env: HashMap::new(),
            raises: false,
            views: HashMap::new(),
            refined: Vec::new(),
        };
        let otherwise = Branch {
            block: otherwise,
            env: HashMap::new(),
            raises: false,
            views: HashMap::new(),
            refined: Vec::new(),
        };
        self.finish_branch(&then, &[], span)?;
        self.finish_branch(&otherwise, &[], span)?;
        self.build_if(cond, then, otherwise, &[], span)?;
        Ok(())
    }

    /// Builds the `scf.if` and returns its results.
    fn build_if(
        &self,
        cond: Value<'c, 'b>,
        then: Branch<'c>,
        otherwise: Branch<'c>,
        types: &[Type<'c>],
        span: Span,
    ) -> Emit<Vec<Value<'c, 'b>>> {
        let (r1, r2) = (Region::new(), Region::new());
        r1.append_block(then.block);
        r2.append_block(otherwise.block);
        let op = OperationBuilder::new("scf.if", self.importer.location(self.ctx, span))
            .add_operands(&[cond])
            .add_results(types)
            .add_regions([r1, r2])
            .build()
            .map_err(|e| {
                Diagnostic::error(format!("internal error building `scf.if`: {e}"), span)
            })?;
        let op = self.block.append_operation(op);
        Ok((0..types.len())
            .map(|i| op.result(i).expect("declared result").into())
            .collect())
    }

    /// Whether the list, dict or string `c` is not empty (its truth).
    pub(crate) fn not_empty(&mut self, c: Typed<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        let n = self.len_of(c, span)?;
        let zero = self.constant(ScriptType::Int, 0.0, 0, span)?;
        let ty = self.ty(ScriptType::Bool, span)?;
        Ok(Typed {
            value: self.emit_op("ts.ne", &[n.value, zero.value], ty, &[], span)?,
            ty: ScriptType::Bool,
        })
    }

    pub(crate) fn condition(&mut self, test: &Expr) -> Emit<Value<'c, 'b>> {
        if let Some(truth) = self.truth_method(test)? {
            return Ok(truth.value);
        }
        let c = match self.emit_any(test)? {
            // A tuple or NamedTuple (an optional or a union says to refine it).
            v @ (Emitted::Tuple(_) | Emitted::Struct(..))
                if !matches!(
                    v,
                    Emitted::Struct(crate::script_type::OPTIONAL | crate::script_type::UNION, _)
                ) =>
            {
                return Err(not_a_condition(&v.value_type(), test.span));
            }
            v => v.one(test.span)?,
        };
        match c.ty {
            ScriptType::Bool => Ok(c.value),
            // `if n:` is `n != 0`, as TorchScript's `aten::Bool` of a number;
            // `if t:` is `bool(t)`: a one-element tensor, else a runtime error.
            ScriptType::Int | ScriptType::Float | ScriptType::Tensor => {
                Ok(self.convert_scalar(c, ScriptType::Bool, test.span)?.value)
            }
            // `if xs:` on a list, dict or string: not empty.
            ScriptType::List(_) | ScriptType::Dict(..) | ScriptType::Str => {
                Ok(self.not_empty(c, test.span)?.value)
            }
            t => Err(not_a_condition(&t, test.span)),
        }
    }

    /// `if test: body else: orelse`.
    /// A condition known at compile time emits only the branch taken
    /// (which may `return`).
    pub fn emit_if(
        &mut self,
        test: &Expr,
        body: &[Stmt],
        orelse: &[Stmt],
        span: Span,
    ) -> Emit<Option<(Emitted<'c, 'b>, Span)>> {
        let cond = self.condition(test)?;
        if let Some(taken) = self.static_bool(&Typed {
            value: cond,
            ty: ScriptType::Bool,
        }) {
            return Ok(self.emit_body(if taken { body } else { orelse })?.returned);
        }
        let before = self.scope();
        let (when_true, when_false) = self.branch_bindings(test, span)?;
        let taken = self.shape_decided.get(&key_of(cond)).copied();
        let then = self.emit_dead_if(taken == Some(false), |this| {
            this.emit_branch(Body::Stmts(body), &when_true)
        })?;
        let otherwise = self.emit_dead_if(taken == Some(true), |this| {
            this.emit_branch(Body::Stmts(orelse), &when_false)
        })?;
        if then.raises && otherwise.raises {
            self.unreachable = true;
        }
        // Past an `if` one branch of which always raises, the other's
        // refinements hold (`if x is None: raise ...` then `x + 1`): that
        // branch yields them, the raising one placeholders.
        let (mut then, mut otherwise) = (then, otherwise);
        let mut kept_refined = Vec::new();
        if then.raises != otherwise.raises {
            let (live, dead) = if then.raises {
                (&mut otherwise, &mut then)
            } else {
                (&mut then, &mut otherwise)
            };
            for (name, bound) in std::mem::take(&mut live.refined) {
                if let Some(original) = before.get(&name) {
                    kept_refined.push((name.clone(), original.clone()));
                }
                dead.env.remove(&name);
                live.env.insert(name, bound);
            }
        }
        // Variables either branch changed or introduced, in a stable order.
        let mut names: Vec<&String> = then
            .env
            .iter()
            .chain(otherwise.env.iter())
            .filter(|(k, v)| before.get(*k).is_none_or(|b| !b.same(v)))
            .map(|(k, _)| k)
            .collect();
        names.sort();
        names.dedup();
        let mut yielded = Vec::new();
        for name in names {
            match (then.env.get(name), otherwise.env.get(name)) {
                (Some(t), Some(f)) => {
                    let (mut t, mut f) = (t.clone(), f.clone());
                    let (tt, ft) = (t.value_type(), f.value_type());
                    // `None` on one path and a value on the other: a run-time
                    // optional where the declaration (or one side) says so.
                    if let (true, Some(d)) = (tt != ft, self.declared_vars.get(name).cloned()) {
                        t = self.box_as_declared(&then.block, t, &d, span)?;
                        f = self.box_as_declared(&otherwise.block, f, &d, span)?;
                        t = Raw::of(&self.shape_as_declared(&t.emitted(), &d, span)?);
                        f = Raw::of(&self.shape_as_declared(&f.emitted(), &d, span)?);
                    } else if let Some(inner) = (tt != ft)
                        .then(|| unified_optional(&tt, &ft, None))
                        .flatten()
                    {
                        (t, f) = self.wrap_both(&t, &f, &inner, span)?;
                    }
                    (t, f) = self.merge_tensor_containers(&then, &otherwise, t, f, taken, span)?;
                    (t, f) = self.merge_instances(&then.block, &otherwise.block, t, f, span)?;
                    let (tt, ft) = (t.value_type(), f.value_type());
                    if tt != ft {
                        if let Some(m) = crate::tensor_lists::length_mismatch(name, &tt, &ft) {
                            return Err(Diagnostic::error(m, span));
                        }
                        if let Some(d) = self
                            .declared_vars
                            .get(name)
                            .filter(|d| d.accepts(&tt) && d.accepts(&ft))
                        {
                            return Err(unsupported_dynamic_type(name, d, &tt, &ft, span));
                        }
                        return Err(Diagnostic::error(
                            format!("Type mismatch: {name} is set to type {tt} in the true branch and type {ft} in the false branch"),
                            span,
                        ));
                    }
                    yielded.push((name.clone(), t, f));
                }
                (Some(t), None) | (None, Some(t)) => {
                    let then_has = then.env.contains_key(name);
                    // A branch that always raises never reaches the code
                    // after the `if`: there the variable has the other
                    // branch's value (the raising one yields a placeholder).
                    let (raises, block) = if then_has {
                        (otherwise.raises, &otherwise.block)
                    } else {
                        (then.raises, &then.block)
                    };
                    if raises {
                        if let Ok(p) = self.placeholder_in(block, &t.value_type(), span) {
                            let (t, f) = if then_has {
                                (t.clone(), p)
                            } else {
                                (p, t.clone())
                            };
                            yielded.push((name.clone(), t, f));
                            continue;
                        }
                    }
                    let missing = if then_has { "false" } else { "true" };
                    self.env.remove(name);
                    self.undefined_after_if.insert(name.clone(), missing);
                }
                (None, None) => {}
            }
        }
        let leaves = |pick: &dyn Fn(&(String, Raw, Raw)) -> Raw| {
            let mut out = Vec::new();
            for y in &yielded {
                pick(y).leaves(&mut out);
            }
            out
        };
        let types = self.finish_branch(&then, &leaves(&|y| y.1.clone()), span)?;
        self.finish_branch(&otherwise, &leaves(&|y| y.2.clone()), span)?;
        // Tensors either branch left shared stay possibly shared after the
        // merge gives them different values; views either made stay views.
        let merged: Vec<String> = yielded.iter().map(|y| y.0.clone()).collect();
        let shared = {
            let facts = self.may_alias.borrow();
            let mut pairs = crate::shared_tensors::sharing_pairs(&facts, &then.env, &merged);
            pairs.extend(crate::shared_tensors::sharing_pairs(
                &facts,
                &otherwise.env,
                &merged,
            ));
            pairs
        };
        // A tensor one branch made a view of a variable neither branch
        // changes, and the other did not (its value then, and which side).
        let one_sided: Vec<(String, String, MlirValue, bool)> = yielded
            .iter()
            .filter_map(|(name, t, f)| {
                let (Raw::One(tv, ScriptType::Tensor), Raw::One(fv, _)) = (t, f) else {
                    return None;
                };
                let (base, view, on_then) = match (then.views.get(name), otherwise.views.get(name))
                {
                    (Some(b), None) => (b, *tv, true),
                    (None, Some(b)) => (b, *fv, false),
                    _ => return None,
                };
                (!merged.contains(base)).then(|| (name.clone(), base.clone(), view, on_then))
            })
            .collect();
        for (view, base) in then.views.iter().chain(&otherwise.views) {
            self.views
                .entry(view.clone())
                .or_insert_with(|| base.clone());
        }
        let results = self.build_if(cond, then, otherwise, &types, span)?;
        let if_op = results
            .first()
            .and_then(|r| melior::ir::operation::OperationResult::try_from(*r).ok())
            .map(|r| r.owner().to_raw());
        let mut flat = results.into_iter();
        for (name, t, _) in &yielded {
            let ty = t.value_type();
            let leaf_types = ty.flatten();
            let values: Vec<Typed<'c, 'b>> = leaf_types
                .iter()
                .map(|lt| Typed {
                    value: flat.next().expect("one result per leaf"),
                    ty: *lt,
                })
                .collect();
            let value =
                Emitted::rebuild(&ty, &mut values.into_iter()).expect("rebuilds its own type");
            self.env.insert(name.clone(), value);
            self.undefined_after_if.remove(name);
        }
        for (name, original) in kept_refined {
            if let Some(now) = self.env.get(&name) {
                let record = (name, Raw::of(now), original);
                self.refined_past_if.push(record);
            }
        }
        self.record_may_alias(&self.scope(), &shared);
        if let Some(if_op) = if_op {
            for (name, base, view, on_then) in one_sided {
                let (Some(Emitted::One(b)), Some(Emitted::One(own))) =
                    (self.env.get(&base), self.env.get(&name))
                else {
                    continue;
                };
                let pending = crate::shared_tensors::BranchView {
                    cond: cond.to_raw(),
                    if_op,
                    base,
                    base_value: b.value.to_raw(),
                    view,
                    on_then,
                    own: own.value.to_raw(),
                };
                self.branch_views.insert(name, pending);
            }
        }
        Ok(None)
    }

    /// What `test` proves, as the variables to rebind in the branch taken
    /// when it holds and in the one taken when it fails.
    fn branch_bindings(&mut self, test: &Expr, span: Span) -> Emit<(Bindings, Bindings)> {
        let (holds, fails) = refinements(test);
        Ok((
            self.refined_bindings(&holds, span)?,
            self.refined_bindings(&fails, span)?,
        ))
    }

    /// Both branches' values of one variable as run-time `Optional[inner]`s.
    /// Branch results `t` and `f`, made runtime lists (dicts) where both
    /// are `List[Tensor]` (`Dict[str, Tensor]`) values of different lengths
    /// (keys).
    fn merge_tensor_containers(
        &mut self,
        then: &Branch<'c>,
        otherwise: &Branch<'c>,
        t: Raw,
        f: Raw,
        taken: Option<bool>,
        span: Span,
    ) -> Emit<(Raw, Raw)> {
        if !crate::tensor_lists::differ_in_length(&t.value_type(), &f.value_type()) {
            return Ok((t, f));
        }
        // A branch decided when the function is compiled (`if i < 2` in an
        // unrolled loop) never runs the other: the list keeps the taken
        // branch's static length, the dead one yielding a placeholder.
        if let Some(taken) = taken {
            let (live, dead) = if taken { (&t, &otherwise) } else { (&f, &then) };
            let p = self.placeholder_in(&dead.block, &live.value_type(), span)?;
            return Ok(if taken { (t, p) } else { (p, f) });
        }
        Ok((
            self.runtime_container_in(&then.block, &t, span)?,
            self.runtime_container_in(&otherwise.block, &f, span)?,
        ))
    }

    /// A placeholder of type `ty` emitted at the end of a branch's `block`
    /// (one that never reaches the code after the `if`).
    fn placeholder_in(&mut self, block: &Block<'c>, ty: &ValueType, span: Span) -> Emit<Raw> {
        let (p, _) = self.in_block(block, &[], |child| {
            Ok(Raw::of(&child.placeholder(ty, span)?))
        })?;
        Ok(p)
    }

    fn wrap_both(&mut self, t: &Raw, f: &Raw, inner: &ValueType, span: Span) -> Emit<(Raw, Raw)> {
        Ok((
            Raw::of(&self.wrap_optional(&t.emitted(), inner, span)?),
            Raw::of(&self.wrap_optional(&f.emitted(), inner, span)?),
        ))
    }

    /// What the arm `e`, yielding `leaves`, yields if the import decided
    /// it: a literal bool, or a shape-decided comparison (the branch's own
    /// decisions are merged into this emitter's, see `in_block_with`).
    fn decided_bool(&self, e: &Expr, leaves: &[(MlirValue, ScriptType)]) -> Option<bool> {
        if let ExprKind::Bool(b) = e.kind {
            return Some(b);
        }
        let [(value, _)] = leaves else { return None };
        self.shape_decided.get(&(value.ptr as usize)).copied()
    }

    /// Runs `emit` with `dead_code` set where `dead` holds.
    fn emit_dead_if<R>(&mut self, dead: bool, emit: impl FnOnce(&mut Self) -> Emit<R>) -> Emit<R> {
        let outer = self.dead_code;
        self.dead_code |= dead;
        let result = emit(self);
        self.dead_code = outer;
        result
    }

    /// `body if test else orelse`.
    pub fn emit_if_expr(
        &mut self,
        test: &Expr,
        body: &Expr,
        orelse: &Expr,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        // `c = a if t else b`: `c` refers to `a`'s or `b`'s instance.
        self.share_named_instance(body)?;
        self.share_named_instance(orelse)?;
        let cond = self.condition(test)?;
        if let Some(taken) = self.static_bool(&Typed {
            value: cond,
            ty: ScriptType::Bool,
        }) {
            return self.emit_any(if taken { body } else { orelse });
        }
        let (when_true, when_false) = self.branch_bindings(test, span)?;
        let decided = self.shape_decided.get(&key_of(cond)).copied();
        let (then_dead, else_dead) = (decided == Some(false), decided == Some(true));
        // `[] if c else xs`: the empty list has the other branch's type,
        // as TorchScript types it.
        let (then, otherwise) = if body.is_empty_list() && !orelse.is_empty_list() {
            let otherwise = self.emit_dead_if(else_dead, |this| {
                this.emit_branch(Body::Expr(orelse), &when_false)
            })?;
            let t = otherwise.env[""].value_type();
            let then = self.emit_dead_if(then_dead, |this| {
                this.emit_branch(Body::Typed(body, t), &when_true)
            })?;
            (then, otherwise)
        } else {
            let then = self.emit_dead_if(then_dead, |this| {
                this.emit_branch(Body::Expr(body), &when_true)
            })?;
            let orelse = match orelse.is_empty_list() {
                true => Body::Typed(orelse, then.env[""].value_type()),
                false => Body::Expr(orelse),
            };
            let otherwise =
                self.emit_dead_if(else_dead, |this| this.emit_branch(orelse, &when_false))?;
            (then, otherwise)
        };
        let (mut t, mut f) = (then.env[""].clone(), otherwise.env[""].clone());
        let (tt, ft) = (t.value_type(), f.value_type());
        // `x if c else None` is an `Optional`, as TorchScript unifies them.
        let none = ValueType::One(ScriptType::None);
        let declared = match (&tt, &ft) {
            (a, b) if *a == none && *b != none => Some(ValueType::Optional(Box::new(b.clone()))),
            (a, b) if *b == none && *a != none => Some(ValueType::Optional(Box::new(a.clone()))),
            _ => None,
        };
        if let Some(inner) = (tt != ft)
            .then(|| unified_optional(&tt, &ft, declared.as_ref()))
            .flatten()
        {
            (t, f) = self.wrap_both(&t, &f, &inner, span)?;
        }
        (t, f) = self.merge_tensor_containers(&then, &otherwise, t, f, decided, span)?;
        let (tt, ft) = (t.value_type(), f.value_type());
        if tt != ft {
            return Err(Diagnostic::error(
                format!("the two branches of a conditional expression have different types: {tt} and {ft}"),
                span,
            ));
        }
        let (mut tl, mut fl) = (vec![], vec![]);
        t.leaves(&mut tl);
        f.leaves(&mut fl);
        // A bool the taken arm decides is decided too: `y.dim() == 2 and
        // y.size(0) > 1` (`and`/`or` are conditional expressions).
        let taken_bool = match (decided, tt == ValueType::One(ScriptType::Bool)) {
            (Some(true), true) => self.decided_bool(body, &tl),
            (Some(false), true) => self.decided_bool(orelse, &fl),
            _ => None,
        };
        let types = self.finish_branch(&then, &tl, span)?;
        self.finish_branch(&otherwise, &fl, span)?;
        let results = self.build_if(cond, then, otherwise, &types, span)?;
        if let (Some(b), [r]) = (taken_bool, results.as_slice()) {
            self.shape_decided.insert(key_of(*r), b);
        }
        let values: Vec<Typed<'c, 'b>> = results
            .into_iter()
            .zip(tt.flatten())
            .map(|(value, ty)| Typed { value, ty })
            .collect();
        Ok(Emitted::rebuild(&tt, &mut values.into_iter()).expect("rebuilds its own type"))
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `a and b` is `b if a else False`; `a or b` is `True if a else b`
    /// (short-circuiting, as Python evaluates them).
    pub(crate) fn emit_bool_op(
        &mut self,
        op: BoolOp,
        values: &[Expr],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let Some((first, rest)) = values.split_first() else {
            return Err(Diagnostic::error(
                "internal error: empty boolean operator",
                span,
            ));
        };
        if rest.is_empty() {
            // Each operand is tested as a condition, and the result is a
            // bool (TorchScript's `and`/`or`, unlike Python's, which return
            // an operand).
            let value = self.condition(first)?;
            return Ok(Typed {
                value,
                ty: ScriptType::Bool,
            });
        }
        let rest_expr = Expr {
            kind: ExprKind::BoolOp {
                op,
                values: rest.to_vec(),
            },
            span: rest[0].span.to(rest[rest.len() - 1].span),
        };
        let literal = Expr {
            kind: ExprKind::Bool(op == BoolOp::Or),
            span,
        };
        let (body, orelse) = match op {
            BoolOp::And => (rest_expr, literal),
            BoolOp::Or => (literal, rest_expr),
        };
        self.emit_if_expr(first, &body, &orelse, span)?.one(span)
    }
}

/// The error for a value TorchScript cannot cast to bool in a condition.
fn not_a_condition(ty: &dyn std::fmt::Display, span: Span) -> Diagnostic {
    Diagnostic::error(
        format!("a value of type `{ty}` cannot be tested as a condition (TorchScript cannot cast it to bool)"),
        span,
    )
}
