import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, n: int):
    y = a.clone()
    r = y[0]
    r.add_(10)
    s = y[:, 1:]
    s.mul_(2)
    t = y.t()
    t[0, 1] = -1.0
    u = y.unsqueeze(0)[0, 1]
    u.fill_(7)
    v = y.view(-1)
    v[2] = 100.0
    w = y[1][1:]
    if n > 0:
        w += 5
    return y, r, s, t, u, v, w
