import torch
from typing import List, Tuple, Optional

from typing import List, Tuple
def scaled(n: int, s: float) -> float:
    return n * s
def as_int(x: torch.Tensor) -> int:
    return x.sum()
def f(x: torch.Tensor, i: torch.Tensor) -> Tuple[float, int, float, List[float]]:
    out: List[float] = []
    for k in range(i.size(0)):
        out.append(scaled(i[k], x[k]))
    return scaled(i.sum(), x.mean()), as_int(i), scaled(as_int(i[0]), 0.5), out
