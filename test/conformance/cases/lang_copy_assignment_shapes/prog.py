import torch
from typing import List, Tuple, Optional

def f(a: torch.Tensor, i: torch.Tensor, s: torch.Tensor):
    x = a * 1
    x[None] = torch.ones(1, 3)
    x[..., 1] = 2.5
    y = i * 1
    y[...] = torch.tensor([1.7, -2.7, 3.2])
    y[None, 0] = torch.tensor([9.9])
    t = s * 1
    t[None] = torch.tensor([4.5])
    u = i * 1
    u.copy_(a[0])
    return x, y, t, u, torch.tensor([1, 2]).expand_as(x[:, :2])
