import torch
from typing import List, Tuple, Optional

def best_of(xs: List[int]) -> Optional[int]:
    best: Optional[int] = None
    for x in xs:
        if best is None or x > best:
            best = x
    return best

def f(xs: List[int], ys: List[int]) -> Tuple[Optional[int], Optional[int], int]:
    a = best_of(xs)
    b = best_of(ys)
    print(a, b)
    total = 0
    if a is not None and b is not None:
        total = a + b
    elif a is not None:
        total = a
    return a, b, total
