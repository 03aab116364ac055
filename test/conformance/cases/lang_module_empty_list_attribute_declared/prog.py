import torch
from typing import List, Tuple, Optional

class M(torch.nn.Module):
    seen: List[int]

    def __init__(self):
        super().__init__()
        self.calls = 0
        self.seen = []

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int, List[int]]:
        self.calls += 1
        self.seen.append(x.size(0))
        return x + self.calls, self.calls, self.seen
