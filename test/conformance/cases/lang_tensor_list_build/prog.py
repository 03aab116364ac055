import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> torch.Tensor:
    xs: List[torch.Tensor] = []
    for i in range(3):
        xs.append(x * float(i))
    ys = [x + 1.0, x - 1.0]
    zs = xs + ys
    total = torch.zeros_like(x)
    for t in zs:
        total = total + t
    sq = [t * t for t in ys]
    return torch.cat(zs + sq, dim=0) + total.sum() + len(zs) + zs[-1].sum() + torch.stack(zs[1:3]).sum()
