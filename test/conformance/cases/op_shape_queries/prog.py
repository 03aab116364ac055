import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return x.dim() * 100 + x.size(-1) * 10 + x.shape[0] + x.numel()
