"""Execution tests for the tensor operator library, one or more per op.

Results come from real TorchScript: regenerate with
    python3 test/conformance/gen_conformance.py test/conformance/op_cases.py test/conformance/cases
(needs `pip install torch numpy` on your machine, never in the build).
Cases cover broadcasting, dtypes, negative dims, keepdim and edge shapes
(0-d, size-1 dims).
"""
import numpy as np

rng = np.random.default_rng(1234)


def f32(*shape, lo=-2.0, hi=2.0):
    return rng.uniform(lo, hi, size=shape).astype(np.float32)


def f64(*shape):
    return rng.uniform(-2.0, 2.0, size=shape).astype(np.float64)


def i64(*shape, lo=-9, hi=10):
    return rng.integers(lo, hi, size=shape).astype(np.int64)


def i32(*shape, lo=-9, hi=10):
    return rng.integers(lo, hi, size=shape).astype(np.int32)


def boolean(*shape):
    return rng.integers(0, 2, size=shape).astype(np.bool_)


def nonzero_i64(*shape):
    v = rng.integers(1, 7, size=shape).astype(np.int64)
    return v * np.where(rng.integers(0, 2, size=shape) == 0, -1, 1)


HEADER = "import torch\nimport torch.nn.functional as F\nfrom typing import Tuple\n\n"

CASES = []


def case(name, body, args, params="x"):
    src = HEADER + f"def f({params}):\n    return {body}\n"
    CASES.append(("op_" + name, src, "f", args))


# Unary math: float input, and an int input (promoted to float32).
case("log1p_f32", "torch.log1p(x)", [f32(3, 4, lo=-0.9, hi=2.0)])
for op in ["exp", "exp2", "expm1", "sin", "cos", "tan", "tanh", "sigmoid", "erf",
           "floor", "ceil", "round", "trunc", "sign", "neg", "abs", "relu", "reciprocal"]:
    case(f"{op}_f32", f"torch.{op}(x)", [f32(3, 4)])
for op in ["log", "log2", "sqrt", "rsqrt"]:
    case(f"{op}_f32", f"torch.{op}(x)", [f32(3, 4, lo=0.1, hi=3.0)])
for op in ["exp", "sqrt", "sigmoid", "sin", "tanh"]:
    case(f"{op}_int", f"torch.{op}(x)", [rng.integers(0, 5, size=(2, 3)).astype(np.int64)])
for op in ["abs", "neg", "sign", "relu", "floor"]:
    case(f"{op}_int", f"torch.{op}(x)", [i64(2, 5)])
case("exp_f64", "x.exp()", [f64(2, 3)])
case("exp_0d", "torch.exp(x)", [np.array(0.5, dtype=np.float32)])
case("silu", "F.silu(x)", [f32(2, 6)])
case("gelu", "F.gelu(x)", [f32(2, 6)])
case("gelu_tanh", "F.gelu(x, approximate='tanh')", [f32(2, 6)])
case("softplus", "F.softplus(x, beta=2.0, threshold=3.0)", [f32(2, 6)])
case("elu", "F.elu(x, alpha=0.5)", [f32(2, 6)])
case("leaky_relu", "F.leaky_relu(x, 0.2)", [f32(2, 6)])
case("hardtanh", "F.hardtanh(x, -0.5, 0.5)", [f32(2, 6)])
case("relu6", "F.relu6(x * 4.0)", [f32(2, 6)])
case("hardsigmoid", "F.hardsigmoid(x * 3.0)", [f32(2, 6)])
case("hardswish", "F.hardswish(x * 3.0)", [f32(2, 6)])
case("bitwise_not", "torch.bitwise_not(x)", [i64(2, 3)])
case("bitwise_not_bool", "~x", [boolean(2, 3)])
case("logical_not", "torch.logical_not(x)", [f32(2, 3)])

# Binary arithmetic: broadcasting, scalars on either side, dtype promotion.
case("add_broadcast", "x + y", [f32(3, 1, 4), f32(2, 4)], "x, y")
case("sub_scalar_left", "2.5 - x", [f32(3, 4)])
case("mul_int_float", "x * y", [i64(3, 4), f32(4)], "x, y")
case("add_int32_int", "x + 3", [i32(2, 3)])
case("add_bool_int", "x + 2", [boolean(2, 3)])
case("add_f64_f32", "x + y", [f64(2, 3), f32(2, 3)], "x, y")
case("add_0d", "x + y", [f32(3, 2), np.array(1.5, dtype=np.float64)], "x, y")
case("div_int", "x / y", [i64(2, 3), nonzero_i64(2, 3)], "x, y")
case("div_method", "x.div(2)", [f32(2, 3)])
case("floor_divide_int", "x // y", [i64(3, 4), nonzero_i64(3, 4)], "x, y")
case("floor_divide_f32", "torch.floor_divide(x, y)", [f32(3, 4), f32(3, 4, lo=0.5, hi=2.0)], "x, y")
case("remainder_int", "x % y", [i64(3, 4), nonzero_i64(3, 4)], "x, y")
case("remainder_f32", "torch.remainder(x, -1.5)", [f32(3, 4)])
case("pow_f32", "x ** 2", [f32(3, 4)])
case("pow_tensor", "torch.pow(x, y)", [f32(3, 4, lo=0.1, hi=2.0), f32(3, 4)], "x, y")
case("pow_int", "x ** y", [i64(2, 3, lo=-3, hi=4), rng.integers(0, 4, size=(2, 3)).astype(np.int64)], "x, y")
case("maximum", "torch.maximum(x, y)", [f32(3, 4), f32(4)], "x, y")
case("minimum_int", "torch.minimum(x, y)", [i64(3, 4), i64(3, 1)], "x, y")
case("max_binary", "torch.max(x, y)", [f32(2, 3), f32(2, 3)], "x, y")
case("bitwise_and", "x & y", [i64(2, 4), i64(2, 4)], "x, y")
case("bitwise_or_bool", "x | y", [boolean(2, 4), boolean(2, 4)], "x, y")
case("bitwise_xor", "torch.bitwise_xor(x, y)", [i32(2, 4), i32(2, 4)], "x, y")
case("shift_left", "x << 2", [i64(2, 4, lo=0, hi=100)])
case("shift_right", "x >> y", [i64(2, 4), rng.integers(0, 3, size=(2, 4)).astype(np.int64)], "x, y")
case("logical_and", "torch.logical_and(x, y)", [f32(2, 3), i64(2, 3)], "x, y")
case("logical_or", "torch.logical_or(x, y)", [boolean(2, 3), i64(2, 3, lo=0, hi=2)], "x, y")
case("logical_xor", "torch.logical_xor(x, y)", [boolean(2, 3), boolean(2, 3)], "x, y")
for op, sym in [("eq", "=="), ("ne", "!="), ("lt", "<"), ("le", "<="), ("gt", ">"), ("ge", ">=")]:
    case(f"{op}_tensor", f"x {sym} y", [i64(3, 4, lo=0, hi=3), i64(3, 4, lo=0, hi=3)], "x, y")
    case(f"{op}_scalar", f"torch.{op}(x, 0.5)", [f32(3, 4)])
case("where", "torch.where(x > 0, x, y)", [f32(3, 4), f32(4)], "x, y")
case("where_scalars", "torch.where(x > 0, 1.0, -1.0)", [f32(3, 4)])
case("clamp", "torch.clamp(x, -0.5, 0.5)", [f32(3, 4)])
case("clamp_min_only", "x.clamp(min=0.0)", [f32(3, 4)])
case("clamp_int", "torch.clamp(x, max=3)", [i64(3, 4)])
case("clamp_min", "torch.clamp_min(x, 0.25)", [f32(3, 4)])
case("clamp_max", "x.clamp_max(0.25)", [f32(3, 4)])

# Reductions.
case("sum_all", "x.sum()", [f32(3, 4)])
case("sum_dims_keepdim", "torch.sum(x, dim=[0, -1], keepdim=True)", [f32(2, 3, 4)])
case("sum_int", "x.sum(1)", [i32(3, 4)])
case("sum_bool", "x.sum()", [boolean(3, 4)])
case("sum_dtype", "x.sum(dtype=torch.float64)", [f32(3, 4)])
case("mean_dim", "x.mean(-2)", [f32(2, 3, 4)])
case("mean_keepdim", "torch.mean(x, 1, keepdim=True)", [f32(2, 3, 4)])
case("prod", "torch.prod(x, 1)", [f32(3, 4, lo=0.5, hi=1.5)])
case("prod_int", "x.prod()", [i64(2, 3, lo=1, hi=4)])
case("amax", "torch.amax(x, dim=(0, 2))", [f32(2, 3, 4)])
case("amin_keepdim", "x.amin(-1, keepdim=True)", [i64(3, 4)])
case("max_all", "torch.max(x)", [f32(3, 4)])
case("min_all_int", "x.min()", [i64(3, 4)])
case("max_dim", "torch.max(x, 1)", [f32(3, 5)], )
case("min_dim_keepdim", "torch.min(x, dim=0, keepdim=True)", [f32(3, 5)])
case("argmax_dim", "torch.argmax(x, dim=-1)", [f32(3, 5)])
case("argmax_flat", "x.argmax()", [f32(3, 5)])
case("argmin_keepdim", "torch.argmin(x, 0, keepdim=True)", [i64(4, 3, lo=0, hi=3)])
case("all_dim", "torch.all(x, 1)", [boolean(3, 4)])
case("any_all", "x.any()", [i64(3, 4, lo=0, hi=2)])
case("var", "torch.var(x, 1)", [f32(3, 5)])
case("var_biased", "x.var(dim=0, unbiased=False, keepdim=True)", [f32(3, 5)])
case("var_correction", "torch.var(x, correction=0)", [f32(3, 5)])
case("std", "torch.std(x, -1)", [f32(3, 5)])
case("std_all", "x.std()", [f32(3, 5)])
case("logsumexp", "torch.logsumexp(x, dim=1)", [f32(3, 5)])
case("logsumexp_keepdim", "torch.logsumexp(x, dim=[0, 1], keepdim=True)", [f32(3, 5)])

# Neural-net.
case("softmax_dim0", "torch.softmax(x, 0)", [f32(4, 3)])
case("softmax_f", "F.softmax(x, dim=-1)", [f32(2, 3, 4)])
case("log_softmax", "F.log_softmax(x, dim=1)", [f32(3, 6)])
case("log_softmax_method", "x.log_softmax(-1)", [f32(3, 6)])
case("matmul_mv", "torch.matmul(x, y)", [f32(3, 4), f32(4)], "x, y")
case("matmul_vm", "x @ y", [f32(4), f32(4, 3)], "x, y")
case("matmul_vv", "torch.matmul(x, y)", [f32(5), f32(5)], "x, y")
case("matmul_batched_broadcast", "x @ y", [f32(2, 1, 3, 4), f32(5, 4, 2)], "x, y")
case("matmul_batch_vec", "torch.matmul(x, y)", [f32(2, 3, 4), f32(4)], "x, y")
case("matmul_int", "torch.matmul(x, y)", [i64(3, 4, lo=-3, hi=4), i64(4, 2, lo=-3, hi=4)], "x, y")
case("mm", "torch.mm(x, y)", [f32(3, 4), f32(4, 5)], "x, y")
case("bmm", "x.bmm(y)", [f32(2, 3, 4), f32(2, 4, 5)], "x, y")
case("linear", "F.linear(x, w, b)", [f32(3, 4), f32(5, 4), f32(5)], "x, w, b")
case("linear_nobias", "F.linear(x, w)", [f32(2, 3, 4), f32(5, 4)], "x, w")
case("addmm", "torch.addmm(b, x, y, beta=0.5, alpha=2.0)", [f32(3), f32(2, 4), f32(4, 3)], "b, x, y")
case("layer_norm", "F.layer_norm(x, [4], w, b)", [f32(3, 4), f32(4), f32(4)], "x, w, b")
case("layer_norm_2d", "F.layer_norm(x, [3, 4], eps=1e-3)", [f32(2, 3, 4)])
case("dropout_eval", "F.dropout(x, 0.3, False)", [f32(2, 3)])

# Convolution and pooling.
case("conv2d_stride_dilation", "F.conv2d(x, w, b, stride=2, padding=2, dilation=2)", [f32(2, 3, 9, 9), f32(4, 3, 3, 3), f32(4)], "x, w, b")
case("conv2d_groups", "F.conv2d(x, w, groups=2)", [f32(1, 4, 6, 6), f32(6, 2, 3, 3)], "x, w")
case("conv2d_same", "F.conv2d(x, w, padding='same')", [f32(1, 2, 5, 6), f32(3, 2, 4, 3)], "x, w")
case("conv2d_valid_rect", "F.conv2d(x, w, None, [1, 2], 'valid')", [f32(1, 2, 5, 7), f32(2, 2, 2, 3)], "x, w")
case("conv1d", "F.conv1d(x, w, b, stride=2, padding=1)", [f32(2, 3, 10), f32(5, 3, 3), f32(5)], "x, w, b")
case("max_pool2d", "F.max_pool2d(x, 2)", [f32(1, 3, 6, 6)])
case("max_pool2d_pad_stride", "F.max_pool2d(x, kernel_size=3, stride=2, padding=1)", [f32(2, 2, 7, 7)])
case("max_pool2d_ceil", "F.max_pool2d(x, 2, ceil_mode=True)", [f32(1, 1, 5, 5)])
case("max_pool1d", "F.max_pool1d(x, 3, 2)", [f32(2, 3, 9)])
case("avg_pool2d", "F.avg_pool2d(x, 2)", [f32(1, 3, 6, 6)])
case("avg_pool2d_pad", "F.avg_pool2d(x, 3, stride=1, padding=1)", [f32(1, 2, 5, 5)])
case("avg_pool1d", "F.avg_pool1d(x, 2)", [f32(2, 3, 8)])
case("adaptive_avg_pool2d", "F.adaptive_avg_pool2d(x, [2, 3])", [f32(1, 3, 4, 6)])
case("adaptive_avg_pool2d_global", "F.adaptive_avg_pool2d(x, 1)", [f32(2, 3, 5, 5)])

# Shape.
case("view", "x.view(4, -1)", [f32(2, 3, 4)])
case("reshape_list", "torch.reshape(x, [3, 8])", [f32(2, 3, 4)])
case("reshape_0d", "x.reshape(1, 1)", [np.array(3.0, dtype=np.float32)])
case("flatten", "torch.flatten(x, 1)", [f32(2, 3, 4)])
case("flatten_all", "x.flatten()", [f32(2, 3, 4)])
case("squeeze", "x.squeeze()", [f32(1, 3, 1, 2)])
case("squeeze_dim", "torch.squeeze(x, -2)", [f32(1, 3, 1, 2)])
case("unsqueeze", "x.unsqueeze(-1)", [f32(2, 3)])
case("unsqueeze_front", "torch.unsqueeze(x, 0)", [f32(2, 3)])
case("permute", "x.permute(2, 0, 1)", [f32(2, 3, 4)])
case("permute_neg", "torch.permute(x, [-1, 0, 1])", [f32(2, 3, 4)])
case("transpose_neg", "torch.transpose(x, -1, 0)", [f32(2, 3, 4)])
case("t", "x.t()", [f32(2, 3)])
case("t_1d", "torch.t(x)", [f32(3)])
case("contiguous", "x.transpose(0, 1).contiguous()", [f32(2, 3)])
case("clone", "x.clone() * 2.0", [f32(2, 3)])

