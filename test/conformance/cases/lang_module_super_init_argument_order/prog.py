import torch
from typing import List, Tuple, Optional

import torch
import torch.nn as nn


class Counter:
    def __init__(self):
        self.n = 0

    def next(self) -> int:
        self.n += 1
        return self.n


class Base(nn.Module):
    def __init__(self, a: int, b: int):
        super().__init__()
        self.total = a * 10 + b


class M(Base):
    # super().__init__'s arguments are computed in the call's order (the
    # keywords are not in the parameters' order), then bound: b=1, a=2.
    def __init__(self):
        c = Counter()
        super().__init__(b=c.next(), a=c.next())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.total
