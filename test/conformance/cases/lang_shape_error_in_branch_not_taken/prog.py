import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, w: torch.Tensor, mode: int) -> Tuple[torch.Tensor, int]:
    n = 0
    if mode == 1:
        y = x @ w
        n = y.size(1)
    elif mode == 2:
        y = torch.cat([x, w.t()], dim=0)
    else:
        y = x + w
    for i in range(3):
        if i == mode + 5:
            y = y.view(7)
        else:
            y = y * 2.0
    return (y, n)
