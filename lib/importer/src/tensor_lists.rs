//! `List[Tensor]` values, and the operations tuples share with them.
//!
//! TorchScript's `List[Tensor]` is a runtime list. Here its length is mostly known
//! at compile time: it comes from displays, `append` in straight-line code
//! or in loops that unroll (a `range` with known bounds, another static
//! list), `torch.chunk`, slices and `+`. So the value is a statically-sized
//! aggregate of tensor SSA values (`Emitted::Struct(TENSOR_LIST, ..)`),
//! each element keeps its own refined shape, and `torch.cat`/`torch.stack`
//! see the tensors themselves. Where a length is only known at run time
//! (`append` under a run-time condition, or in a loop whose trip count is
//! unknown), the merge that needs it turns the list into a runtime list
//! (`List[Tensor]` as a `ScriptType::List`, like a list of ints), whose
//! elements are boxed tensors of one dtype and shape (refinement finds it
//! from what is stored; see `passes/src/list_element_types.rs`). Such a
//! list is indexed, iterated, measured, changed and returned at run time;
//! `torch.cat`/`torch.stack` of it would need a dynamic shape and are a
//! located error.

use crate::control_flow::Raw;
use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    op_binding::literal_int,
    script_type::{list_of, ScriptType, ValueType, TENSOR_LIST},
};
use melior::ir::Block;
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

/// The most iterations a loop that builds a `List[Tensor]` is unrolled.
const MAX_UNROLL: i64 = 1024;

/// The elements of a tuple or `List[Tensor]` value, whose length is static.
pub(crate) fn static_items<'e, 'c, 'b>(v: &'e Emitted<'c, 'b>) -> Option<&'e [Emitted<'c, 'b>]> {
    match v {
        Emitted::Tuple(items) | Emitted::Struct(TENSOR_LIST, items) => Some(items),
        _ => None,
    }
}

/// A `List[Tensor]` of `items`.
pub(crate) fn tensor_list<'c, 'b>(items: Vec<Emitted<'c, 'b>>) -> Emitted<'c, 'b> {
    Emitted::Struct(TENSOR_LIST, items)
}

/// Whether `v` is a `List[Tensor]` value.
pub(crate) fn is_tensor_list(v: &Emitted) -> bool {
    matches!(v, Emitted::Struct(TENSOR_LIST, _))
}

/// The type of a `List[Tensor]` whose length is only known at run time.
pub(crate) fn runtime_tensor_list_type() -> ValueType {
    ValueType::One(list_of(ValueType::One(ScriptType::Tensor)))
}

/// Whether `t` is a `List[Tensor]` type, of static or run-time length.
pub(crate) fn is_tensor_list_type(t: &ValueType) -> bool {
    t.tensor_list_len().is_some() || *t == runtime_tensor_list_type()
}

/// Whether `a` and `b` differ only in a `List[Tensor]`'s length or a
/// `Dict[str, Tensor]`'s keys (static or run time): where they merge, the
/// value is a runtime list or dict.
pub(crate) fn differ_in_length(a: &ValueType, b: &ValueType) -> bool {
    use crate::tensor_dicts::is_tensor_dict_type;
    a != b
        && ((is_tensor_list_type(a) && is_tensor_list_type(b))
            || (is_tensor_dict_type(a) && is_tensor_dict_type(b)))
}

/// Whether a loop that turns a value of type `was` into one of type `is`
/// grows a `List[Tensor]` (`Dict[str, Tensor]`) of static length (keys),
/// directly or as a script-class instance's field: the loop is emitted
/// again with those containers made runtime ones.
pub(crate) fn grows(was: &ValueType, is: &ValueType) -> bool {
    if differ_in_length(was, is) {
        return is_static_container_type(was);
    }
    match (was, is) {
        // An instance by value that the loop makes one by reference.
        (ValueType::Struct(a, _), ValueType::One(ScriptType::Object(b))) => a == b,
        (ValueType::Struct(a, fa), ValueType::Struct(b, fb))
            if a == b && fa.len() == fb.len() && !is_static_container_type(was) =>
        {
            fa.iter().zip(fb).any(|(x, y)| grows(x, y))
                && fa.iter().zip(fb).all(|(x, y)| x == y || grows(x, y))
        }
        _ => false,
    }
}

