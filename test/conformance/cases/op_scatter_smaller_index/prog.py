import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, i, j, s):
    return (x.scatter(1, i, s), x.scatter_add(1, i, s), torch.scatter(x, 0, j, s), x.scatter_add(0, j, s[:1]), x.clone().scatter_(1, i, 2.5))
