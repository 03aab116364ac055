import torch
from typing import List, Tuple, Optional

class M(torch.nn.Module):
    n: int
    names: List[str]

    def __init__(self):
        super().__init__()
        self.n = 4
        self.names = ["a", "b"]

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, str]:
        return x * self.n, self.names[-1]
