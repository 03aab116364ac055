import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return (torch.clamp(x, min=0.5, max=3), torch.clamp(x, -1, 2), x.clamp(max=2.5), torch.clamp_min(x, 1.5))
