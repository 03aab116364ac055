import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.histc(x, 4, -2.0, 2.0), torch.histc(x), x.histc(bins=3), torch.histc(x.double(), 5, 0, 1), torch.histc(torch.ones(3), 2))
