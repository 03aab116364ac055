import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.flatten(x, 1, 2)
