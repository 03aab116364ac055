import torch
from typing import List, Tuple, Optional

class V:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    @staticmethod
    def unit(k: float) -> float:
        return k / 10.0

    def __add__(self, o: "V") -> "V":
        return V(self.x + o.x, self.y + o.y)

    def __mul__(self, k: float) -> "V":
        return V(self.x * k, self.y * k)

    def __eq__(self, o: "V") -> bool:
        return self.x == o.x and self.y == o.y

    def __lt__(self, o: "V") -> bool:
        return self.x < o.x

    def dot(self, o: "V") -> float:
        return self.x * o.x + self.y * o.y + V.unit(o.x)

def f(a: float) -> Tuple[float, float, bool, bool, float, float]:
    v = V(a, 2.0) + V(1.0, a)
    w = v * 2.0
    return w.x, w.y, v == V(a + 1.0, 2.0 + a), V(0.0, 0.0) < v, v.dot(w), V.unit(a)
