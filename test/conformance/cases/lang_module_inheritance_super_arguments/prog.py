import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class Base(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.dim


class Child(Base):
    def __init__(self):
        super().__init__(3, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.dim
