import torch
from typing import List, Tuple, Optional

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0
        self.sizes = [1, 2, 3]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.training:
            return x
        return self.helper(x) * self.scale

    def helper(self, x: torch.Tensor) -> torch.Tensor:
        return x + float(sum(self.sizes))

    @torch.jit.export
    def other(self, x: torch.Tensor, n: int) -> torch.Tensor:
        return x * n + self.sizes[-1]
