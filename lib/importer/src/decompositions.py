# Composite torch ops, written in TorchScript in terms of the ops the
# registry lowers (op_registry.rs). Each function is inlined where it is
# called; `@op` names the spellings it serves (`Tensor.x` is the method,
# whose receiver is the first argument), and its docstring goes into
# docs/ops.md. Keep to what the compiler accepts in user code: these are
# compiled exactly like it.
import torch
from typing import List, Optional, Tuple


@op("torch.square", "Tensor.square")
def square(input: Tensor) -> Tensor:
    """input * input (keeps the dtype)"""
    return input * input


@op("torch.addcmul", "Tensor.addcmul")
def addcmul(input: Tensor, tensor1: Tensor, tensor2: Tensor, value: float = 1.0) -> Tensor:
    """input + value * tensor1 * tensor2"""
    return input + value * tensor1 * tensor2


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
    """beta * input + alpha * (batch1 @ batch2)"""
    return beta * input + alpha * torch.bmm(batch1, batch2)


@op("torch.addmv", "Tensor.addmv")
def addmv(input: Tensor, mat: Tensor, vec: Tensor, beta: float = 1.0, alpha: float = 1.0) -> Tensor:
    """beta * input + alpha * (mat @ vec)"""
    return beta * input + alpha * torch.matmul(mat, vec)


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


@op("torch.std_mean")
def std_mean(input: Tensor, dim: List[int], unbiased: bool = True, keepdim: bool = False) -> Tuple[Tensor, Tensor]:
    """(std, mean) over dim"""
    return torch.std(input, dim, unbiased, keepdim), torch.mean(input, dim, keepdim)


@op("torch.var_mean")
def var_mean(input: Tensor, dim: List[int], unbiased: bool = True, keepdim: bool = False) -> Tuple[Tensor, Tensor]:
    """(var, mean) over dim"""
    return torch.var(input, dim, unbiased, keepdim), torch.mean(input, dim, keepdim)


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
    values, indices = torch.sort(input, dim)
    v = values.narrow(dim, k - 1, 1)
    i = indices.narrow(dim, k - 1, 1)
    if not keepdim:
        v = v.squeeze(dim)
        i = i.squeeze(dim)
    return v, i


@op("torch.nn.functional.pairwise_distance", "torch.pairwise_distance")
def pairwise_distance(x1: Tensor, x2: Tensor, p: float = 2.0, eps: float = 1e-06, keepdim: bool = False) -> Tensor:
    """the p-norm of x1 - x2 + eps along the last dim"""
    return torch.norm(x1 - x2 + eps, p, [-1], keepdim)


@op("torch.nn.functional.triplet_margin_loss")
def triplet_margin_loss(anchor: Tensor, positive: Tensor, negative: Tensor, margin: float = 1.0, p: float = 2.0, eps: float = 1e-06, swap: bool = False, size_average: Optional[bool] = None, reduce: Optional[bool] = None, reduction: str = "mean") -> Tensor:
    """max(d(a, p) - d(a, n) + margin, 0), reduced"""
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


@op("Tensor.index_copy", "torch.index_copy")
def index_copy(input: Tensor, dim: int, index: Tensor, source: Tensor) -> Tensor:
    """the slices of source at the given indices along dim (distinct indices)"""
    return input.index_add(dim, index, source - input.index_select(dim, index))


@op("torch.linalg.norm")
def linalg_norm(input: Tensor, ord: Optional[float] = None, dim: Optional[List[int]] = None, keepdim: bool = False) -> Tensor:
    """the 2-norm (Frobenius for matrices) unless ord is given, over dim or all elements"""
    p = 2.0
    if ord is not None:
        p = ord
    if dim is None:
        if keepdim:
            return torch.norm(input, p, list(range(input.dim())), True)
        return torch.norm(input, p)
    return torch.norm(input, p, dim, keepdim)


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


@op("torch.nn.functional.conv_transpose2d", "torch.conv_transpose2d")
def conv_transpose2d(input: Tensor, weight: Tensor, bias: Optional[Tensor] = None, stride: List[int] = [1], padding: List[int] = [0], output_padding: List[int] = [0], groups: int = 1, dilation: List[int] = [1]) -> Tensor:
    """zeros inserted between input pixels (stride), padded by dilation * (k - 1) - padding (+ output_padding after), then a stride-1 conv2d with the flipped, transposed weight; groups 1"""
    if groups != 1:
        raise RuntimeError("conv_transpose2d(): groups other than 1 are not supported yet")
    sh = stride[0]
    sw = stride[-1]
    ph = padding[0]
    pw = padding[-1]
    oh = output_padding[0]
    ow = output_padding[-1]
    dh = dilation[0]
    dw = dilation[-1]
    n = input.size(0)
    c = input.size(1)
    h = input.size(2)
    w = input.size(3)
    x = input
    if sw > 1:
        gaps = [0, sw - 1]
        x = torch.nn.functional.pad(x.unsqueeze(-1), gaps).reshape(n, c, h, w * sw)
        x = x[:, :, :, : (w - 1) * sw + 1]
    if sh > 1:
        wd = x.size(3)
        gaps = [0, 0, 0, sh - 1]
        x = torch.nn.functional.pad(x.unsqueeze(3), gaps).reshape(n, c, h * sh, wd)
        x = x[:, :, : (h - 1) * sh + 1]
    kh = weight.size(2)
    kw = weight.size(3)
    top = dh * (kh - 1) - ph
    left = dw * (kw - 1) - pw
    border = [left, left + ow, top, top + oh]
    x = torch.nn.functional.pad(x, border)
    flipped = weight.flip([2, 3]).transpose(0, 1)
    dilated = [dh, dw]
    out = torch.nn.functional.conv2d(x, flipped, None, 1, 0, dilated)
    if bias is not None:
        out = out + bias.reshape(1, -1, 1, 1)
    return out
