import torch
import torch.nn.functional as F
from typing import Tuple

def f(x):
    return F.layer_norm(x, [3, 4], eps=1e-3)
