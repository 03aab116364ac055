import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.ones_like(x, dtype=torch.int64)
