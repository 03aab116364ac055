import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, k: int):
    v = a.float()
    i = 0
    while i < k:
        v = v * 2 + 1
        i += 1
    w = v.float()
    j = 0
    while j < 2 * k:
        w = w * 2 + 1
        j += 1
    v[..., 1] = -7.0
    return v, w, a
