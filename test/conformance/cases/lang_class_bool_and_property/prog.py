import torch
from typing import List, Tuple, Optional

from typing import List


class Budget:
    def __init__(self, left: int):
        self.left = left

    def __bool__(self) -> bool:
        return self.left > 3

    @property
    def doubled(self) -> int:
        return self.left * 2


def f(a: int, b: int) -> List[int]:
    r: List[int] = []
    if Budget(a):
        r.append(1)
    if not Budget(b):
        r.append(2)
    r.append(int(Budget(b) and Budget(a)))
    r.append(int(bool(Budget(b)) or Budget(a)))
    x = Budget(b)
    while x:
        x.left -= 1
    r.append(x.left)
    r.append(x.doubled + Budget(a).doubled)
    return r
