import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(n: int) -> Tuple[List[int], int]:
    a: List[int] = []
    b = a
    for i in range(n):
        b.append(i * i)
    return a, len(b)
