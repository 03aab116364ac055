//! Per-element semantics of the elementwise ops, on values of a known
//! dtype: what goes inside a `linalg.generic` body, or straight into the
//! function for Python scalars.
//!
//! Formulas follow PyTorch (`remainder` takes the divisor's sign, `gelu`
//! uses erf or its tanh approximation, `softplus` is linear above its
//! threshold). Integer division and remainder by zero raise before the op
//! (`elementwise::check_divisor`); the divisor is still replaced by 1 in
//! the body, so no lane can trap.

use super::builder::{
    arith_binary, build, compare, constant, convert, result, select, unary_same, OpSink,
};
use crate::op_families::{BinaryKind, UnaryKind};
use melior::{
    ir::{operation::OperationBuilder, Location, Value},
    Context,
};
use ts_dialect::Dtype;

// `arith.cmpf` / `arith.cmpi` predicates (i64 enums).
const F_OEQ: i64 = 1;
const F_OGT: i64 = 2;
const F_OGE: i64 = 3;
const F_OLT: i64 = 4;
const F_OLE: i64 = 5;
const F_UNE: i64 = 13;
const I_EQ: i64 = 0;
const I_NE: i64 = 1;
const I_SLT: i64 = 2;
const I_SLE: i64 = 3;
const I_SGT: i64 = 4;
const I_SGE: i64 = 5;

/// Context for emitting element arithmetic into one place.
pub struct Elem<'c, 'b, S: OpSink<'c, 'b>> {
    pub ctx: &'c Context,
    pub sink: S,
    pub loc: Location<'c>,
    pub _b: std::marker::PhantomData<&'b ()>,
}

