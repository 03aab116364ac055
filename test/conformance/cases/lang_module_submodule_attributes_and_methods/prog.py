import torch
from typing import List, Tuple, Optional

class Branch(torch.nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k
        self.w = torch.nn.Parameter(torch.ones(3) * k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k

    def scaled(self, x: torch.Tensor, s: float) -> torch.Tensor:
        return x * s * self.k + self.w


class Pair(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Branch(5.0)
        self.n = 2

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.inner(x) * self.n


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.head = Branch(3.0)
        self.branches = torch.nn.ModuleList([Branch(1.0), Branch(2.0)])
        self.named = torch.nn.ModuleDict({"a": Branch(4.0)})
        self.pair = Pair()

    def forward(self, x: torch.Tensor) -> Tuple[float, torch.Tensor, float, torch.Tensor, torch.Tensor, float, int]:
        t = 0.0
        y = x
        for m in self.branches:
            t += m.k
            y = m.scaled(y, 2.0) + m.w
        z = self.head.scaled(x, 2.0) + self.branches[-1].scaled(x, 1.0) + self.named["a"].scaled(x, 0.5)
        return self.head.k, self.head.w, t, y, z + self.pair.inner.w, self.pair.inner.k, self.pair.n
