import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, i):
    return x.index_select(1, i)
