//! The torch operator surface: every supported spelling (`torch.sum`,
//! `x.sum`, `F.relu`), its PyTorch-style schema, and how a bound call
//! becomes ts ops. `docs/ops.md` is generated from this table.
//!
//! Binding follows Python: positional arguments, then keywords, then
//! schema defaults. Arguments that shape the IR (dims, flags, dtypes) must
//! be literals; tensors and numbers that only flow into the computation are
//! SSA values. Composite ops (`linear`, `layer_norm`, `addmm`) are
//! decomposed into simpler ts ops here, as torch-mlir's decompositions do.

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    op_schema::{self, Default, ParamType},
    script_type::{dotted_name, ScriptType},
};
use melior::ir::{
    attribute::{BoolAttribute, DenseI64ArrayAttribute, FloatAttribute, StringAttribute},
    Attribute, Type,
};
use ts_dialect::{Dtype, TensorType};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword, UnaryOp},
    Diagnostic, Span,
};

/// One call site. `name` is fully qualified (`torch.nn.functional.relu`)
/// or `Tensor.<method>` for method calls, whose receiver binds to `self`.
pub struct TorchCall<'a, 'c, 'b> {
    pub name: &'a str,
    pub receiver: Option<Typed<'c, 'b>>,
    pub args: &'a [Expr],
    pub keywords: &'a [Keyword],
    pub span: Span,
}

/// A bound argument.
#[derive(Clone)]
pub enum Arg<'c, 'b> {
    /// An SSA value, and the literal int it was written as, if any (so
    /// `torch.max(x, 1)` can tell a dim from a tensor).
    Value(Typed<'c, 'b>, Option<i64>),
    Int(i64),
    Ints(Vec<i64>),
    Float(f64),
    Bool(bool),
    Str(String),
    Dtype(Dtype),
    Values(Vec<Typed<'c, 'b>>),
    /// A literal expression (`torch.tensor([[1, 2], [3, 4]])`).
    Literal(Expr),
    None,
}

/// A call's arguments, by parameter name.
pub struct Bound<'c, 'b> {
    op: String,
    pub span: Span,
    args: Vec<(String, Arg<'c, 'b>)>,
}

impl<'c, 'b> Bound<'c, 'b> {
    fn get(&self, name: &str) -> &Arg<'c, 'b> {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, a)| a)
            .unwrap_or(&Arg::None)
    }

    fn error(&self, message: String) -> Diagnostic {
        Diagnostic::error(format!("{}(): {message}", self.op), self.span)
    }

    /// A tensor argument.
    pub fn tensor(&self, name: &str) -> Emit<Typed<'c, 'b>> {
        match self.get(name) {
            Arg::Value(v, _) if v.ty == ScriptType::Tensor => Ok(*v),
            Arg::Value(v, _) => {
                Err(self.error(format!("argument '{name}' must be a Tensor, not {}", v.ty)))
            }
            _ => Err(self.error(format!("argument '{name}' must be a Tensor"))),
        }
    }

    /// An optional tensor argument.
    pub fn opt_tensor(&self, name: &str) -> Emit<Option<Typed<'c, 'b>>> {
        match self.get(name) {
            Arg::None => Ok(None),
            _ => self.tensor(name).map(Some),
        }
    }

    /// A tensor-or-number argument.
    pub fn value(&self, name: &str) -> Emit<Typed<'c, 'b>> {
        match self.get(name) {
            Arg::Value(v, _) => Ok(*v),
            _ => Err(self.error(format!("argument '{name}' is missing"))),
        }
    }

    /// A list of tensors.
    pub fn tensors(&self, name: &str) -> Emit<Vec<Typed<'c, 'b>>> {
        match self.get(name) {
            Arg::Values(v) if !v.is_empty() => Ok(v.clone()),
            _ => Err(self.error(format!(
                "argument '{name}' must be a non-empty list of tensors"
            ))),
        }
    }

    pub fn int(&self, name: &str) -> Option<i64> {
        match self.get(name) {
            Arg::Int(i) | Arg::Value(_, Some(i)) => Some(*i),
            _ => None,
        }
    }

    pub fn ints(&self, name: &str) -> Option<Vec<i64>> {
        match self.get(name) {
            Arg::Ints(v) => Some(v.clone()),
            Arg::Int(i) => Some(vec![*i]),
            _ => None,
        }
    }

    pub fn float(&self, name: &str) -> Option<f64> {
        match self.get(name) {
            Arg::Float(f) => Some(*f),
            Arg::Int(i) => Some(*i as f64),
            _ => None,
        }
    }

    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Arg::Bool(true))
    }

    pub fn string(&self, name: &str) -> Option<String> {
        match self.get(name) {
            Arg::Str(s) => Some(s.clone()),
            _ => None,
        }
    }

    pub fn dtype(&self, name: &str) -> Option<Dtype> {
        match self.get(name) {
            Arg::Dtype(d) => Some(*d),
            _ => None,
        }
    }
}

type EmitFn = for<'c, 'b, 'i, 'm, 'x> fn(
    &'x mut FunctionEmitter<'c, 'b, 'i, 'm>,
    &'x Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>>;