# Indexing and data movement.
case("index_int", "x[1]", [f32(3, 4)])
case("index_neg_slice", "x[-1, 1:3]", [f32(3, 4)])
case("slice_step", "x[:, ::2]", [f32(3, 5)])
case("slice_clamped", "x[1:100, -2:]", [f32(3, 5)])
case("index_none", "x[None, :, 0]", [f32(3, 4)])
case("cat_dim1", "torch.cat([x, y], dim=1)", [f32(2, 3), f32(2, 2)], "x, y")
case("cat_promote", "torch.cat([x, y])", [i64(2, 3), f32(1, 3)], "x, y")
case("stack", "torch.stack([x, y, x], 1)", [f32(2, 3), f32(2, 3)], "x, y")
case("select", "torch.select(x, 1, -1)", [f32(3, 4)])
CASES.append(("op_split_sizes", HEADER + "def f(x):\n    a, b = torch.split(x, [1, 3], 1)\n    return b - a\n", "f", [f32(2, 4)]))
case("narrow", "x.narrow(0, 1, 2)", [f32(4, 3)])
case("flip", "torch.flip(x, [0, -1])", [f32(3, 4)])
case("tril", "torch.tril(x)", [f32(4, 4)])
case("triu_diag", "x.triu(1)", [f32(3, 5)])
case("tril_batched", "torch.tril(x, -1)", [i64(2, 3, 3)])
case("expand", "x.expand(2, 3, 4)", [f32(3, 1)])
case("expand_keep", "x.expand(-1, 4)", [f32(3, 1)])
case("expand_as", "x.expand_as(y)", [f32(1, 4), f32(3, 4)], "x, y")
case("repeat", "x.repeat(2, 3)", [f32(2, 2)])
case("repeat_new_dim", "x.repeat(2, 1, 2)", [i64(2, 3)])
case("masked_fill", "x.masked_fill(x > 0, 0.0)", [f32(3, 4)])
case("index_select", "torch.index_select(x, 0, i)", [f32(4, 3), np.array([3, 0, 0, 2], dtype=np.int64)], "x, i")
case("index_select_dim1", "x.index_select(1, i)", [f32(2, 5), np.array([4, 1], dtype=np.int64)], "x, i")
case("gather", "torch.gather(x, 1, i)", [f32(3, 4), rng.integers(0, 4, size=(3, 2)).astype(np.int64)], "x, i")
case("gather_dim0", "x.gather(0, i)", [f32(3, 4), rng.integers(0, 3, size=(2, 4)).astype(np.int64)], "x, i")
case("embedding", "F.embedding(i, w)", [rng.integers(0, 5, size=(2, 3)).astype(np.int64), f32(5, 4)], "i, w")
case("cumsum", "torch.cumsum(x, 1)", [f32(3, 4)])
case("cumsum_int", "x.cumsum(0)", [i32(4, 2)])
case("norm", "torch.norm(x)", [f32(3, 4)])
case("norm_dim", "x.norm(2.0, 1, True)", [f32(3, 4)])
case("norm_p1", "torch.norm(x, 1.0)", [f32(3, 4)])
case("norm_p3", "torch.norm(x, 3.0, dim=[0])", [f32(3, 4)])
case("batch_norm", "F.batch_norm(x, m, v, w, b, False, 0.1, 1e-3)", [f32(2, 3, 4, 4), f32(3), f32(3, lo=0.5, hi=2.0), f32(3), f32(3)], "x, m, v, w, b")
case("batch_norm_noaffine", "F.batch_norm(x, m, v)", [f32(4, 3), f32(3), f32(3, lo=0.5, hi=2.0)], "x, m, v")

# Shape queries (ints).
case("shape_queries", "x.dim() * 100 + x.size(-1) * 10 + x.shape[0] + x.numel()", [f32(2, 3)])
case("size_in_arith", "x * x.size(1)", [f32(2, 3)])

# Dtype conversions and creation.
case("zeros", "torch.zeros(2, 3) + x", [f32(3)])
case("ones_dtype", "torch.ones([2, 2], dtype=torch.int64) * x", [i64(2)])
case("full", "torch.full([2, 3], 7) + x", [i64(3)])
case("full_float", "torch.full([3], 2.5) * x", [f32(3)])
case("arange", "torch.arange(5) + x", [i64(5)])
case("arange_float", "torch.arange(0.0, 1.0, 0.25) + x", [f32(4)])
case("arange_step", "torch.arange(1, 10, 3) * x", [i64(3)])
case("linspace", "torch.linspace(-1.0, 1.0, 5) + x", [f32(5)])
case("eye", "torch.eye(3) * x", [f32(3, 3)])
case("eye_rect", "torch.eye(2, 4, dtype=torch.int64) + x", [i64(2, 4)])
case("tensor_literal", "torch.tensor([[1.0, 2.0], [3.0, 4.0]]) @ x", [f32(2, 3)])
case("tensor_literal_int", "torch.tensor([1, 2, 3]) + x", [i64(3)])
case("to_float", "x.float()", [i64(2, 3)])
case("to_double", "x.double()", [f32(2, 3)])
case("to_long", "x.long()", [f32(2, 3) * 3.0])
case("to_int", "x.int()", [f32(2, 3) * 3.0])
case("to_bool", "x.to(torch.bool)", [i64(2, 3, lo=-1, hi=2)])
case("to_dtype", "x.to(torch.float64)", [i32(2, 3)])
case("zeros_like", "torch.zeros_like(x)", [f32(2, 3)])
case("ones_like_dtype", "torch.ones_like(x, dtype=torch.int64)", [f32(2, 3)])
case("full_like", "torch.full_like(x, 7)", [i32(2, 3)])

# Empty tensors (a size-0 dim).
case("empty_add", "x + y", [f32(0, 3), f32(3)], "x, y")
case("empty_sum", "x.sum(0)", [f32(0, 3)])
case("empty_mean_all", "x.sum()", [f32(2, 0)])
case("empty_matmul", "x @ y", [f32(2, 0), f32(0, 3)], "x, y")
case("empty_cat", "torch.cat([x, y])", [f32(0, 2), f32(2, 2)], "x, y")
case("empty_amax_keep", "torch.amax(x, 1)", [f32(0, 3)])

# Fusion: one loop nest for an elementwise chain.
case("fused_chain", "torch.tanh(x * a + b) * x + 1", [f32(3, 4), f32(4), f32(3, 1)], "x, a, b")

# chunk (a List[Tensor] of parts; the last may be smaller) and tolist().
case("chunk", "torch.cat(torch.chunk(x, 3, dim=1)[::-1], 1)", [f32(2, 7)])
case("chunk_method_neg_dim", "x.chunk(2, -1)[1] * 2.0", [f32(3, 5)])
CASES.append(("op_tolist", HEADER + """from typing import List

def f(x: torch.Tensor, n: torch.Tensor, b: torch.Tensor) -> Tuple[List[List[float]], List[int], List[bool]]:
    a: List[List[float]] = x.tolist()
    c = torch.jit.annotate(List[int], n.tolist())
    d: List[bool] = b.tolist()
    return a, c, d
""", "f", [f32(2, 3), i64(4), boolean(3)]))

# Average pooling: ceil mode, padding left out of the count, a divisor
# override, and adaptive pooling whose windows overlap and vary in size.
case("avg_pool2d_ceil", "F.avg_pool2d(x, 3, 2, 1, ceil_mode=True)", [f32(1, 2, 6, 7)])
case("avg_pool2d_exclude_pad", "F.avg_pool2d(x, 3, 2, 1, count_include_pad=False)", [f32(2, 1, 5, 5)])
case("avg_pool2d_ceil_exclude_pad", "F.avg_pool2d(x, [2, 3], [2, 2], [1, 1], True, False)", [f32(1, 3, 5, 6)])
case("avg_pool2d_divisor", "F.avg_pool2d(x, 2, divisor_override=3)", [f32(1, 1, 4, 4)])
case("avg_pool1d_ceil_exclude_pad", "F.avg_pool1d(x, 3, 2, 1, True, False)", [f32(2, 3, 8)])
case("adaptive_avg_pool2d_uneven", "F.adaptive_avg_pool2d(x, [3, 2])", [f32(2, 3, 7, 5)])
case("adaptive_avg_pool1d_uneven", "F.adaptive_avg_pool1d(x, 4)", [f32(1, 2, 10)])
case("adaptive_avg_pool2d_grow", "F.adaptive_avg_pool2d(x, 5)", [f32(1, 1, 3, 4)])

# clamp of an integer tensor: int bounds keep int64, a float bound
# promotes to float32.
case("clamp_int_float_bounds", "(torch.clamp(x, min=0.5, max=3), torch.clamp(x, -1, 2), x.clamp(max=2.5), torch.clamp_min(x, 1.5))", [i64(2, 4)])

# Integer division and remainder by a scalar.
case("floor_divide_scalar_int", "x // 3 + x % -4", [i64(2, 5)])

ERROR_CASES = []

# item() where an int or a float is wanted (an annotation, a return type,
# float()/int()); the tensors' dtypes differ from the wanted type.
CASES.append(("op_item_typed", HEADER + """from typing import List

def g(x: torch.Tensor) -> float:
    return x.item()

def f(x: torch.Tensor, n: torch.Tensor) -> Tuple[float, int, float, float, List[int]]:
    a = float(x.sum().item())
    b = int(n.item())
    c = float(n.item()) * 2.0
    return a, b, c, g(n), []
""", "f", [f32(2), i64(1)]))


# TorchScript types item() as a number, which an annotated assignment
# does not accept.
ERROR_CASES.append(("op_item_annotated_assign", HEADER + """def f(x: torch.Tensor) -> float:
    a: float = x.item()
    return a
""", "f", ["    a: float = x.item()"]))

# split with an int size, unpacked: the targets give the number of parts.
CASES.append(("op_split_int_unpacked", HEADER + """def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    q, k, v = x.split(2, dim=-1)
    a, b = torch.split(x, 3, 0)
    return q * 2.0 + k, v, b
""", "f", [f32(5, 6)]))


# .dtype: TorchScript's int code; as a dtype argument (known once the
# input's dtype is refined), in comparisons and in a branch whose arms
# give different dtypes. Two inputs so each branch is taken once.
DTYPE_SRC = HEADER + """def f(x: torch.Tensor, y: torch.Tensor):
    d = x.dtype
    if x.dtype == torch.float32:
        w = x + 1.5
    else:
        w = x * 2
    z = torch.zeros(3, dtype=d)
    return (d, x.dtype != torch.int64, torch.float64, torch.bool, w, z,
            y.to(x.dtype), y.to(x), y.type_as(x), torch.ones_like(y, dtype=x.dtype),
            y.sum(dtype=x.dtype), torch.full([2], 7, dtype=y.dtype))
"""
CASES.append(("op_dtype_attr_float", DTYPE_SRC, "f", [f32(2, 3), i32(3)]))
CASES.append(("op_dtype_attr_int", DTYPE_SRC, "f", [i32(2, 3), f64(3)]))

# Rank- and size-dependent branches fold once shapes are known, so the
# untaken arm's different rank does not matter.
RANK_SRC = HEADER + """def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    if x.dim() == 2:
        x = x.unsqueeze(0)
    if x.size(-1) > 3 and x.numel() != 0:
        x = x[..., :3]
    n = 0
    if x.dim() != 3:
        n = -1
    return x * 2.0, n
"""
CASES.append(("op_rank_branch_2d", RANK_SRC, "f", [f32(2, 5)]))
CASES.append(("op_rank_branch_3d", RANK_SRC, "f", [f32(2, 1, 3)]))

# An explicit reduction dtype is the result's dtype too.
case("reduce_explicit_dtype", "(x.sum(dtype=torch.int32), torch.cumsum(x, 0, dtype=torch.int32), x.sum(1, dtype=torch.float64), x.prod(dtype=torch.int32))", [i32(2, 3, lo=-3, hi=4)])

# Indexing with an ellipsis: components after it count from the back.
case("index_ellipsis", "(x[..., 1], x[0, ..., ::2], x[..., None, 1:], x[None, ..., -1], x[1, ..., 0, None])", [f32(2, 3, 4)])

# TorchScript cannot emit a lone ellipsis as an index.
ERROR_CASES.append(("op_index_lone_ellipsis", HEADER + """def f(x: torch.Tensor) -> torch.Tensor:
    return x[...] + 1
""", "f", ["    return x[...] + 1"]))

# Sizes taken from other tensors' shapes (known once shapes are refined),
# including inside a loop and with int arithmetic on them.
CASES.append(("op_sizes_from_shapes", HEADER + """def f(x: torch.Tensor, n: int):
    b = x.size(0)
    y = x.view(b, -1)
    z = torch.zeros(x.size(1) * 2, b, dtype=torch.int64)
    w = torch.full([x.shape[0], 3], 1.5)
    s = torch.ones(x.size(2))
    for i in range(n):
        s = s + x.reshape(x.size(0) * x.size(1), x.size(-1))[i]
    return y, z, w, s, x.reshape(x.size(-1), x.size(0) // 2, -1), torch.empty(0, x.dim()).shape
""", "f", [f32(2, 3, 4), 3]))

# Indexing with ints known only at run time (loop variables, arithmetic on
# a parameter), negative ones counting from the end.
CASES.append(("op_index_runtime_int", HEADER + """def f(x: torch.Tensor, n: int):
    s = torch.zeros(x.size(1))
    for i in range(x.size(0)):
        s = s + x[i] * i
    return s, x[:, n - 5], x[n - 2, n - 3], x[..., -n], x[n - 4][None, 1:]
""", "f", [f32(4, 3), 3]))

# item() where nothing gives its type: a number of the tensor's kind
# (float, int or bool), learned once dtypes are refined.
ITEM_SRC = HEADER + """from typing import List

def total(x: torch.Tensor):
    return x.sum().item()

def f(x: torch.Tensor, n: torch.Tensor, b: torch.Tensor):
    a = x.sum().item()
    k = n.max().item()
    flag = b.any().item()
    vals = [k, k + 1]
    return a, k, flag, a * 2 + k, vals, total(x), x[0].item() > 0.5
"""
CASES.append(("op_item_untyped", ITEM_SRC, "f", [f32(3), i64(4), boolean(2)]))
CASES.append(("op_item_untyped_swapped", ITEM_SRC, "f", [f64(3), i32(4), boolean(3)]))

# arange with an end known once shapes are, and the new_* creation
# methods (the receiver's dtype unless one is given).
CASES.append(("op_arange_from_shape", HEADER + """def f(x: torch.Tensor, n: torch.Tensor):
    a = torch.arange(x.size(0))
    b = torch.arange(1, x.size(1) * 2, 2)
    c = torch.arange(x.size(1), dtype=torch.float32) * 0.5
    d = torch.arange(0.5, x.size(0))
    return a, b, c, d, n.new_zeros(2, x.size(0)), x.new_ones([3]), n.new_full([2], 2.7), x.new_full([x.size(1)], 0.1), n.new_zeros(2, dtype=torch.float64), x.new_empty(0).shape
""", "f", [f64(3, 4), i32(2)]))

# Early returns that depend on the dtype or the rank: the branch not taken
# may return another shape.
EARLY_SRC = HEADER + """def f(x: torch.Tensor) -> torch.Tensor:
    if x.dtype == torch.int32:
        return x.sum()
    if x.dim() == 1:
        return x.unsqueeze(0) * 2
    return x + 1
"""
CASES.append(("op_early_return_on_dtype_int", EARLY_SRC, "f", [i32(2, 3)]))
CASES.append(("op_early_return_on_dtype_rank1", EARLY_SRC, "f", [f32(3)]))
CASES.append(("op_early_return_on_dtype_rank2", EARLY_SRC, "f", [f64(2, 2)]))

# split with an int size whose result is kept as a list: the number of
# parts follows the dim's size.
SPLIT_LIST_SRC = HEADER + """from typing import List

def f(x: torch.Tensor):
    parts = x.split(2, 1)
    total = parts[0] * 0
    for p in parts:
        total = total + p[:, :1]
    return len(parts), total, torch.cat(parts[1:], 1), parts[-1], torch.split(x, 3)[0]
"""
CASES.append(("op_split_int_list", SPLIT_LIST_SRC, "f", [f32(2, 5)]))
CASES.append(("op_split_int_list_even", SPLIT_LIST_SRC, "f", [i64(3, 4)]))

case("cumprod", "torch.cumprod(x, 1)", [f32(3, 4)])
case("cumprod_int", "x.cumprod(0)", [i64(4, 2, lo=-3, hi=4)])

