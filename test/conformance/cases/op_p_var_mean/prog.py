import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.var_mean(x, 0, unbiased=False)
