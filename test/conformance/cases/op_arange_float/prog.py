import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.arange(0.0, 1.0, 0.25) + x
