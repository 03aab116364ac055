import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple

class Clamp:
    def __init__(self, lo: float, hi: float):
        self.lo = lo
        self.hi = hi

    def apply(self, v: float) -> float:
        if v < self.lo:
            return self.lo
        if v > self.hi:
            return self.hi
        return v

def f(a: float, b: float) -> Tuple[float, float]:
    c = Clamp(-1.0, 1.0)
    return c.apply(a), c.apply(b)
