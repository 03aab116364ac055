import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.searchsorted(torch.tensor([0.0, 1.0]), x)
