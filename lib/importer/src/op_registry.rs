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
    op_binding::{bind, Arg, Bound},
    op_lowerings::*,
    op_schema::{self, ParamType},
    script_type::ScriptType,
};
use melior::ir::{attribute::StringAttribute, Attribute};
use ts_frontend::{
    ast::{Expr, Keyword},
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
/// What ATen's average pools take (an int64 average truncates).
const AVG: &str = "float32, float64, int64";

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
    unary!(&["torch.erfc", "Tensor.erfc", "torch.special.erfc"], "erfc(Tensor self)", "ts.erfc", ALL, FLOAT_MATH),
    unary!(&["torch.asin", "Tensor.asin", "torch.arcsin", "Tensor.arcsin"], "asin(Tensor self)", "ts.asin", ALL, FLOAT_MATH),
    unary!(&["torch.acos", "Tensor.acos", "torch.arccos", "Tensor.arccos"], "acos(Tensor self)", "ts.acos", ALL, FLOAT_MATH),
    unary!(&["torch.atan", "Tensor.atan", "torch.arctan", "Tensor.arctan"], "atan(Tensor self)", "ts.atan", ALL, FLOAT_MATH),
    unary!(&["torch.sinh", "Tensor.sinh"], "sinh(Tensor self)", "ts.sinh", ALL, FLOAT_MATH),
    unary!(&["torch.cosh", "Tensor.cosh"], "cosh(Tensor self)", "ts.cosh", ALL, FLOAT_MATH),
    unary!(&["torch.asinh", "Tensor.asinh", "torch.arcsinh", "Tensor.arcsinh"], "asinh(Tensor self)", "ts.asinh", ALL, FLOAT_MATH),
    unary!(&["torch.acosh", "Tensor.acosh", "torch.arccosh", "Tensor.arccosh"], "acosh(Tensor self)", "ts.acosh", ALL, FLOAT_MATH),
    unary!(&["torch.atanh", "Tensor.atanh", "torch.arctanh", "Tensor.arctanh"], "atanh(Tensor self)", "ts.atanh", ALL, FLOAT_MATH),
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
    unary!(&["torch.abs", "torch.absolute", "Tensor.abs", "Tensor.absolute"], "abs(Tensor self)", "ts.abs", NUM, ""),
    unary!(&["torch.sign", "Tensor.sign"], "sign(Tensor self)", "ts.sign", NUM, ""),
    unary!(&["torch.floor", "Tensor.floor"], "floor(Tensor self)", "ts.floor", NUM, "identity on integers"),
    unary!(&["torch.ceil", "Tensor.ceil"], "ceil(Tensor self)", "ts.ceil", NUM, "identity on integers"),
    custom!(&["torch.round", "Tensor.round"], "round(Tensor self, *, int decimals=0)", round, NUM, "half to even, as PyTorch; with decimals, round(x * 10^d) / 10^d"),
    unary!(&["torch.trunc", "Tensor.trunc", "torch.fix", "Tensor.fix"], "trunc(Tensor self)", "ts.trunc", NUM, "identity on integers"),
    unary!(&["torch.bitwise_not", "Tensor.bitwise_not"], "bitwise_not(Tensor self)", "ts.bitwise_not", INTS, "logical not on bool"),
    unary!(&["torch.logical_not", "Tensor.logical_not"], "logical_not(Tensor self)", "ts.logical_not", ALL, "a bool tensor"),
    // Binary elementwise.
    binary!(&["torch.add", "Tensor.add"], "add(Scalar self, Scalar other, *, Scalar alpha=1)", "ts.add", ALL, "self + alpha * other; bool + bool is logical or"),
    binary!(&["torch.sub", "torch.subtract", "Tensor.sub", "Tensor.subtract"], "sub(Scalar self, Scalar other, *, Scalar alpha=1)", "ts.sub", NUM, "self - alpha * other"),
    binary!(&["torch.mul", "torch.multiply", "Tensor.mul", "Tensor.multiply"], "mul(Scalar self, Scalar other)", "ts.mul", ALL, "bool * bool is logical and"),
    custom!(&["torch.div", "torch.divide", "Tensor.div", "Tensor.divide"], "div(Scalar self, Scalar other, *, str? rounding_mode=None)", div, ALL, "integers give float32; rounding_mode 'floor' is floor_divide, 'trunc' rounds the quotient toward zero (in the promoted dtype)"),
    binary!(&["torch.true_divide", "Tensor.true_divide"], "true_divide(Scalar self, Scalar other)", "ts.div", ALL, "integers give float32"),
    custom!(&["torch.fmod", "Tensor.fmod"], "fmod(Tensor self, Scalar other)", fmod, NUM, "C's fmod: the sign of the dividend"),
    custom!(&["torch.outer", "torch.ger", "Tensor.outer"], "outer(Tensor self, Tensor vec2)", outer, NUM, "decomposed: self[:, None] * vec2[None, :]"),
    custom!(&["torch.count_nonzero", "Tensor.count_nonzero"], "count_nonzero(Tensor self, int[]? dim=None)", count_nonzero, ALL, "an int64 sum of x != 0"),
    custom!(&["torch.allclose", "Tensor.allclose"], "allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False)", allclose, NUM, "a bool: all |a - b| <= atol + rtol * |b|"),
    custom!(&["torch._diff"], "_diff(Tensor self, int n=1, int dim=-1)", diff, NUM, "internal: n times x[1:] - x[:-1] along dim (`diff`'s core)"),
    binary!(&["torch.floor_divide", "Tensor.floor_divide"], "floor_divide(Scalar self, Scalar other)", "ts.floor_divide", NUM, "rounds toward -inf; integer division by 0 yields 0 instead of raising"),
    binary!(&["torch.remainder", "Tensor.remainder"], "remainder(Scalar self, Scalar other)", "ts.remainder", NUM, "sign of the divisor; integer remainder by 0 yields 0 instead of raising"),
    binary!(&["torch.pow", "Tensor.pow"], "pow(Scalar self, Scalar exponent)", "ts.pow", NUM, ""),
    binary!(&["torch.atan2", "Tensor.atan2", "torch.arctan2", "Tensor.arctan2"], "atan2(Tensor self, Tensor other)", "ts.atan2", NUM, "integers give float32"),
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
    custom!(&["torch.where", "Tensor.where"], "where(Tensor condition, Scalar? self=None, Scalar? other=None)", where_, ALL, "broadcasts all three; `where(condition)` alone is `nonzero(condition)` unbound along dim 1: a `List[Tensor]` of the indices along each dim, their length known only at run time"),
    custom!(&["torch.clamp", "torch.clip", "Tensor.clamp", "Tensor.clip"], "clamp(Tensor self, float|Tensor? min=None, float|Tensor? max=None)", clamp, NUM, "bounds are numbers or tensors (values known at run time become maximum/minimum); a float bound promotes an integer tensor to float32"),
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
    custom!(&["torch.sort", "Tensor.sort"], "sort(Tensor self, int dim=-1, bool descending=False, *, bool? stable=None)", sort, ALL, "stable; NaN sorts above every number; (values, indices); O(n²) work along dim (sorts by rank)"),
    custom!(&["torch.median", "Tensor.median"], "median(Tensor self, int? dim=None, bool keepdim=False)", median, ALL, "the lower median; with dim: (values, indices), the index of the first of equal values in sort order; NaN is not propagated (it sorts last)"),
    custom!(&["torch.argsort", "Tensor.argsort"], "argsort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False)", argsort, ALL, "stable"),
    custom!(&["torch.msort", "Tensor.msort"], "msort(Tensor self)", msort, ALL, "sort along dim 0"),
    custom!(&["torch.topk", "Tensor.topk"], "topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True)", topk, ALL, "always sorted; ties keep index order; (values, indices); `k` may be a helper's int parameter, known once calls are inlined"),
    custom!(&["torch.argmax", "Tensor.argmax"], "argmax(Tensor self, int? dim=None, bool keepdim=False)", argmax, ALL, "first occurrence; no dim: index into the flattened tensor"),
    custom!(&["torch.argmin", "Tensor.argmin"], "argmin(Tensor self, int? dim=None, bool keepdim=False)", argmin, ALL, "first occurrence; no dim: index into the flattened tensor"),
    // Neural-net.
    custom!(&["torch.softmax", "Tensor.softmax", "torch.nn.functional.softmax", "torch.special.softmax"], "softmax(Tensor self, int dim, ScalarType? dtype=None)", softmax, F, "stable (subtracts the max)"),
    custom!(&["torch.log_softmax", "Tensor.log_softmax", "torch.nn.functional.log_softmax", "torch.special.log_softmax"], "log_softmax(Tensor self, int dim, ScalarType? dtype=None)", log_softmax, F, "stable (subtracts the max)"),
    custom!(&["torch.einsum"], "einsum(str equation, Tensor... tensors)", einsum, NUM, "`...` broadcasts; operands share one dtype; the equation is a literal"),
    custom!(&["torch.matmul", "Tensor.matmul"], "matmul(Tensor self, Tensor other)", matmul, NUM, "every rank combination, batch dims broadcast"),
    custom!(&["torch.mm", "Tensor.mm"], "mm(Tensor self, Tensor mat2)", matmul, NUM, "2-D only"),
    custom!(&["torch.bmm", "Tensor.bmm"], "bmm(Tensor self, Tensor mat2)", matmul, NUM, "3-D only"),
    custom!(&["torch.nn.functional.linear"], "linear(Tensor input, Tensor weight, Tensor? bias=None)", linear, F, "input @ weight.T + bias"),
    custom!(&["torch.addmm", "Tensor.addmm"], "addmm(Tensor self, Tensor mat1, Tensor mat2, *, float beta=1, float alpha=1)", addmm, F, "beta * self + alpha * (mat1 @ mat2)"),
    custom!(&["torch.nn.functional.interpolate", "torch.nn.functional.upsample"], "interpolate(Tensor input, int[]? size=None, Data scale_factor=None, str mode='nearest', bool? align_corners=None, bool? recompute_scale_factor=None, bool antialias=False)", interpolate, F, "modes nearest, linear, bilinear, trilinear (align_corners or not), with PyTorch's source indices; `size` or a literal `scale_factor`"),
    custom!(&["torch.nn.functional.layer_norm", "torch.layer_norm"], "layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05)", layer_norm, F, "over the last len(normalized_shape) dims"),
    // Convolution and pooling.
    custom!(&["torch.nn.functional.conv1d", "torch.conv1d"], "conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[]|str padding=0, int[] dilation=1, int groups=1)", conv1d, F, "padding may be 'valid' or 'same'"),
    custom!(&["torch.nn.functional.conv2d", "torch.conv2d"], "conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[]|str padding=0, int[] dilation=1, int groups=1)", conv2d, F, "padding may be 'valid' or 'same'"),
    custom!(&["torch.nn.functional.max_pool1d", "torch.max_pool1d"], "max_pool1d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False)", max_pool1d, NUM, "padding counts as -inf"),
    custom!(&["torch.nn.functional.max_pool2d", "torch.max_pool2d"], "max_pool2d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False)", max_pool2d, NUM, "padding counts as -inf"),
    custom!(&["torch.nn.functional.avg_pool1d", "torch.avg_pool1d"], "avg_pool1d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True)", avg_pool1d, AVG, "an int64 average truncates"),
    custom!(&["torch.nn.functional.avg_pool2d", "torch.avg_pool2d"], "avg_pool2d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None)", avg_pool2d, AVG, "an int64 average truncates"),
    custom!(&["torch.nn.functional.adaptive_avg_pool1d", "torch.adaptive_avg_pool1d"], "adaptive_avg_pool1d(Tensor input, int[] output_size)", adaptive_avg_pool1d, F, "windows from floor(o * in / out) to ceil((o + 1) * in / out)"),
    custom!(&["torch.nn.functional.adaptive_avg_pool2d"], "adaptive_avg_pool2d(Tensor input, int[] output_size)", adaptive_avg_pool2d, F, "windows from floor(o * in / out) to ceil((o + 1) * in / out)"),
    custom!(&["torch.nn.functional.conv3d", "torch.conv3d"], "conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[]|str padding=0, int[] dilation=1, int groups=1)", conv3d, F, "padding may be 'valid' or 'same'"),
    custom!(&["torch.nn.functional.max_pool3d", "torch.max_pool3d"], "max_pool3d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False)", max_pool3d, NUM, "padding counts as -inf"),
    custom!(&["torch.nn.functional.avg_pool3d", "torch.avg_pool3d"], "avg_pool3d(Tensor input, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None)", avg_pool3d, AVG, "an int64 average truncates"),
    custom!(&["torch.nn.functional.adaptive_avg_pool3d"], "adaptive_avg_pool3d(Tensor input, int[] output_size)", adaptive_avg_pool3d, F, "windows from floor(o * in / out) to ceil((o + 1) * in / out)"),
    // Shape.
    custom!(&["torch.reshape", "Tensor.reshape", "Tensor.view"], "reshape(Tensor self, SymInt... shape)", reshape, ALL, "one -1 is inferred; sizes may be ints known once shapes are (`x.size(0)`), or another tensor's shape (`x.view(y.size())`); a value, not a view"),
    custom!(&["Tensor.view_as", "Tensor.reshape_as"], "view_as(Tensor self, Tensor other)", reshape_as, ALL, "`other`'s shape, also when known only at run time; a value, not a view"),
    custom!(&["torch.flatten", "Tensor.flatten"], "flatten(Tensor self, int start_dim=0, int end_dim=-1)", flatten, ALL, ""),
    custom!(&["torch.squeeze", "Tensor.squeeze"], "squeeze(Tensor self, int? dim=None)", squeeze, ALL, ""),
    custom!(&["torch.unsqueeze", "Tensor.unsqueeze"], "unsqueeze(Tensor self, int dim)", unsqueeze, ALL, ""),
    custom!(&["torch.permute", "Tensor.permute"], "permute(Tensor self, int... dims)", permute, ALL, ""),
    custom!(&["torch.movedim", "Tensor.movedim", "torch.moveaxis", "Tensor.moveaxis"], "movedim(Tensor self, int[] source, int[] destination)", movedim, ALL, "ints or lists; a value, not a view"),
    custom!(&["torch.diagonal", "Tensor.diagonal"], "diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1)", diagonal, ALL, "the diagonal becomes the last dim; a value, not a view"),
    custom!(&["torch.diag", "Tensor.diag"], "diag(Tensor self, int diagonal=0)", diag, ALL, "1-D: a square matrix with it on the diagonal; 2-D: its diagonal"),
    custom!(&["torch.transpose", "Tensor.transpose", "torch.swapaxes", "Tensor.swapaxes"], "transpose(Tensor self, int dim0, int dim1)", transpose, ALL, ""),
    custom!(&["torch.t", "Tensor.t"], "t(Tensor self)", t, ALL, "rank <= 2 (more raises, as in PyTorch)"),
    custom!(&["Tensor._reversed_dims"], "_reversed_dims(Tensor self)", reversed_dims, ALL, "internal: x.T, the dims reversed (up to 3 dims)"),
    custom!(&["Tensor._matrix_adjoint"], "_matrix_adjoint(Tensor self)", matrix_adjoint, ALL, "internal: x.H of a real tensor (0 or 2 dims)"),
    custom!(&["Tensor.contiguous"], "contiguous(Tensor self)", identity, ALL, "value semantics: the identity"),
    custom!(&["Tensor.clone", "torch.clone"], "clone(Tensor self)", clone, ALL, "a new value (so assigning into it changes nothing else)"),
    custom!(&["Tensor.detach", "torch.detach"], "detach(Tensor self)", identity, ALL, "the same tensor (compiled code has no autograd); in-place changes through it are rejected like any alias's"),
    // Indexing and data movement.
    custom!(&["torch.roll", "Tensor.roll"], "roll(Tensor self, SymInt[] shifts, int[]? dims=None)", roll, ALL, "each shift (an int known only at run time too) taken modulo the dim's size; without dims, the flattened tensor rolls"),
    custom!(&["torch.cat", "torch.concat", "torch.concatenate"], "cat(Tensor[] tensors, int dim=0)", cat, ALL, "promotes dtypes"),
    custom!(&["Tensor.unfold"], "unfold(Tensor self, int dimension, int size, int step)", unfold, ALL, "windows along `dimension` become a new last dim; a value, not a view"),
    custom!(&["torch.meshgrid"], "meshgrid(Tensor... tensors, *, str? indexing=None)", meshgrid, ALL, "1-D (or 0-d) inputs; a `List[Tensor]`; indexing 'ij' (the default) or 'xy'"),
    custom!(&["torch.stack"], "stack(Tensor[] tensors, int dim=0)", stack, ALL, ""),
    custom!(&["torch.split", "Tensor.split"], "split(Tensor self, int[] split_size_or_sections, int dim=0)", split, ALL, "a `List[Tensor]`; with an int size, the number of parts comes from the unpacking targets (`q, k, v = x.split(d, -1)`, checked against the shape) or else from the dim's size, learned by refining a first import"),
    custom!(&["torch.unbind", "Tensor.unbind"], "unbind(Tensor self, int dim=0)", unbind, ALL, "a `List[Tensor]` of the slices along dim; their number as for `split` with an int size"),
    custom!(&["torch.chunk", "Tensor.chunk"], "chunk(Tensor self, int chunks, int dim=0)", chunk, ALL, "a List[Tensor] of `chunks` parts, fewer where the dim is too small (4 into 3: two of 2), their number learned by refining a first import; of a size known only at run time, `chunks` parts, those past PyTorch's empty"),
    custom!(&["torch.select", "Tensor.select"], "select(Tensor self, int dim, SymInt index)", select, ALL, "negative index counts from the end; an index known only at run time is checked when it runs"),
    custom!(&["torch.narrow", "Tensor.narrow"], "narrow(Tensor self, int dim, SymInt start, SymInt length)", narrow, ALL, "non-negative start; a start or length known only at run time is checked when it runs"),
    custom!(&["torch.flip", "Tensor.flip"], "flip(Tensor self, int[] dims)", flip, ALL, ""),
    custom!(&["torch.tril", "Tensor.tril"], "tril(Tensor self, SymInt diagonal=0)", tril, ALL, "a diagonal known only at run time too"),
    custom!(&["torch.triu", "Tensor.triu"], "triu(Tensor self, SymInt diagonal=0)", triu, ALL, "a diagonal known only at run time too"),
    custom!(&["Tensor.expand"], "expand(Tensor self, SymInt... size)", expand, ALL, "-1 keeps a dim; sizes may be ints known once shapes are (`y.size(0)`)"),
    custom!(&["Tensor.expand_as"], "expand_as(Tensor self, Tensor other)", expand_as, ALL, ""),
    custom!(&["Tensor.repeat"], "repeat(Tensor self, int... repeats)", repeat, ALL, ""),
    custom!(&["torch.masked_fill", "Tensor.masked_fill"], "masked_fill(Tensor self, Tensor mask, Scalar value)", masked_fill, ALL, "the result has self's dtype, the value converted to it"),
    custom!(&["torch.repeat_interleave", "Tensor.repeat_interleave"], "repeat_interleave(Tensor self, int repeats, int? dim=None)", repeat_interleave, ALL, "an int count (not a tensor of counts); without dim, of the flattened tensor"),
    custom!(&["torch._index_put_at"], "_index_put_at(Tensor self, Tensor index, Tensor values)", index_put_at, ALL, "x[index] = values through one index tensor: a bool mask with one value, or integer rows (what `x[index] = v` lowers to)"),
    custom!(&["torch.nonzero", "Tensor.nonzero"], "nonzero(Tensor self)", nonzero, ALL, "[count, rank] int64, count known only at run time (as_tuple is not supported)"),
    custom!(&["torch.unique"], "unique(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False, int? dim=None)", unique, ALL, "sorted unique values of the flattened tensor (their number known only at run time), then the inverse indices and counts when asked for; `dim` is not supported"),
    custom!(&["torch.bincount", "Tensor.bincount"], "bincount(Tensor self, Tensor? weights=None, Scalar minlength=0)", bincount, INTS, "of a 1-D non-negative int tensor; its size, max(max(x) + 1, minlength), known only at run time; weights keep their dtype"),
    custom!(&["torch.masked_select", "Tensor.masked_select"], "masked_select(Tensor self, Tensor mask)", masked_select, ALL, "1-D, of the elements where the (broadcast) mask holds; its size is known only at run time"),
    custom!(&["torch.index_select", "Tensor.index_select"], "index_select(Tensor self, int dim, Tensor index)", index_select, ALL, "an index outside [0, size) raises"),
    custom!(&["torch.scatter", "Tensor.scatter"], "scatter(Tensor self, int dim, Tensor index, Scalar? src=None, *, Scalar? value=None)", scatter, ALL, "`src` a tensor or a number (`value`); where indices repeat the last write wins; an index smaller than self off dim leaves the rest of self, a larger src is read where the index is; x.scatter_(...) changes x"),
    custom!(&["torch.scatter_add", "Tensor.scatter_add"], "scatter_add(Tensor self, int dim, Tensor index, Tensor src)", scatter_add, NUM, "an index smaller than self off dim leaves the rest of self; src at least the index's size"),
    custom!(&["torch._scatter_reduce_into"], "_scatter_reduce_into(Tensor self, int dim, Tensor index, Tensor src, str reduce)", scatter_reduce_into, NUM, "internal: src combined into self by reduce ('sum', 'prod', 'amax', 'amin') where the index points, self included (`scatter_reduce`'s core)"),
    custom!(&["torch.index_add", "Tensor.index_add"], "index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1)", index_add, NUM, "repeated indices add up; an index outside [0, size) raises; x.index_add_(...) changes x"),
    custom!(&["torch.bucketize"], "bucketize(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False)", bucketize, NUM, "1-D boundaries; O(len(boundaries)) per element"),
    custom!(&["torch.searchsorted"], "searchsorted(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None)", searchsorted, NUM, "the sequence 1-D or with the values' leading dims; no `sorter`"),
    custom!(&["torch.gather", "Tensor.gather"], "gather(Tensor self, int dim, Tensor index)", gather, ALL, "an index outside [0, size) raises"),
    custom!(&["torch.nn.functional.embedding"], "embedding(Tensor input, Tensor weight, int? padding_idx=None, float? max_norm=None, float norm_type=2.0, bool scale_grad_by_freq=False, bool sparse=False)", embedding, ALL, "an index outside [0, size) raises; padding_idx and the rest only change gradients, and max_norm renormalizes nothing, as in TorchScript (whose renormalization writes to a detached copy)"),
    custom!(&["torch.embedding"], "embedding(Tensor weight, Tensor input)", embedding, ALL, "ATen's argument order: weight first"),
    custom!(&["torch.cumsum", "Tensor.cumsum"], "cumsum(Tensor self, int dim, *, ScalarType? dtype=None)", cumsum, ALL, "bool and integers sum to int64"),
    custom!(&["torch.nn.functional.pad"], "pad(Tensor input, int[] pad, str mode='constant', float? value=None)", pad, ALL, "constant mode (negative amounts crop); reflect, replicate and circular (the last one to three dims) are decomposed in TorchScript (`_pad_mode`)"),
    custom!(&["torch.cummax", "Tensor.cummax"], "cummax(Tensor self, int dim)", cummax, ALL, "(values, indices); ties take the later index; a NaN stays once reached"),
    custom!(&["torch.cummin", "Tensor.cummin"], "cummin(Tensor self, int dim)", cummin, ALL, "(values, indices); ties take the later index; a NaN stays once reached"),
    custom!(&["torch.cumprod", "Tensor.cumprod"], "cumprod(Tensor self, int dim, *, ScalarType? dtype=None)", cumprod, ALL, "bool and integers multiply to int64"),
    custom!(&["torch.is_floating_point", "Tensor.is_floating_point"], "is_floating_point(Tensor self)", is_floating_point, ALL, "known once dtypes are"),
    custom!(&["torch.nn.functional.cross_entropy"], "cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str reduction='mean', float label_smoothing=0.0)", cross_entropy, F, "class-index targets (int) on dim 1 of a batched input; `ignore_index` entries leave the mean"),
    custom!(&["torch.nn.functional.nll_loss"], "nll_loss(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str reduction='mean')", nll_loss, F, "classes on dim 1 of a batched input; the mean divides by the summed weights"),
    custom!(&["torch.nn.functional.mse_loss"], "mse_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean')", mse_loss, F, ""),
    custom!(&["torch.nn.functional.l1_loss"], "l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean')", l1_loss, F, ""),
    custom!(&["torch.nn.functional.smooth_l1_loss"], "smooth_l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction='mean', float beta=1.0)", smooth_l1_loss, F, ""),
    custom!(&["torch.nn.functional.huber_loss"], "huber_loss(Tensor input, Tensor target, str reduction='mean', float delta=1.0)", huber_loss, F, ""),
    custom!(&["torch.nn.functional.binary_cross_entropy"], "binary_cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction='mean')", binary_cross_entropy, F, "logs clamped at -100"),
    custom!(&["torch.nn.functional.binary_cross_entropy_with_logits"], "binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction='mean', Tensor? pos_weight=None)", binary_cross_entropy_with_logits, F, "the stable log-sum-exp form"),
    custom!(&["torch.nn.functional.cosine_similarity", "torch.cosine_similarity"], "cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08)", cosine_similarity, F, "sum(x1 * x2) / sqrt(max(|x1|² |x2|², eps²)) along dim, x1 and x2 broadcast first"),
    custom!(&["torch.cdist"], "cdist(Tensor x1, Tensor x2, float p=2.0, str? compute_mode=None)", cdist, F, "the norm of the broadcast difference of rows (no matmul shortcut, so slightly more exact than PyTorch's for p=2 on large inputs); p may be 0 or inf"),
    custom!(&["torch.nn.functional.normalize"], "normalize(Tensor input, float p=2.0, int dim=1, float eps=1e-12)", normalize, F, "x / max(p-norm over dim, eps)"),
    custom!(&["torch.norm", "Tensor.norm"], "norm(Tensor self, float p=2, int[]? dim=None, bool keepdim=False)", norm, F, "p-norm of the flattened tensor or over dims"),
    custom!(&["torch.linalg.vector_norm"], "vector_norm(Tensor self, float ord=2, int[]? dim=None, bool keepdim=False)", norm, F, "the `ord`-norm of the flattened tensor or over dims"),
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
    custom!(&["torch._bitcast"], "_bitcast(Tensor self, ScalarType dtype)", bitcast, ALL, "each element's bits read as dtype, of the same width (float32 and int32, float64 and int64)"),
    custom!(&["Tensor.to"], "to(Tensor self, ScalarType dtype)", to_dtype, ALL, "dtype conversion only: a dtype, `y.dtype`, or a tensor `y` to take its dtype"),
    custom!(&["Tensor.type_as"], "type_as(Tensor self, Tensor other)", type_as, ALL, "`self.to(other.dtype)`"),
    custom!(&["Tensor.type"], "type(Tensor self, ScalarType dtype)", to_dtype, ALL, "`x.type(dtype)`: `x.to(dtype)` (a dtype, not a type name string)"),
    custom!(&["torch.zeros"], "zeros(SymInt... size, *, ScalarType? dtype=None)", zeros, ALL, "float32 unless dtype says otherwise"),
    custom!(&["torch.ones"], "ones(SymInt... size, *, ScalarType? dtype=None)", ones, ALL, "float32 unless dtype says otherwise"),
    custom!(&["torch.empty"], "empty(SymInt... size, *, ScalarType? dtype=None)", zeros, ALL, "zero-filled"),
    custom!(&["torch.full"], "full(SymInt[] size, float|Tensor fill_value, *, ScalarType? dtype=None)", full, ALL, "dtype from the fill value (int64, float32 or bool) unless given"),
    custom!(&["torch.arange"], "arange(float|SymInt start, float|SymInt? end=None, float step=1, *, ScalarType? dtype=None)", arange, NUM, "number bounds, or an int end known once shapes are (`x.size(0)`); int64 when all are ints, else float32"),
    custom!(&["torch.linspace"], "linspace(float|Scalar start, float|Scalar end, Scalar steps, *, ScalarType? dtype=None)", linspace, F, "bounds and steps may be known only at run time; PyTorch's values (bit for bit with literal bounds; float64 with run-time bounds may differ in the last bit)"),
    custom!(&["torch.eye"], "eye(SymInt n, SymInt? m=None, *, ScalarType? dtype=None)", eye, ALL, "sizes known only at run time too"),
    custom!(&["torch.tensor"], "tensor(Data data, *, ScalarType? dtype=None)", tensor_literal, ALL, "a literal (nested) list of numbers or bools"),
    custom!(&["torch.as_tensor"], "as_tensor(Data data, ScalarType? dtype=None)", tensor_literal, ALL, "as `torch.tensor`; a tensor is itself (converted to `dtype` when given)"),
    custom!(&["torch.rand"], "rand(SymInt... size, *, ScalarType? dtype=None)", rand, F, "uniform [0, 1); fresh values at every draw, reproducible per `torch.manual_seed`, not PyTorch's values"),
    custom!(&["torch.randn"], "randn(SymInt... size, *, ScalarType? dtype=None)", randn, F, "standard normal; fresh values at every draw, reproducible per seed, not PyTorch's values"),
    custom!(&["torch.rand_like"], "rand_like(Tensor self, *, ScalarType? dtype=None)", rand_like, F, "uniform [0, 1), shaped like `self`"),
    custom!(&["torch.randn_like"], "randn_like(Tensor self, *, ScalarType? dtype=None)", randn_like, F, "standard normal, shaped like `self`"),
    custom!(&["torch.randint"], "randint(int[]? low=None, int[]? high=None, int[]? size=None, *, ScalarType? dtype=None)", randint, NUM, "`randint(high, size)` or `randint(low, high, size)`: uniform ints in [low, high), int64 unless dtype says otherwise; literal bounds"),
    custom!(&["torch.randint_like"], "randint_like(Tensor self, int low, int? high=None, *, ScalarType? dtype=None)", randint_like, NUM, "`randint_like(x, high)` or `(x, low, high)`; literal bounds"),
    custom!(&["torch.manual_seed"], "manual_seed(Scalar seed)", manual_seed, ALL, "seeds the generator: the draws that follow repeat those after any call with the same seed (an int known only at run time too)"),
    custom!(&["Tensor.new_zeros"], "new_zeros(Tensor self, SymInt... size, *, ScalarType? dtype=None)", new_zeros, ALL, "`self`'s dtype unless given"),
    custom!(&["Tensor.new_ones"], "new_ones(Tensor self, SymInt... size, *, ScalarType? dtype=None)", new_ones, ALL, "`self`'s dtype unless given"),
    custom!(&["Tensor.new_empty"], "new_empty(Tensor self, SymInt... size, *, ScalarType? dtype=None)", new_zeros, ALL, "zero-filled; `self`'s dtype unless given"),
    custom!(&["Tensor.new_full"], "new_full(Tensor self, SymInt[] size, float|Scalar fill_value, *, ScalarType? dtype=None)", new_full, ALL, "`self`'s dtype unless given"),
    custom!(&["torch.zeros_like"], "zeros_like(Tensor self, *, ScalarType? dtype=None)", zeros_like, ALL, ""),
    custom!(&["torch.empty_like"], "empty_like(Tensor self, *, ScalarType? dtype=None)", zeros_like, ALL, "zero-filled"),
    custom!(&["torch.ones_like"], "ones_like(Tensor self, *, ScalarType? dtype=None)", ones_like, ALL, ""),
    custom!(&["torch.full_like"], "full_like(Tensor self, float|Tensor fill_value, *, ScalarType? dtype=None)", full_like, ALL, ""),
];

