import torch
from typing import List, Tuple, Optional

class P:
    def __init__(self, a: int, b: int):
        self.a = a
        self.b = b

    def __eq__(self, other: 'P') -> bool:
        return self.a == other.a and self.b == other.b

    def __lt__(self, other: 'P') -> bool:
        return self.a < other.a

    def __add__(self, other: 'P') -> 'P':
        return P(self.a + other.a, self.b + other.b)

def f(n: int) -> Tuple[bool, bool, int]:
    p = P(1, n)
    q = P(1, n)
    r = p + q
    return p == q, p < r, r.b
