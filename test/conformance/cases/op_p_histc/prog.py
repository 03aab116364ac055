import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.histc(x, 4, -2.0, 2.0)