/// How a bound call becomes IR.
#[derive(Clone, Copy)]
pub enum Lowering {
    /// One ts op on `self`; the other parameters become its attributes.
    Unary(&'static str),
    /// A binary ts op on `self` and `other`.
    Binary(&'static str),
    /// A reduction with `dim` → `dims`, `keepdim` and an optional `dtype`.
    Reduce(&'static str),
    Custom(EmitFn),
}

/// One supported operator.
pub struct OpDef {
    /// Every spelling, fully qualified (`torch.nn.functional.x`) or
    /// `Tensor.x` for methods.
    pub names: &'static [&'static str],
    pub schema: &'static str,
    pub lowering: Lowering,
    /// Dtypes it accepts, for the docs.
    pub dtypes: &'static str,
    pub notes: &'static str,
}

const F: &str = "float32, float64";
const NUM: &str = "float32, float64, int32, int64";
const ALL: &str = "float32, float64, int32, int64, bool";
const INTS: &str = "int32, int64, bool";

macro_rules! unary {
    ($names:expr, $schema:expr, $op:expr, $dtypes:expr, $notes:expr) => {
        OpDef {
            names: $names,
            schema: $schema,
            lowering: Lowering::Unary($op),
            dtypes: $dtypes,
            notes: $notes,
        }
    };
}
macro_rules! binary {
    ($names:expr, $schema:expr, $op:expr, $dtypes:expr, $notes:expr) => {
        OpDef {
            names: $names,
            schema: $schema,
            lowering: Lowering::Binary($op),
            dtypes: $dtypes,
            notes: $notes,
        }
    };
}
macro_rules! reduce {
    ($names:expr, $schema:expr, $op:expr, $dtypes:expr, $notes:expr) => {
        OpDef {
            names: $names,
            schema: $schema,
            lowering: Lowering::Reduce($op),
            dtypes: $dtypes,
            notes: $notes,
        }
    };
}
macro_rules! custom {
    ($names:expr, $schema:expr, $f:expr, $dtypes:expr, $notes:expr) => {
        OpDef {
            names: $names,
            schema: $schema,
            lowering: Lowering::Custom($f),
            dtypes: $dtypes,
            notes: $notes,
        }
    };
}

const FLOAT_MATH: &str = "integer and bool inputs give float32";

/// The registry.
pub static OPS: &[OpDef] = &[
    // Unary math.
    unary!(&["torch.exp", "Tensor.exp"], "exp(Tensor self)", "ts.exp", ALL, FLOAT_MATH),
    unary!(&["torch.exp2", "Tensor.exp2", "torch.special.exp2"], "exp2(Tensor self)", "ts.exp2", ALL, FLOAT_MATH),
    unary!(&["torch.log", "Tensor.log"], "log(Tensor self)", "ts.log", ALL, FLOAT_MATH),
    unary!(&["torch.log2", "Tensor.log2"], "log2(Tensor self)", "ts.log2", ALL, FLOAT_MATH),
    unary!(&["torch.log1p", "Tensor.log1p", "torch.special.log1p"], "log1p(Tensor self)", "ts.log1p", ALL, FLOAT_MATH),
    unary!(&["torch.expm1", "Tensor.expm1", "torch.special.expm1"], "expm1(Tensor self)", "ts.expm1", ALL, FLOAT_MATH),
    unary!(&["torch.sqrt", "Tensor.sqrt"], "sqrt(Tensor self)", "ts.sqrt", ALL, FLOAT_MATH),
    unary!(&["torch.rsqrt", "Tensor.rsqrt"], "rsqrt(Tensor self)", "ts.rsqrt", ALL, FLOAT_MATH),
    unary!(&["torch.sin", "Tensor.sin"], "sin(Tensor self)", "ts.sin", ALL, FLOAT_MATH),
    unary!(&["torch.cos", "Tensor.cos"], "cos(Tensor self)", "ts.cos", ALL, FLOAT_MATH),
    unary!(&["torch.tan", "Tensor.tan"], "tan(Tensor self)", "ts.tan", ALL, FLOAT_MATH),
    unary!(&["torch.tanh", "Tensor.tanh", "torch.nn.functional.tanh"], "tanh(Tensor self)", "ts.tanh", ALL, FLOAT_MATH),
    unary!(&["torch.sigmoid", "Tensor.sigmoid", "torch.nn.functional.sigmoid", "torch.special.expit"], "sigmoid(Tensor self)", "ts.sigmoid", ALL, FLOAT_MATH),
    unary!(&["torch.erf", "Tensor.erf", "torch.special.erf"], "erf(Tensor self)", "ts.erf", ALL, FLOAT_MATH),
    unary!(&["torch.reciprocal", "Tensor.reciprocal"], "reciprocal(Tensor self)", "ts.reciprocal", ALL, FLOAT_MATH),
    unary!(&["torch.nn.functional.silu", "torch.silu"], "silu(Tensor self)", "ts.silu", F, ""),
    unary!(&["torch.nn.functional.gelu", "torch.gelu"], "gelu(Tensor self, *, str approximate='none')", "ts.gelu", F, "`approximate` is 'none' (erf) or 'tanh'"),
    unary!(&["torch.nn.functional.softplus", "torch.softplus"], "softplus(Tensor self, float beta=1, float threshold=20)", "ts.softplus", F, "linear where beta * x > threshold"),
    unary!(&["torch.nn.functional.elu", "torch.elu"], "elu(Tensor self, float alpha=1)", "ts.elu", F, ""),
    unary!(&["torch.nn.functional.leaky_relu", "torch.leaky_relu"], "leaky_relu(Tensor self, float negative_slope=0.01)", "ts.leaky_relu", F, ""),
    unary!(&["torch.nn.functional.hardtanh", "torch.hardtanh"], "hardtanh(Tensor self, float min_val=-1, float max_val=1)", "ts.hardtanh", NUM, ""),
    unary!(&["torch.nn.functional.hardsigmoid"], "hardsigmoid(Tensor self)", "ts.hardsigmoid", F, ""),
    unary!(&["torch.nn.functional.hardswish"], "hardswish(Tensor self)", "ts.hardswish", F, ""),
    custom!(&["torch.nn.functional.relu6"], "relu6(Tensor self)", relu6, NUM, "hardtanh(x, 0, 6)"),
    unary!(&["torch.relu", "Tensor.relu", "torch.nn.functional.relu"], "relu(Tensor self)", "ts.relu", NUM, "NaN propagates"),
    unary!(&["torch.neg", "torch.negative", "Tensor.neg", "Tensor.negative"], "neg(Tensor self)", "ts.neg", NUM, ""),
    unary!(&["torch.abs", "torch.absolute", "Tensor.abs"], "abs(Tensor self)", "ts.abs", NUM, ""),
    unary!(&["torch.sign", "Tensor.sign"], "sign(Tensor self)", "ts.sign", NUM, ""),
    unary!(&["torch.floor", "Tensor.floor"], "floor(Tensor self)", "ts.floor", NUM, "identity on integers"),
    unary!(&["torch.ceil", "Tensor.ceil"], "ceil(Tensor self)", "ts.ceil", NUM, "identity on integers"),
    unary!(&["torch.round", "Tensor.round"], "round(Tensor self)", "ts.round", NUM, "half to even, as PyTorch"),
    unary!(&["torch.trunc", "Tensor.trunc", "torch.fix"], "trunc(Tensor self)", "ts.trunc", NUM, "identity on integers"),
    unary!(&["torch.bitwise_not", "Tensor.bitwise_not"], "bitwise_not(Tensor self)", "ts.bitwise_not", INTS, "logical not on bool"),
    unary!(&["torch.logical_not", "Tensor.logical_not"], "logical_not(Tensor self)", "ts.logical_not", ALL, "a bool tensor"),
    // Binary elementwise.
    binary!(&["torch.add", "Tensor.add"], "add(Scalar self, Scalar other)", "ts.add", ALL, "bool + bool is logical or"),
    binary!(&["torch.sub", "torch.subtract", "Tensor.sub", "Tensor.subtract"], "sub(Scalar self, Scalar other)", "ts.sub", NUM, ""),
    binary!(&["torch.mul", "torch.multiply", "Tensor.mul", "Tensor.multiply"], "mul(Scalar self, Scalar other)", "ts.mul", ALL, "bool * bool is logical and"),
    binary!(&["torch.div", "torch.divide", "torch.true_divide", "Tensor.div", "Tensor.divide", "Tensor.true_divide"], "div(Scalar self, Scalar other)", "ts.div", ALL, "integers give float32"),
    binary!(&["torch.floor_divide", "Tensor.floor_divide"], "floor_divide(Scalar self, Scalar other)", "ts.floor_divide", NUM, "rounds toward -inf; integer division by 0 yields 0 instead of raising"),
    binary!(&["torch.remainder", "Tensor.remainder"], "remainder(Scalar self, Scalar other)", "ts.remainder", NUM, "sign of the divisor; integer remainder by 0 yields 0 instead of raising"),
    binary!(&["torch.pow", "Tensor.pow"], "pow(Scalar self, Scalar exponent)", "ts.pow", NUM, ""),
    binary!(&["torch.maximum", "Tensor.maximum"], "maximum(Tensor self, Tensor other)", "ts.maximum", ALL, "NaN propagates"),
    binary!(&["torch.minimum", "Tensor.minimum"], "minimum(Tensor self, Tensor other)", "ts.minimum", ALL, "NaN propagates"),
    binary!(&["torch.bitwise_and", "Tensor.bitwise_and"], "bitwise_and(Scalar self, Scalar other)", "ts.bitwise_and", INTS, ""),
    binary!(&["torch.bitwise_or", "Tensor.bitwise_or"], "bitwise_or(Scalar self, Scalar other)", "ts.bitwise_or", INTS, ""),
    binary!(&["torch.bitwise_xor", "Tensor.bitwise_xor"], "bitwise_xor(Scalar self, Scalar other)", "ts.bitwise_xor", INTS, ""),
    binary!(&["torch.bitwise_left_shift", "Tensor.bitwise_left_shift"], "bitwise_left_shift(Scalar self, Scalar other)", "ts.shift_left", "int32, int64", ""),
    binary!(&["torch.bitwise_right_shift", "Tensor.bitwise_right_shift"], "bitwise_right_shift(Scalar self, Scalar other)", "ts.shift_right", "int32, int64", "arithmetic shift"),
    binary!(&["torch.logical_and", "Tensor.logical_and"], "logical_and(Scalar self, Scalar other)", "ts.logical_and", ALL, "a bool tensor"),
    binary!(&["torch.logical_or", "Tensor.logical_or"], "logical_or(Scalar self, Scalar other)", "ts.logical_or", ALL, "a bool tensor"),
    binary!(&["torch.logical_xor", "Tensor.logical_xor"], "logical_xor(Scalar self, Scalar other)", "ts.logical_xor", ALL, "a bool tensor"),
    binary!(&["torch.eq", "Tensor.eq"], "eq(Scalar self, Scalar other)", "ts.eq", ALL, "a bool tensor"),
    binary!(&["torch.ne", "torch.not_equal", "Tensor.ne"], "ne(Scalar self, Scalar other)", "ts.ne", ALL, "a bool tensor"),
    binary!(&["torch.lt", "torch.less", "Tensor.lt"], "lt(Scalar self, Scalar other)", "ts.lt", ALL, "a bool tensor"),
    binary!(&["torch.le", "torch.less_equal", "Tensor.le"], "le(Scalar self, Scalar other)", "ts.le", ALL, "a bool tensor"),
    binary!(&["torch.gt", "torch.greater", "Tensor.gt"], "gt(Scalar self, Scalar other)", "ts.gt", ALL, "a bool tensor"),
    binary!(&["torch.ge", "torch.greater_equal", "Tensor.ge"], "ge(Scalar self, Scalar other)", "ts.ge", ALL, "a bool tensor"),
    custom!(&["torch.where", "Tensor.where"], "where(Tensor condition, Scalar self, Scalar other)", where_, ALL, "broadcasts all three"),
    custom!(&["torch.clamp", "torch.clip", "Tensor.clamp", "Tensor.clip"], "clamp(Tensor self, float? min=None, float? max=None)", clamp, NUM, "bounds are numbers; keeps the input dtype"),
    custom!(&["torch.clamp_min", "Tensor.clamp_min"], "clamp_min(Tensor self, float min)", clamp, NUM, ""),
    custom!(&["torch.clamp_max", "Tensor.clamp_max"], "clamp_max(Tensor self, float max)", clamp, NUM, ""),
    // Reductions.
    reduce!(&["torch.sum", "Tensor.sum"], "sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None)", "ts.sum", ALL, "bool and integers sum to int64"),
    reduce!(&["torch.mean", "Tensor.mean"], "mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None)", "ts.mean", F, ""),
    reduce!(&["torch.prod", "Tensor.prod"], "prod(Tensor self, int? dim=None, bool keepdim=False, *, ScalarType? dtype=None)", "ts.prod", ALL, "bool and integers multiply to int64"),
    reduce!(&["torch.amax", "Tensor.amax"], "amax(Tensor self, int[]? dim=None, bool keepdim=False)", "ts.amax", ALL, "NaN propagates"),
    reduce!(&["torch.amin", "Tensor.amin"], "amin(Tensor self, int[]? dim=None, bool keepdim=False)", "ts.amin", ALL, "NaN propagates"),
    reduce!(&["torch.all", "Tensor.all"], "all(Tensor self, int? dim=None, bool keepdim=False)", "ts.all", ALL, "a bool tensor"),
    reduce!(&["torch.any", "Tensor.any"], "any(Tensor self, int? dim=None, bool keepdim=False)", "ts.any", ALL, "a bool tensor"),
    reduce!(&["torch.logsumexp", "Tensor.logsumexp", "torch.special.logsumexp"], "logsumexp(Tensor self, int[] dim, bool keepdim=False)", "ts.logsumexp", F, "stable (subtracts the max)"),
    custom!(&["torch.var", "Tensor.var"], "var(Tensor self, int[]? dim=None, bool unbiased=True, bool keepdim=False, *, float? correction=None)", var, F, "`correction` overrides `unbiased`"),
    custom!(&["torch.std", "Tensor.std"], "std(Tensor self, int[]? dim=None, bool unbiased=True, bool keepdim=False, *, float? correction=None)", std_, F, "`correction` overrides `unbiased`"),
    custom!(&["torch.max", "Tensor.max"], "max(Tensor self, Scalar? dim=None, bool keepdim=False)", max, ALL, "no dim: the maximum; dim: (values, indices); a tensor: maximum"),
    custom!(&["torch.min", "Tensor.min"], "min(Tensor self, Scalar? dim=None, bool keepdim=False)", min, ALL, "no dim: the minimum; dim: (values, indices); a tensor: minimum"),
    custom!(&["torch.argmax", "Tensor.argmax"], "argmax(Tensor self, int? dim=None, bool keepdim=False)", argmax, ALL, "first occurrence; no dim: index into the flattened tensor"),
    custom!(&["torch.argmin", "Tensor.argmin"], "argmin(Tensor self, int? dim=None, bool keepdim=False)", argmin, ALL, "first occurrence; no dim: index into the flattened tensor"),
    // Neural-net.
    custom!(&["torch.softmax", "Tensor.softmax", "torch.nn.functional.softmax", "torch.special.softmax"], "softmax(Tensor self, int dim, ScalarType? dtype=None)", softmax, F, "stable (subtracts the max)"),
    custom!(&["torch.log_softmax", "Tensor.log_softmax", "torch.nn.functional.log_softmax", "torch.special.log_softmax"], "log_softmax(Tensor self, int dim, ScalarType? dtype=None)", log_softmax, F, "stable (subtracts the max)"),
    custom!(&["torch.matmul", "Tensor.matmul"], "matmul(Tensor self, Tensor other)", matmul, NUM, "every rank combination, batch dims broadcast"),
    custom!(&["torch.mm", "Tensor.mm"], "mm(Tensor self, Tensor mat2)", matmul, NUM, "2-D only"),
    custom!(&["torch.bmm", "Tensor.bmm"], "bmm(Tensor self, Tensor mat2)", matmul, NUM, "3-D only"),
    custom!(&["torch.nn.functional.linear"], "linear(Tensor input, Tensor weight, Tensor? bias=None)", linear, F, "input @ weight.T + bias"),
    custom!(&["torch.addmm", "Tensor.addmm"], "addmm(Tensor self, Tensor mat1, Tensor mat2, *, float beta=1, float alpha=1)", addmm, F, "beta * self + alpha * (mat1 @ mat2)"),
    custom!(&["torch.nn.functional.layer_norm", "torch.layer_norm"], "layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05)", layer_norm, F, "over the last len(normalized_shape) dims"),
    custom!(&["torch.nn.functional.dropout", "torch.dropout"], "dropout(Tensor input, float p=0.5, bool training=False, bool inplace=False)", dropout, ALL, "inference only: the identity"),
    // Convolution and pooling.
    custom!(&["torch.nn.functional.conv1d", "torch.conv1d"], "conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[]|str padding=0, int[] dilation=1, int groups=1)", conv1d, F, "padding may be 'valid' or 'same'"),
    custom!(&["torch.nn.functional.conv2d", "torch.conv2d"], "conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[]|str padding=0, int[] dilation=1, int groups=1)", conv2d, F, "padding may be 'valid' or 'same'"),
    custom!(&["torch.nn.functional.max_pool1d", "torch.max_pool1d"], "max_pool1d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False)", max_pool1d, NUM, "padding counts as -inf"),
    custom!(&["torch.nn.functional.max_pool2d", "torch.max_pool2d"], "max_pool2d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False)", max_pool2d, NUM, "padding counts as -inf"),
    custom!(&["torch.nn.functional.avg_pool1d", "torch.avg_pool1d"], "avg_pool1d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True)", avg_pool1d, F, "ceil_mode and count_include_pad=False with padding are not supported yet"),
    custom!(&["torch.nn.functional.avg_pool2d", "torch.avg_pool2d"], "avg_pool2d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None)", avg_pool2d, F, "ceil_mode, divisor_override and count_include_pad=False with padding are not supported yet"),
    custom!(&["torch.nn.functional.adaptive_avg_pool1d", "torch.adaptive_avg_pool1d"], "adaptive_avg_pool1d(Tensor input, int[] output_size)", adaptive_avg_pool1d, F, "input sizes must be multiples of output sizes"),
    custom!(&["torch.nn.functional.adaptive_avg_pool2d"], "adaptive_avg_pool2d(Tensor input, int[] output_size)", adaptive_avg_pool2d, F, "input sizes must be multiples of output sizes"),
    // Shape.
    custom!(&["torch.reshape", "Tensor.reshape", "Tensor.view"], "reshape(Tensor self, int... shape)", reshape, ALL, "one -1 is inferred; a value, not a view"),
    custom!(&["torch.flatten", "Tensor.flatten"], "flatten(Tensor self, int start_dim=0, int end_dim=-1)", flatten, ALL, ""),
    custom!(&["torch.squeeze", "Tensor.squeeze"], "squeeze(Tensor self, int? dim=None)", squeeze, ALL, ""),
    custom!(&["torch.unsqueeze", "Tensor.unsqueeze"], "unsqueeze(Tensor self, int dim)", unsqueeze, ALL, ""),
    custom!(&["torch.permute", "Tensor.permute"], "permute(Tensor self, int... dims)", permute, ALL, ""),
    custom!(&["torch.transpose", "Tensor.transpose", "torch.swapaxes", "Tensor.swapaxes"], "transpose(Tensor self, int dim0, int dim1)", transpose, ALL, ""),
    custom!(&["torch.t", "Tensor.t"], "t(Tensor self)", t, ALL, "rank <= 2"),
    custom!(&["Tensor.contiguous", "Tensor.clone", "torch.clone"], "contiguous(Tensor self)", identity, ALL, "value semantics: the identity"),
    // Indexing and data movement.
    custom!(&["torch.cat", "torch.concat", "torch.concatenate"], "cat(Tensor[] tensors, int dim=0)", cat, ALL, "promotes dtypes"),
    custom!(&["torch.stack"], "stack(Tensor[] tensors, int dim=0)", stack, ALL, ""),
    custom!(&["torch.select", "Tensor.select"], "select(Tensor self, int dim, int index)", select, ALL, "negative index counts from the end"),
    custom!(&["torch.narrow", "Tensor.narrow"], "narrow(Tensor self, int dim, int start, int length)", narrow, ALL, "non-negative start"),
    custom!(&["torch.flip", "Tensor.flip"], "flip(Tensor self, int[] dims)", flip, ALL, ""),
    custom!(&["torch.tril", "Tensor.tril"], "tril(Tensor self, int diagonal=0)", tril, ALL, ""),
    custom!(&["torch.triu", "Tensor.triu"], "triu(Tensor self, int diagonal=0)", triu, ALL, ""),
    custom!(&["Tensor.expand"], "expand(Tensor self, int... size)", expand, ALL, "-1 keeps a dim"),
    custom!(&["Tensor.expand_as"], "expand_as(Tensor self, Tensor other)", expand_as, ALL, ""),
    custom!(&["Tensor.repeat"], "repeat(Tensor self, int... repeats)", repeat, ALL, ""),
    custom!(&["torch.masked_fill", "Tensor.masked_fill"], "masked_fill(Tensor self, Tensor mask, Scalar value)", masked_fill, ALL, "value and self are promoted together"),
    custom!(&["torch.index_select", "Tensor.index_select"], "index_select(Tensor self, int dim, Tensor index)", index_select, ALL, "indices are clamped into range (PyTorch raises)"),
    custom!(&["torch.gather", "Tensor.gather"], "gather(Tensor self, int dim, Tensor index)", gather, ALL, "indices are clamped into range (PyTorch raises)"),
    custom!(&["torch.nn.functional.embedding", "torch.embedding"], "embedding(Tensor input, Tensor weight)", embedding, ALL, "indices are clamped into range (PyTorch raises)"),
    custom!(&["torch.cumsum", "Tensor.cumsum"], "cumsum(Tensor self, int dim, *, ScalarType? dtype=None)", cumsum, ALL, "bool and integers sum to int64"),
    custom!(&["torch.norm", "Tensor.norm", "torch.linalg.vector_norm"], "norm(Tensor self, float p=2, int[]? dim=None, bool keepdim=False)", norm, F, "p-norm of the flattened tensor or over dims"),
    custom!(&["torch.nn.functional.batch_norm", "torch.batch_norm"], "batch_norm(Tensor input, Tensor running_mean, Tensor running_var, Tensor? weight=None, Tensor? bias=None, bool training=False, float momentum=0.1, float eps=1e-05)", batch_norm, F, "inference (running statistics) only"),
    // Shape queries.
    custom!(&["Tensor.dim", "Tensor.ndimension"], "dim(Tensor self)", dim, ALL, "an int"),
    custom!(&["Tensor.numel", "torch.numel"], "numel(Tensor self)", numel, ALL, "an int"),
    custom!(&["Tensor.size"], "size(Tensor self, int? dim=None)", size, ALL, "with a dim: an int; the list form comes with lists"),
    // Dtype conversion and creation.
    custom!(&["Tensor.float"], "float(Tensor self)", to_float32, ALL, ""),
    custom!(&["Tensor.double"], "double(Tensor self)", to_float64, ALL, ""),
    custom!(&["Tensor.long"], "long(Tensor self)", to_int64, ALL, "floats truncate toward zero"),
    custom!(&["Tensor.int"], "int(Tensor self)", to_int32, ALL, "floats truncate toward zero"),
    custom!(&["Tensor.bool"], "bool(Tensor self)", to_bool, ALL, "non-zero is True"),
    custom!(&["Tensor.to"], "to(Tensor self, ScalarType dtype)", to_dtype, ALL, "dtype conversion only"),
    custom!(&["torch.zeros"], "zeros(int... size, *, ScalarType? dtype=None)", zeros, ALL, "float32 unless dtype says otherwise"),
    custom!(&["torch.ones"], "ones(int... size, *, ScalarType? dtype=None)", ones, ALL, "float32 unless dtype says otherwise"),
    custom!(&["torch.empty"], "empty(int... size, *, ScalarType? dtype=None)", zeros, ALL, "zero-filled"),
    custom!(&["torch.full"], "full(int[] size, float fill_value, *, ScalarType? dtype=None)", full, ALL, "dtype from the fill value (int64, float32 or bool) unless given"),
    custom!(&["torch.arange"], "arange(float start, float? end=None, float step=1, *, ScalarType? dtype=None)", arange, NUM, "literal bounds; int64 when all are ints, else float32"),
    custom!(&["torch.linspace"], "linspace(float start, float end, int steps, *, ScalarType? dtype=None)", linspace, F, "literal bounds"),
    custom!(&["torch.eye"], "eye(int n, int? m=None, *, ScalarType? dtype=None)", eye, ALL, ""),
    custom!(&["torch.tensor"], "tensor(Data data, *, ScalarType? dtype=None)", tensor_literal, ALL, "a literal (nested) list of numbers or bools"),
    custom!(&["torch.rand"], "rand(int... size, *, ScalarType? dtype=None)", rand, F, "uniform [0, 1); reproducible per seed, not PyTorch's values"),
    custom!(&["torch.randn"], "randn(int... size, *, ScalarType? dtype=None)", randn, F, "standard normal; reproducible per seed, not PyTorch's values"),
    custom!(&["torch.manual_seed"], "manual_seed(int seed)", manual_seed, ALL, "a literal seed for the following rand/randn in the function"),
    custom!(&["torch.zeros_like"], "zeros_like(Tensor self, *, ScalarType? dtype=None)", zeros_like, ALL, ""),
    custom!(&["torch.ones_like"], "ones_like(Tensor self, *, ScalarType? dtype=None)", ones_like, ALL, ""),
    custom!(&["torch.full_like"], "full_like(Tensor self, float fill_value, *, ScalarType? dtype=None)", full_like, ALL, ""),
];

/// The registry entry for a spelling.
pub fn lookup(name: &str) -> Option<&'static OpDef> {
    OPS.iter().find(|d| d.names.contains(&name))
}

/// All supported spellings.
pub fn supported_names() -> impl Iterator<Item = &'static str> {
    OPS.iter().flat_map(|d| d.names.iter().copied())
}

