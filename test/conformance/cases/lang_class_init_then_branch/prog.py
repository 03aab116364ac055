import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple

class Box:
    def __init__(self, lo: int, hi: int):
        self.lo = lo
        self.hi = hi
        if lo > hi:
            self.lo = hi
            self.hi = lo

    def width(self) -> int:
        return self.hi - self.lo

def f(a: int, b: int) -> int:
    box = Box(a, b)
    box.hi = box.hi + 10
    return box.width()
