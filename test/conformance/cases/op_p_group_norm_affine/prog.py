import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, w, b):
    return F.group_norm(x, 2, w, b)
