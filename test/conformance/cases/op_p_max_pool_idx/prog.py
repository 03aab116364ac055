import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.max_pool2d(x, 2, return_indices=True)
