import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.special.i1(x * 6), torch.special.i1e(x * 6), torch.special.i0e(x * 6), torch.special.i1(x.double() * 10), torch.special.i1e(x * 20))
