import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, y):
    return torch.lerp(x, y, 0.3)
