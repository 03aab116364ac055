//! Type-checks one function body and emits its ts IR, in one walk (as
//! TorchScript's own `ir_emitter` does): every expression yields an SSA
//! value together with its TorchScript type.
//!
//! This slice of the language: straight-line code of assignments,
//! `return`, arithmetic and `@` on tensors and scalars, calls of other
//! script functions and of the torch ops in `op_registry`. Anything else is
//! a located "not supported yet" error, never a panic.

use crate::{
    module_importer::{Callee, ModuleImporter},
    op_registry::{self, TorchCall},
    overlap_checks::OverlapRule,
    script_type::{resolve_value_annotation, EnumRepr, ScriptType, ValueType, OPTIONAL, UNION},
    with_statements::is_grad_mode,
};
use melior::{
    ir::{
        attribute::{FloatAttribute, IntegerAttribute, StringAttribute},
        block::BlockLike,
        operation::OperationBuilder,
        r#type::IntegerType,
        Attribute, Block, Identifier, Location, Module, Type, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;
use ts_frontend::{
    ast::{BinaryOp, CmpOp, Expr, ExprKind, Stmt, StmtKind, UnaryOp},
    Diagnostic, Span,
};

/// A value with its TorchScript type.
#[derive(Clone, Copy)]
pub struct Typed<'c, 'b> {
    pub value: Value<'c, 'b>,
    pub ty: ScriptType,
}

/// A value of any shape: one SSA value, or a tuple of values (tuples live
/// only in the emitter; at function boundaries they are flattened).
#[derive(Clone)]
pub enum Emitted<'c, 'b> {
    One(Typed<'c, 'b>),
    Tuple(Vec<Emitted<'c, 'b>>),
    /// A NamedTuple or class instance: its fields in declaration order.
    Struct(&'static str, Vec<Emitted<'c, 'b>>),
}

impl<'c, 'b> Emitted<'c, 'b> {
    pub fn value_type(&self) -> ValueType {
        match self {
            Emitted::One(t) => ValueType::One(t.ty),
            Emitted::Struct(OPTIONAL, fields) => {
                ValueType::Optional(Box::new(fields[1].value_type()))
            }
            Emitted::Struct(UNION, fields) => ValueType::Union(
                fields[1..]
                    .iter()
                    .map(crate::union_values::member_type)
                    .collect(),
            ),
            Emitted::Tuple(items) => {
                ValueType::Tuple(items.iter().map(Emitted::value_type).collect())
            }
            Emitted::Struct(name, fields) => {
                ValueType::Struct(name, fields.iter().map(Emitted::value_type).collect())
            }
        }
    }

    /// The single value, or an error where a tuple is not allowed.
    pub fn one(self, span: Span) -> Emit<Typed<'c, 'b>> {
        match self {
            Emitted::One(t) => Ok(t),
            Emitted::Struct(OPTIONAL, _) => Err(Diagnostic::error(
                format!(
                    "a value of type {} cannot be used here: it may be None (refine it first with `if x is not None:` or `assert x is not None`)",
                    self.value_type()
                ),
                span,
            )),
            Emitted::Struct(UNION, _) => Err(Diagnostic::error(
                format!(
                    "a value of type {} cannot be used here: which member it holds is known at run time (refine it first with `isinstance`)",
                    self.value_type()
                ),
                span,
            )),
            Emitted::Tuple(_) | Emitted::Struct(..) => Err(Diagnostic::error(
                format!("a value of type {} cannot be used here", self.value_type()),
                span,
            )),
        }
    }

    /// The leaf values in order.
    pub fn flatten(&self) -> Vec<Typed<'c, 'b>> {
        match self {
            Emitted::One(t) => vec![*t],
            Emitted::Tuple(items) | Emitted::Struct(_, items) => {
                items.iter().flat_map(Emitted::flatten).collect()
            }
        }
    }

    /// Rebuilds a value of type `ty` from flattened leaves.
    pub fn rebuild(
        ty: &ValueType,
        leaves: &mut impl Iterator<Item = Typed<'c, 'b>>,
    ) -> Option<Self> {
        Some(match ty {
            ValueType::One(_) => Emitted::One(leaves.next()?),
            ValueType::Tuple(items) => Emitted::Tuple(
                items
                    .iter()
                    .map(|t| Emitted::rebuild(t, leaves))
                    .collect::<Option<_>>()?,
            ),
            ValueType::Struct(name, fields) => Emitted::Struct(
                name,
                fields
                    .iter()
                    .map(|t| Emitted::rebuild(t, leaves))
                    .collect::<Option<_>>()?,
            ),
            ValueType::Optional(inner) => Emitted::Struct(
                OPTIONAL,
                vec![
                    Emitted::One(leaves.next()?),
                    Emitted::rebuild(inner, leaves)?,
                ],
            ),
            ValueType::Union(members) => {
                let mut fields = vec![Emitted::One(leaves.next()?)];
                for m in members {
                    fields.push(match m {
                        // A `None` member has no payload.
                        ValueType::One(ScriptType::None) => Emitted::Tuple(vec![]),
                        m => Emitted::rebuild(m, leaves)?,
                    });
                }
                Emitted::Struct(UNION, fields)
            }
            // Values are never of a declared-only type.
            ValueType::Any => return None,
        })
    }
}

/// The functional form of an in-place tensor method (`add` for `add_`;
/// `None` for `__len__` and other names).
pub(crate) fn in_place_functional(method: &str) -> Option<&str> {
    method
        .strip_suffix('_')
        .filter(|f| !f.is_empty() && !f.ends_with('_'))
}

/// The variable an in-place method call `v.m_(...)` (or a chain of them)
/// changes and returns, when `e` is one.
pub(crate) fn in_place_receiver(e: &Expr) -> Option<&Expr> {
    let ExprKind::Call { func, .. } = &e.kind else {
        return None;
    };
    let ExprKind::Attribute { value, attr, .. } = &func.kind else {
        return None;
    };
    in_place_functional(attr)?;
    match &value.kind {
        ExprKind::Name(_) => Some(value),
        _ => in_place_receiver(value),
    }
}

/// `xs[1]`, `d["a"]`, `p.a`: how `e` is written, where that is short.
fn short_spelling(e: &Expr) -> Option<String> {
    let ExprKind::Subscript { value, index } = &e.kind else {
        return e.dotted_name();
    };
    let ExprKind::Name(c) = &value.kind else {
        return None;
    };
    match (crate::op_binding::literal_int(index), &index.kind) {
        (Some(i), _) => Some(format!("{c}[{i}]")),
        (None, ExprKind::Str(k)) => Some(format!("{c}[\"{k}\"]")),
        _ => None,
    }
}

/// The key of an SSA value in the emitter's maps of what the import knows
/// of it (`known_ints`, `known_bools`, `shape_decided`).
pub(crate) fn key_of(v: Value) -> usize {
    v.to_raw().ptr as usize
}

/// Whether `e`, an element of a tuple display, takes no type hint from
/// the tuple's declared type (as in TorchScript): a dict display or
/// `x.tolist()`.
fn is_hintless_in_tuple(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Dict(_) => true,
        ExprKind::Call {
            func,
            args,
            keywords,
        } => {
            args.is_empty()
                && keywords.is_empty()
                && matches!(&func.kind, ExprKind::Attribute { attr, .. } if attr == "tolist")
        }
        _ => false,
    }
}

/// The MLIR type that represents a TorchScript type in the ts dialect.
pub fn mlir_type<'c>(ctx: &'c Context, t: &ScriptType) -> Option<Type<'c>> {
    Some(match t {
        ScriptType::Tensor => ts_dialect::TensorType::unknown().to_mlir(ctx),
        ScriptType::Int => IntegerType::new(ctx, 64).into(),
        ScriptType::Float => Type::float64(ctx),
        ScriptType::Bool => IntegerType::new(ctx, 1).into(),
        ScriptType::None => ts_dialect::none_type(ctx),
        ScriptType::Enum(_, EnumRepr::Int) => IntegerType::new(ctx, 64).into(),
        ScriptType::Enum(_, EnumRepr::Float) => Type::float64(ctx),
        ScriptType::Enum(_, EnumRepr::Str) => ts_dialect::ContainerType::Str.to_mlir(ctx),
        ScriptType::Str | ScriptType::Device => ts_dialect::ContainerType::Str.to_mlir(ctx),
        ScriptType::List(e) => {
            let e = crate::script_type::element_script_type(e)?;
            ts_dialect::ContainerType::List(mlir_type(ctx, &e)?).to_mlir(ctx)
        }
        ScriptType::Dict(ValueType::One(k), v) => {
            let v = crate::script_type::element_script_type(v)?;
            ts_dialect::ContainerType::Dict(mlir_type(ctx, k)?, mlir_type(ctx, &v)?).to_mlir(ctx)
        }
        ScriptType::Dict(..) => return None,
        ScriptType::Packed(t) if t.packed_fields().is_some() => {
            let fields = t.packed_fields().expect("checked");
            let types = fields
                .iter()
                .map(|f| {
                    mlir_type(
                        ctx,
                        &crate::script_type::element_script_type(crate::script_type::intern_type(
                            f.clone(),
                        ))?,
                    )
                })
                .collect::<Option<Vec<_>>>()?;
            melior::ir::r#type::TupleType::new(ctx, &types).into()
        }
        ScriptType::Packed(ValueType::Optional(inner)) => {
            let inner = crate::script_type::element_script_type(crate::script_type::intern_type(
                (**inner).clone(),
            ))?;
            ts_dialect::ContainerType::Optional(mlir_type(ctx, &inner)?).to_mlir(ctx)
        }
        ScriptType::Packed(ValueType::Union(members)) => {
            let members = members
                .iter()
                .map(|m| match m {
                    ValueType::One(ScriptType::None) => Some(ts_dialect::none_type(ctx)),
                    m => mlir_type(
                        ctx,
                        &crate::script_type::element_script_type(crate::script_type::intern_type(
                            m.clone(),
                        ))?,
                    ),
                })
                .collect::<Option<Vec<_>>>()?;
            ts_dialect::union_type(ctx, &members)
        }
        ScriptType::Packed(_) => return None,
        ScriptType::Object(class) => ts_dialect::object_type(ctx, class),
    })
}

/// What a finished body returned.
pub struct BodyResult<'c, 'b> {
    pub returned: Option<(Emitted<'c, 'b>, Span)>,
}

/// Emits the statements of one function into `block`.
pub struct FunctionEmitter<'c, 'b, 'i, 'm> {
    pub ctx: &'c Context,
    pub module: &'i Module<'c>,
    pub block: &'b Block<'c>,
    pub importer: &'i mut ModuleImporter<'m>,
    pub env: HashMap<String, Emitted<'c, 'b>>,
    /// The annotated return type, checked at each `return`.
    pub declared_return: Option<ValueType>,
    /// What the rest of the function may still read (see `live_names`).
    pub(crate) live: crate::live_names::LiveNames,
    /// The parameters' values: the caller sees these tensors.
    pub params: Vec<Value<'c, 'b>>,
    /// Ints known at compile time, by SSA value: literals, specialized
    /// entry parameters, and arithmetic on them. The flag says the value
    /// depends on a specialized parameter (its use needs a guard).
    pub known_ints: std::cell::RefCell<HashMap<usize, (i64, bool)>>,
    /// Set when a specialized parameter decided something static.
    pub specialization_used: std::cell::Cell<bool>,
    /// Variables an `if` defined in one branch only, and the branch that
    /// lacks them (TorchScript rejects their use after the `if`).
    pub undefined_after_if: HashMap<String, &'static str>,
    /// Variables an `if` whose other branch always raises left refined
    /// after it (`if v is None: raise`): each refined value with the
    /// value from before the `if`, which a loop body's end puts back (the
    /// variable is unchanged, as the loop carries it).
    pub(crate) refined_past_if: Vec<(String, crate::control_flow::Raw, crate::control_flow::Raw)>,
    /// Numbers loops, so nested loops' hidden flags differ.
    pub next_loop_id: usize,
    /// Set while the assignment that an in-place method on a part stands
    /// for (`x[i].fill_(v)`) is emitted: the method's overlap rule was
    /// checked, not the assignment's (`overlap_checks`).
    pub(crate) part_method_checked: bool,
    /// Bools known at compile time (`x is None` on a statically-None or
    /// non-None value, literals): an `if` on one emits only the branch
    /// taken, as TorchScript does, so the other need not type-check.
    pub known_bools: HashMap<usize, bool>,
    /// Bools the import can compute from what it knows of shapes (a
    /// literal tensor's `x.dim() == 2`), which TorchScript decides only at
    /// run time: an `if` on one still type-checks both branches, but emits
    /// the other as dead code (`dead_code`).
    pub shape_decided: HashMap<usize, bool>,
    /// Emitting a branch that `shape_decided` says never runs: a tensor
    /// variable read here is only a `Tensor`, its static shape dropped, so
    /// that code written for other shapes still builds (refinement folds
    /// the branch away, as TorchScript would never run it).
    pub dead_code: bool,
    /// The class whose method is being inlined (its fields are the
    /// variables `self.<field>`).
    pub current_class: Option<&'static str>,
    /// Loop variables bound to a module's layers (`for layer in
    /// self.blocks`): the name and the layer's path (`blocks.1`).
    pub layer_aliases: HashMap<String, String>,
    /// Methods being inlined, outermost first (recursion is an error).
    pub inlining: Vec<String>,
    /// The script function being compiled (what an inlined call is part of).
    pub function: String,
    /// Variables declared with an annotation (`x: Optional[int] = None`):
    /// assignments are checked against it rather than the previous value.
    pub declared_vars: HashMap<String, ValueType>,
    /// Tensor variables made by indexing or viewing another one, and that
    /// one (they share storage; see `shared_tensors.rs`).
    pub views: HashMap<String, String>,
    /// Views one branch of an `if` made and the other did not, made a
    /// `ts.view_if` select when a change needs it (see
    /// `FunctionEmitter::materialize_branch_views`).
    pub(crate) branch_views: HashMap<String, crate::shared_tensors::BranchView>,
    /// Pairs of variables made to name one tensor by `b = a` or
    /// `b = a.detach()`: an in-place change through one changes both (while
    /// both still hold that value; see `shared_tensors.rs`).
    pub(crate) aliases: Vec<(String, String)>,
    /// Variables that may hold one tensor though their values differ,
    /// shared by every block of the function (see `shared_tensors.rs`).
    pub(crate) may_alias: std::rc::Rc<std::cell::RefCell<Vec<crate::shared_tensors::MayAlias>>>,
    /// Whether this is the entry's own body (not a callee, not inlined):
    /// a change to its parameters cannot be observed.
    pub is_entry: bool,
    /// Where in unrolled loops this code is emitted: for each enclosing
    /// one, outermost first, its offset and the iteration. What the driver
    /// learns for a marked op is kept per iteration ([`Self::fact_key`]),
    /// since each may see other shapes.
    pub unrolled_path: Vec<(usize, usize)>,
    /// The blocks this one is a branch of (through `if`s only, no loop
    /// body between): what was emitted there before is still as it was
    /// when this block runs (`known_list_items.rs`).
    pub branch_of: Vec<usize>,
    /// Set by a `raise` this block always reaches: what follows in the
    /// block never runs, so it is not emitted (a `raise` under a condition
    /// known at compile time, `if offsets is None: raise ...`, guards code
    /// that only fits the other case).
    pub unreachable: bool,
    /// Whether this block is a function's body (its parameters and the
    /// variables it assigns are its own) rather than a branch or a loop
    /// body, which sees the enclosing block's variables.
    pub top_frame: bool,
    /// Variables assigned in this block: TorchScript lets an assignment
    /// give one of these (or any variable of a function's body) a new
    /// type, but not a variable of an enclosing block.
    pub frame_vars: std::collections::HashSet<String>,
}

pub type Emit<T> = Result<T, Diagnostic>;

fn return_mismatch(declared: &ValueType, actual: &ValueType, span: Span) -> Diagnostic {
    Diagnostic::error(
        format!(
            "Return value was annotated as having type {declared} but is actually of type {actual}"
        ),
        span,
    )
}

/// Python's message for a binary operator on types it does not take.
fn unsupported_operands(op: BinaryOp, l: &Typed, r: &Typed, span: Span) -> Diagnostic {
    Diagnostic::error(
        format!(
            "unsupported operand types for {}: '{}' and '{}'",
            op.symbol(),
            l.ty,
            r.ty
        ),
        span,
    )
}

/// The variable a `self.<field>` target is inside a method (`self.x`).
fn self_field(target: &Expr) -> Option<String> {
    match &target.kind {
        ExprKind::Attribute { value, attr, .. } if matches!(&value.kind, ExprKind::Name(n) if n == "self") => {
            Some(format!("self.{attr}"))
        }
        _ => None,
    }
}

/// Whether `v` is computed (within `depth` ops) from an `x.item()`:
/// TorchScript's `number`, which converts to the declared int.
fn from_item(v: Value, depth: usize) -> bool {
    use melior::ir::operation::OperationLike;
    let Ok(r) = melior::ir::operation::OperationResult::try_from(v) else {
        return false;
    };
    let op = r.owner();
    if op.name().as_string_ref().as_str() == Ok("ts.item") {
        return true;
    }
    depth > 0 && op.operands().any(|o| from_item(o, depth - 1))
}

/// `x` in `x.shape` or `x.size()`.
pub(crate) fn shape_of(e: &Expr) -> Option<&Expr> {
    match &e.kind {
        ExprKind::Attribute { value, attr, .. } if attr == "shape" => Some(value),
        ExprKind::Call {
            func,
            args,
            keywords,
        } if args.is_empty() && keywords.is_empty() => match &func.kind {
            ExprKind::Attribute { value, attr, .. } if attr == "size" => Some(value),
            _ => None,
        },
        _ => None,
    }
}

/// An index tensor an assignment puts through last, at `dim` of the part
/// the other components leave (`followed`: some of them index dims past
/// it, counting it as one).
#[derive(Clone, Copy)]
struct Along<'c, 'b> {
    index: Typed<'c, 'b>,
    dim: i64,
    followed: bool,
}

/// The value [`FunctionEmitter::index_values`] found for the component `c`.
fn component_value<'c, 'b>(values: &[(&Expr, Typed<'c, 'b>)], c: &Expr) -> Emit<Typed<'c, 'b>> {
    values
        .iter()
        .find(|(e, _)| std::ptr::eq(*e, c))
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            Diagnostic::error("internal error: an index component without a value", c.span)
        })
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// The assignment `x[i] = x[i].f(args)` standing for the in-place
    /// `x[i].f_(args)` on a tensor variable `x`; `None` for other calls.
    fn in_place_on_part(
        &self,
        receiver: &Expr,
        attr: &str,
        args: &[Expr],
        keywords: &[ts_frontend::ast::Keyword],
        span: Span,
    ) -> Option<Stmt> {
        let ExprKind::Subscript { value: base, index } = &receiver.kind else {
            return None;
        };
        // Advanced indexing copies: the change is to a fresh tensor.
        if self.advanced_index(index) {
            return None;
        }
        let ExprKind::Name(name) = &base.kind else {
            return None;
        };
        if !self.is_tensor_variable(name) {
            return None;
        }
        // `zero_()` and `fill_(v)` store a number, `copy_(t)` the tensor
        // (broadcast and converted as an assignment does); others their
        // functional form's result.
        let call = match (attr, args) {
            ("zero_", []) => Expr {
                kind: ExprKind::Int(0),
                span,
            },
            ("fill_" | "copy_", [v]) if keywords.is_empty() => v.clone(),
            _ => {
                let functional = in_place_functional(attr)?;
                Expr {
                    kind: ExprKind::Call {
                        func: Box::new(Expr {
                            kind: ExprKind::Attribute {
                                value: Box::new(receiver.clone()),
                                attr: functional.to_string(),
                                attr_span: span,
                            },
                            span,
                        }),
                        args: args.to_vec(),
                        keywords: keywords.to_vec(),
                    },
                    span,
                }
            }
        };
        Some(Stmt {
            kind: StmtKind::Assign {
                targets: vec![receiver.clone()],
                value: call,
                type_comment: None,
            },
            span,
        })
    }
}

/// Whether `e` calls something (which may have an effect).
fn has_call(e: &Expr) -> bool {
    let mut found = false;
    e.visit(&mut |x| found |= matches!(x.kind, ExprKind::Call { .. }));
    found
}

/// An augmented assignment's target with each base or index (component)
/// that calls something replaced by a hidden variable, and the statements
/// that assign them (in evaluation order), so the call runs once, as
/// Python and TorchScript run it, and the hidden names; `None` where
/// nothing calls.
fn hold_target_calls(target: &Expr, next_id: &mut usize) -> Option<(Vec<Stmt>, Expr, Vec<String>)> {
    // (A slice is no value; its bounds read sizes, which are pure.)
    let free = |e: &Expr| !has_call(e) || matches!(e.kind, ExprKind::Slice { .. });
    let (mut held, mut names) = (Vec::new(), Vec::new());
    let mut hold = |e: &Expr| hold_value(e, &free, next_id, &mut held, &mut names);
    let kind = match &target.kind {
        ExprKind::Subscript { value, index } => ExprKind::Subscript {
            value: Box::new(hold(value)),
            index: Box::new(hold(index)),
        },
        ExprKind::Attribute {
            value,
            attr,
            attr_span,
        } => ExprKind::Attribute {
            value: Box::new(hold(value)),
            attr: attr.clone(),
            attr_span: *attr_span,
        },
        _ => return None,
    };
    (!held.is_empty()).then(|| (held, Expr::new(kind, target.span), names))
}

/// Whether evaluating `e` earlier or later gives the same value and has
/// no effect: a literal, a variable, a negated literal, a module path
/// (`torch.float32`; `is_module` tells a name that is no variable).
fn order_free(e: &Expr, is_module: &dyn Fn(&str) -> bool) -> bool {
    match &e.kind {
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Str(_)
        | ExprKind::Bool(_)
        | ExprKind::None
        | ExprKind::Ellipsis
        | ExprKind::Name(_) => true,
        ExprKind::Unary { operand, .. } => {
            matches!(operand.kind, ExprKind::Int(_) | ExprKind::Float(_))
        }
        ExprKind::Attribute { .. } => {
            let mut root = e;
            while let ExprKind::Attribute { value, .. } = &root.kind {
                root = value;
            }
            matches!(&root.kind, ExprKind::Name(n) if is_module(n))
        }
        _ => false,
    }
}

