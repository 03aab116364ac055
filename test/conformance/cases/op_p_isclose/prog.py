import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, y):
    return torch.isclose(x, y, atol=0.5)
