import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.sinh(x), torch.cosh(x), torch.asinh(x), torch.acosh(x.abs() + 1), torch.atanh(x * 0.4))
