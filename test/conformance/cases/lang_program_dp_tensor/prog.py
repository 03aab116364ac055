import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> torch.Tensor:
    n = x.size(0)
    out = torch.zeros(n, n)
    for i in range(n):
        for j in range(i, n):
            if i == j:
                out[i, j] = x[i]
            else:
                out[i, j] = out[i, j - 1] + x[j]
    return out
