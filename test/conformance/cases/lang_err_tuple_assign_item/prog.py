import torch
from typing import List, Tuple, Optional

def f(a: int) -> Tuple[int, int]:
    t = (a, a)
    t[0] = 3  # HERE
    return t
