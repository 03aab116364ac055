import torch
from typing import List, Tuple, Optional

from collections import OrderedDict
import torch
import torch.nn as nn


class Transform(nn.Sequential):
    # torchvision's RegNet builds its blocks as a Sequential of an
    # OrderedDict filled key by key.
    def __init__(self, width: int, se: bool):
        layers: OrderedDict[str, nn.Module] = OrderedDict()
        layers["a"] = nn.ConstantPad1d((0, width), 0.5)
        layers["act"] = nn.ReLU()
        if se:
            layers["se"] = nn.Sigmoid()
        layers["c"] = nn.ConstantPad1d((-width, 0), 0.0)
        super().__init__(layers)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        blocks = []
        for i in range(2):
            blocks.append((f"block{i + 1}", Transform(3, i == 1)))
        self.trunk = nn.Sequential(OrderedDict(blocks))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.trunk(x) + self.trunk.block2.a(x).sum(-1, keepdim=True)
