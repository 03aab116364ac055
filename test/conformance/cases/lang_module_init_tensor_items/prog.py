import torch
from typing import List, Tuple, Optional

from typing import List, Tuple
import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, rate: float):
        super().__init__()
        self.rate = rate

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * (1.0 - self.rate)


class M(nn.Module):
    # A stochastic-depth schedule as timm writes it: Python floats from a
    # float32 tensor (`item()`, `float()`, `int()`, `bool()`, `len()`).
    def __init__(self, depths: List[int] = [2, 3], rate: float = 0.3):
        super().__init__()
        dpr = [x.item() for x in torch.linspace(0, rate, sum(depths))]
        self.blocks = nn.ModuleList([Block(dpr[i]) for i in range(len(dpr))])
        t = torch.tensor([2.75])
        self.as_int = int(t)
        self.as_float = float(t * 2)
        self.flag = bool(t > 2)
        self.n = len(torch.zeros(4, 2))
        total = 0.0
        for r in torch.linspace(0, 1, 3).tolist():
            total += r
        self.total = total
        self.rates = dpr

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, List[float], int, float, bool, int, float]:
        for b in self.blocks:
            x = b(x)
        return x, self.rates, self.as_int, self.as_float, self.flag, self.n, self.total