impl<'c: 'b, 'b, S: OpSink<'c, 'b>> Elem<'c, 'b, S> {
    pub fn new(ctx: &'c Context, sink: S, loc: Location<'c>) -> Self {
        Elem {
            ctx,
            sink,
            loc,
            _b: std::marker::PhantomData,
        }
    }

    fn c(&self, value: f64, dtype: Dtype) -> Result<Value<'c, 'b>, String> {
        constant(self.ctx, &self.sink, self.loc, value, dtype)
    }

    fn op2(&self, name: &str, a: Value<'c, 'b>, b: Value<'c, 'b>) -> Result<Value<'c, 'b>, String> {
        arith_binary(&self.sink, self.loc, name, a, b)
    }

    fn op1(&self, name: &str, a: Value<'c, 'b>) -> Result<Value<'c, 'b>, String> {
        unary_same(&self.sink, self.loc, name, a)
    }

    fn cmp(
        &self,
        float: bool,
        pred: i64,
        a: Value<'c, 'b>,
        b: Value<'c, 'b>,
    ) -> Result<Value<'c, 'b>, String> {
        compare(self.ctx, &self.sink, self.loc, float, pred, a, b)
    }

    fn sel(
        &self,
        c: Value<'c, 'b>,
        a: Value<'c, 'b>,
        b: Value<'c, 'b>,
    ) -> Result<Value<'c, 'b>, String> {
        select(&self.sink, self.loc, c, a, b)
    }

    /// Converts between dtypes with PyTorch's rules.
    pub fn convert(
        &self,
        v: Value<'c, 'b>,
        from: Dtype,
        to: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        convert(self.ctx, &self.sink, self.loc, v, from, to)
    }

    /// `max(x, y)` / `min(x, y)` in `dtype` (NaN propagates for floats).
    pub fn max_min(
        &self,
        is_max: bool,
        a: Value<'c, 'b>,
        b: Value<'c, 'b>,
        dtype: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        let name = match (is_max, dtype) {
            (true, Dtype::Bool) => "arith.ori",
            (false, Dtype::Bool) => "arith.andi",
            (true, d) if d.is_float() => "arith.maximumf",
            (false, d) if d.is_float() => "arith.minimumf",
            (true, _) => "arith.maxsi",
            (false, _) => "arith.minsi",
        };
        self.op2(name, a, b)
    }

    /// A divisor that is never zero: integer `b`, or 1 where `b == 0`.
    fn safe_divisor(&self, b: Value<'c, 'b>, dtype: Dtype) -> Result<Value<'c, 'b>, String> {
        let zero = self.c(0.0, dtype)?;
        let one = self.c(1.0, dtype)?;
        let is_zero = self.cmp(false, I_EQ, b, zero)?;
        self.sel(is_zero, one, b)
    }

    /// PyTorch's `div_floor_floating`: `(a - fmod(a, b)) / b`, one less
    /// where the remainder's sign differs from `b`'s, floored and rounded
    /// up past .5; a zero quotient has the sign of `a / b`, and a zero `b`
    /// gives `a / b`. A plain floor of `a / b` differs where the division
    /// rounds up to an integer (`3 // 0.3` is 9 in float32). Tensors only:
    /// two Python floats' `//` is a plain floor.
    pub fn floor_divide_float(
        &self,
        a: Value<'c, 'b>,
        b: Value<'c, 'b>,
        dtype: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        let (zero, one, half) = (
            self.c(0.0, dtype)?,
            self.c(1.0, dtype)?,
            self.c(0.5, dtype)?,
        );
        let m = self.op2("arith.remf", a, b)?;
        let whole = self.op2("arith.subf", a, m)?;
        let div = self.op2("arith.divf", whole, b)?;
        let adjust = self.sign_differs(m, b, dtype)?;
        let less = self.op2("arith.subf", div, one)?;
        let div = self.sel(adjust, less, div)?;
        let floor = self.op1("math.floor", div)?;
        let frac = self.op2("arith.subf", div, floor)?;
        let round_up = self.cmp(true, F_OGT, frac, half)?;
        let up = self.op2("arith.addf", floor, one)?;
        let floor = self.sel(round_up, up, floor)?;
        let q = self.op2("arith.divf", a, b)?;
        let signed_zero = self.op2("math.copysign", zero, q)?;
        let div_zero = self.cmp(true, F_OEQ, div, zero)?;
        let r = self.sel(div_zero, signed_zero, floor)?;
        let b_zero = self.cmp(true, F_OEQ, b, zero)?;
        self.sel(b_zero, q, r)
    }

    /// The base `math.ipowi` may take: its expansion divides by a zero base
    /// under a negative exponent (undefined behaviour), where PyTorch's
    /// `powi` gives 0, as it does for every base but 1 and -1. A base of 2
    /// there gives that 0.
    fn safe_int_base(
        &self,
        a: Value<'c, 'b>,
        b: Value<'c, 'b>,
        dtype: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        let zero = self.c(0.0, dtype)?;
        let two = self.c(2.0, dtype)?;
        let a_zero = self.cmp(false, I_EQ, a, zero)?;
        let b_neg = self.cmp(false, I_SLT, b, zero)?;
        let both = self.op2("arith.andi", a_zero, b_neg)?;
        self.sel(both, two, a)
    }

    /// Whether the remainder `r` is non-zero (or NaN) and its sign differs
    /// from the divisor `b`'s: where a truncated remainder or quotient is
    /// off by one from Python's floored one.
    fn sign_differs(
        &self,
        r: Value<'c, 'b>,
        b: Value<'c, 'b>,
        dtype: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        let float = dtype.is_float();
        let zero = self.c(0.0, dtype)?;
        let (ne, lt) = if float { (F_UNE, F_OLT) } else { (I_NE, I_SLT) };
        let nonzero = self.cmp(float, ne, r, zero)?;
        let r_neg = self.cmp(float, lt, r, zero)?;
        let b_neg = self.cmp(float, lt, b, zero)?;
        let signs_differ = self.op2("arith.xori", r_neg, b_neg)?;
        self.op2("arith.andi", nonzero, signs_differ)
    }

    /// `r + b` where `r` is non-zero and its sign differs from `b`'s: turns
    /// a truncated remainder into Python's (the divisor's sign).
    fn remainder_fixup(
        &self,
        r: Value<'c, 'b>,
        b: Value<'c, 'b>,
        dtype: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        let float = dtype.is_float();
        let fix = self.sign_differs(r, b, dtype)?;
        let add = if float { "arith.addf" } else { "arith.addi" };
        let adjusted = self.op2(add, r, b)?;
        self.sel(fix, adjusted, r)
    }

    /// A sum divided by its (positive) count: an integer average truncates,
    /// as ATen's integer pooling kernels divide.
    pub fn average(
        &self,
        sum: Value<'c, 'b>,
        count: Value<'c, 'b>,
        dtype: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        if dtype.is_float() {
            self.op2("arith.divf", sum, count)
        } else {
            self.op2("arith.divsi", sum, count)
        }
    }

    /// `a <kind> b` with both already in `dtype` (for comparisons and
    /// logical ops: the promoted operand dtype; the result is then `i1`).
    pub fn binary(
        &self,
        kind: BinaryKind,
        a: Value<'c, 'b>,
        b: Value<'c, 'b>,
        dtype: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        use BinaryKind::*;
        let float = dtype.is_float();
        let is_bool = dtype == Dtype::Bool;
        Ok(match kind {
            Add if is_bool => self.op2("arith.ori", a, b)?,
            Mul if is_bool => self.op2("arith.andi", a, b)?,
            Sub if is_bool => {
                return Err("subtraction of bool tensors is not supported; use logical_xor".into())
            }
            Add => self.op2(if float { "arith.addf" } else { "arith.addi" }, a, b)?,
            Sub => self.op2(if float { "arith.subf" } else { "arith.subi" }, a, b)?,
            Mul => self.op2(if float { "arith.mulf" } else { "arith.muli" }, a, b)?,
            Div if float => self.op2("arith.divf", a, b)?,
            Div => return Err("integer true division must produce a float".into()),
            // Python floats' `//` (TorchScript's `floordiv.float`); tensors
            // take `floor_divide_float`.
            FloorDivide if float => {
                let q = self.op2("arith.divf", a, b)?;
                self.op1("math.floor", q)?
            }
            FloorDivide => {
                let b = self.safe_divisor(b, dtype)?;
                self.op2("arith.floordivsi", a, b)?
            }
            Remainder if float => {
                let r = self.op2("arith.remf", a, b)?;
                self.remainder_fixup(r, b, dtype)?
            }
            Remainder => {
                let b = self.safe_divisor(b, dtype)?;
                let r = self.op2("arith.remsi", a, b)?;
                self.remainder_fixup(r, b, dtype)?
            }
            Atan2 if float => self.op2("math.atan2", a, b)?,
            Atan2 => return Err("atan2 must produce a float".into()),
            Pow if float => self.op2("math.powf", a, b)?,
            Pow if is_bool => return Err("pow is not defined for bool tensors".into()),
            Pow => {
                let a = self.safe_int_base(a, b, dtype)?;
                self.op2("math.ipowi", a, b)?
            }
            Maximum => self.max_min(true, a, b, dtype)?,
            Minimum => self.max_min(false, a, b, dtype)?,
            BitwiseAnd | BitwiseOr | BitwiseXor | ShiftLeft | ShiftRight if float => {
                return Err("bitwise ops are only defined for integer and bool tensors".into())
            }
            BitwiseAnd => self.op2("arith.andi", a, b)?,
            BitwiseOr => self.op2("arith.ori", a, b)?,
            BitwiseXor => self.op2("arith.xori", a, b)?,
            ShiftLeft => self.op2("arith.shli", a, b)?,
            ShiftRight => self.op2("arith.shrsi", a, b)?,
            LogicalAnd | LogicalOr | LogicalXor => {
                let a = self.convert(a, dtype, Dtype::Bool)?;
                let b = self.convert(b, dtype, Dtype::Bool)?;
                let name = match kind {
                    LogicalAnd => "arith.andi",
                    LogicalOr => "arith.ori",
                    _ => "arith.xori",
                };
                self.op2(name, a, b)?
            }
            Eq | Ne | Lt | Le | Gt | Ge => {
                let pred = match (kind, float) {
                    (Eq, true) => F_OEQ,
                    (Ne, true) => F_UNE,
                    (Lt, true) => F_OLT,
                    (Le, true) => F_OLE,
                    (Gt, true) => F_OGT,
                    (Ge, true) => F_OGE,
                    (Eq, false) => I_EQ,
                    (Ne, false) => I_NE,
                    (Lt, false) => I_SLT,
                    (Le, false) => I_SLE,
                    (Gt, false) => I_SGT,
                    _ => I_SGE,
                };
                // Bools compare as 0/1 integers (unsigned for i1).
                if is_bool {
                    let a = self.convert(a, Dtype::Bool, Dtype::Int64)?;
                    let b = self.convert(b, Dtype::Bool, Dtype::Int64)?;
                    self.cmp(false, pred, a, b)?
                } else {
                    self.cmp(float, pred, a, b)?
                }
            }
        })
    }

    /// `sigmoid(x) = 1 / (1 + e^-x)` in float `dtype`.
    fn sigmoid(&self, x: Value<'c, 'b>, dtype: Dtype) -> Result<Value<'c, 'b>, String> {
        let one = self.c(1.0, dtype)?;
        let neg = self.op1("arith.negf", x)?;
        let e = self.op1("math.exp", neg)?;
        let denom = self.op2("arith.addf", one, e)?;
        self.op2("arith.divf", one, denom)
    }

    /// `clamp(x, lo, hi)` for float `dtype`.
    fn clamp_float(
        &self,
        x: Value<'c, 'b>,
        lo: f64,
        hi: f64,
        dtype: Dtype,
    ) -> Result<Value<'c, 'b>, String> {
        let lo = self.c(lo, dtype)?;
        let hi = self.c(hi, dtype)?;
        let t = self.op2("arith.maximumf", x, lo)?;
        self.op2("arith.minimumf", t, hi)
    }

    /// Applies the unary `kind` to `x` (of dtype `from`), producing dtype
    /// `to`; `param(name)` reads the op's float parameters.
    pub fn unary(
        &self,
        kind: UnaryKind,
        x: Value<'c, 'b>,
        from: Dtype,
        to: Dtype,
        param: &dyn Fn(&str) -> Option<f64>,
        gelu_tanh: bool,
    ) -> Result<Value<'c, 'b>, String> {
        use UnaryKind::*;
        if kind == Cast {
            return self.convert(x, from, to);
        }
        if kind == Bitcast {
            let op = OperationBuilder::new("arith.bitcast", self.loc)
                .add_operands(&[x])
                .add_results(&[to.to_mlir(self.ctx)]);
            return Ok(result(self.sink.emit(build(op)?)));
        }
        if kind == LogicalNot {
            let b = self.convert(x, from, Dtype::Bool)?;
            let t = self.c(1.0, Dtype::Bool)?;
            return self.op2("arith.xori", b, t);
        }
        let x = self.convert(x, from, to)?;
        let float = to.is_float();
        let p = |name: &str, default: f64| param(name).unwrap_or(default);
        let math = |name: &str| -> Result<Value<'c, 'b>, String> {
            if !float {
                return Err(format!("{name} needs a floating-point operand"));
            }
            self.op1(name, x)
        };
        Ok(match kind {
            Exp => math("math.exp")?,
            Exp2 => math("math.exp2")?,
            Log => math("math.log")?,
            Log2 => math("math.log2")?,
            Log1p => math("math.log1p")?,
            Expm1 => math("math.expm1")?,
            Sqrt => math("math.sqrt")?,
            Rsqrt => math("math.rsqrt")?,
            Sin => math("math.sin")?,
            Cos => math("math.cos")?,
            Tan => math("math.tan")?,
            Tanh => math("math.tanh")?,
            Erf => math("math.erf")?,
            Erfc => math("math.erfc")?,
            Asin => math("math.asin")?,
            Acos => math("math.acos")?,
            Atan => math("math.atan")?,
            Sinh => math("math.sinh")?,
            Cosh => math("math.cosh")?,
            Asinh => math("math.asinh")?,
            Acosh => math("math.acosh")?,
            Atanh => math("math.atanh")?,
            Sigmoid => self.sigmoid(x, to)?,
            Reciprocal => {
                let one = self.c(1.0, to)?;
                self.op2("arith.divf", one, x)?
            }
            Silu => {
                let s = self.sigmoid(x, to)?;
                self.op2("arith.mulf", x, s)?
            }
            Hardsigmoid | Hardswish => {
                let sixth = self.c(1.0 / 6.0, to)?;
                let half = self.c(0.5, to)?;
                let t = self.op2("arith.mulf", x, sixth)?;
                let t = self.op2("arith.addf", t, half)?;
                let h = self.clamp_float(t, 0.0, 1.0, to)?;
                if kind == Hardswish {
                    self.op2("arith.mulf", x, h)?
                } else {
                    h
                }
            }
            Gelu => {
                let half = self.c(0.5, to)?;
                let one = self.c(1.0, to)?;
                let inner = if gelu_tanh {
                    // tanh(sqrt(2/pi) * (x + 0.044715 x^3))
                    let k = self.c((2.0 / std::f64::consts::PI).sqrt(), to)?;
                    let c = self.c(0.044715, to)?;
                    let x2 = self.op2("arith.mulf", x, x)?;
                    let x3 = self.op2("arith.mulf", x2, x)?;
                    let t = self.op2("arith.mulf", c, x3)?;
                    let t = self.op2("arith.addf", x, t)?;
                    let t = self.op2("arith.mulf", k, t)?;
                    self.op1("math.tanh", t)?
                } else {
                    let k = self.c(std::f64::consts::FRAC_1_SQRT_2, to)?;
                    let t = self.op2("arith.mulf", x, k)?;
                    self.op1("math.erf", t)?
                };
                let t = self.op2("arith.addf", one, inner)?;
                let t = self.op2("arith.mulf", x, t)?;
                self.op2("arith.mulf", half, t)?
            }
            Softplus => {
                let beta = self.c(p("beta", 1.0), to)?;
                let threshold = self.c(p("threshold", 20.0), to)?;
                let bx = self.op2("arith.mulf", x, beta)?;
                let e = self.op1("math.exp", bx)?;
                let l = self.op1("math.log1p", e)?;
                let soft = self.op2("arith.divf", l, beta)?;
                let linear = self.cmp(true, F_OGT, bx, threshold)?;
                self.sel(linear, x, soft)?
            }
            Elu => {
                let alpha = self.c(p("alpha", 1.0), to)?;
                let zero = self.c(0.0, to)?;
                let e = self.op1("math.expm1", x)?;
                let neg = self.op2("arith.mulf", alpha, e)?;
                let pos = self.cmp(true, F_OGT, x, zero)?;
                self.sel(pos, x, neg)?
            }
            LeakyRelu => {
                let slope = self.c(p("negative_slope", 0.01), to)?;
                let zero = self.c(0.0, to)?;
                let neg = self.op2("arith.mulf", x, slope)?;
                let pos = self.cmp(true, F_OGT, x, zero)?;
                self.sel(pos, x, neg)?
            }
            Hardtanh => {
                let (lo, hi) = (p("min_val", -1.0), p("max_val", 1.0));
                if float {
                    self.clamp_float(x, lo, hi, to)?
                } else {
                    let lo = self.c(lo, to)?;
                    let hi = self.c(hi, to)?;
                    let t = self.op2("arith.maxsi", x, lo)?;
                    self.op2("arith.minsi", t, hi)?
                }
            }
            Relu => {
                let zero = self.c(0.0, to)?;
                self.max_min(true, x, zero, to)?
            }
            Neg if float => self.op1("arith.negf", x)?,
            Neg => {
                let zero = self.c(0.0, to)?;
                self.op2("arith.subi", zero, x)?
            }
            Abs if float => self.op1("math.absf", x)?,
            Abs if to == Dtype::Bool => x,
            Abs => self.op1("math.absi", x)?,
            Sign if to == Dtype::Bool => x,
            Sign => {
                let (zero, one, minus) = (self.c(0.0, to)?, self.c(1.0, to)?, self.c(-1.0, to)?);
                let (gt, lt) = if float {
                    (F_OGT, F_OLT)
                } else {
                    (I_SGT, I_SLT)
                };
                let pos = self.cmp(float, gt, x, zero)?;
                let neg = self.cmp(float, lt, x, zero)?;
                let t = self.sel(neg, minus, zero)?;
                self.sel(pos, one, t)?
            }
            Floor | Ceil | Round | Trunc if !float => x,
            Floor => self.op1("math.floor", x)?,
            Ceil => self.op1("math.ceil", x)?,
            Round => self.op1("math.roundeven", x)?,
            Trunc => self.op1("math.trunc", x)?,
            BitwiseNot if float => {
                return Err("bitwise_not needs an integer or bool operand".into())
            }
            BitwiseNot => {
                let ones = self.c(-1.0, to)?;
                self.op2("arith.xori", x, ones)?
            }
            Cast | Bitcast | LogicalNot => unreachable!("handled above"),
        })
    }
}
