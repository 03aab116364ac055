import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y, i):
    return (torch.copysign(x, y), x.copysign(y), torch.copysign(i, y))
