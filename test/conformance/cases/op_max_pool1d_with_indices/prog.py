import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (F.max_pool1d(x, 2, return_indices=True), F.max_pool1d(x, 3, stride=2, padding=1, return_indices=True), F.max_pool1d(x, 2, dilation=2, ceil_mode=True, return_indices=True))
