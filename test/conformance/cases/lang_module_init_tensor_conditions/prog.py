import torch
from typing import List, Tuple, Optional

from typing import List, Tuple
import torch
import torch.nn as nn


class M(nn.Module):
    # Tests on tensors computed while the module is constructed: `if`,
    # `assert`, a conditional expression and a comprehension's filter.
    def __init__(self, widths: List[int] = [8, 16, 24]):
        super().__init__()
        w = torch.tensor(widths)
        if (w % 8 != 0).any():
            raise ValueError("widths must be multiples of 8")
        assert bool((w > 0).all()), "widths must be positive"
        self.big = 1 if w.max() > 20 else 0
        self.wide = [int(x) for x in w if x > 10]
        self.half = (w.float() / 2).tolist()

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, List[int], List[float]]:
        return x * self.big + self.wide[0], self.wide, self.half
