import torch
from typing import List, Tuple, Optional

from typing import Dict


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.count = torch.jit.Attribute(2, int)
        self.names = torch.jit.Attribute([], List[str])
        self.table = torch.jit.Attribute({}, Dict[str, int])
        self.scale = torch.jit.Attribute(0.5, float)

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int, List[str], int]:
        return x * self.scale + self.count, self.count, self.names, len(self.table)