// ---------------------------------------------------------------------------
// Binding

/// A dtype written as `torch.float32` (or an alias).
fn dtype_of(e: &Expr) -> Option<Dtype> {
    Some(match dotted_name(e)?.as_str() {
        "torch.float32" | "torch.float" => Dtype::Float32,
        "torch.float64" | "torch.double" => Dtype::Float64,
        "torch.int64" | "torch.long" => Dtype::Int64,
        "torch.int32" | "torch.int" => Dtype::Int32,
        "torch.bool" => Dtype::Bool,
        _ => return None,
    })
}

/// An integer literal, possibly negated.
pub fn literal_int(e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand,
        } => literal_int(operand).map(|v| -v),
        _ => None,
    }
}

/// An int known at compile time: a literal, or an expression whose value
/// is known (a specialized entry parameter, arithmetic on known ints).
fn static_int<'c, 'b>(fe: &mut FunctionEmitter<'c, 'b, '_, '_>, e: &Expr) -> Emit<Option<i64>> {
    if let Some(v) = literal_int(e) {
        return Ok(Some(v));
    }
    if matches!(
        e.kind,
        ExprKind::List(_) | ExprKind::Tuple(_) | ExprKind::Float(_) | ExprKind::Str(_)
    ) {
        return Ok(None);
    }
    let v = fe.emit_expr(e)?;
    Ok(if v.ty == ScriptType::Int {
        fe.known_int(&v)
    } else {
        None
    })
}

