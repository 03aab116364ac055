import torch
from typing import List, Tuple, Optional

def f(a: int, s: str) -> Tuple[int, List[bool]]:
    x: List[float] = []
    y = [1.5]
    r = [any([a, 0]), all([1.0, 0.0]), all([a, 2]), any(['', s]), any([0.0]),
         any([]), all([]), x == [], [] != y, [] == [a], y.copy() != []]
    return (sum([]) + sum([a, a]), r)
