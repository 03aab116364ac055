import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.where(x > 0, 1.0, -1.0)
