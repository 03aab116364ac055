import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.roll(x, 1, 0)
