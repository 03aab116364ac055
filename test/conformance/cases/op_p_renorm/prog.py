import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.renorm(x, 2, 0, 1.0)
