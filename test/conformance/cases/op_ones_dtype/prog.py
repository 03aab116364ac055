import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.ones([2, 2], dtype=torch.int64) * x
