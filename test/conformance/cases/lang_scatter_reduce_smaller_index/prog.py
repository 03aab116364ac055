import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, src: torch.Tensor, idx: torch.Tensor, idx2: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return (x.scatter_reduce(0, idx, src, "sum"),
            x.scatter_reduce(1, idx2, src, "amax", include_self=False),
            torch.scatter_reduce(x, -1, idx2, src, "mean"),
            x.scatter_reduce(0, idx, src, "prod", include_self=False),
            x.scatter_add(0, idx, src))
