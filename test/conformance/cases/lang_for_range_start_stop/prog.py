import torch
from typing import List, Tuple, Optional

def f(a: int, b: int) -> int:
    s = 0
    for i in range(a, b):
        s += i * i
    return s
