import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, k: int) -> torch.Tensor:
    if k < 0:
        return -x
    elif k == 0:
        return x * 0.0
    y = x + 1.0
    if k > 10:
        return y * 10.0
    return y
