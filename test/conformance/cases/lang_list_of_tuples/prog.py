import torch
from typing import List, Tuple, Optional

def total(ps: List[Tuple[int, float]]) -> float:
    s = 0.0
    for a, b in ps:
        s += a * b
    return s

def f(n: int, given: List[Tuple[str, int]]) -> Tuple[List[Tuple[int, float]], float, List[str], Tuple[int, float], int]:
    ps: List[Tuple[int, float]] = []
    for i in range(n):
        ps.append((i, i * 0.5))
    ps.insert(0, (10, 1.5))
    ps[1] = (7, 2.0)
    last = ps.pop()
    names = [name + str(k) for name, k in given]
    x, y = given[-1]
    return ps, total(ps), names, last, len(given) + y
