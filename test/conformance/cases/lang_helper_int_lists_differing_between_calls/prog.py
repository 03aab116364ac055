import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F


def pad_to(x: torch.Tensor, m: int) -> torch.Tensor:
    p = (m - x.size(-1) % m) % m
    return F.pad(x, [0, p])


def block(x: torch.Tensor) -> torch.Tensor:
    y = pad_to(x, 4)
    return y.sum(-1, keepdim=True) + y.flip([y.dim() - 1])[..., :1]


def padded(x: torch.Tensor) -> torch.Tensor:
    k = x.size(0)
    return F.pad(x, [k, k])


def f(a: torch.Tensor, b: torch.Tensor) -> List[torch.Tensor]:
    return [block(a), block(b), block(b[0]), padded(a[0]), padded(b[:, 0])]
