import torch
from typing import List, Tuple, Optional

class Box:
    def __init__(self, lo: float, hi: float):
        self.lo = lo
        self.hi = hi

    def width(self) -> float:
        return self.hi - self.lo

    def split(self) -> Tuple["Box", "Box"]:
        mid = (self.lo + self.hi) / 2
        return Box(self.lo, mid), Box(mid, self.hi)

def f(a: float, b: float) -> Tuple[float, float, List[float]]:
    l, r = Box(a, b).split()
    boxes = [l, r, Box(0.0, 1.0)]
    return l.width(), r.hi, [bx.width() for bx in boxes]
