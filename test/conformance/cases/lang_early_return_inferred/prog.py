import torch
from typing import List, Tuple, Optional

def first_square_over(n: int, limit: int):
    for i in range(n):
        if i * i > limit:
            return i
    return -1

def scaled(x: torch.Tensor, k: int):
    if k > 0:
        return x * 2.0
    elif k < 0:
        return -x
    return x

def f(x: torch.Tensor, n: int) -> Tuple[int, int, torch.Tensor, torch.Tensor]:
    return first_square_over(n, 10), first_square_over(2, 10), scaled(x, 1), scaled(x, -1)
