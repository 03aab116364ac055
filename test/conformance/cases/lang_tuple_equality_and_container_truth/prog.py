import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(n: int, s: str, xs: List[int], d: Dict[str, int]) -> Tuple[List[bool], int]:
    a = (1, n)
    c = s
    k = 0
    if xs:
        k += 1
    if not d:
        k += 10
    while xs:
        xs.pop()
        k += 1000
    return [a == (1, 2), a != (1, 2), a == (1, n), (n,) == (3,), not xs, not s], k
