import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, i, s, j, t):
    return (x.index_reduce(0, i, s, 'prod'), x.index_reduce(0, i, s, 'mean', include_self=False), x.index_reduce(1, j, t, 'amax'), torch.index_reduce(x, 0, i, s, 'amin'))
