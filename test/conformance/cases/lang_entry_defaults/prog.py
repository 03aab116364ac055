import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, s: float = 2.0, y: Optional[torch.Tensor] = None, mode: str = "mul") -> torch.Tensor:
    if y is not None:
        x = x + y
    if mode == "mul":
        return x * s
    return x + s
