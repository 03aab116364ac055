import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[List[int], int, int]:
    total = 1
    for d in x.shape:
        total *= d
    sizes = x.size()
    return sizes, total, len(x.shape) + sizes[-1]
