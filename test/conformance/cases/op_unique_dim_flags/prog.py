import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y):
    return (torch.unique(x, dim=0), torch.unique(x, dim=1), torch.unique(x, dim=0, return_inverse=True), torch.unique(x, sorted=True, return_inverse=True, return_counts=True, dim=0), torch.unique(y, dim=0, return_counts=True))
