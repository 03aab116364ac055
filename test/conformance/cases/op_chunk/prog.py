import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.cat(torch.chunk(x, 3, dim=1)[::-1], 1)
