import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.lgamma(x * 3), torch.digamma(x * 3), torch.special.gammaln(torch.tensor([1e-3, -1.5, 1.0, 2.0, 0.25, -2.5, 200.0])), x.lgamma(), x.digamma())
