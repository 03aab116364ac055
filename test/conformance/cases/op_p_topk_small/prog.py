import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.topk(x, 2, dim=1, largest=False)