/// A list (or single) of compile-time ints.
fn static_ints<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    e: &Expr,
) -> Emit<Option<Vec<i64>>> {
    match &e.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => {
            let mut out = Vec::new();
            for i in items {
                match static_int(fe, i)? {
                    Some(v) => out.push(v),
                    None => return Ok(None),
                }
            }
            Ok(Some(out))
        }
        _ => Ok(static_int(fe, e)?.map(|v| vec![v])),
    }
}

fn literal_float(e: &Expr) -> Option<f64> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v as f64),
        ExprKind::Float(v) => Some(*v),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand,
        } => literal_float(operand).map(|v| -v),
        _ => None,
    }
}

fn literal_ints(e: &Expr) -> Option<Vec<i64>> {
    match &e.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().map(literal_int).collect(),
        _ => literal_int(e).map(|v| vec![v]),
    }
}

fn default_arg<'c, 'b>(d: &Default) -> Arg<'c, 'b> {
    match d {
        Default::None => Arg::None,
        Default::Int(i) => Arg::Int(*i),
        Default::Float(f) => Arg::Float(*f),
        Default::Bool(b) => Arg::Bool(*b),
        Default::Str(s) => Arg::Str(s.clone()),
    }
}

/// Evaluates one argument expression for a parameter.
fn bind_one<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    op: &str,
    p: &op_schema::Param,
    e: &Expr,
) -> Emit<Arg<'c, 'b>> {
    if p.optional && matches!(e.kind, ExprKind::None) {
        return Ok(Arg::None);
    }
    let need = |what: &str| {
        Diagnostic::error(
            format!("{op}(): argument '{}' must be {what}", p.name),
            e.span,
        )
    };
    Ok(match p.ty {
        ParamType::Tensor | ParamType::Scalar => {
            let v = fe.emit_expr(e)?;
            if p.ty == ParamType::Tensor && v.ty != ScriptType::Tensor {
                return Err(need(&format!("a Tensor, not {}", v.ty)));
            }
            if !matches!(
                v.ty,
                ScriptType::Tensor | ScriptType::Int | ScriptType::Float | ScriptType::Bool
            ) {
                return Err(need(&format!("a Tensor or a number, not {}", v.ty)));
            }
            Arg::Value(v, literal_int(e))
        }
        ParamType::Int => Arg::Int(
            static_int(fe, e)?
                .ok_or_else(|| need("an integer literal (or an int known at compile time)"))?,
        ),
        ParamType::IntList | ParamType::VarInts => {
            Arg::Ints(static_ints(fe, e)?.ok_or_else(|| {
                need("an integer literal or a list of them (or ints known at compile time)")
            })?)
        }
        // Keep an int written as an int: dtype inference (arange, full) looks.
        ParamType::Float => match literal_float(e) {
            Some(_) if literal_int(e).is_some() => Arg::Int(literal_int(e).expect("checked")),
            Some(f) => Arg::Float(f),
            None => Arg::Int(
                static_int(fe, e)?
                    .ok_or_else(|| need("a number literal (or an int known at compile time)"))?,
            ),
        },
        ParamType::Bool => match e.kind {
            ExprKind::Bool(b) => Arg::Bool(b),
            _ => return Err(need("True or False")),
        },
        ParamType::Str => match &e.kind {
            ExprKind::Str(s) => Arg::Str(s.clone()),
            _ => return Err(need("a string literal")),
        },
        ParamType::Dtype => {
            Arg::Dtype(dtype_of(e).ok_or_else(|| need("a dtype such as torch.float32"))?)
        }
        ParamType::IntListOrStr => match &e.kind {
            ExprKind::Str(s) => Arg::Str(s.clone()),
            _ => {
                Arg::Ints(literal_ints(e).ok_or_else(|| need("integers or a padding mode string"))?)
            }
        },
        ParamType::TensorList => match &e.kind {
            ExprKind::List(items) | ExprKind::Tuple(items) => {
                let mut values = Vec::new();
                for item in items {
                    let v = fe.emit_expr(item)?;
                    if v.ty != ScriptType::Tensor {
                        return Err(Diagnostic::error(
                            format!("{op}(): expected a list of Tensors, found {}", v.ty),
                            item.span,
                        ));
                    }
                    values.push(v);
                }
                Arg::Values(values)
            }
            _ => return Err(need("a list display of tensors, e.g. [a, b]")),
        },
        ParamType::Data => Arg::Literal(e.clone()),
    })
}

