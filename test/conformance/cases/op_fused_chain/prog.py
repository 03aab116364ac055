import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, a, b):
    return torch.tanh(x * a + b) * x + 1
