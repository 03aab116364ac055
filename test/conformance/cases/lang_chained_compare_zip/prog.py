import torch
from typing import List, Tuple, Optional

def f(xs: List[int], ys: List[float], lo: int, hi: int) -> Tuple[int, float]:
    inside = 0
    for x in xs:
        if lo <= x < hi:
            inside += 1
    acc = 0.0
    for x, y in zip(xs, ys):
        acc += x * y
    return inside, acc