PAD_SRC = """
import torch
import torch.nn.functional as F
from typing import List

def f(x: torch.Tensor, y: torch.Tensor) -> List[torch.Tensor]:
    return [F.pad(x, [1, 2]), F.pad(x, (1, 1, 2, 0), value=-1.5), F.pad(x, [-1, 1]), F.pad(y, [0, 2], "constant", 7.0)]
"""
CASES.append(("op_pad_constant", PAD_SRC, "f", [f32(2, 3), i64(3)]))

case("sort_desc_dim1", "torch.sort(x, dim=1, descending=True)", [f32(3, 5)])
case("sort_int_stable", "x.sort(dim=0, stable=True)", [i64(6, 3, lo=-3, hi=3)])
case("sort_0d", "torch.sort(x)", [np.array(1.5, dtype=np.float32)])
case("argsort", "torch.argsort(x), x.argsort(dim=0, descending=True)", [f32(4, 3)])
case("msort", "torch.msort(x)", [f32(4, 2)])
case("topk", "torch.topk(x, 3), x.topk(2, dim=0, largest=False)", [f32(4, 5)])
NAN_SORT = np.array([0.5, 0.0, -1.0, 2.0, 0.0, -3.0], dtype=np.float32)
case("argsort_nan", "torch.argsort(torch.where(x == 0, x / x, x), stable=True), "
     "torch.argsort(torch.where(x == 0, x / x, x), descending=True, stable=True)", [NAN_SORT])

case("einsum_bmm", "torch.einsum('bij,bjk->bik', x, y)", [f32(2, 3, 4), f32(2, 4, 5)], "x, y")
case("einsum_implicit_list", "torch.einsum('ij,kj', [x, y]), torch.einsum('i,j', x[0], y[1])", [f32(2, 3), f32(4, 3)], "x, y")
case("einsum_ellipsis_broadcast", "torch.einsum('...ij,...jk->...ik', x, y)", [f32(3, 1, 2, 4), f32(5, 4, 2)], "x, y")
case("einsum_diag_trace_sum", "torch.einsum('ii->i', x), torch.einsum('ii', x), torch.einsum('ij->', x), torch.einsum('ij->ji', x)", [f32(3, 3)])
case("einsum_three_int", "torch.einsum('ij,jk,kl->il', x, y, z)", [i64(2, 3), i64(3, 4), i64(4, 2)], "x, y, z")

LOSS_SRC = HEADER + """
def f(x: torch.Tensor, t: torch.Tensor, w: torch.Tensor, y: torch.Tensor):
    return (F.cross_entropy(x, t), F.cross_entropy(x, t, reduction='sum'),
            F.cross_entropy(x, t, weight=w), F.cross_entropy(x, t, ignore_index=2, reduction='none'),
            F.cross_entropy(x, t, ignore_index=1, label_smoothing=0.1),
            F.nll_loss(F.log_softmax(x, 1), t, w, reduction='mean'),
            F.mse_loss(x, y), F.l1_loss(x, y, reduction='sum'), F.smooth_l1_loss(x, y, beta=0.5, reduction='none'),
            F.huber_loss(x, y, delta=0.5), F.smooth_l1_loss(x, y, beta=0.0))
"""
CASES.append(("op_losses", LOSS_SRC, "f",
              [f32(5, 4), np.array([0, 2, 1, 3, 2], dtype=np.int64), f32(4, lo=0.1, hi=1.0), f32(5, 4)]))
BCE_SRC = HEADER + """
def f(p: torch.Tensor, t: torch.Tensor, w: torch.Tensor, z: torch.Tensor):
    return (F.binary_cross_entropy(p, t), F.binary_cross_entropy(p, t, weight=w, reduction='none'),
            F.binary_cross_entropy_with_logits(z, t), F.binary_cross_entropy_with_logits(z, t, pos_weight=w, reduction='sum'))
"""
CASES.append(("op_binary_cross_entropy", BCE_SRC, "f",
              [f32(3, 4, lo=0.05, hi=0.95), f32(3, 4, lo=0.0, hi=1.0), f32(4, lo=0.5, hi=2.0), f32(3, 4, lo=-30.0, hi=30.0)]))
NLL_SPATIAL_SRC = HEADER + """
def f(x: torch.Tensor, t: torch.Tensor):
    return F.cross_entropy(x, t), F.nll_loss(x, t, reduction='none')
"""
CASES.append(("op_cross_entropy_spatial", NLL_SPATIAL_SRC, "f",
              [f32(2, 3, 4), np.array([[0, 1, 2, 1], [2, 2, 0, -100]], dtype=np.int64)]))

MISC_SRC = HEADER + """
def f(a: torch.Tensor, b: torch.Tensor, i: torch.Tensor, j: torch.Tensor, k: torch.Tensor):
    hi = float(k.item())
    r = torch.max(a, dim=1)
    s = a.detach()
    return (torch.div(i, j, rounding_mode="floor"), torch.div(i, j, rounding_mode="trunc"),
            torch.div(a, b, rounding_mode="trunc"), torch.fmod(i, j), torch.fmod(a, 0.7),
            torch.outer(a[0], b[1]), torch.count_nonzero(i), i.count_nonzero(dim=0),
            torch.allclose(a, a + 1e-9), torch.allclose(a, b), torch.diff(a), a.diff(n=2, dim=0),
            F.cosine_similarity(a, b), F.cosine_similarity(a, b, dim=0), torch.empty_like(a) * 0,
            a.clamp(-hi, hi), torch.clamp(i, min=k), r.values, r.indices, s + 1)
"""
CASES.append(("op_misc_decompositions", MISC_SRC, "f",
              [f32(3, 4), f32(3, 4), i64(3, 4), nonzero_i64(3, 4), np.array(1, dtype=np.int64)]))

SCATTER_SRC = HEADER + """
def f(x: torch.Tensor, t: torch.Tensor, seg: torch.Tensor, v: torch.Tensor):
    one_hot = torch.zeros_like(x).scatter_(1, t.unsqueeze(1), 1.0)
    sums = torch.zeros(3).scatter_add(0, seg, v)
    y = x.clone()
    y.scatter_(0, torch.tensor([[2, 0, 1, 0]]), x[:1] * 10)
    z = torch.scatter(x, 1, torch.tensor([[1], [0], [3]]), value=-1)
    return one_hot, sums, y, z
"""
CASES.append(("op_scatter", SCATTER_SRC, "f",
              [f32(3, 4), np.array([0, 2, 3], dtype=np.int64), np.array([0, 2, 2, 1, 0], dtype=np.int64), f32(5)]))

ONE_HOT_SRC = HEADER + """
def f(t: torch.Tensor, x: torch.Tensor):
    return F.one_hot(t, 4), F.one_hot(t.view(2, 2), num_classes=5), torch.trace(x), x.trace()
"""
CASES.append(("op_one_hot_trace", ONE_HOT_SRC, "f", [np.array([0, 3, 1, 1], dtype=np.int64), f32(3, 3)]))
case("roll", "[torch.roll(x, shifts=2, dims=1), x.roll(-1, 0), torch.roll(x, (7, 1), (1, 0)), x.roll(0, 1)]", [f32(2, 3)])

EXPAND_SIZES_SRC = HEADER + """
def f(x: torch.Tensor, y: torch.Tensor):
    r = torch.arange(x.size(1)).expand(x.size(0), -1).contiguous()
    return y.unsqueeze(0).expand(x.size(0), 3) + r, x.expand(2, x.size(0), x.size(1))
"""
CASES.append(("op_expand_size_values", EXPAND_SIZES_SRC, "f", [f32(2, 3), f32(3)]))

UNBIND_SRC = HEADER + """
def f(x: torch.Tensor):
    rows = x.unbind(0)
    a, b = torch.unbind(x[:2], dim=1)[:2]
    acc = torch.zeros(x.size(0))
    for c in torch.unbind(x, -1):
        acc = acc + c
    p, q, r = x.unbind()
    return rows, a + b, acc, p - r
"""
CASES.append(("op_unbind", UNBIND_SRC, "f", [f32(3, 4)]))

TOPK_PARAM_SRC = HEADER + """
def top(logits: torch.Tensor, top_k: int = 0, temperature: float = 1.0) -> torch.Tensor:
    logits = logits / temperature
    if top_k > 0:
        v, _ = torch.topk(logits, top_k)
        logits = torch.where(logits < v[..., -1:], torch.full_like(logits, -1e4), logits)
    return F.softmax(logits, dim=-1)

def f(x: torch.Tensor):
    return top(x), top(x, 2), top(x, top_k=3, temperature=0.5), torch.topk(x, 1, dim=0)[1]
"""
CASES.append(("op_topk_k_from_helper_param", TOPK_PARAM_SRC, "f", [f32(3, 5)]))
case("repeat_interleave", "[x.repeat_interleave(2, dim=0), torch.repeat_interleave(x, 3, 1), x.repeat_interleave(2), torch.repeat_interleave(x, 1, -1), x.int().repeat_interleave(2, 1)]", [f32(2, 3)])
case("movedim", "[x.movedim(0, 2), torch.movedim(x, -1, 0), x.movedim([0, 1], [2, 0]), torch.moveaxis(x, 1, -1), x.int().movedim(2, 1)]", [f32(2, 3, 4)])
case("diagonal", "[torch.diagonal(x), x.diagonal(1, 1, 2), x.diagonal(-1, -1, 0), x[0].diagonal(), torch.diagonal(x, offset=2, dim1=1, dim2=2), x.diagonal(5)]", [f32(2, 3, 4)])
case("diag", "[torch.diag(x[0]), torch.diag(x[0], 1), x[0].diag(-1), torch.diag(x[0, 0]), torch.diag(x[0, 1], 2), x[1, :, 1].diag(-2), torch.diag(x[1].long())]", [f32(2, 3, 4)])
CUM_EXTREME_SRC = HEADER + """import math

def f(x: torch.Tensor, t: torch.Tensor):
    v, i = torch.cummax(x, 1)
    m = x.cummin(dim=0)
    t = torch.where(t == 4.0, torch.full_like(t, math.nan), t)
    r = torch.cummax(t, -1)
    rv = torch.where(r.values != r.values, torch.full_like(r.values, -100.0), r.values)
    return v, i, m[0], m[1], rv, r.indices, x.int().cummin(1)[0], torch.cummax(x[0], 0)[1]
"""
CASES.append(("op_cummax_cummin", CUM_EXTREME_SRC, "f", [f32(3, 4), np.array([[1.0, 3.0, 3.0, 2.0, 4.0, 5.0, 1.0], [2.0, 2.0, -1.0, 2.0, 0.0, 2.0, 7.0]], dtype=np.float32)]))
CDIST_SRC = HEADER + """import math

def f(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor):
    return (torch.cdist(a, b), torch.cdist(a, b, p=1.0), torch.cdist(a, b, 3.0), torch.cdist(a, b, p=0.0),
            torch.cdist(a, b, p=math.inf), torch.cdist(c, c), a.norm(p=math.inf), c.norm(p=0.0, dim=-1))
"""
CASES.append(("op_cdist", CDIST_SRC, "f", [f32(4, 3), f32(5, 3), f32(2, 3, 3)]))
INDEX_ADD_SRC = HEADER + """
def f(x: torch.Tensor, s: torch.Tensor, idx: torch.Tensor):
    y = x.clone()
    y.index_add_(0, idx, s)
    z = torch.index_add(x, 1, torch.tensor([2, 0, 2, 1]), x, alpha=2.0)
    w = x.long().index_add(0, idx, s.long())
    return y, z, w, torch.zeros(5).index_add(0, torch.tensor([4, 4, 0]), torch.tensor([1.0, 2.0, 3.0]))
"""
CASES.append(("op_index_add", INDEX_ADD_SRC, "f", [f32(4, 4), f32(3, 4), np.array([3, 0, 3], dtype=np.int64)]))
BUCKETIZE_SRC = HEADER + """
def f(x: torch.Tensor, edges: torch.Tensor):
    rows = torch.tensor([[-1.0, 0.0, 1.0], [0.5, 1.0, 1.5]])
    v = torch.tensor([[0.0, 1.2], [1.0, 2.0]])
    return (torch.bucketize(x, edges), torch.bucketize(x, edges, right=True), torch.bucketize(x, edges, out_int32=True),
            torch.searchsorted(edges, x), torch.searchsorted(edges, x, right=True), torch.searchsorted(edges, x, side="right"),
            torch.searchsorted(rows, v), torch.searchsorted(rows, v, side="right"),
            torch.bucketize(torch.tensor([1, 5, 9]), torch.tensor([2, 5, 8])))
"""
CASES.append(("op_bucketize_searchsorted", BUCKETIZE_SRC, "f", [np.array([[-2.0, -0.5, 0.0], [0.5, 1.0, 3.0]], dtype=np.float32), np.array([-1.0, 0.0, 0.5, 1.0], dtype=np.float32)]))
case("unfold", "[x.unfold(0, 2, 1), x.unfold(1, 3, 2), x.unfold(-1, 5, 5), x[0].unfold(0, 2, 3), x.int().unfold(0, 3, 1)]", [f32(3, 5)])
MESHGRID_SRC = HEADER + """from typing import List

def f(x: torch.Tensor) -> List[torch.Tensor]:
    a, b = torch.meshgrid([torch.arange(3).float(), x])
    gx, gy = torch.meshgrid([x, torch.arange(3.0)], indexing="xy")
    out = torch.meshgrid([x.long(), x[:2].long(), torch.tensor([7, 8])], indexing="ij")
    return [a, b, gx, gy, out[0], out[1], out[2]]
"""
CASES.append(("op_meshgrid", MESHGRID_SRC, "f", [f32(4)]))
case("median", "[x.median(), torch.median(x, 1)[0], torch.median(x, 1)[1], x.median(dim=0, keepdim=True)[0], x.median(0, True)[1], x[0].median(), x.long().median(1)[0], x[:, :4].median(-1).values]", [f32(4, 5)])
UNIQUE_SRC = HEADER + """from typing import List

def f(x: torch.Tensor, w: torch.Tensor) -> List[torch.Tensor]:
    u2, inv = torch.unique(x, return_inverse=True)
    u3, inv3, c3 = torch.unique(x, sorted=True, return_inverse=True, return_counts=True)
    uc, cc = torch.unique(w.round(), return_counts=True)
    return [torch.unique(x), u2, inv, u3, inv3, c3, uc, cc, torch.unique(x[x > 100]), torch.unique(x > 1)]
"""
CASES.append(("op_unique", UNIQUE_SRC, "f", [np.array([[3, 1, 3], [0, 5, 1]], dtype=np.int64), f32(2, 4)]))
BINCOUNT_SRC = HEADER + """from typing import List

def f(y: torch.Tensor, w: torch.Tensor) -> List[torch.Tensor]:
    return [torch.bincount(y), y.bincount(weights=w, minlength=8), torch.bincount(y[y > 100], minlength=3),
            torch.bincount(y, w.double()), torch.bincount(y.int())]
"""
CASES.append(("op_bincount", BINCOUNT_SRC, "f", [np.array([2, 0, 2, 5, 1], dtype=np.int64), f32(5)]))
WHERE_ONE_SRC = HEADER + """from typing import List

def f(x: torch.Tensor) -> List[torch.Tensor]:
    r, c = torch.where(x > 0)
    idx = torch.where(x[0] < 1.0)
    return [r, c, idx[0], torch.where(x > 10)[1], torch.where(x.long())[0]]
"""
CASES.append(("op_where_condition_only", WHERE_ONE_SRC, "f", [f32(3, 4)]))

# F.interpolate: nearest and (bi)linear, sizes and scale factors; a U-Net decoder step.
CASES.append(("op_interpolate_nearest", HEADER + """from typing import List


def f(x: torch.Tensor, y: torch.Tensor) -> List[torch.Tensor]:
    return [F.interpolate(x, scale_factor=2.0), F.interpolate(x, size=5), F.interpolate(y, size=(3, 5), mode='nearest'),
            F.interpolate(y, scale_factor=(2.0, 1.5))]
""", "f", [f32(1, 2, 4), f32(2, 1, 2, 3)]))

