import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, w, b):
    return F.layer_norm(x, [4], w, b)
