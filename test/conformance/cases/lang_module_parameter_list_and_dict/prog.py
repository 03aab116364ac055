import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ps = nn.ParameterList([nn.Parameter(torch.ones(3) * i) for i in range(3)])
        self.pd = nn.ParameterDict({"a": nn.Parameter(torch.ones(3)), "b": nn.Parameter(torch.arange(3.0))})

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        y = x
        for i, p in enumerate(self.ps):
            y = y + p * float(i)
        y = y + self.pd["a"] * 2 + self.ps[-1]
        z = self.pd["a"] - self.pd["b"]
        return y, z, torch.stack([p * x for p in self.ps]).sum(0)