CASES.append(("op_interpolate_linear", HEADER + """from typing import List


def f(x: torch.Tensor, y: torch.Tensor) -> List[torch.Tensor]:
    return [F.interpolate(x, scale_factor=2.0, mode='linear'), F.interpolate(x, size=7, mode='linear', align_corners=True),
            F.interpolate(y, size=(3, 5), mode='bilinear', align_corners=False),
            F.interpolate(y, scale_factor=2.0, mode='bilinear', align_corners=True),
            F.interpolate(y, size=(1, 2), mode='bilinear')]
""", "f", [f32(1, 2, 4), f32(2, 1, 2, 3)]))

# A U-Net decoder step: upsample, concatenate the skip, convolve.
CASES.append(("op_unet_up", HEADER + """def f(x: torch.Tensor, skip: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    up = F.interpolate(x, scale_factor=2.0, mode='bilinear', align_corners=False)
    return F.relu(F.conv2d(torch.cat([up, skip], dim=1), w, padding=1))
""", "f", [f32(1, 2, 3, 3), f32(1, 1, 6, 6), f32(2, 3, 3, 3)]))


# One case per op, mostly for ops decomposed in TorchScript (decompositions.py); the
# op_p_ cases that fail mark ops not supported yet.
def one(name, expr, args, params="x"):
    CASES.append(("op_p_" + name, HEADER + f"def f({params}):\n    return {expr}\n", "f", args))

X = f32(2, 4, 4)
one("kl_div", "F.kl_div(F.log_softmax(x, 1), F.softmax(y, 1), reduction='batchmean')", [f32(4, 5), f32(4, 5)], "x, y")
one("group_norm", "F.group_norm(x, 2)", [X])
one("group_norm_affine", "F.group_norm(x, 2, w, b)", [X, f32(4), f32(4)], "x, w, b")
one("instance_norm", "F.instance_norm(x)", [X])
one("batch_norm_f", "F.batch_norm(x, torch.zeros(4), torch.ones(4))", [X])
one("cosine_sim", "F.cosine_similarity(x, y, dim=1)", [f32(3, 4), f32(3, 4)], "x, y")
one("cdist", "torch.cdist(x, y)", [f32(3, 4), f32(2, 4)], "x, y")
one("pad_reflect", "F.pad(x, (1, 1, 1, 1), mode='reflect')", [f32(1, 2, 3, 3)])
one("pad_replicate", "F.pad(x, (1, 2), mode='replicate')", [f32(1, 2, 3)])
one("pad_circular", "F.pad(x, (1, 1), mode='circular')", [f32(1, 2, 3)])
one("roll", "torch.roll(x, 1, 0)", [f32(3, 4)])
one("roll_multi", "torch.roll(x, (1, -1), (0, 1))", [f32(3, 4)])
one("flip", "torch.flip(x, [1])", [f32(3, 4)])
one("repeat_interleave", "x.repeat_interleave(2, dim=0)", [f32(3, 4)])
one("narrow", "x.narrow(1, 1, 2)", [f32(3, 4)])
one("unfold_t", "x.unfold(1, 2, 1)", [f32(3, 4)])
one("diag", "torch.diag(x)", [f32(4)])
one("diag_2d", "torch.diag(x, 1)", [f32(3, 4)])
one("outer", "torch.outer(x, y)", [f32(3), f32(4)], "x, y")
one("mT", "x.mT", [f32(2, 3, 4)])
one("atleast_2d", "torch.atleast_2d(x)", [f32(4)])
one("topk_small", "torch.topk(x, 2, dim=1, largest=False)", [f32(3, 4)])
one("masked_select", "torch.masked_select(x, x > 0)", [f32(3, 4)])
one("nonzero", "torch.nonzero(x > 0)", [f32(3, 4)])
one("scatter_add", "torch.zeros(3, 4).scatter_add(1, i, x)", [f32(3, 2), np.array([[0, 1], [2, 2], [3, 0]], dtype=np.int64)], "x, i")
one("one_hot", "F.one_hot(i, 5)", [np.array([2, 0, 4], dtype=np.int64)], "i")
one("cumprod", "torch.cumprod(x, 1)", [f32(3, 4)])
one("searchsorted", "torch.searchsorted(torch.tensor([0.0, 1.0]), x)", [f32(3, 4)])
one("conv_t", "F.conv_transpose2d(x, w, stride=2, padding=1, output_padding=1)", [f32(1, 3, 3, 3), f32(3, 2, 3, 3)], "x, w")
one("max_pool_idx", "F.max_pool2d(x, 2, return_indices=True)", [f32(1, 2, 4, 4)])
one("pixel_shuffle", "F.pixel_shuffle(x, 2)", [f32(1, 8, 2, 3)])
one("pixel_unshuffle", "F.pixel_unshuffle(x, 2)", [f32(1, 2, 4, 6)])
one("unfold_f", "F.unfold(x, 2)", [f32(1, 2, 4, 4)])
one("fold_f", "F.fold(x, (3, 3), 2)", [f32(1, 8, 4)])
one("conv_dilated", "F.conv2d(x, w, dilation=2)", [f32(1, 2, 6, 6), f32(3, 2, 3, 3)], "x, w")
one("adaptive_max", "F.adaptive_max_pool2d(x, 2)", [f32(1, 2, 5, 5)])
one("sdpa", "F.scaled_dot_product_attention(q, k, v)", [f32(1, 2, 3, 4), f32(1, 2, 3, 4), f32(1, 2, 3, 4)], "q, k, v")
one("sdpa_causal", "F.scaled_dot_product_attention(q, k, v, is_causal=True)", [f32(1, 2, 3, 4), f32(1, 2, 3, 4), f32(1, 2, 3, 4)], "q, k, v")
one("sdpa_mask", "F.scaled_dot_product_attention(q, k, v, attn_mask=m)", [f32(1, 2, 3, 4), f32(1, 2, 3, 4), f32(1, 2, 3, 4), f32(3, 3)], "q, k, v, m")
one("einsum", "torch.einsum('bhid,bhjd->bhij', q, k)", [f32(1, 2, 3, 4), f32(1, 2, 3, 4)], "q, k")
one("baddbmm", "torch.baddbmm(c, a, b, beta=0.5, alpha=2.0)", [f32(2, 3, 3), f32(2, 3, 4), f32(2, 4, 3)], "c, a, b")
one("softplus", "F.softplus(x, beta=2.0)", [f32(3, 4)])
one("elu", "F.elu(x)", [f32(3, 4)])
one("selu", "F.selu(x)", [f32(3, 4)])
one("celu", "F.celu(x)", [f32(3, 4)])
one("leaky_relu", "F.leaky_relu(x, 0.2)", [f32(3, 4)])
one("hardtanh", "F.hardtanh(x)", [f32(3, 4)])
one("hardswish", "F.hardswish(x)", [f32(3, 4)])
one("hardsigmoid", "F.hardsigmoid(x)", [f32(3, 4)])
one("relu6", "F.relu6(x * 4)", [f32(3, 4)])
one("mish", "F.mish(x)", [f32(3, 4)])
one("glu", "F.glu(x, -1)", [f32(3, 4)])
one("logit", "torch.logit(torch.sigmoid(x))", [f32(3, 4)])
one("gelu_tanh", "F.gelu(x, approximate='tanh')", [f32(3, 4)])
one("softsign", "F.softsign(x)", [f32(3, 4)])
one("tanhshrink", "F.tanhshrink(x)", [f32(3, 4)])
one("prelu", "F.prelu(x, w)", [f32(2, 3, 4), f32(3)], "x, w")
one("log_sigmoid", "F.logsigmoid(x)", [f32(3, 4)])
one("softmin", "F.softmin(x, 1)", [f32(3, 4)])
one("embedding", "F.embedding(i, w)", [np.array([[0, 2], [1, 1]], dtype=np.int64), f32(3, 4)], "i, w")
one("embedding_bag", "F.embedding_bag(i, w, o)", [np.array([0, 2, 1, 1], dtype=np.int64), f32(3, 4), np.array([0, 2], dtype=np.int64)], "i, w, o")
one("linear_nobias", "F.linear(x, w)", [f32(3, 4), f32(2, 4)], "x, w")
one("bilinear", "F.bilinear(a, b, w)", [f32(3, 4), f32(3, 2), f32(5, 4, 2)], "a, b, w")
one("dropout_eval", "F.dropout(x, 0.5, training=False)", [f32(3, 4)])
one("std_mean", "torch.std_mean(x, 1)", [f32(3, 4)])
one("var_mean", "torch.var_mean(x, 0, unbiased=False)", [f32(3, 4)])
one("aminmax", "torch.aminmax(x, dim=1)", [f32(3, 4)])
one("mode", "torch.mode(x, 1)", [np.array([[1, 2, 2], [3, 3, 1]], dtype=np.int64)])
one("kthvalue", "torch.kthvalue(x, 2, 1)", [f32(3, 4)])
one("quantile", "torch.quantile(x, 0.5, dim=1)", [f32(3, 4)])
one("nanmean", "torch.nanmean(x)", [f32(3, 4)])
one("count_nonzero", "torch.count_nonzero(x > 0, 1)", [f32(3, 4)])
one("histc", "torch.histc(x, 4, -2.0, 2.0)", [f32(10)])
one("trace", "torch.trace(x)", [f32(3, 3)])
one("tril_indices", "torch.tril_indices(3, 3)", [f32(1)])
one("meshgrid", "torch.meshgrid(x, y, indexing='ij')", [f32(2), f32(3)], "x, y")
one("cartesian_prod", "torch.cartesian_prod(x, y)", [f32(2), f32(3)], "x, y")
one("block_diag", "torch.block_diag(x, y)", [f32(2, 2), f32(1, 3)], "x, y")
one("cross", "torch.cross(x, y, dim=1)", [f32(2, 3), f32(2, 3)], "x, y")
one("linalg_norm", "torch.linalg.norm(x, dim=1)", [f32(3, 4)])
one("linalg_vector_norm", "torch.linalg.vector_norm(x, 3, dim=0)", [f32(3, 4)])
one("det", "torch.det(x)", [f32(3, 3)])
one("inverse", "torch.inverse(x + 3 * torch.eye(3))", [f32(3, 3)])
one("solve", "torch.linalg.solve(a + 3 * torch.eye(3), b)", [f32(3, 3), f32(3, 2)], "a, b")
one("cholesky", "torch.linalg.cholesky(a @ a.t() + torch.eye(3))", [f32(3, 3)], "a")
one("matrix_power", "torch.matrix_power(x, 3)", [f32(3, 3)])
one("lerp", "torch.lerp(x, y, 0.3)", [f32(3), f32(3)], "x, y")
one("addcmul", "torch.addcmul(x, y, z, value=0.5)", [f32(3), f32(3), f32(3)], "x, y, z")
one("hypot", "torch.hypot(x, y)", [f32(3), f32(3)], "x, y")
one("atan2", "torch.atan2(x, y)", [f32(3), f32(3)], "x, y")
one("fmod_rem", "(torch.fmod(x, 0.7), torch.remainder(x, 0.7))", [f32(5)])
one("isclose", "torch.isclose(x, y, atol=0.5)", [f32(3), f32(3)], "x, y")
one("allclose", "torch.allclose(x, x + 1e-9)", [f32(3)])
one("sign_ops", "(torch.sign(x), torch.sgn(x), torch.signbit(x), torch.copysign(x, -1.0))", [f32(5)])
one("round_dec", "torch.round(x, decimals=1)", [f32(5)])
one("frac_trunc", "(torch.frac(x), torch.trunc(x), torch.fix(x))", [f32(5)])
one("nan_to_num", "torch.nan_to_num(x / 0.0, posinf=9.0, neginf=-9.0)", [f32(5)])
one("logaddexp", "torch.logaddexp(x, y)", [f32(3), f32(3)], "x, y")
one("xlogy", "torch.xlogy(x, y.abs())", [f32(3), f32(3)], "x, y")
one("erfinv", "torch.erfinv(x * 0.4)", [f32(3)])
one("lgamma_digamma", "(torch.lgamma(x.abs() + 0.5), torch.digamma(x.abs() + 0.5))", [f32(3)])
one("bitwise", "(x & 3, x | 4, x ^ 5, ~x, x << 1, x >> 1)", [np.array([1, 6, 9], dtype=np.int64)])
one("tensor_split", "torch.tensor_split(x, 3, dim=1)", [f32(2, 7)])
one("hsplit_vstack", "torch.vstack([x, x]), torch.hstack([x, x]), torch.dstack([x, x])", [f32(2, 3)])
one("column_stack", "torch.column_stack([x, y])", [f32(3), f32(3)], "x, y")
one("flatten_range", "torch.flatten(x, 1, 2)", [f32(2, 3, 4, 5)])
one("unflatten", "x.unflatten(1, (2, 2))", [f32(3, 4)])
one("swapaxes", "(x.swapaxes(0, 1), x.movedim(0, -1), x.moveaxis(1, 0))", [f32(2, 3, 4)])
one("take_along_dim", "torch.take_along_dim(x, i, dim=1)", [f32(3, 4), np.array([[0], [3], [1]], dtype=np.int64)], "x, i")
one("index_fill", "x.index_fill(1, i, -1.0)", [f32(3, 4), np.array([0, 2], dtype=np.int64)], "x, i")
one("index_copy", "x.index_copy(0, i, y)", [f32(3, 4), np.array([2, 0], dtype=np.int64), f32(2, 4)], "x, i, y")
one("masked_scatter", "x.masked_scatter(x > 0, y)", [f32(3, 4), f32(12)], "x, y")
one("put", "x.index_put((i,), v)", [f32(5), np.array([0, 3], dtype=np.int64), f32(2)], "x, i, v")
one("diff", "torch.diff(x, dim=1)", [f32(3, 4)])
one("cummax", "torch.cummax(x, 1)", [f32(3, 4)])
one("logcumsumexp", "torch.logcumsumexp(x, 1)", [f32(3, 4)])
one("renorm", "torch.renorm(x, 2, 0, 1.0)", [f32(3, 4)])
one("clamp_tensor", "torch.clamp(x, min=y)", [f32(3, 4), f32(4)], "x, y")
one("bucketize", "torch.bucketize(x, torch.tensor([-1.0, 0.0, 1.0]))", [f32(3, 4)])
one("rot90", "torch.rot90(x, 1, [0, 1])", [f32(3, 4)])
one("vander", "torch.vander(x, 3)", [f32(4)])
one("tile", "x.tile((2, 1))", [f32(2, 3)])
one("triu_indices", "torch.triu_indices(3, 4, 1)", [f32(1)])
one("unique_consecutive", "torch.unique_consecutive(x)", [np.array([1, 1, 2, 2, 3, 1], dtype=np.int64)])
one("unique_dim", "torch.unique(x, dim=0)", [np.array([[1, 2], [0, 0], [1, 2]], dtype=np.int64)])
one("argwhere", "torch.argwhere(x > 0)", [f32(3, 4)])
one("heaviside", "torch.heaviside(x, torch.tensor(0.5))", [f32(5)])
one("float_power", "torch.float_power(x, 2)", [f32(3)])
one("square", "torch.square(x)", [f32(3)])
one("exp2_log2", "(torch.exp2(x), torch.log2(x.abs() + 1), torch.log10(x.abs() + 1), torch.expm1(x))", [f32(3)])
one("deg2rad", "(torch.deg2rad(x), torch.rad2deg(x))", [f32(3)])
one("i0_sinc", "(torch.i0(x), torch.sinc(x))", [f32(3)])

def decomposed(name, expr, args, params="x"):
    CASES.append(("op_d_" + name, HEADER + "from typing import List\n\n\n" + f"def f({params}):\n    return {expr}\n", "f", args))

