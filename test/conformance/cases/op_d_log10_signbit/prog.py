import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.log10(x.abs() + 1), torch.signbit(x), torch.nanmean(x), torch.argwhere(x > 0))