/// `e` itself where it is [`order_free`]; a display element by element
/// (so it stays a display); else a hidden variable, with the statement
/// that assigns it added to `held` and its name to `names`.
fn hold_value(
    e: &Expr,
    free: &dyn Fn(&Expr) -> bool,
    next_id: &mut usize,
    held: &mut Vec<Stmt>,
    names: &mut Vec<String>,
) -> Expr {
    match &e.kind {
        _ if free(e) => e.clone(),
        ExprKind::List(items) | ExprKind::Tuple(items) => {
            let items = items
                .iter()
                .map(|i| hold_value(i, free, next_id, held, names))
                .collect();
            let kind = match &e.kind {
                ExprKind::List(_) => ExprKind::List(items),
                _ => ExprKind::Tuple(items),
            };
            Expr::new(kind, e.span)
        }
        _ => {
            let name = format!("$held{next_id}");
            *next_id += 1;
            held.push(crate::exit_transform::assign(&name, e.clone(), e.span));
            names.push(name.clone());
            Expr::new(ExprKind::Name(name), e.span)
        }
    }
}

/// A call with two keyword arguments that are not [`order_free`], one of
/// which calls something (`g(b=h(l), a=h(l))`), rewritten with every
/// argument that is not order-free held first ([`hold_value`]), in source
/// order: we bind arguments to parameters before emitting them, which
/// runs keyword arguments in parameter order. A method's receiver is
/// held first. Returns the assignments, the call and the hidden names;
/// `None` where the order cannot matter, and for an in-place method
/// whose receiver is not order-free (its change must reach what the
/// receiver names, and a call's result is refused as it is).
fn hold_argument_calls(
    e: &Expr,
    func: &Expr,
    args: &[Expr],
    keywords: &[ts_frontend::ast::Keyword],
    is_module: &dyn Fn(&str) -> bool,
    next_id: &mut usize,
) -> Option<(Vec<Stmt>, Expr, Vec<String>)> {
    let free = |e: &Expr| order_free(e, is_module);
    let ordered: Vec<&Expr> = keywords
        .iter()
        .map(|k| &k.value)
        .filter(|v| !free(v))
        .collect();
    if ordered.len() < 2 || !ordered.iter().any(|v| has_call(v)) {
        return None;
    }
    let (mut held, mut names) = (Vec::new(), Vec::new());
    let func = match &func.kind {
        // (An in-place method's receiver stays where it is: its change
        // must reach what the receiver names.)
        ExprKind::Attribute { value, attr, .. } if !free(value) && attr.ends_with('_') => {
            return None
        }
        ExprKind::Attribute {
            value,
            attr,
            attr_span,
        } => Expr::new(
            ExprKind::Attribute {
                value: Box::new(hold_value(value, &free, next_id, &mut held, &mut names)),
                attr: attr.clone(),
                attr_span: *attr_span,
            },
            func.span,
        ),
        _ => func.clone(),
    };
    let args = args
        .iter()
        .map(|a| hold_value(a, &free, next_id, &mut held, &mut names))
        .collect();
    let keywords = keywords
        .iter()
        .map(|k| ts_frontend::ast::Keyword {
            value: hold_value(&k.value, &free, next_id, &mut held, &mut names),
            ..k.clone()
        })
        .collect();
    let kind = ExprKind::Call {
        func: Box::new(func),
        args,
        keywords,
    };
    Some((held, Expr::new(kind, e.span), names))
}

/// The mark of the `ts.index_select` of `x[i]` with an int `i` known only
/// at run time (a view step, see [`Self::dynamic_select`]).
pub(crate) const RUN_TIME_SELECT: &str = ts_dialect::RUN_TIME_SELECT_ATTR;

/// Tensor methods and torch functions whose result may be their input
/// itself (`x.contiguous()` of a contiguous `x`, `x.float()` of a float
/// one, `F.dropout` when not training) or a view of it, beyond the view
/// methods `shared_tensors` knows: a change through their result changes
/// the input, so they never make a fresh tensor.
const MAY_SHARE_INPUT: &[&str] = &[
    "contiguous",
    "to",
    "type",
    "type_as",
    "float",
    "double",
    "long",
    "int",
    "bool",
    "half",
    "cpu",
    "cuda",
    "detach",
    "dropout",
    "alpha_dropout",
    "feature_alpha_dropout",
    "dropout1d",
    "dropout2d",
    "dropout3d",
    "atleast_1d",
    "atleast_2d",
    "atleast_3d",
    "swapaxes",
    "swapdims",
    "moveaxis",
    "broadcast_to",
    "as_strided",
    "tensor_split",
    "hsplit",
    "vsplit",
    "dsplit",
    "split_with_sizes",
    "ravel",
    "adjoint",
    "view_as_real",
    "broadcast_tensors",
    "identity",
    "align_as",
    "rename",
    "refine_names",
    "as_tensor",
    "einsum",
];

impl<'c, 'b> FunctionEmitter<'c, 'b, '_, '_> {
    /// Whether `e` makes a new tensor nothing else holds, so changing it
    /// in place is its functional form: a creation call, tensor
    /// arithmetic, or a torch op or tensor method (of a tensor) that
    /// neither views nor may return its input. A script function or a
    /// layer may return what it was given, so their results never are.
    fn is_fresh_tensor(&self, e: &Expr) -> bool {
        if creates_fresh_tensor(e) {
            return true;
        }
        match &e.kind {
            ExprKind::Binary { .. } | ExprKind::Compare { .. } => true,
            ExprKind::Unary { op, .. } => matches!(op, UnaryOp::Neg | UnaryOp::Invert),
            // Advanced indexing copies.
            ExprKind::Subscript { value, index } => {
                self.holds_tensor(value) && self.advanced_index(index)
            }
            // `F.relu(x, inplace=True)` returns `x`.
            ExprKind::Call { keywords, .. }
                if keywords.iter().any(|k| {
                    k.name.as_ref().is_some_and(|(n, _)| n == "inplace")
                        && !matches!(k.value.kind, ExprKind::Bool(false))
                }) =>
            {
                false
            }
            ExprKind::Call { .. } if crate::shared_tensors::is_training_dropout(e) => true,
            ExprKind::Call { func, .. } => {
                let ExprKind::Attribute {
                    value: base, attr, ..
                } = &func.kind
                else {
                    return false;
                };
                // An in-place method returns its receiver.
                if in_place_functional(attr).is_some() {
                    return self.is_fresh_tensor(base);
                }
                if MAY_SHARE_INPUT.contains(&attr.as_str())
                    || crate::shared_tensors::is_view_method(attr)
                {
                    return false;
                }
                let known = |name: &str| {
                    op_registry::lookup(name).is_some()
                        || crate::decompositions::lookup(name).is_some()
                };
                match self.importer.resolve_callee(func) {
                    Ok(crate::module_importer::Callee::Torch(path)) => known(&path),
                    _ => known(&format!("Tensor.{attr}")) && self.holds_tensor(base),
                }
            }
            _ => false,
        }
    }

    /// Whether subscript `index` surely indexes with a tensor or a list
    /// (advanced indexing, which copies) rather than ints and slices
    /// (a view): a tensor or list variable, a list display, a comparison
    /// or a torch call in some component.
    pub(crate) fn advanced_index(&self, index: &Expr) -> bool {
        let components = match &index.kind {
            ExprKind::Tuple(items) => items.as_slice(),
            _ => std::slice::from_ref(index),
        };
        components.iter().any(|c| match &c.kind {
            ExprKind::Name(n) => matches!(self.env.get(n), Some(Emitted::One(t))
                if matches!(t.ty, ScriptType::Tensor | ScriptType::List(_))),
            ExprKind::List(_) | ExprKind::Compare { .. } => true,
            ExprKind::Call { func, .. } => matches!(
                self.importer.resolve_callee(func),
                Ok(crate::module_importer::Callee::Torch(_))
            ),
            _ => false,
        })
    }

    /// Whether `e` is a tensor variable, an index into one, or a fresh
    /// tensor: an expression a tensor method may be called on.
    fn holds_tensor(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Name(n) => self.is_tensor_variable(n),
            ExprKind::Subscript { value, .. } => {
                matches!(&value.kind, ExprKind::Name(n) if self.is_tensor_variable(n))
            }
            _ => self.is_fresh_tensor(e),
        }
    }

    /// Whether variable `name` holds one tensor.
    pub(crate) fn is_tensor_variable(&self, name: &str) -> bool {
        matches!(self.env.get(name), Some(Emitted::One(t)) if t.ty == ScriptType::Tensor)
    }
}

/// Whether `e` is a call that makes a new tensor no one else holds
/// (`torch.zeros_like(x)`, `x.clone()`), so changing it in place is safe.
fn creates_fresh_tensor(e: &Expr) -> bool {
    const FRESH: &[&str] = &[
        "zeros",
        "ones",
        "empty",
        "full",
        "zeros_like",
        "ones_like",
        "empty_like",
        "full_like",
        "clone",
        "tensor",
        "arange",
        "rand",
        "randn",
        "rand_like",
        "randn_like",
        "randint",
        "randint_like",
        "randperm",
        "new_zeros",
        "new_ones",
        "new_empty",
        "new_full",
    ];
    let ExprKind::Call { func, .. } = &e.kind else {
        return false;
    };
    match &func.kind {
        ExprKind::Attribute { attr, .. } | ExprKind::Name(attr) => FRESH.contains(&attr.as_str()),
        _ => false,
    }
}

/// The `ts` op of a value comparison (not `is`/`in`).
fn compare_op_name(op: CmpOp) -> Option<&'static str> {
    Some(match op {
        CmpOp::Eq => "ts.eq",
        CmpOp::NotEq => "ts.ne",
        CmpOp::Lt => "ts.lt",
        CmpOp::LtE => "ts.le",
        CmpOp::Gt => "ts.gt",
        CmpOp::GtE => "ts.ge",
        _ => return None,
    })
}

