import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x: torch.Tensor, y: torch.Tensor) -> List[torch.Tensor]:
    return [F.interpolate(x, scale_factor=2.0, mode='linear'), F.interpolate(x, size=7, mode='linear', align_corners=True),
            F.interpolate(y, size=(3, 5), mode='bilinear', align_corners=False),
            F.interpolate(y, scale_factor=2.0, mode='bilinear', align_corners=True),
            F.interpolate(y, size=(1, 2), mode='bilinear')]
