import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, i: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    y = x.clone()
    y.add_(x.double())
    y += i
    y[0] *= 2
    c = i.clone()
    c.copy_(x[0])
    d = torch.zeros(2, 2)
    e = d
    e.copy_(torch.tensor(3.0))
    xs: List[float] = [1.5, 2.5]
    a = torch.as_tensor([1, 2]) + torch.as_tensor(xs) + torch.as_tensor(i, dtype=torch.float64)[0]
    return (y, c, d + e, a, torch.as_tensor(3.5, dtype=torch.float64))
