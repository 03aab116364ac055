import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b):
    return (torch.copysign(a, -3), torch.copysign(a, 0.5), a.copysign(-0.0), torch.copysign(b, -2), b.copysign(0.0), torch.copysign(a, b))
