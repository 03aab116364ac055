import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.quantile(x, 0.5, dim=1)
