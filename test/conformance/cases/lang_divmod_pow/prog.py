import torch
from typing import List, Tuple, Optional

def f(a: int, b: int, x: float) -> Tuple[Tuple[int, int], float, float, float, float]:
    return divmod(a, b), pow(x, 2), pow(a, 2), round(x), round(2.5)
