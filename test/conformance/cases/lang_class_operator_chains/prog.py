import torch
from typing import List, Tuple, Optional

class Vec:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __mul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def scaled(self, k: float) -> "Vec":
        return self * k

def f(x: float) -> Tuple[float, float, float]:
    a = Vec(x, 1.0)
    b = a + a + Vec(1.0, 1.0) + a
    c = a.scaled(2.0) * 3.0
    return b.x, b.y, c.y
