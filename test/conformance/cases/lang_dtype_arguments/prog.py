import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, bool, torch.Tensor, torch.Tensor]:
    z = torch.zeros(3, dtype=x.dtype)
    y = x.to(torch.int64)
    w = torch.ones_like(y, dtype=torch.float64)
    return z, y.dtype == torch.int64, w, x.to(x.device)
