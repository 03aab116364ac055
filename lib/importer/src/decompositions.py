# Composite torch ops, written in TorchScript in terms of the ops the
# registry lowers (op_registry.rs). Each function is inlined where it is
# called; `@op` names the spellings it serves (`Tensor.x` is the method,
# whose receiver is the first argument), and its docstring goes into
# docs/ops.md. Keep to what the compiler accepts in user code: these are
# compiled exactly like it.
import torch
from typing import List, Optional, Tuple, Union


@op("torch.square", "Tensor.square")
def square(input: Tensor) -> Tensor:
    """input * input (keeps the dtype; a bool tensor gives int64, as `pow(input, 2)`)"""
    if input.dtype == torch.bool:
        input = input.long()
    return input * input


@op("torch.nn.functional.one_hot")
def one_hot(input: Tensor, num_classes: int = -1) -> Tensor:
    """int64 rows of num_classes with a 1 at each value; with -1, one more than the largest value (a size known at run time)"""
    if input.dtype != torch.int64:
        raise RuntimeError("one_hot is only applicable to index tensor of type LongTensor.")
    if input.numel() == 0:
        if num_classes <= 0:
            raise RuntimeError("Can not infer total number of classes from empty tensor.")
    else:
        if bool(input.min() < 0):
            raise RuntimeError("Class values must be non-negative.")
        if num_classes == -1:
            num_classes = int(input.max()) + 1
        elif bool(input.max() >= num_classes):
            raise RuntimeError("Class values must be smaller than num_classes.")
    return (input.unsqueeze(-1) == torch.arange(num_classes)).long()


@op("torch.diff", "Tensor.diff")
def diff(input: Tensor, n: int = 1, dim: int = -1, prepend: Optional[Tensor] = None, append: Optional[Tensor] = None) -> Tensor:
    """n times x[1:] - x[:-1] along dim, after prepend and append are concatenated there; a bool tensor differs by logical_xor"""
    if input.dim() == 0:
        raise RuntimeError("diff expects input to be at least one-dimensional")
    if n < 0:
        raise RuntimeError("order must be non-negative but got " + str(n))
    torch._diff_check_sides(input, prepend, dim)
    torch._diff_check_sides(input, append, dim)
    if n == 0:
        return input.clone()
    if prepend is not None:
        input = torch.cat([prepend, input], dim)
    if append is not None:
        input = torch.cat([input, append], dim)
    if input.dtype == torch.bool:
        # Repeated xor is the integer difference modulo 2.
        return (torch._diff(input.long(), n, dim) & 1) != 0
    return torch._diff(input, n, dim)


@op("torch._diff_check_sides")
def _diff_check_sides(input: Tensor, side: Optional[Tensor], dim: int) -> None:
    """internal: diff's check that prepend or append matches input except along dim"""
    if side is not None:
        if side.dim() != input.dim():
            raise RuntimeError("diff expects prepend or append to be the same dimension as input")
        for i in range(input.dim()):
            if i != dim and i != dim + input.dim() and side.size(i) != input.size(i):
                raise RuntimeError("diff expects the shape of tensor to prepend or append to match that of input except along the differencing dimension; input.size(" + str(i) + ") = " + str(input.size(i)) + ", but got tensor.size(" + str(i) + ") = " + str(side.size(i)))


@op("torch.trace", "Tensor.trace")
def trace(input: Tensor) -> Tensor:
    """the sum of the main diagonal of a matrix (of any shape)"""
    input = torch._not_bool(input, "\"trace\" not implemented for 'Bool'")
    if input.dim() != 2:
        raise RuntimeError("trace: expected a matrix, but got tensor with dim " + str(input.dim()))
    else:
        return torch.diagonal(input).sum()


@op("torch.addcmul", "Tensor.addcmul")
def addcmul(input: Tensor, tensor1: Tensor, tensor2: Tensor, value: float = 1.0) -> Tensor:
    """input + value * tensor1 * tensor2, in the tensors' promoted dtype (an int value keeps int tensors int)"""
    return (input + value * tensor1 * tensor2).to((input + tensor1 * tensor2).dtype)


@op("torch.addcdiv", "Tensor.addcdiv")
def addcdiv(input: Tensor, tensor1: Tensor, tensor2: Tensor, value: float = 1.0) -> Tensor:
    """input + value * tensor1 / tensor2"""
    return input + value * tensor1 / tensor2


@op("torch.lerp", "Tensor.lerp")
def lerp(input: Tensor, end: Tensor, weight: float) -> Tensor:
    """input + weight * (end - input), a number weight"""
    return input + weight * (end - input)


@op("torch.hypot", "Tensor.hypot")
def hypot(input: Tensor, other: Tensor) -> Tensor:
    """sqrt(input² + other²)"""
    return torch.sqrt(input * input + other * other)


@op("torch.logaddexp", "Tensor.logaddexp")
def logaddexp(input: Tensor, other: Tensor) -> Tensor:
    """log(e^input + e^other), stable: max + log1p(e^-|input - other|)"""
    return torch.maximum(input, other) + torch.log1p(torch.exp(-torch.abs(input - other)))


@op("torch.xlogy", "Tensor.xlogy", "torch.special.xlogy")
def xlogy(input: Tensor, other: Tensor) -> Tensor:
    """input * log(other), 0 where input is 0"""
    r = input * torch.log(other)
    return torch.where(input == 0, torch.zeros_like(r), r)


@op("torch.heaviside", "Tensor.heaviside")
def heaviside(input: Tensor, values: Tensor) -> Tensor:
    """0 below zero, 1 above, `values` at zero"""
    step = (input > 0).to(input.dtype)
    return torch.where(input == 0, values.to(input.dtype), step)


@op("torch.float_power", "Tensor.float_power")
def float_power(input: Tensor, exponent: float) -> Tensor:
    """pow in float64"""
    return torch.pow(input.double(), exponent)


@op("torch.deg2rad", "Tensor.deg2rad")
def deg2rad(input: Tensor) -> Tensor:
    """input * pi / 180"""
    return input * 0.017453292519943295


@op("torch.rad2deg", "Tensor.rad2deg")
def rad2deg(input: Tensor) -> Tensor:
    """input * 180 / pi"""
    return input * 57.29577951308232


@op("torch.frac", "Tensor.frac")
def frac(input: Tensor) -> Tensor:
    """input - trunc(input)"""
    return input - torch.trunc(input)


@op("torch.sgn", "Tensor.sgn")
def sgn(input: Tensor) -> Tensor:
    """sign (real tensors)"""
    return torch.sign(input)


@op("torch.nan_to_num", "Tensor.nan_to_num")
def nan_to_num(input: Tensor, nan: float = 0.0, posinf: Optional[float] = None, neginf: Optional[float] = None) -> Tensor:
    """NaN, +inf and -inf replaced; infinities by the dtype's largest finite values unless given"""
    big = 3.4028234663852886e38
    if input.dtype == torch.float64:
        big = 1.7976931348623157e308
    high = big
    if posinf is not None:
        high = posinf
    low = -big
    if neginf is not None:
        low = neginf
    r = torch.where(input != input, torch.full_like(input, nan), input)
    r = torch.where(r == float("inf"), torch.full_like(input, high), r)
    return torch.where(r == float("-inf"), torch.full_like(input, low), r)


@op("torch.logit", "Tensor.logit", "torch.special.logit")
def logit(input: Tensor, eps: Optional[float] = None) -> Tensor:
    """log(p / (1 - p)), p clamped to [eps, 1 - eps] when eps is given"""
    p = input
    if eps is not None:
        p = torch.clamp(input, eps, 1.0 - eps)
    return torch.log(p / (1.0 - p))


