import torch
from typing import List, Tuple, Optional

import math


class Block(torch.nn.Module):
    def __init__(self, dim: int, mult: float = 2.0):
        super().__init__()
        hidden = int(dim * mult)
        assert hidden % 2 == 0, "hidden must be even"
        self.hidden = hidden
        self.scale = 1.0 / math.sqrt(hidden)
        self.act = torch.nn.ReLU() if dim > 4 else torch.nn.Tanh()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(x) * self.scale + self.hidden


class M(torch.nn.Module):
    def __init__(self, dim: int = 8, depth: int = 3):
        super().__init__()
        self.heads = 2
        self.head_dim = dim // self.heads
        self.names: List[str] = []
        for i in range(depth):
            self.names.append("b" + str(i))
        layers = []
        for i in range(depth):
            layers.append(Block(dim // (i + 1)))
        self.blocks = torch.nn.ModuleList(layers)
        self.extra = torch.nn.ModuleList()
        for k in range(2):
            self.extra.append(Block(4, mult=float(k + 1) * 2.0))
        self.tag = "-".join(["x", "y"]) if depth > 10 else "short"
        self.eps = 10 ** -5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for b in self.blocks:
            x = b(x)
        for b in self.extra:
            x = b(x)
        return x * self.head_dim + len(self.names) + self.eps + len(self.tag)
