import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple

class Color(Enum):
    RED = 1

def f(n: int) -> bool:
    return Color.BLUE == Color.RED
