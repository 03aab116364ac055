import torch
from typing import List, Tuple, Optional

def f(xs: List[int]) -> int:
    t = tuple(xs)  # error
    return len(t)
