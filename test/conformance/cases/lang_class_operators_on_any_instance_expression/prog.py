import torch
from typing import List, Tuple, Optional

class V:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    @staticmethod
    def zero() -> "V":
        return V(0.0, 0.0)

    def __add__(self, o: "V") -> "V":
        return V(self.x + o.x, self.y + o.y)

    def __sub__(self, o: "V") -> "V":
        return V(self.x - o.x, self.y - o.y)

    def __mul__(self, k: float) -> "V":
        return V(self.x * k, self.y * k)

    def __eq__(self, o: "V") -> bool:
        return self.x == o.x and self.y == o.y


class Acc:
    def __init__(self, x: float):
        self.x = x

    def __add__(self, o: float) -> "Acc":
        return Acc(self.x + o + 100.0)

    def __iadd__(self, o: float) -> "Acc":
        self.x += o
        return self


class Body:
    def __init__(self, p: V):
        self.pos = p

    def step(self, d: V):
        self.pos += d


def unit(k: float) -> V:
    return V(k, k)


def f(k: float) -> List[float]:
    a = V.zero() + unit(k) * 2.0
    b = a
    a += V(1.0, 1.0)
    a -= V(0.5, 0.0)
    c = Acc(1.0)
    d = c
    c += 2.0
    bd = Body(V(1.0, 2.0))
    bd.step(V(1.0, 1.0))
    bd.pos += V(10.0, 0.0)
    q = V(5.0, 5.0)
    bd2 = Body(V(0.0, 0.0))
    bd2.pos = q
    q.x = 7.0
    e = (bd.pos + unit(1.0) - V(1.0, 1.0)) * 0.5
    return [a.x, a.y, b.x, c.x, d.x, bd.pos.x, bd.pos.y, bd2.pos.x, e.x, float(bd.pos == V(12.0, 3.0))]
