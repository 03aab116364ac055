//! `Union[...]` values whose member is known only at run time.
//!
//! Like an optional (`optional_values.rs`), a union is usually static: a
//! value is one of the members where the importer sees it, and
//! `isinstance` folds. A variable declared `Union[A, B, ...]` that holds
//! different members on different paths holds a run-time union instead:
//! `Emitted::Struct(UNION, [index, payload_A, payload_B, ...])`, the index
//! of the member it holds and one payload per member, all but that one
//! placeholders. `isinstance(x, T)` compares the index; where a test
//! leaves one member possible (`isinstance(x, int)` and its `else`,
//! `x is not None`), `x` is bound to that member's payload.

use crate::{
    control_flow::Raw,
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    optional_values::Facts,
    script_type::{resolve_value_annotation, ScriptType, ValueType, UNION},
};
use ts_frontend::{
    ast::{Expr, ExprKind},
    Diagnostic, Span,
};

/// Which members a test leaves possible.
type MemberTest = Box<dyn Fn(&ValueType) -> bool>;

/// The type of a union member from its payload: a `None` member's is the
/// empty tuple (so no `!ts.none` value flows through loops and branches).
pub(crate) fn member_type(payload: &Emitted) -> ValueType {
    match payload {
        Emitted::Tuple(items) if items.is_empty() => ValueType::One(ScriptType::None),
        p => p.value_type(),
    }
}

