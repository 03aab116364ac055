import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple

class P(NamedTuple):
    a: int

def f(n: int) -> int:
    p = P(1.5)
    return p.a
