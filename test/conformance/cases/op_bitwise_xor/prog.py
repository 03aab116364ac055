import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, y):
    return torch.bitwise_xor(x, y)