/// The registry entry for a spelling.
pub fn lookup(name: &str) -> Option<&'static OpDef> {
    OPS.iter().find(|d| d.names.contains(&name))
}

/// All supported spellings.
pub fn supported_names() -> impl Iterator<Item = &'static str> {
    OPS.iter()
        .flat_map(|d| d.names.iter().copied())
        .chain(crate::decompositions::names())
}

/// Emits the ts ops for a torch call.
pub fn emit<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    call: TorchCall<'_, 'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    // A dropout PyTorch answers with its input is that input's value, so
    // that a change through either reaches the other.
    if let (None, Some(first)) = (call.receiver, call.args.first()) {
        if crate::shared_tensors::dropout_result(call.name, call.args, call.keywords)
            == Some(crate::shared_tensors::DropoutResult::Input)
        {
            return Ok(Emitted::One(fe.emit_expr(first)?));
        }
    }
    if let Some(name) = routed_decomposition(&call) {
        let d = crate::decompositions::lookup(name).expect("a decomposition");
        return fe.decomposed_call(d, call);
    }
    let Some(def) = lookup(call.name) else {
        if let Some(d) = crate::decompositions::lookup(call.name) {
            return fe.decomposed_call(d, call);
        }
        if let Some(dtype) = crate::op_binding::unsupported_dtype(call.name) {
            return Err(crate::op_binding::unsupported_dtype_error(dtype, call.span));
        }
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
    let mut bound = bind(fe, def, &call)?;
    // Ints of a `List[int]` not learned yet: a provisional tensor, whose
    // unknown shape keeps refinement from learning anything from it.
    if bound.deferred() {
        if matches!(
            bound.op.as_str(),
            "split" | "split_with_sizes" | "tensor_split"
        ) {
            return Err(bound.error(
                "sizes given as a List[int] value are not supported yet (write them out)".into(),
            ));
        }
        let ty = fe.ty(ScriptType::Tensor, call.span)?;
        let mark = [(
            ts_dialect::PROVISIONAL_ATTR,
            melior::ir::attribute::Attribute::unit(fe.ctx),
        )];
        return Ok(Emitted::One(Typed {
            value: fe.emit_op("ts.undefined", &[], ty, &mark, call.span)?,
            ty: ScriptType::Tensor,
        }));
    }
    // A dtype known only after refinement (`dtype=y.dtype`) becomes a
    // `ts.cast_to`: of the input where PyTorch converts the input first
    // (reductions, softmax: "the input is cast to dtype"), of the result
    // where the dtype is the result's (creation ops, `*_like`, `to`).
    let Some(dtype) = bound.take_dtype_value() else {
        return lower(fe, def, &bound);
    };
    let span = bound.span;
    let cast_to = |fe: &mut FunctionEmitter<'c, 'b, '_, '_>, x: Typed<'c, 'b>| {
        fe.tensor_op("ts.cast_to", &[x.value, dtype.value], &[], span)
    };
    let self_tensor = bound.tensor("self");
    if matches!(bound.op.as_str(), "to" | "type") {
        return Ok(Emitted::One(cast_to(fe, self_tensor?)?));
    }
    match self_tensor {
        Ok(x) if !bound.op.ends_with("_like") => {
            let cast = cast_to(fe, x)?;
            bound.set("self", Arg::Value(cast, None));
            // The dtype is the result's too (a sum of int32 stays int32).
            match lower(fe, def, &bound)? {
                Emitted::One(r) if r.ty == ScriptType::Tensor => Ok(Emitted::One(cast_to(fe, r)?)),
                other => Ok(other),
            }
        }
        _ => match lower(fe, def, &bound)? {
            Emitted::One(r) if r.ty == ScriptType::Tensor => Ok(Emitted::One(cast_to(fe, r)?)),
            _ => Err(bound.error("a dtype given as a value is not supported here".into())),
        },
    }
}

