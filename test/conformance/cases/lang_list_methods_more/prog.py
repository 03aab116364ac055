import torch
from typing import List, Tuple, Optional

def f(n: int) -> Tuple[List[int], int, int, List[int], int, int]:
    l = [3, 1, n, 1]
    l.sort()
    l.reverse()
    i = l.index(1)
    c = l.count(1)
    l.insert(1, 8)
    l.remove(3)
    m = l.copy()
    m.clear()
    return l, i, c, m, min(l), max(l)
