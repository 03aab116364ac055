import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (F.max_pool3d(x, 2), F.max_pool3d(x, [2, 3, 2], [1, 1, 2], 1), F.avg_pool3d(x, 2, 1), F.avg_pool3d(x, 3, 2, 1, ceil_mode=True, count_include_pad=False), F.adaptive_avg_pool3d(x, [2, 3, 1]), F.max_pool3d(x, 3, 2, 1, ceil_mode=True), F.avg_pool3d(x, [1, 2, 2], divisor_override=3))