/// Whether an `F.pad` call's mode (a literal) is reflect, replicate or
/// circular.
/// The decomposition that computes `call` when an argument asks for
/// another computation than the registry's op does: `F.pad` in a mode
/// other than constant (reads the input at mapped indices),
/// `F.max_pool2d(..., return_indices=True)`, `torch.unique(x, dim=d)`,
/// `F.batch_norm(..., training=True)`.
fn routed_decomposition(call: &TorchCall) -> Option<&'static str> {
    use ts_frontend::ast::ExprKind;
    let arg = |name: &str, at: usize| {
        call.keywords
            .iter()
            .find(|k| k.name.as_ref().is_some_and(|(n, _)| n == name))
            .map(|k| &k.value.kind)
            .or_else(|| call.args.get(at).map(|a| &a.kind))
    };
    match call.name {
        "torch.nn.functional.pad" => matches!(arg("mode", 2), Some(ExprKind::Str(m))
            if matches!(m.as_str(), "reflect" | "replicate" | "circular"))
        .then_some("torch._pad_mode"),
        "torch.nn.functional.max_pool2d" => {
            matches!(arg("return_indices", 6), Some(ExprKind::Bool(true)))
                .then_some("torch._max_pool2d_with_indices")
        }
        "torch.nn.functional.max_pool1d" => {
            matches!(arg("return_indices", 6), Some(ExprKind::Bool(true)))
                .then_some("torch._max_pool1d_with_indices")
        }
        "torch.unique" => matches!(arg("dim", 4), Some(k) if !matches!(k, ExprKind::None))
            .then_some("torch._unique_dim"),
        "torch.nn.functional.batch_norm" | "torch.batch_norm" => {
            matches!(arg("training", 5), Some(ExprKind::Bool(true)))
                .then_some("torch._batch_norm_training")
        }
        _ => None,
    }
}

