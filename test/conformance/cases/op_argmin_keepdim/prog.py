import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.argmin(x, 0, keepdim=True)
