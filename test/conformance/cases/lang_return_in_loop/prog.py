import torch
from typing import List, Tuple, Optional

def f(n: int, target: int) -> int:
    for i in range(n):
        for j in range(n):
            if i * j == target:
                return i * 100 + j
    return -1
