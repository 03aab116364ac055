import torch
from typing import List, Tuple, Optional

import torch.nn as nn
from typing import Final


class Base(nn.Module):
    n: Final[int] = 2

    def __init__(self, dim: int, k: float = 1.0):
        super().__init__()
        self.dim = dim
        self.k = k
        self.w = nn.Parameter(torch.ones(dim) * k)

    def scale(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k + self.w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.scale(x) * self.n


class Shifted(Base):
    def __init__(self, dim: int, shift: float):
        super().__init__(dim, k=shift * 2.0)
        self.shift = shift

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.scale(x) + self.shift


class Plain(Shifted):
    pass


class Deep(Shifted):
    def __init__(self):
        dim = 3
        super().__init__(dim, 0.25)
        self.extra = nn.Parameter(torch.full([dim], 0.5))

    def scale(self, x: torch.Tensor) -> torch.Tensor:
        return x - self.extra


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Shifted(3, 1.0), Plain(3, 0.5), Deep(), Base(3)])

    def forward(self, x: torch.Tensor) -> Tuple[List[torch.Tensor], List[int], float]:
        outs = [b(x) for b in self.blocks]
        return outs, [b.dim for b in self.blocks], self.blocks[2].k
