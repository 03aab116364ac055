import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, i):
    return torch.zeros(3, 4).scatter_add(1, i, x)
