import torch
from typing import List, Tuple, Optional

class Branch(torch.nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.head = Branch(3.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.head.scale
