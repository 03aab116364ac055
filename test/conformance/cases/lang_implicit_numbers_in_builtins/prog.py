import torch
from typing import List, Tuple, Optional

def g(n: Optional[int], s: Optional[float]) -> float:
    if n is None or s is None:
        return 0.0
    return n * s

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[int, float, int, Tuple[int, int], float, torch.Tensor, Tuple[int, float]]:
    return (min(3, x.sum()), max(0.5, y.mean()), max(x.sum(), x.max()), divmod(7, x.sum()),
            g(x.sum(), y.sum()), round(y * 3), (x.max(), y.min()))
