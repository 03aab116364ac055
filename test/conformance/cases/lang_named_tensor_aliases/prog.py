import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> List[torch.Tensor]:
    a = x.clone()
    b = a.detach()
    b.mul_(3.0)
    c = a
    c += 1.0
    d = c
    d[0] = 100.0
    e = x.clone()
    g = e
    e = e * 2.0
    g.add_(1.0)
    h = x.clone()
    k = h
    torch.relu_(k)
    return [a, b, c, d, e, g, h]
