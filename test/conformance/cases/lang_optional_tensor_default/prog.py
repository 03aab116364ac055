import torch
from typing import List, Tuple, Optional

def g(x: torch.Tensor, bias: Optional[torch.Tensor] = None, scale: float = 1.0) -> torch.Tensor:
    y = x * scale
    if bias is not None:
        y = y + bias
    return y


def f(x: torch.Tensor, b: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return g(x), g(x, b), g(x, scale=2.0, bias=b)
