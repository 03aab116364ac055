import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    steps = 0
    while steps < 20 and float(x.abs().max()) > 0.01:
        x = x * 0.5
        steps += 1
    return x, steps
