import torch
from typing import List, Tuple, Optional

class Bag:
    def __init__(self, items: List[int]):
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i: int) -> int:
        return self.items[i]

    def __contains__(self, x: int) -> bool:
        return x in self.items

    def __setitem__(self, i: int, v: int):
        self.items[i] = v

def f(n: int) -> Tuple[int, int, bool, bool, List[int]]:
    b = Bag([1, 2, n])
    b[0] = 7
    return len(b), b[2], 2 in b, 5 in b, b.items
