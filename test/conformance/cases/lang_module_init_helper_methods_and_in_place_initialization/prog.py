import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class Block(nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.w = nn.Parameter(torch.ones(n))
        self.b = nn.Parameter(torch.ones(n) * 2.0)
        self.register_buffer("s", torch.arange(n).float())
        self.reset(0.5)
        self._zero_bias()

    def reset(self, v: float, k: int = 2):
        with torch.no_grad():
            self.w.fill_(v * k)
        return

    def _zero_bias(self):
        self.b.data.zero_()
        nn.init.constant_(self.s, 3.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w + self.b + self.s


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(3), Block(3)])
        self.scale = nn.Parameter(torch.zeros(3))
        self.init_weights(scale=2.0)

    def init_weights(self, scale: float):
        for i in range(2):
            nn.init.constant_(self.scale, scale)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for b in self.blocks:
            x = b(x)
        return x * self.scale
