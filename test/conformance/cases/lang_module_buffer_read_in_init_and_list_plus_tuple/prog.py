import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class M(nn.Module):
    def __init__(self, max_pos: int = 6, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.register_buffer("position_ids", torch.arange(max_pos).expand((1, -1)), persistent=False)
        self.register_buffer("token_type_ids", torch.zeros(self.position_ids.size(), dtype=torch.long), persistent=False)
        self.register_buffer("scaled", self.position_ids * 2 + 1, persistent=False)

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, List[int], List[float]]:
        n = x.size(1)
        shape = x.size()[:-1] + (self.heads, x.size(-1) // self.heads)
        widths = [0.5, 1.5] + (2.5, 3.5)
        ids = self.position_ids[:, :n] + self.token_type_ids[:, :n] + self.scaled[:, :n]
        return x.view(shape), ids, shape, widths
