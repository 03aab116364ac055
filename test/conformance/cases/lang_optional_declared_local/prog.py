import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    best: Optional[int] = None
    best = n * 2
    assert best is not None
    return best + 1
