import torch
from typing import List, Tuple, Optional

class Counter:
    def __init__(self, start: int = 0, step: int = 1):
        self.value = start
        self.step = step
        self.history: List[int] = []

    def bump(self, times: int = 1) -> int:
        for _ in range(times):
            self.value += self.step
            self.history.append(self.value)
        return self.value

def f(n: int) -> Tuple[int, int, List[int], int]:
    c = Counter()
    d = Counter(10, step=n)
    c.bump()
    c.bump(3)
    d.bump(2)
    return c.value, d.value, d.history, len(c.history)
