import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x: torch.Tensor, k: int) -> List[torch.Tensor]:
    y = x.view(1, 3, 4)
    out = [F.avg_pool1d(y, 2), F.avg_pool2d(y, 2), F.avg_pool2d(-y, 2, divisor_override=3),
           F.avg_pool2d(y, 2, ceil_mode=True, count_include_pad=False, padding=1),
           F.avg_pool2d(y, 2, ceil_mode=True, padding=1), F.avg_pool1d(-y, 3, 1, 1),
           F.avg_pool3d(y.view(1, 1, 3, 4), (1, 2, 2))]
    z = x[:k].view(1, k // 4, 4)
    out.append(F.avg_pool2d(-z, 2, 1, padding=1, count_include_pad=False))
    out.append(F.avg_pool1d(z, 3, 1, 1))
    return out