decomposed("square", "(torch.square(x), x.square(), torch.square(i))", [f32(3, 4), np.array([1, -2, 3], dtype=np.int64)], "x, i")
decomposed("addcmul", "(torch.addcmul(x, y, z, value=0.5), x.addcdiv(y, z.abs() + 1))", [f32(3), f32(3), f32(3)], "x, y, z")
decomposed("lerp_hypot", "(torch.lerp(x, y, 0.3), torch.hypot(x, y), torch.logaddexp(x, y), torch.xlogy(x, y.abs()))", [f32(4), f32(4)], "x, y")
decomposed("heaviside", "torch.heaviside(torch.tensor([-1.0, 0.0, 2.0]), torch.tensor(0.5))", [f32(1)])
decomposed("float_power", "torch.float_power(x, 2.0)", [f32(3)])
decomposed("deg_frac", "(torch.deg2rad(x), torch.rad2deg(x), torch.frac(x), torch.sgn(x))", [f32(5)])
decomposed("nan_to_num", "(torch.nan_to_num(x / 0.0), torch.nan_to_num(x / 0.0, posinf=9.0, neginf=-9.0, nan=1.5))", [np.array([1.0, -1.0, 0.0], dtype=np.float32)])
decomposed("logit_isclose", "(torch.logit(torch.sigmoid(x)), torch.logit(x.abs(), eps=0.1), torch.isclose(x, y, atol=0.5))", [f32(4), f32(4)], "x, y")
decomposed("activations", "(F.mish(x), F.selu(x), F.celu(x, 0.5), F.softsign(x), F.tanhshrink(x), F.logsigmoid(x), F.softmin(x, 1), F.glu(x, -1), F.hardshrink(x), F.softshrink(x, 0.3), F.threshold(x, 0.1, -1.0))", [f32(3, 4)])
decomposed("group_norm", "(F.group_norm(x, 2), F.group_norm(x, 2, w, b), F.instance_norm(x), F.instance_norm(x, weight=w, bias=b))", [f32(2, 4, 3, 3), f32(4), f32(4)], "x, w, b")
decomposed("pixel_shuffle", "(F.pixel_shuffle(x, 2), F.pixel_unshuffle(F.pixel_shuffle(x, 2), 2))", [f32(1, 8, 2, 3)])
decomposed("sdpa", "(F.scaled_dot_product_attention(q, k, v), F.scaled_dot_product_attention(q, k, v, is_causal=True), F.scaled_dot_product_attention(q, k, v, attn_mask=m), F.scaled_dot_product_attention(q, k, v, attn_mask=m > 0, scale=0.3))", [f32(1, 2, 3, 4), f32(1, 2, 3, 4), f32(1, 2, 3, 4), f32(3, 3)], "q, k, v, m")
decomposed("kl_div", "(F.kl_div(F.log_softmax(x, 1), F.softmax(y, 1), reduction='batchmean'), F.kl_div(x, y, reduction='sum', log_target=True), F.kl_div(x, y.abs(), reduction='none'))", [f32(4, 5), f32(4, 5)], "x, y")
decomposed("baddbmm", "(torch.baddbmm(c, a, b, beta=0.5, alpha=2.0), torch.addmv(c[0, 0], a[0], b[0, :, 0]), F.bilinear(a[0], b[0].t(), w))", [f32(2, 3, 3), f32(2, 3, 4), f32(2, 4, 3), f32(5, 4, 4)], "c, a, b, w")
decomposed("atleast_stack", "(torch.atleast_1d(s), torch.atleast_2d(x), torch.atleast_3d(y), torch.vstack([x, y]), torch.hstack([x, x]), torch.dstack([y, y]), torch.column_stack([x, x]), torch.hstack([y, y]))", [np.array(2.0, dtype=np.float32), f32(3), f32(2, 3)], "s, x, y")
decomposed("unflatten_tile", "(x.unflatten(1, [2, 2]), x.tile([2, 1]), torch.tile(x, [2]), torch.take_along_dim(x, i, 1), torch.cross(y, z, dim=1))", [f32(3, 4), np.array([[0], [3], [1]], dtype=np.int64), f32(2, 3), f32(2, 3)], "x, i, y, z")
decomposed("stats", "(torch.std_mean(x, [1]), torch.var_mean(x, [0], False), torch.aminmax(x), torch.aminmax(x, dim=1), torch.logcumsumexp(x, 1), torch.kthvalue(x, 2, 1), x.kthvalue(3, 0, True))", [f32(3, 4)])
decomposed("distances", "(F.pairwise_distance(x, y), F.triplet_margin_loss(x, y, z), F.triplet_margin_loss(x, y, z, swap=True, reduction='none'))", [f32(3, 4), f32(3, 4), f32(3, 4)], "x, y, z")

decomposed("coerced", "(torch.float_power(x, 2), torch.std_mean(x, 1), torch.var_mean(x, 0, unbiased=False), x.tile((2, 1)), x.unflatten(1, (2, 2)))", [f32(3, 4)])
decomposed("log10_signbit", "(torch.log10(x.abs() + 1), torch.signbit(x), torch.nanmean(x), torch.argwhere(x > 0))", [f32(3, 4)])
decomposed("prelu", "(F.prelu(x, w), F.prelu(x, torch.tensor([0.25])))", [f32(2, 3, 4), f32(3)], "x, w")
decomposed("tri_indices", "(torch.tril_indices(3, 3), torch.triu_indices(3, 4, 1), torch.vander(x), torch.vander(x, 2, increasing=True))", [f32(4)])
decomposed("index_fill_copy", "(x.index_fill(1, i, -1.0), x.index_copy(0, j, y), torch.linalg.norm(x), torch.linalg.norm(x, dim=1), torch.linalg.norm(x, 1.0, [0]))", [f32(3, 4), np.array([0, 2], dtype=np.int64), np.array([2, 0], dtype=np.int64), f32(2, 4)], "x, i, j, y")

# Inverse trigonometric and hyperbolic functions, erfc, atan2.
def listed(name, expr, args, params="x"):
    """A case whose source imports `List` too."""
    CASES.append(("op_" + name, HEADER + "from typing import List\n\n\n" + f"def f({params}):\n    return {expr}\n", "f", args))

listed("inverse_trig", "(torch.asin(x * 0.5), torch.acos(x * 0.5), torch.atan(x), (x * 0.5).arcsin() + torch.arctan(x))", [f32(3, 4)])
listed("hyperbolic", "(torch.sinh(x), torch.cosh(x), torch.asinh(x), torch.acosh(x.abs() + 1), torch.atanh(x * 0.4))", [f32(3, 4)])
listed("erfc_atan2", "(torch.erfc(x), torch.special.erfc(x * 3), torch.atan2(x, y), torch.atan2(i, j), x.atan2(y))", [f32(3, 4), f32(3, 4), np.array([1, -2, 0], dtype=np.int64), np.array([0, 3, -1], dtype=np.int64)], "x, y, i, j")
listed("trig_int", "(torch.atan(i), torch.cosh(i))", [np.array([1, -2, 0], dtype=np.int64)], "i")

# F.pad in reflect, replicate and circular modes (decomposed).

listed("pad_modes_1d", "(F.pad(x, (2, 1), mode='reflect'), F.pad(x, (1, 3), mode='replicate'), F.pad(x, (2, 2), mode='circular'), F.pad(x, [1, 0], 'reflect'))", [f32(2, 3, 4)])
listed("pad_modes_2d", "(F.pad(x, (1, 1, 2, 0), mode='reflect'), F.pad(x, (0, 2, 1, 1), mode='replicate'), F.pad(x, (1, 1, 1, 1), mode='circular'))", [f32(1, 2, 3, 4)])
listed("pad_modes_3d", "F.pad(x, (1, 1, 1, 1, 1, 1), mode='replicate')", [f32(1, 1, 2, 3, 3)])

# F.conv_transpose2d (decomposed: zeros between pixels, a border, a stride-1 conv2d).

listed("conv_transpose2d", "(F.conv_transpose2d(x, w), F.conv_transpose2d(x, w, b, stride=2), F.conv_transpose2d(x, w, stride=2, padding=1, output_padding=1), F.conv_transpose2d(x, w, b, (2, 1), (1, 0)))", [f32(1, 3, 3, 4), f32(3, 2, 3, 3), f32(2)], "x, w, b")

# Tensor attributes: T, mT, H, mH, ndim.

listed("tensor_attributes", "(x.T, y.mT, x.H @ x, y.mH, y.ndim, x.T.contiguous().view(-1))", [f32(2, 3), f32(2, 3, 4)], "x, y")

# Special functions, rotations and linear algebra (decomposed).

listed("copysign_t", "(torch.copysign(x, y), x.copysign(y), torch.copysign(i, y))", [f32(2, 3), f32(2, 3), np.array([1, -2, 0], dtype=np.int64)], "x, y, i")
listed("sinc_i0", "(torch.special.sinc(x * 4), torch.special.i0(x * 6), torch.i0(x.double() * 10), torch.sinc(torch.tensor([0.0, 1.0])))", [f32(3, 4)])
listed("erfinv_edges", "(torch.erfinv(torch.tanh(x) * 0.999), torch.erfinv(torch.tensor([-0.99999, 0.0, 0.9999, 1e-8])), torch.special.erfinv(x.double() * 0.45))", [f32(3, 4)])
listed("lgamma_digamma", "(torch.lgamma(x * 3), torch.digamma(x * 3), torch.special.gammaln(torch.tensor([1e-3, -1.5, 1.0, 2.0, 0.25, -2.5, 200.0])), x.lgamma(), x.digamma())", [f32(3, 4)])
listed("digamma_f64", "(torch.special.digamma(x.double() * 20), torch.special.psi(torch.tensor([-2.5, 10.0, 1e-3, 1e6])), torch.lgamma(x.double() * 30))", [f32(3, 4)])
listed("rot90_k", "(torch.rot90(x), torch.rot90(x, 2, [1, 2]), x.rot90(-1, [0, 2]), torch.rot90(x, 4), torch.rot90(x, 3))", [f32(2, 3, 4)])
listed("renorm_p", "(x.renorm(1, 1, 2.0), torch.renorm(x, 3.0, -1, 0.5), torch.renorm(x, 2, 0, 1.0))", [f32(3, 4)])
listed("matrix_power_n", "(torch.linalg.matrix_power(x, 0), x.matrix_power(1), torch.matrix_power(x, 4), torch.matrix_power(x + 3 * torch.eye(3), -2))", [f32(2, 3, 3)])
listed("inverse_batch", "(torch.linalg.inv(x + 2 * torch.eye(3)), (x + 2 * torch.eye(3)).inverse() @ x, torch.inverse(x[0].double() + 2 * torch.eye(3)))", [f32(4, 3, 3)])
listed("solve_vec", "(torch.linalg.solve(a + 3 * torch.eye(4), b), torch.linalg.solve(a + 3 * torch.eye(4), b[..., 0]))", [f32(2, 4, 4), f32(2, 4, 2)], "a, b")
listed("det_batch", "(torch.det(x), torch.linalg.det(x[0]), torch.det(torch.tensor([[1.0, 2.0], [2.0, 4.0]])), torch.det(torch.eye(3).flip([0])), x.det())", [f32(3, 4, 4)])
listed("cholesky_upper", "(torch.linalg.cholesky(a @ a.transpose(-1, -2) + torch.eye(4)), torch.linalg.cholesky(a[0] @ a[0].t() + torch.eye(4), upper=True))", [f32(2, 4, 4)], "a")

# Statistics, histograms, scatters and splits (decomposed).

listed("quantile_modes", "(torch.quantile(x, 0.3), torch.quantile(x, 0.5, dim=1), x.quantile(0.25, 0, True), torch.quantile(x, 0.7, 1, interpolation='lower'), torch.quantile(x, 0.7, 1, interpolation='higher'), torch.quantile(x, 0.4, 1, interpolation='nearest'), torch.quantile(x, 0.4, 1, keepdim=True, interpolation='midpoint'), torch.quantile(x, 1.0, keepdim=True))", [f32(3, 5)])
listed("histc_ranges", "(torch.histc(x, 4, -2.0, 2.0), torch.histc(x), x.histc(bins=3), torch.histc(x.double(), 5, 0, 1), torch.histc(torch.ones(3), 2))", [f32(4, 5)])
listed("masked_scatter_b", "(x.masked_scatter(x > 0, y), torch.masked_scatter(x, m, y), x.masked_scatter(m[0], y * 2))", [f32(3, 4), f32(4, 4), boolean(3, 4)], "x, y, m")
listed("mode_dims", "(torch.mode(x), torch.mode(x, 0), x.mode(1, True), torch.mode(i, 1), torch.mode(i[0]))", [np.round(f32(3, 5)), i64(3, 6, lo=0, hi=3)], "x, i")
listed("tensor_split_n", "(torch.tensor_split(x, 3), x.tensor_split(2, dim=1), torch.tensor_split(x, 4, 1), torch.tensor_split(x, 5, -1))", [f32(4, 5)])
listed("unique_consecutive_flags", "(torch.unique_consecutive(x), torch.unique_consecutive(x, return_counts=True), torch.unique_consecutive(x, return_inverse=True), torch.unique_consecutive(x, True, True), torch.unique_consecutive(y))", [np.array([[1, 1, 2], [2, 3, 3]], dtype=np.int64), np.array([0.5, 0.5, -1.0, 0.5], dtype=np.float32)], "x, y")

# Windows, pooling with indices, bags, varargs ops and index_put (decomposed).

listed("max_pool2d_indices", "(F.max_pool2d(x, 2, return_indices=True), F.max_pool2d(x, 3, 2, 1, return_indices=True), F.max_pool2d(x, (2, 3), (1, 2), return_indices=True, ceil_mode=True), F.max_pool2d(x, 2, 1, 0, 2, False, True), F.max_pool2d_with_indices(x, 2))", [f32(2, 2, 5, 6)])
listed("adaptive_max_pool2d_sizes", "(F.adaptive_max_pool2d(x, 3), F.adaptive_max_pool2d(x, (2, 4), return_indices=True), F.adaptive_max_pool2d(x[0], 1, True), F.adaptive_max_pool2d(x, (5, 6)))", [f32(2, 3, 5, 6)])
listed("unfold_fold_options", "(F.unfold(x, (2, 3), padding=1), F.unfold(x, 3, dilation=2, stride=(1, 2)), F.unfold(x[0], 2, stride=2), F.fold(F.unfold(x, 2), (5, 6), 2), F.fold(y, (4, 5), (2, 2), stride=(2, 1), padding=(1, 0)), F.fold(y[0], (4, 5), 2, 1, (1, 0), (2, 1)))", [f32(2, 3, 5, 6), f32(2, 8, 12)], "x, y")
listed("embedding_bag_modes", "(F.embedding_bag(i, w, o), F.embedding_bag(i, w, o, mode='sum'), F.embedding_bag(i, w, o, mode='max'), F.embedding_bag(i2, w), F.embedding_bag(i, w, o2, mode='sum', include_last_offset=True), F.embedding_bag(i, w, o, mode='sum', per_sample_weights=p), F.embedding_bag(i, w, o, padding_idx=1), F.embedding_bag(i, w, torch.tensor([0, 0, 3])))", [np.array([0, 2, 1, 1, 3, 0], dtype=np.int64), f32(4, 3), np.array([0, 2, 5], dtype=np.int64), np.array([[0, 1], [3, 3], [2, 0]], dtype=np.int64), np.array([0, 2, 4, 6], dtype=np.int64), f32(6)], "i, w, o, i2, o2, p")
listed("varargs_ops", "(torch.block_diag(x, y, z), torch.block_diag(x), torch.block_diag(z, x), torch.cartesian_prod(z, z), torch.cartesian_prod(z), torch.cartesian_prod(z, z[:2], z[1:]))", [f32(2, 3), f32(1, 1), f32(3)], "x, y, z")
listed("index_put_forms", "(x.index_put((i,), v), torch.index_put(x, (i, j), torch.tensor(9.0)), x.index_put([i], v, accumulate=True), x.index_put((i,), v, True), x.index_put((x > 0,), torch.tensor(0.0)))", [f32(4, 3), np.array([2, 0, 2], dtype=np.int64), np.array([1, 2, 0], dtype=np.int64), f32(3, 3)], "x, i, j, v")
listed("unique_dim_flags", "(torch.unique(x, dim=0), torch.unique(x, dim=1), torch.unique(x, dim=0, return_inverse=True), torch.unique(x, sorted=True, return_inverse=True, return_counts=True, dim=0), torch.unique(y, dim=0, return_counts=True))", [np.array([[1, 2, 1], [0, 0, 0], [1, 2, 1], [0, 3, 0]], dtype=np.int64), np.array([[0.5, 1.0], [0.5, -1.0], [0.5, 1.0]], dtype=np.float32)], "x, y")
listed("scalar_other", "(torch.copysign(x, -1.0), torch.copysign(x, 2), x.copysign(-0.0))", [f32(3, 4)])

