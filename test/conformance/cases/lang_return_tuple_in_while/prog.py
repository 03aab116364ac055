import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, limit: float) -> Tuple[torch.Tensor, int]:
    steps = 0
    while steps < 100:
        if float(x.abs().sum()) < limit:
            return x, steps
        x = x * 0.5
        steps += 1
    return x, -1