@op("torch.isclose", "Tensor.isclose")
def isclose(input: Tensor, other: Tensor, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> Tensor:
    """|input - other| <= atol + rtol * |other| (equal infinities too)"""
    close = (input == other) | (torch.abs(input - other) <= atol + rtol * torch.abs(other))
    if equal_nan:
        close = close | ((input != input) & (other != other))
    return close


@op("torch.nn.functional.mish")
def mish(input: Tensor) -> Tensor:
    """x * tanh(softplus(x))"""
    return input * torch.tanh(torch.nn.functional.softplus(input))


@op("torch.nn.functional.selu", "torch.selu")
def selu(input: Tensor) -> Tensor:
    """scale * elu(x, alpha) with SELU's constants"""
    return 1.0507009873554805 * torch.nn.functional.elu(input, 1.6732632423543772)


@op("torch.nn.functional.celu", "torch.celu")
def celu(input: Tensor, alpha: float = 1.0) -> Tensor:
    """max(0, x) + min(0, alpha * (e^(x / alpha) - 1))"""
    return torch.clamp(input, min=0.0) + torch.clamp(alpha * (torch.exp(input / alpha) - 1.0), max=0.0)


@op("torch.nn.functional.softsign")
def softsign(input: Tensor) -> Tensor:
    """x / (1 + |x|)"""
    return input / (1.0 + torch.abs(input))


@op("torch.nn.functional.tanhshrink")
def tanhshrink(input: Tensor) -> Tensor:
    """x - tanh(x)"""
    return input - torch.tanh(input)


@op("torch.nn.functional.logsigmoid")
def logsigmoid(input: Tensor) -> Tensor:
    """-softplus(-x)"""
    return -torch.nn.functional.softplus(-input)


@op("torch.nn.functional.softmin")
def softmin(input: Tensor, dim: int) -> Tensor:
    """softmax(-x, dim)"""
    return torch.softmax(-input, dim)


@op("torch.nn.functional.glu")
def glu(input: Tensor, dim: int = -1) -> Tensor:
    """a * sigmoid(b) of the two halves along dim"""
    a, b = input.chunk(2, dim)
    return a * torch.sigmoid(b)


@op("torch.nn.functional.hardshrink", "Tensor.hardshrink")
def hardshrink(input: Tensor, lambd: float = 0.5) -> Tensor:
    """x where |x| > lambd, else 0"""
    return torch.where(torch.abs(input) > lambd, input, torch.zeros_like(input))


@op("torch.nn.functional.softshrink")
def softshrink(input: Tensor, lambd: float = 0.5) -> Tensor:
    """x - lambd above lambd, x + lambd below -lambd, else 0"""
    shrunk = input - torch.sign(input) * lambd
    return torch.where(torch.abs(input) > lambd, shrunk, torch.zeros_like(input))


@op("torch.nn.functional.threshold")
def threshold(input: Tensor, threshold: float, value: float) -> Tensor:
    """x where x > threshold, else value"""
    return torch.where(input > threshold, input, torch.full_like(input, value))


@op("torch.nn.functional.group_norm", "torch.group_norm")
def group_norm(input: Tensor, num_groups: int, weight: Optional[Tensor] = None, bias: Optional[Tensor] = None, eps: float = 1e-05) -> Tensor:
    """statistics over each group of channels (and the spatial dims), then a per-channel affine"""
    n = input.size(0)
    c = input.size(1)
    if c % num_groups != 0:
        raise RuntimeError("Expected number of channels in input to be divisible by num_groups")
    grouped = input.reshape(n, num_groups, -1)
    mean = grouped.mean(-1, keepdim=True)
    var = grouped.var(-1, unbiased=False, keepdim=True)
    out = ((grouped - mean) / torch.sqrt(var + eps)).reshape(input.shape)
    shape = [1, c] + [1] * (input.dim() - 2)
    if weight is not None:
        out = out * weight.reshape(shape)
    if bias is not None:
        out = out + bias.reshape(shape)
    return out


@op("torch.nn.functional.instance_norm", "torch.instance_norm")
def instance_norm(input: Tensor, running_mean: Optional[Tensor] = None, running_var: Optional[Tensor] = None, weight: Optional[Tensor] = None, bias: Optional[Tensor] = None, use_input_stats: bool = True, momentum: float = 0.1, eps: float = 1e-05) -> Tensor:
    """group_norm with one group per channel: statistics over the spatial dims of each sample and channel (running statistics are not used)"""
    return torch.nn.functional.group_norm(input, input.size(1), weight, bias, eps)


@op("torch._instance_norm_layer")
def _instance_norm_layer(input: Tensor, weight: Optional[Tensor] = None, bias: Optional[Tensor] = None, eps: float = 1e-05) -> Tensor:
    """nn.InstanceNorm1d/2d: instance_norm with the layer's affine weight and bias, if any"""
    return torch.nn.functional.instance_norm(input, weight=weight, bias=bias, eps=eps)


@op("torch.nn.functional.pixel_shuffle", "torch.pixel_shuffle")
def pixel_shuffle(input: Tensor, upscale_factor: int) -> Tensor:
    """[N, C*r*r, H, W] to [N, C, H*r, W*r]"""
    r = upscale_factor
    n = input.size(0)
    c = input.size(1) // (r * r)
    h = input.size(2)
    w = input.size(3)
    x = input.reshape(n, c, r, r, h, w).permute(0, 1, 4, 2, 5, 3)
    return x.reshape(n, c, h * r, w * r)


@op("torch.nn.functional.pixel_unshuffle", "torch.pixel_unshuffle")
def pixel_unshuffle(input: Tensor, downscale_factor: int) -> Tensor:
    """[N, C, H*r, W*r] to [N, C*r*r, H, W]"""
    r = downscale_factor
    n = input.size(0)
    c = input.size(1)
    h = input.size(2) // r
    w = input.size(3) // r
    x = input.reshape(n, c, h, r, w, r).permute(0, 1, 3, 5, 2, 4)
    return x.reshape(n, c * r * r, h, w)


@op("torch.nn.functional.scaled_dot_product_attention")
def scaled_dot_product_attention(query: Tensor, key: Tensor, value: Tensor, attn_mask: Optional[Tensor] = None, dropout_p: float = 0.0, is_causal: bool = False, scale: Optional[float] = None) -> Tensor:
    """softmax(q kᵀ * scale + mask) v; a bool mask keeps where true; is_causal masks above the diagonal; a row masked entirely attends to nothing (zeros, as PyTorch's safe softmax); dropout is not applied (inference)"""
    d = query.size(-1)
    s = 1.0 / float(d) ** 0.5
    if scale is not None:
        s = scale
    scores = torch.matmul(query, key.transpose(-2, -1)) * s
    if is_causal:
        lq = query.size(-2)
        lk = key.size(-2)
        keep = torch.ones(lq, lk).tril() > 0
        scores = scores.masked_fill(~keep, float("-inf"))
    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            scores = scores.masked_fill(~attn_mask, float("-inf"))
        else:
            scores = scores + attn_mask
    weights = torch.softmax(scores, -1)
    nothing = (scores == float("-inf")).all(-1, keepdim=True)
    weights = weights.masked_fill(nothing, 0.0)
    return torch.matmul(weights, value)


@op("torch.nn.functional.kl_div")
def kl_div(input: Tensor, target: Tensor, size_average: Optional[bool] = None, reduce: Optional[bool] = None, reduction: str = "mean", log_target: bool = False) -> Tensor:
    """target * (log(target) - input), 0 where target is 0 (or e^target * (target - input) with log_target), reduced"""
    reduction = torch._legacy_reduction(size_average, reduce, reduction)
    if log_target:
        loss = torch.exp(target) * (target - input)
    else:
        loss = torch.xlogy(target, target) - target * input
    if reduction == "batchmean":
        return loss.sum() / input.size(0)
    if reduction == "sum":
        return loss.sum()
    if reduction == "mean":
        return loss.mean()
    return loss


@op("torch.baddbmm", "Tensor.baddbmm")
def baddbmm(input: Tensor, batch1: Tensor, batch2: Tensor, beta: float = 1.0, alpha: float = 1.0) -> Tensor:
    """beta * input + alpha * (batch1 @ batch2); of integer tensors in their dtype, beta and alpha truncated (as ATen)"""
    return torch._scaled_sum(input, torch.bmm(batch1, batch2), beta, alpha)


@op("torch._scaled_sum")
def _scaled_sum(input: Tensor, product: Tensor, beta: float, alpha: float) -> Tensor:
    """beta * input + alpha * product of the BLAS-like ops (addmv, addr, baddbmm, addbmm): integer tensors stay integer, their scales truncated to ints"""
    if (input + product).is_floating_point():
        return beta * input + alpha * product
    return int(beta) * input + int(alpha) * product


@op("torch.addmv", "Tensor.addmv")
def addmv(input: Tensor, mat: Tensor, vec: Tensor, beta: float = 1.0, alpha: float = 1.0) -> Tensor:
    """beta * input + alpha * (mat @ vec); of integer tensors in their dtype, beta and alpha truncated (as ATen)"""
    return torch._scaled_sum(input, torch.matmul(mat, vec), beta, alpha)


@op("torch.nn.functional.bilinear")
def bilinear(input1: Tensor, input2: Tensor, weight: Tensor, bias: Optional[Tensor] = None) -> Tensor:
    """y_k = x1ᵀ W_k x2 + b_k"""
    out = torch.einsum("bi,kij,bj->bk", input1, weight, input2)
    if bias is not None:
        out = out + bias
    return out


@op("torch.atleast_1d")
def atleast_1d(input: Tensor) -> Tensor:
    """a 0-d tensor as [1]"""
    if input.dim() == 0:
        return input.reshape(1)
    return input


@op("torch.atleast_2d")
def atleast_2d(input: Tensor) -> Tensor:
    """0-d as [1, 1], 1-d as [1, n]"""
    if input.dim() == 0:
        return input.reshape(1, 1)
    if input.dim() == 1:
        return input.unsqueeze(0)
    return input


@op("torch.atleast_3d")
def atleast_3d(input: Tensor) -> Tensor:
    """0-d as [1, 1, 1], 1-d as [1, n, 1], 2-d as [m, n, 1]"""
    if input.dim() == 0:
        return input.reshape(1, 1, 1)
    if input.dim() == 1:
        return input.unsqueeze(0).unsqueeze(-1)
    if input.dim() == 2:
        return input.unsqueeze(-1)
    return input


@op("torch.vstack", "torch.row_stack")
def vstack(tensors: List[Tensor]) -> Tensor:
    """cat of the atleast_2d tensors along dim 0"""
    return torch.cat([torch.atleast_2d(t) for t in tensors], 0)


@op("torch.hstack")
def hstack(tensors: List[Tensor]) -> Tensor:
    """cat along dim 0 of 1-d tensors, else along dim 1"""
    if tensors[0].dim() == 1:
        return torch.cat(tensors, 0)
    return torch.cat(tensors, 1)


@op("torch.dstack")
def dstack(tensors: List[Tensor]) -> Tensor:
    """cat of the atleast_3d tensors along dim 2"""
    return torch.cat([torch.atleast_3d(t) for t in tensors], 2)


@op("torch.column_stack")
def column_stack(tensors: List[Tensor]) -> Tensor:
    """1-d tensors as columns, then cat along dim 1"""
    return torch.cat([t.reshape(-1, 1) if t.dim() < 2 else t for t in tensors], 1)


@op("Tensor.unflatten", "torch.unflatten")
def unflatten(input: Tensor, dim: int, sizes: List[int]) -> Tensor:
    """dim split into sizes"""
    d = dim
    if d < 0:
        d = d + input.dim()
    shape = input.size()
    return input.reshape(shape[:d] + sizes + shape[d + 1:])


@op("Tensor.tile", "torch.tile")
def tile(input: Tensor, dims: List[int]) -> Tensor:
    """repeat, with dims padded by leading 1s to the rank"""
    return input.repeat([1] * (input.dim() - len(dims)) + dims)


@op("torch.take_along_dim")
def take_along_dim(input: Tensor, indices: Tensor, dim: int) -> Tensor:
    """gather along dim (indices shaped like input but along dim)"""
    return torch.gather(input, dim, indices)


@op("torch.cross", "Tensor.cross", "torch.linalg.cross")
def cross(input: Tensor, other: Tensor, dim: int = -1) -> Tensor:
    """the cross product of 3-vectors along dim"""
    a0 = input.select(dim, 0)
    a1 = input.select(dim, 1)
    a2 = input.select(dim, 2)
    b0 = other.select(dim, 0)
    b1 = other.select(dim, 1)
    b2 = other.select(dim, 2)
    return torch.stack([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0], dim)


@op("torch._keep_all_dims")
def _keep_all_dims(reduced: Tensor, input: Tensor, keepdim: bool) -> Tensor:
    """a 0-d reduction of all of input, with keepdim one size-1 dim per dim of input"""
    if keepdim:
        while reduced.dim() < input.dim():
            reduced = reduced.unsqueeze(0)
    return reduced


@op("torch.nextafter", "Tensor.nextafter")
def nextafter(input: Tensor, other: Tensor) -> Tensor:
    """the next float after input toward other: input's bits stepped by one (from zero, the smallest subnormal of other's sign); other where they are equal, NaN where either is"""
    x = input
    y = other.to(input.dtype)
    toward_larger_magnitude = (y > x) == (x > 0)
    if x.dtype == torch.float64:
        bits = torch._bitcast(x, torch.int64)
        stepped = torch._bitcast(torch.where(toward_larger_magnitude, bits + 1, bits - 1), torch.float64)
        tiny = torch.where(y > 0, torch.tensor(1), torch.tensor(-9223372036854775807))
        r = torch.where(x == 0, torch._bitcast(tiny, torch.float64), stepped)
    else:
        bits = torch._bitcast(x, torch.int32)
        stepped = torch._bitcast(torch.where(toward_larger_magnitude, bits + 1, bits - 1), torch.float32)
        tiny = torch.where(y > 0, torch.tensor(1, dtype=torch.int32), torch.tensor(-2147483647, dtype=torch.int32))
        r = torch.where(x == 0, torch._bitcast(tiny, torch.float32), stepped)
    r = torch.where(x == y, y, r)
    return torch.where(torch.isnan(x) | torch.isnan(y), x + y, r)


@op("torch.std_mean")
def std_mean(input: Tensor, dim: Optional[List[int]] = None, unbiased: bool = True, keepdim: bool = False) -> Tuple[Tensor, Tensor]:
    """(std, mean) over dim, or of all elements"""
    if dim is None:
        return torch._keep_all_dims(torch.std(input, unbiased=unbiased), input, keepdim), torch._keep_all_dims(torch.mean(input), input, keepdim)
    return torch.std(input, dim, unbiased, keepdim), torch.mean(input, dim, keepdim)


@op("torch.var_mean")
def var_mean(input: Tensor, dim: Optional[List[int]] = None, unbiased: bool = True, keepdim: bool = False) -> Tuple[Tensor, Tensor]:
    """(var, mean) over dim, or of all elements"""
    if dim is None:
        return torch._keep_all_dims(torch.var(input, unbiased=unbiased), input, keepdim), torch._keep_all_dims(torch.mean(input), input, keepdim)
    return torch.var(input, dim, unbiased, keepdim), torch.mean(input, dim, keepdim)


@op("torch.dist")
def dist(input: Tensor, other: Tensor, p: float = 2.0) -> Tensor:
    """the p-norm of input - other (broadcast), as a 0-d tensor"""
    return torch.norm(input - other, p)


@op("torch.aminmax", "Tensor.aminmax")
def aminmax(input: Tensor, dim: Optional[int] = None, keepdim: bool = False) -> Tuple[Tensor, Tensor]:
    """(amin, amax), of all elements or over dim"""
    if dim is None:
        return torch.amin(input), torch.amax(input)
    return torch.amin(input, dim, keepdim), torch.amax(input, dim, keepdim)


@op("torch.logcumsumexp", "Tensor.logcumsumexp")
def logcumsumexp(input: Tensor, dim: int) -> Tensor:
    """log(cumsum(e^x)), shifted by the max along dim for stability"""
    m = torch.amax(input, dim, True)
    return torch.log(torch.cumsum(torch.exp(input - m), dim)) + m


@op("torch.kthvalue", "Tensor.kthvalue")
def kthvalue(input: Tensor, k: int, dim: int = -1, keepdim: bool = False) -> Tuple[Tensor, Tensor]:
    """(values, indices) of the k-th smallest along dim (1-based)"""
    x = torch._at_least_1d(torch._not_bool(input, "\"kthvalue_cpu\" not implemented for 'Bool'"))
    values, indices = torch.sort(x, dim)
    v = values.narrow(dim, k - 1, 1)
    i = indices.narrow(dim, k - 1, 1)
    if not keepdim:
        v = v.squeeze(dim)
        i = i.squeeze(dim)
    return torch._0d_like(v, input), torch._0d_like(i, input)


@op("torch.nn.functional.pairwise_distance", "torch.pairwise_distance")
def pairwise_distance(x1: Tensor, x2: Tensor, p: float = 2.0, eps: float = 1e-06, keepdim: bool = False) -> Tensor:
    """the p-norm of x1 - x2 + eps along the last dim"""
    return torch.norm(x1 - x2 + eps, p, [-1], keepdim)


@op("torch.nn.functional.triplet_margin_loss")
def triplet_margin_loss(anchor: Tensor, positive: Tensor, negative: Tensor, margin: float = 1.0, p: float = 2.0, eps: float = 1e-06, swap: bool = False, size_average: Optional[bool] = None, reduce: Optional[bool] = None, reduction: str = "mean") -> Tensor:
    """max(d(a, p) - d(a, n) + margin, 0), reduced"""
    reduction = torch._legacy_reduction(size_average, reduce, reduction)
    d_pos = torch.nn.functional.pairwise_distance(anchor, positive, p, eps)
    d_neg = torch.nn.functional.pairwise_distance(anchor, negative, p, eps)
    if swap:
        d_neg = torch.minimum(d_neg, torch.nn.functional.pairwise_distance(positive, negative, p, eps))
    loss = torch.clamp(d_pos - d_neg + margin, min=0.0)
    if reduction == "sum":
        return loss.sum()
    if reduction == "mean":
        return loss.mean()
    return loss


@op("torch.log10", "Tensor.log10")
def log10(input: Tensor) -> Tensor:
    """log(x) / log(10)"""
    return torch.log(input) * 0.4342944819032518


@op("torch.signbit", "Tensor.signbit")
def signbit(input: Tensor) -> Tensor:
    """whether the sign bit is set (-0.0 included)"""
    return (input < 0) | ((input == 0) & (1.0 / input < 0))


@op("torch.nanmean", "Tensor.nanmean")
def nanmean(input: Tensor) -> Tensor:
    """the mean of the elements that are not NaN"""
    keep = input == input
    return torch.where(keep, input, torch.zeros_like(input)).sum() / keep.sum()


@op("torch.argwhere", "Tensor.argwhere")
def argwhere(input: Tensor) -> Tensor:
    """nonzero(input)"""
    return torch.nonzero(input)


@op("torch.nn.functional.prelu", "torch.prelu")
def prelu(input: Tensor, weight: Tensor) -> Tensor:
    """x where x > 0, else weight * x, weight per channel (dim 1) or one for all"""
    w = weight.reshape([-1] + [1] * (input.dim() - 2))
    return torch.where(input > 0, input, w * input)


@op("torch._linspace_run_time")
def _linspace_run_time(start: float, end: float, steps: int, proto: Tensor) -> Tensor:
    """`linspace` whose bounds are known only at run time, in `proto`'s dtype, by ATen's formula: the first half counted up from start, the rest down from end, the step in that dtype (for an integer one: the bounds truncated, the step in float64, each value truncated); float64 results may differ from ATen's in the last bit (it fuses each multiply-add)"""
    if steps < 0:
        raise RuntimeError("number of steps must be non-negative")
    work = proto
    if not proto.is_floating_point():
        work = torch.zeros(0, dtype=torch.float64)
    # The bounds in the dtype first (an integer one truncates them).
    st = torch.full([1], start, dtype=torch.float64).type_as(proto).type_as(work)
    if steps <= 1:
        return st[:steps].type_as(proto)
    en = torch.full([1], end, dtype=torch.float64).type_as(proto).type_as(work)
    step = (en - st) / (steps - 1)
    # ATen fuses each multiply-add (one rounding). In float64 a float32
    # step times an index is exact and the sum rounds once more only in
    # rare ties, so float32 results match it; float64 ones may differ in
    # the last bit.
    k = torch.arange(steps)
    i = k.double()
    up = st.double() + step.double() * i
    down = en.double() - step.double() * (steps - 1 - i)
    return torch.where(k < steps // 2, up, down).type_as(proto)


@op("torch.tril_indices")
def tril_indices(row: int, col: int, offset: int = 0) -> Tensor:
    """[2, n] coordinates of the lower triangle, row by row"""
    return torch.nonzero(torch.ones(row, col).tril(offset) > 0).t()


@op("torch.triu_indices")
def triu_indices(row: int, col: int, offset: int = 0) -> Tensor:
    """[2, n] coordinates of the upper triangle, row by row"""
    return torch.nonzero(torch.ones(row, col).triu(offset) > 0).t()


@op("torch.vander")
def vander(x: Tensor, N: Optional[int] = None, increasing: bool = False) -> Tensor:
    """powers of x as columns, decreasing unless `increasing`"""
    n = x.size(0)
    if N is not None:
        n = N
    powers = torch.arange(n)
    if not increasing:
        powers = powers.flip([0])
    return torch.pow(x.unsqueeze(-1), powers)


@op("Tensor.index_fill", "torch.index_fill")
def index_fill(input: Tensor, dim: int, index: Tensor, value: float) -> Tensor:
    """value at the given indices along dim"""
    hit = torch.zeros(input.size(dim)).scatter(0, index, 1.0) > 0
    shape = [1] * input.dim()
    shape[dim] = -1
    return input.masked_fill(hit.reshape(shape), value)


@op("Tensor.fill_diagonal")
def fill_diagonal(input: Tensor, fill_value: float, wrap: bool = False) -> Tensor:
    """fill_value on the main diagonal (every index equal; a tall matrix's diagonal restarts below a gap with wrap), as `x.fill_diagonal_(v)` writes it"""
    n = input.dim()
    if n < 2:
        raise RuntimeError("dimensions must larger than 1")
    sizes = input.size()
    if n > 2:
        for d in sizes:
            if d != sizes[0]:
                raise RuntimeError("all dimensions of input must be of equal length")
    # The diagonal's flat positions are multiples of the strides' sum.
    step = 0
    stride = 1
    for d in range(n - 1, -1, -1):
        step += stride
        stride *= sizes[d]
    count = min(sizes)
    if wrap and n == 2 and sizes[0] > sizes[1]:
        count = (input.numel() + step - 1) // step
    at = torch.arange(input.numel())
    hit = (at % step == 0) & (at // step < count)
    return input.flatten().masked_fill(hit, fill_value).reshape(sizes)


@op("Tensor.index_copy", "torch.index_copy")
def index_copy(input: Tensor, dim: int, index: Tensor, source: Tensor) -> Tensor:
    """the slices of source at the given indices along dim (distinct indices)"""
    return input.index_add(dim, index, source - input.index_select(dim, index))


@op("torch.linalg.norm")
def linalg_norm(input: Tensor, ord: Optional[float] = None, dim: Optional[List[int]] = None, keepdim: bool = False) -> Tensor:
    """without ord, the 2-norm over dim or of all elements (Frobenius for matrices); with ord, a vector norm over one dim (or of a 1-D input) and a matrix norm over two (or of a 2-D input)"""
    if ord is None:
        if dim is None:
            if keepdim:
                return torch.norm(input, 2.0, list(range(input.dim())), True)
            return torch.norm(input, 2.0)
        return torch.norm(input, 2.0, dim, keepdim)
    if dim is None:
        if input.dim() == 1:
            if keepdim:
                return torch.norm(input, ord, [0], True)
            return torch.norm(input, ord)
        if input.dim() != 2:
            raise RuntimeError("linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got " + str(input.dim()) + "D.")
        return torch._matrix_norm(input, ord, [-2, -1], keepdim)
    if len(dim) == 1:
        return torch.norm(input, ord, dim, keepdim)
    return torch._matrix_norm(input, ord, dim, keepdim)


@op("torch._matrix_norm")
def _matrix_norm(A: Tensor, ord: float, dim: List[int], keepdim: bool) -> Tensor:
    """the matrix norm over the two dims: ord ±inf the max/min absolute row sum, ±1 column sum, ±2 the largest/smallest singular value"""
    if len(dim) != 2:
        raise RuntimeError("linalg.matrix_norm: dim must be a 2-tuple. Got " + str(dim))
    m = A.movedim(dim, [-2, -1]) * 1.0
    if ord == 1.0 or ord == -1.0:
        sums = torch.abs(m).sum(-2)
    elif ord == float("inf") or ord == float("-inf"):
        sums = torch.abs(m).sum(-1)
    elif ord == 2.0 or ord == -2.0:
        sums = torch.linalg.svdvals(m)
    else:
        raise RuntimeError("linalg.matrix_norm: Order " + str(ord) + " not supported.")
    if ord > 0:
        r = sums.amax(-1)
    else:
        r = sums.amin(-1)
    if keepdim:
        return r.unsqueeze(-1).unsqueeze(-1).movedim([-2, -1], dim)
    return r


@op("torch.linalg.matrix_norm")
def matrix_norm(A: Tensor, ord: str = "fro", dim: List[int] = [-2, -1], keepdim: bool = False) -> Tensor:
    """'fro': the square root of the sum of squares; 'nuc': the sum of the singular values"""
    if ord == "fro":
        return torch.norm(A, 2.0, dim, keepdim)
    if ord != "nuc":
        raise RuntimeError("linalg.matrix_norm: Order " + ord + " not supported.")
    r = torch.linalg.svdvals(A.movedim(dim, [-2, -1])).sum(-1)
    if keepdim:
        return r.unsqueeze(-1).unsqueeze(-1).movedim([-2, -1], dim)
    return r


@op("torch.linalg.svdvals")
def svdvals(A: Tensor) -> Tensor:
    """the singular values, descending: square roots of the eigenvalues of AᴴA (or AAᴴ, the smaller), by Jacobi rotations"""
    gram = torch.matmul(A.transpose(-2, -1), A)
    if A.size(-2) < A.size(-1):
        gram = torch.matmul(A, A.transpose(-2, -1))
    values = torch.linalg.eigvalsh(gram)
    return torch.sqrt(torch.clamp(values, min=0.0)).flip([-1])


@op("torch._pad_dim")
def _pad_dim(input: Tensor, dim: int, before: int, after: int, mode: str) -> Tensor:
    """one dim of F.pad in mode reflect, replicate or circular: the input read at mapped indices"""
    n = input.size(dim)
    i = torch.arange(n + before + after) - before
    if mode == "reflect":
        if before >= n or after >= n:
            raise RuntimeError("Argument #4: Padding size should be less than the corresponding input dimension")
        i = torch.where(i < 0, -i, i)
        i = torch.where(i >= n, 2 * (n - 1) - i, i)
    elif mode == "replicate":
        i = torch.clamp(i, 0, n - 1)
    else:
        if before > n or after > n:
            raise RuntimeError("Padding value causes wrapping around more than once.")
        i = torch.remainder(i, n)
    return torch.index_select(input, dim, i)


@op("torch._conv_padding_mode")
def _conv_padding_mode(input: Tensor, weight: Tensor, bias: Optional[Tensor] = None, stride: List[int] = [1], padding: List[int] = [0], dilation: List[int] = [1], groups: int = 1, padding_mode: str = "reflect") -> Tensor:
    """nn.Conv1d/2d/3d with padding_mode 'reflect', 'replicate' or 'circular': the input padded so (padding on both sides of each spatial dim), then convolved without padding"""
    if weight.dim() == 3:
        x = torch._pad_mode(input, [padding[0], padding[0]], padding_mode)
        return torch.nn.functional.conv1d(x, weight, bias, stride, [0], dilation, groups)
    if weight.dim() == 5:
        middle = padding[len(padding) // 2]
        x = torch._pad_mode(input, [padding[-1], padding[-1], middle, middle, padding[0], padding[0]], padding_mode)
        return torch.nn.functional.conv3d(x, weight, bias, stride, [0], dilation, groups)
    x = torch._pad_mode(input, [padding[-1], padding[-1], padding[0], padding[0]], padding_mode)
    return torch.nn.functional.conv2d(x, weight, bias, stride, [0], dilation, groups)


@op("torch._pad_mode")
def _pad_mode(input: Tensor, pad: List[int], mode: str = "constant", value: Optional[float] = None) -> Tensor:
    """F.pad in mode reflect, replicate or circular: the last dims, one pair of amounts each"""
    if len(pad) % 2 != 0:
        raise RuntimeError("Padding length must be divisible by 2")
    if len(pad) // 2 > input.dim() - 1:
        raise RuntimeError("Padding length too large for this mode (the first dim is never padded)")
    out = input
    if len(pad) >= 2:
        out = torch._pad_dim(out, -1, pad[0], pad[1], mode)
    if len(pad) >= 4:
        out = torch._pad_dim(out, -2, pad[2], pad[3], mode)
    if len(pad) >= 6:
        out = torch._pad_dim(out, -3, pad[4], pad[5], mode)
    return out


@op("torch._stretch")
def _stretch(input: Tensor, dim: int, step: int) -> Tensor:
    """step - 1 zeros inserted between neighbouring entries along dim (a transposed convolution's stride)"""
    if step == 1:
        return input
    x = input.movedim(dim, -1)
    n = x.size(-1)
    x = torch.nn.functional.pad(x.unsqueeze(-1), [0, step - 1]).flatten(-2)
    x = x[..., : (n - 1) * step + 1]
    return x.movedim(-1, dim)


@op("torch._spatial_at")
def _spatial_at(values: List[int], i: int) -> int:
    """a window setting's value for spatial dim i (one value stands for every dim)"""
    return values[min(i, len(values) - 1)]


@op("torch._transposed_low")
def _transposed_low(weight: Tensor, padding: List[int], dilation: List[int], i: int) -> int:
    """the padding before spatial dim i of a transposed convolution's stretched input: dilation * (k - 1) - padding (output_padding more after)"""
    return torch._spatial_at(dilation, i) * (weight.size(2 + i) - 1) - torch._spatial_at(padding, i)


@op("torch._transposed_weight")
def _transposed_weight(weight: Tensor, groups: int) -> Tensor:
    """a transposed convolution's weight [in, out / groups, k...] as a convolution's [out, in / groups, k...], its channels transposed within each group (not yet flipped)"""
    per_group = weight.size(0) // groups
    return weight.unflatten(0, [groups, per_group]).transpose(1, 2).flatten(0, 1)


@op("torch._conv_transpose")
def _conv_transpose(input: Tensor, weight: Tensor, bias: Optional[Tensor], stride: List[int], padding: List[int], output_padding: List[int], groups: int, dilation: List[int], spatial: int) -> Tensor:
    """conv_transpose1d/2d/3d (`spatial` dims): zeros inserted between input entries (stride), padded by dilation * (k - 1) - padding (+ output_padding after), then a stride-1 convolution with the flipped weight, its channels transposed within each group"""
    w = torch._transposed_weight(weight, groups)
    x = torch._stretch(input, 2, torch._spatial_at(stride, 0))
    a = torch._transposed_low(weight, padding, dilation, 0)
    a2 = a + torch._spatial_at(output_padding, 0)
    if spatial == 1:
        x = torch.nn.functional.pad(x, [a, a2])
        return torch.nn.functional.conv1d(x, w.flip([2]), bias, 1, 0, dilation, groups)
    x = torch._stretch(x, 3, torch._spatial_at(stride, 1))
    b = torch._transposed_low(weight, padding, dilation, 1)
    b2 = b + torch._spatial_at(output_padding, 1)
    if spatial == 2:
        x = torch.nn.functional.pad(x, [b, b2, a, a2])
        return torch.nn.functional.conv2d(x, w.flip([2, 3]), bias, 1, 0, dilation, groups)
    x = torch._stretch(x, 4, torch._spatial_at(stride, 2))
    c = torch._transposed_low(weight, padding, dilation, 2)
    c2 = c + torch._spatial_at(output_padding, 2)
    x = torch.nn.functional.pad(x, [c, c2, b, b2, a, a2])
    return torch.nn.functional.conv3d(x, w.flip([2, 3, 4]), bias, 1, 0, dilation, groups)


@op("torch.nn.functional.conv_transpose2d", "torch.conv_transpose2d")
def conv_transpose2d(input: Tensor, weight: Tensor, bias: Optional[Tensor] = None, stride: List[int] = [1], padding: List[int] = [0], output_padding: List[int] = [0], groups: int = 1, dilation: List[int] = [1]) -> Tensor:
    """_conv_transpose over two spatial dims"""
    return torch._conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 2)


@op("torch.nn.functional.conv_transpose3d", "torch.conv_transpose3d")
def conv_transpose3d(input: Tensor, weight: Tensor, bias: Optional[Tensor] = None, stride: List[int] = [1], padding: List[int] = [0], output_padding: List[int] = [0], groups: int = 1, dilation: List[int] = [1]) -> Tensor:
    """_conv_transpose over three spatial dims"""
    return torch._conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 3)


@op("torch.copysign", "Tensor.copysign")
def copysign(input: Tensor, other: Union[Tensor, int, float]) -> Tensor:
    """|input| with the sign (sign bit, so -0.0 too) of other (a tensor or a number), in the dtype the two promote to (floating point)"""
    a = torch.abs(input)
    if isinstance(other, Tensor):
        # Adding zeros of other's dtype promotes (|input| is never -0.0).
        a = a + torch.zeros_like(other)
        if not a.is_floating_point():
            a = a.float()
        return torch.where(torch.signbit(other), -a, a)
    if not a.is_floating_point():
        a = a.float()
    return torch.where(torch.signbit(torch.full_like(a, other)), -a, a)


@op("torch.sinc", "Tensor.sinc", "torch.special.sinc")
def sinc(input: Tensor) -> Tensor:
    """sin(pi x) / (pi x), 1 at 0"""
    x = input * 3.141592653589793
    r = torch.sin(x) / x
    return torch.where(input == 0, torch.ones_like(r), r)


@op("torch._chbevl")
def _chbevl(x: Tensor, coefficients: List[float]) -> Tensor:
    """Cephes' Chebyshev series evaluation (Clenshaw's recurrence)"""
    b0 = torch.full_like(x, coefficients[0])
    b1 = torch.zeros_like(x)
    b2 = torch.zeros_like(x)
    for i in range(1, len(coefficients)):
        b2 = b1
        b1 = b0
        b0 = x * b1 - b2 + coefficients[i]
    return 0.5 * (b0 - b2)


@op("torch._i0e_of_magnitude")
def _i0e_of_magnitude(x: Tensor) -> Tensor:
    """e^-x I0(x) for x >= 0: Cephes' Chebyshev expansions on [0, 8] and above (PyTorch's)"""
    a = [-4.41534164647933937950e-18, 3.33079451882223809783e-17, -2.43127984654795469359e-16, 1.71539128555513303061e-15, -1.16853328779934516808e-14, 7.67618549860493561688e-14, -4.85644678311192946090e-13, 2.95505266312963983461e-12, -1.72682629144155570723e-11, 9.67580903537323691224e-11, -5.18979560163526290666e-10, 2.65982372468238665035e-9, -1.30002500998624804212e-8, 6.04699502254191894932e-8, -2.67079385394061173391e-7, 1.11738753912010371815e-6, -4.41673835845875056359e-6, 1.64484480707288970893e-5, -5.75419501008210370398e-5, 1.88502885095841655729e-4, -5.76375574538582365885e-4, 1.63947561694133579842e-3, -4.32430999505057594430e-3, 1.05464603945949983183e-2, -2.37374148058994688156e-2, 4.93052842396707084878e-2, -9.49010970480476444210e-2, 1.71620901522208775349e-1, -3.04682672343198398683e-1, 6.76795274409476084995e-1]
    b = [-7.23318048787475395456e-18, -4.83050448594418207126e-18, 4.46562142029675999901e-17, 3.46122286769746109310e-17, -2.82762398051658348494e-16, -3.42548561967721913462e-16, 1.77256013305652638360e-15, 3.81168066935262242075e-15, -9.55484669882830764870e-15, -4.15056934728722208663e-14, 1.54008621752140982691e-14, 3.85277838274214270114e-13, 7.18012445138366623367e-13, -1.79417853150680611778e-12, -1.32158118404477131188e-11, -3.14991652796324136454e-11, 1.18891471078464383424e-11, 4.94060238822496958910e-10, 3.39623202570838634515e-9, 2.26666899049817806459e-8, 2.04891858946906374183e-7, 2.89137052083475648297e-6, 6.88975834691682398426e-5, 3.36911647825569408990e-3, 8.04490411014108831608e-1]
    far = torch.clamp(x, min=8.0)
    small = torch._chbevl(x / 2.0 - 2.0, a)
    large = torch._chbevl(32.0 / far - 2.0, b) / torch.sqrt(far)
    return torch.where(x <= 8.0, small, large)


@op("torch._i1e_of_magnitude")
def _i1e_of_magnitude(x: Tensor) -> Tensor:
    """e^-x I1(x) for x >= 0: Cephes' Chebyshev expansions on [0, 8] and above (PyTorch's)"""
    a = [2.77791411276104639959e-18, -2.11142121435816608115e-17, 1.55363195773620046921e-16, -1.10559694773538630805e-15, 7.60068429473540693410e-15, -5.04218550472791168711e-14, 3.22379336594557470981e-13, -1.98397439776494371520e-12, 1.17361862988909016308e-11, -6.66348972350202774223e-11, 3.62559028155211703701e-10, -1.88724975172282928790e-9, 9.38153738649577178388e-9, -4.44505912879632808065e-8, 2.00329475355213526229e-7, -8.56872026469545474066e-7, 3.47025130813767847674e-6, -1.32731636560394358279e-5, 4.78156510755005422638e-5, -1.61760815825896745588e-4, 5.12285956168575772895e-4, -1.51357245063125314899e-3, 4.15642294431288815669e-3, -1.05640848946261981558e-2, 2.47264490306265168283e-2, -5.29459812080949914269e-2, 1.02643658689847095384e-1, -1.76416518357834055153e-1, 2.52587186443633654823e-1]
    b = [7.51729631084210481353e-18, 4.41434832307170791151e-18, -4.65030536848935832153e-17, -3.20952592199342395980e-17, 2.96262899764595013876e-16, 3.30820231092092828324e-16, -1.88035477551078244854e-15, -3.81440307243700780478e-15, 1.04202769841288027642e-14, 4.27244001671195135429e-14, -2.10154184277266431302e-14, -4.08355111109219731823e-13, -7.19855177624590851209e-13, 2.03562854414708950722e-12, 1.41258074366137813316e-11, 3.25260358301548823856e-11, -1.89749581235054123450e-11, -5.58974346219658380687e-10, -3.83538038596423702205e-9, -2.63146884688951950684e-8, -2.51223623787020892529e-7, -3.88256480887769039346e-6, -1.10588938762623716291e-4, -9.76109749136146840777e-3, 7.78576235018280120474e-1]
    far = torch.clamp(x, min=8.0)
    small = torch._chbevl(x / 2.0 - 2.0, a) * x
    large = torch._chbevl(32.0 / far - 2.0, b) / torch.sqrt(far)
    return torch.where(x <= 8.0, small, large)


@op("torch.i0", "Tensor.i0", "torch.special.i0")
def i0(input: Tensor) -> Tensor:
    """the modified Bessel function I0 (Cephes' expansions, as PyTorch)"""
    x = torch.abs(input * 1.0)
    return torch.exp(x) * torch._i0e_of_magnitude(x)


@op("torch.special.i0e")
def i0e(input: Tensor) -> Tensor:
    """e^-|x| I0(x)"""
    return torch._i0e_of_magnitude(torch.abs(input * 1.0))


@op("torch.special.i1")
def i1(input: Tensor) -> Tensor:
    """the modified Bessel function I1 (odd; Cephes' expansions, as PyTorch)"""
    x = torch.abs(input * 1.0)
    return torch.sign(input) * torch.exp(x) * torch._i1e_of_magnitude(x)


@op("torch.special.i1e")
def i1e(input: Tensor) -> Tensor:
    """e^-|x| I1(x)"""
    return torch.sign(input) * torch._i1e_of_magnitude(torch.abs(input * 1.0))


@op("torch.erfinv", "Tensor.erfinv", "torch.special.erfinv")
def erfinv(input: Tensor) -> Tensor:
    """a rational first guess, then two Newton steps on erf (PyTorch's); NaN outside [-1, 1], ±inf at ±1"""
    y = input
    if not y.is_floating_point():
        y = y.float()
    y_abs = torch.abs(y)
    z = y * y
    num = ((-0.140543331 * z + 0.914624893) * z - 1.645349621) * z + 0.886226899
    dem = (((0.012229801 * z - 0.329097515) * z + 1.442710462) * z - 2.118377725) * z + 1.0
    central = y * num / dem
    t = torch.sqrt(-torch.log(torch.clamp((1.0 - y_abs) / 2.0, min=1e-300)))
    num_t = ((1.641345311 * t + 3.429567803) * t - 1.624906493) * t - 1.970840454
    dem_t = (1.637067800 * t + 3.543889200) * t + 1.0
    tail = torch.copysign(num_t, y) / dem_t
    x = torch.where(y_abs <= 0.7, central, tail)
    x = x - (torch.erf(x) - y) / (1.1283791670955126 * torch.exp(-x * x))
    x = x - (torch.erf(x) - y) / (1.1283791670955126 * torch.exp(-x * x))
    x = torch.where(y_abs == 1.0, torch.copysign(torch.full_like(x, float("inf")), y), x)
    return torch.where(y_abs > 1.0, torch.full_like(x, float("nan")), x)


@op("torch._lgamma_positive")
def _lgamma_positive(x: Tensor) -> Tensor:
    """log Γ(x) for x >= 0.5: the Lanczos approximation (g = 7, 9 terms)"""
    c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7]
    z = x - 1.0
    s = torch.full_like(x, c[0])
    for i in range(1, 9):
        s = s + c[i] / (z + float(i))
    t = z + 7.5
    return 0.9189385332046727 + (z + 0.5) * torch.log(t) - t + torch.log(s)


@op("torch.lgamma", "Tensor.lgamma", "torch.special.gammaln")
def lgamma(input: Tensor) -> Tensor:
    """log|Γ(x)|: Lanczos for x >= 0.5, the reflection formula below; +inf at 0 and the negative integers"""
    x = input
    if not x.is_floating_point():
        x = x.float()
    right = torch._lgamma_positive(torch.clamp(x, min=0.5))
    left_x = torch.clamp(x, max=0.5)
    sin_pi = torch.abs(torch.sin(3.141592653589793 * (left_x - torch.floor(left_x))))
    left = 1.1447298858494002 - torch.log(sin_pi) - torch._lgamma_positive(1.0 - left_x)
    r = torch.where(x >= 0.5, right, left)
    pole = (x <= 0) & (x == torch.floor(x))
    return torch.where(pole, torch.full_like(r, float("inf")), r)


@op("torch.digamma", "Tensor.digamma", "torch.special.digamma", "torch.special.psi")
def digamma(input: Tensor) -> Tensor:
    """ψ(x): shifted up past 10 by ψ(x) = ψ(x + 1) - 1/x, then the asymptotic series; the reflection formula below 0 (PyTorch's, Cephes')"""
    x = input
    if not x.is_floating_point():
        x = x.float()
    negative = x < 0
    frac = x - torch.trunc(x)
    reflected = -3.141592653589793 / torch.tan(3.141592653589793 * frac)
    y = torch.where(negative, 1.0 - x, x)
    result = torch.zeros_like(y)
    for _ in range(10):
        low = y < 10.0
        result = torch.where(low, result - 1.0 / y, result)
        y = torch.where(low, y + 1.0, y)
    a = [8.33333333333333333333e-2, -2.10927960927960927961e-2, 7.57575757575757575758e-3, -4.16666666666666666667e-3, 3.96825396825396825397e-3, -8.33333333333333333333e-3, 8.33333333333333333333e-2]
    z = 1.0 / (y * y)
    p = torch.full_like(y, a[0])
    for i in range(1, 7):
        p = p * z + a[i]
    r = result + torch.log(y) - 0.5 / y - z * p
    r = torch.where(y == 10.0, result + 2.25175258906672110764, r)
    r = torch.where(negative, r + reflected, r)
    r = torch.where(negative & (x == torch.trunc(x)), torch.full_like(r, float("nan")), r)
    return torch.where(x == 0, torch.copysign(torch.full_like(r, float("inf")), -x), r)


@op("torch.rot90", "Tensor.rot90")
def rot90(input: Tensor, k: int = 1, dims: List[int] = [0, 1]) -> Tensor:
    """k quarter turns from dims[0] towards dims[1]: flips and a transpose"""
    if len(dims) != 2:
        raise RuntimeError("expected total rotation dims == 2")
    d0 = dims[0]
    d1 = dims[1]
    turns = k % 4
    if turns == 1:
        flipped = [d1]
        return input.flip(flipped).transpose(d0, d1)
    if turns == 2:
        return input.flip(dims)
    if turns == 3:
        flipped = [d0]
        return input.flip(flipped).transpose(d0, d1)
    return input.clone()


@op("torch.renorm", "Tensor.renorm")
def renorm(input: Tensor, p: float, dim: int, maxnorm: float) -> Tensor:
    """each slice along dim whose p-norm exceeds maxnorm scaled down to it (by maxnorm / (norm + 1e-7))"""
    moved = input.transpose(0, dim)
    rows = moved.reshape(moved.size(0), -1)
    norms = torch.norm(rows, p, [1], True)
    factor = torch.where(norms > maxnorm, maxnorm / (norms + 1e-7), torch.ones_like(norms))
    shape = [1] * input.dim()
    shape[dim] = -1
    return input * factor.reshape(shape)


@op("torch.matrix_power", "Tensor.matrix_power", "torch.linalg.matrix_power")
def matrix_power(input: Tensor, n: int) -> Tensor:
    """repeated matmul (square matrices, batched); the identity for n = 0, the inverse's powers for n < 0"""
    k = torch._square_size(input, "linalg.matrix_power")
    if n == 0:
        return torch.eye(k).to(input.dtype).expand_as(input).clone()
    base = input
    m = n
    if n < 0:
        base = torch.inverse(input)
        m = -n
    out = base
    for _ in range(m - 1):
        out = torch.matmul(out, base)
    return out


@op("torch._square_size")
def _square_size(input: Tensor, name: str) -> int:
    """n of batches of n by n matrices; anything else raises, in the words of op `name`"""
    n = input.size(-1)
    if input.dim() < 2 or input.size(-2) != n:
        raise RuntimeError(name + ": A must be batches of square matrices, but they are " + str(input.size(-2)) + " by " + str(input.size(-1)) + " matrices")
    return n


@op("torch._partial_pivot")
def _partial_pivot(rows: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor]:
    """for batches of rows [b, n, w]: the row at or below k with the largest |entry| in column k (its index and the row, [b, 1, w]), and the rows with row k moved to where that one was"""
    pivot = torch.argmax(torch.abs(rows[:, k:, k]), 1) + k
    at = pivot.reshape(-1, 1, 1).expand(rows.size(0), 1, rows.size(2))
    row_k = rows[:, k:k + 1, :].clone()
    return pivot, torch.gather(rows, 1, at), rows.scatter(1, at, row_k)


@op("torch._gauss_jordan")
def _gauss_jordan(a: Tensor, b: Tensor, name: str) -> Tensor:
    """a⁻¹b for batches of square a ([..., n, n]) and b ([..., n, m]): Gauss-Jordan elimination with partial pivoting"""
    n = torch._square_size(a, name)
    batch = a.size()[:-2]
    m = b.size(-1)
    rows = torch.cat([a.expand(batch + [n, n]), b.expand(batch + [n, m])], -1).reshape(-1, n, n + m)
    if not rows.is_floating_point():
        rows = rows.float()
    for k in range(n):
        _, pivot_row, rows = torch._partial_pivot(rows, k)
        head = rows[:, :k]
        tail = rows[:, k + 1:]
        scale = pivot_row[:, :, k:k + 1]
        if bool((scale == 0).any()):
            raise RuntimeError(name + ": The solver failed because the input matrix is singular.")
        pivot_row = pivot_row / scale
        rows = torch.cat([head, pivot_row, tail], 1)
        factor = rows[:, :, k:k + 1] * (torch.arange(n) != k).to(rows.dtype).reshape(1, n, 1)
        rows = rows - factor * pivot_row
    return rows[:, :, n:].reshape(batch + [n, m])


@op("torch.inverse", "Tensor.inverse", "torch.linalg.inv")
def inverse(input: Tensor) -> Tensor:
    """Gauss-Jordan elimination with partial pivoting (batched); singular matrices raise"""
    n = input.size(-1)
    eye = torch.eye(n).to(input.dtype)
    return torch._gauss_jordan(input, eye, "linalg.inv")


@op("torch.linalg.solve")
def linalg_solve(A: Tensor, B: Tensor, left: bool = True) -> Tensor:
    """X with AX = B (B a vector or matrices, batched): Gauss-Jordan elimination with partial pivoting"""
    if not left:
        raise RuntimeError("linalg.solve: left=False is not supported yet")
    if B.dim() == A.dim() - 1:
        return torch._gauss_jordan(A, B.unsqueeze(-1), "linalg.solve").squeeze(-1)
    return torch._gauss_jordan(A, B, "linalg.solve")


@op("torch._lu_pivots")
def _lu_pivots(input: Tensor, name: str) -> Tuple[Tensor, Tensor]:
    """(the sign of the row permutation, the pivots) of LU elimination with partial pivoting, for batches of square matrices ([...], [..., n])"""
    n = torch._square_size(input, name)
    batch = input.size()[:-2]
    rows = input.reshape(-1, n, n)
    if not rows.is_floating_point():
        rows = rows.float()
    count = rows.size(0)
    sign = torch.ones(count).to(rows.dtype)
    pivots = torch.zeros(count, n).to(rows.dtype)
    for k in range(n):
        pivot, pivot_row, rows = torch._partial_pivot(rows, k)
        rows = torch.cat([rows[:, :k], pivot_row, rows[:, k + 1:]], 1)
        scale = pivot_row[:, 0, k]
        sign = torch.where(pivot != k, -sign, sign)
        pivots = pivots + scale.unsqueeze(1) * (torch.arange(n) == k).to(rows.dtype)
        safe = torch.where(scale == 0, torch.ones_like(scale), scale)
        below = (torch.arange(n) > k).to(rows.dtype).reshape(1, n, 1)
        factor = rows[:, :, k:k + 1] / safe.reshape(-1, 1, 1) * below
        rows = rows - factor * pivot_row
    return sign.reshape(batch), pivots.reshape(batch + [n])


@op("torch.det", "Tensor.det", "torch.linalg.det")
def det(input: Tensor) -> Tensor:
    """the product of the pivots of LU elimination with partial pivoting, its sign flipped per row swap (batched)"""
    sign, pivots = torch._lu_pivots(input, "linalg.det")
    return sign * pivots.prod(-1)


@op("torch.linalg.slogdet", "torch.slogdet", "Tensor.slogdet")
def slogdet(input: Tensor) -> Tuple[Tensor, Tensor]:
    """(sign, log |det|) from LU's pivots; (0, -inf) for a singular matrix"""
    sign, pivots = torch._lu_pivots(input, "linalg.slogdet")
    return sign * torch.sign(pivots).prod(-1), torch.log(torch.abs(pivots)).sum(-1)


@op("torch.logdet", "Tensor.logdet")
def logdet(input: Tensor) -> Tensor:
    """log det: NaN for a negative determinant, -inf for zero"""
    sign, log_abs = torch.linalg.slogdet(input)
    return torch.where(sign < 0, torch.full_like(log_abs, float("nan")), log_abs)


@op("torch.linalg.cholesky")
def cholesky(input: Tensor, upper: bool = False) -> Tensor:
    """L with LLᴴ = input (batched), column by column; input not positive-definite raises"""
    n = torch._square_size(input, "linalg.cholesky")
    a = input
    if not a.is_floating_point():
        a = a.float()
    lower = torch.zeros_like(a)
    for j in range(n):
        col = a[..., :, j] - (lower * lower[..., j:j + 1, :]).sum(-1)
        d = col[..., j:j + 1]
        if bool((d <= 0).any()) or bool((d != d).any()):
            raise RuntimeError("linalg.cholesky: The factorization could not be completed because the input is not positive-definite (the leading minor of order " + str(j + 1) + " is not positive-definite).")
        below = (torch.arange(n) >= j).to(a.dtype)
        at_j = (torch.arange(n) == j).to(a.dtype)
        lower = lower + (col / torch.sqrt(d) * below).unsqueeze(-1) * at_j
    if upper:
        return lower.transpose(-2, -1)
    return lower


@op("torch.histc", "Tensor.histc")
def histc(input: Tensor, bins: int = 100, min: float = 0.0, max: float = 0.0) -> Tensor:
    """counts in bins equal-width bins over [min, max] (the data's range when both are 0; widened by 1 each way when empty); elements outside are ignored, max falls in the last bin"""
    if bins <= 0:
        raise RuntimeError("torch.histc(): bins must be > 0, but got " + str(bins) + " for dimension 0")
    low = min
    high = max
    if low == high and input.numel() > 0:
        low = float(input.min())
        high = float(input.max())
    if low == high:
        low = low - 1.0
        high = high + 1.0
    if low > high:
        raise RuntimeError("torch.histc(): max must be larger than min")
    x = input.reshape(-1)
    at = torch.floor((x - low) * bins / (high - low)).long()
    at = torch.where(x == high, torch.full_like(at, bins - 1), at)
    inside = (x >= low) & (x <= high)
    hits = (at.unsqueeze(1) == torch.arange(bins).unsqueeze(0)) & inside.unsqueeze(1)
    return hits.sum(0).to(input.dtype)


@op("Tensor.masked_scatter", "torch.masked_scatter")
def masked_scatter(input: Tensor, mask: Tensor, source: Tensor) -> Tensor:
    """source's elements, in order, where the (broadcast) mask holds; input elsewhere"""
    m = mask.expand_as(input)
    flat = m.reshape(-1)
    at = torch.cumsum(flat.long(), 0) - 1
    if bool(flat.any()) and int(at[-1]) >= source.numel():
        raise RuntimeError("masked_scatter: expected source to have at least as many elements as ones in mask")
    taken = source.reshape(-1).index_select(0, torch.clamp(at, 0, source.numel() - 1))
    return torch.where(m, taken.reshape(input.size()).to(input.dtype), input)


@op("torch.mode", "Tensor.mode")
def mode(input: Tensor, dim: int = -1, keepdim: bool = False) -> Tuple[Tensor, Tensor]:
    """(values, indices): the most frequent value along dim (the smallest of equally frequent ones) and the last index where it occurs"""
    x = torch._at_least_1d(input).transpose(dim, -1)
    n = x.size(-1)
    counts = (x.unsqueeze(-1) == x.unsqueeze(-2)).sum(-1)
    most = counts.amax(-1, True)
    candidates = torch.where(counts == most, x, x.amax(-1, True).expand_as(x))
    value = candidates.amin(-1, True)
    index = torch.where(x == value, torch.arange(n), torch.full_like(counts, -1)).amax(-1, True)
    value = value.transpose(dim, -1)
    index = index.transpose(dim, -1)
    if not keepdim:
        value = value.squeeze(dim)
        index = index.squeeze(dim)
    return torch._0d_like(value, input), torch._0d_like(index, input)


@op("torch.tensor_split", "Tensor.tensor_split")
def tensor_split(input: Tensor, sections: int, dim: int = 0) -> List[Tensor]:
    """sections parts along dim, the first (size % sections) of them one longer"""
    if sections <= 0:
        raise RuntimeError("number of sections must be larger than 0, got " + str(sections))
    n = input.size(dim)
    size = n // sections
    extra = n % sections
    moved = input.transpose(0, dim)
    parts: List[Tensor] = []
    start = 0
    for i in range(sections):
        length = size
        if i < extra:
            length = size + 1
        parts.append(moved[start:start + length].transpose(0, dim))
        start = start + length
    return parts


@op("torch.unique_consecutive", "Tensor.unique_consecutive")
def unique_consecutive(input: Tensor, return_inverse: bool = False, return_counts: bool = False, dim: Optional[int] = None):
    """the flattened input without consecutive repeats; then the inverse indices (input's shape) and the run lengths when asked for"""
    if dim is not None:
        raise RuntimeError("unique_consecutive(): dim is not supported yet")
    x = input.reshape(-1)
    n = x.size(0)
    starts = torch.ones(n, dtype=torch.bool)
    if n > 1:
        starts = torch.cat([torch.ones(1, dtype=torch.bool), x[1:] != x[:-1]])
    values = x[starts]
    inverse = (torch.cumsum(starts.long(), 0) - 1).reshape(input.size())
    first = torch.nonzero(starts).reshape(-1)
    counts = torch.cat([first[1:], torch.full([1], n)]) - first
    if return_inverse and return_counts:
        return values, inverse, counts
    if return_inverse:
        return values, inverse
    if return_counts:
        return values, counts
    return values


@op("torch.block_diag", varargs=True)
def block_diag(tensors: List[Tensor]) -> Tensor:
    """the tensors (0-d, 1-d as a row, or 2-d) along the diagonal of a zero matrix, in the first one's dtype"""
    rows = 0
    cols = 0
    for t in tensors:
        if t.dim() > 2:
            raise RuntimeError("torch.block_diag: Input tensors must have 2 or fewer dimensions. Input has " + str(t.dim()) + " dimensions")
        if t.dim() == 2:
            rows = rows + t.size(0)
        else:
            rows = rows + 1
        if t.dim() > 0:
            cols = cols + t.size(-1)
        else:
            cols = cols + 1
    out = torch.zeros(rows, cols).to(tensors[0].dtype)
    r = 0
    c = 0
    for t in tensors:
        h = 1
        if t.dim() == 2:
            h = t.size(0)
        w = 1
        if t.dim() > 0:
            w = t.size(-1)
        out[r:r + h, c:c + w] = t.reshape(h, w).to(out.dtype)
        r = r + h
        c = c + w
    return out


@op("torch.cartesian_prod", varargs=True)
def cartesian_prod(tensors: List[Tensor]) -> Tensor:
    """every combination of the 1-d tensors' elements, one per row, the last varying fastest"""
    if len(tensors) == 1:
        return tensors[0]
    grids = torch.meshgrid(tensors, indexing="ij")
    return torch.stack([g.reshape(-1) for g in grids], 1)


@op("torch._not_bool")
def _not_bool(input: Tensor, message: str) -> Tensor:
    """`input`, or PyTorch's error `message` where it is a bool tensor (an op with no bool kernel: topk, median, kthvalue, trace)"""
    if input.dtype == torch.bool:
        raise RuntimeError(message)
    return input


@op("torch._at_least_1d")
def _at_least_1d(input: Tensor) -> Tensor:
    """`input`, or a 0-d `input` as one element (as ops along a dim read it)"""
    if input.dim() == 0:
        return input.reshape(1)
    return input


@op("torch._0d_like")
def _0d_like(result: Tensor, input: Tensor) -> Tensor:
    """`result` as a 0-d tensor where `input` is 0-d (the result of an op along a dim of a 0-d tensor)"""
    if input.dim() == 0:
        return result.reshape([])
    return result


@op("torch._index_put_along")
def _index_put_along(input: Tensor, dim: int, index: Tensor, values: Tensor, followed: bool) -> Tensor:
    """`input[:, ..., index] = values` with `index` at `dim` (what an assignment's other index components leave, `followed` where some came after it, each taken to index one dim past it): the dims the index takes (a mask's, or an integer index's one) moved to the front, put there with torch._index_put_tensor, values broadcast as `input[:, ..., index]` reads (an integer index's dims at `dim`) and moved alike"""
    if followed and index.dtype == torch.bool and index.dim() > 1:
        raise RuntimeError("an assignment through a mask of several dims followed by other index components is not supported yet")
    if dim == 0:
        return torch._index_put_tensor(input, index, values)
    mask = index.dtype == torch.bool
    taken = index.dim() if mask else 1
    # The dims `xt[index]` has for the index: a mask's one, an integer
    # index's own.
    made = 1 if mask else index.dim()
    if mask and input.size()[dim:dim + taken] != index.size():
        # PyTorch names the first dim that differs.
        j = 0
        while j < taken - 1 and dim + j < input.dim() and input.size(dim + j) == index.size(j):
            j += 1
        raise RuntimeError("The shape of the mask " + str(index.size()) + " at index " + str(j) + " does not match the shape of the indexed tensor " + str(input.size()) + " at index " + str(dim + j))
    xt = input.movedim(list(range(dim, dim + taken)), list(range(taken)))
    # What `input[:, ..., index]` reads has the index's result dims at dim;
    # -0.0 is the additive identity (a -0.0 value keeps its sign).
    zeros = torch.full_like(xt[index], -0.0).movedim(list(range(made)), list(range(dim, dim + made)))
    v = (values.to(input.dtype) + zeros).movedim(list(range(dim, dim + made)), list(range(made)))
    put = torch._index_put_tensor(xt, index, v)
    return put.movedim(list(range(taken)), list(range(dim, dim + taken)))


@op("torch._index_put_tensor")
def _index_put_tensor(input: Tensor, index: Tensor, values: Tensor) -> Tensor:
    """`input[index] = values` with a tensor value: through a bool mask of input's leading dims, values broadcast to one row per selected position, taken in order (`y[m] = x[m] * 2`); through integer rows or with a 0-d value, torch._index_put_at"""
    if index.dtype != torch.bool or values.dim() == 0:
        return torch._index_put_at(input, index, values)
    if input.size()[:index.dim()] != index.size():
        raise RuntimeError("The shape of the mask " + str(index.size()) + " at index 0 does not match the shape of the indexed tensor " + str(input.size()) + " at index 0")
    m = index.reshape(-1)
    # (An int64 sum, so its item's type is known when importing.)
    count = int(m.sum().long())
    v = values.to(input.dtype)
    while v.dim() < input.dim() - index.dim() + 1:
        v = v.unsqueeze(0)
    # Each position's rank among the selected ones: the row of v it takes.
    at = torch.clamp(torch.cumsum(m.long(), 0) - 1, min=0).reshape_as(index)
    if v.size(0) == 1:
        at = at * 0
    elif v.size(0) != count:
        raise RuntimeError("shape mismatch: value tensor of shape " + str(values.size()) + " cannot be broadcast to indexing result of shape " + str([count] + input.size()[index.dim():]))
    if count == 0:
        return input
    keep = index
    while keep.dim() < input.dim():
        keep = keep.unsqueeze(-1)
    return torch.where(keep, v[at], input)


@op("Tensor.index_put", "torch.index_put")
def index_put(input: Tensor, indices: List[Tensor], values: Tensor, accumulate: bool = False) -> Tensor:
    """a copy of input with values put at the indexed positions (one to three index tensors, as in x[i, j] = values); accumulate adds (repeated positions add up): the index tensors, broadcast together, make one flat index into input's leading dims, and index_add adds the values' rows there; a bool mask adds once at each position it selects"""
    n = len(indices)
    if accumulate:
        if n == 0:
            raise RuntimeError("index_put(): accumulate=True needs at least one index tensor")
        # A mask selects each position once: the values add to what is there.
        if indices[0].dtype == torch.bool:
            if n != 1:
                raise RuntimeError("index_put(): accumulate=True with a mask among several index tensors is not supported yet")
            summed = input.clone()
            summed[indices[0]] = input[indices[0]] + values.to(input.dtype)
            return summed
        if n > input.dim():
            raise IndexError("too many indices for tensor of dimension " + str(input.dim()) + " (got " + str(n) + ")")
        at = indices[0]
        for k in range(n):
            i = indices[k]
            size = input.size(k)
            if bool(((i < -size) | (i >= size)).any()):
                bad = int(i[(i < -size) | (i >= size)].reshape(-1)[0])
                raise IndexError("index " + str(bad) + " is out of bounds for dimension " + str(k) + " with size " + str(size))
            i = torch.where(i < 0, i + size, i)
            if k == 0:
                at = i
            else:
                at = at * size + i
        rest = input.size()[n:]
        # Rows of no elements add nothing (and -1 could not stand for their count).
        if input.numel() == 0:
            return input.clone()
        shape = at.size() + rest
        flat = [-1] + rest
        rows = input.reshape(flat).index_add(0, at.reshape(-1), values.expand(shape).reshape(flat).to(input.dtype))
        return rows.reshape(input.size())
    out = input.clone()
    if n == 1:
        out[indices[0]] = values
    elif n == 2:
        out[indices[0], indices[1]] = values
    elif n == 3:
        out[indices[0], indices[1], indices[2]] = values
    else:
        raise RuntimeError("index_put(): more than three index tensors are not supported yet")
    return out


@op("torch._window_positions")
def _window_positions(kernel_size: List[int], dilation: List[int], stride: List[int], oh: int, ow: int, row_length: int) -> Tensor:
    """[kh * kw, oh * ow]: the flat positions, in a plane of rows of row_length, of each sliding window's elements (kernel offsets row-major)"""
    kh = kernel_size[0]
    kw = kernel_size[-1]
    rows = (torch.arange(kh) * dilation[0]).reshape(kh, 1, 1, 1) + (torch.arange(oh) * stride[0]).reshape(1, 1, oh, 1)
    cols = (torch.arange(kw) * dilation[-1]).reshape(1, kw, 1, 1) + (torch.arange(ow) * stride[-1]).reshape(1, 1, 1, ow)
    return (rows * row_length + cols).reshape(kh * kw, oh * ow)


@op("torch._pooled_size")
def _pooled_size(size: int, kernel: int, stride: int, padding: int, dilation: int, ceil_mode: bool) -> int:
    """the number of windows along one dim, as PyTorch's pooling counts them (a last window that starts in the right padding is dropped)"""
    span = size + 2 * padding - dilation * (kernel - 1) - 1
    if ceil_mode:
        out = (span + stride - 1) // stride + 1
        if (out - 1) * stride >= size + padding:
            out = out - 1
        return out
    return span // stride + 1


@op("torch.nn.functional.max_pool1d_with_indices", "torch._max_pool1d_with_indices")
def max_pool1d_with_indices(input: Tensor, kernel_size: List[int], stride: Optional[List[int]] = None, padding: List[int] = [0], dilation: List[int] = [1], ceil_mode: bool = False, return_indices: bool = True) -> Tuple[Tensor, Tensor]:
    """(values, indices into each input row): max_pool2d_with_indices over the rows as planes of height 1"""
    k = kernel_size[0]
    s = k
    if stride is not None:
        if len(stride) > 0:
            s = stride[0]
    values, indices = torch._max_pool2d_with_indices(input.unsqueeze(-2), [1, k], [1, s], [0, padding[0]], [1, dilation[0]], ceil_mode, True)
    return values.squeeze(-2), indices.squeeze(-2)


@op("torch.nn.functional.max_pool2d_with_indices", "torch._max_pool2d_with_indices")
def max_pool2d_with_indices(input: Tensor, kernel_size: List[int], stride: Optional[List[int]] = None, padding: List[int] = [0], dilation: List[int] = [1], ceil_mode: bool = False, return_indices: bool = True) -> Tuple[Tensor, Tensor]:
    """(values, indices into each input plane): the windows gathered from the input padded with -inf, then their max and its first position"""
    kh = kernel_size[0]
    kw = kernel_size[-1]
    sh = kh
    sw = kw
    if stride is not None:
        if len(stride) > 0:
            sh = stride[0]
            sw = stride[-1]
    ph = padding[0]
    pw = padding[-1]
    dh = dilation[0]
    dw = dilation[-1]
    if ph * 2 > kh or pw * 2 > kw:
        raise RuntimeError("pad should be at most half of effective kernel size, but got pad=" + str(ph) + ", kernel_size=" + str(kh) + " and dilation=" + str(dh))
    h = input.size(-2)
    w = input.size(-1)
    oh = torch._pooled_size(h, kh, sh, ph, dh, ceil_mode)
    ow = torch._pooled_size(w, kw, sw, pw, dw, ceil_mode)
    hp = max(h + 2 * ph, (oh - 1) * sh + dh * (kh - 1) + 1)
    wp = max(w + 2 * pw, (ow - 1) * sw + dw * (kw - 1) + 1)
    border = [pw, wp - w - pw, ph, hp - h - ph]
    x = torch.nn.functional.pad(input, border, value=float("-inf"))
    planes = x.reshape(-1, hp * wp)
    steps = [sh, sw]
    at = torch._window_positions(kernel_size, dilation, steps, oh, ow, wp)
    windows = planes.index_select(1, at.reshape(-1)).reshape(-1, kh * kw, oh * ow)
    values = windows.amax(1)
    first = windows.argmax(1)
    padded = torch.gather(at.unsqueeze(0).expand(windows.size(0), kh * kw, oh * ow), 1, first.unsqueeze(1)).squeeze(1)
    index = (padded // wp - ph) * w + padded % wp - pw
    out_size = input.size()[:-2] + [oh, ow]
    return values.reshape(out_size), index.reshape(out_size)


@op("torch.nn.functional.adaptive_max_pool2d", "torch.adaptive_max_pool2d")
def adaptive_max_pool2d(input: Tensor, output_size: List[int], return_indices: bool = False):
    """windows from floor(o * in / out) to ceil((o + 1) * in / out): the max over each window's columns, then over its rows; with return_indices, (values, the first max's index in each input plane)"""
    oh = output_size[0]
    ow = output_size[-1]
    h = input.size(-2)
    w = input.size(-1)
    j = torch.arange(ow)
    x = torch.arange(w)
    in_cols = (x.unsqueeze(0) >= ((j * w) // ow).unsqueeze(1)) & (x.unsqueeze(0) < (((j + 1) * w + ow - 1) // ow).unsqueeze(1))
    row_windows = input.unsqueeze(-2).masked_fill(~in_cols, float("-inf"))
    row_max = row_windows.amax(-1)
    row_at = ((row_windows == row_max.unsqueeze(-1)) & in_cols).long().argmax(-1)
    i = torch.arange(oh)
    y = torch.arange(h)
    in_rows = (y.unsqueeze(0) >= ((i * h) // oh).unsqueeze(1)) & (y.unsqueeze(0) < (((i + 1) * h + oh - 1) // oh).unsqueeze(1))
    col_windows = row_max.transpose(-2, -1).unsqueeze(-2).masked_fill(~in_rows, float("-inf"))
    values = col_windows.amax(-1)
    if not return_indices:
        return values.transpose(-2, -1)
    first_row = ((col_windows == values.unsqueeze(-1)) & in_rows).long().argmax(-1)
    first_col = torch.gather(row_at.transpose(-2, -1), -1, first_row)
    return values.transpose(-2, -1), (first_row * w + first_col).transpose(-2, -1)


@op("torch.nn.functional.adaptive_max_pool3d", "torch.adaptive_max_pool3d")
def adaptive_max_pool3d(input: Tensor, output_size: List[int], return_indices: bool = False) -> Tensor:
    """the max over each depth window (floor(o * in / out) to ceil((o + 1) * in / out)), then adaptive_max_pool2d over height and width; without indices"""
    if return_indices:
        raise RuntimeError("adaptive_max_pool3d(): return_indices=True is not supported yet")
    od = output_size[0]
    d = input.size(-3)
    k = torch.arange(od)
    z = torch.arange(d)
    in_depth = (z.unsqueeze(0) >= ((k * d) // od).unsqueeze(1)) & (z.unsqueeze(0) < (((k + 1) * d + od - 1) // od).unsqueeze(1))
    windows = input.unsqueeze(-4).masked_fill(~in_depth.unsqueeze(-1).unsqueeze(-1), float("-inf"))
    return torch.nn.functional.adaptive_max_pool2d(windows.amax(-3), [output_size[len(output_size) // 2], output_size[-1]])


@op("torch.nn.functional.unfold")
def unfold(input: Tensor, kernel_size: List[int], dilation: List[int] = [1], padding: List[int] = [0], stride: List[int] = [1]) -> Tensor:
    """im2col: [N, C * kh * kw, L], each sliding window's elements (channel-major) as a column, gathered from the zero-padded input"""
    x = input
    if input.dim() == 3:
        x = input.unsqueeze(0)
    elif input.dim() != 4:
        raise RuntimeError("Input Error: Only 3D or 4D input Tensors are supported (got " + str(input.dim()) + "D)")
    ph = padding[0]
    pw = padding[-1]
    oh = torch._pooled_size(x.size(2), kernel_size[0], stride[0], ph, dilation[0], False)
    ow = torch._pooled_size(x.size(3), kernel_size[-1], stride[-1], pw, dilation[-1], False)
    hp = x.size(2) + 2 * ph
    wp = x.size(3) + 2 * pw
    border = [pw, pw, ph, ph]
    planes = torch.nn.functional.pad(x, border).reshape(x.size(0), x.size(1), hp * wp)
    at = torch._window_positions(kernel_size, dilation, stride, oh, ow, wp)
    out = planes.index_select(2, at.reshape(-1)).reshape(x.size(0), -1, oh * ow)
    if input.dim() == 3:
        return out.squeeze(0)
    return out


@op("torch.nn.functional.fold")
def fold(input: Tensor, output_size: List[int], kernel_size: List[int], dilation: List[int] = [1], padding: List[int] = [0], stride: List[int] = [1]) -> Tensor:
    """col2im, unfold's adjoint: each column's elements added into the zero-padded output at their window's positions, then the padding cut off"""
    x = input
    if input.dim() == 2:
        x = input.unsqueeze(0)
    elif input.dim() != 3:
        raise RuntimeError("Input Error: Only unbatched (2D) or batched (3D) input Tensors are supported (got " + str(input.dim()) + "D)")
    h = output_size[0]
    w = output_size[-1]
    ph = padding[0]
    pw = padding[-1]
    n = x.size(0)
    window = kernel_size[0] * kernel_size[-1]
    if x.size(1) % window != 0:
        raise RuntimeError("Expected size of input's dimension 1 to be divisible by the product of kernel_size, but got input.size(1)=" + str(x.size(1)) + " and kernel_size=" + str(kernel_size))
    c = x.size(1) // window
    hp = h + 2 * ph
    wp = w + 2 * pw
    oh = torch._pooled_size(h, kernel_size[0], stride[0], ph, dilation[0], False)
    ow = torch._pooled_size(w, kernel_size[-1], stride[-1], pw, dilation[-1], False)
    if oh * ow != x.size(2):
        raise RuntimeError("Given output_size=" + str(output_size) + ", expected size of input's dimension 2 to match the calculated number of sliding blocks " + str(oh) + " * " + str(ow) + " = " + str(oh * ow) + ", but got input.size(2)=" + str(x.size(2)) + ".")
    at = torch._window_positions(kernel_size, dilation, stride, oh, ow, wp)
    columns = x.reshape(n, c, window * oh * ow)
    planes = torch.zeros(n, c, hp * wp).to(x.dtype).index_add(2, at.reshape(-1), columns)
    out = planes.reshape(n, c, hp, wp)[:, :, ph:ph + h, pw:pw + w]
    if input.dim() == 2:
        return out.squeeze(0)
    return out


@op("torch._unique_dim")
def _unique_dim(input: Tensor, sorted: bool = True, return_inverse: bool = False, return_counts: bool = False, dim: Optional[int] = None):
    """torch.unique(x, dim=d): the distinct slices along d in lexicographic order (compared pairwise: O(n² m) work); then the inverse indices and counts when asked for"""
    d = 0
    if dim is not None:
        d = dim
    moved = input.movedim(d, 0)
    n = moved.size(0)
    rows = moved.reshape(n, -1)
    m = rows.size(1)
    differ = rows.unsqueeze(1) != rows.unsqueeze(0)
    same = ~differ.any(-1)
    first = differ.long().argmax(-1).unsqueeze(-1)
    mine = torch.gather(rows.unsqueeze(1).expand(n, n, m), 2, first).squeeze(-1)
    theirs = torch.gather(rows.unsqueeze(0).expand(n, n, m), 2, first).squeeze(-1)
    less = (mine < theirs) & ~same
    earlier = torch.arange(n).unsqueeze(1) > torch.arange(n).unsqueeze(0)
    keep = ~(same & earlier).any(1)
    rank = (less & keep.unsqueeze(1)).long().sum(0)
    _, order = torch.sort(rank[keep])
    values = rows[keep].index_select(0, order)
    out = values.reshape([-1] + moved.size()[1:]).movedim(0, d)
    counts = same.long().sum(1)[keep].index_select(0, order)
    if return_inverse and return_counts:
        return out, rank, counts
    if return_inverse:
        return out, rank
    if return_counts:
        return out, counts
    return out


@op("torch.nn.functional.embedding_bag")
def embedding_bag(input: Tensor, weight: Tensor, offsets: Optional[Tensor] = None, max_norm: Optional[float] = None, norm_type: float = 2.0, scale_grad_by_freq: bool = False, mode: str = "mean", sparse: bool = False, per_sample_weights: Optional[Tensor] = None, include_last_offset: bool = False, padding_idx: Optional[int] = None) -> Tensor:
    """the rows of weight each bag's indices pick, summed, averaged or maxed per bag (bags: the rows of a 2-D input, or the runs of a 1-D input starting at offsets); padding_idx's rows are left out, empty bags are zeros"""
    if max_norm is not None:
        raise RuntimeError("embedding_bag(): max_norm is not supported yet")
    if mode != "sum" and mode != "mean" and mode != "max":
        raise ValueError("mode has to be one of sum, mean or max")
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError("embedding_bag: per_sample_weights was not None. per_sample_weights is only supported for mode='sum' (got mode='" + mode + "'). Please open a feature request on GitHub.")
    flat = input.reshape(-1)
    positions = torch.arange(flat.size(0))
    if input.dim() == 2:
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated is a mini-batch of fixed length sequences.")
        bags = input.size(0)
        bag = positions // input.size(1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        bags = offsets.size(0)
        if include_last_offset:
            bags = bags - 1
        bag = torch.bucketize(positions, offsets, right=True) - 1
    else:
        raise ValueError("input has to be 1D or 2D Tensor, but got Tensor of dimension " + str(input.dim()))
    keep = (bag >= 0) & (bag < bags)
    if padding_idx is not None:
        skipped = padding_idx
        if skipped < 0:
            skipped = skipped + weight.size(0)
        keep = keep & (flat != skipped)
    bag = torch.clamp(bag, 0, bags - 1)
    rows = weight.index_select(0, flat)
    if per_sample_weights is not None:
        rows = rows * per_sample_weights.reshape(-1, 1)
    counts = torch.zeros(bags).to(weight.dtype).index_add(0, bag, keep.to(weight.dtype))
    if mode == "max":
        member = (bag.unsqueeze(0) == torch.arange(bags).unsqueeze(1)) & keep.unsqueeze(0)
        best = rows.unsqueeze(0).masked_fill(~member.unsqueeze(-1), float("-inf")).amax(1)
        return torch.where(counts.unsqueeze(1) > 0, best, torch.zeros_like(best))
    sums = torch.zeros(bags, weight.size(1)).to(weight.dtype).index_add(0, bag, rows * keep.unsqueeze(1).to(weight.dtype))
    if mode == "sum":
        return sums
    return sums / torch.clamp(counts, min=1.0).unsqueeze(1)


@op("torch.isnan", "Tensor.isnan")
def isnan(input: Tensor) -> Tensor:
    """x != x"""
    return input != input


@op("torch.isinf", "Tensor.isinf")
def isinf(input: Tensor) -> Tensor:
    """|x| == inf (never, for integers)"""
    return torch.abs(input) == float("inf")


@op("torch.isposinf", "Tensor.isposinf")
def isposinf(input: Tensor) -> Tensor:
    """x == inf"""
    return input == float("inf")


@op("torch.isneginf", "Tensor.isneginf")
def isneginf(input: Tensor) -> Tensor:
    """x == -inf"""
    return input == float("-inf")


@op("torch.isfinite", "Tensor.isfinite")
def isfinite(input: Tensor) -> Tensor:
    """neither NaN nor infinite"""
    return (input == input) & (torch.abs(input) != float("inf"))


@op("torch.isreal", "Tensor.isreal")
def isreal(input: Tensor) -> Tensor:
    """true everywhere (tensors are real)"""
    return torch.ones_like(input, dtype=torch.bool)


@op("torch.nansum", "Tensor.nansum")
def nansum(input: Tensor, dim: Optional[List[int]] = None, keepdim: bool = False) -> Tensor:
    """the sum with NaNs counted as zero, of all elements or over dim"""
    x = torch.where(input != input, torch.zeros_like(input), input)
    if dim is None:
        return x.sum()
    return x.sum(dim, keepdim)


@op("torch.ravel", "Tensor.ravel")
def ravel(input: Tensor) -> Tensor:
    """reshape(-1)"""
    return input.reshape(-1)


@op("torch.positive", "Tensor.positive")
def positive(input: Tensor) -> Tensor:
    """the input itself"""
    return input


@op("torch.broadcast_to", "Tensor.broadcast_to")
def broadcast_to(input: Tensor, size: List[int]) -> Tensor:
    """expand"""
    return input.expand(size)


@op("torch.broadcast_tensors", varargs=True)
def broadcast_tensors(tensors: List[Tensor]) -> List[Tensor]:
    """each tensor expanded to the shape they broadcast to"""
    shape = tensors[0]
    for t in tensors:
        shape = shape + torch.zeros_like(t, dtype=shape.dtype)
    return [t.expand_as(shape) for t in tensors]


@op("torch.dot", "Tensor.dot", "torch.vdot", "Tensor.vdot")
def dot(input: Tensor, other: Tensor) -> Tensor:
    """the sum of the products of two 1-D tensors"""
    if input.dim() != 1 or other.dim() != 1:
        raise RuntimeError("1D tensors expected, but got " + str(input.dim()) + "D and " + str(other.dim()) + "D tensors")
    if input.size(0) != other.size(0):
        raise RuntimeError("inconsistent tensor size, expected tensor [" + str(input.size(0)) + "] and src [" + str(other.size(0)) + "] to have the same number of elements, but got " + str(input.size(0)) + " and " + str(other.size(0)) + " elements respectively")
    return (input * other).sum()


@op("torch.inner", "Tensor.inner")
def inner(input: Tensor, other: Tensor) -> Tensor:
    """the sum of products over the last dims: input's leading dims, then other's"""
    if input.dim() == 0 or other.dim() == 0:
        return input * other
    k = input.size(-1)
    out = torch.matmul(input.reshape(-1, k), other.reshape(-1, k).t())
    return out.reshape(input.size()[:-1] + other.size()[:-1])


@op("torch.mv", "Tensor.mv")
def mv(input: Tensor, vec: Tensor) -> Tensor:
    """matrix times vector"""
    if input.dim() != 2 or vec.dim() != 1:
        raise RuntimeError("vector + matrix @ vector expected, got " + str(input.dim()) + ", " + str(vec.dim()))
    return torch.matmul(input, vec)


@op("torch.linalg.matmul")
def linalg_matmul(input: Tensor, other: Tensor) -> Tensor:
    """matmul"""
    return torch.matmul(input, other)


@op("torch.linalg.vecdot")
def vecdot(x: Tensor, y: Tensor, dim: int = -1) -> Tensor:
    """the sum of x * y along dim"""
    return (x * y).sum(dim)


@op("torch.addr", "Tensor.addr")
def addr(input: Tensor, vec1: Tensor, vec2: Tensor, beta: float = 1.0, alpha: float = 1.0) -> Tensor:
    """beta * input + alpha * outer(vec1, vec2); of integer tensors in their dtype, where beta and alpha must be whole (as ATen)"""
    outer = torch.outer(vec1, vec2)
    if not (input + outer).is_floating_point():
        if beta != float(int(beta)):
            raise RuntimeError("For integral input tensors, argument beta must not be a floating point number.")
        if alpha != float(int(alpha)):
            raise RuntimeError("For integral input tensors, argument alpha must not be a floating point number.")
    return torch._scaled_sum(input, outer, beta, alpha)


@op("torch.addbmm", "Tensor.addbmm")
def addbmm(input: Tensor, batch1: Tensor, batch2: Tensor, beta: float = 1.0, alpha: float = 1.0) -> Tensor:
    """beta * input + alpha * the sum over the batch of batch1 @ batch2; of integer tensors in their dtype, beta and alpha truncated (as ATen)"""
    return torch._scaled_sum(input, torch.bmm(batch1, batch2).sum(0), beta, alpha)


@op("torch.linalg.multi_dot", "torch.chain_matmul", varargs=True)
def multi_dot(tensors: List[Tensor]) -> Tensor:
    """the matrices multiplied left to right (a first 1-D is a row, a last 1-D a column)"""
    if len(tensors) < 2:
        raise RuntimeError("multi_dot(): expected at least 2 tensors but got " + str(len(tensors)))
    out = tensors[0]
    for i in range(1, len(tensors)):
        out = torch.matmul(out, tensors[i])
    return out


@op("torch.kron", "Tensor.kron")
def kron(input: Tensor, other: Tensor) -> Tensor:
    """the Kronecker product: both padded with leading 1s to the larger rank, each dim i of input interleaved with dim i of other (size a_i * b_i)"""
    # Two vectors or two matrices need no lists (sizes known at run time).
    if input.dim() == 1 and other.dim() == 1:
        return (input.unsqueeze(1) * other.unsqueeze(0)).reshape(-1)
    if input.dim() == 2 and other.dim() == 2:
        blocks = input.unsqueeze(1).unsqueeze(3) * other.unsqueeze(0).unsqueeze(2)
        return blocks.reshape(input.size(0) * other.size(0), input.size(1) * other.size(1))
    n = max(input.dim(), other.dim())
    a_sizes = [1] * (n - input.dim()) + input.size()
    b_sizes = [1] * (n - other.dim()) + other.size()
    a_shape: List[int] = []
    b_shape: List[int] = []
    out_shape: List[int] = []
    for i in range(n):
        a_shape += [a_sizes[i], 1]
        b_shape += [1, b_sizes[i]]
        out_shape.append(a_sizes[i] * b_sizes[i])
    return (input.reshape(a_shape) * other.reshape(b_shape)).reshape(out_shape)


@op("torch.tensordot")
def tensordot(a: Tensor, b: Tensor, dims: Union[int, Tuple[List[int], List[int]], List[List[int]]] = 2) -> Tensor:
    """a's dims contracted with b's, pairwise: an int n takes a's last n and b's first n, two lists name them (`([1, 0], [0, 1])`); both are permuted so those dims meet, and one matmul of the two as matrices does the sum"""
    if isinstance(dims, int):
        if dims < 0:
            raise RuntimeError("tensordot expects dims >= 0, but got dims=" + str(dims))
        kept_a = a.size()[:a.dim() - dims]
        kept_b = b.size()[dims:]
        columns = b.reshape([-1] + kept_b)
        k = columns.size(0)
        out = torch.matmul(a.reshape(-1, k), columns.reshape(k, -1))
        return out.reshape(kept_a + kept_b)
    summed_a = dims[0]
    summed_b = dims[1]
    if len(summed_a) != len(summed_b):
        raise RuntimeError("both dimension lists should have same length")
    order_a: List[int] = []
    for d in range(a.dim()):
        if d not in summed_a and d - a.dim() not in summed_a:
            order_a.append(d)
    kept = len(order_a)
    for d in summed_a:
        order_a.append(d % a.dim())
    order_b: List[int] = []
    for d in summed_b:
        order_b.append(d % b.dim())
    for d in range(b.dim()):
        if d not in summed_b and d - b.dim() not in summed_b:
            order_b.append(d)
    left = a.permute(order_a)
    right = b.permute(order_b)
    kept_a = left.size()[:kept]
    kept_b = right.size()[len(summed_b):]
    # The summed dims as one (of size 1 when there are none).
    rows = left.reshape(kept_a + [-1])
    k = rows.size(-1)
    out = torch.matmul(rows.reshape(-1, k), right.reshape(k, -1))
    return out.reshape(kept_a + kept_b)


@op("torch.diag_embed", "Tensor.diag_embed")
def diag_embed(input: Tensor, offset: int = 0, dim1: int = -2, dim2: int = -1) -> Tensor:
    """the last dim of input on the diagonal of new last two dims (offset above or below it)"""
    if dim1 != -2 or dim2 != -1:
        raise RuntimeError("diag_embed(): only dim1=-2, dim2=-1 are supported yet")
    n = input.size(-1) + abs(offset)
    rows = torch.arange(n).unsqueeze(1)
    cols = torch.arange(n).unsqueeze(0)
    on = cols - rows == offset
    at = torch.clamp(torch.minimum(rows, cols).expand(n, n), 0, input.size(-1) - 1)
    values = input.index_select(-1, at.reshape(-1)).reshape(input.size()[:-1] + [n, n])
    return torch.where(on, values, torch.zeros_like(values))


@op("torch.diagflat", "Tensor.diagflat")
def diagflat(input: Tensor, offset: int = 0) -> Tensor:
    """the flattened input on a diagonal"""
    return torch.diag(input.reshape(-1), offset)


@op("torch.cov", "Tensor.cov")
def cov(input: Tensor, correction: int = 1, fweights: Optional[Tensor] = None, aweights: Optional[Tensor] = None) -> Tensor:
    """the covariance of the rows (variables) over the columns (observations), with integer frequency weights and observation weights as numpy.cov takes them"""
    x = input
    if x.dim() < 2:
        x = x.reshape(1, -1)
    if not x.is_floating_point():
        x = x.float()
    if fweights is None and aweights is None:
        centered = x - x.mean(1, True)
        c = torch.matmul(centered, centered.t()) / float(max(x.size(1) - correction, 0))
    else:
        w = torch.ones(x.size(1), dtype=x.dtype)
        if fweights is not None:
            if fweights.is_floating_point():
                raise RuntimeError("cov(): expected fweights to have integral dtype but got fweights with " + str(fweights.dtype) + " dtype")
            if bool((fweights < 0).any()):
                raise RuntimeError("cov(): fweights cannot be negative")
            w = w * fweights.to(x.dtype)
        if aweights is not None:
            if bool((aweights < 0).any()):
                raise RuntimeError("cov(): aweights cannot be negative")
            w = w * aweights.to(x.dtype)
        total = w.sum()
        mean = (x * w).sum(1, True) / total
        norm = total - correction
        if aweights is not None:
            norm = total - correction * (w * aweights.to(x.dtype)).sum() / total
        centered = x - mean
        c = torch.matmul(centered * w, centered.t()) / torch.clamp(norm, min=0.0)
    if input.dim() < 2:
        return c.reshape([])
    return c


@op("torch.corrcoef", "Tensor.corrcoef")
def corrcoef(input: Tensor) -> Tensor:
    """Pearson's correlation coefficients of the rows, clipped to [-1, 1]"""
    c = torch.cov(input)
    if c.dim() == 0:
        return c / c
    d = torch.sqrt(torch.diagonal(c))
    return torch.clamp(c / d.unsqueeze(1) / d.unsqueeze(0), -1.0, 1.0)


@op("torch.trapezoid", "torch.trapz")
def trapezoid(y: Tensor, x: Optional[Tensor] = None, dx: Optional[float] = None, dim: int = -1) -> Tensor:
    """the trapezoid rule along dim, with spacing dx (1 by default) or sample points x"""
    samples = y.transpose(dim, -1)
    pairs = samples[..., 1:] + samples[..., :-1]
    if x is not None:
        points = x.transpose(dim, -1)
        return (pairs * (points[..., 1:] - points[..., :-1])).sum(-1) / 2.0
    step = 1.0
    if dx is not None:
        step = dx
    return pairs.sum(-1) * (step / 2.0)


@op("torch.cumulative_trapezoid")
def cumulative_trapezoid(y: Tensor, x: Optional[Tensor] = None, dx: Optional[float] = None, dim: int = -1) -> Tensor:
    """the running trapezoid rule along dim"""
    samples = y.transpose(dim, -1)
    pairs = samples[..., 1:] + samples[..., :-1]
    if x is not None:
        points = x.transpose(dim, -1)
        return (torch.cumsum(pairs * (points[..., 1:] - points[..., :-1]), -1) / 2.0).transpose(dim, -1)
    step = 1.0
    if dx is not None:
        step = dx
    return (torch.cumsum(pairs, -1) * (step / 2.0)).transpose(dim, -1)


@op("torch.fmax", "Tensor.fmax")
def fmax(input: Tensor, other: Tensor) -> Tensor:
    """maximum, except that a NaN loses to a number"""
    m = torch.maximum(input, other)
    m = torch.where(input != input, other.to(m.dtype).expand_as(m), m)
    return torch.where(other != other, input.to(m.dtype).expand_as(m), m)


@op("torch.fmin", "Tensor.fmin")
def fmin(input: Tensor, other: Tensor) -> Tensor:
    """minimum, except that a NaN loses to a number"""
    m = torch.minimum(input, other)
    m = torch.where(input != input, other.to(m.dtype).expand_as(m), m)
    return torch.where(other != other, input.to(m.dtype).expand_as(m), m)


@op("torch.ldexp", "Tensor.ldexp")
def ldexp(input: Tensor, other: Tensor) -> Tensor:
    """input * 2^other"""
    return input * torch.pow(2.0, other)


@op("torch.special.ndtr")
def ndtr(input: Tensor) -> Tensor:
    """the standard normal CDF: erfc(-x / sqrt 2) / 2"""
    return 0.5 * torch.erfc(input * -0.7071067811865476)


@op("torch.special.log_ndtr")
def log_ndtr(input: Tensor) -> Tensor:
    """log of the standard normal CDF"""
    return torch.log(0.5 * torch.erfc(input * -0.7071067811865476))


@op("torch.special.ndtri")
def ndtri(input: Tensor) -> Tensor:
    """the standard normal quantile: sqrt 2 * erfinv(2p - 1)"""
    return 1.4142135623730951 * torch.erfinv(2.0 * input - 1.0)


@op("torch.special.entr")
def entr(input: Tensor) -> Tensor:
    """-x log x: 0 at 0, -inf below"""
    r = -input * torch.log(input)
    r = torch.where(input == 0, torch.zeros_like(r), r)
    return torch.where(input < 0, torch.full_like(r, float("-inf")), r)


@op("torch.special.erfcx")
def erfcx(input: Tensor) -> Tensor:
    """e^(x²) erfc(x)"""
    return torch.exp(input * input) * torch.erfc(input)


@op("torch.special.xlog1py")
def xlog1py(input: Tensor, other: Tensor) -> Tensor:
    """x * log1p(y), 0 where x is 0"""
    r = input * torch.log1p(other)
    return torch.where(input == 0, torch.zeros_like(r), r)


@op("torch.mvlgamma", "Tensor.mvlgamma", "torch.special.multigammaln")
def mvlgamma(input: Tensor, p: int) -> Tensor:
    """the multivariate log-gamma of dimension p"""
    r = torch.zeros_like(input * 1.0) + p * (p - 1) * 0.28618247146235004
    for j in range(p):
        r = r + torch.lgamma(input - j * 0.5)
    return r


@op("torch.narrow_copy", "Tensor.narrow_copy")
def narrow_copy(input: Tensor, dim: int, start: int, length: int) -> Tensor:
    """narrow, copied"""
    return input.narrow(dim, start, length).clone()


@op("torch.select_scatter")
def select_scatter(input: Tensor, src: Tensor, dim: int, index: int) -> Tensor:
    """input with its slice at index along dim replaced by src"""
    n = input.size(dim)
    at = index
    if at < 0:
        at = at + n
    hit = torch.arange(n) == at
    shape = [1] * input.dim()
    shape[dim] = -1
    return torch.where(hit.reshape(shape), src.unsqueeze(dim).to(input.dtype), input)


@op("torch.slice_scatter")
def slice_scatter(input: Tensor, src: Tensor, dim: int = 0, start: Optional[int] = None, end: Optional[int] = None, step: int = 1) -> Tensor:
    """input with input[start:end:step] along dim replaced by src"""
    n = input.size(dim)
    first = 0
    if start is not None:
        first = start
        if first < 0:
            first = first + n
    last = n
    if end is not None:
        last = end
        if last < 0:
            last = last + n
    first = min(max(first, 0), n)
    last = min(max(last, first), n)
    at = torch.arange((last - first + step - 1) // step) * step + first
    return input.index_copy(dim, at, src.to(input.dtype))


@op("torch.take", "Tensor.take")
def take(input: Tensor, index: Tensor) -> Tensor:
    """input read as 1-D at index (shaped like index)"""
    return input.reshape(-1).index_select(0, index.reshape(-1)).reshape(index.size())


@op("Tensor.put", "torch.put")
def put(input: Tensor, index: Tensor, source: Tensor, accumulate: bool = False) -> Tensor:
    """a copy of input with source's elements written (or added) at the flat positions index"""
    flat = input.reshape(-1)
    at = index.reshape(-1)
    values = source.reshape(-1).to(input.dtype)
    if accumulate:
        return flat.index_add(0, at, values).reshape(input.size())
    out = flat.clone()
    out[at] = values
    return out.reshape(input.size())


@op("torch._split_evenly")
def _split_evenly(input: Tensor, sections: int, dim: int, name: str) -> List[Tensor]:
    """tensor_split into sections parts, which must be equal"""
    if input.size(dim) % sections != 0:
        raise RuntimeError("torch." + name + " attempted to split along dimension " + str(dim) + ", but the size of the dimension " + str(input.size(dim)) + " is not divisible by the split_size " + str(sections) + "!")
    return torch.tensor_split(input, sections, dim)


@op("torch.hsplit", "Tensor.hsplit")
def hsplit(input: Tensor, sections: int) -> List[Tensor]:
    """equal parts along dim 1 (dim 0 of a 1-D tensor)"""
    if input.dim() == 1:
        parts = torch._split_evenly(input, sections, 0, "hsplit")
    else:
        parts = torch._split_evenly(input, sections, 1, "hsplit")
    return parts


@op("torch.vsplit", "Tensor.vsplit")
def vsplit(input: Tensor, sections: int) -> List[Tensor]:
    """equal parts along dim 0"""
    return torch._split_evenly(input, sections, 0, "vsplit")


@op("torch.dsplit", "Tensor.dsplit")
def dsplit(input: Tensor, sections: int) -> List[Tensor]:
    """equal parts along dim 2"""
    return torch._split_evenly(input, sections, 2, "dsplit")


@op("torch.isin")
def isin(elements: Tensor, test_elements: Tensor, assume_unique: bool = False, invert: bool = False) -> Tensor:
    """whether each element is among test_elements (compared with all of them)"""
    found = (elements.unsqueeze(-1) == test_elements.reshape(-1)).any(-1)
    if invert:
        return ~found
    return found


@op("torch.equal", "Tensor.equal")
def equal(input: Tensor, other: Tensor) -> bool:
    """same sizes and the same elements"""
    if input.size() != other.size():
        return False
    return bool((input == other).all())


@op("torch.flipud", "Tensor.flipud")
def flipud(input: Tensor) -> Tensor:
    """flip along dim 0"""
    return input.flip([0])


@op("torch.fliplr", "Tensor.fliplr")
def fliplr(input: Tensor) -> Tensor:
    """flip along dim 1"""
    if input.dim() < 2:
        raise RuntimeError("Input must be >= 2-d.")
    return input.flip([1])


@op("torch.combinations")
def combinations(input: Tensor, r: int = 2, with_replacement: bool = False) -> Tensor:
    """the r-element combinations of a 1-D tensor's elements, in lexicographic order of positions"""
    if input.dim() != 1:
        raise RuntimeError("combinations(): expects a 1-D tensor")
    if r < 0:
        raise RuntimeError("combinations(): r must be non-negative")
    n = input.size(0)
    if r == 2:
        # Pairs: the upper triangle's indices (sizes known from n).
        offset = 1
        if with_replacement:
            offset = 0
        at = torch.triu_indices(n, n, offset)
        return torch.stack([input.index_select(0, at[0]), input.index_select(0, at[1])], 1)
    if r == 0:
        return input[:0]
    # Every combination's positions, in order: the rightmost position that
    # can still grow grows, and those after it restart just after it.
    flat: List[int] = []
    c: List[int] = []
    for i in range(r):
        if with_replacement:
            c.append(0)
        else:
            c.append(i)
    more = n > 0 and (with_replacement or r <= n)
    while more:
        for p in c:
            flat.append(p)
        i = r - 1
        while i >= 0 and c[i] == (n - 1 if with_replacement else n - r + i):
            i -= 1
        if i < 0:
            more = False
        else:
            c[i] += 1
            for j in range(i + 1, r):
                c[j] = c[j - 1] if with_replacement else c[j - 1] + 1
    at = torch.tensor(flat, dtype=torch.long)
    return input.index_select(0, at).view(-1, r)


@op("torch.logspace")
def logspace(start: float, end: float, steps: int, base: float = 10.0) -> Tensor:
    """base ^ linspace(start, end, steps)"""
    return torch.pow(base, torch.linspace(start, end, steps))


@op("torch.gcd", "Tensor.gcd")
def gcd(input: Tensor, other: Tensor) -> Tensor:
    """the greatest common divisors of integers (Euclid's algorithm, elementwise)"""
    a = torch.abs(input) + torch.zeros_like(other)
    b = torch.abs(other) + torch.zeros_like(input)
    while bool((b != 0).any()):
        nonzero = b != 0
        r = torch.remainder(a, torch.where(nonzero, b, torch.ones_like(b)))
        a = torch.where(nonzero, b, a)
        b = torch.where(nonzero, r, b)
    return a


@op("torch.lcm", "Tensor.lcm")
def lcm(input: Tensor, other: Tensor) -> Tensor:
    """the least common multiples of integers: |a b| / gcd, 0 where either is 0"""
    g = torch.gcd(input, other)
    safe = torch.where(g == 0, torch.ones_like(g), g)
    return torch.abs(input // safe * other)


@op("torch.nn.functional.rrelu", "torch.rrelu")
def rrelu(input: Tensor, lower: float = 0.125, upper: float = 0.3333333333333333, training: bool = False, inplace: bool = False) -> Tensor:
    """in evaluation: leaky_relu with the slope (lower + upper) / 2"""
    if training:
        raise RuntimeError("rrelu(): training=True (random slopes) is not supported")
    return torch.where(input >= 0, input, input * ((lower + upper) / 2.0))


@op("torch.nn.functional.alpha_dropout", "torch.nn.functional.feature_alpha_dropout")
def alpha_dropout(input: Tensor, p: float = 0.5, training: bool = False, inplace: bool = False) -> Tensor:
    """the input itself (in evaluation, as compiled models run); training raises"""
    if training:
        raise RuntimeError("dropout in training mode is not supported")
    return input


@op("torch.nn.functional.dropout1d", "torch.nn.functional.dropout2d", "torch.nn.functional.dropout3d")
def channel_dropout(input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """the input itself with training=False (in evaluation); training, PyTorch's default here, raises"""
    if training:
        raise RuntimeError("dropout in training mode is not supported (pass training=False)")
    return input


@op("torch.nn.functional.rms_norm", "torch.rms_norm")
def rms_norm(input: Tensor, normalized_shape: List[int], weight: Optional[Tensor] = None, eps: Optional[float] = None) -> Tensor:
    """x / sqrt(mean(x²) + eps) over the last len(normalized_shape) dims, times weight; eps the dtype's epsilon unless given"""
    e = 1.1920928955078125e-07
    if input.dtype == torch.float64:
        e = 2.220446049250313e-16
    if eps is not None:
        e = eps
    lead = input.size()[:input.dim() - len(normalized_shape)]
    rows = input.reshape(lead + [-1])
    out = (rows * torch.rsqrt((rows * rows).mean(-1, True) + e)).reshape(input.size())
    if weight is not None:
        out = out * weight
    return out


@op("torch.nn.functional.local_response_norm")
def local_response_norm(input: Tensor, size: int, alpha: float = 0.0001, beta: float = 0.75, k: float = 1.0) -> Tensor:
    """x / (k + alpha * mean of x² over size neighbouring channels) ^ beta"""
    if input.dim() < 3:
        raise ValueError("Expected 3D or higher dimensionality input (got " + str(input.dim()) + " dimensions)")
    squares = (input * input).transpose(1, -1)
    border = [size // 2, (size - 1) // 2]
    padded = torch.nn.functional.pad(squares, border)
    sums = torch.cumsum(padded, -1)
    sums = torch.cat([torch.zeros_like(sums[..., :1]), sums], -1)
    c = input.size(1)
    window = sums[..., size:] - sums[..., :c]
    div = torch.pow(k + alpha * window.transpose(1, -1) / size, beta)
    return input / div


@op("torch._legacy_reduction")
def _legacy_reduction(size_average: Optional[bool], reduce: Optional[bool], reduction: str) -> str:
    """the reduction the deprecated size_average/reduce pair names (each True when not given): 'mean', 'sum' or 'none'; `reduction` when neither is given"""
    if size_average is None and reduce is None:
        return reduction
    by_size = True
    if size_average is not None:
        by_size = size_average
    reducing = True
    if reduce is not None:
        reducing = reduce
    if not reducing:
        return "none"
    if by_size:
        return "mean"
    return "sum"


@op("torch._reduced")
def _reduced(loss: Tensor, reduction: str) -> Tensor:
    """loss averaged ('mean'), summed ('sum') or as it is ('none')"""
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    if reduction != "none":
        raise ValueError(reduction + " is not a valid value for reduction")
    return loss


@op("torch.nn.functional.cosine_embedding_loss")
def cosine_embedding_loss(input1: Tensor, input2: Tensor, target: Tensor, margin: float = 0.0, size_average: Optional[bool] = None, reduce: Optional[bool] = None, reduction: str = "mean") -> Tensor:
    """1 - cos(x1, x2) where target is 1, max(0, cos - margin) where it is -1"""
    reduction = torch._legacy_reduction(size_average, reduce, reduction)
    cos = torch.nn.functional.cosine_similarity(input1, input2, -1, 1e-08)
    zeros = torch.zeros_like(cos)
    loss = torch.where(target == 1, 1.0 - cos, zeros) + torch.where(target == -1, torch.clamp(cos - margin, min=0.0), zeros)
    return torch._reduced(loss, reduction)


@op("torch.nn.functional.margin_ranking_loss")
def margin_ranking_loss(input1: Tensor, input2: Tensor, target: Tensor, margin: float = 0.0, size_average: Optional[bool] = None, reduce: Optional[bool] = None, reduction: str = "mean") -> Tensor:
    """max(0, -target * (x1 - x2) + margin)"""
    reduction = torch._legacy_reduction(size_average, reduce, reduction)
    return torch._reduced(torch.clamp(-target * (input1 - input2) + margin, min=0.0), reduction)


@op("torch.nn.functional.hinge_embedding_loss")
def hinge_embedding_loss(input: Tensor, target: Tensor, margin: float = 1.0, size_average: Optional[bool] = None, reduce: Optional[bool] = None, reduction: str = "mean") -> Tensor:
    """x where target is 1, max(0, margin - x) where it is -1"""
    reduction = torch._legacy_reduction(size_average, reduce, reduction)
    zeros = torch.zeros_like(input)
    loss = torch.where(target != 1, torch.clamp(margin - input, min=0.0), zeros) + torch.where(target != -1, input, zeros)
    return torch._reduced(loss, reduction)


@op("torch.nn.functional.soft_margin_loss")
def soft_margin_loss(input: Tensor, target: Tensor, size_average: Optional[bool] = None, reduce: Optional[bool] = None, reduction: str = "mean") -> Tensor:
    """log(1 + e^(-target * x))"""
    reduction = torch._legacy_reduction(size_average, reduce, reduction)
    return torch._reduced(torch.log1p(torch.exp(-target * input)), reduction)


@op("torch.nn.functional.multilabel_soft_margin_loss")
def multilabel_soft_margin_loss(input: Tensor, target: Tensor, weight: Optional[Tensor] = None, size_average: Optional[bool] = None, reduce: Optional[bool] = None, reduction: str = "mean") -> Tensor:
    """-(y log σ(x) + (1 - y) log σ(-x)), weighted, averaged over the classes"""
    reduction = torch._legacy_reduction(size_average, reduce, reduction)
    loss = -(target * torch.nn.functional.logsigmoid(input) + (1.0 - target) * torch.nn.functional.logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    return torch._reduced(loss.sum(-1) / input.size(-1), reduction)


@op("torch.nn.functional.poisson_nll_loss")
def poisson_nll_loss(input: Tensor, target: Tensor, log_input: bool = True, full: bool = False, size_average: Optional[bool] = None, eps: float = 1e-08, reduce: Optional[bool] = None, reduction: str = "mean") -> Tensor:
    """e^x - target x (log_input), or x - target log(x + eps); full adds Stirling's term where target > 1"""
    reduction = torch._legacy_reduction(size_average, reduce, reduction)
    if log_input:
        loss = torch.exp(input) - target * input
    else:
        loss = input - target * torch.log(input + eps)
    if full:
        stirling = target * torch.log(target) - target + 0.5 * torch.log(6.283185307179586 * target)
        loss = loss + torch.where(target > 1, stirling, torch.zeros_like(stirling))
    return torch._reduced(loss, reduction)


@op("torch.nn.functional.conv_transpose1d", "torch.conv_transpose1d")
def conv_transpose1d(input: Tensor, weight: Tensor, bias: Optional[Tensor] = None, stride: List[int] = [1], padding: List[int] = [0], output_padding: List[int] = [0], groups: int = 1, dilation: List[int] = [1]) -> Tensor:
    """_conv_transpose over one spatial dim"""
    return torch._conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 1)


@op("torch.nn.functional.lp_pool2d")
def lp_pool2d(input: Tensor, norm_type: float, kernel_size: List[int], stride: Optional[List[int]] = None, ceil_mode: bool = False) -> Tensor:
    """(the sum of x^p over each window) ^ (1 / p), by avg_pool2d"""
    kh = kernel_size[0]
    kw = kernel_size[-1]
    if stride is not None:
        out = torch.nn.functional.avg_pool2d(torch.pow(input, norm_type), kernel_size, stride, 0, ceil_mode)
    else:
        out = torch.nn.functional.avg_pool2d(torch.pow(input, norm_type), kernel_size, None, 0, ceil_mode)
    return torch.pow(torch.sign(out) * torch.relu(torch.abs(out)) * (kh * kw), 1.0 / norm_type)


@op("torch.nn.functional.lp_pool1d")
def lp_pool1d(input: Tensor, norm_type: float, kernel_size: int, stride: Optional[List[int]] = None, ceil_mode: bool = False) -> Tensor:
    """(the sum of x^p over each window) ^ (1 / p), by avg_pool1d"""
    k = [kernel_size]
    if stride is not None:
        out = torch.nn.functional.avg_pool1d(torch.pow(input, norm_type), k, stride, 0, ceil_mode)
    else:
        out = torch.nn.functional.avg_pool1d(torch.pow(input, norm_type), k, None, 0, ceil_mode)
    return torch.pow(torch.sign(out) * torch.relu(torch.abs(out)) * kernel_size, 1.0 / norm_type)


@op("torch.nn.functional.adaptive_max_pool1d", "torch.adaptive_max_pool1d")
def adaptive_max_pool1d(input: Tensor, output_size: List[int], return_indices: bool = False):
    """adaptive_max_pool2d over a height of 1"""
    size = [1, output_size[0]]
    if return_indices:
        values, at = torch.nn.functional.adaptive_max_pool2d(input.unsqueeze(-2), size, True)
        return values.squeeze(-2), at.squeeze(-2)
    return torch.nn.functional.adaptive_max_pool2d(input.unsqueeze(-2), size).squeeze(-2)


@op("torch.nn.functional.upsample_nearest")
def upsample_nearest(input: Tensor, size: Optional[List[int]] = None, scale_factor: Optional[float] = None) -> Tensor:
    """interpolate(mode='nearest')"""
    if size is not None:
        return torch.nn.functional.interpolate(input, size, None, "nearest")
    return torch.nn.functional.interpolate(input, None, scale_factor, "nearest")


@op("torch.nn.functional.upsample_bilinear")
def upsample_bilinear(input: Tensor, size: Optional[List[int]] = None, scale_factor: Optional[float] = None) -> Tensor:
    """interpolate(mode='bilinear', align_corners=True)"""
    if size is not None:
        return torch.nn.functional.interpolate(input, size, None, "bilinear", True)
    return torch.nn.functional.interpolate(input, None, scale_factor, "bilinear", True)


@op("torch.nn.functional.pdist", "torch.pdist")
def pdist(input: Tensor, p: float = 2.0) -> Tensor:
    """the p-norm distances between the rows, pair by pair (i < j)"""
    n = input.size(0)
    at = torch.triu_indices(n, n, 1)
    return torch.norm(input.index_select(0, at[0]) - input.index_select(0, at[1]), p, [1])


@op("torch.nn.functional.channel_shuffle", "torch.channel_shuffle")
def channel_shuffle(input: Tensor, groups: int) -> Tensor:
    """the channels regrouped: [g, c / g] transposed to [c / g, g]"""
    c = input.size(1)
    rest = input.size()[2:]
    grouped = input.reshape([input.size(0), groups, c // groups] + rest)
    return grouped.transpose(1, 2).reshape(input.size())


@op("torch.nn.functional.affine_grid", "torch.affine_grid_generator")
def affine_grid(theta: Tensor, size: List[int], align_corners: Optional[bool] = None) -> Tensor:
    """sampling coordinates [N, H, W, 2] (or [N, D, H, W, 3]): theta ([N, 2, 3], or [N, 3, 4]) applied to the (x, y[, z], 1) of a normalized grid; a dim of size 1 is at 0"""
    if not theta.is_floating_point():
        raise ValueError("Expected theta to have floating point type, but got " + str(theta.dtype))
    corners = False
    if align_corners is not None:
        corners = align_corners
    # Flat checks: refinement decides each, and a raise it leaves on every
    # path is reported before the ops after it.
    if len(size) == 4 and (theta.dim() != 3 or theta.size(-2) != 2 or theta.size(-1) != 3):
        raise ValueError("Expected a batch of 2D affine matrices of shape Nx2x3 for size " + str(size) + ". Got " + str(theta.shape) + ".")
    if len(size) == 5 and (theta.dim() != 3 or theta.size(-2) != 3 or theta.size(-1) != 4):
        raise ValueError("Expected a batch of 3D affine matrices of shape Nx3x4 for size " + str(size) + ". Got " + str(theta.shape) + ".")
    if len(size) != 4 and len(size) != 5:
        raise NotImplementedError("affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, respectively. Got size " + str(size) + ".")
    if size[2] <= 0 or size[3] <= 0 or len(size) == 5 and size[4] <= 0:
        raise ValueError("Expected non-zero, positive output size. Got " + str(size))
    # Rows (x, y[, z], 1), x along the last dim.
    if len(size) == 4:
        h = size[2]
        w = size[3]
        xs = torch._affine_grid_line(theta, w, corners)
        ys = torch._affine_grid_line(theta, h, corners)
        base = torch.stack([xs.unsqueeze(0).expand(h, w), ys.unsqueeze(1).expand(h, w), torch.ones(h, w, dtype=theta.dtype)], -1)
        grid = torch.matmul(base.reshape(1, h * w, 3), theta.transpose(1, 2))
        return grid.reshape(size[0], h, w, 2)
    d = size[2]
    h = size[3]
    w = size[4]
    xs = torch._affine_grid_line(theta, w, corners).reshape(1, 1, w).expand(d, h, w)
    ys = torch._affine_grid_line(theta, h, corners).reshape(1, h, 1).expand(d, h, w)
    zs = torch._affine_grid_line(theta, d, corners).reshape(d, 1, 1).expand(d, h, w)
    base = torch.stack([xs, ys, zs, torch.ones(d, h, w, dtype=theta.dtype)], -1)
    grid = torch.matmul(base.reshape(1, d * h * w, 4), theta.transpose(1, 2))
    return grid.reshape(size[0], d, h, w, 3)


@op("torch._affine_grid_line")
def _affine_grid_line(theta: Tensor, steps: int, corners: bool) -> Tensor:
    """internal: affine_grid's normalized coordinates along a dim: linspace(-1, 1, steps) as ATen computes it (from both ends), scaled by (steps - 1) / steps unless corners; 0 for one step"""
    if steps <= 1:
        return torch.zeros(steps, dtype=theta.dtype)
    i = torch.arange(steps, dtype=theta.dtype)
    step = 2.0 / (steps - 1)
    line = torch.where(i < steps // 2, -1.0 + step * i, 1.0 - step * (steps - 1 - i))
    if not corners:
        line = line * (steps - 1) / steps
    return line


@op("torch.nn.functional.grid_sample")
def grid_sample(input: Tensor, grid: Tensor, mode: str = "bilinear", padding_mode: str = "zeros", align_corners: Optional[bool] = None) -> Tensor:
    """input ([N, C, H, W] or [N, C, D, H, W]) sampled at grid's normalized (x, y[, z]) points ([N, H', W', 2] or [N, D', H', W', 3]): bilinear (trilinear), nearest (half to even) or bicubic (4-D), padded by zeros, border or reflection, by ATen's formulas (equal up to float rounding)"""
    if mode != "bilinear" and mode != "nearest" and mode != "bicubic":
        raise ValueError("nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', but got: '" + mode + "'")
    if padding_mode != "zeros" and padding_mode != "border" and padding_mode != "reflection":
        raise ValueError("nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or 'reflection', but got: '" + padding_mode + "'")
    corners = False
    if align_corners is not None:
        corners = align_corners
    if input.dtype != torch.float32 and input.dtype != torch.float64:
        raise RuntimeError("grid_sample expects a float32 or float64 input")
    if grid.dtype != input.dtype:
        raise RuntimeError("grid_sampler(): expected input and grid to have the same dtype")
    nd = input.dim()
    if input.size(0) != grid.size(0):
        raise RuntimeError("grid_sampler(): expected grid and input to have same batch size, but got input with sizes " + str(input.shape) + " and grid with sizes " + str(grid.shape))
    if grid.size(-1) != nd - 2:
        raise RuntimeError("grid_sampler(): expected grid to have size " + str(nd - 2) + " in last dimension, but got grid with sizes " + str(grid.shape))
    for d in range(2, nd):
        if input.size(d) <= 0:
            raise RuntimeError("grid_sampler(): expected input to have non-empty spatial dimensions, but input has sizes " + str(input.shape) + " with dimension " + str(d) + " being empty")
    if nd != 4 and nd != 5 or grid.dim() != nd:
        shown = "5D"
        if nd == 4:
            shown = "4D"
        raise RuntimeError("grid_sampler(): expected " + shown + " input and grid with same number of dimensions, but got input with sizes " + str(input.shape) + " and grid with sizes " + str(grid.shape))
    if nd == 5 and mode == "bicubic":
        raise RuntimeError("grid_sampler(): bicubic interpolation only supports 4D input")
    # coords[k] addresses input dim 2 + k; the grid lists x (the last dim) first.
    coords: List[Tensor] = []
    for k in range(nd - 2):
        coord = torch._grid_unnormalize(grid.select(-1, nd - 3 - k), input.size(2 + k), corners)
        if mode != "bicubic":
            coord = torch._grid_pad_coordinate(coord, input.size(2 + k), padding_mode, corners)
        coords.append(coord)
    if mode == "nearest":
        at: List[Tensor] = []
        for c in coords:
            at.append(torch.round(c).long())
        return torch._grid_gather(input, at)
    lows: List[Tensor] = []
    for c in coords:
        lows.append(torch.floor(c))
    out_shape = [input.size(0), input.size(1)] + list(grid.shape[1:-1])
    if mode == "bilinear":
        out = torch.zeros(out_shape, dtype=input.dtype)
        for corner in range(1 << (nd - 2)):
            at: List[Tensor] = []
            weight = torch.ones_like(coords[0])
            for k in range(nd - 2):
                if (corner >> (nd - 3 - k)) & 1 == 1:
                    at.append(lows[k].long() + 1)
                    weight = weight * (coords[k] - lows[k])
                else:
                    at.append(lows[k].long())
                    weight = weight * (lows[k] + 1 - coords[k])
            out = out + torch._grid_gather(input, at) * weight.unsqueeze(1)
        return out
    # Bicubic: 4 x 4 taps around the point, each padded on its own.
    ty = coords[0] - lows[0]
    tx = coords[1] - lows[1]
    wy = torch._grid_cubic_weights(ty)
    wx = torch._grid_cubic_weights(tx)
    out = torch.zeros(out_shape, dtype=input.dtype)
    for j in range(4):
        row = torch.zeros_like(out)
        y = torch._grid_pad_coordinate(lows[0] - 1 + j, input.size(2), padding_mode, corners)
        for i in range(4):
            x = torch._grid_pad_coordinate(lows[1] - 1 + i, input.size(3), padding_mode, corners)
            row = row + torch._grid_gather(input, [y.long(), x.long()]) * wx[i].unsqueeze(1)
        out = out + row * wy[j].unsqueeze(1)
    return out


@op("torch._grid_unnormalize")
def _grid_unnormalize(coord: Tensor, size: int, corners: bool) -> Tensor:
    """internal: grid_sample's normalized coordinate in [-1, 1] as an index along a dim of size"""
    if corners:
        return (coord + 1) / 2 * (size - 1)
    return ((coord + 1) * size - 1) / 2


@op("torch._grid_pad_coordinate")
def _grid_pad_coordinate(coord: Tensor, size: int, padding_mode: str, corners: bool) -> Tensor:
    """internal: grid_sample's index clipped (border) or reflected and clipped (reflection) into [0, size - 1]"""
    if padding_mode == "border":
        return coord.clamp(0, size - 1)
    if padding_mode == "reflection":
        if corners:
            coord = torch._grid_reflect(coord, 0, 2 * (size - 1))
        else:
            coord = torch._grid_reflect(coord, -1, 2 * size - 1)
        return coord.clamp(0, size - 1)
    return coord


@op("torch._grid_reflect")
def _grid_reflect(coord: Tensor, twice_low: int, twice_high: int) -> Tensor:
    """internal: coord reflected at twice_low / 2 and twice_high / 2 until it lies between them (ATen's reflect_coordinates)"""
    if twice_low == twice_high:
        return torch.zeros_like(coord)
    low = twice_low / 2.0
    span = (twice_high - twice_low) / 2.0
    coord = (coord - low).abs()
    extra = torch.fmod(coord, span)
    flips = torch.floor(coord / span)
    return torch.where(torch.fmod(flips, 2) == 0, extra + low, span - extra + low)


@op("torch._grid_cubic_weights")
def _grid_cubic_weights(t: Tensor) -> List[Tensor]:
    """internal: the 4 cubic convolution weights (A = -0.75) of the taps at -1, 0, 1, 2 from a fraction t"""
    a = -0.75
    x1 = t + 1
    x2 = 1 - t
    x3 = 2 - t
    w0 = ((a * x1 - 5 * a) * x1 + 8 * a) * x1 - 4 * a
    w1 = ((a + 2) * t - (a + 3)) * t * t + 1
    w2 = ((a + 2) * x2 - (a + 3)) * x2 * x2 + 1
    w3 = ((a * x3 - 5 * a) * x3 + 8 * a) * x3 - 4 * a
    return [w0, w1, w2, w3]


@op("torch._grid_gather")
def _grid_gather(input: Tensor, at: List[Tensor]) -> Tensor:
    """internal: input's values ([N, C, *S]) at the integer indices at[k] ([N, *P]) of dim 2 + k, 0 outside: [N, C, *P]"""
    n = input.size(0)
    c = input.size(1)
    index = torch.zeros_like(at[0])
    inside = torch.ones_like(at[0], dtype=torch.bool)
    for k in range(len(at)):
        size = input.size(2 + k)
        inside = inside & (at[k] >= 0) & (at[k] < size)
        index = index * size + at[k].clamp(0, size - 1)
    points = 1
    for s in at[0].shape[1:]:
        points *= s
    values = input.reshape(n, c, -1).gather(2, index.reshape(n, 1, points).expand(n, c, points))
    values = torch.where(inside.reshape(n, 1, points), values, torch.zeros_like(values))
    return values.reshape([n, c] + list(at[0].shape[1:]))


@op("torch.histogram", "Tensor.histogram")
def histogram(input: Tensor, bins: int, range: Optional[List[float]] = None, weight: Optional[Tensor] = None, density: bool = False) -> Tuple[Tensor, Tensor]:
    """(counts, bins + 1 edges) of equal-width bins over range (the data's by default); weights sum instead of counting; density normalizes to an integral of 1"""
    if bins <= 0:
        raise RuntimeError("torch.histogram(): bins must be > 0, but got " + str(bins) + " for dimension 0")
    x = input.reshape(-1)
    if range is not None:
        low = range[0]
        high = range[1]
    else:
        low = float(x.min())
        high = float(x.max())
    if low > high:
        raise RuntimeError("torch.histogram(): min should not exceed max, but got min " + str(low) + " max " + str(high))
    if low == high:
        low = low - 0.5
        high = high + 0.5
    edges = (low + (high - low) * torch.arange(bins + 1).to(input.dtype) / bins)
    at = torch.floor((x - low) * bins / (high - low)).long()
    at = torch.where(x == high, torch.full_like(at, bins - 1), at)
    inside = (x >= low) & (x <= high)
    hits = ((at.unsqueeze(1) == torch.arange(bins).unsqueeze(0)) & inside.unsqueeze(1)).to(input.dtype)
    if weight is not None:
        hits = hits * weight.reshape(-1, 1)
    counts = hits.sum(0)
    if density:
        counts = counts / (counts.sum() * (high - low) / bins)
    return counts, edges


@op("torch._quantile")
def _quantile(input: Tensor, q: float, dim: Optional[int], keepdim: bool, interpolation: str, ignore_nan: bool) -> Tensor:
    """the q-th quantile of the flattened input or along dim: sorted (NaN last), then interpolated between the ranks around q * (n - 1), n the number of elements (not NaN, with ignore_nan); NaN where a NaN is (where all are, with ignore_nan)"""
    if q < 0.0 or q > 1.0:
        raise RuntimeError("quantile() q must be in the range [0, 1] but got " + str(q))
    x = input
    d = 0
    if dim is None:
        x = input.reshape(-1)
    else:
        d = dim
    if x.size(d) == 0:
        raise RuntimeError("quantile() input tensor must be non-empty")
    x = x.transpose(d, -1)
    s, _ = torch.sort(x, -1)
    if ignore_nan:
        count = (x == x).long().sum(-1, True)
    else:
        count = torch.full_like(s[..., :1], x.size(-1)).long()
    rank = q * (count - 1).clamp(min=0).to(s.dtype)
    low = torch.floor(rank)
    high = torch.ceil(rank)
    if interpolation == "lower":
        high = low
    elif interpolation == "higher":
        low = high
    elif interpolation == "nearest":
        low = torch.round(rank)
        high = low
    elif interpolation != "linear" and interpolation != "midpoint":
        raise RuntimeError("quantile() interpolation must be one of linear, lower, higher, midpoint or nearest. Got " + interpolation)
    weight = rank - low
    if interpolation == "midpoint":
        weight = torch.full_like(rank, 0.5)
    a = torch.gather(s, -1, low.long())
    b = torch.gather(s, -1, high.long())
    r = torch.where(weight < 0.5, a + weight * (b - a), b - (b - a) * (1.0 - weight))
    if ignore_nan:
        r = torch.where(count == 0, torch.full_like(r, float("nan")), r)
    else:
        last = s[..., -1:]
        r = torch.where(last != last, last, r)
    r = r.transpose(d, -1)
    if keepdim:
        if dim is None:
            return r.reshape([1] * input.dim())
        return r
    return r.squeeze(d)


@op("torch.quantile", "Tensor.quantile")
def quantile(input: Tensor, q: float, dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> Tensor:
    """the q-th quantile (one number q) of the flattened input or along dim ('linear', 'lower', 'higher', 'midpoint', 'nearest' interpolation); NaN where a NaN is"""
    return torch._quantile(input, q, dim, keepdim, interpolation, False)


@op("torch.nanquantile", "Tensor.nanquantile")
def nanquantile(input: Tensor, q: float, dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> Tensor:
    """quantile over the elements that are not NaN (NaN where all are)"""
    return torch._quantile(input, q, dim, keepdim, interpolation, True)


@op("torch.nanmedian", "Tensor.nanmedian")
def nanmedian(input: Tensor) -> Tensor:
    """the lower median of the elements that are not NaN (NaN where all are)"""
    x = input.reshape(-1)
    s, _ = torch.sort(x)
    valid = (x == x).long().sum()
    at = torch.clamp((valid - 1) // 2, min=0)
    m = s.index_select(0, at.reshape(1)).reshape([])
    return torch.where(valid == 0, torch.full_like(m, float("nan")), m)


@op("torch.linalg.qr")
def linalg_qr(A: Tensor, mode: str = "reduced") -> Tuple[Tensor, Tensor]:
    """(Q, R) by Householder reflections with LAPACK's signs (R's diagonal is -sign(a) |column| where a reflection is needed), batched; mode 'reduced', 'complete' or 'r'"""
    m = A.size(-2)
    n = A.size(-1)
    k = min(m, n)
    batch = A.size()[:-2]
    r = A.reshape(-1, m, n) * 1.0
    count = r.size(0)
    q = torch.eye(m).to(r.dtype).unsqueeze(0).expand(count, m, m)
    rows = torch.arange(m)
    for j in range(k):
        column = torch.where((rows >= j).unsqueeze(0), r[:, :, j], torch.zeros_like(r[:, :, j]))
        alpha = r[:, j, j]
        below = torch.where((rows > j).unsqueeze(0), column, torch.zeros_like(column))
        rest = torch.sqrt((below * below).sum(-1))
        norm = torch.sqrt(alpha * alpha + rest * rest)
        beta = torch.where(alpha >= 0, -norm, norm)
        v = below + ((alpha - beta).unsqueeze(1) * (rows == j).to(r.dtype).unsqueeze(0))
        vv = (v * v).sum(-1)
        tau = torch.where(rest == 0, torch.zeros_like(vv), 2.0 / torch.where(vv == 0, torch.ones_like(vv), vv))
        r = r - tau.reshape(-1, 1, 1) * v.unsqueeze(2) * torch.matmul(v.unsqueeze(1), r)
        q = q - tau.reshape(-1, 1, 1) * torch.matmul(q, v.unsqueeze(2)) * v.unsqueeze(1)
    r = torch.triu(r)
    if mode == "r":
        return torch.zeros(0).to(r.dtype), r[:, :k].reshape(batch + [k, n])
    if mode == "complete":
        return q.reshape(batch + [m, m]), r.reshape(batch + [m, n])
    if mode != "reduced":
        raise RuntimeError("qr received unrecognized mode '" + mode + "' but expected one of 'reduced' (default), 'r', or 'complete'")
    return q[:, :, :k].reshape(batch + [m, k]), r[:, :k].reshape(batch + [k, n])


@op("torch._jacobi_eigen")
def _jacobi_eigen(A: Tensor, UPLO: str) -> Tuple[Tensor, Tensor]:
    """the eigenvalues (ascending) and eigenvectors (columns) of symmetric matrices (the UPLO triangle is read): cyclic Jacobi rotations until the off-diagonal part vanishes (batched); each eigenvector's largest component is made positive (unique up to sign, and LAPACK's signs follow no rule)"""
    n = A.size(-1)
    batch = A.size()[:-2]
    a = A.reshape(-1, n, n) * 1.0
    lower = torch.tril(a)
    if UPLO == "U":
        lower = torch.triu(a).transpose(1, 2)
    a = lower + torch.tril(lower, -1).transpose(1, 2)
    eye = torch.eye(n).to(a.dtype)
    v = eye.unsqueeze(0).expand(a.size(0), n, n)
    for sweep in range(30):
        off = (a * a).sum([1, 2]) - (torch.diagonal(a, 0, 1, 2) ** 2).sum(1)
        if not bool((off > 1e-30 * (a * a).sum([1, 2]) + 1e-300).any()):
            break
        for p in range(n - 1):
            for r in range(p + 1, n):
                app = a[:, p, p]
                arr = a[:, r, r]
                apr = a[:, p, r]
                theta = (arr - app) / (2.0 * torch.where(apr == 0, torch.ones_like(apr), apr))
                t = torch.sign(theta) / (torch.abs(theta) + torch.sqrt(theta * theta + 1.0))
                t = torch.where(theta == 0, torch.ones_like(t), t)
                t = torch.where(apr == 0, torch.zeros_like(t), t)
                c = 1.0 / torch.sqrt(t * t + 1.0)
                s = t * c
                at_p = (torch.arange(n) == p).to(a.dtype)
                at_r = (torch.arange(n) == r).to(a.dtype)
                rotation = eye.unsqueeze(0) + ((c - 1.0).reshape(-1, 1, 1) * (at_p.unsqueeze(1) * at_p.unsqueeze(0) + at_r.unsqueeze(1) * at_r.unsqueeze(0))) + (s.reshape(-1, 1, 1) * (at_p.unsqueeze(1) * at_r.unsqueeze(0) - at_r.unsqueeze(1) * at_p.unsqueeze(0)))
                a = torch.matmul(rotation.transpose(1, 2), torch.matmul(a, rotation))
                v = torch.matmul(v, rotation)
    values, order = torch.sort(torch.diagonal(a, 0, 1, 2), -1)
    vectors = torch.gather(v, 2, order.unsqueeze(1).expand(v.size(0), n, n))
    largest = torch.gather(vectors, 1, vectors.abs().argmax(1, keepdim=True))
    vectors = vectors * torch.where(largest < 0, -torch.ones_like(largest), torch.ones_like(largest))
    return values.reshape(batch + [n]), vectors.reshape(batch + [n, n])


@op("torch.linalg.eigvalsh")
def eigvalsh(A: Tensor, UPLO: str = "L") -> Tensor:
    """the eigenvalues of symmetric matrices (the lower triangle is read), ascending: cyclic Jacobi rotations until the off-diagonal part vanishes (batched)"""
    return torch._jacobi_eigen(A, UPLO)[0]


@op("torch.linalg.eigh")
def eigh(A: Tensor, UPLO: str = "L") -> Tuple[Tensor, Tensor]:
    """(eigenvalues, eigenvectors) of symmetric matrices, ascending, by Jacobi rotations (batched); eigenvectors are unique only up to sign: each one's largest component is positive here, where LAPACK's signs (PyTorch's) follow no rule"""
    return torch._jacobi_eigen(A, UPLO)


@op("torch._gram_pinv")
def _gram_pinv(A: Tensor, atol: Optional[float], rtol: Optional[float]) -> Tuple[Tensor, Tensor]:
    """the pseudo-inverse of matrices (batched), V diag(1/s) Uᵀ from their float64 SVD (_gram_svd): singular values at most max(atol, rtol * the largest) count as zero (rtol defaults to eps * max(m, n) with neither given); and how many do not (the rank)"""
    m = A.size(-2)
    n = A.size(-1)
    u, sigma, vh = torch._gram_svd(A, False)
    largest = sigma.amax(-1, keepdim=True)
    eps = 1.1920928955078125e-07
    if A.dtype == torch.float64:
        eps = 2.220446049250313e-16
    relative = eps * float(max(m, n))
    if rtol is not None:
        relative = rtol
    elif atol is not None and atol > 0.0:
        relative = 0.0
    absolute = 0.0
    if atol is not None:
        absolute = atol
    cutoff = torch.clamp(largest * relative, min=absolute)
    keep = sigma > cutoff
    inverse = torch.where(keep, 1.0 / torch.where(keep, sigma, torch.ones_like(sigma)), torch.zeros_like(sigma))
    result = torch.matmul(vh.transpose(-2, -1) * inverse.unsqueeze(-2), u.transpose(-2, -1))
    return result.to(A.dtype), keep.long().sum(-1)


@op("torch._gram_svd")
def _gram_svd(A: Tensor, full_matrices: bool) -> Tuple[Tensor, Tensor, Tensor]:
    """(U, S, Vh) of matrices (batched) in float64, S descending, from the Jacobi eigendecomposition of AᵀA (or AAᵀ, the smaller): the small side's singular vectors are its eigenvectors (largest component positive), the other side's A v / s (zero for a zero singular value); full_matrices completes the larger side from the null space of the other Gram matrix"""
    m = A.size(-2)
    n = A.size(-1)
    a = A.to(torch.float64)
    tall = m >= n
    if tall:
        values, small = torch._jacobi_eigen(torch.matmul(a.transpose(-2, -1), a), "L")
    else:
        values, small = torch._jacobi_eigen(torch.matmul(a, a.transpose(-2, -1)), "L")
    values = values.flip([-1])
    small = small.flip([-1])
    sigma = torch.sqrt(torch.clamp(values, min=0.0))
    scale = torch.where(sigma > 0.0, 1.0 / torch.where(sigma > 0.0, sigma, torch.ones_like(sigma)), torch.zeros_like(sigma))
    if tall:
        large = torch.matmul(a, small) * scale.unsqueeze(-2)
    else:
        large = torch.matmul(a.transpose(-2, -1), small) * scale.unsqueeze(-2)
    if full_matrices and m != n:
        if tall:
            _, null = torch._jacobi_eigen(torch.matmul(a, a.transpose(-2, -1)), "L")
            large = torch.cat([large, null[..., :m - n]], -1)
        else:
            _, null = torch._jacobi_eigen(torch.matmul(a.transpose(-2, -1), a), "L")
            large = torch.cat([large, null[..., :n - m]], -1)
    if tall:
        return large, sigma, small.transpose(-2, -1)
    return small, sigma, large.transpose(-2, -1)


@op("torch.linalg.svd")
def linalg_svd(A: Tensor, full_matrices: bool = True, driver: Optional[str] = None) -> Tuple[Tensor, Tensor, Tensor]:
    """(U, S, Vh) with S descending, batched, from a Jacobi eigendecomposition of the smaller Gram matrix in float64; singular vectors are unique only up to sign: the smaller side's have their largest component positive (PyTorch's follow LAPACK's, which follow no rule)"""
    u, s, vh = torch._gram_svd(A, full_matrices)
    return u.to(A.dtype), s.to(A.dtype), vh.to(A.dtype)


@op("torch.svd", "Tensor.svd")
def svd(input: Tensor, some: bool = True, compute_uv: bool = True) -> Tuple[Tensor, Tensor, Tensor]:
    """(U, S, V) as torch.linalg.svd (with full_matrices = not some) gives them, V not transposed; zeros for U and V without compute_uv"""
    u, s, vh = torch._gram_svd(input, not some)
    u = u.to(input.dtype)
    s = s.to(input.dtype)
    v = vh.transpose(-2, -1).to(input.dtype)
    if not compute_uv:
        return torch.zeros_like(u), s, torch.zeros_like(v)
    return u, s, v


@op("torch.linalg.pinv", "torch.pinverse", "Tensor.pinverse")
def pinv(A: Tensor, atol: Optional[float] = None, rtol: Optional[float] = None, hermitian: bool = False) -> Tensor:
    """the Moore-Penrose pseudo-inverse (batched): Aᵀ(AAᵀ)⁺ or (AᵀA)⁺Aᵀ from a Jacobi eigendecomposition in float64, singular values at most max(atol, rtol * the largest) dropped (rtol defaults to eps * max(m, n))"""
    return torch._gram_pinv(A, atol, rtol)[0]


@op("torch.linalg.lstsq")
def lstsq(A: Tensor, B: Tensor, rcond: Optional[float] = None, driver: Optional[str] = None) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    """(solution, residuals, rank, singular_values) of min ‖AX - B‖ as PyTorch's CPU default ('gelsy') gives them: the minimum-norm solution pinv(A) B (singular values below rcond * the largest dropped), the rank, and empty residuals and singular values"""
    if driver is not None and driver != "gelsy":
        raise RuntimeError("torch.linalg.lstsq: only the default driver 'gelsy' is supported here, got " + driver)
    vector = B.dim() == A.dim() - 1
    b = B
    if vector:
        b = B.unsqueeze(-1)
    inverse, rank = torch._gram_pinv(A, None, rcond)
    solution = torch.matmul(inverse, b)
    if vector:
        solution = solution.squeeze(-1)
    empty = torch.zeros(0, dtype=A.dtype)
    return solution, empty, rank, empty


@op("torch.scatter_reduce", "Tensor.scatter_reduce")
def scatter_reduce(input: Tensor, dim: int, index: Tensor, src: Tensor, reduce: str, include_self: bool = True) -> Tensor:
    """src's elements reduced ('sum', 'prod', 'mean', 'amax', 'amin') into input at index along dim, in one pass over the index (`ts.scatter` combining); an index smaller than input off dim, or than src, as in scatter; positions no index names keep input's value; include_self reduces input's value with them"""
    if index.dim() != input.dim() or src.dim() != input.dim():
        raise RuntimeError("scatter_reduce(): Index tensor must have the same number of dimensions as self tensor")
    if reduce != "sum" and reduce != "prod" and reduce != "mean" and reduce != "amax" and reduce != "amin":
        raise RuntimeError("reduce argument must be either sum, prod, mean, amax or amin, got " + reduce)
    count = torch.zeros_like(input, dtype=torch.int64).scatter_add(dim, index, torch.ones_like(index))
    hit = count > 0
    # Without input's value: the sum's and product's identity, or (max, min)
    # one of the values reduced (a plain scatter writes one of them).
    base = input
    if not include_self:
        if reduce == "sum" or reduce == "mean":
            base = torch.zeros_like(input)
        elif reduce == "prod":
            base = torch.ones_like(input)
        else:
            base = input.scatter(dim, index, src.to(input.dtype))
    if reduce == "prod":
        reduced = torch._scatter_reduce_into(base, dim, index, src, "prod")
    elif reduce == "amax":
        reduced = torch._scatter_reduce_into(base, dim, index, src, "amax")
    elif reduce == "amin":
        reduced = torch._scatter_reduce_into(base, dim, index, src, "amin")
    else:
        reduced = torch._scatter_reduce_into(base, dim, index, src, "sum")
    if reduce == "mean":
        if include_self:
            count = count + 1
        mean = reduced / torch.clamp(count, min=1).to(input.dtype)
        if not input.is_floating_point():
            mean = torch.floor(mean)
        reduced = mean.to(input.dtype)
    return torch.where(hit, reduced, input)


@op("Tensor.index_reduce", "torch.index_reduce")
def index_reduce(input: Tensor, dim: int, index: Tensor, source: Tensor, reduce: str, include_self: bool = True) -> Tensor:
    """source's slices along dim reduced ('prod', 'mean', 'amax', 'amin') into input's slices at index"""
    if reduce != "prod" and reduce != "mean" and reduce != "amax" and reduce != "amin":
        raise RuntimeError("index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got " + reduce + ".")
    shape = [1] * source.dim()
    shape[dim] = -1
    spread = index.reshape(shape).expand_as(source)
    return torch.scatter_reduce(input, dim, spread, source, reduce, include_self)


@op("Tensor.element_size")
def element_size(self: Tensor) -> int:
    """bytes per element of the dtype"""
    if self.dtype == torch.float64 or self.dtype == torch.int64:
        return 8
    if self.dtype == torch.bool:
        return 1
    return 4


@op("torch.is_complex", "Tensor.is_complex")
def is_complex(self: Tensor) -> bool:
    """False: no complex dtypes here"""
    return False


@op("torch.is_signed", "Tensor.is_signed")
def is_signed(self: Tensor) -> bool:
    """every dtype but bool"""
    return self.dtype != torch.bool


@op("Tensor.is_contiguous")
def is_contiguous(self: Tensor) -> bool:
    """True: compiled tensors are values, always dense in row-major order"""
    return True


@op("torch._additive_mask")
def _additive_mask(mask: Tensor, dtype: int) -> Tensor:
    """a bool mask (true: masked out) as the float mask it stands for"""
    if mask.dtype == torch.bool:
        return torch.zeros(mask.shape, dtype=dtype).masked_fill(mask, float("-inf"))
    return mask.to(dtype)


@op("torch._pad_mask")
def _pad_mask(mask: Optional[Tensor]) -> Optional[Tensor]:
    """an attention mask with one more key that nothing masks (False, or 0.0 for a float mask) at the end of its last dim; None stays None"""
    if mask is None:
        return None
    return torch.cat([mask, torch.zeros(mask.size()[:-1] + [1], dtype=mask.dtype)], -1)


@op("torch._multi_head_attention_layer")
def _multi_head_attention_layer(query: Tensor, key: Tensor, value: Tensor, key_padding_mask: Optional[Tensor] = None, need_weights: bool = True, attn_mask: Optional[Tensor] = None, average_attn_weights: bool = True, is_causal: bool = False, weights: List[Tensor] = [], num_heads: int = 1, batch_first: bool = False, separate_proj: bool = False, bias_kv: bool = False, zero_attn: bool = False) -> Tuple[Tensor, Optional[Tensor]]:
    """nn.MultiheadAttention's forward in evaluation (no dropout): `weights` are in_proj_weight (or, with separate_proj, for a kdim or vdim other than embed_dim: q_proj_weight, k_proj_weight, v_proj_weight), in_proj_bias, out_proj.weight, out_proj.bias (without the biases for bias=False), then bias_k and bias_v with bias_kv (add_bias_kv: a learned key and value appended to each sequence); zero_attn (add_zero_attn) appends a zero key and value per head; (L, N, E) inputs, (N, L, E) with batch_first, or unbatched (L, E); bool or float attn_mask (L, S) or (N*H, L, S) and key_padding_mask (N, S)"""
    if is_causal and attn_mask is None:
        raise RuntimeError("Need attn_mask if specifying the is_causal hint. You may use the Transformer module method `generate_square_subsequent_mask` to create this mask.")
    batched = query.dim() == 3
    q = query
    k = key
    v = value
    if not batched:
        q = q.unsqueeze(1)
        k = k.unsqueeze(1)
        v = v.unsqueeze(1)
    elif batch_first:
        q = q.transpose(0, 1)
        k = k.transpose(0, 1)
        v = v.transpose(0, 1)
    tgt_len = q.size(0)
    bsz = q.size(1)
    embed_dim = q.size(2)
    assert embed_dim == weights[0].size(1), "was expecting embedding dimension of " + str(weights[0].size(1)) + ", but got " + str(embed_dim)
    src_len = k.size(0)
    head_dim = embed_dim // num_heads
    at = 1
    w = weights[0].chunk(3)
    if separate_proj:
        at = 3
        w = [weights[0], weights[1], weights[2]]
    projections = len(weights) - 2 if bias_kv else len(weights)
    biased = projections == at + 3
    if biased:
        b = weights[at].chunk(3)
        q = torch.nn.functional.linear(q, w[0], b[0])
        k = torch.nn.functional.linear(k, w[1], b[1])
        v = torch.nn.functional.linear(v, w[2], b[2])
    else:
        q = torch.nn.functional.linear(q, w[0])
        k = torch.nn.functional.linear(k, w[1])
        v = torch.nn.functional.linear(v, w[2])
    if bias_kv:
        k = torch.cat([k, weights[-2].expand(1, bsz, k.size(2))])
        v = torch.cat([v, weights[-1].expand(1, bsz, v.size(2))])
        attn_mask = torch._pad_mask(attn_mask)
        key_padding_mask = torch._pad_mask(key_padding_mask)
        src_len = src_len + 1
    q = q.reshape(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)
    k = k.reshape(src_len, bsz * num_heads, head_dim).transpose(0, 1)
    v = v.reshape(src_len, bsz * num_heads, head_dim).transpose(0, 1)
    if zero_attn:
        k = torch.cat([k, torch.zeros(bsz * num_heads, 1, head_dim, dtype=k.dtype)], 1)
        v = torch.cat([v, torch.zeros(bsz * num_heads, 1, head_dim, dtype=v.dtype)], 1)
        attn_mask = torch._pad_mask(attn_mask)
        key_padding_mask = torch._pad_mask(key_padding_mask)
        src_len = src_len + 1
    scores = torch.bmm(q * (1.0 / float(head_dim)) ** 0.5, k.transpose(1, 2))
    if attn_mask is not None:
        scores = scores + torch._additive_mask(attn_mask, scores.dtype)
    if key_padding_mask is not None:
        padding = torch._additive_mask(key_padding_mask, scores.dtype).reshape(bsz, 1, 1, src_len)
        scores = scores + padding.expand(bsz, num_heads, 1, src_len).reshape(bsz * num_heads, 1, src_len)
    attention = torch.softmax(scores, -1)
    out = torch.bmm(attention, v).transpose(0, 1).reshape(tgt_len * bsz, embed_dim)
    if biased:
        out = torch.nn.functional.linear(out, weights[at + 1], weights[at + 2])
    else:
        out = torch.nn.functional.linear(out, weights[at])
    out = out.reshape(tgt_len, bsz, embed_dim)
    if not batched:
        out = out.squeeze(1)
    elif batch_first:
        out = out.transpose(0, 1)
    if not need_weights:
        return out, None
    attention = attention.reshape(bsz, num_heads, tgt_len, src_len)
    if average_attn_weights:
        attention = attention.mean(1)
    if not batched:
        attention = attention.squeeze(0)
    return out, attention


@op("torch._recurrent_inputs")
def _recurrent_inputs(input: Tensor, batch_first: bool) -> Tensor:
    """a recurrent layer's input time first, (T, N, features), with a batch of one for an unbatched input"""
    if input.dim() == 2:
        return input.unsqueeze(1)
    if batch_first:
        return input.transpose(0, 1)
    return input


@op("torch._recurrent_outputs")
def _recurrent_outputs(out: Tensor, batched: bool, batch_first: bool) -> Tensor:
    """a recurrent layer's output back in the input's layout"""
    if not batched:
        return out.squeeze(1)
    if batch_first:
        return out.transpose(0, 1)
    return out


@op("torch._initial_state")
def _initial_state(hx: Optional[Tensor], layers: int, bsz: int, hidden_size: int, batched: bool, dtype: int) -> Tensor:
    """the (layers, N, hidden) initial state: zeros without hx, and with a batch dim for an unbatched input"""
    if hx is None:
        return torch.zeros(layers, bsz, hidden_size, dtype=dtype)
    if not batched:
        return hx.unsqueeze(1)
    return hx


@op("torch._input_gates")
def _input_gates(x: Tensor, weights: List[Tensor], at: int, per: int) -> Tensor:
    """x W_ih^T + b_ih of one layer and direction (weights from `at`, `per` tensors each) for a batch of inputs x"""
    if per >= 4:
        return torch.nn.functional.linear(x, weights[at], weights[at + 2])
    return torch.nn.functional.linear(x, weights[at])


@op("torch._gate_inputs")
def _gate_inputs(x: Tensor, weights: List[Tensor], at: int, per: int) -> Tensor:
    """_input_gates of time-first x for every time step at once (one matrix product)"""
    y = torch._input_gates(x.reshape(x.size(0) * x.size(1), x.size(2)), weights, at, per)
    return y.reshape(x.size(0), x.size(1), y.size(1))


@op("torch._hidden_gates")
def _hidden_gates(h: Tensor, weights: List[Tensor], at: int, per: int) -> Tensor:
    """h W_hh^T + b_hh of one layer and direction"""
    if per >= 4:
        return torch.nn.functional.linear(h, weights[at + 1], weights[at + 3])
    return torch.nn.functional.linear(h, weights[at + 1])


@op("torch._recurrent_step")
def _recurrent_step(gx: Tensor, gh: Tensor, h: Tensor, c: Tensor, mode: int) -> Tuple[Tensor, Tensor]:
    """one time step of an LSTM (mode 0: gates i, f, g, o), GRU (1: gates r, z, n with n = tanh(x W_in + b_in + r * (h W_hn + b_hn))) or RNN (2: tanh, 3: relu) cell, from the input's and the state's gate pre-activations gx and gh: (h', c'), c' = c but for the LSTM"""
    if mode == 0:
        parts = (gx + gh).chunk(4, 1)
        c = torch.sigmoid(parts[1]) * c + torch.sigmoid(parts[0]) * torch.tanh(parts[2])
        return torch.sigmoid(parts[3]) * torch.tanh(c), c
    if mode == 1:
        a = gx.chunk(3, 1)
        b = gh.chunk(3, 1)
        r = torch.sigmoid(a[0] + b[0])
        z = torch.sigmoid(a[1] + b[1])
        n = torch.tanh(a[2] + r * b[2])
        return (1.0 - z) * n + z * h, c
    if mode == 2:
        return torch.tanh(gx + gh), c
    return torch.relu(gx + gh), c


@op("torch._recurrent_layers")
def _recurrent_layers(x: Tensor, h0: Tensor, c0: Tensor, weights: List[Tensor], num_layers: int, bidirectional: bool, mode: int, projected: bool = False) -> Tuple[Tensor, Tensor, Tensor]:
    """the layers of an LSTM (mode 0), GRU (1) or RNN (2: tanh, 3: relu) over time-first x, from states h0 and c0 (LSTM only), (layers * directions, N, hidden); `weights` are weight_ih, weight_hh, bias_ih, bias_hh (and, `projected`, an LSTM's weight_hr, which projects each h) of each layer and direction in the state dict's order: the last layer's outputs, and each layer's and direction's last h and c"""
    dirs = 2 if bidirectional else 1
    per = len(weights) // (num_layers * dirs)
    hs: List[Tensor] = []
    cs: List[Tensor] = []
    for layer in range(num_layers):
        outs: List[Tensor] = []
        for d in range(dirs):
            i = layer * dirs + d
            xs = x
            if d == 1:
                xs = x.flip(0)
            gx = torch._gate_inputs(xs, weights, i * per, per)
            h = h0[i]
            c = c0[i]
            seq: List[Tensor] = []
            for t in range(x.size(0)):
                h, c = torch._recurrent_step(gx[t], torch._hidden_gates(h, weights, i * per, per), h, c, mode)
                if projected:
                    h = torch.nn.functional.linear(h, weights[i * per + per - 1])
                seq.append(h)
            out = torch.stack(seq)
            if d == 1:
                out = out.flip(0)
            outs.append(out)
            hs.append(h)
            cs.append(c)
        x = torch.cat(outs, 2)
    return x, torch.stack(hs), torch.stack(cs)


@op("torch._check_recurrent_shapes")
def _check_recurrent_shapes(x: Tensor, state: Tensor, weight_ih: Tensor, states: int, hidden_size: int, name: str) -> bool:
    """PyTorch's checks of a recurrent layer's time-first input (its features against the first weight_ih's) and of an initial state's shape; True"""
    if x.size(2) != weight_ih.size(1):
        raise RuntimeError("input.size(-1) must be equal to input_size. Expected " + str(weight_ih.size(1)) + ", got " + str(x.size(2)))
    if state.size() != [states, x.size(1), hidden_size]:
        raise RuntimeError("Expected " + name + " size (" + str(states) + ", " + str(x.size(1)) + ", " + str(hidden_size) + "), got " + str(state.size()))
    return True


@op("torch._lstm_layer")
def _lstm_layer(input: Tensor, hx: Optional[Tuple[Tensor, Tensor]] = None, weights: List[Tensor] = [], num_layers: int = 1, bidirectional: bool = False, batch_first: bool = False, hidden_size: int = 1, proj_size: int = 0) -> Tuple[Tensor, Tuple[Tensor, Tensor]]:
    """nn.LSTM's forward in evaluation (no dropout between layers): (output, (h_n, c_n)); with proj_size, h (and the output) has proj_size features"""
    batched = input.dim() == 3
    x = torch._recurrent_inputs(input, batch_first)
    states = num_layers * (2 if bidirectional else 1)
    h0: Optional[Tensor] = None
    c0: Optional[Tensor] = None
    if hx is not None:
        h0, c0 = hx
    real_hidden_size = proj_size if proj_size > 0 else hidden_size
    h0 = torch._initial_state(h0, states, x.size(1), real_hidden_size, batched, x.dtype)
    c0 = torch._initial_state(c0, states, x.size(1), hidden_size, batched, x.dtype)
    torch._check_recurrent_shapes(x, h0, weights[0], states, real_hidden_size, "hidden[0]")
    torch._check_recurrent_shapes(x, c0, weights[0], states, hidden_size, "hidden[1]")
    out, h_n, c_n = torch._recurrent_layers(x, h0, c0, weights, num_layers, bidirectional, 0, proj_size > 0)
    if not batched:
        h_n = h_n.squeeze(1)
        c_n = c_n.squeeze(1)
    return torch._recurrent_outputs(out, batched, batch_first), (h_n, c_n)


@op("torch._recurrent_layer")
def _recurrent_layer(input: Tensor, hx: Optional[Tensor] = None, weights: List[Tensor] = [], num_layers: int = 1, bidirectional: bool = False, batch_first: bool = False, hidden_size: int = 1, mode: int = 1) -> Tuple[Tensor, Tensor]:
    """nn.GRU's (mode 1) or nn.RNN's (2: tanh, 3: relu) forward in evaluation (no dropout between layers): (output, h_n)"""
    batched = input.dim() == 3
    x = torch._recurrent_inputs(input, batch_first)
    states = num_layers * (2 if bidirectional else 1)
    h0 = torch._initial_state(hx, states, x.size(1), hidden_size, batched, x.dtype)
    torch._check_recurrent_shapes(x, h0, weights[0], states, hidden_size, "hidden")
    out, h_n, c_n = torch._recurrent_layers(x, h0, h0, weights, num_layers, bidirectional, mode)
    if not batched:
        h_n = h_n.squeeze(1)
    return torch._recurrent_outputs(out, batched, batch_first), h_n


@op("torch._transformer_feed_forward")
def _transformer_feed_forward(x: Tensor, weights: List[Tensor], at: int, activation: int) -> Tensor:
    """linear2(activation(linear1(x))) of a transformer layer, linear1's weight and bias at `at`, linear2's after; activation 0 is relu, 1 gelu"""
    h = torch.nn.functional.linear(x, weights[at], weights[at + 1])
    if activation == 0:
        h = torch.relu(h)
    else:
        h = torch.nn.functional.gelu(h)
    return torch.nn.functional.linear(h, weights[at + 2], weights[at + 3])


@op("torch._transformer_norm")
def _transformer_norm(x: Tensor, weights: List[Tensor], at: int, eps: float) -> Tensor:
    """LayerNorm over the last dim with the weight and bias at `at`"""
    return torch.nn.functional.layer_norm(x, [x.size(-1)], weights[at], weights[at + 1], eps)


@op("torch._transformer_encoder_layer")
def _transformer_encoder_layer(src: Tensor, src_mask: Optional[Tensor] = None, src_key_padding_mask: Optional[Tensor] = None, is_causal: bool = False, weights: List[Tensor] = [], nhead: int = 1, batch_first: bool = False, norm_first: bool = False, activation: int = 0, layer_norm_eps: float = 1e-05) -> Tensor:
    """nn.TransformerEncoderLayer's forward in evaluation (no dropout): self-attention, then the feed-forward block (activation 0 relu, 1 gelu), each added to its input with LayerNorm after (or before, norm_first); `weights` are self_attn's four tensors, linear1, linear2, norm1 and norm2 (weight and bias each)"""
    attention = [weights[0], weights[1], weights[2], weights[3]]
    x = src
    if norm_first:
        y = torch._transformer_norm(x, weights, 8, layer_norm_eps)
        x = x + torch._multi_head_attention_layer(y, y, y, src_key_padding_mask, False, src_mask, True, is_causal, attention, nhead, batch_first)[0]
        x = x + torch._transformer_feed_forward(torch._transformer_norm(x, weights, 10, layer_norm_eps), weights, 4, activation)
    else:
        x = torch._transformer_norm(x + torch._multi_head_attention_layer(x, x, x, src_key_padding_mask, False, src_mask, True, is_causal, attention, nhead, batch_first)[0], weights, 8, layer_norm_eps)
        x = torch._transformer_norm(x + torch._transformer_feed_forward(x, weights, 4, activation), weights, 10, layer_norm_eps)
    return x


@op("torch._transformer_decoder_layer")
def _transformer_decoder_layer(tgt: Tensor, memory: Tensor, tgt_mask: Optional[Tensor] = None, memory_mask: Optional[Tensor] = None, tgt_key_padding_mask: Optional[Tensor] = None, memory_key_padding_mask: Optional[Tensor] = None, tgt_is_causal: bool = False, memory_is_causal: bool = False, weights: List[Tensor] = [], nhead: int = 1, batch_first: bool = False, norm_first: bool = False, activation: int = 0, layer_norm_eps: float = 1e-05) -> Tensor:
    """nn.TransformerDecoderLayer's forward in evaluation (no dropout): self-attention over tgt, attention to memory, then the feed-forward block, each added to its input with LayerNorm after (or before, norm_first); `weights` are self_attn's and multihead_attn's four tensors, linear1, linear2, norm1, norm2 and norm3"""
    own = [weights[0], weights[1], weights[2], weights[3]]
    cross = [weights[4], weights[5], weights[6], weights[7]]
    x = tgt
    if norm_first:
        y = torch._transformer_norm(x, weights, 12, layer_norm_eps)
        x = x + torch._multi_head_attention_layer(y, y, y, tgt_key_padding_mask, False, tgt_mask, True, tgt_is_causal, own, nhead, batch_first)[0]
        y = torch._transformer_norm(x, weights, 14, layer_norm_eps)
        x = x + torch._multi_head_attention_layer(y, memory, memory, memory_key_padding_mask, False, memory_mask, True, memory_is_causal, cross, nhead, batch_first)[0]
        x = x + torch._transformer_feed_forward(torch._transformer_norm(x, weights, 16, layer_norm_eps), weights, 8, activation)
    else:
        x = torch._transformer_norm(x + torch._multi_head_attention_layer(x, x, x, tgt_key_padding_mask, False, tgt_mask, True, tgt_is_causal, own, nhead, batch_first)[0], weights, 12, layer_norm_eps)
        x = torch._transformer_norm(x + torch._multi_head_attention_layer(x, memory, memory, memory_key_padding_mask, False, memory_mask, True, memory_is_causal, cross, nhead, batch_first)[0], weights, 14, layer_norm_eps)
        x = torch._transformer_norm(x + torch._transformer_feed_forward(x, weights, 8, activation), weights, 16, layer_norm_eps)
    return x


@op("torch._transformer_encoder")
def _transformer_encoder(src: Tensor, mask: Optional[Tensor] = None, src_key_padding_mask: Optional[Tensor] = None, is_causal: bool = False, weights: List[Tensor] = [], num_layers: int = 1, nhead: int = 1, batch_first: bool = False, norm_first: bool = False, activation: int = 0, layer_norm_eps: float = 1e-05, final_norm: bool = False, final_norm_eps: float = 1e-05) -> Tensor:
    """nn.TransformerEncoder's forward in evaluation: its layers (12 tensors each, as for the layer) in turn, then the final LayerNorm with final_norm (its weight and bias last)"""
    # Growing a tensor list keeps the loop unrolled, so each layer's
    # slice of `weights` is static.
    xs = [src]
    for i in range(num_layers):
        xs.append(torch._transformer_encoder_layer(xs[-1], mask, src_key_padding_mask, is_causal, weights[12 * i:12 * i + 12], nhead, batch_first, norm_first, activation, layer_norm_eps))
    x = xs[-1]
    if final_norm:
        x = torch._transformer_norm(x, weights, 12 * num_layers, final_norm_eps)
    return x


@op("torch._transformer_decoder")
def _transformer_decoder(tgt: Tensor, memory: Tensor, tgt_mask: Optional[Tensor] = None, memory_mask: Optional[Tensor] = None, tgt_key_padding_mask: Optional[Tensor] = None, memory_key_padding_mask: Optional[Tensor] = None, tgt_is_causal: bool = False, memory_is_causal: bool = False, weights: List[Tensor] = [], num_layers: int = 1, nhead: int = 1, batch_first: bool = False, norm_first: bool = False, activation: int = 0, layer_norm_eps: float = 1e-05, final_norm: bool = False, final_norm_eps: float = 1e-05) -> Tensor:
    """nn.TransformerDecoder's forward in evaluation: its layers (18 tensors each, as for the layer) in turn, then the final LayerNorm with final_norm (its weight and bias last)"""
    # Growing a tensor list keeps the loop unrolled, so each layer's
    # slice of `weights` is static.
    xs = [tgt]
    for i in range(num_layers):
        xs.append(torch._transformer_decoder_layer(xs[-1], memory, tgt_mask, memory_mask, tgt_key_padding_mask, memory_key_padding_mask, tgt_is_causal, memory_is_causal, weights[18 * i:18 * i + 18], nhead, batch_first, norm_first, activation, layer_norm_eps))
    x = xs[-1]
    if final_norm:
        x = torch._transformer_norm(x, weights, 18 * num_layers, final_norm_eps)
    return x


@op("torch.nn.Transformer.generate_square_subsequent_mask")
def generate_square_subsequent_mask(sz: int, dtype: int = 6) -> Tensor:
    """the (sz, sz) causal mask: -inf above the diagonal, 0 elsewhere (float32 unless dtype says otherwise)"""
    return torch.triu(torch.full([sz, sz], float("-inf"), dtype=dtype), diagonal=1)


@op("torch._transformer")
def _transformer(src: Tensor, tgt: Tensor, src_mask: Optional[Tensor] = None, tgt_mask: Optional[Tensor] = None, memory_mask: Optional[Tensor] = None, src_key_padding_mask: Optional[Tensor] = None, tgt_key_padding_mask: Optional[Tensor] = None, memory_key_padding_mask: Optional[Tensor] = None, src_is_causal: Optional[bool] = None, tgt_is_causal: Optional[bool] = None, memory_is_causal: bool = False, weights: List[Tensor] = [], d_model: int = 512, num_encoder_layers: int = 6, num_decoder_layers: int = 6, nhead: int = 8, batch_first: bool = False, norm_first: bool = False, activation: int = 0, layer_norm_eps: float = 1e-05) -> Tensor:
    """nn.Transformer's forward in evaluation: PyTorch's checks of src and tgt, the encoder stack over src (12 tensors a layer, then its LayerNorm's 2), then the decoder stack over tgt and that memory (18 a layer, then 2)"""
    is_batched = src.dim() == 3
    if not batch_first and src.size(1) != tgt.size(1) and is_batched:
        raise RuntimeError("the batch number of src and tgt must be equal")
    elif batch_first and src.size(0) != tgt.size(0) and is_batched:
        raise RuntimeError("the batch number of src and tgt must be equal")
    if src.size(-1) != d_model or tgt.size(-1) != d_model:
        raise RuntimeError("the feature number of src and tgt must be equal to d_model")
    # A causal hint changes only which kernel PyTorch runs, not the result.
    src_causal = False
    if src_is_causal is not None:
        src_causal = src_is_causal
    tgt_causal = False
    if tgt_is_causal is not None:
        tgt_causal = tgt_is_causal
    split = 12 * num_encoder_layers + 2
    memory = torch._transformer_encoder(src, src_mask, src_key_padding_mask, src_causal, weights[:split], num_encoder_layers, nhead, batch_first, norm_first, activation, layer_norm_eps, True, layer_norm_eps)
    return torch._transformer_decoder(tgt, memory, tgt_mask, memory_mask, tgt_key_padding_mask, memory_key_padding_mask, tgt_causal, memory_is_causal, weights[split:], num_decoder_layers, nhead, batch_first, norm_first, activation, layer_norm_eps, True, layer_norm_eps)


@op("torch._lstm_cell_layer")
def _lstm_cell_layer(input: Tensor, hx: Optional[Tuple[Tensor, Tensor]] = None, weights: List[Tensor] = [], hidden_size: int = 1) -> Tuple[Tensor, Tensor]:
    """nn.LSTMCell's forward: one LSTM time step of a batch (or one unbatched input); (h', c')"""
    # No branch on the input's rank: inside a loop, both arms would be
    # compiled and their shapes merged.
    x = input.reshape(-1, input.size(-1))
    if hx is None:
        h = torch.zeros(x.size(0), hidden_size, dtype=x.dtype)
        c = h
    else:
        h, c = hx
        h = h.reshape(x.size(0), hidden_size)
        c = c.reshape(x.size(0), hidden_size)
    gx = torch._input_gates(x, weights, 0, len(weights))
    gh = torch._hidden_gates(h, weights, 0, len(weights))
    h, c = torch._recurrent_step(gx, gh, h, c, 0)
    shape = input.size()[:-1] + [hidden_size]
    return h.reshape(shape), c.reshape(shape)


@op("torch._recurrent_cell_layer")
def _recurrent_cell_layer(input: Tensor, hx: Optional[Tensor] = None, weights: List[Tensor] = [], hidden_size: int = 1, mode: int = 1) -> Tensor:
    """nn.GRUCell's (mode 1) or nn.RNNCell's (2: tanh, 3: relu) forward: one time step of a batch (or one unbatched input); h'"""
    x = input.reshape(-1, input.size(-1))
    if hx is None:
        h = torch.zeros(x.size(0), hidden_size, dtype=x.dtype)
    else:
        h = hx.reshape(x.size(0), hidden_size)
    gx = torch._input_gates(x, weights, 0, len(weights))
    gh = torch._hidden_gates(h, weights, 0, len(weights))
    h, c = torch._recurrent_step(gx, gh, h, h, mode)
    return h.reshape(input.size()[:-1] + [hidden_size])


@op("torch._bilinear_layer")
def _bilinear_layer(input1: Tensor, input2: Tensor, weights: List[Tensor] = []) -> Tensor:
    """nn.Bilinear's forward: F.bilinear with the layer's weight (and bias)"""
    if len(weights) == 2:
        return torch.nn.functional.bilinear(input1, input2, weights[0], weights[1])
    return torch.nn.functional.bilinear(input1, input2, weights[0])


@op("torch._embedding_bag_layer")
def _embedding_bag_layer(input: Tensor, offsets: Optional[Tensor] = None, per_sample_weights: Optional[Tensor] = None, weights: List[Tensor] = [], mode: str = "mean", include_last_offset: bool = False, padding_idx: Optional[int] = None) -> Tensor:
    """nn.EmbeddingBag's forward: F.embedding_bag with the layer's weight and settings"""
    return torch.nn.functional.embedding_bag(input, weights[0], offsets, None, 2.0, False, mode, False, per_sample_weights, include_last_offset, padding_idx)


@op("torch._batch_norm_batch_stats")
def _batch_norm_batch_stats(input: Tensor, weight: Optional[Tensor] = None, bias: Optional[Tensor] = None, eps: float = 1e-05) -> Tensor:
    """batch normalization by the batch's own statistics: the mean and (biased) variance over every dim but the channels (dim 1)"""
    # Channels last, so the statistics and affine parameters broadcast.
    x = input.movedim(1, -1)
    flat = x.reshape(-1, x.size(-1))
    mean = flat.mean(0)
    var = ((flat - mean) ** 2).mean(0)
    out = (x - mean) / torch.sqrt(var + eps)
    if weight is not None:
        out = out * weight
    if bias is not None:
        out = out + bias
    return out.movedim(-1, 1)


@op("torch._batch_norm_training")
def _batch_norm_training(input: Tensor, running_mean: Optional[Tensor], running_var: Optional[Tensor], weight: Optional[Tensor] = None, bias: Optional[Tensor] = None, training: bool = True, momentum: float = 0.1, eps: float = 1e-05) -> Tensor:
    """F.batch_norm(training=True): normalized by the batch's statistics (the running statistics are not updated: compiled code has no buffer updates)"""
    return torch._batch_norm_batch_stats(input, weight, bias, eps)


# --- random ------------------------------------------------------------------
# Over the generator's draws (`rand_like`/`randn_like`, op_lowerings/random.rs):
# fresh values at every draw, reproducible per `torch.manual_seed`, not
# PyTorch's values.


@op("torch.bernoulli", "Tensor.bernoulli")
def bernoulli(input: Tensor, p: Optional[float] = None) -> Tensor:
    """1 with probability `input` (or `p`) elementwise, else 0, in `input`'s dtype (`x.bernoulli_(p)` fills in place)"""
    u = torch.rand_like(input, dtype=torch.float64)
    if p is None:
        return (u < input).to(input.dtype)
    return (u < p).to(input.dtype)


@op("Tensor.uniform")
def uniform(input: Tensor, a: float = 0.0, b: float = 1.0) -> Tensor:
    """`x.uniform_(a, b)`: uniform in [a, b), shaped like `x`"""
    return torch.rand_like(input) * (b - a) + a


@op("Tensor.normal")
def normal_fill(input: Tensor, mean: float = 0.0, std: float = 1.0) -> Tensor:
    """`x.normal_(mean, std)`: normal values shaped like `x`"""
    return torch.randn_like(input) * std + mean


@op("Tensor.exponential")
def exponential(input: Tensor, lambd: float = 1.0) -> Tensor:
    """`x.exponential_(lambd)`: -log(1 - u) / lambd"""
    return -torch.log1p(-torch.rand_like(input, dtype=torch.float64)).to(input.dtype) / lambd


@op("torch.normal")
def normal(mean: Union[Tensor, float], std: Union[Tensor, float] = 1.0, size: Optional[List[int]] = None) -> Tensor:
    """normal values: `normal(mean, std)` with a tensor mean or std (shaped like their broadcast), or `normal(mean, std, size)` with numbers"""
    if isinstance(mean, Tensor):
        if isinstance(std, Tensor):
            return mean + torch.randn_like(mean + std) * std
        return mean + torch.randn_like(mean) * std
    if isinstance(std, Tensor):
        return mean + torch.randn_like(std) * std
    assert size is not None, "normal() with number mean and std needs a size"
    return torch.randn(size) * std + mean


@op("torch.randperm")
def randperm(n: int) -> Tensor:
    """a random permutation of 0..n-1 (int64): the order that sorts n uniform draws"""
    return torch.argsort(torch.rand(n, dtype=torch.float64))


@op("torch.multinomial", "Tensor.multinomial")
def multinomial(input: Tensor, num_samples: int, replacement: bool = False) -> Tensor:
    """indices drawn from the rows of `input` (weights, not necessarily summing to 1) by the Gumbel-max trick: the largest of log(w) + Gumbel noise is a draw; the `num_samples` largest are draws without replacement"""
    logits = torch.log(input.to(torch.float64))
    if replacement:
        # [..., 1, n] broadcast against [num_samples, 1]: one row per sample.
        logits = logits.unsqueeze(-2) + torch.zeros(num_samples, 1, dtype=torch.float64)
        noise = -torch.log(-torch.log(torch.rand_like(logits)))
        return torch.argmax(logits + noise, dim=-1)
    if num_samples > input.size(-1):
        raise RuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")
    noise = -torch.log(-torch.log(torch.rand_like(logits)))
    return torch.topk(logits + noise, num_samples).indices


@op("torch.nn.functional.dropout")
def dropout(input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """zeroes each element with probability p and scales the rest by 1 / (1 - p) when `training` (a module's `self.training` is False: compiled modules are in eval mode)"""
    if p < 0.0 or p > 1.0:
        raise ValueError("dropout probability has to be between 0 and 1")
    if not training or p == 0.0:
        return input
    if p == 1.0:
        return input * 0.0
    keep = torch.rand_like(input, dtype=torch.float64) >= p
    return input * keep / (1.0 - p)


@op("torch.dropout")
def dropout_train(input: Tensor, p: float, train: bool) -> Tensor:
    """`torch.dropout(input, p, train)`: F.dropout"""
    return torch.nn.functional.dropout(input, p, train)