# Predicates, products, statistics, scatters and splits (decomposed).

listed("float_predicates", "(torch.isnan(x / x), torch.isinf(x / 0.0), x.isfinite(), torch.isposinf(x / 0.0), torch.isneginf(x / 0.0), torch.isreal(x), torch.isnan(i), torch.nansum(x / x), torch.nansum(x, [1]))", [np.array([[1.0, 0.0, -2.0], [0.0, 3.0, -1.0]], dtype=np.float32), i64(3)], "x, i")
listed("vector_products", "(torch.dot(a, b), a.vdot(b), torch.inner(m, n), torch.inner(a, b), torch.mv(m, a), torch.linalg.vecdot(m, m * 2), torch.addr(p, a, b, beta=0.5, alpha=2.0), torch.kron(a, b), torch.kron(m, p))", [f32(3), f32(3), f32(2, 3), f32(4, 3), f32(3, 3)], "a, b, m, n, p")
listed("matrix_products", "(torch.linalg.multi_dot([a, b, c]), torch.linalg.matmul(a, b), torch.addbmm(p, s, u), torch.addbmm(p, s, u, beta=0.5, alpha=2.0), torch.tensordot(s, t, 1), torch.tensordot(a, a, 2))", [f32(2, 3), f32(3, 4), f32(4, 2), f32(3, 4, 5), f32(5, 2), f32(4, 2), f32(3, 5, 2)], "a, b, c, s, t, p, u")
listed("embed_flat", "(torch.diag_embed(x), torch.diag_embed(x, 1), torch.diag_embed(x[0], -1), torch.diagflat(x), torch.diagflat(x[0], 1), x.ravel(), torch.positive(x), torch.broadcast_to(x[0], [3, 3]), torch.broadcast_tensors(x, y, z))", [f32(2, 3), f32(1, 3), f32(2, 1)], "x, y, z")
listed("cov_corr", "(torch.cov(x), x.cov(correction=0), torch.corrcoef(x), torch.cov(x[0]))", [f32(3, 6)])
listed("trapezoids", "(torch.trapezoid(y), torch.trapezoid(y, dx=0.5), torch.trapz(y, x), torch.trapezoid(y, x, dim=0), torch.cumulative_trapezoid(y), torch.cumulative_trapezoid(y, dx=2.0, dim=0))", [f32(3, 4), f32(3, 4)], "y, x")
listed("nan_minmax", "(torch.fmax(x / x * x, y / y * y), torch.fmin(x / x * x, y / y * y), x.fmax(y), torch.ldexp(x, i), torch.fmax(x / x, torch.tensor(0.5)))", [np.array([1.0, 0.0, -2.0, 0.0], dtype=np.float32), np.array([0.5, 2.0, 0.0, 1.0], dtype=np.float32), np.array([1, 2, -1, 0], dtype=np.int64)], "x, y, i")
listed("special_more", "(torch.special.ndtr(x), torch.special.log_ndtr(x), torch.special.ndtri(torch.sigmoid(x)), torch.special.entr(x.abs()), torch.special.erfcx(x), torch.special.xlog1py(x, x.abs()), torch.special.i0e(x * 5), torch.mvlgamma(x.abs() + 2, 3), torch.special.multigammaln(x.abs() + 1, 1))", [f32(3, 4)])
listed("scatters_takes", "(torch.narrow_copy(x, 1, 1, 2), torch.select_scatter(x, y[0], 0, 1), torch.select_scatter(x, y[:, 0], 1, -1), torch.slice_scatter(x, y[:, :3], 1, 1, 4), torch.slice_scatter(x, y[:2], 0, 0, 4, 2), torch.take(x, i), x.put(i, torch.tensor([9.0, 8.0, 7.0, 6.0])), x.put(i, torch.ones(4), True))", [f32(4, 5), f32(4, 5), np.array([[0, 7], [19, 7]], dtype=np.int64)], "x, y, i")
listed("splits_sets", "(torch.hsplit(x, 2), torch.vsplit(x, 3), torch.dsplit(z, 2), torch.isin(x, y), torch.isin(i, j, invert=True), torch.equal(x, x), torch.equal(x, y), torch.flipud(x), torch.fliplr(x), torch.combinations(y), torch.combinations(y, with_replacement=True))", [f32(3, 4), f32(3), f32(1, 2, 4), np.array([1, 5, 2, 7], dtype=np.int64), np.array([2, 7], dtype=np.int64)], "x, y, z, i, j")
listed("int_math", "(torch.gcd(a, b), torch.lcm(a, b), a.gcd(b), torch.logspace(0.0, 2.0, 3), torch.logspace(-1.0, 1.0, 5, 2.0))", [np.array([12, 0, -18, 7, 9], dtype=np.int64), np.array([18, 5, 12, 0, 6], dtype=np.int64)], "a, b")
listed("f_norms_drop", "(F.rrelu(x), F.alpha_dropout(x, 0.3), F.dropout2d(x, training=False), F.rms_norm(x, [4]), F.rms_norm(x, [3, 4], w, 1e-3), F.local_response_norm(x, 2), F.local_response_norm(x, 3, 0.01, 0.5, 2.0))", [f32(2, 3, 4), f32(3, 4)], "x, w")
listed("f_losses_more", "(F.cosine_embedding_loss(a, b, y), F.margin_ranking_loss(a[:, 0], b[:, 0], y, 0.1), F.hinge_embedding_loss(a, t), F.soft_margin_loss(a, t, reduction='sum'), F.multilabel_soft_margin_loss(a, t.abs()), F.poisson_nll_loss(a, b.abs()), F.poisson_nll_loss(a.abs(), b.abs() * 3, False, True, reduction='none'))", [f32(3, 4), f32(3, 4), np.array([1.0, -1.0, 1.0], dtype=np.float32), np.sign(f32(3, 4)), f32(3)], "a, b, y, t, c")
listed("f_windows_more", "(F.conv_transpose1d(x, w), F.conv_transpose1d(x, w, None, 2, 1), F.lp_pool2d(x.unsqueeze(0), 2.0, 2), F.lp_pool1d(x.abs(), 3.0, 2, 1), F.adaptive_max_pool1d(x, 3), F.adaptive_max_pool1d(x, 2, True), F.upsample_nearest(x.unsqueeze(0), scale_factor=2.0), F.upsample_bilinear(x.unsqueeze(0), [4, 8]), F.pdist(x[0]), F.channel_shuffle(x.unsqueeze(0), 2))", [f32(2, 4, 6), f32(4, 3, 3)], "x, w")
listed("affine_grid", "(F.affine_grid(t, [1, 1, 2, 3], False), F.affine_grid(t, [1, 2, 3, 2], True))", [f32(1, 2, 3)], "t")

# More linear algebra, Bessel functions and histograms (decomposed).

listed("slogdet_logdet", "(torch.linalg.slogdet(x), torch.slogdet(x[0]), torch.logdet(x @ x.transpose(-1, -2) + torch.eye(3)), x.slogdet())", [f32(2, 3, 3)])
listed("qr_modes", "(torch.linalg.qr(a), torch.linalg.qr(b), torch.linalg.qr(a, 'complete'), torch.linalg.qr(c)[1], torch.linalg.qr(d))", [f32(4, 3), f32(3, 5), f32(3, 3), f32(2, 3, 3)], "a, b, c, d")
listed("eigvalsh", "(torch.linalg.eigvalsh(a + a.t()), torch.linalg.eigvalsh(b + b.transpose(-1, -2)), torch.linalg.eigvalsh(a, 'U'))", [f32(4, 4), f32(2, 3, 3)], "a, b")
listed("bessel_i1", "(torch.special.i1(x * 6), torch.special.i1e(x * 6), torch.special.i0e(x * 6), torch.special.i1(x.double() * 10), torch.special.i1e(x * 20))", [f32(3, 4)])
listed("histogram_nan_stats", "(torch.histogram(x, 4), torch.histogram(x, 3, range=[-1.0, 1.0]), torch.histogram(x, 5, weight=w, density=True), torch.nanquantile(x / x * x, 0.3), torch.nanquantile(x / x * x, 0.5, 1), torch.nanquantile(x / x * x, 0.5, 0, True, interpolation='lower'), torch.nanmedian(x / x * x), torch.nanquantile(y, 0.25, 1))", [np.array([[0.5, 0.0, -1.5, 1.0], [2.0, -0.5, 0.0, 0.25]], dtype=np.float32), f32(2, 4), f32(2, 3, 4)], "x, w, y")

# Reductions into positions (decomposed).

listed("scatter_reduce_modes", "(x.scatter_reduce(0, i, s, 'sum'), x.scatter_reduce(0, i, s, 'prod', include_self=False), torch.scatter_reduce(x, 0, i, s, 'mean'), x.scatter_reduce(0, i, s, 'amax'), x.scatter_reduce(0, i, s, 'amin', include_self=False), x.scatter_reduce(0, i, s, 'mean', include_self=False), m.scatter_reduce(1, j, t, 'amax'), n.scatter_reduce(0, k, u, 'mean'))", [f32(4), np.array([0, 2, 0, 3, 2], dtype=np.int64)[:4], f32(4), f32(2, 3), np.array([[0, 0, 2], [1, 1, 1]], dtype=np.int64), f32(2, 3), np.array([5, 3, 8], dtype=np.int64), np.array([0, 0, 2], dtype=np.int64), np.array([4, 7, 1], dtype=np.int64)], "x, i, s, m, j, t, n, k, u")
listed("index_reduce_modes", "(x.index_reduce(0, i, s, 'prod'), x.index_reduce(0, i, s, 'mean', include_self=False), x.index_reduce(1, j, t, 'amax'), torch.index_reduce(x, 0, i, s, 'amin'))", [f32(3, 2), np.array([0, 2, 0, 1], dtype=np.int64), f32(4, 2), np.array([1, 1, 0], dtype=np.int64), f32(3, 3)], "x, i, s, j, t")

# Matrix norms and singular values (decomposed).

listed("linalg_norm_orders", "(torch.linalg.norm(a, 1.0), torch.linalg.norm(a, float('inf')), torch.linalg.norm(a, -1.0), torch.linalg.norm(a, 2.0), torch.linalg.norm(a, -2.0), torch.linalg.norm(v, 3.0), torch.linalg.norm(b, 1.0, [1, 2]), torch.linalg.norm(b, float('-inf'), [2, 1], True), torch.linalg.norm(a, 2.0, None, True))", [f32(3, 4), f32(5), f32(2, 3, 3)], "a, v, b")
listed("matrix_norm_svdvals", "(torch.linalg.matrix_norm(a), torch.linalg.matrix_norm(a, 'nuc'), torch.linalg.matrix_norm(b, 'fro', [0, 2], True), torch.linalg.svdvals(a), torch.linalg.svdvals(b))", [f32(3, 4), f32(2, 3, 3)], "a, b")


# Pseudo-inverse, least squares, symmetric eigendecomposition (signs of eigenvectors are
# conventions, so the vectors are checked through reconstruction and orthogonality).
def symmetric(n, batch=()):
    w = f32(*batch, n, n)
    return (w + np.swapaxes(w, -1, -2)).astype(np.float32)

listed("linalg_pinv", "(torch.linalg.pinv(a), torch.linalg.pinv(a.t()), torch.pinverse(b), torch.linalg.pinv(s, rtol=0.3), torch.linalg.pinv(s, atol=1.0), a.pinverse())", [f32(5, 3), f32(2, 3, 4), symmetric(3)], "a, b, s")
listed("linalg_pinv_rank_deficient", "torch.linalg.pinv(torch.matmul(a, a.t()))", [f32(4, 2)], "a")
listed("linalg_lstsq", "(torch.linalg.lstsq(a, b).solution, torch.linalg.lstsq(a, b)[2], torch.linalg.lstsq(a, b[:, 0]).solution, torch.linalg.lstsq(c, d).solution)", [f32(6, 3), f32(6, 2), f32(2, 4, 3), f32(2, 4, 1)], "a, b, c, d")
listed("linalg_eigh_values_and_reconstruction", "(torch.linalg.eigh(s).eigenvalues, torch.matmul(torch.linalg.eigh(s)[1] * torch.linalg.eigh(s)[0].unsqueeze(-2), torch.linalg.eigh(s)[1].transpose(-2, -1)), torch.linalg.eigh(t, UPLO='U')[0], torch.matmul(torch.linalg.eigh(t)[1].transpose(-2, -1), torch.linalg.eigh(t)[1]))", [symmetric(4), symmetric(3, (2,))], "s, t")

listed("linalg_svd_through_products", "(torch.linalg.svd(a)[1], torch.matmul(torch.linalg.svd(a, full_matrices=False)[0] * torch.linalg.svd(a)[1].unsqueeze(-2), torch.linalg.svd(a, full_matrices=False)[2]), torch.matmul(torch.linalg.svd(a).U.transpose(-2, -1), torch.linalg.svd(a).U), torch.linalg.svd(w).S, torch.matmul(torch.svd(w)[0] * torch.svd(w)[1].unsqueeze(-2), torch.svd(w)[2].transpose(-2, -1)), torch.matmul(torch.linalg.svd(w).Vh, torch.linalg.svd(w).Vh.transpose(-2, -1)))", [f32(5, 3), f32(2, 2, 4)], "a, w")

listed("max_pool1d_with_indices", "(F.max_pool1d(x, 2, return_indices=True), F.max_pool1d(x, 3, stride=2, padding=1, return_indices=True), F.max_pool1d(x, 2, dilation=2, ceil_mode=True, return_indices=True))", [f32(2, 3, 7)])

listed("cov_weights", "(torch.cov(x, fweights=fw), torch.cov(x, aweights=aw), torch.cov(x, correction=0, fweights=fw, aweights=aw), torch.cov(x[0], fweights=fw, correction=2), x.cov(aweights=aw))", [f32(3, 5), np.array([1, 2, 1, 3, 1], dtype=np.int64), np.array([0.5, 1.0, 2.0, 0.25, 1.5], dtype=np.float32)], "x, fw, aw")

# The f32 functions compiled as polynomial approximations
# (ts-math-approximations) over wide ranges: tiny, moderate, large and
# saturating inputs, where an approximation would show its error.
WIDE = np.concatenate([np.linspace(-20.0, 20.0, 81),
                       [1e-8, -1e-8, 3e-4, -3e-4, 5e-4, 1e-3, 7.99, -7.99, 8.5, 40.0, -40.0]]).astype(np.float32)
listed("approximated_math",
       "(torch.tanh(x), torch.exp(x.clamp(-21.0, 22.0) * 4.0), torch.sigmoid(x * 4.0), torch.erf(x * 0.3), "
       "F.gelu(x), F.gelu(x, approximate='tanh'), torch.softmax(x, 0), torch.tanh(x * 1e-3))", [WIDE])

# scatter with an index smaller than self off `dim` (the rest of self is
# kept) and a src larger than the index (only its leading part is read).
listed("scatter_smaller_index",
       "(x.scatter(1, i, s), x.scatter_add(1, i, s), torch.scatter(x, 0, j, s), x.scatter_add(0, j, s[:1]), x.clone().scatter_(1, i, 2.5))",
       [f32(3, 4), np.array([[0, 3], [2, 2]], dtype=np.int64), np.array([[1, 0, 2]], dtype=np.int64), f32(3, 5)], "x, i, j, s")

