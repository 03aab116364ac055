import torch
from typing import List, Tuple, Optional

class RunningStats:
    def __init__(self):
        self.n = 0
        self.mean = 0.0
        self.m2 = 0.0

    def push(self, x: float):
        self.n += 1
        delta = x - self.mean
        self.mean += delta / self.n
        self.m2 += delta * (x - self.mean)

    def variance(self) -> float:
        if self.n < 2:
            return 0.0
        return self.m2 / (self.n - 1)

def f(x: torch.Tensor) -> Tuple[float, float, int]:
    s = RunningStats()
    xs: List[float] = x.tolist()
    for v in xs:
        s.push(v)
    return s.mean, s.variance(), s.n
