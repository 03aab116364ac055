import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[float, int, bool]:
    s = x.sum()
    return float(s), int(s * 10), bool(s > 0)
