import torch
from typing import List, Tuple, Optional

class Vec:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __neg__(self) -> "Vec":
        return Vec(-self.x, -self.y)

    def __invert__(self) -> "Vec":
        return Vec(self.y, self.x)

def f(x: float) -> Tuple[float, float, float, float]:
    v = Vec(x, 2.0) + Vec(1.0, -5.0)
    w = -v
    p = -(-w)
    q = ~p
    return w.x, p.y, q.x, q.y
