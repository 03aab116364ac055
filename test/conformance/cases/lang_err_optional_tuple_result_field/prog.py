import torch
from typing import List, Tuple, Optional

def g(x: torch.Tensor) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
    return x, x * 2.0


def f(x: torch.Tensor) -> torch.Tensor:
    a, w = g(x)
    return a + w  # HERE
