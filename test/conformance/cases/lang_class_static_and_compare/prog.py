import torch
from typing import List, Tuple, Optional

class P:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y

    def __eq__(self, other: 'P') -> bool:
        return self.x == other.x and self.y == other.y

    def __lt__(self, other: 'P') -> bool:
        return self.x < other.x or (self.x == other.x and self.y < other.y)

    def __add__(self, other: 'P') -> 'P':
        return P(self.x + other.x, self.y + other.y)

    def __len__(self) -> int:
        return 2

    def __getitem__(self, i: int) -> int:
        return self.x if i == 0 else self.y

    def __contains__(self, v: int) -> bool:
        return v == self.x or v == self.y

    @staticmethod
    def origin() -> 'P':
        return P(0, 0)


def f(a: int) -> Tuple[bool, bool, int, int, int, bool]:
    p = P(a, 2)
    q = P(1, 2) + P.origin()
    r = p + q
    return p == q, q < p, r[0], r[1], len(r), 2 in p