/// The member index and the payloads of a run-time union.
pub(crate) fn runtime_union<'e, 'c, 'b>(
    v: &'e Emitted<'c, 'b>,
) -> Option<(Typed<'c, 'b>, &'e [Emitted<'c, 'b>])> {
    match v {
        Emitted::Struct(UNION, fields) => match fields.split_first() {
            Some((Emitted::One(tag), payloads)) => Some((*tag, payloads)),
            _ => None,
        },
        _ => None,
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `v` as a run-time union of `members`, when `v` is one of them (or
    /// already such a union); its index is emitted into this block.
    pub(crate) fn wrap_union(
        &mut self,
        v: &Emitted<'c, 'b>,
        members: &[ValueType],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let t = v.value_type();
        if let Some((tag, payloads)) = runtime_union(v) {
            if t == ValueType::Union(members.to_vec()) {
                return Ok(Some(v.clone()));
            }
            return self.widened_union(tag, payloads, members, span);
        }
        let Some(held) = members.iter().position(|m| *m == t) else {
            return Ok(None);
        };
        let tag = self.constant(ScriptType::Int, 0.0, held as i64, span)?;
        let mut fields = vec![Emitted::One(tag)];
        for (k, m) in members.iter().enumerate() {
            fields.push(match m {
                ValueType::One(ScriptType::None) => Emitted::Tuple(vec![]),
                _ if k == held => v.clone(),
                m => self.placeholder(m, span)?,
            });
        }
        Ok(Some(Emitted::Struct(UNION, fields)))
    }

    /// A run-time union narrowed by a test (its members some of
    /// `members`) as a union of `members` again: its index renumbered, the
    /// payloads of the members it lacks placeholders. `None` when it has
    /// a member `members` lacks.
    fn widened_union(
        &mut self,
        tag: Typed<'c, 'b>,
        payloads: &[Emitted<'c, 'b>],
        members: &[ValueType],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let Some(positions) = payloads
            .iter()
            .map(|p| members.iter().position(|m| *m == member_type(p)))
            .collect::<Option<Vec<usize>>>()
        else {
            return Ok(None);
        };
        // `positions[k]` where the tag is `k`: a chain of selects.
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let int_ty = self.ty(ScriptType::Int, span)?;
        let last = *positions.last().expect("a union has members");
        let mut index = self.constant(ScriptType::Int, 0.0, last as i64, span)?;
        for (k, &at) in positions.iter().enumerate().rev().skip(1) {
            let k = self.constant(ScriptType::Int, 0.0, k as i64, span)?;
            let at = self.constant(ScriptType::Int, 0.0, at as i64, span)?;
            let held = self.emit_op("ts.eq", &[tag.value, k.value], bool_ty, &[], span)?;
            index = Typed {
                value: self.emit_op(
                    "arith.select",
                    &[held, at.value, index.value],
                    int_ty,
                    &[],
                    span,
                )?,
                ty: ScriptType::Int,
            };
        }
        let mut fields = vec![Emitted::One(index)];
        for (j, m) in members.iter().enumerate() {
            fields.push(match positions.iter().position(|&at| at == j) {
                Some(k) => payloads[k].clone(),
                None if *m == ValueType::One(ScriptType::None) => Emitted::Tuple(vec![]),
                None => self.placeholder(m, span)?,
            });
        }
        Ok(Some(Emitted::Struct(UNION, fields)))
    }

    /// Whether the run-time union `v` holds a member for which `matches`
    /// says yes (a compile-time bool when all or none do).
    pub(crate) fn union_holds(
        &mut self,
        v: &Emitted<'c, 'b>,
        matches: &dyn Fn(&ValueType) -> bool,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let (tag, payloads) = runtime_union(v).expect("a run-time union");
        let hits: Vec<usize> = (0..payloads.len())
            .filter(|&k| matches(&member_type(&payloads[k])))
            .collect();
        if hits.is_empty() || hits.len() == payloads.len() {
            let known = !hits.is_empty();
            let b = self.known_bool(known, span)?;
            return Ok(b);
        }
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let mut any: Option<Typed<'c, 'b>> = None;
        for k in hits {
            let index = self.constant(ScriptType::Int, 0.0, k as i64, span)?;
            let hit = Typed {
                value: self.emit_op("ts.eq", &[tag.value, index.value], bool_ty, &[], span)?,
                ty: ScriptType::Bool,
            };
            any = Some(match any {
                None => hit,
                Some(prev) => Typed {
                    value: self.emit_op(
                        "arith.ori",
                        &[prev.value, hit.value],
                        bool_ty,
                        &[],
                        span,
                    )?,
                    ty: ScriptType::Bool,
                },
            });
        }
        Ok(any.expect("at least one member"))
    }

    /// The members `types` (an `isinstance` type, or a tuple of them)
    /// names, as a test on a member's type.
    pub(crate) fn instance_test(&self, types: &Expr) -> Emit<impl Fn(&ValueType) -> bool> {
        let candidates: Vec<&Expr> = match &types.kind {
            ExprKind::Tuple(items) => items.iter().collect(),
            _ => vec![types],
        };
        // `list` and `tuple` (TorchScript's bare builtins) are any list or
        // tuple (a NamedTuple is one); other names are annotations.
        let named_tuples: Vec<&'static str> = (self.importer.classes.values())
            .filter(|c| matches!(c.kind, crate::classes::ClassKind::NamedTuple { .. }))
            .map(|c| c.name)
            .collect();
        let declared = candidates
            .into_iter()
            .map(|t| match &t.kind {
                ExprKind::Name(n) if n == "list" => Ok(None),
                ExprKind::Name(n) if n == "tuple" => Ok(Some(None)),
                _ => resolve_value_annotation(
                    t,
                    &self.importer.tensor_names,
                    &self.importer.class_types,
                )
                .map(|d| Some(Some(d))),
            })
            .collect::<Result<Vec<_>, Diagnostic>>()?;
        Ok(move |m: &ValueType| {
            declared.iter().any(|d| match d {
                None => matches!(m, ValueType::One(ScriptType::List(_))),
                Some(None) => match m {
                    ValueType::Tuple(_) => true,
                    ValueType::Struct(name, _) => named_tuples.contains(name),
                    _ => false,
                },
                Some(Some(d)) => d.accepts(m),
            })
        })
    }

    /// Adds to `out` the run-time unions `facts` narrow to one member,
    /// bound to that member's payload.
    pub(crate) fn refined_union_bindings(
        &mut self,
        facts: &Facts,
        out: &mut Vec<(String, Raw)>,
        span: Span,
    ) -> Emit<()> {
        let none = ValueType::One(ScriptType::None);
        let mut narrowed: Vec<(String, MemberTest)> = Vec::new();
        for (name, t) in &facts.instance {
            let test = self.instance_test(t)?;
            narrowed.push((name.clone(), Box::new(test)));
        }
        for (name, t) in &facts.not_instance {
            let test = self.instance_test(t)?;
            narrowed.push((name.clone(), Box::new(move |m| !test(m))));
        }
        for name in &facts.present {
            let none = none.clone();
            narrowed.push((name.clone(), Box::new(move |m| *m != none)));
        }
        for name in &facts.absent {
            let none = none.clone();
            narrowed.push((name.clone(), Box::new(move |m| *m == none)));
        }
        for (name, possible) in narrowed {
            let Some((tag, payloads)) = self.env.get(&name).and_then(runtime_union) else {
                continue;
            };
            let payloads = payloads.to_vec();
            let kept: Vec<bool> = payloads.iter().map(|p| possible(&member_type(p))).collect();
            let left: Vec<Emitted> = payloads
                .iter()
                .zip(&kept)
                .filter(|(_, k)| **k)
                .map(|(p, _)| p.clone())
                .collect();
            if let [only] = left.as_slice() {
                let value = match member_type(only) {
                    ValueType::One(ScriptType::None) => Emitted::One(self.constant_none(span)?),
                    _ => only.clone(),
                };
                out.push((name, Raw::of(&value)));
            } else if left.len() > 1 && left.len() < payloads.len() {
                // A union of the members left, its index renumbered.
                let tag = self.renumbered_member(tag, &kept, span)?;
                let mut fields = vec![Emitted::One(tag)];
                fields.extend(left);
                out.push((name, Raw::of(&Emitted::Struct(UNION, fields))));
            }
        }
        Ok(())
    }

    /// The index `tag` of a union's member among the members `kept` (the
    /// member it holds is one of them): less one per member dropped before it.
    fn renumbered_member(
        &mut self,
        tag: Typed<'c, 'b>,
        kept: &[bool],
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let mut index = tag;
        for (k, _) in kept.iter().enumerate().filter(|(_, kept)| !**kept) {
            let dropped = self.constant(ScriptType::Int, 0.0, k as i64, span)?;
            let after = Typed {
                value: self.emit_op("ts.gt", &[tag.value, dropped.value], bool_ty, &[], span)?,
                ty: ScriptType::Bool,
            };
            let after = self.convert_scalar(after, ScriptType::Int, span)?;
            index = self.binary(ts_frontend::ast::BinaryOp::Sub, index, after, span)?;
        }
        Ok(index)
    }

    /// The text `print` shows for a run-time union: its member's.
    pub(crate) fn union_text(&mut self, v: Emitted<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        let (tag, payloads) = runtime_union(&v).expect("a run-time union");
        let payloads = payloads.to_vec();
        let mut texts = Vec::new();
        for p in &payloads {
            texts.push(match member_type(p) {
                ValueType::One(ScriptType::None) => self.str_literal("None", span)?,
                _ => {
                    let one = p.clone().one(span)?;
                    self.str_of(one, span)?
                }
            });
        }
        let last = texts.pop().expect("a union has members");
        let bool_ty = self.ty(ScriptType::Bool, span)?;
        let mut choices = Vec::new();
        for (k, text) in texts.into_iter().enumerate() {
            let index = self.constant(ScriptType::Int, 0.0, k as i64, span)?;
            let held = Typed {
                value: self.emit_op("ts.eq", &[tag.value, index.value], bool_ty, &[], span)?,
                ty: ScriptType::Bool,
            };
            choices.push((held, text));
        }
        self.choose_text(choices, last, span)
    }

    /// The text of the first choice whose condition holds, or `otherwise`:
    /// `t0 if c0 else (t1 if c1 else ... otherwise)`, through conditional
    /// expressions over hidden variables (so each is an `scf.if`).
    pub(crate) fn choose_text(
        &mut self,
        choices: Vec<(Typed<'c, 'b>, Typed<'c, 'b>)>,
        otherwise: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let name = |n: String| Expr {
            kind: ExprKind::Name(n),
            span,
        };
        let mut hidden = vec!["$otherwise".to_string()];
        self.env.insert(hidden[0].clone(), Emitted::One(otherwise));
        let mut chosen = name(hidden[0].clone());
        for (k, (cond, text)) in choices.into_iter().enumerate().rev() {
            let (c, t) = (format!("$cond{k}"), format!("$text{k}"));
            self.env.insert(c.clone(), Emitted::One(cond));
            self.env.insert(t.clone(), Emitted::One(text));
            chosen = Expr {
                kind: ExprKind::IfExp {
                    test: Box::new(name(c.clone())),
                    body: Box::new(name(t.clone())),
                    orelse: Box::new(chosen),
                },
                span,
            };
            hidden.extend([c, t]);
        }
        let text = self.emit_expr(&chosen);
        for h in hidden {
            self.env.remove(&h);
        }
        text
    }
}
