import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, i, j, v):
    return (x.index_put((i,), v), torch.index_put(x, (i, j), torch.tensor(9.0)), x.index_put([i], v, accumulate=True), x.index_put((i,), v, True), x.index_put((x > 0,), torch.tensor(0.0)))
