import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[int, bool]:
    n = 0
    if x.sum() > 0:
        n += 1
    if bool(y.max() < 0.0):
        n += 10
    while x.abs().max() > 0.5:
        x = x * 0.5
        n += 100
    return n, bool(x.mean())
