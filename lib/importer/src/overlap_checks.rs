//! Marks in-place ops whose tensor input views the storage they write.
//!
//! PyTorch refuses `a[None].add_(a)` or `flat[0:2] = flat[1:3]`: the input
//! and the output share memory in a way that makes the result depend on
//! the order elements are written ("some elements of the input tensor and
//! the written-to tensor refer to a single memory location"). Here tensors
//! are values and such an op would simply compute, so each in-place op
//! whose input is a view of the written tensor's storage (by what
//! `views` records) gets a `ts.overlap_check` of both views and the tensor
//! whose storage they view; `ts-check-overlaps` decides it once shapes
//! are known. Only inputs written as a variable or a chain of view steps
//! with literal (or int variable) arguments are checked, since checking
//! emits them again; anything else made a new tensor or is left unchecked.

use crate::function_emitter::{Emit, Emitted, FunctionEmitter};
use crate::script_type::ScriptType;
use crate::shared_tensors::{is_view_attribute, is_view_method};
use melior::ir::Value;
use ts_frontend::ast::{Expr, ExprKind, Keyword, UnaryOp};
use ts_frontend::Span;

/// How ATen checks an in-place op's tensor inputs against its output.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum OverlapRule {
    /// TensorIterator's ops (arithmetic, comparisons, `copy_`, `x[i] =
    /// t`): the same memory is fine, a partial overlap is refused.
    Partial,
    /// Scatters: any shared element is refused.
    Any,
    /// An index put, which refuses any shared element too, except where
    /// the index may be a bool mask and the value has one element (ATen
    /// fills the mask then, checking nothing).
    Put,
}

/// TensorIterator's in-place methods (PyTorch refuses a partially
/// overlapping input of each).
const PARTIAL_RULE_METHODS: &[&str] = &[
    "add_",
    "sub_",
    "subtract_",
    "mul_",
    "multiply_",
    "div_",
    "divide_",
    "true_divide_",
    "floor_divide_",
    "remainder_",
    "fmod_",
    "pow_",
    "atan2_",
    "clamp_",
    "clip_",
    "clamp_min_",
    "clamp_max_",
    "lerp_",
    "addcmul_",
    "addcdiv_",
    "copy_",
    "logical_and_",
    "logical_or_",
    "logical_xor_",
    "bitwise_and_",
    "bitwise_or_",
    "bitwise_xor_",
    "bitwise_left_shift_",
    "bitwise_right_shift_",
    "eq_",
    "ne_",
    "not_equal_",
    "lt_",
    "less_",
    "le_",
    "less_equal_",
    "gt_",
    "greater_",
    "ge_",
    "greater_equal_",
    "hypot_",
    "copysign_",
    "xlogy_",
    "nextafter_",
    "heaviside_",
    "gcd_",
    "lcm_",
    "fmax_",
    "fmin_",
];

/// In-place methods that refuse any overlap of an input with their output.
const ANY_RULE_METHODS: &[&str] = &[
    "scatter_",
    "scatter_add_",
    "scatter_reduce_",
    "index_add_",
    "index_copy_",
];

/// The rule ATen checks the in-place method `method` by, if any.
pub(crate) fn method_rule(method: &str) -> Option<OverlapRule> {
    if PARTIAL_RULE_METHODS.contains(&method) {
        Some(OverlapRule::Partial)
    } else if ANY_RULE_METHODS.contains(&method) {
        Some(OverlapRule::Any)
    } else if method == "index_put_" {
        Some(OverlapRule::Put)
    } else {
        None
    }
}

/// View methods that return one tensor.
fn single_view_method(name: &str) -> bool {
    is_view_method(name) && !matches!(name, "split" | "chunk" | "unbind")
}

impl<'c, 'b> FunctionEmitter<'c, 'b, '_, '_> {
    /// The variable whose storage `name` shares at the end of the chain of
    /// views `views` records (`name` itself when it views nothing).
    fn storage_base(&self, name: &str) -> String {
        let mut base = name.to_string();
        for _ in 0..=self.views.len() {
            match self.views.get(&base) {
                Some(b) if b != &base => base = b.clone(),
                _ => break,
            }
        }
        base
    }

    /// Whether `e` is an int variable.
    fn is_int_variable(&self, e: &Expr) -> bool {
        matches!(&e.kind, ExprKind::Name(n) if matches!(self.env.get(n), Some(Emitted::One(t)) if t.ty == ScriptType::Int))
    }

