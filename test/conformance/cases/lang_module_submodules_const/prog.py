import torch
from typing import List, Tuple, Optional

import torch.nn as nn
from typing import Dict
from typing import Final


class Scale(nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k
        self.w = nn.Parameter(torch.ones(3) * k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w + self.k


class M(nn.Module):
    n: Final[int] = 2

    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([Scale(1.0), Scale(2.0)])
        self.heads = nn.ModuleDict({"a": Scale(0.5), "b": Scale(3.0)})
        self.register_buffer("offset", torch.arange(3).float())
        self.names: List[str] = ["a", "b"]

    def forward(self, x: torch.Tensor) -> Dict[str, torch.Tensor]:
        for i, l in enumerate(self.layers):
            x = l(x) + i
        out: Dict[str, torch.Tensor] = {}
        for k, h in self.heads.items():
            out[k] = h(x) + self.offset * self.n
        return out

    @torch.jit.export
    def total(self, x: torch.Tensor) -> torch.Tensor:
        d = self.forward(x)
        return d["a"] + d["b"]
