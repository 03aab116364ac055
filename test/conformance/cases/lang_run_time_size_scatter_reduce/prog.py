import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, idx: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    src = x[x > 0]
    index = idx[x > 0]
    return (torch.zeros(4).scatter_reduce(0, index, src, "amax"),
            torch.ones(4).scatter_reduce(0, index, src, "sum", include_self=False))
