import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, i, s, m, j, t, n, k, u):
    return (x.scatter_reduce(0, i, s, 'sum'), x.scatter_reduce(0, i, s, 'prod', include_self=False), torch.scatter_reduce(x, 0, i, s, 'mean'), x.scatter_reduce(0, i, s, 'amax'), x.scatter_reduce(0, i, s, 'amin', include_self=False), x.scatter_reduce(0, i, s, 'mean', include_self=False), m.scatter_reduce(1, j, t, 'amax'), n.scatter_reduce(0, k, u, 'mean'))
