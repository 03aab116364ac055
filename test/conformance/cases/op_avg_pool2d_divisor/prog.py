import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.avg_pool2d(x, 2, divisor_override=3)
