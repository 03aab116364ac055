import torch
from typing import List, Tuple, Optional

class Interval:
    def __init__(self, lo: float, hi: float):
        self.lo = lo
        self.hi = hi

    def split(self, at: float) -> Tuple["Interval", "Interval"]:
        return Interval(self.lo, at), Interval(at, self.hi)

    def length(self) -> float:
        return self.hi - self.lo

def f(x: torch.Tensor) -> Tuple[float, float, float]:
    iv = Interval(float(x.min()), float(x.max()))
    a, b = iv.split(0.0)
    return a.length(), b.length(), iv.length()