/// Binds a call's arguments to `def`'s schema.
fn bind<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    def: &OpDef,
    call: &TorchCall<'_, 'c, 'b>,
) -> Emit<Bound<'c, 'b>> {
    let schema = op_schema::parse(def.schema);
    let op = schema.name.clone();
    let mut slots: Vec<Option<Arg<'c, 'b>>> = vec![None; schema.params.len()];
    let mut next = 0;
    if let Some(r) = call.receiver {
        slots[0] = Some(Arg::Value(r, None));
        next = 1;
    }
    let mut positional = call.args.iter().peekable();
    while let Some(a) = positional.next() {
        let Some(p) = schema.params.get(next).filter(|p| !p.keyword_only) else {
            return Err(Diagnostic::error(
                format!("{op}() takes {next} positional arguments but more were given"),
                a.span,
            ));
        };
        if p.ty == ParamType::VarInts && !matches!(a.kind, ExprKind::List(_) | ExprKind::Tuple(_)) {
            // `x.view(2, 3)`: this and every following positional argument.
            let size_error = |e: &Expr| {
                Diagnostic::error(
                    format!(
                        "{op}(): sizes must be integer literals (or ints known at compile time)"
                    ),
                    e.span,
                )
            };
            let mut values = vec![static_int(fe, a)?.ok_or_else(|| size_error(a))?];
            for more in positional.by_ref() {
                values.push(static_int(fe, more)?.ok_or_else(|| size_error(more))?);
            }
            slots[next] = Some(Arg::Ints(values));
        } else {
            slots[next] = Some(bind_one(fe, &op, p, a)?);
        }
        next += 1;
    }
    for k in call.keywords {
        let (name, span) = k.name.as_ref().expect("**kwargs rejected by the caller");
        let Some(i) = schema.params.iter().position(|p| &p.name == name) else {
            return Err(Diagnostic::error(
                format!("{op}() got an unexpected keyword argument '{name}'"),
                *span,
            ));
        };
        if slots[i].is_some() {
            return Err(Diagnostic::error(
                format!("{op}() got multiple values for argument '{name}'"),
                *span,
            ));
        }
        slots[i] = Some(bind_one(fe, &op, &schema.params[i], &k.value)?);
    }
    let mut args = Vec::new();
    for (p, slot) in schema.params.iter().zip(slots) {
        let arg = match (slot, &p.default) {
            (Some(a), _) => a,
            (None, Some(d)) => default_arg(d),
            (None, None) if p.optional => Arg::None,
            (None, None) => {
                return Err(Diagnostic::error(
                    format!("{op}() is missing value for argument '{}'", p.name),
                    call.span,
                ))
            }
        };
        args.push((p.name.clone(), arg));
    }
    Ok(Bound {
        op,
        span: call.span,
        args,
    })
}

/// Emits the ts ops for a torch call.
pub fn emit<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    call: TorchCall<'_, 'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let Some(def) = lookup(call.name) else {
        let shown = call
            .name
            .strip_prefix("Tensor.")
            .map(|m| format!("Tensor method `{m}`"))
            .unwrap_or_else(|| format!("`{}`", call.name));
        let mut d = Diagnostic::error(format!("{shown} is not supported"), call.span);
        if let Some(near) = closest(call.name) {
            d = d.with_help(format!("the closest supported op is `{near}`"));
        }
        return Err(d);
    };
    let bound = bind(fe, def, &call)?;
    let one = |v: Typed<'c, 'b>| Emitted::One(v);
    match def.lowering {
        Lowering::Unary(name) => {
            let x = bound.tensor("self")?;
            let mut attrs = Vec::new();
            for p in op_schema::parse(def.schema).params.iter().skip(1) {
                match p.ty {
                    ParamType::Float => {
                        if let Some(v) = bound.float(&p.name) {
                            attrs.push((p.name.clone(), f64_attr(fe, v)));
                        }
                    }
                    ParamType::Str => {
                        if let Some(s) = bound.string(&p.name) {
                            if s != "none" && s != "tanh" {
                                return Err(bound.error(format!(
                                    "approximate must be 'none' or 'tanh', got '{s}'"
                                )));
                            }
                            attrs.push((p.name.clone(), StringAttribute::new(fe.ctx, &s).into()));
                        }
                    }
                    _ => {}
                }
            }
            let attrs: Vec<(&str, Attribute)> =
                attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
            Ok(one(fe.tensor_op(name, &[x.value], &attrs, bound.span)?))
        }
        Lowering::Binary(name) => {
            let params = op_schema::parse(def.schema).params;
            let a = bound.value(&params[0].name)?;
            let b = bound.value(&params[1].name)?;
            if a.ty != ScriptType::Tensor && b.ty != ScriptType::Tensor {
                return Err(bound.error("expects at least one Tensor argument".into()));
            }
            Ok(one(fe.tensor_op(
                name,
                &[a.value, b.value],
                &[],
                bound.span,
            )?))
        }
        Lowering::Reduce(name) => {
            let mut x = bound.tensor("self")?;
            if let Some(d) = bound.dtype("dtype") {
                x = cast(fe, x, d, bound.span)?;
            }
            Ok(one(reduce_op(
                fe,
                name,
                x,
                bound.ints("dim"),
                bound.flag("keepdim"),
                bound.span,
            )?))
        }
        Lowering::Custom(f) => f(fe, &bound),
    }
}

// ---------------------------------------------------------------------------
// Emission helpers

fn f64_attr<'c>(fe: &FunctionEmitter<'c, '_, '_, '_>, v: f64) -> Attribute<'c> {
    FloatAttribute::new(fe.ctx, Type::float64(fe.ctx), v).into()
}

fn i64s_attr<'c>(fe: &FunctionEmitter<'c, '_, '_, '_>, v: &[i64]) -> Attribute<'c> {
    DenseI64ArrayAttribute::new(fe.ctx, v).into()
}

fn bool_attr<'c>(fe: &FunctionEmitter<'c, '_, '_, '_>, v: bool) -> Attribute<'c> {
    BoolAttribute::new(fe.ctx, v).into()
}

/// A tensor op whose result dtype is known at import time.
fn typed_op<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    operands: &[Typed<'c, 'b>],
    attrs: &[(&str, Attribute<'c>)],
    dtype: Dtype,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let ty = TensorType {
        sizes: None,
        dtype: Some(dtype),
    }
    .to_mlir(fe.ctx);
    let values: Vec<_> = operands.iter().map(|t| t.value).collect();
    Ok(Typed {
        value: fe.emit_op(name, &values, ty, attrs, span)?,
        ty: ScriptType::Tensor,
    })
}

fn cast<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    dtype: Dtype,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    typed_op(fe, "ts.cast", &[x], &[], dtype, span)
}

fn reduce_op<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    x: Typed<'c, 'b>,
    dims: Option<Vec<i64>>,
    keepdim: bool,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let mut attrs = vec![("keepdim", bool_attr(fe, keepdim))];
    if let Some(d) = &dims {
        attrs.push(("dims", i64s_attr(fe, d)));
    }
    fe.tensor_op(name, &[x.value], &attrs, span)
}

fn binary_op<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    a: Typed<'c, 'b>,
    b: Typed<'c, 'b>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    fe.tensor_op(name, &[a.value, b.value], &[], span)
}

fn scalar<'c, 'b>(fe: &FunctionEmitter<'c, 'b, '_, '_>, v: f64, span: Span) -> Emit<Typed<'c, 'b>> {
    fe.constant(ScriptType::Float, v, 0, span)
}

// ---------------------------------------------------------------------------
// Custom lowerings

fn relu6<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let attrs = [
        ("min_val", f64_attr(fe, 0.0)),
        ("max_val", f64_attr(fe, 6.0)),
    ];
    Ok(Emitted::One(fe.tensor_op(
        "ts.hardtanh",
        &[x.value],
        &attrs,
        b.span,
    )?))
}

fn where_<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (c, x, y) = (b.tensor("condition")?, b.value("self")?, b.value("other")?);
    Ok(Emitted::One(fe.tensor_op(
        "ts.where",
        &[c.value, x.value, y.value],
        &[],
        b.span,
    )?))
}

fn clamp<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let mut attrs = Vec::new();
    if let Some(v) = b.float("min") {
        attrs.push(("min", f64_attr(fe, v)));
    }
    if let Some(v) = b.float("max") {
        attrs.push(("max", f64_attr(fe, v)));
    }
    if attrs.is_empty() {
        return Err(b.error("at least one of 'min' and 'max' must not be None".into()));
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.clamp",
        &[x.value],
        &attrs,
        b.span,
    )?))
}

fn moment<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let correction =
        b.float("correction")
            .unwrap_or(if matches!(b.get("unbiased"), Arg::Bool(false)) {
                0.0
            } else {
                1.0
            });
    let mut attrs = vec![
        ("keepdim", bool_attr(fe, b.flag("keepdim"))),
        ("correction", f64_attr(fe, correction)),
    ];
    let dims = b.ints("dim");
    if let Some(d) = &dims {
        attrs.push(("dims", i64s_attr(fe, d)));
    }
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value],
        &attrs,
        b.span,
    )?))
}

fn var<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    moment(fe, b, "ts.var")
}

fn std_<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    moment(fe, b, "ts.std")
}

/// `max`/`min`: the whole-tensor extreme, (values, indices) along a dim,
/// or the elementwise extreme of two tensors.
fn extreme<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    is_max: bool,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    match b.get("dim") {
        Arg::None => {
            let name = if is_max { "ts.amax" } else { "ts.amin" };
            Ok(Emitted::One(reduce_op(fe, name, x, None, false, b.span)?))
        }
        Arg::Value(other, None) if other.ty == ScriptType::Tensor => {
            let name = if is_max { "ts.maximum" } else { "ts.minimum" };
            Ok(Emitted::One(binary_op(fe, name, x, *other, b.span)?))
        }
        _ => {
            let dim = b
                .int("dim")
                .ok_or_else(|| b.error("argument 'dim' must be an integer literal".into()))?;
            let name = if is_max { "ts.max_dim" } else { "ts.min_dim" };
            let t = fe.ty(ScriptType::Tensor, b.span)?;
            let attrs = [
                ("dim", fe.int_attr(dim)),
                ("keepdim", bool_attr(fe, b.flag("keepdim"))),
            ];
            let values = fe.emit_op_multi(name, &[x.value], &[t, t], &attrs, b.span)?;
            Ok(Emitted::Tuple(
                values
                    .into_iter()
                    .map(|value| {
                        Emitted::One(Typed {
                            value,
                            ty: ScriptType::Tensor,
                        })
                    })
                    .collect(),
            ))
        }
    }
}

fn max<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    extreme(fe, b, true)
}

fn min<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    extreme(fe, b, false)
}

