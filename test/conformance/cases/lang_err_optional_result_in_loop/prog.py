import torch
from typing import List, Tuple, Optional

def g(x: torch.Tensor) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
    return x, x * 2.0


def f(x: torch.Tensor) -> torch.Tensor:
    w = torch.zeros(2)
    for i in range(3):
        a, w = g(x)  # HERE
    return w  # HERE
