import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor):
    a *= 3
    v = a.contiguous()
    v[0] = v.sum()
    a.add_(1)
    return a, v
