import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.float_power(x, 2), torch.std_mean(x, 1), torch.var_mean(x, 0, unbiased=False), x.tile((2, 1)), x.unflatten(1, (2, 2)))
