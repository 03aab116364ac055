import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, c, d):
    return (torch.copysign(a, b), torch.copysign(b, a), torch.copysign(c, d), torch.copysign(d, c), torch.copysign(c, a > 0), torch.copysign(c.int(), c))
