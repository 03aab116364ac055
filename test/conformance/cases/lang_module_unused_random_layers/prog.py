import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.classifier = nn.Linear(4, 3)
        self.extra = nn.Conv1d(2, 2, 3)
        self.norm = nn.LayerNorm(4)
        self.bn = nn.BatchNorm1d(2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.bn(self.norm(x)).relu()

    @torch.jit.export
    def logits(self, x: torch.Tensor) -> torch.Tensor:
        return self.classifier(self.forward(x))
