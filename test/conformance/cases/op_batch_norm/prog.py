import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, m, v, w, b):
    return F.batch_norm(x, m, v, w, b, False, 0.1, 1e-3)
