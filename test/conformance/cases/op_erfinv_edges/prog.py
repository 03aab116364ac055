import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.erfinv(torch.tanh(x) * 0.999), torch.erfinv(torch.tensor([-0.99999, 0.0, 0.9999, 1e-8])), torch.special.erfinv(x.double() * 0.45))
