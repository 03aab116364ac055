import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class Scale(nn.Module):
    def __init__(self, w: float):
        super().__init__()
        self.w = w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ups = nn.ModuleList([Scale(2.0), Scale(3.0), Scale(0.5)])
        self.norms = nn.Sequential(nn.LayerNorm(4), nn.Identity())
        self.heads = nn.ModuleDict({"a": Scale(1.5), "b": Scale(-1.0)})

    def forward(self, x: torch.Tensor, s: float) -> List[torch.Tensor]:
        outs: List[torch.Tensor] = []
        for up, norm in zip(self.ups, self.norms):
            x = norm(up(x))
            outs.append(x)
        for i, (up, g) in enumerate(zip(self.ups, (1.0, 2.0, 3.0, 4.0))):
            x = up(x) * g + i
        outs.append(x)
        for (name, head), t in zip(self.heads.items(), (s, 2.0 * s, 3.0)):
            outs.append(head(x) + t + len(name))
        for up, t in zip(self.ups, (x, x * 2)):
            outs.append(up(t))
        for head, up in zip(self.heads.values(), self.ups):
            outs.append(head(up(x)))
        return outs
