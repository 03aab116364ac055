import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class V(nn.Module):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm3d(2)
        self.inn = nn.InstanceNorm3d(2, affine=True)
        self.pool = nn.MaxPool3d(2, stride=1, padding=1)
        self.avg = nn.AvgPool3d(kernel_size=(1, 2, 2))
        self.gap = nn.AdaptiveAvgPool3d((1, 2, 1))
        self.drop = nn.Dropout3d(0.5)
        self.amp = nn.AdaptiveMaxPool3d((1, 2, 2))

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        y = self.inn(self.bn(x))
        return [self.gap(self.pool(y)), self.avg(self.drop(y)), self.amp(y), torch.tensor(self.pool.kernel_size + self.avg.kernel_size[2])]
