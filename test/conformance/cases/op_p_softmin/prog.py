import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.softmin(x, 1)
