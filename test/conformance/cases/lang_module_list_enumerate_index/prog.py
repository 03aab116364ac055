import torch
from typing import List, Tuple, Optional

class Add(torch.nn.Module):
    def __init__(self, v: float):
        super().__init__()
        self.v = v

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.v

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = torch.nn.ModuleList([Add(1.0), Add(10.0), Add(100.0)])

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        out = x
        for i, layer in enumerate(self.layers):
            out = layer(out) * (i + 1)
        return out, self.layers[-1](x)
