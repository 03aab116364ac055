import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ups = nn.ModuleList([nn.Identity(), nn.Identity()])
        self.gains = [1.0, 2.0]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for up, g in zip(self.ups, self.gains):  # error
            x = up(x) * g
        return x
