import torch
from typing import List, Tuple, Optional

class Scale(torch.nn.Module):
    def __init__(self, s: float):
        super().__init__()
        self.s = s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.s

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pre = Scale(2.0)
        self.post: Optional[Scale] = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.pre(x)
        if self.post is not None:
            y = self.post(y)
        return y
