import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.copysign(x, -1.0), torch.copysign(x, 2), x.copysign(-0.0))
