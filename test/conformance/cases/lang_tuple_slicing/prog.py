import torch
from typing import List, Tuple, Optional

def f(n: int) -> Tuple[Tuple[int, int], int, Tuple[int, int, int, int]]:
    t = (1, 2, n, 4)
    return t[1:3], t[-1], t[::-1]
