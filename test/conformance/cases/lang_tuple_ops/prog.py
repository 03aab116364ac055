import torch
from typing import List, Tuple, Optional

def f(t: Tuple[int, int, int]) -> Tuple[Tuple[int, int], int, bool, int]:
    a = t[1:]
    s = 0
    for v in t:
        s += v
    return a, s, 2 in t, len(t)
