import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    out = torch.zeros(3, 5)
    out[1, :n] = x[0, :n]
    y = x[:n].clone()
    y[:, 1] = torch.ones(y.size(0))
    y[1:, 0] = -1.0
    y[0] = y[1] * 2
    z = x[x[:, 0] > 0].clone()
    z[:, 1:] = 0.0
    w = torch.zeros(4)
    w[n:] = x[0, :4 - n]
    e = torch.zeros(2, 3)
    e[:, :0] = x[:2, :0]
    return [out, y, z, w, e]
