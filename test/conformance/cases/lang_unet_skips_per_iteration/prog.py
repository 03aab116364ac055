import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F


def f(x: torch.Tensor) -> Tuple[torch.Tensor, List[torch.Tensor]]:
    skips: List[torch.Tensor] = []
    for i in range(3):
        x = x * 2
        if i < 2:
            skips.append(x)
            x = F.max_pool2d(x, 2)
    for j in range(2):
        s = skips[-1 - j]
        x = F.interpolate(x, size=s.shape[-2:], mode="nearest") + s
    return x, skips
