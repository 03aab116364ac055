import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.erfinv(x * 0.4)
