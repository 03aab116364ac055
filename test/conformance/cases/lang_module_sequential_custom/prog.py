import torch
from typing import List, Tuple, Optional

import torch.nn as nn
import torch.nn.functional as F


class Act(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.gelu(x) * 2


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.seq = nn.Sequential(Act(), nn.ReLU(), Act())
        self.training_flag = False

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.training:
            return x
        return self.seq(x)
