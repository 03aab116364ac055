import torch
from typing import List, Tuple, Optional

import torch.nn as nn
from functools import partial


class Unit(nn.Module):
    def __init__(self, d: int, hidden: Optional[int] = None, norm_layer=nn.LayerNorm, act_layer=nn.GELU):
        super().__init__()
        hidden = hidden or d
        self.norm = norm_layer(d)
        self.act = act_layer()
        self.width = hidden

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(self.norm(x)) * self.width


class M(nn.Module):
    def __init__(self):
        super().__init__()
        norm_layer = partial(nn.LayerNorm, eps=0.5)
        self.a = Unit(4, norm_layer=norm_layer)
        self.b = Unit(4, 3, norm_layer=partial(nn.LayerNorm, elementwise_affine=False), act_layer=nn.Tanh)
        self.norm = norm_layer(4)

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        return [self.a(x), self.b(x), self.norm(x)]
