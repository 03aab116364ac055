import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, w: torch.Tensor, n: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    k = int(n.item())
    rows = x[:k]
    y = rows @ w
    z = rows @ rows.t()
    g = x[:k].t() @ x[:k]
    return y, z, g
