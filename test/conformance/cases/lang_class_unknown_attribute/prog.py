import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple

class C:
    def __init__(self, v: int):
        self.v = v

def f(n: int) -> int:
    c = C(n)
    return c.w
