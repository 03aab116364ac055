import torch
from typing import List, Tuple, Optional

def f(n: int) -> Tuple[List[int], int, int, List[int], int, List[float]]:
    l = [5, 3, 9, 1, n]
    l.insert(2, 7)
    l.insert(-1, 8)
    p = l.pop(1)
    l.remove(9)
    l.reverse()
    m = sorted(l)
    l.sort()
    c = l.count(1)
    fl = [3.5, -1.0, 2.25]
    fl.sort(reverse=True)
    return l, p, c, m, l.index(7), fl