/// Whether `t` is a `List[Tensor]` of static length or a
/// `Dict[str, Tensor]` of static keys.
pub(crate) fn is_static_container_type(t: &ValueType) -> bool {
    t.tensor_list_len().is_some()
        || matches!(t, ValueType::Struct(name, _) if name.starts_with(crate::script_type::TENSOR_DICT))
}

/// Why two types of the same variable disagree, said plainly when both are
/// tensor lists of different lengths or tensor dicts with different keys.
pub(crate) fn length_mismatch(name: &str, a: &ValueType, b: &ValueType) -> Option<String> {
    if let (ValueType::Struct(x, _), ValueType::Struct(y, _)) = (a, b) {
        if let (Some(x), Some(y)) = (
            crate::tensor_dicts::dict_keys(x),
            crate::tensor_dicts::dict_keys(y),
        ) {
            return Some(format!(
                "the Dict[str, Tensor] '{name}' has keys {x:?} on one path and {y:?} on another; its keys must be known at compile time"
            ));
        }
    }
    let (a, b) = (a.tensor_list_len()?, b.tensor_list_len()?);
    Some(format!(
        "the List[Tensor] '{name}' has {a} element(s) on one path and {b} on another; a list of tensors must have a length known at compile time (append to it in straight-line code or in a loop over a range with known bounds)"
    ))
}

