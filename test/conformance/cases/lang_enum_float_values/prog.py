import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple

class Scale(Enum):
    HALF = 0.5
    DOUBLE = 2.0

def f(x: float) -> float:
    s = Scale.DOUBLE
    if x < 0:
        s = Scale.HALF
    return x * s.value
