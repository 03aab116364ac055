import torch
import torch.nn.functional as F
from typing import Tuple

def f(x: torch.Tensor, y: torch.Tensor):
    d = x.dtype
    if x.dtype == torch.float32:
        w = x + 1.5
    else:
        w = x * 2
    z = torch.zeros(3, dtype=d)
    return (d, x.dtype != torch.int64, torch.float64, torch.bool, w, z,
            y.to(x.dtype), y.to(x), y.type_as(x), torch.ones_like(y, dtype=x.dtype),
            y.sum(dtype=x.dtype), torch.full([2], 7, dtype=y.dtype))
