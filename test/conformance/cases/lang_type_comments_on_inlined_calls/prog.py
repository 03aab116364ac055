import torch
from typing import List, Tuple, Optional

class P:
    def __init__(self, n):
        # type: (int) -> None
        self.n = n

    def add(self, k, t):
        # type: (int, Tensor) -> Tensor
        return t + k + self.n

    @staticmethod
    def twice(k):
        # type: (int) -> int
        return 2 * k

def helper(xs, k):
    # type: (List[int], int) -> int
    return sum(xs) + k

def opt(a, b):
    # type: (Optional[int], int) -> int
    if a is None:
        return b
    return a + b

def f(x):
    # type: (Tensor) -> Tuple[Tensor, int, int, int, int]
    p = P(2)
    return p.add(3, x), helper([1, 2], 4), opt(None, 3), opt(2, 3), P.twice(5)
