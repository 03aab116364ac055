import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, y, z):
    return torch.addcmul(x, y, z, value=0.5)
