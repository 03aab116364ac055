import torch
from typing import List, Tuple, Optional

def describe(x: Optional[int], scale: int = 2) -> int:
    if x is None:
        return -1
    return x * scale

def countdown(n: int) -> int:
    x: Optional[int] = n
    steps = 0
    while x is not None:
        steps += 1
        if x is not None and x > 0:
            x = x - 1
        else:
            x = None
    return steps

def f(n: int) -> Tuple[int, int, int, int]:
    k: Optional[int] = None
    if n > 0:
        k = n
    return describe(k), describe(None), describe(3, scale=5), countdown(n)
