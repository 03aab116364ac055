import torch
from typing import List, Tuple, Optional

from typing import Final

class M(torch.nn.Module):
    k: Final[int] = 3

    def __init__(self):
        super().__init__()
        self.register_buffer("steps", torch.arange(4).float())
        self.table = {"a": 1, "b": 2}
        self.pair = (2, 5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.steps + self.k + self.table["b"] + self.pair[1]
