import torch
from typing import List, Tuple, Optional

import torch.nn as nn
import torch.nn.functional as F
from typing import Callable, Type


class Unit(nn.Module):
    expansion: int = 2

    def __init__(self, d: int, norm_layer: Optional[Callable[..., nn.Module]] = None, act: Callable[[torch.Tensor], torch.Tensor] = F.relu):
        super().__init__()
        if norm_layer is None:
            norm_layer = nn.LayerNorm
        self.norm = norm_layer(d)
        self.act = act

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(self.norm(x))


class M(nn.Module):
    def __init__(self, block: Type[Unit] = Unit):
        super().__init__()
        self.width = 2 * block.expansion
        self._norm_layer = nn.LayerNorm
        self.a = block(self.width)
        self.b = block(self.width, self._norm_layer, F.gelu)
        self.c = block(4, None, torch.tanh)
        self.squash = torch.sigmoid

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        return [self.a(x), self.b(x * 2.0), self.c(x), self.squash(x)]
