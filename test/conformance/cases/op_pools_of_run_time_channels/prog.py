import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x: torch.Tensor, m: torch.Tensor) -> List[torch.Tensor]:
    rows = torch.nonzero(m)
    y = x[m > 0]
    return [F.avg_pool1d(rows, 2), F.max_pool1d(rows.float(), 2, 1), F.avg_pool1d(y.view(-1, 1, 4), 2, ceil_mode=False),
            F.max_pool2d(y.view(1, -1, 2, 2), 2), F.adaptive_avg_pool1d(y.view(1, -1, 4), 2), F.avg_pool2d(y.view(-1, 2, 2), (1, 2))]