fn arg_index<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let mut attrs = vec![("keepdim", bool_attr(fe, b.flag("keepdim")))];
    if let Some(d) = b.int("dim") {
        attrs.push(("dim", fe.int_attr(d)));
    }
    Ok(Emitted::One(typed_op(
        fe,
        name,
        &[x],
        &attrs,
        Dtype::Int64,
        b.span,
    )?))
}

fn argmax<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    arg_index(fe, b, "ts.argmax")
}

fn argmin<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    arg_index(fe, b, "ts.argmin")
}

fn softmax_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let mut x = b.tensor("self")?;
    if let Some(d) = b.dtype("dtype") {
        x = cast(fe, x, d, b.span)?;
    }
    let dim = b
        .int("dim")
        .ok_or_else(|| b.error("argument 'dim' must be an integer literal".into()))?;
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value],
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

fn softmax<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    softmax_like(fe, b, "ts.softmax")
}

fn log_softmax<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    softmax_like(fe, b, "ts.log_softmax")
}

fn matmul<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let params = op_schema::parse(lookup_schema(&b.op)).params;
    let (x, y) = (b.tensor(&params[0].name)?, b.tensor(&params[1].name)?);
    Ok(Emitted::One(binary_op(fe, "ts.matmul", x, y, b.span)?))
}

fn lookup_schema(op: &str) -> &'static str {
    OPS.iter()
        .find(|d| op_schema::parse(d.schema).name == op)
        .map(|d| d.schema)
        .unwrap_or("x()")
}

fn transposed<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    a: i64,
    b: i64,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    fe.tensor_op(
        "ts.transpose",
        &[x.value],
        &[("dim0", fe.int_attr(a)), ("dim1", fe.int_attr(b))],
        span,
    )
}

fn linear<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, w) = (b.tensor("input")?, b.tensor("weight")?);
    let wt = transposed(fe, w, 0, -1, b.span)?;
    let mut y = binary_op(fe, "ts.matmul", x, wt, b.span)?;
    if let Some(bias) = b.opt_tensor("bias")? {
        y = binary_op(fe, "ts.add", y, bias, b.span)?;
    }
    Ok(Emitted::One(y))
}

fn addmm<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (s, m1, m2) = (b.tensor("self")?, b.tensor("mat1")?, b.tensor("mat2")?);
    let (beta, alpha) = (
        b.float("beta").unwrap_or(1.0),
        b.float("alpha").unwrap_or(1.0),
    );
    let mut p = binary_op(fe, "ts.matmul", m1, m2, b.span)?;
    if alpha != 1.0 {
        let a = scalar(fe, alpha, b.span)?;
        p = binary_op(fe, "ts.mul", p, a, b.span)?;
    }
    let mut base = s;
    if beta != 1.0 {
        let c = scalar(fe, beta, b.span)?;
        base = binary_op(fe, "ts.mul", s, c, b.span)?;
    }
    Ok(Emitted::One(binary_op(fe, "ts.add", base, p, b.span)?))
}

fn layer_norm<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("input")?;
    let n = b.ints("normalized_shape").map_or(0, |s| s.len()) as i64;
    if n == 0 {
        return Err(b.error("normalized_shape must not be empty".into()));
    }
    let dims: Vec<i64> = (-n..0).collect();
    let mean = reduce_op(fe, "ts.mean", x, Some(dims.clone()), true, b.span)?;
    let attrs = [
        ("keepdim", bool_attr(fe, true)),
        ("correction", f64_attr(fe, 0.0)),
        ("dims", i64s_attr(fe, &dims)),
    ];
    let var = fe.tensor_op("ts.var", &[x.value], &attrs, b.span)?;
    let eps = scalar(fe, b.float("eps").unwrap_or(1e-5), b.span)?;
    let centered = binary_op(fe, "ts.sub", x, mean, b.span)?;
    let denom = binary_op(fe, "ts.add", var, eps, b.span)?;
    let inv = fe.tensor_op("ts.rsqrt", &[denom.value], &[], b.span)?;
    let mut y = binary_op(fe, "ts.mul", centered, inv, b.span)?;
    if let Some(w) = b.opt_tensor("weight")? {
        y = binary_op(fe, "ts.mul", y, w, b.span)?;
    }
    if let Some(bias) = b.opt_tensor("bias")? {
        y = binary_op(fe, "ts.add", y, bias, b.span)?;
    }
    Ok(Emitted::One(y))
}

fn dropout<'c, 'b>(
    _fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    if b.flag("training") {
        return Err(b.error(
            "training-mode dropout is not supported (the compiler targets inference)".into(),
        ));
    }
    Ok(Emitted::One(b.tensor("input")?))
}

fn reshape<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let shape = b
        .ints("shape")
        .ok_or_else(|| b.error("expects a shape".into()))?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.reshape",
        &[x.value],
        &[("shape", i64s_attr(fe, &shape))],
        b.span,
    )?))
}

fn flatten<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let (s, e) = (
        b.int("start_dim").unwrap_or(0),
        b.int("end_dim").unwrap_or(-1),
    );
    Ok(Emitted::One(fe.tensor_op(
        "ts.flatten",
        &[x.value],
        &[("start_dim", fe.int_attr(s)), ("end_dim", fe.int_attr(e))],
        b.span,
    )?))
}

fn squeeze<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let attrs: Vec<(&str, Attribute)> = b
        .int("dim")
        .map(|d| ("dim", fe.int_attr(d)))
        .into_iter()
        .collect();
    Ok(Emitted::One(fe.tensor_op(
        "ts.squeeze",
        &[x.value],
        &attrs,
        b.span,
    )?))
}

fn unsqueeze<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let d = b
        .int("dim")
        .ok_or_else(|| b.error("argument 'dim' must be an integer literal".into()))?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.unsqueeze",
        &[x.value],
        &[("dim", fe.int_attr(d))],
        b.span,
    )?))
}

fn permute<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let dims = b
        .ints("dims")
        .ok_or_else(|| b.error("expects dims".into()))?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.permute",
        &[x.value],
        &[("dims", i64s_attr(fe, &dims))],
        b.span,
    )?))
}

fn transpose<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let (d0, d1) = (b.int("dim0").unwrap_or(0), b.int("dim1").unwrap_or(1));
    Ok(Emitted::One(transposed(fe, x, d0, d1, b.span)?))
}

fn t<'c, 'b>(fe: &mut FunctionEmitter<'c, 'b, '_, '_>, b: &Bound<'c, 'b>) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    Ok(Emitted::One(transposed(fe, x, 0, -1, b.span)?))
}

fn identity<'c, 'b>(
    _fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(b.tensor("self")?))
}

fn convert_to<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    d: Dtype,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(cast(fe, b.tensor("self")?, d, b.span)?))
}

fn to_float32<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    convert_to(fe, b, Dtype::Float32)
}

fn to_float64<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    convert_to(fe, b, Dtype::Float64)
}

fn to_int64<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    convert_to(fe, b, Dtype::Int64)
}

fn to_int32<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    convert_to(fe, b, Dtype::Int32)
}

fn to_bool<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    convert_to(fe, b, Dtype::Bool)
}

fn to_dtype<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let d = b
        .dtype("dtype")
        .ok_or_else(|| b.error("expects a dtype".into()))?;
    convert_to(fe, b, d)
}

fn fill_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    value: f64,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let attrs = [("value", f64_attr(fe, value))];
    Ok(Emitted::One(match b.dtype("dtype") {
        Some(d) => typed_op(fe, "ts.full_like", &[x], &attrs, d, b.span)?,
        None => fe.tensor_op("ts.full_like", &[x.value], &attrs, b.span)?,
    }))
}

fn zeros_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    fill_like(fe, b, 0.0)
}

fn ones_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    fill_like(fe, b, 1.0)
}

fn full_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let v = b
        .float("fill_value")
        .ok_or_else(|| b.error("fill_value must be a number literal".into()))?;
    fill_like(fe, b, v)
}

/// An int-list argument expanded to `n` values (`stride=2` → [2, 2]).
fn spatial(b: &Bound, name: &str, n: usize, default: i64) -> Emit<Vec<i64>> {
    let v = b.ints(name).unwrap_or_else(|| vec![default]);
    match v.len() {
        1 => Ok(vec![v[0]; n]),
        len if len == n => Ok(v),
        len => Err(b.error(format!("'{name}' needs 1 or {n} values, got {len}"))),
    }
}

fn conv<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    n: usize,
) -> Emit<Emitted<'c, 'b>> {
    let (x, w) = (b.tensor("input")?, b.tensor("weight")?);
    let stride = spatial(b, "stride", n, 1)?;
    let dilation = spatial(b, "dilation", n, 1)?;
    let mut attrs = vec![
        ("stride", i64s_attr(fe, &stride)),
        ("dilation", i64s_attr(fe, &dilation)),
        ("groups", fe.int_attr(b.int("groups").unwrap_or(1))),
    ];
    match b.string("padding").as_deref() {
        Some("valid") => attrs.push(("padding", i64s_attr(fe, &vec![0; n]))),
        Some("same") => {
            if stride.iter().any(|&s| s != 1) {
                return Err(
                    b.error("padding='same' is not supported for strided convolutions".into())
                );
            }
            attrs.push(("padding", i64s_attr(fe, &vec![0; n])));
            attrs.push(("padding_same", Attribute::unit(fe.ctx)));
        }
        Some(other) => {
            return Err(b.error(format!(
                "padding must be 'valid', 'same' or integers, got '{other}'"
            )))
        }
        None => attrs.push(("padding", i64s_attr(fe, &spatial(b, "padding", n, 0)?))),
    }
    let mut operands = vec![x.value, w.value];
    if let Some(bias) = b.opt_tensor("bias")? {
        operands.push(bias.value);
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.convolution",
        &operands,
        &attrs,
        b.span,
    )?))
}

