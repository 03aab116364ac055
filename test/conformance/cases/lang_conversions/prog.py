import torch
from typing import List, Tuple, Optional

def f(x: float, n: int) -> Tuple[int, float, bool, bool]:
    return int(x), float(n) / 4, bool(n), bool(0.0)
