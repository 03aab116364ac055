import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, y):
    return torch.outer(x, y)
