import torch
import torch.nn.functional as F
from typing import Tuple

def f(x: torch.Tensor, skip: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    up = F.interpolate(x, scale_factor=2.0, mode='bilinear', align_corners=False)
    return F.relu(F.conv2d(torch.cat([up, skip], dim=1), w, padding=1))
