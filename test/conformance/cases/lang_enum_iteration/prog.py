import torch
from typing import List, Tuple, Optional

from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 4

def f(k: int) -> Tuple[int, List[int], List[str]]:
    total = 0
    for c in Color:
        if c.value > k:
            total += c.value
    return total, [c.value for c in Color], [c.name for c in Color]
