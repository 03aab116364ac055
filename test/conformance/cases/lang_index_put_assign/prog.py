import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    a = x.clone()
    a[a < 0.0] = 0.0
    b = x.clone()
    b[idx] = -1.0
    c = x.clone()
    c[[0, 2]] = torch.tensor([10.0, 20.0, 30.0, 40.0])
    d = x.clone()
    d[idx] = torch.tensor([[1.0], [2.0]])
    e = x.clone()
    e[x[:, 0] > 0.0] = 7.0
    g = (x * 10).long()
    g[g > 6] = 1
    h = x.clone()
    h[idx] += 100.0
    k = x.clone()
    i = 1
    k[i + 1] = 5.0
    return [a, b, c, d, e, g, h, k]
