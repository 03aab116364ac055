import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.select(x, 1, -1)