    /// Whether `e` is an int literal (negated too) or an int variable.
    fn is_plain_int(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Int(_) => true,
            ExprKind::Unary {
                op: UnaryOp::Neg,
                operand,
            } => matches!(operand.kind, ExprKind::Int(_)),
            _ => self.is_int_variable(e),
        }
    }

    /// Whether the index `e` views (no tensor, list or call in it).
    pub(crate) fn is_plain_view_index(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::None | ExprKind::Ellipsis => true,
            ExprKind::Slice { lower, upper, step } => [lower, upper, step]
                .into_iter()
                .all(|b| b.as_ref().is_none_or(|b| self.is_plain_int(b))),
            ExprKind::Tuple(items) => items.iter().all(|i| self.is_plain_view_index(i)),
            _ => self.is_plain_int(e),
        }
    }

    /// The variable whose storage the expression `e` views when it is that
    /// variable or view steps of it with plain arguments (emitting it again
    /// runs nothing and makes the same view).
    fn plain_view_root<'e>(&self, e: &'e Expr) -> Option<&'e str> {
        match &e.kind {
            ExprKind::Name(n) => Some(n),
            ExprKind::Subscript { value, index } if self.is_plain_view_index(index) => {
                self.plain_view_root(value)
            }
            ExprKind::Attribute { value, attr, .. } if is_view_attribute(attr) => {
                self.plain_view_root(value)
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => match &func.kind {
                ExprKind::Attribute { value, attr, .. }
                    if single_view_method(attr)
                        && args.iter().all(|a| self.is_plain_int(a))
                        && keywords
                            .iter()
                            .all(|k| k.name.is_some() && self.is_plain_int(&k.value)) =>
                {
                    self.plain_view_root(value)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The tensor whose storage both `name` and the expression `read` view,
    /// when `read` is a plain view ([`Self::plain_view_root`]) of it.
    fn shared_root(&self, name: &str, read: &Expr) -> Option<Value<'c, 'b>> {
        let base = self.storage_base(name);
        let root = match self.env.get(&base) {
            Some(Emitted::One(t)) if t.ty == ScriptType::Tensor => t.value,
            _ => return None,
        };
        // The check lays the root out contiguously: a variable made a view
        // of itself (`x = x[:, :2]`) or a merged value may be laid out
        // otherwise, and is not checked.
        if crate::shared_tensors::may_be_strided(root, &self.params) {
            return None;
        }
        let read_base = self.storage_base(self.plain_view_root(read)?);
        let shares = read_base == base
            || matches!(self.env.get(&read_base), Some(Emitted::One(t)) if t.value == root);
        shares.then_some(root)
    }

    /// Marks the in-place op about to write `written` (the tensor `name`
    /// holds, or a view of it) with a `ts.overlap_check` against each of
    /// `reads` that views the same storage (see the module comment).
    pub(crate) fn check_overlaps(
        &mut self,
        name: &str,
        written: Value<'c, 'b>,
        reads: &[&Expr],
        rule: OverlapRule,
        span: Span,
    ) -> Emit<()> {
        for read in reads {
            let Some(root) = self.shared_root(name, read) else {
                continue;
            };
            let r = self.emit_expr(read)?;
            if r.ty != ScriptType::Tensor || (r.value == written && rule == OverlapRule::Partial) {
                continue;
            }
            let unit = melior::ir::Attribute::unit(self.ctx);
            let attrs = match rule {
                OverlapRule::Partial => Vec::new(),
                OverlapRule::Any => vec![("any", unit)],
                OverlapRule::Put => vec![("any", unit), (ts_dialect::ONE_VALUE_FILLS_ATTR, unit)],
            };
            self.emit_op_multi(
                "ts.overlap_check",
                &[written, r.value, root],
                &[],
                &attrs,
                span,
            )?;
        }
        Ok(())
    }

    /// Marks `target = source` with a tensor variable indexed as the
    /// target: a basic index copies into the view it makes (`copy_`), an
    /// index with a tensor puts into the whole tensor (`index_put_`, which
    /// refuses any overlap).
    pub(crate) fn check_store_overlap(&mut self, target: &Expr, source: &Expr) -> Emit<()> {
        let ExprKind::Subscript { value, index } = &target.kind else {
            return Ok(());
        };
        let ExprKind::Name(name) = &value.kind else {
            return Ok(());
        };
        if self.part_method_checked
            || !self.is_tensor_variable(name)
            || self.shared_root(name, source).is_none()
        {
            return Ok(());
        }
        let (written, rule) = if matches!(index.kind, ExprKind::Ellipsis) {
            (self.emit_expr(value)?, OverlapRule::Partial)
        } else if self.advanced_index(index) {
            // Only an index of tensors alone puts into the whole tensor;
            // with ints or slices too, ATen puts into the part they make.
            let components = match &index.kind {
                ExprKind::Tuple(items) => items.as_slice(),
                _ => std::slice::from_ref(index.as_ref()),
            };
            let basic = |c: &Expr| {
                self.is_plain_view_index(c)
                    && !matches!(c.kind, ExprKind::None | ExprKind::Ellipsis)
            };
            if components.iter().any(basic) {
                return Ok(());
            }
            (self.emit_expr(value)?, OverlapRule::Put)
        } else if self.is_plain_view_index(index) {
            (self.emit_expr(target)?, OverlapRule::Partial)
        } else {
            return Ok(());
        };
        self.check_overlaps(name, written.value, &[source], rule, target.span)
    }

    /// Marks `x[i].method_(args)` (`in_place_on_part`) with the method's
    /// overlap rule, the part `x[i]` written: `copy_` and arithmetic refuse
    /// a partial overlap, `fill_` (which copies an aliasing value first)
    /// and `zero_` nothing.
    pub(crate) fn check_part_overlaps(
        &mut self,
        receiver: &Expr,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<()> {
        let ExprKind::Subscript { value, index } = &receiver.kind else {
            return Ok(());
        };
        let ExprKind::Name(name) = &value.kind else {
            return Ok(());
        };
        let Some(rule) = method_rule(method) else {
            return Ok(());
        };
        let reads: Vec<&Expr> = args
            .iter()
            .chain(keywords.iter().map(|k| &k.value))
            .collect();
        let shared = reads.iter().any(|r| self.shared_root(name, r).is_some());
        if !self.is_plain_view_index(index) || !shared {
            return Ok(());
        }
        let written = self.emit_expr(receiver)?;
        self.check_overlaps(name, written.value, &reads, rule, span)
    }
}
