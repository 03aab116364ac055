import torch
from typing import List, Tuple, Optional

from typing import NamedTuple

class P(NamedTuple):
    a: float
    b: int

def f(x: float) -> Tuple[int, float, float]:
    p = P(x, 3)
    return p[1], p[0], p[-2]
