import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, i: torch.Tensor, t: torch.Tensor):
    a = x.clone()
    a[i] = -1.0
    b = x.clone()
    b[i] = torch.arange(4.0).reshape(2, 2, 1)
    c = x.clone()
    c[:, i[:, :1] % 3] = torch.tensor([[7.0], [8.0]])
    c[1:, i % 3] += 100.0
    d = x.clone()
    d[:, t] = torch.tensor([1.0, 2.0, 3.0, 4.0])
    d[i, i % 3] = torch.tensor([5.0, 6.0])
    return a, b, c, d
