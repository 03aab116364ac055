import torch
from typing import List, Tuple, Optional

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    def forward(self, x: torch.Tensor, mask: Optional[torch.Tensor] = None, k: int = 2) -> torch.Tensor:
        y = x * self.scale
        if mask is not None:
            y = y * mask
        return self.helper(y, k)

    def helper(self, y: torch.Tensor, k: int = 1) -> torch.Tensor:
        return y + k
