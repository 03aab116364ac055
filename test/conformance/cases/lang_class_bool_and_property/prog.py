import torch
from typing import List, Tuple, Optional

from typing import List


class Budget:
    def __init__(self, left: int):
        self.left = left
        self.tests = 0

    def __bool__(self) -> bool:
        self.tests += 1
        return self.left > 3

    @property
    def doubled(self) -> int:
        return self.left * 2

    def quadrupled(self) -> int:
        return self.doubled * 2


class Gauge:
    def __init__(self, level: int):
        self.level = level

    def __bool__(self) -> bool:
        return self.level > 3


def f(a: int, b: int) -> List[int]:
    r: List[int] = []
    if Budget(a):
        r.append(1)
    if not Budget(b):
        r.append(2)
    r.append(int(Budget(b) and Budget(a)))
    r.append(int(bool(Budget(b)) or Budget(a)))
    g = Gauge(b)
    while g:
        g.level -= 1
    r.append(g.level)
    r.append(Budget(b).doubled + Budget(a).doubled)
    # __bool__ runs on the variable's instance itself: each test counts.
    y = Budget(b)
    if y:
        r.append(y.tests)
    if not y:
        r.append(-1)
    r.append(y.tests)
    r.append(y.quadrupled())
    return r
