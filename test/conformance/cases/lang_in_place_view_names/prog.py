import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor):
    y = a.clone()
    r = y.t()
    r2 = r[0]
    q = r2
    y.add_(1)
    q.sub_(10)
    s = y[1]
    p = s
    p.mul_(2)
    w = s[1:]
    w.add_(5)
    s.mul_(3)
    return y, r, r2, q, s, p, w
