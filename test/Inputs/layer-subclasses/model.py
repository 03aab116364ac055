# Module classes deriving from torch.nn layers: timm's `Conv2dSame(nn.Conv2d)`
# (its forward pads by the input's size and calls F.conv2d with the layer's
# `self.weight`, `self.stride`, `self.padding`, ...), a Linear subclass with
# `bias=False` (`self.bias` is None) and `self.out_features`, one changing
# only `__init__` (`self.bias.fill_`) and one with no body (the layer itself).
# Regenerate weights and expected results: cd test/Inputs/layer-subclasses && python ../make_module_case.py M 2,3,7,6
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


class Conv2dSame(nn.Conv2d):
    def __init__(self, in_channels: int, out_channels: int, kernel_size: int, stride: int = 1, bias: bool = True):
        super().__init__(in_channels, out_channels, kernel_size, stride, 0, 1, 1, bias)

    def forward(self, x: Tensor) -> Tensor:
        ih, iw = x.size()[-2:]
        kh, kw = self.weight.size()[-2:]
        pad_h = max((-(ih // -self.stride[0]) - 1) * self.stride[0] + (kh - 1) * self.dilation[0] + 1 - ih, 0)
        pad_w = max((-(iw // -self.stride[1]) - 1) * self.stride[1] + (kw - 1) * self.dilation[1] + 1 - iw, 0)
        x = F.pad(x, [pad_w // 2, pad_w - pad_w // 2, pad_h // 2, pad_h - pad_h // 2])
        return F.conv2d(x, self.weight, self.bias, self.stride, self.padding, self.dilation, self.groups)


class ScaledLinear(nn.Linear):
    def forward(self, x: Tensor) -> Tensor:
        out = F.linear(x, self.weight * 0.5, self.bias)
        return out + float(self.out_features)


class ZeroLinear(nn.Linear):
    def __init__(self, i: int, o: int):
        super().__init__(i, o)
        with torch.no_grad():
            self.bias.fill_(0.25)


class Plain(nn.LayerNorm):
    pass


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Conv2dSame(3, 4, 3, stride=2)
        self.b = Conv2dSame(4, 2, 2, bias=False)
        self.fc = ScaledLinear(2, 3, bias=False)
        self.fc2 = ScaledLinear(3, 2)
        self.z = ZeroLinear(2, 3)
        self.n = Plain(3, eps=1e-3)

    def forward(self, x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        y = self.b(self.a(x))
        pooled = y.mean((2, 3))
        z = self.fc2(self.fc(pooled))
        w = self.n(self.z(pooled)) + self.z.bias.sum() + self.n.eps
        return y, z, w
