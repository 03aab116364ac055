import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y, i, j):
    return (torch.erfc(x), torch.special.erfc(x * 3), torch.atan2(x, y), torch.atan2(i, j), x.atan2(y))
