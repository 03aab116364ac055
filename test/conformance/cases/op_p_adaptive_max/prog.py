import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.adaptive_max_pool2d(x, 2)
