import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, y, i):
    return (torch.fmax(x / x * x, y / y * y), torch.fmin(x / x * x, y / y * y), x.fmax(y), torch.ldexp(x, i), torch.fmax(x / x, torch.tensor(0.5)))
