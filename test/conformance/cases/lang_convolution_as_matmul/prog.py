import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F
def f(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor, wg: torch.Tensor, s: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    a = F.conv2d(x, w, b, padding=1)
    c = F.conv2d(x, wg, None, stride=2, padding=2, dilation=2, groups=2)
    d = F.conv1d(s, w1, None, padding=2)
    e = F.conv2d(F.relu(x), w2, None, padding=(0, 1))
    return a, c, d, e
