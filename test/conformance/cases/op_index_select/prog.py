import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, i):
    return torch.index_select(x, 0, i)
