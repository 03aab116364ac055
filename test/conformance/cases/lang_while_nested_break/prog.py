import torch
from typing import List, Tuple, Optional

def f(n: int) -> List[int]:
    out: List[int] = []
    i = 0
    while i < n:
        j = 0
        while True:
            if j > i:
                break
            if (i + j) % 2 == 0:
                j += 1
                continue
            out.append(i * 10 + j)
            j += 1
        i += 1
    return out
