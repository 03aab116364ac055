import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x):
    return (torch.std_mean(x, None, True, True), torch.var_mean(x, None, False, True), torch.std_mean(x, None, False))
