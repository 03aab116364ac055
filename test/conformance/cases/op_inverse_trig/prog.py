import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.asin(x * 0.5), torch.acos(x * 0.5), torch.atan(x), (x * 0.5).arcsin() + torch.arctan(x))
