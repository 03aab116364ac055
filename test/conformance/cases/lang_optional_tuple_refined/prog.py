import torch
from typing import List, Tuple, Optional

def g(t: Optional[Tuple[int, int]]) -> int:
    if t is None:
        return 0
    a, b = t
    return a * b

def f(n: int) -> Tuple[int, int]:
    return g((n, 4)), g(None)
