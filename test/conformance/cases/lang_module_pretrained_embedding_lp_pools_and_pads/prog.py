import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class A(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding.from_pretrained(torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
        self.lp = nn.LPPool2d(2, 2)
        self.lp1 = nn.LPPool1d(3, 2)
        self.zp = nn.ZeroPad3d(1)
        self.cpad = nn.ConstantPad1d((1, 2), 3.5)
        self.pool = nn.MaxPool2d(2)

    def forward(self, i: torch.Tensor, x: torch.Tensor) -> List[torch.Tensor]:
        return [self.emb(i), self.lp(x), self.lp1(x[0].abs()), self.zp(x.unsqueeze(0)), self.cpad(x[0]), self.pool(x)]
