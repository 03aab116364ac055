import torch
from typing import List, Tuple, Optional

def g(x: Optional[int]) -> int:
    if isinstance(x, int):
        return x * 2
    return -1

def f(a: int, t: torch.Tensor) -> Tuple[int, int, bool, bool]:
    return g(a), g(None), isinstance(t, torch.Tensor), isinstance(a, float)