/// Emits the ts ops for a bound call.
fn lower<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    def: &OpDef,
    bound: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
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
            let mut b = bound.value(&params[1].name)?;
            if a.ty != ScriptType::Tensor && b.ty != ScriptType::Tensor {
                return Err(bound.error("expects at least one Tensor argument".into()));
            }
            // `add`/`sub`'s `alpha` scales `other` first.
            let alpha = match bound.get("alpha") {
                Arg::Int(1) | Arg::None => None,
                Arg::Int(i) => Some(fe.constant(ScriptType::Int, 0.0, *i, bound.span)?),
                Arg::Float(f) => Some(fe.constant(ScriptType::Float, *f, 0, bound.span)?),
                Arg::Bool(v) => Some(fe.constant(ScriptType::Bool, 0.0, *v as i64, bound.span)?),
                Arg::Value(v, _) => Some(*v),
                _ => return Err(bound.error("alpha must be a number".into())),
            };
            if let Some(alpha) = alpha {
                b = fe.binary(ts_frontend::ast::BinaryOp::Mul, b, alpha, bound.span)?;
            }
            // `torch.sub` is the script's subtraction (see `script_binary`).
            let attrs = fe.sub_check(name, bound.span);
            Ok(one(fe.tensor_op(
                name,
                &[a.value, b.value],
                &attrs,
                bound.span,
            )?))
        }
        Lowering::Reduce(name) => {
            let mut x = bound.tensor("self")?;
            let dtype = bound.dtype("dtype");
            if let Some(d) = dtype {
                x = cast(fe, x, d, bound.span)?;
            }
            let r = reduce_op(
                fe,
                name,
                x,
                bound.ints("dim"),
                bound.flag("keepdim"),
                bound.span,
            )?;
            // An explicit dtype is the result's too (no widening to int64).
            Ok(one(match dtype {
                Some(d) => cast(fe, r, d, bound.span)?,
                None => r,
            }))
        }
        Lowering::Custom(f) => f(fe, bound),
    }
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
