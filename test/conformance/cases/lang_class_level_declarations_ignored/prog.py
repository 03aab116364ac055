from typing import List, Optional


class P:
    x: int
    names: List[str]
    best: Optional[int]

    def __init__(self, x: int):
        self.x = x
        self.names = ["a"]
        self.best: Optional[int] = None

    def add(self, s: str) -> int:
        self.names.append(s)
        return len(self.names) + self.x


def f(a: int) -> List[int]:
    p = P(a)
    r = p.add("xy")
    b = p.best
    return [r, p.x, len(p.names), -1 if b is None else b]
