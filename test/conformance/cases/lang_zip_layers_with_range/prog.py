import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ups = nn.ModuleList([nn.Identity(), nn.Identity()])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for i, up in zip(range(2), self.ups):  # error
            x = up(x) * i
        return x
