import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, d: int) -> Tuple[int, int, int, List[int]]:
    sizes: List[int] = []
    for i in range(x.dim()):
        sizes.append(x.size(i) * x.size(-1 - i))
    return x.size(d), x.size(x.dim() - 1), x.size(d - 3), sizes
