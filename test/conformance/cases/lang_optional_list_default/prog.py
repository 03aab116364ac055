import torch
from typing import List, Tuple, Optional

def g(x: List[int], scale: int = 2, dims: Optional[List[int]] = None) -> List[int]:
    if dims is None:
        dims = [0, 1]
    return [x[d] * scale for d in dims]

def f(n: int) -> Tuple[List[int], List[int], List[int]]:
    x = [n, n + 1, n + 2]
    return g(x), g(x, dims=[2]), g(x, 3, [1, 2])
