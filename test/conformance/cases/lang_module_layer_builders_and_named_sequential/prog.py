import torch
from typing import List, Tuple, Optional

import torch.nn as nn
from collections import OrderedDict


def scaled(v: float, divisor: int) -> int:
    return max(divisor, int(v + divisor / 2) // divisor * divisor)


def make_stack(cfg: List[str]) -> nn.Sequential:
    layers: List[nn.Module] = []
    for kind in cfg:
        if kind == "relu":
            layers += [nn.ReLU()]
        else:
            layers += [nn.Tanh(), nn.Identity()]
    return nn.Sequential(*layers)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.width = scaled(5.0, 4)
        self.stack = make_stack(["relu", "tanh"])
        self.named = nn.Sequential(OrderedDict([("norm", nn.LayerNorm(4)), ("act", nn.ReLU())]))
        for i in range(2):
            self.named.add_module("extra%d" % (i + 1), nn.Hardtanh(-0.5 * (i + 1), 0.5 * (i + 1)))
        self.add_module("last", nn.Sigmoid())

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        outs: List[torch.Tensor] = []
        for m in self.named:
            x = m(x)
            outs.append(x)
        return outs + [self.stack(x), self.named[-1](x * 3.0), self.named.norm(x), self.last(x), torch.tensor(self.width)]