fn unsupported(what: &str, span: Span) -> Diagnostic {
    Diagnostic::error(format!("{what}: not supported yet"), span)
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    fn loc(&self, span: Span) -> Location<'c> {
        self.importer.location(self.ctx, span)
    }

    /// Appends an op with several results.
    pub fn emit_op_multi(
        &self,
        name: &str,
        operands: &[Value<'c, 'b>],
        results: &[Type<'c>],
        attrs: &[(&str, Attribute<'c>)],
        span: Span,
    ) -> Emit<Vec<Value<'c, 'b>>> {
        let attrs: Vec<(Identifier, Attribute)> = attrs
            .iter()
            .map(|(n, a)| (Identifier::new(self.ctx, n), *a))
            .collect();
        let op = OperationBuilder::new(name, self.loc(span))
            .add_operands(operands)
            .add_results(results)
            .add_attributes(&attrs)
            .build()
            .map_err(|e| {
                Diagnostic::error(format!("internal error building `{name}`: {e}"), span)
            })?;
        let op = self.block.append_operation(op);
        Ok((0..results.len())
            .map(|i| op.result(i).expect("declared result").into())
            .collect())
    }

    /// Appends an op and returns its first result.
    pub fn emit_op(
        &self,
        name: &str,
        operands: &[Value<'c, 'b>],
        result: Type<'c>,
        attrs: &[(&str, Attribute<'c>)],
        span: Span,
    ) -> Emit<Value<'c, 'b>> {
        let attrs: Vec<(Identifier, Attribute)> = attrs
            .iter()
            .map(|(n, a)| (Identifier::new(self.ctx, n), *a))
            .collect();
        let op = OperationBuilder::new(name, self.loc(span))
            .add_operands(operands)
            .add_results(&[result])
            .add_attributes(&attrs)
            .build()
            .map_err(|e| {
                Diagnostic::error(format!("internal error building `{name}`: {e}"), span)
            })?;
        let op = self.block.append_operation(op);
        Ok(op.result(0).expect("one result").into())
    }

    pub fn ty(&self, t: ScriptType, span: Span) -> Emit<Type<'c>> {
        mlir_type(self.ctx, &t).ok_or_else(|| unsupported(&format!("a value of type `{t}`"), span))
    }

    /// Emits the body; stops at the first `return` (later code is dead).
    pub fn emit_body(&mut self, body: &[Stmt]) -> Emit<BodyResult<'c, 'b>> {
        let live = crate::live_names::live_from_each(body, &self.live);
        let mut result = BodyResult { returned: None };
        for (stmt, live) in body.iter().zip(live) {
            if let Some(ret) = self.emit_stmt_before(stmt, live)? {
                result.returned = Some(ret);
                break;
            }
            if self.unreachable {
                break;
            }
        }
        Ok(result)
    }

    /// `stmt` of a body, with `live` what may be read from it on (see
    /// `live_names`); what may be read after the body is restored.
    fn emit_stmt_before(
        &mut self,
        stmt: &Stmt,
        live: crate::live_names::LiveNames,
    ) -> Emit<Option<(Emitted<'c, 'b>, Span)>> {
        let after = std::mem::replace(&mut self.live, live);
        let emitted = self.emit_stmt(stmt);
        self.live = after;
        emitted
    }

    /// Emits a function or method body; early returns (inside `if` or a
    /// loop) are first rewritten to a single exit (`exit_transform`), with
    /// `$retval` starting as a placeholder of the return type: the declared
    /// one, or else the one every `return` agrees on.
    pub fn emit_callable_body(&mut self, body: &[Stmt], span: Span) -> Emit<BodyResult<'c, 'b>> {
        let names_function = |e: &Expr| match &e.kind {
            ExprKind::Name(n) => {
                !self.env.contains_key(n) && self.importer.functions.contains_key(n.as_str())
            }
            _ => crate::function_aliases::names_library_function(e),
        };
        let body = crate::function_aliases::rewrite_function_aliases(body, &names_function);
        let body = crate::with_statements::rewrite_with_statements(&body);
        let result = self.emit_single_exit_body(&body, span)?;
        // A body that always raises returns nothing: a placeholder of the
        // declared type stands for the value it never returns.
        if let (None, true, Some(declared)) = (
            &result.returned,
            self.unreachable,
            self.declared_return.clone(),
        ) {
            let value = self.never_returned(&declared, span)?;
            return Ok(BodyResult {
                returned: Some((value, span)),
            });
        }
        Ok(result)
    }

    fn emit_single_exit_body(&mut self, body: &[Stmt], span: Span) -> Emit<BodyResult<'c, 'b>> {
        let Some(ret_span) = crate::exit_transform::nested_return(body) else {
            return self.emit_body_recovering(body);
        };
        let single_exit = crate::exit_transform::single_exit(body, span);
        let declared = match self.declared_return.clone() {
            Some(d) => d,
            None => {
                let inferred = self.infer_return_type(&single_exit, ret_span)?;
                self.declared_return = Some(inferred.clone());
                inferred
            }
        };
        let placeholder = self.placeholder(&declared, span)?;
        self.env
            .insert(crate::exit_transform::RETVAL.to_string(), placeholder);
        // `None` on some paths and a value on others is a run-time optional
        // (a union's members, a run-time union).
        if declared.mentions_variants() {
            self.declared_vars
                .insert(crate::exit_transform::RETVAL.to_string(), declared);
        }
        self.emit_body_recovering(&single_exit)
    }

    /// The return type of a body without a return annotation, as
    /// TorchScript infers it: every `return` must give the same type. The
    /// rewritten body is emitted once into a scratch block that is then
    /// dropped, recording what each `return` stores in `$retval`. If that
    /// emission fails, the real one reports the error.
    fn infer_return_type(&mut self, single_exit: &[Stmt], ret_span: Span) -> Emit<ValueType> {
        let saved = self.next_loop_id;
        let outer = self.importer.inferred_returns.replace(Vec::new());
        let scratch = Block::new(&[]);
        let _ = self.in_block(&scratch, &[], |child| {
            child.emit_body(single_exit).map(|_| ())
        });
        drop(scratch);
        let found =
            std::mem::replace(&mut self.importer.inferred_returns, outer).unwrap_or_default();
        self.next_loop_id = saved;
        let Some((first, _)) = found.first().cloned() else {
            return Err(Diagnostic::error(
                "cannot infer the return type of this function: annotate it",
                ret_span,
            ));
        };
        if let Some((other, at)) = found.iter().find(|(t, _)| *t != first) {
            return Err(Diagnostic::error(
                format!("Previous return statement returned a value of type {first} but this return statement returns a value of type {other}"),
                *at,
            ));
        }
        Ok(first)
    }

    /// Emits a function's top-level statements, reporting each failing
    /// statement and going on with the next, so independent errors are all
    /// reported in one run; names a failed statement would have defined
    /// are poisoned (their uses are not reported again). Fails, without a
    /// message of its own, if any statement failed.
    fn emit_body_recovering(&mut self, body: &[Stmt]) -> Emit<BodyResult<'c, 'b>> {
        let mut failed: Option<Span> = None;
        let live = crate::live_names::live_from_each(body, &self.live);
        for (stmt, live) in body.iter().zip(live) {
            match self.emit_stmt_before(stmt, live) {
                Ok(Some(ret)) => {
                    if failed.is_none() {
                        return Ok(BodyResult {
                            returned: Some(ret),
                        });
                    }
                    break;
                }
                Ok(None) if self.unreachable => break,
                Ok(None) => {}
                Err(d) => {
                    failed.get_or_insert(d.span);
                    if !d.message.is_empty() {
                        self.importer.diagnostics.push(d);
                    }
                    let mut names = Vec::new();
                    crate::exit_transform::assignment_targets(
                        std::slice::from_ref(stmt),
                        &mut names,
                    );
                    for n in names {
                        self.env.remove(&n);
                        self.undefined_after_if.insert(n, "poisoned");
                    }
                }
            }
        }
        match failed {
            Some(span) => Err(Diagnostic::error("", span)),
            None => Ok(BodyResult { returned: None }),
        }
    }

    /// The value of type `t` a body that always raises returns: a
    /// placeholder whose tensors are 0-d zeros (a type of their own, as
    /// nothing merges with them to give them one).
    fn never_returned(&mut self, t: &ValueType, span: Span) -> Emit<Emitted<'c, 'b>> {
        match t {
            ValueType::One(ScriptType::Tensor) => {
                let attrs = [
                    ("shape", crate::op_lowerings::i64s_attr(self, &[])),
                    ("value", crate::op_lowerings::f64_attr(self, 0.0)),
                ];
                let ty = ts_dialect::TensorType::new(Vec::new(), ts_dialect::Dtype::Float32)
                    .to_mlir(self.ctx);
                Ok(Emitted::One(Typed {
                    value: self.emit_op("ts.full", &[], ty, &attrs, span)?,
                    ty: ScriptType::Tensor,
                }))
            }
            ValueType::Tuple(items) => Ok(Emitted::Tuple(
                items
                    .iter()
                    .map(|i| self.never_returned(i, span))
                    .collect::<Result<_, _>>()?,
            )),
            _ => self.placeholder(t, span),
        }
    }

    /// A value of type `t` that is never read.
    pub(crate) fn placeholder(&mut self, t: &ValueType, span: Span) -> Emit<Emitted<'c, 'b>> {
        Ok(match t {
            ValueType::One(ScriptType::Str) => Emitted::One(self.str_literal("", span)?),
            ValueType::One(ty @ (ScriptType::List(_) | ScriptType::Dict(..)))
                if t.mentions_tensor() =>
            {
                return Err(unsupported(
                    &format!("an early return of a `{ty}` value (its length is static, so return once, at the end)"),
                    span,
                ))
            }
            ValueType::One(ty @ (ScriptType::List(_) | ScriptType::Dict(..))) => {
                let mt = self.ty(*ty, span)?;
                let op = if matches!(ty, ScriptType::List(_)) {
                    "ts.list_new"
                } else {
                    "ts.dict_new"
                };
                Emitted::One(Typed {
                    value: self.emit_op(op, &[], mt, &[], span)?,
                    ty: *ty,
                })
            }
            ValueType::One(ScriptType::Tensor) => {
                let ty = self.ty(ScriptType::Tensor, span)?;
                Emitted::One(Typed {
                    value: self.emit_op("ts.undefined", &[], ty, &[], span)?,
                    ty: ScriptType::Tensor,
                })
            }
            ValueType::One(ScriptType::None) => Emitted::One(self.constant_none(span)?),
            // An absent `Optional[C]`'s object: one without fields, never
            // read (its class's fields may not be known yet).
            ValueType::One(ty @ ScriptType::Object(_)) => {
                Emitted::One(self.container_op("ts.object_new", &[], *ty, span)?)
            }
            ValueType::One(ty @ ScriptType::Enum(_, repr)) => {
                let v = match repr {
                    EnumRepr::Int => self.constant(ScriptType::Int, 0.0, 0, span)?,
                    EnumRepr::Float => self.constant(ScriptType::Float, 0.0, 0, span)?,
                    EnumRepr::Str => self.str_literal("", span)?,
                };
                Emitted::One(Typed {
                    value: v.value,
                    ty: *ty,
                })
            }
            ValueType::One(ty) => Emitted::One(self.constant(*ty, 0.0, 0, span)?),
            ValueType::Tuple(items) => Emitted::Tuple(
                items
                    .iter()
                    .map(|i| self.placeholder(i, span))
                    .collect::<Result<_, _>>()?,
            ),
            ValueType::Struct(name, items) => Emitted::Struct(
                name,
                items
                    .iter()
                    .map(|i| self.placeholder(i, span))
                    .collect::<Result<_, _>>()?,
            ),
            ValueType::Optional(inner) => self.placeholder(inner, span)?,
            // A run-time union holding its first member's placeholder.
            ValueType::Union(members) if !members.is_empty() => {
                let first = match &members[0] {
                    ValueType::One(ScriptType::None) => Emitted::One(self.constant_none(span)?),
                    m => self.placeholder(m, span)?,
                };
                return self.wrap_union(&first, members, span)?.ok_or_else(|| {
                    Diagnostic::error("internal error: a union placeholder", span)
                });
            }
            ValueType::Union(_) | ValueType::Any => {
                return Err(unsupported(
                    &format!("an early return of a `{t}` value"),
                    span,
                ))
            }
        })
    }

    /// `l == r` (or `!=`) of a tuple `l`: equal lengths and every field
    /// equal, compared as the fields' own `==` (on hidden names).
    fn tuple_equal(
        &mut self,
        eq: bool,
        l: Vec<Emitted<'c, 'b>>,
        r: Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let r = match r {
            Emitted::Tuple(items) if items.len() == l.len() => items,
            Emitted::Tuple(_) => return self.constant(ScriptType::Bool, 0.0, !eq as i64, span),
            other => {
                return Err(Diagnostic::error(
                    format!(
                        "comparing `{}` with `{}`: not supported",
                        Emitted::Tuple(l).value_type(),
                        other.value_type()
                    ),
                    span,
                ))
            }
        };
        let pairs = l.into_iter().zip(r).collect();
        self.pairwise_equal(pairs, ts_frontend::ast::BoolOp::And, !eq, span)
    }

    /// `all` (with `And`) or `any` (with `Or`) of `a == b` over `pairs`,
    /// negated when asked: Python's short-circuit evaluation, through
    /// names bound to the values. Tuple equality and `x in tuple`.
    fn pairwise_equal(
        &mut self,
        pairs: Vec<(Emitted<'c, 'b>, Emitted<'c, 'b>)>,
        combine: ts_frontend::ast::BoolOp,
        negate: bool,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        if pairs.is_empty() {
            let empty = matches!(combine, ts_frontend::ast::BoolOp::And);
            return self.constant(ScriptType::Bool, 0.0, (empty != negate) as i64, span);
        }
        let id = self.next_loop_id;
        self.next_loop_id += 1;
        let name =
            |side: &str, i: usize| crate::exit_transform::name(&format!("$t{side}{id}_{i}"), span);
        let mut tests = Vec::new();
        for (i, (a, b)) in pairs.into_iter().enumerate() {
            self.env.insert(format!("$tl{id}_{i}"), a);
            self.env.insert(format!("$tr{id}_{i}"), b);
            tests.push(Expr {
                kind: ExprKind::Compare {
                    left: Box::new(name("l", i)),
                    ops: vec![CmpOp::Eq],
                    comparators: vec![name("r", i)],
                },
                span,
            });
        }
        let all = if tests.len() == 1 {
            tests.remove(0)
        } else {
            Expr {
                kind: ExprKind::BoolOp {
                    op: combine,
                    values: tests,
                },
                span,
            }
        };
        let test = if negate {
            Expr {
                kind: ExprKind::Unary {
                    op: ts_frontend::ast::UnaryOp::Not,
                    operand: Box::new(all),
                },
                span,
            }
        } else {
            all
        };
        self.emit_expr(&test)
    }

    /// The type and value of a `torch.jit.annotate(T, v)` call.
    fn jit_annotate_args<'e>(&self, e: &'e Expr) -> Option<(&'e Expr, &'e Expr)> {
        let ExprKind::Call { func, args, .. } = &e.kind else {
            return None;
        };
        match (self.importer.resolve_callee(func), args.as_slice()) {
            (Ok(Callee::Torch(q)), [ty, v]) if q == "torch.jit.annotate" => Some((ty, v)),
            _ => None,
        }
    }

    pub(crate) fn emit_stmt(&mut self, stmt: &Stmt) -> Emit<Option<(Emitted<'c, 'b>, Span)>> {
        match &stmt.kind {
            StmtKind::Return(value) => {
                // str values have no representation yet, but a mismatch
                // with the declared type is still the error to report.
                if let (
                    Some(Expr {
                        kind: ExprKind::Str(_),
                        span,
                    }),
                    Some(declared),
                ) = (value, &self.declared_return)
                {
                    let str_type = ValueType::One(ScriptType::Str);
                    if !declared.accepts(&str_type) {
                        return Err(return_mismatch(declared, &str_type, *span));
                    }
                }
                let item = value.as_ref().and_then(crate::builtins::item_receiver);
                let (v, span) = match (value, self.declared_return.clone(), item) {
                    // A returned number takes the declared int or float type
                    // (TorchScript converts there, not in assignments).
                    (
                        Some(e),
                        Some(ValueType::One(t @ (ScriptType::Int | ScriptType::Float))),
                        Some(x),
                    ) => {
                        let x = self.emit_expr(x)?;
                        (Emitted::One(self.convert_scalar(x, t, e.span)?), e.span)
                    }
                    (Some(e), Some(declared), _) => {
                        let v = self.emit_typed(e, &declared)?;
                        (self.implicit_number(v, &declared, e.span)?, e.span)
                    }
                    (Some(e), None, _) => (self.emit_any(e)?, e.span),
                    (None, ..) => (Emitted::One(self.constant_none(stmt.span)?), stmt.span),
                };
                let mut v = v;
                if let Some(declared) = self.declared_return.clone() {
                    // A number computed from `x.item()` (TorchScript's
                    // `number`, a float while its dtype is provisional)
                    // converts to a declared int, as TorchScript does.
                    if let (ValueType::One(t @ ScriptType::Int), Emitted::One(x)) = (&declared, &v)
                    {
                        if x.ty == ScriptType::Float && from_item(x.value, 8) {
                            v = Emitted::One(self.convert_scalar(*x, *t, span)?);
                        }
                    }
                    if !declared.accepts(&v.value_type()) {
                        return Err(return_mismatch(&declared, &v.value_type(), span));
                    }
                }
                return Ok(Some((v, span)));
            }
            StmtKind::Pass => {}
            // A bare expression: docstrings and calls for their effect.
            StmtKind::Expr(e) => {
                // (Its value, of any kind, is dropped: `(1, "a")`, `g()`
                // returning a tuple.)
                if !matches!(e.kind, ExprKind::Str(_)) {
                    self.emit_any(e)?;
                }
            }
            StmtKind::Assign {
                targets,
                value,
                type_comment: Some((text, span)),
            } => {
                // `x = [] # type: List[int]` declares like `x: List[int] = []`.
                let annotation =
                    ts_frontend::parse_expression(text, span.start).map_err(|mut d| d.remove(0))?;
                let [target] = targets.as_slice() else {
                    return Err(Diagnostic::error(
                        "a `# type:` comment needs a single assignment target",
                        stmt.span,
                    ));
                };
                let declaration = Stmt {
                    kind: StmtKind::AnnAssign {
                        target: target.clone(),
                        annotation,
                        value: Some(value.clone()),
                    },
                    span: stmt.span,
                };
                return self.emit_stmt(&declaration);
            }
            // `x = torch.jit.annotate(T, v)` declares `x` as `T`, like
            // `x: T = v` (`Optional[T]` starting as None, say).
            StmtKind::Assign { targets, value, .. }
                if targets.len() == 1 && self.jit_annotate_args(value).is_some() =>
            {
                let (annotation, v) = self.jit_annotate_args(value).expect("checked");
                let declaration = Stmt {
                    kind: StmtKind::AnnAssign {
                        target: targets[0].clone(),
                        annotation: annotation.clone(),
                        value: Some(v.clone()),
                    },
                    span: stmt.span,
                };
                return self.emit_stmt(&declaration);
            }
            StmtKind::Assign { targets, value, .. } => {
                let unpacked = match targets.as_slice() {
                    [Expr {
                        kind: ExprKind::Tuple(items) | ExprKind::List(items),
                        ..
                    }] => Some(items.len()),
                    _ => None,
                };
                // `b, t = x.shape`: each size on its own (known once the
                // shape is), not read back from a list.
                if let ([target], Some(x)) = (targets.as_slice(), shape_of(value)) {
                    if let Some(n) = unpacked {
                        let x = self.emit_expr(x)?;
                        if x.ty == ScriptType::Tensor {
                            let sizes = self.unpacked_sizes(x, n, value.span)?;
                            self.assign(target, sizes)?;
                            return Ok(None);
                        }
                    }
                }
                // The number of targets a call's result is unpacked into
                // (`q, k, v = x.split(d)`), not a part of it (`a, b = x.split(1)[:2]`).
                let unpacked_call =
                    unpacked.filter(|_| matches!(value.kind, ExprKind::Call { .. }));
                let outer = std::mem::replace(&mut self.importer.unpack_targets, unpacked_call);
                // `xs = []` for a variable declared `Optional[List[int]]`:
                // the declared list type (TorchScript types an empty list
                // so, not an empty dict).
                // A `return v` of a body with several returns (stored in
                // `$retval`) takes the declared return type, as a single
                // return does (`return []`, `return [], 0`).
                let declared = match (targets.as_slice(), &value.kind) {
                    (
                        [Expr {
                            kind: ExprKind::Name(n),
                            ..
                        }],
                        _,
                    ) if n == crate::exit_transform::RETVAL => self.declared_return.clone(),
                    (
                        [Expr {
                            kind: ExprKind::Name(n),
                            ..
                        }],
                        ExprKind::List(items),
                    ) if items.is_empty() => self.declared_vars.get(n).cloned(),
                    _ => None,
                };
                let v = match declared {
                    Some(d) => self.emit_typed(value, &d),
                    None => self.emit_any(value),
                };
                self.importer.unpack_targets = outer;
                let mut v = v?;
                if let [Expr {
                    kind: ExprKind::Name(n),
                    ..
                }] = targets.as_slice()
                {
                    if n.starts_with(crate::with_statements::MANAGER_PREFIX) {
                        self.check_context_manager(&v, value.span)?;
                    }
                }
                // `alias = x`, `d[k] = x` with `x` an instance held by value:
                // it becomes an object they share.
                if let Some(shared) = self.share_instance(value, &v)? {
                    v = shared;
                }
                if let (ExprKind::Name(src), Emitted::Struct(class, _)) = (&value.kind, &v) {
                    if self.is_script_class(class) {
                        let why = self.unboxable_field(class, value.span).unwrap_or_default();
                        return Err(unsupported(
                            &format!(
                                "a second reference to the `{class}` instance `{src}` ({why})"
                            ),
                            value.span,
                        ));
                    }
                }
                // `y = x` or `self.y = x` with `x` declared Optional or
                // Union: `y` has that type too, as TorchScript types it (so
                // it may later be assigned None or another member); the
                // field holds a run-time variant.
                if let (ExprKind::Name(src), [target]) = (&value.kind, targets.as_slice()) {
                    let declared = self
                        .declared_vars
                        .get(src)
                        .cloned()
                        .filter(|d| matches!(d, ValueType::Optional(_) | ValueType::Union(_)));
                    if let (ExprKind::Name(n), Some(d)) = (&target.kind, &declared) {
                        self.declared_vars.entry(n.clone()).or_insert(d.clone());
                    }
                    if let (Some(field), Some(d)) = (self_field(target), declared) {
                        let v = self.shape_as_declared(&v, &d, value.span)?;
                        self.declared_vars.insert(field, d);
                        self.assign(target, v)?;
                        return Ok(None);
                    }
                }
                for target in targets {
                    self.check_store_overlap(target, value)?;
                    self.assign(target, v.clone())?;
                    self.record_view(target, value);
                    self.record_alias(target, value);
                }
            }
            StmtKind::AnnAssign {
                target,
                annotation,
                value,
            } => {
                let declared = resolve_value_annotation(
                    annotation,
                    &self.importer.tensor_names,
                    &self.importer.class_types,
                )?;
                let Some(value) = value else {
                    return Err(Diagnostic::error(
                        "a declaration without a value is not allowed here",
                        stmt.span,
                    ));
                };
                // TorchScript types `x.item()` as a number, which no
                // annotation accepts (its return type does).
                if crate::builtins::item_receiver(value).is_some() {
                    if let ExprKind::Name(n) = &target.kind {
                        return Err(Diagnostic::error(
                            format!("Variable '{n}' is annotated with type {declared} but is being assigned to a value of type number (convert with float() or int())"),
                            value.span,
                        ));
                    }
                }
                let v = self.emit_typed(value, &declared)?;
                if !declared.accepts(&v.value_type()) {
                    return Err(Diagnostic::error(
                        format!(
                            "variable annotated as `{declared}` is assigned a value of type `{}`",
                            v.value_type()
                        ),
                        value.span,
                    ));
                }
                if let ExprKind::Name(n) = &target.kind {
                    self.env.remove(n);
                    self.declared_vars.insert(n.clone(), declared);
                    self.assign(target, v)?;
                    return Ok(None);
                }
                // `self.x: Optional[int] = None`: the attribute is declared
                // so (a run-time optional, taking None or a value later).
                let v = match (&declared, self_field(target)) {
                    (ValueType::Optional(_) | ValueType::Union(_), Some(field)) => {
                        let v = self.shape_as_declared(&v, &declared, value.span)?;
                        self.declared_vars.insert(field, declared);
                        v
                    }
                    _ => v,
                };
                self.assign(target, v)?;
            }
            StmtKind::AugAssign { target, op, value } => {
                // TorchScript's frontend has no `//=` or `@=` (its
                // augmented-assignment table lacks them).
                if let BinaryOp::FloorDiv | BinaryOp::MatMul = op {
                    let (kind, symbol) = match op {
                        BinaryOp::FloorDiv => ("FloorDiv", "//"),
                        _ => ("MatMult", "@"),
                    };
                    return Err(Diagnostic::error(
                        format!("unsupported kind of augmented assignment: {kind} (TorchScript has no `{symbol}=`: write `x = x {symbol} y`)"),
                        stmt.span,
                    ));
                }
                // `t[i] += v` reads `t[i]`, then assigns into `t` (lists,
                // dicts and tensors alike).
                if !matches!(
                    target.kind,
                    ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. }
                ) {
                    return Err(unsupported(
                        "augmented assignment to anything but a variable, attribute or subscript",
                        target.span,
                    ));
                }
                // A call in the target's base or index runs once
                // (`xs[g()] += v`): its value is held first. (TorchScript
                // evaluates a tensor's index twice, `t[g()] += v`: so do
                // we.)
                let tensor_part = matches!(&target.kind,
                    ExprKind::Subscript { value, .. } if self.holds_tensor(value));
                let held = match tensor_part {
                    true => None,
                    false => hold_target_calls(target, &mut self.next_loop_id),
                };
                if let Some((held, target, names)) = held {
                    let kind = StmtKind::AugAssign {
                        target,
                        op: *op,
                        value: value.clone(),
                    };
                    let span = stmt.span;
                    return self.with_held(&held, &names, |fe| fe.emit_stmt(&Stmt { kind, span }));
                }
                if let Some(rewritten) = self.overloaded_aug_assign(target, *op, value, stmt.span) {
                    return self.emit_stmt(&rewritten);
                }
                let current = match &target.kind {
                    // `x[...] += v` reads all of `x` (`...` alone is not
                    // an expression, but is a target).
                    ExprKind::Subscript { value: base, index }
                        if matches!(index.kind, ExprKind::Ellipsis) =>
                    {
                        let all = self.emit_expr(base)?;
                        if all.ty != ScriptType::Tensor {
                            return Err(Diagnostic::error(
                                format!("`...` indexes tensors, not {}", all.ty),
                                index.span,
                            ));
                        }
                        all
                    }
                    _ => self.emit_expr(target)?,
                };
                let mut co_aliases = crate::shared_tensors::Sharers::default();
                // `t += v` on a tensor changes the object `t` holds.
                if let (ExprKind::Name(n), ScriptType::Tensor) = (&target.kind, current.ty) {
                    let symbol = op.symbol();
                    self.materialize_branch_views(n, target.span)?;
                    co_aliases = self.check_unshared(
                        n,
                        current,
                        &format!("in-place `{symbol}=` on"),
                        &format!("write `{n} = {n} {symbol} ...`"),
                        &format!("write `{n} = {n} {symbol} ...` (out of place)"),
                        self.caller_sees(n),
                        target.span,
                    )?;
                }
                if let (ExprKind::Subscript { value: c, .. }, ScriptType::Tensor) =
                    (&target.kind, current.ty)
                {
                    if let ExprKind::Name(c) = &c.kind {
                        let holds_elements = !self.is_tensor_variable(c);
                        if holds_elements {
                            let what = format!("in-place `{}=` on", op.symbol());
                            self.check_element_unshared(c, current, &what, target.span)?;
                        }
                    }
                }
                // `t += v` and `x[i] += v` (into the view `x[i]`) write
                // `current`, which `v` may overlap.
                let written = match &target.kind {
                    ExprKind::Name(n) => Some(n),
                    ExprKind::Subscript { value: c, index } => match &c.kind {
                        ExprKind::Name(c)
                            if self.is_tensor_variable(c) && self.is_plain_view_index(index) =>
                        {
                            Some(c)
                        }
                        _ => None,
                    },
                    _ => None,
                };
                if let (Some(n), ScriptType::Tensor) = (written, current.ty) {
                    let rule = OverlapRule::Partial;
                    self.check_overlaps(n, current.value, &[value], rule, stmt.span)?;
                }
                let rhs = self.emit_expr(value)?;
                // `xs += ys` extends `xs` itself, as Python does; `xs`
                // stays the list's value (the call returns the same list),
                // so what reads it sees one value changed in place.
                let v = match (current.ty, *op) {
                    (ScriptType::List(_), BinaryOp::Add) if rhs.ty == current.ty => {
                        self.runtime_mutate("list_extend", &[current, rhs], current.ty, stmt.span)?;
                        current
                    }
                    (ScriptType::Tensor, _) => {
                        let v = self.script_binary(*op, current, rhs, stmt.span)?;
                        crate::op_lowerings::in_place_result(self, v, current, stmt.span)?
                    }
                    _ => self.script_binary(*op, current, rhs, stmt.span)?,
                };
                if matches!(target.kind, ExprKind::Name(_)) && current.ty == ScriptType::Tensor {
                    self.replace_held(current.value, &Emitted::One(v));
                }
                self.assign(target, Emitted::One(v))?;
                self.rebind_sharers(co_aliases, &Emitted::One(v))?;
            }
            StmtKind::Import(_) | StmtKind::ImportFrom { .. } => {
                return Err(Diagnostic::error(
                    "imports are only allowed at the top of the file",
                    stmt.span,
                ));
            }
            StmtKind::If { test, body, orelse } => {
                if let Some(ret) = self.emit_if(test, body, orelse, stmt.span)? {
                    return Ok(Some(ret));
                }
            }
            StmtKind::While { test, body, orelse } => {
                self.emit_while(test, body, orelse, stmt.span)?
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => self.emit_for(target, iter, body, orelse, stmt.span)?,
            StmtKind::With { items, body } => {
                // Context-manager objects were rewritten into their calls
                // (`with_statements`); inference-only scopes change nothing.
                if let Some(item) = items.iter().find(|i| !is_grad_mode(i)) {
                    return Err(unsupported("this `with` item", item.span));
                }
                if let Some(ret) = self.emit_body(body)?.returned {
                    return Ok(Some(ret));
                }
            }
            StmtKind::Assert { test, msg } => self.emit_assert(test, msg.as_ref(), stmt.span)?,
            StmtKind::Raise { exc, .. } => {
                self.emit_raise(exc.as_ref(), stmt.span)?;
                self.unreachable = true;
            }
            StmtKind::Delete(targets) => {
                for t in targets {
                    match &t.kind {
                        ExprKind::Name(n) => {
                            self.lookup(n, t.span)?;
                            self.env.remove(n);
                            self.declared_vars.remove(n);
                        }
                        // `del c[k]` on a list or dict removes the entry, as
                        // `c.pop(k)` does (and raises where it would).
                        ExprKind::Subscript { value, index }
                            if !matches!(index.kind, ExprKind::Slice { .. }) =>
                        {
                            let pop = Expr {
                                kind: ExprKind::Call {
                                    func: Box::new(Expr {
                                        kind: ExprKind::Attribute {
                                            value: value.clone(),
                                            attr: "pop".into(),
                                            attr_span: t.span,
                                        },
                                        span: t.span,
                                    }),
                                    args: vec![(**index).clone()],
                                    keywords: vec![],
                                },
                                span: t.span,
                            };
                            let c = self.emit_any(value)?;
                            if matches!(&c, Emitted::One(v) if v.ty == ScriptType::Tensor) {
                                return Err(unsupported("`del` of a tensor element", t.span));
                            }
                            self.emit_any(&pop)?;
                        }
                        _ => {
                            return Err(unsupported(
                                "`del` of anything but a variable or a list or dict entry",
                                t.span,
                            ))
                        }
                    }
                }
            }
            StmtKind::Break | StmtKind::Continue => {
                return Err(Diagnostic::error(
                    "`break`/`continue` outside a loop",
                    stmt.span,
                ))
            }
            StmtKind::Try { .. } => {
                return Err(Diagnostic::error(
                    "`try` statements are not supported in TorchScript",
                    stmt.span,
                ))
            }
            StmtKind::Global(_) | StmtKind::Nonlocal(_) => {
                return Err(Diagnostic::error(
                    "`global`/`nonlocal` are not supported in TorchScript",
                    stmt.span,
                ))
            }
            StmtKind::FunctionDef(_) => {
                return Err(Diagnostic::error(
                    "nested functions are not supported in TorchScript",
                    stmt.span,
                ))
            }
            StmtKind::ClassDef(_) => {
                return Err(Diagnostic::error(
                    "classes must be defined at the top level",
                    stmt.span,
                ))
            }
        }
        Ok(None)
    }

    /// `name = v`, checked against the variable's declaration or its
    /// previous type.
    pub(crate) fn assign_name(&mut self, name: &str, v: Emitted<'c, 'b>, span: Span) -> Emit<()> {
        // A variable holding a run-time optional (union) and not declared
        // takes None or a member, as if declared so.
        let v = match self.env.get(name).map(Emitted::value_type) {
            Some(d @ (ValueType::Optional(_) | ValueType::Union(_)))
                if !self.declared_vars.contains_key(name) =>
            {
                self.shape_as_declared(&v, &d, span)?
            }
            _ => v,
        };
        // A variable referring to an object that is given a new instance
        // by value: the instance is boxed (nothing else refers to it).
        let v = match self.env.get(name).map(Emitted::value_type) {
            Some(ValueType::One(ScriptType::Object(_))) => self.boxed(&v, span)?,
            _ => v,
        };
        if name == crate::exit_transform::RETVAL {
            if let Some(found) = &mut self.importer.inferred_returns {
                found.push((v.value_type(), span));
            }
        }
        if let Some(declared) = self.declared_vars.get(name) {
            let new = v.value_type();
            if !declared.accepts(&new) && name == crate::exit_transform::RETVAL {
                return Err(return_mismatch(declared, &new, span));
            }
            if !declared.accepts(&new) {
                return Err(Diagnostic::error(
                    format!(
                        "variable '{name}' is annotated as {declared} but is being assigned a value of type {new}"
                    ),
                    span,
                ));
            }
        } else if let Some(prev) = self.env.get(name) {
            let (old, new) = (prev.value_type(), v.value_type());
            // An instance by value, replaced by one by reference.
            let by_reference = matches!((&old, &new),
                (ValueType::Struct(a, _), ValueType::One(ScriptType::Object(b))) if a == b);
            if old != new && name == crate::exit_transform::RETVAL && !by_reference {
                let declared = self.declared_return.clone().unwrap_or(old);
                return Err(return_mismatch(&declared, &new, span));
            }
            let own = self.top_frame || self.frame_vars.contains(name);
            if old != new && !by_reference && !own {
                return Err(Diagnostic::error(
                    format!(
                        "variable '{name}' previously had type {old} but is now being assigned to a value of type {new}"
                    ),
                    span,
                ));
            }
        }
        self.env.insert(name.to_string(), v);
        self.frame_vars.insert(name.to_string());
        Ok(())
    }

    /// A call's argument for a parameter declared `declared`: an empty
    /// list display takes the parameter's list type, as TorchScript types
    /// `f([])` against `f(xs: List[int])` (an empty `{}` it does not).
    pub(crate) fn emit_argument(
        &mut self,
        arg: &Expr,
        declared: &ValueType,
    ) -> Emit<Emitted<'c, 'b>> {
        match &arg.kind {
            ExprKind::List(items) if items.is_empty() => self.emit_typed(arg, declared),
            _ => {
                let v = self.emit_any(arg)?;
                self.implicit_number(v, declared, arg.span)
            }
        }
    }

    /// `value` where a value of type `expected` is wanted: an empty `[]`
    /// or `{}` takes that type.
    pub(crate) fn emit_typed(
        &mut self,
        value: &Expr,
        expected: &ValueType,
    ) -> Emit<Emitted<'c, 'b>> {
        let want = match expected {
            ValueType::One(t) => Some(*t),
            ValueType::Optional(inner) => match inner.as_ref() {
                ValueType::One(t) => Some(*t),
                _ => None,
            },
            _ => None,
        };
        // A tuple display: each element with its declared type, except
        // where TorchScript gives a tuple's elements no hint (a dict
        // display is a `Dict[str, Tensor]` then, `x.tolist()` an error).
        if let (ExprKind::Tuple(items), ValueType::Tuple(types)) = (&value.kind, expected) {
            if items.len() == types.len() {
                return Ok(Emitted::Tuple(
                    items
                        .iter()
                        .zip(types)
                        .map(|(e, t)| match is_hintless_in_tuple(e) {
                            true => self.emit_any(e),
                            false => self.emit_typed(e, t),
                        })
                        .collect::<Result<_, _>>()?,
                ));
            }
        }
        match (&value.kind, want) {
            (ExprKind::List(items), Some(t @ ScriptType::List(_))) => {
                self.list_display(items, Some(t), value.span)
            }
            (ExprKind::Dict(pairs), Some(t @ ScriptType::Dict(..))) => {
                self.dict_display(pairs, Some(t), value.span)
            }
            (
                ExprKind::Call {
                    func,
                    args,
                    keywords,
                },
                Some(t @ ScriptType::List(_)),
            ) if args.is_empty()
                && keywords.is_empty()
                && matches!(&func.kind, ExprKind::Attribute { attr, .. } if attr == "tolist") =>
            {
                let ExprKind::Attribute { value: x, .. } = &func.kind else {
                    unreachable!("matched above")
                };
                let x = self.emit_expr(x)?;
                Ok(Emitted::One(self.tensor_to_list(x, t, value.span)?))
            }
            _ => self.emit_any(value),
        }
    }

    pub(crate) fn assign(&mut self, target: &Expr, v: Emitted<'c, 'b>) -> Emit<()> {
        match &target.kind {
            ExprKind::Name(name) => self.assign_name(name, v, target.span),
            ExprKind::Subscript { value, index } => {
                if let ExprKind::Name(n) = &value.kind {
                    // `obj[k] = v` on a script-class instance is
                    // `obj.__setitem__(k, v)`.
                    let instance = self.instance_fields(n).is_some()
                        || self
                            .env
                            .get(n)
                            .and_then(crate::class_objects::object_of)
                            .is_some();
                    if instance {
                        let item = format!("$setitem{}", target.span.start);
                        self.env.insert(item.clone(), v);
                        let args = [
                            (**index).clone(),
                            Expr::new(ExprKind::Name(item.clone()), target.span),
                        ];
                        let r =
                            self.instance_method_call(n, "__setitem__", &args, &[], target.span);
                        self.env.remove(&item);
                        return r.map(|_| ());
                    }
                    if self
                        .env
                        .get(n)
                        .is_some_and(crate::tensor_lists::is_tensor_list)
                    {
                        return self.tensor_list_store(n, index, v, target.span);
                    }
                    if self
                        .env
                        .get(n)
                        .is_some_and(crate::tensor_dicts::is_tensor_dict)
                    {
                        return self.tensor_dict_store(n, index, v, target.span);
                    }
                }
                let c = self.emit_expr(value)?;
                if c.ty == ScriptType::Tensor {
                    return self.tensor_store(value, c, index, v, target.span);
                }
                self.container_store(c, index, v, target.span)
            }
            ExprKind::Attribute { value, attr, .. } => {
                self.assign_attribute(value, attr, v, target.span)
            }
            ExprKind::Tuple(targets) | ExprKind::List(targets) => {
                let items = match v {
                    Emitted::Tuple(items) => items,
                    Emitted::Struct(class, items) if !self.is_script_class(class) => items,
                    Emitted::One(l) if matches!(l.ty, ScriptType::List(_)) => {
                        self.unpacked_list(l, targets.len(), target.span)?
                    }
                    _ => {
                        return Err(Diagnostic::error(
                            format!("cannot unpack a value of type {}", v.value_type()),
                            target.span,
                        ))
                    }
                };
                if items.len() != targets.len() {
                    return Err(Diagnostic::error(
                        format!(
                            "expected {} values to unpack, got {}",
                            targets.len(),
                            items.len()
                        ),
                        target.span,
                    ));
                }
                for (t, item) in targets.iter().zip(items) {
                    self.assign(t, item)?;
                }
                Ok(())
            }
            ExprKind::Starred(_) => Err(Diagnostic::error(
                "starred assignment targets (`a, *rest = ...`) are not supported in TorchScript",
                target.span,
            )),
            _ => Err(unsupported(
                "assignment to this kind of target",
                target.span,
            )),
        }
    }

    /// The value of a name: a variable (a global of the file is not one,
    /// as TorchScript does not capture globals).
    fn name_value(&mut self, name: &str, span: Span) -> Emit<Emitted<'c, 'b>> {
        if name == "self" && !self.env.contains_key(name) && self.current_class.is_some() {
            return self.self_value(span);
        }
        if !self.env.contains_key(name) {
            if let Some(ty) = self.importer.globals.get(name) {
                return Err(Diagnostic::error(
                    format!("python value of type '{ty}' cannot be used as a value: `{name}` is a global of the file, which TorchScript does not capture (pass it as an argument, or use a local variable)"),
                    span,
                ));
            }
        }
        self.lookup(name, span)
    }

    fn lookup(&self, name: &str, span: Span) -> Emit<Emitted<'c, 'b>> {
        if let Some(v) = self.env.get(name) {
            if self.dead_code {
                return self.shape_erased(v, span);
            }
            return Ok(v.clone());
        }
        Err(match self.undefined_after_if.get(name) {
            // Defined by a statement that failed: already reported.
            Some(&"poisoned") => Diagnostic::error("", span),
            Some(&"loop") => Diagnostic::error(
                format!("{name} is defined only inside a loop body and cannot be used after it"),
                span,
            ),
            Some(branch) => Diagnostic::error(
                format!("{name} is not defined in the {branch} branch"),
                span,
            ),
            None => self.importer.undefined(name, span),
        })
    }

    /// A tensor of static shape as a tensor of its dtype only (see
    /// `dead_code`); anything else as it is.
    fn shape_erased(&self, v: &Emitted<'c, 'b>, span: Span) -> Emit<Emitted<'c, 'b>> {
        let Emitted::One(
            t @ Typed {
                ty: ScriptType::Tensor,
                ..
            },
        ) = v
        else {
            return Ok(v.clone());
        };
        let Some(erased) =
            crate::branch_verifier_errors::shape_erased_type(self.ctx, t.value.r#type())
        else {
            return Ok(v.clone());
        };
        let value = self.emit_op("ts.tensor_static_info_cast", &[t.value], erased, &[], span)?;
        Ok(Emitted::One(Typed {
            value,
            ty: ScriptType::Tensor,
        }))
    }

    pub fn constant_none(&self, span: Span) -> Emit<Typed<'c, 'b>> {
        let ty = self.ty(ScriptType::None, span)?;
        Ok(Typed {
            value: self.emit_op("ts.none", &[], ty, &[], span)?,
            ty: ScriptType::None,
        })
    }

    /// A `ts.constant` of a Python scalar.
    pub fn constant(
        &self,
        kind: ScriptType,
        value: f64,
        int: i64,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let ty = self.ty(kind, span)?;
        let attr: Attribute = match kind {
            ScriptType::Float => FloatAttribute::new(self.ctx, ty, value).into(),
            _ => IntegerAttribute::new(ty, int).into(),
        };
        let value = self.emit_op("ts.constant", &[], ty, &[("value", attr)], span)?;
        if kind == ScriptType::Int {
            self.record_int(value, int, false);
        }
        Ok(Typed { value, ty: kind })
    }

    /// Remembers that `v` is the int `value` at compile time.
    pub fn record_int(&self, v: Value<'c, 'b>, value: i64, from_param: bool) {
        self.known_ints
            .borrow_mut()
            .insert(key_of(v), (value, from_param));
    }

    fn peek_int(&self, v: &Typed<'c, 'b>) -> Option<(i64, bool)> {
        self.known_ints.borrow().get(&key_of(v.value)).copied()
    }

    /// The compile-time value of an int, if known; using a specialized
    /// parameter's value this way makes the entry need a guard.
    pub fn known_int(&self, v: &Typed<'c, 'b>) -> Option<i64> {
        let (value, from_param) = self.peek_int(v)?;
        if from_param {
            self.specialization_used.set(true);
        }
        Some(value)
    }

    pub fn emit_expr(&mut self, e: &Expr) -> Emit<Typed<'c, 'b>> {
        if let Some(v) = self.overloaded_operator(e)? {
            return v.one(e.span);
        }
        match &e.kind {
            ExprKind::Name(n) => self.name_value(n, e.span)?.one(e.span),
            ExprKind::Int(i) => self.constant(ScriptType::Int, 0.0, *i, e.span),
            ExprKind::Float(f) => self.constant(ScriptType::Float, *f, 0, e.span),
            ExprKind::Bool(b) => {
                let v = self.known_bool(*b, e.span)?;
                Ok(v)
            }
            ExprKind::None => self.constant_none(e.span),
            ExprKind::Str(text) => self.str_literal(text, e.span),
            ExprKind::Binary {
                op: BinaryOp::Add, ..
            } => self.emit_any(e)?.one(e.span),
            ExprKind::Binary {
                op: BinaryOp::Mod,
                left,
                right,
            } if matches!(left.kind, ExprKind::Str(_)) => {
                let ExprKind::Str(format) = &left.kind else {
                    unreachable!("matched above")
                };
                self.percent_format(format, right, e.span)
            }
            ExprKind::Binary { op, left, right } => {
                let l = self.emit_expr(left)?;
                if *op == BinaryOp::Mod && l.ty == ScriptType::Str {
                    return Err(Diagnostic::error(
                        "`%` formatting needs a string literal as its format",
                        left.span,
                    ));
                }
                let r = self.emit_expr(right)?;
                self.script_binary(*op, l, r, e.span)
            }
            // `-2.5` is a constant (parameters bound to it stay literals).
            ExprKind::Unary {
                op: UnaryOp::Neg,
                operand,
            } if matches!(operand.kind, ExprKind::Float(_)) => {
                let ExprKind::Float(f) = operand.kind else {
                    unreachable!("matched above")
                };
                self.constant(ScriptType::Float, -f, 0, e.span)
            }
            ExprKind::Unary { op, operand } => {
                let v = self.emit_expr(operand)?;
                match op {
                    UnaryOp::Pos if v.ty != ScriptType::Str => Ok(v),
                    UnaryOp::Neg => match v.ty {
                        ScriptType::Tensor => self.tensor_op("ts.neg", &[v.value], &[], e.span),
                        // `-x` of a float is `x * -1.0`: `0 - x` would make
                        // `-0.0` positive zero.
                        ScriptType::Float => {
                            let minus_one = self.constant(ScriptType::Float, -1.0, 0, e.span)?;
                            self.binary(BinaryOp::Mul, v, minus_one, e.span)
                        }
                        ScriptType::Int | ScriptType::Bool => {
                            let zero = self.constant(ScriptType::Int, 0.0, 0, e.span)?;
                            self.binary(BinaryOp::Sub, zero, v, e.span)
                        }
                        t => Err(Diagnostic::error(
                            format!("bad operand type for unary -: '{}'", t),
                            e.span,
                        )),
                    },
                    UnaryOp::Invert if v.ty == ScriptType::Tensor => {
                        self.tensor_op("ts.bitwise_not", &[v.value], &[], e.span)
                    }
                    UnaryOp::Invert => Err(Diagnostic::error(
                        format!(
                            "`~` is not defined for {} in TorchScript (only for tensors)",
                            v.ty
                        ),
                        e.span,
                    )),
                    UnaryOp::Not => match v.ty {
                        ScriptType::Bool if self.static_bool(&v).is_some() => {
                            let b = !self.static_bool(&v).expect("checked");
                            let r = self.known_bool(b, e.span)?;
                            Ok(r)
                        }
                        ScriptType::Bool | ScriptType::Int | ScriptType::Float => {
                            let zero = self.constant(v.ty, 0.0, 0, e.span)?;
                            let ty = self.ty(ScriptType::Bool, e.span)?;
                            let value =
                                self.emit_op("ts.eq", &[v.value, zero.value], ty, &[], e.span)?;
                            // `not y.dim() == 1` is decided as its operand is.
                            let decided = self.shape_decided.get(&key_of(v.value));
                            if let (ScriptType::Bool, Some(&b)) = (v.ty, decided) {
                                self.shape_decided.insert(key_of(value), !b);
                            }
                            Ok(Typed {
                                value,
                                ty: ScriptType::Bool,
                            })
                        }
                        // A container is true when not empty.
                        ScriptType::List(_) | ScriptType::Dict(..) | ScriptType::Str => {
                            let n = self.len_of(v, e.span)?;
                            let zero = self.constant(ScriptType::Int, 0.0, 0, e.span)?;
                            let ty = self.ty(ScriptType::Bool, e.span)?;
                            Ok(Typed {
                                value: self.emit_op(
                                    "ts.eq",
                                    &[n.value, zero.value],
                                    ty,
                                    &[],
                                    e.span,
                                )?,
                                ty: ScriptType::Bool,
                            })
                        }
                        t => Err(unsupported(&format!("`not` on `{t}`"), e.span)),
                    },
                    UnaryOp::Pos => Err(Diagnostic::error(
                        format!("bad operand type for unary +: '{}'", v.ty),
                        e.span,
                    )),
                }
            }
            ExprKind::Call { .. } | ExprKind::Tuple(_) => self.emit_any(e)?.one(e.span),
            ExprKind::Lambda { .. } => Err(Diagnostic::error(
                "lambdas are not supported in TorchScript",
                e.span,
            )),
            ExprKind::GeneratorExp { .. } => Err(Diagnostic::error(
                "generator expressions are not supported in TorchScript",
                e.span,
            )),
            ExprKind::Set(_) | ExprKind::SetComp { .. } => Err(Diagnostic::error(
                "sets are not supported in TorchScript",
                e.span,
            )),
            ExprKind::FormattedStr(text) => {
                let parts =
                    ts_frontend::formatted_string_parts(text, e.span).map_err(|mut d| {
                        let first = d.remove(0);
                        self.importer.diagnostics.extend(d);
                        first
                    })?;
                self.join_texts(&parts, e.span)
            }
            ExprKind::List(_) | ExprKind::ListComp { .. } => self.emit_any(e)?.one(e.span),
            ExprKind::Dict(_) => self.emit_any(e)?.one(e.span),
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => self.dict_comprehension(key, value, generators, e.span),
            ExprKind::Subscript { value, index } => {
                // `x.shape[d]` is `x.size(d)`; other subscripts (`x.shape[1:]`,
                // `x.shape[i]`) read the size list.
                if let (
                    ExprKind::Attribute {
                        value: base, attr, ..
                    },
                    Some(d),
                ) = (&value.kind, crate::op_binding::literal_int(index))
                {
                    if attr == "shape" {
                        let x = self.emit_expr(base)?;
                        if x.ty != ScriptType::Tensor {
                            return Err(Diagnostic::error(
                                format!("'{}' has no attribute 'shape'", x.ty),
                                value.span,
                            ));
                        }
                        return crate::op_lowerings::shape_query(
                            self,
                            "ts.size",
                            x,
                            Some(d),
                            e.span,
                        );
                    }
                }
                self.emit_any(e)?.one(e.span)
            }
            ExprKind::Attribute { .. } => self.emit_any(e)?.one(e.span),
            ExprKind::Compare {
                left,
                ops,
                comparators,
            } => {
                if ops.len() > 1 {
                    return self.chained_compare(left, ops, comparators, e.span);
                }
                if matches!(ops[0], CmpOp::Is | CmpOp::IsNot) {
                    let is = ops[0] == CmpOp::Is;
                    // `self.downsample is not None` where `__init__` set a
                    // layer (an `Optional[nn.Module]` argument given one).
                    let (a, b) = (left.as_ref(), &comparators[0]);
                    if (self.submodule_path(a).is_some() && matches!(b.kind, ExprKind::None))
                        || (self.submodule_path(b).is_some() && matches!(a.kind, ExprKind::None))
                    {
                        return self.known_bool(!is, e.span);
                    }
                    let (l, r) = (self.emit_any(left)?, self.emit_any(&comparators[0])?);
                    if let Some(t) = self.runtime_none_test(is, &l, &r, e.span)? {
                        return Ok(t);
                    }
                    // A tuple or an instance (an aggregate here) is not None.
                    let none = ValueType::One(ScriptType::None);
                    let aggregate = |v: &Emitted| !matches!(v, Emitted::One(_));
                    if (l.value_type() == none && aggregate(&r))
                        || (r.value_type() == none && aggregate(&l))
                    {
                        let v = self.known_bool(!is, e.span)?;
                        return Ok(v);
                    }
                    if let Some(t) = self.reference_identity(is, &l, &r, e.span)? {
                        return Ok(t);
                    }
                    let (l, r) = (l.one(left.span)?, r.one(comparators[0].span)?);
                    return self.identity_compare(is, l, r, e.span);
                }
                // `==`/`!=` of tuples: field by field; of a list and a
                // tuple (`x.shape == (2, 3)`), as two lists, as TorchScript
                // compares them.
                let equality = matches!(ops[0], CmpOp::Eq | CmpOp::NotEq);
                if equality {
                    if let Some(v) = self.compare_with_empty_list(ops[0], left, &comparators[0])? {
                        return Ok(v);
                    }
                }
                let l = self.emit_any(left)?;
                // A NamedTuple compares as the tuple of its fields.
                let l = if equality { self.fields_as_tuple(l) } else { l };
                if let (true, Emitted::Tuple(items)) = (equality, &l) {
                    let r = self.emit_any(&comparators[0])?;
                    let r = self.fields_as_tuple(r);
                    if matches!(&r, Emitted::One(t) if matches!(t.ty, ScriptType::List(_))) {
                        let l = self.list_of_values(items.clone(), left.span, left.span)?;
                        let (l, r) = (l.one(left.span)?, r.one(comparators[0].span)?);
                        return self
                            .lists_equal(ops[0] == CmpOp::Eq, l, r, e.span)?
                            .ok_or_else(|| {
                                unsupported(
                                    &format!("comparing `{}` with `{}`", l.ty, r.ty),
                                    e.span,
                                )
                            });
                    }
                    return self.tuple_equal(ops[0] == CmpOp::Eq, items.clone(), r, e.span);
                }
                let l = l.one(left.span)?;
                if let (true, ScriptType::List(_)) = (equality, l.ty) {
                    if let Emitted::Tuple(items) = self.emit_any(&comparators[0])? {
                        let span = comparators[0].span;
                        let r = self.list_of_values(items, span, span)?.one(span)?;
                        if let Some(v) = self.lists_equal(ops[0] == CmpOp::Eq, l, r, e.span)? {
                            return Ok(v);
                        }
                    }
                }
                if matches!(ops[0], CmpOp::In | CmpOp::NotIn) {
                    // `x in []`: the empty list holds x's type.
                    let r = match &comparators[0].kind {
                        ExprKind::List(items) if items.is_empty() => {
                            let t = crate::script_type::list_of(ValueType::One(l.ty));
                            self.emit_typed(&comparators[0], &ValueType::One(t))?
                        }
                        _ => self.emit_any(&comparators[0])?,
                    };
                    if let Emitted::Tuple(items) = r {
                        // `x in (a, b)`: `x == a or x == b`.
                        let pairs = items.into_iter().map(|i| (Emitted::One(l), i)).collect();
                        let negate = ops[0] == CmpOp::NotIn;
                        let any = ts_frontend::ast::BoolOp::Or;
                        return self.pairwise_equal(pairs, any, negate, e.span);
                    }
                    let found = if crate::tensor_dicts::is_tensor_dict(&r) {
                        let negate = ops[0] == CmpOp::NotIn;
                        return self.tensor_dict_contains(&r, left, negate, e.span);
                    } else {
                        let r = r.one(comparators[0].span)?;
                        self.contains(l, r, e.span)?
                    };
                    if ops[0] == CmpOp::In {
                        return Ok(found);
                    }
                    return self.negate(found, e.span);
                }
                let r = self.emit_expr(&comparators[0])?;
                // Devices compare as their text; a string is converted to
                // a device, as TorchScript does for `d == "cpu"`.
                let device = |t: ScriptType| matches!(t, ScriptType::Device | ScriptType::Str);
                if matches!(ops[0], CmpOp::Eq | CmpOp::NotEq)
                    && (l.ty == ScriptType::Device || r.ty == ScriptType::Device)
                    && device(l.ty)
                    && device(r.ty)
                {
                    let text = |v: Typed<'c, 'b>| Typed {
                        value: v.value,
                        ty: ScriptType::Str,
                    };
                    return self.str_compare(ops[0] == CmpOp::Eq, text(l), text(r), e.span);
                }
                if l.ty == ScriptType::Str && r.ty == ScriptType::Str {
                    if matches!(ops[0], CmpOp::Eq | CmpOp::NotEq) {
                        return self.str_compare(ops[0] == CmpOp::Eq, l, r, e.span);
                    }
                    let order = compare_op_name(ops[0]).ok_or_else(|| {
                        unsupported(&format!("`{}` on strings", ops[0].symbol()), e.span)
                    })?;
                    // Lexicographic by code point: -1, 0 or 1, then against 0.
                    let sign =
                        self.runtime_call("str_compare", &[l, r], ScriptType::Int, e.span)?;
                    let zero = self.constant(ScriptType::Int, 0.0, 0, e.span)?;
                    let bool_ty = self.ty(ScriptType::Bool, e.span)?;
                    return Ok(Typed {
                        value: self.emit_op(
                            order,
                            &[sign.value, zero.value],
                            bool_ty,
                            &[],
                            e.span,
                        )?,
                        ty: ScriptType::Bool,
                    });
                }
                if matches!(l.ty, ScriptType::Enum(..)) || matches!(r.ty, ScriptType::Enum(..)) {
                    return match ops[0] {
                        CmpOp::Eq | CmpOp::NotEq => {
                            self.enum_compare(ops[0] == CmpOp::Eq, l, r, e.span)
                        }
                        other => Err(Diagnostic::error(
                            format!("`{}` is not defined for enum members", other.symbol()),
                            e.span,
                        )),
                    };
                }
                let scalar = |t: ScriptType| {
                    matches!(t, ScriptType::Int | ScriptType::Float | ScriptType::Bool)
                };
                let both_scalars = scalar(l.ty) && scalar(r.ty);
                if equality {
                    if let Some(v) = self.lists_equal(ops[0] == CmpOp::Eq, l, r, e.span)? {
                        return Ok(v);
                    }
                }
                if !both_scalars && (l.ty != ScriptType::Tensor && r.ty != ScriptType::Tensor) {
                    return Err(unsupported(
                        &format!("comparing `{}` with `{}`", l.ty, r.ty),
                        e.span,
                    ));
                }
                let name = compare_op_name(ops[0]).ok_or_else(|| {
                    unsupported(&format!("`{}` on tensors", ops[0].symbol()), e.span)
                })?;
                if both_scalars {
                    let ty = self.ty(ScriptType::Bool, e.span)?;
                    let value = self.emit_op(name, &[l.value, r.value], ty, &[], e.span)?;
                    // In a decomposition (ours, checked by its tests), a
                    // comparison of known ints picks an `if`'s branch at
                    // compile time, so the other may hold what only fits
                    // other arguments (`indices[1]` of one index).
                    let holds = |a: i64, b: i64| match ops[0] {
                        CmpOp::Eq => Some(a == b),
                        CmpOp::NotEq => Some(a != b),
                        CmpOp::Lt => Some(a < b),
                        CmpOp::LtE => Some(a <= b),
                        CmpOp::Gt => Some(a > b),
                        CmpOp::GtE => Some(a >= b),
                        _ => None,
                    };
                    let key = key_of(value);
                    if crate::decompositions::site_of(e.span).is_some() {
                        if let (Some(a), Some(b)) = (self.known_int(&l), self.known_int(&r)) {
                            if let Some(holds) = holds(a, b) {
                                self.known_bools.insert(key, holds);
                            }
                        }
                    } else if let (Some((a, false)), Some((b, false))) =
                        (self.peek_int(&l), self.peek_int(&r))
                    {
                        // Not from a specialized parameter: deciding it
                        // needs no guard.
                        if let Some(holds) = holds(a, b) {
                            self.shape_decided.insert(key, holds);
                        }
                    }
                    return Ok(Typed {
                        value,
                        ty: ScriptType::Bool,
                    });
                }
                self.tensor_op(name, &[l.value, r.value], &[], e.span)
            }
            ExprKind::BoolOp { op, values } => self.emit_bool_op(*op, values, e.span),
            ExprKind::IfExp { test, body, orelse } => {
                self.emit_if_expr(test, body, orelse, e.span)?.one(e.span)
            }
            // A slice reached as a value: `xs[1:3] = ys` on a list (only
            // tensors take a sliced assignment in TorchScript).
            ExprKind::Slice { .. } => Err(Diagnostic::error(
                "a slice is only an index here: assigning to a slice of a list (`xs[1:3] = ...`) is not supported in TorchScript",
                e.span,
            )),
            _ => Err(unsupported("this expression", e.span)),
        }
    }

    /// `a < b < c` is `a < b and b < c` with `b` evaluated once (and `c`
    /// only when `a < b`).
    fn chained_compare(
        &mut self,
        left: &Expr,
        ops: &[CmpOp],
        comparators: &[Expr],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let id = self.next_loop_id;
        self.next_loop_id += 1;
        let (l, m) = (format!("$cmpl{id}"), format!("$cmpm{id}"));
        let lv = self.emit_any(left)?;
        self.env.insert(l.clone(), lv);
        let mv = self.emit_any(&comparators[0])?;
        self.env.insert(m.clone(), mv);
        let name = |n: &str, at: Span| crate::exit_transform::name(n, at);
        let first = Expr {
            kind: ExprKind::Compare {
                left: Box::new(name(&l, left.span)),
                ops: vec![ops[0]],
                comparators: vec![name(&m, comparators[0].span)],
            },
            span,
        };
        let rest = Expr {
            kind: ExprKind::Compare {
                left: Box::new(name(&m, comparators[0].span)),
                ops: ops[1..].to_vec(),
                comparators: comparators[1..].to_vec(),
            },
            span,
        };
        let result = self.emit_bool_op(ts_frontend::ast::BoolOp::And, &[first, rest], span);
        self.env.remove(&l);
        self.env.remove(&m);
        result
    }

    /// Runs `f` with `v` bound to the hidden variable `name` (one that
    /// source the compiler builds refers to); returns what `f` gave and
    /// the variable's value at its end.
    pub(crate) fn with_hidden<R>(
        &mut self,
        name: &str,
        v: Emitted<'c, 'b>,
        f: impl FnOnce(&mut Self) -> Emit<R>,
    ) -> Emit<(R, Emitted<'c, 'b>)> {
        self.env.insert(name.to_string(), v);
        let r = f(self);
        let v = self.env.remove(name).expect("bound above");
        Ok((r?, v))
    }

    /// Emits `held` (assignments of hidden variables, `names`), then
    /// `then`; the hidden variables are forgotten after, whether or not
    /// that worked.
    fn with_held<R>(
        &mut self,
        held: &[Stmt],
        names: &[String],
        then: impl FnOnce(&mut Self) -> Emit<R>,
    ) -> Emit<R> {
        let done = held
            .iter()
            .try_for_each(|s| self.emit_stmt(s).map(|_| ()))
            .and_then(|()| then(self));
        self.forget_hidden(names);
        done
    }

    /// Drops hidden variables a rewrite bound (`$heldN`): their values,
    /// and what `shared_tensors` recorded about them.
    pub(crate) fn forget_hidden(&mut self, names: &[String]) {
        for n in names {
            self.env.remove(n);
            self.views.remove(n);
            self.declared_vars.remove(n);
        }
        self.aliases
            .retain(|(a, b)| !names.contains(a) && !names.contains(b));
    }

    /// A bool constant known at compile time (an `if` on it emits only
    /// the branch taken).
    pub(crate) fn known_bool(&mut self, b: bool, span: Span) -> Emit<Typed<'c, 'b>> {
        let v = self.constant(ScriptType::Bool, 0.0, b as i64, span)?;
        self.known_bools.insert(key_of(v.value), b);
        Ok(v)
    }

    /// The compile-time value of a bool, if known.
    pub fn static_bool(&self, v: &Typed<'c, 'b>) -> Option<bool> {
        self.known_bools.get(&key_of(v.value)).copied()
    }

    /// `xs == []` / `[] != xs`: the empty list has the other side's type,
    /// as TorchScript types it from the list overload it matches (rather
    /// than the default `List[Tensor]`). `None` where neither side is an
    /// empty list display, or both are.
    fn compare_with_empty_list(
        &mut self,
        op: CmpOp,
        left: &Expr,
        right: &Expr,
    ) -> Emit<Option<Typed<'c, 'b>>> {
        let (other, blank) = match (left.is_empty_list(), right.is_empty_list()) {
            (true, false) => (right, left),
            (false, true) => (left, right),
            _ => return Ok(None),
        };
        let o = self.emit_any(other)?.one(other.span)?;
        if !matches!(o.ty, ScriptType::List(_)) {
            return Err(unsupported(
                &format!("comparing `{}` with an empty list", o.ty),
                blank.span,
            ));
        }
        let b = self
            .emit_typed(blank, &ValueType::One(o.ty))?
            .one(blank.span)?;
        let (l, r) = if left.is_empty_list() { (b, o) } else { (o, b) };
        let span = left.span.to(right.span);
        self.lists_equal(op == CmpOp::Eq, l, r, span)?
            .map(Some)
            .ok_or_else(|| unsupported(&format!("comparing `{}` with `{}`", l.ty, r.ty), span))
    }

    /// A NamedTuple value as the tuple of its fields; anything else as it is.
    fn fields_as_tuple(&self, v: Emitted<'c, 'b>) -> Emitted<'c, 'b> {
        match v {
            Emitted::Struct(name, items) if !self.is_script_class(name) => Emitted::Tuple(items),
            v => v,
        }
    }

    /// `a is b` / `a is not b` on lists, dicts and script-class instances:
    /// whether they are one runtime value (`ts.is_same`). An instance by
    /// value has one reference (a second one boxes it), so it is only
    /// itself; values of different types are never one.
    fn reference_identity(
        &mut self,
        is: bool,
        l: &Emitted<'c, 'b>,
        r: &Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<Option<Typed<'c, 'b>>> {
        let reference = |v: &Emitted| match v {
            Emitted::One(t) => matches!(
                t.ty,
                ScriptType::List(_) | ScriptType::Dict(..) | ScriptType::Object(_)
            ),
            Emitted::Struct(class, _) => self.is_script_class(class),
            _ => false,
        };
        if !reference(l) || !reference(r) {
            return Ok(None);
        }
        let same = match (l, r) {
            (Emitted::One(a), Emitted::One(b)) if a.ty == b.ty => {
                let ty = self.ty(ScriptType::Bool, span)?;
                let same = Typed {
                    value: self.emit_op("ts.is_same", &[a.value, b.value], ty, &[], span)?,
                    ty: ScriptType::Bool,
                };
                return Ok(Some(if is { same } else { self.negate(same, span)? }));
            }
            (Emitted::Struct(..), Emitted::Struct(..)) => {
                crate::control_flow::Raw::of(l).same(&crate::control_flow::Raw::of(r))
            }
            _ => false,
        };
        let v = self.known_bool(same == is, span)?;
        Ok(Some(v))
    }

    /// `a is b` / `a is not b`: with `None` on one side, decided by the
    /// static types (a value is statically either `None` or not). Two
    /// ints, floats or bools are one identity when they are equal and of
    /// one type, as TorchScript's `IValue::isSameIdentity` has it; values
    /// of different types never are. (Two strings are when they are one
    /// object, which value semantics cannot tell.)
    fn identity_compare(
        &mut self,
        is: bool,
        l: Typed<'c, 'b>,
        r: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let number =
            |t: ScriptType| matches!(t, ScriptType::Int | ScriptType::Float | ScriptType::Bool);
        let primitive = |t: ScriptType| number(t) || t == ScriptType::Str;
        if primitive(l.ty) && primitive(r.ty) && l.ty != r.ty {
            return self.known_bool(!is, span);
        }
        if number(l.ty) && l.ty == r.ty {
            let (a, b) = (
                format!("$is_left{}", self.next_loop_id),
                format!("$is_right{}", self.next_loop_id),
            );
            self.next_loop_id += 1;
            let name = |n: &str| Box::new(Expr::new(ExprKind::Name(n.to_string()), span));
            let equal = Expr::new(
                ExprKind::Compare {
                    left: name(&a),
                    ops: vec![if is { CmpOp::Eq } else { CmpOp::NotEq }],
                    comparators: vec![*name(&b)],
                },
                span,
            );
            let ((v, _), _) = self.with_hidden(&a, Emitted::One(l), |this| {
                this.with_hidden(&b, Emitted::One(r), |this| this.emit_expr(&equal))
            })?;
            return Ok(v);
        }
        let (ln, rn) = (l.ty == ScriptType::None, r.ty == ScriptType::None);
        if !ln && !rn {
            return Err(unsupported(
                &format!(
                    "`is` between `{}` and `{}` (whether they are one object, which values here do not keep)",
                    l.ty, r.ty
                ),
                span,
            ));
        }
        let same = ln && rn;
        self.known_bool(same == is, span)
    }

    /// `x[i, a:b:c, None, ...]`: one select, slice or unsqueeze per
    /// component, in the order of [`Self::index_plan`].
    fn tensor_subscript(
        &mut self,
        mut v: Typed<'c, 'b>,
        index: &Expr,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        // Components other than slices, `None` and `...` are evaluated left
        // to right first. Those that are tensors (or lists of ints) index
        // with their values (advanced indexing): they keep a dim in the
        // plan and are applied last, when the others have made their dims.
        let values = self.index_values(index)?;
        let tensors: Vec<&Expr> = values
            .iter()
            .filter(|(_, v)| v.ty == ScriptType::Tensor)
            .map(|(c, _)| *c)
            .collect();
        let plan = self.index_plan_with(index, &tensors)?;
        let mut last = Vec::new();
        for (c, dim) in plan {
            match values.iter().find(|(t, _)| std::ptr::eq(*t, c)) {
                Some((_, value)) if value.ty == ScriptType::Tensor => last.push((*value, dim)),
                _ => v = self.index_component(v, c, dim, &values, span)?,
            }
        }
        match last.as_slice() {
            [] => Ok(v),
            [(values, dim)] => self.tensor_op(
                "ts.index_tensor",
                &[v.value, values.value],
                &[("dim", self.int_attr(*dim))],
                span,
            ),
            several => self.index_tensors(v, several, span),
        }
    }

    /// `x[i, j]` with several integer tensors (at `dims`, in order): they
    /// broadcast together, and where their dims are adjacent the result has
    /// the broadcast dims in their place, else first (PyTorch's rule).
    /// Each index is checked against its dim and wrapped; the dims are
    /// flattened into one and indexed by the linear position
    /// (`(i * size_j) + j`).
    fn index_tensors(
        &mut self,
        mut x: Typed<'c, 'b>,
        indices: &[(Typed<'c, 'b>, i64)],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let dims: Vec<i64> = indices.iter().map(|(_, d)| *d).collect();
        let adjacent = dims.windows(2).all(|w| w[1] == w[0] + 1);
        let first = if adjacent {
            dims[0]
        } else {
            let to: Vec<i64> = (0..dims.len() as i64).collect();
            x = self.tensor_op(
                "ts.movedim",
                &[x.value],
                &[
                    ("source", crate::op_lowerings::i64s_attr(self, &dims)),
                    ("destination", crate::op_lowerings::i64s_attr(self, &to)),
                ],
                span,
            )?;
            0
        };
        let linear = self.linear_index(x, indices, first, span)?;
        let last = first + indices.len() as i64 - 1;
        let flat = self.tensor_op(
            "ts.flatten",
            &[x.value],
            &[
                ("start_dim", self.int_attr(first)),
                ("end_dim", self.int_attr(last)),
            ],
            span,
        )?;
        self.tensor_op(
            "ts.index_tensor",
            &[flat.value, linear.value],
            &[("dim", self.int_attr(first))],
            span,
        )
    }

    /// The linear position (`(i * size_j) + j`) into `x`'s dims `first..`
    /// flattened of the integer tensors `indices` (broadcast together), each
    /// checked against its dim and wrapped.
    fn linear_index(
        &mut self,
        x: Typed<'c, 'b>,
        indices: &[(Typed<'c, 'b>, i64)],
        first: i64,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        use crate::op_lowerings::{binary_op, shape_query};
        let mut linear: Option<Typed<'c, 'b>> = None;
        for (k, (index, _)) in indices.iter().enumerate() {
            let d = first + k as i64;
            let size = shape_query(self, "ts.size", x, Some(d), span)?;
            let zero = self.constant(ScriptType::Int, 0.0, 0, span)?;
            let low = self.binary(BinaryOp::Sub, zero, size, span)?;
            let below = binary_op(self, "ts.lt", *index, low, span)?;
            let above = binary_op(self, "ts.ge", *index, size, span)?;
            let outside = binary_op(self, "ts.logical_or", below, above, span)?;
            let any = crate::op_lowerings::reduce_op(self, "ts.any", outside, None, false, span)?;
            let bool_ty = self.ty(ScriptType::Bool, span)?;
            let any = self.emit_op("ts.item", &[any.value], bool_ty, &[], span)?;
            self.raise_if(
                any,
                &format!("IndexError: index out of range: an index is outside [-size, size) for dimension {k} of the indexed ones"),
                span,
            )?;
            let negative = binary_op(self, "ts.lt", *index, zero, span)?;
            let shifted = binary_op(self, "ts.add", *index, size, span)?;
            let wrapped = self.tensor_op(
                "ts.where",
                &[negative.value, shifted.value, index.value],
                &[],
                span,
            )?;
            linear = Some(match linear {
                None => wrapped,
                Some(l) => {
                    let scaled = binary_op(self, "ts.mul", l, size, span)?;
                    binary_op(self, "ts.add", scaled, wrapped, span)?
                }
            });
        }
        linear.ok_or_else(|| Diagnostic::error("internal error: no index", span))
    }

    /// `x[i, j] = v` with integer tensors as the whole index: `x`'s leading
    /// dims flattened (and the rest, so it is 2-D), the rows at the linear
    /// positions replaced by `v` broadcast like `x[i, j]` (one row per
    /// position), and the result in `x`'s shape again.
    fn put_through_tensors(
        &mut self,
        x: Typed<'c, 'b>,
        indices: &[(Typed<'c, 'b>, i64)],
        v: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        use crate::op_lowerings::i64s_attr;
        let linear = self.linear_index(x, indices, 0, span)?;
        let flatten = |fe: &mut Self, t: Typed<'c, 'b>, (start, end): (i64, i64)| {
            fe.tensor_op(
                "ts.flatten",
                &[t.value],
                &[
                    ("start_dim", fe.int_attr(start)),
                    ("end_dim", fe.int_attr(end)),
                ],
                span,
            )
        };
        let m = indices.len() as i64;
        let flat = flatten(self, x, (0, m - 1))?;
        // `[positions, rest]`: an added last dim keeps it 2-D.
        let widened = self.tensor_op(
            "ts.unsqueeze",
            &[flat.value],
            &[("dim", self.int_attr(-1))],
            span,
        )?;
        let rows = flatten(self, widened, (1, -1))?;
        let positions = self.tensor_op(
            "ts.reshape",
            &[linear.value],
            &[("shape", i64s_attr(self, &[-1]))],
            span,
        )?;
        let value = if v.ty == ScriptType::Tensor {
            let read = self.tensor_op(
                "ts.index_tensor",
                &[flat.value, linear.value],
                &[("dim", self.int_attr(0))],
                span,
            )?;
            let full = crate::op_lowerings::broadcast_like(self, v, read, span)?;
            // One row per position, like the rows it replaces.
            let replaced = self.tensor_op(
                "ts.index_tensor",
                &[rows.value, positions.value],
                &[("dim", self.int_attr(0))],
                span,
            )?;
            self.tensor_op("ts.reshape_as", &[full.value, replaced.value], &[], span)?
        } else {
            v
        };
        let put = self.tensor_op(
            "ts.index_put",
            &[rows.value, positions.value, value.value],
            &[],
            span,
        )?;
        self.tensor_op("ts.reshape_as", &[put.value, x.value], &[], span)
    }

    /// `x[index] = v` with a tensor `v`: `torch._index_put_tensor(x,
    /// index, v)`.
    fn index_put_tensor(
        &mut self,
        x: Typed<'c, 'b>,
        index: Typed<'c, 'b>,
        v: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        self.call_decomposition("torch._index_put_tensor", &[x, index, v], span)
    }

    /// Calls the decomposition `name` on values already emitted, passed by
    /// hidden names.
    pub(crate) fn call_decomposition(
        &mut self,
        name: &'static str,
        operands: &[Typed<'c, 'b>],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let names: Vec<String> = (0..operands.len())
            .map(|k| format!("$operand{}_{k}", self.next_loop_id))
            .collect();
        self.next_loop_id += 1;
        for (name, t) in names.iter().zip(operands) {
            self.env.insert(name.clone(), Emitted::One(*t));
        }
        let args: Vec<Expr> = names
            .iter()
            .map(|n| Expr::new(ExprKind::Name(n.clone()), span))
            .collect();
        let call = crate::op_registry::TorchCall {
            name,
            receiver: None,
            args: &args,
            keywords: &[],
            span,
        };
        let r = crate::op_registry::emit(self, call);
        for name in &names {
            self.env.remove(name);
        }
        r?.one(span)
    }

    /// The values of an index's components other than slices, `None` and
    /// `...`, in order (a list of ints becomes a tensor); at most one may
    /// be a tensor.
    fn index_values<'e>(&mut self, index: &'e Expr) -> Emit<Vec<(&'e Expr, Typed<'c, 'b>)>> {
        let components: Vec<&Expr> = match &index.kind {
            ExprKind::Tuple(items) => items.iter().collect(),
            _ => vec![index],
        };
        let mut values: Vec<(&Expr, Typed<'c, 'b>)> = Vec::new();
        for c in components {
            let value = match &c.kind {
                ExprKind::Slice { .. } | ExprKind::None | ExprKind::Ellipsis => continue,
                ExprKind::List(_) => crate::op_registry::emit(
                    self,
                    crate::op_registry::TorchCall {
                        name: "torch.tensor",
                        receiver: None,
                        args: std::slice::from_ref(c),
                        keywords: &[],
                        span: c.span,
                    },
                )?
                .one(c.span)?,
                _ => self.emit_expr(c)?,
            };
            values.push((c, value));
        }
        Ok(values)
    }

    /// `x[i]` along `dim` with the int value `i` (of the component at
    /// `at`): a `ts.select`, or a select at run time.
    fn select_at(
        &mut self,
        x: Typed<'c, 'b>,
        i: Typed<'c, 'b>,
        dim: i64,
        at: Span,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        if i.ty != ScriptType::Int {
            return Err(Diagnostic::error(
                format!("index: expected an int, not {}", i.ty),
                at,
            ));
        }
        match self.known_int(&i) {
            Some(k) => {
                let attrs = [("dim", self.int_attr(dim)), ("index", self.int_attr(k))];
                self.tensor_op("ts.select", &[x.value], &attrs, span)
            }
            None => self.dynamic_select(x, dim, i, span),
        }
    }

    /// The components of a tensor index, each with the dim it applies to,
    /// in the order to apply them. Components before an ellipsis index
    /// dims from the front, left to right (a select removes its dim, so
    /// the next component indexes the same position); those after it
    /// index dims from the back, right to left, so no rank needs to be
    /// known.
    fn index_plan<'e>(&self, index: &'e Expr) -> Emit<Vec<(&'e Expr, i64)>> {
        self.index_plan_with(index, &[])
    }

    /// [`Self::index_plan`] where `tensors` (components indexing with a
    /// tensor's values) keep their dims.
    fn index_plan_with<'e>(
        &self,
        index: &'e Expr,
        tensors: &[&Expr],
    ) -> Emit<Vec<(&'e Expr, i64)>> {
        let is_tensor = |c: &Expr| tensors.iter().any(|t| std::ptr::eq(*t, c));
        let components: Vec<&Expr> = match &index.kind {
            ExprKind::Tuple(items) => items.iter().collect(),
            // As in TorchScript ("Cannot emit expr for: (dots)").
            ExprKind::Ellipsis => return Err(Diagnostic::error(
                "`x[...]` alone is not supported in TorchScript (it cannot emit `...` by itself)",
                index.span,
            )),
            _ => vec![index],
        };
        let ellipses: Vec<usize> = (0..components.len())
            .filter(|&i| matches!(components[i].kind, ExprKind::Ellipsis))
            .collect();
        if let Some(&second) = ellipses.get(1) {
            return Err(Diagnostic::error(
                "an index can only have a single ellipsis ('...')",
                components[second].span,
            ));
        }
        let (front, back) = match ellipses.first() {
            Some(&at) => (&components[..at], &components[at + 1..]),
            None => (&components[..], &components[..0]),
        };
        if let Some(t) = back.iter().find(|c| is_tensor(c)) {
            // As TorchScript.
            return Err(Diagnostic::error(
                "Ellipses followed by tensor indexing is currently not supported",
                t.span,
            ));
        }
        // A slice or `None` keeps a dim at its position; an int removes it.
        let keeps = |c: &Expr| {
            i64::from(matches!(c.kind, ExprKind::Slice { .. } | ExprKind::None) || is_tensor(c))
        };
        let mut plan = Vec::new();
        let mut dim = 0i64;
        for &c in front {
            plan.push((c, dim));
            dim += keeps(c);
        }
        let mut dim = -1i64;
        for &c in back.iter().rev() {
            plan.push((c, dim));
            dim -= keeps(c);
        }
        Ok(plan)
    }

    /// The `dim`, `start`, `end`, `step` of a slice component (a literal
    /// positive step), and the bounds that are int values known only once
    /// shapes are refined (`x[:x.size(0) - 1]`; their attribute is
    /// [`ts_dialect::DYNAMIC`], see `ts.slice`).
    #[allow(clippy::type_complexity)]
    fn slice_attrs(
        &mut self,
        c: &Expr,
        dim: i64,
    ) -> Emit<(Vec<(&'static str, Attribute<'c>)>, Vec<Value<'c, 'b>>)> {
        let ExprKind::Slice { lower, upper, step } = &c.kind else {
            unreachable!("a slice component")
        };
        let step = match step {
            None => 1,
            Some(e) => crate::op_binding::literal_int(e).ok_or_else(|| {
                unsupported("a slice step that is not an integer literal", e.span)
            })?,
        };
        if step <= 0 {
            return Err(Diagnostic::error("slice step must be positive", c.span));
        }
        let mut values = Vec::new();
        let mut bound = |fe: &mut Self, e: &Option<Box<Expr>>, absent: i64| -> Emit<i64> {
            let Some(e) = e else { return Ok(absent) };
            Ok(match crate::op_binding::sym_int(fe, "a slice bound", e)? {
                crate::op_binding::SymInt::Known(i) => i,
                crate::op_binding::SymInt::Value(v) => {
                    values.push(v.value);
                    ts_dialect::DYNAMIC
                }
            })
        };
        let start = bound(self, lower, 0)?;
        let end = bound(self, upper, i64::MAX)?;
        Ok((
            vec![
                ("dim", self.int_attr(dim)),
                ("start", self.int_attr(start)),
                ("end", self.int_attr(end)),
                ("step", self.int_attr(step)),
            ],
            values,
        ))
    }

    /// `t` with the part that `plan` indexes replaced by `v` (broadcast and
    /// converted to `t`'s dtype, as PyTorch's `t[...] = v` does), built
    /// inside out: each component's part is replaced in a copy of the
    /// part, then scattered back.
    fn scatter_into(
        &mut self,
        t: Typed<'c, 'b>,
        plan: &[(&Expr, i64)],
        values: &[(&Expr, Typed<'c, 'b>)],
        v: Typed<'c, 'b>,
        along: Option<Along<'c, 'b>>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let Some(&(c, dim)) = plan.first() else {
            if let Some(along) = along {
                return self.put_along(t, along, v, span);
            }
            // -0.0 is the additive identity: a -0.0 value keeps its sign.
            let zeros = self.tensor_op(
                "ts.full_like",
                &[t.value],
                &[("value", crate::op_lowerings::f64_attr(self, -0.0))],
                span,
            )?;
            let filled = self.tensor_op("ts.add", &[zeros.value, v.value], &[], span)?;
            return crate::op_lowerings::copied_into(self, filled, t, span);
        };
        match &c.kind {
            ExprKind::Slice { .. } => {
                // Bounds naming values are resolved by refinement (or make a
                // window `[i:i + c]` of known size).
                let (attrs, bounds) = self.slice_attrs(c, dim)?;
                let mut operands = vec![t.value];
                operands.extend(bounds.iter().copied());
                let part = self.tensor_op("ts.slice", &operands, &attrs, span)?;
                let part = self.scatter_into(part, &plan[1..], values, v, along, span)?;
                operands.insert(1, part.value);
                self.tensor_op("ts.slice_scatter", &operands, &attrs, span)
            }
            // A new dim of size 1: put into the part with it, then dropped.
            ExprKind::None => {
                let dim_attr = [("dim", self.int_attr(dim))];
                let part = self.tensor_op("ts.unsqueeze", &[t.value], &dim_attr, span)?;
                let part = self.scatter_into(part, &plan[1..], values, v, along, span)?;
                self.tensor_op("ts.squeeze", &[part.value], &dim_attr, span)
            }
            _ => {
                let index = component_value(values, c)?;
                let part = self.select_at(t, index, dim, c.span, span)?;
                let part = self.scatter_into(part, &plan[1..], values, v, along, span)?;
                self.tensor_op(
                    "ts.select_scatter",
                    &[t.value, part.value, index.value],
                    &[("dim", self.int_attr(dim))],
                    span,
                )
            }
        }
    }

    /// `plan` without the tensor component `tensor` (of value `index`),
    /// and where to put through it: it keeps its dim, so the others index
    /// the same dims without it, and it is put into the part they leave.
    /// Whether a component after it counts dims from the front past it
    /// goes along: that is right only where the tensor indexes one dim
    /// (integers, or a mask of one dim).
    fn without_tensor_component<'e>(
        &self,
        mut plan: Vec<(&'e Expr, i64)>,
        tensor: &Expr,
        index: Typed<'c, 'b>,
    ) -> Emit<(Vec<(&'e Expr, i64)>, Along<'c, 'b>)> {
        let at = plan
            .iter()
            .position(|(c, _)| std::ptr::eq(*c, tensor))
            .ok_or_else(|| {
                Diagnostic::error("internal error: index tensor not planned", tensor.span)
            })?;
        let full_slice = |c: &Expr| {
            matches!(
                &c.kind,
                ExprKind::Slice {
                    lower: None,
                    upper: None,
                    step: None
                }
            )
        };
        let (_, dim) = plan.remove(at);
        let followed = plan[at..].iter().any(|(c, d)| *d >= 0 && !full_slice(c));
        Ok((
            plan,
            Along {
                index,
                dim,
                followed,
            },
        ))
    }

    /// `t[:, ..., index] = v` with the tensor `index` at `dim`:
    /// `torch._index_put_along` (a number `v` as a 0-d tensor first).
    fn put_along(
        &mut self,
        t: Typed<'c, 'b>,
        along: Along<'c, 'b>,
        v: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let Along {
            index,
            dim,
            followed,
        } = along;
        let v = match v.ty {
            ScriptType::Tensor => v,
            ScriptType::Float => self.number_as_tensor(v, ts_dialect::Dtype::Float64, span)?,
            _ => self.number_as_tensor(v, ts_dialect::Dtype::Int64, span)?,
        };
        let d = self.constant(ScriptType::Int, 0.0, dim, span)?;
        let followed = self.known_bool(followed, span)?;
        self.call_decomposition("torch._index_put_along", &[t, d, index, v, followed], span)
    }

    /// The number `v` as a 0-d tensor of `dtype` (a `-0.0` keeps its sign).
    fn number_as_tensor(
        &mut self,
        v: Typed<'c, 'b>,
        dtype: ts_dialect::Dtype,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        use crate::op_lowerings::{full_sized, zeros_plus};
        let zero = full_sized(self, &[], &[], -0.0, dtype, span)?;
        zeros_plus(self, zero, v, span)
    }

    /// Applies one index component at `dim` to `v`; `values` holds the
    /// components' values (see [`Self::index_values`]).
    fn index_component(
        &mut self,
        v: Typed<'c, 'b>,
        c: &Expr,
        dim: i64,
        values: &[(&Expr, Typed<'c, 'b>)],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        match &c.kind {
            ExprKind::Slice { .. } => {
                let (attrs, bounds) = self.slice_attrs(c, dim)?;
                let mut operands = vec![v.value];
                operands.extend(bounds);
                self.tensor_op("ts.slice", &operands, &attrs, span)
            }
            ExprKind::None => self.tensor_op(
                "ts.unsqueeze",
                &[v.value],
                &[("dim", self.int_attr(dim))],
                span,
            ),
            _ => {
                let i = component_value(values, c)?;
                self.select_at(v, i, dim, c.span, span)
            }
        }
    }

    /// `x[i]` with an int known only at run time: an `index_select` of a
    /// 0-d index (negative counts from the end; out of range raises
    /// IndexError), without the selected dim.
    pub(crate) fn dynamic_select(
        &mut self,
        x: Typed<'c, 'b>,
        dim: i64,
        i: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let dim_attr = [("dim", self.int_attr(dim))];
        let index = self.number_as_tensor(i, ts_dialect::Dtype::Int64, span)?;
        let size = crate::op_lowerings::shape_query(self, "ts.size", x, Some(dim), span)?;
        let zero_int = self.constant(ScriptType::Int, 0.0, 0, span)?;
        let negative = self.tensor_op("ts.lt", &[index.value, zero_int.value], &[], span)?;
        let wrap = self.tensor_op("ts.mul", &[negative.value, size.value], &[], span)?;
        let index = self.tensor_op("ts.add", &[index.value, wrap.value], &[], span)?;
        // Marked so a change through the view is written back
        // (`shared_tensors`: a `select_scatter` at the index).
        let attrs = [
            ("dim", self.int_attr(dim)),
            (RUN_TIME_SELECT, Attribute::unit(self.ctx)),
        ];
        let picked = self.tensor_op("ts.index_select", &[x.value, index.value], &attrs, span)?;
        self.tensor_op("ts.squeeze", &[picked.value], &dim_attr, span)
    }

    /// `xs == ys` (`eq`) or `xs != ys` on two lists of one type of numbers
    /// or strings; `None` for other operands.
    fn lists_equal(
        &mut self,
        eq: bool,
        l: Typed<'c, 'b>,
        r: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Option<Typed<'c, 'b>>> {
        let ScriptType::List(ValueType::One(elem)) = l.ty else {
            return Ok(None);
        };
        let Some(kind) = crate::container_methods::element_kind(*elem).filter(|_| l.ty == r.ty)
        else {
            return Ok(None);
        };
        let k = self.constant(ScriptType::Int, 0.0, kind, span)?;
        let same = self.runtime_mutate("list_equal", &[l, r, k], ScriptType::Int, span)?;
        let want = self.constant(ScriptType::Int, 0.0, i64::from(eq), span)?;
        let ty = self.ty(ScriptType::Bool, span)?;
        let value = self.emit_op("ts.eq", &[same.value, want.value], ty, &[], span)?;
        Ok(Some(Typed {
            value,
            ty: ScriptType::Bool,
        }))
    }

    /// `v` as a `List[elem]` when it is a non-empty tuple of scalars of
    /// type `elem` (else `v` as it is): TorchScript converts such a tuple
    /// where a list is expected.
    fn tuple_as_list(
        &mut self,
        v: Emitted<'c, 'b>,
        elem: ScriptType,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let Emitted::Tuple(items) = &v else {
            return Ok(v);
        };
        let scalar = matches!(
            elem,
            ScriptType::Int | ScriptType::Float | ScriptType::Bool | ScriptType::Str
        );
        if !scalar
            || items.is_empty()
            || !(items.iter()).all(|i| matches!(i, Emitted::One(x) if x.ty == elem))
        {
            return Ok(v);
        }
        self.list_of_values(items.clone(), span, span)
    }

    /// `v` as a list when `other` is a list and `v` a tuple of its
    /// element type (`x.size()[:-1] + (h, d)`).
    fn tuple_as_list_like(
        &mut self,
        v: Emitted<'c, 'b>,
        other: &Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        match other {
            Emitted::One(Typed {
                ty: ScriptType::List(ValueType::One(elem)),
                ..
            }) => self.tuple_as_list(v, *elem, span),
            _ => Ok(v),
        }
    }

    /// Emits an expression that may produce a tuple (tuple displays,
    /// calls returning tuples, tuple variables).
    pub fn emit_any(&mut self, e: &Expr) -> Emit<Emitted<'c, 'b>> {
        if let Some(v) = self.overloaded_operator(e)? {
            return Ok(v);
        }
        match &e.kind {
            ExprKind::Tuple(items) => {
                let mut values = Vec::new();
                for i in items {
                    let v = self.emit_any(i)?;
                    // An instance a variable holds is a second reference
                    // in the tuple: they share it (`t = (a, 1); b, n = t`).
                    values.push(self.shared(i, v)?);
                }
                Ok(Emitted::Tuple(values))
            }
            ExprKind::Name(n) => self.name_value(n, e.span),
            ExprKind::IfExp { test, body, orelse } => self.emit_if_expr(test, body, orelse, e.span),
            ExprKind::List(items) => self.list_display(items, None, e.span),
            ExprKind::Dict(pairs) => self.dict_display(pairs, None, e.span),
            ExprKind::ListComp { elt, generators } => {
                self.list_comprehension(elt, generators, e.span)
            }
            // `(1,) * n`: TorchScript repeats a tuple of one scalar type as
            // the list it converts it to.
            ExprKind::Binary {
                op: BinaryOp::Mul,
                left,
                right,
            } if matches!(left.kind, ExprKind::Tuple(_)) => {
                let items = self.emit_any(left)?;
                let n = self.emit_expr(right)?;
                let list = self.tuple_as_list(items, ScriptType::Int, left.span)?;
                let list = list.one(left.span)?;
                Ok(Emitted::One(self.binary(BinaryOp::Mul, list, n, e.span)?))
            }
            ExprKind::Binary {
                op: BinaryOp::Add,
                left,
                right,
            } => {
                let (l, r) = (self.emit_any(left)?, self.emit_any(right)?);
                if let Some(joined) = self.concat_static(&l, &r) {
                    return Ok(joined);
                }
                // `x.size()[:-1] + (h, d)`: TorchScript converts a tuple of
                // the list's element type to a list where one is expected.
                let l = self.tuple_as_list_like(l, &r, left.span)?;
                let r = self.tuple_as_list_like(r, &l, right.span)?;
                // A `List[Tensor]` of static length joined to a runtime one:
                // both runtime lists.
                let runtime = crate::tensor_lists::runtime_tensor_list_type();
                let (l, r) = if l.value_type() == runtime || r.value_type() == runtime {
                    (
                        self.runtime_tensor_list(&l, left.span)?,
                        self.runtime_tensor_list(&r, right.span)?,
                    )
                } else {
                    (l, r)
                };
                if crate::tensor_lists::static_items(&l).is_some()
                    || crate::tensor_lists::static_items(&r).is_some()
                {
                    return Err(Diagnostic::error(
                        format!(
                            "unsupported operand types for +: '{}' and '{}' (a tuple or List[Tensor] concatenates only with one of its kind)",
                            l.value_type(),
                            r.value_type()
                        ),
                        e.span,
                    ));
                }
                let (l, r) = (l.one(left.span)?, r.one(right.span)?);
                Ok(Emitted::One(self.binary(BinaryOp::Add, l, r, e.span)?))
            }
            ExprKind::Subscript { value, index }
                if !is_shape_attribute(value)
                    || crate::op_binding::literal_int(index).is_none() =>
            {
                let v = self.emit_any(value)?;
                if crate::tensor_lists::static_items(&v).is_some() {
                    return self.static_subscript(v, index, e.span);
                }
                // A NamedTuple is indexed like the tuple of its fields.
                if let Emitted::Struct(class, fields) = &v {
                    if self.is_named_tuple(class) {
                        let fields = Emitted::Tuple(fields.clone());
                        return self.static_subscript(fields, index, e.span);
                    }
                }
                if crate::tensor_dicts::is_tensor_dict(&v) {
                    return self.tensor_dict_get(&v, index);
                }
                let v = v.one(value.span)?;
                if v.ty == ScriptType::Tensor {
                    return Ok(Emitted::One(self.tensor_subscript(v, index, e.span)?));
                }
                let item = self.container_subscript(v, index, e.span)?;
                self.unpacked_element(item, e.span)
            }
            ExprKind::Attribute { value, attr, .. } => self.attribute(value, attr, e.span),
            ExprKind::Call {
                func,
                args,
                keywords,
            } => self.call(e, func, args, keywords),
            _ => Ok(Emitted::One(self.emit_expr(e)?)),
        }
    }

    /// `&`, `|`, `^` on two ints or two bools, and `<<`, `>>` on ints (a
    /// negative shift count raises, as in Python).
    fn scalar_bitwise(
        &mut self,
        op: BinaryOp,
        l: Typed<'c, 'b>,
        r: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        use ScriptType as T;
        let shift = matches!(op, BinaryOp::LShift | BinaryOp::RShift);
        if !matches!((l.ty, r.ty), (T::Int | T::Bool, T::Int | T::Bool)) {
            return Err(unsupported_operands(op, &l, &r, span));
        }
        // A bool among ints, and both of a shift, take the int overload.
        let (l, r) = if l.ty == T::Int || r.ty == T::Int || shift {
            (
                self.convert_scalar(l, T::Int, span)?,
                self.convert_scalar(r, T::Int, span)?,
            )
        } else {
            (l, r)
        };
        if shift {
            let zero = self.constant(T::Int, 0.0, 0, span)?;
            let bool_ty = self.ty(T::Bool, span)?;
            let negative = self.emit_op("ts.lt", &[r.value, zero.value], bool_ty, &[], span)?;
            self.raise_if(negative, "ValueError: negative shift count", span)?;
        }
        let name = match op {
            BinaryOp::BitAnd => "arith.andi",
            BinaryOp::BitOr => "arith.ori",
            BinaryOp::BitXor => "arith.xori",
            BinaryOp::LShift => "arith.shli",
            _ => "arith.shrsi",
        };
        let ty = self.ty(l.ty, span)?;
        Ok(Typed {
            value: self.emit_op(name, &[l.value, r.value], ty, &[], span)?,
            ty: l.ty,
        })
    }

    /// Arithmetic with TorchScript's typing: any tensor operand gives a
    /// tensor; otherwise Python's int/float rules (`/` gives float).
    pub fn binary(
        &mut self,
        op: BinaryOp,
        l: Typed<'c, 'b>,
        r: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        self.binary_op(op, l, r, span, false)
    }

    /// [`Self::binary`] for an operator the script wrote: a tensor
    /// subtraction is marked for PyTorch's check of bool operands
    /// (`bool_check`), which the compiler's own subtractions (in lowerings
    /// and decompositions) skip.
    pub fn script_binary(
        &mut self,
        op: BinaryOp,
        l: Typed<'c, 'b>,
        r: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        self.binary_op(op, l, r, span, true)
    }

    /// The attributes of a tensor op `name` the script wrote at `span`: a
    /// subtraction's `bool_check` (PyTorch's `sub_check`), which the
    /// subtractions of decompositions (compiled like the script) skip.
    pub(crate) fn sub_check(&self, name: &str, span: Span) -> Vec<(&'static str, Attribute<'c>)> {
        match name == "ts.sub" && crate::decompositions::site_of(span).is_none() {
            true => vec![("bool_check", Attribute::unit(self.ctx))],
            false => Vec::new(),
        }
    }

    fn binary_op(
        &mut self,
        op: BinaryOp,
        l: Typed<'c, 'b>,
        r: Typed<'c, 'b>,
        span: Span,
        written: bool,
    ) -> Emit<Typed<'c, 'b>> {
        use ScriptType as T;
        // Lists: `a + b` concatenates, `a * n` repeats (new lists).
        match (l.ty, r.ty, op) {
            (T::List(_), T::List(_), BinaryOp::Add) if l.ty == r.ty => {
                return self.runtime_mutate("list_concat", &[l, r], l.ty, span);
            }
            (T::List(_), T::Int, BinaryOp::Mul) => {
                return self.runtime_mutate("list_repeat", &[l, r], l.ty, span);
            }
            (T::Int, T::List(_), BinaryOp::Mul) => {
                return self.runtime_mutate("list_repeat", &[r, l], r.ty, span);
            }
            _ => {}
        }
        if (l.ty, r.ty, op) == (T::Str, T::Str, BinaryOp::Add) {
            let ty = self.ty(T::Str, span)?;
            return Ok(Typed {
                value: self.emit_op("ts.str_concat", &[l.value, r.value], ty, &[], span)?,
                ty: T::Str,
            });
        }
        // `n // t` with a number `n` takes TorchScript's scalar overload:
        // there is no reflected tensor op, so the tensor converts
        // implicitly (it must be 0-d) and the result is a number.
        if op == BinaryOp::FloorDiv && matches!(l.ty, T::Int | T::Float) && r.ty == T::Tensor {
            let r = self.implicit_number(Emitted::One(r), &ValueType::One(l.ty), span)?;
            let r = r.one(span)?;
            return self.binary(op, l, r, span);
        }
        let name = match op {
            BinaryOp::Add => "ts.add",
            BinaryOp::Sub => "ts.sub",
            BinaryOp::Mul => "ts.mul",
            BinaryOp::Div => "ts.div",
            BinaryOp::FloorDiv => "ts.floor_divide",
            BinaryOp::Mod => "ts.remainder",
            BinaryOp::Pow => "ts.pow",
            // Bitwise ops and shifts on tensors only, for now.
            BinaryOp::BitAnd
            | BinaryOp::BitOr
            | BinaryOp::BitXor
            | BinaryOp::LShift
            | BinaryOp::RShift => {
                let name = match op {
                    BinaryOp::BitAnd => "ts.bitwise_and",
                    BinaryOp::BitOr => "ts.bitwise_or",
                    BinaryOp::BitXor => "ts.bitwise_xor",
                    BinaryOp::LShift => "ts.shift_left",
                    _ => "ts.shift_right",
                };
                if l.ty != T::Tensor && r.ty != T::Tensor {
                    return self.scalar_bitwise(op, l, r, span);
                }
                // A number on the left takes TorchScript's int overload
                // (there is no reflected tensor op): the tensor converts
                // implicitly, so it must be a 0-d integer one.
                if matches!(l.ty, T::Int | T::Bool) && r.ty == T::Tensor {
                    let r = self.implicit_int(r, span)?;
                    return self.scalar_bitwise(op, l, r, span);
                }
                return self.tensor_op(name, &[l.value, r.value], &[], span);
            }
            BinaryOp::MatMul => {
                if l.ty != T::Tensor || r.ty != T::Tensor {
                    return Err(Diagnostic::error(
                        format!("unsupported operand types for @: '{}' and '{}'", l.ty, r.ty),
                        span,
                    ));
                }
                return self.tensor_op("ts.matmul", &[l.value, r.value], &[], span);
            }
        };
        let numeric = |t: T| matches!(t, T::Tensor | T::Int | T::Float | T::Bool);
        if !numeric(l.ty) || !numeric(r.ty) {
            return Err(unsupported_operands(op, &l, &r, span));
        }
        let result = if l.ty == T::Tensor || r.ty == T::Tensor {
            T::Tensor
        } else if matches!(op, BinaryOp::Div | BinaryOp::Pow)
            || l.ty == T::Float
            || r.ty == T::Float
        {
            // TorchScript's `int ** int` is a float, as is `/`.
            T::Float
        } else {
            T::Int
        };
        let ty = self.ty(result, span)?;
        let attrs = match written && result == T::Tensor {
            true => self.sub_check(name, span),
            false => Vec::new(),
        };
        let value = self.emit_op(name, &[l.value, r.value], ty, &attrs, span)?;
        // Fold int arithmetic on known ints, so `arange(n * 2)` can use it.
        if result == T::Int {
            if let (Some((a, pa)), Some((b, pb))) = (self.peek_int(&l), self.peek_int(&r)) {
                // `%` stays unfolded here, as before.
                let folded = crate::op_binding::int_op(op)
                    .filter(|o| *o != ts_dialect::IntOp::Mod)
                    .and_then(|o| ts_dialect::fold_int(o, a, b));
                if let Some(v) = folded {
                    self.record_int(value, v, pa || pb);
                }
            }
        }
        Ok(Typed { value, ty: result })
    }

    /// A ts op producing a tensor.
    pub fn tensor_op(
        &self,
        name: &str,
        operands: &[Value<'c, 'b>],
        attrs: &[(&str, Attribute<'c>)],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let ty = self.ty(ScriptType::Tensor, span)?;
        Ok(Typed {
            value: self.emit_op(name, operands, ty, attrs, span)?,
            ty: ScriptType::Tensor,
        })
    }

    pub fn int_attr(&self, v: i64) -> Attribute<'c> {
        IntegerAttribute::new(IntegerType::new(self.ctx, 64).into(), v).into()
    }

    fn call(
        &mut self,
        e: &Expr,
        func: &Expr,
        args: &[Expr],
        keywords: &[ts_frontend::ast::Keyword],
    ) -> Emit<Emitted<'c, 'b>> {
        if let Some(starred) = args.iter().find(|a| matches!(a.kind, ExprKind::Starred(_))) {
            return Err(Diagnostic::error(
                "`*args` in calls is not supported in TorchScript",
                starred.span,
            ));
        }
        if let Some(k) = keywords.iter().find(|k| k.name.is_none()) {
            return Err(Diagnostic::error(
                "`**kwargs` in calls is not supported in TorchScript",
                k.span,
            ));
        }
        // Keyword arguments run in source order, not in parameter order
        // (see `hold_argument_calls`).
        let is_module = |n: &str| !self.env.contains_key(n);
        let mut next_id = self.next_loop_id;
        let held = hold_argument_calls(e, func, args, keywords, &is_module, &mut next_id);
        self.next_loop_id = next_id;
        if let Some((held, call, names)) = held {
            return self.with_held(&held, &names, |fe| fe.emit_any(&call));
        }
        // A method call on a value: `x.t()`, `x.matmul(y)`.
        if let ExprKind::Attribute { value, attr, .. } = &func.kind {
            // A method of a submodule: `self.head.scaled(x)`.
            if let Some(v) = self.submodule_method_call(value, attr, args, keywords, e.span)? {
                return Ok(v);
            }
            // A static method of a layer's class called on the layer:
            // `self.transformer.generate_square_subsequent_mask(n)`.
            if let Some(f) = self.layer_static_method(value, attr) {
                let call = Expr::new(
                    ExprKind::Call {
                        func: Box::new(crate::module_classes::dotted_expr(f, func.span)),
                        args: args.to_vec(),
                        keywords: keywords.to_vec(),
                    },
                    e.span,
                );
                return self.emit_any(&call);
            }
            // A chain of in-place methods, `a.mul_(2).add_(1)`: each returns
            // its receiver, so the inner call runs first and the outer one
            // applies to the same variable.
            if let (Some(receiver), Some(_)) = (in_place_receiver(value), in_place_functional(attr))
            {
                self.emit_any(value)?;
                let call = Expr {
                    kind: ExprKind::Call {
                        func: Box::new(Expr {
                            kind: ExprKind::Attribute {
                                value: Box::new(receiver.clone()),
                                attr: attr.clone(),
                                attr_span: func.span,
                            },
                            span: func.span,
                        }),
                        args: args.to_vec(),
                        keywords: keywords.to_vec(),
                    },
                    span: e.span,
                };
                return self.emit_any(&call);
            }
            if let ExprKind::Name(base) = &value.kind {
                if base == "self" && !self.env.contains_key("self") {
                    if let Some(v) = self.module_call(attr, args, keywords, e.span)? {
                        return Ok(v);
                    }
                }
                if let Some(v) = self.instance_method_call(base, attr, args, keywords, e.span)? {
                    return Ok(v);
                }
                if let Some(v) = self.env.get(base).cloned() {
                    if crate::tensor_lists::is_tensor_list(&v) {
                        return self.tensor_list_method(base, attr, args, keywords, e.span);
                    }
                    if crate::tensor_dicts::is_tensor_dict(&v) {
                        return self.tensor_dict_method(base, attr, args, keywords, e.span);
                    }
                    let v = match self.dead_code {
                        true => self.shape_erased(&v, value.span)?,
                        false => v,
                    };
                    let v = v.one(value.span)?;
                    if let Some(r) = self.container_method(v, attr, args, keywords, e.span)? {
                        return Ok(r);
                    }
                    if let Some(functional) = in_place_functional(attr) {
                        return self
                            .in_place_call(base, v, attr, functional, args, keywords, e.span);
                    }
                    return self.method_call(v, attr, args, keywords, e.span);
                }
            } else if let (Some(field), Some(functional)) = (
                self.module_tensor_attribute(value),
                in_place_functional(attr),
            ) {
                // `self.count.add_(1)` in a method: the attribute is a
                // variable (module state, see `module_state.rs`).
                let v = self.env[&field].clone().one(value.span)?;
                return self.in_place_call(&field, v, attr, functional, args, keywords, e.span);
            } else if let Some(field) = value.dotted_name().filter(|d| {
                self.env
                    .get(d)
                    .is_some_and(crate::tensor_lists::is_tensor_list)
            }) {
                // `self.items.append(t)` in a method: the field is a variable.
                return self.tensor_list_method(&field, attr, args, keywords, e.span);
            } else if let (ExprKind::Str(text), "format") = (&value.kind, attr.as_str()) {
                return Ok(Emitted::One(
                    self.format_literal(text, args, keywords, e.span)?,
                ));
            } else if !self.is_qualified_name(value) {
                // `self.features.conv0(x)`: a named layer of a Sequential.
                if let Some(v) = self.indexed_layer_call(func, args, keywords, e.span)? {
                    return Ok(v);
                }
                // `x[i].mul_(2)` on a tensor variable: `x[i] = x[i].mul(2)`
                // (with the assignment's aliasing checks), then the part.
                if let Some(stmt) = self.in_place_on_part(value, attr, args, keywords, e.span) {
                    self.check_part_overlaps(value, attr, args, keywords, e.span)?;
                    self.part_method_checked = true;
                    let emitted = self.emit_stmt(&stmt);
                    self.part_method_checked = false;
                    emitted?;
                    return self.emit_any(value);
                }
                // `C(3).add(4)`: a method of a new instance, held by a
                // hidden variable for the call.
                if let ExprKind::Call { func: callee, .. } = &value.kind {
                    let constructs = matches!(&callee.kind, ExprKind::Name(n)
                        if !self.env.contains_key(n) && self.is_script_class(n));
                    if constructs {
                        let hidden = format!("$receiver{}", self.next_loop_id);
                        self.next_loop_id += 1;
                        let instance = self.emit_any(value)?;
                        let (r, _) = self.with_hidden(&hidden, instance, |this| {
                            this.instance_method_call(&hidden, attr, args, keywords, e.span)
                        })?;
                        if let Some(r) = r {
                            return Ok(r);
                        }
                    }
                }
                let v = self.emit_expr(value)?;
                // `nodes[i].bump()` on an instance held by reference.
                if let ScriptType::Object(class) = v.ty {
                    return self.object_method_call(v, class, attr, args, keywords, e.span);
                }
                if let Some(r) = self.container_method(v, attr, args, keywords, e.span)? {
                    return Ok(r);
                }
                // `torch.zeros_like(x).scatter_(...)`, `(x * 2).add_(1)`:
                // an in-place change of a fresh tensor nothing else holds
                // is its functional form (held by a hidden variable for
                // `fill_`, `zero_` and `copy_`, which have none).
                if let (Some(f), true) = (in_place_functional(attr), self.is_fresh_tensor(value)) {
                    if v.ty != ScriptType::Tensor {
                        return self.method_call(v, attr, args, keywords, e.span);
                    }
                    let hidden = format!("$fresh{}", self.next_loop_id);
                    self.next_loop_id += 1;
                    // No sharing check: nothing else holds a fresh tensor,
                    // even where the import's value is another's (`F.pad`
                    // by nothing returns its input's value; PyTorch a copy).
                    let (r, _) = self.with_hidden(&hidden, Emitted::One(v), |this| {
                        this.in_place_value(&hidden, v, attr, f, args, keywords, e.span)
                    })?;
                    return Ok(r);
                }
                if let (Some(f), ScriptType::Tensor) = (in_place_functional(attr), &v.ty) {
                    // `xs[1].add_(1)`, `pair[0].zero_()`, `obj.t.mul_(2)`:
                    // a tensor an aggregate holds, changed there too (held
                    // by a name as written, for the messages).
                    if self.held_by_aggregate(v.value)
                        && !matches!(value.kind, ExprKind::Call { .. })
                    {
                        let hidden = short_spelling(value)
                            .filter(|w| !self.env.contains_key(w))
                            .unwrap_or_else(|| format!("$held{}", self.next_loop_id));
                        self.next_loop_id += 1;
                        let (r, _) = self.with_hidden(&hidden, Emitted::One(v), |this| {
                            this.in_place_call(&hidden, v, attr, f, args, keywords, e.span)
                        })?;
                        return Ok(r);
                    }
                    let why = match (&value.kind, value.dotted_name()) {
                        (ExprKind::Call { .. }, _) => format!("in-place `{attr}` on what a call returned, which may be its input or a view of it (`x.contiguous()`, `x.view(...)`, a script function's result); use the out-of-place `{f}`"),
                        (ExprKind::Attribute { attr: view, .. }, _) if crate::shared_tensors::is_view_attribute(view) => format!("in-place `{attr}` on the view `.{view}`, which shares its tensor's storage; use the out-of-place `{f}`"),
                        (_, Some(name)) => format!("in-place `{attr}` on `{name}`, which its object holds; write `{name} = {name}.{f}(...)`"),
                        _ => format!("in-place `{attr}` on a tensor other values may hold (a container's element, a conditional expression's arm); use the out-of-place `{f}` and store its result"),
                    };
                    return Err(unsupported(&why, e.span));
                }
                return self.method_call(v, attr, args, keywords, e.span);
            }
        }
        // A layer of a module: `layer(x)` in a loop over `self.blocks`,
        // `self.blocks[1](x)`.
        if let Some(v) = self.indexed_layer_call(func, args, keywords, e.span)? {
            return Ok(v);
        }
        // `f(x)` on a script-class instance: its `__call__`.
        if let ExprKind::Name(n) = &func.kind {
            if let Some(held) = self.env.get(n).cloned() {
                if let Some(v) = self.instance_method_call(n, "__call__", args, keywords, e.span)? {
                    return Ok(v);
                }
                return Err(Diagnostic::error(
                    format!("'{}' object is not callable", held.value_type()),
                    func.span,
                ));
            }
        } else if matches!(func.kind, ExprKind::Subscript { .. }) {
            let v = self.emit_expr(func)?;
            let ScriptType::Object(class) = v.ty else {
                return Err(Diagnostic::error(
                    format!("'{}' object is not callable", v.ty),
                    func.span,
                ));
            };
            return self.object_method_call(v, class, "__call__", args, keywords, e.span);
        }
        if let ExprKind::Name(n) = &func.kind {
            if !self.env.contains_key(n) && !self.importer.functions.contains_key(n) {
                if let Some(v) = self.class_call(n, args, keywords, e.span)? {
                    return Ok(v);
                }
                if let Some(v) = self.builtin_call(n, args, keywords, e.span)? {
                    return Ok(v);
                }
            }
        }
        let callee = self.importer.resolve_callee(func).map_err(|d| {
            // A method of a name that a failed statement would have
            // defined: already reported.
            let head = func.dotted_name().unwrap_or_default();
            let head = head.split('.').next().unwrap_or_default();
            if self.undefined_after_if.get(head) == Some(&"poisoned") {
                Diagnostic::error("", d.span)
            } else {
                d
            }
        })?;
        match callee {
            Callee::Script(name) => self.script_call(&name, args, keywords, e.span),
            Callee::Torch(qualified) if qualified == "torch.jit.annotate" => {
                let [ty, value] = args else {
                    return Err(Diagnostic::error(
                        "torch.jit.annotate(type, value) takes two arguments",
                        e.span,
                    ));
                };
                let declared = resolve_value_annotation(
                    ty,
                    &self.importer.tensor_names,
                    &self.importer.class_types,
                )?;
                let v = self.emit_typed(value, &declared)?;
                if !declared.accepts(&v.value_type()) {
                    return Err(Diagnostic::error(
                        format!(
                            "torch.jit.annotate: a value of type {} is not a {declared}",
                            v.value_type()
                        ),
                        value.span,
                    ));
                }
                Ok(v)
            }
            Callee::Torch(qualified) if qualified == "torch.device" => {
                if let Some(k) = keywords.first() {
                    return Err(Diagnostic::error(
                        "torch.device() takes no keyword arguments",
                        k.span,
                    ));
                }
                self.torch_device(args, e.span)
            }
            Callee::Torch(qualified) if qualified == "torch.jit.isinstance" => self
                .builtin_call("isinstance", args, keywords, e.span)?
                .ok_or_else(|| Diagnostic::error("internal error: isinstance", e.span)),
            // Compiled code is scripted, never traced: a compile-time bool,
            // so an `if` on it keeps only the scripted branch.
            Callee::Torch(qualified)
                if qualified == "torch.jit.is_scripting" || qualified == "torch.jit.is_tracing" =>
            {
                if let Some(a) = args.first() {
                    return Err(Diagnostic::error(
                        format!("{qualified}() takes no arguments"),
                        a.span,
                    ));
                }
                let scripting = qualified == "torch.jit.is_scripting";
                let b = self.known_bool(scripting, e.span)?;
                Ok(Emitted::One(b))
            }
            // `torch._assert(cond, message)` is `assert cond, message`
            // (torchvision's models check input sizes with it).
            Callee::Torch(qualified) if qualified == "torch._assert" => {
                let ([test, message], []) = (args, keywords) else {
                    return Err(Diagnostic::error(
                        "torch._assert() takes a condition and a message",
                        e.span,
                    ));
                };
                self.emit_assert(test, Some(message), e.span)?;
                Ok(Emitted::One(self.constant_none(e.span)?))
            }
            Callee::Torch(qualified) if qualified == "warnings.warn" => {
                self.warn(args, keywords, e.span)
            }
            Callee::Torch(qualified)
                if matches!(qualified.as_str(), "torch.jit.fork" | "torch.jit._fork") =>
            {
                self.forked_call(args, keywords, e.span)
            }
            Callee::Torch(qualified)
                if matches!(qualified.as_str(), "torch.jit.wait" | "torch.jit._wait") =>
            {
                self.waited_future(args, keywords, e.span)
            }
            Callee::Torch(qualified) if qualified.starts_with("math.") => {
                self.math_call(&qualified["math.".len()..], args, e.span)
            }
            Callee::Torch(qualified) => self.torch_call(&qualified, args, keywords, e.span),
        }
    }

    /// A call of a `torch.*` function. `F.relu(x, inplace=True)` and
    /// `torch.relu_(x)` change `x`: computed out of place, and `x` (a
    /// variable) takes the result where nothing else sees its tensor, as
    /// for `x += y`.
    fn torch_call(
        &mut self,
        qualified: &str,
        args: &[Expr],
        keywords: &[ts_frontend::ast::Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let inplace_keyword = keywords
            .iter()
            .position(|k| k.name.as_ref().is_some_and(|(n, _)| n == "inplace"));
        let mut kept = keywords.to_vec();
        let mut name = qualified.to_string();
        let mut in_place = false;
        if let Some(i) = inplace_keyword.filter(|_| qualified.starts_with("torch.nn.functional.")) {
            in_place = match &kept[i].value.kind {
                ExprKind::Bool(b) => *b,
                _ => {
                    return Err(Diagnostic::error(
                        "`inplace` must be True or False",
                        kept[i].value.span,
                    ))
                }
            };
            kept.remove(i);
        } else if let Some(functional) = qualified
            .strip_prefix("torch.")
            .and_then(|f| f.strip_suffix('_'))
            .filter(|f| !f.is_empty() && !f.contains('.'))
        {
            name = format!("torch.{functional}");
            in_place = true;
        }
        let result = op_registry::emit(
            self,
            TorchCall {
                name: &name,
                receiver: None,
                args,
                keywords: &kept,
                span,
            },
        )?;
        if let (
            true,
            Some(Expr {
                kind: ExprKind::Name(n),
                span: at,
            }),
        ) = (in_place, args.first())
        {
            let x = self.emit_expr(&args[0])?;
            if x.ty == ScriptType::Tensor {
                let op = name.rsplit('.').next().unwrap_or_default();
                self.materialize_branch_views(n, span)?;
                let co_aliases = self.check_unshared(
                    n,
                    x,
                    &format!("in-place `{op}` on"),
                    &format!("write `{n} = {name}({n})`"),
                    &format!("write `{n} = {name}({n})` (out of place)"),
                    self.caller_sees(n),
                    *at,
                )?;
                self.env.insert(n.clone(), result.clone());
                self.rebind_sharers(co_aliases, &result)?;
            }
        }
        Ok(result)
    }

    /// Whether a change to parameter `name` in place would be seen by a
    /// caller that this function cannot change: a caller's argument in an
    /// inlined or called function (the entry's own are its to change). A
    /// module attribute is module state, which inlined methods change for
    /// their caller (`module_state.rs`).
    fn caller_sees(&self, name: &str) -> bool {
        (!self.is_entry || !self.inlining.is_empty()) && !name.starts_with("self.")
    }

    /// Whether `e` is a dotted name that starts at something other than a
    /// variable (`torch.nn.functional`): a module path, not a value.
    fn is_qualified_name(&self, e: &Expr) -> bool {
        e.dotted_name().is_some_and(|d| {
            let head = d.split('.').next().unwrap_or_default();
            !self.env.contains_key(head) && head != "self"
        })
    }

    /// `x[index] = v`: `x` becomes a new value with that part replaced,
    /// when nothing else can see `x` (as for in-place methods).
    fn tensor_store(
        &mut self,
        target: &Expr,
        x: Typed<'c, 'b>,
        index: &Expr,
        v: Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        // A module's tensor attribute (`self.total[0] = v`) is a variable.
        let name = match &target.kind {
            ExprKind::Name(name) => name.clone(),
            _ => self.module_tensor_attribute(target).ok_or_else(|| {
                unsupported(
                    "assignment into a tensor that is not held by a variable",
                    target.span,
                )
            })?,
        };
        let name = &name;
        let v = match v {
            Emitted::One(v)
                if matches!(
                    v.ty,
                    ScriptType::Tensor | ScriptType::Int | ScriptType::Float | ScriptType::Bool
                ) =>
            {
                v
            }
            other => {
                return Err(Diagnostic::error(
                    format!(
                        "a tensor element can only be assigned a tensor or a number, not `{}`",
                        other.value_type()
                    ),
                    span,
                ))
            }
        };
        self.materialize_branch_views(name, span)?;
        let co_aliases = self.check_unshared(
            name,
            x,
            "assignment into",
            &format!("assign into a copy (`{name} = {name}.clone()`)"),
            "build the new value out of place",
            self.caller_sees(name),
            span,
        )?;
        // `x[idx] = v` / `x[mask] = v` with one tensor (or list of ints)
        // as the whole index.
        let values = self.index_values(index)?;
        let new = match values.iter().find(|(_, v)| v.ty == ScriptType::Tensor) {
            // A tensor value may be one row per position a mask selects,
            // whose count only the run time knows (a decomposition), unless
            // the index is known here to hold integers.
            Some((c, idx))
                if std::ptr::eq(*c, index)
                    && v.ty == ScriptType::Tensor
                    && ts_dialect::TensorType::from_mlir(idx.value.r#type())
                        .and_then(|t| t.dtype)
                        .is_none_or(|d| d == ts_dialect::Dtype::Bool) =>
            {
                self.index_put_tensor(x, *idx, v, span)?
            }
            Some((c, idx)) if std::ptr::eq(*c, index) => {
                self.tensor_op("ts.index_put", &[x.value, idx.value, v.value], &[], span)?
            }
            // Integer tensors as every component: `x[rows, cols] = v`.
            Some(_)
                if matches!(&index.kind, ExprKind::Tuple(items) if items.len() == values.len())
                    && values.iter().all(|(_, t)| t.ty == ScriptType::Tensor) =>
            {
                let indices: Vec<(Typed<'c, 'b>, i64)> = values
                    .iter()
                    .enumerate()
                    .map(|(k, (_, t))| (*t, k as i64))
                    .collect();
                self.put_through_tensors(x, &indices, v, span)?
            }
            // One tensor among slices, ints and `None`: those applied as
            // for a basic index, the tensor put along its dim in the part.
            Some((c, idx))
                if values.iter().filter(|(_, t)| t.ty == ScriptType::Tensor).count() == 1 =>
            {
                let plan = self.index_plan_with(index, &[*c])?;
                let (plan, along) = self.without_tensor_component(plan, c, *idx)?;
                self.scatter_into(x, &plan, &values, v, Some(along), span)?
            }
            Some((c, _)) => return Err(unsupported(
                "assignment through several tensor (or list) indices together with other index components",
                c.span,
            )),
            None => {
                // `x[...] = v` fills all of `x` (TorchScript allows `...`
                // alone here, unlike in an expression).
                let plan = match index.kind {
                    ExprKind::Ellipsis => Vec::new(),
                    _ => self.index_plan(index)?,
                };
                self.scatter_into(x, &plan, &values, v, None, span)?
            }
        };
        self.replace_held(x.value, &Emitted::One(new));
        self.env.insert(name.clone(), Emitted::One(new));
        self.rebind_sharers(co_aliases, &Emitted::One(new))?;
        Ok(())
    }

    /// `x.add_(y)`: rewritten as `x = x.add(y)` when nothing else can see
    /// the tensor (it is not a parameter, which the caller shares, and no
    /// other variable holds it); otherwise a located error, since value
    /// semantics cannot express the mutation.
    #[allow(clippy::too_many_arguments)]
    fn in_place_call(
        &mut self,
        name: &str,
        receiver: Typed<'c, 'b>,
        method: &str,
        functional: &str,
        args: &[Expr],
        keywords: &[ts_frontend::ast::Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        require_tensor_receiver(&receiver, method, span)?;
        self.materialize_branch_views(name, span)?;
        let co_aliases = self.check_unshared(
            name,
            receiver,
            &format!("in-place `{method}` on"),
            &format!("write `{name} = {name}.{functional}(...)`"),
            &format!("use the out-of-place `{functional}`"),
            self.caller_sees(name),
            span,
        )?;
        if let Some(rule) = crate::overlap_checks::method_rule(method) {
            let reads: Vec<&Expr> = args
                .iter()
                .chain(keywords.iter().map(|k| &k.value))
                .collect();
            self.check_overlaps(name, receiver.value, &reads, rule, span)?;
        }
        let result =
            self.in_place_value(name, receiver, method, functional, args, keywords, span)?;
        self.replace_held(receiver.value, &result);
        self.env.insert(name.to_string(), result.clone());
        self.rebind_sharers(co_aliases, &result)?;
        Ok(result)
    }

    /// The value `name.method(args)` leaves in `name` (which holds
    /// `receiver`): its functional form's result in the receiver's dtype.
    #[allow(clippy::too_many_arguments)]
    fn in_place_value(
        &mut self,
        name: &str,
        receiver: Typed<'c, 'b>,
        method: &str,
        functional: &str,
        args: &[Expr],
        keywords: &[ts_frontend::ast::Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        // `x.fill_(v)` and `x.zero_()` have no out-of-place method:
        // `torch.full_like(x, v)` and `torch.zeros_like(x)`.
        let result = match method {
            "fill_" | "zero_" => {
                let mut all = vec![Expr {
                    kind: ExprKind::Name(name.to_string()),
                    span,
                }];
                all.extend(args.iter().cloned());
                let like = if method == "fill_" {
                    "torch.full_like"
                } else {
                    "torch.zeros_like"
                };
                op_registry::emit(
                    self,
                    TorchCall {
                        name: like,
                        receiver: None,
                        args: &all,
                        keywords,
                        span,
                    },
                )?
            }
            // `y.copy_(src)`: `src` broadcast to `y`'s shape and converted
            // to its dtype (any conversion, unlike other in-place ops).
            "copy_" => {
                let ([src], []) = (args, keywords) else {
                    return Err(Diagnostic::error(
                        "copy_() takes one tensor (its source)",
                        span,
                    ));
                };
                let src_value = self.emit_expr(src)?;
                if src_value.ty != ScriptType::Tensor {
                    return Err(Diagnostic::error(
                        format!(
                            "copy_() takes one tensor (its source), not {}",
                            src_value.ty
                        ),
                        src.span,
                    ));
                }
                let expanded =
                    crate::op_lowerings::broadcast_like(self, src_value, receiver, span)?;
                Emitted::One(crate::op_lowerings::copied_into(
                    self, expanded, receiver, span,
                )?)
            }
            // Methods that change the receiver's shape (and keep its
            // dtype): the functional form's result is the new value.
            "unsqueeze_" | "squeeze_" | "t_" | "transpose_" | "swapdims_" | "swapaxes_" => {
                self.method_call(receiver, functional, args, keywords, span)?
            }
            _ => match self.method_call(receiver, functional, args, keywords, span)? {
                Emitted::One(t) if t.ty == ScriptType::Tensor => Emitted::One(
                    crate::op_lowerings::in_place_result(self, t, receiver, span)?,
                ),
                other => other,
            },
        };
        Ok(result)
    }

    fn method_call(
        &mut self,
        receiver: Typed<'c, 'b>,
        method: &str,
        args: &[Expr],
        keywords: &[ts_frontend::ast::Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        require_tensor_receiver(&receiver, method, span)?;
        if let Some(moved) = self.device_move(receiver, method, args, keywords, span)? {
            return Ok(moved);
        }
        if method == "get_device" {
            if let Some(a) = args.first() {
                return Err(Diagnostic::error("get_device() takes no arguments", a.span));
            }
            // -1: the CPU.
            return self
                .constant(ScriptType::Int, -1.0, -1, span)
                .map(Emitted::One);
        }
        if method == "item" {
            if let Some(a) = args.first() {
                return Err(Diagnostic::error("item() takes no arguments", a.span));
            }
            return self.untyped_item(receiver, span);
        }
        if method == "tolist" {
            return Err(Diagnostic::error(
                "Expected type hint for result of tolist(): annotate it, e.g. `xs: List[float] = x.tolist()` or `torch.jit.annotate(List[float], x.tolist())`",
                span,
            ));
        }
        if method == "size" && args.is_empty() && keywords.is_empty() {
            return Ok(Emitted::One(self.size_list(receiver, span)?));
        }
        // `x.size(d)` of a `d` known only at run time (or once shapes are
        // refined): item `d` of the size list (which checks the index).
        if let ("size", [d], []) = (method, args, keywords) {
            if crate::op_binding::literal_int(d).is_none() {
                let dim = self.emit_expr(d)?;
                match self.known_int(&dim) {
                    Some(known) => {
                        let literal = [Expr::new(ExprKind::Int(known), d.span)];
                        let call = TorchCall {
                            name: "Tensor.size",
                            receiver: Some(receiver),
                            args: &literal,
                            keywords,
                            span,
                        };
                        return op_registry::emit(self, call);
                    }
                    None if dim.ty == ScriptType::Int => {
                        let sizes = self.size_list(receiver, span)?;
                        let ty = self.ty(ScriptType::Int, span)?;
                        let value =
                            self.emit_op("ts.list_get", &[sizes.value, dim.value], ty, &[], span)?;
                        return Ok(Emitted::One(Typed {
                            value,
                            ty: ScriptType::Int,
                        }));
                    }
                    // Not an int: the registry's binding reports it.
                    None => {}
                }
            }
        }
        let name = format!("Tensor.{method}");
        op_registry::emit(
            self,
            TorchCall {
                name: &name,
                receiver: Some(receiver),
                args,
                keywords,
                span,
            },
        )
    }

    /// The attributes that mark an op for the driver to learn about: its
    /// offset (the key), the function it is compiled in, and where a
    /// decomposition was inlined, the offset to report at.
    pub(crate) fn marker(
        &self,
        attr: &'static str,
        span: Span,
    ) -> Vec<(&'static str, Attribute<'c>)> {
        let key = self.fact_key(span);
        let mut marker = vec![
            (attr, self.int_attr(key as i64)),
            (
                crate::module_importer::MARKED_IN_ATTR,
                StringAttribute::new(self.ctx, &self.function).into(),
            ),
        ];
        let at = self.importer.user_span(span).start;
        if at != key {
            marker.push((
                crate::module_importer::REPORT_AT_ATTR,
                self.int_attr(at as i64),
            ));
        }
        marker
    }

    /// The key of what the driver learns for the op at `span` (a marker's
    /// offset, `EntrySpec`'s maps): its offset, or in unrolled loops a
    /// hash of it and [`Self::unrolled_path`] with the top bit set (no
    /// offset has it), so each iteration learns its own. A path by
    /// position, not a count of iterations emitted, keeps the key the
    /// same in every import, whatever an earlier loop learned.
    pub(crate) fn fact_key(&self, span: Span) -> usize {
        use std::hash::{Hash, Hasher};
        if self.unrolled_path.is_empty() {
            return span.start;
        }
        // SipHash with fixed keys: the same key in every import.
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (span.start, &self.unrolled_path).hash(&mut h);
        (h.finish() as usize) | (1 << (usize::BITS - 1))
    }

    /// Runs `emit` as iteration `index` of the unrolled loop at `at` (its
    /// target's offset).
    pub(crate) fn unrolled_iteration<R>(
        &mut self,
        at: Span,
        index: usize,
        emit: impl FnOnce(&mut Self) -> Emit<R>,
    ) -> Emit<R> {
        self.unrolled_path.push((at.start, index));
        let result = emit(self);
        self.unrolled_path.pop();
        result
    }

    /// `x.item()` where nothing says which number it is: TorchScript's
    /// number follows `x`'s dtype. Known from a previous import
    /// (`EntrySpec::item_types`), or provisionally a float marked with the
    /// call's offset, which the driver resolves by refining this import.
    fn untyped_item(&mut self, x: Typed<'c, 'b>, span: Span) -> Emit<Emitted<'c, 'b>> {
        let known = self
            .importer
            .spec()
            .and_then(|s| s.item_types.get(&self.fact_key(span)))
            .copied();
        let ty = known.unwrap_or(ScriptType::Float);
        let mlir_ty = self.ty(ty, span)?;
        let marker = self.marker(crate::module_importer::UNTYPED_ITEM_ATTR, span);
        let attrs: &[(&str, Attribute<'c>)] = if known.is_some() { &[] } else { &marker };
        Ok(Emitted::One(Typed {
            value: self.emit_op("ts.item", &[x.value], mlir_ty, attrs, span)?,
            ty,
        }))
    }

    fn script_call(
        &mut self,
        name: &str,
        args: &[Expr],
        keywords: &[ts_frontend::ast::Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        if let Some(def) = self.importer.functions.get(name).copied() {
            if crate::unused_functions::is_unused(def) {
                return self.unused_call(def, 0, args, keywords, span);
            }
        }
        if let Some(v) = self.inline_aggregate_call(name, args, keywords, span)? {
            return Ok(v);
        }
        if let Some(v) = self.inline_at_each_call(name, args, keywords, span)? {
            return Ok(v);
        }
        // The parameters, without compiling the callee yet: which variant
        // is called depends on the arguments.
        let def = self
            .importer
            .functions
            .get(name)
            .copied()
            .ok_or_else(|| self.importer.undefined(name, span))?;
        let mut sig = self.importer.signature(name, def)?.0;
        let base = sig.clone();
        let names: Vec<&str> = base.params.iter().map(|p| p.name.as_str()).collect();
        let defaults: Vec<Option<&Expr>> = base.params.iter().map(|p| p.default.as_ref()).collect();
        let bound = bind_call_args(name, &names, &defaults, args, keywords, span)?;
        let mut values = Vec::new();
        for (arg, p) in bound.iter().zip(&base.params) {
            let declared = ValueType::One(p.ty);
            values.push(self.emit_argument(arg, &declared)?.one(arg.span)?);
        }
        // `None` for an Optional parameter calls the variant compiled with
        // that parameter `None` (values are statically None or not).
        let nones: Vec<bool> = sig
            .params
            .iter()
            .zip(&values)
            .map(|(p, v)| p.optional && v.ty == ScriptType::None)
            .collect();
        let mut callee = name.to_string();
        if nones.iter().any(|&n| n) {
            callee = self.importer.none_variant(name, &nones);
        }
        // Int arguments known here: a variant compiled with their values,
        // so the callee may use them where an op needs a compile-time int.
        let known: Vec<Option<i64>> = sig
            .params
            .iter()
            .zip(&values)
            .map(|(p, v)| {
                (p.ty == ScriptType::Int && v.ty == ScriptType::Int)
                    .then(|| self.known_int(v))
                    .flatten()
            })
            .collect();
        if known.iter().any(Option::is_some) {
            callee = self.importer.int_variant(&callee, &known);
        }
        sig = self
            .importer
            .signature_of(self.ctx, self.module, &callee, span)?;
        let mut operands = Vec::new();
        for ((param, arg), v) in sig.params.iter().zip(bound).zip(values) {
            if v.ty != param.ty {
                return Err(Diagnostic::error(
                    format!(
                        "expected a value of type '{}' for argument '{}' but instead found type '{}'",
                        param.ty,
                        param.name,
                        v.ty
                    ),
                    arg.span,
                ));
            }
            // A tensor whose shape is known here goes in as the
            // parameter's (unrefined) type; refinement specializes the callee.
            let want = self.ty(param.ty, arg.span)?;
            operands.push(if v.value.r#type() == want {
                v.value
            } else {
                self.emit_op(
                    "ts.tensor_static_info_cast",
                    &[v.value],
                    want,
                    &[],
                    arg.span,
                )?
            });
        }
        let name = callee.as_str();
        let leaves = sig.result.flatten();
        let result_types = leaves
            .iter()
            .map(|t| self.ty(*t, span))
            .collect::<Result<Vec<_>, _>>()?;
        let callee = Attribute::parse(self.ctx, &format!("@{name}")).ok_or_else(|| {
            Diagnostic::error(format!("internal error: bad symbol `{name}`"), span)
        })?;
        let values = self.emit_op_multi(
            "func.call",
            &operands,
            &result_types,
            &[("callee", callee)],
            span,
        )?;
        let mut typed = values
            .into_iter()
            .zip(leaves)
            .map(|(value, ty)| Typed { value, ty });
        Emitted::rebuild(&sig.result, &mut typed).ok_or_else(|| {
            Diagnostic::error(
                "internal error: call results do not match the signature",
                span,
            )
        })
    }
}

/// Binds a call's arguments to parameters Python-style (positional, then
/// keywords, then defaults); one expression per parameter.
pub(crate) fn bind_call_args<'e>(
    callee: &str,
    params: &[&str],
    defaults: &[Option<&'e Expr>],
    args: &'e [Expr],
    keywords: &'e [ts_frontend::ast::Keyword],
    span: Span,
) -> Emit<Vec<&'e Expr>> {
    bind_optional_args(callee, params, defaults, args, keywords, span)?
        .into_iter()
        .enumerate()
        .map(|(i, slot)| {
            slot.ok_or_else(|| {
                Diagnostic::error(
                    format!("{callee}() is missing value for argument '{}'", params[i]),
                    span,
                )
            })
        })
        .collect()
}

/// TorchScript's rule against list and dict defaults: Python evaluates a
/// default once, so changes to it would persist across calls. (Our
/// decompositions keep the list defaults of PyTorch's schemas, which
/// they never change.)
pub(crate) fn check_default(default: &Expr) -> Emit<()> {
    if crate::decompositions::site_of(default.span).is_none()
        && matches!(
            default.kind,
            ExprKind::List(_)
                | ExprKind::Dict(_)
                | ExprKind::ListComp { .. }
                | ExprKind::DictComp { .. }
        )
    {
        return Err(Diagnostic::error(
            "Mutable default parameters are not supported because Python binds them to the function and they persist across function calls (make the default None and create the value in the body)",
            default.span,
        ));
    }
    Ok(())
}

/// Like [`bind_call_args`], leaving parameters without an argument or a
/// default as `None`.
pub(crate) fn bind_optional_args<'e>(
    callee: &str,
    params: &[&str],
    defaults: &[Option<&'e Expr>],
    args: &'e [Expr],
    keywords: &'e [ts_frontend::ast::Keyword],
    span: Span,
) -> Emit<Vec<Option<&'e Expr>>> {
    for d in defaults.iter().flatten() {
        check_default(d)?;
    }
    if args.len() > params.len() {
        return Err(Diagnostic::error(
            format!(
                "{callee}() expected at most {} arguments but received {}",
                params.len(),
                args.len()
            ),
            span,
        ));
    }
    let mut slots: Vec<Option<&Expr>> = vec![None; params.len()];
    for (i, a) in args.iter().enumerate() {
        slots[i] = Some(a);
    }
    for k in keywords {
        let Some((kname, kspan)) = k.name.as_ref() else {
            return Err(Diagnostic::error(
                "`**kwargs` in calls is not supported in TorchScript",
                k.span,
            ));
        };
        let Some(i) = params.iter().position(|p| p == kname) else {
            return Err(Diagnostic::error(
                format!("{callee}() got an unexpected keyword argument '{kname}'"),
                *kspan,
            ));
        };
        if slots[i].is_some() {
            return Err(Diagnostic::error(
                format!("{callee}() got multiple values for argument '{kname}'"),
                *kspan,
            ));
        }
        slots[i] = Some(&k.value);
    }
    Ok(slots
        .into_iter()
        .enumerate()
        .map(|(i, slot)| slot.or(defaults.get(i).copied().flatten()))
        .collect())
}

/// Method calls reach the op registry, which only knows tensor methods.
fn require_tensor_receiver(receiver: &Typed, method: &str, span: Span) -> Emit<()> {
    if receiver.ty != ScriptType::Tensor {
        return Err(Diagnostic::error(
            format!("'{}' has no method '{method}'", receiver.ty),
            span,
        ));
    }
    Ok(())
}

/// Whether `e` is `x.shape` (so `x.shape[d]` of a literal `d` is `x.size(d)`).
fn is_shape_attribute(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Attribute { attr, .. } if attr == "shape")
}
