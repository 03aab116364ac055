import torch
from typing import List, Tuple, Optional

def helper(x: List[int], y: int = 2) -> List[int]:
    return [v * y for v in x]

def f(n: int) -> Tuple[List[int], List[int], int, int]:
    r = list(range(n))
    return helper(r), helper(r, y=3), min(r), max([3, n, 1])
