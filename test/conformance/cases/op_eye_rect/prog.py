import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return torch.eye(2, 4, dtype=torch.int64) + x