fn conv1d<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    conv(fe, b, 1)
}

fn conv2d<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    conv(fe, b, 2)
}

fn pool<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    n: usize,
    is_max: bool,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("input")?;
    let kernel = spatial(b, "kernel_size", n, 1)?;
    // PyTorch: the stride defaults to the kernel size.
    let stride = if b.ints("stride").is_some() {
        spatial(b, "stride", n, 1)?
    } else {
        kernel.clone()
    };
    let mut attrs = vec![
        ("kernel", i64s_attr(fe, &kernel)),
        ("stride", i64s_attr(fe, &stride)),
        ("padding", i64s_attr(fe, &spatial(b, "padding", n, 0)?)),
        ("ceil_mode", bool_attr(fe, b.flag("ceil_mode"))),
    ];
    let name = if is_max {
        if b.flag("return_indices") {
            return Err(b.error("return_indices=True is not supported yet".into()));
        }
        attrs.push(("dilation", i64s_attr(fe, &spatial(b, "dilation", n, 1)?)));
        "ts.max_pool"
    } else {
        if b.int("divisor_override").is_some() {
            return Err(b.error("divisor_override is not supported yet".into()));
        }
        attrs.push((
            "count_include_pad",
            bool_attr(fe, !matches!(b.get("count_include_pad"), Arg::Bool(false))),
        ));
        "ts.avg_pool"
    };
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value],
        &attrs,
        b.span,
    )?))
}

fn max_pool1d<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    pool(fe, b, 1, true)
}

fn max_pool2d<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    pool(fe, b, 2, true)
}

fn avg_pool1d<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    pool(fe, b, 1, false)
}

fn avg_pool2d<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    pool(fe, b, 2, false)
}

fn adaptive<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    n: usize,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("input")?;
    let size = spatial(b, "output_size", n, 1)?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.adaptive_avg_pool",
        &[x.value],
        &[("output_size", i64s_attr(fe, &size))],
        b.span,
    )?))
}

fn adaptive_avg_pool1d<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    adaptive(fe, b, 1)
}

fn adaptive_avg_pool2d<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    adaptive(fe, b, 2)
}

fn cat<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let values: Vec<_> = b.tensors("tensors")?.iter().map(|t| t.value).collect();
    let dim = b.int("dim").unwrap_or(0);
    Ok(Emitted::One(fe.tensor_op(
        "ts.cat",
        &values,
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

fn stack<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let dim = b.int("dim").unwrap_or(0);
    let mut values = Vec::new();
    for t in b.tensors("tensors")? {
        values.push(
            fe.tensor_op(
                "ts.unsqueeze",
                &[t.value],
                &[("dim", fe.int_attr(dim))],
                b.span,
            )?
            .value,
        );
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.cat",
        &values,
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

fn movement<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
    attrs: &[(&str, Attribute<'c>)],
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value],
        attrs,
        b.span,
    )?))
}

fn required(b: &Bound, name: &str) -> Emit<i64> {
    b.int(name)
        .ok_or_else(|| b.error(format!("argument '{name}' must be an integer literal")))
}

fn select<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let attrs = [
        ("dim", fe.int_attr(required(b, "dim")?)),
        ("index", fe.int_attr(required(b, "index")?)),
    ];
    movement(fe, b, "ts.select", &attrs)
}

fn narrow<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (start, length) = (required(b, "start")?, required(b, "length")?);
    if start < 0 || length < 0 {
        return Err(b.error("negative start or length is not supported yet".into()));
    }
    let attrs = [
        ("dim", fe.int_attr(required(b, "dim")?)),
        ("start", fe.int_attr(start)),
        ("end", fe.int_attr(start + length)),
    ];
    movement(fe, b, "ts.slice", &attrs)
}

fn flip<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let dims = b
        .ints("dims")
        .ok_or_else(|| b.error("expects dims".into()))?;
    movement(fe, b, "ts.flip", &[("dims", i64s_attr(fe, &dims))])
}

fn tril<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    movement(
        fe,
        b,
        "ts.tril",
        &[("diagonal", fe.int_attr(b.int("diagonal").unwrap_or(0)))],
    )
}

fn triu<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    movement(
        fe,
        b,
        "ts.triu",
        &[("diagonal", fe.int_attr(b.int("diagonal").unwrap_or(0)))],
    )
}

fn expand<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let sizes = b
        .ints("size")
        .ok_or_else(|| b.error("expects sizes".into()))?;
    movement(fe, b, "ts.expand", &[("sizes", i64s_attr(fe, &sizes))])
}

/// `x.expand_as(other)` = `where(ones_like(other, bool), x, x)`: the
/// broadcast of x to other's shape, keeping x's dtype.
fn expand_as<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, other) = (b.tensor("self")?, b.tensor("other")?);
    let ones = typed_op(
        fe,
        "ts.full_like",
        &[other],
        &[("value", f64_attr(fe, 1.0))],
        Dtype::Bool,
        b.span,
    )?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.where",
        &[ones.value, x.value, x.value],
        &[],
        b.span,
    )?))
}

fn repeat<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let repeats = b
        .ints("repeats")
        .ok_or_else(|| b.error("expects repeats".into()))?;
    movement(fe, b, "ts.repeat", &[("repeats", i64s_attr(fe, &repeats))])
}

fn masked_fill<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, mask, value) = (b.tensor("self")?, b.tensor("mask")?, b.value("value")?);
    Ok(Emitted::One(fe.tensor_op(
        "ts.where",
        &[mask.value, value.value, x.value],
        &[],
        b.span,
    )?))
}

fn gather_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let (x, index) = (b.tensor("self")?, b.tensor("index")?);
    let dim = required(b, "dim")?;
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value, index.value],
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

fn index_select<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    gather_like(fe, b, "ts.index_select")
}

fn gather<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    gather_like(fe, b, "ts.gather")
}

fn embedding<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (index, weight) = (b.tensor("input")?, b.tensor("weight")?);
    Ok(Emitted::One(fe.tensor_op(
        "ts.embedding",
        &[weight.value, index.value],
        &[],
        b.span,
    )?))
}

fn cumsum<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let mut x = b.tensor("self")?;
    if let Some(d) = b.dtype("dtype") {
        x = cast(fe, x, d, b.span)?;
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.cumsum",
        &[x.value],
        &[("dim", fe.int_attr(required(b, "dim")?))],
        b.span,
    )?))
}

/// `norm`: sqrt(sum(x²)) for p = 2, sum(|x|) for p = 1, else
/// sum(|x|^p)^(1/p).
fn norm<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let p = b.float("p").unwrap_or(2.0);
    let (dims, keepdim) = (b.ints("dim"), b.flag("keepdim"));
    let a = fe.tensor_op("ts.abs", &[x.value], &[], b.span)?;
    let y = if p == 1.0 {
        reduce_op(fe, "ts.sum", a, dims, keepdim, b.span)?
    } else if p == 2.0 {
        let sq = binary_op(fe, "ts.mul", x, x, b.span)?;
        let s = reduce_op(fe, "ts.sum", sq, dims, keepdim, b.span)?;
        fe.tensor_op("ts.sqrt", &[s.value], &[], b.span)?
    } else {
        let pv = scalar(fe, p, b.span)?;
        let powed = binary_op(fe, "ts.pow", a, pv, b.span)?;
        let s = reduce_op(fe, "ts.sum", powed, dims, keepdim, b.span)?;
        let inv = scalar(fe, 1.0 / p, b.span)?;
        binary_op(fe, "ts.pow", s, inv, b.span)?
    };
    Ok(Emitted::One(y))
}

/// Inference batch norm: `x * scale[c] + shift[c]` with
/// scale = weight / sqrt(var + eps) and shift = bias - mean * scale.
fn batch_norm<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    if b.flag("training") {
        return Err(b.error(
            "training-mode batch_norm is not supported (the compiler targets inference)".into(),
        ));
    }
    let (x, mean, var) = (
        b.tensor("input")?,
        b.tensor("running_mean")?,
        b.tensor("running_var")?,
    );
    let eps = scalar(fe, b.float("eps").unwrap_or(1e-5), b.span)?;
    let denom = binary_op(fe, "ts.add", var, eps, b.span)?;
    let mut scale = fe.tensor_op("ts.rsqrt", &[denom.value], &[], b.span)?;
    if let Some(w) = b.opt_tensor("weight")? {
        scale = binary_op(fe, "ts.mul", scale, w, b.span)?;
    }
    let ms = binary_op(fe, "ts.mul", mean, scale, b.span)?;
    let shift = match b.opt_tensor("bias")? {
        Some(bias) => binary_op(fe, "ts.sub", bias, ms, b.span)?,
        None => fe.tensor_op("ts.neg", &[ms.value], &[], b.span)?,
    };
    Ok(Emitted::One(fe.tensor_op(
        "ts.channel_affine",
        &[x.value, scale.value, shift.value],
        &[],
        b.span,
    )?))
}

/// A creation op with a fully static result type.
fn created<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    attrs: &[(&str, Attribute<'c>)],
    sizes: Vec<i64>,
    dtype: Dtype,
    span: Span,
) -> Emit<Emitted<'c, 'b>> {
    let ty = TensorType::new(sizes, dtype).to_mlir(fe.ctx);
    Ok(Emitted::One(Typed {
        value: fe.emit_op(name, &[], ty, attrs, span)?,
        ty: ScriptType::Tensor,
    }))
}

fn filled<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    value: f64,
) -> Emit<Emitted<'c, 'b>> {
    let size = b
        .ints("size")
        .ok_or_else(|| b.error("expects sizes".into()))?;
    if size.iter().any(|&d| d < 0) {
        return Err(b.error(format!("negative size in {size:?}")));
    }
    let dtype = b.dtype("dtype").unwrap_or(Dtype::Float32);
    created(
        fe,
        "ts.full",
        &[
            ("shape", i64s_attr(fe, &size)),
            ("value", f64_attr(fe, value)),
        ],
        size,
        dtype,
        b.span,
    )
}

