import torch
from typing import List, Tuple, Optional

def f(a: List[int], b: List[float], c: List[str]) -> List[str]:
    out: List[str] = []
    for i, (x, y, z) in enumerate(zip(a, b, c), 1):
        out.append(z + str(i) + str(x + y))
    return out
