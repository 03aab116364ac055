import torch
from typing import List, Tuple, Optional

import math
import torch.nn as nn


class M(nn.Module):
    def __init__(self, num_buckets: int = 8, max_distance: int = 16):
        super().__init__()
        self.num_buckets = num_buckets
        self.max_distance = max_distance

    @staticmethod
    def _relative_position_bucket(relative_position: torch.Tensor, bidirectional: bool = True, num_buckets: int = 32, max_distance: int = 128) -> torch.Tensor:
        relative_buckets = torch.zeros_like(relative_position)
        if bidirectional:
            num_buckets = num_buckets // 2
            relative_buckets += (relative_position > 0).to(torch.long) * num_buckets
            relative_position = torch.abs(relative_position)
        else:
            relative_position = -torch.min(relative_position, torch.zeros_like(relative_position))
        max_exact = num_buckets // 2
        is_small = relative_position < max_exact
        relative_position_if_large = max_exact + (
            torch.log(relative_position.float() / max_exact)
            / math.log(max_distance / max_exact)
            * (num_buckets - max_exact)
        ).to(torch.long)
        relative_position_if_large = torch.min(
            relative_position_if_large, torch.full_like(relative_position_if_large, num_buckets - 1)
        )
        relative_buckets += torch.where(is_small, relative_position, relative_position_if_large)
        return relative_buckets

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        n = x.size(1)
        context_position = torch.arange(n, dtype=torch.long)[:, None]
        memory_position = torch.arange(n, dtype=torch.long)[None, :]
        relative_position = memory_position - context_position
        both = self._relative_position_bucket(relative_position, bidirectional=True, num_buckets=self.num_buckets, max_distance=self.max_distance)
        causal = self._relative_position_bucket(relative_position, False, self.num_buckets, self.max_distance)
        return both, causal
