import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int, keep: int) -> Tuple[torch.Tensor, torch.Tensor]:
    dims: List[int] = []
    for i in range(n):
        if i != keep:
            dims.append(i)
    order: List[int] = []
    for i in range(x.dim()):
        order.append((i + n) % x.dim())
    return x.sum(dims), x.permute(order)
