import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.remainder(x, -1.5)
