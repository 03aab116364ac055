//! `math.*` functions and constants: the `ts.scalar_math` op computes the
//! common ones (`math.floor`/`math.ceil` of a float then raise where no
//! int64 holds the result, as TorchScript's do), the runtime others
//! (`ts_rt_math_<name>`, on slots), and some are composed here from
//! scalar ops (`isnan`, `modf`, `math.log(x, base)`).

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::ScriptType,
};
use melior::ir::attribute::StringAttribute;
use ts_frontend::{
    ast::{BinaryOp, Expr},
    Diagnostic, Span,
};

/// One float in, one float out.
const UNARY: &[&str] = &[
    "acos", "asin", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "degrees", "radians",
    "erfc", "lgamma", "gamma",
];

/// Two floats in, one float out.
const BINARY: &[&str] = &["atan2", "copysign", "fmod", "remainder"];

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `math.name(args)` for the functions this file knows; `None` for
    /// any other name.
    pub(crate) fn composed_math(
        &mut self,
        name: &str,
        args: &[Expr],
        span: Span,
    ) -> Emit<Option<Emitted<'c, 'b>>> {
        let arity = match name {
            n if UNARY.contains(&n) => 1,
            n if BINARY.contains(&n) => 2,
            "ldexp" | "gcd" => 2,
            "frexp" | "modf" | "factorial" | "isnan" | "isinf" | "isfinite" => 1,
            "log" if args.len() == 2 => 2,
            _ => return Ok(None),
        };
        if args.len() != arity {
            return Err(Diagnostic::error(
                format!(
                    "math.{name}() takes {arity} argument(s), {} given",
                    args.len()
                ),
                span,
            ));
        }
        let mut values = Vec::new();
        for a in args {
            let v = self.emit_expr(a)?;
            if !matches!(v.ty, ScriptType::Int | ScriptType::Float | ScriptType::Bool) {
                return Err(Diagnostic::error(
                    format!("math.{name}() expects a number, not {}", v.ty),
                    a.span,
                ));
            }
            values.push(v);
        }
        let float = |s: &mut Self, v: Typed<'c, 'b>| s.convert_scalar(v, ScriptType::Float, span);
        let int = |s: &mut Self, v: Typed<'c, 'b>, e: &Expr| {
            if v.ty == ScriptType::Float {
                return Err(Diagnostic::error(
                    format!("math.{name}() expects an int, not float"),
                    e.span,
                ));
            }
            s.convert_scalar(v, ScriptType::Int, span)
        };
        let callee = format!("math_{name}");
        let one = |t: Typed<'c, 'b>| Ok(Some(Emitted::One(t)));
        match name {
            n if UNARY.contains(&n) => {
                let x = float(self, values[0])?;
                one(self.runtime_call(&callee, &[x], ScriptType::Float, span)?)
            }
            n if BINARY.contains(&n) => {
                let (x, y) = (float(self, values[0])?, float(self, values[1])?);
                one(self.runtime_call(&callee, &[x, y], ScriptType::Float, span)?)
            }
            "ldexp" => {
                // aten::ldexp(float x, int i): an int x does not convert.
                if values[0].ty != ScriptType::Float {
                    return Err(Diagnostic::error(
                        format!("math.ldexp() expects a float, not {}", values[0].ty),
                        args[0].span,
                    ));
                }
                let x = float(self, values[0])?;
                let i = int(self, values[1], &args[1])?;
                one(self.runtime_call(&callee, &[x, i], ScriptType::Float, span)?)
            }
            "gcd" => {
                let a = int(self, values[0], &args[0])?;
                let b = int(self, values[1], &args[1])?;
                one(self.runtime_call(&callee, &[a, b], ScriptType::Int, span)?)
            }
            "factorial" => {
                let n = int(self, values[0], &args[0])?;
                let zero = self.constant(ScriptType::Int, 0.0, 0, span)?;
                let bool_ty = self.ty(ScriptType::Bool, span)?;
                let negative = self.emit_op("ts.lt", &[n.value, zero.value], bool_ty, &[], span)?;
                self.raise_if(
                    negative,
                    "ValueError: factorial() not defined for negative values",
                    span,
                )?;
                one(self.runtime_call(&callee, &[n], ScriptType::Int, span)?)
            }
            "frexp" => {
                let x = float(self, values[0])?;
                let m = self.runtime_call("math_frexp_mantissa", &[x], ScriptType::Float, span)?;
                let e = self.runtime_call("math_frexp_exponent", &[x], ScriptType::Int, span)?;
                Ok(Some(Emitted::Tuple(vec![Emitted::One(m), Emitted::One(e)])))
            }
            "modf" => {
                // (fractional part, integral part), both with x's sign.
                let x = float(self, values[0])?;
                let whole = self.scalar_math("trunc", x, span)?;
                let frac = self.binary(ts_frontend::ast::BinaryOp::Sub, x, whole, span)?;
                Ok(Some(Emitted::Tuple(vec![
                    Emitted::One(frac),
                    Emitted::One(whole),
                ])))
            }
            "isnan" | "isinf" | "isfinite" => {
                let x = float(self, values[0])?;
                let bool_ty = self.ty(ScriptType::Bool, span)?;
                let test = |s: &mut Self, op: &str, a: Typed<'c, 'b>, b: Typed<'c, 'b>| {
                    s.emit_op(op, &[a.value, b.value], bool_ty, &[], span)
                        .map(|value| Typed {
                            value,
                            ty: ScriptType::Bool,
                        })
                };
                if name == "isnan" {
                    return one(test(self, "ts.ne", x, x)?);
                }
                let magnitude = self.scalar_math("abs", x, span)?;
                let inf = self.constant(ScriptType::Float, f64::INFINITY, 0, span)?;
                // A nan compares false both ways: not infinite, not finite.
                let op = if name == "isinf" { "ts.eq" } else { "ts.lt" };
                one(test(self, op, magnitude, inf)?)
            }
            _ => {
                // math.log(x, base)
                let (x, base) = (float(self, values[0])?, float(self, values[1])?);
                let ln_x = self.scalar_math("log", x, span)?;
                let ln_base = self.scalar_math("log", base, span)?;
                one(self.binary(ts_frontend::ast::BinaryOp::Div, ln_x, ln_base, span)?)
            }
        }
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `math.name(args)`.
    pub(crate) fn math_call(
        &mut self,
        name: &str,
        args: &[Expr],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        const UNARY: &[&str] = &[
            "sqrt", "exp", "log", "log10", "log1p", "expm1", "sin", "cos", "tan", "tanh", "erf",
            "fabs", "floor", "ceil",
        ];
        // Python has them, TorchScript's builtin table does not (they
        // still work in `__init__`, which Python runs).
        if matches!(name, "log2" | "trunc") {
            return Err(Diagnostic::error(
                format!("Python builtin `math.{name}` is not supported in TorchScript"),
                span,
            ));
        }
        if name == "pow" {
            let [a, b] = args else {
                return Err(Diagnostic::error("math.pow() takes 2 arguments", span));
            };
            let (a, b) = (self.emit_expr(a)?, self.emit_expr(b)?);
            let a = self.convert_scalar(a, ScriptType::Float, span)?;
            let b = self.convert_scalar(b, ScriptType::Float, span)?;
            return self.binary(BinaryOp::Pow, a, b, span).map(Emitted::One);
        }
        if let Some(v) = self.composed_math(name, args, span)? {
            return Ok(v);
        }
        if !UNARY.contains(&name) {
            return Err(Diagnostic::error(
                format!("`math.{name}` is not supported yet"),
                span,
            ));
        }
        let [x] = args else {
            return Err(Diagnostic::error(
                format!("math.{name}() takes 1 argument"),
                span,
            ));
        };
        let x = self.emit_expr(x)?;
        if !matches!(x.ty, ScriptType::Int | ScriptType::Float) {
            return Err(Diagnostic::error(
                format!("math.{name}() expects a number, not {}", x.ty),
                args[0].span,
            ));
        }
        let f = if name == "fabs" { "abs" } else { name };
        let r = self.scalar_math(f, x, span)?;
        // floor and ceil return ints in Python 3 and TorchScript.
        Ok(Emitted::One(if matches!(name, "floor" | "ceil") {
            if x.ty == ScriptType::Float {
                self.check_converts_to_int(r, span)?;
            }
            self.convert_scalar(r, ScriptType::Int, span)?
        } else {
            r
        }))
    }

    /// TorchScript's `math.floor`/`math.ceil` of a float raise
    /// `Cannot convert float <x as C's %f> to integer` for a NaN and
    /// outside [-2**63, 2**63] (2**63 itself passes, and wraps).
    fn check_converts_to_int(&mut self, r: Typed<'c, 'b>, span: Span) -> Emit<()> {
        let bound = 9_223_372_036_854_775_808.0;
        let lo = self.constant(ScriptType::Float, -bound, 0, span)?;
        let hi = self.constant(ScriptType::Float, bound, 0, span)?;
        // Written so that NaN fails both comparisons.
        let above = self.scalar_compare("ts.ge", r, lo, span)?;
        let below = self.scalar_compare("ts.le", r, hi, span)?;
        let inside = self.binary(BinaryOp::BitAnd, above, below, span)?;
        let outside = self.negate(inside, span)?;
        self.raise_no_int_if(outside.value, r, span)
    }

    /// Raises TorchScript's `Cannot convert float <x> to integer` (the
    /// float as C's `%f` writes it) where `cond` holds.
    pub(crate) fn raise_no_int_if(
        &mut self,
        cond: melior::ir::Value<'c, 'b>,
        x: Typed<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        let callee = StringAttribute::new(self.ctx, "float_to_int_message").into();
        self.raise_text_if(
            cond,
            "RuntimeError: ",
            Some(("ts.runtime_call", &[("callee", callee)])),
            x,
            span,
        )
    }

    /// `math.pi`, `math.e`, `math.inf`, `math.nan`, `math.tau`.
    pub(crate) fn math_constant(&mut self, name: &str, span: Span) -> Emit<Typed<'c, 'b>> {
        let v = math_constant_value(name).ok_or_else(|| {
            Diagnostic::error(format!("`math.{name}` is not supported yet"), span)
        })?;
        self.constant(ScriptType::Float, v, 0, span)
    }
}

/// The value of the constant `math.<name>`.
pub(crate) fn math_constant_value(name: &str) -> Option<f64> {
    Some(match name {
        "pi" => std::f64::consts::PI,
        "e" => std::f64::consts::E,
        "tau" => std::f64::consts::TAU,
        "inf" => f64::INFINITY,
        "nan" => f64::NAN,
        _ => return None,
    })
}