/// Python's index normalization: `Some(i)` in `0..len`.
fn normalize(index: i64, len: usize) -> Option<usize> {
    let len = len as i64;
    let i = if index < 0 { index + len } else { index };
    (0..len).contains(&i).then_some(i as usize)
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `v` as a runtime list, when it is a `List[Tensor]` of static length
    /// (a new list holding its tensors); anything else as it is.
    pub(crate) fn runtime_tensor_list(
        &mut self,
        v: &Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let Some(items) = static_items(v).filter(|_| is_tensor_list(v)) else {
            return Ok(v.clone());
        };
        let mut operands = Vec::new();
        for item in items.iter().cloned() {
            operands.push(self.tensor_element(item, span)?.value);
        }
        let ty = list_of(ValueType::One(ScriptType::Tensor));
        Ok(Emitted::One(self.container_op(
            "ts.list_new",
            &operands,
            ty,
            span,
        )?))
    }

    /// `v` as a runtime list or dict, when it is a `List[Tensor]` or
    /// `Dict[str, Tensor]` of static length or keys; anything else as it is.
    pub(crate) fn runtime_container(
        &mut self,
        v: &Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        if is_tensor_list(v) {
            self.runtime_tensor_list(v, span)
        } else if let Some(instance) = self.instance_with_runtime_containers(v, span)? {
            Ok(instance)
        } else {
            self.runtime_tensor_dict(v, span)
        }
    }

    /// [`Self::runtime_container`] of a value of `block` (a branch's
    /// result), emitted at its end.
    pub(crate) fn runtime_container_in(
        &mut self,
        block: &Block<'c>,
        v: &Raw,
        span: Span,
    ) -> Emit<Raw> {
        let e = v.emitted();
        if !is_tensor_list(&e) && !crate::tensor_dicts::is_tensor_dict(&e) {
            return Ok(v.clone());
        }
        let (raw, _) = self.in_block(block, &[], |child| {
            let e = child.runtime_container(&v.emitted(), span)?;
            Ok(Raw::of(&e))
        })?;
        Ok(raw)
    }

    /// An int whose value is known at compile time (a literal, a folded
    /// expression, an unrolled loop's counter), or an error naming `what`.
    fn static_int(&mut self, e: &Expr, what: &str) -> Emit<i64> {
        if let Some(i) = literal_int(e) {
            return Ok(i);
        }
        let v = self.emit_expr(e)?;
        if v.ty != ScriptType::Int {
            return Err(Diagnostic::error(
                format!("{what} must be an int, not {}", v.ty),
                e.span,
            ));
        }
        self.known_int(&v).ok_or_else(|| {
            Diagnostic::error(
                format!("{what} must be known at compile time (the length of a tuple or List[Tensor] is static)"),
                e.span,
            )
        })
    }

    /// The values of `range(args)` as int constants, when its bounds are
    /// known at compile time (for unrolling).
    pub(crate) fn known_range(&mut self, args: &[Expr], span: Span) -> Emit<Vec<Emitted<'c, 'b>>> {
        let mut bounds = Vec::new();
        for a in args {
            bounds.push(self.static_int(a, "a range bound of a loop that builds a List[Tensor]")?);
        }
        let (start, stop, step) = match bounds.as_slice() {
            [n] => (0, *n, 1),
            [a, b] => (*a, *b, 1),
            [a, b, c] if *c != 0 => (*a, *b, *c),
            [_, _, _] => return Err(Diagnostic::error("range() arg 3 must not be zero", span)),
            _ => {
                return Err(Diagnostic::error(
                    format!("range expected 1 to 3 arguments, got {}", args.len()),
                    span,
                ))
            }
        };
        let (span_len, stride) = if step > 0 {
            ((stop - start).max(0), step)
        } else {
            ((start - stop).max(0), -step)
        };
        let count = (span_len as u64).div_ceil(stride as u64) as i64;
        if count > MAX_UNROLL {
            return Err(Diagnostic::error(
                format!("this loop would unroll {count} times to build a List[Tensor]; at most {MAX_UNROLL} are supported"),
                span,
            ));
        }
        (0..count)
            .map(|k| {
                self.constant(ScriptType::Int, 0.0, start + k * step, span)
                    .map(Emitted::One)
            })
            .collect()
    }

    /// `seq[index]` on a tuple or `List[Tensor]`: the index (or slice
    /// bounds) must be known at compile time.
    pub(crate) fn static_subscript(
        &mut self,
        v: Emitted<'c, 'b>,
        index: &Expr,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let kind = if is_tensor_list(&v) { "list" } else { "tuple" };
        let items = static_items(&v).expect("a static sequence").to_vec();
        if let ExprKind::Slice { lower, upper, step } = &index.kind {
            let mut bound = |e: &Option<Box<Expr>>, what: &str| -> Emit<Option<i64>> {
                e.as_deref().map(|e| self.static_int(e, what)).transpose()
            };
            let (lo, hi, st) = (
                bound(lower, "a slice bound")?,
                bound(upper, "a slice bound")?,
                bound(step, "a slice step")?,
            );
            let picked = python_slice(items.len(), lo, hi, st.unwrap_or(1))
                .ok_or_else(|| Diagnostic::error("slice step cannot be zero", index.span))?;
            let parts = picked.into_iter().map(|i| items[i].clone()).collect();
            return Ok(if kind == "list" {
                tensor_list(parts)
            } else {
                Emitted::Tuple(parts)
            });
        }
        let i = match literal_int(index) {
            Some(i) => i,
            None => {
                let iv = self.emit_expr(index)?;
                match self.known_int(&iv) {
                    Some(i) => i,
                    // A list read at a run-time index is a runtime list there.
                    None if kind == "list" && iv.ty == ScriptType::Int => {
                        let list = self.runtime_tensor_list(&v, span)?.one(span)?;
                        let t = self.ty(ScriptType::Tensor, span)?;
                        let value =
                            self.emit_op("ts.list_get", &[list.value, iv.value], t, &[], span)?;
                        return Ok(Emitted::One(Typed {
                            value,
                            ty: ScriptType::Tensor,
                        }));
                    }
                    None => {
                        return Err(Diagnostic::error(
                            format!("a {kind} index must be an int known at compile time (the length of a tuple is static)"),
                            index.span,
                        ))
                    }
                }
            }
        };
        let at = normalize(i, items.len()).ok_or_else(|| {
            Diagnostic::error(
                format!(
                    "IndexError: {kind} index {i} is out of range (the {kind} has {} elements)",
                    items.len()
                ),
                span,
            )
        })?;
        Ok(items[at].clone())
    }

    /// `xs[index] = v` on a `List[Tensor]` variable.
    pub(crate) fn tensor_list_store(
        &mut self,
        name: &str,
        index: &Expr,
        v: Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        let mut items = static_items(&self.env[name]).expect("a list").to_vec();
        let v = self.tensor_element(v, span)?;
        let i = self.static_int(index, "a list index")?;
        let at = normalize(i, items.len()).ok_or_else(|| {
            Diagnostic::error(
                format!("IndexError: list assignment index {i} is out of range"),
                span,
            )
        })?;
        items[at] = Emitted::One(v);
        self.env.insert(name.to_string(), tensor_list(items));
        Ok(())
    }

    fn tensor_element(&self, v: Emitted<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        match v {
            Emitted::One(t) if t.ty == ScriptType::Tensor => Ok(t),
            other => Err(Diagnostic::error(
                format!(
                    "a List[Tensor] cannot hold a value of type {}",
                    other.value_type()
                ),
                span,
            )),
        }
    }

    /// A method of the `List[Tensor]` variable `name`; those that mutate
    /// rebind the variable to the new aggregate.
    pub(crate) fn tensor_list_method(
        &mut self,
        name: &str,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        if let Some(k) = keywords.first() {
            return Err(Diagnostic::error(
                format!("{method}() takes no keyword arguments"),
                k.span,
            ));
        }
        let arity = |n: std::ops::RangeInclusive<usize>| -> Emit<()> {
            if n.contains(&args.len()) {
                Ok(())
            } else {
                Err(Diagnostic::error(
                    format!(
                        "{method}() takes {} argument(s), {} given",
                        n.end(),
                        args.len()
                    ),
                    span,
                ))
            }
        };
        let mut items = static_items(&self.env[name]).expect("a list").to_vec();
        let none = Emitted::One(self.constant_none(span)?);
        let result = match method {
            "append" => {
                arity(1..=1)?;
                let v = self.emit_any(&args[0])?;
                items.push(Emitted::One(self.tensor_element(v, args[0].span)?));
                none
            }
            "extend" => {
                arity(1..=1)?;
                let v = self.emit_any(&args[0])?;
                if !is_tensor_list(&v) {
                    return Err(Diagnostic::error(
                        format!(
                            "extend() of a List[Tensor] needs a List[Tensor], not {}",
                            v.value_type()
                        ),
                        args[0].span,
                    ));
                }
                items.extend(static_items(&v).expect("a list").iter().cloned());
                none
            }
            "insert" => {
                arity(2..=2)?;
                let i = self.static_int(&args[0], "an insert position")?;
                let v = self.emit_any(&args[1])?;
                let v = self.tensor_element(v, args[1].span)?;
                // Python clamps the position into the list.
                let len = items.len() as i64;
                let at = if i < 0 { (i + len).max(0) } else { i.min(len) };
                items.insert(at as usize, Emitted::One(v));
                none
            }
            "pop" => {
                arity(0..=1)?;
                let i = match args.first() {
                    Some(e) => self.static_int(e, "a pop index")?,
                    None => -1,
                };
                let at = normalize(i, items.len())
                    .ok_or_else(|| Diagnostic::error("IndexError: pop index out of range", span))?;
                items.remove(at)
            }
            "reverse" => {
                arity(0..=0)?;
                items.reverse();
                none
            }
            "clear" => {
                arity(0..=0)?;
                items.clear();
                none
            }
            _ => {
                return Err(Diagnostic::error(
                    format!(
                    "'List[Tensor]' object has no method '{method}' (or it is not supported yet)"
                ),
                    span,
                ))
            }
        };
        self.env.insert(name.to_string(), tensor_list(items));
        Ok(result)
    }

    /// `a + b` on tuples or tensor lists: their concatenation; `None` when
    /// the operands are not two sequences of one kind.
    pub(crate) fn concat_static(
        &self,
        l: &Emitted<'c, 'b>,
        r: &Emitted<'c, 'b>,
    ) -> Option<Emitted<'c, 'b>> {
        let joined = |a: &[Emitted<'c, 'b>], b: &[Emitted<'c, 'b>]| {
            a.iter().chain(b).cloned().collect::<Vec<_>>()
        };
        match (l, r) {
            (Emitted::Tuple(a), Emitted::Tuple(b)) => Some(Emitted::Tuple(joined(a, b))),
            (Emitted::Struct(TENSOR_LIST, a), Emitted::Struct(TENSOR_LIST, b)) => {
                Some(tensor_list(joined(a, b)))
            }
            _ => None,
        }
    }

    /// `[elt for target in items]` unrolled over a sequence known at
    /// compile time: a `List[Tensor]` when the elements are tensors,
    /// otherwise a runtime list of them.
    pub(crate) fn unrolled_comprehension(
        &mut self,
        target: &Expr,
        elt: &Expr,
        items: Vec<Emitted<'c, 'b>>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let names = crate::container_values::comprehension_names(target);
        let values = self.comprehension_scope(target, |fe| {
            let mut values = Vec::new();
            for (k, item) in items.into_iter().enumerate() {
                for n in &names {
                    fe.env.remove(n);
                }
                fe.assign(target, item)?;
                values.push(fe.unrolled_iteration(target.span, k, |fe| fe.emit_any(elt))?);
            }
            Ok(values)
        })?;
        self.list_of_values(values, elt.span, span)
    }

    /// The list of `values` (each made by `elt`): a `List[Tensor]` when
    /// they are tensors, otherwise a runtime list of them.
    pub(crate) fn list_of_values(
        &mut self,
        values: Vec<Emitted<'c, 'b>>,
        elt: Span,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let first = values.first().map(Emitted::value_type);
        match first {
            None | Some(ValueType::One(ScriptType::Tensor)) => {
                let mut parts = Vec::new();
                for v in values {
                    parts.push(Emitted::One(self.tensor_element(v, elt)?));
                }
                Ok(tensor_list(parts))
            }
            Some(ValueType::One(t)) => {
                let mut operands = Vec::new();
                for v in values {
                    match v {
                        Emitted::One(x) if x.ty == t => operands.push(x.value),
                        other => {
                            return Err(Diagnostic::error(
                                format!(
                                    "a list of {t} cannot hold a value of type {}",
                                    other.value_type()
                                ),
                                elt,
                            ))
                        }
                    }
                }
                Ok(Emitted::One(self.container_op(
                    "ts.list_new",
                    &operands,
                    list_of(ValueType::One(t)),
                    span,
                )?))
            }
            Some(other) => Err(Diagnostic::error(
                format!("a list of {other} is not supported yet"),
                elt,
            )),
        }
    }
}

