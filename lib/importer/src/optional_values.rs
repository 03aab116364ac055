//! `Optional[T]` values whose `None`-ness is known only at run time.
//!
//! Most optionals are static: where the importer sees a value it is `None`
//! or a `T`, so `x is None` folds and `if` keeps one branch. A variable
//! declared `Optional[T]` that is `None` on one path and a `T` on another
//! (an `if`, a loop that may assign it, a function that returns `None`
//! early) holds a run-time optional instead:
//! `Emitted::Struct(OPTIONAL, [present, payload])`, a bool and a `T` that is
//! a placeholder when absent. Both are plain SSA values, so they flow
//! through `scf.if`/`scf.while` and across the entry's results like a
//! tuple's. `x is None` reads the flag, and where a test proves `x` present
//! (`if x is not None:`, `assert`, `and`/`or`, conditional expressions)
//! `x` is bound to the payload: TorchScript's refinement.

use crate::{
    control_flow::Raw,
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::{ScriptType, ValueType, OPTIONAL},
};
use ts_frontend::{
    ast::{BoolOp, CmpOp, Expr, ExprKind, UnaryOp},
    Diagnostic, Span,
};

/// The presence flag and payload of a run-time optional.
pub(crate) fn runtime_optional<'e, 'c, 'b>(
    v: &'e Emitted<'c, 'b>,
) -> Option<(Typed<'c, 'b>, &'e Emitted<'c, 'b>)> {
    match v {
        Emitted::Struct(OPTIONAL, fields) => match fields.as_slice() {
            [Emitted::One(flag), payload] => Some((*flag, payload)),
            _ => None,
        },
        _ => None,
    }
}

/// The `T` of `Optional[T]` that two types of one value unify to, when one
/// of them is already a run-time optional (`Optional[T]` with `None`, a `T`
/// or itself), or when `declared` (the variable's annotation) is
/// `Optional[T]` and each side is `None`, a `T` or an `Optional[T]`.
pub(crate) fn unified_optional(
    a: &ValueType,
    b: &ValueType,
    declared: Option<&ValueType>,
) -> Option<ValueType> {
    let none = ValueType::One(ScriptType::None);
    let fits = |inner: &ValueType, t: &ValueType| {
        *t == none || t == inner || matches!(t, ValueType::Optional(i) if **i == *inner)
    };
    let inner = match (a, b, declared) {
        (_, _, Some(ValueType::Optional(inner))) => (**inner).clone(),
        (ValueType::Optional(inner), _, _) | (_, ValueType::Optional(inner), _) => {
            (**inner).clone()
        }
        _ => return None,
    };
    (fits(&inner, a) && fits(&inner, b) && inner != none).then_some(inner)
}

/// Names a test proves present or absent: `x is not None` proves `x`
/// present where it holds and absent where it fails.
#[derive(Default)]
pub(crate) struct Facts {
    pub present: Vec<String>,
    pub absent: Vec<String>,
    /// `isinstance(x, T)` holds (the name and `T`), or fails.
    pub instance: Vec<(String, Expr)>,
    pub not_instance: Vec<(String, Expr)>,
}

impl Facts {
    fn extend(&mut self, other: Facts) {
        self.present.extend(other.present);
        self.absent.extend(other.absent);
        self.instance.extend(other.instance);
        self.not_instance.extend(other.not_instance);
    }
}

