import torch
from typing import List, Tuple, Optional

def f(n: float) -> int:
    s = 0
    for i in range(n):
        s += i
    return s
