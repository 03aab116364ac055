import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b):
    return (torch.gcd(a, b), torch.lcm(a, b), a.gcd(b), torch.logspace(0.0, 2.0, 3), torch.logspace(-1.0, 1.0, 5, 2.0))
