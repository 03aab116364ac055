//! Python's numeric builtins on numbers (`abs`, `min`, `max`, `round`,
//! `divmod`) with TorchScript's arithmetic, which is not always Python's:
//! `max(a, b)` is `a > b ? a : b`, `divmod` of floats does not floor its
//! quotient, and of an int and a float it computes in 32-bit `int` and
//! `float` (its C++ kernel's types).

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::{ScriptType, ValueType},
};
use ts_frontend::{
    ast::{BinaryOp, Expr},
    Diagnostic, Span,
};

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `abs`, `min`, `max` (of two or more numbers), `round`, `divmod`.
    pub(crate) fn numeric_builtin(
        &mut self,
        name: &str,
        args: &[Expr],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let mut values = Vec::new();
        for a in args {
            values.push(self.emit_expr(a)?);
        }
        let numeric = |t: &Typed| matches!(t.ty, ScriptType::Int | ScriptType::Float);
        let given = values.len();
        let arity = |n: usize| -> Emit<()> {
            if given == n {
                Ok(())
            } else {
                Err(Diagnostic::error(
                    format!("{name}() takes {n} argument(s), {given} given"),
                    span,
                ))
            }
        };
        if name == "abs" {
            arity(1)?;
            let mut x = values[0];
            // A bool is an int here, as in Python (`abs(True)` is 1).
            if x.ty == ScriptType::Bool {
                x = self.convert_scalar(x, ScriptType::Int, span)?;
            }
            if x.ty == ScriptType::Tensor {
                return Ok(Emitted::One(self.tensor_op(
                    "ts.abs",
                    &[x.value],
                    &[],
                    span,
                )?));
            }
            if !numeric(&x) {
                return Err(Diagnostic::error(
                    format!("bad operand type for abs(): '{}'", x.ty),
                    span,
                ));
            }
            // std::abs: clears the sign of -0.0 and of a NaN too.
            if x.ty == ScriptType::Float {
                return Ok(Emitted::One(self.scalar_math("abs", x, span)?));
            }
            let zero = self.constant(x.ty, 0.0, 0, span)?;
            let negative = self.scalar_compare("ts.lt", x, zero, span)?;
            let neg = self.binary(BinaryOp::Sub, zero, x, span)?;
            return self.select(negative, neg, x, span).map(Emitted::One);
        }
        // `round(t)` is the tensor op (`aten::round`).
        if let ("round", [x]) = (name, values.as_slice()) {
            if x.ty == ScriptType::Tensor {
                let rounded = self.tensor_op("ts.round", &[x.value], &[], span)?;
                return Ok(Emitted::One(rounded));
            }
        }
        // TorchScript's overload matching picks the first overload
        // (`min.int(int, int)`) unless a float argument rules it out; a
        // tensor among numbers converts to that type as `IntImplicit` /
        // `FloatImplicit` do, a bool as `aten::Int` / `aten::Float` do.
        let to = match values.iter().any(|v| v.ty == ScriptType::Float) {
            true => ScriptType::Float,
            false => ScriptType::Int,
        };
        let tensors_convert = matches!(name, "min" | "max" | "divmod")
            && values.iter().any(|v| v.ty == ScriptType::Tensor);
        for (v, a) in values.iter_mut().zip(args) {
            *v = match v.ty {
                ScriptType::Tensor if tensors_convert => self
                    .implicit_number(Emitted::One(*v), &ValueType::One(to), a.span)?
                    .one(a.span)?,
                ScriptType::Bool => self.convert_scalar(*v, to, span)?,
                _ => *v,
            };
        }
        if let Some(bad) = values.iter().zip(args).find(|(v, _)| !numeric(v)) {
            return Err(Diagnostic::error(
                format!("{name}() expects int or float arguments, not {}", bad.0.ty),
                bad.1.span,
            ));
        }
        match name {
            "round" => {
                arity(1)?;
                let x = values[0];
                // TorchScript's round of an int is a float
                // (`aten::round.int(int a) -> float`), unlike Python's.
                if x.ty == ScriptType::Int {
                    return Ok(Emitted::One(self.convert_scalar(
                        x,
                        ScriptType::Float,
                        span,
                    )?));
                }
                Ok(Emitted::One(self.scalar_math("round", x, span)?))
            }
            "divmod" if values.iter().any(|v| v.ty == ScriptType::Float) => {
                arity(2)?;
                self.float_divmod(values[0], values[1], span)
            }
            "divmod" => {
                arity(2)?;
                let q = self.binary(BinaryOp::FloorDiv, values[0], values[1], span)?;
                let r = self.binary(BinaryOp::Mod, values[0], values[1], span)?;
                Ok(Emitted::Tuple(vec![Emitted::One(q), Emitted::One(r)]))
            }
            _ => {
                // Two or more numbers (a single list is handled before).
                if values.len() < 2 {
                    return Err(Diagnostic::error(
                        format!("{name}() takes a list or two or more numbers"),
                        span,
                    ));
                }
                // Mixed int/float compare and return as float.
                let float = values.iter().any(|v| v.ty == ScriptType::Float);
                let mut best = values[0];
                for &v in &values[1..] {
                    let (b, v) = if float {
                        (
                            self.convert_scalar(best, ScriptType::Float, span)?,
                            self.convert_scalar(v, ScriptType::Float, span)?,
                        )
                    } else {
                        (best, v)
                    };
                    // TorchScript's `prim::max(a, b)` is `a > b ? a : b`: unlike
                    // Python it takes the second of equal values (`max(0.0,
                    // -0.0)` is -0.0) and where either is NaN.
                    let op = if name == "min" { "ts.lt" } else { "ts.gt" };
                    let keep = self.scalar_compare(op, b, v, span)?;
                    best = self.select(keep, b, v, span)?;
                }
                Ok(Emitted::One(best))
            }
        }
    }

    /// TorchScript's `divmod` of floats (`aten::divmod.float`), which is
    /// neither `//` nor `%`: the remainder is `fmod(a, b)`, plus `b` where
    /// it is nonzero and the signs of `a` and `b` differ, and the quotient
    /// `(a - r) / b` is not floored.
    fn float_divmod(
        &mut self,
        a: Typed<'c, 'b>,
        b: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        if a.ty != b.ty {
            return self.mixed_divmod(a, b, span);
        }
        let a = self.convert_scalar(a, ScriptType::Float, span)?;
        let b = self.convert_scalar(b, ScriptType::Float, span)?;
        let zero = self.constant(ScriptType::Float, 0.0, 0, span)?;
        let b_zero = self.scalar_compare("ts.eq", b, zero, span)?;
        self.raise_if(b_zero.value, "ZeroDivisionError: float divmod()", span)?;
        let fmod = self.runtime_call("math_fmod", &[a, b], ScriptType::Float, span)?;
        let nonzero = self.scalar_compare("ts.ne", fmod, zero, span)?;
        let a_neg = self.scalar_compare("ts.lt", a, zero, span)?;
        let b_neg = self.scalar_compare("ts.lt", b, zero, span)?;
        let differ = self.scalar_compare("ts.ne", a_neg, b_neg, span)?;
        let fix = self.binary(BinaryOp::BitAnd, nonzero, differ, span)?;
        let shifted = self.binary(BinaryOp::Add, fmod, b, span)?;
        let r = self.select(fix, shifted, fmod, span)?;
        let rest = self.binary(BinaryOp::Sub, a, r, span)?;
        let q = self.binary(BinaryOp::Div, rest, b, span)?;
        Ok(Emitted::Tuple(vec![Emitted::One(q), Emitted::One(r)]))
    }

    /// `divmod` of an int and a float, either way round: the runtime
    /// computes it as TorchScript's kernel does (in 32-bit `int` and
    /// `float`, `ts_rt_divmod_int_float`).
    fn mixed_divmod(
        &mut self,
        a: Typed<'c, 'b>,
        b: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let int_first = a.ty != ScriptType::Float;
        let (a, b) = match int_first {
            true => (self.convert_scalar(a, ScriptType::Int, span)?, b),
            false => (a, self.convert_scalar(b, ScriptType::Int, span)?),
        };
        let callee = match int_first {
            true => "divmod_int_float",
            false => "divmod_float_int",
        };
        let part = |s: &mut Self, k: i64, ty: ScriptType| {
            let k = s.constant(ScriptType::Int, 0.0, k, span)?;
            s.runtime_call(callee, &[a, b, k], ty, span)
        };
        let raises = part(self, 0, ScriptType::Int)?;
        let zero_divisor = self.constant(ScriptType::Int, 0.0, 1, span)?;
        let zero_divisor = self.scalar_compare("ts.eq", raises, zero_divisor, span)?;
        self.raise_if(
            zero_divisor.value,
            "ZeroDivisionError: float divmod()",
            span,
        )?;
        let no_int = self.constant(ScriptType::Int, 0.0, 2, span)?;
        let no_int = self.scalar_compare("ts.eq", raises, no_int, span)?;
        let ratio = part(self, 3, ScriptType::Float)?;
        self.raise_no_int_if(no_int.value, ratio, span)?;
        let q = part(self, 1, ScriptType::Float)?;
        let r = part(self, 2, ScriptType::Float)?;
        Ok(Emitted::Tuple(vec![Emitted::One(q), Emitted::One(r)]))
    }
}
