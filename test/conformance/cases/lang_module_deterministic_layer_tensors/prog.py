import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class N(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(4)
        self.ln2 = nn.LayerNorm([2, 4], elementwise_affine=False)
        self.rms = nn.RMSNorm(4, eps=1e-5)
        self.gn = nn.GroupNorm(2, 4)
        self.bn = nn.BatchNorm1d(4)
        self.inn = nn.InstanceNorm1d(4, affine=True)
        self.pr = nn.PReLU(4, init=0.1)
        self.pr1 = nn.PReLU()
        nn.init.constant_(self.ln.bias, 0.5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.ln(x) + self.ln2(x.reshape(1, 2, 4)).reshape(2, 4) + self.gn(x) + self.bn(x)
        y = y + self.inn(x.t().unsqueeze(0)).squeeze(0).t() + self.pr(x) + self.pr1(x)
        return y * self.rms(x)
