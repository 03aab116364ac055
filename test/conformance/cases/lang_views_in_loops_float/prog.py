import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, n: int):
    a = a * 1
    r = a[0]
    for i in range(n):
        a.add_(1)
    s = a.t()
    j = 0
    while j < n:
        s[0] += 1
        a[1] -= 1
        j += 1
    out = a.float()
    for i in range(n):
        out[i % 2] = i * 1.5
    q = a[1]
    for i in range(n):
        q = q + 1
        q.mul_(2)
    return a, r, s, out, q