/// The indices Python's `seq[lo:hi:step]` picks from a sequence of `len`;
/// `None` for a zero step.
pub(crate) fn python_slice(
    len: usize,
    lo: Option<i64>,
    hi: Option<i64>,
    step: i64,
) -> Option<Vec<usize>> {
    if step == 0 {
        return None;
    }
    let present = i64::from(lo.is_some()) | i64::from(hi.is_some()) << 1 | 4;
    Some(ts_rt::string_methods::slice_indices(
        len as i64,
        lo.unwrap_or(0),
        hi.unwrap_or(0),
        step,
        present,
    ))
}
#[cfg(test)]
mod tests {
    use super::python_slice;

    #[test]
    fn slices_follow_python() {
        assert_eq!(python_slice(5, None, None, 1), Some(vec![0, 1, 2, 3, 4]));
        assert_eq!(python_slice(5, Some(1), Some(-1), 1), Some(vec![1, 2, 3]));
        assert_eq!(python_slice(5, None, None, -1), Some(vec![4, 3, 2, 1, 0]));
        assert_eq!(python_slice(5, Some(-2), None, 1), Some(vec![3, 4]));
        assert_eq!(python_slice(5, Some(10), None, 1), Some(vec![]));
        assert_eq!(python_slice(5, None, None, 2), Some(vec![0, 2, 4]));
        assert_eq!(python_slice(5, Some(3), Some(0), -2), Some(vec![3, 1]));
        assert_eq!(python_slice(3, None, None, 0), None);
    }
}
