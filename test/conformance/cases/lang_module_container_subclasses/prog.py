import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class Block(nn.ModuleDict):
    def __init__(self, n: int):
        super().__init__()
        for i in range(n):
            self.add_module("act%d" % (i + 1), nn.Hardtanh(-0.5 * (i + 1), 0.5 * (i + 1)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        features = [x]
        for name, layer in self.items():
            features.append(layer(features[-1] * 2.0))
        return torch.cat(features, 1)


class Chain(nn.ModuleList):
    def __init__(self):
        super().__init__()
        self.add_module("0", nn.Tanh())
        self.add_module("1", nn.Sigmoid())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self:
            x = layer(x)
        return x + 1.0


class Heads(nn.ModuleDict):
    def __init__(self):
        super().__init__()
        self.add_module("a", nn.ReLU())
        self.add_module("b", nn.Softsign())
        self.add_module("n", nn.LayerNorm(3))


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block(3)
        self.chain = Chain()
        self.heads = Heads()

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        return [self.block(x), self.chain(x), self.heads["b"](x), self.heads.a(x), self.heads["n"](x)]
