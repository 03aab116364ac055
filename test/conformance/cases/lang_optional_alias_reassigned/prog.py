import torch
from typing import List, Tuple, Optional

def g(x: torch.Tensor, y: Optional[torch.Tensor]) -> torch.Tensor:
    s = y
    if s is None:
        s = x.clone()
    else:
        s = s + x
    return s

def f(x: torch.Tensor) -> torch.Tensor:
    return g(x, None) + g(x, x) * 10.0
