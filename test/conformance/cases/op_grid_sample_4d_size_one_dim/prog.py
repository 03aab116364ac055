import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x: torch.Tensor, g: torch.Tensor) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    for mode in ["bilinear", "nearest", "bicubic"]:
        for pad in ["zeros", "border", "reflection"]:
            out.append(F.grid_sample(x, g, mode=mode, padding_mode=pad, align_corners=True))
            out.append(F.grid_sample(x, g, mode, pad, False))
    return out
