import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (F.adaptive_max_pool2d(x, 3), F.adaptive_max_pool2d(x, (2, 4), return_indices=True), F.adaptive_max_pool2d(x[0], 1, True), F.adaptive_max_pool2d(x, (5, 6)))