fn zeros<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    filled(fe, b, 0.0)
}

fn ones<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    filled(fe, b, 1.0)
}

fn full<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let value = b
        .float("fill_value")
        .ok_or_else(|| b.error("fill_value must be a number literal".into()))?;
    let default = match b.get("fill_value") {
        Arg::Int(_) => Dtype::Int64,
        _ => Dtype::Float32,
    };
    let size = b
        .ints("size")
        .ok_or_else(|| b.error("expects sizes".into()))?;
    let dtype = b.dtype("dtype").unwrap_or(default);
    created(
        fe,
        "ts.full",
        &[
            ("shape", i64s_attr(fe, &size)),
            ("value", f64_attr(fe, value)),
        ],
        size,
        dtype,
        b.span,
    )
}

fn range_op<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    start: f64,
    step: f64,
    length: i64,
    dtype: Dtype,
) -> Emit<Emitted<'c, 'b>> {
    let attrs = [
        ("start", f64_attr(fe, start)),
        ("step", f64_attr(fe, step)),
        ("length", fe.int_attr(length)),
    ];
    created(fe, "ts.range", &attrs, vec![length], dtype, b.span)
}

fn arange<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let first = b
        .float("start")
        .ok_or_else(|| b.error("bounds must be number literals".into()))?;
    let (start, end) = match b.float("end") {
        Some(end) => (first, end),
        None => (0.0, first),
    };
    let step = b.float("step").unwrap_or(1.0);
    if step == 0.0 {
        return Err(b.error("step must be nonzero".into()));
    }
    let all_int = ["start", "end", "step"]
        .iter()
        .all(|n| matches!(b.get(n), Arg::Int(_) | Arg::None));
    let dtype = b.dtype("dtype").unwrap_or(if all_int {
        Dtype::Int64
    } else {
        Dtype::Float32
    });
    let length = ((end - start) / step).ceil().max(0.0) as i64;
    range_op(fe, b, start, step, length, dtype)
}

fn linspace<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (start, end) = (
        b.float("start").unwrap_or(0.0),
        b.float("end").unwrap_or(0.0),
    );
    let steps = required(b, "steps")?;
    if steps < 0 {
        return Err(b.error("number of steps must be non-negative".into()));
    }
    let step = if steps > 1 {
        (end - start) / (steps - 1) as f64
    } else {
        0.0
    };
    range_op(
        fe,
        b,
        start,
        step,
        steps,
        b.dtype("dtype").unwrap_or(Dtype::Float32),
    )
}

fn eye<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let n = required(b, "n")?;
    let m = b.int("m").unwrap_or(n);
    if n < 0 || m < 0 {
        return Err(b.error("sizes must be non-negative".into()));
    }
    let dtype = b.dtype("dtype").unwrap_or(Dtype::Float32);
    created(
        fe,
        "ts.eye",
        &[("n", fe.int_attr(n)), ("m", fe.int_attr(m))],
        vec![n, m],
        dtype,
        b.span,
    )
}

fn random<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    normal: bool,
) -> Emit<Emitted<'c, 'b>> {
    let size = b
        .ints("size")
        .ok_or_else(|| b.error("expects sizes".into()))?;
    if size.iter().any(|&d| d < 0) {
        return Err(b.error(format!("negative size in {size:?}")));
    }
    let dtype = b.dtype("dtype").unwrap_or(Dtype::Float32);
    if !dtype.is_float() {
        return Err(b.error(format!("dtype must be a floating-point type, got {dtype}")));
    }
    let stream = fe.rng_stream;
    fe.rng_stream += 1;
    let attrs = [
        ("seed", fe.int_attr(fe.rng_seed)),
        ("stream", fe.int_attr(stream)),
        ("normal", bool_attr(fe, normal)),
    ];
    created(fe, "ts.random", &attrs, size, dtype, b.span)
}

fn rand<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    random(fe, b, false)
}

fn randn<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    random(fe, b, true)
}

/// `torch.manual_seed(k)`: later random ops in this function use seed k,
/// with their streams counted from 0 again (so a seed reproduces them).
fn manual_seed<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    fe.rng_seed = required(b, "seed")?;
    fe.rng_stream = 0;
    Ok(Emitted::One(fe.constant_none(b.span)?))
}

/// A shape query: an int, constant once shapes are refined.
pub fn shape_query<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    x: Typed<'c, 'b>,
    dim: Option<i64>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let attrs: Vec<(&str, Attribute)> = dim.map(|d| ("dim", fe.int_attr(d))).into_iter().collect();
    let ty = fe.ty(ScriptType::Int, span)?;
    Ok(Typed {
        value: fe.emit_op(name, &[x.value], ty, &attrs, span)?,
        ty: ScriptType::Int,
    })
}

fn dim<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(shape_query(
        fe,
        "ts.dim",
        b.tensor("self")?,
        None,
        b.span,
    )?))
}

fn numel<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(shape_query(
        fe,
        "ts.numel",
        b.tensor("self")?,
        None,
        b.span,
    )?))
}

fn size<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let d = b.int("dim").ok_or_else(|| {
        b.error("size() without a dim returns a List[int], which is not supported yet".into())
    })?;
    Ok(Emitted::One(shape_query(
        fe,
        "ts.size",
        b.tensor("self")?,
        Some(d),
        b.span,
    )?))
}

/// Flattens a nested list literal: its shape and elements.
fn literal_data(
    e: &Expr,
    shape: &mut Vec<i64>,
    depth: usize,
    out: &mut Vec<Expr>,
) -> Result<(), Diagnostic> {
    match &e.kind {
        ExprKind::List(items) | ExprKind::Tuple(items) => {
            if shape.len() == depth {
                shape.push(items.len() as i64);
            } else if shape[depth] != items.len() as i64 {
                return Err(Diagnostic::error(
                    "tensor(): the nested lists are ragged",
                    e.span,
                ));
            }
            items
                .iter()
                .try_for_each(|i| literal_data(i, shape, depth + 1, out))
        }
        _ if shape.len() > depth => Err(Diagnostic::error(
            "tensor(): the nested lists are ragged",
            e.span,
        )),
        _ => {
            out.push(e.clone());
            Ok(())
        }
    }
}

fn tensor_literal<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let Arg::Literal(data) = b.get("data") else {
        return Err(b.error("expects literal data".into()));
    };
    let (mut shape, mut elems) = (Vec::new(), Vec::new());
    literal_data(data, &mut shape, 0, &mut elems)?;
    let is_bool = elems.iter().all(|e| matches!(e.kind, ExprKind::Bool(_)));
    let is_int = elems.iter().all(|e| literal_int(e).is_some());
    let dtype = b.dtype("dtype").unwrap_or(if is_bool && !elems.is_empty() {
        Dtype::Bool
    } else if is_int {
        Dtype::Int64
    } else {
        Dtype::Float32
    });
    let mut texts = Vec::new();
    for e in &elems {
        let v = match &e.kind {
            ExprKind::Bool(b) => *b as i64 as f64,
            _ => literal_float(e).ok_or_else(|| {
                Diagnostic::error("tensor(): elements must be number or bool literals", e.span)
            })?,
        };
        texts.push(match dtype {
            Dtype::Bool => (v != 0.0).to_string(),
            d if d.is_float() => format!("{v:?}"),
            _ => (v as i64).to_string(),
        });
    }
    let t = TensorType::new(shape.clone(), dtype);
    let builtin = t
        .to_builtin(fe.ctx)
        .ok_or_else(|| b.error("bad literal type".into()))?;
    let attr = Attribute::parse(
        fe.ctx,
        &format!(
            "dense<{}> : {builtin}",
            if texts.is_empty() {
                String::new()
            } else {
                nest(&texts, &shape)
            }
        ),
    )
    .ok_or_else(|| b.error("cannot build the literal".into()))?;
    created(fe, "ts.literal", &[("value", attr)], shape, dtype, b.span)
}

/// `[[a, b], [c, d]]` text of flat `items` with `shape`.
fn nest(items: &[String], shape: &[i64]) -> String {
    if shape.len() <= 1 {
        return format!("[{}]", items.join(", "));
    }
    let chunk = items.len() / shape[0].max(1) as usize;
    let parts: Vec<String> = items
        .chunks(chunk.max(1))
        .map(|c| nest(c, &shape[1..]))
        .collect();
    format!("[{}]", parts.join(", "))
}

// ---------------------------------------------------------------------------

/// The supported spelling nearest to `name` by edit distance, if close.
fn closest(name: &str) -> Option<&'static str> {
    let short = |s: &str| s.rsplit('.').next().unwrap_or(s).to_string();
    let target = short(name);
    supported_names()
        .map(|n| (edit_distance(&short(n), &target), n))
        .filter(|(d, _)| *d <= 2.max(target.len() / 3))
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            cur.push(
                (prev[j] + usize::from(ca != *cb))
                    .min(prev[j + 1] + 1)
                    .min(cur[j] + 1),
            );
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_schema_parses_and_spellings_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for def in OPS {
            let s = op_schema::parse(def.schema);
            assert!(!s.params.is_empty(), "{}", def.schema);
            for n in def.names {
                assert!(seen.insert(*n), "{n} is listed twice");
            }
        }
    }
}
