import torch
from typing import List, NamedTuple


class P(NamedTuple):
    x: int
    y: int


class C:
    def __init__(self, a: int, b: int):
        self.a = a
        self.b = b

    def m(self, p: int, q: int) -> int:
        return p * 100 + q * 10 + self.a


def g(a: int, b: int = 5) -> int:
    return a * 10 + b


def h(l: List[int]) -> int:
    l.append(len(l))
    return len(l)


def mk(l: List[int]) -> C:
    l.append(-1)
    return C(1, 2)


def f(x: torch.Tensor):
    l: List[int] = []
    r0 = g(b=h(l), a=h(l))
    p = P(y=h(l), x=h(l))
    c = C(b=h(l), a=h(l))
    r = mk(l).m(q=h(l), p=h(l))
    ok = len(l) > 100 and g(b=h(l), a=h(l)) > 0
    k = 0
    while g(b=h(l), a=h(l)) < 250:
        k += 1
    s = [g(b=h(l), a=h(l)) for _ in range(2)]
    t = torch.clamp(x * 3, max=float(h(l)), min=float(h(l)))
    return [r0, p.x, p.y, c.a, c.b, r, int(ok), k] + s + l, t
