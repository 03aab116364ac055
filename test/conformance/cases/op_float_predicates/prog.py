import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x, i):
    return (torch.isnan(x / x), torch.isinf(x / 0.0), x.isfinite(), torch.isposinf(x / 0.0), torch.isneginf(x / 0.0), torch.isreal(x), torch.isnan(i), torch.nansum(x / x), torch.nansum(x, [1]))
