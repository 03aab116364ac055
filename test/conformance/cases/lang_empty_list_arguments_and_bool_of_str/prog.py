import torch
from typing import List, Tuple, Optional

class Bag:
    def __init__(self, items: List[int], names: Optional[List[str]]):
        self.items = items
        self.names = names

    def count(self, extra: List[int]) -> int:
        return len(self.items) + len(extra)

def size(xs: List[float]) -> int:
    return len(xs)

def f(s: str) -> Tuple[int, int, int, bool, bool, bool, List[str]]:
    b = Bag([], [])
    b.items.append(3)
    c = Bag([1, 2], None)
    names = b.names
    out: List[str] = [] if names is None else names
    return b.count([]), c.count([4]), size([]), bool(s), bool(""), bool(s + "x"), out
