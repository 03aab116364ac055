import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple
from typing import Dict

class Box:
    def __init__(self, w: int):
        self.width = w

def f(xs: List[int], n: int) -> Tuple[Dict[int, int], int, bool, bool]:
    squares = {x: x * x for x in xs}
    b = Box(n)
    return squares, getattr(b, "width"), hasattr(b, "width"), hasattr(b, "height")