# The approximated f32 functions (ts-math-approximations) at infinities and
# NaN (made inside: the case format has no NaN inputs), seen through
# nan_to_num; a row of -inf gives softmax's NaNs.
EDGES = "torch.cat([x / 0.0, -x / 0.0, x / 0.0 - x / 0.0, x * 100.0, x * -100.0])"
listed("approximated_math_edges",
       "[torch.nan_to_num(g, nan=7.0, posinf=8.0, neginf=-8.0) for g in "
       f"[torch.exp({EDGES}), torch.tanh({EDGES}), torch.erf({EDGES}), torch.sigmoid({EDGES}), "
       "torch.softmax(torch.full([2, 3], float('-inf')), 1).flatten(), F.gelu(" + EDGES + ")]]",
       [np.array([1.0], dtype=np.float32)])

# The deprecated size_average/reduce pair names the reduction.
listed("f_losses_legacy_reduction", "(F.mse_loss(a, b, size_average=False), F.l1_loss(a, b, reduce=False), F.smooth_l1_loss(a, b, size_average=True, reduce=True), F.mse_loss(a, b, False, False, 'mean'), F.kl_div(a, b.abs(), reduce=False), F.soft_margin_loss(a, t, size_average=False), F.triplet_margin_loss(a, b, a + 1, reduce=False), F.nll_loss(F.log_softmax(a, 1), i, size_average=False), F.cross_entropy(a, i, reduce=False), F.hinge_embedding_loss(a, t, size_average=False, reduce=True))", [f32(3, 4), f32(3, 4), np.sign(f32(3, 4)), np.array([0, 3, 1], dtype=np.int64)], "a, b, t, i")

# Three spatial dims.
listed("conv3d", "(F.conv3d(x, w, b), F.conv3d(x, w, None, 2, 1), F.conv3d(x, w, b, [1, 2, 1], [1, 0, 1], [2, 1, 1]), F.conv3d(x, w, b, padding='same'), torch.conv3d(x, w[:4, :1], None, 1, 0, 1, 2))", [f32(2, 2, 5, 6, 4), f32(4, 2, 3, 2, 3), f32(4)], "x, w, b")
listed("pool3d", "(F.max_pool3d(x, 2), F.max_pool3d(x, [2, 3, 2], [1, 1, 2], 1), F.avg_pool3d(x, 2, 1), F.avg_pool3d(x, 3, 2, 1, ceil_mode=True, count_include_pad=False), F.adaptive_avg_pool3d(x, [2, 3, 1]), F.max_pool3d(x, 3, 2, 1, ceil_mode=True), F.avg_pool3d(x, [1, 2, 2], divisor_override=3))", [f32(2, 2, 5, 6, 4)])
listed("conv_transpose_groups_3d", "(F.conv_transpose2d(x, w[:, :2], b[:4], 2, 0, 1, 2), F.conv_transpose2d(x, w, b[:3], [2, 1], [0, 1], [1, 0], 1, [1, 2]), F.conv_transpose1d(x1, w1, None, 3, 1, 2), F.conv_transpose1d(x1, w1[:, :1], None, 1, 0, 0, 2), F.conv_transpose3d(x3, w3), F.conv_transpose3d(x3, w3, b[:3], [2, 1, 2], 1, [1, 0, 0], 1, 2), F.conv_transpose3d(x3, w3[:, :1], None, 1, 0, 0, 2))", [f32(2, 4, 3, 5), f32(4, 3, 3, 2), f32(6), f32(1, 4, 5), f32(4, 2, 3), f32(1, 2, 3, 4, 3), f32(2, 3, 2, 3, 2)], "x, w, b, x1, w1, x3, w3")
listed("unbatched_windows", "(F.max_pool2d(x, 2), F.avg_pool2d(x, 2), F.conv2d(x, w), F.adaptive_avg_pool2d(x, 1), F.max_pool1d(x[0], 2), F.conv1d(x[0], w[:, :, 0]), F.conv_transpose2d(x, w.transpose(0, 1)), F.lp_pool2d(x, 2.0, 2), F.adaptive_max_pool2d(x, 2), F.conv3d(x.unsqueeze(1), w.unsqueeze(2)), F.avg_pool3d(x.unsqueeze(0), 2))", [f32(4, 4, 4), f32(3, 4, 2, 2)], "x, w")
listed("adaptive_max_pool3d", "(F.adaptive_max_pool3d(x, 2), F.adaptive_max_pool3d(x, [3, 2, 1]), F.adaptive_max_pool3d(x[0], [2, 3, 4]))", [f32(2, 2, 5, 4, 6)])

# roll without dims rolls the flattened tensor; std_mean/var_mean of all
# elements; linalg.vector_norm's `ord`; torch.dist.
listed("roll_flat_moments_norms", "(torch.roll(x, 2), x.roll(-4), torch.std_mean(x), torch.var_mean(x, unbiased=False), torch.linalg.vector_norm(x, ord=3), torch.linalg.vector_norm(x, 1, [1], True), torch.dist(x, x * 2), torch.dist(x, x[0], 1), torch.dist(x, y, p=float('inf')))", [f32(3, 4), f32(4)], "x, y")
listed("moments_of_all_keepdim", "(torch.std_mean(x, None, True, True), torch.var_mean(x, None, False, True), torch.std_mean(x, None, False))", [f32(3, 4)])
# nextafter steps a float's bits (float32 and float64; from ±0 the smallest
# subnormal; equal inputs give other). (The case format has no NaN or inf.)
listed("nextafter", "(torch.nextafter(x, y), x.nextafter(torch.zeros(1)), torch.nextafter(x.double(), y.double()), torch.nextafter(x, torch.tensor(1e30)))", [np.array([0.0, 1.0, -1.0, 3.4028234663852886e+38, -0.0, 1e-45, 2.0, -3.5], dtype=np.float32), np.array([1.0, 2.0, -2.0, 2.0, -1.0, 0.0, 2.0, 1.0], dtype=np.float32)], "x, y")

# fix and absolute as aliases; trace of a matrix of any shape (the sum of
# its main diagonal; int64 for integers). (TorchScript has no x.bool() or
# x.nelement().)
listed("aliases_trace", "(x.fix(), x.absolute(), x.trace(), x.t().trace(), x.int().trace(), torch.trace(x[:2, :2]), x.long().trace())", [f32(3, 4)])
# one_hot without num_classes: one more than the largest value (a size the
# data decides, known at run time).
listed("one_hot_inferred_classes", "(F.one_hot(t), F.one_hot(t.view(2, 3)).sum(0), F.one_hot(t, -1).float().mean(0), F.one_hot(t, 6))", [np.array([0, 3, 1, 3, 2, 0])], "t")

