import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.linspace(-1.0, 1.0, 5) + x