/// What `test` proves where it holds, and where it fails.
pub(crate) fn refinements(test: &Expr) -> (Facts, Facts) {
    match &test.kind {
        ExprKind::Compare {
            left,
            ops,
            comparators,
        } if ops.len() == 1 && matches!(ops[0], CmpOp::Is | CmpOp::IsNot) => {
            let name = match (&left.kind, &comparators[0].kind) {
                (ExprKind::Name(n), ExprKind::None) | (ExprKind::None, ExprKind::Name(n)) => n,
                _ => return Default::default(),
            };
            let proven = Facts {
                absent: vec![name.clone()],
                ..Default::default()
            };
            let refuted = Facts {
                present: vec![name.clone()],
                ..Default::default()
            };
            if ops[0] == CmpOp::Is {
                (proven, refuted)
            } else {
                (refuted, proven)
            }
        }
        // `isinstance(x, T)`: an optional is present where it holds (unless
        // `T` takes None), a union holds a member that is a `T`.
        ExprKind::Call { func, args, .. }
            if matches!(&func.kind, ExprKind::Name(n) if n == "isinstance")
                || func.dotted_name().as_deref() == Some("torch.jit.isinstance") =>
        {
            match args.as_slice() {
                [Expr {
                    kind: ExprKind::Name(n),
                    ..
                }, t] => (
                    Facts {
                        instance: vec![(n.clone(), t.clone())],
                        ..Default::default()
                    },
                    Facts {
                        not_instance: vec![(n.clone(), t.clone())],
                        ..Default::default()
                    },
                ),
                _ => Default::default(),
            }
        }
        ExprKind::Unary {
            op: UnaryOp::Not,
            operand,
        } => {
            let (holds, fails) = refinements(operand);
            (fails, holds)
        }
        // Every operand holds where `and` holds; every one fails where
        // `or` fails.
        ExprKind::BoolOp { op, values } => {
            let mut all = Facts::default();
            for v in values {
                let (holds, fails) = refinements(v);
                all.extend(if *op == BoolOp::And { holds } else { fails });
            }
            if *op == BoolOp::And {
                (all, Facts::default())
            } else {
                (Facts::default(), all)
            }
        }
        _ => Default::default(),
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `v` as a run-time `Optional[inner]`: `None` becomes an absent
    /// placeholder, a `T` a present one. The flags are emitted into this
    /// block (so they dominate branches built next); `v` is a `None`, an
    /// `inner` or already such an optional.
    pub(crate) fn wrap_optional(
        &mut self,
        v: &Emitted<'c, 'b>,
        inner: &ValueType,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        if runtime_optional(v).is_some() {
            return Ok(v.clone());
        }
        if matches!(
            inner,
            ValueType::One(ScriptType::List(_) | ScriptType::Dict(..))
        ) && inner.mentions_tensor()
        {
            return Err(Diagnostic::error(
                format!("an `Optional[{inner}]` that is None only on some paths is not supported yet (its tensors are held statically)"),
                span,
            ));
        }
        let present = v.value_type() != ValueType::One(ScriptType::None);
        let flag = self.constant(ScriptType::Bool, 0.0, present as i64, span)?;
        let payload = if present {
            v.clone()
        } else {
            self.placeholder(inner, span)?
        };
        Ok(Emitted::Struct(OPTIONAL, vec![Emitted::One(flag), payload]))
    }

    /// `v` shaped like its declared type `d`: where `d` says
    /// `Optional[T]` and `v` has a `None` or a `T`, a run-time optional
    /// (recursively through tuples). Anything else is returned as it is,
    /// for the caller's type check to report.
    pub(crate) fn shape_as_declared(
        &mut self,
        v: &Emitted<'c, 'b>,
        d: &ValueType,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        match (d, v) {
            (ValueType::Optional(inner), _) if runtime_optional(v).is_none() => {
                let t = v.value_type();
                if t == ValueType::One(ScriptType::None) {
                    return self.wrap_optional(v, inner, span);
                }
                let v = self.shape_as_declared(v, inner, span)?;
                if v.value_type() == **inner {
                    return self.wrap_optional(&v, inner, span);
                }
                Ok(v)
            }
            // An instance by value where the declaration holds it by
            // reference.
            (ValueType::One(ScriptType::Object(class)), Emitted::Struct(name, _))
                if class == name =>
            {
                self.boxed(v, span)
            }
            (ValueType::Union(members), _) => Ok(self
                .wrap_union(v, members, span)?
                .unwrap_or_else(|| v.clone())),
            (ValueType::Tuple(ds), Emitted::Tuple(vs)) if ds.len() == vs.len() => {
                let mut items = Vec::new();
                for (d, v) in ds.iter().zip(vs) {
                    items.push(self.shape_as_declared(v, d, span)?);
                }
                Ok(Emitted::Tuple(items))
            }
            _ => Ok(v.clone()),
        }
    }

    /// The declarations that keep refined variables `Optional`: a variable
    /// holding a run-time optional has that type, as if declared, so a
    /// refinement narrows what it holds, not what it may be assigned.
    pub(crate) fn optional_declarations(
        &self,
        refined: &[(String, Raw)],
    ) -> Vec<(String, ValueType)> {
        refined
            .iter()
            .filter(|(name, _)| !self.declared_vars.contains_key(name))
            .filter_map(|(name, _)| {
                let v = self.env.get(name)?;
                runtime_optional(v).map(|_| (name.clone(), v.value_type()))
            })
            .collect()
    }

    /// The variables to rebind where `facts` hold: a run-time optional
    /// proven present becomes its payload, one proven absent `None`.
    pub(crate) fn refined_bindings(
        &mut self,
        facts: &Facts,
        span: Span,
    ) -> Emit<Vec<(String, Raw)>> {
        let mut out = Vec::new();
        for name in &facts.present {
            if let Some((_, payload)) = self.env.get(name).and_then(runtime_optional) {
                out.push((name.clone(), Raw::of(payload)));
            }
        }
        // `isinstance(x, T)` with a `T` that `None` is not: `x` is present.
        for (name, t) in &facts.instance {
            if let Some((_, payload)) = self.env.get(name).and_then(runtime_optional) {
                let payload = payload.clone();
                let test = self.instance_test(t)?;
                if !test(&ValueType::One(ScriptType::None)) && test(&payload.value_type()) {
                    out.push((name.clone(), Raw::of(&payload)));
                }
            }
        }
        for name in &facts.absent {
            if self.env.get(name).and_then(runtime_optional).is_some() {
                let none = Emitted::One(self.constant_none(span)?);
                out.push((name.clone(), Raw::of(&none)));
            }
        }
        self.refined_union_bindings(facts, &mut out, span)?;
        Ok(out)
    }

    /// `a is None` / `a is not None` where one side is a run-time optional
    /// (or a run-time union with a `None` member) and the other `None`;
    /// `None` when neither is.
    pub(crate) fn runtime_none_test(
        &mut self,
        is: bool,
        l: &Emitted<'c, 'b>,
        r: &Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<Option<Typed<'c, 'b>>> {
        let none = ValueType::One(ScriptType::None);
        let (value, other) = if r.value_type() == none {
            (l, r)
        } else {
            (r, l)
        };
        if other.value_type() != none {
            return Ok(None);
        }
        if crate::union_values::runtime_union(value).is_some() {
            let is_none = self.union_holds(value, &|t| *t == none, span)?;
            return Ok(Some(if is {
                is_none
            } else {
                self.negate(is_none, span)?
            }));
        }
        let Some((flag, _)) = runtime_optional(value) else {
            return Ok(None);
        };
        Ok(Some(if is { self.negate(flag, span)? } else { flag }))
    }

    /// `not b`.
    pub(crate) fn negate(&mut self, b: Typed<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        let no = self.constant(ScriptType::Bool, 0.0, 0, span)?;
        let ty = self.ty(ScriptType::Bool, span)?;
        Ok(Typed {
            value: self.emit_op("ts.eq", &[b.value, no.value], ty, &[], span)?,
            ty: ScriptType::Bool,
        })
    }

    /// The text `print` shows for a run-time optional: its payload's, or
    /// `None`.
    pub(crate) fn optional_text(&mut self, v: Emitted<'c, 'b>, span: Span) -> Emit<Typed<'c, 'b>> {
        let (flag, payload) = runtime_optional(&v).expect("a run-time optional");
        let payload = payload.clone().one(span)?;
        let shown = self.str_of(payload, span)?;
        let none = self.str_literal("None", span)?;
        self.choose_text(vec![(flag, shown)], none, span)
    }
}