# Integer powers with negative tensor exponents are 0 (±1 for a base of ±1),
# a zero base included; a bool base promotes.
listed("int_pow_negative_tensor_exponents", "(a ** b, a.to(torch.bool) ** b, 2 ** b, a ** 2, torch.pow(a, b.abs()), a.long() ** b)", [np.array([0, 1, -1, 2, -2, 0, 3, -1], dtype=np.int32), np.array([-5, -3, -2, -1, -2, 0, -1, -3], dtype=np.int32)], "a, b")
# clamp promotes like PyTorch's result_type: a bool tensor with int bounds
# gives int64, with a float bound float32; logsumexp of integers or bools
# is float32; sign of a bool tensor is itself; square of one is int64.
listed("bool_int_promotions", "(torch.clamp(b, -0.5, 1.4), torch.clamp(b, 0, 1), torch.clamp(b, None, 0), torch.clamp(i, 0.5, 2.5), b.clamp(min=1), torch.logsumexp(i, 0), torch.logsumexp(b, [0, 1], True), i.logsumexp(-1), torch.sign(b), torch.sgn(b), torch.square(b), b.square())", [boolean(2, 3), i32(2, 3)], "b, i")
# Ops along a dim read a 0-d tensor as one element (dim 0 or -1).
listed("zero_d_along_dim", "(torch.argmax(x, 0, True), torch.argmin(x, -1), torch.max(x, 0), torch.min(x, 0, True), torch.cumsum(x, 0), torch.cumprod(i, -1), torch.cummax(x, 0), torch.cummin(i, 0), torch.kthvalue(x, 1, 0), torch.sort(x, 0), torch.cumsum(i.to(torch.bool), 0), torch.median(x, 0), torch.median(i, -1, True))", [np.array(1.5, dtype=np.float32), np.array(-4, dtype=np.int64)], "x, i")
# copysign takes a number for `other` too (its sign bit: -0.0 is negative).
listed("copysign_number", "(torch.copysign(a, -3), torch.copysign(a, 0.5), a.copysign(-0.0), torch.copysign(b, -2), b.copysign(0.0), torch.copysign(a, b))", [np.array([1.5, -2.0, 0.0], dtype=np.float64), np.array([1, -2, 0], dtype=np.int64)], "a, b")
# copysign computes in the dtype its operands promote to, broadcast.
listed("copysign_promotes", "(torch.copysign(a, b), torch.copysign(b, a), torch.copysign(c, d), torch.copysign(d, c), torch.copysign(c, a > 0), torch.copysign(c.int(), c))", [np.array([1.5, -2.0, 0.0], dtype=np.float32), np.array([[-1.0], [0.0]], dtype=np.float64), np.array([1, -2, 0], dtype=np.int64), np.array([-1, 2, 0], dtype=np.int32)], "a, b, c, d")
# Float floor division is PyTorch's div_floor_floating ((a - fmod(a, b)) / b,
# adjusted), not floor(a / b): 3 // 0.3 is 9 in float32.
listed("floor_divide_float_exact", "(a // b, a // 0.3, a // -0.7, b // a, a.double() // b.double(), torch.floor_divide(a, b), a // 2, i // 0.3)", [np.array([3, -3, 0.9, -0.9, 5.5, -5.5, 0.5, 7], dtype=np.float32), np.array([0.3, 0.3, -0.3, -0.3, 2.5, -2.5, 1.5, -0.1], dtype=np.float32), np.array([3, -1, 5, -5, 2, 9, 0, 1], dtype=np.int64)], "a, b, i")
# index_select and gather of a 0-d tensor read it as one element.
listed("index_select_gather_0d", "(x.index_select(0, torch.tensor([0])), torch.gather(x, 0, torch.tensor([0, 0])), x.index_select(-1, torch.tensor(0)), torch.gather(x, -1, torch.tensor(0)))", [np.array(-5, dtype=np.int32)])
# linspace of one step is `start`; chunk of a dim too small for `chunks`
# makes fewer parts (4 into 3: two of 2); parts of a dim of run-time size.
listed("linspace_one_step_chunk_parts", "(torch.linspace(2, 5, 1), torch.linspace(-1, 1, n), x.chunk(3)[0], x.chunk(3)[-1], len(x.chunk(3)), x[x > 0].chunk(2)[1], x[x > 0].chunk(3)[0])", [np.array([4, -1, 3, 2], dtype=np.int64), 1], "x, n: int")
# fill_diagonal_ fills every all-equal index (a tall matrix's diagonal
# restarts below a gap with wrap=True).
listed("fill_diagonal", "(x.clone().fill_diagonal_(5), y.clone().fill_diagonal_(-1.5), y.clone().fill_diagonal_(2, wrap=True), z.clone().fill_diagonal_(9), y.t().clone().fill_diagonal_(3))", [np.arange(9, dtype=np.int64).reshape(3, 3), np.arange(21, dtype=np.float32).reshape(7, 3), np.arange(8, dtype=np.float32).reshape(2, 2, 2)], "x, y, z")
# roll by shifts known only at run time (int arguments).
listed("roll_run_time_shifts", "(x.roll(k, 1), torch.roll(x, [k, -k], [0, 1]), x.roll(k), torch.roll(x, shifts=(1, k), dims=(1, 0)))", [np.arange(6, dtype=np.float32).reshape(2, 3), -4], "x, k: int")
# An int value where a decomposed op takes a float (a Scalar): converted.
listed("int_value_for_scalar", "(x.index_fill(0, torch.tensor([0]), k), x.clone().fill_diagonal_(k), x.masked_fill(x > 4, k))", [np.arange(9, dtype=np.int64).reshape(3, 3), -4], "x, k: int")
# addcmul and addr keep int tensors int (an int value does not promote).
listed("addcmul_addr_int", "(torch.addcmul(x, x, x, value=2), torch.addcmul(x, x, x, value=k), torch.addr(x, v, v, beta=2, alpha=k))", [np.arange(9, dtype=np.int64).reshape(3, 3), np.array([1, -2, 3], dtype=np.int64), 3], "x, v, k: int")
# The BLAS-like sums of integer tensors stay integer (baddbmm, addbmm,
# addmv truncate a fractional beta or alpha; addr with whole ones).
listed("blas_sums_int", "(torch.baddbmm(b, b, b), torch.addmv(i[0], i, i[1]), torch.addbmm(i, b, b), torch.addbmm(i, b, b, beta=2, alpha=3), torch.addbmm(i, b, b, alpha=0.5), torch.addr(i, i[0], i[1], alpha=2), torch.addmv(i[0], i, i[1], beta=2.9), i.addr(i[0], f[1], alpha=0.5), torch.addr(f, i[0], i[1], alpha=0.5))", [np.array([[1, 2], [3, 4]], dtype=np.int64), np.array([1, 1, 1, 1, 2, 1, 1, 1], dtype=np.int64).reshape(2, 2, 2), np.array([[1.5, 2], [3, 4]], dtype=np.float32)], "i, b, f")
# softmax of a 0-d tensor is 1 (log_softmax 0), NaN for NaN or inf.
listed("softmax_0d_nan_inf", "(F.softmax(x.sum(), 0), F.softmin(x.sum() * float('nan'), 0), F.log_softmax(x.sum() * float('inf'), 0), torch.softmax(x.sum(), -1, torch.float64), F.softmax(x[:1] * float('nan'), 0))", [np.array([1.5, -2.0], dtype=np.float32)])
# cosine_similarity broadcasts both inputs before their norms (a 0-d or
# size-1 operand counts once per position).
listed("cosine_similarity_broadcast_norms", "(F.cosine_similarity(a, s, -1), F.cosine_similarity(a, b, 1), torch.cosine_similarity(b, a, 1), F.cosine_similarity(i, s, 0))", [np.array([[5.0, -2.0, -4.0]], dtype=np.float32), np.array([[1.5], [-0.5]], dtype=np.float32), np.array(1.7e-3, dtype=np.float32), np.array([5, -2, -4], dtype=np.int64)], "a, b, s, i")
# where(condition) of a 0-d condition counts it as 1-D (one list of 0 or 1
# indices), also where its rank is known only once shapes are (a loop
# carries it); rolling a dim of size 0 is no division by zero.
CASES.append(("op_where_condition_0d_roll_empty", HEADER + """from typing import List


def f(x: torch.Tensor, k: int) -> List[torch.Tensor]:
    s = x.sum()
    for i in range(k):
        s = s + 1
    out = list(torch.where(s > 0)) + list(torch.where(x > 1)) + list(torch.where(x[0] > 0))
    out.append(torch.where(torch.tensor(True))[0])
    out.append(x[:, 2:].roll(3, -1))
    out.append(x[:0].roll(-2))
    return out
""", "f", [np.array([[1, 2], [-3, -4]], dtype=np.float32), 2]))
# add and sub scale `other` by the keyword `alpha` (a number known at
# compile time or only at run time; in place too).
listed("add_sub_alpha", "(x.add(y, alpha=2), torch.sub(x, y, alpha=k), x.add(3, alpha=2), torch.add(x, 1.5, alpha=k), x.clone().add_(y, alpha=-1.5).sub_(2, alpha=k), i.add(i, alpha=3), torch.sub(i, 1, alpha=2), torch.subtract(x, i, alpha=2))", [np.array([1.0, 2.0], dtype=np.float32), np.array([0.5, -3.0], dtype=np.float32), np.array([4, -1], dtype=np.int64), 3], "x, y, i, k: int")
# A split whose parts are not unpacked, in a branch taken at run time: its
# number of parts is learned there too (the first import's provisional
# count is no error of the program).
CASES.append(("op_split_part_in_branch", HEADER + """from typing import List


def f(a0: torch.Tensor, k: int) -> List[torch.Tensor]:
    if bool(a0.sum() > k):
        v2 = a0.split(1, -1)[-1]
        w = a0.unbind(0)[1]
    else:
        v2 = a0 * 2
        w = a0.sum()
    return [v2, w]
""", "f", [np.array([1.0, 2.0], dtype=np.float32), 0]))
# diff of a bool tensor differs by logical_xor (repeated: the integer
# difference modulo 2); prepend and append are concatenated along dim
# first (n=0 copies the input without them).
listed("diff_bool_prepend_append", "(torch.diff(b), torch.diff(b, n=2), b.diff(n=3, dim=0), torch.diff(x, n=2, dim=1, prepend=x[:, :1], append=x[:, -2:]), torch.diff(x, n=0, prepend=x), torch.diff(k, prepend=torch.tensor([True])), torch.diff(k, append=torch.tensor([3])), torch.diff(x, n=9), torch.diff(k.view(2, 3), n=2, dim=-2), torch.diff(x, dim=-2, prepend=x[:1, :]))", [np.array([[1, 2, 4, 8], [0, -3, 5, 5]], dtype=np.float32), np.array([True, False, False, True, True, True]), np.array([False, False, True, True, False, True])], "x, b, k")
# Average pools of int64 tensors divide with truncation (ceil mode,
# padding, divisor_override, sizes known only at run time).
CASES.append(("op_avg_pool_int64", HEADER + """from typing import List


def f(x: torch.Tensor, k: int) -> List[torch.Tensor]:
    y = x.view(1, 3, 4)
    out = [F.avg_pool1d(y, 2), F.avg_pool2d(y, 2), F.avg_pool2d(-y, 2, divisor_override=3),
           F.avg_pool2d(y, 2, ceil_mode=True, count_include_pad=False, padding=1),
           F.avg_pool2d(y, 2, ceil_mode=True, padding=1), F.avg_pool1d(-y, 3, 1, 1),
           F.avg_pool3d(y.view(1, 1, 3, 4), (1, 2, 2))]
    z = x[:k].view(1, k // 4, 4)
    out.append(F.avg_pool2d(-z, 2, 1, padding=1, count_include_pad=False))
    out.append(F.avg_pool1d(z, 3, 1, 1))
    return out
""", "f", [np.arange(12, dtype=np.int64), 12]))
# Pools of tensors whose batch or channel count is known only at run time
# (the rows of nonzero, a mask's selection viewed as channels).
CASES.append(("op_pools_of_run_time_channels", HEADER + """from typing import List


def f(x: torch.Tensor, m: torch.Tensor) -> List[torch.Tensor]:
    rows = torch.nonzero(m)
    y = x[m > 0]
    return [F.avg_pool1d(rows, 2), F.max_pool1d(rows.float(), 2, 1), F.avg_pool1d(y.view(-1, 1, 4), 2, ceil_mode=False),
            F.max_pool2d(y.view(1, -1, 2, 2), 2), F.adaptive_avg_pool1d(y.view(1, -1, 4), 2), F.avg_pool2d(y.view(-1, 2, 2), (1, 2))]
""", "f", [np.arange(1, 13, dtype=np.float32).reshape(3, 4), np.array([[1, 0, 2, 0], [0, 3, 0, 1], [1, 1, 1, 1]], dtype=np.int64)]))
# Sizes computed from other sizes through float arithmetic (a scale, round,
# math.floor/ceil, int() of a true division) are known at compile time as
# the sizes are: interpolate to a short side, then a center crop.
CASES.append(("op_interpolate_sizes_from_float_arithmetic", HEADER + """import math
from typing import List


def preprocess(img: torch.Tensor, size: int, mean: List[float], std: List[float], flip: bool) -> torch.Tensor:
    x = img.float() / 255.0
    c, h, w = x.shape
    scale = size / min(h, w)
    nh, nw = int(round(h * scale)), int(round(w * scale))
    x = F.interpolate(x.unsqueeze(0), size=[nh, nw], mode="bilinear", align_corners=False)[0]
    top = (nh - size) // 2
    left = (nw - size) // 2
    x = x[:, top:top + size, left:left + size]
    if flip:
        x = x.flip(-1)
    m = torch.tensor(mean).view(-1, 1, 1)
    s = torch.tensor(std).view(-1, 1, 1)
    return (x - m) / s


def f(img: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    a = preprocess(img, 4, [0.485, 0.456, 0.406], [0.229, 0.224, 0.225], False)
    b = preprocess(img, 3, [0.5, 0.5, 0.5], [0.5, 0.5, 0.5], True)
    c, h, w = img.shape
    d = F.interpolate(img.float().unsqueeze(0), size=[math.floor(w / 3), math.ceil(h / 4 * 1.5)], mode="nearest")
    return a, b, d
""", "f", [np.random.RandomState(5).randint(0, 256, size=(3, 6, 8)).astype(np.int64)]))
# split/unbind of a dim whose size is known only at run time, the parts
# not unpacked: a runtime list (iterated, indexed, concatenated); an empty
# dim splits into one empty part and unbinds into none.
SPLIT_RUN_TIME = HEADER + """from typing import List


def f(a: torch.Tensor, k: int) -> Tuple[List[torch.Tensor], int, torch.Tensor, List[torch.Tensor], torch.Tensor]:
    v = torch.nonzero(a > k)
    parts = v.split(2)
    rows = list(v.unbind(0))
    cols = v.unbind(-1)
    total = torch.zeros(2, dtype=torch.long)
    for p in parts:
        total = total + p.sum(0)
    last = parts[-1] if len(parts) > 0 else v
    big = torch.split(v, 100, 0)
    return list(parts), len(rows), total + last.sum(), [c * 2 for c in cols] + list(big), torch.cat(rows + [torch.zeros(2, dtype=torch.long)])
"""
CASES.append(("op_split_unbind_of_run_time_size", SPLIT_RUN_TIME, "f", [np.array([[1, 0, 2], [0, 3, 4]], dtype=np.float32), 0]))
CASES.append(("op_split_unbind_of_run_time_size_empty", SPLIT_RUN_TIME, "f", [np.array([[1, 0, 2], [0, 3, 4]], dtype=np.float32), 10]))
# x.T reverses the dims (for up to 3 dims, a transpose of the first and
# the last), x.H is a matrix's transpose (a 0-d tensor's itself), x.t()
# takes up to 2 dims.
listed("transpose_attributes_by_rank", "(x.T, x[0].T, x[0, 0].T, x.sum().T, x[0].H, x.sum().H, x[0].t(), x[0, 0].t(), x.mT)", [np.arange(24, dtype=np.float32).reshape(2, 3, 4)])
# F.grid_sample (decomposed): every mode, padding and align_corners on
# 4-D input, points beyond the borders (reflected more than once), a
# size-1 dim, 5-D input (trilinear, nearest) and float64.
GRID_SAMPLE = HEADER + """from typing import List


def f(x: torch.Tensor, g: torch.Tensor) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    for mode in ["bilinear", "nearest", "bicubic"]:
        for pad in ["zeros", "border", "reflection"]:
            out.append(F.grid_sample(x, g, mode=mode, padding_mode=pad, align_corners=True))
            out.append(F.grid_sample(x, g, mode, pad, False))
    return out
"""
CASES.append(("op_grid_sample_4d", GRID_SAMPLE, "f", [f32(2, 3, 4, 5), f32(2, 3, 6, 2, lo=-3.5, hi=3.5)]))
CASES.append(("op_grid_sample_4d_size_one_dim", GRID_SAMPLE, "f", [f32(1, 2, 1, 3), f32(1, 2, 2, 2, lo=-2.5, hi=2.5)]))
CASES.append(("op_grid_sample_4d_f64", GRID_SAMPLE, "f", [f64(1, 2, 3, 3), f64(1, 2, 4, 2)]))
listed("grid_sample_5d", "(F.grid_sample(x, g, align_corners=False), F.grid_sample(x, g, 'nearest', 'border', True), F.grid_sample(x, g, 'bilinear', 'reflection', True), F.grid_sample(x, g, padding_mode='reflection', align_corners=False))", [f32(2, 2, 3, 4, 2), f32(2, 2, 3, 2, 3, lo=-1.6, hi=1.6)], "x, g")
# F.affine_grid: a dim of size 1 is at 0 (not at -1), the grid takes
# theta's dtype, 5-D sizes take [N, 3, 4] matrices; fed to grid_sample as
# a spatial transformer does.
AFFINE_GRID = HEADER + """

def f(t: torch.Tensor, t3: torch.Tensor, x: torch.Tensor):
    g = F.affine_grid(t3, [2, 3, 2, 3, 4], False)
    return (F.affine_grid(t, [2, 1, 1, 3], False), F.affine_grid(t, [2, 2, 2, 1], True), F.affine_grid(t.double(), [2, 1, 2, 2], True),
            g, F.affine_grid(t3, [2, 1, 3, 1, 2], True), F.grid_sample(x, g, align_corners=False))
"""
CASES.append(("op_affine_grid_unit_dims_dtypes_5d", AFFINE_GRID, "f", [f32(2, 2, 3, lo=-1.0, hi=1.0), f32(2, 3, 4, lo=-1.0, hi=1.0), f32(2, 3, 3, 3, 3)]))
# bincount with a minlength known only at run time (an int argument, a
# size): the larger of it and max(x) + 1, an empty x giving it.
listed("bincount_run_time_minlength", "(torch.bincount(x, minlength=n), x.bincount(w, n), torch.bincount(x[:0], None, n), torch.bincount(x, minlength=w.size(0) * 2))", [np.array([1, 3, 3, 0], dtype=np.int64), f32(4), 6], "x, w, n: int")
listed("bincount_run_time_minlength_below", "(torch.bincount(x, minlength=n), x.bincount(w, n))", [np.array([1, 3, 3, 0], dtype=np.int64), f32(4), 2], "x, w, n: int")
# gather from a tensor whose sizes are known only at run time (a branch
# joins two shapes): the index is checked against them when the call runs.
GATHER_RUN_TIME = HEADER + """

def f(x: torch.Tensor, c: bool, i: torch.Tensor):
    if c:
        y = x
    else:
        y = x.transpose(0, 1)
    return torch.gather(y, 1, i), y.gather(0, i[:1, :1])
"""
CASES.append(("op_gather_run_time_sizes", GATHER_RUN_TIME, "f", [f32(2, 3), True, np.array([[0, 2], [1, 1]], dtype=np.int64)]))
CASES.append(("op_gather_run_time_sizes_transposed", GATHER_RUN_TIME, "f", [f32(2, 3), False, np.array([[0, 1], [1, 1]], dtype=np.int64)]))
# linspace whose number of steps is known only once shapes are, or at run
# time (in a loop): PyTorch's values bit for bit; one step is `start`.
LINSPACE_RUN_TIME = HEADER + """from typing import List


def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    m = x.size(1)
    out: List[torch.Tensor] = [torch.linspace(0, 1, m), torch.linspace(-3.5, 2.25, x.size(0) * 3, dtype=torch.float64),
                               torch.linspace(0, 10, n, dtype=torch.long), torch.linspace(2, 2, 1), torch.linspace(0, 1, 0)]
    k = 0
    while k < x.size(0):
        out.append(torch.linspace(1.0, 0.0, k + 1))
        k += 1
    return out
"""
CASES.append(("op_linspace_run_time_steps", LINSPACE_RUN_TIME, "f", [f32(3, 50), 37]))
CASES.append(("op_linspace_run_time_steps_one", LINSPACE_RUN_TIME, "f", [f32(2, 1), 1]))
# Pointwise losses whose wrapper broadcasts input and target first (mse,
# l1, smooth L1) promote a 0-d float64 one as a dimensioned tensor;
# huber_loss gives input's dtype.
listed("pointwise_loss_dtypes_with_0d", "(F.mse_loss(a, b), F.l1_loss(a, b), F.mse_loss(b, a), F.smooth_l1_loss(a, b), F.huber_loss(a, b), F.huber_loss(b, a), F.l1_loss(b, c, reduction='none'), F.huber_loss(c, b, reduction='sum'))", [f32(3, 2), np.array(0.5, dtype=np.float64), f64(2)], "a, b, c")
# kron of tensors of any ranks: the smaller padded with leading 1s, each
# dim's sizes multiplied; dtypes promote, a 0-d tensor scales.
listed("kron_n_d", "(torch.kron(a, b), torch.kron(c, a), torch.kron(d, c), torch.kron(torch.tensor(3), c), c.kron(c > 0), torch.kron(d.long(), torch.tensor([1, 2])), torch.kron(a[:0], b))", [f32(2, 3, 2), f32(2, 2), f32(3), f64(1, 2, 1, 2)], "a, b, c, d")
# tril/triu at a diagonal known only at run time (a key cache that grows
# in a loop: `tril(tk - tq)`), or from an int parameter; any sign.
TRIANGLE_RUN_TIME = HEADER + """from typing import List


def f(x: torch.Tensor, k: int) -> List[torch.Tensor]:
    out: List[torch.Tensor] = [x.tril(k), torch.triu(x, -k), x.tril(diagonal=k - 5), x.triu(k * 2)]
    cache = x[:1]
    for _ in range(3):
        cache = torch.cat([cache, x[:1]], dim=0)
        tq = 2
        tk = cache.size(0)
        out.append(torch.ones(tq, tk).tril(tk - tq) == 0)
        out.append(cache.t().triu(tq - tk))
    return out
"""
CASES.append(("op_triangle_run_time_diagonal", TRIANGLE_RUN_TIME, "f", [f32(4, 5), 1]))
CASES.append(("op_triangle_run_time_diagonal_negative", TRIANGLE_RUN_TIME, "f", [f32(3, 6), -2]))
# Float arguments written as arithmetic on literals (`beta=1 / 9`, as
# torchvision writes it) are folded as Python folds them.
listed("float_argument_literal_arithmetic", "(F.smooth_l1_loss(a, b, beta=1 / 9), F.leaky_relu(a, 1.0 / 8), F.elu(a, alpha=2 ** -1), F.huber_loss(a, b, delta=(1 + 2) / 4), torch.clamp(a, -1 / 3, 2 * 0.25), F.hardtanh(a, -2 ** 0.5, 7 // 2 / 2))", [f32(3, 4), f32(3, 4)], "a, b")
# linspace whose bounds are known only at run time (an int parameter, a
# size, a float computed in the call): ATen's values, in float32, float64
# or an integer dtype, with 0, 1 or many steps.
LINSPACE_RUN_TIME_BOUNDS = HEADER + """from typing import List


def f(x: torch.Tensor, n: int, lo: float) -> List[torch.Tensor]:
    hi = float(x.max())
    return [torch.linspace(0, x.size(0) - 1, 4), torch.linspace(lo, hi, 7), torch.linspace(-n, n, 2 * n + 1, dtype=torch.float64),
            torch.linspace(lo, 3.0, n, dtype=torch.long), torch.linspace(hi, lo, 1), torch.linspace(lo, hi, 0),
            torch.linspace(0.0, float(n) / 3, x.size(1)).long(), torch.linspace(1, n, n, dtype=torch.int32)]
"""
CASES.append(("op_linspace_run_time_bounds", LINSPACE_RUN_TIME_BOUNDS, "f", [f32(5, 9), 3, -1.7]))
CASES.append(("op_linspace_run_time_bounds_many", LINSPACE_RUN_TIME_BOUNDS, "f", [f32(37, 101), 11, 0.3]))
# `**` of two int literals is a float, as `aten::pow.int` returns it.
listed("float_argument_int_power", "(F.leaky_relu(a, 2 ** 2), F.smooth_l1_loss(a, b, beta=2 ** 1), F.leaky_relu(a, -2 ** 2), F.elu(a, 2 ** -1))", [f32(3, 4), f32(3, 4)], "a, b")
