import torch
from typing import List, Tuple, Optional

import torch.nn as nn
import torch.nn.functional as F


def drop_path(x: torch.Tensor, drop_prob: float = 0.0, training: bool = False) -> torch.Tensor:
    if drop_prob == 0.0 or not training:
        return x
    keep_prob = 1 - drop_prob
    shape = (x.shape[0],) + (1,) * (x.ndim - 1)
    random_tensor = x.new_empty(shape).bernoulli_(keep_prob)
    random_tensor.div_(keep_prob)
    return x * random_tensor


class LayerNorm2d(nn.LayerNorm):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.permute(0, 2, 3, 1)
        x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        return x.permute(0, 3, 1, 2)


class PlainNorm(nn.LayerNorm):
    pass


class Pool(nn.AvgPool2d):
    def __init__(self, k: int):
        super().__init__(k, stride=1, padding=k // 2, count_include_pad=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.avg_pool2d(x, self.kernel_size, self.stride, self.padding, self.ceil_mode, self.count_include_pad) - x


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = LayerNorm2d(4, eps=1e-6)
        self.plain = PlainNorm(5, elementwise_affine=False)
        self.pool = Pool(3)
        self.p = 0.1

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, float, List[int]]:
        y = drop_path(self.pool(self.norm(x)), self.p, self.training)
        return y, self.plain(x), self.norm.eps, list(self.norm.normalized_shape)
