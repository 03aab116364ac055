import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, i: int):
    c = a.clone()
    r = c[i]
    t = c.t()
    u = c.unsqueeze(0)[:, 1:]
    w = c.view(-1)
    e = c[0].expand(3, c.size(1))
    d = t[1:]
    c.mul_(2)
    c[0, 0] = 100.0
    if i > 0:
        c += 1
    i = 0
    return r, t, u, w, e, d, c
