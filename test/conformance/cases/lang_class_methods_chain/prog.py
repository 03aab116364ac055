import torch
from typing import List, Tuple, Optional

class Acc:
    def __init__(self, start: float):
        self.total = start
        self.hist: List[float] = []

    def add(self, v: float) -> 'Acc':
        self.total += v
        self.hist.append(self.total)
        return self

    def mean(self) -> float:
        return sum(self.hist) / len(self.hist)


def f(a: float) -> Tuple[float, float, List[float]]:
    acc = Acc(a)
    acc.add(1.0).add(2.0).add(3.0)
    return acc.total, acc.mean(), acc.hist
