import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class U(nn.Module):
    def __init__(self):
        super().__init__()
        self.sm2 = nn.Softmax2d()
        self.near = nn.UpsamplingNearest2d(scale_factor=2)
        self.bil = nn.UpsamplingBilinear2d(size=(3, 5))
        self.unf = nn.Unfold(kernel_size=2, stride=1, padding=1)
        self.fold = nn.Fold(output_size=(3, 3), kernel_size=2)

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        cols = self.unf(x)
        return [self.sm2(x), self.near(x), self.bil(x), cols,
                self.fold(cols[:, :, :4]), torch.tensor(self.unf.padding + self.fold.stride)]
