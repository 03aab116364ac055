import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.adaptive_avg_pool1d(x, 4)
