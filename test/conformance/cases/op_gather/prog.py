import torch
import torch.nn.functional as F
from typing import Tuple

def f(x, i):
    return torch.gather(x, 1, i)
