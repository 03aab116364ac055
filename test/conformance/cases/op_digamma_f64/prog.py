import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.special.digamma(x.double() * 20), torch.special.psi(torch.tensor([-2.5, 10.0, 1e-3, 1e6])), torch.lgamma(x.double() * 30))
