import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.clamp_min(x, 0.25)
