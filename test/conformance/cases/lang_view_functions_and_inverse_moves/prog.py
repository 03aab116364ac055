import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor):
    a = a * 1
    v = torch.movedim(a, 0, -1)
    v[..., 1] = 7
    p = a.permute(2, 0, 1)
    p[0] += 100
    q = torch.transpose(a, 0, 2)
    q[1] *= -1
    r = torch.select(a, 1, 2)
    r.fill_(-5)
    return a, v, p, q, r
