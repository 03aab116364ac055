import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y, z, i, j):
    return (torch.hsplit(x, 2), torch.vsplit(x, 3), torch.dsplit(z, 2), torch.isin(x, y), torch.isin(i, j, invert=True), torch.equal(x, x), torch.equal(x, y), torch.flipud(x), torch.fliplr(x), torch.combinations(y), torch.combinations(y, with_replacement=True))
