import torch
from typing import List, Tuple, Optional

def f(a: List[int]) -> Tuple[List[int], int, int, List[int], int]:
    b = a.copy()
    b.sort()
    b.reverse()
    c = a[:]
    c.extend([7, 8])
    c.remove(7)
    c.insert(0, 42)
    d = sorted(a)
    return b, a.index(3), a.count(1), c + d, c.pop(1)
