import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, m, v):
    return F.batch_norm(x, m, v)
