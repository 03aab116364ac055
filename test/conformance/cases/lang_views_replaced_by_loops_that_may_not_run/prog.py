import torch
from typing import List, Tuple, Optional

def g(a: torch.Tensor, n: int):
    x = a * 1
    v = x.float()
    t = x.t()
    k = 0
    while k < n:
        v = v * 2 + 1
        t = t - 1
        k += 1
    v[1] = -1.0
    x.add_(10)
    w = t[0]
    w.mul_(-1)
    return x, v, t, w


def f(a: torch.Tensor, b: torch.Tensor, n: int):
    return g(a, 0), g(a, n), g(b, 0), g(b, n)
