import torch
from typing import List, Tuple, Optional
from enum import Enum
from typing import NamedTuple

class Accumulator:
    def __init__(self, x: torch.Tensor, momentum: float):
        self.avg = torch.zeros_like(x)
        self.momentum = momentum
        self.steps = 0

    def update(self, x: torch.Tensor) -> None:
        self.avg = self.avg * self.momentum + x * (1.0 - self.momentum)
        self.bump()

    def bump(self):
        self.steps += 1

    def result(self) -> Tuple[torch.Tensor, int]:
        return self.avg, self.steps

def f(x: torch.Tensor, n: int) -> Tuple[torch.Tensor, int]:
    acc = Accumulator(x, 0.9)
    for i in range(n):
        acc.update(x * float(i))
    if n > 2:
        acc.bump()
    return acc.result()
