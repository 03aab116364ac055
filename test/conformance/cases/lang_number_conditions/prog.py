import torch
from typing import List, Tuple, Optional

from typing import List


def f(n: int, x: float, s: str) -> List[bool]:
    r: List[bool] = []
    if n:
        r.append(True)
    k = 0
    while x:
        x = x - 0.5
        k += 1
    r.append(k == 3)
    r.append(not n)
    r.append(True and n)
    r.append(bool(n - n) or s)
    r.append(x or [n])
    return r
