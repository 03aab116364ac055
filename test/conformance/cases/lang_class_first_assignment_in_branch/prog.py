import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple

class Box:
    def __init__(self, lo: int, hi: int):
        if lo > hi:
            self.lo = hi
        else:
            self.lo = lo

def f(a: int, b: int) -> int:
    box = Box(a, b)
    return box.lo
