import torch
from typing import List, Tuple, Optional

def f(n: int) -> int:
    s = 0
    for i in range(n, -n, -3):
        s = s * 2 + i
    return s
