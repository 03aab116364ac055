import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class Sub(nn.Module):
    def __init__(self):
        super().__init__()
        self.n = 4

    @property
    def double(self) -> int:
        return self.n * 2

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.double


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.empty(3, 3))
        self.b = nn.Parameter(torch.empty(3))
        self.s = nn.Parameter(torch.empty(3))
        nn.init.eye_(self.w)
        nn.init.zeros_(self.b)
        torch.nn.init.constant_(self.s, 0.5)
        nn.init.ones_(self.b)
        self.register_parameter("g", nn.Parameter(torch.ones(3) * 2))
        self.hidden = 3
        self.sub = Sub()

    @property
    def width(self) -> int:
        return self.hidden * 2

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int]:
        y = (x @ self.w + self.b) * self.s * self.g
        return y * self.width + self.sub(x), self.sub.double
