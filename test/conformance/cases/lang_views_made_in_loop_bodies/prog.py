import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, n: int):
    out = a * 1
    for i in range(n):
        row = out[i]
        row[0] = float(i)
        row.mul_(2)
        col = out[:, i % 2]
        col += 1
    k = 0
    while k < 2:
        t = out.t()
        t[1] -= 10
        k += 1
    r = out[n - 4]
    r.sub_(100)
    return out, r
