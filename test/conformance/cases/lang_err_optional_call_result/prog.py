import torch
from typing import List, Tuple, Optional

def g(x: torch.Tensor) -> Optional[torch.Tensor]:
    return x * 2.0


def f(x: torch.Tensor) -> torch.Tensor:
    w = g(x)
    return w + 1.0  # HERE
