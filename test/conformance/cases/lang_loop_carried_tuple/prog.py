import torch
from typing import List, Tuple, Optional

def f(n: int) -> Tuple[int, int]:
    pair = (0, 1)
    for i in range(n):
        a, b = pair
        pair = (b, a + b)
    return pair
