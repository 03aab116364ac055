import torch
from typing import List, Tuple, Optional

def f(x: int, c: bool) -> int:
    y = x
    if c:
        y = "a"  # HERE
        return len(y)
    return y
