import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (F.max_pool2d(x, 2, return_indices=True), F.max_pool2d(x, 3, 2, 1, return_indices=True), F.max_pool2d(x, (2, 3), (1, 2), return_indices=True, ceil_mode=True), F.max_pool2d(x, 2, 1, 0, 2, False, True), F.max_pool2d_with_indices(x, 2))
