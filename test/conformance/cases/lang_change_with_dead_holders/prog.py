import torch
from typing import List


def f(a0: torch.Tensor, x: torch.Tensor, k: int):
    a0[:] = -1
    v1 = a0 == -2.0
    v2 = v1[1:-1:3]
    ls5 = list(v2.split(1))
    ls5.append(v2)
    v6 = torch.cat(ls5) * len(ls5)
    v8 = v6.roll(3, -1)
    v2[None, ::2] = 0
    y = x.clone()
    parts = list(y.split(1))
    parts.append(y)
    total = torch.cat(parts).sum()
    y[0] = 5.0
    out = [y, total]
    w = x + 1
    held = [w, w]
    if k > 0:
        w.mul_(3)
    else:
        w.add_(held[1])
    out.append(w)
    return v1, v2, v6, v8, out
