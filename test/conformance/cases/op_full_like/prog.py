import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.full_like(x, 7)
