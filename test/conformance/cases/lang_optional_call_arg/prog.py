import torch
from typing import List, Tuple, Optional

def g(a: int) -> int:
    return a + 1

def f(x: Optional[int]) -> int:
    return g(x)
