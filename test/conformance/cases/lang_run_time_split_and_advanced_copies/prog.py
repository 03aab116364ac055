import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor):
    v = a[a > 0]
    p, q = v.split(2)
    c = a[a > 0]
    c[0] = 100
    d = a[torch.tensor([1, 0])]
    d += 1
    e = a[a > 0][0:2]
    e.mul_(3)
    return p, q, a, c, d, e
