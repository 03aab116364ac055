import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, n: int):
    x = a * 1
    b = x[0]
    c = b[1:]
    for i in range(n):
        x.add_(1)
        c.mul_(2)
    return x, b, c
